package vm

import (
	"strconv"
	"strings"

	"github.com/codemode-go/codemode/vm/internal/jsdate"
)

// Intl.DateTimeFormat: en-US by its own code, the generated locales by
// their patterns (builtin_intl_locale_date.go). The timeZone option takes
// IANA zones (builtin_intl_tz.go); without it dates show in UTC, the VM's
// local time zone. The generic timeZoneName forms are in
// builtin_intl_zonegeneric.go; dayPeriod formats from the generated
// patterns (builtin_intl_dayperiod.go), in en-US too.

type dateFormat struct {
	Locale       string `json:"locale,omitempty"` // resolved locale; "" is en-US
	Pattern      string `json:"pat,omitempty"`    // the locale's pattern (builtin_intl_locale_date.go); "" for en-US
	DateStyle    string `json:"dateStyle,omitempty"`
	TimeStyle    string `json:"timeStyle,omitempty"`
	Weekday      string `json:"weekday,omitempty"`
	Year         string `json:"year,omitempty"`
	Month        string `json:"month,omitempty"`
	Day          string `json:"day,omitempty"`
	Hour         string `json:"hour,omitempty"`
	Minute       string `json:"minute,omitempty"`
	Second       string `json:"second,omitempty"`
	TimeZoneName string `json:"timeZoneName,omitempty"`
	HourCycle    string `json:"hourCycle,omitempty"`
	TimeZone     string `json:"timeZone,omitempty"` // canonical id; "" is UTC
	Era          string `json:"era,omitempty"`
	FracDigits   int    `json:"fsd,omitempty"` // fractionalSecondDigits, 0 when absent
	DayPeriod    string `json:"dayPeriod,omitempty"`
}

var (
	intlMonths   = []string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}
	intlWeekdays = []string{"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"}
	utcZoneNames = []string{"utc", "etc/utc", "gmt", "etc/gmt", "uct", "etc/uct", "universal", "etc/universal", "zulu", "etc/zulu", "etc/gmt0", "etc/gmt+0", "etc/gmt-0", "gmt0", "gmt+0", "gmt-0", "etc/greenwich", "greenwich"}
)

