package benchgo

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/bytedance/sonic/encoder"
	jsonexp "github.com/go-json-experiment/json"
	goccy "github.com/goccy/go-json"
	jsoniter "github.com/json-iterator/go"
	"github.com/mailru/easyjson"
	"github.com/mailru/easyjson/jwriter"
	segjson "github.com/segmentio/encoding/json"
)

// Writer rows come in two kinds, named by their API: a row whose API ends in
// "-reuse" writes into an output buffer (or encoder) kept across operations; every other
// writer row allocates its output per operation (Marshal). Each peer with a reuse API has
// a row of each kind, and so has Riffle (riffle_stream.go), so no row family compares a
// reused buffer with a fresh one without a same-kind row beside it.

// reuseWriter is one library's write into a buffer it keeps across operations; it
// returns the document written, without a trailing newline.
type reuseWriter struct {
	lib, api string
	// newFn makes the writer with its own buffer (one per row).
	newFn func() func(any) ([]byte, error)
}

// encoderWriter writes with an Encoder bound once to a reused bytes.Buffer; the
// newline Encoders add after each value is cut off.
func encoderWriter(encode func(*bytes.Buffer) func(any) error) func() func(any) ([]byte, error) {
	return func() func(any) ([]byte, error) {
		var buf bytes.Buffer
		enc := encode(&buf)
		return func(v any) ([]byte, error) {
			buf.Reset()
			err := enc(v)
			return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), err
		}
	}
}

func reuseWriters() []reuseWriter {
	ws := []reuseWriter{
		{LibStdID, "Encoder-reuse", encoderWriter(func(b *bytes.Buffer) func(any) error {
			enc := json.NewEncoder(b)
			return enc.Encode
		})},
		{LibGoccy, "Encoder-reuse", encoderWriter(func(b *bytes.Buffer) func(any) error {
			enc := goccy.NewEncoder(b)
			return enc.Encode
		})},
		{LibJSONExp, "MarshalWrite-reuse", encoderWriter(func(b *bytes.Buffer) func(any) error {
			return func(v any) error { return jsonexp.MarshalWrite(b, v) }
		})},
		{LibJsoniter, "Stream.WriteVal-reuse(fastest)", func() func(any) ([]byte, error) {
			s := jsoniter.NewStream(jsoniter.ConfigFastest, nil, 4096)
			return func(v any) ([]byte, error) {
				s.Reset(nil) // keeps the buffer, empties it
				s.WriteVal(v)
				return s.Buffer(), s.Error
			}
		}},
		{LibSonic, "EncodeInto-reuse(fastest)", func() func(any) ([]byte, error) {
			var buf []byte
			return func(v any) ([]byte, error) {
				buf = buf[:0]
				// The options of sonic.ConfigFastest.
				err := encoder.EncodeInto(&buf, v, encoder.NoValidateJSONMarshaler)
				return buf, err
			}
		}},
		{LibSonic, "EncodeInto-reuse(fastest+validate-string)", func() func(any) ([]byte, error) {
			var buf []byte
			return func(v any) ([]byte, error) {
				buf = buf[:0]
				// ConfigFastest's options and its ValidateString: the UTF-8 check of every
				// string that Riffle and encoding/json make (see utf8UncheckedWriters).
				err := encoder.EncodeInto(&buf, v, encoder.NoValidateJSONMarshaler|encoder.ValidateString)
				return buf, err
			}
		}},
		{LibSegmentio, "Append-reuse", func() func(any) ([]byte, error) {
			var buf []byte
			return func(v any) (out []byte, err error) {
				buf, err = segjson.Append(buf[:0], v, 0)
				return buf, err
			}
		}},
	}
	return append(ws, v2ReuseWriters()...)
}

// easyjsonReuseWriter is easyjson's reuse form, for the types it generated code for
// (medium, record2): the generated MarshalEasyJSON into a jwriter.Writer whose pooled
// buffer is built into a slice kept across operations (BuildBytes' reuse argument).
var easyjsonReuseWriter = reuseWriter{LibEasyjson, "jwriter.BuildBytes-reuse", func() func(any) ([]byte, error) {
	var buf []byte
	return func(v any) (out []byte, err error) {
		m, ok := v.(easyjson.Marshaler)
		if !ok {
			return nil, fmt.Errorf("%T has no generated easyjson encoder", v)
		}
		var w jwriter.Writer
		m.MarshalEasyJSON(&w)
		buf, err = w.BuildBytes(buf[:0])
		return buf, err
	}
}}

// reuseWriteCases are the reuse rows of one write workload and operation (the reuse
// writers and extra): out receives the written document for check; release drops the
// workload's answer and input.
func reuseWriteCases(workload, op string, size int64, input func() any, out *[]byte, check func() error, release func(), extra ...reuseWriter) []Case {
	var cs []Case
	for _, w := range append(reuseWriters(), extra...) {
		var write func(any) ([]byte, error)
		cs = append(cs, Case{Workload: workload, Op: op, Lib: w.lib, API: w.api, Bytes: size,
			Run: func() (err error) {
				if write == nil {
					write = w.newFn()
				}
				*out, err = write(input())
				return err
			},
			Check:   check,
			Release: func() { release(); write = nil }})
	}
	return cs
}
