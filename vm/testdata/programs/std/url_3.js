// value: null
// log: http://example.com/ http://example.com example.com /  
// log: https://ex.com/ https://ex.com ex.com /  
// log: http://ex.com/b/c http://ex.com ex.com /b/c  
// log: https://ex.com/A?B#C https://ex.com ex.com /A ?B #C
// log: http://user@host/ http://host host /  
// log: http://a.com/%zz http://a.com a.com /%zz  
// log: http://a.com/%C3%A4?%C3%B6#%C3%BC http://a.com a.com /%C3%A4 ?%C3%B6 #%C3%BC
// log: ftp://f.com/x ftp://f.com f.com /x  
// log: ws://w.com/ ws://w.com w.com /  
// log: http://192.168.0.1:8080/ http://192.168.0.1:8080 192.168.0.1:8080 /  
// log: http://[::1]/ http://[::1] [::1] /  
// log: http://127.0.0.1/ http://127.0.0.1 127.0.0.1 /  
// log: file:///C:/x/y null  /C:/x/y  
// log: about:blank null  blank  
// log: javascript:alert(1) null  alert(1)  
// log: http://a.com/path%20with%20space http://a.com a.com /path%20with%20space  
// log: http://a.com/?q=a%20b&r=c+d http://a.com a.com / ?q=a%20b&r=c+d 
// log: http://ex.com/#frag%20ment http://ex.com ex.com /  #frag%20ment
// log: https://xn--bcher-kva.example/ https://xn--bcher-kva.example xn--bcher-kva.example /  
// log: https://xn--bcher-kva.example/ https://xn--bcher-kva.example xn--bcher-kva.example /  
// log: http://a.com/p?x=1
// log: http://a.com/p?y=2#z
// log: https://other.com/q
// log: http://a.com/a/x
// log: http://a.com/p
// URL parsing edge cases (WHATWG).
const cases = ["http://example.com", "https://ex.com:443/", "http://ex.com:80/a/../b/./c", "HTTPS://EX.com/A?B#C", "http://user@host/", "http://a.com/%zz",
  "http://a.com/ä?ö#ü", "ftp://f.com:21/x", "ws://w.com:80/", "http://192.168.0.1:8080/", "http://[::1]/", "http://0x7f.1/", "file:///C:/x/y", "about:blank",
  "javascript:alert(1)", "http://a.com/path with space", "http://a.com/?q=a b&r=c+d", "http://ex.com/#frag ment", "https://xn--bcher-kva.example/", "https://bücher.example/"];
for (const c of cases) { try { const u = new URL(c); console.log(u.href, u.origin, u.host, u.pathname, u.search, u.hash); } catch (e) { console.log("invalid", c); } }
for (const [r, b] of [["?x=1", "http://a.com/p?y=2#h"], ["#z", "http://a.com/p?y=2"], ["//other.com/q", "https://a.com/"], ["../../x", "http://a.com/a/b/c/d"], ["", "http://a.com/p#h"]]) console.log(new URL(r, b).href);
