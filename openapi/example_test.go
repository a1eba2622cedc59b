package openapi_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/durabletools"
	"github.com/codemode-go/codemode/openapi"
)

func ExampleFromSpec() {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprintf(w, `{"id":%q,"status":"open","auth":%q}`, r.URL.Path[len("/pets/"):], r.Header.Get("Authorization"))
	}))
	defer srv.Close()

	spec := []byte(`{
	  "openapi": "3.0.3",
	  "info": {"title": "Pets", "version": "1"},
	  "components": {"securitySchemes": {"token": {"type": "http", "scheme": "bearer"}}},
	  "security": [{"token": []}],
	  "paths": {"/pets/{id}": {"get": {
	    "operationId": "pets.get",
	    "summary": "Get a pet",
	    "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string"}}],
	    "responses": {"200": {"description": "The pet", "content": {"application/json": {"schema": {
	      "type": "object", "properties": {"id": {"type": "string"}, "status": {"type": "string"}}}}}}}
	  }}}
	}`)
	res, err := openapi.FromSpec(spec, openapi.Options{
		BaseURL: srv.URL,
		Auth: func(ctx context.Context, s openapi.Scheme) (string, error) {
			return "secret", nil // from the host's vault: never in a signature
		},
	})
	if err != nil {
		panic(err)
	}
	rt, err := codemode.New(codemode.Options{Tools: map[string]any{
		"petstore": durabletools.Namespace{Description: res.Description, Tools: res.Tools},
	}})
	if err != nil {
		panic(err)
	}
	fmt.Println(rt.Catalog()[0].Signature)
	r := rt.Execute(context.Background(), `(await tools.petstore.pets.get({ id: "rex" })).auth`)
	fmt.Println(string(r.Value))
	// Output:
	// tools.petstore.pets.get(input: { id: string }): Promise<{ id?: string; status?: string }>
	// "Bearer secret"
}
