#!/usr/bin/env bash
# Riffle side-by-side benchmarks: Go harness (bench/go), Java harness (bench/java, if
# present), then the report (bench/report -> docs/benchmarks.md, docs/benchmarks/*.svg,
# bench/results/<date>-<machine>.jsonl).
#
#   bash bench/run.sh          # quick mode: about 5 min for Go on 2 cores (+ Java's quick run)
#   bash bench/run.sh --full   # publication mode: about 60 min for Go (+ Java's full run)
#   make bench [FULL=1]        # the same from the repo root
#
# Environment: RIFFLE_TESTDATA (default <repo>/../shared/testdata); RIFFLE_BENCH_ONLY, a
# regexp of workload names to run (for trying the harness; the report then lists the
# rest as not run); RIFFLE_BENCH_NO_JAVA=1 skips the Java harness.
set -euo pipefail

MODE=quick
for a in "$@"; do
  case "$a" in
    --full) MODE=full ;;
    -h|--help) sed -n '2,14p' "$0"; exit 0 ;;
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

# Per sample: -benchtime for the main workloads, a shorter one for the 11 corpus files
# that only have validation rows, and a fixed iteration count for the 26 MB large file.
if [ "$MODE" = full ]; then
  GO_BENCHTIME=1s; GO_VALIDATE_BENCHTIME=500ms; GO_COUNT=10; GO_LARGE_BENCHTIME=10x
else
  GO_BENCHTIME=100ms; GO_VALIDATE_BENCHTIME=30ms; GO_COUNT=5; GO_LARGE_BENCHTIME=2x
fi
GO_BENCHTIME=${RIFFLE_BENCH_GO_BENCHTIME:-$GO_BENCHTIME}
GO_VALIDATE_BENCHTIME=${RIFFLE_BENCH_GO_BENCHTIME:-$GO_VALIDATE_BENCHTIME}
GO_COUNT=${RIFFLE_BENCH_GO_COUNT:-$GO_COUNT}

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
wre() { printf '^%s$' "$(printf '%s' "$1" | sed 's/\./\\./g')"; }
step "go: measuring ${#SELECTED[@]} workloads ($MODE mode: -count $GO_COUNT, -benchtime $GO_BENCHTIME, validation-only files $GO_VALIDATE_BENCHTIME, large file $GO_LARGE_BENCHTIME)"
i=0
for w in "${SELECTED[@]}"; do
  i=$((i + 1))
  t0=$(date +%s)
  "$RUN/bench.test" -test.run '^$' -test.bench "BenchmarkJSON/$(wre "$w")/" -test.benchmem \
    -test.benchtime "$(benchtime_for "$w")" -test.count "$GO_COUNT" -test.timeout 0 >>"$RUN/go-bench.txt" 2>&1 \
    || step "go: benchmark run for $w exited non-zero (see go-bench.txt)"
  rows=$(grep -c "^BenchmarkJSON/$w/" "$RUN/go-bench.txt" || true)
  step "go: [$i/${#SELECTED[@]}] $w done in $(( $(date +%s) - t0 ))s ($rows samples)"
done
# encoding/json/v2 and encoding/json on the v2 engine: the GOEXPERIMENT=jsonv2 binary, one
# process per benchtime class.
if [ ${#SELECTED[@]} -gt 0 ]; then
  t0=$(date +%s)
  for cls in main validate large; do
    ws=()
    for w in "${SELECTED[@]}"; do
      [ "$(class_of "$w")" = $cls ] && ws+=("$(printf '%s' "$w" | sed 's/\./\\./g')")
    done
    [ ${#ws[@]} -gt 0 ] || continue
    case $cls in main) bt=$GO_BENCHTIME ;; validate) bt=$GO_VALIDATE_BENCHTIME ;; large) bt=$GO_LARGE_BENCHTIME ;; esac
    pat="^($(IFS='|'; echo "${ws[*]}"))\$"
    "$RUN/bench-v2.test" -test.run '^$' -test.bench "BenchmarkJSON/$pat//^(std-v2exp|stdv2)\$/" -test.benchmem \
      -test.benchtime "$bt" \
      -test.count "$GO_COUNT" -test.timeout 0 >>"$RUN/go-bench-v2.txt" 2>&1 \
      || step "go(jsonv2): benchmark run ($cls) exited non-zero"
  done
  step "go(jsonv2): encoding/json/v2 rows done in $(( $(date +%s) - t0 ))s ($(grep -c '^BenchmarkJSON/' "$RUN/go-bench-v2.txt" || true) samples)"
fi

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
  echo "go_count=$GO_COUNT"
  echo "only=$ONLY"
  echo "java_status=$JAVA_STATUS"
  echo "commit=$(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo unknown)$(git -C "$ROOT" diff --quiet HEAD 2>/dev/null || echo '+dirty')"
  overrides=$(env | grep -E '^RIFFLE_BENCH_[A-Z_]+=' | sort | tr '\n' ' ' || true)
  echo "command=${overrides}bash bench/run.sh${*:+ $*} (= make bench$([ $MODE = full ] && echo ' FULL=1'))"
  echo "go_command=bench.test -test.bench 'BenchmarkJSON/<workload>/' -test.benchmem -test.benchtime $GO_BENCHTIME -test.count $GO_COUNT (largefile: -test.benchtime $GO_LARGE_BENCHTIME; validation-only files: $GO_VALIDATE_BENCHTIME), built by go test -c; encoding/json/v2 rows from a GOEXPERIMENT=jsonv2 build"
} >"$RUN/env.txt"
go list -m all >"$RUN/go-modules.txt"
if [ -f "$ROOT/bench/java/pom.xml" ]; then cp "$ROOT/bench/java/pom.xml" "$RUN/java-pom.xml"; fi

step "report: collecting results and writing docs/benchmarks.md ($MODE mode)"
DATE=$(date -u +%Y-%m-%d)
cd "$ROOT/bench/report"
go run . -run "$RUN" -results "$ROOT/bench/results/$DATE-$MACHINE.jsonl" \
  -gobench "$ROOT/bench/results/$DATE-$MACHINE.go.txt" -docs "$ROOT/docs" \
  -headline "$ROOT/bench/results/$DATE-$MACHINE.headline.md"
step "done in $(( $(date +%s) - START ))s ($MODE mode): bench/results/$DATE-$MACHINE.{jsonl,go.txt,headline.md}, docs/benchmarks.md"
echo
cat "$ROOT/bench/results/$DATE-$MACHINE.headline.md"
