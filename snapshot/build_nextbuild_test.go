//go:build codemode_nextbuild

package snapshot_test

// nextBuild reports a test binary built with the codemode_nextbuild tag
// (vm/release_nextbuild.go).
const nextBuild = true
