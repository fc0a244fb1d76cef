package dev.riffle.processor;

import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.TypeElement;

/**
 * Writes the Java source of the generated codec of a polymorphic hierarchy's root, with
 * the wire format and errors of the run-time {@code PolymorphicCodec}: writing hands the
 * value to the codec of its class (which writes the discriminator first); reading marks
 * the object's start and looks for the discriminator member anywhere in it. When it is the
 * first member and the concrete type has a generated codec in this package, that codec
 * goes straight on with the other members; otherwise the iterator rewinds to the start and
 * the concrete type's codec reads the whole object.
 */
final class RootWriter {
    /** One concrete type of the hierarchy. */
    static final class Leaf {
        final TypeElement element;
        /** Its discriminator value. */
        final String name;
        /** Whether its codec is generated in the root's package (the first-member fast path can call it). */
        final boolean generatedHere;
        /** Whether that codec reads with a save point at the object's start (it has a required property). */
        final boolean needsStartMark;
        /**
         * Whether this is the root itself, a concrete class listing subtypes: the root's codec
         * then creates the type's object codec ({@link CodecWriter#objectCodecName}) itself,
         * since the binder's codec of the type is the root's.
         */
        final boolean self;

        Leaf(TypeElement element, String name, boolean generatedHere, boolean needsStartMark, boolean self) {
            this.element = element;
            this.name = name;
            this.generatedHere = generatedHere;
            this.needsStartMark = needsStartMark;
            this.self = self;
        }

        /** The simple name of the generated codec class that reads and writes this type as an object. */
        String codecClass() {
            return self ? CodecWriter.objectCodecName(element) : CodecWriter.codecName(element);
        }

        /** The type as the root's code names it: its qualified name, with {@code <?>} arguments if it is generic. */
        String use() {
            return element.getQualifiedName() + wildcards(element);
        }

        /** The generated codec's class as the root's code names it (with {@code <?>} arguments if it is generic). */
        String codecUse() {
            return codecClass() + wildcards(element);
        }
    }

    /** {@code <?, ?>}, one wildcard per type parameter of {@code e}, or empty. */
    private static String wildcards(TypeElement e) {
        int n = e.getTypeParameters().size();
        return n == 0 ? "" : "<" + String.join(", ", java.util.Collections.nCopies(n, "?")) + ">";
    }

    /**
     * The root of a hierarchy: the sealed interface or abstract class, or the class listing
     * subtypes (one of them itself when it is concrete), its discriminator and its concrete types.
     */
    static final class Root {
        final TypeElement element;
        /** The name the run-time codec reports in errors. */
        final String binaryName;
        String discriminator;
        final List<Leaf> leaves = new ArrayList<>();

        Root(TypeElement element, String binaryName) {
            this.element = element;
            this.binaryName = binaryName;
        }
    }

    private static final String CODEC = "dev.riffle.bind.Codec";
    private static final String IT = "dev.riffle.JsonIterator";

    private final StringBuilder out = new StringBuilder();

    private RootWriter() {
    }

    /** Returns the source of the codec of {@code root}, in package {@code pkg} (empty for the unnamed package). */
    static String write(Root root, String pkg) {
        RootWriter w = new RootWriter();
        w.source(root, pkg);
        return w.out.toString();
    }

    private void line(String s) {
        out.append(s).append('\n');
    }

    private void source(Root root, String pkg) {
        String typeName = root.element.getQualifiedName().toString();
        String name = CodecWriter.codecName(root.element);
        boolean generic = CodecWriter.isGeneric(root.element);
        CodecWriter.header(out, typeName, pkg);
        line("/** The generated codec of {@link " + typeName + "}: the codecs of its concrete types, chosen by the discriminator. */");
        line("final class " + name + CodecWriter.typeParameters(root.element) + " implements " + CODEC + "<"
                + CodecWriter.typeUse(root.element) + "> {");
        line("    private static final dev.riffle.FieldNames DISCRIMINATOR = dev.riffle.FieldNames.of("
                + CodecWriter.literal(root.discriminator) + ");");
        line("");
        line("    private final dev.riffle.bind.Binder binder;");
        if (generic) {
            line("    /** The parameterization this codec is for; only its name is used: the concrete types' codecs are those of their classes, as at run time. */");
            line("    private final java.lang.reflect.Type type;");
        }
        for (int i = 0; i < root.leaves.size(); i++) {
            line("    private " + CODEC + "<" + root.leaves.get(i).use() + "> codec" + i + ";");
        }
        line("");
        if (generic) {
            line("    " + name + "(dev.riffle.bind.Binder binder, java.lang.reflect.Type type) {");
            line("        this.binder = binder;");
            line("        this.type = type;");
        } else {
            line("    " + name + "(dev.riffle.bind.Binder binder) {");
            line("        this.binder = binder;");
        }
        line("    }");
        readMethod(root, CodecWriter.typeUse(root.element), generic);
        writeMethod(root, CodecWriter.typeUse(root.element));
        leaves(root, typeName);
        line("}");
    }

