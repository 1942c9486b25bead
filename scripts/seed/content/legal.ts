import type { LegalPageSeed } from './types'

/** Realistic but fictional: the company, register entries, numbers and addresses are invented. */
export const legalPages: LegalPageSeed[] = [
  {
    key: 'agb',
    title: { de: 'Allgemeine Geschäftsbedingungen', en: 'General terms and conditions' },
    sections: [
      {
        heading: { de: '1. Geltungsbereich', en: '1. Scope' },
        body: {
          de: [
            'Diese Allgemeinen Geschäftsbedingungen gelten für den Verkauf von Eintrittskarten für Veranstaltungen des Festivals der Künste durch die Festival der Künste Lindenau gGmbH, Spinnereistraße 7, 04179 Lindenau (im Folgenden „Festival“). Sie gelten für alle Vertriebswege: den Webshop, die Theaterkasse, die Abendkassen und den telefonischen Kartenservice.',
            'Abweichende Bedingungen von Käufer:innen werden nicht anerkannt. Für Veranstaltungen, die von Dritten durchgeführt werden, gelten ergänzend die Bedingungen des jeweiligen Veranstalters; darauf wird beim Kauf ausdrücklich hingewiesen.',
          ],
          en: [
            'These general terms and conditions apply to the sale of tickets for events of the Festival of the Arts by Festival der Künste Lindenau gGmbH, Spinnereistraße 7, 04179 Lindenau (hereinafter ‘the festival’). They apply to all sales channels: the web shop, the Playhouse box office, door sales and the telephone ticket service.',
            'Any differing conditions of the purchaser are not recognised. For events run by third parties, the terms of the respective promoter apply in addition; this is pointed out explicitly at the time of purchase.',
          ],
        },
      },
      {
        heading: { de: '2. Vertragsschluss', en: '2. Conclusion of contract' },
        body: {
          de: [
            'Die Darstellung der Veranstaltungen im Webshop ist kein verbindliches Angebot, sondern eine Einladung zur Bestellung. Mit dem Klick auf „Zahlungspflichtig bestellen“ geben Sie ein verbindliches Angebot zum Kauf der ausgewählten Karten ab.',
            'Der Vertrag kommt zustande, wenn wir Ihre Bestellung per E-Mail bestätigen. An der Theaterkasse und an der Abendkasse kommt der Vertrag mit der Übergabe der Karte gegen Zahlung zustande.',
          ],
          en: [
            'The presentation of events in the web shop does not constitute a binding offer but an invitation to place an order. By clicking ‘Order and pay’ you make a binding offer to purchase the selected tickets.',
            'The contract is concluded when we confirm your order by e-mail. At the box office and at the door, the contract is concluded when the ticket is handed over against payment.',
          ],
        },
      },
      {
        heading: { de: '3. Preise und Zahlung', en: '3. Prices and payment' },
        body: {
          de: [
            'Es gelten die zum Zeitpunkt der Bestellung angegebenen Preise. Alle Preise sind Endpreise einschließlich der gesetzlichen Umsatzsteuer; Vorverkaufs- oder Systemgebühren erheben wir nicht. Für den Versand von Karten per Post berechnen wir eine Pauschale von 2,50 Euro.',
            'Im Webshop können Sie per Kreditkarte, PayPal oder Lastschrift bezahlen, an der Kasse zusätzlich bar oder mit Girocard. Ermäßigungen gelten nur gegen Vorlage eines gültigen Nachweises beim Einlass; ohne Nachweis ist der Differenzbetrag zum Vollpreis nachzuzahlen.',
          ],
          en: [
            'The prices shown at the time of ordering apply. All prices are final prices including statutory VAT; we do not charge booking or system fees. For sending tickets by post we charge a flat fee of 2.50 euros.',
            'In the web shop you can pay by credit card, PayPal or direct debit; at the box office you can also pay in cash or by debit card. Concessions are valid only on presentation of valid proof at the door; without proof, the difference to the full price must be paid.',
          ],
        },
      },
      {
        heading: { de: '4. Reservierungen', en: '4. Reservations' },
        body: {
          de: [
            'Sobald Sie im Webshop Plätze in den Warenkorb legen, werden diese für 15 Minuten für Sie reserviert. Schließen Sie die Bestellung in dieser Zeit nicht ab, werden die Plätze automatisch wieder freigegeben und stehen anderen Besucher:innen zur Verfügung.',
            'Telefonische Reservierungen beim Kartenservice sind bis zu sieben Tage vor der Veranstaltung möglich und müssen innerhalb von fünf Werktagen bezahlt werden. Reservierte Karten für die Abendkasse müssen spätestens 30 Minuten vor Beginn abgeholt werden, andernfalls verfällt die Reservierung.',
          ],
          en: [
            'As soon as you add seats to your basket in the web shop, they are held for you for 15 minutes. If you do not complete your order within that time, the seats are released automatically and become available to other visitors.',
            'Reservations by phone with the ticket service can be made up to seven days before the event and must be paid for within five working days. Tickets reserved for collection at the door must be collected no later than 30 minutes before the start; otherwise the reservation lapses.',
          ],
        },
      },
      {
        heading: { de: '5. Rückgabe und Umtausch', en: '5. Returns and exchanges' },
        body: {
          de: [
            'Ein Widerrufsrecht besteht bei Eintrittskarten für Veranstaltungen zu einem bestimmten Termin nach § 312g Abs. 2 Nr. 9 BGB nicht. Gekaufte Karten werden grundsätzlich nicht zurückgenommen. Aus Kulanz tauschen wir Karten bis drei Tage vor der Veranstaltung gegen eine Gebühr von 2 Euro pro Karte in Karten für eine andere Vorstellung um, sofern Plätze verfügbar sind.',
            'Fällt eine Veranstaltung aus, erstatten wir den Kaufpreis; bei Kauf im Webshop erfolgt die Erstattung automatisch über das ursprüngliche Zahlungsmittel. Bei einer Verlegung behalten die Karten ihre Gültigkeit für den neuen Termin, oder Sie können sie innerhalb von vier Wochen zurückgeben. Besetzungs- und Programmänderungen berechtigen nicht zur Rückgabe.',
          ],
          en: [
            'Under Section 312g(2) no. 9 of the German Civil Code there is no right of withdrawal for tickets to events on a specific date. Tickets that have been purchased are not taken back as a rule. As a goodwill gesture, we will exchange tickets up to three days before the event for tickets to another performance, subject to availability, for a fee of 2 euros per ticket.',
            'If an event is cancelled, we refund the purchase price; for web shop purchases the refund is made automatically to the original means of payment. If an event is rescheduled, tickets remain valid for the new date, or you may return them within four weeks. Changes to the cast or programme do not entitle you to a refund.',
          ],
        },
      },
      {
        heading: { de: '6. Einlass', en: '6. Admission' },
        body: {
          de: [
            'Einlass ist in der Regel 30 Minuten vor Beginn, in den Ausstellungen zu Beginn des gebuchten Zeitfensters. Bitte halten Sie Ihre Karte ausgedruckt oder auf dem Smartphone bereit; jede Karte berechtigt nur einmal zum Einlass.',
            'Nach Beginn der Vorstellung besteht kein Anspruch auf Einlass. Wo möglich, lassen wir Zuspätkommende zu einem geeigneten Zeitpunkt ein; ein Anspruch auf den gebuchten Platz besteht dann nicht. Ton-, Foto- und Videoaufnahmen sind während der Vorstellungen nicht gestattet.',
          ],
          en: [
            'Doors usually open 30 minutes before the start; for exhibitions, admission is at the beginning of the booked time slot. Please have your ticket ready, printed or on your smartphone; each ticket is valid for one admission only.',
            'There is no entitlement to admission once the performance has begun. Where possible, latecomers are admitted at a suitable moment, but they are then not entitled to their booked seat. Sound, photo and video recording is not permitted during performances.',
          ],
        },
      },
      {
        heading: { de: '7. Haftung', en: '7. Liability' },
        body: {
          de: [
            'Das Festival haftet unbeschränkt für Vorsatz und grobe Fahrlässigkeit sowie für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit. Bei leichter Fahrlässigkeit haften wir nur für die Verletzung wesentlicher Vertragspflichten und beschränkt auf den vorhersehbaren, vertragstypischen Schaden.',
            'Für mitgebrachte Gegenstände, die nicht an der Garderobe abgegeben wurden, übernehmen wir keine Haftung. Einzelne Veranstaltungen verwenden Stroboskoplicht, Nebel oder laute Musik; entsprechende Hinweise finden Sie auf der Seite der jeweiligen Veranstaltung.',
          ],
          en: [
            'The festival accepts unlimited liability for intent and gross negligence and for damage resulting from injury to life, body or health. In cases of slight negligence we are liable only for breaches of essential contractual obligations, limited to the foreseeable damage typical of the contract.',
            'We accept no liability for personal belongings that have not been left at the cloakroom. Some events use strobe lighting, haze or loud music; you will find notices to this effect on the page of the event concerned.',
          ],
        },
      },
    ],
  },
  {
    key: 'datenschutz',
    title: { de: 'Datenschutzerklärung', en: 'Privacy policy' },
    sections: [
      {
        heading: { de: 'Verantwortliche Stelle', en: 'Controller' },
        body: {
          de: [
            'Verantwortlich für die Verarbeitung personenbezogener Daten auf dieser Website ist die Festival der Künste Lindenau gGmbH, Spinnereistraße 7, 04179 Lindenau, vertreten durch die Geschäftsführung. Sie erreichen uns per E-Mail an info@festival-der-kuenste.example oder telefonisch unter +49 341 000000.',
            'Wir nehmen den Schutz Ihrer Daten ernst und verarbeiten sie ausschließlich im Rahmen der Datenschutz-Grundverordnung (DSGVO) und des Bundesdatenschutzgesetzes. Im Folgenden erklären wir, welche Daten wir wofür verarbeiten.',
          ],
          en: [
            'The controller responsible for processing personal data on this website is Festival der Künste Lindenau gGmbH, Spinnereistraße 7, 04179 Lindenau, represented by its management. You can reach us by e-mail at info@festival-der-kuenste.example or by phone on +49 341 000000.',
            'We take the protection of your data seriously and process it solely within the framework of the General Data Protection Regulation (GDPR) and the German Federal Data Protection Act. Below we explain which data we process and for what purpose.',
          ],
        },
      },
      {
        heading: { de: 'Welche Daten wir verarbeiten', en: 'What data we process' },
        body: {
          de: [
            'Beim Aufruf der Website speichert unser Server vorübergehend technische Zugriffsdaten wie IP-Adresse, Datum, Uhrzeit und aufgerufene Seite. Diese Daten benötigen wir, um die Website sicher zu betreiben (Art. 6 Abs. 1 lit. f DSGVO); sie werden nach sieben Tagen gelöscht.',
            'Wenn Sie Karten kaufen, ein Kundenkonto anlegen oder ein Formular absenden, verarbeiten wir die Angaben, die Sie uns dabei machen – etwa Name, Anschrift, E-Mail-Adresse und Zahlungsdaten. Wir nutzen sie zur Abwicklung Ihrer Bestellung oder Anfrage (Art. 6 Abs. 1 lit. b DSGVO) und bewahren Rechnungsdaten gemäß den gesetzlichen Aufbewahrungsfristen zehn Jahre auf.',
            'Zahlungen im Webshop wickeln wir über zertifizierte Zahlungsdienstleister ab, an die wir nur die für die Zahlung nötigen Daten übermitteln. Eine Weitergabe an sonstige Dritte findet nicht statt, es sei denn, wir sind gesetzlich dazu verpflichtet.',
          ],
          en: [
            'When you visit the website, our server temporarily stores technical access data such as your IP address, the date, the time and the page requested. We need this data to operate the website securely (Art. 6(1)(f) GDPR); it is deleted after seven days.',
            'When you buy tickets, create a customer account or submit a form, we process the details you give us – such as your name, address, e-mail address and payment details. We use them to handle your order or request (Art. 6(1)(b) GDPR) and keep invoice data for ten years in line with statutory retention periods.',
            'Payments in the web shop are processed by certified payment service providers, to whom we transmit only the data required for the payment. Your data is not passed on to any other third parties unless we are legally obliged to do so.',
          ],
        },
      },
      {
        heading: { de: 'Cookies und Einwilligung', en: 'Cookies and consent' },
        body: {
          de: [
            'Beim ersten Besuch fragen wir Sie in einem Banner, welche Cookies Sie zulassen möchten. Erforderliche Cookies sind immer aktiv: Sie speichern etwa Ihre Sprachwahl, Ihren Warenkorb, die Anmeldung im Kundenkonto und Ihre Cookie-Entscheidung selbst. Ohne sie funktioniert die Website nicht.',
            'Nur mit Ihrer Einwilligung (Art. 6 Abs. 1 lit. a DSGVO) setzen wir weitere Kategorien ein. Tracking-Cookies helfen uns über den Google Tag Manager zu verstehen, wie die Website genutzt wird, und werden pseudonymisiert ausgewertet. Marketing-Cookies messen den Erfolg unserer Anzeigen in sozialen Netzwerken.',
            'Sie können Ihre Auswahl jederzeit über den Link „Cookie-Einstellungen“ im Fußbereich der Website ändern oder widerrufen. Der Widerruf gilt für die Zukunft.',
          ],
          en: [
            'On your first visit, a banner asks which cookies you wish to allow. Required cookies are always active: they store, for example, your language, your basket, your customer account login and your cookie choice itself. The website cannot work without them.',
            'We use further categories only with your consent (Art. 6(1)(a) GDPR). Tracking cookies, set via Google Tag Manager, help us understand how the website is used and are analysed under a pseudonym. Marketing cookies measure the success of our advertisements on social networks.',
            'You can change or withdraw your choice at any time using the ‘Cookie settings’ link in the footer of the website. Withdrawal takes effect for the future.',
          ],
        },
      },
      {
        heading: { de: 'Externe Medien', en: 'External media' },
        body: {
          de: [
            'Auf einigen Seiten binden wir Inhalte externer Anbieter ein, zum Beispiel Videos von YouTube und Vimeo, Musik von Spotify und SoundCloud, Beiträge von Instagram, ein digitales Programmheft von Issuu und Formulare von HubSpot. Beim Abspielen oder Anzeigen dieser Inhalte werden Daten wie Ihre IP-Adresse an den jeweiligen Anbieter übertragen, teilweise auch in Länder außerhalb der EU.',
            'Solche Inhalte laden wir deshalb erst, wenn Sie der Kategorie „Externe Medien“ zugestimmt oder die Einbindung im Einzelfall per Klick erlaubt haben. Bis dahin sehen Sie an ihrer Stelle einen Hinweis mit einer Schaltfläche zum Laden.',
          ],
          en: [
            'On some pages we embed content from external providers, such as videos from YouTube and Vimeo, music from Spotify and SoundCloud, posts from Instagram, a digital programme from Issuu and forms from HubSpot. When this content is played or displayed, data such as your IP address is transmitted to the provider concerned, in some cases to countries outside the EU.',
            'We therefore load such content only once you have consented to the ‘External media’ category or allowed the individual embed with a click. Until then you will see a notice with a button to load it in its place.',
          ],
        },
      },
      {
        heading: { de: 'Ihre Rechte', en: 'Your rights' },
        body: {
          de: [
            'Sie haben das Recht auf Auskunft über die zu Ihrer Person gespeicherten Daten, auf Berichtigung, Löschung und Einschränkung der Verarbeitung, auf Datenübertragbarkeit sowie auf Widerspruch gegen Verarbeitungen, die auf unserem berechtigten Interesse beruhen. Eine erteilte Einwilligung können Sie jederzeit widerrufen.',
            'Außerdem können Sie sich bei einer Datenschutz-Aufsichtsbehörde beschweren, zum Beispiel bei der Sächsischen Datenschutz- und Transparenzbeauftragten. Am schnellsten helfen wir Ihnen aber, wenn Sie sich direkt an uns wenden.',
          ],
          en: [
            'You have the right to access the data stored about you, to rectification, erasure and restriction of processing, to data portability and to object to processing based on our legitimate interests. You may withdraw any consent you have given at any time.',
            'You may also lodge a complaint with a data protection supervisory authority, such as the Saxon Data Protection and Transparency Commissioner. We can help you fastest, however, if you contact us directly.',
          ],
        },
      },
      {
        heading: { de: 'Datenschutzbeauftragte', en: 'Data protection officer' },
        body: {
          de: [
            'Unsere externe Datenschutzbeauftragte ist Dr. Jana Winkler, Datenschutzberatung Winkler, Ringstraße 14, 04109 Lindenau. Sie erreichen sie per E-Mail an datenschutz@festival-der-kuenste.example.',
            'Bitte geben Sie bei Anfragen zu einer Bestellung Ihre Bestellnummer an, damit wir Ihr Anliegen schnell zuordnen können. Diese Datenschutzerklärung hat den Stand der aktuellen Spielzeit.',
          ],
          en: [
            'Our external data protection officer is Dr Jana Winkler, Datenschutzberatung Winkler, Ringstraße 14, 04109 Lindenau. You can reach her by e-mail at datenschutz@festival-der-kuenste.example.',
            'If your enquiry concerns an order, please include your order number so that we can deal with it quickly. This privacy policy reflects the current season.',
          ],
        },
      },
    ],
  },
  {
    key: 'impressum',
    title: { de: 'Impressum', en: 'Imprint' },
    sections: [
      {
        heading: { de: 'Anbieter', en: 'Provider' },
        body: {
          de: [
            'Festival der Künste Lindenau gGmbH, Spinnereistraße 7, Haus 4, 04179 Lindenau. Telefon +49 341 000000, E-Mail info@festival-der-kuenste.example.',
            'Alleinige Gesellschafterin der gemeinnützigen GmbH ist die Stadt Lindenau. Das Festival wird gefördert von der Stadt Lindenau, dem Freistaat Sachsen und der Lindenauer Kulturstiftung.',
          ],
          en: [
            'Festival der Künste Lindenau gGmbH, Spinnereistraße 7, Building 4, 04179 Lindenau, Germany. Phone +49 341 000000, e-mail info@festival-der-kuenste.example.',
            'The sole shareholder of this non-profit limited company is the City of Lindenau. The festival is funded by the City of Lindenau, the Free State of Saxony and the Lindenau Cultural Foundation.',
          ],
        },
      },
      {
        heading: { de: 'Vertretungsberechtigte', en: 'Authorised representatives' },
        body: {
          de: [
            'Die Gesellschaft wird vertreten durch ihre Geschäftsführung: Tobias Reinhardt (Kaufmännischer Geschäftsführer) und Katrin Vogel (Künstlerische Leiterin und Geschäftsführerin). Beide sind einzelvertretungsberechtigt.',
            'Vorsitzende des Aufsichtsrats ist die Bürgermeisterin für Kultur der Stadt Lindenau. Der Aufsichtsrat berät und überwacht die Geschäftsführung.',
          ],
          en: [
            'The company is represented by its managing directors: Tobias Reinhardt (Managing Director) and Katrin Vogel (Artistic Director and Managing Director). Each is authorised to represent the company alone.',
            'The supervisory board is chaired by the City of Lindenau’s deputy mayor for culture. The supervisory board advises and oversees the management.',
          ],
        },
      },
      {
        heading: { de: 'Registereintrag und Umsatzsteuer', en: 'Register entry and VAT' },
        body: {
          de: [
            'Registergericht: Amtsgericht Lindenau, Registernummer HRB 24817. Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: DE 298 765 432.',
            'Die Gesellschaft ist vom Finanzamt Lindenau als gemeinnützig anerkannt. Spenden an das Festival sind steuerlich absetzbar.',
          ],
          en: [
            'Register court: Lindenau Local Court, register number HRB 24817. VAT identification number under Section 27a of the German VAT Act: DE 298 765 432.',
            'The company is recognised as a charitable organisation by the Lindenau tax office. Donations to the festival are tax-deductible.',
          ],
        },
      },
      {
        heading: { de: 'Verantwortlich für den Inhalt', en: 'Responsible for content' },
        body: {
          de: [
            'Verantwortlich für den Inhalt nach § 18 Abs. 2 Medienstaatsvertrag: Hannah Schubert, Leiterin Kommunikation und Presse, Spinnereistraße 7, Haus 4, 04179 Lindenau. Sie ist auch Ansprechpartnerin, wenn Ihnen auf dieser Website ein Fehler auffällt.',
            'Redaktion des Magazins: Clara Neumann. Presseanfragen richten Sie bitte an presse@festival-der-kuenste.example.',
          ],
          en: [
            'Responsible for content under Section 18(2) of the German Interstate Media Treaty: Hannah Schubert, Head of Communications and Press, Spinnereistraße 7, Building 4, 04179 Lindenau. She is also the person to contact if you spot an error on this website.',
            'Magazine editor: Clara Neumann. Please send press enquiries to presse@festival-der-kuenste.example.',
          ],
        },
      },
      {
        heading: { de: 'Haftung für Inhalte und Links', en: 'Liability for content and links' },
        body: {
          de: [
            'Wir erstellen die Inhalte dieser Website mit größter Sorgfalt, können für ihre Richtigkeit, Vollständigkeit und Aktualität jedoch keine Gewähr übernehmen. Kurzfristige Programmänderungen veröffentlichen wir so schnell wie möglich.',
            'Unsere Website enthält Links zu externen Websites, auf deren Inhalte wir keinen Einfluss haben. Für diese Inhalte ist stets der jeweilige Anbieter verantwortlich; bei Bekanntwerden von Rechtsverletzungen entfernen wir entsprechende Links umgehend.',
          ],
          en: [
            'We compile the content of this website with the greatest care but cannot guarantee that it is accurate, complete or up to date. We publish short-notice changes to the programme as quickly as possible.',
            'Our website contains links to external websites whose content we cannot control. The respective provider is always responsible for such content; if we become aware of any legal infringements, we will remove the links concerned immediately.',
          ],
        },
      },
      {
        heading: { de: 'Bildnachweise und Streitschlichtung', en: 'Picture credits and dispute resolution' },
        body: {
          de: [
            'Sofern nicht anders angegeben, liegen die Rechte an Fotos und Grafiken beim Festival der Künste oder bei den beteiligten Künstler:innen. Eine Verwendung ist nur mit vorheriger Genehmigung gestattet; Pressefotos stellen wir auf Anfrage zur Verfügung.',
            'Wir sind weder bereit noch verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Bei Fragen oder Beschwerden wenden Sie sich bitte direkt an unseren Kartenservice; gemeinsam finden wir eine Lösung.',
          ],
          en: [
            'Unless stated otherwise, the rights to photographs and graphics belong to the Festival of the Arts or to the artists involved. They may be used only with prior permission; press photographs are available on request.',
            'We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board. If you have a question or complaint, please contact our ticket service directly and we will find a solution together.',
          ],
        },
      },
    ],
  },
  {
    key: 'hinweisgeberschutz',
    title: { de: 'Hinweisgeberschutz', en: 'Whistleblower protection' },
    sections: [
      {
        heading: { de: 'Meldestelle nach dem Hinweisgeberschutzgesetz', en: 'Reporting office under the Whistleblower Protection Act' },
        body: {
          de: [
            'Wer im Zusammenhang mit der Festival der Künste Lindenau gGmbH Hinweise auf Verstöße gegen Gesetze oder interne Regeln hat, kann diese vertraulich an unsere interne Meldestelle richten. Hinweise können auch anonym abgegeben werden.',
            'Die Meldestelle erreichen Sie per E-Mail an hinweise@festival-der-kuenste.example, telefonisch dienstags von 10 bis 12 Uhr unter +49 341 000099 oder per Post an: Meldestelle, Festival der Künste Lindenau gGmbH, Spinnereistraße 7, 04179 Lindenau (Vermerk „persönlich/vertraulich“).',
            'Sie erhalten innerhalb von sieben Tagen eine Eingangsbestätigung und spätestens nach drei Monaten eine Rückmeldung zu den ergriffenen Maßnahmen. Die Identität hinweisgebender Personen wird geschützt; Benachteiligungen wegen einer Meldung sind verboten.',
          ],
          en: [
            'Anyone who has information about breaches of law or internal rules in connection with Festival der Künste Lindenau gGmbH can report it in confidence to our internal reporting office. Reports may also be made anonymously.',
            'You can reach the reporting office by e-mail at hinweise@festival-der-kuenste.example, by phone on Tuesdays from 10 am to 12 noon on +49 341 000099, or by post to: Meldestelle, Festival der Künste Lindenau gGmbH, Spinnereistraße 7, 04179 Lindenau, Germany (marked “personal/confidential”).',
            'You will receive an acknowledgement within seven days and feedback on the measures taken within three months at the latest. The identity of whistleblowers is protected; disadvantaging anyone because of a report is prohibited.',
          ],
        },
      },
    ],
  },
]
