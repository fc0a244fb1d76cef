package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// Strictness is one API's conformance result, as bench/go's TestConformance writes it
// (and bench/java's strictness check, in the same shape): JSONTestSuite test_parsing y_
// files accepted, n_ files rejected, testdata/validate.jsonl vectors given their verdict,
// crashes (recovered panics) and hangs (> 5 s on one input).
type Strictness struct {
	// Language is "go" or "java": the file the line came from, not a field of the line.
	Language string `json:"-"`
	Op       string `json:"op"`
	Lib      string `json:"lib"`
	API      string `json:"api"`
	// Call is the call the check made (Java lines, whose api is empty: the line covers
	// every config of its library and operation).
	Call                 string         `json:"call,omitempty"`
	YAccepted            int            `json:"y_accepted"`
	YTotal               int            `json:"y_total"`
	NRejected            int            `json:"n_rejected"`
	NTotal               int            `json:"n_total"`
	ValidAcc             int            `json:"valid_vectors_accepted"`
	ValidTotal           int            `json:"valid_vectors_total"`
	InvalidRej           int            `json:"invalid_vectors_rejected"`
	InvalidTotal         int            `json:"invalid_vectors_total"`
	InvalidAcceptedKinds map[string]int `json:"invalid_vectors_accepted_by_kind,omitempty"`
	Crashes              int            `json:"crashes"`
	Hangs                int            `json:"hangs"`
	Strict               bool           `json:"strict"`
	YRejected            []string       `json:"y_rejected,omitempty"`
	NAccepted            []string       `json:"n_accepted,omitempty"`
	ValidRejected        []string       `json:"valid_vectors_rejected,omitempty"`
	InvalidAccepted      []string       `json:"invalid_vectors_accepted,omitempty"`
	CrashedOn            []string       `json:"crashed_on,omitempty"`
	HungOn               []string       `json:"hung_on,omitempty"`
	// RejectedDuplicateNames: y_ files and valid vectors rejected only because they
	// repeat an object name; stricter than RFC 8259, so not held against the verdict.
	RejectedDuplicateNames []string `json:"rejected_duplicate_names,omitempty"`
}

// duplicateNameInputs are the y_ files and valid vectors whose only oddity is a
// repeated object name (bench/go/conformance.go has the same list).
var duplicateNameInputs = map[string]bool{
	"y_object_duplicated_key.json":           true,
	"y_object_duplicated_key_and_value.json": true,
	"duplicate-names":                        true,
}

// normalize applies the verdict rule to a line, whoever wrote it: an input rejected
// for a repeated name counts as accepted (RFC 8259 says names SHOULD be unique); strict is
// every y_ accepted, every n_ rejected, no crash.
func (s *Strictness) normalize() {
	keep := func(names []string, accepted *int) []string {
		var out []string
		for _, n := range names {
			if duplicateNameInputs[n] {
				s.RejectedDuplicateNames = append(s.RejectedDuplicateNames, n)
				*accepted++
			} else {
				out = append(out, n)
			}
		}
		return out
	}
	s.YRejected = keep(s.YRejected, &s.YAccepted)
	s.ValidRejected = keep(s.ValidRejected, &s.ValidAcc)
	s.Strict = s.YAccepted == s.YTotal && s.NRejected == s.NTotal && s.Crashes == 0
}

func isV2Lib(lib string) bool { return lib == "std-v2exp" || lib == "stdv2" }

