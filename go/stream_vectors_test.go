package riffle

import (
	"bufio"
	"encoding/hex"
	"encoding/json"
	"errors"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"testing"
)

// streamVector is one row of testdata/stream.jsonl (see testdata/gen/stream_vectors.py).
type streamVector struct {
	Name   string `json:"name"`
	Config struct {
		EscapeHTML  bool   `json:"escapeHTML"`
		Indent      string `json:"indent"`
		InvalidUTF8 string `json:"invalidUTF8"`
		MaxDepth    int    `json:"maxDepth"`
		Separator   string `json:"separator"`
	} `json:"config"`
	Ops    [][]any `json:"ops"`
	Output string  `json:"output"`
	Error  *struct {
		Kind    string `json:"kind"`
		Offset  int64  `json:"offset"`
		Pointer string `json:"pointer"`
	} `json:"error"`
}

func loadStreamVectors(t *testing.T) []streamVector {
	f, err := os.Open(filepath.Join(repoRoot(t), "testdata", "stream.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []streamVector
	seen := map[string]bool{}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		var r streamVector
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("stream.jsonl: %v", err)
		}
		if r.Name == "" || seen[r.Name] {
			t.Fatalf("stream.jsonl: empty or duplicate name %q", r.Name)
		}
		seen[r.Name] = true
		rows = append(rows, r)
	}
	if err := sc.Err(); err != nil || len(rows) == 0 {
		t.Fatalf("stream.jsonl: %v, %d rows", err, len(rows))
	}
	return rows
}

// runVectorOp performs one op of a vector on s.
func runVectorOp(t *testing.T, s *Stream, op []any) {
	arg := func() string {
		if len(op) < 2 {
			t.Fatalf("op %v has no argument", op)
		}
		v, ok := op[1].(string)
		if !ok {
			t.Fatalf("op %v: argument is not a string", op)
		}
		return v
	}
	unhex := func() []byte {
		b, err := hex.DecodeString(arg())
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	switch op[0] {
	case "null":
		s.WriteNil()
	case "bool":
		s.WriteBool(op[1].(bool))
	case "int":
		v, err := strconv.ParseInt(arg(), 10, 64)
		if err != nil {
			t.Fatal(err)
		}
		s.WriteInt64(v)
	case "uint":
		v, err := strconv.ParseUint(arg(), 10, 64)
		if err != nil {
			t.Fatal(err)
		}
		s.WriteUint64(v)
	case "float64":
		switch a := arg(); a {
		case "NaN":
			s.WriteFloat64(math.NaN())
		case "Infinity":
			s.WriteFloat64(math.Inf(1))
		case "-Infinity":
			s.WriteFloat64(math.Inf(-1))
		default:
			v, err := strconv.ParseFloat(a, 64)
			if err != nil {
				t.Fatal(err)
			}
			s.WriteFloat64(v)
		}
	case "float32":
		v, err := strconv.ParseFloat(arg(), 32)
		if err != nil {
			t.Fatal(err)
		}
		s.WriteFloat32(float32(v))
	case "string":
		s.WriteString(arg())
	case "stringHex":
		s.WriteStringBytes(unhex())
	case "raw":
		s.WriteRawString(arg())
	case "number":
		s.WriteNumber(arg())
	case "close":
		_ = s.Close() // the error, if any, is the sticky one checked after the ops
	case "arrayStart":
		s.WriteArrayStart()
	case "arrayEnd":
		s.WriteArrayEnd()
	case "objectStart":
		s.WriteObjectStart()
	case "objectEnd":
		s.WriteObjectEnd()
	case "emptyArray":
		s.WriteEmptyArray()
	case "emptyObject":
		s.WriteEmptyObject()
	case "field":
		s.WriteObjectField(arg())
	case "fieldHex":
		s.WriteObjectField(string(unhex()))
	case "encodedField":
		s.WriteObjectEncodedField(NewEncodedName(arg()))
	default:
		t.Fatalf("unknown op %v", op)
	}
}

// The shared writer vectors: exact output, error kind, offset and pointer. Each row
// runs on a buffer-only Stream and on one with an io.Writer flushed after the ops,
// which must receive the whole output (a failed call loses nothing before it).
func TestStreamVectors(t *testing.T) {
	for _, r := range loadStreamVectors(t) {
		t.Run(r.Name, func(t *testing.T) {
			runStreamVector(t, r, false)
			runStreamVector(t, r, true)
		})
	}
}

// runStreamVector runs one row on a buffer-only Stream, or on one with an io.Writer.
func runStreamVector(t *testing.T, r streamVector, toWriter bool) {
	c := Config{EscapeHTML: r.Config.EscapeHTML, Indent: r.Config.Indent, MaxDepth: r.Config.MaxDepth}
	if r.Config.InvalidUTF8 == "replace" {
		c.InvalidUTF8 = InvalidUTF8Replace
	}
	var w *chunkWriter
	s := c.NewStream(nil)
	if toWriter {
		w = &chunkWriter{}
		s = c.NewStream(w)
	}
	if r.Config.Separator != "" {
		if err := s.SetTopLevelSeparator(r.Config.Separator); err != nil {
			t.Fatal(err)
		}
	}
	for _, op := range r.Ops {
		runVectorOp(t, s, op)
	}
	got := string(s.Buffer())
	if toWriter {
		if err := s.Flush(); err != s.Err() {
			t.Fatalf("Flush returned %v, the sticky error is %v", err, s.Err())
		}
		got = w.got.String() + string(s.Buffer())
	}
	if got != r.Output || s.Written() != int64(len(got)) {
		t.Fatalf("output %q (Written %d), want %q", got, s.Written(), r.Output)
	}
	if r.Error == nil {
		if s.Err() != nil {
			t.Fatalf("unexpected error %v", s.Err())
		}
		if r.Config.Separator == "" {
			checkValid(t, r.Output)
		}
		return
	}
	var e *Error
	if !errors.As(s.Err(), &e) || e.Kind.String() != r.Error.Kind || e.Offset != r.Error.Offset || e.Pointer != r.Error.Pointer {
		t.Fatalf("error %v, want %s at offset %d, pointer %q", s.Err(), r.Error.Kind, r.Error.Offset, r.Error.Pointer)
	}
}
