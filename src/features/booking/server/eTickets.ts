import 'server-only'

import { PDFDocument, rgb, StandardFonts } from 'pdf-lib'
import QRCode from 'qrcode'

import type { Locale } from '@/i18n/locales'
import { mailTranslator } from '@/lib/mail/texts'
import { formatDay, formatTime } from '@/lib/time/format'

import type { OrderView } from '../provider'

/** A ticket's QR code as SVG: it encodes the code alone, which the door types or scans to check in. */
export function ticketQrSvg(code: string): Promise<string> {
  return QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
}

/** The standard PDF fonts write Windows-1252 only: anything else becomes a close letter or '?'. */
function winAnsi(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u2010-\u2015]/g, '–')
    .replace(/[^\u0020-\u007e\u00a0-\u00ff€–—‘’‚“”„•…]/g, '?')
}

/** When and where a ticket's performance is, in the buyer's language. */
export function ticketWhen(dateStart: string, locale: Locale): string {
  const start = new Date(dateStart)
  if (Number.isNaN(start.getTime())) return ''
  return locale === 'de' ? `${formatDay(start, locale)}, ${formatTime(start)} Uhr` : `${formatDay(start, locale)}, ${formatTime(start)}`
}

/** One A6 page per valid ticket: the performance, the place, the seat group, the price, the code and its QR code. */
export async function ticketsPdf(order: OrderView): Promise<Uint8Array> {
  const t = mailTranslator(order.locale)
  const pdf = await PDFDocument.create()
  pdf.setTitle(winAnsi(t('pdfOrder', { number: order.number })))
  pdf.setLanguage(order.locale === 'de' ? 'de-DE' : 'en-GB')
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  for (const ticket of order.tickets.filter((candidate) => candidate.status === 'valid')) {
    const page = pdf.addPage([298, 420])
    let y = 390
    const line = (text: string, size: number, font = regular) => {
      page.drawText(winAnsi(text), { x: 24, y, size, font, color: rgb(0.1, 0.1, 0.1), maxWidth: 250 })
      y -= size + 8
    }
    line(t('pdfTitle'), 10)
    line(ticket.title, 15, bold)
    line(ticketWhen(ticket.dateStart, order.locale), 10)
    if (ticket.timeslot) line(t('pdfTimeslot', { time: ticket.timeslot }), 10, bold)
    line([ticket.venue, ticket.room].filter(Boolean).join(' · '), 10)
    line(`${ticket.seatGroup} · ${ticket.priceName}`, 10)
    if (ticket.admits > 1) line(t('pdfCompanion'), 9, bold)
    if (order.paymentStatus === 'awaiting') line(t('pdfUnpaid'), 9, bold)
    const png = await pdf.embedPng(await QRCode.toBuffer(ticket.code, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 360 }))
    page.drawImage(png, { x: 64, y: 92, width: 170, height: 170 })
    y = 74
    line(t('pdfCode', { code: ticket.code }), 10, bold)
    line(t('pdfOrder', { number: order.number }), 9)
    line(t('pdfHint'), 7)
  }
  return pdf.save()
}
