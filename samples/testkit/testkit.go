// Package testkit is a small tool set for tests and the CLI (`codemode eval
// --tools testkit`): one tool of each kind with predictable behaviour, so a
// program's result can be written down before it runs.
//
//	tools.testkit.echo(x)               resolves to a copy of x
//	tools.testkit.add({a, b})           -> {sum}
//	tools.testkit.fail({message})       fails with message (ToolFailure)
//	tools.testkit.sleep({ms})           -> {slept: ms} after ms milliseconds
//	tools.testkit.get({key})            -> {key, value: "v:" + key} (idempotent)
//	tools.testkit.job({ms, value})      -> {value} after ms (durable: start/wait)
package testkit

import (
	"context"
	"encoding/json"
	"time"

	"github.com/codemode-go/codemode/durabletools"
)

// Tools returns the tool tree {"testkit": {...}}: the tools are callable as
// tools.testkit.<name>.
func Tools() map[string]any {
	return map[string]any{"testkit": map[string]any{
		"echo":  Echo(),
		"add":   Add(),
		"fail":  Fail(),
		"sleep": Sleep(),
		"get":   Get(),
		"job":   Job(),
	}}
}

// Echo resolves to a copy of its argument (any JSON value).
func Echo() *durabletools.Tool {
	return durabletools.Raw("Return the argument unchanged.", nil, json.RawMessage(`{}`),
		func(ctx context.Context, input json.RawMessage, call durabletools.Call) (json.RawMessage, error) {
			return input, nil
		})
}

// AddInput is the input of add.
type AddInput struct {
	A float64 `json:"a"`
	B float64 `json:"b"`
}

// AddOutput is the output of add.
type AddOutput struct {
	Sum float64 `json:"sum"`
}

// Add adds two numbers.
func Add() *durabletools.Tool {
	return durabletools.New("Add two numbers.",
		func(ctx context.Context, in AddInput, call durabletools.Call) (AddOutput, error) {
			return AddOutput{Sum: in.A + in.B}, nil
		})
}

// FailInput is the input of fail.
type FailInput struct {
	Message string `json:"message"`
}

// Fail always fails, with the message it is given.
func Fail() *durabletools.Tool {
	return durabletools.New("Fail with the given message.",
		func(ctx context.Context, in FailInput, call durabletools.Call) (durabletools.NoOutput, error) {
			return durabletools.NoOutput{}, durabletools.ToolError(in.Message)
		})
}

// SleepInput is the input of sleep.
type SleepInput struct {
	Ms int64 `json:"ms"`
}

// SleepOutput is the output of sleep.
type SleepOutput struct {
	Slept int64 `json:"slept"`
}

// Sleep waits ms milliseconds (or until the call is interrupted).
func Sleep() *durabletools.Tool {
	return durabletools.New("Wait the given number of milliseconds.",
		func(ctx context.Context, in SleepInput, call durabletools.Call) (SleepOutput, error) {
			if err := pause(ctx, in.Ms); err != nil {
				return SleepOutput{}, err
			}
			return SleepOutput{Slept: in.Ms}, nil
		})
}

// GetInput is the input of get.
type GetInput struct {
	Key string `json:"key"`
}

// GetOutput is the output of get.
type GetOutput struct {
	Key   string `json:"key"`
	Value string `json:"value"`
}

// Get reads a value derived from the key; it is idempotent.
func Get() *durabletools.Tool {
	return durabletools.Idempotent("Read the value stored under a key.",
		func(ctx context.Context, in GetInput, call durabletools.Call) (GetOutput, error) {
			return GetOutput{Key: in.Key, Value: "v:" + in.Key}, nil
		})
}

// JobInput is the input of job, and also its durable data: the work is
// described completely by its input, so any worker can wait for it.
type JobInput struct {
	Ms    int64 `json:"ms"`
	Value any   `json:"value"`
}

// JobOutput is the output of job.
type JobOutput struct {
	Value any `json:"value"`
}

// Job is a durable tool: start records the work, wait takes ms milliseconds
// and returns the value.
func Job() *durabletools.Tool {
	return durabletools.Durable("Run a background job that returns value after ms milliseconds.",
		durabletools.DurableFuncs[JobInput, JobInput, JobOutput]{
			Start: func(ctx context.Context, in JobInput, call durabletools.Call) (JobInput, error) {
				return in, nil
			},
			Wait: func(ctx context.Context, data JobInput, call durabletools.Call) (JobOutput, error) {
				if err := pause(ctx, data.Ms); err != nil {
					return JobOutput{}, err
				}
				return JobOutput{Value: data.Value}, nil
			},
		})
}

// pause waits ms milliseconds unless ctx ends first.
func pause(ctx context.Context, ms int64) error {
	if ms <= 0 {
		return nil
	}
	t := time.NewTimer(time.Duration(ms) * time.Millisecond)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}
