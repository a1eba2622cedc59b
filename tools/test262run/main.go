// Command test262run runs tc39/test262 tests on the CodeMode VM and reports
// pass rates. It is a measurement tool, not a CI test: test262 is not part of
// the repository, so point -root at a checkout (see README.md).
//
//	go run ./tools/test262run -root /tmp/test262 -filter test/language -json /tmp/out.json -j 2
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// unclaimed are test262 features the VM does not claim (docs/interpreter-
// support.md): tests that list any of them are skipped.
var unclaimed = []string{
	"SharedArrayBuffer", "Atomics", "uint8array-base64",
	"host-gc-required",
	"Intl", "intl-normative-optional", "Temporal", "ShadowRealm", "cross-realm",
	"decorators", "import-attributes", "import-assertions", "json-modules", "source-phase-imports",
	"import-defer", "dynamic-import", "import.meta", "top-level-await",
	"regexp-match-indices",
	"Array.fromAsync", "tail-call-optimization",
	"Symbol.hasInstance", "IsHTMLDDA", "explicit-resource-management", "Atomics.waitAsync",
	"Atomics.pause", "legacy-regexp", "caller", "promise-with-resolvers", "iterator-sequencing",
	"joint-iteration", "upsert", "Math.sumPrecise", "Error.isError", "immutable-arraybuffer",
	"canonical-tz", "Intl.Locale-info",
	// Iterator proposals after ES2025.
	"iterator-chunking", "iterator-includes", "Iterator.prototype.join",
	// A proposal node 20 lacks too (Promise.allKeyed/allSettledKeyed).
	"await-dictionary",
}

// unclaimedDirs are built-in directories of globals the VM does not have;
// their tests do not always list the feature.
var unclaimedDirs = []string{
	"SharedArrayBuffer", "Atomics", "Temporal", "ShadowRealm",
}

// outOfScope is what -scope es2025 leaves out: only what a CodeMode
// program cannot have by design (eval and the Function constructor, which
// designReason finds in a test's source and execute at run time; the
// global object and other realms; modules;
// shared memory; a host hook to collect garbage) and what is not ES2025
// (later proposals; tail calls, which V8 never shipped). Every other
// test counts, whether or not the VM claims its feature.
var outOfScope = []string{
	"cross-realm", "ShadowRealm", "IsHTMLDDA", "host-gc-required",
	"import-attributes", "import-assertions", "json-modules", "source-phase-imports", "import-defer",
	"dynamic-import", "import.meta", "top-level-await",
	"SharedArrayBuffer", "Atomics", "Atomics.waitAsync", "Atomics.pause",
	"Temporal", "decorators", "explicit-resource-management", "iterator-sequencing", "joint-iteration",
	"upsert", "Math.sumPrecise", "Error.isError", "immutable-arraybuffer", "canonical-tz", "Intl.Locale-info",
	"iterator-chunking", "iterator-includes", "Iterator.prototype.join", "await-dictionary", "Array.fromAsync",
	"uint8array-base64", "legacy-regexp", "tail-call-optimization",
	"json-parse-with-source", "error-stack-accessor", "nonextensible-applies-to-private", "export-defer",
	"import-text", "import-bytes", "Intl.Era-monthcode",
}

var outOfScopeDirs = []string{"SharedArrayBuffer", "Atomics", "Temporal", "ShadowRealm", "eval", "global"}

// outOfScopeLanguage are the test/language directories -scope es2025 skips:
// eval code and the global scope's own semantics.
var outOfScopeLanguage = []string{"eval-code", "global-code"}

