module github.com/codemode-go/codemode/bench

go 1.26.8

require (
	github.com/codemode-go/codemode v0.0.0
	github.com/dop251/goja v0.0.0-20260917113740-793a2a65c13b
)

require (
	github.com/bits-and-blooms/bitset v1.20.0 // indirect
	github.com/dlclark/regexp2 v1.12.0 // indirect
	github.com/dlclark/regexp2/v2 v2.5.2 // indirect
	github.com/evanw/esbuild v0.28.2 // indirect
	github.com/go-sourcemap/sourcemap v2.1.3+incompatible // indirect
	github.com/google/pprof v0.0.0-20230207041349-798e818bf904 // indirect
	github.com/nlnwa/whatwg-url v0.6.2 // indirect
	github.com/rivo/uniseg v0.4.7 // indirect
	github.com/x448/float16 v0.8.4 // indirect
	golang.org/x/net v0.58.0 // indirect
	golang.org/x/sys v0.47.0 // indirect
	golang.org/x/text v0.41.0 // indirect
)

replace github.com/codemode-go/codemode => ../
