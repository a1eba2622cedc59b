//go:build codemode_nextbuild

package vm

// nextBuild reports a test binary built with the codemode_nextbuild tag
// (release_nextbuild.go).
const nextBuild = true
