package vm

import (
	"math"
	"unicode"

	"github.com/codemode-go/codemode/vm/internal/wtf8"
	"github.com/rivo/uniseg"
)

// Intl.Segmenter: grapheme, word and sentence boundaries of Unicode
// Standard Annex #29 (github.com/rivo/uniseg, Unicode 15.0). ICU (node)
// follows the same rules for English text; it also segments Chinese,
// Japanese and Thai words with dictionaries, which UAX #29 alone does
// not. A Segments object keeps its input and granularity in hidden
// slots; iterating it returns an array iterator over the segment data
// objects ({segment, index, input[, isWordLike]}).

const (
	slotSegInput = symbolPrefix + "#segInput"
	slotSegGran  = symbolPrefix + "#segGranularity"
)

type segmenterOpts struct {
	Granularity string `json:"granularity"`
}

// textSegment is one segment: its text, UTF-16 index and, for words,
// whether it is a word (letters or digits) rather than spaces or
// punctuation.
type textSegment struct {
	text     string
	index    int
	wordLike bool
}

// eachSegment calls f with the segments of s by granularity, in order,
// until f returns false. Lone surrogates (invalid UTF-8 runs of the WTF-8
// string) are segments of their own.
func eachSegment(s, granularity string, f func(textSegment) bool) {
	index := 0
	more := true
	emit := func(t string, wordLike bool) {
		if more {
			more = f(textSegment{t, index, wordLike})
			index += wtf8.UTF16Len(t)
		}
	}
	run := func(t string) {
		state := -1
		for t != "" && more {
			var seg string
			switch granularity {
			case "word":
				seg, t, state = uniseg.FirstWordInString(t, state)
			case "sentence":
				seg, t, state = uniseg.FirstSentenceInString(t, state)
			default:
				seg, t, _, state = uniseg.FirstGraphemeClusterInString(t, state)
			}
			emit(seg, granularity == "word" && isWordLike(seg))
		}
	}
	start := 0
	for i := 0; i < len(s) && more; {
		r, n := wtf8.Decode(s[i:])
		if r >= 0xD800 && r < 0xE000 && n == 3 {
			run(s[start:i])
			emit(s[i:i+n], false)
			start = i + n
		}
		i += n
	}
	run(s[start:])
}

// isWordLike reports whether a word segment holds letters or digits
// (ICU's word statuses letter, number, kana and ideograph).
func isWordLike(seg string) bool {
	for _, r := range seg {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return true
		}
	}
	return false
}

// segmentData is the object a Segments iterator or containing() returns.
func (m *Machine) segmentData(seg textSegment, input, granularity string) Value {
	kv := []any{"segment", seg.text, "index", seg.index, "input", input}
	if granularity == "word" {
		kv = append(kv, "isWordLike", seg.wordLike)
	}
	return obj(m.plainObject(kv...))
}

// thisSegments reads the input and granularity of a Segments receiver.
func thisSegments(m *Machine, this Value, method string) (string, string, error) {
	if o := this.asObject(); o != nil {
		if i, j := o.find(slotSegInput), o.find(slotSegGran); i >= 0 && j >= 0 {
			return o.props()[i].val.asString(), o.props()[j].val.asString(), nil
		}
	}
	return "", "", m.typeError("Method %s called on incompatible receiver %s", method, m.receiverValueText(this))
}

func init() {
	intlClass(protoIntlSegmenter, "Segmenter", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		opts, err := intlOptions(m, arg(args, 1))
		if err != nil {
			return undefined, err
		}
		if _, err := intlString(m, opts, "Intl.Segmenter", "localeMatcher", []string{"lookup", "best fit"}, "best fit"); err != nil {
			return undefined, err
		}
		so := &segmenterOpts{}
		if so.Granularity, err = intlString(m, opts, "Intl.Segmenter", "granularity", []string{"grapheme", "word", "sentence"}, "grapheme"); err != nil {
			return undefined, err
		}
		return newIntlObject(m, protoIntlSegmenter, "seg", so)
	},
		fn("Intl.Segmenter.prototype.segment", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			so := &segmenterOpts{}
			if _, err := thisIntl(m, this, "seg", "Intl.Segmenter.prototype.segment", so); err != nil {
				return undefined, err
			}
			s, err := m.toString(arg(args, 0))
			if err != nil {
				return undefined, err
			}
			o := m.newObject()
			o.proto = m.proto(protoIntlSegments)
			o.setHidden(slotSegInput, str(s))
			o.setHidden(slotSegGran, str(so.Granularity))
			return obj(o), nil
		}),
		fn("Intl.Segmenter.prototype.resolvedOptions", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			so := &segmenterOpts{}
			if _, err := thisIntl(m, this, "seg", "Intl.Segmenter.prototype.resolvedOptions", so); err != nil {
				return undefined, err
			}
			return obj(m.plainObject("locale", intlLocale, "granularity", so.Granularity)), nil
		}),
	)

	// %SegmentsPrototype%: containing(index) and [Symbol.iterator]().
	iter := fn("%Segments%.[Symbol.iterator]", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		input, gran, err := thisSegments(m, this, "%Segments.prototype%[@@iterator]")
		if err != nil {
			return undefined, err
		}
		var vals []Value
		m.pin(&vals) // the segments built so far are live for the memory account
		defer m.unpin()
		eachSegment(input, gran, func(seg textSegment) bool {
			vals = append(growValues(vals, 1), m.segmentData(seg, input, gran))
			return true
		})
		return obj(m.newIteratorObjectOn(protoIterator, &iterState{kind: iterArray, arr: m.newArray(vals)})), nil
	})
	iter.name = symIterator.key
	protoTables[protoIntlSegments] = newTable(
		fn("%Segments%.containing", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			input, gran, err := thisSegments(m, this, "%Segments.prototype%.containing")
			if err != nil {
				return undefined, err
			}
			f, err := m.toNumber(arg(args, 0))
			if err != nil {
				return undefined, err
			}
			n := 0.0
			if f == f {
				n = math.Trunc(f)
			}
			if n < 0 || n >= float64(wtf8.UTF16Len(input)) {
				return undefined, nil
			}
			found := undefined
			eachSegment(input, gran, func(seg textSegment) bool {
				if float64(seg.index+wtf8.UTF16Len(seg.text)) > n {
					found = m.segmentData(seg, input, gran)
					return false
				}
				return true
			})
			return found, nil
		}),
		iter,
	)
}
