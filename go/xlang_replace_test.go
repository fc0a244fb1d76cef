package riffle

import (
	"encoding/hex"
	"encoding/json"
	"strconv"
	"testing"
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
			offKey := "offset_replace"
			if valid || isErr {
				changed++
			} else {
				wantHex, valid = r.str("value_hex")
				kind, _ = r.str("kind")
				offKey = "offset"
			}
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
				}
			}
		})
	}
	if changed < 50 {
		t.Fatalf("only %d rows carry replace results", changed)
	}
}
