package dev.riffle.processor;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.WildcardType;
import javax.lang.model.util.ElementFilter;
import javax.tools.Diagnostic;
import javax.tools.FileObject;
import javax.tools.StandardLocation;

/**
 * Generates a {@code Codec} for each record or class marked
 * {@code @dev.riffle.bind.annotation.JsonGenerate} and for each record or class of the same
 * compilation that their properties reach, one {@code RiffleGeneratedCodecs} provider per
 * package and round, and the {@code META-INF/services/dev.riffle.bind.spi.GeneratedCodecs}
 * file listing the providers. A marked type that cannot have a generated codec is a compile
 * error naming it and the reason; a reached one silently stays with the run-time codec.
 */
public final class RiffleProcessor extends AbstractProcessor {
    private static final String GENERATE = "dev.riffle.bind.annotation.JsonGenerate";
    private static final String SERVICE = "META-INF/services/dev.riffle.bind.spi.GeneratedCodecs";

    /** The types of this compilation's sources, seen so far: the only reached types that get codecs. */
    private final Set<TypeElement> sources = new HashSet<>();
    /** The types that have a generated codec (by qualified name). */
    private final Set<String> generated = new HashSet<>();
    /** Every provider written, by binary name: the service file's lines. */
    private final Set<String> providers = new TreeSet<>();
    private int round;

    /** Creates the processor; the compiler calls this through the service file. */
    public RiffleProcessor() {
    }

    /**
     * All of the bind module's annotations: the processor reads them and claims them (no
     * other processor has a use for them), so that {@code -Xlint:processing} stays quiet.
     */
    @Override
    public Set<String> getSupportedAnnotationTypes() {
        return Set.of("dev.riffle.bind.annotation.*");
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
        return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment env) {
        for (TypeElement t : ElementFilter.typesIn(env.getRootElements())) {
            addSource(t);
        }
        if (env.processingOver()) {
            writeServiceFile();
            return true;
        }
        TypeElement marker = processingEnv.getElementUtils().getTypeElement(GENERATE);
        if (marker == null) {
            return true;
        }
        Map<String, Map<String, TypeElement>> byPackage = new TreeMap<>();
        Deque<TypeElement> queue = new ArrayDeque<>();
        for (Element e : env.getElementsAnnotatedWith(marker)) {
            if (!(e instanceof TypeElement)) {
                continue;
            }
            try {
                add((TypeElement) e, byPackage, queue);
            } catch (Unsupported u) {
                processingEnv.getMessager().printMessage(Diagnostic.Kind.ERROR, "riffle: " + u.getMessage(), u.element);
            }
        }
        while (!queue.isEmpty()) {
            try {
                add(queue.poll(), byPackage, queue);
            } catch (Unsupported u) {
                // a reached type the generator cannot handle keeps the run-time codec
            }
        }
        for (Map.Entry<String, Map<String, TypeElement>> p : byPackage.entrySet()) {
            writeProvider(p.getKey(), p.getValue());
        }
        round++;
        return true;
    }

    private void addSource(TypeElement t) {
        sources.add(t);
        for (TypeElement nested : ElementFilter.typesIn(t.getEnclosedElements())) {
            addSource(nested);
        }
    }

    /**
     * Reads {@code type} (unless done), writes its codec, files it under its package and
     * queues the source types it reaches.
     */
    private void add(TypeElement type, Map<String, Map<String, TypeElement>> byPackage, Deque<TypeElement> queue)
            throws Unsupported {
        String name = type.getQualifiedName().toString();
        if (generated.contains(name)) {
            return;
        }
        String pkg = processingEnv.getElementUtils().getPackageOf(type).getQualifiedName().toString();
        String binary = processingEnv.getElementUtils().getBinaryName(type).toString();
        String source;
        if (Hierarchies.isRoot(type)) {
            RootWriter.Root root = new RootWriter.Root(type, binary);
            ObjectType self = readRoot(root, pkg);
            source = RootWriter.write(root, pkg);
            for (RootWriter.Leaf leaf : root.leaves) {
                if (!leaf.self && sources.contains(leaf.element)
                        && !generated.contains(leaf.element.getQualifiedName().toString())) {
                    queue.add(leaf.element);
                }
            }
            if (self != null) {
                String objectCodec = CodecWriter.objectCodecName(type);
                writeSource(qualified(pkg, objectCodec), CodecWriter.write(self, pkg, binary, objectCodec), type);
                reachProperties(self, queue);
            }
        } else {
            ObjectType model = reader().read(type);
            source = CodecWriter.write(model, pkg, binary, CodecWriter.codecName(type));
            reachProperties(model, queue);
        }
        generated.add(name);
        writeSource(qualified(pkg, CodecWriter.codecName(type)), source, type);
        byPackage.computeIfAbsent(pkg, k -> new TreeMap<>()).put(name, type);
    }

    private void reachProperties(ObjectType model, Deque<TypeElement> queue) {
        for (ObjectType.Property p : model.properties) {
            if (!p.ignored) {
                reach(p.type, queue);
            }
        }
    }

