/**
 * Without an end, a performance is taken to last this long (calendar entries, clashes). Its own
 * module: the browser's favourites read it without loading the calendar file writer (ics.ts).
 */
export const DEFAULT_MINUTES = 120
