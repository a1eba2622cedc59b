package vm

import (
	"strings"
	"sync"
)

// formatRange in the generated locales other than en-US, from the interval
// patterns of builtin_intl_range_data.go. V8 derives the interval format
// from the single-date pattern, so the data is keyed by pattern: for each
// distinct pattern of a locale's tables (walked in the generator's order)
// one interval pattern per largest differing field. A pattern made by
// joining a date and a time (not in the tables) shows the date once and
// the time's interval when the two dates fall on the same day, as ICU
// does; otherwise both dates are shown in full around the locale's
// separator.

// rangeData is a locale's interval data: the fallback's separator and, per
// distinct pattern, seven two-digit indices into rangeStrings.
type rangeData struct {
	sep, idx string
}

var rangeDiffs = []string{"y", "M", "d", "a", "h", "m", "s"}

const rangeDigits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

var (
	rangeOnce    sync.Once
	rangeStrList []string
	rangeByLoc   map[*rangeData]map[string]string // pattern -> its seven indices
)

// rangeEntries is the pattern -> indices map of a locale's data, built
// once per process; nil when the data does not fit the locale's tables.
func rangeEntries(loc *localeData, rd *rangeData) map[string]string {
	rangeOnce.Do(func() {
		rangeStrList = strings.Split(rangeStrings, "|")
		rangeByLoc = map[*rangeData]map[string]string{}
		for tag, d := range rangeTable {
			if _, done := rangeByLoc[d]; done || localeTable[tag] == nil {
				continue
			}
			rangeByLoc[d] = buildRangeEntries(localeTable[tag].tables(), d)
		}
	})
	return rangeByLoc[rd]
}

func buildRangeEntries(p *localeTables, rd *rangeData) map[string]string {
	var pats []string
	pats = append(pats, p.datePats[1:]...)
	for v := range p.timePats {
		pats = append(pats, p.timePats[v][1:]...)
	}
	pats = append(pats, p.dateStyle...)
	for v := range p.timeStyle {
		pats = append(pats, p.timeStyle[v]...)
	}
	for v := range p.bothStyle {
		pats = append(pats, p.bothStyle[v]...)
	}
	out := map[string]string{}
	k := 0
	for _, pat := range pats {
		if _, dup := out[pat]; dup || pat == "" {
			continue
		}
		if (k+1)*14 > len(rd.idx) {
			return nil // the tables and the range data disagree
		}
		out[pat] = rd.idx[k*14 : (k+1)*14]
		k++
	}
	if k*14 != len(rd.idx) {
		return nil
	}
	return out
}

// intervalPattern is the interval pattern of pat for the largest
// differing field diff: "" for the fallback, "=" for one date; ok is false
// when the data has no entry.
func intervalPattern(entries map[string]string, pat, diff string) (string, bool) {
	e, found := entries[pat]
	i := slicesIndex(rangeDiffs, diff)
	if !found || i < 0 {
		return "", false
	}
	n := strings.IndexByte(rangeDigits, e[2*i])<<6 | strings.IndexByte(rangeDigits, e[2*i+1])
	if n < 0 || n >= len(rangeStrList) {
		return "", false
	}
	return rangeStrList[n], true
}

// localeRangeParts is formatRangeToParts for a generated locale.
func (df dateFormat) localeRangeParts(m *Machine, loc *localeData, a, b float64) []rangePart {
	rd := rangeTable[df.Locale]
	var entries map[string]string
	if rd != nil {
		entries = rangeEntries(loc, rd)
	}
	if entries == nil || df.FracDigits > 0 {
		return df.rangeFallback(m, rd, a, b)
	}
	fa := fieldsOf(a + m.zoneOffset(df.TimeZone, a))
	fb := fieldsOf(b + m.zoneOffset(df.TimeZone, b))
	diff := largestDiff(fa, fb, df.HourCycle)
	if diff == "" || diff == "ms" {
		return tagParts(df.formatParts(m, a), "shared")
	}
	if ip, ok := intervalPattern(entries, df.Pattern, diff); ok {
		return df.fillInterval(m, loc, rd, ip, a, b)
	}
	if hasTimeAndDate(df.Pattern) && df.DateStyle == "" && df.TimeStyle == "" {
		return df.mixedRange(m, loc, rd, diff, a, b)
	}
	// A zone name after a pattern with an interval: the interval, then
	// the zone once ("11:00–12:30 Uhr MEZ").
	toks := patternTokens(df.Pattern)
	if n := len(toks); n >= 2 && toks[n-1].field && strings.ContainsAny(toks[n-1].text[:1], "zO") && !toks[n-2].field {
		ip, ok := intervalPattern(entries, joinTokens(toks[:n-2]), diff)
		switch {
		case ok && ip == "=":
			return tagParts(df.formatParts(m, a), "shared")
		case ok && ip != "":
			f := df
			f.Pattern = joinTokens(toks[n-2:])
			return append(df.fillInterval(m, loc, rd, ip, a, b), tagParts(f.patternParts(m, loc, a), "shared")...)
		}
	}
	if fieldRank[diff] > patternSmallest(df.Pattern) {
		return tagParts(df.formatParts(m, a), "shared")
	}
	return df.rangeFallback(m, rd, a, b)
}

