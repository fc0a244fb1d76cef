package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"runtime"
	"strconv"
	"strings"
	"testing"
)

// testdata returns the shared corpus directory, or skips when it is absent.
func corpusFile(t *testing.T, name string) string {
	t.Helper()
	dir := os.Getenv("RIFFLE_TESTDATA")
	if dir == "" {
		dir = filepath.Join("..", "..", "..", "..", "shared", "testdata")
	}
	p := filepath.Join(dir, "corpus", name)
	if _, err := os.Stat(p); err != nil {
		t.Fatalf("shared test data missing (%v): set RIFFLE_TESTDATA", err)
	}
	return p
}

// runCLI runs the command in-process and returns the exit code, stdout and stderr.
func runCLI(stdin string, args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := run(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

func TestValidate(t *testing.T) {
	twitter := corpusFile(t, "twitter.json")
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, []byte(`{"a":[1,2,]}`), 0o644)
	cases := []struct {
		name   string
		stdin  string
		args   []string
		code   int
		stderr string
	}{
		{"twitter", "", []string{"validate", twitter}, exitOK, ""},
		{"bad file", "", []string{"validate", bad}, exitInvalid, bad + `:10: invalid-character at "/a/2": expected a value, found ']'` + "\n"},
		{"valid then bad", "", []string{"validate", twitter, bad}, exitInvalid, bad + `:10: invalid-character at "/a/2": expected a value, found ']'` + "\n"},
		{"stdin", `[1, 2]`, []string{"validate", "-"}, exitOK, ""},
		{"stdin truncated", `{"a":"x`, []string{"validate", "-"}, exitInvalid, `-:7: unexpected-end at "/a": unexpected end of input inside a string` + "\n"},
		{"stdin two values", `1 2`, []string{"validate", "-"}, exitInvalid, "-:2: trailing-data at \"\": "},
		{"missing file", "", []string{"validate", filepath.Join(dir, "none.json")}, exitUsage, "riffle: open "},
		{"no file", "", []string{"validate"}, exitUsage, "riffle validate: no FILE"},
		{"unknown command", "", []string{"frobnicate"}, exitUsage, `riffle: unknown command "frobnicate"`},
		{"no command", "", nil, exitUsage, "usage:"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, _, stderr := runCLI(c.stdin, c.args...)
			if code != c.code {
				t.Errorf("exit %d, want %d (stderr %q)", code, c.code, stderr)
			}
			if !strings.HasPrefix(stderr, c.stderr) || (c.stderr == "" && stderr != "") {
				t.Errorf("stderr %q, want prefix %q", stderr, c.stderr)
			}
		})
	}
}

// decodeAll decodes JSON with encoding/json, numbers kept as text.
func decodeAll(t *testing.T, b []byte) any {
	t.Helper()
	d := json.NewDecoder(bytes.NewReader(b))
	d.UseNumber()
	var v any
	if err := d.Decode(&v); err != nil {
		t.Fatalf("encoding/json rejects %.80q: %v", b, err)
	}
	return v
}

func TestFmt(t *testing.T) {
	for _, name := range []string{"twitter.json", "canada.json", "citm_catalog.json"} {
		src, err := os.ReadFile(corpusFile(t, name))
		if err != nil {
			t.Fatal(err)
		}
		want := decodeAll(t, src)
		for _, args := range [][]string{{"fmt", "-"}, {"fmt", "--indent", "4", "-"}, {"fmt", "--compact", "-"}} {
			code, out, stderr := runCLI(string(src), args...)
			if code != exitOK || stderr != "" {
				t.Fatalf("%s %v: exit %d, stderr %q", name, args, code, stderr)
			}
			if got := decodeAll(t, []byte(out)); !reflect.DeepEqual(got, want) {
				t.Fatalf("%s %v: the output decodes to another value", name, args)
			}
			compact := args[1] == "--compact"
			if hasNewlines := strings.Count(out, "\n") > 1; hasNewlines == compact {
				t.Fatalf("%s %v: layout wrong (%d newlines)", name, args, strings.Count(out, "\n"))
			}
		}
	}
	var compacted bytes.Buffer
	json.Compact(&compacted, []byte(`{"a": [1, 2.50, {"b": null}], "c": "\u00e9", "d": true}`))
	code, out, _ := runCLI(`{"a": [1, 2.50, {"b": null}], "c": "\u00e9", "d": true}`, "fmt", "--compact", "-")
	if code != exitOK || out != `{"a":[1,2.50,{"b":null}],"c":"é","d":true}`+"\n" {
		t.Fatalf("compact: exit %d, output %q", code, out)
	}
	code, out, stderr := runCLI(`{"a":[1,2`, "fmt", "--compact", "-")
	if code != exitInvalid || out != `{"a":[1,2` || !strings.HasPrefix(stderr, `-:9: unexpected-end at "/a/1"`) && !strings.HasPrefix(stderr, `-:9: unexpected-end at "/a"`) {
		t.Fatalf("truncated: exit %d, output %q (must stay an open prefix), stderr %q", code, out, stderr)
	}
	if code, _, _ := runCLI(`1`, "fmt", "--indent", "99", "-"); code != exitUsage {
		t.Fatalf("--indent 99: exit %d, want %d", code, exitUsage)
	}
}

