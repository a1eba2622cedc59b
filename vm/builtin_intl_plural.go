package vm

import (
	"math"
	"strconv"
	"strings"
	"sync"
)

// Intl.PluralRules, and the plural categories the other services choose
// their words by. The rules are CLDR's (pluralRuleText in the generated
// builtin_intl_number_words.go, checked there against node's ICU), kept as
// text and evaluated here on the operands of the formatted number.

// pluralLocale is a locale's plural data (see pluralLocales).
type pluralLocale struct {
	locale, rules string
	cats, ranges  [2]string // cardinal, ordinal
}

// pluralOf is the plural data of a resolved locale tag (en-US without one).
func pluralOf(tag string) pluralLocale {
	if p, ok := pluralLocales[tag]; ok {
		return p
	}
	return pluralLocales["en-US"]
}

// pluralOperands are CLDR's operands of a formatted number: i its integer
// digits, f its fraction digits as written (trailing zeros count for v),
// e the compact exponent.
type pluralOperands struct {
	ip, fp string
	e      int
}

// digitsValue is the value of a digit string for the rules' comparisons:
// only the last 15 digits (the rules compare with small numbers and take
// remainders by powers of ten), and big when more are not all zero.
func digitsValue(s string) (v uint64, big bool) {
	if len(s) > 15 {
		big = strings.Trim(s[:len(s)-15], "0") != ""
		s = s[len(s)-15:]
	}
	v, _ = strconv.ParseUint("0"+s, 10, 64)
	return v, big
}

// operand returns the value of operand name and whether it is an integer
// that fits (n with a nonzero fraction is not).
func (o pluralOperands) operand(name byte) (uint64, bool) {
	switch name {
	case 'n':
		if strings.Trim(o.fp, "0") != "" {
			return 0, false
		}
		v, big := digitsValue(o.ip)
		return v, !big
	case 'i':
		v, big := digitsValue(o.ip)
		return v, !big
	case 'v':
		return uint64(len(o.fp)), true
	case 'w':
		return uint64(len(strings.TrimRight(o.fp, "0"))), true
	case 'f':
		v, big := digitsValue(o.fp)
		return v, !big
	case 't':
		v, big := digitsValue(strings.TrimRight(o.fp, "0"))
		return v, !big
	case 'e', 'c':
		return uint64(o.e), true
	}
	return 0, false
}

// modOperand is operand name % mod; the remainder of a long integer is
// that of its last digits (mod is a power of ten).
func (o pluralOperands) modOperand(name byte, mod uint64) (uint64, bool) {
	if name == 'n' || name == 'i' {
		if name == 'n' && strings.Trim(o.fp, "0") != "" {
			return 0, false
		}
		v, _ := digitsValue(o.ip)
		return v % mod, true
	}
	v, ok := o.operand(name)
	return v % mod, ok
}

// pluralRelation is one "x % m = a,b..c" of a rule.
type pluralRelation struct {
	operand byte
	mod     uint64
	not     bool
	ranges  [][2]uint64
}

// pluralRule is a category and its condition: or of ands of relations.
type pluralRule struct {
	category string
	or       [][]pluralRelation
}

var pluralRuleCache sync.Map // rule text -> []pluralRule

// parsePluralRules reads "category:condition;..." (CLDR syntax without
// samples).
func parsePluralRules(text string) []pluralRule {
	if v, ok := pluralRuleCache.Load(text); ok {
		return v.([]pluralRule)
	}
	var rules []pluralRule
	for _, r := range strings.Split(text, ";") {
		cat, cond, ok := strings.Cut(r, ":")
		if !ok {
			continue
		}
		rule := pluralRule{category: cat}
		for _, and := range strings.Split(cond, " or ") {
			var rels []pluralRelation
			for _, rel := range strings.Split(and, " and ") {
				f := strings.Fields(rel) // x [% m] (=|!=) list
				pr := pluralRelation{operand: f[0][0]}
				if f[1] == "%" {
					pr.mod, _ = strconv.ParseUint(f[2], 10, 64)
					f = f[2:]
				}
				pr.not = f[1] == "!="
				for _, item := range strings.Split(f[2], ",") {
					lo, hi, isRange := strings.Cut(item, "..")
					a, _ := strconv.ParseUint(lo, 10, 64)
					b := a
					if isRange {
						b, _ = strconv.ParseUint(hi, 10, 64)
					}
					pr.ranges = append(pr.ranges, [2]uint64{a, b})
				}
				rels = append(rels, pr)
			}
			rule.or = append(rule.or, rels)
		}
		rules = append(rules, rule)
	}
	pluralRuleCache.Store(text, rules)
	return rules
}

