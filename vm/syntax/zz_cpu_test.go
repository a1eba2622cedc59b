package syntax

import (
	"fmt"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func TestCPUSpeed(t *testing.T) {
	if os.Getenv("CPUSPEED") == "" {
		t.Skip()
	}
	b, _ := os.ReadFile(filepath.Join("testdata", "bench", "large.js"))
	src := string(b)
	n := 300
	start := cpuTime()
	for i := 0; i < n; i++ {
		if _, err := parseJS(src, GoalProgram); err != nil {
			t.Fatal(err)
		}
	}
	d := cpuTime() - start
	fmt.Printf("CPU: %.1f MB/s (%v per parse, incl. GC)\n", float64(len(src)*n)/d.Seconds()/1e6, d/time.Duration(n))
}
