import type { AlertSeed, L, LParagraphs, TeaserSeed } from './types'

/** Teasers shown at the end of a festival day in the programme list (dayOffset from the first day). */
export const teasers: TeaserSeed[] = [
  {
    preline: { de: 'Magazin', en: 'Magazine' },
    headline: { de: 'Gespräche, Essays und Probenbesuche', en: 'Interviews, essays and rehearsal visits' },
    subline: {
      de: 'Yuki Tanaka über ein Jahr am Pegel, Noor Haddad über schwarzen Humor und ein Besuch auf der gefluteten Bühne',
      en: 'Yuki Tanaka on a year at the gauge, Noor Haddad on black humour and a visit to the flooded stage',
    },
    linkText: { de: 'Zum Magazin', en: 'Read the magazine' },
    link: { de: '/de/artists', en: '/en/artists' },
    dayOffset: 1,
  },
  {
    preline: { de: 'Junges Festival', en: 'Young Festival' },
    headline: { de: 'Theater und Tanz ab zwei Jahren', en: 'Theatre and dance from the age of two' },
    subline: {
      de: '„Kleine Wellen“, „Wo der Fluss wohnt“ und eine Schreibwerkstatt am Ufer – Karten für Kinder höchstens acht Euro',
      en: '‘Little Waves’, ‘Where the River Lives’ and a writing workshop by the river – children’s tickets no more than eight euros',
    },
    linkText: { de: 'Alle Termine für Familien', en: 'All family events' },
    link: { de: '/de/programm', en: '/en/programme' },
    dayOffset: 5,
  },
  {
    preline: { de: 'Nachtschicht', en: 'Night Shift' },
    headline: { de: 'Wenn die Stadt schläft', en: 'While the city sleeps' },
    subline: {
      de: 'Nachtklavier bei Kerzenlicht, Konzerte im Spiegelzelt und eine Performance bis zum Frühstück',
      en: 'Night Piano by candlelight, concerts in the Spiegeltent and a performance that lasts until breakfast',
    },
    linkText: { de: 'Zu den Produktionen', en: 'See the productions' },
    link: { de: '/de/produktionen', en: '/en/productions' },
    dayOffset: 10,
  },
  {
    preline: { de: 'Letzte Festivalwoche', en: 'Final festival week' },
    headline: { de: 'Nur noch wenige Tage', en: 'Only a few days left' },
    subline: {
      de: 'Die Ausstellungen in der Kunsthalle und im Baumwollwerk sind bis zum letzten Festivaltag geöffnet',
      en: 'The exhibitions at the Kunsthalle and the Cotton Mill stay open until the last day of the festival',
    },
    linkText: { de: 'Zeitfenster buchen', en: 'Book a time slot' },
    link: { de: '/de/programm', en: '/en/programme' },
    dayOffset: 15,
  },
]

export const alert: AlertSeed = {
  title: { de: 'Zusatzvorstellung: „Gezeiten“', en: 'Extra performance: ‘Tides’' },
  text: {
    de: 'Wegen der großen Nachfrage zeigen Yuki Tanaka und ihr Ensemble eine zusätzliche Vorstellung im Kesselhaus. Karten gibt es ab sofort online und an der Theaterkasse.',
    en: 'Due to popular demand, Yuki Tanaka and her company are giving an extra performance in the Boiler House. Tickets are on sale now online and at the Playhouse box office.',
  },
  linkTitle: { de: 'Zum Programm', en: 'To the programme' },
  link: { de: '/de/programm', en: '/en/programme' },
}

