// within: 500ms
// rss: 300MB
// source: "const f = x => x, T = 1; return " + "(a => ".repeat(400) + "f<T>(a)" + ")(1)".repeat(400) + " === false"
// A JavaScript program with what may be a call with type arguments,
// f<T>(x), is also tried as TypeScript; inside 400 nested arrows that
// shadow one name, esbuild's renamer would take seconds, so the
// JavaScript reading stands.
