package main

import (
	"fmt"
	"sort"
	"strings"
)

// rowFamily is one kind of Go row: what every row of it does, on both sides.
type rowFamily struct {
	name  string
	match func(r *Record) bool
	work  string // what each row does, Riffle and peers alike
	state string // what is reused across operations
}

var goFamilies = []rowFamily{
	{"seed decode (small, medium, large)", func(r *Record) bool {
		return (r.Workload == "small" || r.Workload == "medium" || r.Workload == "large") && r.Operation != "write"
	},
		"read the payload from a `[]byte` and bind the named fields (large: count 30 elements); pull parsers bind by hand, reflection decoders into structs naming only those fields",
		"pull parsers (Riffle `iterator`, jsoniter) reset one iterator per operation; decoders (Riffle `unmarshal-*` too) allocate their result per operation, as their API does"},
	{"large file", func(r *Record) bool { return r.Workload == "largefile" },
		"open the 26 MB file and count its 11,351 elements from an `*os.File`",
		"nothing: each operation opens the file and makes its reader (4 KiB buffer where the library streams)"},
	{"validate", func(r *Record) bool { return r.Operation == "validate" },
		"check a whole corpus document; the answer must be *valid*",
		"simdjson-go reuses its tape (`Parse-reuse`); the others keep no state"},
	{"skip", func(r *Record) bool { return r.Operation == "skip" },
		"one pull-parser Skip over the whole document, then check the end of the input; for Riffle this is a full validation, so the headline compares it with the peers' validators too",
		"every skipper is reset per operation: Riffle and jsoniter iterators, jsontext Decoders (over a `bytes.Buffer` read in place, duplicate names not tracked: their fast form)"},
	{"generic / struct", func(r *Record) bool { return r.Operation == "generic" || r.Operation == "struct" },
		"decode a corpus document into `any` (fastjson: its own tree) or into the struct shapes of `bench/go/corpus_types.go`",
		"fastjson reuses its Parser; the others (Riffle `unmarshal-*` too) allocate their result per operation"},
	{"write", func(r *Record) bool { return r.Operation == "write" },
		"write the decoded value; the output must parse back to the input (Record2: equal the 508-byte reference)",
		"API names ending in `-reuse` write into a buffer or encoder kept across operations, all others allocate their output per operation; Riffle is timed both ways, by hand (`stream-by-hand-reuse`, `stream-by-hand-alloc`, and the same walkers on its Appender, `appender-by-hand-reuse`, `appender-by-hand-alloc`) and through its binder (`MarshalTo-reuse(...)`, `marshal-alloc(...)`)"},
	{"record2 read", func(r *Record) bool { return r.Workload == "record2" && r.Operation == "read" },
		"read the 872-byte `record2.json` into the Record2 model; int32 fields range-checked on every side (Riffle: `ReadInt32`)",
		"Riffle `iterator-by-hand` resets one iterator per operation; decoders (Riffle `unmarshal-*` too) allocate their result per operation"},
}

