// log: en-US long {"locale":"en-US","style":"long","numeric":"auto","numberingSystem":"latn"}
// log:   year 2 years ago|last year|this year|next year|in 2 years || 1 year ago|in 2 years|5 years ago|in 21 years|in 1.5 years|22 years ago
// log:   quarter 2 quarters ago|last quarter|this quarter|next quarter|in 2 quarters || 1 quarter ago|in 2 quarters|5 quarters ago|in 21 quarters|in 1.5 quarters|22 quarters ago
// log:   month 2 months ago|last month|this month|next month|in 2 months || 1 month ago|in 2 months|5 months ago|in 21 months|in 1.5 months|22 months ago
// log:   week 2 weeks ago|last week|this week|next week|in 2 weeks || 1 week ago|in 2 weeks|5 weeks ago|in 21 weeks|in 1.5 weeks|22 weeks ago
// log:   day 2 days ago|yesterday|today|tomorrow|in 2 days || 1 day ago|in 2 days|5 days ago|in 21 days|in 1.5 days|22 days ago
// log:   hour 2 hours ago|1 hour ago|this hour|in 1 hour|in 2 hours || 1 hour ago|in 2 hours|5 hours ago|in 21 hours|in 1.5 hours|22 hours ago
// log:   minute 2 minutes ago|1 minute ago|this minute|in 1 minute|in 2 minutes || 1 minute ago|in 2 minutes|5 minutes ago|in 21 minutes|in 1.5 minutes|22 minutes ago
// log:   second 2 seconds ago|1 second ago|now|in 1 second|in 2 seconds || 1 second ago|in 2 seconds|5 seconds ago|in 21 seconds|in 1.5 seconds|22 seconds ago
// log: en-US short {"locale":"en-US","style":"short","numeric":"auto","numberingSystem":"latn"}
// log:   year 2 yr. ago|last yr.|this yr.|next yr.|in 2 yr. || 1 yr. ago|in 2 yr.|5 yr. ago|in 21 yr.|in 1.5 yr.|22 yr. ago
// log:   month 2 mo. ago|last mo.|this mo.|next mo.|in 2 mo. || 1 mo. ago|in 2 mo.|5 mo. ago|in 21 mo.|in 1.5 mo.|22 mo. ago
// log:   day 2 days ago|yesterday|today|tomorrow|in 2 days || 1 day ago|in 2 days|5 days ago|in 21 days|in 1.5 days|22 days ago
// log:   hour 2 hr. ago|1 hr. ago|this hour|in 1 hr.|in 2 hr. || 1 hr. ago|in 2 hr.|5 hr. ago|in 21 hr.|in 1.5 hr.|22 hr. ago
// log:   second 2 sec. ago|1 sec. ago|now|in 1 sec.|in 2 sec. || 1 sec. ago|in 2 sec.|5 sec. ago|in 21 sec.|in 1.5 sec.|22 sec. ago
// log: en-US narrow {"locale":"en-US","style":"narrow","numeric":"auto","numberingSystem":"latn"}
// log:   year 2y ago|last yr.|this yr.|next yr.|in 2y || 1y ago|in 2y|5y ago|in 21y|in 1.5y|22y ago
// log:   month 2mo ago|last mo.|this mo.|next mo.|in 2mo || 1mo ago|in 2mo|5mo ago|in 21mo|in 1.5mo|22mo ago
// log:   day 2d ago|yesterday|today|tomorrow|in 2d || 1d ago|in 2d|5d ago|in 21d|in 1.5d|22d ago
// log:   hour 2h ago|1h ago|this hour|in 1h|in 2h || 1h ago|in 2h|5h ago|in 21h|in 1.5h|22h ago
// log:   second 2s ago|1s ago|now|in 1s|in 2s || 1s ago|in 2s|5s ago|in 21s|in 1.5s|22s ago
// log: en-GB long {"locale":"en-GB","style":"long","numeric":"auto","numberingSystem":"latn"}
// log:   year 2 years ago|last year|this year|next year|in 2 years || 1 year ago|in 2 years|5 years ago|in 21 years|in 1.5 years|22 years ago
// log:   quarter 2 quarters ago|last quarter|this quarter|next quarter|in 2 quarters || 1 quarter ago|in 2 quarters|5 quarters ago|in 21 quarters|in 1.5 quarters|22 quarters ago
// log:   month 2 months ago|last month|this month|next month|in 2 months || 1 month ago|in 2 months|5 months ago|in 21 months|in 1.5 months|22 months ago
// log:   week 2 weeks ago|last week|this week|next week|in 2 weeks || 1 week ago|in 2 weeks|5 weeks ago|in 21 weeks|in 1.5 weeks|22 weeks ago
// log:   day 2 days ago|yesterday|today|tomorrow|in 2 days || 1 day ago|in 2 days|5 days ago|in 21 days|in 1.5 days|22 days ago
// log:   hour 2 hours ago|1 hour ago|this hour|in 1 hour|in 2 hours || 1 hour ago|in 2 hours|5 hours ago|in 21 hours|in 1.5 hours|22 hours ago
// log:   minute 2 minutes ago|1 minute ago|this minute|in 1 minute|in 2 minutes || 1 minute ago|in 2 minutes|5 minutes ago|in 21 minutes|in 1.5 minutes|22 minutes ago
// log:   second 2 seconds ago|1 second ago|now|in 1 second|in 2 seconds || 1 second ago|in 2 seconds|5 seconds ago|in 21 seconds|in 1.5 seconds|22 seconds ago
// log: en-GB short {"locale":"en-GB","style":"short","numeric":"auto","numberingSystem":"latn"}
// log:   year 2 yr ago|last yr|this yr|next yr|in 2 yr || 1 yr ago|in 2 yr|5 yr ago|in 21 yr|in 1.5 yr|22 yr ago
// log:   month 2 mo ago|last mo|this mo|next mo|in 2 mo || 1 mo ago|in 2 mo|5 mo ago|in 21 mo|in 1.5 mo|22 mo ago
// log:   day 2 days ago|yesterday|today|tomorrow|in 2 days || 1 day ago|in 2 days|5 days ago|in 21 days|in 1.5 days|22 days ago
// log:   hour 2 hr ago|1 hr ago|this hour|in 1 hr|in 2 hr || 1 hr ago|in 2 hr|5 hr ago|in 21 hr|in 1.5 hr|22 hr ago
// log:   second 2 sec ago|1 sec ago|now|in 1 sec|in 2 sec || 1 sec ago|in 2 sec|5 sec ago|in 21 sec|in 1.5 sec|22 sec ago
// log: en-GB narrow {"locale":"en-GB","style":"narrow","numeric":"auto","numberingSystem":"latn"}
// log:   year 2 yr ago|last yr|this yr|next yr|in 2 yr || 1 yr ago|in 2 yr|5 yr ago|in 21 yr|in 1.5 yr|22 yr ago
// log:   month 2 mo ago|last mo|this mo|next mo|in 2 mo || 1 mo ago|in 2 mo|5 mo ago|in 21 mo|in 1.5 mo|22 mo ago
// log:   day 2 days ago|yesterday|today|tomorrow|in 2 days || 1 day ago|in 2 days|5 days ago|in 21 days|in 1.5 days|22 days ago
// log:   hour 2 hr ago|1 hr ago|this hour|in 1 hr|in 2 hr || 1 hr ago|in 2 hr|5 hr ago|in 21 hr|in 1.5 hr|22 hr ago
// log:   second 2 sec ago|1 sec ago|now|in 1 sec|in 2 sec || 1 sec ago|in 2 sec|5 sec ago|in 21 sec|in 1.5 sec|22 sec ago
// log: de long {"locale":"de","style":"long","numeric":"auto","numberingSystem":"latn"}
// log:   year vor 2 Jahren|letztes Jahr|dieses Jahr|nächstes Jahr|in 2 Jahren || vor 1 Jahr|in 2 Jahren|vor 5 Jahren|in 21 Jahren|in 1,5 Jahren|vor 22 Jahren
// log:   quarter vor 2 Quartalen|letztes Quartal|dieses Quartal|nächstes Quartal|in 2 Quartalen || vor 1 Quartal|in 2 Quartalen|vor 5 Quartalen|in 21 Quartalen|in 1,5 Quartalen|vor 22 Quartalen
// log:   month vor 2 Monaten|letzten Monat|diesen Monat|nächsten Monat|in 2 Monaten || vor 1 Monat|in 2 Monaten|vor 5 Monaten|in 21 Monaten|in 1,5 Monaten|vor 22 Monaten
// log:   week vor 2 Wochen|letzte Woche|diese Woche|nächste Woche|in 2 Wochen || vor 1 Woche|in 2 Wochen|vor 5 Wochen|in 21 Wochen|in 1,5 Wochen|vor 22 Wochen
// log:   day vorgestern|gestern|heute|morgen|übermorgen || vor 1 Tag|in 2 Tagen|vor 5 Tagen|in 21 Tagen|in 1,5 Tagen|vor 22 Tagen
// log:   hour vor 2 Stunden|vor 1 Stunde|in dieser Stunde|in 1 Stunde|in 2 Stunden || vor 1 Stunde|in 2 Stunden|vor 5 Stunden|in 21 Stunden|in 1,5 Stunden|vor 22 Stunden
// log:   minute vor 2 Minuten|vor 1 Minute|in dieser Minute|in 1 Minute|in 2 Minuten || vor 1 Minute|in 2 Minuten|vor 5 Minuten|in 21 Minuten|in 1,5 Minuten|vor 22 Minuten
// log:   second vor 2 Sekunden|vor 1 Sekunde|jetzt|in 1 Sekunde|in 2 Sekunden || vor 1 Sekunde|in 2 Sekunden|vor 5 Sekunden|in 21 Sekunden|in 1,5 Sekunden|vor 22 Sekunden
// log: de short {"locale":"de","style":"short","numeric":"auto","numberingSystem":"latn"}
// log:   year vor 2 Jahren|letztes Jahr|dieses Jahr|nächstes Jahr|in 2 Jahren || vor 1 Jahr|in 2 Jahren|vor 5 Jahren|in 21 Jahren|in 1,5 Jahren|vor 22 Jahren
// log:   month vor 2 Monaten|letzten Monat|diesen Monat|nächsten Monat|in 2 Monaten || vor 1 Monat|in 2 Monaten|vor 5 Monaten|in 21 Monaten|in 1,5 Monaten|vor 22 Monaten
// log:   day vorgestern|gestern|heute|morgen|übermorgen || vor 1 Tag|in 2 Tagen|vor 5 Tagen|in 21 Tagen|in 1,5 Tagen|vor 22 Tagen
// log:   hour vor 2 Std.|vor 1 Std.|in dieser Stunde|in 1 Std.|in 2 Std. || vor 1 Std.|in 2 Std.|vor 5 Std.|in 21 Std.|in 1,5 Std.|vor 22 Std.
// log:   second vor 2 Sek.|vor 1 Sek.|jetzt|in 1 Sek.|in 2 Sek. || vor 1 Sek.|in 2 Sek.|vor 5 Sek.|in 21 Sek.|in 1,5 Sek.|vor 22 Sek.
// log: de narrow {"locale":"de","style":"narrow","numeric":"auto","numberingSystem":"latn"}
// log:   year vor 2 Jahren|letztes Jahr|dieses Jahr|nächstes Jahr|in 2 Jahren || vor 1 Jahr|in 2 Jahren|vor 5 Jahren|in 21 Jahren|in 1,5 Jahren|vor 22 Jahren
// log:   month vor 2 Monaten|letzten Monat|diesen Monat|nächsten Monat|in 2 Monaten || vor 1 Monat|in 2 Monaten|vor 5 Monaten|in 21 Monaten|in 1,5 Monaten|vor 22 Monaten
// log:   day vorgestern|gestern|heute|morgen|übermorgen || vor 1 Tag|in 2 Tagen|vor 5 Tagen|in 21 Tagen|in 1,5 Tagen|vor 22 Tagen
// log:   hour vor 2 Std.|vor 1 Std.|in dieser Stunde|in 1 Std.|in 2 Std. || vor 1 Std.|in 2 Std.|vor 5 Std.|in 21 Std.|in 1,5 Std.|vor 22 Std.
// log:   second vor 2 s|vor 1 s|jetzt|in 1 s|in 2 s || vor 1 s|in 2 s|vor 5 s|in 21 s|in 1,5 s|vor 22 s
// log: de-AT long {"locale":"de-AT","style":"long","numeric":"auto","numberingSystem":"latn"}
// log:   year vor 2 Jahren|letztes Jahr|dieses Jahr|nächstes Jahr|in 2 Jahren || vor 1 Jahr|in 2 Jahren|vor 5 Jahren|in 21 Jahren|in 1,5 Jahren|vor 22 Jahren
// log:   quarter vor 2 Quartalen|letztes Quartal|dieses Quartal|nächstes Quartal|in 2 Quartalen || vor 1 Quartal|in 2 Quartalen|vor 5 Quartalen|in 21 Quartalen|in 1,5 Quartalen|vor 22 Quartalen
// log:   month vor 2 Monaten|letzten Monat|diesen Monat|nächsten Monat|in 2 Monaten || vor 1 Monat|in 2 Monaten|vor 5 Monaten|in 21 Monaten|in 1,5 Monaten|vor 22 Monaten
// log:   week vor 2 Wochen|letzte Woche|diese Woche|nächste Woche|in 2 Wochen || vor 1 Woche|in 2 Wochen|vor 5 Wochen|in 21 Wochen|in 1,5 Wochen|vor 22 Wochen
// log:   day vorgestern|gestern|heute|morgen|übermorgen || vor 1 Tag|in 2 Tagen|vor 5 Tagen|in 21 Tagen|in 1,5 Tagen|vor 22 Tagen
// log:   hour vor 2 Stunden|vor 1 Stunde|in dieser Stunde|in 1 Stunde|in 2 Stunden || vor 1 Stunde|in 2 Stunden|vor 5 Stunden|in 21 Stunden|in 1,5 Stunden|vor 22 Stunden
// log:   minute vor 2 Minuten|vor 1 Minute|in dieser Minute|in 1 Minute|in 2 Minuten || vor 1 Minute|in 2 Minuten|vor 5 Minuten|in 21 Minuten|in 1,5 Minuten|vor 22 Minuten
// log:   second vor 2 Sekunden|vor 1 Sekunde|jetzt|in 1 Sekunde|in 2 Sekunden || vor 1 Sekunde|in 2 Sekunden|vor 5 Sekunden|in 21 Sekunden|in 1,5 Sekunden|vor 22 Sekunden
// log: de-AT short {"locale":"de-AT","style":"short","numeric":"auto","numberingSystem":"latn"}
// log:   year vor 2 Jahren|letztes Jahr|dieses Jahr|nächstes Jahr|in 2 Jahren || vor 1 Jahr|in 2 Jahren|vor 5 Jahren|in 21 Jahren|in 1,5 Jahren|vor 22 Jahren
// log:   month vor 2 Monaten|letzten Monat|diesen Monat|nächsten Monat|in 2 Monaten || vor 1 Monat|in 2 Monaten|vor 5 Monaten|in 21 Monaten|in 1,5 Monaten|vor 22 Monaten
// log:   day vorgestern|gestern|heute|morgen|übermorgen || vor 1 Tag|in 2 Tagen|vor 5 Tagen|in 21 Tagen|in 1,5 Tagen|vor 22 Tagen
// log:   hour vor 2 Std.|vor 1 Std.|in dieser Stunde|in 1 Std.|in 2 Std. || vor 1 Std.|in 2 Std.|vor 5 Std.|in 21 Std.|in 1,5 Std.|vor 22 Std.
// log:   second vor 2 Sek.|vor 1 Sek.|jetzt|in 1 Sek.|in 2 Sek. || vor 1 Sek.|in 2 Sek.|vor 5 Sek.|in 21 Sek.|in 1,5 Sek.|vor 22 Sek.
// log: de-AT narrow {"locale":"de-AT","style":"narrow","numeric":"auto","numberingSystem":"latn"}
// log:   year vor 2 Jahren|letztes Jahr|dieses Jahr|nächstes Jahr|in 2 Jahren || vor 1 Jahr|in 2 Jahren|vor 5 Jahren|in 21 Jahren|in 1,5 Jahren|vor 22 Jahren
// log:   month vor 2 Monaten|letzten Monat|diesen Monat|nächsten Monat|in 2 Monaten || vor 1 Monat|in 2 Monaten|vor 5 Monaten|in 21 Monaten|in 1,5 Monaten|vor 22 Monaten
// log:   day vorgestern|gestern|heute|morgen|übermorgen || vor 1 Tag|in 2 Tagen|vor 5 Tagen|in 21 Tagen|in 1,5 Tagen|vor 22 Tagen
// log:   hour vor 2 Std.|vor 1 Std.|in dieser Stunde|in 1 Std.|in 2 Std. || vor 1 Std.|in 2 Std.|vor 5 Std.|in 21 Std.|in 1,5 Std.|vor 22 Std.
// log:   second vor 2 s|vor 1 s|jetzt|in 1 s|in 2 s || vor 1 s|in 2 s|vor 5 s|in 21 s|in 1,5 s|vor 22 s
// log: fr long {"locale":"fr","style":"long","numeric":"auto","numberingSystem":"latn"}
// log:   year il y a 2 ans|l’année dernière|cette année|l’année prochaine|dans 2 ans || il y a 1 an|dans 2 ans|il y a 5 ans|dans 21 ans|dans 1,5 an|il y a 22 ans
// log:   quarter il y a 2 trimestres|le trimestre dernier|ce trimestre|le trimestre prochain|dans 2 trimestres || il y a 1 trimestre|dans 2 trimestres|il y a 5 trimestres|dans 21 trimestres|dans 1,5 trimestre|il y a 22 trimestres
// log:   month il y a 2 mois|le mois dernier|ce mois-ci|le mois prochain|dans 2 mois || il y a 1 mois|dans 2 mois|il y a 5 mois|dans 21 mois|dans 1,5 mois|il y a 22 mois
// log:   week il y a 2 semaines|la semaine dernière|cette semaine|la semaine prochaine|dans 2 semaines || il y a 1 semaine|dans 2 semaines|il y a 5 semaines|dans 21 semaines|dans 1,5 semaine|il y a 22 semaines
// log:   day avant-hier|hier|aujourd’hui|demain|après-demain || il y a 1 jour|dans 2 jours|il y a 5 jours|dans 21 jours|dans 1,5 jour|il y a 22 jours
// log:   hour il y a 2 heures|il y a 1 heure|cette heure-ci|dans 1 heure|dans 2 heures || il y a 1 heure|dans 2 heures|il y a 5 heures|dans 21 heures|dans 1,5 heure|il y a 22 heures
// log:   minute il y a 2 minutes|il y a 1 minute|cette minute-ci|dans 1 minute|dans 2 minutes || il y a 1 minute|dans 2 minutes|il y a 5 minutes|dans 21 minutes|dans 1,5 minute|il y a 22 minutes
// log:   second il y a 2 secondes|il y a 1 seconde|maintenant|dans 1 seconde|dans 2 secondes || il y a 1 seconde|dans 2 secondes|il y a 5 secondes|dans 21 secondes|dans 1,5 seconde|il y a 22 secondes
// log: fr short {"locale":"fr","style":"short","numeric":"auto","numberingSystem":"latn"}
// log:   year il y a 2 a|l’an dernier|cette année|l’an prochain|dans 2 a || il y a 1 a|dans 2 a|il y a 5 a|dans 21 a|dans 1,5 a|il y a 22 a
// log:   month il y a 2 m.|le mois dernier|ce mois-ci|le mois prochain|dans 2 m. || il y a 1 m.|dans 2 m.|il y a 5 m.|dans 21 m.|dans 1,5 m.|il y a 22 m.
// log:   day avant-hier|hier|aujourd’hui|demain|après-demain || il y a 1 j|dans 2 j|il y a 5 j|dans 21 j|dans 1,5 j|il y a 22 j
// log:   hour il y a 2 h|il y a 1 h|cette heure-ci|dans 1 h|dans 2 h || il y a 1 h|dans 2 h|il y a 5 h|dans 21 h|dans 1,5 h|il y a 22 h
// log:   second il y a 2 s|il y a 1 s|maintenant|dans 1 s|dans 2 s || il y a 1 s|dans 2 s|il y a 5 s|dans 21 s|dans 1,5 s|il y a 22 s
// log: fr narrow {"locale":"fr","style":"narrow","numeric":"auto","numberingSystem":"latn"}
// log:   year -2 a|l’an dernier|cette année|l’an prochain|+2 a || -1 a|+2 a|-5 a|+21 a|+1,5 a|-22 a
// log:   month -2 m.|le mois dernier|ce mois-ci|le mois prochain|+2 m. || -1 m.|+2 m.|-5 m.|+21 m.|+1,5 m.|-22 m.
// log:   day avant-hier|hier|aujourd’hui|demain|après-demain || -1 j|+2 j|-5 j|+21 j|+1,5 j|-22 j
// log:   hour -2 h|-1 h|cette heure-ci|+1 h|+2 h || -1 h|+2 h|-5 h|+21 h|+1,5 h|-22 h
// log:   second -2 s|-1 s|maintenant|+1 s|+2 s || -1 s|+2 s|-5 s|+21 s|+1,5 s|-22 s
// log: fr-CA long {"locale":"fr-CA","style":"long","numeric":"auto","numberingSystem":"latn"}
// log:   year il y a 2 ans|l’année dernière|cette année|l’année prochaine|dans 2 ans || il y a 1 an|dans 2 ans|il y a 5 ans|dans 21 ans|dans 1,5 an|il y a 22 ans
// log:   quarter il y a 2 trimestres|le trimestre dernier|ce trimestre-ci|le trimestre prochain|dans 2 trimestres || il y a 1 trimestre|dans 2 trimestres|il y a 5 trimestres|dans 21 trimestres|dans 1,5 trimestre|il y a 22 trimestres
// log:   month il y a 2 mois|le mois dernier|ce mois-ci|le mois prochain|dans 2 mois || il y a 1 mois|dans 2 mois|il y a 5 mois|dans 21 mois|dans 1,5 mois|il y a 22 mois
// log:   week il y a 2 semaines|la semaine dernière|cette semaine|la semaine prochaine|dans 2 semaines || il y a 1 semaine|dans 2 semaines|il y a 5 semaines|dans 21 semaines|dans 1,5 semaine|il y a 22 semaines
// log:   day avant-hier|hier|aujourd’hui|demain|après-demain || il y a 1 jour|dans 2 jours|il y a 5 jours|dans 21 jours|dans 1,5 jour|il y a 22 jours
// log:   hour il y a 2 heures|il y a 1 heure|cette heure-ci|dans 1 heure|dans 2 heures || il y a 1 heure|dans 2 heures|il y a 5 heures|dans 21 heures|dans 1,5 heure|il y a 22 heures
// log:   minute il y a 2 minutes|il y a 1 minute|cette minute-ci|dans 1 minute|dans 2 minutes || il y a 1 minute|dans 2 minutes|il y a 5 minutes|dans 21 minutes|dans 1,5 minute|il y a 22 minutes
// log:   second il y a 2 secondes|il y a 1 seconde|maintenant|dans 1 seconde|dans 2 secondes || il y a 1 seconde|dans 2 secondes|il y a 5 secondes|dans 21 secondes|dans 1,5 seconde|il y a 22 secondes
// log: fr-CA short {"locale":"fr-CA","style":"short","numeric":"auto","numberingSystem":"latn"}
// log:   year il y a 2 a|l’an dernier|cette année|l’an prochain|dans 2 a || il y a 1 a|dans 2 a|il y a 5 a|dans 21 a|dans 1,5 a|il y a 22 a
// log:   month il y a 2 m.|le mois dernier|ce mois-ci|le mois prochain|dans 2 m. || il y a 1 m.|dans 2 m.|il y a 5 m.|dans 21 m.|dans 1,5 m.|il y a 22 m.
// log:   day avant-hier|hier|aujourd’hui|demain|après-demain || il y a 1 j|dans 2 j|il y a 5 j|dans 21 j|dans 1,5 j|il y a 22 j
// log:   hour il y a 2 h|il y a 1 h|cette heure-ci|dans 1 h|dans 2 h || il y a 1 h|dans 2 h|il y a 5 h|dans 21 h|dans 1,5 h|il y a 22 h
// log:   second il y a 2 s|il y a 1 s|maintenant|dans 1 s|dans 2 s || il y a 1 s|dans 2 s|il y a 5 s|dans 21 s|dans 1,5 s|il y a 22 s
// log: fr-CA narrow {"locale":"fr-CA","style":"narrow","numeric":"auto","numberingSystem":"latn"}
// log:   year -2 a|l’an dernier|cette année|l’an prochain|+2 a || -1 a|+2 a|-5 a|+21 a|+1,5 a|-22 a
// log:   month -2 m.|le mois dernier|ce mois-ci|le mois prochain|+2 m. || -1 m.|+2 m.|-5 m.|+21 m.|+1,5 m.|-22 m.
// log:   day avant-hier|hier|aujourd’hui|demain|après-demain || -1 j|+2 j|-5 j|+21 j|+1,5 j|-22 j
// log:   hour -2 h|-1 h|cette heure-ci|+1 h|+2 h || -1 h|+2 h|-5 h|+21 h|+1,5 h|-22 h
// log:   second -2 s|-1 s|maintenant|+ 1 s|+2 s || -1 s|+2 s|-5 s|+21 s|+ 1,5 s|-22 s
// log: es long {"locale":"es","style":"long","numeric":"auto","numberingSystem":"latn"}
// log:   year hace 2 años|el año pasado|este año|el próximo año|dentro de 2 años || hace 1 año|dentro de 2 años|hace 5 años|dentro de 21 años|dentro de 1,5 años|hace 22 años
// log:   quarter hace 2 trimestres|el trimestre pasado|este trimestre|el próximo trimestre|dentro de 2 trimestres || hace 1 trimestre|dentro de 2 trimestres|hace 5 trimestres|dentro de 21 trimestres|dentro de 1,5 trimestres|hace 22 trimestres
// log:   month hace 2 meses|el mes pasado|este mes|el próximo mes|dentro de 2 meses || hace 1 mes|dentro de 2 meses|hace 5 meses|dentro de 21 meses|dentro de 1,5 meses|hace 22 meses
// log:   week hace 2 semanas|la semana pasada|esta semana|la próxima semana|dentro de 2 semanas || hace 1 semana|dentro de 2 semanas|hace 5 semanas|dentro de 21 semanas|dentro de 1,5 semanas|hace 22 semanas
// log:   day anteayer|ayer|hoy|mañana|pasado mañana || hace 1 día|dentro de 2 días|hace 5 días|dentro de 21 días|dentro de 1,5 días|hace 22 días
// log:   hour hace 2 horas|hace 1 hora|esta hora|dentro de 1 hora|dentro de 2 horas || hace 1 hora|dentro de 2 horas|hace 5 horas|dentro de 21 horas|dentro de 1,5 horas|hace 22 horas
// log:   minute hace 2 minutos|hace 1 minuto|este minuto|dentro de 1 minuto|dentro de 2 minutos || hace 1 minuto|dentro de 2 minutos|hace 5 minutos|dentro de 21 minutos|dentro de 1,5 minutos|hace 22 minutos
// log:   second hace 2 segundos|hace 1 segundo|ahora|dentro de 1 segundo|dentro de 2 segundos || hace 1 segundo|dentro de 2 segundos|hace 5 segundos|dentro de 21 segundos|dentro de 1,5 segundos|hace 22 segundos
// log: es short {"locale":"es","style":"short","numeric":"auto","numberingSystem":"latn"}
// log:   year hace 2 a|el año pasado|este año|el próximo año|dentro de 2 a || hace 1 a|dentro de 2 a|hace 5 a|dentro de 21 a|dentro de 1,5 a|hace 22 a
// log:   month hace 2 m|el mes pasado|este mes|el próximo mes|dentro de 2 m || hace 1 m|dentro de 2 m|hace 5 m|dentro de 21 m|dentro de 1,5 m|hace 22 m
// log:   day anteayer|ayer|hoy|mañana|pasado mañana || hace 1 d|dentro de 2 d|hace 5 d|dentro de 21 d|dentro de 1,5 d|hace 22 d
// log:   hour hace 2 h|hace 1 h|esta hora|dentro de 1 h|dentro de 2 h || hace 1 h|dentro de 2 h|hace 5 h|dentro de 21 h|dentro de 1,5 h|hace 22 h
// log:   second hace 2 s|hace 1 s|ahora|dentro de 1 s|dentro de 2 s || hace 1 s|dentro de 2 s|hace 5 s|dentro de 21 s|dentro de 1,5 s|hace 22 s
// log: es narrow {"locale":"es","style":"narrow","numeric":"auto","numberingSystem":"latn"}
// log:   year hace 2 a|el año pasado|este año|el próximo año|dentro de 2 a || hace 1 a|dentro de 2 a|hace 5 a|dentro de 21 a|dentro de 1,5 a|hace 22 a
// log:   month hace 2 m|el mes pasado|este mes|el próximo mes|dentro de 2 m || hace 1 m|dentro de 2 m|hace 5 m|dentro de 21 m|dentro de 1,5 m|hace 22 m
// log:   day anteayer|ayer|hoy|mañana|pasado mañana || hace 1 d|dentro de 2 d|hace 5 d|dentro de 21 d|dentro de 1,5 d|hace 22 d
// log:   hour hace 2 h|hace 1 h|esta hora|dentro de 1 h|dentro de 2 h || hace 1 h|dentro de 2 h|hace 5 h|dentro de 21 h|dentro de 1,5 h|hace 22 h
// log:   second hace 2 s|hace 1 s|ahora|dentro de 1 s|dentro de 2 s || hace 1 s|dentro de 2 s|hace 5 s|dentro de 21 s|dentro de 1,5 s|hace 22 s
// log: it long {"locale":"it","style":"long","numeric":"auto","numberingSystem":"latn"}
// log:   year 2 anni fa|anno scorso|quest’anno|anno prossimo|tra 2 anni || 1 anno fa|tra 2 anni|5 anni fa|tra 21 anni|tra 1,5 anni|22 anni fa
// log:   quarter 2 trimestri fa|trimestre scorso|questo trimestre|trimestre prossimo|tra 2 trimestri || 1 trimestre fa|tra 2 trimestri|5 trimestri fa|tra 21 trimestri|tra 1,5 trimestri|22 trimestri fa
// log:   month 2 mesi fa|mese scorso|questo mese|mese prossimo|tra 2 mesi || 1 mese fa|tra 2 mesi|5 mesi fa|tra 21 mesi|tra 1,5 mesi|22 mesi fa
// log:   week 2 settimane fa|settimana scorsa|questa settimana|settimana prossima|tra 2 settimane || 1 settimana fa|tra 2 settimane|5 settimane fa|tra 21 settimane|tra 1,5 settimane|22 settimane fa
// log:   day l’altro ieri|ieri|oggi|domani|dopodomani || 1 giorno fa|tra 2 giorni|5 giorni fa|tra 21 giorni|tra 1,5 giorni|22 giorni fa
// log:   hour 2 ore fa|1 ora fa|quest’ora|tra 1 ora|tra 2 ore || 1 ora fa|tra 2 ore|5 ore fa|tra 21 ore|tra 1,5 ore|22 ore fa
// log:   minute 2 minuti fa|1 minuto fa|questo minuto|tra 1 minuto|tra 2 minuti || 1 minuto fa|tra 2 minuti|5 minuti fa|tra 21 minuti|tra 1,5 minuti|22 minuti fa
// log:   second 2 secondi fa|1 secondo fa|ora|tra 1 secondo|tra 2 secondi || 1 secondo fa|tra 2 secondi|5 secondi fa|tra 21 secondi|tra 1,5 secondi|22 secondi fa
// log: it short {"locale":"it","style":"short","numeric":"auto","numberingSystem":"latn"}
// log:   year 2 anni fa|anno scorso|quest’anno|anno prossimo|tra 2 anni || 1 anno fa|tra 2 anni|5 anni fa|tra 21 anni|tra 1,5 anni|22 anni fa
// log:   month 2 mesi fa|mese scorso|questo mese|mese prossimo|tra 2 mesi || 1 mese fa|tra 2 mesi|5 mesi fa|tra 21 mesi|tra 1,5 mesi|22 mesi fa
// log:   day l’altro ieri|ieri|oggi|domani|dopodomani || 1 g fa|tra 2 gg|5 gg fa|tra 21 gg|tra 1,5 gg|22 gg fa
// log:   hour 2 h fa|1 h fa|quest’ora|tra 1 h|tra 2 h || 1 h fa|tra 2 h|5 h fa|tra 21 h|tra 1,5 h|22 h fa
// log:   second 2 sec. fa|1 sec. fa|ora|tra 1 sec.|tra 2 sec. || 1 sec. fa|tra 2 sec.|5 sec. fa|tra 21 sec.|tra 1,5 sec.|22 sec. fa
// log: it narrow {"locale":"it","style":"narrow","numeric":"auto","numberingSystem":"latn"}
// log:   year 2 anni fa|anno scorso|quest’anno|anno prossimo|tra 2 anni || 1 anno fa|tra 2 anni|5 anni fa|tra 21 anni|tra 1,5 anni|22 anni fa
// log:   month 2 mesi fa|mese scorso|questo mese|mese prossimo|tra 2 mesi || 1 mese fa|tra 2 mesi|5 mesi fa|tra 21 mesi|tra 1,5 mesi|22 mesi fa
// log:   day l’altro ieri|ieri|oggi|domani|dopodomani || 1 g fa|tra 2 gg|5 gg fa|tra 21 gg|tra 1,5 gg|22 gg fa
// log:   hour 2 h fa|1 h fa|quest’ora|tra 1 h|tra 2 h || 1 h fa|tra 2 h|5 h fa|tra 21 h|tra 1,5 h|22 h fa
// log:   second 2 s fa|1 s fa|ora|tra 1 s|tra 2 s || 1 s fa|tra 2 s|5 s fa|tra 21 s|tra 1,5 s|22 s fa
// log: pt-BR long {"locale":"pt-BR","style":"long","numeric":"auto","numberingSystem":"latn"}
// log:   year há 2 anos|ano passado|este ano|próximo ano|em 2 anos || há 1 ano|em 2 anos|há 5 anos|em 21 anos|em 1,5 ano|há 22 anos
// log:   quarter há 2 trimestres|último trimestre|este trimestre|próximo trimestre|em 2 trimestres || há 1 trimestre|em 2 trimestres|há 5 trimestres|em 21 trimestres|em 1,5 trimestre|há 22 trimestres
// log:   month há 2 meses|mês passado|este mês|próximo mês|em 2 meses || há 1 mês|em 2 meses|há 5 meses|em 21 meses|em 1,5 mês|há 22 meses
// log:   week há 2 semanas|semana passada|esta semana|próxima semana|em 2 semanas || há 1 semana|em 2 semanas|há 5 semanas|em 21 semanas|em 1,5 semana|há 22 semanas
// log:   day anteontem|ontem|hoje|amanhã|depois de amanhã || há 1 dia|em 2 dias|há 5 dias|em 21 dias|em 1,5 dia|há 22 dias
// log:   hour há 2 horas|há 1 hora|esta hora|em 1 hora|em 2 horas || há 1 hora|em 2 horas|há 5 horas|em 21 horas|em 1,5 hora|há 22 horas
// log:   minute há 2 minutos|há 1 minuto|este minuto|em 1 minuto|em 2 minutos || há 1 minuto|em 2 minutos|há 5 minutos|em 21 minutos|em 1,5 minuto|há 22 minutos
// log:   second há 2 segundos|há 1 segundo|agora|em 1 segundo|em 2 segundos || há 1 segundo|em 2 segundos|há 5 segundos|em 21 segundos|em 1,5 segundo|há 22 segundos
// log: pt-BR short {"locale":"pt-BR","style":"short","numeric":"auto","numberingSystem":"latn"}
// log:   year há 2 anos|ano passado|este ano|próximo ano|em 2 anos || há 1 ano|em 2 anos|há 5 anos|em 21 anos|em 1,5 ano|há 22 anos
// log:   month há 2 meses|mês passado|este mês|próximo mês|em 2 meses || há 1 mês|em 2 meses|há 5 meses|em 21 meses|em 1,5 mês|há 22 meses
// log:   day anteontem|ontem|hoje|amanhã|depois de amanhã || há 1 dia|em 2 dias|há 5 dias|em 21 dias|em 1,5 dia|há 22 dias
// log:   hour há 2 h|há 1 h|esta hora|em 1 h|em 2 h || há 1 h|em 2 h|há 5 h|em 21 h|em 1,5 h|há 22 h
// log:   second há 2 seg.|há 1 seg.|agora|em 1 seg.|em 2 seg. || há 1 seg.|em 2 seg.|há 5 seg.|em 21 seg.|em 1,5 seg.|há 22 seg.
// log: pt-BR narrow {"locale":"pt-BR","style":"narrow","numeric":"auto","numberingSystem":"latn"}
// log:   year há 2 anos|ano passado|este ano|próximo ano|em 2 anos || há 1 ano|em 2 anos|há 5 anos|em 21 anos|em 1,5 ano|há 22 anos
// log:   month há 2 meses|mês passado|este mês|próximo mês|em 2 meses || há 1 mês|em 2 meses|há 5 meses|em 21 meses|em 1,5 mês|há 22 meses
// log:   day anteontem|ontem|hoje|amanhã|depois de amanhã || há 1 dia|em 2 dias|há 5 dias|em 21 dias|em 1,5 dia|há 22 dias
// log:   hour há 2 h|há 1 h|esta hora|em 1 h|em 2 h || há 1 h|em 2 h|há 5 h|em 21 h|em 1,5 h|há 22 h
// log:   second há 2 seg.|há 1 seg.|agora|em 1 seg.|em 2 seg. || há 1 seg.|em 2 seg.|há 5 seg.|em 21 seg.|em 1,5 seg.|há 22 seg.
// log: pt-PT long {"locale":"pt-PT","style":"long","numeric":"auto","numberingSystem":"latn"}
// log:   year há 2 anos|ano passado|este ano|próximo ano|dentro de 2 anos || há 1 ano|dentro de 2 anos|há 5 anos|dentro de 21 anos|dentro de 1,5 anos|há 22 anos
// log:   quarter há 2 trimestres|trimestre passado|este trimestre|próximo trimestre|dentro de 2 trimestres || há 1 trimestre|dentro de 2 trimestres|há 5 trimestres|dentro de 21 trimestres|dentro de 1,5 trimestres|há 22 trimestres
// log:   month há 2 meses|mês passado|este mês|próximo mês|dentro de 2 meses || há 1 mês|dentro de 2 meses|há 5 meses|dentro de 21 meses|dentro de 1,5 meses|há 22 meses
// log:   week há 2 semanas|semana passada|esta semana|próxima semana|dentro de 2 semanas || há 1 semana|dentro de 2 semanas|há 5 semanas|dentro de 21 semanas|dentro de 1,5 semanas|há 22 semanas
// log:   day anteontem|ontem|hoje|amanhã|depois de amanhã || há 1 dia|dentro de 2 dias|há 5 dias|dentro de 21 dias|dentro de 1,5 dias|há 22 dias
// log:   hour há 2 horas|há 1 hora|esta hora|dentro de 1 hora|dentro de 2 horas || há 1 hora|dentro de 2 horas|há 5 horas|dentro de 21 horas|dentro de 1,5 horas|há 22 horas
// log:   minute há 2 minutos|há 1 minuto|este minuto|dentro de 1 minuto|dentro de 2 minutos || há 1 minuto|dentro de 2 minutos|há 5 minutos|dentro de 21 minutos|dentro de 1,5 minutos|há 22 minutos
// log:   second há 2 segundos|há 1 segundo|agora|dentro de 1 segundo|dentro de 2 segundos || há 1 segundo|dentro de 2 segundos|há 5 segundos|dentro de 21 segundos|dentro de 1,5 segundos|há 22 segundos
// log: pt-PT short {"locale":"pt-PT","style":"short","numeric":"auto","numberingSystem":"latn"}
// log:   year há 2 anos|ano passado|este ano|próximo ano|dentro de 2 anos || há 1 ano|dentro de 2 anos|há 5 anos|dentro de 21 anos|dentro de 1,5 anos|há 22 anos
// log:   month há 2 meses|mês passado|este mês|próximo mês|dentro de 2 meses || há 1 mês|dentro de 2 meses|há 5 meses|dentro de 21 meses|dentro de 1,5 meses|há 22 meses
// log:   day anteontem|ontem|hoje|amanhã|depois de amanhã || há 1 dia|dentro de 2 dias|há 5 dias|dentro de 21 dias|dentro de 1,5 dias|há 22 dias
// log:   hour há 2 h|há 1 h|esta hora|dentro de 1 h|dentro de 2 h || há 1 h|dentro de 2 h|há 5 h|dentro de 21 h|dentro de 1,5 h|há 22 h
// log:   second há 2 s|há 1 s|agora|dentro de 1 s|dentro de 2 s || há 1 s|dentro de 2 s|há 5 s|dentro de 21 s|dentro de 1,5 s|há 22 s
// log: pt-PT narrow {"locale":"pt-PT","style":"narrow","numeric":"auto","numberingSystem":"latn"}
// log:   year -2 anos|ano passado|este ano|próximo ano|+2 anos || -1 ano|+2 anos|-5 anos|+21 anos|+1,5 anos|-22 anos
// log:   month -2 meses|mês passado|este mês|próximo mês|+2 meses || -1 mês|+2 meses|-5 meses|+21 meses|+1,5 meses|-22 meses
// log:   day anteontem|ontem|hoje|amanhã|depois de amanhã || -1 dia|+2 dias|-5 dias|+21 dias|+1,5 dias|-22 dias
// log:   hour -2 h|-1 h|esta hora|+1 h|+2 h || -1 h|+2 h|-5 h|+21 h|+1,5 h|-22 h
// log:   second -2 s|-1 s|agora|+1 s|+2 s || -1 s|+2 s|-5 s|+21 s|+1,5 s|-22 s
// log: nl long {"locale":"nl","style":"long","numeric":"auto","numberingSystem":"latn"}
// log:   year 2 jaar geleden|vorig jaar|dit jaar|volgend jaar|over 2 jaar || 1 jaar geleden|over 2 jaar|5 jaar geleden|over 21 jaar|over 1,5 jaar|22 jaar geleden
// log:   quarter 2 kwartalen geleden|vorig kwartaal|dit kwartaal|volgend kwartaal|over 2 kwartalen || 1 kwartaal geleden|over 2 kwartalen|5 kwartalen geleden|over 21 kwartalen|over 1,5 kwartalen|22 kwartalen geleden
// log:   month 2 maanden geleden|vorige maand|deze maand|volgende maand|over 2 maanden || 1 maand geleden|over 2 maanden|5 maanden geleden|over 21 maanden|over 1,5 maanden|22 maanden geleden
// log:   week 2 weken geleden|vorige week|deze week|volgende week|over 2 weken || 1 week geleden|over 2 weken|5 weken geleden|over 21 weken|over 1,5 weken|22 weken geleden
// log:   day eergisteren|gisteren|vandaag|morgen|overmorgen || 1 dag geleden|over 2 dagen|5 dagen geleden|over 21 dagen|over 1,5 dagen|22 dagen geleden
// log:   hour 2 uur geleden|1 uur geleden|binnen een uur|over 1 uur|over 2 uur || 1 uur geleden|over 2 uur|5 uur geleden|over 21 uur|over 1,5 uur|22 uur geleden
// log:   minute 2 minuten geleden|1 minuut geleden|binnen een minuut|over 1 minuut|over 2 minuten || 1 minuut geleden|over 2 minuten|5 minuten geleden|over 21 minuten|over 1,5 minuten|22 minuten geleden
// log:   second 2 seconden geleden|1 seconde geleden|nu|over 1 seconde|over 2 seconden || 1 seconde geleden|over 2 seconden|5 seconden geleden|over 21 seconden|over 1,5 seconden|22 seconden geleden
// log: nl short {"locale":"nl","style":"short","numeric":"auto","numberingSystem":"latn"}
// log:   year 2 jaar geleden|vorig jaar|dit jaar|volgend jaar|over 2 jaar || 1 jaar geleden|over 2 jaar|5 jaar geleden|over 21 jaar|over 1,5 jaar|22 jaar geleden
// log:   month 2 maanden geleden|vorige maand|deze maand|volgende maand|over 2 maanden || 1 maand geleden|over 2 maanden|5 maanden geleden|over 21 maanden|over 1,5 maanden|22 maanden geleden
// log:   day eergisteren|gisteren|vandaag|morgen|overmorgen || 1 dag geleden|over 2 dgn|5 dgn geleden|over 21 dgn|over 1,5 dgn|22 dgn geleden
// log:   hour 2 uur geleden|1 uur geleden|binnen een uur|over 1 uur|over 2 uur || 1 uur geleden|over 2 uur|5 uur geleden|over 21 uur|over 1,5 uur|22 uur geleden
// log:   second 2 sec. geleden|1 sec. geleden|nu|over 1 sec.|over 2 sec. || 1 sec. geleden|over 2 sec.|5 sec. geleden|over 21 sec.|over 1,5 sec.|22 sec. geleden
// log: nl narrow {"locale":"nl","style":"narrow","numeric":"auto","numberingSystem":"latn"}
// log:   year 2 jaar geleden|vorig jaar|dit jaar|volgend jaar|over 2 jaar || 1 jaar geleden|over 2 jaar|5 jaar geleden|over 21 jaar|over 1,5 jaar|22 jaar geleden
// log:   month 2 maanden geleden|vorige maand|deze maand|volgende maand|over 2 maanden || 1 maand geleden|over 2 maanden|5 maanden geleden|over 21 maanden|over 1,5 maanden|22 maanden geleden
// log:   day eergisteren|gisteren|vandaag|morgen|overmorgen || 1 dag geleden|over 2 dgn|5 dgn geleden|over 21 dgn|over 1,5 dgn|22 dgn geleden
// log:   hour 2 uur geleden|1 uur geleden|binnen een uur|over 1 uur|over 2 uur || 1 uur geleden|over 2 uur|5 uur geleden|over 21 uur|over 1,5 uur|22 uur geleden
// log:   second 2 sec. geleden|1 sec. geleden|nu|over 1 sec.|over 2 sec. || 1 sec. geleden|over 2 sec.|5 sec. geleden|over 21 sec.|over 1,5 sec.|22 sec. geleden
// log: sv long {"locale":"sv","style":"long","numeric":"auto","numberingSystem":"latn"}
// log:   year för 2 år sedan|förra året|i år|nästa år|om 2 år || för 1 år sedan|om 2 år|för 5 år sedan|om 21 år|om 1,5 år|för 22 år sedan
// log:   quarter för 2 kvartal sedan|förra kvartalet|detta kvartal|nästa kvartal|om 2 kvartal || för 1 kvartal sedan|om 2 kvartal|för 5 kvartal sedan|om 21 kvartal|om 1,5 kvartal|för 22 kvartal sedan
// log:   month för 2 månader sedan|förra månaden|den här månaden|nästa månad|om 2 månader || för 1 månad sedan|om 2 månader|för 5 månader sedan|om 21 månader|om 1,5 månader|för 22 månader sedan
// log:   week för 2 veckor sedan|förra veckan|denna vecka|nästa vecka|om 2 veckor || för 1 vecka sedan|om 2 veckor|för 5 veckor sedan|om 21 veckor|om 1,5 veckor|för 22 veckor sedan
// log:   day i förrgår|i går|i dag|i morgon|i övermorgon || för 1 dag sedan|om 2 dagar|för 5 dagar sedan|om 21 dagar|om 1,5 dagar|för 22 dagar sedan
// log:   hour för 2 timmar sedan|för 1 timme sedan|denna timme|om 1 timme|om 2 timmar || för 1 timme sedan|om 2 timmar|för 5 timmar sedan|om 21 timmar|om 1,5 timmar|för 22 timmar sedan
// log:   minute för 2 minuter sedan|för 1 minut sedan|denna minut|om 1 minut|om 2 minuter || för 1 minut sedan|om 2 minuter|för 5 minuter sedan|om 21 minuter|om 1,5 minuter|för 22 minuter sedan
// log:   second för 2 sekunder sedan|för 1 sekund sedan|nu|om 1 sekund|om 2 sekunder || för 1 sekund sedan|om 2 sekunder|för 5 sekunder sedan|om 21 sekunder|om 1,5 sekunder|för 22 sekunder sedan
// log: sv short {"locale":"sv","style":"short","numeric":"auto","numberingSystem":"latn"}
// log:   year för 2 år sen|förra året|i år|nästa år|om 2 år || för 1 år sen|om 2 år|för 5 år sen|om 21 år|om 1,5 år|för 22 år sen
// log:   month för 2 mån. sen|förra mån.|denna mån.|nästa mån.|om 2 mån. || för 1 mån. sen|om 2 mån.|för 5 mån. sen|om 21 mån.|om 1,5 mån.|för 22 mån. sen
// log:   day i förrgår|i går|i dag|i morgon|i övermorgon || för 1 d sedan|om 2 d|för 5 d sedan|om 21 d|om 1,5 d|för 22 d sedan
// log:   hour för 2 tim sedan|för 1 tim sedan|denna timme|om 1 tim|om 2 tim || för 1 tim sedan|om 2 tim|för 5 tim sedan|om 21 tim|om 1,5 tim|för 22 tim sedan
// log:   second för 2 s sen|för 1 s sen|nu|om 1 sek|om 2 sek || för 1 s sen|om 2 sek|för 5 s sen|om 21 sek|om 1,5 sek|för 22 s sen
// log: sv narrow {"locale":"sv","style":"narrow","numeric":"auto","numberingSystem":"latn"}
// log:   year −2 år|förra året|i år|nästa år|+2 år || −1 år|+2 år|−5 år|+21 år|+1,5 år|−22 år
// log:   month −2 mån|förra mån.|denna mån.|nästa mån.|+2 mån. || −1 mån|+2 mån.|−5 mån|+21 mån.|+1,5 mån.|−22 mån
// log:   day i förrgår|igår|idag|imorgon|i övermorgon || −1 d|+2 d|−5 d|+21 d|+1,5 d|−22 d
// log:   hour −2 h|−1 h|denna timme|+1 h|+2 h || −1 h|+2 h|−5 h|+21 h|+1,5 h|−22 h
// log:   second −2 s|−1 s|nu|+1 s|+2 s || −1 s|+2 s|−5 s|+21 s|+1,5 s|−22 s
// log: ja long {"locale":"ja","style":"long","numeric":"auto","numberingSystem":"latn"}
// log:   year 2 年前|昨年|今年|来年|2 年後 || 1 年前|2 年後|5 年前|21 年後|1.5 年後|22 年前
// log:   quarter 2 四半期前|前四半期|今四半期|翌四半期|2 四半期後 || 1 四半期前|2 四半期後|5 四半期前|21 四半期後|1.5 四半期後|22 四半期前
// log:   month 2 か月前|先月|今月|来月|2 か月後 || 1 か月前|2 か月後|5 か月前|21 か月後|1.5 か月後|22 か月前
// log:   week 2 週間前|先週|今週|来週|2 週間後 || 1 週間前|2 週間後|5 週間前|21 週間後|1.5 週間後|22 週間前
// log:   day 一昨日|昨日|今日|明日|明後日 || 1 日前|2 日後|5 日前|21 日後|1.5 日後|22 日前
// log:   hour 2 時間前|1 時間前|1 時間以内|1 時間後|2 時間後 || 1 時間前|2 時間後|5 時間前|21 時間後|1.5 時間後|22 時間前
// log:   minute 2 分前|1 分前|1 分以内|1 分後|2 分後 || 1 分前|2 分後|5 分前|21 分後|1.5 分後|22 分前
// log:   second 2 秒前|1 秒前|今|1 秒後|2 秒後 || 1 秒前|2 秒後|5 秒前|21 秒後|1.5 秒後|22 秒前
// log: ja short {"locale":"ja","style":"short","numeric":"auto","numberingSystem":"latn"}
// log:   year 2 年前|昨年|今年|来年|2 年後 || 1 年前|2 年後|5 年前|21 年後|1.5 年後|22 年前
// log:   month 2 か月前|先月|今月|来月|2 か月後 || 1 か月前|2 か月後|5 か月前|21 か月後|1.5 か月後|22 か月前
// log:   day 一昨日|昨日|今日|明日|明後日 || 1 日前|2 日後|5 日前|21 日後|1.5 日後|22 日前
// log:   hour 2 時間前|1 時間前|1 時間以内|1 時間後|2 時間後 || 1 時間前|2 時間後|5 時間前|21 時間後|1.5 時間後|22 時間前
// log:   second 2 秒前|1 秒前|今|1 秒後|2 秒後 || 1 秒前|2 秒後|5 秒前|21 秒後|1.5 秒後|22 秒前
// log: ja narrow {"locale":"ja","style":"narrow","numeric":"auto","numberingSystem":"latn"}
// log:   year 2年前|昨年|今年|来年|2年後 || 1年前|2年後|5年前|21年後|1.5年後|22年前
// log:   month 2か月前|先月|今月|来月|2か月後 || 1か月前|2か月後|5か月前|21か月後|1.5か月後|22か月前
// log:   day 一昨日|昨日|今日|明日|明後日 || 1日前|2日後|5日前|21日後|1.5日後|22日前
// log:   hour 2時間前|1時間前|1 時間以内|1時間後|2時間後 || 1時間前|2時間後|5時間前|21時間後|1.5時間後|22時間前
// log:   second 2秒前|1秒前|今|1秒後|2秒後 || 1秒前|2秒後|5秒前|21秒後|1.5秒後|22秒前
// log: zh long {"locale":"zh","style":"long","numeric":"auto","numberingSystem":"latn"}
// log:   year 2年前|去年|今年|明年|2年后 || 1年前|2年后|5年前|21年后|1.5年后|22年前
// log:   quarter 2个季度前|上季度|本季度|下季度|2个季度后 || 1个季度前|2个季度后|5个季度前|21个季度后|1.5个季度后|22个季度前
// log:   month 2个月前|上个月|本月|下个月|2个月后 || 1个月前|2个月后|5个月前|21个月后|1.5个月后|22个月前
// log:   week 2周前|上周|本周|下周|2周后 || 1周前|2周后|5周前|21周后|1.5周后|22周前
// log:   day 前天|昨天|今天|明天|后天 || 1天前|2天后|5天前|21天后|1.5天后|22天前
// log:   hour 2小时前|1小时前|这一时间 / 此时|1小时后|2小时后 || 1小时前|2小时后|5小时前|21小时后|1.5小时后|22小时前
// log:   minute 2分钟前|1分钟前|此刻|1分钟后|2分钟后 || 1分钟前|2分钟后|5分钟前|21分钟后|1.5分钟后|22分钟前
// log:   second 2秒钟前|1秒钟前|现在|1秒钟后|2秒钟后 || 1秒钟前|2秒钟后|5秒钟前|21秒钟后|1.5秒钟后|22秒钟前
// log: zh short {"locale":"zh","style":"short","numeric":"auto","numberingSystem":"latn"}
// log:   year 2年前|去年|今年|明年|2年后 || 1年前|2年后|5年前|21年后|1.5年后|22年前
// log:   month 2个月前|上个月|本月|下个月|2个月后 || 1个月前|2个月后|5个月前|21个月后|1.5个月后|22个月前
// log:   day 前天|昨天|今天|明天|后天 || 1天前|2天后|5天前|21天后|1.5天后|22天前
// log:   hour 2小时前|1小时前|这一时间 / 此时|1小时后|2小时后 || 1小时前|2小时后|5小时前|21小时后|1.5小时后|22小时前
// log:   second 2秒前|1秒前|现在|1秒后|2秒后 || 1秒前|2秒后|5秒前|21秒后|1.5秒后|22秒前
// log: zh narrow {"locale":"zh","style":"narrow","numeric":"auto","numberingSystem":"latn"}
// log:   year 2年前|去年|今年|明年|2年后 || 1年前|2年后|5年前|21年后|1.5年后|22年前
// log:   month 2个月前|上个月|本月|下个月|2个月后 || 1个月前|2个月后|5个月前|21个月后|1.5个月后|22个月前
// log:   day 前天|昨天|今天|明天|后天 || 1天前|2天后|5天前|21天后|1.5天后|22天前
// log:   hour 2小时前|1小时前|这一时间 / 此时|1小时后|2小时后 || 1小时前|2小时后|5小时前|21小时后|1.5小时后|22小时前
// log:   second 2秒前|1秒前|现在|1秒后|2秒后 || 1秒前|2秒后|5秒前|21秒后|1.5秒后|22秒前
// log: ko long {"locale":"ko","style":"long","numeric":"auto","numberingSystem":"latn"}
// log:   year 2년 전|작년|올해|내년|2년 후 || 1년 전|2년 후|5년 전|21년 후|1.5년 후|22년 전
// log:   quarter 2분기 전|지난 분기|이번 분기|다음 분기|2분기 후 || 1분기 전|2분기 후|5분기 전|21분기 후|1.5분기 후|22분기 전
// log:   month 2개월 전|지난달|이번 달|다음 달|2개월 후 || 1개월 전|2개월 후|5개월 전|21개월 후|1.5개월 후|22개월 전
// log:   week 2주 전|지난주|이번 주|다음 주|2주 후 || 1주 전|2주 후|5주 전|21주 후|1.5주 후|22주 전
// log:   day 그저께|어제|오늘|내일|모레 || 1일 전|2일 후|5일 전|21일 후|1.5일 후|22일 전
// log:   hour 2시간 전|1시간 전|현재 시간|1시간 후|2시간 후 || 1시간 전|2시간 후|5시간 전|21시간 후|1.5시간 후|22시간 전
// log:   minute 2분 전|1분 전|현재 분|1분 후|2분 후 || 1분 전|2분 후|5분 전|21분 후|1.5분 후|22분 전
// log:   second 2초 전|1초 전|지금|1초 후|2초 후 || 1초 전|2초 후|5초 전|21초 후|1.5초 후|22초 전
// log: ko short {"locale":"ko","style":"short","numeric":"auto","numberingSystem":"latn"}
// log:   year 2년 전|작년|올해|내년|2년 후 || 1년 전|2년 후|5년 전|21년 후|1.5년 후|22년 전
// log:   month 2개월 전|지난달|이번 달|다음 달|2개월 후 || 1개월 전|2개월 후|5개월 전|21개월 후|1.5개월 후|22개월 전
// log:   day 그저께|어제|오늘|내일|모레 || 1일 전|2일 후|5일 전|21일 후|1.5일 후|22일 전
// log:   hour 2시간 전|1시간 전|현재 시간|1시간 후|2시간 후 || 1시간 전|2시간 후|5시간 전|21시간 후|1.5시간 후|22시간 전
// log:   second 2초 전|1초 전|지금|1초 후|2초 후 || 1초 전|2초 후|5초 전|21초 후|1.5초 후|22초 전
// log: ko narrow {"locale":"ko","style":"narrow","numeric":"auto","numberingSystem":"latn"}
// log:   year 2년 전|작년|올해|내년|2년 후 || 1년 전|2년 후|5년 전|21년 후|1.5년 후|22년 전
// log:   month 2개월 전|지난달|이번 달|다음 달|2개월 후 || 1개월 전|2개월 후|5개월 전|21개월 후|1.5개월 후|22개월 전
// log:   day 그저께|어제|오늘|내일|모레 || 1일 전|2일 후|5일 전|21일 후|1.5일 후|22일 전
// log:   hour 2시간 전|1시간 전|현재 시간|1시간 후|2시간 후 || 1시간 전|2시간 후|5시간 전|21시간 후|1.5시간 후|22시간 전
// log:   second 2초 전|1초 전|지금|1초 후|2초 후 || 1초 전|2초 후|5초 전|21초 후|1.5초 후|22초 전
// log: ru long {"locale":"ru","style":"long","numeric":"auto","numberingSystem":"latn"}
// log:   year 2 года назад|в прошлом году|в этом году|в следующем году|через 2 года || 1 год назад|через 2 года|5 лет назад|через 21 год|через 1,5 года|22 года назад
// log:   quarter 2 квартала назад|в прошлом квартале|в текущем квартале|в следующем квартале|через 2 квартала || 1 квартал назад|через 2 квартала|5 кварталов назад|через 21 квартал|через 1,5 квартала|22 квартала назад
// log:   month 2 месяца назад|в прошлом месяце|в этом месяце|в следующем месяце|через 2 месяца || 1 месяц назад|через 2 месяца|5 месяцев назад|через 21 месяц|через 1,5 месяца|22 месяца назад
// log:   week 2 недели назад|на прошлой неделе|на этой неделе|на следующей неделе|через 2 недели || 1 неделю назад|через 2 недели|5 недель назад|через 21 неделю|через 1,5 недели|22 недели назад
// log:   day позавчера|вчера|сегодня|завтра|послезавтра || 1 день назад|через 2 дня|5 дней назад|через 21 день|через 1,5 дня|22 дня назад
// log:   hour 2 часа назад|1 час назад|в этот час|через 1 час|через 2 часа || 1 час назад|через 2 часа|5 часов назад|через 21 час|через 1,5 часа|22 часа назад
// log:   minute 2 минуты назад|1 минуту назад|в эту минуту|через 1 минуту|через 2 минуты || 1 минуту назад|через 2 минуты|5 минут назад|через 21 минуту|через 1,5 минуты|22 минуты назад
// log:   second 2 секунды назад|1 секунду назад|сейчас|через 1 секунду|через 2 секунды || 1 секунду назад|через 2 секунды|5 секунд назад|через 21 секунду|через 1,5 секунды|22 секунды назад
// log: ru short {"locale":"ru","style":"short","numeric":"auto","numberingSystem":"latn"}
// log:   year 2 г. назад|в прошлом г.|в этом г.|в след. г.|через 2 г. || 1 г. назад|через 2 г.|5 л. назад|через 21 г.|через 1,5 г.|22 г. назад
// log:   month 2 мес. назад|в прошлом мес.|в этом мес.|в следующем мес.|через 2 мес. || 1 мес. назад|через 2 мес.|5 мес. назад|через 21 мес.|через 1,5 мес.|22 мес. назад
// log:   day позавчера|вчера|сегодня|завтра|послезавтра || 1 дн. назад|через 2 дн.|5 дн. назад|через 21 дн.|через 1,5 дн.|22 дн. назад
// log:   hour 2 ч назад|1 ч назад|в этот час|через 1 ч|через 2 ч || 1 ч назад|через 2 ч|5 ч назад|через 21 ч|через 1,5 ч|22 ч назад
// log:   second 2 сек. назад|1 сек. назад|сейчас|через 1 сек.|через 2 сек. || 1 сек. назад|через 2 сек.|5 сек. назад|через 21 сек.|через 1,5 сек.|22 сек. назад
// log: ru narrow {"locale":"ru","style":"narrow","numeric":"auto","numberingSystem":"latn"}
// log:   year -2 г.|в пр. г.|в эт. г.|в сл. г.|+2 г. || -1 г.|+2 г.|-5 л.|+21 г.|+1,5 г.|-22 г.
// log:   month -2 мес.|в пр. мес.|в эт. мес.|в след. мес.|+2 мес. || -1 мес.|+2 мес.|-5 мес.|+21 мес.|+1,5 мес.|-22 мес.
// log:   day позавчера|вчера|сегодня|завтра|послезавтра || -1 дн.|+2 дн.|-5 дн.|+21 дн.|+1,5 дн.|-22 дн.
// log:   hour -2 ч|-1 ч|в этот час|+1 ч|+2 ч || -1 ч|+2 ч|-5 ч|+21 ч|+1,5 ч|-22 ч
// log:   second -2 с|-1 с|сейчас|+1 с|+2 с || -1 с|+2 с|-5 с|+21 с|+1,5 с|-22 с
// log: pl long {"locale":"pl","style":"long","numeric":"auto","numberingSystem":"latn"}
// log:   year 2 lata temu|w zeszłym roku|w tym roku|w przyszłym roku|za 2 lata || 1 rok temu|za 2 lata|5 lat temu|za 21 lat|za 1,5 roku|22 lata temu
// log:   quarter 2 kwartały temu|w zeszłym kwartale|w tym kwartale|w przyszłym kwartale|za 2 kwartały || 1 kwartał temu|za 2 kwartały|5 kwartałów temu|za 21 kwartałów|za 1,5 kwartału|22 kwartały temu
// log:   month 2 miesiące temu|w zeszłym miesiącu|w tym miesiącu|w przyszłym miesiącu|za 2 miesiące || 1 miesiąc temu|za 2 miesiące|5 miesięcy temu|za 21 miesięcy|za 1,5 miesiąca|22 miesiące temu
// log:   week 2 tygodnie temu|w zeszłym tygodniu|w tym tygodniu|w przyszłym tygodniu|za 2 tygodnie || 1 tydzień temu|za 2 tygodnie|5 tygodni temu|za 21 tygodni|za 1,5 tygodnia|22 tygodnie temu
// log:   day przedwczoraj|wczoraj|dzisiaj|jutro|pojutrze || 1 dzień temu|za 2 dni|5 dni temu|za 21 dni|za 1,5 dnia|22 dni temu
// log:   hour 2 godziny temu|1 godzinę temu|ta godzina|za 1 godzinę|za 2 godziny || 1 godzinę temu|za 2 godziny|5 godzin temu|za 21 godzin|za 1,5 godziny|22 godziny temu
// log:   minute 2 minuty temu|1 minutę temu|ta minuta|za 1 minutę|za 2 minuty || 1 minutę temu|za 2 minuty|5 minut temu|za 21 minut|za 1,5 minuty|22 minuty temu
// log:   second 2 sekundy temu|1 sekundę temu|teraz|za 1 sekundę|za 2 sekundy || 1 sekundę temu|za 2 sekundy|5 sekund temu|za 21 sekund|za 1,5 sekundy|22 sekundy temu
// log: pl short {"locale":"pl","style":"short","numeric":"auto","numberingSystem":"latn"}
// log:   year 2 lata temu|w zeszłym roku|w tym roku|w przyszłym roku|za 2 lata || 1 rok temu|za 2 lata|5 lat temu|za 21 lat|za 1,5 roku|22 lata temu
// log:   month 2 mies. temu|w zeszłym mies.|w tym mies.|w przyszłym mies.|za 2 mies. || 1 mies. temu|za 2 mies.|5 mies. temu|za 21 mies.|za 1,5 mies.|22 mies. temu
// log:   day przedwczoraj|wczoraj|dzisiaj|jutro|pojutrze || 1 dzień temu|za 2 dni|5 dni temu|za 21 dni|za 1,5 dnia|22 dni temu
// log:   hour 2 godz. temu|1 godz. temu|ta godzina|za 1 godz.|za 2 godz. || 1 godz. temu|za 2 godz.|5 godz. temu|za 21 godz.|za 1,5 godz.|22 godz. temu
// log:   second 2 sek. temu|1 sek. temu|teraz|za 1 sek.|za 2 sek. || 1 sek. temu|za 2 sek.|5 sek. temu|za 21 sek.|za 1,5 sek.|22 sek. temu
// log: pl narrow {"locale":"pl","style":"narrow","numeric":"auto","numberingSystem":"latn"}
// log:   year 2 lata temu|w zeszłym roku|w tym roku|w przyszłym roku|za 2 lata || 1 rok temu|za 2 lata|5 lat temu|za 21 lat|za 1,5 roku|22 lata temu
// log:   month 2 mies. temu|w zeszłym mies.|w tym mies.|w przyszłym mies.|za 2 mies. || 1 mies. temu|za 2 mies.|5 mies. temu|za 21 mies.|za 1,5 mies.|22 mies. temu
// log:   day przedwczoraj|wcz.|dziś|jutro|pojutrze || 1 dzień temu|za 2 dni|5 dni temu|za 21 dni|za 1,5 dnia|22 dni temu
// log:   hour 2 g. temu|1 g. temu|ta godzina|za 1 g.|za 2 g. || 1 g. temu|za 2 g.|5 g. temu|za 21 g.|za 1,5 g.|22 g. temu
// log:   second 2 s temu|1 s temu|teraz|za 1 s|za 2 s || 1 s temu|za 2 s|5 s temu|za 21 s|za 1,5 s|22 s temu
// log: tr long {"locale":"tr","style":"long","numeric":"auto","numberingSystem":"latn"}
// log:   year 2 yıl önce|geçen yıl|bu yıl|gelecek yıl|2 yıl sonra || 1 yıl önce|2 yıl sonra|5 yıl önce|21 yıl sonra|1,5 yıl sonra|22 yıl önce
// log:   quarter 2 çeyrek önce|geçen çeyrek|bu çeyrek|gelecek çeyrek|2 çeyrek sonra || 1 çeyrek önce|2 çeyrek sonra|5 çeyrek önce|21 çeyrek sonra|1,5 çeyrek sonra|22 çeyrek önce
// log:   month 2 ay önce|geçen ay|bu ay|gelecek ay|2 ay sonra || 1 ay önce|2 ay sonra|5 ay önce|21 ay sonra|1,5 ay sonra|22 ay önce
// log:   week 2 hafta önce|geçen hafta|bu hafta|gelecek hafta|2 hafta sonra || 1 hafta önce|2 hafta sonra|5 hafta önce|21 hafta sonra|1,5 hafta sonra|22 hafta önce
// log:   day evvelsi gün|dün|bugün|yarın|öbür gün || 1 gün önce|2 gün sonra|5 gün önce|21 gün sonra|1,5 gün sonra|22 gün önce
// log:   hour 2 saat önce|1 saat önce|bu saat|1 saat sonra|2 saat sonra || 1 saat önce|2 saat sonra|5 saat önce|21 saat sonra|1,5 saat sonra|22 saat önce
// log:   minute 2 dakika önce|1 dakika önce|bu dakika|1 dakika sonra|2 dakika sonra || 1 dakika önce|2 dakika sonra|5 dakika önce|21 dakika sonra|1,5 dakika sonra|22 dakika önce
// log:   second 2 saniye önce|1 saniye önce|şimdi|1 saniye sonra|2 saniye sonra || 1 saniye önce|2 saniye sonra|5 saniye önce|21 saniye sonra|1,5 saniye sonra|22 saniye önce
// log: tr short {"locale":"tr","style":"short","numeric":"auto","numberingSystem":"latn"}
// log:   year 2 yıl önce|geçen yıl|bu yıl|gelecek yıl|2 yıl sonra || 1 yıl önce|2 yıl sonra|5 yıl önce|21 yıl sonra|1,5 yıl sonra|22 yıl önce
// log:   month 2 ay önce|geçen ay|bu ay|gelecek ay|2 ay sonra || 1 ay önce|2 ay sonra|5 ay önce|21 ay sonra|1,5 ay sonra|22 ay önce
// log:   day evvelsi gün|dün|bugün|yarın|öbür gün || 1 gün önce|2 gün sonra|5 gün önce|21 gün sonra|1,5 gün sonra|22 gün önce
// log:   hour 2 sa. önce|1 sa. önce|bu saat|1 sa. sonra|2 sa. sonra || 1 sa. önce|2 sa. sonra|5 sa. önce|21 sa. sonra|1,5 sa. sonra|22 sa. önce
// log:   second 2 sn. önce|1 sn. önce|şimdi|1 sn. sonra|2 sn. sonra || 1 sn. önce|2 sn. sonra|5 sn. önce|21 sn. sonra|1,5 sn. sonra|22 sn. önce
// log: tr narrow {"locale":"tr","style":"narrow","numeric":"auto","numberingSystem":"latn"}
// log:   year 2 yıl önce|geçen yıl|bu yıl|gelecek yıl|2 yıl sonra || 1 yıl önce|2 yıl sonra|5 yıl önce|21 yıl sonra|1,5 yıl sonra|22 yıl önce
// log:   month 2 ay önce|geçen ay|bu ay|gelecek ay|2 ay sonra || 1 ay önce|2 ay sonra|5 ay önce|21 ay sonra|1,5 ay sonra|22 ay önce
// log:   day evvelsi gün|dün|bugün|yarın|öbür gün || 1 gün önce|2 gün sonra|5 gün önce|21 gün sonra|1,5 gün sonra|22 gün önce
// log:   hour 2 sa. önce|1 sa. önce|bu saat|1 sa. sonra|2 sa. sonra || 1 sa. önce|2 sa. sonra|5 sa. önce|21 sa. sonra|1,5 sa. sonra|22 sa. önce
// log:   second 2 sn. önce|1 sn. önce|şimdi|1 sn. sonra|2 sn. sonra || 1 sn. önce|2 sn. sonra|5 sn. önce|21 sn. sonra|1,5 sn. sonra|22 sn. önce
// log: [{"type":"literal","value":"vor "},{"type":"integer","value":"1","unit":"day"},{"type":"group","value":".","unit":"day"},{"type":"integer","value":"234","unit":"day"},{"type":"decimal","value":",","unit":"day"},{"type":"fraction","value":"5","unit":"day"},{"type":"literal","value":" Tagen"}]
// log: [{"type":"literal","value":"dans "},{"type":"integer","value":"2","unit":"hour"},{"type":"literal","value":" heures"}]
// log: [{"type":"literal","value":"вчера"}]
// log: [{"type":"integer","value":"5","unit":"minute"},{"type":"literal","value":" 分後"}]
// log: heute 0 sekund temu через 5 минут
// Intl.RelativeTimeFormat in the generated locales: styles, numeric
// always/auto with each locale's words and plural forms, formatToParts
// and resolvedOptions.
const locales = ["en-US", "en-GB", "de", "de-AT", "fr", "fr-CA", "es", "it", "pt-BR", "pt-PT", "nl", "sv", "ja", "zh", "ko", "ru", "pl", "tr"];
const units = ["year", "quarter", "month", "week", "day", "hour", "minute", "second"];
for (const l of locales) {
  for (const style of ["long", "short", "narrow"]) {
    const auto = new Intl.RelativeTimeFormat(l, { style, numeric: "auto" });
    const always = new Intl.RelativeTimeFormat(l, { style });
    console.log(l, style, JSON.stringify(auto.resolvedOptions()));
    for (const u of style === "long" ? units : ["year", "month", "day", "hour", "second"]) {
      console.log(" ", u, [-2, -1, 0, 1, 2].map((x) => auto.format(x, u)).join("|"), "||", [-1, 2, -5, 21, 1.5, -22].map((x) => always.format(x, u + "s")).join("|"));
    }
  }
}
console.log(JSON.stringify(new Intl.RelativeTimeFormat("de").formatToParts(-1234.5, "days")));
console.log(JSON.stringify(new Intl.RelativeTimeFormat("fr", { numeric: "auto" }).formatToParts(2, "hour")));
console.log(JSON.stringify(new Intl.RelativeTimeFormat("ru", { numeric: "auto" }).formatToParts(-1, "day")));
console.log(JSON.stringify(new Intl.RelativeTimeFormat("ja").formatToParts(5, "minutes")));
console.log(new Intl.RelativeTimeFormat("de", { numeric: "auto" }).format(-0, "day"), new Intl.RelativeTimeFormat("pl").format(-0, "second"), new Intl.RelativeTimeFormat("ru").format(5, "minutes"));
