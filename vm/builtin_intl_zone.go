package vm

import (
	"strings"
	"sync"
)

// Time zone names in the generated locales other than en-US (data in
// builtin_intl_zone_data.go): "MEZ", "Mitteleuropäische Normalzeit",
// en-GB's "BST". A name is chosen by the zone's offset at the date, as the
// en-US names of builtin_intl_tzdata.go are: its January or its July
// 2024 offset; other offsets (dates far from 2024) have no name.

var (
	zoneListsOnce sync.Once
	zoneLists     map[string][]string // locale -> names per zone group
)

// localeZoneNames is a zone's names at an offset (ms) in a locale: short
// and long, "" where the locale shows the GMT offset; ok is false when
// the locale has no zone data.
func localeZoneNames(locale, zone string, offMs float64) (short, long string, ok bool) {
	zoneListsOnce.Do(func() {
		zoneLists = map[string][]string{}
		split := map[string][]string{} // tags share lists
		for tag, s := range zoneNameLists {
			if split[s] == nil {
				split[s] = strings.Split(s, "|")
			}
			zoneLists[tag] = split[s]
		}
	})
	list := zoneLists[locale]
	if list == nil {
		return "", "", false
	}
	g, found := zoneGroups[zone]
	if !found || g >= len(list) || list[g] == "" {
		return "", "", true
	}
	f := strings.Split(list[g], ";")
	sets := tzNames[zone]
	k := -1
	for i := range sets {
		if float64(sets[i].off)*60000 == offMs {
			k = i
			break
		}
	}
	switch {
	case k < 0:
		return "", "", true
	case k == 1 && len(f) == 4:
		return f[2], f[3], true
	case len(f) >= 2:
		return f[0], f[1], true
	}
	return "", "", true
}
