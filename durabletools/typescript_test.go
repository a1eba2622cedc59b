package durabletools

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTypeScript(t *testing.T) {
	cases := []struct{ schema, ts string }{
		{`true`, `unknown`},
		{`{}`, `unknown`},
		{`false`, `never`},
		{`{"type":"string"}`, `string`},
		{`{"type":"integer"}`, `number`},
		{`{"type":["number","integer","null"]}`, `number | null`},
		{`{"type":["null","array"],"items":{"type":"string"}}`, `string[] | null`},
		{`{"type":"array"}`, `unknown[]`},
		{`{"type":"array","items":{"type":["string","number"]}}`, `(string | number)[]`},
		{`{"type":"array","prefixItems":[{"type":"string"},{"type":"number"}]}`, `[string, number]`},
		{`{"enum":["open","closed",3,null]}`, `"open" | "closed" | 3 | null`},
		{`{"const":"a<b"}`, `"a<b"`},
		{`{"anyOf":[{"type":"string"},{"type":"object","properties":{"a":{"type":"boolean"}},"required":["a"]}]}`, `string | { a: boolean }`},
		{`{"oneOf":[{"type":"string"},{"type":"string"}]}`, `string`},
		{`{"allOf":[{"type":"object","properties":{"a":{"type":"string"}}},{"anyOf":[{"type":"object","properties":{"b":{"type":"number"}}},{"type":"null"}]}]}`,
			`{ a?: string } & ({ b?: number } | null)`},
		{`{"type":"object"}`, `{ [key: string]: unknown }`},
		{`{"type":"object","additionalProperties":false}`, `{}`},
		{`{"type":"object","additionalProperties":{"type":"number"}}`, `{ [key: string]: number }`},
		{`{"type":"object","properties":{"z":{"type":"string"},"a-b":{"type":"string"},"m":{"type":"string","description":"multi\nline */ text"}},"required":["z"]}`,
			`{ z: string; "a-b"?: string; /** multi line *\/ text */ m?: string }`},
		{`{"properties":{"x":{"type":"string"}},"additionalProperties":{"type":"boolean"}}`, `{ x?: string; [key: string]: boolean }`},
		{`{"$defs":{"Node":{"type":"object","properties":{"next":{"$ref":"#/$defs/Node"}}}},"$ref":"#/$defs/Node"}`,
			`{ next?: Node }`},
		{`{"definitions":{"id":{"type":"string"}},"type":"object","properties":{"id":{"$ref":"#/definitions/id"}},"required":["id"]}`, `{ id: string }`},
		{`{"$ref":"https://example.com/x.json"}`, `unknown`},
		{`{"type":"object","properties":{"d":{"description":"a {b | c"},"e":{"enum":["x","y"]}}}`, `{ /** a {b | c */ d?: unknown; e?: "x" | "y" }`},
	}
	for _, c := range cases {
		s, err := parseRawSchema(json.RawMessage(c.schema))
		require.NoError(t, err, c.schema)
		assert.Equal(t, c.ts, TypeScript(s), c.schema)
	}
}

func TestTypeScriptUnionOperands(t *testing.T) {
	s, err := parseRawSchema(json.RawMessage(`{"anyOf":[{"allOf":[{"type":"object","properties":{"a":{"type":"string"}}},{"type":"object","properties":{"b":{"type":"string"}}}]},{"type":"null"}]}`))
	require.NoError(t, err)
	assert.Equal(t, `({ a?: string } & { b?: string }) | null`, TypeScript(s))
}

func TestTypeScriptDeepSchemaIsBounded(t *testing.T) {
	doc := `{"type":"string"}`
	for range 40 {
		doc = `{"type":"array","items":` + doc + `}`
	}
	s, err := parseRawSchema(json.RawMessage(doc))
	require.NoError(t, err)
	assert.Contains(t, TypeScript(s), "unknown[]")
}
