package benchgo

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"
)

// CorpusFiles are the corpus documents used for validation (all) ...
var CorpusFiles = []string{
	"twitter.json", "citm_catalog.json", "canada.json", "twitter-simdjson.json",
	"twitterescaped.json", "gsoc-2018.json", "github_events.json", "apache_builds.json",
	"instruments.json", "mesh.json", "marine_ik.json", "numbers.json", "random.json",
	"update-center.json",
}

// ThroughputFiles are the corpus documents used for skip, bind and generic-tree rows.
// twitterescaped.json is twitter.json with every non-ASCII character written as a \u
// escape (surrogate pairs included), so the rows on it time the escape paths that
// twitter.json's raw UTF-8 does not.
var ThroughputFiles = []string{"twitter.json", "citm_catalog.json", "canada.json", "twitterescaped.json"}

// LargeFileElements is the element count of json-iterator's large-file.json, which the
// large-file workload rebuilds from github_events.json.
const LargeFileElements = 11351

// Data is every input of the workloads, read once from $RIFFLE_TESTDATA.
type Data struct {
	Dir     string
	Small   []byte
	Medium  []byte
	Large   []byte
	Record2 []byte
	Corpus  map[string][]byte

	largeOnce sync.Once
	largePath string
	largeSize int64
	largeErr  error
	tmpDir    string
}

// TestdataDir returns $RIFFLE_TESTDATA, or <repo root>/../shared/testdata where the repo
// root is the first parent of the working directory holding testdata/validate.jsonl.
func TestdataDir() (string, error) {
	if d := os.Getenv("RIFFLE_TESTDATA"); d != "" {
		return d, nil
	}
	wd, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for d := wd; ; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "testdata", "validate.jsonl")); err == nil {
			return filepath.Join(d, "..", "shared", "testdata"), nil
		}
		if filepath.Dir(d) == d {
			return "", errors.New("RIFFLE_TESTDATA is not set and no repo root above " + wd)
		}
	}
}

// LoadData reads every input file.
func LoadData() (*Data, error) {
	dir, err := TestdataDir()
	if err != nil {
		return nil, err
	}
	d := &Data{Dir: dir, Corpus: map[string][]byte{}}
	read := func(rel string) ([]byte, error) {
		b, err := os.ReadFile(filepath.Join(dir, rel))
		if err != nil {
			return nil, fmt.Errorf("shared test data missing (set RIFFLE_TESTDATA): %w", err)
		}
		return b, nil
	}
	for _, f := range []struct {
		dst *[]byte
		rel string
	}{
		{&d.Small, "seed-go/small-payload.json"},
		{&d.Medium, "seed-go/medium-payload.json"},
		{&d.Large, "seed-go/large-payload.json"},
		{&d.Record2, "seed-scalajack/record2.json"},
	} {
		if *f.dst, err = read(f.rel); err != nil {
			return nil, err
		}
	}
	for _, name := range CorpusFiles {
		if d.Corpus[name], err = read(filepath.Join("corpus", name)); err != nil {
			return nil, err
		}
	}
	return d, nil
}

// LargeFile returns the path and size of the large-file workload's input, building it
// on first use in a temporary directory (removed by Cleanup).
func (d *Data) LargeFile() (string, int64, error) {
	d.largeOnce.Do(func() {
		d.tmpDir, d.largeErr = os.MkdirTemp("", "riffle-bench-")
		if d.largeErr != nil {
			return
		}
		d.largePath = filepath.Join(d.tmpDir, "large-file.json")
		d.largeSize, d.largeErr = BuildLargeFile(d.largePath, d.Corpus["github_events.json"], LargeFileElements)
	})
	return d.largePath, d.largeSize, d.largeErr
}

// Cleanup removes the temporary large file.
func (d *Data) Cleanup() {
	if d.tmpDir != "" {
		os.RemoveAll(d.tmpDir)
	}
}

// largePlan is how a large file is cut from its source: the bytes before the first
// element, each element's span, the separator between the first two, and the bytes after
// the last one.
type largePlan struct {
	src            []byte
	prefix, suffix []byte
	sep            []byte
	elems          [][2]int64
}

func planLargeFile(src []byte) (*largePlan, error) {
	dec := json.NewDecoder(bytes.NewReader(src))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('[') {
		return nil, fmt.Errorf("large file source is not an array: %v %v", tok, err)
	}
	p := &largePlan{src: src}
	for dec.More() {
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return nil, err
		}
		end := dec.InputOffset()
		p.elems = append(p.elems, [2]int64{end - int64(len(raw)), end})
	}
	if len(p.elems) < 2 {
		return nil, errors.New("large file source needs at least 2 elements")
	}
	p.prefix = src[:p.elems[0][0]]
	p.sep = src[p.elems[0][1]:p.elems[1][0]]
	p.suffix = src[p.elems[len(p.elems)-1][1]:]
	return p, nil
}

// size is the length of the file of n elements.
func (p *largePlan) size(n int) int64 {
	s := int64(len(p.prefix)+len(p.suffix)) + int64(n-1)*int64(len(p.sep))
	for i := 0; i < n; i++ {
		e := p.elems[i%len(p.elems)]
		s += e[1] - e[0]
	}
	return s
}

// LargeFileSize is the size of the large file, computed without writing it.
func (d *Data) LargeFileSize() (int64, error) {
	p, err := planLargeFile(d.Corpus["github_events.json"])
	if err != nil {
		return 0, err
	}
	return p.size(LargeFileElements), nil
}

// BuildLargeFile writes a JSON array of n elements to path by cycling through the
// elements of the array src, keeping src's exact bytes: its prefix before the first
// element, each element's text, the separator found between its first two elements
// and its suffix after the last one. It returns the size written.
func BuildLargeFile(path string, src []byte, n int) (int64, error) {
	p, err := planLargeFile(src)
	if err != nil {
		return 0, err
	}
	f, err := os.Create(path)
	if err != nil {
		return 0, err
	}
	w := bufio.NewWriterSize(f, 1<<16)
	cw := &countWriter{w: w}
	cw.Write(p.prefix)
	for i := 0; i < n; i++ {
		if i > 0 {
			cw.Write(p.sep)
		}
		e := p.elems[i%len(p.elems)]
		cw.Write(src[e[0]:e[1]])
	}
	cw.Write(p.suffix)
	if err := w.Flush(); err != nil {
		f.Close()
		return 0, err
	}
	if cw.err != nil {
		f.Close()
		return 0, cw.err
	}
	if cw.n != p.size(n) {
		f.Close()
		return 0, fmt.Errorf("large file: wrote %d bytes, planned %d", cw.n, p.size(n))
	}
	return cw.n, f.Close()
}

type countWriter struct {
	w   io.Writer
	n   int64
	err error
}

func (c *countWriter) Write(p []byte) (int, error) {
	if c.err != nil {
		return 0, c.err
	}
	n, err := c.w.Write(p)
	c.n += int64(n)
	c.err = err
	return n, err
}
