// kind: InvalidToolOutput
// message: output.inner: expected object, got string
// Output that does not match the tool's own schema.
return await tools.broken.output()
