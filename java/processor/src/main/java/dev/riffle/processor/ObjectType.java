package dev.riffle.processor;

import java.util.List;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeMirror;

/** What the generator needs to know about one record or POJO: its names and its properties, in order. */
final class ObjectType {
    /** How a property's value is read and written by the generated code. */
    enum Kind {
        /** {@code readInt} / {@code writeMember(name, int)}. */
        INT("readInt()"),
        /** {@code readLong} / {@code writeMember(name, long)}. */
        LONG("readLong()"),
        /** {@code readBoolean} / {@code writeMember(name, boolean)}. */
        BOOLEAN("readBoolean()"),
        /** {@code readDouble} / {@code writeMember(name, double)}. */
        DOUBLE("readDouble()"),
        /** {@code readString} (null allowed) / {@code writeMember(name, String)}. */
        STRING("readString()"),
        /** {@code readBigDecimal} (null allowed) / {@code write(BigDecimal)}. */
        BIG_DECIMAL("readBigDecimal()"),
        /** {@code readBigInteger} (null allowed) / {@code write(BigInteger)}. */
        BIG_INTEGER("readBigInteger()"),
        /** Any other type: the codec the binder gives for it. */
        DELEGATED(null);

        /** The typed read of a direct kind, without {@code in.}. */
        final String read;

        Kind(String read) {
            this.read = read;
        }

        /** Whether the Java type is primitive (JSON null is a type mismatch). */
        boolean primitive() {
            return this == INT || this == LONG || this == BOOLEAN || this == DOUBLE;
        }
    }

    /** One property of the type. */
    static final class Property {
        /** The member name written and read. */
        final String name;
        /** Other member names read as this property. */
        final List<String> aliases;
        /** The declared type. */
        final TypeMirror type;
        final Kind kind;
        /** The expression reading it from {@code value} (e.g. {@code value.x()}), or null when it is not written. */
        final String getter;
        /** The setter method or field name, or null when it is set through the constructor or not at all. */
        final String setter;
        /** Whether {@link #setter} names a field. */
        final boolean setterIsField;
        /** The creator parameter it fills, or -1. */
        final int creatorIndex;
        /** An ignored creator parameter: never read or written; the creator gets its type's default. */
        final boolean ignored;
        /**
         * For a DELEGATED property, the expression that gives its codec: {@code binder.codec(...)},
         * or {@code new X()} for its {@code @JsonCodec}; else null.
         */
        final String codec;
        /** A Java expression of the name the run-time codec gives its type in errors; null when it is not read. */
        final String typeName;
        /** {@code @JsonRequired}: reading fails when the member is absent. */
        final boolean required;
        /** Whether a null (or empty optional) value is written ({@code Include.ALWAYS}) or left out ({@code NON_NULL}). */
        final boolean includeNulls;

        Property(String name, List<String> aliases, TypeMirror type, Kind kind, String getter, String setter,
                 boolean setterIsField, int creatorIndex, boolean ignored, String codec, String typeName,
                 boolean required, boolean includeNulls) {
            this.name = name;
            this.aliases = aliases;
            this.type = type;
            this.kind = kind;
            this.getter = getter;
            this.setter = setter;
            this.setterIsField = setterIsField;
            this.creatorIndex = creatorIndex;
            this.ignored = ignored;
            this.codec = codec;
            this.typeName = typeName;
            this.required = required;
            this.includeNulls = includeNulls;
        }

        /** Whether reading stores this property. */
        boolean readable() {
            return !ignored && (creatorIndex >= 0 || setter != null);
        }
    }

    final TypeElement element;
    /**
     * The creator call without its argument list: {@code new p.T} (the canonical or the
     * no-argument constructor, or a {@code @JsonCreator} constructor) or {@code p.T.of} (a
     * {@code @JsonCreator} factory). Its arguments are the properties with a creator index, in that order.
     */
    final String creator;
    final List<Property> properties;
    /** For a concrete type of a polymorphic hierarchy, {@code {discriminator member, value}} it writes first; else null. */
    final String[] tag;

    /** The names of the {@code @JsonIgnore} properties: read and skipped, never an unknown member. */
    final List<String> ignoredNames;
    /** {@code @JsonUnknown(FAIL)}: a member that no property, ignored property or discriminator names is an error. */
    final boolean failOnUnknown;

    /**
     * Whether the creator is a static factory of a generic type: its result (for
     * {@code static <T> Box<T> of(T v)}, a {@code Box<Object>}) is cast, unchecked, to the
     * parameterization the codec is for, as the run-time codec's call does.
     */
    final boolean uncheckedCreator;
    /**
     * Whether a property's getter is cast to the property's type: a creator parameter of
     * another type than its getter's ({@code Object} for a {@code T}) names the type it is
     * written as, as at run time.
     */
    final boolean uncheckedGetters;

    ObjectType(TypeElement element, String creator, boolean uncheckedCreator, boolean uncheckedGetters,
               List<Property> properties, String[] tag, List<String> ignoredNames, boolean failOnUnknown) {
        this.element = element;
        this.creator = creator;
        this.uncheckedCreator = uncheckedCreator;
        this.uncheckedGetters = uncheckedGetters;
        this.properties = properties;
        this.tag = tag;
        this.ignoredNames = ignoredNames;
        this.failOnUnknown = failOnUnknown;
    }

    /** Whether a property is {@code @JsonRequired}: reading then marks the object's start, to report a missing one there. */
    boolean hasRequired() {
        return properties.stream().anyMatch(p -> p.required);
    }
}
