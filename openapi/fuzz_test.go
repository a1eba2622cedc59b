package openapi_test

import (
	"os"
	"testing"

	"github.com/codemode-go/codemode/durabletools"
	"github.com/codemode-go/codemode/openapi"
)

// Specs are host input, but often third-party: FromSpec must not panic on
// any bytes, and every tool it makes must be a valid tool.
func FuzzFromSpec(f *testing.F) {
	shop, err := os.ReadFile("testdata/shop.yaml")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(shop)
	f.Add([]byte(`{"openapi":"3.1.0","info":{"title":"t","version":"1"},"paths":{"/a/{x}":{"get":{"parameters":[{"name":"x","in":"path","required":true,"schema":{"$ref":"#/components/schemas/S"}}],"responses":{"200":{"description":"d","content":{"application/json":{"schema":{"$ref":"#/components/schemas/S"}}}}}}}},"components":{"schemas":{"S":{"type":"object","properties":{"s":{"$ref":"#/components/schemas/S"}}}}}}`))
	f.Fuzz(func(t *testing.T, doc []byte) {
		res, err := openapi.FromSpec(doc, openapi.Options{BaseURL: "http://127.0.0.1:1"})
		if err != nil {
			return
		}
		if _, err := durabletools.Flatten(res.Tools); err != nil {
			t.Fatalf("invalid tool tree: %v", err)
		}
	})
}
