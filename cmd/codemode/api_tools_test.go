package main

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/require"
)

const petSpec = `{
  "openapi": "3.0.3",
  "info": {"title": "Pets", "version": "1", "description": "A pet shop"},
  "servers": [{"url": "http://127.0.0.1:1/unused"}],
  "components": {"securitySchemes": {"key": {"type": "apiKey", "in": "header", "name": "X-Api-Key"}}},
  "security": [{"key": []}],
  "paths": {
    "/pets/{id}": {"get": {
      "operationId": "pets.get",
      "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string"}}],
      "responses": {"200": {"description": "a pet", "content": {"application/json": {"schema": {
        "type": "object", "properties": {"id": {"type": "string"}, "name": {"type": "string"}}}}}}}
    }}
  }
}`

// TestOpenAPIFlags mounts an OpenAPI document with --openapi, sends its
// requests to --base-url with the credential --secret names, and keeps the
// credential out of everything the command prints.
func TestOpenAPIFlags(t *testing.T) {
	const secret = "s3cr3t-value-for-the-test"
	var authorized atomic.Int32
	api := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("X-Api-Key") != secret {
			http.Error(w, "no key", http.StatusUnauthorized)
			return
		}
		authorized.Add(1)
		json.NewEncoder(w).Encode(map[string]string{"id": strings.TrimPrefix(r.URL.Path, "/v1/pets/"), "name": "Rex"})
	}))
	defer api.Close()
	spec := writeFile(t, "pets.json", petSpec)
	prog := writeFile(t, "p.js", `return (await tools.shop.pets.get({ id: "7" })).name`)
	t.Setenv("PETS_KEY", secret)

	code, out, errOut := runCmd(t, "", "eval", "--tools", "none", "--openapi", "shop="+spec, "--base-url", "shop="+api.URL+"/v1", "--secret", "shop.key=PETS_KEY", prog)
	require.Equal(t, 0, code, errOut)
	require.JSONEq(t, `"Rex"`, string(decodeResult(t, out).Value))
	require.Equal(t, int32(1), authorized.Load())
	require.NotContains(t, out+errOut, secret)

	// Without the credential the server refuses, and the program sees a
	// tool failure.
	code, out, _ = runCmd(t, "", "eval", "--tools", "none", "--openapi", "shop="+spec, "--base-url", "shop="+api.URL+"/v1", prog)
	require.Equal(t, 1, code)
	require.Equal(t, "ToolFailure", string(decodeResult(t, out).Error.Kind))

	// Bad configuration is a usage error at start.
	for _, args := range [][]string{
		{"--openapi", "shop=/nonexistent.json"},
		{"--openapi", "shop=" + writeFile(t, "bad.json", `{"openapi": 3}`)},
		{"--openapi", "shop=" + spec, "--secret", "shop.key=UNSET_VARIABLE_FOR_THE_TEST"},
		{"--openapi", "shop=" + spec, "--secret", "other.key=PETS_KEY"},
		{"--base-url", "shop=http://x"},
	} {
		code, _, errOut := runCmd(t, "", append(append([]string{"eval", "--tools", "none"}, args...), prog)...)
		require.Equal(t, 2, code, "%q: %s", args, errOut)
		require.NotContains(t, errOut, secret)
	}
}