        private ModelReader reader() {
        return new ModelReader(processingEnv.getElementUtils(), processingEnv.getTypeUtils());
    }

    /**
     * Finds the discriminator and the concrete types of a hierarchy's root; throws if generated
     * code cannot handle them. Returns the model of the root itself when it is a concrete
     * class (one of its own subtypes, read and written by an object codec of its own), else null.
     */
    private ObjectType readRoot(RootWriter.Root root, String pkg) throws Unsupported {
        TypeElement type = root.element;
        ObjectType self = null;
        for (javax.lang.model.element.TypeParameterElement v : type.getTypeParameters()) {
            TypeNames.check(v.asType(), type); // a bound the root's codec class can declare
        }
        ModelReader.checkReachable(type);
        Hierarchies h = new Hierarchies(processingEnv.getElementUtils());
        root.discriminator = h.discriminator(type);
        Set<String> names = new HashSet<>();
        for (TypeElement leaf : h.concreteSubtypes(type)) {
            String leafName = h.subtypeName(leaf);
            if (!names.add(leafName)) {
                throw new Unsupported(type, "two subtypes of " + type.getQualifiedName() + " are named " + leafName);
            }
            ModelReader.checkReachable(leaf);
            boolean samePackage = processingEnv.getElementUtils().getPackageOf(leaf).getQualifiedName().contentEquals(pkg);
            if (!samePackage && !leaf.getModifiers().contains(Modifier.PUBLIC)) {
                throw new Unsupported(type, "a generated codec cannot name the subtype " + leaf.getQualifiedName());
            }
            ObjectType model;
            if (leaf == type) {
                model = reader().read(type); // the root's own object codec: it cannot fall back to the run-time one
                self = model;
            } else {
                model = samePackage && sources.contains(leaf) ? generated(leaf) : null;
            }
            root.leaves.add(new RootWriter.Leaf(leaf, leafName, model != null, model != null && model.hasRequired(), leaf == type));
        }
        if (root.leaves.isEmpty()) {
            throw new Unsupported(type, type.getQualifiedName() + " has no concrete subtype");
        }
        return self;
    }

    /** The model of a concrete type of this compilation that gets a generated codec, or null when it keeps the run-time one. */
    private ObjectType generated(TypeElement leaf) {
        if (Hierarchies.isRoot(leaf)) {
            return null;
        }
        try {
            return reader().read(leaf);
        } catch (Unsupported u) {
            return null;
        }
    }

    private void reach(TypeMirror t, Deque<TypeElement> queue) {
        switch (t.getKind()) {
            case ARRAY:
                reach(((ArrayType) t).getComponentType(), queue);
                break;
            case WILDCARD:
                TypeMirror bound = ((WildcardType) t).getExtendsBound();
                if (bound != null) {
                    reach(bound, queue);
                }
                break;
            case DECLARED:
                DeclaredType d = (DeclaredType) t;
                TypeElement e = (TypeElement) d.asElement();
                if (sources.contains(e) && !generated.contains(e.getQualifiedName().toString())
                        && (e.getKind() == ElementKind.RECORD || e.getKind() == ElementKind.CLASS || Hierarchies.isRoot(e))) {
                    queue.add(e);
                }
                for (TypeMirror a : d.getTypeArguments()) {
                    reach(a, queue);
                }
                break;
            default:
                break;
        }
    }

    private void writeProvider(String pkg, Map<String, TypeElement> types) {
        List<String> entries = new ArrayList<>();
        for (TypeElement t : types.values()) {
            entries.add(t.getQualifiedName() + "|" + CodecWriter.codecName(t) + (CodecWriter.isGeneric(t) ? "|generic" : ""));
        }
        String provider = "RiffleGeneratedCodecs" + (round == 0 ? "" : String.valueOf(round + 1));
        writeSource(qualified(pkg, provider), ProviderWriter.write(pkg, provider, entries), types.values().toArray(new Element[0]));
        providers.add(qualified(pkg, provider));
    }

    private static String qualified(String pkg, String simpleName) {
        return pkg.isEmpty() ? simpleName : pkg + "." + simpleName;
    }

    private void writeSource(String name, String source, Element... origins) {
        try (Writer w = processingEnv.getFiler().createSourceFile(name, origins).openWriter()) {
            w.write(source);
        } catch (IOException e) {
            processingEnv.getMessager().printMessage(Diagnostic.Kind.ERROR, "riffle: cannot write " + name + ": " + e);
        }
    }

    private void writeServiceFile() {
        if (providers.isEmpty()) {
            return;
        }
        try {
            FileObject f = processingEnv.getFiler().createResource(StandardLocation.CLASS_OUTPUT, "", SERVICE);
            try (Writer w = f.openWriter()) {
                for (String p : providers) {
                    w.write(p);
                    w.write('\n');
                }
            }
        } catch (IOException e) {
            processingEnv.getMessager().printMessage(Diagnostic.Kind.ERROR, "riffle: cannot write " + SERVICE + ": " + e);
        }
    }
}
