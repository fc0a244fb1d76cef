package dev.riffle.processor;

import java.util.List;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/**
 * Writes the methods a generated codec has for each property read and written through
 * another codec (kind {@code DELEGATED}): {@code codecN()}, the codec, asked of the binder
 * (or created from its {@code @JsonCodec}) on first use; {@code readN(in)} and
 * {@code writeN(out, v)}, which do what {@code Codec.readNullable} and
 * {@code Codec.writeNullable} do, in the generated class itself.
 *
 * <p>Why not call those shared helpers: HotSpot profiles the receiver types of a call per
 * bytecode, so the {@code codec.read(in)} inside a shared helper (or inside riffle-bind's
 * one collection codec) sees every codec of the program and becomes a megamorphic
 * interface call that is never inlined. A call written here sees one codec, is inlined, and
 * the nested codec's own calls are specialised in turn. For the same reason a property
 * declared {@code List<E>}, {@code Collection<E>} or {@code ArrayList<E>} whose codec is
 * riffle-bind's own ({@link dev.riffle.bind.Codec#listElements()} answers) runs that codec's
 * loop here, element calls included; any other codec (a user's, registered for that type)
 * is called as it is.
 */
final class DelegateWriter {
    private static final String CODEC = "dev.riffle.bind.Codec";
    private static final String ERRORS = "dev.riffle.bind.spi.BindingErrors";

    private final StringBuilder out;

    private DelegateWriter(StringBuilder out) {
        this.out = out;
    }

    /** Appends the methods of every delegated property of {@code ps} (index i names them) to {@code out}. */
    static void write(StringBuilder out, List<ObjectType.Property> ps) {
        DelegateWriter w = new DelegateWriter(out);
        for (int i = 0; i < ps.size(); i++) {
            ObjectType.Property p = ps.get(i);
            if (p.kind == ObjectType.Kind.DELEGATED) {
                w.codec(p, i);
                if (p.readable()) {
                    w.read(p, i);
                }
                if (p.getter != null && !p.ignored) {
                    w.write(p, i);
                }
            }
        }
    }

    /** Appends the fields that hold property i's codec (and its list's element codec) to {@code out}. */
    static void fields(StringBuilder out, ObjectType.Property p, int i) {
        out.append("    private ").append(codecType(p)).append(" codec").append(i).append(";\n");
        String element = listElement(p);
        if (element != null) {
            out.append("    /** The element codec when codec").append(i)
                    .append(" is riffle-bind's own list codec (its loop then runs here), else null. */\n");
            out.append("    private ").append(CODEC).append('<').append(element).append("> elements").append(i).append(";\n");
        }
    }

    /**
     * The element type (source text) of a property whose codec may be riffle-bind's list
     * codec: declared {@code List<E>}, {@code Collection<E>} or {@code ArrayList<E>} (E not a
     * wildcard), with the codec the binder gives; else null.
     */
    static String listElement(ObjectType.Property p) {
        if (p.kind != ObjectType.Kind.DELEGATED || !p.codec.startsWith("binder.codec(")
                || p.type.getKind() != TypeKind.DECLARED) {
            return null;
        }
        DeclaredType d = (DeclaredType) p.type;
        String raw = d.asElement().toString();
        if (!raw.equals("java.util.List") && !raw.equals("java.util.Collection") && !raw.equals("java.util.ArrayList")) {
            return null;
        }
        List<? extends TypeMirror> args = d.getTypeArguments();
        if (args.size() != 1 || args.get(0).getKind() == TypeKind.WILDCARD) {
            return null;
        }
        return TypeNames.boxed(args.get(0));
    }

    private static String codecType(ObjectType.Property p) {
        return CODEC + "<" + TypeNames.boxed(p.type) + ">";
    }

    private void line(String s) {
        out.append(s).append('\n');
    }

    /** {@code codecN()}: a benign race, as codecs are immutable; a thread that sees the codec before its elements calls the codec. */
    private void codec(ObjectType.Property p, int i) {
        String element = listElement(p);
        line("");
        if (element != null) {
            line("    @SuppressWarnings(\"unchecked\") // the element codec of a " + TypeNames.source(p.type));
        }
        line("    private " + codecType(p) + " codec" + i + "() {");
        line("        " + codecType(p) + " c = codec" + i + ";");
        line("        if (c == null) {");
        line("            c = " + p.codec + ";");
        if (element != null) {
            line("            elements" + i + " = (" + CODEC + "<" + element + ">) c.listElements();");
        }
        line("            codec" + i + " = c;");
        line("        }");
        line("        return c;");
        line("    }");
    }

    private void read(ObjectType.Property p, int i) {
        String type = TypeNames.boxed(p.type);
        String element = listElement(p);
        line("");
        line("    private " + type + " read" + i + "(dev.riffle.JsonIterator in) {");
        line("        " + codecType(p) + " c = codec" + i + "();");
        if (element != null) {
            line("        " + CODEC + "<" + element + "> e = elements" + i + ";");
            line("        if (e != null) { // riffle-bind's list codec: null is null, else an array into an ArrayList");
            line("            if (in.whatIsNext() != dev.riffle.ValueType.ARRAY) { // what readNullable and the codec do, for anything but an array");
            line("                if (in.readNull()) {");
            line("                    return null;");
            line("                }");
            line("                " + ERRORS + ".expect(in, dev.riffle.ValueType.ARRAY);");
            line("            }");
            line("            java.util.ArrayList<" + element + "> list = new java.util.ArrayList<>();");
            line("            while (in.readArray()) {");
            line("                try {");
            line("                    list.add(!e.acceptsNull() && in.readNull() ? e.nullValue() : e.read(in));");
            line("                } catch (dev.riffle.JsonException x) {");
            line("                    throw " + ERRORS + ".describe(x, " + p.typeName + ", null, null);");
            line("                }");
            line("            }");
            line("            return list;");
            line("        }");
        }
        line("        return !c.acceptsNull() && in.readNull() ? c.nullValue() : c.read(in);");
        line("    }");
    }

    private void write(ObjectType.Property p, int i) {
        String type = TypeNames.boxed(p.type);
        String element = listElement(p);
        line("");
        line("    private void write" + i + "(dev.riffle.JsonStream out, " + type + " value) {");
        line("        " + codecType(p) + " c = codec" + i + "();");
        if (element != null) {
            line("        " + CODEC + "<" + element + "> e = elements" + i + ";");
            line("        if (e != null && value != null) { // riffle-bind's list codec: each element in order");
            line("            if (value.isEmpty()) {");
            line("                out.writeEmptyArray();");
            line("                return;");
            line("            }");
            line("            out.writeArrayStart();");
            line("            for (" + element + " x : value) {");
            line("                if (x == null && !e.acceptsNull()) {");
            line("                    out.writeNull();");
            line("                } else {");
            line("                    e.write(out, x);");
            line("                }");
            line("            }");
            line("            out.writeArrayEnd();");
            line("            return;");
            line("        }");
        }
        line("        if (value == null && !c.acceptsNull()) {");
        line("            out.writeNull();");
        line("        } else {");
        line("            c.write(out, value);");
        line("        }");
        line("    }");
    }
}
