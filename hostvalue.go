package codemode

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"sort"
	"strconv"
	"strings"

	"github.com/codemode-go/codemode/internal/jsonerr"
)

// Host values crossing into the program: an extension result (or a
// binding) is converted to JSON, a copy; a function inside a result has no
// JSON form, so it is left as null in the JSON and listed apart, with its
// place in the value, and the VM puts a function object there that calls
// the host back (vm.HostRef). The conversion follows encoding/json's rules
// (struct field names and tags, omitempty, sorted map keys, json.Marshaler)
// for every part that holds no function; a value whose type cannot hold a
// function is handed to encoding/json as a whole.

// hostFuncAt is a function found inside a host value.
type hostFuncAt struct {
	path []string // property keys from the value down to the function
	name string   // the path as the program would write it: ".text", "[0].open"
	fn   any      // the Go function (or AsyncFunc, or ExtensionFunc)
}

// maxHostDepth bounds the nesting of a host value (a pointer cycle would
// otherwise never end). The VM's own boundary limit is 32 levels; deeper
// JSON fails there with its usual message.
const maxHostDepth = 64

var (
	asyncFuncType     = reflect.TypeFor[AsyncFunc]()
	jsonMarshalerType = reflect.TypeFor[json.Marshaler]()
)

// exportHost converts a Go value to JSON and the functions inside it. nil
// is undefined (no JSON).
func exportHost(v any) (json.RawMessage, []hostFuncAt, error) {
	if v == nil {
		return nil, nil, nil
	}
	if raw, ok := v.(json.RawMessage); ok {
		return raw, nil, nil
	}
	rv := reflect.ValueOf(v)
	if !mayHoldFunc(rv.Type(), map[reflect.Type]bool{}) {
		data, err := json.Marshal(v)
		if err != nil {
			return nil, nil, errors.New(jsonerr.Encode("the result", err))
		}
		return data, nil, nil
	}
	x := &hostExporter{}
	if err := x.value(rv, 0); err != nil {
		return nil, nil, err
	}
	return x.buf.Bytes(), x.funcs, nil
}

// mayHoldFunc reports whether a value of type t may hold a function
// (an interface may hold anything). A json.Marshaler encodes itself.
func mayHoldFunc(t reflect.Type, seen map[reflect.Type]bool) bool {
	if t == asyncFuncType || t.Kind() == reflect.Func || t.Kind() == reflect.Interface {
		return true
	}
	if t.Implements(jsonMarshalerType) || seen[t] {
		return false
	}
	seen[t] = true
	switch t.Kind() {
	case reflect.Pointer, reflect.Slice, reflect.Array, reflect.Map:
		return mayHoldFunc(t.Elem(), seen)
	case reflect.Struct:
		for i := 0; i < t.NumField(); i++ {
			f := t.Field(i)
			if (f.IsExported() || f.Anonymous) && mayHoldFunc(f.Type, seen) {
				return true
			}
		}
	}
	return false
}

type hostExporter struct {
	buf   bytes.Buffer
	funcs []hostFuncAt
	path  []string
	name  []string
}

func (x *hostExporter) value(v reflect.Value, depth int) error {
	if depth > maxHostDepth {
		return fmt.Errorf("the result is nested more than %d levels (or holds a cycle)", maxHostDepth)
	}
	if !v.IsValid() {
		x.buf.WriteString("null")
		return nil
	}
	t := v.Type()
	switch {
	case t == asyncFuncType:
		x.function(v.Interface())
		return nil
	case t.Kind() == reflect.Func:
		if v.IsNil() {
			x.buf.WriteString("null")
			return nil
		}
		x.function(v.Interface())
		return nil
	case t.Kind() == reflect.Interface || t.Kind() == reflect.Pointer:
		if v.IsNil() {
			x.buf.WriteString("null")
			return nil
		}
		if t.Kind() == reflect.Pointer && t.Implements(jsonMarshalerType) {
			return x.marshal(v)
		}
		return x.value(v.Elem(), depth+1)
	case !mayHoldFunc(t, map[reflect.Type]bool{}):
		return x.marshal(v)
	}
	switch t.Kind() {
	case reflect.Map:
		return x.mapValue(v, depth)
	case reflect.Slice, reflect.Array:
		if t.Kind() == reflect.Slice && v.IsNil() {
			x.buf.WriteString("null")
			return nil
		}
		x.buf.WriteByte('[')
		for i := 0; i < v.Len(); i++ {
			if i > 0 {
				x.buf.WriteByte(',')
			}
			x.push(strconv.Itoa(i), "["+strconv.Itoa(i)+"]")
			err := x.value(v.Index(i), depth+1)
			x.pop()
			if err != nil {
				return err
			}
		}
		x.buf.WriteByte(']')
		return nil
	case reflect.Struct:
		x.buf.WriteByte('{')
		n := 0
		if err := x.structFields(v, depth, &n); err != nil {
			return err
		}
		x.buf.WriteByte('}')
		return nil
	}
	return x.marshal(v)
}

