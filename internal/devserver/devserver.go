// Package devserver runs a single-process Temporal server inside the codemode
// CLI (and the integration tests): frontend, history, matching and worker
// services on 127.0.0.1, persisting to a SQLite file so workflows survive a
// restart of the process. (Tests that need no persistence use
// go.temporal.io/server/temporaltest, which keeps its state in memory.)
//
// It follows the shape of go.temporal.io/server's temporaltest/internal lite
// server (which is internal to that module): the SQLite persistence plugin,
// schema setup on a new file, namespaces written straight into the database,
// then temporal.NewServer. Importing this package pulls in the whole server,
// which takes minutes to compile and whose module graph no user of the
// library should get: it is a module of its own, imported by the cmd and
// integration modules (an internal package may be imported from any module
// whose path is under github.com/codemode-go/codemode), never by the root one.
package devserver

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"time"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/api/serviceerror"
	"go.temporal.io/sdk/client"
	sdklog "go.temporal.io/sdk/log"
	"go.temporal.io/server/common/cluster"
	"go.temporal.io/server/common/config"
	"go.temporal.io/server/common/dynamicconfig"
	"go.temporal.io/server/common/log"
	"go.temporal.io/server/common/metrics"
	"go.temporal.io/server/common/persistence/sql"
	"go.temporal.io/server/common/persistence/sql/sqlplugin"
	sqliteplugin "go.temporal.io/server/common/persistence/sql/sqlplugin/sqlite"
	"go.temporal.io/server/common/resolver"
	"go.temporal.io/server/schema/sqlite"
	"go.temporal.io/server/temporal"
)

// DefaultNamespace is the namespace the server creates unless told otherwise.
const DefaultNamespace = "default"

// host is the only interface the server listens on: a development server
// must not be reachable from the network.
const host = "127.0.0.1"

// Options configures a server.
type Options struct {
	// DatabaseFile is the SQLite file holding all server state (required).
	// It is created, with the schema, when missing. Only one server may use
	// a file at a time.
	DatabaseFile string
	// Namespaces to create on start (existing ones are kept). Defaults to
	// DefaultNamespace.
	Namespaces []string
	// FrontendPort is the gRPC port clients connect to; 0 picks a free one.
	FrontendPort int
	// LogFile receives the server's own log (JSON lines, level warn and up).
	// Empty discards it. The server never writes to stdout.
	LogFile string
	// DrainageRefresh, when > 0, is how soon a Worker Deployment Version
	// that stopped being current reports its drainage: how often it counts
	// its open pinned runs, and how long after the switch it counts as
	// draining whatever the count (the server's defaults are 3 minutes
	// each, which tests of a deploy cannot wait for). Deployment versions
	// (Worker Versioning) are on either way.
	DrainageRefresh time.Duration
}

// Server is a running development server.
type Server struct {
	server   temporal.Server
	hostPort string
}

// Start configures and starts a server; Stop releases it.
func Start(opts Options) (*Server, error) {
	if opts.DatabaseFile == "" {
		return nil, errors.New("devserver: Options.DatabaseFile is required")
	}
	if len(opts.Namespaces) == 0 {
		opts.Namespaces = []string{DefaultNamespace}
	}
	frontendPort := opts.FrontendPort
	if frontendPort == 0 {
		p, err := freePort()
		if err != nil {
			return nil, err
		}
		frontendPort = p
	}
	sqlConfig := &config.SQL{
		PluginName:   sqliteplugin.PluginName,
		DatabaseName: opts.DatabaseFile,
		ConnectAttributes: map[string]string{
			"mode": "rwc",
			// Write-ahead logging with NORMAL sync: a commit is one append
			// instead of several fsyncs, which keeps the server responsive
			// on a loaded machine. A power cut may lose the last commits,
			// never the file's consistency; this is a development server.
			"journal_mode": "wal",
			"synchronous":  "normal",
		},
	}
	if err := setupFile(sqlConfig, opts.DatabaseFile); err != nil {
		return nil, err
	}
	if err := forgetMembers(sqlConfig); err != nil {
		return nil, err
	}

	cfg, err := serverConfig(sqlConfig, frontendPort)
	if err != nil {
		return nil, err
	}
	var namespaces []*sqlite.NamespaceConfig
	for _, name := range opts.Namespaces {
		ns, err := sqlite.NewNamespaceConfig(cfg.ClusterMetadata.CurrentClusterName, name, false, nil)
		if err != nil {
			return nil, fmt.Errorf("devserver: namespace %q: %w", name, err)
		}
		namespaces = append(namespaces, ns)
	}
	if err := sqlite.CreateNamespaces(sqlConfig, namespaces...); err != nil {
		return nil, fmt.Errorf("devserver: creating namespaces: %w", err)
	}

	logger, err := newLogger(opts.LogFile)
	if err != nil {
		return nil, err
	}
	srv, err := temporal.NewServer(
		temporal.WithConfig(cfg),
		temporal.ForServices(temporal.DefaultServices),
		temporal.WithLogger(logger),
		temporal.WithDynamicConfigClient(dynamicConfig(opts)),
	)
	if err != nil {
		return nil, fmt.Errorf("devserver: %w", err)
	}
	if err := srv.Start(); err != nil {
		return nil, fmt.Errorf("devserver: starting: %w", err)
	}
	s := &Server{server: srv, hostPort: net.JoinHostPort(host, strconv.Itoa(frontendPort))}
	if err := waitReady(s.hostPort, opts.Namespaces[0]); err != nil {
		_ = srv.Stop()
		return nil, err
	}
	return s, nil
}

