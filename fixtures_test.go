package codemode

import (
	"context"
	"encoding/json"
	"errors"
	"time"

	"github.com/codemode-go/codemode/durabletools"
)

// The tool tree the end-to-end tests and testdata programs run against.

type sumInput struct {
	A float64 `json:"a"`
	B float64 `json:"b"`
}

type cancelInput struct {
	ID     string `json:"id"`
	Reason string `json:"reason,omitempty" jsonschema:"why the order is cancelled"`
}

type renderData struct {
	Job string `json:"job"`
}

// notAnObject claims to be an object in its schema but encodes as a string.
type notAnObject struct{}

func (notAnObject) MarshalJSON() ([]byte, error) { return []byte(`"surprise"`), nil }

type badOut struct {
	Inner notAnObject `json:"inner"`
}

func fixtureTools() map[string]any {
	lookup := durabletools.New("Look up an order by ID", func(ctx context.Context, in idInput, call durabletools.Call) (orderOut, error) {
		if in.ID == "missing" {
			return orderOut{}, ToolErrorf("order %q not found", in.ID)
		}
		return orderOut{ID: in.ID, Status: "open"}, nil
	})
	cancel := durabletools.New("Cancel an order", func(ctx context.Context, in cancelInput, call durabletools.Call) (durabletools.NoOutput, error) {
		return durabletools.NoOutput{}, nil
	})
	resolve := durabletools.Raw("Resolve a library name to its Context7 id",
		json.RawMessage(`{"type":"object","properties":{"libraryName":{"type":"string"}},"required":["libraryName"]}`),
		json.RawMessage(`{"type":"object","properties":{"id":{"type":"string"}},"required":["id"]}`),
		func(ctx context.Context, input json.RawMessage, call durabletools.Call) (json.RawMessage, error) {
			var in struct {
				LibraryName string `json:"libraryName"`
			}
			if err := json.Unmarshal(input, &in); err != nil {
				return nil, err
			}
			return json.Marshal(map[string]string{"id": "/lib/" + in.LibraryName})
		})
	add := durabletools.Idempotent("Add two numbers", func(ctx context.Context, in sumInput, call durabletools.Call) (float64, error) {
		return in.A + in.B, nil
	})
	render := durabletools.Durable("Render a report", durabletools.DurableFuncs[idInput, renderData, string]{
		Start: func(ctx context.Context, in idInput, call durabletools.Call) (renderData, error) {
			return renderData{Job: "job-" + in.ID + "-" + call.Key}, nil
		},
		Wait: func(ctx context.Context, data renderData, call durabletools.Call) (string, error) {
			return "rendered " + data.Job, nil
		},
	})
	return map[string]any{
		"orders": durabletools.Namespace{
			Description: "Purchases, fulfillment, and shipment tracking",
			Tools:       map[string]any{"lookup": lookup, "cancel": cancel},
		},
		"context7": map[string]any{"resolve-library-id": resolve},
		"math.add": add,
		"reports":  map[string]any{"render": render},
		"wait": map[string]any{
			"forever": durabletools.New("Waits until interrupted", func(ctx context.Context, in durabletools.NoInput, call durabletools.Call) (durabletools.NoOutput, error) {
				<-ctx.Done()
				return durabletools.NoOutput{}, ctx.Err()
			}),
		},
		"broken": map[string]any{
			"output": durabletools.New("Returns invalid output", func(ctx context.Context, in durabletools.NoInput, call durabletools.Call) (badOut, error) {
				return badOut{}, nil
			}),
			"panics": durabletools.New("Panics", func(ctx context.Context, in durabletools.NoInput, call durabletools.Call) (int, error) {
				panic("index out of range")
			}),
			"refuses": durabletools.New("Always refuses", func(ctx context.Context, in durabletools.NoInput, call durabletools.Call) (int, error) {
				return 0, errors.New("permission denied")
			}),
		},
	}
}

// fixedRun makes runs reproducible: fixed run id, clock and seed.
var fixedRun = RunOptions{
	RunID:      "run-1",
	Clock:      func() time.Time { return time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC) },
	RandomSeed: 42,
}
