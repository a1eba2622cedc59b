package vm

import (
	"strconv"
	"sync"

	"github.com/codemode-go/codemode/vm/compile"
)

// Stable names: a state names the built-ins it refers to as JavaScript
// does, never by a position in one build's tables, so that the next
// build, which may add, reorder or remove built-ins, finds them again.

// protoNames are the JavaScript names of the built-in classes: a
// prototype's property table is NAME.prototype, its constructor's NAME.
var protoNames = [numProtos]string{
	protoObject:                 "Object",
	protoFunction:               "Function",
	protoArray:                  "Array",
	protoString:                 "String",
	protoNumber:                 "Number",
	protoBoolean:                "Boolean",
	protoError:                  "Error",
	protoTypeError:              "TypeError",
	protoRangeError:             "RangeError",
	protoSyntaxError:            "SyntaxError",
	protoReferenceError:         "ReferenceError",
	protoEvalError:              "EvalError",
	protoURIError:               "URIError",
	protoAggregateError:         "AggregateError",
	protoPromise:                "Promise",
	protoDate:                   "Date",
	protoIterator:               "Iterator",
	protoMap:                    "Map",
	protoSet:                    "Set",
	protoSymbol:                 "Symbol",
	protoGenerator:              "Generator",
	protoRegExp:                 "RegExp",
	protoWeakMap:                "WeakMap",
	protoWeakSet:                "WeakSet",
	protoAsyncIterator:          "AsyncIterator",
	protoAsyncGenerator:         "AsyncGenerator",
	protoAsyncFromSyncIterator:  "AsyncFromSyncIterator",
	protoURL:                    "URL",
	protoURLSearchParams:        "URLSearchParams",
	protoUint8Array:             "Uint8Array",
	protoTextEncoder:            "TextEncoder",
	protoTextDecoder:            "TextDecoder",
	protoIntlNumberFormat:       "Intl.NumberFormat",
	protoIntlDateTimeFormat:     "Intl.DateTimeFormat",
	protoIntlCollator:           "Intl.Collator",
	protoIntlPluralRules:        "Intl.PluralRules",
	protoIntlRelativeTimeFormat: "Intl.RelativeTimeFormat",
	protoIntlListFormat:         "Intl.ListFormat",
	protoIntlSegmenter:          "Intl.Segmenter",
	protoIntlSegments:           "Intl.Segments",
	protoBigInt:                 "BigInt",
	protoIteratorPrototype:      "%IteratorPrototype%",
	protoIteratorHelper:         "%IteratorHelperPrototype%",
	protoWrapForValidIterator:   "%WrapForValidIteratorPrototype%",
	protoWeakRef:                "WeakRef",
	protoFinalizationRegistry:   "FinalizationRegistry",
	protoArrayBuffer:            "ArrayBuffer",
	protoDataView:               "DataView",
	protoTypedArray:             "TypedArray",
	protoInt8Array:              "Int8Array",
	protoUint8ClampedArray:      "Uint8ClampedArray",
	protoInt16Array:             "Int16Array",
	protoUint16Array:            "Uint16Array",
	protoInt32Array:             "Int32Array",
	protoUint32Array:            "Uint32Array",
	protoFloat16Array:           "Float16Array",
	protoFloat32Array:           "Float32Array",
	protoFloat64Array:           "Float64Array",
	protoBigInt64Array:          "BigInt64Array",
	protoBigUint64Array:         "BigUint64Array",
	protoArrayIterator:          "%ArrayIteratorPrototype%",
	protoStringIterator:         "%StringIteratorPrototype%",
	protoMapIterator:            "%MapIteratorPrototype%",
	protoSetIterator:            "%SetIteratorPrototype%",
	protoRegExpStringIterator:   "%RegExpStringIteratorPrototype%",
}

// protoTableName and ctorTableName name the property tables of a class.
func protoTableName(id protoID) string { return protoNames[id] + ".prototype" }
func ctorTableName(id protoID) string  { return protoNames[id] }

// The other built-in objects with property tables, by their JavaScript
// names.
var namedTables = []struct {
	name string
	t    **lazyTable
}{
	{"globalThis", &globalTable},
	{"console", &consoleTable},
	{"Math", &mathTable},
	{"Reflect", &reflectTable},
	{"JSON", &jsonTable},
	{"Proxy", &proxyTable},
}

// libNames gives each function of the self-hosted library a stable name:
// a top-level function's own (Array_map), a nested function its parent's
// name, "/" and its position in the parent ("Array_sort/0"). The name
// finds the function again in a build whose library changed; the code
// hash (compile.Func.CodeHash) says whether it is still the same code.
type libNameTable struct {
	names  map[*compile.Func]string
	byName map[string]*compile.Func
}

var (
	libNamesOnce sync.Once
	libNameTab   libNameTable
)

func libNames() *libNameTable {
	libNamesOnce.Do(func() {
		loadLib()
		t := libNameTable{names: map[*compile.Func]string{}, byName: map[string]*compile.Func{}}
		var walk func(f *compile.Func, name string)
		walk = func(f *compile.Func, name string) {
			t.names[f] = name
			t.byName[name] = f
			for i, c := range f.Funcs {
				walk(c, name+"/"+strconv.Itoa(i))
			}
		}
		if libProg != nil {
			t.names[libProg.Main] = "%main"
			t.byName["%main"] = libProg.Main
			seen := map[string]bool{}
			for i, f := range libProg.Main.Funcs {
				name := f.Name
				if name == "" || seen[name] {
					// Not a declaration's unique name: its position.
					name = "%main/" + strconv.Itoa(i)
				}
				seen[name] = true
				walk(f, name)
			}
		}
		libNameTab = t
	})
	return &libNameTab
}
