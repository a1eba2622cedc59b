package codemode

import "sync"

// compileCacheSize bounds how many compiled programs a Runtime keeps. Hosts
// often run the same code again (retries, benchmarks, replays); compiling is
// most of the cost of a short run.
const compileCacheSize = 64

// compileCache keeps the most recently compiled programs of a Runtime, by
// source. Compiled programs are immutable, so runs share them; eviction is
// first in, first out.
type compileCache struct {
	mu     sync.Mutex
	byCode map[string]*Compiled
	order  []string // oldest first
}

func (c *compileCache) get(code string) *Compiled {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.byCode[code]
}

func (c *compileCache) put(p *Compiled) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.byCode == nil {
		c.byCode = map[string]*Compiled{}
	}
	if _, ok := c.byCode[p.code]; ok {
		return
	}
	if len(c.order) == compileCacheSize {
		delete(c.byCode, c.order[0])
		c.order = c.order[1:]
	}
	c.byCode[p.code] = p
	c.order = append(c.order, p.code)
}
