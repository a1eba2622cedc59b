// log: en-GB en-GB
// log:   kilometer short 1 km | 2 km | 5 km | 21 km | 1.5 km | -3 km
// log:   kilometer narrow 1km | 2km | 5km | 21km | 1.5km | -3km
// log:   kilometer long 1 kilometre | 2 kilometres | 5 kilometres | 21 kilometres | 1.5 kilometres | -3 kilometres
// log:   kilometer-per-hour short 1 km/h | 2 km/h | 5 km/h | 21 km/h | 1.5 km/h | -3 km/h
// log:   kilometer-per-hour narrow 1km/h | 2km/h | 5km/h | 21km/h | 1.5km/h | -3km/h
// log:   kilometer-per-hour long 1 kilometre per hour | 2 kilometres per hour | 5 kilometres per hour | 21 kilometres per hour | 1.5 kilometres per hour | -3 kilometres per hour
// log:   meter-per-second short 1 m/s | 2 m/s | 5 m/s | 21 m/s | 1.5 m/s | -3 m/s
// log:   meter-per-second narrow 1m/s | 2m/s | 5m/s | 21m/s | 1.5m/s | -3m/s
// log:   meter-per-second long 1 metre per second | 2 metres per second | 5 metres per second | 21 metres per second | 1.5 metres per second | -3 metres per second
// log:   mile-per-gallon short 1 mpg US | 2 mpg US | 5 mpg US | 21 mpg US | 1.5 mpg US | -3 mpg US
// log:   mile-per-gallon narrow 1mpgUS | 2mpgUS | 5mpgUS | 21mpgUS | 1.5mpgUS | -3mpgUS
// log:   mile-per-gallon long 1 mile per US gallon | 2 miles per US gallon | 5 miles per US gallon | 21 miles per US gallon | 1.5 miles per US gallon | -3 miles per US gallon
// log:   celsius short 1°C | 2°C | 5°C | 21°C | 1.5°C | -3°C
// log:   celsius narrow 1°C | 2°C | 5°C | 21°C | 1.5°C | -3°C
// log:   celsius long 1 degree Celsius | 2 degrees Celsius | 5 degrees Celsius | 21 degrees Celsius | 1.5 degrees Celsius | -3 degrees Celsius
// log:   percent short 1% | 2% | 5% | 21% | 1.5% | -3%
// log:   percent narrow 1% | 2% | 5% | 21% | 1.5% | -3%
// log:   percent long 1 per cent | 2 per cent | 5 per cent | 21 per cent | 1.5 per cent | -3 per cent
// log:   byte-per-second short 1 byte/s | 2 byte/s | 5 byte/s | 21 byte/s | 1.5 byte/s | -3 byte/s
// log:   byte-per-second narrow 1B/s | 2B/s | 5B/s | 21B/s | 1.5B/s | -3B/s
// log:   byte-per-second long 1 byte per second | 2 bytes per second | 5 bytes per second | 21 bytes per second | 1.5 bytes per second | -3 bytes per second
// log:   month short 1 mth | 2 mths | 5 mths | 21 mths | 1.5 mths | -3 mths
// log:   month narrow 1m | 2m | 5m | 21m | 1.5m | -3m
// log:   month long 1 month | 2 months | 5 months | 21 months | 1.5 months | -3 months
// log:   megabyte-per-second short 1 MB/s | 2 MB/s | 5 MB/s | 21 MB/s | 1.5 MB/s | -3 MB/s
// log:   megabyte-per-second narrow 1MB/s | 2MB/s | 5MB/s | 21MB/s | 1.5MB/s | -3MB/s
// log:   megabyte-per-second long 1 megabyte per second | 2 megabytes per second | 5 megabytes per second | 21 megabytes per second | 1.5 megabytes per second | -3 megabytes per second
// log:   EUR 0.00 euros | 1.00 euros | 2.00 euros | 5.00 euros | 21.00 euros | 1.50 euros | -1.00 euros | 1,000,000.00 euros
// log:   USD 0.00 US dollars | 1.00 US dollars | 2.00 US dollars | 5.00 US dollars | 21.00 US dollars | 1.50 US dollars | -1.00 US dollars | 1,000,000.00 US dollars
// log:   JPY 0 Japanese yen | 1 Japanese yen | 2 Japanese yen | 5 Japanese yen | 21 Japanese yen | 2 Japanese yen | -1 Japanese yen | 1,000,000 Japanese yen
// log:   RUB 0.00 Russian roubles | 1.00 Russian roubles | 2.00 Russian roubles | 5.00 Russian roubles | 21.00 Russian roubles | 1.50 Russian roubles | -1.00 Russian roubles | 1,000,000.00 Russian roubles
// log:   TRY 0.00 Turkish Lira | 1.00 Turkish Lira | 2.00 Turkish Lira | 5.00 Turkish Lira | 21.00 Turkish Lira | 1.50 Turkish Lira | -1.00 Turkish Lira | 1,000,000.00 Turkish Lira
// log:   XYZ 0.00 XYZ | 1.00 XYZ | 2.00 XYZ | 5.00 XYZ | 21.00 XYZ | 1.50 XYZ | -1.00 XYZ | 1,000,000.00 XYZ
// log:   compact 999 | 1 thousand | 1.2 thousand | 2 thousand | 5 thousand | 21 thousand | 1 million | 1 million | 1.5 million | 2 million | 5 million | 21 million | 1 billion | 2.5 billion | 1 trillion | 3 trillion | 1000 trillion | -2 million
// log: de de
// log:   kilometer short 1 km | 2 km | 5 km | 21 km | 1,5 km | -3 km
// log:   kilometer narrow 1 km | 2 km | 5 km | 21 km | 1,5 km | -3 km
// log:   kilometer long 1 Kilometer | 2 Kilometer | 5 Kilometer | 21 Kilometer | 1,5 Kilometer | -3 Kilometer
// log:   kilometer-per-hour short 1 km/h | 2 km/h | 5 km/h | 21 km/h | 1,5 km/h | -3 km/h
// log:   kilometer-per-hour narrow 1 km/h | 2 km/h | 5 km/h | 21 km/h | 1,5 km/h | -3 km/h
// log:   kilometer-per-hour long 1 Kilometer pro Stunde | 2 Kilometer pro Stunde | 5 Kilometer pro Stunde | 21 Kilometer pro Stunde | 1,5 Kilometer pro Stunde | -3 Kilometer pro Stunde
// log:   meter-per-second short 1 m/s | 2 m/s | 5 m/s | 21 m/s | 1,5 m/s | -3 m/s
// log:   meter-per-second narrow 1 m/s | 2 m/s | 5 m/s | 21 m/s | 1,5 m/s | -3 m/s
// log:   meter-per-second long 1 Meter pro Sekunde | 2 Meter pro Sekunde | 5 Meter pro Sekunde | 21 Meter pro Sekunde | 1,5 Meter pro Sekunde | -3 Meter pro Sekunde
// log:   mile-per-gallon short 1 mpg | 2 mpg | 5 mpg | 21 mpg | 1,5 mpg | -3 mpg
// log:   mile-per-gallon narrow 1mpg | 2mpg | 5mpg | 21mpg | 1,5mpg | -3mpg
// log:   mile-per-gallon long 1 Meile pro Gallone | 2 Meilen pro Gallone | 5 Meilen pro Gallone | 21 Meilen pro Gallone | 1,5 Meilen pro Gallone | -3 Meilen pro Gallone
// log:   celsius short 1 °C | 2 °C | 5 °C | 21 °C | 1,5 °C | -3 °C
// log:   celsius narrow 1 °C | 2 °C | 5 °C | 21 °C | 1,5 °C | -3 °C
// log:   celsius long 1 Grad Celsius | 2 Grad Celsius | 5 Grad Celsius | 21 Grad Celsius | 1,5 Grad Celsius | -3 Grad Celsius
// log:   percent short 1 % | 2 % | 5 % | 21 % | 1,5 % | -3 %
// log:   percent narrow 1 % | 2 % | 5 % | 21 % | 1,5 % | -3 %
// log:   percent long 1 Prozent | 2 Prozent | 5 Prozent | 21 Prozent | 1,5 Prozent | -3 Prozent
// log:   byte-per-second short 1 Byte/s | 2 Byte/s | 5 Byte/s | 21 Byte/s | 1,5 Byte/s | -3 Byte/s
// log:   byte-per-second narrow 1 B/s | 2 B/s | 5 B/s | 21 B/s | 1,5 B/s | -3 B/s
// log:   byte-per-second long 1 Byte pro Sekunde | 2 Byte pro Sekunde | 5 Byte pro Sekunde | 21 Byte pro Sekunde | 1,5 Byte pro Sekunde | -3 Byte pro Sekunde
// log:   month short 1 Mon. | 2 Mon. | 5 Mon. | 21 Mon. | 1,5 Mon. | -3 Mon.
// log:   month narrow 1 M | 2 M | 5 M | 21 M | 1,5 M | -3 M
// log:   month long 1 Monat | 2 Monate | 5 Monate | 21 Monate | 1,5 Monate | -3 Monate
// log:   megabyte-per-second short 1 MB/s | 2 MB/s | 5 MB/s | 21 MB/s | 1,5 MB/s | -3 MB/s
// log:   megabyte-per-second narrow 1 MB/s | 2 MB/s | 5 MB/s | 21 MB/s | 1,5 MB/s | -3 MB/s
// log:   megabyte-per-second long 1 Megabyte pro Sekunde | 2 Megabyte pro Sekunde | 5 Megabyte pro Sekunde | 21 Megabyte pro Sekunde | 1,5 Megabyte pro Sekunde | -3 Megabyte pro Sekunde
// log:   EUR 0,00 Euro | 1,00 Euro | 2,00 Euro | 5,00 Euro | 21,00 Euro | 1,50 Euro | -1,00 Euro | 1.000.000,00 Euro
// log:   USD 0,00 US-Dollar | 1,00 US-Dollar | 2,00 US-Dollar | 5,00 US-Dollar | 21,00 US-Dollar | 1,50 US-Dollar | -1,00 US-Dollar | 1.000.000,00 US-Dollar
// log:   JPY 0 Japanische Yen | 1 Japanischer Yen | 2 Japanische Yen | 5 Japanische Yen | 21 Japanische Yen | 2 Japanische Yen | -1 Japanischer Yen | 1.000.000 Japanische Yen
// log:   RUB 0,00 Russische Rubel | 1,00 Russische Rubel | 2,00 Russische Rubel | 5,00 Russische Rubel | 21,00 Russische Rubel | 1,50 Russische Rubel | -1,00 Russische Rubel | 1.000.000,00 Russische Rubel
// log:   TRY 0,00 Türkische Lira | 1,00 Türkische Lira | 2,00 Türkische Lira | 5,00 Türkische Lira | 21,00 Türkische Lira | 1,50 Türkische Lira | -1,00 Türkische Lira | 1.000.000,00 Türkische Lira
// log:   XYZ 0,00 XYZ | 1,00 XYZ | 2,00 XYZ | 5,00 XYZ | 21,00 XYZ | 1,50 XYZ | -1,00 XYZ | 1.000.000,00 XYZ
// log:   compact 999 | 1 Tausend | 1,2 Tausend | 2 Tausend | 5 Tausend | 21 Tausend | 1 Million | 1 Million | 1,5 Millionen | 2 Millionen | 5 Millionen | 21 Millionen | 1 Milliarde | 2,5 Milliarden | 1 Billion | 3 Billionen | 1000 Billionen | -2 Millionen
// log: fr fr
// log:   kilometer short 1 km | 2 km | 5 km | 21 km | 1,5 km | -3 km
// log:   kilometer narrow 1km | 2km | 5km | 21km | 1,5km | -3km
// log:   kilometer long 1 kilomètre | 2 kilomètres | 5 kilomètres | 21 kilomètres | 1,5 kilomètre | -3 kilomètres
// log:   kilometer-per-hour short 1 km/h | 2 km/h | 5 km/h | 21 km/h | 1,5 km/h | -3 km/h
// log:   kilometer-per-hour narrow 1km/h | 2km/h | 5km/h | 21km/h | 1,5km/h | -3km/h
// log:   kilometer-per-hour long 1 kilomètre par heure | 2 kilomètres par heure | 5 kilomètres par heure | 21 kilomètres par heure | 1,5 kilomètre par heure | -3 kilomètres par heure
// log:   meter-per-second short 1 m/s | 2 m/s | 5 m/s | 21 m/s | 1,5 m/s | -3 m/s
// log:   meter-per-second narrow 1 m/s | 2m/s | 5m/s | 21m/s | 1,5 m/s | -3m/s
// log:   meter-per-second long 1 mètre par seconde | 2 mètres par seconde | 5 mètres par seconde | 21 mètres par seconde | 1,5 mètre par seconde | -3 mètres par seconde
// log:   mile-per-gallon short 1 mi/gal | 2 mi/gal | 5 mi/gal | 21 mi/gal | 1,5 mi/gal | -3 mi/gal
// log:   mile-per-gallon narrow 1mi/gal | 2mi/gal | 5mi/gal | 21mi/gal | 1,5mi/gal | -3mi/gal
// log:   mile-per-gallon long 1 mile par gallon | 2 miles par gallon | 5 miles par gallon | 21 miles par gallon | 1,5 mile par gallon | -3 miles par gallon
// log:   celsius short 1 °C | 2 °C | 5 °C | 21 °C | 1,5 °C | -3 °C
// log:   celsius narrow 1°C | 2°C | 5°C | 21°C | 1,5°C | -3°C
// log:   celsius long 1 degré Celsius | 2 degrés Celsius | 5 degrés Celsius | 21 degrés Celsius | 1,5 degré Celsius | -3 degrés Celsius
// log:   percent short 1 % | 2 % | 5 % | 21 % | 1,5 % | -3 %
// log:   percent narrow 1 % | 2 % | 5 % | 21 % | 1,5 % | -3 %
// log:   percent long 1 pour cent | 2 pour cent | 5 pour cent | 21 pour cent | 1,5 pour cent | -3 pour cent
// log:   byte-per-second short 1 o/s | 2 o/s | 5 o/s | 21 o/s | 1,5 o/s | -3 o/s
// log:   byte-per-second narrow 1o/s | 2o/s | 5o/s | 21o/s | 1,5o/s | -3o/s
// log:   byte-per-second long 1 octet par seconde | 2 octets par seconde | 5 octets par seconde | 21 octets par seconde | 1,5 octet par seconde | -3 octets par seconde
// log:   month short 1 m. | 2 m. | 5 m. | 21 m. | 1,5 m. | -3 m.
// log:   month narrow 1m. | 2m. | 5m. | 21m. | 1,5m. | -3m.
// log:   month long 1 mois | 2 mois | 5 mois | 21 mois | 1,5 mois | -3 mois
// log:   megabyte-per-second short 1 Mo/s | 2 Mo/s | 5 Mo/s | 21 Mo/s | 1,5 Mo/s | -3 Mo/s
// log:   megabyte-per-second narrow 1Mo/s | 2Mo/s | 5Mo/s | 21Mo/s | 1,5Mo/s | -3Mo/s
// log:   megabyte-per-second long 1 mégaoctet par seconde | 2 mégaoctets par seconde | 5 mégaoctets par seconde | 21 mégaoctets par seconde | 1,5 mégaoctet par seconde | -3 mégaoctets par seconde
// log:   EUR 0,00 euro | 1,00 euro | 2,00 euros | 5,00 euros | 21,00 euros | 1,50 euro | -1,00 euro | 1 000 000,00 euros
// log:   USD 0,00 dollar des États-Unis | 1,00 dollar des États-Unis | 2,00 dollars des États-Unis | 5,00 dollars des États-Unis | 21,00 dollars des États-Unis | 1,50 dollar des États-Unis | -1,00 dollar des États-Unis | 1 000 000,00 dollars des États-Unis
// log:   JPY 0 yen japonais | 1 yen japonais | 2 yens japonais | 5 yens japonais | 21 yens japonais | 2 yens japonais | -1 yen japonais | 1 000 000 yens japonais
// log:   RUB 0,00 rouble russe | 1,00 rouble russe | 2,00 roubles russes | 5,00 roubles russes | 21,00 roubles russes | 1,50 rouble russe | -1,00 rouble russe | 1 000 000,00 roubles russes
// log:   TRY 0,00 livre turque | 1,00 livre turque | 2,00 livres turques | 5,00 livres turques | 21,00 livres turques | 1,50 livre turque | -1,00 livre turque | 1 000 000,00 livres turques
// log:   XYZ 0,00 XYZ | 1,00 XYZ | 2,00 XYZ | 5,00 XYZ | 21,00 XYZ | 1,50 XYZ | -1,00 XYZ | 1 000 000,00 XYZ
// log:   compact 999 | mille | 1,2 millier | 2 mille | 5 mille | 21 mille | 1 million | 1 million | 1,5 million | 2 millions | 5 millions | 21 millions | 1 milliard | 2,5 milliards | 1 billion | 3 billions | 1000 billions | -2 millions
// log: es es
// log:   kilometer short 1 km | 2 km | 5 km | 21 km | 1,5 km | -3 km
// log:   kilometer narrow 1km | 2km | 5km | 21km | 1,5km | -3km
// log:   kilometer long 1 kilómetro | 2 kilómetros | 5 kilómetros | 21 kilómetros | 1,5 kilómetros | -3 kilómetros
// log:   kilometer-per-hour short 1 km/h | 2 km/h | 5 km/h | 21 km/h | 1,5 km/h | -3 km/h
// log:   kilometer-per-hour narrow 1km/h | 2km/h | 5km/h | 21km/h | 1,5km/h | -3km/h
// log:   kilometer-per-hour long 1 kilómetro por hora | 2 kilómetros por hora | 5 kilómetros por hora | 21 kilómetros por hora | 1,5 kilómetros por hora | -3 kilómetros por hora
// log:   meter-per-second short 1 m/s | 2 m/s | 5 m/s | 21 m/s | 1,5 m/s | -3 m/s
// log:   meter-per-second narrow 1m/s | 2m/s | 5m/s | 21m/s | 1,5m/s | -3m/s
// log:   meter-per-second long 1 metro por segundo | 2 metros por segundo | 5 metros por segundo | 21 metros por segundo | 1,5 metros por segundo | -3 metros por segundo
// log:   mile-per-gallon short 1 mi/gal | 2 mi/gal | 5 mi/gal | 21 mi/gal | 1,5 mi/gal | -3 mi/gal
// log:   mile-per-gallon narrow 1mi/gal | 2mi/gal | 5mi/gal | 21mi/gal | 1,5mi/gal | -3mi/gal
// log:   mile-per-gallon long 1 milla por galón | 2 millas por galón | 5 millas por galón | 21 millas por galón | 1,5 millas por galón | -3 millas por galón
// log:   celsius short 1 °C | 2 °C | 5 °C | 21 °C | 1,5 °C | -3 °C
// log:   celsius narrow 1°C | 2°C | 5°C | 21°C | 1,5°C | -3°C
// log:   celsius long 1 grado Celsius | 2 grados Celsius | 5 grados Celsius | 21 grados Celsius | 1,5 grados Celsius | -3 grados Celsius
// log:   percent short 1 % | 2 % | 5 % | 21 % | 1,5 % | -3 %
// log:   percent narrow 1 % | 2 % | 5 % | 21 % | 1,5 % | -3 %
// log:   percent long 1 por ciento | 2 por ciento | 5 por ciento | 21 por ciento | 1,5 por ciento | -3 por ciento
// log:   byte-per-second short 1 B/s | 2 B/s | 5 B/s | 21 B/s | 1,5 B/s | -3 B/s
// log:   byte-per-second narrow 1B/s | 2B/s | 5B/s | 21B/s | 1,5B/s | -3B/s
// log:   byte-per-second long 1 byte por segundo | 2 bytes por segundo | 5 bytes por segundo | 21 bytes por segundo | 1,5 bytes por segundo | -3 bytes por segundo
// log:   month short 1 m. | 2 m. | 5 m. | 21 m. | 1,5 m. | -3 m.
// log:   month narrow 1m | 2m | 5m | 21m | 1,5m | -3m
// log:   month long 1 mes | 2 meses | 5 meses | 21 meses | 1,5 meses | -3 meses
// log:   megabyte-per-second short 1 MB/s | 2 MB/s | 5 MB/s | 21 MB/s | 1,5 MB/s | -3 MB/s
// log:   megabyte-per-second narrow 1MB/s | 2MB/s | 5MB/s | 21MB/s | 1,5MB/s | -3MB/s
// log:   megabyte-per-second long 1 megabyte por segundo | 2 megabytes por segundo | 5 megabytes por segundo | 21 megabytes por segundo | 1,5 megabytes por segundo | -3 megabytes por segundo
// log:   EUR 0,00 euros | 1,00 euro | 2,00 euros | 5,00 euros | 21,00 euros | 1,50 euros | -1,00 euro | 1.000.000,00 euros
// log:   USD 0,00 dólares estadounidenses | 1,00 dólar estadounidense | 2,00 dólares estadounidenses | 5,00 dólares estadounidenses | 21,00 dólares estadounidenses | 1,50 dólares estadounidenses | -1,00 dólar estadounidense | 1.000.000,00 dólares estadounidenses
// log:   JPY 0 yenes japoneses | 1 yen japonés | 2 yenes japoneses | 5 yenes japoneses | 21 yenes japoneses | 2 yenes japoneses | -1 yen japonés | 1.000.000 yenes japoneses
// log:   RUB 0,00 rublos rusos | 1,00 rublo ruso | 2,00 rublos rusos | 5,00 rublos rusos | 21,00 rublos rusos | 1,50 rublos rusos | -1,00 rublo ruso | 1.000.000,00 rublos rusos
// log:   TRY 0,00 liras turcas | 1,00 lira turca | 2,00 liras turcas | 5,00 liras turcas | 21,00 liras turcas | 1,50 liras turcas | -1,00 lira turca | 1.000.000,00 liras turcas
// log:   XYZ 0,00 XYZ | 1,00 XYZ | 2,00 XYZ | 5,00 XYZ | 21,00 XYZ | 1,50 XYZ | -1,00 XYZ | 1.000.000,00 XYZ
// log:   compact 999 | 1 mil | 1,2 mil | 2 mil | 5 mil | 21 mil | 1 millón | 1 millón | 1,5 millones | 2 millones | 5 millones | 21 millones | 1 mil millones | 2,5 mil millones | 1 billón | 3 billones | 1000 billones | -2 millones
// log: it it
// log:   kilometer short 1 km | 2 km | 5 km | 21 km | 1,5 km | -3 km
// log:   kilometer narrow 1km | 2km | 5km | 21km | 1,5km | -3km
// log:   kilometer long 1 chilometro | 2 chilometri | 5 chilometri | 21 chilometri | 1,5 chilometri | -3 chilometri
// log:   kilometer-per-hour short 1 km/h | 2 km/h | 5 km/h | 21 km/h | 1,5 km/h | -3 km/h
// log:   kilometer-per-hour narrow 1km/h | 2km/h | 5km/h | 21km/h | 1,5km/h | -3km/h
// log:   kilometer-per-hour long 1 chilometro orario | 2 chilometri orari | 5 chilometri orari | 21 chilometri orari | 1,5 chilometri orari | -3 chilometri orari
// log:   meter-per-second short 1 m/s | 2 m/s | 5 m/s | 21 m/s | 1,5 m/s | -3 m/s
// log:   meter-per-second narrow 1m/s | 2m/s | 5m/s | 21m/s | 1,5m/s | -3m/s
// log:   meter-per-second long 1 metro al secondo | 2 metri al secondo | 5 metri al secondo | 21 metri al secondo | 1,5 metri al secondo | -3 metri al secondo
// log:   mile-per-gallon short 1 mpg | 2 mpg | 5 mpg | 21 mpg | 1,5 mpg | -3 mpg
// log:   mile-per-gallon narrow 1mpg | 2mpg | 5mpg | 21mpg | 1,5mpg | -3mpg
// log:   mile-per-gallon long 1 miglio per gallone | 2 miglia per gallone | 5 miglia per gallone | 21 miglia per gallone | 1,5 miglia per gallone | -3 miglia per gallone
// log:   celsius short 1 °C | 2 °C | 5 °C | 21 °C | 1,5 °C | -3 °C
// log:   celsius narrow 1°C | 2°C | 5°C | 21°C | 1,5°C | -3°C
// log:   celsius long 1 grado Celsius | 2 gradi Celsius | 5 gradi Celsius | 21 gradi Celsius | 1,5 gradi Celsius | -3 gradi Celsius
// log:   percent short 1% | 2% | 5% | 21% | 1,5% | -3%
// log:   percent narrow 1% | 2% | 5% | 21% | 1,5% | -3%
// log:   percent long 1 percento | 2 percento | 5 percento | 21 percento | 1,5 percento | -3 percento
// log:   byte-per-second short 1 byte/s | 2 byte/s | 5 byte/s | 21 byte/s | 1,5 byte/s | -3 byte/s
// log:   byte-per-second narrow 1B/s | 2B/s | 5B/s | 21B/s | 1,5B/s | -3B/s
// log:   byte-per-second long 1 byte al secondo | 2 byte al secondo | 5 byte al secondo | 21 byte al secondo | 1,5 byte al secondo | -3 byte al secondo
// log:   month short 1 mese | 2 mesi | 5 mesi | 21 mesi | 1,5 mesi | -3 mesi
// log:   month narrow 1 mese | 2 mesi | 5 mesi | 21 mesi | 1,5 mesi | -3 mesi
// log:   month long 1 mese | 2 mesi | 5 mesi | 21 mesi | 1,5 mesi | -3 mesi
// log:   megabyte-per-second short 1 MB/s | 2 MB/s | 5 MB/s | 21 MB/s | 1,5 MB/s | -3 MB/s
// log:   megabyte-per-second narrow 1MB/s | 2MB/s | 5MB/s | 21MB/s | 1,5MB/s | -3MB/s
// log:   megabyte-per-second long 1 megabyte al secondo | 2 megabyte al secondo | 5 megabyte al secondo | 21 megabyte al secondo | 1,5 megabyte al secondo | -3 megabyte al secondo
// log:   EUR 0,00 euro | 1,00 euro | 2,00 euro | 5,00 euro | 21,00 euro | 1,50 euro | -1,00 euro | 1.000.000,00 euro
// log:   USD 0,00 dollari statunitensi | 1,00 dollari statunitensi | 2,00 dollari statunitensi | 5,00 dollari statunitensi | 21,00 dollari statunitensi | 1,50 dollari statunitensi | -1,00 dollari statunitensi | 1.000.000,00 dollari statunitensi
// log:   JPY 0 yen giapponesi | 1 yen giapponese | 2 yen giapponesi | 5 yen giapponesi | 21 yen giapponesi | 2 yen giapponesi | -1 yen giapponese | 1.000.000 yen giapponesi
// log:   RUB 0,00 rubli russi | 1,00 rubli russi | 2,00 rubli russi | 5,00 rubli russi | 21,00 rubli russi | 1,50 rubli russi | -1,00 rubli russi | 1.000.000,00 rubli russi
// log:   TRY 0,00 lire turche | 1,00 lire turche | 2,00 lire turche | 5,00 lire turche | 21,00 lire turche | 1,50 lire turche | -1,00 lire turche | 1.000.000,00 lire turche
// log:   XYZ 0,00 XYZ | 1,00 XYZ | 2,00 XYZ | 5,00 XYZ | 21,00 XYZ | 1,50 XYZ | -1,00 XYZ | 1.000.000,00 XYZ
// log:   compact 999 | mille | 1,2 mila | 2 mila | 5 mila | 21 mila | 1 milione | 1 milione | 1,5 milioni | 2 milioni | 5 milioni | 21 milioni | 1 miliardo | 2,5 miliardi | 1 mille miliardi | 3 mila miliardi | 1000 mila miliardi | -2 milioni
// log: pt-BR pt-BR
// log:   kilometer short 1 km | 2 km | 5 km | 21 km | 1,5 km | -3 km
// log:   kilometer narrow 1 km | 2 km | 5 km | 21 km | 1,5 km | -3 km
// log:   kilometer long 1 quilômetro | 2 quilômetros | 5 quilômetros | 21 quilômetros | 1,5 quilômetro | -3 quilômetros
// log:   kilometer-per-hour short 1 km/h | 2 km/h | 5 km/h | 21 km/h | 1,5 km/h | -3 km/h
// log:   kilometer-per-hour narrow 1km/h | 2km/h | 5km/h | 21km/h | 1,5km/h | -3km/h
// log:   kilometer-per-hour long 1 quilômetro por hora | 2 quilômetros por hora | 5 quilômetros por hora | 21 quilômetros por hora | 1,5 quilômetro por hora | -3 quilômetros por hora
// log:   meter-per-second short 1 m/s | 2 m/s | 5 m/s | 21 m/s | 1,5 m/s | -3 m/s
// log:   meter-per-second narrow 1 m/s | 2 m/s | 5 m/s | 21 m/s | 1,5 m/s | -3 m/s
// log:   meter-per-second long 1 metro por segundo | 2 metros por segundo | 5 metros por segundo | 21 metros por segundo | 1,5 metro por segundo | -3 metros por segundo
// log:   mile-per-gallon short 1 mpg | 2 mpg | 5 mpg | 21 mpg | 1,5 mpg | -3 mpg
// log:   mile-per-gallon narrow 1 mpg | 2 mpg | 5 mpg | 21 mpg | 1,5 mpg | -3 mpg
// log:   mile-per-gallon long 1 milha por galão | 2 milhas por galão | 5 milhas por galão | 21 milhas por galão | 1,5 milha por galão | -3 milhas por galão
// log:   celsius short 1 °C | 2 °C | 5 °C | 21 °C | 1,5 °C | -3 °C
// log:   celsius narrow 1 °C | 2 °C | 5 °C | 21 °C | 1,5 °C | -3 °C
// log:   celsius long 1 grau Celsius | 2 graus Celsius | 5 graus Celsius | 21 graus Celsius | 1,5 grau Celsius | -3 graus Celsius
// log:   percent short 1% | 2% | 5% | 21% | 1,5% | -3%
// log:   percent narrow 1% | 2% | 5% | 21% | 1,5% | -3%
// log:   percent long 1 por cento | 2 por cento | 5 por cento | 21 por cento | 1,5 por cento | -3 por cento
// log:   byte-per-second short 1 bytes/s | 2 bytes/s | 5 bytes/s | 21 bytes/s | 1,5 bytes/s | -3 bytes/s
// log:   byte-per-second narrow 1 B/s | 2 B/s | 5 B/s | 21 B/s | 1,5 B/s | -3 B/s
// log:   byte-per-second long 1 byte por segundo | 2 bytes por segundo | 5 bytes por segundo | 21 bytes por segundo | 1,5 byte por segundo | -3 bytes por segundo
// log:   month short 1 mês | 2 meses | 5 meses | 21 meses | 1,5 mês | -3 meses
// log:   month narrow 1 mês | 2 meses | 5 meses | 21 meses | 1,5 mês | -3 meses
// log:   month long 1 mês | 2 meses | 5 meses | 21 meses | 1,5 mês | -3 meses
// log:   megabyte-per-second short 1 MB/s | 2 MB/s | 5 MB/s | 21 MB/s | 1,5 MB/s | -3 MB/s
// log:   megabyte-per-second narrow 1 MB/s | 2 MB/s | 5 MB/s | 21 MB/s | 1,5 MB/s | -3 MB/s
// log:   megabyte-per-second long 1 megabyte por segundo | 2 megabytes por segundo | 5 megabytes por segundo | 21 megabytes por segundo | 1,5 megabyte por segundo | -3 megabytes por segundo
// log:   EUR 0,00 Euro | 1,00 Euro | 2,00 Euros | 5,00 Euros | 21,00 Euros | 1,50 Euro | -1,00 Euro | 1.000.000,00 Euros
// log:   USD 0,00 Dólar americano | 1,00 Dólar americano | 2,00 Dólares americanos | 5,00 Dólares americanos | 21,00 Dólares americanos | 1,50 Dólar americano | -1,00 Dólar americano | 1.000.000,00 Dólares americanos
// log:   JPY 0 Iene japonês | 1 Iene japonês | 2 Ienes japoneses | 5 Ienes japoneses | 21 Ienes japoneses | 2 Ienes japoneses | -1 Iene japonês | 1.000.000 Ienes japoneses
// log:   RUB 0,00 Rublo russo | 1,00 Rublo russo | 2,00 Rublos russos | 5,00 Rublos russos | 21,00 Rublos russos | 1,50 Rublo russo | -1,00 Rublo russo | 1.000.000,00 Rublos russos
// log:   TRY 0,00 Lira turca | 1,00 Lira turca | 2,00 Liras turcas | 5,00 Liras turcas | 21,00 Liras turcas | 1,50 Lira turca | -1,00 Lira turca | 1.000.000,00 Liras turcas
// log:   XYZ 0,00 XYZ | 1,00 XYZ | 2,00 XYZ | 5,00 XYZ | 21,00 XYZ | 1,50 XYZ | -1,00 XYZ | 1.000.000,00 XYZ
// log:   compact 999 | 1 mil | 1,2 mil | 2 mil | 5 mil | 21 mil | 1 milhão | 1 milhão | 1,5 milhão | 2 milhões | 5 milhões | 21 milhões | 1 bilhão | 2,5 bilhões | 1 trilhão | 3 trilhões | 1000 trilhões | -2 milhões
// log: pt-PT pt-PT
// log:   kilometer short 1 km | 2 km | 5 km | 21 km | 1,5 km | -3 km
// log:   kilometer narrow 1 km | 2 km | 5 km | 21 km | 1,5 km | -3 km
// log:   kilometer long 1 quilómetro | 2 quilómetros | 5 quilómetros | 21 quilómetros | 1,5 quilómetros | -3 quilómetros
// log:   kilometer-per-hour short 1 km/h | 2 km/h | 5 km/h | 21 km/h | 1,5 km/h | -3 km/h
// log:   kilometer-per-hour narrow 1 km/h | 2 km/h | 5 km/h | 21 km/h | 1,5 km/h | -3 km/h
// log:   kilometer-per-hour long 1 quilómetro por hora | 2 quilómetros por hora | 5 quilómetros por hora | 21 quilómetros por hora | 1,5 quilómetros por hora | -3 quilómetros por hora
// log:   meter-per-second short 1 m/s | 2 m/s | 5 m/s | 21 m/s | 1,5 m/s | -3 m/s
// log:   meter-per-second narrow 1 m/s | 2 m/s | 5 m/s | 21 m/s | 1,5 m/s | -3 m/s
// log:   meter-per-second long 1 metro por segundo | 2 metros por segundo | 5 metros por segundo | 21 metros por segundo | 1,5 metros por segundo | -3 metros por segundo
// log:   mile-per-gallon short 1 mpg | 2 mpg | 5 mpg | 21 mpg | 1,5 mpg | -3 mpg
// log:   mile-per-gallon narrow 1 mpg | 2 mpg | 5 mpg | 21 mpg | 1,5 mpg | -3 mpg
// log:   mile-per-gallon long 1 milha por galão | 2 milhas por galão | 5 milhas por galão | 21 milhas por galão | 1,5 milhas por galão | -3 milhas por galão
// log:   celsius short 1 °C | 2 °C | 5 °C | 21 °C | 1,5 °C | -3 °C
// log:   celsius narrow 1°C | 2°C | 5°C | 21°C | 1,5°C | -3°C
// log:   celsius long 1 grau Celsius | 2 graus Celsius | 5 graus Celsius | 21 graus Celsius | 1,5 graus Celsius | -3 graus Celsius
// log:   percent short 1% | 2% | 5% | 21% | 1,5% | -3%
// log:   percent narrow 1% | 2% | 5% | 21% | 1,5% | -3%
// log:   percent long 1 por cento | 2 por cento | 5 por cento | 21 por cento | 1,5 por cento | -3 por cento
// log:   byte-per-second short 1 byte/s | 2 byte/s | 5 byte/s | 21 byte/s | 1,5 byte/s | -3 byte/s
// log:   byte-per-second narrow 1 B/s | 2 B/s | 5 B/s | 21 B/s | 1,5 B/s | -3 B/s
// log:   byte-per-second long 1 byte/s | 2 bytes/s | 5 bytes/s | 21 bytes/s | 1,5 bytes/s | -3 bytes/s
// log:   month short 1 mês | 2 meses | 5 meses | 21 meses | 1,5 meses | -3 meses
// log:   month narrow 1 mês | 2 meses | 5 meses | 21 meses | 1,5 meses | -3 meses
// log:   month long 1 mês | 2 meses | 5 meses | 21 meses | 1,5 meses | -3 meses
// log:   megabyte-per-second short 1 MB/s | 2 MB/s | 5 MB/s | 21 MB/s | 1,5 MB/s | -3 MB/s
// log:   megabyte-per-second narrow 1 MB/s | 2 MB/s | 5 MB/s | 21 MB/s | 1,5 MB/s | -3 MB/s
// log:   megabyte-per-second long 1 megabyte/s | 2 megabytes/s | 5 megabytes/s | 21 megabytes/s | 1,5 megabytes/s | -3 megabytes/s
// log:   EUR 0,00 euros | 1,00 euros | 2,00 euros | 5,00 euros | 21,00 euros | 1,50 euros | -1,00 euros | 1 000 000,00 euros
// log:   USD 0,00 dólares dos Estados Unidos | 1,00 dólares dos Estados Unidos | 2,00 dólares dos Estados Unidos | 5,00 dólares dos Estados Unidos | 21,00 dólares dos Estados Unidos | 1,50 dólares dos Estados Unidos | -1,00 dólares dos Estados Unidos | 1 000 000,00 dólares dos Estados Unidos
// log:   JPY 0 ienes japoneses | 1 iene japonês | 2 ienes japoneses | 5 ienes japoneses | 21 ienes japoneses | 2 ienes japoneses | -1 iene japonês | 1 000 000 ienes japoneses
// log:   RUB 0,00 rublos russos | 1,00 rublos russos | 2,00 rublos russos | 5,00 rublos russos | 21,00 rublos russos | 1,50 rublos russos | -1,00 rublos russos | 1 000 000,00 rublos russos
// log:   TRY 0,00 liras turcas | 1,00 liras turcas | 2,00 liras turcas | 5,00 liras turcas | 21,00 liras turcas | 1,50 liras turcas | -1,00 liras turcas | 1 000 000,00 liras turcas
// log:   XYZ 0,00 XYZ | 1,00 XYZ | 2,00 XYZ | 5,00 XYZ | 21,00 XYZ | 1,50 XYZ | -1,00 XYZ | 1 000 000,00 XYZ
// log:   compact 999 | 1 mil | 1,2 mil | 2 mil | 5 mil | 21 mil | 1 milhão | 1 milhão | 1,5 milhões | 2 milhões | 5 milhões | 21 milhões | 1 mil milhões | 2,5 mil milhões | 1 bilião | 3 biliões | 1000 biliões | -2 milhões
// log: nl nl
// log:   kilometer short 1 km | 2 km | 5 km | 21 km | 1,5 km | -3 km
// log:   kilometer narrow 1 km | 2 km | 5 km | 21 km | 1,5 km | -3 km
// log:   kilometer long 1 kilometer | 2 kilometer | 5 kilometer | 21 kilometer | 1,5 kilometer | -3 kilometer
// log:   kilometer-per-hour short 1 km/u | 2 km/u | 5 km/u | 21 km/u | 1,5 km/u | -3 km/u
// log:   kilometer-per-hour narrow 1 km/u | 2 km/u | 5 km/u | 21 km/u | 1,5 km/u | -3 km/u
// log:   kilometer-per-hour long 1 kilometer per uur | 2 kilometer per uur | 5 kilometer per uur | 21 kilometer per uur | 1,5 kilometer per uur | -3 kilometer per uur
// log:   meter-per-second short 1 m/s | 2 m/s | 5 m/s | 21 m/s | 1,5 m/s | -3 m/s
// log:   meter-per-second narrow 1 m/s | 2 m/s | 5 m/s | 21 m/s | 1,5 m/s | -3 m/s
// log:   meter-per-second long 1 meter per seconde | 2 meter per seconde | 5 meter per seconde | 21 meter per seconde | 1,5 meter per seconde | -3 meter per seconde
// log:   mile-per-gallon short 1 mpg | 2 mpg | 5 mpg | 21 mpg | 1,5 mpg | -3 mpg
// log:   mile-per-gallon narrow 1 mpg | 2 mpg | 5 mpg | 21 mpg | 1,5 mpg | -3 mpg
// log:   mile-per-gallon long 1 mijl per gallon | 2 mijl per gallon | 5 mijl per gallon | 21 mijl per gallon | 1,5 mijl per gallon | -3 mijl per gallon
// log:   celsius short 1°C | 2°C | 5°C | 21°C | 1,5°C | -3°C
// log:   celsius narrow 1° | 2° | 5° | 21° | 1,5° | -3°
// log:   celsius long 1 graad Celsius | 2 graden Celsius | 5 graden Celsius | 21 graden Celsius | 1,5 graden Celsius | -3 graden Celsius
// log:   percent short 1% | 2% | 5% | 21% | 1,5% | -3%
// log:   percent narrow 1% | 2% | 5% | 21% | 1,5% | -3%
// log:   percent long 1 procent | 2 procent | 5 procent | 21 procent | 1,5 procent | -3 procent
// log:   byte-per-second short 1 byte/sec | 2 byte/sec | 5 byte/sec | 21 byte/sec | 1,5 byte/sec | -3 byte/sec
// log:   byte-per-second narrow 1 byte/s | 2 byte/s | 5 byte/s | 21 byte/s | 1,5 byte/s | -3 byte/s
// log:   byte-per-second long 1 byte per seconde | 2 byte per seconde | 5 byte per seconde | 21 byte per seconde | 1,5 byte per seconde | -3 byte per seconde
// log:   month short 1 mnd | 2 mnd | 5 mnd | 21 mnd | 1,5 mnd | -3 mnd
// log:   month narrow 1 m | 2 m | 5 m | 21 m | 1,5 m | -3 m
// log:   month long 1 maand | 2 maanden | 5 maanden | 21 maanden | 1,5 maanden | -3 maanden
// log:   megabyte-per-second short 1 MB/sec | 2 MB/sec | 5 MB/sec | 21 MB/sec | 1,5 MB/sec | -3 MB/sec
// log:   megabyte-per-second narrow 1 MB/s | 2 MB/s | 5 MB/s | 21 MB/s | 1,5 MB/s | -3 MB/s
// log:   megabyte-per-second long 1 megabyte per seconde | 2 megabyte per seconde | 5 megabyte per seconde | 21 megabyte per seconde | 1,5 megabyte per seconde | -3 megabyte per seconde
// log:   EUR 0,00 euro | 1,00 euro | 2,00 euro | 5,00 euro | 21,00 euro | 1,50 euro | -1,00 euro | 1.000.000,00 euro
// log:   USD 0,00 Amerikaanse dollar | 1,00 Amerikaanse dollar | 2,00 Amerikaanse dollar | 5,00 Amerikaanse dollar | 21,00 Amerikaanse dollar | 1,50 Amerikaanse dollar | -1,00 Amerikaanse dollar | 1.000.000,00 Amerikaanse dollar
// log:   JPY 0 Japanse yen | 1 Japanse yen | 2 Japanse yen | 5 Japanse yen | 21 Japanse yen | 2 Japanse yen | -1 Japanse yen | 1.000.000 Japanse yen
// log:   RUB 0,00 Russische roebel | 1,00 Russische roebel | 2,00 Russische roebel | 5,00 Russische roebel | 21,00 Russische roebel | 1,50 Russische roebel | -1,00 Russische roebel | 1.000.000,00 Russische roebel
// log:   TRY 0,00 Turkse lira | 1,00 Turkse lira | 2,00 Turkse lira | 5,00 Turkse lira | 21,00 Turkse lira | 1,50 Turkse lira | -1,00 Turkse lira | 1.000.000,00 Turkse lira
// log:   XYZ 0,00 XYZ | 1,00 XYZ | 2,00 XYZ | 5,00 XYZ | 21,00 XYZ | 1,50 XYZ | -1,00 XYZ | 1.000.000,00 XYZ
// log:   compact 999 | 1 duizend | 1,2 duizend | 2 duizend | 5 duizend | 21 duizend | 1 miljoen | 1 miljoen | 1,5 miljoen | 2 miljoen | 5 miljoen | 21 miljoen | 1 miljard | 2,5 miljard | 1 biljoen | 3 biljoen | 1000 biljoen | -2 miljoen
// log: sv sv
// log:   kilometer short 1 km | 2 km | 5 km | 21 km | 1,5 km | −3 km
// log:   kilometer narrow 1km | 2km | 5km | 21km | 1,5km | −3km
// log:   kilometer long 1 kilometer | 2 kilometer | 5 kilometer | 21 kilometer | 1,5 kilometer | −3 kilometer
// log:   kilometer-per-hour short 1 km/h | 2 km/h | 5 km/h | 21 km/h | 1,5 km/h | −3 km/h
// log:   kilometer-per-hour narrow 1km/h | 2km/h | 5km/h | 21km/h | 1,5km/h | −3km/h
// log:   kilometer-per-hour long 1 kilometer per timme | 2 kilometer per timme | 5 kilometer per timme | 21 kilometer per timme | 1,5 kilometer per timme | −3 kilometer per timme
// log:   meter-per-second short 1 m/s | 2 m/s | 5 m/s | 21 m/s | 1,5 m/s | −3 m/s
// log:   meter-per-second narrow 1m/s | 2m/s | 5m/s | 21m/s | 1,5m/s | −3m/s
// log:   meter-per-second long 1 meter per sekund | 2 meter per sekund | 5 meter per sekund | 21 meter per sekund | 1,5 meter per sekund | −3 meter per sekund
// log:   mile-per-gallon short 1 mpg | 2 mpg | 5 mpg | 21 mpg | 1,5 mpg | −3 mpg
// log:   mile-per-gallon narrow 1mpg | 2mpg | 5mpg | 21mpg | 1,5mpg | −3mpg
// log:   mile-per-gallon long 1 mile per gallon | 2 miles per gallon | 5 miles per gallon | 21 miles per gallon | 1,5 miles per gallon | −3 miles per gallon
// log:   celsius short 1 °C | 2 °C | 5 °C | 21 °C | 1,5 °C | −3 °C
// log:   celsius narrow 1°C | 2°C | 5°C | 21°C | 1,5°C | −3°C
// log:   celsius long 1 grad Celsius | 2 grader Celsius | 5 grader Celsius | 21 grader Celsius | 1,5 grader Celsius | −3 grader Celsius
// log:   percent short 1 % | 2 % | 5 % | 21 % | 1,5 % | −3 %
// log:   percent narrow 1 % | 2 % | 5 % | 21 % | 1,5 % | −3 %
// log:   percent long 1 procent | 2 procent | 5 procent | 21 procent | 1,5 procent | −3 procent
// log:   byte-per-second short 1 B/s | 2 B/s | 5 B/s | 21 B/s | 1,5 B/s | −3 B/s
// log:   byte-per-second narrow 1B/s | 2B/s | 5B/s | 21B/s | 1,5B/s | −3B/s
// log:   byte-per-second long 1 byte per sekund | 2 byte per sekund | 5 byte per sekund | 21 byte per sekund | 1,5 byte per sekund | −3 byte per sekund
// log:   month short 1 mån | 2 mån | 5 mån | 21 mån | 1,5 mån | −3 mån
// log:   month narrow 1m | 2m | 5m | 21m | 1,5m | −3m
// log:   month long 1 månad | 2 månader | 5 månader | 21 månader | 1,5 månader | −3 månader
// log:   megabyte-per-second short 1 MB/s | 2 MB/s | 5 MB/s | 21 MB/s | 1,5 MB/s | −3 MB/s
// log:   megabyte-per-second narrow 1MB/s | 2MB/s | 5MB/s | 21MB/s | 1,5MB/s | −3MB/s
// log:   megabyte-per-second long 1 megabyte per sekund | 2 megabyte per sekund | 5 megabyte per sekund | 21 megabyte per sekund | 1,5 megabyte per sekund | −3 megabyte per sekund
// log:   EUR 0,00 euro | 1,00 euro | 2,00 euro | 5,00 euro | 21,00 euro | 1,50 euro | −1,00 euro | 1 000 000,00 euro
// log:   USD 0,00 amerikanska dollar | 1,00 amerikanska dollar | 2,00 amerikanska dollar | 5,00 amerikanska dollar | 21,00 amerikanska dollar | 1,50 amerikanska dollar | −1,00 amerikanska dollar | 1 000 000,00 amerikanska dollar
// log:   JPY 0 japanska yen | 1 japansk yen | 2 japanska yen | 5 japanska yen | 21 japanska yen | 2 japanska yen | −1 japansk yen | 1 000 000 japanska yen
// log:   RUB 0,00 ryska rubel | 1,00 ryska rubel | 2,00 ryska rubel | 5,00 ryska rubel | 21,00 ryska rubel | 1,50 ryska rubel | −1,00 ryska rubel | 1 000 000,00 ryska rubel
// log:   TRY 0,00 turkiska lira | 1,00 turkiska lira | 2,00 turkiska lira | 5,00 turkiska lira | 21,00 turkiska lira | 1,50 turkiska lira | −1,00 turkiska lira | 1 000 000,00 turkiska lira
// log:   XYZ 0,00 XYZ | 1,00 XYZ | 2,00 XYZ | 5,00 XYZ | 21,00 XYZ | 1,50 XYZ | −1,00 XYZ | 1 000 000,00 XYZ
// log:   compact 999 | 1 tusen | 1,2 tusen | 2 tusen | 5 tusen | 21 tusen | 1 miljon | 1 miljon | 1,5 miljoner | 2 miljoner | 5 miljoner | 21 miljoner | 1 miljard | 2,5 miljarder | 1 biljon | 3 biljoner | 1000 biljoner | −2 miljoner
// log: ja ja
// log:   kilometer short 1 km | 2 km | 5 km | 21 km | 1.5 km | -3 km
// log:   kilometer narrow 1km | 2km | 5km | 21km | 1.5km | -3km
// log:   kilometer long 1 キロメートル | 2 キロメートル | 5 キロメートル | 21 キロメートル | 1.5 キロメートル | -3 キロメートル
// log:   kilometer-per-hour short 1 km/h | 2 km/h | 5 km/h | 21 km/h | 1.5 km/h | -3 km/h
// log:   kilometer-per-hour narrow 1km/h | 2km/h | 5km/h | 21km/h | 1.5km/h | -3km/h
// log:   kilometer-per-hour long 時速 1 キロメートル | 時速 2 キロメートル | 時速 5 キロメートル | 時速 21 キロメートル | 時速 1.5 キロメートル | 時速 -3 キロメートル
// log:   meter-per-second short 1 m/s | 2 m/s | 5 m/s | 21 m/s | 1.5 m/s | -3 m/s
// log:   meter-per-second narrow 1m/s | 2m/s | 5m/s | 21m/s | 1.5m/s | -3m/s
// log:   meter-per-second long 秒速 1 メートル | 秒速 2 メートル | 秒速 5 メートル | 秒速 21 メートル | 秒速 1.5 メートル | 秒速 -3 メートル
// log:   mile-per-gallon short 1 mpg | 2 mpg | 5 mpg | 21 mpg | 1.5 mpg | -3 mpg
// log:   mile-per-gallon narrow 1mpg | 2mpg | 5mpg | 21mpg | 1.5mpg | -3mpg
// log:   mile-per-gallon long 1 マイル毎ガロン | 2 マイル毎ガロン | 5 マイル毎ガロン | 21 マイル毎ガロン | 1.5 マイル毎ガロン | -3 マイル毎ガロン
// log:   celsius short 1°C | 2°C | 5°C | 21°C | 1.5°C | -3°C
// log:   celsius narrow 1°C | 2°C | 5°C | 21°C | 1.5°C | -3°C
// log:   celsius long 摂氏 1 度 | 摂氏 2 度 | 摂氏 5 度 | 摂氏 21 度 | 摂氏 1.5 度 | 摂氏 -3 度
// log:   percent short 1% | 2% | 5% | 21% | 1.5% | -3%
// log:   percent narrow 1% | 2% | 5% | 21% | 1.5% | -3%
// log:   percent long 1 パーセント | 2 パーセント | 5 パーセント | 21 パーセント | 1.5 パーセント | -3 パーセント
// log:   byte-per-second short 1 byte/秒 | 2 byte/秒 | 5 byte/秒 | 21 byte/秒 | 1.5 byte/秒 | -3 byte/秒
// log:   byte-per-second narrow 1B/秒 | 2B/秒 | 5B/秒 | 21B/秒 | 1.5B/秒 | -3B/秒
// log:   byte-per-second long 1 バイト/秒 | 2 バイト/秒 | 5 バイト/秒 | 21 バイト/秒 | 1.5 バイト/秒 | -3 バイト/秒
// log:   month short 1 か月 | 2 か月 | 5 か月 | 21 か月 | 1.5 か月 | -3 か月
// log:   month narrow 1m | 2m | 5m | 21m | 1.5m | -3m
// log:   month long 1 か月 | 2 か月 | 5 か月 | 21 か月 | 1.5 か月 | -3 か月
// log:   megabyte-per-second short 1 MB/秒 | 2 MB/秒 | 5 MB/秒 | 21 MB/秒 | 1.5 MB/秒 | -3 MB/秒
// log:   megabyte-per-second narrow 1MB/秒 | 2MB/秒 | 5MB/秒 | 21MB/秒 | 1.5MB/秒 | -3MB/秒
// log:   megabyte-per-second long 1 メガバイト/秒 | 2 メガバイト/秒 | 5 メガバイト/秒 | 21 メガバイト/秒 | 1.5 メガバイト/秒 | -3 メガバイト/秒
// log:   EUR 0.00ユーロ | 1.00ユーロ | 2.00ユーロ | 5.00ユーロ | 21.00ユーロ | 1.50ユーロ | -1.00ユーロ | 1,000,000.00ユーロ
// log:   USD 0.00米ドル | 1.00米ドル | 2.00米ドル | 5.00米ドル | 21.00米ドル | 1.50米ドル | -1.00米ドル | 1,000,000.00米ドル
// log:   JPY 0円 | 1円 | 2円 | 5円 | 21円 | 2円 | -1円 | 1,000,000円
// log:   RUB 0.00ロシア ルーブル | 1.00ロシア ルーブル | 2.00ロシア ルーブル | 5.00ロシア ルーブル | 21.00ロシア ルーブル | 1.50ロシア ルーブル | -1.00ロシア ルーブル | 1,000,000.00ロシア ルーブル
// log:   TRY 0.00トルコ リラ | 1.00トルコ リラ | 2.00トルコ リラ | 5.00トルコ リラ | 21.00トルコ リラ | 1.50トルコ リラ | -1.00トルコ リラ | 1,000,000.00トルコ リラ
// log:   XYZ 0.00XYZ | 1.00XYZ | 2.00XYZ | 5.00XYZ | 21.00XYZ | 1.50XYZ | -1.00XYZ | 1,000,000.00XYZ
// log:   compact 999 | 1000 | 1200 | 2000 | 5000 | 2.1万 | 100万 | 100万 | 150万 | 200万 | 500万 | 2100万 | 10億 | 25億 | 1兆 | 3兆 | 1000兆 | -200万
// log: zh zh
// log:   kilometer short 1公里 | 2公里 | 5公里 | 21公里 | 1.5公里 | -3公里
// log:   kilometer narrow 1公里 | 2公里 | 5公里 | 21公里 | 1.5公里 | -3公里
// log:   kilometer long 1公里 | 2公里 | 5公里 | 21公里 | 1.5公里 | -3公里
// log:   kilometer-per-hour short 1 km/h | 2 km/h | 5 km/h | 21 km/h | 1.5 km/h | -3 km/h
// log:   kilometer-per-hour narrow 1km/h | 2km/h | 5km/h | 21km/h | 1.5km/h | -3km/h
// log:   kilometer-per-hour long 每小时1公里 | 每小时2公里 | 每小时5公里 | 每小时21公里 | 每小时1.5公里 | 每小时-3公里
// log:   meter-per-second short 1 m/s | 2 m/s | 5 m/s | 21 m/s | 1.5 m/s | -3 m/s
// log:   meter-per-second narrow 1m/s | 2m/s | 5m/s | 21m/s | 1.5m/s | -3m/s
// log:   meter-per-second long 每秒1米 | 每秒2米 | 每秒5米 | 每秒21米 | 每秒1.5米 | 每秒-3米
// log:   mile-per-gallon short 1 mpg US | 2 mpg US | 5 mpg US | 21 mpg US | 1.5 mpg US | -3 mpg US
// log:   mile-per-gallon narrow 1mpg | 2mpg | 5mpg | 21mpg | 1.5mpg | -3mpg
// log:   mile-per-gallon long 每加仑1英里 | 每加仑2英里 | 每加仑5英里 | 每加仑21英里 | 每加仑1.5英里 | 每加仑-3英里
// log:   celsius short 1°C | 2°C | 5°C | 21°C | 1.5°C | -3°C
// log:   celsius narrow 1°C | 2°C | 5°C | 21°C | 1.5°C | -3°C
// log:   celsius long 1摄氏度 | 2摄氏度 | 5摄氏度 | 21摄氏度 | 1.5摄氏度 | -3摄氏度
// log:   percent short 1% | 2% | 5% | 21% | 1.5% | -3%
// log:   percent narrow 1% | 2% | 5% | 21% | 1.5% | -3%
// log:   percent long 1% | 2% | 5% | 21% | 1.5% | -3%
// log:   byte-per-second short 1 B/秒 | 2 B/秒 | 5 B/秒 | 21 B/秒 | 1.5 B/秒 | -3 B/秒
// log:   byte-per-second narrow 1 B/秒 | 2 B/秒 | 5 B/秒 | 21 B/秒 | 1.5 B/秒 | -3 B/秒
// log:   byte-per-second long 1字节/秒 | 2字节/秒 | 5字节/秒 | 21字节/秒 | 1.5字节/秒 | -3字节/秒
// log:   month short 1个月 | 2个月 | 5个月 | 21个月 | 1.5个月 | -3个月
// log:   month narrow 1个月 | 2个月 | 5个月 | 21个月 | 1.5个月 | -3个月
// log:   month long 1个月 | 2个月 | 5个月 | 21个月 | 1.5个月 | -3个月
// log:   megabyte-per-second short 1 MB/秒 | 2 MB/秒 | 5 MB/秒 | 21 MB/秒 | 1.5 MB/秒 | -3 MB/秒
// log:   megabyte-per-second narrow 1 MB/秒 | 2 MB/秒 | 5 MB/秒 | 21 MB/秒 | 1.5 MB/秒 | -3 MB/秒
// log:   megabyte-per-second long 1兆字节/秒 | 2兆字节/秒 | 5兆字节/秒 | 21兆字节/秒 | 1.5兆字节/秒 | -3兆字节/秒
// log:   EUR 0.00欧元 | 1.00欧元 | 2.00欧元 | 5.00欧元 | 21.00欧元 | 1.50欧元 | -1.00欧元 | 1,000,000.00欧元
// log:   USD 0.00美元 | 1.00美元 | 2.00美元 | 5.00美元 | 21.00美元 | 1.50美元 | -1.00美元 | 1,000,000.00美元
// log:   JPY 0日元 | 1日元 | 2日元 | 5日元 | 21日元 | 2日元 | -1日元 | 1,000,000日元
// log:   RUB 0.00俄罗斯卢布 | 1.00俄罗斯卢布 | 2.00俄罗斯卢布 | 5.00俄罗斯卢布 | 21.00俄罗斯卢布 | 1.50俄罗斯卢布 | -1.00俄罗斯卢布 | 1,000,000.00俄罗斯卢布
// log:   TRY 0.00土耳其里拉 | 1.00土耳其里拉 | 2.00土耳其里拉 | 5.00土耳其里拉 | 21.00土耳其里拉 | 1.50土耳其里拉 | -1.00土耳其里拉 | 1,000,000.00土耳其里拉
// log:   XYZ 0.00XYZ | 1.00XYZ | 2.00XYZ | 5.00XYZ | 21.00XYZ | 1.50XYZ | -1.00XYZ | 1,000,000.00XYZ
// log:   compact 999 | 1000 | 1200 | 2000 | 5000 | 2.1万 | 100万 | 100万 | 150万 | 200万 | 500万 | 2100万 | 10亿 | 25亿 | 1万亿 | 3万亿 | 1000万亿 | -200万
// log: ko ko
// log:   kilometer short 1km | 2km | 5km | 21km | 1.5km | -3km
// log:   kilometer narrow 1km | 2km | 5km | 21km | 1.5km | -3km
// log:   kilometer long 1킬로미터 | 2킬로미터 | 5킬로미터 | 21킬로미터 | 1.5킬로미터 | -3킬로미터
// log:   kilometer-per-hour short 1km/h | 2km/h | 5km/h | 21km/h | 1.5km/h | -3km/h
// log:   kilometer-per-hour narrow 1km/h | 2km/h | 5km/h | 21km/h | 1.5km/h | -3km/h
// log:   kilometer-per-hour long 시속 1킬로미터 | 시속 2킬로미터 | 시속 5킬로미터 | 시속 21킬로미터 | 시속 1.5킬로미터 | 시속 -3킬로미터
// log:   meter-per-second short 1m/s | 2m/s | 5m/s | 21m/s | 1.5m/s | -3m/s
// log:   meter-per-second narrow 1m/s | 2m/s | 5m/s | 21m/s | 1.5m/s | -3m/s
// log:   meter-per-second long 초속 1미터 | 초속 2미터 | 초속 5미터 | 초속 21미터 | 초속 1.5미터 | 초속 -3미터
// log:   mile-per-gallon short 1mpg | 2mpg | 5mpg | 21mpg | 1.5mpg | -3mpg
// log:   mile-per-gallon narrow 1mpg | 2mpg | 5mpg | 21mpg | 1.5mpg | -3mpg
// log:   mile-per-gallon long 갤런당 1마일 | 갤런당 2마일 | 갤런당 5마일 | 갤런당 21마일 | 갤런당 1.5마일 | 갤런당 -3마일
// log:   celsius short 1°C | 2°C | 5°C | 21°C | 1.5°C | -3°C
// log:   celsius narrow 1°C | 2°C | 5°C | 21°C | 1.5°C | -3°C
// log:   celsius long 섭씨 1도 | 섭씨 2도 | 섭씨 5도 | 섭씨 21도 | 섭씨 1.5도 | 섭씨 -3도
// log:   percent short 1% | 2% | 5% | 21% | 1.5% | -3%
// log:   percent narrow 1% | 2% | 5% | 21% | 1.5% | -3%
// log:   percent long 1% | 2% | 5% | 21% | 1.5% | -3%
// log:   byte-per-second short 1byte/s | 2byte/s | 5byte/s | 21byte/s | 1.5byte/s | -3byte/s
// log:   byte-per-second narrow 1byte/초 | 2byte/초 | 5byte/초 | 21byte/초 | 1.5byte/초 | -3byte/초
// log:   byte-per-second long 초당 1바이트 | 초당 2바이트 | 초당 5바이트 | 초당 21바이트 | 초당 1.5바이트 | 초당 -3바이트
// log:   month short 1개월 | 2개월 | 5개월 | 21개월 | 1.5개월 | -3개월
// log:   month narrow 1개월 | 2개월 | 5개월 | 21개월 | 1.5개월 | -3개월
// log:   month long 1개월 | 2개월 | 5개월 | 21개월 | 1.5개월 | -3개월
// log:   megabyte-per-second short 1MB/s | 2MB/s | 5MB/s | 21MB/s | 1.5MB/s | -3MB/s
// log:   megabyte-per-second narrow 1MB/초 | 2MB/초 | 5MB/초 | 21MB/초 | 1.5MB/초 | -3MB/초
// log:   megabyte-per-second long 초당 1메가바이트 | 초당 2메가바이트 | 초당 5메가바이트 | 초당 21메가바이트 | 초당 1.5메가바이트 | 초당 -3메가바이트
// log:   EUR 0.00 유로 | 1.00 유로 | 2.00 유로 | 5.00 유로 | 21.00 유로 | 1.50 유로 | -1.00 유로 | 1,000,000.00 유로
// log:   USD 0.00 미국 달러 | 1.00 미국 달러 | 2.00 미국 달러 | 5.00 미국 달러 | 21.00 미국 달러 | 1.50 미국 달러 | -1.00 미국 달러 | 1,000,000.00 미국 달러
// log:   JPY 0 일본 엔화 | 1 일본 엔화 | 2 일본 엔화 | 5 일본 엔화 | 21 일본 엔화 | 2 일본 엔화 | -1 일본 엔화 | 1,000,000 일본 엔화
// log:   RUB 0.00 러시아 루블 | 1.00 러시아 루블 | 2.00 러시아 루블 | 5.00 러시아 루블 | 21.00 러시아 루블 | 1.50 러시아 루블 | -1.00 러시아 루블 | 1,000,000.00 러시아 루블
// log:   TRY 0.00 튀르키예 리라 | 1.00 튀르키예 리라 | 2.00 튀르키예 리라 | 5.00 튀르키예 리라 | 21.00 튀르키예 리라 | 1.50 튀르키예 리라 | -1.00 튀르키예 리라 | 1,000,000.00 튀르키예 리라
// log:   XYZ 0.00 XYZ | 1.00 XYZ | 2.00 XYZ | 5.00 XYZ | 21.00 XYZ | 1.50 XYZ | -1.00 XYZ | 1,000,000.00 XYZ
// log:   compact 999 | 1천 | 1.2천 | 2천 | 5천 | 2.1만 | 100만 | 100만 | 150만 | 200만 | 500만 | 2100만 | 10억 | 25억 | 1조 | 3조 | 1000조 | -200만
// log: ru ru
// log:   kilometer short 1 км | 2 км | 5 км | 21 км | 1,5 км | -3 км
// log:   kilometer narrow 1 км | 2 км | 5 км | 21 км | 1,5 км | -3 км
// log:   kilometer long 1 километр | 2 километра | 5 километров | 21 километр | 1,5 километра | -3 километра
// log:   kilometer-per-hour short 1 км/ч | 2 км/ч | 5 км/ч | 21 км/ч | 1,5 км/ч | -3 км/ч
// log:   kilometer-per-hour narrow 1 км/ч | 2 км/ч | 5 км/ч | 21 км/ч | 1,5 км/ч | -3 км/ч
// log:   kilometer-per-hour long 1 километр в час | 2 километра в час | 5 километров в час | 21 километр в час | 1,5 километра в час | -3 километра в час
// log:   meter-per-second short 1 м/с | 2 м/с | 5 м/с | 21 м/с | 1,5 м/с | -3 м/с
// log:   meter-per-second narrow 1 м/с | 2 м/с | 5 м/с | 21 м/с | 1,5 м/с | -3 м/с
// log:   meter-per-second long 1 метр в секунду | 2 метра в секунду | 5 метров в секунду | 21 метр в секунду | 1,5 метра в секунду | -3 метра в секунду
// log:   mile-per-gallon short 1 ми/ам. гал | 2 ми/ам. гал | 5 ми/ам. гал | 21 ми/ам. гал | 1,5 ми/ам. гал | -3 ми/ам. гал
// log:   mile-per-gallon narrow 1 ми/ам. гал | 2 ми/ам. гал | 5 ми/ам. гал | 21 ми/ам. гал | 1,5 ми/ам. гал | -3 ми/ам. гал
// log:   mile-per-gallon long 1 миля на амер. галлон | 2 мили на амер. галлон | 5 миль на амер. галлон | 21 миля на амер. галлон | 1,5 мили на амер. галлон | -3 мили на амер. галлон
// log:   celsius short 1 °C | 2 °C | 5 °C | 21 °C | 1,5 °C | -3 °C
// log:   celsius narrow 1 °C | 2 °C | 5 °C | 21 °C | 1,5 °C | -3 °C
// log:   celsius long 1 градус Цельсия | 2 градуса Цельсия | 5 градусов Цельсия | 21 градус Цельсия | 1,5 градуса Цельсия | -3 градуса Цельсия
// log:   percent short 1 % | 2 % | 5 % | 21 % | 1,5 % | -3 %
// log:   percent narrow 1 % | 2 % | 5 % | 21 % | 1,5 % | -3 %
// log:   percent long 1 процент | 2 процента | 5 процентов | 21 процент | 1,5 процента | -3 процента
// log:   byte-per-second short 1 Б/c | 2 Б/c | 5 Б/c | 21 Б/c | 1,5 Б/c | -3 Б/c
// log:   byte-per-second narrow 1 Б/c | 2 Б/c | 5 Б/c | 21 Б/c | 1,5 Б/c | -3 Б/c
// log:   byte-per-second long 1 байт в секунду | 2 байта в секунду | 5 байт в секунду | 21 байт в секунду | 1,5 байта в секунду | -3 байта в секунду
// log:   month short 1 мес. | 2 мес. | 5 мес. | 21 мес. | 1,5 мес. | -3 мес.
// log:   month narrow 1 м. | 2 м. | 5 м. | 21 м. | 1,5 м. | -3 м.
// log:   month long 1 месяц | 2 месяца | 5 месяцев | 21 месяц | 1,5 месяца | -3 месяца
// log:   megabyte-per-second short 1 МБ/c | 2 МБ/c | 5 МБ/c | 21 МБ/c | 1,5 МБ/c | -3 МБ/c
// log:   megabyte-per-second narrow 1 МБ/c | 2 МБ/c | 5 МБ/c | 21 МБ/c | 1,5 МБ/c | -3 МБ/c
// log:   megabyte-per-second long 1 мегабайт в секунду | 2 мегабайта в секунду | 5 мегабайт в секунду | 21 мегабайт в секунду | 1,5 мегабайта в секунду | -3 мегабайта в секунду
// log:   EUR 0,00 евро | 1,00 евро | 2,00 евро | 5,00 евро | 21,00 евро | 1,50 евро | -1,00 евро | 1 000 000,00 евро
// log:   USD 0,00 доллара США | 1,00 доллара США | 2,00 доллара США | 5,00 доллара США | 21,00 доллара США | 1,50 доллара США | -1,00 доллара США | 1 000 000,00 доллара США
// log:   JPY 0 японских иен | 1 японская иена | 2 японские иены | 5 японских иен | 21 японская иена | 2 японские иены | -1 японская иена | 1 000 000 японских иен
// log:   RUB 0,00 российского рубля | 1,00 российского рубля | 2,00 российского рубля | 5,00 российского рубля | 21,00 российского рубля | 1,50 российского рубля | -1,00 российского рубля | 1 000 000,00 российского рубля
// log:   TRY 0,00 турецкой лиры | 1,00 турецкой лиры | 2,00 турецкой лиры | 5,00 турецкой лиры | 21,00 турецкой лиры | 1,50 турецкой лиры | -1,00 турецкой лиры | 1 000 000,00 турецкой лиры
// log:   XYZ 0,00 XYZ | 1,00 XYZ | 2,00 XYZ | 5,00 XYZ | 21,00 XYZ | 1,50 XYZ | -1,00 XYZ | 1 000 000,00 XYZ
// log:   compact 999 | 1 тысяча | 1,2 тысячи | 2 тысячи | 5 тысяч | 21 тысяча | 1 миллион | 1 миллион | 1,5 миллиона | 2 миллиона | 5 миллионов | 21 миллион | 1 миллиард | 2,5 миллиарда | 1 триллион | 3 триллиона | 1000 триллионов | -2 миллиона
// log: pl pl
// log:   kilometer short 1 km | 2 km | 5 km | 21 km | 1,5 km | -3 km
// log:   kilometer narrow 1 km | 2 km | 5 km | 21 km | 1,5 km | -3 km
// log:   kilometer long 1 kilometr | 2 kilometry | 5 kilometrów | 21 kilometrów | 1,5 kilometra | -3 kilometry
// log:   kilometer-per-hour short 1 km/godz. | 2 km/godz. | 5 km/godz. | 21 km/godz. | 1,5 km/godz. | -3 km/godz.
// log:   kilometer-per-hour narrow 1 km/h | 2 km/h | 5 km/h | 21 km/h | 1,5km/h | -3 km/h
// log:   kilometer-per-hour long 1 kilometr na godzinę | 2 kilometry na godzinę | 5 kilometrów na godzinę | 21 kilometrów na godzinę | 1,5 kilometra na godzinę | -3 kilometry na godzinę
// log:   meter-per-second short 1 m/s | 2 m/s | 5 m/s | 21 m/s | 1,5 m/s | -3 m/s
// log:   meter-per-second narrow 1 m/s | 2 m/s | 5 m/s | 21 m/s | 1,5 m/s | -3 m/s
// log:   meter-per-second long 1 metr na sekundę | 2 metry na sekundę | 5 metrów na sekundę | 21 metrów na sekundę | 1,5 metra na sekundę | -3 metry na sekundę
// log:   mile-per-gallon short 1 mpg | 2 mpg | 5 mpg | 21 mpg | 1,5 mpg | -3 mpg
// log:   mile-per-gallon narrow 1 mpg | 2 mpg | 5 mpg | 21 mpg | 1,5 mpg | -3 mpg
// log:   mile-per-gallon long 1 mila na galon | 2 mile na galon | 5 mil na galon | 21 mil na galon | 1,5 mili na galon | -3 mile na galon
// log:   celsius short 1 st. C | 2 st. C | 5 st. C | 21 st. C | 1,5 st. C | -3 st. C
// log:   celsius narrow 1°C | 2°C | 5°C | 21°C | 1,5°C | -3°C
// log:   celsius long 1 stopień Celsjusza | 2 stopnie Celsjusza | 5 stopni Celsjusza | 21 stopni Celsjusza | 1,5 stopnia Celsjusza | -3 stopnie Celsjusza
// log:   percent short 1% | 2% | 5% | 21% | 1,5% | -3%
// log:   percent narrow 1% | 2% | 5% | 21% | 1,5% | -3%
// log:   percent long 1 procent | 2 procent | 5 procent | 21 procent | 1,5 procent | -3 procent
// log:   byte-per-second short 1 B/s | 2 B/s | 5 B/s | 21 B/s | 1,5 B/s | -3 B/s
// log:   byte-per-second narrow 1 B/s | 2 B/s | 5 B/s | 21 B/s | 1,5 B/s | -3 B/s
// log:   byte-per-second long 1 bajt na sekundę | 2 bajty na sekundę | 5 bajtów na sekundę | 21 bajtów na sekundę | 1,5 bajta na sekundę | -3 bajty na sekundę
// log:   month short 1 mies. | 2 mies. | 5 mies. | 21 mies. | 1,5 mies. | -3 mies.
// log:   month narrow 1 m-c | 2 m-ce | 5 m-cy | 21 m-cy | 1,5 m-ca | -3 m-ce
// log:   month long 1 miesiąc | 2 miesiące | 5 miesięcy | 21 miesięcy | 1,5 miesiąca | -3 miesiące
// log:   megabyte-per-second short 1 MB/s | 2 MB/s | 5 MB/s | 21 MB/s | 1,5 MB/s | -3 MB/s
// log:   megabyte-per-second narrow 1 MB/s | 2 MB/s | 5 MB/s | 21 MB/s | 1,5 MB/s | -3 MB/s
// log:   megabyte-per-second long 1 megabajt na sekundę | 2 megabajty na sekundę | 5 megabajtów na sekundę | 21 megabajtów na sekundę | 1,5 megabajta na sekundę | -3 megabajty na sekundę
// log:   EUR 0,00 euro | 1,00 euro | 2,00 euro | 5,00 euro | 21,00 euro | 1,50 euro | -1,00 euro | 1 000 000,00 euro
// log:   USD 0,00 dolara amerykańskiego | 1,00 dolara amerykańskiego | 2,00 dolara amerykańskiego | 5,00 dolara amerykańskiego | 21,00 dolara amerykańskiego | 1,50 dolara amerykańskiego | -1,00 dolara amerykańskiego | 1 000 000,00 dolara amerykańskiego
// log:   JPY 0 jenów japońskich | 1 jen japoński | 2 jeny japońskie | 5 jenów japońskich | 21 jenów japońskich | 2 jeny japońskie | -1 jen japoński | 1 000 000 jenów japońskich
// log:   RUB 0,00 rubla rosyjskiego | 1,00 rubla rosyjskiego | 2,00 rubla rosyjskiego | 5,00 rubla rosyjskiego | 21,00 rubla rosyjskiego | 1,50 rubla rosyjskiego | -1,00 rubla rosyjskiego | 1 000 000,00 rubla rosyjskiego
// log:   TRY 0,00 liry tureckiej | 1,00 liry tureckiej | 2,00 liry tureckiej | 5,00 liry tureckiej | 21,00 liry tureckiej | 1,50 liry tureckiej | -1,00 liry tureckiej | 1 000 000,00 liry tureckiej
// log:   XYZ 0,00 XYZ | 1,00 XYZ | 2,00 XYZ | 5,00 XYZ | 21,00 XYZ | 1,50 XYZ | -1,00 XYZ | 1 000 000,00 XYZ
// log:   compact 999 | 1 tysiąc | 1,2 tysiąca | 2 tysiące | 5 tysięcy | 21 tysięcy | 1 milion | 1 milion | 1,5 miliona | 2 miliony | 5 milionów | 21 milionów | 1 miliard | 2,5 miliarda | 1 bilion | 3 biliony | 1000 bilionów | -2 miliony
// log: tr tr
// log:   kilometer short 1 km | 2 km | 5 km | 21 km | 1,5 km | -3 km
// log:   kilometer narrow 1 km | 2 km | 5 km | 21 km | 1,5 km | -3 km
// log:   kilometer long 1 kilometre | 2 kilometre | 5 kilometre | 21 kilometre | 1,5 kilometre | -3 kilometre
// log:   kilometer-per-hour short 1 km/sa | 2 km/sa | 5 km/sa | 21 km/sa | 1,5 km/sa | -3 km/sa
// log:   kilometer-per-hour narrow 1 km/sa | 2 km/sa | 5 km/sa | 21 km/sa | 1,5 km/sa | -3 km/sa
// log:   kilometer-per-hour long 1 kilometre/saat | 2 kilometre/saat | 5 kilometre/saat | 21 kilometre/saat | 1,5 kilometre/saat | -3 kilometre/saat
// log:   meter-per-second short 1 m/sn | 2 m/sn | 5 m/sn | 21 m/sn | 1,5 m/sn | -3 m/sn
// log:   meter-per-second narrow 1 m/sn | 2 m/sn | 5 m/sn | 21 m/sn | 1,5 m/sn | -3 m/sn
// log:   meter-per-second long 1 metre/saniye | 2 metre/saniye | 5 metre/saniye | 21 metre/saniye | 1,5 metre/saniye | -3 metre/saniye
// log:   mile-per-gallon short 1 mpg | 2 mpg | 5 mpg | 21 mpg | 1,5 mpg | -3 mpg
// log:   mile-per-gallon narrow 1 mpg | 2 mpg | 5 mpg | 21 mpg | 1,5 mpg | -3 mpg
// log:   mile-per-gallon long 1 mil/galon | 2 mil/galon | 5 mil/galon | 21 mil/galon | 1,5 mil/galon | -3 mil/galon
// log:   celsius short 1 °C | 2°C | 5°C | 21°C | 1,5°C | -3°C
// log:   celsius narrow 1°C | 2 °C | 5 °C | 21 °C | 1,5 °C | -3 °C
// log:   celsius long 1 santigrat derece | 2 santigrat derece | 5 santigrat derece | 21 santigrat derece | 1,5 santigrat derece | -3 santigrat derece
// log:   percent short %1 | %2 | %5 | %21 | %1,5 | -%3
// log:   percent narrow %1 | %2 | %5 | %21 | %1,5 | -%3
// log:   percent long yüzde 1 | yüzde 2 | yüzde 5 | yüzde 21 | yüzde 1,5 | yüzde -3
// log:   byte-per-second short 1 bayt/sn | 2 bayt/sn | 5 bayt/sn | 21 bayt/sn | 1,5 bayt/sn | -3 bayt/sn
// log:   byte-per-second narrow 1 bayt/sn | 2 bayt/sn | 5 bayt/sn | 21 bayt/sn | 1,5 bayt/sn | -3 bayt/sn
// log:   byte-per-second long 1 bayt/saniye | 2 bayt/saniye | 5 bayt/saniye | 21 bayt/saniye | 1,5 bayt/saniye | -3 bayt/saniye
// log:   month short 1 ay | 2 ay | 5 ay | 21 ay | 1,5 ay | -3 ay
// log:   month narrow 1a | 2a | 5a | 21a | 1,5a | -3a
// log:   month long 1 ay | 2 ay | 5 ay | 21 ay | 1,5 ay | -3 ay
// log:   megabyte-per-second short 1 MB/sn | 2 MB/sn | 5 MB/sn | 21 MB/sn | 1,5 MB/sn | -3 MB/sn
// log:   megabyte-per-second narrow 1 MB/sn | 2 MB/sn | 5 MB/sn | 21 MB/sn | 1,5 MB/sn | -3 MB/sn
// log:   megabyte-per-second long 1 megabayt/saniye | 2 megabayt/saniye | 5 megabayt/saniye | 21 megabayt/saniye | 1,5 megabayt/saniye | -3 megabayt/saniye
// log:   EUR 0,00 Euro | 1,00 Euro | 2,00 Euro | 5,00 Euro | 21,00 Euro | 1,50 Euro | -1,00 Euro | 1.000.000,00 Euro
// log:   USD 0,00 ABD doları | 1,00 ABD doları | 2,00 ABD doları | 5,00 ABD doları | 21,00 ABD doları | 1,50 ABD doları | -1,00 ABD doları | 1.000.000,00 ABD doları
// log:   JPY 0 Japon yeni | 1 Japon yeni | 2 Japon yeni | 5 Japon yeni | 21 Japon yeni | 2 Japon yeni | -1 Japon yeni | 1.000.000 Japon yeni
// log:   RUB 0,00 Rus rublesi | 1,00 Rus rublesi | 2,00 Rus rublesi | 5,00 Rus rublesi | 21,00 Rus rublesi | 1,50 Rus rublesi | -1,00 Rus rublesi | 1.000.000,00 Rus rublesi
// log:   TRY ₺0,00 Türk lirası | ₺1,00 Türk lirası | ₺2,00 Türk lirası | ₺5,00 Türk lirası | ₺21,00 Türk lirası | ₺1,50 Türk lirası | -₺1,00 Türk lirası | ₺1.000.000,00 Türk lirası
// log:   XYZ 0,00 XYZ | 1,00 XYZ | 2,00 XYZ | 5,00 XYZ | 21,00 XYZ | 1,50 XYZ | -1,00 XYZ | 1.000.000,00 XYZ
// log:   compact 999 | 1 bin | 1,2 bin | 2 bin | 5 bin | 21 bin | 1 milyon | 1 milyon | 1,5 milyon | 2 milyon | 5 milyon | 21 milyon | 1 milyar | 2,5 milyar | 1 trilyon | 3 trilyon | 1000 trilyon | -2 milyon
// log: [{"type":"unit","value":"時速"},{"type":"literal","value":" "},{"type":"integer","value":"3"},{"type":"literal","value":" "},{"type":"unit","value":"キロメートル"}]
// log: [{"type":"minusSign","value":"-"},{"type":"integer","value":"3"},{"type":"literal","value":" "},{"type":"unit","value":"Kilometer pro Stunde"}]
// log: [{"type":"integer","value":"2"},{"type":"decimal","value":","},{"type":"fraction","value":"00"},{"type":"literal","value":" "},{"type":"currency","value":"euros"}]
// log: [{"type":"compact","value":"mille"}]
// log: [{"type":"integer","value":"1"},{"type":"decimal","value":","},{"type":"fraction","value":"5"},{"type":"literal","value":" "},{"type":"compact","value":"Millionen"}]
// log: 3 Kilometer pro Stunde 1,5 Millionen 2,00 euros
// log: 1.234,50 Euro 1 234.50 couronnes suédoises
// log: 2 Mio. € €2M
// log: 2 миллиона байт 10京
// log: -₺2,00–3,00 Türk lirası -1 – 1 jena japońskiego
// NumberFormat's words in the generated locales: style "unit" (short,
// narrow, long, -per- compounds), currencyDisplay "name" and the long
// compact notation, with each locale's plural forms.
const locales = ["en-GB", "de", "fr", "es", "it", "pt-BR", "pt-PT", "nl", "sv", "ja", "zh", "ko", "ru", "pl", "tr"];
const units = ["kilometer", "kilometer-per-hour", "meter-per-second", "mile-per-gallon", "celsius", "percent", "byte-per-second", "month", "megabyte-per-second"];
const nums = [1, 2, 5, 21, 1.5, -3];
for (const l of locales) {
  console.log(l, new Intl.NumberFormat(l, { style: "unit", unit: "kilometer" }).resolvedOptions().locale);
  for (const unit of units) {
    for (const unitDisplay of ["short", "narrow", "long"]) {
      const nf = new Intl.NumberFormat(l, { style: "unit", unit, unitDisplay });
      console.log(" ", unit, unitDisplay, nums.map((x) => nf.format(x)).join(" | "));
    }
  }
  for (const currency of ["EUR", "USD", "JPY", "RUB", "TRY", "XYZ"]) {
    const nf = new Intl.NumberFormat(l, { style: "currency", currency, currencyDisplay: "name" });
    console.log(" ", currency, [0, 1, 2, 5, 21, 1.5, -1, 1000000].map((x) => nf.format(x)).join(" | "));
  }
  const long = new Intl.NumberFormat(l, { notation: "compact", compactDisplay: "long" });
  console.log("  compact", [999, 1000, 1200, 2000, 5000, 21000, 999999, 1e6, 1.5e6, 2e6, 5e6, 21e6, 1e9, 2.5e9, 1e12, 3e12, 1e15, -2e6].map((x) => long.format(x)).join(" | "));
}
console.log(JSON.stringify(new Intl.NumberFormat("ja", { style: "unit", unit: "kilometer-per-hour", unitDisplay: "long" }).formatToParts(3)));
console.log(JSON.stringify(new Intl.NumberFormat("de", { style: "unit", unit: "kilometer-per-hour", unitDisplay: "long" }).formatToParts(-3)));
console.log(JSON.stringify(new Intl.NumberFormat("fr", { style: "currency", currency: "EUR", currencyDisplay: "name" }).formatToParts(2)));
console.log(JSON.stringify(new Intl.NumberFormat("fr", { notation: "compact", compactDisplay: "long" }).formatToParts(1000)));
console.log(JSON.stringify(new Intl.NumberFormat("de", { notation: "compact", compactDisplay: "long" }).formatToParts(1.5e6)));
console.log((3).toLocaleString("de", { style: "unit", unit: "kilometer-per-hour", unitDisplay: "long" }), (1.5e6).toLocaleString("de", { notation: "compact", compactDisplay: "long" }), (2).toLocaleString("fr", { style: "currency", currency: "EUR", currencyDisplay: "name" }));
// Amounts of money keep their locale's currency separators; a currency
// has only short compact forms; a unit after a compact number takes the
// whole number's plural form.
console.log(new Intl.NumberFormat("de-AT", { style: "currency", currency: "EUR", currencyDisplay: "name" }).format(1234.5), new Intl.NumberFormat("fr-CH", { style: "currency", currency: "SEK", currencyDisplay: "name" }).format(1234.5));
console.log(new Intl.NumberFormat("de", { style: "currency", currency: "EUR", notation: "compact", compactDisplay: "long" }).format(2e6), new Intl.NumberFormat("en", { style: "currency", currency: "EUR", notation: "compact", compactDisplay: "long" }).format(2e6));
console.log(new Intl.NumberFormat("ru", { style: "unit", unit: "byte", unitDisplay: "long", notation: "compact", compactDisplay: "long" }).format(2e6), new Intl.NumberFormat("ja", { notation: "compact", compactDisplay: "long" }).format(1e17));
console.log(new Intl.NumberFormat("tr", { style: "currency", currency: "TRY", currencyDisplay: "name" }).formatRange(-2, -3), new Intl.NumberFormat("pl", { style: "currency", currency: "JPY", currencyDisplay: "name" }).formatRange(-1, 1));
