package wtf8

import (
	"strings"
	"testing"
)

// A surrogate pair joined from its halves is the same string as the pair
// written at once (its 4-byte UTF-8 form), whichever side each half is on.
func TestConcatJoinsSurrogateHalves(t *testing.T) {
	hi, lo := FromUTF16([]uint16{0xD834}), FromUTF16([]uint16{0xDF06})
	pair := "\U0001D306"
	cases := []struct{ a, b, want string }{
		{hi, lo, pair},
		{"a" + hi, lo + "b", "a" + pair + "b"},
		{lo, hi, lo + hi}, // low then high: no pair
		{hi, hi, hi + hi},
		{"x", lo, "x" + lo},
		{hi, "", hi},
	}
	for _, c := range cases {
		if got := Concat(c.a, c.b); got != c.want {
			t.Errorf("Concat(%q, %q) = %q, want %q", c.a, c.b, got, c.want)
		}
		if got := string(AppendCanonical([]byte(c.a), c.b)); got != c.want {
			t.Errorf("AppendCanonical(%q, %q) = %q, want %q", c.a, c.b, got, c.want)
		}
		if got, want := UTF16Len(Concat(c.a, c.b)), UTF16Len(c.a)+UTF16Len(c.b); got != want {
			t.Errorf("UTF16Len(Concat(%q, %q)) = %d, want %d", c.a, c.b, got, want)
		}
	}
	if !Seam(hi, lo) || Seam(lo, hi) || Seam(pair, lo) {
		t.Error("Seam: want true only for a high half before a low one")
	}
}

// TestIsASCII puts one byte of 0x80 or more at every position of strings
// of every length up to 20, across the eight-byte words IsASCII reads.
func TestIsASCII(t *testing.T) {
	for n := 0; n <= 20; n++ {
		s := strings.Repeat("a", n)
		if !IsASCII(s) {
			t.Fatalf("IsASCII(%q) = false", s)
		}
		for i := 0; i < n; i++ {
			for _, c := range []byte{0x80, 0xC3, 0xED, 0xFF} {
				b := []byte(s)
				b[i] = c
				if IsASCII(string(b)) {
					t.Fatalf("IsASCII(%q) = true", b)
				}
			}
		}
	}
}

func BenchmarkIsASCII(b *testing.B) {
	s := strings.Repeat("item1234, ", 100)
	for b.Loop() {
		if !IsASCII(s) {
			b.Fatal("not ASCII")
		}
	}
}
