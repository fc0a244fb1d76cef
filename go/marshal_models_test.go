package riffle

// Typed models of corpus and seed documents for the marshal tests and benchmarks:
// twitter.json (statuses with their users, entities and retweeted statuses),
// citm_catalog.json, canada.json, the json-iterator seed payloads (described in
// $RIFFLE_TESTDATA/seed-go/README.md) and ScalaJack's Record2.

type twitterDoc struct {
	Statuses       []twitterStatus `json:"statuses"`
	SearchMetadata struct {
		CompletedIn float64 `json:"completed_in"`
		MaxID       int64   `json:"max_id"`
		MaxIDStr    string  `json:"max_id_str"`
		NextResults string  `json:"next_results"`
		Query       string  `json:"query"`
		RefreshURL  string  `json:"refresh_url"`
		Count       int     `json:"count"`
		SinceID     int64   `json:"since_id"`
		SinceIDStr  string  `json:"since_id_str"`
	} `json:"search_metadata"`
}

type twitterStatus struct {
	Metadata struct {
		ResultType      string `json:"result_type"`
		ISOLanguageCode string `json:"iso_language_code"`
	} `json:"metadata"`
	CreatedAt            string          `json:"created_at"`
	ID                   int64           `json:"id"`
	IDStr                string          `json:"id_str"`
	Text                 string          `json:"text"`
	Source               string          `json:"source"`
	Truncated            bool            `json:"truncated"`
	InReplyToStatusID    *int64          `json:"in_reply_to_status_id"`
	InReplyToStatusIDStr *string         `json:"in_reply_to_status_id_str"`
	InReplyToUserID      *int64          `json:"in_reply_to_user_id"`
	InReplyToUserIDStr   *string         `json:"in_reply_to_user_id_str"`
	InReplyToScreenName  *string         `json:"in_reply_to_screen_name"`
	User                 twitterUser     `json:"user"`
	Geo                  any             `json:"geo"`
	Coordinates          any             `json:"coordinates"`
	Place                any             `json:"place"`
	Contributors         any             `json:"contributors"`
	RetweetedStatus      *twitterStatus  `json:"retweeted_status,omitempty"`
	RetweetCount         int             `json:"retweet_count"`
	FavoriteCount        int             `json:"favorite_count"`
	Entities             twitterEntities `json:"entities"`
	Favorited            bool            `json:"favorited"`
	Retweeted            bool            `json:"retweeted"`
	PossiblySensitive    *bool           `json:"possibly_sensitive,omitempty"`
	Lang                 string          `json:"lang"`
}

type twitterUser struct {
	ID                             int64          `json:"id"`
	IDStr                          string         `json:"id_str"`
	Name                           string         `json:"name"`
	ScreenName                     string         `json:"screen_name"`
	Location                       string         `json:"location"`
	Description                    string         `json:"description"`
	URL                            *string        `json:"url"`
	Entities                       map[string]any `json:"entities"`
	Protected                      bool           `json:"protected"`
	FollowersCount                 int            `json:"followers_count"`
	FriendsCount                   int            `json:"friends_count"`
	ListedCount                    int            `json:"listed_count"`
	CreatedAt                      string         `json:"created_at"`
	FavouritesCount                int            `json:"favourites_count"`
	UTCOffset                      *int           `json:"utc_offset"`
	TimeZone                       *string        `json:"time_zone"`
	GeoEnabled                     bool           `json:"geo_enabled"`
	Verified                       bool           `json:"verified"`
	StatusesCount                  int            `json:"statuses_count"`
	Lang                           string         `json:"lang"`
	ContributorsEnabled            bool           `json:"contributors_enabled"`
	IsTranslator                   bool           `json:"is_translator"`
	IsTranslationEnabled           bool           `json:"is_translation_enabled"`
	ProfileBackgroundColor         string         `json:"profile_background_color"`
	ProfileBackgroundImageURL      string         `json:"profile_background_image_url"`
	ProfileBackgroundImageURLHTTPS string         `json:"profile_background_image_url_https"`
	ProfileBackgroundTile          bool           `json:"profile_background_tile"`
	ProfileImageURL                string         `json:"profile_image_url"`
	ProfileImageURLHTTPS           string         `json:"profile_image_url_https"`
	ProfileBannerURL               string         `json:"profile_banner_url,omitempty"`
	ProfileLinkColor               string         `json:"profile_link_color"`
	ProfileSidebarBorderColor      string         `json:"profile_sidebar_border_color"`
	ProfileSidebarFillColor        string         `json:"profile_sidebar_fill_color"`
	ProfileTextColor               string         `json:"profile_text_color"`
	ProfileUseBackgroundImage      bool           `json:"profile_use_background_image"`
	DefaultProfile                 bool           `json:"default_profile"`
	DefaultProfileImage            bool           `json:"default_profile_image"`
	Following                      bool           `json:"following"`
	FollowRequestSent              bool           `json:"follow_request_sent"`
	Notifications                  bool           `json:"notifications"`
}

