// Package blobstore keeps large byte strings (run snapshots, big payloads)
// out of Temporal histories: a Store holds them by content hash, and Driver
// makes it a storage driver for the Temporal SDK's external payload storage
// (ExternalStorage), which replaces every payload over a size threshold by
// a claim naming its hash.
//
// Content addressing is what keeps workflows deterministic: a hash names
// exactly one byte string, so a replay that reads a payload back by its
// hash gets the same bytes the original run wrote, on any worker.
//
// The interface fits S3-like object stores (an object key per hash, Put of
// an existing key a no-op); FS is the implementation that ships, for one
// machine or a shared filesystem.
package blobstore

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
)

// Store holds immutable blobs by content hash.
type Store interface {
	// Put stores data and returns its hash (Hash(data)). Putting the same
	// bytes again is harmless.
	Put(ctx context.Context, data []byte) (string, error)
	// Get returns the blob with this hash; ErrNotFound when there is none.
	// Implementations check the bytes against the hash.
	Get(ctx context.Context, hash string) ([]byte, error)
}

// ErrNotFound is Get's error for an unknown hash.
var ErrNotFound = errors.New("blobstore: blob not found")

const prefix = "sha256:"

// Hash is the content hash of data: "sha256:" and 64 lowercase hex digits.
func Hash(data []byte) string {
	sum := sha256.Sum256(data)
	return prefix + hex.EncodeToString(sum[:])
}

// hexOf checks a hash and returns its hex digits.
func hexOf(hash string) (string, error) {
	h, ok := strings.CutPrefix(hash, prefix)
	if !ok || len(h) != 64 {
		return "", fmt.Errorf("blobstore: malformed hash %q", hash)
	}
	for _, c := range h {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return "", fmt.Errorf("blobstore: malformed hash %q", hash)
		}
	}
	return h, nil
}

// verify checks that data has this hash.
func verify(hash string, data []byte) error {
	if Hash(data) != hash {
		return fmt.Errorf("blobstore: blob %s is corrupt (its bytes have another hash)", hash)
	}
	return nil
}
