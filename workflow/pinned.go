package workflow

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/durabletools"
)

// errStandIn is what a stand-in tool would answer if anything ran it: tools
// run in activities, never inside the workflow.
var errStandIn = errors.New("tools run as activities, not inside the workflow")

// pinnedRuntime builds the Runtime the workflow's Session runs on: the
// pinned catalog's paths and kinds with stand-in tools that never execute,
// and the run's limits. The Session uses it for unknown-tool checks and to
// tell each admitted call's kind; the activities run the real tools.
func pinnedRuntime(in Input) (*codemode.Runtime, error) {
	tree := make(map[string]any, len(in.Tools))
	for _, t := range in.Tools {
		kind, err := parseKind(t.Kind)
		if err != nil {
			return nil, fmt.Errorf("tool %q: %w", t.Path, err)
		}
		if _, dup := tree[t.Path]; dup {
			return nil, fmt.Errorf("tool %q is listed twice", t.Path)
		}
		// A dotted key is a nested path (durabletools.Flatten), and path
		// segments never contain dots, so the flat map is the tree.
		tree[t.Path] = standIn(kind, t.Description)
	}
	return codemode.New(codemode.Options{
		Tools: tree,
		Limits: codemode.Limits{
			TimeoutMs:      in.Limits.TimeoutMs,
			MaxToolCalls:   in.Limits.MaxToolCalls,
			MaxOutputBytes: in.Limits.MaxOutputBytes,
		},
	})
}

func standIn(kind durabletools.Kind, description string) *durabletools.Tool {
	fail := func(context.Context, json.RawMessage, durabletools.Call) (json.RawMessage, error) {
		return nil, errStandIn
	}
	switch kind {
	case durabletools.KindIdempotent:
		return durabletools.RawIdempotent(description, nil, nil, fail)
	case durabletools.KindDurable:
		return durabletools.RawDurable(description, nil, nil, durabletools.RawDurableFuncs{Start: fail, Wait: fail})
	}
	return durabletools.Raw(description, nil, nil, fail)
}
