package dev.riffle.bench;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;

/**
 * The strictness check of the Java APIs ({@link Conformers}), the Java twin of bench/go's
 * TestConformance: JSONTestSuite's test_parsing {@code y_} files must be accepted and
 * {@code n_} files rejected ({@code i_} files are implementation-defined and left out), and
 * the rows of testdata/validate.jsonl must get their verdict. Writes one JSON line per API in
 * the shape of bench/go's conformance.jsonl, as bench/README.md ("The Java strictness file")
 * documents it for bench/report: {@code api} is empty (the line applies to every JMH config
 * of its library and operation), the call made is in {@code call}, and {@code language} and
 * {@code jdk} say where it ran.
 *
 * <p>Verdicts: returning true is an acceptance; returning false or throwing the library's own
 * exception (or an IOException) is a rejection. A crash is a thrown {@link Error} (such as
 * StackOverflowError) or a JDK runtime exception ({@code java.*}: NullPointerException,
 * ArrayIndexOutOfBoundsException, ...) — the analogue of a Go panic; a hang is a call past 5 s
 * (1 s once the API has hung). An API is strict when it accepts every {@code y_} file, rejects
 * every {@code n_} file and never crashes. Rejecting an input only because it repeats a member
 * name (the {@code y_object_duplicated_key*} files and the {@code duplicate-names} vector) is
 * stricter than RFC 8259, not lenient: as in bench/go, such an input counts as accepted and is
 * listed in {@code rejected_duplicate_names}.
 *
 * <p>Usage: {@code Conformance OUT.jsonl [--require-riffle]}; with --require-riffle the exit
 * status is 1 unless every Riffle API is strict and gives every vector its verdict.
 */
public final class Conformance {
    private Conformance() {}

    /** One input with its expected verdict: set is y, n (JSONTestSuite), valid or invalid (validate.jsonl). */
    record Input(String set, String name, String kind, byte[] data, boolean valid) {}

    static final long TIMEOUT_MS = 5000, TIMEOUT_AFTER_HANG_MS = 1000;

    /** The y_ files and valid vectors whose only oddity is a repeated member name (as in bench/go). */
    static final java.util.Set<String> DUPLICATE_NAME_INPUTS = java.util.Set.of(
            "y_object_duplicated_key.json", "y_object_duplicated_key_and_value.json", "duplicate-names");

    /** Reads test_parsing's y_ and n_ files and the repo's testdata/validate.jsonl. */
    static List<Input> load() throws IOException {
        List<Input> in = new ArrayList<>();
        Path dir = Inputs.testdata().resolve("jsontestsuite/test_parsing");
        try (Stream<Path> files = Files.list(dir)) {
            for (Path p : files.sorted().toList()) {
                String n = p.getFileName().toString();
                if ((n.startsWith("y_") || n.startsWith("n_")) && n.endsWith(".json")) {
                    in.add(new Input(n.substring(0, 1), n, "", Files.readAllBytes(p), n.startsWith("y_")));
                }
            }
        }
        for (String line : Files.readAllLines(repoRoot().resolve("testdata/validate.jsonl"), StandardCharsets.UTF_8)) {
            if (line.isBlank()) continue;
            JsonNode row = Ref.MAPPER.readTree(line);
            byte[] data = row.has("input")
                    ? row.get("input").asText().getBytes(StandardCharsets.UTF_8)
                    : HexFormat.of().parseHex(row.get("input_hex").asText());
            boolean valid = row.get("valid").asBoolean();
            in.add(new Input(valid ? "valid" : "invalid", row.get("name").asText(), row.path("kind").asText(""), data, valid));
        }
        return in;
    }

