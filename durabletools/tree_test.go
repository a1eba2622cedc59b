package durabletools

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func paths(entries []Entry) []string {
	var out []string
	for _, e := range entries {
		out = append(out, e.Path)
	}
	return out
}

func TestFlatten(t *testing.T) {
	lookup, cancel, resolve, ping := lookupTool(), lookupTool(), lookupTool(), lookupTool()
	tree := map[string]any{
		"orders": Namespace{
			Description: "Purchases, fulfillment, and shipment tracking",
			Tools: map[string]any{
				"lookup":         lookup,
				"admin.cancel":   cancel,
				"admin.archived": &Namespace{Description: "Old orders", Tools: map[string]any{"get": ping}},
			},
		},
		"context7": map[string]*Tool{"resolve-library-id": resolve},
		"a-b":      ping,
		"a":        ping,
		"a.b":      ping,
		"a.c.d":    ping,
	}
	entries, err := Flatten(tree)
	require.NoError(t, err)
	assert.Equal(t, []string{
		"a", "a.b", "a.c.d", "a-b",
		"context7.resolve-library-id",
		"orders.admin.archived.get", "orders.admin.cancel", "orders.lookup",
	}, paths(entries))

	byPath := map[string]Entry{}
	for _, e := range entries {
		byPath[e.Path] = e
	}
	assert.Equal(t, `tools.context7["resolve-library-id"]`, byPath["context7.resolve-library-id"].Expression())
	assert.Equal(t, []string{"context7", "resolve-library-id"}, byPath["context7.resolve-library-id"].Segments)
	assert.Same(t, cancel, byPath["orders.admin.cancel"].Tool)
	assert.Equal(t, []NamespaceDoc{{Path: "orders", Description: "Purchases, fulfillment, and shipment tracking"}},
		byPath["orders.lookup"].Namespaces)
	assert.Equal(t, []NamespaceDoc{
		{Path: "orders", Description: "Purchases, fulfillment, and shipment tracking"},
		{Path: "orders.admin.archived", Description: "Old orders"},
	}, byPath["orders.admin.archived.get"].Namespaces)
	assert.Empty(t, byPath["a.b"].Namespaces)
}

func TestFlattenErrors(t *testing.T) {
	bad := New[NoInput, int]("", nil)
	cases := []struct {
		tree map[string]any
		err  string
	}{
		{map[string]any{"": lookupTool()}, `tools: key "" has an empty name`},
		{map[string]any{"a..b": lookupTool()}, `tools: key "a..b" has an empty name`},
		{map[string]any{"x": map[string]any{".a": lookupTool()}}, `tools.x: key ".a" has an empty name`},
		{map[string]any{"a": (*Tool)(nil)}, `tools.a: the tool is nil`},
		{map[string]any{"a": nil}, `tools.a: the value is nil; want a *durabletools.Tool, a durabletools.Namespace or a map[string]any`},
		{map[string]any{"a": "tool"}, `tools.a: a string is not a tool; want a *durabletools.Tool, a durabletools.Namespace or a map[string]any`},
		{map[string]any{"a": (*Namespace)(nil)}, `tools.a: the namespace is nil`},
		{map[string]any{"my-ns": map[string]any{"f": bad}}, `tools["my-ns"].f: the execute function is nil`},
		{map[string]any{"a.b": lookupTool(), "a": map[string]any{"b": lookupTool()}}, `tools.a.b: two tools have this path`},
	}
	for _, c := range cases {
		_, err := Flatten(c.tree)
		assert.EqualError(t, err, c.err)
	}
}

func TestExpression(t *testing.T) {
	cases := map[string]string{
		"":                            "tools",
		"orders.lookup":               "tools.orders.lookup",
		"context7.resolve-library-id": `tools.context7["resolve-library-id"]`,
		"a.default.$x._y":             "tools.a.default.$x._y",
		"v1.2fa":                      `tools.v1["2fa"]`,
		"café.<b>":                    `tools["café"]["<b>"]`,
		`q."x"`:                       `tools.q["\"x\""]`,
	}
	for path, want := range cases {
		assert.Equal(t, want, Expression(path), path)
	}
}

func TestCatalog(t *testing.T) {
	entries, err := Flatten(map[string]any{"orders": map[string]any{"lookup": lookupTool()}})
	require.NoError(t, err)
	assert.Equal(t, []Descriptor{{
		Path:        "orders.lookup",
		Description: "Look up an order by ID",
		Signature:   "tools.orders.lookup(input: { id: string }): Promise<{ id: string; status: string }>",
	}}, Catalog(entries))
}

func TestCatalogJSON(t *testing.T) {
	entries, err := Flatten(map[string]any{
		"orders": Namespace{Description: "Orders", Tools: map[string]any{"lookup": lookupTool()}},
		"math":   map[string]any{"add": Idempotent("Add", func(ctx context.Context, in NoInput, c Call) (int, error) { return 0, nil })},
	})
	require.NoError(t, err)
	data, err := json.Marshal(Catalog(entries))
	require.NoError(t, err)
	assert.JSONEq(t, `[
		{"path":"math.add","description":"Add","signature":"tools.math.add(): Promise<number>","kind":"idempotent"},
		{"path":"orders.lookup","description":"Look up an order by ID",
		 "signature":"tools.orders.lookup(input: { id: string }): Promise<{ id: string; status: string }>","kind":"plain",
		 "namespaces":[{"path":"orders","description":"Orders"}]}]`, string(data))
	var back []Descriptor
	require.NoError(t, json.Unmarshal(data, &back))
	assert.Equal(t, Catalog(entries), back)

	var k Kind
	assert.ErrorContains(t, json.Unmarshal([]byte(`"eventual"`), &k), `unknown tool kind "eventual"`)
	_, err = Kind(9).MarshalText()
	assert.Error(t, err)
}
