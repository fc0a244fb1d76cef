module example.com/riffle-quickstart

go 1.26.0

require github.com/riffle-json/riffle/go v0.0.0

require golang.org/x/sys v0.50.0 // indirect

// A user writes only the require line (go get github.com/riffle-json/riffle/go@latest);
// this example builds against the checkout it sits in.
replace github.com/riffle-json/riffle/go => ../..
