package openapi_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/durabletools"
	"github.com/codemode-go/codemode/openapi"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func shopSpec(t *testing.T) []byte {
	t.Helper()
	doc, err := os.ReadFile("testdata/shop.yaml")
	require.NoError(t, err)
	return doc
}

// localServer starts an HTTP server on 127.0.0.1 only.
func localServer(t *testing.T, h http.Handler) *httptest.Server {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	srv := httptest.NewUnstartedServer(h)
	srv.Listener.Close()
	srv.Listener = ln
	srv.Start()
	t.Cleanup(srv.Close)
	return srv
}

func catalog(t *testing.T, tools map[string]any) map[string]durabletools.Descriptor {
	t.Helper()
	entries, err := durabletools.Flatten(tools)
	require.NoError(t, err)
	out := map[string]durabletools.Descriptor{}
	for _, d := range durabletools.Catalog(entries) {
		out[d.Path] = d
	}
	return out
}

func TestFromSpecMakesOneToolPerSupportedOperation(t *testing.T) {
	res, err := openapi.FromSpec(shopSpec(t), openapi.Options{})
	require.NoError(t, err)
	cat := catalog(t, res.Tools)
	var paths []string
	for p := range cat {
		paths = append(paths, p)
	}
	assert.Equal(t, "Shop", res.Description)
	assert.ElementsMatch(t, []string{"orders.list", "orders.create", "orders.get", "orders.cancel", "get_health", "admin.stats"}, paths,
		"dotted operationIds create namespaces; an operation without one is named from its method and path")

	var skipped []string
	for _, s := range res.Skipped {
		skipped = append(skipped, s.String())
	}
	assert.Equal(t, []string{
		"GET /events (events.stream): server-sent events (text/event-stream) are not supported",
		"POST /files (files.upload): the request body has no JSON content (multipart/form-data)",
		"GET /files/{id} (files.download): binary responses are not supported (application/octet-stream)",
		"GET /live (live.socket): WebSocket operations are not supported (101 Switching Protocols)",
		"PUT /orders/{id}/note (orders.setNote): the request body has no JSON content (text/plain)",
		"GET /orders/{id}/receipt (orders.receipt): unsupported parameter encoding: path parameter \"id\" uses style matrix",
	}, skipped)
}

func TestFromSpecSignatures(t *testing.T) {
	res, err := openapi.FromSpec(shopSpec(t), openapi.Options{})
	require.NoError(t, err)
	cat := catalog(t, res.Tools)

	assert.Equal(t, `tools.orders.create(input: { "Idempotency-Key"?: string; /** The new order */ body: { items: { quantity: number; sku: string }[]; note?: string | null; /** Card token, never returned */ paymentToken?: string } }): `+
		`Promise<{ /** Assigned by the shop */ id: string; items: { quantity: number; sku: string }[]; note?: string | null; status?: "open" | "shipped" | "cancelled" }>`,
		cat["orders.create"].Signature, "requests omit readOnly properties, responses omit writeOnly ones")
	assert.Equal(t, "Create an order", cat["orders.create"].Description)
	assert.Equal(t, "List orders\n\nNewest first.", cat["orders.list"].Description)
	assert.Equal(t, "(deprecated) Cancel an order", cat["orders.cancel"].Description)
	assert.Equal(t, `tools.orders.cancel(input: { id: string }): Promise<void>`, cat["orders.cancel"].Signature)
	assert.Equal(t, `tools.get_health(): Promise<string>`, cat["get_health"].Signature)
	assert.Contains(t, cat["orders.list"].Signature, `/** Only orders in this state */ status?: "open" | "shipped" | "cancelled"`)
	assert.Equal(t, `tools.admin.stats(input?: { session?: string }): Promise<{ orders?: number; revenue?: number | null }>`, cat["admin.stats"].Signature)
	for path, d := range cat {
		assert.NotContains(t, d.Signature, "Authorization", path)
		assert.NotContains(t, d.Signature, "X-API-Key", path)
	}
	assert.Equal(t, durabletools.KindIdempotent, cat["orders.get"].Kind, "GET is idempotent")
	assert.Equal(t, durabletools.KindPlain, cat["orders.create"].Kind)
}

// shopServer answers the shop API and records each request.
type shopServer struct {
	mu   sync.Mutex
	seen []string
}

func (s *shopServer) record(r *http.Request, extra string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	line := r.Method + " " + r.URL.RequestURI()
	if a := r.Header.Get("Authorization"); a != "" {
		line += " auth=" + a
	}
	if k := r.Header.Get("X-API-Key"); k != "" {
		line += " key=" + k
	}
	s.seen = append(s.seen, line+extra)
}

