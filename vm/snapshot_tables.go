package vm

import (
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"sync"

	"github.com/codemode-go/codemode/vm/compile"
	"github.com/codemode-go/codemode/vm/state"
)

// Stable names for the things a state refers to but does not contain:
// built-in functions (by name), built-in property tables (by name,
// snapshot_names.go) and compiled functions (by preorder index in their
// program, or a library function's name).

// StateError says why a State cannot be saved or restored.
type StateError struct {
	Msg string
	Err error // the cause, if any (ErrStateTooLarge)
}

func (e *StateError) Error() string { return "vm: snapshot: " + e.Msg }

func (e *StateError) Unwrap() error { return e.Err }

func stateErrorf(format string, args ...any) error {
	return &StateError{Msg: fmt.Sprintf(format, args...)}
}

// ErrOtherBuild is the cause (errors.Is) of the *StateError of a state
// that this build cannot restore and the build that saved it (or another)
// can: it needs a built-in or library code this build does not have.
var ErrOtherBuild = errors.New("this build cannot resume it")

type snapTables struct {
	nativeByName map[string]int32
	tableName    map[*lazyTable]string
	tableByName  map[string]*lazyTable
	protoByName  map[string]protoID
	buildID      []byte
}

var (
	snapOnce sync.Once
	snapTab  *snapTables
)

// tables returns the process-wide name tables (built once; the builtin
// tables are complete after package init).
func tables() *snapTables {
	snapOnce.Do(func() {
		t := &snapTables{
			nativeByName: map[string]int32{},
			tableName:    map[*lazyTable]string{},
			tableByName:  map[string]*lazyTable{},
			protoByName:  map[string]protoID{},
		}
		for i := range builtins {
			// Names are unique; should two collide, the first wins and
			// saving the second fails loudly (nativeName).
			if _, dup := t.nativeByName[builtins[i].name]; !dup {
				t.nativeByName[builtins[i].name] = int32(i)
			}
		}
		add := func(name string, lt *lazyTable) {
			if lt == nil {
				return
			}
			t.tableName[lt] = name
			t.tableByName[name] = lt
		}
		for i := protoID(0); i < numProtos; i++ {
			add(protoTableName(i), protoTables[i])
			add(ctorTableName(i), ctorTables[i])
			t.protoByName[protoNames[i]] = i
		}
		for _, nt := range namedTables {
			add(nt.name, *nt.t)
		}
		t.buildID = computeBuildID(t)
		snapTab = t
	})
	return snapTab
}

// BuildID identifies this VM build: the state format, the builtin table,
// the built-in property tables and the self-hosted library's bytecode.
// Snapshots carry it to say which build saved them; it does not decide
// whether a state restores (see "Snapshots across builds" in doc.go).
func BuildID() []byte { return tables().buildID }

func computeBuildID(t *snapTables) []byte {
	h := sha256.New()
	var buf [8]byte
	w := func(x int64) {
		binary.LittleEndian.PutUint64(buf[:], uint64(x))
		h.Write(buf[:])
	}
	ws := func(s string) {
		w(int64(len(s)))
		h.Write([]byte(s))
	}
	ws("codemode-vm-state")
	w(state.Version)
	w(int64(len(builtins)))
	for _, b := range builtins {
		ws(b.name)
		w(int64(b.length))
	}
	var names []string
	for _, nt := range namedTables {
		names = append(names, nt.name)
	}
	for i := protoID(0); i < numProtos; i++ {
		names = append(names, protoTableName(i), ctorTableName(i))
	}
	for _, n := range names {
		ws(n)
		if lt := t.tableByName[n]; lt != nil {
			w(int64(len(lt.entries)))
			for _, e := range lt.entries {
				ws(e.name)
			}
		}
	}
	for _, n := range compile.IntrinsicNames() {
		ws(n)
	}
	loadLib()
	if libProg != nil {
		h.Write(libProg.Hash())
	} else {
		ws("no-lib")
	}
	return h.Sum(nil)
}

// funcList is a program's functions in preorder (Main first).
func funcList(p *compile.Program) []*compile.Func {
	var out []*compile.Func
	var walk func(f *compile.Func)
	walk = func(f *compile.Func) {
		out = append(out, f)
		for _, c := range f.Funcs {
			walk(c)
		}
	}
	if p != nil && p.Main != nil {
		walk(p.Main)
	}
	return out
}
