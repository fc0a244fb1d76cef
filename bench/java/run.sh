#!/usr/bin/env bash
# Riffle's Java benchmarks: install riffle-core, build the JMH uber-jar, check every
# library's answers and measure the strictness of every API, then run JMH on JDK 17 and 25
# with the forks interleaved (dev.riffle.bench.Rounds): in each round every row runs one
# fork, in an order rotated from round to round.
#
#   bench/java/run.sh [--full] --out DIR [--only REGEX] [--settings "JMH-ARGS"] [--rounds N]
#                     [--jdks "17 25"] [--threads "1 2"] [--no-build] [--ignore-lock] [-- JMH-ARGS...]
#
#   (default)  quick mode: the 57 rows of quick-set.txt, 2 rounds (2 forks per row),
#              -wi 3 -i 3 -w 1s -r 200ms (about 9.7 min per JDK; README.md, "Time budget")
#   --full     every row and parameter value, 2 rounds, -wi 3 -i 5 -w 1s -r 500ms (~73 min per JDK)
#   --only R   run only benchmarks whose name matches the JMH regex R (all their parameters)
#   --settings replace the mode's run settings (-wi/-i/-w/-r); forks are always 1 per round
#   --rounds N forks per row, one per round (default 2)
#   --jdks     which JDKs to run (default "17 25")
#   --threads L thread counts to time the reference's eight scenarios with (default "1 2"
#              with --full, else "1"): for each count above 1, a second JMH pass runs
#              those scenarios' Riffle (generated codecs), Jackson 2, jsoniter (both
#              modes) and Protobuf rows with -t N, into jmh-tN-jdk*.json (the report names them "<scenario> · N threads")
#   --no-build reuse target/benchmarks.jar (for repeated runs)
#   --ignore-lock run even while another JMH run holds /tmp/jmh.lock (sanity runs only;
#              by default the runs wait for the other run to finish)
#   -- ARGS    extra JMH arguments, appended last (options not already given, e.g. -prof gc)
#
# Output in DIR: jmh-jdk17-r1.json, jmh-jdk17-r2.json, ... (JMH JSON, one file per JDK and
# round, one fork per row in each; bench/report pools a row's rounds; parts-jdk*/ keeps each
# fork's file; jmh-tN-jdk*-r*.json for the passes with N threads), jmh-jdk*.log (JMH text output), wrong-answers.json (rows excluded because their answer was wrong, with the JDK),
# strictness.jsonl (the strictness of every Java API, in the shape of bench/go's
# conformance.jsonl; strictness-jdk*.jsonl per JDK), check-jdk*/ (the check harness's own
# files), run-info.txt.
# Fails if the build or the check harness cannot run, or if an API of Riffle is not strict.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)

full=0 out="" only="" jdks="17 25" build=1 extra=() custom="" lock=() rounds=2 threads=""
while [ $# -gt 0 ]; do
  case "$1" in
    --full) full=1 ;;
    --out) out="${2:?--out needs a directory}"; shift ;;
    --out=*) out="${1#--out=}" ;;
    --only) only="${2:?--only needs a regex}"; shift ;;
    --jdks) jdks="${2:?--jdks needs a list}"; shift ;;
    --settings) custom="${2:?--settings needs JMH arguments}"; shift ;;
    --rounds) rounds="${2:?--rounds needs a number}"; shift ;;
    --threads) threads="${2:?--threads needs a list}"; shift ;;
    --no-build) build=0 ;;
    --ignore-lock) lock=(-Djmh.ignoreLock=true) ;;
    --) shift; extra=("$@"); break ;;
    -h|--help) sed -n '2,33p' "$0"; exit 0 ;;
    *) echo "run.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
  shift
done
[ -n "$out" ] || { echo "run.sh: --out DIR is required" >&2; exit 2; }
mkdir -p "$out"
out=$(cd "$out" && pwd)

export RIFFLE_TESTDATA="${RIFFLE_TESTDATA:-$(cd "$root/.." && pwd)/shared/testdata}"
[ -f "$RIFFLE_TESTDATA/corpus/twitter.json" ] || { echo "run.sh: no shared test data at RIFFLE_TESTDATA=$RIFFLE_TESTDATA" >&2; exit 1; }

declare -A jdk_home
for v in $jdks; do
  jdk_home[$v]=$("$root/.ci/find-jdk" "$v") || { echo "run.sh: JDK $v not found" >&2; exit 1; }
