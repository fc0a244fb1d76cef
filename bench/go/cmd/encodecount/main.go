// Command encodecount writes one corpus document's struct model N times into one
// reused buffer, and nothing else: a driver for instruction counts under callgrind,
// the encode twin of decodecount. Per write = the difference of the totals at two N
// over the difference of the N.
//
//	go build -o /tmp/encodecount ./cmd/encodecount   # in bench/go
//	export RIFFLE_TESTDATA=/work/shared/testdata GOMAXPROCS=1 GOGC=off GODEBUG=asyncpreemptoff=1
//	valgrind --tool=callgrind --callgrind-out-file=/dev/null /tmp/encodecount twitter 2
//	valgrind --tool=callgrind --callgrind-out-file=/dev/null /tmp/encodecount twitter 4
//
// Workloads: twitter, citm, canada (the harness's write-struct rows) and small, medium,
// record2 (the seed payloads and Record2 from their structs), each value decoded by
// encoding/json first. The third argument picks the writer: riffle (Fastest MarshalTo
// into a reused Stream, the harness's MarshalTo-reuse(fastest)), compatible (the same
// with Compatible), sonic (EncodeInto with ConfigFastest's options and ValidateString,
// the harness's EncodeInto-reuse(fastest+validate-string)), goccy (an Encoder over a
// reused buffer, the harness's Encoder-reuse); riffle-marshal and goccy-marshal write
// new output each time (Fastest().Marshal and goccy's Marshal, the harness's
// marshal-alloc(fastest) and goccy marshal rows).
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"

	"github.com/bytedance/sonic/encoder"
	goccy "github.com/goccy/go-json"
	benchgo "github.com/riffle-json/riffle/bench/go"
	riffle "github.com/riffle-json/riffle/go"
)

func main() {
	n, d := benchgo.CountSetup("encodecount twitter|citm|canada|small|medium|record2 N riffle|compatible|sonic|goccy|riffle-marshal|goccy-marshal", 3)
	doc, model, ok := benchgo.CountModel(d, os.Args[1])
	if !ok {
		fmt.Fprintln(os.Stderr, "unknown workload", os.Args[1])
		os.Exit(2)
	}
	v := model()
	if err := json.Unmarshal(doc, v); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	var write func() (int, error)
	switch os.Args[3] {
	case "riffle", "compatible":
		c := riffle.Fastest()
		if os.Args[3] == "compatible" {
			c = riffle.Compatible()
		}
		s := c.Config.NewStreamBytes(nil)
		var buf []byte
		write = func() (int, error) {
			s.ResetBytes(buf[:0])
			err := c.MarshalTo(s, v)
			if cerr := s.Close(); err == nil {
				err = cerr
			}
			buf = s.Buffer()
			return len(buf), err
		}
	case "sonic":
		var buf []byte
		write = func() (int, error) {
			buf = buf[:0]
			err := encoder.EncodeInto(&buf, v, encoder.NoValidateJSONMarshaler|encoder.ValidateString)
			return len(buf), err
		}
	case "goccy":
		var buf bytes.Buffer
		enc := goccy.NewEncoder(&buf)
		write = func() (int, error) {
			buf.Reset()
			err := enc.Encode(v)
			return buf.Len(), err
		}
	case "riffle-marshal":
		c := riffle.Fastest()
		write = func() (int, error) {
			out, err := c.Marshal(v)
			return len(out), err
		}
	case "goccy-marshal":
		write = func() (int, error) {
			out, err := goccy.Marshal(v)
			return len(out), err
		}
	default:
		fmt.Fprintln(os.Stderr, "unknown writer", os.Args[3])
		os.Exit(2)
	}
	size := 0
	for i := 0; i < n; i++ {
		var err error
		if size, err = write(); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
	fmt.Println(os.Args[1], n, "writes of", size, "bytes by", os.Args[3])
}
