package syntax

import (
	"errors"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDepthErrorIsNotTriedAsTypeScript: a program our parser finds too
// deeply nested is not handed to esbuild, whose parser recurses without a
// bound (300,000 parentheses overflowed the Go stack, a fatal error) and
// whose renamer is cubic in the nesting of scopes that shadow a name.
func TestDepthErrorIsNotTriedAsTypeScript(t *testing.T) {
	for name, src := range map[string]string{
		"parens":  "return " + strings.Repeat("(", 300000) + "1" + strings.Repeat(")", 300000),
		"unary":   "return " + strings.Repeat("!", 300000) + "1",
		"arrows":  "return " + strings.Repeat("a => ", 1200) + "1",
		"shadows": strings.Repeat("(a => {", 1000) + "return a" + strings.Repeat("})(1);", 1000),
	} {
		start := time.Now()
		_, err := Parse(src)
		var pe *Error
		require.ErrorAs(t, err, &pe, name)
		assert.True(t, pe.tooDeep, "%s: %v", name, err)
		assert.Contains(t, pe.Msg, "too deeply nested", name)
		assert.Less(t, time.Since(start), 2*time.Second, name)
	}
}

// TestTypeScriptNestingGuard: a program that fails as JavaScript before its
// deep part (a type annotation first) is not handed to esbuild either when
// the token-level estimate of checkTypeScriptNesting is over its bounds.
// Every shape here nests without a bound in esbuild.
func TestTypeScriptNestingGuard(t *testing.T) {
	const n = 200000
	r := strings.Repeat
	shapes := map[string]string{
		"parens":        r("(", n) + "1" + r(")", n),
		"arrays":        r("[", n) + r("]", n),
		"objects":       r("{a:", n) + "1" + r("}", n),
		"unary":         r("!", n) + "1",
		"unary lines":   r("-\n", n) + "1",
		"typeof":        r("typeof ", n) + "a",
		"new":           r("new ", n) + "a",
		"await lines":   r("await\n", n) + "a",
		"conditional":   r("a ?\n1 :\n", n) + "1",
		"assignments":   r("a =\n", n) + "1",
		"exponent":      r("a ** ", n) + "1",
		"arrows":        r("a =>\n", n) + "1",
		"members":       "a" + r("\n.b", n),
		"calls":         "a" + r("\n()", n),
		"indexes":       "a" + r("[0]", n),
		"templates":     r("`${", n) + "1" + r("}`", n),
		"generics":      "0 as " + r("A<", n) + "B" + r(">", n),
		"binary":        r("1 + ", n) + "1",
		"if lines":      "0;\n" + r("if (a)\n", n) + "x()",
		"for await":     "0;\n" + r("for await (const x of y)\n", n) + "x()",
		"else if lines": "0;\nif (a) {}\n" + r("else if (a) {}\n", n),
		"labels":        "0;\n" + labels(n) + "x()",
		"blocks":        "0;\n" + r("{\n", n) + r("}\n", n),
		"functions":     "0;\n" + r("function f() {\n", n) + r("}\n", n),
	}
	for name, body := range shapes {
		t.Run(name, func(t *testing.T) {
			src := "let x: any = " + body
			start := time.Now()
			_, err := Parse(src)
			var pe *Error
			require.ErrorAs(t, err, &pe)
			assert.Equal(t, int32(1), pe.Pos.Line, "the JavaScript parser's error: %v", err)
			assert.Contains(t, pe.Msg, "(the program was not tried as TypeScript: it ")
			assert.Less(t, time.Since(start), 2*time.Second)
		})
	}
}

func labels(n int) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "l%d:\n", i)
	}
	return b.String()
}

// TestTypeScriptScopeWorkGuard: esbuild renames a binding that shadows one
// further out by trying x2, x3, ... against every enclosing scope, so its
// work grows with the square of the scope depth for every declaration: 32
// nested arrows around 50,000 sibling arrows took it several seconds.
func TestTypeScriptScopeWorkGuard(t *testing.T) {
	r := strings.Repeat
	src := "let x: any = " + r("(a => ", 32) + "[" + r("a => 0, ", 50000) + "]" + r(")", 32)
	start := time.Now()
	_, err := Parse(src)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "the program was not tried as TypeScript: it has too many declarations in deeply nested scopes")
	assert.Less(t, time.Since(start), 2*time.Second)
}

// TestTypeScriptNestingGuardAcceptsPrograms: the estimate stays far below
// its bounds for real programs, also long and large ones.
func TestTypeScriptNestingGuardAcceptsPrograms(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "ts", "*.ts"))
	require.NoError(t, err)
	bench, err := filepath.Glob(filepath.Join("testdata", "bench", "*"))
	require.NoError(t, err)
	for _, file := range append(files, bench...) {
		b, err := os.ReadFile(file)
		require.NoError(t, err)
		at, problem := checkTypeScriptNesting(string(b), nil)
		assert.Equal(t, -1, at, "%s: %s", file, problem)
	}
	typical := readBenchProgram(t, "typical.ts")
	r := strings.Repeat
	for name, src := range map[string]string{
		// A megabyte of functions, each in a block.
		"large":          r("{\n"+typical+"\n}\n", (1<<20)/len(typical)),
		"long array":     "const xs: number[] = [" + r("1, ", 100000) + "1]",
		"long object":    "const o: Record<string, number> = {" + r("a: 1, ", 100000) + "}",
		"many lines":     r("let x: number = 1\nx = x + 1\n", 50000),
		"long union":     "type T =\n" + r("  | \"a\"\n", 1000) + "let x: T = \"a\"",
		"long template":  "let s: string = `" + r("${1} ", 10000) + "`",
		"method chains":  "let x: any = a" + r("\n  .b(c => c.d)", 500),
		"else if chains": "let x: number = 1\nif (x) {}\n" + r("else if (x) {}\n", 500),
	} {
		at, problem := checkTypeScriptNesting(src, nil)
		assert.Equal(t, -1, at, "%s: %s", name, problem)
	}
}