// newDateFormat resolves DateTimeFormat options; required and defaults
// are the spec's ToDateTimeOptions arguments ("date", "time", "any" and
// "date", "time", "all").
// c names the caller in errors.
func newDateFormat(m *Machine, locales, optsV Value, required, defaults, c string) (*dateFormat, error) {
	locale, err := resolveLocale(m, locales)
	if err != nil {
		return nil, err
	}
	opts, err := intlOptions(m, optsV)
	if err != nil {
		return nil, err
	}
	df := &dateFormat{}
	if locale != intlLocale {
		df.Locale = locale
	}
	hour12, err := intlBool(m, opts, "hour12")
	if err != nil {
		return nil, err
	}
	cycle, err := intlString(m, opts, c, "hourCycle", []string{"h11", "h12", "h23", "h24"}, "")
	if err != nil {
		return nil, err
	}
	tz, err := intlString(m, opts, c, "timeZone", nil, "UTC")
	if err != nil {
		return nil, err
	}
	zone, ok := canonicalTimeZone(tz)
	if !ok {
		return nil, m.rangeError("Invalid time zone specified: %s", tz)
	}
	if zone != "UTC" {
		df.TimeZone = zone
	}
	text := []string{"long", "short", "narrow"}
	num := []string{"numeric", "2-digit"}
	fields := []struct {
		key     string
		allowed []string
		dst     *string
	}{
		{"weekday", text, &df.Weekday},
		{"year", num, &df.Year},
		{"month", append(num, text...), &df.Month},
		{"day", num, &df.Day},
		{"hour", num, &df.Hour},
		{"minute", num, &df.Minute},
		{"second", num, &df.Second},
		{"timeZoneName", []string{"short", "long", "shortOffset", "longOffset", "shortGeneric", "longGeneric"}, &df.TimeZoneName},
	}
	firstSet := ""
	for i, f := range fields {
		if i == 4 {
			// dayPeriod is read between day and hour, as in the
			// specification's table of options.
			if df.DayPeriod, err = intlString(m, opts, c, "dayPeriod", text, ""); err != nil {
				return nil, err
			}
			if df.DayPeriod != "" && firstSet == "" {
				firstSet = "dayPeriod"
			}
		}
		if *f.dst, err = intlString(m, opts, c, f.key, f.allowed, ""); err != nil {
			return nil, err
		}
		if *f.dst != "" && firstSet == "" {
			firstSet = f.key
		}
	}
	if df.Era, err = intlString(m, opts, c, "era", text, ""); err != nil {
		return nil, err
	}
	if df.Era != "" && firstSet == "" {
		firstSet = "era"
	}
	fsd, err := intlInt(m, opts, "fractionalSecondDigits", 1, 3)
	if err != nil {
		return nil, err
	}
	if fsd > 0 {
		df.FracDigits = fsd
		if firstSet == "" {
			firstSet = "fractionalSecondDigits"
		}
	}
	styles := []string{"full", "long", "medium", "short"}
	if df.DateStyle, err = intlString(m, opts, c, "dateStyle", styles, ""); err != nil {
		return nil, err
	}
	if df.TimeStyle, err = intlString(m, opts, c, "timeStyle", styles, ""); err != nil {
		return nil, err
	}
	if df.DateStyle != "" || df.TimeStyle != "" {
		if firstSet != "" {
			style := "dateStyle"
			if df.DateStyle == "" {
				style = "timeStyle"
			}
			return nil, m.typeError("Can't set option %s when %s is used", firstSet, style)
		}
		if required == "date" && df.TimeStyle != "" {
			return nil, m.typeError("Invalid option : timeStyle")
		}
		if required == "time" && df.DateStyle != "" {
			return nil, m.typeError("Invalid option : dateStyle")
		}
	} else {
		hasDate := df.Weekday != "" || df.Year != "" || df.Month != "" || df.Day != ""
		hasTime := df.Hour != "" || df.Minute != "" || df.Second != "" || df.FracDigits > 0 || df.DayPeriod != ""
		need := !(required != "time" && hasDate || required != "date" && hasTime)
		if need && (defaults == "date" || defaults == "all") {
			df.Year, df.Month, df.Day = "numeric", "numeric", "numeric"
		}
		if need && (defaults == "time" || defaults == "all") {
			df.Hour, df.Minute, df.Second = "numeric", "numeric", "numeric"
		}
	}
	if loc := localeOf(locale); loc != nil || df.DayPeriod != "" {
		if loc == nil {
			loc = localeTable["en-US"] // en-US formats day periods from its patterns too
		}
		df.applyLocale(loc, hour12, cycle)
		return df, nil
	}
	if df.Hour != "" || df.TimeStyle != "" {
		switch {
		case hour12 == "true":
			df.HourCycle = "h12"
		case hour12 == "false":
			df.HourCycle = "h24" // what node 20's en-US data gives
		case cycle != "":
			df.HourCycle = cycle
		default:
			df.HourCycle = "h12"
		}
		if df.Hour != "" && (df.HourCycle == "h23" || df.HourCycle == "h24") {
			df.Hour = "2-digit"
		}
	}
	if df.FracDigits > 0 && df.Minute != "" && df.Second == "" {
		df.Second = "numeric" // fractional seconds need the seconds
	}
	// en-US pads minutes and seconds next to another time field and
	// never alone.
	if df.Minute != "" {
		df.Minute = "numeric"
		if df.Hour != "" || df.Second != "" {
			df.Minute = "2-digit"
		}
	}
	if df.Second != "" {
		df.Second = "numeric"
		if df.Minute != "" {
			df.Second = "2-digit"
		}
	}
	return df, nil
}

func slicesIndex(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}

