/**
 * Scenes: where a chapter takes place and what happens there. A child's choice is read for the
 * trails, animals and features of the park it names (or for words like "river" or "cave"), so the
 * chapter visibly follows from it.
 */
import { habitLines, styleBank, traitLines } from './cast'
import { feature, freshFirst, pick, pickFresh, pickKeyed, wasMentioned, type Ctx } from './context'
import { GOAL_CHOICE_WORDS } from './goals'
import type { Scenery } from '~/data/park-types'
import { difficultyWord, type AnimalInfo, type FeatureInfo, type FeatureType, type TrailInfo } from './park-words'
import { departure, featureDetails } from './moments'
import { sceneryLines } from './scenery'
import { capitalize, containsWords, escapeRegExp, para, say, withArticle } from './text'
import { isSightable, livesInWater, lookLines, sightingLines } from './wildlife'

export type SceneKind = 'trail' | 'animal' | 'feature' | 'ranger' | 'goal'

export interface Scene {
  kind: SceneKind
  trail: TrailInfo | null
  animal: AnimalInfo | null
  feature: FeatureInfo | null
  /** The ranger is in the scene and can tell a fact. */
  rangerHere: boolean
  inCave: boolean
  /** The choice was about the story's goal rather than a place. */
  forGoal?: boolean
}

const firstByPosition = <T extends { keys: string[] }>(text: string, items: readonly T[]): T | null => {
  const lower = text.toLowerCase()
  let best: { item: T; at: number; length: number } | null = null
  for (const item of items) {
    for (const key of item.keys) {
      if (!containsWords(lower, key)) continue
      const at = lower.indexOf(key)
      if (!best || at < best.at || (at === best.at && key.length > best.length)) best = { item, at, length: key.length }
    }
  }
  return best?.item ?? null
}

const WORD_GROUPS: { pattern: RegExp; types?: FeatureType[]; animals?: (a: AnimalInfo) => boolean; kind: SceneKind }[] = [
  { pattern: /\b(ranger|visitor center|museum)\b/i, kind: 'ranger' },
  { pattern: /\b(cave|caves|cavern|underground|tunnel)\b/i, types: ['cave'], kind: 'feature' },
  { pattern: /\b(geyser|steam|hot spring|boardwalk)\b/i, types: ['geyser'], kind: 'feature' },
  { pattern: /\b(volcano|crater|lava)\b/i, types: ['volcano'], kind: 'feature' },
  { pattern: /\b(glacier|ice|icefield)\b/i, types: ['ice'], kind: 'feature' },
  { pattern: /\b(dune|dunes|sand)\b/i, types: ['dune'], kind: 'feature' },
  {
    pattern: /\b(water|river|lake|creek|stream|pond|falls|waterfall|beach|shore|ocean|sea|bay|pool|splash|waves|island)\b/i,
    types: ['water', 'coast', 'geyser'],
    animals: livesInWater,
    kind: 'feature',
  },
  { pattern: /\b(view|overlook|lookout|viewpoint|vista)\b/i, types: ['overlook', 'peak'], kind: 'feature' },
  { pattern: /\b(mountain|peak|summit|top)\b/i, types: ['peak', 'overlook', 'volcano'], kind: 'feature' },
  { pattern: /\b(canyon|gorge|valley)\b/i, types: ['canyon'], kind: 'feature' },
  { pattern: /\b(rock|rocks|arch|boulder|cliff|cliffs|hoodoo|spire|stone)\b/i, types: ['rock', 'canyon'], kind: 'feature' },
  { pattern: /\b(bird|birds|nest|feather|sky|song|singing)\b/i, animals: (a) => a.source.kind === 'bird', kind: 'animal' },
  { pattern: /\b(fish|swim)\b/i, animals: (a) => a.source.kind === 'fish', kind: 'animal' },
  { pattern: /\b(animal|animals|tracks|footprints|paw|wildlife|critter|critters|creature)\b/i, animals: () => true, kind: 'animal' },
  { pattern: /\b(trail|path|hike|walk|loop|route|marker)\b/i, kind: 'trail' },
]

const emptyScene = (): Scene => ({ kind: 'trail', trail: null, animal: null, feature: null, rangerHere: false, inCave: false })

