package dev.riffle.bind;

import java.lang.reflect.GenericArrayType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.util.Arrays;
import java.util.Objects;

/** Generic type helpers: raw classes, type arguments and type-variable resolution. */
final class Types {
    private Types() {
    }

    /** Returns the class that erases {@code t}. */
    static Class<?> raw(Type t) {
        if (t instanceof Class) {
            return (Class<?>) t;
        }
        if (t instanceof ParameterizedType) {
            return (Class<?>) ((ParameterizedType) t).getRawType();
        }
        if (t instanceof GenericArrayType) {
            return java.lang.reflect.Array.newInstance(raw(((GenericArrayType) t).getGenericComponentType()), 0).getClass();
        }
        if (t instanceof WildcardType) {
            return raw(((WildcardType) t).getUpperBounds()[0]);
        }
        if (t instanceof TypeVariable) {
            Type[] b = ((TypeVariable<?>) t).getBounds();
            return b.length == 0 ? Object.class : raw(b[0]);
        }
        throw new IllegalArgumentException("unsupported type " + t);
    }

    /** Returns the component type of an array type. */
    static Type component(Type t) {
        return t instanceof GenericArrayType ? ((GenericArrayType) t).getGenericComponentType() : raw(t).getComponentType();
    }

    /**
     * Returns argument {@code i} of {@code target} (a generic superclass or interface of
     * {@code t}) as {@code t} binds it: {@code arg(ArrayList<String>, Collection.class, 0)} is
     * String. An unbound or raw argument is Object.
     */
    static Type arg(Type t, Class<?> target, int i) {
        Type found = supertype(t, target);
        if (found instanceof ParameterizedType) {
            Type a = ((ParameterizedType) found).getActualTypeArguments()[i];
            return a instanceof TypeVariable || a instanceof WildcardType && isUnbounded(a) ? boundOf(a) : a;
        }
        return Object.class;
    }

    private static boolean isUnbounded(Type w) {
        return ((WildcardType) w).getUpperBounds()[0] == Object.class;
    }

    private static Type boundOf(Type a) {
        if (a instanceof WildcardType) {
            return ((WildcardType) a).getUpperBounds()[0];
        }
        Type[] b = ((TypeVariable<?>) a).getBounds();
        return b.length == 0 ? Object.class : b[0];
    }

    /** Returns {@code target} as a supertype of {@code t}, with t's type arguments substituted; null if not one. */
    static Type supertype(Type t, Class<?> target) {
        Class<?> r = raw(t);
        if (r == target) {
            return t;
        }
        if (!target.isAssignableFrom(r)) {
            return null;
        }
        for (Type s : r.getGenericInterfaces()) {
            Type found = supertype(resolve(t, s), target);
            if (found != null) {
                return found;
            }
        }
        Type sup = r.getGenericSuperclass();
        return sup == null ? null : supertype(resolve(t, sup), target);
    }

    /** Whether a type variable occurs in t (as itself, an argument, a bound or a component). */
    static boolean hasTypeVariable(Type t) {
        if (t instanceof TypeVariable) {
            return true;
        }
        if (t instanceof ParameterizedType) {
            return Arrays.stream(((ParameterizedType) t).getActualTypeArguments()).anyMatch(Types::hasTypeVariable);
        }
        if (t instanceof GenericArrayType) {
            return hasTypeVariable(((GenericArrayType) t).getGenericComponentType());
        }
        if (t instanceof WildcardType) {
            WildcardType w = (WildcardType) t;
            return Arrays.stream(w.getUpperBounds()).anyMatch(Types::hasTypeVariable)
                    || Arrays.stream(w.getLowerBounds()).anyMatch(Types::hasTypeVariable);
        }
        return false;
    }

    /**
     * Resolves the type variables in {@code t} (as declared in a member of a generic class)
     * against {@code context}, a parameterization of that class or of a subclass.
     */
    static Type resolve(Type context, Type t) {
        if (t instanceof Class) {
            return t;
        }
        if (t instanceof TypeVariable) {
            TypeVariable<?> v = (TypeVariable<?>) t;
            if (!(v.getGenericDeclaration() instanceof Class)) {
                return boundOf(v);
            }
            Class<?> decl = (Class<?>) v.getGenericDeclaration();
            Type owner = supertype(context, decl);
            if (owner instanceof ParameterizedType) {
                TypeVariable<?>[] vars = decl.getTypeParameters();
                for (int i = 0; i < vars.length; i++) {
                    if (vars[i].getName().equals(v.getName())) {
                        Type a = ((ParameterizedType) owner).getActualTypeArguments()[i];
                        return a.equals(v) ? boundOf(v) : a;
                    }
                }
            }
            return boundOf(v);
        }
        if (t instanceof ParameterizedType) {
            ParameterizedType p = (ParameterizedType) t;
            Type[] args = p.getActualTypeArguments().clone();
            boolean changed = false;
            for (int i = 0; i < args.length; i++) {
                Type a = resolve(context, args[i]);
                changed |= a != args[i];
                args[i] = a;
            }
            return changed ? new Parameterized((Class<?>) p.getRawType(), p.getOwnerType(), args) : t;
        }
        if (t instanceof GenericArrayType) {
            Type declared = ((GenericArrayType) t).getGenericComponentType();
            Type c = resolve(context, declared);
            // T[] as Line[], List<T>[] in Rows<Integer> as List<Integer>[]; an array with no
            // type variable in it (List<? extends Line>[]) stays as declared, as it always was
            return c instanceof Class || hasTypeVariable(declared) ? TypeRef.array(c) : t;
        }
        if (t instanceof WildcardType) {
            Type[] up = ((WildcardType) t).getUpperBounds();
            return resolve(context, up[0]);
        }
        return t;
    }

    /** A GenericArrayType equal to (and with the same hash as) the JDK's. */
    static final class GenericArray implements GenericArrayType {
        private final Type component;

        GenericArray(Type component) {
            this.component = component;
        }

        @Override
        public Type getGenericComponentType() {
            return component;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof GenericArrayType && component.equals(((GenericArrayType) o).getGenericComponentType());
        }

        @Override
        public int hashCode() {
            return component.hashCode();
        }

        @Override
        public String toString() {
            return component.getTypeName() + "[]";
        }
    }

    /** A ParameterizedType equal to (and with the same hash as) the JDK's. */
    static final class Parameterized implements ParameterizedType {
        private final Class<?> raw;
        private final Type owner;
        private final Type[] args;

        Parameterized(Class<?> raw, Type owner, Type[] args) {
            this.raw = raw;
            this.owner = owner;
            this.args = args;
        }

        @Override
        public Type[] getActualTypeArguments() {
            return args.clone();
        }

        @Override
        public Type getRawType() {
            return raw;
        }

        @Override
        public Type getOwnerType() {
            return owner;
        }

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof ParameterizedType)) {
                return false;
            }
            ParameterizedType p = (ParameterizedType) o;
            return raw.equals(p.getRawType()) && Objects.equals(owner, p.getOwnerType())
                    && Arrays.equals(args, p.getActualTypeArguments());
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(args) ^ Objects.hashCode(owner) ^ raw.hashCode();
        }

        @Override
        public String toString() {
            StringBuilder b = new StringBuilder(raw.getName()).append('<');
            for (int i = 0; i < args.length; i++) {
                b.append(i == 0 ? "" : ", ").append(args[i].getTypeName());
            }
            return b.append('>').toString();
        }
    }
}
