#!/usr/bin/env bash
# Riffle's Java benchmarks: install riffle-core, build the JMH uber-jar, check every
# library's answers, then run JMH on JDK 17 and JDK 25.
#
#   bench/java/run.sh [--full] --out DIR [--only REGEX] [--settings "JMH-ARGS"] [--jdks "17 25"]
#                     [--no-build] [-- JMH-ARGS...]
#
#   (default)  quick mode: -f 1 -wi 3 -i 5 -w 300ms -r 300ms on the quick set below
#              (40 benchmarks, about 3.5 min per JDK on an idle 2-core machine)
#   --full     all 139 benchmarks, -f 1 -wi 3 -i 5 -w 1s -r 1s (about 22 min per JDK)
#   --only R   run only benchmarks whose name matches the JMH regex R (overrides the quick set)
#   --settings replace the mode's run settings (-f/-wi/-i/-w/-r), e.g. "-f 1 -wi 0 -i 1 -w 1s -r 1s"
#   --jdks     which JDKs to run (default "17 25")
#   --no-build reuse target/benchmarks.jar (for repeated runs)
#   --ignore-lock run even while another JMH run holds /tmp/jmh.lock (sanity runs only;
#              by default run.sh waits for the other run to finish)
#   -- ARGS    extra JMH arguments, appended last (options not already given, e.g. -prof gc)
#
# Output in DIR: jmh-jdk17.json, jmh-jdk25.json (JMH JSON; JMH runs once per benchmark class,
# parts-jdk*/ keeps the per-class files), jmh-jdk*.log (JMH text output), wrong-answers.json
# (benchmarks excluded because their answer was wrong, with the JDK), check-jdk*/ (the check
# harness's own files) and run-info.txt.
# Fails if the build or the check harness itself cannot run.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)

full=0 out="" only="" jdks="17 25" build=1 extra=() custom="" lock=()
while [ $# -gt 0 ]; do
  case "$1" in
    --full) full=1 ;;
    --out) out="${2:?--out needs a directory}"; shift ;;
    --out=*) out="${1#--out=}" ;;
    --only) only="${2:?--only needs a regex}"; shift ;;
    --jdks) jdks="${2:?--jdks needs a list}"; shift ;;
    --settings) custom="${2:?--settings needs JMH arguments}"; shift ;;
    --no-build) build=0 ;;
    --ignore-lock) lock=(-Djmh.ignoreLock=true) ;;
    --) shift; extra=("$@"); break ;;
    -h|--help) sed -n '2,24p' "$0"; exit 0 ;;
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

# Quick mode's reduced set: every library on the seed-go small and medium payloads,
# twitter.json, citm_catalog.json, canada.json (skip, validate, write), Record2 and UniqueNames
# (67 benchmarks): the iterator and stream comparisons. Left to --full: the eight jsoniter
# scenarios (or pick them with --only).
quick_set=(
  'dev\.riffle\.bench\.SmallPayloadBench\.'
  'dev\.riffle\.bench\.MediumPayloadBench\.'
  'dev\.riffle\.bench\.TwitterBench\.'
  'dev\.riffle\.bench\.CitmCatalogBench\.'
  'dev\.riffle\.bench\.CanadaBench\.'
  'dev\.riffle\.bench\.Record2Bench\.'
  'dev\.riffle\.bench\.UniqueNamesBench\.'
)

if [ "$full" = 1 ]; then
  mode=full; settings=(-f 1 -wi 3 -i 5 -w 1s -r 1s)
  include=('dev\.riffle\.bench\.')
else
  mode=quick; settings=(-f 1 -wi 3 -i 5 -w 300ms -r 300ms)
  include=("${quick_set[@]}")
fi
[ -n "$only" ] && include=("$only")
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
  echo "mode=$mode settings=${settings[*]} extra=${extra[*]:-}"
  echo "include=${include[*]}"
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

  excl=()
  while IFS= read -r rx; do [ -n "$rx" ] && excl+=(-e "$rx"); done < "$out/check-jdk$v/exclude.txt"
  mapfile -t names < <("$java" -jar "$jar" -l "${include[@]}" "${excl[@]}" | tail -n +2 | sed 's/^ *//' | grep .)
  [ "${#names[@]}" -gt 0 ] || { echo "run.sh: no benchmark matches" >&2; exit 1; }
  mapfile -t classes < <(printf '%s\n' "${names[@]}" | sed 's/\.[^.]*$//' | awk '!seen[$0]++')

  stamp "JDK $v: JMH $mode (${settings[*]}), ${#names[@]} benchmarks in ${#classes[@]} classes"
  parts=()
  : > "$out/jmh-jdk$v.log"
  n=0
  for cls in "${classes[@]}"; do
    n=$((n + 1))
    sel=()
    for b in "${names[@]}"; do
      [ "${b%.*}" = "$cls" ] && sel+=("^${b//./\\.}\$")
    done
    stamp "JDK $v: [$n/${#classes[@]}] ${cls##*.} (${#sel[@]} benchmarks)"
    part="$out/parts-jdk$v/${cls##*.}.json"
    mkdir -p "$out/parts-jdk$v"
    tries=0
    while :; do
      : > "$out/jmh-last.log"
      if "$java" "${lock[@]}" -jar "$jar" "${sel[@]}" "${settings[@]}" -foe false \
          -rf json -rff "$part" "${extra[@]}" > "$out/jmh-last.log" 2>&1; then
        cat "$out/jmh-last.log" >> "$out/jmh-jdk$v.log"
        if grep -q '^<failure>' "$out/jmh-last.log"; then
          stamp "JDK $v: WARNING: a benchmark of ${cls##*.} failed while timed (no score; see jmh-jdk$v.log)"
        fi
        break
      fi
      cat "$out/jmh-last.log" >> "$out/jmh-jdk$v.log"
      # Another JMH run holds /tmp/jmh.lock: wait for it (up to 20 min), never run beside it.
      if grep -q 'Unable to acquire the JMH lock' "$out/jmh-last.log" && [ "$tries" -lt 80 ]; then
        tries=$((tries + 1))
        [ "$tries" = 1 ] && stamp "JDK $v: another JMH run holds /tmp/jmh.lock; waiting"
        sleep 15
        continue
      fi
      echo "run.sh: JMH failed on JDK $v for $cls (see $out/jmh-jdk$v.log)" >&2
      exit 1
    done
    parts+=("$part")
  done
  rm -f "$out/jmh-last.log"
  "$java" -cp "$jar" dev.riffle.bench.Merge "$out/jmh-jdk$v.json" "${parts[@]}"
  stamp "JDK $v: done -> $out/jmh-jdk$v.json"
done

"${jdk_home[${jdks%% *}]}/bin/java" -cp "$jar" dev.riffle.bench.Merge "$out/wrong-answers.json" "${wrong_files[@]}"
stamp "finished: $(grep -c '"benchmark"' "$out/wrong-answers.json" || true) wrong answers recorded in $out/wrong-answers.json"
