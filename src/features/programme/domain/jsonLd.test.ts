import { describe, expect, it } from 'vitest'

import { eventJsonLd, jsonLdText, personJsonLd, placeJsonLd, seriesJsonLd } from './jsonLd'

const base = {
  name: 'Gezeiten',
  url: '/de/programm/gezeiten/4',
  startDate: '2026-11-27T18:30:00.000Z',
  endDate: null,
  description: 'Tanz am Fluss',
  genreSlug: 'dance',
  image: '/cms-api/media/file/a.webp',
  performer: 'Kompanie Lind',
  ticketUrl: '/webshop/events/7',
  place: { name: 'Schauspielhaus', street: 'Uferstraße 1', postalCode: '04179', city: 'Lindenau', url: '/de/besuch/schauspielhaus/1' },
  inLanguage: 'de',
}

describe('eventJsonLd', () => {
  it('describes the event with its type by genre, place, offer and absolute URLs', () => {
    expect(eventJsonLd(base, 'https://festival.example')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'DanceEvent',
      name: 'Gezeiten',
      url: 'https://festival.example/de/programm/gezeiten/4',
      startDate: '2026-11-27T18:30:00.000Z',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      inLanguage: 'de',
      description: 'Tanz am Fluss',
      image: 'https://festival.example/cms-api/media/file/a.webp',
      performer: { '@type': 'PerformingGroup', name: 'Kompanie Lind' },
      location: {
        '@type': 'Place',
        name: 'Schauspielhaus',
        url: 'https://festival.example/de/besuch/schauspielhaus/1',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Uferstraße 1',
          postalCode: '04179',
          addressLocality: 'Lindenau',
          addressCountry: 'DE',
        },
      },
      offers: { '@type': 'Offer', url: 'https://festival.example/webshop/events/7' },
    })
  })

  it('falls back to a plain Event and leaves out what is unknown', () => {
    const ld = eventJsonLd(
      { ...base, genreSlug: 'talk', description: null, image: null, performer: null, ticketUrl: null, place: null },
      'http://localhost:3000',
    )
    expect(ld['@type']).toBe('Event')
    expect(Object.keys(ld)).not.toEqual(expect.arrayContaining(['description', 'image', 'performer', 'offers', 'location']))
  })

  it('writes JSON that cannot end its script element', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script> & more' })
    expect(text).not.toMatch(/[<>&]/)
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script> & more' })
  })
})

describe('placeJsonLd and personJsonLd', () => {
  it('describe a venue with its address and position, and a person with their role', () => {
    expect(
      placeJsonLd(
        {
          name: 'Baumwollwerk',
          url: '/en/visit/cotton-mill/2',
          street: 'Spinnereistraße 7',
          postalCode: '04179',
          city: 'Lindenau',
          latitude: 51.3,
          longitude: 12.3,
        },
        null,
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'PerformingArtsTheater',
      name: 'Baumwollwerk',
      url: '/en/visit/cotton-mill/2',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Spinnereistraße 7',
        postalCode: '04179',
        addressLocality: 'Lindenau',
        addressCountry: 'DE',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 51.3, longitude: 12.3 },
    })
    expect(
      personJsonLd(
        { name: 'Leyla Demir', url: '/de/team/leyla-demir/5', jobTitle: 'Dramaturgin', email: null },
        'https://festival.example',
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Leyla Demir',
      url: 'https://festival.example/de/team/leyla-demir/5',
      jobTitle: 'Dramaturgin',
    })
  })
})

describe('productions and series (EventSeries)', () => {
  it('names the series and its coming dates as sub-events with absolute URLs', () => {
    const ld = seriesJsonLd(
      {
        name: 'Hochwasser',
        url: '/de/produktionen/hochwasser/2',
        description: null,
        events: [{ name: 'Hochwasser', url: '/de/programm/hochwasser/3', startDate: '2026-11-27T19:00:00.000Z' }],
      },
      'https://festival.example',
    )
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'EventSeries',
      name: 'Hochwasser',
      url: 'https://festival.example/de/produktionen/hochwasser/2',
      subEvent: [
        {
          '@type': 'Event',
          name: 'Hochwasser',
          url: 'https://festival.example/de/programm/hochwasser/3',
          startDate: '2026-11-27T19:00:00.000Z',
        },
      ],
    })
    expect(seriesJsonLd({ name: 'Leer', url: '/de/series/leer/1', events: [] }, null)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'EventSeries',
      name: 'Leer',
      url: '/de/series/leer/1',
    })
  })
})