    /** The first parent of the working directory that holds testdata/validate.jsonl. */
    static Path repoRoot() {
        for (Path p = Paths.get("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.exists(p.resolve("testdata/validate.jsonl"))) return p;
        }
        throw new IllegalStateException("testdata/validate.jsonl not found above " + Paths.get("").toAbsolutePath());
    }

    /** One API's counts and lists, named as in conformance.jsonl. */
    static final class Result {
        final Conformers.Api api;
        int yAccepted, yTotal, nRejected, nTotal, validAcc, validTotal, invalidRej, invalidTotal, crashes, hangs;
        double maxSeconds;
        String slowestInput = "";
        final Map<String, Integer> invalidAcceptedKinds = new TreeMap<>();
        final List<String> yRejected = new ArrayList<>(), rejectedDuplicateNames = new ArrayList<>(),
                nAccepted = new ArrayList<>(), validRejected = new ArrayList<>(), invalidAccepted = new ArrayList<>(),
                crashedOn = new ArrayList<>(), hungOn = new ArrayList<>();

        Result(Conformers.Api api) {
            this.api = api;
        }

        /** Every y_ accepted (a rejection for a repeated name counts as accepted), every n_ rejected, no crash. */
        boolean strict() {
            return yAccepted == yTotal && nRejected == nTotal && crashes == 0;
        }

        /** Strict, and every validate.jsonl vector given its verdict. */
        boolean fullyStrict() {
            return strict() && validAcc == validTotal && invalidRej == invalidTotal;
        }
    }

    private enum Outcome { ACCEPTED, REJECTED, CRASHED, HUNG }

    /** Runs every input through one API, each call on a worker thread bounded by the timeout. */
    static Result check(Conformers.Api api, List<Input> inputs) {
        Result r = new Result(api);
        ExecutorService worker = newWorker();
        try {
            for (Input in : inputs) {
                long start = System.nanoTime();
                Future<Outcome> f = worker.submit(() -> call(api, in.data()));
                Outcome o;
                try {
                    o = f.get(r.hangs > 0 ? TIMEOUT_AFTER_HANG_MS : TIMEOUT_MS, TimeUnit.MILLISECONDS);
                    double s = (System.nanoTime() - start) / 1e9;
                    if (s > r.maxSeconds) {
                        r.maxSeconds = s;
                        r.slowestInput = in.name();
                    }
                } catch (TimeoutException e) {
                    o = Outcome.HUNG;
                    f.cancel(true);
                    worker.shutdownNow(); // the stuck thread is a daemon; later inputs get a fresh one
                    worker = newWorker();
                } catch (Exception e) {
                    o = Outcome.CRASHED;
                }
                tally(r, in, o);
            }
        } finally {
            worker.shutdownNow();
        }
        return r;
    }

    private static ExecutorService newWorker() {
        return Executors.newSingleThreadExecutor(task -> {
            Thread t = new Thread(task, "conformance");
            t.setDaemon(true);
            return t;
        });
    }

    private static Outcome call(Conformers.Api api, byte[] data) {
        try {
            return api.accept().accepts(data) ? Outcome.ACCEPTED : Outcome.REJECTED;
        } catch (Error | RuntimeException e) {
            boolean jdk = e instanceof Error || e.getClass().getName().startsWith("java.");
            return jdk ? Outcome.CRASHED : Outcome.REJECTED;
        } catch (Exception e) {
            return Outcome.REJECTED; // a checked exception: IOException or the library's own
        }
    }

    /** Counts one outcome; a crash or hang is neither an acceptance nor a rejection. */
    private static void tally(Result r, Input in, Outcome o) {
        if (o == Outcome.CRASHED) {
            r.crashes++;
            r.crashedOn.add(in.name());
        } else if (o == Outcome.HUNG) {
            r.hangs++;
            r.hungOn.add(in.name());
        }
        boolean done = o == Outcome.ACCEPTED || o == Outcome.REJECTED;
        boolean right = done && (o == Outcome.ACCEPTED) == in.valid();
        if (o == Outcome.REJECTED && in.valid() && DUPLICATE_NAME_INPUTS.contains(in.name())) {
            r.rejectedDuplicateNames.add(in.name());
            right = true;
        }
        switch (in.set()) {
            case "y" -> {
                r.yTotal++;
                if (right) r.yAccepted++;
                else if (done) r.yRejected.add(in.name());
            }
            case "n" -> {
                r.nTotal++;
                if (right) r.nRejected++;
                else if (done) r.nAccepted.add(in.name());
            }
            case "valid" -> {
                r.validTotal++;
                if (right) r.validAcc++;
                else if (done) r.validRejected.add(in.name());
            }
            default -> {
                r.invalidTotal++;
                if (right) {
                    r.invalidRej++;
                } else if (done) {
                    r.invalidAccepted.add(in.name());
                    r.invalidAcceptedKinds.merge(in.kind(), 1, Integer::sum);
                }
            }
        }
    }

    /** One JSON line in the shape of bench/go's conformance.jsonl. */
    static String json(Result r) {
        StringBuilder b = new StringBuilder("{");
        field(b, "language", Check.quote("java"));
        field(b, "jdk", Check.quote(System.getProperty("java.specification.version")));
        field(b, "op", Check.quote(r.api.op()));
        field(b, "lib", Check.quote(r.api.lib()));
        field(b, "api", Check.quote(""));
        field(b, "call", Check.quote(r.api.api()));
        field(b, "y_accepted", r.yAccepted);
        field(b, "y_total", r.yTotal);
        field(b, "n_rejected", r.nRejected);
        field(b, "n_total", r.nTotal);
        field(b, "valid_vectors_accepted", r.validAcc);
        field(b, "valid_vectors_total", r.validTotal);
        field(b, "invalid_vectors_rejected", r.invalidRej);
        field(b, "invalid_vectors_total", r.invalidTotal);
        if (!r.invalidAcceptedKinds.isEmpty()) {
            StringBuilder k = new StringBuilder("{");
            r.invalidAcceptedKinds.forEach((kind, n) -> k.append(k.length() > 1 ? "," : "").append(Check.quote(kind)).append(':').append(n));
            field(b, "invalid_vectors_accepted_by_kind", k.append('}'));
        }
        field(b, "crashes", r.crashes);
        field(b, "hangs", r.hangs);
        field(b, "max_seconds", String.format(java.util.Locale.ROOT, "%.3f", r.maxSeconds));
        field(b, "slowest_input", Check.quote(r.slowestInput));
        field(b, "strict", r.strict());
        list(b, "rejected_duplicate_names", r.rejectedDuplicateNames);
        list(b, "y_rejected", r.yRejected);
        list(b, "n_accepted", r.nAccepted);
        list(b, "valid_vectors_rejected", r.validRejected);
        list(b, "invalid_vectors_accepted", r.invalidAccepted);
        list(b, "crashed_on", r.crashedOn);
        list(b, "hung_on", r.hungOn);
        return b.append('}').toString();
    }

    private static void field(StringBuilder b, String name, Object value) {
        b.append(b.length() > 1 ? "," : "").append(Check.quote(name)).append(':').append(value);
    }

    private static void list(StringBuilder b, String name, List<String> xs) {
        if (xs.isEmpty()) return;
        field(b, name, xs.stream().map(Check::quote).collect(java.util.stream.Collectors.joining(",", "[", "]")));
    }

    /** Runs the check; see the class comment for the arguments. */
    public static void main(String[] args) throws IOException {
        boolean requireRiffle = List.of(args).contains("--require-riffle");
        List<String> rest = Stream.of(args).filter(a -> !a.startsWith("--")).toList();
        if (rest.size() != 1) {
            System.err.println("usage: Conformance OUT.jsonl [--require-riffle]");
            System.exit(2);
        }
        List<Input> inputs = load();
        StringBuilder out = new StringBuilder();
        int riffleNotStrict = 0;
        for (Conformers.Api api : Conformers.all()) {
            Result r = check(api, inputs);
            out.append(json(r)).append('\n');
            String dup = r.rejectedDuplicateNames.isEmpty() ? ""
                    : " (" + r.rejectedDuplicateNames.size() + " rejected for a repeated name, counted as accepted)";
            System.out.printf("strictness: %-8s %-10s %-48s y %d/%d, n %d/%d, vectors %d/%d + %d/%d, crashes %d, hangs %d%s: %s%n",
                    api.op(), api.lib(), api.api(), r.yAccepted, r.yTotal, r.nRejected, r.nTotal, r.validAcc,
                    r.validTotal, r.invalidRej, r.invalidTotal, r.crashes, r.hangs, dup, r.strict() ? "strict" : "NOT STRICT");
            if (api.lib().equals("riffle") && !r.fullyStrict()) riffleNotStrict++;
        }
        Path path = Paths.get(rest.get(0));
        if (path.getParent() != null) Files.createDirectories(path.getParent());
        Files.writeString(path, out, StandardCharsets.UTF_8);
        if (requireRiffle && riffleNotStrict > 0) {
            System.err.println("strictness: " + riffleNotStrict + " of Riffle's APIs are not fully strict (see " + path + ")");
            System.exit(1);
        }
        System.exit(0); // a hung peer call may still run on a daemon thread
    }
}
