#!/usr/bin/env python3
"""Writes testdata/hooks/core.jsonl (format: docs/design/core-v2.md, "Shared vectors").
Every expected result is written from the contract, by hand; long inputs are built here.
Run: python3 testdata/gen/hooks_vectors.py testdata/hooks/core.jsonl"""
import json, sys
from messages import *
V = []
def E(kind, off, ptr, detail):
    return {"error": {"kind": kind, "offset": off, "pointer": ptr, "message": message(kind, detail, off, ptr)}}
def F(kind, off, ptr, detail, found):
    """An error whose detail ends with the byte found at the offset (messages.FOUND_KINDS)."""
    return E(kind, off, ptr, detail + ", found " + found)
MISMATCH = "expected %s, found %s"
RANGE64 = "number does not fit in a 64-bit signed integer"
CALLBACK = "the callback returned inside a value it began to read"
AFTER_ELEMENT = "expected a value, found %s after an array element (move to the next element first)"
def row(name, inp, ops, want, config=None):
    assert len(ops) == len(want), name
    r = {"name": name, "input": inp}
    if config: r["config"] = config
    r.update(ops=ops, want=want); V.append(r)

# Recoverable value errors: the next op's result shows where the iterator stands.
tm = E("type-mismatch", 3, "/1", MISMATCH % ("a number", "a string"))
row("recover-type-mismatch", '[1,"x",3]',
    [["array"], ["int"], ["array"], ["int"], ["recover"], ["array"], ["int"], ["array"], ["finish"]],
    [True, "1", True, tm, tm, True, "3", False, None])
nr = E("number-range", 5, "/a", RANGE64)
row("recover-number-range", '{"a":99999999999999999999,"b":2}',
    [["object"], ["int"], ["recover"], ["object"], ["int"], ["object"], ["finish"]],
    ["a", nr, nr, "b", "2", False, None])
tc = E("type-mismatch", 1, "/0", MISMATCH % ("a number", "an object"))
row("recover-skips-whole-container", '[{"a":[1,2]},7]',
    [["array"], ["int"], ["recover"], ["offset"], ["array"], ["int"], ["array"], ["finish"]],
    [True, tc, tc, 12, True, "7", False, None])
syn = F("invalid-character", 6, "/0/a", WANT_VALUE, "'x'")
row("syntax-error-in-mismatched-value-is-fatal", '[{"a":x}]',
    [["array"], ["int"], ["recover"], ["array"]], [True, syn, syn, syn])
st = E("type-mismatch", 1, "/0", MISMATCH % ("a number", "a boolean"))
row("value-error-sticky-without-recover", '[true,1]',
    [["array"], ["int"], ["array"], ["finish"]], [True, st, st, st])
fe = E("invalid-value", 8, "/kind", "unknown kind")
row("fail-then-recover", '{"kind":"circle","r":2}',
    [["object"], ["fail", "invalid-value", "unknown kind"], ["recover"], ["object"], ["int"], ["object"], ["finish"]],
    ["kind", fe, fe, "r", "2", False, None])
row("recover-string-read-on-number", '[1,"a"]',
    [["array"], ["string"], ["recover"], ["array"], ["string"], ["array"], ["finish"]],
    [True, E("type-mismatch", 1, "/0", MISMATCH % ("a string", "a number")),
     E("type-mismatch", 1, "/0", MISMATCH % ("a string", "a number")), True, "a", False, None])
row("recover-object-read-on-array", '[[1],{"a":2}]',
    [["array"], ["object"], ["recover"], ["array"], ["object"], ["int"], ["object"], ["array"], ["finish"]],
    [True, E("type-mismatch", 1, "/0", MISMATCH % ("an object", "an array")),
     E("type-mismatch", 1, "/0", MISMATCH % ("an object", "an array")), True, "a", "2", False, False, None])
row("null-peeks-without-consuming", '[null,1]',
    [["array"], ["null"], ["array"], ["null"], ["int"], ["array"], ["finish"]],
    [True, True, True, False, "1", False, None])
row("fail-top-level-scalar", '"x"',
    [["fail", "invalid-value", "no"], ["recover"], ["finish"]],
    [E("invalid-value", 0, "", "no"), E("invalid-value", 0, "", "no"), None])
