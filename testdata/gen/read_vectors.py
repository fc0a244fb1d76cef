#!/usr/bin/env python3
"""Writes testdata/numbers.jsonl and testdata/strings.jsonl, the shared vectors for the
iterators' number and string readers (Go and Java run the same rows).

numbers.jsonl: {"name", "input", and per type T in int64, uint64, float64 either "T" (the
exact value as text: a decimal integer, or Python's repr(float(input))) or "error_T" (the
error kind of reading the whole input as T: the read, then the check that only whitespace
follows)}. Integers: a fraction or exponent is type-mismatch, out of range number-range
("-0" reads as 0 for both). Floats: Python's float() is the reference (correctly rounded,
ties to even); a magnitude that rounds to infinity is number-range.

strings.jsonl: {"name", "input" or "input_hex" (one JSON string token), and "value_hex"
(hex of the decoded UTF-8) or "kind" + "offset" + "message" (the first error and the
message of reading the token as a string, docs/design/errors.md)}.
The reference scanner below implements the contract strictly (default policy) and is
checked against hand-written expectations.

Run: python3 testdata/gen/read_vectors.py testdata
"""
import json
import math
import os
import re
import sys

import messages

NUM_RE = re.compile(r'-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?\Z')
I64 = (-(1 << 63), (1 << 63) - 1)
U64 = (0, (1 << 64) - 1)

NUMS = []


def num(name, text, err=None):
    """A number row. err, when given, is the kind every reader must report."""
    r = {"name": name, "input": text}
    if err is not None:
        assert not NUM_RE.match(text) or err == "trailing-data", name
        for t in ("int64", "uint64", "float64"):
            r["error_" + t] = err
        NUMS.append(r)
        return
    assert NUM_RE.match(text), name
    integer = '.' not in text and 'e' not in text and 'E' not in text
    for t, (lo, hi) in (("int64", I64), ("uint64", U64)):
        if not integer:
            r["error_" + t] = "type-mismatch"
            continue
        v = int(text)
        if lo <= v <= hi:
            r[t] = str(v)
        else:
            r["error_" + t] = "number-range"
    f = float(text)
    if math.isinf(f):
        r["error_float64"] = "number-range"
    else:
        r["float64"] = repr(f)
    NUMS.append(r)


# integers and their edges
for n, t in [("zero", "0"), ("neg-zero", "-0"), ("one", "1"), ("minus-one", "-1"),
             ("small", "123"), ("max-int64", "9223372036854775807"),
             ("max-int64-plus-1", "9223372036854775808"),
             ("min-int64", "-9223372036854775808"),
             ("min-int64-minus-1", "-9223372036854775809"),
             ("max-uint64", "18446744073709551615"),
             ("max-uint64-plus-1", "18446744073709551616"),
             ("twenty-nines", "99999999999999999999"),
             ("twenty-one-digits", "100000000000000000000"),
             ("thirty-digits", "123456789012345678901234567890"),
             ("neg-thirty-digits", "-123456789012345678901234567890"),
             ("two-pow-53", "9007199254740992"), ("two-pow-53-plus-1", "9007199254740993"),
             ("two-pow-53-plus-3", "9007199254740995"),
             ("two-pow-64-minus-1024", "18446744073709550592"),
             ("nineteen-digits", "1234567890123456789"),
             ("max-int32-plus-1", "2147483648"), ("min-int32", "-2147483648")]:
    num(n, t)
