package durabletools

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/codemode-go/codemode/internal/jsonerr"
)

// The error kinds a tool call can fail with. They are CodeMode diagnostic
// kinds: the program sees a thrown Error, and an uncaught one ends the run
// with this kind.
const (
	ToolFailure       = "ToolFailure"       // the tool refused or failed
	InvalidToolInput  = "InvalidToolInput"  // input failed schema validation or decoding
	InvalidToolOutput = "InvalidToolOutput" // output failed encoding, validation or copying
)

// MaxDepth is how deeply data crossing the tool boundary may nest (arrays and
// objects): the CodeMode plain-data contract.
const MaxDepth = 32

// MaxArrayLength is the most elements an array crossing the tool boundary
// may have: the most a program's array may hold (vm's limit).
const MaxArrayLength = 1 << 24

// Error is how a tool call failed. Every error returned by Execute, Start,
// Wait and Cancel is an *Error.
//
// Message is what the program sees. A tool that wants the program (and so
// the model) to read why it failed returns an *Error itself, with ToolError
// or ToolErrorf, or with Kind InvalidToolInput, say, to reject input its
// schema cannot express (wrapped with %w is fine too): its Message reaches
// the program unchanged. Any other error, and a panic, is a host failure:
// its text may hold internals (addresses, credentials, stack details), so
// the program sees only "tools.orders.lookup failed" while Err keeps the
// original for the host (errors.Is and errors.As reach it, and Error
// includes its text).
type Error struct {
	Kind    string // ToolFailure, InvalidToolInput or InvalidToolOutput
	Message string
	Err     error // the underlying cause, if any

	hidden bool // Message hides Err: Error shows both, for the host
}

func (e *Error) Error() string {
	if e.hidden && e.Err != nil {
		return e.Kind + ": " + e.Message + ": " + e.Err.Error()
	}
	return e.Kind + ": " + e.Message
}

func (e *Error) Unwrap() error { return e.Err }

// ToolError returns a ToolFailure whose message the program sees as is: the
// way a tool tells the model why it failed without showing host internals.
func ToolError(message string) error {
	return &Error{Kind: ToolFailure, Message: message}
}

// ToolErrorf is ToolError with a message formatted like fmt.Errorf. The
// whole formatted text reaches the program; an error wrapped with %w stays
// reachable for the host through errors.Is and errors.As.
func ToolErrorf(format string, args ...any) error {
	err := fmt.Errorf(format, args...)
	e := &Error{Kind: ToolFailure, Message: err.Error()}
	switch err.(type) {
	case interface{ Unwrap() error }, interface{ Unwrap() []error }:
		e.Err = err // keeps every %w operand reachable
	}
	return e
}

// FailedMessage is the message the program sees for a host failure of the
// tool at path: its expression, such as "tools.orders.lookup failed".
func FailedMessage(path string) string {
	if path == "" {
		return "the tool failed"
	}
	return Expression(path) + " failed"
}

// failure turns an error returned by the tool at path into an *Error: the
// tool's own *Error as it is, anything else a host failure.
func failure(path string, err error) *Error {
	if te, ok := err.(*Error); ok && te.hidden {
		return te // already made by hostFailure
	}
	var te *Error
	if errors.As(err, &te) && te != nil && !te.hidden {
		switch te.Kind {
		case ToolFailure, InvalidToolInput, InvalidToolOutput:
			return te
		}
		return &Error{Kind: ToolFailure, Message: te.Message, Err: err}
	}
	return hostFailure(path, err)
}

// hostFailure is the ToolFailure for err, an error of the host that the
// program must not read.
func hostFailure(path string, err error) *Error {
	return &Error{Kind: ToolFailure, Message: FailedMessage(path), Err: err, hidden: true}
}

// Execute runs one call of the tool: it checks and decodes input, runs the
// tool, and checks and copies its output. The output is compact JSON, or nil
// when the program should see undefined. A durable tool runs Start and then
// Wait, and if ctx is cancelled while it waits, Cancel (with a context that
// is not cancelled).
//
// A panic in the tool is recovered and reported as a ToolFailure.
func (t *Tool) Execute(ctx context.Context, input json.RawMessage, call Call) (json.RawMessage, error) {
	if t.kind == KindDurable {
		data, err := t.Start(ctx, input, call)
		if err != nil {
			return nil, err
		}
		out, err := t.Wait(ctx, data, call)
		if err != nil && ctx.Err() != nil {
			// The run was interrupted while the work went on: stop it.
			_ = t.Cancel(context.WithoutCancel(ctx), data, call)
		}
		return out, err
	}
	if err := t.usable(call.Path); err != nil {
		return nil, err
	}
	input, err := t.checkInput(input)
	if err != nil {
		return nil, err
	}
	out, err := protect(call.Path, func() (json.RawMessage, error) { return t.run(ctx, input, call) })
	if err != nil {
		return nil, err
	}
	return t.checkOutput(out)
}

