package codemode

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/codemode-go/codemode/durabletools"
	"github.com/codemode-go/codemode/vm"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// searchCall makes the host call the VM makes for search(args...).
func (f *fakeMachine) search(args string) int64 {
	f.nextID++
	f.out = append(f.out, vm.HostCall{ID: f.nextID, Kind: vm.CallSearch, Path: "search", Input: json.RawMessage(args), Sync: true})
	return f.nextID
}

func describedTree() map[string]any {
	return map[string]any{
		"orders": durabletools.Namespace{
			Description: "Purchases, fulfillment, and shipment tracking",
			Tools:       map[string]any{"lookup": lookupOrder()},
		},
		"crm.contacts.find": durabletools.New("Find a contact by e-mail", func(ctx context.Context, in struct {
			Email string `json:"email"`
		}, call durabletools.Call) (durabletools.NoOutput, error) {
			return durabletools.NoOutput{}, nil
		}),
	}
}

func TestSearchIsAnsweredInlineFromTheCatalog(t *testing.T) {
	rt, f := fakeRuntime(t, Options{Tools: describedTree()}, func(f *fakeMachine, budget int64) vm.Status {
		if f.nextID == 0 {
			f.search(`["shipment"]`)
			return vm.StatusBlocked
		}
		f.result = json.RawMessage(`1`)
		return vm.StatusDone
	})
	s := rt.Driver().Start("program", RunOptions{})
	assert.Equal(t, StatusDone, s.Run(100), "a search never waits for the driver")
	assert.Equal(t, `ok {"results":[{"path":"orders.lookup","expression":"tools.orders.lookup","description":"Look up an order by ID",`+
		`"signature":"tools.orders.lookup(input: { id: string }): Promise<{ id: string; status: string }>"}],"total":1}`, f.outcomes[1],
		"matches enclosing namespace descriptions; results carry callable paths and full signatures")
	assert.Empty(t, s.Result().ToolCalls, "search is not a tool call record")
}

func TestSearchCountsTowardMaxToolCalls(t *testing.T) {
	rt, f := fakeRuntime(t, Options{Tools: describedTree(), Limits: Limits{MaxToolCalls: 2}}, func(f *fakeMachine, budget int64) vm.Status {
		switch len(f.outcomes) {
		case 0:
			f.search(`[]`)
		case 1:
			f.call("tools.orders.lookup", `{"id":"a"}`)
			f.search(`["x"]`)
		}
		return vm.StatusBlocked
	})
	s := rt.Driver().Start("program", RunOptions{})
	assert.Equal(t, StatusDone, s.Run(100))
	assert.Len(t, f.outcomes, 1)
	assert.Equal(t, KindToolCallLimitExceeded, s.Result().Error.Kind)
}

func TestSearchBadArgumentsThrowInvalidToolInput(t *testing.T) {
	rt, f := fakeRuntime(t, Options{Tools: describedTree()}, func(f *fakeMachine, budget int64) vm.Status {
		if f.nextID == 0 {
			f.search(`["x", {"limt": 3}]`)
			return vm.StatusBlocked
		}
		return vm.StatusDone
	})
	s := rt.Driver().Start("program", RunOptions{})
	assert.Equal(t, StatusDone, s.Run(100))
	assert.Equal(t, `err InvalidToolInput: search: unknown option "limt"; the options are namespace, limit and offset`, f.outcomes[1])
}

func TestRunOptionsCatalogPinsTools(t *testing.T) {
	rt, f := fakeRuntime(t, Options{Tools: describedTree()}, func(f *fakeMachine, budget int64) vm.Status {
		if f.nextID == 0 {
			f.search(`[""]`)
			f.call("tools.orders.lookup", `{"id":"a"}`)
			f.call("tools.billing.pay", `{}`)
			return vm.StatusBlocked
		}
		return vm.StatusBlocked
	})
	pinned := []durabletools.Descriptor{{Path: "billing.pay", Description: "Pay an invoice", Signature: "tools.billing.pay(): Promise<void>", Kind: durabletools.KindIdempotent}}
	s := rt.Driver().Start("program", RunOptions{Catalog: pinned})
	assert.Equal(t, StatusWaiting, s.Run(100))
	assert.Equal(t, `ok {"results":[{"path":"billing.pay","expression":"tools.billing.pay","description":"Pay an invoice","signature":"tools.billing.pay(): Promise<void>"}],"total":1}`, f.outcomes[1])
	assert.Equal(t, "err UnknownTool: tools.orders.lookup is not a tool; available: tools.billing.pay", f.outcomes[2])
	calls := s.TakeCalls()
	require.Len(t, calls, 1)
	assert.Equal(t, durabletools.KindIdempotent, calls[0].Kind, "the kind comes from the pinned catalog")
}

func TestSearchFromPrograms(t *testing.T) {
	rt, err := New(Options{Tools: describedTree(), Limits: Limits{MaxToolCalls: 10}})
	require.NoError(t, err)
	for _, c := range []struct{ name, code, want string }{
		{"direct", `search("shipment").results[0].path`, `"orders.lookup"`},
		{"awaited", `(await search("shipment")).results[0].path`, `"orders.lookup"`},
		{"then", `await search("shipment").then(r => r.total)`, `1`},
		{"catch", `await search("shipment").catch(() => 0).then(r => r.total)`, `1`},
		{"finally", `let done = false; const r = await search("shipment").finally(() => { done = true }); [r.total, done]`, `[1,true]`},
		{"returned", `return search("tools.orders.lookup")`, ""},
		{"namespace browse", `search("", { namespace: "crm" }).results.map(r => r.expression)`, `["tools.crm.contacts.find"]`},
		{"pagination", `const a = search("", { limit: 1 }); const b = search("", { limit: 1, offset: a.nextOffset }); [a.total, a.results[0].path, b.results[0].path, b.nextOffset ?? null]`, `[2,"crm.contacts.find","orders.lookup",null]`},
		{"bad options throw", `try { search("x", { limit: -1 }); return "no" } catch (e) { return e.message }`, `"search: options.limit must be a positive integer, not -1"`},
		{"shadowed", `const search = (q) => "mine"; search("x")`, `"mine"`},
	} {
		t.Run(c.name, func(t *testing.T) {
			res := rt.Execute(context.Background(), c.code)
			require.True(t, res.OK, res.String())
			if c.want != "" {
				assert.JSONEq(t, c.want, string(res.Value))
			} else {
				assert.Contains(t, string(res.Value), `"total":1`)
				assert.NotContains(t, string(res.Value), "then", "the thenable methods are not data")
			}
		})
	}
	res := New2(t, Options{Tools: describedTree(), Limits: Limits{MaxToolCalls: 1}}).Execute(context.Background(), `search("a"); search("b")`)
	assert.Equal(t, KindToolCallLimitExceeded, res.Error.Kind, "search counts toward maxToolCalls")
}

// New2 is New that fails the test on error.
func New2(t *testing.T, opts Options) *Runtime {
	t.Helper()
	rt, err := New(opts)
	require.NoError(t, err)
	return rt
}

func TestRunOptionsCatalogShapesTheToolsGlobal(t *testing.T) {
	rt := New2(t, Options{Tools: describedTree()})
	pinned := []durabletools.Descriptor{{Path: "billing.pay", Signature: "tools.billing.pay(): Promise<void>"}}
	res := rt.ExecuteWith(context.Background(), `[Object.keys(tools), typeof tools.billing.pay]`, RunOptions{Catalog: pinned})
	require.True(t, res.OK, res.String())
	assert.JSONEq(t, `[["billing"],"function"]`, string(res.Value))
}
