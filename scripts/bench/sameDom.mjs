/**
 * A page of the site as the floor's content (issue 47): the DOM an anonymous visitor gets, turned
 * back into React props a server component renders as plain elements, without the site's scripts
 * and with every stylesheet, font and picture it loads copied (the same bytes), so that the floor
 * paints and lays out what the site does. What the site's page costs over it is our code's.
 */
import crypto from 'node:crypto'
import path from 'node:path'

import { parseDocument } from 'htmlparser2'

// React's names for the attributes it writes in lower case (or hyphenated) in HTML.
const PROP = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  srcset: 'srcSet',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  minlength: 'minLength',
  autocomplete: 'autoComplete',
  autofocus: 'autoFocus',
  novalidate: 'noValidate',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  datetime: 'dateTime',
  hreflang: 'hrefLang',
  inputmode: 'inputMode',
  enterkeyhint: 'enterKeyHint',
  spellcheck: 'spellCheck',
  charset: 'charSet',
  crossorigin: 'crossOrigin',
  referrerpolicy: 'referrerPolicy',
  'http-equiv': 'httpEquiv',
  'accept-charset': 'acceptCharset',
  enctype: 'encType',
  formaction: 'formAction',
  playsinline: 'playsInline',
  allowfullscreen: 'allowFullScreen',
  popovertarget: 'popoverTarget',
  contenteditable: 'contentEditable',
  'xlink:href': 'xlinkHref',
}
// Attributes React takes as booleans: present in HTML (often as "") means true.
const BOOLEAN = new Set([
  'async',
  'checked',
  'controls',
  'default',
  'defer',
  'disabled',
  'hidden',
  'inert',
  'loop',
  'multiple',
  'muted',
  'open',
  'required',
  'reversed',
  'selected',
  'readOnly',
  'noValidate',
  'autoFocus',
  'playsInline',
  'allowFullScreen',
])
const SVG_HYPHENATED =
  /^(stroke|fill|clip|font|stop|text|dominant|alignment|color|flood|lighting|marker|paint|pointer|shape|vector|letter|word)-/
const camel = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase())

function styleObject(text) {
  const style = {}
  for (const declaration of text.split(';')) {
    const colon = declaration.indexOf(':')
    if (colon < 0) continue
    const name = declaration.slice(0, colon).trim()
    if (name) style[name.startsWith('--') ? name : camel(name)] = declaration.slice(colon + 1).trim()
  }
  return style
}

