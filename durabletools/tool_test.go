package durabletools

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

type lookupInput struct {
	ID string `json:"id"`
}

type order struct {
	ID     string `json:"id"`
	Status string `json:"status"`
}

type address struct {
	Street string `json:"street" jsonschema:"street and number"`
}

type profile struct {
	Name      string         `json:"name"`
	Age       int            `json:"age,omitempty"`
	Tags      []string       `json:"tags,omitempty"`
	Addresses []address      `json:"addresses,omitempty"`
	Scores    map[string]int `json:"scores,omitempty"`
}

func lookupTool() *Tool {
	return New("Look up an order by ID", func(ctx context.Context, in lookupInput, call Call) (order, error) {
		return order{ID: in.ID, Status: "open"}, nil
	})
}

// toolError asserts err is an *Error of kind and returns its message.
func toolError(t *testing.T, err error, kind string) string {
	t.Helper()
	var te *Error
	require.ErrorAs(t, err, &te)
	assert.Equal(t, kind, te.Kind, "message: %s", te.Message)
	return te.Message
}

func TestTypedToolSchemasAndSignature(t *testing.T) {
	tool := lookupTool()
	require.NoError(t, tool.Err())
	assert.Equal(t, KindPlain, tool.Kind())
	assert.Equal(t, "Look up an order by ID", tool.Description())
	assert.False(t, tool.Void())

	in, err := json.Marshal(tool.InputSchema())
	require.NoError(t, err)
	assert.JSONEq(t, `{"type":"object","properties":{"id":{"type":"string"}},"required":["id"],"additionalProperties":false}`, string(in))

	assert.Equal(t, "tools.orders.lookup(input: { id: string }): Promise<{ id: string; status: string }>",
		tool.Signature("orders.lookup"))
}

func TestTypedToolExecute(t *testing.T) {
	call := NewCall("run-1", 3, "orders.lookup")
	assert.Equal(t, "run-1:3", call.Key)
	var seen Call
	tool := New("", func(ctx context.Context, in lookupInput, c Call) (order, error) {
		seen = c
		return order{ID: in.ID, Status: "open"}, nil
	})
	out, err := tool.Execute(context.Background(), json.RawMessage(`{ "id" : "order_42" }`), call)
	require.NoError(t, err)
	assert.Equal(t, `{"id":"order_42","status":"open"}`, string(out))
	assert.Equal(t, call, seen)
}

func TestInputValidation(t *testing.T) {
	tool := New("", func(ctx context.Context, in profile, c Call) (NoOutput, error) { return NoOutput{}, nil })
	cases := []struct{ input, message string }{
		{`{}`, `input: missing required property "name"`},
		{`null`, `the tool needs an input argument`},
		{`{"name":1}`, `input.name: expected string, got number`},
		{`{"name":"a","age":1.5}`, `input.age: expected integer, got 1.5`},
		{`{"name":"a","extra":true,"more":1}`, `input: unexpected properties "extra", "more"`},
		{`{"name":"a","addresses":[{}]}`, `input.addresses[]: missing required property "street"`},
		{`{"name":"a","addresses":[{"street":3}]}`, `input.addresses[].street: expected string, got number`},
		{`{"name":"a","scores":{"x":"y"}}`, `input.scores[*]: expected integer, got string`},
		{`{"name":`, `input: not valid JSON`},
	}
	for _, c := range cases {
		_, err := tool.Execute(context.Background(), json.RawMessage(c.input), Call{})
		assert.Equal(t, c.message, toolError(t, err, InvalidToolInput), "input %s", c.input)
	}
	_, err := tool.Execute(context.Background(), json.RawMessage(`{"name":"a","tags":null,"scores":null}`), Call{})
	assert.NoError(t, err, "nil slices and maps are null in JSON")
}

func TestDeepInputRejected(t *testing.T) {
	tool := Raw("", nil, nil, func(ctx context.Context, in json.RawMessage, c Call) (json.RawMessage, error) { return in, nil })
	deep := strings.Repeat("[", 33) + strings.Repeat("]", 33)
	_, err := tool.Execute(context.Background(), json.RawMessage(deep), Call{})
	assert.Equal(t, "input: the data nests 33 levels deep, more than the limit of 32", toolError(t, err, InvalidToolInput))
	ok := strings.Repeat("[", 32) + strings.Repeat("]", 32)
	out, err := tool.Execute(context.Background(), json.RawMessage(ok), Call{})
	require.NoError(t, err)
	assert.Equal(t, ok, string(out))
}

