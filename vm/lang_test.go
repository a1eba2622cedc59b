package vm

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/vm/syntax"
)

// Language tests are programs under testdata/programs, a folder a topic:
// lang (syntax and semantics), std (the built-in library), agent (programs
// as agents write them), tools (host calls), limits and results (what a
// run returns or how it fails). Their leading comment lines state the
// expected outcome:
//
//	// result: <JSON>            the program's value (compact JSON)
//	// log: <line>               console output, one line per directive
//	// error: <Kind>: <message>  the run fails (e.g. ExecutionFailure: TypeError: x is not a function)
//	// at: <line>:<col>          position of the failure
//	// warning: <Kind>: <msg>    a warning (in order)
//	// calls: <n>                number of host calls made
//	// node: skip                exclude from the differential test against node
//
// The result, log and error lines of the programs in lang/ are generated
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
	result   *string
	logs     []string
	hasLogs  bool
	err      string
	at       string
	warnings []string
	calls    int
	nodeSkip bool
}

func parseExpectation(src string) expectation {
	var e expectation
	e.calls = -1
	sc := bufio.NewScanner(strings.NewReader(src))
	for sc.Scan() {
		line := sc.Text()
		if !strings.HasPrefix(line, "//") {
			break
		}
		line = strings.TrimPrefix(line, "//")
		line = strings.TrimPrefix(line, " ")
		key, rest, ok := strings.Cut(line, ":")
		if !ok {
			continue
		}
		rest = strings.TrimPrefix(rest, " ")
		switch key {
		case "result":
			r := rest
			e.result = &r
		case "log":
			e.logs = append(e.logs, rest)
			e.hasLogs = true
		case "error":
			e.err = rest
		case "at":
			e.at = rest
		case "warning":
			e.warnings = append(e.warnings, rest)
		case "calls":
			fmt.Sscan(rest, &e.calls)
		case "node":
			e.nodeSkip = strings.HasPrefix(strings.TrimSpace(rest), "skip")
		}
	}
	return e
}

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
			exp := parseExpectation(src)
			// Small budgets exercise yielding at arbitrary instructions.
			for _, budget := range []int64{1 << 30, 7} {
				out, err := runProgram(t, src, budget)
				if err != nil {
					if exp.err != "" && strings.HasPrefix(exp.err, "UnsupportedSyntax: ") {
						if got := "UnsupportedSyntax: " + err.Error(); got != exp.err {
							t.Fatalf("compile error:\n got: %s\nwant: %s", got, exp.err)
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
	if exp.err != "" {
		if out.Status != StatusFailed {
			t.Fatalf("status %v (result %s), want failure %s", out.Status, out.Result, exp.err)
		}
		got := out.Failure.Kind + ": " + out.Failure.Message
		if got != exp.err {
			t.Errorf("failure:\n got: %s\nwant: %s", got, exp.err)
		}
		if exp.at != "" {
			if pos := fmt.Sprintf("%d:%d", out.Failure.Line, out.Failure.Column); pos != exp.at {
				t.Errorf("failure at %s, want %s", pos, exp.at)
			}
		}
	} else if out.Status != StatusDone {
		t.Fatalf("status %v: %v (logs %q)", out.Status, out.Failure, out.Logs)
	}
	if exp.result != nil {
		if got, want := compactJSON(out.Result), compactJSON(*exp.result); got != want {
			t.Errorf("result:\n got: %s\nwant: %s", got, want)
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
	update      = flag.Bool("update", false, "TestNodeDifferential: rewrite the result/log/error headers of the programs matching -update-files from node's output")
	updateFiles = flag.String("update-files", "lang/*.js", "glob (under testdata/programs/) of the programs -update rewrites")
)

// nodeOutcome is what the harness reports for one program.
type nodeOutcome struct {
	Result *string
	Error  *string
	Logs   []string
}

// updateHeaders rewrites a program's expectation comments from node's
// outcome: result (only for programs with a return statement), error and
// log lines are replaced; other directives (at, calls, warning, node) stay.
func updateHeaders(src string, n nodeOutcome) string {
	lines := strings.Split(src, "\n")
	i := 0
	var kept []string
	for ; i < len(lines) && strings.HasPrefix(lines[i], "//"); i++ {
		key, _, _ := strings.Cut(strings.TrimPrefix(strings.TrimPrefix(lines[i], "//"), " "), ":")
		switch key {
		case "result", "log", "error":
		default:
			kept = append(kept, lines[i])
		}
	}
	var head []string
	p, _ := syntax.Parse(src)
	if n.Error != nil {
		head = append(head, "// error: ExecutionFailure: "+*n.Error)
	} else if n.Result != nil && p != nil && p.HasReturn {
		head = append(head, "// result: "+compactJSON(*n.Result))
	}
	for _, l := range n.Logs {
		for _, part := range strings.Split(l, "\n") {
			head = append(head, "// log: "+part)
		}
	}
	head = append(head, kept...)
	return strings.Join(append(head, lines[i:]...), "\n")
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
		exp := parseExpectation(src)
		if exp.nodeSkip || strings.Contains(src, "tools.") || strings.HasPrefix(exp.err, "UnsupportedSyntax") {
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
					if updated := updateHeaders(src, n); updated != src {
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
