package dev.riffle.conformance;

import dev.riffle.JsonException;
import dev.riffle.Riffle;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Runs JSONTestSuite's test_parsing files through {@link Riffle#validate(byte[])} and prints
 * one summary line; {@code -v} also prints one line per i_ file. Exits non-zero when a y_
 * file is rejected, an n_ file accepted, or anything other than JsonException is thrown.
 */
public final class ConformanceMain {
    private ConformanceMain() {
    }

    /** Result of one run. */
    public static final class Result {
        /** y_ files accepted / total. */
        public int yOk, yTotal;
        /** n_ files rejected / total. */
        public int nOk, nTotal;
        /** i_ files accepted, rejected. */
        public int iAccepted, iRejected;
        /** Throwables other than JsonException. */
        public int crashes;
        /** One line per failure or crash. */
        public final List<String> failures = new ArrayList<>();
        /** One line per i_ file. */
        public final List<String> iLines = new ArrayList<>();

        /** Returns the summary line. */
        public String summary() {
            return "conformance java: y " + yOk + "/" + yTotal + " n " + nOk + "/" + nTotal + " i " + (iAccepted + iRejected)
                    + " (accepted " + iAccepted + ", rejected " + iRejected + ") crashes " + crashes;
        }

        /** Returns whether every y_ was accepted, every n_ rejected and nothing crashed. */
        public boolean ok() {
            return yOk == yTotal && nOk == nTotal && crashes == 0;
        }
    }

    /** Runs every file in {@code dir}. */
    public static Result run(Path dir) throws IOException {
        Result r = new Result();
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(p -> p.getFileName().toString().endsWith(".json")).sorted().toList();
        }
        for (Path f : files) {
            String name = f.getFileName().toString();
            byte[] data = Files.readAllBytes(f);
            JsonException err = null;
            try {
                Riffle.validate(data);
            } catch (JsonException e) {
                err = e;
            } catch (Throwable t) {
                r.crashes++;
                r.failures.add(name + " crashed: " + t);
                continue;
            }
            char kind = name.charAt(0);
            if (kind == 'y') {
                r.yTotal++;
                if (err == null) {
                    r.yOk++;
                } else {
                    r.failures.add(name + " rejected: " + err.getMessage());
                }
            } else if (kind == 'n') {
                r.nTotal++;
                if (err != null) {
                    r.nOk++;
                } else {
                    r.failures.add(name + " accepted");
                }
            } else if (kind == 'i') {
                if (err == null) {
                    r.iAccepted++;
                    r.iLines.add(name + " accepted");
                } else {
                    r.iRejected++;
                    r.iLines.add(name + " rejected " + err.kind().id() + " at " + err.offset());
                }
            }
        }
        return r;
    }

    /**
     * Entry point: {@code [-v] <test_parsing dir>}.
     *
     * @param args the arguments
     * @throws IOException if the directory cannot be read
     */
    public static void main(String[] args) throws IOException {
        boolean verbose = args.length > 0 && args[0].equals("-v");
        int i = verbose ? 1 : 0;
        if (args.length != i + 1) {
            System.err.println("usage: ConformanceMain [-v] <test_parsing dir>");
            System.exit(2);
        }
        Result r = run(Path.of(args[i]));
        for (String f : r.failures) {
            System.err.println(f);
        }
        if (verbose) {
            r.iLines.forEach(System.out::println);
        }
        System.out.println(r.summary());
        System.exit(r.ok() ? 0 : 1);
    }
}
