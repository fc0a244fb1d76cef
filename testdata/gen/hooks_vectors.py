#!/usr/bin/env python3
"""Writes testdata/hooks/core.jsonl (format: docs/design/core-v2.md, "Shared vectors").
Every expected result is written from the contract, by hand; long inputs are built here.
Run: python3 testdata/gen/hooks_vectors.py testdata/hooks/core.jsonl"""
import json, sys
V = []
def E(kind, off, ptr): return {"error": {"kind": kind, "offset": off, "pointer": ptr}}
def row(name, inp, ops, want, config=None):
    assert len(ops) == len(want), name
    r = {"name": name, "input": inp}
    if config: r["config"] = config
    r.update(ops=ops, want=want); V.append(r)

# Recoverable value errors: the next op's result shows where the iterator stands.
tm = E("type-mismatch", 3, "/1")
row("recover-type-mismatch", '[1,"x",3]',
    [["array"], ["int"], ["array"], ["int"], ["recover"], ["array"], ["int"], ["array"], ["finish"]],
    [True, "1", True, tm, tm, True, "3", False, None])
nr = E("number-range", 5, "/a")
row("recover-number-range", '{"a":99999999999999999999,"b":2}',
    [["object"], ["int"], ["recover"], ["object"], ["int"], ["object"], ["finish"]],
    ["a", nr, nr, "b", "2", False, None])
tc = E("type-mismatch", 1, "/0")
row("recover-skips-whole-container", '[{"a":[1,2]},7]',
    [["array"], ["int"], ["recover"], ["offset"], ["array"], ["int"], ["array"], ["finish"]],
    [True, tc, tc, 12, True, "7", False, None])
syn = E("invalid-character", 6, "/0/a")
row("syntax-error-in-mismatched-value-is-fatal", '[{"a":x}]',
    [["array"], ["int"], ["recover"], ["array"]], [True, syn, syn, syn])
st = E("type-mismatch", 1, "/0")
row("value-error-sticky-without-recover", '[true,1]',
    [["array"], ["int"], ["array"], ["finish"]], [True, st, st, st])
fe = E("invalid-value", 8, "/kind")
row("fail-then-recover", '{"kind":"circle","r":2}',
    [["object"], ["fail", "invalid-value", "unknown kind"], ["recover"], ["object"], ["int"], ["object"], ["finish"]],
    ["kind", fe, fe, "r", "2", False, None])
row("recover-string-read-on-number", '[1,"a"]',
    [["array"], ["string"], ["recover"], ["array"], ["string"], ["array"], ["finish"]],
    [True, E("type-mismatch", 1, "/0"), E("type-mismatch", 1, "/0"), True, "a", False, None])
row("recover-object-read-on-array", '[[1],{"a":2}]',
    [["array"], ["object"], ["recover"], ["array"], ["object"], ["int"], ["object"], ["array"], ["finish"]],
    [True, E("type-mismatch", 1, "/0"), E("type-mismatch", 1, "/0"), True, "a", "2", False, False, None])
row("null-peeks-without-consuming", '[null,1]',
    [["array"], ["null"], ["array"], ["null"], ["int"], ["array"], ["finish"]],
    [True, True, True, False, "1", False, None])
row("fail-top-level-scalar", '"x"',
    [["fail", "invalid-value", "no"], ["recover"], ["finish"]],
    [E("invalid-value", 0, ""), E("invalid-value", 0, ""), None])
ms = E("type-mismatch", 2, "")
row("fail-where-no-value-is-misuse", '[1]',
    [["array"], ["int"], ["fail", "invalid-value", "no"], ["recover"], ["finish"]],
    [True, "1", ms, ms, ms])
row("recover-without-error", '1', [["recover"], ["int"], ["finish"]], [None, "1", None])

# Pointer and offset at various places.
row("pointer-and-offset", '{"a":[10,{"b c":true}]}',
    [["pointer"], ["object"], ["pointer"], ["array"], ["pointer"], ["int"], ["pointer"], ["offset"],
     ["array"], ["pointer"], ["object"], ["pointer"], ["bool"], ["object"], ["array"], ["object"], ["finish"]],
    ["", "a", "/a", True, "/a/0", "10", "/a", 8, True, "/a/1", "b c", "/a/1/b c", True, False, False, False, None])

# Callbacks: unread values are skipped and validated; a partly read value is misuse.
row("objectcb-leaves-values-unread", '{"a":{"b":1},"c":2}',
    [["objectCB", {"c": [["int"]]}], ["finish"]], [[["a"], ["c", "2"]], None])
