// result: {"ok":false,"error":{"kind":"ParseError","message":"Unexpected end of input","line":3,"column":1},"toolCalls":[]}
const x = (1 +
