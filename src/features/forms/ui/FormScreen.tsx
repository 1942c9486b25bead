import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { parseId } from '@/lib/routing/ids'

import { cachedForm } from '../server/forms'
import { FormView } from './FormView'

import './forms.css'

/** SPEC §2 forms page: the form's introduction and the form itself, in the page's language. */
export async function FormContent({ locale, id }: { locale: Locale; id: string }) {
  const formId = parseId(id)
  if (formId === null) return null
  const form = await cachedForm(locale, formId)
  if (!form) return null
  const t = await getTranslations({ locale, namespace: 'forms' })
  const texts = {
    submit: t('submit'),
    required: t('required'),
    errorSummary: t('errorSummary'),
    sent: t('sent'),
    failed: t('failed'),
    tooMany: t('tooMany'),
    uploading: t('uploading'),
    uploadedPrefix: t('uploaded', { name: '' }).trim(),
    fileHelp: t('fileHelp'),
    honeypot: t('honeypot'),
    choose: t('choose'),
  }
  return (
    <div className="form-screen">
      {form.intro ? <p className="form-screen__intro">{form.intro}</p> : null}
      <FormView form={form} locale={locale} texts={texts} />
    </div>
  )
}
