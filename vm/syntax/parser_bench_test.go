package syntax

import "testing"

// The JavaScript parser alone (parseJS), without Parse's TypeScript checks:
// the part of BenchmarkParseLarge/Typical that the lexer and parser own.
//
//	go test ./vm/syntax -run '^$' -bench ParseJS -benchmem

func BenchmarkParseJSLarge(b *testing.B)   { benchmarkParseJS(b, "large.js") }
func BenchmarkParseJSTypical(b *testing.B) { benchmarkParseJS(b, "typical.js") }

func benchmarkParseJS(b *testing.B, name string) {
	src := readBenchProgram(b, name)
	tokens := countTokens(src)
	if _, err := parseJS(src, GoalProgram); err != nil {
		b.Fatalf("%s: %v", name, err)
	}
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := parseJS(src, GoalProgram); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	n := testing.AllocsPerRun(3, func() { parseJS(src, GoalProgram) })
	b.ReportMetric(n/float64(tokens), "allocs/token")
}

// TestParseJSBenchPrograms checks that the JavaScript benchmark programs
// parse without the TypeScript fallback (which would hide a parser bug
// behind esbuild's reading of the same text).
func TestParseJSBenchPrograms(t *testing.T) {
	for _, name := range []string{"large.js", "typical.js"} {
		if _, err := parseJS(readBenchProgram(t, name), GoalProgram); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}
