package vm

import (
	"math"
	"slices"
	"strings"
)

// Intl.PluralRules, Intl.RelativeTimeFormat and
// Intl.ListFormat with English rules.

// ---- PluralRules ----

type pluralRules struct {
	Type   string     `json:"type"`
	Digits *numFormat `json:"digits"`
}

func (pr *pluralRules) selectPlural(x float64) string {
	if x != x || math.IsInf(x, 0) {
		return "other"
	}
	ip, fp := pr.Digits.roundNumber(toDecimal(math.Abs(x)))
	if pr.Type == "cardinal" {
		if ip == "1" && fp == "" {
			return "one"
		}
		return "other"
	}
	if fp != "" {
		return "other"
	}
	n10, n100 := 0, 0
	if len(ip) >= 1 {
		n10 = int(ip[len(ip)-1] - '0')
	}
	if len(ip) >= 2 {
		n100 = int(ip[len(ip)-2]-'0')*10 + n10
	} else {
		n100 = n10
	}
	switch {
	case n10 == 1 && n100 != 11:
		return "one"
	case n10 == 2 && n100 != 12:
		return "two"
	case n10 == 3 && n100 != 13:
		return "few"
	}
	return "other"
}

func thisPluralRules(m *Machine, this Value, method string) (*pluralRules, error) {
	pr := &pluralRules{}
	_, err := thisIntl(m, this, "pr", method, pr)
	return pr, err
}

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

// ---- ListFormat ----

type listFormat struct {
	Type   string `json:"type"`
	Style  string `json:"style"`
	Locale string `json:"locale,omitempty"` // "" is en-US (older snapshots)
}

// locale is the resolved locale reported by resolvedOptions.
func (lf *listFormat) locale() string {
	if lf.Locale == "" {
		return intlLocale
	}
	return lf.Locale
}

// separators are the start, middle, end and pair separators of the
// format's locale, type and style (vm/builtin_intl_list_data.go).
func (lf *listFormat) separators() [4]string {
	seps, ok := listPatterns[lf.locale()]
	if !ok {
		seps = listPatterns["en-US"]
	}
	t := slices.Index([]string{"conjunction", "disjunction", "unit"}, lf.Type)
	s := slices.Index([]string{"long", "short", "narrow"}, lf.Style)
	if t < 0 || s < 0 {
		return seps[0]
	}
	return seps[t*3+s]
}

// spanishConjunction applies ICU's Spanish rule to the word before the
// last item: "y" becomes "e" before an i sound ("a e iglesia") and "o"
// becomes "u" before an o sound ("a u otro", "7 u 8").
func spanishConjunction(sep, next string) string {
	lower := strings.ToLower(next)
	switch sep {
	case " y ":
		if strings.HasPrefix(lower, "i") || lower == "hi" ||
			strings.HasPrefix(lower, "hi") && !strings.HasPrefix(lower, "hia") && !strings.HasPrefix(lower, "hie") {
			return " e "
		}
	case " o ":
		if strings.HasPrefix(lower, "o") || strings.HasPrefix(lower, "ho") || strings.HasPrefix(lower, "8") || lower == "11" {
			return " u "
		}
	}
	return sep
}

func (lf *listFormat) format(items []string) string { return joinParts(lf.formatParts(items)) }

// formatParts returns the items as "element" parts joined by "literal"
// separators.
func (lf *listFormat) formatParts(items []string) []intlPart {
	seps := lf.separators()
	start, middle, last, pair := seps[0], seps[1], seps[2], seps[3]
	spanish := strings.HasPrefix(lf.locale(), "es")
	var parts []intlPart
	for i, item := range items {
		sep := ""
		switch {
		case i == 0:
		case len(items) == 2:
			sep = pair
		case i == len(items)-1:
			sep = last
		case i == 1:
			sep = start
		default:
			sep = middle
		}
		if spanish && i == len(items)-1 && i > 0 {
			sep = spanishConjunction(sep, item)
		}
		if i > 0 {
			parts = append(parts, intlPart{"literal", sep})
		}
		parts = append(parts, intlPart{"element", item})
	}
	return parts
}

