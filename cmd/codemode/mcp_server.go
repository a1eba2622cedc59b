package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/durabletools"
	"github.com/codemode-go/codemode/workflow"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func init() {
	commands["mcp"] = runMCP
}

const mcpUsage = `usage: codemode mcp [--http ADDR] [--durable | --address host:port] [--tools SETS] [--mcp NAME=...] [limit flags]

Mcp serves CodeMode as an MCP server, on standard input and output or, with
--http, as a streamable HTTP endpoint at http://ADDR/mcp. It offers two tools:
execute (a program in, its Result out, with the limits of the command line)
and search (the tool catalog), and server instructions rendered from the
catalog. Without --durable or --address a program runs in this process; with
them each execute is a durable codemode.run workflow (on the embedded server,
or on the server at --address, served by a worker in this process), so a
program survives a restart of this command: execute again with the same runId
and it answers with the same run's Result.

`

// mcpInstructionTokens bounds the server instructions (the catalog's
// signatures are chosen to fit; search finds the rest).
const mcpInstructionTokens = 4000

func runMCP(args []string) int {
	fs := flag.NewFlagSet("mcp", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var rf runtimeFlags
	rf.register(fs)
	var tf temporalFlags
	tf.register(fs)
	var wf workerFlags
	wf.register(fs)
	httpAddr := fs.String("http", "", "serve streamable HTTP on this address (host:port) instead of standard input and output")
	durable := fs.Bool("durable", false, "run each program as a workflow on the embedded Temporal server (implied by --address)")
	fs.Usage = func() {
		fmt.Fprint(stderr, mcpUsage)
		fs.PrintDefaults()
	}
	rest, err := parseArgs(fs, args)
	if err != nil {
		return parseError(err)
	}
	if len(rest) != 0 {
		return usageError(fs, fmt.Errorf("unexpected arguments %q", rest))
	}
	if tf.address != "" && tf.stateDir != "" {
		return usageError(fs, errors.New("--state-dir is for the embedded server; it cannot be used with --address"))
	}
	if tf.stateDir != "" {
		*durable = true
	}
	rt, err := rf.newRuntime()
	if err != nil {
		return usageError(fs, err)
	}
	tf.orCatalogQueue(rt)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	s := &mcpService{rt: rt}
	if *durable || tf.address != "" {
		if _, err := wf.options(rt); err != nil {
			return usageError(fs, err)
		}
		conn, stopServing, err := serveRuns(ctx, tf, rt, wf)
		if err != nil {
			fmt.Fprintf(stderr, "codemode mcp: %v\n", err)
			return 1
		}
		defer stopServing()
		s.conn, s.taskQueue = conn, tf.taskQueue
	}
	server := s.server()
	if *httpAddr == "" {
		err = server.Run(ctx, &mcp.IOTransport{Reader: io.NopCloser(stdin), Writer: nopWriteCloser{stdout}})
	} else {
		err = serveHTTP(ctx, server, *httpAddr)
	}
	if err != nil && ctx.Err() == nil {
		fmt.Fprintf(stderr, "codemode mcp: %v\n", err)
		return 1
	}
	return 0
}

// serveHTTP serves server's streamable HTTP endpoint at /mcp until ctx ends.
func serveHTTP(ctx context.Context, server *mcp.Server, addr string) error {
	l, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	mux := http.NewServeMux()
	mux.Handle("/mcp", mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return server }, nil))
	hs := &http.Server{Handler: mux}
	fmt.Fprintf(stderr, "codemode mcp: serving http://%s/mcp\n", l.Addr())
	go func() {
		<-ctx.Done()
		hs.Close()
	}()
	if err := hs.Serve(l); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

type nopWriteCloser struct{ io.Writer }

func (nopWriteCloser) Close() error { return nil }

// mcpService answers the execute and search tools.
type mcpService struct {
	rt *codemode.Runtime
	// conn is set when programs run as workflows on taskQueue.
	conn      *connection
	taskQueue string
}

// executeInput is the execute tool's input.
type executeInput struct {
	Code  string `json:"code"`
	RunID string `json:"runId,omitempty"`
}

var executeSchema = json.RawMessage(`{
	"type": "object",
	"properties": {
		"code": {"type": "string", "description": "the program: JavaScript or TypeScript, ending with return value"},
		"runId": {"type": "string", "description": "names the run: executing again with the same runId answers with that run's Result instead of running the program twice"}
	},
	"required": ["code"],
	"additionalProperties": false
}`)

var searchSchema = json.RawMessage(`{
	"type": "object",
	"properties": {
		"query": {"type": "string", "description": "words of a tool's name or description, an exact path, or tools.namespace to browse"},
		"namespace": {"type": "string", "description": "only tools below this dotted path"},
		"limit": {"type": "integer", "minimum": 1, "maximum": 100},
		"offset": {"type": "integer", "minimum": 0}
	},
	"additionalProperties": false
}`)

func (s *mcpService) server() *mcp.Server {
	server := mcp.NewServer(&mcp.Implementation{Name: "codemode", Version: "1"},
		&mcp.ServerOptions{Instructions: s.rt.Instructions(mcpInstructionTokens)})
	server.AddTool(&mcp.Tool{
		Name: "execute",
		Description: "Run a program against the tools described in the server instructions and return its Result: " +
			`{"ok":true,"value":...,"logs":[...],"toolCalls":[...]} or {"ok":false,"error":{"kind":...,"message":...},...}.`,
		InputSchema: executeSchema,
		Annotations: &mcp.ToolAnnotations{OpenWorldHint: ptr(true)},
	}, s.execute)
	server.AddTool(&mcp.Tool{
		Name:        "search",
		Description: "Find tools by name or description; returns their exact signatures and how a program calls them.",
		InputSchema: searchSchema,
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true, IdempotentHint: true},
	}, s.search)
	return server
}

func ptr[T any](v T) *T { return &v }

func (s *mcpService) execute(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var in executeInput
	if err := json.Unmarshal(req.Params.Arguments, &in); err != nil || strings.TrimSpace(in.Code) == "" {
		return toolError("execute needs {\"code\": \"...\"} with the program's source"), nil
	}
	var res codemode.Result
	if s.conn == nil {
		res = s.rt.ExecuteWith(ctx, in.Code, codemode.RunOptions{RunID: in.RunID})
	} else {
		id := in.RunID
		if id == "" {
			id = newWorkflowID()
		}
		var err error
		if res, err = runWorkflow(ctx, s.conn, s.taskQueue, id, workflow.NewInput(s.rt, in.Code)); err != nil {
			return nil, err
		}
	}
	text, err := res.MarshalJSON()
	if err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{
		Content:           []mcp.Content{&mcp.TextContent{Text: string(text)}},
		StructuredContent: json.RawMessage(text),
		IsError:           !res.OK,
	}, nil
}

func (s *mcpService) search(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := req.Params.Arguments
	if len(args) == 0 {
		args = json.RawMessage("{}")
	}
	sreq, err := durabletools.ParseSearchInput(args)
	if err != nil {
		return toolError(err.Error()), nil
	}
	text, err := json.Marshal(durabletools.Search(s.rt.Catalog(), sreq))
	if err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{
		Content:           []mcp.Content{&mcp.TextContent{Text: string(text)}},
		StructuredContent: json.RawMessage(text),
	}, nil
}

func toolError(msg string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: msg}}, IsError: true}
}
