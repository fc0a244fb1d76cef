package benchgo

import (
	"bufio"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/valyala/fastjson"
)

// The conformance check: every API that has a validate, skip or generic-decode row runs
// JSONTestSuite's test_parsing y_ and n_ files and the rows of testdata/validate.jsonl, so
// the report can say which peers are strict and which accept invalid JSON.

// Conformer is one library API run the way its benchmark row runs it: nil means the
// input was accepted.
type Conformer struct {
	Op, Lib, API string
	Accept       func([]byte) error
}

// Conformers lists the APIs of the validate, skip and generic rows (the generic rows'
// APIs decode into `any`; fastjson into its own tree).
func Conformers() []Conformer {
	var cs []Conformer
	rv, rs := riffleValidators()
	for _, v := range append(rv, validators()...) {
		cs = append(cs, Conformer{"validate", v.lib, v.api, v.fn})
	}
	for _, v := range append(rs, skippers()...) {
		cs = append(cs, Conformer{"skip", v.lib, v.api, v.fn})
	}
	for _, u := range append(riffleUnmarshalers(), unmarshalers()...) {
		if u.api == uncheckedSkipAPI {
			continue // decoding into `any` skips nothing: the same as unmarshal-fastest
		}
		cs = append(cs, Conformer{"generic", u.lib, u.api + "(any)", func(b []byte) error {
			var v any
			return u.fn(b, &v)
		}})
	}
	var p fastjson.Parser
	cs = append(cs, Conformer{"generic", LibFastjson, "Parser.ParseBytes(own-tree)", func(b []byte) error {
		_, err := p.ParseBytes(b)
		return err
	}})
	return cs
}

// ConformanceInput is one document with its expected verdict.
type ConformanceInput struct {
	Set   string // "y", "n" (JSONTestSuite) or "valid", "invalid" (validate.jsonl)
	Name  string
	Kind  string // validate.jsonl error kind of an invalid row
	Data  []byte
	Valid bool
}

// LoadConformanceInputs reads test_parsing's y_ and n_ files (i_ files are
// implementation-defined and left out) and testdata/validate.jsonl.
func LoadConformanceInputs(testdata string) ([]ConformanceInput, error) {
	var in []ConformanceInput
	dir := filepath.Join(testdata, "jsontestsuite", "test_parsing")
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("shared test data missing (set RIFFLE_TESTDATA): %w", err)
	}
	for _, e := range ents {
		n := e.Name()
		set, _, _ := strings.Cut(n, "_")
		if (set != "y" && set != "n") || !strings.HasSuffix(n, ".json") {
			continue
		}
		b, err := os.ReadFile(filepath.Join(dir, n))
		if err != nil {
			return nil, err
		}
		in = append(in, ConformanceInput{Set: set, Name: n, Data: b, Valid: set == "y"})
	}
	root, err := repoRoot()
	if err != nil {
		return nil, err
	}
	f, err := os.Open(filepath.Join(root, "testdata", "validate.jsonl"))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	for sc.Scan() {
		var row struct {
			Name     string `json:"name"`
			Input    *string
			InputHex *string `json:"input_hex"`
			Valid    bool
			Kind     string
		}
		if err := json.Unmarshal(sc.Bytes(), &row); err != nil {
			return nil, fmt.Errorf("validate.jsonl: %w", err)
		}
		var b []byte
		switch {
		case row.Input != nil:
			b = []byte(*row.Input)
		case row.InputHex != nil:
			if b, err = hex.DecodeString(*row.InputHex); err != nil {
				return nil, fmt.Errorf("validate.jsonl %s: %w", row.Name, err)
			}
		default:
			return nil, fmt.Errorf("validate.jsonl %s: no input", row.Name)
		}
		set := "invalid"
		if row.Valid {
			set = "valid"
		}
		in = append(in, ConformanceInput{Set: set, Name: row.Name, Kind: row.Kind, Data: b, Valid: row.Valid})
	}
	return in, sc.Err()
}

// repoRoot is the first parent of the working directory holding testdata/validate.jsonl.
func repoRoot() (string, error) {
	wd, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for d := wd; ; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "testdata", "validate.jsonl")); err == nil {
			return d, nil
		}
		if filepath.Dir(d) == d {
			return "", errors.New("no testdata/validate.jsonl above " + wd)
		}
	}
}

// Strictness is one API's conformance result (one JSON line of the conformance file).
type Strictness struct {
	Op  string `json:"op"`
	Lib string `json:"lib"`
	API string `json:"api"`

	YAccepted    int `json:"y_accepted"`
	YTotal       int `json:"y_total"`
	NRejected    int `json:"n_rejected"`
	NTotal       int `json:"n_total"`
	ValidAcc     int `json:"valid_vectors_accepted"`
	ValidTotal   int `json:"valid_vectors_total"`
	InvalidRej   int `json:"invalid_vectors_rejected"`
	InvalidTotal int `json:"invalid_vectors_total"`
	// InvalidAcceptedKinds counts the accepted invalid vectors per error kind.
	InvalidAcceptedKinds map[string]int `json:"invalid_vectors_accepted_by_kind,omitempty"`
	Crashes              int            `json:"crashes"` // panics, recovered
	Hangs                int            `json:"hangs"`   // inputs that ran past the timeout
	// MaxSeconds is the longest call that finished, on SlowestInput (a hint of
	// super-linear behaviour; machine-dependent, not part of the verdict).
	MaxSeconds   float64 `json:"max_seconds"`
	SlowestInput string  `json:"slowest_input"`
	// Strict: every y_ accepted and every n_ rejected (in time), no crash. A y_ file or a
	// valid vector rejected only because it repeats an object name counts as accepted:
	// RFC 8259 says names SHOULD be unique, so rejecting duplicates is stricter than the
	// RFC, not lenient (listed in RejectedDuplicateNames instead).
	Strict bool `json:"strict"`
	// RejectedDuplicateNames lists the y_ files and valid vectors whose only oddity is a
	// repeated object name and that the API rejected.
	RejectedDuplicateNames []string `json:"rejected_duplicate_names,omitempty"`
	// The inputs behind each failure, for the record.
	YRejected       []string `json:"y_rejected,omitempty"`
	NAccepted       []string `json:"n_accepted,omitempty"`
	ValidRejected   []string `json:"valid_vectors_rejected,omitempty"`
	InvalidAccepted []string `json:"invalid_vectors_accepted,omitempty"`
	CrashedOn       []string `json:"crashed_on,omitempty"`
	HungOn          []string `json:"hung_on,omitempty"`
}

