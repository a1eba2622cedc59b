// ERROR: 2:11: Setter must have exactly one formal parameter.
x = {set a() {}};
