package jsonerr

import (
	"encoding/json"
	"math"
	"testing"
)

func TestDecode(t *testing.T) {
	type inner struct {
		When []string `json:"when"`
	}
	var v struct {
		ID    int32 `json:"id"`
		On    bool  `json:"on"`
		Inner inner `json:"inner"`
	}
	for in, want := range map[string]string{
		`{"id":"x"}`:                   "input.id: expected integer from -2147483648 to 2147483647, got string",
		`{"on":1}`:                     "input.on: expected boolean, got number",
		`{"inner":{"when":{}}}`:        "input.inner.when: expected array, got object",
		`{"inner":{"when":[true]}}`:    "input.inner.when: expected string, got boolean",
		`[1]`:                          "input: expected object, got array",
		`{"id":`:                       "input: not valid JSON",
		`{"id":1} x`:                   "input: not valid JSON",
		`{"inner":{"when":["a",2.5]}}`: "input.inner.when: expected string, got number",
	} {
		err := json.Unmarshal([]byte(in), &v)
		if err == nil {
			t.Fatalf("%s: no error", in)
		}
		if got := Decode("input", err); got != want {
			t.Errorf("%s: %q, want %q", in, got, want)
		}
	}
}

func TestEncode(t *testing.T) {
	cyclic := map[string]any{}
	cyclic["self"] = cyclic
	for _, c := range []struct {
		v    any
		want string
	}{
		{math.NaN(), "output: NaN is not a JSON number"},
		{[]float64{1, math.Inf(-1)}, "output: -Infinity is not a JSON number"},
		{map[string]any{"c": make(chan int)}, "output: a channel cannot be written as JSON"},
		{complex(1, 2), "output: a complex number cannot be written as JSON"},
		{cyclic, "output: the value contains a cycle"},
	} {
		_, err := json.Marshal(c.v)
		if err == nil {
			t.Fatalf("%v: no error", c.v)
		}
		if got := Encode("output", err); got != c.want {
			t.Errorf("%q, want %q", got, c.want)
		}
	}
}
