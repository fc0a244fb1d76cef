package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// fromResultsFile rebuilds a Run from a results file (one Record per line), so the
// report can be re-rendered from bench/results/ after the run directory is gone. What
// only the run directory held (JMH settings, the Go module list) is missing from it.
func fromResultsFile(path string) (*Run, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	run := &Run{Dir: filepath.Dir(path), Env: map[string]string{}, Modules: map[string]string{}}
	seen := map[string]bool{}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	for sc.Scan() {
		var r Record
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		if s := r.Strictness; s != nil {
			s.Language = r.Language
			s.normalize()
			if k := s.Language + "/" + s.Op + "/" + s.Lib + "/" + s.API; !seen[k] {
				seen[k] = true
				run.Strictness = append(run.Strictness, s)
			}
		}
		if len(run.Records) == 0 {
			e := run.Env
			e["mode"], e["date"], e["machine"], e["cpu"] = r.Mode, r.Date, r.Machine.Name, r.Machine.CPU
			e["cores"], e["mem"], e["kernel"], e["cpu_flags"] = strconv.Itoa(r.Machine.Cores), r.Machine.Memory, r.Machine.Kernel, r.Machine.Flags
			e["commit"], e["command"], e["dirty_files"] = r.Commit, r.Command, r.DirtyFiles
			e["java_status"] = "not in the results file"
		}
		if r.Language == "go" && run.Env["go"] == "" {
			run.Env["go"] = "go version " + strings.TrimSuffix(r.Runtime, " GOEXPERIMENT=jsonv2")
		}
		if r.Language == "java" {
			run.Env["java_status"] = "ok"
		}
		if r.Language == "go" && r.LibraryVersion != "" {
			if mod := goLibs[r.Library].module; mod != "" && r.Library != "riffle" {
				run.Modules[mod] = r.LibraryVersion
			}
		}
		// The display names of today's report (an older file may predate a name).
		if d := displayName(r.Language, r.Library); d != r.Library || r.LibraryName == "" {
			r.LibraryName = d
		}
		rec := r
		run.Records = append(run.Records, &rec)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(run.Records) == 0 {
		return nil, fmt.Errorf("%s: no records", path)
	}
	run.Env["source"] = path
	return run, nil
}
