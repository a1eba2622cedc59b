package vm

import (
	"math"
	"math/big"
	"strconv"
	"strings"
)

// Intl.NumberFormat for en-US. Numbers are rounded on their shortest
// decimal representation (like ICU, so 1.005 rounds to 1.01), half away
// from zero.

type numFormat struct {
	Style           string `json:"style"`
	Currency        string `json:"currency,omitempty"`
	CurrencyDisplay string `json:"currencyDisplay,omitempty"`
	CurrencySign    string `json:"currencySign,omitempty"`
	MinInt          int    `json:"minInt"`
	MinFD           int    `json:"minFD"`
	MaxFD           int    `json:"maxFD"`
	MinSD           int    `json:"minSD,omitempty"` // 0: fraction digits rule
	MaxSD           int    `json:"maxSD,omitempty"`
	Compact         bool   `json:"compactRounding,omitempty"` // compact default rounding
	UseGrouping     string `json:"useGrouping"`               // auto, always, min2, false
	Notation        string `json:"notation"`
	CompactDisplay  string `json:"compactDisplay,omitempty"`
	SignDisplay     string `json:"signDisplay"`
}

type intlPart struct{ typ, val string }

type currencyInfo struct{ symbol, one, other string }

var currencies = map[string]currencyInfo{
	"USD": {"$", "US dollar", "US dollars"},
	"EUR": {"€", "euro", "euros"},
	"GBP": {"£", "British pound", "British pounds"},
	"JPY": {"¥", "Japanese yen", "Japanese yen"},
	"CAD": {"CA$", "Canadian dollar", "Canadian dollars"},
	"AUD": {"A$", "Australian dollar", "Australian dollars"},
	"CHF": {"CHF", "Swiss franc", "Swiss francs"},
	"CNY": {"CN¥", "Chinese yuan", "Chinese yuan"},
	"INR": {"₹", "Indian rupee", "Indian rupees"},
}

func currencyDigits(code string) int {
	if code == "JPY" {
		return 0
	}
	return 2
}

// newNumFormat resolves NumberFormat options.
// c names the caller in errors.
func newNumFormat(m *Machine, optsV Value, c string) (*numFormat, error) {
	opts, err := intlOptions(m, optsV)
	if err != nil {
		return nil, err
	}
	nf := &numFormat{}
	if nf.Style, err = intlString(m, opts, c, "style", []string{"decimal", "percent", "currency"}, "decimal"); err != nil {
		return nil, err
	}
	cur, err := intlString(m, opts, c, "currency", nil, "")
	if err != nil {
		return nil, err
	}
	if cur != "" {
		if len(cur) != 3 || strings.IndexFunc(cur, func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') }) >= 0 {
			return nil, m.rangeError("Invalid currency code : %s", cur)
		}
		cur = strings.ToUpper(cur)
	}
	display, err := intlString(m, opts, c, "currencyDisplay", []string{"symbol", "narrowSymbol", "code", "name"}, "symbol")
	if err != nil {
		return nil, err
	}
	sign, err := intlString(m, opts, c, "currencySign", []string{"standard", "accounting"}, "standard")
	if err != nil {
		return nil, err
	}
	if nf.Style == "currency" {
		if cur == "" {
			return nil, m.typeError("Currency code is required with currency style.")
		}
		nf.Currency, nf.CurrencyDisplay, nf.CurrencySign = cur, display, sign
	}
	if nf.Notation, err = intlString(m, opts, c, "notation", []string{"standard", "compact"}, "standard"); err != nil {
		return nil, err
	}
	if nf.MinInt, err = intlInt(m, opts, "minimumIntegerDigits", 1, 21); err != nil {
		return nil, err
	}
	if nf.MinInt < 0 {
		nf.MinInt = 1
	}
	minFD, err := intlInt(m, opts, "minimumFractionDigits", 0, 100)
	if err != nil {
		return nil, err
	}
	maxFD, err := intlInt(m, opts, "maximumFractionDigits", 0, 100)
	if err != nil {
		return nil, err
	}
	minSD, err := intlInt(m, opts, "minimumSignificantDigits", 1, 21)
	if err != nil {
		return nil, err
	}
	maxSD, err := intlInt(m, opts, "maximumSignificantDigits", 1, 21)
	if err != nil {
		return nil, err
	}
	defMin, defMax := 0, 3
	switch nf.Style {
	case "percent":
		defMax = 0
	case "currency":
		defMin = currencyDigits(nf.Currency)
		defMax = defMin
	}
	switch {
	case minSD >= 0 || maxSD >= 0:
		if minSD < 0 {
			minSD = 1
		}
		if maxSD < 0 {
			maxSD = 21
		}
		if minSD > maxSD {
			return nil, m.rangeError("maximumSignificantDigits value is out of range.")
		}
		nf.MinSD, nf.MaxSD = minSD, maxSD
		nf.MinFD, nf.MaxFD = defMin, defMax
	case minFD < 0 && maxFD < 0 && nf.Notation == "compact":
		nf.Compact = true
		nf.MinFD, nf.MaxFD, nf.MinSD, nf.MaxSD = 0, 0, 1, 2
	default:
		switch {
		case minFD < 0 && maxFD < 0:
			minFD, maxFD = defMin, defMax
		case minFD < 0:
			minFD = min(defMin, maxFD)
		case maxFD < 0:
			maxFD = max(defMax, minFD)
		case minFD > maxFD:
			return nil, m.rangeError("maximumFractionDigits value is out of range.")
		}
		nf.MinFD, nf.MaxFD = minFD, maxFD
	}
	if nf.Notation == "compact" {
		if nf.CompactDisplay, err = intlString(m, opts, c, "compactDisplay", []string{"short", "long"}, "short"); err != nil {
			return nil, err
		}
	}
	defGrouping := "auto"
	if nf.Notation == "compact" {
		defGrouping = "min2"
	}
	nf.UseGrouping = defGrouping
	if opts != nil {
		v, err := m.get(opts, "useGrouping", obj(opts))
		if err != nil {
			return nil, err
		}
		switch {
		case v.isUndefined():
		case v.kind == KBool && v.num != 0:
			nf.UseGrouping = "always"
		case !truthy(v):
			nf.UseGrouping = "false"
		default:
			s, err := m.toString(v)
			if err != nil {
				return nil, err
			}
			switch s {
			case "always", "auto", "min2":
				nf.UseGrouping = s
			case "true", "false":
				nf.UseGrouping = defGrouping
			default:
				return nil, m.rangeError("Value %s out of range for %s options property useGrouping", s, c)
			}
		}
	}
	if nf.SignDisplay, err = intlString(m, opts, c, "signDisplay", []string{"auto", "never", "always", "exceptZero", "negative"}, "auto"); err != nil {
		return nil, err
	}
	return nf, nil
}