func slicesContains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// components turns dateStyle/timeStyle into the fields they show.
func (df dateFormat) components() dateFormat {
	c := df
	switch df.DateStyle {
	case "full":
		c.Weekday, c.Month, c.Day, c.Year = "long", "long", "numeric", "numeric"
	case "long":
		c.Month, c.Day, c.Year = "long", "numeric", "numeric"
	case "medium":
		c.Month, c.Day, c.Year = "short", "numeric", "numeric"
	case "short":
		c.Month, c.Day, c.Year = "numeric", "numeric", "2-digit"
	}
	switch df.TimeStyle {
	case "full":
		c.Hour, c.Minute, c.Second, c.TimeZoneName = "numeric", "2-digit", "2-digit", "long"
	case "long":
		c.Hour, c.Minute, c.Second, c.TimeZoneName = "numeric", "2-digit", "2-digit", "short"
	case "medium":
		c.Hour, c.Minute, c.Second = "numeric", "2-digit", "2-digit"
	case "short":
		c.Hour, c.Minute = "numeric", "2-digit"
	}
	if c.Hour != "" && (c.HourCycle == "h23" || c.HourCycle == "h24") {
		c.Hour = "2-digit"
	}
	return c
}

func numField(v float64, style string) string {
	s := strconv.Itoa(int(v))
	if style == "2-digit" && len(s) < 2 {
		s = "0" + s
	}
	return s
}

func textField(name, style string) string {
	switch style {
	case "short":
		return name[:3]
	case "narrow":
		return name[:1]
	}
	return name
}

// partList collects typed parts (formatToParts); lit appends a literal.
type partList []intlPart

func (l *partList) add(typ, v string) { *l = append(*l, intlPart{typ, v}) }
func (l *partList) lit(v string)      { l.add("literal", v) }

func (c dateFormat) dateParts(f dateFields) partList {
	y := int(f.y)
	if y <= 0 {
		y = 1 - y // ICU shows the year of the era: 1 BC is year 0
	}
	year := ""
	switch c.Year {
	case "numeric":
		year = strconv.Itoa(y)
	case "2-digit":
		year = numField(float64(posModInt(y, 100)), "2-digit")
	}
	day := ""
	if c.Day != "" {
		day = numField(f.d, c.Day)
	}
	var core partList
	switch c.Month {
	case "long", "short", "narrow":
		core.add("month", textField(intlMonths[int(f.mon)], c.Month))
		if day != "" {
			core.lit(" ")
			core.add("day", day)
			if year != "" {
				core.lit(", ")
				core.add("year", year)
			}
		} else if year != "" {
			core.lit(" ")
			core.add("year", year)
		}
	case "":
		// No month: node's en-US data has no pattern joining year and
		// day and appends the day in parentheses.
		if year != "" {
			core.add("year", year)
		}
		if day != "" && year != "" {
			core.lit(" (day: ")
			core.add("day", day)
			core.lit(")")
		} else if day != "" {
			core.add("day", day)
		}
	default:
		core.add("month", numField(f.mon+1, c.Month))
		if day != "" {
			core.lit("/")
			core.add("day", day)
		}
		if year != "" {
			core.lit("/")
			core.add("year", year)
		}
	}
	if c.Era != "" {
		names := [2][3]string{{"BC", "Before Christ", "B"}, {"AD", "Anno Domini", "A"}}
		era := names[0]
		if f.y > 0 {
			era = names[1]
		}
		if len(core) > 0 {
			core.lit(" ")
		}
		core.add("era", era[slicesIndex([]string{"short", "long", "narrow"}, c.Era)])
	}
	if c.Weekday == "" {
		return core
	}
	weekday := textField(intlWeekdays[int(f.wd)], c.Weekday)
	var out partList
	switch {
	case len(core) == 0:
		out.add("weekday", weekday)
	case c.Month == "" || c.Day == "":
		out = append(core, intlPart{"literal", " "}, intlPart{"weekday", weekday}) // node's fallback for a partial date
	default:
		out.add("weekday", weekday)
		out.lit(", ")
		out = append(out, core...)
	}
	return out
}

func posModInt(a, b int) int {
	r := a % b
	if r < 0 {
		r += b
	}
	return r
}

