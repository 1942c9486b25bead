import type { BlockProps } from '../RenderBlocks'

/** Editor-written HTML, output as is: only staff with the editor role can save it (SPEC §3 html_code). */
export function HtmlComponent({ block }: BlockProps<'html'>) {
  return <div className="module module--narrow html-module" dangerouslySetInnerHTML={{ __html: block.html_code }} />
}
