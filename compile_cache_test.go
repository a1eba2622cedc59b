package codemode

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestCompileCache(t *testing.T) {
	rt := fixtureRuntime(t, Limits{})
	s := rt.Driver().Start(`1 + 1`, fixedRun)
	assert.Equal(t, StatusDone, s.Run(1000))
	first := rt.cache.get(`1 + 1`)
	assert.NotNil(t, first, "a compiled program is kept")
	rt.Driver().Start(`1 + 1`, fixedRun)
	assert.Same(t, first, rt.cache.get(`1 + 1`), "and reused")

	rt.Driver().Start(`1 +`, fixedRun)
	assert.Nil(t, rt.cache.get(`1 +`), "errors are not kept")

	for i := range compileCacheSize {
		rt.Driver().Start(fmt.Sprintf("return %d", i), fixedRun)
	}
	assert.Nil(t, rt.cache.get(`1 + 1`), "the oldest program is evicted")
	assert.Len(t, rt.cache.order, compileCacheSize)
	assert.Len(t, rt.cache.byCode, compileCacheSize)
	assert.NotNil(t, rt.cache.get(fmt.Sprintf("return %d", compileCacheSize-1)))
}

// The cache is bounded in source bytes too: runs of large programs do not
// leave a Runtime holding their compiled code, and one over a quarter of
// the bound is not kept at all.
func TestCompileCacheBoundedInBytes(t *testing.T) {
	rt := fixtureRuntime(t, Limits{})
	big := func(i int) string { return fmt.Sprintf("return %d // %s", i, strings.Repeat("x", compileCacheBytes/8)) }
	for i := range 20 {
		rt.Driver().Start(big(i), fixedRun)
		assert.LessOrEqual(t, rt.cache.bytes, compileCacheBytes)
	}
	assert.Nil(t, rt.cache.get(big(0)), "the oldest large program is evicted")
	assert.NotNil(t, rt.cache.get(big(19)))
	assert.Less(t, len(rt.cache.order), 8)

	huge := "return 1 // " + strings.Repeat("x", compileCacheBytes/4)
	rt.Driver().Start(huge, fixedRun)
	assert.Nil(t, rt.cache.get(huge), "a program over a quarter of the bound is not kept")
}
