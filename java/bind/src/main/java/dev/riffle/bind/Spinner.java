package dev.riffle.bind;

import java.io.IOException;
import java.io.InputStream;
import java.lang.constant.ConstantDescs;
import java.lang.invoke.MethodHandles;

/**
 * Defines a template class file of this package again as a hidden class with class data
 * ({@link MethodHandles.Lookup#defineHiddenClassWithClassData}) and returns an instance: how
 * {@link MemberWriter} and {@link MemberReader} specialise the run-time codecs per type.
 */
final class Spinner {
    private Spinner() {
    }

    /**
     * The class data of the hidden class whose own lookup is {@code lookup}: what a
     * template's static initialiser calls (a template loaded as itself has none, and fails).
     */
    static Object[] classData(MethodHandles.Lookup lookup) {
        try {
            return MethodHandles.classData(lookup, ConstantDescs.DEFAULT_NAME, Object[].class);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The class file of the template class named {@code simpleName} in this package, or null if it cannot be read. */
    static byte[] template(String simpleName) {
        try (InputStream in = Spinner.class.getResourceAsStream(simpleName + ".class")) {
            return in == null ? null : in.readAllBytes();
        } catch (IOException e) {
            return null;
        }
    }

    /**
     * Defines {@code template} as a new hidden class (initialised, not strongly held by a
     * class loader) with {@code data} as its class data, and returns a new instance of it
     * made by its no-argument constructor; or null when that fails (no template, or no hidden
     * classes here: a native image, say), and the caller then uses its shared loop.
     */
    static Object spin(byte[] template, Object data) {
        if (template == null) {
            return null;
        }
        try {
            Class<?> c = MethodHandles.lookup().defineHiddenClassWithClassData(template, data, true).lookupClass();
            return c.getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            return null;
        }
    }
}
