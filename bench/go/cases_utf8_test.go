package benchgo

import (
	"bytes"
	"os"
	"regexp"
	"sort"
	"strings"
	"testing"
	"unicode/utf8"

	jsoniter "github.com/json-iterator/go"
	"github.com/mailru/easyjson/jwriter"
)

// TestUTF8UncheckedWriters holds utf8UncheckedWriters to what the rows do: each peer
// write row (Marshal, reuse and by hand) writes a string holding ill-formed UTF-8, and exactly
// the rows of the list write it out unchecked (invalid JSON); every other row replaces
// the bytes or fails. It also checks that bench/go_bind_targets.py lists the same rows.
func TestUTF8UncheckedWriters(t *testing.T) {
	type value struct{ S string }
	in := &value{S: "a\xffb\xe2\x82"}
	unchecked := map[string]bool{}
	check := func(name string, out []byte, err error) {
		switch {
		case err != nil:
			t.Logf("%s: error %v (checked)", name, err)
		case !utf8.Valid(out):
			unchecked[name] = true
		}
	}
	for _, m := range marshalers() {
		out, err := m.fn(in)
		check(m.lib+"/"+m.api, out, err)
	}
	for _, w := range reuseWriters() {
		out, err := w.newFn()(in)
		check(w.lib+"/"+w.api, out, err)
	}
	// The hand-written jsoniter rows write through a ConfigFastest Stream's WriteString,
	// and easyjson's generated code through jwriter.Writer.String.
	var buf bytes.Buffer
	s := jsoniter.NewStream(jsoniter.ConfigFastest, &buf, 64)
	jsoniterWriteAny(s, map[string]any{"S": in.S})
	err := s.Flush()
	check("jsoniter/stream-by-hand-reuse(fastest)", buf.Bytes(), err)
	var w jwriter.Writer
	w.String(in.S)
	out, err := w.BuildBytes()
	check("easyjson/generated", out, err)
	check("easyjson/jwriter.BuildBytes-reuse", out, err)

	for name := range unchecked {
		if !utf8UncheckedWriters[name] {
			t.Errorf("%s writes ill-formed UTF-8 unchecked but is not in utf8UncheckedWriters", name)
		}
	}
	for name := range utf8UncheckedWriters {
		if !unchecked[name] {
			t.Errorf("utf8UncheckedWriters lists %s, which checks UTF-8 (or is not a row)", name)
		}
	}

	src, err := os.ReadFile("../go_bind_targets.py")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?s)UNCHECKED_UTF8 = \{(.*?)\}`).FindSubmatch(src)
	if m == nil {
		t.Fatal("go_bind_targets.py has no UNCHECKED_UTF8 set")
	}
	var script, mine []string
	for _, p := range regexp.MustCompile(`\("([^"]+)", "([^"]+)"\)`).FindAllSubmatch(m[1], -1) {
		script = append(script, string(p[1])+"/"+string(p[2]))
	}
	for name := range utf8UncheckedWriters {
		mine = append(mine, name)
	}
	sort.Strings(script)
	sort.Strings(mine)
	if strings.Join(script, ",") != strings.Join(mine, ",") {
		t.Errorf("go_bind_targets.py UNCHECKED_UTF8 = %v, utf8UncheckedWriters = %v", script, mine)
	}
}
