/** SPEC §4: closing the breaking-news banner stores the alert's id in this cookie. */
export const BREAKING_NEWS_COOKIE = 'breaking_news_dismissed'
/** Kept for a year: a new alert has a new id and shows again. */
export const BREAKING_NEWS_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

const SAFE_ID = /^[\w-]{1,40}$/

/** The CSS that hides the banner of one alert id; ids are checked so nothing else can be injected. */
export function dismissedAlertCss(id: string): string | null {
  return SAFE_ID.test(id) ? `#breaking-news[data-alert-id="${id}"]{display:none}` : null
}

/**
 * Runs in <head> before the body paints: a visitor who closed this alert never sees it flash
 * (the page HTML is the same for everyone). Same rule as `dismissedAlertCss`.
 */
export const DISMISSED_ALERT_SCRIPT = `(function(){try{var m=document.cookie.match(/(?:^|; )${BREAKING_NEWS_COOKIE}=([^;]*)/);if(!m)return;var id=decodeURIComponent(m[1]);if(!${SAFE_ID.toString()}.test(id))return;var s=document.createElement('style');s.id='dismissed-alert';s.textContent='#breaking-news[data-alert-id="'+id+'"]{display:none}';document.head.appendChild(s)}catch(e){}})()`
