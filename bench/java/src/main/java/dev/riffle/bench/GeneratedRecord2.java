package dev.riffle.bench;

import dev.riffle.bench.model.Address2;
import dev.riffle.bench.model.Friend2;
import dev.riffle.bench.model.Person2;
import dev.riffle.bench.model.Pet2;
import dev.riffle.bench.model.Record2;

/**
 * Converts between the Record2 model and its {@code @JsonGenerate} copy
 * ({@code dev.riffle.bench.model.generated}): the {@code bind=generated} write rows write a
 * copy of the benchmark's record, and the checks compare what those read rows return with
 * the expected record. Outside the timed code.
 */
final class GeneratedRecord2 {
    private GeneratedRecord2() {}

    /** The generated-codec copy of {@code r}, field by field. */
    static dev.riffle.bench.model.generated.Record2 of(Record2 r) {
        Person2 p = r.person();
        Address2 a = p.address();
        return new dev.riffle.bench.model.generated.Record2(
                new dev.riffle.bench.model.generated.Person2(p.name(), p.age(),
                        new dev.riffle.bench.model.generated.Address2(a.street(), a.city(), a.state(), a.postal_code()),
                        p.email(), p.phone_numbers(), p.is_employed()),
                r.hobbies(),
                r.friends().stream()
                        .map(f -> new dev.riffle.bench.model.generated.Friend2(f.name(), f.age(), f.email())).toList(),
                r.pets().stream()
                        .map(x -> new dev.riffle.bench.model.generated.Pet2(x.name(), x.species(), x.age())).toList());
    }

    /** The model record equal to the copy {@code g}, field by field (nulls kept). */
    static Record2 toModel(dev.riffle.bench.model.generated.Record2 g) {
        dev.riffle.bench.model.generated.Person2 p = g.person();
        Person2 person = null;
        if (p != null) {
            dev.riffle.bench.model.generated.Address2 a = p.address();
            person = new Person2(p.name(), p.age(),
                    a == null ? null : new Address2(a.street(), a.city(), a.state(), a.postal_code()),
                    p.email(), p.phone_numbers(), p.is_employed());
        }
        return new Record2(person, g.hobbies(),
                g.friends() == null ? null : g.friends().stream().map(f -> f == null ? null
                        : new Friend2(f.name(), f.age(), f.email())).toList(),
                g.pets() == null ? null : g.pets().stream().map(x -> x == null ? null
                        : new Pet2(x.name(), x.species(), x.age())).toList());
    }
}
