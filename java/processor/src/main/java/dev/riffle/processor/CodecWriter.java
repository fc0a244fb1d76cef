package dev.riffle.processor;

import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.TypeParameterElement;

/**
 * Writes the Java source of one generated codec. The output depends only on the model, so
 * the same input always gives the same bytes.
 *
 * <p>Reading matches a member name with {@code FieldNames} (by length, then bytes, always
 * confirmed by an exact comparison) and dispatches on its index in a {@code switch};
 * values go into locals, then into the creator (a {@code @JsonCreator}, the canonical
 * constructor of a record or the no-argument constructor), then into the setters and
 * fields of the new instance. Writing writes each property after its pre-encoded
 * {@code "name":}. Property types other than the primitives int, long, boolean, double,
 * String, BigDecimal and BigInteger use the codec the binder gives, looked up on first use
 * (so recursive types need nothing special), or the property's {@code @JsonCodec}. What the
 * annotations ask ({@code @JsonRequired}, {@code @JsonInclude}, {@code @JsonUnknown}; the
 * names of {@code @JsonNaming} are in the model already) is decided here, at compile time,
 * and only the code a type needs is written; errors use the run-time codec's words, through
 * {@code spi.BindingErrors}.
 */
final class CodecWriter {
    private static final String CODEC = "dev.riffle.bind.Codec";
    private static final String IT = "dev.riffle.JsonIterator";
    /** In {@link #targets}: a name that is read and skipped. */
    private static final int SKIP = -1;

    private final ObjectType model;
    private final String typeName;
    /** The type as the codec's code names it: {@link #typeName}, with its type variables if it has any. */
    private final String typeUse;
    /** The type parameters of the type (and of its codec), with their bounds: {@code <T extends p.B>}, or empty. */
    private final String typeParameters;
    private final boolean generic;
    /** The name the run-time codec reports in errors ({@code Class.getTypeName()}: {@code p.Outer$Inner}). */
    private final String binaryName;
    /** A Java expression of that name: a literal, or {@code type.getTypeName()} for a generic type's parameterization. */
    private final String owner;
    private final StringBuilder out = new StringBuilder();
    /**
     * The member names reading matches, in the run-time codec's order, so that the first of
     * two equal names wins in both: each property's name and aliases (those of a property
     * reading cannot set are skipped), then, when unknown members fail, the ignored names
     * and the discriminator (skipped too).
     */
    private final List<String> matched = new ArrayList<>();
    /** For each entry of {@link #matched}, the index of the property it reads, or {@link #SKIP}. */
    private final List<Integer> targets = new ArrayList<>();

    private CodecWriter(ObjectType model, String binaryName) {
        this.model = model;
        this.binaryName = binaryName;
        for (int i = 0; i < model.properties.size(); i++) {
            ObjectType.Property p = model.properties.get(i);
            if (!p.ignored) {
                matched.add(p.name);
                matched.addAll(p.aliases);
                while (targets.size() < matched.size()) {
                    targets.add(p.readable() ? i : SKIP);
                }
            }
        }
        if (model.failOnUnknown) {
            matched.addAll(model.ignoredNames);
            if (model.tag != null) {
                matched.add(model.tag[0]);
            }
            while (targets.size() < matched.size()) {
                targets.add(SKIP);
            }
        }
        this.typeName = model.element.getQualifiedName().toString();
        this.generic = isGeneric(model.element);
        this.typeUse = typeUse(model.element);
        this.typeParameters = typeParameters(model.element);
        this.owner = generic ? "type.getTypeName()" : literal(binaryName);
    }

    /** Whether the codec of {@code type} is generic: made for one parameterization, whose type it is given. */
    static boolean isGeneric(TypeElement type) {
        return !type.getTypeParameters().isEmpty();
    }

    /** Returns the type as its codec's code names it: {@code p.Box<T>}, or {@code p.Line}. */
    static String typeUse(TypeElement type) {
        List<String> names = new ArrayList<>();
        for (TypeParameterElement v : type.getTypeParameters()) {
            names.add(v.getSimpleName().toString());
        }
        String name = type.getQualifiedName().toString();
        return names.isEmpty() ? name : name + "<" + String.join(", ", names) + ">";
    }