func (x *hostExporter) marshal(v reflect.Value) error {
	data, err := json.Marshal(v.Interface())
	if err != nil {
		return errors.New(jsonerr.Encode("the result", err))
	}
	x.buf.Write(data)
	return nil
}

func (x *hostExporter) function(fn any) {
	x.buf.WriteString("null")
	x.funcs = append(x.funcs, hostFuncAt{path: append([]string(nil), x.path...), name: strings.Join(x.name, ""), fn: fn})
}

func (x *hostExporter) push(key, name string) {
	x.path = append(x.path, key)
	x.name = append(x.name, name)
}

func (x *hostExporter) pop() {
	x.path = x.path[:len(x.path)-1]
	x.name = x.name[:len(x.name)-1]
}

func (x *hostExporter) key(k string, n *int) {
	if *n > 0 {
		x.buf.WriteByte(',')
	}
	*n++
	data, _ := json.Marshal(k)
	x.buf.Write(data)
	x.buf.WriteByte(':')
}

// mapValue writes a map with string keys in sorted order, like
// encoding/json.
func (x *hostExporter) mapValue(v reflect.Value, depth int) error {
	if v.IsNil() {
		x.buf.WriteString("null")
		return nil
	}
	if v.Type().Key().Kind() != reflect.String {
		return fmt.Errorf("the result is not JSON data: a map with %s keys holds functions", v.Type().Key())
	}
	keys := make([]string, 0, v.Len())
	vals := map[string]reflect.Value{}
	for it := v.MapRange(); it.Next(); {
		k := it.Key().String()
		keys = append(keys, k)
		vals[k] = it.Value()
	}
	sort.Strings(keys)
	x.buf.WriteByte('{')
	n := 0
	for _, k := range keys {
		x.key(k, &n)
		x.push(k, "."+k)
		err := x.value(vals[k], depth+1)
		x.pop()
		if err != nil {
			return err
		}
	}
	x.buf.WriteByte('}')
	return nil
}

// structFields writes a struct's fields the way encoding/json names them
// (tags, "-", omitempty; untagged embedded structs are inlined; the
// dominance rules for conflicting names are not applied).
func (x *hostExporter) structFields(v reflect.Value, depth int, n *int) error {
	t := v.Type()
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		tag := f.Tag.Get("json")
		if tag == "-" {
			continue
		}
		name, opts, _ := strings.Cut(tag, ",")
		fv := v.Field(i)
		if f.Anonymous && name == "" {
			ft := f.Type
			if ft.Kind() == reflect.Pointer {
				if fv.IsNil() {
					continue
				}
				ft, fv = ft.Elem(), fv.Elem()
			}
			if ft.Kind() == reflect.Struct {
				if err := x.structFields(fv, depth, n); err != nil {
					return err
				}
				continue
			}
		}
		if !f.IsExported() {
			continue
		}
		if name == "" {
			name = f.Name
		}
		if strings.Contains(","+opts+",", ",omitempty,") && isEmptyValue(fv) {
			continue
		}
		x.key(name, n)
		x.push(name, "."+name)
		err := x.value(fv, depth+1)
		x.pop()
		if err != nil {
			return err
		}
	}
	return nil
}

// isEmptyValue is encoding/json's omitempty test.
func isEmptyValue(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.Array, reflect.Map, reflect.Slice, reflect.String:
		return v.Len() == 0
	case reflect.Bool:
		return !v.Bool()
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return v.Int() == 0
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return v.Uint() == 0
	case reflect.Float32, reflect.Float64:
		return v.Float() == 0
	case reflect.Interface, reflect.Pointer, reflect.Func:
		return v.IsNil()
	}
	return false
}
