package dev.riffle.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * Joins JSON array files (JMH's per-class result files, the per-JDK wrong-answer lists) into
 * one array: {@code java -cp benchmarks.jar dev.riffle.bench.Merge OUT IN...}. Missing inputs
 * are skipped; the result is re-parsed to make sure it is one valid JSON array.
 */
public final class Merge {
    private Merge() {}

    public static void main(String[] args) throws IOException {
        if (args.length < 1) {
            System.err.println("usage: Merge OUT [IN...]");
            System.exit(2);
        }
        StringBuilder sb = new StringBuilder("[");
        boolean any = false;
        for (int i = 1; i < args.length; i++) {
            Path p = Paths.get(args[i]);
            if (!Files.exists(p)) continue;
            String s = Files.readString(p, StandardCharsets.UTF_8).strip();
            if (s.isEmpty()) continue;
            if (!s.startsWith("[") || !s.endsWith("]")) throw new IOException(p + " is not a JSON array");
            String inner = s.substring(1, s.length() - 1).strip();
            if (inner.isEmpty()) continue;
            sb.append(any ? ",\n" : "\n").append(inner);
            any = true;
        }
        sb.append(any ? "\n]\n" : "]\n");
        Ref.MAPPER.readTree(sb.toString()); // must be valid JSON
        Files.writeString(Paths.get(args[0]), sb, StandardCharsets.UTF_8);
    }
}
