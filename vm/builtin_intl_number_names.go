package vm

import (
	"strconv"
	"strings"
	"sync"
	"unicode"
)

// The words of the number-side services in every generated locale: unit
// patterns, currency names and long compact forms for NumberFormat, and
// the patterns of RelativeTimeFormat. The generated tables
// (builtin_intl_number_words.go) hold each locale's words as "key\tvalue"
// lines, a regional locale only those that differ from its language's.

var localeWordCache sync.Map // table name + tag -> map[string]string

// localeWords is the words of locale tag in relWords (rel) or numWords:
// its language's lines, then its own.
func localeWords(rel bool, tag string) map[string]string {
	table, name := numWords, "num:"
	if rel {
		table, name = relWords, "rel:"
	}
	if v, ok := localeWordCache.Load(name + tag); ok {
		return v.(map[string]string)
	}
	text, ok := table[tag]
	if !ok {
		tag, text = intlLocale, table[intlLocale]
	}
	words := map[string]string{}
	if lang, _, regional := strings.Cut(tag, "-"); regional {
		if parent, ok := table[lang]; ok {
			addWordLines(words, parent)
		}
	}
	addWordLines(words, text)
	localeWordCache.Store(name+tag, words)
	return words
}

func addWordLines(words map[string]string, text string) {
	for _, line := range strings.Split(text, "\n") {
		k, v, ok := strings.Cut(line, "\t")
		switch {
		case !ok:
		case v == "\x00":
			delete(words, k)
		default:
			words[k] = v
		}
	}
}

// pluralWord is words[key+"."+category], else the other form.
func pluralWord(words map[string]string, key, cat string) (string, bool) {
	if w, ok := words[key+"."+cat]; ok {
		return w, true
	}
	w, ok := words[key+".other"]
	return w, ok
}

// compactForm is compactForm of the format's locale, or for the long
// compact display of a locale other than en-US the long form's divisor
// and its key in numWords ("k.6") as the template.
func (nf *numFormat) compactForm(loc *localeData, mag int) (div int, tmpl, text string) {
	if nf.CompactDisplay != "long" || nf.Locale == "" || nf.Style == "currency" || mag < 0 {
		// A currency has only the short compact forms (ICU's "€2M").
		return compactForm(loc, mag)
	}
	words := localeWords(false, nf.Locale)
	key := "k." + strconv.Itoa(min(mag, 20))
	d, ok := words[key]
	if !ok {
		return 0, "", "" // no long form (ja's thousands): the number shows whole
	}
	div, _ = strconv.Atoi(d)
	return div, key, ""
}

// compactLongParts puts the number's parts into the long compact pattern
// for its plural category (key names the power of ten).
func (nf *numFormat) compactLongParts(loc *localeData, key, plural string, exactOne bool, body []intlPart) []intlPart {
	words := localeWords(false, nf.Locale)
	v, ok := words[key+".=1"]
	if !ok || !exactOne {
		v, _ = pluralWord(words, key, plural)
	}
	tmpl, text, _ := strings.Cut(v, "\t")
	return expandTemplate(tmpl, loc, body, "", text)
}

// currencyNameParts is the signed number in the locale's pattern for a
// currency name ("1,00 Euro", "2,00 euros").
func (nf *numFormat) currencyNameParts(loc *localeData, number []intlPart, plural string) []intlPart {
	words := localeWords(false, nf.Locale)
	name, ok := pluralWord(words, "c."+nf.Currency, plural)
	if !ok {
		name = nf.Currency
	}
	pat, ok := pluralWord(words, "cpat."+nf.Currency, plural)
	if !ok {
		pat, _ = pluralWord(words, "cpat", plural)
	}
	var out []intlPart
	if strings.HasPrefix(pat, "¢#") {
		// tr's symbol before the number ("₺3,00 Türk lirası") belongs to
		// the number's own pattern: the sign goes before it, and a range
		// treats sign, symbol and number as its middle modifier.
		sym := nf.Currency
		if s, ok := loc.symbols[nf.Currency]; ok {
			sym = s
		}
		if len(number) > 0 && (number[0].typ == "minusSign" || number[0].typ == "plusSign") {
			out = append(out, number[0])
			number = number[1:]
		}
		out = append(append(out, intlPart{"currency", sym}), number...)
		nf.middle(out)
		pat = strings.TrimPrefix(pat, "¢#")
		number = nil
	}
	lit := ""
	for _, r := range pat {
		var p []intlPart
		switch r {
		case '#':
			p = number
		case '¤':
			p = []intlPart{{"currency", name}}
		default:
			lit += string(r)
			continue
		}
		if lit != "" {
			out = append(out, intlPart{"literal", lit})
			lit = ""
		}
		out = append(out, p...)
	}
	if lit != "" {
		out = append(out, intlPart{"literal", lit})
	}
	return out
}

// unitPattern is the locale's pattern of the format's unit for a plural
// category ("{0} km"): the unit's own, or a compound's numerator pattern
// inside the denominator's per pattern ("{0} pro Stunde").
func (nf *numFormat) unitPattern(plural string) string {
	words := localeWords(false, nf.Locale)
	width := nf.UnitDisplay
	if p, ok := pluralWord(words, "u."+nf.Unit+"."+width, plural); ok {
		return p
	}
	num, den, _ := strings.Cut(nf.Unit, "-per-")
	base, _ := pluralWord(words, "u."+num+"."+width, plural)
	return strings.Replace(words["per."+den+"."+width], "{0}", base, 1)
}

// unitParts puts the signed number into the unit pattern: the spaces next
// to the number are literals, the text beyond them the unit (as ICU's
// parts: "時速 3 キロメートル" has two unit parts).
func (nf *numFormat) unitParts(number []intlPart, plural string) []intlPart {
	before, after, _ := strings.Cut(nf.unitPattern(plural), "{0}")
	var out []intlPart
	if nf.percentUnit() && before != "" && len(number) > 0 && (number[0].typ == "minusSign" || number[0].typ == "plusSign") {
		// ICU formats the short percent unit with the locale's percent
		// pattern, whose sign comes first ("-%3" in Turkish).
		out = append(out, number[0])
		number = number[1:]
	}
	text := strings.TrimRightFunc(before, unicode.IsSpace)
	if text != "" {
		out = append(out, intlPart{"unit", text})
	}
	if sp := before[len(text):]; sp != "" {
		out = append(out, intlPart{"literal", sp})
	}
	out = append(out, number...)
	text = strings.TrimLeftFunc(after, unicode.IsSpace)
	if sp := after[:len(after)-len(text)]; sp != "" {
		out = append(out, intlPart{"literal", sp})
	}
	if text != "" {
		out = append(out, intlPart{"unit", text})
	}
	return out
}

// percentUnit reports whether the unit formats as ICU's percent pattern:
// the short and narrow percent (and its compounds, which drop the
// denominator).
func (nf *numFormat) percentUnit() bool {
	return nf.Style == "unit" && strings.HasPrefix(nf.Unit, "percent") && nf.UnitDisplay != "long"
}
