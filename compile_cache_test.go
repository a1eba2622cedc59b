package codemode

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestCompileCache(t *testing.T) {
	rt := fixtureRuntime(t, Limits{})
	s := rt.Start(`1 + 1`, fixedRun)
	assert.Equal(t, StatusDone, s.Run(1000))
	first := rt.cache.get(`1 + 1`)
	assert.NotNil(t, first, "a compiled program is kept")
	rt.Start(`1 + 1`, fixedRun)
	assert.Same(t, first, rt.cache.get(`1 + 1`), "and reused")

	rt.Start(`1 +`, fixedRun)
	assert.Nil(t, rt.cache.get(`1 +`), "errors are not kept")

	for i := range compileCacheSize {
		rt.Start(fmt.Sprintf("return %d", i), fixedRun)
	}
	assert.Nil(t, rt.cache.get(`1 + 1`), "the oldest program is evicted")
	assert.Len(t, rt.cache.order, compileCacheSize)
	assert.Len(t, rt.cache.byCode, compileCacheSize)
	assert.NotNil(t, rt.cache.get(fmt.Sprintf("return %d", compileCacheSize-1)))
}
