package dev.riffle.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.stream.Collectors;
import javax.tools.Diagnostic;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A marked type the generator cannot handle fails the compilation with an error naming it and the reason. */
class ErrorsTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        array of a wildcard type | public record Bad<T>(java.util.List<? extends T>[] values) {}              | values | a type with wildcards and type variables
        intersection bound      | public record Bad<T extends Number & Comparable<T>>(T value) {}               | value | has a bound generated codecs do not support
        @JsonCreator bound      | public record Bad<T>(T value) { @dev.riffle.bind.annotation.JsonCreator public static <U extends Comparable<U>> Bad<U> of(U value) { return new Bad<>(value); } } | of | has a bound generated codecs do not support
        interface               | public interface Bad { int x(); }                                             | Bad | not interface
        enum                    | public enum Bad { A }                                                         | Bad | not enum
        abstract class          | public abstract class Bad { public int x; }                                   | Bad | abstract class
        no no-arg constructor   | public class Bad { public int x; public Bad(int x) { this.x = x; } }          | Bad | non-private no-argument constructor
        private @JsonName field | public class Bad { @dev.riffle.bind.annotation.JsonName("y") private int x; } | x   | cannot reach the field x
        two @JsonCreator        | public class Bad { public int x; @dev.riffle.bind.annotation.JsonCreator public Bad() {} @dev.riffle.bind.annotation.JsonCreator public static Bad of() { return new Bad(); } } | of | a second @JsonCreator
        instance @JsonCreator   | public class Bad { public int x; @dev.riffle.bind.annotation.JsonCreator public Bad make() { return this; } } | make | must be static and return bad.Bad
        private @JsonCreator    | public class Bad { public final int x; @dev.riffle.bind.annotation.JsonCreator private Bad(int x) { this.x = x; } } | Bad(int | private @JsonCreator
        @JsonCodec of a wrong type | public record Bad(@dev.riffle.bind.annotation.JsonCodec(Bad.S.class) int x) { public static final class S implements dev.riffle.bind.Codec<String> { public String read(dev.riffle.JsonIterator in) { return ""; } public void write(dev.riffle.JsonStream out, String v) { } } } | x | is not a Codec<java.lang.Integer>
        @JsonCodec without a public constructor | public record Bad(@dev.riffle.bind.annotation.JsonCodec(Bad.S.class) int x) { public static final class S implements dev.riffle.bind.Codec<Integer> { S(int a) { } public Integer read(dev.riffle.JsonIterator in) { return 0; } public void write(dev.riffle.JsonStream out, Integer v) { } } } | x | needs a public no-argument constructor
        getter and setter types | public class Bad { private java.util.Set<String> s; public java.util.Collection<String> getS() { return s; } public void setS(java.util.Set<String> s) { this.s = s; } } | getS | is read as java.util.Set<java.lang.String> but its getter gives java.util.Collection<java.lang.String>
        @JsonCodec on the type  | @dev.riffle.bind.annotation.JsonCodec(dev.riffle.bind.Codec.class) public record Bad(int x) {} | Bad | a generated codec would never run
        @JsonDiscriminator on a record | @dev.riffle.bind.annotation.JsonDiscriminator("k") public record Bad(int x) {} | Bad | belongs on the root of a hierarchy
        raw type property       | public record Bad(java.util.List x) {}                                        | x   | the raw type java.util.List is not supported
        discriminator property  | public record Bad(int type) implements bad.Shape {}                           | type | has the name of its hierarchy's discriminator
        two subtypes of a name  | public sealed interface Bad { @dev.riffle.bind.annotation.JsonSubtype("x") record A() implements Bad {} @dev.riffle.bind.annotation.JsonSubtype("x") record B() implements Bad {} } | Bad | two subtypes of bad.Bad are named x
        bounded hierarchy       | public sealed interface Bad<T extends Number & Comparable<T>> { record A<T extends Number & Comparable<T>>(T v) implements Bad<T> {} } | Bad | has a bound generated codecs do not support
        concrete @JsonSubtypes without a creator | @dev.riffle.bind.annotation.JsonSubtypes({}) public class Bad { public int x; public Bad(int x) { this.x = x; } } | Bad | non-private no-argument constructor
        """)
    void unsupportedTypeIsACompileError(String name, String declaration, String element, String reason) throws IOException {
        String src = "package bad;\n@dev.riffle.bind.annotation.JsonGenerate\n" + declaration + "\n";
        TestCompiler.Result r;
        if (declaration.contains("bad.Shape")) {
            r = TestCompiler.compile(List.of(
                    TestCompiler.write("bad.Bad", src),
                    TestCompiler.write("bad.Shape", "package bad;\npublic sealed interface Shape permits Bad {}\n")));
        } else {
            r = TestCompiler.compileSource("bad.Bad", src);
        }
        assertFalse(r.success, name);
        List<Diagnostic<?>> errors = r.diagnostics.stream().filter(d -> d.getKind() == Diagnostic.Kind.ERROR)
                .collect(Collectors.toList());
        assertEquals(1, errors.size(), () -> String.join("\n", r.messages()));
        String message = errors.get(0).getMessage(java.util.Locale.ROOT);
        assertTrue(message.startsWith("riffle: ") && message.contains(reason), message);
        String source = errors.get(0).getSource() == null ? "" : ((javax.tools.JavaFileObject) errors.get(0).getSource()).getName();
        assertTrue(source.endsWith("Bad.java"), source);
        long column = errors.get(0).getColumnNumber();
        String line = src.lines().skip(errors.get(0).getLineNumber() - 1).findFirst().orElse("");
        assertTrue(line.substring((int) column - 1).contains(element), () -> "error at " + line + ":" + column);
    }

    @Test
    void unsupportedReachedTypeKeepsTheRuntimeCodec() throws IOException {
        String src = "package ok;\n"
                + "@dev.riffle.bind.annotation.JsonGenerate\n"
                + "public record Holder(Inner inner, Box<Integer> box) {\n"
                + "    public static class Inner { @dev.riffle.bind.annotation.JsonName(\"y\") private int x; }\n"
                + "    public record Box<T extends Number & Comparable<T>>(T value) {}\n"
                + "}\n";
        TestCompiler.Result r = TestCompiler.compileSource("ok.Holder", src);
        assertTrue(r.success, () -> String.join("\n", r.messages()));
        assertEquals(List.of(), r.messages());
        assertEquals(List.of("ok/Holder_RiffleCodec.java", "ok/RiffleGeneratedCodecs.java"),
                List.copyOf(r.generatedSources().keySet()));
    }
}
