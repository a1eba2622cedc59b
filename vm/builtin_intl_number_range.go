package vm

import (
	"math"
	"math/big"
	"unicode"
	"unicode/utf8"
)

// Intl.NumberFormat.prototype.formatRange and formatRangeToParts, as
// ICU's NumberRangeFormatter does them with collapse "auto" and the
// identity fallback "approximately":
//
//   - when both ends round to the same number, the result is that number
//     with the locale's approximately sign where the sign goes ("~5",
//     "≈3,00 €"), every part shared;
//   - otherwise the two numbers are joined by the locale's separator. The
//     unit or currency name around them (ICU's outer modifier) is shown
//     once, in the plural form of the range; the sign, currency symbol or
//     percent pattern (the middle modifier) once when both ends have the
//     same and it is longer than one character ("3,00–5,00 €", but
//     "$3.00 – $5.00"); compact and scientific forms are repeated. When the
//     start repeats any of these, the separator gets spaces around it.

// numLayers are one formatted number's levels: the number with its
// compact or exponent form (inner), inside the sign/currency/percent
// pattern (middle), inside the unit or name (the whole result).
type numLayers struct {
	core    int // parts of inner that are the digits
	inner   []intlPart
	middle  []intlPart
	neg     bool
	rounded string // the rounded value, to tell equal ends
	plural  string
}

// (rangePart is builtin_intl_daterange.go's.)

// rangeEnd is a formatRange argument converted like format's.
type rangeEnd struct {
	x     float64
	exact *decimal
}

func (m *Machine) rangeEnd(v Value) (rangeEnd, error) {
	n, err := m.toNumeric(v)
	if err != nil {
		return rangeEnd{}, err
	}
	if n.kind == KBigInt {
		b := n.asBigInt()
		digits := new(big.Int).Abs(b).String()
		return rangeEnd{bigintToNumber(b), &decimal{digits: digits, point: len(digits)}}, nil
	}
	e := rangeEnd{x: n.num}
	if v.kind == KString && !math.IsInf(n.num, 0) && n.num == n.num {
		if d, ok := exactDecimal(v.ref.(string)); ok {
			e.exact = &d
		}
	}
	return e, nil
}

// format formats one end, recording its layers.
func (nf *numFormat) formatLayered(e rangeEnd, plural string) ([]intlPart, *numLayers) {
	c := *nf
	c.layers, c.plural = &numLayers{}, plural
	out := c.formatPartsExact(e.x, e.exact)
	return out, c.layers
}

// indexParts is where sub starts in parts (-1 if it is not there).
func indexParts(parts, sub []intlPart) int {
	for i := 0; i+len(sub) <= len(parts); i++ {
		match := true
		for j := range sub {
			if parts[i+j] != sub[j] {
				match = false
				break
			}
		}
		if match {
			return i
		}
	}
	return -1
}

// around splits whole into what comes before and after part; when part
// is not there (fr's "mille" shows no digits), whole is all before.
func around(whole, part []intlPart) (before, after []intlPart) {
	i := indexParts(whole, part)
	if i < 0 {
		return whole, nil
	}
	return whole[:i], whole[i+len(part):]
}

func partsText(parts []intlPart) string { return joinParts(parts) }

func sameParts(a, b []intlPart) bool {
	return len(a) == len(b) && indexParts(a, b) == 0
}

