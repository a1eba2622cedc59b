package vm

import (
	"archive/zip"
	"bytes"
	_ "embed"
	"io"
	"strconv"
	"strings"
	"sync"
	"time"
)

// IANA time zones for Intl.DateTimeFormat's timeZone option. The zone
// rules come from a copy of Go's zoneinfo.zip embedded in the binary (not
// the host's tzdata), so a run formats the same on every machine; the
// names ICU shows for them (canonical ids, "EST", "Central European
// Standard Time") come from the generated tables in
// builtin_intl_tzdata.go. The VM's own local time zone stays UTC.

//go:embed tzdata/zoneinfo.zip
var zoneinfoZip []byte

// tzNameSet is a zone's en-US names at one offset (minutes east of UTC).
type tzNameSet struct {
	off         int
	short, long string
}

// The index of the zone files is built once per process (it is the same
// whatever a run asks for); the zones loaded from it are cached per Machine
// (Machine.zones), so that no run can fill a process-wide cache or tell
// from how long a load takes which zones other runs used.
var (
	tzOnce  sync.Once
	tzFiles map[string]*zip.File // lower-cased name -> zoneinfo entry
)

func tzIndex() map[string]*zip.File {
	tzOnce.Do(func() {
		tzFiles = map[string]*zip.File{}
		r, err := zip.NewReader(bytes.NewReader(zoneinfoZip), int64(len(zoneinfoZip)))
		if err != nil {
			return // no zones: every name but UTC is refused
		}
		for _, f := range r.File {
			tzFiles[strings.ToLower(f.Name)] = f
		}
	})
	return tzFiles
}

// canonicalTimeZone resolves a timeZone option case-insensitively to the
// id ICU reports (resolvedOptions().timeZone); ok is false for unknown
// zones.
func canonicalTimeZone(name string) (string, bool) {
	f, ok := tzIndex()[strings.ToLower(name)]
	if !ok || tzNotInICU[f.Name] {
		if slicesContains(utcZoneNames, strings.ToLower(name)) {
			return "UTC", true
		}
		return "", false
	}
	if c, ok := tzCanonical[f.Name]; ok {
		return c, true
	}
	return f.Name, true
}

// zoneLocation loads a canonical zone's rules (cached in the Machine).
func (m *Machine) zoneLocation(name string) *time.Location {
	if loc, ok := m.zones[name]; ok {
		return loc
	}
	var loc *time.Location
	if f, ok := tzIndex()[strings.ToLower(name)]; ok {
		if rc, err := f.Open(); err == nil {
			data, err := io.ReadAll(rc)
			rc.Close()
			if err == nil {
				loc, _ = time.LoadLocationFromTZData(name, data)
			}
		}
	}
	if loc == nil {
		loc = time.UTC
	}
	if m.zones == nil {
		m.zones = map[string]*time.Location{}
	}
	m.zones[name] = loc
	return loc
}

// zoneOffset is the offset (ms east of UTC) of a canonical zone at time
// value t.
func (m *Machine) zoneOffset(zone string, t float64) float64 {
	if zone == "" || zone == "UTC" {
		return 0
	}
	_, off := time.UnixMilli(int64(t)).In(m.zoneLocation(zone)).Zone()
	return float64(off) * 1000
}

// zoneDisplayName is the timeZoneName part for a zone at an offset (ms).
func zoneDisplayName(zone string, offMs float64, style string) string {
	if zone == "" {
		zone = "UTC"
	}
	offSec := int(offMs / 1000)
	if style == "short" || style == "long" {
		for _, set := range tzNames[zone] {
			if set.off*60 != offSec {
				continue
			}
			if style == "short" && set.short != "" {
				return set.short
			}
			if style == "long" && set.long != "" {
				return set.long
			}
		}
	}
	if offSec == 0 {
		switch style {
		case "shortOffset":
			return "GMT+0"
		case "longOffset":
			return "GMT+00:00"
		}
		return "GMT"
	}
	sign := "+"
	if offSec < 0 {
		sign, offSec = "-", -offSec
	}
	h, mi, sec := strconv.Itoa(offSec/3600), offSec/60%60, offSec%60
	long := style == "long" || style == "longOffset"
	if long && len(h) < 2 {
		h = "0" + h
	}
	out := "GMT" + sign + h
	if long || mi != 0 || sec != 0 {
		out += ":" + numField(float64(mi), "2-digit")
	}
	if sec != 0 {
		out += ":" + numField(float64(sec), "2-digit") // local mean time
	}
	return out
}