func (s *shopServer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	switch {
	case r.Method == "GET" && r.URL.Path == "/v1/orders":
		s.record(r, "")
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprint(w, `[{"id":"o1","status":"open","items":[{"sku":"a","quantity":1}],"extra":"kept"}]`)
	case r.Method == "POST" && r.URL.Path == "/v1/orders":
		body, _ := io.ReadAll(r.Body)
		s.record(r, " ct="+r.Header.Get("Content-Type")+" idem="+r.Header.Get("Idempotency-Key")+" body="+string(body))
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusCreated)
		fmt.Fprint(w, `{"id":"o2","status":"open","items":[{"sku":"b","quantity":2}]}`)
	case r.Method == "GET" && r.URL.Path == "/v1/orders/missing":
		s.record(r, "")
		http.Error(w, `{"error":"no such order"}`, http.StatusNotFound)
	case r.Method == "GET" && strings.HasPrefix(r.URL.Path, "/v1/orders/"):
		s.record(r, " rid="+r.Header.Get("X-Request-Id"))
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprintf(w, `{"id":%q,"status":"shipped","items":[]}`, strings.TrimPrefix(r.URL.EscapedPath(), "/v1/orders/"))
	case r.Method == "DELETE":
		s.record(r, "")
		w.WriteHeader(http.StatusNoContent)
	case r.URL.Path == "/v1/health":
		s.record(r, "")
		fmt.Fprint(w, "ok")
	case r.URL.Path == "/v1/stats":
		c, _ := r.Cookie("session")
		s.record(r, " cookie="+fmt.Sprint(c != nil && c.Value == "s1"))
		fmt.Fprint(w, `{"orders":2,"revenue":null}`)
	default:
		http.NotFound(w, r)
	}
}

func shopRuntime(t *testing.T, auth openapi.AuthResolver) (*codemode.Runtime, *shopServer) {
	t.Helper()
	shop := &shopServer{}
	srv := localServer(t, shop)
	res, err := openapi.FromSpec(shopSpec(t), openapi.Options{BaseURL: srv.URL + "/v1", Auth: auth, HTTPClient: srv.Client()})
	require.NoError(t, err)
	rt, err := codemode.New(codemode.Options{Tools: map[string]any{"shop": res.Tools}})
	require.NoError(t, err)
	return rt, shop
}

func TestToolsMakeRealHTTPRequests(t *testing.T) {
	var schemes []string
	var mu sync.Mutex
	rt, shop := shopRuntime(t, func(ctx context.Context, s openapi.Scheme) (string, error) {
		mu.Lock()
		schemes = append(schemes, s.Name+":"+s.Type+":"+s.HTTPScheme+s.In)
		mu.Unlock()
		switch s.Name {
		case "bearerAuth":
			return "tok-123", nil
		case "apiKey":
			return "key-9", nil
		}
		return "", nil
	})
	res := rt.Execute(context.Background(), `
		const list = await tools.shop.orders.list({ status: "open", limit: 5, tags: ["a b", "c"], filter: { minTotal: 10, currency: "EUR" } })
		const created = await tools.shop.orders.create({ "Idempotency-Key": "k1", body: { items: [{ sku: "b", quantity: 2 }], note: null } })
		const one = await tools.shop.orders.get({ id: "a/b c", "X-Request-Id": "r1", fields: ["id", "status"] })
		const gone = await tools.shop.orders.cancel({ id: "o1" })
		const health = await tools.shop.get_health()
		const stats = await tools.shop.admin.stats({ session: "s1" })
		let missing
		try { await tools.shop.orders.get({ id: "missing" }) } catch (e) { missing = e.message }
		return { list, created: created.id, one: one.id, gone: gone === undefined, health, stats, missing }`)
	require.True(t, res.OK, res.String())
	assert.JSONEq(t, `{
		"list": [{"id":"o1","status":"open","items":[{"sku":"a","quantity":1}],"extra":"kept"}],
		"created": "o2", "one": "a%2Fb%20c", "gone": true, "health": "ok",
		"stats": {"orders":2,"revenue":null},
		"missing": "GET /orders/{id}: HTTP 404 Not Found: {\"error\":\"no such order\"}"
	}`, string(res.Value), "server values pass through unchanged; errors carry the status and body")
	assert.Equal(t, []string{
		"GET /v1/orders?status=open&limit=5&tags=a+b&tags=c&filter%5Bcurrency%5D=EUR&filter%5BminTotal%5D=10 auth=Bearer tok-123",
		`POST /v1/orders auth=Bearer tok-123 ct=application/json idem=k1 body={"items":[{"quantity":2,"sku":"b"}],"note":null}`,
		"GET /v1/orders/a%2Fb%20c?fields=id,status auth=Bearer tok-123 rid=r1",
		"DELETE /v1/orders/o1 auth=Bearer tok-123",
		"GET /v1/health",
		"GET /v1/stats key=key-9 cookie=true",
		"GET /v1/orders/missing auth=Bearer tok-123",
	}, shop.seen)
	assert.Contains(t, schemes, "bearerAuth:http:bearer")
	assert.Contains(t, schemes, "apiKey:apiKey:header")
	for _, c := range res.ToolCalls {
		assert.NotContains(t, string(c.Input), "tok-123", "credentials never reach the program")
	}
}

