import 'server-only'

import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib'
import QRCode from 'qrcode'

import { LOGO_MARK } from '@/lib/brand'
import { mailTranslator } from '@/lib/mail/texts'

import type { OrderView } from '../provider'
import { ticketWhen } from '../domain/when'
import type { BankDetails } from '@/cms/rules/bank'
import { formatCents } from '../domain/money'
import { lastValidDay } from '../domain/voucher'
import { formatDay } from '@/lib/time/format'

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

/**
 * One A6 page per valid ticket: the performance, the place and its address, the seat group and
 * price, the holder, the code and its QR code.
 */
export async function ticketsPdf(order: OrderView, bank: BankDetails | null): Promise<Uint8Array> {
  const t = mailTranslator(order.locale)
  const pdf = await PDFDocument.create()
  pdf.setTitle(winAnsi(t('pdfOrder', { number: order.number })))
  pdf.setLanguage(order.locale === 'de' ? 'de-DE' : 'en-GB')
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  // The festival's mark at the top right, in the serif of the site's logo.
  const serif = await pdf.embedFont(StandardFonts.TimesRomanBold)
  for (const ticket of order.tickets.filter((candidate) => candidate.status === 'valid')) {
    const page = pdf.addPage([298, 420])
    let y = 390
    const line = (text: string, size: number, font = regular) => {
      page.drawText(winAnsi(text), { x: 24, y, size, font, color: rgb(0.1, 0.1, 0.1), maxWidth: 250 })
      y -= size + 8
    }
    page.drawText(LOGO_MARK, { x: 274 - serif.widthOfTextAtSize(LOGO_MARK, 20), y: 388, size: 20, font: serif, color: rgb(0.1, 0.1, 0.1) })
    line(t('pdfTitle'), 10)
    line(ticket.title, 15, bold)
    line(ticketWhen(ticket.dateStart, order.locale, ticket.timeslot), 10, ticket.timeslot ? bold : regular)
    line([ticket.venue, ticket.room].filter(Boolean).join(' · '), 10)
    if (ticket.address) line(ticket.address, 8)
    line(`${ticket.seatGroup} · ${ticket.priceName} · ${formatCents(ticket.unitCents, order.locale)}`, 10)
    line(t('pdfHolder', { name: `${order.buyer.first_name} ${order.buyer.last_name}` }), 9)
    if (ticket.admits > 1) line(t('pdfCompanion'), 9, bold)
    if (order.paymentStatus === 'awaiting') line(t('pdfUnpaid'), 9, bold)
    // An unpaid invoice names where to pay (the code shrinks to make room).
    const transfer = order.paymentStatus === 'awaiting' && order.payment === 'invoice' && bank !== null
    if (transfer) {
      line(
        t('pdfTransfer', {
          total: formatCents(order.owedCents, order.locale),
          due: order.paymentDue ? formatDay(order.paymentDue, order.locale) : '',
        }),
        8,
      )
      line(t('pdfTransferTo', { iban: bank.iban, number: order.number }), 8)
    }
    // The code takes the room the lines leave above the footer (y 92), 170 pt at most, 100 at least.
    const size = Math.max(100, Math.min(170, y - 92))
    const png = await pdf.embedPng(await QRCode.toBuffer(ticket.code, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 360 }))
    page.drawImage(png, { x: (298 - size) / 2, y: 92, width: size, height: size })
    y = 74
    line(t('pdfCode', { code: ticket.code }), 10, bold)
    line(t('pdfOrder', { number: order.number }), 9)
    line(t('pdfHint'), 7)
  }
  await voucherPages(pdf, order, { regular, bold, serif })
  return pdf.save()
}

type Fonts = Record<'regular' | 'bold' | 'serif', PDFFont>

/** Words of `text` in lines no wider than `width` at `size`. */
function wrapped(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let current = ''
  for (const word of winAnsi(text).split(/\s+/)) {
    const next = current ? `${current} ${word}` : word
    if (current && font.widthOfTextAtSize(next, size) > width) {
      lines.push(current)
      current = word
    } else current = next
  }
  return current ? [...lines, current] : lines
}

/**
 * One A6 page per gift voucher the order bought (issue 46), to print and give: the festival's
 * mark, the value, until when and where it pays, the code and its QR code; an unpaid order's
 * vouchers say they pay once it is paid.
 */
async function voucherPages(pdf: PDFDocument, order: OrderView, { regular, bold, serif }: Fonts): Promise<void> {
  if (order.status === 'cancelled') return
  const t = mailTranslator(order.locale)
  const ink = rgb(0.1, 0.1, 0.1)
  for (const voucher of order.vouchers) {
    const page = pdf.addPage([298, 420])
    let y = 380
    const text = (value: string, size: number, font = regular) => {
      for (const part of wrapped(value, font, size, 250)) {
        page.drawText(part, { x: 24, y, size, font, color: ink })
        y -= size + 5
      }
      y -= 4
    }
    page.drawText(LOGO_MARK, { x: 274 - serif.widthOfTextAtSize(LOGO_MARK, 20), y: 388, size: 20, font: serif, color: ink })
    y = 350
    text(t('pdfVoucherTitle'), 22, serif)
    text(t('pdfVoucherValue', { value: formatCents(voucher.initialCents, order.locale) }), 16, bold)
    text(t('pdfVoucherValid', { until: formatDay(lastValidDay(voucher.expiresAt), order.locale) }), 9)
    if (order.paymentStatus === 'awaiting') text(t('pdfVoucherUnpaid', { number: order.number }), 9, bold)
    const size = Math.max(100, Math.min(150, y - 92))
    const png = await pdf.embedPng(await QRCode.toBuffer(voucher.code, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 360 }))
    page.drawImage(png, { x: (298 - size) / 2, y: 92, width: size, height: size })
    y = 74
    text(t('pdfVoucherCode', { code: voucher.code }), 11, bold)
    text(t('pdfVoucherHint'), 7)
  }
}
