#!/usr/bin/env python3
"""Issue 14's targets (Go core speed) from one or more results files of `make bench`.

    python3 bench/go_core_targets.py bench/results/RUN.jsonl [MORE.jsonl ...]

For each file it prints one Markdown row per target: the ratio of Riffle's speed to the
peer's (above 1 is faster) as the median of the per-round ratios, with the lowest and
highest round in brackets. Rounds pair the two rows' samples of the same round (the
harness interleaves them); a file from before the harness recorded rounds pairs the
samples by their order instead. The targets (docs/design/go-core-targets.md):

- Validate against sonic `Valid`: each of twitter, canada and citm_catalog, and the
  geometric mean of every corpus file (per round: the mean of that round's ratios);
- Skip against Riffle's own Validate, and Skip over a reader against Skip in memory
  (time over time: at most 1.10 is the target);
- the hand-written Iterator against the fastest peer row of the same workload (any
  API or configuration), with Riffle's allocations per op, and, where that peer skips
  without validating (UNCHECKED_SKIP), also against the fastest peer that validates;
- the hand-written Stream against the fastest peer row that reuses its buffer
  (`reuse` in its API name), or the fastest peer row when the run has none.
"""
import json
import math
import statistics
import sys


# Peer rows that skip what they do not bind without validating it: sonic's ConfigFastest
# sets NoValidateJSONSkip (sonic's api.go). Riffle validates everything it skips, unless
# Config.UncheckedSkip is set: its rows with that option end in "(unchecked-skip)" and
# are set against these peer rows alone.
UNCHECKED_SKIP = {("sonic", "config-fastest")}


def load(path):
    with open(path) as f:
        rows = [json.loads(line) for line in f if line.strip()]
    return [r for r in rows if r.get("language") == "go" and r.get("status") == "ok"]


def by_round(r):
    """The row's time per op in each round (sample order where rounds are not recorded)."""
    samples = r["ns_per_op_samples"]
    rounds = r.get("sample_rounds") or range(1, len(samples) + 1)
    return dict(zip(rounds, samples))


def speed_ratio(peer, riffle):
    """Riffle's speed over the peer's, per round both were measured in."""
    p, q = by_round(peer), by_round(riffle)
    return {k: p[k] / q[k] for k in p if k in q}


def summary(ratios):
    v = sorted(ratios.values())
    return "%.2fx [%.2f-%.2f], %d rounds" % (statistics.median(v), v[0], v[-1], len(v))


def rows_of(g, workload, op, lib=None, pred=None):
    return [r for r in g if r["workload"] == workload and r["operation"] == op
            and (lib is None or r["library"] == lib) and (pred is None or pred(r))]


def one(g, workload, op, lib, config):
    found = rows_of(g, workload, op, lib, lambda r: r["config"] == config)
    return found[0] if found else None


def targets(g):
    out = []
    files = sorted({r["workload"] for r in g if r["operation"] == "validate"})
    per = {}
    for w in files:
        sonic, riffle = one(g, w, "validate", "sonic", "Valid"), one(g, w, "validate", "riffle", "Validate")
        if sonic and riffle:
            per[w] = speed_ratio(sonic, riffle)
    if per:
        common = set.intersection(*(set(x) for x in per.values()))
        mean = {k: math.exp(sum(math.log(x[k]) for x in per.values()) / len(per)) for k in common}
        out.append(("Validate / sonic `Valid`, geometric mean of %d files" % len(per), summary(mean)))
        for w in ("twitter.json", "canada.json", "citm_catalog.json"):
            if w in per:
                out.append(("Validate / sonic `Valid`, " + w, summary(per[w])))
    for w in ("twitter.json", "citm_catalog.json", "canada.json", "twitterescaped.json"):
        skip, validate = one(g, w, "skip", "riffle", "iterator.Skip"), one(g, w, "validate", "riffle", "Validate")
        if skip and validate:
            out.append(("Skip / Riffle's own Validate, " + w, summary(speed_ratio(validate, skip))))
        reader = rows_of(g, w, "skip", "riffle", lambda r: "reader" in r["config"])
        if skip and reader:
            times = {k: 1 / x for k, x in speed_ratio(skip, reader[0]).items()}
            out.append(("Skip over a reader, time / time in memory, " + w, summary(times).replace("x [", " [")))
    for w, op, config in (("small", "decode", "iterator"), ("medium", "decode", "iterator"),
                          ("large", "count", "iterator"), ("record2", "read", "iterator-by-hand")):
        riffle = one(g, w, op, "riffle", config)
        peers = rows_of(g, w, op, pred=lambda r: r["library"] != "riffle")
        if riffle and peers:
            best = min(peers, key=lambda r: r["ns_per_op"])
            out.append(("Iterator by hand / %s `%s`, %s (Riffle: %s allocs/op)"
                        % (best["library"], best["config"], w, riffle.get("allocs_per_op")),
                        summary(speed_ratio(best, riffle))))
            checked = [r for r in peers if (r["library"], r["config"]) not in UNCHECKED_SKIP]
            strict = min(checked, key=lambda r: r["ns_per_op"]) if checked else None
            if strict is not None and strict is not best:
                out.append(("... against the fastest peer that validates what it skips, %s `%s`, %s"
                            % (strict["library"], strict["config"], w), summary(speed_ratio(strict, riffle))))
            lax = one(g, w, op, "riffle", config + "(unchecked-skip)")
            unchecked = [r for r in peers if (r["library"], r["config"]) in UNCHECKED_SKIP]
            if lax and unchecked:
                peer = min(unchecked, key=lambda r: r["ns_per_op"])
                out.append(("... with Config.UncheckedSkip, against %s `%s` (which skips unchecked too), %s"
                            % (peer["library"], peer["config"], w), summary(speed_ratio(peer, lax))))
    for w in ("medium", "record2", "twitter.json"):
        writes = rows_of(g, w, "write", pred=lambda r: r["library"] != "riffle")
        reuse = [r for r in writes if "reuse" in r["config"].lower()]
        # The Stream's own calls, then the same walker on its Appender (Stream.BeginAppend).
        for api in ("stream-by-hand", "appender-by-hand"):
            riffle = rows_of(g, w, "write", "riffle", lambda r: r["config"] in (api, api + "-reuse"))
            if riffle and writes:
                best = min(reuse or writes, key=lambda r: r["ns_per_op"])
                note = "" if reuse else " (no peer reuse rows in this run)"
                out.append(("Stream by hand `%s` / %s `%s`, %s%s"
                            % (riffle[0]["config"], best["library"], best["config"], w, note),
                            summary(speed_ratio(best, riffle[0]))))
    return out


def main(paths):
    if not paths:
        sys.exit(__doc__)
    for path in paths:
        print("\n" + path + "\n")
        print("| target | Riffle ÷ peer |")
        print("|---|---|")
        for name, figure in targets(load(path)):
            print("| %s | %s |" % (name, figure))


if __name__ == "__main__":
    main(sys.argv[1:])
