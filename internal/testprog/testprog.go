// Package testprog reads the header of a test program: the comment lines at
// the top of a .js file that say what running it must give. The program
// suites of the repository (vm/testdata/programs and vm/testdata/memory,
// testdata/execute, testdata/faults, integration/testdata/programs) all
// write their expectations in this one dialect, so a directive means the
// same in every suite.
//
// The header is the run of lines at the very top of the file of the form
// "// name: value" where name is a lowercase word; it ends at the first
// line of another form, and what follows (a prose comment, the code) is not
// read. A lowercase word the suite does not read is an error, not prose: a
// misspelt directive would otherwise make a test that cannot fail. A
// directive that is not log or warning appears at most once.
//
//	// value: <JSON>              the program's value (what it returns), compared as data
//	// result: <JSON>             the whole Result of the run, compact JSON on one line,
//	                              compared as text (field order included)
//	// error: <Kind>: <message>   the run fails with this error kind and message
//	                              ("ExecutionFailure: TypeError: x is not a function");
//	                              "..." at the start or end of the message stands
//	                              for any text there ("TimeoutExceeded: ...took longer...");
//	                              "error: <Kind>" alone checks the kind only.
//	                              Without error (and without result, which says it
//	                              all) the run must succeed.
//	// at: <line>:<col>           where the failure is
//	// log: <line>                a line of console output, one directive a line, in order
//	// warning: <Kind>: <msg>     a warning of the run, in order
//	// calls: <n>                 the number of host calls the run makes
//	// node: skip (<why>)         the program is left out of the differential test against node
//	// limits: <JSON>             the run's Limits ({"timeoutMs": 200, "maxToolCalls": 2})
//	// options: <JSON>            the integration suite's run options ({"limits": {...}, "stepsPerTask": N})
//	// within: <duration>         the run ends within this time (Go syntax: 2s, 500ms)
//	// rss: <size>                the peak resident memory of the process running it stays under this (600MB)
//	// cancel: <duration>         the run's context is cancelled after this time
//	// source: <JS expression>    the program is this expression's value, computed by a plain run
//	                              (for sources too large to commit)
//
// Which directives a suite reads is its own (the fault suite has no use for
// log, the language tests none for rss); Parse is told.
package testprog

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"
)

// Directive is one header line, "// name: value".
type Directive struct {
	Name  string
	Value string // the text after "name: ", as written
	Line  int    // 1-based
}

// Header is a program's directives, in the order of the file.
type Header struct {
	Directives []Directive
	// End is the number of lines the header takes: the program's first
	// line that is not a directive is line End+1.
	End int
}

// check validates a directive's value; nil for free text.
type check func(value string) error

// known are the directives and how their values are checked.
var known = map[string]check{
	"value":   checkJSON,
	"result":  checkJSON,
	"error":   checkError,
	"at":      checkAt,
	"log":     nil,
	"warning": nil,
	"calls":   checkCount,
	"node":    checkNode,
	"limits":  checkJSON,
	"options": checkJSON,
	"within":  checkDuration,
	"rss":     checkBytes,
	"cancel":  checkDuration,
	"source":  checkNonEmpty,
}

// repeatable are the directives that may appear more than once.
var repeatable = map[string]bool{"log": true, "warning": true}

// Parse reads the header of src, the program in file (named in errors),
// whose suite reads the directives in accept. It fails on a directive the
// suite does not read, on a repeated one and on a value of the wrong form.
func Parse(file, src string, accept ...string) (Header, error) {
	ok := map[string]bool{}
	for _, name := range accept {
		if _, found := known[name]; !found {
			panic("testprog: no directive " + name)
		}
		ok[name] = true
	}
	var h Header
	seen := map[string]bool{}
	for i, line := range strings.Split(src, "\n") {
		name, value, is := split(line)
		if !is {
			break
		}
		at := fmt.Sprintf("%s:%d", file, i+1)
		if !ok[name] {
			return Header{}, fmt.Errorf("%s: %q is not a directive this suite reads (%s)", at, name+":", list(accept))
		}
		if seen[name] && !repeatable[name] {
			return Header{}, fmt.Errorf("%s: a second %q", at, name+":")
		}
		seen[name] = true
		if c := known[name]; c != nil {
			if err := c(value); err != nil {
				return Header{}, fmt.Errorf("%s: %s: %w", at, name, err)
			}
		}
		h.Directives = append(h.Directives, Directive{Name: name, Value: value, Line: i + 1})
		h.End = i + 1
	}
	return h, nil
}

// split reads line as a directive: "// name: value" or "// name:" with
// name a lowercase word.
func split(line string) (name, value string, ok bool) {
	rest, ok := strings.CutPrefix(line, "// ")
	if !ok {
		return "", "", false
	}
	name, value, ok = strings.Cut(rest, ":")
	if !ok || name == "" || strings.TrimLeft(name, "abcdefghijklmnopqrstuvwxyz") != "" {
		return "", "", false
	}
	if value != "" && value[0] != ' ' {
		return "", "", false
	}
	return name, strings.TrimPrefix(value, " "), true
}

func list(names []string) string {
	s := append([]string(nil), names...)
	sort.Strings(s)
	return strings.Join(s, ", ")
}

// Has reports whether the header has the directive.
func (h Header) Has(name string) bool {
	_, ok := h.lookup(name)
	return ok
}

// Value is the value of the directive, "" without one.
func (h Header) Value(name string) string {
	v, _ := h.lookup(name)
	return v
}

func (h Header) lookup(name string) (string, bool) {
	for _, d := range h.Directives {
		if d.Name == name {
			return d.Value, true
		}
	}
	return "", false
}

