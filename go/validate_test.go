package riffle

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"path/filepath"
	"strconv"
	"testing"
)

// want returns the expected summary of a validate.jsonl row.
func (r row) wantSummary() string {
	if v, _ := r["valid"].(bool); v {
		return "ok"
	}
	kind, _ := r.str("kind")
	off, _ := strconv.ParseInt(string(r["offset"].(json.Number)), 10, 64)
	ptr, _ := r.str("pointer")
	msg, ok := r.str("message")
	if !ok {
		return "row without a message"
	}
	return kind + "@" + itoa(off) + " " + ptr + " | " + msg
}

func TestValidateVectors(t *testing.T) {
	for _, r := range validateRows(t) {
		t.Run(r.name(), func(t *testing.T) {
			in := r.input(t)
			cfg := r.config(t)
			want := r.wantSummary()
			err := cfg.Validate(in)
			if got := errMessageSummary(err); got != want {
				t.Fatalf("Validate = %s, want %s", got, want)
			}
			if _, limited := r["config"]; !limited && Valid(in) != (want == "ok") {
				t.Fatalf("Valid disagrees")
			}
			for _, m := range inputModes {
				it := m.make(cfg, in)
				it.Skip()
				if got := errMessageSummary(it.Finish()); got != want {
					t.Fatalf("%s: Skip+Finish = %s, want %s", m.name, got, want)
				}
			}
		})
	}
}

// TestValidateReaderError: a failing reader gives KindIO wrapping the cause, at the
// offset where reading stopped.
func TestValidateReaderError(t *testing.T) {
	for _, r := range validateRows(t) {
		in := r.input(t)
		if len(in) < 2 {
			continue
		}
		half := in[:len(in)/2]
		it := NewIteratorReader(&failReader{b: half, err: errBoom})
		it.Skip()
		err := it.Finish()
		e := asError(t, err)
		if e.Kind == KindIO {
			if !errors.Is(err, errBoom) || e.Offset != int64(len(half)) {
				t.Fatalf("%s: %v", r.name(), err)
			}
			continue
		}
		// A syntax error inside the half that was delivered comes first.
		if e.Offset >= int64(len(half)) {
			t.Fatalf("%s: got %v, want io or an earlier error", r.name(), err)
		}
	}
}

// TestTruncations: every prefix of every vector errors or validates, never panics,
// and all input modes agree with Validate.
func TestTruncations(t *testing.T) {
	for _, r := range validateRows(t) {
		in := r.input(t)
		cfg := r.config(t)
		if len(in) > 300 {
			in = in[:300]
		}
		for n := 0; n < len(in); n++ {
			p := in[:n]
			want := errMessageSummary(cfg.Validate(p))
			for _, m := range inputModes[2:4] {
				it := m.make(cfg, p)
				it.Skip()
				if got := errMessageSummary(it.Finish()); got != want {
					t.Fatalf("%s[:%d] %s: %s, Validate %s", r.name(), n, m.name, got, want)
				}
			}
		}
	}
}

func TestJSONTestSuite(t *testing.T) {
	for _, prefix := range []string{"y_", "n_", "i_"} {
		for _, f := range suiteFiles(t, prefix) {
			in := readFile(t, f)
			name := filepath.Base(f)
			err := Validate(in)
			if prefix == "y_" && err != nil {
				t.Errorf("%s rejected: %v", name, err)
			}
			if prefix == "n_" && err == nil {
				t.Errorf("%s accepted", name)
			}
			want := errSummary(err)
			for _, m := range inputModes {
				it := m.make(Config{}, in)
				it.Skip()
				if got := errSummary(it.Finish()); got != want {
					t.Errorf("%s %s: Skip = %s, Validate = %s", name, m.name, got, want)
				}
			}
		}
	}
}

func TestCorpusValid(t *testing.T) {
	dir := sharedData(t)
	files, _ := filepath.Glob(filepath.Join(dir, "corpus", "*.json"))
	seed, _ := filepath.Glob(filepath.Join(dir, "seed-go", "*.json"))
	files = append(files, seed...)
	if len(files) < 10 {
		t.Fatalf("only %d corpus files", len(files))
	}
	for _, f := range files {
		in := readFile(t, f)
		if err := Validate(in); err != nil {
			t.Errorf("%s: %v", filepath.Base(f), err)
		}
		for _, m := range []inputMode{inputModes[3], inputModes[5]} {
			it := m.make(Config{}, in)
			it.Skip()
			if err := it.Finish(); err != nil {
				t.Errorf("%s %s: %v", filepath.Base(f), m.name, err)
			}
		}
	}
}

// TestTruncatedReadVectors: every prefix of the number and string vectors errors or
// validates like Validate in every reader chunking, never panics.
func TestTruncatedReadVectors(t *testing.T) {
	for _, file := range []string{"numbers.jsonl", "strings.jsonl"} {
		for _, r := range loadRows(t, file) {
			in := r.input(t)
			for n := 0; n <= len(in); n++ {
				p := in[:n]
				want := errSummary(Validate(p))
				for _, m := range inputModes[1:4] {
					it := m.make(Config{}, p)
					var out bytes.Buffer
					walk(it, &out)
					if got := errSummary(it.Finish()); got != want {
						t.Fatalf("%s %s[:%d] %s: %s, Validate %s", file, r.name(), n, m.name, got, want)
					}
				}
			}
		}
	}
}

func TestAllDigits(t *testing.T) {
	for c := 0; c < 256; c++ {
		w := []byte("01234567")
		for k := range w {
			w2 := append([]byte(nil), w...)
			w2[k] = byte(c)
			want := c >= '0' && c <= '9'
			if got := allDigits(binary.LittleEndian.Uint64(w2)); got != want {
				t.Fatalf("byte %#x at %d: %v", c, k, got)
			}
		}
	}
}
