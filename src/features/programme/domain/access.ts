/**
 * Access features of a performance (issue 10, beyond SPEC): entered per event in the back office,
 * filtered by in the programme and shown as labelled icons. The keys are stored and sent as they are.
 */
export const ACCESS_FEATURES = ['audio_description', 'surtitles', 'sign_language', 'relaxed', 'easy_language', 'step_free'] as const
export type AccessFeature = (typeof ACCESS_FEATURES)[number]

export function isAccessFeature(value: string): value is AccessFeature {
  return (ACCESS_FEATURES as readonly string[]).includes(value)
}

/** The short badges of the programme's entries, in each language's own abbreviations (the name is said with them). */
export const ACCESS_FEATURE_BADGES: Record<AccessFeature, { de: string; en: string }> = {
  audio_description: { de: 'AD', en: 'AD' },
  surtitles: { de: 'ÜT', en: 'SUR' },
  sign_language: { de: 'DGS', en: 'GSL' },
  relaxed: { de: 'RP', en: 'RP' },
  easy_language: { de: 'LS', en: 'ER' },
  step_free: { de: '♿', en: '♿' },
}

/** The names editors and visitors read, in both languages. */
export const ACCESS_FEATURE_LABELS: Record<AccessFeature, { de: string; en: string }> = {
  audio_description: { de: 'Audiodeskription', en: 'Audio description' },
  surtitles: { de: 'Übertitel', en: 'Surtitles' },
  sign_language: { de: 'Deutsche Gebärdensprache', en: 'German Sign Language' },
  relaxed: { de: 'Entspannte Vorstellung', en: 'Relaxed performance' },
  easy_language: { de: 'Leichte Sprache', en: 'Easy-to-read German (Leichte Sprache)' },
  step_free: { de: 'Stufenloser Zugang', en: 'Step-free access' },
}
