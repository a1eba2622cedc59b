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
		{`{"a":"x","b":"y","c":"z","d":[]}`, `InvalidToolInput: input.a: expected integer, got string`},
		{`{"a":1,"b":"y","c":"z","d":[]}`, `InvalidToolInput: input.b: expected integer, got string`},
		{`{"a":1,"b":2,"c":3,"d":[{"x":1,"y":2,"z":3},{"x":"1","y":"2","z":"3"}]}`, `InvalidToolInput: input.d[].x: expected integer, got string`},
	} {
		for range 30 {
			_, err := tool.Execute(context.Background(), json.RawMessage(c.in), Call{})
			require.EqualError(t, err, c.want, c.in)
		}
	}
}
