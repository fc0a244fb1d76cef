package shop;

import dev.riffle.bind.annotation.JsonGenerate;
import java.util.List;

/** A type parameter whose bound has type arguments: its codec's T is declared with the same bound. */
@JsonGenerate
public record Sorted<T extends Comparable<T>>(T best, List<T> all) {
}
