// result: {"ok":true,"value":[7,30001,0],"toolCalls":[]}
// within: 2s
// A call through 5,000 bound functions, each adding an argument: the
// calls unwrap the chain without recursion.
let f = function () { return 7 }
for (let i = 0; i < 5000; i++) f = f.bind(null, i)
return [f(), f.name.length, f.length]
