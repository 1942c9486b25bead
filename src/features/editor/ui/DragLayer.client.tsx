'use client'

import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  type KeyboardCoordinateGetter,
  MeasuringStrategy,
  PointerSensor,
  useDndContext,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import { type ReactNode, useRef, useState } from 'react'

import type { Place } from './editorContext'
import type { EditorTexts } from './texts'

/**
 * Issue 24: modules move by drag and drop (dnd-kit): within a column, between the columns of a
 * section, between sections and the page's own list. A module is picked up by its handle (pointer,
 * or space/enter on the focused handle) and dropped into a gap between modules; the arrow keys walk
 * the gaps in reading order. dnd-kit announces each step; ours are the texts in the page's
 * language. Each drop is one save (a move), undoable like every write.
 */

/** What a picked-up module carries: where it stands. */
export type DragSource = { id: string; type: string; label: string; section: string | null; column: number | null; index: number }

/** A gap a module can be dropped into: a place, and how to announce it. */
export type DropTarget = Place & { where: string }

/**
 * The gap nearest to the dragged card's top-left corner: where the pointer holds it (the card
 * starts on the handle), or where the keyboard put it. The card's rect is dnd-kit's, adjusted for
 * scrolling while dragging, so the page may scroll under the pointer.
 */
const nearestGap: CollisionDetection = ({ droppableContainers, droppableRects, collisionRect }) => {
  const point = { x: collisionRect.left + 4, y: collisionRect.top + 4 }
  let best: { container: (typeof droppableContainers)[number]; distance: number } | null = null
  for (const container of droppableContainers) {
    const rect = droppableRects.get(container.id)
    if (!rect) continue
    const dx = Math.max(rect.left - point.x, 0, point.x - (rect.left + rect.width))
    const dy = Math.max(rect.top - point.y, 0, point.y - (rect.top + rect.height))
    const distance = Math.hypot(dx, dy)
    if (!best || distance < best.distance) best = { container, distance }
  }
  return best ? [{ id: best.container.id, data: { droppableContainer: best.container, value: best.distance } }] : []
}

const FORWARD = new Set(['ArrowDown', 'ArrowRight'])
const BACKWARD = new Set(['ArrowUp', 'ArrowLeft'])

/** The arrow keys walk the open gaps in reading order (document order), not by pixels. */
const walkGaps: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const forward = FORWARD.has(event.code)
  if (!forward && !BACKWARD.has(event.code)) return undefined
  event.preventDefault()
  const gaps = context.droppableContainers
    .getEnabled()
    .flatMap((container) => {
      const rect = context.droppableRects.get(container.id)
      const node = container.node.current
      return rect && node ? [{ id: container.id, rect, node }] : []
    })
    .sort((a, b) => (a.node.compareDocumentPosition(b.node) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
  const at = context.over ? gaps.findIndex((gap) => gap.id === context.over?.id) : -1
  const next =
    at < 0
      ? forward
        ? gaps.find((gap) => gap.rect.top >= currentCoordinates.y)
        : [...gaps].reverse().find((gap) => gap.rect.top < currentCoordinates.y)
      : gaps[forward ? at + 1 : at - 1]
  return next ? { x: next.rect.left, y: next.rect.top } : currentCoordinates
}

/** The index a module lands at in its target list once it has left its own place. */
export function landingIndex(source: DragSource, target: Place): number {
  const sameList = source.section === target.section && source.column === target.column
  return sameList && target.index > source.index ? target.index - 1 : target.index
}

export function DragLayer({
  t,
  children,
  onMove,
}: {
  t: EditorTexts
  children: ReactNode
  onMove: (source: DragSource, target: Place) => void
}) {
  const [dragged, setDragged] = useState<DragSource | null>(null)
  // The keyboard's steps scroll at once, not smoothly: a key pressed while a smooth scroll was still
  // running measured the card mid-scroll, and the next gap (a column beside) was sometimes missed.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: walkGaps, scrollBehavior: 'auto' }),
  )
  const sourceOf = (data: unknown) => data as DragSource | undefined
  const targetOf = (data: unknown) => data as DropTarget | undefined
  // dnd-kit announces the first place right with the pick-up, and the live region keeps only the
  // last text: the first place's announcement says both.
  const pickedUp = useRef<string | null>(null)
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      pickedUp.current = t('dragStart', { label: sourceOf(active.data.current)?.label ?? '' })
      return pickedUp.current
    },
    onDragOver: ({ over }) => {
      const place = over ? t('dragOver', { place: targetOf(over.data.current)?.where ?? '' }) : t('dragNowhere')
      const start = pickedUp.current
      pickedUp.current = null
      return start ? `${start} ${place}` : place
    },
    onDragEnd: ({ active, over }) =>
      over
        ? t('dragEnd', { label: sourceOf(active.data.current)?.label ?? '', place: targetOf(over.data.current)?.where ?? '' })
        : t('dragCancel', { label: sourceOf(active.data.current)?.label ?? '' }),
    onDragCancel: ({ active }) => t('dragCancel', { label: sourceOf(active.data.current)?.label ?? '' }),
  }
  const start = ({ active }: DragStartEvent) => setDragged(sourceOf(active.data.current) ?? null)
  const end = ({ active, over }: DragEndEvent) => {
    setDragged(null)
    const source = sourceOf(active.data.current)
    const target = targetOf(over?.data.current)
    if (source && target) onMove(source, { section: target.section, column: target.column, index: landingIndex(source, target) })
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={nearestGap}
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dragInstructions') } }}
      onDragStart={start}
      onDragEnd={end}
      onDragCancel={() => setDragged(null)}
    >
      {children}
      <DragOverlay dropAnimation={null}>{dragged ? <div className="edit-drag-card">{dragged.label}</div> : null}</DragOverlay>
    </DndContext>
  )
}

/** A module's drag handle (a button: focus it and press space or enter to pick the module up). */
export function DragHandle({ source, label, disabled }: { source: DragSource; label: string; disabled: boolean }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `module:${source.id}`, data: source, disabled })
  return (
    <button
      ref={setNodeRef}
      type="button"
      className={isDragging ? 'edit-button edit-drag-handle edit-drag-handle--dragging' : 'edit-button edit-drag-handle'}
      {...attributes}
      {...listeners}
      aria-label={label}
      disabled={disabled}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  )
}

/** A gap before a module (or at the end of a list) where a dragged module can land; open only while one is dragged. */
export function DropGap({ target, t }: { target: DropTarget; t: EditorTexts }) {
  const { active } = useDndContext()
  const source = active?.data.current as DragSource | undefined
  const own =
    source &&
    source.section === target.section &&
    source.column === target.column &&
    (target.index === source.index || target.index === source.index + 1)
  const refused =
    source && ((source.type === 'section' && (target.section !== null || target.column !== null)) || source.id === target.section)
  const open = Boolean(source) && !own && !refused
  const { setNodeRef, isOver } = useDroppable({
    id: `gap:${target.section ?? '-'}:${target.column ?? '-'}:${target.index}`,
    data: target,
    disabled: !open,
  })
  return (
    <div
      ref={setNodeRef}
      className={open ? (isOver ? 'edit-gap edit-gap--open edit-gap--over' : 'edit-gap edit-gap--open') : 'edit-gap'}
      aria-hidden="true"
    >
      {open && <span className="edit-gap__text">{t('dropHere')}</span>}
    </div>
  )
}
