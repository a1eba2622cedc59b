interface A { x: number }
type B = A | null;
declare const c: B;
