'use client'

import { type AbstractIntlMessages, NextIntlClientProvider, useLocale, useMessages } from 'next-intl'
import { type ReactNode, useMemo } from 'react'

/**
 * Adds namespaces to the texts the client components below it read, on top of the page frame's
 * (issue 26): a page carries the programme's and the booking widget's texts in its inline payload
 * only where it shows a list, an event or a booking button, and the event overlay brings them with
 * its code. next-intl's provider replaces the messages above it; this one keeps them, and adds keys
 * to a namespace the texts above already hold some of (a module's texts inside a list's).
 */
export function MoreTexts({ messages, children }: { messages: AbstractIntlMessages; children: ReactNode }) {
  const locale = useLocale()
  const inherited = useMessages()
  const merged = useMemo(() => {
    const all: AbstractIntlMessages = { ...inherited }
    for (const [name, texts] of Object.entries(messages)) {
      const above = all[name]
      all[name] = typeof above === 'object' && typeof texts === 'object' ? { ...above, ...texts } : texts
    }
    return all
  }, [inherited, messages])
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  )
}
