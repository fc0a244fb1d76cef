//go:build !goexperiment.jsonv2

package benchgo

import "encoding/json"

// LibStdID names encoding/json's rows: "std" normally, "std-v2exp" when the binary
// is built with GOEXPERIMENT=jsonv2 (where encoding/json runs on the v2 engine).
const LibStdID = LibStd

func stdUnmarshalers() []unmarshaler {
	return []unmarshaler{{LibStdID, "unmarshal", json.Unmarshal}}
}

// The encoding/json/v2 rows exist only in the GOEXPERIMENT=jsonv2 build (std_v2.go);
// bench/run.sh builds that second binary.
func v2Marshalers() []marshaler                    { return nil }
func v2ReuseWriters() []reuseWriter                { return nil }
func v2Validators() []validator                    { return nil }
func v2Skippers() []validator                      { return nil }
func v2LargeFile(*Data, *int, func() error) []Case { return nil }
