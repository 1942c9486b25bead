import { getTranslations } from 'next-intl/server'
import Link from 'next/link'

import { Picture } from '@/features/content/ui/Picture'
import type { Locale } from '@/i18n/locales'
import { renderedFrom } from '@/lib/cache/renderedFrom'
import { cacheTags } from '@/lib/cache/tags'
import { docHref } from '@/lib/routing/docHref'

import { groupByDepartment } from '../domain/team'
import { loadTeam } from '../server/details'

import './programme.css'

/** The team list (SPEC §2): the people by department, each card leading to their page. */
export async function TeamListSection({ locale }: { locale: Locale }) {
  await renderedFrom([cacheTags.list('people'), cacheTags.list('media')])
  const t = await getTranslations({ locale, namespace: 'programme' })
  const groups = groupByDepartment(await loadTeam(locale))
  if (groups.length === 0) return <p className="team-list__empty">{t('teamEmpty')}</p>
  return (
    <div className="team-list">
      {groups.map((group) => (
        <section
          key={group.department ?? 'other'}
          className="team-list__group"
          aria-labelledby={group.department ? `team-${group.department}` : undefined}
        >
          {group.department ? <h2 id={`team-${group.department}`}>{t(`departments.${group.department}`)}</h2> : null}
          <ul className="team-list__people">
            {group.people.map((person) => {
              const href = docHref('people', person, locale)
              return (
                <li key={person.id} className="person-card">
                  <Picture media={person.image} size="vertical" sizes="(min-width: 64em) 16rem, 45vw" alt="" />
                  <h3 className="person-card__name">{href ? <Link href={href}>{person.name}</Link> : person.name}</h3>
                  {person.position ? <p className="person-card__position">{person.position}</p> : null}
                </li>
              )
            })}
          </ul>
        </section>
      ))}
    </div>
  )
}
