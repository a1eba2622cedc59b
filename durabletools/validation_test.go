package durabletools

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestValidationDetailSortsAdditionalProperties(t *testing.T) {
	assert.Equal(t, `unexpected additional properties ["a" "b" "c d"]`, sortAdditional(`unexpected additional properties ["c d" "a" "b"]`))
	assert.Equal(t, `something else`, sortAdditional(`something else`))
}

type manyFields struct {
	A int    `json:"a"`
	B int    `json:"b"`
	C int    `json:"c"`
	D []item `json:"d"`
}

type item struct {
	X int `json:"x"`
	Y int `json:"y"`
	Z int `json:"z"`
}

func TestValidationErrorIsDeterministic(t *testing.T) {
	tool := New("t", func(ctx context.Context, in manyFields, c Call) (NoOutput, error) { return NoOutput{}, nil })
	require.NoError(t, tool.Err())
	for _, c := range []struct{ in, want string }{
		{`{"a":"x","b":"y","c":"z","d":[]}`, `InvalidToolInput: input does not match the tool's schema: at .a: type: x has type "string", want "integer"`},
		{`{"a":1,"b":"y","c":"z","d":[]}`, `InvalidToolInput: input does not match the tool's schema: at .b: type: y has type "string", want "integer"`},
		{`{"a":1,"b":2,"c":3,"d":[{"x":1,"y":2,"z":3},{"x":"1","y":"2","z":"3"}]}`, `InvalidToolInput: input does not match the tool's schema: at .d[].x: type: 1 has type "string", want "integer"`},
	} {
		for range 30 {
			_, err := tool.Execute(context.Background(), json.RawMessage(c.in), Call{})
			require.EqualError(t, err, c.want, c.in)
		}
	}
}
