package vm

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/internal/testprog"
	"github.com/codemode-go/codemode/vm/syntax"
)

// Language tests are programs under testdata/programs, a folder a topic:
// lang (syntax and semantics), std (the built-in library), agent (programs
// as agents write them), tools (host calls), limits and results (what a
// run returns or how it fails). Their headers state the expected outcome
// in the directives of internal/testprog: value, log, error, at, warning,
// calls and node.
//
// The value, log and error lines of the programs in lang/ are generated
// from node (the oracle): write the program, then run
//
//	go test ./vm -run TestNodeDifferential -update [-update-files 'lang/x*.js']
//
// and review the headers it wrote (at, calls, warning and node lines are
// kept as written).
//
// The test driver settles host calls in id order whenever the machine
// blocks (tools.test.echo returns its input, tools.test.fail fails with
// ToolFailure "boom: <input>", tools.test.add/tools.math.add add a and b).

type expectation struct {
	value    *string
	logs     []string
	hasLogs  bool
	err      *testprog.Failure
	at       string
	warnings []string
	calls    int
	nodeSkip bool
}

// langDirectives are the directives the language and memory tests read.
var langDirectives = []string{"value", "log", "error", "at", "warning", "calls", "node"}

// parseExpectation reads the header of file, whose text is src.
func parseExpectation(t *testing.T, file, src string) expectation {
	t.Helper()
	h, err := testprog.Parse(file, src, langDirectives...)
	if err != nil {
		t.Fatal(err)
	}
	e := expectation{
		logs:     h.Values("log"),
		hasLogs:  h.Has("log"),
		at:       h.Value("at"),
		warnings: h.Values("warning"),
		calls:    h.Calls(),
		nodeSkip: h.NodeSkip(),
	}
	if h.Has("value") {
		v := h.Value("value")
		e.value = &v
	}
	if f, ok := h.Failure(); ok {
		e.err = &f
	}
	return e
}

// compactJSON is the JSON value s with its keys sorted and its insignificant
// space removed (s itself when it is not JSON), so that a value compares
// as data.
func compactJSON(s string) string {
	var v any
	if err := json.Unmarshal([]byte(s), &v); err != nil {
		return s
	}
	b, _ := json.Marshal(v)
	return string(b)
}

// programsGlob matches the language test programs: testdata/programs has
// a folder a topic (agent, lang, std, tools, limits, results).
const programsGlob = "testdata/programs/*/*.js"

// programName is a program's test name: its topic and file name,
// "lang/closures".
func programName(file string) string {
	return filepath.Base(filepath.Dir(file)) + "/" + strings.TrimSuffix(filepath.Base(file), ".js")
}

func testFiles(t *testing.T) []string {
	files, err := filepath.Glob(programsGlob)
	if err != nil || len(files) == 0 {
		t.Fatalf("no test programs: %v", err)
	}
	return files
}

func TestLanguage(t *testing.T) {
	for _, file := range testFiles(t) {
		file := file
		t.Run(programName(file), func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			src := string(data)
			exp := parseExpectation(t, file, src)
			// Small budgets exercise yielding at arbitrary instructions.
			for _, budget := range []int64{1 << 30, 7} {
				out, err := runProgram(t, src, budget)
				if err != nil {
					if exp.err != nil && exp.err.Kind == "UnsupportedSyntax" {
						if !exp.err.Matches("UnsupportedSyntax", err.Error()) {
							t.Fatalf("compile error:\n got: UnsupportedSyntax: %s\nwant: %s", err, exp.err)
						}
						return
					}
					t.Fatalf("run: %v", err)
				}
				checkOutcome(t, exp, out)
			}
		})
	}
}

func checkOutcome(t *testing.T, exp expectation, out *outcome) {
	t.Helper()
	if exp.err != nil {
		if out.Status != StatusFailed {
			t.Fatalf("status %v (result %s), want failure %s", out.Status, out.Result, exp.err)
		}
		if !exp.err.Matches(out.Failure.Kind, out.Failure.Message) {
			t.Errorf("failure:\n got: %s: %s\nwant: %s", out.Failure.Kind, out.Failure.Message, exp.err)
		}
		if exp.at != "" {
			if pos := fmt.Sprintf("%d:%d", out.Failure.Line, out.Failure.Column); pos != exp.at {
				t.Errorf("failure at %s, want %s", pos, exp.at)
			}
		}
	} else if out.Status != StatusDone {
		t.Fatalf("status %v: %v (logs %q)", out.Status, out.Failure, out.Logs)
	}
	if exp.value != nil {
		if got, want := compactJSON(out.Result), compactJSON(*exp.value); got != want {
			t.Errorf("value:\n got: %s\nwant: %s", got, want)
		}
	}
	if exp.hasLogs || len(out.Logs) > 0 {
		got := strings.Join(out.Logs, "\n")
		want := strings.Join(exp.logs, "\n")
		if got != want {
			t.Errorf("logs:\n got: %q\nwant: %q", got, want)
		}
	}
	var warns []string
	for _, w := range out.Warnings {
		warns = append(warns, w.Kind+": "+w.Message)
	}
	if strings.Join(warns, "\n") != strings.Join(exp.warnings, "\n") {
		t.Errorf("warnings:\n got: %q\nwant: %q", warns, exp.warnings)
	}
	if exp.calls >= 0 && len(out.Calls) != exp.calls {
		t.Errorf("host calls: got %d, want %d", len(out.Calls), exp.calls)
	}
}

