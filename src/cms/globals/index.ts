import type { Field, GlobalConfig } from 'payload'

import { anyone, isAdmin, isEditor } from '../access'
import { urlField } from '../fields/link'
import { isValidBic, isValidIban } from '../rules/bank'
import { SHOP_PATHS } from '@/lib/routing/shopPaths'

import {
  DEFAULT_BOX_OFFICE_LAPSE_MINUTES,
  DEFAULT_INVOICE_CLOSE_DAYS,
  DEFAULT_WAITLIST_OFFER_HOURS,
  DEFAULT_RETENTION,
  DEFAULT_VOUCHERS,
  DEFAULT_WAITLIST_OFFER_HOURS_ON_THE_DAY,
} from '../vocabulary'

const website = { de: 'Website', en: 'Website' }
const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/
const timeRule = (value: string | null | undefined) => (!value || timePattern.test(value) ? true : 'HH:MM')

/** One opening-hours entry as SPEC §7's opening-hours call returns it. */
const hoursFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'time_from', type: 'text', label: { de: 'Von (HH:MM)', en: 'From (HH:MM)' }, validate: timeRule },
      { name: 'time_to', type: 'text', label: { de: 'Bis (HH:MM)', en: 'Until (HH:MM)' }, validate: timeRule },
      { name: 'closed', type: 'checkbox', defaultValue: false, label: { de: 'Geschlossen', en: 'Closed' } },
    ],
  },
  { name: 'alternative_text', type: 'text', localized: true, label: { de: 'Alternativer Text', en: 'Alternative text' } },
  urlField({ name: 'alternative_link_url', label: { de: 'Alternativer Link', en: 'Alternative link' } }),
]

const WEEKDAYS = [
  { value: '1', label: { de: 'Montag', en: 'Monday' } },
  { value: '2', label: { de: 'Dienstag', en: 'Tuesday' } },
  { value: '3', label: { de: 'Mittwoch', en: 'Wednesday' } },
  { value: '4', label: { de: 'Donnerstag', en: 'Thursday' } },
  { value: '5', label: { de: 'Freitag', en: 'Friday' } },
  { value: '6', label: { de: 'Samstag', en: 'Saturday' } },
  { value: '7', label: { de: 'Sonntag', en: 'Sunday' } },
]

export const OpeningHours: GlobalConfig = {
  slug: 'opening-hours',
  label: { de: 'Öffnungszeiten', en: 'Opening hours' },
  admin: {
    group: website,
    description: {
      de: 'Öffnungszeiten des Festivalzentrums und der Kasse (Europe/Berlin).',
      en: 'Opening hours of the festival centre and box office (Europe/Berlin).',
    },
  },
  access: { read: anyone, update: isEditor },
  fields: [
    {
      name: 'opening_hours',
      type: 'array',
      label: { de: 'Regelmäßig', en: 'Weekly' },
      fields: [
        { name: 'weekday', type: 'select', required: true, options: WEEKDAYS, label: { de: 'Wochentag', en: 'Weekday' } },
        ...hoursFields,
      ],
    },
    {
      name: 'opening_hours_exceptions',
      type: 'array',
      label: { de: 'Ausnahmen', en: 'Exceptions' },
      fields: [
        {
          name: 'date',
          type: 'date',
          required: true,
          label: { de: 'Datum', en: 'Date' },
          admin: { date: { pickerAppearance: 'dayOnly' } },
        },
        ...hoursFields,
      ],
    },
  ],
}

const linkItem: Field[] = [
  { name: 'label', type: 'text', required: true, localized: true, label: { de: 'Text', en: 'Label' } },
  { name: 'page', type: 'relationship', relationTo: 'pages', label: { de: 'Seite', en: 'Page' } },
  { ...urlField({ name: 'url', label: { de: 'oder Adresse', en: 'or address' } }), localized: true },
]

/**
 * The primary menu and the footer's page links are derived from the page tree (in_menu, in_footer).
 * This global holds what is not a page: the burger menu's secondary list and extra footer links.
 */
