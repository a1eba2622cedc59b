package durabletools

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
)

// The search(...) built-in: how a program discovers tools at run time.
//
// A program calls
//
//	search(query?, options?)   // or search({ query, namespace, limit, offset })
//
// and gets, synchronously,
//
//	{ results: [{ path, expression, description, signature }], total, nextOffset? }
//
//   - query "" (or none) browses: every tool in scope, in catalog order;
//   - a query naming a tool exactly ("orders.lookup", "tools.orders.lookup",
//     `tools.context7["resolve-library-id"]`) returns that tool alone;
//   - a query written as a tools expression naming a namespace
//     ("tools.orders") browses that namespace;
//   - any other query ranks tools by how many of its words they match and
//     how well (see SearchIndex), and lists those that match at least one;
//   - options.namespace ("orders" or "tools.orders") keeps tools below it;
//   - options.limit (default 10, at most 100) and options.offset (default 0)
//     page the results; nextOffset is there when more results follow.
//
// total counts every result, on every page. Results are plain JSON, so the
// Temporal workflow computes the same answer from the same pinned catalog.

// SearchSignature is the TypeScript signature of the search built-in, for
// model instructions.
const SearchSignature = `search(query?: string, options?: { namespace?: string; limit?: number; offset?: number }): ` +
	`{ results: { path: string; expression: string; description: string; signature: string }[]; total: number; nextOffset?: number }`

// Search defaults and bounds.
const (
	DefaultSearchLimit = 10
	MaxSearchLimit     = 100
)

// SearchRequest is a decoded search(...) call.
type SearchRequest struct {
	Query     string
	Namespace string // dotted path, "" for every tool
	Limit     int    // 0 means DefaultSearchLimit
	Offset    int
}

// SearchResult is what search(...) returns to the program.
type SearchResult struct {
	Results    []SearchHit `json:"results"`
	Total      int         `json:"total"`
	NextOffset *int        `json:"nextOffset,omitempty"`
}

// SearchHit is one tool found: its callable expression and full signature.
type SearchHit struct {
	Path        string `json:"path"`       // "orders.lookup"
	Expression  string `json:"expression"` // tools.orders.lookup
	Description string `json:"description"`
	Signature   string `json:"signature"`
}

// ParseSearchInput decodes a search call's input: the JSON array of its
// arguments, [query?, options?], where query is a string or null, and
// options an object with namespace, limit and offset; the first argument
// may also be an options object with a query field. A bare string or
// object (not in an array) is read as a single argument. Errors name the
// offending argument for the model.
func ParseSearchInput(input json.RawMessage) (SearchRequest, error) {
	var req SearchRequest
	input = bytes.TrimSpace(input)
	var args []json.RawMessage
	if len(input) > 0 && input[0] == '[' {
		if err := json.Unmarshal(input, &args); err != nil {
			return req, errors.New("search: the arguments are not valid JSON")
		}
	} else if len(input) > 0 && string(input) != "null" {
		args = []json.RawMessage{input}
	}
	if len(args) > 2 {
		return req, errors.New("search takes at most two arguments: search(query, { namespace, limit, offset })")
	}
	if len(args) >= 1 {
		first := bytes.TrimSpace(args[0])
		switch {
		case string(first) == "null":
		case len(first) > 0 && first[0] == '"':
			if err := json.Unmarshal(first, &req.Query); err != nil {
				return req, errors.New("search: the query is not a valid JSON string")
			}
		case len(first) > 0 && first[0] == '{':
			if len(args) == 2 && string(bytes.TrimSpace(args[1])) != "null" {
				return req, errors.New("search: pass either search(query, options) or search({ query, ...options }), not two objects")
			}
			return req, req.options(first, true)
		default:
			return req, fmt.Errorf("search: the query must be a string, not %s", jsonKind(first))
		}
	}
	if len(args) == 2 {
		second := bytes.TrimSpace(args[1])
		if string(second) == "null" {
			return req, nil
		}
		if len(second) == 0 || second[0] != '{' {
			return req, fmt.Errorf("search: options must be an object { namespace, limit, offset }, not %s", jsonKind(second))
		}
		return req, req.options(second, false)
	}
	return req, nil
}

