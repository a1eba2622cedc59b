package main

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"

	"github.com/codemode-go/codemode"
	"go.temporal.io/sdk/client"
)

// A task queue is a contract: every worker polling it must serve the same
// workflow and the same tool activities, or a run's task lands on a worker
// without its tools. So without --task-queue, run, worker and mcp put a
// Runtime's runs on a queue named after its tool catalog: two commands with
// the same tools share a queue, two with different tools never do.

// catalogTaskQueue is the default task queue of rt's runs: "codemode-" and
// the first 12 hex digits of the SHA-256 of its catalog (paths, kinds,
// signatures and descriptions, in the catalog's sorted order).
func catalogTaskQueue(rt *codemode.Runtime) string {
	b, err := json.Marshal(rt.Catalog())
	if err != nil {
		panic(err) // a catalog is plain data
	}
	sum := sha256.Sum256(b)
	return "codemode-" + hex.EncodeToString(sum[:6])
}

// orCatalogQueue sets tf.taskQueue to rt's catalog queue unless
// --task-queue named one.
func (tf *temporalFlags) orCatalogQueue(rt *codemode.Runtime) {
	if tf.taskQueue == "" {
		tf.taskQueue = catalogTaskQueue(rt)
	}
}

// runTaskQueue is the task queue of workflow id's latest run: the control
// commands serve a run where it is.
func runTaskQueue(ctx context.Context, c client.Client, id string) (string, error) {
	desc, err := c.DescribeWorkflowExecution(ctx, id, "")
	if err != nil {
		return "", fmt.Errorf("workflow %s: %w", id, err)
	}
	return desc.GetExecutionConfig().GetTaskQueue().GetName(), nil
}
