package durabletools

import (
	"context"
	"encoding/json"
	"testing"
)

// Tools are built from host-supplied schemas and called with program data:
// neither may panic, whatever the bytes.

func FuzzRawSchemaSignature(f *testing.F) {
	for _, seed := range []string{
		`{"type":"object","properties":{"a":{"type":"string"}},"required":["a"]}`,
		`{"$defs":{"n":{"properties":{"x":{"$ref":"#/$defs/n"}}}},"$ref":"#/$defs/n"}`,
		`{"anyOf":[{"enum":[1,"x",null]},{"type":["array","null"],"prefixItems":[true,false]}]}`,
		`{"allOf":[{"const":{"a":[1]}},{"not":{}}],"description":"*/ {|"}`,
		`true`, `false`, `[]`, `3`,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, doc []byte) {
		tool := Raw("d", doc, doc, func(ctx context.Context, in json.RawMessage, c Call) (json.RawMessage, error) { return in, nil })
		if tool.Err() != nil {
			return
		}
		_ = tool.Signature("a.b-c")
		if _, err := tool.Execute(context.Background(), doc, Call{}); err != nil {
			if _, ok := err.(*Error); !ok {
				t.Fatalf("error %T is not an *Error", err)
			}
		}
	})
}

func FuzzTypedInput(f *testing.F) {
	for _, seed := range []string{`{"name":"a","addresses":[{"street":"x"}]}`, `null`, `{"name":1}`, `[[[[`, `{"scores":{"a":1e400}}`} {
		f.Add([]byte(seed))
	}
	tool := New("", func(ctx context.Context, in profile, c Call) (profile, error) { return in, nil })
	f.Fuzz(func(t *testing.T, input []byte) {
		out, err := tool.Execute(context.Background(), input, Call{})
		if err != nil {
			if _, ok := err.(*Error); !ok {
				t.Fatalf("error %T is not an *Error", err)
			}
			for range 3 {
				if _, again := tool.Execute(context.Background(), input, Call{}); again == nil || again.Error() != err.Error() {
					t.Fatalf("the same input failed differently: %v, then %v", err, again)
				}
			}
			return
		}
		if !json.Valid(out) {
			t.Fatalf("output %q is not JSON", out)
		}
	})
}
