package dev.riffle.bind;

import dev.riffle.EncodedName;
import dev.riffle.JsonIterator;
import dev.riffle.JsonStream;
import dev.riffle.bind.annotation.JsonName;
import java.util.HashMap;
import java.util.Map;

/**
 * An enum as a string: the constant's name, or its {@link JsonName} (whose aliases are
 * also read). An unknown string is {@code invalid-value} at the string.
 */
final class EnumCodec<E extends Enum<E>> implements Codec<E> {
    private final Map<String, E> byName = new HashMap<>();
    /** The names, indexed by ordinal. */
    private final String[] names;
    private final String what;

    EnumCodec(Class<E> type) {
        E[] constants = type.getEnumConstants();
        names = new String[constants.length];
        for (E e : constants) {
            JsonName a = annotation(type, e);
            names[e.ordinal()] = a == null ? e.name() : a.value();
            byName.put(names[e.ordinal()], e);
            if (a != null) {
                for (String alias : a.aliases()) {
                    byName.putIfAbsent(alias, e);
                }
            }
            EncodedName.of(names[e.ordinal()]); // refuses an unpaired surrogate now, not at write time
        }
        what = "constant of " + type.getSimpleName();
    }

    private static JsonName annotation(Class<?> type, Enum<?> e) {
        try {
            return type.getField(e.name()).getAnnotation(JsonName.class);
        } catch (NoSuchFieldException ex) {
            return null;
        }
    }

    /** Returns the JSON name of a constant. */
    String name(E e) {
        return names[e.ordinal()];
    }

    /** Returns the constant of a JSON name, or null. */
    E constant(String name) {
        return byName.get(name);
    }

    @Override
    public E read(JsonIterator in) {
        return Checked.string(in, byName::get, what);
    }

    @Override
    public void write(JsonStream out, E value) {
        out.writeString(names[value.ordinal()]);
    }
}
