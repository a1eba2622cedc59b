package syntax

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// TestCPUSpeed reports parse throughput in CPU time (user+system, GC
// included) for the benchmark programs, which is steadier than wall time
// on a shared machine. A development aid: set CPUSPEED=1.
func TestCPUSpeed(t *testing.T) {
	if os.Getenv("CPUSPEED") == "" {
		t.Skip("set CPUSPEED=1")
	}
	cpu := func() time.Duration {
		var ru syscall.Rusage
		syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
		return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	}
	for _, name := range []string{"large.js", "typical.js"} {
		b, err := os.ReadFile(filepath.Join("testdata", "bench", name))
		if err != nil {
			t.Fatal(err)
		}
		src := string(b)
		n := 2_000_000 / len(src) * 10
		start := cpu()
		for i := 0; i < n; i++ {
			if _, err := parseJS(src, GoalProgram); err != nil {
				t.Fatal(err)
			}
		}
		d := cpu() - start
		t.Logf("%s: %.1f MB/s of CPU time (%v per parse)", name, float64(len(src)*n)/d.Seconds()/1e6, d/time.Duration(n))
	}
}
