/**
 * The people and animals of a story: the hero (the chosen character), the sidekick, the park ranger,
 * the grown-up who came along, the owner of a lost thing and, when the parent chooses, the child
 * themself. Each gives the template slots that name them and their pronouns.
 */
import type { Character } from '~/data/characters'
import type { Sidekick, SidekickShape } from '~/data/sidekicks'
import { syllablesIn } from '../readability'
import type { Random } from './random'
import type { Slots } from './template'

const PRONOUNS = {
  she: { he: 'she', him: 'her', his: 'her', hers: 'hers', himself: 'herself', hewas: 'she was', hes: "she's" },
  he: { he: 'he', him: 'him', his: 'his', hers: 'his', himself: 'himself', hewas: 'he was', hes: "he's" },
  they: { he: 'they', him: 'them', his: 'their', hers: 'theirs', himself: 'themselves', hewas: 'they were', hes: "they're" },
} as const

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** Slots for a person, with a prefix: '' for the hero ({he}, {his}), 'r' for the ranger ({rhe}), 'g' for the grown-up. */
function pronounSlots(prefix: string, pronoun: keyof typeof PRONOUNS): Slots {
  const p = PRONOUNS[pronoun]
  return {
    [`${prefix}he`]: p.he,
    [`${prefix}He`]: cap(p.he),
    [`${prefix}him`]: p.him,
    [`${prefix}his`]: p.his,
    [`${prefix}His`]: cap(p.his),
    [`${prefix}himself`]: p.himself,
    [`${prefix}hewas`]: p.hewas,
    [`${prefix}Hewas`]: cap(p.hewas),
    [`${prefix}hes`]: p.hes,
    [`${prefix}Hes`]: cap(p.hes),
  }
}

export interface Cast {
  hero: Character
  sidekick: Sidekick
  shape: SidekickShape
  ranger: { name: string; title: string; pronoun: 'she' | 'he' }
  grownUp: { title: string; pronoun: 'she' | 'he' }
  owner: { name: string }
  child: string | null
  slots: Slots
}

const RANGER_NAMES: [string, 'she' | 'he'][] = [
  ['Ortiz', 'she'],
  ['Lou', 'he'],
  ['Begay', 'she'],
  ['Tanaka', 'he'],
  ['Okafor', 'she'],
  ['Reyes', 'he'],
  ['Brooks', 'she'],
  ['Nakamura', 'she'],
  ['Silva', 'he'],
  ['Yazzie', 'he'],
  ['Jensen', 'she'],
  ['Morales', 'he'],
  ['Delgado', 'she'],
  ['Quinn', 'he'],
  ['Abbott', 'she'],
  ['Haskins', 'he'],
  ['Whitfield', 'she'],
  ['Castillo', 'he'],
  ['Oduya', 'she'],
  ['Lindqvist', 'he'],
]

const GROWN_UPS: [string, 'she' | 'he'][] = [
  ['Grandma', 'she'],
  ['Grandpa', 'he'],
  ['Aunt Jo', 'she'],
  ['Uncle Ray', 'he'],
  ['Aunt Lina', 'she'],
  ['Uncle Sol', 'he'],
  ['Mom', 'she'],
  ['Dad', 'he'],
]

const OWNER_NAMES = ['Junie', 'Theo', 'Lulu', 'Marco', 'Pia', 'Oscar', 'Hattie', 'Leo', 'Nell', 'Arlo', 'Tess', 'Rafi', 'Ivy', 'Gus', 'Wren', 'Milo']

/** How each sidekick speaks and shows feeling: the verb for a happy noise, and the body part that moves. */
export const SIDEKICK_VOICE: Record<SidekickShape, { noise: string; body: string; tail: string; noun: string }> = {
  fox: { noise: 'yipped', body: 'ears', tail: 'bushy tail', noun: 'fox' },
  owl: { noise: 'hooted', body: 'feathers', tail: 'wings', noun: 'owl' },
  bear: { noise: 'huffed', body: 'round ears', tail: 'nose', noun: 'bear' },
  raccoon: { noise: 'chittered', body: 'little paws', tail: 'striped tail', noun: 'raccoon' },
  otter: { noise: 'chirped', body: 'whiskers', tail: 'tail', noun: 'otter' },
  rabbit: { noise: 'thumped a back foot', body: 'long ears', tail: 'fluffy tail', noun: 'rabbit' },
  turtle: { noise: 'hummed', body: 'head', tail: 'shell', noun: 'turtle' },
  eagle: { noise: 'whistled', body: 'feathers', tail: 'wings', noun: 'eagle' },
  squirrel: { noise: 'chattered', body: 'tufted ears', tail: 'fluffy tail', noun: 'squirrel' },
  deer: { noise: 'bleated softly', body: 'big ears', tail: 'little tail', noun: 'deer' },
}

/** The cast of a story. For the youngest readers the ranger has a short name, easy to read aloud. */
export function createCast(hero: Character, sidekick: Sidekick, childName: string, childJoins: boolean, random: Random, shortNames = false): Cast {
  const taken = new Set([hero.name, sidekick.name, childName].map((n) => n.toLowerCase()))
  const free = <T extends [string, ...unknown[]]>(list: T[]) => list.filter(([name]) => !name.split(' ').some((part) => taken.has(part.toLowerCase())))
  const rangers = free(RANGER_NAMES).filter(([name]) => !shortNames || syllablesIn(name) <= 2)
  const [rangerName, rangerPronoun] = random.pick(rangers.length ? rangers : free(RANGER_NAMES))
  taken.add(rangerName.toLowerCase())
  const [grownUp, grownUpPronoun] = random.pick(free(GROWN_UPS))
  const owner = random.pick(OWNER_NAMES.filter((name) => !taken.has(name.toLowerCase())))
  const voice = SIDEKICK_VOICE[sidekick.shape] ?? SIDEKICK_VOICE.fox
  const child = childJoins && childName.trim() ? childName.trim() : null
  const slots: Slots = {
    H: hero.name,
    S: sidekick.name,
    R: `Ranger ${rangerName}`,
    G: grownUp,
    O: owner,
    C: child ?? undefined,
    'S.noun': voice.noun,
    'S.noise': voice.noise,
    'S.body': voice.body,
    'S.tail': voice.tail,
    'S.species': sidekick.species,
    ...pronounSlots('', hero.pronoun),
    ...pronounSlots('r', rangerPronoun),
    ...pronounSlots('g', grownUpPronoun),
  }
  return {
    hero,
    sidekick,
    shape: sidekick.shape,
    ranger: { name: rangerName, title: `Ranger ${rangerName}`, pronoun: rangerPronoun },
    grownUp: { title: grownUp, pronoun: grownUpPronoun },
    owner: { name: owner },
    child,
    slots,
  }
}
