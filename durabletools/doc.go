// Package durabletools defines the tools a CodeMode program can call: how a
// tool is built from a Go function or a raw JSON Schema, the three tool kinds
// (plain, idempotent, durable), the tool tree with its namespaces and paths,
// and the model-visible TypeScript signatures and catalog.
//
// A tool is made from a typed Go function. Its input and output JSON Schemas
// are derived from the Go types; input is decoded and validated before the
// function runs, and output is encoded, validated and copied before the
// program sees it:
//
//	lookup := durabletools.New("Look up an order by ID",
//		func(ctx context.Context, in struct {
//			ID string `json:"id"`
//		}, call durabletools.Call) (Order, error) {
//			return db.Order(ctx, in.ID)
//		})
//
// Tools are arranged in a tree, a map[string]any whose values are *Tool,
// Namespace (a described subtree) or nested map[string]any. The tree
// {"orders": {"lookup": lookup}} makes the tool callable from a program as
// tools.orders.lookup({ id }). See Flatten for the path rules.
//
// Discovery is here too, pure and deterministic so a Temporal workflow
// computes the same answers from a pinned catalog: SearchIndex answers the
// program's search(...) built-in (request and result shapes in search.go),
// and Render lays out model instructions and a catalog within a token
// budget.
//
// Nothing here knows about the VM or about Temporal: a driver (the in-process
// one in package codemode, or the Temporal workflow) looks tools up by path and
// calls Execute, or Start, Wait and Cancel for durable tools.
package durabletools