// readStrictness reads conformance.jsonl (the default Go build), conformance-v2.jsonl
// (the GOEXPERIMENT=jsonv2 build; only its own libraries) and the Java harness's
// java/strictness.jsonl (JSON lines) or java/strictness.json (one JSON array), all in
// the shape of Strictness.
func readStrictness(dir string) []*Strictness {
	var out []*Strictness
	for _, m := range []struct {
		file, lang string
		v2         bool
	}{{"conformance.jsonl", "go", false}, {"conformance-v2.jsonl", "go", true},
		{filepath.Join("java", "strictness.jsonl"), "java", false}, {filepath.Join("java", "strictness.json"), "java", false}} {
		b, err := os.ReadFile(filepath.Join(dir, m.file))
		if err != nil {
			continue
		}
		var lines []*Strictness
		if strings.HasSuffix(m.file, ".json") {
			if json.Unmarshal(b, &lines) != nil {
				continue
			}
		} else {
			sc := bufio.NewScanner(bytes.NewReader(b))
			sc.Buffer(make([]byte, 1<<20), 1<<24)
			for sc.Scan() {
				var s Strictness
				if json.Unmarshal(sc.Bytes(), &s) == nil {
					lines = append(lines, &s)
				}
			}
		}
		for _, s := range lines {
			if m.lang == "go" && isV2Lib(s.Lib) != m.v2 {
				continue
			}
			s.Language = m.lang
			s.normalize()
			out = append(out, s)
		}
	}
	return out
}

// strictnessOf finds the check of a row's API. Go: the same (op, lib, api), or for a
// struct/decode/count/read row of a reflection API, that API's decode into `any`. Java:
// the same (op, lib), and the same config when the line names an api.
func strictnessOf(all []*Strictness, r *Record) (*Strictness, string) {
	for _, s := range all {
		if s.Language != r.Language || s.Op != r.Operation || s.Lib != r.Library {
			continue
		}
		if s.API == r.Config || r.Language == "java" && s.API == "" {
			return s, ""
		}
	}
	if r.Language != "go" {
		return nil, ""
	}
	switch r.Operation {
	case "struct", "decode", "count", "read":
		for _, s := range all {
			if s.Language == "go" && s.Op == "generic" && s.Lib == r.Library && s.API == r.Config+"(any)" {
				return s, "generic " + s.API
			}
		}
	}
	return nil, ""
}

// names lists up to three inputs by name, or just counts them.
func names(what string, xs []string) string {
	if len(xs) > 3 || len(xs) == 0 {
		return fmt.Sprintf("%d %s", len(xs), what)
	}
	return fmt.Sprintf("%d %s (%s)", len(xs), what, strings.Join(xs, ", "))
}

// invalidKinds is "21 invalid vectors (10 invalid-utf8, ...)", or "".
func invalidKinds(s *Strictness) string {
	n := 0
	for _, c := range s.InvalidAcceptedKinds {
		n += c
	}
	if n == 0 {
		return ""
	}
	var kinds []string
	for k := range s.InvalidAcceptedKinds {
		kinds = append(kinds, k)
	}
	sort.Slice(kinds, func(i, j int) bool {
		a, b := s.InvalidAcceptedKinds[kinds[i]], s.InvalidAcceptedKinds[kinds[j]]
		return a > b || a == b && kinds[i] < kinds[j]
	})
	var kv []string
	for _, k := range kinds {
		kv = append(kv, fmt.Sprintf("%d %s", s.InvalidAcceptedKinds[k], k))
	}
	return fmt.Sprintf("%d invalid vectors (%s)", n, strings.Join(kv, ", "))
}

// lenientNote says, in full, what an API gets wrong (the strictness table); "" for a
// fully strict API.
func lenientNote(s *Strictness) string {
	var parts []string
	if len(s.NAccepted) > 0 {
		parts = append(parts, "accepts "+names("n_ files", s.NAccepted))
	}
	if len(s.YRejected) > 0 {
		parts = append(parts, "rejects "+names("y_ files", s.YRejected))
	}
	if s.Crashes > 0 {
		parts = append(parts, "crashes on "+names("inputs", s.CrashedOn))
	}
	if s.Hangs > 0 {
		parts = append(parts, "runs > 5 s on "+names("inputs", s.HungOn))
	}
	if k := invalidKinds(s); k != "" {
		parts = append(parts, "accepts "+k)
	}
	if len(s.ValidRejected) > 0 {
		parts = append(parts, "rejects "+names("valid vectors", s.ValidRejected))
	}
	if len(s.RejectedDuplicateNames) > 0 {
		parts = append(parts, "rejects repeated object names (stricter than RFC 8259; not held against it)")
	}
	return strings.Join(parts, "; ")
}

