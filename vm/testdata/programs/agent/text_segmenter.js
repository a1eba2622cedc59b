// value: 4
// log: [ 'h', 'é', 'l', 'l', 'o', '👍🏽', '👨‍👩‍👧‍👦', '🇫🇷', 'é' ] [
// log:   { segment: 'a', index: 0, input: 'ab' },
// log:   { segment: 'b', index: 1, input: 'ab' }
// log: ]
// log: [
// log:   'Hello',   'world',
// log:   "It's",    '3.14',
// log:   "o'clock", 'e.g',
// log:   'foo_bar', 'done'
// log: ]
// log: [
// log:   { segment: 'a', index: 0, input: 'a b', isWordLike: true },
// log:   { segment: ' ', index: 1, input: 'a b', isWordLike: false },
// log:   { segment: 'b', index: 2, input: 'a b', isWordLike: true }
// log: ]
// log: [
// log:   '"Hello world. "',
// log:   '"How are you? "',
// log:   '"Fine!  "',
// log:   '"Thanks Mr. "',
// log:   '"Smith."'
// log: ]
// log: { segment: 'one', index: 0, input: 'one two', isWordLike: true } { segment: ' ', index: 3, input: 'one two', isWordLike: false } { segment: 'two', index: 4, input: 'one two', isWordLike: true } undefined undefined
// log: { locale: 'en-US', granularity: 'grapheme' } word function [object Intl.Segmenter]
// log: 8 [ 0, 1 ]
// log: TypeError Constructor Intl.Segmenter requires 'new'
// log: RangeError Value line out of range for Intl.Segmenter options property granularity
// log: 9
// log: Ship it 🚀…
// log: {
// log:   value: { segment: 'a', index: 0, input: 'a, b', isWordLike: true },
// log:   done: false
// log: } 3
// Intl.Segmenter: graphemes, words and sentences for counting and truncating text.
const seg = new Intl.Segmenter();
const g = s => [...seg.segment(s)].map(x => x.segment);
console.log(g("héllo👍🏽👨‍👩‍👧‍👦🇫🇷e\u0301"), [...new Intl.Segmenter("en", { granularity: "grapheme" }).segment("ab")]);
const w = new Intl.Segmenter("en", { granularity: "word" });
const text = "Hello, world! It's 3.14 o'clock — e.g. foo_bar 🎉 done.";
console.log([...w.segment(text)].filter(s => s.isWordLike).map(s => s.segment));
console.log([...w.segment("a b")]);
const s = new Intl.Segmenter("en", { granularity: "sentence" });
console.log([...s.segment("Hello world. How are you? Fine!  Thanks Mr. Smith.")].map(x => JSON.stringify(x.segment)));
const segs = w.segment("one two");
console.log(segs.containing(0), segs.containing(3), segs.containing(4), segs.containing(7), segs.containing(-1));
console.log(seg.resolvedOptions(), w.resolvedOptions().granularity, typeof Intl.Segmenter, Object.prototype.toString.call(seg));
const countGraphemes = str => [...new Intl.Segmenter().segment(str)].length;
console.log(countGraphemes("👨‍👩‍👧‍👦 family"), Array.from(new Intl.Segmenter().segment("ok"), x => x.index));
try { Intl.Segmenter(); } catch (e) { console.log(e.name, e.message); }
try { new Intl.Segmenter("en", { granularity: "line" }); } catch (e) { console.log(e.name, e.message); }
const wordCount = t => [...new Intl.Segmenter("en", { granularity: "word" }).segment(t)].filter(x => x.isWordLike).length;
console.log(wordCount("The quick (brown) fox—jumps over 2 lazy dogs!"));
const truncateGraphemes = (t, n) => { const parts = [...new Intl.Segmenter().segment(t)].map(x => x.segment); return parts.length <= n ? t : parts.slice(0, n - 1).join("") + "…"; };
console.log(truncateGraphemes("Ship it 🚀🇯🇵👍🏽 now", 10));
const it = new Intl.Segmenter("en", { granularity: "word" }).segment("a, b")[Symbol.iterator]();
console.log(it.next(), [...it].length);
return wordCount("Hello there, general Kenobi.");
