// Command codemode runs and checks CodeMode programs.
//
// Usage:
//
//	codemode COMMAND [arguments]
//
// Each command lives in its own file and registers itself in commands from
// that file's init function.
package main

import (
	"fmt"
	"io"
	"os"
	"sort"
)

// commands maps a command name to its implementation, which receives the
// arguments after the name and returns the process exit code.
var commands = map[string]func(args []string) int{}

// The standard streams, replaceable by tests that run commands in-process.
var (
	stdin  io.Reader = os.Stdin
	stdout io.Writer = os.Stdout
	stderr io.Writer = os.Stderr
)

func main() {
	os.Exit(run(os.Args[1:]))
}

// run dispatches to the command named by args[0]. Exit code 2 means a usage
// error.
func run(args []string) int {
	if len(args) == 0 {
		usage(stderr)
		return 2
	}
	switch args[0] {
	case "help", "-h", "-help", "--help":
		usage(stdout)
		return 0
	}
	cmd, ok := commands[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "codemode: unknown command %q\n\n", args[0])
		usage(stderr)
		return 2
	}
	code := cmd(args[1:])
	closeServers()
	return code
}

func usage(w io.Writer) {
	names := make([]string, 0, len(commands))
	for name := range commands {
		names = append(names, name)
	}
	sort.Strings(names)
	fmt.Fprintln(w, "usage: codemode COMMAND [arguments]")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "commands:")
	for _, name := range names {
		fmt.Fprintf(w, "  %s\n", name)
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Run 'codemode COMMAND -h' for a command's arguments.")
}
