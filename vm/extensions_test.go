package vm

import (
	"encoding/json"
	"slices"
	"testing"
)

// extHost answers extension calls with {"path": ..., "args": ...}, and fails
// calls whose first argument is "fail".
func extHost(c HostCall) (json.RawMessage, *HostError) {
	var args []any
	json.Unmarshal(c.Input, &args)
	if len(args) > 0 && args[0] == "fail" {
		return nil, &HostError{Kind: "ToolFailure", Message: c.Path + " failed"}
	}
	out, _ := json.Marshal(map[string]any{"path": c.Path, "args": args})
	return out, nil
}

func runExt(t *testing.T, src string, exts []ExtensionFunc) (*Machine, []HostCall) {
	t.Helper()
	prog := mustCompile(t, src)
	cfg := Config{RunID: "t", Extensions: exts}
	m, calls, err := testDriver{budget: 1_000_000, answer: settleAnswer(extHost)}.run(New(prog, cfg), prog, cfg)
	if err != nil {
		t.Fatal(err)
	}
	return m, calls
}

var testExts = []ExtensionFunc{
	{Path: "fetch", Async: true},
	{Path: "fs.promises.readFile", Async: true},
	{Path: "fs.readFileSync"},
	{Path: "now"},
}

func TestExtensionGlobals(t *testing.T) {
	for _, c := range []struct{ name, src, want string }{
		{"sync", `now(1, undefined).args`, `[1,null]`},
		{"sync result is plain data", `typeof now().then`, `"undefined"`},
		{"async", `const p = fetch("u"); [p instanceof Promise, (await p).path]`, `[true,"fetch"]`},
		{"nested paths", `[fs.readFileSync("a").path, (await fs.promises.readFile("b")).path]`, `["fs.readFileSync","fs.promises.readFile"]`},
		{"sync throws", `try { now("fail"); return "no" } catch (e) { return e.message }`, `"now failed"`},
		{"async rejects", `const p = fetch("fail"); try { await p; return "no" } catch (e) { return e.message }`, `"fetch failed"`},
		{"not enumerable, shadowable", `const r = [Object.keys(globalThis).includes("fetch"), typeof fs]; { const fetch = 1; r.push(fetch) } r`, `[false,"object",1]`},
		{"names", `[now.name, fs.promises.readFile.name]`, `["now","readFile"]`},
		{"require", `[require("fs") === fs, require("node:fs/promises") === fs.promises, require("fetch") === fetch]`, `[true,true,true]`},
		{"require unknown", `try { require("path"); return "no" } catch (e) { return e.message }`, `"Cannot find module 'path': there are no packages, only the host's globals load as modules"`},
		{"require needs a string", `try { require(1); return "no" } catch (e) { return e.name }`, `"TypeError"`},
		{"import declaration", `import { readFileSync as r } from "node:fs"; import f from "fetch"; [r("x").path, typeof f]`, `["fs.readFileSync","function"]`},
		{"dynamic import", `const ns = await import("node:fs"); [ns.default === fs, ns.readFileSync === fs.readFileSync]`, `[true,true]`},
		{"sync in a getter throws", `const o = { get x() { return now() } }; try { JSON.stringify(o); return "no" } catch (e) { return e.name }`, `"TypeError"`},
	} {
		t.Run(c.name, func(t *testing.T) {
			m, _ := runExt(t, c.src, testExts)
			if m.Status() != StatusDone {
				t.Fatalf("status %v: %v", m.Status(), m.Failure())
			}
			if got := string(m.Result()); got != compactJSON(c.want) {
				t.Errorf("got %s, want %s", got, c.want)
			}
		})
	}
}

func TestExtensionHostCalls(t *testing.T) {
	_, calls := runExt(t, `now("a"); await fetch({u: 1}); fs.readFileSync()`, testExts)
	want := []HostCall{
		{ID: 1, Kind: CallExtension, Path: "now", Input: json.RawMessage(`["a"]`), Sync: true},
		{ID: 2, Kind: CallExtension, Path: "fetch", Input: json.RawMessage(`[{"u":1}]`)},
		{ID: 3, Kind: CallExtension, Path: "fs.readFileSync", Input: json.RawMessage(`[]`), Sync: true},
	}
	if len(calls) != len(want) {
		t.Fatalf("calls %v", calls)
	}
	for i := range want {
		c := calls[i]
		if c.ID != want[i].ID || c.Kind != want[i].Kind || c.Path != want[i].Path || string(c.Input) != string(want[i].Input) || c.Sync != want[i].Sync {
			t.Errorf("call %d: %+v (input %s), want %+v", i, c, c.Input, want[i])
		}
	}
}

func TestModulesWithoutExtensions(t *testing.T) {
	m, _ := runExt(t, `import x from "fs"; x`, nil)
	if f := m.Failure(); f == nil || f.Message != "Error: Cannot find module 'fs': there are no packages, only the host's globals load as modules" {
		t.Fatalf("failure %+v", f)
	}
}

func TestGlobalNames(t *testing.T) {
	names := GlobalNames()
	for _, n := range []string{"search", "tools", "require", "JSON", "Promise", "globalThis"} {
		if _, ok := slices.BinarySearch(names, n); !ok {
			t.Errorf("%s missing from GlobalNames", n)
		}
	}
}

// Config.Extensions is data from the driver: overlapping paths must not
// corrupt the global object.
func TestExtensionOverlappingPaths(t *testing.T) {
	m, _ := runExt(t, `[now().path, now.later().path, typeof fs.x, fs.x.y().path]`, []ExtensionFunc{
		{Path: "now"}, {Path: "now.later"}, {Path: "now"}, {Path: "fs.x"}, {Path: "fs.x.y"},
	})
	if got := string(m.Result()); got != `["now","now.later","function","fs.x.y"]` {
		t.Fatalf("got %s (%v)", got, m.Failure())
	}
}
