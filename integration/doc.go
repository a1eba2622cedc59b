// Package integration runs CodeMode programs on a real Temporal server
// (go.temporal.io/server's temporaltest, started by the tests) and checks
// that the workflow gives exactly the Result an in-process run gives, that
// tool and extension calls are activities (local activities for a cheap
// extension) with their derived types in the history, and
// that recorded histories still replay.
//
//	go test ./integration/                 # run
//	go test ./integration/ -run TestProgramResults -update
//	                                       # rewrite the // result: lines of testdata/programs from in-process runs
//	go test ./integration/ -record         # rewrite testdata/history/*.json from real runs
//	CODEMODE_CAN_CALLS=10000 go test ./integration/ -run TestContinueAsNewManyCalls -timeout 30m
//	                                       # 10,000 sequential tool calls across continue-as-new
//
// A program is a file testdata/programs/NAME.js whose header (the
// directives of internal/testprog) holds its expected Result, run id
// "it-NAME", in `// result: {...}` and optionally
// `// options: {"limits": {...}, "stepsPerTask": N}`: limits and the
// workflow's step budget per workflow task. TestProgramResults checks the
// Results in-process, without a server.
package integration
