package vm

import (
	"math"
	"strconv"
	"strings"
)

// Intl.RelativeTimeFormat.

// ---- RelativeTimeFormat ----

type relTimeFormat struct {
	Locale  string `json:"locale,omitempty"` // "" is en-US
	Style   string `json:"style"`
	Numeric string `json:"numeric"`
}

var relUnits = []string{"year", "quarter", "month", "week", "day", "hour", "minute", "second"}

// tag is the locale whose words the format uses.
func (rf *relTimeFormat) tag() string {
	if rf.Locale == "" {
		return intlLocale
	}
	return rf.Locale
}

// format is formatToParts joined.
func (rf *relTimeFormat) format(m *Machine, x float64, unitArg string) (string, error) {
	parts, _, err := rf.formatParts(m, x, unitArg, "format")
	return joinParts(parts), err
}

// formatParts returns the parts of the relative time and its singular
// unit: the number's parts (integer, group, decimal, fraction) carry the
// unit, the words around them are literals. The words are the locale's
// patterns for the number's plural category (relWords), or with numeric
// "auto" the locale's word for the offset ("gestern", "übermorgen").
func (rf *relTimeFormat) formatParts(m *Machine, x float64, unitArg, method string) ([]intlPart, string, error) {
	if x != x || math.IsInf(x, 0) {
		return nil, "", m.rangeError("Value need to be finite number for Intl.RelativeTimeFormat.prototype.%s()", method)
	}
	unit := strings.TrimSuffix(unitArg, "s")
	if !slicesContains(relUnits, unit) {
		return nil, "", m.rangeError("Invalid unit argument for Intl.RelativeTimeFormat.prototype.%s() '%s'", method, unitArg)
	}
	words := localeWords(true, rf.tag())
	key := rf.Style + "." + unit + "."
	if rf.Numeric == "auto" && x == math.Trunc(x) && math.Abs(x) <= 3 {
		if w, ok := words[key+strconv.Itoa(int(x))]; ok {
			return []intlPart{{"literal", w}}, unit, nil
		}
	}
	past := x < 0 || x == 0 && math.Signbit(x)
	nf := &numFormat{Style: "decimal", MinInt: 1, MaxFD: 3, UseGrouping: "auto", Notation: "standard", SignDisplay: "auto"}
	if rf.tag() != intlLocale {
		nf.Locale = bestAvailableLocale(rf.tag())
	}
	numParts := nf.formatParts(math.Abs(x))
	ip, fp := nf.roundNumber(toDecimal(math.Abs(x)))
	cat := pluralCategory(rf.tag(), false, pluralOperands{ip: ip, fp: fp})
	dir := "future."
	if past {
		dir = "past."
	}
	pat, ok := words[key+dir+cat]
	if !ok {
		pat = words[key+dir+"other"]
	}
	before, after, _ := strings.Cut(pat, "#")
	var parts []intlPart
	if before != "" {
		parts = append(parts, intlPart{"literal", before})
	}
	parts = append(parts, numParts...)
	if after != "" {
		parts = append(parts, intlPart{"literal", after})
	}
	return parts, unit, nil
}

// relPartsArray is formatToParts' array: number parts carry the unit.
func (m *Machine) relPartsArray(parts []intlPart, unit string) Value {
	vals := make([]Value, len(parts))
	for i, p := range parts {
		if p.typ == "literal" {
			vals[i] = obj(m.plainObject("type", p.typ, "value", p.val))
		} else {
			vals[i] = obj(m.plainObject("type", p.typ, "value", p.val, "unit", unit))
		}
	}
	return m.newArrayValue(vals)
}

// initRelativeTimeFormat registers Intl.RelativeTimeFormat; builtin_intl_misc.go's
// init calls it at the place it had there.
func initRelativeTimeFormat() {
	intlClass(protoIntlRelativeTimeFormat, "RelativeTimeFormat", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		locale, opts, err := intlLocaleOptions(m, args)
		if err != nil {
			return undefined, err
		}
		rf := &relTimeFormat{}
		if locale != intlLocale {
			rf.Locale = locale
		}
		if rf.Style, err = intlString(m, opts, "Intl.RelativeTimeFormat", "style", []string{"long", "short", "narrow"}, "long"); err != nil {
			return undefined, err
		}
		if rf.Numeric, err = intlString(m, opts, "Intl.RelativeTimeFormat", "numeric", []string{"always", "auto"}, "always"); err != nil {
			return undefined, err
		}
		return newIntlObject(m, protoIntlRelativeTimeFormat, "rtf", rf)
	},
		fn("Intl.RelativeTimeFormat.prototype.format", 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			rf := &relTimeFormat{}
			if _, err := thisIntl(m, this, "rtf", "Intl.RelativeTimeFormat.prototype.format", rf); err != nil {
				return undefined, err
			}
			x, err := m.toNumber(arg(args, 0))
			if err != nil {
				return undefined, err
			}
			unit, err := m.toString(arg(args, 1))
			if err != nil {
				return undefined, err
			}
			s, err := rf.format(m, x, unit)
			return str(s), err
		}),
		fn("Intl.RelativeTimeFormat.prototype.formatToParts", 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			rf := &relTimeFormat{}
			if _, err := thisIntl(m, this, "rtf", "Intl.RelativeTimeFormat.prototype.formatToParts", rf); err != nil {
				return undefined, err
			}
			x, err := m.toNumber(arg(args, 0))
			if err != nil {
				return undefined, err
			}
			unitArg, err := m.toString(arg(args, 1))
			if err != nil {
				return undefined, err
			}
			parts, unit, err := rf.formatParts(m, x, unitArg, "formatToParts")
			if err != nil {
				return undefined, err
			}
			return m.relPartsArray(parts, unit), nil
		}),
		fn("Intl.RelativeTimeFormat.prototype.resolvedOptions", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			rf := &relTimeFormat{}
			if _, err := thisIntl(m, this, "rtf", "Intl.RelativeTimeFormat.prototype.resolvedOptions", rf); err != nil {
				return undefined, err
			}
			return obj(m.plainObject("locale", relLocales[rf.tag()], "style", rf.Style, "numeric", rf.Numeric, "numberingSystem", "latn")), nil
		}),
	)
}
