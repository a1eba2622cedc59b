package codemode

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/codemode-go/codemode/durabletools"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// testExtensions: a sync global, an async one, a typed one and an object of
// functions with a nested object.
func testExtensions() []Extension {
	return []Extension{
		{Name: "web", Globals: map[string]any{
			"fetch": Async(func(ctx context.Context, url string) (map[string]any, error) {
				if url == "bad" {
					return nil, errors.New("fetch failed: bad url")
				}
				return map[string]any{"url": url, "status": 200}, nil
			}),
			"echo": ExtensionFunc(func(ctx context.Context, args []json.RawMessage) (json.RawMessage, error) {
				return json.Marshal(args)
			}),
		}},
		{Name: "files", Globals: map[string]any{
			"fs": map[string]any{
				"readFileSync": func(path string) (string, error) {
					if path == "missing" {
						return "", &durabletools.Error{Kind: durabletools.ToolFailure, Message: "ENOENT: " + path}
					}
					return "contents of " + path, nil
				},
				"promises": map[string]any{
					"readFile": Async(func(path string, enc *string) string {
						if enc != nil {
							return *enc + ":" + path
						}
						return path
					}),
				},
			},
			"add": func(a, b float64) float64 { return a + b },
		}},
	}
}

func TestExtensionGlobalsFromPrograms(t *testing.T) {
	rt := New2(t, Options{Extensions: testExtensions()})
	for _, c := range []struct{ name, code, want string }{
		{"sync returns directly", `add(2, 3)`, `5`},
		{"sync raw args as JSON copies", `const o = {a: 1}; const r = echo(o, undefined, "s"); o.a = 2; r`, `[{"a":1},null,"s"]`},
		{"async returns a promise", `const p = fetch("u"); [p instanceof Promise, (await p).status]`, `[true,200]`},
		{"async runs concurrently", `(await Promise.all([fetch("a"), fetch("b")])).map(r => r.url)`, `["a","b"]`},
		{"object of functions", `fs.readFileSync("x")`, `"contents of x"`},
		{"nested object", `await fs.promises.readFile("p", "utf8")`, `"utf8:p"`},
		{"missing optional argument", `await fs.promises.readFile("p")`, `"p"`},
		{"sync error throws", `try { fs.readFileSync("missing"); return "no" } catch (e) { return [e instanceof Error, e.message] }`, `[true,"ENOENT: missing"]`},
		{"async error rejects", `try { await fetch("bad"); return "no" } catch (e) { return e.message }`, `"fetch failed"`},
		{"bad argument", `try { add("x", 1); return "no" } catch (e) { return e.message }`, ""},
		{"globals are not enumerable", `[typeof fs, Object.keys(globalThis).includes("fs"), Object.keys(fs).sort()]`, `["object",false,["promises","readFileSync"]]`},
		{"function names", `[fetch.name, fs.promises.readFile.name]`, `["fetch","readFile"]`},
		{"shadowable", `const fetch = () => 1; fetch()`, `1`},
	} {
		t.Run(c.name, func(t *testing.T) {
			res := rt.ExecuteWith(context.Background(), c.code, fixedRun)
			require.True(t, res.OK, res.String())
			if c.want != "" {
				assert.JSONEq(t, c.want, string(res.Value))
			} else {
				assert.Contains(t, string(res.Value), "argument 1")
			}
			assert.Empty(t, res.ToolCalls, "extension calls are not tool calls")
		})
	}
}

func TestExtensionUncaughtErrorFailsWithItsKind(t *testing.T) {
	rt := New2(t, Options{Extensions: testExtensions()})
	res := rt.ExecuteWith(context.Background(), `fs.readFileSync("missing")`, fixedRun)
	require.False(t, res.OK)
	assert.Equal(t, KindToolFailure, res.Error.Kind)
	assert.Equal(t, "ENOENT: missing", res.Error.Message)
}

func TestExtensionCallsDoNotCountAsToolCalls(t *testing.T) {
	rt := New2(t, Options{Extensions: testExtensions(), Limits: Limits{MaxToolCalls: 1}})
	res := rt.ExecuteWith(context.Background(), `add(1, 1) + add(1, 1) + (await fetch("a")).status`, fixedRun)
	require.True(t, res.OK, res.String())
	assert.Equal(t, "204", string(res.Value))
}

