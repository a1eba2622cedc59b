// error: UnsupportedSyntax: 2:11: regular expression literals are not supported yet
const r = /ab+c/i;