export const Navigation: GlobalConfig = {
  slug: 'navigation',
  label: { de: 'Navigation', en: 'Navigation' },
  admin: { group: website },
  access: { read: anyone, update: isEditor },
  fields: [
    { name: 'secondary', type: 'array', label: { de: 'Sekundäre Liste (Menü)', en: 'Secondary list (menu)' }, fields: linkItem },
    { name: 'footer_links', type: 'array', label: { de: 'Weitere Footer-Links', en: 'More footer links' }, fields: linkItem },
    {
      name: 'footer_address',
      type: 'textarea',
      localized: true,
      label: { de: 'Adresse im Footer', en: 'Address in the footer' },
      admin: {
        description: {
          de: 'Name und Anschrift des Festivals, eine Zeile je Zeile.',
          en: 'The festival’s name and postal address, one line per line.',
        },
      },
    },
    { ...urlField({ name: 'newsletter_url', label: { de: 'Newsletter-Link', en: 'Newsletter link' } }), localized: true },
    {
      name: 'social_links',
      type: 'array',
      label: { de: 'Soziale Netzwerke', en: 'Social media' },
      maxRows: 8,
      fields: [
        {
          name: 'network',
          type: 'select',
          required: true,
          label: { de: 'Netzwerk', en: 'Network' },
          options: [
            { value: 'instagram', label: 'Instagram' },
            { value: 'facebook', label: 'Facebook' },
            { value: 'youtube', label: 'YouTube' },
            { value: 'mastodon', label: 'Mastodon' },
            { value: 'tiktok', label: 'TikTok' },
            { value: 'linkedin', label: 'LinkedIn' },
            { value: 'bluesky', label: 'Bluesky' },
          ],
        },
        { ...urlField({ name: 'url', label: { de: 'Adresse', en: 'URL' } }), required: true },
      ],
    },
    {
      name: 'sponsors',
      type: 'array',
      label: { de: 'Förderer und Partner (Logos)', en: 'Sponsors and partners (logos)' },
      maxRows: 24,
      fields: [
        { name: 'name', type: 'text', required: true, label: { de: 'Name', en: 'Name' } },
        { name: 'logo', type: 'upload', relationTo: 'media', required: true, label: { de: 'Logo', en: 'Logo' } },
        urlField({ name: 'url', label: { de: 'Adresse', en: 'URL' } }),
      ],
    },
  ],
}

const codeField = (name: string, label: { de: string; en: string }): Field => ({
  name,
  type: 'code',
  label,
  admin: { language: 'html', description: { de: 'Wird ungeprüft in die Seite geschrieben.', en: 'Written into the page as is.' } },
})

