// value: {"a":1}
({ a: 1, f() {}, u: undefined });
