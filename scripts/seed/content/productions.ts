import type { ProductionSeed } from './types'

/**
 * This year’s programme (season 'current', motto „Über die Ufer“ / ‘Breaking the Banks’) and five
 * productions from last year’s edition (season 'previous', motto „Nachbarschaften“ / ‘Neighbourhoods’).
 */
export const productions: ProductionSeed[] = [
  // ---- theatre -------------------------------------------------------------------------
  {
    key: 'hochwasser',
    title: { de: 'Hochwasser', en: 'High Water' },
    subtitle: { de: 'von Noor Haddad · Uraufführung', en: 'by Noor Haddad · world premiere' },
    artist: 'Ines Kaltenbach / Noor Haddad',
    teaser: {
      de: 'Der Fluss steigt, die Stadt wird evakuiert, doch ein Schleusenwärter bleibt. Ines Kaltenbach inszeniert Noor Haddads neues Stück über das, was wir festhalten, wenn alles in Bewegung gerät.',
      en: 'The river is rising, the town is being evacuated, but one lock-keeper stays put. Ines Kaltenbach directs Noor Haddad’s new play about what we hold on to when everything starts to move.',
    },
    description: {
      de: [
        'Drei Tage vor dem Scheitel der Flutwelle: Die Sirenen heulen, die Busse stehen bereit, aber Schleusenwärter Emil Berger weigert sich zu gehen. Nach und nach kommen Menschen zu ihm, die etwas zurückgelassen haben – eine Tochter, ein Nachbar, eine Ingenieurin vom Wasserwirtschaftsamt. Je höher das Wasser steigt, desto mehr geraten ihre Gewissheiten ins Rutschen.',
        'Noor Haddad hat „Hochwasser“ im Auftrag des Festivals geschrieben und dafür mit Menschen gesprochen, die die großen Fluten an Elbe, Mulde und Ahr erlebt haben. Entstanden ist ein Text, der zwischen Katastrophenbericht, Familiendrama und leiser Komik wechselt.',
        'Rasmus Holm baut dafür ein Becken, das sich im Lauf des Abends tatsächlich mit Wasser füllt. Jakob Sommer spielt den Schleusenwärter, gemeinsam mit Mitgliedern des Ensembles des Schauspielhauses Lindenau.',
      ],
      en: [
        'Three days before the flood peaks: the sirens are wailing and the buses are waiting, but lock-keeper Emil Berger refuses to leave. One by one, people come to him who have left something behind – a daughter, a neighbour, an engineer from the water authority. The higher the water rises, the more their certainties begin to slip.',
        'Noor Haddad wrote ‘High Water’ on commission from the festival, talking to people who lived through the great floods on the Elbe, the Mulde and the Ahr. The result is a text that moves between disaster report, family drama and quiet comedy.',
        'Rasmus Holm has built a basin that really does fill with water as the evening goes on. Jakob Sommer plays the lock-keeper, alongside members of the Lindenau Playhouse ensemble.',
      ],
    },
    season: 'current',
    exhibitionType: 'performance',
    genre: 'theatre',
    tags: ['world-premiere', 'coproduction'],
    series: ['premieres'],
    eventTags: ['premiere', 'english-surtitles', 'accessible'],
    venue: 'schauspielhaus',
    room: 'grosse-buehne',
    performances: 10,
    durationMinutes: 110,
    startTime: '19:30',
    fullPrice: 38,
    programs: [
      {
        title: { de: 'Einführung', en: 'Introduction' },
        text: {
          de: 'Vor jeder Vorstellung führt Dramaturgin Leyla Demir um 19 Uhr im Oberen Foyer in das Stück ein. Die Einführung dauert etwa 15 Minuten und ist kostenlos.',
          en: 'Before every performance, dramaturg Leyla Demir gives a short introduction to the play at 7 pm in the Upper Foyer. It lasts about 15 minutes and is free.',
        },
      },
      {
        title: { de: 'Publikumsgespräch', en: 'Post-show talk' },
        text: {
          de: 'Nach der dritten Vorstellung sprechen Noor Haddad und Ines Kaltenbach mit dem Publikum. Bleiben Sie einfach sitzen.',
          en: 'After the third performance, Noor Haddad and Ines Kaltenbach talk with the audience. Simply stay in your seat.',
        },
      },
      {
        title: { de: 'Audiodeskription', en: 'Audio description' },
        text: {
          de: 'Die fünfte Vorstellung wird live audiodeskribiert. Um 18:30 Uhr gibt es eine Tastführung über die Bühne; bitte melden Sie sich dafür beim Kartenservice an.',
          en: 'The fifth performance is audio-described live. A touch tour of the stage begins at 6.30 pm; please book it through the box office.',
        },
      },
    ],
    contributors: [
      { person: 'ines-kaltenbach', role: { de: 'Regie', en: 'Direction' } },
      { person: 'noor-haddad', role: { de: 'Text', en: 'Text' } },
      { person: 'rasmus-holm', role: { de: 'Bühne und Kostüme', en: 'Set and costume design' } },
      { person: 'leyla-demir', role: { de: 'Dramaturgie', en: 'Dramaturgy' } },
      { person: 'jakob-sommer', role: { de: 'Mit', en: 'With' } },
    ],
    promoter: {
      de: 'Festival der Künste in Koproduktion mit dem Schauspielhaus Lindenau',
      en: 'Festival of the Arts in co-production with Lindenau Playhouse',
    },
    importantInfo: {
      de: 'In deutscher Sprache mit englischen Übertiteln. Auf der Bühne wird mit Wasser gespielt; in den ersten beiden Reihen kann es zu Spritzern kommen. Empfohlen ab 14 Jahren.',
      en: 'In German with English surtitles. Water is used on stage, and the first two rows may get splashed. Recommended for ages 14 and over.',
    },
  },
  {
    key: 'die-wartenden',
    title: { de: 'Die Wartenden', en: 'Those Who Wait' },
    subtitle: {
      de: 'Teatr Przystań, Warschau · Deutsche Erstaufführung',
      en: 'Teatr Przystań, Warsaw · German premiere',
    },
    artist: 'Mateusz Nowak / Teatr Przystań',
    teaser: {
      de: 'Ein kleiner Bahnhof an der polnisch-ukrainischen Grenze, ein Winter, acht Menschen, die auf einen Zug warten, der nicht kommt. Das gefeierte Warschauer Gastspiel erstmals in Deutschland.',
      en: 'A small station on the Polish–Ukrainian border, one winter, eight people waiting for a train that never comes. The acclaimed Warsaw production, in Germany for the first time.',
    },
    description: {
      de: [
        'Im Winter 2022 wurde der Bahnhof von Przemyśl für Hunderttausende zum ersten Ort in Sicherheit. Mateusz Nowak und sein Ensemble haben dort mit Bahnangestellten, Freiwilligen und Reisenden gesprochen. Aus ihren Erinnerungen ist ein Abend über das Warten entstanden – als Zustand, als Zumutung und als Akt der Solidarität.',
        'Die Bühne ist ein Wartesaal mit Neonlicht und Holzbänken, die Zeit scheint stillzustehen. Und doch erzählt die Inszenierung mit großer Wärme und überraschendem Humor von Menschen, die einander in einer Ausnahmesituation begegnen.',
        '„Die Wartenden“ wurde in Polen als beste Inszenierung des Jahres ausgezeichnet und tourte durch Litauen, Tschechien und die Ukraine. Beim Festival der Künste ist die Inszenierung zum ersten Mal in Deutschland zu sehen.',
      ],
      en: [
        'In the winter of 2022 the station at Przemyśl became the first place of safety for hundreds of thousands of people. Mateusz Nowak and his company spoke there with railway staff, volunteers and travellers. Their memories became an evening about waiting – as a condition, as an imposition and as an act of solidarity.',
        'The stage is a waiting room with neon lights and wooden benches, where time seems to stand still. And yet the production tells, with great warmth and surprising humour, of people who meet one another in extraordinary circumstances.',
        '‘Those Who Wait’ was named production of the year in Poland and has toured Lithuania, the Czech Republic and Ukraine. At the Festival of the Arts it can be seen in Germany for the first time.',
      ],
    },
    season: 'current',
    exhibitionType: 'performance',
    genre: 'theatre',
    tags: ['international', 'german-premiere'],
    series: ['premieres'],
    eventTags: ['premiere', 'english-surtitles'],
    venue: 'schauspielhaus',
    room: 'grosse-buehne',
    performances: 6,
    durationMinutes: 100,
    startTime: '20:00',
    fullPrice: 34,
    contributors: [
      { person: 'mateusz-nowak', role: { de: 'Regie und Textfassung', en: 'Direction and text' } },
      { person: 'sina-okafor', role: { de: 'Produktionsleitung Festival', en: 'Festival production management' } },
    ],
    importantInfo: {
      de: 'In polnischer, ukrainischer und russischer Sprache mit deutschen und englischen Übertiteln. Die Inszenierung enthält laute Geräusche und kurze Stroboskop-Effekte.',
      en: 'In Polish, Ukrainian and Russian with German and English surtitles. The production contains loud noises and brief strobe effects.',
    },
  },
  {
    key: 'archiv-der-abschiede',
    title: { de: 'Archiv der Abschiede', en: 'An Archive of Farewells' },
    subtitle: {
      de: 'Dokumentartheater mit Lindenauer:innen · Uraufführung',
      en: 'Documentary theatre with people from Lindenau · world premiere',
    },
    artist: 'Aurélie Fontaine',
    teaser: {
      de: 'Ein Schlüssel, ein Hochzeitskleid, ein Stück Tapete: Zwölf Menschen aus Lindenau erzählen von Dingen, die sie zurücklassen mussten – und von dem, was bleibt.',
      en: 'A key, a wedding dress, a strip of wallpaper: twelve people from Lindenau tell of things they had to leave behind – and of what remains.',
    },
    description: {
      de: [
        'Ein Jahr lang hat die Brüsseler Regisseurin Aurélie Fontaine in Lindenau gelebt und Geschichten gesammelt: von Menschen, die ihr Zuhause wegen eines Hochwassers, eines Krieges, einer Trennung oder einer Mieterhöhung verlassen mussten. Aus über hundert Gesprächen ist ein Archiv entstanden, das nun auf die Bühne kommt.',
        'Elf Lindenauer:innen zwischen 16 und 84 Jahren stehen gemeinsam mit der Schauspielerin Elif Aksoy auf der Bühne. Jede:r von ihnen hat einen Gegenstand mitgebracht, und jeder Gegenstand öffnet eine Tür in ein anderes Leben.',
      ],
      en: [
        'Brussels-based director Aurélie Fontaine spent a year living in Lindenau, collecting stories from people who had to leave their homes because of a flood, a war, a break-up or a rent increase. More than a hundred conversations have grown into an archive that now comes to the stage.',
        'Eleven people from Lindenau, aged between 16 and 84, appear on stage alongside the actor Elif Aksoy. Each of them has brought an object, and each object opens a door into another life.',
      ],
    },
    season: 'current',
    exhibitionType: 'performance',
    genre: 'theatre',
    tags: ['world-premiere', 'local', 'participatory'],
    series: ['premieres'],
    eventTags: ['premiere', 'english-surtitles'],
    venue: 'schauspielhaus',
    room: 'studio',
    performances: 10,
    durationMinutes: 80,
    startTime: '20:00',
    fullPrice: 22,
    programs: [
      {
        title: { de: 'Das Archiv im Foyer', en: 'The archive in the foyer' },
        text: {
          de: 'Eine Stunde vor Beginn können Sie im Foyer der Studiobühne Gegenstände und Tonaufnahmen aus dem Archiv entdecken. Der Eintritt ist auch ohne Karte frei.',
          en: 'From one hour before the show you can explore objects and recordings from the archive in the Studio foyer. Admission is free, even without a ticket.',
        },
      },
      {
        title: { de: 'Erzählcafé', en: 'Storytelling café' },
        text: {
          de: 'Am zweiten Samstag laden die Mitwirkenden um 15 Uhr zum Erzählcafé in die Uferbar ein. Bringen Sie gern einen eigenen Gegenstand und seine Geschichte mit.',
          en: 'On the second Saturday the cast invite you to a storytelling café at 3 pm in the Riverside Bar. You are welcome to bring an object of your own and its story.',
        },
      },
    ],
    contributors: [
      { person: 'aurelie-fontaine', role: { de: 'Konzept, Text und Regie', en: 'Concept, text and direction' } },
      { person: 'elif-aksoy', role: { de: 'Mit', en: 'With' } },
    ],
    importantInfo: {
      de: 'In deutscher Sprache mit englischen Übertiteln. Nach Vorstellungsbeginn ist kein Einlass mehr möglich.',
      en: 'In German with English surtitles. Latecomers cannot be admitted once the performance has begun.',
    },
  },
  {
    key: 'wo-der-fluss-wohnt',
    title: { de: 'Wo der Fluss wohnt', en: 'Where the River Lives' },
    subtitle: { de: 'Theater für alle ab 6 Jahren', en: 'Theatre for everyone aged 6 and over' },
    artist: 'Pia Hofmann',
    teaser: {
      de: 'Mila will wissen, wo die Lind eigentlich herkommt. Also packt sie ihren Rucksack und läuft los, immer flussaufwärts. Ein Abenteuer über Quellen, Biber und die Frage, wem ein Fluss gehört.',
      en: 'Mila wants to know where the River Lind actually comes from. So she packs her rucksack and sets off, always upstream. An adventure about springs, beavers and the question of who a river belongs to.',
    },
    description: {
      de: [
        'Mila ist neun und wohnt direkt am Fluss. Als die Lind eines Morgens ganz anders aussieht als sonst, beschließt sie, der Sache auf den Grund zu gehen. Unterwegs trifft sie einen mürrischen Angler, eine Biberfamilie mit Wohnungsproblemen und ein Mädchen, das auf der anderen Seite des Flusses wohnt.',
        'Pia Hofmann erzählt mit zwei Spieler:innen, einer Musikerin und vielen Papierbooten von Freundschaft, Neugier und der Natur vor der eigenen Haustür. Das Stück wurde gemeinsam mit einer dritten Klasse der Lindenauer Uferschule entwickelt.',
      ],
      en: [
        'Mila is nine and lives right by the river. When the Lind looks completely different one morning, she decides to get to the bottom of it. Along the way she meets a grumpy angler, a family of beavers with a housing problem and a girl who lives on the other side of the river.',
        'With two performers, a musician and a great many paper boats, Pia Hofmann tells a story of friendship, curiosity and the nature on our own doorstep. The show was developed together with a Year 4 class from Lindenau’s Uferschule.',
      ],
    },
    season: 'current',
    exhibitionType: 'performance',
    genre: 'theatre',
    tags: ['world-premiere', 'local'],
    series: ['young-festival'],
    eventTags: ['family', 'accessible'],
    venue: 'schauspielhaus',
    room: 'studio',
    performances: 10,
    durationMinutes: 55,
    startTime: '16:00',
    fullPrice: 12,
    contributors: [
      { person: 'pia-hofmann', role: { de: 'Regie', en: 'Direction' } },
      { person: 'samuel-adeyemi', role: { de: 'Theaterpädagogik', en: 'Learning and participation' } },
    ],
    importantInfo: {
      de: 'Empfohlen ab 6 Jahren. Schulklassen können zusätzliche Vormittagsvorstellungen über unsere Kunstvermittlung buchen.',
      en: 'Recommended for ages 6 and over. Schools can book additional morning performances through our learning team.',
    },
  },

  // ---- dance ---------------------------------------------------------------------------
  {
    key: 'gezeiten',
    title: { de: 'Gezeiten', en: 'Tides' },
    subtitle: { de: 'Tanzstück für sechs Tänzer:innen · Uraufführung', en: 'A dance piece for six dancers · world premiere' },
    artist: 'Yuki Tanaka',
    teaser: {
      de: 'Ein Jahr lang hat Yuki Tanaka den Wasserstand der Lind aufgezeichnet. In „Gezeiten“ werden die Daten zu Bewegung: sechs Körper zwischen Ebbe und Flut, Stillstand und Sturzbach.',
      en: 'For a whole year Yuki Tanaka recorded the water level of the River Lind. In ‘Tides’ the data becomes movement: six bodies between ebb and flow, stillness and torrent.',
    },
    description: {
      de: [
        'Jeden Morgen um sieben stand Yuki Tanaka an der Pegelmessstelle am Museumsufer und notierte den Wasserstand. Aus 365 Messungen hat sie eine Partitur entwickelt, die den Rhythmus des Stücks bestimmt: mal fließend und ruhig, mal plötzlich und heftig.',
        'Sechs Tänzer:innen bewegen sich über eine Bühne aus schwarzem Sand, die Oskar Weiß in ein kaltes, wanderndes Licht taucht. Mira Lehmanns Musik aus Unterwasseraufnahmen und Streichern lässt den Fluss durch den Saal rauschen.',
        '„Gezeiten“ ist Yuki Tanakas dritte Arbeit für das Festival und die erste, die sie für das große Kesselhaus geschaffen hat. Koproduziert wird sie von einem Tanzhaus in Amsterdam, wo das Stück im Frühjahr zu sehen sein wird.',
      ],
      en: [
        'Every morning at seven, Yuki Tanaka stood at the gauging station on the Museumsufer and noted the water level. From 365 readings she developed a score that sets the rhythm of the piece: sometimes flowing and calm, sometimes sudden and violent.',
        'Six dancers move across a stage of black sand, bathed by Oskar Weiß in a cold, drifting light. Mira Lehmann’s music of underwater recordings and strings sends the river rushing through the hall.',
        '‘Tides’ is Yuki Tanaka’s third piece for the festival and the first she has created for the large Boiler House. It is co-produced by a dance house in Amsterdam, where the piece will be shown in the spring.',
      ],
    },
    season: 'current',
    exhibitionType: 'performance',
    genre: 'dance',
    tags: ['world-premiere', 'coproduction', 'local'],
    series: ['premieres'],
    eventTags: ['premiere', 'accessible'],
    venue: 'baumwollwerk',
    room: 'kesselhaus',
    // Eight announced plus the extra performance the breaking-news alert announces.
    performances: 9,
    durationMinutes: 70,
    startTime: '20:00',
    fullPrice: 32,
    programs: [
      {
        title: { de: 'Einführung', en: 'Introduction' },
        text: {
          de: 'Marta Kowalska spricht 30 Minuten vor jeder Vorstellung in der Kantine des Baumwollwerks mit Yuki Tanaka über die Entstehung des Stücks.',
          en: 'Thirty minutes before every performance, Marta Kowalska talks with Yuki Tanaka in the Cotton Mill canteen about how the piece was made.',
        },
      },
      {
        title: { de: 'Relaxed Performance', en: 'Relaxed performance' },
        text: {
          de: 'In der vorletzten Vorstellung bleibt das Saallicht gedimmt an, Geräusche und Bewegung im Publikum sind ausdrücklich willkommen. Auf Stroboskoplicht wird verzichtet.',
          en: 'At the penultimate performance the house lights stay on at a low level, and noise and movement in the audience are explicitly welcome. There is no strobe lighting.',
        },
      },
    ],
    contributors: [
      { person: 'yuki-tanaka', role: { de: 'Choreografie', en: 'Choreography' } },
      { person: 'mira-lehmann', role: { de: 'Musik', en: 'Music' } },
      { person: 'oskar-weiss', role: { de: 'Licht', en: 'Lighting design' } },
      { person: 'marta-kowalska', role: { de: 'Dramaturgie', en: 'Dramaturgy' } },
      { person: 'amara-diallo', role: { de: 'Tanz', en: 'Dance' } },
    ],
    importantInfo: {
      de: 'Die Vorstellung enthält Stroboskoplicht, Nebel und laute Passagen. Gehörschutz erhalten Sie am Einlass.',
      en: 'The performance contains strobe lighting, haze and loud passages. Earplugs are available at the door.',
    },
  },
  {
    key: 'fussnoten',
    title: { de: 'Fußnoten', en: 'Footnotes' },
    subtitle: { de: 'Ein Solo · Deutsche Erstaufführung', en: 'A solo · German premiere' },
    artist: 'Kwame Mensah',
    teaser: {
      de: 'Kwame Mensah tanzt die Geschichte seines Großvaters, der als Hafenarbeiter in Takoradi Schiffe entlud. Ein Solo über Schritte, die man erbt, und solche, die man selbst erfindet.',
      en: 'Kwame Mensah dances the story of his grandfather, who unloaded ships as a dock worker in Takoradi. A solo about the steps we inherit and the ones we invent ourselves.',
    },
    description: {
      de: [
        'In „Fußnoten“ folgt Kwame Mensah den Spuren seines Großvaters durch die Häfen Westafrikas und Europas. Er verbindet die Bewegungen ghanaischer Highlife-Tänze mit der Körperarbeit der Hafenarbeiter, mit Archivfotos und den Erzählungen seiner Familie.',
        'Das Publikum sitzt dicht an drei Seiten der Bühne und ist dem Tänzer ganz nah. Kwame Mensah spricht zwischendurch, auf Englisch und Twi, und lädt am Ende zu einer gemeinsamen Schrittfolge ein.',
      ],
      en: [
        'In ‘Footnotes’, Kwame Mensah follows in his grandfather’s footsteps through the ports of West Africa and Europe. He combines the movements of Ghanaian highlife dance with the physical labour of the dockers, with archive photographs and with his family’s stories.',
        'The audience sits close on three sides of the stage, right next to the dancer. Kwame Mensah speaks now and then, in English and Twi, and at the end invites everyone into a shared sequence of steps.',
      ],
    },
    season: 'current',
    exhibitionType: 'performance',
    genre: 'dance',
    tags: ['international', 'german-premiere'],
    series: ['premieres'],
    eventTags: ['premiere'],
    venue: 'baumwollwerk',
    room: 'shedhalle',
    performances: 7,
    durationMinutes: 60,
    startTime: '20:30',
    fullPrice: 26,
    contributors: [
      { person: 'kwame-mensah', role: { de: 'Choreografie und Tanz', en: 'Choreography and dance' } },
      { person: 'oskar-weiss', role: { de: 'Licht', en: 'Lighting design' } },
    ],
    importantInfo: {
      de: 'Freie Platzwahl auf Bänken und Sitzkissen. Die gesprochenen Passagen sind auf Englisch und Twi; eine deutsche Übersetzung liegt am Einlass aus.',
      en: 'Unreserved seating on benches and floor cushions. The spoken passages are in English and Twi; a German translation is available at the door.',
    },
  },
  {
    key: 'la-corriente',
    title: { de: 'La Corriente', en: 'La Corriente' },
    subtitle: { de: 'Compañía Ferrer, Barcelona · für zwölf Tänzer:innen', en: 'Compañía Ferrer, Barcelona · for twelve dancers' },
    artist: 'Lucía Ferrer / Compañía Ferrer',
    teaser: {
      de: 'Zwölf Körper, eine Strömung: Lucía Ferrers neues Gruppenstück reißt mit. Nach dem umjubelten „Unisono“ kehrt die Compañía Ferrer nach Lindenau zurück.',
      en: 'Twelve bodies, one current: Lucía Ferrer’s new ensemble piece sweeps you along. After last year’s acclaimed ‘Unison’, Compañía Ferrer returns to Lindenau.',
    },
    description: {
      de: [
        '„La Corriente“ heißt auf Deutsch „die Strömung“, aber auch „der Strom“ und „die Richtung“. Lucía Ferrer untersucht, wie aus vielen einzelnen Bewegungen eine gemeinsame Kraft wird – und was mit denen geschieht, die sich dagegenstemmen.',
        'Die zwölf Tänzer:innen der Compañía Ferrer bilden Schwärme, Wirbel und Stauungen, getragen von einer treibenden Komposition für Schlagwerk und Elektronik. Ein Abend von atemloser Präzision.',
      ],
      en: [
        '‘La Corriente’ means ‘the current’ in Spanish – of a river, but also of electricity and of opinion. Lucía Ferrer explores how many individual movements become a shared force, and what happens to those who push against it.',
        'The twelve dancers of Compañía Ferrer form swarms, eddies and blockages, carried by a driving score for percussion and electronics. An evening of breathless precision.',
      ],
    },
    season: 'current',
    exhibitionType: 'performance',
    genre: 'dance',
    tags: ['international'],
    series: [],
    eventTags: [],
    venue: 'baumwollwerk',
    room: 'kesselhaus',
    performances: 6,
    durationMinutes: 75,
    startTime: '19:30',
    fullPrice: 36,
    contributors: [
      { person: 'lucia-ferrer', role: { de: 'Choreografie', en: 'Choreography' } },
      { person: 'sina-okafor', role: { de: 'Produktionsleitung Festival', en: 'Festival production management' } },
    ],
  },
  {
    key: 'kleine-wellen',
    title: { de: 'Kleine Wellen', en: 'Little Waves' },
    subtitle: { de: 'Tanz für die Allerkleinsten ab 2 Jahren', en: 'Dance for the very young, aged 2 and over' },
    artist: 'Amara Diallo',
    teaser: {
      de: 'Blaue Tücher, ein Eimer voller Murmeln und eine Tänzerin, die sich in Wasser verwandelt: ein sinnliches Tanzstück für Kinder ab zwei Jahren und ihre Großen.',
      en: 'Blue cloths, a bucket of marbles and a dancer who turns into water: a sensory dance piece for children aged two and over and their grown-ups.',
    },
    description: {
      de: [
        'Es tropft, es plätschert, es rauscht: In „Kleine Wellen“ wird das Spiegelzelt zum Wasserspielplatz, ohne dass jemand nass wird. Amara Diallo tanzt mit Tüchern, Klängen und Licht und lässt die Kinder staunen, lachen und mitschwingen.',
        'In den letzten zehn Minuten dürfen alle auf die Bühne kommen und selbst Wellen schlagen. Das Stück kommt ohne Sprache aus und eignet sich deshalb auch für Familien, die kein Deutsch sprechen.',
      ],
      en: [
        'Dripping, splashing, rushing: in ‘Little Waves’ the Spiegeltent becomes a water playground – without anyone getting wet. Amara Diallo dances with cloths, sounds and light, and lets the children marvel, laugh and sway along.',
        'In the last ten minutes everyone is invited onto the stage to make waves of their own. The piece has no words, so it is also ideal for families who do not speak German.',
      ],
    },
    season: 'current',
    exhibitionType: 'performance',
    genre: 'dance',
    tags: ['participatory', 'local'],
    series: ['young-festival', 'riverside'],
    eventTags: ['family', 'accessible'],
    venue: 'festivalzentrum',
    room: 'spiegelzelt',
    performances: 10,
    durationMinutes: 40,
    startTime: '10:30',
    fullPrice: 10,
    contributors: [
      { person: 'amara-diallo', role: { de: 'Choreografie und Tanz', en: 'Choreography and dance' } },
      { person: 'samuel-adeyemi', role: { de: 'Vermittlung', en: 'Learning' } },
    ],
    importantInfo: {
      de: 'Für Kinder von 2 bis 5 Jahren und ihre Begleitpersonen. Alle sitzen auf Kissen am Boden; bitte bringen Sie rutschfeste Socken mit. Kinderwagen können am Zelteingang abgestellt werden.',
      en: 'For children aged 2 to 5 and the adults who bring them. Everyone sits on cushions on the floor; please bring non-slip socks. Pushchairs can be left at the tent entrance.',
    },
  },

  // ---- music ---------------------------------------------------------------------------
  {
    key: 'wassermusik',
    title: { de: 'Wassermusik', en: 'Water Music' },
    subtitle: { de: 'Lindenauer Philharmonie · Händel, Varga, Smetana', en: 'Lindenau Philharmonic · Handel, Varga, Smetana' },
    artist: 'Lindenauer Philharmonie, Sofia Marchetti',
    teaser: {
      de: 'Händels königliche Bootspartie, Smetanas „Moldau“ und dazwischen die Uraufführung von Tamás Vargas „Pegel“: Sofia Marchetti und die Lindenauer Philharmonie folgen dem Lauf des Wassers.',
      en: 'Handel’s royal boat trip, Smetana’s ‘Vltava’ and, in between, the world premiere of Tamás Varga’s ‘Gauge’: Sofia Marchetti and the Lindenau Philharmonic follow the course of the water.',
    },
    description: {
      de: [
        'Im Juli 1717 ließ sich König Georg I. auf einer Barke die Themse hinaufrudern, begleitet von fünfzig Musikern auf einem zweiten Boot. Händels „Wassermusik“ für diesen Anlass ist bis heute eines der beliebtesten Werke des Barock.',
        'Tamás Varga hat für das Festival ein Orchesterwerk geschrieben, das von den Messdaten der Lind ausgeht: „Pegel“ übersetzt steigende und fallende Wasserstände in wachsende und schwindende Klangflächen. Zum Abschluss erklingt Smetanas „Moldau“, die vielleicht berühmteste Flussreise der Musikgeschichte.',
      ],
      en: [
        'In July 1717 King George I had himself rowed up the Thames on a barge, accompanied by fifty musicians on a second boat. The ‘Water Music’ Handel wrote for the occasion remains one of the best-loved works of the Baroque.',
        'For the festival, Tamás Varga has written an orchestral work based on gauge readings from the River Lind: ‘Gauge’ translates rising and falling water levels into swelling and fading fields of sound. The evening closes with Smetana’s ‘Vltava’, perhaps the most famous river journey in the history of music.',
      ],
    },
    season: 'current',
    exhibitionType: 'concert',
    genre: 'music',
    tags: ['world-premiere', 'local'],
    series: ['sound-space', 'premieres'],
    eventTags: ['premiere'],
    venue: 'konzerthaus',
    room: 'grosser-saal',
    performances: 3,
    durationMinutes: 100,
    startTime: '19:30',
    fullPrice: 48,
    programs: [
      {
        title: { de: 'Georg Friedrich Händel: Wassermusik', en: 'George Frideric Handel: Water Music' },
        text: { de: 'Suite Nr. 1 F-Dur HWV 348', en: 'Suite No. 1 in F major, HWV 348' },
      },
      {
        title: { de: 'Tamás Varga: Pegel', en: 'Tamás Varga: Gauge' },
        text: {
          de: 'für großes Orchester (2026) · Uraufführung, Auftragswerk des Festivals der Künste',
          en: 'for large orchestra (2026) · world premiere, commissioned by the Festival of the Arts',
        },
      },
      {
        title: { de: 'Bedřich Smetana: Die Moldau', en: 'Bedřich Smetana: Vltava' },
        text: { de: 'aus dem Zyklus „Mein Vaterland“', en: 'from the cycle ‘Má vlast’' },
      },
    ],
    contributors: [
      { person: 'sofia-marchetti', role: { de: 'Musikalische Leitung', en: 'Conductor' } },
      { person: 'tamas-varga', role: { de: 'Komposition', en: 'Composer' } },
      { person: 'jonas-albrecht', role: { de: 'Konzerteinführung', en: 'Pre-concert talk' } },
    ],
    promoter: {
      de: 'Konzerthaus am Stadtpark in Kooperation mit dem Festival der Künste',
      en: 'Stadtpark Concert Hall in cooperation with the Festival of the Arts',
    },
  },
  {
    key: 'low-tide-songs',
    title: { de: 'Low Tide Songs', en: 'Low Tide Songs' },
    subtitle: { de: 'Ella Whitfield & Band · Konzert', en: 'Ella Whitfield & band · concert' },
    artist: 'Ella Whitfield',
    teaser: {
      de: 'Lieder über verlassene Häfen, Nordseewind und Menschen, die bleiben: Die schottische Songwriterin Ella Whitfield stellt ihr neues Album im Spiegelzelt vor.',
      en: 'Songs about abandoned harbours, North Sea winds and people who stay: Scottish songwriter Ella Whitfield presents her new album in the Spiegeltent.',
    },
    description: {
      de: [
        'Ella Whitfield ist an der Küste von Fife aufgewachsen, wo das Meer bei Ebbe so weit zurückweicht, dass man zu Fuß zu den Schiffswracks gehen kann. Ihr drittes Album „Low Tide Songs“ handelt von diesen Zwischenzeiten, in denen etwas sichtbar wird, das sonst verborgen bleibt.',
        'Mit Geige, Kontrabass und Harmonium entsteht ein warmer, manchmal rauer Folk-Sound, der wunderbar ins Spiegelzelt passt. Nach dem Konzert hat die Uferbar noch lange geöffnet.',
      ],
      en: [
        'Ella Whitfield grew up on the coast of Fife, where the sea retreats so far at low tide that you can walk out to the shipwrecks. Her third album, ‘Low Tide Songs’, is about those in-between times when something usually hidden comes into view.',
        'With fiddle, double bass and harmonium, the band create a warm, sometimes raw folk sound that is perfectly suited to the Spiegeltent. The Riverside Bar stays open late after the show.',
      ],
    },
    season: 'current',
    exhibitionType: 'concert',
    genre: 'music',
    tags: ['international'],
    series: ['night-shift', 'riverside'],
    eventTags: ['late-night'],
    venue: 'festivalzentrum',
    room: 'spiegelzelt',
    performances: 6,
    durationMinutes: 80,
    startTime: '21:30',
    fullPrice: 24,
    contributors: [
      { person: 'ella-whitfield', role: { de: 'Gesang und Gitarre', en: 'Vocals and guitar' } },
      { person: 'jonas-albrecht', role: { de: 'Kuratierung', en: 'Curator' } },
    ],
    promoter: { de: 'Präsentiert von Radio Lindenau 98,4', en: 'Presented by Radio Lindenau 98.4' },
    importantInfo: {
      de: 'Überwiegend Stehplätze; eine begrenzte Zahl an Sitzplätzen wird nach Ankunft vergeben. Einlass ab 21 Uhr.',
      en: 'Mostly standing; a limited number of seats are available on a first-come, first-served basis. Doors open at 9 pm.',
    },
  },
  {
    key: 'nachtklavier',
    title: { de: 'Nachtklavier', en: 'Night Piano' },
    subtitle: { de: 'Rubén Castillo spielt Satie, Mompou und Feldman', en: 'Rubén Castillo plays Satie, Mompou and Feldman' },
    artist: 'Rubén Castillo',
    teaser: {
      de: 'Zehn Nächte, ein Flügel, Kerzenlicht: Der Pianist Rubén Castillo spielt die leiseste Musik des 20. Jahrhunderts – zum Zuhören, Nachdenken und Wegdämmern.',
      en: 'Ten nights, one grand piano, candlelight: pianist Rubén Castillo plays the quietest music of the twentieth century – for listening, reflecting and drifting off.',
    },
    description: {
      de: [
        'Um halb elf, wenn die Abendvorstellungen vorbei sind, wird es im Kammermusiksaal dunkel. Nur ein paar Kerzen brennen, und Rubén Castillo beginnt zu spielen: Erik Saties „Gnossiennes“, Federico Mompous „Música callada“, Morton Feldmans späte Klavierstücke.',
        'Jeder Abend hat ein eigenes Programm, das der Pianist kurz vor Beginn ansagt. Es gibt keine Pause und keinen Applaus zwischen den Stücken – nur eine Stunde Musik, die sich Zeit lässt.',
      ],
      en: [
        'At half past ten, when the evening performances are over, the Chamber Music Hall goes dark. Only a few candles are burning, and Rubén Castillo begins to play: Erik Satie’s ‘Gnossiennes’, Federico Mompou’s ‘Música callada’, Morton Feldman’s late piano pieces.',
        'Each evening has its own programme, which the pianist announces just before he starts. There is no interval and no applause between pieces – just an hour of music that takes its time.',
      ],
    },
    season: 'current',
    exhibitionType: 'concert',
    genre: 'music',
    tags: ['international'],
    series: ['night-shift', 'sound-space'],
    eventTags: ['late-night'],
    venue: 'konzerthaus',
    room: 'kammermusiksaal',
    performances: 10,
    durationMinutes: 60,
    startTime: '22:30',
    fullPrice: 18,
    programs: [
      {
        title: { de: 'Erik Satie: Gnossiennes Nr. 1–6', en: 'Erik Satie: Gnossiennes Nos. 1–6' },
        text: { de: 'an den ersten vier Abenden', en: 'on the first four evenings' },
      },
      {
        title: { de: 'Federico Mompou: Música callada', en: 'Federico Mompou: Música callada' },
        text: {
          de: 'Auswahl aus den vier Heften, am fünften bis siebten Abend',
          en: 'a selection from the four books, on the fifth to seventh evenings',
        },
      },
      {
        title: { de: 'Morton Feldman: Palais de Mari', en: 'Morton Feldman: Palais de Mari' },
        text: { de: 'an den letzten drei Abenden', en: 'on the last three evenings' },
      },
    ],
    contributors: [
      { person: 'ruben-castillo', role: { de: 'Klavier', en: 'Piano' } },
      { person: 'jonas-albrecht', role: { de: 'Programmdramaturgie', en: 'Programme dramaturgy' } },
    ],
    importantInfo: {
      de: 'Der Saal ist nur mit Kerzen beleuchtet. Nach Beginn ist kein Einlass mehr möglich. Mit einer Karte für eine Abendvorstellung am selben Tag erhalten Sie fünf Euro Ermäßigung.',
      en: 'The hall is lit only by candles. Latecomers cannot be admitted. With a ticket for an evening performance on the same day you get five euros off.',
    },
  },
  {
    key: 'hydrophon',
    title: { de: 'Hydrophon', en: 'Hydrophone' },
    subtitle: {
      de: 'Ein Konzert aus der Tiefe der Lind · Uraufführung',
      en: 'A concert from the depths of the River Lind · world premiere',
    },
    artist: 'Mira Lehmann, Henrik Baumann',
    teaser: {
      de: 'Was hört ein Fisch? Mira Lehmann hat ein Jahr lang Unterwassermikrofone in die Lind gehängt. Gemeinsam mit dem Cellisten Henrik Baumann macht sie daraus ein Konzert.',
      en: 'What does a fish hear? Mira Lehmann spent a year lowering underwater microphones into the River Lind. Together with cellist Henrik Baumann she turns the results into a concert.',
    },
    description: {
      de: [
        'Unter der Wasseroberfläche ist es alles andere als still: Steine klacken, Schiffsschrauben brummen, Insektenlarven knistern, und bei Hochwasser grollt das Geröll am Flussgrund. Mira Lehmann hat diese verborgene Klangwelt mit Hydrofonen aufgenommen, an zwölf Stellen zwischen Quelle und Mündung.',
        'Im Kammermusiksaal erklingen die Aufnahmen über 24 Lautsprecher, die das Publikum umgeben. Henrik Baumann antwortet darauf mit dem Violoncello, mal als Echo, mal als Gegenstimme – ein Duett zwischen Mensch und Fluss.',
      ],
      en: [
        'Below the surface it is anything but quiet: stones clack, propellers hum, insect larvae crackle, and in a flood the gravel rumbles along the riverbed. Mira Lehmann captured this hidden world of sound with hydrophones at twelve points between the source and the mouth.',
        'In the Chamber Music Hall the recordings play through 24 loudspeakers surrounding the audience. Henrik Baumann responds on the cello, sometimes as an echo, sometimes as a counter-voice – a duet between a person and a river.',
      ],
    },
    season: 'current',
    exhibitionType: 'concert',
    genre: 'music',
    tags: ['world-premiere', 'local'],
    series: ['sound-space'],
    eventTags: ['premiere'],
    venue: 'konzerthaus',
    room: 'kammermusiksaal',
    performances: 7,
    durationMinutes: 60,
    startTime: '20:00',
    fullPrice: 20,
    programs: [
      {
        title: { de: 'Mira Lehmann: Hydrophon', en: 'Mira Lehmann: Hydrophone' },
        text: {
          de: 'für Violoncello, Unterwasseraufnahmen und Elektronik (2026) · Uraufführung',
          en: 'for cello, underwater recordings and electronics (2026) · world premiere',
        },
      },
      {
        title: { de: 'Hörstation im Foyer', en: 'Listening station in the foyer' },
        text: {
          de: 'Nach dem Konzert können Sie an einer Hörstation die ungeschnittenen Aufnahmen der zwölf Messpunkte anhören.',
          en: 'After the concert you can listen to the uncut recordings from all twelve locations at a listening station in the foyer.',
        },
      },
    ],
    contributors: [
      { person: 'mira-lehmann', role: { de: 'Komposition und Elektronik', en: 'Composition and electronics' } },
      { person: 'henrik-baumann', role: { de: 'Violoncello', en: 'Cello' } },
    ],
  },

  // ---- performance ---------------------------------------------------------------------
  {
    key: 'lange-nacht-des-zuhoerens',
    title: { de: 'Die lange Nacht des Zuhörens', en: 'The Long Night of Listening' },
    subtitle: { de: 'Eine Performance von 22 bis 6 Uhr', en: 'A performance from 10 pm to 6 am' },
    artist: 'Lena Kovač',
    teaser: {
      de: 'Eine Nacht lang erzählen Menschen aus Lindenau von ihren Flüssen, und Lena Kovač hört zu. Kommen Sie, wann Sie wollen, bleiben Sie, solange Sie mögen – bis zum Frühstück am Ufer.',
      en: 'For a whole night, people from Lindenau talk about their rivers while Lena Kovač listens. Come when you like, stay as long as you wish – right through to breakfast by the water.',
    },
    description: {
      de: [
        'Im Lichthof der Kunsthalle, zwischen den Stoffbahnen von Ana Ribeiros Installation, stehen zwei Stühle. Auf einem sitzt Lena Kovač, auf dem anderen nehmen nacheinander Menschen Platz und erzählen: von der Donau ihrer Kindheit, vom Euphrat, von der Lind vor dem Deich. Über Kopfhörer kann das Publikum jedem Gespräch folgen.',
        'Wer müde wird, legt sich auf eine der Matten und hört im Halbschlaf weiter. Um zwei Uhr gibt es Suppe, um sechs Uhr ein gemeinsames Frühstück am Ufer, wenn es hell wird.',
        'Wer selbst erzählen möchte, kann sich vorab oder an der Festivalinformation für einen Platz auf dem zweiten Stuhl melden. Die Gespräche finden auf Deutsch und Englisch statt.',
      ],
      en: [
        'In the Kunsthalle atrium, among the fabric of Ana Ribeiro’s installation, stand two chairs. Lena Kovač sits on one; on the other, one after another, people take a seat and talk: about the Danube of their childhood, about the Euphrates, about the Lind before the dyke was built. Through headphones, the audience can follow every conversation.',
        'If you get tired, lie down on one of the mats and keep listening half asleep. Soup is served at two, and at six, as day breaks, there is a shared breakfast by the river.',
        'If you would like to tell a story yourself, you can sign up in advance or at the festival information desk for a turn on the second chair. The conversations take place in German and English.',
      ],
    },
    season: 'current',
    exhibitionType: 'performance',
    genre: 'performance',
    tags: ['world-premiere', 'participatory'],
    series: ['night-shift'],
    eventTags: ['premiere', 'late-night'],
    venue: 'kunsthalle',
    room: 'lichthof',
    performances: 3,
    durationMinutes: 480,
    startTime: '22:00',
    fullPrice: 28,
    programs: [
      {
        title: { de: '22 Uhr: Ankommen', en: '10 pm: Arrival' },
        text: {
          de: 'Einlass, Kopfhörer und Decken. Die ersten Gespräche beginnen um 22:15 Uhr.',
          en: 'Doors open; headphones and blankets are handed out. The first conversations begin at 10.15 pm.',
        },
      },
      {
        title: { de: '2 Uhr: Nachtsuppe', en: '2 am: Midnight soup' },
        text: { de: 'Im Foyer gibt es heiße Suppe, Tee und Brot.', en: 'Hot soup, tea and bread are served in the foyer.' },
      },
      {
        title: { de: '6 Uhr: Frühstück am Ufer', en: '6 am: Breakfast by the river' },
        text: {
          de: 'Zum Abschluss frühstücken alle gemeinsam auf der Terrasse am Museumsufer.',
          en: 'To close, everyone has breakfast together on the terrace on the Museumsufer.',
        },
      },
    ],
    contributors: [
      { person: 'lena-kovac', role: { de: 'Konzept und Performance', en: 'Concept and performance' } },
      { person: 'marta-kowalska', role: { de: 'Dramaturgie', en: 'Dramaturgy' } },
    ],
    importantInfo: {
      de: 'Sie können jederzeit kommen und gehen; Ihre Karte gilt die ganze Nacht. Matten und Decken sind vorhanden, ein eigenes Kissen ist willkommen. Einlass ab 16 Jahren.',
      en: 'You can come and go at any time; your ticket is valid all night. Mats and blankets are provided, and you are welcome to bring your own pillow. Admission from age 16.',
    },
  },
  {
    key: 'uferlinien',
    title: { de: 'Uferlinien', en: 'Shorelines' },
    subtitle: { de: 'Ein Audiowalk entlang der Lind', en: 'An audio walk along the River Lind' },
    artist: 'Finn Jansen',
    teaser: {
      de: 'Mit Kopfhörern vom Alten Bootshaus flussaufwärts: Finn Jansens Audiowalk erzählt von Fährleuten, Färbereien, Flutnächten und den Menschen, die heute am Ufer leben.',
      en: 'Headphones on, setting off upstream from the Old Boathouse: Finn Jansen’s audio walk tells of ferrymen, dye works, nights of flooding and the people who live by the river today.',
    },
    description: {
      de: [
        'Neunzig Minuten, drei Kilometer, ein Fluss: Der Audiowalk führt vom Festivalzentrum vorbei am alten Fähranleger und der Färbereimauer bis zur Pegelmessstelle am Museumsufer. Unterwegs hören Sie Stimmen von Anwohner:innen, Archivaufnahmen und Musik – und sehen die Stadt plötzlich mit anderen Augen.',
        'Finn Jansen hat für „Uferlinien“ monatelang in Lindenau recherchiert, mit Ruderern, Anglerinnen, Stadtarchivaren und Kindern gesprochen. Der Walk ist auf Deutsch und Englisch verfügbar und kann allein oder zu zweit unternommen werden.',
      ],
      en: [
        'Ninety minutes, three kilometres, one river: the audio walk leads from the Festival Centre past the old ferry landing and the wall of the dye works to the gauging station on the Museumsufer. Along the way you hear the voices of residents, archive recordings and music – and suddenly see the city with different eyes.',
        'Finn Jansen spent months researching ‘Shorelines’ in Lindenau, talking to rowers, anglers, city archivists and children. The walk is available in German and English and can be done alone or in pairs.',
      ],
    },
    season: 'current',
    exhibitionType: 'performance',
    genre: 'performance',
    tags: ['world-premiere', 'participatory', 'local'],
    series: ['riverside'],
    eventTags: [],
    venue: 'festivalzentrum',
    room: 'bootshaus',
    performances: 10,
    durationMinutes: 90,
    startTime: '14:00',
    fullPrice: 14,
    contributors: [
      { person: 'finn-jansen', role: { de: 'Text und Stimme', en: 'Text and narration' } },
      { person: 'paul-lindqvist', role: { de: 'Produktionsleitung', en: 'Production management' } },
    ],
    importantInfo: {
      de: 'Die Strecke ist 3,2 Kilometer lang und teilweise unbefestigt; bitte tragen Sie festes Schuhwerk und wetterfeste Kleidung. Abspielgeräte und Kopfhörer erhalten Sie gegen Pfand im Alten Bootshaus. Für Rollstuhlnutzer:innen gibt es eine gleich lange, befestigte Alternativroute.',
      en: 'The route is 3.2 kilometres long and partly unpaved; please wear sturdy shoes and weatherproof clothing. Players and headphones are handed out against a deposit at the Old Boathouse. A paved alternative route of the same length is available for wheelchair users.',
    },
  },

  // ---- exhibitions ---------------------------------------------------------------------
  {
    key: 'pegelstaende',
    title: { de: 'Pegelstände', en: 'Water Levels' },
    subtitle: { de: 'Eine Installation von Ana Ribeiro', en: 'An installation by Ana Ribeiro' },
    artist: 'Ana Ribeiro',
    teaser: {
      de: 'Hunderte Stoffbahnen, gefärbt mit dem Wasser der Lind, hängen vom Glasdach der Kunsthalle. Jede trägt die Farbe eines anderen Tages – und die Spuren eines Jahres am Fluss.',
      en: 'Hundreds of lengths of fabric, dyed with water from the River Lind, hang from the Kunsthalle’s glass roof. Each carries the colour of a different day – and the traces of a year on the river.',
    },
    description: {
      de: [
        'Ana Ribeiro hat ein Jahr lang täglich Wasser aus der Lind geschöpft und darin Baumwollbahnen gefärbt, in einem Verfahren, das sie den historischen Färbereien des Baumwollwerks abgeschaut hat. Schlamm, Laub und Algen hinterlassen Spuren: hellgrau im Sommer, ockerbraun nach Regen, fast schwarz nach dem Frühjahrshochwasser.',
        'Im Lichthof der Kunsthalle hängen die 365 Bahnen in der Reihenfolge ihres Entstehens und bilden einen begehbaren Kalender. Wer durch die Installation geht, bewegt die Stoffe und erlebt, wie der Fluss sich über ein Jahr verändert.',
      ],
      en: [
        'Every day for a year, Ana Ribeiro drew water from the River Lind and dyed lengths of cotton in it, using a method she learned from the historic dye works of the Cotton Mill. Silt, leaves and algae leave their marks: pale grey in summer, ochre after rain, almost black after the spring flood.',
        'In the Kunsthalle atrium the 365 lengths hang in the order in which they were made, forming a calendar you can walk through. As you move through the installation, the fabric stirs, and you experience how the river changes over the course of a year.',
      ],
    },
    season: 'current',
    exhibitionType: 'exhibition',
    genre: 'art',
    tags: ['world-premiere', 'international'],
    series: [],
    eventTags: ['accessible', 'family'],
    venue: 'kunsthalle',
    room: 'lichthof',
    performances: 10,
    durationMinutes: 480,
    startTime: '10:00',
    fullPrice: 10,
    timeslots: true,
    programs: [
      {
        title: { de: 'Führungen', en: 'Guided tours' },
        text: {
          de: 'Täglich um 15 Uhr führen Kunstvermittler:innen durch die Installation. Die Führung ist im Eintrittspreis enthalten.',
          en: 'Art educators lead a tour of the installation every day at 3 pm. The tour is included in the admission price.',
        },
      },
      {
        title: { de: 'Tastführung', en: 'Touch tour' },
        text: {
          de: 'Für blinde und sehbehinderte Besucher:innen gibt es sonntags um 11 Uhr eine Tastführung mit Stoffproben. Anmeldung beim Kartenservice.',
          en: 'On Sundays at 11 am there is a touch tour with fabric samples for blind and partially sighted visitors. Please book through the box office.',
        },
      },
    ],
    contributors: [
      { person: 'ana-ribeiro', role: { de: 'Installation', en: 'Installation' } },
      { person: 'felix-hartmann', role: { de: 'Technische Umsetzung', en: 'Technical realisation' } },
    ],
    importantInfo: {
      de: 'Einlass mit Zeitfenster-Ticket, Aufenthaltsdauer beliebig. Taschen und Rucksäcke bitte an der Garderobe abgeben. Kinder unter 12 Jahren haben freien Eintritt.',
      en: 'Admission with a timed ticket; stay as long as you like. Please leave bags and rucksacks at the cloakroom. Children under 12 go free.',
    },
  },
  {
    key: 'das-andere-ufer',
    title: { de: 'Das andere Ufer', en: 'The Far Bank' },
    subtitle: { de: 'Fotografien von Ilja Petrov', en: 'Photographs by Ilja Petrov' },
    artist: 'Ilja Petrov',
    teaser: {
      de: 'Vier Jahreszeiten, zwei Ufer, achtzig Porträts: Der Lindenauer Fotograf Ilja Petrov zeigt die Menschen, die am Fluss leben und arbeiten – auf beiden Seiten.',
      en: 'Four seasons, two banks, eighty portraits: Lindenau photographer Ilja Petrov shows the people who live and work by the river – on both sides.',
    },
    description: {
      de: [
        'Die Lind teilt Lindenau in zwei Hälften, die sich lange fremd waren: die bürgerliche Altstadt im Osten, das Arbeiterviertel um das Baumwollwerk im Westen. Ilja Petrov hat mit seiner Großformatkamera beide Ufer erkundet und Menschen porträtiert, die dort zu Hause sind.',
        'Die Ausstellung in der Oberen Galerie stellt die Bilder paarweise einander gegenüber, durch die Fenster hindurch sieht man dabei auf den Fluss. So entsteht ein stiller Dialog über Nähe und Entfernung, Herkunft und Zugehörigkeit.',
      ],
      en: [
        'The Lind divides Lindenau into two halves that long remained strangers: the middle-class old town to the east and the working-class district around the Cotton Mill to the west. With his large-format camera, Ilja Petrov explored both banks, photographing the people who call them home.',
        'The exhibition in the Upper Gallery sets the pictures facing one another in pairs, with the river visible through the windows in between. The result is a quiet dialogue about closeness and distance, origins and belonging.',
      ],
    },
    season: 'current',
    exhibitionType: 'exhibition',
    genre: 'art',
    tags: ['local'],
    series: [],
    eventTags: ['accessible'],
    venue: 'kunsthalle',
    room: 'obere-galerie',
    performances: 9,
    durationMinutes: 480,
    startTime: '10:00',
    fullPrice: 8,
    timeslots: true,
    contributors: [
      { person: 'ilja-petrov', role: { de: 'Fotografie', en: 'Photography' } },
      { person: 'katrin-vogel', role: { de: 'Kuratorin', en: 'Curator' } },
    ],
  },
  {
    key: 'treibgut',
    title: { de: 'Treibgut', en: 'Flotsam' },
    subtitle: { de: 'Eine Gruppenausstellung mit acht Künstler:innen', en: 'A group exhibition with eight artists' },
    artist: 'Maren Voss',
    teaser: {
      de: 'Was der Fluss mit sich trägt, was er anspült und was er verschluckt: Acht Künstler:innen aus sechs Ländern zeigen in der Alten Färberei Skulpturen, Videos und Fundstücke.',
      en: 'What the river carries, what it washes up and what it swallows: eight artists from six countries show sculpture, video and found objects at the Old Dye Works.',
    },
    description: {
      de: [
        'Treibgut ist das, was übrig bleibt, wenn das Wasser zurückgeht: Äste, Plastik, ein einzelner Schuh, manchmal ein ganzes Boot. Die Kuratorin Maren Voss hat Künstler:innen eingeladen, die mit solchen Resten arbeiten und darin Geschichten von Verlust, Handel und Klimawandel entdecken.',
        'Zu sehen sind unter anderem ein Floß aus gesammelten Flaschen, eine Videoarbeit über die letzten Fährleute am Mekong und ein Archiv aus Dingen, die Ana Ribeiro am Ufer der Lind gefunden hat. Die Alte Färberei, in der früher Stoffe im Flusswasser gespült wurden, bildet dafür den passenden Rahmen.',
      ],
      en: [
        'Flotsam is what remains when the water recedes: branches, plastic, a single shoe, sometimes an entire boat. Curator Maren Voss has invited artists who work with such remnants and find in them stories of loss, trade and climate change.',
        'Among the works on show are a raft made of collected bottles, a video piece about the last ferrymen on the Mekong and an archive of things Ana Ribeiro found on the banks of the Lind. The Old Dye Works, where fabric was once rinsed in river water, provides a fitting setting.',
      ],
    },
    season: 'current',
    exhibitionType: 'exhibition',
    genre: 'art',
    tags: ['coproduction', 'international'],
    series: [],
    eventTags: ['accessible', 'family'],
    venue: 'baumwollwerk',
    room: 'faerberei',
    performances: 10,
    durationMinutes: 480,
    startTime: '10:00',
    fullPrice: 12,
    timeslots: true,
    programs: [
      {
        title: { de: 'Kuratorinnenführung', en: 'Curator’s tour' },
        text: {
          de: 'Maren Voss führt sonntags um 11 Uhr durch die Ausstellung.',
          en: 'Maren Voss leads a tour of the exhibition on Sundays at 11 am.',
        },
      },
      {
        title: { de: 'Familienwerkstatt', en: 'Family workshop' },
        text: {
          de: 'Samstags von 14 bis 16 Uhr bauen Kinder ab sechs Jahren gemeinsam mit ihren Eltern Skulpturen aus Treibholz und Fundstücken. Die Teilnahme ist im Eintritt enthalten.',
          en: 'On Saturdays from 2 to 4 pm, children aged six and over build sculptures from driftwood and found objects together with their parents. Included in the admission price.',
        },
      },
    ],
    contributors: [
      { person: 'maren-voss', role: { de: 'Kuratorin', en: 'Curator' } },
      { person: 'ana-ribeiro', role: { de: 'Mit Arbeiten von', en: 'With works by' } },
      { person: 'ilja-petrov', role: { de: 'Mit Arbeiten von', en: 'With works by' } },
    ],
  },

  // ---- talks and workshops -------------------------------------------------------------
  {
    key: 'wem-gehoert-der-fluss',
    title: { de: 'Wem gehört der Fluss?', en: 'Who Owns the River?' },
    subtitle: { de: 'Gesprächsreihe in der Uferbar', en: 'A series of talks at the Riverside Bar' },
    artist: 'Omar Benali',
    teaser: {
      de: 'Hat ein Fluss Rechte? Wer darf am Ufer wohnen, wer muss weichen? An vier Abenden diskutieren Künstler:innen, Fachleute und Lindenauer:innen. Eintritt frei.',
      en: 'Does a river have rights? Who gets to live on the bank, and who has to make way? Over four evenings, artists, experts and people from Lindenau discuss. Free admission.',
    },
    description: {
      de: [
        'In Neuseeland ist der Whanganui River eine juristische Person, in Spanien hat eine Lagune eigene Rechte erhalten. Und an der Lind? Die Gesprächsreihe fragt, wie wir mit dem Fluss zusammenleben wollen, der unserer Stadt den Namen gibt, und wer dabei mitreden darf.',
        'Omar Benali moderiert vier Abende mit wechselnden Gästen aus Kunst, Wissenschaft, Stadtverwaltung und Nachbarschaft. Das Publikum ist ausdrücklich eingeladen, sich einzumischen.',
      ],
      en: [
        'In New Zealand the Whanganui River is a legal person; in Spain a lagoon has been granted rights of its own. And the Lind? This series of talks asks how we want to live alongside the river that gives our city its name, and who gets a say.',
        'Omar Benali chairs four evenings with changing guests from the arts, academia, the city administration and the neighbourhood. The audience is expressly invited to join in.',
      ],
    },
    season: 'current',
    exhibitionType: 'talk',
    genre: 'literature',
    tags: ['participatory', 'local'],
    series: ['in-conversation', 'riverside'],
    eventTags: ['free', 'accessible'],
    venue: 'festivalzentrum',
    room: 'uferbar',
    performances: 4,
    durationMinutes: 90,
    startTime: '18:00',
    fullPrice: 0,
    programs: [
      {
        title: { de: 'Erster Abend: Der Fluss als Person', en: 'First evening: The river as a person' },
        text: {
          de: 'Über Rechte der Natur – mit einer Umweltjuristin und der Künstlerin Ana Ribeiro.',
          en: 'On the rights of nature – with an environmental lawyer and the artist Ana Ribeiro.',
        },
      },
      {
        title: { de: 'Zweiter Abend: Wer darf am Ufer wohnen?', en: 'Second evening: Who gets to live by the water?' },
        text: {
          de: 'Über Mieten, Hochwasserschutz und die neuen Wohnungen am Lindufer – mit der Kuratorin Maren Voss und Vertreter:innen der Stadt.',
          en: 'On rents, flood defences and the new flats on the riverside – with curator Maren Voss and representatives of the city.',
        },
      },
      {
        title: { de: 'Dritter und vierter Abend: Hochwasser erinnern', en: 'Third and fourth evenings: Remembering the flood' },
        text: {
          de: 'Über Erinnerung und Erzählen – mit der Schriftstellerin Judith Kranz und Zeitzeug:innen des Hochwassers von 2002.',
          en: 'On memory and storytelling – with the novelist Judith Kranz and people who lived through the 2002 flood.',
        },
      },
    ],
    contributors: [
      { person: 'omar-benali', role: { de: 'Moderation', en: 'Chair' } },
      { person: 'ana-ribeiro', role: { de: 'Gast', en: 'Guest' } },
      { person: 'maren-voss', role: { de: 'Gast', en: 'Guest' } },
      { person: 'judith-kranz', role: { de: 'Gast', en: 'Guest' } },
    ],
    importantInfo: {
      de: 'Eintritt frei, keine Anmeldung nötig. Alle Gespräche werden in Deutsche Gebärdensprache verdolmetscht.',
      en: 'Free admission, no need to register. All talks are interpreted into German Sign Language.',
    },
  },
  {
    key: 'das-jahr-ohne-winter',
    title: { de: 'Judith Kranz: Das Jahr ohne Winter', en: 'Judith Kranz: The Year Without Winter' },
    subtitle: { de: 'Lesung und Gespräch', en: 'Reading and conversation' },
    artist: 'Judith Kranz',
    teaser: {
      de: 'Ein Dorf an einem Fluss, der jedes Frühjahr über die Ufer tritt – bis er es eines Jahres nicht mehr tut. Judith Kranz liest aus ihrem neuen Roman und spricht mit Omar Benali.',
      en: 'A village on a river that floods every spring – until one year it doesn’t. Judith Kranz reads from her new novel and talks to Omar Benali.',
    },
    description: {
      de: [
        'In Judith Kranz’ neuem Roman gehört das Frühjahrshochwasser zum Leben der Dorfbewohner:innen wie Ostern und die Kirmes. Als der Fluss eines Winters ausbleibt und stattdessen Dürre kommt, geraten Gewissheiten ins Wanken, die über Generationen gehalten haben.',
        'Im Gespräch mit Omar Benali erzählt die Autorin, warum sie über Abwesenheit schreibt, was sie von ihren Großeltern über Flüsse gelernt hat und warum ihre Romane immer in Kleinstädten spielen. Nach der Lesung signiert sie Bücher.',
      ],
      en: [
        'In Judith Kranz’s new novel, the spring flood is as much a part of village life as Easter and the fair. When one winter the river fails to come and drought arrives instead, certainties that have held for generations begin to waver.',
        'In conversation with Omar Benali, the author talks about why she writes about absence, what her grandparents taught her about rivers and why her novels are always set in small towns. She will be signing books after the reading.',
      ],
    },
    season: 'current',
    exhibitionType: 'talk',
    genre: 'literature',
    tags: [],
    series: ['in-conversation'],
    eventTags: [],
    venue: 'kunsthalle',
    room: 'obere-galerie',
    performances: 2,
    durationMinutes: 75,
    startTime: '19:00',
    fullPrice: 12,
    contributors: [
      { person: 'judith-kranz', role: { de: 'Lesung', en: 'Reading' } },
      { person: 'omar-benali', role: { de: 'Moderation', en: 'Chair' } },
    ],
    promoter: { de: 'Literaturhaus Lindenau e. V.', en: 'Literaturhaus Lindenau' },
  },
  {
    key: 'briefe-an-den-fluss',
    title: { de: 'Briefe an den Fluss', en: 'Letters to the River' },
    subtitle: { de: 'Schreibwerkstatt mit Noor Haddad', en: 'A writing workshop with Noor Haddad' },
    artist: 'Noor Haddad',
    teaser: {
      de: 'Was würden Sie der Lind schreiben, wenn sie lesen könnte? Die Autorin Noor Haddad lädt im Alten Bootshaus zum gemeinsamen Schreiben ein – für alle ab 14 Jahren, Eintritt frei.',
      en: 'What would you write to the River Lind if it could read? In the Old Boathouse, playwright Noor Haddad invites you to write together – for everyone aged 14 and over, free of charge.',
    },
    description: {
      de: [
        'Ein Liebesbrief, eine Beschwerde, eine Entschuldigung: In der Schreibwerkstatt entstehen Briefe an einen Fluss. Noor Haddad gibt Impulse, stellt Texte anderer Autor:innen vor und hilft dabei, die eigene Stimme zu finden.',
        'Vorkenntnisse sind nicht nötig, Papier und Stifte liegen bereit. Ausgewählte Briefe werden am letzten Festivaltag in der Uferbar vorgelesen und im Festivalmagazin veröffentlicht – wenn ihre Autor:innen das möchten.',
      ],
      en: [
        'A love letter, a complaint, an apology: in this workshop, participants write letters to a river. Noor Haddad offers prompts, introduces texts by other writers and helps you find your own voice.',
        'No experience is needed, and paper and pens are provided. Selected letters will be read aloud at the Riverside Bar on the last day of the festival and published in the festival magazine – if their authors wish.',
      ],
    },
    season: 'current',
    exhibitionType: 'workshop',
    genre: 'literature',
    tags: ['participatory'],
    series: ['riverside', 'young-festival'],
    eventTags: ['free'],
    venue: 'festivalzentrum',
    room: 'bootshaus',
    performances: 8,
    durationMinutes: 150,
    startTime: '11:00',
    fullPrice: 0,
    contributors: [
      { person: 'noor-haddad', role: { de: 'Leitung', en: 'Workshop leader' } },
      { person: 'samuel-adeyemi', role: { de: 'Vermittlung', en: 'Learning' } },
    ],
    importantInfo: {
      de: 'Für alle ab 14 Jahren. Die Plätze sind begrenzt und werden in der Reihenfolge der Ankunft vergeben. Die Werkstatt findet auf Deutsch statt; Texte in anderen Sprachen sind willkommen.',
      en: 'For everyone aged 14 and over. Places are limited and allocated on a first-come, first-served basis. The workshop is held in German; texts in other languages are welcome.',
    },
  },

  // ---- last year’s edition (motto „Nachbarschaften“ / ‘Neighbourhoods’) -----------------
  {
    key: 'hausnummer-neun',
    title: { de: 'Hausnummer 9', en: 'Number 9' },
    subtitle: { de: 'Ein Stück über ein Mietshaus · Uraufführung', en: 'A play about a block of flats · world premiere' },
    artist: 'Ines Kaltenbach',
    teaser: {
      de: 'Ein Altbau in der Westvorstadt, vier Etagen, zwölf Parteien und ein Brief des neuen Eigentümers. Ines Kaltenbachs Eröffnungsinszenierung von 2025 über Nachbarschaft im Ausnahmezustand.',
      en: 'An old tenement in the western suburbs, four floors, twelve households and a letter from the new owner. Ines Kaltenbach’s 2025 opening production about neighbourliness under pressure.',
    },
    description: {
      de: [
        'Als in der Hausnummer 9 die Modernisierungsankündigung im Briefkasten liegt, beginnen Menschen miteinander zu reden, die sich jahrelang nur im Treppenhaus gegrüßt haben. Ines Kaltenbach und ihr Ensemble haben dafür mit Mieter:innen aus ganz Lindenau gesprochen.',
        'Rasmus Holm baute ein vierstöckiges Haus im Querschnitt auf die Bühne, in dem alle Wohnungen gleichzeitig bespielt wurden. Die Inszenierung war die meistbesuchte Produktion des Festivals 2025.',
      ],
      en: [
        'When a notice of modernisation lands in the letterboxes of Number 9, people who have only ever nodded to each other on the stairs begin to talk. Ines Kaltenbach and her ensemble spoke to tenants from all over Lindenau for the piece.',
        'Rasmus Holm built a four-storey cross-section of the house on stage, with every flat in use at the same time. The production was the best-attended show of the 2025 festival.',
      ],
    },
    season: 'previous',
    exhibitionType: 'performance',
    genre: 'theatre',
    tags: ['world-premiere', 'local'],
    series: ['premieres'],
    eventTags: ['premiere', 'english-surtitles'],
    venue: 'schauspielhaus',
    room: 'grosse-buehne',
    performances: 4,
    durationMinutes: 100,
    startTime: '19:30',
    fullPrice: 34,
    programs: [
      {
        title: { de: 'Treppenhausgespräche', en: 'Stairwell talks' },
        text: {
          de: 'Nach jeder Vorstellung luden Mieterinitiativen aus Lindenau im Foyer zum Austausch ein.',
          en: 'After every performance, tenants’ groups from Lindenau invited audiences to talk in the foyer.',
        },
      },
      {
        title: { de: 'Einführung', en: 'Introduction' },
        text: {
          de: 'Eine halbe Stunde vor Beginn gab die Dramaturgie eine kurze Einführung im Oberen Foyer.',
          en: 'Half an hour before each show, the dramaturgy team gave a short introduction in the Upper Foyer.',
        },
      },
    ],
    contributors: [
      { person: 'ines-kaltenbach', role: { de: 'Regie', en: 'Direction' } },
      { person: 'rasmus-holm', role: { de: 'Bühne', en: 'Set design' } },
      { person: 'jakob-sommer', role: { de: 'Mit', en: 'With' } },
    ],
  },
  {
    key: 'unisono',
    title: { de: 'Unisono', en: 'Unison' },
    subtitle: { de: 'Compañía Ferrer, Barcelona · Deutsche Erstaufführung', en: 'Compañía Ferrer, Barcelona · German premiere' },
    artist: 'Lucía Ferrer / Compañía Ferrer',
    teaser: {
      de: 'Zehn Tänzer:innen, ein Atem: Lucía Ferrers mitreißendes Gruppenstück über das Glück und die Gefahr, im Gleichschritt zu gehen.',
      en: 'Ten dancers, one breath: Lucía Ferrer’s exhilarating ensemble piece about the joy and the danger of moving in step.',
    },
    description: {
      de: [
        'In „Unisono“ bewegen sich zehn Tänzer:innen fast eine Stunde lang synchron, bis winzige Abweichungen die Ordnung ins Wanken bringen. Lucía Ferrer fragt, wie viel Gemeinschaft der Einzelne braucht und wie viel er aushält.',
        'Das Stück war 2025 als Deutsche Erstaufführung im Kesselhaus zu sehen. Alle drei Vorstellungen waren ausverkauft.',
      ],
      en: [
        'In ‘Unison’ ten dancers move in perfect synchrony for almost an hour, until tiny deviations begin to unsettle the order. Lucía Ferrer asks how much community an individual needs – and how much they can bear.',
        'The piece received its German premiere in the Boiler House in 2025. All three performances sold out.',
      ],
    },
    season: 'previous',
    exhibitionType: 'performance',
    genre: 'dance',
    tags: ['international', 'german-premiere'],
    series: [],
    eventTags: ['premiere'],
    venue: 'baumwollwerk',
    room: 'kesselhaus',
    performances: 3,
    durationMinutes: 65,
    startTime: '20:00',
    fullPrice: 30,
    contributors: [
      { person: 'lucia-ferrer', role: { de: 'Choreografie', en: 'Choreography' } },
      { person: 'oskar-weiss', role: { de: 'Licht', en: 'Lighting design' } },
    ],
    importantInfo: {
      de: 'Die Vorstellung enthielt Stroboskoplicht und laute Musik.',
      en: 'The performance contained strobe lighting and loud music.',
    },
  },
  {
    key: 'balkonkonzerte',
    title: { de: 'Balkonkonzerte', en: 'Balcony Concerts' },
    subtitle: { de: 'Ensemble Nordlicht · Abschlusskonzert', en: 'Nordlicht ensemble · closing concert' },
    artist: 'Ensemble Nordlicht, Henrik Baumann',
    teaser: {
      de: 'Einen Sommer lang spielte das Ensemble Nordlicht auf Balkonen, in Hinterhöfen und Treppenhäusern. Zum Festival 2025 kam die Musik der Nachbarschaft in den Kammermusiksaal.',
      en: 'For a whole summer the Nordlicht ensemble played on balconies, in back yards and in stairwells. For the 2025 festival, the music of the neighbourhood moved into the Chamber Music Hall.',
    },
    description: {
      de: [
        'Dreißig Konzerte an dreißig Adressen: Im Sommer 2025 luden Lindenauer:innen das Ensemble Nordlicht zu sich nach Hause ein, und die Nachbar:innen hörten von ihren Fenstern aus zu. Gespielt wurden Streichquartette von Haydn bis Philip Glass – und die Wunschstücke der Gastgeber:innen.',
        'Beim Festival 2025 präsentierte das Ensemble die Höhepunkte dieses Sommers, ergänzt um Tonaufnahmen und Fotos der Balkonabende. Viele der Gastgeber:innen saßen an diesen Abenden in der ersten Reihe.',
      ],
      en: [
        'Thirty concerts at thirty addresses: in summer 2025, people in Lindenau invited the Nordlicht ensemble into their homes while the neighbours listened from their windows. The programme ranged from Haydn to Philip Glass string quartets – plus the hosts’ own requests.',
        'At the 2025 festival the ensemble presented the highlights of that summer, complemented by recordings and photographs of the balcony evenings. Many of the hosts sat in the front row on those evenings.',
      ],
    },
    season: 'previous',
    exhibitionType: 'concert',
    genre: 'music',
    tags: ['local', 'participatory'],
    series: ['sound-space'],
    eventTags: ['accessible'],
    venue: 'konzerthaus',
    room: 'kammermusiksaal',
    performances: 3,
    durationMinutes: 90,
    startTime: '19:30',
    fullPrice: 22,
    contributors: [
      { person: 'henrik-baumann', role: { de: 'Violoncello und künstlerische Leitung', en: 'Cello and artistic direction' } },
      { person: 'jonas-albrecht', role: { de: 'Moderation', en: 'Presenter' } },
    ],
  },
  {
    key: 'tischgespraeche',
    title: { de: 'Tischgespräche', en: 'Table Talk' },
    subtitle: { de: 'Eine Performance an einer langen Tafel', en: 'A performance at a long table' },
    artist: 'Lena Kovač',
    teaser: {
      de: 'Eine Tafel für hundert Menschen, die sich nicht kennen, ein Menü in fünf Gängen und fünf Fragen über das Zusammenleben. Lena Kovačs Performance beim Festival 2025.',
      en: 'A table for a hundred strangers, a five-course meal and five questions about living together. Lena Kovač’s performance at the 2025 festival.',
    },
    description: {
      de: [
        'Im Spiegelzelt stand eine einzige, lange Tafel. Zu jedem Gang legte Lena Kovač eine Frage auf den Tisch: Wen würden Sie um Hilfe bitten? Was schulden wir einander? Wann waren Sie zuletzt jemandem fremd?',
        'Gastgeber:innen wie der Autor Finn Jansen halfen den Gesprächen auf die Sprünge. Viele Gäste blieben nach dem Dessert noch lange sitzen.',
      ],
      en: [
        'A single long table stood in the Spiegeltent. With every course, Lena Kovač placed a question on the table: Who would you ask for help? What do we owe one another? When were you last a stranger to someone?',
        'Hosts such as the writer Finn Jansen helped get the conversations going. Many guests stayed at the table long after dessert.',
      ],
    },
    season: 'previous',
    exhibitionType: 'performance',
    genre: 'performance',
    tags: ['participatory'],
    series: ['in-conversation'],
    eventTags: [],
    venue: 'festivalzentrum',
    room: 'spiegelzelt',
    performances: 3,
    durationMinutes: 150,
    startTime: '19:00',
    fullPrice: 20,
    contributors: [
      { person: 'lena-kovac', role: { de: 'Konzept und Performance', en: 'Concept and performance' } },
      { person: 'finn-jansen', role: { de: 'Gastgeber', en: 'Host' } },
    ],
    importantInfo: {
      de: 'Im Eintrittspreis war ein vegetarisches Menü enthalten. Unverträglichkeiten konnten bei der Buchung angegeben werden.',
      en: 'A vegetarian menu was included in the ticket price. Dietary requirements could be noted when booking.',
    },
  },
  {
    key: 'die-hofoper',
    title: { de: 'Die Hofoper', en: 'The Courtyard Opera' },
    subtitle: { de: 'Musiktheater für alle ab 5 Jahren', en: 'Music theatre for everyone aged 5 and over' },
    artist: 'Pia Hofmann, Tamás Varga',
    teaser: {
      de: 'Im Hinterhof wird gesungen! Eine Kinderoper über eine Mülltonne, die Sängerin werden will, und eine Hausgemeinschaft, die lernt, im Chor zu singen.',
      en: 'There’s singing in the courtyard! A children’s opera about a dustbin that wants to be a singer and a household that learns to sing together.',
    },
    description: {
      de: [
        'Im Hinterhof der Hausnummer 14 ist es laut: Die Katze faucht, der Hausmeister schimpft, und die blaue Tonne will unbedingt auf die Bühne. Pia Hofmann und der Komponist Tamás Varga erzählten davon mit zwei Sängerinnen, einem Bariton und einem kleinen Orchester.',
        'Kinder aus drei Lindenauer Grundschulen sangen im Finale mit. Die Produktion war 2025 Teil des Jungen Festivals.',
      ],
      en: [
        'It’s noisy in the back courtyard of Number 14: the cat hisses, the caretaker grumbles and the blue bin is desperate to get on stage. Pia Hofmann and composer Tamás Varga told the story with two sopranos, a baritone and a small orchestra.',
        'Children from three Lindenau primary schools joined in the finale. The production was part of the 2025 Young Festival.',
      ],
    },
    season: 'previous',
    exhibitionType: 'performance',
    genre: 'music',
    tags: ['world-premiere', 'local'],
    series: ['young-festival'],
    eventTags: ['family'],
    venue: 'schauspielhaus',
    room: 'studio',
    performances: 3,
    durationMinutes: 60,
    startTime: '16:00',
    fullPrice: 12,
    contributors: [
      { person: 'pia-hofmann', role: { de: 'Regie', en: 'Direction' } },
      { person: 'tamas-varga', role: { de: 'Musik', en: 'Music' } },
    ],
  },
]
