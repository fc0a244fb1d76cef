//go:build goexperiment.jsonv2

package benchgo

import (
	"bytes"
	"encoding/json"
	"encoding/json/jsontext"
	jsonv2 "encoding/json/v2"
	"errors"
	"os"
)

// LibStdID names encoding/json's rows: "std-v2exp" in this GOEXPERIMENT=jsonv2 build,
// where the v1 API runs on the v2 engine.
const LibStdID = "std-v2exp"

func stdUnmarshalers() []unmarshaler {
	return []unmarshaler{
		{LibStdID, "unmarshal", json.Unmarshal},
		{LibStdV2, "unmarshal", func(b []byte, v any) error { return jsonv2.Unmarshal(b, v) }},
	}
}

func v2Marshalers() []marshaler {
	return []marshaler{{LibStdV2, "marshal", func(v any) ([]byte, error) { return jsonv2.Marshal(v) }}}
}

func v2ReuseWriters() []reuseWriter {
	return []reuseWriter{
		{LibStdV2, "MarshalWrite-reuse", encoderWriter(func(b *bytes.Buffer) func(any) error {
			return func(v any) error { return jsonv2.MarshalWrite(b, v) }
		})},
	}
}

func v2Validators() []validator {
	return []validator{{LibStdV2, "jsontext.Value.IsValid(dup-ok)", func(b []byte) error {
		if !jsontext.Value(b).IsValid(jsontext.AllowDuplicateNames(true)) {
			return errors.New("reported invalid")
		}
		return nil
	}}}
}

func v2Skippers() []validator {
	// The fast form, as cases_corpus.go's go-json-experiment row: one Decoder reset per
	// document over a bytes.Buffer it reads in place, duplicate names not tracked.
	var buf bytes.Buffer
	dec := jsontext.NewDecoder(&buf)
	return []validator{{LibStdV2, "jsontext.Decoder.SkipValue(reuse,dup-ok)", func(b []byte) error {
		buf = *bytes.NewBuffer(b)
		dec.Reset(&buf, jsontext.AllowDuplicateNames(true))
		if err := dec.SkipValue(); err != nil {
			return err
		}
		return endOfInput(dec.ReadToken())
	}}}
}

func v2LargeFile(d *Data, count *int, check func() error) []Case {
	return []Case{{Workload: "largefile", Op: "count", Lib: LibStdV2, API: "jsontext.Decoder-stream",
		Run: func() error {
			path, _, err := d.LargeFile()
			if err != nil {
				return err
			}
			f, err := os.Open(path)
			if err != nil {
				return err
			}
			defer f.Close()
			*count, err = countJSONText(jsontext.NewDecoder(f))
			return err
		}, Check: check}}
}

// countJSONText counts the elements of a top-level array, skipping each.
func countJSONText(dec *jsontext.Decoder) (int, error) {
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
