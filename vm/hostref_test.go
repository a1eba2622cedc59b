package vm

import (
	"encoding/json"
	"fmt"
	"testing"
)

// Host function references (HostRef, SettleRefs) and bindings.

// runRefs runs src; the extension `mk` answers with an object holding two
// host functions (ref 1 sync at .f, ref 2 async at .list[0]); a call of a
// reference answers {"ref": n, "args": [...]}. With trip set, the Machine
// is round-tripped through bytes after every Run and settle.
func runRefs(t *testing.T, src string, cfg Config, trip bool) (*Machine, []HostCall) {
	t.Helper()
	prog := mustCompile(t, src)
	cfg.RunID = "t"
	cfg.Extensions = []ExtensionFunc{{Path: "mk"}}
	forceRoundTrip = trip
	defer func() { forceRoundTrip = false }()
	d := testDriver{budget: 7, eachRun: true, answer: func(m *Machine, c HostCall) error {
		if c.Ref == 0 {
			refs := []HostRef{{Path: []string{"f"}, Ref: 1, Name: "mk().f"}, {Path: []string{"list", "0"}, Ref: 2, Name: "mk().list[0]", Async: true}}
			return m.SettleRefs(c.ID, json.RawMessage(`{"a":1,"f":null,"list":[null,2]}`), refs, nil)
		}
		return m.Settle(c.ID, json.RawMessage(fmt.Sprintf(`{"ref":%d,"args":%s}`, c.Ref, c.Input)), nil)
	}}
	m, calls, err := d.run(New(prog, cfg), prog, cfg)
	if err != nil {
		t.Fatal(err)
	}
	return m, calls
}

func TestHostRefsAreCallableFunctions(t *testing.T) {
	src := `const o = mk(); const r = [o.a, typeof o.f, o.f.name, o.f(1, "x"), o.list[1]]
const p = o.list[0]({k: 1}); r.push(p instanceof Promise, await p); r`
	want := `[1,"function","f",{"ref":1,"args":[1,"x"]},2,true,{"ref":2,"args":[{"k":1}]}]`
	for _, trip := range []bool{false, true} {
		m, calls := runRefs(t, src, Config{}, trip)
		if m.Status() != StatusDone {
			t.Fatalf("trip %v: %v", trip, m.Failure())
		}
		if got := string(m.Result()); got != want {
			t.Errorf("trip %v: got %s, want %s", trip, got, want)
		}
		if len(calls) != 3 || calls[1].Ref != 1 || !calls[1].Sync || calls[1].Path != "mk().f" || calls[2].Ref != 2 || calls[2].Sync || calls[2].Kind != CallExtension {
			t.Errorf("trip %v: calls %+v", trip, calls)
		}
	}
}

func TestHostRefsTheHostCannotCallThrowTypeError(t *testing.T) {
	cfg := Config{HostRefLive: func(ref int64) bool { return ref != 1 }}
	m, calls := runRefs(t, `const o = mk(); let e; try { o.f() } catch (x) { e = [x instanceof TypeError, x.message] } [e, (await o.list[0]()).ref]`, cfg, false)
	if m.Status() != StatusDone {
		t.Fatal(m.Failure())
	}
	want := `[[true,"mk().f is not a function anymore: the run was resumed and its extension has no snapshot hooks to restore it"],2]`
	if got := string(m.Result()); got != want {
		t.Errorf("got %s, want %s", got, want)
	}
	if len(calls) != 2 {
		t.Errorf("the dead reference made a host call: %+v", calls)
	}
}

func TestBindingsAreGlobals(t *testing.T) {
	cfg := Config{Bindings: []Binding{{Name: "order", Value: json.RawMessage(`{"id":"o1"}`)}, {Name: "n", Value: json.RawMessage(`3`)}}}
	for _, trip := range []bool{false, true} {
		m, _ := runRefs(t, `const k = Object.keys(globalThis).includes("order"); order.id += "!"; [order.id, n * 2, k, typeof mk]`, cfg, trip)
		if m.Status() != StatusDone {
			t.Fatal(m.Failure())
		}
		if got, want := string(m.Result()), `["o1!",6,false,"function"]`; got != want {
			t.Errorf("trip %v: got %s, want %s", trip, got, want)
		}
	}
}
