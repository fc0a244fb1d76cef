package dev.riffle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Under the replace policy a member name with ill-formed UTF-8 or an unpaired surrogate
 * escape is complete, so an error after it names it in the pointer: errors.md says the
 * pointer holds the decoded name, and decoding under the replace policy is finer rule 5
 * (one U+FFFD per bad byte, one per unpaired surrogate escape).
 */
class PointerReplaceTest {
    static final JsonConfig REPLACE = JsonConfig.builder().invalidUtf8(JsonConfig.InvalidUtf8.REPLACE).build();

    static Stream<Arguments> cases() {
        return Stream.of(
                Arguments.of("7b2261ff223a787d", 6, "/a\uFFFD"),                      // {"a\xff":x}
                Arguments.of("7b22615c7544383030223a787d", 11, "/a\uFFFD"),           // {"a\uD800":x}
                Arguments.of("7b2261e282223a5b785d7d", 8, "/a\uFFFD\uFFFD/0"),        // {"a\xe2\x82":[x]}
                Arguments.of("7b225c75444330305c7544383344223a787d", 16, "/\uFFFD\uFFFD"), // {"\uDC00\uD83D":x}
                Arguments.of("7b225c75443833445c7544453030223a787d", 16, "/\uD83D\uDE00")); // a valid pair stays
    }

    @ParameterizedTest
    @MethodSource("cases")
    void pointerNamesTheDecodedName(String hex, long offset, String pointer) {
        byte[] b = TestData.hex(hex);
        JsonException e = assertThrows(JsonException.class, () -> Riffle.validate(b, 0, b.length, REPLACE));
        assertEquals("invalid-character@" + offset + " " + pointer, e.kind().id() + "@" + e.offset() + " " + e.pointer());
        JsonIterator it = JsonIterator.of(Inputs.chunked(b, 3), REPLACE.toBuilder().readBufferSize(16).build());
        JsonException s = assertThrows(JsonException.class, () -> {
            it.skip();
            it.finish();
        });
        assertEquals("invalid-character@" + offset + " " + pointer, s.kind().id() + "@" + s.offset() + " " + s.pointer());
    }
}
