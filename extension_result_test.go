package codemode

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Functions inside extension results ("a function inside a result is
// callable the same way").

// response is what the test `fetch` returns: data the program sees, data
// it does not (saved, unexported, like the TypeScript package's symbol-keyed field), and
// functions.
type response struct {
	saved  respData
	URL    string                   `json:"url"`
	Text   AsyncFunc                `json:"text"` // func(ctx) (string, error)
	Size   func() int               `json:"size"`
	Header func(name string) string `json:"header,omitempty"`
}

type respData struct {
	URL  string
	Body []byte
}

func makeResponse(d respData) response {
	return response{
		saved: d,
		URL:   d.URL,
		Text:  Async(func(ctx context.Context) (string, error) { return string(d.Body), nil }),
		Size:  func() int { return len(d.Body) },
	}
}

// webExtension is the TypeScript package's example in Go: fetch returns a response with
// functions; with hooks, Encode saves its data and Decode rebuilds it.
func webExtension(withHooks bool) Extension {
	ext := Extension{Name: "web", Globals: map[string]any{
		"fetch": Async(func(url string) (response, error) {
			if url == "bad" {
				return response{}, errors.New("no such host")
			}
			return makeResponse(respData{URL: url, Body: []byte("body of " + url)}), nil
		}),
	}}
	if withHooks {
		ext.Snapshot = &ExtensionSnapshot{
			Encode: func(v any) (any, error) {
				r, ok := v.(response)
				if !ok {
					return nil, errors.New("not a response")
				}
				return map[string]any{"url": r.saved.URL, "body": r.saved.Body}, nil
			},
			Decode: func(data any) (any, error) {
				m, ok := data.(map[string]any)
				if !ok {
					return nil, errors.New("bad data")
				}
				url, _ := m["url"].(string)
				body, _ := m["body"].([]byte)
				return makeResponse(respData{URL: url, Body: body}), nil
			},
		}
	}
	return ext
}

func TestExtensionResultFunctionsAreCallable(t *testing.T) {
	rt := New2(t, Options{Extensions: []Extension{webExtension(false), {Name: "gen", Globals: map[string]any{
		// A function returning a function, one returning functions in an
		// array and in a map, and one whose function returns functions.
		"adder": func(n int) func(int) int { return func(x int) int { return x + n } },
		"list": func() []any {
			return []any{1, func() string { return "first" }, map[string]any{"f": Async(func() string { return "nested" })}}
		},
		"counter": func() map[string]any {
			n := 0
			var mu sync.Mutex
			return map[string]any{"next": func() map[string]any {
				mu.Lock()
				n++
				k := n
				mu.Unlock()
				return map[string]any{"n": k, "again": func() int { return k * 10 }}
			}}
		},
	}}}})
	for _, c := range []struct{ name, code, want string }{
		{"async and sync functions", `const r = await fetch("u"); [r.url, await r.text(), r.size()]`, `["u","body of u",9]`},
		{"an async function returns a promise", `const r = await fetch("u"); const p = r.text(); [p instanceof Promise, await p]`, `[true,"body of u"]`},
		{"function names", `const r = await fetch("u"); [typeof r.text, r.text.name, r.size.name]`, `["function","text","size"]`},
		{"a nil function is null, omitempty drops it", `const r = await fetch("u"); ["header" in r, Object.keys(r)]`, `[false,["url","text","size"]]`},
		{"the result itself", `const add2 = adder(2); [typeof add2, add2(40)]`, `["function",42]`},
		{"in arrays and maps", `const l = list(); [l[0], l[1](), await l[2].f()]`, `[1,"first","nested"]`},
		{"results of functions hold functions", `const c = counter(); const a = c.next(); const b = c.next(); [a.n, b.n, b.again(), a.again()]`, `[1,2,20,10]`},
		{"the program's copy is its own", `const r = await fetch("u"); r.url = "x"; r.size = () => -1; const s = await fetch("u"); [r.url, r.size(), s.url, s.size()]`, `["x",-1,"u",9]`},
		{"errors reject", `try { await fetch("bad"); return "no" } catch (e) { return e.message }`, `"fetch failed"`},
		{"not plain data at the end", `const r = await fetch("u"); try { JSON.stringify(r) } catch (e) {} ; return {url: r.url}`, `{"url":"u"}`},
	} {
		t.Run(c.name, func(t *testing.T) {
			res := rt.ExecuteWith(context.Background(), c.code, fixedRun)
			require.True(t, res.OK, res.String())
			assert.JSONEq(t, c.want, string(res.Value))
		})
	}
}

// A long run that drops the results it got keeps only what it can still
// reach: the registry is pruned as it grows, and the functions the program
// kept (in a list, or alone) stay callable however many others it dropped.
func TestExtensionResultFunctionsOfDroppedResultsAreReleased(t *testing.T) {
	rt := New2(t, Options{Extensions: []Extension{webExtension(true)}})
	code := `
const kept = []
let size
for (let i = 0; i < 1000; i++) {
  const r = await fetch("u" + i)
  if (i % 250 === 0) kept.push(r)
  if (i === 999) size = r.size
}
const texts = []
for (const r of kept) texts.push(await r.text(), r.size())
return [texts, size()]`
	res := rt.ExecuteWith(context.Background(), code, fixedRun)
	require.True(t, res.OK, res.String())
	assert.JSONEq(t, `[["body of u0",10,"body of u250",12,"body of u500",12,"body of u750",12],12]`, string(res.Value))
}

func TestHostRegistryPruneKeepsLiveFunctions(t *testing.T) {
	r := &hostRegistry{}
	live := map[int64]bool{}
	liveRefs := func() map[int64]bool { return live }
	for i := range 1000 {
		r.prune(liveRefs)
		refs, herr := r.register("web", "fetch", extResult{funcs: []hostFuncAt{{path: []string{"text"}, name: ".text", fn: func() string { return "x" }}}}, true)
		require.Nil(t, herr)
		if i%97 == 0 {
			live[refs[0].Ref] = true // the program keeps every 97th
		}
	}
	assert.LessOrEqual(t, len(r.funcs), 2*minPrune+20, "the registry keeps what the run dropped")
	for ref := range live {
		assert.NotNil(t, r.funcs[ref], "live function %d was dropped", ref)
	}
	assert.Equal(t, len(r.funcs), len(r.values))
}

func TestExtensionResultFunctionCallsFireExtensionHooks(t *testing.T) {
	var mu sync.Mutex
	var seen []string
	rt := New2(t, Options{
		Extensions: []Extension{webExtension(false)},
		Hooks: Hooks{
			ExtensionBefore: func(ctx context.Context, c ExtensionHookCall) error {
				mu.Lock()
				defer mu.Unlock()
				seen = append(seen, "before "+c.Extension+" "+c.Path+" "+c.Key)
				if c.Path == "fetch().size" {
					return ToolError("size is denied")
				}
				return nil
			},
			ExtensionAfter: func(ctx context.Context, c ExtensionHookCall, o CallOutcome) {
				mu.Lock()
				defer mu.Unlock()
				seen = append(seen, "after "+c.Path+" "+string(o.Status))
			},
		},
	})
	res := rt.ExecuteWith(context.Background(), `
		const r = await fetch("u")
		const t = await r.text()
		let denied
		try { r.size() } catch (e) { denied = e.message }
		return [t, denied]`, fixedRun)
	require.True(t, res.OK, res.String())
	assert.JSONEq(t, `["body of u","size is denied"]`, string(res.Value))
	assert.Equal(t, []string{
		"before web fetch run-1:1", "after fetch ok",
		"before web fetch().text run-1:2", "after fetch().text ok",
		"before web fetch().size run-1:3",
	}, seen)
}

func TestExtensionResultFunctionThatCannotBeCalledFailsTheResult(t *testing.T) {
	rt := New2(t, Options{Extensions: []Extension{{Name: "x", Globals: map[string]any{
		"odd": func() map[string]any { return map[string]any{"f": func() (int, int, int) { return 1, 2, 3 }} },
	}}}})
	res := rt.ExecuteWith(context.Background(), `try { odd(); return "no" } catch (e) { return e.message }`, fixedRun)
	require.True(t, res.OK, res.String())
	assert.Contains(t, string(res.Value), "odd returned a function at result.f that cannot be called")
}

func TestExtensionResultFunctionsDoNotCrossExecuteExtension(t *testing.T) {
	rt := New2(t, Options{Extensions: []Extension{webExtension(false)}})
	_, herr := rt.Driver().ExecuteExtension(context.Background(), ExtensionCall{ID: 1, Path: "fetch", Args: nil, Key: "k:1"})
	require.NotNil(t, herr)
	assert.Equal(t, string(KindInvalidToolOutput), herr.Kind)
	assert.True(t, strings.Contains(herr.Message, "in-process"), herr.Message)
}

func TestExtensionSnapshotHooksNeedEncodeAndDecode(t *testing.T) {
	_, err := New(Options{Extensions: []Extension{{Name: "w", Globals: map[string]any{"f": func() {}},
		Snapshot: &ExtensionSnapshot{Encode: func(any) (any, error) { return nil, nil }}}}})
	require.Error(t, err)
	_, err = New(Options{Extensions: []Extension{{Name: "w", Globals: map[string]any{"f": func() {}}}, {Name: "w", Globals: map[string]any{"g": func() {}}}}})
	require.ErrorContains(t, err, `two extensions are named "w"`)
}
