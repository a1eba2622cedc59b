package integration

import (
	historypb "go.temporal.io/api/history/v1"
	"go.temporal.io/sdk/converter"
)

// localActivityTypes lists the types of the local activities recorded in
// h (as LocalActivity markers), in order.
func localActivityTypes(h *historypb.History) ([]string, error) {
	var names []string
	for _, e := range h.Events {
		a := e.GetMarkerRecordedEventAttributes()
		if a == nil || a.GetMarkerName() != "LocalActivity" {
			continue
		}
		var data struct{ ActivityType string }
		if err := converter.GetDefaultDataConverter().FromPayloads(a.GetDetails()["data"], &data); err != nil {
			return nil, err
		}
		names = append(names, data.ActivityType)
	}
	return names, nil
}
