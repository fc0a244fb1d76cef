package dev.riffle.bench;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.StreamWriteFeature;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The Jackson 2 streaming factory of a row, shown as {@code jackson=...} in the results:
 * {@code defaults}, or {@code fast-double} ({@code USE_FAST_DOUBLE_PARSER} and
 * {@code USE_FAST_DOUBLE_WRITER}, Jackson's fastest number settings, off by default).
 */
@State(Scope.Thread)
public class JacksonStreaming {
    /** "defaults" or "fast-double". */
    @Param({"defaults", "fast-double"})
    public String jackson = "defaults";

    /** The factory for this setting; made in {@link #setup()}. */
    public JsonFactory factory;

    /** Builds the factory. */
    @Setup
    public void setup() {
        factory = "fast-double".equals(jackson)
                ? JsonFactory.builder()
                        .enable(StreamReadFeature.USE_FAST_DOUBLE_PARSER)
                        .enable(StreamWriteFeature.USE_FAST_DOUBLE_WRITER)
                        .build()
                : new JsonFactory();
    }

    /** One set-up instance per param value, for the correctness checks. */
    static JacksonStreaming[] all() {
        String[] values = {"defaults", "fast-double"};
        JacksonStreaming[] out = new JacksonStreaming[values.length];
        for (int i = 0; i < values.length; i++) {
            out[i] = new JacksonStreaming();
            out[i].jackson = values[i];
            out[i].setup();
        }
        return out;
    }
}
