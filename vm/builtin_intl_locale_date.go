package vm

import (
	"strconv"
	"strings"
)

// Intl.DateTimeFormat for the locales of builtin_intl_locale_data.go. The
// options pick a pattern node produced for the same options ("{dd}.{MM}.{y}",
// "{EEEE} {d} {MMMM} {y}"); formatting fills its fields. The pattern is kept
// in the format's state, and resolvedOptions reads the field widths from
// it, as V8 does.

var (
	keyWeekdays = []string{"", "long", "short", "narrow"}
	keyYears    = []string{"", "numeric", "2-digit"}
	keyMonths   = []string{"", "numeric", "2-digit", "short", "long", "narrow"}
	keyNums     = []string{"", "numeric", "2-digit"}
	keyStyles   = []string{"full", "long", "medium", "short"}
)

// dateKeyIndex is the index of the date fields in the generated date
// tables (the generator's dateKeys order).
func (df dateFormat) dateKeyIndex() int {
	w, y := slicesIndex(keyWeekdays, df.Weekday), slicesIndex(keyYears, df.Year)
	mo, d := slicesIndex(keyMonths, df.Month), slicesIndex(keyNums, df.Day)
	return ((w*3+y)*6+mo)*3 + d
}

// timeKeyIndex is the index of the time fields in the time tables.
func (df dateFormat) timeKeyIndex() int {
	h, mi, s := slicesIndex(keyNums, df.Hour), slicesIndex(keyNums, df.Minute), slicesIndex(keyNums, df.Second)
	return (h*3+mi)*3 + s
}

// hourVariant numbers the hour options as the generator's VARIANTS:
// none, hour12 true/false, hourCycle h11/h12/h23/h24.
func hourVariant(hour12, cycle string) int {
	switch {
	case hour12 == "true":
		return 1
	case hour12 == "false":
		return 2
	case cycle != "":
		return 3 + slicesIndex([]string{"h11", "h12", "h23", "h24"}, cycle)
	}
	return 0
}

// applyLocale picks the pattern for the resolved options and sets the
// resolved hour cycle and field widths from it.
func (df *dateFormat) applyLocale(loc *localeData, hour12, cycle string) {
	p := loc.tables()
	v := hourVariant(hour12, cycle)
	if df.Hour != "" || df.TimeStyle != "" {
		short := loc.hourCycle == "h11" || loc.hourCycle == "h23" // the locale's default is a 0-based cycle
		switch v {
		case 0:
			df.HourCycle = loc.hourCycle
		case 1:
			df.HourCycle = "h12"
			if short {
				df.HourCycle = "h11"
			}
		case 2:
			df.HourCycle = "h24"
			if short {
				df.HourCycle = "h23"
			}
		default:
			df.HourCycle = cycle
		}
	}
	if df.DateStyle != "" || df.TimeStyle != "" {
		ds, ts := slicesIndex(keyStyles, df.DateStyle), slicesIndex(keyStyles, df.TimeStyle)
		switch {
		case ds >= 0 && ts >= 0:
			df.Pattern = p.bothStyle[v][ds*4+ts]
		case ds >= 0:
			df.Pattern = p.dateStyle[ds]
		default:
			df.Pattern = p.timeStyle[v][ts]
		}
		return
	}
	di, ti := df.dateKeyIndex(), df.timeKeyIndex()
	tp := ""
	zoneToken := map[string]string{"short": "{z}", "long": "{zzzz}", "shortOffset": "{O}", "longOffset": "{OOOO}", "shortGeneric": "{v}", "longGeneric": "{vvvv}"}[df.TimeZoneName]
	// zonePattern is the time pattern of key ti with the zone: the
	// timeZoneName "short" one with the token replaced, or a generic zone's
	// own (builtin_intl_zonegeneric.go).
	zonePattern := func(base, ti int) string {
		if strings.HasPrefix(zoneToken, "{v") {
			if s, ok := genericTimePattern(df.Locale, zoneToken == "{vvvv}", base, ti); ok {
				return s
			}
		}
		return strings.ReplaceAll(p.timeZone[base][ti], "{z}", zoneToken)
	}
	// The fraction and zone tables have the first three variants: an
	// explicit hourCycle uses hour12's table and swaps the hour letter.
	base := v
	switch v {
	case 3, 4:
		base = 1
	case 5, 6:
		base = 2
	}
	switch {
	case df.DayPeriod != "" && dayPeriodFor(df.Locale) != nil:
		tp = dayPeriodFor(df.Locale).pattern(v, ti, df.DayPeriod)
		if zoneToken != "" {
			tp += " " + zoneToken
		}
	case df.FracDigits > 0 && ti == 0:
		tp = "{S}"
		if zoneToken != "" {
			tp += " " + zoneToken
		}
	case df.FracDigits > 0 && p.timeFrac[base][ti] != "":
		tp = p.timeFrac[base][ti]
		if zoneToken != "" {
			tp = withFraction(zonePattern(base, ti), tp, zoneToken)
		}
		if base != v {
			tp = swapHourLetter(tp, df.HourCycle)
		}
	case zoneToken != "" && ti > 0:
		tp = zonePattern(base, ti)
		if base != v {
			tp = swapHourLetter(tp, df.HourCycle)
		}
	case ti > 0:
		tp = p.timePats[v][ti]
	case zoneToken != "":
		tp = zoneToken
	}
	dp := p.datePats[di]
	if df.Era != "" {
		if dp != "" {
			dp += " "
		}
		dp += "{G}"
	}
	switch {
	case dp != "" && tp != "":
		if combo, ok := loc.combos[strconv.Itoa(v)+"."+strconv.Itoa(di)+"."+strconv.Itoa(ti)]; ok && df.FracDigits == 0 && zoneToken == "" && df.Era == "" {
			df.Pattern = combo
		} else {
			g := 0
			if di < len(loc.glue) {
				g = int(loc.glue[di] - '0')
			}
			df.Pattern = strings.Replace(strings.Replace(p.glues[g], "{1}", dp, 1), "{0}", tp, 1)
		}
	case dp != "":
		df.Pattern = dp
	default:
		df.Pattern = tp
	}
	df.resolveFromPattern()
}

