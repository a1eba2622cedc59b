package durabletools

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func rawTool(description, input, output string) *Tool {
	return Raw(description, json.RawMessage(input), json.RawMessage(output),
		func(ctx context.Context, in json.RawMessage, call Call) (json.RawMessage, error) { return nil, nil })
}

// searchCatalog is a small realistic catalog: described namespaces,
// a bracket path, non-ASCII descriptions.
func searchCatalog(t *testing.T) []Descriptor {
	t.Helper()
	entries, err := Flatten(map[string]any{
		"orders": Namespace{
			Description: "Purchases, fulfillment, and shipment tracking",
			Tools: map[string]any{
				"lookup": rawTool("Look up an order by ID", `{"type":"object","properties":{"id":{"type":"string"}},"required":["id"]}`, `{"type":"object"}`),
				"cancel": rawTool("Cancel an order that has not shipped", `{"type":"object","properties":{"id":{"type":"string"},"reason":{"type":"string"}}}`, ""),
				"list":   rawTool("List recent orders of a customer", `{"type":"object","properties":{"customerEmail":{"type":"string"}}}`, `{"type":"array"}`),
			},
		},
		"crm": Namespace{
			Description: "Customer relationship management",
			Tools: map[string]any{
				"contacts.find":   rawTool("Find a contact by name or e-mail address", `{"type":"object","properties":{"name":{"type":"string"}}}`, `{"type":"object"}`),
				"contacts.update": rawTool("Update a contact's details", `{"type":"object"}`, ""),
			},
		},
		"context7": map[string]any{
			"resolve-library-id": rawTool("Resolve a package name to a Context7 library ID", `{"type":"object"}`, `{"type":"string"}`),
		},
		"日本": Namespace{
			Description: "日本語の注文管理",
			Tools: map[string]any{
				"検索": rawTool("注文を検索する", `{"type":"object"}`, `{"type":"object"}`),
			},
		},
		"billing": Namespace{
			Description: "Facturación y pagos",
			Tools: map[string]any{
				"résumé": rawTool("Résumé des FACTURES du mois", `{"type":"object"}`, `{"type":"object"}`),
			},
		},
	})
	require.NoError(t, err)
	return Catalog(entries)
}

func searchPaths(r SearchResult) []string {
	var out []string
	for _, h := range r.Results {
		out = append(out, h.Path)
	}
	return out
}

func TestSearchExactPathLookup(t *testing.T) {
	ix := NewSearchIndex(searchCatalog(t))
	for _, q := range []string{"orders.lookup", "tools.orders.lookup", " tools.orders.lookup ", "tools.orders.lookup()"} {
		r := ix.Search(SearchRequest{Query: q})
		assert.Equal(t, []string{"orders.lookup"}, searchPaths(r), q)
		assert.Equal(t, 1, r.Total)
		assert.Nil(t, r.NextOffset)
	}
	r := ix.Search(SearchRequest{Query: `tools.context7["resolve-library-id"]`})
	require.Len(t, r.Results, 1)
	assert.Equal(t, SearchHit{
		Path:        "context7.resolve-library-id",
		Expression:  `tools.context7["resolve-library-id"]`,
		Description: "Resolve a package name to a Context7 library ID",
		Signature:   `tools.context7["resolve-library-id"](input?: { [key: string]: unknown }): Promise<string>`,
	}, r.Results[0], "results are callable paths with full signatures")

	r = ix.Search(SearchRequest{Query: "orders.lookup", Namespace: "crm"})
	assert.Empty(t, r.Results, "an exact path outside the namespace is not found")
	assert.NotNil(t, r.Results, "results is [] in JSON, never null")
}

func TestSearchEmptyQueryBrowses(t *testing.T) {
	cat := searchCatalog(t)
	ix := NewSearchIndex(cat)
	r := ix.Search(SearchRequest{Limit: 100})
	require.Equal(t, len(cat), r.Total)
	for i, d := range cat {
		assert.Equal(t, d.Path, r.Results[i].Path, "browsing lists the catalog in order")
	}
	r = ix.Search(SearchRequest{Namespace: "orders"})
	assert.Equal(t, []string{"orders.cancel", "orders.list", "orders.lookup"}, searchPaths(r))
	r = ix.Search(SearchRequest{Query: "tools.crm"})
	assert.Equal(t, []string{"crm.contacts.find", "crm.contacts.update"}, searchPaths(r), "a namespace expression browses it")
	r = ix.Search(SearchRequest{Query: "tools.crm.contacts", Namespace: "tools.crm"})
	assert.Equal(t, 2, r.Total)
	r = ix.Search(SearchRequest{Query: "tools.crm", Namespace: "orders"})
	assert.Equal(t, 0, r.Total)
}

