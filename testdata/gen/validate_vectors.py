#!/usr/bin/env python3
"""Writes testdata/validate.jsonl and testdata/limits.jsonl. Each invalid vector asserts the byte at its offset,
so a mistyped offset fails here before it reaches Go or Java.
Run: python3 testdata/gen/validate_vectors.py testdata/validate.jsonl testdata/limits.jsonl"""
import json
from messages import *
V=[]
def ok(name, s=None, hx=None, cfg=None):
    r={"name":name}
    if cfg: r["config"]=cfg
    if hx is not None: r["input_hex"]=hx
    else: r["input"]=s
    r["valid"]=True; V.append(r)
def bad(name, s, kind, off, ptr, at=None, hx=None, cfg=None, d=None):
    r={"name":name}
    if cfg: r["config"]=cfg
    b = bytes.fromhex(hx) if hx is not None else s.encode('utf-8')
    if hx is not None: r["input_hex"]=hx
    else: r["input"]=s
    if kind=="unexpected-end": assert off==len(b),(name,off,len(b))
    else: assert off<len(b),(name)
    if at is not None: assert b[off:off+len(at)]==at.encode('latin-1') if isinstance(at,str) else b[off:off+len(at)]==at,(name,b[off:off+3],at)
    if d is None: d = DETAILS.get(name)
    r.update(valid=False, kind=kind, offset=off, pointer=ptr,
             message=message(kind, detail_for(kind, b, off, cfg, d), off, ptr)); V.append(r)
