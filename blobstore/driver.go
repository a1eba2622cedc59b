package blobstore

import (
	"context"
	"errors"
	"fmt"
	"time"

	commonpb "go.temporal.io/api/common/v1"
	"go.temporal.io/sdk/converter"
	"google.golang.org/protobuf/proto"
)

// DefaultThreshold is the payload size above which ExternalStorage stores a
// payload: well under Temporal's default 2 MB payload limit, and small
// enough that histories of long runs (continue-as-new inputs carry
// snapshots) stay light.
const DefaultThreshold = 256 << 10

// DriverName is the name the driver gives the SDK (claims carry it, so
// every client and worker of a namespace must use the same).
const DriverName = "codemode-blobstore"

// claimKey is the key of a claim's hash in StorageDriverClaim.ClaimData.
const claimKey = "hash"

// Driver makes store a Temporal external payload storage driver: the SDK
// hands it every payload over its size threshold (workflow inputs such as
// a snapshot carried over continue-as-new, update results such as a
// suspend's snapshot, activity inputs and outputs), the history keeps only
// a claim naming the blob's hash, and replays read the blob back by it.
// S3 or GCS drivers of the SDK's contrib modules plug in the same way.
func Driver(store Store) converter.StorageDriver { return driver{store} }

// ExternalStorage is the SDK setting that stores payloads over threshold
// bytes (0: DefaultThreshold) in store; give it to client.Options (the
// workers of that client inherit it) and to the replayer's options:
//
//	c, err := client.Dial(client.Options{ExternalStorage: blobstore.ExternalStorage(store, 0)})
//
// Every worker that may replay a run needs the same store.
func ExternalStorage(store Store, threshold int) converter.ExternalStorage {
	if threshold <= 0 {
		threshold = DefaultThreshold
	}
	return converter.ExternalStorage{Drivers: []converter.StorageDriver{Driver(store)}, PayloadSizeThreshold: threshold}
}

type driver struct{ store Store }

func (driver) Name() string { return DriverName }
func (driver) Type() string { return "blobstore" }

func (d driver) Store(ctx converter.StorageDriverStoreContext, payloads []*commonpb.Payload) ([]converter.StorageDriverClaim, error) {
	claims := make([]converter.StorageDriverClaim, len(payloads))
	for i, p := range payloads {
		b, err := proto.MarshalOptions{Deterministic: true}.Marshal(p)
		if err != nil {
			return nil, err
		}
		hash, err := d.store.Put(ctx.Context, b)
		if err != nil {
			return nil, fmt.Errorf("blobstore: storing a payload of %d bytes: %w", len(b), err)
		}
		claims[i] = converter.StorageDriverClaim{ClaimData: map[string]string{claimKey: hash}}
	}
	return claims, nil
}

func (d driver) Retrieve(ctx converter.StorageDriverRetrieveContext, claims []converter.StorageDriverClaim) ([]*commonpb.Payload, error) {
	payloads := make([]*commonpb.Payload, len(claims))
	for i, c := range claims {
		hash := c.ClaimData[claimKey]
		if hash == "" {
			return nil, errors.New("blobstore: a claim without a hash")
		}
		p, err := d.payload(ctx.Context, hash)
		if err != nil {
			return nil, err
		}
		payloads[i] = p
	}
	return payloads, nil
}

func (d driver) payload(ctx context.Context, hash string) (*commonpb.Payload, error) {
	b, err := d.store.Get(ctx, hash)
	if err != nil {
		return nil, fmt.Errorf("blobstore: reading payload %s: %w", hash, err)
	}
	var p commonpb.Payload
	if err := proto.Unmarshal(b, &p); err != nil {
		return nil, fmt.Errorf("blobstore: payload %s: %w", hash, err)
	}
	return &p, nil
}

// LegacyEncoding is the payload encoding of the payload codec this package
// had before it became a storage driver: the payload's data is the hash of
// the original payload in the store.
const LegacyEncoding = "binary/codemode-blob"

// LegacyCodec reads payloads written by that codec (histories of runs that
// started before, and their continue-as-new inputs) and writes nothing of
// its own: keep it in the data converter of clients and workers that may
// meet such runs,
//
//	converter.NewCodecDataConverter(converter.GetDefaultDataConverter(), blobstore.LegacyCodec(store))
func LegacyCodec(store Store) converter.PayloadCodec { return legacyCodec{driver{store}} }

type legacyCodec struct{ d driver }

// legacyTimeout bounds one read of the codec (the SDK gives codecs no
// context).
const legacyTimeout = 30 * time.Second

func (legacyCodec) Encode(payloads []*commonpb.Payload) ([]*commonpb.Payload, error) {
	return payloads, nil
}

func (c legacyCodec) Decode(payloads []*commonpb.Payload) ([]*commonpb.Payload, error) {
	out := make([]*commonpb.Payload, len(payloads))
	for i, p := range payloads {
		if string(p.GetMetadata()[converter.MetadataEncoding]) != LegacyEncoding {
			out[i] = p
			continue
		}
		ctx, cancel := context.WithTimeout(context.Background(), legacyTimeout)
		orig, err := c.d.payload(ctx, string(p.GetData()))
		cancel()
		if err != nil {
			return nil, err
		}
		out[i] = orig
	}
	return out, nil
}
