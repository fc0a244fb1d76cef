package riffle

import (
	"bytes"
	"strings"
	"testing"
)

// TestWhitespaceRuns reads values separated by the runs nextSlow, ReadObject and
// ReadArray take without a call (one space; a line feed and spaces, indentEnd, up to
// 40 here: every word count and phase of its loop) and by the runs they leave to wsEnd
// (tabs, "\r\n", a run at the end of the buffer), in every input mode, and checks the
// errors for a bad byte after such a run and for an input that ends inside one.
func TestWhitespaceRuns(t *testing.T) {
	for n := 0; n <= 40; n++ {
		sp := strings.Repeat(" ", n)
		for _, run := range []string{"\n" + sp, " " + sp, "\r\n" + sp, "\n\t" + sp} {
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