# fractions and exponents
for n, t in [("one-point-zero", "1.0"), ("neg-zero-frac", "-0.0"), ("tenth", "0.1"),
             ("one-and-half", "1.5"), ("exp", "1e2"), ("exp-upper-plus", "1E+2"),
             ("exp-neg", "1e-2"), ("frac-exp", "123.456e-2"), ("zero-exp", "0e9999999999"),
             ("neg-frac-exp", "-123456789e-5"), ("exp-zero", "1e00"),
             ("point-three-ish", "0.30000000000000004"),
             ("seventeen-digits", "1.2345678901234567"),
             ("seventeen-digits-b", "9.9999999999999999"),
             ("seventeen-digits-c", "2.2250738585072014e-308"),
             ("max-float64", "1.7976931348623157e308"),
             ("neg-max-float64", "-1.7976931348623157e308"),
             ("above-max-float64-rounds-down", "1.7976931348623158e308"),
             ("above-max-float64-overflows", "1.7976931348623159e308"),
             ("e308", "1e308"), ("e308-8", "1.8e308"), ("neg-e308-8", "-1.8e308"),
             ("e309", "1e309"), ("huge-exp", "1e999999"), ("neg-huge-exp", "-1e999999"),
             ("min-normal", "2.2250738585072014e-308"),
             ("below-min-normal", "2.2250738585072011e-308"),
             ("min-subnormal", "5e-324"), ("min-subnormal-b", "4.9406564584124654e-324"),
             ("subnormal", "1.5e-323"),
             ("below-half-min-subnormal", "2.4703282292062327e-324"),
             ("above-half-min-subnormal", "2.4703282292062328e-324"),
             ("underflow", "1e-400"), ("neg-underflow", "-1e-400"),
             ("halfway-even-down", "1.00000000000000011102230246251565404236316680908203125"),
             ("halfway-plus-one-ulp", "1.00000000000000011102230246251565404236316680908203126"),
             ("halfway-2pow53", "9007199254740993.0"),
             ("halfway-big", "9007199254740993e10"),
             ("long-mantissa-23", "12345678901234567890123"),
             ("long-mantissa-frac", "0.12345678901234567890123456789"),
             ("tiny-frac", "0.000000000000000000000000000001"),
             ("many-exp-digits", "1e0000000000000000000000001"),
             ("many-neg-exp-digits", "1e-0000000000000000000000001"),
             ("clinger-edge", "9007199254740991e22"), ("clinger-edge-neg", "9007199254740991e-22"),
             ("e22", "1e22"), ("e23", "1e23"), ("e-22", "1e-22"), ("e-23", "1e-23"),
             ("float32-max-ish", "3.4028235e38"), ("float32-overflow-ish", "3.5e38"),
             ("neg-zero-exp", "-0e5"), ("frac-zeros", "1.000000000000000000000000001")]:
    num(n, t)
# not numbers, and malformed numbers
for n, t, k in [("empty", "", "unexpected-end"), ("minus-only", "-", "unexpected-end"),
                ("dot-eof", "1.", "unexpected-end"), ("exp-eof", "1e", "unexpected-end"),
                ("exp-sign-eof", "1e+", "unexpected-end"),
                ("leading-zero", "01", "invalid-number"), ("neg-leading-zero", "-01", "invalid-number"),
                ("dot-exp", "1.e1", "invalid-number"), ("minus-letter", "-a", "invalid-number"),
                ("minus-space", "- 1", "invalid-number"), ("exp-letter", "1ex", "invalid-number"),
                ("plus", "+1", "invalid-character"), ("leading-dot", ".1", "invalid-character"),
                ("string", "\"1\"", "type-mismatch"), ("true", "true", "type-mismatch"),
                ("null", "null", "type-mismatch"), ("array", "[1]", "type-mismatch"),
                ("object", "{}", "type-mismatch"), ("two-numbers", "1 2", "trailing-data"),
                ("number-letter", "1x", "trailing-data"), ("hex", "0x1", "trailing-data"),
                ("nan", "NaN", "invalid-character"), ("infinity", "Infinity", "invalid-character")]:
    num(n, t, k)
num("padded", "42")
NUMS[-1]["input"] = " \t42\n "


# ---- strings: a strict reference scanner of one string token ----
FFFD = '\ufffd'.encode('utf-8')


