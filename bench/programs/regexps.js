// Regular expressions over 10,000 log lines: test, exec with groups, match,
// replace with a string and with a function, and split.
const levels = ["INFO", "WARN", "ERROR", "DEBUG"]
const lines = []
for (let i = 0; i < 10000; i++) {
  lines.push("2026-11-" + String(1 + (i % 28)).padStart(2, "0") + "T10:" + String(i % 60).padStart(2, "0") +
    ":00Z " + levels[i % 4] + " [svc-" + (i % 7) + "] request " + i + " took " + (i * 37 % 900) + "ms user=u" + (i % 113))
}
const re = /^(\d{4})-(\d{2})-(\d{2})T[\d:]+Z (\w+) \[([\w-]+)\] request (\d+) took (\d+)ms/
let errors = 0, slow = 0, total = 0, users = 0
for (const line of lines) {
  if (/ERROR|WARN/.test(line)) errors++
  const m = re.exec(line)
  if (m && +m[7] > 500) slow++
  total += line.replace(/user=u\d+/, "user=*").length
  total += line.replace(/\d+ms/, (s) => s.length + "chars").length
  users += (line.match(/u\d+/g) || []).length
  total += line.split(/\s+/).length
}
return errors + slow + total + users
