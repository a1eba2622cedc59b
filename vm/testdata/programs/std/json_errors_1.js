// value: null
// log: SyntaxError: Expected property name or '}' in JSON at position 1
// log: SyntaxError: Unexpected token ']', "[1,]" is not valid JSON
// log: SyntaxError: Unexpected end of JSON input
// log: SyntaxError: Unexpected token ''', "'x'" is not valid JSON
// log: SyntaxError: Expected ',' or '}' after property value in JSON at position 6
// log: SyntaxError: Unexpected number in JSON at position 1
// log: SyntaxError: Unexpected non-whitespace character after JSON at position 2
// log: SyntaxError: "NaN" is not valid JSON
// log: SyntaxError: Bad control character in string literal in JSON at position 1
// log: SyntaxError: Expected ',' or ']' after array element in JSON at position 3
// log: SyntaxError: Expected ':' after property name in JSON at position 5
// log: SyntaxError: Expected double-quoted property name in JSON at position 7
// log: SyntaxError: Unterminated string in JSON at position 4
// log: SyntaxError: Bad escaped character in JSON at position 2
// log: SyntaxError: Bad Unicode escape in JSON at position 5
// log: SyntaxError: No number after minus sign in JSON at position 1
// log: SyntaxError: Exponent part is missing a number in JSON at position 2
// log: SyntaxError: Unterminated fractional number in JSON at position 2
// log: SyntaxError: Unexpected end of JSON input
// log: SyntaxError: Unexpected end of JSON input
// log: SyntaxError: Unexpected end of JSON input
// log: SyntaxError: Unexpected end of JSON input
// log: SyntaxError: Expected property name or '}' in JSON at position 1
// log: SyntaxError: Unexpected token 'x', "xxxxxxxxxx"... is not valid JSON
// log: SyntaxError: Unexpected token 'x', ...",16,17,18,x]" is not valid JSON
// log: SyntaxError: Unexpected non-whitespace character after JSON at position 10
// log: SyntaxError: Unexpected end of JSON input
// log: SyntaxError: No number after minus sign in JSON at position 2
// log: SyntaxError: Unexpected non-whitespace character after JSON at position 3
// log: SyntaxError: Expected ',' or '}' after property value in JSON at position 7
// log: SyntaxError: Expected ',' or ']' after array element in JSON at position 4
// log: SyntaxError: Unexpected non-whitespace character after JSON at position 3
// log: SyntaxError: Unexpected token '}', "{"a":tru}" is not valid JSON
// log: SyntaxError: Exponent part is missing a number in JSON at position 5
// log: SyntaxError: Unexpected token ']', "["a",]" is not valid JSON
// log: SyntaxError: "undefined" is not valid JSON
// log: SyntaxError: Unexpected token 'x', ...",12,13,14,x,16,17,18"... is not valid JSON
// log: SyntaxError: Bad control character in string literal in JSON at position 2
// JSON.parse errors carry V8's messages and positions.
const bad = ["{a:1}", "[1,]", "", "'x'", '{"a":1', "01", "1 2", "NaN", '"\t"', "[1 2]", '{"a" 1}', '{"a":1,}', '"abc', '"\\x"', '"\\u12"', "-", "1e", "1.",
  "tru", "nul", "[", '{"a":', "{,}", "x".repeat(50), "[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,x]", '{"k":"v"} x', "  ", "[-]", '"a""b"',
  '{"a":1 "b":2}', "[1,2", "123abc", '{"a":tru}', "1.5e+", '["a",]', "undefined", "[1,2,3,4,5,6,7,8,9,10,11,12,13,14,x,16,17,18,19,20,21]", '"é\u0001"'];
for (const s of bad) {
  try { JSON.parse(s); console.log("parsed", s); } catch (e) { console.log(e.name + ": " + e.message); }
}
