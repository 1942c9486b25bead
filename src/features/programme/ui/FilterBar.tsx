'use client'

import { useTranslations } from 'next-intl'
import { lazy, type ReactNode, Suspense, useId, useRef, useState } from 'react'

import type { Locale } from '@/i18n/locales'

import { ACCESS_FEATURES, type AccessFeature } from '@/cms/vocabulary'
import { daysLabel } from '../domain/display'
import {
  activeQuick,
  type Chip,
  chipsOf,
  FILTER_KEYS,
  type FilterKey,
  NO_FILTERS,
  type ProgrammeFilters,
  QUICK_FILTERS,
  showsResetAll,
  toggleAccess,
  toggleOption,
  toggleQuick,
  withDay,
  withoutChip,
} from '../domain/filters'
import { useKeptOffline } from '@/lib/browser/keepOffline'
import { useDismiss } from '@/lib/browser/useDismiss'
import type { FilterOptionSets } from './filterOptions'

// The calendar (its call and the data-fetching library with it) loads when it first opens.
const loadCalendar = () => import('./AvailableDays')
const loadDialog = () => import('./SideDialog')
const AvailableDays = lazy(() => loadCalendar().then((module) => ({ default: module.AvailableDays })))
const SideDialog = lazy(() => loadDialog().then((module) => ({ default: module.SideDialog })))
// A device that keeps the festival offline keeps them too: the calendar and the phone's filter
// modal open without a connection (the calendar's days come from the programme kept there).
const keepForOffline = () => Promise.all([loadDialog(), loadCalendar().then((module) => module.loadPicker())])

type Props = {
  locale: Locale
  filters: ProgrammeFilters
  options: FilterOptionSets
  onChange: (next: ProgrammeFilters) => void
  now: Date
}

type Panel = 'calendar' | FilterKey | 'access'

/**
 * The programme's filters (SPEC §2, §4): on wide screens a bar of disclosures (calendar, location,
 * exhibition type, tags, series, genre, and beyond SPEC accessibility) and the quick filters; on
 * phones the buttons 'Calendar' and 'Filter' open a side modal with the same controls. Picking an
 * option sets it, picking it again clears it; the chips below name what is set, each removable,
 * and 'reset all' appears by SPEC §4's rule.
 */
