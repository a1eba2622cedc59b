// ERROR: 2:5: Duplicate parameter name not allowed in this context
(a, a) => 1;
