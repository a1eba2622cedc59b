package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"time"

	"github.com/codemode-go/codemode/blobstore"
	"github.com/codemode-go/codemode/internal/devserver"
	"github.com/codemode-go/codemode/workflow"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/contrib/envconfig"
	"go.temporal.io/sdk/converter"
	sdklog "go.temporal.io/sdk/log"
)

// temporalFlags say which Temporal server a command talks to.
type temporalFlags struct {
	address   string
	namespace string
	profile   string
	uiPort    int // the embedded server's web UI: 0 picks one, -1 turns it off
	taskQueue string
	stateDir  string
	// attach: when another codemode process runs the embedded server of
	// stateDir, talk to it (through the address it published) instead of
	// failing (status, suspend, resume).
	attach bool
}

// connection is a client to a Temporal server, and the embedded server
// when the command started one.
type connection struct {
	client client.Client
	server *devserver.Server
	ui     *webUI // the embedded server's web UI, when it serves one
	// namespace is the one the client uses.
	namespace string
	unlock    func()
	// attached: the embedded server belongs to another codemode process
	// (its workers serve the runs).
	attached bool
}

// Close closes the client and stops the embedded server.
func (c *connection) Close() {
	if c.client != nil {
		c.client.Close()
	}
	if c.ui != nil {
		c.ui.Stop()
	}
	if c.server != nil {
		_ = c.server.Stop()
	}
	if c.unlock != nil {
		c.unlock()
	}
}

// defaultStateDir is where the embedded server keeps its SQLite file: the
// user's cache directory, or .codemode in the working directory when there
// is none.
func defaultStateDir() string {
	if dir, err := os.UserCacheDir(); err == nil {
		return filepath.Join(dir, "codemode")
	}
	return ".codemode"
}

// connect dials the server at f.address, or starts the embedded server
// persisting to f.stateDir when no address is given.
func connect(f temporalFlags) (*connection, error) {
	conn := &connection{}
	opts, err := f.clientOptions()
	if err != nil {
		return nil, err
	}
	f.namespace = opts.Namespace
	conn.namespace = opts.Namespace
	hostPort := opts.HostPort
	dir := f.stateDir
	if hostPort == "" {
		if dir == "" {
			dir = defaultStateDir()
		}
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return nil, err
		}
		unlock, err := lockDir(dir)
		if errors.Is(err, errStateDirBusy) && f.attach {
			return dial(conn, f, dir)
		}
		if err != nil {
			return nil, err
		}
		conn.unlock = unlock
		begin := time.Now()
		srv, err := devserver.Start(devserver.Options{
			DatabaseFile: filepath.Join(dir, "temporal.db"),
			Namespaces:   []string{f.namespace},
			LogFile:      filepath.Join(dir, "server.log"),
		})
		if err != nil {
			conn.Close()
			return nil, err
		}
		conn.server = srv
		hostPort = srv.HostPort()
		// Other codemode commands (status, suspend, resume) find the
		// server here while this process holds the lock.
		_ = os.WriteFile(filepath.Join(dir, addressFile), []byte(hostPort), 0o644)
		fmt.Fprintf(stderr, "temporal: embedded server on %s (state in %s, started in %s)\n",
			hostPort, dir, time.Since(begin).Round(time.Millisecond))
		if f.uiPort >= 0 {
			ui, err := startWebUI(hostPort, f.namespace, f.uiPort)
			if err != nil {
				conn.Close()
				return nil, err
			}
			conn.ui = ui
			fmt.Fprintf(stderr, "temporal: web UI at %s\n", ui.base)
		}
	}
	opts.HostPort, opts.Logger = hostPort, quietLogger()
	if conn.server != nil {
		opts.ConnectionOptions = client.ConnectionOptions{} // the embedded server speaks plain gRPC on 127.0.0.1
		opts.Credentials, opts.HeadersProvider = nil, nil
		if err := useBlobStore(&opts, dir); err != nil {
			conn.Close()
			return nil, err
		}
	}
	c, err := client.Dial(opts)
	if err != nil {
		conn.Close()
		return nil, fmt.Errorf("connecting to Temporal at %s: %w", hostPort, err)
	}
	conn.client = c
	if conn.server != nil {
		// For runs started with --search-attributes.
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		err := workflow.AddSearchAttributes(ctx, c, f.namespace)
		cancel()
		if err != nil {
			conn.Close()
			return nil, err
		}
	}
	return conn, nil
}

