// value: [true,false,false,false]
// log: valid: {"id":1,"email":"a@b.io","tags":["ok","also-ok"],"createdAt":"2024-01-01T00:00:00Z"}
// log: SchemaError: 7 validation errors true true
// log:   - .id: must be >= 1
// log:   - .email: does not match /^[^@\s]+@[^@\s]+\.\p{L}{2,}$/
// log:   - .role: must be one of ["admin","user"]
// log:   - .createdAt: invalid date-time
// log:   - .tags[0]: does not match /^[a-z-]+$/
// log:   - .tags[1]: expected string, got number
// log:   - <root>: unexpected "extra"
// log: SchemaError: 2 validation errors true true
// log:   - .id: is required
// log:   - .tags: expected array, got string
// log: SchemaError: 1 validation error true true
// log:   - <root>: expected object, got string
// log: <root>: config is not JSON | SyntaxError | Unexpected token '}', "{"id": 1, "email": }" is not valid JSON
// log: [
// log:   { i: 0, ok: true, first: null, paths: [] },
// log:   {
// log:     i: 1,
// log:     ok: false,
// log:     first: '.id',
// log:     paths: [
// log:       '.id',
// log:       '.email',
// log:       '.role',
// log:       '.createdAt',
// log:       '.tags[0]',
// log:       '.tags[1]',
// log:       ''
// log:     ]
// log:   },
// log:   { i: 2, ok: false, first: '.id', paths: [ '.id', '.tags' ] },
// log:   { i: 3, ok: false, first: '', paths: [ '' ] }
// log: ]
// log: {"name":"SchemaError"} [ 'name' ]
// log: 0 validation errors [] SchemaError: 0 validation errors [object Error]
// A small JSON-schema-like validator with error classes, causes and aggregated failures.
class ValidationError extends Error {
  constructor(path, message, options) {
    super(`${path || "<root>"}: ${message}`, options);
    this.name = "ValidationError";
    this.path = path;
  }
}
class SchemaError extends AggregateError {
  constructor(errors) {
    super(errors, `${errors.length} validation error${errors.length === 1 ? "" : "s"}`);
    this.name = "SchemaError";
  }
}
const typeOf = (v) => (v === null ? "null" : Array.isArray(v) ? "array" : typeof v);
function validate(schema, value, path = "", errors = []) {
  const t = typeOf(value);
  if (schema.type && schema.type !== t && !(schema.type === "integer" && Number.isInteger(value))) {
    errors.push(new ValidationError(path, `expected ${schema.type}, got ${t}`));
    return errors;
  }
  if (schema.enum && !schema.enum.includes(value)) errors.push(new ValidationError(path, `must be one of ${JSON.stringify(schema.enum)}`));
  if (schema.pattern && !new RegExp(schema.pattern, "u").test(value)) errors.push(new ValidationError(path, `does not match /${schema.pattern}/`));
  if (schema.minimum !== undefined && value < schema.minimum) errors.push(new ValidationError(path, `must be >= ${schema.minimum}`));
  if (schema.format === "date-time" && Number.isNaN(Date.parse(value))) errors.push(new ValidationError(path, "invalid date-time"));
  if (t === "object" && schema.properties) {
    for (const req of schema.required ?? []) if (!Object.hasOwn(value, req)) errors.push(new ValidationError(`${path}.${req}`, "is required"));
    for (const [k, sub] of Object.entries(schema.properties)) if (k in value) validate(sub, value[k], `${path}.${k}`, errors);
    if (schema.additionalProperties === false) {
      const extra = Object.keys(value).filter((k) => !(k in schema.properties));
      if (extra.length) errors.push(new ValidationError(path, `unexpected ${extra.map((k) => `"${k}"`).join(", ")}`));
    }
  }
  if (t === "array" && schema.items) value.forEach((item, i) => validate(schema.items, item, `${path}[${i}]`, errors));
  return errors;
}
const schema = {
  type: "object",
  required: ["id", "email", "tags"],
  additionalProperties: false,
  properties: {
    id: { type: "integer", minimum: 1 },
    email: { type: "string", pattern: "^[^@\\s]+@[^@\\s]+\\.\\p{L}{2,}$" },
    role: { enum: ["admin", "user"] },
    createdAt: { type: "string", format: "date-time" },
    tags: { type: "array", items: { type: "string", pattern: "^[a-z-]+$" } },
  },
};
const samples = [
  { id: 1, email: "a@b.io", tags: ["ok", "also-ok"], createdAt: "2024-01-01T00:00:00Z" },
  { id: 0, email: "nope", tags: ["Bad Tag", 5], role: "root", extra: true, createdAt: "yesterday" },
  { email: "x@y.de", tags: "none" },
  "not an object",
];
for (const s of samples) {
  const errors = validate(schema, s);
  try {
    if (errors.length) throw new SchemaError(errors);
    console.log("valid:", JSON.stringify(s));
  } catch (e) {
    console.log(`${e.name}: ${e.message}`, e instanceof AggregateError, e instanceof SchemaError);
    for (const err of e.errors) console.log("  -", err.message);
  }
}
function parseConfig(text) {
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new ValidationError("", "config is not JSON", { cause: e });
  }
}
try {
  parseConfig('{"id": 1, "email": }');
} catch (e) {
  console.log(e.message, "|", e.cause.name, "|", e.cause.message);
}
const wrapped = samples.map((s, i) => {
  const errs = validate(schema, s);
  return { i, ok: errs.length === 0, first: errs[0]?.path ?? null, paths: errs.map((e) => e.path) };
});
console.log(wrapped);
console.log(JSON.stringify(new SchemaError([new ValidationError(".a", "x")])), Object.keys(new SchemaError([])));
const e1 = new SchemaError([]);
console.log(e1.message, e1.errors, e1.stack.split("\n")[0], Object.prototype.toString.call(e1));
return wrapped.map((w) => w.ok);
