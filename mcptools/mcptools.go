// Package mcptools turns the tools of an MCP server into CodeMode tools:
// one tool per MCP tool, each call a tools/call request on a session the
// package keeps open.
//
//	srv, err := mcptools.Connect(ctx, mcptools.Server{Command: []string{"npx", "-y", "@modelcontextprotocol/server-everything"}})
//	defer srv.Close()
//	rt, err := codemode.New(codemode.Options{Tools: map[string]any{"everything": srv.Tools()}})
//
// The server is a command speaking MCP on its standard input and output
// (Server.Command) or a streamable HTTP endpoint (Server.URL). Connect lists
// its tools, following the pagination cursor to the end, and builds:
//
//   - the signature and catalog entry from the tool's input and output JSON
//     Schemas; a tool without an output schema returns its text (a string);
//   - the kind from its annotations: a tool the server marks read-only or
//     idempotent is an idempotent CodeMode tool (Temporal may run it again),
//     any other a plain one;
//   - the description from the tool's title and description, and the
//     namespace's description from the server's instructions, so search
//     finds the tools by what the server says of them.
//
// A call returns the tool's structured content when it has some, its text
// otherwise. A result with isError set is a ToolError the program can catch,
// with the server's text as its message. Transport failures are host
// failures: the program sees only "tools.NAME.tool failed" (the cause stays
// with the host, in Result.ToolCalls' error and in logs). After the server
// goes away (a restarted process, a dropped HTTP session) the next call
// connects again; the call that found the session gone fails, since it
// may or may not have run.
//
// Under Temporal every MCP tool is an activity like any other: the worker
// process connects (Connect before worker.Register) and owns the session
// until it closes it.
package mcptools

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os/exec"
	"strings"
	"sync"

	"github.com/codemode-go/codemode/durabletools"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Server says where an MCP server is: exactly one of Command and URL.
type Server struct {
	// Command is the program and its arguments, started in Dir (empty:
	// this process's directory) with Env added to this process's
	// environment; it speaks MCP over standard input and output. Its
	// standard error goes to Stderr (discarded when nil).
	Command []string
	Env     []string
	Dir     string
	Stderr  io.Writer
	// URL is a streamable HTTP endpoint, such as http://127.0.0.1:3001/mcp.
	URL string
	// Header is sent with every HTTP request (credentials, for example:
	// they never reach the program).
	Header http.Header
	// HTTPClient sends the requests; nil means http.DefaultClient.
	HTTPClient *http.Client
}

// Client is an open connection to an MCP server and the tools it lists.
type Client struct {
	server       Server
	client       *mcp.Client
	tools        map[string]any
	instructions string

	mu      sync.Mutex
	session *mcp.ClientSession // nil after a failure: the next call connects
	closed  bool
}

// Connect starts or reaches the server, opens a session and lists its
// tools. A server that cannot be reached, or whose tool list or schemas
// cannot be read, is an error here, not at the first call.
func Connect(ctx context.Context, s Server) (*Client, error) {
	if (len(s.Command) == 0) == (s.URL == "") {
		return nil, errors.New("mcptools: a server needs exactly one of Command and URL")
	}
	c := &Client{
		server: s,
		client: mcp.NewClient(&mcp.Implementation{Name: "codemode", Version: "1"}, nil),
	}
	session, err := c.connect(ctx)
	if err != nil {
		return nil, err
	}
	c.session = session
	if res := session.InitializeResult(); res != nil {
		c.instructions = res.Instructions
	}
	c.tools = map[string]any{}
	for t, err := range session.Tools(ctx, nil) {
		if err != nil {
			session.Close()
			return nil, fmt.Errorf("mcptools: %s: listing tools: %w", s.where(), err)
		}
		tool, err := c.tool(t)
		if err != nil {
			session.Close()
			return nil, fmt.Errorf("mcptools: %s: tool %q: %w", s.where(), t.Name, err)
		}
		if _, dup := c.tools[t.Name]; dup {
			session.Close()
			return nil, fmt.Errorf("mcptools: %s: the server lists tool %q twice", s.where(), t.Name)
		}
		c.tools[t.Name] = tool
	}
	return c, nil
}

// Tools is the server's tools as a namespace described by the server's
// instructions: mount it under a name of your choosing.
func (c *Client) Tools() durabletools.Namespace {
	return durabletools.Namespace{Description: c.instructions, Tools: c.tools}
}

// Instructions is what the server said of itself when the session opened.
func (c *Client) Instructions() string { return c.instructions }

// Close ends the session (a command server is stopped). Calls after Close
// fail.
func (c *Client) Close() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.closed = true
	if c.session == nil {
		return nil
	}
	err := c.session.Close()
	c.session = nil
	return err
}

func (s Server) where() string {
	if s.URL != "" {
		return s.URL
	}
	return strings.Join(s.Command, " ")
}

func (c *Client) connect(ctx context.Context) (*mcp.ClientSession, error) {
	var transport mcp.Transport
	if c.server.URL != "" {
		client := c.server.HTTPClient
		if client == nil {
			client = http.DefaultClient
		}
		if len(c.server.Header) > 0 {
			client = withHeader(client, c.server.Header)
		}
		transport = &mcp.StreamableClientTransport{Endpoint: c.server.URL, HTTPClient: client}
	} else {
		cmd := exec.Command(c.server.Command[0], c.server.Command[1:]...)
		cmd.Env = append(cmd.Environ(), c.server.Env...)
		cmd.Dir = c.server.Dir
		cmd.Stderr = c.server.Stderr
		transport = &mcp.CommandTransport{Command: cmd}
	}
	session, err := c.client.Connect(ctx, transport, nil)
	if err != nil {
		return nil, fmt.Errorf("mcptools: connecting to %s: %w", c.server.where(), err)
	}
	return session, nil
}

