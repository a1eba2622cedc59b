package codemode

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Tests of the front end as the host sees it: the source limit, depth
// errors, and parse and compilation as part of the run (timeoutMs and a
// cancelled context stop them).

func TestMaxSourceBytesValidation(t *testing.T) {
	_, err := New(Options{Limits: Limits{MaxSourceBytes: -1}})
	assert.ErrorContains(t, err, "Limits.MaxSourceBytes must be 0 (the default, 1 MB) or positive, not -1")
	rt, err := New(Options{})
	require.NoError(t, err)
	assert.Equal(t, 0, rt.Limits().MaxSourceBytes)
	assert.Equal(t, DefaultMaxSourceBytes, rt.Limits().sourceLimit())
}

// TestMaxSourceBytes: a program over the limit fails with ParseError
// before it is parsed, wherever it is compiled.
func TestMaxSourceBytes(t *testing.T) {
	code := "return 1 // " + strings.Repeat("x", 2000)
	small := fixtureRuntime(t, Limits{MaxSourceBytes: 1000})
	large := fixtureRuntime(t, Limits{})
	const msg = "the program is 2012 bytes long, more than maxSourceBytes (1000 bytes): write a shorter program"
	isLimit := func(name string, d *Diagnostic) {
		t.Helper()
		if assert.NotNil(t, d, name) {
			assert.Equal(t, KindParseError, d.Kind, name)
			assert.Equal(t, msg, d.Message, name)
		}
	}

	isLimit("Compile", small.Compile(code))
	isLimit("Execute", small.Execute(context.Background(), code).Error)
	s := small.Driver().Start(code, fixedRun)
	assert.Equal(t, StatusDone, s.Run(1000))
	isLimit("Start", s.Result().Error)
	isLimit("Program", small.Program(code, RunOptions{}).Run(context.Background()).Result.Error)
	assert.True(t, large.Execute(context.Background(), code).OK, "the default limit is 1 MB")

	big := "return 1 // " + strings.Repeat("x", DefaultMaxSourceBytes)
	res := large.Execute(context.Background(), big)
	require.NotNil(t, res.Error)
	assert.Equal(t, KindParseError, res.Error.Kind)
	assert.Contains(t, res.Error.Message, "more than maxSourceBytes (1048576 bytes)")
}

// TestMaxSourceBytesResume: a saved run carries its source; resuming it
// compiles that source under the resuming Runtime's limit.
func TestMaxSourceBytesResume(t *testing.T) {
	code := snapCode + "\n// " + strings.Repeat("x", 2000)
	w := newSuspendWorld()
	rt := w.runtime(t, Limits{Timeout: 60_000 * time.Millisecond})
	s := rt.Driver().Start(code, RunOptions{RunID: "snap", Catalog: rt.Catalog()})
	runUntilWaiting(t, s)
	state, err := s.Snapshot(SnapshotOptions{Started: []StartedCall{{ID: 2, Data: []byte(`{"id":"job-b"}`)}}})
	require.NoError(t, err)

	small := newSuspendWorld().runtime(t, Limits{Timeout: 60_000 * time.Millisecond, MaxSourceBytes: 1000})
	_, err = small.Resume(state)
	assert.ErrorContains(t, err, fmt.Sprintf("the saved program does not compile here: the program is %d bytes long, more than maxSourceBytes (1000 bytes)", len(code)))
	_, err = small.Driver().Restore(state, RunOptions{Catalog: small.Catalog()})
	assert.ErrorContains(t, err, "more than maxSourceBytes (1000 bytes)")
	_, err = newSuspendWorld().runtime(t, Limits{Timeout: 60_000 * time.Millisecond}).Resume(state)
	assert.NoError(t, err)
}

