package riffle

import (
	"strings"
	"testing"
)

// TestSkipScalarsAgree skips member values and array elements through Skip's own
// paths for scalars (after whitespace, long and escaped strings, literals) and through
// the exact scanner alone, over memory and over a reader in 3-byte chunks, and requires
// the same end: the same error, or the same offset and the same reads after it.
func TestSkipScalarsAgree(t *testing.T) {
	values := []string{
		`1`, `-0.5`, `12e3`, `"s"`, `""`,
		`"` + strings.Repeat("plain ", 10) + `"`, `"tab\tthen \u00e9 and \" end"`,
		`"é and more than twenty-four bytes of text"`, `true`, `false`, `null`,
		// errors in the value
		`tru`, `nul`, `fals`, `truex`, `nulL`, `"\x"`, `"open`, `"ctl` + "\x01" + `"`,
		`"bad \ud800 surrogate"`, "\"\xff\"", `01`, `-`, `1.`,
	}
	spaces := []string{"", " ", "\n    ", "\t \r\n"}
	for _, v := range values {
		for _, ws := range spaces {
			for _, doc := range []string{
				`{"a":` + ws + v + `,"b":[1]}`,
				`[` + ws + v + ` , 2]`,
				`{"a":` + ws + v + `}`,
			} {
				want := skipWalk(t, doc, false, false)
				for _, reader := range []bool{false, true} {
					if got := skipWalk(t, doc, true, reader); got != want {
						t.Errorf("%q (reader %v): Skip gives %s, the exact scanner %s", doc, reader, got, want)
					}
				}
			}
		}
	}
}

// skipWalk reads doc's top-level container, skipping each member value or element with
// Skip (fast) or with the exact scanner alone, and returns where it ended: the first
// error, or the offset after each skip and Finish's result.
func skipWalk(t *testing.T, doc string, fast, reader bool) string {
	t.Helper()
	it := NewIterator([]byte(doc))
	if reader {
		it = NewIteratorReader(&chunkReader{b: []byte(doc), n: 3})
	}
	skip := func() {
		if fast {
			it.Skip()
		} else if it.atValue() && it.skipValue() {
			it.state = afterState[it.state]
		}
	}
	var trace strings.Builder
	if doc[0] == '{' {
		for _, ok := it.ReadObject(); ok; _, ok = it.ReadObject() {
			skip()
			trace.WriteString(itoa(it.InputOffset()) + " ")
		}
	} else {
		for it.ReadArray() {
			skip()
			trace.WriteString(itoa(it.InputOffset()) + " ")
		}
	}
	if it.Err() != nil {
		return errSummary(it.Err())
	}
	return trace.String() + errSummary(it.Finish())
}
