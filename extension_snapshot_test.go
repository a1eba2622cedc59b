package codemode

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/codemode-go/codemode/durabletools"
	"github.com/codemode-go/codemode/snapshot"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Extension snapshot hooks across suspend and resume (seed: "Functions
// inside a result have no data form, so a suspended VM run loses them by
// default...").

// gatedRuntime is a runtime with an idempotent tool `tools.db.get` held
// until gate closes (nil: it returns at once) and the given extensions.
func gatedRuntime(t *testing.T, gate chan struct{}, entered chan string, exts ...Extension) *Runtime {
	t.Helper()
	get := durabletools.Idempotent("Read a record", func(ctx context.Context, in nameIn, call durabletools.Call) (nameIn, error) {
		if gate != nil {
			entered <- call.Key
			select {
			case <-gate:
			case <-ctx.Done():
				return nameIn{}, ctx.Err()
			}
		}
		return nameIn{Name: "rec-" + in.Name}, nil
	})
	rt, err := New(Options{Tools: map[string]any{"db": map[string]any{"get": get}}, Extensions: exts})
	require.NoError(t, err)
	return rt
}

// suspendAtToolCall runs code on rt until call key is in flight and
// suspends it there.
func suspendAtToolCall(t *testing.T, rt *Runtime, entered chan string, code, key string) []byte {
	t.Helper()
	p := rt.Program(code, RunOptions{RunID: "s"})
	done := start(p)
	require.Equal(t, key, <-entered)
	st := mustSuspend(t, p, SuspendOptions{})
	out := <-done
	require.NotNil(t, out.Suspended)
	return st.State
}

const responseProgram = `
const r = await fetch("u")
await tools.db.get({ name: "x" })
let text
try { text = await r.text() } catch (e) { text = [e instanceof TypeError, e.message] }
let size
try { size = r.size() } catch (e) { size = [e instanceof TypeError, e.message] }
return [r.url, text, size]
`

func TestExtensionSnapshotHooksPreserveResultFunctions(t *testing.T) {
	entered := make(chan string, 4)
	state := suspendAtToolCall(t, gatedRuntime(t, make(chan struct{}), entered, webExtension(true)), entered, responseProgram, "s:2")

	p, err := gatedRuntime(t, nil, nil, webExtension(true)).Resume(state)
	require.NoError(t, err)
	out := p.Run(context.Background())
	require.NotNil(t, out.Result)
	require.True(t, out.Result.OK, out.Result.String())
	assert.JSONEq(t, `["u","body of u",9]`, string(out.Result.Value))
}

func TestExtensionResultFunctionsThrowTypeErrorAfterResumeWithoutHooks(t *testing.T) {
	entered := make(chan string, 4)
	state := suspendAtToolCall(t, gatedRuntime(t, make(chan struct{}), entered, webExtension(false)), entered, responseProgram, "s:2")

	p, err := gatedRuntime(t, nil, nil, webExtension(false)).Resume(state)
	require.NoError(t, err)
	out := p.Run(context.Background())
	require.NotNil(t, out.Result)
	require.True(t, out.Result.OK, out.Result.String())
	msg := "is not a function anymore: the run was resumed and its extension has no snapshot hooks to restore it"
	assert.JSONEq(t, `["u",[true,"fetch().text `+msg+`"],[true,"fetch().size `+msg+`"]]`, string(out.Result.Value))
}

func TestExtensionSnapshotResumesOnlyWithTheSameHooks(t *testing.T) {
	entered := make(chan string, 4)
	state := suspendAtToolCall(t, gatedRuntime(t, make(chan struct{}), entered, webExtension(true)), entered, responseProgram, "s:2")

	_, err := gatedRuntime(t, nil, nil, webExtension(false)).Resume(state)
	var se *snapshot.Error
	require.ErrorAs(t, err, &se)
	assert.Contains(t, se.Error(), `extension "web"'s snapshot hooks`)

	// Also when the run holds no function from it yet.
	state = suspendAtToolCall(t, gatedRuntime(t, make(chan struct{}), entered, webExtension(true)), entered, `await tools.db.get({ name: "x" })`, "s:1")
	_, err = gatedRuntime(t, nil, nil, webExtension(false)).Resume(state)
	require.ErrorAs(t, err, &se)
	// The other way round is fine: nothing was saved with hooks.
	state = suspendAtToolCall(t, gatedRuntime(t, make(chan struct{}), entered, webExtension(false)), entered, `await tools.db.get({ name: "x" })`, "s:1")
	_, err = gatedRuntime(t, nil, nil, webExtension(true)).Resume(state)
	require.NoError(t, err)
}

// recordingWebExtension is webExtension with snapshot hooks whose Decode
// records the URL of every response it restores.
func recordingWebExtension() (Extension, *[]string) {
	ext := webExtension(true)
	decode := ext.Snapshot.Decode
	decoded := &[]string{}
	ext.Snapshot.Decode = func(data any) (any, error) {
		*decoded = append(*decoded, data.(map[string]any)["url"].(string))
		return decode(data)
	}
	return ext, decoded
}

func TestExtensionSnapshotDecodeReceivesTheDataOncePerValue(t *testing.T) {
	entered := make(chan string, 4)
	code := `
const a = await fetch("a")
const b = await fetch("b")
await tools.db.get({ name: "x" })
return [await a.text(), b.size(), await b.text()]`
	state := suspendAtToolCall(t, gatedRuntime(t, make(chan struct{}), entered, webExtension(true)), entered, code, "s:3")

	ext, decoded := recordingWebExtension()
	p, err := gatedRuntime(t, nil, nil, ext).Resume(state)
	require.NoError(t, err)
	assert.Equal(t, []string{"a", "b"}, *decoded)
	out := p.Run(context.Background())
	require.True(t, out.Result.OK, out.Result.String())
	assert.JSONEq(t, `["body of a",9,"body of b"]`, string(out.Result.Value))
}

// A suspend saves only the host values whose functions the run can still
// reach: results the program dropped are not encoded (a long run's
// snapshots do not grow with every one), while a function kept apart from
// its result keeps the whole value.
func TestExtensionSnapshotSavesOnlyReachableValues(t *testing.T) {
	entered := make(chan string, 4)
	code := `
for (const u of ["dropped1", "dropped2"]) await fetch(u)
const text = (await fetch("kept-method")).text
const kept = await fetch("kept")
await tools.db.get({ name: "x" })
return [await text(), kept.size()]`
	state := suspendAtToolCall(t, gatedRuntime(t, make(chan struct{}), entered, webExtension(true)), entered, code, "s:5")

	ext, decoded := recordingWebExtension()
	p, err := gatedRuntime(t, nil, nil, ext).Resume(state)
	require.NoError(t, err)
	assert.Equal(t, []string{"kept-method", "kept"}, *decoded)
	out := p.Run(context.Background())
	require.True(t, out.Result.OK, out.Result.String())
	assert.JSONEq(t, `["body of kept-method",12]`, string(out.Result.Value))
}

func TestSuspendFailsWhenSnapshotEncodeFailsOrIsNotPlain(t *testing.T) {
	for _, c := range []struct {
		name   string
		encode func(any) (any, error)
		want   string
	}{
		{"encode error", func(any) (any, error) { return nil, errors.New("cannot save") }, "cannot save"},
		{"not plain data", func(any) (any, error) { return struct{ X int }{1}, nil }, "not plain data"},
		{"a function", func(any) (any, error) { return map[string]any{"f": func() {}}, nil }, "not plain data"},
		{"encode panics", func(any) (any, error) { panic("oops") }, "panic: oops"},
	} {
		t.Run(c.name, func(t *testing.T) {
			entered := make(chan string, 4)
			gate := make(chan struct{})
			ext := webExtension(true)
			ext.Snapshot.Encode = c.encode
			p := gatedRuntime(t, gate, entered, ext).Program(responseProgram, RunOptions{RunID: "s"})
			done := start(p)
			require.Equal(t, "s:2", <-entered)
			_, err := p.Suspend(context.Background(), SuspendOptions{})
			var se *SuspendError
			require.ErrorAs(t, err, &se)
			assert.Contains(t, se.Message, c.want)
			// The run goes on untouched.
			close(gate)
			out := <-done
			require.NotNil(t, out.Result)
			require.True(t, out.Result.OK, out.Result.String())
			assert.JSONEq(t, `["u","body of u",9]`, string(out.Result.Value))
		})
	}
}

func TestSuspendRefusedWhileSyncExtensionCallRuns(t *testing.T) {
	entered := make(chan string, 1)
	gate := make(chan struct{})
	rt := New2(t, Options{Extensions: []Extension{{Name: "fs", Globals: map[string]any{
		"fs": map[string]any{"readFileSync": func(ctx context.Context, path string) (string, error) {
			entered <- path
			select {
			case <-gate:
			case <-ctx.Done():
				return "", ctx.Err()
			}
			return "contents of " + path, nil
		}},
	}}}})
	p := rt.Program(`fs.readFileSync("a")`, RunOptions{RunID: "y"})
	done := start(p)
	require.Equal(t, "a", <-entered)
	_, err := p.Suspend(context.Background(), SuspendOptions{})
	var se *SuspendError
	require.ErrorAs(t, err, &se)
	assert.Equal(t, []BlockingCall{{Key: "y:1", Path: "fs.readFileSync"}}, se.Blocking)
	close(gate)
	out := <-done
	require.NotNil(t, out.Result)
	require.True(t, out.Result.OK, out.Result.String())
	assert.JSONEq(t, `"contents of a"`, string(out.Result.Value))
}

func TestExtensionErrorKindsArePreserved(t *testing.T) {
	rt := New2(t, Options{Extensions: []Extension{{Name: "k", Globals: map[string]any{
		"bad":     func() error { return &durabletools.Error{Kind: durabletools.InvalidToolInput, Message: "bad input"} },
		"wrapped": Async(func() error { return fmt.Errorf("ctx: %w", &durabletools.Error{Kind: "UnknownTool", Message: "gone"}) }),
		"plain":   func() error { return errors.New("plain failure") },
	}}}})
	for _, c := range []struct {
		code string
		kind Kind
		msg  string
	}{
		{`bad()`, KindInvalidToolInput, "bad input"},
		{`await wrapped()`, KindUnknownTool, "gone"},
		{`plain()`, KindToolFailure, "plain failed"},
	} {
		res := rt.ExecuteWith(context.Background(), c.code, fixedRun)
		require.False(t, res.OK, c.code)
		assert.Equal(t, c.kind, res.Error.Kind, c.code)
		assert.Equal(t, c.msg, res.Error.Message, c.code)
	}
}
