// value: null
// log: "Tue, 01 Oct 2024 10:00:00 GMT" 2024-10-01T10:00:00.000Z
// log: "Tue, 01 Oct 2024 10:00:00 +0200" 2024-10-01T08:00:00.000Z
// log: "Mon, 1 Jan 2024 00:00:00 UTC" 2024-01-01T00:00:00.000Z
// log: "Thu, 01 Jan 1970 00:00:00 GMT-0500" 1970-01-01T05:00:00.000Z
// log: "Tue Oct 01 2024 10:00:00 GMT+0000 (Coordinated Universal Time)" 2024-10-01T10:00:00.000Z
// log: "Wed, 15 May 2024 08:30:00 -0700" 2024-05-15T15:30:00.000Z
// log: "01 Oct 2024 10:00 GMT" 2024-10-01T10:00:00.000Z
// log: "Sun Sep 09 2001 01:46:40 GMT+0000 (Coordinated Universal Time)" 2001-09-09T01:46:40.000Z
// log: "Sun, 09 Sep 2001 01:46:40 GMT" 2001-09-09T01:46:40.000Z
// Date.parse: RFC 2822 / toString / toUTCString forms.
const P = (s) => { const t = Date.parse(s); return isNaN(t) ? "NaN" : new Date(t).toISOString(); };
for (const s of ["Tue, 01 Oct 2024 10:00:00 GMT", "Tue, 01 Oct 2024 10:00:00 +0200", "Mon, 1 Jan 2024 00:00:00 UTC",
  "Thu, 01 Jan 1970 00:00:00 GMT-0500", "Tue Oct 01 2024 10:00:00 GMT+0000 (Coordinated Universal Time)",
  "Wed, 15 May 2024 08:30:00 -0700", "01 Oct 2024 10:00 GMT", new Date(1e12).toString(), new Date(1e12).toUTCString()])
  console.log(JSON.stringify(s), P(s));
