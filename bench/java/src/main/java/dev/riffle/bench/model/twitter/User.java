package dev.riffle.bench.model.twitter;

/** A tweet's author of {@code corpus/twitter.json} (every member the document has; see package-info). */
@io.avaje.jsonb.Json
@com.alibaba.fastjson2.annotation.JSONType(alphabetic = false)
@com.dslplatform.json.CompiledJson
public record User(
        long id,
        String id_str,
        String name,
        String screen_name,
        String location,
        String description,
        String url,
        UserEntities entities,
        @dev.riffle.bind.annotation.JsonName("protected")
        @com.fasterxml.jackson.annotation.JsonProperty("protected")
        @com.alibaba.fastjson2.annotation.JSONField(name = "protected")
        @com.dslplatform.json.JsonAttribute(name = "protected")
        @io.avaje.jsonb.Json.Property("protected")
        @com.google.gson.annotations.SerializedName("protected")
        @com.squareup.moshi.Json(name = "protected")
        boolean protectedAccount,
        int followers_count,
        int friends_count,
        int listed_count,
        String created_at,
        int favourites_count,
        Integer utc_offset,
        String time_zone,
        boolean geo_enabled,
        boolean verified,
        int statuses_count,
        String lang,
        boolean contributors_enabled,
        @dev.riffle.bind.annotation.JsonName("is_translator")
        @com.fasterxml.jackson.annotation.JsonProperty("is_translator")
        @com.alibaba.fastjson2.annotation.JSONField(name = "is_translator")
        @com.dslplatform.json.JsonAttribute(name = "is_translator")
        @io.avaje.jsonb.Json.Property("is_translator")
        @com.google.gson.annotations.SerializedName("is_translator")
        @com.squareup.moshi.Json(name = "is_translator")
        boolean translator,
        @dev.riffle.bind.annotation.JsonName("is_translation_enabled")
        @com.fasterxml.jackson.annotation.JsonProperty("is_translation_enabled")
        @com.alibaba.fastjson2.annotation.JSONField(name = "is_translation_enabled")
        @com.dslplatform.json.JsonAttribute(name = "is_translation_enabled")
        @io.avaje.jsonb.Json.Property("is_translation_enabled")
        @com.google.gson.annotations.SerializedName("is_translation_enabled")
        @com.squareup.moshi.Json(name = "is_translation_enabled")
        boolean translationEnabled,
        String profile_background_color,
        String profile_background_image_url,
        String profile_background_image_url_https,
        boolean profile_background_tile,
        String profile_image_url,
        String profile_image_url_https,
        String profile_banner_url,
        String profile_link_color,
        String profile_sidebar_border_color,
        String profile_sidebar_fill_color,
        String profile_text_color,
        boolean profile_use_background_image,
        boolean default_profile,
        boolean default_profile_image,
        boolean following,
        boolean follow_request_sent,
        boolean notifications) {}
