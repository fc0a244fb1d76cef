package dev.riffle.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.math3.distribution.TDistribution;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * Runs JMH forks interleaved: in each round every listed benchmark runs one fork, in an order
 * rotated by one from round to round (so no library always runs first or last, and each one
 * sees the same drift of a shared machine). All forks run from this one JVM through JMH's
 * Runner API, so a fork costs one forked JVM, not two. The per-round JMH files are kept in
 * PARTS; OUT joins them: one entry per benchmark and parameter set whose {@code rawData} holds
 * one row per fork (round), with score and 99.9% confidence interval recomputed over all
 * iterations of all forks as JMH computes them for several forks.
 *
 * <p>Usage: {@code Rounds OUT.json PARTS-DIR ROUNDS NAMES-FILE [JMH-ARGS...]}: NAMES-FILE lists
 * one benchmark per line (as {@code -l} prints it), optionally followed by {@code param=value}
 * words that pin parameters of that benchmark (such as
 * {@code dev.riffle.bench.TwitterBench.jackson_write jackson=fast-double}); JMH-ARGS (such as {@code -wi 2 -i 3 -w 200ms -r
 * 200ms}, {@code -p jackson=fast-double}) apply to every fork; {@code -f} is always 1. If
 * another JMH run holds its lock, waits up to 20 minutes.
 */
public final class Rounds {
    private Rounds() {}

    public static void main(String[] args) throws Exception {
        if (args.length < 4) {
            System.err.println("usage: Rounds OUT.json PARTS-DIR ROUNDS NAMES-FILE [JMH-ARGS...]");
            System.exit(2);
        }
        Path out = Paths.get(args[0]);
        Path parts = Paths.get(args[1]);
        int rounds = Integer.parseInt(args[2]);
        List<String> lines = Files.readAllLines(Paths.get(args[3])).stream().map(String::strip).filter(s -> !s.isEmpty()).toList();
        CommandLineOptions jmhArgs = new CommandLineOptions(Arrays.copyOfRange(args, 4, args.length));
        Files.createDirectories(parts);
        List<Path> files = new ArrayList<>();
        long t0 = System.nanoTime();
        for (int r = 1; r <= rounds; r++) {
            for (int j = 0; j < lines.size(); j++) {
                String[] words = lines.get((j + r - 1) % lines.size()).split("\\s+");
                String name = words[0];
                String label = String.join("-", words).replace("dev.riffle.bench.", "").replaceAll("[^A-Za-z0-9._=+-]", "_");
                Path f = parts.resolve(label + "-r" + r + ".json");
                ChainedOptionsBuilder b = new OptionsBuilder().parent(jmhArgs)
                        .include("^" + name.replace(".", "\\.") + "$")
                        .forks(1)
                        .shouldFailOnError(false)
                        .resultFormat(ResultFormatType.JSON).result(f.toString());
                for (int w = 1; w < words.length; w++) {
                    String[] kv = words[w].split("=", 2);
                    b.param(kv[0], kv[1]);
                }
                Options o = b.build();
                if (run(o).isEmpty()) {
                    System.err.println("Rounds: WARNING: " + name + " gave no result in round " + r + " (see the JMH log)");
                } else {
                    files.add(f);
                }
            }
            System.err.printf("Rounds: round %d/%d done (%d benchmarks, %.0f s so far)%n", r, rounds, lines.size(),
                    (System.nanoTime() - t0) / 1e9);
        }
        Files.writeString(out, Ref.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(join(files)));
    }

    /** Runs JMH; waits (15 s at a time, 20 min at most) while another JMH run holds the lock. */
    static Collection<RunResult> run(Options o) throws RunnerException, InterruptedException {
        for (int tries = 0; ; tries++) {
            try {
                return new Runner(o).run();
            } catch (RunnerException e) {
                if (tries >= 80 || !String.valueOf(e.getMessage()).contains("JMH lock")) throw e;
                if (tries == 0) System.err.println("Rounds: another JMH run holds the lock; waiting");
                Thread.sleep(15_000);
            }
        }
    }

    /** Joins per-round JMH entries of the same benchmark and parameters into one entry. */
    static ArrayNode join(List<Path> files) throws java.io.IOException {
        Map<String, ObjectNode> byKey = new LinkedHashMap<>();
        for (Path f : files) {
            for (JsonNode e : Ref.MAPPER.readTree(f.toFile())) {
                String key = e.get("benchmark").asText() + " " + e.path("params");
                ObjectNode acc = byKey.get(key);
                if (acc == null) {
                    byKey.put(key, ((ObjectNode) e).deepCopy());
                    continue;
                }
                ArrayNode raw = (ArrayNode) acc.get("primaryMetric").get("rawData");
                raw.addAll((ArrayNode) e.get("primaryMetric").get("rawData"));
                acc.put("forks", acc.get("forks").asInt() + 1);
            }
        }
        ArrayNode out = Ref.MAPPER.createArrayNode();
        for (ObjectNode e : byKey.values()) {
            restat((ObjectNode) e.get("primaryMetric"));
            ((ObjectNode) e.get("primaryMetric")).remove("scorePercentiles"); // per-fork, no longer true
            e.remove("secondaryMetrics"); // per-fork profiler data would no longer match
            out.add(e);
        }
        return out;
    }

    /** Recomputes score, error (99.9% Student t) and confidence over all forks' iterations. */
    static void restat(ObjectNode pm) {
        List<Double> xs = new ArrayList<>();
        for (JsonNode fork : pm.get("rawData")) {
            for (JsonNode v : fork) xs.add(v.asDouble());
        }
        int n = xs.size();
        double mean = xs.stream().mapToDouble(Double::doubleValue).average().orElse(Double.NaN);
        pm.put("score", mean);
        if (n < 2) return;
        double ss = 0;
        for (double x : xs) ss += (x - mean) * (x - mean);
        double err = new TDistribution(n - 1).inverseCumulativeProbability(1 - 0.001 / 2) * Math.sqrt(ss / (n - 1) / n);
        pm.put("scoreError", err);
        ArrayNode ci = pm.putArray("scoreConfidence");
        ci.add(mean - err);
        ci.add(mean + err);
    }
}
