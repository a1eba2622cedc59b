package vm

import (
	"strings"
	"testing"
)

// TestLocaleTables checks the generated locale data has the shape the
// lookups index: one pattern per key of the generator's enumeration, in the
// order dateKeyIndex and timeKeyIndex compute.
func TestLocaleTables(t *testing.T) {
	for tag, d := range localeTable {
		p := d.tables()
		if p == nil {
			t.Fatalf("%s: not parsed", tag)
		}
		check := func(name string, got, want int) {
			if got != want {
				t.Errorf("%s: %s has %d entries, want %d", tag, name, got, want)
			}
		}
		check("datePats", len(p.datePats), 4*3*6*3)
		check("glue", len(d.glue), 4*3*6*3)
		check("dateStyle", len(p.dateStyle), 4)
		check("compact", len(p.compact), 21)
		for v := 0; v < 7; v++ {
			check("timePats", len(p.timePats[v]), 27)
			check("timeStyle", len(p.timeStyle[v]), 4)
			check("bothStyle", len(p.bothStyle[v]), 16)
		}
		for i := 0; i < 3; i++ {
			check("months", len(p.months[i]), 12)
			check("monthsAlone", len(p.monthsAlone[i]), 12)
			check("weekdays", len(p.weekdays[i]), 7)
			check("weekdaysAlone", len(p.weekdaysAlone[i]), 7)
			check("eras", len(p.eras[i]), 2)
			check("timeFrac", len(p.timeFrac[i]), 27)
			check("timeZone", len(p.timeZone[i]), 27)
		}
		for _, g := range d.glue {
			if int(g-'0') >= len(p.glues) {
				t.Errorf("%s: glue index %c out of range", tag, g)
			}
		}
	}
}

// TestLocaleKeyIndex pins the key order shared with the generator.
func TestLocaleKeyIndex(t *testing.T) {
	df := dateFormat{Weekday: "long", Year: "numeric", Month: "short", Day: "2-digit"}
	if got := df.dateKeyIndex(); got != ((1*3+1)*6+3)*3+2 {
		t.Errorf("dateKeyIndex = %d", got)
	}
	de := localeTable["de-DE"].tables()
	if got := de.datePats[(dateFormat{Year: "numeric", Month: "2-digit", Day: "2-digit"}).dateKeyIndex()]; got != "{dd}.{MM}.{y}" {
		t.Errorf("de-DE year/2-digit month/2-digit day pattern = %q", got)
	}
	tf := dateFormat{Hour: "numeric", Minute: "2-digit"}
	if got := de.timePats[0][tf.timeKeyIndex()]; !strings.Contains(got, "{mm}") {
		t.Errorf("de-DE hour:minute pattern = %q", got)
	}
}

func TestResolveLocale(t *testing.T) {
	for in, want := range map[string]string{
		"de-DE": "de-DE", "de-LU": "de", "en-ZZ": "en", "en-US": "en-US", "fr-CA-u-nu-latn": "fr-CA",
		"zh-Hans-CN": "zh", "tlh": "", "x-private": "",
	} {
		if got := bestAvailableLocale(withoutExtensions(in)); got != want {
			t.Errorf("bestAvailableLocale(%q) = %q, want %q", in, got, want)
		}
	}
}
