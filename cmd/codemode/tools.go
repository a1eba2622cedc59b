package main

import (
	"errors"
	"flag"
	"fmt"
	"math"
	"os"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/samples/agent"
	"github.com/codemode-go/codemode/samples/approval"
	"github.com/codemode-go/codemode/samples/fanout"
	"github.com/codemode-go/codemode/samples/orders"
	"github.com/codemode-go/codemode/samples/testkit"
)

// toolSets are the tool sets the --tools flag of eval, bench, run and worker
// can name. Several are combined with commas: --tools orders,testkit.
var toolSets = map[string]func() map[string]any{
	"orders":  orders.Tools,  // samples/orders: the README quick start
	"testkit": testkit.Tools, // samples/testkit: one predictable tool of each kind
	"fanout":  fanout.Tools,  // samples/fanout: 100 parallel calls gathered into a summary
	// samples/agent: research jobs that take days; here a day lasts a second.
	"agent": func() map[string]any { return agent.Tools(agent.Options{Day: time.Second}) },
	// samples/approval: a refund waiting for a human's decision, a file in
	// approval.DefaultDir() ($CODEMODE_APPROVALS).
	"approval": func() map[string]any { return approval.Tools(approval.Options{Dir: approval.DefaultDir()}) },
	"none":     func() map[string]any { return nil },
}

// defaultTools is the tool set used without --tools.
const defaultTools = "orders"

func toolSetNames() string {
	names := make([]string, 0, len(toolSets))
	for name := range toolSets {
		names = append(names, name)
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}

// runtimeFlags are the flags every command that builds a Runtime shares.
type runtimeFlags struct {
	tools   string
	mcp     mcpFlag
	openapi namedFlag // NAME=FILE
	baseURL namedFlag // NAME=URL
	secrets secretFlag
	limits  codemode.Limits
	// keyEnv names the environment variable whose value signs and checks
	// snapshots (Options.SnapshotKeys); unset or empty: unsigned.
	keyEnv string
}

// defaultKeyEnv is the variable --snapshot-key-env names by default.
const defaultKeyEnv = "CODEMODE_SNAPSHOT_KEY"

func (f *runtimeFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&f.tools, "tools", defaultTools, "tool sets, comma-separated: "+toolSetNames())
	fs.Var(&f.openapi, "openapi", "an OpenAPI 3 document (JSON or YAML) whose operations are mounted under tools.NAME: NAME=FILE; repeatable")
	fs.Var(&f.baseURL, "base-url", "where the requests of --openapi NAME go: NAME=URL (default: the document's first server); repeatable")
	fs.Var(&f.secrets, "secret", "a credential from the environment: NAME.KEY=ENV, KEY an OpenAPI security scheme of --openapi NAME or an HTTP header for --mcp NAME=URL; repeatable")
	fs.Var(&f.mcp, "mcp", "an MCP server whose tools are mounted under tools.NAME: NAME=COMMAND (started, spoken to on stdio; split at spaces) or NAME=URL (streamable HTTP); repeatable")
	fs.StringVar(&f.keyEnv, "snapshot-key-env", defaultKeyEnv,
		"environment variable whose value (at least 16 bytes; 32 random ones are best) signs saved runs and is required to resume them")
	l := &f.limits
	fs.Var((*millis)(&l.Timeout), "timeout-ms", "limit: active run time in milliseconds (0: unlimited)")
	fs.IntVar(&l.MaxToolCalls, "max-tool-calls", 0, "limit: admitted tool calls (0: unlimited)")
	fs.IntVar(&l.MaxOutputBytes, "max-output-bytes", 0, "limit: retained result value and logs in bytes (0: unlimited)")
	fs.Int64Var(&l.MaxSteps, "max-steps", 0, "limit: VM instructions (0: unlimited)")
	fs.IntVar(&l.MaxCallDepth, "max-call-depth", 0, "limit: JavaScript call depth (0: the VM's default, 10000)")
	fs.IntVar(&l.MaxSourceBytes, "max-source-bytes", 0, "limit: the program's source in bytes (0: the default, 1 MB)")
	fs.Int64Var(&l.MaxMemoryBytes, "max-memory-bytes", 0, "limit: the program's live heap in bytes (0: the default, 256 MB in-process, 64 MB per run under Temporal)")
}

// millis is a duration flag given in whole milliseconds, the unit of the
// TypeScript package's timeoutMs.
type millis time.Duration

func (m *millis) String() string { return strconv.FormatInt(time.Duration(*m).Milliseconds(), 10) }

func (m *millis) Set(s string) error {
	ms, err := strconv.ParseInt(s, 10, 64)
	if err != nil || ms > math.MaxInt64/int64(time.Millisecond) {
		return errors.New("want a whole number of milliseconds")
	}
	*m = millis(time.Duration(ms) * time.Millisecond)
	return nil
}

// newRuntime builds the Runtime the flags describe. Its errors are usage
// errors (an unknown tool set, a negative limit).
func (f *runtimeFlags) newRuntime() (*codemode.Runtime, error) {
	tree := map[string]any{}
	for _, name := range strings.Split(f.tools, ",") {
		name = strings.TrimSpace(name)
		set, ok := toolSets[name]
		if !ok {
			return nil, fmt.Errorf("unknown tool set %q (have: %s)", name, toolSetNames())
		}
		for k, v := range set() {
			if _, dup := tree[k]; dup {
				return nil, fmt.Errorf("tool set %q is listed twice", name)
			}
			tree[k] = v
		}
	}
	for name := range f.secrets {
		_, isAPI := f.openapi.lookup(name)
		if !isAPI && !f.mcp.has(name) {
			return nil, fmt.Errorf("--secret %s: no --openapi or --mcp of that name", name)
		}
	}
	if err := openAPITools(f.openapi, f.baseURL, f.secrets, tree); err != nil {
		return nil, err
	}
	if err := f.mcp.connect(tree, f.secrets); err != nil {
		return nil, err
	}
	opts := codemode.Options{Tools: tree, Limits: f.limits}
	if key := os.Getenv(f.keyEnv); f.keyEnv != "" && key != "" {
		opts.SnapshotKeys.Current = []byte(key)
		if err := opts.SnapshotKeys.Check(); err != nil {
			return nil, fmt.Errorf("$%s: %v", f.keyEnv, err) // the variable's name, never its value
		}
	}
	return codemode.New(opts)
}

// parseArgs parses flags that may come before or after the positional
// arguments (`codemode eval main.js --tools testkit` works too) and returns
// the positional ones. A lone "-" is positional (standard input).
func parseArgs(fs *flag.FlagSet, args []string) ([]string, error) {
	var positional []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return positional, nil
		}
		positional = append(positional, args[0])
		args = args[1:]
	}
}

// parseError is the exit code for an error from parseArgs: the flag package
// has already printed it with the usage text.
func parseError(err error) int {
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	return 2
}

// usageError reports err and the usage text, and returns exit code 2.
func usageError(fs *flag.FlagSet, err error) int {
	fmt.Fprintf(stderr, "codemode %s: %v\n\n", fs.Name(), err)
	fs.Usage()
	return 2
}
