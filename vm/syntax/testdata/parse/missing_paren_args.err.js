// ERROR: 2:5: missing ) after argument list
f(a b)