// Start begins a durable tool's work: it checks and decodes input and returns
// the work's data as JSON. It fails with ToolFailure on a tool that is not
// durable.
func (t *Tool) Start(ctx context.Context, input json.RawMessage, call Call) (json.RawMessage, error) {
	if err := t.usableDurable(call.Path); err != nil {
		return nil, err
	}
	input, err := t.checkInput(input)
	if err != nil {
		return nil, err
	}
	data, err := protect(call.Path, func() (json.RawMessage, error) { return t.start(ctx, input, call) })
	if err != nil {
		return nil, err
	}
	if data, err = plainJSON(data); err != nil {
		return nil, hostFailure(call.Path, fmt.Errorf("durable tool data: %w", err))
	}
	return data, nil
}

// Wait waits for the output of a durable tool's work started with data, then
// checks and copies it like Execute. It may be called more than once for the
// same data (after a resume, or a retried activity).
func (t *Tool) Wait(ctx context.Context, data json.RawMessage, call Call) (json.RawMessage, error) {
	if err := t.usableDurable(call.Path); err != nil {
		return nil, err
	}
	out, err := protect(call.Path, func() (json.RawMessage, error) { return t.wait(ctx, data, call) })
	if err != nil {
		return nil, err
	}
	return t.checkOutput(out)
}

// Cancel stops a durable tool's work started with data. A tool without a
// cancel function does nothing.
func (t *Tool) Cancel(ctx context.Context, data json.RawMessage, call Call) error {
	if err := t.usableDurable(call.Path); err != nil {
		return err
	}
	if t.cancel == nil {
		return nil
	}
	_, err := protect(call.Path, func() (json.RawMessage, error) { return nil, t.cancel(ctx, data, call) })
	if err != nil {
		return err
	}
	return nil
}

// usable fails for a tool whose definition is broken (a host mistake the
// program cannot fix, so it sees only that the tool failed).
func (t *Tool) usable(path string) error {
	if t.err != nil {
		return hostFailure(path, fmt.Errorf("the tool cannot run: %w", t.err))
	}
	return nil
}

func (t *Tool) usableDurable(path string) error {
	if err := t.usable(path); err != nil {
		return err
	}
	if t.kind != KindDurable {
		return &Error{Kind: ToolFailure, Message: "the tool is not durable: it has no start, wait and cancel"}
	}
	return nil
}

// protect runs f, the tool at path, turning a panic into a host failure
// and any error into an *Error: a tool must never crash its host.
func protect(path string, f func() (json.RawMessage, error)) (out json.RawMessage, err error) {
	defer func() {
		if r := recover(); r != nil {
			out, err = nil, hostFailure(path, Panicked(r))
		}
	}()
	out, err = f()
	if err != nil {
		return nil, failure(path, err)
	}
	return out, nil
}

// Panicked is the error for a recovered panic value r: it wraps r when r is
// an error, so errors.Is and errors.As still reach it.
func Panicked(r any) error {
	if err, ok := r.(error); ok {
		return fmt.Errorf("panic: %w", err)
	}
	return fmt.Errorf("panic: %v", r)
}

// CheckInput checks input the way Execute and Start do before the tool
// runs, and returns the input the tool will see: a compact copy, validated
// against a typed tool's schema ("{}" for a missing argument of a tool whose
// input has no required property). Hooks that inspect a call's input use it.
func (t *Tool) CheckInput(input json.RawMessage) (json.RawMessage, error) {
	if err := t.usable(""); err != nil {
		return nil, err
	}
	return t.checkInput(input)
}

