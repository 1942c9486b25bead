import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import loading from '@/i18n/messages/loading.json'

import {
  CardListPlaceholder,
  EventDetailPlaceholder,
  EventListPlaceholder,
  HomeSlidesPlaceholder,
  MagazineListPlaceholder,
  OptionsListPlaceholder,
  PageHeaderPlaceholder,
} from './LoadingPlaceholders'

const count = (html: string, className: string) => html.split(`class="${className}"`).length - 1

describe('loading placeholders (SPEC §2)', () => {
  it.each([
    ['page header', <PageHeaderPlaceholder key="a" label={loading.de.label} />],
    ['event detail', <EventDetailPlaceholder key="b" label={loading.de.label} />],
    ['options list', <OptionsListPlaceholder key="c" label={loading.de.label} />],
    ['event list', <EventListPlaceholder key="d" label={loading.de.label} />],
    ['three cards', <CardListPlaceholder key="e" label={loading.de.label} />],
    ['six magazine items', <MagazineListPlaceholder key="f" label={loading.de.label} />],
    ['home slides', <HomeSlidesPlaceholder key="g" label={loading.de.label} />],
  ])('the %s placeholder is one busy status with the visitor’s text, its shapes hidden from screen readers', (_name, element) => {
    const html = renderToStaticMarkup(element)
    expect(html).toMatch(
      /^<div class="placeholder placeholder--[a-z-]+" role="status" aria-busy="true"><span class="visually-hidden">Wird geladen …<\/span><div aria-hidden="true"/,
    )
  })

  it('has the layout of what it stands for', () => {
    expect(count(renderToStaticMarkup(<CardListPlaceholder label="x" />), 'placeholder__card')).toBe(3)
    expect(count(renderToStaticMarkup(<MagazineListPlaceholder label="x" />), 'placeholder__card')).toBe(6)
    expect(count(renderToStaticMarkup(<OptionsListPlaceholder label="x" rows={4} />), 'placeholder__row')).toBe(4)
    const events = renderToStaticMarkup(<EventListPlaceholder label="x" days={3} />)
    expect(count(events, 'placeholder__day')).toBe(3)
    expect(count(events, 'placeholder__event')).toBe(9)
  })

  it('says it in English too', () => {
    expect(renderToStaticMarkup(<PageHeaderPlaceholder label={loading.en.label} />)).toContain('Loading …')
  })
})