# The detail of each unexpected-end and invalid-character row (messages.py derives the
# other kinds' details from the input).
DETAILS = {
    "empty": EOF_TOP, "only-space": EOF_TOP, "open-array": EOF_ARRAY, "open-array-after-elem": EOF_ARRAY,
    "open-array-after-comma": EOF_ARRAY, "open-object": EOF_OBJECT, "open-object-after-name": EOF_OBJECT,
    "open-object-after-colon": EOF_OBJECT, "open-object-after-value": EOF_OBJECT,
    "truncated-true": EOF_LITERAL, "nul-literal": EOF_LITERAL, "truncated-string": EOF_STRING,
    "truncated-escape": EOF_STRING, "truncated-unicode": EOF_STRING, "truncated-utf8-in-string": EOF_STRING,
    "truncated-number-minus": EOF_NUMBER, "truncated-number-exp": EOF_NUMBER,
    "truncated-nested-name": EOF_ARRAY, "numlim-eof-at-max": EOF_ARRAY, "numlim-eof-unfinished-at-max": EOF_NUMBER,
    "array-trailing-comma": WANT_VALUE, "object-missing-colon": WANT_COLON, "object-trailing-comma": WANT_NAME,
    "object-unquoted-name": WANT_NAME, "object-single-quote": WANT_NAME, "object-missing-comma": WANT_COMMA_OBJECT,
    "array-missing-comma": WANT_COMMA_ARRAY, "bad-literal-in-array": literal("true"), "bad-literal-case": WANT_VALUE,
    "nested-bad-value": WANT_VALUE, "name-with-tilde-and-slash": WANT_VALUE, "control-char-in-string": CONTROL,
    "raw-newline-in-name": CONTROL, "bom": WANT_VALUE, "mismatched-close": WANT_COMMA_ARRAY,
    "close-without-open": WANT_VALUE, "object-in-name-position": WANT_NAME, "array-leading-comma": WANT_VALUE,
    "nbsp-whitespace": WANT_VALUE, "plus-sign": WANT_VALUE, "leading-dot": WANT_VALUE,
    "hex-number": WANT_COMMA_ARRAY, "infinity": WANT_VALUE, "nan": WANT_VALUE, "utf8-outside-string": WANT_VALUE,
    "numlim-bad-byte-after-max": WANT_COMMA_ARRAY,
}
# valid
ok("literal-true","true"); ok("literal-null"," null "); ok("zero","0"); ok("neg-zero","-0")
ok("number-forms","[0,-1,1.5,-1.5e10,1E+2,1e-2,123456789012345678901234567890]")
ok("string-escapes",'"\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u0041 \\u00e9 \\uD83D\\uDE00"')
ok("string-utf8","\"é€😀\"")
ok("nested",'{"a":[{"b":{}},[],[[]]],"c":null}')
ok("whitespace-all"," \t\r\n[ \t\r\n1 \t\r\n, \t\r\n2 ]\n")
# Indented text as MarshalIndent and editors write it: lines indented with tabs, "\r\n"
# line ends, a blank line and spaces aligning a value (the readers take these runs eight
# bytes at a time).
INDENTED='{NL\t"name": "value",NL\t"list": [NL\t\t1,NL\t\t{NL\t\t\t"deep": true,NL\t\t\t"deeper": [NL\t\t\t\tnull,NLNL\t\t\t\t"x"NL\t\t\t]NL\t\t}NL\t],NL\t"aligned":        2NL}NL'
ok("indent-tabs", INDENTED.replace("NL","\n"))
ok("indent-tabs-crlf", INDENTED.replace("NL","\r\n"))
ok("indent-spaces-crlf", INDENTED.replace("\t","    ").replace("NL","\r\n"))
ok("duplicate-names",'{"a":1,"a":2}')
ok("empty-name",'{"":0}')
ok("huge-exponent","1e999999")
ok("utf8-max",hx="22f48fbfbf22")
ok("utf8-e0-lowest",hx="22e0a08022")
ok("utf8-ed-highest",hx="22ed9fbf22")
# unexpected end
bad("empty","", "unexpected-end",0,"")
bad("only-space","  \n","unexpected-end",3,"")
bad("open-array","[","unexpected-end",1,"/0")
bad("open-array-after-elem","[1","unexpected-end",2,"")
bad("open-array-after-comma","[1,","unexpected-end",3,"/1")
bad("open-object","{","unexpected-end",1,"")
bad("open-object-after-name",'{"a"',"unexpected-end",4,"/a")
bad("open-object-after-colon",'{"a":',"unexpected-end",5,"/a")
bad("open-object-after-value",'{"a":1',"unexpected-end",6,"")
bad("truncated-true","tr","unexpected-end",2,"")
bad("truncated-string",'"abc',"unexpected-end",4,"")
bad("truncated-escape",'"\\',"unexpected-end",2,"")
bad("truncated-unicode",'"\\u12',"unexpected-end",5,"")
bad("truncated-number-minus","-","unexpected-end",1,"")
bad("truncated-number-exp","1e+","unexpected-end",3,"")
bad("truncated-nested-name",'{"a":{"b":[true,',"unexpected-end",16,"/a/b/1")
bad("truncated-utf8-in-string",None,"unexpected-end",3,"",hx="22e282")
# invalid character
bad("array-trailing-comma","[1,]","invalid-character",3,"/1",at="]")
bad("object-missing-colon",'{"a" 1}',"invalid-character",5,"/a",at="1")
bad("object-trailing-comma",'{"a":1,}',"invalid-character",7,"",at="}")
bad("object-unquoted-name","{a:1}","invalid-character",1,"",at="a")
bad("object-single-quote","{'a':1}","invalid-character",1,"",at="'")
bad("object-missing-comma",'{"a":1 "b":2}',"invalid-character",7,"",at='"')
bad("array-missing-comma","[1 2]","invalid-character",3,"",at="2")
bad("bad-literal-in-array","[tru]","invalid-character",4,"/0",at="]")
bad("bad-literal-case","True","invalid-character",0,"",at="T")
bad("nul-literal","nul","unexpected-end",3,"")
bad("nested-bad-value",'{"a":[1,x]}',"invalid-character",8,"/a/1",at="x")
bad("name-with-tilde-and-slash",'{"a/b~c":{"d":?}}',"invalid-character",14,"/a~1b~0c/d",at="?")
bad("escaped-name-pointer",'{"\\u0041\\n":[0,1,-]}',"invalid-number",18,"/A\n/2",at="]")
bad("control-char-in-string",'"a\tb"',"invalid-character",2,"",at="\t")
bad("raw-newline-in-name",'{"a\nb":1}',"invalid-character",3,"",at="\n")
bad("bom",None,"invalid-character",0,"",hx="efbbbf7b7d")
bad("mismatched-close","[1}","invalid-character",2,"",at="}")
bad("close-without-open","]","invalid-character",0,"",at="]")
bad("comment","[1]//x","trailing-data",3,"",at="/")
bad("object-in-name-position",'{{}:1}',"invalid-character",1,"",at="{")
bad("array-leading-comma","[,1]","invalid-character",1,"/0",at=",")
bad("nbsp-whitespace",None,"invalid-character",1,"/0",hx="5bc2a0315d")
# Control bytes that are not whitespace where a line's indentation would be: rejected at
# the first one, however long the run (a reader must not take them for indentation).
bad("indent-control-bytes","[1,\n\x01\x01\x01\x01\x01\x01\x01\x01\x012, 3, 4, 5, 6, 7, 8, 9]","invalid-character",4,"/1",at="\x01",d=WANT_VALUE)
bad("indent-control-bytes-crlf","[1,\r\n\x01\x01\x01\x01\x01\x01\x01\x01\x012, 3, 4, 5, 6, 7, 8, 9]","invalid-character",5,"/1",at="\x01",d=WANT_VALUE)
bad("indent-form-feeds","[1,\n\x0c\x0c\x0c\x0c\x0c\x0c\x0c\x0c\x0c2, 3, 4, 5, 6, 7, 8, 9]","invalid-character",4,"/1",at="\x0c",d=WANT_VALUE)
# numbers
bad("leading-zero","01","invalid-number",1,"",at="1")
bad("leading-zero-neg","[-012]","invalid-number",3,"/0",at="1")
bad("minus-letter","-x","invalid-number",1,"",at="x")
# A byte >= 0x80 after '-' is a bad digit, not the end (Java read it as a signed byte once).
bad("minus-non-ascii",None,"invalid-number",1,"",at="\xb5",hx="2db531")
bad("minus-utf8-in-array",None,"invalid-number",2,"/0",at="\xc3",hx="5b2dc3a95d")
bad("dot-no-fraction","[1.]","invalid-number",3,"/0",at="]")
bad("dot-exp","1.e3","invalid-number",2,"",at="e")
bad("exp-no-digit",'{"n":1e}',"invalid-number",7,"/n",at="}")
bad("plus-sign","+1","invalid-character",0,"",at="+")
bad("leading-dot",".5","invalid-character",0,"",at=".")
bad("hex-number","[0x1]","invalid-character",2,"",at="x")
bad("minus-space","- 1","invalid-number",1,"",at=" ")
bad("infinity","[Infinity]","invalid-character",1,"/0",at="I")
bad("nan","NaN","invalid-character",0,"",at="N")
# escapes
bad("bad-escape",'"\\x"',"invalid-escape",1,"",at="\\")
bad("bad-escape-later",'["ab\\ac"]',"invalid-escape",4,"/0",at="\\")
bad("bad-unicode-hex",'"\\u12G4"',"invalid-escape",1,"",at="\\")
bad("lone-high-surrogate",'"\\uD800"',"invalid-escape",1,"",at="\\")
bad("lone-high-then-text",'"x\\uD800abc"',"invalid-escape",2,"",at="\\")
bad("high-then-nonlow",'"\\uD800\\u0041"',"invalid-escape",1,"",at="\\")
bad("high-then-high",'"\\uDBFF\\uDBFF"',"invalid-escape",1,"",at="\\")
bad("lone-low-surrogate",'["ok","\\uDC00"]',"invalid-escape",7,"/1",at="\\")
bad("escaped-solidus-upper",'"\\U0041"',"invalid-escape",1,"",at="\\")
# utf-8
bad("utf8-stray-continuation",None,"invalid-utf8",2,"",hx="226180622"+"2")
bad("utf8-overlong-2",None,"invalid-utf8",1,"",hx="22c0af22")
bad("utf8-overlong-3",None,"invalid-utf8",1,"",hx="22e080af22")
bad("utf8-surrogate",None,"invalid-utf8",1,"",hx="22eda08022")
bad("utf8-too-large",None,"invalid-utf8",1,"",hx="22f490808022")
bad("utf8-f5",None,"invalid-utf8",1,"",hx="22f580808022")
bad("utf8-ff",None,"invalid-utf8",3,"/0",hx="5b2261ff225d")
bad("utf8-short-seq",None,"invalid-utf8",1,"",hx="22e2822022")
bad("utf8-latin1",None,"invalid-utf8",1,"",hx="22e922")
bad("utf8-in-name",None,"invalid-utf8",2,"",hx="7b22ff223a317d")
bad("utf8-outside-string",None,"invalid-character",0,"",hx="c3a9")
# trailing data
bad("two-values","1 2","trailing-data",2,"",at="2")
bad("array-then-garbage","[] x","trailing-data",3,"",at="x")
bad("object-extra-close","{}}","trailing-data",2,"",at="}")
bad("nul-after-value",None,"trailing-data",2,"",hx="5b5d00")
# depth
bad("depth-limit-default","["*10001+"]"*10001,"limit-exceeded",10000,"/0"*10000,at="[")
ok("depth-at-limit","["*10000+"]"*10000)
# Length limits (core-v2.md, errors.md finer rule 2): the limit is hit when byte Max+1 of
# the token's raw content exists and is not its end (a string's closing quote; for a
# number, a byte that cannot continue it, rule 5). The error is located at that byte but
# reported at the token's first byte; a grammar error located before it wins, one at the
# same or a later offset loses. Strings: Max 8, in a value (token at 1, pointer /0) and
# in a member name (token at 1, pointer ""). Content byte p (1-based) is at offset 1+p,
# so the limit is located at offset 10.
M=8
S={"maxStringBytes":M}
for where, pre, post, ptr in (("value", '["', '"]', "/0"), ("name", '{"', '":1}', "")):
    def sb(name, content, kind, off=0, at=None, hx=False):
        raw = pre.encode() + content + post.encode()
        n = "strlim-"+where+"-"+name
        if kind == "ok": ok(n, raw.decode(), cfg=S); return
        if kind == "limit-exceeded": off, at = 1, '"'
        d = CONTROL if kind == "invalid-character" else None
        if hx: bad(n, None, kind, off, ptr, at=at, hx=raw.hex(), cfg=S, d=d)
        else: bad(n, raw.decode(), kind, off, ptr, at=at, cfg=S, d=d)
    def eof(name, content, kind):
        raw = pre.encode() + content
        n = "strlim-"+where+"-"+name
        off = 1 if kind == "limit-exceeded" else len(raw)
        bad(n, None, kind, off, ptr, hx=raw.hex(), cfg=S, d=EOF_STRING)
    a = lambda k: b"a"*k
    sb("len-max-minus-1", a(M-1), "ok"); sb("len-max", a(M), "ok"); sb("len-max-plus-1", a(M+1), "limit-exceeded")
    # a raw control byte as byte Max (grammar error first) and as byte Max+1 (same offset: limit)
    sb("ctrl-at-max", a(M-1)+b"\x01", "invalid-character", 1+M, hx=True)
    sb("ctrl-after-max", a(M)+b"\x01", "limit-exceeded", 0, hx=True)
    # a bad escape whose backslash is byte Max, then byte Max+1
    sb("bad-escape-at-max", a(M-1)+b"\\x", "invalid-escape", 1+M, at="\\")
    sb("bad-escape-after-max", a(M)+b"\\x", "limit-exceeded", 0)
    # a valid escape that straddles the boundary is still too long
    sb("escape-straddles-max", a(M-1)+b"\\n", "limit-exceeded", 0)
    # a high surrogate escape ending at byte Max with no partner: its backslash (earlier) wins
    sb("lone-high-ends-at-max", a(M-6)+b"\\uD800a", "invalid-escape", 1+M-5, at="\\")
    # an ill-formed UTF-8 lead as byte Max, then as byte Max+1
    sb("utf8-bad-lead-at-max", a(M-1)+b"\xff", "invalid-utf8", 1+M, hx=True)
    sb("utf8-bad-lead-after-max", a(M)+b"\xff", "limit-exceeded", 0, hx=True)
    # a truncated sequence whose lead is byte Max: its lead (earlier) wins over the limit
    sb("utf8-truncated-lead-at-max", a(M-1)+b"\xe2\x82", "invalid-utf8", 1+M, hx=True)
    # a well-formed two-byte sequence straddling the boundary is too long
    sb("utf8-straddles-max", a(M-1)+"é".encode(), "limit-exceeded", 0, hx=True)
    # end of input after Max bytes (no byte Max+1) and after Max+1 bytes
    eof("eof-after-max", a(M), "unexpected-end")
    eof("eof-after-max-plus-1", a(M+1), "limit-exceeded")
    eof("eof-backslash-at-max", a(M-1)+b"\\", "unexpected-end")
    eof("eof-escape-past-max", a(M-1)+b"\\u00", "limit-exceeded")
    eof("eof-utf8-lead-at-max", a(M-1)+b"\xe2", "unexpected-end")
    eof("eof-utf8-past-max", a(M-1)+b"\xe2\x82", "limit-exceeded")
