package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"runtime/debug"
	"strings"
	"sync"
	"time"

	"github.com/codemode-go/codemode/vm"
	"github.com/codemode-go/codemode/vm/compile"
	"github.com/codemode-go/codemode/vm/syntax"
)

// Outcomes of one test variant.
const (
	outPass        = "pass"
	outFail        = "fail"
	outUnsupported = "unsupported" // compile.Compile rejected a construct (UnsupportedSyntax)
	outPanic       = "panic"       // a Go panic: always a VM bug
	outTimeout     = "timeout"     // step budget or wall clock exhausted
	outCrash       = "crash"       // the worker process died (a fatal Go error): always a VM bug
	outSkip        = "skip"
)

// result is one run of one test in one mode.
type result struct {
	Path    string   `json:"path"`
	Mode    string   `json:"mode"` // strict, sloppy or raw
	Outcome string   `json:"outcome"`
	Message string   `json:"message,omitempty"`
	Tags    []string `json:"tags,omitempty"`
	Value   string   `json:"-"` // the program's result, for -program
}

// prelude stands in for the host functions test262's harness expects
// (print, $262). It is not a full $262: realms, agents and evalScript are
// out of reach of a confined VM, and tests needing them fail visibly.
const prelude = `var __t262resolve;
var __t262done = new Promise(function (resolve) { __t262resolve = resolve; });
var print = function (s) {
  console.log(String(s));
  if (String(s).indexOf("Test262:Async") === 0) __t262resolve();
};
var $262 = {
  global: globalThis,
  gc: function () {},
  evalScript: function () { throw new Test262Error("$262.evalScript is not supported"); },
  createRealm: function () { throw new Test262Error("$262.createRealm is not supported"); },
  detachArrayBuffer: (function (transfer, detached) {
    // transfer() detaches its buffer (both taken before a test can
    // replace them); a detached buffer stays so.
    return function (buffer) {
      if (!detached.call(buffer)) transfer.call(buffer);
      return null;
    };
  })(ArrayBuffer.prototype.transfer, Object.getOwnPropertyDescriptor(ArrayBuffer.prototype, "detached").get),
  agent: {}
};
`

// runner holds what every test shares: the harness files (read once).
type runner struct {
	root      string
	steps     int64
	timeout   time.Duration
	mu        sync.Mutex
	harness   map[string]string
	skipFeats map[string]bool
	skipDirs  []string // path prefixes whose tests are skipped
	// skipByDesign skips the tests that use what a CodeMode program cannot
	// have by design (designReason), whatever their features say.
	skipByDesign bool
}

// compilesStrings matches a call of eval or of a constructor that compiles
// a string (Function, AsyncFunction, GeneratorFunction, ...).
var compilesStrings = regexp.MustCompile(`\beval\s*\(|\b(?:Async)?(?:Generator)?Function\s*\(`)

// designReason says why a test needs what a CodeMode program cannot have
// by design: code compiled from strings, or the global object or another
// realm; "" when it does not.
func designReason(src string, md *meta) string {
	for _, inc := range md.Includes {
		switch inc {
		case "fnGlobalObject.js":
			return "by design: the global object"
		case "wellKnownIntrinsicObjects.js":
			// It finds the intrinsics by compiling their source text.
			return "by design: eval and the Function constructor (the harness compiles strings)"
		}
	}
	for _, s := range []string{"$262.global", "$262.createRealm", "$262.evalScript", "$262.IsHTMLDDA"} {
		if strings.Contains(src, s) {
			return "by design: the global object and realms"
		}
	}
	if compilesStrings.MatchString(src) {
		return "by design: eval and the Function constructor"
	}
	if usesTopLevelThis(src) {
		return "by design: the global object (this at the top level)"
	}
	return ""
}

// usesTopLevelThis reports whether src reads this outside every function
// and class: a CodeMode program is the body of an async function, so that
// this is undefined, not the global object a script sees.
func usesTopLevelThis(src string) bool {
	if !strings.Contains(src, "this") {
		return false
	}
	ast, err := syntax.ParseOptions(src, syntax.Options{NoTypeScript: true})
	if err != nil {
		return false
	}
	return findThis(reflect.ValueOf(ast))
}

// findThis walks the syntax tree below v by reflection (the tool needs no
// walker of its own in vm/syntax), not descending into the functions and
// classes that bind their own this.
func findThis(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			return false
		}
		switch n := v.Interface().(type) {
		case *syntax.ThisExpr:
			return true
		case *syntax.Function:
			return n.IsArrow && findThis(v.Elem())
		case *syntax.Class:
			return false
		}
		return findThis(v.Elem())
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			if v.Type().Field(i).IsExported() && findThis(v.Field(i)) {
				return true
			}
		}
	case reflect.Slice:
		for i := 0; i < v.Len(); i++ {
			if findThis(v.Index(i)) {
				return true
			}
		}
	}
	return false
}

