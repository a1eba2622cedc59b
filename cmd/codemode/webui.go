package main

import (
	"fmt"
	"net"
	"net/url"
	"strconv"

	uiserver "github.com/temporalio/ui-server/v2/server"
	uiconfig "github.com/temporalio/ui-server/v2/server/config"
	uioptions "github.com/temporalio/ui-server/v2/server/server_options"
)

// defaultUIPort is where the embedded server's web UI listens when the
// port is free (the temporal CLI's dev server uses it too); another free
// port otherwise.
const defaultUIPort = 8233

// uiHost is the only interface the UI listens on, like the embedded server.
const uiHost = "127.0.0.1"

// webUI is Temporal's web UI (the ui-server module the temporal CLI's dev
// server embeds) for the embedded server at grpcAddr.
type webUI struct {
	server *uiserver.Server
	base   string // http://127.0.0.1:PORT
}

// startWebUI serves the UI on 127.0.0.1:port (0: defaultUIPort if free,
// else any free port).
func startWebUI(grpcAddr, namespace string, port int) (*webUI, error) {
	if port == 0 {
		port = defaultUIPort
		if !portFree(port) {
			port = 0
		}
	}
	if port == 0 {
		l, err := net.Listen("tcp", uiHost+":0")
		if err != nil {
			return nil, err
		}
		port = l.Addr().(*net.TCPAddr).Port
		l.Close()
	} else if !portFree(port) {
		return nil, fmt.Errorf("the web UI's port %d is taken", port)
	}
	cfg := &uiconfig.Config{
		Host:                uiHost,
		Port:                port,
		TemporalGRPCAddress: grpcAddr,
		EnableUI:            true,
		DefaultNamespace:    namespace,
		HideLogs:            true,
		DisableNewsFetch:    true, // this machine's network stays closed
		CORS:                uiconfig.CORS{CookieInsecure: true},
	}
	s := uiserver.NewServer(uioptions.WithConfigProvider(staticUIConfig{cfg}))
	go s.Start()
	return &webUI{server: s, base: "http://" + net.JoinHostPort(uiHost, strconv.Itoa(port))}, nil
}

// runURL is the page of a workflow run: its event history.
func (u *webUI) runURL(namespace, workflowID, runID string) string {
	return u.base + "/namespaces/" + url.PathEscape(namespace) + "/workflows/" + url.PathEscape(workflowID) + "/" + url.PathEscape(runID) + "/history"
}

func (u *webUI) Stop() { u.server.Stop() }

type staticUIConfig struct{ cfg *uiconfig.Config }

func (c staticUIConfig) GetConfig() (*uiconfig.Config, error) { return c.cfg, nil }

func portFree(port int) bool {
	l, err := net.Listen("tcp", net.JoinHostPort(uiHost, strconv.Itoa(port)))
	if err != nil {
		return false
	}
	l.Close()
	return true
}
