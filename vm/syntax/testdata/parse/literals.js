// Numbers, strings, and other literals.
0; 1.5; .5; 5.; 1e3; 1E-3; 0x1F; 0XfF; 0o17; 0b101; 1_000_000; 
1n; 0x1Fn; 0b11n; 123456789012345678901234567890n;
010; 08; 09.5;
"a\x41\u0042\u{1F600}\uD83D\uDE00\uD800\n\t\0";
'single';
"line\
continued";
null; true; false; this;
/a[/]b\//gimsuy; /[\]/]/; /(?<year>\d{4})-\k<year>/u; /[\p{L}--[a-z]]/v;
0.1e-5; 9007199254740993; 1e400;