func TestNoInputNoOutput(t *testing.T) {
	calls := 0
	tool := New("Ping", func(ctx context.Context, in NoInput, c Call) (NoOutput, error) {
		calls++
		return NoOutput{}, nil
	})
	require.NoError(t, tool.Err())
	assert.True(t, tool.Void())
	assert.Equal(t, "tools.ping(): Promise<void>", tool.Signature("ping"))
	for _, input := range []string{"null", "{}", ""} {
		out, err := tool.Execute(context.Background(), json.RawMessage(input), Call{})
		require.NoError(t, err, "input %q", input)
		assert.Nil(t, out, "a void tool gives undefined")
	}
	assert.Equal(t, 3, calls)
	_, err := tool.Execute(context.Background(), json.RawMessage(`{"x":1}`), Call{})
	toolError(t, err, InvalidToolInput)
}

func TestOptionalInputObject(t *testing.T) {
	type options struct {
		Limit int `json:"limit,omitempty"`
	}
	tool := New("", func(ctx context.Context, in options, c Call) (int, error) { return in.Limit, nil })
	assert.Equal(t, "tools.list(input?: { limit?: number }): Promise<number>", tool.Signature("list"))
	out, err := tool.Execute(context.Background(), json.RawMessage("null"), Call{})
	require.NoError(t, err)
	assert.Equal(t, "0", string(out))
}

type badOutput struct{}

func (badOutput) MarshalJSON() ([]byte, error) { return []byte(`"not an object"`), nil }

type wrapsBad struct {
	Inner badOutput `json:"inner"`
}

func TestInvalidOutput(t *testing.T) {
	ctx := context.Background()
	schema := New("", func(ctx context.Context, in NoInput, c Call) (wrapsBad, error) { return wrapsBad{}, nil })
	_, err := schema.Execute(ctx, nil, Call{})
	assert.Equal(t, `output.inner: expected object, got string`, toolError(t, err, InvalidToolOutput))

	nan := New("", func(ctx context.Context, in NoInput, c Call) (float64, error) { return math.NaN(), nil })
	_, err = nan.Execute(ctx, nil, Call{})
	assert.Equal(t, "output: NaN is not a JSON number", toolError(t, err, InvalidToolOutput))

	notJSON := Raw("", nil, nil, func(ctx context.Context, in json.RawMessage, c Call) (json.RawMessage, error) {
		return json.RawMessage(`{oops`), nil
	})
	_, err = notJSON.Execute(ctx, nil, Call{})
	assert.Equal(t, "output: not valid JSON", toolError(t, err, InvalidToolOutput))

	deep := Raw("", nil, nil, func(ctx context.Context, in json.RawMessage, c Call) (json.RawMessage, error) {
		return json.RawMessage(strings.Repeat(`{"a":`, 40) + "1" + strings.Repeat("}", 40)), nil
	})
	_, err = deep.Execute(ctx, nil, Call{})
	assert.Contains(t, toolError(t, err, InvalidToolOutput), "nests 40 levels deep")
}

