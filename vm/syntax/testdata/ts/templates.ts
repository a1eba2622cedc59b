const who: string = "world";
const text = `hello ${who},
  this template spans
    several lines ${who.length as number}
done`;
const after: number = text.length;
after;
