// ERROR: 2:1: Unexpected token 'export': exports are not available in CodeMode programs (return a value instead)
export const a = 1;
