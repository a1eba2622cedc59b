package openapi

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/codemode-go/codemode/durabletools"
)

// defaultMaxResponseBytes bounds a response body when Options does not.
const defaultMaxResponseBytes = 8 << 20

// call makes the operation's HTTP request from a tool input and returns the
// response for the program.
func (s *opSpec) call(ctx context.Context, input json.RawMessage) (json.RawMessage, error) {
	args, err := s.arguments(input)
	if err != nil {
		return nil, err
	}
	req, err := s.httpRequest(ctx, args)
	if err != nil {
		return nil, err
	}
	if err := s.authorize(ctx, req); err != nil {
		return nil, err
	}
	client := s.opts.HTTPClient
	if client == nil {
		client = http.DefaultClient
	}
	resp, err := client.Do(req)
	if err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		// The URL may carry an API key in its query: report the operation.
		return nil, fmt.Errorf("%s %s: the request failed: %v", s.method, s.path, unwrapURLError(err))
	}
	defer resp.Body.Close()
	limit := s.opts.MaxResponseBytes
	if limit <= 0 {
		limit = defaultMaxResponseBytes
	}
	body, err := io.ReadAll(io.LimitReader(resp.Body, limit+1))
	if err != nil {
		return nil, fmt.Errorf("%s %s: reading the response failed: %v", s.method, s.path, err)
	}
	// The API's refusal (its status and the start of its body) is its
	// answer to the program's request, shown as a ToolError; transport
	// failures above stay with the host ("tools.x failed").
	if int64(len(body)) > limit {
		return nil, durabletools.ToolErrorf("%s %s: the response is larger than %d bytes", s.method, s.path, limit)
	}
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		return nil, durabletools.ToolErrorf("%s %s: HTTP %s%s", s.method, s.path, resp.Status, snippet(body))
	}
	switch s.response {
	case responseNone:
		return nil, nil
	case responseText:
		return json.Marshal(string(body))
	}
	if len(bytes.TrimSpace(body)) == 0 {
		return nil, nil
	}
	if !json.Valid(body) {
		return nil, &durabletools.Error{Kind: durabletools.InvalidToolOutput,
			Message: fmt.Sprintf("%s %s: the response is not JSON (Content-Type %q)%s", s.method, s.path, resp.Header.Get("Content-Type"), snippet(body))}
	}
	return body, nil
}

// unwrapURLError drops the URL from a *url.Error's message.
func unwrapURLError(err error) error {
	if ue, ok := err.(*url.Error); ok {
		return ue.Err
	}
	return err
}

// snippet is the start of an error response body, to tell the model why.
func snippet(body []byte) string {
	text := strings.TrimSpace(string(body))
	if text == "" {
		return ""
	}
	const max = 500
	if len(text) > max {
		cut := max
		for cut > 0 && text[cut]&0xC0 == 0x80 {
			cut--
		}
		text = text[:cut] + "…"
	}
	return ": " + text
}

// arguments reads the tool input into a value per known input property.
func (s *opSpec) arguments(input json.RawMessage) (map[string]any, error) {
	args := map[string]any{}
	if trimmed := bytes.TrimSpace(input); len(trimmed) > 0 && string(trimmed) != "null" {
		dec := json.NewDecoder(bytes.NewReader(trimmed))
		dec.UseNumber()
		if err := dec.Decode(&args); err != nil {
			return nil, inputError("the input must be an object of parameters")
		}
	}
	known := map[string]bool{}
	for _, p := range s.params {
		known[p.name] = true
		if _, ok := args[p.name]; !ok && p.required {
			return nil, inputError(fmt.Sprintf("missing required parameter %q", p.name))
		}
	}
	if s.body != nil {
		known[bodyKey] = true
		if _, ok := args[bodyKey]; !ok && s.body.required {
			return nil, inputError(`missing required request body "body"`)
		}
	}
	for _, name := range sortedKeys(args) {
		if !known[name] {
			return nil, inputError(fmt.Sprintf("unknown parameter %q; the parameters are %s", name, strings.Join(sortedKeys(known), ", ")))
		}
	}
	return args, nil
}

func inputError(msg string) error {
	return &durabletools.Error{Kind: durabletools.InvalidToolInput, Message: msg}
}

// httpRequest builds the request: the path with its parameters, the query,
// headers, cookies and JSON body.
func (s *opSpec) httpRequest(ctx context.Context, args map[string]any) (*http.Request, error) {
	path := s.path
	var query []string
	header := http.Header{}
	var cookies []string
	for _, p := range s.params {
		v, ok := args[p.name]
		if !ok || v == nil && !p.required {
			continue
		}
		switch p.in {
		case "path":
			text, err := p.simple(v, true)
			if err != nil {
				return nil, err
			}
			path = strings.ReplaceAll(path, "{"+p.name+"}", text)
		case "query":
			pairs, err := p.query(v)
			if err != nil {
				return nil, err
			}
			query = append(query, pairs...)
		case "header":
			text, err := p.simple(v, false)
			if err != nil {
				return nil, err
			}
			header.Set(p.name, text)
		case "cookie":
			text, err := p.simple(v, false)
			if err != nil {
				return nil, err
			}
			cookies = append(cookies, p.name+"="+url.QueryEscape(text))
		}
	}
	base := s.baseURL
	if base == "" {
		base = s.opts.BaseURL
	}
	target := strings.TrimSuffix(base, "/") + path
	if len(query) > 0 {
		target += "?" + strings.Join(query, "&")
	}
	var body io.Reader
	if s.body != nil {
		if v, ok := args[bodyKey]; ok {
			data, err := json.Marshal(v)
			if err != nil {
				return nil, inputError("the request body cannot be encoded as JSON: " + err.Error())
			}
			body = bytes.NewReader(data)
			header.Set("Content-Type", s.body.mediaType)
		}
	}
	req, err := http.NewRequestWithContext(ctx, s.method, target, body)
	if err != nil {
		return nil, fmt.Errorf("%s %s: cannot build the request: %v", s.method, s.path, unwrapURLError(err))
	}
	for k, vs := range header {
		req.Header[k] = vs
	}
	if s.response == responseJSON {
		req.Header.Set("Accept", "application/json")
	}
	if len(cookies) > 0 {
		req.Header.Set("Cookie", strings.Join(cookies, "; "))
	}
	return req, nil
}

