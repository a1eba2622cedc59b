// Package orders is the TypeScript package's quick start as Go tools: an order
// lookup tool, plus a listing, over a fixed in-memory set of orders. It is the
// tool set `codemode run` uses by default; main.js and triage.js beside this
// file are programs that call it:
//
//	codemode run samples/orders/main.js
package orders

import (
	"context"
	"fmt"

	"github.com/codemode-go/codemode/durabletools"
)

// Order is what lookup returns.
type Order struct {
	ID     string `json:"id"`
	Status string `json:"status"`
}

// LookupInput is the input of orders.lookup.
type LookupInput struct {
	ID string `json:"id" jsonschema:"the order ID, such as order_42"`
}

// ListInput is the input of orders.list.
type ListInput struct {
	Status string `json:"status,omitempty" jsonschema:"only orders with this status (open, shipped, complete)"`
}

// ListOutput is the output of orders.list.
type ListOutput struct {
	Orders []Order `json:"orders"`
}

// known are the orders the sample knows, in a fixed order.
var known = []Order{
	{ID: "order_41", Status: "complete"},
	{ID: "order_42", Status: "open"},
	{ID: "order_43", Status: "shipped"},
	{ID: "order_44", Status: "open"},
}

// Tools returns the tool tree {"orders": {"lookup", "list"}}.
func Tools() map[string]any {
	return map[string]any{"orders": map[string]any{
		"lookup": Lookup(),
		"list":   List(),
	}}
}

// Lookup is the README's tool: it looks an order up by ID. As in the README,
// an order the sample does not know is reported open.
func Lookup() *durabletools.Tool {
	return durabletools.New("Look up an order by ID",
		func(ctx context.Context, in LookupInput, call durabletools.Call) (Order, error) {
			if in.ID == "" {
				return Order{}, fmt.Errorf("an order ID is required")
			}
			for _, o := range known {
				if o.ID == in.ID {
					return o, nil
				}
			}
			return Order{ID: in.ID, Status: "open"}, nil
		})
}

// List lists the known orders, optionally only those with one status. It
// only reads, so it is idempotent (a retryable activity in Temporal).
func List() *durabletools.Tool {
	return durabletools.Idempotent("List orders, optionally filtered by status",
		func(ctx context.Context, in ListInput, call durabletools.Call) (ListOutput, error) {
			out := ListOutput{Orders: []Order{}}
			for _, o := range known {
				if in.Status == "" || o.Status == in.Status {
					out.Orders = append(out.Orders, o)
				}
			}
			return out, nil
		})
}
