package riffle

import (
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

var updateConformance = flag.Bool("update-conformance", false,
	"rewrite testdata/conformance-expected.jsonl from Go's Validate")

// conformanceRow is one line of testdata/conformance-expected.jsonl: what Validate says
// about one shared file (a JSONTestSuite test_parsing file, or a corpus/seed document).
type conformanceRow struct {
	Name    string  `json:"name"`
	Valid   bool    `json:"valid"`
	Kind    string  `json:"kind,omitempty"`
	Offset  *int64  `json:"offset,omitempty"`
	Pointer *string `json:"pointer,omitempty"`
	// The answer under InvalidUTF8Replace, present only where it differs.
	ValidReplace   *bool   `json:"valid_replace,omitempty"`
	KindReplace    string  `json:"kind_replace,omitempty"`
	OffsetReplace  *int64  `json:"offset_replace,omitempty"`
	PointerReplace *string `json:"pointer_replace,omitempty"`
}

// conformanceFiles lists the shared files the expected results cover, as paths relative
// to $RIFFLE_TESTDATA, sorted.
func conformanceFiles(t *testing.T, dir string) []string {
	var out []string
	for _, pat := range []string{"jsontestsuite/test_parsing/*.json", "corpus/*.json", "seed-go/*.json", "seed-scalajack/*.json"} {
		m, err := filepath.Glob(filepath.Join(dir, pat))
		if err != nil || len(m) == 0 {
			t.Fatalf("no files match %s in %s", pat, dir)
		}
		for _, p := range m {
			rel, _ := filepath.Rel(dir, p)
			out = append(out, filepath.ToSlash(rel))
		}
	}
	sort.Strings(out)
	return out
}

func conformanceResult(t *testing.T, dir, name string) conformanceRow {
	data := readFile(t, filepath.Join(dir, filepath.FromSlash(name)))
	r := conformanceRow{Name: name}
	if e := validateErr(t, name, Config{}, data); e == nil {
		r.Valid = true
	} else {
		r.Kind, r.Offset, r.Pointer = e.Kind.String(), &e.Offset, &e.Pointer
	}
	e := validateErr(t, name, Config{InvalidUTF8: InvalidUTF8Replace}, data)
	switch {
	case e == nil && !r.Valid:
		v := true
		r.ValidReplace = &v
	case e != nil && (r.Valid || e.Kind.String() != r.Kind || e.Offset != *r.Offset || e.Pointer != *r.Pointer):
		v := false
		r.ValidReplace, r.KindReplace, r.OffsetReplace, r.PointerReplace = &v, e.Kind.String(), &e.Offset, &e.Pointer
	}
	return r
}

func validateErr(t *testing.T, name string, c Config, data []byte) *Error {
	err := c.Validate(data)
	if err == nil {
		return nil
	}
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("%s: error %v is not an *Error", name, err)
	}
	return e
}

// TestConformanceExpected pins Validate's answer (valid, or kind, offset and pointer) on
// every JSONTestSuite test_parsing file (y_, n_ and i_) and every corpus and seed document,
// under the default policy and (where it differs) under InvalidUTF8Replace, to
// testdata/conformance-expected.jsonl, which Java's ConformanceExpectedTest checks row
// for row. Regenerate with: go test -run TestConformanceExpected -update-conformance
func TestConformanceExpected(t *testing.T) {
	dir := sharedData(t)
	files := conformanceFiles(t, dir)
	path := filepath.Join(repoRoot(t), "testdata", "conformance-expected.jsonl")
	if *updateConformance {
		var b strings.Builder
		for _, name := range files {
			line, err := json.Marshal(conformanceResult(t, dir, name))
			if err != nil {
				t.Fatal(err)
			}
			b.Write(line)
			b.WriteByte('\n')
		}
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote %d rows to %s", len(files), path)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	want := map[string]conformanceRow{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var r conformanceRow
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("conformance-expected.jsonl: %v", err)
		}
		if _, dup := want[r.Name]; dup {
			t.Fatalf("duplicate row %s", r.Name)
		}
		want[r.Name] = r
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(want) != len(files) {
		t.Errorf("expected file has %d rows, shared data has %d files", len(want), len(files))
	}
	for _, name := range files {
		w, ok := want[name]
		if !ok {
			t.Errorf("%s: no expected row", name)
			continue
		}
		if strings.Contains(name, "/y_") && !w.Valid || strings.Contains(name, "/n_") && w.Valid {
			t.Errorf("%s: expected row contradicts the file's prefix", name)
		}
		got, _ := json.Marshal(conformanceResult(t, dir, name))
		exp, _ := json.Marshal(w)
		if string(got) != string(exp) {
			t.Errorf("%s: got %s, want %s", name, got, exp)
		}
	}
}