done
build_jdk="${jdk_home[17]:-$("$root/.ci/find-jdk" 17)}"

if [ "$full" = 1 ]; then
  mode=full; settings=(-wi 3 -i 5 -w 1s -r 500ms)
  include=('dev\.riffle\.bench\.')
else
  mode=quick; settings=(-wi 3 -i 3 -w 1s -r 200ms)
  include=()
fi
[ -n "$only" ] && include=("$only")
if [ -z "$threads" ]; then threads=1; [ "$full" = 1 ] && threads="1 2"; fi
if [ -n "$custom" ]; then read -r -a settings <<< "$custom"; fi

t0=$(date +%s)
stamp() { echo "[$(date -u +%H:%M:%S) +$(( $(date +%s) - t0 ))s] $*"; }

jar="$here/target/benchmarks.jar"
if [ "$build" = 1 ]; then
  stamp "installing riffle-core from java/ (JDK 17)"
  (cd "$here" && JAVA_HOME="$build_jdk" mvn -B -q -f ../../java/pom.xml -DskipTests install)
  stamp "building $jar"
  (cd "$here" && JAVA_HOME="$build_jdk" mvn -B -q -DskipTests package)
fi
[ -f "$jar" ] || { echo "run.sh: $jar missing" >&2; exit 1; }
"$build_jdk/bin/java" -cp "$jar" dev.riffle.bench.Workloads "$out/workloads.json"

{
  echo "mode=$mode settings=${settings[*]} rounds=$rounds forks_per_round=1 threads=${threads// /,} extra=${extra[*]:-}"
  echo "include=${include[*]:-quick-set.txt}"
  echo "git=$(git -C "$root" rev-parse HEAD 2>/dev/null || echo unknown)"
  echo "date=$(date -u +%Y-%m-%dT%H:%M:%SZ) nproc=$(nproc)"
  for v in $jdks; do echo "jdk$v=${jdk_home[$v]}"; done
} > "$out/run-info.txt"

