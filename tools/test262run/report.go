package main

import (
	"fmt"
	"io"
	"regexp"
	"sort"
	"strings"
)

// counts tallies outcomes for one area.
type counts map[string]int

func (c counts) ran() int {
	return c[outPass] + c[outFail] + c[outUnsupported] + c[outPanic] + c[outCrash] + c[outTimeout]
}

func (c counts) rate() float64 {
	if c.ran() == 0 {
		return 0
	}
	return 100 * float64(c[outPass]) / float64(c.ran())
}

// area is the directory a result is counted under: test/<suite>/<dir>.
func area(path string, depth int) string {
	parts := strings.Split(path, "/")
	if len(parts) > depth {
		parts = parts[:depth]
	}
	return strings.Join(parts, "/")
}

func report(w io.Writer, results []result, top int) {
	byArea := map[string]counts{}
	bySuite := map[string]counts{}
	total := counts{}
	for _, r := range results {
		tally(byArea, area(r.Path, 3), r.Outcome)
		tally(bySuite, area(r.Path, 2), r.Outcome)
		total[r.Outcome]++
	}
	printTable(w, byArea)
	fmt.Fprintln(w)
	printTable(w, bySuite)
	fmt.Fprintf(w, "\nTOTAL pass %d / ran %d = %.1f%%  (fail %d, unsupported %d, panic %d, crash %d, timeout %d; skipped %d)\n",
		total[outPass], total.ran(), total.rate(), total[outFail], total[outUnsupported], total[outPanic], total[outCrash], total[outTimeout], total[outSkip])

	printPanics(w, results)
	printTop(w, results, top)
}

func tally(m map[string]counts, key, outcome string) {
	if m[key] == nil {
		m[key] = counts{}
	}
	m[key][outcome]++
}

func printTable(w io.Writer, m map[string]counts) {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	fmt.Fprintf(w, "%-48s %6s %6s %6s %6s %6s %6s %6s %7s\n", "area", "pass", "fail", "unsup", "panic", "crash", "tmout", "skip", "rate")
	for _, k := range keys {
		c := m[k]
		fmt.Fprintf(w, "%-48s %6d %6d %6d %6d %6d %6d %6d %6.1f%%\n", k, c[outPass], c[outFail], c[outUnsupported], c[outPanic], c[outCrash], c[outTimeout], c[outSkip], c.rate())
	}
}

func printPanics(w io.Writer, results []result) {
	var n int
	for _, r := range results {
		if r.Outcome == outPanic || r.Outcome == outCrash {
			if n == 0 {
				fmt.Fprintln(w, "\nPANICS AND CRASHES (VM bugs):")
			}
			n++
			first, _, _ := strings.Cut(r.Message, "\n")
			fmt.Fprintf(w, "  %s [%s]: %s\n", r.Path, r.Mode, first)
		}
	}
	if n == 0 {
		fmt.Fprintln(w, "\nPANICS: none")
	}
}

var (
	reGuillemets = regexp.MustCompile(`«[^»]*»`)
	reQuoted     = regexp.MustCompile(`'[^']*'|"[^"]*"|` + "`[^`]*`")
	reNumber     = regexp.MustCompile(`\b\d+(\.\d+)?\b`)
)

// normalize turns a failure message into a cause key: values, names and
// numbers are blanked so that one cause groups one bug.
func normalize(msg string) string {
	first, _, _ := strings.Cut(msg, "\n")
	s := reGuillemets.ReplaceAllString(first, "«…»")
	s = reQuoted.ReplaceAllString(s, "'…'")
	s = reNumber.ReplaceAllString(s, "N")
	if len(s) > 140 {
		s = s[:140] + "…"
	}
	return s
}

func printTop(w io.Writer, results []result, top int) {
	type cause struct {
		key     string
		n       int
		example result
	}
	byKey := map[string]*cause{}
	for _, r := range results {
		if r.Outcome != outFail && r.Outcome != outUnsupported && r.Outcome != outTimeout {
			continue
		}
		k := r.Outcome + ": " + normalize(r.Message)
		c := byKey[k]
		if c == nil {
			c = &cause{key: k, example: r}
			byKey[k] = c
		}
		c.n++
	}
	causes := make([]*cause, 0, len(byKey))
	for _, c := range byKey {
		causes = append(causes, c)
	}
	sort.Slice(causes, func(i, j int) bool {
		if causes[i].n != causes[j].n {
			return causes[i].n > causes[j].n
		}
		return causes[i].key < causes[j].key
	})
	fmt.Fprintf(w, "\nTOP FAILURE CAUSES:\n")
	for i, c := range causes {
		if i == top {
			break
		}
		first, _, _ := strings.Cut(c.example.Message, "\n")
		fmt.Fprintf(w, "%6d  %s\n        e.g. %s [%s]: %s\n", c.n, c.key, c.example.Path, c.example.Mode, first)
	}
}
