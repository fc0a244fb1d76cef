package riffle_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	riffle "github.com/riffle-json/riffle/go"
)

// FuzzRobustReencode: for any input that validates, reading it with the typed reads and
// writing it again with a Stream gives valid JSON (an encoder never emits invalid JSON),
// and doing it once more gives the same bytes (the re-encode is canonical). Any input
// that does not validate fails the walk with Validate's error. Seeds: testdata/fuzz/ and
// testdata/hostile/.
//
//	go test -run '^$' -fuzz '^FuzzRobustReencode$' -fuzztime 1h .
func FuzzRobustReencode(f *testing.F) {
	for _, pattern := range []string{"fuzz/*/*", "hostile/*.jsonl"} {
		paths, _ := filepath.Glob(filepath.Join("..", "testdata", pattern))
		for _, p := range paths {
			data, err := os.ReadFile(p)
			if err != nil {
				f.Fatal(err)
			}
			if filepath.Ext(p) == ".jsonl" {
				for _, line := range bytes.Split(data, []byte("\n")) {
					f.Add(line)
				}
			} else {
				f.Add(data)
			}
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		verr := riffle.Validate(data)
		out, werr := reencode(data)
		if got, want := outcome(werr), outcome(verr); got != want {
			t.Fatalf("walk %s, Validate %s", got, want)
		}
		if verr != nil {
			return
		}
		if err := riffle.Validate(out); err != nil {
			t.Fatalf("the Stream wrote invalid JSON %q: %v", out, err)
		}
		again, err := reencode(out)
		if err != nil || !bytes.Equal(again, out) {
			t.Fatalf("re-encoding is not stable: %q then %q (%v)", out, again, err)
		}
	})
}

// reencode reads data with the typed reads and writes it again with a Stream.
func reencode(data []byte) ([]byte, error) {
	it := riffle.NewIterator(data)
	s := riffle.NewStream(nil)
	copyValue(it, s)
	if err := it.Finish(); err != nil {
		return nil, err
	}
	if err := s.Err(); err != nil {
		return nil, err
	}
	return bytes.Clone(s.Buffer()), nil
}

// copyValue copies one value; the recursion is bounded by the default MaxDepth.
func copyValue(it *riffle.Iterator, s *riffle.Stream) {
	switch it.WhatIsNext() {
	case riffle.ObjectValue:
		s.WriteObjectStart()
		for name, ok := it.ReadObject(); ok; name, ok = it.ReadObject() {
			s.WriteObjectField(string(name))
			copyValue(it, s)
		}
		s.WriteObjectEnd()
	case riffle.ArrayValue:
		s.WriteArrayStart()
		for it.ReadArray() {
			copyValue(it, s)
		}
		s.WriteArrayEnd()
	case riffle.StringValue:
		s.WriteString(it.ReadString())
	case riffle.NumberValue:
		s.WriteRaw([]byte(it.ReadNumber()))
	case riffle.BoolValue:
		s.WriteBool(it.ReadBool())
	case riffle.NilValue:
		it.ReadNil()
		s.WriteNil()
	default:
		it.Skip()
	}
}
