package riffle

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// The twitter-shaped write: the tree encoding/json decodes from twitter.json, walked as
// the bench harness's stream-by-hand row walks it (map order, string names).

// writeAny is bench/go's riffleWriteValue.
func writeAny(s *Stream, v any) error {
	switch v := v.(type) {
	case map[string]any:
		s.WriteObjectStart()
		for k, e := range v {
			s.WriteObjectField(k)
			if err := writeAny(s, e); err != nil {
				return err
			}
		}
		s.WriteObjectEnd()
	case []any:
		s.WriteArrayStart()
		for _, e := range v {
			if err := writeAny(s, e); err != nil {
				return err
			}
		}
		s.WriteArrayEnd()
	case string:
		s.WriteString(v)
	case float64:
		s.WriteFloat64(v)
	case bool:
		s.WriteBool(v)
	case nil:
		s.WriteNil()
	default:
		return fmt.Errorf("unexpected %T", v)
	}
	return nil
}

func loadTwitterTree(tb testing.TB) (any, []byte) {
	data, err := os.ReadFile(filepath.Join(sharedData(tb), "corpus", "twitter.json"))
	if err != nil {
		tb.Fatal(err)
	}
	var v any
	if err := json.Unmarshal(data, &v); err != nil {
		tb.Fatal(err)
	}
	want, err := json.Marshal(v) // sorted keys, HTML escaped
	if err != nil {
		tb.Fatal(err)
	}
	return v, want
}

func TestWriteTwitterMatchesEncodingJSON(t *testing.T) {
	v, want := loadTwitterTree(t)
	s := Config{EscapeHTML: true}.NewStreamBytes(nil)
	writeTree(s, v) // sorted keys, as encoding/json
	if err := s.Close(); err != nil || !bytes.Equal(s.Buffer(), want) {
		t.Fatalf("output differs from encoding/json (%v)", err)
	}
}

// BenchmarkStreamTwitter writes twitter.json's tree to a bytes.Buffer as the bench
// harness does (map order, so the output differs from run to run but not its size).
func BenchmarkStreamTwitter(b *testing.B) {
	v, want := loadTwitterTree(b)
	var buf bytes.Buffer
	s := NewStream(&buf) // the harness's Config: no HTML escaping
	b.SetBytes(int64(len(want)))
	b.ReportAllocs()
	for b.Loop() {
		buf.Reset()
		s.Reset(&buf)
		if err := writeAny(s, v); err != nil {
			b.Fatal(err)
		}
		if err := s.Flush(); err != nil {
			b.Fatal(err)
		}
	}
}
