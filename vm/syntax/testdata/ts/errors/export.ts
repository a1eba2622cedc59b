// error: 2:1: 
export const x: number = 1;
