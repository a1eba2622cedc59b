package vm

import (
	"strings"

	"github.com/codemode-go/codemode/vm/internal/wtf8"
)

// stringHTMLMethods are the legacy String.prototype HTML methods of
// Annex B (CreateHTML): "x".link("u") is `<a href="u">x</a>`. Old code
// and some generated programs still call them; node has them all.
func stringHTMLMethods() []lazyEntry {
	type htmlMethod struct{ name, tag, attr string }
	methods := []htmlMethod{
		{"anchor", "a", "name"}, {"big", "big", ""}, {"blink", "blink", ""}, {"bold", "b", ""},
		{"fixed", "tt", ""}, {"fontcolor", "font", "color"}, {"fontsize", "font", "size"},
		{"italics", "i", ""}, {"link", "a", "href"}, {"small", "small", ""}, {"strike", "strike", ""},
		{"sub", "sub", ""}, {"sup", "sup", ""},
	}
	entries := make([]lazyEntry, 0, len(methods))
	for _, hm := range methods {
		hm := hm
		length := 0
		if hm.attr != "" {
			length = 1
		}
		entries = append(entries, fn("String.prototype."+hm.name, length,
			func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
				s, err := thisString(m, this, hm.name)
				if err != nil {
					return undefined, err
				}
				open := "<" + hm.tag
				if hm.attr != "" {
					v, err := m.toString(arg(args, 0))
					if err != nil {
						return undefined, err
					}
					v = strings.ReplaceAll(v, `"`, "&quot;")
					if wtf8.UTF16Len(v)+wtf8.UTF16Len(s) > maxStringLength-32 {
						return undefined, m.errStringLength()
					}
					open += " " + hm.attr + `="` + v + `"`
				} else if wtf8.UTF16Len(s) > maxStringLength-32 {
					return undefined, m.errStringLength()
				}
				return str(open + ">" + s + "</" + hm.tag + ">"), nil
			}))
	}
	return entries
}
