package syntax

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDeepNesting checks that hostile nesting ends in a ParseError instead
// of exhausting the Go stack, while ordinary deep code still parses.
func TestDeepNesting(t *testing.T) {
	shapes := []struct {
		name        string
		open, close string
		inner       string
	}{
		{"parens", "(", ")", "a"},
		{"arrays", "[", "]", ""},
		{"objects", "({a:", "})", "1"},
		{"blocks", "{", "}", ""},
		{"unary", "!", "", "a"},
		{"typeof", "typeof ", "", "a"},
		{"await", "await ", "", "a"},
		{"new", "new ", "", "a"},
		{"exponent", "a ** ", "", "b"},
		{"conditional", "a ? b : ", "", "c"},
		{"arrows", "a => ", "", "b"},
		{"templates", "`${", "}`", "a"},
		{"calls", "f(", ")", ""},
		{"functions", "function f() {", "}", ""},
		{"classes", "class A extends ", " {}", "B"},
		{"patterns", "[", "]", "a"},
		{"if", "if (a) ", "", ";"},
		{"labels", "a: { ", "}", ""},
	}
	for _, s := range shapes {
		t.Run(s.name, func(t *testing.T) {
			build := func(n int) string {
				var sb strings.Builder
				if s.name == "patterns" {
					sb.WriteString("let ")
				}
				if s.name == "labels" {
					for i := 0; i < n; i++ {
						sb.WriteString("l" + strings.Repeat("x", i%7) + string(rune('a'+i%26)) + string(rune('a'+i/26%26)) + string(rune('a'+i/676%26)) + ": { ")
					}
				} else {
					sb.WriteString(strings.Repeat(s.open, n))
				}
				sb.WriteString(s.inner)
				sb.WriteString(strings.Repeat(s.close, n))
				if s.name == "patterns" {
					sb.WriteString(" = x")
				}
				return sb.String()
			}
			if _, err := parseJS(build(100), GoalProgram); err != nil {
				t.Errorf("depth 100: %v", err)
			}
			_, err := parseJS(build(100000), GoalProgram)
			if err == nil || !strings.Contains(err.Error(), "too deeply nested") {
				t.Errorf("depth 100000: got %v, want a too deeply nested error", err)
			}
		})
	}
}

// TestNoPanicOnGarbage feeds truncated and mangled programs to the parser:
// every prefix of a realistic program must either parse or fail cleanly.
func TestNoPanicOnGarbage(t *testing.T) {
	src := `class A extends B { #x = 1; static { this.y = /re[/]/g; } async *m({a = 1, ...r}, [b] = []) { yield* super.m?.(a ?? b, ...r); } }
label: for await (const {k: [v]} of xs) { if (v?.w) continue label; else break; }
const t = tag` + "`a${b}c\\u{41}`" + `; x = a => ({...a}); y = async (p) => await p ** 2;
try { throw new Error("e") } catch ({message}) {} finally { return 0x1F + 1_000n }`
	for i := 0; i <= len(src); i++ {
		parseJS(src[:i], GoalProgram)
		parseJS(src[:i]+"\u2028)", GoalScript)
	}
	for i := 0; i < len(src); i++ {
		mangled := src[:i] + src[i+1:]
		parseJS(mangled, GoalProgram)
	}
}

// FuzzParseJS fuzzes the JavaScript parser alone (no TypeScript fallback):
// it must finish without panicking, return an *Error inside the source or
// a program, and dump deterministically.
//
//	go test ./vm/syntax -run '^$' -fuzz FuzzParseJS -fuzztime 60s
func FuzzParseJS(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "parse", "*.js"))
	for _, file := range files {
		if b, err := os.ReadFile(file); err == nil {
			f.Add(string(b))
		}
	}
	f.Fuzz(func(t *testing.T, src string) {
		for _, goal := range []Goal{GoalProgram, GoalScript} {
			prog, err := parseJS(src, goal)
			if err != nil {
				e, ok := err.(*Error)
				if !ok || prog != nil || e.Msg == "" || e.Pos.Offset < 0 || int(e.Pos.Offset) > len(src) || e.Pos.Line < 1 || e.Pos.Col < 1 {
					t.Fatalf("bad error %#v (prog %v)", err, prog != nil)
				}
				continue
			}
			if d1, d2 := Dump(prog), Dump(prog); d1 != d2 {
				t.Fatal("Dump is not deterministic")
			}
		}
	})
}

// TestHugeInputs checks inputs that would be quadratic or recurse without
// bound in a naive parser.
func TestHugeInputs(t *testing.T) {
	var sb strings.Builder
	for i := 0; i < 50000; i++ {
		fmt.Fprintf(&sb, "let v%d = %d;\n", i, i)
	}
	sb.WriteString("let v49999 = 0;\n")
	_, err := parseJS(sb.String(), GoalProgram)
	if err == nil || !strings.Contains(err.Error(), "Identifier 'v49999' has already been declared") {
		t.Errorf("50000 lets: got %v", err)
	}
	re := "x = /" + strings.Repeat("(", 100000) + strings.Repeat(")", 100000) + "/;"
	if _, err := parseJS(re, GoalProgram); err == nil || !strings.Contains(err.Error(), "too large") {
		t.Errorf("deep regexp: got %v", err)
	}
	long := "x = '" + strings.Repeat("a", 1<<20) + "';"
	if _, err := parseJS(long, GoalProgram); err != nil {
		t.Errorf("long string: %v", err)
	}
}
