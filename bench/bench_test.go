// Package bench runs the same JavaScript programs on CodeMode's VM, on goja
// and on node --jitless (V8's interpreter without its JIT, through the node
// on the PATH), side by side, so that speed ratios are measured in one run
// on one machine.
//
//	cd bench && go test -run '^$' -bench . -benchmem
//
// It is its own module so that other engines never enter the product's
// dependencies.
package bench

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/vm"
	"github.com/codemode-go/codemode/vm/compile"
	"github.com/codemode-go/codemode/vm/syntax"
	"github.com/dop251/goja"
)

// programs are the files under programs/, each a CodeMode program that ends
// with a top-level return of a number.
var programs = []string{"add", "fib", "loop", "objects", "strings", "json", "closures",
	// Built-ins on hot paths (issue 5: none slower than 1.5x goja).
	"array_map", "array_filter", "array_reduce", "array_foreach", "array_sort",
	"string_join", "string_template", "string_replace", "string_split", "json_parse", "json_stringify",
	"regexp_global",
	// The shapes of model-written code (issue 19): array callbacks over
	// tool results, regexps over log lines, and a whole agent-shaped run.
	"callbacks", "regexps", "agent"}

func load(tb testing.TB, name string) string {
	tb.Helper()
	src, err := os.ReadFile(filepath.Join("programs", name+".js"))
	if err != nil {
		tb.Fatal(err)
	}
	return string(src)
}

func compileCodeMode(tb testing.TB, src string) *compile.Program {
	tb.Helper()
	ast, err := syntax.Parse(src)
	if err != nil {
		tb.Fatal(err)
	}
	p, err := compile.Compile(ast)
	if err != nil {
		tb.Fatal(err)
	}
	return p
}

func runCodeMode(tb testing.TB, p *compile.Program) string {
	m := vm.New(p, vm.Config{})
	if st := m.Run(1 << 62); st != vm.StatusDone {
		tb.Fatalf("status %v: %v", st, m.Failure())
	}
	return string(m.Result())
}

// gojaSource wraps a program (which may use top-level return) in a function.
func gojaSource(src string) string { return "(function(){\n" + src + "\n})()" }

func runGoja(tb testing.TB, p *goja.Program) string {
	r := goja.New()
	v, err := r.RunProgram(p)
	if err != nil {
		tb.Fatal(err)
	}
	out, _ := json.Marshal(v.Export())
	return string(out)
}

// TestSameResults checks that both engines compute the same value, so the
// benchmarks compare equal work.
func TestSameResults(t *testing.T) {
	for _, name := range programs {
		src := load(t, name)
		got := runCodeMode(t, compileCodeMode(t, src))
		want := runGoja(t, goja.MustCompile(name, gojaSource(src), true))
		if strings.TrimSpace(got) != strings.TrimSpace(want) {
			t.Errorf("%s: codemode %s, goja %s", name, got, want)
		}
	}
}

// BenchmarkRun runs a compiled program in a fresh engine instance per op.
func BenchmarkRun(b *testing.B) {
	for _, name := range programs {
		src := load(b, name)
		b.Run("codemode/"+name, func(b *testing.B) {
			p := compileCodeMode(b, src)
			b.ReportAllocs()
			for b.Loop() {
				runCodeMode(b, p)
			}
		})
		b.Run("goja/"+name, func(b *testing.B) {
			p := goja.MustCompile(name, gojaSource(src), true)
			b.ReportAllocs()
			for b.Loop() {
				runGoja(b, p)
			}
		})
		// node --jitless runs b.N times in one process and reports its
		// own loop's time, which replaces the benchmark's (that includes
		// node's start-up).
		b.Run("node-jitless/"+name, func(b *testing.B) {
			ns, _ := runNode(b, name, b.N)
			b.ReportMetric(ns, "ns/op")
		})
	}
}

// BenchmarkCold parses, compiles and runs `return 1 + 1` in a fresh engine per
// op, as a host running one-off model programs would.
func BenchmarkCold(b *testing.B) {
	src := load(b, "add")
	b.Run("codemode", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			runCodeMode(b, compileCodeMode(b, src))
		}
	})
	b.Run("goja", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			runGoja(b, goja.MustCompile("add", gojaSource(src), true))
		}
	})
}