func TestExtensionShadowingIsAnErrorAtNew(t *testing.T) {
	f := func() int { return 1 }
	for _, c := range []struct {
		name string
		exts []Extension
		want string
	}{
		{"built-in", []Extension{{Name: "x", Globals: map[string]any{"JSON": f}}}, `global "JSON" shadows a built-in global`},
		{"tools", []Extension{{Name: "x", Globals: map[string]any{"tools": f}}}, `global "tools" shadows a built-in global`},
		{"search", []Extension{{Name: "x", Globals: map[string]any{"search": f}}}, `global "search" shadows a built-in global`},
		{"another extension", []Extension{{Name: "a", Globals: map[string]any{"g": f}}, {Name: "b", Globals: map[string]any{"g": f}}}, `extension "b": global "g" shadows extension "a"'s`},
		{"not a function", []Extension{{Name: "x", Globals: map[string]any{"g": 3}}}, `not a function or object of functions: int`},
		{"bad results", []Extension{{Name: "x", Globals: map[string]any{"g": func() (int, int) { return 1, 2 }}}}, `must return nothing, a value, an error, or a value and an error`},
		{"no name", []Extension{{Globals: map[string]any{"g": f}}}, `an extension needs a name`},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := New(Options{Extensions: c.exts})
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.want)
		})
	}
}

func TestExtensionHooksSeeCallsAndDeny(t *testing.T) {
	var log hookLog
	hooks := Hooks{
		ExtensionBefore: func(ctx context.Context, c ExtensionHookCall) error {
			args, _ := json.Marshal(c.Args)
			log.add("before %s %s %s %s", c.Extension, c.Path, args, c.Key)
			if strings.Contains(string(args), "deny") {
				return ToolError("denied by policy")
			}
			return nil
		},
		ExtensionAfter: func(ctx context.Context, c ExtensionHookCall, o CallOutcome) {
			msg := ""
			if o.Error != nil {
				msg = " " + string(o.Error.Kind) + ": " + o.Error.Message
			}
			log.add("after %s %s %s%s", c.Path, o.Status, o.Value, msg)
		},
	}
	rt := New2(t, Options{Extensions: testExtensions(), Hooks: hooks})
	res := rt.ExecuteWith(context.Background(), `
		const a = add(1, 2)
		let sync, async
		try { fs.readFileSync("deny") } catch (e) { sync = e.message }
		try { await fetch("deny") } catch (e) { async = e.message }
		try { fs.readFileSync("missing") } catch (e) {}
		const f = await fs.promises.readFile("p")
		return [a, sync, async, f]`, fixedRun)
	require.True(t, res.OK, res.String())
	assert.JSONEq(t, `[3,"denied by policy","denied by policy","p"]`, string(res.Value))
	assert.Equal(t, []string{
		`before files add [1,2] run-1:1`,
		`after add ok 3`,
		`before files fs.readFileSync ["deny"] run-1:2`,
		`before web fetch ["deny"] run-1:3`,
		`before files fs.readFileSync ["missing"] run-1:4`,
		`after fs.readFileSync error  ToolFailure: ENOENT: missing`,
		`before files fs.promises.readFile ["p"] run-1:5`,
		`after fs.promises.readFile ok "p"`,
	}, log.get())
}

func TestExtensionModules(t *testing.T) {
	rt := New2(t, Options{Extensions: testExtensions()})
	for _, c := range []struct{ name, code, want string }{
		{"import default and named", `import fs, { readFileSync as read } from "node:fs"
			[fs.readFileSync("a"), read("b")]`, `["contents of a","contents of b"]`},
		{"import is hoisted", `const r = read("a")
			import { readFileSync as read } from "fs"
			r`, `"contents of a"`},
		{"typescript with a type-only import", "import { readFileSync } from \"node:fs\"\nimport type { Stats } from \"fs\"\nconst x: string = readFileSync(\"t\")\nx", `"contents of t"`},
		{"import namespace", `import * as fs from "fs"; fs.readFileSync("n")`, `"contents of n"`},
		{"import in a function", `import add from "add"; import { readFileSync } from "fs"; function f() { return readFileSync(String(add(1, 2))) } f()`, `"contents of 3"`},
		{"fs/promises alias", `import { readFile } from "node:fs/promises"; await readFile("p")`, `"p"`},
		{"require", `const fs = require("fs"); const p = require("node:fs/promises"); [fs === globalThis.fs, p === fs.promises]`, `[true,true]`},
		{"dynamic import", `const { default: same, readFileSync } = await import("fs"); [same === fs, readFileSync("d")]`, `[true,"contents of d"]`},
		{"unknown module throws", `try { require("crypto"); return "no" } catch (e) { return e.message }`, `"Cannot find module 'crypto': there are no packages, only the host's globals load as modules"`},
		{"built-ins are not modules", `try { require("JSON"); return "no" } catch (e) { return e.message.startsWith("Cannot find module") }`, `true`},
		{"unknown dynamic import rejects", `try { await import("left-pad"); return "no" } catch (e) { return e.message.startsWith("Cannot find module 'left-pad'") }`, `true`},
	} {
		t.Run(c.name, func(t *testing.T) {
			res := rt.ExecuteWith(context.Background(), c.code, fixedRun)
			require.True(t, res.OK, res.String())
			assert.JSONEq(t, c.want, string(res.Value))
		})
	}
	res := rt.ExecuteWith(context.Background(), `import x from "crypto"; 1`, fixedRun)
	require.False(t, res.OK)
	assert.Contains(t, res.Error.Message, "Cannot find module 'crypto'")
}

