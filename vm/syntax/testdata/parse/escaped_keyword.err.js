// ERROR: 2:1: Keyword must not contain escaped characters
v\u0061r x = 1;
