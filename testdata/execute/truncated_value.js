// result: {"ok":true,"value":"{\"item…[truncated: the value is 451 bytes of JSON, over maxOutputBytes 80]","logs":["t…[logs truncated: maxOutputBytes]"],"truncated":true,"toolCalls":[]}
// limits: {"maxOutputBytes": 80}
console.log("this log line does not fit any more")
return { items: Array.from({ length: 50 }, (_, i) => "item" + i) }
