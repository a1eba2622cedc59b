package durabletools

import (
	"github.com/google/jsonschema-go/jsonschema"
)

// validate checks a decoded JSON value against a typed tool's schema, and
// reports the same error for the same value every time.
//
// The validator walks an object's properties in Go map order, so when
// several properties are invalid, which one its error names changes from
// run to run. A run's Result must not (CodeMode is deterministic), so on
// failure the properties are checked again one at a time, in sorted order
// and depth first, and the first invalid one is reported. When that finds
// nothing (the error is about required or extra properties, say), the
// validator's own error stands.
func validate(root *jsonschema.Schema, resolved *jsonschema.Resolved, v any) error {
	err := resolved.Validate(v)
	if err == nil {
		return nil
	}
	if first := firstInvalid(root, nil, root, v, 0); first != nil {
		return first
	}
	return err
}

// step is one level of the path to a value: an object property or an
// array item.
type step struct {
	property string
	item     bool
}

// firstInvalid finds the first invalid value below v (schema s, reached
// from the root by path) in sorted property and item order, and returns the
// error of validating it alone.
func firstInvalid(root *jsonschema.Schema, path []step, s *jsonschema.Schema, v any, depth int) error {
	if s == nil || depth > MaxDepth {
		return nil
	}
	switch v := v.(type) {
	case map[string]any:
		for _, name := range sortedKeys(s.Properties) {
			val, ok := v[name]
			if !ok {
				continue
			}
			sub := s.Properties[name]
			p := append(path[:len(path):len(path)], step{property: name})
			if err := validateAt(root, p, sub, val); err != nil {
				if deeper := firstInvalid(root, p, sub, val, depth+1); deeper != nil {
					return deeper
				}
				return err
			}
		}
	case []any:
		if s.Items == nil {
			return nil
		}
		p := append(path[:len(path):len(path)], step{item: true})
		for _, item := range v {
			if err := validateAt(root, p, s.Items, item); err != nil {
				if deeper := firstInvalid(root, p, s.Items, item, depth+1); deeper != nil {
					return deeper
				}
				return err
			}
		}
	}
	return nil
}

// validateAt validates val against sub alone, wrapped in schemas and values
// that rebuild its path (so the error names the same location) and carry
// the root's definitions (so its references resolve).
func validateAt(root *jsonschema.Schema, path []step, sub *jsonschema.Schema, val any) error {
	schema, value := sub, val
	for i := len(path) - 1; i >= 0; i-- {
		if path[i].item {
			schema = &jsonschema.Schema{Type: "array", Items: schema}
			value = []any{value}
		} else {
			schema = &jsonschema.Schema{Type: "object", Properties: map[string]*jsonschema.Schema{path[i].property: schema}}
			value = map[string]any{path[i].property: value}
		}
	}
	wrapper := *schema
	wrapper.Defs, wrapper.Definitions = root.Defs, root.Definitions
	resolved, err := wrapper.Resolve(nil)
	if err != nil {
		return nil
	}
	return resolved.Validate(value)
}
