package riffle

import (
	"encoding/json"
	"path/filepath"
	"strconv"
	"testing"
)

// TestHookVectors runs every row of testdata/hooks/*.jsonl (format: core-v2.md) on
// in-memory input and on reader input delivered 1, 2, 3 and 7 bytes at a time. An op
// it does not know fails the row.
func TestHookVectors(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(repoRoot(t), "testdata", "hooks", "*.jsonl"))
	if len(files) == 0 {
		t.Fatal("no testdata/hooks/*.jsonl")
	}
	var rows []row
	for _, f := range files {
		rows = append(rows, loadRows(t, filepath.Join("hooks", filepath.Base(f)))...)
	}
	runHookRows(t, rows)
}

// runHookRows runs rows in the hooks format on in-memory input and on reader input
// delivered 1, 2, 3 and 7 bytes at a time.
func runHookRows(t *testing.T, rows []row) {
	modes := []inputMode{inputModes[0], {"reader1", chunked(1)}, {"reader2", chunked(2)},
		{"reader3", chunked(3)}, {"reader7", chunked(7)}}
	ran := 0
	defer func() {
		if ran == 0 && !t.Failed() {
			t.Fatal("no op ran")
		}
		t.Logf("%d ops run", ran)
	}()
	for _, r := range rows {
		ops, _ := r["ops"].([]any)
		want, _ := r["want"].([]any)
		if len(ops) != len(want) {
			t.Fatalf("%s: %d ops, %d results", r.name(), len(ops), len(want))
		}
		for _, m := range modes {
			it := m.make(r.config(t), r.input(t))
			for k, op := range ops {
				ran++
				got := canonical(t, runOp(t, it, op))
				if exp := canonical(t, want[k]); got != exp {
					t.Errorf("%s %s: op %d %v = %s, want %s", r.name(), m.name, k, op, got, exp)
					break
				}
			}
		}
	}
}

// hookMarks holds the live marks of each Iterator a row runs ("rewind" and "release"
// act on the most recent one).
var hookMarks = map[*Iterator][]Mark{}

// canonical renders a result as compact JSON for comparison.
func canonical(t *testing.T, v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var x any
	if err := json.Unmarshal(b, &x); err != nil {
		t.Fatal(err)
	}
	b, _ = json.Marshal(x)
	return string(b)
}

func errResult(err error) any {
	if err == nil {
		return nil
	}
	e, ok := err.(*Error)
	if !ok {
		return map[string]any{"error": err.Error()}
	}
	return map[string]any{"error": map[string]any{"kind": e.Kind.String(), "offset": e.Offset, "pointer": e.Pointer, "message": e.Error()}}
}

var kindByName = func() map[string]ErrorKind {
	m := map[string]ErrorKind{}
	for k := range kindNames {
		if kindNames[k] != "" {
			m[kindNames[k]] = ErrorKind(k)
		}
	}
	return m
}()

// runOp runs one op of a hooks row and returns its result (core-v2.md's op table).
func runOp(t *testing.T, it *Iterator, raw any) any {
	t.Helper()
	op, _ := raw.([]any)
	if len(op) == 0 {
		t.Fatalf("bad op %v", raw)
	}
	name, _ := op[0].(string)
	// failed turns the result into the error when the op left the Iterator failed.
	failed := func(v any) any {
		if it.Err() != nil {
			return errResult(it.Err())
		}
		return v
	}
	switch name {
	case "next":
		return failed(it.WhatIsNext().String())
	case "object":
		n, ok := it.ReadObject()
		if !ok {
			return failed(false)
		}
		return failed(string(n))
	case "match":
		var names []string
		for _, n := range op[1].([]any) {
			names = append(names, n.(string))
		}
		expected, err := op[2].(json.Number).Int64()
		if err != nil {
			t.Fatalf("bad expected %v", op[2])
		}
		n, k, ok := it.ReadObjectMatch(NewNameSet(names...), int(expected))
		if !ok {
			return failed(false)
		}
		return failed([]any{k, string(n)})
	case "array":
		return failed(it.ReadArray())
	case "int":
		return failed(strconv.FormatInt(it.ReadInt64(), 10))
	case "string":
		return failed(it.ReadString())
	case "bool":
		return failed(it.ReadBool())
	case "null":
		return failed(it.ReadNil())
	case "skip":
		it.Skip()
		return failed(nil)
	case "skipRest":
		it.SkipRest()
		return failed(nil)
	case "stop":
		it.Stop()
		return nil
	case "more":
		return failed(it.More())
	case "fail":
		kind, ok := kindByName[op[1].(string)]
		if !ok {
			t.Fatalf("unknown kind %v", op[1])
		}
		detail, _ := op[2].(string)
		return errResult(it.Fail(kind, detail))
	case "recover":
		return errResult(it.Recover())
	case "offset":
		return it.InputOffset()
	case "pointer":
		return it.Pointer()
	case "mark":
		hookMarks[it] = append(hookMarks[it], it.Mark())
		return nil
	case "rewind", "release":
		ms := hookMarks[it]
		if len(ms) == 0 {
			t.Fatalf("%s without a live mark", name)
		}
		m := ms[len(ms)-1]
		hookMarks[it] = ms[:len(ms)-1]
		if name == "rewind" {
			it.Rewind(m)
		} else {
			it.Release(m)
		}
		return nil
	case "objectCB":
		byName, _ := op[1].(map[string]any)
		var out []any
		it.ReadObjectCB(func(it *Iterator, n []byte) bool {
			res := []any{string(n)}
			if sub, ok := byName[string(n)].([]any); ok {
				for _, o := range sub {
					res = append(res, runOp(t, it, o))
				}
			}
			out = append(out, res)
			return true
		})
		return failed(out)
	case "arrayCB":
		sub, _ := op[1].([]any)
		var out []any
		it.ReadArrayCB(func(it *Iterator) bool {
			res := []any{}
			for _, o := range sub {
				res = append(res, runOp(t, it, o))
			}
			out = append(out, res)
			return true
		})
		return failed(out)
	case "finish":
		return errResult(it.Finish())
	}
	t.Fatalf("unknown op %q", name)
	return nil
}
