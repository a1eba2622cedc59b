package vm

import "testing"

// Benchmarks of the language's iteration paths (for-of, generators,
// async generators, classes with private members).

func BenchmarkForOfArray(b *testing.B) {
	benchRun(b, `const a = []; for (let i = 0; i < 10000; i++) a.push(i); let s = 0; for (const x of a) s += x; return s`, "49995000")
}

func BenchmarkGeneratorLoop(b *testing.B) {
	benchRun(b, `function* g(n) { for (let i = 0; i < n; i++) yield i } let s = 0; for (const x of g(10000)) s += x; return s`, "49995000")
}

func BenchmarkYieldStar(b *testing.B) {
	benchRun(b, `function* inner(n) { for (let i = 0; i < n; i++) yield i } function* outer() { yield* inner(5000); yield* inner(5000) } let s = 0; for (const x of outer()) s += x; return s`, "24995000")
}

func BenchmarkAsyncGenerator(b *testing.B) {
	benchRun(b, `async function* g(n) { for (let i = 0; i < n; i++) yield i } let s = 0; for await (const x of g(2000)) s += x; return s`, "1999000")
}

func BenchmarkPrivateField(b *testing.B) {
	benchRun(b, `class C { #n = 0; inc() { this.#n++ } get n() { return this.#n } } const c = new C(); for (let i = 0; i < 100000; i++) c.inc(); return c.n`, "100000")
}