# Numbers: Max 4 in an array (token at 1, pointer /0); byte p of the number is at offset p.
N={"maxNumberBytes":4}
ok("numlim-len-max", "[1234]", cfg=N); ok("numlim-neg-len-max", "[-123]", cfg=N)
ok("numlim-frac-len-max", "[1.23]", cfg=N); ok("numlim-exp-len-max", "[1e+5]", cfg=N)
bad("numlim-len-max-plus-1", "[12345]", "limit-exceeded", 1, "/0", at="1", cfg=N)
bad("numlim-neg-len-max-plus-1", "[-1234]", "limit-exceeded", 1, "/0", at="-", cfg=N)
bad("numlim-frac-max-plus-1", "[1.234]", "limit-exceeded", 1, "/0", at="1", cfg=N)
bad("numlim-exp-digit-max-plus-1", "[1e+56]", "limit-exceeded", 1, "/0", at="1", cfg=N)
# byte Max+1 continues an unfinished number: the limit (the grammar error comes later)
bad("numlim-exp-sign-max-plus-1", "[12.3e]", "limit-exceeded", 1, "/0", at="1", cfg=N)
# byte Max+1 cannot continue the number: the number ends there (rule 5)
bad("numlim-unfinished-at-max", "[1.2e]", "invalid-number", 5, "/0", at="]", cfg=N)
bad("numlim-bad-byte-after-max", "[1234x]", "invalid-character", 5, "", at="x", cfg=N)
bad("numlim-leading-zero-early", "[0001]", "invalid-number", 2, "/0", at="0", cfg=N)
bad("numlim-leading-zero-max-1", "[01]", "invalid-number", 2, "/0", at="1", cfg={"maxNumberBytes":1})
bad("numlim-eof-at-max", "[1234", "unexpected-end", 5, "", cfg=N)
bad("numlim-eof-unfinished-at-max", "[1.2e", "unexpected-end", 5, "/0", cfg=N)
bad("numlim-eof-after-max", "[12345", "limit-exceeded", 1, "/0", at="1", cfg=N)
bad("numlim-top-level", "12345", "limit-exceeded", 0, "", at="1", cfg=N)
# Reads with a scale limit (limits.md): valid JSON that Validate accepts, but reading
# each number with "read" (bigDecimal: Go ReadBigFloat, Java readBigDecimal; bigInteger:
# Go ReadBigInt, Java readBigInteger) must give "read_error", or succeed when it is absent.
# The scale is fraction digits minus exponent, as BigDecimal counts it.
def rd(name, s, read, cfg, err=None, at=None):
    ok(name, s, cfg=cfg)
    r = V[-1]; r["read"] = read
    if err:
        kind, off, ptr = err
        assert at is None or s.encode()[off:off+len(at)] == at.encode(), (name, off, at)
        r["read_error"] = {"kind": kind, "offset": off, "pointer": ptr}
