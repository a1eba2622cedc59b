// ERROR: 2:17: Undefined label 'b'
while (1) break b;
