package riffle

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// corpusModel is a document of the shared test data and a typed model to decode it into.
type corpusModel struct {
	name string // the benchmark's name
	path string // under $RIFFLE_TESTDATA
	typ  reflect.Type
}

// corpusModels are the documents marshalled by the differential tests and the benchmarks.
var corpusModels = []corpusModel{
	{"SeedSmall", "seed-go/small-payload.json", reflect.TypeFor[seedSmall]()},
	{"SeedMedium", "seed-go/medium-payload.json", reflect.TypeFor[seedMedium]()},
	{"SeedLarge", "seed-go/large-payload.json", reflect.TypeFor[seedLarge]()},
	{"Record2", "seed-scalajack/record2.json", reflect.TypeFor[record2]()},
	{"Twitter", "corpus/twitter.json", reflect.TypeFor[twitterDoc]()},
	{"CITM", "corpus/citm_catalog.json", reflect.TypeFor[citmDoc]()},
	{"Canada", "corpus/canada.json", reflect.TypeFor[canadaDoc]()},
}

// loadModel decodes the document of m with encoding/json into a new *m.typ.
func loadModel(tb testing.TB, m corpusModel) any {
	tb.Helper()
	v := reflect.New(m.typ).Interface()
	if err := json.Unmarshal(readShared(tb, m.path), v); err != nil {
		tb.Fatal(err)
	}
	return v
}

// readShared reads a file of the shared test data.
func readShared(tb testing.TB, path string) []byte {
	tb.Helper()
	data, err := os.ReadFile(filepath.Join(sharedData(tb), path))
	if err != nil {
		tb.Fatal(err)
	}
	return data
}

// TestMarshalCorpus re-encodes every corpus document, decoded by encoding/json into
// typed models and into any, and requires encoding/json's exact bytes.
func TestMarshalCorpus(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(sharedData(t), "corpus", "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range corpusModels {
		t.Run(m.name, func(t *testing.T) { checkSameBytes(t, loadModel(t, m)) })
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			var v any
			if err := json.Unmarshal(data, &v); err != nil {
				t.Fatal(err)
			}
			checkSameBytes(t, v)
			d := json.NewDecoder(bytes.NewReader(data))
			d.UseNumber()
			if err := d.Decode(&v); err != nil {
				t.Fatal(err)
			}
			checkSameBytes(t, v)
		})
	}
}

// checkSameBytes requires Marshal and MarshalIndent to write encoding/json's bytes.
func checkSameBytes(t *testing.T, v any) {
	t.Helper()
	want, werr := json.Marshal(v)
	got, err := Marshal(v)
	if err != nil || werr != nil || !bytes.Equal(got, want) {
		t.Fatalf("Marshal differs (err %v, encoding/json's %v) at byte %d", err, werr, firstDiff(got, want))
	}
	want, _ = json.MarshalIndent(v, "", "  ")
	got, err = MarshalIndent(v, "", "  ")
	if err != nil || !bytes.Equal(got, want) {
		t.Fatalf("MarshalIndent differs (err %v) at byte %d", err, firstDiff(got, want))
	}
}

// firstDiff returns the index of the first byte where a and b differ.
func firstDiff(a, b []byte) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}

// The medium seed payload re-encoded is the 184 bytes its README gives.
func TestMarshalSeedMediumReference(t *testing.T) {
	got, err := Marshal(loadModel(t, corpusModels[1]))
	const want = `{"person":{"name":{"fullName":"Leonid Bugaev"},"github":{"followers":95},"gravatar":{"avatars":[{"url":"http://1.gravatar.com/avatar/f7c8edd577d13b8930d5522f28123510"}]}},"compnay":""}`
	if err != nil || string(got) != want {
		t.Fatalf("got %s (%v), want %s", got, err, want)
	}
}
