module github.com/riffle-json/riffle/bench/report

go 1.26
