// ERROR: 2:28: A class may only have one constructor
class A { constructor() {} constructor() {} }
