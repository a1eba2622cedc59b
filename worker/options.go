package worker

import (
	"time"

	sdkworker "go.temporal.io/sdk/worker"
)

// DeadlockDetectionTimeout is the least deadlock-detection timeout
// WorkerOptions gives a worker. The SDK fails a workflow task whose
// workflow code runs for more than its timeout (one second by default)
// without yielding. The workflow runs a program in step budgets and yields
// between them, but one built-in call runs whole: the slowest are bounded
// by the VM's own bounds (a regexp call by twice the engine's two-second
// timeout) and may take seconds on a loaded worker. At one second such a
// program's workflow task failed on every attempt, a run stuck for good.
// It stays under the server's default workflow task timeout (10 s).
const DeadlockDetectionTimeout = 5 * time.Second

// WorkerOptions returns opts as a worker of CodeMode runs needs them: a
// DeadlockDetectionTimeout of at least the package's (a larger one set in
// opts is kept). MemoryBudget.WorkerOptions and Deployment.WorkerOptions
// apply it too.
func WorkerOptions(opts sdkworker.Options) sdkworker.Options {
	opts.DeadlockDetectionTimeout = max(opts.DeadlockDetectionTimeout, DeadlockDetectionTimeout)
	return opts
}