export const home: {
  heroHeadline: L
  heroText: L
  heroButton: L
  introHeadline: L
  introPreline: L
  introSubline: L
  introText: LParagraphs
  quote: L
  quoteAuthor: string
  highlightsHeadline: L
  fullTeaser: { preline: L; headline: L; subline: L; text: L; linkText: L }
  sectionHeadline: L
  sectionColumns: L[]
  faq: { question: L; answer: L }[]
} = {
  heroHeadline: { de: 'Über die Ufer', en: 'Breaking the Banks' },
  heroText: {
    de: 'Drei Wochen Theater, Tanz, Musik, Performance und Kunst an fünf Orten in Lindenau – und mittendrin ein Fluss.',
    en: 'Three weeks of theatre, dance, music, performance and art at five venues across Lindenau – with a river running through it all.',
  },
  heroButton: { de: 'Programm entdecken', en: 'Explore the programme' },
  introPreline: { de: 'Festival der Künste 2026', en: 'Festival of the Arts 2026' },
  introHeadline: { de: 'Die Stadt am Fluss, die Kunst am Ufer', en: 'A city on a river, art on its banks' },
  introSubline: {
    de: 'Zwanzig Produktionen, neun Uraufführungen, fünf Spielorte',
    en: 'Twenty productions, nine world premieres, five venues',
  },
  introText: {
    de: [
      'Die Lind hat Lindenau seinen Namen gegeben, seine Spinnereien und seine Hochwasser. In diesem Jahr erzählt das Festival der Künste von diesem Fluss: von seinen Pegelständen und Geräuschen, von den Menschen an seinen Ufern und von den Grenzen, die er überschreitet.',
      'Künstler:innen aus Lindenau und aus ganz Europa zeigen Theater, Tanz, Konzerte, Performances und Ausstellungen im Schauspielhaus, im Konzerthaus, im Baumwollwerk, in der Kunsthalle und im Festivalzentrum am Lindufer. Viele Gespräche und Workshops sind kostenlos, und für Kinder und Jugendliche kostet keine Karte mehr als acht Euro.',
    ],
    en: [
      'The River Lind gave Lindenau its name, its spinning mills and its floods. This year the Festival of the Arts tells the story of that river: of its water levels and its sounds, of the people on its banks and of the boundaries it crosses.',
      'Artists from Lindenau and from all over Europe present theatre, dance, concerts, performances and exhibitions at the Playhouse, the Concert Hall, the Cotton Mill, the Kunsthalle and the Festival Centre on the Riverside. Many talks and workshops are free, and no ticket costs more than eight euros for children and young people.',
    ],
  },
  quote: {
    de: 'Ein Fluss fragt nicht, wer an seinem Ufer steht. Wir hoffen, dass sich in diesen drei Wochen alle eingeladen fühlen.',
    en: 'A river does not ask who is standing on its banks. We hope that over these three weeks everyone will feel invited.',
  },
  quoteAuthor: 'Katrin Vogel',
  highlightsHeadline: { de: 'Aus dem Magazin', en: 'From the magazine' },
  fullTeaser: {
    preline: { de: 'Festivalzentrum am Lindufer', en: 'Festival Centre on the Riverside' },
    headline: { de: 'Treffpunkt am Wasser', en: 'Meet us by the water' },
    subline: {
      de: 'Spiegelzelt, Uferbar und Festivalinformation – Eintritt frei',
      en: 'Spiegeltent, Riverside Bar and festival information – free admission',
    },
    text: {
      de: 'Nach der Vorstellung noch nicht nach Hause? Im Festivalzentrum an der Uferpromenade gibt es jeden Abend Musik, heiße Getränke und Gespräche mit Künstler:innen. Die Uferbar öffnet täglich um 17 Uhr, am Wochenende schon mittags.',
      en: 'Not ready to go home after the show? At the Festival Centre on the riverside promenade there is music, hot drinks and conversation with artists every evening. The Riverside Bar opens daily at 5 pm, and at noon at weekends.',
    },
    linkText: { de: 'Mehr über das Festival', en: 'More about the festival' },
  },
  sectionHeadline: { de: 'Gut zu wissen', en: 'Good to know' },
  sectionColumns: [
    {
      de: 'Karten gibt es online, an der Theaterkasse im Schauspielhaus und an allen Abendkassen. Kinder und Jugendliche zahlen höchstens acht Euro, Menschen unter 27 sparen mit dem Festivalpass.',
      en: 'Tickets are available online, at the Playhouse box office and at the door of every venue. Children and young people pay no more than eight euros, and under-27s save with the festival pass.',
    },
    {
      de: 'Alle Spielorte sind stufenlos erreichbar. Wir bieten Audiodeskription, Verdolmetschung in Deutsche Gebärdensprache, Relaxed Performances und einen Begleitservice an.',
      en: 'Every venue has step-free access. We offer audio description, German Sign Language interpreting, relaxed performances and a companion service.',
    },
    {
      de: 'Viele Vorstellungen haben englische Übertitel, und das Festivalteam spricht Deutsch, Englisch, Polnisch und Türkisch. Fragen Sie uns einfach!',
      en: 'Many performances have English surtitles, and the festival team speaks German, English, Polish and Turkish. Just ask!',
    },
  ],
  faq: [
    {
      question: { de: 'Wie und wo bekomme ich Karten?', en: 'How and where can I get tickets?' },
      answer: {
        de: 'Am einfachsten im Webshop auf dieser Website: Dort wählen Sie Platzkategorie, Anzahl und Ermäßigung (bei Ausstellungen ein Zeitfenster), und Ihre Karten bleiben 15 Minuten für Sie reserviert, während Sie bestellen. Rollstuhlplätze buchen Sie dort mit ihrem Begleitplatz; einen bestimmten Platz vergibt die Theaterkasse. Außerdem verkaufen die Theaterkasse im Schauspielhaus, die Festivalinformation im Festivalzentrum und alle Abendkassen Karten.',
        en: 'The easiest way is our web shop on this website: you choose a seat category, how many tickets and any concession (a time slot for the exhibitions), and your tickets are held for 15 minutes while you order. Wheelchair spaces are booked there together with their companion seat; for a particular seat, please contact the box office. Tickets are also sold at the Playhouse box office, at the festival information desk in the Festival Centre and at the door of every venue.',
      },
    },
    {
      question: { de: 'Sind die Spielorte barrierefrei?', en: 'Are the venues accessible?' },
      answer: {
        de: 'Ja, alle fünf Spielorte sind stufenlos zugänglich und haben Rollstuhlplätze sowie barrierefreie Toiletten. Begleitpersonen mit dem Merkzeichen B haben freien Eintritt. Informationen zu Audiodeskription, Gebärdensprache und Relaxed Performances erhalten Sie bei Lotte Brandt.',
        en: 'Yes, all five venues have step-free access, wheelchair spaces and accessible toilets. Companions of visitors whose disability card carries the B marker go free. For information about audio description, sign language and relaxed performances, please contact Lotte Brandt.',
      },
    },
    {
      question: { de: 'Wie komme ich zu den Spielorten?', en: 'How do I get to the venues?' },
      answer: {
        de: 'Alle Spielorte erreichen Sie bequem mit der Straßenbahn; mit Ihrer Festivalkarte fahren Sie am Veranstaltungstag kostenlos im Lindenauer Nahverkehr. Zwischen Schauspielhaus, Kunsthalle und Festivalzentrum gehen Sie entlang der Uferpromenade höchstens 15 Minuten zu Fuß.',
        en: 'All venues are easy to reach by tram, and your festival ticket lets you travel free on Lindenau’s public transport on the day of the event. The Playhouse, the Kunsthalle and the Festival Centre are no more than a 15-minute walk apart along the riverside promenade.',
      },
    },
    {
      question: { de: 'Können Kinder mitkommen?', en: 'Can I bring children?' },
      answer: {
        de: 'Sehr gern! Das Junge Festival zeigt Stücke für Kinder ab zwei Jahren, und jede Produktion hat eine Altersempfehlung. Kinder und Jugendliche unter 18 Jahren zahlen höchstens acht Euro, in den Ausstellungen haben Kinder unter 12 Jahren freien Eintritt.',
        en: 'Absolutely! The Young Festival presents shows for children from the age of two, and every production has an age recommendation. Children and young people under 18 pay no more than eight euros, and children under 12 get into the exhibitions free.',
      },
    },
  ],
}

