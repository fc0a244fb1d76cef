package dev.riffle.processor;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.Enumeration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;

/**
 * Compiles Java sources with {@link RiffleProcessor} through {@code javax.tools}, into a
 * fresh directory, against the test class path (the bind and core modules). Every directory
 * lies under one root per test JVM, deleted when the JVM exits, so test runs leave nothing
 * in the system's temporary directory.
 */
final class TestCompiler {
    private static final Path ROOT = createRoot();

    private static Path createRoot() {
        try {
            Path root = Files.createTempDirectory("riffle-processor-test");
            Runtime.getRuntime().addShutdownHook(new Thread(() -> deleteTree(root)));
            return root;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void deleteTree(Path root) {
        try (Stream<Path> s = Files.walk(root)) {
            for (Path p : (Iterable<Path>) s.sorted(Comparator.reverseOrder())::iterator) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            // best effort at exit: what is left stays under the one root
        }
    }

    /** The outcome of one compilation. */
    static final class Result {
        final boolean success;
        final List<Diagnostic<? extends JavaFileObject>> diagnostics;
        final Path classes;
        final Path generated;

        Result(boolean success, List<Diagnostic<? extends JavaFileObject>> diagnostics, Path classes, Path generated) {
            this.success = success;
            this.diagnostics = diagnostics;
            this.classes = classes;
            this.generated = generated;
        }

        /** The diagnostics as "KIND: message" lines. */
        List<String> messages() {
            List<String> out = new ArrayList<>();
            for (Diagnostic<? extends JavaFileObject> d : diagnostics) {
                out.add(d.getKind() + ": " + d.getMessage(Locale.ROOT));
            }
            return out;
        }

        /** The generated sources, by path relative to the output directory ('/' separated). */
        Map<String, String> generatedSources() {
            Map<String, String> out = new TreeMap<>();
            try (Stream<Path> files = Files.walk(generated)) {
                for (Path p : (Iterable<Path>) files.filter(Files::isRegularFile)::iterator) {
                    out.put(generated.relativize(p).toString().replace('\\', '/'), Files.readString(p));
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return out;
        }

        /** A loader of the compiled classes; with {@code services} false it hides META-INF/services (no generated codecs are found). */
        ClassLoader loader(boolean services) {
            try {
                URL[] urls = {classes.toUri().toURL()};
                ClassLoader parent = TestCompiler.class.getClassLoader();
                return services ? new URLClassLoader(urls, parent) : new URLClassLoader(urls, parent) {
                    @Override
                    public URL findResource(String name) {
                        return name.startsWith("META-INF/services/") ? null : super.findResource(name);
                    }

                    @Override
                    public Enumeration<URL> findResources(String name) throws IOException {
                        return name.startsWith("META-INF/services/") ? Collections.emptyEnumeration() : super.findResources(name);
                    }
                };
            } catch (MalformedURLException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    private TestCompiler() {
    }

    /** Compiles the {@code .java} files under {@code dir} (recursively). */
    static Result compileDirectory(Path dir) throws IOException {
        List<Path> files;
        try (Stream<Path> s = Files.walk(dir)) {
            files = s.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        }
        return compile(files);
    }

    /** Compiles one source, given as text, of the class {@code qualifiedName}. */
    static Result compileSource(String qualifiedName, String source) throws IOException {
        return compile(List.of(write(qualifiedName, source)));
    }

    /** Writes the source of class {@code qualifiedName} into a new directory; returns the file. */
    static Path write(String qualifiedName, String source) throws IOException {
        Path file = Files.createTempDirectory(ROOT, "riffle-src").resolve(qualifiedName.replace('.', '/') + ".java");
        Files.createDirectories(file.getParent());
        Files.writeString(file, source, StandardCharsets.UTF_8);
        return file;
    }

    static Result compile(List<Path> files) throws IOException {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        Path classes = Files.createTempDirectory(ROOT, "riffle-classes");
        Path generated = Files.createTempDirectory(ROOT, "riffle-generated");
        try (StandardJavaFileManager fm = javac.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
            fm.setLocationFromPaths(StandardLocation.CLASS_OUTPUT, List.of(classes));
            fm.setLocationFromPaths(StandardLocation.SOURCE_OUTPUT, List.of(generated));
            List<String> options = List.of("--release", "17", "-Xlint:all", "-implicit:class", "-parameters",
                    "-classpath", System.getProperty("java.class.path"));
            JavaCompiler.CompilationTask task = javac.getTask(null, fm, diagnostics, options, null,
                    fm.getJavaFileObjectsFromPaths(files));
            task.setProcessors(List.of(new RiffleProcessor()));
            boolean ok = task.call();
            return new Result(ok, diagnostics.getDiagnostics(), classes, generated);
        }
    }
}
