package durabletools

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"

	"github.com/google/jsonschema-go/jsonschema"

	"github.com/codemode-go/codemode/internal/jsonerr"
)

// Kind says how a tool behaves when a run is suspended, retried or moved to
// another process. Drivers read it: the Temporal workflow maps a plain tool to
// an activity with one attempt, an idempotent tool to a retryable activity, and
// a durable tool to start/wait/cancel activities.
type Kind uint8

const (
	// KindPlain is the default: the tool runs at most once, and a suspend is
	// refused while it runs.
	KindPlain Kind = iota
	// KindIdempotent marks a tool that is safe to run again with the same key:
	// it may be interrupted and rerun.
	KindIdempotent
	// KindDurable marks a tool whose work outlives a suspended run: Start
	// begins it and returns JSON data, Wait waits for its output, Cancel
	// stops it.
	KindDurable
)

func (k Kind) String() string {
	switch k {
	case KindPlain:
		return "plain"
	case KindIdempotent:
		return "idempotent"
	case KindDurable:
		return "durable"
	}
	return "unknown"
}

// MarshalText encodes a Kind as its name, so catalogs pinned in JSON (a
// workflow's input) read well.
func (k Kind) MarshalText() ([]byte, error) {
	if k > KindDurable {
		return nil, fmt.Errorf("durabletools: unknown tool kind %d", k)
	}
	return []byte(k.String()), nil
}

// UnmarshalText decodes a Kind's name.
func (k *Kind) UnmarshalText(text []byte) error {
	kind, err := ParseKind(string(text))
	if err != nil {
		return err
	}
	*k = kind
	return nil
}

// ParseKind reads "plain", "idempotent" or "durable" ("" is plain).
func ParseKind(s string) (Kind, error) {
	switch s {
	case "plain", "":
		return KindPlain, nil
	case "idempotent":
		return KindIdempotent, nil
	case "durable":
		return KindDurable, nil
	}
	return 0, fmt.Errorf("durabletools: unknown tool kind %q (want plain, idempotent or durable)", s)
}

// Call identifies one tool call of one run. It is passed to every tool
// function; Key is the idempotency key to hand to external systems.
type Call struct {
	// RunID is the run's id, ID the call's sequential id within the run
	// (from 1, in the order the program made its calls).
	RunID string
	ID    int64
	// Key is "<RunID>:<ID>": stable across retries, suspends and resumes.
	Key string
	// Path is the tool's path in the tree, such as "orders.lookup".
	Path string
}

// NewCall builds the Call for call id of run runID at path.
func NewCall(runID string, id int64, path string) Call {
	return Call{RunID: runID, ID: id, Key: fmt.Sprintf("%s:%d", runID, id), Path: path}
}

// NoInput and NoOutput name the empty struct for tools without input or
// output. Any struct type without fields works the same: an input without
// fields makes the tool callable with no argument, an output without fields
// gives the signature Promise<void> and the program sees undefined.
type (
	NoInput  = struct{}
	NoOutput = struct{}
)

// RawFunc is the function of a tool made with Raw: it receives the input as
// the program passed it and returns the output as JSON (nil for undefined).
type RawFunc func(ctx context.Context, input json.RawMessage, call Call) (json.RawMessage, error)

// DurableFuncs are the three functions of a typed durable tool. Data is the
// JSON-encodable state that Start returns and Wait and Cancel receive; it is
// what a suspended run saves, so keep it small (an id, not the work).
type DurableFuncs[In, Data, Out any] struct {
	// Start begins the work and returns its data. Required.
	Start func(ctx context.Context, in In, call Call) (Data, error)
	// Wait connects to the running work and waits for its output. Required.
	// It may be called again for the same data after a resume.
	Wait func(ctx context.Context, data Data, call Call) (Out, error)
	// Cancel stops the work when the run is interrupted or ends before Wait
	// returned. Optional.
	Cancel func(ctx context.Context, data Data, call Call) error
}

// RawDurableFuncs are DurableFuncs on raw JSON, for RawDurable.
type RawDurableFuncs struct {
	Start  func(ctx context.Context, input json.RawMessage, call Call) (json.RawMessage, error)
	Wait   func(ctx context.Context, data json.RawMessage, call Call) (json.RawMessage, error)
	Cancel func(ctx context.Context, data json.RawMessage, call Call) error
}

