import type { FormFieldSeed, FormSeed } from './types'

const privacy: FormFieldSeed = {
  slug: 'privacy',
  label: {
    de: 'Ich habe die Datenschutzerklärung gelesen und bin damit einverstanden, dass meine Angaben zur Bearbeitung meiner Anfrage gespeichert werden.',
    en: 'I have read the privacy policy and agree to my details being stored for the purpose of processing my request.',
  },
  fieldType: 4,
  required: true,
}

export const forms: FormSeed[] = [
  {
    key: 'contact',
    title: { de: 'Kontakt', en: 'Contact' },
    intro: {
      de: 'Sie haben eine Frage zum Programm, zu Karten oder zu Ihrem Besuch? Schreiben Sie uns – wir antworten in der Regel innerhalb von zwei Werktagen.',
      en: 'Do you have a question about the programme, tickets or your visit? Write to us – we usually reply within two working days.',
    },
    submit: { de: 'Nachricht senden', en: 'Send message' },
    success: {
      de: 'Vielen Dank für Ihre Nachricht. Wir melden uns so bald wie möglich bei Ihnen.',
      en: 'Thank you for your message. We will get back to you as soon as possible.',
    },
    fields: [
      {
        slug: 'name',
        label: { de: 'Name', en: 'Name' },
        fieldType: 1,
        required: true,
        placeholder: { de: 'Vor- und Nachname', en: 'First name and surname' },
      },
      {
        slug: 'email',
        label: { de: 'E-Mail-Adresse', en: 'E-mail address' },
        fieldType: 3,
        required: true,
        placeholder: { de: 'name@beispiel.de', en: 'name@example.com' },
      },
      {
        slug: 'subject',
        label: { de: 'Worum geht es?', en: 'What is it about?' },
        fieldType: 6,
        required: true,
        choices: [
          { value: 'tickets', label: { de: 'Karten und Buchungen', en: 'Tickets and bookings' } },
          { value: 'access', label: { de: 'Barrierefreiheit', en: 'Access' } },
          { value: 'groups', label: { de: 'Schulklassen und Gruppen', en: 'Schools and groups' } },
          { value: 'programme', label: { de: 'Programm und Künstler:innen', en: 'Programme and artists' } },
          { value: 'feedback', label: { de: 'Lob und Kritik', en: 'Feedback' } },
          { value: 'other', label: { de: 'Sonstiges', en: 'Something else' } },
        ],
      },
      {
        slug: 'message',
        label: { de: 'Ihre Nachricht', en: 'Your message' },
        fieldType: 2,
        required: true,
        help: {
          de: 'Bei Fragen zu einer Buchung nennen Sie bitte Ihre Bestellnummer.',
          en: 'If your question concerns a booking, please include your order number.',
        },
      },
      privacy,
    ],
  },
  {
    key: 'volunteer',
    title: { de: 'Freiwillig beim Festival', en: 'Volunteer at the festival' },
    intro: {
      de: 'Werden Sie Teil unseres Freiwilligenteams! Sie sollten mindestens 18 Jahre alt sein und für mindestens vier Schichten zur Verfügung stehen. Als Dank gibt es Freikarten, Verpflegung und ein Abschlussfest.',
      en: 'Join our volunteer team! You should be at least 18 years old and available for at least four shifts. As a thank-you there are free tickets, meals and a closing party.',
    },
    submit: { de: 'Bewerbung absenden', en: 'Send application' },
    success: {
      de: 'Vielen Dank für Ihre Bewerbung! Lotte Brandt meldet sich innerhalb von zwei Wochen bei Ihnen.',
      en: 'Thank you for your application! Lotte Brandt will be in touch within two weeks.',
    },
    fields: [
      { slug: 'name', label: { de: 'Name', en: 'Name' }, fieldType: 1, required: true },
      { slug: 'email', label: { de: 'E-Mail-Adresse', en: 'E-mail address' }, fieldType: 3, required: true },
      {
        slug: 'phone',
        label: { de: 'Telefonnummer', en: 'Phone number' },
        fieldType: 12,
        required: true,
        help: {
          de: 'Für kurzfristige Absprachen während des Festivals.',
          en: 'So that we can reach you at short notice during the festival.',
        },
      },
      {
        slug: 'birth_date',
        label: { de: 'Geburtsdatum', en: 'Date of birth' },
        fieldType: 10,
        required: true,
        dateRange: 'past',
        minAge: 16,
        help: { de: 'Mithelfen können Sie ab 16 Jahren.', en: 'You can volunteer from the age of 16.' },
      },
      {
        slug: 'availability',
        label: { de: 'Wann haben Sie Zeit?', en: 'When are you available?' },
        fieldType: 5,
        required: true,
        choices: [
          { value: 'week_1', label: { de: 'Erste Festivalwoche', en: 'First festival week' } },
          { value: 'week_2', label: { de: 'Zweite Festivalwoche', en: 'Second festival week' } },
          { value: 'week_3', label: { de: 'Dritte Festivalwoche', en: 'Third festival week' } },
          { value: 'weekdays_daytime', label: { de: 'Werktags tagsüber', en: 'Weekdays during the day' } },
          { value: 'evenings', label: { de: 'Abends', en: 'Evenings' } },
          { value: 'weekends', label: { de: 'Am Wochenende', en: 'Weekends' } },
        ],
      },
      {
        slug: 'areas',
        label: { de: 'In welchen Bereichen möchten Sie mithelfen?', en: 'Where would you like to help?' },
        fieldType: 7,
        required: true,
        help: { de: 'Mehrfachauswahl möglich.', en: 'You can choose more than one.' },
        choices: [
          { value: 'front_of_house', label: { de: 'Einlass und Saaldienst', en: 'Front of house and ushering' } },
          { value: 'information', label: { de: 'Festivalinformation', en: 'Festival information desk' } },
          { value: 'festival_centre', label: { de: 'Festivalzentrum und Uferbar', en: 'Festival Centre and Riverside Bar' } },
          { value: 'artist_care', label: { de: 'Betreuung von Künstler:innen', en: 'Looking after artists' } },
          { value: 'access', label: { de: 'Begleitservice', en: 'Companion service' } },
          { value: 'build', label: { de: 'Auf- und Abbau', en: 'Setting up and taking down' } },
        ],
      },
      {
        slug: 'languages',
        label: { de: 'Welche Sprachen sprechen Sie?', en: 'Which languages do you speak?' },
        fieldType: 1,
        required: false,
        placeholder: { de: 'z. B. Deutsch, Englisch, Polnisch', en: 'e.g. German, English, Polish' },
      },
      {
        slug: 'cv',
        label: { de: 'Lebenslauf (optional)', en: 'CV (optional)' },
        fieldType: 9,
        required: false,
        help: { de: 'Am liebsten als PDF.', en: 'Preferably as a PDF.' },
      },
      {
        slug: 'motivation',
        label: { de: 'Warum möchten Sie beim Festival mitmachen?', en: 'Why would you like to volunteer at the festival?' },
        fieldType: 2,
        required: false,
      },
      privacy,
    ],
  },
  {
    key: 'press',
    title: { de: 'Presseakkreditierung', en: 'Press accreditation' },
    intro: {
      de: 'Journalist:innen können sich hier für das Festival akkreditieren. Bitte beantragen Sie Ihre Pressekarten spätestens drei Tage vor der gewünschten Vorstellung; die Zahl der Pressekarten ist begrenzt.',
      en: 'Journalists can apply for festival accreditation here. Please request your press tickets at least three days before the performance you wish to attend; the number of press tickets is limited.',
    },
    submit: { de: 'Akkreditierung beantragen', en: 'Apply for accreditation' },
    success: {
      de: 'Vielen Dank! Wir prüfen Ihren Antrag und melden uns per E-Mail mit Ihrer Bestätigung.',
      en: 'Thank you! We will review your application and confirm by e-mail.',
    },
    fields: [
      { slug: 'name', label: { de: 'Name', en: 'Name' }, fieldType: 1, required: true },
      {
        slug: 'medium',
        label: { de: 'Medium oder Redaktion', en: 'Publication or outlet' },
        fieldType: 1,
        required: true,
        placeholder: { de: 'z. B. Lindenauer Allgemeine, Kulturradio', en: 'e.g. Lindenauer Allgemeine, arts radio' },
      },
      { slug: 'email', label: { de: 'E-Mail-Adresse', en: 'E-mail address' }, fieldType: 3, required: true },
      {
        slug: 'medium_type',
        label: { de: 'Art des Mediums', en: 'Type of outlet' },
        fieldType: 8,
        required: true,
        choices: [
          { value: 'print', label: { de: 'Zeitung oder Zeitschrift', en: 'Newspaper or magazine' } },
          { value: 'online', label: { de: 'Online', en: 'Online' } },
          { value: 'radio', label: { de: 'Hörfunk', en: 'Radio' } },
          { value: 'tv', label: { de: 'Fernsehen', en: 'Television' } },
          { value: 'podcast', label: { de: 'Podcast oder Blog', en: 'Podcast or blog' } },
          {
            value: 'freelance',
            label: { de: 'Freie:r Journalist:in ohne festen Auftrag', en: 'Freelance journalist without a commission' },
          },
        ],
      },
      {
        slug: 'number_of_people',
        label: { de: 'Anzahl der Personen', en: 'Number of people' },
        fieldType: 11,
        required: true,
        help: {
          de: 'Zum Beispiel Redakteur:in und Fotograf:in. Höchstens zwei Personen pro Medium.',
          en: 'For example a journalist and a photographer. No more than two people per outlet.',
        },
      },
      {
        slug: 'press_card',
        label: { de: 'Presseausweis oder Auftragsbestätigung', en: 'Press card or letter of commission' },
        fieldType: 9,
        required: true,
        help: { de: 'Als PDF, JPG oder PNG, höchstens 5 MB.', en: 'As a PDF, JPG or PNG, 5 MB maximum.' },
      },
      {
        slug: 'notes',
        label: { de: 'Gewünschte Vorstellungen und Anmerkungen', en: 'Performances requested and notes' },
        fieldType: 2,
        required: false,
        placeholder: {
          de: 'Welche Vorstellungen möchten Sie besuchen? Wünschen Sie Interviews oder Fotos?',
          en: 'Which performances would you like to attend? Would you like interviews or photographs?',
        },
      },
      privacy,
    ],
  },
]