ms = E("type-mismatch", 2, "", AFTER_ELEMENT % "']'")
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
    [["objectCB", {"a": [["object"]]}]], [E("type-mismatch", 10, "/a/b", CALLBACK)])
row("objectcb-unread-value-is-validated", '{"a":[1,x],"c":2}',
    [["objectCB", {"c": [["int"]]}]], [F("invalid-character", 8, "/a/1", WANT_VALUE, "'x'")])
row("arraycb-partly-read-is-misuse", '[[1,2],3]',
    [["arrayCB", [["array"]]]], [E("type-mismatch", 2, "/0/0", CALLBACK)])
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
    ["outer", None, None, None, True, E("invalid-value", 10, "/outer/0", "x")])

# Pointers after the buffer dropped the names and indices (long documents).
row("pointer-after-compaction", big, [["skip"]], [F("invalid-character", 6020, "/first/3000/second", WANT_VALUE, "'x'")])
row("pointer-after-compaction-reads", big,
    [["object"], ["array"], ["skipRest"]], ["first", True, F("invalid-character", 6020, "/first/3000/second", WANT_VALUE, "'x'")])

# Early stop.
row("skiprest-object", '{"a":1,"b":[1,{"c":2}],"d":3}',
    [["object"], ["skipRest"], ["finish"]], ["a", None, None])
row("skiprest-nested-array", '[[1,2,3],4]',
    [["array"], ["array"], ["int"], ["skipRest"], ["array"], ["int"], ["array"], ["finish"]],
    [True, True, "1", None, True, "4", False, None])
row("skiprest-validates", '[1,2,x]',
    [["array"], ["int"], ["skipRest"]], [True, "1", F("invalid-character", 5, "/2", WANT_VALUE, "'x'")])
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
    [["more"], ["int"], ["more"], ["int"]], [True, "1", True, F("invalid-character", 2, "", "expected a number", "'x'")], mv)
row("single-value-more", '1 2',
    [["int"], ["more"], ["finish"]], ["1", False, F("trailing-data", 2, "", "data after the top-level value", "'2'")])
row("multiple-values-empty", '  ', [["more"], ["finish"]], [False, None], mv)

# The value not read (errors.md, "The value not read"): asking for the next member (or
# element) while a value is pending reads that value as an object (array); when it is
# not one, the message says the value was not read. The error is a recoverable
# type-mismatch at the value.
nr = E("type-mismatch", 5, "/a", 'member "a" was not read: call Skip to ignore it (its value is a number, not an object)')
row("member-not-read", '{"a":1,"b":2}',
    [["object"], ["object"], ["recover"], ["object"], ["int"], ["object"], ["finish"]],
    ["a", nr, nr, "b", "2", False, None])
er = E("type-mismatch", 4, "/1", 'element 1 was not read: call Skip to ignore it (its value is a string, not an array)')
row("element-not-read", '[1, "x", [2]]',
    [["array"], ["int"], ["array"], ["array"], ["recover"], ["array"], ["array"], ["int"], ["array"], ["array"], ["finish"]],
    [True, "1", True, er, er, True, True, "2", False, False, None])
row("member-not-read-then-end", '{"a":true}',
    [["object"], ["object"]],
    ["a", E("type-mismatch", 5, "/a", 'member "a" was not read: call Skip to ignore it (its value is a boolean, not an object)')])
# A pending value that is an object is read as the nested object, as asked.
row("member-object-value-is-entered", '{"a":{"b":1}}',
    [["object"], ["object"], ["int"], ["object"], ["object"], ["finish"]], ["a", "b", "1", False, False, None])
# The name is quoted and escaped in the message, and cut in the middle like a long pointer.
row("member-not-read-name-escaped", '{"q\\"\\\\\\n":[]}',
    [["object"], ["object"]],
    ['q"\\\n', E("type-mismatch", 11, '/q"\\\n',
                'member ' + quote('q"\\\n') + ' was not read: call Skip to ignore it (its value is an array, not an object)')])
# U+00E9 and U+1F600 (a surrogate pair in Java) at the edge of the kept head, escaped in the input.
long_name = "n" * 98 + "\\u00e9\\ud83d\\ude00" + "m" * 200
dec = "n" * 98 + "\u00e9\U0001F600" + "m" * 200
row("member-not-read-long-name", '{"%s":null}' % long_name,
    [["object"], ["object"]],
    [dec, E("type-mismatch", 4 + len(long_name.encode()), "/" + dec,
            "member " + quote(dec) + " was not read: call Skip to ignore it (its value is null, not an object)")])