/** Copies what a page loads (pictures, stylesheets and what they load) into the floor under /s/. */
function assetCopier(site) {
  const assets = {}
  const copied = new Map()
  async function copy(url) {
    const absolute = new URL(url, site)
    if (absolute.origin !== new URL(site).origin) return url
    const key = absolute.pathname + absolute.search
    if (copied.has(key)) return copied.get(key)
    const response = await fetch(absolute)
    if (!response.ok) return url
    let bytes = Buffer.from(await response.arrayBuffer())
    const extension = path.extname(absolute.pathname) || '.bin'
    if (extension === '.css') {
      // A stylesheet's fonts and pictures, relative to it, are copied too (fonts keep their bytes).
      let css = bytes.toString('utf8')
      for (const [whole, , reference] of [...css.matchAll(/url\((['"]?)([^'")]+)\1\)/g)]) {
        if (reference.startsWith('data:')) continue
        css = css.replace(whole, `url(${await copy(new URL(reference, absolute).href)})`)
      }
      bytes = Buffer.from(css)
    }
    const name = crypto.createHash('sha256').update(key).digest('hex').slice(0, 16) + extension
    assets[name] = bytes.toString('base64')
    copied.set(key, `/s/${name}`)
    return `/s/${name}`
  }
  async function copySet(value) {
    const parts = []
    for (const candidate of value.split(',')) {
      const [url, ...descriptor] = candidate.trim().split(/\s+/)
      if (url) parts.push([await copy(url), ...descriptor].join(' '))
    }
    return parts.join(', ')
  }
  return { assets, copy, copySet }
}

async function propsOf(element, copier, inSvg) {
  const props = {}
  for (const [name, value] of Object.entries(element.attribs)) {
    if (/^on/i.test(name)) continue
    let prop = PROP[name] ?? (inSvg && SVG_HYPHENATED.test(name) ? camel(name) : name)
    let propValue = value
    if (prop === 'style') propValue = styleObject(value)
    else if (BOOLEAN.has(prop)) propValue = true
    else if (prop === 'src' || prop === 'poster') propValue = await copier.copy(value)
    else if (prop === 'srcSet' || prop === 'imageSrcSet') propValue = await copier.copySet(value)
    else if (prop === 'href' && element.name === 'link') propValue = await copier.copy(value)
    if (element.name === 'input' && prop === 'value') prop = 'defaultValue'
    if (element.name === 'input' && prop === 'checked') prop = 'defaultChecked'
    props[prop] = propValue
  }
  // React 19 hoists a stylesheet with a precedence into the head, as Next does the site's.
  if (element.name === 'link' && props.rel === 'stylesheet') {
    delete props['data-precedence']
    props.precedence = 'default'
  }
  return props
}

const DROPPED = new Set(['script', 'template'])

async function nodesOf(children, copier, inSvg = false) {
  const nodes = []
  for (const child of children) {
    if (child.type === 'text') nodes.push(child.data)
    else if ((child.type === 'tag' || child.type === 'style') && !DROPPED.has(child.name)) {
      const svg = inSvg || child.name === 'svg'
      const props = await propsOf(child, copier, svg)
      let nodes_ = await nodesOf(child.children, copier, svg)
      if (child.name === 'textarea') {
        props.defaultValue = nodes_.join('')
        nodes_ = []
      }
      nodes.push(nodes_.length > 0 ? { t: child.name, p: props, c: nodes_ } : { t: child.name, p: props })
    }
  }
  return nodes
}

const find = (nodes, test) => {
  for (const node of nodes) {
    if (typeof node === 'string') continue
    if (test(node)) return node
    const inner = find(node.c ?? [], test)
    if (inner) return inner
  }
  return null
}

/**
 * The page at `url` as the floor's content: { page: { title, html, body, head, nodes }, assets }.
 * The head keeps what paints (stylesheets, preloaded pictures and fonts), not the site's scripts.
 */
export async function sameDom(site, pathname) {
  const response = await fetch(new URL(pathname, site))
  if (!response.ok) throw new Error(`${pathname} answered ${response.status}: the floor copies the page an anonymous visitor gets`)
  const document = parseDocument(await response.text(), { lowerCaseAttributeNames: false, lowerCaseTags: false })
  const element = (nodes, name) => nodes.find((node) => node.type === 'tag' && node.name === name)
  const html = element(document.children, 'html')
  const headElement = element(html.children, 'head')
  const bodyElement = element(html.children, 'body')
  const copier = assetCopier(site)
  const head = []
  for (const node of headElement.children) {
    if (node.type !== 'tag' || node.name !== 'link') continue
    const { rel, as } = node.attribs
    if (rel === 'stylesheet' || (rel === 'preload' && as !== 'script' && as !== 'style')) {
      const props = await propsOf(node, copier, false)
      head.push({ t: 'link', p: props })
    }
  }
  const title = headElement.children.find((node) => node.type === 'tag' && node.name === 'title')
  return {
    page: {
      title: title?.children.map((text) => text.data ?? '').join('') ?? '',
      html: await propsOf(html, copier, false),
      body: await propsOf(bodyElement, copier, false),
      head,
      nodes: await nodesOf(bodyElement.children, copier),
    },
    assets: copier.assets,
  }
}

/**
 * The home page's hero picture with its heading (the same markup and files): the picture the page
 * preloads, in the element that frames it, and the page's first heading.
 */
export function heroOf(home) {
  const { page } = home
  const hero = find(page.nodes, (node) => node.t === 'picture' && find(node.c ?? [], (inner) => inner.p?.fetchPriority === 'high'))
  const image = hero ?? find(page.nodes, (node) => node.t === 'img' && node.p?.fetchPriority === 'high')
  const heading = find(page.nodes, (node) => node.t === 'h1')
  if (!image) throw new Error('the home page has no hero picture (an image with fetchPriority high)')
  return {
    page: {
      ...page,
      head: page.head,
      nodes: [{ t: 'main', p: {}, c: [heading ?? { t: 'h1', p: {}, c: [page.title] }, image].filter(Boolean) }],
    },
    assets: home.assets,
  }
}
