package dev.riffle.bench.model;

import java.util.List;

/**
 * The part of seed-go medium-payload.json that MediumPayloadBench reads
 * (person.name.fullName, person.github.followers, person.gravatar.avatars[*].url), bound by
 * Riffle's {@code bind=runtime} row; every other member is skipped.
 */
public record MediumDoc(Person person) {
    /** {@code person}: the three objects read. */
    public record Person(Name name, Github github, Gravatar gravatar) {}

    /** {@code person.name}. */
    public record Name(String fullName) {}

    /** {@code person.github}. */
    public record Github(int followers) {}

    /** {@code person.gravatar}. */
    public record Gravatar(List<Avatar> avatars) {}

    /** One of {@code person.gravatar.avatars}. */
    public record Avatar(String url) {}
}
