// result: {"ok":true,"value":"/lib/react","toolCalls":[{"id":1,"path":"context7.resolve-library-id","key":"run-1:1","input":{"libraryName":"react"},"status":"ok"}]}
const lib = await tools.context7["resolve-library-id"]({ libraryName: "react" })
return lib.id
