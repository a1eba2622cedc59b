package testprog

import (
	"strings"
	"testing"
	"time"
)

func TestParse(t *testing.T) {
	src := strings.Join([]string{
		"// value: {\"b\": [1, 2], \"a\": 1}",
		"// log: a",
		"// log:",
		"// log:  two spaces",
		"// error: ExecutionFailure: TypeError: x is not a function",
		"// within: 2s",
		"// rss: 600MB",
		"// calls: 3",
		"// A prose comment: it ends the header.",
		"// log: not read",
		"return [1, 2]",
	}, "\n")
	h, err := Parse("p.js", src, "value", "log", "error", "within", "rss", "calls")
	if err != nil {
		t.Fatal(err)
	}
	if h.End != 8 {
		t.Errorf("End %d, want 8", h.End)
	}
	if got := h.JSON("value"); got != `{"b":[1,2],"a":1}` {
		t.Errorf("value %q", got)
	}
	if got := strings.Join(h.Values("log"), "|"); got != "a|| two spaces" {
		t.Errorf("logs %q", got)
	}
	if h.Duration("within") != 2*time.Second || h.Bytes("rss") != 600<<20 || h.Calls() != 3 {
		t.Errorf("within %v rss %d calls %d", h.Duration("within"), h.Bytes("rss"), h.Calls())
	}
	f, ok := h.Failure()
	if !ok || f.Kind != "ExecutionFailure" || f.Message != "TypeError: x is not a function" {
		t.Errorf("failure %+v %v", f, ok)
	}
	if h.Has("cancel") {
		t.Error("Has(cancel) with no cancel line")
	}
	if h, _ := Parse("q.js", "return 1", "calls"); h.Calls() != -1 || len(h.Directives) != 0 {
		t.Errorf("empty header: %+v", h)
	}
}

func TestParseErrors(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"// reslt: 1\nreturn 1", `p.js:1: "reslt:" is not a directive this suite reads (error, value)`},
		{"// value: 1\n// rss: 1MB", `p.js:2: "rss:" is not a directive this suite reads`},
		{"// value: 1\n// value: 2", `p.js:2: a second "value:"`},
		{"// value: {", `p.js:1: value: "{" is not JSON`},
		{"// error: Type Error", `p.js:1: error: "Type Error": want <Kind>`},
	} {
		_, err := Parse("p.js", c.src, "value", "error")
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%q: error %v, want %s", c.src, err, c.want)
		}
	}
	for _, c := range []struct {
		src   string
		names []string
		want  string
	}{
		{"// within: 2", []string{"within"}, `p.js:1: within: time: missing unit`},
		{"// rss: lots", []string{"rss"}, `p.js:1: rss: "lots": want a size`},
		{"// at: 3", []string{"at"}, `p.js:1: at: "3": want <line>:<col>`},
		{"// calls: -1", []string{"calls"}, `p.js:1: calls: "-1" is not a count`},
		{"// node: later", []string{"node"}, `p.js:1: node: "later": want skip`},
	} {
		_, err := Parse("p.js", c.src, c.names...)
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%q: error %v, want %s", c.src, err, c.want)
		}
	}
}

// TestNotDirectives: lines that are not "// word: " end the header without
// an error.
func TestNotDirectives(t *testing.T) {
	for _, line := range []string{
		"// A tool input nested 200,000 deep: the copy stops",
		"//value: 1",
		"// value:1",
		"// Classes: fields",
		"/* value: 1 */",
		"",
	} {
		h, err := Parse("p.js", line+"\n// value: 1", "value")
		if err != nil || h.End != 0 {
			t.Errorf("%q: header %+v, error %v", line, h, err)
		}
	}
}

func TestFailureMatches(t *testing.T) {
	for _, c := range []struct {
		directive, kind, message string
		want                     bool
	}{
		{"ParseError: too deeply nested", "ParseError", "too deeply nested", true},
		{"ParseError: too deeply nested", "ParseError", "too deeply nested: a chain", false},
		{"ParseError: too deeply nested", "TimeoutExceeded", "too deeply nested", false},
		{"ParseError: ...too deeply nested...", "ParseError", "at 3:4: too deeply nested: a chain", true},
		{"ParseError: ...too deeply nested...", "ParseError", "too deep", false},
		{"ParseError: too deeply...", "ParseError", "too deeply nested", true},
		{"ParseError: too deeply...", "ParseError", "at 1: too deeply nested", false},
		{"ParseError: ...nested", "ParseError", "too deeply nested", true},
		{"ParseError: ...nested", "ParseError", "nested too deeply", false},
		{"TimeoutExceeded", "TimeoutExceeded", "the run took longer than timeoutMs", true},
		{"TimeoutExceeded", "ParseError", "", false},
	} {
		h, err := Parse("p.js", "// error: "+c.directive, "error")
		if err != nil {
			t.Fatal(err)
		}
		f, _ := h.Failure()
		if got := f.Matches(c.kind, c.message); got != c.want {
			t.Errorf("error: %s with %s: %q: %v, want %v", c.directive, c.kind, c.message, got, c.want)
		}
		if f.String() != c.directive {
			t.Errorf("String %q, want %q", f.String(), c.directive)
		}
	}
}

func TestSet(t *testing.T) {
	src := "// result: {}\n// limits: {}\nreturn 1"
	if got, want := Set(src, "result", `{"ok":true}`), "// result: {\"ok\":true}\n// limits: {}\nreturn 1"; got != want {
		t.Errorf("replace:\n got %q\nwant %q", got, want)
	}
	if got, want := Set("// A comment.\nreturn 1", "result", "{}"), "// result: {}\n// A comment.\nreturn 1"; got != want {
		t.Errorf("add:\n got %q\nwant %q", got, want)
	}
}
