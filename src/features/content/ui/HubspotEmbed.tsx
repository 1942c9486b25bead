'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useState } from 'react'

/** HubSpot's form loader (v2 embed script); it renders the form into the target element. */
export const HUBSPOT_SCRIPT = 'https://js.hsforms.net/forms/embed/v2.js'

type HubspotWindow = Window & {
  hbspt?: { forms: { create: (options: { portalId: string; formId: string; target: string; region?: string }) => void } }
}

let loading: Promise<void> | null = null

/** Loads the script once per page; a failed load may be retried by the next form. */
function loadScript(): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = HUBSPOT_SCRIPT
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => {
      loading = null
      script.remove()
      reject(new Error('HubSpot form script failed to load'))
    }
    document.head.append(script)
  })
  return loading
}

/** A HubSpot form, created after consent (ConsentGate renders this only then). Load failures say so in the visitor's language. */
export function HubspotEmbed({ portalId, formId }: { portalId: string; formId: string }) {
  const t = useTranslations('modules.hubspot')
  const target = `hubspot-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let active = true
    loadScript()
      .then(() => {
        const hbspt = (window as HubspotWindow).hbspt
        if (!hbspt) throw new Error('HubSpot form script has no forms API')
        if (active) hbspt.forms.create({ portalId, formId, target: `#${target}` })
      })
      .catch((error: unknown) => {
        console.error(error)
        if (active) setFailed(true)
      })
    return () => {
      active = false
    }
  }, [portalId, formId, target])
  return (
    <div id={target} className="hubspot-form">
      {failed ? <p role="alert">{t('formFailed')}</p> : null}
    </div>
  )
}
