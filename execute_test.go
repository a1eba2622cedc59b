package codemode

import (
	"context"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/internal/testprog"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "rewrite the // result: lines of testdata/execute/*.js")

// TestExecutePrograms runs every program in testdata/execute against the
// fixture tools with a fixed run id, clock and seed, and compares the whole
// Result JSON with its header's result directive (internal/testprog); a
// limits directive sets Limits (maxToolCalls, ...). A new case is a new
// file; go test -run TestExecutePrograms -update fills in results (review
// them!).
func TestExecutePrograms(t *testing.T) {
	files, err := filepath.Glob("testdata/execute/*.js")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".js"), func(t *testing.T) {
			src, err := os.ReadFile(file)
			require.NoError(t, err)
			code := string(src)
			h, err := testprog.Parse(file, code, "result", "limits")
			require.NoError(t, err)

			var limits Limits
			if h.Has("limits") {
				require.NoError(t, json.Unmarshal([]byte(h.Value("limits")), &limits))
			}
			if *update {
				// The run sees the header it will have: the result line is
				// one line whatever it says, so positions stay.
				code = testprog.Set(code, "result", "null")
			}
			rt, err := New(Options{Tools: fixtureTools(), Limits: limits})
			require.NoError(t, err)
			got := rt.ExecuteWith(context.Background(), code, fixedRun).String()

			if *update {
				require.NoError(t, os.WriteFile(file, []byte(testprog.Set(code, "result", got)), 0o644))
				return
			}
			require.True(t, h.Has("result"), "%s: no // result: line (go test -run TestExecutePrograms -update writes it)", file)
			assert.Equal(t, h.JSON("result"), got)
		})
	}
}
