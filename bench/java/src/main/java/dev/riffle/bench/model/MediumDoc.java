package dev.riffle.bench.model;

import java.util.List;

/**
 * The part of seed-go medium-payload.json that MediumPayloadBench reads by hand
 * (person.name.fullName, person.github.followers, person.gravatar.avatars[*].url), bound by
 * every library in MediumBindBench (Riffle's {@code bind=runtime} row and the peers, whose
 * annotations each record carries); every other member is skipped.
 */
@io.avaje.jsonb.Json
@com.dslplatform.json.CompiledJson(onUnknown = com.dslplatform.json.CompiledJson.Behavior.IGNORE)
@com.fasterxml.jackson.annotation.JsonIgnoreProperties(ignoreUnknown = true)
public record MediumDoc(Person person) {
    /** {@code person}: the three objects read. */
    @io.avaje.jsonb.Json
    @com.dslplatform.json.CompiledJson(onUnknown = com.dslplatform.json.CompiledJson.Behavior.IGNORE)
    @com.fasterxml.jackson.annotation.JsonIgnoreProperties(ignoreUnknown = true)
    public record Person(Name name, Github github, Gravatar gravatar) {}

    /** {@code person.name}. */
    @io.avaje.jsonb.Json
    @com.dslplatform.json.CompiledJson(onUnknown = com.dslplatform.json.CompiledJson.Behavior.IGNORE)
    @com.fasterxml.jackson.annotation.JsonIgnoreProperties(ignoreUnknown = true)
    public record Name(String fullName) {}

    /** {@code person.github}. */
    @io.avaje.jsonb.Json
    @com.dslplatform.json.CompiledJson(onUnknown = com.dslplatform.json.CompiledJson.Behavior.IGNORE)
    @com.fasterxml.jackson.annotation.JsonIgnoreProperties(ignoreUnknown = true)
    public record Github(int followers) {}

    /** {@code person.gravatar}. */
    @io.avaje.jsonb.Json
    @com.dslplatform.json.CompiledJson(onUnknown = com.dslplatform.json.CompiledJson.Behavior.IGNORE)
    @com.fasterxml.jackson.annotation.JsonIgnoreProperties(ignoreUnknown = true)
    public record Gravatar(List<Avatar> avatars) {}

    /** One of {@code person.gravatar.avatars}. */
    @io.avaje.jsonb.Json
    @com.dslplatform.json.CompiledJson(onUnknown = com.dslplatform.json.CompiledJson.Behavior.IGNORE)
    @com.fasterxml.jackson.annotation.JsonIgnoreProperties(ignoreUnknown = true)
    public record Avatar(String url) {}
}
