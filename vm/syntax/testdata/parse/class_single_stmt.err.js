// ERROR: 2:8: Unexpected token 'class'
if (a) class B {}
