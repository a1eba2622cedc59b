package durabletools

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"
)

// Signature renders the model-visible TypeScript signature of the tool at
// path, such as
//
//	tools.orders.lookup(input: { id: string }): Promise<{ id: string; status: string }>
//
// A tool whose input admits only {} takes no parameter; an input object
// without required properties is an optional parameter; a tool without
// output returns Promise<void>.
func (t *Tool) Signature(path string) string {
	var b strings.Builder
	b.WriteString(Expression(path))
	b.WriteByte('(')
	switch {
	case t.input == nil:
		b.WriteString("input?: unknown")
	case noInput(t.input):
	case optionalObject(t.input):
		b.WriteString("input?: ")
		b.WriteString(TypeScript(t.input))
	default:
		b.WriteString("input: ")
		b.WriteString(TypeScript(t.input))
	}
	b.WriteString("): Promise<")
	if t.void {
		b.WriteString("void")
	} else {
		b.WriteString(TypeScript(t.output))
	}
	b.WriteByte('>')
	return b.String()
}

// TypeScript renders a JSON Schema as a one-line TypeScript type: objects
// with optional properties and descriptions as doc comments, arrays, tuples,
// unions (anyOf, oneOf, several types), intersections (allOf), enums and
// consts as literal types, and local $refs (#/$defs/..., #/definitions/...).
// What TypeScript cannot say (formats, bounds, patterns) is left out; a
// schema that admits anything is unknown.
func TypeScript(s *jsonschema.Schema) string {
	r := tsRenderer{root: s}
	return r.render(s)
}

// tsMaxDepth bounds rendering of deeply nested or recursive schemas.
const tsMaxDepth = 24

type tsRenderer struct {
	root  *jsonschema.Schema
	depth int
	refs  []string // $refs being rendered, to stop at recursion
}

func (r *tsRenderer) render(s *jsonschema.Schema) string {
	if s == nil || isTrueSchema(s) {
		return "unknown"
	}
	if isFalseSchema(s) {
		return "never"
	}
	if r.depth >= tsMaxDepth {
		return "unknown"
	}
	r.depth++
	defer func() { r.depth-- }()

	switch {
	case s.Ref != "":
		return r.ref(s.Ref)
	case s.Const != nil:
		return literal(*s.Const)
	case len(s.Enum) > 0:
		parts := make([]string, len(s.Enum))
		for i, v := range s.Enum {
			parts[i] = literal(v)
		}
		return union(parts)
	case len(s.AnyOf) > 0:
		return union(r.renderAll(s.AnyOf))
	case len(s.OneOf) > 0:
		return union(r.renderAll(s.OneOf))
	case len(s.AllOf) > 0:
		parts := r.renderAll(s.AllOf)
		for i, p := range parts {
			parts[i] = parenthesize(p)
		}
		return strings.Join(dedupe(parts), " & ")
	}

	types := s.Types
	if s.Type != "" {
		types = []string{s.Type}
	}
	if len(types) == 0 {
		switch {
		case s.Properties != nil || s.AdditionalProperties != nil:
			types = []string{"object"}
		case s.Items != nil || s.ItemsArray != nil || s.PrefixItems != nil:
			types = []string{"array"}
		default:
			return "unknown"
		}
	}
	var parts []string
	null := false
	for _, typ := range types {
		switch typ {
		case "string":
			parts = append(parts, "string")
		case "number", "integer":
			parts = append(parts, "number")
		case "boolean":
			parts = append(parts, "boolean")
		case "null":
			null = true
		case "array":
			parts = append(parts, r.array(s))
		case "object":
			parts = append(parts, r.object(s))
		default:
			parts = append(parts, "unknown")
		}
	}
	// null goes last: "string[] | null" reads better than "null | string[]".
	if null {
		parts = append(parts, "null")
	}
	return union(parts)
}

func (r *tsRenderer) renderAll(schemas []*jsonschema.Schema) []string {
	parts := make([]string, len(schemas))
	for i, s := range schemas {
		parts[i] = r.render(s)
	}
	return parts
}

// ref renders a local reference by rendering its target; a reference met
// again inside itself renders as the definition's name.
func (r *tsRenderer) ref(ref string) string {
	name, target := r.lookup(ref)
	if target == nil {
		return "unknown"
	}
	if slices.Contains(r.refs, ref) {
		if isIdentifier(name) {
			return name
		}
		return "unknown"
	}
	r.refs = append(r.refs, ref)
	defer func() { r.refs = r.refs[:len(r.refs)-1] }()
	return r.render(target)
}

