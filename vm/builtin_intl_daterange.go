package vm

import "strings"

// Intl.DateTimeFormat.prototype.formatRange / formatRangeToParts with the
// en-US interval patterns of ICU (other locales: builtin_intl_locale_range.go): the largest calendar field that differs
// between the two dates decides what is shown once ("Mar 5 – 7, 2024",
// "10:00 – 11:30 AM") and what is repeated; with no pattern for the case
// both dates are shown in full around the dash.

const rangeDash = "\u2009–\u2009"

// rangePart is a formatRangeToParts part: source is "shared",
// "startRange" or "endRange".
type rangePart struct{ typ, val, source string }

// fieldRank orders the calendar fields from the largest (year) down.
var fieldRank = map[string]int{"y": 0, "M": 1, "d": 2, "a": 3, "h": 4, "m": 5, "s": 6, "ms": 7}

func tagParts(parts []intlPart, source string) []rangePart {
	out := make([]rangePart, len(parts))
	for i, p := range parts {
		out[i] = rangePart{p.typ, p.val, source}
	}
	return out
}

// largestDiff names the largest field in which two dates differ ("" when
// they are the same to the millisecond).
func largestDiff(a, b dateFields, cycle string) string {
	switch {
	case a.y != b.y:
		return "y"
	case a.mon != b.mon:
		return "M"
	case a.d != b.d:
		return "d"
	case (a.h >= 12) != (b.h >= 12) && (cycle == "h12" || cycle == "h11"):
		return "a"
	case a.h != b.h:
		return "h"
	case a.mi != b.mi:
		return "m"
	case a.s != b.s:
		return "s"
	case a.ms != b.ms:
		return "ms"
	}
	return ""
}

// smallestShown is the rank of the finest field the format shows.
func (c dateFormat) smallestShown() int {
	r := -1
	for _, f := range []struct {
		shown bool
		rank  int
	}{
		{c.Year != "" || c.Era != "", 0}, {c.Month != "", 1}, {c.Day != "" || c.Weekday != "", 2},
		{c.Hour != "", 4}, {c.Minute != "", 5}, {c.Second != "", 6}, {c.FracDigits > 0, 7},
	} {
		if f.shown && f.rank > r {
			r = f.rank
		}
	}
	return r
}

func (df dateFormat) formatRangeParts(m *Machine, a, b float64) []rangePart {
	if loc := df.patternLocale(); loc != nil {
		return mergeLiterals(df.localeRangeParts(m, loc, a, b)) // builtin_intl_locale_range.go
	}
	c := df.components()
	offA, offB := m.zoneOffset(df.TimeZone, a), m.zoneOffset(df.TimeZone, b)
	fa, fb := fieldsOf(a+offA), fieldsOf(b+offB)
	diff := largestDiff(fa, fb, c.HourCycle)
	if diff == "" || fieldRank[diff] > c.smallestShown() {
		return tagParts(df.formatParts(m, a), "shared")
	}
	hasDate := c.Weekday != "" || c.Year != "" || c.Month != "" || c.Day != "" || c.Era != ""
	hasTime := c.Hour != "" || c.Minute != "" || c.Second != "" || c.FracDigits > 0
	both := func(f dateFormat) []rangePart {
		if (fa.y <= 0) != (fb.y <= 0) && f.Era == "" && (c.Year != "" || f.Year != "") {
			f.Era = "short" // a range across eras names them: "… AD – … BC"
		}
		out := tagParts(f.formatParts(m, a), "startRange")
		out = append(out, rangePart{"literal", rangeDash, "shared"})
		return append(out, tagParts(f.formatParts(m, b), "endRange")...)
	}
	if fieldRank[diff] <= fieldRank["d"] {
		switch {
		case !hasDate:
			// A time-only format gains the numeric date.
			f := df
			f.Year, f.Month, f.Day = "numeric", "numeric", "numeric"
			return both(f)
		case hasTime:
			return both(df)
		}
		f := df
		if diff == "y" && c.Day != "" && c.Year == "" && c.Era == "" {
			f.Year = "numeric" // "Mar 5, 2024 – Jan 2, 2025"
		}
		textMonth := c.Month == "short" || c.Month == "long" || c.Month == "narrow"
		if !textMonth || diff == "y" || c.Era != "" {
			return both(f)
		}
		noYear := f.components()
		noYear.Year, noYear.DateStyle = "", ""
		var out []rangePart
		switch {
		case c.Day != "" && (c.Weekday != "" || diff == "M"):
			// "Tue, Mar 5 – Thu, Mar 7", "Mar 5 – Apr 7, 2024"
			out = append(out, tagParts(noYear.dateParts(fa), "startRange")...)
			out = append(out, rangePart{"literal", rangeDash, "shared"})
			out = append(out, tagParts(noYear.dateParts(fb), "endRange")...)
			if c.Year != "" {
				out = append(out, rangePart{"literal", ", ", "shared"})
			}
		case c.Day != "":
			// "Mar 5 – 7, 2024"
			out = append(out,
				rangePart{"month", textField(intlMonths[int(fa.mon)], c.Month), "shared"},
				rangePart{"literal", " ", "shared"},
				rangePart{"day", numField(fa.d, c.Day), "startRange"},
				rangePart{"literal", rangeDash, "shared"},
				rangePart{"day", numField(fb.d, c.Day), "endRange"})
			if c.Year != "" {
				out = append(out, rangePart{"literal", ", ", "shared"})
			}
		default:
			// "Mar – Apr 2024"
			out = append(out,
				rangePart{"month", textField(intlMonths[int(fa.mon)], c.Month), "startRange"},
				rangePart{"literal", rangeDash, "shared"},
				rangePart{"month", textField(intlMonths[int(fb.mon)], c.Month), "endRange"})
			if c.Year != "" {
				out = append(out, rangePart{"literal", " ", "shared"})
			}
		}
		if c.Year != "" {
			out = append(out, rangePart{"year", noYearYear(c, fa), "shared"})
		}
		return out
	}
	// The same day: only hours and minutes have interval patterns.
	if !hasTime || c.Second != "" || c.FracDigits > 0 || diff == "s" || diff == "ms" {
		return both(df)
	}
	var out []rangePart
	if hasDate {
		out = append(out, tagParts(c.dateParts(fa), "shared")...)
		out = append(out, rangePart{"literal", ", ", "shared"})
	}
	ta, tb := c.timeParts(fa), c.timeParts(fb)
	var period []intlPart
	if n := len(tb); diff != "a" && n >= 2 && tb[n-1].typ == "dayPeriod" {
		period = tb[n-2:]
		ta, tb = ta[:n-2], tb[:n-2]
	}
	out = append(out, tagParts(ta, "startRange")...)
	out = append(out, rangePart{"literal", rangeDash, "shared"})
	out = append(out, tagParts(tb, "endRange")...)
	out = append(out, tagParts(period, "shared")...)
	if c.TimeZoneName != "" {
		out = append(out, rangePart{"literal", " ", "shared"}, rangePart{"timeZoneName", df.enZoneName(m, a, offA, c.TimeZoneName), "shared"})
	}
	return out
}

