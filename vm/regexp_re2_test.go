package vm

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/dlclark/regexp2"
)

// The RE2 engine stands in for regexp2 only where the two agree. These
// tests match both on the same patterns, flags, ASCII subjects and start
// positions and compare index, end and every capture.

// engineMatch is one engine's answer at one start: nil for no match, else
// [index, end, cap1start, cap1end, ...] (-1 for a group that did not
// participate).
func regexp2Match(t *testing.T, re *regexp2.Regexp, subject string, start, ncaps int) []int {
	mt, err := re.FindRunesMatchStartingAt([]rune(subject), start)
	if err != nil {
		t.Fatal(err)
	}
	if mt == nil {
		return nil
	}
	out := []int{mt.Index, mt.Index + mt.Length}
	for _, g := range mt.Groups()[1 : ncaps+1] {
		if len(g.Captures) == 0 {
			out = append(out, -1, -1)
		} else {
			out = append(out, g.Index, g.Index+g.Length)
		}
	}
	return out
}

// checkEnginesAgree compares the engines on pattern/flags over subjects;
// it reports whether the RE2 engine took the pattern.
func checkEnginesAgree(t *testing.T, pattern, flags string, subjects []string) bool {
	t.Helper()
	re, err := compileRegexp(pattern, flags)
	if err != nil {
		return false
	}
	d := &regexpData{source: pattern, flags: flags, re: re}
	info := d.meta()
	if info.fast == nil {
		return false
	}
	m := &Machine{}
	for _, s := range subjects {
		text := newRuneText(s, info.unicode)
		for start := 0; start <= len(s); start++ {
			if start > 0 && info.fastLeftContext {
				break
			}
			want := regexp2Match(t, re, s, start, info.ncaps)
			var res regexpMatch
			var got []int
			if m.execRE2(info, text, start, &res) {
				got = append([]int{res.index, res.end}, res.caps...)
			}
			if !slices.Equal(got, want) {
				t.Errorf("/%s/%s (RE2 %s) on %q from %d: RE2 %v, regexp2 %v", pattern, flags, info.fast, s, start, got, want)
				return true
			}
		}
	}
	return true
}

var re2Subjects = []string{"", "a", "a\vb\f", "abc", "aab abb", "cab1 c_2\tA", "1 22 333", "a\nb\rc", "AbC aBc", "ba-ab", " x ", "zzz"}

func TestRE2EngineAgrees(t *testing.T) {
	for _, c := range []struct {
		pattern, flags string
		taken          bool
	}{
		{`a`, "", true}, {`a|ab`, "g", true}, {`(a)|(b)`, "", true}, {`\d+`, "g", true}, {`\s+`, "", true},
		{`\S+`, "", true}, {`[^\s]+`, "", true}, {`\bab`, "", true}, {`^a`, "", true}, {`c$`, "", true},
		{`.`, "", true}, {`.`, "s", true}, {`a.c`, "s", true}, {`[a-c]+?b`, "", true}, {`(?<x>a)(?:b|c)`, "", true},
		{`ab{1,2}`, "", true}, {`[\d_]`, "", true}, {`[\w-]+`, "", true}, {`\x41`, "i", true}, {`A`, "i", true},
		{`[A-Z]+`, "i", true}, {`[^a]`, "i", true}, {`\W`, "i", true}, {`a[^]b`, "", true}, {`[\b]`, "", true},
		{`\u0041`, "u", true}, {`\u{41}`, "u", true}, {`\/\.\*`, "", true}, {`\n`, "m", true}, {`\t`, "", true},
		{`^(\d{4})-(\d{2})-(\d{2})T[\d:]+Z (\w+) \[([\w-]+)\] request (\d+) took (\d+)ms`, "", true},
		// Refused: what the engines do not share.
		{`(a)+`, "", false}, {`(?:a|(b))*`, "", false}, {`(a*)*`, "", false}, {`(?:a?)+`, "", false},
		{`(a)\1`, "", false}, {`(?=a)`, "", false}, {`(?<=a)b`, "", false}, {`^a`, "m", false}, {`a$`, "m", false},
		{`a`, "y", false}, {`[a]`, "v", false}, {`é`, "", false}, {`\u017f`, "i", false}, {`[\S]`, "", false},
		{`\p{L}`, "u", false}, {`a{2000}`, "", false}, {`a{`, "", false}, {`\cA`, "", false}, {`\07`, "", false},
		{`[\d-z]`, "", false}, {`\k<a>`, "", false}, {`(?i:a)`, "", false}, {`[]`, "", false}, {`]`, "", false},
	} {
		if got := checkEnginesAgree(t, c.pattern, c.flags, re2Subjects); got != c.taken {
			t.Errorf("/%s/%s: taken by RE2 %v, want %v", c.pattern, c.flags, got, c.taken)
		}
	}
}

