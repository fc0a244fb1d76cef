package dev.riffle.bench.model.generated.twitter;

/** The generated-codec copy of {@link dev.riffle.bench.model.twitter.Status}. */
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
