// Package jsonerr words the errors of encoding/json in JavaScript terms, for
// messages a program sees: a program knows strings, numbers and objects, not
// Go struct fields, int or float64, and "json: unsupported value: NaN"
// names neither the value's place nor what is wrong with it in its terms.
package jsonerr

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
)

// Decode words an error of json.Unmarshal decoding the value named where
// ("input") into a Go value: "input.id: expected string, got number".
func Decode(where string, err error) string {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		path := where
		if te.Field != "" {
			path += "." + te.Field
		}
		return path + ": expected " + JSONType(te.Type) + ", got " + jsName(te.Value)
	}
	var se *json.SyntaxError
	if errors.As(err, &se) {
		return where + ": not valid JSON"
	}
	return where + ": " + strings.TrimPrefix(err.Error(), "json: ")
}

// jsName is a JSON value kind as json.UnmarshalTypeError names it ("bool",
// "number 1e+30") in JavaScript's words.
func jsName(v string) string {
	if v == "bool" {
		return "boolean"
	}
	return v
}

// Encode words an error of json.Marshal encoding the value named where
// ("output"): "output: NaN is not a JSON number".
func Encode(where string, err error) string {
	var ue *json.UnsupportedValueError
	if errors.As(err, &ue) {
		switch ue.Str {
		case "NaN":
			return where + ": NaN is not a JSON number"
		case "+Inf":
			return where + ": Infinity is not a JSON number"
		case "-Inf":
			return where + ": -Infinity is not a JSON number"
		}
		if strings.HasPrefix(ue.Str, "encountered a cycle") {
			return where + ": the value contains a cycle"
		}
		return where + ": a value cannot be written as JSON"
	}
	var te *json.UnsupportedTypeError
	if errors.As(err, &te) {
		return where + ": " + goKindName(te.Type) + " cannot be written as JSON"
	}
	var me *json.MarshalerError
	if errors.As(err, &me) && me.Unwrap() != nil {
		return where + ": " + me.Unwrap().Error()
	}
	return where + ": " + strings.TrimPrefix(err.Error(), "json: ")
}

// JSONType is the JSON type a Go type decodes from, as a program would name
// it: string, boolean, integer (a number without a fraction), number,
// array, object.
func JSONType(t reflect.Type) string {
	for t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t == nil {
		return "a value"
	}
	switch t.Kind() {
	case reflect.String:
		return "string"
	case reflect.Bool:
		return "boolean"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return "integer" + intRange(t)
	case reflect.Float32, reflect.Float64:
		return "number"
	case reflect.Slice:
		if t.Elem().Kind() == reflect.Uint8 {
			return "string" // []byte is base64 text
		}
		return "array"
	case reflect.Array:
		return "array"
	case reflect.Map, reflect.Struct:
		return "object"
	}
	return "a value"
}

// intRange names the range of a Go integer type narrower than a JSON number
// can be exact in ("integer from 0 to 255").
func intRange(t reflect.Type) string {
	bits := t.Bits()
	if bits >= 53 {
		if t.Kind() >= reflect.Uint {
			return " from 0"
		}
		return ""
	}
	if t.Kind() >= reflect.Uint {
		return " from 0 to " + itoa(uint64(1)<<bits-1)
	}
	return " from -" + itoa(uint64(1)<<(bits-1)) + " to " + itoa(uint64(1)<<(bits-1)-1)
}

func itoa(n uint64) string {
	if n == 0 {
		return "0"
	}
	var b [20]byte
	i := len(b)
	for ; n > 0; n /= 10 {
		i--
		b[i] = byte('0' + n%10)
	}
	return string(b[i:])
}

// goKindName names what a Go type holds, for a value JSON cannot hold.
func goKindName(t reflect.Type) string {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.Func:
		return "a function"
	case reflect.Chan:
		return "a channel"
	case reflect.Complex64, reflect.Complex128:
		return "a complex number"
	case reflect.UnsafePointer:
		return "a pointer"
	}
	return "a value"
}
