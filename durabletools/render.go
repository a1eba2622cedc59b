package durabletools

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// EstimateTokens estimates how many model tokens a text costs: one per
// four characters, rounded up. It is crude but deterministic, and close
// enough for English and code to budget a prompt.
func EstimateTokens(s string) int {
	return (utf8.RuneCountInString(s) + 3) / 4
}

// RenderOptions shape a rendered catalog.
type RenderOptions struct {
	// Instructions come first, verbatim (the model's instructions for
	// writing programs). Empty means none.
	Instructions string
	// MaxTokens bounds the whole text, by EstimateTokens; 0 means no bound.
	// The instructions and one line per namespace are always shown, even
	// over the budget; full signatures fill what is left.
	MaxTokens int
}

// Render renders model instructions and a catalog of tools that fits
// MaxTokens. Every top-level namespace is shown, with its description and
// tool count, so the model knows where to search. Full signatures (with the
// description as a doc comment) are then chosen round-robin across
// namespaces, one tool per namespace per round in catalog order, while they
// fit; a tool too large for what is left is skipped and the round goes on.
// Each namespace ends with a line counting the tools not shown and the
// search call that lists them. The output depends only on the catalog and
// options.
func Render(catalog []Descriptor, opts RenderOptions) string {
	groups := groupCatalog(catalog)

	// The mandatory part: instructions, the catalog heading and the
	// namespace lines, with every tool counted as not shown.
	used := 0
	if opts.Instructions != "" {
		used += runeLen(opts.Instructions) + 2 // "\n\n"
	}
	used += runeLen(catalogHeading) + 1
	for _, g := range groups {
		used += runeLen(g.heading()) + 1
		used += runeLen(g.moreLine()) + 1
	}

	// Round-robin over namespaces while full entries fit.
	limit := opts.MaxTokens * 4 // the budget in characters
	for round := 0; ; round++ {
		progress := false
		for _, g := range groups {
			if round >= len(g.tools) {
				continue
			}
			progress = true
			entry := entryText(g.tools[round])
			before := runeLen(g.moreLine()) + 1
			g.shown[round] = true
			after := runeLen(g.moreLine())
			if after > 0 {
				after++
			}
			cost := runeLen(entry) + 1 + after - before
			if opts.MaxTokens > 0 && used+cost > limit {
				g.shown[round] = false
				continue
			}
			used += cost
		}
		if !progress {
			break
		}
	}

	var b strings.Builder
	if opts.Instructions != "" {
		b.WriteString(opts.Instructions)
		b.WriteString("\n\n")
	}
	b.WriteString(catalogHeading)
	b.WriteByte('\n')
	for _, g := range groups {
		b.WriteString(g.heading())
		b.WriteByte('\n')
		for i, d := range g.tools {
			if g.shown[i] {
				b.WriteString(entryText(d))
				b.WriteByte('\n')
			}
		}
		if more := g.moreLine(); more != "" {
			b.WriteString(more)
			b.WriteByte('\n')
		}
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// EstimateRunes is the length of s in characters, the unit the budget is
// counted in before dividing by four.
func runeLen(s string) int { return utf8.RuneCountInString(s) }

const catalogHeading = "Available tools (namespaces with their tool counts; call search(...) to find tools not shown in full):"

// catalogGroup is one top-level namespace (or the top-level tools, path "").
type catalogGroup struct {
	path        string
	description string
	subspaces   []string // nested namespace names, in catalog order
	tools       []Descriptor
	shown       []bool
}

// groupCatalog groups a catalog by top-level namespace, in catalog order.
func groupCatalog(catalog []Descriptor) []*catalogGroup {
	var groups []*catalogGroup
	byPath := map[string]*catalogGroup{}
	for _, d := range catalog {
		segs := SplitPath(d.Path)
		top := ""
		if len(segs) > 1 {
			top = segs[0]
		}
		g := byPath[top]
		if g == nil {
			g = &catalogGroup{path: top}
			for _, ns := range d.Namespaces {
				if ns.Path == top {
					g.description = ns.Description
				}
			}
			byPath[top] = g
			groups = append(groups, g)
		}
		if top != "" && len(segs) > 2 {
			g.subspaces = appendUnique(g.subspaces, segs[1])
		}
		g.tools = append(g.tools, d)
		g.shown = append(g.shown, false)
	}
	return groups
}

func (g *catalogGroup) heading() string {
	n := len(g.tools)
	count := fmt.Sprintf("%d tools", n)
	if n == 1 {
		count = "1 tool"
	}
	if len(g.subspaces) > 0 {
		names := make([]string, len(g.subspaces))
		for i, sub := range g.subspaces {
			names[i] = Expression(g.path + "." + sub)
		}
		count += "; namespaces " + strings.Join(names, ", ")
	}
	if g.path == "" {
		return "## top-level tools (" + count + ")"
	}
	h := "## " + Expression(g.path) + " (" + count + ")"
	if g.description != "" {
		h += ": " + oneLine(g.description)
	}
	return h
}

// moreLine counts the tools not shown in full, or is "" when all are.
func (g *catalogGroup) moreLine() string {
	hidden := 0
	for _, s := range g.shown {
		if !s {
			hidden++
		}
	}
	if hidden == 0 {
		return ""
	}
	scope := `search("")`
	if g.path != "" {
		scope = fmt.Sprintf(`search("", { namespace: %s })`, quote(g.path))
	}
	if hidden == len(g.tools) {
		return "  (signatures not shown: " + scope + " lists them)"
	}
	return fmt.Sprintf("  (%d more: %s lists them)", hidden, scope)
}

// entryText is one tool in full: its description as a doc comment, then
// its signature.
func entryText(d Descriptor) string {
	if d.Description == "" {
		return "  " + d.Signature
	}
	return "  " + docComment(d.Description) + "\n  " + d.Signature
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }
