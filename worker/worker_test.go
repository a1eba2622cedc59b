package worker

import (
	"testing"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/samples/testkit"
	"github.com/codemode-go/codemode/workflow"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/activity"
	sdkworkflow "go.temporal.io/sdk/workflow"
)

type recorder struct{ names []string }

func (r *recorder) RegisterWorkflowWithOptions(w any, o sdkworkflow.RegisterOptions) {
	r.names = append(r.names, "workflow "+o.Name)
}

func (r *recorder) RegisterActivityWithOptions(a any, o activity.RegisterOptions) {
	r.names = append(r.names, o.Name)
}

// Register names one activity per tool after its path, three for a
// durable tool, in path order.
func TestRegister(t *testing.T) {
	rt, err := codemode.New(codemode.Options{Tools: testkit.Tools()})
	require.NoError(t, err)
	var r recorder
	Register(&r, rt)
	require.Equal(t, []string{
		"workflow " + workflow.Name,
		"codemode.yield",
		"codemode.tool.testkit.add",
		"codemode.tool.testkit.echo",
		"codemode.tool.testkit.fail",
		"codemode.tool.testkit.get",
		"codemode.start.testkit.job",
		"codemode.wait.testkit.job",
		"codemode.cancel.testkit.job",
		"codemode.tool.testkit.sleep",
	}, r.names)
}

// Register names one activity per extension function after its path, in
// path order, after the tools.
func TestRegisterExtensions(t *testing.T) {
	f := func(string) string { return "" }
	rt, err := codemode.New(codemode.Options{Extensions: []codemode.Extension{
		{Name: "files", Globals: map[string]any{"fs": map[string]any{"readFileSync": f, "promises": map[string]any{"readFile": codemode.Async(f)}}}},
		{Name: "hash", Cheap: true, Globals: map[string]any{"digest": f}},
	}})
	require.NoError(t, err)
	var r recorder
	RegisterActivities(&r, rt)
	require.Equal(t, []string{
		"codemode.yield",
		"codemode.ext.digest",
		"codemode.ext.fs.promises.readFile",
		"codemode.ext.fs.readFileSync",
	}, r.names)
}
