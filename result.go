package codemode

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"unicode/utf8"
	"unsafe"

	"github.com/codemode-go/codemode/durabletools"
)

// Kind names a diagnostic: why a run failed, or what a warning is about.
type Kind string

// The diagnostic kinds, as in the TypeScript package's Result.
const (
	// KindParseError: the source is empty or cannot be parsed.
	KindParseError Kind = "ParseError"
	// KindUnsupportedSyntax: parsed JavaScript outside the supported subset.
	KindUnsupportedSyntax Kind = "UnsupportedSyntax"
	// KindUnknownTool: the program called a tool that does not exist.
	KindUnknownTool Kind = "UnknownTool"
	// KindInvalidToolInput: tool input failed schema validation or decoding.
	KindInvalidToolInput Kind = durabletools.InvalidToolInput
	// KindInvalidToolOutput: tool output failed encoding, validation or copying.
	KindInvalidToolOutput Kind = durabletools.InvalidToolOutput
	// KindInvalidDataValue: program data violated the plain-data contract.
	KindInvalidDataValue Kind = "InvalidDataValue"
	// KindToolCallLimitExceeded: the program exceeded Limits.MaxToolCalls.
	KindToolCallLimitExceeded Kind = "ToolCallLimitExceeded"
	// KindTimeoutExceeded: execution timed out; as a warning, work still
	// running after the program returned did not stop in time.
	KindTimeoutExceeded Kind = "TimeoutExceeded"
	// KindToolFailure: a tool refused or failed.
	KindToolFailure Kind = durabletools.ToolFailure
	// KindExecutionFailure: the program threw, or another execution error.
	KindExecutionFailure Kind = "ExecutionFailure"
	// KindTruncated: warning only, further warnings were omitted by
	// Limits.MaxOutputBytes.
	KindTruncated Kind = "Truncated"
)

// Diagnostic is an error or warning about a run. Line and Column are 1-based
// positions in the program's source, 0 when unknown.
type Diagnostic struct {
	Kind    Kind   `json:"kind"`
	Message string `json:"message"`
	Line    int    `json:"line,omitempty"`
	Column  int    `json:"column,omitempty"`
}

func (d *Diagnostic) Error() string {
	if d.Line > 0 {
		return fmt.Sprintf("%s: %s (line %d, column %d)", d.Kind, d.Message, d.Line, d.Column)
	}
	return string(d.Kind) + ": " + d.Message
}

// CallStatus is how an admitted tool call ended.
type CallStatus string

const (
	// CallRunning: still in progress (only seen before the run ends).
	CallRunning CallStatus = "running"
	// CallOK: the tool returned an output.
	CallOK CallStatus = "ok"
	// CallError: the tool failed; ToolCall.Error says how.
	CallError CallStatus = "error"
	// CallInterrupted: the run ended (returned, failed or timed out) while
	// the call was still running.
	CallInterrupted CallStatus = "interrupted"
)

// ToolCall records one admitted tool call. It holds nothing that depends on
// timing, so the same program with the same tool outcomes gives the same
// record in-process and under Temporal.
type ToolCall struct {
	ID     int64           `json:"id"`    // sequential per run, from 1
	Path   string          `json:"path"`  // "orders.lookup"
	Key    string          `json:"key"`   // "<runId>:<id>"
	Input  json.RawMessage `json:"input"` // as the program passed it
	Status CallStatus      `json:"status"`
	Error  *Diagnostic     `json:"error,omitempty"`
}

// Result is how a run ended. Its JSON form is the TypeScript package's:
//
//	{"ok":true,"value":<json>,"warnings":[...]?,"logs":[...]?,"truncated":true?,"toolCalls":[...]}
//	{"ok":false,"error":{"kind","message","line"?,"column"?},"logs":[...]?,"truncated":true?,"toolCalls":[...]}
type Result struct {
	OK bool
	// Value is the program's result as JSON when OK ("null" for undefined).
	Value json.RawMessage
	// Error says why the run failed when !OK.
	Error *Diagnostic
	// Warnings are non-fatal diagnostics (unhandled rejections, ...). Only a
	// successful result carries them.
	Warnings []Diagnostic
	// Logs is the program's console output, one entry per call.
	Logs []string
	// Truncated reports output cut by Limits.MaxOutputBytes.
	Truncated bool
	// ToolCalls lists admitted tool calls in order, also after a failure.
	// The records (inputs and error messages in full) live as long as the
	// run, so they count against Limits.MaxMemoryBytes: a program that
	// makes calls with large inputs fails with the memory failure once the
	// records and its heap pass the limit. They are not cut by
	// MaxOutputBytes.
	ToolCalls []ToolCall
}

