package activities

import (
	"context"
	"encoding/json"

	"github.com/codemode-go/codemode"
	"go.temporal.io/sdk/activity"
)

// ExtensionPrefix starts the activity type of an extension function:
// "codemode.ext.fs.readFile" runs the `fs.readFile` global. The workflow
// runs it as a local activity when the extension is marked Cheap; both
// kinds resolve the same registered function.
const ExtensionPrefix = "codemode.ext."

// ExtensionInput is the argument of an extension activity: the call as the
// Session described it (codemode.ExtensionCall; the path is in the
// activity type).
type ExtensionInput struct {
	ID   int64             `json:"id"`
	Args []json.RawMessage `json:"args"`
	Sync bool              `json:"sync,omitempty"`
	Key  string            `json:"key"`
}

// Extension returns the activity function that runs the extension
// function at path, with the runtime's extension hooks around it
// (Driver.ExecuteExtension). A failure is a non-retryable ApplicationError
// typed with the diagnostic kind, as for tools.
func (t *Tools) Extension(path string) func(ctx context.Context, in ExtensionInput) (Output, error) {
	return func(ctx context.Context, in ExtensionInput) (Output, error) {
		if activity.IsActivity(ctx) && !activity.GetInfo(ctx).IsLocalActivity {
			stop := heartbeat(ctx)
			defer stop()
		}
		c := codemode.ExtensionCall{ID: in.ID, Path: path, Args: in.Args, Sync: in.Sync, Key: in.Key}
		out, herr := t.rt.Driver().ExecuteExtension(ctx, c)
		return Output{Output: out}, toError(ctx, herr)
	}
}
