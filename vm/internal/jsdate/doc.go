// Package jsdate is the arithmetic of ECMAScript time values (milliseconds
// since the epoch, as float64, NaN for an invalid date) and Date.parse.
//
// It holds the specification's calendar functions (MakeDay, MakeTime,
// MakeDate, TimeClip and the year/month/day split) on float64, so that
// out-of-range fields carry over as in JavaScript, and Parse, which reads
// the ISO format and the legacy forms V8 accepts. It knows nothing of the
// VM: package vm's Date and Intl.DateTimeFormat call it. Local time is UTC.
package jsdate
