package vm

import (
	"fmt"
	"os"
	"testing"

	"github.com/codemode-go/codemode/vm/compile"
	"github.com/codemode-go/codemode/vm/syntax"
)

func dumpFunc(f *compile.Func, indent string) {
	fmt.Printf("%sfunc %q params=%d locals=%d maxstack=%d free=%v\n", indent, f.Name, f.NumParams, f.NumLocals, f.MaxStack, f.Free)
	for i, in := range f.Code {
		fmt.Printf("%s  %3d %-18s %d %d\n", indent, i, in.Op, in.A, in.B)
	}
	for _, sub := range f.Funcs {
		dumpFunc(sub, indent+"    ")
	}
}

// TestDump prints the bytecode and outcome of the program in
// $CODEMODE_VM_DUMP (a debugging aid: go test ./vm -run TestDump -v).
func TestDump(t *testing.T) {
	src := os.Getenv("CODEMODE_VM_DUMP")
	if src == "" {
		t.Skip("set CODEMODE_VM_DUMP to a program")
	}
	p, err := syntax.Parse(src)
	if err != nil {
		t.Fatal(err)
	}
	prog, err := compile.Compile(p)
	if err != nil {
		t.Fatal(err)
	}
	dumpFunc(prog.Main, "")
	out, err := runProgram(t, src, 1000)
	fmt.Println(err)
	if out != nil {
		fmt.Println(out.Status, out.Result, out.Logs, out.Failure)
	}
}
