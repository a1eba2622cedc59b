package syntax

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"
)

func TestMsgDiff(t *testing.T) {
	f, _ := os.Open("testdata/parse/node_cases.jsonl")
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var c [3]string
		json.Unmarshal(sc.Bytes(), &c)
		if c[1] == "ok" {
			continue
		}
		_, err := parseJS(strings.ReplaceAll(c[0], `\n`, "\n"), GoalScript)
		if err == nil {
			continue
		}
		msg := err.(*Error).Msg
		if msg != c[1] {
			fmt.Printf("%-45q node: %-55s us: %s\n", c[0], c[1], msg)
		}
	}
}
