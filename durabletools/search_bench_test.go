package durabletools

import (
	"fmt"
	"testing"
)

// benchCatalog is 1,000 tools in 20 described namespaces.
func benchCatalog() []Descriptor {
	var cat []Descriptor
	for ns := range 20 {
		for i := range 50 {
			path := fmt.Sprintf("service%d.operation%dRecords", ns, i)
			cat = append(cat, Descriptor{
				Path:        path,
				Description: fmt.Sprintf("Update the records of kind %d in service %d and report how many changed", i, ns),
				Signature:   "tools." + path + "(input: { id: string; limit?: number }): Promise<{ changed: number }>",
				Namespaces:  []NamespaceDoc{{Path: fmt.Sprintf("service%d", ns), Description: "Billing, invoices and payments"}},
			})
		}
	}
	return cat
}

func BenchmarkSearch1000Tools(b *testing.B) {
	ix := NewSearchIndex(benchCatalog())
	b.ResetTimer()
	for b.Loop() {
		ix.Search(SearchRequest{Query: "update invoices records", Limit: 10})
	}
}

func BenchmarkSearchIndex1000Tools(b *testing.B) {
	cat := benchCatalog()
	for b.Loop() {
		NewSearchIndex(cat)
	}
}

func BenchmarkRender1000Tools(b *testing.B) {
	cat := benchCatalog()
	for b.Loop() {
		Render(cat, RenderOptions{MaxTokens: 8000})
	}
}
