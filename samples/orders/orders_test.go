package orders_test

import (
	"context"
	"os"
	"testing"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/samples/orders"
	"github.com/stretchr/testify/require"
)

// The sample programs give the results the README promises.
func TestPrograms(t *testing.T) {
	rt, err := codemode.New(codemode.Options{Tools: orders.Tools()})
	require.NoError(t, err)
	for file, want := range map[string]string{
		"main.js":   `{"id":"order_42","needsAttention":true}`,
		"triage.js": `{"checked":4,"needsAttention":["order_42","order_43","order_44"]}`,
	} {
		code, err := os.ReadFile(file)
		require.NoError(t, err)
		res := rt.Execute(context.Background(), string(code))
		require.True(t, res.OK, "%s: %s", file, res.String())
		require.JSONEq(t, want, string(res.Value), file)
	}
}
