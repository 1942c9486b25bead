'use client'

import { useTranslations } from 'next-intl'
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'

import { call } from '@/api/client'
import type { AnswerOf } from '@/api/answers'
import type { Locale } from '@/i18n/locales'
import { formatTime } from '@/lib/time/format'
import { safeRedirectTarget } from '@/lib/routing/safePath'
import { prop } from '@/lib/types/guards'

import { clockOf, type Duration, durationOf } from './duration'
import { solveProofOfWork } from './solve'

type View = AnswerOf<'queue'>
type Notice = {
  id: number
  name: string
  opensAt: string
  roomOpensAt: string
  opensAtText: string
  roomOpensAtText: string
  admissionMinutes: number
  challenge: number
}
type Props = { locale: Locale; openings: Notice[]; programmeUrl: string; joinUrl: string }

/** The place as last heard from the server, and when (the countdowns run on from there between polls). */
type Heard = { view: View; at: number }

/** Keeps asking for the place: at the interval the server suggests (with some randomness, so a crowd does not ask in step), backing off while it cannot be reached, and at once when the page is seen again (a phone that slept, a tab in the background). */
function usePlace(): { heard: Heard | null; offline: boolean; setHeard: (heard: Heard) => void; refresh: () => void } {
  const [heard, setHeard] = useState<Heard | null>(null)
  const [offline, setOffline] = useState(false)
  const pollRef = useRef<() => void>(() => undefined)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    let failures = 0
    let stopped = false
    const schedule = (seconds: number) => {
      clearTimeout(timer)
      timer = setTimeout(() => void poll(), seconds * 1000 * (0.8 + Math.random() * 0.4))
    }
    const poll = async () => {
      clearTimeout(timer)
      const answer = await call('queue')
      if (stopped) return
      if (answer.data) {
        failures = 0
        setOffline(false)
        setHeard({ view: answer.data, at: Date.now() })
        schedule(answer.data.poll_seconds)
      } else {
        failures += 1
        setOffline(true)
        schedule(Math.min(60, 2 ** failures))
      }
    }
    pollRef.current = () => void poll()
    const wake = () => {
      if (document.visibilityState === 'visible') void poll()
    }
    document.addEventListener('visibilitychange', wake)
    window.addEventListener('online', wake)
    window.addEventListener('pageshow', wake)
    void poll()
    return () => {
      stopped = true
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', wake)
      window.removeEventListener('online', wake)
      window.removeEventListener('pageshow', wake)
    }
  }, [])
  return { heard, offline, setHeard, refresh: () => pollRef.current() }
}

/** A clock that ticks once a second for the countdowns (what screen readers hear is announced apart, not every tick). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  return now
}

/** Tells the visitor their turn has come: the page's title, and the browser's notification where they allowed it (silent). */
function useAdmissionSignal(state: View['state'] | undefined, title: string, body: string, heading: RefObject<HTMLElement | null>) {
  const previous = useRef(state)
  useEffect(() => {
    const before = previous.current
    previous.current = state
    if (state !== 'admitted' || before === 'admitted' || before === undefined) return
    document.title = `${title} – ${document.title}`
    heading.current?.focus()
    if ('Notification' in window && Notification.permission === 'granted') new Notification(title, { body, silent: true })
  }, [state, title, body, heading])
}

const noChange = () => () => undefined
const notificationPermission = (): NotificationPermission | 'unsupported' =>
  'Notification' in window ? Notification.permission : 'unsupported'