// scalar renders a primitive parameter value.
func scalar(v any) (string, bool) {
	switch v := v.(type) {
	case string:
		return v, true
	case json.Number:
		return v.String(), true
	case bool:
		return strconv.FormatBool(v), true
	case nil:
		return "", true
	}
	return "", false
}

// simple renders a value in the simple style (path and header
// parameters, and cookies): "a,b" for arrays, "k,v" or, exploded, "k=v"
// for objects. escape percent-encodes the parts for a path.
func (p param) simple(v any, escape bool) (string, error) {
	esc := func(s string) string {
		if escape {
			return url.PathEscape(s)
		}
		return s
	}
	if p.jsonContent {
		data, err := json.Marshal(v)
		if err != nil {
			return "", inputError(fmt.Sprintf("parameter %q: %v", p.name, err))
		}
		return esc(string(data)), nil
	}
	if text, ok := scalar(v); ok {
		return esc(text), nil
	}
	switch v := v.(type) {
	case []any:
		parts := make([]string, len(v))
		for i, item := range v {
			text, ok := scalar(item)
			if !ok {
				return "", inputError(fmt.Sprintf("parameter %q: array items must be strings, numbers or booleans", p.name))
			}
			parts[i] = esc(text)
		}
		return strings.Join(parts, ","), nil
	case map[string]any:
		var parts []string
		for _, k := range sortedKeys(v) {
			text, ok := scalar(v[k])
			if !ok {
				return "", inputError(fmt.Sprintf("parameter %q: object values must be strings, numbers or booleans", p.name))
			}
			if p.explode {
				parts = append(parts, esc(k)+"="+esc(text))
			} else {
				parts = append(parts, esc(k), esc(text))
			}
		}
		return strings.Join(parts, ","), nil
	}
	return "", inputError(fmt.Sprintf("parameter %q has an unsupported value", p.name))
}

// query renders a query parameter as encoded name=value pairs.
func (p param) query(v any) ([]string, error) {
	esc := func(s string) string {
		if p.allowReserved {
			return escapeAllowReserved(s)
		}
		return url.QueryEscape(s)
	}
	name := url.QueryEscape(p.name)
	if p.jsonContent {
		data, err := json.Marshal(v)
		if err != nil {
			return nil, inputError(fmt.Sprintf("parameter %q: %v", p.name, err))
		}
		return []string{name + "=" + esc(string(data))}, nil
	}
	if text, ok := scalar(v); ok {
		return []string{name + "=" + esc(text)}, nil
	}
	switch v := v.(type) {
	case []any:
		parts := make([]string, len(v))
		for i, item := range v {
			text, ok := scalar(item)
			if !ok {
				return nil, inputError(fmt.Sprintf("parameter %q: array items must be strings, numbers or booleans", p.name))
			}
			parts[i] = esc(text)
		}
		switch {
		case p.style == "form" && p.explode:
			out := make([]string, len(parts))
			for i, part := range parts {
				out[i] = name + "=" + part
			}
			return out, nil
		case p.style == "spaceDelimited":
			return []string{name + "=" + strings.Join(parts, "%20")}, nil
		case p.style == "pipeDelimited":
			return []string{name + "=" + strings.Join(parts, "|")}, nil
		}
		return []string{name + "=" + strings.Join(parts, ",")}, nil
	case map[string]any:
		keys := sortedKeys(v)
		var out, flat []string
		for _, k := range keys {
			text, ok := scalar(v[k])
			if !ok {
				return nil, inputError(fmt.Sprintf("parameter %q: object values must be strings, numbers or booleans", p.name))
			}
			switch {
			case p.style == "deepObject":
				out = append(out, name+"%5B"+url.QueryEscape(k)+"%5D="+esc(text))
			case p.explode:
				out = append(out, url.QueryEscape(k)+"="+esc(text))
			default:
				flat = append(flat, esc(k), esc(text))
			}
		}
		if flat != nil {
			return []string{name + "=" + strings.Join(flat, ",")}, nil
		}
		return out, nil
	}
	return nil, inputError(fmt.Sprintf("parameter %q has an unsupported value", p.name))
}

// escapeAllowReserved percent-encodes s but keeps RFC 3986 reserved
// characters, for allowReserved parameters.
func escapeAllowReserved(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if strings.IndexByte(":/?#[]@!$&'()*+,;=", c) >= 0 && c != '&' && c != '#' && c != '+' ||
			'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || strings.IndexByte("-._~", c) >= 0 {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, "%%%02X", c)
		}
	}
	return b.String()
}
