package vm

import (
	"strconv"
	"strings"
	"sync"
)

// Generic time zone names, timeZoneName "shortGeneric" and "longGeneric"
// ("PT", "Pacific Time", "Germany Time"), in en-US and the generated
// locales (data in builtin_intl_zonegeneric_data.go). A generic name does
// not follow the zone's own DST, but a few follow their metazone's
// reference zone: Africa/Algiers is "CET (Algiers)" in en-GB while
// Europe/Paris keeps summer time; those have a second pair of names.
// Names are node's of 2026: zones whose metazone changed (Kazakhstan in
// 2024) show the new name at earlier dates too.

var (
	genericOnce  sync.Once
	genericLists map[string][]string // locale -> names per zone group
	genericPats  map[string][6]map[int]string
)

func loadGeneric() {
	genericLists = map[string][]string{}
	for tag, d := range genericNameLists {
		list := strings.Split(d[0], "|")
		if d[1] != "" {
			list = append([]string(nil), list...)
			for _, c := range strings.Split(d[1], "|") {
				i, v, _ := strings.Cut(c, "=")
				if k, err := strconv.Atoi(i); err == nil && k < len(list) {
					list[k] = v
				}
			}
		}
		genericLists[tag] = list
	}
	genericPats = map[string][6]map[int]string{}
	for tag, d := range genericTimePatterns {
		var out [6]map[int]string
		for i, s := range d {
			out[i] = map[int]string{}
			if s == "" {
				continue
			}
			for _, c := range strings.Split(s, ",") {
				k, v, _ := strings.Cut(c, "=")
				if n, err := strconv.Atoi(k); err == nil {
					out[i][n] = v
				}
			}
		}
		genericPats[tag] = out
	}
}

// genericTimePattern is a locale's time pattern for time key ti with a
// generic zone, for the hour12 variant base (0-2); ok is false when it
// is the timeZoneName "short" pattern with the token replaced.
func genericTimePattern(locale string, long bool, base, ti int) (string, bool) {
	genericOnce.Do(loadGeneric)
	p, found := genericPats[locale]
	if !found {
		return "", false
	}
	s, ok := p[pickInt(long, 3, 0)+base][ti]
	return s, ok
}

// genericZoneName is a zone's generic name in a locale at time t (offset
// off, ms), "" when the locale shows the GMT offset format (ok false
// when the locale has no generic data).
func genericZoneName(m *Machine, locale, zone string, t, off float64, long bool) (name string, ok bool) {
	genericOnce.Do(loadGeneric)
	if locale == "" {
		locale = intlLocale
	}
	list := genericLists[locale]
	if list == nil {
		return "", false
	}
	if zone == "" || zone == "UTC" {
		return "", true
	}
	g, found := genericGroups[zone]
	if !found || g >= len(list) || list[g] == "" {
		return "", true
	}
	f := strings.Split(list[g], ";")
	k := 0
	if len(f) == 4 && m.zoneOffset("Europe/Paris", t) == 7200000 {
		k = 2
	}
	if long {
		k++
	}
	if k >= len(f) {
		return "", true
	}
	name = f[k]
	if rest, loc := strings.CutPrefix(name, "@"); loc {
		a := genericAffix[locale]
		name = a[0] + rest + a[1]
	}
	return name, true
}

// genericZonePart is the timeZoneName part of a generic style: the
// locale's name, else the GMT offset format. loc is nil for en-US; an
// English locale without data of its own takes en-US's names.
func genericZonePart(m *Machine, loc *localeData, locale, zone string, t, off float64, long bool) string {
	name, ok := genericZoneName(m, locale, zone, t, off, long)
	if !ok && (locale == "en" || strings.HasPrefix(locale, "en-")) {
		name, _ = genericZoneName(m, "", zone, t, off, long)
		loc = nil
	}
	if name != "" {
		return name
	}
	if loc == nil {
		return zoneDisplayName(zone, off, pick(long, "longOffset", "shortOffset"))
	}
	return localeZoneName(loc, locale, zone, off, pick(long, "OOOO", "O"))
}
