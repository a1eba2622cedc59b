// value: [3,1,null,2,[1,2,9],[7,2,3],"Invalid index : 3","Invalid index : -4"]
const a = [1, 2, 3]
const r = [a.at(-1), a.at(0), a.at(5), a.at("1"), a.with(-1, 9), a.with(0, 7)]
try { a.with(3, 1) } catch (e) { r.push(e.message) }
try { a.with(-4, 1) } catch (e) { r.push(e.message) }
return r