    /** Returns the type parameters of the type (and of its codec), with their bounds: {@code <T extends p.B>}, or empty. */
    static String typeParameters(TypeElement type) {
        List<String> declared = new ArrayList<>();
        for (TypeParameterElement v : type.getTypeParameters()) {
            String bound = TypeNames.source(v.getBounds().get(0));
            declared.add(v.getSimpleName() + (bound.equals("java.lang.Object") ? "" : " extends " + bound));
        }
        return declared.isEmpty() ? "" : "<" + String.join(", ", declared) + ">";
    }

    /** Returns the simple name of the codec generated for {@code type}: its nesting chain joined with '_', then {@code _RiffleCodec}. */
    static String codecName(TypeElement type) {
        StringBuilder b = new StringBuilder(type.getSimpleName());
        for (Element e = type.getEnclosingElement(); e instanceof TypeElement; e = e.getEnclosingElement()) {
            b.insert(0, '_').insert(0, e.getSimpleName());
        }
        return b.append("_RiffleCodec").toString();
    }

    /**
     * Returns the simple name of the object codec of a concrete class listing subtypes (whose
     * {@link #codecName} is the hierarchy's codec): its nesting chain joined with '_', then
     * {@code _RiffleObjectCodec}.
     */
    static String objectCodecName(TypeElement type) {
        String name = codecName(type);
        return name.substring(0, name.length() - "Codec".length()) + "ObjectCodec";
    }

    /**
     * Returns the source of the codec of {@code model}, in package {@code pkg} (empty for the
     * unnamed package), named {@code className}; {@code binaryName} is the type's binary name.
     */
    static String write(ObjectType model, String pkg, String binaryName, String className) {
        return new CodecWriter(model, binaryName).source(pkg, className);
    }

    private String source(String pkg, String name) {
        header(out, typeName, pkg);
        line("/** The generated codec of {@link " + typeName + "}" + (name.equals(codecName(model.element)) ? ""
                : " as an object, one of the subtypes its hierarchy's codec chooses from") + ". */");
        line("final class " + name + typeParameters + " implements " + CODEC + "<" + typeUse + "> {");
        names();
        line("");
        line("    private final dev.riffle.bind.Binder binder;");
        if (generic) {
            line("    /** The parameterization this codec is for (a class: the raw type, whose type variables stand for their bounds). */");
            line("    private final java.lang.reflect.Type type;");
            line("    /** Its type arguments. */");
            line("    private final java.lang.reflect.Type[] arguments;");
        }
        for (int i = 0; i < model.properties.size(); i++) {
            ObjectType.Property p = model.properties.get(i);
            if (p.kind == ObjectType.Kind.DELEGATED) {
                DelegateWriter.fields(out, p, i);
            }
        }
        line("");
        if (generic) {
            List<String> bounds = new ArrayList<>();
            List<? extends TypeParameterElement> vs = model.element.getTypeParameters();
            for (int i = 0; i < vs.size(); i++) {
                javax.lang.model.type.TypeMirror b = vs.get(i).getBounds().get(0);
                // a bound with type arguments (Comparable<T>) is the one the JDK reflects, as at run time
                bounds.add(TypeNames.hasClassLiteral(b) ? TypeNames.source(b) + ".class"
                        : typeName + ".class.getTypeParameters()[" + i + "].getBounds()[0]");
            }
            line("    " + name + "(dev.riffle.bind.Binder binder, java.lang.reflect.Type type) {");
            line("        this.binder = binder;");
            line("        this.type = type;");
            line("        this.arguments = type instanceof java.lang.reflect.ParameterizedType");
            line("                ? ((java.lang.reflect.ParameterizedType) type).getActualTypeArguments()");
            line("                : new java.lang.reflect.Type[] {" + String.join(", ", bounds) + "};");
            line("    }");
        } else {
            line("    " + name + "(dev.riffle.bind.Binder binder) {");
            line("        this.binder = binder;");
            line("    }");
        }
        read();
        write();
        described();
        failed();
        missing();
        unknown();
        DelegateWriter.write(out, model.properties);
        line("}");
        return out.toString();
    }