// rangeFallback is ICU's fallback: both dates in full around the
// locale's separator (one date when they format the same).
func (df dateFormat) rangeFallback(m *Machine, rd *rangeData, a, b float64) []rangePart {
	pa, pb := df.formatParts(m, a), df.formatParts(m, b)
	if joinParts(pa) == joinParts(pb) {
		return tagParts(pa, "shared")
	}
	sep := rangeDash
	if rd != nil {
		sep = rd.sep
	}
	// Text before a date's first field and after its last is shared, as
	// in V8's parts (" Uhr – " between the dates, a final " Uhr").
	out := spanParts(pa, "startRange")
	out = append(out, rangePart{"literal", sep, "shared"})
	return mergeLiterals(append(out, spanParts(pb, "endRange")...))
}

// spanParts tags a date's parts with source, its leading and trailing
// literals shared.
func spanParts(parts []intlPart, source string) []rangePart {
	first, last := len(parts), -1
	for i, p := range parts {
		if p.typ != "literal" {
			first, last = min(first, i), i
		}
	}
	out := tagParts(parts, source)
	for i := range out {
		if i < first || i > last {
			out[i].source = "shared"
		}
	}
	return out
}

// mergeLiterals joins adjacent literals of the same source.
func mergeLiterals(parts []rangePart) []rangePart {
	var out []rangePart
	for _, p := range parts {
		if n := len(out); n > 0 && p.typ == "literal" && out[n-1].typ == "literal" && out[n-1].source == p.source {
			out[n-1].val += p.val
			continue
		}
		out = append(out, p)
	}
	return out
}

// setFieldsFromPattern sets the date and time fields from the pattern's
// field tokens alone (resolveFromPattern also reads the letters of
// literals, de's "um" as a minute).
func (df *dateFormat) setFieldsFromPattern() {
	df.Weekday, df.Year, df.Month, df.Day, df.Hour, df.Minute, df.Second = "", "", "", "", "", "", ""
	for _, t := range patternTokens(df.Pattern) {
		if !t.field {
			continue
		}
		n := len(t.text)
		num := pick(n == 2, "2-digit", "numeric")
		text := map[int]string{3: "short", 4: "long", 5: "narrow"}[min(n, 5)]
		switch t.text[0] {
		case 'E', 'c':
			df.Weekday = pick(text == "", "short", text)
		case 'y':
			df.Year = num
		case 'M', 'L':
			df.Month = pick(n <= 2, num, text)
		case 'd':
			df.Day = num
		case 'h', 'H', 'K', 'k':
			df.Hour = num
		case 'm':
			df.Minute = num
		case 's':
			df.Second = num
		}
	}
}

// relocalize picks the locale's pattern again after the fields changed,
// keeping the hour cycle.
func (df *dateFormat) relocalize(loc *localeData) {
	cycle := ""
	if df.HourCycle != loc.hourCycle {
		cycle = df.HourCycle
	}
	df.Pattern = ""
	df.applyLocale(loc, "", cycle)
}

