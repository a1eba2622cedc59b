package integration

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"testing"
	"time"

	"github.com/codemode-go/codemode"
	"github.com/codemode-go/codemode/blobstore"
	codemodeworker "github.com/codemode-go/codemode/worker"
	"github.com/codemode-go/codemode/workflow"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/converter"
	"go.temporal.io/sdk/worker"
)

// blobProgram keeps a large heap (a snapshot of ~100 KB) across tool calls.
const blobProgram = `
const big = []
for (let i = 0; i < 2000; i++) big.push({i, s: "item number " + i})
let s = 0
for (let i = 0; i < 4; i++) s += (await tools.testkit.add({a: i, b: big.length})).sum
return [s, big[1999].s]
`

// TestBlobSnapshots runs with the blob store as the SDK's external payload
// storage on client and worker and a 16 KB threshold: the snapshots carried
// over continue-as-new are kept in the store, the history holds only claims
// naming their hashes, and the run ends as in-process.
func TestBlobSnapshots(t *testing.T) {
	c := startCluster(t)
	const queue = "codemode-blob"
	dir := t.TempDir()
	store, err := blobstore.NewFS(dir)
	require.NoError(t, err)
	bc := c.server.NewClientWithOptions(client.Options{ExternalStorage: blobstore.ExternalStorage(store, 16<<10)})
	rt := runtimeFor(t, programOptions{})
	w := worker.New(bc, queue, worker.Options{})
	codemodeworker.Register(w, rt)
	require.NoError(t, w.Start())
	defer w.Stop()

	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	const id = "it-blob"
	want := rt.ExecuteWith(ctx, blobProgram, codemode.RunOptions{RunID: id, RandomSeed: 1})
	require.True(t, want.OK, want.String())
	in := workflow.NewInput(rt, blobProgram)
	in.EventBudget = 12
	_, err = workflow.Start(ctx, bc, client.StartWorkflowOptions{ID: id, TaskQueue: queue}, in)
	require.NoError(t, err)
	res, err := workflow.Await(ctx, bc, id)
	require.NoError(t, err)
	require.Equal(t, resultJSON(t, want), resultJSON(t, res))

	runs := c.chain(t, id)
	require.GreaterOrEqual(t, len(runs), 2, "continued as new")
	for _, h := range runs[:len(runs)-1] {
		last := h.Events[len(h.Events)-1].GetWorkflowExecutionContinuedAsNewEventAttributes()
		require.NotNil(t, last)
		p := last.GetInput().GetPayloads()[0]
		require.Contains(t, string(p.GetMetadata()[converter.MetadataMessageType]), "ExternalStorageReference", "the snapshot went to the store")
		require.Less(t, len(p.GetData()), 1000)
		hash := regexp.MustCompile(`sha256:[0-9a-f]{64}`).FindString(string(p.GetData()))
		require.NotEmpty(t, hash, "the claim names no hash: %s", p.GetData())
		blob, err := store.Get(ctx, hash)
		require.NoError(t, err)
		require.Greater(t, len(blob), 16<<10)
	}
	files, err := filepath.Glob(filepath.Join(dir, "*", "*"))
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, f := range files {
		info, err := os.Stat(f)
		require.NoError(t, err)
		require.Greater(t, info.Size(), int64(16<<10))
	}
}