// TestBoundaryErrorsInJavaScriptTerms: what the program reads when input
// cannot be decoded or output encoded names the value's place and JSON
// types, not Go's (they were "json: cannot unmarshal number 1e+30 into Go
// struct field .n of type int", "json: unsupported value: +Inf"); data
// nested deeper than encoding/json reads names the depth limit, not "not
// valid JSON"; an array longer than a program can hold is refused before
// it is decoded.
func TestBoundaryErrorsInJavaScriptTerms(t *testing.T) {
	ctx := context.Background()
	type small struct {
		N int   `json:"n"`
		B uint8 `json:"b"`
	}
	// The schema says integer; only decoding finds that these do not fit.
	typed := New("", func(ctx context.Context, in small, c Call) (int, error) { return in.N, nil })
	_, err := typed.Execute(ctx, json.RawMessage(`{"n":1e30,"b":1}`), Call{})
	assert.Equal(t, "input.n: expected integer, got number 1e30", toolError(t, err, InvalidToolInput))
	_, err = typed.Execute(ctx, json.RawMessage(`{"n":1,"b":300}`), Call{})
	assert.Equal(t, "input.b: expected at most 255, got 300", toolError(t, err, InvalidToolInput))

	inf := New("", func(ctx context.Context, in NoInput, c Call) (float64, error) { return math.Inf(1), nil })
	_, err = inf.Execute(ctx, nil, Call{})
	assert.Equal(t, "output: Infinity is not a JSON number", toolError(t, err, InvalidToolOutput))
	fn := New("", func(ctx context.Context, in NoInput, c Call) (any, error) { return map[string]any{"f": func() {}}, nil })
	_, err = fn.Execute(ctx, nil, Call{})
	assert.Equal(t, "output: a function cannot be written as JSON", toolError(t, err, InvalidToolOutput))

	raw := func(out string) *Tool {
		return Raw("", nil, nil, func(ctx context.Context, in json.RawMessage, c Call) (json.RawMessage, error) {
			return json.RawMessage(out), nil
		})
	}
	_, err = raw(strings.Repeat("[", 20000)+strings.Repeat("]", 20000)).Execute(ctx, nil, Call{})
	assert.Equal(t, "output: the data nests 20000 levels deep, more than the limit of 32", toolError(t, err, InvalidToolOutput))
	_, err = raw("[["+strings.Repeat("0,", MaxArrayLength)+"0]]").Execute(ctx, nil, Call{})
	assert.Equal(t, "output: an array has 16777217 elements, more than the limit of 16777216", toolError(t, err, InvalidToolOutput))
	out, err := raw(`[{"a":[1,2,3]},"x,y",[]]`).Execute(ctx, nil, Call{})
	require.NoError(t, err)
	assert.Equal(t, `[{"a":[1,2,3]},"x,y",[]]`, string(out))
}

func TestNilMapOutputIsValid(t *testing.T) {
	tool := New("", func(ctx context.Context, in NoInput, c Call) (profile, error) { return profile{Name: "a"}, nil })
	out, err := tool.Execute(context.Background(), nil, Call{})
	require.NoError(t, err)
	assert.Equal(t, `{"name":"a"}`, string(out))
	type withMap struct {
		M map[string]string `json:"m"`
	}
	tool = New("", func(ctx context.Context, in NoInput, c Call) (withMap, error) { return withMap{}, nil })
	out, err = tool.Execute(context.Background(), nil, Call{})
	require.NoError(t, err)
	assert.Equal(t, `{"m":null}`, string(out))
}

func TestToolFailures(t *testing.T) {
	ctx := context.Background()
	failing := New("", func(ctx context.Context, in NoInput, c Call) (int, error) {
		return 0, errors.New("order store offline")
	})
	_, err := failing.Execute(ctx, nil, Call{Path: "orders.lookup"})
	assert.Equal(t, "tools.orders.lookup failed", toolError(t, err, ToolFailure))
	assert.EqualError(t, err, "ToolFailure: tools.orders.lookup failed: order store offline")

	refusing := New("", func(ctx context.Context, in lookupInput, c Call) (int, error) {
		return 0, &Error{Kind: InvalidToolInput, Message: "id must start with order_"}
	})
	_, err = refusing.Execute(ctx, json.RawMessage(`{"id":"x"}`), Call{})
	assert.Equal(t, "id must start with order_", toolError(t, err, InvalidToolInput))

	odd := New("", func(ctx context.Context, in NoInput, c Call) (int, error) {
		return 0, &Error{Kind: "TimeoutExceeded", Message: "not a tool kind"}
	})
	_, err = odd.Execute(ctx, nil, Call{})
	assert.Equal(t, "not a tool kind", toolError(t, err, ToolFailure))

	panicking := New("", func(ctx context.Context, in NoInput, c Call) (int, error) { panic("boom") })
	_, err = panicking.Execute(ctx, nil, Call{})
	assert.Equal(t, "the tool failed", toolError(t, err, ToolFailure))
	assert.EqualError(t, err, "ToolFailure: the tool failed: panic: boom")
}

func TestConstructorErrors(t *testing.T) {
	assert.EqualError(t, New[NoInput, int]("", nil).Err(), "the execute function is nil")
	withChan := New("", func(ctx context.Context, in struct{ C chan int }, c Call) (int, error) { return 0, nil })
	require.Error(t, withChan.Err())
	assert.Contains(t, withChan.Err().Error(), "input type")
	_, err := withChan.Execute(context.Background(), nil, Call{})
	assert.Equal(t, "the tool failed", toolError(t, err, ToolFailure))
	assert.Contains(t, err.Error(), "the tool cannot run: input type")

	badSchema := Raw("", json.RawMessage(`{"type": 3}`), nil, func(ctx context.Context, in json.RawMessage, c Call) (json.RawMessage, error) {
		return nil, nil
	})
	assert.ErrorContains(t, badSchema.Err(), "input schema: not a JSON Schema")
	assert.EqualError(t, Raw("", nil, nil, nil).Err(), "the execute function is nil")
	assert.EqualError(t, Durable("", DurableFuncs[NoInput, string, int]{}).Err(), "a durable tool needs both Start and Wait")
}

