package codemode

import "sync"

// compileCacheSize bounds how many compiled programs a Runtime keeps. Hosts
// often run the same code again (retries, benchmarks, replays); compiling is
// most of the cost of a short run.
const compileCacheSize = 64

// compileCacheBytes bounds the source bytes of the programs a Runtime keeps
// compiled (a compiled program takes some tens of bytes a source byte), so
// that the runs of one Runtime cannot leave it holding gigabytes; a
// program over a quarter of it is not kept. A program cannot see whether
// its own compilation was cached: it runs only after.
const compileCacheBytes = 1 << 20

// compileCache keeps the most recently compiled programs of a Runtime, by
// source. Compiled programs are immutable, so runs share them; eviction is
// first in, first out.
type compileCache struct {
	mu     sync.Mutex
	byCode map[string]*compiled
	order  []string // oldest first
	bytes  int      // the sources' total length
}

func (c *compileCache) get(code string) *compiled {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.byCode[code]
}

func (c *compileCache) put(p *compiled) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.byCode == nil {
		c.byCode = map[string]*compiled{}
	}
	if _, ok := c.byCode[p.code]; ok || len(p.code) > compileCacheBytes/4 {
		return
	}
	for len(c.order) == compileCacheSize || (len(c.order) > 0 && c.bytes+len(p.code) > compileCacheBytes) {
		delete(c.byCode, c.order[0])
		c.bytes -= len(c.order[0])
		c.order = c.order[1:]
	}
	c.byCode[p.code] = p
	c.bytes += len(p.code)
	c.order = append(c.order, p.code)
}
