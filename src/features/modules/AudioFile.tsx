import { getTranslations } from 'next-intl/server'

import { populatedOne } from '@/lib/payload/relations'

import type { BlockProps } from './types'

/** A self-hosted audio file in the browser's own player, titled by the file's (localised) description. */
export async function AudioFileComponent({ block }: BlockProps<'audioFile'>) {
  const file = populatedOne(block.file)
  if (!file?.url) return null
  const t = await getTranslations('modules')
  return (
    <figure className="module module--narrow audio-file">
      <figcaption>{t('audioFile', { title: file.alt })}</figcaption>
      <audio controls preload="none" aria-label={file.alt}>
        <source src={file.url} type={file.mimeType ?? undefined} />
      </audio>
    </figure>
  )
}
