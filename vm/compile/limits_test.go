package compile

import (
	"errors"
	"runtime/debug"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/codemode-go/codemode/vm/syntax"
)

// TestLongOperatorChains: the parser builds a + b + c + ... in a loop, so
// the tree of a long concatenation is as deep as the program is long; the
// resolver and the code generator walk such chains in loops too. (With the
// stack limited, a recursive walk of these chains overflows it: a fatal
// error, not a test failure.)
func TestLongOperatorChains(t *testing.T) {
	defer debug.SetMaxStack(debug.SetMaxStack(16 << 20))
	const n = 100000
	r := strings.Repeat
	for name, src := range map[string]string{
		"sum":     "return " + r("1 + ", n) + "1",
		"concat":  "let s = 'x'; return " + r("s + ", n) + "s",
		"and":     "let a = 1; return " + r("a && ", n) + "a",
		"nullish": "let a = null; return " + r("a ?? ", n) + "1",
		"mixed":   "let a = 1; return " + r("a + a * a - (a && a || a) ?? ", n/4) + "a",
		"named":   "let a = 0; const f = " + r("a || ", n) + "function () {}",
	} {
		p, err := syntax.Parse(src)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if _, err := Compile(p); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// TestChainDepthLimit: member and call chains are walked link by link; a
// chain thousands of links long fails to compile with a position, marked
// TooDeep (a ParseError for the host), instead of exhausting the Go stack.
func TestChainDepthLimit(t *testing.T) {
	defer debug.SetMaxStack(debug.SetMaxStack(16 << 20))
	r := strings.Repeat
	for name, chain := range map[string]string{
		"members":  r(".b", 100000),
		"calls":    r("()", 100000),
		"methods":  r(".b()", 100000),
		"indexes":  r("[0]", 100000),
		"optional": r("?.b", 100000),
		"tagged":   r("``", 100000),
	} {
		p, err := syntax.Parse("const a = {}; return a" + chain)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		_, err = Compile(p)
		var ce *Error
		if !errors.As(err, &ce) || !ce.TooDeep || !strings.Contains(ce.Msg, "too deeply nested") || ce.Pos.Line != 1 || ce.Pos.Col < 1 {
			t.Errorf("%s: got %#v, want a TooDeep error with a position", name, err)
		}
	}
	// Chains of a thousand links compile.
	for _, chain := range []string{r(".b", 1000), r(".b()", 1000), r("?.b", 1000), r("``", 1000)} {
		p, err := syntax.Parse("const a = {}; return a" + chain)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Compile(p); err != nil {
			t.Errorf("%.20s...: %v", chain, err)
		}
	}
}

// TestDescribeIsBounded: every call of a chain names its callee for error
// messages; rendering the whole callee each time cost the cube of the
// chain's length (a thousand calls took seconds).
func TestDescribeIsBounded(t *testing.T) {
	src := "const a = {b() { return a }}; return a" + strings.Repeat(".b()", 4000)
	p, err := syntax.Parse(src)
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	if _, err := Compile(p); err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d > time.Second {
		t.Errorf("compiling 4000 calls took %v", d)
	}
	for src, want := range map[string]string{
		"a.b(x).c[0]?.d":                      "a.b(...).c[0]?.d",
		"(typeof a)":                          "(typeof a)",
		"a[b + 1]":                            "a[(b + 1)]",
		"a[`x${1}`]":                          "a[...]",
		"a" + strings.Repeat(".b", 300):       intermediateValue,
		"'" + strings.Repeat("x", 2000) + "'": intermediateValue,
	} {
		p, err := syntax.Parse("(" + src + ")")
		if err != nil {
			t.Fatal(err)
		}
		if got := describe(p.Body[0].(*syntax.ExprStmt).X); got != want {
			t.Errorf("describe(%.40s) = %.60q, want %.60q", src, got, want)
		}
	}
}

// TestCompileInterrupt: a set interrupt flag stops the compilation with
// ErrInterrupted.
func TestCompileInterrupt(t *testing.T) {
	p, err := syntax.Parse(strings.Repeat("x = x + 1;\n", 10000))
	if err != nil {
		t.Fatal(err)
	}
	var flag atomic.Bool
	if _, err := CompileWith(p, Options{Interrupt: &flag}); err != nil {
		t.Fatal(err)
	}
	flag.Store(true)
	if _, err := CompileWith(p, Options{Interrupt: &flag}); !errors.Is(err, ErrInterrupted) {
		t.Fatalf("got %v, want ErrInterrupted", err)
	}
}

// TestLookupsInDeepScopes: resolving a name costs the same however many
// scopes it is declared outside of (every reference used to walk out
// through them all: 100,000 references inside 900 blocks took 0.4 s).
func TestLookupsInDeepScopes(t *testing.T) {
	r := strings.Repeat
	compile := func(depth int) time.Duration {
		src := "let z = 1;" + r("{", depth) + r("x; x; z;", 50000) + r("}", depth)
		p, err := syntax.Parse(src)
		if err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		if _, err := Compile(p); err != nil {
			t.Fatal(err)
		}
		return time.Since(start)
	}
	compile(10) // warm up
	shallow, deep := compile(100), compile(900)
	t.Logf("inside 100 blocks: %v, inside 900: %v", shallow, deep)
	if deep > 2*shallow+30*time.Millisecond {
		t.Errorf("nine times the depth should cost about the same")
	}
}
