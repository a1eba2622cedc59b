// ERROR: 3:1: Unexpected token '=>'
f = async x
=> x;
