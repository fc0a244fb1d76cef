package riffle

import (
	"bufio"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// repoRoot walks up from the working directory to the directory holding
// testdata/validate.jsonl.
func repoRoot(t testing.TB) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "testdata", "validate.jsonl")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("testdata/validate.jsonl not found above the working directory")
		}
		dir = parent
	}
}

// sharedData returns $RIFFLE_TESTDATA (default <repo>/../shared/testdata). It fails
// the test when the directory is missing, and skips only under -short.
func sharedData(t testing.TB) string {
	t.Helper()
	dir := os.Getenv("RIFFLE_TESTDATA")
	if dir == "" {
		dir = filepath.Join(repoRoot(t), "..", "shared", "testdata")
	}
	if _, err := os.Stat(filepath.Join(dir, "jsontestsuite", "test_parsing")); err != nil {
		if testing.Short() {
			t.Skip("shared test data missing (-short)")
		}
		t.Fatalf("shared test data missing at %s (set RIFFLE_TESTDATA)", dir)
	}
	return dir
}

// row is one line of a testdata/*.jsonl file.
type row map[string]any

func (r row) str(k string) (string, bool) {
	v, ok := r[k].(string)
	return v, ok
}

func (r row) name() string { s, _ := r.str("name"); return s }

// input returns the row's "input" or decoded "input_hex".
func (r row) input(t testing.TB) []byte {
	if s, ok := r.str("input"); ok {
		return []byte(s)
	}
	if h, ok := r.str("input_hex"); ok {
		b, err := hex.DecodeString(h)
		if err != nil {
			t.Fatalf("%s: bad input_hex: %v", r.name(), err)
		}
		return b
	}
	t.Fatalf("%s: no input", r.name())
	return nil
}

// config returns the Config a row's optional "config" object asks for (core-v2.md:
// maxDepth, maxStringBytes, maxNumberBytes, multipleValues; limits.jsonl adds maxNumberScale). An unknown key fails the
// test, so a row cannot pass by being misread.
func (r row) config(t testing.TB) Config {
	t.Helper()
	var c Config
	m, _ := r["config"].(map[string]any)
	for k, v := range m {
		n, _ := v.(json.Number)
		i, err := n.Int64()
		switch {
		case k == "multipleValues":
			c.MultipleValues, _ = v.(bool)
		case k == "skipBom":
			c.SkipBOM, _ = v.(bool)
		case k == "uncheckedSkip":
			c.UncheckedSkip, _ = v.(bool)
		case err != nil:
			t.Fatalf("%s: config %s: %v", r.name(), k, v)
		case k == "maxDepth":
			c.MaxDepth = int(i)
		case k == "maxStringBytes":
			c.MaxStringBytes = int(i)
		case k == "maxNumberBytes":
			c.MaxNumberBytes = int(i)
		case k == "maxNumberScale":
			c.MaxNumberScale = int(i)
		default:
			t.Fatalf("%s: unknown config key %q", r.name(), k)
		}
	}
	return c
}

// validateRows returns the rows of testdata/validate.jsonl and of testdata/limits.jsonl
// (the same format, each row with the config its limits need).
func validateRows(t testing.TB) []row {
	return append(loadRows(t, "validate.jsonl"), loadRows(t, "limits.jsonl")...)
}

func loadRows(t testing.TB, file string) []row {
	t.Helper()
	f, err := os.Open(filepath.Join(repoRoot(t), "testdata", file))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []row
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	seen := map[string]bool{}
	for sc.Scan() {
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		var r row
		d := json.NewDecoder(strings.NewReader(sc.Text()))
		d.UseNumber()
		if err := d.Decode(&r); err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		if seen[r.name()] {
			t.Fatalf("%s: duplicate row name %q", file, r.name())
		}
		seen[r.name()] = true
		rows = append(rows, r)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(rows) == 0 {
		t.Fatalf("%s: no rows", file)
	}
	return rows
}

// suiteFiles returns the JSONTestSuite test_parsing files whose names start with prefix.
func suiteFiles(t testing.TB, prefix string) []string {
	dir := filepath.Join(sharedData(t), "jsontestsuite", "test_parsing")
	m, err := filepath.Glob(filepath.Join(dir, prefix+"*.json"))
	if err != nil || len(m) == 0 {
		t.Fatalf("no %s files in %s", prefix, dir)
	}
	sort.Strings(m)
	return m
}

func readFile(t testing.TB, path string) []byte {
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// chunkReader returns at most n bytes per Read.
type chunkReader struct {
	b []byte
	n int
}

func (r *chunkReader) Read(p []byte) (int, error) {
	if len(r.b) == 0 {
		return 0, io.EOF
	}
	k := min(r.n, len(p), len(r.b))
	copy(p, r.b[:k])
	r.b = r.b[k:]
	return k, nil
}

// failReader returns its bytes, then err.
type failReader struct {
	b   []byte
	err error
}

func (r *failReader) Read(p []byte) (int, error) {
	if len(r.b) == 0 {
		return 0, r.err
	}
	k := copy(p, r.b)
	r.b = r.b[k:]
	return k, nil
}

var errBoom = errors.New("boom")

// inputMode builds an Iterator over data in one of the supported ways.
type inputMode struct {
	name string
	make func(c Config, data []byte) *Iterator
}

func chunked(n int) func(Config, []byte) *Iterator {
	return func(c Config, data []byte) *Iterator {
		return c.NewIteratorReader(&chunkReader{b: data, n: n})
	}
}

var inputModes = []inputMode{
	{"slice", func(c Config, data []byte) *Iterator { return c.NewIterator(data) }},
	{"string", func(c Config, data []byte) *Iterator { return c.NewIteratorString(string(data)) }},
	{"reader1", chunked(1)},
	{"reader7", chunked(7)},
	{"reader13", chunked(13)},
	{"reader4096", chunked(4096)},
	{"reader-smallbuf", func(c Config, data []byte) *Iterator {
		c.ReadBufferSize = 16
		return c.NewIteratorReader(&chunkReader{b: data, n: 5})
	}},
}

// asError unwraps err into an *Error or fails.
func asError(t testing.TB, err error) *Error {
	t.Helper()
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("error %v (%T) is not an *Error", err, err)
	}
	return e
}

func errSummary(err error) string {
	if err == nil {
		return "ok"
	}
	var e *Error
	if !errors.As(err, &e) {
		return "not-riffle: " + err.Error()
	}
	return e.Kind.String() + "@" + itoa(e.Offset) + " " + e.Pointer
}

// errMessageSummary is errSummary plus the message text, which the shared vectors pin
// (errors.md, "Messages").
func errMessageSummary(err error) string {
	if s := errSummary(err); s != "ok" && !strings.HasPrefix(s, "not-riffle") {
		return s + " | " + err.Error()
	}
	return errSummary(err)
}

func itoa(v int64) string { return string(appendInt64(nil, v)) }
