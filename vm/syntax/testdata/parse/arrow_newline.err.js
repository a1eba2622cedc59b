// ERROR: 3:1: Unexpected token '=>'
f = (a)
=> 1;
