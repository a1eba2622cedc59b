package openapi

import (
	"context"
	"encoding/base64"
	"fmt"
	"net/http"
	"net/url"
	"strings"

	"github.com/getkin/kin-openapi/openapi3"
)

// AuthResolver returns the secret for a security scheme an operation
// needs: an API key for "apiKey", a token for "http" bearer, "oauth2" and
// "openIdConnect", "user:password" for "http" basic (or any other HTTP
// scheme's credentials, sent as "Authorization: <Scheme> <secret>"). An
// empty secret means none is available: the next alternative requirement
// of the operation is tried. An error fails the call with a ToolFailure
// that shows the program only "tools.x failed" (a codemode.ToolError's
// message is shown as is); the hooks get the error itself.
type AuthResolver func(ctx context.Context, scheme Scheme) (string, error)

// Scheme is a security scheme as the document declares it.
type Scheme struct {
	Name       string   // its key in components.securitySchemes
	Type       string   // apiKey, http, oauth2, openIdConnect
	In         string   // apiKey: header, query or cookie
	ParamName  string   // apiKey: the header, query parameter or cookie name
	HTTPScheme string   // http: bearer, basic, ...
	Scopes     []string // the scopes the operation requires
}

// credentialParams lists parameters that carry the operation's
// credentials ("in:name", lower case): an Authorization header, and each
// apiKey's header, query parameter or cookie. They are the host's, so they
// are left out of the tool's input.
func (s *opSpec) credentialParams() map[string]bool {
	hidden := map[string]bool{}
	if len(s.security) == 0 {
		return hidden
	}
	hidden["header:authorization"] = true
	for _, req := range s.security {
		for name := range req {
			ref := s.schemes[name]
			if ref != nil && ref.Value != nil && ref.Value.Type == "apiKey" {
				hidden[strings.ToLower(ref.Value.In)+":"+strings.ToLower(ref.Value.Name)] = true
			}
		}
	}
	return hidden
}

// authorize adds credentials to a request: the first of the operation's
// alternative requirements whose schemes all resolve to a secret (an empty
// requirement means credentials are optional). Without a resolver, or when
// none resolves, the request goes without credentials and the server
// decides.
func (s *opSpec) authorize(ctx context.Context, req *http.Request) error {
	resolve := s.opts.Auth
	if resolve == nil {
		return nil
	}
	for _, requirement := range s.security {
		if len(requirement) == 0 {
			return nil
		}
		type cred struct {
			scheme Scheme
			secret string
		}
		var creds []cred
		complete := true
		for _, name := range sortedKeys(requirement) {
			ref := s.schemes[name]
			if ref == nil || ref.Value == nil {
				complete = false
				break
			}
			scheme := schemeOf(name, ref.Value, requirement[name])
			secret, err := resolve(ctx, scheme)
			if err != nil {
				return fmt.Errorf("authentication for %s failed: %w", name, err)
			}
			if secret == "" {
				complete = false
				break
			}
			creds = append(creds, cred{scheme, secret})
		}
		if !complete {
			continue
		}
		for _, c := range creds {
			apply(req, c.scheme, c.secret)
		}
		return nil
	}
	return nil
}

func schemeOf(name string, v *openapi3.SecurityScheme, scopes []string) Scheme {
	return Scheme{Name: name, Type: v.Type, In: v.In, ParamName: v.Name, HTTPScheme: strings.ToLower(v.Scheme), Scopes: scopes}
}

// apply puts a secret where its scheme says.
func apply(req *http.Request, s Scheme, secret string) {
	switch s.Type {
	case "apiKey":
		switch s.In {
		case "header":
			req.Header.Set(s.ParamName, secret)
		case "query":
			// Appended, so the operation's own query encoding stays as is.
			pair := url.QueryEscape(s.ParamName) + "=" + url.QueryEscape(secret)
			if req.URL.RawQuery == "" {
				req.URL.RawQuery = pair
			} else {
				req.URL.RawQuery += "&" + pair
			}
		case "cookie":
			req.AddCookie(&http.Cookie{Name: s.ParamName, Value: url.QueryEscape(secret)})
		}
	case "http":
		switch s.HTTPScheme {
		case "basic":
			req.Header.Set("Authorization", "Basic "+base64.StdEncoding.EncodeToString([]byte(secret)))
		case "bearer", "":
			req.Header.Set("Authorization", "Bearer "+secret)
		default:
			req.Header.Set("Authorization", s.HTTPScheme+" "+secret)
		}
	default: // oauth2, openIdConnect
		req.Header.Set("Authorization", "Bearer "+secret)
	}
}