func TestSearchNamespaceScoped(t *testing.T) {
	ix := NewSearchIndex(searchCatalog(t))
	r := ix.Search(SearchRequest{Query: "contact customer", Namespace: "tools.orders"})
	assert.Equal(t, []string{"orders.list"}, searchPaths(r))
	r = ix.Search(SearchRequest{Query: "find", Namespace: `tools["crm"]`})
	assert.Equal(t, []string{"crm.contacts.find"}, searchPaths(r))
	r = ix.Search(SearchRequest{Query: "order", Namespace: "nope"})
	assert.Equal(t, 0, r.Total)
}

func TestSearchRanking(t *testing.T) {
	ix := NewSearchIndex(searchCatalog(t))
	r := ix.Search(SearchRequest{Query: "look up an order"})
	require.NotEmpty(t, r.Results)
	assert.Equal(t, "orders.lookup", r.Results[0].Path)

	r = ix.Search(SearchRequest{Query: "cancel order"})
	assert.Equal(t, "orders.cancel", r.Results[0].Path, "the tool's own name weighs most")

	// "shipment" appears only in the orders namespace description: every
	// tool below it matches.
	r = ix.Search(SearchRequest{Query: "shipment"})
	assert.Equal(t, []string{"orders.cancel", "orders.list", "orders.lookup"}, searchPaths(r))

	// camelCase property names in signatures are words too.
	r = ix.Search(SearchRequest{Query: "email"})
	assert.Equal(t, []string{"crm.contacts.find", "orders.list"}, searchPaths(r))

	r = ix.Search(SearchRequest{Query: "ResolveLibraryID"})
	assert.Equal(t, "context7.resolve-library-id", r.Results[0].Path)

	r = ix.Search(SearchRequest{Query: "zzzz"})
	assert.Equal(t, 0, r.Total)
	assert.Empty(t, r.Results)
}

func TestSearchNonASCII(t *testing.T) {
	ix := NewSearchIndex(searchCatalog(t))
	r := ix.Search(SearchRequest{Query: "注文"})
	assert.Equal(t, []string{"日本.検索"}, searchPaths(r), "CJK text matches by character")
	assert.Equal(t, `tools["日本"]["検索"]`, r.Results[0].Expression)
	r = ix.Search(SearchRequest{Query: "resume factures"})
	assert.Equal(t, []string{"billing.résumé"}, searchPaths(r), "accents and case are folded")
	r = ix.Search(SearchRequest{Query: "FACTURACIÓN"})
	assert.Equal(t, []string{"billing.résumé"}, searchPaths(r), "namespace descriptions match, folded")
	r = ix.Search(SearchRequest{Query: "tools.日本.検索"})
	assert.Equal(t, []string{"日本.検索"}, searchPaths(r), "a non-identifier path as a dotted path")
}

func TestSearchPagination(t *testing.T) {
	var tools = map[string]any{}
	for i := range 25 {
		tools[fmt.Sprintf("t%02d", i)] = rawTool("widget tool", "", "")
	}
	entries, err := Flatten(map[string]any{"w": tools})
	require.NoError(t, err)
	ix := NewSearchIndex(Catalog(entries))

	r := ix.Search(SearchRequest{Query: "widget"})
	assert.Equal(t, 25, r.Total)
	assert.Len(t, r.Results, DefaultSearchLimit)
	require.NotNil(t, r.NextOffset)
	assert.Equal(t, 10, *r.NextOffset)

	var all []string
	offset := 0
	for {
		r := ix.Search(SearchRequest{Query: "widget", Limit: 7, Offset: offset})
		all = append(all, searchPaths(r)...)
		if r.NextOffset == nil {
			break
		}
		offset = *r.NextOffset
	}
	require.Len(t, all, 25)
	assert.Equal(t, "w.t00", all[0])
	assert.Equal(t, "w.t24", all[24])

	r = ix.Search(SearchRequest{Offset: 100})
	assert.Equal(t, 25, r.Total)
	assert.Empty(t, r.Results)
	assert.Nil(t, r.NextOffset)
}

