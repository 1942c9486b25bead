'use client'

import { useRouter } from 'next/navigation'

/** Back to where the visitor came from on this site, else up one step of the breadcrumb. */
export function BackButton({ label, fallback }: { label: string; fallback: string }) {
  const router = useRouter()
  return (
    <button
      type="button"
      className="breadcrumb__back"
      onClick={() => {
        const sameSite = document.referrer.startsWith(window.location.origin)
        if (sameSite && window.history.length > 1) router.back()
        else router.push(fallback)
      }}
    >
      <span aria-hidden="true">←</span> {label}
    </button>
  )
}
