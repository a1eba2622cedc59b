package main

import (
	"path/filepath"
	"testing"

	"github.com/codemode-go/codemode/samples/approval"
	"github.com/stretchr/testify/require"
)

// TestRunSamples runs the Temporal samples with `codemode run` on the
// embedded server, as their READMEs show. The agent's research service
// compresses a day into a second here, so the run takes about three
// seconds and its program measures 0 days (the samples' own tests run it
// with the time-skipping test environment, where three days pass).
func TestRunSamples(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a Temporal server")
	}
	state := filepath.Join(t.TempDir(), "state")
	// The approval sample's decision is filed before the run asks for it,
	// so the run needs no suspend (samples/approval tests that flow).
	approvals := t.TempDir()
	t.Setenv("CODEMODE_APPROVALS", approvals)
	require.NoError(t, approval.Decide(approvals, approval.RequestID("sample-approval:2"), approval.Decision{Approved: true, By: "alice"}))
	for _, c := range []struct {
		tools, file string
		check       func(t *testing.T, value string)
	}{
		{"fanout", "../../samples/fanout/fanout.js", func(t *testing.T, value string) {
			require.Contains(t, value, `"priced":100`)
		}},
		{"agent", "../../samples/agent/agent.js", func(t *testing.T, value string) {
			require.JSONEq(t, `{"report":"https://reports.example/choose-a-vector-database","sections":3,"days":0}`, value)
		}},
		{"approval", "../../samples/approval/refund.js", func(t *testing.T, value string) {
			require.JSONEq(t, `{"refunded":true,"by":"alice","refundId":"rf_42"}`, value)
		}},
	} {
		t.Run(c.tools, func(t *testing.T) {
			code, out, errOut := runCmd(t, "", "run", "--json", "--tools", c.tools, "--state-dir", state, "--workflow-id", "sample-"+c.tools, c.file)
			require.Equal(t, 0, code, errOut)
			res := decodeResult(t, out)
			c.check(t, string(res.Value))
		})
	}
}
