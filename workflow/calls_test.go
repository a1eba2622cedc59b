package workflow

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/require"
	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/temporal"
)

// TestHostError: how an activity's failure reaches the program.
func TestHostError(t *testing.T) {
	cases := []struct {
		err           error
		kind, message string
	}{
		{temporal.NewTimeoutError(enumspb.TIMEOUT_TYPE_START_TO_CLOSE, nil), "ToolFailure", "the tool timed out (start-to-close timeout)"},
		{temporal.NewTimeoutError(enumspb.TIMEOUT_TYPE_SCHEDULE_TO_CLOSE, nil), "ToolFailure", "the tool timed out (schedule-to-close timeout)"},
		{temporal.NewTimeoutError(enumspb.TIMEOUT_TYPE_HEARTBEAT, nil), "ToolFailure", "the worker running the tool stopped or lost contact (heartbeat timeout)"},
		// Without the activities' mark only the five kinds of old
		// histories pass (replay); other types are Go error types.
		{temporal.NewNonRetryableApplicationError("m", "InvalidToolInput", nil), "InvalidToolInput", "m"},
		{temporal.NewNonRetryableApplicationError("m", "NotFound", nil), "ToolFailure", "m"},
		{temporal.NewApplicationError("m", "*errors.errorString"), "ToolFailure", "m"},
		{errors.New("lost"), "ToolFailure", "lost"},
	}
	for _, tc := range cases {
		got := hostError(tc.err)
		require.Equal(t, tc.kind, got.Kind, "%v", tc.err)
		require.Equal(t, tc.message, got.Message, "%v", tc.err)
	}
	require.Nil(t, hostError(nil))
}
