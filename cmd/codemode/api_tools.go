package main

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"os"
	"strings"

	"github.com/codemode-go/codemode/durabletools"
	"github.com/codemode-go/codemode/openapi"
)

// namedFlag collects repeatable NAME=VALUE flags in order.
type namedFlag []namedValue

type namedValue struct{ name, value string }

func (f *namedFlag) String() string { return "" }

func (f *namedFlag) Set(v string) error {
	name, value, ok := strings.Cut(v, "=")
	name, value = strings.TrimSpace(name), strings.TrimSpace(value)
	if !ok || name == "" || value == "" {
		return errors.New("want NAME=VALUE")
	}
	*f = append(*f, namedValue{name, value})
	return nil
}

// lookup returns the value given for name, if any.
func (f namedFlag) lookup(name string) (string, bool) {
	for _, v := range f {
		if v.name == name {
			return v.value, true
		}
	}
	return "", false
}

// secretFlag collects --secret NAME.KEY=ENV: the credential KEY of the
// tools mounted as NAME is the value of the environment variable ENV. For
// an OpenAPI document KEY is a security scheme's name (its key in
// components.securitySchemes); for an MCP server at a URL it is an HTTP
// header sent with every request. The value is read at start and never
// shown to the program or logged.
type secretFlag map[string]map[string]string // NAME -> KEY -> value

func (f *secretFlag) String() string { return "" }

func (f *secretFlag) Set(v string) error {
	target, env, ok := strings.Cut(v, "=")
	name, key, dotted := strings.Cut(target, ".")
	if !ok || !dotted || name == "" || key == "" || env == "" {
		return errors.New("want NAME.KEY=ENV (an environment variable's name, not a secret)")
	}
	value, set := os.LookupEnv(env)
	if !set || value == "" {
		return fmt.Errorf("$%s is not set", env) // the variable's name, never a value
	}
	if *f == nil {
		*f = secretFlag{}
	}
	if (*f)[name] == nil {
		(*f)[name] = map[string]string{}
	}
	(*f)[name][key] = value
	return nil
}

// header is the HTTP header of the secrets for name.
func (f secretFlag) header(name string) http.Header {
	if len(f[name]) == 0 {
		return nil
	}
	h := http.Header{}
	for k, v := range f[name] {
		h.Set(k, v)
	}
	return h
}

// openAPITools reads each --openapi NAME=FILE document and adds its tools
// to tree under NAME, with the base URL of --base-url NAME=URL (else the
// document's first server) and the credentials of --secret NAME.SCHEME=ENV.
// A document that does not parse, or that has no operation to call, is an
// error at start.
func openAPITools(specs, baseURLs namedFlag, secrets secretFlag, tree map[string]any) error {
	for _, b := range baseURLs {
		if _, ok := specs.lookup(b.name); !ok {
			return fmt.Errorf("--base-url %s: no --openapi %s=FILE", b.name, b.name)
		}
	}
	for _, spec := range specs {
		if strings.Contains(spec.name, ".") {
			return fmt.Errorf("--openapi %s: the name may not contain a dot", spec.name)
		}
		if _, dup := tree[spec.name]; dup {
			return fmt.Errorf("--openapi %s: the name is taken by a tool set or another server", spec.name)
		}
		doc, err := os.ReadFile(spec.value)
		if err != nil {
			return fmt.Errorf("--openapi %s: %v", spec.name, err)
		}
		opts := openapi.Options{}
		opts.BaseURL, _ = baseURLs.lookup(spec.name)
		if creds := secrets[spec.name]; len(creds) > 0 {
			opts.Auth = func(ctx context.Context, s openapi.Scheme) (string, error) { return creds[s.Name], nil }
		}
		res, err := openapi.FromSpec(doc, opts)
		if err != nil {
			return fmt.Errorf("--openapi %s: %s: %v", spec.name, spec.value, err)
		}
		if len(res.Tools) == 0 {
			return fmt.Errorf("--openapi %s: %s has no operation CodeMode can call (%d skipped)", spec.name, spec.value, len(res.Skipped))
		}
		for _, s := range res.Skipped {
			fmt.Fprintf(stderr, "codemode: --openapi %s: skipped %s\n", spec.name, s)
		}
		tree[spec.name] = durabletools.Namespace{Description: res.Description, Tools: res.Tools}
	}
	return nil
}
