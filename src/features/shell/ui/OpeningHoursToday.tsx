'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { read } from '@/api/client'

import { openingHoursLabel } from '../domain/openingHours'

type Today = Parameters<typeof openingHoursLabel>[0]
type Label = ReturnType<typeof openingHoursLabel>

/**
 * Today's opening hours in the top bar (SPEC §4): 'open from', 'open until' or 'closed', in Berlin
 * time, exceptions honoured. Time-dependent, so read on the client from
 * GET /api/opening-hours-today/ and re-evaluated every minute; the space is reserved so nothing shifts.
 */
export function OpeningHoursToday() {
  const t = useTranslations('shell.client')
  const locale = useLocale()
  const [today, setToday] = useState<Today | null>(null)
  const [label, setLabel] = useState<Label | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    read('openingHoursToday', { locale, signal: controller.signal })
      .then(setToday)
      .catch(() => undefined)
    return () => controller.abort()
  }, [locale])

  useEffect(() => {
    if (!today) return
    const update = () => setLabel(openingHoursLabel(today, new Date()))
    update()
    const timer = window.setInterval(update, 60_000)
    return () => window.clearInterval(timer)
  }, [today])

  let text = ''
  if (label?.state === 'openFrom') text = t('openFrom', { time: label.time })
  else if (label?.state === 'openUntil') text = t('openUntil', { time: label.time })
  else if (label?.state === 'closed') text = t('closed')
  const alternative = label?.alternative

  return (
    <p className="opening-hours" aria-live="polite">
      <span className="visually-hidden">{t('openingHours')}: </span>
      {alternative?.text ? alternative.url ? <a href={alternative.url}>{alternative.text}</a> : alternative.text : text}
    </p>
  )
}
