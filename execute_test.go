package codemode

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "rewrite the // result: lines of testdata/execute/*.js")

// TestExecutePrograms runs every program in testdata/execute against the
// fixture tools with a fixed run id, clock and seed, and compares the whole
// Result JSON with the program's first line, "// result: <json>". An
// optional "// limits: <json>" line sets Limits (maxToolCalls, ...). A new
// case is a new file; go test -run TestExecutePrograms -update fills in
// results (review them!).
func TestExecutePrograms(t *testing.T) {
	files, err := filepath.Glob("testdata/execute/*.js")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".js"), func(t *testing.T) {
			src, err := os.ReadFile(file)
			require.NoError(t, err)
			code := string(src)
			first, _, _ := strings.Cut(code, "\n")
			want, ok := strings.CutPrefix(first, "// result:")
			require.True(t, ok, "the first line must be // result: <json>")

			var limits Limits
			for _, line := range strings.Split(code, "\n") {
				if l, ok := strings.CutPrefix(line, "// limits:"); ok {
					require.NoError(t, json.Unmarshal([]byte(l), &limits))
				}
			}
			rt, err := New(Options{Tools: fixtureTools(), Limits: limits})
			require.NoError(t, err)
			got := rt.ExecuteWith(context.Background(), code, fixedRun).String()

			if *update {
				rest := strings.TrimPrefix(code, first)
				require.NoError(t, os.WriteFile(file, []byte("// result: "+got+rest), 0o644))
				return
			}
			var compact bytes.Buffer
			require.NoError(t, json.Compact(&compact, []byte(want)), "the expected result must be JSON")
			assert.Equal(t, compact.String(), got)
		})
	}
}
