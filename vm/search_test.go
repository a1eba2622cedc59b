package vm

import (
	"encoding/json"
	"strings"
	"testing"
)

// syncHost is a test driver for synchronous host calls: answer returns the
// outcome of each call; the calls made are recorded in order.
type syncHost struct {
	answer func(c HostCall) (json.RawMessage, *HostError)
	calls  []HostCall
}

func (h *syncHost) run(t *testing.T, src string) *Machine {
	t.Helper()
	prog := mustCompile(t, src)
	cfg := Config{RunID: "t", Tools: testTools}
	m, calls, err := testDriver{budget: 1_000_000, answer: settleAnswer(h.answer)}.run(New(prog, cfg), prog, cfg)
	if err != nil {
		t.Fatal(err)
	}
	h.calls = append(h.calls, calls...)
	return m
}

// searchEcho answers search with {"results": <the arguments>, "total": n}
// and tool calls with their input.
func searchEcho(c HostCall) (json.RawMessage, *HostError) {
	if c.Kind != CallSearch {
		return c.Input, nil
	}
	var args []any
	json.Unmarshal(c.Input, &args)
	if len(args) > 0 && args[0] == "fail" {
		return nil, &HostError{Kind: "InvalidToolInput", Message: "search: bad query"}
	}
	out, _ := json.Marshal(map[string]any{"results": args, "total": len(args)})
	return out, nil
}

func TestSearchGlobal(t *testing.T) {
	for _, c := range []struct{ name, src, want string }{
		{"direct", `search("a", {limit: 2}).results`, `["a",{"limit":2}]`},
		{"no arguments", `search().total`, `0`},
		{"undefined becomes null", `search(undefined, "x").results`, `[null,"x"]`},
		{"awaited", `(await search("q")).total`, `1`},
		{"then", `await search("q").then(r => r.results[0] + "!")`, `"q!"`},
		{"then copy has no methods", `await search("q").then(r => typeof r.then)`, `"undefined"`},
		{"catch passes through", `await search("q").catch(() => 0).then(r => r.total)`, `1`},
		{"finally", `let done = false; const r = await search("q").finally(() => { done = true }); [r.total, done]`, `[1,true]`},
		{"methods not enumerable", `const r = search("q"); [Object.keys(r), JSON.stringify(r)]`, `[["results","total"],"{\"results\":[\"q\"],\"total\":1}"]`},
		{"returned as data", `return search("q")`, `{"results":["q"],"total":1}`},
		{"global property", `[typeof search, typeof globalThis.search, search.name, Object.keys(globalThis).includes("search")]`, `["function","function","search",false]`},
		{"shadowed by const", `const search = q => "mine"; search("x")`, `"mine"`},
		{"shadowed by function", `function search() { return 7 } search()`, `7`},
		{"assignable", `search = () => 1; search()`, `1`},
		{"error thrown synchronously", `try { search("fail"); return "no" } catch (e) { return [e instanceof Error, e.message] }`, `[true,"search: bad query"]`},
		{"in a loop", `let n = 0; for (let i = 0; i < 5; i++) n += search(i).results[0]; n`, `10`},
		{"inside an async function", `async function f(q) { await null; return search(q).results[0] } await Promise.all([f("a"), f("b")])`, `["a","b"]`},
		{"as a callback of a callback loop", `["a", "b"].map(q => search(q).results[0])`, `["a","b"]`},
		{"as a callback of a self-hosted built-in", `Array.from(["a", "b"], q => search(q).results[0])`, `["a","b"]`},
		{"as a promise reaction", `await Promise.resolve("p").then(search).then(r => r.results)`, `["p"]`},
		{"through call", `search.call(null, "c").results`, `["c"]`},
		{"between tool calls", `const a = tools.test.echo(1); const s = search("s").total; [await a, s]`, `[1,1]`},
		{"in a getter throws", `const o = { get x() { return search("g") } }; try { JSON.stringify(o); return "no" } catch (e) { return [e.name, e.message.startsWith("search(...) cannot be called here")] }`, `["TypeError",true]`},
	} {
		t.Run(c.name, func(t *testing.T) {
			h := &syncHost{answer: searchEcho}
			m := h.run(t, c.src)
			if m.Status() != StatusDone {
				t.Fatalf("status %v: %v", m.Status(), m.Failure())
			}
			if got := string(m.Result()); got != compactJSON(c.want) {
				t.Errorf("got %s, want %s", got, c.want)
			}
		})
	}
}

func TestSearchHostCall(t *testing.T) {
	h := &syncHost{answer: searchEcho}
	h.run(t, `search("orders", {namespace: "crm", f() {}, n: NaN}); search()`)
	if len(h.calls) != 2 {
		t.Fatalf("calls: %v", h.calls)
	}
	c := h.calls[0]
	if c.Kind != CallSearch || c.Path != "search" || !c.Sync || c.ID != 1 || string(c.Input) != `["orders",{"namespace":"crm","n":null}]` {
		t.Errorf("call: %+v (input %s)", c, c.Input)
	}
	if string(h.calls[1].Input) != `[]` {
		t.Errorf("no-argument input: %s", h.calls[1].Input)
	}
}

// A sync call blocks everything: no job runs until it is settled.
func TestSearchBlocksTheMachine(t *testing.T) {
	m := New(mustCompile(t, `let order = []; Promise.resolve().then(() => order.push("job")); order.push(search("q").total); await null; order`), Config{})
	if st := m.Run(1_000_000); st != StatusBlocked {
		t.Fatalf("status %v", st)
	}
	calls := m.TakeHostCalls()
	if len(calls) != 1 {
		t.Fatalf("calls %v", calls)
	}
	if st := m.Run(1_000_000); st != StatusBlocked {
		t.Fatalf("status before settle %v", st)
	}
	if ids := m.PendingCalls(); len(ids) != 1 || ids[0] != 1 {
		t.Fatalf("pending %v", ids)
	}
	m.Settle(1, json.RawMessage(`{"total":3}`), nil)
	if st := m.Run(1_000_000); st != StatusDone {
		t.Fatalf("status %v: %v", st, m.Failure())
	}
	if got := string(m.Result()); got != `[3,"job"]` {
		t.Errorf("got %s", got)
	}
}

func TestSearchUncaughtErrorKeepsHostKind(t *testing.T) {
	h := &syncHost{answer: searchEcho}
	m := h.run(t, "const x = 1;\nsearch('fail')")
	f := m.Failure()
	if f == nil || f.Kind != "InvalidToolInput" || f.Message != "search: bad query" || f.Line != 2 {
		t.Fatalf("failure %+v", f)
	}
}

func TestSearchInvalidArguments(t *testing.T) {
	h := &syncHost{answer: searchEcho}
	m := h.run(t, `const a = []; a.push(a); try { search(a) } catch (e) { return e.name + ": " + e.message }`)
	if got := string(m.Result()); !strings.HasPrefix(got, `"TypeError: invalid arguments for search`) {
		t.Errorf("got %s", got)
	}
	if len(h.calls) != 0 {
		t.Errorf("calls made: %v", h.calls)
	}
}
