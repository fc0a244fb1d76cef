//go:build noriffleiter

package benchgo

import "os"

// Built with -tags noriffleiter (bench/run.sh adds it when ../../go has no Iterator
// yet): every Riffle reading row is listed as missing.

const riffleIterMissing = "Riffle Iterator/Validate API not in this tree (built with -tags noriffleiter)"

func riffleSmall(*Data, *SmallPayload, func() error) Case {
	return missing("small", "decode", LibRiffle, "iterator", riffleIterMissing)
}
func riffleMedium(*Data, *MediumPayload, func() error) Case {
	return missing("medium", "decode", LibRiffle, "iterator", riffleIterMissing)
}
func riffleLarge(*Data, *int, func() error) Case {
	return missing("large", "count", LibRiffle, "iterator", riffleIterMissing)
}
func riffleLargeFile(func() (*os.File, error), *int, func() error) Case {
	return missing("largefile", "count", LibRiffle, "iterator-reader-4KiB", riffleIterMissing)
}
func riffleValidate(f string, _ []byte) []Case {
	return []Case{
		missing(f, "validate", LibRiffle, "Validate", riffleIterMissing),
		missing(f, "validate", LibRiffle, "Valid", riffleIterMissing),
	}
}
func riffleSkip(f string, _ []byte) Case {
	return missing(f, "skip", LibRiffle, "iterator.Skip", riffleIterMissing)
}
func riffleRecord2Read([]byte, *Record2, func() error) Case {
	return missing("record2", "read", LibRiffle, "iterator-by-hand", riffleIterMissing)
}
