package codemode

import (
	"strings"
	"testing"
	"time"

	"github.com/codemode-go/codemode/durabletools"
	"github.com/stretchr/testify/assert"
)

func TestRuntimeInstructions(t *testing.T) {
	rt := New2(t, Options{Tools: fixtureTools(), Limits: Limits{Timeout: 30_000 * time.Millisecond, MaxToolCalls: 20}})
	full := rt.Instructions(0)
	assert.True(t, strings.HasPrefix(full, ModelInstructions+"\n- Limits: 30000 ms of run time, 20 tool and search calls.\n\n"), full)
	for _, d := range rt.Catalog() {
		assert.Contains(t, full, d.Signature, "no budget: every signature")
	}
	assert.Contains(t, full, "## tools.orders (2 tools): Purchases, fulfillment, and shipment tracking")

	small := rt.Instructions(450)
	assert.LessOrEqual(t, durabletools.EstimateTokens(small), 450)
	for _, ns := range []string{"tools.orders", "tools.context7", "tools.math", "tools.reports", "tools.wait", "tools.broken"} {
		assert.Contains(t, small, "## "+ns+" (", "every namespace is visible")
	}
	assert.Less(t, strings.Count(small, "): Promise<"), strings.Count(full, "): Promise<"))
}
