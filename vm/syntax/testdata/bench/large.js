// A larger CodeMode program: a small utility library, a schema validator, a
// CSV and markdown toolkit, a job orchestrator, and the agent code that uses
// them to reconcile invoices against payments across several tools.
"use strict";

// ---------------------------------------------------------------------------
// Basic helpers

const hasOwn = (obj, key) => Object.prototype.hasOwnProperty.call(obj, key);
const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
const isPlainObject = (v) => isObject(v) && (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);
const identity = (x) => x;
const noop = () => {};

function assert(condition, message = "assertion failed") {
  if (!condition) {
    throw new Error(message);
  }
}

function clamp(value, lo, hi) {
  return value < lo ? lo : value > hi ? hi : value;
}

function range(start, end, step = 1) {
  if (end === undefined) {
    end = start;
    start = 0;
  }
  const out = [];
  if (step > 0) {
    for (let i = start; i < end; i += step) out.push(i);
  } else if (step < 0) {
    for (let i = start; i > end; i += step) out.push(i);
  }
  return out;
}

function chunk(items, size) {
  assert(size > 0, "chunk size must be positive");
  const out = [];
  for (let i = 0; i < items.length; i += size) {
    out.push(items.slice(i, i + size));
  }
  return out;
}

function groupBy(items, keyFn) {
  const groups = {};
  for (const item of items) {
    const key = typeof keyFn === "function" ? keyFn(item) : item[keyFn];
    (groups[key] ||= []).push(item);
  }
  return groups;
}

function indexBy(items, keyFn) {
  const index = new Map();
  for (const item of items) index.set(keyFn(item), item);
  return index;
}

function partition(items, pred) {
  const yes = [];
  const no = [];
  items.forEach((item, i) => (pred(item, i) ? yes : no).push(item));
  return [yes, no];
}

function uniqueBy(items, keyFn = identity) {
  const seen = new Set();
  return items.filter((item) => {
    const key = keyFn(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function zip(...arrays) {
  const length = Math.min(...arrays.map((a) => a.length));
  return Array.from({ length }, (_, i) => arrays.map((a) => a[i]));
}

function sum(values, fn = identity) {
  let total = 0;
  for (const v of values) total += fn(v);
  return total;
}

function mean(values) {
  return values.length === 0 ? NaN : sum(values) / values.length;
}

function median(values) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const lo = Math.floor(rank);
  const hi = Math.ceil(rank);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (rank - lo);
}

function round(value, digits = 2) {
  const f = 10 ** digits;
  return Math.round((value + Number.EPSILON) * f) / f;
}

function pick(obj, keys) {
  const out = {};
  for (const k of keys) if (hasOwn(obj, k)) out[k] = obj[k];
  return out;
}

function omit(obj, keys) {
  const drop = new Set(keys);
  return Object.fromEntries(Object.entries(obj).filter(([k]) => !drop.has(k)));
}

function mapValues(obj, fn) {
  const out = {};
  for (const [k, v] of Object.entries(obj)) out[k] = fn(v, k);
  return out;
}

function deepClone(value, seen = new Map()) {
  if (value === null || typeof value !== "object") return value;
  if (seen.has(value)) return seen.get(value);
  if (value instanceof Date) return new Date(value.getTime());
  if (value instanceof RegExp) return new RegExp(value.source, value.flags);
  if (Array.isArray(value)) {
    const copy = [];
    seen.set(value, copy);
    for (const item of value) copy.push(deepClone(item, seen));
    return copy;
  }
  if (value instanceof Map) {
    const copy = new Map();
    seen.set(value, copy);
    for (const [k, v] of value) copy.set(deepClone(k, seen), deepClone(v, seen));
    return copy;
  }
  if (value instanceof Set) {
    const copy = new Set();
    seen.set(value, copy);
    for (const v of value) copy.add(deepClone(v, seen));
    return copy;
  }
  const copy = Object.create(Object.getPrototypeOf(value));
  seen.set(value, copy);
  for (const key of Reflect.ownKeys(value)) {
    copy[key] = deepClone(value[key], seen);
  }
  return copy;
}

function deepEqual(a, b) {
  if (Object.is(a, b)) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== "object") return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], b[i])) return false;
    return true;
  }
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => hasOwn(b, k) && deepEqual(a[k], b[k]));
}

function deepMerge(target, ...sources) {
  for (const source of sources) {
    if (!isObject(source)) continue;
    for (const [key, value] of Object.entries(source)) {
      if (isPlainObject(value) && isPlainObject(target[key])) {
        target[key] = deepMerge({ ...target[key] }, value);
      } else if (Array.isArray(value)) {
        target[key] = [...value];
      } else if (value !== undefined) {
        target[key] = value;
      }
    }
  }
  return target;
}

function getPath(obj, path, fallback = undefined) {
  const parts = Array.isArray(path) ? path : String(path).split(/\.|\[(\d+)\]/).filter(Boolean);
  let cur = obj;
  for (const part of parts) {
    if (cur == null) return fallback;
    cur = cur[part];
  }
  return cur === undefined ? fallback : cur;
}

function setPath(obj, path, value) {
  const parts = String(path).split(".");
  let cur = obj;
  parts.slice(0, -1).forEach((part, i) => {
    if (!isObject(cur[part]) && !Array.isArray(cur[part])) {
      cur[part] = /^\d+$/.test(parts[i + 1]) ? [] : {};
    }
    cur = cur[part];
  });
  cur[parts.at(-1)] = value;
  return obj;
}

// ---------------------------------------------------------------------------
// Strings

const ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (ch) => ESCAPES[ch]);
}

function camelCase(text) {
  return String(text)
    .replace(/[^a-zA-Z0-9]+(.)?/g, (_, ch) => (ch ? ch.toUpperCase() : ""))
    .replace(/^[A-Z]/, (ch) => ch.toLowerCase());
}

function kebabCase(text) {
  return String(text)
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/[\s_]+/g, "-")
    .toLowerCase();
}

