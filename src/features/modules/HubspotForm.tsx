import { PROVIDER_NAMES } from '@/cms/rules/embeds'
import { LazyConsentGate as ConsentGate } from '@/features/content/ui/lazyParts.client'
import { LazyHubspotEmbed as HubspotEmbed } from './lazyParts.client'
import { ModuleTexts } from '@/features/content/ui/ModuleTexts'

import type { BlockProps } from './types'

/** A HubSpot form by its id and portal, loaded from HubSpot only after consent to external media. */
export function HubspotFormComponent({ block }: BlockProps<'hubspotForm'>) {
  const portalId = block.portal_id?.trim()
  const formId = block.hubspot_id.trim()
  if (!portalId || !formId) return null
  return (
    <div className="module module--narrow hubspot">
      <ModuleTexts parts={['consentGate', 'hubspot']}>
        <ConsentGate provider={PROVIDER_NAMES.hubspot} kind="form" box={{ height: 320 }}>
          <HubspotEmbed portalId={portalId} formId={formId} />
        </ConsentGate>
      </ModuleTexts>
    </div>
  )
}
