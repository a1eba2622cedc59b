// kind: InvalidToolInput
// message: input.n: expected integer, got 1.5
// A fraction where the tool wants an integer.
return await tools.fault.big({ n: 1.5 })
