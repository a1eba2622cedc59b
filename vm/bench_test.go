package vm

import (
	"testing"

	"github.com/codemode-go/codemode/vm/compile"
	"github.com/codemode-go/codemode/vm/syntax"
)

func benchRun(b *testing.B, src, want string) {
	prog := mustCompile(b, src)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		m := New(prog, Config{})
		if st := m.Run(1 << 40); st != StatusDone || string(m.Result()) != want {
			b.Fatalf("%v %s %v", st, m.Result(), m.Failure())
		}
	}
}

func BenchmarkFib25(b *testing.B) {
	benchRun(b, `function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2) } return fib(25)`, "75025")
}

func BenchmarkLoop1e6(b *testing.B) {
	benchRun(b, `let s = 0; for (let i = 0; i < 1000000; i++) { s = (s + i * 2) % 1000003 } return s`, "12")
}

func BenchmarkPropertyLoop(b *testing.B) {
	benchRun(b, `const o = { x: 0, y: 1 }; for (let i = 0; i < 100000; i++) { o.x = o.x + o.y } return o.x`, "100000")
}

func BenchmarkArrayMap(b *testing.B) {
	benchRun(b, `const a = []; for (let i = 0; i < 10000; i++) a.push(i); return a.map((x) => x * 2).filter((x) => x % 3 === 0).length`, "3334")
}

// BenchmarkColdReturn is the whole cold path: parse, compile, new Machine, run.
func BenchmarkColdReturn(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		p, err := syntax.Parse("return 1 + 1")
		if err != nil {
			b.Fatal(err)
		}
		prog, err := compile.Compile(p)
		if err != nil {
			b.Fatal(err)
		}
		m := New(prog, Config{})
		if m.Run(1000) != StatusDone {
			b.Fatal(m.Failure())
		}
	}
}

// BenchmarkWarmReturn runs a precompiled program on a fresh Machine.
func BenchmarkWarmReturn(b *testing.B) {
	benchRun(b, "return 1 + 1", "2")
}

func BenchmarkParseReturn(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := syntax.Parse("return 1 + 1"); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkCompileReturn(b *testing.B) {
	p, _ := syntax.Parse("return 1 + 1")
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := compile.Compile(p); err != nil {
			b.Fatal(err)
		}
	}
}
