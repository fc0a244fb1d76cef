#!/usr/bin/env bash
# Riffle side-by-side benchmarks: Go harness (bench/go), Java harness (bench/java, if
# present), then the report (bench/report -> docs/benchmarks.md, docs/benchmarks/*.svg,
# bench/results/<date>-<machine>.jsonl).
#
#   bash bench/run.sh          # quick mode: about 8 min for Go on 2 cores (+ Java's quick run)
#   bash bench/run.sh --full   # publication mode: about 65 min for Go (+ Java's full run)
#   bash bench/run.sh --smoke  # every row timed for 1 op in 2 rounds, no Java; the report
#                              # goes to the run directory, not docs/ (checks the pipeline)
#   make bench [FULL=1]        # the same from the repo root
#
# Go rows are measured in interleaved rounds: each round runs every row once (-count 1;
# one process per benchtime class, workloads and rows in an order rotated per round), so
# each row has one sample per round and the report pairs rows round by round.
# Environment: RIFFLE_TESTDATA (default <repo>/../shared/testdata); RIFFLE_BENCH_ONLY, a
# regexp of workload names to run (for trying the harness; the report then lists the
# rest as not run); RIFFLE_BENCH_NO_JAVA=1 skips the Java harness.
set -euo pipefail

MODE=quick
for a in "$@"; do
  case "$a" in
    --full) MODE=full ;;
    --smoke) MODE=smoke ;;
    -h|--help) sed -n '2,18p' "$0"; exit 0 ;;
    *) echo "run.sh: unknown argument $a" >&2; exit 2 ;;
  esac
done

ROOT=$(cd "$(dirname "$0")/.." && pwd)
export RIFFLE_TESTDATA=${RIFFLE_TESTDATA:-$(cd "$ROOT/.." && pwd)/shared/testdata}
for need in seed-go/small-payload.json seed-scalajack/record2.json corpus/twitter.json jsontestsuite/test_parsing; do
  test -e "$RIFFLE_TESTDATA/$need" || {
    echo "run.sh: RIFFLE_TESTDATA=$RIFFLE_TESTDATA lacks $need: set RIFFLE_TESTDATA to the shared test data (or put shared/ beside the repo)" >&2; exit 1; }
done
test -f "$ROOT/testdata/validate.jsonl" || { echo "run.sh: $ROOT/testdata/validate.jsonl missing" >&2; exit 1; }

# Per sample (one per round): -benchtime for the main workloads, a shorter one for the 11
# corpus files that only have validation rows, and a fixed iteration count for the 26 MB
# large file.
case "$MODE" in
  full)  GO_BENCHTIME=400ms; GO_VALIDATE_BENCHTIME=150ms; GO_ROUNDS=20; GO_LARGE_BENCHTIME=3x ;;
  quick) GO_BENCHTIME=50ms; GO_VALIDATE_BENCHTIME=15ms; GO_ROUNDS=10; GO_LARGE_BENCHTIME=1x ;;
  smoke) GO_BENCHTIME=1x; GO_VALIDATE_BENCHTIME=1x; GO_ROUNDS=2; GO_LARGE_BENCHTIME=1x; export RIFFLE_BENCH_NO_JAVA=1 ;;
esac
GO_BENCHTIME=${RIFFLE_BENCH_GO_BENCHTIME:-$GO_BENCHTIME}
GO_VALIDATE_BENCHTIME=${RIFFLE_BENCH_GO_BENCHTIME:-$GO_VALIDATE_BENCHTIME}
GO_ROUNDS=${RIFFLE_BENCH_GO_ROUNDS:-$GO_ROUNDS}

STAMP=$(date -u +%Y%m%dT%H%M%SZ)
RUN=$ROOT/bench/results/tmp/$STAMP
mkdir -p "$RUN"
LOG=$RUN/run.log
exec > >(tee -a "$LOG") 2>&1
START=$(date +%s)
step() { printf '[%s +%4ss] %s\n' "$(date -u +%H:%M:%S)" "$(( $(date +%s) - START ))" "$*"; }

CPU=$(grep -m1 '^model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')
CORES=$(nproc)
MACHINE=${RIFFLE_BENCH_MACHINE:-$(echo "$CPU" | tr 'A-Z' 'a-z' | sed -e 's/([^)]*)//g' -e 's/[^a-z0-9]\{1,\}/-/g' -e 's/^-//' -e 's/-$//' | cut -c1-40)-${CORES}c}
step "mode=$MODE machine=$MACHINE cpu='$CPU' cores=$CORES run dir=$RUN"

