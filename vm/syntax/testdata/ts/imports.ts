import type { Schema } from "schemas";
import { type Helper, format } from "text";
import util, * as ns from "util";
const a: number = 1;
import { parse as parseCsv } from "csv";
import "side-effect";
import only = require("legacy");
import type { Unused } from "types";
format(a, parseCsv, util, ns, only);
