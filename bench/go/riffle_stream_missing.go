//go:build norifflestream

package benchgo

// Built with -tags norifflestream (bench/run.sh adds it when ../../go has no Stream
// yet): every Riffle writing row is listed as missing.

const riffleStreamMissing = "Riffle Stream API not in this tree (built with -tags norifflestream)"

func riffleWriteMedium(*MediumPayload, *[]byte, func() error, int64) Case {
	return missing("medium", "write", LibRiffle, "stream-by-hand", riffleStreamMissing)
}
func riffleWriteAny(workload string, _ func() any, _ *[]byte, _ func() error, _ int64) Case {
	return missing(workload, "write", LibRiffle, "stream-by-hand", riffleStreamMissing)
}
func riffleRecord2Write(*Record2, *[]byte, func() error, int64) Case {
	return missing("record2", "write", LibRiffle, "stream-by-hand", riffleStreamMissing)
}
