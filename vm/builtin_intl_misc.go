package vm

import (
	"slices"
	"strings"
)

// Intl.ListFormat (Collator, PluralRules and RelativeTimeFormat are in
// builtin_intl_collator.go, builtin_intl_plural.go and
// builtin_intl_reltime.go).

// ---- ListFormat ----

type listFormat struct {
	Type   string `json:"type"`
	Style  string `json:"style"`
	Locale string `json:"locale,omitempty"` // "" is en-US (older snapshots)
}

// locale is the resolved locale reported by resolvedOptions.
func (lf *listFormat) locale() string {
	if lf.Locale == "" {
		return intlLocale
	}
	return lf.Locale
}

// separators are the start, middle, end and pair separators of the
// format's locale, type and style (vm/builtin_intl_list_data.go).
func (lf *listFormat) separators() [4]string {
	seps, ok := listPatterns[lf.locale()]
	if !ok {
		seps = listPatterns["en-US"]
	}
	t := slices.Index([]string{"conjunction", "disjunction", "unit"}, lf.Type)
	s := slices.Index([]string{"long", "short", "narrow"}, lf.Style)
	if t < 0 || s < 0 {
		return seps[0]
	}
	return seps[t*3+s]
}

// spanishConjunction applies ICU's Spanish rule to the word before the
// last item: "y" becomes "e" before an i sound ("a e iglesia") and "o"
// becomes "u" before an o sound ("a u otro", "7 u 8").
func spanishConjunction(sep, next string) string {
	lower := strings.ToLower(next)
	switch sep {
	case " y ":
		if strings.HasPrefix(lower, "i") || lower == "hi" ||
			strings.HasPrefix(lower, "hi") && !strings.HasPrefix(lower, "hia") && !strings.HasPrefix(lower, "hie") {
			return " e "
		}
	case " o ":
		if strings.HasPrefix(lower, "o") || strings.HasPrefix(lower, "ho") || strings.HasPrefix(lower, "8") || lower == "11" {
			return " u "
		}
	}
	return sep
}

func (lf *listFormat) format(items []string) string { return joinParts(lf.formatParts(items)) }

// formatParts returns the items as "element" parts joined by "literal"
// separators.
func (lf *listFormat) formatParts(items []string) []intlPart {
	seps := lf.separators()
	start, middle, last, pair := seps[0], seps[1], seps[2], seps[3]
	spanish := strings.HasPrefix(lf.locale(), "es")
	var parts []intlPart
	for i, item := range items {
		sep := ""
		switch {
		case i == 0:
		case len(items) == 2:
			sep = pair
		case i == len(items)-1:
			sep = last
		case i == 1:
			sep = start
		default:
			sep = middle
		}
		if spanish && i == len(items)-1 && i > 0 {
			sep = spanishConjunction(sep, item)
		}
		if i > 0 {
			parts = append(parts, intlPart{"literal", sep})
		}
		parts = append(parts, intlPart{"element", item})
	}
	return parts
}

// listItems reads ListFormat's list argument: an iterable of strings.
func listItems(m *Machine, l Value) ([]string, error) {
	var items []string
	if l.isUndefined() {
		return nil, nil
	}
	vals, err := m.iterateToSlice(l)
	if err != nil {
		return nil, err
	}
	for _, v := range vals {
		if v.kind != KString {
			return nil, m.typeError("Iterable yielded %s which is not a string", m.inspectShort(v))
		}
		items = append(items, v.asString())
	}
	return items, nil
}

func init() {

	initPluralRules()        // builtin_intl_plural.go
	initRelativeTimeFormat() // builtin_intl_reltime.go

	intlClass(protoIntlListFormat, "ListFormat", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		locale, opts, err := intlLocaleOptions(m, args)
		if err != nil {
			return undefined, err
		}
		lf := &listFormat{Locale: locale}
		if lf.Type, err = intlString(m, opts, "Intl.ListFormat", "type", []string{"conjunction", "disjunction", "unit"}, "conjunction"); err != nil {
			return undefined, err
		}
		if lf.Style, err = intlString(m, opts, "Intl.ListFormat", "style", []string{"long", "short", "narrow"}, "long"); err != nil {
			return undefined, err
		}
		return newIntlObject(m, protoIntlListFormat, "lf", lf)
	},
		fn("Intl.ListFormat.prototype.format", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			lf := &listFormat{}
			if _, err := thisIntl(m, this, "lf", "Intl.ListFormat.prototype.format", lf); err != nil {
				return undefined, err
			}
			items, err := listItems(m, arg(args, 0))
			if err != nil {
				return undefined, err
			}
			return str(lf.format(items)), nil
		}),
		fn("Intl.ListFormat.prototype.formatToParts", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			lf := &listFormat{}
			if _, err := thisIntl(m, this, "lf", "Intl.ListFormat.prototype.formatToParts", lf); err != nil {
				return undefined, err
			}
			items, err := listItems(m, arg(args, 0))
			if err != nil {
				return undefined, err
			}
			return m.partsArray(lf.formatParts(items)), nil
		}),
		fn("Intl.ListFormat.prototype.resolvedOptions", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			lf := &listFormat{}
			if _, err := thisIntl(m, this, "lf", "Intl.ListFormat.prototype.resolvedOptions", lf); err != nil {
				return undefined, err
			}
			return obj(m.plainObject("locale", lf.locale(), "type", lf.Type, "style", lf.Style)), nil
		}),
	)
}