// MarshalJSON writes the TypeScript package's shape (see Result). It writes into one
// buffer sized from the parts: a Result can hold as much output as the
// memory limit allows, and encoding/json would copy each large part
// (value, logs, tool inputs) through buffers that grow by doubling, several
// times the Result's size at once.
func (r Result) MarshalJSON() ([]byte, error) {
	w := resultWriter{}
	w.buf.Grow(r.sizeHint())
	if r.OK {
		w.raw(`{"ok":true,"value":`)
		value := r.Value
		if len(value) == 0 {
			value = json.RawMessage("null")
		}
		w.compact(value)
		if len(r.Warnings) > 0 {
			w.raw(`,"warnings":`)
			w.plain(r.Warnings)
		}
	} else {
		diag := r.Error
		if diag == nil {
			diag = &Diagnostic{Kind: KindExecutionFailure, Message: "the run failed without a diagnostic"}
		}
		w.raw(`{"ok":false,"error":`)
		w.plain(diag)
	}
	if len(r.Logs) > 0 {
		w.raw(`,"logs":[`)
		for i, line := range r.Logs {
			if i > 0 {
				w.raw(",")
			}
			w.plain(line)
		}
		w.raw("]")
	}
	if r.Truncated {
		w.raw(`,"truncated":true`)
	}
	w.raw(`,"toolCalls":[`)
	for i := range r.ToolCalls {
		c := &r.ToolCalls[i]
		if i > 0 {
			w.raw(",")
		}
		w.raw(`{"id":` + strconv.FormatInt(c.ID, 10) + `,"path":`)
		w.plain(c.Path)
		w.raw(`,"key":`)
		w.plain(c.Key)
		w.raw(`,"input":`)
		if c.Input == nil {
			w.raw("null")
		} else {
			w.compact(c.Input)
		}
		w.raw(`,"status":`)
		w.plain(c.Status)
		if c.Error != nil {
			w.raw(`,"error":`)
			w.plain(c.Error)
		}
		w.raw("}")
	}
	w.raw("]}")
	if w.err != nil {
		return nil, w.err
	}
	return w.buf.Bytes(), nil
}

// sizeHint is about the length of the Result's JSON, and not below it where
// logs make up most of it: a buffer grown past its hint would be copied at
// twice the size, which for a run that logged up to its memory limit is
// more than the whole run held.
func (r Result) sizeHint() int {
	n := 64 + len(r.Value)
	if r.Error != nil {
		n += len(r.Error.Message) + 64
	}
	for _, w := range r.Warnings {
		n += len(w.Message) + 64
	}
	for _, line := range r.Logs {
		n += jsonStringLen(line) + 1
	}
	for _, c := range r.ToolCalls {
		n += len(c.Path) + len(c.Key) + len(c.Input) + 64
		if c.Error != nil {
			n += len(c.Error.Message) + 64
		}
	}
	return n
}

// jsonStringLen is the most bytes encoding/json writes for s as a JSON
// string: quotes, two-byte escapes, six bytes for other control
// characters, U+2028, U+2029 and each byte of invalid UTF-8.
func jsonStringLen(s string) int {
	n := 2
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			switch {
			case c == '"' || c == '\\' || c == '\n' || c == '\r' || c == '\t':
				n += 2
			case c < 0x20:
				n += 6
			default:
				n++
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1, r == '\u2028', r == '\u2029':
			n += 6
		default:
			n += size
		}
		i += size
	}
	return n
}

// resultWriter writes a Result's JSON as encoding/json does without HTML
// escaping (marshalPlain), part by part into one buffer; the first error
// sticks.
type resultWriter struct {
	buf bytes.Buffer
	enc *json.Encoder
	err error
}

func (w *resultWriter) raw(s string) { w.buf.WriteString(s) }

// compact writes JSON data, validated and compacted as encoding/json
// writes a json.RawMessage.
func (w *resultWriter) compact(data json.RawMessage) {
	if w.err == nil {
		w.err = json.Compact(&w.buf, data)
	}
}

