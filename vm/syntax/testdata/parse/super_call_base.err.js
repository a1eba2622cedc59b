// ERROR: 2:27: 'super' keyword unexpected here
class A { constructor() { super(); } }
