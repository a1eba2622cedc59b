// ERROR: 2:6: Invalid optional chain from new expression
new a?.b();
