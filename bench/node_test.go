package bench

import (
	"encoding/json"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
)

// nodeRunner runs a program (a function body) n times under node and
// prints how long the loop took in nanoseconds and the last value. One
// process a benchmark: node's start-up is left out of the time.
const nodeRunner = `
const fs = require("fs");
const [file, n] = process.argv.slice(1); // with -e, no script path
const run = new Function(fs.readFileSync(file, "utf8"));
let value;
const t0 = process.hrtime.bigint();
for (let i = 0; i < Number(n); i++) value = run();
const ns = Number(process.hrtime.bigint() - t0);
process.stdout.write(JSON.stringify({ ns, value }));
`

// runNode runs programs/name.js n times under node --jitless (V8's
// interpreter, no JIT: the reference for a bytecode interpreter) and
// returns the time a run took and the program's value as JSON.
func runNode(tb testing.TB, name string, n int) (nsPerRun float64, value string) {
	tb.Helper()
	node, err := exec.LookPath("node")
	if err != nil {
		tb.Skip("node is not installed")
	}
	out, err := exec.Command(node, "--jitless", "-e", nodeRunner, filepath.Join("programs", name+".js"), strconv.Itoa(n)).Output()
	if err != nil {
		msg := ""
		if ee, ok := err.(*exec.ExitError); ok {
			msg = string(ee.Stderr)
		}
		tb.Fatalf("node %s: %v\n%s", name, err, msg)
	}
	var res struct {
		NS    float64         `json:"ns"`
		Value json.RawMessage `json:"value"`
	}
	if err := json.Unmarshal(out, &res); err != nil {
		tb.Fatalf("node %s: %v: %s", name, err, out)
	}
	return res.NS / float64(n), string(res.Value)
}

// TestNodeSameResults checks that node computes what CodeMode does, so
// the node column compares equal work.
func TestNodeSameResults(t *testing.T) {
	for _, name := range programs {
		want := runCodeMode(t, compileCodeMode(t, load(t, name)))
		if _, got := runNode(t, name, 1); got != want {
			t.Errorf("%s: codemode %s, node %s", name, want, got)
		}
	}
}
