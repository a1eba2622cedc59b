package main

import (
	"bytes"
	"os"
	"testing"
)

// TestGeneratedFileUpToDate fails when vm/state/codec_gen.go is not what
// the generator makes from the current State structs: run
// `go generate ./vm/state` after changing them.
func TestGeneratedFileUpToDate(t *testing.T) {
	want, err := Generate("../../vm/state")
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("../../vm/state/codec_gen.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatal("vm/state/codec_gen.go is out of date: run `go generate ./vm/state`")
	}
}
