// ERROR: 2:11: Getter must not have any formal parameters.
x = {get a(x) {}};