// resolveFromPattern sets the field widths resolvedOptions shows from the
// pattern, as V8 does: it looks for each field's letters in ICU's pattern
// string, literal text included, so a literal's letters count too (de's
// "um" between date and hour reports minute "numeric", en's "(second: 6)"
// fallback a day).
func (df *dateFormat) resolveFromPattern() {
	var b strings.Builder
	for _, tok := range patternTokens(df.Pattern) {
		if tok.field {
			b.WriteString(tok.text)
		} else {
			b.WriteString("'" + tok.text + "'")
		}
	}
	pat := b.String()
	first := func(pairs ...string) string {
		for i := 0; i+1 < len(pairs); i += 2 {
			if strings.Contains(pat, pairs[i]) {
				return pairs[i+1]
			}
		}
		return ""
	}
	df.Weekday = first("EEEEE", "narrow", "EEEE", "long", "EEE", "short", "ccccc", "narrow", "cccc", "long", "ccc", "short")
	df.Year = first("yy", "2-digit", "y", "numeric")
	df.Month = first("MMMMM", "narrow", "MMMM", "long", "MMM", "short", "MM", "2-digit", "M", "numeric",
		"LLLLL", "narrow", "LLLL", "long", "LLL", "short", "LL", "2-digit", "L", "numeric")
	df.Day = first("dd", "2-digit", "d", "numeric")
	df.Hour = first("HH", "2-digit", "H", "numeric", "hh", "2-digit", "h", "numeric", "kk", "2-digit", "k", "numeric", "KK", "2-digit", "K", "numeric")
	df.Minute = first("mm", "2-digit", "m", "numeric")
	df.Second = first("ss", "2-digit", "s", "numeric")
	df.DayPeriod = first("BBBBB", "narrow", "BBBB", "long", "B", "short")
}

// withFraction puts fractional seconds into a time pattern with a zone:
// after its seconds, separated as in frac (the pattern with fractional
// seconds and no zone), else frac followed by the zone.
func withFraction(zoned, frac, zoneToken string) string {
	for _, sec := range []string{"{ss}", "{s}"} {
		i := strings.Index(frac, sec)
		j := strings.Index(frac, "{S}")
		k := strings.Index(zoned, sec)
		if i >= 0 && j > i && k >= 0 {
			k += len(sec)
			return zoned[:k] + frac[i+len(sec):j+len("{S}")] + zoned[k:]
		}
	}
	return frac + " " + zoneToken
}

func pick(c bool, a, b string) string {
	if c {
		return a
	}
	return b
}

// swapHourLetter rewrites the hour fields of a pattern for an hour cycle.
func swapHourLetter(pat, cycle string) string {
	letter := map[string]string{"h11": "K", "h12": "h", "h23": "H", "h24": "k"}[cycle]
	if letter == "" {
		return pat
	}
	for _, from := range []string{"h", "H", "K", "k"} {
		pat = strings.ReplaceAll(pat, "{"+from+from+"}", "{"+letter+letter+"}")
		pat = strings.ReplaceAll(pat, "{"+from+"}", "{"+letter+"}")
	}
	return pat
}

// patternToken is a field ({MMMM} without braces) or literal text.
type patternToken struct {
	text  string
	field bool
}

func patternTokens(pat string) []patternToken {
	var out []patternToken
	for pat != "" {
		i := strings.IndexByte(pat, '{')
		if i < 0 {
			out = append(out, patternToken{pat, false})
			break
		}
		if i > 0 {
			out = append(out, patternToken{pat[:i], false})
		}
		j := strings.IndexByte(pat[i:], '}')
		if j < 0 {
			out = append(out, patternToken{pat[i:], false})
			break
		}
		out = append(out, patternToken{pat[i+1 : i+j], true})
		pat = pat[i+j+1:]
	}
	return out
}

