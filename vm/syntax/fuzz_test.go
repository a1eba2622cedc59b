package syntax

import (
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

// FuzzParse checks, for any input, that Parse finishes without panicking and
// returns either a program whose nodes all lie inside the source, or an
// *Error whose position is inside the source and consistent (offset, line
// and column agree); and that Dump of a program is deterministic. Inputs
// that parse as JavaScript also go through the TypeScript path, whose
// result must meet the same conditions.
//
//	go test ./vm/syntax -run '^$' -fuzz '^FuzzParse$' -fuzztime 60s -fuzzminimizetime 10s
//
// (Inputs that fail JavaScript parsing go through esbuild, which is slow;
// a short minimization time keeps the run from stalling on a large input.)
func FuzzParse(f *testing.F) {
	for _, seed := range fuzzSeeds(f) {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, src string) {
		prog, err := parseWithDeadline(t, src, 10*time.Second)
		if err != nil {
			if prog != nil {
				t.Fatalf("Parse returned both a program and an error: %v", err)
			}
			perr, ok := err.(*Error)
			if !ok {
				t.Fatalf("Parse returned %T, want *Error: %v", err, err)
			}
			checkPos(t, src, perr.Pos, "error position")
			if perr.Msg == "" {
				t.Fatalf("error without a message at %v", perr.Pos)
			}
			return
		}
		if prog == nil {
			t.Fatalf("Parse returned neither a program nor an error")
		}
		if prog.Source != src {
			t.Fatalf("Program.Source is not the source")
		}
		checkSpans(t, src, prog)
		d1 := Dump(prog)
		if d2 := Dump(prog); d1 != d2 {
			t.Fatalf("Dump is not deterministic:\n%s\n----\n%s", d1, d2)
		}
		again, err := Parse(src)
		if err != nil {
			t.Fatalf("second Parse failed: %v", err)
		}
		if d2 := Dump(again); d1 != d2 {
			t.Fatalf("two parses of the same source dump differently:\n%s\n----\n%s", d1, d2)
		}
		if !prog.TypeScript {
			// Random inputs rarely get through esbuild, so the position
			// mapping would see little fuzzing: send the JavaScript through
			// the TypeScript path too (esbuild has nothing to strip).
			ts, err := parseTypeScript(src, &Error{Pos: Pos{Line: 1, Col: 1}, Msg: "fuzz"}, nil)
			if err != nil {
				perr, ok := err.(*Error)
				if !ok || ts != nil {
					t.Fatalf("parseTypeScript returned %T %v and a program: %v", err, err, ts != nil)
				}
				checkPos(t, src, perr.Pos, "TypeScript path error position")
				return
			}
			if ts.Source != src || !ts.TypeScript {
				t.Fatalf("TypeScript path: Source or TypeScript flag not set")
			}
			checkSpans(t, src, ts)
		}
	})
}

// parseWithDeadline runs Parse and fails the test if it takes too long.
func parseWithDeadline(t *testing.T, src string, limit time.Duration) (*Program, error) {
	type result struct {
		prog *Program
		err  error
	}
	done := make(chan result, 1)
	go func() {
		prog, err := Parse(src)
		done <- result{prog, err}
	}()
	select {
	case r := <-done:
		return r.prog, r.err
	case <-time.After(limit):
		t.Fatalf("Parse did not finish within %v", limit)
		return nil, nil
	}
}

// checkPos asserts that p is a position inside src whose line and column
// agree with its offset.
func checkPos(t *testing.T, src string, p Pos, what string) {
	t.Helper()
	if p.Offset < 0 || int(p.Offset) > len(src) {
		t.Fatalf("%s %+v: offset outside the source (length %d)", what, p, len(src))
	}
	want := newLineTable(src).pos(int(p.Offset))
	if p.Line != want.Line || p.Col != want.Col {
		t.Fatalf("%s %+v: line/column disagree with the offset (want %d:%d)", what, p, want.Line, want.Col)
	}
}

// checkSpans asserts that every node's span lies inside src, starts before it
// ends, and has a consistent start position.
func checkSpans(t *testing.T, src string, root Node) {
	t.Helper()
	lines := newLineTable(src)
	var walk func(v reflect.Value)
	walk = func(v reflect.Value) {
		switch v.Kind() {
		case reflect.Pointer, reflect.Interface:
			if !v.IsNil() {
				walk(v.Elem())
			}
		case reflect.Slice:
			for i := range v.Len() {
				walk(v.Index(i))
			}
		case reflect.Struct:
			if v.Type() == spanType {
				s := v.Interface().(Span)
				if s.Start.Offset < 0 || s.Start.Offset > s.End || int(s.End) > len(src) {
					t.Fatalf("span %+v outside the source (length %d) or reversed", s, len(src))
				}
				if want := lines.pos(int(s.Start.Offset)); s.Start != want {
					t.Fatalf("span start %+v disagrees with its offset (want %+v)", s.Start, want)
				}
				return
			}
			for i := range v.NumField() {
				walk(v.Field(i))
			}
		}
	}
	walk(reflect.ValueOf(root))
}

// fuzzSeeds collects the programs under testdata (parser goldens, benchmark
// programs, TypeScript tests) and a few edge cases.
func fuzzSeeds(f *testing.F) []string {
	seeds := []string{
		"", " ", "return 1", "await x;\nreturn", "let x: number = 1", "import a from 'b'; a",
		"`${`${a}`}`", "/[/]/u.test(s)", "a?.b?.[c]?.(d)", "class A { #x; static { this.#x } }",
		"enum E { A, B }\nE.A", "x\u2028y", "'\\u{10FFFF}'", "\uFEFFlet a",
	}
	filepath.WalkDir("testdata", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		switch filepath.Ext(path) {
		case ".js", ".ts", ".txt", "":
		default:
			return nil
		}
		// Large files make every mutation slow and minimization endless.
		if info, err := d.Info(); err != nil || info.Size() > 8<<10 {
			return nil
		}
		b, err := os.ReadFile(path)
		if err == nil && utf8.Valid(b) && !strings.Contains(path, "test262") {
			seeds = append(seeds, string(b))
		}
		return nil
	})
	return seeds
}
