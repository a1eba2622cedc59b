let text = ""
for (let i = 0; i < 500; i++) text += "The quick brown fox " + i + " jumps over the lazy dog. "
let n = 0
for (let r = 0; r < 10; r++) {
  n += text.replace(/fox (\d+)/g, "cat $1").length
  n += text.replaceAll("dog", "wolf").length
  n += text.replace(/o/g, (m) => m.toUpperCase()).length
}
return n