// patternParts formats t with the format's pattern.
func (df dateFormat) patternParts(m *Machine, loc *localeData, t float64) []intlPart {
	p := loc.tables()
	off := m.zoneOffset(df.TimeZone, t)
	f := fieldsOf(t + off)
	var out partList
	widths := map[int]int{4: 0, 3: 1, 5: 2} // letters -> long, short, narrow
	for _, tok := range patternTokens(df.Pattern) {
		if !tok.field {
			out.lit(tok.text)
			continue
		}
		n := len(tok.text)
		switch tok.text[0] {
		case 'y':
			y := int(f.y)
			if y <= 0 {
				y = 1 - y
			}
			if n == 2 {
				out.add("year", numField(float64(posModInt(y, 100)), "2-digit"))
			} else {
				out.add("year", strconv.Itoa(y))
			}
		case 'M', 'L':
			switch {
			case n <= 2:
				out.add("month", numField(f.mon+1, pick(n == 2, "2-digit", "numeric")))
			case tok.text[0] == 'M':
				out.add("month", p.months[widths[min(n, 5)]][int(f.mon)])
			default:
				out.add("month", p.monthsAlone[widths[min(n, 5)]][int(f.mon)])
			}
		case 'd':
			out.add("day", numField(f.d, pick(n == 2, "2-digit", "numeric")))
		case 'E':
			out.add("weekday", p.weekdays[widths[min(max(n, 3), 5)]][int(f.wd)])
		case 'c':
			out.add("weekday", p.weekdaysAlone[widths[min(max(n, 3), 5)]][int(f.wd)])
		case 'h', 'H', 'K', 'k':
			h := int(f.h)
			switch tok.text[0] {
			case 'h':
				if h %= 12; h == 0 {
					h = 12
				}
			case 'K':
				h %= 12
			case 'k':
				if h == 0 {
					h = 24
				}
			}
			out.add("hour", numField(float64(h), pick(n == 2, "2-digit", "numeric")))
		case 'm':
			out.add("minute", numField(f.mi, pick(n == 2, "2-digit", "numeric")))
		case 's':
			out.add("second", numField(f.s, pick(n == 2, "2-digit", "numeric")))
		case 'S':
			digits := df.FracDigits
			if digits == 0 {
				digits = 3
			}
			ms := numField(f.ms, "")
			ms = strings.Repeat("0", 3-len(ms)) + ms
			out.add("fractionalSecond", ms[:digits])
		case 'a':
			out.add("dayPeriod", pick(f.h >= 12, loc.pm, loc.am))
		case 'B':
			out.add("dayPeriod", dayPeriodFor(df.Locale).name(df.Pattern, n, f))
		case 'G':
			w := slicesIndex([]string{"long", "short", "narrow"}, df.Era)
			if w < 0 {
				w = 1
			}
			out.add("era", p.eras[w][pickInt(f.y > 0, 1, 0)])
		case 'z', 'O':
			out.add("timeZoneName", localeZoneName(loc, df.Locale, df.TimeZone, off, tok.text))
		case 'v':
			out.add("timeZoneName", genericZonePart(m, loc, df.Locale, df.TimeZone, t, off, n == 4))
		}
	}
	return out
}

func pickInt(c bool, a, b int) int {
	if c {
		return a
	}
	return b
}

// localeZoneName is a zone's name in a locale: UTC's own names, the
// locale's names of the zone (builtin_intl_zone.go), else the localized
// GMT offset format (ICU's fallback).
func localeZoneName(loc *localeData, locale, zone string, off float64, token string) string {
	utc := zone == "" || zone == "UTC"
	short, long, ok := "", "", false
	if !utc {
		short, long, ok = localeZoneNames(locale, zone, off)
	}
	if !ok && !utc && (locale == "" || locale == "en" || strings.HasPrefix(locale, "en-")) {
		// An English locale without data of its own: en-US's names.
		return zoneDisplayName(zone, off, map[string]string{"z": "short", "zzzz": "long", "O": "shortOffset", "OOOO": "longOffset"}[token])
	}
	switch token {
	case "z":
		if utc {
			return loc.utc[0]
		}
		if short != "" {
			return short
		}
		token = "O"
	case "zzzz":
		if utc {
			return loc.utc[1]
		}
		if long != "" {
			return long
		}
		token = "OOOO"
	}
	style := "shortOffset"
	if token == "OOOO" {
		style = "longOffset"
	}
	name := zoneDisplayName(zone, off, style)
	// The data has UTC's offset names ("GMT+0", "UTC+00:00"): their text
	// before the sign is the locale's prefix.
	prefix := loc.gmt[0]
	if i := strings.IndexAny(prefix, "+-−"); i >= 0 {
		prefix = prefix[:i]
	}
	if rest, ok := strings.CutPrefix(name, "GMT"); ok {
		if off == 0 {
			return loc.gmt[pickInt(style == "longOffset", 1, 0)] // the zero offset's own forms
		}
		if zoneMinus[locale] {
			rest = strings.Replace(rest, "-", "\u2212", 1)
		}
		return prefix + rest
	}
	return name
}
