import 'server-only'

import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import type { RedirectRule } from '@/lib/routing/redirectRules'
import { SHOP_PATHS } from '@/lib/routing/shopPaths'

/** SPEC §3 site settings (GET /pageeditor-api/settings). */
export type SiteSettings = {
  is_site_online: boolean
  is_shop_online: boolean
  html_header: string | null
  html_footer_top: string | null
  html_footer_bottom: string | null
  html_footer_logos: string | null
}

/** A text that says something, else null. */
export function text(value: string | null | undefined): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null
}

/** Site settings; a global never saved has its fields' defaults (site and shop online). */
export async function getSiteSettings(payload: Payload): Promise<SiteSettings> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false })
  return {
    is_site_online: settings.is_site_online ?? true,
    is_shop_online: settings.is_shop_online ?? true,
    html_header: text(settings.html_header),
    html_footer_top: text(settings.html_footer_top),
    html_footer_bottom: text(settings.html_footer_bottom),
    html_footer_logos: text(settings.html_footer_logos),
  }
}

export type HeaderTheme = 'cc01' | 'cc02' | 'cc03'

export type EventStyle = '1' | '2' | '3'

/** SPEC §3 design settings, with the fields' defaults where the editors left them empty. */
export type DesignSettings = {
  header_logo_link: string
  header_theme: HeaderTheme
  header_basket_link: string
  webshop_link: string
  event_style: EventStyle
  sticky_overlay_button: boolean
  menu_style: boolean
  quickbuy_widget: boolean
  cookies: { tag_manager_id: string | null; banner_text: string | null }
  errors: { status_code: number; html: string }[]
}

export async function getDesignSettings(payload: Payload, locale: Locale): Promise<DesignSettings> {
  const design = await payload.findGlobal({ slug: 'design-settings', locale, depth: 0, overrideAccess: false })
  return {
    header_logo_link: text(design.header_logo_link) ?? '/',
    header_theme: design.header_theme ?? 'cc01',
    header_basket_link: text(design.header_basket_link) ?? SHOP_PATHS.cart,
    webshop_link: text(design.webshop_link) ?? SHOP_PATHS.home,
    event_style: design.event_style ?? '1',
    sticky_overlay_button: design.sticky_overlay_button ?? true,
    menu_style: design.menu_style ?? false,
    quickbuy_widget: design.quickbuy_widget ?? false,
    cookies: { tag_manager_id: text(design.cookies?.tag_manager_id), banner_text: text(design.cookies?.banner_text) },
    errors: (design.errors ?? []).map(({ status_code, html }) => ({ status_code, html })),
  }
}

/** SPEC §7 redirect rules, all of them (they are few and the proxy matches them itself). */
export async function getRedirectRules(payload: Payload): Promise<RedirectRule[]> {
  const { docs } = await payload.find({
    collection: 'redirects',
    depth: 0,
    pagination: false,
    sort: 'old_path',
    select: { old_path: true, new_path: true },
    overrideAccess: false,
  })
  return docs.map(({ old_path, new_path }) => ({ old_path, new_path }))
}