// mixedRange is ICU's interval of a date-and-time skeleton with no
// interval pattern of its own: a range of days shows both dates in full,
// a skeleton without the differing field given it and the finer date
// fields it lacks ("10/03/2024, 9 – 5/01/2025, 10"); a range within one day shows the
// date once, joined to the time's interval by the locale's medium
// date-time glue.
func (df dateFormat) mixedRange(m *Machine, loc *localeData, rd *rangeData, diff string, a, b float64) []rangePart {
	if fieldRank[diff] <= fieldRank["d"] {
		// The skeleton given the differing field when it lacks it, and
		// the finer date fields it lacks too.
		f := df
		f.setFieldsFromPattern()
		need := map[string][]*string{"d": {&f.Day}, "M": {&f.Month, &f.Day}, "y": {&f.Year, &f.Month, &f.Day}}[diff]
		if *need[0] != "" || f.Second != "" {
			// ICU has no interval data for skeletons with seconds, and
			// so no fields added either.
			return df.rangeFallback(m, rd, a, b)
		}
		for _, field := range need {
			if *field == "" {
				*field = "numeric"
			}
		}
		f.relocalize(loc)
		return f.rangeFallback(m, rd, a, b)
	}
	df.setFieldsFromPattern()
	fd, ft := df, df
	fd.Hour, fd.Minute, fd.Second, fd.TimeZoneName, fd.HourCycle = "", "", "", "", ""
	fd.relocalize(loc)
	ft.Weekday, ft.Era, ft.Year, ft.Month, ft.Day = "", "", "", "", ""
	ft.relocalize(loc)
	times := ft.localeRangeParts(m, loc, a, b)
	single := true
	for _, p := range times {
		single = single && p.source == "shared"
	}
	if single {
		return tagParts(df.formatParts(m, a), "shared")
	}
	p := loc.tables()
	glue := strings.Replace(strings.Replace(p.bothStyle[0][2*4+2], p.dateStyle[2], "{1}", 1), p.timeStyle[0][2], "{0}", 1)
	var out []rangePart
	for _, tok := range patternTokens(glue) {
		switch {
		case tok.field && tok.text == "1":
			out = append(out, tagParts(fd.patternParts(m, loc, a), "shared")...)
		case tok.field && tok.text == "0":
			out = append(out, times...)
		case !tok.field:
			out = append(out, rangePart{"literal", tok.text, "shared"})
		}
	}
	return out
}

// fillInterval formats an interval pattern: start and shared fields from
// a, end fields from b.
func (df dateFormat) fillInterval(m *Machine, loc *localeData, rd *rangeData, ip string, a, b float64) []rangePart {
	switch ip {
	case "":
		return df.rangeFallback(m, rd, a, b)
	case "=":
		return tagParts(df.formatParts(m, a), "shared")
	}
	var out []rangePart
	source := "shared"
	for ip != "" {
		i := strings.IndexAny(ip, "\x01\x02\x03")
		if i != 0 {
			seg := ip
			if i > 0 {
				seg = ip[:i]
			}
			f := df
			f.Pattern = seg
			t := a
			if source == "endRange" {
				t = b
			}
			out = append(out, tagParts(f.patternParts(m, loc, t), source)...)
			if i < 0 {
				break
			}
			ip = ip[i:]
		}
		source = map[byte]string{1: "startRange", 2: "endRange", 3: "shared"}[ip[0]]
		ip = ip[1:]
	}
	return out
}

func joinTokens(toks []patternToken) string {
	var sb strings.Builder
	for _, t := range toks {
		if t.field {
			sb.WriteString("{" + t.text + "}")
		} else {
			sb.WriteString(t.text)
		}
	}
	return sb.String()
}

func isTimeField(tok string) bool {
	return strings.ContainsAny(tok[:1], "hHKkmsSazOv")
}

func hasTimeAndDate(pat string) bool {
	date, time := false, false
	for _, t := range patternTokens(pat) {
		if !t.field {
			continue
		}
		if t.text[0] == 'z' || t.text[0] == 'O' || t.text[0] == 'v' {
			continue
		}
		if isTimeField(t.text) {
			time = true
		} else {
			date = true
		}
	}
	return date && time
}

// patternSmallest is the rank (fieldRank) of the finest field a pattern
// shows.
func patternSmallest(pat string) int {
	r := -1
	for _, t := range patternTokens(pat) {
		if !t.field {
			continue
		}
		k := map[byte]int{'y': 0, 'G': 0, 'M': 1, 'L': 1, 'd': 2, 'E': 2, 'c': 2, 'a': 3, 'h': 4, 'H': 4, 'K': 4, 'k': 4, 'm': 5, 's': 6, 'S': 7}[t.text[0]]
		r = max(r, k)
	}
	return r
}
