// ERROR: 2:6: Invalid Unicode escape sequence
x = `\u{zz}`;
