// ERROR: 2:9: Invalid shorthand property initializer
x = ({a = 1});
