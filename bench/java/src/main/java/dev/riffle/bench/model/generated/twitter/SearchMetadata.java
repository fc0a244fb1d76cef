package dev.riffle.bench.model.generated.twitter;

/** The generated-codec copy of {@link dev.riffle.bench.model.twitter.SearchMetadata}. */
public record SearchMetadata(
        double completed_in,
        long max_id,
        String max_id_str,
        String next_results,
        String query,
        String refresh_url,
        int count,
        long since_id,
        String since_id_str) {}
