// ERROR: 2:5: Invalid regular expression: /{/u: Lone quantifier brackets
x = /{/u;
