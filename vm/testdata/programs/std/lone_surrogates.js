// value: [1,1,2]
// log: � 😀 a�b
const face = "😀"
const hi = face[0], lo = face[1]
console.log(face.at(-1), hi + lo, "a" + hi + "b")
return [face.at(-1).length, (hi + lo).codePointAt(0) === 0x1F600 ? 1 : 0, (hi + lo).length]