# ---------------------------------------------------------------- Go harness
GODIR=$ROOT/bench/go
cd "$GODIR"
# Every row, Riffle's included, must build: a harness that does not compile fails the run.
step "go: building the harness (go test -c)"
GOEXPERIMENT= go test -c -o "$RUN/bench.test" . >"$RUN/bench.test.build.log" 2>&1 \
  || { cat "$RUN/bench.test.build.log"; echo "run.sh: FAILED: the Go harness does not build (see above)" >&2; exit 1; }
GOEXPERIMENT=jsonv2 go test -c -o "$RUN/bench-v2.test" . >"$RUN/bench-v2.test.build.log" 2>&1 \
  || { cat "$RUN/bench-v2.test.build.log"; echo "run.sh: FAILED: the Go harness does not build with GOEXPERIMENT=jsonv2" >&2; exit 1; }

step "go: correctness checks (TestBenchmarkWorkloads)"
RIFFLE_BENCH_MANIFEST=$RUN/manifest.jsonl "$RUN/bench.test" -test.run '^TestBenchmarkWorkloads$' -test.count 1 >"$RUN/check.txt" 2>&1 \
  || step "go: SOME CHECKS FAILED (wrong answers are reported, not timed): $(grep -c -- '--- FAIL' "$RUN/check.txt") failures, see $RUN/check.txt"
RIFFLE_BENCH_MANIFEST=$RUN/manifest-v2.jsonl "$RUN/bench-v2.test" -test.run '^TestBenchmarkWorkloads$///^(std-v2exp|stdv2)$/' -test.count 1 >"$RUN/check-v2.txt" 2>&1 \
  || step "go(jsonv2): SOME CHECKS FAILED, see $RUN/check-v2.txt"

step "go: strictness (TestConformance: JSONTestSuite y_/n_ + testdata/validate.jsonl through every validate/skip/generic API)"
RIFFLE_BENCH_CONFORMANCE=$RUN/conformance.jsonl "$RUN/bench.test" -test.run '^TestConformance$' -test.count 1 -test.v >"$RUN/conformance.txt" 2>&1 \
  || { grep -E -- '--- FAIL|conformance_test' "$RUN/conformance.txt" | head -20; echo "run.sh: FAILED: Riffle is not fully strict (see $RUN/conformance.txt)" >&2; exit 1; }
RIFFLE_BENCH_CONFORMANCE_LIBS='^(std-v2exp|stdv2)$' RIFFLE_BENCH_CONFORMANCE=$RUN/conformance-v2.jsonl "$RUN/bench-v2.test" -test.run '^TestConformance$' -test.count 1 -test.v >"$RUN/conformance-v2.txt" 2>&1 \
  || { echo "run.sh: FAILED: TestConformance failed in the GOEXPERIMENT=jsonv2 build (see $RUN/conformance-v2.txt)" >&2; exit 1; }
step "go: strictness: $(cat "$RUN/conformance.jsonl" "$RUN/conformance-v2.jsonl" | grep -c '"strict":false' || true) of $(cat "$RUN/conformance.jsonl" "$RUN/conformance-v2.jsonl" | wc -l) APIs not strict (Riffle's are asserted strict; details in docs/benchmarks.md)"

MAIN_WORKLOADS=(small medium large largefile record2 twitter.json citm_catalog.json canada.json)
VALIDATE_ONLY=(twitter-simdjson.json twitterescaped.json gsoc-2018.json github_events.json apache_builds.json
  instruments.json mesh.json marine_ik.json numbers.json random.json update-center.json)
ONLY=${RIFFLE_BENCH_ONLY:-}
class_of() {
  case "$1" in
    largefile) echo large ;;
    small|medium|large|record2|twitter.json|citm_catalog.json|canada.json) echo main ;;
    *) echo validate ;;
  esac
}
benchtime_for() {
  case "$(class_of "$1")" in
    large) echo "$GO_LARGE_BENCHTIME" ;;
    main) echo "$GO_BENCHTIME" ;;
    *) echo "$GO_VALIDATE_BENCHTIME" ;;
  esac
}
SELECTED=()
for w in "${MAIN_WORKLOADS[@]}" "${VALIDATE_ONLY[@]}"; do
  if [ -n "$ONLY" ] && ! [[ "$w" =~ $ONLY ]]; then continue; fi
  SELECTED+=("$w")