// noYearYear is the year as the format shows it.
func noYearYear(c dateFormat, f dateFields) string {
	for _, p := range c.dateParts(f) {
		if p.typ == "year" {
			return p.val
		}
	}
	return ""
}

// rangeArgs reads formatRange's two dates: both are required.
func rangeArgs(m *Machine, args []Value) (float64, float64, error) {
	if arg(args, 0).isUndefined() || arg(args, 1).isUndefined() {
		return 0, 0, m.typeError("Invalid time value")
	}
	a, err := dateArg(m, arg(args, 0))
	if err != nil {
		return 0, 0, err
	}
	b, err := dateArg(m, arg(args, 1))
	return a, b, err
}

// rangeParts is what formatRange and formatRangeToParts share: the
// receiver's format, the range's start, and the range's parts.
func rangeParts(m *Machine, this Value, args []Value, method string) (*dateFormat, float64, []rangePart, error) {
	df, _, err := thisDateFormat(m, this, method)
	if err != nil {
		return nil, 0, nil, err
	}
	a, b, err := rangeArgs(m, args)
	if err != nil {
		return nil, 0, nil, err
	}
	return df, a, df.formatRangeParts(m, a, b), nil
}

// dateRangeMethods are formatRange and formatRangeToParts, added to
// Intl.DateTimeFormat.prototype by builtin_intl_date.go.
func dateRangeMethods() []lazyEntry {
	return []lazyEntry{
		fn("Intl.DateTimeFormat.prototype.formatRange", 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			df, a, parts, err := rangeParts(m, this, args, "Intl.DateTimeFormat.prototype.formatRange")
			if err != nil {
				return undefined, err
			}
			var sb strings.Builder
			single := true
			for _, p := range parts {
				sb.WriteString(p.val)
				single = single && p.source == "shared"
			}
			if single {
				// One date: V8 answers format(), which shows ICU's narrow
				// no-break space as a space; ranges keep it.
				return str(df.format(m, a)), nil
			}
			return str(sb.String()), nil
		}),
		fn("Intl.DateTimeFormat.prototype.formatRangeToParts", 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			_, _, parts, err := rangeParts(m, this, args, "Intl.DateTimeFormat.prototype.formatRangeToParts")
			if err != nil {
				return undefined, err
			}
			vals := make([]Value, len(parts))
			for i, p := range parts {
				vals[i] = obj(m.plainObject("type", p.typ, "value", p.val, "source", p.source))
			}
			return m.newArrayValue(vals), nil
		}),
	}
}
