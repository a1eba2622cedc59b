class A {
  get
  *g() {}
  static
  *h() {}
  async
  m() {}
  x = 1
  [y] = 2
  static
  z
}