/** Default of the back office's threshold: this few seats left or fewer is 'few'. */
export const DEFAULT_FEW_TICKETS_THRESHOLD = 10

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: { de: 'Website-Einstellungen', en: 'Site settings' },
  admin: { group: website },
  access: { read: anyone, update: isAdmin },
  fields: [
    { name: 'is_site_online', type: 'checkbox', defaultValue: true, label: { de: 'Website online', en: 'Website online' } },
    { name: 'is_shop_online', type: 'checkbox', defaultValue: true, label: { de: 'Webshop online', en: 'Web shop online' } },
    {
      name: 'few_tickets_threshold',
      type: 'number',
      defaultValue: DEFAULT_FEW_TICKETS_THRESHOLD,
      min: 1,
      label: { de: 'Schwelle „Wenige Karten“', en: 'Threshold “few tickets left”' },
      admin: {
        description: {
          de: 'Ab so wenigen freien Plätzen je Termin zeigt die Website „Wenige Karten“.',
          en: 'From this few free seats per performance on, the site shows “few tickets left”.',
        },
      },
    },
    {
      // Orders paid at the box office are reservations (decision 031): unpaid by then, they lapse.
      name: 'box_office_lapse_minutes',
      type: 'number',
      defaultValue: DEFAULT_BOX_OFFICE_LAPSE_MINUTES,
      min: 0,
      max: 24 * 60,
      label: { de: 'Kassenzahlung: verfällt Minuten vor Beginn', en: 'Pay at the box office: lapses minutes before the start' },
      admin: {
        description: {
          de: 'Unbezahlte Bestellungen mit Zahlung an der Kasse verfallen so viele Minuten vor Beginn der ersten Vorstellung; ihre Plätze gehen zurück in den Verkauf. 0: bezahlen bis zum Beginn.',
          en: 'Unpaid orders to be paid at the box office lapse this many minutes before their first performance starts; their seats return to sale. 0: pay until the start.',
        },
      },
    },
    {
      // A transfer takes days: an invoice due the day of the performance cannot be paid in time.
      name: 'invoice_close_days',
      type: 'number',
      defaultValue: DEFAULT_INVOICE_CLOSE_DAYS,
      min: 0,
      max: 60,
      label: { de: 'Zahlung auf Rechnung: endet Tage vor der Vorstellung', en: 'Payment by invoice: ends days before the performance' },
      admin: {
        description: {
          de: 'Für Vorstellungen, die früher beginnen, bietet der Webshop keine Zahlung auf Rechnung mehr an, nur noch an der Kasse. 0: bis zum Tag der Vorstellung.',
          en: 'For performances that start sooner the web shop no longer offers payment by invoice, only at the box office. 0: until the day of the performance.',
        },
      },
    },
    {
      // The waiting list (issue 44): how long an offer holds its seats for the one it is made to.
      type: 'row',
      fields: [
        {
          name: 'waitlist_offer_hours',
          type: 'number',
          defaultValue: DEFAULT_WAITLIST_OFFER_HOURS,
          min: 1,
          max: 168,
          label: { de: 'Warteliste: Angebot gilt Stunden', en: 'Waiting list: an offer lasts hours' },
          admin: {
            description: {
              de: 'So lange hält ein Angebot die frei gewordenen Plätze für die erste Person der Warteliste, danach geht es an die nächste. Nie über den Beginn hinaus.',
              en: 'How long an offer holds the returned seats for the first person on the waiting list before it passes to the next. Never past the start.',
            },
          },
        },
        {
          name: 'waitlist_offer_hours_on_the_day',
          type: 'number',
          defaultValue: DEFAULT_WAITLIST_OFFER_HOURS_ON_THE_DAY,
          min: 1,
          max: 24,
          label: { de: 'Am Tag der Vorstellung: Stunden', en: 'On the day of the performance: hours' },
        },
      ],
    },
    {
      name: 'bank_details',
      type: 'group',
      label: { de: 'Bankverbindung (Zahlung auf Rechnung)', en: 'Bank details (payment by invoice)' },
      admin: {
        description: {
          de: 'Steht in der Bestätigungsseite, der E-Mail und den Tickets jeder Bestellung auf Rechnung. Ohne Kontoinhaber und gültige IBAN bietet der Webshop keine Zahlung auf Rechnung an.',
          en: 'Shown on the confirmation page, in the e-mail and on the tickets of every order paid by invoice. Without an account holder and a valid IBAN the web shop does not offer payment by invoice.',
        },
      },
      fields: [
        { name: 'account_holder', type: 'text', label: { de: 'Kontoinhaber', en: 'Account holder' } },
        {
          name: 'iban',
          type: 'text',
          label: { de: 'IBAN', en: 'IBAN' },
          validate: (value: string | null | undefined) =>
            !value || isValidIban(value) || 'IBAN ungültig (Prüfziffer oder Länge) / IBAN not valid (check digits or length)',
        },
        {
          name: 'bic',
          type: 'text',
          label: { de: 'BIC', en: 'BIC' },
          validate: (value: string | null | undefined) =>
            !value || isValidBic(value) || 'BIC ungültig (8 oder 11 Zeichen) / BIC not valid (8 or 11 characters)',
        },
        { name: 'bank_name', type: 'text', label: { de: 'Bank', en: 'Bank' } },
      ],
    },
    {
      // Gift vouchers (issue 46, decision 039): what the web shop sells; without amounts it sells none.
      name: 'vouchers',
      type: 'group',
      label: { de: 'Geschenkgutscheine', en: 'Gift vouchers' },
      admin: {
        description: {
          de: 'Beträge, die der Webshop als Gutschein verkauft, und ein frei wählbarer Betrag in ganzen Euro. Ohne Beträge und ohne Spanne verkauft der Webshop keine Gutscheine.',
          en: 'Amounts the web shop sells as vouchers, and a free amount in whole euros. Without amounts and without a range the web shop sells no vouchers.',
        },
      },
      fields: [
        {
          name: 'amounts',
          type: 'array',
          label: { de: 'Feste Beträge', en: 'Fixed amounts' },
          defaultValue: DEFAULT_VOUCHERS.amounts.map((euros) => ({ euros })),
          maxRows: 8,
          fields: [{ name: 'euros', type: 'number', required: true, min: 1, max: 1000, label: { de: 'Euro', en: 'Euros' } }],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'free_min_euros',
              type: 'number',
              min: 1,
              max: 1000,
              defaultValue: DEFAULT_VOUCHERS.freeMinEuros,
              label: { de: 'Freier Betrag ab (Euro)', en: 'Free amount from (euros)' },
            },
            {
              name: 'free_max_euros',
              type: 'number',
              min: 1,
              max: 1000,
              defaultValue: DEFAULT_VOUCHERS.freeMaxEuros,
              label: { de: 'Freier Betrag bis (Euro)', en: 'Free amount up to (euros)' },
            },
          ],
        },
      ],
    },
    {
      // Storage limitation (issue 46): the retention job deletes what is older; the privacy page states these periods.
      name: 'retention',
      type: 'group',
      label: { de: 'Speicherfristen (Datenschutz)', en: 'Retention periods (privacy)' },
      admin: {
        description: {
          de: 'Was älter ist, löscht die Website jede Nacht von selbst. Die Datenschutzerklärung nennt diese Fristen.',
          en: 'The site deletes what is older by itself every night. The privacy policy states these periods.',
        },
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'form_entries_months',
              type: 'number',
              defaultValue: DEFAULT_RETENTION.formEntriesMonths,
              min: 1,
              max: 120,
              label: { de: 'Formular-Eingänge und ihre Dateien: Monate', en: 'Form entries and their files: months' },
            },
            {
              name: 'carts_days',
              type: 'number',
              defaultValue: DEFAULT_RETENTION.cartsDays,
              min: 1,
              max: 365,
              label: { de: 'Abgelaufene Warenkörbe: Tage', en: 'Expired carts: days' },
            },
            {
              name: 'calendar_months',
              type: 'number',
              defaultValue: DEFAULT_RETENTION.calendarMonths,
              min: 1,
              max: 60,
              label: { de: 'Ungenutztes Kalender-Abo: Monate', en: 'Unused calendar subscription: months' },
            },
          ],
        },
      ],
    },
    codeField('html_header', { de: 'HTML im Kopf', en: 'HTML in head' }),
    codeField('html_footer_top', { de: 'HTML über dem Footer', en: 'HTML above the footer' }),
    codeField('html_footer_bottom', { de: 'HTML unter dem Footer', en: 'HTML below the footer' }),
    codeField('html_footer_logos', { de: 'HTML der Logoleiste', en: 'HTML of the logo bar' }),
  ],
}

