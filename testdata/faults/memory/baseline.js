// rss: 64MB
// The child's peak RSS for a trivial program: the fixed overhead the other
// programs' bounds allow for (2x the memory limit plus 64 MB).
return 1
