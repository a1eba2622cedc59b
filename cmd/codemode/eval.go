package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/signal"
)

func init() {
	commands["eval"] = runEval
}

const evalUsage = `usage: codemode eval [--tools SETS] [limit flags] FILE|-

Eval runs a CodeMode program from FILE (or standard input for -) in-process
and prints exactly one JSON document on standard output: the run's Result,
{"ok":true,"value":...,"toolCalls":[...]} or {"ok":false,"error":{...},...}.
Exit status: 0 when the result is ok, 1 when it is not, 2 on usage errors.

`

func runEval(args []string) int {
	fs := flag.NewFlagSet("eval", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var rf runtimeFlags
	rf.register(fs)
	fs.Usage = func() {
		fmt.Fprint(stderr, evalUsage)
		fs.PrintDefaults()
	}
	files, err := parseArgs(fs, args)
	if err != nil {
		return parseError(err)
	}
	if len(files) != 1 {
		return usageError(fs, fmt.Errorf("want exactly one FILE (or - for standard input), got %d", len(files)))
	}
	rt, err := rf.newRuntime()
	if err != nil {
		return usageError(fs, err)
	}
	code, err := readProgram(files[0])
	if err != nil {
		fmt.Fprintf(stderr, "codemode eval: %v\n", err)
		return 2
	}
	// Ctrl-C interrupts the run; the Result still prints.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	res := rt.Execute(ctx, code)
	if err := writeJSON(res); err != nil {
		fmt.Fprintf(stderr, "codemode eval: %v\n", err)
		return 1
	}
	if !res.OK {
		return 1
	}
	return 0
}

// writeJSON prints v as one line of JSON on standard output.
func writeJSON(v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	_, err = stdout.Write(append(b, '\n'))
	return err
}
