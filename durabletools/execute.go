package durabletools

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
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
		return nil, &Error{Kind: InvalidToolInput, Message: err.Error(), Err: err}
	}
	if input == nil {
		input = json.RawMessage("null")
	}
	if t.inputCheck == nil {
		return input, nil
	}
	var v any
	if err := json.Unmarshal(input, &v); err != nil {
		return nil, &Error{Kind: InvalidToolInput, Message: err.Error(), Err: err}
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
		return nil, &Error{Kind: InvalidToolInput, Message: "input does not match the tool's schema: " + validationDetail(err), Err: err}
	}
	return input, nil
}

// checkOutput copies output and validates it against a typed tool's schema.
func (t *Tool) checkOutput(out json.RawMessage) (json.RawMessage, error) {
	out, err := plainJSON(out)
	if err != nil {
		return nil, &Error{Kind: InvalidToolOutput, Message: err.Error(), Err: err}
	}
	if out == nil || t.outputCheck == nil {
		return out, nil
	}
	var v any
	if err := json.Unmarshal(out, &v); err != nil {
		return nil, &Error{Kind: InvalidToolOutput, Message: err.Error(), Err: err}
	}
	if err := validate(t.output, t.outputCheck, v); err != nil {
		return nil, &Error{Kind: InvalidToolOutput, Message: "output does not match the tool's schema: " + validationDetail(err), Err: err}
	}
	return out, nil
}

// plainJSON checks that data is JSON within MaxDepth and returns a compact
// copy of it (nil for empty data), so the caller never shares the tool's
// buffer.
func plainJSON(data json.RawMessage) (json.RawMessage, error) {
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, nil
	}
	if !json.Valid(data) {
		return nil, errors.New("not valid JSON")
	}
	if d := jsonDepth(data); d > MaxDepth {
		return nil, fmt.Errorf("data nests %d levels deep, more than the limit of %d", d, MaxDepth)
	}
	var buf bytes.Buffer
	if err := json.Compact(&buf, data); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// jsonDepth is the deepest nesting of arrays and objects in valid JSON.
func jsonDepth(data []byte) int {
	depth, deepest := 0, 0
	inString, escaped := false, false
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
		case c == ']' || c == '}':
			depth--
		}
	}
	return deepest
}

// validationDetail rewrites a jsonschema validation error for a model. The
// library prefixes every level with "validating <schema location>: "; the
// innermost location is turned into a path in the data (properties become
// .name, array items []), and the rest is dropped:
//
//	validating root: validating /properties/addr: validating /properties/addr/items/properties/street: type: ...
//	-> at .addr[].street: type: ...
func validationDetail(err error) string {
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
	msg = sortAdditional(msg)
	if path := dataPath(loc); path != "" {
		return "at " + path + ": " + msg
	}
	return msg
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