// plain writes a string or a small value by encoding/json's rules.
func (w *resultWriter) plain(v any) {
	if w.err != nil {
		return
	}
	if w.enc == nil {
		w.enc = json.NewEncoder(&w.buf)
		w.enc.SetEscapeHTML(false)
	}
	if w.err = w.enc.Encode(v); w.err == nil {
		w.buf.Truncate(w.buf.Len() - 1) // Encode's newline
	}
}

// marshalPlain is json.Marshal without HTML escaping, so values read as
// JSON.stringify writes them (signatures such as "Promise<void>" keep their
// angle brackets).
func marshalPlain(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}

// UnmarshalJSON reads the TypeScript package's shape, so a Result survives a round trip
// through JSON (a Temporal payload, say).
func (r *Result) UnmarshalJSON(data []byte) error {
	var raw struct {
		OK        *bool           `json:"ok"`
		Value     json.RawMessage `json:"value"`
		Error     *Diagnostic     `json:"error"`
		Warnings  []Diagnostic    `json:"warnings"`
		Logs      []string        `json:"logs"`
		Truncated bool            `json:"truncated"`
		ToolCalls []ToolCall      `json:"toolCalls"`
	}
	if err := json.Unmarshal(data, &raw); err != nil {
		return err
	}
	if raw.OK == nil {
		return errors.New(`codemode: a Result needs an "ok" field`)
	}
	*r = Result{OK: *raw.OK, Error: raw.Error, Warnings: raw.Warnings, Logs: raw.Logs, Truncated: raw.Truncated, ToolCalls: raw.ToolCalls}
	if r.OK {
		r.Value = raw.Value
		if len(r.Value) == 0 {
			r.Value = json.RawMessage("null")
		}
	}
	return nil
}

// String is the result's JSON.
func (r Result) String() string {
	b, err := r.MarshalJSON() // not through encoding/json, which would copy it twice more
	if err != nil {
		return fmt.Sprintf("codemode.Result(%v)", err)
	}
	return unsafe.String(unsafe.SliceData(b), len(b)) // b is this call's own
}

// limitOutput applies Limits.MaxOutputBytes (limit > 0): the value and the
// logs share limit bytes, the value first; an oversized value becomes a string with
// an in-band marker, and logs are cut at the budget with a marker. Warnings
// get their own budget of limit bytes; those over it are replaced by one
// Truncated warning.
func (r *Result) limitOutput(limit int) {
	if limit <= 0 {
		return
	}
	budget := limit
	if r.OK {
		if len(r.Value) > budget {
			r.Value = truncatedValue(r.Value, budget)
			r.Truncated = true
		}
		budget = max(budget-len(r.Value), 0)
	}
	for i, line := range r.Logs {
		if len(line) <= budget {
			budget -= len(line)
			continue
		}
		r.Logs = append(r.Logs[:i:i], cutUTF8(line, budget)+logMarker)
		r.Truncated = true
		break
	}
	budget = limit
	for i, w := range r.Warnings {
		size := len(w.Kind) + len(w.Message)
		if size <= budget {
			budget -= size
			continue
		}
		omitted := len(r.Warnings) - i
		r.Warnings = append(r.Warnings[:i:i], Diagnostic{
			Kind:    KindTruncated,
			Message: fmt.Sprintf("%d more warning(s) omitted: maxOutputBytes is %d", omitted, limit),
		})
		r.Truncated = true
		break
	}
}

// logMarker ends a log line cut by maxOutputBytes; later lines are dropped.
const logMarker = "…[logs truncated: maxOutputBytes]"

// truncatedValue turns a value's JSON that is over budget bytes into a JSON
// string holding its beginning and a marker, at most budget bytes long when
// the marker fits.
func truncatedValue(value json.RawMessage, budget int) json.RawMessage {
	marker := fmt.Sprintf("…[truncated: the value is %d bytes of JSON, over maxOutputBytes %d]", len(value), budget)
	n := budget - len(marker) - 2
	for n > 0 {
		enc := quoteJSON(cutUTF8(string(value), n) + marker)
		if len(enc) <= budget {
			return enc
		}
		n -= len(enc) - budget
	}
	return quoteJSON(marker)
}

// cutUTF8 cuts s to at most n bytes without splitting a character.
func cutUTF8(s string, n int) string {
	if n >= len(s) {
		return s
	}
	if n <= 0 {
		return ""
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

func quoteJSON(s string) json.RawMessage {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(s); err != nil {
		return json.RawMessage(strconv.Quote(s))
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
}
