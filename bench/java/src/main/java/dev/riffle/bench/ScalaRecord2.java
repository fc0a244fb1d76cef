package dev.riffle.bench;

import dev.riffle.bench.model.Address2;
import dev.riffle.bench.model.Friend2;
import dev.riffle.bench.model.Person2;
import dev.riffle.bench.model.Pet2;
import dev.riffle.bench.model.Record2;
import java.util.List;
import java.util.function.Function;
import scala.jdk.javaapi.CollectionConverters;

/**
 * Converts Record2 between the Java records and the Scala case classes of
 * {@code dev.riffle.bench.scalapeers} (outside any timed method: setup and checks only).
 */
final class ScalaRecord2 {
    private ScalaRecord2() {}

    /** The Scala twin of a Java Record2. */
    static dev.riffle.bench.scalapeers.Record2 toScala(Record2 r) {
        Person2 p = r.person();
        Address2 a = p.address();
        return new dev.riffle.bench.scalapeers.Record2(
                new dev.riffle.bench.scalapeers.Person2(p.name(), p.age(),
                        new dev.riffle.bench.scalapeers.Address2(a.street(), a.city(), a.state(), a.postal_code()),
                        p.email(), scala(p.phone_numbers(), s -> s), p.is_employed()),
                scala(r.hobbies(), s -> s),
                scala(r.friends(), f -> new dev.riffle.bench.scalapeers.Friend2(f.name(), f.age(), f.email())),
                scala(r.pets(), x -> new dev.riffle.bench.scalapeers.Pet2(x.name(), x.species(), x.age())));
    }

    /** The Java twin of a Scala Record2 (to compare it with the expected record). */
    static Record2 toJava(dev.riffle.bench.scalapeers.Record2 r) {
        dev.riffle.bench.scalapeers.Person2 p = r.person();
        dev.riffle.bench.scalapeers.Address2 a = p.address();
        return new Record2(
                new Person2(p.name(), p.age(), new Address2(a.street(), a.city(), a.state(), a.postal_code()),
                        p.email(), java(p.phone_numbers(), s -> s), p.is_employed()),
                java(r.hobbies(), s -> s),
                java(r.friends(), f -> new Friend2(f.name(), f.age(), f.email())),
                java(r.pets(), x -> new Pet2(x.name(), x.species(), x.age())));
    }

    private static <A, B> scala.collection.immutable.List<B> scala(List<A> l, Function<A, B> f) {
        return CollectionConverters.asScala(l.stream().map(f).toList()).toList();
    }

    private static <A, B> List<B> java(scala.collection.immutable.List<A> l, Function<A, B> f) {
        return CollectionConverters.asJava(l).stream().map(f).toList();
    }
}
