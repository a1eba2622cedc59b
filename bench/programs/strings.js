let out = ""
for (let i = 0; i < 5000; i++) {
  out += "line " + i + ": " + (i % 7 === 0 ? "fizz" : "buzz") + "\n"
}
const parts = out.split("\n")
return parts.length + out.length
