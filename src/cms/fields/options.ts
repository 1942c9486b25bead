type Label = { de: string; en: string }

/** Select options from a record of values and their German and English labels. */
export function labelledOptions<V extends string>(labels: Record<V, Label>): { value: V; label: Label }[] {
  return (Object.keys(labels) as V[]).map((value) => ({ value, label: labels[value] }))
}
