import { Button } from '@payloadcms/ui'
import type { Payload } from 'payload'

import { ticketingProvider } from '@/features/booking/providers/registry'
import { openingReports } from '@/features/queue/server/report'
import type { Locale } from '@/i18n/locales'

import { changeOpeningAction } from '../server/openingActions'
import type { T } from './BoxOfficeTables'
import { when } from './format'
import { LiveRefresh } from './LiveRefresh'

const minutesAndSeconds = (seconds: number | null) =>
  seconds === null ? '–' : `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`

/**
 * The running sale openings, live (issue 43): who waits, who was let through in the last minute
 * and in all, who booked, the average and longest wait, the seats left of the performances
 * covered; and the operator's levers: pause, rate, end.
 */
export async function SaleOpeningsLive({
  payload,
  t,
  language,
  upcoming,
}: {
  payload: Payload
  t: T
  language: Locale
  upcoming: readonly number[]
}) {
  const reports = await openingReports(payload)
  if (reports.length === 0) return null
  const seatsLeft = async (events: readonly number[]) => {
    const availability = await ticketingProvider(payload).availability(events.length > 0 ? events : upcoming)
    let left = 0
    for (const performance of availability.values())
      for (const group of performance.seatGroups) if (group.open) left += Math.max(0, group.capacity - group.taken)
    return left
  }
  const rows = await Promise.all(reports.map(async (report) => ({ report, left: await seatsLeft(report.opening.events) })))
  return (
    <section aria-labelledby="bo-openings" className="box-office__section">
      <h2 id="bo-openings">{t('openings')}</h2>
      <LiveRefresh seconds={5} />
      {rows.map(({ report, left }) => {
        const { opening } = report
        const id = `bo-opening-${opening.id}`
        return (
          <div key={opening.id} className="box-office__opening">
            <h3 id={id}>
              {opening.name} · {t(`openingPhase.${report.phase}`)}
            </h3>
            <p>
              {t('opensAt', { when: when(opening.opensAt, language) })} ·{' '}
              <a href={`/admin/collections/sale-openings/${opening.id}`}>{t('editOpening')}</a>
            </p>
            <table className="box-office__table" aria-labelledby={id}>
              <tbody>
                <tr>
                  <th scope="row">{t('queueWaiting')}</th>
                  <td>{report.waiting}</td>
                </tr>
                <tr>
                  <th scope="row">{t('queueAdmittedMinute')}</th>
                  <td>
                    {report.admittedLastMinute} ({t('queueRate', { rate: opening.admitPerMinute })})
                  </td>
                </tr>
                <tr>
                  <th scope="row">{t('queueAdmitted')}</th>
                  <td>{report.admitted}</td>
                </tr>
                <tr>
                  <th scope="row">{t('queueBooked')}</th>
                  <td>{report.booked}</td>
                </tr>
                <tr>
                  <th scope="row">{t('queueWait')}</th>
                  <td>
                    {minutesAndSeconds(report.averageWaitSeconds)} / {minutesAndSeconds(report.longestWaitSeconds)}
                  </td>
                </tr>
                <tr>
                  <th scope="row">{t('seatsLeft')}</th>
                  <td>{left}</td>
                </tr>
              </tbody>
            </table>
            <div className="box-office__form">
              <form action={changeOpeningAction}>
                <input type="hidden" name="opening" value={opening.id} />
                <input type="hidden" name="change" value={opening.paused ? 'resume' : 'pause'} />
                <Button type="submit" buttonStyle="secondary" size="medium" margin={false}>
                  {opening.paused ? t('queueResume') : t('queuePause')}
                </Button>
              </form>
              <form action={changeOpeningAction}>
                <input type="hidden" name="opening" value={opening.id} />
                <input type="hidden" name="change" value="rate" />
                <label htmlFor={`${id}-rate`}>{t('queueRateLabel')}</label>
                <input id={`${id}-rate`} name="rate" type="number" min={1} max={100000} required defaultValue={opening.admitPerMinute} />
                <Button type="submit" buttonStyle="secondary" size="medium" margin={false}>
                  {t('queueSetRate')}
                </Button>
              </form>
              <form action={changeOpeningAction}>
                <input type="hidden" name="opening" value={opening.id} />
                <input type="hidden" name="change" value="end" />
                <label>
                  <input type="checkbox" name="confirm" value="yes" required /> {t('queueEndConfirm')}
                </label>
                <Button type="submit" buttonStyle="secondary" size="medium" margin={false}>
                  {t('queueEnd')}
                </Button>
              </form>
            </div>
          </div>
        )
      })}
    </section>
  )
}
