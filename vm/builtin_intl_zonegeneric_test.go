package vm

import (
	"testing"
	"time"
)

// TestGenericZoneNames checks a sample of the generated generic names
// against node 20's (values read from node when the data was generated):
// plain, location-pattern ("@") and delta-encoded (de-CH) entries and a
// name that follows Europe/Paris's summer time.
func TestGenericZoneNames(t *testing.T) {
	m := &Machine{zones: map[string]*time.Location{}}
	winter, summer := float64(time.Date(2026, 1, 15, 12, 0, 0, 0, time.UTC).UnixMilli()), float64(time.Date(2026, 7, 15, 12, 0, 0, 0, time.UTC).UnixMilli())
	for _, c := range []struct {
		locale, zone string
		t            float64
		long         bool
		want         string
	}{
		{"", "America/Los_Angeles", winter, false, "PT"},
		{"de", "Europe/Berlin", winter, true, "Mitteleuropäische Zeit"},
		{"en-GB", "Africa/Algiers", winter, false, "CET"},
		{"en-GB", "Africa/Algiers", summer, false, "CET (Algiers)"},
		{"fr", "Asia/Calcutta", winter, true, "heure de l’Inde"},
		{"de-CH", "Africa/Abidjan", winter, false, "Côte d’Ivoire (Ortszeit)"},
		{"ja", "Asia/Tokyo", winter, true, "日本標準時"},
	} {
		got, ok := genericZoneName(m, c.locale, c.zone, c.t, m.zoneOffset(c.zone, c.t), c.long)
		if !ok || got != c.want {
			t.Errorf("%s %s long=%v: got %q (%v), want %q", c.locale, c.zone, c.long, got, ok, c.want)
		}
	}
}