type twitterEntities struct {
	Hashtags []struct {
		Text    string `json:"text"`
		Indices []int  `json:"indices"`
	} `json:"hashtags"`
	Symbols []any `json:"symbols"`
	URLs    []struct {
		URL         string `json:"url"`
		ExpandedURL string `json:"expanded_url"`
		DisplayURL  string `json:"display_url"`
		Indices     []int  `json:"indices"`
	} `json:"urls"`
	UserMentions []struct {
		ScreenName string `json:"screen_name"`
		Name       string `json:"name"`
		ID         int64  `json:"id"`
		IDStr      string `json:"id_str"`
		Indices    []int  `json:"indices"`
	} `json:"user_mentions"`
	Media []struct {
		ID            int64                     `json:"id"`
		IDStr         string                    `json:"id_str"`
		Indices       []int                     `json:"indices"`
		MediaURL      string                    `json:"media_url"`
		MediaURLHTTPS string                    `json:"media_url_https"`
		URL           string                    `json:"url"`
		DisplayURL    string                    `json:"display_url"`
		ExpandedURL   string                    `json:"expanded_url"`
		Type          string                    `json:"type"`
		Sizes         map[string]map[string]any `json:"sizes"`
	} `json:"media,omitempty"`
}

type canadaDoc struct {
	Type     string `json:"type"`
	Features []struct {
		Type       string            `json:"type"`
		Properties map[string]string `json:"properties"`
		Geometry   struct {
			Type        string         `json:"type"`
			Coordinates [][][2]float64 `json:"coordinates"`
		} `json:"geometry"`
	} `json:"features"`
}

type citmDoc struct {
	AreaNames                map[string]string    `json:"areaNames"`
	AudienceSubCategoryNames map[string]string    `json:"audienceSubCategoryNames"`
	BlockNames               map[string]string    `json:"blockNames"`
	Events                   map[string]citmEvent `json:"events"`
	Performances             []struct {
		EventID int64   `json:"eventId"`
		ID      int64   `json:"id"`
		Logo    *string `json:"logo"`
		Name    *string `json:"name"`
		Prices  []struct {
			Amount                int64 `json:"amount"`
			AudienceSubCategoryID int64 `json:"audienceSubCategoryId"`
			SeatCategoryID        int64 `json:"seatCategoryId"`
		} `json:"prices"`
		SeatCategories []struct {
			Areas []struct {
				AreaID   int64   `json:"areaId"`
				BlockIDs []int64 `json:"blockIds"`
			} `json:"areas"`
			SeatCategoryID int64 `json:"seatCategoryId"`
		} `json:"seatCategories"`
		SeatMapImage *string `json:"seatMapImage"`
		Start        int64   `json:"start"`
		VenueCode    string  `json:"venueCode"`
	} `json:"performances"`
	SeatCategoryNames map[string]string  `json:"seatCategoryNames"`
	SubTopicNames     map[string]string  `json:"subTopicNames"`
	SubjectNames      map[string]string  `json:"subjectNames"`
	TopicNames        map[string]string  `json:"topicNames"`
	TopicSubTopics    map[string][]int64 `json:"topicSubTopics"`
	VenueNames        map[string]string  `json:"venueNames"`
}

type citmEvent struct {
	Description *string `json:"description"`
	ID          int64   `json:"id"`
	Logo        *string `json:"logo"`
	Name        string  `json:"name"`
	SubTopicIDs []int64 `json:"subTopicIds"`
	SubjectCode *string `json:"subjectCode"`
	Subtitle    *string `json:"subtitle"`
	TopicIDs    []int64 `json:"topicIds"`
}

