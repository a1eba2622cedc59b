package vm

import (
	"math"
	"strings"
	"sync"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"
)

// Intl.Collator, Intl.PluralRules, Intl.RelativeTimeFormat and
// Intl.ListFormat with English rules.

// ---- Collator ----

type collatorOpts struct {
	Usage       string `json:"usage"`
	Sensitivity string `json:"sensitivity"`
	IgnorePunct bool   `json:"ignorePunctuation"`
	Numeric     bool   `json:"numeric"`
	CaseFirst   string `json:"caseFirst"`
}

// newCollatorOpts resolves Collator options; c names the caller in errors.
func newCollatorOpts(m *Machine, optsV Value, c string) (*collatorOpts, error) {
	opts, err := intlOptions(m, optsV)
	if err != nil {
		return nil, err
	}
	co := &collatorOpts{}
	if co.Usage, err = intlString(m, opts, c, "usage", []string{"sort", "search"}, "sort"); err != nil {
		return nil, err
	}
	if co.Sensitivity, err = intlString(m, opts, c, "sensitivity", []string{"base", "accent", "case", "variant"}, "variant"); err != nil {
		return nil, err
	}
	b, err := intlBool(m, opts, "ignorePunctuation")
	if err != nil {
		return nil, err
	}
	co.IgnorePunct = b == "true"
	if b, err = intlBool(m, opts, "numeric"); err != nil {
		return nil, err
	}
	co.Numeric = b == "true"
	if co.CaseFirst, err = intlString(m, opts, c, "caseFirst", []string{"upper", "lower", "false"}, "false"); err != nil {
		return nil, err
	}
	return co, nil
}

// Collators are not safe for concurrent use and costly to build: one per
// option set, each used under the lock.
var (
	collatorsMu sync.Mutex
	collators   = map[collatorOpts]*collate.Collator{}
)

func (co collatorOpts) compare(a, b string) int {
	collatorsMu.Lock()
	defer collatorsMu.Unlock()
	key := co
	key.Usage = ""
	c := collators[key]
	if c == nil {
		var opts []collate.Option
		switch co.Sensitivity {
		case "base":
			opts = append(opts, collate.IgnoreCase, collate.IgnoreDiacritics)
		case "accent":
			opts = append(opts, collate.IgnoreCase)
		case "case":
			opts = append(opts, collate.IgnoreDiacritics)
		}
		if co.Numeric {
			opts = append(opts, collate.Numeric)
		}
		if co.IgnorePunct {
			opts = append(opts, collate.Loose)
		}
		c = collate.New(language.Und, opts...)
		collators[key] = c
	}
	return c.CompareString(a, b)
}

func thisCollator(m *Machine, this Value, method string) (*collatorOpts, *Object, error) {
	co := &collatorOpts{}
	o, err := thisIntl(m, this, "coll", method, co)
	return co, o, err
}

var biCollatorCompare = register("Intl.Collator.compare", 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	co, _, err := thisCollator(m, this, "compare")
	if err != nil {
		return undefined, err
	}
	a, err := m.toString(arg(args, 0))
	if err != nil {
		return undefined, err
	}
	b, err := m.toString(arg(args, 1))
	if err != nil {
		return undefined, err
	}
	return num(float64(co.compare(a, b))), nil
})

// stringLocaleCompare is String.prototype.localeCompare's comparison with
// its locales and options arguments.
func stringLocaleCompare(m *Machine, a, b string, args []Value) (int, error) {
	if arg(args, 2).isUndefined() {
		return localeCompare(a, b), nil
	}
	co, err := newCollatorOpts(m, arg(args, 2), "String.prototype.localeCompare")
	if err != nil {
		return 0, err
	}
	return co.compare(a, b), nil
}

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

