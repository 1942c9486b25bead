import type { SeriesSeed } from './types'

export const series: SeriesSeed[] = [
  {
    key: 'night-shift',
    name: { de: 'Nachtschicht', en: 'Night Shift' },
    showInFilter: true,
    teaser: {
      de: 'Wenn die Stadt schläft, fängt die Nachtschicht an: Konzerte, Performances und ein Klavier bei Kerzenlicht, meist nach 21:30 Uhr.',
      en: 'When the city goes to sleep, the Night Shift begins: concerts, performances and a piano by candlelight, mostly after 9.30 pm.',
    },
    description: {
      de: [
        'Die Nachtschicht ist für alle, die nach einer Vorstellung noch nicht nach Hause wollen – und für alle, die ohnehin lieber spät ausgehen. Die Veranstaltungen beginnen zwischen 21:30 und 23 Uhr und sind bewusst kurz gehalten oder so angelegt, dass man jederzeit kommen und gehen kann.',
        'Mit einer Karte für eine Abendvorstellung erhalten Sie für die Nachtschicht am selben Tag fünf Euro Ermäßigung. Die letzten Straßenbahnen fahren an Wochenenden bis 1:30 Uhr.',
      ],
      en: [
        'Night Shift is for anyone who doesn’t want to go home after a show – and for anyone who simply prefers to go out late. Events begin between 9.30 and 11 pm and are either deliberately short or designed so that you can come and go as you please.',
        'With a ticket for an evening performance you get five euros off any Night Shift event on the same day. At weekends the last trams run until 1.30 am.',
      ],
    },
  },
  {
    key: 'young-festival',
    name: { de: 'Junges Festival', en: 'Young Festival' },
    showInFilter: true,
    teaser: {
      de: 'Theater, Tanz und Workshops für Kinder ab zwei Jahren, Jugendliche und ihre Erwachsenen – mit Vorstellungen am Vormittag für Kitas und Schulen.',
      en: 'Theatre, dance and workshops for children from the age of two, teenagers and their grown-ups – with morning performances for nurseries and schools.',
    },
    description: {
      de: [
        'Das Junge Festival zeigt Arbeiten, die Kinder und Jugendliche als Publikum ernst nehmen, ohne sie zu unterschätzen. Jede Produktion hat eine Altersempfehlung; Begleitmaterial für Lehrkräfte und Erzieher:innen stellen wir kostenlos zur Verfügung.',
        'Kinder und Jugendliche bis 18 Jahre zahlen für alle Vorstellungen höchstens acht Euro. Schulklassen und Kitagruppen melden sich bitte bei unserer Kunstvermittlung an.',
      ],
      en: [
        'The Young Festival presents work that takes children and teenagers seriously as an audience without underestimating them. Every production has an age recommendation, and we provide teaching resources for teachers and nursery staff free of charge.',
        'Children and young people up to the age of 18 pay no more than eight euros for any performance. Schools and nurseries are asked to book through our learning team.',
      ],
    },
  },
  {
    key: 'in-conversation',
    name: { de: 'Im Gespräch', en: 'In Conversation' },
    showInFilter: true,
    teaser: {
      de: 'Lesungen, Podien und Publikumsgespräche rund um das Festivalmotto „Über die Ufer“ – oft bei freiem Eintritt.',
      en: 'Readings, panels and audience talks on the festival motto, ‘Breaking the Banks’ – often with free admission.',
    },
    description: {
      de: [
        'In der Reihe Im Gespräch kommen Künstler:innen, Wissenschaftler:innen und Menschen aus Lindenau zusammen, um über die Fragen zu sprechen, die das Programm aufwirft. Dieses Jahr geht es um Flüsse und Grenzen, um Verlust und Neuanfang.',
        'Die meisten Gespräche finden in der Uferbar des Festivalzentrums statt und sind kostenlos. Eine Anmeldung ist nicht nötig; kommen Sie am besten etwas früher.',
      ],
      en: [
        'The In Conversation series brings artists, researchers and people from Lindenau together to discuss the questions raised by the programme. This year the talk is of rivers and borders, of loss and new beginnings.',
        'Most talks take place in the Riverside Bar at the Festival Centre and are free. There is no need to register, but it is worth arriving a little early.',
      ],
    },
  },
  {
    key: 'riverside',
    name: { de: 'Flussufer', en: 'Riverside' },
    showInFilter: true,
    teaser: {
      de: 'Alles, was am Wasser stattfindet: Audiowalks entlang der Lind, Konzerte im Spiegelzelt und Werkstätten im Alten Bootshaus.',
      en: 'Everything that happens by the water: audio walks along the River Lind, concerts in the Spiegeltent and workshops in the Old Boathouse.',
    },
    description: {
      de: [
        'Die Lind hat Lindenau ihren Namen gegeben, und in diesem Jahr steht sie im Mittelpunkt des Festivals. In der Reihe Flussufer haben wir alle Veranstaltungen versammelt, die am Wasser oder auf dem Gelände des Festivalzentrums stattfinden.',
        'Ziehen Sie sich warm an: Zur Festivalzeit im Spätherbst kann es am Ufer frisch werden. Decken und heißen Tee gibt es an der Uferbar.',
      ],
      en: [
        'The River Lind gave Lindenau its name, and this year it is at the heart of the festival. The Riverside series brings together every event that takes place by the water or on the Festival Centre site.',
        'Dress warmly: it can be chilly by the river in late autumn. Blankets and hot tea are available at the Riverside Bar.',
      ],
    },
  },
  {
    key: 'premieres',
    name: { de: 'Erstaufführungen', en: 'Premieres' },
    showInFilter: false,
    // The opening nights ahead as one package, below their full prices together (about 106 € on a demo seeded today).
    subscription: { priceCents: 9_000, seatGroup: 'Parkett' },
    teaser: {
      de: 'Uraufführungen und Deutsche Erstaufführungen: Arbeiten, die beim Festival der Künste zum ersten Mal zu sehen sind.',
      en: 'World and German premieres: work being shown for the very first time at the Festival of the Arts.',
    },
    description: {
      de: [
        'Jedes Jahr entstehen neue Arbeiten im Auftrag oder in Koproduktion mit dem Festival. Andere sind anderswo bereits gefeiert worden und kommen bei uns erstmals nach Deutschland.',
        'Premierenabende sind oft früh ausverkauft. Wer sicher dabei sein will, bucht alle zusammen als Abonnement: einen Platz an jedem Premierenabend, zum Paketpreis.',
      ],
      en: [
        'Every year new work is created on commission from or in co-production with the festival. Other pieces have already been acclaimed elsewhere and come to Germany for the first time with us.',
        'Opening nights often sell out early. If you want to be sure of a seat, book them all as a subscription: a seat at every opening night, at the package price.',
      ],
    },
  },
  {
    key: 'sound-space',
    name: { de: 'Klangraum', en: 'Sound Space' },
    showInFilter: true,
    teaser: {
      de: 'Neue Musik trifft Barock, Unterwasseraufnahmen treffen Violoncello: Die Konzertreihe des Festivals hört genau hin.',
      en: 'New music meets Baroque, underwater recordings meet the cello: the festival’s concert series listens closely.',
    },
    description: {
      de: [
        'Klangraum ist die Konzertreihe des Festivals. Sie verbindet klassisches Repertoire mit Uraufführungen, Klangkunst und Improvisation und fragt, wie sich Hören verändert, wenn sich der Raum verändert.',
        'Zu allen Konzerten im Großen Saal gibt es 45 Minuten vor Beginn eine kostenlose Einführung im Foyer. Sie dauert etwa zwanzig Minuten und wird von Musikdramaturg Jonas Albrecht gehalten.',
      ],
      en: [
        'Sound Space is the festival’s concert series. It combines classical repertoire with world premieres, sound art and improvisation, and asks how listening changes when the space changes.',
        'There is a free introduction in the foyer 45 minutes before every concert in the Great Hall. It lasts about twenty minutes and is given by music dramaturg Jonas Albrecht.',
      ],
    },
  },
]
