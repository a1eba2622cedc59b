// result: {"ok":false,"error":{"kind":"UnsupportedSyntax","message":"logical assignment to a super property is not supported","line":3,"column":23},"toolCalls":[]}
class A {
  static m() { return super.x ||= 1 }
}
A.m()
