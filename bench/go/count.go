package benchgo

import (
	"fmt"
	"os"
	"strconv"
)

// CountSetup starts the instruction-count drivers of cmd/ (decodecount, encodecount):
// it checks that the command has at least args arguments, else prints usage and exits
// with status 2, reads the operation count N from the second argument, and loads the
// shared test data (exiting with status 1 when it is missing).
func CountSetup(usage string, args int) (int, *Data) {
	if len(os.Args) < args+1 {
		fmt.Fprintln(os.Stderr, "usage:", usage)
		os.Exit(2)
	}
	n, err := strconv.Atoi(os.Args[2])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	d, err := LoadData()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	return n, d
}

// CountModel returns the document and a constructor of the struct model of one of the
// count drivers' workloads (small, medium, record2, twitter, citm, canada), or false
// for another name.
func CountModel(d *Data, name string) ([]byte, func() any, bool) {
	switch name {
	case "small":
		return d.Small, func() any { return new(SmallPayload) }, true
	case "medium":
		return d.Medium, func() any { return new(MediumPayload) }, true
	case "record2":
		return d.Record2, func() any { return new(Record2) }, true
	case "twitter":
		return d.Corpus["twitter.json"], func() any { return new(Twitter) }, true
	case "citm":
		return d.Corpus["citm_catalog.json"], func() any { return new(CITM) }, true
	case "canada":
		return d.Corpus["canada.json"], func() any { return new(Canada) }, true
	}
	return nil, nil, false
}
