package syntax

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files of TestGolden")

// TestGolden parses every testdata/parse/*.js file. A file name.js must
// parse, and its tree must equal name.ast (one top-level statement per line,
// as Dump prints it). A file name.err.js must fail with the error written in
// its first line as `// ERROR: line:col: message`. A line `// goal: script`
// selects GoalScript instead of the CodeMode program goal. With -update the
// .ast files and the ERROR lines are rewritten from the parser's output:
// review the diff by eye.
//
//	go test ./vm/syntax -run TestGolden -update   # rewrite the .ast files
func TestGolden(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "parse", "*.js"))
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(files)
	if len(files) == 0 {
		t.Fatal("no golden files")
	}
	for _, file := range files {
		name := filepath.Base(file)
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			src := string(data)
			goal := GoalProgram
			if strings.Contains(src, "// goal: script") {
				goal = GoalScript
			}
			prog, perr := parseJS(src, goal)
			if strings.HasSuffix(name, ".err.js") {
				first, rest, _ := strings.Cut(src, "\n")
				if *update && perr != nil {
					data := "// ERROR: " + perr.Error() + "\n" + rest
					if err := os.WriteFile(file, []byte(data), 0o644); err != nil {
						t.Fatal(err)
					}
					return
				}
				want, ok := strings.CutPrefix(strings.TrimSpace(first), "// ERROR: ")
				if !ok {
					t.Fatalf("first line must be `// ERROR: line:col: message`")
				}
				if perr == nil {
					t.Fatalf("parsed, want error %q", want)
				}
				if got := perr.Error(); got != want {
					t.Errorf("error\n got: %s\nwant: %s", got, want)
				}
				return
			}
			if perr != nil {
				t.Fatalf("unexpected error: %v", perr)
			}
			got := goldenDump(prog)
			astFile := strings.TrimSuffix(file, ".js") + ".ast"
			if *update {
				if err := os.WriteFile(astFile, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(astFile)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if got != string(want) {
				t.Errorf("tree differs from %s:\n got:\n%s\nwant:\n%s", astFile, got, want)
			}
		})
	}
}

// goldenDump prints a program one top-level statement per line.
func goldenDump(p *Program) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Program Strict=%v LastExpr=%d HasReturn=%v\n", p.Strict, p.LastExpr, p.HasReturn)
	for _, s := range p.Body {
		b.WriteString(Dump(s))
		b.WriteByte('\n')
	}
	return b.String()
}
