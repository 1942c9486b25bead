import type { ModuleFrame } from '@/features/modules/types'

import type { ModuleDiff } from '../server/editorState'
import { LazyModuleFrame } from './lazy.client'

/**
 * The edit layer's wrapper for RenderBlocks' one slot (DESIGN §7): every module, and every empty
 * list, rendered inside a module frame. In a version preview the frame marks how each module
 * differs from the current draft instead.
 */
export function editFrame(diff: ModuleDiff | null): ModuleFrame {
  return function framedModule(place, rendered) {
    const id = place.block?.id ?? null
    return (
      <LazyModuleFrame
        id={id}
        type={place.block?.blockType ?? null}
        section={place.slot.section}
        column={place.slot.column}
        index={place.index}
        count={place.count}
        diff={diff ? ((id ? diff.get(id) : null) ?? null) : undefined}
      >
        {rendered}
      </LazyModuleFrame>
    )
  }
}
