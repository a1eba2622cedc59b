package syntax

import (
	"fmt"
	"os"
	"testing"
)

// TestDebugParse prints the tree of $JSFILE (a development aid; skipped
// unless the variable is set).
func TestDebugParse(t *testing.T) {
	file := os.Getenv("JSFILE")
	if file == "" {
		t.Skip("set JSFILE to a file to parse")
	}
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	goal := GoalProgram
	if os.Getenv("JSGOAL") == "script" {
		goal = GoalScript
	}
	prog, err := parseJS(string(src), goal)
	if err != nil {
		fmt.Println("ERROR", err)
		return
	}
	fmt.Println(Dump(prog))
}
