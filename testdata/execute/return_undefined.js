// result: {"ok":true,"value":null,"toolCalls":[]}
let x = 1
return undefined
