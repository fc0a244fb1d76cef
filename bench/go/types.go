// Package benchgo holds Riffle's Go benchmarks against its peers. Every workload is a
// Case: a body that runs one operation and a check that compares its answer with a
// reference before anything is timed. bench_test.go turns the cases into benchmarks
// and into TestBenchmarkWorkloads; bench/run.sh drives both.
package benchgo

// The shapes below re-state, in words-to-code form, the structs described in
// $RIFFLE_TESTDATA/seed-go/README.md and seed-scalajack/README.md. easyjson's generated
// code for them is in types_easyjson.go (regenerate with `go generate`).

//go:generate go run github.com/mailru/easyjson/easyjson -no_std_marshalers types.go
//go:generate sed -i -e "\\|^//go:build|d" -e "\\|^// +build|d" types_easyjson.go
//go:generate gofmt -w types_easyjson.go

// SmallPayload is the "http log" shape: 9 fields, only 4 bound by name.
//
//easyjson:json
type SmallPayload struct {
	St   int    `json:"st"`
	Sid  int    `json:"-"`
	Tt   string `json:"-"`
	Gr   int    `json:"-"`
	Uuid string `json:"uuid"`
	Ip   string `json:"-"`
	Ua   string `json:"ua"`
	Tz   int    `json:"tz"`
	V    int    `json:"-"`
}

// CBAvatar is one gravatar avatar of the medium payload.
type CBAvatar struct {
	Url string `json:"url"`
}

// CBGravatar holds the avatars of the medium payload.
type CBGravatar struct {
	Avatars []*CBAvatar `json:"avatars"`
}

// CBGithub holds the follower count of the medium payload.
type CBGithub struct {
	Followers int `json:"followers"`
}

// CBName holds the full name of the medium payload.
type CBName struct {
	FullName string `json:"fullName"`
}

// CBPerson is the person of the medium payload.
type CBPerson struct {
	Name     *CBName     `json:"name"`
	Github   *CBGithub   `json:"github"`
	Gravatar *CBGravatar `json:"gravatar"`
}

// MediumPayload is the Clearbit shape, with the source's misspelled `compnay` tag.
//
//easyjson:json
type MediumPayload struct {
	Person  *CBPerson `json:"person"`
	Company string    `json:"compnay"`
}

// DSUser is a Discourse user; LargePayload ignores the users array.
type DSUser struct {
	Username string
}

// DSTopic is declared by the source benchmark but not used.
type DSTopic struct {
	Id   int
	Slug string
}

// DSTopicsList counts topics as empty structs.
type DSTopicsList struct {
	Topics        []struct{} `json:"topics"`
	MoreTopicsUrl string     `json:"-"`
}

// LargePayload is the Discourse shape: only topics.topics is bound (and only counted).
//
//easyjson:json
type LargePayload struct {
	Users  []*DSUser     `json:"-"`
	Topics *DSTopicsList `json:"topics"`
}

// Address2 is the ScalaJack benchmark's address.
type Address2 struct {
	Street     string `json:"street"`
	City       string `json:"city"`
	State      string `json:"state"`
	PostalCode string `json:"postal_code"`
}

// Person2 is the ScalaJack benchmark's person.
type Person2 struct {
	Name         string   `json:"name"`
	Age          int32    `json:"age"`
	Address      Address2 `json:"address"`
	Email        string   `json:"email"`
	PhoneNumbers []string `json:"phone_numbers"`
	IsEmployed   bool     `json:"is_employed"`
}

// Friend2 is one friend of Record2.
type Friend2 struct {
	Name  string `json:"name"`
	Age   int32  `json:"age"`
	Email string `json:"email"`
}

// Pet2 is one pet of Record2.
type Pet2 struct {
	Name    string `json:"name"`
	Species string `json:"species"`
	Age     int32  `json:"age"`
}

// Record2 is the ScalaJack 8 benchmark's top-level record.
//
//easyjson:json
type Record2 struct {
	Person  Person2   `json:"person"`
	Hobbies []string  `json:"hobbies"`
	Friends []Friend2 `json:"friends"`
	Pets    []Pet2    `json:"pets"`
}
