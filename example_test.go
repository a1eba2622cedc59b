package codemode_test

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/durabletools"
)

type LookupInput struct {
	ID string `json:"id"`
}

type Order struct {
	ID     string `json:"id"`
	Status string `json:"status"`
}

// The TypeScript package's quick start: one tool, one program.
func Example() {
	lookupOrder := durabletools.New("Look up an order by ID",
		func(ctx context.Context, in LookupInput, call durabletools.Call) (Order, error) {
			return Order{ID: in.ID, Status: "open"}, nil
		})

	runtime, err := codemode.New(codemode.Options{
		Tools: map[string]any{"orders": map[string]any{"lookup": lookupOrder}},
	})
	if err != nil {
		panic(err)
	}

	result := runtime.Execute(context.Background(), `
		const order = await tools.orders.lookup({ id: "order_42" })
		return { id: order.id, needsAttention: order.status !== "complete" }
	`)
	fmt.Println(result.OK, string(result.Value))
	fmt.Println(result.ToolCalls[0].Path, result.ToolCalls[0].Status)
	// Output:
	// true {"id":"order_42","needsAttention":true}
	// orders.lookup ok
}

// A namespace with a description, a bracket path, and the catalog a host
// renders model instructions from.
func ExampleRuntime_Catalog() {
	lookupOrder := durabletools.New("Look up an order by ID",
		func(ctx context.Context, in LookupInput, call durabletools.Call) (Order, error) {
			return Order{ID: in.ID, Status: "open"}, nil
		})
	resolve := durabletools.Raw("Resolve a library name to its id",
		json.RawMessage(`{"type":"object","properties":{"libraryName":{"type":"string"}},"required":["libraryName"]}`),
		json.RawMessage(`{"type":"string"}`),
		func(ctx context.Context, input json.RawMessage, call durabletools.Call) (json.RawMessage, error) {
			return json.RawMessage(`"/facebook/react"`), nil
		})

	runtime, err := codemode.New(codemode.Options{
		Tools: map[string]any{
			"orders": durabletools.Namespace{
				Description: "Purchases, fulfillment, and shipment tracking",
				Tools:       map[string]any{"lookup": lookupOrder},
			},
			"context7": map[string]any{"resolve-library-id": resolve},
		},
	})
	if err != nil {
		panic(err)
	}
	for _, tool := range runtime.Catalog() {
		fmt.Println(tool.Signature)
	}
	// Output:
	// tools.context7["resolve-library-id"](input: { libraryName: string }): Promise<string>
	// tools.orders.lookup(input: { id: string }): Promise<{ id: string; status: string }>
}

// A failed run still reports the tool calls it made; the JSON form is the
// TypeScript package's Result.
func ExampleResult() {
	lookupOrder := durabletools.New("Look up an order by ID",
		func(ctx context.Context, in LookupInput, call durabletools.Call) (Order, error) {
			return Order{}, codemode.ToolErrorf("order %s not found", in.ID)
		})
	runtime, err := codemode.New(codemode.Options{
		Tools:  map[string]any{"orders": map[string]any{"lookup": lookupOrder}},
		Limits: codemode.Limits{Timeout: 30_000 * time.Millisecond, MaxToolCalls: 10},
	})
	if err != nil {
		panic(err)
	}
	result := runtime.ExecuteWith(context.Background(), `await tools.orders.lookup({ id: "x" })`,
		codemode.RunOptions{RunID: "run-1"})
	fmt.Println(result)
	// Output:
	// {"ok":false,"error":{"kind":"ToolFailure","message":"order x not found","line":1,"column":1},"toolCalls":[{"id":1,"path":"orders.lookup","key":"run-1:1","input":{"id":"x"},"status":"error","error":{"kind":"ToolFailure","message":"order x not found"}}]}
}

