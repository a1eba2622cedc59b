package vm

import (
	"math"
	"strconv"

	"github.com/codemode-go/codemode/vm/internal/jsdate"
)

// Date: a time value in milliseconds since the epoch (NaN for an invalid
// date). The clock comes from Config.Clock (the Unix epoch without one), so
// inside Temporal it is workflow time. The VM's local time zone is UTC:
// local and UTC getters and setters agree. Calendar arithmetic follows the
// specification's Day/MakeDay/MakeTime on float64, so out-of-range fields
// (setMonth(13), setDate(0)) carry over like JavaScript (package
// internal/jsdate, which also parses dates).

func (m *Machine) now() float64 {
	if m.cfg.Clock == nil {
		return 0
	}
	return float64(m.cfg.Clock().UnixMilli())
}

// dateFields are a time value's calendar fields.
type dateFields struct{ y, mon, d, h, mi, s, ms, wd float64 }

func fieldsOf(t float64) dateFields {
	y, mon, d := jsdate.YMD(t)
	inDay := jsdate.PosMod(t, jsdate.MsPerDay)
	return dateFields{
		y: y, mon: mon, d: d,
		h: math.Floor(inDay / 3600000), mi: math.Mod(math.Floor(inDay/60000), 60),
		s: math.Mod(math.Floor(inDay/1000), 60), ms: math.Mod(inDay, 1000),
		wd: jsdate.PosMod(jsdate.FloorDiv(t, jsdate.MsPerDay)+4, 7),
	}
}

func (f dateFields) time() float64 {
	return jsdate.TimeClip(jsdate.MakeDate(jsdate.MakeDay(f.y, f.mon, f.d), jsdate.MakeTime(f.h, f.mi, f.s, f.ms)))
}

// dateFromParts is the time value of new Date(y, m, ...) / Date.UTC.
func (m *Machine) dateFromParts(args []Value) (float64, error) {
	parts := [7]float64{0, 0, 1, 0, 0, 0, 0}
	for i := 0; i < len(args) && i < 7; i++ {
		f, err := m.toNumber(args[i])
		if err != nil {
			return 0, err
		}
		parts[i] = f
	}
	if y := parts[0]; y == y {
		if yi := math.Trunc(y); yi >= 0 && yi <= 99 {
			parts[0] = 1900 + yi
		}
	}
	return dateFields{y: parts[0], mon: parts[1], d: parts[2], h: parts[3], mi: parts[4], s: parts[5], ms: parts[6]}.time(), nil
}

var weekdayNames = [7]string{"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"}
var monthNames = [12]string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}

func pad(n float64, w int) string { return leftPad(strconv.Itoa(int(n)), w) }

// yearString is V8's year in toString/toUTCString: at least four digits
// after the sign.
func yearString(y float64) string {
	if y < 0 {
		return "-" + pad(-y, 4)
	}
	return pad(y, 4)
}

func dateString(t float64) string {
	f := fieldsOf(t)
	return weekdayNames[int(f.wd)] + " " + monthNames[int(f.mon)] + " " + pad(f.d, 2) + " " + yearString(f.y)
}

func timeString(t float64) string {
	f := fieldsOf(t)
	return pad(f.h, 2) + ":" + pad(f.mi, 2) + ":" + pad(f.s, 2) + " GMT+0000 (Coordinated Universal Time)"
}

func utcString(t float64) string {
	f := fieldsOf(t)
	return weekdayNames[int(f.wd)] + ", " + pad(f.d, 2) + " " + monthNames[int(f.mon)] + " " + yearString(f.y) +
		" " + pad(f.h, 2) + ":" + pad(f.mi, 2) + ":" + pad(f.s, 2) + " GMT"
}

