package durabletools

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/cases"
	"golang.org/x/text/unicode/norm"
)

// Search text is compared as tokens: words split at spaces, punctuation and
// camelCase humps, with accents removed (NFKD, then combining marks dropped)
// and Unicode case folding, so "résumé", "Resume" and "RESUMÉ" are one
// token. Scripts written without spaces between words (Han, Hiragana,
// Katakana, Thai...) give one token per character, so a query made of some
// of a description's characters still matches it.

// tokenize splits s into folded search tokens, in order, with repeats.
func tokenize(s string) []string {
	if !isASCII(s) {
		s = norm.NFKD.String(s)
	}
	var tokens []string
	var word []rune
	flush := func() {
		if len(word) > 0 {
			tokens = append(tokens, fold(string(word)))
			word = word[:0]
		}
	}
	var prev rune
	for _, r := range s {
		switch {
		case unicode.Is(unicode.Mn, r):
			// A combining mark left by NFKD: "é" is "e" + U+0301.
			continue
		case unspaced(r):
			flush()
			tokens = append(tokens, fold(string(r)))
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			// A camelCase hump starts a new word: lookupOrder -> lookup order.
			if unicode.IsUpper(r) && unicode.IsLower(prev) {
				flush()
			}
			word = append(word, r)
		default:
			flush()
		}
		prev = r
	}
	flush()
	return tokens
}

var folder = cases.Fold()

// fold is Unicode full case folding ("Straße" -> "strasse").
func fold(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= utf8.RuneSelf || 'A' <= c && c <= 'Z' {
			return folder.String(s)
		}
	}
	return s
}

// unspaced reports a character of a script written without spaces between
// words.
func unspaced(r rune) bool {
	return r >= 0x0E00 && (unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Thai, unicode.Lao, unicode.Khmer, unicode.Myanmar))
}

// stopWords are English words too common in queries and descriptions to tell
// tools apart. They are dropped from a query unless nothing else is left.
var stopWords = map[string]bool{
	"a": true, "an": true, "and": true, "as": true, "at": true, "by": true, "for": true, "from": true,
	"in": true, "into": true, "is": true, "it": true, "of": true, "on": true, "or": true, "the": true,
	"to": true, "with": true,
}

// signatureWords are the words every signature repeats; they say nothing
// about a tool.
var signatureWords = map[string]bool{
	"tools": true, "input": true, "promise": true, "string": true, "number": true, "boolean": true,
	"null": true, "unknown": true, "void": true, "key": true, "true": true, "false": true, "never": true,
}

// queryTokens tokenizes a query: stop words dropped (unless that leaves
// nothing) and repeats removed, in order.
func queryTokens(q string) []string {
	all := tokenize(q)
	var kept []string
	for _, t := range all {
		if !stopWords[t] {
			kept = appendUnique(kept, t)
		}
	}
	if len(kept) == 0 {
		for _, t := range all {
			kept = appendUnique(kept, t)
		}
	}
	return kept
}

func appendUnique(list []string, s string) []string {
	for _, x := range list {
		if x == s {
			return list
		}
	}
	return append(list, s)
}

// stem removes a plural "s" from an ASCII word, so "orders" matches
// "order". It is deliberately crude: it only ever makes two forms of one
// word meet.
func stem(t string) string {
	if len(t) > 3 && t[len(t)-1] == 's' && t[len(t)-2] != 's' && isASCII(t) {
		t = t[:len(t)-1]
		if strings.HasSuffix(t, "ie") && len(t) > 3 {
			t = t[:len(t)-2] + "y" // entries -> entry
		}
	}
	return t
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
