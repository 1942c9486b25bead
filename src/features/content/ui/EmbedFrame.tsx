import { type AudioProvider, embedUrl, PROVIDER_NAMES, type SocialProvider, type ViewerProvider } from '@/cms/rules/embeds'
import { EMBED_HEIGHTS } from '../domain/embedPlayers'
import type { ExternalKind } from './ConsentGate'
import { LazyConsentGate as ConsentGate } from './lazyParts.client'
import { ModuleTexts } from './ModuleTexts'

type Props = {
  kind: Exclude<ExternalKind, 'video' | 'form'>
  provider: AudioProvider | ViewerProvider | SocialProvider
  /** The player address built by the SPEC §5 rules (never the editor's raw snippet). */
  src: string
  /** The embed value the editor stored, for the plain link shown before consent. */
  value: string
  className: string
}

/** An audio player, document viewer or social post in an iframe of the service's usual height, behind the external-media consent. */
export function EmbedFrame({ kind, provider, src, value, className }: Props) {
  const name = PROVIDER_NAMES[provider]
  const height = EMBED_HEIGHTS[provider]
  return (
    <div className={className}>
      <ModuleTexts parts={['consentGate']}>
        <ConsentGate provider={name} kind={kind} originalUrl={embedUrl(value)?.href} box={{ height }}>
          <iframe
            src={src}
            title={name}
            height={height}
            loading="lazy"
            allow="autoplay; clipboard-write; encrypted-media; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </ConsentGate>
      </ModuleTexts>
    </div>
  )
}
