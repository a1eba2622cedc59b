package fanout_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"os"
	"sort"
	"testing"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/activities"
	"github.com/codemode-go/codemode/samples/fanout"
	codemodeworker "github.com/codemode-go/codemode/worker"
	"github.com/codemode-go/codemode/workflow"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/converter"
	sdklog "go.temporal.io/sdk/log"
	"go.temporal.io/sdk/testsuite"
)

// quiet drops the test environment's debug log.
var quiet = sdklog.NewStructuredLogger(slog.New(slog.NewTextHandler(io.Discard, nil)))

type category struct {
	Products   int `json:"products"`
	InStock    int `json:"inStock"`
	TotalCents int `json:"totalCents"`
}

type summary struct {
	Priced     int                 `json:"priced"`
	ByCategory map[string]category `json:"byCategory"`
	Top        []string            `json:"top"`
}

// expected computes the summary in Go, from the tools' own price function.
func expected() summary {
	s := summary{Priced: fanout.Products, ByCategory: map[string]category{}}
	var inStock []fanout.Price
	for i := 0; i < fanout.Products; i++ {
		p := fanout.PriceOf(fmt.Sprintf("sku-%03d", i))
		name := []string{"books", "garden", "kitchen", "toys"}[i%4]
		c := s.ByCategory[name]
		c.Products++
		c.TotalCents += p.Cents
		if p.InStock {
			c.InStock++
			inStock = append(inStock, p)
		}
		s.ByCategory[name] = c
	}
	sort.Slice(inStock, func(i, j int) bool {
		if inStock[i].Cents != inStock[j].Cents {
			return inStock[i].Cents > inStock[j].Cents
		}
		return inStock[i].SKU < inStock[j].SKU
	})
	for _, p := range inStock[:3] {
		s.Top = append(s.Top, p.SKU)
	}
	return s
}

func program(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile("fanout.js")
	require.NoError(t, err)
	return string(b)
}

func decode(t *testing.T, res codemode.Result) summary {
	t.Helper()
	require.True(t, res.OK, res.String())
	var s summary
	require.NoError(t, json.Unmarshal(res.Value, &s))
	return s
}

func TestInProcess(t *testing.T) {
	rt, err := codemode.New(codemode.Options{Tools: fanout.Tools()})
	require.NoError(t, err)
	res := rt.Execute(context.Background(), program(t))
	require.Equal(t, expected(), decode(t, res))
	require.Len(t, res.ToolCalls, 1+fanout.Products)
	require.Equal(t, []string{"priced 100 products"}, res.Logs)
}

// TestWorkflow runs the program as the codemode workflow in the SDK's test
// environment: one list activity and 100 price activities, each with its
// own call key, and the same summary.
func TestWorkflow(t *testing.T) {
	rt, err := codemode.New(codemode.Options{Tools: fanout.Tools()})
	require.NoError(t, err)
	var suite testsuite.WorkflowTestSuite
	suite.SetLogger(quiet)
	env := suite.NewTestWorkflowEnvironment()
	codemodeworker.Register(env, rt)
	keys := map[string]bool{}
	env.SetOnActivityStartedListener(func(info *activity.Info, _ context.Context, args converter.EncodedValues) {
		if info.ActivityType.Name == activities.ToolPrefix+"inventory.price" {
			var in activities.Input
			require.NoError(t, args.Get(&in))
			keys[in.Call.Key] = true
		}
	})
	env.ExecuteWorkflow(workflow.Name, workflow.NewInput(rt, program(t)))
	require.True(t, env.IsWorkflowCompleted())
	require.NoError(t, env.GetWorkflowError())
	var res codemode.Result
	require.NoError(t, env.GetWorkflowResult(&res))
	require.Equal(t, expected(), decode(t, res))
	require.Len(t, keys, fanout.Products, "one price activity per product, each with its own key")
}
