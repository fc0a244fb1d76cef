package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
)

// appendixDir is the folder, inside the docs directory, of hand-written
// measurement sections that docs/benchmarks.md carries after the generated tables:
// longer or interleaved runs of a few rows, each naming its own commit, command and
// raw results. The report copies them verbatim, so regenerating benchmarks.md keeps them.
const appendixDir = "benchmarks"

// measuredAt is what an appendix heading must carry: "commit <hash>" and a date.
var measuredAt = regexp.MustCompile(`commit [0-9a-f]{7,40}\b.*\b\d{4}-\d{2}-\d{2}\b`)

// appendix returns the "Further measurements" section built from the *.md files of
// docs/<appendixDir>, in name order, or "" when there are none. Each file must start
// with a "## " heading naming the commit and date it was measured at; the report fails
// otherwise, so a stray or undated file is not pasted into the document unnoticed.
func appendix(docsDir string) (string, error) {
	files, err := filepath.Glob(filepath.Join(docsDir, appendixDir, "*.md"))
	if err != nil {
		return "", err
	}
	if len(files) == 0 {
		return "", nil
	}
	sort.Strings(files)
	var b strings.Builder
	b.WriteString("\n## Further measurements (hand-written, not from this run)\n\n")
	fmt.Fprintf(&b, "The sections below are kept in `docs/%s/*.md` and copied here by `bench/report`. Each comes from its own, longer or interleaved, run of a few rows and names its commit, command and raw results; where it measures the same rows as the tables above, it is the better evidence.\n\n", appendixDir)
	for _, f := range files {
		text, err := os.ReadFile(f)
		if err != nil {
			return "", err
		}
		s := strings.TrimSpace(string(text))
		if !strings.HasPrefix(s, "## ") {
			return "", fmt.Errorf("report: %s must start with a \"## \" heading", f)
		}
		if h, _, _ := strings.Cut(s, "\n"); !measuredAt.MatchString(h) {
			return "", fmt.Errorf("report: the heading of %s must name the commit and date it was measured at, as in \"## Title (commit 1a2b3c4, 2026-11-25)\"", f)
		}
		b.WriteString(demoteHeadings(s) + "\n\n")
	}
	return b.String(), nil
}

// demoteHeadings moves every Markdown heading of text one level down ("## " to
// "### "), leaving fenced code blocks alone, so an appendix file's sections nest
// under "Further measurements".
func demoteHeadings(text string) string {
	lines := strings.Split(text, "\n")
	fenced := false
	for i, l := range lines {
		if strings.HasPrefix(l, "```") {
			fenced = !fenced
			continue
		}
		if !fenced && strings.HasPrefix(l, "#") {
			lines[i] = "#" + l
		}
	}
	return strings.Join(lines, "\n")
}
