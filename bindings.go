package codemode

import (
	"fmt"
	"slices"
	"sort"

	"github.com/codemode-go/codemode/vm"
)

// Bindings are values the host gives a program as global variables
// (RunOptions.Bindings): each is copied into the program
// as JSON data (encoding/json's rules), so the program can read and change
// its copy without touching the host's. A program's own declaration of the
// same name shadows a binding. A binding is data: a function inside one is
// an InvalidDataValue. Bindings are part of the run's state, so they
// survive a suspend and resume.

// bindings checks and copies a run's bindings, sorted by name. A name
// must be an identifier and must not shadow a built-in global or an
// extension global.
func (rt *Runtime) bindings(in map[string]any) ([]vm.Binding, *Diagnostic) {
	if len(in) == 0 {
		return nil, nil
	}
	names := make([]string, 0, len(in))
	for name := range in {
		names = append(names, name)
	}
	sort.Strings(names)
	builtins := vm.GlobalNames()
	out := make([]vm.Binding, 0, len(names))
	for _, name := range names {
		if !isIdentifier(name) {
			return nil, &Diagnostic{Kind: KindExecutionFailure, Message: fmt.Sprintf("binding %q: the name is not a JavaScript identifier", name)}
		}
		if _, ok := slices.BinarySearch(builtins, name); ok {
			return nil, &Diagnostic{Kind: KindExecutionFailure, Message: fmt.Sprintf("binding %q shadows a built-in global", name)}
		}
		if rt.isExtensionGlobal(name) {
			return nil, &Diagnostic{Kind: KindExecutionFailure, Message: fmt.Sprintf("binding %q shadows an extension global", name)}
		}
		data, funcs, err := exportHost(in[name])
		if err != nil {
			return nil, &Diagnostic{Kind: KindInvalidDataValue, Message: fmt.Sprintf("binding %q: %v", name, err)}
		}
		if len(funcs) > 0 {
			return nil, &Diagnostic{Kind: KindInvalidDataValue, Message: fmt.Sprintf("binding %q holds a function at %s: bindings are data", name, name+funcs[0].name)}
		}
		if data == nil {
			data = []byte("null") // a nil value: null
		}
		out = append(out, vm.Binding{Name: name, Value: data})
	}
	return out, nil
}

func (rt *Runtime) isExtensionGlobal(name string) bool {
	for _, e := range rt.extensions {
		if e.path == name || len(e.path) > len(name) && e.path[:len(name)] == name && e.path[len(name)] == '.' {
			return true
		}
	}
	return false
}

// isIdentifier reports an ASCII JavaScript identifier ($, _, letters,
// digits not first) or one with non-ASCII letters.
func isIdentifier(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		switch {
		case r == '$' || r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r > 0x7f:
		case r >= '0' && r <= '9' && i > 0:
		default:
			return false
		}
	}
	return !reservedWords[s]
}

var reservedWords = map[string]bool{
	"break": true, "case": true, "catch": true, "class": true, "const": true, "continue": true, "debugger": true,
	"default": true, "delete": true, "do": true, "else": true, "enum": true, "export": true, "extends": true,
	"false": true, "finally": true, "for": true, "function": true, "if": true, "import": true, "in": true,
	"instanceof": true, "new": true, "null": true, "return": true, "super": true, "switch": true, "this": true,
	"throw": true, "true": true, "try": true, "typeof": true, "var": true, "void": true, "while": true, "with": true,
	"yield": true, "let": true, "static": true, "implements": true, "interface": true, "package": true,
	"private": true, "protected": true, "public": true, "await": true, "arguments": true, "eval": true,
}
