// Package jspattern translates JavaScript regular expression patterns into
// the syntax of github.com/dlclark/regexp2, the engine package vm matches
// with.
//
// Translate renumbers named groups as JavaScript numbers them, rewrites
// \p{...} (Unicode properties, scripts, categories, emoji) and v-mode
// classes (nested, with && and --) into flat classes from Go's unicode
// tables, adjusts ^ $ . \b for JavaScript's line terminators and word
// characters, clamps huge quantifiers, and rewrites zero-minimum groups so
// that an iteration cannot match empty (empty.go). It also makes the checks
// regexp2 does not (V8's MaxCaptures, group names). It works on pattern
// text only: matching, lastIndex and the RegExp object stay in package vm
// (regexp.go).
package jspattern