# The skip-BOM option: one BOM at the start is skipped; offsets count it.
row("bom-skipped-reads", "\ufeff[7]", [["array"], ["int"], ["offset"], ["array"], ["finish"]],
    [True, "7", 5, False, None], {"skipBom": True})

# Member-name dispatch (Go ReadObjectMatch with a NameSet, Java nextFieldMatch with
# FieldNames): ["match", names, expected] gives [index, name] (index -1: not in names) or
# false at the object's end. The expected name is compared where the member's name
# starts; the answer is the lookup's whatever that compare does.
NA = ["name", "age"]
row("match-expected-in-order", '{"name":"x","age":1}',
    [["match", NA, 0], ["skip"], ["match", NA, 1], ["skip"], ["match", NA, 2], ["finish"]],
    [[0, "name"], None, [1, "age"], None, False, None])
row("match-out-of-order-and-unknown", '{"age":1, "zip":2,\n "name":3}',
    [["match", NA, 0], ["skip"], ["match", NA, 0], ["skip"], ["match", NA, 0], ["int"], ["match", NA, 0], ["finish"]],
    [[1, "age"], None, [-1, "zip"], None, [0, "name"], "3", False, None])
row("match-escaped-spelling-of-expected", '{"n\\u0061me":1,"nam":2,"names":3}',
    [["match", ["name"], 0], ["skip"], ["match", ["name"], 0], ["skip"], ["match", ["name"], 0], ["skip"],
     ["match", ["name"], 0], ["finish"]],
    [[0, "name"], None, [-1, "nam"], None, [-1, "names"], None, False, None])
row("match-no-expected", '{"b":1,"a":2}',
    [["match", ["a", "b"], -1], ["skip"], ["match", ["a", "b"], 7], ["skip"], ["match", ["a", "b"], 2], ["finish"]],
    [[1, "b"], None, [0, "a"], None, False, None])
row("match-missing-colon", '{"name" 1}', [["match", ["name"], 0]],
    [E("invalid-character", 8, "/name", "expected ':', found '1'")])
row("match-not-an-object", '[1]', [["match", ["name"], 0]],
    [E("type-mismatch", 0, "", MISMATCH % ("an object", "an array"))])
# The expected name as the input's last member, within 16 bytes of its end (where a
# compare by 8-byte words would read past it): matched, or not, by its bytes.
AZ = ["a", "z"]
row("match-expected-last-near-end", '{"a":1,"z":2}',
    [["match", AZ, 0], ["int"], ["match", AZ, 1], ["int"], ["match", AZ, 2], ["finish"]],
    [[0, "a"], "1", [1, "z"], "2", False, None])
LONG = "a_rather_long_member_name"
row("match-expected-long-name-at-end", '{"%s":1}' % LONG,
    [["match", [LONG], 0], ["skip"], ["match", [LONG], 1], ["finish"]],
    [[0, LONG], None, False, None])
row("match-near-end-one-byte-off", '{"zy":1,"z":2,"zzz":3}',
    [["match", ["zz"], 0], ["skip"], ["match", ["zz"], 0], ["skip"], ["match", ["zz"], 0], ["skip"],
     ["match", ["zz"], 0], ["finish"]],
    [[-1, "zy"], None, [-1, "z"], None, [-1, "zzz"], None, False, None])
# A longer name whose bytes after the expected one's length are not its closing quote,
# though a colon follows them.
row("match-near-end-longer-name-with-colon", '{"zzz:":1}',
    [["match", ["zz"], 0], ["skip"], ["match", ["zz"], 0], ["finish"]],
    [[-1, "zzz:"], None, False, None])
row("match-expected-cut-at-end", '{"z"', [["match", ["z"], 0]],
    [E("unexpected-end", 4, "/z", "unexpected end of input inside an object")])
row("match-expected-then-end", '{"z":', [["match", ["z"], 0], ["int"]],
    [[0, "z"], E("unexpected-end", 5, "/z", "unexpected end of input inside an object")])

with open(sys.argv[1], "w") as f:
    for r in V: f.write(json.dumps(r, ensure_ascii=False) + "\n")
print(len(V), "hook vectors")
