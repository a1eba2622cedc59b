// ERROR: 2:5: let is disallowed as a lexically bound name
let let = 1;