func TestRawTool(t *testing.T) {
	in := json.RawMessage(`{"type":"object","properties":{"query":{"type":"string","description":"what to look for"},"limit":{"type":"integer"}},"required":["query"]}`)
	out := json.RawMessage(`{"type":"array","items":{"type":"object","properties":{"title":{"type":"string"},"score":{"type":"number"}},"required":["title","score"]}}`)
	var got json.RawMessage
	tool := RawIdempotent("Search documents", in, out, func(ctx context.Context, input json.RawMessage, c Call) (json.RawMessage, error) {
		got = input
		return json.RawMessage(`[ {"title":"a", "score": 1} ]`), nil
	})
	require.NoError(t, tool.Err())
	assert.Equal(t, KindIdempotent, tool.Kind())
	assert.Equal(t, `tools.docs.search(input: { /** what to look for */ query: string; limit?: number }): Promise<{ title: string; score: number }[]>`,
		tool.Signature("docs.search"))

	// Raw schemas only shape the signature: input is not validated.
	res, err := tool.Execute(context.Background(), json.RawMessage(`{"query": 5}`), Call{})
	require.NoError(t, err)
	assert.Equal(t, `{"query":5}`, string(got))
	assert.Equal(t, `[{"title":"a","score":1}]`, string(res), "output is compacted and copied")

	void := Raw("", nil, nil, func(ctx context.Context, input json.RawMessage, c Call) (json.RawMessage, error) { return nil, nil })
	assert.Equal(t, "tools.x(input?: unknown): Promise<void>", void.Signature("x"))
}

type jobData struct {
	JobID string `json:"jobId"`
}

func TestDurableTool(t *testing.T) {
	var log []string
	block := make(chan struct{})
	tool := Durable("Render a video", DurableFuncs[lookupInput, jobData, order]{
		Start: func(ctx context.Context, in lookupInput, c Call) (jobData, error) {
			log = append(log, "start "+in.ID+" "+c.Key)
			return jobData{JobID: "job-" + in.ID}, nil
		},
		Wait: func(ctx context.Context, d jobData, c Call) (order, error) {
			log = append(log, "wait "+d.JobID)
			if d.JobID == "job-slow" {
				close(block)
				<-ctx.Done()
				return order{}, ctx.Err()
			}
			return order{ID: d.JobID, Status: "done"}, nil
		},
		Cancel: func(ctx context.Context, d jobData, c Call) error {
			log = append(log, "cancel "+d.JobID)
			return nil
		},
	})
	require.NoError(t, tool.Err())
	assert.Equal(t, KindDurable, tool.Kind())
	assert.Equal(t, "tools.video.render(input: { id: string }): Promise<{ id: string; status: string }>", tool.Signature("video.render"))

	call := NewCall("r", 1, "video.render")
	out, err := tool.Execute(context.Background(), json.RawMessage(`{"id":"a"}`), call)
	require.NoError(t, err)
	assert.Equal(t, `{"id":"job-a","status":"done"}`, string(out))
	assert.Equal(t, []string{"start a r:1", "wait job-a"}, log)

	// The three steps one by one, as the Temporal activities run them.
	log = nil
	data, err := tool.Start(context.Background(), json.RawMessage(`{"id":"b"}`), call)
	require.NoError(t, err)
	assert.Equal(t, `{"jobId":"job-b"}`, string(data))
	out, err = tool.Wait(context.Background(), data, call)
	require.NoError(t, err)
	assert.Equal(t, `{"id":"job-b","status":"done"}`, string(out))
	require.NoError(t, tool.Cancel(context.Background(), data, call))
	assert.Equal(t, []string{"start b r:1", "wait job-b", "cancel job-b"}, log)

	// Interrupted while waiting: Execute cancels the work.
	log = nil
	ctx, cancel := context.WithCancel(context.Background())
	go func() { <-block; cancel() }()
	_, err = tool.Execute(ctx, json.RawMessage(`{"id":"slow"}`), call)
	toolError(t, err, ToolFailure)
	assert.Equal(t, []string{"start slow r:1", "wait job-slow", "cancel job-slow"}, log)

	_, err = lookupTool().Start(context.Background(), nil, call)
	assert.Contains(t, toolError(t, err, ToolFailure), "not durable")
}