/** What a choice points at, as far as the park's names and a few keywords tell. */
export function readChoice(c: Ctx, choice: string): Scene | null {
  const scene = emptyScene()
  const trail = firstByPosition(choice, c.w.trails)
  const animal = firstByPosition(choice, c.w.animals)
  const place = firstByPosition(choice, c.w.features)
  scene.trail = trail
  scene.animal = animal
  scene.feature = place
  if (/\branger\b/i.test(choice)) {
    scene.kind = 'ranger'
    scene.rangerHere = true
    return scene
  }
  if (trail) scene.kind = 'trail'
  else if (animal) scene.kind = 'animal'
  else if (place) scene.kind = 'feature'
  if (trail || animal || place) return scene
  for (const group of WORD_GROUPS) {
    if (!group.pattern.test(choice)) continue
    if (group.kind === 'ranger') {
      scene.kind = 'ranger'
      scene.rangerHere = true
      return scene
    }
    if (group.types) {
      const features = freshFirst(
        c,
        c.w.features.filter((f) => group.types?.includes(f.type) && (f.type !== 'cave' || f.enterable)),
      )
      if (features.length) {
        scene.kind = 'feature'
        scene.feature = features[0]
        return scene
      }
    }
    if (group.animals) {
      const animals = freshFirst(
        c,
        c.w.watchable.filter((a) => isSightable(a) && group.animals?.(a)),
      )
      if (animals.length) {
        scene.kind = 'animal'
        scene.animal = animals[0]
        return scene
      }
    }
    if (group.kind === 'trail') {
      scene.kind = 'trail'
      return scene
    }
  }
  if (GOAL_CHOICE_WORDS.test(choice)) {
    scene.kind = 'goal'
    return scene
  }
  return null
}

/** The scene of a chapter: from the choice when it names something, else a fresh place for the beat. */
export function planScene(c: Ctx, choice: string | null, beat: 'arrival' | 'discovery' | 'challenge' | 'ending'): Scene {
  const fromChoice = choice ? readChoice(c, choice) : null
  const scene = fromChoice ?? emptyScene()
  if (!fromChoice) {
    const kinds: SceneKind[] = beat === 'challenge' ? ['trail', 'trail', 'feature'] : beat === 'discovery' ? ['animal', 'feature', 'trail'] : ['feature', 'animal']
    scene.kind = c.rng.pick(kinds)
  }
  if (scene.kind === 'goal') {
    scene.forGoal = true
    scene.kind = beat === 'challenge' ? 'trail' : c.rng.pick(['feature', 'animal', 'trail'] as SceneKind[])
  }
  if (scene.kind === 'trail' && !scene.trail) {
    // A fresh trail, and better one that does not lead back to a place the story has been.
    const trails = freshFirst(c, c.w.trails)
    const leadsSomewhereNew = (t: TrailInfo) => !c.w.features.some((f) => trailLeadsTo(t, f) && (f.keys.some((k) => wasMentioned(c, k)) || c.reserved.has(f)))
    scene.trail = trails.find((t) => !t.keys.some((k) => wasMentioned(c, k)) && leadsSomewhereNew(t)) ?? trails[0] ?? null
  }
  if (scene.kind === 'animal' && !scene.animal) scene.animal = freshFirst(c, c.w.watchable.filter(isSightable))[0] ?? null
  if (scene.kind === 'animal' && !scene.animal) scene.kind = 'feature'
  if (scene.kind === 'feature' && !scene.feature)
    scene.feature =
      freshFirst(
        c,
        c.w.features.filter((f) => f.type !== 'cave' || f.enterable),
      )[0] ?? null
  if (scene.kind === 'ranger' && !scene.animal && !scene.feature) {
    if (c.rng.chance(0.5)) scene.feature = freshFirst(c, c.w.features)[0] ?? null
    else scene.animal = freshFirst(c, c.w.watchable.filter(isSightable))[0] ?? null
  }
  if (scene.animal && !isSightable(scene.animal) && scene.kind === 'animal') {
    // Hidden animals (rattlesnakes, crocodiles) are learned about from the ranger instead.
    scene.kind = 'ranger'
    scene.rangerHere = true
  }
  scene.inCave = scene.feature?.type === 'cave' && scene.feature.enterable && scene.kind !== 'ranger'
  for (const item of [scene.trail, scene.animal, scene.feature]) if (item) feature(c, item)
  return scene
}

// ---------------------------------------------------------------------------------------------
// Features

