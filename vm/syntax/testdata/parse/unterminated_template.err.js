// ERROR: 2:12: Unterminated template literal
x = `abc${1}