// resizableArrayBufferUtils.js makes its typed array subclasses with the
// Function constructor (so that it loads where class syntax is missing);
// the runner makes the same classes with class syntax instead, so that
// the tests of resizable buffers test those and not eval.
const (
	rabSubClassFunction = "new Function('return class My' + type + ' extends ' + type + ' {}')()"
	rabSubClassLiteral  = "({ ['My' + type]: class extends globalThis[type] {} })['My' + type]"
)

func (r *runner) include(name string) (string, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if s, ok := r.harness[name]; ok {
		return s, nil
	}
	b, err := os.ReadFile(filepath.Join(r.root, "harness", name))
	if err != nil {
		return "", err
	}
	s := string(b)
	if name == "resizableArrayBufferUtils.js" {
		if !strings.Contains(s, rabSubClassFunction) {
			return "", fmt.Errorf("%s no longer makes its subclasses as the runner expects", name)
		}
		s = strings.Replace(s, rabSubClassFunction, rabSubClassLiteral, 1)
	}
	r.harness[name] = s
	return s, nil
}

// runFile runs every variant a test file asks for.
func (r *runner) runFile(rel string) []result {
	b, err := os.ReadFile(filepath.Join(r.root, rel))
	if err != nil {
		return []result{{Path: rel, Outcome: outFail, Message: "read: " + err.Error()}}
	}
	src := string(b)
	md := parseMeta(src)
	for _, d := range r.skipDirs {
		if strings.HasPrefix(rel, d) {
			return []result{{Path: rel, Outcome: outSkip, Message: "directory " + d}}
		}
	}
	if reason := r.skipReason(&md); reason != "" {
		return []result{{Path: rel, Outcome: outSkip, Message: reason}}
	}
	if r.skipByDesign {
		if reason := designReason(src, &md); reason != "" {
			return []result{{Path: rel, Outcome: outSkip, Message: reason}}
		}
	}
	if md.hasFlag("raw") {
		return []result{r.runVariant(rel, "raw", src, &md, src)}
	}
	var body strings.Builder
	body.WriteString(prelude)
	includes := append([]string{"assert.js", "sta.js"}, md.Includes...)
	if md.hasFlag("async") {
		includes = append(includes, "doneprintHandle.js")
	}
	for _, inc := range includes {
		s, err := r.include(inc)
		if err != nil {
			return []result{{Path: rel, Outcome: outFail, Message: "harness: " + err.Error()}}
		}
		body.WriteString(s)
		body.WriteString("\n")
	}
	if md.hasFlag("async") {
		// asyncHelpers.js looks for $DONE on the global object.
		body.WriteString("\nglobalThis.$DONE = $DONE;\n")
	}
	body.WriteString(src)
	if md.hasFlag("async") {
		// The run ends when the program body settles, and jobs still queued
		// then never run; so an async test's body waits for $DONE's print.
		body.WriteString("\n;await __t262done;\n")
	}
	// A trailing null makes the program's result plain data whatever the
	// test's last expression statement was.
	body.WriteString("\n;null;\n")
	full := body.String()
	var out []result
	if !md.hasFlag("onlyStrict") {
		out = append(out, r.runVariant(rel, "sloppy", full, &md, src))
	}
	if !md.hasFlag("noStrict") {
		out = append(out, r.runVariant(rel, "strict", "\"use strict\";\n"+full, &md, src))
	}
	return out
}

func (r *runner) skipReason(md *meta) string {
	if md.hasFlag("module") {
		return "module"
	}
	if md.Negative != nil && md.Negative.Phase == "resolution" {
		return "module"
	}
	for _, f := range md.Features {
		if r.skipFeats[f] {
			return "feature " + f
		}
	}
	return ""
}

const hardGuardMessage = "wall clock (hard guard)"

// codeGenerationRefused starts the message of the EvalError that eval and
// the Function constructors throw in a CodeMode program.
const codeGenerationRefused = "EvalError: Code generation from strings disallowed"

// runVariant runs one program under a hard wall-clock guard. A test that
// outlives the guard is abandoned (its goroutine keeps running until the
// step budget ends it); this is a measurement tool, not a server.
func (r *runner) runVariant(rel, mode, program string, md *meta, testSrc string) result {
	done := make(chan result, 1)
	go func() { done <- r.execute(program, md) }()
	var res result
	select {
	case res = <-done:
	case <-time.After(2*r.timeout + 5*time.Second):
		res = result{Outcome: outTimeout, Message: hardGuardMessage}
	}
	res.Path, res.Mode = rel, mode
	if res.Outcome == outFail || res.Outcome == outUnsupported {
		res.Tags = tagsFor(testSrc, md)
	}
	return res
}

