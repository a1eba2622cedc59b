// ERROR: 2:5: Unterminated template literal
x = `abc${1}