// current returns the open session, connecting again after a failure.
func (c *Client) current(ctx context.Context) (*mcp.ClientSession, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return nil, errors.New("mcptools: the client is closed")
	}
	if c.session == nil {
		session, err := c.connect(ctx)
		if err != nil {
			return nil, err
		}
		c.session = session
	}
	return c.session, nil
}

// drop forgets session after a transport failure, so that the next call
// connects again.
func (c *Client) drop(session *mcp.ClientSession) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.session == session {
		c.session = nil
		session.Close()
	}
}

// tool builds the CodeMode tool for one MCP tool.
func (c *Client) tool(t *mcp.Tool) (*durabletools.Tool, error) {
	in, err := json.Marshal(t.InputSchema)
	if err != nil {
		return nil, fmt.Errorf("input schema: %w", err)
	}
	out := json.RawMessage(`{"type":"string"}`) // the text of the result
	if t.OutputSchema != nil {
		if out, err = json.Marshal(t.OutputSchema); err != nil {
			return nil, fmt.Errorf("output schema: %w", err)
		}
	}
	name := t.Name
	run := func(ctx context.Context, input json.RawMessage, call durabletools.Call) (json.RawMessage, error) {
		return c.call(ctx, name, input)
	}
	desc := description(t)
	var tool *durabletools.Tool
	if a := t.Annotations; a != nil && (a.ReadOnlyHint || a.IdempotentHint) {
		tool = durabletools.RawIdempotent(desc, in, out, run)
	} else {
		tool = durabletools.Raw(desc, in, out, run)
	}
	return tool, tool.Err()
}

// description is the tool's title (when it says more than the name) and
// description.
func description(t *mcp.Tool) string {
	title := t.Title
	if title == "" && t.Annotations != nil {
		title = t.Annotations.Title
	}
	switch {
	case title == "" || title == t.Name:
		return t.Description
	case t.Description == "":
		return title
	}
	return title + ". " + t.Description
}

// call runs tools/call and turns its result into the tool's output.
func (c *Client) call(ctx context.Context, name string, input json.RawMessage) (json.RawMessage, error) {
	session, err := c.current(ctx)
	if err != nil {
		return nil, err
	}
	if len(input) == 0 || string(input) == "null" {
		input = json.RawMessage("{}")
	}
	res, err := session.CallTool(ctx, &mcp.CallToolParams{Name: name, Arguments: input})
	if err != nil {
		// A JSON-RPC error is the server's answer and a cancelled call the
		// caller's doing: the session is fine. Anything else (a closed
		// pipe, an HTTP status for a session the server no longer knows)
		// means the next call needs a new session.
		var rpcErr *jsonrpc.Error
		if !errors.As(err, &rpcErr) && ctx.Err() == nil {
			c.drop(session)
		}
		return nil, fmt.Errorf("mcptools: %s: calling %q: %w", c.server.where(), name, err)
	}
	if res.IsError {
		msg := text(res.Content)
		if msg == "" {
			msg = "the tool reported an error"
		}
		return nil, durabletools.ToolError(msg)
	}
	if res.StructuredContent != nil {
		out, err := json.Marshal(res.StructuredContent)
		if err != nil {
			return nil, fmt.Errorf("mcptools: %s: %q: structured content: %w", c.server.where(), name, err)
		}
		return out, nil
	}
	return json.Marshal(text(res.Content))
}

// text is the text of a result's content, one item per line; an item that
// is not text is named by its kind (an image, say) so that the program
// knows it was there.
func text(content []mcp.Content) string {
	var b strings.Builder
	for i, item := range content {
		if i > 0 {
			b.WriteByte('\n')
		}
		switch item := item.(type) {
		case *mcp.TextContent:
			b.WriteString(item.Text)
		case *mcp.ImageContent:
			fmt.Fprintf(&b, "[image %s, %d bytes]", item.MIMEType, len(item.Data))
		case *mcp.AudioContent:
			fmt.Fprintf(&b, "[audio %s, %d bytes]", item.MIMEType, len(item.Data))
		case *mcp.ResourceLink:
			fmt.Fprintf(&b, "[resource %s]", item.URI)
		case *mcp.EmbeddedResource:
			if r := item.Resource; r != nil && r.Text != "" {
				b.WriteString(r.Text)
			} else if r != nil {
				fmt.Fprintf(&b, "[resource %s]", r.URI)
			}
		}
	}
	return b.String()
}

// withHeader returns a client that adds header to every request.
func withHeader(client *http.Client, header http.Header) *http.Client {
	c := *client
	base := c.Transport
	if base == nil {
		base = http.DefaultTransport
	}
	c.Transport = headerTransport{base: base, header: header}
	return &c
}

type headerTransport struct {
	base   http.RoundTripper
	header http.Header
}

func (t headerTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	req = req.Clone(req.Context())
	for k, vs := range t.header {
		req.Header[k] = append([]string(nil), vs...)
	}
	return t.base.RoundTrip(req)
}