/** A sentence that brings the explorers to a feature, suited to what kind of place it is. */
export function approachFeature(c: Ctx, f: FeatureInfo): string {
  const ref = f.ref
  const y = c.young
  const falls = /falls|waterfall/i.test(`${f.name} ${f.source.description}`)
  const lines: [string, string][] = []
  const add = (key: string, line: string) => lines.push([key, line])
  switch (f.type) {
    case 'rock':
      add('looked up at', y ? `They stood and looked up at ${ref}.` : `They stood for a long moment and looked up at ${ref}.`)
      add('came into view', y ? `Then they saw ${ref}!` : `They walked on until ${ref} came into view.`)
      break
    case 'canyon':
      add('safe spot to look', y ? `They found a safe spot to look at ${ref}.` : `They found a safe spot, well back from any edge, to look at ${ref}.`)
      add('came into view', y ? `Then they saw ${ref}!` : `They walked on until ${ref} came into view.`)
      break
    case 'overlook':
      add('walked out to', y ? `They walked out to ${ref}.` : `They walked out to ${ref} and looked out at the land spread below.`)
      break
    case 'peak':
      add('gaze up at', y ? `They looked up at ${ref}. It was so big!` : `They stopped to gaze up at ${ref}.`)
      add('could see', y ? `They could see ${ref}.` : `From a wide, open spot, they could see ${ref}.`)
      break
    case 'water':
      if (falls) add('heard', y ? `They heard ${ref} before they saw it. Whoosh!` : `They heard ${ref} before they saw it: a steady, rushing roar.`)
      add('good spot to look', y ? `They found a good spot to look at ${ref}.` : `They found a good spot to look out at ${ref}.`)
      break
    case 'coast':
      add('across the water', y ? `They looked out across the water at ${ref}.` : `They looked out across the sparkling water toward ${ref}.`)
      break
    case 'geyser':
      add('stayed on the', y ? `They stayed on the path and looked at ${ref}.` : `They stayed on the path, as every visitor must near hot water, and looked at ${ref}.`)
      break
    case 'volcano':
      add('looked out', y ? `They looked out at ${ref}.` : `They looked out over ${ref}, quiet with wonder.`)
      break
    case 'ice':
      add('could see', y ? `Far away, they could see ${ref}.` : `Far off, they could see ${ref}, shining in the light.`)
      break
    case 'dune':
      add('looked out across', y ? `They looked out at ${ref}.` : `They looked out across ${ref}, all smooth curves and ripples.`)
      break
    case 'cave':
      if (!f.enterable)
        add(
          'could not go inside',
          y ? `They could not go inside ${ref}, but they learned all about it.` : `Visitors cannot simply wander into ${ref}, but they learned all about it.`,
        )
      else if (/\bcaves?\b/i.test(f.name))
        add('into', y ? `They walked carefully into ${ref}. It was cool inside.` : `They followed the path carefully into ${ref}, where the air was cool and still.`)
      else add('through the cave', y ? `They walked carefully through the cave to ${ref}.` : `They followed the path carefully through the cool, quiet cave to ${ref}.`)
      break
    case 'layer':
      add('where they could see', y ? `They stopped where they could see ${ref}.` : `They stopped at a spot where they could see ${ref} clearly.`)
      add('looked closely', y ? `They looked closely at ${ref}.` : `They took a good, long look at ${ref}.`)
      break
    case 'history':
      add('careful not to touch', y ? `They looked at ${ref}. They did not touch anything.` : `They stopped to look at ${ref}, careful not to touch anything.`)
      break
    default:
      add('came to', y ? `Next, they came to ${ref}.` : `Next, they came to ${ref}.`)
      add('visited', y ? `They visited ${ref}.` : `After that, they visited ${ref}.`)
  }
  return pickKeyed(c, lines)
}

/** What a scene gives a chapter: `core` must be told; `extras` can fill a longer chapter. */
export interface SceneText {
  /** How they got there, when the scene is not a trail walk itself. */
  lead?: string
  core: string[]
  extras: string[]
}

const SOFT_MOMENTS = (c: Ctx) => [
  `${c.hero.name} took a deep breath and tried to remember every detail.`,
  'For a while, nobody said anything at all. Some places are too wonderful for words.',
  `${c.side.name} sat very still, just looking.`,
  `${c.hero.name} wished the moment could last a little longer.`,
  'It was the kind of sight that makes you feel very small and very lucky at the same time.',
]

/** Things a feature might look like to a child's imagination, by kind of place. */
const LOOKS_LIKE: Record<FeatureType, string[]> = {
  rock: ['a giant stone doorway', 'a castle from a storybook', 'a sleeping dragon', 'a pile of giant building blocks'],
  canyon: ["a giant's cake, sliced open to show every layer", 'a hallway built for giants', 'the biggest crack in the world'],
  peak: ['a giant asleep under a blanket', 'a castle in the clouds', 'the back of an enormous dinosaur'],
  water: ['a mirror for the sky', 'a sparkly ribbon somebody dropped', "a giant's bathtub"],
  coast: ['a castle standing in the sea', 'a ship that forgot to sail away'],
  ice: ['a frozen river in no hurry at all', "a giant's slushy"],
  volcano: ["a giant's soup bowl", 'a dragon taking a very long nap'],
  geyser: ['a teakettle as big as a house', 'the earth breathing out'],
  dune: ['waves that forgot to move', 'the biggest sandbox in the world'],
  overlook: ['the whole world laid out like a map', 'a painting that goes on forever'],
  cave: ['the inside of a giant seashell', 'a castle under the ground'],
  history: ['a tiny stone city', 'a village from a storybook'],
  layer: ["a page in a giant's book", "a stripe on a giant's layer cake"],
  place: ['somewhere from a storybook', 'another planet'],
}

