#!/usr/bin/env python3
"""Writes testdata/hostile/bytes.jsonl: hostile bytes in small documents (byte-order
marks, NUL bytes, ill-formed UTF-8 and lone surrogate escapes, in member names and in
values), with the error each must produce under docs/design/errors.md.

Same row format as validate.jsonl (name, input or input_hex, valid, kind, offset,
pointer), plus `valid_replace`: whether the InvalidUTF8Replace policy accepts it.
Each offset is found from a marker in the input and the byte there is asserted, so a
wrong row fails here, not in a test. Run from the repository root:

    python3 testdata/gen/hostile_bytes.py
"""
import json
import os

from messages import (CONTROL, EOF_STRING, WANT_COMMA_ARRAY, WANT_NAME, WANT_VALUE, detail_for,
                      literal, message)

ROWS = []


def case(name, data, kind=None, at=None, pointer="", replace=None, d=WANT_VALUE):
    """Adds a row. data is bytes; at is the byte offset (an int) or a marker (bytes)
    whose first occurrence is the offset; replace is valid_replace (default: valid);
    d is the detail of an invalid-character or unexpected-end error (messages.py)."""
    if isinstance(at, bytes):
        assert at in data, (name, at)
        at = data.index(at)
    if kind == "unexpected-end":
        assert at == len(data), name
    elif kind is not None:
        assert 0 <= at < len(data), name
    row = {"name": name}
    try:
        text = data.decode("utf-8")
        printable = all(c >= " " or c in "\t\n\r" for c in text) and "\ufeff" not in text
    except UnicodeDecodeError:
        printable = False
    if printable:
        row["input"] = text
    else:
        row["input_hex"] = data.hex()
    row["valid"] = kind is None
    if kind is not None:
        row.update(kind=kind, offset=at, pointer=pointer,
                   message=message(kind, detail_for(kind, data, at, None, d), at, pointer))
    row["valid_replace"] = (kind is None) if replace is None else replace
    ROWS.append(row)


BOM = b"\xef\xbb\xbf"
# Byte-order marks are not whitespace (RFC 8259 section 8.1; Riffle is strict).
case("bom-at-start", BOM + b"1", "invalid-character", 0)
case("bom-after-space", b" " + BOM + b"1", "invalid-character", 1)
case("bom-as-element", b"[" + BOM + b"1]", "invalid-character", 1, "/0")
case("bom-before-member", b"{" + BOM + b'"a":1}', "invalid-character", 1, d=WANT_NAME)
case("bom-in-string", b'"' + BOM + b'"')
case("bom-in-name", b'{"' + BOM + b'":1}')
case("utf16be-bom", b"\xfe\xff\x001", "invalid-character", 0)
case("utf16le-bom", b"\xff\xfe1\x00", "invalid-character", 0)
case("utf32-bom", b"\x00\x00\xfe\xff", "invalid-character", 0)

# NUL bytes: raw in a string is a control character; escaped it is a fine character.
case("nul-alone", b"\x00", "invalid-character", 0)
case("nul-before-value", b"\x00[]", "invalid-character", 0)
case("nul-in-string", b'"a\x00"', "invalid-character", b"\x00", d=CONTROL)
case("nul-in-name", b'{"a\x00":1}', "invalid-character", b"\x00", d=CONTROL)
case("nul-in-member-value", b'{"a":"\x00"}', "invalid-character", b"\x00", "/a", d=CONTROL)
case("nul-as-element", b"[1,\x00]", "invalid-character", b"\x00", "/1")
case("nul-after-number", b"[1\x00]", "invalid-character", b"\x00", d=WANT_COMMA_ARRAY)
case("nul-after-value", b"[1]\x00", "trailing-data", 3)
case("nul-in-literal", b"[tr\x00e]", "invalid-character", b"\x00", "/0", d=literal("true"))
case("escaped-nul-string", b'"\\u0000"')
case("escaped-nul-name", b'{"\\u0000":1,"a\\u0000b":2}')

# Ill-formed UTF-8 in names and values.
case("utf8-ff-in-name", b'{"\xff":1}', "invalid-utf8", b"\xff", replace=True)
case("utf8-ff-in-value", b'{"a":"\xff"}', "invalid-utf8", b"\xff", "/a", replace=True)
case("utf8-overlong-slash-in-name", b'{"\xc0\xaf":1}', "invalid-utf8", b"\xc0", replace=True)
case("utf8-overlong-nul-in-value", b'["\xc0\x80"]', "invalid-utf8", b"\xc0", "/0", replace=True)
case("utf8-encoded-surrogate-in-value", b'["\xed\xa0\x80"]', "invalid-utf8", b"\xed", "/0", replace=True)
case("utf8-encoded-surrogate-in-name", b'{"x\xed\xbf\xbf":1}', "invalid-utf8", b"\xed", replace=True)
case("utf8-truncated-in-name", b'{"\xe2\x82":1}', "invalid-utf8", b"\xe2", replace=True)
case("utf8-stray-continuation-in-name", b'{"ab\x80":1}', "invalid-utf8", b"\x80", replace=True)
case("utf8-above-max-in-value", b'["\xf4\x90\x80\x80"]', "invalid-utf8", b"\xf4", "/0", replace=True)
case("utf8-five-byte-form", b'["\xf8\x88\x80\x80\x80"]', "invalid-utf8", b"\xf8", "/0", replace=True)
case("utf8-bad-outside-string", b"[\xff]", "invalid-character", b"\xff", "/0")
case("utf8-in-nested-pointer", b'{"a/b":{"c~d":[0,"\xff"]}}', "invalid-utf8", b"\xff", "/a~1b/c~0d/1",
     replace=True)

# Escaped surrogates: only a high one followed by a low one is a character.
case("lone-high-in-name", b'{"\\ud800":1}', "invalid-escape", b"\\", replace=True)
case("lone-low-in-name", b'{"a\\udc00":1}', "invalid-escape", b"\\", replace=True)
case("lone-high-in-value", b'{"a":"\\ud800x"}', "invalid-escape", b"\\", "/a", replace=True)
case("high-high", b'["\\ud800\\ud800"]', "invalid-escape", b"\\", "/0", replace=True)
case("low-then-high", b'["\\udc00\\ud800"]', "invalid-escape", b"\\", "/0", replace=True)
case("high-then-bad-escape-in-name", b'{"\\ud800\\x":1}', "invalid-escape", b"\\", replace=False)
case("high-at-end-of-input", b'["\\ud800', "unexpected-end", 8, "/0", replace=False, d=EOF_STRING)
case("pair-in-name", b'{"\\ud83d\\ude00":1}')
case("pair-upper-case", b'["\\uD83D\\uDE00"]')
# (No limit case here: the string-length boundary is being settled; see docs/robustness.md.)

out = os.path.join(os.path.dirname(__file__), "..", "hostile", "bytes.jsonl")
with open(out, "w", encoding="utf-8") as f:
    for r in ROWS:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
print(f"wrote {len(ROWS)} rows to {os.path.normpath(out)}")
