package codemode

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestLimitMaxMemoryBytes: Limits.MaxMemoryBytes reaches the VM. A program
// that keeps building fails with an ExecutionFailure, also when the
// allocation happens in a getter run by a built-in; a program that makes
// much more garbage than the limit but keeps little succeeds; the default
// stops one allocation past 256 MB before it is made.
func TestLimitMaxMemoryBytes(t *testing.T) {
	rt := fixtureRuntime(t, Limits{MaxMemoryBytes: 8 << 20})
	want := "memory limit exceeded: the program needs more than 8388608 bytes of heap"
	// The failure points at the line of the program that was running when
	// the heap passed the limit (a mark can fall anywhere inside a loop,
	// so only the exact statement's line is fixed).
	for _, tc := range []struct {
		src       string
		line, col int
	}{
		{"const a = []\nwhile (true) a.push({ n: a.length, s: \"item\" + a.length })", 2, 0},
		{"const o = { get big() { const a = []; for (;;) a.push([1, 2, 3]) } }\nJSON.stringify(o)", 1, 0},
		{"function* g() { let i = 0; while (true) yield [i, i++] }\nnew Map(g())", 0, 0},
		{`try { "x".repeat(1e8) } catch (e) { "caught" }`, 1, 11},
	} {
		res := rt.ExecuteWith(context.Background(), tc.src, fixedRun)
		if assert.NotNil(t, res.Error, tc.src) {
			assert.Equal(t, KindExecutionFailure, res.Error.Kind, tc.src)
			assert.Equal(t, want, res.Error.Message, tc.src)
			assert.NotZero(t, res.Error.Line, tc.src)
			if tc.line != 0 {
				assert.Equal(t, tc.line, res.Error.Line, tc.src)
			}
			if tc.col != 0 {
				assert.Equal(t, tc.col, res.Error.Column, tc.src)
			}
		}
	}
	res := rt.ExecuteWith(context.Background(), `
		let t = 0
		for (let i = 0; i < 200000; i++) { const o = { a: i, b: "item-" + i, c: [i, i + 1] }; t += o.c.length }
		return t`, fixedRun)
	assert.Equal(t, `400000`, string(res.Value), res.String())

	rt = fixtureRuntime(t, Limits{})
	res = rt.ExecuteWith(context.Background(), `"x".repeat(3e8).length`, fixedRun)
	assert.Equal(t, `{"ok":false,"error":{"kind":"ExecutionFailure","message":"memory limit exceeded: the program needs more than 268435456 bytes of heap","line":1,"column":5},"toolCalls":[]}`, res.String())

	for _, bad := range []int64{-1, 1000} {
		_, err := New(Options{Limits: Limits{MaxMemoryBytes: bad}})
		assert.Error(t, err, bad)
	}
}
