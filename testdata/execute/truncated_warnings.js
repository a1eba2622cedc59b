// result: {"ok":true,"value":"done","warnings":[{"kind":"ExecutionFailure","message":"Error: background failure number 0","line":4,"column":44},{"kind":"ExecutionFailure","message":"Error: background failure number 1","line":4,"column":44},{"kind":"Truncated","message":"4 more warning(s) omitted: maxOutputBytes is 100"}],"truncated":true,"toolCalls":[]}
// limits: {"maxOutputBytes": 100}
// Warnings have their own budget of maxOutputBytes; those over it become one Truncated warning.
for (let i = 0; i < 6; i++) Promise.reject(new Error("background failure number " + i))
return "done"
