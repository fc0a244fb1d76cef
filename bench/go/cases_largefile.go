package benchgo

import (
	"encoding/json"
	"errors"
	"io"
	"os"

	"github.com/buger/jsonparser"
	"github.com/go-json-experiment/json/jsontext"
	jsoniter "github.com/json-iterator/go"
)

// largeFileCases count the 11,351 elements of the rebuilt large file, read from an
// *os.File: streaming with a 4 KiB buffer where the library can stream.
func largeFileCases(d *Data) []Case {
	var count int
	check := func() error { return equalInt("elements", count, LargeFileElements) }
	open := func() (*os.File, error) {
		path, _, err := d.LargeFile()
		if err != nil {
			return nil, err
		}
		return os.Open(path)
	}
	cs := []Case{
		{Workload: "largefile", Op: "count", Lib: LibJsoniter, API: "iterator-stream-4KiB(fastest)",
			Run: func() error {
				f, err := open()
				if err != nil {
					return err
				}
				defer f.Close()
				it := jsoniter.Parse(jsoniter.ConfigFastest, f, 4096)
				count = 0
				for it.ReadArray() {
					it.Skip()
					count++
				}
				if it.Error != nil && it.Error != io.EOF {
					return it.Error
				}
				return nil
			}, Check: check},
		riffleLargeFile(open, &count, check),
		{Workload: "largefile", Op: "count", Lib: LibJsonparser, API: "ReadAll+ArrayEach",
			Run: func() error {
				f, err := open()
				if err != nil {
					return err
				}
				defer f.Close()
				b, err := io.ReadAll(f)
				if err != nil {
					return err
				}
				count = 0
				_, err = jsonparser.ArrayEach(b, func([]byte, jsonparser.ValueType, int, error) { count++ })
				return err
			}, Check: check},
		{Workload: "largefile", Op: "count", Lib: LibStdID, API: "Decoder-[]struct{}",
			Run: func() error {
				f, err := open()
				if err != nil {
					return err
				}
				defer f.Close()
				var v []struct{}
				err = json.NewDecoder(f).Decode(&v)
				count = len(v)
				return err
			}, Check: check},
		{Workload: "largefile", Op: "count", Lib: LibJSONExp, API: "jsontext.Decoder-stream",
			Run: func() error {
				f, err := open()
				if err != nil {
					return err
				}
				defer f.Close()
				count, err = countJSONExp(jsontext.NewDecoder(f))
				return err
			}, Check: check},
	}
	cs = append(cs, v2LargeFile(d, &count, check)...)
	size, err := d.LargeFileSize() // the file itself is written on first use
	for i := range cs {
		if err != nil {
			cs[i].Missing = "large file could not be built: " + err.Error()
		}
		cs[i].Bytes = size
	}
	return cs
}

// countJSONExp counts the elements of a top-level array, skipping each.
func countJSONExp(dec *jsontext.Decoder) (int, error) {
	if tok, err := dec.ReadToken(); err != nil || tok.Kind() != '[' {
		return 0, errors.New("not an array")
	}
	n := 0
	for dec.PeekKind() != ']' {
		if err := dec.SkipValue(); err != nil {
			return n, err
		}
		n++
	}
	_, err := dec.ReadToken()
	return n, err
}
