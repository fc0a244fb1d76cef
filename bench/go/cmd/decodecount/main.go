// Command decodecount decodes one seed or corpus document N times with Riffle's
// Unmarshal into the harness's struct model, a new value per decode, and nothing else:
// a driver for instruction counts under callgrind, where the bench binary's own work
// (answer checks, the testing package) does not cancel out. Per decode = the
// difference of the totals at two N over the difference of the N.
//
//	go build -o /tmp/decodecount ./cmd/decodecount   # in bench/go
//	export RIFFLE_TESTDATA=/work/shared/testdata GOMAXPROCS=1
//	valgrind --tool=callgrind --callgrind-out-file=/dev/null /tmp/decodecount small 2000
//	valgrind --tool=callgrind --callgrind-out-file=/dev/null /tmp/decodecount small 22000
//
// Workloads: small, medium, record2, twitter, citm, canada, and twitter.json compacted or
// re-indented with two spaces or tabs (encoding/json's Compact and Indent):
// twitter-compact, twitter-spaces, twitter-tabs. Options after N: "compatible" decodes
// with Compatible instead of Fastest, "any" into an `any` instead of the model. Set
// GOGC=off and GODEBUG=asyncpreemptoff=1 too: the collector's work varies between runs,
// and callgrind fails on the preemption signal.
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"slices"

	goccy "github.com/goccy/go-json"
	benchgo "github.com/riffle-json/riffle/bench/go"
	riffle "github.com/riffle-json/riffle/go"
)

func main() {
	n, d := benchgo.CountSetup("decodecount small|medium|record2|twitter|citm|canada|twitter-compact|twitter-spaces|twitter-tabs N [compatible] [any] [goccy]", 2)
	c := riffle.Fastest()
	if slices.Contains(os.Args[3:], "compatible") {
		c = riffle.Compatible()
	}
	doc, target, ok := benchgo.CountModel(d, os.Args[1])
	switch os.Args[1] {
	case "twitter-compact", "twitter-spaces", "twitter-tabs":
		var b bytes.Buffer
		var err error
		indent := map[string]string{"twitter-spaces": "  ", "twitter-tabs": "\t"}[os.Args[1]]
		if indent == "" {
			err = json.Compact(&b, d.Corpus["twitter.json"])
		} else {
			err = json.Indent(&b, d.Corpus["twitter.json"], "", indent)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		doc, target = b.Bytes(), func() any { return new(benchgo.Twitter) }
	default:
		if !ok {
			fmt.Fprintln(os.Stderr, "unknown workload", os.Args[1])
			os.Exit(2)
		}
	}
	if slices.Contains(os.Args[3:], "any") {
		target = func() any { return new(any) }
	}
	unmarshal := c.Unmarshal
	if slices.Contains(os.Args[3:], "goccy") {
		unmarshal = goccy.Unmarshal
	}
	for i := 0; i < n; i++ {
		if err := unmarshal(doc, target()); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
	fmt.Println(os.Args[1], n, "decodes of", len(doc), "bytes")
}