// Tool is one callable tool. Make it with New, Idempotent, Durable, Raw,
// RawIdempotent or RawDurable; a Tool is immutable and safe for concurrent use.
//
// A constructor never panics: a tool that cannot be built (a Go type with no
// JSON Schema, an invalid raw schema, a nil function) records the problem,
// reported by Err and by codemode.New.
type Tool struct {
	description string
	kind        Kind

	// input and output shape the model-visible signature. output is nil
	// when the tool has no output (Promise<void>); input is nil for a raw
	// tool without an input schema.
	input, output *jsonschema.Schema
	// inputCheck and outputCheck validate values at the boundary. They are
	// nil for raw tools, whose schemas only shape the signature.
	inputCheck, outputCheck *jsonschema.Resolved
	void                    bool

	// run executes a plain or idempotent tool. start, wait and cancel
	// belong to a durable tool. They take and return raw JSON; the typed
	// constructors wrap the user's functions with decoding and encoding.
	run    RawFunc
	start  RawFunc
	wait   RawFunc
	cancel func(ctx context.Context, data json.RawMessage, call Call) error

	err error
}

// Description is the model-visible description given at construction.
func (t *Tool) Description() string { return t.description }

// Kind reports whether the tool is plain, idempotent or durable.
func (t *Tool) Kind() Kind { return t.kind }

// InputSchema is the JSON Schema of the tool's input (nil: any input).
func (t *Tool) InputSchema() *jsonschema.Schema { return t.input }

// OutputSchema is the JSON Schema of the tool's output (nil: no output).
func (t *Tool) OutputSchema() *jsonschema.Schema { return t.output }

// Void reports a tool without output: its signature returns Promise<void>.
func (t *Tool) Void() bool { return t.void }

// Err reports why the tool could not be built, or nil.
func (t *Tool) Err() error { return t.err }

// New makes a plain tool from a typed function. The input and output JSON
// Schemas are derived from In and Out (github.com/google/jsonschema-go: json
// tags name properties, omitempty/omitzero make them optional, a jsonschema
// tag describes a field). Input is validated against the schema and decoded
// into In before execute runs; output is encoded, validated and copied before
// the program sees it. An Out without fields gives Promise<void>.
func New[In, Out any](description string, execute func(ctx context.Context, in In, call Call) (Out, error)) *Tool {
	return newTyped(description, KindPlain, execute)
}

// Idempotent is New for a tool that is safe to run again with the same
// call key (a read, or a write keyed by Call.Key): a driver may interrupt it
// and run it again.
func Idempotent[In, Out any](description string, execute func(ctx context.Context, in In, call Call) (Out, error)) *Tool {
	return newTyped(description, KindIdempotent, execute)
}

func newTyped[In, Out any](description string, kind Kind, execute func(context.Context, In, Call) (Out, error)) *Tool {
	t := &Tool{description: description, kind: kind}
	if execute == nil {
		t.err = errors.New("the execute function is nil")
		return t
	}
	if t.err = t.deriveSchemas(reflect.TypeFor[In](), reflect.TypeFor[Out]()); t.err != nil {
		return t
	}
	t.run = func(ctx context.Context, input json.RawMessage, call Call) (json.RawMessage, error) {
		var in In
		if err := decodeInput(input, &in); err != nil {
			return nil, err
		}
		out, err := execute(ctx, in, call)
		if err != nil {
			return nil, failure(call.Path, err)
		}
		return t.encodeOutput(out)
	}
	return t
}