// checkInput validates input against a typed tool's schema. A raw tool's
// input passes unvalidated: its schema only shapes the signature.
func (t *Tool) checkInput(input json.RawMessage) (json.RawMessage, error) {
	input, err := plainJSON(input)
	if err != nil {
		return nil, &Error{Kind: InvalidToolInput, Message: "input: " + err.Error(), Err: err}
	}
	if input == nil {
		input = json.RawMessage("null")
	}
	if t.inputCheck == nil {
		return input, nil
	}
	var v any
	if err := json.Unmarshal(input, &v); err != nil {
		return nil, &Error{Kind: InvalidToolInput, Message: jsonerr.Decode("input", err), Err: err}
	}
	// A call without an argument passes null; a tool whose input object has
	// no required property is callable that way, as if with {}.
	if v == nil && optionalObject(t.input) {
		input, v = json.RawMessage("{}"), map[string]any{}
	}
	if err := validate(t.input, t.inputCheck, v); err != nil {
		if v == nil {
			return nil, &Error{Kind: InvalidToolInput, Message: "the tool needs an input argument", Err: err}
		}
		return nil, &Error{Kind: InvalidToolInput, Message: validationDetail("input", err), Err: err}
	}
	return input, nil
}

// checkOutput copies output and validates it against a typed tool's schema.
func (t *Tool) checkOutput(out json.RawMessage) (json.RawMessage, error) {
	out, err := plainJSON(out)
	if err != nil {
		return nil, &Error{Kind: InvalidToolOutput, Message: "output: " + err.Error(), Err: err}
	}
	if out == nil || t.outputCheck == nil {
		return out, nil
	}
	var v any
	if err := json.Unmarshal(out, &v); err != nil {
		return nil, &Error{Kind: InvalidToolOutput, Message: jsonerr.Decode("output", err), Err: err}
	}
	if err := validate(t.output, t.outputCheck, v); err != nil {
		return nil, &Error{Kind: InvalidToolOutput, Message: validationDetail("output", err), Err: err}
	}
	return out, nil
}

// plainJSON checks that data is JSON within MaxDepth and returns a compact
// copy of it (nil for empty data), so the caller never shares the tool's
// buffer. The depth is checked first: encoding/json refuses JSON nested more
// than 10,000 deep as if it were not JSON at all.
func plainJSON(data json.RawMessage) (json.RawMessage, error) {
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, nil
	}
	depth, longest := jsonShape(data)
	if depth > MaxDepth {
		return nil, fmt.Errorf("the data nests %d levels deep, more than the limit of %d", depth, MaxDepth)
	}
	if longest > MaxArrayLength {
		return nil, fmt.Errorf("an array has %d elements, more than the limit of %d", longest, MaxArrayLength)
	}
	if !json.Valid(data) {
		return nil, errors.New("not valid JSON")
	}
	var buf bytes.Buffer
	if err := json.Compact(&buf, data); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// jsonShape is the deepest nesting of arrays and objects in JSON, and the
// most elements of an array in it (scanned, not decoded: a program could
// not hold a longer array, and decoding 16 million elements to find out
// takes seconds).
func jsonShape(data []byte) (deepest, longest int) {
	depth := 0
	inString, escaped := false, false
	// counts[d] is the commas so far of the array open at depth d (-1 for
	// an object), for depths up to MaxDepth.
	var counts [MaxDepth + 2]int
	for _, c := range data {
		switch {
		case inString:
			switch {
			case escaped:
				escaped = false
			case c == '\\':
				escaped = true
			case c == '"':
				inString = false
			}
		case c == '"':
			inString = true
		case c == '[' || c == '{':
			depth++
			deepest = max(deepest, depth)
			if depth < len(counts) {
				counts[depth] = 0
				if c == '{' {
					counts[depth] = -1
				}
			}
		case c == ',':
			if depth < len(counts) && counts[depth] >= 0 {
				counts[depth]++
				longest = max(longest, counts[depth]+1)
			}
		case c == ']' || c == '}':
			depth--
		}
	}
	return deepest, longest
}

// validationDetail words a jsonschema validation error of the value named
// where ("input", "output") for a model, in JavaScript terms. The library
// prefixes every level with "validating <schema location>: "; the innermost
// location is turned into a path in the data (properties become .name,
// array items []), and the rest is dropped; its messages for a wrong type,
// missing and unexpected properties are reworded:
//
//	validating root: validating /properties/addr: validating /properties/addr/items/properties/street: type: 5 has type "integer", want "string"
//	-> input.addr[].street: expected string, got number
func validationDetail(where string, err error) string {
	msg, loc := err.Error(), ""
	for {
		rest, ok := strings.CutPrefix(msg, "validating ")
		if !ok {
			break
		}
		i := strings.Index(rest, ": ")
		if i < 0 {
			break
		}
		loc, msg = rest[:i], rest[i+2:]
	}
	return where + dataPath(loc) + ": " + rewordValidation(sortAdditional(msg))
}

