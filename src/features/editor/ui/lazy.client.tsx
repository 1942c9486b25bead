'use client'

import dynamic from 'next/dynamic'

/**
 * DESIGN §7: the edit layer is loaded on demand. These stand-ins are all a page's code holds
 * of it; they are rendered only in draft mode for an editor, so an anonymous visitor's browser
 * never loads the layer's chunks (a test reads the built chunks of an anonymous page).
 */
export const LazyEditorRoot = dynamic(() => import('./EditorRoot.client').then((loaded) => loaded.EditorRoot))
export const LazyContainerCreator = dynamic(() => import('./ContainerCreator.client').then((loaded) => loaded.ContainerCreator))
export const LazyModuleFrame = dynamic(() => import('./ModuleFrame.client').then((loaded) => loaded.ModuleFrame))
export const LazySessionExpired = dynamic(() => import('./SessionExpired.client').then((loaded) => loaded.SessionExpired))