def scan(b, replace=False):
    """Returns ('ok', decoded bytes) or (kind, offset) for a document that must be
    exactly one string token (whitespace around allowed).

    replace=True models the replace policy, docs/design/errors.md finer rule 5 (Go's
    utf8.DecodeRune rule, as encoding/json): a byte that does not begin a well-formed
    UTF-8 sequence becomes one U+FFFD and scanning resumes at the next byte; a lone low
    surrogate escape, or a high one not followed at once by a complete low one, becomes
    one U+FFFD (6 bytes consumed) and scanning resumes after it. Input that ends while a
    sequence or a surrogate partner could still complete is unexpected-end either way."""
    i = 0
    n = len(b)
    while i < n and b[i] in b' \t\r\n':
        i += 1
    if i == n:
        return ('unexpected-end', n)
    if b[i] != 0x22:
        return ('type-mismatch', i) if b[i] in b'-0123456789tfn[{' else ('invalid-character', i)
    i += 1
    out = bytearray()
    while True:
        if i >= n:
            return ('unexpected-end', n)
        c = b[i]
        if c == 0x22:
            i += 1
            break
        if c < 0x20:
            return ('invalid-character', i)
        if c == 0x5C:
            if i + 1 >= n:
                return ('unexpected-end', n)
            e = b[i + 1]
            simple = {ord('"'): b'"', ord('\\'): b'\\', ord('/'): b'/', ord('b'): b'\b',
                      ord('f'): b'\f', ord('n'): b'\n', ord('r'): b'\r', ord('t'): b'\t'}
            if e in simple:
                out += simple[e]
                i += 2
                continue
            if e != ord('u'):
                return ('invalid-escape', i)
            h = b[i + 2:i + 6]
            for k, x in enumerate(h):
                if chr(x) not in '0123456789abcdefABCDEF':
                    return ('invalid-escape', i)
            if len(h) < 4:
                return ('unexpected-end', n)
            r = int(h, 16)
            if 0xDC00 <= r < 0xE000:
                if replace:
                    out += FFFD
                    i += 6
                    continue
                return ('invalid-escape', i)
            if 0xD800 <= r < 0xDC00:
                p = b[i + 6:i + 12]
                pats = ['\\', 'u', 'dD', 'cdefCDEF', '0123456789abcdefABCDEF', '0123456789abcdefABCDEF']
                bad = any(chr(x) not in pats[k] for k, x in enumerate(p))
                if bad and replace:
                    out += FFFD
                    i += 6
                    continue
                if bad:
                    return ('invalid-escape', i)
                if len(p) < 6:
                    return ('unexpected-end', n)
                r2 = int(p[2:], 16)
                r = 0x10000 + ((r - 0xD800) << 10) + (r2 - 0xDC00)
                out += chr(r).encode('utf-8')
                i += 12
                continue
            out += chr(r).encode('utf-8')
            i += 6
            continue
        if c < 0x80:
            out.append(c)
            i += 1
            continue
        # multi-byte UTF-8 (RFC 3629)
        if 0xC2 <= c <= 0xDF:
            ln, lo, hi = 2, 0x80, 0xBF
        elif 0xE0 <= c <= 0xEF:
            ln, lo, hi = 3, (0xA0 if c == 0xE0 else 0x80), (0x9F if c == 0xED else 0xBF)
        elif 0xF0 <= c <= 0xF4:
            ln, lo, hi = 4, (0x90 if c == 0xF0 else 0x80), (0x8F if c == 0xF4 else 0xBF)
        else:
            ln = 0
        good = ln > 0
        for k in range(1, ln):
            if i + k >= n:
                return ('unexpected-end', n)
            x = b[i + k]
            if not ((lo <= x <= hi) if k == 1 else (0x80 <= x <= 0xBF)):
                good = False
                break
        if not good:
            if not replace:
                return ('invalid-utf8', i)
            out += FFFD
            i += 1
            continue
        out += b[i:i + ln]
        i += ln
    while i < n and b[i] in b' \t\r\n':
        i += 1
    if i < n:
        return ('trailing-data', i)
    return ('ok', bytes(out))


