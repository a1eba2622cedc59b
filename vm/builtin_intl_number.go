package vm

import (
	"fmt"
	"math"
	"math/big"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Intl.NumberFormat: en-US by its own code, the generated locales by their
// symbols, patterns and words (builtin_intl_number_words.go). Numbers are
// rounded on their shortest
// decimal representation (like ICU, so 1.005 rounds to 1.01), half away
// from zero.

type numFormat struct {
	Locale          string `json:"locale,omitempty"` // resolved locale; "" is en-US
	Style           string `json:"style"`
	Currency        string `json:"currency,omitempty"`
	CurrencyDisplay string `json:"currencyDisplay,omitempty"`
	CurrencySign    string `json:"currencySign,omitempty"`
	Unit            string `json:"unit,omitempty"`
	UnitDisplay     string `json:"unitDisplay,omitempty"`
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
	// Rounding options; empty or zero means the default (halfExpand, 1,
	// auto, auto), so the JSON of older states still decodes.
	RoundingMode string `json:"roundingMode,omitempty"`
	Increment    int    `json:"roundingIncrement,omitempty"`
	Priority     string `json:"roundingPriority,omitempty"` // morePrecision or lessPrecision: both digit rules apply
	TrailingZero string `json:"trailingZeroDisplay,omitempty"`

	// formatRange's state for one call (never saved): approx formats with
	// the approximately sign, plural forces the words' plural category,
	// layers receives the levels of the result.
	approx bool
	plural string
	layers *numLayers
}

func (nf *numFormat) roundingMode() string {
	if nf.RoundingMode == "" {
		return "halfExpand"
	}
	return nf.RoundingMode
}

func (nf *numFormat) increment() int {
	if nf.Increment == 0 {
		return 1
	}
	return nf.Increment
}

type intlPart struct{ typ, val string }

// newNumFormat resolves NumberFormat options.
// c names the caller in errors.
func newNumFormat(m *Machine, optsV Value, c string) (*numFormat, error) {
	opts, err := intlOptions(m, optsV)
	if err != nil {
		return nil, err
	}
	nf := &numFormat{}
	if nf.Style, err = intlString(m, opts, c, "style", []string{"decimal", "percent", "currency", "unit"}, "decimal"); err != nil {
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
	unit, err := intlString(m, opts, c, "unit", nil, "")
	if err != nil {
		return nil, err
	}
	if unit != "" && !validUnit(unit) {
		return nil, m.rangeError("Invalid unit argument for %s() '%s'", c, unit)
	}
	unitDisplay, err := intlString(m, opts, c, "unitDisplay", []string{"short", "narrow", "long"}, "short")
	if err != nil {
		return nil, err
	}
	if nf.Style == "unit" {
		if unit == "" {
			return nil, m.typeError("Invalid unit argument for %s() ''", c)
		}
		nf.Unit, nf.UnitDisplay = unit, unitDisplay
	}
	if nf.Notation, err = intlString(m, opts, c, "notation", []string{"standard", "scientific", "engineering", "compact"}, "standard"); err != nil {
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
	inc, err := intlInt(m, opts, "roundingIncrement", 1, 5000)
	if err != nil {
		return nil, err
	}
	switch inc {
	case -1:
		inc = 1
	case 1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000:
	default:
		return nil, m.rangeError("roundingIncrement value is out of range.")
	}
	mode, err := intlString(m, opts, c, "roundingMode", []string{"ceil", "floor", "expand", "trunc", "halfCeil", "halfFloor", "halfExpand", "halfTrunc", "halfEven"}, "halfExpand")
	if err != nil {
		return nil, err
	}
	// V8 names this step in the message.
	priority, err := intlString(m, opts, "SetNumberFormatDigitOptions", "roundingPriority", []string{"auto", "morePrecision", "lessPrecision"}, "auto")
	if err != nil {
		return nil, err
	}
	trailing, err := intlString(m, opts, c, "trailingZeroDisplay", []string{"auto", "stripIfInteger"}, "auto")
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
	if inc != 1 {
		defMax = defMin
	}
	// SetNumberFormatDigitOptions: which digit rules apply.
	hasSD := minSD >= 0 || maxSD >= 0
	hasFD := minFD >= 0 || maxFD >= 0
	needSD, needFD := true, true
	if priority == "auto" {
		needSD = hasSD
		if needSD || !hasFD && nf.Notation == "compact" {
			needFD = false
		}
	}
	if needSD {
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
	}
	if needFD {
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
	} else if needSD {
		nf.MinFD, nf.MaxFD = defMin, defMax // not used, but resolvedOptions of PluralRules reads them
	}
	switch {
	case !needSD && !needFD: // compact notation's default rounding
		nf.Compact = true
		nf.MinFD, nf.MaxFD, nf.MinSD, nf.MaxSD = 0, 0, 1, 2
	case priority != "auto":
		nf.Priority = priority
	}
	if inc != 1 {
		if nf.Compact || nf.Priority != "" || nf.MinSD > 0 {
			return nil, m.typeError("RoundingType is not fractionDigits")
		}
		if nf.MinFD != nf.MaxFD {
			return nil, m.rangeError("maximumFractionDigits not equal to minimumFractionDigits")
		}
		nf.Increment = inc
	}
	if mode != "halfExpand" {
		nf.RoundingMode = mode
	}
	if trailing != "auto" {
		nf.TrailingZero = trailing
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
func (d decimal) round(keep int) decimal { return d.roundMode(keep, "halfExpand", false) }

// roundMode keeps the first keep digits (keep <= 0: rounds to the unit
// -keep places left of the first digit), rounding by an ECMA-402
// roundingMode; neg is the sign of the number (ceil and floor depend on it).
func (d decimal) roundMode(keep int, mode string, neg bool) decimal {
	if keep >= len(d.digits) {
		return d
	}
	var kept, rest string
	if keep > 0 {
		kept, rest = d.digits[:keep], d.digits[keep:]
	} else {
		rest = strings.Repeat("0", -keep) + d.digits
	}
	half := 0 // how the discarded digits compare with half a unit
	switch {
	case rest[0] > '5':
		half = 1
	case rest[0] < '5':
		half = -1
	case strings.Trim(rest[1:], "0") != "":
		half = 1
	}
	odd := kept != "" && (kept[len(kept)-1]-'0')%2 == 1
	if !roundsUp(mode, neg, strings.Trim(rest, "0") != "", half, odd) {
		if strings.Trim(kept, "0") == "" {
			return decimal{"0", 1}
		}
		return decimal{kept, d.point}
	}
	if keep <= 0 {
		return decimal{"1", d.point - keep + 1}
	}
	b := []byte(kept)
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
	return decimal{string(b), d.point}
}

// roundsUp reports whether rounding increases the magnitude: nonzero is
// whether anything is discarded, half compares the discarded part with
// half a unit (-1, 0, 1), odd whether the last kept digit is odd.
func roundsUp(mode string, neg, nonzero bool, half int, odd bool) bool {
	if !nonzero {
		return false
	}
	switch mode {
	case "ceil":
		return !neg
	case "floor":
		return neg
	case "expand":
		return true
	case "trunc":
		return false
	case "halfCeil":
		return half > 0 || half == 0 && !neg
	case "halfFloor":
		return half > 0 || half == 0 && neg
	case "halfTrunc":
		return half > 0
	case "halfEven":
		return half > 0 || half == 0 && odd
	}
	return half >= 0 // halfExpand
}

// roundIncrement rounds d to a multiple of inc units of 10^-fd
// (roundingIncrement).
func (d decimal) roundIncrement(fd, inc int, mode string, neg bool) decimal {
	k := d.point + fd // digits of d * 10^fd before the point
	var intPart, rest string
	switch {
	case k >= len(d.digits):
		intPart = d.digits + strings.Repeat("0", k-len(d.digits))
	case k <= 0:
		intPart, rest = "0", strings.Repeat("0", -k)+d.digits
	default:
		intPart, rest = d.digits[:k], d.digits[k:]
	}
	n, _ := new(big.Int).SetString(intPart, 10)
	q, r := new(big.Int).QuoRem(n, big.NewInt(int64(inc)), new(big.Int))
	// Compare (r + 0.rest) with inc/2: 2*(r*10^len(rest) + rest) vs inc*10^len(rest).
	scale := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(len(rest))), nil)
	frac := new(big.Int).Mul(r, scale)
	if rest != "" {
		rv, _ := new(big.Int).SetString(rest, 10)
		frac.Add(frac, rv)
	}
	twice := new(big.Int).Lsh(frac, 1)
	half := twice.Cmp(new(big.Int).Mul(big.NewInt(int64(inc)), scale))
	if roundsUp(mode, neg, frac.Sign() != 0, half, q.Bit(0) == 1) {
		q.Add(q, big.NewInt(1))
	}
	digits := q.Mul(q, big.NewInt(int64(inc))).String()
	if digits == "0" {
		return decimal{"0", 1}
	}
	return decimal{digits, len(digits) - fd}
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

// roundNumber applies the digit options to d, a non-negative number.
func (nf *numFormat) roundNumber(d decimal) (string, string) { return nf.roundSigned(d, false) }

// roundSigned applies the digit options to d, the magnitude of a number
// whose sign is neg (roundingMode ceil and floor depend on it).
func (nf *numFormat) roundSigned(d decimal, neg bool) (string, string) {
	mode := nf.roundingMode()
	// bySD also returns the rounding magnitude (the power of ten of the
	// last digit kept), which roundingPriority compares.
	bySD := func() (string, string, int) {
		r := d.roundMode(nf.MaxSD, mode, neg)
		mag := r.point - nf.MaxSD
		if r.isZero() {
			r = decimal{"0", 1}
			mag = 1 - nf.MaxSD
		} else {
			r.digits = strings.TrimRight(r.digits, "0")
		}
		if len(r.digits) < nf.MinSD {
			r.digits += strings.Repeat("0", nf.MinSD-len(r.digits))
		}
		ip, fp := r.split()
		return ip, fp, mag
	}
	byFD := func(minFD, maxFD int) (string, string) {
		var r decimal
		if inc := nf.increment(); inc > 1 {
			r = d.roundIncrement(maxFD, inc, mode, neg)
		} else {
			r = d.roundMode(d.point+maxFD, mode, neg)
		}
		ip, fp := r.split()
		fp = strings.TrimRight(fp, "0")
		if len(fp) < minFD {
			fp += strings.Repeat("0", minFD-len(fp))
		}
		return ip, fp
	}
	switch {
	case nf.Compact:
		// At most two significant digits, but never rounding the integer.
		ip, fp, _ := bySD()
		if len(ip) >= 2 {
			return byFD(0, 0)
		}
		return ip, fp
	case nf.Priority != "":
		sip, sfp, smag := bySD()
		fip, ffp := byFD(nf.MinFD, nf.MaxFD)
		useFixed := smag > -nf.MaxFD // the fixed result is the more precise
		if nf.Priority == "lessPrecision" {
			useFixed = !useFixed
		}
		if useFixed {
			return fip, ffp
		}
		return sip, sfp
	case nf.MinSD > 0:
		ip, fp, _ := bySD()
		return ip, fp
	}
	return byFD(nf.MinFD, nf.MaxFD)
}

// compactLong are en-US's long compact words by power of a thousand.
var compactLong = []string{"", " thousand", " million", " billion", " trillion"}

// groupDigits groups an integer's digits with the locale's separator:
// groups of three, or for en-IN three then twos; mode min2 (and locales
// whose minimum grouping is two) leave four-digit numbers alone.
func groupDigits(ip, mode, sep string, minGroup int, indian bool) []intlPart {
	minLen := 4
	switch {
	case mode == "false":
		return []intlPart{{"integer", ip}}
	case mode == "min2" || mode == "auto" && minGroup == 2:
		minLen = 5
	}
	if len(ip) < minLen {
		return []intlPart{{"integer", ip}}
	}
	// Split from the right: the last group has three digits, the others
	// three (or two in Indian grouping).
	var groups []string
	rest := ip[:len(ip)-3]
	groups = append(groups, ip[len(ip)-3:])
	size := 3
	if indian {
		size = 2
	}
	for len(rest) > size {
		groups = append(groups, rest[len(rest)-size:])
		rest = rest[:len(rest)-size]
	}
	groups = append(groups, rest)
	parts := []intlPart{{"integer", groups[len(groups)-1]}}
	for i := len(groups) - 2; i >= 0; i-- {
		parts = append(parts, intlPart{"group", sep}, intlPart{"integer", groups[i]})
	}
	return parts
}

// locale is the data the format uses (en-US for "" and "en").
func (nf *numFormat) locale() *localeData {
	if d := localeTable[nf.Locale]; d != nil {
		return d
	}
	return localeTable["en-US"]
}

// compactForm is the compact short form for numbers whose magnitude
// (power of ten) is mag: the power of ten the number is divided by, the
// template ("#~", "# ~") and the compact text; div 0 shows the number whole.
func compactForm(loc *localeData, mag int) (div int, tmpl, text string) {
	if mag < 0 {
		return 0, "", ""
	}
	forms := loc.tables().compact
	if mag >= len(forms) {
		mag = len(forms) - 1
	}
	f := strings.SplitN(forms[mag], ";", 3)
	if len(f) != 3 {
		return 0, "", ""
	}
	div, _ = strconv.Atoi(f[0])
	return div, f[1], f[2]
}

// expandTemplate replaces a template's placeholders (# the number, ¤ the
// currency, - and + the sign, % the percent sign, ~ the compact text)
// with parts; the rest is literal.
func expandTemplate(tmpl string, loc *localeData, number []intlPart, currency, compact string) []intlPart {
	var out []intlPart
	lit := ""
	flush := func() {
		if lit != "" {
			out = append(out, intlPart{"literal", lit})
			lit = ""
		}
	}
	for _, r := range tmpl {
		var p []intlPart
		switch r {
		case '#':
			p = number
		case '¤':
			p = []intlPart{{"currency", currency}}
		case '-':
			p = []intlPart{{"minusSign", loc.minus}}
		case '+':
			p = []intlPart{{"plusSign", loc.plus}}
		case '%':
			p = []intlPart{{"percentSign", loc.percentSign}}
		case '~':
			p = []intlPart{{"compact", compact}}
		case '\x01':
			p = []intlPart{{"approximatelySign", ""}} // formatRange fills in the locale's sign
		default:
			lit += string(r)
			continue
		}
		flush()
		out = append(out, p...)
	}
	flush()
	return out
}

// currencySpacing applies ICU's currency spacing: a symbol whose side
// next to the digits is not a symbol character ("CHF", "US$" read from
// the left, "Kč") is kept apart from them by a no-break space.
func currencySpacing(tmpl, sym string, number []intlPart) string {
	if len(number) == 0 || number[0].typ != "integer" {
		return tmpl // NaN and ∞ are not digits: no space
	}
	if i := strings.Index(tmpl, "¤#"); i >= 0 {
		if r, _ := utf8.DecodeLastRuneInString(sym); !unicode.IsSymbol(r) && !unicode.IsSpace(r) {
			return tmpl[:i] + "¤\u00a0#" + tmpl[i+len("¤#"):]
		}
	}
	if i := strings.Index(tmpl, "#¤"); i >= 0 {
		if r, _ := utf8.DecodeRuneInString(sym); !unicode.IsSymbol(r) && !unicode.IsSpace(r) {
			return tmpl[:i] + "#\u00a0¤" + tmpl[i+len("#¤"):]
		}
	}
	return tmpl
}

// formatParts formats x as a list of typed parts (formatToParts).
func (nf *numFormat) formatParts(x float64) []intlPart { return nf.formatPartsExact(x, nil) }

// formatPartsExact is formatParts where exact, when not nil, holds |x|'s
// exact digits (a BigInt wider than a float64); x still gives the sign.
func (nf *numFormat) formatPartsExact(x float64, exact *decimal) []intlPart {
	loc := nf.locale()
	neg := x < 0 || x == 0 && math.Signbit(x)
	var body []intlPart
	zero := x == 0
	plural := "other"
	exactOne := false // the number shows as 1 (for the long compact "mille")
	compactPlural := "other"
	switch {
	case x != x:
		body = []intlPart{{"nan", loc.nan}}
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
		var ip, fp string
		sciExp, sciStep := 0, 0 // scientific: exponent and its multiple
		switch nf.Notation {
		case "scientific":
			sciStep = 1
		case "engineering":
			sciStep = 3
		}
		if sciStep > 0 && !d.isZero() {
			sciExp = intFloorDiv(d.point-1, sciStep) * sciStep
		}
		// Compact notation: the form is chosen by the magnitude, and
		// again when rounding carries into a larger one (999999 is 1M).
		div, ctmpl, ctext := 0, "", ""
		mag := -1
		if nf.Notation == "compact" && !d.isZero() {
			mag = d.point - 1
			div, ctmpl, ctext = nf.compactForm(loc, mag)
		}
		for {
			scaled := d
			scaled.point -= div + sciExp
			ip, fp = nf.roundSigned(scaled, neg)
			if sciStep > 0 {
				// Rounding up may carry into a new digit (9.9996E0 -> 1E1).
				if len(ip) <= sciStep || ip == "0" {
					break
				}
				sciExp += sciStep
				continue
			}
			if mag >= 0 && ip != "0" {
				if newMag := len(ip) - 1 + div; newMag > mag {
					if ndiv, nt, ntext := nf.compactForm(loc, newMag); nt != ctmpl || ntext != ctext || ndiv != div {
						mag, div, ctmpl, ctext = newMag, ndiv, nt, ntext
						continue
					}
				}
			}
			break
		}
		if nf.TrailingZero == "stripIfInteger" && strings.Trim(fp, "0") == "" {
			fp = ""
		}
		zero = strings.Trim(ip+fp, "0") == ""
		switch {
		case nf.Locale != "" && sciExp == 0:
			// The compact words take the shown number's category (with
			// the exponent); units and currency names that of the whole
			// number ("2 млн байт"), as ICU computes them.
			compactPlural = pluralCategory(nf.Locale, false, pluralOperands{ip: ip, fp: fp, e: div})
			fullIP, fullFP := ip, fp
			if div > 0 {
				digits := ip + fp + strings.Repeat("0", max(0, div-len(fp)))
				fullIP = strings.TrimLeft(digits[:len(ip)+div], "0")
				fullFP = strings.TrimRight(digits[len(ip)+div:], "0")
			}
			plural = pluralCategory(nf.Locale, false, pluralOperands{ip: fullIP, fp: fullFP, e: div})
			exactOne = ip == "1" && fp == ""
		case ip == "1" && fp == "" && div == 0 && sciExp == 0:
			plural = "one"
		}
		if nf.layers != nil {
			nf.layers.rounded = fmt.Sprintf("%s.%se%d^%d", ip, fp, div, sciExp)
			nf.layers.plural = plural
		}
		if nf.plural != "" {
			plural = nf.plural
		}
		if len(ip) < nf.MinInt {
			ip = strings.Repeat("0", nf.MinInt-len(ip)) + ip
		}
		indian := loc.indian
		if nf.Style == "currency" && nf.CurrencySign == "accounting" && !loc.indianAccounting {
			indian = false // en-IN's accounting pattern groups by three
		}
		group, dec := loc.group, loc.decimal
		if nf.Style == "currency" && nf.Locale != "" {
			// Some locales write amounts of money with their own
			// separators (de-AT "1.000,00 €" against "1 000,5").
			w := localeWords(false, nf.Locale)
			if g, ok := w["cgroup"]; ok {
				group = g
			}
			if d, ok := w["cdecimal"]; ok {
				dec = d
			}
		}
		body = groupDigits(ip, nf.UseGrouping, group, loc.minGroup, indian)
		if fp != "" {
			body = append(body, intlPart{"decimal", dec}, intlPart{"fraction", fp})
		}
		if nf.layers != nil {
			nf.layers.core = len(body)
		}
		if sciStep > 0 {
			body = append(body, intlPart{"exponentSeparator", loc.exponent})
			if sciExp < 0 {
				body = append(body, intlPart{"exponentMinusSign", loc.minus})
			}
			body = append(body, intlPart{"exponentInteger", strconv.Itoa(abs(sciExp))})
		}
		if nf.layers != nil {
			// The compact form belongs to the pattern (ICU's middle
			// modifier): a range shows it once when both ends have it.
			nf.layers.inner = slices.Clone(body)
		}
		if ctmpl != "" {
			if strings.HasPrefix(ctmpl, "k.") {
				body = nf.compactLongParts(loc, ctmpl, compactPlural, exactOne, body)
			} else if nf.CompactDisplay == "long" && nf.Style != "currency" && div%3 == 0 && div/3 < len(compactLong) {
				// en-US's long compact words (the generated locales
				// have theirs in "k." templates, above).
				body = append(body, intlPart{"literal", " "}, intlPart{"compact", compactLong[div/3][1:]})
			} else {
				body = expandTemplate(ctmpl, loc, body, "", ctext)
			}
		}
	}
	if nf.layers != nil {
		if nf.layers.inner == nil {
			nf.layers.inner, nf.layers.core = body, len(body) // NaN, ∞
		}
		nf.layers.neg = neg
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
	// signed picks the negative template for a sign (the plus sign takes
	// the minus sign's place, as in ICU).
	signed := func(pos, negative string) string {
		if nf.approx {
			// The approximately sign goes where the sign goes, before it.
			switch sign {
			case "-":
				return strings.Replace(negative, "-", "\x01-", 1)
			case "+":
				return strings.Replace(negative, "-", "\x01+", 1)
			}
			return strings.Replace(negative, "-", "\x01", 1)
		}
		switch sign {
		case "-":
			return negative
		case "+":
			return strings.Replace(negative, "-", "+", 1)
		}
		return pos
	}
	switch nf.Style {
	case "currency":
		info, known := currencies[nf.Currency]
		if nf.CurrencyDisplay == "name" && nf.Locale != "" {
			return nf.currencyNameParts(loc, nf.middle(expandTemplate(signed("#", loc.decimalNeg), loc, body, "", "")), plural)
		}
		if nf.CurrencyDisplay == "name" {
			// en-US's currency names.
			name := nf.Currency
			if known {
				name = info.other
				if plural == "one" {
					name = info.one
				}
			}
			out := nf.middle(expandTemplate(signed("#", loc.decimalNeg), loc, body, "", ""))
			return append(out, intlPart{"literal", " "}, intlPart{"currency", name})
		}
		sym := nf.Currency
		if s, ok := loc.symbols[nf.Currency]; ok && nf.CurrencyDisplay != "code" {
			sym = s
		}
		if s, ok := loc.narrow[nf.Currency]; ok && nf.CurrencyDisplay == "narrowSymbol" {
			sym = s
		}
		tmpl := signed(loc.currency, loc.currencyNeg)
		if nf.CurrencySign == "accounting" && sign == "-" {
			tmpl = loc.accounting
		}
		return nf.middle(expandTemplate(currencySpacing(tmpl, sym, body), loc, body, sym, ""))
	case "percent":
		return nf.middle(expandTemplate(signed(loc.percent, loc.percentNeg), loc, body, "", ""))
	case "unit":
		out := nf.middle(expandTemplate(signed("#", loc.decimalNeg), loc, body, "", ""))
		if nf.Locale != "" {
			out = nf.unitParts(out, plural)
		} else {
			// en-US's unit names.
			suffix := unitSuffix(nf.Unit, nf.UnitDisplay, plural == "one")
			if rest, ok := strings.CutPrefix(suffix, " "); ok {
				out = append(out, intlPart{"literal", " "})
				suffix = rest
			}
			out = append(out, intlPart{"unit", suffix})
		}
		if nf.percentUnit() {
			out = nf.middle(out) // a percent pattern, for ranges
		}
		return out
	}
	return nf.middle(expandTemplate(signed("#", loc.decimalNeg), loc, body, "", ""))
}

// middle records the number with its sign, currency or percent pattern
// (ICU's middle modifier) for formatRange.
func (nf *numFormat) middle(parts []intlPart) []intlPart {
	if nf.layers != nil {
		nf.layers.middle = slices.Clone(parts)
	}
	return parts
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
	if v.kind == KString && !math.IsInf(n.num, 0) && n.num == n.num {
		// A decimal string is formatted exactly (ToIntlMathematicalValue):
		// format("12345678901234567890.123") keeps every digit.
		if d, ok := exactDecimal(v.ref.(string)); ok {
			return nf.formatPartsExact(n.num, &d), nil
		}
	}
	if n.kind != KBigInt {
		return nf.formatParts(n.num), nil
	}
	b := n.asBigInt()
	digits := new(big.Int).Abs(b).String()
	return nf.formatPartsExact(bigintToNumber(b), &decimal{digits: digits, point: len(digits)}), nil
}

func (nf *numFormat) resolved(m *Machine) *Object {
	locale := nf.Locale
	if locale == "" {
		locale = intlLocale
	}
	kv := []any{"locale", locale, "numberingSystem", "latn", "style", nf.Style}
	if nf.Style == "currency" {
		kv = append(kv, "currency", nf.Currency, "currencyDisplay", nf.CurrencyDisplay, "currencySign", nf.CurrencySign)
	}
	if nf.Style == "unit" {
		kv = append(kv, "unit", nf.Unit, "unitDisplay", nf.UnitDisplay)
	}
	kv = append(kv, "minimumIntegerDigits", nf.MinInt)
	if nf.Priority != "" {
		kv = append(kv, "minimumSignificantDigits", nf.MinSD, "maximumSignificantDigits", nf.MaxSD,
			"minimumFractionDigits", nf.MinFD, "maximumFractionDigits", nf.MaxFD)
	} else if nf.MinSD > 0 && !nf.Compact {
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
	trailing := nf.TrailingZero
	if trailing == "" {
		trailing = "auto"
	}
	kv = append(kv, "signDisplay", nf.SignDisplay, "roundingMode", nf.roundingMode(), "roundingIncrement", nf.increment(), "trailingZeroDisplay", trailing)
	switch {
	case nf.Compact:
		kv = append(kv, "roundingPriority", "morePrecision")
	case nf.Priority != "":
		kv = append(kv, "roundingPriority", nf.Priority)
	default:
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
		nf, err := newLocaleNumFormat(m, arg(args, 0), arg(args, 1), "Intl.NumberFormat")
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
	protoTables[protoIntlNumberFormat].add(numberRangeMethods()...)
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
	nf, err := newLocaleNumFormat(m, arg(args, 0), arg(args, 1), "Number.prototype.toLocaleString")
	if err != nil {
		return "", err
	}
	return nf.format(x), nil
}

// newLocaleNumFormat resolves the locales argument and the options.
func newLocaleNumFormat(m *Machine, locales, optsV Value, c string) (*numFormat, error) {
	locale, err := resolveLocale(m, locales)
	if err != nil {
		return nil, err
	}
	nf, err := newNumFormat(m, optsV, c)
	if err != nil {
		return nil, err
	}
	if locale != intlLocale {
		nf.Locale = locale
	}
	return nf, nil
}

// intFloorDiv is a / b rounded toward negative infinity (b > 0).
func intFloorDiv(a, b int) int {
	q := a / b
	if a%b != 0 && a < 0 {
		q--
	}
	return q
}

// exactDecimal parses a decimal StringNumericLiteral ("-12.50", " 1e3 ")
// into its exact digits, without the sign; ok is false for other forms
// (hex, Infinity, empty), which format as the Number they convert to.
func exactDecimal(s string) (decimal, bool) {
	s = trimJSSpace(s)
	if s != "" && (s[0] == '+' || s[0] == '-') {
		s = s[1:]
	}
	mant, expPart, hasExp := strings.Cut(strings.ToLower(s), "e")
	intPart, frac, _ := strings.Cut(mant, ".")
	if intPart == "" && frac == "" || strings.Count(mant, ".") > 1 || strings.Trim(intPart+frac, "0123456789") != "" {
		return decimal{}, false
	}
	exp := 0
	if hasExp {
		e, err := strconv.Atoi(expPart)
		if err != nil || e > 1000 || e < -1000 || strings.HasPrefix(expPart, "+-") {
			return decimal{}, false
		}
		exp = e
	}
	digits := strings.TrimLeft(intPart+frac, "0")
	point := len(intPart) + exp - (len(intPart+frac) - len(digits))
	digits = strings.TrimRight(digits, "0")
	if digits == "" {
		return decimal{"0", 1}, true
	}
	return decimal{digits, point}, true
}
