package workflow

import (
	"context"
	"errors"
	"fmt"

	"github.com/codemode-go/codemode"
	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/api/operatorservice/v1"
	"go.temporal.io/api/serviceerror"
	"go.temporal.io/sdk/client"
)

// Client helpers: what a host does with runs from outside the workflow.
// They work on the latest run of a workflow id, following continue-as-new.

// Start starts a run of in with the workflow id and task queue in opts
// (opts.ID empty: the server picks one). The program's bindings travel in
// in.Bindings (Input.SetBindings). Await its Result with Await.
func Start(ctx context.Context, c client.Client, opts client.StartWorkflowOptions, in Input) (client.WorkflowRun, error) {
	return c.ExecuteWorkflow(ctx, opts, Name, in)
}

// Await waits for the run of workflow id to end (through any
// continue-as-new) and returns its Result. A cancelled run gives the
// workflow's error (a *temporal.CanceledError).
func Await(ctx context.Context, c client.Client, id string) (codemode.Result, error) {
	var res codemode.Result
	err := c.GetWorkflow(ctx, id, "").Get(ctx, &res)
	return res, err
}

// GetStatus queries the run's status.
func GetStatus(ctx context.Context, c client.Client, id string) (Status, error) {
	var st Status
	v, err := c.QueryWorkflow(ctx, id, "", StatusQuery)
	if err != nil {
		return st, err
	}
	err = v.Get(&st)
	return st, err
}

// Suspend suspends the run and returns its snapshot. It fails, and the run
// goes on, when a call that cannot be suspended is in flight (the error
// names it, like codemode.SuspendError) or the run is not running.
func Suspend(ctx context.Context, c client.Client, id string, req SuspendRequest) (SuspendResult, error) {
	var res SuspendResult
	h, err := c.UpdateWorkflow(ctx, client.UpdateWorkflowOptions{
		WorkflowID:   id,
		UpdateName:   SuspendUpdate,
		Args:         []any{req},
		WaitForStage: client.WorkflowUpdateStageCompleted,
	})
	if err != nil {
		return res, err
	}
	err = h.Get(ctx, &res)
	return res, err
}

// Resume resumes a suspended run, from its own snapshot or from
// req.Snapshot, and returns once the run has been restored.
func Resume(ctx context.Context, c client.Client, id string, req ResumeRequest) error {
	h, err := c.UpdateWorkflow(ctx, client.UpdateWorkflowOptions{
		WorkflowID:   id,
		UpdateName:   ResumeUpdate,
		Args:         []any{req},
		WaitForStage: client.WorkflowUpdateStageCompleted,
	})
	if err != nil {
		return err
	}
	return h.Get(ctx, nil)
}

// AddSearchAttributes registers SearchAttributeState and
// SearchAttributeToolCalls on namespace (the operator service's
// AddSearchAttributes, as `temporal operator search-attribute create`
// does), for runs with Input.SearchAttributes. Registered already is fine.
func AddSearchAttributes(ctx context.Context, c client.Client, namespace string) error {
	_, err := c.OperatorService().AddSearchAttributes(ctx, &operatorservice.AddSearchAttributesRequest{
		Namespace: namespace,
		SearchAttributes: map[string]enumspb.IndexedValueType{
			SearchAttributeState.GetName():     enumspb.INDEXED_VALUE_TYPE_KEYWORD,
			SearchAttributeToolCalls.GetName(): enumspb.INDEXED_VALUE_TYPE_INT,
		},
	})
	var exists *serviceerror.AlreadyExists
	if err != nil && !errors.As(err, &exists) {
		return fmt.Errorf("registering the search attributes: %w", err)
	}
	return nil
}