STRS = []


def string_message(b, kind, off):
    """The message of reading b as a string (ReadString / readString) failing with kind at
    off (docs/design/errors.md, "Messages"; the pointer is the top level's)."""
    first = len(b) - len(b.lstrip(b' \t\r\n'))
    if kind == 'unexpected-end':
        d = messages.EOF_STRING if first < len(b) and b[first] == 0x22 else messages.EOF_TOP
    elif kind == 'invalid-character':
        d = "expected a string" if off == first else messages.CONTROL
    elif kind == 'type-mismatch':
        c = b[first:first + 1]
        found = ("a boolean" if c in (b"t", b"f") else "null" if c == b"n" else "an array" if c == b"["
                 else "an object" if c == b"{" else "a number")
        d = "expected a string, found " + found
    else:
        d = None
    return messages.message(kind, messages.detail_for(kind, b, off, None, d), off, "")


def s(name, text=None, hx=None, expect=None, expect_replace=None):
    r = {"name": name}
    if hx is not None:
        b = bytes.fromhex(hx)
        r["input_hex"] = hx
    else:
        b = text.encode('utf-8')
        r["input"] = text
    res = scan(b)
    if res[0] == 'ok':
        if text is not None and hx is None:
            assert json.loads(text).encode('utf-8') == res[1], name
        r["value_hex"] = res[1].hex()
    else:
        r["kind"], r["offset"] = res
        r["message"] = string_message(b, *res)
    if expect is not None:
        assert (res[0], res[1]) == expect or (res[0] == 'ok' and expect[0] == 'ok' and res[1] == expect[1]), (name, res, expect)
    # The replace policy: rows it changes (ill-formed UTF-8, unpaired surrogate escapes)
    # carry value_hex_replace, or kind_replace + offset_replace when another error
    # follows; every other row reads the same under both policies.
    rr = scan(b, replace=True)
    if rr != res:
        assert res[0] in ('invalid-utf8', 'invalid-escape'), (name, res, rr)
        if rr[0] == 'ok':
            r["value_hex_replace"] = rr[1].hex()
        else:
            r["kind_replace"], r["offset_replace"] = rr
            r["message_replace"] = string_message(b, *rr)
    else:
        assert res[0] != 'invalid-utf8', (name, res)
    if expect_replace is not None:
        assert rr == expect_replace, (name, rr, expect_replace)
    STRS.append(r)