export function FilterBar({ locale, filters, options, onChange, now }: Props) {
  const t = useTranslations('programme.filters')
  const entry = useTranslations('programme.entry')
  const browse = useTranslations('programme.browse')
  const [open, setOpen] = useState<Panel | null>(null)
  // Which side modal was last opened (its content stays while it closes) and whether it is open.
  const [dialogKind, setDialogKind] = useState<'calendar' | 'filter' | null>(null)
  const [dialogOpen, setDialogOpen] = useState(false)
  const bar = useRef<HTMLDivElement>(null)
  useKeptOffline(keepForOffline)
  const dialogButtons = { calendar: useRef<HTMLButtonElement>(null), filter: useRef<HTMLButtonElement>(null) }
  const idBase = useId()

  // A disclosure closes on Escape (focus back on its button) and on a click outside the bar.
  useDismiss(
    bar,
    open !== null,
    () => setOpen(null),
    () => bar.current?.querySelector<HTMLButtonElement>(`[data-panel="${open}"]`),
  )

  // On wide screens a pick closes its panel (it would cover the chips and the list) and focus goes
  // back to the panel's button; in the side modal the controls stay.
  const picked = (next: ProgrammeFilters) => {
    onChange(next)
    if (!open) return
    bar.current?.querySelector<HTMLButtonElement>(`[data-panel="${open}"]`)?.focus()
    setOpen(null)
  }
  const groups: { key: Panel; label: string; options: { id: string; name: string; pressed: boolean; pick: () => void }[] }[] = [
    ...FILTER_KEYS.map((key) => ({
      key,
      label: t(`filter_${key}`),
      options: options[key].map((option) => ({
        id: String(option.id),
        name: option.name,
        pressed: filters[key] === option.id,
        pick: () => picked(toggleOption(filters, key, option.id)),
      })),
    })),
    {
      key: 'access' as const,
      label: t('filter_access'),
      options: ACCESS_FEATURES.map((feature) => ({
        id: feature,
        name: entry(`accessFeatures.${feature}`),
        pressed: filters.access === feature,
        pick: () => picked(toggleAccess(filters, feature)),
      })),
    },
  ].filter((group) => group.options.length > 0)

  const calendarOpen = open === 'calendar' || (dialogOpen && dialogKind === 'calendar')
  const quick = activeQuick(filters, now)
  const calendar = (
    <div className="filter-calendar">
      <div className="filter-options" role="group" aria-label={t('quickFilters')}>
        {QUICK_FILTERS.map((kind) => (
          <button
            key={kind}
            type="button"
            className="chip"
            aria-pressed={quick === kind}
            onClick={() => picked(toggleQuick(filters, kind, now))}
          >
            {t(`quick_${kind}`)}
          </button>
        ))}
      </div>
      {calendarOpen ? (
        <Suspense fallback={<p aria-busy="true">{t('calendarLoading')}</p>}>
          <AvailableDays locale={locale} filters={filters} onPick={(day) => picked(withDay(filters, day))} />
        </Suspense>
      ) : null}
    </div>
  )
  const optionButtons = (group: (typeof groups)[number]) => (
    <div className="filter-options" role="group" aria-label={group.label}>
      {group.options.map((option) => (
        <button key={option.id} type="button" className="chip" aria-pressed={option.pressed} onClick={option.pick}>
          {option.name}
        </button>
      ))}
    </div>
  )
  const disclosure = (key: Panel, label: string, active: boolean, content: ReactNode) => {
    const panelId = `${idBase}-${key}`
    return (
      <div key={key} className="filter-bar__item">
        <button
          type="button"
          className={`filter-bar__toggle${active ? ' filter-bar__toggle--active' : ''}`}
          data-panel={key}
          aria-expanded={open === key}
          aria-controls={open === key ? panelId : undefined}
          onClick={() => setOpen(open === key ? null : key)}
        >
          {label}
        </button>
        {open === key ? (
          <div id={panelId} className="filter-bar__panel">
            {content}
          </div>
        ) : null}
      </div>
    )
  }
  const openDialog = (which: 'calendar' | 'filter') => {
    setDialogKind(which)
    setDialogOpen(true)
  }
  const chips = chipsOf(filters)

  return (
    <section className="programme-filter" aria-label={browse('filterBar')}>
      <div className="filter-bar" ref={bar}>
        {disclosure('calendar', t('calendarButton'), filters.date !== null, calendar)}
        {groups.map((group) =>
          disclosure(
            group.key,
            group.label,
            group.options.some((option) => option.pressed),
            optionButtons(group),
          ),
        )}
      </div>
      <div className="filter-mobile">
        {(['calendar', 'filter'] as const).map((which) => (
          <button
            key={which}
            ref={dialogButtons[which]}
            type="button"
            className="button button--secondary"
            aria-haspopup="dialog"
            onPointerEnter={() => void loadDialog()}
            onFocus={() => void loadDialog()}
            onClick={() => openDialog(which)}
          >
            {t(which === 'calendar' ? 'calendarButton' : 'filterButton')}
          </button>
        ))}
      </div>
      {dialogKind ? (
        <Suspense fallback={null}>
          <SideDialog
            title={t(dialogKind === 'calendar' ? 'calendarButton' : 'filterButton')}
            closeLabel={t('close')}
            doneLabel={t('showResults')}
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            onCloseAutoFocus={(event) => {
              event.preventDefault()
              dialogButtons[dialogKind].current?.focus()
            }}
          >
            {dialogKind === 'calendar'
              ? calendar
              : groups.map((group) => (
                  <div key={group.key} className="side-dialog__group">
                    <h3 className="side-dialog__group-title">{group.label}</h3>
                    {optionButtons(group)}
                  </div>
                ))}
          </SideDialog>
        </Suspense>
      ) : null}
      {chips.length > 0 ? (
        <div className="filter-chips">
          <ul className="filter-chips__list" aria-label={t('selectedFilters')}>
            {chips.map((chip) => (
              <li key={chipKey(chip)}>
                <button type="button" className="chip chip--removable" onClick={() => onChange(withoutChip(filters, chip))}>
                  <span className="visually-hidden">{t('removeFilter')} </span>
                  {chipLabel(chip, options, locale, (feature) => entry(`accessFeatures.${feature}`))}
                  <span aria-hidden="true"> ×</span>
                </button>
              </li>
            ))}
          </ul>
          {showsResetAll(filters) ? (
            <button type="button" className="filter-chips__reset" onClick={() => onChange(NO_FILTERS)}>
              {t('resetAll')}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}

function chipKey(chip: Chip): string {
  if (chip.kind === 'option') return `${chip.key}-${chip.id}`
  return chip.kind
}

function chipLabel(chip: Chip, options: FilterOptionSets, locale: Locale, accessLabel: (feature: AccessFeature) => string): string {
  if (chip.kind === 'option') return options[chip.key].find((option) => option.id === chip.id)?.name ?? `#${chip.id}`
  if (chip.kind === 'access') return accessLabel(chip.feature)
  return daysLabel(chip.date, chip.dateTo, locale)
}