// A before hook sees every tool call with its checked input and key, and
// denies it by returning an error: the tool never runs, and the program
// catches the failure. A ToolError's message reaches the program; any other
// error would show only as "tools.billing.pay failed".
func ExampleHooks() {
	pay := durabletools.New("Pay an invoice",
		func(ctx context.Context, in LookupInput, call durabletools.Call) (durabletools.NoOutput, error) {
			panic("not reached: the hook denies every payment")
		})
	runtime, err := codemode.New(codemode.Options{
		Tools: map[string]any{"billing": map[string]any{"pay": pay}},
		Hooks: codemode.Hooks{
			ToolBefore: func(ctx context.Context, call codemode.ToolHookCall) error {
				fmt.Println("before", call.Path, string(call.Input), call.Key)
				return codemode.ToolError("payments need a human's approval")
			},
		},
	})
	if err != nil {
		panic(err)
	}
	result := runtime.ExecuteWith(context.Background(), `
		try { await tools.billing.pay({ id: "inv_7" }) } catch (e) { return e.message }
	`, codemode.RunOptions{RunID: "run-1"})
	fmt.Println(string(result.Value))
	// Output:
	// before billing.pay {"id":"inv_7"} run-1:1
	// "payments need a human's approval"
}

// Instructions renders the model's instructions and the tool catalog
// within a token budget.
func ExampleRuntime_Instructions() {
	lookup := durabletools.New("Look up an order by ID",
		func(ctx context.Context, in LookupInput, call durabletools.Call) (Order, error) {
			return Order{ID: in.ID, Status: "open"}, nil
		})
	runtime, err := codemode.New(codemode.Options{Tools: map[string]any{
		"orders": durabletools.Namespace{Description: "Purchases and shipments", Tools: map[string]any{"lookup": lookup}},
	}})
	if err != nil {
		panic(err)
	}
	text := runtime.Instructions(2000)
	fmt.Println(text[len(codemode.ModelInstructions):])
	// Output:
	// Available tools (namespaces with their tool counts; call search(...) to find tools not shown in full):
	// ## tools.orders (1 tool): Purchases and shipments
	//   /** Look up an order by ID */
	//   tools.orders.lookup(input: { id: string }): Promise<{ id: string; status: string }>
}

// Extensions are host globals a program calls directly: a synchronous
// function, an async one (codemode.Async) and an object of functions, loaded
// here with import as Node code would.
func ExampleExtension() {
	files := map[string]string{"/etc/motd": "hello"}
	runtime, err := codemode.New(codemode.Options{
		Extensions: []codemode.Extension{{
			Name: "host",
			Globals: map[string]any{
				"fs": map[string]any{
					"readFileSync": func(path string) (string, error) {
						if s, ok := files[path]; ok {
							return s, nil
						}
						return "", codemode.ToolErrorf("ENOENT: %s", path)
					},
				},
				"fetch": codemode.Async(func(ctx context.Context, url string) (map[string]any, error) {
					return map[string]any{"url": url, "status": 200}, nil
				}),
			},
		}},
	})
	if err != nil {
		panic(err)
	}
	result := runtime.Execute(context.Background(), `
		import { readFileSync } from "node:fs"
		const res = await fetch("https://example.com")
		let missing
		try { readFileSync("/nope") } catch (e) { missing = e.message }
		return [readFileSync("/etc/motd"), res.status, missing]
	`)
	fmt.Println(string(result.Value))
	// Output: ["hello",200,"ENOENT: /nope"]
}

