// ERROR: 2:18: Classes may not have a static property named 'prototype'
class A { static prototype() {} }
