package workflow_test

import (
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/codemode-go/codemode"
	codemodeworker "github.com/codemode-go/codemode/worker"
	"github.com/codemode-go/codemode/workflow"
	"github.com/stretchr/testify/require"
	sdk "go.temporal.io/api/sdk/v1"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/testsuite"
)

// countingMetrics is a metrics handler that sums counters by name and tags.
type countingMetrics struct {
	mu     *sync.Mutex
	counts map[string]int64
	tags   map[string]string
}

func newCountingMetrics() countingMetrics {
	return countingMetrics{mu: &sync.Mutex{}, counts: map[string]int64{}}
}

func (m countingMetrics) WithTags(tags map[string]string) client.MetricsHandler {
	merged := map[string]string{}
	for k, v := range m.tags {
		merged[k] = v
	}
	for k, v := range tags {
		merged[k] = v
	}
	return countingMetrics{mu: m.mu, counts: m.counts, tags: merged}
}

func (m countingMetrics) key(name string) string {
	var parts []string
	for k, v := range m.tags {
		parts = append(parts, k+"="+v)
	}
	sort.Strings(parts)
	return name + "{" + strings.Join(parts, ",") + "}"
}

func (m countingMetrics) Counter(name string) client.MetricsCounter { return counter{m, m.key(name)} }
func (m countingMetrics) Gauge(string) client.MetricsGauge          { return nopGauge{} }
func (m countingMetrics) Timer(string) client.MetricsTimer          { return nopTimer{} }

type counter struct {
	m   countingMetrics
	key string
}

func (c counter) Inc(n int64) {
	c.m.mu.Lock()
	defer c.m.mu.Unlock()
	c.m.counts[c.key] += n
}

type nopGauge struct{}

func (nopGauge) Update(float64) {}

type nopTimer struct{}

func (nopTimer) Record(time.Duration) {}

// TestMetricsAndDetails checks the counters a run reports through the
// SDK's metrics handler and the current details it leaves.
func TestMetricsAndDetails(t *testing.T) {
	rt := newRuntime(t, codemode.Limits{})
	var suite testsuite.WorkflowTestSuite
	m := newCountingMetrics()
	suite.SetMetricsHandler(m)
	env := suite.NewTestWorkflowEnvironment()
	codemodeworker.Register(env, rt)
	in := workflow.NewInput(rt, `
		console.log("looking up")
		await tools.testkit.add({a: 1, b: 2})
		try { await tools.testkit.fail({message: "no"}) } catch {}
		return 1`)
	env.ExecuteWorkflow(workflow.Name, in)
	require.NoError(t, env.GetWorkflowError())

	// The current details the UI shows (the SDK's metadata query).
	v, err := env.QueryWorkflow("__temporal_workflow_metadata")
	require.NoError(t, err)
	var meta sdk.WorkflowMetadata
	require.NoError(t, v.Get(&meta))
	require.Equal(t, "**done**, 2 tool calls", meta.GetCurrentDetails())

	m.mu.Lock()
	defer m.mu.Unlock()
	require.Equal(t, int64(1), m.counts[workflow.MetricRuns+"{outcome=ok}"], "%v", m.counts)
	require.Equal(t, int64(1), m.counts[workflow.MetricToolCalls+"{outcome=ok,tool=testkit.add}"], "%v", m.counts)
	require.Equal(t, int64(1), m.counts[workflow.MetricToolCalls+"{outcome=ToolFailure,tool=testkit.fail}"], "%v", m.counts)
	require.Greater(t, m.counts[workflow.MetricSteps+"{}"], int64(10), "%v", m.counts)
}