// FullyStrict also asks for every validate.jsonl vector to get its verdict.
func (s *Strictness) FullyStrict() bool {
	return s.Strict && s.ValidAcc == s.ValidTotal && s.InvalidRej == s.InvalidTotal
}

// duplicateNameInputs are the y_ files and valid vectors that repeat an object name
// and are otherwise plain JSON.
var duplicateNameInputs = map[string]bool{
	"y_object_duplicated_key.json":           true,
	"y_object_duplicated_key_and_value.json": true,
	"duplicate-names":                        true,
}

// ConformanceTimeout bounds one input; once an API has run past it, its later inputs
// get ConformanceTimeoutAfterHang. An input that runs past its bound counts as a hang; its
// goroutine cannot be stopped, so it runs on in the background (the process exits at the
// end of the check).
var (
	ConformanceTimeout          = 5 * time.Second
	ConformanceTimeoutAfterHang = 1 * time.Second
)

// Check runs every input through c.
func (c Conformer) Check(inputs []ConformanceInput) *Strictness {
	s := &Strictness{Op: c.Op, Lib: c.Lib, API: c.API}
	for _, in := range inputs {
		var accepted, crashed bool
		done := make(chan [2]bool, 1)
		start := time.Now()
		go func() {
			var r [2]bool
			defer func() {
				if p := recover(); p != nil {
					r = [2]bool{false, true}
				}
				done <- r
			}()
			r[0] = c.Accept(in.Data) == nil
		}()
		timeout := ConformanceTimeout
		if s.Hangs > 0 {
			timeout = ConformanceTimeoutAfterHang
		}
		select {
		case r := <-done:
			if d := time.Since(start).Seconds(); d > s.MaxSeconds {
				s.MaxSeconds, s.SlowestInput = d, in.Name
			}
			accepted, crashed = r[0], r[1]
			if crashed {
				s.Crashes++
				s.CrashedOn = append(s.CrashedOn, in.Name)
			}
		case <-time.After(timeout):
			crashed = true
			s.Hangs++
			s.HungOn = append(s.HungOn, in.Name)
		}
		// A crash or a hang is counted once, as such: it is neither an acceptance nor a
		// rejection, so the input is left out of the lists below (but not of the totals).
		ok := !crashed && accepted == in.Valid
		if !ok && !crashed && in.Valid && duplicateNameInputs[in.Name] {
			s.RejectedDuplicateNames = append(s.RejectedDuplicateNames, in.Name)
			ok = true
		}
		if crashed {
			in.Set = "crashed:" + in.Set
		}
		switch strings.TrimPrefix(in.Set, "crashed:") {
		case "y":
			s.YTotal++
			if ok {
				s.YAccepted++
			} else if !crashed {
				s.YRejected = append(s.YRejected, in.Name)
			}
		case "n":
			s.NTotal++
			if ok {
				s.NRejected++
			} else if !crashed {
				s.NAccepted = append(s.NAccepted, in.Name)
			}
		case "valid":
			s.ValidTotal++
			if ok {
				s.ValidAcc++
			} else if !crashed {
				s.ValidRejected = append(s.ValidRejected, in.Name)
			}
		case "invalid":
			s.InvalidTotal++
			if ok {
				s.InvalidRej++
			} else if !crashed {
				s.InvalidAccepted = append(s.InvalidAccepted, in.Name)
				if s.InvalidAcceptedKinds == nil {
					s.InvalidAcceptedKinds = map[string]int{}
				}
				s.InvalidAcceptedKinds[in.Kind]++
			}
		}
	}
	// A hang on a y_ or n_ file already fails the counts; a hang on a vector (where
	// a slow peer's time varies with the machine's load) is shown but not held against it.
	s.Strict = s.YAccepted == s.YTotal && s.NRejected == s.NTotal && s.Crashes == 0
	return s
}

// Summary is one line: the counts and, for a lenient API, what it gets wrong.
func (s *Strictness) Summary() string {
	var kinds []string
	for k, n := range s.InvalidAcceptedKinds {
		kinds = append(kinds, fmt.Sprintf("%s %d", k, n))
	}
	sort.Strings(kinds)
	return fmt.Sprintf("y %d/%d accepted, n %d/%d rejected, vectors: valid %d/%d accepted, invalid %d/%d rejected %v, crashes %d, hangs %d",
		s.YAccepted, s.YTotal, s.NRejected, s.NTotal, s.ValidAcc, s.ValidTotal, s.InvalidRej, s.InvalidTotal, kinds, s.Crashes, s.Hangs)
}
