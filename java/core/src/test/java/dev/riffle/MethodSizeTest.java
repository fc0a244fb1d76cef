package dev.riffle;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Methods that must stay over C2's {@code FreqInlineSize} (325 bytecodes on JDK 17 and 25)
 * so that it never inlines them, and hot ones that must stay under it so that it does: their
 * doc comments say why and what it cost. A refactoring that crosses the line fails here, not
 * only in a benchmark run.
 */
class MethodSizeTest {
    private static final int FREQ_INLINE_SIZE = 325;

    @Test
    void methodsKeptOutOfLine() throws IOException {
        assertOver(JsonIterator.class, "nextFieldMatch");
        assertOver(Grammar.class, "skipStringSlow");
    }

    /** Hot methods that must stay small enough for C2 to inline them into their callers. */
    @Test
    void methodsKeptInlinable() throws IOException {
        assertUnder(Tokenizer.class, "shortDecimal");
        assertUnder(Tokenizer.class, "shortInteger");
    }

    private static void assertUnder(Class<?> c, String method) throws IOException {
        Integer size = codeSizes(c).get(method);
        assertTrue(size != null && size <= FREQ_INLINE_SIZE, c.getSimpleName() + "." + method + " is " + size + " bytecodes");
    }

    private static void assertOver(Class<?> c, String method) throws IOException {
        Map<String, Integer> sizes = codeSizes(c);
        Integer size = sizes.get(method);
        assertTrue(size != null, c.getSimpleName() + "." + method + " not found in " + sizes.keySet());
        assertTrue(size > FREQ_INLINE_SIZE, c.getSimpleName() + "." + method + " is " + size + " bytecodes");
    }

    /** The bytecode length of each method of c (the largest of overloads), read from its class file. */
    private static Map<String, Integer> codeSizes(Class<?> c) throws IOException {
        try (InputStream raw = c.getResourceAsStream(c.getSimpleName() + ".class");
             DataInputStream in = new DataInputStream(raw)) {
            in.readInt(); // magic
            in.readUnsignedShort(); // minor
            in.readUnsignedShort(); // major
            int count = in.readUnsignedShort();
            String[] utf8 = new String[count];
            for (int i = 1; i < count; i++) {
                int tag = in.readUnsignedByte();
                switch (tag) {
                    case 1 -> utf8[i] = in.readUTF();
                    case 3, 4, 9, 10, 11, 12, 17, 18 -> in.readInt();
                    case 5, 6 -> {
                        in.readLong();
                        i++; // takes two entries
                    }
                    case 7, 8, 16, 19, 20 -> in.readUnsignedShort();
                    case 15 -> {
                        in.readUnsignedByte();
                        in.readUnsignedShort();
                    }
                    default -> throw new IOException("constant pool tag " + tag);
                }
            }
            in.readUnsignedShort(); // access
            in.readUnsignedShort(); // this
            in.readUnsignedShort(); // super
            in.skipBytes(2 * in.readUnsignedShort()); // interfaces
            int fields = in.readUnsignedShort();
            for (int i = 0; i < fields; i++) {
                in.skipBytes(6);
                skipAttributes(in);
            }
            Map<String, Integer> sizes = new HashMap<>();
            int methods = in.readUnsignedShort();
            for (int i = 0; i < methods; i++) {
                in.readUnsignedShort(); // access
                String name = utf8[in.readUnsignedShort()];
                in.readUnsignedShort(); // descriptor
                int attributes = in.readUnsignedShort();
                for (int a = 0; a < attributes; a++) {
                    String attr = utf8[in.readUnsignedShort()];
                    int length = in.readInt();
                    if (attr.equals("Code")) {
                        in.skipBytes(4); // max stack, max locals
                        int code = in.readInt();
                        sizes.merge(name, code, Math::max);
                        in.skipBytes(length - 8);
                    } else {
                        in.skipBytes(length);
                    }
                }
            }
            return sizes;
        }
    }

    private static void skipAttributes(DataInputStream in) throws IOException {
        int attributes = in.readUnsignedShort();
        for (int a = 0; a < attributes; a++) {
            in.readUnsignedShort();
            in.skipBytes(in.readInt());
        }
    }
}
