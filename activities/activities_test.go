package activities

import (
	"context"
	"encoding/json"
	"errors"
	"testing"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/durabletools"
	"github.com/codemode-go/codemode/samples/testkit"
	"github.com/codemode-go/codemode/vm"
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
	require.Equal(t, "boom", app.Message(), "a ToolError's message")
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

// HostErrorKind finds the kind of an error made by toError, any kind, after
// the round trip through a failure (what the workflow sees), and refuses
// an ApplicationError without the mark.
func TestHostErrorKind(t *testing.T) {
	fc := temporal.GetDefaultFailureConverter()
	roundTrip := func(err error) *temporal.ApplicationError {
		var app *temporal.ApplicationError
		require.True(t, errors.As(fc.FailureToError(fc.ErrorToFailure(err)), &app))
		return app
	}
	for _, kind := range []string{"ToolFailure", "InvalidDataValue", "NotFound"} {
		app := roundTrip(toError(context.Background(), &vm.HostError{Kind: kind, Message: "m"}))
		got, ok := HostErrorKind(app)
		require.True(t, ok, kind)
		require.Equal(t, kind, got)
		require.Equal(t, "m", app.Message())
	}
	for _, err := range []error{
		temporal.NewNonRetryableApplicationError("m", "NotFound", nil),
		temporal.NewNonRetryableApplicationError("m", "NotFound", nil, "other detail"),
		temporal.NewApplicationError("m", "", hostErrorMark),
		errors.New("plain"),
	} {
		_, ok := HostErrorKind(roundTrip(err))
		require.False(t, ok, "%v", err)
	}
	_, ok := HostErrorKind(nil)
	require.False(t, ok)
}

// A host error's text never reaches the history or the program: the
// activity fails with the message an in-process run gives, while the
// worker's after hook gets the error itself.
func TestHostFailureDetailsAreNotShownToTheProgram(t *testing.T) {
	cause := errors.New("dial postgres://u:p@h: refused")
	var seen error
	rt, err := codemode.New(codemode.Options{
		Tools: map[string]any{"orders": map[string]any{"lookup": durabletools.New("",
			func(ctx context.Context, in durabletools.NoInput, c durabletools.Call) (int, error) { return 0, cause })}},
		Hooks: codemode.Hooks{ToolAfter: func(ctx context.Context, c codemode.ToolHookCall, o codemode.CallOutcome) { seen = o.Err }},
	})
	require.NoError(t, err)
	_, err = New(rt).Execute("orders.lookup")(context.Background(), Input{Call: call("orders.lookup")})
	var app *temporal.ApplicationError
	require.True(t, errors.As(err, &app), "%v", err)
	require.Equal(t, "ToolFailure", app.Type())
	require.Equal(t, "tools.orders.lookup failed", app.Message())
	require.NotContains(t, err.Error(), "postgres")
	require.ErrorIs(t, seen, cause)
}
