// Package wtf8 is the string helpers of a JavaScript engine whose strings
// are Go strings holding WTF-8: UTF-8 that may also encode lone surrogates
// as 3-byte sequences, as the parser produces.
//
// JavaScript sees UTF-16 code units; these functions give the UTF-16 view
// (length, code unit and substring by UTF-16 index, search, comparison by
// code units), convert to and from []uint16, and turn a WTF-8 string into
// well-formed UTF-8 for the world outside (ToUTF8). ASCII strings take
// byte fast paths. The package knows nothing of the VM; package vm's
// per-Machine cache of the last string indexed (strings.go) sits on top.
package wtf8
