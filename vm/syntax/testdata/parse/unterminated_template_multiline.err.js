// ERROR: 2:11: Unterminated template literal
const s = `line one
line two ${x}