s("empty", '""', expect=('ok', b''))
s("ascii", '"hello"', expect=('ok', b'hello'))
s("padded", ' "x" ', expect=('ok', b'x'))
s("simple-escapes", r'"\" \\ \/ \b \f \n \r \t"', expect=('ok', b'" \\ / \b \f \n \r \t'))
s("unicode-escape-ascii", r'"\u0041"', expect=('ok', b'A'))
s("unicode-escape-latin", r'"\u00e9\u00E9"', expect=('ok', 'éé'.encode()))
s("unicode-escape-nul", r'"\u0000"', expect=('ok', b'\0'))
s("unicode-escape-fffd", r'"\uFFFD\uffff"', expect=('ok', '\ufffd\uffff'.encode()))
s("surrogate-pair", r'"\uD83D\uDE00"', expect=('ok', '😀'.encode()))
s("surrogate-pair-lower", r'"\ud834\udd1e"', expect=('ok', '\U0001D11E'.encode()))
s("surrogate-max", r'"\uDBFF\uDFFF"', expect=('ok', '\U0010FFFF'.encode()))
s("utf8-2", '"é"'); s("utf8-3", '"€"'); s("utf8-4", '"😀"')
s("utf8-mixed", '"aé€😀z"')
s("utf8-max", hx="22f48fbfbf22"); s("utf8-e0-lowest", hx="22e0a08022")
s("utf8-ed-highest", hx="22ed9fbf22"); s("utf8-ee", hx="22ee808022")
s("del-char", hx="227f22")
s("lone-high", r'"\uD800"', expect=('invalid-escape', 1), expect_replace=('ok', FFFD))
s("lone-high-text", r'"x\uD800abc"', expect=('invalid-escape', 2), expect_replace=('ok', b'x' + FFFD + b'abc'))
s("high-then-nonlow", r'"\uD800\u0041"', expect=('invalid-escape', 1), expect_replace=('ok', FFFD + b'A'))
s("high-then-high", r'"\uDBFF\uDBFF"', expect=('invalid-escape', 1), expect_replace=('ok', FFFD * 2))
s("high-then-bad-escape", r'"\uD800\x"', expect=('invalid-escape', 1), expect_replace=('invalid-escape', 7))
s("high-then-bad-hex", r'"\uD800\uDCG0"', expect=('invalid-escape', 1), expect_replace=('invalid-escape', 7))
s("lone-low", r'"\uDC00"', expect=('invalid-escape', 1), expect_replace=('ok', FFFD))
s("inverted-pair", r'"\uDE00\uD83D"', expect=('invalid-escape', 1), expect_replace=('ok', FFFD * 2))
s("high-eof", r'"\uD800', expect=('unexpected-end', 7))
s("high-backslash-eof", '"\\uD800\\', expect=('unexpected-end', 8))
s("high-partial-low-eof", '"\\uD800\\uDC', expect=('unexpected-end', 11))
s("bad-escape", r'"\x"', expect=('invalid-escape', 1))
s("bad-escape-upper-u", r'"\U0041"', expect=('invalid-escape', 1))
s("bad-escape-quote-single", r'"\'"', expect=('invalid-escape', 1))
s("bad-hex", r'"\u12G4"', expect=('invalid-escape', 1))
s("short-hex-quote", r'"\u12"', expect=('invalid-escape', 1))
s("escape-eof", '"\\', expect=('unexpected-end', 2))
s("unicode-eof", '"\\u12', expect=('unexpected-end', 5))
s("unterminated", '"abc', expect=('unexpected-end', 4))
s("only-quote", '"', expect=('unexpected-end', 1))
s("control-tab", '"a\tb"', expect=('invalid-character', 2))
s("control-nul", hx="22610022", expect=('invalid-character', 2))
s("control-1f", hx="221f22", expect=('invalid-character', 1))
s("utf8-stray-continuation", hx="2261806222", expect=('invalid-utf8', 2), expect_replace=('ok', b'a' + FFFD + b'b'))
s("utf8-overlong-2", hx="22c0af22", expect=('invalid-utf8', 1))
s("utf8-overlong-c1", hx="22c1bf22", expect=('invalid-utf8', 1))
s("utf8-overlong-3", hx="22e080af22", expect=('invalid-utf8', 1), expect_replace=('ok', FFFD * 3))
s("utf8-overlong-4", hx="22f08080af22", expect=('invalid-utf8', 1), expect_replace=('ok', FFFD * 4))
s("utf8-surrogate", hx="22eda08022", expect=('invalid-utf8', 1), expect_replace=('ok', FFFD * 3))
s("utf8-too-large", hx="22f490808022", expect=('invalid-utf8', 1))
s("utf8-f5", hx="22f580808022", expect=('invalid-utf8', 1))
s("utf8-ff", hx="2261ff22", expect=('invalid-utf8', 2))
s("utf8-short-seq", hx="22e2822022", expect=('invalid-utf8', 1), expect_replace=('ok', FFFD * 2 + b' '))
s("utf8-latin1", hx="22e922", expect=('invalid-utf8', 1))
s("utf8-truncated-eof", hx="22e282", expect=('unexpected-end', 3))
s("utf8-truncated-bad-eof", hx="22e080", expect=('invalid-utf8', 1), expect_replace=('unexpected-end', 3))
s("utf8-4-truncated-eof", hx="22f09f98", expect=('unexpected-end', 4))
s("not-a-string-number", '12', expect=('type-mismatch', 0))
s("not-a-string-null", 'null', expect=('type-mismatch', 0))
s("not-a-string-array", '["a"]', expect=('type-mismatch', 0))
s("not-a-value", "'a'", expect=('invalid-character', 0))
s("empty-input", '', expect=('unexpected-end', 0))
s("two-strings", '"a" "b"', expect=('trailing-data', 4))

