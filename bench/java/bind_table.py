#!/usr/bin/env python3
"""Issue 16's tables from one run.sh output directory: the bind workloads, every peer.

    python3 bench/java/bind_table.py DIR [--riffle bind=runtime] [--writer reused]

For each JDK and each bind row (TwitterBind, CitmCatalogBind, CanadaBind, SmallBind,
MediumBind, Record2; read and write; Record2 also per io=string/bytes) it takes each
library's median fork over the rounds (JMH JSON, jmh-jdkNN-rK.json), and prints Riffle's
speed over each peer's. Jackson 2 is shown per JacksonBinding setting. Then, per JDK, the
geometric mean of Riffle over fastjson2 on issue 16's ten rows (io=bytes), the same with
Record2's String rows added, and each peer's narrowest row. Rows whose answer was wrong
(wrong-answers.json) are left out and named.
"""
import glob
import json
import math
import os
import re
import statistics
import sys
from collections import defaultdict

WORKLOADS = ["CanadaBind", "CitmCatalogBind", "TwitterBind", "SmallBind", "MediumBind", "Record2"]


def load(d):
    """{jdk: {(workload, dir, io, library): [scores...]}}"""
    rows = defaultdict(lambda: defaultdict(list))
    for f in sorted(glob.glob(os.path.join(d, "jmh-jdk*-r*.json"))):
        jdk = re.search(r"jmh-jdk(\d+)-r\d+\.json", f).group(1)
        for r in json.load(open(f)):
            m = re.match(r"dev\.riffle\.bench\.(\w+)Bench\.(\w+)_(read|write)$", r["benchmark"])
            if not m:
                continue
            wl, lib, direction = m.groups()
            p = r.get("params", {})
            if lib == "riffle":
                if p.get("config", RIFFLE) != RIFFLE or p.get("writer", WRITER) != WRITER:
                    continue
            if lib == "jackson":
                lib = "jackson(" + p.get("jackson", "?") + ")"
            io = p.get("io", "bytes") if wl == "Record2" else "bytes"
            rows[jdk][(wl, direction, io, lib)].append(r["primaryMetric"]["score"])
    return rows


def wrong(d):
    f = os.path.join(d, "wrong-answers.json")
    return json.load(open(f)) if os.path.exists(f) else []


def main():
    global RIFFLE, WRITER
    args = sys.argv[1:]
    RIFFLE, WRITER = "bind=runtime", "reused"
    if "--riffle" in args:
        RIFFLE = args[args.index("--riffle") + 1]
    if "--writer" in args:
        WRITER = args[args.index("--writer") + 1]
    d = args[0]
    rows = load(d)
    bad = wrong(d)
    if bad:
        print("wrong answers (rows left out by run.sh):")
        for b in bad:
            print("  ", b if isinstance(b, str) else json.dumps(b))
    for jdk in sorted(rows):
        r = rows[jdk]
        med = {k: statistics.median(v) for k, v in r.items()}
        nforks = {k: len(v) for k, v in r.items()}
        keys = sorted({(wl, di, io) for (wl, di, io, _) in med}, key=lambda k: (WORKLOADS.index(k[0]) if k[0] in WORKLOADS else 99, k[1], k[2]))
        peers = sorted({lib for (_, _, _, lib) in med if lib != "riffle"})
        print(f"\n## JDK {jdk}: Riffle ({RIFFLE}, writer {WRITER}) speed over each peer's, median forks\n")
        print("| row | Riffle ops/s | " + " | ".join(peers) + " |")
        print("|---|---:|" + "---:|" * len(peers))
        narrowest = {}
        for k in keys:
            rk = k + ("riffle",)
            if rk not in med:
                continue
            cells = []
            for p in peers:
                pk = k + (p,)
                if pk in med:
                    ratio = med[rk] / med[pk]
                    cells.append(f"{ratio:.2f}x")
                    if p not in narrowest or ratio < narrowest[p][0]:
                        narrowest[p] = (ratio, k)
                else:
                    cells.append("")
            label = f"{k[0]} {k[1]}" + (f" ({k[2]})" if k[0] == "Record2" else "")
            print(f"| {label} | {med[rk]:,.0f} ({nforks[rk]} forks) | " + " | ".join(cells) + " |")
        print()
        for name, want in (("ten rows, io=bytes", lambda k: k[2] == "bytes"), ("with Record2's String rows", lambda k: True)):
            logs, used = [], []
            for k in keys:
                rk, fk = k + ("riffle",), k + ("fastjson2",)
                if want(k) and rk in med and fk in med:
                    logs.append(math.log(med[rk] / med[fk]))
                    used.append(k)
            if logs:
                print(f"- geometric mean over fastjson2, {name} ({len(logs)} rows): **{math.exp(sum(logs) / len(logs)):.3f}x**")
        print("- narrowest row against each peer: " + "; ".join(
            f"{p} {v[0]:.2f}x ({v[1][0]} {v[1][1]}{' ' + v[1][2] if v[1][0] == 'Record2' else ''})" for p, v in sorted(narrowest.items())))


if __name__ == "__main__":
    main()