/** A short, playful exchange about a feature. */
function featureTalk(c: Ctx, f: FeatureInfo): string {
  const H = c.hero.name
  const S = c.side.name
  const looks = c.rng.shuffle(LOOKS_LIKE[f.type] ?? LOOKS_LIKE.place)
  const reply = pickCatchphrase(c, 'hero')
  if (c.young)
    return pickFresh(c, [`"It looks like ${looks[0]}!" said ${S}. ${H} laughed. "It does!"`, `"What does it look like?" asked ${H}. "${capitalize(looks[0])}!" said ${S}.`])
  const lines = [
    para(`"It looks like ${looks[0]}," ${S} said.`, looks[1] ? `${H} tilted ${c.hero.their} head. "Or maybe ${looks[1]}!"` : `${H} laughed. "It really does!"`, reply),
    para(`"What do you think it looks like?" ${H} asked.`, `${S} thought hard. "${capitalize(looks[0])}," ${S} decided, and they both giggled.`, reply),
  ]
  if (f.type !== 'history')
    lines.push(para(`"How long do you think it has been here?" ${S} asked.`, `"A very, very long time," ${H} said. "Much longer than anyone can remember."`, reply))
  return pickFresh(c, lines)
}

function featureParagraphs(c: Ctx, f: FeatureInfo): SceneText {
  const H = c.hero.name
  const details = c.young ? [] : featureDetails(c, f)
  const core = [para(approachFeature(c, f), f.about, c.older ? pickFresh(c, details) : '')]
  const wow = sidekickWow(c)
  if (c.young) core.push(para(pick(c, [`"Wow!" said ${H}.`, `"I love it here!" said ${H}.`, `${H} clapped. "So cool!"`]), wow))
  else core.push(para(pick(c, [...traitLines(c.hero, 'wonder'), ...habitLines(c.hero, 'look')]), wow, c.older ? pickCatchphrase(c, 'hero') : ''))
  const extras = [featureTalk(c, f)]
  if (!c.young) {
    extras.unshift(para(pickFresh(c, details), pickFresh(c, details), pickFresh(c, SOFT_MOMENTS(c))))
    extras.push(
      para(
        pickFresh(c, sceneryFor(c, false, { kind: 'feature', trail: null, animal: null, feature: f, rangerHere: false, inCave: f.type === 'cave' && f.enterable })),
        pickFresh(c, SOFT_MOMENTS(c)),
      ),
    )
  }
  return { core, extras }
}

/** Trail names that promise water along the way. */
const WET_TRAIL = /beach|lake|river|falls|creek|bay|shore|ocean|coast|pond|spring|harbor|cove|point|dam|key|island|riverfront|jetty|slough|anhinga|boardwalk|cascade/i

/** Scenery that suits a kind of place, so a crater scene does not get a line about waves. */
const TYPE_SCENERY: Partial<Record<FeatureType, Scenery[]>> = {
  rock: ['arches', 'hoodoos', 'mesa', 'desert', 'canyon', 'peaks', 'badlands', 'cactus', 'forest'],
  canyon: ['canyon', 'gorge', 'river', 'desert', 'forest', 'badlands'],
  peak: ['peaks', 'snowy-peaks', 'forest', 'tundra', 'glacier'],
  water: ['lake', 'river', 'waterfall', 'coast', 'forest', 'swamp', 'fjord'],
  coast: ['coast', 'island', 'reef', 'fjord', 'lake'],
  ice: ['glacier', 'snowy-peaks', 'fjord', 'tundra'],
  volcano: ['volcano', 'lava', 'peaks', 'snowy-peaks'],
  geyser: ['geyser', 'hot-springs', 'forest'],
  dune: ['dunes', 'desert', 'snowy-peaks', 'lake'],
  overlook: ['canyon', 'gorge', 'peaks', 'mesa', 'desert', 'forest', 'prairie', 'badlands', 'swamp'],
  history: ['mesa', 'canyon', 'desert', 'island', 'river', 'arches'],
  layer: ['canyon', 'gorge', 'desert'],
}

/** The park's scenery lines for a scene, with the hero's name filled in. */
export function sceneryFor(c: Ctx, young = c.young, scene: Scene | null = null): string[] {
  let tags: Scenery[] = c.w.scenery
  const type = scene?.feature?.type
  const WET: Scenery[] = ['lake', 'river', 'waterfall', 'coast', 'reef', 'island', 'fjord']
  if (scene?.inCave) tags = c.w.scenery.filter((t) => t === 'caves')
  else if (scene?.kind === 'trail' && scene.trail && !WET_TRAIL.test(scene.trail.source.name)) {
    const dry = c.w.scenery.filter((t) => !WET.includes(t))
    if (dry.length) tags = dry
  } else if (type && TYPE_SCENERY[type]) {
    const fitting = c.w.scenery.filter((t) => TYPE_SCENERY[type]?.includes(t))
    if (fitting.length) tags = fitting
  } else if (scene?.animal && livesInWater(scene.animal)) {
    const wet = c.w.scenery.filter((t) => ['lake', 'river', 'waterfall', 'coast', 'reef', 'island', 'fjord', 'swamp'].includes(t))
    if (wet.length) tags = wet
  }
  return sceneryLines(tags, young, c.w.builtArch).map((line) => line.replace(/\{H\}/g, c.hero.name).replace(/\{their\}/g, c.hero.their))
}

