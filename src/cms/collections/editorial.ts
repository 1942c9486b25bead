import { isEditor, publishedOnlineOrEditor } from '../access'

/** The back office's group of the programme's collections. */
export const programme = { de: 'Programm', en: 'Programme' }

/** Editorial content: the public reads what is published and online, editors everything. */
export const editorial = { read: publishedOnlineOrEditor, create: isEditor, update: isEditor, delete: isEditor, readVersions: isEditor }