// decimal is a non-negative number as digits with the decimal point after
// point digits (point may be <= 0 or > len(digits)).
type decimal struct {
	digits string
	point  int
}

func toDecimal(f float64) decimal {
	if f == 0 {
		return decimal{"0", 1}
	}
	s := strconv.FormatFloat(f, 'e', -1, 64) // d.ddde±x
	mant, exp, _ := strings.Cut(s, "e")
	e, _ := strconv.Atoi(exp)
	return decimal{strings.Replace(mant, ".", "", 1), e + 1}
}

func (d decimal) isZero() bool { return strings.Trim(d.digits, "0") == "" }

// round keeps the first keep digits, rounding half away from zero.
func (d decimal) round(keep int) decimal {
	if keep >= len(d.digits) {
		return d
	}
	if keep < 0 {
		return decimal{"0", 1}
	}
	up := d.digits[keep] >= '5'
	b := []byte(d.digits[:keep])
	if up {
		i := len(b) - 1
		for ; i >= 0 && b[i] == '9'; i-- {
			b[i] = '0'
		}
		if i >= 0 {
			b[i]++
		} else {
			b = append([]byte{'1'}, b...)
			d.point++
		}
	}
	if len(b) == 0 || strings.Trim(string(b), "0") == "" {
		return decimal{"0", 1}
	}
	return decimal{string(b), d.point}
}

// split returns the integer and fraction digits.
func (d decimal) split() (string, string) {
	switch {
	case d.point <= 0:
		return "0", strings.Repeat("0", -d.point) + d.digits
	case d.point >= len(d.digits):
		return d.digits + strings.Repeat("0", d.point-len(d.digits)), ""
	}
	return d.digits[:d.point], d.digits[d.point:]
}

// roundNumber applies the digit options to d.
func (nf *numFormat) roundNumber(d decimal) (string, string) {
	bySD := func() (string, string) {
		r := d.round(nf.MaxSD)
		if r.isZero() {
			r = decimal{"0", 1}
		} else {
			r.digits = strings.TrimRight(r.digits, "0")
		}
		if len(r.digits) < nf.MinSD {
			r.digits += strings.Repeat("0", nf.MinSD-len(r.digits))
		}
		return r.split()
	}
	byFD := func(minFD, maxFD int) (string, string) {
		ip, fp := d.round(d.point + maxFD).split()
		fp = strings.TrimRight(fp, "0")
		if len(fp) < minFD {
			fp += strings.Repeat("0", minFD-len(fp))
		}
		return ip, fp
	}
	switch {
	case nf.Compact:
		// At most two significant digits, but never rounding the integer.
		ip, fp := bySD()
		if len(ip) >= 2 {
			return byFD(0, 0)
		}
		return ip, fp
	case nf.MinSD > 0:
		return bySD()
	}
	return byFD(nf.MinFD, nf.MaxFD)
}

