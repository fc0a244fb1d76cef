package benchgo

import (
	"bytes"
	"fmt"

	riffle "github.com/riffle-json/riffle/go"
)

// record2Cases read record2.json into Record2 and write the reference Record2 back;
// a writer's output must equal the 508-byte compact reference exactly.
func record2Cases(d *Data, r *Refs) []Case {
	var cs []Case
	var got Record2
	readCheck := func() error { return equal(got, r.Record2) }
	cs = append(cs, riffleRecord2Read(d.Record2, &got, readCheck))
	cs = append(cs, riffleUnmarshalRows("record2", "read", d.Record2, &got, readCheck)...)
	for _, u := range append(unmarshalers(), unmarshaler{LibEasyjson, "generated", easyjsonUnmarshal}) {
		cs = append(cs, Case{Workload: "record2", Op: "read", Lib: u.lib, API: u.api, Bytes: int64(len(d.Record2)),
			Run:   func() error { got = Record2{}; return u.fn(d.Record2, &got) },
			Check: readCheck})
	}
	var out []byte
	writeCheck := func() error {
		if !bytes.Equal(out, r.Record2Out) {
			return fmt.Errorf("got %s, want %s", out, r.Record2Out)
		}
		return nil
	}
	size := int64(len(r.Record2Out))
	release := func() { out = nil }
	cs = append(cs, riffleWriteCases("record2", "stream-by-hand", size, func(s *riffle.Stream) error {
		riffleWriteRecord2(s, &r.Record2)
		return nil
	}, &out, writeCheck, release)...)
	cs = append(cs, riffleWriteCases("record2", "appender-by-hand", size, func(s *riffle.Stream) error {
		return riffleAppendRecord2(s.BeginAppend(), &r.Record2).End()
	}, &out, writeCheck, release)...)
	input := func() any { return &r.Record2 }
	cs = append(cs, riffleMarshalCases("record2", "write", size, input, &out, writeCheck, writeCheck, release)...)
	cs = append(cs, reuseWriteCases("record2", "write", size, input, &out, writeCheck, release, easyjsonReuseWriter)...)
	cs = append(cs, marshalCases("record2", "write", size, input, &out, writeCheck, release, marshaler{LibEasyjson, "generated", easyjsonMarshal})...)
	return cs
}
