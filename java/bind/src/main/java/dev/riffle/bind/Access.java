package dev.riffle.bind;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.util.function.Supplier;

/**
 * Method handles on model classes, with JDK 17 APIs only: a private lookup where the
 * class's module opens its package to this module (every class on the class path), else
 * the public members. Each handle is adapted once to a fixed shape ({@code (Object)Object}
 * or {@code (Object)int}..., {@code (Object,Object)void}, {@code (Object[])Object}) for
 * {@code invokeExact}.
 */
final class Access {
    private Access() {
    }

    /** Returns a lookup that sees as much of {@code c} as its module allows this module to see. */
    static MethodHandles.Lookup lookup(Class<?> c) {
        Module self = Access.class.getModule();
        Module target = c.getModule();
        if (!self.canRead(target)) {
            self.addReads(target);
        }
        String pkg = c.getPackageName();
        if (target.isOpen(pkg, self)) {
            try {
                return MethodHandles.privateLookupIn(c, MethodHandles.lookup());
            } catch (IllegalAccessException e) {
                // fall through to the public members
            }
        }
        return MethodHandles.publicLookup();
    }

    /**
     * Returns a handle of shape {@code (Object)R} reading a property through its getter
     * method or its field: R is {@code Object}, or the property's primitive type, so that
     * a primitive is read without boxing.
     */
    static MethodHandle reader(Method getter, Field field, Class<?> r) {
        Member m = getter != null ? getter : field;
        try {
            MethodHandles.Lookup l = lookup(m.getDeclaringClass());
            MethodHandle h = getter != null ? l.unreflect(getter) : l.unreflectGetter(field);
            return h.asType(MethodType.methodType(r, Object.class));
        } catch (IllegalAccessException e) {
            throw inaccessible(m, e);
        }
    }

    /** Returns a handle of shape {@code (Object,Object)void} writing field {@code f}. */
    static MethodHandle setter(Field f) {
        try {
            return lookup(f.getDeclaringClass()).unreflectSetter(f).asType(MethodType.methodType(void.class, Object.class, Object.class));
        } catch (IllegalAccessException e) {
            throw inaccessible(f, e);
        }
    }

    /** Returns a handle of shape {@code (Object,Object)void} calling setter {@code m} (a result is dropped). */
    static MethodHandle setter(Method m) {
        try {
            return lookup(m.getDeclaringClass()).unreflect(m)
                    .asType(MethodType.methodType(void.class, Object.class, Object.class));
        } catch (IllegalAccessException e) {
            throw inaccessible(m, e);
        }
    }

    /** Returns a handle of shape {@code (Object[])Object} calling constructor {@code c}. */
    static MethodHandle creator(Constructor<?> c) {
        try {
            MethodHandle h = lookup(c.getDeclaringClass()).unreflectConstructor(c);
            return spread(h);
        } catch (IllegalAccessException e) {
            throw inaccessible(c, e);
        }
    }

    /** Returns a handle of shape {@code (Object[])Object} calling static factory {@code m}. */
    static MethodHandle creator(Method m) {
        try {
            return spread(lookup(m.getDeclaringClass()).unreflect(m));
        } catch (IllegalAccessException e) {
            throw inaccessible(m, e);
        }
    }

    private static MethodHandle spread(MethodHandle h) {
        int n = h.type().parameterCount();
        return h.asType(h.type().generic()).asSpreader(Object[].class, n)
                .asType(MethodType.methodType(Object.class, Object[].class));
    }

    /** Returns a supplier calling the no-argument constructor of {@code c}. */
    @SuppressWarnings("unchecked")
    static <T> Supplier<T> constructor(Class<?> c) {
        MethodHandle h;
        try {
            h = lookup(c).findConstructor(c, MethodType.methodType(void.class)).asType(MethodType.methodType(Object.class));
        } catch (NoSuchMethodException | IllegalAccessException e) {
            throw new IllegalArgumentException("riffle-bind: " + c.getName() + " has no accessible no-argument constructor", e);
        }
        return () -> {
            try {
                return (T) h.invokeExact();
            } catch (RuntimeException | Error e) {
                throw e;
            } catch (Throwable e) {
                throw new IllegalStateException(e);
            }
        };
    }

    private static IllegalArgumentException inaccessible(Object member, IllegalAccessException e) {
        return new IllegalArgumentException("riffle-bind: cannot access " + member
                + "; make it public or open its package to module dev.riffle.bind", e);
    }
}
