package main

import (
	"strings"
	"testing"
)

// TestJavaThreads reads a scenario measured with one thread and with two (JMH -t 2, as
// bench/java/run.sh's second pass runs the reference's eight scenarios): the two-thread
// forks must be a workload of their own, pooled only with each other, in the ratio
// table as a scenario of their own, and rerun with -t 2.
func TestJavaThreads(t *testing.T) {
	dir, write := tempRunDir(t)
	write("env.txt", "mode=full\ndate=2026-11-29\nmachine=m\ncores=2\njava_status=ok\ncommit=abc\n")
	entry := func(bench string, params map[string]string, ops float64, threads string) string {
		e := jmhEntry(bench, params, ops)
		if threads != "" {
			e = strings.Replace(e, `"params":`, `"threads":`+threads+`,"params":`, 1)
		}
		return e
	}
	gen := map[string]string{"config": "bind=generated"}
	for _, round := range []string{"r1", "r2"} {
		write("java/jmh-jdk17-"+round+".json", "["+strings.Join([]string{
			entry("DoubleBench.riffle_read", gen, 4e6, "1"),
			entry("DoubleBench.jackson_read", nil, 2e6, "1"),
			entry("DoubleBench.protobuf_read", nil, 8e6, "1"),
		}, ",")+"]")
		write("java/jmh-t2-jdk17-"+round+".json", "["+strings.Join([]string{
			entry("DoubleBench.riffle_read", gen, 7e6, "2"),
			entry("DoubleBench.jackson_read", nil, 3e6, "2"),
			entry("DoubleBench.protobuf_read", nil, 14e6, "2"),
		}, ",")+"]")
	}
	run, err := collect(dir)
	if err != nil {
		t.Fatal(err)
	}
	byWorkload := map[string][]*Record{}
	for _, r := range run.Records {
		if r.Language == "java" {
			byWorkload[r.Workload] = append(byWorkload[r.Workload], r)
		}
	}
	one, two := byWorkload["Double"], byWorkload["Double · 2 threads"]
	if len(one) != 3 || len(two) != 3 {
		t.Fatalf("workloads: %d rows of Double, %d of Double · 2 threads; want 3 and 3 (%v)", len(one), len(two), byWorkload)
	}
	for _, r := range two {
		if r.Threads != 2 || len(r.OpsPerSForks) != 2 || (r.Library == "riffle" && r.OpsPerS != 7e6) {
			t.Errorf("two-thread row %s: threads %d, forks %v, ops/s %g", r.Library, r.Threads, r.OpsPerSForks, r.OpsPerS)
		}
	}
	for _, r := range one {
		if r.Threads > 1 || len(r.OpsPerSForks) != 2 || (r.Library == "riffle" && r.OpsPerS != 4e6) {
			t.Errorf("one-thread row %s: threads %d, forks %v, ops/s %g", r.Library, r.Threads, r.OpsPerSForks, r.OpsPerS)
		}
	}
	table, ok := javaRatios(run.Records)
	if !ok {
		t.Fatal("no ratio table")
	}
	for _, want := range []string{"| Double · JDK 17 read | 2.00×", "| Double · 2 threads · JDK 17 read | 2.33×"} {
		if !strings.Contains(table, want) {
			t.Errorf("ratio table lacks %q:\n%s", want, table)
		}
	}
	if cmd := rerunCommand(two...); !strings.Contains(cmd, " -t 2") {
		t.Errorf("rerun of the two-thread rows without -t 2: %s", cmd)
	}
	if cmd := rerunCommand(one...); strings.Contains(cmd, " -t ") {
		t.Errorf("rerun of the one-thread rows with -t: %s", cmd)
	}
}
