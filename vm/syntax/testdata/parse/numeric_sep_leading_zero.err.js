// ERROR: 2:6: Numeric separators are not allowed here
x = 0_1;
