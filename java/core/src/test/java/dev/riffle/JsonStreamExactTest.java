package dev.riffle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Exact numbers ({@link JsonStream#writeNumber(String)}, {@code write(BigDecimal)},
 * {@code write(BigInteger)}) and checked raw values ({@link JsonStream#writeRaw(byte[])}):
 * valid input is written exactly (raw values compacted), invalid input fails the call and
 * writes nothing.
 */
class JsonStreamExactTest {

    @Test
    void numberTextIsWrittenAsIs() {
        String[] good = {"0", "-0", "1", "-1", "1.5", "1e5", "1E+5", "1e-5", "-0.0e0", "12345678901234567890123",
            "9".repeat(5000), "0." + "0".repeat(3000) + "1"};
        for (String t : good) {
            JsonStream s = new JsonStream();
            s.writeArrayStart();
            s.writeNumber(t);
            s.writeNumber(t);
            s.writeArrayEnd();
            assertEquals("[" + t + "," + t + "]", s.toString());
        }
        JsonStream n = new JsonStream();
        n.writeNumber(null);
        assertEquals("null", n.toString());
    }

    @Test
    void badNumberTextWritesNothing() {
        String[] bad = {"", " 1", "1 ", "01", "-", "+1", "1.", ".5", "1e", "1e+", "NaN", "Infinity", "0x10",
            "1_000", "1,5", "--1", "\"1\"", "[1]", "true", "1e5.5", "１"};
        for (String t : bad) {
            JsonStream s = new JsonStream();
            s.writeArrayStart();
            s.writeInt(7);
            JsonException e = assertThrows(JsonException.class, () -> s.writeNumber(t), t);
            assertEquals(ErrorKind.INVALID_VALUE, e.kind(), t);
            assertEquals(2, e.offset(), t);
            assertEquals("/1", e.pointer(), t);
            assertEquals("[7", s.toString(), t);
            assertSame(e, assertThrows(JsonException.class, () -> s.writeInt(1)), "sticky");
        }
    }

    @Test
    void bigNumbersAreExactAndValidJson() {
        Random r = new Random(12);
        for (int i = 0; i < 20_000; i++) {
            BigInteger u = new BigInteger(1 + r.nextInt(300), r);
            if (r.nextBoolean()) {
                u = u.negate();
            }
            int scale = r.nextInt(80) - 40;
            BigDecimal d = new BigDecimal(u, scale);
            JsonStream s = new JsonStream();
            s.writeArrayStart();
            s.write(d);
            s.write(u);
            s.writeArrayEnd();
            byte[] out = s.toByteArray();
            Riffle.validate(out);
            assertEquals("[" + d + "," + u + "]", s.toString());
            JsonIterator it = JsonIterator.of(out);
            assertTrue(it.readArray());
            assertEquals(0, d.compareTo(it.readBigDecimal()), d.toString());
        }
        JsonStream s = new JsonStream();
        s.writeArrayStart();
        s.write((BigDecimal) null);
        s.write((BigInteger) null);
        s.write(new BigDecimal("1E+3"));
        s.write(new BigDecimal("-0.000001"));
        s.write(new BigDecimal("1E-7"));
        s.writeArrayEnd();
        assertEquals("[null,null,1E+3,-0.000001,1E-7]", s.toString());
    }

    @Test
    void rawValuesAreCheckedAndCompacted() {
        String[][] cases = {
            {" { \"a\" : [ 1 , 2 ] ,\n\t\"b c\" : \"x y\\\" z \" } ", "{\"a\":[1,2],\"b c\":\"x y\\\" z \"}"},
            {"\r\n 1.5e3 \n", "1.5e3"},
            {"\"\\\\\"", "\"\\\\\""},
            {"[ \"\\\\\" , \" \" ]", "[\"\\\\\",\" \"]"},
            {"\"é 中 😀\"", "\"é 中 😀\""},
            {"[[[]]]", "[[[]]]"},
        };
        for (String[] c : cases) {
            JsonStream s = new JsonStream();
            s.writeArrayStart();
            s.writeRaw(c[0].getBytes(StandardCharsets.UTF_8));
            s.writeRaw(c[0]);
            s.writeArrayEnd();
            assertEquals("[" + c[1] + "," + c[1] + "]", s.toString(), c[0]);
        }
    }

    @Test
    void badRawValuesWriteNothing() {
        String[] bad = {" ", "1 2", "{}{}", "[1,]", "{\"a\"}", "tru", "\"abc", "01", "[1", "\"\\x\"", "\"\u0001\"",
            "// c\n1", "NaN"};
        for (String t : bad) {
            JsonStream s = new JsonStream();
            s.writeObjectStart();
            s.writeField("k");
            JsonException e = assertThrows(JsonException.class, () -> s.writeRaw(t.getBytes(StandardCharsets.UTF_8)), t);
            assertEquals(ErrorKind.INVALID_VALUE, e.kind(), t);
            assertEquals(5, e.offset(), t);
            assertEquals("/k", e.pointer(), t);
            assertTrue(e.getCause() instanceof JsonException, t);
            assertEquals("{\"k\":", s.toString(), t);
        }
        JsonStream u = new JsonStream(); // ill-formed UTF-8 and an unpaired surrogate
        assertThrows(JsonException.class, () -> u.writeRaw(new byte[] {'"', (byte) 0xC0, (byte) 0x80, '"'}));
        assertEquals("", u.toString());
        JsonStream v = new JsonStream();
        assertThrows(JsonException.class, () -> v.writeRaw("\"\uD800\""));
    }

    @Test
    void rawValuesCountTheOpenLevelsAndTheLimits() {
        JsonStream s = JsonStream.create(JsonConfig.builder().maxDepth(3).maxStringBytes(4).build());
        s.writeArrayStart();
        s.writeArrayStart();
        s.writeRaw("[1]".getBytes(StandardCharsets.UTF_8)); // depth 3: allowed
        JsonException e = assertThrows(JsonException.class, () -> s.writeRaw("[[1]]".getBytes(StandardCharsets.UTF_8)));
        assertEquals(ErrorKind.LIMIT_EXCEEDED, e.kind());
        assertEquals("/0/1", e.pointer());
        assertEquals("[[[1]", s.toString());
        JsonStream t = JsonStream.create(JsonConfig.builder().maxDepth(1).maxStringBytes(4).build());
        t.writeArrayStart();
        t.writeRaw(" \"abcd\" ".getBytes(StandardCharsets.UTF_8)); // a scalar at the deepest level
        assertEquals(ErrorKind.LIMIT_EXCEEDED, assertThrows(JsonException.class,
                () -> t.writeRaw(" {}".getBytes(StandardCharsets.UTF_8))).kind());
        JsonStream w = JsonStream.create(JsonConfig.builder().maxStringBytes(4).build());
        assertEquals(ErrorKind.LIMIT_EXCEEDED, assertThrows(JsonException.class,
                () -> w.writeRaw("\"abcde\"".getBytes(StandardCharsets.UTF_8))).kind());
        assertEquals(0, w.size());
    }

    @Test
    void largeRawValueThroughASmallBuffer() {
        JsonStreamIoTest.Sink sink = new JsonStreamIoTest.Sink(Long.MAX_VALUE);
        JsonStream s = JsonStream.of(sink);
        StringBuilder raw = new StringBuilder("[");
        StringBuilder want = new StringBuilder("[");
        for (int i = 0; i < 5000; i++) {
            raw.append(i == 0 ? "" : " ,\n ").append("\"a b ").append(i).append('"');
            want.append(i == 0 ? "" : ",").append("\"a b ").append(i).append('"');
        }
        raw.append(" ]");
        want.append("]");
        s.writeRaw(raw.toString().getBytes(StandardCharsets.UTF_8));
        assertEquals(want.length(), s.size());
        s.close();
        assertEquals(want.toString(), sink.data.toString(StandardCharsets.UTF_8));
    }
}
