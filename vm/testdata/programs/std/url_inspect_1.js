// value: null
// log: URL {
// log:   href: 'https://example.com/a?b=1&c=x%20y#h',
// log:   origin: 'https://example.com',
// log:   protocol: 'https:',
// log:   username: '',
// log:   password: '',
// log:   host: 'example.com',
// log:   hostname: 'example.com',
// log:   port: '',
// log:   pathname: '/a',
// log:   search: '?b=1&c=x%20y',
// log:   searchParams: URLSearchParams { 'b' => '1', 'c' => 'x y' },
// log:   hash: '#h'
// log: }
// log: URLSearchParams { 'b' => '1', 'c' => 'x y' } URLSearchParams {} URLSearchParams { 'a' => '1' }
// log: [
// log:   URL {
// log:     href: 'https://example.com/a?b=1&c=x%20y#h',
// log:     origin: 'https://example.com',
// log:     protocol: 'https:',
// log:     username: '',
// log:     password: '',
// log:     host: 'example.com',
// log:     hostname: 'example.com',
// log:     port: '',
// log:     pathname: '/a',
// log:     search: '?b=1&c=x%20y',
// log:     searchParams: URLSearchParams { 'b' => '1', 'c' => 'x y' },
// log:     hash: '#h'
// log:   }
// log: ] { p: URLSearchParams { 'k' => 'v', 'k2' => 'v2' } }
const u = new URL("https://example.com/a?b=1&c=x%20y#h");
console.log(u);
console.log(u.searchParams, new URLSearchParams(), new URLSearchParams("a=1"));
console.log([u], { p: new URLSearchParams("k=v&k2=v2") });
