package openapi

import (
	"slices"

	"github.com/getkin/kin-openapi/openapi3"
)

// direction says which way a value travels, which decides the properties a
// signature omits: readOnly ones are never sent, writeOnly ones never
// received.
type direction uint8

const (
	toServer direction = iota // a request: omit readOnly
	toClient                  // a response: omit writeOnly
)

// maxSchemaDepth bounds the inlining of nested and recursive schemas; what
// is deeper renders as unknown.
const maxSchemaDepth = 16

// convertSchema turns an OpenAPI schema (3.0 or 3.1) into a JSON Schema
// document for a tool signature: references are inlined (a recursive one
// becomes {} at its second occurrence), nullable becomes a "null" type, and
// properties not meant for the direction are dropped. Only what a
// TypeScript signature can show is kept.
func convertSchema(ref *openapi3.SchemaRef, dir direction) map[string]any {
	c := converter{dir: dir}
	if out, ok := c.convert(ref).(map[string]any); ok {
		return out
	}
	return map[string]any{}
}

type converter struct {
	dir   direction
	stack []*openapi3.Schema
}

// convert returns a map, or a bool for a boolean schema.
func (c *converter) convert(ref *openapi3.SchemaRef) any {
	if ref == nil || ref.Value == nil {
		return map[string]any{}
	}
	s := ref.Value
	if s.Always != nil {
		return *s.Always
	}
	if slices.Contains(c.stack, s) || len(c.stack) >= maxSchemaDepth {
		return map[string]any{}
	}
	c.stack = append(c.stack, s)
	defer func() { c.stack = c.stack[:len(c.stack)-1] }()

	out := map[string]any{}
	if s.Description != "" {
		out["description"] = s.Description
	}
	if s.Type != nil && len(*s.Type) > 0 {
		types := slices.Clone(s.Type.Slice())
		if s.Nullable && !slices.Contains(types, "null") {
			types = append(types, "null")
		}
		if len(types) == 1 {
			out["type"] = types[0]
		} else {
			out["type"] = types
		}
	}
	if len(s.Enum) > 0 {
		enum := slices.Clone(s.Enum)
		if s.Nullable && !slices.Contains(enum, any(nil)) {
			enum = append(enum, nil)
		}
		out["enum"] = enum
	}
	if s.Const != nil {
		out["const"] = s.Const
	}
	if s.Format != "" {
		out["format"] = s.Format
	}
	if s.Items != nil {
		out["items"] = c.convert(s.Items)
	}
	if len(s.PrefixItems) > 0 {
		out["prefixItems"] = c.convertAll(s.PrefixItems)
	}
	if len(s.Properties) > 0 {
		props := map[string]any{}
		var required []string
		for _, name := range sortedKeys(s.Properties) {
			p := s.Properties[name]
			if p != nil && p.Value != nil && (c.dir == toServer && p.Value.ReadOnly || c.dir == toClient && p.Value.WriteOnly) {
				continue
			}
			props[name] = c.convert(p)
			if slices.Contains(s.Required, name) {
				required = append(required, name)
			}
		}
		out["properties"] = props
		if len(required) > 0 {
			out["required"] = required
		}
	}
	switch ap := s.AdditionalProperties; {
	case ap.Has != nil:
		out["additionalProperties"] = *ap.Has
	case ap.Schema != nil:
		out["additionalProperties"] = c.convert(ap.Schema)
	}
	if len(s.OneOf) > 0 {
		out["oneOf"] = c.convertAll(s.OneOf)
	}
	if len(s.AnyOf) > 0 {
		out["anyOf"] = c.convertAll(s.AnyOf)
	}
	if len(s.AllOf) > 0 {
		out["allOf"] = c.convertAll(s.AllOf)
	}
	if s.Nullable && out["type"] == nil && (len(s.OneOf) > 0 || len(s.AnyOf) > 0 || len(s.AllOf) > 0) {
		// nullable on a composition: "T | null".
		inner := out
		out = map[string]any{"anyOf": []any{inner, map[string]any{"type": "null"}}}
	}
	return out
}

func (c *converter) convertAll(refs openapi3.SchemaRefs) []any {
	out := make([]any, 0, len(refs))
	for _, r := range refs {
		out = append(out, c.convert(r))
	}
	return out
}

// withDescription sets a schema's description when it has none (a
// parameter's or request body's description documents its property).
func withDescription(schema map[string]any, desc string) map[string]any {
	if _, ok := schema["description"]; !ok {
		schema["description"] = desc
	}
	return schema
}
