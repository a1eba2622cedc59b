package durabletools

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"

	"github.com/google/jsonschema-go/jsonschema"
)

// schemaFor derives the JSON Schema of a Go type and resolves it for
// validation.
func schemaFor(t reflect.Type) (*jsonschema.Schema, *jsonschema.Resolved, error) {
	s, err := jsonschema.ForType(t, &jsonschema.ForOptions{TypeSchemas: encodedTypes})
	if err != nil {
		return nil, nil, err
	}
	allowNullMaps(s, 0)
	resolved, err := s.Resolve(nil)
	if err != nil {
		return nil, nil, err
	}
	return s, resolved, nil
}

// encodedTypes are Go types whose JSON encoding is not what their Go shape
// suggests: a json.RawMessage is any JSON value, and a []byte is a base64
// string (or null), not an array of numbers.
var encodedTypes = map[reflect.Type]*jsonschema.Schema{
	reflect.TypeFor[json.RawMessage](): {},
	reflect.TypeFor[[]byte]():          {Types: []string{"string", "null"}, ContentEncoding: "base64"},
}

// allowNullMaps lets schemas derived from Go maps accept null. encoding/json
// encodes a nil map as null (as it does a nil slice, which jsonschema-go
// already allows), so without this a tool returning a struct with an unset
// map field would fail with InvalidToolOutput. A map's schema is the only
// derived object schema whose additionalProperties is not false.
func allowNullMaps(s *jsonschema.Schema, depth int) {
	if s == nil || depth > 64 {
		return
	}
	if s.Type == "object" && s.AdditionalProperties != nil && !isFalseSchema(s.AdditionalProperties) && s.Properties == nil {
		s.Type, s.Types = "", []string{"object", "null"}
	}
	for _, p := range s.Properties {
		allowNullMaps(p, depth+1)
	}
	allowNullMaps(s.AdditionalProperties, depth+1)
	allowNullMaps(s.Items, depth+1)
}

// isFalseSchema reports the schema that accepts nothing ({"not": {}}).
func isFalseSchema(s *jsonschema.Schema) bool {
	return s != nil && s.Not != nil && reflect.DeepEqual(*s.Not, jsonschema.Schema{}) &&
		reflect.DeepEqual(*s, jsonschema.Schema{Not: s.Not})
}

// isTrueSchema reports the empty schema, which accepts everything.
func isTrueSchema(s *jsonschema.Schema) bool {
	return s != nil && reflect.DeepEqual(*s, jsonschema.Schema{})
}

// optionalObject reports an object schema without required properties: the
// tool may be called with no argument.
func optionalObject(s *jsonschema.Schema) bool {
	if s == nil || len(s.Required) > 0 {
		return false
	}
	return s.Type == "object"
}

// noInput reports an object schema that admits only {}: the tool takes no
// argument and its signature shows none.
func noInput(s *jsonschema.Schema) bool {
	return optionalObject(s) && len(s.Properties) == 0 && isFalseSchema(s.AdditionalProperties)
}

// parseRawSchema reads a render-only JSON Schema document. Empty input means
// no schema. The order of every "properties" object is kept, so signatures
// list properties as the document does.
func parseRawSchema(doc json.RawMessage) (*jsonschema.Schema, error) {
	if len(bytes.TrimSpace(doc)) == 0 {
		return nil, nil
	}
	var s jsonschema.Schema
	if err := json.Unmarshal(doc, &s); err != nil {
		return nil, fmt.Errorf("not a JSON Schema: %w", err)
	}
	if err := recordPropertyOrder(&s, doc, 0); err != nil {
		return nil, err
	}
	return &s, nil
}

// recordPropertyOrder sets PropertyOrder on s and its subschemas from the
// key order in doc, the JSON s was decoded from.
func recordPropertyOrder(s *jsonschema.Schema, doc json.RawMessage, depth int) error {
	if s == nil || depth > 64 {
		return nil
	}
	var fields map[string]json.RawMessage
	if json.Unmarshal(doc, &fields) != nil {
		return nil // a boolean schema has no fields
	}
	if props, ok := fields["properties"]; ok {
		order, err := objectKeys(props)
		if err != nil {
			return err
		}
		s.PropertyOrder = order
		var raw map[string]json.RawMessage
		_ = json.Unmarshal(props, &raw)
		for _, name := range order {
			if err := recordPropertyOrder(s.Properties[name], raw[name], depth+1); err != nil {
				return err
			}
		}
	}
	// Subschemas in a fixed order, so the first error reported is always
	// the same one.
	for _, sub := range []struct {
		key    string
		schema *jsonschema.Schema
	}{{"additionalProperties", s.AdditionalProperties}, {"items", s.Items}, {"not", s.Not}} {
		if err := recordPropertyOrder(sub.schema, fields[sub.key], depth+1); err != nil {
			return err
		}
	}
	for _, list := range []struct {
		key     string
		schemas []*jsonschema.Schema
	}{{"anyOf", s.AnyOf}, {"oneOf", s.OneOf}, {"allOf", s.AllOf}, {"prefixItems", s.PrefixItems}, {"items", s.ItemsArray}} {
		var raws []json.RawMessage
		_ = json.Unmarshal(fields[list.key], &raws)
		for i, sub := range list.schemas {
			if i < len(raws) {
				if err := recordPropertyOrder(sub, raws[i], depth+1); err != nil {
					return err
				}
			}
		}
	}
	for _, defs := range []struct {
		key     string
		schemas map[string]*jsonschema.Schema
	}{{"$defs", s.Defs}, {"definitions", s.Definitions}} {
		var raws map[string]json.RawMessage
		_ = json.Unmarshal(fields[defs.key], &raws)
		for _, name := range sortedKeys(defs.schemas) {
			if err := recordPropertyOrder(defs.schemas[name], raws[name], depth+1); err != nil {
				return err
			}
		}
	}
	return nil
}

// objectKeys lists the keys of a JSON object in document order.
func objectKeys(obj json.RawMessage) ([]string, error) {
	dec := json.NewDecoder(bytes.NewReader(obj))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return nil, errors.New(`"properties" must be an object`)
	}
	var keys []string
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, err
		}
		keys = append(keys, tok.(string))
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			return nil, err
		}
	}
	return keys, nil
}

// sortedKeys lists a map's keys in order: nothing may depend on Go's map
// iteration order.
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