// ---------------------------------------------------------------------------------------------
// Animals

/** A paragraph about watching an animal from a safe distance. `how` notes what the choice asked for. */
export function animalParagraph(c: Ctx, a: AnimalInfo, how: { tracks?: boolean; listen?: boolean; leaving?: boolean } = {}): string {
  const H = c.hero.name
  const sighting = pick(c, sightingLines(a, c.young, H))
  const gloss = a.gloss ? `${capitalize(withArticle(a.name))} is ${withArticle(a.gloss)}.` : ''
  const hoofOrPaw = ['hoofed', 'wild-dog', 'small-mammal', 'ground-bird', 'turtle'].includes(a.group)
  const tracks =
    how.tracks && hoofOrPaw
      ? c.young
        ? `They found tracks in the dirt. Who made them?`
        : `First they found tracks pressed into a soft patch of dirt, and followed them with their eyes, not their feet.`
      : ''
  const call = how.listen && a.call ? (c.young ? `They heard it first: "${a.call.noise}"` : `They heard it before they saw it: "${a.call.noise}"`) : ''
  if (a.group === 'shy-hunter') {
    // Only tracks: the animal itself stays far away, as it should.
    const safe = c.young
      ? ['They did not follow the tracks. Some animals like to be left alone.', 'That was close enough! They went the other way.']
      : [
          'That was as close as anyone needed to get. Some animals are best admired from very, very far away.',
          `${H} was happy to see just the tracks. Animals like this need lots and lots of space.`,
          'They did not follow the tracks. Instead, they stayed together on the trail and talked in cheerful voices, the way rangers recommend.',
        ]
    return para(sighting, gloss, pick(c, safe))
  }
  if (c.young) return para(tracks, call, sighting, gloss, pick(c, SAFE_WATCHING_YOUNG))
  const habit = c.rng.chance(0.6) ? pickFresh(c, habitLines(c.hero, 'look')) : ''
  // Some sightings already end with the animal leaving.
  const leftAlready = /gone|out of sight|darted|slipped|dove|bounded away|raced|dashed|zipped|flashed past|flew by|glided|paddled/.test(sighting)
  return para(tracks, call, habit, sighting, gloss, pick(c, SAFE_WATCHING(c)), how.leaving && !leftAlready ? departure(a) : '')
}

const SAFE_WATCHING_YOUNG = [
  'They watched from far away.',
  'They stayed far back and were very quiet.',
  'Wild animals need space, so they did not go close.',
  'They did not go close. Wild animals like their space.',
]

const SAFE_WATCHING = (c: Ctx) => [
  'They watched from far away, the way you should always watch wild animals.',
  'Nobody moved any closer. Wild animals need their space, and watching from a distance is the best way to see them.',
  `${c.hero.name} remembered the most important park rule: never feed or follow wild animals.`,
  'They kept very still and very quiet, so it would not be disturbed.',
  `"Let's give it plenty of space," ${c.hero.name} whispered, and everyone nodded.`,
]

const ANIMAL_GUESSES = [
  'Probably lunch',
  'Maybe it is wondering who we are',
  'I bet it is thinking about a nap',
  'Maybe it is looking for its friends',
  'Where to find the best snack, I bet',
]

function animalTalk(c: Ctx, a: AnimalInfo): string {
  const H = c.hero.name
  const S = c.side.name
  const guess = c.rng.pick(ANIMAL_GUESSES)
  if (c.young) return pickFresh(c, [`"What is it thinking about?" asked ${S}. "${guess}!" said ${H}.`, `"Hello, ${a.name}," whispered ${S}. "We will not bother you."`])
  return pickFresh(c, [
    para(`"What do you think it's thinking about?" ${S} whispered.`, `"${guess}," ${H} whispered back, and they both tried very hard not to giggle.`),
    para(`"It doesn't even know we're here," ${H} whispered.`, `"That's how it should be," ${S} whispered back. "We're the visitors. This is its home."`),
    para(`${S} leaned close to ${H}. "I wonder what its day is like," ${S} said softly.`, `"Busy, I bet," ${H} said. "Finding food, staying safe, resting in the shade."`),
  ])
}

function animalParagraphs(c: Ctx, a: AnimalInfo, choice: string): SceneText {
  const H = c.hero.name
  const how = { tracks: /\btracks?\b|footprints|prints\b/i.test(choice), listen: /\b(listen|hear|call|song|sound)\b/i.test(choice), leaving: !c.young }
  const look = pick(c, lookLines(a, c.young))
  const core = [para(look, animalParagraph(c, a, how))]
  const wow = sidekickWow(c)
  core.push(
    c.young
      ? para(pick(c, [`"I will never forget that," said ${H}.`, `"Best day ever!" whispered ${H}.`, `${H} smiled a big smile.`]), wow)
      : para(pick(c, traitLines(c.hero, 'wonder')), wow, c.older ? pickCatchphrase(c, 'hero') : ''),
  )
  const extras = [animalTalk(c, a)]
  if (!c.young) {
    const catchphrase = pickCatchphrase(c, 'side')
    if (catchphrase) extras.push(para(catchphrase, pick(c, [`${H} laughed.`, `${H} smiled.`, `${H} grinned at ${c.side.name}.`])))
  }
  return { core, extras }
}

