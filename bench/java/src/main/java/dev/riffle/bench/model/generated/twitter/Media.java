package dev.riffle.bench.model.generated.twitter;

/** The generated-codec copy of {@link dev.riffle.bench.model.twitter.Media}. */
public record Media(
        long id,
        String id_str,
        java.util.List<Integer> indices,
        String media_url,
        String media_url_https,
        String url,
        String display_url,
        String expanded_url,
        String type,
        Sizes sizes,
        Long source_status_id,
        String source_status_id_str) {}