done
class_pattern() { # the selected workloads of one benchtime class, as a -test.bench level
  local ws=() w
  for w in "${SELECTED[@]}"; do
    [ "$(class_of "$w")" = "$1" ] && ws+=("$(printf '%s' "$w" | sed 's/\./\\./g')")
  done
  [ ${#ws[@]} -gt 0 ] && printf '^(%s)$' "$(IFS='|'; echo "${ws[*]}")"
}
bt_of_class() { case $1 in main) echo "$GO_BENCHTIME" ;; validate) echo "$GO_VALIDATE_BENCHTIME" ;; large) echo "$GO_LARGE_BENCHTIME" ;; esac; }
# The duration estimate: rows per class (from the manifests) x rounds x (benchtime + ~30%
# for b.Loop's ramp-up), plus the processes' start-up and first-call costs (~3 s a round).
secs() { case "$1" in *ms) echo "scale=3; ${1%ms}/1000" | bc ;; *s) echo "${1%s}" ;; *) echo 0.05 ;; esac; }
est=0
for w in "${SELECTED[@]}"; do
  n=$(cat "$RUN/manifest.jsonl" "$RUN/manifest-v2.jsonl" | grep -c "\"name\":\"$w/[^\"]*\",\"status\":\"ok\"" || true)
  est=$(echo "$est + $n * $GO_ROUNDS * 1.3 * $(secs "$(benchtime_for "$w")")" | bc)
done
est=$(echo "$est + $GO_ROUNDS * 3" | bc)
step "go: measuring ${#SELECTED[@]} workloads in $GO_ROUNDS interleaved rounds ($MODE mode: -benchtime $GO_BENCHTIME, validation-only files $GO_VALIDATE_BENCHTIME, large file $GO_LARGE_BENCHTIME; estimate ~$(printf '%.0f' "$est")s)"
# Each round: one process per benchtime class (and per build), the classes in an order
# rotated per round; inside a process the workloads, and each workload's rows, run in an
# order rotated per round (RIFFLE_BENCH_ROUND), one sample each (-count 1).
: >"$RUN/go-bench.txt"; : >"$RUN/go-bench-v2.txt"
CLASSES=(main validate large)
for round in $(seq 1 "$GO_ROUNDS"); do
  t0=$(date +%s)
  for j in 0 1 2; do
    cls=${CLASSES[$(( (j + round) % 3 ))]}
    pat=$(class_pattern "$cls") || continue
    bt=$(bt_of_class "$cls")
    echo "# round $round" >>"$RUN/go-bench.txt"
    RIFFLE_BENCH_ROUND=$round "$RUN/bench.test" -test.run '^$' -test.bench "BenchmarkJSON/$pat/" -test.benchmem \
      -test.benchtime "$bt" -test.count 1 -test.timeout 0 >>"$RUN/go-bench.txt" 2>&1 \
      || step "go: round $round: benchmark run ($cls) exited non-zero (see go-bench.txt)"
    # encoding/json/v2 and encoding/json on the v2 engine: the GOEXPERIMENT=jsonv2 binary.
    echo "# round $round" >>"$RUN/go-bench-v2.txt"
    RIFFLE_BENCH_ROUND=$round "$RUN/bench-v2.test" -test.run '^$' -test.bench "BenchmarkJSON/$pat//^(std-v2exp|stdv2)\$/" -test.benchmem \
      -test.benchtime "$bt" -test.count 1 -test.timeout 0 >>"$RUN/go-bench-v2.txt" 2>&1 \
      || step "go(jsonv2): round $round: benchmark run ($cls) exited non-zero"
  done
  step "go: round $round/$GO_ROUNDS done in $(( $(date +%s) - t0 ))s ($(grep -c '^BenchmarkJSON/' "$RUN/go-bench.txt" || true) + $(grep -c '^BenchmarkJSON/' "$RUN/go-bench-v2.txt" || true) samples so far)"
done