// dynamicConfig gives every task queue one partition, and applies
// opts.DrainageRefresh. The default of four partitions spreads a queue's
// polls and queries over partitions that forward to each other, which on
// one node only adds hops: a query to a finished run could wait out its
// deadline while the only poller sat on another partition of a server
// that had just started.
func dynamicConfig(opts Options) dynamicconfig.StaticClient {
	dc := dynamicconfig.StaticClient{
		dynamicconfig.MatchingNumTaskqueueReadPartitions.Key():  1,
		dynamicconfig.MatchingNumTaskqueueWritePartitions.Key(): 1,
	}
	if opts.DrainageRefresh > 0 {
		dc[dynamicconfig.VersionDrainageStatusRefreshInterval.Key()] = opts.DrainageRefresh
		dc[dynamicconfig.VersionDrainageStatusVisibilityGracePeriod.Key()] = opts.DrainageRefresh
	}
	return dc
}

// readyTimeout bounds how long Start waits for the services to answer.
const readyTimeout = 60 * time.Second

// waitReady returns once the server answers a call through each of its
// services: the frontend, history (a workflow that does not exist) and
// matching (a task queue's pollers). srv.Start returns before the
// membership ring has settled and the history shard is owned; a client
// racing that gets "not enough hosts" or waits out its own deadline, which
// a loaded machine turns into a failed first command.
func waitReady(hostPort, namespace string) error {
	// Lazy: the first call dials, so a frontend still starting is one
	// more failed probe rather than an error.
	c, err := client.NewLazyClient(client.Options{HostPort: hostPort, Namespace: namespace, Logger: sdklog.NewStructuredLogger(slog.New(slog.DiscardHandler))})
	if err != nil {
		return fmt.Errorf("devserver: connecting to the new server: %w", err)
	}
	defer c.Close()
	deadline := time.Now().Add(readyTimeout)
	var last error
	for time.Now().Before(deadline) {
		if last = probe(c); last == nil {
			return nil
		}
		time.Sleep(50 * time.Millisecond)
	}
	return fmt.Errorf("devserver: the server did not become ready within %v: %w", readyTimeout, last)
}

// probe makes one call through each service; nil means all answered.
func probe(c client.Client) error {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_, err := c.DescribeWorkflowExecution(ctx, "codemode-devserver-readiness-probe", "")
	var notFound *serviceerror.NotFound
	if err != nil && !errors.As(err, &notFound) {
		return err
	}
	_, err = c.DescribeTaskQueue(ctx, "codemode-devserver-readiness-probe", enumspb.TASK_QUEUE_TYPE_WORKFLOW)
	return err
}

// HostPort is the frontend address clients dial.
func (s *Server) HostPort() string { return s.hostPort }

// Stop shuts the server down.
func (s *Server) Stop() error { return s.server.Stop() }

// setupFile creates the schema when the database file does not exist yet.
func setupFile(sqlConfig *config.SQL, path string) error {
	if _, err := os.Stat(path); err == nil {
		return nil
	} else if !errors.Is(err, os.ErrNotExist) {
		return fmt.Errorf("devserver: %w", err)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("devserver: %w", err)
	}
	if err := sqlite.SetupSchema(sqlConfig); err != nil {
		// Leave no half-initialized file behind: the next start would skip
		// the schema and fail in obscure ways.
		_ = os.Remove(path)
		return fmt.Errorf("devserver: setting up schema in %s: %w", path, err)
	}
	return nil
}

