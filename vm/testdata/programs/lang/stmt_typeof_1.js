// log: undefined object number string object object function symbol undefined function
console.log(typeof undefined, typeof null, typeof 1, typeof 's', typeof {}, typeof [], typeof (() => {}), typeof Symbol(), typeof undeclaredVariable, typeof class {});
