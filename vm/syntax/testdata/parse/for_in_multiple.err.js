// ERROR: 2:6: Invalid left-hand side in for-in loop: Must have a single binding.
for (var a, b in c);
