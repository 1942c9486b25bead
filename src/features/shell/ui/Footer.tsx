import { getTranslations } from 'next-intl/server'

import { editorHtmlOrNull } from '@/features/content/domain/editorHtml'
import { isExternalLink } from '@/cms/rules/links'
import { CookieSettingsButton } from '@/features/consent/ui/CookieSettingsButton'
import { SmartLink } from '@/features/content/ui/SmartLink'
import type { Locale } from '@/i18n/locales'
import { routePath } from '@/i18n/routes'

import { type FooterContent, type FooterLink as NavLink, networkName } from '../server/shell'

type Props = {
  locale: Locale
  links: NavLink[]
  content: FooterContent
  html: { top: string | null; bottom: string | null; logos: string | null }
}

/**
 * The footer (SPEC §2): the server's links (external ones open in a new tab), the fixed legal links
 * GTC, Imprint, Privacy policy, Cookie settings and Whistleblower Protection Act, and the editors'
 * optional HTML blocks from site settings (top, logos, bottom).
 */
export async function Footer({ locale, links, content, html }: Props) {
  const t = await getTranslations('shell')
  const legal = [
    { title: t('gtc'), url: routePath(locale, 'legals-agb') },
    { title: t('imprint'), url: routePath(locale, 'legals-imprint') },
    { title: t('privacy'), url: routePath(locale, 'legals-privacy') },
  ]
  const whistleblower = { title: t('whistleblower'), url: routePath(locale, 'legals-whistleblower') }
  const fixed = new Set([...legal, whistleblower].map((link) => link.url))
  const serverLinks = links.filter((link) => !fixed.has(link.url))
  // Editors' HTML from site settings, through the allow-list of decision 010.
  const top = editorHtmlOrNull(html.top)
  const logos = editorHtmlOrNull(html.logos)
  const bottom = editorHtmlOrNull(html.bottom)

  return (
    <footer className="site-footer">
      {top && <div className="site-footer__html site-footer__html--top" dangerouslySetInnerHTML={{ __html: top }} />}
      <div className="site-footer__inner">
        {content.address || content.newsletterUrl || content.social.length > 0 ? (
          <div className="site-footer__about">
            {content.address ? <address className="site-footer__address pre-line">{content.address}</address> : null}
            {content.newsletterUrl ? (
              <p>
                <SmartLink href={content.newsletterUrl} className="site-footer__newsletter">
                  {t('newsletter')}
                  {isExternalLink(content.newsletterUrl) && <span className="visually-hidden"> {t('newTab')}</span>}
                </SmartLink>
              </p>
            ) : null}
            {content.social.length > 0 ? (
              <nav aria-label={t('socialNavigation')}>
                <ul className="site-footer__social">
                  {content.social.map((entry) => (
                    <li key={entry.url}>
                      <SmartLink href={entry.url}>
                        {networkName(entry.network)}
                        {isExternalLink(entry.url) && <span className="visually-hidden"> {t('newTab')}</span>}
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
          </div>
        ) : null}
        {serverLinks.length > 0 && (
          <nav aria-label={t('footerNavigation')}>
            <ul className="site-footer__links">
              {serverLinks.map((link) => (
                <li key={link.url}>
                  <SmartLink href={link.url}>
                    {link.title}
                    {isExternalLink(link.url) && <span className="visually-hidden"> {t('newTab')}</span>}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <nav aria-label={t('legalNavigation')}>
          <ul className="site-footer__legal">
            {legal.map((link) => (
              <li key={link.url}>
                <SmartLink href={link.url}>{link.title}</SmartLink>
              </li>
            ))}
            <li>
              <CookieSettingsButton />
            </li>
            <li>
              <SmartLink href={whistleblower.url}>{whistleblower.title}</SmartLink>
            </li>
          </ul>
        </nav>
        {content.sponsors.length > 0 ? (
          <section className="site-footer__sponsors" aria-label={t('sponsors')}>
            <ul>
              {content.sponsors.map((sponsor) => {
                const logo = (
                  // eslint-disable-next-line @next/next/no-img-element -- a logo at its own proportions, lazy and sized
                  <img
                    src={sponsor.logo.src}
                    alt={sponsor.name}
                    width={sponsor.logo.width}
                    height={sponsor.logo.height}
                    loading="lazy"
                    decoding="async"
                  />
                )
                return (
                  <li key={`${sponsor.name}-${sponsor.logo.src}`}>
                    {sponsor.url ? <SmartLink href={sponsor.url}>{logo}</SmartLink> : logo}
                  </li>
                )
              })}
            </ul>
          </section>
        ) : null}
        {logos && <div className="site-footer__logos" dangerouslySetInnerHTML={{ __html: logos }} />}
        <p className="site-footer__copyright">{t('copyright', { year: new Date().getFullYear() })}</p>
      </div>
      {bottom && <div className="site-footer__html site-footer__html--bottom" dangerouslySetInnerHTML={{ __html: bottom }} />}
    </footer>
  )
}
