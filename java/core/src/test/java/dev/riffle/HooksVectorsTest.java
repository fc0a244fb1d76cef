package dev.riffle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Runs every row of {@code testdata/hooks/*.jsonl} (format in docs/design/core-v2.md) on
 * byte[] input, String input, and InputStream input delivered 1, 2, 3 and 7 bytes at a time
 * through a 16-byte buffer. An op this runner does not know fails the row.
 */
class HooksVectorsTest {

    /** The input forms of a row. */
    enum Form {
        BYTES, STRING, STREAM_1, STREAM_2, STREAM_3, STREAM_7;

        JsonIterator open(byte[] b, JsonConfig c) {
            switch (this) {
                case BYTES: return JsonIterator.of(b, c);
                case STRING: return JsonIterator.of(new String(b, StandardCharsets.UTF_8), c);
                default:
                    int chunk = Integer.parseInt(name().substring("STREAM_".length()));
                    return JsonIterator.of(Inputs.chunked(b, chunk), c.toBuilder().readBufferSize(16).build());
            }
        }
    }

    static List<Path> files() {
        Path dir = TestData.repoRoot().resolve("testdata/hooks");
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.toString().endsWith(".jsonl")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Stream<Arguments> rows() {
        List<Arguments> out = new ArrayList<>();
        for (Path f : files()) {
            for (Map<String, Object> row : TestData.jsonl("hooks/" + f.getFileName())) {
                for (Form form : Form.values()) {
                    out.add(Arguments.of(f.getFileName() + " " + row.get("name") + " / " + form, row, form));
                }
            }
        }
        return out.stream();
    }

    @Test
    void javaRowsExist() {
        assertTrue(files().stream().anyMatch(p -> p.getFileName().toString().startsWith("java-")), "testdata/hooks/java-*.jsonl");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    @SuppressWarnings("unchecked")
    void row(String name, Map<String, Object> row, Form form) {
        byte[] input = TestData.input(row);
        if (form == Form.STRING && !Inputs.STRING.lossless(input)) {
            return; // a Java String cannot hold ill-formed UTF-8
        }
        JsonIterator it = form.open(input, config((Map<String, Object>) row.get("config")));
        List<Object> ops = (List<Object>) row.get("ops");
        List<Object> want = (List<Object>) row.get("want");
        assertEquals(ops.size(), want.size(), "ops and want differ in length");
        Deque<JsonIterator.Mark> marks = new ArrayDeque<>();
        for (int i = 0; i < ops.size(); i++) {
            Object got = run(it, (List<Object>) ops.get(i), marks);
            assertEquals(want.get(i), got, "op " + i + " " + ops.get(i));
        }
    }

    static JsonConfig config(Map<String, Object> c) {
        JsonConfig.Builder b = JsonConfig.builder();
        if (c == null) {
            return b.build();
        }
        for (Map.Entry<String, Object> e : c.entrySet()) {
            switch (e.getKey()) {
                case "maxDepth": b.maxDepth(((Long) e.getValue()).intValue()); break;
                case "maxStringBytes": b.maxStringBytes(((Long) e.getValue()).intValue()); break;
                case "maxNumberBytes": b.maxNumberBytes(((Long) e.getValue()).intValue()); break;
                case "multipleValues": b.multipleValues((Boolean) e.getValue()); break;
                case "skipBom": b.skipBom((Boolean) e.getValue()); break;
                default: throw new AssertionError("unknown config key " + e.getKey());
            }
        }
        return b.build();
    }

    /** Runs one op; returns its result, or the error as {@code {"error": {...}}}. */
    static Object run(JsonIterator it, List<Object> op, Deque<JsonIterator.Mark> marks) {
        try {
            return apply(it, op, marks);
        } catch (JsonException e) {
            return error(e);
        }
    }

    static Map<String, Object> error(JsonException e) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kind", e.kind().id());
        m.put("offset", e.offset());
        m.put("pointer", e.pointer());
        m.put("message", e.getMessage());
        return Map.of("error", m);
    }

    @SuppressWarnings("unchecked")
    static Object apply(JsonIterator it, List<Object> op, Deque<JsonIterator.Mark> marks) {
        String name = (String) op.get(0);
        switch (name) {
            case "next": return next(it.whatIsNext());
            case "object": return it.nextField() ? it.fieldName() : Boolean.FALSE;
            case "match": {
                int k = it.nextFieldMatch(FieldNames.of(((List<Object>) op.get(1)).toArray(new String[0])),
                        ((Long) op.get(2)).intValue());
                return k == FieldNames.END ? Boolean.FALSE : List.of((long) k, it.fieldName());
            }
            case "array": return it.readArray();
            case "int": return Long.toString(it.readLong());
            case "string": return it.readString();
            case "bool": return it.readBoolean();
            case "null": return it.readNull();
            case "skip": it.skip(); return null;
            case "skipRest": it.skipRest(); return null;
            case "stop": it.stop(); return null;
            case "more": return it.more();
            case "fail": return error(it.fail(ErrorKind.fromId((String) op.get(1)), (String) op.get(2)));
            case "recover": {
                JsonException e = it.recover();
                return e == null ? null : error(e);
            }
            case "offset": return it.offset();
            case "pointer": return it.pointer();
            case "mark": marks.push(it.mark()); return null;
            case "rewind": it.rewind(marks.pop()); return null;
            case "release": it.release(marks.pop()); return null;
            case "objectCB": {
                Map<String, Object> perName = (Map<String, Object>) op.get(1);
                List<Object> members = new ArrayList<>();
                it.readObjectCB(i -> {
                    String field = i.fieldName();
                    List<Object> results = new ArrayList<>();
                    results.add(field);
                    results.addAll(runAll(i, (List<Object>) perName.getOrDefault(field, List.of()), marks));
                    members.add(results);
                    return true;
                });
                return members;
            }
            case "arrayCB": {
                List<Object> elementOps = (List<Object>) op.get(1);
                List<Object> elements = new ArrayList<>();
                it.readArrayCB(i -> {
                    elements.add(runAll(i, elementOps, marks));
                    return true;
                });
                return elements;
            }
            case "finish": it.finish(); return null;
            default: throw new AssertionError("unknown op " + name);
        }
    }

    @SuppressWarnings("unchecked")
    static List<Object> runAll(JsonIterator it, List<Object> ops, Deque<JsonIterator.Mark> marks) {
        List<Object> out = new ArrayList<>();
        for (Object op : ops) {
            out.add(run(it, (List<Object>) op, marks));
        }
        return out;
    }

    static String next(ValueType t) {
        return t == ValueType.BOOLEAN ? "bool" : t.name().toLowerCase(Locale.ROOT);
    }
}
