import { WEAK_HARDWARE_TIMEOUT_MS } from '@/lib/browser/capabilities'

/** Set by ShellBehaviours once React runs. */
export const HYDRATED_FLAG = '__festivalInteractive'

/**
 * Runs in <head> before React (SPEC §2 fallback notices): shows the unsupported-browser notice when
 * a feature the site needs is missing, and the weak-hardware notice (with its reload button) when
 * the page has not become interactive 10 s after it loaded. Both notices are in the HTML, hidden.
 */
export const FALLBACK_SCRIPT = `(function(){function show(id){var e=document.getElementById(id);if(e){e.hidden=false;var b=e.querySelector('[data-reload]');if(b)b.addEventListener('click',function(){location.reload()})}}
var ok=typeof window.fetch==='function'&&'IntersectionObserver' in window&&typeof Promise!=='undefined'&&typeof Promise.prototype.finally==='function'&&typeof globalThis!=='undefined'&&!!(window.CSS&&CSS.supports&&CSS.supports('display','grid'));
document.addEventListener('DOMContentLoaded',function(){if(!ok){show('notice-unsupported');return}setTimeout(function(){if(!window['${HYDRATED_FLAG}'])show('notice-weak-hardware')},${WEAK_HARDWARE_TIMEOUT_MS})})})()`
