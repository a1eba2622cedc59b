// result: {"ok":true,"value":100000,"toolCalls":[]}
// within: 3s
// rss: 600MB
// A call through 100,000 bound functions that each add an argument (their
// names kept short): the chain is unwrapped at once, not level by level,
// which copied the arguments 100,000 times (5 billion copies, one call).
let f = function () { return arguments.length }
for (let i = 0; i < 100000; i++) { f = f.bind(null, i); Object.defineProperty(f, "name", { value: 0 }) }
return f()