func TestEncodedTypes(t *testing.T) {
	type blob struct {
		Data  []byte          `json:"data"`
		Extra json.RawMessage `json:"extra,omitempty"`
	}
	tool := New("", func(ctx context.Context, in blob, c Call) (blob, error) { return in, nil })
	require.NoError(t, tool.Err())
	assert.Equal(t, "tools.blob(input: { data: string | null; extra?: unknown }): Promise<{ data: string | null; extra?: unknown }>", tool.Signature("blob"))
	out, err := tool.Execute(context.Background(), json.RawMessage(`{"data":"aGk=","extra":{"any":["json"]}}`), Call{})
	require.NoError(t, err)
	assert.Equal(t, `{"data":"aGk=","extra":{"any":["json"]}}`, string(out))

	raw := New("", func(ctx context.Context, in NoInput, c Call) (json.RawMessage, error) {
		return json.RawMessage(`[1,{"a":null}]`), nil
	})
	out, err = raw.Execute(context.Background(), nil, Call{})
	require.NoError(t, err)
	assert.Equal(t, `[1,{"a":null}]`, string(out))
}

func TestToolErrorMessageReachesTheProgram(t *testing.T) {
	ctx := context.Background()
	call := Call{Path: "orders.lookup"}
	safe := New("", func(ctx context.Context, in NoInput, c Call) (int, error) {
		return 0, ToolError("order 42 is archived")
	})
	_, err := safe.Execute(ctx, nil, call)
	assert.Equal(t, "order 42 is archived", toolError(t, err, ToolFailure))

	cause := errors.New("connection reset")
	formatted := New("", func(ctx context.Context, in NoInput, c Call) (int, error) {
		return 0, ToolErrorf("order %d is unavailable, try later: %w", 42, cause)
	})
	_, err = formatted.Execute(ctx, nil, call)
	assert.Equal(t, "order 42 is unavailable, try later: connection reset", toolError(t, err, ToolFailure))
	assert.ErrorIs(t, err, cause)

	wrapped := New("", func(ctx context.Context, in NoInput, c Call) (int, error) {
		return 0, fmt.Errorf("lookup: %w", ToolError("no such order"))
	})
	_, err = wrapped.Execute(ctx, nil, call)
	assert.Equal(t, "no such order", toolError(t, err, ToolFailure))
}

func TestHostFailureDetailsAreNotShownToTheProgram(t *testing.T) {
	ctx := context.Background()
	cause := errors.New("dial postgres://u:p@h: refused")
	failing := New("", func(ctx context.Context, in NoInput, c Call) (int, error) {
		return 0, fmt.Errorf("query orders: %w", cause)
	})
	_, err := failing.Execute(ctx, nil, Call{Path: "orders.lookup"})
	assert.Equal(t, "tools.orders.lookup failed", toolError(t, err, ToolFailure))
	assert.ErrorIs(t, err, cause, "the host still reaches its error")
	assert.Contains(t, err.Error(), "postgres://u:p@h", "the host still reads its error")

	panicking := New("", func(ctx context.Context, in NoInput, c Call) (int, error) { panic(cause) })
	_, err = panicking.Execute(ctx, nil, Call{Path: "my-tools.x"})
	assert.Equal(t, `tools["my-tools"].x failed`, toolError(t, err, ToolFailure))
	assert.ErrorIs(t, err, cause)

	durable := Durable("", DurableFuncs[NoInput, int, int]{
		Start: func(ctx context.Context, in NoInput, c Call) (int, error) { return 0, cause },
		Wait:  func(ctx context.Context, data int, c Call) (int, error) { return 0, cause },
	})
	_, err = durable.Start(ctx, nil, Call{Path: "jobs.run"})
	assert.Equal(t, "tools.jobs.run failed", toolError(t, err, ToolFailure))
	_, err = durable.Wait(ctx, json.RawMessage(`1`), Call{Path: "jobs.run"})
	assert.Equal(t, "tools.jobs.run failed", toolError(t, err, ToolFailure))
	_, err = durable.Wait(ctx, json.RawMessage(`"x"`), Call{Path: "jobs.run"})
	assert.Equal(t, "tools.jobs.run failed", toolError(t, err, ToolFailure))
	assert.Contains(t, err.Error(), "durable tool data cannot be decoded")
}
