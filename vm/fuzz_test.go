package vm

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/codemode-go/codemode/vm/compile"
	"github.com/codemode-go/codemode/vm/syntax"
)

// FuzzRun runs arbitrary programs: the VM must never panic (an internal
// error failure is a bug) whatever the program does.
func FuzzRun(f *testing.F) {
	files, _ := filepath.Glob(programsGlob)
	for _, file := range files {
		data, _ := os.ReadFile(file)
		f.Add(string(data))
	}
	f.Fuzz(func(t *testing.T, src string) {
		p, err := syntax.Parse(src)
		if err != nil {
			return
		}
		prog, err := compile.Compile(p)
		if err != nil {
			return
		}
		done := make(chan struct{})
		defer close(done)
		go func() {
			select {
			case <-done:
			case <-time.After(10 * time.Second):
				os.WriteFile("/tmp/fuzz_hang.js", []byte(src), 0o644)
				panic("fuzz: program hangs (saved to /tmp/fuzz_hang.js)")
			}
		}()
		m := New(prog, Config{Tools: testTools, MaxCallDepth: 500})
		for i := 0; i < 50; i++ {
			st := m.Run(20000)
			for _, c := range m.TakeHostCalls() {
				settleTest(m, c)
			}
			if st == StatusDone || st == StatusFailed {
				break
			}
		}
		if f := m.Failure(); f != nil && strings.Contains(f.Message, "internal error") {
			t.Fatalf("internal error: %v\nprogram:\n%s", f.Message, src)
		}
	})
}

// TestMutatedPrograms is a deterministic cheap fuzz: the language tests with
// lines dropped, duplicated or truncated must never make the VM panic.
func TestMutatedPrograms(t *testing.T) {
	files, _ := filepath.Glob(programsGlob)
	seed := uint64(12345)
	rnd := func(n int) int {
		seed ^= seed << 13
		seed ^= seed >> 7
		seed ^= seed << 17
		return int(seed % uint64(n))
	}
	for _, file := range files {
		data, _ := os.ReadFile(file)
		lines := strings.Split(string(data), "\n")
		for k := 0; k < 12; k++ {
			mut := append([]string(nil), lines...)
			i := rnd(len(mut))
			switch k % 4 {
			case 0:
				mut = append(mut[:i], mut[i+1:]...)
			case 1:
				mut = append(mut[:i+1], mut[i:]...)
			case 2:
				if l := mut[i]; len(l) > 2 {
					mut[i] = l[:rnd(len(l))]
				}
			case 3:
				j := rnd(len(mut))
				mut[i], mut[j] = mut[j], mut[i]
			}
			src := strings.Join(mut, "\n")
			p, err := syntax.Parse(src)
			if err != nil {
				continue
			}
			prog, err := compile.Compile(p)
			if err != nil {
				continue
			}
			m := New(prog, Config{Tools: testTools, MaxCallDepth: 500})
			for r := 0; r < 100; r++ {
				st := m.Run(100000)
				for _, c := range m.TakeHostCalls() {
					settleTest(m, c)
				}
				if st == StatusDone || st == StatusFailed {
					break
				}
			}
			if f := m.Failure(); f != nil && strings.Contains(f.Message, "internal error") {
				t.Fatalf("%s mutation %d: %v\n%s", file, k, f.Message, src)
			}
		}
	}
}
