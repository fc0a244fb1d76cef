package dev.riffle;

/** Called by {@link JsonIterator#readArrayCB} once per element, positioned at the element. */
@FunctionalInterface
public interface ElementCallback {
    /**
     * Handles one element; the callback must read or skip exactly the element.
     *
     * @param it the iterator
     * @return true to continue with the next element, false to stop
     */
    boolean onElement(JsonIterator it);
}
