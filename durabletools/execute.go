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
// A tool function may itself return an *Error (or wrap one) with Kind
// InvalidToolInput, say, to reject input its schema cannot express; any
// other error becomes a ToolFailure carrying the error's message.
type Error struct {
	Kind    string // ToolFailure, InvalidToolInput or InvalidToolOutput
	Message string
	Err     error // the underlying cause, if any
}

func (e *Error) Error() string { return e.Kind + ": " + e.Message }
func (e *Error) Unwrap() error { return e.Err }

// failure turns an error returned by a tool function into an *Error.
func failure(err error) *Error {
	var te *Error
	if errors.As(err, &te) {
		switch te.Kind {
		case ToolFailure, InvalidToolInput, InvalidToolOutput:
			return te
		}
		return &Error{Kind: ToolFailure, Message: te.Message, Err: err}
	}
	return &Error{Kind: ToolFailure, Message: err.Error(), Err: err}
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
	if err := t.usable(); err != nil {
		return nil, err
	}
	input, err := t.checkInput(input)
	if err != nil {
		return nil, err
	}
	out, err := protect(func() (json.RawMessage, error) { return t.run(ctx, input, call) })
	if err != nil {
		return nil, err
	}
	return t.checkOutput(out)
}

// Start begins a durable tool's work: it checks and decodes input and returns
// the work's data as JSON. It fails with ToolFailure on a tool that is not
// durable.
func (t *Tool) Start(ctx context.Context, input json.RawMessage, call Call) (json.RawMessage, error) {
	if err := t.usableDurable(); err != nil {
		return nil, err
	}
	input, err := t.checkInput(input)
	if err != nil {
		return nil, err
	}
	data, err := protect(func() (json.RawMessage, error) { return t.start(ctx, input, call) })
	if err != nil {
		return nil, err
	}
	if data, err = plainJSON(data); err != nil {
		return nil, &Error{Kind: ToolFailure, Message: "durable tool data: " + err.Error(), Err: err}
	}
	return data, nil
}

// Wait waits for the output of a durable tool's work started with data, then
// checks and copies it like Execute. It may be called more than once for the
// same data (after a resume, or a retried activity).
func (t *Tool) Wait(ctx context.Context, data json.RawMessage, call Call) (json.RawMessage, error) {
	if err := t.usableDurable(); err != nil {
		return nil, err
	}
	out, err := protect(func() (json.RawMessage, error) { return t.wait(ctx, data, call) })
	if err != nil {
		return nil, err
	}
	return t.checkOutput(out)
}

// Cancel stops a durable tool's work started with data. A tool without a
// cancel function does nothing.
func (t *Tool) Cancel(ctx context.Context, data json.RawMessage, call Call) error {
	if err := t.usableDurable(); err != nil {
		return err
	}
	if t.cancel == nil {
		return nil
	}
	_, err := protect(func() (json.RawMessage, error) { return nil, t.cancel(ctx, data, call) })
	if err != nil {
		return err
	}
	return nil
}

func (t *Tool) usable() error {
	if t.err != nil {
		return &Error{Kind: ToolFailure, Message: "the tool cannot run: " + t.err.Error(), Err: t.err}
	}
	return nil
}

func (t *Tool) usableDurable() error {
	if err := t.usable(); err != nil {
		return err
	}
	if t.kind != KindDurable {
		return &Error{Kind: ToolFailure, Message: "the tool is not durable: it has no start, wait and cancel"}
	}
	return nil
}

// protect runs f, turning a panic into a ToolFailure and any error into an
// *Error: a tool must never crash its host.
func protect(f func() (json.RawMessage, error)) (out json.RawMessage, err error) {
	defer func() {
		if r := recover(); r != nil {
			out, err = nil, &Error{Kind: ToolFailure, Message: fmt.Sprintf("the tool panicked: %v", r)}
		}
	}()
	out, err = f()
	if err != nil {
		return nil, failure(err)
	}
	return out, nil
}

// CheckInput checks input the way Execute and Start do before the tool
// runs, and returns the input the tool will see: a compact copy, validated
// against a typed tool's schema ("{}" for a missing argument of a tool whose
// input has no required property). Hooks that inspect a call's input use it.
func (t *Tool) CheckInput(input json.RawMessage) (json.RawMessage, error) {
	if err := t.usable(); err != nil {
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