// Durable makes a durable tool from typed functions: Start's input schema is
// derived from In, the output schema from Out. Run without a suspend, the
// call runs Start and then Wait; Cancel runs if the run is interrupted or ends
// while Wait has not returned.
func Durable[In, Data, Out any](description string, funcs DurableFuncs[In, Data, Out]) *Tool {
	t := &Tool{description: description, kind: KindDurable}
	if funcs.Start == nil || funcs.Wait == nil {
		t.err = errors.New("a durable tool needs both Start and Wait")
		return t
	}
	if t.err = t.deriveSchemas(reflect.TypeFor[In](), reflect.TypeFor[Out]()); t.err != nil {
		return t
	}
	t.start = func(ctx context.Context, input json.RawMessage, call Call) (json.RawMessage, error) {
		var in In
		if err := decodeInput(input, &in); err != nil {
			return nil, err
		}
		data, err := funcs.Start(ctx, in, call)
		if err != nil {
			return nil, failure(call.Path, err)
		}
		raw, err := json.Marshal(data)
		if err != nil {
			return nil, hostFailure(call.Path, fmt.Errorf("durable tool data cannot be encoded as JSON: %w", err))
		}
		return raw, nil
	}
	t.wait = func(ctx context.Context, raw json.RawMessage, call Call) (json.RawMessage, error) {
		var data Data
		if err := json.Unmarshal(raw, &data); err != nil {
			return nil, hostFailure(call.Path, fmt.Errorf("durable tool data cannot be decoded: %w", err))
		}
		out, err := funcs.Wait(ctx, data, call)
		if err != nil {
			return nil, failure(call.Path, err)
		}
		return t.encodeOutput(out)
	}
	if funcs.Cancel != nil {
		t.cancel = func(ctx context.Context, raw json.RawMessage, call Call) error {
			var data Data
			if err := json.Unmarshal(raw, &data); err != nil {
				return hostFailure(call.Path, fmt.Errorf("durable tool data cannot be decoded: %w", err))
			}
			return funcs.Cancel(ctx, data, call)
		}
	}
	return t
}

// Raw makes a plain tool from JSON Schema documents. The schemas only shape
// the model-visible signature: the input reaches execute as the program
// passed it (a JSON copy), unvalidated. A nil input schema accepts anything; a
// nil output schema gives Promise<void>. The output must be JSON (at most 32
// levels deep) or nil for undefined.
func Raw(description string, inputSchema, outputSchema json.RawMessage, execute RawFunc) *Tool {
	return newRaw(description, KindPlain, inputSchema, outputSchema, execute)
}

// RawIdempotent is Raw for a tool that is safe to run again (see Idempotent).
func RawIdempotent(description string, inputSchema, outputSchema json.RawMessage, execute RawFunc) *Tool {
	return newRaw(description, KindIdempotent, inputSchema, outputSchema, execute)
}

// RawDurable is Durable on raw JSON, with render-only schemas (see Raw).
func RawDurable(description string, inputSchema, outputSchema json.RawMessage, funcs RawDurableFuncs) *Tool {
	t := newRaw(description, KindDurable, inputSchema, outputSchema, nil)
	if t.err != nil {
		return t
	}
	if funcs.Start == nil || funcs.Wait == nil {
		t.err = errors.New("a durable tool needs both Start and Wait")
		return t
	}
	t.start, t.wait, t.cancel = funcs.Start, funcs.Wait, funcs.Cancel
	return t
}

func newRaw(description string, kind Kind, inputSchema, outputSchema json.RawMessage, execute RawFunc) *Tool {
	t := &Tool{description: description, kind: kind, run: execute}
	if kind != KindDurable && execute == nil {
		t.err = errors.New("the execute function is nil")
		return t
	}
	var err error
	if t.input, err = parseRawSchema(inputSchema); err != nil {
		t.err = fmt.Errorf("input schema: %w", err)
		return t
	}
	if t.output, err = parseRawSchema(outputSchema); err != nil {
		t.err = fmt.Errorf("output schema: %w", err)
		return t
	}
	t.void = t.output == nil
	return t
}

// deriveSchemas sets the schemas of a typed tool from its Go types.
func (t *Tool) deriveSchemas(in, out reflect.Type) error {
	var err error
	if t.input, t.inputCheck, err = schemaFor(in); err != nil {
		return fmt.Errorf("input type %v: %w", in, err)
	}
	if isEmptyStruct(out) {
		t.void = true
		return nil
	}
	if t.output, t.outputCheck, err = schemaFor(out); err != nil {
		return fmt.Errorf("output type %v: %w", out, err)
	}
	return nil
}

// decodeInput decodes validated input JSON into a typed input.
func decodeInput(input json.RawMessage, in any) error {
	if err := json.Unmarshal(input, in); err != nil {
		return &Error{Kind: InvalidToolInput, Message: jsonerr.Decode("input", err), Err: err}
	}
	return nil
}

// encodeOutput encodes a typed output; the caller validates it.
func (t *Tool) encodeOutput(out any) (json.RawMessage, error) {
	if t.void {
		return nil, nil
	}
	raw, err := json.Marshal(out)
	if err != nil {
		return nil, &Error{Kind: InvalidToolOutput, Message: jsonerr.Encode("output", err), Err: err}
	}
	return raw, nil
}

func isEmptyStruct(t reflect.Type) bool {
	return t.Kind() == reflect.Struct && t.NumField() == 0
}
