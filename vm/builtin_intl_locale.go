package vm

import (
	"strings"
	"sync"
)

// Locale data for Intl and the toLocale* methods. The tables in
// builtin_intl_locale_data.go are generated from node's ICU by
// builtin_intl_locale_gen.js; this file resolves a requested locale to one
// of them and reads them.
//
// Numbers format from the locale's symbols and templates in every locale,
// en-US included. Dates in en-US (and "en") keep the hand-written code of
// builtin_intl_date.go, which also covers ranges, eras and the English
// zone names; every other supported locale formats dates from the patterns
// node produced for the same options (builtin_intl_locale_date.go).

// localeData is one locale's symbols and patterns. The string lists are
// joined with "|" in the generated source and split once by init.
type localeData struct {
	// Numbers. Templates write the number as #, the currency as ¤, the
	// minus sign as - and the rest literally.
	decimal, group, minus, plus, percentSign string
	nan, exponent                            string
	minGroup                                 int  // 2: a four-digit integer is not grouped
	indian                                   bool // groups of two after the first three digits
	indianAccounting                         bool // the accounting currency pattern groups so too
	decimalNeg, percent, percentNeg          string
	currency, currencyNeg, accounting        string
	symbols, narrow                          map[string]string // currency symbols that differ from the code / the symbol
	compact                                  string            // per power of ten 0..14: "" or "div;template" with the compact text literal in it

	// Dates. Name lists: long, short, narrow, each "|"-joined.
	months, monthsAlone, weekdays, weekdaysAlone [3]string
	am, pm                                       string
	eras                                         [3]string // BC|AD per width
	utc, gmt                                     [2]string // UTC's short and long name; Asia/Kolkata's short and long offset names
	hourCycle                                    string
	// Patterns, indexed like dateKeyIndex / timeKeyIndex; the first
	// dimension of the time tables is the hour variant (hourVariant).
	datePats  string
	timePats  [7]string
	timeFrac  [3]string // with fractional seconds (the digits are {S})
	timeZone  [3]string // with timeZoneName "short" ({z})
	dateStyle string    // full|long|medium|short
	timeStyle [7]string
	bothStyle [7]string // dateStyle x timeStyle, 16 each
	glues     string    // how a date and a time pattern join ({1} date, {0} time)
	glue      string    // per date key, the index ('0'+i) of its glue
	combos    map[string]string

	parseOnce sync.Once
	parsed    *localeTables // tables()
}

// localeTables is localeData with its lists split.
type localeTables struct {
	months, monthsAlone, weekdays, weekdaysAlone [3][]string
	eras                                         [3][]string
	compact                                      []string
	datePats                                     []string
	timePats                                     [7][]string
	timeFrac, timeZone                           [3][]string
	dateStyle                                    []string
	timeStyle, bothStyle                         [7][]string
	glues                                        []string
}

// tables is d's lists, split at their first use. Most runs format no
// date in another locale, and the lists of all locales, split at start-up,
// would be half a megabyte of pointers that every garbage collection of the
// process scans.
func (d *localeData) tables() *localeTables {
	d.parseOnce.Do(func() {
		split := func(s string) []string { return strings.Split(s, "|") }
		p := &localeTables{compact: split(d.compact), datePats: split(d.datePats), dateStyle: split(d.dateStyle), glues: split(d.glues)}
		for i := 0; i < 3; i++ {
			p.months[i], p.monthsAlone[i] = split(d.months[i]), split(d.monthsAlone[i])
			p.weekdays[i], p.weekdaysAlone[i] = split(d.weekdays[i]), split(d.weekdaysAlone[i])
			p.eras[i] = split(d.eras[i])
			p.timeFrac[i], p.timeZone[i] = split(d.timeFrac[i]), split(d.timeZone[i])
		}
		for i := 0; i < 7; i++ {
			p.timePats[i], p.timeStyle[i], p.bothStyle[i] = split(d.timePats[i]), split(d.timeStyle[i]), split(d.bothStyle[i])
		}
		d.parsed = p
	})
	return d.parsed
}

// localeOf is the date data of a resolved locale tag; nil for en-US and
// en, whose dates the hand-written code formats.
func localeOf(tag string) *localeData {
	if tag == "" || tag == "en-US" || tag == "en" {
		return nil
	}
	return localeTable[tag]
}

// bestAvailableLocale is the spec's BestAvailableLocale: the tag or its
// longest prefix (dropping subtags from the right) that has data; "" when
// none has.
func bestAvailableLocale(tag string) string {
	for tag != "" {
		if tag == "en" || tag == "en-US" || localeTable[tag] != nil {
			return tag
		}
		i := strings.LastIndexByte(tag, '-')
		if i < 0 {
			return ""
		}
		tag = tag[:i]
		if j := strings.LastIndexByte(tag, '-'); j >= 0 && j == len(tag)-2 {
			tag = tag[:j] // never end on a singleton
		}
	}
	return ""
}

// withoutExtensions drops the Unicode (-u-) and other extensions and the
// private use part: the data has no variants selected by them.
func withoutExtensions(tag string) string {
	parts := strings.Split(tag, "-")
	for i := 1; i < len(parts); i++ {
		if len(parts[i]) == 1 {
			return strings.Join(parts[:i], "-")
		}
	}
	return tag
}

// resolveLocale is ResolveLocale with the lookup matcher: the first
// requested locale with data, else the default en-US. Malformed tags are
// errors, as in checkLocales.
func resolveLocale(m *Machine, v Value) (string, error) {
	tags, err := requestedLocales(m, v)
	if err != nil {
		return "", err
	}
	for _, t := range tags {
		if best := bestAvailableLocale(withoutExtensions(t)); best != "" {
			return best, nil
		}
	}
	return "en-US", nil
}

// requestedLocales is CanonicalizeLocaleList: the canonical tags.
func requestedLocales(m *Machine, v Value) ([]string, error) {
	vals, err := localeList(m, v)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, t := range vals {
		if t.kind != KString && t.asObject() == nil {
			return nil, m.typeError("Language ID should be string or object.")
		}
		s, err := m.toString(t)
		if err != nil {
			return nil, err
		}
		tag, ok := canonicalLocaleTag(s)
		if !ok {
			return nil, m.rangeError("Incorrect locale information provided")
		}
		if !slicesContains(out, tag) {
			out = append(out, tag)
		}
	}
	return out, nil
}
