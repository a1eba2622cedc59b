// value: {"date":"2024-03-05T09:00:00.000Z","subject":"Hello Wörld 🎉 and more"}
// log: [ 'from', 'to', 'subject', 'date', 'x-long', 'message-id' ]
// log: Hello Wörld 🎉 and more
// log: CafÃ© au lait
// log: [ { name: 'Zoë Müller', email: 'zoe@example.com' } ] [
// log:   { name: null, email: 'bob@example.org' },
// log:   { name: 'Smith, Ann', email: 'ann.smith@example.net' }
// log: ]
// log: 2024-03-05T09:00:00.000Z Tue, 05 Mar 2024 09:00:00 GMT
// log: this header is folded across two lines abc123@mail.example.com
// log: 17
// Parse raw email headers: folded lines, encoded words, addresses and dates.
const raw = `From: "Zoë Müller" <zoe@example.com>
To: bob@example.org, "Smith, Ann" <ann.smith@example.net>
Subject: =?UTF-8?B?SGVsbG8gV8O2cmxkIPCfjok=?= and more
Date: Tue, 05 Mar 2024 10:00:00 +0100
X-Long: this header is folded
  across two lines
Message-ID: <abc123@mail.example.com>

Body starts here.`;
const [head, body] = raw.split(/\r?\n\r?\n/);
const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
const headers = {};
for (const line of unfolded.split(/\r?\n/)) {
  const m = /^([\w-]+):\s*(.*)$/.exec(line);
  if (m) headers[m[1].toLowerCase()] = m[2];
}
console.log(Object.keys(headers));
const decodeWords = s => s.replace(/=\?([\w-]+)\?([BQ])\?([^?]*)\?=/gi, (_, cs, enc, data) => {
  const bytes = enc.toUpperCase() === "B" ? Uint8Array.from(atob(data), c => c.charCodeAt(0)) : new TextEncoder().encode(data.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (m, h) => String.fromCharCode(parseInt(h, 16))));
  return new TextDecoder(cs).decode(bytes);
});
console.log(decodeWords(headers.subject));
console.log(decodeWords("=?utf-8?Q?Caf=C3=A9_au_lait?="));
const addrRe = /^(?:"?([^"<]*?)"?\s+)?<?([\w.+-]+@[\w-]+(?:\.[\w-]+)+)>?$/g;
const parseAddrs = s => s.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/).map(a => { addrRe.lastIndex = 0; const m = addrRe.exec(a.trim()); return m ? { name: m[1]?.trim() || null, email: m[2] } : null; });
console.log(parseAddrs(headers.from), parseAddrs(headers.to));
const date = new Date(headers.date);
console.log(date.toISOString(), date.toUTCString());
console.log(headers["x-long"], headers["message-id"].replace(/^<|>$/g, ""));
console.log(body.trim().length);
return { subject: decodeWords(headers.subject), date: date.toISOString() };
