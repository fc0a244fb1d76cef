# Riffle: one JSON library, Go and Java. `make test` checks everything; see README.md.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c

RIFFLE_TESTDATA ?= $(abspath $(CURDIR)/../shared/testdata)
export RIFFLE_TESTDATA

JDK17 = $(shell .ci/find-jdk 17)
JDK25 = $(shell .ci/find-jdk 25)
MVN := mvn -B -q -Driffle.testdata=$(RIFFLE_TESTDATA)

.PHONY: test examples go-example java-example java-example-maven39 java-processor-example bench-check bench-check-java check-testdata go-test java-test java-test-17 java-test-25 conformance \
        go-conformance java-conformance java-build

## test: go vet + go test -race, Maven tests on JDK 17 and JDK 25, the conformance harness,
## and the benchmark harnesses' own checks (every peer's answer checked once; nothing timed).
test: check-testdata go-test java-test conformance examples bench-check
	@echo "make test: all parts passed"

check-testdata:
	@test -d "$(RIFFLE_TESTDATA)/jsontestsuite/test_parsing" || \
	  { echo "RIFFLE_TESTDATA=$(RIFFLE_TESTDATA) has no jsontestsuite/test_parsing; put shared/ beside the repo" >&2; exit 1; }

go-test:
	cd go && go vet ./...
	cd go && go test -race -count=1 -timeout 30m ./...
	cd go && go vet -tags purego ./... && go test -race -tags purego -count=1 -timeout 30m ./...
	cd go && go test -count=1 -timeout 30m -run 'TestRobust' .   # the heavy hostile cases skip under -race

java-test: java-test-17 java-test-25

java-test-17:
	@echo "== Maven verify on JDK 17 ($(JDK17))"
	cd java && JAVA_HOME=$(JDK17) $(MVN) clean verify
	.ci/surefire-summary "java tests on JDK 17" java

# Run last so that java/core/target holds JDK 25-built classes only until java-build.
java-test-25:
	@echo "== Maven verify on JDK 25 ($(JDK25))"
	cd java && JAVA_HOME=$(JDK25) $(MVN) clean verify
	.ci/surefire-summary "java tests on JDK 25" java

# Benchmarks are also tests: each row runs once and its answer is checked, so a broken
# harness fails `make test` (nothing is timed here). Java: every JMH benchmark's answer is
# checked on JDK 17 and 25; a wrong or unchecked Riffle row fails, a peer's is only listed.
bench-check: bench-check-java
	cd bench/go && go vet ./... && go test -count=1 ./...
	cd bench/report && go vet ./... && go test -count=1 ./...

bench-check-java: java-build
	cd java && JAVA_HOME=$(JDK17) $(MVN) -DskipTests install
	cd bench/java && JAVA_HOME=$(JDK17) $(MVN) -DskipTests package
	@for j in $(JDK17) $(JDK25); do \
	  echo "== bench/java answers on $$j"; \
	  $$j/bin/java --add-opens=java.base/java.lang=ALL-UNNAMED -cp bench/java/target/benchmarks.jar \
	    dev.riffle.bench.Check bench/java/target/check --require-riffle || exit 1; \
	  echo "== bench/java strictness on $$j"; \
	  $$j/bin/java -cp bench/java/target/benchmarks.jar dev.riffle.bench.Conformance \
	    bench/java/target/strictness.jsonl --require-riffle > /dev/null || exit 1; \
	done

java-build:
	cd java && JAVA_HOME=$(JDK17) $(MVN) -DskipTests package

## examples: the example projects, built exactly as the README tells a user.
examples: go-example java-example java-example-maven39 java-processor-example

go-example:
	cd go/examples/quickstart && go vet ./... && \
	  test "$$(go run .)" = '[{"name":"Ada","id":1},{"name":"Linus","id":2}]'

# As the README tells a Java user: install riffle-core, then build the example on its own.
java-example: java-build
	cd java && JAVA_HOME=$(JDK17) $(MVN) -DskipTests install
	cd java/examples/minimal && JAVA_HOME=$(JDK17) mvn -B -q package && \
	  test "$$($(JDK17)/bin/java -cp target/classes:../../core/target/riffle-core-0.1.0-SNAPSHOT.jar example.Main)" = '{"name":"Ada","born":1815,"lang":"JSON"}'

