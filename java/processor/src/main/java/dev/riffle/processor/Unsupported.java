package dev.riffle.processor;

import javax.lang.model.element.Element;

/** Why a type cannot have a generated codec: the element at fault and the reason, for a compile error. */
final class Unsupported extends Exception {
    private static final long serialVersionUID = 1L;

    /** The element the message is reported on. */
    final transient Element element;

    Unsupported(Element element, String reason) {
        super(reason, null, false, false);
        this.element = element;
    }
}