func (r *tsRenderer) lookup(ref string) (string, *jsonschema.Schema) {
	if r.root == nil {
		return "", nil
	}
	if ref == "#" {
		return "", r.root
	}
	if name, ok := strings.CutPrefix(ref, "#/$defs/"); ok {
		return name, r.root.Defs[name]
	}
	if name, ok := strings.CutPrefix(ref, "#/definitions/"); ok {
		return name, r.root.Definitions[name]
	}
	return "", nil
}

func (r *tsRenderer) array(s *jsonschema.Schema) string {
	tuple := s.PrefixItems
	if tuple == nil {
		tuple = s.ItemsArray
	}
	if tuple != nil {
		return "[" + strings.Join(r.renderAll(tuple), ", ") + "]"
	}
	return parenthesize(r.render(s.Items)) + "[]"
}

func (r *tsRenderer) object(s *jsonschema.Schema) string {
	var fields []string
	for _, name := range propertyOrder(s) {
		prop := s.Properties[name]
		var f strings.Builder
		if prop != nil && prop.Description != "" {
			f.WriteString(docComment(prop.Description))
			f.WriteByte(' ')
		}
		if isIdentifier(name) {
			f.WriteString(name)
		} else {
			f.WriteString(quote(name))
		}
		if !slices.Contains(s.Required, name) {
			f.WriteByte('?')
		}
		f.WriteString(": ")
		f.WriteString(r.render(prop))
		fields = append(fields, f.String())
	}
	extra := s.AdditionalProperties
	switch {
	case extra != nil && !isFalseSchema(extra):
		fields = append(fields, "[key: string]: "+r.render(extra))
	case extra == nil && len(fields) == 0:
		// An object schema that says nothing about its properties.
		fields = append(fields, "[key: string]: unknown")
	}
	if len(fields) == 0 {
		return "{}"
	}
	return "{ " + strings.Join(fields, "; ") + " }"
}

// propertyOrder lists an object's properties: PropertyOrder first (the Go
// field order, or the raw document's order), then the rest sorted.
func propertyOrder(s *jsonschema.Schema) []string {
	var names []string
	for _, name := range s.PropertyOrder {
		if _, ok := s.Properties[name]; ok && !slices.Contains(names, name) {
			names = append(names, name)
		}
	}
	for _, name := range sortedKeys(s.Properties) {
		if !slices.Contains(names, name) {
			names = append(names, name)
		}
	}
	return names
}

// union joins alternatives with " | ", dropping repeats.
func union(parts []string) string {
	parts = dedupe(parts)
	if len(parts) == 0 {
		return "never"
	}
	for i, p := range parts {
		if len(parts) > 1 && topLevel(p, '&') {
			parts[i] = "(" + p + ")"
		}
	}
	return strings.Join(parts, " | ")
}

func dedupe(parts []string) []string {
	var out []string
	for _, p := range parts {
		if !slices.Contains(out, p) {
			out = append(out, p)
		}
	}
	return out
}

// parenthesize wraps a union or intersection that becomes an operand.
func parenthesize(t string) string {
	if topLevel(t, '|') || topLevel(t, '&') {
		return "(" + t + ")"
	}
	return t
}

// topLevel reports whether op occurs in t outside brackets and strings.
func topLevel(t string, op byte) bool {
	depth := 0
	inString, escaped := false, false
	for i := 0; i < len(t); i++ {
		c := t[i]
		if !inString && strings.HasPrefix(t[i:], "/**") {
			// Skip a doc comment: its text is not type syntax.
			end := strings.Index(t[i+3:], "*/")
			if end < 0 {
				return false
			}
			i += 3 + end + 1
			continue
		}
		switch {
		case inString:
			switch {
			case escaped:
				escaped = false
			case c == '\\':
				escaped = true
			case c == '"':
				inString = false
			}
		case c == '"':
			inString = true
		case c == '{' || c == '[' || c == '(' || c == '<':
			depth++
		case c == '}' || c == ']' || c == ')' || c == '>':
			depth--
		case c == op && depth == 0:
			return true
		}
	}
	return false
}

// literal renders a JSON value as a TypeScript literal type. Objects and
// arrays have no literal type; they render as their JSON text, which
// TypeScript reads as an object or tuple type of those literals.
func literal(v any) string {
	return quoteJSON(v)
}

// docComment renders a description as a one-line doc comment.
func docComment(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	s = strings.ReplaceAll(s, "*/", `*\/`)
	return "/** " + s + " */"
}

// quote renders a string as a JavaScript string literal.
func quote(s string) string { return quoteJSON(s) }

// quoteJSON encodes v as JSON without escaping <, > and &, which are fine
// in JavaScript source and easier for a model to read.
func quoteJSON(v any) string {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return "unknown"
	}
	return strings.TrimSuffix(buf.String(), "\n")
}
