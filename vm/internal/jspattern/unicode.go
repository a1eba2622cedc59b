package jspattern

import (
	"sort"
	"strings"
	"unicode"
)

// Unicode property escapes (\p{...} and \P{...} with the u or v flag)
// become character classes built from Go's unicode tables (Unicode
// 15.0.0; V8 ships a newer version, so characters assigned since then are
// missing). The emoji properties come from emoji.go (generated from
// node). Properties Go has no data for (Bidi_Mirrored,
// Case_Ignorable, Changes_When_*, XID_*, properties of strings) are
// SyntaxErrors; Script_Extensions is read as Script.

type cpRange struct{ lo, hi rune }

// tableRanges lists the code points of t as sorted, disjoint ranges.
func tableRanges(t *unicode.RangeTable) []cpRange {
	var out []cpRange
	add := func(lo, hi, stride rune) {
		if stride == 1 {
			out = append(out, cpRange{lo, hi})
			return
		}
		for c := lo; c <= hi; c += stride {
			out = append(out, cpRange{c, c})
		}
	}
	for _, r := range t.R16 {
		add(rune(r.Lo), rune(r.Hi), rune(r.Stride))
	}
	for _, r := range t.R32 {
		add(rune(r.Lo), rune(r.Hi), rune(r.Stride))
	}
	return normalizeRanges(out)
}

// normalizeRanges sorts ranges and merges the ones that touch.
func normalizeRanges(rs []cpRange) []cpRange {
	sort.Slice(rs, func(i, j int) bool { return rs[i].lo < rs[j].lo })
	var out []cpRange
	for _, r := range rs {
		if n := len(out); n > 0 && r.lo <= out[n-1].hi+1 {
			out[n-1].hi = max(out[n-1].hi, r.hi)
			continue
		}
		out = append(out, r)
	}
	return out
}

func unionRanges(sets ...[]cpRange) []cpRange {
	var all []cpRange
	for _, s := range sets {
		all = append(all, s...)
	}
	return normalizeRanges(all)
}

// complementRanges is every code point not in rs (rs normalized).
func complementRanges(rs []cpRange) []cpRange {
	var out []cpRange
	next := rune(0)
	for _, r := range rs {
		if r.lo > next {
			out = append(out, cpRange{next, r.lo - 1})
		}
		next = r.hi + 1
	}
	if next <= unicode.MaxRune {
		out = append(out, cpRange{next, unicode.MaxRune})
	}
	return out
}

// subtractRanges is a minus the code points of each of bs.
func subtractRanges(a []cpRange, bs ...[]cpRange) []cpRange {
	// a ∖ b = complement(complement(a) ∪ b)
	return complementRanges(unionRanges(append([][]cpRange{complementRanges(a)}, bs...)...))
}

func category(name string) []cpRange { return tableRanges(unicode.Categories[name]) }
func property(name string) []cpRange { return tableRanges(unicode.Properties[name]) }

// derivedProperties are binary properties defined from others
// (DerivedCoreProperties.txt).
var derivedProperties = map[string]func() []cpRange{
	"Any":      func() []cpRange { return []cpRange{{0, unicode.MaxRune}} },
	"ASCII":    func() []cpRange { return []cpRange{{0, 0x7F}} },
	"Assigned": func() []cpRange { return complementRanges(category("Cn")) },
	"Alphabetic": func() []cpRange {
		return unionRanges(category("L"), category("Nl"), property("Other_Alphabetic"))
	},
	"Lowercase": func() []cpRange { return unionRanges(category("Ll"), property("Other_Lowercase")) },
	"Uppercase": func() []cpRange { return unionRanges(category("Lu"), property("Other_Uppercase")) },
	"Cased": func() []cpRange {
		return unionRanges(category("Ll"), property("Other_Lowercase"), category("Lu"), property("Other_Uppercase"), category("Lt"))
	},
	"Math": func() []cpRange { return unionRanges(category("Sm"), property("Other_Math")) },
	"ID_Start": func() []cpRange {
		return subtractRanges(unionRanges(category("L"), category("Nl"), property("Other_ID_Start")),
			property("Pattern_Syntax"), property("Pattern_White_Space"))
	},
	"ID_Continue": func() []cpRange {
		return subtractRanges(unionRanges(category("L"), category("Nl"), property("Other_ID_Start"),
			category("Mn"), category("Mc"), category("Nd"), category("Pc"), property("Other_ID_Continue")),
			property("Pattern_Syntax"), property("Pattern_White_Space"))
	},
	"Default_Ignorable_Code_Point": func() []cpRange {
		return subtractRanges(unionRanges(property("Other_Default_Ignorable_Code_Point"), category("Cf"), property("Variation_Selector")),
			property("White_Space"), []cpRange{{0xFFF9, 0xFFFB}, {0x13430, 0x1343F}}, property("Prepended_Concatenation_Mark"))
	},
	"Grapheme_Extend": func() []cpRange {
		return unionRanges(category("Me"), category("Mn"), property("Other_Grapheme_Extend"))
	},
	"Grapheme_Base": func() []cpRange {
		ext := unionRanges(category("Me"), category("Mn"), property("Other_Grapheme_Extend"))
		return subtractRanges([]cpRange{{0, unicode.MaxRune}}, category("Cc"), category("Cf"), category("Cs"),
			category("Co"), category("Cn"), category("Zl"), category("Zp"), ext)
	},
}

// unicodePropertyRanges resolves the inside of \p{...}.
func unicodePropertyRanges(expr string) ([]cpRange, bool) {
	name, value, hasValue := strings.Cut(expr, "=")
	if hasValue {
		switch name {
		case "General_Category", "gc":
			return categoryRanges(value)
		case "Script", "sc", "Script_Extensions", "scx":
			if long, ok := unicodeScriptAliases[value]; ok {
				value = long
			}
			if t := unicode.Scripts[value]; t != nil {
				return tableRanges(t), true
			}
		}
		return nil, false
	}
	if rs, ok := categoryRanges(name); ok {
		return rs, true
	}
	if long, ok := unicodeBinaryAliases[name]; ok {
		name = long
	}
	if f := derivedProperties[name]; f != nil {
		return f(), true
	}
	if strings.HasPrefix(name, "Other_") {
		// Contributory properties are not valid in patterns.
		return nil, false
	}
	if t := unicode.Properties[name]; t != nil {
		return tableRanges(t), true
	}
	if rs, ok := emojiProperties[name]; ok {
		return append([]cpRange(nil), rs...), true // callers may sort in place
	}
	return nil, false
}

func categoryRanges(v string) ([]cpRange, bool) {
	if short, ok := unicodeCategoryAliases[v]; ok {
		v = short
	}
	t := unicode.Categories[v]
	if t == nil {
		return nil, false
	}
	rs := tableRanges(t)
	if v == "C" {
		// Other includes unassigned code points.
		rs = unionRanges(rs, category("Cn"))
	}
	return rs, true
}

// writeRanges writes ranges as the inside of a character class.
func writeRanges(b *strings.Builder, rs []cpRange) {
	for _, r := range rs {
		writePatternRune(b, r.lo)
		if r.hi > r.lo {
			b.WriteByte('-')
			writePatternRune(b, r.hi)
		}
	}
}