func (r pluralRelation) holds(o pluralOperands) bool {
	var v uint64
	var ok bool
	if r.mod > 0 {
		v, ok = o.modOperand(r.operand, r.mod)
	} else {
		v, ok = o.operand(r.operand)
	}
	in := false
	if ok {
		for _, rg := range r.ranges {
			if v >= rg[0] && v <= rg[1] {
				in = true
				break
			}
		}
	}
	return in != r.not
}

// pluralCategory is the category of the operands under the rules of
// locale tag (ordinal or cardinal).
func pluralCategory(tag string, ordinal bool, o pluralOperands) string {
	texts := pluralRuleText[pluralOf(tag).rules]
	text := texts[0]
	if ordinal {
		text = texts[1]
	}
	for _, rule := range parsePluralRules(text) {
		for _, and := range rule.or {
			all := true
			for _, rel := range and {
				if !rel.holds(o) {
					all = false
					break
				}
			}
			if all {
				return rule.category
			}
		}
	}
	return "other"
}

// ---- PluralRules ----

type pluralRules struct {
	Locale string     `json:"locale,omitempty"` // the tag the data is read for; "" is en-US
	Type   string     `json:"type"`
	Digits *numFormat `json:"digits"`
}

func (pr *pluralRules) selectPlural(x float64) string {
	if x != x || math.IsInf(x, 0) {
		return "other"
	}
	ip, fp := pr.Digits.roundNumber(toDecimal(math.Abs(x)))
	return pluralCategory(pr.Locale, pr.Type == "ordinal", pluralOperands{ip: ip, fp: fp})
}

// selectRange is the category of the range x–y: CLDR's plural ranges by
// the categories of the two ends (other when the locale has no entry).
func (pr *pluralRules) selectRange(x, y float64) string {
	return pr.rangeCategory(pr.selectPlural(x), pr.selectPlural(y))
}

// rangeCategory is the category of a range from category a to b.
func (pr *pluralRules) rangeCategory(a, b string) string {
	ranges := pluralOf(pr.Locale).ranges[0]
	if pr.Type == "ordinal" {
		ranges = pluralOf(pr.Locale).ranges[1]
	}
	for _, e := range strings.Split(ranges, ",") {
		if k, v, ok := strings.Cut(e, "="); ok && k == a+"+"+b {
			return v
		}
	}
	return "other"
}

func thisPluralRules(m *Machine, this Value, method string) (*pluralRules, error) {
	pr := &pluralRules{}
	_, err := thisIntl(m, this, "pr", method, pr)
	return pr, err
}

// initPluralRules registers Intl.PluralRules; builtin_intl_misc.go's init
// calls it at the place it had there (ids and BuildID follow registration
// order; see builtin_core.go).
func initPluralRules() {
	intlClass(protoIntlPluralRules, "PluralRules", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		locale, opts, err := intlLocaleOptions(m, args)
		if err != nil {
			return undefined, err
		}
		pr := &pluralRules{}
		if locale != intlLocale {
			pr.Locale = locale
		}
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
			p := pluralOf(pr.Locale)
			list := p.cats[0]
			if pr.Type == "ordinal" {
				list = p.cats[1]
			}
			var cats []Value
			for _, c := range strings.Split(list, ",") {
				cats = append(cats, str(c))
			}
			kv := []any{"locale", p.locale, "type", pr.Type, "minimumIntegerDigits", pr.Digits.MinInt}
			if pr.Digits.MinSD > 0 {
				kv = append(kv, "minimumSignificantDigits", pr.Digits.MinSD, "maximumSignificantDigits", pr.Digits.MaxSD)
			} else {
				kv = append(kv, "minimumFractionDigits", pr.Digits.MinFD, "maximumFractionDigits", pr.Digits.MaxFD)
			}
			kv = append(kv, "pluralCategories", m.newArrayValue(cats))
			return obj(m.plainObject(kv...)), nil
		}),
		fn("Intl.PluralRules.prototype.selectRange", 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			pr, err := thisPluralRules(m, this, "Intl.PluralRules.prototype.selectRange")
			if err != nil {
				return undefined, err
			}
			start, end := arg(args, 0), arg(args, 1)
			if start.isUndefined() {
				return undefined, m.typeError("Invalid startRange : undefined")
			}
			if end.isUndefined() {
				return undefined, m.typeError("Invalid endRange : undefined")
			}
			x, err := m.toNumber(start)
			if err != nil {
				return undefined, err
			}
			y, err := m.toNumber(end)
			if err != nil {
				return undefined, err
			}
			if x != x {
				return undefined, m.rangeError("Invalid startRange : NaN")
			}
			if y != y {
				return undefined, m.rangeError("Invalid endRange : NaN")
			}
			return str(pr.selectRange(x, y)), nil
		}),
	)
}
