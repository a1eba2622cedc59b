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
	want := `{"ok":false,"error":{"kind":"ExecutionFailure","message":"memory limit exceeded: the program needs more than 8388608 bytes of heap"},"toolCalls":[]}`
	for _, src := range []string{
		`const a = []; while (true) a.push({ n: a.length, s: "item" + a.length })`,
		`const o = { get big() { const a = []; for (;;) a.push([1, 2, 3]) } }; JSON.stringify(o)`,
		`function* g() { let i = 0; while (true) yield [i, i++] } new Map(g())`,
		`try { "x".repeat(1e8) } catch (e) { "caught" }`,
	} {
		res := rt.ExecuteWith(context.Background(), src, fixedRun)
		assert.Equal(t, want, res.String(), src)
	}
	res := rt.ExecuteWith(context.Background(), `
		let t = 0
		for (let i = 0; i < 200000; i++) { const o = { a: i, b: "item-" + i, c: [i, i + 1] }; t += o.c.length }
		return t`, fixedRun)
	assert.Equal(t, `400000`, string(res.Value), res.String())

	rt = fixtureRuntime(t, Limits{})
	res = rt.ExecuteWith(context.Background(), `"x".repeat(3e8).length`, fixedRun)
	assert.Equal(t, `{"ok":false,"error":{"kind":"ExecutionFailure","message":"memory limit exceeded: the program needs more than 268435456 bytes of heap"},"toolCalls":[]}`, res.String())

	for _, bad := range []int64{-1, 1000} {
		_, err := New(Options{Limits: Limits{MaxMemoryBytes: bad}})
		assert.Error(t, err, bad)
	}
}
