// Command deployworker is the worker process of the integration test of a
// deploy (integration/deploy_test.go): a CodeMode worker of one Worker
// Deployment Version serving the deploy tools (integration/deploytools).
// The test builds it twice, the second time with the build tag
// codemode_nextbuild (the next release's VM), and runs both builds against
// one server.
//
//	deployworker -print-build-id
//	deployworker -address H:P -queue Q -deployment NAME -build-id ID -dir DIR [-upgrade-check D]
//
// It prints "ready" on standard output once it polls, and stops on SIGINT.
package main

import (
	"flag"
	"fmt"
	"log/slog"
	"os"
	"time"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/integration/deploytools"
	codemodeworker "github.com/codemode-go/codemode/worker"
	"go.temporal.io/sdk/client"
	sdklog "go.temporal.io/sdk/log"
	"go.temporal.io/sdk/worker"
)

func main() {
	printID := flag.Bool("print-build-id", false, "print this build's default build id (worker.DefaultBuildID) and exit")
	address := flag.String("address", "", "host:port of the Temporal server")
	namespace := flag.String("namespace", "default", "namespace")
	queue := flag.String("queue", "", "task queue")
	deployment := flag.String("deployment", "", "Worker Deployment name")
	buildID := flag.String("build-id", "", "build id (default: worker.DefaultBuildID)")
	dir := flag.String("dir", "", "directory of the tools' calls.log and release files")
	upgradeCheck := flag.Duration("upgrade-check", 0, "how often waiting runs look for a new current version")
	flag.Parse()
	if *printID {
		fmt.Println(codemodeworker.DefaultBuildID())
		return
	}
	if err := serve(*address, *namespace, *queue, *dir, codemodeworker.Deployment{Name: *deployment, BuildID: *buildID, UpgradeCheck: *upgradeCheck}); err != nil {
		fmt.Fprintln(os.Stderr, "deployworker:", err)
		os.Exit(1)
	}
}

func serve(address, namespace, queue, dir string, d codemodeworker.Deployment) error {
	logger := sdklog.NewStructuredLogger(slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn})))
	c, err := client.Dial(client.Options{HostPort: address, Namespace: namespace, Logger: logger})
	if err != nil {
		return err
	}
	defer c.Close()
	rt, err := codemode.New(codemode.Options{Tools: deploytools.Tools(dir, d.Version().BuildID)})
	if err != nil {
		return err
	}
	w := worker.New(c, queue, d.WorkerOptions(worker.Options{
		// A workflow task meant for a stopped worker's sticky queue goes
		// to the shared queue after this long instead of the default 5 s.
		StickyScheduleToStartTimeout: time.Second,
	}))
	d.Register(w, rt)
	if err := w.Start(); err != nil {
		return err
	}
	fmt.Println("ready")
	<-worker.InterruptCh()
	w.Stop()
	return nil
}