if [ -z "$ONLY" ] || [[ largefile =~ $ONLY ]]; then
  step "go: peak memory of the large-file rows (one process each)"
  for bin in bench bench-v2; do
    man=$RUN/manifest.jsonl; [ $bin = bench-v2 ] && man=$RUN/manifest-v2.jsonl
    [ -f "$man" ] && [ -x "$RUN/$bin.test" ] || continue
    for name in $(grep '"status":"ok"' "$man" | grep -o '"name":"largefile/count/[^"]*"' | cut -d'"' -f4); do
      la=${name#largefile/count/}
      if [ $bin = bench-v2 ] && ! [[ "$la" =~ ^(std-v2exp|stdv2)/ ]]; then continue; fi
      RIFFLE_BENCH_PEAK=$la RIFFLE_BENCH_PEAK_OUT=$RUN/peak.jsonl "$RUN/$bin.test" \
        -test.run '^TestLargeFilePeakMemory$' -test.count 1 >>"$RUN/peak.txt" 2>&1 || step "peak memory run failed for $la"
    done
  done
fi

# ---------------------------------------------------------------- Java harness
JAVA_STATUS="not present: bench/java/run.sh does not exist"
if [ -n "${RIFFLE_BENCH_NO_JAVA:-}" ]; then
  JAVA_STATUS="skipped: RIFFLE_BENCH_NO_JAVA set"
elif [ -f "$ROOT/bench/java/run.sh" ]; then
  step "java: bash bench/java/run.sh $([ $MODE = full ] && echo --full) --out $RUN/java"
  mkdir -p "$RUN/java"
  if (cd "$ROOT" && bash bench/java/run.sh $([ $MODE = full ] && echo --full) --out "$RUN/java"); then
    JAVA_STATUS=ok
  else
    JAVA_STATUS="failed: bench/java/run.sh exited non-zero (see run.log)"
  fi
  step "java: $JAVA_STATUS"
fi
[ "$JAVA_STATUS" = ok ] || step "java: $JAVA_STATUS; Java rows will be listed as missing"

# ---------------------------------------------------------------- environment + report
cd "$GODIR"
{
  echo "mode=$MODE"
  echo "date=$(date -u +%Y-%m-%d)"
  echo "stamp=$STAMP"
  echo "machine=$MACHINE"
  echo "cpu=$CPU"
  echo "cores=$CORES"
  echo "mem=$(awk '/MemTotal/ {printf "%.1f GiB", $2/1048576}' /proc/meminfo)"
  echo "kernel=$(uname -sr)"
  echo "cpu_flags=$(grep -m1 '^flags' /proc/cpuinfo | grep -o -w -E 'avx2|avx512f|sse4_2|pclmulqdq|bmi2' | sort -u | tr '\n' ' ')"
  echo "go=$(go version)"
  echo "go_benchtime=$GO_BENCHTIME"
  echo "go_validate_benchtime=$GO_VALIDATE_BENCHTIME"
  echo "go_large_benchtime=$GO_LARGE_BENCHTIME"
  echo "go_rounds=$GO_ROUNDS"
  echo "only=$ONLY"
  echo "java_status=$JAVA_STATUS"
  # The files of an uncommitted change (modified, staged or untracked, .gitignore aside),
  # if any: the report prints them beside every number and marks the headline not for README.
  dirty=$(git -C "$ROOT" status --porcelain 2>/dev/null | cut -c4- | tr '\n' ' ')
  echo "commit=$(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo unknown)${dirty:++dirty}"
  echo "dirty_files=$dirty"
  overrides=$(env | grep -E '^RIFFLE_BENCH_[A-Z_]+=' | sort | tr '\n' ' ' || true)
  echo "command=${overrides}bash bench/run.sh${*:+ $*} (= make bench$([ $MODE = full ] && echo ' FULL=1'))"
  echo "go_command=$GO_ROUNDS rounds of: RIFFLE_BENCH_ROUND=<round> bench.test -test.bench 'BenchmarkJSON/^(<workloads>)\$/' -test.benchmem -test.benchtime $GO_BENCHTIME -test.count 1, one process per benchtime class (largefile: -test.benchtime $GO_LARGE_BENCHTIME; validation-only files: $GO_VALIDATE_BENCHTIME), built by go test -c; encoding/json/v2 rows from a GOEXPERIMENT=jsonv2 build"
} >"$RUN/env.txt"
go list -m all >"$RUN/go-modules.txt"
if [ -f "$ROOT/bench/java/pom.xml" ]; then cp "$ROOT/bench/java/pom.xml" "$RUN/java-pom.xml"; fi

DATE=$(date -u +%Y-%m-%d)
# One name per run: date, machine, commit and mode, so a quick and a full run of one commit
# on one day (the pair a publication needs) do not overwrite each other.
NAME=$DATE-$MACHINE-$(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo unknown)-$MODE
OUT=$ROOT/bench/results; DOCS=$ROOT/docs
if [ "$MODE" = smoke ]; then OUT=$RUN/out; DOCS=$RUN/docs; mkdir -p "$OUT" "$DOCS"; cp -r "$ROOT/docs/benchmarks" "$DOCS/" 2>/dev/null || true; fi
step "report: collecting results and writing $DOCS/benchmarks.md ($MODE mode)"
cd "$ROOT/bench/report"
go run . -run "$RUN" -results "$OUT/$NAME.jsonl" \
  -gobench "$OUT/$NAME.go.txt" -docs "$DOCS" \
  -headline "$OUT/$NAME.headline.md"
step "done in $(( $(date +%s) - START ))s ($MODE mode): $OUT/$NAME.{jsonl,go.txt,headline.md}, $DOCS/benchmarks.md"
echo
cat "$OUT/$NAME.headline.md"
