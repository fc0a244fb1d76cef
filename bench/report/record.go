// Command report turns one run of bench/run.sh into results and documentation: it reads
// the Go benchmark output, the correctness manifests, the peak-memory lines and the Java
// harness's JMH JSON files from the run directory, writes one JSON line per row to
// bench/results/<date>-<machine>.jsonl, and writes docs/benchmarks.md with one SVG plot
// per table in docs/benchmarks/.
package main

// Record is one row of the results: (language, workload, operation, library, config).
type Record struct {
	Language       string `json:"language"`
	Workload       string `json:"workload"`
	Operation      string `json:"operation"`
	Library        string `json:"library"`
	LibraryName    string `json:"library_name"`
	LibraryVersion string `json:"library_version,omitempty"`
	Config         string `json:"config"`
	// Status is ok, missing (not built), wrong answer (failed its check, not timed),
	// not run (built and checked but not measured in this run) or failed.
	Status string `json:"status"`
	Detail string `json:"detail,omitempty"`

	N              int       `json:"n"`
	NsPerOp        float64   `json:"ns_per_op,omitempty"` // median of the samples
	NsPerOpMin     float64   `json:"ns_per_op_min,omitempty"`
	NsPerOpMax     float64   `json:"ns_per_op_max,omitempty"`
	NsPerOpSamples []float64 `json:"ns_per_op_samples,omitempty"`
	// SampleRounds[i] is the interleaved round NsPerOpSamples[i] was measured in (Go;
	// empty for results measured without rounds).
	SampleRounds    []int    `json:"sample_rounds,omitempty"`
	MBPerS          float64  `json:"mb_per_s,omitempty"`
	BytesPerOp      *float64 `json:"bytes_per_op,omitempty"`
	AllocsPerOp     *float64 `json:"allocs_per_op,omitempty"`
	PeakRSSDelta    *int64   `json:"peak_rss_delta_bytes,omitempty"`
	TotalAllocBytes *int64   `json:"total_alloc_bytes,omitempty"`

	OpsPerS        float64   `json:"ops_per_s,omitempty"` // Java: JMH score in ops/s
	Error          float64   `json:"error,omitempty"`     // Java: JMH scoreError (99.9% half-width)
	CILow          float64   `json:"ops_per_s_ci_low,omitempty"`
	CIHigh         float64   `json:"ops_per_s_ci_high,omitempty"`
	OpsPerSSamples []float64 `json:"ops_per_s_samples,omitempty"`
	// OpsPerSForks is the mean score of each JMH fork: the Java samples the ratio
	// intervals use (iterations within a fork are not independent).
	OpsPerSForks []float64 `json:"ops_per_s_forks,omitempty"`
	JMHBenchmark string    `json:"jmh_benchmark,omitempty"`
	JDK          string    `json:"jdk,omitempty"` // Java: major version the row ran on
	// Threads is how many threads ran the JMH benchmark at once (Java; 0 or 1: one).
	// A row with more is a workload of its own, "<workload> · <n> threads", with its
	// score the sum of the threads' (JMH's throughput).
	Threads int `json:"threads,omitempty"`

	// Strictness is the conformance check of this row's API (Go validate, skip and
	// generic rows; struct and decode rows of a reflection API take their API's
	// generic-decode check, named in StrictnessFrom). Nil: not checked.
	Strictness     *Strictness `json:"strictness,omitempty"`
	StrictnessFrom string      `json:"strictness_from,omitempty"`

	Runtime string  `json:"runtime"`
	Machine Machine `json:"machine"`
	Mode    string  `json:"mode"`
	Command string  `json:"command"`
	Date    string  `json:"date"`
	Commit  string  `json:"commit"`
	// DirtyFiles lists the files of an uncommitted change the run measured ("" when the
	// tree was clean at Commit).
	DirtyFiles string `json:"dirty_files,omitempty"`
}

// Machine describes the host of the run.
type Machine struct {
	Name   string `json:"name"`
	CPU    string `json:"cpu"`
	Cores  int    `json:"cores"`
	Memory string `json:"memory"`
	Kernel string `json:"kernel"`
	Flags  string `json:"cpu_flags"`
}

// goLibs maps the Go harness's library ids to module paths and display names.
var goLibs = map[string]struct{ module, display string }{
	"riffle":     {"github.com/riffle-json/riffle/go", "Riffle"},
	"std":        {"", "encoding/json"},
	"std-v2exp":  {"", "encoding/json (GOEXPERIMENT=jsonv2)"},
	"stdv2":      {"", "encoding/json/v2"},
	"jsoniter":   {"github.com/json-iterator/go", "json-iterator/go"},
	"goccy":      {"github.com/goccy/go-json", "goccy/go-json"},
	"sonic":      {"github.com/bytedance/sonic", "bytedance/sonic"},
	"segmentio":  {"github.com/segmentio/encoding", "segmentio/encoding"},
	"easyjson":   {"github.com/mailru/easyjson", "mailru/easyjson"},
	"jsonparser": {"github.com/buger/jsonparser", "buger/jsonparser"},
	"fastjson":   {"github.com/valyala/fastjson", "valyala/fastjson"},
	"simdjson":   {"github.com/minio/simdjson-go", "minio/simdjson-go"},
	"jsonexp":    {"github.com/go-json-experiment/json", "go-json-experiment/json"},
}

// displayName is a library id's name in the tables (Go: goLibs; Java: javaLibs); an
// unknown id is shown as it is.
func displayName(lang, lib string) string {
	if lang == "go" {
		if l, ok := goLibs[lib]; ok {
			return l.display
		}
	}
	if lang == "java" {
		if d, ok := javaLibs[lib]; ok {
			return d
		}
	}
	if lib == "riffle" {
		return "Riffle"
	}
	return lib
}

// wkey is the workload as tables group it: Java rows are kept apart per JDK.
func wkey(r *Record) string {
	if r.Language == "java" && r.JDK != "" {
		return r.Workload + " · JDK " + r.JDK
	}
	return r.Workload
}