// strictMark is the short marker on a table row of a peer that is not strict or that
// accepts invalid vectors (the strictness table has the details).
func strictMark(r *Record) string {
	s := r.Strictness
	if s == nil || r.Library == "riffle" {
		return ""
	}
	var parts []string
	if n := len(s.NAccepted); n > 0 {
		parts = append(parts, fmt.Sprintf("accepts %d n_", n))
	}
	if n := len(s.YRejected); n > 0 {
		parts = append(parts, fmt.Sprintf("rejects %d y_", n))
	}
	if s.Crashes > 0 {
		parts = append(parts, fmt.Sprintf("%d crashes", s.Crashes))
	}
	if s.Hangs > 0 {
		parts = append(parts, fmt.Sprintf("runs > 5 s on %d inputs", s.Hangs))
	}
	if k := invalidKinds(s); k != "" {
		parts = append(parts, "accepts "+k)
	}
	switch {
	case !s.Strict:
		return " ⚠ *not strict: " + strings.Join(parts, ", ") + "*"
	case len(parts) > 0:
		return " *(lenient: " + strings.Join(parts, ", ") + ")*"
	}
	return ""
}

// bestStrictPeer is the fastest measured JSON peer whose API is checked and strict
// (every y_ accepted, every n_ rejected, no crash).
func bestStrictPeer(rows []*Record) *Record {
	var best *Record
	for _, r := range rows {
		if !isJSONPeer(r) || !measured(r) || r.Strictness == nil || !r.Strictness.Strict {
			continue
		}
		if best == nil || speed(r) > speed(best) {
			best = r
		}
	}
	return best
}

// strictnessTable lists every checked API.
func strictnessTable(all []*Strictness) string {
	var rows [][]string
	sorted := append([]*Strictness(nil), all...)
	order := map[string]int{"validate": 0, "skip": 1, "generic": 2}
	sort.SliceStable(sorted, func(i, j int) bool {
		a, b := sorted[i], sorted[j]
		if a.Language != b.Language {
			return a.Language == "go"
		}
		if order[a.Op] != order[b.Op] {
			return order[a.Op] < order[b.Op]
		}
		if (a.Lib == "riffle") != (b.Lib == "riffle") {
			return a.Lib == "riffle"
		}
		return a.Lib+a.API < b.Lib+b.API
	})
	for _, s := range sorted {
		verdict := "**strict**"
		if !s.Strict {
			verdict = "not strict"
		}
		lib := displayName(s.Language, s.Lib)
		if s.Lib == "riffle" {
			lib = "**" + lib + "**"
		}
		api := "`" + s.API + "`"
		if s.API == "" && s.Call != "" {
			api = "`" + s.Call + "` (every config)"
		}
		rows = append(rows, []string{s.Language, s.Op, lib, api,
			fmt.Sprintf("%d/%d", s.YAccepted, s.YTotal), fmt.Sprintf("%d/%d", s.NRejected, s.NTotal),
			fmt.Sprintf("%d/%d", s.ValidAcc, s.ValidTotal), fmt.Sprintf("%d/%d", s.InvalidRej, s.InvalidTotal),
			fmt.Sprint(s.Crashes), fmt.Sprint(s.Hangs), verdict, lenientNote(s)})
	}
	return md([]string{"lang", "op", "library", "API (Java: the call made)", "y_ accepted", "n_ rejected", "valid vectors accepted", "invalid vectors rejected", "crashes", "hangs", "verdict", "what it gets wrong"}, rows)
}

func vectorCount(all []*Strictness) int {
	for _, s := range all {
		return s.ValidTotal + s.InvalidTotal
	}
	return 0
}
