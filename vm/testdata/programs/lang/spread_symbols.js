// log: [ 'b', 'a' ] t undefined 1
// log: 1 [ 'b' ] t undefined
// log: t 0 {"b":2,"a":1}
// log: [ 'Symbol(tag)' ]
// Object spread and rest copy enumerable symbol keys, after the string keys.
const tag = Symbol("tag"), hidden = Symbol("hidden")
const src = { b: 2, [tag]: "t", a: 1 }
Object.defineProperty(src, hidden, { value: "h", enumerable: false })
const copy = { ...src }
console.log(Object.keys(copy), copy[tag], copy[hidden], Object.getOwnPropertySymbols(copy).length)
const { a, ...rest } = src
console.log(a, Object.keys(rest), rest[tag], rest[hidden])
const { [tag]: t, ...noTag } = src
console.log(t, Object.getOwnPropertySymbols(noTag).length, JSON.stringify(noTag))
console.log(Object.getOwnPropertySymbols(Object.assign({}, src)).map(String))
