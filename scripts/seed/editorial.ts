import { richTextFromParagraphs } from '../../src/lib/richtext/fromParagraphs'
import { DEFAULT_VOUCHERS } from '../../src/cms/vocabulary'
import type { Seeder } from './catalogue'
import { alert, articles, forms } from './content'
import { type Keyed, need, write, writeBeforeEnglish } from './write'

/** The magazine's articles, published over the weeks before `now`, with their topics and productions. */
export async function seedMagazine(
  { payload, count, picture }: Seeder,
  now: Date,
  ids: { categoryIds: Keyed; articleTagIds: Keyed; productionIds: Keyed },
): Promise<number[]> {
  const { categoryIds, articleTagIds, productionIds } = ids
  const articleIds: number[] = []
  const articleImages: number[] = []
  for (let i = 0; i < 6; i++)
    articleImages.push(await picture(i % 2 ? 'stage' : 'poster', { de: 'Bild zum Magazinartikel', en: 'Image for the magazine article' }))
  for (const [index, article] of articles.entries()) {
    const doc = await payload.create({
      collection: 'articles',
      locale: 'de',
      data: {
        _status: 'published',
        title: article.title.de,
        preline: article.preline.de,
        teaser_text: article.teaser.de,
        content: richTextFromParagraphs(article.body.de),
        author: article.author,
        image: articleImages[index % articleImages.length],
        published_at: new Date(now.getTime() - article.daysAgo * 86_400_000).toISOString(),
        category: need(categoryIds, article.category, 'category'),
        tags: article.tags.map((t) => need(articleTagIds, t, 'article tag')),
        related_productions: article.relatedProductions.map((p) => need(productionIds, p, 'production')),
      },
      ...writeBeforeEnglish,
    })
    await payload.update({
      collection: 'articles',
      id: doc.id,
      locale: 'en',
      data: {
        _status: 'published',
        title: article.title.en,
        slug: '',
        preline: article.preline.en,
        teaser_text: article.teaser.en,
        content: richTextFromParagraphs(article.body.en),
      },
      ...write,
    })
    articleIds.push(doc.id)
    count('articles')
  }

  return articleIds
}

/** The forms (SPEC §3), each announcing its entries to the festival office. */
export async function seedForms({ payload, count }: Seeder): Promise<Keyed> {
  const formIds: Keyed = new Map()
  for (const form of forms) {
    const doc = await payload.create({
      collection: 'forms',
      locale: 'de',
      data: {
        title: form.title.de,
        intro: form.intro.de,
        submit_text: form.submit.de,
        success_message: form.success.de,
        // Entries are announced to the festival office (an .eml file in data/mail in the demo).
        notify_email: `${form.key}@festival.example`,
        fields: form.fields.map((field) => ({
          slug: field.slug,
          label: field.label.de,
          field_type: String(field.fieldType) as never,
          required: field.required,
          visible: true,
          placeholder_text: field.placeholder?.de,
          help_text: field.help?.de,
          date_range: field.dateRange,
          min_age: field.minAge,
          choices: (field.choices ?? []).map((c) => ({ value: c.value, label: c.label.de })),
        })),
      },
      ...writeBeforeEnglish,
    })
    await payload.update({
      collection: 'forms',
      id: doc.id,
      locale: 'en',
      data: {
        title: form.title.en,
        slug: '',
        intro: form.intro.en,
        submit_text: form.submit.en,
        success_message: form.success.en,
        fields: (doc.fields ?? []).map((field, i) => {
          const seedField = form.fields[i]
          return {
            ...field,
            label: seedField?.label.en ?? field.label,
            placeholder_text: seedField?.placeholder?.en,
            help_text: seedField?.help?.en,
            choices: (field.choices ?? []).map((choice, c) => ({ ...choice, label: seedField?.choices?.[c]?.label.en ?? choice.label })),
          }
        }),
      },
      ...write,
    })
    formIds.set(form.key, doc.id)
    count('forms')
  }

  return formIds
}

/** The breaking-news alert, the opening hours (with an exception on the festival's eleventh day) and the settings. */
export async function seedSiteSettings(
  { payload, count }: Seeder,
  festivalDay: (offset: number, hour?: number, minute?: number) => Date,
): Promise<void> {
  const news = await payload.create({
    collection: 'breaking-news',
    locale: 'de',
    data: { title: alert.title.de, text: alert.text.de, link_title: alert.linkTitle.de, link_url: alert.link.de, is_online: true },
    ...write,
  })
  await payload.update({
    collection: 'breaking-news',
    id: news.id,
    locale: 'en',
    data: { title: alert.title.en, text: alert.text.en, link_title: alert.linkTitle.en, link_url: alert.link.en },
    ...write,
  })
  count('breaking-news')

  const exceptionDay = festivalDay(10)
  await payload.updateGlobal({
    slug: 'opening-hours',
    locale: 'de',
    data: {
      opening_hours: [
        { weekday: '1', closed: true },
        { weekday: '2', time_from: '11:00', time_to: '19:00' },
        { weekday: '3', time_from: '11:00', time_to: '19:00' },
        { weekday: '4', time_from: '11:00', time_to: '20:00' },
        { weekday: '5', time_from: '11:00', time_to: '22:00' },
        { weekday: '6', time_from: '10:00', time_to: '22:00' },
        { weekday: '7', time_from: '10:00', time_to: '18:00' },
      ],
      opening_hours_exceptions: [
        {
          date: exceptionDay.toISOString(),
          closed: true,
          alternative_text: 'Heute nur Abendkasse ab 18:00 Uhr',
          alternative_link_url: '/de/programm',
        },
      ],
    },
    ...write,
  })
  const hours = await payload.findGlobal({ slug: 'opening-hours', locale: 'de', depth: 0, overrideAccess: true })
  await payload.updateGlobal({
    slug: 'opening-hours',
    locale: 'en',
    data: {
      opening_hours_exceptions: (hours.opening_hours_exceptions ?? []).map((entry) => ({
        ...entry,
        alternative_text: 'Today evening box office only, from 6 pm',
      })),
    },
    ...write,
  })
  await payload.updateGlobal({
    slug: 'site-settings',
    data: {
      is_site_online: true,
      is_shop_online: true,
      // A valid example account (the IBAN's check digits hold), so the demo offers payment by invoice.
      bank_details: {
        account_holder: 'Festival der Künste gGmbH',
        iban: 'DE89 3704 0044 0532 0130 00',
        bic: 'COBADEFFXXX',
        bank_name: 'Commerzbank',
      },
      // The gift vouchers the shop sells (issue 46): the schema's defaults, written so the demo shows them.
      vouchers: {
        amounts: DEFAULT_VOUCHERS.amounts.map((euros) => ({ euros })),
        free_min_euros: DEFAULT_VOUCHERS.freeMinEuros,
        free_max_euros: DEFAULT_VOUCHERS.freeMaxEuros,
      },
    },
    ...write,
  })
  await payload.updateGlobal({
    slug: 'design-settings',
    locale: 'de',
    data: {
      event_style: '1',
      header_theme: 'cc01',
      cookies: {
        tag_manager_id: 'GTM-FDK2026',
        banner_text:
          'Wir verwenden Cookies, damit die Website funktioniert, und – mit Ihrer Einwilligung – für Statistik, Marketing und externe Medien.',
      },
    },
    ...write,
  })
  await payload.updateGlobal({
    slug: 'design-settings',
    locale: 'en',
    data: {
      cookies: {
        tag_manager_id: 'GTM-FDK2026',
        banner_text: 'We use cookies to make the website work and – with your consent – for statistics, marketing and external media.',
      },
    },
    ...write,
  })
}
