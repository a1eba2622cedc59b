package syntax

import "testing"

// TestKeywordKind checks the perfect hash of keywordKind: every reserved
// word maps to its own kind (a collision would lose one of them) and words
// that merely look alike stay identifiers.
func TestKeywordKind(t *testing.T) {
	for k := tBreak; k <= tWith; k++ {
		if got := keywordKind(k.String()); got != k {
			t.Errorf("keywordKind(%q) = %v, want %v", k.String(), got, k)
		}
	}
	for _, w := range []string{"", "b", "breaks", "Break", "of", "let", "yield", "async", "await", "static",
		"instanceOf", "functions", "nul", "thi", "x", "constructor", "implements"} {
		if got := keywordKind(w); got != tIdent {
			t.Errorf("keywordKind(%q) = %v, want identifier", w, got)
		}
	}
}
