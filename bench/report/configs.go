package main

import (
	"sort"
	"strings"
)

// javaLibs maps the Java harness's library ids (the part of a JMH method name before
// `_`) to display names; each id is its own peer (jackson is Jackson 2, jackson3 is
// Jackson 3, tools.jackson).
var javaLibs = map[string]string{
	"riffle":          "Riffle",
	"jackson":         "Jackson 2",
	"jackson3":        "Jackson 3",
	"jsoniter":        "jsoniter (Java)",
	"jsoniterDynamic": "jsoniter (Java, dynamic mode)",
	"dsljson":         "DSL-JSON",
	"fastjson2":       "fastjson2",
	"avaje":           "avaje-jsonb",
	"gson":            "Gson",
	"moshi":           "Moshi",
	"protobuf":        "Protobuf",
	"fory":            "Apache Fory JSON",
	"jsoniterScala":   "jsoniter-scala",
	"zioJson":         "ZIO JSON",
	"circe":           "circe",
}

// param is the value of one JMH parameter of a Java row ("io", "writer", "jackson"),
// read from its config ("hand-written,io=string,writer=reused"); "" when the row has none.
func param(r *Record, name string) string {
	for _, part := range strings.Split(r.Config, ",") {
		if k, v, ok := strings.Cut(part, "="); ok && k == name {
			return v
		}
	}
	return ""
}

// ioOf is the input/output form of a row: a Java row's `io` parameter; a row of a
// group where other rows have one (Record2) but it has none reads and writes Strings
// (the harness gives `io` only to libraries with a bytes API); "" elsewhere.
func ioOf(r *Record, groupHasIO bool) string {
	if io := param(r, "io"); io != "" {
		return io
	}
	if groupHasIO {
		return "string"
	}
	return ""
}

// riffleWriter is the buffer policy of a Riffle write row: "reused" or "new" (Java's
// `writer` parameter; Go's `-reuse` and `-alloc` API names); "" for other rows and for
// Riffle write rows that do not say.
func riffleWriter(r *Record) string {
	if r.Library != "riffle" || r.Operation != "write" {
		return ""
	}
	if w := param(r, "writer"); w != "" {
		return w
	}
	switch {
	case strings.Contains(r.Config, "-reuse"):
		return "reused"
	case strings.Contains(r.Config, "-alloc"):
		return "new"
	}
	return ""
}

// corpusWorkloads are the Java classes whose write rows replay a Tape with each
// library's streaming writer.
var corpusWorkloads = map[string]bool{"Twitter": true, "CitmCatalog": true, "Canada": true, "UniqueNames": true}

// corpusBindWorkloads are the Java classes that bind a whole corpus document to a
// full model (decode) and write the model back (encode).
var corpusBindWorkloads = map[string]bool{"TwitterBind": true, "CitmCatalogBind": true, "CanadaBind": true}

// javaPeerWritePolicies is, per workload kind and peer, what the harness's write row
// keeps across operations (bench/java/README.md, "What each row reuses").
var javaPeerWritePolicies = map[string]map[string]string{
	"corpus": {
		"jackson":   "new JsonGenerator per op over a reused output buffer; a generator has no reset",
		"jackson3":  "new JsonGenerator per op over a reused output buffer; a generator has no reset",
		"fastjson2": "new writer per op; no public reset",
		"jsoniter":  "writer reused, reset per op",
	},
	"Record2": {
		"jackson":         "ObjectWriter made once, new generator per op",
		"jackson3":        "ObjectWriter made once, new generator per op",
		"fastjson2":       "new writer per op (JSON.toJSONString)",
		"jsoniter":        "new stream per op (JsonStream.serialize)",
		"jsoniterDynamic": "new stream per op (JsonStream.serialize)",
		"dsljson":         "writer reused, reset per op",
		"avaje":           "adapter made once, new writer per op",
		"moshi":           "adapter made once, new writer per op",
		"gson":            "one Gson, new writer per op",
		"fory":            "one instance, new writer per op",
		"jsoniterScala":   "codec made once; the library reuses its own per-thread writer",
		"zioJson":         "codec made once, new writer per op",
		"circe":           "codec made once, new output per op",
	},
	"corpusBind": {
		"jackson":   "ObjectWriter made once, new generator per op",
		"jackson3":  "ObjectWriter made once, new generator per op",
		"fastjson2": "new writer per op (toJSONBytes)",
		"dsljson":   "writer reused, reset per op",
		"avaje":     "adapter made once, new writer per op",
		"moshi":     "adapter made once, new okio Buffer per op",
		"gson":      "one Gson, toJson then UTF-8 bytes per op",
	},
	"scenario": {
		"jackson":         "new generator per op (ObjectMapper.writeValueAsBytes)",
		"jsoniter":        "reused output buffer (JsonStream.serialize)",
		"jsoniterDynamic": "reused output buffer (JsonStream.serialize)",
		"protobuf":        "new array per op (toByteArray)",
	},
}

