// ERROR: 2:17: Unexpected token ';'
const f = (a) =>;
