package dev.riffle.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Prints, as a Markdown table, the results of {@code interleave.sh}: one JMH file per fork,
 * named {@code jdk<V>-<Class>-<method>[@param=value...]-r<round>.json}. For each JDK, workload and operation:
 * Riffle's median fork score (ops/s, and MB/s from workloads.json: input bytes for reading,
 * output bytes for writing), and for each peer its median fork score, Riffle's median divided
 * by it, the number of rounds in which Riffle's fork beat the peer's fork of the same round,
 * and the lowest and highest of those per-round ratios.
 *
 * <p>Usage: {@code java -cp benchmarks.jar dev.riffle.bench.Interleaved DIR WORKLOADS_JSON}.
 */
public final class Interleaved {
    private Interleaved() {}

    // METHOD may carry the JMH parameters interleave.sh pinned (@NAME=VALUE...); rows are
    // grouped by workload and operation whatever their parameters.
    private static final Pattern FILE = Pattern.compile("jdk(\\d+)-(\\w+)Bench-(\\w+?)_(\\w+)((?:@[^@]+?)*)-r(\\d+)\\.json");

    /** Prints the table for the fork files in args[0], sizes from args[1]. */
    public static void main(String[] args) throws Exception {
        ObjectMapper m = new ObjectMapper();
        Map<String, long[]> sizes = new TreeMap<>();
        for (JsonNode w : m.readTree(new File(args[1])).get("workloads")) {
            String k = w.get("class").asText().replace("dev.riffle.bench.", "").replace("Bench", "");
            sizes.put(k, new long[] {w.path("input_bytes").asLong(), w.path("output_bytes").asLong()});
        }
        // jdk -> "workload op" -> library -> round -> score
        Map<String, Map<String, Map<String, Map<Integer, Double>>>> all = new TreeMap<>();
        File[] files = new File(args[0]).listFiles();
        if (files == null) {
            throw new IllegalArgumentException("no directory " + args[0]);
        }
        for (File f : files) {
            Matcher x = FILE.matcher(f.getName());
            if (!x.matches() || f.length() == 0) {
                continue;
            }
            double score = m.readTree(f).get(0).get("primaryMetric").get("score").asDouble();
            all.computeIfAbsent(x.group(1), k -> new TreeMap<>())
                    .computeIfAbsent(x.group(2) + " " + x.group(4), k -> new TreeMap<>())
                    .computeIfAbsent(x.group(3), k -> new TreeMap<>())
                    .put(Integer.parseInt(x.group(6)), score);
        }
        System.out.println("| workload | JDK | Riffle ops/s | Riffle MB/s | ÷ Jackson (rounds won) [range] "
                + "| ÷ jsoniter-java (rounds won) [range] |");
        System.out.println("|---|---:|---:|---:|---:|---:|");
        for (var byJdk : all.entrySet()) {
            for (var row : byJdk.getValue().entrySet()) {
                Map<Integer, Double> riffle = row.getValue().get("riffle");
                if (riffle == null) {
                    continue;
                }
                String workload = row.getKey().substring(0, row.getKey().indexOf(' '));
                String op = row.getKey().substring(row.getKey().indexOf(' ') + 1);
                long bytes = sizes.getOrDefault(workload, new long[2])[op.equals("write") ? 1 : 0];
                double r = Ratios.median(riffle.values());
                StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "| %s %s | %s | %,.0f | %s |",
                        workload, op, byJdk.getKey(), r, bytes > 0 ? String.format(Locale.ROOT, "%,.0f", r * bytes / 1e6) : "—"));
                for (String peer : new String[] {"jackson", "jsoniter"}) {
                    Map<Integer, Double> p = row.getValue().get(peer);
                    if (p == null) {
                        sb.append(" — |");
                        continue;
                    }
                    int won = 0;
                    int rounds = 0;
                    double lo = Double.MAX_VALUE;
                    double hi = 0;
                    for (var e : riffle.entrySet()) {
                        Double q = p.get(e.getKey());
                        if (q == null) {
                            continue;
                        }
                        rounds++;
                        double ratio = e.getValue() / q;
                        won += ratio > 1 ? 1 : 0;
                        lo = Math.min(lo, ratio);
                        hi = Math.max(hi, ratio);
                    }
                    sb.append(String.format(Locale.ROOT, " %.2f× (%d/%d) [%.2f–%.2f] |",
                            r / Ratios.median(p.values()), won, rounds, lo, hi));
                }
                System.out.println(sb);
            }
        }
    }
}