// ---------------------------------------------------------------------------------------------
// Getting there

/** How they travel to a scene that is not itself a trail. */
export function journeyParagraph(c: Ctx): string {
  const H = c.hero.name
  const S = c.side.name
  const moved = c.rng.pick(c.side.moves)
  const moving = c.rng.pick(c.side.moving)
  const scenery = pickFresh(c, sceneryFor(c))
  if (c.young)
    return para(
      pickKeyed(c, [
        ['Off they went', `Off they went! ${S} ${moved} along beside ${H}.`],
        ['walked and walked', `They walked and walked. ${S} ${moved} ahead.`],
        ['held hands', `They set off together, happy and ready.`],
      ]),
      scenery,
    )
  return para(
    pickKeyed(c, [
      ['winding path', `They followed a winding path, with ${S} ${moving} ahead and then back again to make sure everyone was keeping up.`],
      ['short walk', 'It was a short walk, and every step of it was interesting.'],
      ['in front', `They set off together, ${H} in front and ${S} ${moving} close behind.`],
      ['led the way', `${S} led the way, ${moving} happily along the path.`],
    ]),
    scenery,
    c.older ? pickFresh(c, [...habitLines(c.hero, 'way'), ...styleBank(c.side).moments(c.side, c.hero)]) : '',
  )
}

// ---------------------------------------------------------------------------------------------
// Trails

/** "the Delicate Arch Trail" leads to "Delicate Arch": the trail's name says so. */
export function trailLeadsTo(trail: TrailInfo, f: FeatureInfo) {
  const name = trail.source.name.toLowerCase()
  return f.keys.some((key) => {
    const k = escapeRegExp(key.replace(/^the /, ''))
    return (
      new RegExp(`^(the )?${k}( (summit|nature|observation tower|rim|overlook))? (trail|loop|path|walk|route|loop trail)\\b`).test(name) ||
      new RegExp(`\\bto (the )?${k}$`).test(name) ||
      name === key
    )
  })
}

export function trailIntro(c: Ctx, t: TrailInfo): string {
  const y = c.young
  const diff = difficultyWord(t, y)
  const Ref = t.Ref
  const lines: [string, string][] = []
  if (t.length === null) {
    return y
      ? `${Ref} is a wild route. There is no path to follow. They only went a little way, and they stayed close together.`
      : `${Ref} is a wild route with no set length and no path to follow, so they only explored the very start of it, staying close together.`
  }
  if (y) {
    const how = t.source.difficulty === 'easy' ? 'It is an easy trail.' : t.source.difficulty === 'moderate' ? 'It is a little bit tricky.' : 'It is a hard trail.'
    lines.push(['there and back', `${Ref} is ${t.length} there and back. ${how}`])
    lines.push(['The sign said', `The sign said ${t.ref} is ${t.length} there and back. ${how}`])
  } else {
    lines.push(['round trip', `${Ref} is ${withArticle(`${diff} ${t.lengthAdjective}`)} round trip.`])
    lines.push([
      'The sign at the start',
      `The sign at the start of ${t.ref} said it was ${t.length} round trip, and ${diff === 'easy' ? 'an easy one' : diff === 'moderate' ? 'a moderate one' : 'a challenging one'}.`,
    ])
  }
  const intro = pickKeyed(c, lines)
  if (t.long)
    return para(
      intro,
      y ? 'That is very long! So they only walked the first part.' : `That is a long way, so they only walked the first part of it, turning back in plenty of time.`,
    )
  return intro
}

