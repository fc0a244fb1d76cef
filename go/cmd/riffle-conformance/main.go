// Command riffle-conformance runs every file of a JSONTestSuite test_parsing directory
// through riffle.Validate and prints one summary line:
//
//	conformance go: y 95/95 n 188/188 i 35 (accepted A, rejected R) crashes 0
//
// With -v it first prints one line per i_ file ("i_x.json accepted" or
// "i_x.json rejected <kind> at <offset>"). It exits non-zero if any y_ file is
// rejected, any n_ file accepted, or any file makes the validator panic.
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	riffle "github.com/riffle-json/riffle/go"
)

func main() {
	verbose := flag.Bool("v", false, "print one line per i_ file")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: riffle-conformance [-v] <test_parsing dir>")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() != 1 {
		flag.Usage()
		os.Exit(2)
	}
	dir := flag.Arg(0)
	entries, err := os.ReadDir(dir)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	var names []string
	for _, e := range entries {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".json") {
			names = append(names, e.Name())
		}
	}
	sort.Strings(names)

	var yOK, yAll, nOK, nAll, iAll, iAcc, iRej, crashes int
	for _, name := range names {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		verr, crashed := validate(data)
		if crashed {
			crashes++
			fmt.Fprintf(os.Stderr, "%s: panic: %v\n", name, verr)
			continue
		}
		switch {
		case strings.HasPrefix(name, "y_"):
			yAll++
			if verr == nil {
				yOK++
			} else {
				fmt.Fprintf(os.Stderr, "%s rejected: %v\n", name, verr)
			}
		case strings.HasPrefix(name, "n_"):
			nAll++
			if verr != nil {
				nOK++
			} else {
				fmt.Fprintf(os.Stderr, "%s accepted\n", name)
			}
		case strings.HasPrefix(name, "i_"):
			iAll++
			if verr == nil {
				iAcc++
				if *verbose {
					fmt.Printf("%s accepted\n", name)
				}
			} else {
				iRej++
				if *verbose {
					var e *riffle.Error
					if errors.As(verr, &e) {
						fmt.Printf("%s rejected %s at %d\n", name, e.Kind, e.Offset)
					} else {
						fmt.Printf("%s rejected %v\n", name, verr)
					}
				}
			}
		}
	}
	fmt.Printf("conformance go: y %d/%d n %d/%d i %d (accepted %d, rejected %d) crashes %d\n",
		yOK, yAll, nOK, nAll, iAll, iAcc, iRej, crashes)
	if yOK != yAll || nOK != nAll || crashes != 0 {
		os.Exit(1)
	}
}

// validate runs riffle.Validate, turning a panic into a crash.
func validate(data []byte) (err error, crashed bool) {
	defer func() {
		if p := recover(); p != nil {
			err, crashed = fmt.Errorf("%v", p), true
		}
	}()
	return riffle.Validate(data), false
}