var compactShort = []string{"", "K", "M", "B", "T"}
var compactLong = []string{"", " thousand", " million", " billion", " trillion"}

func groupDigits(ip, mode string) []intlPart {
	minLen := 4
	switch mode {
	case "false":
		return []intlPart{{"integer", ip}}
	case "min2":
		minLen = 5
	}
	if len(ip) < minLen {
		return []intlPart{{"integer", ip}}
	}
	var parts []intlPart
	first := len(ip) % 3
	if first == 0 {
		first = 3
	}
	parts = append(parts, intlPart{"integer", ip[:first]})
	for i := first; i < len(ip); i += 3 {
		parts = append(parts, intlPart{"group", ","}, intlPart{"integer", ip[i : i+3]})
	}
	return parts
}

// formatParts formats x as a list of typed parts (formatToParts).
func (nf *numFormat) formatParts(x float64) []intlPart { return nf.formatPartsExact(x, nil) }

// formatPartsExact is formatParts where exact, when not nil, holds |x|'s
// exact digits (a BigInt wider than a float64); x still gives the sign.
func (nf *numFormat) formatPartsExact(x float64, exact *decimal) []intlPart {
	neg := x < 0 || x == 0 && math.Signbit(x)
	var body []intlPart
	zero := x == 0
	plural := "other"
	switch {
	case x != x:
		body = []intlPart{{"nan", "NaN"}}
		neg = false
		zero = true // exceptZero shows no sign on NaN
	case math.IsInf(x, 0):
		body = []intlPart{{"infinity", "∞"}}
	default:
		d := toDecimal(math.Abs(x))
		if exact != nil {
			d = *exact
		}
		if nf.Style == "percent" && !d.isZero() {
			d.point += 2
		}
		exp := 0
		var ip, fp string
		for {
			scaled := d
			scaled.point -= exp * 3
			ip, fp = nf.roundNumber(scaled)
			if nf.Notation != "compact" || len(ip) <= 3 || exp == 4 {
				break
			}
			exp++
		}
		zero = strings.Trim(ip+fp, "0") == ""
		if ip == "1" && fp == "" {
			plural = "one"
		}
		if len(ip) < nf.MinInt {
			ip = strings.Repeat("0", nf.MinInt-len(ip)) + ip
		}
		body = groupDigits(ip, nf.UseGrouping)
		if fp != "" {
			body = append(body, intlPart{"decimal", "."}, intlPart{"fraction", fp})
		}
		if exp > 0 {
			if nf.CompactDisplay == "long" {
				body = append(body, intlPart{"literal", " "}, intlPart{"compact", compactLong[exp][1:]})
			} else {
				body = append(body, intlPart{"compact", compactShort[exp]})
			}
		}
	}
	var sign string
	switch nf.SignDisplay {
	case "auto":
		if neg {
			sign = "-"
		}
	case "always":
		sign = "+"
		if neg {
			sign = "-"
		}
	case "exceptZero":
		if !zero {
			sign = "+"
			if neg {
				sign = "-"
			}
		}
	case "negative":
		if neg && !zero {
			sign = "-"
		}
	}
	accounting := nf.Style == "currency" && nf.CurrencySign == "accounting" && sign == "-"
	var out []intlPart
	if accounting {
		out = append(out, intlPart{"literal", "("})
	} else if sign == "-" {
		out = append(out, intlPart{"minusSign", "-"})
	} else if sign == "+" {
		out = append(out, intlPart{"plusSign", "+"})
	}
	switch nf.Style {
	case "currency":
		info, known := currencies[nf.Currency]
		switch nf.CurrencyDisplay {
		case "name":
			name := nf.Currency
			if known {
				name = info.other
				if plural == "one" {
					name = info.one
				}
			}
			out = append(out, body...)
			out = append(out, intlPart{"literal", " "}, intlPart{"currency", name})
		case "code":
			out = append(out, intlPart{"currency", nf.Currency}, intlPart{"literal", "\u00a0"})
			out = append(out, body...)
		default:
			sym := nf.Currency
			if known {
				sym = info.symbol
			}
			if nf.CurrencyDisplay == "narrowSymbol" && known {
				sym = strings.TrimLeft(sym, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
				if sym == "" {
					sym = info.symbol
				}
			}
			out = append(out, intlPart{"currency", sym})
			if !known || sym == nf.Currency {
				out = append(out, intlPart{"literal", "\u00a0"})
			}
			out = append(out, body...)
		}
	case "percent":
		out = append(out, body...)
		out = append(out, intlPart{"percentSign", "%"})
	default:
		out = append(out, body...)
	}
	if accounting {
		out = append(out, intlPart{"literal", ")"})
	}
	return out
}

func (nf *numFormat) format(x float64) string { return joinParts(nf.formatParts(x)) }

func joinParts(parts []intlPart) string {
	var b strings.Builder
	for _, p := range parts {
		b.WriteString(p.val)
	}
	return b.String()
}

// formatNumeric formats a Number or, exactly, a BigInt (format and
// formatToParts take both).
func (m *Machine) formatNumeric(nf *numFormat, v Value) ([]intlPart, error) {
	n, err := m.toNumeric(v)
	if err != nil {
		return nil, err
	}
	if n.kind != KBigInt {
		return nf.formatParts(n.num), nil
	}
	b := n.asBigInt()
	digits := new(big.Int).Abs(b).String()
	return nf.formatPartsExact(bigintToNumber(b), &decimal{digits: digits, point: len(digits)}), nil
}

func (nf *numFormat) resolved(m *Machine) *Object {
	kv := []any{"locale", intlLocale, "numberingSystem", "latn", "style", nf.Style}
	if nf.Style == "currency" {
		kv = append(kv, "currency", nf.Currency, "currencyDisplay", nf.CurrencyDisplay, "currencySign", nf.CurrencySign)
	}
	kv = append(kv, "minimumIntegerDigits", nf.MinInt)
	if nf.MinSD > 0 && !nf.Compact {
		kv = append(kv, "minimumSignificantDigits", nf.MinSD, "maximumSignificantDigits", nf.MaxSD)
	} else if !nf.Compact {
		kv = append(kv, "minimumFractionDigits", nf.MinFD, "maximumFractionDigits", nf.MaxFD)
	} else {
		kv = append(kv, "minimumSignificantDigits", 1, "maximumSignificantDigits", 2, "minimumFractionDigits", 0, "maximumFractionDigits", 0)
	}
	var grouping Value = str(nf.UseGrouping)
	if nf.UseGrouping == "false" {
		grouping = boolean(false)
	}
	kv = append(kv, "useGrouping", grouping, "notation", nf.Notation)
	if nf.Notation == "compact" {
		kv = append(kv, "compactDisplay", nf.CompactDisplay)
	}
	kv = append(kv, "signDisplay", nf.SignDisplay, "roundingMode", "halfExpand", "roundingIncrement", 1, "trailingZeroDisplay", "auto")
	if nf.Compact {
		kv = append(kv, "roundingPriority", "morePrecision")
	} else {
		kv = append(kv, "roundingPriority", "auto")
	}
	return m.plainObject(kv...)
}

func thisNumFormat(m *Machine, this Value, method string) (*numFormat, *Object, error) {
	nf := &numFormat{}
	o, err := thisIntl(m, this, "nf", method, nf)
	return nf, o, err
}

var biNumFormatFormat = register("Intl.NumberFormat.format", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	nf, _, err := thisNumFormat(m, this, "format")
	if err != nil {
		return undefined, err
	}
	parts, err := m.formatNumeric(nf, arg(args, 0))
	if err != nil {
		return undefined, err
	}
	return str(joinParts(parts)), nil
})

