// ERROR: 2:23: More than one default clause in switch statement
switch (x) { default: default: }