export function WaitingRoom({ locale, openings, programmeUrl, joinUrl }: Props) {
  const t = useTranslations('queue.room')
  const { heard, offline, setHeard, refresh } = usePlace()
  const now = useNow()
  const [busy, setBusy] = useState<'joining' | 'solving' | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  // The page is static: its address's query (which opening, where to go back, a form's outcome) and
  // the notification permission are read in the browser, after hydration.
  const search = useSyncExternalStore(
    noChange,
    () => window.location.search,
    () => '',
  )
  const permission = useSyncExternalStore(noChange, notificationPermission, () => 'unsupported' as const)
  const [asked, setAsked] = useState<NotificationPermission | null>(null)
  const notify = asked ?? permission
  const params = new URLSearchParams(search)
  const wanted = Number(params.get('opening'))
  const query = {
    opening: Number.isInteger(wanted) && wanted > 0 ? wanted : null,
    back: safeRedirectTarget(params.get('back') ?? ''),
    result: params.get('result'),
  }
  const statusHeading = useRef<HTMLHeadingElement>(null)
  const headingId = useId()

  const view = heard?.view
  const chosen =
    openings.find((opening) => opening.id === view?.opening && view.state !== 'none') ??
    openings.find((opening) => opening.id === query.opening) ??
    openings[0]
  useAdmissionSignal(view?.state, t('admittedTitle'), t('notificationBody', { name: chosen?.name ?? '' }), statusHeading)
  if (!chosen) return null

  const elapsed = heard ? (now - heard.at) / 1000 : 0
  const wait = (duration: Duration) =>
    duration.unit === 'days'
      ? t('days', duration)
      : duration.unit === 'hours'
        ? t('hours', duration)
        : duration.unit === 'minutes'
          ? t('minutes', duration)
          : t('seconds')
  const toOpening = (Date.parse(chosen.opensAt) - now) / 1000
  const roomOpen = now >= Date.parse(chosen.roomOpensAt)
  const state = view && view.opening === chosen.id ? view.state : 'none'

  const join = async (event: FormEvent) => {
    event.preventDefault()
    setProblem(null)
    setBusy('joining')
    let altcha: string | undefined
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await call('queueJoin', { body: { opening: chosen.id, locale, altcha } })
      if (answer.data) {
        setBusy(null)
        setHeard({ view: answer.data, at: Date.now() })
        // Ask again at the interval the new place suggests, not the one of the page without a place.
        refresh()
        return
      }
      const challenge = prop(answer.body, 'challenge')
      if (answer.status === 400 && challenge && attempt === 0) {
        setBusy('solving')
        altcha = (await solveProofOfWork(challenge)) ?? undefined
        continue
      }
      setProblem(answer.status === 429 ? t('clientLimit') : answer.status === 0 ? t('connection') : t('failed'))
      break
    }
    setBusy(null)
    refresh()
  }

  const askToNotify = async () => setAsked(await Notification.requestPermission())
  const back = query.back ?? programmeUrl
  // What a screen reader hears: the state and the place, not every tick of the clock.
  const announcement =
    state === 'admitted'
      ? t('admitted', { time: formatTime(new Date(view?.admitted_until ?? now)) })
      : state === 'waiting'
        ? `${t('position', { position: view?.position ?? 0 })} ${t('ahead', { count: view?.ahead ?? 0 })}`
        : state === 'prequeue'
          ? t('prequeue')
          : state === 'expired'
            ? t('expired')
            : ''

  return (
    <section className="waiting-room__opening" aria-labelledby={headingId}>
      <h2 id={headingId}>{chosen.name}</h2>
      <p className="waiting-room__opens">{t('opensAt', { when: chosen.opensAtText })}</p>
      <div className={`waiting-room__status waiting-room__status--${state}`}>
        <h3 ref={statusHeading} tabIndex={-1}>
          {state === 'admitted'
            ? t('admittedTitle')
            : state === 'none' || state === 'expired'
              ? t('join')
              : state === 'prequeue'
                ? t('inRoom')
                : t('position', { position: view?.position ?? 0 })}
        </h3>
        {state === 'prequeue' || (state === 'none' && toOpening > 0) ? (
          <p className="waiting-room__clock">
            <span aria-hidden="true">{clockOf(toOpening)}</span>
            <span className="waiting-room__clock-text">{t('countdown', { time: wait(durationOf(toOpening)) })}</span>
          </p>
        ) : null}
        {state === 'prequeue' ? <p>{t('prequeue')}</p> : null}
        {state === 'waiting' && view ? (
          <>
            <p>{t('ahead', { count: view.ahead ?? 0 })}</p>
            <p>{view.eta_seconds === null ? t('paused') : t('eta', { time: wait(durationOf(view.eta_seconds - elapsed)) })}</p>
          </>
        ) : null}
        {state === 'admitted' && view ? (
          <>
            <p>{t('admitted', { time: formatTime(new Date(view.admitted_until ?? now)) })}</p>
            <p>
              <a className="button" href={back}>
                {t('book')}
              </a>
            </p>
          </>
        ) : null}
        {state === 'expired' ? <p>{t('expired')}</p> : null}
        {state === 'none' || state === 'expired' ? (
          roomOpen ? (
            <form method="post" action={joinUrl} onSubmit={(event) => void join(event)}>
              <input type="hidden" name="opening" value={chosen.id} />
              <input type="hidden" name="locale" value={locale} />
              <button type="submit" className="button" disabled={busy !== null} aria-describedby={`${headingId}-rule`}>
                {state === 'expired' ? t('joinAgain') : t('join')}
              </button>
            </form>
          ) : (
            <p>{t('roomOpensAt', { when: chosen.roomOpensAtText })}</p>
          )
        ) : null}
        {busy ? <p role="status">{busy === 'solving' ? t('solving') : t('joining')}</p> : null}
        {problem || query.result === 'client_limit' ? <p role="alert">{problem ?? t('clientLimit')}</p> : null}
        {offline ? <p role="status">{t('connection')}</p> : null}
        {(state === 'prequeue' || state === 'waiting') && notify === 'default' ? (
          <button type="button" className="button button--secondary" onClick={() => void askToNotify()}>
            {t('notify')}
          </button>
        ) : null}
        {(state === 'prequeue' || state === 'waiting') && notify === 'granted' ? <p>{t('notifyOn')}</p> : null}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <h3>{t('ruleTitle')}</h3>
      <p id={`${headingId}-rule`}>{t('rule', { minutes: chosen.admissionMinutes })}</p>
      <p>{t('keepPlace')}</p>
    </section>
  )
}
