package benchgo

// Struct shapes for the corpus bind rows. Canada and CITM are complete; Twitter binds
// the commonly used members of a status and its user and skips the rest.

// Canada is canada.json: a GeoJSON FeatureCollection.
type Canada struct {
	Type     string          `json:"type"`
	Features []CanadaFeature `json:"features"`
}

// CanadaFeature is one feature of Canada.
type CanadaFeature struct {
	Type       string            `json:"type"`
	Properties map[string]string `json:"properties"`
	Geometry   CanadaGeometry    `json:"geometry"`
}

// CanadaGeometry is a polygon: rings of [lon, lat] points.
type CanadaGeometry struct {
	Type        string         `json:"type"`
	Coordinates [][][2]float64 `json:"coordinates"`
}

// CITM is citm_catalog.json.
type CITM struct {
	AreaNames                map[string]string  `json:"areaNames"`
	AudienceSubCategoryNames map[string]string  `json:"audienceSubCategoryNames"`
	BlockNames               map[string]string  `json:"blockNames"`
	Events                   map[string]CEvent  `json:"events"`
	Performances             []CPerformance     `json:"performances"`
	SeatCategoryNames        map[string]string  `json:"seatCategoryNames"`
	SubTopicNames            map[string]string  `json:"subTopicNames"`
	SubjectNames             map[string]string  `json:"subjectNames"`
	TopicNames               map[string]string  `json:"topicNames"`
	TopicSubTopics           map[string][]int64 `json:"topicSubTopics"`
	VenueNames               map[string]string  `json:"venueNames"`
}

// CEvent is one CITM event.
type CEvent struct {
	Description *string `json:"description"`
	ID          int64   `json:"id"`
	Logo        *string `json:"logo"`
	Name        string  `json:"name"`
	SubTopicIDs []int64 `json:"subTopicIds"`
	SubjectCode *string `json:"subjectCode"`
	Subtitle    *string `json:"subtitle"`
	TopicIDs    []int64 `json:"topicIds"`
}

// CPerformance is one CITM performance.
type CPerformance struct {
	EventID        int64           `json:"eventId"`
	ID             int64           `json:"id"`
	Logo           *string         `json:"logo"`
	Name           *string         `json:"name"`
	Prices         []CPrice        `json:"prices"`
	SeatCategories []CSeatCategory `json:"seatCategories"`
	SeatMapImage   *string         `json:"seatMapImage"`
	Start          int64           `json:"start"`
	VenueCode      string          `json:"venueCode"`
}

// CPrice is one price of a performance.
type CPrice struct {
	Amount                int64 `json:"amount"`
	AudienceSubCategoryID int64 `json:"audienceSubCategoryId"`
	SeatCategoryID        int64 `json:"seatCategoryId"`
}

// CSeatCategory is one seat category of a performance.
type CSeatCategory struct {
	Areas          []CArea `json:"areas"`
	SeatCategoryID int64   `json:"seatCategoryId"`
}

// CArea is one area of a seat category.
type CArea struct {
	AreaID   int64   `json:"areaId"`
	BlockIDs []int64 `json:"blockIds"`
}

// Twitter is twitter.json (partial shape).
type Twitter struct {
	Statuses       []TStatus       `json:"statuses"`
	SearchMetadata TSearchMetadata `json:"search_metadata"`
}

// TSearchMetadata is the search metadata of twitter.json.
type TSearchMetadata struct {
	CompletedIn float64 `json:"completed_in"`
	MaxID       int64   `json:"max_id"`
	MaxIDStr    string  `json:"max_id_str"`
	NextResults string  `json:"next_results"`
	Query       string  `json:"query"`
	RefreshURL  string  `json:"refresh_url"`
	Count       int     `json:"count"`
	SinceID     int64   `json:"since_id"`
	SinceIDStr  string  `json:"since_id_str"`
}

// TStatus is one tweet (partial).
type TStatus struct {
	CreatedAt           string    `json:"created_at"`
	ID                  int64     `json:"id"`
	IDStr               string    `json:"id_str"`
	Text                string    `json:"text"`
	Source              string    `json:"source"`
	Truncated           bool      `json:"truncated"`
	InReplyToStatusID   *int64    `json:"in_reply_to_status_id"`
	InReplyToUserID     *int64    `json:"in_reply_to_user_id"`
	InReplyToScreenName *string   `json:"in_reply_to_screen_name"`
	User                TUser     `json:"user"`
	Entities            TEntities `json:"entities"`
	RetweetCount        int       `json:"retweet_count"`
	FavoriteCount       int       `json:"favorite_count"`
	Favorited           bool      `json:"favorited"`
	Retweeted           bool      `json:"retweeted"`
	PossiblySensitive   *bool     `json:"possibly_sensitive"`
	Lang                string    `json:"lang"`
}

// TUser is a tweet's author (partial).
type TUser struct {
	ID             int64   `json:"id"`
	IDStr          string  `json:"id_str"`
	Name           string  `json:"name"`
	ScreenName     string  `json:"screen_name"`
	Location       string  `json:"location"`
	Description    string  `json:"description"`
	URL            *string `json:"url"`
	Protected      bool    `json:"protected"`
	FollowersCount int     `json:"followers_count"`
	FriendsCount   int     `json:"friends_count"`
	ListedCount    int     `json:"listed_count"`
	CreatedAt      string  `json:"created_at"`
	FavouritesCnt  int     `json:"favourites_count"`
	UTCOffset      *int    `json:"utc_offset"`
	TimeZone       *string `json:"time_zone"`
	Verified       bool    `json:"verified"`
	StatusesCount  int     `json:"statuses_count"`
	Lang           string  `json:"lang"`
}

// TEntities holds a tweet's hashtags, URLs and mentions.
type TEntities struct {
	Hashtags     []THashtag `json:"hashtags"`
	URLs         []TURL     `json:"urls"`
	UserMentions []TMention `json:"user_mentions"`
}

// THashtag is one hashtag.
type THashtag struct {
	Text    string `json:"text"`
	Indices []int  `json:"indices"`
}

// TURL is one URL entity.
type TURL struct {
	URL         string `json:"url"`
	ExpandedURL string `json:"expanded_url"`
	DisplayURL  string `json:"display_url"`
	Indices     []int  `json:"indices"`
}

// TMention is one user mention.
type TMention struct {
	ScreenName string `json:"screen_name"`
	Name       string `json:"name"`
	ID         int64  `json:"id"`
	IDStr      string `json:"id_str"`
	Indices    []int  `json:"indices"`
}
