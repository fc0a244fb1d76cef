#!/usr/bin/env bash
# Riffle's Java benchmarks: install riffle-core, build the JMH uber-jar, check every
# library's answers, then run JMH on JDK 17 and JDK 25.
#
#   bench/java/run.sh [--full] --out DIR [--only REGEX] [--jdks "17 25"] [--no-build] [-- JMH-ARGS...]
#
#   (default)  quick mode: -f 1 -wi 1 -i 2 -w 1s -r 1s on the QUICK set below (about 4 min per JDK)
#   --full     every benchmark, -f 1 -wi 3 -i 5 -w 1s -r 1s (about 40 min per JDK, see README.md)
#   --only R   run only benchmarks whose name matches the JMH regex R (overrides the quick set)
#   --jdks     which JDKs to run (default "17 25")
#   --no-build reuse target/benchmarks.jar (for repeated runs)
#   -- ARGS    extra JMH arguments, appended last (they override the mode's settings)
#
# Output in DIR: jmh-jdk17.json, jmh-jdk25.json (JMH JSON), jmh-jdk*.log (JMH text output),
# wrong-answers.json (benchmarks excluded because their answer was wrong, per JDK),
# check-jdk*/ (the check harness's own files) and run-info.txt.
# Fails if the build or the check harness itself cannot run.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)

full=0 out="" only="" jdks="17 25" build=1 extra=()
while [ $# -gt 0 ]; do
  case "$1" in
    --full) full=1 ;;
    --out) out="${2:?--out needs a directory}"; shift ;;
    --out=*) out="${1#--out=}" ;;
    --only) only="${2:?--only needs a regex}"; shift ;;
    --jdks) jdks="${2:?--jdks needs a list}"; shift ;;
    --no-build) build=0 ;;
    --) shift; extra=("$@"); break ;;
    -h|--help) sed -n '2,20p' "$0"; exit 0 ;;
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

# Quick mode's reduced set (every library on the small/medium payloads, twitter.json,
# Record2, and four of the eight jsoniter scenarios).
quick_set=(
  'dev\.riffle\.bench\.SmallPayloadBench\.'
  'dev\.riffle\.bench\.MediumPayloadBench\.'
  'dev\.riffle\.bench\.TwitterBench\.'
  'dev\.riffle\.bench\.Record2Bench\.'
  'dev\.riffle\.bench\.(Integer|Object|DoubleArray|SkipStructure)Bench\.'
)

if [ "$full" = 1 ]; then
  mode=full; settings=(-f 1 -wi 3 -i 5 -w 1s -r 1s)
  include=('dev\.riffle\.bench\.')
else
  mode=quick; settings=(-f 1 -wi 1 -i 2 -w 1s -r 1s)
  include=("${quick_set[@]}")
fi
[ -n "$only" ] && include=("$only")

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

{
  echo "mode=$mode settings=${settings[*]} extra=${extra[*]:-}"
  echo "include=${include[*]}"
  echo "git=$(git -C "$root" rev-parse HEAD 2>/dev/null || echo unknown)"
  echo "date=$(date -u +%Y-%m-%dT%H:%M:%SZ) nproc=$(nproc)"
  for v in $jdks; do echo "jdk$v=${jdk_home[$v]}"; done
} > "$out/run-info.txt"

wrong_lines=()
for v in $jdks; do
  java="${jdk_home[$v]}/bin/java"
  stamp "JDK $v: correctness check ($("$java" -version 2>&1 | head -n 1))"
  # --add-opens is a harness flag for jsoniter's dynamic mode only (its check runs in this JVM).
  if ! "$java" --add-opens=java.base/java.lang=ALL-UNNAMED -cp "$jar" dev.riffle.bench.Check "$out/check-jdk$v"; then
    echo "run.sh: the check harness failed on JDK $v" >&2
    exit 1
  fi
  while IFS= read -r line; do
    case "$line" in *'"benchmark"'*) wrong_lines+=("${line%,}") ;; esac
  done < "$out/check-jdk$v/wrong-answers.json"

  excl=()
  while IFS= read -r rx; do [ -n "$rx" ] && excl+=(-e "$rx"); done < "$out/check-jdk$v/exclude.txt"

  stamp "JDK $v: JMH $mode (${settings[*]}), $( "$java" -jar "$jar" -l "${include[@]}" "${excl[@]}" | tail -n +2 | wc -l) benchmarks"
  set +e
  "$java" -jar "$jar" "${include[@]}" "${excl[@]}" "${settings[@]}" -foe false \
      -rf json -rff "$out/jmh-jdk$v.json" "${extra[@]}" 2>&1 \
    | tee "$out/jmh-jdk$v.log" \
    | awk -v jdk="$v" -v t0="$t0" '
        /^# Benchmark: / {
          name = $3; cls = name; sub(/\.[^.]*$/, "", cls); sub(/.*\./, "", cls)
          if (cls != last) { cmd = "date -u +%H:%M:%S"; cmd | getline now; close(cmd)
            printf "[%s] JDK %s: %s\n", now, jdk, cls; fflush(); last = cls }
        }
        /^<failure>|ERROR|Exception/ && !/^# / { print "  " $0; fflush() }'
  rc=${PIPESTATUS[0]}
  set -e
  [ "$rc" = 0 ] || { echo "run.sh: JMH exited with $rc on JDK $v (see $out/jmh-jdk$v.log)" >&2; exit 1; }
  stamp "JDK $v: done -> $out/jmh-jdk$v.json"
done

{
  echo "["
  for i in "${!wrong_lines[@]}"; do
    sep=","; [ "$i" = $(( ${#wrong_lines[@]} - 1 )) ] && sep=""
    echo "${wrong_lines[$i]}$sep"
  done
  echo "]"
} > "$out/wrong-answers.json"
stamp "finished: ${#wrong_lines[@]} wrong answers recorded in $out/wrong-answers.json"
