package vm

import (
	"strings"
	"testing"
)

// TestNumberWordTables checks every generated locale has plural, relative
// time and number words, and that each locale's rules only name its
// categories.
func TestNumberWordTables(t *testing.T) {
	for tag := range localeTable {
		p, ok := pluralLocales[tag]
		if !ok {
			t.Errorf("%s: no plural data", tag)
			continue
		}
		if _, ok := relLocales[tag]; !ok {
			t.Errorf("%s: no relative time locale", tag)
		}
		if _, ok := relWords[tag]; !ok {
			t.Errorf("%s: no relative time words", tag)
		}
		if _, ok := numWords[tag]; !ok {
			t.Errorf("%s: no number words", tag)
		}
		for i, text := range pluralRuleText[p.rules] {
			for _, r := range parsePluralRules(text) {
				if !slicesContains(strings.Split(p.cats[i], ","), r.category) {
					t.Errorf("%s: rule category %s not in %s", tag, r.category, p.cats[i])
				}
			}
		}
		if w := localeWords(false, tag); w["u.kilometer.long.other"] == "" || w["per.hour.long"] == "" || w["c.EUR.other"] == "" || w["range"] == "" {
			t.Errorf("%s: number words incomplete", tag)
		}
		if w := localeWords(true, tag); w["long.day.past.other"] == "" {
			t.Errorf("%s: relative time words incomplete", tag)
		}
	}
}

// TestPluralOperands checks numbers longer than the operands' 15 digits
// and the compact exponent.
func TestPluralOperands(t *testing.T) {
	for _, c := range []struct {
		tag, ip, fp string
		e           int
		want        string
	}{
		{"fr", "1000000000000000000000", "", 0, "many"},
		{"fr", "1", "5", 6, "one"},
		{"fr", "2", "", 6, "many"},
		{"es", "2", "", 3, "other"},
		{"ru", "1000000000000000000021", "", 0, "one"},
		{"ru", "1000000000000000000011", "", 0, "many"},
		{"pl", "22", "", 0, "few"},
		{"pl", "1", "0", 0, "other"},
		{"en", "1", "00", 0, "other"},
		{"es", "1", "0", 0, "one"},
		{"ja", "1", "", 0, "other"},
	} {
		if got := pluralCategory(c.tag, false, pluralOperands{ip: c.ip, fp: c.fp, e: c.e}); got != c.want {
			t.Errorf("%s %s.%s e%d: %s, want %s", c.tag, c.ip, c.fp, c.e, got, c.want)
		}
	}
	// A locale without data has en-US's rules.
	if got := pluralOf("ar").locale; got != "en" {
		t.Errorf("pluralOf(ar) = %s", got)
	}
}