// TestTypeScriptLongLineIsLinear: mapping positions back through esbuild's
// source map looks up the segment of a column by binary search, and the
// UTF-16 column of a byte from a table: a program on one line (a megabyte
// of it, with non-ASCII text) used to take the square of its length.
func TestTypeScriptLongLineIsLinear(t *testing.T) {
	parse := func(n int) time.Duration {
		src := "let x: string[] = [" + strings.Repeat(`"é", `, n) + "]; x"
		start := time.Now()
		_, err := Parse(src)
		require.NoError(t, err)
		return time.Since(start)
	}
	parse(1000) // warm up
	small, large := parse(20000), parse(80000)
	t.Logf("20,000 elements: %v, 80,000: %v", small, large)
	assert.Less(t, large, 12*small+100*time.Millisecond, "4 times the elements should take about 4 times as long")
}

// TestLineTableColumns checks the column table of non-ASCII texts against
// the plain count.
func TestLineTableColumns(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	pieces := []string{"a", "é", "😀", "\n", "\r\n", "\u2028", "\xff", "\x80", "中"}
	for range 200 {
		var b strings.Builder
		for range rng.Intn(40) {
			b.WriteString(pieces[rng.Intn(len(pieces))])
		}
		text := b.String()
		lt := newLineTable(text)
		for line := range lt.count() {
			for off := lt.starts[line]; off <= lt.lineEnd(line); off++ {
				want := 0
				for i := lt.starts[line]; i < off; i++ {
					want += utf16Units(text[i])
				}
				require.Equal(t, want, lt.utf16Col(line, off), "%q line %d offset %d", text, line, off)
			}
			for col := -1; col < 50; col++ {
				want := lt.starts[line]
				for n := 0; want < lt.lineEnd(line); want++ {
					u := utf16Units(text[want])
					if u > 0 && n >= col {
						break
					}
					n += u
				}
				require.Equal(t, want, lt.offsetAt(line, col), "%q line %d column %d", text, line, col)
			}
		}
	}
}

// TestParseInterrupt: a set interrupt flag stops the JavaScript parse, the
// TypeScript path and the check of a JavaScript reading against the
// TypeScript one, with ErrInterrupted.
func TestParseInterrupt(t *testing.T) {
	var set atomic.Bool
	set.Store(true)
	js := strings.Repeat("x = 1;\n", 10000)
	for name, src := range map[string]string{
		"javascript": js,
		"typescript": "let y: number = 1;\n" + js,
		"generics":   js + "f<T>(x)\n",
	} {
		_, err := ParseOptions(src, Options{Interrupt: &set})
		assert.ErrorIs(t, err, ErrInterrupted, name)
	}
	var unset atomic.Bool
	_, err := ParseOptions(js, Options{Interrupt: &unset})
	assert.NoError(t, err)

	// Set during the parse of a large program, it stops it at once.
	big := strings.Repeat(js, 20)
	for name, src := range map[string]string{"javascript": big, "typescript": "let y: number = 1;\n" + big} {
		var flag atomic.Bool
		done := make(chan error)
		go func() {
			_, err := ParseOptions(src, Options{Interrupt: &flag})
			done <- err
		}()
		time.Sleep(20 * time.Millisecond)
		flag.Store(true)
		set := time.Now()
		select {
		case err := <-done:
			if !errors.Is(err, ErrInterrupted) {
				t.Logf("%s: the parse ended before the interrupt: %v", name, err)
			}
			assert.Less(t, time.Since(set), 100*time.Millisecond, name)
		case <-time.After(5 * time.Second):
			t.Fatalf("%s: the parse went on after the interrupt", name)
		}
	}
}

// TestDeclarationsInDeepBlocks: a var declaration costs the same at any
// depth of blocks (its name used to be recorded in every enclosing block:
// 100,000 vars inside 900 blocks took 27 s and 90 million entries).
func TestDeclarationsInDeepBlocks(t *testing.T) {
	parse := func(depth int) time.Duration {
		r := strings.Repeat
		src := r("{", depth) + r("var x; var y; let z = 1; z;", 20000) + r("}", depth)
		start := time.Now()
		_, err := parseJS(src, GoalProgram)
		require.Error(t, err, "let z is redeclared")
		src = r("{", depth) + r("var x; { let y = 1; }", 20000) + r("}", depth)
		_, err = parseJS(src, GoalProgram)
		require.NoError(t, err)
		return time.Since(start)
	}
	parse(10) // warm up
	shallow, deep := parse(100), parse(900)
	t.Logf("inside 100 blocks: %v, inside 900: %v", shallow, deep)
	assert.Less(t, deep, 3*shallow+50*time.Millisecond, "nine times the depth should cost about the same")
}
