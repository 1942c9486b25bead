import type { PersonSeed } from './types'

/** The festival team first (inTeam), then the artists of this year’s and last year’s programme. */
export const people: PersonSeed[] = [
  // ---- festival team -------------------------------------------------------------------
  {
    key: 'katrin-vogel',
    name: 'Katrin Vogel',
    position: { de: 'Künstlerische Leiterin', en: 'Artistic Director' },
    department: 'direction',
    inTeam: true,
    bio: {
      de: [
        'Katrin Vogel leitet das Festival der Künste seit 2021. Zuvor war sie Kuratorin für Theater und Tanz an einem Produktionshaus in Frankfurt am Main und leitete sechs Jahre lang ein Festival für freie darstellende Künste in Graz.',
        'Sie interessiert sich für Arbeiten, die Stadt und Bühne miteinander ins Gespräch bringen, und für Künstler:innen, die ihr Publikum ernst nehmen. Das Motto dieser Ausgabe, „Über die Ufer“, hat sie gemeinsam mit dem Dramaturgieteam entwickelt.',
      ],
      en: [
        'Katrin Vogel has been Artistic Director of the Festival of the Arts since 2021. She was previously curator for theatre and dance at a production house in Frankfurt am Main and spent six years running a festival of independent performing arts in Graz.',
        'She is drawn to work that sets the city and the stage in conversation, and to artists who take their audiences seriously. She developed this edition’s motto, ‘Breaking the Banks’, together with the dramaturgy team.',
      ],
    },
  },
  {
    key: 'tobias-reinhardt',
    name: 'Tobias Reinhardt',
    position: { de: 'Kaufmännischer Geschäftsführer', en: 'Managing Director' },
    department: 'direction',
    inTeam: true,
    bio: {
      de: [
        'Tobias Reinhardt ist seit 2017 Geschäftsführer der Festival der Künste Lindenau gGmbH. Der studierte Kulturökonom verantwortet Finanzen, Personal, Förderung und Partnerschaften.',
        'Unter seiner Leitung hat das Festival seinen Kartenverkauf auf ein eigenes Onlinesystem umgestellt und das Festivalzentrum am Lindufer als festen Ort etabliert. Er sitzt außerdem im Vorstand eines bundesweiten Netzwerks freier Festivals.',
      ],
      en: [
        'Tobias Reinhardt has been Managing Director of Festival der Künste Lindenau gGmbH since 2017. A trained cultural economist, he is responsible for finance, staff, funding and partnerships.',
        'Under his leadership the festival moved its ticket sales to its own online system and established the Festival Centre on the Riverside as a permanent fixture. He also sits on the board of a national network of independent festivals.',
      ],
    },
  },
  {
    key: 'leyla-demir',
    name: 'Leyla Demir',
    position: { de: 'Leitende Dramaturgin', en: 'Head of Dramaturgy' },
    department: 'dramaturgy',
    inTeam: true,
    bio: {
      de: [
        'Leyla Demir studierte Theaterwissenschaft und Philosophie in Berlin und Istanbul. Nach Stationen am Maxim Gorki Theater und beim Festival Theaterformen kam sie 2022 nach Lindenau.',
        'Sie begleitet die Eigen- und Koproduktionen des Festivals von der ersten Idee bis zur Premiere und kuratiert das Theaterprogramm. In dieser Ausgabe ist sie Dramaturgin von „Hochwasser“.',
      ],
      en: [
        'Leyla Demir studied theatre studies and philosophy in Berlin and Istanbul. After working at the Maxim Gorki Theater and the Theaterformen festival, she came to Lindenau in 2022.',
        'She accompanies the festival’s own productions and co-productions from first idea to premiere and curates the theatre programme. This year she is the dramaturg of ‘High Water’.',
      ],
    },
  },
  {
    key: 'jonas-albrecht',
    name: 'Jonas Albrecht',
    position: { de: 'Dramaturg Musik', en: 'Music Dramaturg' },
    department: 'dramaturgy',
    inTeam: true,
    bio: {
      de: [
        'Jonas Albrecht ist Musikwissenschaftler und Bratschist. Er verantwortet das Konzertprogramm des Festivals und die Reihe Klangraum, in der neue Musik auf ungewöhnliche Orte trifft.',
        'Vor seiner Zeit in Lindenau arbeitete er in der Konzertdramaturgie eines Rundfunkorchesters. Er schreibt regelmäßig für das Festivalmagazin und moderiert Konzerteinführungen.',
      ],
      en: [
        'Jonas Albrecht is a musicologist and viola player. He is responsible for the festival’s concert programme and for the Sound Space series, which brings new music to unusual places.',
        'Before coming to Lindenau he worked in programme planning for a radio orchestra. He writes regularly for the festival magazine and gives pre-concert talks.',
      ],
    },
  },
  {
    key: 'marta-kowalska',
    name: 'Marta Kowalska',
    position: { de: 'Dramaturgin Tanz und Performance', en: 'Dance and Performance Dramaturg' },
    department: 'dramaturgy',
    inTeam: true,
    bio: {
      de: [
        'Marta Kowalska wuchs in Krakau auf und studierte Tanzwissenschaft in Gießen und Frankfurt. Seit 2019 kuratiert sie das Tanz- und Performanceprogramm des Festivals.',
        'Sie hat zahlreiche internationale Gastspiele erstmals nach Deutschland geholt und begleitet in diesem Jahr die Uraufführung von Yuki Tanakas „Gezeiten“ als Dramaturgin. Bevor sie zur Theorie kam, hat sie selbst getanzt – bis eine Knieverletzung dazwischenkam.',
      ],
      en: [
        'Marta Kowalska grew up in Kraków and studied dance studies in Giessen and Frankfurt. Since 2019 she has curated the festival’s dance and performance programme.',
        'She has brought numerous international productions to Germany for the first time, and this year she is the dramaturg of Yuki Tanaka’s world premiere, ‘Tides’. Before turning to theory she was a dancer herself – until a knee injury intervened.',
      ],
    },
  },
  {
    key: 'samuel-adeyemi',
    name: 'Samuel Adeyemi',
    position: { de: 'Leitung Kunstvermittlung und Junges Festival', en: 'Head of Learning and Young Festival' },
    department: 'dramaturgy',
    inTeam: true,
    bio: {
      de: [
        'Samuel Adeyemi ist Theaterpädagoge und hat lange in der offenen Jugendarbeit gearbeitet. Er verantwortet das Junge Festival, die Schulvorstellungen und alle Vermittlungsangebote.',
        'Ihm ist wichtig, dass Kinder und Jugendliche nicht nur zuschauen, sondern mitreden: Eine Jugendjury aus Lindenauer Schüler:innen wählt jedes Jahr eine Produktion für das Programm aus. Bei fast jeder Familienvorstellung sitzt er selbst im Saal.',
      ],
      en: [
        'Samuel Adeyemi is a drama educator with a long background in youth work. He is responsible for the Young Festival, the school performances and all learning programmes.',
        'He believes children and young people should have a say, not just a seat: every year a youth jury of Lindenau school students chooses one production for the programme. He is in the audience at almost every family performance.',
      ],
    },
  },
  {
    key: 'felix-hartmann',
    name: 'Felix Hartmann',
    position: { de: 'Technischer Leiter', en: 'Technical Director' },
    department: 'production',
    inTeam: true,
    bio: {
      de: [
        'Felix Hartmann ist Veranstaltungstechniker und Bühnenmeister. Seit zwölf Jahren sorgt er dafür, dass in Industriehallen, Zelten und Konzertsälen alles hängt, leuchtet und klingt.',
        'Mit seinem Team baut er in drei Wochen rund zwanzig Produktionen auf und wieder ab. Er ist außerdem verantwortlich für die Sicherheit an allen Spielorten.',
      ],
      en: [
        'Felix Hartmann is an events technician and master stage technician. For twelve years he has made sure that everything hangs, lights up and sounds right in industrial halls, tents and concert halls alike.',
        'Over three weeks, he and his team get in and strike some twenty productions. He is also responsible for safety at every venue.',
      ],
    },
  },
  {
    key: 'sina-okafor',
    name: 'Sina Okafor',
    position: { de: 'Produktionsleiterin', en: 'Production Manager' },
    department: 'production',
    inTeam: true,
    bio: {
      de: [
        'Sina Okafor koordiniert die internationalen Gastspiele des Festivals: Reisen, Visa, Frachten, Proben- und Aufbaupläne. Sie hat Kulturmanagement in Weimar studiert und zuvor für eine Tanzcompany in Brüssel gearbeitet.',
        'Sie spricht fünf Sprachen, was bei Gastspielen aus ganz Europa sehr hilft. Wenn Bühnenbilder per Lkw aus Warschau oder Barcelona kommen, ist sie die Erste, die anruft, und die Letzte, die geht.',
      ],
      en: [
        'Sina Okafor coordinates the festival’s international guest performances: travel, visas, freight, rehearsal and get-in schedules. She studied arts management in Weimar and previously worked for a dance company in Brussels.',
        'She speaks five languages, which helps a great deal with companies from all over Europe. When a set arrives by lorry from Warsaw or Barcelona, she is the first to pick up the phone and the last to leave.',
      ],
    },
  },
  {
    key: 'paul-lindqvist',
    name: 'Paul Lindqvist',
    position: { de: 'Produktionsleiter', en: 'Production Manager' },
    department: 'production',
    inTeam: true,
    bio: {
      de: [
        'Paul Lindqvist ist in Göteborg geboren und in Lindenau aufgewachsen. Er betreut die Eigenproduktionen des Festivals und die Arbeiten im öffentlichen Raum.',
        'Für den Audiowalk „Uferlinien“ hat er mit Ämtern, Anwohner:innen und dem Ruderverein verhandelt – und jeden Meter der Strecke selbst abgelaufen. Außerdem ist er Ansprechpartner für alle Anwohner:innen rund um das Festivalzentrum.',
      ],
      en: [
        'Paul Lindqvist was born in Gothenburg and grew up in Lindenau. He looks after the festival’s own productions and its work in public space.',
        'For the audio walk ‘Shorelines’ he negotiated with local authorities, residents and the rowing club – and walked every metre of the route himself. He is also the contact for residents living near the Festival Centre.',
      ],
    },
  },
  {
    key: 'lotte-brandt',
    name: 'Lotte Brandt',
    position: { de: 'Koordination Barrierefreiheit und Freiwillige', en: 'Access and Volunteer Coordinator' },
    department: 'production',
    inTeam: true,
    bio: {
      de: [
        'Lotte Brandt ist Ansprechpartnerin für alle Fragen rund um Barrierefreiheit: Audiodeskription, Verdolmetschung in Deutsche Gebärdensprache, Relaxed Performances und Begleitservice. Sie arbeitet eng mit einem Beirat aus Menschen mit Behinderung zusammen.',
        'Außerdem koordiniert sie die rund 120 Freiwilligen, ohne die das Festival nicht stattfinden könnte. Wer sich engagieren möchte, erreicht sie am besten über das Freiwilligenformular.',
      ],
      en: [
        'Lotte Brandt is the contact for everything to do with access: audio description, German Sign Language interpreting, relaxed performances and our companion service. She works closely with an advisory board of disabled people.',
        'She also coordinates the 120 or so volunteers without whom the festival could not happen. If you would like to get involved, the best way to reach her is through the volunteer form.',
      ],
    },
  },
  {
    key: 'hannah-schubert',
    name: 'Hannah Schubert',
    position: { de: 'Leiterin Kommunikation und Presse', en: 'Head of Communications and Press' },
    department: 'communication',
    inTeam: true,
    bio: {
      de: [
        'Hannah Schubert war Kulturredakteurin bei einer Tageszeitung, bevor sie 2020 zum Festival wechselte. Sie verantwortet Presse, Werbung, Website und soziale Medien.',
        'Journalist:innen, die über das Festival berichten möchten, wenden sich bitte direkt an sie oder nutzen das Formular zur Akkreditierung. Gemeinsam mit Clara Neumann entwickelt sie außerdem das Festivalmagazin „Artists“ weiter.',
      ],
      en: [
        'Hannah Schubert was an arts editor at a daily newspaper before joining the festival in 2020. She is responsible for press, advertising, the website and social media.',
        'Journalists who would like to cover the festival are welcome to contact her directly or to use the accreditation form. Together with Clara Neumann she also oversees the development of the festival magazine, ‘Artists’.',
      ],
    },
  },
  {
    key: 'deniz-yilmaz',
    name: 'Deniz Yılmaz',
    position: { de: 'Presse- und Öffentlichkeitsarbeit', en: 'Press Officer' },
    department: 'communication',
    inTeam: true,
    bio: {
      de: [
        'Deniz Yılmaz betreut die Akkreditierungen und organisiert Pressetermine und Probenbesuche. Während des Festivals ist er an fast jedem Premierenabend im Foyer anzutreffen.',
        'Er hat Medienwissenschaft in Leipzig studiert. Nebenbei moderiert er eine Musiksendung im freien Radio Lindenau.',
      ],
      en: [
        'Deniz Yılmaz handles accreditation and arranges press appointments and rehearsal visits. During the festival he can be found in the foyer on almost every opening night.',
        'He studied media studies in Leipzig. On the side, he presents a music programme on Lindenau’s community radio station.',
      ],
    },
  },
  {
    key: 'clara-neumann',
    name: 'Clara Neumann',
    position: { de: 'Redaktion Magazin', en: 'Magazine Editor' },
    department: 'communication',
    inTeam: true,
    bio: {
      de: [
        'Clara Neumann gibt das Festivalmagazin „Artists“ heraus. Sie führt Interviews, besucht Proben und vergibt Essays an Autor:innen aus Wissenschaft und Literatur.',
        'Vor dem Festival arbeitete sie als freie Journalistin für Kulturradio und Feuilleton. Ihre Reportage über die Spinnerinnen des Baumwollwerks wurde 2019 mit einem Preis für Lokaljournalismus ausgezeichnet.',
      ],
      en: [
        'Clara Neumann edits ‘Artists’, the festival magazine. She conducts interviews, visits rehearsals and commissions essays from academics and writers.',
        'Before joining the festival she worked as a freelance journalist for arts radio and the culture pages. Her feature on the women who once worked the spinning frames at the Cotton Mill won a local journalism award in 2019.',
      ],
    },
  },
  {
    key: 'miriam-ebert',
    name: 'Miriam Ebert',
    position: { de: 'Leiterin Kartenservice', en: 'Head of Box Office' },
    department: 'communication',
    inTeam: true,
    bio: {
      de: [
        'Miriam Ebert leitet den Kartenservice im Schauspielhaus, die Abendkassen an allen Spielorten und den Onlineverkauf. Sie kennt jeden Saalplan auswendig.',
        'Wer Fragen zu Ermäßigungen, Gruppenbuchungen oder Rollstuhlplätzen hat, ist bei ihrem Team an der richtigen Adresse. Ihr Tipp: Zurückgegebene Karten gibt es oft noch eine Stunde vor Beginn an der Abendkasse.',
      ],
      en: [
        'Miriam Ebert runs the box office at the Playhouse, the door sales at every venue and online ticketing. She knows every seating plan by heart.',
        'If you have questions about concessions, group bookings or wheelchair spaces, her team is the place to ask. Her tip: returned tickets often go on sale at the door an hour before the show.',
      ],
    },
  },

  // ---- artists -------------------------------------------------------------------------
  {
    key: 'ines-kaltenbach',
    name: 'Ines Kaltenbach',
    position: { de: 'Regisseurin', en: 'Director' },
    department: 'artists',
    inTeam: false,
    bio: {
      de: [
        'Ines Kaltenbach, geboren 1981 in Freiburg, inszeniert an Stadt- und Staatstheatern im deutschsprachigen Raum. Ihre Arbeiten verbinden recherchierte Stoffe mit einer sehr körperlichen Spielweise.',
        'In Lindenau war 2025 ihre Inszenierung „Hausnummer 9“ zu sehen. In diesem Jahr inszeniert sie die Uraufführung von Noor Haddads „Hochwasser“ auf der Großen Bühne.',
      ],
      en: [
        'Born in Freiburg in 1981, Ines Kaltenbach directs at municipal and state theatres across the German-speaking world. Her work combines researched material with a highly physical style of acting.',
        'Lindenau audiences saw her production ‘Number 9’ in 2025. This year she directs the world premiere of Noor Haddad’s ‘High Water’ on the Main Stage.',
      ],
    },
  },
  {
    key: 'noor-haddad',
    name: 'Noor Haddad',
    position: { de: 'Autorin', en: 'Playwright' },
    department: 'artists',
    inTeam: false,
    bio: {
      de: [
        'Noor Haddad wurde in Beirut geboren und lebt seit 2012 in Berlin. Sie schreibt Theaterstücke, Hörspiele und Lyrik auf Deutsch und Arabisch; ihre Texte wurden in neun Sprachen übersetzt.',
        '„Hochwasser“ ist ein Auftragswerk des Festivals. Während des Festivals leitet sie außerdem die Schreibwerkstatt „Briefe an den Fluss“.',
      ],
      en: [
        'Noor Haddad was born in Beirut and has lived in Berlin since 2012. She writes plays, radio dramas and poetry in German and Arabic; her work has been translated into nine languages.',
        '‘High Water’ was commissioned by the festival. She is also leading the writing workshop ‘Letters to the River’ during the festival.',
      ],
    },
  },
  {
    key: 'rasmus-holm',
    name: 'Rasmus Holm',
    position: { de: 'Bühnen- und Kostümbildner', en: 'Set and Costume Designer' },
    department: 'artists',
    inTeam: false,
    bio: {
      de: [
        'Rasmus Holm studierte Architektur in Kopenhagen, bevor er zum Theater wechselte. Seine Räume sind oft leer, aber nie leblos: Wasser, Erde und Licht spielen in ihnen mit.',
        'Für „Hochwasser“ baut er ein Becken, das sich im Laufe des Abends langsam füllt. Mit Ines Kaltenbach arbeitet er seit zehn Jahren zusammen.',
      ],
      en: [
        'Rasmus Holm studied architecture in Copenhagen before moving into theatre. His spaces are often empty but never lifeless: water, earth and light play their part in them.',
        'For ‘High Water’ he has built a basin that slowly fills over the course of the evening. He has worked with Ines Kaltenbach for ten years.',
      ],
    },
  },
  {
    key: 'jakob-sommer',
    name: 'Jakob Sommer',
    position: { de: 'Schauspieler', en: 'Actor' },
    department: 'artists',
    inTeam: false,
    bio: {
      de: [
        'Jakob Sommer gehört seit 2018 zum Ensemble des Schauspielhauses Lindenau. Das Publikum kennt ihn als Woyzeck, als Mephisto und als zärtlich-komischen Onkel Wanja.',
        'Beim Festival spielt er in „Hochwasser“ einen Schleusenwärter, der sich weigert, seinen Posten zu verlassen. Dafür steht er jeden Abend fast zwei Stunden im Wasser.',
      ],
      en: [
        'Jakob Sommer has been a member of the Lindenau Playhouse ensemble since 2018. Audiences know him as Woyzeck, as Mephisto and as a tender, funny Uncle Vanya.',
        'At the festival he plays a lock-keeper in ‘High Water’ who refuses to abandon his post. For the role he spends almost two hours in water every night.',
      ],
    },
  },
  {
    key: 'elif-aksoy',
    name: 'Elif Aksoy',
    position: { de: 'Schauspielerin', en: 'Actor' },
    department: 'artists',
    inTeam: false,
    bio: {
      de: [
        'Elif Aksoy studierte Schauspiel an der Hochschule für Musik und Theater in Leipzig und arbeitet frei für Theater, Film und Hörspiel. 2024 wurde sie mit dem Nachwuchspreis der Lindenauer Theaterfreunde ausgezeichnet.',
        'Beim Festival spielt sie in Aurélie Fontaines „Archiv der Abschiede“ – gemeinsam mit elf Lindenauer:innen, die zum ersten Mal auf einer Bühne stehen. Von ihnen, sagt sie, habe sie mehr über das Spielen gelernt als in vier Jahren Schauspielschule.',
      ],
      en: [
        'Elif Aksoy trained as an actor at the University of Music and Theatre in Leipzig and works freelance in theatre, film and radio drama. In 2024 she received the Friends of Lindenau Theatre’s award for young talent.',
        'At the festival she appears in Aurélie Fontaine’s ‘An Archive of Farewells’ – alongside eleven people from Lindenau who are on stage for the very first time. She says she has learned more about acting from them than in four years at drama school.',
      ],
    },
  },
  {
    key: 'mateusz-nowak',
    name: 'Mateusz Nowak',
    position: { de: 'Regisseur', en: 'Director' },
    department: 'artists',
    inTeam: false,
    bio: {
      de: [
        'Mateusz Nowak ist Mitbegründer des Warschauer Teatr Przystań, einer freien Gruppe, die seit 2010 an den Rändern der Stadt spielt. Seine Inszenierungen touren durch ganz Europa.',
        'Mit „Die Wartenden“ ist er zum ersten Mal in Lindenau zu Gast. Das Stück entstand aus Gesprächen mit Menschen, die an einem kleinen Grenzbahnhof arbeiten.',
      ],
      en: [
        'Mateusz Nowak co-founded Warsaw’s Teatr Przystań, an independent company that has performed on the city’s margins since 2010. His productions tour throughout Europe.',
        '‘Those Who Wait’ marks his first visit to Lindenau. The piece grew out of conversations with people who work at a small border railway station.',
      ],
    },
  },
  {
    key: 'aurelie-fontaine',
    name: 'Aurélie Fontaine',
    position: { de: 'Regisseurin und Autorin', en: 'Director and Writer' },
    department: 'artists',
    inTeam: false,
    bio: {
      de: [
        'Aurélie Fontaine lebt in Brüssel und entwickelt dokumentarische Theaterarbeiten mit Menschen, die selten auf der Bühne stehen. Ihre Stücke entstehen aus monatelangen Recherchen vor Ort.',
        'Für „Archiv der Abschiede“ hat sie ein Jahr lang in Lindenau gelebt und Geschichten über Dinge gesammelt, die Menschen zurücklassen mussten. Es ist ihre erste Arbeit in Deutschland.',
      ],
      en: [
        'Aurélie Fontaine lives in Brussels and makes documentary theatre with people who rarely appear on stage. Her pieces grow out of months of research on location.',
        'For ‘An Archive of Farewells’ she lived in Lindenau for a year, collecting stories about things people had to leave behind. It is her first production in Germany.',
      ],
    },
  },
  {
    key: 'pia-hofmann',
    name: 'Pia Hofmann',
    position: { de: 'Regisseurin für junges Publikum', en: 'Director for Young Audiences' },
    department: 'artists',
    inTeam: false,
    bio: {
      de: [
        'Pia Hofmann macht seit fünfzehn Jahren Theater für Kinder, zuerst als Puppenspielerin, heute als Regisseurin. Sie ist überzeugt, dass Kinder das anspruchsvollste Publikum überhaupt sind.',
        'Nach „Die Hofoper“ im vergangenen Jahr zeigt sie beim Jungen Festival „Wo der Fluss wohnt“, ein Stück für alle ab sechs Jahren. Entwickelt hat sie es gemeinsam mit einer dritten Klasse der Lindenauer Uferschule.',
      ],
      en: [
        'Pia Hofmann has been making theatre for children for fifteen years, first as a puppeteer and now as a director. She is convinced that children are the most demanding audience of all.',
        'After last year’s ‘The Courtyard Opera’, she returns to the Young Festival with ‘Where the River Lives’, a show for everyone aged six and over. She developed it together with a Year 4 class from Lindenau’s Uferschule.',
      ],
    },
  },
  {
    key: 'yuki-tanaka',
    name: 'Yuki Tanaka',
    position: { de: 'Choreografin', en: 'Choreographer' },
    department: 'artists',
    inTeam: false,
    bio: {
      de: [
        'Yuki Tanaka wurde in Osaka geboren, tanzte in Tokio und Amsterdam und lebt seit 2016 in Lindenau. Ihre Choreografien beginnen oft mit langen Beobachtungen in der Natur.',
        'Für „Gezeiten“ hat sie ein Jahr lang den Wasserstand der Lind protokolliert. Das Stück ist ihre dritte Arbeit für das Festival.',
      ],
      en: [
        'Yuki Tanaka was born in Osaka, danced in Tokyo and Amsterdam and has lived in Lindenau since 2016. Her choreographies often begin with long periods of observing nature.',
        'For ‘Tides’ she spent a year logging the water level of the River Lind. The piece is her third for the festival.',
      ],
    },
  },
  {
    key: 'mira-lehmann',
    name: 'Mira Lehmann',
    position: { de: 'Komponistin und Klangkünstlerin', en: 'Composer and Sound Artist' },
    department: 'artists',
    inTeam: false,
    bio: {
      de: [
        'Mira Lehmann arbeitet mit Feldaufnahmen, Elektronik und akustischen Instrumenten. Ihre Klanginstallationen waren in Museen, Kirchen und stillgelegten Kraftwerken zu hören.',
        'Sie komponierte die Musik zu „Gezeiten“ und zeigt mit „Hydrophon“ ein eigenes Konzert aus Unterwasseraufnahmen der Lind. Ihr Studio hat sie im Baumwollwerk.',
      ],
      en: [
        'Mira Lehmann works with field recordings, electronics and acoustic instruments. Her sound installations have been heard in museums, churches and decommissioned power stations.',
        'She composed the score for ‘Tides’ and presents her own concert, ‘Hydrophone’, built from underwater recordings of the River Lind. Her studio is at the Cotton Mill.',
      ],
    },
  },
  {
    key: 'oskar-weiss',
    name: 'Oskar Weiß',
    position: { de: 'Lichtdesigner', en: 'Lighting Designer' },
    department: 'artists',
    inTeam: false,
    bio: {
      de: [
        'Oskar Weiß gestaltet Licht für Tanz, Oper und Ausstellungen. Er arbeitet am liebsten mit wenigen Lichtquellen und viel Dunkelheit.',
        'In diesem Jahr entwirft er das Licht für „Gezeiten“ und „Fußnoten“. Für „Gezeiten“ hat er mehr als hundert Stunden mit der Choreografin im dunklen Kesselhaus verbracht.',
      ],
      en: [
        'Oskar Weiß designs lighting for dance, opera and exhibitions. He prefers to work with few light sources and a great deal of darkness.',
        'This year he is designing the lighting for ‘Tides’ and ‘Footnotes’. For ‘Tides’ he spent more than a hundred hours with the choreographer in the darkened Boiler House.',
      ],
    },
  },
  {
    key: 'amara-diallo',
    name: 'Amara Diallo',
    position: { de: 'Tänzerin und Choreografin', en: 'Dancer and Choreographer' },
    department: 'artists',
    inTeam: false,
    bio: {
      de: [
        'Amara Diallo wuchs in Dakar und Lyon auf und tanzte in Compagnien in Frankreich und Belgien. Seit einigen Jahren choreografiert sie auch für die Allerkleinsten.',
        'Beim Festival tanzt sie in „Gezeiten“ und zeigt mit „Kleine Wellen“ ein Tanzstück für Kinder ab zwei Jahren. Es kommt ganz ohne Worte aus und eignet sich daher für Familien aus aller Welt.',
      ],
      en: [
        'Amara Diallo grew up in Dakar and Lyon and has danced with companies in France and Belgium. For some years she has also been choreographing for the very young.',
        'At the festival she dances in ‘Tides’ and presents ‘Little Waves’, a dance piece for children aged two and over. It uses no words at all, so it works for families from all over the world.',
      ],
    },
  },
  {
    key: 'kwame-mensah',
    name: 'Kwame Mensah',
    position: { de: 'Choreograf und Tänzer', en: 'Choreographer and Dancer' },
    department: 'artists',
    inTeam: false,
    bio: {
      de: [
        'Kwame Mensah stammt aus Accra und lebt in Brüssel. Er verbindet zeitgenössischen Tanz mit den Bewegungen ghanaischer Sozialtänze und mit Erzählungen aus seiner Familie.',
        'Sein Solo „Fußnoten“ ist als Deutsche Erstaufführung in der Shedhalle zu sehen. Eine Lindenauer Jugendjury hat es für das Programm ausgewählt.',
      ],
      en: [
        'Kwame Mensah comes from Accra and lives in Brussels. He combines contemporary dance with the movements of Ghanaian social dances and with stories from his own family.',
        'His solo ‘Footnotes’ receives its German premiere in the Shed Hall. A youth jury from Lindenau chose it for the programme.',
      ],
    },
  },
  {
    key: 'lucia-ferrer',
    name: 'Lucía Ferrer',
    position: { de: 'Choreografin', en: 'Choreographer' },
    department: 'artists',
    inTeam: false,
    bio: {
      de: [
        'Lucía Ferrer leitet die Compañía Ferrer in Barcelona. Ihre Gruppenstücke sind für ihre Präzision und ihre Wucht bekannt und wurden auf Festivals in ganz Europa gezeigt.',
        'Nach „Unisono“ im vergangenen Jahr kehrt sie mit „La Corriente“ nach Lindenau zurück, einem Stück für zwölf Tänzer:innen. Ihre Compagnie vereint Tänzer:innen aus acht Ländern.',
      ],
      en: [
        'Lucía Ferrer directs Compañía Ferrer in Barcelona. Her ensemble pieces are known for their precision and their force and have been shown at festivals across Europe.',
        'After last year’s ‘Unison’ she returns to Lindenau with ‘La Corriente’, a piece for twelve dancers. Her company brings together dancers from eight countries.',
      ],
    },
  },
  {
    key: 'sofia-marchetti',
    name: 'Sofia Marchetti',
    position: { de: 'Dirigentin', en: 'Conductor' },
    department: 'artists',
    inTeam: false,
    bio: {
      de: [
        'Sofia Marchetti wurde in Turin geboren und ist seit 2023 Chefdirigentin der Lindenauer Philharmonie. Sie ist bekannt für Programme, die Barockmusik und zeitgenössische Werke in einen Dialog bringen.',
        'Beim Festival dirigiert sie Händels „Wassermusik“ und die Uraufführung von Tamás Vargas „Pegel“. Ihr Ziel: Niemand soll sich im Konzertsaal fremd fühlen.',
      ],
      en: [
        'Born in Turin, Sofia Marchetti has been Chief Conductor of the Lindenau Philharmonic since 2023. She is known for programmes that set Baroque music in dialogue with contemporary works.',
        'At the festival she conducts Handel’s ‘Water Music’ and the world premiere of Tamás Varga’s ‘Gauge’. Her aim is that no one should feel out of place in a concert hall.',
      ],
    },
  },
  {
    key: 'tamas-varga',
    name: 'Tamás Varga',
    position: { de: 'Komponist', en: 'Composer' },
    department: 'artists',
    inTeam: false,
    bio: {
      de: [
        'Tamás Varga, geboren 1978 in Budapest, schreibt Orchester- und Kammermusik sowie Musiktheater für Kinder. Seine Musik ist durchsichtig und voller Humor.',
        'Das Festival hat bei ihm das Orchesterwerk „Pegel“ in Auftrag gegeben. 2025 schrieb er die Musik zu „Die Hofoper“.',
      ],
      en: [
        'Born in Budapest in 1978, Tamás Varga writes orchestral and chamber music as well as music theatre for children. His music is transparent and full of humour.',
        'The festival commissioned his orchestral work ‘Gauge’. In 2025 he wrote the music for ‘The Courtyard Opera’.',
      ],
    },
  },
  {
    key: 'ella-whitfield',
    name: 'Ella Whitfield',
    position: { de: 'Sängerin und Songwriterin', en: 'Singer-songwriter' },
    department: 'artists',
    inTeam: false,
    bio: {
      de: [
        'Ella Whitfield stammt aus Glasgow und singt Lieder über Küstenorte, verlassene Häfen und Menschen, die bleiben. Ihr drittes Album „Low Tide Songs“ erschien im Frühjahr.',
        'Im Spiegelzelt spielt sie an sechs Abenden mit ihrer Band. Die Konzerte beginnen spät, wie es sich für Lieder über die Ebbe gehört.',
      ],
      en: [
        'Ella Whitfield comes from Glasgow and sings about coastal towns, abandoned harbours and people who stay. Her third album, ‘Low Tide Songs’, came out in the spring.',
        'She plays six nights in the Spiegeltent with her band. The concerts start late, as befits songs about the ebb tide.',
      ],
    },
  },
  {
    key: 'ruben-castillo',
    name: 'Rubén Castillo',
    position: { de: 'Pianist', en: 'Pianist' },
    department: 'artists',
    inTeam: false,
    bio: {
      de: [
        'Rubén Castillo wurde in Sevilla geboren und studierte in Madrid und Wien. Er gilt als Spezialist für leise Musik: Satie, Mompou, Feldman und die Komponist:innen, die ihnen folgten.',
        'Beim Festival spielt er zehn Nächte lang das Nachtklavier im Kammermusiksaal – jeden Abend mit einem anderen Programm. Seine Einspielung von Mompous „Música callada“ wurde von der internationalen Kritik gefeiert.',
      ],
      en: [
        'Rubén Castillo was born in Seville and studied in Madrid and Vienna. He is regarded as a specialist in quiet music: Satie, Mompou, Feldman and the composers who followed them.',
        'At the festival he plays the Night Piano in the Chamber Music Hall for ten nights – with a different programme each evening. His recording of Mompou’s ‘Música callada’ was widely acclaimed by critics.',
      ],
    },
  },
  {
    key: 'henrik-baumann',
    name: 'Henrik Baumann',
    position: { de: 'Cellist', en: 'Cellist' },
    department: 'artists',
    inTeam: false,
    bio: {
      de: [
        'Henrik Baumann ist Solocellist der Lindenauer Philharmonie und Gründer des Ensembles Nordlicht. Er spielt Barockcello ebenso wie neue Musik mit Elektronik.',
        'Im vergangenen Jahr organisierte er die „Balkonkonzerte“ in Hinterhöfen und Treppenhäusern der Stadt. In diesem Jahr spielt er in Mira Lehmanns „Hydrophon“.',
      ],
      en: [
        'Henrik Baumann is principal cellist of the Lindenau Philharmonic and founder of the Nordlicht ensemble. He plays Baroque cello as well as new music with electronics.',
        'Last year he organised the ‘Balcony Concerts’ in the city’s back yards and stairwells. This year he performs in Mira Lehmann’s ‘Hydrophone’.',
      ],
    },
  },
  {
    key: 'lena-kovac',
    name: 'Lena Kovač',
    position: { de: 'Performancekünstlerin', en: 'Performance Artist' },
    department: 'artists',
    inTeam: false,
    bio: {
      de: [
        'Lena Kovač wurde in Zagreb geboren und lebt in Berlin. Ihre Performances dauern oft viele Stunden und laden das Publikum ein, zu kommen, zu gehen und wiederzukommen.',
        'Nach „Tischgespräche“ im vergangenen Jahr lädt sie nun zu „Die lange Nacht des Zuhörens“ in die Kunsthalle. Ihre Arbeiten wurden unter anderem in Zagreb, Wien und Brüssel gezeigt.',
      ],
      en: [
        'Lena Kovač was born in Zagreb and lives in Berlin. Her performances often last many hours and invite audiences to come, go and come back again.',
        'After last year’s ‘Table Talk’ she now invites you to ‘The Long Night of Listening’ at the Kunsthalle. Her work has been shown in Zagreb, Vienna and Brussels, among other places.',
      ],
    },
  },
  {
    key: 'finn-jansen',
    name: 'Finn Jansen',
    position: { de: 'Autor und Performer', en: 'Writer and Performer' },
    department: 'artists',
    inTeam: false,
    bio: {
      de: [
        'Finn Jansen entwickelt Audiowalks, Hörstücke und Spaziergänge, die vertraute Orte in ein neues Licht rücken. Er lebt in Hamburg und hat an der Elbe gelernt, wie viel ein Ufer erzählen kann.',
        'Für das Festival hat er den Audiowalk „Uferlinien“ geschrieben und eingesprochen. 2025 war er Gastgeber bei Lena Kovačs „Tischgespräche“.',
      ],
      en: [
        'Finn Jansen creates audio walks, sound pieces and strolls that show familiar places in a new light. He lives in Hamburg, where the Elbe taught him how much a riverbank can tell.',
        'For the festival he has written and narrated the audio walk ‘Shorelines’. In 2025 he was one of the hosts of Lena Kovač’s ‘Table Talk’.',
      ],
    },
  },
  {
    key: 'ana-ribeiro',
    name: 'Ana Ribeiro',
    position: { de: 'Bildende Künstlerin', en: 'Visual Artist' },
    department: 'artists',
    inTeam: false,
    bio: {
      de: [
        'Ana Ribeiro lebt in Lissabon und arbeitet mit Textilien, Fundstücken und Wasser. Ihre raumgreifenden Installationen waren unter anderem auf der Biennale von São Paulo zu sehen.',
        'Für die Kunsthalle hat sie „Pegelstände“ entwickelt, eine Installation aus Hunderten eingefärbten Stoffbahnen. Gefärbt hat sie sie ein Jahr lang täglich im Wasser der Lind.',
      ],
      en: [
        'Ana Ribeiro lives in Lisbon and works with textiles, found objects and water. Her large-scale installations have been shown at the São Paulo Biennial, among other places.',
        'For the Kunsthalle she has created ‘Water Levels’, an installation made of hundreds of dyed lengths of fabric. She dyed them in water from the Lind every day for a year.',
      ],
    },
  },
  {
    key: 'ilja-petrov',
    name: 'Ilja Petrov',
    position: { de: 'Fotograf', en: 'Photographer' },
    department: 'artists',
    inTeam: false,
    bio: {
      de: [
        'Ilja Petrov wurde in Sankt Petersburg geboren und lebt seit 2015 in Lindenau. Er fotografiert analog, meist im Großformat, und braucht für ein Bild manchmal einen ganzen Tag.',
        'Seine Ausstellung „Das andere Ufer“ zeigt Menschen und Orte an beiden Seiten der Lind, fotografiert über vier Jahreszeiten. Einige seiner Arbeiten sind außerdem in der Gruppenausstellung „Treibgut“ zu sehen.',
      ],
      en: [
        'Ilja Petrov was born in St Petersburg and has lived in Lindenau since 2015. He works on film, mostly in large format, and sometimes spends an entire day on a single picture.',
        'His exhibition ‘The Far Bank’ shows people and places on both sides of the River Lind, photographed over the course of four seasons. Some of his work can also be seen in the group exhibition ‘Flotsam’.',
      ],
    },
  },
  {
    key: 'maren-voss',
    name: 'Maren Voss',
    position: { de: 'Kuratorin', en: 'Curator' },
    department: 'artists',
    inTeam: false,
    bio: {
      de: [
        'Maren Voss ist freie Kuratorin und lehrt an der Kunsthochschule Lindenau. Sie interessiert sich für Kunst, die sich mit Landschaft, Ökologie und Erinnerung beschäftigt.',
        'Für das Festival kuratiert sie die Gruppenausstellung „Treibgut“ in der Alten Färberei, in der acht Künstler:innen zeigen, was der Fluss mit sich trägt. Außerdem ist sie Gast der Gesprächsreihe „Wem gehört der Fluss?“.',
      ],
      en: [
        'Maren Voss is an independent curator and teaches at the Lindenau Academy of Art. She is interested in art that deals with landscape, ecology and memory.',
        'For the festival she has curated the group exhibition ‘Flotsam’ at the Old Dye Works, in which eight artists show what the river carries with it. She is also a guest in the talk series ‘Who Owns the River?’.',
      ],
    },
  },
  {
    key: 'judith-kranz',
    name: 'Judith Kranz',
    position: { de: 'Schriftstellerin', en: 'Novelist' },
    department: 'artists',
    inTeam: false,
    bio: {
      de: [
        'Judith Kranz wurde 1974 in Dresden geboren. Ihre Romane erzählen von Familien in ostdeutschen Kleinstädten und wurden mehrfach ausgezeichnet.',
        'Ihr neuer Roman „Das Jahr ohne Winter“ spielt in einem Dorf an einem Fluss, der jedes Frühjahr über die Ufer tritt. Beim Festival liest sie daraus und spricht mit Omar Benali.',
      ],
      en: [
        'Judith Kranz was born in Dresden in 1974. Her novels tell of families in small towns in eastern Germany and have won several awards.',
        'Her new novel, ‘The Year Without Winter’, is set in a village on a river that bursts its banks every spring. At the festival she reads from it and talks to Omar Benali.',
      ],
    },
  },
  {
    key: 'omar-benali',
    name: 'Omar Benali',
    position: { de: 'Autor und Moderator', en: 'Writer and Presenter' },
    department: 'artists',
    inTeam: false,
    bio: {
      de: [
        'Omar Benali ist Essayist, Literaturkritiker und Radiomoderator. Er wuchs in Marseille und Offenbach auf und schreibt über Städte, Grenzen und Zugehörigkeit.',
        'Beim Festival moderiert er die Gesprächsreihe „Wem gehört der Fluss?“ und das Gespräch mit Judith Kranz. Seine Essays erscheinen regelmäßig im Festivalmagazin.',
      ],
      en: [
        'Omar Benali is an essayist, literary critic and radio presenter. He grew up in Marseille and Offenbach and writes about cities, borders and belonging.',
        'At the festival he chairs the talk series ‘Who Owns the River?’ and the conversation with Judith Kranz. His essays appear regularly in the festival magazine.',
      ],
    },
  },
]
