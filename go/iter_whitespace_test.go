package riffle

import (
	"bytes"
	"strings"
	"testing"
)

// TestWhitespaceRuns reads values separated by the runs nextSlow, ReadObject and
// ReadArray take without a call (one space; a line feed and spaces, indentEnd; a line
// feed or "\r\n" and spaces or tabs, lineEnd; up to 40 here: every word count and
// phase of their loops) and by the runs they leave to wsEnd (mixed runs, blank lines,
// a run at the end of the buffer), in every input mode, and checks the errors for a
// bad byte after such a run, for control bytes where a line's indentation would be
// (nextSlow must not take them for a run), and for an input that ends inside a run.
func TestWhitespaceRuns(t *testing.T) {
	for n := 0; n <= 40; n++ {
		sp, tabs := strings.Repeat(" ", n), strings.Repeat("\t", n)
		// A run of control bytes where indentation would be is no whitespace: the error
		// is at its first byte.
		for _, nl := range []string{"\n", "\r\n"} {
			bad := "[1," + nl + strings.Repeat("\x01", n+1) + "2, 3, 4, 5, 6, 7, 8, 9]"
			for _, m := range inputModes {
				it := m.make(Config{}, []byte(bad))
				it.ReadArray()
				it.ReadInt()
				it.ReadArray()
				it.ReadInt() // through nextSlow
				if e := asError(t, it.Finish()); e.Offset != int64(strings.IndexByte(bad, 1)) || e.Pointer != "/1" {
					t.Fatalf("%s, %q: error at %d %q", m.name, bad, e.Offset, e.Pointer)
				}
			}
		}
		for _, run := range []string{
			"\n" + sp, " " + sp, "\r\n" + sp, "\n\t" + sp, // spaces, and a tab before them
			"\n" + tabs, "\r\n" + tabs, "\t" + tabs, "\n" + tabs + " ", // tabs, and a space after them
			"\n\n" + sp, "\r" + sp, // a blank line; a lone carriage return
		} {
			doc := "{" + run + `"a":` + run + "[" + run + "1," + run + `"x"` + run + "," + run + "true" + run + "]" + run + "}" + run
			for _, m := range inputModes {
				var out bytes.Buffer
				it := m.make(Config{}, []byte(doc))
				walk(it, &out)
				if err := it.Finish(); err != nil || out.String() != "{k:a=[n:1;s:x;true;]}" {
					t.Fatalf("%s, %q: got %q, %v", m.name, doc, out.String(), err)
				}
				bad := "[1," + run + "x]"
				it = m.make(Config{}, []byte(bad))
				walk(it, &out)
				if e := asError(t, it.Finish()); e.Offset != int64(strings.IndexByte(bad, 'x')) || e.Pointer != "/1" {
					t.Fatalf("%s, %q: error at %d %q", m.name, bad, e.Offset, e.Pointer)
				}
				for _, cut := range []string{"[1," + run, `{"a":1,` + run} { // the input ends inside the run
					it = m.make(Config{}, []byte(cut))
					if cut[0] == '[' {
						it.ReadArray()
						it.ReadInt()
						it.ReadArray()
						it.ReadInt()
					} else {
						it.ReadObject()
						it.ReadInt()
						it.ReadObject()
					}
					if e := asError(t, it.Finish()); e.Kind != KindUnexpectedEnd || e.Offset != int64(len(cut)) {
						t.Fatalf("%s, %q: error %v at %d", m.name, cut, e.Kind, e.Offset)
					}
				}
			}
		}
	}
}
