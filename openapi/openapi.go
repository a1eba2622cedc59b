// Package openapi turns an OpenAPI 3.x document into CodeMode tools: one
// tool per supported operation, executing real HTTP requests.
//
//	res, err := openapi.FromSpec(specJSON, openapi.Options{
//		BaseURL: "https://api.example.com",
//		Auth: func(ctx context.Context, s openapi.Scheme) (string, error) {
//			return secrets.Token(ctx, s.Name) // never shown to the model
//		},
//	})
//	rt, err := codemode.New(codemode.Options{Tools: map[string]any{"shop": res.Tools}})
//
// Each operation's tool takes one input object: its parameters by name
// (path, query, header and cookie parameters alike) and, for a JSON request
// body, a "body" property. Dotted operationIds create namespaces
// ("orders.list" becomes tools.shop.orders.list). Signatures come from the
// document's schemas: request signatures omit readOnly properties, response
// signatures omit writeOnly ones. The schemas only shape the model-visible
// signature: values are not filtered, and the server's JSON response reaches
// the program unchanged.
//
// Operations the package cannot represent are listed in Result.Skipped with
// a reason: unsupported parameter encodings (path styles other than
// simple, objects in cookies, ...), request bodies without JSON content,
// WebSocket or server-sent-event operations, and binary responses.
//
// Authentication is the host's: the document's security requirements say
// which schemes an operation needs, Options.Auth supplies the secret for
// each, and the package puts it where the scheme says (a header, query
// parameter or cookie; a bearer token; basic credentials). Credentials and
// parameters that carry them never appear in a signature.
package openapi

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"

	"github.com/codemode-go/codemode/durabletools"
	"github.com/getkin/kin-openapi/openapi3"
)

// Options configure FromSpec.
type Options struct {
	// BaseURL is where requests go, such as "https://api.example.com/v2".
	// Empty means the document's first server (its variables at their
	// defaults); an operation's own servers take precedence over that.
	BaseURL string
	// Auth resolves credentials for a security scheme; nil sends no
	// credentials.
	Auth AuthResolver
	// HTTPClient sends the requests; nil means http.DefaultClient.
	HTTPClient *http.Client
	// MaxResponseBytes bounds a response body; 0 means 8 MiB. A larger
	// response fails the call.
	MaxResponseBytes int64
}

// Result is what FromSpec made.
type Result struct {
	// Tools is a tool tree for codemode.Options.Tools: dotted keys are
	// operationIds, values *durabletools.Tool.
	Tools map[string]any
	// Description is the API's title and description (info), for a
	// durabletools.Namespace holding the tools, so search matches it:
	//	durabletools.Namespace{Description: res.Description, Tools: res.Tools}
	Description string
	// Skipped lists the operations without a tool, in document order
	// (paths sorted, then methods in the order GET, PUT, POST, DELETE,
	// OPTIONS, HEAD, PATCH, TRACE).
	Skipped []Skipped
}

// Skipped is an operation FromSpec could not turn into a tool.
type Skipped struct {
	Method      string // "GET"
	Path        string // "/orders/{id}"
	OperationID string // may be empty
	Reason      string
}

func (s Skipped) String() string {
	name := s.Method + " " + s.Path
	if s.OperationID != "" {
		name += " (" + s.OperationID + ")"
	}
	return name + ": " + s.Reason
}

// FromSpec reads an OpenAPI 3.x document (JSON or YAML) and makes its tools.
// Only references inside the document are followed. It never panics: a
// document the loader cannot handle is an error.
func FromSpec(doc []byte, opts Options) (res Result, err error) {
	defer recoverInto(&err)
	loader := openapi3.NewLoader()
	loader.IsExternalRefsAllowed = false
	t, err := loader.LoadFromData(doc)
	if err != nil {
		return Result{}, fmt.Errorf("openapi: %w", err)
	}
	return FromDocument(t, opts)
}

