package blobstore

import (
	"context"
	"fmt"
	"time"

	commonpb "go.temporal.io/api/common/v1"
	"go.temporal.io/sdk/converter"
	"google.golang.org/protobuf/proto"
)

// Encoding is the payload metadata encoding of a payload kept in a Store:
// its data is the hash of the original payload (serialized).
const Encoding = "binary/codemode-blob"

// DefaultThreshold is the payload size above which Codec stores a payload:
// well under Temporal's default 2 MB payload limit, and small enough that
// histories of long runs (continue-as-new inputs carry snapshots) stay
// light.
const DefaultThreshold = 256 << 10

// timeout bounds one Put or Get of the codec (the SDK gives codecs no
// context).
const timeout = 30 * time.Second

// Codec returns a payload codec that puts every payload larger than
// threshold bytes (0: DefaultThreshold) into store and keeps only its hash
// in the payload: workflow inputs (a snapshot carried over
// continue-as-new), update results (a suspend's snapshot), activity inputs
// and outputs. Use it on the clients of workers and starters alike:
//
//	dc := converter.NewCodecDataConverter(converter.GetDefaultDataConverter(), blobstore.Codec(store, 0))
//	c, err := client.Dial(client.Options{DataConverter: dc})
//
// Every worker that may replay a run needs the same store.
func Codec(store Store, threshold int) converter.PayloadCodec {
	if threshold <= 0 {
		threshold = DefaultThreshold
	}
	return &codec{store: store, threshold: threshold}
}

type codec struct {
	store     Store
	threshold int
}

func (c *codec) Encode(payloads []*commonpb.Payload) ([]*commonpb.Payload, error) {
	out := make([]*commonpb.Payload, len(payloads))
	for i, p := range payloads {
		if proto.Size(p) <= c.threshold {
			out[i] = p
			continue
		}
		b, err := proto.MarshalOptions{Deterministic: true}.Marshal(p)
		if err != nil {
			return nil, err
		}
		ctx, cancel := context.WithTimeout(context.Background(), timeout)
		hash, err := c.store.Put(ctx, b)
		cancel()
		if err != nil {
			return nil, fmt.Errorf("blobstore: storing a payload of %d bytes: %w", len(b), err)
		}
		out[i] = &commonpb.Payload{
			Metadata: map[string][]byte{converter.MetadataEncoding: []byte(Encoding)},
			Data:     []byte(hash),
		}
	}
	return out, nil
}

func (c *codec) Decode(payloads []*commonpb.Payload) ([]*commonpb.Payload, error) {
	out := make([]*commonpb.Payload, len(payloads))
	for i, p := range payloads {
		if string(p.GetMetadata()[converter.MetadataEncoding]) != Encoding {
			out[i] = p
			continue
		}
		ctx, cancel := context.WithTimeout(context.Background(), timeout)
		b, err := c.store.Get(ctx, string(p.GetData()))
		cancel()
		if err != nil {
			return nil, fmt.Errorf("blobstore: reading payload %s: %w", p.GetData(), err)
		}
		var orig commonpb.Payload
		if err := proto.Unmarshal(b, &orig); err != nil {
			return nil, fmt.Errorf("blobstore: payload %s: %w", p.GetData(), err)
		}
		out[i] = &orig
	}
	return out, nil
}
