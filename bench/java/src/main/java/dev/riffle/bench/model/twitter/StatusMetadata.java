package dev.riffle.bench.model.twitter;

/** A tweet's search metadata of {@code corpus/twitter.json} (every member the document has; see package-info). */
@io.avaje.jsonb.Json
@com.alibaba.fastjson2.annotation.JSONType(alphabetic = false)
@com.dslplatform.json.CompiledJson
public record StatusMetadata(
        String result_type,
        @dev.riffle.bind.annotation.JsonName("iso_language_code")
        @com.fasterxml.jackson.annotation.JsonProperty("iso_language_code")
        @com.alibaba.fastjson2.annotation.JSONField(name = "iso_language_code")
        @com.dslplatform.json.JsonAttribute(name = "iso_language_code")
        @io.avaje.jsonb.Json.Property("iso_language_code")
        @com.google.gson.annotations.SerializedName("iso_language_code")
        @com.squareup.moshi.Json(name = "iso_language_code")
        String languageCode) {}
