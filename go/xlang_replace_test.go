package riffle

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"testing"
	"testing/iotest"
)

// TestStringVectorsReplace runs every row of testdata/strings.jsonl under
// InvalidUTF8Replace through ReadString, ReadStringAsSlice and Skip in every input mode.
// Rows the policy changes carry value_hex_replace (or kind_replace + offset_replace),
// computed by the generator's independent model of errors.md finer rule 5; every other
// row must read as under the default policy. Java's ReadVectorsReplaceTest runs the same.
func TestStringVectorsReplace(t *testing.T) {
	c := Config{InvalidUTF8: InvalidUTF8Replace}
	changed := 0
	for _, r := range loadRows(t, "strings.jsonl") {
		t.Run(r.name(), func(t *testing.T) {
			in := r.input(t)
			wantHex, valid := r.str("value_hex_replace")
			kind, isErr := r.str("kind_replace")
			offKey, msgKey := "offset_replace", "message_replace"
			if valid || isErr {
				changed++
			} else {
				wantHex, valid = r.str("value_hex")
				kind, _ = r.str("kind")
				offKey, msgKey = "offset", "message"
			}
			wantMsg, _ := r.str(msgKey)
			var want string
			if !valid {
				off, err := strconv.ParseInt(string(r[offKey].(json.Number)), 10, 64)
				if err != nil {
					t.Fatalf("bad %s: %v", offKey, err)
				}
				want = kind + "@" + itoa(off)
			}
			for _, m := range inputModes {
				for _, how := range []string{"ReadString", "ReadStringAsSlice", "Skip"} {
					it := m.make(c, in)
					var got string
					switch how {
					case "ReadString":
						got = hex.EncodeToString([]byte(it.ReadString()))
					case "ReadStringAsSlice":
						got = hex.EncodeToString(it.ReadStringAsSlice())
					default:
						it.Skip()
						got = wantHex
					}
					err := it.Finish()
					if valid {
						if err != nil || got != wantHex {
							t.Errorf("%s %s: got %s, %v; want %s", m.name, how, got, err, wantHex)
						}
						continue
					}
					if how == "Skip" && kind == "type-mismatch" {
						continue // any value is fine for Skip
					}
					if err == nil {
						t.Errorf("%s %s: got %s, want error %s", m.name, how, got, want)
						continue
					}
					e := asError(t, err)
					if g := e.Kind.String() + "@" + itoa(e.Offset); g != want {
						t.Errorf("%s %s: got %s, want %s", m.name, how, g, want)
					}
					if how != "Skip" && e.Error() != wantMsg {
						t.Errorf("%s %s: message %s, want %s", m.name, how, e.Error(), wantMsg)
					}
				}
			}
		})
	}
	if changed < 50 {
		t.Fatalf("only %d rows carry replace results", changed)
	}
}

// TestPointerNamesDecodedUnderReplace: under the replace policy a member name with
// ill-formed UTF-8 or an unpaired surrogate escape is complete, so an error after it names
// the decoded name (errors.md finer rule 5). The rows are the same as Java's
// PointerReplaceTest.
func TestPointerNamesDecodedUnderReplace(t *testing.T) {
	cfg := Config{InvalidUTF8: InvalidUTF8Replace}
	rows := []struct {
		name, hex string
		offset    int64
		pointer   string
	}{
		{"bad-byte", "7b2261ff223a787d", 6, "/a\uFFFD"},                                // {"a\xff":x}
		{"lone-high-escape", "7b22615c7544383030223a787d", 11, "/a\uFFFD"},             // {"a\uD800":x}
		{"truncated-sequence", "7b2261e282223a5b785d7d", 8, "/a\uFFFD\uFFFD/0"},        // {"a\xe2\x82":[x]}
		{"reversed-pair", "7b225c75444330305c7544383344223a787d", 16, "/\uFFFD\uFFFD"}, // {"\uDC00\uD83D":x}
		{"valid-pair", "7b225c75443833445c7544453030223a787d", 16, "/\U0001F600"},      // {"\uD83D\uDE00":x}
	}
	for _, r := range rows {
		t.Run(r.name, func(t *testing.T) {
			data, err := hex.DecodeString(r.hex)
			if err != nil {
				t.Fatal(err)
			}
			want := fmt.Sprintf("invalid-character@%d %q", r.offset, r.pointer)
			check := func(how string, err error) {
				var e *Error
				if !errors.As(err, &e) {
					t.Fatalf("%s: err = %v, want %s", how, err, want)
				}
				if got := fmt.Sprintf("%s@%d %q", e.Kind, e.Offset, e.Pointer); got != want {
					t.Errorf("%s: got %s, want %s", how, got, want)
				}
			}
			check("validate", cfg.Validate(data))
			small := cfg
			small.ReadBufferSize = 16
			it := small.NewIteratorReader(iotest.OneByteReader(bytes.NewReader(data)))
			it.Skip()
			check("reader skip", it.Finish())
		})
	}
}
