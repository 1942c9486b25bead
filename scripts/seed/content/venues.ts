import type { VenueSeed } from './types'

export const venues: VenueSeed[] = [
  {
    key: 'schauspielhaus',
    name: { de: 'Schauspielhaus Lindenau', en: 'Lindenau Playhouse' },
    street: 'Theaterplatz 1',
    postalCode: '04109',
    city: 'Lindenau',
    latitude: 51.3397,
    longitude: 12.3731,
    teaser: {
      de: 'Das Stadttheater am Theaterplatz ist während der drei Festivalwochen das Haus für große Theaterabende, internationale Gastspiele und Premieren.',
      en: 'For the three weeks of the festival, the municipal theatre on Theaterplatz is home to large-scale theatre, international guest performances and premieres.',
    },
    description: {
      de: [
        'Das Schauspielhaus wurde 1912 eröffnet und nach schweren Kriegsschäden in den 1950er-Jahren wiederaufgebaut. Seine letzte Sanierung hat dem Zuschauersaal die warme Holzverkleidung zurückgegeben und die Bühnentechnik auf den neuesten Stand gebracht.',
        'Neben der Großen Bühne mit Parkett und Rang gehört die Studiobühne im Seitenflügel zum Haus. Dort zeigt das Festival kleinere, oft experimentelle Arbeiten und die Stücke des Jungen Festivals.',
        'Das Foyer ist an Vorstellungstagen eine Stunde vor Beginn geöffnet. Die Theaterkasse im Erdgeschoss verkauft auch Karten für alle anderen Festivalspielorte.',
      ],
      en: [
        'The Playhouse opened in 1912 and was rebuilt in the 1950s after severe war damage. Its most recent refurbishment restored the auditorium’s warm wood panelling and brought the stage machinery fully up to date.',
        'Besides the Main Stage with its stalls and circle, the building houses the Studio in the side wing. This is where the festival shows smaller, often experimental work and the productions of the Young Festival.',
        'On performance days the foyer opens one hour before the show. The box office on the ground floor also sells tickets for every other festival venue.',
      ],
    },
    directions: {
      de: 'Straßenbahnlinien 3 und 7 bis Haltestelle Theaterplatz; vom Hauptbahnhof sind es zehn Minuten zu Fuß. Das Parkhaus Am Ring (Einfahrt Ringstraße) liegt 200 Meter entfernt.',
      en: 'Trams 3 and 7 to Theaterplatz; the main station is a ten-minute walk away. The Am Ring multi-storey car park (entrance on Ringstraße) is 200 metres from the theatre.',
    },
    accessibility: {
      de: 'Stufenloser Eingang an der Westseite, Aufzug zu allen Ebenen, sechs Rollstuhlplätze im Parkett und zwei in der Studiobühne. Induktive Höranlage in der Großen Bühne; barrierefreie Toiletten im Erdgeschoss.',
      en: 'Step-free entrance on the west side, lift to all levels, six wheelchair spaces in the stalls and two in the Studio. Hearing loop on the Main Stage; accessible toilets on the ground floor.',
    },
    rooms: [
      { key: 'grosse-buehne', name: { de: 'Große Bühne', en: 'Main Stage' }, capacity: 620 },
      { key: 'studio', name: { de: 'Studiobühne', en: 'Studio' }, capacity: 120 },
    ],
  },
  {
    key: 'konzerthaus',
    name: { de: 'Konzerthaus am Stadtpark', en: 'Stadtpark Concert Hall' },
    street: 'Am Stadtpark 8',
    postalCode: '04103',
    city: 'Lindenau',
    latitude: 51.3351,
    longitude: 12.3795,
    teaser: {
      de: 'Heller Saal, berühmte Akustik: Im Konzerthaus spielen Orchester, Ensembles und Solist:innen des Festivals – und spät am Abend das Nachtklavier.',
      en: 'A bright hall with celebrated acoustics: the Concert Hall hosts the festival’s orchestras, ensembles and soloists – and, late at night, the Night Piano.',
    },
    description: {
      de: [
        'Das Konzerthaus am Rand des Stadtparks stammt aus dem Jahr 1981 und gilt mit seinem weinbergartig angelegten Großen Saal als einer der klangschönsten Konzertsäle Mitteldeutschlands. Die großen Fenster des Foyers blicken über den Park bis zum Fluss.',
        'Der Kammermusiksaal im Obergeschoss ist mit 240 Plätzen ideal für Liederabende, Klavierrecitals und Gesprächsformate. Bei Nachtkonzerten wird er nur mit Kerzenlicht und wenigen Scheinwerfern beleuchtet.',
      ],
      en: [
        'Built in 1981 on the edge of the city park, the Concert Hall with its vineyard-style Great Hall is considered one of the finest-sounding concert halls in central Germany. The large foyer windows look out across the park to the river.',
        'With 240 seats, the Chamber Music Hall on the upper floor is ideal for song recitals, piano evenings and talks. For late-night concerts it is lit only by candles and a handful of spotlights.',
      ],
    },
    directions: {
      de: 'Straßenbahnlinie 4 bis Haltestelle Stadtpark, Buslinie 60 bis Konzerthaus. Fahrradstellplätze am Haupteingang, eine begrenzte Zahl an Parkplätzen in der Tiefgarage.',
      en: 'Tram 4 to Stadtpark, bus 60 to Konzerthaus. Bicycle racks by the main entrance; a limited number of spaces in the underground car park.',
    },
    accessibility: {
      de: 'Alle Säle sind über Aufzüge stufenlos erreichbar. Im Großen Saal gibt es zehn Rollstuhlplätze mit Begleitplatz, im Kammermusiksaal vier. Leihrollstühle und Sitzkissen erhalten Sie an der Garderobe.',
      en: 'All halls can be reached step-free by lift. The Great Hall has ten wheelchair spaces with companion seats, the Chamber Music Hall four. Wheelchairs and seat cushions can be borrowed at the cloakroom.',
    },
    rooms: [
      { key: 'grosser-saal', name: { de: 'Großer Saal', en: 'Great Hall' }, capacity: 900 },
      { key: 'kammermusiksaal', name: { de: 'Kammermusiksaal', en: 'Chamber Music Hall' }, capacity: 240 },
    ],
  },
  {
    key: 'baumwollwerk',
    name: { de: 'Baumwollwerk', en: 'The Cotton Mill' },
    street: 'Spinnereistraße 7',
    postalCode: '04179',
    city: 'Lindenau',
    latitude: 51.3289,
    longitude: 12.3528,
    teaser: {
      de: 'Backstein, Stahlträger, hohe Decken: Die ehemalige Baumwollspinnerei im Westen der Stadt ist das Zuhause von Tanz, Performance und Ausstellungen.',
      en: 'Brick walls, steel girders, high ceilings: the former cotton-spinning mill in the west of the city is home to dance, performance and exhibitions.',
    },
    description: {
      de: [
        'Bis 1992 wurde im Baumwollwerk Garn gesponnen, heute arbeiten hier Ateliers, Werkstätten und kleine Verlage. Seit 2013 bespielt das Festival drei der alten Industriehallen, die für jede Ausgabe neu eingerichtet werden.',
        'Das Kesselhaus mit seiner ansteigenden Tribüne ist unsere größte Tanzbühne, die Shedhalle mit ihrem gezackten Oberlicht eignet sich für flexible Raumsituationen. In der Alten Färberei zeigt das Festival jedes Jahr eine große Ausstellung.',
        'Im Hof des Werks öffnet an Vorstellungsabenden die Kantine mit warmen Getränken und einer kleinen Abendkarte. Wer früh kommt, erlebt dort auch die Einführungsgespräche zu den Tanzvorstellungen.',
      ],
      en: [
        'Yarn was spun at the Cotton Mill until 1992; today it houses studios, workshops and small publishers. Since 2013 the festival has used three of the old industrial halls, fitting them out anew for every edition.',
        'The Boiler House with its raked seating is our largest dance stage, while the Shed Hall with its saw-tooth roof lights lends itself to flexible layouts. Every year the Old Dye Works hosts a major festival exhibition.',
        'On performance evenings the canteen in the mill courtyard opens with hot drinks and a short dinner menu. Arrive early and you can also catch the introductory talks before the dance performances there.',
      ],
    },
    directions: {
      de: 'Straßenbahnlinie 14 bis Haltestelle Baumwollwerk, dann zwei Minuten zu Fuß durch das Haupttor. Parkplätze gibt es auf dem Gelände nur für Menschen mit Behinderung; bitte nutzen Sie den öffentlichen Nahverkehr oder das Fahrrad.',
      en: 'Tram 14 to Baumwollwerk, then a two-minute walk through the main gate. On-site parking is reserved for disabled visitors; please come by public transport or by bike.',
    },
    accessibility: {
      de: 'Kesselhaus und Alte Färberei sind stufenlos zugänglich. Die Shedhalle erreichen Sie über eine Rampe mit sechs Prozent Steigung. Barrierefreie Toiletten befinden sich im Hofgebäude neben der Kantine.',
      en: 'The Boiler House and the Old Dye Works have step-free access. The Shed Hall is reached by a ramp with a six per cent gradient. Accessible toilets are in the courtyard building next to the canteen.',
    },
    rooms: [
      { key: 'kesselhaus', name: { de: 'Kesselhaus', en: 'Boiler House' }, capacity: 450 },
      { key: 'shedhalle', name: { de: 'Shedhalle', en: 'Shed Hall' }, capacity: 300 },
      { key: 'faerberei', name: { de: 'Alte Färberei', en: 'Old Dye Works' }, capacity: 150 },
    ],
  },
  {
    key: 'kunsthalle',
    name: { de: 'Kunsthalle Lindenau', en: 'Kunsthalle Lindenau' },
    street: 'Museumsufer 4',
    postalCode: '04109',
    city: 'Lindenau',
    latitude: 51.3376,
    longitude: 12.3689,
    teaser: {
      de: 'Die Kunsthalle direkt am Wasser zeigt die Ausstellungen des Festivals – und öffnet ihren Lichthof für eine Nacht voller Performances.',
      en: 'The Kunsthalle right by the water presents the festival’s exhibitions – and opens its atrium for a night of performances.',
    },
    description: {
      de: [
        'Die Kunsthalle Lindenau residiert seit 2004 in einem umgebauten Lagerhaus am Museumsufer. Ihr Herzstück ist der glasgedeckte Lichthof, der über zwei Etagen reicht und Raum für große Installationen bietet.',
        'In der Oberen Galerie mit ihren Fensterbändern zum Fluss zeigt das Festival Fotografie und Arbeiten auf Papier. Während des Festivals ist die Kunsthalle täglich von 10 bis 18 Uhr geöffnet, der Einlass erfolgt mit Zeitfenster-Tickets.',
      ],
      en: [
        'Since 2004 the Kunsthalle Lindenau has occupied a converted warehouse on the Museumsufer. Its centrepiece is the glass-roofed atrium, two storeys high, with room for large-scale installations.',
        'The Upper Gallery, with its long windows facing the river, shows photography and works on paper. During the festival the Kunsthalle is open daily from 10 am to 6 pm, with admission by timed ticket.',
      ],
    },
    directions: {
      de: 'Straßenbahnlinien 3 und 7 bis Haltestelle Museumsufer. Zu Fuß erreichen Sie die Kunsthalle vom Schauspielhaus in acht Minuten entlang der Uferpromenade.',
      en: 'Trams 3 and 7 to Museumsufer. On foot, the Kunsthalle is an eight-minute walk from the Playhouse along the riverside promenade.',
    },
    accessibility: {
      de: 'Haupteingang und alle Ausstellungsräume sind stufenlos erreichbar, ein Aufzug führt in die Obere Galerie. Sitzhocker zum Mitnehmen stehen am Eingang bereit; Assistenzhunde sind willkommen.',
      en: 'The main entrance and all exhibition rooms are step-free, and a lift serves the Upper Gallery. Portable stools are available at the entrance; assistance dogs are welcome.',
    },
    rooms: [
      { key: 'lichthof', name: { de: 'Lichthof', en: 'Atrium' }, capacity: 200 },
      { key: 'obere-galerie', name: { de: 'Obere Galerie', en: 'Upper Gallery' }, capacity: 120 },
    ],
  },
  {
    key: 'festivalzentrum',
    name: { de: 'Festivalzentrum am Lindufer', en: 'Festival Centre on the Riverside' },
    street: 'Uferpromenade 20',
    postalCode: '04229',
    city: 'Lindenau',
    latitude: 51.3268,
    longitude: 12.3624,
    teaser: {
      de: 'Spiegelzelt, Uferbar und Altes Bootshaus: Am Flussufer trifft sich das Festival zu Konzerten, Gesprächen und langen Nächten – Eintritt zur Bar frei.',
      en: 'Spiegeltent, Riverside Bar and Old Boathouse: on the banks of the river the festival meets for concerts, talks and long nights – the bar is free to enter.',
    },
    description: {
      de: [
        'Für drei Wochen verwandelt sich die Wiese am Lindufer in den Treffpunkt des Festivals. Das beheizte Spiegelzelt aus den 1920er-Jahren bietet Platz für Konzerte und Familienvorstellungen, die Uferbar lädt nach jeder Vorstellung zum Bleiben ein.',
        'Im Alten Bootshaus des Rudervereins starten unsere Audiowalks und finden Werkstätten in kleiner Runde statt. Hier liegen auch Programmhefte aus, und das Team der Festivalinformation beantwortet Ihre Fragen.',
        'Die Uferbar ist täglich ab 17 Uhr geöffnet, am Wochenende schon ab 12 Uhr. Wer keine Karte hat, ist trotzdem willkommen: Der Eintritt zum Festivalzentrum ist frei.',
      ],
      en: [
        'For three weeks the meadow on the banks of the Lind becomes the festival’s meeting place. The heated 1920s Spiegeltent hosts concerts and family shows, while the Riverside Bar invites you to linger after every performance.',
        'Our audio walks set off from the rowing club’s Old Boathouse, which also hosts small-group workshops. You will find printed programmes here, and the festival information team is on hand to answer your questions.',
        'The Riverside Bar opens daily from 5 pm, and from noon at weekends. You are welcome even without a ticket: admission to the Festival Centre is free.',
      ],
    },
    directions: {
      de: 'Straßenbahnlinie 14 bis Haltestelle Uferpromenade oder zu Fuß in 15 Minuten vom Schauspielhaus entlang des Flusses. Am Eingang gibt es 150 Fahrradstellplätze.',
      en: 'Tram 14 to Uferpromenade, or a 15-minute walk along the river from the Playhouse. There is parking for 150 bicycles at the entrance.',
    },
    accessibility: {
      de: 'Die Wege auf dem Gelände sind mit Bodenplatten ausgelegt und rollstuhlgeeignet. Spiegelzelt und Uferbar sind stufenlos zugänglich, das Alte Bootshaus über eine mobile Rampe. Ein barrierefreier Toilettenwagen steht neben dem Zelt.',
      en: 'Paths across the site are laid with ground panels suitable for wheelchairs. The Spiegeltent and the Riverside Bar are step-free; the Old Boathouse is reached via a portable ramp. An accessible toilet unit stands next to the tent.',
    },
    rooms: [
      { key: 'spiegelzelt', name: { de: 'Spiegelzelt', en: 'Spiegeltent' }, capacity: 350 },
      { key: 'uferbar', name: { de: 'Uferbar', en: 'Riverside Bar' }, capacity: 120 },
      { key: 'bootshaus', name: { de: 'Altes Bootshaus', en: 'Old Boathouse' }, capacity: 40 },
    ],
  },
]
