package jsdate

import (
	"math"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Parse is Date.parse: the ISO format of the specification first,
// then the forms V8's legacy parser accepts ("Tue, 01 Oct 2024 10:00:00
// GMT", "October 1, 2024 10:00 PM", "2024/10/01", "10/1/2024", the
// output of toString). Times without a zone are local time, which is UTC
// in the VM.
func Parse(s string) float64 {
	if t, ok := parseISODate(s); ok {
		return t
	}
	if isoDateThenT(s) {
		// V8 commits to the ISO format once a date is followed by T:
		// "2024-03-05T10:00 GMT" is not retried as a legacy date.
		return math.NaN()
	}
	return parseLegacyDate(s)
}

// isoDateThenT reports whether s starts with YYYY[-MM[-DD]] (or an
// extended ±YYYYYY year) followed by T.
func isoDateThenT(s string) bool {
	p := 0
	digits := func(n int) bool {
		for i := 0; i < n; i++ {
			if p >= len(s) || s[p] < '0' || s[p] > '9' {
				return false
			}
			p++
		}
		return true
	}
	if p < len(s) && (s[p] == '+' || s[p] == '-') {
		p++
		if !digits(6) {
			return false
		}
	} else if !digits(4) {
		return false
	}
	for k := 0; k < 2 && p < len(s) && s[p] == '-'; k++ {
		p++
		if !digits(2) {
			return false
		}
	}
	return p < len(s) && (s[p] == 'T' || s[p] == 't')
}

// legacyZones are the zone names V8's legacy parser knows, in hours east
// of UTC.
var legacyZones = map[string]float64{
	"ut": 0, "utc": 0, "gmt": 0, "z": 0,
	"est": -5, "edt": -4, "cst": -6, "cdt": -5, "mst": -7, "mdt": -6, "pst": -8, "pdt": -7,
}

// parseISODate parses YYYY[-MM[-DD]][THH:mm[:ss[.sss]][Z|±HH:mm]] with
// the extended years ±YYYYYY.
func parseISODate(s string) (float64, bool) {
	p := 0
	digits := func(n int) (float64, bool) {
		if p+n > len(s) {
			return 0, false
		}
		v := 0.0
		for i := 0; i < n; i++ {
			c := s[p+i]
			if c < '0' || c > '9' {
				return 0, false
			}
			v = v*10 + float64(c-'0')
		}
		p += n
		return v, true
	}
	var y float64
	var ok bool
	if p < len(s) && (s[0] == '+' || s[0] == '-') {
		sign := s[0]
		p++
		if y, ok = digits(6); !ok {
			return 0, false
		}
		if sign == '-' {
			if y == 0 {
				return 0, false // -000000 is not allowed
			}
			y = -y
		}
	} else if y, ok = digits(4); !ok {
		return 0, false
	}
	mon, d := 1.0, 1.0
	if p < len(s) && s[p] == '-' {
		p++
		if mon, ok = digits(2); !ok || mon < 1 || mon > 12 {
			return 0, false
		}
		if p < len(s) && s[p] == '-' {
			p++
			if d, ok = digits(2); !ok || d < 1 || d > 31 {
				return 0, false
			}
		}
	}
	h, mi, sec, ms := 0.0, 0.0, 0.0, 0.0
	offset := 0.0
	if p < len(s) && (s[p] == 'T' || s[p] == 't') {
		p++
		if h, ok = digits(2); !ok {
			return 0, false
		}
		if p >= len(s) || s[p] != ':' {
			return 0, false
		}
		p++
		if mi, ok = digits(2); !ok {
			return 0, false
		}
		if p < len(s) && s[p] == ':' {
			p++
			if sec, ok = digits(2); !ok {
				return 0, false
			}
			if p < len(s) && (s[p] == '.' || s[p] == ',') {
				p++
				start := p
				frac := 0.0
				scale := 100.0
				for p < len(s) && s[p] >= '0' && s[p] <= '9' {
					frac += float64(s[p]-'0') * scale
					scale /= 10
					p++
				}
				if p == start {
					return 0, false
				}
				ms = math.Floor(frac)
			}
		}
		if h > 24 || mi > 59 || sec > 59 || h == 24 && (mi > 0 || sec > 0 || ms > 0) {
			return 0, false
		}
		if p < len(s) && (s[p] == 'Z' || s[p] == 'z') {
			p++
		} else if p < len(s) && (s[p] == '+' || s[p] == '-') {
			sign := 1.0
			if s[p] == '-' {
				sign = -1
			}
			p++
			oh, ok1 := digits(2)
			if p < len(s) && s[p] == ':' {
				p++
			}
			om, ok2 := digits(2)
			if !ok1 || !ok2 || oh > 23 || om > 59 {
				return 0, false
			}
			offset = sign * (oh*60 + om) * 60000
		}
	}
	if p != len(s) {
		return 0, false
	}
	t := MakeDate(MakeDay(y, mon-1, d), MakeTime(h, mi, sec, ms)) - offset
	return TimeClip(t), true
}

var monthPrefixes = []string{"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"}

// parseLegacyDate follows V8's fallback date parser: numbers separated by
// '/', '-', '.', ',' or spaces are day fields, numbers around ':' are the
// time, words name months, AM/PM and zones (UT, UTC, GMT, Z and the US
// ones: EST, PDT, ...), a sign after
// the time or a zone starts an offset, text in parentheses is ignored, and
// unknown words before the first number (weekdays) are skipped.
func parseLegacyDate(s string) float64 {
	nan := math.NaN()
	var day []float64
	namedMonth := -1
	var tm []float64 // hour, minute, second, ms
	ampm := -1       // 0 AM, 12 PM
	hasZone := false
	offset := 0.0 // minutes east of UTC
	seenNumber := false
	monthEnd := -1 // where the last month name ended
	i := 0
	readNum := func() (float64, int) {
		start := i
		v := 0.0
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			v = v*10 + float64(s[i]-'0')
			i++
		}
		return v, i - start
	}
	for i < len(s) {
		c := s[i]
		switch {
		case c == '(':
			depth := 0
			for i < len(s) {
				if s[i] == '(' {
					depth++
				} else if s[i] == ')' {
					depth--
					if depth == 0 {
						i++
						break
					}
				}
				i++
			}
		case c >= '0' && c <= '9':
			v, n := readNum()
			seenNumber = true
			if i < len(s) && s[i] == ':' && len(tm) == 0 {
				// h:m[:s[.ms]]
				tm = append(tm, v)
				for i < len(s) && s[i] == ':' && len(tm) < 3 {
					i++
					x, k := readNum()
					if k == 0 {
						return nan
					}
					tm = append(tm, x)
				}
				if i < len(s) && s[i] == '.' && len(tm) == 3 {
					i++
					start := i
					x, k := readNum()
					if k == 0 {
						return nan
					}
					for ; k > 3; k-- {
						x = math.Floor(x / 10)
					}
					for ; k < 3; k++ {
						x *= 10
					}
					_ = start
					tm = append(tm, x)
				}
				// V8 wants the end, a space, Z or an offset sign right
				// after a time ("2:30pm" is not a date, "2:30 pm" is).
				if i < len(s) {
					r, _ := utf8.DecodeRuneInString(s[i:])
					if !unicode.IsSpace(r) && r != 'z' && r != 'Z' && r != '+' && r != '-' {
						return nan
					}
				}
				continue
			}
			if len(tm) > 0 && (hasZone || len(day) > 0) && i > n && (s[i-n-1] == '+' || s[i-n-1] == '-') {
				return nan // handled by the sign case
			}
			if len(day) >= 3 {
				return nan
			}
			_ = n
			day = append(day, v)
		case c == '+' || c == '-':
			// A sign after the time or a zone name is an offset; otherwise
			// it separates day fields.
			if len(tm) > 0 || hasZone {
				sign := 1.0
				if c == '-' {
					sign = -1
				}
				i++
				v, n := readNum()
				if n == 0 {
					return nan
				}
				var mins float64
				if i < len(s) && s[i] == ':' {
					i++
					mm, k := readNum()
					if k == 0 {
						return nan
					}
					mins = v*60 + mm
				} else if n <= 2 {
					mins = v * 60
				} else {
					mins = math.Floor(v/100)*60 + math.Mod(v, 100)
				}
				offset = sign * mins
				hasZone = true
				continue
			}
			if seenNumber && i > 0 && (s[i-1] < '0' || s[i-1] > '9') && i != monthEnd {
				// A sign apart from the day's numbers starts an offset for
				// V8, which it rejects before a time or a zone name
				// ("Dec 20 2023 - 10:00", "Dec 20 2023 -0500").
				return nan
			}
			i++
		case isDateWordChar(s, i):
			// V8's words are runs of any characters from 'A' up ("é",
			// "_" and "~" too); the unknown ones are garbage below.
			start := i
			for i < len(s) && isDateWordChar(s, i) {
				_, n := utf8.DecodeRuneInString(s[i:])
				i += n
			}
			w := strings.ToLower(s[start:i])
			switch {
			case (w == "am" || w == "pm") && len(tm) > 0:
				ampm = 0
				if w == "pm" {
					ampm = 12
				}
			case legacyZones[w] != 0 || w == "ut" || w == "utc" || w == "gmt" || w == "z":
				hasZone = true
				offset = legacyZones[w] * 60
			case len(w) >= 3 && monthIndex(w) >= 0:
				namedMonth = monthIndex(w)
				monthEnd = i // V8 skips a '-' right after a month name
			default:
				// Other words (weekdays, "T", an AM/PM before any time)
				// are garbage: V8 fails once a number has been read, or
				// when a number follows the word directly ("T10:00").
				if seenNumber || i < len(s) && s[i] >= '0' && s[i] <= '9' {
					return nan
				}
			}
		default:
			_, n := utf8.DecodeRuneInString(s[i:]) // a whole (space) character
			i += n
		}
	}
	if len(day) == 0 {
		return nan
	}
	comp := [3]float64{1, 1, 1}
	copy(comp[:], day)
	isDay := func(x float64) bool { return x >= 1 && x <= 31 }
	var y, mon, d float64
	if namedMonth < 0 {
		if !isDay(comp[0]) {
			y, mon, d = comp[0], comp[1], comp[2]
		} else {
			mon, d, y = comp[0], comp[1], comp[2]
		}
	} else {
		mon = float64(namedMonth + 1)
		if !isDay(comp[0]) {
			y, d = comp[0], comp[1]
		} else {
			d, y = comp[0], comp[1]
		}
	}
	if y >= 0 && y <= 49 {
		y += 2000
	} else if y >= 50 && y <= 99 {
		y += 1900
	}
	if mon < 1 || mon > 12 || !isDay(d) {
		return nan
	}
	for len(tm) < 4 {
		tm = append(tm, 0)
	}
	h := tm[0]
	if ampm >= 0 {
		if h > 12 {
			return nan
		}
		h = math.Mod(h, 12) + float64(ampm)
	}
	if h > 24 || tm[1] > 59 || tm[2] > 59 || h == 24 && (tm[1] > 0 || tm[2] > 0 || tm[3] > 0) {
		return nan
	}
	t := MakeDate(MakeDay(y, mon-1, d), MakeTime(h, tm[1], tm[2], tm[3]))
	return TimeClip(t - offset*60000)
}

// isDateWordChar reports whether the character at s[i] belongs to a word
// of the legacy date format: anything from 'A' up but white space.
func isDateWordChar(s string, i int) bool {
	if s[i] < 'A' {
		return false
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return !unicode.IsSpace(r)
}

func monthIndex(w string) int {
	for i, p := range monthPrefixes {
		if strings.HasPrefix(w, p) {
			return i
		}
	}
	return -1
}
