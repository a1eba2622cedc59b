package vm_test

import (
	"bytes"
	"fmt"
	"reflect"

	"github.com/codemode-go/codemode/snapshot"
	"github.com/codemode-go/codemode/vm"
	"github.com/codemode-go/codemode/vm/compile"
)

func init() {
	vm.SaveBytes = snapshot.Save
	vm.RoundTrip = func(m *vm.Machine, p *compile.Program, cfg vm.Config) (*vm.Machine, error) {
		data, err := snapshot.Save(m)
		if err != nil {
			return nil, err
		}
		m2, err := snapshot.Restore(p, cfg, data)
		if err != nil {
			return nil, err
		}
		// The restored Machine must save to the same bytes: the state is
		// complete and its encoding deterministic.
		again, err := snapshot.Save(m2)
		if err != nil {
			return nil, fmt.Errorf("save after restore: %w", err)
		}
		if !bytes.Equal(data, again) {
			return nil, fmt.Errorf("snapshot differs after a round trip (%d vs %d bytes)%s", len(data), len(again), stateDiff(data, again))
		}
		return m2, nil
	}
}

// stateDiff names the State fields that differ between two snapshots.
func stateDiff(a, b []byte) string {
	s1, err1 := snapshot.Decode(a)
	s2, err2 := snapshot.Decode(b)
	if err1 != nil || err2 != nil {
		return fmt.Sprintf(": %v %v", err1, err2)
	}
	v1, v2 := reflect.ValueOf(*s1), reflect.ValueOf(*s2)
	out := ""
	for i := range a {
		if i < len(b) && a[i] != b[i] {
			lo := max(i-24, 0)
			out += fmt.Sprintf("\nfirst difference at byte %d:\n  % x\n  % x", i, a[lo:min(i+16, len(a))], b[lo:min(i+16, len(b))])
			break
		}
	}
	for i := 0; i < v1.NumField(); i++ {
		if !reflect.DeepEqual(v1.Field(i).Interface(), v2.Field(i).Interface()) {
			out += fmt.Sprintf("\n%s:\n  %+v\n  %+v", v1.Type().Field(i).Name, v1.Field(i).Interface(), v2.Field(i).Interface())
		}
	}
	return out
}