    private void readMethod(Root root, String typeName, boolean generic) {
        // a concrete type's value (of its class's codec) is a parameterization's only through an unchecked cast
        String cast = generic ? "(" + typeName + ") (java.lang.Object) " : "";
        line("");
        line("    @Override");
        if (!cast.isEmpty()) {
            line("    @SuppressWarnings(\"unchecked\") // the concrete type's value, of its class's codec");
        }
        line("    public " + typeName + " read(" + IT + " in) {");
        line("        if (in.whatIsNext() != dev.riffle.ValueType.OBJECT) {");
        line("            dev.riffle.bind.spi.BindingErrors.expect(in, dev.riffle.ValueType.OBJECT); // the type mismatch (or syntax error) at the value");
        line("        }");
        line("        long offset = in.offset();");
        line("        " + IT + ".Mark start = in.mark();");
        line("        boolean first = true;");
        line("        int leaf = -1;");
        line("        boolean found = false;");
        line("        try {");
        line("            for (int n; (n = in.nextFieldMatch(DISCRIMINATOR, 0)) != dev.riffle.FieldNames.END; ) {");
        line("                if (n == 0) {");
        line("                    found = true;");
        line("                    if (in.whatIsNext() == dev.riffle.ValueType.STRING) {");
        line("                        leaf = leafOfName(in.readString());");
        line("                    }");
        line("                    break;");
        line("                }");
        line("                first = false;");
        line("                in.skip();");
        line("            }");
        line("        } catch (dev.riffle.JsonException e) {");
        line("            in.release(start); // a syntax or limit error: fatal");
        line("            throw e;");
        line("        }");
        line("        if (leaf < 0) {");
        line("            in.rewind(start);");
        line("            throw dev.riffle.bind.spi.BindingErrors.describeValue(in.fail(dev.riffle.ErrorKind.INVALID_VALUE,");
        line("                    (found ? \"unknown value of discriminator \\\"\" : \"missing discriminator \\\"\")");
        line("                    + " + (generic ? CodecWriter.literal(root.discriminator + "\" for ") + " + type.getTypeName()"
                : CodecWriter.literal(root.discriminator + "\" for " + root.binaryName)) + "), "
                + (generic ? "type.getTypeName()" : CodecWriter.literal(root.binaryName)) + ");");
        line("        }");
        line("        " + leafCodecType(root) + " c = codec(leaf);");
        for (Leaf l : root.leaves) {
            if (l.generatedHere) {
                String leafCodec = l.codecClass();
                line("        if (first && c instanceof " + leafCodec + ") {");
                if (l.needsStartMark) {
                    line("            return " + cast + "((" + l.codecUse() + ") c).readMembers(in, start, offset);");
                } else {
                    line("            in.release(start);");
                    line("            return " + cast + "((" + l.codecUse() + ") c).readMembers(in, offset);");
                }
                line("        }");
            }
        }
        line("        in.rewind(start);");
        line("        return " + (generic ? "(" + typeName + ") " : "") + "c.read(in);");
        line("    }");
    }

    /** The type of a concrete type's codec: {@code Codec<? extends Root>}, or {@code Codec<?>} for a generic root. */
    private static String leafCodecType(Root root) {
        return CODEC + (CodecWriter.isGeneric(root.element) ? "<?>" : "<? extends " + root.element.getQualifiedName() + ">");
    }

    private void writeMethod(Root root, String typeName) {
        line("");
        line("    @Override");
        line("    public void write(dev.riffle.JsonStream out, " + typeName + " value) {");
        line("        java.lang.Class<?> k = value.getClass();");
        for (int i = 0; i < root.leaves.size(); i++) {
            Leaf l = root.leaves.get(i);
            line("        if (k == " + l.element.getQualifiedName() + ".class) {");
            line("            codec" + i + "().write(out, " + (l.self ? "" : "(" + l.use() + ") ") + "value);"); // the root's own class needs no cast
            line("            return;");
            line("        }");
        }
        line("        throw new java.lang.IllegalArgumentException(\"riffle-bind: \" + k.getName() + \" is not a known subtype of "
                + (CodecWriter.isGeneric(root.element) ? "\" + type.getTypeName()" : root.binaryName + "\"") + ");");
        line("    }");
    }

    /** The index of each discriminator value, and each concrete type's codec, asked of the binder on first use. */
    private void leaves(Root root, String typeName) {
        line("");
        line("    private static int leafOfName(java.lang.String name) {");
        line("        switch (name) {");
        for (int i = 0; i < root.leaves.size(); i++) {
            line("            case " + CodecWriter.literal(root.leaves.get(i).name) + ":");
            line("                return " + i + ";");
        }
        line("            default:");
        line("                return -1;");
        line("        }");
        line("    }");
        line("");
        line("    private " + leafCodecType(root) + " codec(int leaf) {");
        line("        switch (leaf) {");
        for (int i = 0; i < root.leaves.size(); i++) {
            line("            case " + i + ":");
            line("                return codec" + i + "();");
        }
        line("            default:");
        line("                throw new java.lang.IllegalStateException(\"no subtype \" + leaf);");
        line("        }");
        line("    }");
        for (int i = 0; i < root.leaves.size(); i++) {
            Leaf l = root.leaves.get(i);
            boolean generic = CodecWriter.isGeneric(l.element);
            String leafClass = l.element.getQualifiedName() + ".class";
            line("");
            if (generic) {
                line("    @SuppressWarnings(\"unchecked\") // the codec of the generic class, whose type variables stand for their bounds");
            }
            line("    private " + CODEC + "<" + l.use() + "> codec" + i + "() {");
            line("        " + CODEC + "<" + l.use() + "> c = codec" + i + ";");
            line("        if (c == null) {");
            String made = l.self ? "new " + l.codecClass() + (generic ? "<>(binder, " + leafClass + ")" : "(binder)")
                    : generic ? "binder.codec((java.lang.reflect.Type) " + leafClass + ")" : "binder.codec(" + leafClass + ")";
            line("            c = " + (generic ? "(" + CODEC + "<" + l.use() + ">) (" + CODEC + "<?>) " : "") + made + ";");
            line("            codec" + i + " = c;");
            line("        }");
            line("        return c;");
            line("    }");
        }
    }
}
