package dev.riffle.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.io.InputStream;
import java.lang.ref.WeakReference;
import java.lang.reflect.Type;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A model class loaded by a throwaway class loader, bound through the long-lived default
 * binder, can still be unloaded: the binder keeps codecs with their class, not in a map
 * keyed by class.
 */
class UnloadTest {
    /** The model: loaded again, from its bytes, by a throwaway loader. */
    public record UnloadModel(int id, String name, List<String> tags) { }

    /** Defines {@link UnloadModel} from its class file, and delegates everything else to the boot loader. */
    static final class ThrowawayLoader extends ClassLoader {
        ThrowawayLoader() {
            super("throwaway", null);
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            if (!name.equals(UnloadModel.class.getName())) {
                throw new ClassNotFoundException(name);
            }
            try (InputStream in = UnloadTest.class.getResourceAsStream("UnloadTest$UnloadModel.class")) {
                byte[] b = in.readAllBytes();
                return defineClass(name, b, 0, b.length);
            } catch (IOException e) {
                throw new ClassNotFoundException(name, e);
            }
        }
    }

    private static final String JSON = "{\"id\":7,\"name\":\"n\",\"tags\":[\"a\",\"b\"]}";

    /** Loads, binds (the class and a generic type over it) and returns weak references to the class and its loader. */
    private static WeakReference<?>[] bindInThrowawayLoader() throws Exception {
        ThrowawayLoader loader = new ThrowawayLoader();
        Class<?> model = loader.loadClass(UnloadModel.class.getName());
        assertEquals(loader, model.getClassLoader());
        Object v = RiffleBind.decode(JSON, model);
        assertEquals(model, v.getClass());
        assertEquals(JSON, RiffleBind.encodeToString(v));
        Type listOfModel = new Types.Parameterized(List.class, null, new Type[] {model});
        Object list = RiffleBind.binder().decode("[" + JSON + "]", TypeRef.of(listOfModel));
        assertEquals("[" + JSON + "]", RiffleBind.encodeToString(list));
        return new WeakReference<?>[] {new WeakReference<>(model), new WeakReference<>(loader)};
    }

    @Test
    void aDroppedLoaderIsCollected() throws Exception {
        WeakReference<?>[] refs = bindInThrowawayLoader();
        for (int i = 0; i < 200 && (refs[0].get() != null || refs[1].get() != null); i++) {
            System.gc();
            byte[][] pressure = new byte[64][];
            for (int k = 0; k < pressure.length; k++) {
                pressure[k] = new byte[1 << 16];
            }
            Thread.sleep(20);
        }
        assertNull(refs[0].get(), "the model class is still reachable");
        assertNull(refs[1].get(), "the throwaway loader is still reachable");
    }
}
