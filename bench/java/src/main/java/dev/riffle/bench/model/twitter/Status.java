package dev.riffle.bench.model.twitter;

/** A tweet (also a retweeted one) of {@code corpus/twitter.json} (every member the document has; see package-info). */
@io.avaje.jsonb.Json
@com.alibaba.fastjson2.annotation.JSONType(alphabetic = false)
@com.dslplatform.json.CompiledJson
public record Status(
        StatusMetadata metadata,
        String created_at,
        long id,
        String id_str,
        String text,
        String source,
        boolean truncated,
        Long in_reply_to_status_id,
        String in_reply_to_status_id_str,
        Long in_reply_to_user_id,
        String in_reply_to_user_id_str,
        String in_reply_to_screen_name,
        User user,
        Object geo,
        Object coordinates,
        Object place,
        Object contributors,
        int retweet_count,
        int favorite_count,
        StatusEntities entities,
        boolean favorited,
        boolean retweeted,
        String lang,
        Status retweeted_status,
        Boolean possibly_sensitive) {}
