package durabletools

// Descriptor describes one tool: its exact path, description and
// TypeScript signature (what the model sees), plus its kind and enclosing
// namespace descriptions (what drivers and search need). A slice of
// descriptors is plain JSON, so a workflow can pin the catalog in its input.
type Descriptor struct {
	Path        string         `json:"path"` // "orders.lookup"
	Description string         `json:"description"`
	Signature   string         `json:"signature"`
	Kind        Kind           `json:"kind"`
	Namespaces  []NamespaceDoc `json:"namespaces,omitempty"`
}

// Catalog describes the tools of a flattened tree, in the entries' order.
func Catalog(entries []Entry) []Descriptor {
	out := make([]Descriptor, len(entries))
	for i, e := range entries {
		out[i] = Descriptor{
			Path:        e.Path,
			Description: e.Tool.Description(),
			Signature:   e.Tool.Signature(e.Path),
			Kind:        e.Tool.Kind(),
			Namespaces:  e.Namespaces,
		}
	}
	return out
}