export const about: {
  title: L
  slug: L
  headline: L
  paragraphs: LParagraphs
  visitTitle: L
  visitSlug: L
  visitParagraphs: LParagraphs
} = {
  title: { de: 'Über das Festival', en: 'About the festival' },
  slug: { de: 'ueber-das-festival', en: 'about-the-festival' },
  headline: { de: 'Ein Festival für die ganze Stadt', en: 'A festival for the whole city' },
  paragraphs: {
    de: [
      'Das Festival der Künste wurde 2013 gegründet und findet jedes Jahr im Spätherbst statt, drei Wochen lang. Es zeigt zeitgenössisches Theater, Tanz, Musik, Performance, Bildende Kunst und Literatur – Eigenproduktionen und Koproduktionen ebenso wie internationale Gastspiele.',
      'Jede Ausgabe steht unter einem Motto, das Künstler:innen und Publikum gemeinsam befragen. Nach „Nachbarschaften“ im vergangenen Jahr heißt es 2026 „Über die Ufer“ und richtet den Blick auf die Lind, den Fluss, der durch unsere Stadt fließt.',
      'Das Festival wird von der Festival der Künste Lindenau gGmbH veranstaltet und von der Stadt Lindenau, dem Freistaat Sachsen und der Lindenauer Kulturstiftung gefördert. Rund 30 Festangestellte und über 120 Freiwillige machen es jedes Jahr möglich.',
    ],
    en: [
      'The Festival of the Arts was founded in 2013 and takes place every year in late autumn, for three weeks. It presents contemporary theatre, dance, music, performance, visual arts and literature – its own productions and co-productions as well as international guest performances.',
      'Each edition has a motto that artists and audiences explore together. After last year’s ‘Neighbourhoods’, the 2026 motto is ‘Breaking the Banks’, turning our attention to the Lind, the river that flows through our city.',
      'The festival is run by Festival der Künste Lindenau gGmbH and funded by the City of Lindenau, the Free State of Saxony and the Lindenau Cultural Foundation. Around 30 permanent staff and more than 120 volunteers make it happen every year.',
    ],
  },
  visitTitle: { de: 'Besuch planen', en: 'Plan your visit' },
  visitSlug: { de: 'besuch-planen', en: 'plan-your-visit' },
  visitParagraphs: {
    de: [
      'Die fünf Spielorte des Festivals liegen entlang der Lind und sind mit der Straßenbahn gut zu erreichen. Ihre Festivalkarte gilt am Veranstaltungstag als Fahrkarte im Lindenauer Nahverkehr, drei Stunden vor Beginn bis Betriebsschluss.',
      'Treffpunkt des Festivals ist das Festivalzentrum an der Uferpromenade. Dort finden Sie die Festivalinformation, die Uferbar und das Spiegelzelt; der Eintritt ist frei. Die Theaterkasse im Schauspielhaus ist dienstags bis sonntags geöffnet, die Abendkassen jeweils eine Stunde vor Beginn.',
      'Für Ihren Besuch mit Rollstuhl, Assistenzhund oder Begleitperson beraten wir Sie gern persönlich. Sagen Sie uns einfach, was Sie brauchen – telefonisch, per E-Mail oder an der Festivalinformation.',
    ],
    en: [
      'The festival’s five venues lie along the River Lind and are easy to reach by tram. Your festival ticket is valid for travel on Lindenau’s public transport on the day of the event, from three hours before the start until the end of service.',
      'The festival’s meeting place is the Festival Centre on the riverside promenade, with the festival information desk, the Riverside Bar and the Spiegeltent; admission is free. The Playhouse box office is open Tuesday to Sunday, and door sales start one hour before each event.',
      'If you are visiting with a wheelchair, an assistance dog or a companion, we are happy to advise you personally. Just tell us what you need – by phone, by e-mail or at the festival information desk.',
    ],
  },
}