wrong_files=()
for v in $jdks; do
  java="${jdk_home[$v]}/bin/java"
  stamp "JDK $v: correctness check ($("$java" -version 2>&1 | head -n 1))"
  # --add-opens is a harness flag for jsoniter's dynamic mode only (its check runs in this JVM).
  if ! "$java" --add-opens=java.base/java.lang=ALL-UNNAMED -cp "$jar" dev.riffle.bench.Check "$out/check-jdk$v"; then
    echo "run.sh: the check harness failed on JDK $v" >&2
    exit 1
  fi
  wrong_files+=("$out/check-jdk$v/wrong-answers.json")

  stamp "JDK $v: strictness (JSONTestSuite y_/n_ + testdata/validate.jsonl through every validate/skip/generic API)"
  if ! (cd "$root" && "$java" -cp "$jar" dev.riffle.bench.Conformance "$out/strictness-jdk$v.jsonl" --require-riffle > "$out/strictness-jdk$v.txt" 2>&1); then
    cat "$out/strictness-jdk$v.txt" >&2
    echo "run.sh: the strictness check failed on JDK $v (an API of Riffle is not strict, or the check could not run)" >&2
    exit 1
  fi
  stamp "JDK $v: strictness: $(grep -c 'NOT STRICT' "$out/strictness-jdk$v.txt" || true) of $(grep -c '^strictness:' "$out/strictness-jdk$v.txt") APIs not strict (Riffle's are required strict)"

  # The rows to time: the quick set (pinned parameters kept), or every benchmark the
  # include regexes list; either way without the wrong answers of this JDK.
  excl=()
  while IFS= read -r rx; do [ -n "$rx" ] && excl+=(-e "$rx"); done < "$out/check-jdk$v/exclude.txt"
  if [ ${#include[@]} -gt 0 ]; then
    "$java" -jar "$jar" -l "${include[@]}" "${excl[@]}" | tail -n +2 | sed 's/^ *//' | grep . > "$out/names-jdk$v.txt" || true
  else
    known=$("$java" -jar "$jar" -l | tail -n +2 | sed 's/^ *//')
    : > "$out/names-jdk$v.txt"
    while read -r name params; do
      case "$name" in ''|'#'*) continue ;; esac
      grep -qxF "$name" <<< "$known" || { echo "run.sh: quick-set.txt names $name, which is not a benchmark" >&2; exit 1; }
      grep -qxF "^${name//./\\.}\$" "$out/check-jdk$v/exclude.txt" && continue
      echo "$name${params:+ $params}" >> "$out/names-jdk$v.txt"
    done < "$here/quick-set.txt"
  fi
  [ -s "$out/names-jdk$v.txt" ] || { echo "run.sh: no benchmark matches" >&2; exit 1; }

  stamp "JDK $v: JMH $mode, $(wc -l < "$out/names-jdk$v.txt") rows x $rounds rounds (one fork each, order rotated per round; ${settings[*]})"
  if ! "$java" "${lock[@]}" -cp "$jar" dev.riffle.bench.Rounds "$out/jmh-jdk$v" "$out/parts-jdk$v" "$rounds" \
      "$out/names-jdk$v.txt" "${settings[@]}" -foe false "${extra[@]}" > "$out/jmh-jdk$v.log"; then
    echo "run.sh: JMH failed on JDK $v (see $out/jmh-jdk$v.log)" >&2
    exit 1
  fi
  if grep -q '^<failure>' "$out/jmh-jdk$v.log"; then
    stamp "JDK $v: WARNING: a benchmark failed while timed (no score; see jmh-jdk$v.log)"
  fi
  stamp "JDK $v: done -> $out/jmh-jdk$v-r*.json"

  # The reference's eight scenarios again with N threads each (its tables were measured
  # with 16 threads; this machine has nproc cores): Riffle's generated codecs, Jackson 2
  # and Protobuf, the three libraries of its tables, and jsoniter in both modes (the
  # library the reference measured), among the rows this run timed.
  scen='^dev\.riffle\.bench\.(Integer|Double|Object|IntegerList|ObjectList|DoubleArray|String|SkipStructure)Bench\.(riffle|jackson|jsoniter|jsoniterDynamic|protobuf)_(read|write)$'
  for t in $threads; do
    [ "$t" -gt 1 ] || continue
    awk '{print $1}' "$out/names-jdk$v.txt" | sort -u | { grep -E "$scen" || true; } | while read -r name; do
      case "$name" in
        *.riffle_read) echo "$name config=bind=generated" ;;
        *.riffle_write) echo "$name config=bind=generated writer=reused" ;;
        *) echo "$name" ;;
      esac
    done > "$out/names-t$t-jdk$v.txt"
    [ -s "$out/names-t$t-jdk$v.txt" ] || continue
    stamp "JDK $v: JMH with $t threads, $(wc -l < "$out/names-t$t-jdk$v.txt") scenario rows x $rounds rounds"
    if ! "$java" "${lock[@]}" -cp "$jar" dev.riffle.bench.Rounds "$out/jmh-t$t-jdk$v" "$out/parts-t$t-jdk$v" "$rounds" \
        "$out/names-t$t-jdk$v.txt" "${settings[@]}" -foe false -t "$t" "${extra[@]}" > "$out/jmh-t$t-jdk$v.log"; then
      echo "run.sh: JMH with $t threads failed on JDK $v (see $out/jmh-t$t-jdk$v.log)" >&2
      exit 1
    fi
    stamp "JDK $v: done -> $out/jmh-t$t-jdk$v-r*.json"
  done
done

# The report reads <out>/strictness.jsonl (bench/README.md, "The Java strictness file"): the
# first JDK's lines; the other JDK's are beside it, and a difference is reported here.
first=${jdks%% *}
cp "$out/strictness-jdk$first.jsonl" "$out/strictness.jsonl"
for v in $jdks; do
  if ! diff -q <(grep -o '"strict":[a-z]*\|"[a-z_]*":\[[^]]*\]' "$out/strictness-jdk$first.jsonl") \
      <(grep -o '"strict":[a-z]*\|"[a-z_]*":\[[^]]*\]' "$out/strictness-jdk$v.jsonl") > /dev/null; then
    stamp "note: the strictness verdicts on JDK $v differ from JDK $first (see strictness-jdk*.jsonl)"
  fi
done
"${jdk_home[${jdks%% *}]}/bin/java" -cp "$jar" dev.riffle.bench.Merge "$out/wrong-answers.json" "${wrong_files[@]}"
stamp "finished: $(grep -c '"benchmark"' "$out/wrong-answers.json" || true) wrong answers recorded in $out/wrong-answers.json"
