package dev.riffle.robust;

import dev.riffle.JsonIterator;
import java.util.LinkedHashMap;
import java.util.Map;

/** Reads one flat JSON object of strings, numbers, booleans and nulls (a testdata row) with Riffle's iterator. */
final class MiniJson {
    private MiniJson() {
    }

    static Map<String, Object> parseObject(String line) {
        JsonIterator it = JsonIterator.of(line);
        Map<String, Object> row = new LinkedHashMap<>();
        for (String name; (name = it.readObject()) != null; ) {
            switch (it.whatIsNext()) {
                case STRING -> row.put(name, it.readString());
                case NUMBER -> row.put(name, it.readLong());
                case BOOLEAN -> row.put(name, it.readBoolean());
                case NULL -> {
                    it.readNull();
                    row.put(name, null);
                }
                default -> it.skip(); // nested values are not needed here
            }
        }
        it.finish();
        return row;
    }
}
