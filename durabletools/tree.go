package durabletools

import (
	"fmt"
	"slices"
	"strings"
)

// Namespace is a subtree of tools with a description. A plain nested
// map[string]any is a namespace without one. Names come from the keys of the
// enclosing map, so a Namespace does not repeat its own name. Descriptions
// are model-visible, and search matches them for every tool below.
type Namespace struct {
	Description string
	// Tools holds the same values as the top-level tree: *Tool, Namespace,
	// *Namespace, or nested map[string]any (or map[string]*Tool).
	Tools map[string]any
}

// NamespaceDoc is a described namespace enclosing a tool.
type NamespaceDoc struct {
	Path        string `json:"path"` // "orders"
	Description string `json:"description"`
}

// Entry is one tool of a flattened tree.
type Entry struct {
	// Path is the tool's dotted path below `tools`, such as "orders.lookup"
	// or "context7.resolve-library-id". Path segments never contain dots, so
	// the path names the tool unambiguously.
	Path     string
	Segments []string
	Tool     *Tool
	// Namespaces are the described namespaces enclosing the tool, outermost
	// first.
	Namespaces []NamespaceDoc
}

// Expression is how a program calls the tool: tools.orders.lookup, or
// tools.context7["resolve-library-id"].
func (e Entry) Expression() string { return expression(e.Segments) }

// Flatten validates a tool tree and lists its tools sorted by path (segment
// by segment, so "a.b" comes before "a-b" and after "a").
//
// The rules:
//   - values are *Tool, Namespace, *Namespace, map[string]any or
//     map[string]*Tool; anything else, a nil tool or a tool whose
//     constructor failed is an error;
//   - a dot in a key creates nested paths: {"orders.lookup": t} is
//     {"orders": {"lookup": t}}; empty names ("", "a..b", ".a") are errors;
//   - any other character is allowed, and programs reach such names with
//     bracket notation (tools.context7["resolve-library-id"]);
//   - two tools at the same path are an error; namespaces at the same path
//     merge;
//   - a path may be a tool and a namespace at once ({"a": t1, "a.b": t2}):
//     tools.a(...) and tools.a.b(...) both work, as a JavaScript function
//     may carry properties.
func Flatten(tree map[string]any) ([]Entry, error) {
	f := flattener{seen: map[string]bool{}}
	if err := f.walk(nil, nil, tree); err != nil {
		return nil, err
	}
	slices.SortFunc(f.entries, func(a, b Entry) int { return slices.Compare(a.Segments, b.Segments) })
	return f.entries, nil
}

// maxTreeDepth bounds how deeply namespaces nest.
const maxTreeDepth = 64

type flattener struct {
	entries []Entry
	seen    map[string]bool
}

// walk visits a map's keys in sorted order, so the first error reported does
// not depend on map iteration order.
func (f *flattener) walk(prefix []string, docs []NamespaceDoc, tree map[string]any) error {
	if len(prefix) > maxTreeDepth {
		// A tree that contains itself would recurse for ever.
		return fmt.Errorf("%s: namespaces nest more than %d levels (does the tree contain itself?)", expression(prefix[:maxTreeDepth]), maxTreeDepth)
	}
	for _, key := range sortedKeys(tree) {
		segs, err := splitKey(prefix, key)
		if err != nil {
			return err
		}
		if err := f.value(segs, docs, tree[key]); err != nil {
			return err
		}
	}
	return nil
}

func (f *flattener) value(path []string, docs []NamespaceDoc, v any) error {
	where := expression(path)
	switch v := v.(type) {
	case *Tool:
		if v == nil {
			return fmt.Errorf("%s: the tool is nil", where)
		}
		if v.err != nil {
			return fmt.Errorf("%s: %w", where, v.err)
		}
		p := strings.Join(path, ".")
		if f.seen[p] {
			return fmt.Errorf("%s: two tools have this path", where)
		}
		f.seen[p] = true
		f.entries = append(f.entries, Entry{Path: p, Segments: path, Tool: v, Namespaces: docs})
		return nil
	case Namespace:
		return f.namespace(path, docs, v)
	case *Namespace:
		if v == nil {
			return fmt.Errorf("%s: the namespace is nil", where)
		}
		return f.namespace(path, docs, *v)
	case map[string]any:
		return f.walk(path, docs, v)
	case map[string]*Tool:
		m := make(map[string]any, len(v))
		for k, t := range v {
			m[k] = t
		}
		return f.walk(path, docs, m)
	case nil:
		return fmt.Errorf("%s: the value is nil; want a *durabletools.Tool, a durabletools.Namespace or a map[string]any", where)
	default:
		return fmt.Errorf("%s: a %T is not a tool; want a *durabletools.Tool, a durabletools.Namespace or a map[string]any", where, v)
	}
}

func (f *flattener) namespace(path []string, docs []NamespaceDoc, ns Namespace) error {
	if ns.Description != "" {
		docs = append(slices.Clip(docs), NamespaceDoc{Path: strings.Join(path, "."), Description: ns.Description})
	}
	return f.walk(path, docs, ns.Tools)
}

// splitKey appends a key's dot-separated names to prefix.
func splitKey(prefix []string, key string) ([]string, error) {
	names := strings.Split(key, ".")
	for _, name := range names {
		if name == "" {
			if len(prefix) == 0 {
				return nil, fmt.Errorf("tools: key %q has an empty name", key)
			}
			return nil, fmt.Errorf("%s: key %q has an empty name", expression(prefix), key)
		}
	}
	return append(slices.Clip(prefix), names...), nil
}

// SplitPath splits a dotted tool path into its segments ("" has none).
func SplitPath(path string) []string {
	if path == "" {
		return nil
	}
	return strings.Split(path, ".")
}

// Expression turns a dotted tool path into the expression a program calls
// it with: "orders.lookup" -> tools.orders.lookup, and
// "context7.resolve-library-id" -> tools.context7["resolve-library-id"].
func Expression(path string) string { return expression(SplitPath(path)) }

func expression(segments []string) string {
	var b strings.Builder
	b.WriteString("tools")
	for _, s := range segments {
		if isIdentifier(s) {
			b.WriteByte('.')
			b.WriteString(s)
		} else {
			b.WriteByte('[')
			b.WriteString(quote(s))
			b.WriteByte(']')
		}
	}
	return b.String()
}

// isIdentifier reports an ASCII JavaScript identifier name; reserved words
// are fine after a dot. Non-ASCII names use brackets, which always work.
func isIdentifier(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '_' || c == '$' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z':
		case '0' <= c && c <= '9' && i > 0:
		default:
			return false
		}
	}
	return true
}
