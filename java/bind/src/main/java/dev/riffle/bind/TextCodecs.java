package dev.riffle.bind;

import dev.riffle.JsonIterator;
import dev.riffle.JsonStream;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZonedDateTime;
import java.util.Map;
import java.util.UUID;
import java.util.function.Function;

/**
 * Codecs of values written as strings: java.time in ISO-8601 (the forms of each type's
 * {@code toString} and {@code parse}) and UUID. A string that does not parse is an
 * {@code invalid-value} error at the string.
 */
final class TextCodecs {
    private TextCodecs() {
    }

    /** A value written with {@code toString()} and read with a parse function. */
    static final class Text<T> implements Codec<T> {
        private final Function<String, T> parse;
        private final String what;

        Text(Function<String, T> parse, String what) {
            this.parse = parse;
            this.what = what;
        }

        @Override
        public T read(JsonIterator in) {
            return Checked.string(in, parse, what);
        }

        @Override
        public void write(JsonStream out, T value) {
            out.writeString(value.toString());
        }
    }

    private static final Map<Class<?>, Codec<?>> BY_CLASS = Map.of(
            Instant.class, new Text<>(Instant::parse, "ISO-8601 instant"),
            LocalDate.class, new Text<>(LocalDate::parse, "ISO-8601 local date"),
            LocalDateTime.class, new Text<>(LocalDateTime::parse, "ISO-8601 local date-time"),
            LocalTime.class, new Text<>(LocalTime::parse, "ISO-8601 local time"),
            OffsetDateTime.class, new Text<>(OffsetDateTime::parse, "ISO-8601 offset date-time"),
            ZonedDateTime.class, new Text<>(ZonedDateTime::parse, "ISO-8601 zoned date-time"),
            Duration.class, new Text<>(Duration::parse, "ISO-8601 duration"),
            UUID.class, new Text<>(TextCodecs::uuid, "UUID"));

    /** Returns the codec of a class written as text, or null. */
    static Codec<?> forClass(Class<?> c) {
        return BY_CLASS.get(c);
    }

    /** Parses the canonical 36-character form only ({@link UUID#fromString} accepts shorter groups). */
    private static UUID uuid(String s) {
        if (s.length() != 36 || s.charAt(8) != '-' || s.charAt(13) != '-' || s.charAt(18) != '-' || s.charAt(23) != '-') {
            throw new IllegalArgumentException("expected 8-4-4-4-12 hex digits");
        }
        return UUID.fromString(s);
    }
}