func (rf *relTimeFormat) format(m *Machine, x float64, unitArg string) (string, error) {
	unit := strings.TrimSuffix(unitArg, "s")
	if !slicesContains(relUnits, unit) {
		return "", m.rangeError("Invalid unit argument for Intl.RelativeTimeFormat.prototype.format() '%s'", unitArg)
	}
	if x != x || math.IsInf(x, 0) {
		return "", m.rangeError("Invalid number value")
	}
	if rf.Numeric == "auto" && (x == 0 || x == 1 || x == -1) {
		names := relNames[unit]
		word := unit
		if rf.Style != "long" {
			word = names[0]
		}
		switch unit {
		case "day":
			return [...]string{"yesterday", "today", "tomorrow"}[int(x)+1], nil
		case "hour", "minute", "second":
			if x == 0 {
				if unit == "second" {
					return "now", nil
				}
				return "this " + unit, nil
			}
		default:
			return [...]string{"last ", "this ", "next "}[int(x)+1] + word, nil
		}
	}
	past := x < 0 || x == 0 && math.Signbit(x)
	nf := &numFormat{Style: "decimal", MinInt: 1, MaxFD: 3, UseGrouping: "auto", Notation: "standard", SignDisplay: "auto"}
	n := nf.format(math.Abs(x))
	one := n == "1"
	names := relNames[unit]
	var body string
	switch rf.Style {
	case "long":
		body = n + " " + unit
		if !one {
			body += "s"
		}
	case "short":
		body = n + " " + names[1]
		if one {
			body = n + " " + names[0]
		}
	default:
		body = n + names[2]
	}
	if past {
		return body + " ago", nil
	}
	return "in " + body, nil
}

// ---- ListFormat ----

type listFormat struct {
	Type  string `json:"type"`
	Style string `json:"style"`
}

func (lf *listFormat) format(items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	sep, last, pair := ", ", ", ", ", "
	switch {
	case lf.Type == "conjunction" && lf.Style == "long":
		last, pair = ", and ", " and "
	case lf.Type == "conjunction" && lf.Style == "short":
		last, pair = ", & ", " & "
	case lf.Type == "disjunction":
		last, pair = ", or ", " or "
	case lf.Type == "unit" && lf.Style == "narrow":
		sep, last, pair = " ", " ", " "
	}
	if len(items) == 2 {
		return items[0] + pair + items[1]
	}
	return strings.Join(items[:len(items)-1], sep) + last + items[len(items)-1]
}

func init() {
	intlClass(protoIntlCollator, "Collator", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		co, err := newCollatorOpts(m, arg(args, 1), "Intl.Collator")
		if err != nil {
			return undefined, err
		}
		return newIntlObject(m, protoIntlCollator, "coll", co)
	},
		intlGetter("Intl.Collator.prototype.compare", func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			_, o, err := thisCollator(m, this, "get Intl.Collator.prototype.compare")
			if err != nil {
				return undefined, err
			}
			return boundIntlMethod(m, o, biCollatorCompare), nil
		}),
		fn("Intl.Collator.prototype.resolvedOptions", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			co, _, err := thisCollator(m, this, "Intl.Collator.prototype.resolvedOptions")
			if err != nil {
				return undefined, err
			}
			return obj(m.plainObject("locale", intlLocale, "usage", co.Usage, "sensitivity", co.Sensitivity,
				"ignorePunctuation", co.IgnorePunct, "collation", "default", "numeric", co.Numeric, "caseFirst", co.CaseFirst)), nil
		}),
	)

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
		fn("Intl.RelativeTimeFormat.prototype.resolvedOptions", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			rf := &relTimeFormat{}
			if _, err := thisIntl(m, this, "rtf", "Intl.RelativeTimeFormat.prototype.resolvedOptions", rf); err != nil {
				return undefined, err
			}
			return obj(m.plainObject("locale", intlLocale, "style", rf.Style, "numeric", rf.Numeric, "numberingSystem", "latn")), nil
		}),
	)

	intlClass(protoIntlListFormat, "ListFormat", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		opts, err := intlOptions(m, arg(args, 1))
		if err != nil {
			return undefined, err
		}
		lf := &listFormat{}
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
			var items []string
			if l := arg(args, 0); !l.isUndefined() {
				vals, err := m.iterateToSlice(l)
				if err != nil {
					return undefined, err
				}
				for _, v := range vals {
					if v.kind != KString {
						return undefined, m.typeError("Iterable yielded %s which is not a string", m.inspectShort(v))
					}
					items = append(items, v.asString())
				}
			}
			return str(lf.format(items)), nil
		}),
		fn("Intl.ListFormat.prototype.resolvedOptions", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			lf := &listFormat{}
			if _, err := thisIntl(m, this, "lf", "Intl.ListFormat.prototype.resolvedOptions", lf); err != nil {
				return undefined, err
			}
			return obj(m.plainObject("locale", intlLocale, "type", lf.Type, "style", lf.Style)), nil
		}),
	)
}