// writePolicy says what a write row keeps across operations, so that a reader sees
// like against like: "writer reused", "new writer per op", or the peer's policy; "" for
// rows that do not write.
func writePolicy(r *Record) string {
	if r.Operation != "write" {
		return ""
	}
	switch riffleWriter(r) {
	case "reused":
		return "writer reused"
	case "new":
		return "new writer per op"
	}
	if r.Library == "riffle" {
		return "buffer policy not recorded"
	}
	if r.Language == "go" {
		if strings.Contains(r.Config, "-reuse") { // "-reuse" or "-reuse(fastest)"
			return "buffer reused"
		}
		return "new output per op"
	}
	kind := "scenario"
	switch {
	case corpusWorkloads[r.Workload]:
		kind = "corpus"
	case corpusBindWorkloads[r.Workload]:
		kind = "corpusBind"
	case r.Workload == "Record2":
		kind = "Record2"
	}
	if p := javaPeerWritePolicies[kind][r.Library]; p != "" {
		return p
	}
	return "buffer policy not recorded"
}

// riffleMode is how a Java Riffle row reads or writes: its `config` parameter,
// "hand-written", "bind=runtime" or "bind=generated"; "" for other rows.
func riffleMode(r *Record) string {
	if r.Library != "riffle" || r.Language != "java" {
		return ""
	}
	for _, part := range strings.Split(r.Config, ",") {
		if part == "hand-written" || strings.HasPrefix(part, "bind=") {
			return part
		}
	}
	return ""
}

// riffleModes lists the Riffle modes of a group's rows in a fixed order when there
// are two or more, so that each gets its own line (hand-written code is not set
// against the peers' binders as if it were Riffle's binder); else [""], one line.
func riffleModes(g []*Record) []string {
	seen := map[string]bool{}
	for _, r := range g {
		if m := riffleMode(r); m != "" {
			seen[m] = true
		}
	}
	if len(seen) < 2 {
		return []string{""}
	}
	var modes []string
	for _, m := range []string{"hand-written", "bind=runtime", "bind=generated"} {
		if seen[m] {
			modes = append(modes, m)
			delete(seen, m)
		}
	}
	var rest []string
	for m := range seen {
		rest = append(rest, m)
	}
	sort.Strings(rest)
	return append(modes, rest...)
}

// comparison is one like-for-like line of the headline and the ratio tables: the rows
// of one language, workload, operation and io form, and the Riffle row they are
// compared with (for writes, one line per Riffle buffer policy the harness timed).
type comparison struct {
	lang, workload, op, io, writer string
	mode                           string // the Riffle mode of the line (riffleModes), or ""
	riffle                         *Record
	rows                           []*Record // every row of the line, Riffle's included
}

// label is the line's name: "Record2 · JDK 17 write (io=string, Riffle writer reused)".
func (c comparison) label() string {
	var q []string
	if c.io != "" {
		q = append(q, "io="+c.io)
	}
	if c.mode != "" {
		q = append(q, "Riffle "+c.mode)
	}
	switch c.writer {
	case "reused":
		q = append(q, "Riffle writer reused")
	case "new":
		q = append(q, "Riffle new writer per op")
	}
	s := c.workload + " " + c.op
	if len(q) > 0 {
		s += " (" + strings.Join(q, ", ") + ")"
	}
	return s
}

// comparisons splits the rows of one language, workload and operation (for skip, the
// peers' validators of the same file too) into like-for-like lines: one per io form,
// and for writes one per Riffle buffer policy (reused first).
func comparisons(recs []*Record, lang, workload, op string) []comparison {
	rs := headlineGroup(recs, lang, workload, op)
	if len(rs) == 0 {
		return nil
	}
	hasIO := false
	for _, r := range rs {
		if param(r, "io") != "" {
			hasIO = true
		}
	}
	var ios []string
	byIO := map[string][]*Record{}
	for _, r := range rs {
		io := ioOf(r, hasIO)
		if _, ok := byIO[io]; !ok {
			ios = append(ios, io)
		}
		byIO[io] = append(byIO[io], r)
	}
	sort.SliceStable(ios, func(i, j int) bool { return ios[i] == "string" && ios[j] != "string" })
	var out []comparison
	for _, io := range ios {
		g := byIO[io]
		var writers []string
		seen := map[string]bool{}
		for _, r := range g {
			if w := riffleWriter(r); r.Library == "riffle" && !seen[w] {
				seen[w] = true
				writers = append(writers, w)
			}
		}
		sort.SliceStable(writers, func(i, j int) bool { return writers[i] == "reused" && writers[j] != "reused" })
		if len(writers) == 0 {
			writers = []string{""} // no Riffle row: one line for the peers
		}
		modes := riffleModes(g)
		for _, w := range writers {
			for _, mode := range modes {
				var line []*Record
				var rf []*Record
				for _, r := range g {
					if r.Library == "riffle" {
						if riffleWriter(r) != w || mode != "" && riffleMode(r) != mode {
							continue
						}
						rf = append(rf, r)
					}
					line = append(line, r)
				}
				if len(rf) == 0 && w != "" {
					continue // this mode was not timed with this writer policy
				}
				out = append(out, comparison{lang, workload, op, io, w, mode, bestRiffle(rf), line})
			}
		}
	}
	return out
}
