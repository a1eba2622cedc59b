package vm

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/codemode-go/codemode/vm/compile"
	"github.com/codemode-go/codemode/vm/syntax"
)

// TestFrameFactsOfCompiledCode verifies every function of the library and
// of the language test programs: the verifier understands all code the
// compiler emits, and proves every cast the VM's opcodes make (a cast it
// could not prove would be one a restore cannot check).
func TestFrameFactsOfCompiledCode(t *testing.T) {
	loadLib()
	if libErr != nil {
		t.Fatal(libErr)
	}
	progs := map[string]*compile.Program{"lib": libProg}
	files, _ := filepath.Glob(programsGlob)
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		p, err := syntax.Parse(string(data))
		if err != nil {
			continue // a test of parse errors
		}
		prog, err := compile.Compile(p)
		if err != nil {
			continue
		}
		progs[filepath.Base(file)] = prog
	}
	funcs, instrs := 0, 0
	for name, prog := range progs {
		var walk func(f *compile.Func)
		walk = func(f *compile.Func) {
			funcs++
			instrs += len(f.Code)
			ff := f.FrameFacts()
			if err := ff.Err(); err != nil {
				t.Errorf("%s: %v", name, err)
			}
			for _, u := range ff.Unproven() {
				t.Errorf("%s: %s", name, u)
			}
			for _, sub := range f.Funcs {
				walk(sub)
			}
		}
		walk(prog.Main)
	}
	t.Logf("%d programs, %d functions, %d instructions", len(progs), funcs, instrs)
}

// BenchmarkFrameFactsLibrary verifies every function of the self-hosted
// library: what the first restore of a process pays, at most, for the
// library frames it meets (the facts are kept on each compiled function).
func BenchmarkFrameFactsLibrary(b *testing.B) {
	instrs := 0
	b.ReportAllocs()
	for range b.N {
		b.StopTimer()
		p, err := syntax.ParseOptions(libSource, syntax.Options{NoTypeScript: true})
		if err != nil {
			b.Fatal(err)
		}
		prog, err := compile.CompileSelfHosted(p)
		if err != nil {
			b.Fatal(err)
		}
		var funcs []*compile.Func
		var walk func(f *compile.Func)
		walk = func(f *compile.Func) {
			funcs = append(funcs, f)
			for _, sub := range f.Funcs {
				walk(sub)
			}
		}
		walk(prog.Main)
		instrs = 0
		for _, f := range funcs {
			instrs += len(f.Code)
		}
		b.StartTimer()
		for _, f := range funcs {
			if err := f.FrameFacts().Err(); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(instrs), "instrs")
}