// TestDepthDiagnostics: nesting and chains too deep for the parser or the
// compiler are ParseErrors with a position, never a crash.
func TestDepthDiagnostics(t *testing.T) {
	rt := fixtureRuntime(t, Limits{})
	for name, code := range map[string]string{
		"parens":     "return " + strings.Repeat("(", 100000) + "1" + strings.Repeat(")", 100000),
		"typescript": "let x: number = " + strings.Repeat("(", 100000) + "1" + strings.Repeat(")", 100000) + "; return x",
		"chain":      "const a = {}; return a" + strings.Repeat(".b", 50000),
	} {
		res := rt.Execute(context.Background(), code)
		require.NotNil(t, res.Error, name)
		assert.Equal(t, KindParseError, res.Error.Kind, name)
		assert.Contains(t, res.Error.Message, "too deeply nested", name)
		assert.Equal(t, 1, res.Error.Line, name)
		assert.Positive(t, res.Error.Column, name)
	}
	res := rt.Execute(context.Background(), "return "+strings.Repeat("1 + ", 100000)+"1")
	assert.True(t, res.OK, "a long sum compiles: %v", res.Error)
	assert.JSONEq(t, "100001", string(res.Value))
}

// slowSource is a program that takes some hundreds of milliseconds to parse
// and compile, with a limit that admits it.
func slowSource(t *testing.T, typeScript bool) (string, Limits) {
	t.Helper()
	var b strings.Builder
	if typeScript {
		b.WriteString("let x: number = 0\n")
	} else {
		b.WriteString("let x = 0\n")
	}
	size := 2 << 20
	if typeScript {
		size = 1 << 20 // TypeScript takes longer
	}
	for b.Len() < size {
		b.WriteString("x = x + 1; if (x > 3) { x = x - 1 }\n")
	}
	return b.String(), Limits{MaxSourceBytes: 4 << 20}
}

// TestCancelDuringCompile: the context and timeoutMs bound the parse and
// the compilation too; the run stops soon after either, with its usual
// diagnostic.
func TestCancelDuringCompile(t *testing.T) {
	for _, typeScript := range []bool{false, true} {
		code, limits := slowSource(t, typeScript)
		rt := fixtureRuntime(t, limits)
		start := time.Now()
		require.Nil(t, rt.Compile(code))
		full := time.Since(start)
		t.Logf("TypeScript %v: %d bytes compile in %v", typeScript, len(code), full)
		if full < 300*time.Millisecond {
			t.Skip("this machine compiles the program too fast to interrupt it")
		}
		rt = fixtureRuntime(t, limits) // no compiled program in the cache

		ctx, cancel := context.WithCancel(context.Background())
		time.AfterFunc(100*time.Millisecond, cancel)
		start = time.Now()
		res := rt.Execute(ctx, code)
		took := time.Since(start)
		require.NotNil(t, res.Error)
		assert.Equal(t, Diagnostic{Kind: KindExecutionFailure, Message: "the run was interrupted: context canceled"}, *res.Error)
		assert.Less(t, took, 250*time.Millisecond, "cancelled after 100 ms")
		assert.Nil(t, rt.cache.get(code), "an interrupted compilation is not kept")

		limits.Timeout = 100 * time.Millisecond
		rt = fixtureRuntime(t, limits)
		start = time.Now()
		res = rt.Execute(context.Background(), code)
		took = time.Since(start)
		require.NotNil(t, res.Error)
		assert.Equal(t, KindTimeoutExceeded, res.Error.Kind)
		assert.Equal(t, "the run took longer than timeoutMs (100 ms)", res.Error.Message)
		assert.Less(t, took, 250*time.Millisecond, "timeoutMs 100")

		ctx, cancel = context.WithCancel(context.Background())
		time.AfterFunc(100*time.Millisecond, cancel)
		start = time.Now()
		out := fixtureRuntime(t, Limits{MaxSourceBytes: limits.MaxSourceBytes}).Program(code, RunOptions{}).Run(ctx)
		took = time.Since(start)
		require.NotNil(t, out.Result)
		assert.Equal(t, "the run was interrupted: context canceled", out.Result.Error.Message)
		assert.Less(t, took, 250*time.Millisecond, "Program.Run cancelled after 100 ms")
	}
}
