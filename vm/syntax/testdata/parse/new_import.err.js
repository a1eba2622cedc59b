// ERROR: 2:5: Cannot use new with import
new import("x");
