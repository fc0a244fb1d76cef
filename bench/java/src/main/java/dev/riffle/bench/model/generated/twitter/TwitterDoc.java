package dev.riffle.bench.model.generated.twitter;

/** The generated-codec copy of {@link dev.riffle.bench.model.twitter.TwitterDoc}; the other records of this package are reached from it. */
@dev.riffle.bind.annotation.JsonGenerate
public record TwitterDoc(
        java.util.List<Status> statuses,
        SearchMetadata search_metadata) {}