func TestAuthFallsBackToTheNextRequirement(t *testing.T) {
	rt, shop := shopRuntime(t, func(ctx context.Context, s openapi.Scheme) (string, error) {
		if s.Name == "apiKey" {
			return "key-9", nil
		}
		return "", nil // no bearer token: try the next alternative
	})
	res := rt.Execute(context.Background(), `await tools.shop.orders.cancel({ id: "x" })`)
	require.True(t, res.OK, res.String())
	assert.Equal(t, []string{"DELETE /v1/orders/x key=key-9"}, shop.seen)

	rt, _ = shopRuntime(t, func(ctx context.Context, s openapi.Scheme) (string, error) {
		return "", fmt.Errorf("vault is sealed")
	})
	res = rt.Execute(context.Background(), `await tools.shop.orders.cancel({ id: "x" })`)
	require.False(t, res.OK)
	assert.Equal(t, codemode.KindToolFailure, res.Error.Kind)
	assert.Equal(t, "tools.shop.orders.cancel failed", res.Error.Message, "the resolver's error stays with the host")
}

func TestToolInputErrors(t *testing.T) {
	rt, shop := shopRuntime(t, nil)
	for code, want := range map[string]string{
		`await tools.shop.orders.get({})`:                         `missing required parameter "id"`,
		`await tools.shop.orders.get({ id: "x", verbose: true })`: `unknown parameter "verbose"; the parameters are X-Request-Id, fields, id`,
		`await tools.shop.orders.create({})`:                      `missing required request body "body"`,
		`await tools.shop.orders.get({ id: { a: { b: 1 } } })`:    `parameter "id": object values must be strings, numbers or booleans`,
		`await tools.shop.orders.list({ tags: [[1]] })`:           `parameter "tags": array items must be strings, numbers or booleans`,
	} {
		res := rt.Execute(context.Background(), code)
		require.False(t, res.OK, code)
		assert.Equal(t, codemode.KindInvalidToolInput, res.Error.Kind, code)
		assert.Equal(t, want, res.Error.Message, code)
	}
	assert.Empty(t, shop.seen, "bad input never reaches the server")
}

func TestFromSpecJSONAndErrors(t *testing.T) {
	doc := `{"openapi":"3.1.0","info":{"title":"t","version":"1"},"servers":[{"url":"http://127.0.0.1:1"}],
		"paths":{"/a":{"get":{"operationId":"a","responses":{"200":{"description":"ok","content":{"application/json":{"schema":{"type":["string","null"]}}}}}}},
		         "/b":{"get":{"operationId":"a","responses":{"204":{"description":"none"}}}}}}`
	res, err := openapi.FromSpec([]byte(doc), openapi.Options{})
	require.NoError(t, err)
	cat := catalog(t, res.Tools)
	assert.Equal(t, "tools.a(): Promise<string | null>", cat["a"].Signature)
	require.Len(t, res.Skipped, 1)
	assert.Equal(t, `another operation already has the tool name "a"`, res.Skipped[0].Reason)

	_, err = openapi.FromSpec([]byte(`{"openapi":"3.0.0","info":{"title":"t","version":"1"},"paths":{}}`), openapi.Options{})
	assert.EqualError(t, err, "openapi: the document lists no server; set Options.BaseURL")
	_, err = openapi.FromSpec([]byte(`not: [valid`), openapi.Options{})
	assert.Error(t, err)
	_, err = openapi.FromSpec([]byte(`{"swagger":"2.0","info":{"title":"t","version":"1"},"paths":{}}`), openapi.Options{BaseURL: "http://127.0.0.1:1"})
	assert.Error(t, err)
}

func TestResponseLimitAndInvalidJSON(t *testing.T) {
	srv := localServer(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/big" {
			fmt.Fprint(w, `"`+strings.Repeat("x", 100)+`"`)
			return
		}
		fmt.Fprint(w, `<html>`)
	}))
	doc := `{"openapi":"3.0.0","info":{"title":"t","version":"1"},"paths":{
		"/big":{"get":{"operationId":"big","responses":{"200":{"description":"ok","content":{"application/json":{"schema":{"type":"string"}}}}}}},
		"/html":{"get":{"operationId":"html","responses":{"200":{"description":"ok","content":{"application/json":{"schema":{"type":"object"}}}}}}}}}`
	res, err := openapi.FromSpec([]byte(doc), openapi.Options{BaseURL: srv.URL, MaxResponseBytes: 50})
	require.NoError(t, err)
	ctx := context.Background()
	call := durabletools.NewCall("r", 1, "big")
	_, err = res.Tools["big"].(*durabletools.Tool).Execute(ctx, nil, call)
	assert.EqualError(t, err, "ToolFailure: GET /big: the response is larger than 50 bytes")
	_, err = res.Tools["html"].(*durabletools.Tool).Execute(ctx, nil, call)
	assert.EqualError(t, err, `InvalidToolOutput: GET /html: the response is not JSON (Content-Type "text/html; charset=utf-8"): <html>`)
	out, _ := json.Marshal(res.Skipped)
	assert.Equal(t, "null", string(out))
}
