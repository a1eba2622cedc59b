// Package fanout is a fan-out/fan-in orchestration: a program lists 100
// products, prices each one with its own tool call (all in flight at once),
// and gathers the answers into a summary. On Temporal each price call is
// an activity of its own, retried on its own if a worker is lost, and the
// run goes on with the calls that already finished.
//
//	codemode run --tools fanout samples/fanout/fanout.js
package fanout

import (
	"context"
	"fmt"
	"hash/fnv"

	"github.com/codemode-go/codemode/durabletools"
)

// Products is how many products the catalog lists.
const Products = 100

// ListInput is the input of inventory.list.
type ListInput struct {
	Limit int `json:"limit,omitempty" jsonschema:"at most this many products (default all)"`
}

// Product is one catalog entry.
type Product struct {
	SKU      string `json:"sku"`
	Category string `json:"category"`
}

// ListOutput is the output of inventory.list.
type ListOutput struct {
	Products []Product `json:"products"`
}

// PriceInput is the input of inventory.price.
type PriceInput struct {
	SKU string `json:"sku"`
}

// Price is the output of inventory.price.
type Price struct {
	SKU     string `json:"sku"`
	Cents   int    `json:"cents"`
	InStock bool   `json:"inStock"`
}

var categories = []string{"books", "garden", "kitchen", "toys"}

// Tools returns the tool tree {"inventory": {"list", "price"}}. Both tools
// only read, so they are idempotent: Temporal retries them freely.
func Tools() map[string]any {
	return map[string]any{"inventory": map[string]any{
		"list":  ListTool(),
		"price": PriceTool(),
	}}
}

// ListTool lists the catalog: sku-000 .. sku-099, in four categories.
func ListTool() *durabletools.Tool {
	return durabletools.Idempotent("List the products of the catalog.",
		func(ctx context.Context, in ListInput, call durabletools.Call) (ListOutput, error) {
			n := Products
			if in.Limit > 0 && in.Limit < n {
				n = in.Limit
			}
			out := ListOutput{Products: make([]Product, n)}
			for i := range out.Products {
				out.Products[i] = Product{SKU: fmt.Sprintf("sku-%03d", i), Category: categories[i%len(categories)]}
			}
			return out, nil
		})
}

// PriceTool prices one product (PriceOf), so the sample's result is fixed.
func PriceTool() *durabletools.Tool {
	return durabletools.Idempotent("Look up the current price and stock of a product.",
		func(ctx context.Context, in PriceInput, call durabletools.Call) (Price, error) {
			if in.SKU == "" {
				return Price{}, fmt.Errorf("a sku is required")
			}
			return PriceOf(in.SKU), nil
		})
}

// PriceOf is the price of sku: from 1.00 to 99.99, one product in five out
// of stock, derived from a hash of the SKU.
func PriceOf(sku string) Price {
	h := fnv.New32a()
	h.Write([]byte(sku))
	v := h.Sum32()
	return Price{SKU: sku, Cents: 100 + int(v%9900), InStock: v%5 != 0}
}