function titleCase(text) {
  const small = new Set(["a", "an", "and", "the", "of", "in", "on", "to", "for"]);
  return String(text)
    .toLowerCase()
    .split(/\s+/)
    .map((w, i) => (i > 0 && small.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(" ");
}

function truncate(text, max, ellipsis = "…") {
  if (text.length <= max) return text;
  const cut = text.slice(0, Math.max(0, max - ellipsis.length));
  const lastSpace = cut.lastIndexOf(" ");
  return (lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut) + ellipsis;
}

function pad(value, width, { align = "left", fill = " " } = {}) {
  const s = String(value);
  if (s.length >= width) return s;
  const gap = width - s.length;
  switch (align) {
    case "right":
      return fill.repeat(gap) + s;
    case "center": {
      const left = Math.floor(gap / 2);
      return fill.repeat(left) + s + fill.repeat(gap - left);
    }
    default:
      return s + fill.repeat(gap);
  }
}

function wordWrap(text, width = 80) {
  const lines = [];
  for (const paragraph of text.split(/\n{2,}/)) {
    let line = "";
    for (const word of paragraph.split(/\s+/)) {
      if (!word) continue;
      if (line && line.length + 1 + word.length > width) {
        lines.push(line);
        line = word;
      } else {
        line = line ? `${line} ${word}` : word;
      }
    }
    if (line) lines.push(line);
    lines.push("");
  }
  return lines.join("\n").trimEnd();
}

function slugify(text) {
  return String(text)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function formatTemplate(template, values) {
  return template.replace(/\{\{\s*([\w.]+)\s*(?:\|\s*(\w+))?\s*\}\}/g, (match, path, filter) => {
    let value = getPath(values, path);
    if (value === undefined) return match;
    switch (filter) {
      case "upper":
        value = String(value).toUpperCase();
        break;
      case "lower":
        value = String(value).toLowerCase();
        break;
      case "json":
        value = JSON.stringify(value);
        break;
      case "money":
        value = formatMoney(value);
        break;
      default:
        break;
    }
    return String(value);
  });
}

function html(strings, ...values) {
  let out = strings[0];
  values.forEach((value, i) => {
    const text = Array.isArray(value) ? value.join("") : escapeHtml(value ?? "");
    out += text + strings[i + 1];
  });
  return out;
}

function dedent(strings, ...values) {
  const raw = strings.raw.reduce((acc, s, i) => acc + s + (i < values.length ? values[i] : ""), "");
  const lines = raw.replace(/^\n/, "").split("\n");
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => l.match(/^ */)[0].length));
  return lines.map((l) => l.slice(indent)).join("\n");
}

// ---------------------------------------------------------------------------
// Numbers, money and dates

const CURRENCIES = {
  USD: { symbol: "$", digits: 2 },
  EUR: { symbol: "€", digits: 2 },
  GBP: { symbol: "£", digits: 2 },
  JPY: { symbol: "¥", digits: 0 },
};

function formatNumber(value, digits = 0) {
  const fixed = Math.abs(value).toFixed(digits);
  const [int, frac] = fixed.split(".");
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return (value < 0 ? "-" : "") + grouped + (frac ? "." + frac : "");
}

function formatMoney(amount, currency = "USD") {
  const info = CURRENCIES[currency] ?? { symbol: currency + " ", digits: 2 };
  const text = formatNumber(amount, info.digits);
  return text.startsWith("-") ? `-${info.symbol}${text.slice(1)}` : `${info.symbol}${text}`;
}

function parseMoney(text) {
  const m = /^\s*(-)?\s*([$€£¥])?\s*([\d,]+(?:\.\d+)?)\s*([A-Z]{3})?\s*$/.exec(text);
  if (!m) return null;
  const [, minus, symbol, digits, code] = m;
  const bySymbol = { $: "USD", "€": "EUR", "£": "GBP", "¥": "JPY" };
  const amount = Number(digits.replace(/,/g, "")) * (minus ? -1 : 1);
  return { amount, currency: code ?? bySymbol[symbol] ?? "USD" };
}

function toCents(amount) {
  return Math.round(amount * 100);
}

function fromCents(cents) {
  return cents / 100;
}

const MS_PER_DAY = 24 * 60 * 60 * 1000;

function parseDate(value) {
  if (value instanceof Date) return value;
  if (typeof value === "number") return new Date(value);
  const iso = /^(?<y>\d{4})-(?<m>\d{2})-(?<d>\d{2})(?:[T ](?<hh>\d{2}):(?<mm>\d{2})(?::(?<ss>\d{2}))?)?/.exec(value);
  if (iso) {
    const { y, m, d, hh = "0", mm = "0", ss = "0" } = iso.groups;
    return new Date(Date.UTC(+y, +m - 1, +d, +hh, +mm, +ss));
  }
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (us) return new Date(Date.UTC(+us[3], +us[1] - 1, +us[2]));
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? null : new Date(parsed);
}

function formatDate(date, pattern = "YYYY-MM-DD") {
  const d = parseDate(date);
  if (!d) return "";
  const parts = {
    YYYY: String(d.getUTCFullYear()),
    MM: String(d.getUTCMonth() + 1).padStart(2, "0"),
    DD: String(d.getUTCDate()).padStart(2, "0"),
    hh: String(d.getUTCHours()).padStart(2, "0"),
    mm: String(d.getUTCMinutes()).padStart(2, "0"),
    ss: String(d.getUTCSeconds()).padStart(2, "0"),
  };
  return pattern.replace(/YYYY|MM|DD|hh|mm|ss/g, (token) => parts[token]);
}

function addDays(date, days) {
  return new Date(parseDate(date).getTime() + days * MS_PER_DAY);
}

function daysBetween(a, b) {
  return Math.round((parseDate(b) - parseDate(a)) / MS_PER_DAY);
}

function startOfMonth(date) {
  const d = parseDate(date);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
}

function monthKey(date) {
  return formatDate(date, "YYYY-MM");
}

function isWeekend(date) {
  const day = parseDate(date).getUTCDay();
  return day === 0 || day === 6;
}

function businessDaysBetween(a, b) {
  let count = 0;
  for (let d = parseDate(a); d < parseDate(b); d = addDays(d, 1)) {
    if (!isWeekend(d)) count++;
  }
  return count;
}

// ---------------------------------------------------------------------------
// Data structures

class LRUCache {
  #max;
  #map = new Map();
  hits = 0;
  misses = 0;

  constructor(max = 100) {
    assert(Number.isInteger(max) && max > 0, "LRUCache needs a positive size");
    this.#max = max;
  }

  get size() {
    return this.#map.size;
  }

  get(key) {
    if (!this.#map.has(key)) {
      this.misses++;
      return undefined;
    }
    const value = this.#map.get(key);
    this.#map.delete(key);
    this.#map.set(key, value);
    this.hits++;
    return value;
  }

  set(key, value) {
    if (this.#map.has(key)) this.#map.delete(key);
    this.#map.set(key, value);
    while (this.#map.size > this.#max) {
      const oldest = this.#map.keys().next().value;
      this.#map.delete(oldest);
    }
    return this;
  }

  has(key) {
    return this.#map.has(key);
  }

  *entries() {
    yield* this.#map.entries();
  }

  get hitRate() {
    const total = this.hits + this.misses;
    return total === 0 ? 0 : this.hits / total;
  }

  static memoize(fn, size = 256) {
    const cache = new LRUCache(size);
    return function memoized(...args) {
      const key = JSON.stringify(args);
      if (cache.has(key)) return cache.get(key);
      const result = fn.apply(this, args);
      cache.set(key, result);
      return result;
    };
  }
}

class PriorityQueue {
  constructor(compare = (a, b) => a - b) {
    this.compare = compare;
    this.heap = [];
  }

  get length() {
    return this.heap.length;
  }

  peek() {
    return this.heap[0];
  }

  push(...items) {
    for (const item of items) {
      this.heap.push(item);
      this.#up(this.heap.length - 1);
    }
    return this.heap.length;
  }

  pop() {
    const { heap } = this;
    if (heap.length === 0) return undefined;
    const top = heap[0];
    const last = heap.pop();
    if (heap.length > 0) {
      heap[0] = last;
      this.#down(0);
    }
    return top;
  }

  #up(i) {
    const { heap, compare } = this;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (compare(heap[i], heap[parent]) >= 0) break;
      [heap[i], heap[parent]] = [heap[parent], heap[i]];
      i = parent;
    }
  }

  #down(i) {
    const { heap, compare } = this;
    const n = heap.length;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let best = i;
      if (l < n && compare(heap[l], heap[best]) < 0) best = l;
      if (r < n && compare(heap[r], heap[best]) < 0) best = r;
      if (best === i) return;
      [heap[i], heap[best]] = [heap[best], heap[i]];
      i = best;
    }
  }

  *drain() {
    while (this.length > 0) yield this.pop();
  }
}

class EventEmitter {
  #listeners = new Map();

