package dev.riffle;

/** Called by {@link JsonIterator#readObjectCB} once per member, positioned at the member's value. */
@FunctionalInterface
public interface FieldCallback {
    /**
     * Handles one member: the name is available through {@link JsonIterator#fieldMatch},
     * {@link JsonIterator#fieldNameEquals} and {@link JsonIterator#fieldName()}; the callback
     * must read or skip exactly the value.
     *
     * @param it the iterator
     * @return true to continue with the next member, false to stop
     */
    boolean onField(JsonIterator it);
}
