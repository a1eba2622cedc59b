package syntax

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// nodeDisagreements are cases where CodeMode deliberately differs from
// node's verdict, with the reason.
var nodeDisagreements = map[string]string{
	"program:import x from \"y\"":              "import declarations are part of the CodeMode program goal",
	"program:import {a as b} from \"y\"":       "import declarations are part of the CodeMode program goal",
	"program:import {\"a-b\" as c} from \"y\"": "import declarations are part of the CodeMode program goal",
	"program:import * as x from \"y\"":         "import declarations are part of the CodeMode program goal",
	"program:import x, * as y from \"z\"":      "import declarations are part of the CodeMode program goal",
	"program:import x, {y} from \"z\"":         "import declarations are part of the CodeMode program goal",
	"program:import \"y\"":                     "import declarations are part of the CodeMode program goal",
	"program:import x from \"y\"\\nx":          "import declarations are part of the CodeMode program goal",
	"script:x = /(?i:a)/":                      "RegExp modifiers are ES2025 (node 24 accepts them, node 20 does not)",
	"program:x = /(?i:a)/":                     "RegExp modifiers are ES2025 (node 24 accepts them, node 20 does not)",
	"script:x = /(?<a>.)|(?<a>.)/":             "duplicate named groups are ES2025 (node 24 accepts them, node 20 does not)",
	"program:x = /(?<a>.)|(?<a>.)/":            "duplicate named groups are ES2025 (node 24 accepts them, node 20 does not)",
}

// TestNodeCases checks accept/reject verdicts against node (v20). Each line
// of testdata/parse/node_cases.jsonl is [source, script verdict, program
// verdict], where a verdict is "ok" or node's SyntaxError message; the
// program verdict comes from wrapping the source in an async function, which
// is what the CodeMode goal means. `\n` in a source stands for a newline.
// Messages are not compared, only verdicts. To add a case, add a line to
// testdata/parse/tools/node_cases.txt and run node node_cases.js there.
func TestNodeCases(t *testing.T) {
	f, err := os.Open(filepath.Join("testdata", "parse", "node_cases.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		var c [3]string
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatalf("bad line %q: %v", sc.Text(), err)
		}
		n++
		src := strings.ReplaceAll(c[0], `\n`, "\n")
		for i, goal := range []Goal{GoalScript, GoalProgram} {
			name := []string{"script", "program"}[i]
			if why, ok := nodeDisagreements[name+":"+c[0]]; ok && why != "" {
				continue
			}
			_, perr := parseJS(src, goal)
			wantOK := c[i+1] == "ok"
			if (perr == nil) != wantOK {
				if wantOK {
					t.Errorf("%s %q: rejected (%v), node accepts", name, c[0], perr)
				} else {
					t.Errorf("%s %q: accepted, node says %q", name, c[0], c[i+1])
				}
			}
		}
	}
	if n == 0 {
		t.Fatal("no cases")
	}
}
