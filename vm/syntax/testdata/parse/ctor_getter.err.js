// ERROR: 2:15: Class constructor may not be an accessor
class A { get constructor() {} }
