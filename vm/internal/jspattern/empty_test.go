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
		{`(a{0,0})?`, `((?=(?'__rs1'[\s\S]*))(?:a{0,0})(?!\k<__rs1>\z))?`},
		{`(\1*)?`, `((?=(?'__rs1'[\s\S]*))(?:\1*)(?!\k<__rs1>\z))?`},
		{`(?:x(\d*))?`, `(?:x(\d*))?`}, // cannot match empty
		{`(?:"?([^"]*?)"?\s*)?<`, `(?:(?:"(?'__ne1')|)((?:|[^"]+?(?'__ne1')))(?:"(?'__ne1')|)(?:\s+(?'__ne1')|)(?(__ne1)|(?!)))?<`},
		{`(?:(\d*)(\.\d+)?)?x`, `(?:((?:\d+(?'__ne1')|))(?:(\.\d+)(?'__ne1')|)(?(__ne1)|(?!)))?x`},
		{`(?<=(?:a?b?)?)c`, `(?<=(?:a?b?)?)c`},                             // inside a lookbehind: unchanged
		{`(?:a?|b)?`, `(?:(?=(?'__rs1'[\s\S]*))(?:a?|b)(?!\k<__rs1>\z))?`}, // alternatives: the general guard
		{`(?:a?b?)*`, `(?:(?=(?'__rs1'[\s\S]*))(?:a?b?)(?!\k<__rs1>\z))*`}, // only ? gets the markers
		{`(?:a|b?c)*`, `(?:a|b?c)*`},                                       // cannot match empty: no guard
		{`(?:(?=(a)))?`, `(?:(?=(?'__rs1'[\s\S]*))(?:(?=(a)))(?!\k<__rs1>\z))?`},
		{`(?:x(?:y?)*)*`, `(?:x(?:y)*)*`},
		{`((?:a?b??)*)*`, `((?=(?'__rs2'[\s\S]*))(?:(?:(?=(?'__rs1'[\s\S]*))(?:a?b??)(?!\k<__rs1>\z))*)(?!\k<__rs2>\z))*`},
		{`(?<__x>a?)*`, `(?<__x>a)*`},
	} {
		if got := nonEmptyIterations(c.in, false); got != c.want {
			t.Errorf("nonEmptyIterations(%q)\n got %q\nwant %q", c.in, got, c.want)
		}
	}
}
