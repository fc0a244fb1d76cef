// Command riffle-xlang is the Go half of the Go-Java differential harness
// (docs/robustness.md). It works on batches: a batch is a text file with one input per
// line, written in hex, so any bytes fit.
//
//	riffle-xlang gen -n 100000 -seed 1 > batch.hex   generate inputs
//	riffle-xlang pack PATH... > batch.hex            pack files: raw files, Go fuzz corpus
//	                                                 files, testdata *.jsonl rows
//	riffle-xlang eval [-depth N] [-strlimit N] [-numlimit N] < batch.hex > go.txt
//	                                                 one result line per input
//	riffle-xlang compare batch.hex go.txt java.txt   print disagreements; exit 1 if any
//
// The Java half (dev.riffle.robust.XlangMain, in java/core's test tree) evaluates the
// same batch the same way; run.sh drives rounds of gen, eval on both sides and compare.
// A result line is "v=<validate> r=<reader skip> w=<walk>", where each part is "ok" or
// "kind@offset:pointer" (the pointer in hex) and the walk, when it succeeds, is the canonical re-encode of
// the value (the Stream's output, hex) and the float64 reading of every number.
package main

import (
	"bufio"
	"encoding/hex"
	"flag"
	"fmt"
	"os"
)

func main() {
	if len(os.Args) < 2 {
		usage()
	}
	cmd, args := os.Args[1], os.Args[2:]
	var err error
	switch cmd {
	case "gen":
		fs := flag.NewFlagSet("gen", flag.ExitOnError)
		n := fs.Int("n", 10000, "number of inputs")
		seed := fs.Int64("seed", 1, "random seed")
		_ = fs.Parse(args)
		err = writeBatch(os.Stdout, generate(*n, *seed))
	case "pack":
		var inputs [][]byte
		if inputs, err = packPaths(args); err == nil {
			err = writeBatch(os.Stdout, inputs)
		}
	case "eval":
		fs := flag.NewFlagSet("eval", flag.ExitOnError)
		var lim limits
		fs.IntVar(&lim.depth, "depth", 0, "MaxDepth (0: the default)")
		fs.IntVar(&lim.stringBytes, "strlimit", 0, "MaxStringBytes (0: the default)")
		fs.IntVar(&lim.numberBytes, "numlimit", 0, "MaxNumberBytes (0: the default)")
		_ = fs.Parse(args)
		err = evalBatch(os.Stdin, os.Stdout, lim)
	case "compare":
		if len(args) != 3 {
			usage()
		}
		var bad int
		if bad, err = compareFiles(args[0], args[1], args[2], os.Stdout); err == nil && bad > 0 {
			os.Exit(1)
		}
	default:
		usage()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "riffle-xlang:", err)
		os.Exit(2)
	}
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: riffle-xlang gen [-n N] [-seed S] | pack PATH... | eval [-depth N] [-strlimit N] [-numlimit N] | compare BATCH GO JAVA")
	os.Exit(2)
}

// writeBatch writes one hex line per input.
func writeBatch(f *os.File, inputs [][]byte) error {
	w := bufio.NewWriterSize(f, 1<<16)
	for _, in := range inputs {
		w.WriteString(hex.EncodeToString(in))
		w.WriteByte('\n')
	}
	return w.Flush()
}

// readLines calls each for every line of f.
func readLines(f *os.File, each func(line string) error) error {
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<30)
	for sc.Scan() {
		if err := each(sc.Text()); err != nil {
			return err
		}
	}
	return sc.Err()
}
