package openapi

import (
	"fmt"
	"slices"
	"strings"

	"github.com/getkin/kin-openapi/openapi3"
)

// opSpec is everything a tool needs to make its HTTP request: built once
// by FromSpec, read-only afterwards.
type opSpec struct {
	method, path string
	baseURL      string // "" means Options.BaseURL
	params       []param
	body         *bodySpec
	security     openapi3.SecurityRequirements
	schemes      openapi3.SecuritySchemes
	response     responseKind

	inputSchema  map[string]any
	outputSchema map[string]any // nil: no output (Promise<void>)

	opts Options
}

// param is one parameter: where it goes and how it is encoded.
type param struct {
	name, in      string
	required      bool
	style         string // the effective style: simple, form, spaceDelimited, pipeDelimited, deepObject
	explode       bool
	allowReserved bool
	jsonContent   bool // encoded as JSON text (a parameter with application/json content)
}

type bodySpec struct {
	required  bool
	mediaType string // the JSON media type sent as Content-Type
}

// responseKind says how a successful response body reaches the program.
type responseKind uint8

const (
	responseJSON responseKind = iota // parsed JSON
	responseText                     // a string
	responseNone                     // nothing: undefined
)

// bodyKey is the input property holding the request body.
const bodyKey = "body"

// request reads an operation's parameters, request body and security into
// an opSpec with its input schema, or says why it cannot.
func (b *builder) request(method, path string, item *openapi3.PathItem, op *openapi3.Operation) (*opSpec, error) {
	s := &opSpec{method: method, path: path}
	if servers := opServers(op); len(servers) > 0 {
		base, err := serverURL(servers)
		if err != nil {
			return nil, err
		}
		s.baseURL = base
	} else if len(item.Servers) > 0 {
		base, err := serverURL(item.Servers)
		if err != nil {
			return nil, err
		}
		s.baseURL = base
	}
	s.security = b.doc.Security
	if op.Security != nil {
		s.security = *op.Security
	}
	if b.doc.Components != nil {
		s.schemes = b.doc.Components.SecuritySchemes
	}
	hidden := s.credentialParams()

	props := map[string]any{}
	var required []string
	seen := map[string]string{}
	for _, ref := range mergedParams(item.Parameters, op.Parameters) {
		p := ref.Value
		if hidden[strings.ToLower(p.In)+":"+strings.ToLower(p.Name)] {
			continue // auth is the host's, never the model's
		}
		if in, dup := seen[p.Name]; dup {
			return nil, fmt.Errorf("parameter %q is both a %s and a %s parameter; tool inputs need distinct names", p.Name, in, p.In)
		}
		seen[p.Name] = p.In
		if p.Name == bodyKey && op.RequestBody != nil {
			return nil, fmt.Errorf("parameter %q collides with the request body's input property", p.Name)
		}
		enc, schema, err := paramEncoding(p)
		if err != nil {
			return nil, err
		}
		s.params = append(s.params, enc)
		prop := convertSchema(schema, toServer)
		if p.Description != "" {
			prop = withDescription(prop, p.Description)
		}
		props[p.Name] = prop
		if enc.required {
			required = append(required, p.Name)
		}
	}

	if rb := op.RequestBody; rb != nil && rb.Value != nil {
		mt, media := jsonMedia(rb.Value.Content)
		if media == nil {
			return nil, fmt.Errorf("the request body has no JSON content (%s)", strings.Join(sortedKeys(rb.Value.Content), ", "))
		}
		s.body = &bodySpec{required: rb.Value.Required, mediaType: mt}
		prop := convertSchema(media.Schema, toServer)
		if rb.Value.Description != "" {
			prop = withDescription(prop, rb.Value.Description)
		}
		props[bodyKey] = prop
		if rb.Value.Required {
			required = append(required, bodyKey)
		}
	}

	s.inputSchema = map[string]any{"type": "object", "properties": props, "additionalProperties": false}
	if len(required) > 0 {
		slices.Sort(required)
		s.inputSchema["required"] = required
	}
	return s, nil
}

// mergedParams is the path item's parameters overridden by the
// operation's (same name and location), in document order.
func mergedParams(itemParams, opParams openapi3.Parameters) []*openapi3.ParameterRef {
	var out []*openapi3.ParameterRef
	for _, ref := range itemParams {
		if ref == nil || ref.Value == nil {
			continue
		}
		if opParams.GetByInAndName(ref.Value.In, ref.Value.Name) == nil {
			out = append(out, ref)
		}
	}
	for _, ref := range opParams {
		if ref != nil && ref.Value != nil {
			out = append(out, ref)
		}
	}
	return out
}

