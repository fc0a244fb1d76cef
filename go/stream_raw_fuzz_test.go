package riffle

import (
	"bytes"
	"encoding/json"
	"errors"
	"testing"
)

// FuzzStreamRaw: WriteRaw accepts exactly what Validate accepts (ill-formed UTF-8
// always refused), writes what json.Compact (or json.Indent under Indent) makes of it,
// and on refusal writes nothing.
func FuzzStreamRaw(f *testing.F) {
	for _, r := range fuzzRaws {
		f.Add([]byte(r.raw), false)
	}
	for _, seed := range []string{` { "a" : [ 1 , { } , [ ] , "x\"y" ] } `, `[[[[[[]]]]]]`, "\"\\u00e9\"", `-0.5e-3`, `nul`, `{"a":}`} {
		f.Add([]byte(seed), true)
	}
	f.Fuzz(func(t *testing.T, raw []byte, indent bool) {
		checkWriteRaw(t, raw, indent)
	})
}

// checkWriteRaw writes raw as the second element of an array at depth 1.
func checkWriteRaw(t *testing.T, raw []byte, indent bool) {
	c := Config{MaxDepth: 6}
	if indent {
		c.Indent = "\t"
	}
	s := c.NewStream(nil)
	s.WriteArrayStart()
	s.WriteNil()
	before := string(s.Buffer())
	s.WriteRaw(raw)
	validErr := Config{MaxDepth: 6}.Validate(raw)
	var want bytes.Buffer
	var depthOK bool
	if validErr == nil {
		var err error
		if indent {
			err = json.Indent(&want, bytes.TrimSpace(raw), "\t", "\t")
		} else {
			err = json.Compact(&want, raw)
		}
		if err != nil {
			t.Fatalf("Validate accepts %q, encoding/json does not: %v", raw, err)
		}
		depthOK = rawDepth(want.Bytes()) <= 5
	}
	if validErr == nil && depthOK {
		sep := ","
		if indent {
			sep = ",\n\t"
		}
		if s.Err() != nil || string(s.Buffer()) != before+sep+want.String() {
			t.Fatalf("WriteRaw(%q): %q, %v; want %q", raw, s.Buffer(), s.Err(), before+sep+want.String())
		}
		s.WriteArrayEnd()
		checkValid(t, string(s.Buffer()))
		return
	}
	var e *Error
	if !errors.As(s.Err(), &e) || (e.Kind != KindInvalidValue && e.Kind != KindLimitExceeded) ||
		e.Offset != int64(len(before)) || e.Pointer != "/1" || string(s.Buffer()) != before {
		t.Fatalf("WriteRaw(%q) (valid: %v): %q, %v; want an error and nothing written", raw, validErr, s.Buffer(), s.Err())
	}
}

// rawDepth returns the nesting depth of compact JSON text (no whitespace outside strings).
func rawDepth(b []byte) int {
	depth, deepest, in := 0, 0, false
	for i := 0; i < len(b); i++ {
		switch c := b[i]; {
		case in && c == '\\':
			i++
		case c == '"':
			in = !in
		case !in && (c == '[' || c == '{'):
			depth++
			deepest = max(deepest, depth)
		case !in && (c == ']' || c == '}'):
			depth--
		}
	}
	return deepest
}
