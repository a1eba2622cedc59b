package vm

import "testing"

// Benchmarks of the global regexp loops over a long string (each must stay
// linear in the input).

const regexpBenchInput = `const s = "x".repeat(200000);`

func BenchmarkRegexpReplaceLiteral(b *testing.B) {
	benchRun(b, regexpBenchInput+`return s.replace(/x/g, "y").length`, "200000")
}

func BenchmarkRegexpReplaceClass(b *testing.B) {
	benchRun(b, regexpBenchInput+`return s.replace(/[x]/g, "y").length`, "200000")
}

func BenchmarkRegexpMatch(b *testing.B) {
	benchRun(b, regexpBenchInput+`return s.match(/[x]/g).length`, "200000")
}

func BenchmarkRegexpMatchAll(b *testing.B) {
	benchRun(b, regexpBenchInput+`let n = 0; for (const m of s.matchAll(/x/g)) n++; return n`, "200000")
}

func BenchmarkRegexpSplit(b *testing.B) {
	benchRun(b, regexpBenchInput+`return s.split(/x/).length`, "200001")
}

func BenchmarkRegexpReplaceCaptures(b *testing.B) {
	benchRun(b, `const s = "abcdefghij\n".repeat(20000); return s.replace(/(.)(.)/g, "$2$1").length`, "220000")
}

// Many small calls: the per-call cost of the protocol (flags, exec lookup).
func BenchmarkRegexpSmallCalls(b *testing.B) {
	benchRun(b, `let n = 0; for (let i = 0; i < 20000; i++) { n += "a,b,c".replace(/,/g, ";").length + (/b/.test("abc") ? 1 : 0) + "a,b,c".split(/,/).length } return n`, "180000")
}

func BenchmarkRegexpMatchLiteral(b *testing.B) {
	benchRun(b, regexpBenchInput+`return s.match(/x/g).length`, "200000")
}