func (c dateFormat) timeParts(f dateFields) partList {
	var out partList
	sep := func() {
		if len(out) > 0 {
			out.lit(":")
		}
	}
	if c.Hour != "" {
		h := int(f.h)
		switch c.HourCycle {
		case "h12":
			if h %= 12; h == 0 {
				h = 12
			}
		case "h11":
			h %= 12
		case "h24":
			if h == 0 {
				h = 24
			}
		}
		out.add("hour", numField(float64(h), c.Hour))
	}
	if c.Minute != "" {
		sep()
		out.add("minute", numField(f.mi, c.Minute))
	}
	// Hour and second without minute have no en-US pattern: node appends
	// the second in parentheses.
	lone := c.Second != "" && c.Hour != "" && c.Minute == ""
	if c.Second != "" && !lone {
		sep()
		out.add("second", numField(f.s, c.Second))
	}
	if c.FracDigits > 0 {
		if len(out) > 0 {
			out.lit(".")
		}
		ms := numField(f.ms, "")
		ms = strings.Repeat("0", 3-len(ms)) + ms
		out.add("fractionalSecond", ms[:c.FracDigits])
	}
	if c.Hour != "" && (c.HourCycle == "h12" || c.HourCycle == "h11") {
		out.lit("\u202f") // node's format() shows it as a plain space
		if f.h >= 12 {
			out.add("dayPeriod", "PM")
		} else {
			out.add("dayPeriod", "AM")
		}
	}
	if lone {
		out.lit(" (second: ")
		out.add("second", numField(f.s, c.Second))
		out.lit(")")
	}
	return out
}

func (df dateFormat) formatParts(m *Machine, t float64) []intlPart {
	if loc := df.patternLocale(); loc != nil {
		return df.patternParts(m, loc, t)
	}
	c := df.components()
	off := m.zoneOffset(df.TimeZone, t)
	f := fieldsOf(t + off)
	date, tm := c.dateParts(f), c.timeParts(f)
	tz := ""
	if c.TimeZoneName != "" {
		tz = df.enZoneName(m, t, off, c.TimeZoneName)
	}
	if tz != "" {
		if len(tm) > 0 {
			tm.lit(" ")
		}
		tm.add("timeZoneName", tz)
	}
	switch {
	case len(date) == 0:
		return tm
	case len(tm) == 0:
		return date
	case c.Month == "long":
		date.lit(" at ")
	case c.Month == "" && c.Day == "" && c.Year == "" && c.TimeZoneName == "" && c.Hour != "" && (c.Minute != "" || c.Second == ""):
		date.lit(" ") // weekday and time: "Tuesday 3 PM"
	default:
		date.lit(", ")
	}
	return append(date, tm...)
}

func (df dateFormat) format(m *Machine, t float64) string {
	var b strings.Builder
	for _, p := range df.formatParts(m, t) {
		// V8 turns ICU's narrow no-break space into a space in format()
		// output (not in formatToParts).
		b.WriteString(strings.ReplaceAll(p.val, "\u202f", " "))
	}
	return b.String()
}

func (df dateFormat) resolved(m *Machine) *Object {
	zone := df.TimeZone
	if zone == "" {
		zone = "UTC"
	}
	locale := df.Locale
	if locale == "" {
		locale = intlLocale
	}
	kv := []any{"locale", locale, "calendar", "gregory", "numberingSystem", "latn", "timeZone", zone}
	if df.HourCycle != "" {
		kv = append(kv, "hourCycle", df.HourCycle, "hour12", df.HourCycle == "h11" || df.HourCycle == "h12")
	}
	for _, p := range [][2]string{{"weekday", df.Weekday}, {"era", df.Era}, {"year", df.Year}, {"month", df.Month}, {"day", df.Day}, {"dayPeriod", df.DayPeriod}, {"hour", df.Hour}, {"minute", df.Minute}, {"second", df.Second}, {"timeZoneName", df.TimeZoneName}, {"dateStyle", df.DateStyle}, {"timeStyle", df.TimeStyle}} {
		if p[1] != "" {
			kv = append(kv, p[0], p[1])
		}
		if p[0] == "second" && df.FracDigits > 0 {
			kv = append(kv, "fractionalSecondDigits", df.FracDigits)
		}
	}
	return m.plainObject(kv...)
}

