var café = 1;
var \u0061bc = 2;
var \u{62}cd = 3;
var ünïcödé = "日本語";
var 𠮷 = "astral";
var x\u200d = 4;
s = "😀";
