package riffle

import (
	"math"
	"reflect"
	"strings"
	"testing"
)

// A WriteMember call writes exactly what WriteObjectField and the value call write,
// with the same error (kind, pointer, and offset unless the value fails after its
// name: then the member call writes nothing of the member), in every state.
func TestWriteMemberMatchesTwoCalls(t *testing.T) {
	prefixes := map[string]func(s *Stream){
		"first member":  func(s *Stream) { s.WriteObjectStart() },
		"later member":  func(s *Stream) { s.WriteObjectStart(); s.WriteObjectField("x"); s.WriteNil() },
		"nested":        func(s *Stream) { s.WriteArrayStart(); s.WriteNil(); s.WriteObjectStart() },
		"in array":      func(s *Stream) { s.WriteArrayStart() },
		"value due":     func(s *Stream) { s.WriteObjectStart(); s.WriteObjectField("x") },
		"top":           func(s *Stream) {},
		"failed":        func(s *Stream) { s.WriteObjectStart(); s.WriteFloat64(math.NaN()) },
		"after a close": func(s *Stream) { s.WriteObjectStart(); s.WriteObjectEnd() },
	}
	type member struct {
		name  string
		one   func(s *Stream, n EncodedName)
		value func(s *Stream)
	}
	members := []member{
		{"string", func(s *Stream, n EncodedName) { s.WriteMemberString(n, "v\n") }, func(s *Stream) { s.WriteString("v\n") }},
		{"bad string", func(s *Stream, n EncodedName) { s.WriteMemberString(n, "v\xc3") }, func(s *Stream) { s.WriteString("v\xc3") }},
		{"int", func(s *Stream, n EncodedName) { s.WriteMemberInt64(n, math.MinInt64) }, func(s *Stream) { s.WriteInt64(math.MinInt64) }},
		{"uint", func(s *Stream, n EncodedName) { s.WriteMemberUint64(n, math.MaxUint64) }, func(s *Stream) { s.WriteUint64(math.MaxUint64) }},
		{"float", func(s *Stream, n EncodedName) { s.WriteMemberFloat64(n, 1e-7) }, func(s *Stream) { s.WriteFloat64(1e-7) }},
		{"NaN", func(s *Stream, n EncodedName) { s.WriteMemberFloat64(n, math.NaN()) }, func(s *Stream) { s.WriteFloat64(math.NaN()) }},
		{"bool", func(s *Stream, n EncodedName) { s.WriteMemberBool(n, true) }, func(s *Stream) { s.WriteBool(true) }},
	}
	for _, c := range []Config{{}, {Indent: "  "}, {InvalidUTF8: InvalidUTF8Replace}, {EscapeHTML: true}} {
		names := []EncodedName{{}}
		for _, name := range []string{"a", "b/~c", "", "\xff", "<é>"} {
			names = append(names, c.NewEncodedName(name))
		}
		for pname, prefix := range prefixes {
			for _, n := range names {
				for _, m := range members {
					one, two, b := c.NewStream(nil), c.NewStream(nil), c.NewStream(nil)
					prefix(b)
					base := string(b.Buffer())
					prefix(one)
					prefix(two)
					m.one(one, n)
					two.WriteObjectField(n.Name())
					m.value(two)
					want, wantErr := string(two.Buffer()), two.Err()
					if e, ok := wantErr.(*Error); ok && e.Offset > int64(len(base)) {
						// The value failed after its name: the member call writes
						// nothing of the member, the name included.
						want = base
						f := *e
						f.Offset = int64(len(base))
						wantErr = &f
					}
					if string(one.Buffer()) != want || one.Written() != int64(len(want)) ||
						!reflect.DeepEqual(one.Err(), wantErr) {
						t.Fatalf("indent %q, %s, name %q, %s: member call %q %v, two calls %q %v",
							c.Indent, pname, n.Name(), m.name, one.Buffer(), one.Err(), two.Buffer(), two.Err())
					}
					if one.Err() != nil {
						continue
					}
					// Both go on the same way.
					one.WriteObjectField("z")
					two.WriteObjectField("z")
					if string(one.Buffer()) != string(two.Buffer()) {
						t.Fatalf("%s, %s: the next member differs: %q, %q", pname, m.name, one.Buffer(), two.Buffer())
					}
				}
			}
		}
	}
}

// A pre-encoded name is written the same whatever room the buffer has (putName's
// block copy needs nameCopyBytes of spare capacity; with less, putNameSlow appends)
// and whatever its length around the block size.
func TestEncodedNameAtEveryRoom(t *testing.T) {
	var names []EncodedName
	for k := 1; k <= nameCopyBytes+2; k++ { // encodings of 4 to nameCopyBytes+5 bytes
		names = append(names, NewEncodedName(strings.Repeat("n", k)))
	}
	for room := 0; room <= 2*nameCopyBytes; room++ {
		for _, n := range names {
			for _, dst := range [][]byte{make([]byte, 3, 3+room), make([]byte, 3, 5+room)} {
				s := NewStreamBytes(dst)
				s.WriteObjectStart()
				s.WriteMemberInt64(n, 1)
				s.WriteObjectEncodedField(n)
				s.WriteInt(2)
				s.WriteObjectEnd()
				if err := s.Close(); err != nil {
					t.Fatal(err)
				}
				q := `"` + n.Name() + `":`
				if got, want := string(s.Buffer()[3:]), "{"+q+"1,"+q+"2}"; got != want {
					t.Fatalf("room %d, name %q: got %q, want %q", room, n.Name(), got, want)
				}
			}
		}
	}
}
