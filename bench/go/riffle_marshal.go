package benchgo

import (
	"bytes"
	"fmt"

	riffle "github.com/riffle-json/riffle/go"
)

// Riffle's Marshal rows: the bind layer writing a Go value by reflection, beside the
// peers' Marshal rows of the same workload. Each configuration is named after the peer
// configurations it does the same work as:
//
//   - "(compatible)": riffle.Marshal / riffle.Compatible(), encoding/json's text byte for
//     byte (map keys sorted, <, > and & escaped), the work of std marshal, sonic
//     config-std and jsoniter marshal-std-compatible. Checked byte-equal to
//     encoding/json's Marshal of the same value.
//   - "(fastest)": riffle.Fastest(), map members in Go's map order and no HTML escaping,
//     the work of sonic config-fastest+validate-string. sonic config-fastest and
//     jsoniter marshal-fastest do less: they copy strings without checking their UTF-8
//     (utf8UncheckedWriters; decision 0007). Checked byte-equal
//     to encoding/json's text where the value has no map (medium, Record2), and equal as
//     a value where it has one (twitter.json's tree).
//
// "marshal-alloc" returns a new slice per operation (as the peers' Marshal rows do);
// "MarshalTo-reuse" writes into one Stream and output slice kept across operations (the
// reuse form, like sonic EncodeInto-reuse and segmentio Append-reuse), closed after each
// value so that the output is checked complete.

// riffleMarshalCases are the Marshal rows of one write workload and operation. exact checks *out
// byte for byte against encoding/json's Marshal of the input; sameValue checks it as a
// value (for map order); release drops the workload's answer and input.
func riffleMarshalCases(workload, op string, size int64, input func() any, out *[]byte, exact, sameValue func() error, release func()) []Case {
	type config struct {
		name  string
		bind  riffle.BindConfig
		check func() error
	}
	var cs []Case
	for _, c := range []config{
		{"compatible", riffle.Compatible(), exact},
		{"fastest", riffle.Fastest(), sameValue},
	} {
		cs = append(cs, Case{Workload: workload, Op: op, Lib: LibRiffle, API: "marshal-alloc(" + c.name + ")", Bytes: size,
			Run:   func() (err error) { *out, err = c.bind.Marshal(input()); return err },
			Check: c.check, Release: release})
		s := c.bind.Config.NewStreamBytes(nil) // the Stream takes the escaping of the bind config
		var buf []byte
		cs = append(cs, Case{Workload: workload, Op: op, Lib: LibRiffle, API: "MarshalTo-reuse(" + c.name + ")", Bytes: size,
			Run: func() error {
				s.ResetBytes(buf[:0])
				err := c.bind.MarshalTo(s, input())
				if cerr := s.Close(); err == nil {
					err = cerr
				}
				buf = s.Buffer()
				*out = buf
				return err
			},
			Check: c.check, Release: func() { release(); buf = nil }})
	}
	return cs
}

// bytesEqual is a check that *out holds exactly want().
func bytesEqual(out *[]byte, want func() []byte) func() error {
	return func() error {
		if w := want(); !bytes.Equal(*out, w) {
			return fmt.Errorf("got %.300s, want %.300s", *out, w)
		}
		return nil
	}
}
