package blobstore

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
)

// FS is a Store in a directory: the blob with hash sha256:HEX is the file
// HEX[:2]/HEX. Writes are atomic (a temporary file, synced, then renamed),
// so a crash never leaves a partial blob under a hash, and concurrent Puts
// of the same bytes are safe.
type FS struct {
	dir string
}

// NewFS returns the store in dir, creating the directory if needed.
func NewFS(dir string) (*FS, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	return &FS{dir: dir}, nil
}

func (s *FS) path(h string) string { return filepath.Join(s.dir, h[:2], h) }

// Put stores data under its hash.
func (s *FS) Put(ctx context.Context, data []byte) (string, error) {
	hash := Hash(data)
	if err := ctx.Err(); err != nil {
		return "", err
	}
	h, _ := hexOf(hash)
	final := s.path(h)
	if _, err := os.Stat(final); err == nil {
		return hash, nil // content addressed: already there
	}
	if err := os.MkdirAll(filepath.Dir(final), 0o755); err != nil {
		return "", err
	}
	tmp, err := os.CreateTemp(filepath.Dir(final), h+".tmp*")
	if err != nil {
		return "", err
	}
	defer os.Remove(tmp.Name()) // after a successful rename there is nothing to remove
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return "", err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return "", err
	}
	if err := tmp.Close(); err != nil {
		return "", err
	}
	if err := os.Rename(tmp.Name(), final); err != nil {
		return "", err
	}
	return hash, nil
}

// Get reads the blob with this hash and checks it.
func (s *FS) Get(ctx context.Context, hash string) ([]byte, error) {
	h, err := hexOf(hash)
	if err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	data, err := os.ReadFile(s.path(h))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	if err := verify(hash, data); err != nil {
		return nil, err
	}
	return data, nil
}
