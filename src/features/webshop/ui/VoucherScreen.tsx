import { getTranslations } from 'next-intl/server'

import { getPayloadClient } from '@/cms/client'
import { offeredMethods } from '@/features/booking/payment'
import { sellsVouchers } from '@/features/booking/domain/voucher'
import { INVOICE_DAYS } from '@/features/booking/providers/builtin/confirm'
import { invoiceAccount } from '@/features/booking/server/bank'
import { voucherOffer } from '@/features/booking/server/saleSettings'
import type { Locale } from '@/i18n/locales'
import { routePath } from '@/i18n/routes'

import { visitorCustomer } from '../server/cart'
import { VoucherForm } from './VoucherForm'

/**
 * /webshop/vouchers (issue 46): gift vouchers of the amounts the back office offers, bought like
 * tickets; the order's page and mail then carry each voucher as a printable PDF with its code.
 */
export async function VoucherScreen({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'webshop' })
  const payload = await getPayloadClient()
  const [offer, bank, customer] = await Promise.all([voucherOffer(payload), invoiceAccount(payload), visitorCustomer()])
  return (
    <>
      <h1>{t('vouchers.title')}</h1>
      <p>{t('vouchers.intro')}</p>
      {sellsVouchers(offer) ? (
        <VoucherForm
          offer={offer}
          initial={customer ? { first_name: customer.first_name, last_name: customer.last_name, email: customer.email } : {}}
          methods={offeredMethods(bank, true)}
          termsHref={routePath(locale, 'legals-agb')}
          payDays={INVOICE_DAYS}
          guest={!customer}
        />
      ) : (
        <p role="status">{t('vouchers.notSold')}</p>
      )}
    </>
  )
}
