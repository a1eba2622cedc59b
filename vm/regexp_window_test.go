package vm

import (
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"
)

func TestPatternBound(t *testing.T) {
	for text, want := range map[string]re2Bound{
		`\d+`:        {1, true},
		`(\d+)`:      {1, true},
		`fox (\d+)`:  {5, true},
		`\s*`:        {0, true},
		`a{3,}`:      {3, true},
		`(ab)+`:      {-1, false},
		`\d+?`:       {-1, false},
		`\d+x`:       {-1, false},
		`a+|b`:       {-1, false},
		`(?:a|bc)d+`: {3, true},
	} {
		if got := patternBound(text); got != want {
			t.Errorf("patternBound(%q) = %v, want %v", text, got, want)
		}
	}
}

func TestMaxMatchLen(t *testing.T) {
	for text, want := range map[string]int{
		`[a-c]`:          1,
		`(\w)(\d)`:       2,
		`abc|de`:         3,
		`a{2,5}b?`:       6,
		`(?i)ab\b$`:      2,
		`(?:ab){3}`:      6,
		`\d+`:            -1,
		`a*`:             -1,
		`x{2,}`:          -1,
		`(a|b+)c`:        -1,
		`^(?:foo|ba)r?$`: 4,
	} {
		if got := maxMatchLen(text); got != want {
			t.Errorf("maxMatchLen(%q) = %d, want %d", text, got, want)
		}
	}
}

// findRE2's windows give the match a search of the whole text gives, for
// every bounded pattern and start, on texts much longer than a window
// with matches near the windows' edges, sparse and dense.
func TestFindRE2Windows(t *testing.T) {
	patterns := []string{
		`[a-c]`, `(\w)(\d)`, `z`, `a.{0,3}z|a`, `(?:ab|a)(c?)`, `\bab\b`, `ab$`, `(?m)^ab`, `(?m)b$`,
		`x\B.`, `(a)|(b)|(ab){2}`, `[^a-y]{1,4}`, `\s\S{2}`,
		// Ending in a greedy run.
		`a+`, `(b+)`, `za*`, `(?:ab|a)z*`, `b{2,}`, `(a)(\w+)`, `\bab+`, `[^z]+`, `a.*`, `(?s)b.+`,
	}
	rng := rand.New(rand.NewPCG(1, 2))
	var texts []string
	for _, alphabet := range []string{"ab", "abz ", "abcxyz \n", "aaaaaaaaaaaaaaaaaaaaaaaz"} {
		for _, n := range []int{300, 700, 3000} {
			var b strings.Builder
			for range n {
				b.WriteByte(alphabet[rng.IntN(len(alphabet))])
			}
			texts = append(texts, b.String())
		}
	}
	// A lone match far away, and one straddling the first window's end.
	texts = append(texts, strings.Repeat(".", 5000)+"az1 ab", strings.Repeat(".", re2Window-1)+"abz")
	for _, p := range patterns {
		re := regexp.MustCompile(p)
		k := patternBound(p)
		if k.k < 0 {
			t.Fatalf("%s: no bound", p)
		}
		leftContext := strings.Contains(p, `\b`) || strings.Contains(p, `\B`) || strings.Contains(p, "(?m)")
		for _, s := range texts {
			for start := 0; start < len(s); start += 1 + rng.IntN(37) {
				sub := s[start:]
				want := re.FindStringSubmatchIndex(sub)
				if got := findRE2(re, sub, k, leftContext); !slices.Equal(got, want) {
					t.Fatalf("%s at %d of a %d-byte text: got %v, want %v", p, start, len(s), got, want)
				}
			}
		}
	}
}