func thisDateFormat(m *Machine, this Value, method string) (*dateFormat, *Object, error) {
	df := &dateFormat{}
	o, err := thisIntl(m, this, "dtf", method, df)
	return df, o, err
}

// dateArg is the time value a format method shows: now when undefined.
func dateArg(m *Machine, v Value) (float64, error) {
	var t float64
	if v.isUndefined() {
		t = m.now()
	} else if o := v.asObject(); o != nil && o.proto != nil {
		if d, ok := o.internal.(float64); ok && o.class == ClassDate {
			t = d
		} else {
			f, err := m.toNumber(v)
			if err != nil {
				return 0, err
			}
			t = jsdate.TimeClip(f)
		}
	} else {
		f, err := m.toNumber(v)
		if err != nil {
			return 0, err
		}
		t = jsdate.TimeClip(f)
	}
	if t != t {
		return 0, m.rangeError("Invalid time value")
	}
	return t, nil
}

var biDateFormatFormat = register("Intl.DateTimeFormat.format", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	df, _, err := thisDateFormat(m, this, "format")
	if err != nil {
		return undefined, err
	}
	t, err := dateArg(m, arg(args, 0))
	if err != nil {
		return undefined, err
	}
	return str(df.format(m, t)), nil
})

func init() {
	intlClass(protoIntlDateTimeFormat, "DateTimeFormat", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		df, err := newDateFormat(m, arg(args, 0), arg(args, 1), "any", "date", "Intl.DateTimeFormat")
		if err != nil {
			return undefined, err
		}
		return newIntlObject(m, protoIntlDateTimeFormat, "dtf", df)
	},
		intlGetter("Intl.DateTimeFormat.prototype.format", func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			_, o, err := thisDateFormat(m, this, "get Intl.DateTimeFormat.prototype.format")
			if err != nil {
				return undefined, err
			}
			return boundIntlMethod(m, o, biDateFormatFormat), nil
		}),
		fn("Intl.DateTimeFormat.prototype.formatToParts", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			df, _, err := thisDateFormat(m, this, "Intl.DateTimeFormat.prototype.formatToParts")
			if err != nil {
				return undefined, err
			}
			t, err := dateArg(m, arg(args, 0))
			if err != nil {
				return undefined, err
			}
			return m.partsArray(df.formatParts(m, t)), nil
		}),
		fn("Intl.DateTimeFormat.prototype.resolvedOptions", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			df, _, err := thisDateFormat(m, this, "Intl.DateTimeFormat.prototype.resolvedOptions")
			if err != nil {
				return undefined, err
			}
			return obj(df.resolved(m)), nil
		}),
	)
	protoTables[protoIntlDateTimeFormat].add(dateRangeMethods()...)
}

// dateToLocale is Date.prototype.toLocaleString / toLocaleDateString /
// toLocaleTimeString(locales, options).
func dateToLocale(m *Machine, t float64, args []Value, required, defaults, method string) (string, error) {
	if t != t {
		return "Invalid Date", nil // before the arguments are read, as in the specification
	}
	if err := checkLocales(m, arg(args, 0)); err != nil {
		return "", err
	}
	df, err := newDateFormat(m, arg(args, 0), arg(args, 1), required, defaults, method)
	if err != nil {
		return "", err
	}
	return df.format(m, t), nil
}

// localeFormat is a Date.prototype.toLocale*String method; required and
// defaults are as for newDateFormat.
func localeFormat(name, required, defaults string) lazyEntry {
	return fn("Date.prototype."+name, 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		t, err := thisDate(m, this)
		if err != nil {
			return undefined, err
		}
		s, err := dateToLocale(m, t, args, required, defaults, "Date.prototype."+name)
		return str(s), err
	})
}

// enZoneName is en-US's timeZoneName part at t (offset off, ms).
func (df dateFormat) enZoneName(m *Machine, t, off float64, style string) string {
	if style == "shortGeneric" || style == "longGeneric" {
		return genericZonePart(m, nil, "", df.TimeZone, t, off, style == "longGeneric")
	}
	return zoneDisplayName(df.TimeZone, off, style)
}
