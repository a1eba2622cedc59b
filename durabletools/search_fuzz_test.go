package durabletools

import (
	"encoding/json"
	"testing"
)

// search(...) arguments come from programs: no input may panic, and a
// search's answer must be valid JSON within the requested page.
func FuzzSearch(f *testing.F) {
	for _, seed := range []string{
		`["orders"]`, `[]`, `null`, `[null, {"namespace": "crm", "limit": 2, "offset": 1}]`,
		`[{"query": "tools.crm"}]`, `["tools.日本.検索"]`, `["注文 RÉSUMÉ e-mail"]`, `["tools[\"x\"]"]`,
		`["q", {"limit": 1e300}]`, `[1, 2, 3]`, `{"query": {}}`, `"`,
	} {
		f.Add([]byte(seed))
	}
	cat := searchCatalogForFuzz()
	ix := NewSearchIndex(cat)
	f.Fuzz(func(t *testing.T, input []byte) {
		req, err := ParseSearchInput(input)
		if err != nil {
			return
		}
		res := ix.Search(req)
		limit := req.Limit
		if limit == 0 {
			limit = DefaultSearchLimit
		}
		if len(res.Results) > limit || res.Total > len(cat) {
			t.Fatalf("page of %d (limit %d), total %d", len(res.Results), limit, res.Total)
		}
		if _, err := json.Marshal(res); err != nil {
			t.Fatal(err)
		}
	})
}

func searchCatalogForFuzz() []Descriptor {
	return []Descriptor{
		{Path: "orders.lookup", Description: "Look up an order", Signature: "tools.orders.lookup(input: { id: string }): Promise<unknown>",
			Namespaces: []NamespaceDoc{{Path: "orders", Description: "Purchases and shipment"}}},
		{Path: "crm.contacts.find", Description: "Find a contact by e-mail", Signature: "tools.crm.contacts.find(): Promise<void>"},
		{Path: "日本.検索", Description: "注文を検索する", Signature: `tools["日本"]["検索"](): Promise<void>`},
		{Path: "x", Description: "", Signature: "tools.x(): Promise<void>"},
	}
}