func main() {
	root := flag.String("root", "/tmp/test262", "test262 checkout")
	filter := flag.String("filter", "test/language", "comma-separated path prefixes under -root")
	jsonOut := flag.String("json", "/tmp/test262-results.json", "file for the full result list")
	workers := flag.Int("j", 2, "tests run in parallel")
	steps := flag.Int64("steps", 50_000_000, "step budget per test")
	timeout := flag.Duration("timeout", 10*time.Second, "wall-clock budget per test")
	top := flag.Int("top", 25, "failure messages to list")
	extraSkip := flag.String("skip-features", "", "comma-separated extra features to skip")
	isWorker := flag.Bool("worker", false, "internal: run the file paths read from stdin")
	heapMB := flag.Uint64("heap-mb", 2048, "a worker whose heap grows past this many MB is ended (the test counts as a crash)")
	program := flag.String("program", "", "run one plain program file (no harness) and print its outcome, for reproducing bugs")
	scope := flag.String("scope", "claimed", "which tests count: claimed (skip the features the VM does not claim) or es2025 (skip only what is out of scope by design or not ES2025)")
	flag.Parse()
	skipFeats, skipDirs := unclaimed, unclaimedDirs
	switch *scope {
	case "claimed":
	case "es2025":
		skipFeats, skipDirs = outOfScope, outOfScopeDirs
	default:
		fmt.Fprintln(os.Stderr, "test262run: -scope is claimed or es2025")
		os.Exit(2)
	}

	var files []string
	var err error
	if !*isWorker {
		files, err = collect(*root, strings.Split(*filter, ","))
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "test262run:", err)
		os.Exit(2)
	}
	r := &runner{root: *root, steps: *steps, timeout: *timeout, harness: map[string]string{}, skipFeats: map[string]bool{}}
	for _, f := range skipFeats {
		r.skipFeats[f] = true
	}
	for _, d := range skipDirs {
		r.skipDirs = append(r.skipDirs, "test/built-ins/"+d+"/")
	}
	if *scope == "es2025" {
		r.skipByDesign = true
		for _, d := range outOfScopeLanguage {
			r.skipDirs = append(r.skipDirs, "test/language/"+d+"/")
		}
	}
	for _, f := range strings.Split(*extraSkip, ",") {
		if f = strings.TrimSpace(f); f != "" {
			r.skipFeats[f] = true
		}
	}

	if *program != "" {
		src, err := os.ReadFile(*program)
		if err != nil {
			fmt.Fprintln(os.Stderr, "test262run:", err)
			os.Exit(2)
		}
		res := r.execute(string(src), &meta{})
		fmt.Printf("%s: %s%s\n", res.Outcome, res.Message, res.Value)
		return
	}
	if *isWorker {
		if err := serveWorker(r, os.Stdin, os.Stdout, *heapMB<<20); err != nil {
			fmt.Fprintln(os.Stderr, "test262run worker:", err)
			os.Exit(2)
		}
		return
	}
	workerArgs := []string{"-worker", "-root", *root, "-scope", *scope, "-steps", fmt.Sprint(*steps),
		"-timeout", timeout.String(), "-skip-features", *extraSkip, "-heap-mb", fmt.Sprint(*heapMB)}
	start := time.Now()
	results := runAllWorkers(workerArgs, files, *workers)
	fmt.Fprintf(os.Stderr, "ran %d files in %v\n", len(files), time.Since(start).Round(time.Second))

	report(os.Stdout, results, *top)
	if *jsonOut != "" {
		if err := writeJSON(*jsonOut, results); err != nil {
			fmt.Fprintln(os.Stderr, "test262run:", err)
			os.Exit(2)
		}
		fmt.Printf("\nfull results: %s\n", *jsonOut)
	}
}

// collect lists the test files under each prefix, sorted, leaving out the
// fixtures other tests import.
func collect(root string, prefixes []string) ([]string, error) {
	var files []string
	for _, prefix := range prefixes {
		prefix = strings.TrimSpace(prefix)
		if prefix == "" {
			continue
		}
		base := filepath.Join(root, prefix)
		err := filepath.WalkDir(base, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() || !strings.HasSuffix(path, ".js") || strings.Contains(path, "_FIXTURE") {
				return nil
			}
			rel, err := filepath.Rel(root, path)
			if err != nil {
				return err
			}
			files = append(files, filepath.ToSlash(rel))
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	sort.Strings(files)
	return files, nil
}

func writeJSON(path string, results []result) error {
	b, err := json.MarshalIndent(results, "", " ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, b, 0o644)
}
