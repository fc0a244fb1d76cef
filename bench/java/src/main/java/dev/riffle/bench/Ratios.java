package dev.riffle.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Prints, as a Markdown table, Riffle's JMH score on each workload of one or more
 * {@code run.sh} result files divided by Jackson's and jsoniter-java's scores from the same
 * file (so from the same run on the same machine). Each cell gives the ratio of JMH scores
 * (means over all iterations of all forks), marked {@code ~} when the two 99.9% confidence
 * intervals overlap, and the ratio of the iteration medians in brackets, which one slow
 * iteration on a noisy machine cannot move much.
 *
 * <p>Usage: {@code java -cp benchmarks.jar dev.riffle.bench.Ratios LABEL=DIR/jmh-jdk17.json ...};
 * MB/s uses {@code DIR/workloads.json} (input bytes for reading, output bytes for writing).
 */
public final class Ratios {
    private Ratios() {}


    private record Score(double mean, double error, double median) {}

    /** Prints the table for the given LABEL=FILE arguments. */
    public static void main(String[] args) throws Exception {
        ObjectMapper m = new ObjectMapper();
        // MB/s as the report computes it: input bytes for reading, output bytes for writing
        // (workloads.json, written by run.sh beside the JMH files).
        String first = args[0].substring(args[0].indexOf('=') + 1);
        Map<String, long[]> sizes = new LinkedHashMap<>();
        for (JsonNode w : m.readTree(new File(new File(first).getAbsoluteFile().getParentFile(), "workloads.json")).get("workloads")) {
            String k = w.get("class").asText().replace("dev.riffle.bench.", "").replace("Bench", "");
            sizes.put(k, new long[] {w.path("input_bytes").asLong(), w.path("output_bytes").asLong()});
        }
        List<String> labels = new ArrayList<>();
        Map<String, Map<String, Score>> byLabel = new LinkedHashMap<>();
        for (String a : args) {
            String label = a.substring(0, a.indexOf('='));
            labels.add(label);
            Map<String, Score> scores = new LinkedHashMap<>();
            for (JsonNode r : m.readTree(new File(a.substring(a.indexOf('=') + 1)))) {
                String name = r.get("benchmark").asText().replace("dev.riffle.bench.", "").replace("Bench.", ".");
                JsonNode pm = r.get("primaryMetric");
                List<Double> raw = new ArrayList<>();
                for (JsonNode fork : pm.get("rawData")) {
                    for (JsonNode v : fork) {
                        raw.add(v.asDouble());
                    }
                }
                scores.put(name, new Score(pm.get("score").asDouble(), pm.get("scoreError").asDouble(), median(raw)));
            }
            byLabel.put(label, scores);
        }
        StringBuilder head = new StringBuilder("| benchmark |");
        StringBuilder rule = new StringBuilder("|---|");
        for (String l : labels) {
            head.append(" ").append(l).append(": Riffle MB/s | ÷ Jackson | ÷ jsoniter-java |");
            rule.append("---:|---:|---:|");
        }
        System.out.println(head);
        System.out.println(rule);
        for (String name : byLabel.get(labels.get(0)).keySet()) {
            if (!name.contains(".riffle_")) {
                continue;
            }
            String workload = name.substring(0, name.indexOf('.'));
            String op = name.substring(name.indexOf("riffle_") + 7);
            StringBuilder row = new StringBuilder("| " + workload + " " + op + " |");
            for (String l : labels) {
                Map<String, Score> s = byLabel.get(l);
                Score r = s.get(name);
                long[] size = sizes.getOrDefault(workload, new long[2]);
                row.append(String.format(Locale.ROOT, " %,.0f |", r.mean * size[op.equals("write") ? 1 : 0] / 1e6));
                for (String peer : new String[] {"jackson", "jsoniter"}) {
                    Score p = s.get(workload + "." + peer + "_" + op);
                    if (p == null) {
                        row.append(" — |");
                        continue;
                    }
                    double ratio = r.mean / p.mean;
                    boolean overlap = r.mean - r.error <= p.mean + p.error && p.mean - p.error <= r.mean + r.error;
                    String cell = String.format(Locale.ROOT, "%.2f×", ratio);
                    row.append(' ').append(ratio > 1 && !overlap ? "**" + cell + "**" : cell)
                            .append(overlap ? " ~" : "")
                            .append(String.format(Locale.ROOT, " (%.2f×)", r.median / p.median)).append(" |");
                }
            }
            System.out.println(row);
        }
    }

    /** The median of v (the mean of the middle two when v has an even count). */
    static double median(java.util.Collection<Double> v) {
        double[] a = v.stream().mapToDouble(Double::doubleValue).toArray();
        Arrays.sort(a);
        int n = a.length;
        return n % 2 == 1 ? a[n / 2] : (a[n / 2 - 1] + a[n / 2]) / 2;
    }
}
