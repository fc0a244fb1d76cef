package dev.riffle.bench;

import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.module.blackbird.BlackbirdModule;
import dev.riffle.bench.model.Record2;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The Jackson 2 databind setting of a row, shown as {@code jackson=...} in the results:
 * {@code defaults} (a plain mapper), or {@code blackbird+fast-double} (the Blackbird module,
 * which replaces reflection with generated lambdas, plus {@code USE_FAST_DOUBLE_PARSER} and
 * {@code USE_FAST_DOUBLE_WRITER}). Both use Jackson's reuse API: an {@link ObjectReader} and an
 * {@link ObjectWriter} made once for the bound type, as Jackson's documentation advises.
 */
@State(Scope.Thread)
public class JacksonBinding {
    /** "defaults" or "blackbird+fast-double". */
    @Param({"defaults", "blackbird+fast-double"})
    public String jackson = "defaults";

    /** Whether this setting is "blackbird+fast-double"; set in {@link #setup()}. */
    public boolean blackbird;

    /** The mapper for this setting; made in {@link #setup()}. */
    public JsonMapper mapper;
    /** {@code mapper.readerFor(Record2.class)}, made once. */
    public ObjectReader record2Reader;
    /** {@code mapper.writerFor(Record2.class)}, made once. */
    public ObjectWriter record2Writer;

    /** Builds the mapper. */
    @Setup
    public void setup() {
        blackbird = !"defaults".equals(jackson);
        mapper = !blackbird
                ? new JsonMapper()
                : JsonMapper.builder()
                        .addModule(new BlackbirdModule())
                        .enable(StreamReadFeature.USE_FAST_DOUBLE_PARSER)
                        .enable(StreamWriteFeature.USE_FAST_DOUBLE_WRITER)
                        .build();
        record2Reader = mapper.readerFor(Record2.class);
        record2Writer = mapper.writerFor(Record2.class);
    }

    /** One set-up instance per param value, for the correctness checks. */
    static JacksonBinding[] all() {
        String[] values = {"defaults", "blackbird+fast-double"};
        JacksonBinding[] out = new JacksonBinding[values.length];
        for (int i = 0; i < values.length; i++) {
            out[i] = new JacksonBinding();
            out[i].jackson = values[i];
            out[i].setup();
        }
        return out;
    }
}
