package riffle_test

import (
	"bufio"
	"bytes"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"testing/iotest"

	riffle "github.com/riffle-json/riffle/go"
)

// hostileRow is one row of testdata/hostile/bytes.jsonl (see testdata/gen/hostile_bytes.py).
type hostileRow struct {
	Name         string `json:"name"`
	Input        string `json:"input"`
	InputHex     string `json:"input_hex"`
	Valid        bool   `json:"valid"`
	Kind         string `json:"kind"`
	Offset       int64  `json:"offset"`
	Pointer      string `json:"pointer"`
	Message      string `json:"message"`
	ValidReplace bool   `json:"valid_replace"`
}

// data returns the row's input bytes.
func (r hostileRow) data(t testing.TB) []byte {
	if r.InputHex == "" {
		return []byte(r.Input)
	}
	b, err := hex.DecodeString(r.InputHex)
	if err != nil {
		t.Fatalf("%s: %v", r.Name, err)
	}
	return b
}

// want is the outcome the row requires, in the form of outcome().
func (r hostileRow) want() string {
	if r.Valid {
		return "ok"
	}
	return fmt.Sprintf("%s@%d %q | %s", r.Kind, r.Offset, shorten(r.Pointer), r.Message)
}

// outcomeMessage is outcome plus the message text, which the rows pin.
func outcomeMessage(err error) string {
	if err == nil {
		return "ok"
	}
	return outcome(err) + " | " + err.Error()
}

// loadHostileRows reads a file of testdata/hostile.
func loadHostileRows(t testing.TB, file string) []hostileRow {
	f, err := os.Open(filepath.Join("..", "testdata", "hostile", file))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []hostileRow
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var r hostileRow
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		rows = append(rows, r)
	}
	if err := sc.Err(); err != nil || len(rows) == 0 {
		t.Fatalf("%s: %d rows, %v", file, len(rows), err)
	}
	return rows
}

// TestRobustHostileBytes runs testdata/hostile/bytes.jsonl (BOMs, NUL bytes, ill-formed
// UTF-8 and lone surrogates in names and values) through Validate, Skip on a slice,
// Skip on a reader giving one byte at a time, and the replace policy.
func TestRobustHostileBytes(t *testing.T) {
	replace := riffle.Config{InvalidUTF8: riffle.InvalidUTF8Replace}
	for _, r := range loadHostileRows(t, "bytes.jsonl") {
		t.Run(r.Name, func(t *testing.T) {
			data, want := r.data(t), r.want()
			if got := outcomeMessage(riffle.Validate(data)); got != want {
				t.Errorf("Validate: %s, want %s", got, want)
			}
			if got := outcomeMessage(skipAll(riffle.Config{}, data)); got != want {
				t.Errorf("Skip: %s, want %s", got, want)
			}
			it := riffle.NewIteratorReader(iotest.OneByteReader(bytes.NewReader(data)))
			it.Skip()
			if got := outcomeMessage(it.Finish()); got != want {
				t.Errorf("Skip, one byte at a time: %s, want %s", got, want)
			}
			if err := replace.Validate(data); (err == nil) != r.ValidReplace {
				t.Errorf("replace policy: %s, want valid=%v", outcome(err), r.ValidReplace)
			}
		})
	}
}