var (
	typeMessage     = regexp.MustCompile(`^type: (.*) has type "(\w+)", want (?:"(\w+)"|one of \[(.*)\])$`)
	requiredMessage = regexp.MustCompile(`^required: missing properties: \[(.*)\]$`)
	extraMessage    = regexp.MustCompile(`^unexpected additional properties \[(.*)\]$`)
	boundMessage    = regexp.MustCompile(`^(minimum|maximum|exclusiveMinimum|exclusiveMaximum): (\S+) is [a-z ]+ (\S+)$`)
)

// boundWords says what a numeric bound keyword requires.
var boundWords = map[string]string{
	"minimum": "at least", "maximum": "at most", "exclusiveMinimum": "more than", "exclusiveMaximum": "less than",
}

// rewordValidation rewords the library's messages for a wrong type (which
// print the value with Go's %v and call a whole number "integer"), missing
// required properties and unexpected ones; others stand.
func rewordValidation(msg string) string {
	if m := typeMessage.FindStringSubmatch(msg); m != nil {
		value, got, want := m[1], jsonTypeName(m[2]), m[3]
		if want == "" {
			want = strings.Join(strings.Fields(strings.ReplaceAll(m[4], `"`, "")), " or ")
		}
		if got == "number" && strings.Contains(want, "integer") {
			return "expected " + want + ", got " + value // 1.5
		}
		return "expected " + want + ", got " + got
	}
	if m := requiredMessage.FindStringSubmatch(msg); m != nil {
		return "missing required " + propertyList(m[1])
	}
	if m := extraMessage.FindStringSubmatch(msg); m != nil {
		return "unexpected " + propertyList(m[1])
	}
	if m := boundMessage.FindStringSubmatch(msg); m != nil {
		// The library prints the value as a fraction (300/1) and the
		// bound with %f (255.000000).
		return "expected " + boundWords[m[1]] + " " + numberText(m[3]) + ", got " + numberText(m[2])
	}
	return msg
}

// numberText writes a number the library printed as a fraction or with %f
// the way JavaScript would; anything else stands.
func numberText(s string) string {
	r, ok := new(big.Rat).SetString(s)
	if !ok {
		return s
	}
	f, _ := r.Float64()
	return strconv.FormatFloat(f, 'g', -1, 64)
}

// jsonTypeName is a JSON Schema instance type as a program names it: a whole
// number is a number.
func jsonTypeName(t string) string {
	if t == "integer" {
		return "number"
	}
	return t
}

// propertyList words a list of quoted names (`"a" "b"`): property "a",
// properties "a", "b".
func propertyList(quoted string) string {
	names := strings.Fields(quoted)
	if len(names) == 1 {
		return "property " + names[0]
	}
	return "properties " + strings.Join(names, ", ")
}

// sortAdditional sorts the property list of the library's "unexpected
// additional properties [...]" message, which it builds in Go map order: the
// same input must always give the same message.
func sortAdditional(msg string) string {
	const prefix = "unexpected additional properties ["
	rest, ok := strings.CutPrefix(msg, prefix)
	if !ok || !strings.HasSuffix(rest, "]") {
		return msg
	}
	var names []string
	for list := strings.TrimSuffix(rest, "]"); list != ""; {
		name, err := strconv.QuotedPrefix(list)
		if err != nil {
			return msg
		}
		names = append(names, name)
		list = strings.TrimPrefix(list[len(name):], " ")
	}
	slices.Sort(names)
	return prefix + strings.Join(names, " ") + "]"
}

// dataPath turns a schema location such as /properties/a/items/properties/b
// into the data path .a[].b; it stops at a keyword it cannot follow.
func dataPath(loc string) string {
	parts := strings.Split(strings.TrimPrefix(loc, "/"), "/")
	var b strings.Builder
	for i := 0; i < len(parts); i++ {
		switch parts[i] {
		case "properties":
			if i+1 < len(parts) {
				b.WriteString(".")
				b.WriteString(strings.NewReplacer("~1", "/", "~0", "~").Replace(parts[i+1]))
				i++
			}
		case "items":
			b.WriteString("[]")
		case "additionalProperties":
			b.WriteString("[*]")
		default:
			return b.String()
		}
	}
	return b.String()
}