  on(event, listener) {
    if (!this.#listeners.has(event)) this.#listeners.set(event, []);
    this.#listeners.get(event).push({ listener, once: false });
    return () => this.off(event, listener);
  }

  once(event, listener) {
    if (!this.#listeners.has(event)) this.#listeners.set(event, []);
    this.#listeners.get(event).push({ listener, once: true });
    return this;
  }

  off(event, listener) {
    const list = this.#listeners.get(event);
    if (!list) return false;
    const i = list.findIndex((entry) => entry.listener === listener);
    if (i >= 0) list.splice(i, 1);
    return i >= 0;
  }

  emit(event, ...args) {
    const list = this.#listeners.get(event);
    if (!list || list.length === 0) return false;
    for (const entry of [...list]) {
      if (entry.once) this.off(event, entry.listener);
      entry.listener.apply(this, args);
    }
    return true;
  }

  listenerCount(event) {
    return this.#listeners.get(event)?.length ?? 0;
  }
}

class Graph {
  constructor() {
    this.nodes = new Map();
  }

  addNode(id, data = {}) {
    if (!this.nodes.has(id)) this.nodes.set(id, { id, data, edges: new Map() });
    return this.nodes.get(id);
  }

  addEdge(from, to, weight = 1) {
    this.addNode(from).edges.set(to, weight);
    this.addNode(to);
    return this;
  }

  topologicalSort() {
    const inDegree = new Map([...this.nodes.keys()].map((id) => [id, 0]));
    for (const node of this.nodes.values()) {
      for (const to of node.edges.keys()) inDegree.set(to, inDegree.get(to) + 1);
    }
    const queue = [...inDegree].filter(([, d]) => d === 0).map(([id]) => id);
    const order = [];
    while (queue.length) {
      const id = queue.shift();
      order.push(id);
      for (const to of this.nodes.get(id).edges.keys()) {
        inDegree.set(to, inDegree.get(to) - 1);
        if (inDegree.get(to) === 0) queue.push(to);
      }
    }
    if (order.length !== this.nodes.size) {
      const cyclic = [...inDegree].filter(([, d]) => d > 0).map(([id]) => id);
      throw new Error(`cycle detected among: ${cyclic.join(", ")}`);
    }
    return order;
  }

  shortestPaths(source) {
    const dist = new Map();
    const prev = new Map();
    for (const id of this.nodes.keys()) dist.set(id, Infinity);
    dist.set(source, 0);
    const pq = new PriorityQueue((a, b) => a[1] - b[1]);
    pq.push([source, 0]);
    while (pq.length) {
      const [id, d] = pq.pop();
      if (d > dist.get(id)) continue;
      for (const [to, w] of this.nodes.get(id).edges) {
        const nd = d + w;
        if (nd < dist.get(to)) {
          dist.set(to, nd);
          prev.set(to, id);
          pq.push([to, nd]);
        }
      }
    }
    const pathTo = (target) => {
      const path = [];
      for (let at = target; at !== undefined; at = prev.get(at)) path.unshift(at);
      return path[0] === source ? path : [];
    };
    return { dist, pathTo };
  }

  *walk(start, visited = new Set()) {
    if (visited.has(start)) return;
    visited.add(start);
    yield start;
    for (const to of this.nodes.get(start)?.edges.keys() ?? []) {
      yield* this.walk(to, visited);
    }
  }
}

class Counter extends Map {
  add(key, n = 1) {
    this.set(key, (this.get(key) ?? 0) + n);
    return this;
  }

  mostCommon(n = Infinity) {
    return [...this.entries()].sort((a, b) => b[1] - a[1] || String(a[0]).localeCompare(String(b[0]))).slice(0, n);
  }

  total() {
    let t = 0;
    for (const v of this.values()) t += v;
    return t;
  }

  static from(items, keyFn = identity) {
    const c = new Counter();
    for (const item of items) c.add(keyFn(item));
    return c;
  }
}

// ---------------------------------------------------------------------------
// Results and errors

class AppError extends Error {
  constructor(code, message, details = {}) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.details = details;
  }

  toJSON() {
    return { name: this.name, code: this.code, message: this.message, details: this.details };
  }

  static wrap(err, code = "INTERNAL") {
    if (err instanceof AppError) return err;
    return new AppError(code, err?.message ?? String(err), { cause: err?.name });
  }
}

class ValidationError extends AppError {
  constructor(issues) {
    super("VALIDATION", `${issues.length} validation issue${issues.length === 1 ? "" : "s"}`, { issues });
    this.name = "ValidationError";
    this.issues = issues;
  }
}

const Result = {
  ok: (value) => ({ ok: true, value }),
  err: (error) => ({ ok: false, error }),
  async from(promise) {
    try {
      return Result.ok(await promise);
    } catch (e) {
      return Result.err(AppError.wrap(e));
    }
  },
  unwrap(result) {
    if (result.ok) return result.value;
    throw result.error;
  },
  map(result, fn) {
    return result.ok ? Result.ok(fn(result.value)) : result;
  },
  all(results) {
    const values = [];
    for (const r of results) {
      if (!r.ok) return r;
      values.push(r.value);
    }
    return Result.ok(values);
  },
};

// ---------------------------------------------------------------------------
// A small JSON-schema-like validator

const FORMATS = {
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  "date-time": /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i,
  currency: /^[A-Z]{3}$/,
  url: /^https?:\/\/[\w.-]+(?::\d+)?(?:\/[^\s]*)?$/,
};

class Schema {
  constructor(spec) {
    this.spec = spec;
  }

  static object(properties, { required = Object.keys(properties), additional = true } = {}) {
    return new Schema({ type: "object", properties, required, additional });
  }

  static array(items, { min = 0, max = Infinity } = {}) {
    return new Schema({ type: "array", items, min, max });
  }

  static string(opts = {}) {
    return new Schema({ type: "string", ...opts });
  }

  static number(opts = {}) {
    return new Schema({ type: "number", ...opts });
  }

  static boolean() {
    return new Schema({ type: "boolean" });
  }

  static oneOf(...options) {
    return new Schema({ type: "oneOf", options });
  }

  static literal(value) {
    return new Schema({ type: "literal", value });
  }

  optional() {
    return new Schema({ ...this.spec, optional: true });
  }

  nullable() {
    return new Schema({ ...this.spec, nullable: true });
  }

  validate(value, path = "$") {
    const issues = [];
    this.#check(value, path, issues);
    return issues;
  }

  parse(value) {
    const issues = this.validate(value);
    if (issues.length > 0) throw new ValidationError(issues);
    return value;
  }

