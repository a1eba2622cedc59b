package testkit_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/durabletools"
	"github.com/codemode-go/codemode/samples/testkit"
	"github.com/stretchr/testify/require"
)

func TestTools(t *testing.T) {
	rt, err := codemode.New(codemode.Options{Tools: testkit.Tools()})
	require.NoError(t, err)
	kinds := map[string]durabletools.Kind{}
	for _, e := range rt.Driver().Tools() {
		kinds[e.Path] = e.Tool.Kind()
	}
	require.Equal(t, map[string]durabletools.Kind{
		"testkit.add": durabletools.KindPlain, "testkit.echo": durabletools.KindPlain,
		"testkit.fail": durabletools.KindPlain, "testkit.get": durabletools.KindIdempotent,
		"testkit.job": durabletools.KindDurable, "testkit.sleep": durabletools.KindPlain,
	}, kinds)

	ctx := context.Background()
	exec := func(path, input string) (string, string) {
		out, herr := rt.Driver().ExecuteTool(ctx, path, json.RawMessage(input), durabletools.NewCall("r", 1, path))
		if herr != nil {
			return "", herr.Kind + ": " + herr.Message
		}
		return string(out), ""
	}
	for _, c := range []struct{ path, input, out, err string }{
		{"testkit.echo", `[1,{"a":null}]`, `[1,{"a":null}]`, ""},
		{"testkit.add", `{"a":1.5,"b":2}`, `{"sum":3.5}`, ""},
		{"testkit.fail", `{"message":"boom"}`, "", "ToolFailure: boom"},
		{"testkit.sleep", `{"ms":1}`, `{"slept":1}`, ""},
		{"testkit.get", `{"key":"k"}`, `{"key":"k","value":"v:k"}`, ""},
		{"testkit.job", `{"ms":1,"value":{"x":[true]}}`, `{"value":{"x":[true]}}`, ""},
	} {
		out, err := exec(c.path, c.input)
		require.Equal(t, c.err, err, c.path)
		if c.out != "" {
			require.JSONEq(t, c.out, out, c.path)
		}
	}

	// sleep stops when its call is interrupted.
	short, cancel := context.WithTimeout(ctx, 20*time.Millisecond)
	defer cancel()
	begin := time.Now()
	_, herr := rt.Driver().ExecuteTool(short, "testkit.sleep", json.RawMessage(`{"ms":10000}`), durabletools.NewCall("r", 2, "testkit.sleep"))
	require.NotNil(t, herr)
	require.Less(t, time.Since(begin), 5*time.Second)
}
