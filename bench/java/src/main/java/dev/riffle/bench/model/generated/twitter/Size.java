package dev.riffle.bench.model.generated.twitter;

/** The generated-codec copy of {@link dev.riffle.bench.model.twitter.Size}. */
public record Size(
        int w,
        int h,
        String resize) {}
