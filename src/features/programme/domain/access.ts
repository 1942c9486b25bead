/**
 * Access features of a performance (issue 10, beyond SPEC): entered per event in the back office,
 * filtered by in the programme and shown as labelled icons. The keys are stored and sent as they are.
 */
export const ACCESS_FEATURES = ['audio_description', 'surtitles', 'sign_language', 'relaxed', 'easy_language', 'step_free'] as const
export type AccessFeature = (typeof ACCESS_FEATURES)[number]

export function isAccessFeature(value: string): value is AccessFeature {
  return (ACCESS_FEATURES as readonly string[]).includes(value)
}
