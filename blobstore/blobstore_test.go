package blobstore

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	commonpb "go.temporal.io/api/common/v1"
	"go.temporal.io/sdk/converter"
	"google.golang.org/protobuf/proto"
)

func TestFSPutGet(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	s, err := NewFS(dir)
	if err != nil {
		t.Fatal(err)
	}
	data := []byte("hello snapshot")
	h, err := s.Put(ctx, data)
	if err != nil {
		t.Fatal(err)
	}
	if h != Hash(data) || !strings.HasPrefix(h, "sha256:") || len(h) != 71 {
		t.Fatalf("hash %q", h)
	}
	if h2, err := s.Put(ctx, data); err != nil || h2 != h {
		t.Fatalf("second put: %q %v", h2, err)
	}
	got, err := s.Get(ctx, h)
	if err != nil || !bytes.Equal(got, data) {
		t.Fatalf("get: %q %v", got, err)
	}
	// One file, no temporary leftovers.
	var files []string
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if !d.IsDir() {
			files = append(files, p)
		}
		return nil
	})
	if len(files) != 1 || filepath.Base(files[0]) != h[7:] {
		t.Fatalf("files: %v", files)
	}
	// Corruption is detected.
	if err := os.WriteFile(files[0], []byte("tampered"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Get(ctx, h); err == nil || !strings.Contains(err.Error(), "corrupt") {
		t.Fatalf("want a corruption error, got %v", err)
	}
	if _, err := s.Get(ctx, Hash([]byte("other"))); !errors.Is(err, ErrNotFound) {
		t.Fatalf("want ErrNotFound, got %v", err)
	}
	for _, bad := range []string{"", "sha256:", "sha256:../../etc/passwd", "md5:" + h[7:], "sha256:" + strings.ToUpper(h[7:])} {
		if _, err := s.Get(ctx, bad); err == nil || errors.Is(err, ErrNotFound) {
			t.Fatalf("%q: want a malformed-hash error, got %v", bad, err)
		}
	}
}

func TestFSConcurrentPuts(t *testing.T) {
	s, err := NewFS(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	data := bytes.Repeat([]byte("x"), 1<<20)
	var wg sync.WaitGroup
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if _, err := s.Put(context.Background(), data); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	got, err := s.Get(context.Background(), Hash(data))
	if err != nil || !bytes.Equal(got, data) {
		t.Fatalf("get after concurrent puts: %v", err)
	}
}

func TestDriver(t *testing.T) {
	s, err := NewFS(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	d := Driver(s)
	big := strings.Repeat("snapshot bytes ", 1000)
	payloads, err := converter.GetDefaultDataConverter().ToPayloads("small", big)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	claims, err := d.Store(converter.StorageDriverStoreContext{Context: ctx}, payloads.GetPayloads())
	if err != nil {
		t.Fatal(err)
	}
	if len(claims) != 2 || claims[0].ClaimData[claimKey] == claims[1].ClaimData[claimKey] {
		t.Fatalf("claims: %v", claims)
	}
	back, err := d.Retrieve(converter.StorageDriverRetrieveContext{Context: ctx}, claims)
	if err != nil {
		t.Fatal(err)
	}
	var a, b string
	if err := converter.GetDefaultDataConverter().FromPayloads(&commonpb.Payloads{Payloads: back}, &a, &b); err != nil || a != "small" || b != big {
		t.Fatalf("round trip: %v", err)
	}
	// A claim whose blob is gone fails, loudly.
	gone := []converter.StorageDriverClaim{{ClaimData: map[string]string{claimKey: Hash([]byte("gone"))}}}
	if _, err := d.Retrieve(converter.StorageDriverRetrieveContext{Context: ctx}, gone); err == nil || !strings.Contains(err.Error(), "not found") {
		t.Fatalf("want a not-found error, got %v", err)
	}
}

// TestLegacyCodec reads a payload written by the codec this package had
// before it became a storage driver, and writes nothing.
func TestLegacyCodec(t *testing.T) {
	s, err := NewFS(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	big := strings.Repeat("snapshot bytes ", 1000)
	orig, err := converter.GetDefaultDataConverter().ToPayload(big)
	if err != nil {
		t.Fatal(err)
	}
	b, err := proto.Marshal(orig)
	if err != nil {
		t.Fatal(err)
	}
	hash, err := s.Put(context.Background(), b)
	if err != nil {
		t.Fatal(err)
	}
	old := &commonpb.Payloads{Payloads: []*commonpb.Payload{{
		Metadata: map[string][]byte{converter.MetadataEncoding: []byte(LegacyEncoding)},
		Data:     []byte(hash),
	}}}
	dc := converter.NewCodecDataConverter(converter.GetDefaultDataConverter(), LegacyCodec(s))
	var got string
	if err := dc.FromPayloads(old, &got); err != nil || got != big {
		t.Fatalf("reading a legacy payload: %v", err)
	}
	p, err := dc.ToPayload(big)
	if err != nil || string(p.GetMetadata()[converter.MetadataEncoding]) == LegacyEncoding {
		t.Fatalf("the legacy codec stored a payload: %v", err)
	}
	missing := &commonpb.Payloads{Payloads: []*commonpb.Payload{{
		Metadata: map[string][]byte{converter.MetadataEncoding: []byte(LegacyEncoding)},
		Data:     []byte(Hash([]byte("gone"))),
	}}}
	if err := dc.FromPayloads(missing, &got); err == nil || !strings.Contains(err.Error(), "not found") {
		t.Fatalf("want a not-found error, got %v", err)
	}
}