// randomPattern writes a pattern from a small grammar of what JavaScript
// programs use: literals, classes, escapes, anchors, groups, alternation
// and quantifiers.
func randomPattern(r *rand.Rand, depth int) string {
	var b strings.Builder
	for n := 1 + r.IntN(3); n > 0; n-- {
		atoms := []string{"a", "b", "c", "A", " ", "1", "-", ".", `\d`, `\w`, `\s`, `\S`, `\W`, `\D`, `\b`, `\B`, "^", "$",
			"[a-c]", "[^ab]", `[\d_]`, `[^\s]`, "[A-Z]", `\.`, `\t`, `\n`, "[^]"}
		if depth > 0 && r.IntN(3) == 0 {
			inner := randomPattern(r, depth-1)
			if r.IntN(2) == 0 {
				inner += "|" + randomPattern(r, depth-1)
			}
			atoms = []string{"(" + inner + ")", "(?:" + inner + ")", "(?<g" + fmt.Sprint(r.IntN(100)) + ">" + inner + ")"}
		}
		b.WriteString(atoms[r.IntN(len(atoms))])
		if r.IntN(3) == 0 {
			b.WriteString([]string{"*", "+", "?", "{1,2}", "{0,3}", "{2}", "{1,}"}[r.IntN(7)])
			if r.IntN(3) == 0 {
				b.WriteString("?")
			}
		}
	}
	return b.String()
}

// TestRE2EngineAgreesRandom compares the engines on many generated
// patterns (a fixed seed: the same patterns every run).
func TestRE2EngineAgreesRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(19, 2026))
	taken := 0
	const n = 3000
	for i := 0; i < n; i++ {
		pattern := randomPattern(r, 2)
		flags := []string{"", "g", "i", "s", "u", "m", "gi", "iu"}[r.IntN(8)]
		if checkEnginesAgree(t, pattern, flags, re2Subjects) {
			taken++
		}
		if t.Failed() {
			return
		}
	}
	if taken < n/3 {
		t.Errorf("RE2 took %d of %d patterns; the grammar should give it most", taken, n)
	}
	t.Logf("RE2 took %d of %d patterns", taken, n)
}

// FuzzRE2Engine compares the engines on arbitrary patterns and ASCII
// subjects.
//
//	go test ./vm -run '^$' -fuzz FuzzRE2Engine -fuzztime 60s
func FuzzRE2Engine(f *testing.F) {
	f.Add(`(a|b)c+`, "g", "abcc bc")
	f.Add(`\b\w+\b`, "i", "Ab cD")
	f.Fuzz(func(t *testing.T, pattern, flags, subject string) {
		if len(pattern) > 100 || len(subject) > 100 || len(flags) > 4 {
			return
		}
		for i := 0; i < len(subject); i++ {
			if subject[i] >= 0x80 {
				return
			}
		}
		checkEnginesAgree(t, pattern, flags, []string{subject})
	})
}