// paramEncoding checks that a parameter's encoding is one the tool can
// produce, and returns it with the parameter's schema.
func paramEncoding(p *openapi3.Parameter) (param, *openapi3.SchemaRef, error) {
	enc := param{name: p.Name, in: p.In, required: p.Required || p.In == openapi3.ParameterInPath, allowReserved: p.AllowReserved}
	schema := p.Schema
	if len(p.Content) > 0 {
		mt, media := jsonMedia(p.Content)
		if media == nil {
			return enc, nil, fmt.Errorf("unsupported parameter encoding: %s parameter %q has content %s", p.In, p.Name, strings.Join(sortedKeys(p.Content), ", "))
		}
		_ = mt
		enc.jsonContent = true
		return enc, media.Schema, nil
	}
	kind := schemaKind(schema)
	switch p.In {
	case openapi3.ParameterInPath:
		enc.style, enc.explode = orDefault(p.Style, "simple"), p.Explode != nil && *p.Explode
		if enc.style != "simple" {
			return enc, nil, fmt.Errorf("unsupported parameter encoding: path parameter %q uses style %s", p.Name, enc.style)
		}
	case openapi3.ParameterInQuery:
		enc.style = orDefault(p.Style, "form")
		enc.explode = p.Explode == nil && enc.style == "form" || p.Explode != nil && *p.Explode
		switch {
		case enc.style == "form":
		case (enc.style == "spaceDelimited" || enc.style == "pipeDelimited") && kind == "array" && !enc.explode:
		case enc.style == "deepObject" && kind == "object" && enc.explode:
		default:
			return enc, nil, fmt.Errorf("unsupported parameter encoding: query parameter %q uses style %s (explode %v) for %s", p.Name, enc.style, enc.explode, kindName(kind))
		}
	case openapi3.ParameterInHeader:
		enc.style, enc.explode = orDefault(p.Style, "simple"), p.Explode != nil && *p.Explode
		if enc.style != "simple" {
			return enc, nil, fmt.Errorf("unsupported parameter encoding: header parameter %q uses style %s", p.Name, enc.style)
		}
	case openapi3.ParameterInCookie:
		enc.style = orDefault(p.Style, "form")
		enc.explode = p.Explode == nil || *p.Explode
		if enc.style != "form" || kind == "object" || kind == "array" && enc.explode {
			return enc, nil, fmt.Errorf("unsupported parameter encoding: cookie parameter %q (style %s, explode %v) for %s", p.Name, enc.style, enc.explode, kindName(kind))
		}
	default:
		return enc, nil, fmt.Errorf("unsupported parameter location %q for parameter %q", p.In, p.Name)
	}
	return enc, schema, nil
}

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// schemaKind is "array", "object" or "" (a primitive or unknown) for a
// parameter schema.
func schemaKind(ref *openapi3.SchemaRef) string {
	if ref == nil || ref.Value == nil || ref.Value.Type == nil {
		return ""
	}
	switch {
	case ref.Value.Type.Includes("array"):
		return "array"
	case ref.Value.Type.Includes("object"):
		return "object"
	}
	return ""
}

func kindName(kind string) string {
	if kind == "" {
		return "a primitive"
	}
	return "an " + kind
}

// jsonMedia picks the JSON media type of a content map: application/json,
// then any +json type, then */*; it returns nil when there is none.
func jsonMedia(content openapi3.Content) (string, *openapi3.MediaType) {
	keys := sortedKeys(content)
	for _, pick := range []func(string) bool{
		func(k string) bool { return mediaBase(k) == "application/json" },
		func(k string) bool { return strings.HasSuffix(mediaBase(k), "+json") },
		func(k string) bool { return mediaBase(k) == "*/*" || mediaBase(k) == "application/*" },
	} {
		for _, k := range keys {
			if pick(k) && content[k] != nil {
				if mediaBase(k) == "*/*" || mediaBase(k) == "application/*" {
					return "application/json", content[k]
				}
				return k, content[k]
			}
		}
	}
	return "", nil
}

// mediaBase is a media type without parameters, lower case.
func mediaBase(mt string) string {
	if i := strings.IndexByte(mt, ';'); i >= 0 {
		mt = mt[:i]
	}
	return strings.ToLower(strings.TrimSpace(mt))
}

// response reads the successful response: its schema becomes the output
// signature. A binary response cannot be a tool's output.
func (b *builder) response(op *openapi3.Operation, s *opSpec) error {
	resp := successResponse(op.Responses)
	if resp == nil || len(resp.Content) == 0 {
		s.response = responseNone
		return nil
	}
	if _, media := jsonMedia(resp.Content); media != nil {
		if isBinary(media.Schema) {
			return fmt.Errorf("binary responses are not supported (a JSON media type with a binary schema)")
		}
		s.response = responseJSON
		s.outputSchema = convertSchema(media.Schema, toClient)
		return nil
	}
	for _, k := range sortedKeys(resp.Content) {
		if strings.HasPrefix(mediaBase(k), "text/") && !isBinary(resp.Content[k].Schema) {
			s.response = responseText
			s.outputSchema = map[string]any{"type": "string"}
			return nil
		}
	}
	return fmt.Errorf("binary responses are not supported (%s)", strings.Join(sortedKeys(resp.Content), ", "))
}

// successResponse is the response a successful call gets: the lowest 2xx
// code, then 2XX, then default.
func successResponse(rs *openapi3.Responses) *openapi3.Response {
	if rs == nil {
		return nil
	}
	codes := rs.Keys()
	slices.Sort(codes)
	for _, code := range codes {
		if len(code) == 3 && code[0] == '2' && code[1] >= '0' && code[1] <= '9' {
			if r := rs.Value(code); r != nil && r.Value != nil {
				return r.Value
			}
		}
	}
	for _, code := range []string{"2XX", "2xx", "default"} {
		if r := rs.Value(code); r != nil && r.Value != nil {
			return r.Value
		}
	}
	return nil
}

func isBinary(ref *openapi3.SchemaRef) bool {
	if ref == nil || ref.Value == nil {
		return false
	}
	s := ref.Value
	return s.Type != nil && s.Type.Is("string") && (s.Format == "binary" || s.ContentMediaType != "" && !strings.HasPrefix(s.ContentMediaType, "text/"))
}
