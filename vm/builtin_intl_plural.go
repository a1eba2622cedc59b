package vm

import "math"

// Intl.PluralRules.

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

// initPluralRules registers Intl.PluralRules; builtin_intl_misc.go's init
// calls it at the place it had there (ids and BuildID follow registration
// order; see builtin_core.go).
func initPluralRules() {
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
}