export const DesignSettings: GlobalConfig = {
  slug: 'design-settings',
  label: { de: 'Design-Einstellungen', en: 'Design settings' },
  admin: { group: website },
  access: { read: anyone, update: isAdmin },
  fields: [
    { ...urlField({ name: 'header_logo_link', label: { de: 'Logo-Link', en: 'Logo link' } }), defaultValue: '/' },
    {
      name: 'header_theme',
      type: 'select',
      defaultValue: 'cc01',
      label: { de: 'Kopfzeilen-Farbschema', en: 'Header theme' },
      options: ['cc01', 'cc02', 'cc03'],
    },
    { ...urlField({ name: 'header_basket_link', label: { de: 'Warenkorb-Link', en: 'Cart link' } }), defaultValue: SHOP_PATHS.cart },
    { ...urlField({ name: 'webshop_link', label: { de: 'Webshop-Link', en: 'Web shop link' } }), defaultValue: SHOP_PATHS.home },
    {
      name: 'event_style',
      type: 'select',
      defaultValue: '1',
      label: { de: 'Termin-Stil', en: 'Event style' },
      options: [
        { value: '1', label: { de: 'Stil 1: Dachzeile, Titel, Unterzeile', en: 'Style 1: preline, title, subline' } },
        { value: '2', label: { de: 'Stil 2: Titel und Künstler:in', en: 'Style 2: title and artist' } },
        { value: '3', label: { de: 'Stil 3: Bildkarte', en: 'Style 3: image card' } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'sticky_overlay_button',
          type: 'checkbox',
          defaultValue: true,
          label: { de: 'Sticky-Ticketknopf', en: 'Sticky ticket button' },
        },
        { name: 'menu_style', type: 'checkbox', defaultValue: false, label: { de: 'Alternativer Menüstil', en: 'Alternative menu style' } },
        { name: 'quickbuy_widget', type: 'checkbox', defaultValue: false, label: { de: 'Schnellkauf-Widget', en: 'Quick-buy widget' } },
      ],
    },
    {
      name: 'cookies',
      type: 'group',
      label: { de: 'Cookies & Tracking', en: 'Cookies & tracking' },
      fields: [
        {
          name: 'tag_manager_id',
          type: 'text',
          label: { de: 'Google-Tag-Manager-ID', en: 'Google Tag Manager id' },
          validate: (value: string | null | undefined) => (!value || /^GTM-[A-Z0-9]+$/.test(value) ? true : 'GTM-XXXXXXX'),
          admin: {
            description: { de: 'Wird erst nach Einwilligung in „Tracking“ geladen.', en: 'Loaded only after consent to “tracking”.' },
          },
        },
        { name: 'banner_text', type: 'textarea', localized: true, label: { de: 'Banner-Text', en: 'Banner text' } },
      ],
    },
    {
      name: 'errors',
      type: 'array',
      label: { de: 'Fehlerseiten (HTML je Statuscode)', en: 'Error pages (HTML per status code)' },
      fields: [
        { name: 'status_code', type: 'number', required: true, min: 400, max: 599, label: { de: 'Statuscode', en: 'Status code' } },
        { name: 'html', type: 'code', required: true, admin: { language: 'html' }, label: { de: 'HTML', en: 'HTML' } },
      ],
    },
  ],
}
