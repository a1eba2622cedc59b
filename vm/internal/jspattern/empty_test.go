package jspattern

import "testing"

// TestNonEmptyIterations pins the rewrites that make zero-minimum groups
// reject empty iterations (empty.go).
func TestNonEmptyIterations(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`(.*)?`, `(.+)?`},
		{`(b*)?c`, `(b+)?c`},
		{`(?:\s*)*`, `(?:\s+)*`},
		{`(a?)?`, `(a)?`},
		{`(a??)?`, `(a)?`},
		{`(x*?)?`, `(x+?)?`},
		{`(a{0,3})?`, `(a{1,3})?`},
		{`(?<n>[^"]*)?`, `(?<n>[^"]+)?`},
		{`([\]]*)?`, `([\]]+)?`},
		{`(\d*)+`, `(\d*)+`},   // minimum 1: the first iteration may be empty
		{`(?=a*)?`, `(?=a*)?`}, // lookarounds are left alone
		{`(a{0,0})?`, `(a{0,0})?`},
		{`(\1*)?`, `(\1*)?`},           // a backreference can match empty anyway
		{`(?:x(\d*))?`, `(?:x(\d*))?`}, // cannot match empty
		{`(?:"?([^"]*?)"?\s*)?<`, `(?:(?:"(?'__ne1')|)((?:|[^"]+?(?'__ne1')))(?:"(?'__ne1')|)(?:\s+(?'__ne1')|)(?(__ne1)|(?!)))?<`},
		{`(?:(\d*)(\.\d+)?)?x`, `(?:((?:\d+(?'__ne1')|))(?:(\.\d+)(?'__ne1')|)(?(__ne1)|(?!)))?x`},
		{`(?<=(?:a?b?)?)c`, `(?<=(?:a?b?)?)c`}, // inside a lookbehind: unchanged
		{`(?:a?|b)?`, `(?:a?|b)?`},             // alternatives: unchanged
		{`(?:a?b?)*`, `(?:a?b?)*`},             // only ? gets the markers
	} {
		if got := nonEmptyIterations(c.in, false); got != c.want {
			t.Errorf("nonEmptyIterations(%q)\n got %q\nwant %q", c.in, got, c.want)
		}
	}
}
