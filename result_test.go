package codemode

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestResultJSONShape(t *testing.T) {
	cases := []struct {
		name   string
		result Result
		golden string
	}{
		{
			name:   "ok minimal",
			result: Result{OK: true},
			golden: `{"ok":true,"value":null,"toolCalls":[]}`,
		},
		{
			name: "ok full",
			result: Result{
				OK:        true,
				Value:     json.RawMessage(`{"id":"order_42","needsAttention":true}`),
				Warnings:  []Diagnostic{{Kind: KindExecutionFailure, Message: "Unhandled rejection: Error: x", Line: 3, Column: 7}},
				Logs:      []string{"hello"},
				Truncated: true,
				ToolCalls: []ToolCall{
					{ID: 1, Path: "orders.lookup", Key: "run-1:1", Input: json.RawMessage(`{"id":"order_42"}`), Status: CallOK},
					{ID: 2, Path: "orders.cancel", Key: "run-1:2", Input: json.RawMessage(`null`), Status: CallError,
						Error: &Diagnostic{Kind: KindToolFailure, Message: "offline"}},
				},
			},
			golden: `{"ok":true,"value":{"id":"order_42","needsAttention":true},` +
				`"warnings":[{"kind":"ExecutionFailure","message":"Unhandled rejection: Error: x","line":3,"column":7}],` +
				`"logs":["hello"],"truncated":true,"toolCalls":[` +
				`{"id":1,"path":"orders.lookup","key":"run-1:1","input":{"id":"order_42"},"status":"ok"},` +
				`{"id":2,"path":"orders.cancel","key":"run-1:2","input":null,"status":"error","error":{"kind":"ToolFailure","message":"offline"}}]}`,
		},
		{
			name: "error",
			result: Result{
				Error:     &Diagnostic{Kind: KindParseError, Message: "Unexpected token", Line: 1, Column: 5},
				Logs:      []string{"a", "b"},
				ToolCalls: []ToolCall{{ID: 1, Path: "x", Key: "r:1", Input: json.RawMessage(`{}`), Status: CallInterrupted}},
			},
			golden: `{"ok":false,"error":{"kind":"ParseError","message":"Unexpected token","line":1,"column":5},"logs":["a","b"],` +
				`"toolCalls":[{"id":1,"path":"x","key":"r:1","input":{},"status":"interrupted"}]}`,
		},
		{
			name:   "error without position, warnings dropped",
			result: Result{Error: &Diagnostic{Kind: KindTimeoutExceeded, Message: "slow"}, Warnings: []Diagnostic{{Kind: KindTruncated}}},
			golden: `{"ok":false,"error":{"kind":"TimeoutExceeded","message":"slow"},"toolCalls":[]}`,
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := json.Marshal(c.result)
			require.NoError(t, err)
			assert.Equal(t, c.golden, string(got))
			assert.Equal(t, c.golden, c.result.String())

			var back Result
			require.NoError(t, json.Unmarshal(got, &back))
			again, err := json.Marshal(back)
			require.NoError(t, err)
			assert.Equal(t, c.golden, string(again), "a Result survives a JSON round trip")
		})
	}
	var r Result
	assert.Error(t, json.Unmarshal([]byte(`{"value":1}`), &r))
}

func TestDiagnosticError(t *testing.T) {
	assert.EqualError(t, &Diagnostic{Kind: KindParseError, Message: "bad", Line: 2, Column: 3}, "ParseError: bad (line 2, column 3)")
	assert.EqualError(t, &Diagnostic{Kind: KindToolFailure, Message: "down"}, "ToolFailure: down")
}

func TestLimitOutputValue(t *testing.T) {
	value := json.RawMessage(`{"items":["` + strings.Repeat("x", 200) + `"]}`)
	r := Result{OK: true, Value: value, Logs: []string{"dropped"}}
	r.limitOutput(120)
	assert.True(t, r.Truncated)
	assert.LessOrEqual(t, len(r.Value), 120)
	var s string
	require.NoError(t, json.Unmarshal(r.Value, &s), "an oversized value becomes a string")
	assert.True(t, strings.HasPrefix(s, `{"items":["xxx`), s)
	assert.True(t, strings.HasSuffix(s, "…[truncated: the value is 214 bytes of JSON, over maxOutputBytes 120]"), s)
	assert.Equal(t, []string{logMarker}, r.Logs, "the value used the budget: logs are cut")

	// A budget smaller than the marker still gives the marker.
	r = Result{OK: true, Value: value}
	r.limitOutput(10)
	require.NoError(t, json.Unmarshal(r.Value, &s))
	assert.Equal(t, "…[truncated: the value is 214 bytes of JSON, over maxOutputBytes 10]", s)

	// Within the budget nothing changes.
	r = Result{OK: true, Value: value, Logs: []string{"a"}}
	r.limitOutput(1000)
	assert.False(t, r.Truncated)
	assert.Equal(t, string(value), string(r.Value))
	assert.Equal(t, []string{"a"}, r.Logs)
}

