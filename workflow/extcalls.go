package workflow

import (
	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/vm"
)

// ExtensionCallStatus is one extension call in the status query: which
// function, and how far it got. Its arguments are left out (they are in
// the activity's input in the history), so that a program making many
// cheap calls does not grow every status answer by their data.
type ExtensionCallStatus struct {
	ID     int64                `json:"id"`   // the call id, shared with tool calls
	Path   string               `json:"path"` // "fs.promises.readFile"
	Key    string               `json:"key"`  // "<runId>:<id>"
	Sync   bool                 `json:"sync,omitempty"`
	Status codemode.CallStatus  `json:"status"`
	Error  *codemode.Diagnostic `json:"error,omitempty"`
}

// recordExtension notes a launched extension call for the status query.
func (d *driver) recordExtension(ec codemode.ExtensionCall) {
	d.extCalls = append(d.extCalls, ExtensionCallStatus{ID: ec.ID, Path: ec.Path, Key: ec.Key, Sync: ec.Sync, Status: codemode.CallRunning})
}

// extensionEnded notes how extension call id ended.
func (d *driver) extensionEnded(id int64, herr *vm.HostError) {
	for i := len(d.extCalls) - 1; i >= 0; i-- {
		if c := &d.extCalls[i]; c.ID == id {
			c.Status = codemode.CallOK
			if herr != nil {
				c.Status = codemode.CallError
				c.Error = &codemode.Diagnostic{Kind: codemode.Kind(herr.Kind), Message: herr.Message}
			}
			return
		}
	}
}

// extensionCalls is the status query's list: once the run has ended, a
// call still running was interrupted, as for tool calls.
func (d *driver) extensionCalls() []ExtensionCallStatus {
	out := make([]ExtensionCallStatus, len(d.extCalls))
	copy(out, d.extCalls)
	if d.s != nil && d.s.Done() {
		for i := range out {
			if out[i].Status == codemode.CallRunning {
				out[i].Status = codemode.CallInterrupted
			}
		}
	}
	return out
}
