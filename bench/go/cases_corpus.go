package benchgo

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"

	"github.com/bytedance/sonic"
	"github.com/go-json-experiment/json/jsontext"
	goccy "github.com/goccy/go-json"
	jsoniter "github.com/json-iterator/go"
	"github.com/minio/simdjson-go"
	segjson "github.com/segmentio/encoding/json"
	"github.com/valyala/fastjson"
)

// validator is one library's whole-document validate (or skip) call; nil means valid.
type validator struct {
	lib, api string
	fn       func([]byte) error
}

func boolErr(ok bool) error {
	if !ok {
		return errors.New("reported invalid")
	}
	return nil
}

func validators() []validator {
	var pj *simdjson.ParsedJson
	vs := []validator{
		{LibStdID, "Valid", func(b []byte) error { return boolErr(json.Valid(b)) }},
		{LibJsoniter, "Valid", func(b []byte) error { return boolErr(jsoniter.ConfigDefault.Valid(b)) }},
		{LibGoccy, "Valid", func(b []byte) error { return boolErr(goccy.Valid(b)) }},
		{LibSonic, "Valid", func(b []byte) error { return boolErr(sonic.Valid(b)) }},
		{LibSegmentio, "Valid", func(b []byte) error { return boolErr(segjson.Valid(b)) }},
		{LibFastjson, "ValidateBytes", fastjson.ValidateBytes},
		{LibJSONExp, "jsontext.Value.IsValid(dup-ok)", func(b []byte) error {
			return boolErr(jsontext.Value(b).IsValid(jsontext.AllowDuplicateNames(true)))
		}},
	}
	if simdjson.SupportedCPU() {
		vs = append(vs, validator{LibSimdjson, "Parse-reuse(tape)", func(b []byte) error {
			var err error
			pj, err = simdjson.Parse(b, pj)
			return err
		}})
	}
	return append(vs, v2Validators()...)
}

func validateCases(d *Data) []Case {
	var cs []Case
	for _, f := range CorpusFiles {
		data := d.Corpus[f]
		cs = append(cs, riffleValidate(f, data)...)
		for _, v := range validators() {
			var err error
			cs = append(cs, Case{Workload: f, Op: "validate", Lib: v.lib, API: v.api, Bytes: int64(len(data)),
				Run:   func() error { err = v.fn(data); return nil },
				Check: func() error { return err }})
		}
		if !simdjson.SupportedCPU() {
			cs = append(cs, missing(f, "validate", LibSimdjson, "Parse-reuse(tape)", "CPU lacks AVX2/CLMUL"))
		}
		cs = append(cs, memmoveCase(f, data))
	}
	return cs
}

// memmoveCase copies the document into a buffer of its size: no JSON work, the speed
// of the memory it streams through, the limit line no validator can pass.
func memmoveCase(f string, data []byte) Case {
	dst := make([]byte, len(data))
	return Case{Workload: f, Op: "memmove", Lib: LibMemmove, API: "copy", Bytes: int64(len(data)),
		Run: func() error { copy(dst, data); return nil },
		Check: func() error {
			if !bytes.Equal(dst, data) {
				return errors.New("the copy differs from the document")
			}
			return nil
		}}
}

// skippers lists the peers' whole-document skip: one Skip, then the end of the input.
func skippers() []validator {
	it := jsoniter.NewIterator(jsoniter.ConfigFastest)
	// jsontext's fast form: one Decoder, reset per document over a bytes.Buffer that it
	// reads in place (no copy), duplicate names not tracked (Riffle's skip does not track
	// them either; tracking them is stricter than RFC 8259, not required by it).
	var buf bytes.Buffer
	dec := jsontext.NewDecoder(&buf)
	return append([]validator{
		{LibJsoniter, "iterator.Skip(fastest)", func(b []byte) error {
			it.ResetBytes(b)
			it.Error = nil
			it.Skip()
			if it.Error != nil {
				return it.Error
			}
			if it.WhatIsNext() != jsoniter.InvalidValue {
				return errors.New("trailing data after the value")
			}
			it.Error = nil // WhatIsNext at the end sets io.EOF
			return nil
		}},
		{LibJSONExp, "jsontext.Decoder.SkipValue(reuse,dup-ok)", func(b []byte) error {
			buf = *bytes.NewBuffer(b)
			dec.Reset(&buf, jsontext.AllowDuplicateNames(true))
			if err := dec.SkipValue(); err != nil {
				return err
			}
			return endOfInput(dec.ReadToken())
		}},
	}, v2Skippers()...)
}

