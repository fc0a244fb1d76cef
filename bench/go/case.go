package benchgo

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"sync"
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
	// LibMemmove is not a JSON library: its rows (op "memmove") copy the document with
	// Go's copy, the machine's memory bandwidth for it, drawn as the physical-limit line
	// of the validate figure.
	LibMemmove = "memmove"
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
	// Release, if set, drops the answer Run left behind (a decoded tree, an output
	// buffer) so that rows measured later do not run with it in the live heap.
	Release func()
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

// Refs are the reference answers, computed with encoding/json and checked against the
// values written in the test data READMEs by TestReferences. The corpus references are
// built on first use, so a benchmark process that runs one workload holds only that
// workload's references (a large live heap would slow every GC of the measured code).
type Refs struct {
	Small   SmallPayload
	Medium  MediumPayload
	Large   int
	Record2 Record2
	// MediumGeneric is the medium writers' expected output as a generic tree.
	MediumGeneric any
	// Record2Out is the 508-byte compact encoding every Record2 writer must produce.
	Record2Out []byte

	d     *Data
	mu    sync.Mutex
	cache map[string]any
}

// NewRefs computes the small references; the corpus ones come on demand.
func NewRefs(d *Data) (*Refs, error) {
	r := &Refs{d: d, cache: map[string]any{}}
	for _, u := range []struct {
		data []byte
		dst  any
	}{{d.Small, &r.Small}, {d.Medium, &r.Medium}, {d.Record2, &r.Record2}} {
		if err := json.Unmarshal(u.data, u.dst); err != nil {
			return nil, err
		}
	}
	var large LargePayload
	if err := json.Unmarshal(d.Large, &large); err != nil {
		return nil, err
	}
	r.Large = len(large.Topics.Topics)
	m, _ := json.Marshal(&r.Medium)
	r.MediumGeneric = generic(m)
	out, err := json.Marshal(&r.Record2)
	if err != nil {
		return nil, err
	}
	r.Record2Out = out
	return r, nil
}

func (r *Refs) memo(key string, build func() any) any {
	r.mu.Lock()
	defer r.mu.Unlock()
	if v, ok := r.cache[key]; ok {
		return v
	}
	v := build()
	r.cache[key] = v
	return v
}

// Forget drops the references built for workload f (a corpus file name), if any.
func (r *Refs) Forget(f string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for k := range r.cache {
		if strings.HasSuffix(k, ":"+f) {
			delete(r.cache, k)
		}
	}
}

// Generic is corpus file f decoded by encoding/json into a generic tree (float64
// numbers). Callers must not modify it.
func (r *Refs) Generic(f string) any {
	return r.memo("generic:"+f, func() any { return generic(r.d.Corpus[f]) })
}

// WriterInput is a second, separate generic tree of f: the twitter writers' input.
func (r *Refs) WriterInput(f string) any {
	return r.memo("input:"+f, func() any { return generic(r.d.Corpus[f]) })
}

// structRef is corpus file f decoded by encoding/json into a *T.
func structRef[T any](r *Refs, f string) *T {
	return r.memo("struct:"+f, func() any {
		v := new(T)
		if err := json.Unmarshal(r.d.Corpus[f], v); err != nil {
			panic(err)
		}
		return v
	}).(*T)
}

// AllCases lists every row of the Go harness, in report order.
func AllCases(d *Data, r *Refs) []Case {
	var cs []Case
	cs = append(cs, seedCases(d, r)...)
	cs = append(cs, largeFileCases(d)...)
	cs = append(cs, validateCases(d)...)
	cs = append(cs, skipCases(d)...)
	cs = append(cs, bindCases(d, r)...)
	cs = append(cs, writeCases(d, r)...)
	cs = append(cs, encodeCases(d, r)...)
	cs = append(cs, record2Cases(d, r)...)
	return cs
}
