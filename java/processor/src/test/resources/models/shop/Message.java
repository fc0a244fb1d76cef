package shop;

import dev.riffle.bind.annotation.JsonGenerate;

/** A hierarchy that is not generic, with a generic concrete type (read as its class: T stands for its bound). */
@JsonGenerate
public sealed interface Message permits Message.Text, Message.Payload {
    /** Text. */
    record Text(String body) implements Message {
    }

    /** Anything. */
    record Payload<T>(T data, String kind) implements Message {
    }
}
