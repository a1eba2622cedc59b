// result: {"ok":true,"value":1,"logs":["line 0","line 1","line 2","l…[logs truncated: maxOutputBytes]"],"truncated":true,"toolCalls":[]}
// limits: {"maxOutputBytes": 20}
for (let i = 0; i < 10; i++) console.log("line " + i)
return 1