// formatRange returns the parts of the range start–end.
func (nf *numFormat) formatRange(start, end rangeEnd) []rangePart {
	words := localeWords(false, nf.tag())
	_, l1 := nf.formatLayered(start, "")
	out2, l2 := nf.formatLayered(end, "")
	var res []rangePart
	add := func(parts []intlPart, source string) {
		for _, p := range parts {
			if p.typ == "approximatelySign" {
				p.val = words["approx"]
			}
			res = append(res, rangePart{p.typ, p.val, source})
		}
	}
	if l1.rounded == l2.rounded && l1.neg == l2.neg && l1.rounded != "" {
		a := *nf
		a.approx = true
		add(a.formatPartsExact(start.x, start.exact), "shared")
		return res
	}
	// The outer modifier (unit, currency name) in the range's plural form.
	outerPlural := ""
	if nf.Style == "unit" && !nf.percentUnit() || nf.Style == "currency" && nf.CurrencyDisplay == "name" {
		outerPlural = pluralRange(nf.tag(), l1.plural, l2.plural)
	}
	outer2 := out2
	if outerPlural != "" {
		outer2, _ = nf.formatLayered(end, outerPlural)
	}
	outerPre, outerPost := around(outer2, l2.middle)
	mid1Pre, mid1Post := around(l1.middle, l1.inner)
	mid2Pre, mid2Post := around(l2.middle, l2.inner)
	collapseMiddle := sameParts(mid1Pre, mid2Pre) && sameParts(mid1Post, mid2Post) &&
		utf8.RuneCountInString(partsText(mid1Pre)+partsText(mid1Post)) > 1
	// The separator gets spaces when the start repeats a modifier.
	repeat := len(l1.inner) > l1.core || !collapseMiddle && len(mid1Pre)+len(mid1Post) > 0
	sep := words["range"]
	if repeat {
		if r, _ := utf8.DecodeRuneInString(sep); !unicode.IsSpace(r) {
			sep = " " + sep
		}
		if r, _ := utf8.DecodeLastRuneInString(sep); !unicode.IsSpace(r) {
			sep += " "
		}
	}
	add(outerPre, "shared")
	if collapseMiddle {
		add(mid1Pre, "shared")
		add(l1.inner, "startRange")
	} else {
		add(l1.middle, "startRange")
	}
	add([]intlPart{{"literal", sep}}, "shared")
	if collapseMiddle {
		add(l2.inner, "endRange")
		add(mid1Post, "shared")
	} else {
		add(l2.middle, "endRange")
	}
	add(outerPost, "shared")
	return res
}

// tag is the locale whose words the format uses.
func (nf *numFormat) tag() string {
	if nf.Locale == "" {
		return intlLocale
	}
	return nf.Locale
}

// pluralRange is the plural category of a range whose ends have
// categories a and b (CLDR's plural ranges).
func pluralRange(tag, a, b string) string {
	pr := pluralRules{Locale: tag, Type: "cardinal"}
	return pr.rangeCategory(a, b)
}

func (m *Machine) numRangePartsArray(parts []rangePart) Value {
	vals := make([]Value, len(parts))
	for i, p := range parts {
		vals[i] = obj(m.plainObject("type", p.typ, "value", p.val, "source", p.source))
	}
	return m.newArrayValue(vals)
}

// numberRangeArgs converts formatRange's arguments: undefined is a
// TypeError, NaN a RangeError, as in V8.
func (m *Machine) numberRangeArgs(args []Value) (rangeEnd, rangeEnd, error) {
	if arg(args, 0).isUndefined() {
		return rangeEnd{}, rangeEnd{}, m.typeError("Invalid start : undefined")
	}
	if arg(args, 1).isUndefined() {
		return rangeEnd{}, rangeEnd{}, m.typeError("Invalid end : undefined")
	}
	start, err := m.rangeEnd(arg(args, 0))
	if err != nil {
		return start, start, err
	}
	end, err := m.rangeEnd(arg(args, 1))
	if err != nil {
		return start, end, err
	}
	// V8 names the argument as given ("Invalid start : abc").
	if start.x != start.x {
		return start, end, m.rangeError("Invalid start : %s", m.receiverValueText(arg(args, 0)))
	}
	if end.x != end.x {
		return start, end, m.rangeError("Invalid end : %s", m.receiverValueText(arg(args, 1)))
	}
	return start, end, nil
}

// numberRangeMethods are NumberFormat's formatRange and formatRangeToParts.
func numberRangeMethods() []lazyEntry {
	return []lazyEntry{
		fn("Intl.NumberFormat.prototype.formatRange", 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			nf, _, err := thisNumFormat(m, this, "Intl.NumberFormat.prototype.formatRange")
			if err != nil {
				return undefined, err
			}
			start, end, err := m.numberRangeArgs(args)
			if err != nil {
				return undefined, err
			}
			s := ""
			for _, p := range nf.formatRange(start, end) {
				s += p.val
			}
			return str(s), nil
		}),
		fn("Intl.NumberFormat.prototype.formatRangeToParts", 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			nf, _, err := thisNumFormat(m, this, "Intl.NumberFormat.prototype.formatRangeToParts")
			if err != nil {
				return undefined, err
			}
			start, end, err := m.numberRangeArgs(args)
			if err != nil {
				return undefined, err
			}
			return m.numRangePartsArray(nf.formatRange(start, end)), nil
		}),
	}
}