S = {"maxNumberScale": 5}; D = {"maxNumberScale": 0}
rd("scale-frac-at-max", '{"a":[0.12345]}', "bigDecimal", S)
rd("scale-frac-max-plus-1", '{"a":[0.123456]}', "bigDecimal", S, ("limit-exceeded", 6, "/a/0"), at="0.")
rd("scale-exp-at-max", '{"a":[1.5e-4]}', "bigDecimal", S)
rd("scale-exp-max-plus-1", '{"a":[1.5e-5]}', "bigDecimal", S, ("limit-exceeded", 6, "/a/0"), at="1.5")
rd("scale-neg-at-max", '[15e+5]', "bigDecimal", S)
rd("scale-neg-max-plus-1", '[-15E6]', "bigDecimal", S, ("limit-exceeded", 1, "/0"), at="-")
rd("scale-zero-value", '[0e-6]', "bigDecimal", S, ("limit-exceeded", 1, "/0"), at="0e")
rd("scale-second-element", '[1,2.5e-9]', "bigDecimal", S, ("limit-exceeded", 3, "/1"), at="2.5")
rd("scale-default-at-max", '[1e100000,1e-100000]', "bigDecimal", D)
rd("scale-default-max-plus-1", '[1e100001]', "bigDecimal", D, ("limit-exceeded", 1, "/0"), at="1e")
rd("scale-default-huge", '{"x":-1e999999999}', "bigDecimal", D, ("limit-exceeded", 5, "/x"), at="-1e")
rd("scale-default-huge-negative", '[1e-999999999]', "bigDecimal", D, ("limit-exceeded", 1, "/0"), at="1e")
rd("scale-default-exponent-digits", '[1e+99999999999999999999999999]', "bigDecimal", D, ("limit-exceeded", 1, "/0"), at="1e")
rd("scale-no-limit", '[1e200001]', "bigDecimal", {"maxNumberScale": -1})
rd("scale-biginteger-exponent", '[1e999999999]', "bigInteger", D, ("type-mismatch", 1, "/0"), at="1e")
rd("scale-biginteger-fraction", '{"n":[2,1.0]}', "bigInteger", D, ("type-mismatch", 8, "/n/1"), at="1.0")
rd("scale-biginteger-integer", '[-0,123456789012345678901234567890]', "bigInteger", D)
# The byte-order mark (errors.md rule 8). Strict: a BOM at the start is an error whose
# message names it (the reader may have to pull two more bytes to see it); an incomplete
# one is an ordinary bad byte. With skipBom one BOM at the very start is skipped, and
# offsets still count from the start of the input.
# The strict rows name skipBom: false, which keeps them in limits.jsonl, out of the rows
# the benchmarks' strictness check reads.
STRICT={"skipBom": False}
bad("bom-only", None, "invalid-character", 0, "", hx="efbbbf", cfg=STRICT, d=WANT_VALUE)
bad("bom-incomplete", None, "invalid-character", 0, "", hx="efbb31", cfg=STRICT, d=WANT_VALUE)
bad("bom-incomplete-at-end", None, "invalid-character", 0, "", hx="efbb", cfg=STRICT, d=WANT_VALUE)
B={"skipBom": True}
ok("bom-skipped", hx="efbbbf5b315d", cfg=B)
ok("bom-skipped-then-space", hx="efbbbf20310a", cfg=B)
ok("bom-skipped-string", hx="efbbbf22efbbbf22", cfg=B)
ok("no-bom-with-option", "[1]", cfg=B)
bad("bom-skipped-offsets-count-it", None, "invalid-character", 4, "/0", hx="efbbbf5b785d", cfg=B, d=WANT_VALUE)
bad("bom-skipped-nothing-after", None, "unexpected-end", 3, "", hx="efbbbf", cfg=B, d=EOF_TOP)
bad("bom-skipped-only-space-after", None, "unexpected-end", 5, "", hx="efbbbf2020", cfg=B, d=EOF_TOP)
bad("bom-skipped-trailing", None, "trailing-data", 5, "", hx="efbbbf312078", cfg=B)
bad("bom-twice", None, "invalid-character", 3, "", hx="efbbbfefbbbf31", cfg=B, d=WANT_VALUE)
bad("bom-after-space-with-option", None, "invalid-character", 1, "", hx="20efbbbf31", cfg=B, d=WANT_VALUE)
bad("bom-incomplete-with-option", None, "invalid-character", 0, "", hx="efbb31", cfg=B, d=WANT_VALUE)
bad("bom-incomplete-at-end-with-option", None, "invalid-character", 0, "", hx="efbb", cfg=B, d=WANT_VALUE)
bad("utf16-bom-with-option", None, "invalid-character", 0, "", hx="feff0031", cfg=B, d=WANT_VALUE)
import sys
# Rows without a config go to validate.jsonl (every consumer runs them with the default
# Config); the limit rows, which need their config, go to limits.jsonl (same format plus
# "config": {"maxStringBytes": ..., "maxNumberBytes": ...}).
for path, rows in ((sys.argv[1], [r for r in V if "config" not in r]),
                   (sys.argv[2], [r for r in V if "config" in r])):
    with open(path,"w") as f:
        for r in rows: f.write(json.dumps(r,ensure_ascii=False)+"\n")
    print(path, len(rows),"vectors", sum(1 for r in rows if not r["valid"]),"invalid")