function trailParagraphs(c: Ctx, t: TrailInfo, beat: string): SceneText {
  const S = c.side.name
  const moving = c.rng.pick(c.side.moving)
  const start = c.young
    ? pick(c, [`Off they went! ${S} ${c.rng.pick(c.side.moves)} ahead.`, `They started walking. ${S} ${c.rng.pick(c.side.moves)} along beside them.`])
    : pickKeyed(c, [
        ['filled their water bottles', `They filled their water bottles and set off, with ${S} ${moving} along beside them.`],
        ['tightened their shoelaces', 'They checked their water, tightened their shoelaces and set off.'],
        ['trailhead sign', `${S} ${c.rng.pick(c.side.moves)} ahead to the trailhead sign and waited, practically bouncing.`],
      ])
  const core = [para(start, trailIntro(c, t), pick(c, sceneryFor(c, c.young, { kind: 'trail', trail: t, animal: null, feature: null, rangerHere: false, inCave: false })))]
  const extras: string[] = []
  const destination = c.w.features.find((f) => trailLeadsTo(t, f))
  // A place the story already described is not described word for word again.
  const revisit = destination !== undefined && c.previousText.includes(destination.about)
  if (destination && revisit) {
    core.push(
      c.young
        ? `At the end of the trail was ${destination.ref}. It was just as wonderful as they remembered!`
        : `At last, the trail brought them to ${destination.ref}. It was every bit as wonderful as they remembered, and from the trail it looked new all over again.`,
    )
  } else if (destination) {
    feature(c, destination)
    if (t.long)
      core.push(
        c.young
          ? para(`This trail goes all the way to ${destination.ref}.`, destination.about)
          : para(`The trail leads on toward ${destination.ref}, farther than they would go today, but a sign at the trailhead told them about it. ${destination.about}`),
      )
    else
      core.push(
        para(
          c.young ? `At the end of the trail was ${destination.ref}!` : `At last, the trail brought them to ${destination.ref}.`,
          destination.about,
          beat === 'challenge' ? '' : sidekickWow(c),
        ),
      )
  }
  // Water animals only along a watery trail, or in a park that is mostly water.
  const wetTrail = WET_TRAIL.test(t.source.name) || ['swamp', 'coast', 'island', 'reef', 'lake', 'river'].includes(c.w.scenery[0])
  const namesake = c.w.watchable.find((a) => isSightable(a) && a.group !== 'shy-hunter' && !c.reserved.has(a) && a.keys.some((k) => t.source.name.toLowerCase().includes(k)))
  const animal =
    namesake ??
    freshFirst(
      c,
      c.w.watchable.filter((a) => isSightable(a) && (wetTrail || !livesInWater(a)) && a.group !== 'shy-hunter'),
    )[0]
  if (animal) {
    const line = para(
      c.young
        ? 'On the way, they saw something.'
        : destination
          ? pickKeyed(c, [
              ['On the walk back', 'On the walk back, something caught their eye.'],
              ['On the way back', `On the way back, ${S} spotted something.`],
            ])
          : pickKeyed(c, [
              ['something moved', 'Halfway along, something moved.'],
              ['stopped and pointed', `Partway along, ${c.hero.name} stopped and pointed.`],
              ['spotted it first', `${S} spotted it first.`],
            ]),
      animalParagraph(c, animal),
    )
    feature(c, animal)
    if (!destination && beat !== 'challenge') core.push(line)
    else extras.push(line)
  }
  const trailTalk = c.young
    ? pickFresh(c, [`"Are we there yet?" asked ${S}. ${c.hero.name} laughed. "Not yet!"`, `${S} counted the steps. "One, two, three... a hundred!"`])
    : pickFresh(c, [
        para(`"Do you think anyone else has walked this exact path today?" ${S} asked.`, `"Lots of people," ${c.hero.name} said. "But nobody has walked it with us."`),
        para(`"How far have we come?" ${S} asked.`, `"Far enough to deserve a snack," ${c.hero.name} said with a grin.`),
        para(pick(c, styleBank(c.side).moments(c.side, c.hero)), pick(c, traitLines(c.hero, 'wonder'))),
      ])
  extras.push(trailTalk)
  return { core, extras }
}

// ---------------------------------------------------------------------------------------------
// The ranger