// methodSection is the "Method and fairness" section: per row family, what both sides
// do, what is reused, and each library's configurations as measured; then the samples.
func methodSection(run *Run) string {
	var b strings.Builder
	env := run.Env
	w := func(format string, a ...any) { fmt.Fprintf(&b, format, a...) }
	w("## Method and fairness\n\n")
	w("Every row is checked before it is timed: its body runs once and its answer is compared with a reference; a wrong answer is reported and never timed (`TestBenchmarkWorkloads`, also part of `make test`).\n\n")
	var rows [][]string
	for _, f := range goFamilies {
		configs := map[string][]string{}
		for _, r := range run.Records {
			if r.Language == "go" && f.match(r) && r.Status != "missing" {
				configs[r.LibraryName] = appendNew(configs[r.LibraryName], "`"+r.Config+"`")
			}
		}
		var libs []string
		for l, cs := range configs {
			libs = append(libs, l+" "+strings.Join(cs, ", "))
		}
		sort.Strings(libs)
		if len(libs) > 0 {
			rows = append(rows, []string{f.name, f.work, f.state, strings.Join(libs, "; ")})
		}
	}
	w("%s\n", md([]string{"Go rows", "what every row does", "state reused across operations", "libraries and configurations measured"}, rows))
	rounds := env["go_rounds"]
	if rounds == "" {
		n := 0
		for _, r := range run.Records {
			if r.Language == "go" {
				n = max(n, r.N)
			}
		}
		w("- **Go samples**: this run predates interleaved rounds: up to %d consecutive samples per row (`-count`), rows in a fixed order.\n", n)
		w("- **Go ratios**: Riffle's speed ÷ the peer's, as the ratio of the geometric means of the samples; the interval in brackets is a 95%% Welch t-interval on the log samples (unpaired). `~` marks an interval that holds 1 (no difference shown). Tables show the median ns/op and its min–max.\n")
	} else {
		w("- **Go samples**: %s interleaved rounds. Each round runs every row once, one process per benchtime class, with the classes, the workloads and each workload's rows in an order rotated per round (`-count 1`, `-benchtime %s`; validation-only files %s; large file %s), so each row has one sample per round and slow spells of a shared machine hit every row alike.\n", rounds, env["go_benchtime"], env["go_validate_benchtime"], env["go_large_benchtime"])
		w("- **Go ratios**: Riffle's speed ÷ the peer's, as the geometric mean of the per-round ratios; the interval in brackets is a 95%% Student t-interval on the logarithms of those paired ratios. `~` marks an interval that holds 1 (no difference shown). Tables show the median ns/op and its min–max.\n")
	}
	forks := 0
	for _, r := range run.Records {
		if r.Language == "java" && len(r.OpsPerSForks) > forks {
			forks = len(r.OpsPerSForks)
		}
	}
	if forks > 0 {
		w("- **Java samples**: JMH, up to %d forks per benchmark (settings below). Ratio intervals are 95%% Welch t-intervals on the logarithms of the per-fork mean scores (iterations within a fork are not independent); a row with one fork gets no interval.\n", forks)
	}
	for _, l := range javaSettings(run.Dir) {
		w("  - JMH %s\n", l)
	}
	w("- **Peers on their best settings**: each peer's fastest documented configuration is measured beside its default (jsoniter `ConfigFastest`, sonic `ConfigFastest`, jsontext without duplicate-name tracking); jsoniter's hand-written pull-parser and stream rows run on `ConfigFastest` only (marked `(fastest)`); the headline takes the fastest row of each peer. Riffle's decoders run both presets: `unmarshal-std-compatible` (`riffle.Unmarshal`, the Compatible preset) is set against encoding/json, jsoniter `reflect-std-compatible` and sonic `config-std`; `unmarshal-fastest` (`riffle.Fastest().Unmarshal`) against jsoniter `reflect-fastest` and sonic `config-fastest`. On encode, sonic without `ValidateString` and jsoniter without `EscapeHTML` copy strings without checking their UTF-8 (they can write invalid JSON; Riffle cannot): sonic's checking configuration runs beside them (`config-fastest+validate-string`), and `bench/go_bind_targets.py` sets Riffle's encode rows against the checking rows, the unchecked ones on lines of their own (decision 0007).\n")
	w("- **Like with like**: a write line names each side's buffer policy (writer or buffer reused across operations, or a new one per operation) and shows Riffle both ways where the harness times both (*Riffle writer reused* against each peer's fastest row, then *Riffle new writer per op* against the same peers); Java Record2 rows on Strings (`io=string`, and the String-only libraries) and on UTF-8 bytes (`io=bytes`) are compared only within their io form.\n")
	w("- **Strictness**: every validate, skip and generic API is run over JSONTestSuite and `testdata/validate.jsonl` before timing (section *strictness of the peers*); rejecting a repeated object name is stricter than RFC 8259 and is not held against a peer.\n")
	w("- **Rerun**: each headline line has one command below the table that measures its rows again.\n")
	w("\nWhat this does not settle:\n\n")
	w("- Riffle's Go read rows come two ways: by hand against the Iterator (`iterator`, `iterator-by-hand`; like for like with the jsoniter iterator rows and easyjson's generated code) and by reflection (`unmarshal-*`, like for like with the peers' reflection decoders); the headline takes the faster.\n")
	w("- Riffle's `unmarshal-*` APIs are not in the strictness check: like encoding/json they replace invalid UTF-8 and lone surrogates with U+FFFD, so they are strict on JSONTestSuite but not on every invalid vector.\n")
	w("- The headline takes each side's fastest API (for a write, Riffle's fastest with the line's buffer policy). Peers have more APIs per table, so the maximum of noisy rows favours them rather than Riffle; but nothing corrects for the number of lines: at 95%%, about one interval in twenty that excludes 1 may do so by chance.\n")
	w("- The intervals assume independent rounds (or forks) and roughly normal log ratios; a quick run's rounds give wide intervals. Publish from a full run on a quiet machine; CPU frequency and pinning are not controlled.\n")
	w("- Strictness is measured for the validate, skip and generic APIs; struct and decode rows inherit their API's generic result, and writers are not checked on invalid input (for example invalid UTF-8 in a Go string).\n")
	return b.String()
}

func appendNew(xs []string, x string) []string {
	for _, y := range xs {
		if y == x {
			return xs
		}
	}
	return append(xs, x)
}
