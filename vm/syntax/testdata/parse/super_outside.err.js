// ERROR: 2:1: 'super' keyword unexpected here
super.x;
