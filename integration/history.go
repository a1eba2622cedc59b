package integration

import (
	historypb "go.temporal.io/api/history/v1"
	"go.temporal.io/api/temporalproto"
)

// historyJSON encodes a workflow history in the JSON form
// client.HistoryFromJSON and `temporal workflow show --output json` use.
func historyJSON(h *historypb.History) ([]byte, error) {
	return temporalproto.CustomJSONMarshalOptions{Indent: "  "}.Marshal(h)
}
