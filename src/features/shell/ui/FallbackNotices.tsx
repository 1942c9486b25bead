import { getTranslations } from 'next-intl/server'

/**
 * SPEC §2 fallback notices that must work without React: JavaScript disabled (noscript), and the
 * unsupported-browser and weak-hardware notices that FALLBACK_SCRIPT reveals. Fixed at the bottom,
 * so they never move the page.
 */
export async function FallbackNotices() {
  const t = await getTranslations('notices')
  return (
    <>
      <noscript>
        <div className="notice notice--static">
          <p>{t('noScript')}</p>
        </div>
      </noscript>
      <div id="notice-unsupported" className="notice" role="alert" hidden suppressHydrationWarning>
        <p>{t('unsupported')}</p>
      </div>
      <div id="notice-weak-hardware" className="notice" role="alert" hidden suppressHydrationWarning>
        <p>{t('weakHardware')}</p>
        <button type="button" className="button" data-reload="">
          {t('reload')}
        </button>
      </div>
    </>
  )
}