// execute parses, compiles and runs program, judging the outcome against
// the test's expectations.
func (r *runner) execute(program string, md *meta) (res result) {
	defer func() {
		if p := recover(); p != nil {
			res = result{Outcome: outPanic, Message: fmt.Sprintf("go panic outside Run: %v\n%s", p, debug.Stack())}
		}
	}()
	neg := md.Negative
	// A test is a Script: await is an identifier and return an error at
	// its top level. An async test waits for $DONE with a top-level
	// await, so it is parsed as a CodeMode program (an async function
	// body) instead.
	goal := syntax.GoalScript
	if md.hasFlag("async") {
		goal = syntax.GoalProgram
	}
	ast, err := syntax.ParseOptions(program, syntax.Options{NoTypeScript: true, Goal: goal})
	if err != nil {
		var pe *syntax.Error
		if !errors.As(err, &pe) {
			return result{Outcome: outFail, Message: "parse: " + err.Error()}
		}
		if neg != nil && neg.Phase == "parse" {
			return result{Outcome: outPass}
		}
		return result{Outcome: outFail, Message: "ParseError: " + pe.Msg}
	}
	p, err := compile.Compile(ast)
	if err != nil {
		return result{Outcome: outUnsupported, Message: "UnsupportedSyntax: " + errMsg(err)}
	}
	if neg != nil && neg.Phase == "parse" {
		return result{Outcome: outFail, Message: "expected a parse-time " + neg.Type + ", but the program compiled"}
	}
	m := vm.New(p, vm.Config{})
	deadline := time.Now().Add(r.timeout)
	for {
		st := m.Run(1 << 20)
		if st == vm.StatusDone || st == vm.StatusFailed {
			break
		}
		if st == vm.StatusBlocked {
			return result{Outcome: outFail, Message: "blocked on a host call"}
		}
		if m.Steps() >= r.steps {
			return result{Outcome: outTimeout, Message: fmt.Sprintf("step budget (%d) exhausted", r.steps)}
		}
		if time.Now().After(deadline) {
			return result{Outcome: outTimeout, Message: "wall clock"}
		}
	}
	if f := m.Failure(); f != nil {
		if strings.HasPrefix(f.Message, "internal error:") {
			return result{Outcome: outPanic, Message: f.Message}
		}
		msg := cleanMessage(f.Message)
		if md.hasFlag("async") && strings.Contains(msg, "can never settle") {
			msg = "async test never called $DONE"
		}
		if neg != nil && neg.Phase == "runtime" && strings.HasPrefix(msg, neg.Type) {
			return result{Outcome: outPass}
		}
		if r.skipByDesign && (strings.HasPrefix(msg, codeGenerationRefused) || strings.Contains(msg, "but got a EvalError")) {
			// The test compiles a string where its source does not show it
			// (a constructor read from a function's prototype chain, eval
			// passed around as a value), or expected the compiled string's
			// own error (assert.throws(SyntaxError, ...)) and got the
			// EvalError instead.
			return result{Outcome: outSkip, Message: "by design: eval and the Function constructor (at run time)"}
		}
		return result{Outcome: outFail, Message: msg}
	}
	if neg != nil {
		return result{Outcome: outFail, Message: "expected a runtime " + neg.Type + ", but the program completed"}
	}
	if md.hasFlag("async") {
		return asyncOutcome(m.Logs())
	}
	return result{Outcome: outPass, Value: string(m.Result())}
}

// asyncOutcome reads the lines doneprintHandle.js printed.
func asyncOutcome(logs []string) result {
	for _, l := range logs {
		if strings.Contains(l, "Test262:AsyncTestComplete") {
			return result{Outcome: outPass}
		}
		if i := strings.Index(l, "Test262:AsyncTestFailure:"); i >= 0 {
			return result{Outcome: outFail, Message: l[i+len("Test262:AsyncTestFailure:"):]}
		}
	}
	return result{Outcome: outFail, Message: "async test finished without calling $DONE"}
}

// reUncaught matches how the VM words an uncaught throw of a non-Error
// object such as sta.js's Test262Error: "Uncaught Test262Error {\n  message: '...'\n}".
var reUncaught = regexp.MustCompile(`(?s)^Uncaught (\w+) \{\s*message: (?:'(.*)'|"(.*)")\s*\}$`)

// cleanMessage words a thrown Test262Error like an Error ("Test262Error: msg")
// so that messages group and negative tests can match the type name.
func cleanMessage(msg string) string {
	if sm := reUncaught.FindStringSubmatch(msg); sm != nil {
		return sm[1] + ": " + strings.ReplaceAll(sm[2]+sm[3], `\'`, "'")
	}
	return msg
}

// errMsg drops the "line:col: " prefix so equal messages group together.
func errMsg(err error) string {
	var ce *compile.Error
	if errors.As(err, &ce) {
		return ce.Msg
	}
	return err.Error()
}

// tagsFor guesses why a test may fail by design rather than by bug, so the
// report can separate them. The guesses are heuristics on the test source.
func tagsFor(src string, md *meta) []string {
	var tags []string
	for _, inc := range md.Includes {
		if inc == "fnGlobalObject.js" {
			tags = append(tags, "global-scope")
			break
		}
	}
	if tags == nil && (strings.Contains(src, "this.") || strings.Contains(src, "globalThis") || strings.Contains(src, "$262.global")) {
		tags = append(tags, "global-scope?")
	}
	if strings.Contains(src, "eval(") || strings.Contains(src, "Function(") {
		tags = append(tags, "eval")
	}
	if strings.Contains(src, "with (") || strings.Contains(src, "with(") {
		tags = append(tags, "with")
	}
	return tags
}
