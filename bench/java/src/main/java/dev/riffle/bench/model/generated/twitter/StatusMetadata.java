package dev.riffle.bench.model.generated.twitter;

/** The generated-codec copy of {@link dev.riffle.bench.model.twitter.StatusMetadata}. */
public record StatusMetadata(
        String result_type,
        @dev.riffle.bind.annotation.JsonName("iso_language_code")
        String languageCode) {}
