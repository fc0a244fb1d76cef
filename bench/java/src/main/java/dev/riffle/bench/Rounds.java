package dev.riffle.bench;

import com.fasterxml.jackson.databind.node.ArrayNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
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
 * Runner API, so a fork costs one forked JVM, not two. Each fork's JMH file is kept in PARTS;
 * each round's forks are joined into {@code PREFIX-r<round>.json} (one JMH entry per row and
 * parameter set, one fork each). The report (bench/report, {@code mergeForks}) pools the
 * rounds' entries of a row and builds its interval over the fork means.
 *
 * <p>Usage: {@code Rounds PREFIX PARTS-DIR ROUNDS NAMES-FILE [JMH-ARGS...]}: NAMES-FILE lists
 * one benchmark per line (as {@code -l} prints it), optionally followed by {@code param=value}
 * words that pin parameters of that benchmark (such as
 * {@code dev.riffle.bench.TwitterBench.jackson_write jackson=fast-double}); JMH-ARGS (such as
 * {@code -wi 2 -i 3 -w 200ms -r 200ms}) apply to every fork; {@code -f} is always 1. If
 * another JMH run holds its lock, waits up to 20 minutes.
 */
public final class Rounds {
    private Rounds() {}

    public static void main(String[] args) throws Exception {
        if (args.length < 4) {
            System.err.println("usage: Rounds PREFIX PARTS-DIR ROUNDS NAMES-FILE [JMH-ARGS...]");
            System.exit(2);
        }
        String prefix = args[0];
        Path parts = Paths.get(args[1]);
        int rounds = Integer.parseInt(args[2]);
        List<String> lines = Files.readAllLines(Paths.get(args[3])).stream().map(String::strip).filter(s -> !s.isEmpty()).toList();
        CommandLineOptions jmhArgs = new CommandLineOptions(Arrays.copyOfRange(args, 4, args.length));
        Files.createDirectories(parts);
        long t0 = System.nanoTime();
        for (int r = 1; r <= rounds; r++) {
            List<Path> files = new ArrayList<>();
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
            Path joined = Paths.get(prefix + "-r" + r + ".json");
            Files.writeString(joined, Ref.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(join(files)));
            System.err.printf("Rounds: round %d/%d done (%d benchmarks, %.0f s so far)%n", r, rounds, lines.size(),
                    (System.nanoTime() - t0) / 1e9);
        }
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

    /** The entries of several JMH result files, in order, as one array. */
    static ArrayNode join(List<Path> files) throws java.io.IOException {
        ArrayNode out = Ref.MAPPER.createArrayNode();
        for (Path f : files) {
            out.addAll((ArrayNode) Ref.MAPPER.readTree(f.toFile()));
        }
        return out;
    }
}
