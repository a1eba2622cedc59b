package activities

import (
	"context"
	"encoding/json"
	"errors"
	"testing"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/durabletools"
	"github.com/codemode-go/codemode/samples/testkit"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/converter"
	"go.temporal.io/sdk/temporal"
)

func newTools(t *testing.T) *Tools {
	t.Helper()
	rt, err := codemode.New(codemode.Options{Tools: testkit.Tools()})
	require.NoError(t, err)
	return New(rt)
}

func call(path string) durabletools.Call { return durabletools.NewCall("run", 1, path) }

func TestExecute(t *testing.T) {
	out, err := newTools(t).Execute("testkit.add")(context.Background(), Input{Input: json.RawMessage(`{"a":1,"b":2}`), Call: call("testkit.add")})
	require.NoError(t, err)
	require.JSONEq(t, `{"sum":3}`, string(out.Output))
}

// A tool's failure is a non-retryable ApplicationError typed with the
// diagnostic kind.
func TestToolFailureIsNonRetryable(t *testing.T) {
	tools := newTools(t)
	_, err := tools.Execute("testkit.fail")(context.Background(), Input{Input: json.RawMessage(`{"message":"boom"}`), Call: call("testkit.fail")})
	var app *temporal.ApplicationError
	require.True(t, errors.As(err, &app), "%v", err)
	require.Equal(t, "ToolFailure", app.Type())
	require.Equal(t, "boom", app.Message())
	require.True(t, app.NonRetryable())

	_, err = tools.Execute("testkit.add")(context.Background(), Input{Input: json.RawMessage(`{"a":"x"}`), Call: call("testkit.add")})
	require.True(t, errors.As(err, &app), "%v", err)
	require.Equal(t, "InvalidToolInput", app.Type())

	_, err = tools.Execute("testkit.nope")(context.Background(), Input{Input: json.RawMessage(`{}`), Call: call("testkit.nope")})
	require.True(t, errors.As(err, &app), "%v", err)
	require.Equal(t, "UnknownTool", app.Type())
}

// A call interrupted by its context (the workflow cancelled it, or the
// worker stops) fails with a plain, retryable error.
func TestInterruptedIsRetryable(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := newTools(t).Execute("testkit.sleep")(ctx, Input{Input: json.RawMessage(`{"ms":10000}`), Call: call("testkit.sleep")})
	require.ErrorIs(t, err, context.Canceled)
	var app *temporal.ApplicationError
	require.False(t, errors.As(err, &app))
}

func TestDurable(t *testing.T) {
	tools := newTools(t)
	in := Input{Input: json.RawMessage(`{"ms":1,"value":[1]}`), Call: call("testkit.job")}
	data, err := tools.Start("testkit.job")(context.Background(), in)
	require.NoError(t, err)
	out, err := tools.Wait("testkit.job")(context.Background(), Input{Input: data.Output, Call: in.Call})
	require.NoError(t, err)
	require.JSONEq(t, `{"value":[1]}`, string(out.Output))
	require.NoError(t, tools.Cancel("testkit.job")(context.Background(), Input{Input: data.Output, Call: in.Call}))
}

// Output keeps undefined (no output) and null apart through Temporal's
// JSON payloads.
func TestOutputPayload(t *testing.T) {
	dc := converter.GetDefaultDataConverter()
	for _, want := range []json.RawMessage{nil, json.RawMessage(`null`), json.RawMessage(`{"a":[1,"x"]}`)} {
		p, err := dc.ToPayload(Output{Output: want})
		require.NoError(t, err)
		var got Output
		require.NoError(t, dc.FromPayload(p, &got))
		require.Equal(t, string(want), string(got.Output))
		require.Equal(t, want == nil, got.Output == nil)
	}
}