func TestLimitOutputLogsAndWarnings(t *testing.T) {
	r := Result{OK: true, Value: json.RawMessage(`1`), Logs: []string{"12345", "héllo wörld", "never"}}
	r.limitOutput(10) // 1 byte of value, 5 of the first line, 4 left
	assert.True(t, r.Truncated)
	assert.Equal(t, []string{"12345", "hél" + logMarker}, r.Logs, "cut at a character boundary")

	r = Result{Error: &Diagnostic{Kind: KindToolFailure, Message: strings.Repeat("m", 50)}, Logs: []string{"abc", "def"}}
	r.limitOutput(4)
	assert.Equal(t, []string{"abc", "d" + logMarker}, r.Logs, "the error itself is never cut")

	r = Result{OK: true, Value: json.RawMessage(`1`), Warnings: []Diagnostic{
		{Kind: KindTimeoutExceeded, Message: "aaaa"}, // 20 bytes
		{Kind: KindTimeoutExceeded, Message: "bbbb"},
		{Kind: KindTimeoutExceeded, Message: "cccc"},
	}}
	r.limitOutput(45)
	assert.True(t, r.Truncated)
	assert.Equal(t, []Diagnostic{
		{Kind: KindTimeoutExceeded, Message: "aaaa"},
		{Kind: KindTimeoutExceeded, Message: "bbbb"},
		{Kind: KindTruncated, Message: "1 more warning(s) omitted: maxOutputBytes is 45"},
	}, r.Warnings, "warnings have their own budget")
}

func FuzzLimitOutput(f *testing.F) {
	f.Add(`{"a":"héllo \"world\" <>&"}`, "log line", 30)
	f.Add(`"\u2028"`, "", 1)
	f.Fuzz(func(t *testing.T, value, log string, limit int) {
		if !json.Valid([]byte(value)) || limit <= 0 || limit > 1<<20 {
			return
		}
		r := Result{OK: true, Value: json.RawMessage(value), Logs: []string{log, log}}
		r.limitOutput(limit)
		if !json.Valid(r.Value) {
			t.Fatalf("value %q is not JSON", r.Value)
		}
		if r.Truncated != (len(value) > limit || 2*len(log) > max(limit-len(r.Value), 0)) {
			t.Fatalf("truncated=%v for value %d bytes, logs %d bytes, limit %d", r.Truncated, len(value), 2*len(log), limit)
		}
		if len(value) > limit {
			var s string
			if err := json.Unmarshal(r.Value, &s); err != nil || !strings.Contains(s, "[truncated: the value is") {
				t.Fatalf("an oversized value becomes a marked string, got %s", r.Value)
			}
		}
	})
}

// TestResultJSONAsEncodingJSON: Result's own writer gives the bytes
// encoding/json gives for the TypeScript package's shape (without HTML escaping), for
// strings that need escapes, JSON with spaces, nil inputs and errors.
func TestResultJSONAsEncodingJSON(t *testing.T) {
	type okShape struct {
		OK        bool            `json:"ok"`
		Value     json.RawMessage `json:"value"`
		Warnings  []Diagnostic    `json:"warnings,omitempty"`
		Logs      []string        `json:"logs,omitempty"`
		Truncated bool            `json:"truncated,omitempty"`
		ToolCalls []ToolCall      `json:"toolCalls"`
	}
	type errorShape struct {
		OK        bool        `json:"ok"`
		Error     *Diagnostic `json:"error"`
		Logs      []string    `json:"logs,omitempty"`
		Truncated bool        `json:"truncated,omitempty"`
		ToolCalls []ToolCall  `json:"toolCalls"`
	}
	logs := []string{"<a & b>", "line\nbreak\t\"q\" \\", "\u2028\u2029", "bad \xff utf-8", "\x00\x1f\x7f", "é 😀"}
	calls := []ToolCall{
		{ID: 1, Path: "a.b", Key: "run:1", Input: json.RawMessage(`{ "x" : [1, 2] }`), Status: CallOK},
		{ID: 2, Path: "a.c", Key: "run:2", Status: CallError, Error: &Diagnostic{Kind: KindToolFailure, Message: "<no>", Line: 3}},
	}
	for _, r := range []Result{
		{OK: true, Value: json.RawMessage(` {"s": "<x>"} `), Warnings: []Diagnostic{{Kind: KindTimeoutExceeded, Message: "w&"}}, Logs: logs, Truncated: true, ToolCalls: calls},
		{OK: true},
		{OK: false, Error: &Diagnostic{Kind: KindExecutionFailure, Message: "boom <", Line: 1, Column: 2}, Logs: logs, ToolCalls: calls},
		{OK: false},
	} {
		var want []byte
		var err error
		if r.OK {
			value := r.Value
			if len(value) == 0 {
				value = json.RawMessage("null")
			}
			want, err = marshalPlain(okShape{OK: true, Value: value, Warnings: r.Warnings, Logs: r.Logs, Truncated: r.Truncated, ToolCalls: append([]ToolCall{}, r.ToolCalls...)})
		} else {
			diag := r.Error
			if diag == nil {
				diag = &Diagnostic{Kind: KindExecutionFailure, Message: "the run failed without a diagnostic"}
			}
			want, err = marshalPlain(errorShape{Error: diag, Logs: r.Logs, Truncated: r.Truncated, ToolCalls: append([]ToolCall{}, r.ToolCalls...)})
		}
		require.NoError(t, err)
		got, err := r.MarshalJSON()
		require.NoError(t, err)
		assert.Equal(t, string(want), string(got))
	}
	_, err := Result{OK: true, Value: json.RawMessage(`{bad`)}.MarshalJSON()
	assert.Error(t, err)
}