func init() {
	intlClass(protoIntlNumberFormat, "NumberFormat", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		nf, err := newNumFormat(m, arg(args, 1), "Intl.NumberFormat")
		if err != nil {
			return undefined, err
		}
		return newIntlObject(m, protoIntlNumberFormat, "nf", nf)
	},
		intlGetter("Intl.NumberFormat.prototype.format", func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			_, o, err := thisNumFormat(m, this, "get Intl.NumberFormat.prototype.format")
			if err != nil {
				return undefined, err
			}
			return boundIntlMethod(m, o, biNumFormatFormat), nil
		}),
		fn("Intl.NumberFormat.prototype.formatToParts", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			nf, _, err := thisNumFormat(m, this, "Intl.NumberFormat.prototype.formatToParts")
			if err != nil {
				return undefined, err
			}
			parts, err := m.formatNumeric(nf, arg(args, 0))
			if err != nil {
				return undefined, err
			}
			return m.partsArray(parts), nil
		}),
		fn("Intl.NumberFormat.prototype.resolvedOptions", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			nf, _, err := thisNumFormat(m, this, "Intl.NumberFormat.prototype.resolvedOptions")
			if err != nil {
				return undefined, err
			}
			return obj(nf.resolved(m)), nil
		}),
	)
}

func (m *Machine) partsArray(parts []intlPart) Value {
	vals := make([]Value, len(parts))
	for i, p := range parts {
		vals[i] = obj(m.plainObject("type", p.typ, "value", p.val))
	}
	return m.newArrayValue(vals)
}

// numberToLocaleString is Number.prototype.toLocaleString(locales, options).
func numberToLocaleString(m *Machine, x float64, args []Value) (string, error) {
	nf, err := newNumFormat(m, arg(args, 1), "Number.prototype.toLocaleString")
	if err != nil {
		return "", err
	}
	return nf.format(x), nil
}
