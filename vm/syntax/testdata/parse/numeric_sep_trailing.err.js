// ERROR: 2:6: Numeric separators are not allowed at the end of numeric literals
x = 1_;
