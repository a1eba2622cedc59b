// log: {"minute":"numeric"} 4 | 59
// log: {"hour":"numeric","second":"numeric"} 12 AM (second: 5) | 11 PM (second: 9)
// log: {"hour":"2-digit"} 12 AM | 11 PM
// log: {"hour":"2-digit","minute":"numeric","second":"numeric"} 12:04:05 AM | 11:59:09 PM
// log: {"day":"numeric","minute":"numeric"} 5, 4 | 31, 59
// log: {"day":"numeric","hour":"numeric","second":"numeric"} 5, 12 AM (second: 5) | 31, 11 PM (second: 9)
// log: {"day":"numeric","hour":"2-digit"} 5, 12 AM | 31, 11 PM
// log: {"day":"numeric","hour":"2-digit","minute":"numeric","second":"numeric"} 5, 12:04:05 AM | 31, 11:59:09 PM
// log: {"day":"2-digit","minute":"numeric"} 05, 4 | 31, 59
// log: {"day":"2-digit","hour":"numeric","second":"numeric"} 05, 12 AM (second: 5) | 31, 11 PM (second: 9)
// log: {"day":"2-digit","hour":"2-digit"} 05, 12 AM | 31, 11 PM
// log: {"day":"2-digit","hour":"2-digit","minute":"numeric","second":"numeric"} 05, 12:04:05 AM | 31, 11:59:09 PM
// log: {"month":"numeric","minute":"numeric"} 3, 4 | 12, 59
// log: {"month":"numeric","hour":"numeric","second":"numeric"} 3, 12 AM (second: 5) | 12, 11 PM (second: 9)
// log: {"month":"numeric","hour":"2-digit"} 3, 12 AM | 12, 11 PM
// log: {"month":"numeric","hour":"2-digit","minute":"numeric","second":"numeric"} 3, 12:04:05 AM | 12, 11:59:09 PM
// log: {"month":"numeric","day":"numeric","minute":"numeric"} 3/5, 4 | 12/31, 59
// log: {"month":"numeric","day":"numeric","hour":"numeric","second":"numeric"} 3/5, 12 AM (second: 5) | 12/31, 11 PM (second: 9)
// log: {"month":"numeric","day":"numeric","hour":"2-digit"} 3/5, 12 AM | 12/31, 11 PM
// log: {"month":"numeric","day":"numeric","hour":"2-digit","minute":"numeric","second":"numeric"} 3/5, 12:04:05 AM | 12/31, 11:59:09 PM
// log: {"month":"numeric","day":"2-digit","minute":"numeric"} 3/05, 4 | 12/31, 59
// log: {"month":"numeric","day":"2-digit","hour":"numeric","second":"numeric"} 3/05, 12 AM (second: 5) | 12/31, 11 PM (second: 9)
// log: {"month":"numeric","day":"2-digit","hour":"2-digit"} 3/05, 12 AM | 12/31, 11 PM
// log: {"month":"numeric","day":"2-digit","hour":"2-digit","minute":"numeric","second":"numeric"} 3/05, 12:04:05 AM | 12/31, 11:59:09 PM
// log: {"month":"2-digit","minute":"numeric"} 03, 4 | 12, 59
// log: {"month":"2-digit","hour":"numeric","second":"numeric"} 03, 12 AM (second: 5) | 12, 11 PM (second: 9)
// log: {"month":"2-digit","hour":"2-digit"} 03, 12 AM | 12, 11 PM
// log: {"month":"2-digit","hour":"2-digit","minute":"numeric","second":"numeric"} 03, 12:04:05 AM | 12, 11:59:09 PM
// log: {"month":"2-digit","day":"numeric","minute":"numeric"} 03/5, 4 | 12/31, 59
// log: {"month":"2-digit","day":"numeric","hour":"numeric","second":"numeric"} 03/5, 12 AM (second: 5) | 12/31, 11 PM (second: 9)
// log: {"month":"2-digit","day":"numeric","hour":"2-digit"} 03/5, 12 AM | 12/31, 11 PM
// log: {"month":"2-digit","day":"numeric","hour":"2-digit","minute":"numeric","second":"numeric"} 03/5, 12:04:05 AM | 12/31, 11:59:09 PM
// log: {"month":"2-digit","day":"2-digit","minute":"numeric"} 03/05, 4 | 12/31, 59
// log: {"month":"2-digit","day":"2-digit","hour":"numeric","second":"numeric"} 03/05, 12 AM (second: 5) | 12/31, 11 PM (second: 9)
// log: {"month":"2-digit","day":"2-digit","hour":"2-digit"} 03/05, 12 AM | 12/31, 11 PM
// log: {"month":"2-digit","day":"2-digit","hour":"2-digit","minute":"numeric","second":"numeric"} 03/05, 12:04:05 AM | 12/31, 11:59:09 PM
// log: {"month":"long","minute":"numeric"} March at 4 | December at 59
// log: {"month":"long","hour":"numeric","second":"numeric"} March at 12 AM (second: 5) | December at 11 PM (second: 9)
// log: {"month":"long","hour":"2-digit"} March at 12 AM | December at 11 PM
// log: {"month":"long","hour":"2-digit","minute":"numeric","second":"numeric"} March at 12:04:05 AM | December at 11:59:09 PM
// log: {"month":"long","day":"numeric","minute":"numeric"} March 5 at 4 | December 31 at 59
// log: {"month":"long","day":"numeric","hour":"numeric","second":"numeric"} March 5 at 12 AM (second: 5) | December 31 at 11 PM (second: 9)
// log: {"month":"long","day":"numeric","hour":"2-digit"} March 5 at 12 AM | December 31 at 11 PM
// log: {"month":"long","day":"numeric","hour":"2-digit","minute":"numeric","second":"numeric"} March 5 at 12:04:05 AM | December 31 at 11:59:09 PM
// log: {"month":"long","day":"2-digit","minute":"numeric"} March 05 at 4 | December 31 at 59
// log: {"month":"long","day":"2-digit","hour":"numeric","second":"numeric"} March 05 at 12 AM (second: 5) | December 31 at 11 PM (second: 9)
// log: {"month":"long","day":"2-digit","hour":"2-digit"} March 05 at 12 AM | December 31 at 11 PM
// log: {"month":"long","day":"2-digit","hour":"2-digit","minute":"numeric","second":"numeric"} March 05 at 12:04:05 AM | December 31 at 11:59:09 PM
// log: {"month":"short","minute":"numeric"} Mar, 4 | Dec, 59
// log: {"month":"short","hour":"numeric","second":"numeric"} Mar, 12 AM (second: 5) | Dec, 11 PM (second: 9)
// log: {"month":"short","hour":"2-digit"} Mar, 12 AM | Dec, 11 PM
// log: {"month":"short","hour":"2-digit","minute":"numeric","second":"numeric"} Mar, 12:04:05 AM | Dec, 11:59:09 PM
// log: {"month":"short","day":"numeric","minute":"numeric"} Mar 5, 4 | Dec 31, 59
// log: {"month":"short","day":"numeric","hour":"numeric","second":"numeric"} Mar 5, 12 AM (second: 5) | Dec 31, 11 PM (second: 9)
// log: {"month":"short","day":"numeric","hour":"2-digit"} Mar 5, 12 AM | Dec 31, 11 PM
// log: {"month":"short","day":"numeric","hour":"2-digit","minute":"numeric","second":"numeric"} Mar 5, 12:04:05 AM | Dec 31, 11:59:09 PM
// log: {"month":"short","day":"2-digit","minute":"numeric"} Mar 05, 4 | Dec 31, 59
// log: {"month":"short","day":"2-digit","hour":"numeric","second":"numeric"} Mar 05, 12 AM (second: 5) | Dec 31, 11 PM (second: 9)
// log: {"month":"short","day":"2-digit","hour":"2-digit"} Mar 05, 12 AM | Dec 31, 11 PM
// log: {"month":"short","day":"2-digit","hour":"2-digit","minute":"numeric","second":"numeric"} Mar 05, 12:04:05 AM | Dec 31, 11:59:09 PM
// log: {"year":"numeric","minute":"numeric"} 2024, 4 | 1999, 59
// log: {"year":"numeric","hour":"numeric","second":"numeric"} 2024, 12 AM (second: 5) | 1999, 11 PM (second: 9)
// log: {"year":"numeric","hour":"2-digit"} 2024, 12 AM | 1999, 11 PM
// log: {"year":"numeric","hour":"2-digit","minute":"numeric","second":"numeric"} 2024, 12:04:05 AM | 1999, 11:59:09 PM
// log: {"year":"numeric","month":"numeric","minute":"numeric"} 3/2024, 4 | 12/1999, 59
// log: {"year":"numeric","month":"numeric","hour":"numeric","second":"numeric"} 3/2024, 12 AM (second: 5) | 12/1999, 11 PM (second: 9)
// log: {"year":"numeric","month":"numeric","hour":"2-digit"} 3/2024, 12 AM | 12/1999, 11 PM
// log: {"year":"numeric","month":"numeric","hour":"2-digit","minute":"numeric","second":"numeric"} 3/2024, 12:04:05 AM | 12/1999, 11:59:09 PM
// log: {"year":"numeric","month":"numeric","day":"numeric","minute":"numeric"} 3/5/2024, 4 | 12/31/1999, 59
// log: {"year":"numeric","month":"numeric","day":"numeric","hour":"numeric","second":"numeric"} 3/5/2024, 12 AM (second: 5) | 12/31/1999, 11 PM (second: 9)
// log: {"year":"numeric","month":"numeric","day":"numeric","hour":"2-digit"} 3/5/2024, 12 AM | 12/31/1999, 11 PM
// log: {"year":"numeric","month":"numeric","day":"numeric","hour":"2-digit","minute":"numeric","second":"numeric"} 3/5/2024, 12:04:05 AM | 12/31/1999, 11:59:09 PM
// log: {"year":"numeric","month":"numeric","day":"2-digit","minute":"numeric"} 3/05/2024, 4 | 12/31/1999, 59
// log: {"year":"numeric","month":"numeric","day":"2-digit","hour":"numeric","second":"numeric"} 3/05/2024, 12 AM (second: 5) | 12/31/1999, 11 PM (second: 9)
// log: {"year":"numeric","month":"numeric","day":"2-digit","hour":"2-digit"} 3/05/2024, 12 AM | 12/31/1999, 11 PM
// log: {"year":"numeric","month":"numeric","day":"2-digit","hour":"2-digit","minute":"numeric","second":"numeric"} 3/05/2024, 12:04:05 AM | 12/31/1999, 11:59:09 PM
// log: {"year":"numeric","month":"2-digit","minute":"numeric"} 03/2024, 4 | 12/1999, 59
// log: {"year":"numeric","month":"2-digit","hour":"numeric","second":"numeric"} 03/2024, 12 AM (second: 5) | 12/1999, 11 PM (second: 9)
// log: {"year":"numeric","month":"2-digit","hour":"2-digit"} 03/2024, 12 AM | 12/1999, 11 PM
// log: {"year":"numeric","month":"2-digit","hour":"2-digit","minute":"numeric","second":"numeric"} 03/2024, 12:04:05 AM | 12/1999, 11:59:09 PM
// log: {"year":"numeric","month":"2-digit","day":"numeric","minute":"numeric"} 03/5/2024, 4 | 12/31/1999, 59
// log: {"year":"numeric","month":"2-digit","day":"numeric","hour":"numeric","second":"numeric"} 03/5/2024, 12 AM (second: 5) | 12/31/1999, 11 PM (second: 9)
// log: {"year":"numeric","month":"2-digit","day":"numeric","hour":"2-digit"} 03/5/2024, 12 AM | 12/31/1999, 11 PM
// log: {"year":"numeric","month":"2-digit","day":"numeric","hour":"2-digit","minute":"numeric","second":"numeric"} 03/5/2024, 12:04:05 AM | 12/31/1999, 11:59:09 PM
// log: {"year":"numeric","month":"2-digit","day":"2-digit","minute":"numeric"} 03/05/2024, 4 | 12/31/1999, 59
// log: {"year":"numeric","month":"2-digit","day":"2-digit","hour":"numeric","second":"numeric"} 03/05/2024, 12 AM (second: 5) | 12/31/1999, 11 PM (second: 9)
// log: {"year":"numeric","month":"2-digit","day":"2-digit","hour":"2-digit"} 03/05/2024, 12 AM | 12/31/1999, 11 PM
// log: {"year":"numeric","month":"2-digit","day":"2-digit","hour":"2-digit","minute":"numeric","second":"numeric"} 03/05/2024, 12:04:05 AM | 12/31/1999, 11:59:09 PM
// log: {"year":"numeric","month":"long","minute":"numeric"} March 2024 at 4 | December 1999 at 59
// log: {"year":"numeric","month":"long","hour":"numeric","second":"numeric"} March 2024 at 12 AM (second: 5) | December 1999 at 11 PM (second: 9)
// log: {"year":"numeric","month":"long","hour":"2-digit"} March 2024 at 12 AM | December 1999 at 11 PM
// log: {"year":"numeric","month":"long","hour":"2-digit","minute":"numeric","second":"numeric"} March 2024 at 12:04:05 AM | December 1999 at 11:59:09 PM
// log: {"year":"numeric","month":"long","day":"numeric","minute":"numeric"} March 5, 2024 at 4 | December 31, 1999 at 59
// log: {"year":"numeric","month":"long","day":"numeric","hour":"numeric","second":"numeric"} March 5, 2024 at 12 AM (second: 5) | December 31, 1999 at 11 PM (second: 9)
// log: {"year":"numeric","month":"long","day":"numeric","hour":"2-digit"} March 5, 2024 at 12 AM | December 31, 1999 at 11 PM
// log: {"year":"numeric","month":"long","day":"numeric","hour":"2-digit","minute":"numeric","second":"numeric"} March 5, 2024 at 12:04:05 AM | December 31, 1999 at 11:59:09 PM
// log: {"year":"numeric","month":"long","day":"2-digit","minute":"numeric"} March 05, 2024 at 4 | December 31, 1999 at 59
// log: {"year":"numeric","month":"long","day":"2-digit","hour":"numeric","second":"numeric"} March 05, 2024 at 12 AM (second: 5) | December 31, 1999 at 11 PM (second: 9)
// log: {"year":"numeric","month":"long","day":"2-digit","hour":"2-digit"} March 05, 2024 at 12 AM | December 31, 1999 at 11 PM
// log: {"year":"numeric","month":"long","day":"2-digit","hour":"2-digit","minute":"numeric","second":"numeric"} March 05, 2024 at 12:04:05 AM | December 31, 1999 at 11:59:09 PM
// log: {"year":"numeric","month":"short","minute":"numeric"} Mar 2024, 4 | Dec 1999, 59
// log: {"year":"numeric","month":"short","hour":"numeric","second":"numeric"} Mar 2024, 12 AM (second: 5) | Dec 1999, 11 PM (second: 9)
// log: {"year":"numeric","month":"short","hour":"2-digit"} Mar 2024, 12 AM | Dec 1999, 11 PM
// log: {"year":"numeric","month":"short","hour":"2-digit","minute":"numeric","second":"numeric"} Mar 2024, 12:04:05 AM | Dec 1999, 11:59:09 PM
// log: {"year":"numeric","month":"short","day":"numeric","minute":"numeric"} Mar 5, 2024, 4 | Dec 31, 1999, 59
// log: {"year":"numeric","month":"short","day":"numeric","hour":"numeric","second":"numeric"} Mar 5, 2024, 12 AM (second: 5) | Dec 31, 1999, 11 PM (second: 9)
// log: {"year":"numeric","month":"short","day":"numeric","hour":"2-digit"} Mar 5, 2024, 12 AM | Dec 31, 1999, 11 PM
// log: {"year":"numeric","month":"short","day":"numeric","hour":"2-digit","minute":"numeric","second":"numeric"} Mar 5, 2024, 12:04:05 AM | Dec 31, 1999, 11:59:09 PM
// log: {"year":"numeric","month":"short","day":"2-digit","minute":"numeric"} Mar 05, 2024, 4 | Dec 31, 1999, 59
// log: {"year":"numeric","month":"short","day":"2-digit","hour":"numeric","second":"numeric"} Mar 05, 2024, 12 AM (second: 5) | Dec 31, 1999, 11 PM (second: 9)
// log: {"year":"numeric","month":"short","day":"2-digit","hour":"2-digit"} Mar 05, 2024, 12 AM | Dec 31, 1999, 11 PM
// log: {"year":"numeric","month":"short","day":"2-digit","hour":"2-digit","minute":"numeric","second":"numeric"} Mar 05, 2024, 12:04:05 AM | Dec 31, 1999, 11:59:09 PM
// log: {"year":"2-digit","minute":"numeric"} 24, 4 | 99, 59
// log: {"year":"2-digit","hour":"numeric","second":"numeric"} 24, 12 AM (second: 5) | 99, 11 PM (second: 9)
// log: {"year":"2-digit","hour":"2-digit"} 24, 12 AM | 99, 11 PM
// log: {"year":"2-digit","hour":"2-digit","minute":"numeric","second":"numeric"} 24, 12:04:05 AM | 99, 11:59:09 PM
// log: {"year":"2-digit","month":"numeric","minute":"numeric"} 3/24, 4 | 12/99, 59
// log: {"year":"2-digit","month":"numeric","hour":"numeric","second":"numeric"} 3/24, 12 AM (second: 5) | 12/99, 11 PM (second: 9)
// log: {"year":"2-digit","month":"numeric","hour":"2-digit"} 3/24, 12 AM | 12/99, 11 PM
// log: {"year":"2-digit","month":"numeric","hour":"2-digit","minute":"numeric","second":"numeric"} 3/24, 12:04:05 AM | 12/99, 11:59:09 PM
// log: {"year":"2-digit","month":"numeric","day":"numeric","minute":"numeric"} 3/5/24, 4 | 12/31/99, 59
// log: {"year":"2-digit","month":"numeric","day":"numeric","hour":"numeric","second":"numeric"} 3/5/24, 12 AM (second: 5) | 12/31/99, 11 PM (second: 9)
// log: {"year":"2-digit","month":"numeric","day":"numeric","hour":"2-digit"} 3/5/24, 12 AM | 12/31/99, 11 PM
// log: {"year":"2-digit","month":"numeric","day":"numeric","hour":"2-digit","minute":"numeric","second":"numeric"} 3/5/24, 12:04:05 AM | 12/31/99, 11:59:09 PM
// log: {"year":"2-digit","month":"numeric","day":"2-digit","minute":"numeric"} 3/05/24, 4 | 12/31/99, 59
// log: {"year":"2-digit","month":"numeric","day":"2-digit","hour":"numeric","second":"numeric"} 3/05/24, 12 AM (second: 5) | 12/31/99, 11 PM (second: 9)
// log: {"year":"2-digit","month":"numeric","day":"2-digit","hour":"2-digit"} 3/05/24, 12 AM | 12/31/99, 11 PM
// log: {"year":"2-digit","month":"numeric","day":"2-digit","hour":"2-digit","minute":"numeric","second":"numeric"} 3/05/24, 12:04:05 AM | 12/31/99, 11:59:09 PM
// log: {"year":"2-digit","month":"2-digit","minute":"numeric"} 03/24, 4 | 12/99, 59
// log: {"year":"2-digit","month":"2-digit","hour":"numeric","second":"numeric"} 03/24, 12 AM (second: 5) | 12/99, 11 PM (second: 9)
// log: {"year":"2-digit","month":"2-digit","hour":"2-digit"} 03/24, 12 AM | 12/99, 11 PM
// log: {"year":"2-digit","month":"2-digit","hour":"2-digit","minute":"numeric","second":"numeric"} 03/24, 12:04:05 AM | 12/99, 11:59:09 PM
// log: {"year":"2-digit","month":"2-digit","day":"numeric","minute":"numeric"} 03/5/24, 4 | 12/31/99, 59
// log: {"year":"2-digit","month":"2-digit","day":"numeric","hour":"numeric","second":"numeric"} 03/5/24, 12 AM (second: 5) | 12/31/99, 11 PM (second: 9)
// log: {"year":"2-digit","month":"2-digit","day":"numeric","hour":"2-digit"} 03/5/24, 12 AM | 12/31/99, 11 PM
// log: {"year":"2-digit","month":"2-digit","day":"numeric","hour":"2-digit","minute":"numeric","second":"numeric"} 03/5/24, 12:04:05 AM | 12/31/99, 11:59:09 PM
// log: {"year":"2-digit","month":"2-digit","day":"2-digit","minute":"numeric"} 03/05/24, 4 | 12/31/99, 59
// log: {"year":"2-digit","month":"2-digit","day":"2-digit","hour":"numeric","second":"numeric"} 03/05/24, 12 AM (second: 5) | 12/31/99, 11 PM (second: 9)
// log: {"year":"2-digit","month":"2-digit","day":"2-digit","hour":"2-digit"} 03/05/24, 12 AM | 12/31/99, 11 PM
// log: {"year":"2-digit","month":"2-digit","day":"2-digit","hour":"2-digit","minute":"numeric","second":"numeric"} 03/05/24, 12:04:05 AM | 12/31/99, 11:59:09 PM
// log: {"year":"2-digit","month":"long","minute":"numeric"} March 24 at 4 | December 99 at 59
// log: {"year":"2-digit","month":"long","hour":"numeric","second":"numeric"} March 24 at 12 AM (second: 5) | December 99 at 11 PM (second: 9)
// log: {"year":"2-digit","month":"long","hour":"2-digit"} March 24 at 12 AM | December 99 at 11 PM
// log: {"year":"2-digit","month":"long","hour":"2-digit","minute":"numeric","second":"numeric"} March 24 at 12:04:05 AM | December 99 at 11:59:09 PM
// log: {"year":"2-digit","month":"long","day":"numeric","minute":"numeric"} March 5, 24 at 4 | December 31, 99 at 59
// log: {"year":"2-digit","month":"long","day":"numeric","hour":"numeric","second":"numeric"} March 5, 24 at 12 AM (second: 5) | December 31, 99 at 11 PM (second: 9)
// log: {"year":"2-digit","month":"long","day":"numeric","hour":"2-digit"} March 5, 24 at 12 AM | December 31, 99 at 11 PM
// log: {"year":"2-digit","month":"long","day":"numeric","hour":"2-digit","minute":"numeric","second":"numeric"} March 5, 24 at 12:04:05 AM | December 31, 99 at 11:59:09 PM
// log: {"year":"2-digit","month":"long","day":"2-digit","minute":"numeric"} March 05, 24 at 4 | December 31, 99 at 59
// log: {"year":"2-digit","month":"long","day":"2-digit","hour":"numeric","second":"numeric"} March 05, 24 at 12 AM (second: 5) | December 31, 99 at 11 PM (second: 9)
// log: {"year":"2-digit","month":"long","day":"2-digit","hour":"2-digit"} March 05, 24 at 12 AM | December 31, 99 at 11 PM
// log: {"year":"2-digit","month":"long","day":"2-digit","hour":"2-digit","minute":"numeric","second":"numeric"} March 05, 24 at 12:04:05 AM | December 31, 99 at 11:59:09 PM
// log: {"year":"2-digit","month":"short","minute":"numeric"} Mar 24, 4 | Dec 99, 59
// log: {"year":"2-digit","month":"short","hour":"numeric","second":"numeric"} Mar 24, 12 AM (second: 5) | Dec 99, 11 PM (second: 9)
// log: {"year":"2-digit","month":"short","hour":"2-digit"} Mar 24, 12 AM | Dec 99, 11 PM
// log: {"year":"2-digit","month":"short","hour":"2-digit","minute":"numeric","second":"numeric"} Mar 24, 12:04:05 AM | Dec 99, 11:59:09 PM
// log: {"year":"2-digit","month":"short","day":"numeric","minute":"numeric"} Mar 5, 24, 4 | Dec 31, 99, 59
// log: {"year":"2-digit","month":"short","day":"numeric","hour":"numeric","second":"numeric"} Mar 5, 24, 12 AM (second: 5) | Dec 31, 99, 11 PM (second: 9)
// log: {"year":"2-digit","month":"short","day":"numeric","hour":"2-digit"} Mar 5, 24, 12 AM | Dec 31, 99, 11 PM
// log: {"year":"2-digit","month":"short","day":"numeric","hour":"2-digit","minute":"numeric","second":"numeric"} Mar 5, 24, 12:04:05 AM | Dec 31, 99, 11:59:09 PM
// log: {"year":"2-digit","month":"short","day":"2-digit","minute":"numeric"} Mar 05, 24, 4 | Dec 31, 99, 59
// log: {"year":"2-digit","month":"short","day":"2-digit","hour":"numeric","second":"numeric"} Mar 05, 24, 12 AM (second: 5) | Dec 31, 99, 11 PM (second: 9)
// log: {"year":"2-digit","month":"short","day":"2-digit","hour":"2-digit"} Mar 05, 24, 12 AM | Dec 31, 99, 11 PM
// log: {"year":"2-digit","month":"short","day":"2-digit","hour":"2-digit","minute":"numeric","second":"numeric"} Mar 05, 24, 12:04:05 AM | Dec 31, 99, 11:59:09 PM
// log: {"weekday":"long","minute":"numeric"} Tuesday, 4 | Friday, 59
// log: {"weekday":"long","hour":"numeric","second":"numeric"} Tuesday, 12 AM (second: 5) | Friday, 11 PM (second: 9)
// log: {"weekday":"long","hour":"2-digit"} Tuesday 12 AM | Friday 11 PM
// log: {"weekday":"long","hour":"2-digit","minute":"numeric","second":"numeric"} Tuesday 12:04:05 AM | Friday 11:59:09 PM
// log: {"weekday":"long","month":"numeric","day":"numeric","minute":"numeric"} Tuesday, 3/5, 4 | Friday, 12/31, 59
// log: {"weekday":"long","month":"numeric","day":"numeric","hour":"numeric","second":"numeric"} Tuesday, 3/5, 12 AM (second: 5) | Friday, 12/31, 11 PM (second: 9)
// log: {"weekday":"long","month":"numeric","day":"numeric","hour":"2-digit"} Tuesday, 3/5, 12 AM | Friday, 12/31, 11 PM
// log: {"weekday":"long","month":"numeric","day":"numeric","hour":"2-digit","minute":"numeric","second":"numeric"} Tuesday, 3/5, 12:04:05 AM | Friday, 12/31, 11:59:09 PM
// log: {"weekday":"long","month":"numeric","day":"2-digit","minute":"numeric"} Tuesday, 3/05, 4 | Friday, 12/31, 59
// log: {"weekday":"long","month":"numeric","day":"2-digit","hour":"numeric","second":"numeric"} Tuesday, 3/05, 12 AM (second: 5) | Friday, 12/31, 11 PM (second: 9)
// log: {"weekday":"long","month":"numeric","day":"2-digit","hour":"2-digit"} Tuesday, 3/05, 12 AM | Friday, 12/31, 11 PM
// log: {"weekday":"long","month":"numeric","day":"2-digit","hour":"2-digit","minute":"numeric","second":"numeric"} Tuesday, 3/05, 12:04:05 AM | Friday, 12/31, 11:59:09 PM
// log: {"weekday":"long","month":"2-digit","day":"numeric","minute":"numeric"} Tuesday, 03/5, 4 | Friday, 12/31, 59
// log: {"weekday":"long","month":"2-digit","day":"numeric","hour":"numeric","second":"numeric"} Tuesday, 03/5, 12 AM (second: 5) | Friday, 12/31, 11 PM (second: 9)
// log: {"weekday":"long","month":"2-digit","day":"numeric","hour":"2-digit"} Tuesday, 03/5, 12 AM | Friday, 12/31, 11 PM
// log: {"weekday":"long","month":"2-digit","day":"numeric","hour":"2-digit","minute":"numeric","second":"numeric"} Tuesday, 03/5, 12:04:05 AM | Friday, 12/31, 11:59:09 PM
// log: {"weekday":"long","month":"2-digit","day":"2-digit","minute":"numeric"} Tuesday, 03/05, 4 | Friday, 12/31, 59
// log: {"weekday":"long","month":"2-digit","day":"2-digit","hour":"numeric","second":"numeric"} Tuesday, 03/05, 12 AM (second: 5) | Friday, 12/31, 11 PM (second: 9)
// log: {"weekday":"long","month":"2-digit","day":"2-digit","hour":"2-digit"} Tuesday, 03/05, 12 AM | Friday, 12/31, 11 PM
// log: {"weekday":"long","month":"2-digit","day":"2-digit","hour":"2-digit","minute":"numeric","second":"numeric"} Tuesday, 03/05, 12:04:05 AM | Friday, 12/31, 11:59:09 PM
// log: {"weekday":"long","month":"long","day":"numeric","minute":"numeric"} Tuesday, March 5 at 4 | Friday, December 31 at 59
// log: {"weekday":"long","month":"long","day":"numeric","hour":"numeric","second":"numeric"} Tuesday, March 5 at 12 AM (second: 5) | Friday, December 31 at 11 PM (second: 9)
// log: {"weekday":"long","month":"long","day":"numeric","hour":"2-digit"} Tuesday, March 5 at 12 AM | Friday, December 31 at 11 PM
// log: {"weekday":"long","month":"long","day":"numeric","hour":"2-digit","minute":"numeric","second":"numeric"} Tuesday, March 5 at 12:04:05 AM | Friday, December 31 at 11:59:09 PM
// log: {"weekday":"long","month":"long","day":"2-digit","minute":"numeric"} Tuesday, March 05 at 4 | Friday, December 31 at 59
// log: {"weekday":"long","month":"long","day":"2-digit","hour":"numeric","second":"numeric"} Tuesday, March 05 at 12 AM (second: 5) | Friday, December 31 at 11 PM (second: 9)
// log: {"weekday":"long","month":"long","day":"2-digit","hour":"2-digit"} Tuesday, March 05 at 12 AM | Friday, December 31 at 11 PM
// log: {"weekday":"long","month":"long","day":"2-digit","hour":"2-digit","minute":"numeric","second":"numeric"} Tuesday, March 05 at 12:04:05 AM | Friday, December 31 at 11:59:09 PM
// log: {"weekday":"long","month":"short","day":"numeric","minute":"numeric"} Tuesday, Mar 5, 4 | Friday, Dec 31, 59
// log: {"weekday":"long","month":"short","day":"numeric","hour":"numeric","second":"numeric"} Tuesday, Mar 5, 12 AM (second: 5) | Friday, Dec 31, 11 PM (second: 9)
// log: {"weekday":"long","month":"short","day":"numeric","hour":"2-digit"} Tuesday, Mar 5, 12 AM | Friday, Dec 31, 11 PM
// log: {"weekday":"long","month":"short","day":"numeric","hour":"2-digit","minute":"numeric","second":"numeric"} Tuesday, Mar 5, 12:04:05 AM | Friday, Dec 31, 11:59:09 PM
// log: {"weekday":"long","month":"short","day":"2-digit","minute":"numeric"} Tuesday, Mar 05, 4 | Friday, Dec 31, 59
// log: {"weekday":"long","month":"short","day":"2-digit","hour":"numeric","second":"numeric"} Tuesday, Mar 05, 12 AM (second: 5) | Friday, Dec 31, 11 PM (second: 9)
// log: {"weekday":"long","month":"short","day":"2-digit","hour":"2-digit"} Tuesday, Mar 05, 12 AM | Friday, Dec 31, 11 PM
// log: {"weekday":"long","month":"short","day":"2-digit","hour":"2-digit","minute":"numeric","second":"numeric"} Tuesday, Mar 05, 12:04:05 AM | Friday, Dec 31, 11:59:09 PM
// log: {"weekday":"long","year":"numeric","month":"numeric","day":"numeric","minute":"numeric"} Tuesday, 3/5/2024, 4 | Friday, 12/31/1999, 59
// log: {"weekday":"long","year":"numeric","month":"numeric","day":"numeric","hour":"numeric","second":"numeric"} Tuesday, 3/5/2024, 12 AM (second: 5) | Friday, 12/31/1999, 11 PM (second: 9)
// log: {"weekday":"long","year":"numeric","month":"numeric","day":"numeric","hour":"2-digit"} Tuesday, 3/5/2024, 12 AM | Friday, 12/31/1999, 11 PM
// log: {"weekday":"long","year":"numeric","month":"numeric","day":"numeric","hour":"2-digit","minute":"numeric","second":"numeric"} Tuesday, 3/5/2024, 12:04:05 AM | Friday, 12/31/1999, 11:59:09 PM
// log: {"weekday":"long","year":"numeric","month":"numeric","day":"2-digit","minute":"numeric"} Tuesday, 3/05/2024, 4 | Friday, 12/31/1999, 59
// log: {"weekday":"long","year":"numeric","month":"numeric","day":"2-digit","hour":"numeric","second":"numeric"} Tuesday, 3/05/2024, 12 AM (second: 5) | Friday, 12/31/1999, 11 PM (second: 9)
// log: {"weekday":"long","year":"numeric","month":"numeric","day":"2-digit","hour":"2-digit"} Tuesday, 3/05/2024, 12 AM | Friday, 12/31/1999, 11 PM
// log: {"weekday":"long","year":"numeric","month":"numeric","day":"2-digit","hour":"2-digit","minute":"numeric","second":"numeric"} Tuesday, 3/05/2024, 12:04:05 AM | Friday, 12/31/1999, 11:59:09 PM
// log: {"weekday":"long","year":"numeric","month":"2-digit","day":"numeric","minute":"numeric"} Tuesday, 03/5/2024, 4 | Friday, 12/31/1999, 59
// log: {"weekday":"long","year":"numeric","month":"2-digit","day":"numeric","hour":"numeric","second":"numeric"} Tuesday, 03/5/2024, 12 AM (second: 5) | Friday, 12/31/1999, 11 PM (second: 9)
// log: {"weekday":"long","year":"numeric","month":"2-digit","day":"numeric","hour":"2-digit"} Tuesday, 03/5/2024, 12 AM | Friday, 12/31/1999, 11 PM
// log: {"weekday":"long","year":"numeric","month":"2-digit","day":"numeric","hour":"2-digit","minute":"numeric","second":"numeric"} Tuesday, 03/5/2024, 12:04:05 AM | Friday, 12/31/1999, 11:59:09 PM
// log: {"weekday":"long","year":"numeric","month":"2-digit","day":"2-digit","minute":"numeric"} Tuesday, 03/05/2024, 4 | Friday, 12/31/1999, 59
// log: {"weekday":"long","year":"numeric","month":"2-digit","day":"2-digit","hour":"numeric","second":"numeric"} Tuesday, 03/05/2024, 12 AM (second: 5) | Friday, 12/31/1999, 11 PM (second: 9)
// log: {"weekday":"long","year":"numeric","month":"2-digit","day":"2-digit","hour":"2-digit"} Tuesday, 03/05/2024, 12 AM | Friday, 12/31/1999, 11 PM
// log: {"weekday":"long","year":"numeric","month":"2-digit","day":"2-digit","hour":"2-digit","minute":"numeric","second":"numeric"} Tuesday, 03/05/2024, 12:04:05 AM | Friday, 12/31/1999, 11:59:09 PM
// log: {"weekday":"long","year":"numeric","month":"long","day":"numeric","minute":"numeric"} Tuesday, March 5, 2024 at 4 | Friday, December 31, 1999 at 59
// log: {"weekday":"long","year":"numeric","month":"long","day":"numeric","hour":"numeric","second":"numeric"} Tuesday, March 5, 2024 at 12 AM (second: 5) | Friday, December 31, 1999 at 11 PM (second: 9)
// log: {"weekday":"long","year":"numeric","month":"long","day":"numeric","hour":"2-digit"} Tuesday, March 5, 2024 at 12 AM | Friday, December 31, 1999 at 11 PM
// log: {"weekday":"long","year":"numeric","month":"long","day":"numeric","hour":"2-digit","minute":"numeric","second":"numeric"} Tuesday, March 5, 2024 at 12:04:05 AM | Friday, December 31, 1999 at 11:59:09 PM
// log: {"weekday":"long","year":"numeric","month":"long","day":"2-digit","minute":"numeric"} Tuesday, March 05, 2024 at 4 | Friday, December 31, 1999 at 59
// log: {"weekday":"long","year":"numeric","month":"long","day":"2-digit","hour":"numeric","second":"numeric"} Tuesday, March 05, 2024 at 12 AM (second: 5) | Friday, December 31, 1999 at 11 PM (second: 9)
// log: {"weekday":"long","year":"numeric","month":"long","day":"2-digit","hour":"2-digit"} Tuesday, March 05, 2024 at 12 AM | Friday, December 31, 1999 at 11 PM
// log: {"weekday":"long","year":"numeric","month":"long","day":"2-digit","hour":"2-digit","minute":"numeric","second":"numeric"} Tuesday, March 05, 2024 at 12:04:05 AM | Friday, December 31, 1999 at 11:59:09 PM
// log: {"weekday":"long","year":"numeric","month":"short","day":"numeric","minute":"numeric"} Tuesday, Mar 5, 2024, 4 | Friday, Dec 31, 1999, 59
// log: {"weekday":"long","year":"numeric","month":"short","day":"numeric","hour":"numeric","second":"numeric"} Tuesday, Mar 5, 2024, 12 AM (second: 5) | Friday, Dec 31, 1999, 11 PM (second: 9)
// log: {"weekday":"long","year":"numeric","month":"short","day":"numeric","hour":"2-digit"} Tuesday, Mar 5, 2024, 12 AM | Friday, Dec 31, 1999, 11 PM
// log: {"weekday":"long","year":"numeric","month":"short","day":"numeric","hour":"2-digit","minute":"numeric","second":"numeric"} Tuesday, Mar 5, 2024, 12:04:05 AM | Friday, Dec 31, 1999, 11:59:09 PM
// log: {"weekday":"long","year":"numeric","month":"short","day":"2-digit","minute":"numeric"} Tuesday, Mar 05, 2024, 4 | Friday, Dec 31, 1999, 59
// log: {"weekday":"long","year":"numeric","month":"short","day":"2-digit","hour":"numeric","second":"numeric"} Tuesday, Mar 05, 2024, 12 AM (second: 5) | Friday, Dec 31, 1999, 11 PM (second: 9)
// log: {"weekday":"long","year":"numeric","month":"short","day":"2-digit","hour":"2-digit"} Tuesday, Mar 05, 2024, 12 AM | Friday, Dec 31, 1999, 11 PM
// log: {"weekday":"long","year":"numeric","month":"short","day":"2-digit","hour":"2-digit","minute":"numeric","second":"numeric"} Tuesday, Mar 05, 2024, 12:04:05 AM | Friday, Dec 31, 1999, 11:59:09 PM
// log: {"weekday":"long","year":"2-digit","month":"numeric","day":"numeric","minute":"numeric"} Tuesday, 3/5/24, 4 | Friday, 12/31/99, 59
// log: {"weekday":"long","year":"2-digit","month":"numeric","day":"numeric","hour":"numeric","second":"numeric"} Tuesday, 3/5/24, 12 AM (second: 5) | Friday, 12/31/99, 11 PM (second: 9)
// log: {"weekday":"long","year":"2-digit","month":"numeric","day":"numeric","hour":"2-digit"} Tuesday, 3/5/24, 12 AM | Friday, 12/31/99, 11 PM
// log: {"weekday":"long","year":"2-digit","month":"numeric","day":"numeric","hour":"2-digit","minute":"numeric","second":"numeric"} Tuesday, 3/5/24, 12:04:05 AM | Friday, 12/31/99, 11:59:09 PM
// log: {"weekday":"long","year":"2-digit","month":"numeric","day":"2-digit","minute":"numeric"} Tuesday, 3/05/24, 4 | Friday, 12/31/99, 59
// log: {"weekday":"long","year":"2-digit","month":"numeric","day":"2-digit","hour":"numeric","second":"numeric"} Tuesday, 3/05/24, 12 AM (second: 5) | Friday, 12/31/99, 11 PM (second: 9)
// log: {"weekday":"long","year":"2-digit","month":"numeric","day":"2-digit","hour":"2-digit"} Tuesday, 3/05/24, 12 AM | Friday, 12/31/99, 11 PM
// log: {"weekday":"long","year":"2-digit","month":"numeric","day":"2-digit","hour":"2-digit","minute":"numeric","second":"numeric"} Tuesday, 3/05/24, 12:04:05 AM | Friday, 12/31/99, 11:59:09 PM
// log: {"weekday":"long","year":"2-digit","month":"2-digit","day":"numeric","minute":"numeric"} Tuesday, 03/5/24, 4 | Friday, 12/31/99, 59
// log: {"weekday":"long","year":"2-digit","month":"2-digit","day":"numeric","hour":"numeric","second":"numeric"} Tuesday, 03/5/24, 12 AM (second: 5) | Friday, 12/31/99, 11 PM (second: 9)
// log: {"weekday":"long","year":"2-digit","month":"2-digit","day":"numeric","hour":"2-digit"} Tuesday, 03/5/24, 12 AM | Friday, 12/31/99, 11 PM
// log: {"weekday":"long","year":"2-digit","month":"2-digit","day":"numeric","hour":"2-digit","minute":"numeric","second":"numeric"} Tuesday, 03/5/24, 12:04:05 AM | Friday, 12/31/99, 11:59:09 PM
// log: {"weekday":"long","year":"2-digit","month":"2-digit","day":"2-digit","minute":"numeric"} Tuesday, 03/05/24, 4 | Friday, 12/31/99, 59
// log: {"weekday":"long","year":"2-digit","month":"2-digit","day":"2-digit","hour":"numeric","second":"numeric"} Tuesday, 03/05/24, 12 AM (second: 5) | Friday, 12/31/99, 11 PM (second: 9)
// log: {"weekday":"long","year":"2-digit","month":"2-digit","day":"2-digit","hour":"2-digit"} Tuesday, 03/05/24, 12 AM | Friday, 12/31/99, 11 PM
// log: {"weekday":"long","year":"2-digit","month":"2-digit","day":"2-digit","hour":"2-digit","minute":"numeric","second":"numeric"} Tuesday, 03/05/24, 12:04:05 AM | Friday, 12/31/99, 11:59:09 PM
// log: {"weekday":"long","year":"2-digit","month":"long","day":"numeric","minute":"numeric"} Tuesday, March 5, 24 at 4 | Friday, December 31, 99 at 59
// log: {"weekday":"long","year":"2-digit","month":"long","day":"numeric","hour":"numeric","second":"numeric"} Tuesday, March 5, 24 at 12 AM (second: 5) | Friday, December 31, 99 at 11 PM (second: 9)
// log: {"weekday":"long","year":"2-digit","month":"long","day":"numeric","hour":"2-digit"} Tuesday, March 5, 24 at 12 AM | Friday, December 31, 99 at 11 PM
// log: {"weekday":"long","year":"2-digit","month":"long","day":"numeric","hour":"2-digit","minute":"numeric","second":"numeric"} Tuesday, March 5, 24 at 12:04:05 AM | Friday, December 31, 99 at 11:59:09 PM
// log: {"weekday":"long","year":"2-digit","month":"long","day":"2-digit","minute":"numeric"} Tuesday, March 05, 24 at 4 | Friday, December 31, 99 at 59
// log: {"weekday":"long","year":"2-digit","month":"long","day":"2-digit","hour":"numeric","second":"numeric"} Tuesday, March 05, 24 at 12 AM (second: 5) | Friday, December 31, 99 at 11 PM (second: 9)
// log: {"weekday":"long","year":"2-digit","month":"long","day":"2-digit","hour":"2-digit"} Tuesday, March 05, 24 at 12 AM | Friday, December 31, 99 at 11 PM
// log: {"weekday":"long","year":"2-digit","month":"long","day":"2-digit","hour":"2-digit","minute":"numeric","second":"numeric"} Tuesday, March 05, 24 at 12:04:05 AM | Friday, December 31, 99 at 11:59:09 PM
// log: {"weekday":"long","year":"2-digit","month":"short","day":"numeric","minute":"numeric"} Tuesday, Mar 5, 24, 4 | Friday, Dec 31, 99, 59
// log: {"weekday":"long","year":"2-digit","month":"short","day":"numeric","hour":"numeric","second":"numeric"} Tuesday, Mar 5, 24, 12 AM (second: 5) | Friday, Dec 31, 99, 11 PM (second: 9)
// log: {"weekday":"long","year":"2-digit","month":"short","day":"numeric","hour":"2-digit"} Tuesday, Mar 5, 24, 12 AM | Friday, Dec 31, 99, 11 PM
// log: {"weekday":"long","year":"2-digit","month":"short","day":"numeric","hour":"2-digit","minute":"numeric","second":"numeric"} Tuesday, Mar 5, 24, 12:04:05 AM | Friday, Dec 31, 99, 11:59:09 PM
// log: {"weekday":"long","year":"2-digit","month":"short","day":"2-digit","minute":"numeric"} Tuesday, Mar 05, 24, 4 | Friday, Dec 31, 99, 59
// log: {"weekday":"long","year":"2-digit","month":"short","day":"2-digit","hour":"numeric","second":"numeric"} Tuesday, Mar 05, 24, 12 AM (second: 5) | Friday, Dec 31, 99, 11 PM (second: 9)
// log: {"weekday":"long","year":"2-digit","month":"short","day":"2-digit","hour":"2-digit"} Tuesday, Mar 05, 24, 12 AM | Friday, Dec 31, 99, 11 PM
// log: {"weekday":"long","year":"2-digit","month":"short","day":"2-digit","hour":"2-digit","minute":"numeric","second":"numeric"} Tuesday, Mar 05, 24, 12:04:05 AM | Friday, Dec 31, 99, 11:59:09 PM
// log: {"weekday":"short","minute":"numeric"} Tue, 4 | Fri, 59
// log: {"weekday":"short","hour":"numeric","second":"numeric"} Tue, 12 AM (second: 5) | Fri, 11 PM (second: 9)
// log: {"weekday":"short","hour":"2-digit"} Tue 12 AM | Fri 11 PM
// log: {"weekday":"short","hour":"2-digit","minute":"numeric","second":"numeric"} Tue 12:04:05 AM | Fri 11:59:09 PM
// log: {"weekday":"short","month":"numeric","day":"numeric","minute":"numeric"} Tue, 3/5, 4 | Fri, 12/31, 59
// log: {"weekday":"short","month":"numeric","day":"numeric","hour":"numeric","second":"numeric"} Tue, 3/5, 12 AM (second: 5) | Fri, 12/31, 11 PM (second: 9)
// log: {"weekday":"short","month":"numeric","day":"numeric","hour":"2-digit"} Tue, 3/5, 12 AM | Fri, 12/31, 11 PM
// log: {"weekday":"short","month":"numeric","day":"numeric","hour":"2-digit","minute":"numeric","second":"numeric"} Tue, 3/5, 12:04:05 AM | Fri, 12/31, 11:59:09 PM
// log: {"weekday":"short","month":"numeric","day":"2-digit","minute":"numeric"} Tue, 3/05, 4 | Fri, 12/31, 59
// log: {"weekday":"short","month":"numeric","day":"2-digit","hour":"numeric","second":"numeric"} Tue, 3/05, 12 AM (second: 5) | Fri, 12/31, 11 PM (second: 9)
// log: {"weekday":"short","month":"numeric","day":"2-digit","hour":"2-digit"} Tue, 3/05, 12 AM | Fri, 12/31, 11 PM
// log: {"weekday":"short","month":"numeric","day":"2-digit","hour":"2-digit","minute":"numeric","second":"numeric"} Tue, 3/05, 12:04:05 AM | Fri, 12/31, 11:59:09 PM
// log: {"weekday":"short","month":"2-digit","day":"numeric","minute":"numeric"} Tue, 03/5, 4 | Fri, 12/31, 59
// log: {"weekday":"short","month":"2-digit","day":"numeric","hour":"numeric","second":"numeric"} Tue, 03/5, 12 AM (second: 5) | Fri, 12/31, 11 PM (second: 9)
// log: {"weekday":"short","month":"2-digit","day":"numeric","hour":"2-digit"} Tue, 03/5, 12 AM | Fri, 12/31, 11 PM
// log: {"weekday":"short","month":"2-digit","day":"numeric","hour":"2-digit","minute":"numeric","second":"numeric"} Tue, 03/5, 12:04:05 AM | Fri, 12/31, 11:59:09 PM
// log: {"weekday":"short","month":"2-digit","day":"2-digit","minute":"numeric"} Tue, 03/05, 4 | Fri, 12/31, 59
// log: {"weekday":"short","month":"2-digit","day":"2-digit","hour":"numeric","second":"numeric"} Tue, 03/05, 12 AM (second: 5) | Fri, 12/31, 11 PM (second: 9)
// log: {"weekday":"short","month":"2-digit","day":"2-digit","hour":"2-digit"} Tue, 03/05, 12 AM | Fri, 12/31, 11 PM
// log: {"weekday":"short","month":"2-digit","day":"2-digit","hour":"2-digit","minute":"numeric","second":"numeric"} Tue, 03/05, 12:04:05 AM | Fri, 12/31, 11:59:09 PM
// log: {"weekday":"short","month":"long","day":"numeric","minute":"numeric"} Tue, March 5 at 4 | Fri, December 31 at 59
// log: {"weekday":"short","month":"long","day":"numeric","hour":"numeric","second":"numeric"} Tue, March 5 at 12 AM (second: 5) | Fri, December 31 at 11 PM (second: 9)
// log: {"weekday":"short","month":"long","day":"numeric","hour":"2-digit"} Tue, March 5 at 12 AM | Fri, December 31 at 11 PM
// log: {"weekday":"short","month":"long","day":"numeric","hour":"2-digit","minute":"numeric","second":"numeric"} Tue, March 5 at 12:04:05 AM | Fri, December 31 at 11:59:09 PM
// log: {"weekday":"short","month":"long","day":"2-digit","minute":"numeric"} Tue, March 05 at 4 | Fri, December 31 at 59
// log: {"weekday":"short","month":"long","day":"2-digit","hour":"numeric","second":"numeric"} Tue, March 05 at 12 AM (second: 5) | Fri, December 31 at 11 PM (second: 9)
// log: {"weekday":"short","month":"long","day":"2-digit","hour":"2-digit"} Tue, March 05 at 12 AM | Fri, December 31 at 11 PM
// log: {"weekday":"short","month":"long","day":"2-digit","hour":"2-digit","minute":"numeric","second":"numeric"} Tue, March 05 at 12:04:05 AM | Fri, December 31 at 11:59:09 PM
// log: {"weekday":"short","month":"short","day":"numeric","minute":"numeric"} Tue, Mar 5, 4 | Fri, Dec 31, 59
// log: {"weekday":"short","month":"short","day":"numeric","hour":"numeric","second":"numeric"} Tue, Mar 5, 12 AM (second: 5) | Fri, Dec 31, 11 PM (second: 9)
// log: {"weekday":"short","month":"short","day":"numeric","hour":"2-digit"} Tue, Mar 5, 12 AM | Fri, Dec 31, 11 PM
// log: {"weekday":"short","month":"short","day":"numeric","hour":"2-digit","minute":"numeric","second":"numeric"} Tue, Mar 5, 12:04:05 AM | Fri, Dec 31, 11:59:09 PM
// log: {"weekday":"short","month":"short","day":"2-digit","minute":"numeric"} Tue, Mar 05, 4 | Fri, Dec 31, 59
// log: {"weekday":"short","month":"short","day":"2-digit","hour":"numeric","second":"numeric"} Tue, Mar 05, 12 AM (second: 5) | Fri, Dec 31, 11 PM (second: 9)
// log: {"weekday":"short","month":"short","day":"2-digit","hour":"2-digit"} Tue, Mar 05, 12 AM | Fri, Dec 31, 11 PM
// log: {"weekday":"short","month":"short","day":"2-digit","hour":"2-digit","minute":"numeric","second":"numeric"} Tue, Mar 05, 12:04:05 AM | Fri, Dec 31, 11:59:09 PM
// log: {"weekday":"short","year":"numeric","month":"numeric","day":"numeric","minute":"numeric"} Tue, 3/5/2024, 4 | Fri, 12/31/1999, 59
// log: {"weekday":"short","year":"numeric","month":"numeric","day":"numeric","hour":"numeric","second":"numeric"} Tue, 3/5/2024, 12 AM (second: 5) | Fri, 12/31/1999, 11 PM (second: 9)
// log: {"weekday":"short","year":"numeric","month":"numeric","day":"numeric","hour":"2-digit"} Tue, 3/5/2024, 12 AM | Fri, 12/31/1999, 11 PM
// log: {"weekday":"short","year":"numeric","month":"numeric","day":"numeric","hour":"2-digit","minute":"numeric","second":"numeric"} Tue, 3/5/2024, 12:04:05 AM | Fri, 12/31/1999, 11:59:09 PM
// log: {"weekday":"short","year":"numeric","month":"numeric","day":"2-digit","minute":"numeric"} Tue, 3/05/2024, 4 | Fri, 12/31/1999, 59
// log: {"weekday":"short","year":"numeric","month":"numeric","day":"2-digit","hour":"numeric","second":"numeric"} Tue, 3/05/2024, 12 AM (second: 5) | Fri, 12/31/1999, 11 PM (second: 9)
// log: {"weekday":"short","year":"numeric","month":"numeric","day":"2-digit","hour":"2-digit"} Tue, 3/05/2024, 12 AM | Fri, 12/31/1999, 11 PM
// log: {"weekday":"short","year":"numeric","month":"numeric","day":"2-digit","hour":"2-digit","minute":"numeric","second":"numeric"} Tue, 3/05/2024, 12:04:05 AM | Fri, 12/31/1999, 11:59:09 PM
// log: {"weekday":"short","year":"numeric","month":"2-digit","day":"numeric","minute":"numeric"} Tue, 03/5/2024, 4 | Fri, 12/31/1999, 59
// log: {"weekday":"short","year":"numeric","month":"2-digit","day":"numeric","hour":"numeric","second":"numeric"} Tue, 03/5/2024, 12 AM (second: 5) | Fri, 12/31/1999, 11 PM (second: 9)
// log: {"weekday":"short","year":"numeric","month":"2-digit","day":"numeric","hour":"2-digit"} Tue, 03/5/2024, 12 AM | Fri, 12/31/1999, 11 PM
// log: {"weekday":"short","year":"numeric","month":"2-digit","day":"numeric","hour":"2-digit","minute":"numeric","second":"numeric"} Tue, 03/5/2024, 12:04:05 AM | Fri, 12/31/1999, 11:59:09 PM
// log: {"weekday":"short","year":"numeric","month":"2-digit","day":"2-digit","minute":"numeric"} Tue, 03/05/2024, 4 | Fri, 12/31/1999, 59
// log: {"weekday":"short","year":"numeric","month":"2-digit","day":"2-digit","hour":"numeric","second":"numeric"} Tue, 03/05/2024, 12 AM (second: 5) | Fri, 12/31/1999, 11 PM (second: 9)
// log: {"weekday":"short","year":"numeric","month":"2-digit","day":"2-digit","hour":"2-digit"} Tue, 03/05/2024, 12 AM | Fri, 12/31/1999, 11 PM
// log: {"weekday":"short","year":"numeric","month":"2-digit","day":"2-digit","hour":"2-digit","minute":"numeric","second":"numeric"} Tue, 03/05/2024, 12:04:05 AM | Fri, 12/31/1999, 11:59:09 PM
// log: {"weekday":"short","year":"numeric","month":"long","day":"numeric","minute":"numeric"} Tue, March 5, 2024 at 4 | Fri, December 31, 1999 at 59
// log: {"weekday":"short","year":"numeric","month":"long","day":"numeric","hour":"numeric","second":"numeric"} Tue, March 5, 2024 at 12 AM (second: 5) | Fri, December 31, 1999 at 11 PM (second: 9)
// log: {"weekday":"short","year":"numeric","month":"long","day":"numeric","hour":"2-digit"} Tue, March 5, 2024 at 12 AM | Fri, December 31, 1999 at 11 PM
// log: {"weekday":"short","year":"numeric","month":"long","day":"numeric","hour":"2-digit","minute":"numeric","second":"numeric"} Tue, March 5, 2024 at 12:04:05 AM | Fri, December 31, 1999 at 11:59:09 PM
// log: {"weekday":"short","year":"numeric","month":"long","day":"2-digit","minute":"numeric"} Tue, March 05, 2024 at 4 | Fri, December 31, 1999 at 59
// log: {"weekday":"short","year":"numeric","month":"long","day":"2-digit","hour":"numeric","second":"numeric"} Tue, March 05, 2024 at 12 AM (second: 5) | Fri, December 31, 1999 at 11 PM (second: 9)
// log: {"weekday":"short","year":"numeric","month":"long","day":"2-digit","hour":"2-digit"} Tue, March 05, 2024 at 12 AM | Fri, December 31, 1999 at 11 PM
// log: {"weekday":"short","year":"numeric","month":"long","day":"2-digit","hour":"2-digit","minute":"numeric","second":"numeric"} Tue, March 05, 2024 at 12:04:05 AM | Fri, December 31, 1999 at 11:59:09 PM
// log: {"weekday":"short","year":"numeric","month":"short","day":"numeric","minute":"numeric"} Tue, Mar 5, 2024, 4 | Fri, Dec 31, 1999, 59
// log: {"weekday":"short","year":"numeric","month":"short","day":"numeric","hour":"numeric","second":"numeric"} Tue, Mar 5, 2024, 12 AM (second: 5) | Fri, Dec 31, 1999, 11 PM (second: 9)
// log: {"weekday":"short","year":"numeric","month":"short","day":"numeric","hour":"2-digit"} Tue, Mar 5, 2024, 12 AM | Fri, Dec 31, 1999, 11 PM
// log: {"weekday":"short","year":"numeric","month":"short","day":"numeric","hour":"2-digit","minute":"numeric","second":"numeric"} Tue, Mar 5, 2024, 12:04:05 AM | Fri, Dec 31, 1999, 11:59:09 PM
// log: {"weekday":"short","year":"numeric","month":"short","day":"2-digit","minute":"numeric"} Tue, Mar 05, 2024, 4 | Fri, Dec 31, 1999, 59
// log: {"weekday":"short","year":"numeric","month":"short","day":"2-digit","hour":"numeric","second":"numeric"} Tue, Mar 05, 2024, 12 AM (second: 5) | Fri, Dec 31, 1999, 11 PM (second: 9)
// log: {"weekday":"short","year":"numeric","month":"short","day":"2-digit","hour":"2-digit"} Tue, Mar 05, 2024, 12 AM | Fri, Dec 31, 1999, 11 PM
// log: {"weekday":"short","year":"numeric","month":"short","day":"2-digit","hour":"2-digit","minute":"numeric","second":"numeric"} Tue, Mar 05, 2024, 12:04:05 AM | Fri, Dec 31, 1999, 11:59:09 PM
// log: {"weekday":"short","year":"2-digit","month":"numeric","day":"numeric","minute":"numeric"} Tue, 3/5/24, 4 | Fri, 12/31/99, 59
// log: {"weekday":"short","year":"2-digit","month":"numeric","day":"numeric","hour":"numeric","second":"numeric"} Tue, 3/5/24, 12 AM (second: 5) | Fri, 12/31/99, 11 PM (second: 9)
// log: {"weekday":"short","year":"2-digit","month":"numeric","day":"numeric","hour":"2-digit"} Tue, 3/5/24, 12 AM | Fri, 12/31/99, 11 PM
// log: {"weekday":"short","year":"2-digit","month":"numeric","day":"numeric","hour":"2-digit","minute":"numeric","second":"numeric"} Tue, 3/5/24, 12:04:05 AM | Fri, 12/31/99, 11:59:09 PM
// log: {"weekday":"short","year":"2-digit","month":"numeric","day":"2-digit","minute":"numeric"} Tue, 3/05/24, 4 | Fri, 12/31/99, 59
// log: {"weekday":"short","year":"2-digit","month":"numeric","day":"2-digit","hour":"numeric","second":"numeric"} Tue, 3/05/24, 12 AM (second: 5) | Fri, 12/31/99, 11 PM (second: 9)
// log: {"weekday":"short","year":"2-digit","month":"numeric","day":"2-digit","hour":"2-digit"} Tue, 3/05/24, 12 AM | Fri, 12/31/99, 11 PM
// log: {"weekday":"short","year":"2-digit","month":"numeric","day":"2-digit","hour":"2-digit","minute":"numeric","second":"numeric"} Tue, 3/05/24, 12:04:05 AM | Fri, 12/31/99, 11:59:09 PM
// log: {"weekday":"short","year":"2-digit","month":"2-digit","day":"numeric","minute":"numeric"} Tue, 03/5/24, 4 | Fri, 12/31/99, 59
// log: {"weekday":"short","year":"2-digit","month":"2-digit","day":"numeric","hour":"numeric","second":"numeric"} Tue, 03/5/24, 12 AM (second: 5) | Fri, 12/31/99, 11 PM (second: 9)
// log: {"weekday":"short","year":"2-digit","month":"2-digit","day":"numeric","hour":"2-digit"} Tue, 03/5/24, 12 AM | Fri, 12/31/99, 11 PM
// log: {"weekday":"short","year":"2-digit","month":"2-digit","day":"numeric","hour":"2-digit","minute":"numeric","second":"numeric"} Tue, 03/5/24, 12:04:05 AM | Fri, 12/31/99, 11:59:09 PM
// log: {"weekday":"short","year":"2-digit","month":"2-digit","day":"2-digit","minute":"numeric"} Tue, 03/05/24, 4 | Fri, 12/31/99, 59
// log: {"weekday":"short","year":"2-digit","month":"2-digit","day":"2-digit","hour":"numeric","second":"numeric"} Tue, 03/05/24, 12 AM (second: 5) | Fri, 12/31/99, 11 PM (second: 9)
// log: {"weekday":"short","year":"2-digit","month":"2-digit","day":"2-digit","hour":"2-digit"} Tue, 03/05/24, 12 AM | Fri, 12/31/99, 11 PM
// log: {"weekday":"short","year":"2-digit","month":"2-digit","day":"2-digit","hour":"2-digit","minute":"numeric","second":"numeric"} Tue, 03/05/24, 12:04:05 AM | Fri, 12/31/99, 11:59:09 PM
// log: {"weekday":"short","year":"2-digit","month":"long","day":"numeric","minute":"numeric"} Tue, March 5, 24 at 4 | Fri, December 31, 99 at 59
// log: {"weekday":"short","year":"2-digit","month":"long","day":"numeric","hour":"numeric","second":"numeric"} Tue, March 5, 24 at 12 AM (second: 5) | Fri, December 31, 99 at 11 PM (second: 9)
// log: {"weekday":"short","year":"2-digit","month":"long","day":"numeric","hour":"2-digit"} Tue, March 5, 24 at 12 AM | Fri, December 31, 99 at 11 PM
// log: {"weekday":"short","year":"2-digit","month":"long","day":"numeric","hour":"2-digit","minute":"numeric","second":"numeric"} Tue, March 5, 24 at 12:04:05 AM | Fri, December 31, 99 at 11:59:09 PM
// log: {"weekday":"short","year":"2-digit","month":"long","day":"2-digit","minute":"numeric"} Tue, March 05, 24 at 4 | Fri, December 31, 99 at 59
// log: {"weekday":"short","year":"2-digit","month":"long","day":"2-digit","hour":"numeric","second":"numeric"} Tue, March 05, 24 at 12 AM (second: 5) | Fri, December 31, 99 at 11 PM (second: 9)
// log: {"weekday":"short","year":"2-digit","month":"long","day":"2-digit","hour":"2-digit"} Tue, March 05, 24 at 12 AM | Fri, December 31, 99 at 11 PM
// log: {"weekday":"short","year":"2-digit","month":"long","day":"2-digit","hour":"2-digit","minute":"numeric","second":"numeric"} Tue, March 05, 24 at 12:04:05 AM | Fri, December 31, 99 at 11:59:09 PM
// log: {"weekday":"short","year":"2-digit","month":"short","day":"numeric","minute":"numeric"} Tue, Mar 5, 24, 4 | Fri, Dec 31, 99, 59
// log: {"weekday":"short","year":"2-digit","month":"short","day":"numeric","hour":"numeric","second":"numeric"} Tue, Mar 5, 24, 12 AM (second: 5) | Fri, Dec 31, 99, 11 PM (second: 9)
// log: {"weekday":"short","year":"2-digit","month":"short","day":"numeric","hour":"2-digit"} Tue, Mar 5, 24, 12 AM | Fri, Dec 31, 99, 11 PM
// log: {"weekday":"short","year":"2-digit","month":"short","day":"numeric","hour":"2-digit","minute":"numeric","second":"numeric"} Tue, Mar 5, 24, 12:04:05 AM | Fri, Dec 31, 99, 11:59:09 PM
// log: {"weekday":"short","year":"2-digit","month":"short","day":"2-digit","minute":"numeric"} Tue, Mar 05, 24, 4 | Fri, Dec 31, 99, 59
// log: {"weekday":"short","year":"2-digit","month":"short","day":"2-digit","hour":"numeric","second":"numeric"} Tue, Mar 05, 24, 12 AM (second: 5) | Fri, Dec 31, 99, 11 PM (second: 9)
// log: {"weekday":"short","year":"2-digit","month":"short","day":"2-digit","hour":"2-digit"} Tue, Mar 05, 24, 12 AM | Fri, Dec 31, 99, 11 PM
// log: {"weekday":"short","year":"2-digit","month":"short","day":"2-digit","hour":"2-digit","minute":"numeric","second":"numeric"} Tue, Mar 05, 24, 12:04:05 AM | Fri, Dec 31, 99, 11:59:09 PM
// DateTimeFormat component combinations (en-US, UTC) against node.
const dates = [new Date(Date.UTC(2024, 2, 5, 0, 4, 5)), new Date(Date.UTC(1999, 11, 31, 23, 59, 9))];
const choices = { weekday: [undefined, "long", "short"], year: [undefined, "numeric", "2-digit"], month: [undefined, "numeric", "2-digit", "long", "short"],
  day: [undefined, "numeric", "2-digit"], hour: [undefined, "numeric", "2-digit"], minute: [undefined, "numeric"], second: [undefined, "numeric"] };
const keys = Object.keys(choices);
const lines = [];
let n = 0;
function rec(i, opts) {
  if (i === keys.length) {
    // ICU's fallbacks for partial dates ("5 Tue 2024", "2024 (day: 5)")
    // are not reproduced: skip a weekday without month and day, and year
    // with day but no month.
    if (opts.weekday && !(opts.month && opts.day) && (opts.year || opts.month || opts.day)) return;
    if (opts.year && opts.day && !opts.month) return;
    n++;
    if (n % 3 !== 0) return; // a sample of the combinations keeps the log short
    const f = new Intl.DateTimeFormat("en-US", opts);
    lines.push(JSON.stringify(opts) + " " + dates.map((d) => f.format(d)).join(" | "));
    return;
  }
  for (const v of choices[keys[i]]) rec(i + 1, v === undefined ? opts : { ...opts, [keys[i]]: v });
}
rec(0, {});
console.log(lines.join("\n"));
