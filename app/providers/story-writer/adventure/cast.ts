/**
 * The ink variables of one story's cast (app/content/shared/story.ink): the hero's name and pronouns,
 * the sidekick, the reader's first name when they join the adventure, and the age band.
 */
import type { Character } from '~/data/characters'
import type { Sidekick, SidekickShape } from '~/data/sidekicks'
import type { AgeBand } from '~/utils/age-band'

export interface AdventureCast {
  hero: Pick<Character, 'name' | 'pronoun'>
  sidekick: Pick<Sidekick, 'name' | 'shape' | 'sound'>
  band: AgeBand
  /** The child's first name when the parent chose that they join the adventure. */
  friend: string | null
}

const PRONOUNS = {
  she: { they: 'she', them: 'her', their: 'her', theirs: 'hers', themself: 'herself', were: 'was', are: 'is', have: 'has' },
  he: { they: 'he', them: 'him', their: 'his', theirs: 'his', themself: 'himself', were: 'was', are: 'is', have: 'has' },
  they: { they: 'they', them: 'them', their: 'their', theirs: 'theirs', themself: 'themself', were: 'were', are: 'are', have: 'have' },
} as const

/** The plain animal word of each sidekick drawing, as a story names it ("the fox"). */
export const SIDEKICK_KINDS: Record<SidekickShape, string> = {
  fox: 'fox',
  owl: 'owl',
  bear: 'bear',
  raccoon: 'raccoon',
  otter: 'otter',
  rabbit: 'rabbit',
  turtle: 'turtle',
  eagle: 'eagle',
  squirrel: 'squirrel',
  deer: 'deer',
}

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** "yips" -> "yipped", "hums" -> "hummed", "whistles" -> "whistled". */
export function pastTense(presentThirdPerson: string): string {
  const base = presentThirdPerson.replace(/s$/, '')
  if (base.endsWith('e')) return `${base}d`
  if (/[^aeiou][aeiou][bdgmnprt]$/.test(base) && !/(er|en|on)$/.test(base)) return `${base}${base.slice(-1)}ed`
  return `${base}ed`
}

export function inkVariables(cast: AdventureCast): Record<string, string | boolean> {
  const p = PRONOUNS[cast.hero.pronoun]
  return {
    hero: cast.hero.name,
    ...p,
    They: cap(p.they),
    Their: cap(p.their),
    pal: cast.sidekick.name,
    kind: SIDEKICK_KINDS[cast.sidekick.shape],
    pal_sound: pastTense(cast.sidekick.sound),
    friend: cast.friend?.trim() ?? '',
    band: cast.band,
  }
}
