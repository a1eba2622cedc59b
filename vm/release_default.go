//go:build !codemode_nextbuild

package vm

// callStepCost is the steps a call costs beyond its instruction's: none
// in this build (release_nextbuild.go simulates a release that changes
// step accounting).
const callStepCost = 0