// options reads an options object into req.
func (req *SearchRequest) options(obj json.RawMessage, withQuery bool) error {
	keys, err := objectKeys(obj)
	if err != nil {
		return errors.New("search: the options are not a valid JSON object")
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(obj, &fields); err != nil {
		return errors.New("search: the options are not a valid JSON object")
	}
	for _, k := range keys {
		v := bytes.TrimSpace(fields[k])
		if string(v) == "null" {
			continue
		}
		switch k {
		case "query":
			if !withQuery {
				return errors.New(`search: pass the query as the first argument, search(query, options)`)
			}
			if err := jsonString(v, &req.Query); err != nil {
				return fmt.Errorf("search: the query must be a string, not %s", jsonKind(v))
			}
		case "namespace":
			if err := jsonString(v, &req.Namespace); err != nil {
				return fmt.Errorf("search: options.namespace must be a string, not %s", jsonKind(v))
			}
			req.Namespace = namespacePath(req.Namespace)
		case "limit":
			n, err := jsonInt(v)
			if err != nil || n < 1 {
				return fmt.Errorf("search: options.limit must be a positive integer, not %s", v)
			}
			req.Limit = int(min(n, MaxSearchLimit))
		case "offset":
			n, err := jsonInt(v)
			if err != nil || n < 0 {
				return fmt.Errorf("search: options.offset must be a non-negative integer, not %s", v)
			}
			req.Offset = int(min(n, math.MaxInt32))
		default:
			return fmt.Errorf("search: unknown option %q; the options are namespace, limit and offset", k)
		}
	}
	return nil
}

func jsonString(v json.RawMessage, s *string) error {
	if len(v) == 0 || v[0] != '"' {
		return errors.New("not a string")
	}
	return json.Unmarshal(v, s)
}

func jsonInt(v json.RawMessage) (int64, error) {
	var f float64
	if err := json.Unmarshal(v, &f); err != nil {
		return 0, err
	}
	if f != math.Trunc(f) || f > math.MaxInt64/2 || f < math.MinInt64/2 {
		return 0, errors.New("not an integer")
	}
	return int64(f), nil
}

// jsonKind names a JSON value's type the way JavaScript's typeof would.
func jsonKind(v json.RawMessage) string {
	if len(v) == 0 {
		return "nothing"
	}
	switch v[0] {
	case '"':
		return "a string"
	case '{':
		return "an object"
	case '[':
		return "an array"
	case 't', 'f':
		return "a boolean"
	case 'n':
		return "null"
	}
	return "a number"
}

// namespacePath turns "tools.orders", "orders" or `tools["my-ns"]` into a
// dotted path.
func namespacePath(s string) string {
	s = strings.TrimSpace(s)
	if path, ok := ParseExpression(s); ok {
		return path
	}
	return strings.Trim(s, ".")
}

// ParseExpression reads a tools expression such as tools.orders.lookup or
// tools.context7["resolve-library-id"] and returns its dotted path
// ("orders.lookup"). It reports false for anything else. "tools" alone is
// the root, path "".
func ParseExpression(s string) (string, bool) {
	rest, ok := strings.CutPrefix(s, "tools")
	if !ok {
		return "", false
	}
	var segs []string
	for rest != "" {
		switch rest[0] {
		case '.':
			end := 1
			for end < len(rest) && rest[end] != '.' && rest[end] != '[' {
				end++
			}
			name := rest[1:end]
			if !isIdentifier(name) {
				return "", false
			}
			segs = append(segs, name)
			rest = rest[end:]
		case '[':
			end := strings.Index(rest, "]")
			if end < 0 {
				return "", false
			}
			var name string
			lit := rest[1:end]
			if strings.HasPrefix(lit, "'") && strings.HasSuffix(lit, "'") && len(lit) >= 2 {
				lit = `"` + strings.ReplaceAll(lit[1:len(lit)-1], `"`, `\"`) + `"`
			}
			if err := json.Unmarshal([]byte(lit), &name); err != nil || name == "" || strings.Contains(name, ".") {
				return "", false
			}
			segs = append(segs, name)
			rest = rest[end+1:]
		default:
			return "", false
		}
	}
	return strings.Join(segs, "."), true
}

// SearchIndex answers searches over a catalog. Build it once per catalog
// with NewSearchIndex; it is immutable and safe for concurrent use. Its
// answers depend only on the catalog and the request: no map order, no
// clock.
//
// Ranking: each query word (stop words dropped) is matched against each
// tool's fields, best field first: the tool's own name (weight 10), the
// namespaces on its path (6), its description (3), the descriptions of
// enclosing namespaces (2), and the words of its signature such as
// property names (1). A word matches a field word exactly or as a plural
// (quality 6), as its prefix (3) or inside it (2, words of 3+ characters).
// Tools are ordered by how many query words they match, then by the sum
// of weight x quality of each word's best match, then by catalog order.
type SearchIndex struct {
	docs   []searchDoc
	byPath map[string]int
	spaces map[string]bool // every namespace path
}

type searchDoc struct {
	hit    SearchHit
	fields [5][]searchToken // tokens by field, highest weight first
}

// searchToken is a folded token and its stem, computed once.
type searchToken struct{ text, stem string }

func newTokens(words []string) []searchToken {
	out := make([]searchToken, len(words))
	for i, w := range words {
		out[i] = searchToken{w, stem(w)}
	}
	return out
}

var fieldWeights = [5]int{10, 6, 3, 2, 1}

// NewSearchIndex indexes a catalog; search results keep its order on ties.
func NewSearchIndex(catalog []Descriptor) *SearchIndex {
	ix := &SearchIndex{byPath: make(map[string]int, len(catalog)), spaces: map[string]bool{}}
	for _, d := range catalog {
		segs := SplitPath(d.Path)
		doc := searchDoc{hit: SearchHit{Path: d.Path, Expression: Expression(d.Path), Description: d.Description, Signature: d.Signature}}
		if len(segs) > 0 {
			doc.fields[0] = newTokens(uniqueTokens(segs[len(segs)-1]))
			doc.fields[1] = newTokens(uniqueTokens(strings.Join(segs[:len(segs)-1], " ")))
		}
		doc.fields[2] = newTokens(uniqueTokens(d.Description))
		var docs []string
		for _, ns := range d.Namespaces {
			docs = append(docs, ns.Description)
		}
		doc.fields[3] = newTokens(uniqueTokens(strings.Join(docs, " ")))
		var sig []string
		for _, t := range uniqueTokens(d.Signature) {
			if !signatureWords[t] {
				sig = append(sig, t)
			}
		}
		doc.fields[4] = newTokens(sig)
		if _, dup := ix.byPath[d.Path]; !dup {
			ix.byPath[d.Path] = len(ix.docs)
		}
		ix.docs = append(ix.docs, doc)
		for i := range segs[:max(len(segs)-1, 0)] {
			ix.spaces[strings.Join(segs[:i+1], ".")] = true
		}
	}
	return ix
}

// uniqueTokens lists the distinct tokens of an indexed field, and also
// those of its hyphenated words written solid, so "e-mail" matches "email".
func uniqueTokens(s string) []string {
	var out []string
	seen := map[string]bool{}
	add := func(tokens []string) {
		for _, t := range tokens {
			if !seen[t] {
				seen[t] = true
				out = append(out, t)
			}
		}
	}
	add(tokenize(s))
	if strings.Contains(s, "-") {
		add(tokenize(strings.ReplaceAll(s, "-", "")))
	}
	return out
}

// Search answers one request.
func (ix *SearchIndex) Search(req SearchRequest) SearchResult {
	scope := namespacePath(req.Namespace)
	query := strings.TrimSpace(req.Query)

	var found []int // doc indexes, ranked
	if path, ok := ix.exactPath(query); ok {
		if inScope(path, scope) {
			found = []int{ix.byPath[path]}
		}
	} else {
		disjoint := false
		if path, ok := ParseExpression(query); ok && (path == "" || ix.spaces[path]) {
			// tools.orders: browse that namespace, within the scope.
			query = ""
			switch {
			case inScope(path, scope):
				scope = path
			case !inScope(scope, path):
				disjoint = true
			}
		}
		if !disjoint {
			found = ix.rank(queryTokens(query), scope)
		}
	}

	limit := req.Limit
	if limit <= 0 {
		limit = DefaultSearchLimit
	}
	limit = min(limit, MaxSearchLimit)
	res := SearchResult{Results: []SearchHit{}, Total: len(found)}
	start := min(max(req.Offset, 0), len(found))
	end := min(start+limit, len(found))
	for _, i := range found[start:end] {
		res.Results = append(res.Results, ix.docs[i].hit)
	}
	if end < len(found) {
		next := end
		res.NextOffset = &next
	}
	return res
}

// exactPath reports a query that names a tool exactly.
func (ix *SearchIndex) exactPath(query string) (string, bool) {
	if query == "" {
		return "", false
	}
	if _, ok := ix.byPath[query]; ok {
		return query, true
	}
	path, ok := ParseExpression(strings.TrimSuffix(query, "()"))
	if !ok {
		return "", false
	}
	_, ok = ix.byPath[path]
	return path, ok
}

// inScope reports whether path is scope or below it.
func inScope(path, scope string) bool {
	return scope == "" || path == scope || strings.HasPrefix(path, scope+".")
}

type scored struct {
	doc, matched, score int
}

// rank lists the docs in scope that match at least one query token, best
// first; with no tokens, every doc in scope in catalog order.
func (ix *SearchIndex) rank(words []string, scope string) []int {
	tokens := newTokens(words)
	var hits []scored
	for i, d := range ix.docs {
		if !inScope(d.hit.Path, scope) {
			continue
		}
		if len(tokens) == 0 {
			hits = append(hits, scored{doc: i})
			continue
		}
		s := scored{doc: i}
		for _, q := range tokens {
			if best := d.best(q); best > 0 {
				s.matched++
				s.score += best
			}
		}
		if s.matched > 0 {
			hits = append(hits, s)
		}
	}
	slices.SortStableFunc(hits, func(a, b scored) int {
		if a.matched != b.matched {
			return b.matched - a.matched
		}
		return b.score - a.score
	})
	out := make([]int, len(hits))
	for i, h := range hits {
		out[i] = h.doc
	}
	return out
}

// best is the best weight x quality of q's matches in the doc's fields.
func (d *searchDoc) best(q searchToken) int {
	best := 0
	for f, tokens := range d.fields {
		if fieldWeights[f]*6 <= best {
			break // no later field can do better
		}
		for _, t := range tokens {
			best = max(best, fieldWeights[f]*matchQuality(q, t))
		}
	}
	return best
}

// matchQuality rates how query token q matches field token t: 6 exact (or
// the same word in singular and plural), 3 prefix, 2 inside, 0 none.
func matchQuality(q, t searchToken) int {
	switch {
	case q.text == t.text || q.stem == t.stem:
		return 6
	case len(q.text) >= 2 && strings.HasPrefix(t.text, q.text):
		return 3
	case len(q.text) >= 3 && strings.Contains(t.text, q.text):
		return 2
	}
	return 0
}

// Search answers one search over a catalog without keeping an index.
func Search(catalog []Descriptor, req SearchRequest) SearchResult {
	return NewSearchIndex(catalog).Search(req)
}
