package riffle

import (
	"bytes"
	"encoding/json"
	"regexp"
	"testing"
	"unicode/utf8"
)

// surrogateEscape finds \u escapes of UTF-16 surrogates, which encoding/json accepts
// unpaired (it replaces them) while Riffle rejects them by default.
var surrogateEscape = regexp.MustCompile(`\\u[dD][89abcdefABCDEF]`)

// FuzzIterator checks, for any input: Validate agrees with encoding/json.Valid where
// their contracts agree; Skip agrees with Validate in every input mode; a generic walk
// with WhatIsNext and the typed reads never panics, fails exactly when Validate does,
// and reads the same values from a slice and from chunked readers.
func FuzzIterator(f *testing.F) {
	for _, file := range []string{"validate.jsonl", "limits.jsonl", "numbers.jsonl", "strings.jsonl"} {
		for _, r := range loadRows(f, file) {
			f.Add(r.input(f))
		}
	}
	if !testing.Short() {
		for _, p := range suiteFiles(f, "") {
			f.Add(readFile(f, p))
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		err := Validate(data)
		want := errSummary(err)
		if err != nil {
			if e := asError(t, err); e.Offset < 0 || e.Offset > int64(len(data)) {
				t.Fatalf("offset %d outside the input", e.Offset)
			}
		}
		// The oracle: encoding/json v1 where both contracts agree.
		if utf8.Valid(data) && !surrogateEscape.Match(data) {
			var e *Error
			limit := err != nil && asErrorQuiet(err, &e) && e.Kind == KindLimitExceeded
			if !limit && json.Valid(data) != (err == nil) {
				t.Fatalf("Validate %s, encoding/json.Valid %v", want, json.Valid(data))
			}
		}
		// The replace policy accepts a superset.
		if rerr := (Config{InvalidUTF8: InvalidUTF8Replace}).Validate(data); err == nil && rerr != nil {
			t.Fatalf("replace policy rejects a strictly valid input: %v", rerr)
		}
		var ref string
		for k, m := range []inputMode{inputModes[0], inputModes[2], inputModes[3], inputModes[6]} {
			it := m.make(Config{}, data)
			it.Skip()
			if got := errSummary(it.Finish()); got != want {
				t.Fatalf("%s: Skip %s, Validate %s", m.name, got, want)
			}
			it = m.make(Config{}, data)
			var out bytes.Buffer
			walk(it, &out)
			if got := errSummary(it.Finish()); got != want {
				t.Fatalf("%s: walk %s, Validate %s", m.name, got, want)
			}
			if k == 0 {
				ref = out.String()
			} else if out.String() != ref {
				t.Fatalf("%s: walk read different values than from a slice", m.name)
			}
			// Typed reads of a scalar never panic and agree across modes.
			it = m.make(Config{}, data)
			_ = it.ReadFloat64()
			it = m.make(Config{}, data)
			_ = it.ReadInt64()
			// The binder hooks: reading every scalar as an integer and recovering from
			// the value errors, with a save point rewound at every container, still
			// fails exactly when Validate does.
			it = m.make(Config{}, data)
			hookWalk(it)
			if got := errSummary(it.Finish()); got != want {
				t.Fatalf("%s: hook walk %s, Validate %s", m.name, got, want)
			}
			// Small length limits: Skip and the typed reads meet each limit exactly
			// where Validate does, at every chunking (the exact length-limit rule).
			small := Config{MaxStringBytes: 3, MaxNumberBytes: 2}
			wantSmall := errSummary(small.Validate(data))
			it = m.make(small, data)
			it.Skip()
			if got := errSummary(it.Finish()); got != wantSmall {
				t.Fatalf("%s small limits: Skip %s, Validate %s", m.name, got, wantSmall)
			}
			it = m.make(small, data)
			walk(it, &out)
			if got := errSummary(it.Finish()); got != wantSmall {
				t.Fatalf("%s small limits: walk %s, Validate %s", m.name, got, wantSmall)
			}
		}
	})
}

func asErrorQuiet(err error, e **Error) bool {
	x, ok := err.(*Error)
	*e = x
	return ok
}

// hookWalk walks any value like a binder would: at each container of the first 32
// levels it marks, skips the container, rewinds and then walks it (deeper, marking at
// every level would make the walk quadratic); each scalar is read as an integer and a
// value error (a string, a fraction, an out-of-range number) is recovered from.
func hookWalk(it *Iterator) {
	switch it.WhatIsNext() {
	case ArrayValue, ObjectValue:
		if len(it.levels) < 32 {
			m := it.Mark()
			it.Skip()
			if it.Err() != nil {
				return
			}
			it.Rewind(m)
		}
		if it.WhatIsNext() == ArrayValue {
			for it.ReadArray() {
				hookWalk(it)
			}
			return
		}
		for _, ok := it.ReadObject(); ok; _, ok = it.ReadObject() {
			hookWalk(it)
		}
	case InvalidValue:
		it.Skip() // records the syntax error
	default:
		_ = it.ReadInt64()
		if e, ok := it.Err().(*Error); ok && e.Recoverable() {
			it.Recover()
		}
	}
}
