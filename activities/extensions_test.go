package activities

import (
	"context"
	"encoding/json"
	"errors"
	"testing"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/durabletools"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/temporal"
)

func newExtTools(t *testing.T, hooks codemode.Hooks) *Tools {
	t.Helper()
	rt, err := codemode.New(codemode.Options{Hooks: hooks, Extensions: []codemode.Extension{{Name: "files", Globals: map[string]any{
		"fs": map[string]any{"readFileSync": func(path string) (string, error) {
			if path == "missing" {
				return "", &durabletools.Error{Kind: durabletools.InvalidToolInput, Message: "ENOENT"}
			}
			return "text of " + path, nil
		}},
		"noop": func() {},
	}}}})
	require.NoError(t, err)
	return New(rt)
}

// The extension activity runs the function at its path with the call's
// arguments; undefined stays distinct from null.
func TestExtension(t *testing.T) {
	tools := newExtTools(t, codemode.Hooks{})
	out, err := tools.Extension("fs.readFileSync")(context.Background(), ExtensionInput{ID: 1, Args: []json.RawMessage{json.RawMessage(`"a"`)}, Sync: true, Key: "run:1"})
	require.NoError(t, err)
	require.JSONEq(t, `"text of a"`, string(out.Output))
	out, err = tools.Extension("noop")(context.Background(), ExtensionInput{ID: 2, Key: "run:2"})
	require.NoError(t, err)
	require.Nil(t, out.Output)
}

// A failure or a hook's denial is a non-retryable ApplicationError typed
// with the diagnostic kind; the hooks see the call's key.
func TestExtensionFailureAndHooks(t *testing.T) {
	var keys []string
	tools := newExtTools(t, codemode.Hooks{ExtensionBefore: func(_ context.Context, c codemode.ExtensionHookCall) error {
		keys = append(keys, c.Key)
		if c.Path == "noop" {
			return errors.New("denied")
		}
		return nil
	}})
	var app *temporal.ApplicationError
	_, err := tools.Extension("fs.readFileSync")(context.Background(), ExtensionInput{ID: 1, Args: []json.RawMessage{json.RawMessage(`"missing"`)}, Key: "run:1"})
	require.True(t, errors.As(err, &app), "%v", err)
	require.Equal(t, "InvalidToolInput", app.Type())
	require.Equal(t, "ENOENT", app.Message())
	require.True(t, app.NonRetryable())
	_, err = tools.Extension("noop")(context.Background(), ExtensionInput{ID: 2, Key: "run:2"})
	require.True(t, errors.As(err, &app), "%v", err)
	require.Equal(t, "ToolFailure", app.Type())
	require.Equal(t, "noop failed", app.Message(), "a plain error denies without showing its text")
	require.Equal(t, []string{"run:1", "run:2"}, keys)
}
