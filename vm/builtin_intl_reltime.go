package vm

import (
	"math"
	"strings"
)

// Intl.RelativeTimeFormat.

// ---- RelativeTimeFormat ----

type relTimeFormat struct {
	Style   string `json:"style"`
	Numeric string `json:"numeric"`
}

var relUnits = []string{"year", "quarter", "month", "week", "day", "hour", "minute", "second"}

// relNames gives, per unit, the short one/other names and the narrow suffix.
var relNames = map[string][3]string{
	"year": {"yr.", "yr.", "y"}, "quarter": {"qtr.", "qtrs.", "q"}, "month": {"mo.", "mo.", "mo"},
	"week": {"wk.", "wk.", "w"}, "day": {"day", "days", "d"}, "hour": {"hr.", "hr.", "h"},
	"minute": {"min.", "min.", "m"}, "second": {"sec.", "sec.", "s"},
}

// format is formatToParts joined.
func (rf *relTimeFormat) format(m *Machine, x float64, unitArg string) (string, error) {
	parts, _, err := rf.formatParts(m, x, unitArg, "format")
	return joinParts(parts), err
}

// formatParts returns the parts of the relative time and its singular
// unit: the number's parts (integer, group, decimal, fraction) carry the
// unit, the words around them are literals.
func (rf *relTimeFormat) formatParts(m *Machine, x float64, unitArg, method string) ([]intlPart, string, error) {
	if x != x || math.IsInf(x, 0) {
		return nil, "", m.rangeError("Value need to be finite number for Intl.RelativeTimeFormat.prototype.%s()", method)
	}
	unit := strings.TrimSuffix(unitArg, "s")
	if !slicesContains(relUnits, unit) {
		return nil, "", m.rangeError("Invalid unit argument for Intl.RelativeTimeFormat.prototype.%s() '%s'", method, unitArg)
	}
	lit := func(s string) []intlPart { return []intlPart{{"literal", s}} }
	if rf.Numeric == "auto" && (x == 0 || x == 1 || x == -1) {
		names := relNames[unit]
		word := unit
		if rf.Style != "long" {
			word = names[0]
		}
		switch unit {
		case "day":
			return lit([...]string{"yesterday", "today", "tomorrow"}[int(x)+1]), unit, nil
		case "hour", "minute", "second":
			if x == 0 {
				if unit == "second" {
					return lit("now"), unit, nil
				}
				return lit("this " + unit), unit, nil
			}
		default:
			return lit([...]string{"last ", "this ", "next "}[int(x)+1] + word), unit, nil
		}
	}
	past := x < 0 || x == 0 && math.Signbit(x)
	nf := &numFormat{Style: "decimal", MinInt: 1, MaxFD: 3, UseGrouping: "auto", Notation: "standard", SignDisplay: "auto"}
	numParts := nf.formatParts(math.Abs(x))
	n := joinParts(numParts)
	one := n == "1"
	names := relNames[unit]
	var word string
	switch rf.Style {
	case "long":
		word = " " + unit
		if !one {
			word += "s"
		}
	case "short":
		word = " " + names[1]
		if one {
			word = " " + names[0]
		}
	default:
		word = names[2]
	}
	var parts []intlPart
	if past {
		parts = append(numParts, intlPart{"literal", word + " ago"})
	} else {
		parts = append([]intlPart{{"literal", "in "}}, numParts...)
		parts = append(parts, intlPart{"literal", word})
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
		opts, err := intlOptions(m, arg(args, 1))
		if err != nil {
			return undefined, err
		}
		rf := &relTimeFormat{}
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
			return obj(m.plainObject("locale", intlLocale, "style", rf.Style, "numeric", rf.Numeric, "numberingSystem", "latn")), nil
		}),
	)
}
