package main

import (
	"strings"
)

// meta is the part of a test's YAML frontmatter the runner needs. test262's
// frontmatter uses a small YAML subset (scalars, flow lists `[a, b]`, block
// lists `- a` and one nested map for `negative`), so a line parser suffices
// and keeps the tool dependency-free.
type meta struct {
	Includes []string
	Flags    []string
	Features []string
	Negative *negative
}

type negative struct {
	Phase string // parse, resolution or runtime
	Type  string // e.g. SyntaxError
}

func (m *meta) hasFlag(f string) bool {
	for _, x := range m.Flags {
		if x == f {
			return true
		}
	}
	return false
}

// parseMeta reads the text between "/*---" and "---*/".
func parseMeta(src string) meta {
	var m meta
	start := strings.Index(src, "/*---")
	if start < 0 {
		return m
	}
	end := strings.Index(src[start:], "---*/")
	if end < 0 {
		return m
	}
	// A few files end their lines with CR alone (they test line
	// terminators); their frontmatter is read the same way.
	block := strings.NewReplacer("\r\n", "\n", "\r", "\n").Replace(src[start+5 : start+end])
	var listKey string // the key whose block list is being read
	inNegative := false
	for _, line := range strings.Split(block, "\n") {
		trimmed := strings.TrimSpace(line)
		if trimmed == "" {
			continue
		}
		indented := line[0] == ' ' || line[0] == '\t'
		if indented && strings.HasPrefix(trimmed, "- ") && listKey != "" {
			m.add(listKey, strings.TrimSpace(trimmed[2:]))
			continue
		}
		if indented && inNegative {
			k, v, _ := strings.Cut(trimmed, ":")
			v = strings.TrimSpace(v)
			switch strings.TrimSpace(k) {
			case "phase":
				m.Negative.Phase = v
			case "type":
				m.Negative.Type = v
			}
			continue
		}
		if indented {
			continue // a multi-line description or info
		}
		listKey, inNegative = "", false
		k, v, ok := strings.Cut(trimmed, ":")
		if !ok {
			continue
		}
		k, v = strings.TrimSpace(k), strings.TrimSpace(v)
		switch k {
		case "includes", "flags", "features":
			if strings.HasPrefix(v, "[") {
				for _, item := range strings.Split(strings.Trim(v, "[]"), ",") {
					m.add(k, strings.TrimSpace(item))
				}
			} else if v == "" {
				listKey = k
			}
		case "negative":
			m.Negative = &negative{}
			inNegative = true
		}
	}
	return m
}

func (m *meta) add(key, item string) {
	if item == "" {
		return
	}
	switch key {
	case "includes":
		m.Includes = append(m.Includes, item)
	case "flags":
		m.Flags = append(m.Flags, item)
	case "features":
		m.Features = append(m.Features, item)
	}
}