// endOfInput checks that reading a token after the value hits the end of the input.
func endOfInput[T any](_ T, err error) error {
	if err == io.EOF {
		return nil
	}
	if err == nil {
		return errors.New("trailing data after the value")
	}
	return err
}

func skipCases(d *Data) []Case {
	var cs []Case
	skippers := skippers()
	for _, f := range ThroughputFiles {
		data := d.Corpus[f]
		cs = append(cs, riffleSkip(f, data)...)
		for _, v := range skippers {
			var err error
			cs = append(cs, Case{Workload: f, Op: "skip", Lib: v.lib, API: v.api, Bytes: int64(len(data)),
				Run:   func() error { err = v.fn(data); return nil },
				Check: func() error { return err }})
		}
	}
	return cs
}

// bindCases decode the throughput files into a generic tree and into struct shapes.
func bindCases(d *Data, r *Refs) []Case {
	var cs []Case
	for _, f := range ThroughputFiles {
		data := d.Corpus[f]
		size := int64(len(data))
		cs = append(cs, riffleGenericRows(f, data, r)...)
		// Generic tree: map[string]any / []any / float64.
		for _, u := range unmarshalers() {
			var v any
			cs = append(cs, Case{Workload: f, Op: "generic", Lib: u.lib, API: u.api + "(any)", Bytes: size,
				Run:     func() error { v = nil; return u.fn(data, &v) },
				Check:   func() error { return equal(v, r.Generic(f)) },
				Release: func() { v = nil }})
		}
		var p *fastjson.Parser
		var fv *fastjson.Value
		cs = append(cs, Case{Workload: f, Op: "generic", Lib: LibFastjson, API: "Parser.ParseBytes(own-tree)", Bytes: size,
			Run: func() (err error) {
				if p == nil {
					p = new(fastjson.Parser) // reused across operations, as fastjson intends
				}
				fv, err = p.ParseBytes(data)
				return err
			},
			Check:   func() error { return sameJSON(fv.MarshalTo(nil), r.Generic(f)) },
			Release: func() { p, fv = nil, nil }})
		// Struct shapes.
		switch f {
		case "twitter.json", "twitterescaped.json":
			cs = append(cs, structRows(f, data, func() *Twitter { return structRef[Twitter](r, f) })...)
			cs = append(cs, riffleStructRows(f, data, func() *Twitter { return structRef[Twitter](r, f) })...)
		case "citm_catalog.json":
			cs = append(cs, structRows(f, data, func() *CITM { return structRef[CITM](r, f) })...)
			cs = append(cs, riffleStructRows(f, data, func() *CITM { return structRef[CITM](r, f) })...)
		case "canada.json":
			cs = append(cs, structRows(f, data, func() *Canada { return structRef[Canada](r, f) })...)
			cs = append(cs, riffleStructRows(f, data, func() *Canada { return structRef[Canada](r, f) })...)
		}
	}
	return cs
}

func structRows[T any](f string, data []byte, want func() *T) []Case {
	var cs []Case
	for _, u := range unmarshalers() {
		var v T
		cs = append(cs, Case{Workload: f, Op: "struct", Lib: u.lib, API: u.api, Bytes: int64(len(data)),
			Run:     func() error { var zero T; v = zero; return u.fn(data, &v) },
			Check:   func() error { return equal(v, *want()) },
			Release: func() { var zero T; v = zero }})
	}
	return cs
}
