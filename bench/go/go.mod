module github.com/riffle-json/riffle/bench/go

go 1.26.0

require (
	github.com/buger/jsonparser v1.6.1
	github.com/bytedance/sonic v1.15.5
	github.com/go-json-experiment/json v0.0.0-20260820222146-c27c302e5fc3
	github.com/goccy/go-json v0.12.0
	github.com/json-iterator/go v1.1.12
	github.com/mailru/easyjson v0.9.2
	github.com/minio/simdjson-go v0.4.5
	github.com/riffle-json/riffle/go v0.0.0-00010101000000-000000000000
	github.com/segmentio/encoding v0.5.4
	github.com/valyala/fastjson v1.6.10
)

require (
	github.com/bytedance/gopkg v0.1.3 // indirect
	github.com/bytedance/sonic/loader v0.5.3 // indirect
	github.com/cloudwego/base64x v0.1.6 // indirect
	github.com/josharian/intern v1.0.0 // indirect
	github.com/klauspost/compress v1.15.15 // indirect
	github.com/klauspost/cpuid/v2 v2.2.9 // indirect
	github.com/modern-go/concurrent v0.0.0-20180228061459-e0a39a4cb421 // indirect
	github.com/modern-go/reflect2 v1.0.2 // indirect
	github.com/segmentio/asm v1.1.3 // indirect
	github.com/twitchyliquid64/golang-asm v0.15.1 // indirect
	golang.org/x/arch v0.0.0-20210923205945-b76863e36670 // indirect
	golang.org/x/sys v0.50.0 // indirect
)

replace github.com/riffle-json/riffle/go => ../../go