    /** Appends the lines that open every generated codec's source, up to its doc comment. */
    static void header(StringBuilder out, String typeName, String pkg) {
        out.append("// Generated by the Riffle annotation processor (dev.riffle:riffle-processor) from ").append(typeName)
                .append(".\n// Do not edit: change the type and compile again.\n");
        if (!pkg.isEmpty()) {
            out.append("package ").append(pkg).append(";\n");
        }
        out.append('\n');
    }

    private void line(String s) {
        out.append(s).append('\n');
    }

    static String literal(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') {
                b.append('\\').append(c);
            } else if (c < 0x20 || c > 0x7e) {
                b.append(String.format("\\u%04x", (int) c));
            } else {
                b.append(c);
            }
        }
        return b.append('"').toString();
    }

    /** The FieldNames of the {@link #matched} names and the EncodedName of each written property. */
    private void names() {
        List<String> all = new ArrayList<>();
        for (String n : matched) {
            all.add(literal(n));
        }
        line("    private static final dev.riffle.FieldNames NAMES = dev.riffle.FieldNames.of(" + String.join(", ", all) + ");");
        if (!model.failOnUnknown) {
            // The order learned from the first object read, unknown members included.
            line("    private static final dev.riffle.bind.spi.MemberOrder ORDER = new dev.riffle.bind.spi.MemberOrder(NAMES);");
        }
        if (model.tag != null) {
            line("    private static final dev.riffle.EncodedName DISCRIMINATOR = dev.riffle.EncodedName.of(" + literal(model.tag[0]) + ");");
        }
        for (int i = 0; i < model.properties.size(); i++) {
            ObjectType.Property p = model.properties.get(i);
            if (p.getter != null && !p.ignored) {
                line("    private static final dev.riffle.EncodedName NAME" + i + " = dev.riffle.EncodedName.of(" + literal(p.name) + ");");
            }
        }
    }

    private void read() {
        line("");
        line("    @Override");
        if (model.uncheckedCreator && model.tag == null) {
            line("    @SuppressWarnings(\"unchecked\") // the factory's result, cast to " + typeUse);
        }
        line("    public " + typeUse + " read(" + IT + " in) {");
        line("        if (in.whatIsNext() != dev.riffle.ValueType.OBJECT) {");
        line("            dev.riffle.bind.spi.BindingErrors.expect(in, dev.riffle.ValueType.OBJECT); // the type mismatch (or syntax error) at the value");
        line("        }");
        boolean required = model.hasRequired();
        if (model.tag != null) {
            line("        return readMembers(in, " + (required ? "in.mark(), " : "") + "in.offset());");
            line("    }");
            line("");
            line("    /**");
            line("     * Reads the members of an object to its end, from its start or from wherever the");
            line("     * codec of its hierarchy left it (after the discriminator); {@code offset} is the");
            line("     * object's first byte, for errors of the creator.");
            if (required) {
                line("     * {@code start} is a live save point at the object's first byte, where a missing");
                line("     * required member is reported; this method ends it.");
            }
            line("     */");
            if (model.uncheckedCreator) {
                line("    @SuppressWarnings(\"unchecked\") // the factory's result, cast to " + typeUse);
            }
            line("    " + typeUse + " readMembers(" + IT + " in, " + (required ? IT + ".Mark start, " : "") + "long offset) {");
        } else {
            if (required) {
                line("        " + IT + ".Mark start = in.mark(); // a missing required member is reported at the object");
            }
            line("        long offset = in.offset();");
        }
        List<ObjectType.Property> ps = model.properties;
        for (int i = 0; i < ps.size(); i++) {
            ObjectType.Property p = ps.get(i);
            if (!p.readable()) {
                if (p.required && !p.ignored) {
                    line("        boolean has" + i + " = false; // reading never sets it: the run-time codec reports it missing");
                }
                continue;
            }
            String init = p.kind == ObjectType.Kind.DELEGATED ? "null" : p.kind == ObjectType.Kind.BOOLEAN ? "false"
                    : p.kind.primitive() ? "0" : "null";
            line("        " + localType(p) + " value" + i + " = " + init + ";");
            if (tracked(p)) {
                line("        boolean has" + i + " = false;");
            }
        }
        boolean anyReadable = ps.stream().anyMatch(ObjectType.Property::readable);
        String indent = anyReadable ? "    " : "";
        // The name after the last one read is compared first (nextFieldMatch): writers emit
        // the properties in this order.
        // Codecs that skip unknown members match the order learned from the first object
        // read (MemberOrder), whose unknown names are then skipped after one compare.
        boolean learns = !model.failOnUnknown;
        if (learns) {
            line("        dev.riffle.bind.spi.MemberOrder.Names order = ORDER.names();");
            line("        dev.riffle.bind.spi.MemberOrder.Recorder recorder = ORDER.recorder();");
        }
        line("        int expected = 0;");
        if (learns) {
            line("        for (int match; (match = in.nextFieldMatch(order.fieldNames(), expected)) != dev.riffle.FieldNames.END; ) {");
            line("            int name = match;");
            line("            if (match >= 0) {");
            line("                expected = match + 1;");
            line("                name = order.target(match);");
            line("            }");
            line("            if (recorder != null) {");
            line("                recorder.add(in);");
            line("            }");
        } else {
            line("        for (int name; (name = in.nextFieldMatch(NAMES, expected)) != dev.riffle.FieldNames.END; ) {");
            line("            if (name >= 0) {");
            line("                expected = name + 1;");
            line("            }");
        }
        if (anyReadable) {
            line("            try {");
        }
        line(indent + "            switch (name) {");
        for (int i = 0; i < ps.size(); i++) {
            ObjectType.Property p = ps.get(i);
            if (!p.readable()) {
                continue;
            }
            cases(indent + "                ", i);
            line(indent + "                    value" + i + " = " + readExpression(p, i) + ";");
            if (tracked(p)) {
                line(indent + "                    has" + i + " = true;");
            }
            line(indent + "                    break;");
        }
        if (model.failOnUnknown) {
            if (targets.contains(SKIP)) {
                cases(indent + "                ", SKIP);
                line(indent + "                    in.skip();");
                line(indent + "                    break;");
            }
            line(indent + "                default:");
            line(indent + "                    throw unknown(in);");
        } else {
            line(indent + "                default:");
            line(indent + "                    in.skip();");
        }
        line(indent + "            }");
        if (anyReadable) {
            line("            } catch (dev.riffle.JsonException e) {");
            line("                throw described(e, name);");
            line("            }");
        }
        line("        }");
        if (learns) {
            line("        if (recorder != null) {");
            line("            ORDER.publish(recorder);");
            line("        }");
        }
        if (required) {
            for (int i = 0; i < ps.size(); i++) {
                ObjectType.Property p = ps.get(i);
                if (p.required && !p.ignored) {
                    line("        if (!has" + i + ") {");
                    line("            throw missing(in, start, " + literal(p.name) + ");");
                    line("        }");
                }
            }
            line("        in.release(start);");
        }
        line("        try {");
        List<String> args = new ArrayList<>();
        for (int i = 0; i < ps.size(); i++) {
            ObjectType.Property p = ps.get(i);
            if (p.creatorIndex >= 0) {
                while (args.size() <= p.creatorIndex) {
                    args.add(null);
                }
                args.set(p.creatorIndex, p.ignored ? defaultValue(p, i)
                        : p.kind == ObjectType.Kind.DELEGATED ? "has" + i + " ? value" + i + " : codec" + i + "().nullValue()"
                        : "value" + i);
            }
        }
        boolean setters = ps.stream().anyMatch(p -> p.readable() && p.setter != null);
        String call = (model.uncheckedCreator ? "(" + typeUse + ") (java.lang.Object) " : "") + model.creator + "(";
        String create = setters ? typeUse + " value = " + call : "return " + call;
        line("            " + create + (args.isEmpty() ? ");" : ""));
        for (int i = 0; i < args.size(); i++) {
            line("                    " + args.get(i) + (i + 1 < args.size() ? "," : ");"));
        }
        if (setters) {
            for (int i = 0; i < ps.size(); i++) {
                ObjectType.Property p = ps.get(i);
                if (p.readable() && p.setter != null) {
                    line("            if (has" + i + ") {");
                    line(p.setterIsField ? "                value." + p.setter + " = value" + i + ";"
                            : "                value." + p.setter + "(value" + i + ");");
                    line("            }");
                }
            }
            line("            return value;");
        }
        line("        } catch (java.lang.Throwable e) {");
        line("            throw failed(in, offset, e);");
        line("        }");
        line("    }");
    }

    /**
     * Whether reading tracks presence: a property set by a setter (only present ones are
     * set), a delegated creator parameter (absent, it gets its codec's null value), and a
     * required property (absent, it is an error).
     */
    private static boolean tracked(ObjectType.Property p) {
        return p.setter != null || p.kind == ObjectType.Kind.DELEGATED || p.required;
    }

    private static String localType(ObjectType.Property p) {
        return p.kind == ObjectType.Kind.DELEGATED ? TypeNames.boxed(p.type) : TypeNames.source(p.type);
    }

    private static String defaultValue(ObjectType.Property p, int i) {
        switch (p.kind) {
            case BOOLEAN:
                return "false";
            case INT: case LONG: case DOUBLE:
                return "0";
            case DELEGATED:
                return "codec" + i + "().nullValue()";
            default:
                return "null";
        }
    }

    private static String readExpression(ObjectType.Property p, int i) {
        if (p.kind == ObjectType.Kind.DELEGATED) {
            return "read" + i + "(in)";
        }
        return p.kind.primitive() ? "in." + p.kind.read : "in.readNull() ? null : in." + p.kind.read;
    }

    private void write() {
        line("");
        line("    @Override");
        if (model.uncheckedGetters) {
            line("    @SuppressWarnings(\"unchecked\") // a getter's value, cast to its creator parameter's type");
        }
        line("    public void write(dev.riffle.JsonStream out, " + typeUse + " value) {");
        line("        out.writeObjectStart();");
        if (model.tag != null) {
            line("        out.writeMember(DISCRIMINATOR, " + literal(model.tag[1]) + ");");
        }
        List<ObjectType.Property> ps = model.properties;
        for (int i = 0; i < ps.size(); i++) {
            ObjectType.Property p = ps.get(i);
            if (p.getter == null || p.ignored) {
                continue;
            }
            if (!p.includeNulls && !p.type.getKind().isPrimitive()) {
                writeUnlessAbsent(p, i);
                continue;
            }
            switch (p.kind) {
                case BIG_DECIMAL: case BIG_INTEGER:
                    line("        " + TypeNames.source(p.type) + " value" + i + " = " + p.getter + ";");
                    line("        out.writeField(NAME" + i + ");");
                    line("        if (value" + i + " == null) {");
                    line("            out.writeNull();");
                    line("        } else {");
                    line("            out.write(value" + i + ");");
                    line("        }");
                    break;
                case DELEGATED:
                    line("        out.writeField(NAME" + i + ");");
                    line("        write" + i + "(out, " + p.getter + ");");
                    break;
                default:
                    line("        out.writeMember(NAME" + i + ", " + p.getter + ");");
            }
        }
        line("        out.writeObjectEnd();");
        line("    }");
    }

    /**
     * Writes a property under {@code Include.NON_NULL}: nothing when its value is null, or
     * for a type that can hold an optional, when {@code Inclusion.isAbsent} says so.
     */
    private void writeUnlessAbsent(ObjectType.Property p, int i) {
        String v = "value" + i;
        line("        " + TypeNames.source(p.type) + " " + v + " = " + p.getter + ";");
        line("        if (" + (p.kind == ObjectType.Kind.DELEGATED ? "!dev.riffle.bind.spi.Inclusion.isAbsent(" + v + ")"
                : v + " != null") + ") {");
        switch (p.kind) {
            case STRING:
                line("            out.writeMember(NAME" + i + ", " + v + ");");
                break;
            case DELEGATED:
                line("            out.writeField(NAME" + i + ");");
                line("            codec" + i + "().write(out, " + v + ");");
                break;
            default:
                line("            out.writeField(NAME" + i + ");");
                line("            out.write(" + v + ");");
        }
        line("        }");
    }

    /**
     * The error of reading member {@code name} with the Java place it was read for, as the
     * run-time codec describes it; an unknown member's (a syntax error while skipping it)
     * stays as it is.
     */
    private void described() {
        List<ObjectType.Property> ps = model.properties;
        if (ps.stream().noneMatch(ObjectType.Property::readable)) {
            return;
        }
        line("");
        line("    /** Adds to a member's read error the property it was read for, as the run-time codec does. */");
        line("    private " + (generic ? "" : "static ") + "dev.riffle.JsonException described(dev.riffle.JsonException e, int name) {");
        line("        switch (name) {");
        for (int i = 0; i < ps.size(); i++) {
            ObjectType.Property p = ps.get(i);
            if (!p.readable()) {
                continue;
            }
            cases("            ", i);
            line("                return dev.riffle.bind.spi.BindingErrors.describe(e, " + owner + ", " + literal(p.name) + ", "
                    + p.typeName + ");");
        }
        line("            default:");
        line("                return e;");
        line("        }");
        line("    }");
    }

    /** The error of a constructor or setter that threw, as the run-time codec reports it. */
    private void failed() {
        line("");
        line("    private " + (generic ? "" : "static ") + "dev.riffle.JsonException failed(" + IT + " in, long offset, java.lang.Throwable e) {");
        line("        if (e instanceof java.lang.VirtualMachineError) {");
        line("            throw (java.lang.VirtualMachineError) e;");
        line("        }");
        line("        return new dev.riffle.JsonException(dev.riffle.ErrorKind.INVALID_VALUE, offset, in.pointer(),");
        line("                \"cannot create " + (generic ? "\" + type.getTypeName() + \"" : binaryName) + ": \" + e, \"\", e);");
        line("    }");
    }

    /** A Java expression of {@code text} followed by the type's name as the run-time codec reports it. */
    private String ownerText(String text) {
        return generic ? literal(text) + " + type.getTypeName()" : literal(text + binaryName);
    }

    /** Writes a {@code case} line for each matched name whose target is {@code target}. */
    private void cases(String indent, int target) {
        for (int k = 0; k < targets.size(); k++) {
            if (targets.get(k) == target) {
                line(indent + "case " + k + ":");
            }
        }
    }

    /** The error of a member no property names, under {@code @JsonUnknown(FAIL)}, as the run-time codec reports it. */
    private void unknown() {
        if (!model.failOnUnknown) {
            return;
        }
        line("");
        line("    private " + (generic ? "" : "static ") + "dev.riffle.JsonException unknown(" + IT + " in) {");
        line("        return dev.riffle.bind.spi.BindingErrors.describeValue(in.fail(dev.riffle.ErrorKind.INVALID_VALUE,");
        line("                \"unknown member \\\"\" + in.fieldName() + " + ownerText("\" for ") + "), " + owner + ");");
        line("    }");
    }

    /** The error of a required member absent from the object that {@code start} marks, as the run-time codec reports it. */
    private void missing() {
        if (!model.hasRequired()) {
            return;
        }
        line("");
        line("    private " + (generic ? "" : "static ") + "dev.riffle.JsonException missing(" + IT + " in, " + IT
                + ".Mark start, java.lang.String member) {");
        line("        in.rewind(start);");
        line("        return dev.riffle.bind.spi.BindingErrors.describeValue(in.fail(dev.riffle.ErrorKind.INVALID_VALUE,");
        line("                \"missing required member \\\"\" + member + " + ownerText("\" of ") + "), " + owner + ");");
        line("    }");
    }
}