// listItems reads ListFormat's list argument: an iterable of strings.
func listItems(m *Machine, l Value) ([]string, error) {
	var items []string
	if l.isUndefined() {
		return nil, nil
	}
	vals, err := m.iterateToSlice(l)
	if err != nil {
		return nil, err
	}
	for _, v := range vals {
		if v.kind != KString {
			return nil, m.typeError("Iterable yielded %s which is not a string", m.inspectShort(v))
		}
		items = append(items, v.asString())
	}
	return items, nil
}

func init() {

	intlClass(protoIntlPluralRules, "PluralRules", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		opts, err := intlOptions(m, arg(args, 1))
		if err != nil {
			return undefined, err
		}
		pr := &pluralRules{}
		if pr.Type, err = intlString(m, opts, "Intl.PluralRules", "type", []string{"cardinal", "ordinal"}, "cardinal"); err != nil {
			return undefined, err
		}
		if pr.Digits, err = newNumFormat(m, arg(args, 1), "Intl.PluralRules"); err != nil {
			return undefined, err
		}
		return newIntlObject(m, protoIntlPluralRules, "pr", pr)
	},
		fn("Intl.PluralRules.prototype.select", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			pr, err := thisPluralRules(m, this, "Intl.PluralRules.prototype.select")
			if err != nil {
				return undefined, err
			}
			x, err := m.toNumber(arg(args, 0))
			if err != nil {
				return undefined, err
			}
			return str(pr.selectPlural(x)), nil
		}),
		fn("Intl.PluralRules.prototype.resolvedOptions", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			pr, err := thisPluralRules(m, this, "Intl.PluralRules.prototype.resolvedOptions")
			if err != nil {
				return undefined, err
			}
			cats := []Value{str("one"), str("other")}
			if pr.Type == "ordinal" {
				cats = []Value{str("few"), str("one"), str("two"), str("other")}
			}
			kv := []any{"locale", intlLocale, "type", pr.Type, "minimumIntegerDigits", pr.Digits.MinInt}
			if pr.Digits.MinSD > 0 {
				kv = append(kv, "minimumSignificantDigits", pr.Digits.MinSD, "maximumSignificantDigits", pr.Digits.MaxSD)
			} else {
				kv = append(kv, "minimumFractionDigits", pr.Digits.MinFD, "maximumFractionDigits", pr.Digits.MaxFD)
			}
			kv = append(kv, "pluralCategories", m.newArrayValue(cats))
			return obj(m.plainObject(kv...)), nil
		}),
	)

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

	intlClass(protoIntlListFormat, "ListFormat", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		locale, err := resolveLocale(m, arg(args, 0))
		if err != nil {
			return undefined, err
		}
		opts, err := intlOptions(m, arg(args, 1))
		if err != nil {
			return undefined, err
		}
		lf := &listFormat{Locale: locale}
		if lf.Type, err = intlString(m, opts, "Intl.ListFormat", "type", []string{"conjunction", "disjunction", "unit"}, "conjunction"); err != nil {
			return undefined, err
		}
		if lf.Style, err = intlString(m, opts, "Intl.ListFormat", "style", []string{"long", "short", "narrow"}, "long"); err != nil {
			return undefined, err
		}
		return newIntlObject(m, protoIntlListFormat, "lf", lf)
	},
		fn("Intl.ListFormat.prototype.format", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			lf := &listFormat{}
			if _, err := thisIntl(m, this, "lf", "Intl.ListFormat.prototype.format", lf); err != nil {
				return undefined, err
			}
			items, err := listItems(m, arg(args, 0))
			if err != nil {
				return undefined, err
			}
			return str(lf.format(items)), nil
		}),
		fn("Intl.ListFormat.prototype.formatToParts", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			lf := &listFormat{}
			if _, err := thisIntl(m, this, "lf", "Intl.ListFormat.prototype.formatToParts", lf); err != nil {
				return undefined, err
			}
			items, err := listItems(m, arg(args, 0))
			if err != nil {
				return undefined, err
			}
			return m.partsArray(lf.formatParts(items)), nil
		}),
		fn("Intl.ListFormat.prototype.resolvedOptions", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			lf := &listFormat{}
			if _, err := thisIntl(m, this, "lf", "Intl.ListFormat.prototype.resolvedOptions", lf); err != nil {
				return undefined, err
			}
			return obj(m.plainObject("locale", lf.locale(), "type", lf.Type, "style", lf.Style)), nil
		}),
	)
}