// clientOptions are the connection settings every Temporal tool reads
// (the SDK's envconfig: $TEMPORAL_ADDRESS, $TEMPORAL_NAMESPACE,
// $TEMPORAL_API_KEY, $TEMPORAL_TLS_* certificate files, and the profiles of
// the temporal CLI's configuration file), with --address and --namespace
// over them. No address anywhere means the embedded server.
func (f temporalFlags) clientOptions() (client.Options, error) {
	opts, err := envconfig.LoadClientOptions(envconfig.LoadClientOptionsRequest{ConfigFileProfile: f.profile})
	if err != nil {
		return client.Options{}, fmt.Errorf("the Temporal client configuration: %w", err)
	}
	if f.address != "" {
		opts.HostPort = f.address
	}
	if f.namespace != "" {
		opts.Namespace = f.namespace
	}
	if opts.Namespace == "" {
		opts.Namespace = devserver.DefaultNamespace
	}
	return opts, nil
}

// addressFile, in the state directory, holds the embedded server's
// address while a codemode process runs it.
const addressFile = "address"

// dial connects to the embedded server another codemode process runs on
// dir.
func dial(conn *connection, f temporalFlags, dir string) (*connection, error) {
	b, err := os.ReadFile(filepath.Join(dir, addressFile))
	if err != nil {
		return nil, fmt.Errorf("%s: another codemode process runs the server, but its address is unknown: %w", dir, err)
	}
	opts := client.Options{HostPort: string(b), Namespace: f.namespace, Logger: quietLogger()}
	if err := useBlobStore(&opts, dir); err != nil {
		return nil, err
	}
	c, err := client.Dial(opts)
	if err != nil {
		return nil, fmt.Errorf("connecting to the embedded server at %s: %w", b, err)
	}
	conn.client, conn.attached = c, true
	return conn, nil
}

// useBlobStore keeps payloads over blobstore.DefaultThreshold (large
// snapshots carried over continue-as-new or returned by suspend) in
// dir/blobs, next to the embedded server's database, through the SDK's
// external payload storage: every codemode process on that state directory
// reads and writes them the same way. The legacy codec reads payloads that
// runs started by earlier releases stored with the codec this replaced.
func useBlobStore(opts *client.Options, dir string) error {
	store, err := blobstore.NewFS(filepath.Join(dir, "blobs"))
	if err != nil {
		return err
	}
	opts.ExternalStorage = blobstore.ExternalStorage(store, 0)
	opts.DataConverter = converter.NewCodecDataConverter(converter.GetDefaultDataConverter(), blobstore.LegacyCodec(store))
	return nil
}

// quietLogger passes the SDK's warnings and errors to standard error and
// drops its routine messages, which would bury the run's own output. A
// failing tool is part of a program's run, which the CLI already shows, so
// the worker's "Activity error." reports are dropped too.
func quietLogger() sdklog.Logger {
	var w io.Writer = stderr
	h := slog.NewTextHandler(w, &slog.HandlerOptions{Level: slog.LevelWarn})
	return sdklog.NewStructuredLogger(slog.New(dropActivityErrors{h}))
}

// dropActivityErrors is a slog handler that drops the SDK's per-activity
// failure reports.
type dropActivityErrors struct{ slog.Handler }

func (d dropActivityErrors) Handle(ctx context.Context, r slog.Record) error {
	if r.Message == "Activity error." {
		return nil
	}
	return d.Handler.Handle(ctx, r)
}

func (d dropActivityErrors) WithAttrs(attrs []slog.Attr) slog.Handler {
	return dropActivityErrors{d.Handler.WithAttrs(attrs)}
}

func (d dropActivityErrors) WithGroup(name string) slog.Handler {
	return dropActivityErrors{d.Handler.WithGroup(name)}
}

// errStateDirBusy is returned when another codemode process uses the state
// directory: two servers on one SQLite file would corrupt it.
var errStateDirBusy = errors.New("another codemode process is using this state directory; stop it, pass --state-dir, or connect to it with --address")