func TestExtensionCallsThroughTheSession(t *testing.T) {
	rt := New2(t, Options{Extensions: testExtensions()})
	s := rt.Driver().Start(`const a = add(1, 2); const b = await fetch("u"); [a, b.url]`, RunOptions{RunID: "r"})
	require.Equal(t, StatusWaiting, s.Run(0))
	calls := s.TakeExtensionCalls()
	require.Len(t, calls, 1)
	assert.Equal(t, ExtensionCall{ID: 1, Path: "add", Args: []json.RawMessage{json.RawMessage("1"), json.RawMessage("2")}, Sync: true, Key: "r:1"}, calls[0])
	assert.Empty(t, s.TakeCalls(), "extension calls are not tool calls")
	out, herr := rt.Driver().ExecuteExtension(context.Background(), calls[0])
	require.Nil(t, herr)
	s.CompleteExtension(1, out, nil)
	s = tripSession(t, s, RunOptions{RunID: "r"})
	s.CompleteExtension(1, json.RawMessage(`99`), nil) // a duplicate is ignored
	require.Equal(t, StatusWaiting, s.Run(0))
	calls = s.TakeExtensionCalls()
	require.Len(t, calls, 1)
	assert.False(t, calls[0].Sync)
	s = tripSession(t, s, RunOptions{RunID: "r"})
	s.CompleteExtension(2, json.RawMessage(`{"url":"u2"}`), nil)
	require.Equal(t, StatusDone, s.Run(0))
	assert.JSONEq(t, `[3,"u2"]`, string(s.Result().Value))
}

func TestExtensionPanicIsAFailure(t *testing.T) {
	rt := New2(t, Options{Extensions: []Extension{{Name: "p", Globals: map[string]any{
		"boom": func() int { panic("kaboom") },
	}}}})
	res := rt.ExecuteWith(context.Background(), `try { boom(); return "no" } catch (e) { return e.message }`, fixedRun)
	require.True(t, res.OK, res.String())
	assert.JSONEq(t, `"boom failed"`, string(res.Value))
}

func TestExtensionSyncCallIsBoundedByTheTimeout(t *testing.T) {
	rt := New2(t, Options{Limits: Limits{Timeout: 50 * time.Millisecond}, Extensions: []Extension{{Name: "s", Globals: map[string]any{
		"sleep": func(ctx context.Context) error { <-ctx.Done(); return ctx.Err() },
	}}}})
	res := rt.ExecuteWith(context.Background(), `sleep(); "no"`, fixedRun)
	require.False(t, res.OK, res.String())
	assert.Equal(t, KindTimeoutExceeded, res.Error.Kind)
}

func TestExtensionChannelFuturesAreAsync(t *testing.T) {
	rt := New2(t, Options{Extensions: []Extension{{Name: "c", Globals: map[string]any{
		"later": func(x int) <-chan int {
			ch := make(chan int, 1)
			go func() { ch <- x * 2 }()
			return ch
		},
		"failLater": func() <-chan error {
			ch := make(chan error, 1)
			ch <- errors.New("late failure")
			return ch
		},
		"nothing": func() chan string {
			ch := make(chan string)
			close(ch)
			return ch
		},
	}}}})
	res := rt.ExecuteWith(context.Background(), `
		const p = later(21)
		let err
		try { await failLater() } catch (e) { err = e.message }
		return [p instanceof Promise, await p, err, await nothing()]`, fixedRun)
	require.True(t, res.OK, res.String())
	assert.JSONEq(t, `[true,42,"failLater failed",null]`, string(res.Value))
}
