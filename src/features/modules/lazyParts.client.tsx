'use client'

import dynamic from 'next/dynamic'

/**
 * The client parts of content modules that only some pages hold (issue 47), each in a chunk of its
 * own that a page loads when it renders one. Imported directly by the modules' server components,
 * Turbopack puts every client part the module registry can reach into every CMS page's first
 * scripts, whether the page renders it or not (vercel/next.js#96039; `next/dynamic` on the server
 * side does not split them either): a terms page loaded the event list's entries, booking buttons,
 * favourites and the slider. Server-rendered as before; the chunk is fetched with the page that
 * has the module. A part with a stylesheet of its own cannot be split: Next announces a split
 * chunk's stylesheet as a `<link rel="stylesheet" as="style">`, which is invalid HTML (the Nu HTML
 * Checker's journey); the slider's (swiper's) therefore comes with the frame's styles.
 */
export const LazyModuleEventList = dynamic(() => import('@/features/programme/ui/ModuleEventList').then((loaded) => loaded.ModuleEventList))
export const LazyHubspotEmbed = dynamic(() => import('@/features/content/ui/HubspotEmbed').then((loaded) => loaded.HubspotEmbed))
export const LazyHeroVideo = dynamic(() => import('@/features/content/ui/HeroVideo').then((loaded) => loaded.HeroVideo))
