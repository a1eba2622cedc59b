// log: "tr" İSTANBUL Iİ Iİ/istanbul ıi ıi | ΩΜΈΓΑ ΆΈΉ/ωμέγα άέή | İ̇ İ Į̃ ĮÌ/i̇ i į̃ įì | DİYARBAKIR/diyarbakır
// log: "az" İSTANBUL Iİ Iİ/istanbul ıi ıi | ΩΜΈΓΑ ΆΈΉ/ωμέγα άέή | İ̇ İ Į̃ ĮÌ/i̇ i į̃ įì | DİYARBAKIR/diyarbakır
// log: "lt" İSTANBUL II Iİ/i̇stanbul ıi ii̇ | ΩΜΈΓΑ ΆΈΉ/ωμέγα άέή | I İ Į̃ ĮÌ/i̇ i̇̇ į̇̃ įi̇̀ | DİYARBAKIR/di̇yarbakir
// log: "el" İSTANBUL II Iİ/i̇stanbul ıi ii̇ | ΩΜΕΓΑ ΑΕΗ/ωμέγα άέή | İ İ Į̃ ĮÌ/i̇ i̇ į̃ įì | DİYARBAKIR/di̇yarbakir
// log: "en" İSTANBUL II Iİ/i̇stanbul ıi ii̇ | ΩΜΈΓΑ ΆΈΉ/ωμέγα άέή | İ İ Į̃ ĮÌ/i̇ i̇ į̃ įì | DİYARBAKIR/di̇yarbakir
// log: "TR-tr" İSTANBUL Iİ Iİ/istanbul ıi ıi | ΩΜΈΓΑ ΆΈΉ/ωμέγα άέή | İ̇ İ Į̃ ĮÌ/i̇ i į̃ įì | DİYARBAKIR/diyarbakır
// log: ["tr","en"] İSTANBUL Iİ Iİ/istanbul ıi ıi | ΩΜΈΓΑ ΆΈΉ/ωμέγα άέή | İ̇ İ Į̃ ĮÌ/i̇ i į̃ įì | DİYARBAKIR/diyarbakır
// log: [] İSTANBUL II Iİ/i̇stanbul ıi ii̇ | ΩΜΈΓΑ ΆΈΉ/ωμέγα άέή | İ İ Į̃ ĮÌ/i̇ i̇ į̃ įì | DİYARBAKIR/di̇yarbakir
// log: Incorrect locale information provided
// Locale-sensitive case mapping: Turkish/Azeri dotted i, Lithuanian, Greek.
const t=["İstanbul ıi Iİ","Ωμέγα άέή","i̇ I\u0307 Į̃ ĮÌ","DİYARBAKIR"];
for (const l of ["tr","az","lt","el","en","TR-tr",["tr","en"],[]]) console.log(JSON.stringify(l), t.map(s=>s.toLocaleUpperCase(l)+"/"+s.toLocaleLowerCase(l)).join(" | "))
try{"a".toLocaleUpperCase("x_y")}catch(e){console.log(e.message)}
