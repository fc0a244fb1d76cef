package riffle_test

import (
	"bytes"
	"sync"
	"testing"

	riffle "github.com/riffle-json/riffle/go"
)

// TestRobustConcurrentSharing runs many goroutines that share one Config, one
// StreamPool and a set of EncodedNames, reading and writing at once from a cold start
// (first use of every lazily built table), and checks each gets the single-goroutine
// answer. Run under -race (make test does), this is the check that the shared state
// listed in docs/robustness.md is safe.
func TestRobustConcurrentSharing(t *testing.T) {
	cfg := riffle.Config{MaxDepth: 64, EscapeHTML: true}
	pool := riffle.NewStreamPool(cfg)
	names := []riffle.EncodedName{cfg.NewEncodedName("id"), cfg.NewEncodedName("<name>"), cfg.NewEncodedName("x")}
	doc := []byte(`{"id":12345678901,"<name>":"caf\u00e9 & <b>","x":[1.5e300,-0.0,2.2250738585072014e-308,{"y":null}]}`)
	render := func() string {
		it := cfg.NewIterator(doc)
		s := pool.Get(nil)
		defer pool.Put(s)
		s.WriteObjectStart()
		s.WriteObjectEncodedField(names[0])
		_, _ = it.ReadObject()
		s.WriteInt64(it.ReadInt64())
		s.WriteObjectEncodedField(names[1])
		_, _ = it.ReadObject()
		s.WriteString(it.ReadString())
		s.WriteObjectEncodedField(names[2])
		_, _ = it.ReadObject()
		s.WriteArrayStart()
		for it.ReadArray() {
			if it.WhatIsNext() == riffle.NumberValue {
				s.WriteFloat64(it.ReadFloat64())
			} else {
				s.WriteRaw(it.SkipAndReturnBytes())
			}
		}
		s.WriteArrayEnd()
		s.WriteObjectEnd()
		if _, ok := it.ReadObject(); ok || it.Finish() != nil || s.Err() != nil {
			return "error"
		}
		return string(bytes.Clone(s.Buffer()))
	}
	const goroutines, rounds = 16, 200
	results := make([]string, goroutines)
	var start, done sync.WaitGroup
	start.Add(1)
	for g := 0; g < goroutines; g++ {
		done.Add(1)
		go func(g int) {
			defer done.Done()
			start.Wait()
			for r := 0; r < rounds; r++ {
				got := render()
				if results[g] == "" {
					results[g] = got
				} else if got != results[g] {
					results[g] = "changed: " + got
				}
				if err := cfg.Validate(doc); err != nil {
					results[g] = "validate: " + err.Error()
				}
			}
		}(g)
	}
	start.Done()
	done.Wait()
	want := render()
	for g, got := range results {
		if got != want {
			t.Fatalf("goroutine %d: %s, want %s", g, got, want)
		}
	}
	t.Logf("%d goroutines x %d rounds agree: %s", goroutines, rounds, want)
}