// FromDocument makes the tools of a loaded document (references resolved,
// as openapi3.Loader leaves them).
func FromDocument(doc *openapi3.T, opts Options) (res Result, err error) {
	defer recoverInto(&err)
	if doc == nil || doc.Paths == nil {
		return Result{}, errors.New("openapi: the document has no paths")
	}
	if !strings.HasPrefix(doc.OpenAPI, "3.") {
		return Result{}, fmt.Errorf("openapi: version %q is not OpenAPI 3.x", doc.OpenAPI)
	}
	b := builder{doc: doc, opts: opts, res: Result{Tools: map[string]any{}, Description: apiDescription(doc.Info)}, names: map[string]bool{}}
	if opts.BaseURL == "" {
		base, err := serverURL(doc.Servers)
		if err != nil {
			return Result{}, fmt.Errorf("openapi: %w; set Options.BaseURL", err)
		}
		b.opts.BaseURL = base
	}
	paths := doc.Paths.Map()
	keys := make([]string, 0, len(paths))
	for k := range paths {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, path := range keys {
		item := paths[path]
		if item == nil {
			continue
		}
		for _, method := range methods {
			if op := item.GetOperation(method); op != nil {
				b.operation(method, path, item, op)
			}
		}
	}
	return b.res, nil
}

// apiDescription is "Title: description" from the document's info.
func apiDescription(info *openapi3.Info) string {
	if info == nil {
		return ""
	}
	title, desc := strings.TrimSpace(info.Title), strings.TrimSpace(info.Description)
	switch {
	case title == "":
		return desc
	case desc == "":
		return title
	}
	return title + ": " + desc
}

// recoverInto turns a panic (in the document loader, on a malformed
// document) into an error.
func recoverInto(err *error) {
	if r := recover(); r != nil {
		*err = fmt.Errorf("openapi: the document cannot be read: %v", r)
	}
}

// methods in a fixed order: nothing depends on map iteration.
var methods = []string{
	http.MethodGet, http.MethodPut, http.MethodPost, http.MethodDelete,
	http.MethodOptions, http.MethodHead, http.MethodPatch, http.MethodTrace,
}

type builder struct {
	doc   *openapi3.T
	opts  Options
	res   Result
	names map[string]bool
}

func (b *builder) skip(method, path string, op *openapi3.Operation, reason string) {
	b.res.Skipped = append(b.res.Skipped, Skipped{Method: method, Path: path, OperationID: op.OperationID, Reason: reason})
}

// operation makes one operation's tool, or records why it cannot.
func (b *builder) operation(method, path string, item *openapi3.PathItem, op *openapi3.Operation) {
	name, err := toolName(method, path, op.OperationID)
	if err != nil {
		b.skip(method, path, op, err.Error())
		return
	}
	if b.names[name] {
		b.skip(method, path, op, fmt.Sprintf("another operation already has the tool name %q", name))
		return
	}
	if reason := websocketOrSSE(path, item, op); reason != "" {
		b.skip(method, path, op, reason)
		return
	}
	spec, err := b.request(method, path, item, op)
	if err != nil {
		b.skip(method, path, op, err.Error())
		return
	}
	if err := b.response(op, spec); err != nil {
		b.skip(method, path, op, err.Error())
		return
	}
	tool, err := spec.tool(description(op), b.opts)
	if err != nil {
		b.skip(method, path, op, err.Error())
		return
	}
	b.names[name] = true
	b.res.Tools[name] = tool
}

// toolName is the tool's dotted path: the operationId, or one made from the
// method and path ("get_orders_id") when there is none.
func toolName(method, path, operationID string) (string, error) {
	if operationID != "" {
		for _, seg := range strings.Split(operationID, ".") {
			if seg == "" {
				return "", fmt.Errorf("operationId %q has an empty name between dots", operationID)
			}
		}
		return operationID, nil
	}
	var b strings.Builder
	b.WriteString(strings.ToLower(method))
	for _, r := range path {
		switch {
		case r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9':
			b.WriteRune(r)
		case r == '/' || r == '-' || r == '_' || r == '.':
			if s := b.String(); !strings.HasSuffix(s, "_") {
				b.WriteByte('_')
			}
		}
	}
	return strings.TrimSuffix(b.String(), "_"), nil
}

// description is the tool's model-visible description.
func description(op *openapi3.Operation) string {
	parts := []string{}
	if s := strings.TrimSpace(op.Summary); s != "" {
		parts = append(parts, s)
	}
	if d := strings.TrimSpace(op.Description); d != "" && d != strings.TrimSpace(op.Summary) {
		parts = append(parts, d)
	}
	text := strings.Join(parts, "\n\n")
	if op.Deprecated {
		text = strings.TrimSpace("(deprecated) " + text)
	}
	return text
}

// websocketOrSSE names a streaming operation, which a tool call (one
// request, one response) cannot represent.
func websocketOrSSE(path string, item *openapi3.PathItem, op *openapi3.Operation) string {
	for k := range op.Extensions {
		if strings.Contains(strings.ToLower(k), "websocket") {
			return "WebSocket operations are not supported (" + k + ")"
		}
	}
	if op.Responses != nil && op.Responses.Value("101") != nil {
		return "WebSocket operations are not supported (101 Switching Protocols)"
	}
	for _, p := range append(slices.Clone(item.Parameters), op.Parameters...) {
		if p != nil && p.Value != nil && p.Value.In == openapi3.ParameterInHeader {
			if n := strings.ToLower(p.Value.Name); n == "upgrade" || strings.HasPrefix(n, "sec-websocket-") {
				return "WebSocket operations are not supported (header " + p.Value.Name + ")"
			}
		}
	}
	for _, servers := range []openapi3.Servers{opServers(op), item.Servers} {
		for _, s := range servers {
			if s != nil && (strings.HasPrefix(s.URL, "ws://") || strings.HasPrefix(s.URL, "wss://")) {
				return "WebSocket operations are not supported (server " + s.URL + ")"
			}
		}
	}
	if op.Responses != nil {
		for _, code := range op.Responses.Keys() {
			r := op.Responses.Value(code)
			if r != nil && r.Value != nil && r.Value.Content["text/event-stream"] != nil {
				return "server-sent events (text/event-stream) are not supported"
			}
		}
	}
	return ""
}

// serverURL is the first server's URL with its variables at their defaults.
func serverURL(servers openapi3.Servers) (string, error) {
	for _, s := range servers {
		if s == nil || s.URL == "" {
			continue
		}
		u := s.URL
		for _, name := range sortedKeys(s.Variables) {
			if v := s.Variables[name]; v != nil {
				u = strings.ReplaceAll(u, "{"+name+"}", v.Default)
			}
		}
		if !strings.HasPrefix(u, "http://") && !strings.HasPrefix(u, "https://") {
			return "", fmt.Errorf("the first server URL %q is not absolute", s.URL)
		}
		return strings.TrimSuffix(u, "/"), nil
	}
	return "", errors.New("the document lists no server")
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// tool builds the operation's durabletools.Tool.
func (s *opSpec) tool(desc string, opts Options) (*durabletools.Tool, error) {
	in, err := json.Marshal(s.inputSchema)
	if err != nil {
		return nil, err
	}
	var out json.RawMessage
	if s.outputSchema != nil {
		if out, err = json.Marshal(s.outputSchema); err != nil {
			return nil, err
		}
	}
	s.opts = opts
	run := func(ctx context.Context, input json.RawMessage, call durabletools.Call) (json.RawMessage, error) {
		return s.call(ctx, input)
	}
	var t *durabletools.Tool
	switch s.method {
	case http.MethodGet, http.MethodHead, http.MethodOptions, http.MethodPut, http.MethodDelete:
		// Idempotent by HTTP's definition: safe to run again.
		t = durabletools.RawIdempotent(desc, in, out, run)
	default:
		t = durabletools.Raw(desc, in, out, run)
	}
	return t, t.Err()
}

func opServers(op *openapi3.Operation) openapi3.Servers {
	if op.Servers == nil {
		return nil
	}
	return *op.Servers
}