func TestSearchIsDeterministic(t *testing.T) {
	cat := searchCatalog(t)
	want, err := json.Marshal(NewSearchIndex(cat).Search(SearchRequest{Query: "order contact", Limit: 100}))
	require.NoError(t, err)
	for range 20 {
		got, err := json.Marshal(NewSearchIndex(searchCatalog(t)).Search(SearchRequest{Query: "order contact", Limit: 100}))
		require.NoError(t, err)
		require.Equal(t, string(want), string(got))
	}
}

func TestParseSearchInput(t *testing.T) {
	for _, c := range []struct {
		in   string
		want SearchRequest
	}{
		{``, SearchRequest{}},
		{`null`, SearchRequest{}},
		{`[]`, SearchRequest{}},
		{`[null]`, SearchRequest{}},
		{`["orders"]`, SearchRequest{Query: "orders"}},
		{`"orders"`, SearchRequest{Query: "orders"}},
		{`["x", {"namespace": "tools.crm", "limit": 5, "offset": 10}]`, SearchRequest{Query: "x", Namespace: "crm", Limit: 5, Offset: 10}},
		{`[null, {"limit": 1000}]`, SearchRequest{Limit: MaxSearchLimit}},
		{`[{"query": "q", "namespace": "a.b"}]`, SearchRequest{Query: "q", Namespace: "a.b"}},
		{`{"query": "q"}`, SearchRequest{Query: "q"}},
		{`["q", null]`, SearchRequest{Query: "q"}},
		{`["q", {"limit": null}]`, SearchRequest{Query: "q"}},
	} {
		got, err := ParseSearchInput(json.RawMessage(c.in))
		require.NoError(t, err, c.in)
		assert.Equal(t, c.want, got, c.in)
	}
	for _, c := range []struct{ in, msg string }{
		{`[1]`, "search: the query must be a string, not a number"},
		{`["q", "crm"]`, "search: options must be an object { namespace, limit, offset }, not a string"},
		{`["q", {"limit": 0}]`, "search: options.limit must be a positive integer, not 0"},
		{`["q", {"limit": 1.5}]`, "search: options.limit must be a positive integer, not 1.5"},
		{`["q", {"offset": -1}]`, "search: options.offset must be a non-negative integer, not -1"},
		{`["q", {"max": 3}]`, `search: unknown option "max"; the options are namespace, limit and offset`},
		{`["q", {"query": "x"}]`, "search: pass the query as the first argument, search(query, options)"},
		{`["q", {}, 3]`, "search takes at most two arguments: search(query, { namespace, limit, offset })"},
		{`[{"namespace": 3}]`, "search: options.namespace must be a string, not a number"},
	} {
		_, err := ParseSearchInput(json.RawMessage(c.in))
		require.Error(t, err, c.in)
		assert.Equal(t, c.msg, err.Error(), c.in)
	}
}

func TestParseExpression(t *testing.T) {
	for in, want := range map[string]string{
		"tools":                                "",
		"tools.a":                              "a",
		"tools.a.b":                            "a.b",
		`tools.context7["resolve-library-id"]`: "context7.resolve-library-id",
		`tools['x y'].z`:                       "x y.z",
	} {
		got, ok := ParseExpression(in)
		assert.True(t, ok, in)
		assert.Equal(t, want, got, in)
	}
	for _, in := range []string{"a.b", "tools.", "tools..a", "tools[a]", `tools["a.b"]`, `tools["a"`, "toolsx", "tools.a-b"} {
		_, ok := ParseExpression(in)
		assert.False(t, ok, in)
	}
}

func TestTokenize(t *testing.T) {
	assert.Equal(t, []string{"lookup", "order", "by", "id"}, tokenize("lookupOrder by_ID"))
	assert.Equal(t, []string{"resume", "strasse"}, tokenize("RÉSUMÉ, Straße"))
	assert.Equal(t, []string{"注", "文", "を", "検", "索"}, tokenize("注文を検索"))
	assert.Equal(t, []string{"tools", "context7", "resolve", "library", "id"}, tokenize(`tools.context7["resolve-library-id"]`))
	assert.Equal(t, []string{"order"}, queryTokens("the order of the"))
	assert.Equal(t, []string{"the"}, queryTokens("the"))
}

func TestSearchSignature(t *testing.T) {
	assert.Contains(t, SearchSignature, "search(query?: string, options?: { namespace?: string; limit?: number; offset?: number })")
}