  #check(value, path, issues) {
    const s = this.spec;
    if (value === undefined) {
      if (!s.optional) issues.push({ path, message: "is required" });
      return;
    }
    if (value === null) {
      if (!s.nullable) issues.push({ path, message: "must not be null" });
      return;
    }
    switch (s.type) {
      case "string":
        if (typeof value !== "string") {
          issues.push({ path, message: `expected string, got ${typeof value}` });
          break;
        }
        if (s.minLength !== undefined && value.length < s.minLength) {
          issues.push({ path, message: `shorter than ${s.minLength}` });
        }
        if (s.maxLength !== undefined && value.length > s.maxLength) {
          issues.push({ path, message: `longer than ${s.maxLength}` });
        }
        if (s.format && !FORMATS[s.format]?.test(value)) {
          issues.push({ path, message: `not a valid ${s.format}` });
        }
        if (s.enum && !s.enum.includes(value)) {
          issues.push({ path, message: `must be one of ${s.enum.join(", ")}` });
        }
        break;
      case "number":
        if (typeof value !== "number" || Number.isNaN(value)) {
          issues.push({ path, message: "expected a number" });
        } else {
          if (s.integer && !Number.isInteger(value)) issues.push({ path, message: "expected an integer" });
          if (s.min !== undefined && value < s.min) issues.push({ path, message: `below minimum ${s.min}` });
          if (s.max !== undefined && value > s.max) issues.push({ path, message: `above maximum ${s.max}` });
        }
        break;
      case "boolean":
        if (typeof value !== "boolean") issues.push({ path, message: "expected a boolean" });
        break;
      case "literal":
        if (value !== s.value) issues.push({ path, message: `expected ${JSON.stringify(s.value)}` });
        break;
      case "array":
        if (!Array.isArray(value)) {
          issues.push({ path, message: "expected an array" });
          break;
        }
        if (value.length < s.min) issues.push({ path, message: `needs at least ${s.min} items` });
        if (value.length > s.max) issues.push({ path, message: `allows at most ${s.max} items` });
        value.forEach((item, i) => s.items.#check(item, `${path}[${i}]`, issues));
        break;
      case "object": {
        if (!isObject(value)) {
          issues.push({ path, message: "expected an object" });
          break;
        }
        for (const [key, schema] of Object.entries(s.properties)) {
          const child = s.required.includes(key) ? schema : schema.optional();
          child.#check(value[key], `${path}.${key}`, issues);
        }
        if (!s.additional) {
          for (const key of Object.keys(value)) {
            if (!hasOwn(s.properties, key)) issues.push({ path: `${path}.${key}`, message: "is not allowed" });
          }
        }
        break;
      }
      case "oneOf": {
        const attempts = s.options.map((opt) => opt.validate(value, path));
        if (!attempts.some((a) => a.length === 0)) {
          issues.push({ path, message: "matches none of the allowed shapes" });
        }
        break;
      }
      default:
        throw new Error(`unknown schema type ${s.type}`);
    }
  }
}

const MoneySchema = Schema.object({
  amount: Schema.number({ min: -1e9, max: 1e9 }),
  currency: Schema.string({ format: "currency" }),
});

const InvoiceSchema = Schema.object(
  {
    id: Schema.string({ minLength: 3 }),
    customerId: Schema.string(),
    issuedAt: Schema.string({ format: "date" }),
    dueAt: Schema.string({ format: "date" }),
    total: MoneySchema,
    status: Schema.string({ enum: ["draft", "open", "paid", "void", "uncollectible"] }),
    lines: Schema.array(
      Schema.object({
        sku: Schema.string(),
        quantity: Schema.number({ integer: true, min: 1 }),
        unitPrice: MoneySchema,
        description: Schema.string({ maxLength: 500 }).optional(),
      }),
      { min: 1 },
    ),
    memo: Schema.string().optional().nullable(),
  },
  { required: ["id", "customerId", "issuedAt", "total", "status", "lines"] },
);

const PaymentSchema = Schema.object({
  id: Schema.string(),
  invoiceId: Schema.string().optional().nullable(),
  customerId: Schema.string(),
  receivedAt: Schema.string({ format: "date-time" }),
  amount: MoneySchema,
  method: Schema.oneOf(Schema.literal("card"), Schema.literal("ach"), Schema.literal("wire"), Schema.literal("check")),
  reference: Schema.string().optional(),
});

// ---------------------------------------------------------------------------
// CSV

const CSV = {
  parse(text, { delimiter = ",", header = true, trim = true } = {}) {
    const rows = [];
    let row = [];
    let field = "";
    let inQuotes = false;
    for (let i = 0; i < text.length; i++) {
      const ch = text[i];
      if (inQuotes) {
        if (ch === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i++;
          } else {
            inQuotes = false;
          }
        } else {
          field += ch;
        }
        continue;
      }
      switch (ch) {
        case '"':
          inQuotes = true;
          break;
        case delimiter:
          row.push(trim ? field.trim() : field);
          field = "";
          break;
        case "\r":
          break;
        case "\n":
          row.push(trim ? field.trim() : field);
          rows.push(row);
          row = [];
          field = "";
          break;
        default:
          field += ch;
      }
    }
    if (field !== "" || row.length > 0) {
      row.push(trim ? field.trim() : field);
      rows.push(row);
    }
    if (!header) return rows;
    const [names, ...data] = rows;
    return data
      .filter((r) => r.some((cell) => cell !== ""))
      .map((r) => Object.fromEntries(names.map((name, i) => [name, CSV.coerce(r[i] ?? "")])));
  },

  coerce(cell) {
    if (cell === "") return null;
    if (/^(true|false)$/i.test(cell)) return cell.toLowerCase() === "true";
    if (/^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(cell)) return Number(cell);
    return cell;
  },

  quote(value) {
    if (value === null || value === undefined) return "";
    const s = typeof value === "object" ? JSON.stringify(value) : String(value);
    return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  },

  stringify(records, columns = null) {
    if (records.length === 0) return "";
    const cols = columns ?? uniqueBy(records.flatMap((r) => Object.keys(r)));
    const lines = [cols.map(CSV.quote).join(",")];
    for (const record of records) {
      lines.push(cols.map((c) => CSV.quote(record[c])).join(","));
    }
    return lines.join("\n") + "\n";
  },
};

// ---------------------------------------------------------------------------
// Markdown: a tiny renderer for reports (headings, lists, tables, code,
// emphasis and links).

class Markdown {
  static inline(text) {
    return escapeHtml(text)
      .replace(/`([^`]+)`/g, "<code>$1</code>")
      .replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>")
      .replace(/(^|[^*])\*([^*]+)\*/g, "$1<em>$2</em>")
      .replace(/\[([^\]]+)\]\((https?:\/\/[^)\s]+)\)/g, '<a href="$2">$1</a>');
  }

  static render(source) {
    const out = [];
    const lines = source.split("\n");
    let i = 0;
    outer: while (i < lines.length) {
      const line = lines[i];
      let m;
      if ((m = /^(#{1,6})\s+(.*)$/.exec(line))) {
        const level = m[1].length;
        out.push(`<h${level} id="${slugify(m[2])}">${Markdown.inline(m[2])}</h${level}>`);
        i++;
        continue;
      }
      if (line.startsWith("```")) {
        const lang = line.slice(3).trim();
        const code = [];
        for (i++; i < lines.length; i++) {
          if (lines[i].startsWith("```")) {
            i++;
            out.push(`<pre><code class="language-${lang || "text"}">${escapeHtml(code.join("\n"))}</code></pre>`);
            continue outer;
          }
          code.push(lines[i]);
        }
        throw new SyntaxError("unterminated code block");
      }
      if (/^\s*[-*]\s+/.test(line)) {
        const items = [];
        while (i < lines.length && /^\s*[-*]\s+/.test(lines[i])) {
          items.push(`<li>${Markdown.inline(lines[i].replace(/^\s*[-*]\s+/, ""))}</li>`);
          i++;
        }
        out.push(`<ul>${items.join("")}</ul>`);
        continue;
      }
      if (/^\s*\d+\.\s+/.test(line)) {
        const items = [];
        while (i < lines.length && /^\s*\d+\.\s+/.test(lines[i])) {
          items.push(`<li>${Markdown.inline(lines[i].replace(/^\s*\d+\.\s+/, ""))}</li>`);
          i++;
        }
        out.push(`<ol>${items.join("")}</ol>`);
        continue;
      }
      if (line.startsWith("|") && lines[i + 1]?.match(/^\|\s*:?-+/)) {
        const cells = (l) => l.replace(/^\||\|$/g, "").split("|").map((c) => c.trim());
        const head = cells(line);
        const body = [];
        for (i += 2; i < lines.length && lines[i].startsWith("|"); i++) body.push(cells(lines[i]));
        out.push(
          "<table><thead><tr>" +
            head.map((h) => `<th>${Markdown.inline(h)}</th>`).join("") +
            "</tr></thead><tbody>" +
            body.map((r) => `<tr>${r.map((c) => `<td>${Markdown.inline(c)}</td>`).join("")}</tr>`).join("") +
            "</tbody></table>",
        );
        continue;
      }
      if (line.trim() === "") {
        i++;
        continue;
      }
      const para = [];
      while (i < lines.length && lines[i].trim() !== "" && !/^(#|```|\s*[-*]\s|\|)/.test(lines[i])) {
        para.push(lines[i]);
        i++;
      }
      out.push(`<p>${Markdown.inline(para.join(" "))}</p>`);
    }
    return out.join("\n");
  }

  static table(rows, columns) {
    const header = `| ${columns.map((c) => c.title).join(" | ")} |`;
    const rule = `| ${columns.map((c) => (c.align === "right" ? "---:" : "---")).join(" | ")} |`;
    const body = rows.map((row) => `| ${columns.map((c) => String(c.format ? c.format(row[c.key], row) : row[c.key] ?? "")).join(" | ")} |`);
    return [header, rule, ...body].join("\n");
  }
}

