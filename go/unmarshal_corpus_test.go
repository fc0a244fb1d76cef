package riffle

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// Differential tests of Unmarshal on every shared input: the rows of testdata/*.jsonl
// (and testdata/hooks, testdata/hostile), the JSONTestSuite files and the corpus
// documents, each into the generic form and into typed targets.

// genericTargets are the targets every shared input is decoded into.
var genericTargets = []func() any{
	newOf[any](), newOf[[]any](), newOf[map[string]any](), newOf[decodeAll](), newOf[string](), newOf[float64](), newOf[recursive](),
}

// TestUnmarshalVectors decodes the input of every row of the shared vectors.
func TestUnmarshalVectors(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(repoRoot(t), "testdata", "*.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	more, _ := filepath.Glob(filepath.Join(repoRoot(t), "testdata", "*", "*.jsonl"))
	files = append(files, more...)
	n := 0
	for _, f := range files {
		rel, _ := filepath.Rel(filepath.Join(repoRoot(t), "testdata"), f)
		for _, r := range loadRows(t, rel) {
			if _, ok := r["input"]; !ok {
				if _, ok := r["input_hex"]; !ok {
					continue
				}
			}
			data := r.input(t)
			for _, target := range genericTargets {
				checkUnmarshal(t, Compatible(), data, target)
			}
			n++
		}
	}
	if n < 100 {
		t.Fatalf("only %d inputs in the shared vectors", n)
	}
}

// TestUnmarshalJSONTestSuite decodes every JSONTestSuite parsing file.
func TestUnmarshalJSONTestSuite(t *testing.T) {
	for _, prefix := range []string{"y_", "n_", "i_"} {
		for _, f := range suiteFiles(t, prefix) {
			data := readFile(t, f)
			for _, target := range genericTargets {
				checkUnmarshal(t, Compatible(), data, target)
			}
		}
	}
}

// TestUnmarshalCorpus decodes every corpus document into any and the typed models.
func TestUnmarshalCorpus(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(sharedData(t), "corpus", "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpus files: %v", err)
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			checkUnmarshal(t, Compatible(), data, newOf[any]())
			checkUnmarshal(t, Compatible(), data, newOf[decodeAll]())
		})
	}
	for _, m := range corpusModels {
		t.Run(m.name, func(t *testing.T) {
			data := readShared(t, m.path)
			newModel := func() any { return reflect.New(m.typ).Interface() }
			checkUnmarshal(t, Compatible(), data, newModel)
			if strings.HasPrefix(m.name, "Seed") {
				return
			}
			// A truncated document: a syntax error after many values decoded.
			checkUnmarshal(t, Compatible(), data[:len(data)*2/3], newModel)
		})
	}
}
