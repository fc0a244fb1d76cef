package benchgo

import (
	"encoding/json"
	"strings"
)

// encodeCases are the writes of issue 15's encode workloads that writeCases and
// record2Cases do not cover: the seed small and large payloads from their structs and
// citm_catalog.json and canada.json as generic trees (op "write", like medium and
// twitter.json), and twitter.json, citm_catalog.json and canada.json from their struct
// models (op "write-struct"). Every peer's Marshal and reuse rows, and Riffle's Marshal
// rows, on the same value; no hand-written Stream rows. Each output must parse back to
// the value encoding/json writes for the input, and Riffle's Compatible output must be
// encoding/json's bytes. MB/s counts the size of encoding/json's output. jsoniter's
// ConfigFastest rows of canada.json are listed as missing: they round its numbers.
func encodeCases(d *Data, r *Refs) []Case {
	var cs []Case
	for _, w := range []struct {
		workload, op string
		value        func() any // the input, built on first use
	}{
		{"small", "write", func() any { return &r.Small }},
		{"large", "write", func() any { return largeRef(r, d) }},
		{"citm_catalog.json", "write", func() any { return r.WriterInput("citm_catalog.json") }},
		{"canada.json", "write", func() any { return r.WriterInput("canada.json") }},
		{"twitter.json", "write-struct", func() any { return structRef[Twitter](r, "twitter.json") }},
		{"citm_catalog.json", "write-struct", func() any { return structRef[CITM](r, "citm_catalog.json") }},
		{"canada.json", "write-struct", func() any { return structRef[Canada](r, "canada.json") }},
	} {
		// encoding/json's text of the input: the reference and the size; computed once
		// here (the corpus models are built, measured and forgotten again).
		ref, err := json.Marshal(w.value())
		if err != nil {
			panic(err)
		}
		size := int64(len(ref))
		r.Forget(w.workload)
		var out []byte
		var in, want any
		input := func() any {
			if in == nil {
				in = w.value()
			}
			return in
		}
		check := func() error {
			if want == nil {
				b, _ := json.Marshal(input())
				want = generic(b)
			}
			return sameJSON(out, want)
		}
		exact := bytesEqual(&out, func() []byte { b, _ := json.Marshal(input()); return b })
		release := func() { out, in, want = nil, nil, nil }
		peers := marshalCases(w.workload, w.op, size, input, &out, check, release)
		peers = append(peers, reuseWriteCases(w.workload, w.op, size, input, &out, check, release)...)
		for _, c := range peers {
			if w.workload == "canada.json" && c.Lib == LibJsoniter && strings.Contains(c.API, "fastest") {
				// Not timed: the output is not the document's value.
				c = missing(c.Workload, c.Op, c.Lib, c.API, "jsoniter's ConfigFastest writes a float64 with at most 6 decimal places (-65.61361699999998 as -65.613617): lossy")
			}
			cs = append(cs, c)
		}
		cs = append(cs, riffleMarshalCases(w.workload, w.op, size, input, &out, exact, check, release)...)
	}
	return cs
}

// largeRef is the large seed payload decoded by encoding/json into its struct.
func largeRef(r *Refs, d *Data) *LargePayload {
	return r.memo("struct:large", func() any {
		v := new(LargePayload)
		if err := json.Unmarshal(d.Large, v); err != nil {
			panic(err)
		}
		return v
	}).(*LargePayload)
}
