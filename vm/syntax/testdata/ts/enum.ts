enum Color {
  Red,
  Green = "green",
  Blue = 4,
}
const enum Size { Small = 1, Large = 2 }
declare enum Ambient { A }

const c: Color = Color.Blue;
const s = Size.Large;
console.log(Color[c], s);
enum Last { Only }