// Functions inside an extension's result are callable, and the
// extension's snapshot hooks keep them across a suspend and resume (the
// TypeScript package's fetch example).
func ExampleExtensionSnapshot() {
	type saved struct{ URL, Body string }
	type response struct {
		data saved              // unexported: the program does not see it
		URL  string             `json:"url"`
		Text codemode.AsyncFunc `json:"text"`
	}
	makeResponse := func(d saved) response {
		return response{data: d, URL: d.URL, Text: codemode.Async(func() string { return d.Body })}
	}
	web := codemode.Extension{
		Name: "web",
		Globals: map[string]any{
			"fetch": codemode.Async(func(url string) response { return makeResponse(saved{URL: url, Body: "body of " + url}) }),
		},
		Snapshot: &codemode.ExtensionSnapshot{
			Encode: func(v any) (any, error) {
				d := v.(response).data
				return map[string]any{"url": d.URL, "body": d.Body}, nil
			},
			Decode: func(data any) (any, error) {
				m := data.(map[string]any)
				return makeResponse(saved{URL: m["url"].(string), Body: m["body"].(string)}), nil
			},
		},
	}
	runtime, err := codemode.New(codemode.Options{Extensions: []codemode.Extension{web}})
	if err != nil {
		panic(err)
	}
	out := runtime.Program(`const r = await fetch(site); return [r.url, await r.text()]`,
		codemode.RunOptions{Bindings: map[string]any{"site": "https://example.com"}}).Run(context.Background())
	fmt.Println(string(out.Result.Value))
	// Output: ["https://example.com","body of https://example.com"]
}

// A host that drives runs itself (package workflow does, on Temporal): the
// Session does no I/O, and each host call runs where the driver decides,
// here synchronously in a loop.
func ExampleDriver() {
	lookupOrder := durabletools.New("Look up an order by ID",
		func(ctx context.Context, in LookupInput, call durabletools.Call) (Order, error) {
			return Order{ID: in.ID, Status: "open"}, nil
		})
	runtime, err := codemode.New(codemode.Options{
		Tools: map[string]any{"orders": map[string]any{"lookup": lookupOrder}},
	})
	if err != nil {
		panic(err)
	}
	driver := runtime.Driver()
	ctx := context.Background()

	s := driver.Start(`
		const [a, b] = await Promise.all([tools.orders.lookup({ id: "a" }), tools.orders.lookup({ id: "b" })])
		return a.status + " " + b.status
	`, codemode.RunOptions{RunID: "run-7"})
	for s.Run(10_000) != codemode.StatusDone {
		for _, call := range s.TakeCalls() {
			fmt.Println("call", call.Call.Key, call.Path)
			out, herr := driver.ExecuteTool(ctx, call.Path, call.Input, call.Call)
			s.Complete(call.ID, out, herr)
		}
	}
	fmt.Println(string(s.Result().Value))
	// Output:
	// call run-7:1 orders.lookup
	// call run-7:2 orders.lookup
	// "open open"
}

// A run suspended while it waits for an idempotent tool, saved as bytes,
// and resumed by another Runtime (another process, days later): the call
// runs again there with the same key.
func ExampleProgram() {
	type approvalIn struct {
		Order string `json:"order"`
	}
	asked := make(chan struct{})
	waiting := durabletools.Idempotent("Wait for a person to approve an order",
		func(ctx context.Context, in approvalIn, call durabletools.Call) (bool, error) {
			close(asked)
			<-ctx.Done() // no one answers in this process
			return false, ctx.Err()
		})
	code := `const ok = await tools.approvals.wait({ order: "order_42" }); return ok ? "shipped" : "held"`
	first, err := codemode.New(codemode.Options{Tools: map[string]any{"approvals": map[string]any{"wait": waiting}}})
	if err != nil {
		panic(err)
	}
	ctx := context.Background()
	p := first.Program(code, codemode.RunOptions{RunID: "order-42"})
	go func() {
		<-asked
		_, _ = p.Suspend(ctx, codemode.SuspendOptions{})
	}()
	out := p.Run(ctx)
	state := out.Suspended.State

	approved := durabletools.Idempotent("Wait for a person to approve an order",
		func(ctx context.Context, in approvalIn, call durabletools.Call) (bool, error) {
			fmt.Println("asked again with key", call.Key)
			return true, nil
		})
	second, err := codemode.New(codemode.Options{Tools: map[string]any{"approvals": map[string]any{"wait": approved}}})
	if err != nil {
		panic(err)
	}
	resumed, err := second.Resume(state)
	if err != nil {
		panic(err)
	}
	fmt.Println(string(resumed.Run(ctx).Result.Value))
	// Output:
	// asked again with key order-42:1
	// "shipped"
}