func TestLines(t *testing.T) {
	in := "{\"a\":1}\n[1,2\n\n\"x\"\n  3  \r\n{\"b\":tru}\n"
	code, _, stderr := runCLI(in, "lines", "-")
	want := `-:2:4: unexpected-end at "": unexpected end of input inside an array
-:3:0: unexpected-end at "": unexpected end of input
-:6:8: invalid-character at "/b": invalid literal (expected true), found '}'
`
	if code != exitInvalid || stderr != want {
		t.Fatalf("exit %d, stderr\n%s\nwant\n%s", code, stderr, want)
	}
	for _, ok := range []string{"", "1", "1\n", "{}\n[]\n\"\\n\"\n", strings.Repeat(`{"k":"v"}`+"\n", 10000)} {
		if code, _, stderr := runCLI(ok, "lines", "-"); code != exitOK {
			t.Fatalf("%.40q: exit %d, stderr %q", ok, code, stderr)
		}
	}
	many := strings.Repeat("x\n", maxLineReports+5)
	code, _, stderr = runCLI(many, "lines", "-")
	if code != exitInvalid || strings.Count(stderr, "\n") != maxLineReports+1 || !strings.Contains(stderr, "105 bad lines in all") {
		t.Fatalf("many bad lines: exit %d, %d stderr lines", code, strings.Count(stderr, "\n"))
	}
}

// generator writes a valid JSON array of about size bytes to w, in chunks.
func generate(w io.Writer, size int64) error {
	elem := []byte(`{"id":1234567,"name":"riffle \u00e9 text","tags":["a","b"],"v":-1.5e3},`)
	chunk := append([]byte{}, bytes.Repeat(elem, (64<<10)/len(elem))...)
	if _, err := w.Write([]byte("[")); err != nil {
		return err
	}
	for n := int64(0); n < size; n += int64(len(chunk)) {
		if _, err := w.Write(chunk); err != nil {
			return err
		}
	}
	_, err := w.Write([]byte("null]"))
	return err
}

// TestHugeStdin pipes a generated 1 GiB document through `riffle validate -` (and
// 256 MiB through `riffle fmt`) in a child process and checks that its peak memory stays flat.
func TestHugeStdin(t *testing.T) {
	if testing.Short() {
		t.Skip("-short")
	}
	if runtime.GOOS != "linux" {
		t.Skip("peak RSS is read from Linux rusage")
	}
	bin := filepath.Join(t.TempDir(), "riffle")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	const maxRSS = 32 << 20
	for _, c := range []struct {
		args []string
		size int64
	}{{[]string{"validate", "-"}, 1 << 30}, {[]string{"fmt", "--compact", "-"}, 256 << 20}} {
		args, size := c.args, c.size
		cmd := exec.Command(bin, args...)
		stdin, err := cmd.StdinPipe()
		if err != nil {
			t.Fatal(err)
		}
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		cmd.Stdout = io.Discard
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		// The child's own peak, read from /proc while it runs: rusage's ru_maxrss
		// would also count the test process the child was forked from.
		status := fmt.Sprintf("/proc/%d/status", cmd.Process.Pid)
		genErr := generate(stdin, size)
		rss := peakRSS(status)
		stdin.Close()
		if err := cmd.Wait(); err != nil || genErr != nil {
			t.Fatalf("%v: %v / %v, stderr %q", args, err, genErr, stderr.String())
		}
		t.Logf("%v over %d MiB: peak RSS %d MiB", args, size>>20, rss>>20)
		if rss < 0 || rss > maxRSS {
			t.Fatalf("%v: peak RSS %d MiB, want at most %d MiB", args, rss>>20, maxRSS>>20)
		}
	}
}

// peakRSS reads VmHWM (the peak resident set, in bytes) from a /proc status file.
func peakRSS(status string) int64 {
	b, err := os.ReadFile(status)
	if err != nil {
		return -1
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
			return kb << 10
		}
	}
	return -1
}