// Values are the values of a repeatable directive (log, warning), in order.
func (h Header) Values(name string) []string {
	var out []string
	for _, d := range h.Directives {
		if d.Name == name {
			out = append(out, d.Value)
		}
	}
	return out
}

// JSON is the value of a JSON directive (value, result, limits, options)
// with its insignificant space removed; "" without one.
func (h Header) JSON(name string) string {
	v, ok := h.lookup(name)
	if !ok {
		return ""
	}
	var b bytes.Buffer
	if err := json.Compact(&b, []byte(v)); err != nil {
		return v // Parse checked it is JSON
	}
	return b.String()
}

// Duration is the value of a duration directive (within, cancel), 0
// without one.
func (h Header) Duration(name string) time.Duration {
	d, _ := time.ParseDuration(strings.TrimSpace(h.Value(name)))
	return d
}

// Bytes is the value of a size directive (rss) in bytes, 0 without one.
func (h Header) Bytes(name string) int64 {
	n, _ := parseBytes(h.Value(name))
	return n
}

// Calls is the value of calls:, -1 without one.
func (h Header) Calls() int {
	v, ok := h.lookup("calls")
	if !ok {
		return -1
	}
	n, _ := strconv.Atoi(strings.TrimSpace(v))
	return n
}

// NodeSkip reports whether the program says node: skip.
func (h Header) NodeSkip() bool {
	return h.Has("node")
}

// Failure is what an error: directive expects.
type Failure struct {
	Kind string
	// Message is the expected message; "..." at its start or end stands
	// for any text there. Without a message (AnyMessage) only the kind is
	// checked.
	Message    string
	AnyMessage bool
}

// Failure is the header's error: directive; ok is false without one.
func (h Header) Failure() (f Failure, ok bool) {
	v, ok := h.lookup("error")
	if !ok {
		return Failure{}, false
	}
	kind, msg, hasMsg := strings.Cut(v, ": ")
	return Failure{Kind: strings.TrimSpace(kind), Message: msg, AnyMessage: !hasMsg}, true
}

// Matches reports whether an error of kind with message is the failure
// expected.
func (f Failure) Matches(kind, message string) bool {
	if kind != f.Kind {
		return false
	}
	if f.AnyMessage {
		return true
	}
	want := f.Message
	anyStart, anyEnd := strings.HasPrefix(want, "..."), strings.HasSuffix(want, "...")
	want = strings.TrimPrefix(want, "...")
	if anyEnd {
		want = strings.TrimSuffix(want, "...")
	}
	switch {
	case anyStart && anyEnd:
		return strings.Contains(message, want)
	case anyStart:
		return strings.HasSuffix(message, want)
	case anyEnd:
		return strings.HasPrefix(message, want)
	}
	return message == want
}

// String is the failure as the directive writes it.
func (f Failure) String() string {
	if f.AnyMessage {
		return f.Kind
	}
	return f.Kind + ": " + f.Message
}

// Set returns src with the value of its directive name replaced by value,
// or with the directive added as the first line when the header has none.
func Set(src, name, value string) string {
	lines := strings.Split(src, "\n")
	line := Line(name, value)
	for i, l := range lines {
		n, _, ok := split(l)
		if !ok {
			break
		}
		if n == name {
			lines[i] = line
			return strings.Join(lines, "\n")
		}
	}
	return line + "\n" + src
}

// Line is the header line of a directive.
func Line(name, value string) string {
	return "// " + name + ": " + value
}

func checkJSON(v string) error {
	if !json.Valid([]byte(v)) {
		return fmt.Errorf("%q is not JSON", v)
	}
	return nil
}

func checkError(v string) error {
	kind, _, _ := strings.Cut(v, ": ")
	if kind == "" || strings.ContainsAny(kind, " :") {
		return fmt.Errorf("%q: want <Kind> or <Kind>: <message>", v)
	}
	return nil
}

func checkAt(v string) error {
	l, c, ok := strings.Cut(v, ":")
	if _, err := strconv.Atoi(l); err != nil || !ok {
		return fmt.Errorf("%q: want <line>:<col>", v)
	}
	if _, err := strconv.Atoi(c); err != nil {
		return fmt.Errorf("%q: want <line>:<col>", v)
	}
	return nil
}

func checkCount(v string) error {
	if n, err := strconv.Atoi(strings.TrimSpace(v)); err != nil || n < 0 {
		return fmt.Errorf("%q is not a count", v)
	}
	return nil
}

func checkNode(v string) error {
	if !strings.HasPrefix(v, "skip") {
		return fmt.Errorf("%q: want skip (<why>)", v)
	}
	return nil
}

func checkDuration(v string) error {
	if _, err := time.ParseDuration(strings.TrimSpace(v)); err != nil {
		return err
	}
	return nil
}

func checkBytes(v string) error {
	_, err := parseBytes(v)
	return err
}

func checkNonEmpty(v string) error {
	if strings.TrimSpace(v) == "" {
		return fmt.Errorf("empty")
	}
	return nil
}

// parseBytes reads "600MB", "2GB", "64KB" or a plain byte count.
func parseBytes(s string) (int64, error) {
	s = strings.TrimSpace(s)
	mult := int64(1)
	for _, u := range []struct {
		suffix string
		m      int64
	}{{"KB", 1 << 10}, {"MB", 1 << 20}, {"GB", 1 << 30}} {
		if n, ok := strings.CutSuffix(s, u.suffix); ok {
			s, mult = n, u.m
			break
		}
	}
	n, err := strconv.ParseInt(strings.TrimSpace(s), 10, 64)
	if err != nil {
		return 0, fmt.Errorf("%q: want a size like 600MB", s)
	}
	return n * mult, nil
}
