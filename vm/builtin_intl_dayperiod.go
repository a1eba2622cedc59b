package vm

import (
	"strings"
	"sync"
)

// The dayPeriod option: ICU's flexible day periods ("in the morning",
// "noon", de "vormittags") from builtin_intl_dayperiod_data.go, generated
// from node for every generated locale, en-US included (a format with
// dayPeriod formats from the en-US patterns, not the hand-written code).

// dayPeriodData is a locale's day period names per width (long, short,
// narrow: 24 hourly names, then noon's and midnight's or "") and its time
// patterns with a day period, "|"-joined per hour variant and time key.
type dayPeriodData struct {
	names [3]string
	pats  string

	once      sync.Once
	nameLists [3][]string
	patList   []string
}

func (d *dayPeriodData) split() {
	d.once.Do(func() {
		for i := range d.names {
			d.nameLists[i] = strings.Split(d.names[i], "|")
		}
		d.patList = strings.Split(d.pats, "|")
	})
}

// dayPeriodFor is the day period data of a resolved locale ("" and "en"
// are en-US's).
func dayPeriodFor(locale string) *dayPeriodData {
	if locale == "" || locale == "en" {
		locale = "en-US"
	}
	return dayPeriodTable[locale]
}

// pattern is the time pattern for hour variant v and time key ti with
// the day period of the width.
func (d *dayPeriodData) pattern(v, ti int, width string) string {
	d.split()
	i := v*27 + ti
	if i >= len(d.patList) {
		return "{B}"
	}
	token := map[string]string{"long": "{BBBB}", "short": "{B}", "narrow": "{BBBBB}"}[width]
	return strings.ReplaceAll(d.patList[i], "{B}", token)
}

// name is the day period at the fields f for a B token of n letters:
// noon and midnight only when the minutes and seconds the pattern shows
// are zero, as ICU does.
func (d *dayPeriodData) name(pat string, n int, f dateFields) string {
	if d == nil {
		return ""
	}
	d.split()
	w := 1
	switch {
	case n == 4:
		w = 0
	case n >= 5:
		w = 2
	}
	list := d.nameLists[w]
	if len(list) < 26 {
		return ""
	}
	exact := true
	for _, t := range patternTokens(pat) {
		if t.field && (t.text[0] == 'm' && f.mi != 0 || t.text[0] == 's' && f.s != 0) {
			exact = false
		}
	}
	switch {
	case exact && f.h == 12 && list[24] != "":
		return list[24]
	case exact && f.h == 0 && list[25] != "":
		return list[25]
	}
	return list[int(f.h)]
}

// patternLocale is the locale data a format's pattern is read with: the
// generated locales', and en-US's for an en-US format made from a pattern
// (one with dayPeriod); nil when the hand-written en-US code formats.
func (df dateFormat) patternLocale() *localeData {
	if df.Pattern == "" {
		return nil
	}
	if loc := localeOf(df.Locale); loc != nil {
		return loc
	}
	return localeTable["en-US"]
}
