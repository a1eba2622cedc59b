// result: {"ok":false,"error":{"kind":"UnsupportedSyntax","message":"with statements are not supported","line":2,"column":1},"toolCalls":[]}
with (Math) {
  max(1, 2)
}
