package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// runCmd runs the CLI in-process with the given standard input and returns
// the exit code, standard output and standard error.
func runCmd(t *testing.T, in string, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	oldIn, oldOut, oldErr := stdin, stdout, stderr
	stdin, stdout, stderr = strings.NewReader(in), &out, &errOut
	defer func() { stdin, stdout, stderr = oldIn, oldOut, oldErr }()
	code := run(args)
	return code, out.String(), errOut.String()
}

func writeFile(t *testing.T, name, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
	return path
}

func TestCheckValidProgram(t *testing.T) {
	path := writeFile(t, "ok.js", "const r = await tools.orders.lookup({ id: 1 });\nreturn r.total;\n")
	code, out, errOut := runCmd(t, "", "check", path)
	assert.Equal(t, 0, code)
	assert.Equal(t, "{\"ok\":true}\n", out)
	assert.Empty(t, errOut)
}

func TestCheckTypeScriptProgram(t *testing.T) {
	path := writeFile(t, "ok.ts", "interface O { total: number }\nconst r: O = await tools.orders.lookup({ id: 1 });\nreturn r.total;\n")
	code, out, _ := runCmd(t, "", "check", path)
	assert.Equal(t, 0, code)
	assert.Equal(t, "{\"ok\":true}\n", out)
}

func TestCheckSyntaxError(t *testing.T) {
	path := writeFile(t, "bad.js", "let a = 1;\nlet b = (a + ;\n")
	code, out, errOut := runCmd(t, "", "check", path)
	assert.Equal(t, 1, code)
	assert.Empty(t, errOut)
	var res struct {
		OK    bool `json:"ok"`
		Error struct {
			Kind    string `json:"kind"`
			Message string `json:"message"`
			Line    int    `json:"line"`
			Column  int    `json:"column"`
		} `json:"error"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &res), out)
	assert.False(t, res.OK)
	assert.Equal(t, "ParseError", res.Error.Kind)
	assert.NotEmpty(t, res.Error.Message)
	assert.Equal(t, 2, res.Error.Line)
	assert.Equal(t, 14, res.Error.Column)
	assert.Equal(t, 1, strings.Count(out, "\n"), "exactly one JSON document on one line")
}

func TestCheckUnsupportedSyntax(t *testing.T) {
	// Parsed JavaScript the compiler does not run yet is reported with its
	// position, so a model can rewrite it before the program runs.
	code, out, _ := runCmd(t, "class A {\n  static m() { return super.x ||= 1 }\n}\n", "check", "-")
	assert.Equal(t, 1, code)
	assert.Contains(t, out, `"kind":"UnsupportedSyntax"`)
	assert.Contains(t, out, `"line":2,"column":23`)
}

func TestCheckEmptyProgram(t *testing.T) {
	code, out, _ := runCmd(t, "  \n", "check", "-")
	assert.Equal(t, 1, code)
	assert.Contains(t, out, `"kind":"ParseError"`)
	assert.Contains(t, out, `"line":1,"column":1`)
}

func TestCheckStdin(t *testing.T) {
	code, out, _ := runCmd(t, "return 1 + 1", "check", "-")
	assert.Equal(t, 0, code)
	assert.Equal(t, "{\"ok\":true}\n", out)

	code, out, _ = runCmd(t, "return (", "check", "-")
	assert.Equal(t, 1, code)
	assert.True(t, strings.HasPrefix(out, `{"ok":false,"error":{"kind":"ParseError","message":`), out)
}

func TestCheckUsageErrors(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		want string // in stderr
	}{
		{"no file", []string{"check"}, "want exactly one FILE"},
		{"two files", []string{"check", "a.js", "b.js"}, "want exactly one FILE"},
		{"missing file", []string{"check", filepath.Join(t.TempDir(), "nope.js")}, "no such file"},
		{"bad flag", []string{"check", "-bogus", "x.js"}, "flag provided but not defined"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := runCmd(t, "", tc.args...)
			assert.Equal(t, 2, code)
			assert.Empty(t, out)
			assert.Contains(t, errOut, tc.want)
		})
	}
}

func TestDispatcher(t *testing.T) {
	code, out, errOut := runCmd(t, "")
	assert.Equal(t, 2, code)
	assert.Empty(t, out)
	assert.Contains(t, errOut, "usage: codemode COMMAND")
	assert.Contains(t, errOut, "  check\n")

	code, _, errOut = runCmd(t, "", "frobnicate")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, `unknown command "frobnicate"`)

	code, out, _ = runCmd(t, "", "help")
	assert.Equal(t, 0, code)
	assert.Contains(t, out, "usage: codemode COMMAND")
}

// TestCheckBinary builds the real binary once and runs check through it, to
// cover main's exit codes and the real standard streams.
func TestCheckBinary(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	goTool := filepath.Join(runtime.GOROOT(), "bin", "go")
	if _, err := os.Stat(goTool); err != nil {
		goTool, err = exec.LookPath("go")
		require.NoError(t, err, "the go command is needed to build the binary")
	}
	bin := filepath.Join(t.TempDir(), "codemode")
	build := exec.Command(goTool, "build", "-o", bin, ".")
	build.Stderr = os.Stderr
	require.NoError(t, build.Run())

	cmd := exec.Command(bin, "check", "-")
	cmd.Stdin = strings.NewReader("let x = 1;\nx +* 2;\n")
	out, err := cmd.Output()
	var exit *exec.ExitError
	require.ErrorAs(t, err, &exit)
	assert.Equal(t, 1, exit.ExitCode())
	assert.Contains(t, string(out), `"line":2,"column":4`)

	cmd = exec.Command(bin, "check", "-")
	cmd.Stdin = strings.NewReader("return 42")
	out, err = cmd.Output()
	require.NoError(t, err)
	assert.Equal(t, "{\"ok\":true}\n", string(out))

	err = exec.Command(bin).Run()
	require.ErrorAs(t, err, &exit)
	assert.Equal(t, 2, exit.ExitCode())
}

// check compiles as a run does: deep nesting and an over-long source are
// ParseErrors with a position, never a crash.
func TestCheckHostileSources(t *testing.T) {
	for _, tc := range []struct{ src, message string }{
		{"return " + strings.Repeat("(", 300000) + "1" + strings.Repeat(")", 300000), "too deeply nested"},
		{"let x: number = " + strings.Repeat("[", 300000) + strings.Repeat("]", 300000), "too deeply nested"},
		{"return '" + strings.Repeat("x", 2<<20) + "'", "maxSourceBytes"},
	} {
		code, out, errOut := runCmd(t, tc.src, "check", "-")
		require.Equal(t, 1, code, errOut)
		var res checkResult
		require.NoError(t, json.Unmarshal([]byte(out), &res), out)
		require.NotNil(t, res.Error)
		require.Equal(t, "ParseError", res.Error.Kind)
		require.Contains(t, res.Error.Message, tc.message)
		require.GreaterOrEqual(t, res.Error.Line, 1)
	}
}
