module github.com/riffle-json/riffle/go

go 1.26