row("objectcb-partly-read-is-misuse", '{"a":{"b":1},"c":2}',
    [["objectCB", {"a": [["object"]]}]], [E("type-mismatch", 10, "/a/b")])
row("objectcb-unread-value-is-validated", '{"a":[1,x],"c":2}',
    [["objectCB", {"c": [["int"]]}]], [E("invalid-character", 8, "/a/1")])
row("arraycb-partly-read-is-misuse", '[[1,2],3]',
    [["arrayCB", [["array"]]]], [E("type-mismatch", 2, "/0/0")])
row("arraycb-peeks-only", '[1,"x",3]',
    [["arrayCB", [["next"]]], ["finish"]], [[["number"], ["string"], ["number"]], None])

# Save points, also across chunk edges (the runner feeds 1, 2, 3 and 7 bytes at a time).
row("mark-find-discriminator-rewind", '{"x":1,"type":"b"}',
    [["mark"], ["object"], ["skip"], ["object"], ["string"], ["rewind"],
     ["object"], ["int"], ["object"], ["skip"], ["object"], ["finish"]],
    [None, "x", None, "type", "b", None, "x", "1", "type", None, False, None])
row("mark-release", '[1,2]',
    [["array"], ["mark"], ["int"], ["release"], ["array"], ["int"], ["array"], ["finish"]],
    [True, None, "1", None, True, "2", False, None])
row("mark-rewind-out-of-closed-container", '[[1,2],3]',
    [["array"], ["mark"], ["skip"], ["array"], ["int"], ["rewind"], ["array"], ["int"], ["pointer"]],
    [True, None, None, True, "3", None, True, "1", "/0"])
big = '{"first":[' + '0,' * 3000 + '{"second":x}]}'
row("mark-keeps-buffer-over-compaction", '[' + '1,' * 3000 + '2]',
    [["array"], ["mark"], ["skipRest"], ["rewind"], ["int"], ["offset"]],
    [True, None, None, None, "1", 2])

row("rewind-restores-names-dropped-after-the-mark", '{"outer":[' + '1,' * 3000 + '1]}',
    [["object"], ["mark"], ["skip"], ["rewind"], ["array"], ["fail", "invalid-value", "x"]],
    ["outer", None, None, None, True, E("invalid-value", 10, "/outer/0")])

# Pointers after the buffer dropped the names and indices (long documents).
row("pointer-after-compaction", big, [["skip"]], [E("invalid-character", 6020, "/first/3000/second")])
row("pointer-after-compaction-reads", big,
    [["object"], ["array"], ["skipRest"]], ["first", True, E("invalid-character", 6020, "/first/3000/second")])

# Early stop.
row("skiprest-object", '{"a":1,"b":[1,{"c":2}],"d":3}',
    [["object"], ["skipRest"], ["finish"]], ["a", None, None])
row("skiprest-nested-array", '[[1,2,3],4]',
    [["array"], ["array"], ["int"], ["skipRest"], ["array"], ["int"], ["array"], ["finish"]],
    [True, True, "1", None, True, "4", False, None])
row("skiprest-validates", '[1,2,x]',
    [["array"], ["int"], ["skipRest"]], [True, "1", E("invalid-character", 5, "/2")])
# A read after Stop behaves as a read after an error does in each language (Go: the zero
# value, Err stays nil; Java: a misuse exception), so no row pins it; these calls agree.
row("after-stop-no-more-no-error", '[1,2]',
    [["array"], ["stop"], ["more"], ["recover"], ["finish"]],
    [True, None, False, None, None])
row("stop-ignores-the-rest", '[1, 2, garbage',
    [["array"], ["int"], ["stop"], ["finish"]], [True, "1", None, None])

# Many top-level values.
mv = {"multipleValues": True}
row("multiple-values", '{"a":1}\n[2]\n3\n',
    [["more"], ["skip"], ["more"], ["skip"], ["more"], ["int"], ["more"], ["finish"]],
    [True, None, True, None, True, "3", False, None], mv)
row("multiple-values-bad-text", '1 x',
    [["more"], ["int"], ["more"], ["int"]], [True, "1", True, E("invalid-character", 2, "")], mv)
row("single-value-more", '1 2',
    [["int"], ["more"], ["finish"]], ["1", False, E("trailing-data", 2, "")])
row("multiple-values-empty", '  ', [["more"], ["finish"]], [False, None], mv)

with open(sys.argv[1], "w") as f:
    for r in V: f.write(json.dumps(r, ensure_ascii=False) + "\n")
print(len(V), "hook vectors")
