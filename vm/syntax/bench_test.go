package syntax

import (
	"os"
	"path/filepath"
	"testing"
)

// Parser throughput on realistic programs. Targets: at least 30 MB/s and
// fewer than 5 allocations per token on the JavaScript path.
//
//	go test ./vm/syntax -run '^$' -bench . -benchmem

func BenchmarkParseLarge(b *testing.B)   { benchmarkParse(b, "large.js") }
func BenchmarkParseTypical(b *testing.B) { benchmarkParse(b, "typical.js") }

// BenchmarkParseTypeScript measures the TypeScript fallback: a failed
// JavaScript parse, esbuild, the parse of its output and the position
// mapping.
func BenchmarkParseTypeScript(b *testing.B) { benchmarkParse(b, "typical.ts") }

func benchmarkParse(b *testing.B, name string) {
	src := readBenchProgram(b, name)
	tokens := countTokens(src)
	prog, err := Parse(src)
	if err != nil {
		b.Fatalf("%s: %v", name, err)
	}
	if want := filepath.Ext(name) == ".ts"; prog.TypeScript != want {
		b.Fatalf("%s: TypeScript = %v, want %v", name, prog.TypeScript, want)
	}
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if _, err := Parse(src); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	if n := testing.AllocsPerRun(3, func() { Parse(src) }); tokens > 0 {
		b.ReportMetric(n/float64(tokens), "allocs/token")
	}
	b.ReportMetric(float64(tokens), "tokens")
}

func readBenchProgram(tb testing.TB, name string) string {
	tb.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "bench", name))
	if err != nil {
		tb.Fatal(err)
	}
	return string(b)
}

// countTokens counts the tokens of src with the TypeScript tokenizer of
// typescript_scan.go (its token boundaries are JavaScript's).
func countTokens(src string) int {
	s := &tsScanner{src: src, stray: -1}
	n := 0
	for t := s.next(); t.kind != tsEOF; t = s.next() {
		s.advance(t)
		n++
	}
	return n
}

// TestBenchPrograms keeps the benchmark programs valid.
func TestBenchPrograms(t *testing.T) {
	for _, name := range []string{"large.js", "typical.js", "typical.ts"} {
		src := readBenchProgram(t, name)
		prog, err := Parse(src)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if len(prog.Body) < 10 || !prog.HasReturn {
			t.Errorf("%s: %d statements, HasReturn %v", name, len(prog.Body), prog.HasReturn)
		}
	}
}
