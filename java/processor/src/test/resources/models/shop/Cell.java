package shop;

import dev.riffle.bind.annotation.JsonCreator;
import dev.riffle.bind.annotation.JsonGenerate;
import dev.riffle.bind.annotation.JsonName;

/** A generic class whose @JsonCreator factory is not generic: it makes a Cell<String> whatever the Cell asked for. */
@JsonGenerate
public class Cell<T> {
    public final T content;

    private Cell(T content) {
        this.content = content;
    }

    @JsonCreator
    public static Cell<String> of(@JsonName("content") String content) {
        return new Cell<>(content);
    }
}
