'use client'

import { useContext } from 'react'

import { type ConsentApi, ConsentContext } from './ConsentProvider'

/** The visitor's consent and one-click grant, e.g. for an external-media placeholder. */
export function useConsent(): ConsentApi {
  return useContext(ConsentContext)
}