const nodeHarness = `
const util = require('util');
const fs = require('fs');
const src = fs.readFileSync(process.argv[2], 'utf8');
const logs = [];
for (const k of ['log', 'info', 'warn', 'error', 'debug']) console[k] = (...a) => { logs.push(util.format(...a)); };
const AsyncFunction = (async function () {}).constructor;
const out = {};
process.on('exit', () => { out.logs = logs; process.stdout.write(JSON.stringify(out)); });
process.on('unhandledRejection', () => {});
new AsyncFunction(src)().then(
  (v) => { out.result = JSON.stringify(v === undefined ? null : v); },
  (e) => { out.error = (e instanceof Error) ? e.name + ': ' + e.message : 'Uncaught ' + util.inspect(e); });
`

var (
	update      = flag.Bool("update", false, "TestNodeDifferential: rewrite the value/log/error headers of the programs matching -update-files from node's output")
	updateFiles = flag.String("update-files", "lang/*.js", "glob (under testdata/programs/) of the programs -update rewrites")
)

// nodeOutcome is what the harness reports for one program.
type nodeOutcome struct {
	Result *string
	Error  *string
	Logs   []string
}

// updateHeaders rewrites the header of a program from node's outcome:
// value (only for programs with a return statement), error and log lines
// are replaced; other directives (at, calls, warning, node) stay.
func updateHeaders(t *testing.T, file, src string, n nodeOutcome) string {
	h, err := testprog.Parse(file, src, langDirectives...)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(src, "\n")
	var kept []string
	for _, d := range h.Directives {
		switch d.Name {
		case "value", "log", "error":
		default:
			kept = append(kept, lines[d.Line-1])
		}
	}
	var head []string
	p, _ := syntax.Parse(src)
	if n.Error != nil {
		head = append(head, testprog.Line("error", "ExecutionFailure: "+*n.Error))
	} else if n.Result != nil && p != nil && p.HasReturn {
		head = append(head, testprog.Line("value", compactJSON(*n.Result)))
	}
	for _, l := range n.Logs {
		for _, part := range strings.Split(l, "\n") {
			head = append(head, testprog.Line("log", part))
		}
	}
	head = append(head, kept...)
	return strings.Join(append(head, lines[h.End:]...), "\n")
}

// TestNodeDifferential runs the tool-free test programs under node and
// compares console output, explicit return values and failures. With
// -update it instead rewrites the expected outcome of the programs matching
// -update-files from node's answers (go test ./vm -run TestNodeDifferential
// -update -update-files 'lang/*.js').
func TestNodeDifferential(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node not on PATH")
	}
	dir := t.TempDir()
	harness := filepath.Join(dir, "harness.js")
	if err := os.WriteFile(harness, []byte(nodeHarness), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, file := range testFiles(t) {
		file := file
		data, _ := os.ReadFile(file)
		src := string(data)
		exp := parseExpectation(t, file, src)
		if exp.nodeSkip || strings.Contains(src, "tools.") || exp.err != nil && exp.err.Kind == "UnsupportedSyntax" {
			continue
		}
		t.Run(programName(file), func(t *testing.T) {
			cmd := exec.Command(node, harness, file)
			cmd.Env = append(os.Environ(), "TZ=UTC") // the VM's local time zone is UTC
			raw, err := cmd.Output()
			if err != nil {
				t.Fatalf("node: %v", err)
			}
			var n nodeOutcome
			if err := json.Unmarshal(raw, &n); err != nil {
				t.Fatalf("node output %q: %v", raw, err)
			}
			if *update {
				if ok, _ := filepath.Match(*updateFiles, programName(file)+".js"); ok {
					if updated := updateHeaders(t, file, src, n); updated != src {
						if err := os.WriteFile(file, []byte(updated), 0o644); err != nil {
							t.Fatal(err)
						}
					}
					return
				}
			}
			out, err := runProgram(t, src, 1<<30)
			if err != nil {
				t.Fatal(err)
			}
			if got, want := strings.Join(out.Logs, "\n"), strings.Join(n.Logs, "\n"); got != want {
				t.Errorf("logs differ from node:\n got: %q\nnode: %q", got, want)
			}
			if n.Error != nil {
				if out.Status != StatusFailed || out.Failure.Message != *n.Error {
					t.Errorf("node failed with %q; we got status %v %v", *n.Error, out.Status, out.Failure)
				}
				return
			}
			if out.Status != StatusDone {
				t.Fatalf("node succeeded; we failed: %v", out.Failure)
			}
			p, _ := syntax.Parse(src)
			if p != nil && p.HasReturn && n.Result != nil {
				if got, want := compactJSON(out.Result), compactJSON(*n.Result); got != want {
					t.Errorf("result differs from node:\n got: %s\nnode: %s", got, want)
				}
			}
		})
	}
}
