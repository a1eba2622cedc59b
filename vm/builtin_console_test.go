package vm

import (
	"testing"

	"github.com/codemode-go/codemode/vm/internal/wtf8"
)

// The expected strings are node 20's formatTime (internal/console/constructor).
func TestFormatElapsed(t *testing.T) {
	for _, c := range []struct {
		ms   float64
		want string
	}{
		{0, "0ms"},
		{0.5, "0.5ms"},
		{12, "12ms"},
		{999.9999, "1000ms"},
		{1000, "1.000s"},
		{1500.25, "1.500s"},
		{59999, "59.999s"},
		{60000, "1:00.000 (m:ss.mmm)"},
		{62000.5, "1:02.001 (m:ss.mmm)"},
		{3600000, "1:00:00.000 (h:mm:ss.mmm)"},
		{3723004.5, "1:02:03.005 (h:mm:ss.mmm)"},
		{36000000, "10:00:00.000 (h:mm:ss.mmm)"},
	} {
		if got := formatElapsed(c.ms); got != c.want {
			t.Errorf("formatElapsed(%v) = %q, want %q", c.ms, got, c.want)
		}
	}
}

// Node measures string width with ICU: wide and fullwidth characters
// (emoji among them) take two columns, combining marks none.
func TestStringWidth(t *testing.T) {
	for _, c := range []struct {
		s    string
		want int
	}{
		{"abc", 3},
		{"日本", 4},
		{"e\u0301", 1},
		{"😀", 2},
		{"🇫🇷", 4},
		{"\u200b", 0},
		{"한국", 4},
		{"©½", 2},
		{"\x1b", 0},
		{"👨\u200d👩\u200d👧", 6},
		{"❤️", 1},
		{"→€Ω", 3},
		{"ｶﾀｶﾅ", 4},
		{"Ａ", 2},
		{"\u0600", 0},
		{"🏻", 2},
		{"a\u20dd", 1},
		{"x" + string(wtf8.Append(nil, 0xD800)), 2},
	} {
		if got := stringWidth(c.s); got != c.want {
			t.Errorf("stringWidth(%q) = %d, want %d", c.s, got, c.want)
		}
	}
}