// forgetMembers deletes the cluster membership a previous server left in
// the database. Its services listened on other ports and are gone; left in
// place, they make the new server try to join them for MaxJoinDuration (30
// seconds) before it serves anything. The caller owns the file (the CLI
// locks its state directory), so no live member is deleted.
func forgetMembers(sqlConfig *config.SQL) error {
	db, err := sql.NewSQLDB(sqlplugin.DbKindMain, sqlConfig, resolver.NewNoopResolver(), log.NewNoopLogger(), metrics.NoopMetricsHandler)
	if err != nil {
		return fmt.Errorf("devserver: opening the database: %w", err)
	}
	defer db.Close()
	forever := time.Now().AddDate(100, 0, 0)
	if _, err := db.PruneClusterMembership(context.Background(), &sqlplugin.PruneClusterMembershipFilter{PruneRecordsBefore: forever}); err != nil {
		return fmt.Errorf("devserver: clearing old cluster membership: %w", err)
	}
	return nil
}

// serverConfig is a single-node cluster: four services on 127.0.0.1, one
// history shard, no archival, no metrics, no pprof.
func serverConfig(sqlConfig *config.SQL, frontendPort int) (*config.Config, error) {
	frontendAddress := net.JoinHostPort(host, strconv.Itoa(frontendPort))
	services := map[string]config.Service{}
	for _, name := range []string{"frontend", "history", "matching", "worker"} {
		grpcPort := frontendPort
		if name != "frontend" {
			p, err := freePort()
			if err != nil {
				return nil, err
			}
			grpcPort = p
		}
		membershipPort, err := freePort()
		if err != nil {
			return nil, err
		}
		services[name] = config.Service{RPC: config.RPC{
			GRPCPort:       grpcPort,
			MembershipPort: membershipPort,
			BindOnIP:       host,
		}}
	}
	return &config.Config{
		Global: config.Global{
			Membership: config.Membership{MaxJoinDuration: 30 * time.Second, BroadcastAddress: host},
		},
		Persistence: config.Persistence{
			DefaultStore:     sqliteplugin.PluginName,
			VisibilityStore:  sqliteplugin.PluginName,
			NumHistoryShards: 1,
			DataStores:       map[string]config.DataStore{sqliteplugin.PluginName: {SQL: sqlConfig}},
		},
		ClusterMetadata: &cluster.Config{
			EnableGlobalNamespace:    false,
			FailoverVersionIncrement: 10,
			MasterClusterName:        "active",
			CurrentClusterName:       "active",
			ClusterInformation: map[string]cluster.ClusterInformation{
				"active": {Enabled: true, InitialFailoverVersion: 1, RPCAddress: frontendAddress},
			},
		},
		DCRedirectionPolicy: config.DCRedirectionPolicy{Policy: "noop"},
		Services:            services,
		Archival: config.Archival{
			History:    config.HistoryArchival{State: "disabled"},
			Visibility: config.VisibilityArchival{State: "disabled"},
		},
		NamespaceDefaults: config.NamespaceDefaults{Archival: config.ArchivalNamespaceDefaults{
			History:    config.HistoryArchivalNamespaceDefaults{State: "disabled"},
			Visibility: config.VisibilityArchivalNamespaceDefaults{State: "disabled"},
		}},
		// The server's internal worker dials the frontend through this.
		PublicClient: config.PublicClient{HostPort: frontendAddress},
	}, nil
}

func newLogger(path string) (log.Logger, error) {
	if path == "" {
		return log.NewNoopLogger(), nil
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return nil, fmt.Errorf("devserver: %w", err)
	}
	return log.NewZapLogger(log.BuildZapLogger(log.Config{Level: "warn", OutputFile: path})), nil
}

// freePort asks the kernel for an unused TCP port on 127.0.0.1.
func freePort() (int, error) {
	l, err := net.Listen("tcp", net.JoinHostPort(host, "0"))
	if err != nil {
		return 0, fmt.Errorf("devserver: finding a free port: %w", err)
	}
	defer l.Close()
	addr := l.Addr().(*net.TCPAddr)
	// Leave a connection to the port in TIME_WAIT: while it lasts the kernel
	// does not hand the same port to another bind(":0"), so two calls in a
	// row give distinct ports; binding it explicitly still works.
	if c, err := net.DialTCP("tcp", nil, addr); err == nil {
		if s, err := l.Accept(); err == nil {
			_ = s.Close()
		}
		_ = c.Close()
	}
	return addr.Port, nil
}
