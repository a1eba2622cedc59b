// ERROR: 2:17: Yield expression not allowed in formal parameter
function* g(a = yield) {}
