'use client'

import dynamic from 'next/dynamic'

/**
 * Content parts with client code that only some pages hold, each in a chunk of its own that a page
 * loads when it renders one (the reason: `features/modules/lazyParts.client.tsx`; the slider's
 * stylesheet comes with the frame's, so its code can be split too).
 * Imported directly, they rode in the first scripts of every page made of modules, the programme's
 * and an event's included (issue 47: about 1.5 kB gzip there, none of it used).
 */
export const LazyAnchorNav = dynamic(() => import('./AnchorNav').then((loaded) => loaded.AnchorNav))
export const LazyRevealMore = dynamic(() => import('./RevealMore').then((loaded) => loaded.RevealMore))
export const LazySlider = dynamic(() => import('./Slider').then((loaded) => loaded.Slider))
export const LazyConsentGate = dynamic(() => import('./ConsentGate').then((loaded) => loaded.ConsentGate))
