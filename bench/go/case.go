package benchgo

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
)

// Library ids used in benchmark names (bench/report maps them to display names).
const (
	LibRiffle     = "riffle"
	LibStd        = "std"   // encoding/json (v1 API)
	LibStdV2      = "stdv2" // encoding/json/v2 + jsontext, GOEXPERIMENT=jsonv2 only
	LibJsoniter   = "jsoniter"
	LibGoccy      = "goccy"
	LibSonic      = "sonic"
	LibSegmentio  = "segmentio"
	LibEasyjson   = "easyjson"
	LibJsonparser = "jsonparser"
	LibFastjson   = "fastjson"
	LibSimdjson   = "simdjson"
	LibJSONExp    = "jsonexp" // github.com/go-json-experiment/json
)

// Case is one (workload, operation, library, API) row. Run performs one operation and
// leaves its answer where Check can see it; Check compares that answer with the
// reference. A case with Missing set is listed in the results but never run.
type Case struct {
	Workload string // small, medium, large, largefile, record2, or a corpus file name
	Op       string // decode, count, validate, skip, generic, struct, write, read
	Lib      string // one of the Lib* ids
	API      string // the API or configuration of the library used
	Bytes    int64  // bytes processed per op, for MB/s (0: not reported)
	Missing  string // non-empty: the row is not built, and why
	Run      func() error
	Check    func() error
}

// Name is the sub-benchmark name: workload/op/lib/api.
func (c *Case) Name() string {
	return strings.Join([]string{c.Workload, c.Op, c.Lib, c.API}, "/")
}

// Verify runs the case once and checks its answer. A panic is reported as an error, so
// one broken row cannot take the others of its benchmark process down.
func (c *Case) Verify() (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("panic: %v", p)
		}
	}()
	if err := c.Run(); err != nil {
		return fmt.Errorf("error: %w", err)
	}
	return c.Check()
}

// missing returns a placeholder row.
func missing(workload, op, lib, api, why string) Case {
	return Case{Workload: workload, Op: op, Lib: lib, API: api, Missing: why}
}

// equal reports whether got deep-equals want, with a short diff hint.
func equal(got, want any) error {
	if reflect.DeepEqual(got, want) {
		return nil
	}
	g, _ := json.Marshal(got)
	w, _ := json.Marshal(want)
	return fmt.Errorf("got %.300s, want %.300s", g, w)
}

func equalInt(what string, got, want int) error {
	if got != want {
		return fmt.Errorf("%s: got %d, want %d", what, got, want)
	}
	return nil
}

// sameJSON reports whether out is one JSON value equal (as a generic tree) to want.
func sameJSON(out []byte, want any) error {
	var got any
	dec := json.NewDecoder(bytes.NewReader(out))
	if err := dec.Decode(&got); err != nil {
		return fmt.Errorf("output does not parse: %v (%.200s)", err, out)
	}
	if dec.More() {
		return fmt.Errorf("output has trailing data: %.200s", out)
	}
	if !reflect.DeepEqual(got, want) {
		return fmt.Errorf("output differs from the input value: %.300s", out)
	}
	return nil
}

// generic decodes data with encoding/json into the generic reference tree.
func generic(data []byte) any {
	var v any
	if err := json.Unmarshal(data, &v); err != nil {
		panic(err)
	}
	return v
}

// Refs are the reference answers, computed once with encoding/json and checked
// against the values written in the test data READMEs by TestReferences.
type Refs struct {
	Small   SmallPayload
	Medium  MediumPayload
	Large   int
	Record2 Record2
	// MediumGeneric and TwitterGeneric are the writers' inputs as generic trees
	// (float64 numbers), and the reference a writer's output must parse to.
	MediumGeneric  any
	TwitterValue   any
	TwitterGeneric any
	Record2Out     []byte
	Corpus         map[string]any // generic tree of each throughput file
	Twitter        Twitter
	CITM           CITM
	Canada         Canada
}

// NewRefs computes the references.
func NewRefs(d *Data) (*Refs, error) {
	r := &Refs{Corpus: map[string]any{}}
	for _, u := range []struct {
		data []byte
		dst  any
	}{
		{d.Small, &r.Small}, {d.Medium, &r.Medium}, {d.Record2, &r.Record2},
		{d.Corpus["twitter.json"], &r.Twitter}, {d.Corpus["citm_catalog.json"], &r.CITM},
		{d.Corpus["canada.json"], &r.Canada},
	} {
		if err := json.Unmarshal(u.data, u.dst); err != nil {
			return nil, err
		}
	}
	var large LargePayload
	if err := json.Unmarshal(d.Large, &large); err != nil {
		return nil, err
	}
	r.Large = len(large.Topics.Topics)
	for _, f := range ThroughputFiles {
		r.Corpus[f] = generic(d.Corpus[f])
	}
	m, _ := json.Marshal(&r.Medium)
	r.MediumGeneric = generic(m)
	r.TwitterValue = generic(d.Corpus["twitter.json"])
	r.TwitterGeneric = r.Corpus["twitter.json"]
	out, err := json.Marshal(&r.Record2)
	if err != nil {
		return nil, err
	}
	r.Record2Out = out
	return r, nil
}

// AllCases lists every row of the Go harness, in report order.
func AllCases(d *Data, r *Refs) []Case {
	var cs []Case
	cs = append(cs, seedCases(d, r)...)
	cs = append(cs, largeFileCases(d)...)
	cs = append(cs, validateCases(d)...)
	cs = append(cs, skipCases(d)...)
	cs = append(cs, bindCases(d, r)...)
	cs = append(cs, writeCases(r)...)
	cs = append(cs, record2Cases(d, r)...)
	return cs
}
