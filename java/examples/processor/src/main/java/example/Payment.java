package example;

import dev.riffle.bind.annotation.JsonSubtype;

/** How an order is paid: a sealed hierarchy, written with a "type" member naming the subtype. */
public sealed interface Payment {
    /** A card payment. */
    @JsonSubtype("card")
    record Card(String last4) implements Payment {
    }

    /** A bank transfer. */
    @JsonSubtype("transfer")
    record Transfer(String iban) implements Payment {
    }
}
