package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"regexp"
	"runtime/metrics"
	"strings"
	"sync"
	"time"
)

// Some VM bugs are not panics but fatal runtime errors (an allocation of
// hundreds of gigabytes, a Go stack overflow) that no recover can catch and
// that end the whole process. So tests run in worker processes (this same
// binary with -worker): the supervisor sends one file path per line and reads
// one JSON line of results back. When a worker dies, the file it was running
// is recorded as a crash and a new worker takes the remaining files.

// reply is one worker answer. Restart asks the supervisor for a fresh
// worker: a test outlived the hard guard and its goroutine still runs.
type reply struct {
	Results []result `json:"results"`
	Restart bool     `json:"restart,omitempty"`
}

// serveWorker is the worker process's loop.
func serveWorker(r *runner, in io.Reader, out io.Writer, heapLimit uint64) error {
	go watchHeap(heapLimit)
	sc := bufio.NewScanner(in)
	w := bufio.NewWriter(out)
	for sc.Scan() {
		rs := r.runFile(sc.Text())
		rep := reply{Results: rs}
		for _, x := range rs {
			if x.Outcome == outTimeout && x.Message == hardGuardMessage {
				rep.Restart = true
			}
		}
		b, err := json.Marshal(rep)
		if err != nil {
			return err
		}
		w.Write(b)
		w.WriteByte('\n')
		if err := w.Flush(); err != nil {
			return err
		}
		if rep.Restart {
			return nil
		}
	}
	return sc.Err()
}

// watchHeap ends the worker when a test makes the heap grow past limit: a
// program that allocates without bound must not take the machine down with
// it. The supervisor records the test as a crash with this message.
func watchHeap(limit uint64) {
	sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	for {
		time.Sleep(50 * time.Millisecond)
		metrics.Read(sample)
		if used := sample[0].Value.Uint64(); used > limit {
			fmt.Fprintf(os.Stderr, "fatal error: test262run: heap %d MB over the %d MB limit\n", used>>20, limit>>20)
			os.Exit(3)
		}
	}
}

// worker is the supervisor's handle on one worker process.
type worker struct {
	args   []string
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	stdout *bufio.Reader
	stderr *bytes.Buffer
}

func (w *worker) start() error {
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	w.cmd = exec.Command(exe, w.args...)
	w.stderr = &bytes.Buffer{}
	w.cmd.Stderr = w.stderr
	if w.stdin, err = w.cmd.StdinPipe(); err != nil {
		return err
	}
	out, err := w.cmd.StdoutPipe()
	if err != nil {
		return err
	}
	w.stdout = bufio.NewReaderSize(out, 1<<20)
	return w.cmd.Start()
}

// run sends one file and reads its results; a dead worker yields a crash
// result and is restarted.
func (w *worker) run(rel string) []result {
	if w.cmd == nil {
		if err := w.start(); err != nil {
			return []result{{Path: rel, Outcome: outCrash, Message: "starting a worker: " + err.Error()}}
		}
	}
	var line []byte
	_, err := fmt.Fprintln(w.stdin, rel)
	if err == nil {
		line, err = w.stdout.ReadBytes('\n')
	}
	if err == nil {
		var rep reply
		if err = json.Unmarshal(line, &rep); err == nil {
			if rep.Restart {
				w.stop()
				w.cmd = nil
			}
			return rep.Results
		}
	}
	w.stdin.Close()
	w.cmd.Wait()
	msg := crashSummary(w.stderr.String())
	w.cmd = nil
	return []result{{Path: rel, Mode: "any", Outcome: outCrash, Message: msg}}
}

func (w *worker) stop() {
	if w.cmd != nil {
		w.stdin.Close()
		w.cmd.Wait()
	}
}

var reVMFrame = regexp.MustCompile(`(?m)^(github\.com/codemode-go/codemode/vm[^\n]*)\n\s+(\S+)`)

// crashSummary keeps a dead worker's fatal error line and its first VM frame.
func crashSummary(stderr string) string {
	first := "worker died"
	for _, l := range strings.Split(stderr, "\n") {
		if strings.HasPrefix(l, "fatal error:") || strings.HasPrefix(l, "panic:") || strings.HasPrefix(l, "runtime:") {
			first = l
			break
		}
	}
	if m := reVMFrame.FindStringSubmatch(stderr); m != nil {
		first += " at " + m[1] + " " + m[2]
	}
	return first
}

// runAllWorkers runs files on n worker processes; results come back in file
// order so the output does not depend on scheduling.
func runAllWorkers(args []string, files []string, n int) []result {
	if n < 1 {
		n = 1
	}
	perFile := make([][]result, len(files))
	next := make(chan int)
	var wg sync.WaitGroup
	for range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w := &worker{args: args}
			defer w.stop()
			for i := range next {
				perFile[i] = w.run(files[i])
			}
		}()
	}
	for i := range files {
		if i > 0 && i%2000 == 0 {
			fmt.Fprintf(os.Stderr, "%d/%d files\n", i, len(files))
		}
		next <- i
	}
	close(next)
	wg.Wait()
	var all []result
	for _, rs := range perFile {
		all = append(all, rs...)
	}
	return all
}
