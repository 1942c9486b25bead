import { SITE_CALLS } from './contract'
import { EDITOR_CALLS } from './editorCalls'

/** The whole contract (decision 024): the site's calls and the edit layer's, for the server's wrapper and the contract test. */
export const CONTRACT = { ...SITE_CALLS, ...EDITOR_CALLS } as const

export type CallName = keyof typeof CONTRACT
