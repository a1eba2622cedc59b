// value: [1709596800000,1709632800000,1709625600000,1709652600250,1709632800000,1709632800000,1709596800000,1709649000000,1709632800000,1709596800000,1709596800000,1709596800000,1709596800000,1709251200000,1709629200000]
// log: "2024-03-05"                         2024-03-05T00:00:00.000Z
// log: "2024-03-05T10:00:00Z"               2024-03-05T10:00:00.000Z
// log: "2024-03-05T10:00:00+02:00"          2024-03-05T08:00:00.000Z
// log: "2024-03-05T10:00:00.250-05:30"      2024-03-05T15:30:00.250Z
// log: "2024-03-05T10:00:00"                2024-03-05T10:00:00.000Z
// log: "2024-03-05 10:00"                   2024-03-05T10:00:00.000Z
// log: "March 5, 2024"                      2024-03-05T00:00:00.000Z
// log: "Mar 5 2024 14:30"                   2024-03-05T14:30:00.000Z
// log: "Tue, 05 Mar 2024 10:00:00 GMT"      2024-03-05T10:00:00.000Z
// log: "5 March 2024"                       2024-03-05T00:00:00.000Z
// log: "2024/03/05"                         2024-03-05T00:00:00.000Z
// log: "03/05/2024"                         2024-03-05T00:00:00.000Z
// log: "2024-3-5"                           2024-03-05T00:00:00.000Z
// log: "20240305"                           Invalid Date
// log: "not a date"                         Invalid Date
// log: "2024-02-30"                         2024-03-01T00:00:00.000Z
// log: "2024-13-01"                         Invalid Date
// log: "Tue Mar 05 2024 10:00:00 GMT+0100"  2024-03-05T09:00:00.000Z
// log: 1709632800000 1709632800000
// log: 2024-03-05T00:00:00.000Z 2024-03-05T00:00:00.000Z
// log: 15 valid of 18
// Parsing the date formats APIs and users hand to agents.
const inputs = [
  "2024-03-05",
  "2024-03-05T10:00:00Z",
  "2024-03-05T10:00:00+02:00",
  "2024-03-05T10:00:00.250-05:30",
  "2024-03-05T10:00:00",
  "2024-03-05 10:00",
  "March 5, 2024",
  "Mar 5 2024 14:30",
  "Tue, 05 Mar 2024 10:00:00 GMT",
  "5 March 2024",
  "2024/03/05",
  "03/05/2024",
  "2024-3-5",
  "20240305",
  "not a date",
  "2024-02-30",
  "2024-13-01",
  "Tue Mar 05 2024 10:00:00 GMT+0100",
];
for (const s of inputs) {
  const d = new Date(s);
  console.log(JSON.stringify(s).padEnd(36), isNaN(d) ? "Invalid Date" : d.toISOString());
}
console.log(Date.parse("2024-03-05T10:00:00Z"), Date.UTC(2024, 2, 5, 10));
const parseLoose = s => {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s);
  return m ? new Date(Date.UTC(+m[3], +m[2] - 1, +m[1])) : new Date(s);
};
console.log(parseLoose("05/03/2024").toISOString(), parseLoose("2024-03-05").toISOString());
const valid = inputs.filter(s => !Number.isNaN(Date.parse(s)));
console.log(valid.length, "valid of", inputs.length);
return valid.map(s => new Date(s).getTime());