// seedSmall is small-payload.json with all nine members bound (buger/jsonparser's shape).
type seedSmall struct {
	St   int    `json:"st"`
	Sid  int    `json:"sid"`
	Tt   string `json:"tt"`
	Gr   int    `json:"gr"`
	UUID string `json:"uuid"`
	IP   string `json:"ip"`
	Ua   string `json:"ua"`
	Tz   int    `json:"tz"`
	V    int    `json:"v"`
}

// seedMedium is json-iterator's MediumPayload: nested structs by pointer, most of the
// document not bound, and the source's misspelled "compnay".
type seedMedium struct {
	Person *struct {
		Name *struct {
			FullName string `json:"fullName"`
		} `json:"name"`
		Github *struct {
			Followers int `json:"followers"`
		} `json:"github"`
		Gravatar *struct {
			Avatars []*struct {
				URL string `json:"url"`
			} `json:"avatars"`
		} `json:"gravatar"`
	} `json:"person"`
	Company string `json:"compnay"`
}

// seedLarge is large-payload.json bound in full (the Discourse users and topics).
type seedLarge struct {
	Users []struct {
		ID             int    `json:"id"`
		Username       string `json:"username"`
		AvatarTemplate string `json:"avatar_template"`
	} `json:"users"`
	Topics struct {
		CanCreateTopic bool        `json:"can_create_topic"`
		MoreTopicsURL  string      `json:"more_topics_url"`
		Draft          *string     `json:"draft"`
		DraftKey       string      `json:"draft_key"`
		DraftSequence  *int        `json:"draft_sequence"`
		PerPage        int         `json:"per_page"`
		Topics         []seedTopic `json:"topics"`
	} `json:"topics"`
}

type seedTopic struct {
	ID                 int     `json:"id"`
	Title              string  `json:"title"`
	FancyTitle         string  `json:"fancy_title"`
	Slug               string  `json:"slug"`
	PostsCount         int     `json:"posts_count"`
	ReplyCount         int     `json:"reply_count"`
	HighestPostNumber  int     `json:"highest_post_number"`
	ImageURL           *string `json:"image_url"`
	CreatedAt          string  `json:"created_at"`
	LastPostedAt       string  `json:"last_posted_at"`
	Bumped             bool    `json:"bumped"`
	BumpedAt           string  `json:"bumped_at"`
	Unseen             bool    `json:"unseen"`
	Pinned             bool    `json:"pinned"`
	Unpinned           *bool   `json:"unpinned"`
	Excerpt            string  `json:"excerpt,omitempty"`
	Visible            bool    `json:"visible"`
	Closed             bool    `json:"closed"`
	Archived           bool    `json:"archived"`
	Bookmarked         *bool   `json:"bookmarked"`
	Liked              *bool   `json:"liked"`
	Views              int     `json:"views"`
	LikeCount          int     `json:"like_count"`
	HasSummary         bool    `json:"has_summary"`
	Archetype          string  `json:"archetype"`
	LastPosterUsername string  `json:"last_poster_username"`
	CategoryID         int     `json:"category_id"`
	PinnedGlobally     bool    `json:"pinned_globally"`
	Posters            []struct {
		Extras      *string `json:"extras"`
		Description string  `json:"description"`
		UserID      int     `json:"user_id"`
	} `json:"posters"`
}

// record2 is ScalaJack's Record2 (seed-scalajack/README.md).
type record2 struct {
	Person struct {
		Name    string `json:"name"`
		Age     int32  `json:"age"`
		Address struct {
			Street     string `json:"street"`
			City       string `json:"city"`
			State      string `json:"state"`
			PostalCode string `json:"postal_code"`
		} `json:"address"`
		Email        string   `json:"email"`
		PhoneNumbers []string `json:"phone_numbers"`
		IsEmployed   bool     `json:"is_employed"`
	} `json:"person"`
	Hobbies []string `json:"hobbies"`
	Friends []struct {
		Name  string `json:"name"`
		Age   int32  `json:"age"`
		Email string `json:"email"`
	} `json:"friends"`
	Pets []struct {
		Name    string `json:"name"`
		Species string `json:"species"`
		Age     int32  `json:"age"`
	} `json:"pets"`
}
