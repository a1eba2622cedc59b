package main

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/codemode-go/codemode/mcptools"
)

// mcpFlag collects --mcp NAME=COMMAND and --mcp NAME=URL: an MCP server
// whose tools are mounted under tools.NAME. A target starting with http://
// or https:// is a streamable HTTP endpoint; anything else is a command
// (split at spaces) that speaks MCP on its standard input and output.
type mcpFlag []mcpServer

type mcpServer struct {
	name   string
	server mcptools.Server
}

func (f *mcpFlag) String() string { return "" }

func (f *mcpFlag) Set(v string) error {
	name, target, ok := strings.Cut(v, "=")
	name, target = strings.TrimSpace(name), strings.TrimSpace(target)
	if !ok || name == "" || target == "" {
		return errors.New("want NAME=COMMAND or NAME=URL")
	}
	if strings.Contains(name, ".") {
		return fmt.Errorf("the name %q may not contain a dot", name)
	}
	s := mcpServer{name: name}
	if strings.HasPrefix(target, "http://") || strings.HasPrefix(target, "https://") {
		s.server.URL = target
	} else {
		s.server.Command = strings.Fields(target)
	}
	*f = append(*f, s)
	return nil
}

func (f mcpFlag) has(name string) bool {
	for _, s := range f {
		if s.name == name {
			return true
		}
	}
	return false
}

// mcpConnectTimeout bounds starting a server and listing its tools.
const mcpConnectTimeout = 30 * time.Second

// openServers are the MCP sessions the command opened; run closes them
// when the command ends (a command server is stopped).
var openServers struct {
	sync.Mutex
	clients []*mcptools.Client
}

// connect connects to every server of the flag and adds its tools to
// tree. An unreachable server is an error at start, not at the first call.
func (f mcpFlag) connect(tree map[string]any, secrets secretFlag) error {
	for _, s := range f {
		if h := secrets.header(s.name); h != nil {
			if s.server.URL == "" {
				return fmt.Errorf("--secret %s: credentials go to MCP servers at a URL, as HTTP headers", s.name)
			}
			s.server.Header = h
		}
		if _, dup := tree[s.name]; dup {
			return fmt.Errorf("--mcp %s: the name is taken by a tool set or another server", s.name)
		}
		ctx, cancel := context.WithTimeout(context.Background(), mcpConnectTimeout)
		c, err := mcptools.Connect(ctx, s.server)
		cancel()
		if err != nil {
			return fmt.Errorf("--mcp %s: %v", s.name, err)
		}
		openServers.Lock()
		openServers.clients = append(openServers.clients, c)
		openServers.Unlock()
		tree[s.name] = c.Tools()
	}
	return nil
}

// closeServers closes the sessions the command opened.
func closeServers() {
	openServers.Lock()
	defer openServers.Unlock()
	for _, c := range openServers.clients {
		c.Close()
	}
	openServers.clients = nil
}
