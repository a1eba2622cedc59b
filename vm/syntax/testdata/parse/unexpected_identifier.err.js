// ERROR: 2:7: Unexpected identifier 'b'
var a b;