func isoString(t float64) string {
	f := fieldsOf(t)
	var y string
	if f.y >= 0 && f.y <= 9999 {
		y = pad(f.y, 4)
	} else if f.y < 0 {
		y = "-" + pad(-f.y, 6)
	} else {
		y = "+" + pad(f.y, 6)
	}
	return y + "-" + pad(f.mon+1, 2) + "-" + pad(f.d, 2) + "T" + pad(f.h, 2) + ":" + pad(f.mi, 2) + ":" + pad(f.s, 2) + "." + pad(f.ms, 3) + "Z"
}

func leftPad(s string, n int) string {
	for len(s) < n {
		s = "0" + s
	}
	return s
}

func (m *Machine) dateISO(o *Object) string {
	t := o.internal.(float64)
	if t != t {
		return "Invalid Date"
	}
	return isoString(t)
}

func thisDate(m *Machine, this Value) (float64, error) {
	if o := this.asObject(); o != nil && o.class == ClassDate {
		return o.internal.(float64), nil
	}
	return 0, m.typeError("this is not a Date object.")
}

func init() {
	ctorIDs[protoDate] = registerCtor("Date", 7,
		func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			t := m.now()
			return str(dateString(t) + " " + timeString(t)), nil
		},
		func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			t := m.now()
			switch {
			case len(args) == 1:
				if o := args[0].asObject(); o != nil && o.class == ClassDate {
					t = o.internal.(float64)
					break
				}
				v, err := m.toPrimitive(args[0], "")
				if err != nil {
					return undefined, err
				}
				if v.kind == KString {
					t = jsdate.Parse(v.ref.(string))
				} else {
					f, err := m.toNumber(v)
					if err != nil {
						return undefined, err
					}
					t = jsdate.TimeClip(f)
				}
			case len(args) > 1:
				var err error
				if t, err = m.dateFromParts(args); err != nil {
					return undefined, err
				}
			}
			m.charge(objectSize + 16)
			return obj(&Object{class: ClassDate, proto: m.proto(protoDate), internal: t}), nil
		})
	ctorTables[protoDate] = newTable(ctorEntries(protoDate)...)
	ctorTables[protoDate].add(
		fn("Date.now", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			return num(m.now()), nil
		}),
		fn("Date.parse", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			s, err := m.toString(arg(args, 0))
			return num(jsdate.Parse(s)), err
		}),
		fn("Date.UTC", 7, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			if len(args) == 0 {
				return num(math.NaN()), nil
			}
			t, err := m.dateFromParts(args)
			return num(t), err
		}),
	)
	protoTables[protoDate] = newTable(protoEntries(protoDate)...)
	getter := func(name string, f func(d dateFields) float64) lazyEntry {
		return fn("Date.prototype."+name, 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			t, err := thisDate(m, this)
			if err != nil || t != t {
				return num(math.NaN()), err
			}
			return num(f(fieldsOf(t))), nil
		})
	}
	format := func(name string, f func(t float64) string) lazyEntry {
		return fn("Date.prototype."+name, 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			t, err := thisDate(m, this)
			if err != nil {
				return undefined, err
			}
			if t != t {
				return str("Invalid Date"), nil
			}
			return str(f(t)), nil
		})
	}
	// setter sets the fields named by names (in argument order) from the
	// arguments given; fromNaN says whether an invalid date starts at +0
	// (setFullYear) or stays invalid.
	setter := func(name string, length int, fromNaN bool, names ...string) lazyEntry {
		return fn("Date.prototype."+name, length, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			t, err := thisDate(m, this)
			if err != nil {
				return undefined, err
			}
			vals := make([]float64, 0, len(names))
			for i := 0; i < len(names) && (i == 0 || i < len(args)); i++ {
				f, err := m.toNumber(arg(args, i))
				if err != nil {
					return undefined, err
				}
				vals = append(vals, f)
			}
			if t != t {
				if !fromNaN {
					return num(math.NaN()), nil
				}
				t = 0
			}
			f := fieldsOf(t)
			for i, v := range vals {
				switch names[i] {
				case "y":
					f.y = v
				case "mon":
					f.mon = v
				case "d":
					f.d = v
				case "h":
					f.h = v
				case "mi":
					f.mi = v
				case "s":
					f.s = v
				case "ms":
					f.ms = v
				}
			}
			nt := f.time()
			this.asObject().internal = nt
			return num(nt), nil
		})
	}
	protoTables[protoDate].add(
		fn("Date.prototype.getTime", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			t, err := thisDate(m, this)
			return num(t), err
		}),
		fn("Date.prototype.valueOf", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			t, err := thisDate(m, this)
			return num(t), err
		}),
		fn("Date.prototype.setTime", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			if _, err := thisDate(m, this); err != nil {
				return undefined, err
			}
			f, err := m.toNumber(arg(args, 0))
			if err != nil {
				return undefined, err
			}
			t := jsdate.TimeClip(f)
			this.asObject().internal = t
			return num(t), nil
		}),
		fn("Date.prototype.toISOString", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			t, err := thisDate(m, this)
			if err != nil {
				return undefined, err
			}
			if t != t {
				return undefined, m.rangeError("Invalid time value")
			}
			return str(isoString(t)), nil
		}),
		// toJSON is generic: any object with a toISOString works.
		fn("Date.prototype.toJSON", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			o, err := m.toObject(this)
			if err != nil {
				return undefined, err
			}
			if o.class == ClassDate && m.datePristine(o) {
				t := o.internal.(float64)
				if t != t {
					return null, nil
				}
				return str(isoString(t)), nil
			}
			tv, err := m.toPrimitive(obj(o), "number")
			if err != nil {
				return undefined, err
			}
			if tv.kind == KNumber && (math.IsInf(tv.num, 0) || tv.num != tv.num) {
				return null, nil
			}
			f, err := m.get(o, "toISOString", obj(o))
			if err != nil {
				return undefined, err
			}
			if !f.isCallable() {
				return undefined, m.typeError("toISOString is not a function")
			}
			return m.tailCall(f, obj(o), nil, retPush, nil)
		}),
		lazyEntry{name: symToPrimitive.key, flags: flagReadOnly, make: func(m *Machine) Value {
			return obj(m.newNative(biDateToPrimitive, nil))
		}},
		format("toString", func(t float64) string { return dateString(t) + " " + timeString(t) }),
		format("toDateString", dateString),
		format("toTimeString", timeString),
		format("toUTCString", utcString),
		aliasOf("toGMTString", protoDate, "toUTCString"), // the same function object
		localeFormat("toLocaleDateString", "date", "date"),
		localeFormat("toLocaleTimeString", "time", "time"),
		localeFormat("toLocaleString", "any", "all"),
		getter("getFullYear", func(d dateFields) float64 { return d.y }),
		getter("getMonth", func(d dateFields) float64 { return d.mon }),
		getter("getDate", func(d dateFields) float64 { return d.d }),
		getter("getDay", func(d dateFields) float64 { return d.wd }),
		getter("getHours", func(d dateFields) float64 { return d.h }),
		getter("getMinutes", func(d dateFields) float64 { return d.mi }),
		getter("getSeconds", func(d dateFields) float64 { return d.s }),
		getter("getMilliseconds", func(d dateFields) float64 { return d.ms }),
		getter("getUTCFullYear", func(d dateFields) float64 { return d.y }),
		getter("getUTCMonth", func(d dateFields) float64 { return d.mon }),
		getter("getUTCDate", func(d dateFields) float64 { return d.d }),
		getter("getUTCDay", func(d dateFields) float64 { return d.wd }),
		getter("getUTCHours", func(d dateFields) float64 { return d.h }),
		getter("getUTCMinutes", func(d dateFields) float64 { return d.mi }),
		getter("getUTCSeconds", func(d dateFields) float64 { return d.s }),
		getter("getUTCMilliseconds", func(d dateFields) float64 { return d.ms }),
		getter("getYear", func(d dateFields) float64 { return d.y - 1900 }),
		getter("getTimezoneOffset", func(d dateFields) float64 { return 0 }),
		setter("setMilliseconds", 1, false, "ms"),
		setter("setUTCMilliseconds", 1, false, "ms"),
		setter("setSeconds", 2, false, "s", "ms"),
		setter("setUTCSeconds", 2, false, "s", "ms"),
		setter("setMinutes", 3, false, "mi", "s", "ms"),
		setter("setUTCMinutes", 3, false, "mi", "s", "ms"),
		setter("setHours", 4, false, "h", "mi", "s", "ms"),
		setter("setUTCHours", 4, false, "h", "mi", "s", "ms"),
		setter("setDate", 1, false, "d"),
		setter("setUTCDate", 1, false, "d"),
		setter("setMonth", 2, false, "mon", "d"),
		setter("setUTCMonth", 2, false, "mon", "d"),
		setter("setFullYear", 3, true, "y", "mon", "d"),
		setter("setUTCFullYear", 3, true, "y", "mon", "d"),
		// setYear (Annex B) maps 0..99 to 1900..1999, like getYear's offset.
		fn("Date.prototype.setYear", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			t, err := thisDate(m, this)
			if err != nil {
				// V8 implements setYear apart, with the generic message.
				return undefined, m.typeError("Method Date.prototype.setYear called on incompatible receiver %s", m.receiverValueText(this))
			}
			y, err := m.toNumber(arg(args, 0))
			if err != nil {
				return undefined, err
			}
			if y != y {
				this.asObject().internal = math.NaN()
				return num(math.NaN()), nil
			}
			if t != t {
				t = 0
			}
			if yi := math.Trunc(y); yi >= 0 && yi <= 99 {
				y = 1900 + yi
			}
			f := fieldsOf(t)
			f.y = y
			nt := f.time()
			this.asObject().internal = nt
			return num(nt), nil
		}),
	)
}

