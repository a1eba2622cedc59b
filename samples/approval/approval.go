// Package approval is an approval flow: a program prepares a refund, asks a
// human to approve it, and issues it only once approved. The question is a
// durable tool (start files the request, wait reads the decision), so the
// host can suspend the run while the human thinks it over: the Temporal
// workflow then parks holding only the run's snapshot (no activity, no
// worker slot), and resuming it waits again for the same request, which
// by then has its decision.
//
//	codemode run --tools approval --workflow-id refund-1 samples/approval/refund.js
//	codemode suspend refund-1                    # in another terminal, once the request is filed
//	approve the request (see README.md), then:
//	codemode resume --tools approval refund-1
//
// Requests and decisions are JSON files in a directory (Options.Dir), so
// any process (a web form, a chat bot, a person with an editor) can decide.
package approval

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/codemode-go/codemode/durabletools"
)

// Options configures the tools.
type Options struct {
	// Dir holds the requests (ID.request.json) and decisions
	// (ID.decision.json). Required.
	Dir string
	// Poll is how often a waiting request looks for its decision
	// (default 200 ms).
	Poll time.Duration
}

// DefaultDir is the directory the CLI's approval tool set uses:
// $CODEMODE_APPROVALS, or codemode-approvals in the temporary directory.
func DefaultDir() string {
	if d := os.Getenv("CODEMODE_APPROVALS"); d != "" {
		return d
	}
	return filepath.Join(os.TempDir(), "codemode-approvals")
}

// PrepareInput is the input of refunds.prepare.
type PrepareInput struct {
	Order string `json:"order"`
}

// Refund is a prepared refund.
type Refund struct {
	Order  string `json:"order"`
	Amount int    `json:"amount" jsonschema:"in cents"`
	Reason string `json:"reason"`
}

// AskInput is the input of approvals.ask.
type AskInput struct {
	Title   string          `json:"title"`
	Details json.RawMessage `json:"details,omitempty" jsonschema:"anything that helps the approver decide"`
}

// Request is a filed request: the durable tool's data, and the content of
// ID.request.json.
type Request struct {
	ID      string          `json:"id"`
	Title   string          `json:"title"`
	Details json.RawMessage `json:"details,omitempty"`
}

// Decision is the output of approvals.ask, and the content of
// ID.decision.json.
type Decision struct {
	Approved bool   `json:"approved"`
	By       string `json:"by"`
	Note     string `json:"note,omitempty"`
}

// IssueInput is the input of refunds.issue.
type IssueInput struct {
	Order  string `json:"order"`
	Amount int    `json:"amount"`
}

// Issued is the output of refunds.issue.
type Issued struct {
	RefundID string `json:"refundId"`
}

// Tools returns {"refunds": {"prepare", "issue"}, "approvals": {"ask"}}.
func Tools(opts Options) map[string]any {
	if opts.Poll <= 0 {
		opts.Poll = 200 * time.Millisecond
	}
	return map[string]any{
		"refunds": map[string]any{
			"prepare": durabletools.New("Prepare the refund of an order (nothing is paid yet).",
				func(ctx context.Context, in PrepareInput, call durabletools.Call) (Refund, error) {
					if in.Order == "" {
						return Refund{}, errors.New("an order is required")
					}
					return Refund{Order: in.Order, Amount: 4999, Reason: "damaged in transit"}, nil
				}),
			"issue": durabletools.New("Pay a refund out. Needs an approval first.",
				func(ctx context.Context, in IssueInput, call durabletools.Call) (Issued, error) {
					return Issued{RefundID: "rf_" + strings.TrimPrefix(in.Order, "order_")}, nil
				}),
		},
		"approvals": map[string]any{"ask": askTool(opts)},
	}
}

// askTool files a request for a human decision and waits for it.
func askTool(opts Options) *durabletools.Tool {
	return durabletools.Durable("Ask a human to approve something; resolves to their decision.",
		durabletools.DurableFuncs[AskInput, Request, Decision]{
			Start: func(ctx context.Context, in AskInput, call durabletools.Call) (Request, error) {
				req := Request{ID: RequestID(call.Key), Title: in.Title, Details: in.Details}
				if err := writeJSON(filepath.Join(opts.Dir, req.ID+".request.json"), req); err != nil {
					return Request{}, err
				}
				return req, nil
			},
			Wait: func(ctx context.Context, req Request, call durabletools.Call) (Decision, error) {
				t := time.NewTicker(opts.Poll)
				defer t.Stop()
				for {
					if d, ok, err := ReadDecision(opts.Dir, req.ID); err != nil || ok {
						return d, err
					}
					select {
					case <-ctx.Done():
						return Decision{}, ctx.Err()
					case <-t.C:
					}
				}
			},
			Cancel: func(ctx context.Context, req Request, call durabletools.Call) error {
				// Withdraw the request: nobody needs to decide any more.
				err := os.Remove(filepath.Join(opts.Dir, req.ID+".request.json"))
				if errors.Is(err, os.ErrNotExist) {
					return nil
				}
				return err
			},
		})
}

// RequestID is the request's id for a call key: the key with the
// characters a file name should not have replaced.
func RequestID(key string) string {
	return strings.Map(func(r rune) rune {
		if r == '/' || r == '\\' || r == ':' {
			return '_'
		}
		return r
	}, key)
}

// Decide records the decision for request id (what an approval form does).
func Decide(dir, id string, d Decision) error {
	return writeJSON(filepath.Join(dir, id+".decision.json"), d)
}

// ReadDecision reads the decision for request id, if there is one.
func ReadDecision(dir, id string) (Decision, bool, error) {
	b, err := os.ReadFile(filepath.Join(dir, id+".decision.json"))
	if errors.Is(err, os.ErrNotExist) {
		return Decision{}, false, nil
	}
	if err != nil {
		return Decision{}, false, err
	}
	var d Decision
	if err := json.Unmarshal(b, &d); err != nil {
		return Decision{}, false, fmt.Errorf("decision %s: %w", id, err)
	}
	return d, true, nil
}

// writeJSON writes v to path atomically (a reader never sees half a file).
func writeJSON(path string, v any) error {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, append(b, '\n'), 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}
