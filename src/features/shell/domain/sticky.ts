/**
 * Whether a public path is an event page (programme list or event detail) in either language, given
 * the programme's path in each (`/programm`, `/programme`): the caller passes them from the route
 * table, which the browser need not load for two paths.
 */
export function isEventPath(pathname: string, programmePaths: readonly string[]): boolean {
  const [, , first] = pathname.split('/')
  if (!first) return false
  return programmePaths.some((path) => path === `/${first}`)
}

/** `overHero`: a phone shows the page's hero (which has its own button) where the ticket button would float. */
export type StickyState = {
  pathname: string
  /** The programme's path in each language (isEventPath). */
  programmePaths: readonly string[]
  scrolledPastHalf: boolean
  nearFooter: boolean
  ticketButtonEnabled: boolean
  overHero?: boolean
}

/**
 * SPEC §4: the overlay ticket button hides near the footer and on event pages (and on phones over the
 * hero, whose own button it would cover); sticky links and
 * scroll-to-top show after scrolling past half the window height, the links not near the footer.
 */
export function stickyVisibility(state: StickyState): { ticketButton: boolean; links: boolean; scrollTop: boolean } {
  return {
    ticketButton: state.ticketButtonEnabled && !state.nearFooter && !state.overHero && !isEventPath(state.pathname, state.programmePaths),
    links: state.scrolledPastHalf && !state.nearFooter,
    scrollTop: state.scrolledPastHalf,
  }
}

function pathOf(href: string): string {
  const path = href.split(/[?#]/, 1)[0] ?? ''
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

/**
 * The sticky links to show beside the ticket button: a link to where the ticket button already
 * leads (the programme) is dropped, so the bar never offers the same way twice.
 */
export function linksBesideTicketButton<T extends { url: string }>(
  links: readonly T[],
  ticketsHref: string,
  ticketButtonShown: boolean,
): T[] {
  if (!ticketButtonShown) return [...links]
  const tickets = pathOf(ticketsHref)
  return links.filter((link) => pathOf(link.url) !== tickets)
}

export type StickyLink = { text: string; url: string }
