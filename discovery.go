package codemode

import "github.com/codemode-go/codemode/durabletools"

// ModelInstructions tells a model how to write a CodeMode program. Hosts
// that render their own prompt may use it as is; Runtime.Instructions puts
// it before the catalog, followed by the run's limits.
const ModelInstructions = "Write a JavaScript (or TypeScript) program that does the task. " +
	"It runs in a sandbox whose only way to the outside world is the tools listed below.\n" +
	"- Call a tool with `await tools.namespace.name(input)`; calls return promises, so start independent calls together with `Promise.all`.\n" +
	"- `" + durabletools.SearchSignature + "` finds tools by name or description (an exact path or `tools.namespace` browses) and returns their exact signatures.\n" +
	"- End with `return value` (or a final expression); the value must be JSON data. `console.log` output is returned too.\n" +
	"- There are no timers, network, filesystem, processes or modules: only the tools and standard JavaScript built-ins."

// Instructions renders the model instructions, the runtime's limits and its
// tool catalog within maxTokens (estimated as characters / 4; 0 means no
// bound): every top-level namespace is listed with its description and tool
// count, and full signatures are chosen round-robin across namespaces while
// they fit (see durabletools.Render).
func (rt *Runtime) Instructions(maxTokens int) string {
	text := ModelInstructions
	if limits := rt.limits.describe(); limits != "" {
		text += "\n- Limits: " + limits + "."
	}
	return durabletools.Render(rt.catalog, durabletools.RenderOptions{Instructions: text, MaxTokens: maxTokens})
}
