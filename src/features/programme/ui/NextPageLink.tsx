'use client'

type Props = { href: string; loading: boolean; label: string; loadingLabel: string; onNext: () => void }

/**
 * The way to the next page of a list: a plain link for visitors without JavaScript (the proxy
 * serves `?page=N` statically) and for keyboards; with JavaScript it loads the page in place and
 * stays where it is while loading, so focus is not lost.
 */
export function NextPageLink({ href, loading, label, loadingLabel, onNext }: Props) {
  return (
    <a
      className="button button--secondary"
      href={href}
      aria-busy={loading}
      onClick={(click) => {
        click.preventDefault()
        if (!loading) onNext()
      }}
    >
      {loading ? loadingLabel : label}
    </a>
  )
}