// biDateToPrimitive is Date.prototype[Symbol.toPrimitive](hint): "default"
// means string for dates.
var biDateToPrimitive = register("Date.prototype.[Symbol.toPrimitive]", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	o := this.asObject()
	if o == nil {
		return undefined, m.typeError("Method Date.prototype [ @@toPrimitive ] called on incompatible receiver %s", m.receiverValueText(this))
	}
	h := arg(args, 0)
	hs, _ := h.ref.(string)
	if h.kind != KString || hs != "string" && hs != "default" && hs != "number" {
		return undefined, m.typeError("Invalid hint: %s", m.valueText(h))
	}
	order := [2]string{"toString", "valueOf"}
	if hs == "number" {
		order = [2]string{"valueOf", "toString"}
	}
	for _, name := range order {
		f, err := m.get(o, name, this)
		if err != nil {
			return undefined, err
		}
		if f.isCallable() {
			r, err := m.callFunction(f, this, nil)
			if err != nil {
				return undefined, err
			}
			if r.kind != KObject {
				return r, nil
			}
		}
	}
	return undefined, m.typeError("Cannot convert object to primitive value")
})

// datePristine reports whether toISOString and the conversion methods of
// a Date are the built-in ones, so toJSON can skip the observable steps.
func (m *Machine) datePristine(o *Object) bool {
	p := m.proto(protoDate)
	if o.proto != p || len(o.props()) > 0 {
		return false
	}
	for _, k := range [...]struct{ key, name string }{
		{"toISOString", "Date.prototype.toISOString"},
		{"valueOf", "Date.prototype.valueOf"},
		{symToPrimitive.key, "Date.prototype.[Symbol.toPrimitive]"},
	} {
		i := p.find(k.key)
		if i < 0 {
			continue // not materialized: still the built-in
		}
		f := p.props()[i].val.asObject()
		if p.props()[i].flags&flagAccessor != 0 || f == nil || f.class != ClassNative || builtins[f.native].name != k.name {
			return false
		}
	}
	if op := m.proto(protoObject); op.find(symToPrimitive.key) >= 0 {
		return false
	}
	return true
}
