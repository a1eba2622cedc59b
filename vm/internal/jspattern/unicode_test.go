package jspattern

import (
	"slices"
	"testing"
)

// TestUnicodeTables checks that every alias names a table and a few
// characters of Unicode 17 (newer than Go's tables).
func TestUnicodeTables(t *testing.T) {
	for short, long := range unicodeScriptAliases {
		if _, ok := scriptTables[long]; !ok {
			t.Errorf("script alias %s: no table %s", short, long)
		}
		if _, ok := scriptExtensionsTables[long]; !ok {
			t.Errorf("script alias %s: no Script_Extensions table %s", short, long)
		}
	}
	for alias, long := range unicodeCategoryAliases {
		if _, ok := generalCategoryTables[long]; !ok {
			t.Errorf("category alias %s: no table %s", alias, long)
		}
	}
	for alias, long := range unicodeBinaryAliases {
		if _, ok := binaryTables[long]; !ok {
			t.Errorf("binary alias %s: no table %s", alias, long)
		}
	}
	for _, c := range []struct {
		expr string
		r    rune
		in   bool
	}{
		{"L", 0x10D4F, true}, {"Lu", 0x1C89, true}, {"gc=Cn", 0x1138B, false}, {"sc=Garay", 0x10D40, true},
		{"sc=Deva", 0x0964, false}, {"scx=Deva", 0x0964, true}, {"Bidi_M", '(', true}, {"XIDS", 'a', true},
		{"Any", 0x10FFFF, true}, {"ASCII", 0x80, false},
	} {
		p, ok := unicodeProperty(c.expr)
		if !ok || inRanges(p.ranges, c.r) != c.in {
			t.Errorf(`\p{%s} has U+%04X: %v (valid %v), want %v`, c.expr, c.r, !c.in, ok, c.in)
		}
	}
	for _, c := range []struct {
		expr             string
		valid, ofStrings bool
	}{
		{"RGI_Emoji", true, true}, {"Basic_Emoji", true, true}, {"Emoji", true, false},
		{"Other_Alphabetic", false, false}, {"sc=Hrkt", false, false}, {"Script", false, false},
	} {
		if v, s := Property(c.expr); v != c.valid || s != c.ofStrings {
			t.Errorf("Property(%q) = %v, %v; want %v, %v", c.expr, v, s, c.valid, c.ofStrings)
		}
	}
	p, _ := unicodeProperty("RGI_Emoji")
	if !slices.Contains(p.strings, "\U0001F1EB\U0001F1F7") || codePoints(p.strings[0]) < codePoints(p.strings[len(p.strings)-1]) {
		t.Errorf("RGI_Emoji lacks the French flag or is not longest first")
	}
}

// TestCaseTables pins the canonicalizations of the i flag.
func TestCaseTables(t *testing.T) {
	for _, c := range []struct {
		unicode bool
		r       rune
		members []rune
		special bool
	}{
		{true, 'σ', []rune{'Σ', 'ς', 'σ'}, true},
		{false, 'σ', []rune{'Σ', 'ς', 'σ'}, true},
		{true, 'k', []rune{'K', 'k', 0x212A}, false},
		{false, 'k', []rune{'K', 'k'}, true},       // regexp2 adds the Kelvin sign
		{true, 'i', []rune{'I', 'i'}, true},        // regexp2 adds İ
		{false, 'ß', []rune{'ß'}, true},            // regexp2 adds ẞ
		{true, 's', []rune{'S', 's', 0x17F}, true}, // regexp2 lacks ſ
		{true, 'a', []rune{'A', 'a'}, false},
	} {
		tab := caseTableFor(c.unicode)
		_, special := tab.special[c.r]
		if got := tab.members(c.r); !slices.Equal(got, c.members) || special != c.special {
			t.Errorf("u=%v %q: members %q special %v, want %q %v", c.unicode, c.r, got, special, c.members, c.special)
		}
	}
}

// TestTranslateDuplicateNames pins \k<name> of a repeated name.
func TestTranslateDuplicateNames(t *testing.T) {
	got, err := Translate(`(?:(?<x>a)|(?<x>b)|(?<x>c))\k<x>`, false, false, false, false, false)
	if want := `(?:(a)|(b)|(c))(?:(?(1)\1|(?(2)\2|\3)))`; err != nil || got != want {
		t.Errorf("got %q, %v; want %q", got, err, want)
	}
}
