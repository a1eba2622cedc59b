// ERROR: 2:1: Illegal break statement
break;
