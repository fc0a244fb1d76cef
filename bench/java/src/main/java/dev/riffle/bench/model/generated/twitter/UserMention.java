package dev.riffle.bench.model.generated.twitter;

/** The generated-codec copy of {@link dev.riffle.bench.model.twitter.UserMention}. */
public record UserMention(
        String screen_name,
        String name,
        long id,
        String id_str,
        java.util.List<Integer> indices) {}