# Long ASCII runs for the 8-bytes-at-a-time path: a special sequence at every position
# mod 8 (and beyond 16), within plain text, and strings of every length up to 40.
for ln in range(0, 41):
    s("plain-len-%d" % ln, '"' + ''.join(chr(0x61 + k % 26) for k in range(ln)) + '"')
specials = [("quote-esc", r'\"'), ("backslash-esc", r'\\'), ("u-esc", r'\u00e9'),
            ("pair-esc", r'\uD83D\uDE00'), ("utf8-2", 'é'), ("utf8-4", '😀'),
            ("tilde", '~'), ("space", ' ')]
for p in range(0, 25):
    pre = 'x' * p
    post = 'y' * (17 - p % 8)
    for nm, sp in specials:
        s("run-%s-at-%d" % (nm, p), '"' + pre + sp + post + '"')
    for nm, hx in [("ctrl", "01"), ("ff", "ff"), ("c0", "c0"), ("stray", "80"),
                   ("del", "7f"), ("nul", "00")]:
        s("run-%s-at-%d" % (nm, p), hx="22" + (b'x' * p).hex() + hx + (b'y' * 9).hex() + "22")
    s("run-eof-at-%d" % p, '"' + pre)

# Rows for the replace policy (errors.md finer rule 5): per byte, not maximal subpart.
s("replace-truncated-4", hx="22f09f9822", expect=('invalid-utf8', 1), expect_replace=('ok', FFFD * 3))
s("replace-truncated-3-then-valid", hx="22e282e282ac22", expect=('invalid-utf8', 1),
  expect_replace=('ok', FFFD * 2 + '€'.encode()))
s("replace-lead-then-lead", hx="22c3c3a922", expect=('invalid-utf8', 1), expect_replace=('ok', FFFD + 'é'.encode()))
s("replace-valid-fffd-kept", hx="22efbfbdff22", expect=('invalid-utf8', 4), expect_replace=('ok', FFFD * 2))
s("replace-pair-after-lone-high", r'"\uD800\uD83D\uDE00"', expect=('invalid-escape', 1),
  expect_replace=('ok', FFFD + '😀'.encode()))
s("replace-lone-low-after-pair", r'"\uD83D\uDE00\uDC00x"', expect=('invalid-escape', 13),
  expect_replace=('ok', '😀'.encode() + FFFD + b'x'))
s("replace-high-then-control", hx="225c7544383030" + "01" + "22", expect=('invalid-escape', 1),
  expect_replace=('invalid-character', 7))
s("replace-bad-then-control", hx="22ff0122", expect=('invalid-utf8', 1), expect_replace=('invalid-character', 2))
s("replace-high-then-eof", '"\\uD800\\u', expect=('unexpected-end', 9), expect_replace=('unexpected-end', 9))
s("replace-bad-then-unterminated", hx="22ff", expect=('invalid-utf8', 1), expect_replace=('unexpected-end', 2))
s("replace-mixed", hx="22" + "61" + "80" + "5c75444330305c7544383030" + "c0" + "e282ac" + "22", expect=('invalid-utf8', 2),
  expect_replace=('ok', b'a' + FFFD * 4 + '€'.encode()))

if __name__ == "__main__":
    out = sys.argv[1] if len(sys.argv) > 1 else "testdata"
    for fn, rows in (("numbers.jsonl", NUMS), ("strings.jsonl", STRS)):
        names = [r["name"] for r in rows]
        assert len(names) == len(set(names)), fn
        with open(os.path.join(out, fn), "w") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
        print(len(rows), fn)