// ---------------------------------------------------------------------------
// Async helpers: retries with backoff, a concurrency-limited map, timeouts
// and a job orchestrator with dependencies.

function sleep(ms) {
  return tools.time.sleep({ ms });
}

function backoffDelay(attempt, { base = 200, factor = 2, max = 10_000, jitter = 0 } = {}) {
  const raw = Math.min(max, base * factor ** (attempt - 1));
  return Math.round(raw * (1 - jitter / 2 + (jitter * ((attempt * 7919) % 100)) / 100));
}

async function retry(fn, { attempts = 3, retryOn = () => true, onRetry = noop, ...delayOpts } = {}) {
  let lastError;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      return await fn(attempt);
    } catch (err) {
      lastError = err;
      if (attempt === attempts || !retryOn(err)) break;
      const delay = backoffDelay(attempt, delayOpts);
      onRetry(err, attempt, delay);
      await sleep(delay);
    }
  }
  throw lastError;
}

async function mapLimit(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

async function settleAll(promises) {
  const settled = await Promise.allSettled(promises);
  return partition(settled, (s) => s.status === "fulfilled").map((group, i) =>
    group.map((s) => (i === 0 ? s.value : s.reason)),
  );
}

async function withTimeout(promise, ms, label = "operation") {
  let timedOut = false;
  const timer = sleep(ms).then(() => {
    timedOut = true;
    throw new AppError("TIMEOUT", `${label} timed out after ${ms} ms`);
  });
  try {
    return await Promise.race([promise, timer]);
  } finally {
    if (timedOut) console.warn(`${label}: timeout fired`);
  }
}

async function* paginate(fetchPage, { pageSize = 100, maxPages = 50 } = {}) {
  let cursor;
  for (let page = 0; page < maxPages; page++) {
    const { items, nextCursor } = await fetchPage({ cursor, limit: pageSize });
    for (const item of items) yield item;
    if (!nextCursor) return;
    cursor = nextCursor;
  }
  console.warn(`paginate: stopped after ${maxPages} pages`);
}

async function collect(asyncIterable, limit = Infinity) {
  const out = [];
  for await (const item of asyncIterable) {
    out.push(item);
    if (out.length >= limit) break;
  }
  return out;
}

class Orchestrator extends EventEmitter {
  #jobs = new Map();
  #results = new Map();
  #concurrency;

  constructor({ concurrency = 4 } = {}) {
    super();
    this.#concurrency = concurrency;
  }

  add(name, run, { deps = [], optional = false, retries = 0 } = {}) {
    if (this.#jobs.has(name)) throw new AppError("DUPLICATE_JOB", `job ${name} already exists`);
    this.#jobs.set(name, { name, run, deps, optional, retries });
    return this;
  }

  plan() {
    const graph = new Graph();
    for (const job of this.#jobs.values()) {
      graph.addNode(job.name);
      for (const dep of job.deps) {
        if (!this.#jobs.has(dep)) throw new AppError("MISSING_DEP", `${job.name} depends on unknown job ${dep}`);
        graph.addEdge(dep, job.name);
      }
    }
    return graph.topologicalSort();
  }

  async run(context = {}) {
    const order = this.plan();
    const done = new Set();
    const failed = new Set();
    const started = Date.now();
    const pending = [...order];

    const ready = () =>
      pending.filter((name) => this.#jobs.get(name).deps.every((d) => done.has(d) || failed.has(d)));

    while (pending.length > 0) {
      const batch = ready().slice(0, this.#concurrency);
      if (batch.length === 0) throw new AppError("STUCK", "no runnable jobs left");
      for (const name of batch) pending.splice(pending.indexOf(name), 1);

      await Promise.all(
        batch.map(async (name) => {
          const job = this.#jobs.get(name);
          const blockedBy = job.deps.filter((d) => failed.has(d));
          if (blockedBy.length > 0) {
            failed.add(name);
            this.emit("skip", name, blockedBy);
            return;
          }
          const inputs = Object.fromEntries(job.deps.map((d) => [d, this.#results.get(d)]));
          this.emit("start", name);
          try {
            const value = await retry(() => job.run(inputs, context), { attempts: job.retries + 1, base: 100 });
            this.#results.set(name, value);
            done.add(name);
            this.emit("done", name, value);
          } catch (err) {
            if (!job.optional) failed.add(name);
            else done.add(name);
            this.emit("error", name, err);
          }
        }),
      );
    }

    return {
      ok: failed.size === 0,
      elapsedMs: Date.now() - started,
      results: Object.fromEntries(this.#results),
      failed: [...failed],
    };
  }
}

// ---------------------------------------------------------------------------
// A filter-expression language for saved searches:
//   status == "open" and (total.amount > 1000 or tags contains "vip")

const TOKEN_RE = /\s*(?:(?<num>-?\d+(?:\.\d+)?)|(?<str>"(?:[^"\\]|\\.)*")|(?<op>==|!=|<=|>=|<|>|\(|\)|,)|(?<word>[A-Za-z_][\w.]*))/y;

function tokenizeFilter(source) {
  const tokens = [];
  TOKEN_RE.lastIndex = 0;
  while (TOKEN_RE.lastIndex < source.length) {
    const start = TOKEN_RE.lastIndex;
    const m = TOKEN_RE.exec(source);
    if (!m) {
      if (source.slice(start).trim() === "") break;
      throw new SyntaxError(`unexpected character at ${start}: ${source.slice(start, start + 10)}`);
    }
    const { num, str, op, word } = m.groups;
    if (num !== undefined) tokens.push({ type: "num", value: Number(num), at: start });
    else if (str !== undefined) tokens.push({ type: "str", value: JSON.parse(str), at: start });
    else if (op !== undefined) tokens.push({ type: "op", value: op, at: start });
    else if (["and", "or", "not", "in", "contains", "true", "false", "null"].includes(word.toLowerCase())) {
      tokens.push({ type: "kw", value: word.toLowerCase(), at: start });
    } else tokens.push({ type: "field", value: word, at: start });
  }
  tokens.push({ type: "eof", at: source.length });
  return tokens;
}

function parseFilter(source) {
  const tokens = tokenizeFilter(source);
  let pos = 0;
  const peek = () => tokens[pos];
  const take = () => tokens[pos++];
  const accept = (type, value) => {
    const t = peek();
    if (t.type === type && (value === undefined || t.value === value)) {
      pos++;
      return t;
    }
    return null;
  };
  const expect = (type, value) => {
    const t = accept(type, value);
    if (!t) {
      const got = peek();
      throw new SyntaxError(`expected ${value ?? type} at ${got.at}, found ${got.value ?? got.type}`);
    }
    return t;
  };

  function orExpr() {
    let left = andExpr();
    while (accept("kw", "or")) left = { kind: "or", left, right: andExpr() };
    return left;
  }

  function andExpr() {
    let left = notExpr();
    while (accept("kw", "and")) left = { kind: "and", left, right: notExpr() };
    return left;
  }

  function notExpr() {
    if (accept("kw", "not")) return { kind: "not", expr: notExpr() };
    return comparison();
  }

  function comparison() {
    const left = primary();
    const t = peek();
    if (t.type === "op" && ["==", "!=", "<", "<=", ">", ">="].includes(t.value)) {
      take();
      return { kind: "cmp", op: t.value, left, right: primary() };
    }
    if (accept("kw", "contains")) return { kind: "contains", left, right: primary() };
    if (accept("kw", "in")) {
      expect("op", "(");
      const items = [];
      if (!accept("op", ")")) {
        do items.push(primary());
        while (accept("op", ","));
        expect("op", ")");
      }
      return { kind: "in", left, items };
    }
    return left;
  }

  function primary() {
    const t = take();
    switch (t.type) {
      case "num":
      case "str":
        return { kind: "lit", value: t.value };
      case "field":
        return { kind: "field", path: t.value };
      case "kw":
        if (t.value === "true" || t.value === "false") return { kind: "lit", value: t.value === "true" };
        if (t.value === "null") return { kind: "lit", value: null };
        break;
      case "op":
        if (t.value === "(") {
          const inner = orExpr();
          expect("op", ")");
          return inner;
        }
        break;
    }
    throw new SyntaxError(`unexpected ${t.value ?? t.type} at ${t.at}`);
  }

  const ast = orExpr();
  expect("eof");
  return ast;
}

function evalFilter(node, record) {
  switch (node.kind) {
    case "lit":
      return node.value;
    case "field":
      return getPath(record, node.path);
    case "not":
      return !evalFilter(node.expr, record);
    case "and":
      return evalFilter(node.left, record) && evalFilter(node.right, record);
    case "or":
      return evalFilter(node.left, record) || evalFilter(node.right, record);
    case "contains": {
      const hay = evalFilter(node.left, record);
      const needle = evalFilter(node.right, record);
      if (Array.isArray(hay)) return hay.includes(needle);
      return typeof hay === "string" && hay.toLowerCase().includes(String(needle).toLowerCase());
    }
    case "in": {
      const v = evalFilter(node.left, record);
      return node.items.some((item) => evalFilter(item, record) === v);
    }
    case "cmp": {
      const a = evalFilter(node.left, record);
      const b = evalFilter(node.right, record);
      switch (node.op) {
        case "==":
          return a === b;
        case "!=":
          return a !== b;
        case "<":
          return a < b;
        case "<=":
          return a <= b;
        case ">":
          return a > b;
        case ">=":
          return a >= b;
      }
    }
  }
  throw new Error(`bad filter node ${node.kind}`);
}

const compileFilter = LRUCache.memoize((source) => {
  const ast = parseFilter(source);
  return (record) => Boolean(evalFilter(ast, record));
}, 64);

function describeFilter(node, depth = 0) {
  const wrap = (s) => (depth > 0 ? `(${s})` : s);
  switch (node.kind) {
    case "lit":
      return JSON.stringify(node.value);
    case "field":
      return node.path;
    case "not":
      return `not ${describeFilter(node.expr, depth + 1)}`;
    case "and":
    case "or":
      return wrap(`${describeFilter(node.left, depth + 1)} ${node.kind} ${describeFilter(node.right, depth + 1)}`);
    case "contains":
      return `${describeFilter(node.left, depth + 1)} contains ${describeFilter(node.right, depth + 1)}`;
    case "in":
      return `${describeFilter(node.left, depth + 1)} in (${node.items.map((i) => describeFilter(i, depth + 1)).join(", ")})`;
    case "cmp":
      return `${describeFilter(node.left, depth + 1)} ${node.op} ${describeFilter(node.right, depth + 1)}`;
    default:
      return "?";
  }
}

// ---------------------------------------------------------------------------
// Domain: invoices, payments and their reconciliation

const AGING_BUCKETS = [
  { label: "current", max: 0 },
  { label: "1-30", max: 30 },
  { label: "31-60", max: 60 },
  { label: "61-90", max: 90 },
  { label: "90+", max: Infinity },
];

class Money {
  constructor(cents, currency = "USD") {
    this.cents = cents;
    this.currency = currency;
    Object.freeze(this);
  }

  static of(amount, currency) {
    return new Money(toCents(amount), currency);
  }

  static from({ amount, currency }) {
    return Money.of(amount, currency);
  }

  static zero(currency = "USD") {
    return new Money(0, currency);
  }

  get amount() {
    return fromCents(this.cents);
  }

  #same(other) {
    if (other.currency !== this.currency) {
      throw new AppError("CURRENCY_MISMATCH", `cannot combine ${this.currency} and ${other.currency}`);
    }
  }

  plus(other) {
    this.#same(other);
    return new Money(this.cents + other.cents, this.currency);
  }

  minus(other) {
    this.#same(other);
    return new Money(this.cents - other.cents, this.currency);
  }

  times(factor) {
    return new Money(Math.round(this.cents * factor), this.currency);
  }

  convert(rate, currency) {
    return new Money(Math.round(this.cents * rate), currency);
  }

  compare(other) {
    this.#same(other);
    return Math.sign(this.cents - other.cents);
  }

  isZero() {
    return this.cents === 0;
  }

  equals(other, toleranceCents = 0) {
    return other.currency === this.currency && Math.abs(this.cents - other.cents) <= toleranceCents;
  }

  toString() {
    return formatMoney(this.amount, this.currency);
  }

  toJSON() {
    return { amount: this.amount, currency: this.currency };
  }

  [Symbol.toPrimitive](hint) {
    return hint === "number" ? this.amount : this.toString();
  }
}

class Ledger {
  #entries = [];
  #balances = new Map();

  post(entry) {
    const { account, money, memo = "", at = new Date().toISOString() } = entry;
    const record = Object.freeze({ seq: this.#entries.length + 1, account, money, memo, at });
    this.#entries.push(record);
    const key = `${account}:${money.currency}`;
    this.#balances.set(key, (this.#balances.get(key) ?? Money.zero(money.currency)).plus(money));
    return record;
  }

  transfer(from, to, money, memo) {
    return [this.post({ account: from, money: money.times(-1), memo }), this.post({ account: to, money, memo })];
  }

  balance(account, currency = "USD") {
    return this.#balances.get(`${account}:${currency}`) ?? Money.zero(currency);
  }

  *[Symbol.iterator]() {
    yield* this.#entries;
  }

  get length() {
    return this.#entries.length;
  }

  trialBalance() {
    const byCurrency = {};
    for (const [key, money] of this.#balances) {
      const [, currency] = key.split(":");
      byCurrency[currency] = (byCurrency[currency] ?? 0) + money.cents;
    }
    return mapValues(byCurrency, (cents) => fromCents(cents));
  }
}

function agingBucket(dueAt, asOf) {
  const overdue = daysBetween(dueAt, asOf);
  return AGING_BUCKETS.find((b) => overdue <= b.max).label;
}

function normalizeReference(ref) {
  return (ref ?? "")
    .toUpperCase()
    .replace(/^(INV|INVOICE)[-\s#:]*/, "INV-")
    .replace(/[^A-Z0-9-]/g, "");
}

function extractInvoiceIds(text) {
  const ids = new Set();
  const re = /\b(?:INV|INVOICE)[-\s#:]*(?<num>\d{4,8})\b/gi;
  let m;
  while ((m = re.exec(text)) !== null) {
    ids.add(`INV-${m.groups.num}`);
  }
  return [...ids];
}

function scoreMatch(invoice, payment, rates) {
  const reasons = [];
  let score = 0;
  if (payment.invoiceId && payment.invoiceId === invoice.id) {
    score += 100;
    reasons.push("invoice id");
  }
  const refs = extractInvoiceIds(`${payment.reference ?? ""} ${payment.memo ?? ""}`);
  if (refs.includes(normalizeReference(invoice.id))) {
    score += 60;
    reasons.push("reference");
  }
  if (payment.customerId === invoice.customerId) {
    score += 20;
    reasons.push("customer");
  }
  const paid = Money.from(payment.amount);
  const owed = Money.from(invoice.total);
  const rate = paid.currency === owed.currency ? 1 : rates[`${paid.currency}/${owed.currency}`];
  if (rate !== undefined) {
    const converted = paid.convert(rate, owed.currency);
    if (converted.equals(owed)) {
      score += 40;
      reasons.push("exact amount");
    } else if (converted.equals(owed, Math.max(100, Math.round(owed.cents * 0.005)))) {
      score += 25;
      reasons.push("amount within tolerance");
    } else if (converted.cents < owed.cents) {
      score += 5;
      reasons.push("partial amount");
    }
  }
  const lag = daysBetween(invoice.issuedAt, payment.receivedAt);
  if (lag >= 0 && lag <= 90) {
    score += 10 - Math.floor(lag / 10);
  } else if (lag < 0) {
    score -= 30;
    reasons.push("paid before issue");
  }
  return { score, reasons };
}

function reconcile(invoices, payments, rates, { threshold = 70 } = {}) {
  const candidates = [];
  const byCustomer = groupBy(invoices, "customerId");
  for (const payment of payments) {
    const pool = payment.invoiceId
      ? invoices.filter((inv) => inv.id === payment.invoiceId)
      : [...(byCustomer[payment.customerId] ?? []), ...invoices.filter((inv) => inv.customerId !== payment.customerId)];
    for (const invoice of pool.slice(0, 200)) {
      const { score, reasons } = scoreMatch(invoice, payment, rates);
      if (score >= threshold) candidates.push({ invoice, payment, score, reasons });
    }
  }

  candidates.sort((a, b) => b.score - a.score || a.payment.receivedAt.localeCompare(b.payment.receivedAt));

  const usedPayments = new Set();
  const remaining = new Map(invoices.map((inv) => [inv.id, Money.from(inv.total)]));
  const matches = [];
  for (const c of candidates) {
    if (usedPayments.has(c.payment.id)) continue;
    const left = remaining.get(c.invoice.id);
    if (left.cents <= 0) continue;
    const paid = Money.from(c.payment.amount);
    const rate = paid.currency === left.currency ? 1 : rates[`${paid.currency}/${left.currency}`] ?? 1;
    const applied = paid.convert(rate, left.currency);
    remaining.set(c.invoice.id, left.minus(applied));
    usedPayments.add(c.payment.id);
    matches.push({
      invoiceId: c.invoice.id,
      paymentId: c.payment.id,
      applied: applied.toJSON(),
      score: c.score,
      reasons: c.reasons,
    });
  }

  const unmatchedPayments = payments.filter((p) => !usedPayments.has(p.id));
  const openInvoices = invoices
    .map((inv) => ({ ...inv, remaining: remaining.get(inv.id) }))
    .filter((inv) => inv.remaining.cents > 0 && inv.status !== "void");
  const overpaid = invoices
    .map((inv) => ({ id: inv.id, remaining: remaining.get(inv.id) }))
    .filter(({ remaining: r }) => r.cents < 0);

  return { matches, unmatchedPayments, openInvoices, overpaid };
}

function detectAnomalies(invoices, payments) {
  const anomalies = [];
  const seen = new Map();
  for (const p of payments) {
    const key = [p.customerId, p.amount.amount, p.amount.currency, p.receivedAt.slice(0, 10)].join("|");
    if (seen.has(key)) {
      anomalies.push({ kind: "duplicate-payment", ids: [seen.get(key), p.id], key });
    } else {
      seen.set(key, p.id);
    }
  }
  const amounts = payments.map((p) => p.amount.amount);
  const p99 = percentile(amounts, 99);
  const med = median(amounts);
  for (const p of payments) {
    if (p.amount.amount > Math.max(p99, med * 20)) {
      anomalies.push({ kind: "outlier-payment", ids: [p.id], amount: p.amount.amount });
    }
    if (p.amount.amount <= 0) anomalies.push({ kind: "non-positive-payment", ids: [p.id] });
  }
  for (const inv of invoices) {
    const lineTotal = sum(inv.lines, (l) => l.quantity * l.unitPrice.amount);
    if (Math.abs(round(lineTotal) - inv.total.amount) > 0.01) {
      anomalies.push({
        kind: "total-mismatch",
        ids: [inv.id],
        expected: round(lineTotal),
        actual: inv.total.amount,
      });
    }
    if (inv.dueAt && inv.dueAt < inv.issuedAt) anomalies.push({ kind: "due-before-issue", ids: [inv.id] });
  }
  return anomalies;
}

function summarizeAging(openInvoices, asOf) {
  const buckets = Object.fromEntries(AGING_BUCKETS.map((b) => [b.label, { count: 0, cents: 0 }]));
  for (const inv of openInvoices) {
    const label = agingBucket(inv.dueAt ?? addDays(inv.issuedAt, 30), asOf);
    buckets[label].count++;
    buckets[label].cents += inv.remaining.cents;
  }
  return Object.entries(buckets).map(([label, { count, cents }]) => ({ label, count, amount: fromCents(cents) }));
}

// ---------------------------------------------------------------------------
// The agent program

const config = deepMerge(
  {
    asOf: new Date().toISOString().slice(0, 10),
    lookbackDays: 120,
    currency: "USD",
    matchThreshold: 70,
    notify: { channel: "#finance-ops", mentionOnAnomalies: ["@ar-team"] },
    limits: { customers: 500, concurrency: 4 },
    dryRun: false,
  },
  globalThis.input ?? {},
);

const log = {
  lines: [],
  info(...args) {
    this.lines.push(["info", args.join(" ")]);
    console.log(...args);
  },
  warn(...args) {
    this.lines.push(["warn", args.join(" ")]);
    console.warn(...args);
  },
  get warnings() {
    return this.lines.filter(([level]) => level === "warn").length;
  },
};

const since = formatDate(addDays(config.asOf, -config.lookbackDays));
log.info(`reconciling from ${since} to ${config.asOf} in ${config.currency}`);

const fetchInvoices = (page) => tools.billing.listInvoices({ issuedAfter: since, ...page });
const fetchPayments = (page) => tools.payments.listPayments({ receivedAfter: `${since}T00:00:00Z`, ...page });

const [rawInvoices, rawPayments, fx] = await Promise.all([
  collect(paginate(fetchInvoices, { pageSize: 200 })),
  collect(paginate(fetchPayments, { pageSize: 200 })),
  retry(() => tools.fx.rates({ base: config.currency, date: config.asOf }), {
    attempts: 4,
    retryOn: (e) => e?.code !== "BAD_REQUEST",
    onRetry: (e, n, d) => log.warn(`fx rates attempt ${n} failed (${e.message}); retrying in ${d} ms`),
  }),
]);
log.info(`fetched ${rawInvoices.length} invoices and ${rawPayments.length} payments`);

// Validate everything; keep the valid records and report the rest.
const invalid = [];
const invoices = rawInvoices.filter((inv) => {
  const issues = InvoiceSchema.validate(inv);
  if (issues.length) invalid.push({ kind: "invoice", id: inv?.id ?? "?", issues: issues.slice(0, 5) });
  return issues.length === 0;
});
const payments = rawPayments.filter((p) => {
  const issues = PaymentSchema.validate(p);
  if (issues.length) invalid.push({ kind: "payment", id: p?.id ?? "?", issues: issues.slice(0, 5) });
  return issues.length === 0;
});
if (invalid.length) log.warn(`${invalid.length} records failed validation`);

// Cross rates for every currency pair we see, derived from the base rates.
const rates = {};
const currencies = uniqueBy([config.currency, ...invoices.map((i) => i.total.currency), ...payments.map((p) => p.amount.currency)]);
for (const from of currencies) {
  for (const to of currencies) {
    if (from === to) continue;
    const a = from === config.currency ? 1 : fx.rates?.[from];
    const b = to === config.currency ? 1 : fx.rates?.[to];
    if (a && b) rates[`${from}/${to}`] = b / a;
  }
}

// Customers: names, owners and credit terms, fetched with bounded concurrency.
const customerIds = uniqueBy([...invoices.map((i) => i.customerId), ...payments.map((p) => p.customerId)]).slice(
  0,
  config.limits.customers,
);
const customerCache = new LRUCache(1000);
const customers = await mapLimit(customerIds, config.limits.concurrency, async (id) => {
  const cached = customerCache.get(id);
  if (cached) return cached;
  const res = await Result.from(tools.crm.getCustomer({ id }));
  const customer = res.ok ? res.value : { id, name: id, owner: null, terms: 30, error: res.error.message };
  customerCache.set(id, customer);
  return customer;
});
const customerById = indexBy(customers, (c) => c.id);

const { matches, unmatchedPayments, openInvoices, overpaid } = reconcile(invoices, payments, rates, {
  threshold: config.matchThreshold,
});
log.info(`matched ${matches.length} payments; ${unmatchedPayments.length} unmatched; ${openInvoices.length} open`);

const savedSearches = await tools.billing.savedSearches({ owner: "finance-ops" }).catch(() => []);
const searchHits = {};
for (const { name, filter } of savedSearches ?? []) {
  try {
    const test = compileFilter(filter);
    searchHits[name] = { filter: describeFilter(parseFilter(filter)), count: invoices.filter(test).length };
  } catch (err) {
    log.warn(`saved search ${name} is invalid: ${err.message}`);
  }
}

const anomalies = detectAnomalies(invoices, payments);
const aging = summarizeAging(openInvoices, config.asOf);

// Post the matches to the ledger and to the billing system.
const ledger = new Ledger();
const applied = [];
const failures = [];
for (const batch of chunk(matches, 25)) {
  const [ok, failed] = await settleAll(
    batch.map(async (m) => {
      const money = Money.from(m.applied);
      ledger.transfer("cash", `ar:${m.invoiceId}`, money, `payment ${m.paymentId}`);
      if (config.dryRun) return { ...m, dryRun: true };
      const res = await tools.billing.applyPayment({
        invoiceId: m.invoiceId,
        paymentId: m.paymentId,
        amount: m.applied,
        note: `auto-reconciled (${m.reasons.join(", ")})`,
      });
      return { ...m, status: res.status };
    }),
  );
  applied.push(...ok);
  failures.push(...failed.map((e) => AppError.wrap(e).toJSON()));
}
if (failures.length) log.warn(`${failures.length} payment applications failed`);

// Per-owner worklists for what is left.
const owners = new Map();
for (const inv of openInvoices) {
  const customer = customerById.get(inv.customerId);
  const owner = customer?.owner ?? "unassigned";
  if (!owners.has(owner)) owners.set(owner, { owner, invoices: [], total: 0 });
  const entry = owners.get(owner);
  entry.invoices.push({
    id: inv.id,
    customer: customer?.name ?? inv.customerId,
    remaining: inv.remaining.amount,
    currency: inv.remaining.currency,
    bucket: agingBucket(inv.dueAt ?? addDays(inv.issuedAt, customer?.terms ?? 30), config.asOf),
  });
  entry.total += inv.remaining.convert(rates[`${inv.remaining.currency}/${config.currency}`] ?? 1, config.currency).amount;
}
const worklists = [...owners.values()]
  .map((w) => ({ ...w, total: round(w.total), invoices: w.invoices.sort((a, b) => b.remaining - a.remaining) }))
  .sort((a, b) => b.total - a.total);

const tasksCreated = [];
for (const { owner, invoices: items, total } of worklists) {
  if (owner === "unassigned" || items.length === 0) continue;
  const urgent = items.filter((i) => i.bucket === "90+" || i.bucket === "61-90");
  if (urgent.length === 0 && total < 10_000) continue;
  const title = urgent.length
    ? `Collect ${urgent.length} overdue invoice${urgent.length > 1 ? "s" : ""} (${formatMoney(total, config.currency)})`
    : `Follow up on ${items.length} open invoices`;
  if (!config.dryRun) {
    const task = await tools.tasks.create({
      assignee: owner,
      title,
      due: formatDate(addDays(config.asOf, urgent.length ? 2 : 7)),
      body: items
        .slice(0, 20)
        .map((i) => `- ${i.id} ${i.customer}: ${formatMoney(i.remaining, i.currency)} [${i.bucket}]`)
        .join("\n"),
    });
    tasksCreated.push({ owner, id: task.id, urgent: urgent.length });
  }
}

// Reports: a CSV of the matches and a markdown summary.
const matchesCsv = CSV.stringify(
  matches.map((m) => ({
    invoice: m.invoiceId,
    payment: m.paymentId,
    amount: m.applied.amount,
    currency: m.applied.currency,
    score: m.score,
    reasons: m.reasons.join("; "),
  })),
);

const agingTable = Markdown.table(aging, [
  { key: "label", title: "Bucket" },
  { key: "count", title: "Invoices", align: "right" },
  { key: "amount", title: "Amount", align: "right", format: (v) => formatMoney(v, config.currency) },
]);

const anomalyCounts = Counter.from(anomalies, (a) => a.kind).mostCommon();
const reportMd = dedent`
  # Reconciliation ${config.asOf}

  Window: **${since}** to **${config.asOf}** (${businessDaysBetween(since, config.asOf)} business days).

  - Invoices: ${invoices.length} valid, ${invalid.filter((x) => x.kind === "invoice").length} invalid
  - Payments: ${payments.length} valid, ${unmatchedPayments.length} unmatched
  - Matches: ${matches.length} (${applied.length} applied, ${failures.length} failed)
  - Overpaid invoices: ${overpaid.length}

  ## Aging

  ${agingTable}

  ## Anomalies

  ${anomalyCounts.length ? anomalyCounts.map(([kind, n]) => `- ${kind}: ${n}`).join("\n") : "None."}
`;

let reportUrl = null;
if (!config.dryRun) {
  const uploaded = await tools.storage.put({
    path: `finance/reconciliation/${config.asOf}/matches.csv`,
    contentType: "text/csv",
    body: matchesCsv,
  });
  const doc = await tools.docs.create({
    title: `Reconciliation ${config.asOf}`,
    html: Markdown.render(reportMd),
    attachments: [uploaded.url],
  });
  reportUrl = doc.url;
}

// Notify, mentioning the team only when something needs a human.
const needsHuman = anomalies.length > 0 || failures.length > 0 || unmatchedPayments.length > 10;
const mention = needsHuman ? config.notify.mentionOnAnomalies.join(" ") + " " : "";
const message = formatTemplate(
  "{{mention}}Reconciliation for {{asOf}}: {{matched}} matched, {{open}} open ({{openTotal | money}}), {{anomalies}} anomalies. {{url}}",
  {
    mention,
    asOf: config.asOf,
    matched: matches.length,
    open: openInvoices.length,
    openTotal: sum(aging, (b) => b.amount),
    anomalies: anomalies.length,
    url: reportUrl ?? "(dry run)",
  },
);
if (!config.dryRun) {
  await retry(() => tools.slack.postMessage({ channel: config.notify.channel, text: message }), { attempts: 3 });
}

const summary = {
  asOf: config.asOf,
  since,
  counts: {
    invoices: invoices.length,
    payments: payments.length,
    invalid: invalid.length,
    matched: matches.length,
    applied: applied.length,
    failed: failures.length,
    unmatchedPayments: unmatchedPayments.length,
    openInvoices: openInvoices.length,
    overpaid: overpaid.length,
    anomalies: anomalies.length,
    tasks: tasksCreated.length,
  },
  aging,
  searchHits,
  trialBalance: ledger.trialBalance(),
  topWorklists: worklists.slice(0, 5).map(({ owner, total, invoices: items }) => ({ owner, total, count: items.length })),
  anomalies: anomalies.slice(0, 20),
  cache: { size: customerCache.size, hitRate: round(customerCache.hitRate, 3) },
  warnings: log.warnings,
  reportUrl,
  message,
};

return JSON.parse(JSON.stringify(summary, (key, value) => (value instanceof Money ? value.toJSON() : value)));