# The same example built with Maven 3.9 (the machine's mvn is 3.8): Apache Maven's own
# distribution, fetched from Maven Central by the 3.8 mvn, unpacked under java/target.
MAVEN39_VERSION = 3.9.16
MAVEN39 = java/target/apache-maven-$(MAVEN39_VERSION)/bin/mvn
$(MAVEN39):
	mkdir -p java/target
	$(MVN) org.apache.maven.plugins:maven-dependency-plugin:2.8:copy -Dartifact=org.apache.maven:apache-maven:$(MAVEN39_VERSION):tar.gz:bin -DoutputDirectory=java/target
	tar -xzf java/target/apache-maven-$(MAVEN39_VERSION)-bin.tar.gz -C java/target

java-example-maven39: java-example $(MAVEN39)
	cd java/examples/minimal && JAVA_HOME=$(JDK17) $(CURDIR)/$(MAVEN39) -B -q clean package && \
	  $(CURDIR)/$(MAVEN39) -v | head -1 | grep -q 'Maven $(MAVEN39_VERSION)' && \
	  test "$$($(JDK17)/bin/java -cp target/classes:../../core/target/riffle-core-0.1.0-SNAPSHOT.jar example.Main)" = '{"name":"Ada","born":1815,"lang":"JSON"}'

## java-processor-example: java/examples/processor, generated codecs built as a user builds them
## (riffle-processor on the annotation processor path); java-example installs the modules.
java-processor-example: java-example
	cd java/examples/processor && JAVA_HOME=$(JDK17) mvn -B -q package && \
	  test "$$($(JDK17)/bin/java -cp target/classes:../../bind/target/riffle-bind-0.1.0-SNAPSHOT.jar:../../core/target/riffle-core-0.1.0-SNAPSHOT.jar example.Main)" = \
	  "$$(printf '%s\n%s' Order_RiffleCodec '{"id":7,"customer_name":"Ada","lines":[{"sku":"A-1","qty":2,"price":9.95},{"sku":"B-2","qty":1,"price":0.50}],"payment":{"type":"transfer","iban":"DE89"}}')"

## conformance: run JSONTestSuite's test_parsing through both validators, one line per language.
conformance: check-testdata go-conformance java-conformance

go-conformance:
	@cd go && go run ./cmd/riffle-conformance "$(RIFFLE_TESTDATA)/jsontestsuite/test_parsing"

java-conformance: java-build
	@$(JDK17)/bin/java -cp java/core/target/classes:java/core/target/test-classes \
	  dev.riffle.conformance.ConformanceMain "$(RIFFLE_TESTDATA)/jsontestsuite/test_parsing"

## bench: Go and Java benchmarks side by side, then docs/benchmarks.md and bench/results/
## (quick mode, ~5 min for Go; FULL=1 for the publication run, ~60 min for Go).
.PHONY: bench fuzz
## fuzz: every fuzz target for FUZZTIME each (Go native, Java with Jazzer), then the Go-Java
## differential harness for an hour (docs/robustness.md).
FUZZTIME ?= 1h
fuzz:
	cd go && for t in FuzzIterator FuzzStream FuzzStreamRaw FuzzRobustReencode FuzzKernels FuzzStringScan FuzzFastSkip FuzzStagedReader FuzzMarshal FuzzFloatFormat FuzzFloatParse FuzzUnmarshal FuzzDecoder FuzzBigNumbers; do \
	  go test -run '^$$' -fuzz "^$$t$$" -fuzztime $(FUZZTIME) . || exit 1; done
	cd java && JAVA_HOME=$(JDK17) $(MVN) -DskipTests test-compile
	cd java && for t in 'JsonFuzzTest#properties' 'JsonStreamFuzzTest#writerProgram' 'ReencodeFuzzTest#reencode'; do \
	  JAZZER_FUZZ=1 JAVA_HOME=$(JDK17) $(MVN) -pl core test -Dtest="$$t" -Djazzer.hooks=true || exit 1; done
	cd java && JAZZER_FUZZ=1 JAVA_HOME=$(JDK17) $(MVN) -pl bind -am test -Dtest='BindFuzzTest#decode' \
	  -Dsurefire.failIfNoSpecifiedTests=false -Djazzer.hooks=true '-Djazzer.instrument=dev.riffle.**'
	go/cmd/riffle-xlang/run.sh 3600

bench:
	bash bench/run.sh $(if $(FULL),--full,)
