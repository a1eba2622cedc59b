package durabletools

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "rewrite golden files in testdata/")

// renderCatalog has three namespaces of five tools and one top-level tool.
func renderCatalog(t *testing.T) []Descriptor {
	t.Helper()
	tree := map[string]any{"ping": rawTool("Check the service is up", "", "")}
	for _, ns := range []string{"billing", "crm", "orders"} {
		tools := map[string]any{}
		for i := range 5 {
			tools[fmt.Sprintf("op%d", i)] = rawTool(fmt.Sprintf("Operation %d of %s", i, ns),
				`{"type":"object","properties":{"id":{"type":"string","description":"the record id"}},"required":["id"]}`, `{"type":"object","properties":{"ok":{"type":"boolean"}}}`)
		}
		tree[ns] = Namespace{Description: "All about " + ns, Tools: tools}
	}
	entries, err := Flatten(tree)
	require.NoError(t, err)
	return Catalog(entries)
}

func shownTools(text string) []string {
	var out []string
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if strings.HasPrefix(line, "tools.") {
			out = append(out, line[:strings.Index(line, "(")])
		}
	}
	return out
}

func TestRenderWithoutBudgetShowsEverything(t *testing.T) {
	text := Render(renderCatalog(t), RenderOptions{Instructions: "Write a program."})
	assert.True(t, strings.HasPrefix(text, "Write a program.\n\n"+catalogHeading+"\n"))
	assert.Len(t, shownTools(text), 16)
	assert.NotContains(t, text, "more:")
	assert.Contains(t, text, "## tools.billing (5 tools): All about billing\n  /** Operation 0 of billing */\n"+
		"  tools.billing.op0(input: { /** the record id */ id: string }): Promise<{ ok?: boolean }>\n")
	assert.Contains(t, text, "## top-level tools (1 tool)\n  /** Check the service is up */\n  tools.ping(input?: unknown): Promise<void>")
}

func TestRenderFitsBudgetRoundRobin(t *testing.T) {
	cat := renderCatalog(t)
	mandatory := EstimateTokens(Render(cat, RenderOptions{Instructions: "Write a program.", MaxTokens: 1}))
	for budget := mandatory; budget < mandatory+700; budget += 7 {
		text := Render(cat, RenderOptions{Instructions: "Write a program.", MaxTokens: budget})
		require.LessOrEqual(t, EstimateTokens(text), budget, "budget %d", budget)
		for _, ns := range []string{"## tools.billing (5 tools)", "## tools.crm (5 tools)", "## tools.orders (5 tools)", "## top-level tools (1 tool)"} {
			require.Contains(t, text, ns, "every namespace stays visible")
		}
	}
	// A budget for about five entries: one per namespace first.
	text := Render(cat, RenderOptions{Instructions: "Write a program.", MaxTokens: mandatory + 5*30})
	shown := shownTools(text)
	require.GreaterOrEqual(t, len(shown), 4)
	assert.Equal(t, []string{"tools.billing.op0", "tools.crm.op0", "tools.orders.op0", "tools.ping"}, firstOfEach(shown))
	counts := map[string]int{}
	for _, s := range shown {
		counts[s[:strings.LastIndex(s, ".")]]++
	}
	assert.LessOrEqual(t, counts["tools.billing"]-counts["tools.orders"], 1, "round-robin: fair across namespaces")
	assert.GreaterOrEqual(t, counts["tools.billing"], counts["tools.crm"], "earlier namespaces first within a round")
	assert.GreaterOrEqual(t, counts["tools.crm"], counts["tools.orders"])
	assert.Contains(t, text, fmt.Sprintf(`(%d more: search("", { namespace: "orders" }) lists them)`, 5-counts["tools.orders"]))

	tiny := Render(cat, RenderOptions{MaxTokens: 1})
	assert.Empty(t, shownTools(tiny), "too small for any signature")
	assert.Contains(t, tiny, `  (signatures not shown: search("", { namespace: "crm" }) lists them)`)
}

func firstOfEach(shown []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, s := range shown {
		ns := s[:strings.LastIndex(s, ".")]
		if !seen[ns] {
			seen[ns] = true
			out = append(out, s)
		}
	}
	return out
}

func TestRenderSkipsATooLargeToolAndGoesOn(t *testing.T) {
	huge := rawTool(strings.Repeat("very long description ", 50), "", "")
	entries, err := Flatten(map[string]any{"a": map[string]any{"big": huge, "small": rawTool("small", "", "")}})
	require.NoError(t, err)
	text := Render(Catalog(entries), RenderOptions{MaxTokens: 100})
	assert.Equal(t, []string{"tools.a.small"}, shownTools(text))
	assert.Contains(t, text, "(1 more:")
}

func TestRenderGolden(t *testing.T) {
	cat := searchCatalog(t)
	for _, budget := range []int{0, 260} {
		text := Render(cat, RenderOptions{Instructions: "Write a program.", MaxTokens: budget})
		golden := filepath.Join("testdata", fmt.Sprintf("render_%d.txt", budget))
		if *update {
			require.NoError(t, os.WriteFile(golden, []byte(text), 0o644))
		}
		want, err := os.ReadFile(golden)
		require.NoError(t, err, "run go test ./durabletools -run TestRenderGolden -update")
		assert.Equal(t, string(want), text)
	}
}

func TestEstimateTokens(t *testing.T) {
	assert.Equal(t, 0, EstimateTokens(""))
	assert.Equal(t, 1, EstimateTokens("abcd"))
	assert.Equal(t, 2, EstimateTokens("abcde"))
	assert.Equal(t, 1, EstimateTokens("注文を"), "characters, not bytes")
}