function rangerParagraphs(c: Ctx, scene: Scene): SceneText {
  const H = c.hero.name
  const R = c.ranger.title
  const r = c.ranger
  const meet = c.young
    ? pick(c, [`They found ${R} by the visitor center.`, `${R} was standing by the trail sign.`])
    : pickKeyed(c, [
        ['answering questions', `They found ${R} near the visitor center, answering questions with a big smile.`],
        ['binoculars around', `${R} was standing by a trail sign, binoculars around ${r.their} neck.`],
        ['ranger hat bobbing', `They spotted ${R}'s flat ranger hat bobbing along the path and hurried to catch up.`],
      ])
  const core: string[] = []
  const a = scene.animal
  const f = scene.feature
  if (f) {
    const ask = c.young ? `"Can you tell us about ${f.ref}?" asked ${H}.` : say(`Can you tell us about ${f.ref}?`, `${H} asked`)
    const answer = f.spoken ? (c.young ? `"Yes!" said ${R}. "${f.spoken}"` : `"Of course," ${R} said. "${f.spoken}"`) : `${R} was happy to tell them all about it. ${f.about}`
    core.push(para(meet, ask, answer))
    core.push(
      c.young
        ? para(sidekickWow(c), pick(c, [`"Thank you!" said ${H}.`, `"Wow! Thank you!" said ${H}.`, `${H} smiled. "I want to see it!"`]))
        : para(pick(c, traitLines(c.hero, 'wonder')), pick(c, [say('Thank you! Now I really want to see it', `${H} said`), say('That is amazing. Thank you', `${H} said`)])),
    )
  } else if (a) {
    const ask = c.young ? `"Can you tell us about ${a.the}?" asked ${H}.` : say(`What can you tell us about ${a.the}?`, `${H} asked`)
    const answer = isSightable(a)
      ? a.group === 'shy-hunter'
        ? `"${capitalize(a.the)} is shy and usually stays far away from people," ${r.they} said. "If you ever see one, stay far back and let it be. Often the only sign of one is its tracks."`
        : `"${capitalize(withArticle(a.name))} lives here in the park," ${r.they} said. "If you're lucky, you may see one. Just remember to watch from far away and never feed it."`
      : `"${capitalize(withArticle(a.name))} lives here too," ${r.they} said. "It's one of the animals we leave well alone. If you ever see one, back away slowly and give it lots of room."`
    core.push(para(meet, ask, answer))
    if (isSightable(a) && a.group !== 'shy-hunter' && !c.reserved.has(a))
      core.push(para(c.young ? 'Later, they saw one!' : 'Not long after, they got lucky.', animalParagraph(c, a)))
  } else {
    core.push(para(meet, c.young ? `"Hello, explorers!" said ${R}.` : `"Hello again, explorers!" ${R} said. "How is the adventure going?"`))
  }
  const extras = c.young
    ? [pickFresh(c, [`${R} smiled. "You are great explorers!"`])]
    : [
        pickFresh(c, [
          para(`"Do you ever get tired of being a ranger?" ${H} asked.`, `${R} laughed. "Never. Every single day out here is different."`),
          para(`"How did you become a ranger?" ${H} asked.`, `"I loved parks when I was your age," ${R} said. "I never stopped exploring."`),
          para(pick(c, traitLines(c.hero, 'wonder')), `${R} laughed. "You two are great explorers."`),
        ]),
      ]
  return { core, extras }
}

// ---------------------------------------------------------------------------------------------

/** The paragraphs of a scene. */
export function sceneParagraphs(c: Ctx, scene: Scene, beat: string): SceneText {
  const choice = c.req.choice ?? ''
  if (scene.kind === 'ranger') return rangerParagraphs(c, scene)
  if (scene.kind === 'animal' && scene.animal) {
    const parts = animalParagraphs(c, scene.animal, choice)
    if (scene.feature) parts.core.unshift(para(approachFeature(c, scene.feature), scene.feature.about))
    else parts.lead = journeyParagraph(c)
    return parts
  }
  if (scene.kind === 'feature' && scene.feature) return { ...featureParagraphs(c, scene.feature), lead: journeyParagraph(c) }
  if (scene.trail) return trailParagraphs(c, scene.trail, beat)
  return { ...featureParagraphs(c, freshFirst(c, c.w.features)[0] ?? c.w.features[0]), lead: journeyParagraph(c) }
}

/** The sidekick's reaction to something wonderful, preferring one the story has not used yet. */
export function sidekickWow(c: Ctx): string {
  const S = c.side.name
  return (
    pickFresh(c, styleBank(c.side).wows(c.side, c.hero)) || pick(c, [`${S} ${c.side.sounded} happily.`, `${S} ${c.side.sounded} with delight.`, `${S} could not stop smiling.`])
  )
}

/** A catchphrase of the hero or sidekick that the story has not used yet, as dialogue. */
export function pickCatchphrase(c: Ctx, who: 'hero' | 'side'): string {
  const lines = who === 'hero' ? c.hero.catchphrases : c.side.catchphrases
  const fresh = lines.filter((line) => catchphraseFits(c, line) && !c.previousText.includes(line.replace(/[.!?]$/, '')) && !c.used.has(line))
  if (!fresh.length) return ''
  const line = c.rng.pick(fresh)
  c.used.add(line)
  if (who === 'hero') return say(line, `${c.hero.name} ${c.rng.pick(['said', 'called out', 'said with a grin'])}`)
  const adverb = c.rng.pick(styleBank(c.side).adverbs)
  return c.rng.chance(0.5) ? say(line, `${c.side.name} ${c.side.sounded} ${adverb}`) : say(line, `${c.side.name} said ${adverb}`)
}

/** Some catchphrases name things (mud, a river, a canyon, a sunset): say them only where those fit. */
function catchphraseFits(c: Ctx, line: string): boolean {
  const text = line.toLowerCase()
  const tags = c.w.scenery as string[]
  const anyTag = (...wanted: string[]) => wanted.some((t) => tags.includes(t))
  if (/\bmud/.test(text)) return anyTag('swamp', 'forest', 'river', 'waterfall', 'prairie', 'badlands')
  if (/\briver\b/.test(text)) return c.w.hasWater
  if (/\bcanyon\b/.test(text)) return anyTag('canyon', 'gorge')
  if (/\b(tree|forest)\b/.test(text)) return anyTag('forest', 'giant-trees', 'swamp')
  if (/sunset|stars/.test(text)) return c.req.isFinal
  if (/woodpecker/.test(text)) return c.w.animals.some((a) => /woodpecker/i.test(a.name))
  return true
}
