/**
 * Puts a chapter together: the beat (arrival, discovery, challenge, ending), the scene the child's
 * choice leads to, the goal's progress, one or two catalogue facts and the three options, then fits
 * the paragraphs to the word range of the child's age band.
 */
import type { FactTopic } from '~/data/park-types'
import type { ChapterRequest, WrittenChapter } from '../writer'
import { habitLines, styleBank, traitLines } from './cast'
import { chooseChallenge } from './challenges'
import { createCtx, feature, freshFirst, pick, pickFresh, pickKeyed, storyOwnText, wasMentioned, WORD_RANGES, type Ctx } from './context'
import { chooseFacts, factParagraph, factReaction, TOPIC_LESSONS } from './facts'
import { chooseGoal, goalHook, goalLesson, goalProgress, goalResolution, storyTitle, type Goal } from './goals'
import { celebration, goalThought, sceneReflection, timeOfDay, trailMoments, youngMoments } from './moments'
import { makeOptions } from './options'
import type { ParkWords } from './park-words'
import { animalParagraph, pickCatchphrase, planScene, sceneParagraphs, sceneryFor, type Scene } from './scenes'
import { capitalize, countWords, joinList, lowerFirst, para } from './text'
import { isSightable, livesInWater } from './wildlife'

interface Block {
  text: string
  required: boolean
  /** Optional blocks with a lower priority are added first. */
  priority: number
  /** A required block that may still go when the chapter runs over its length. */
  trim?: boolean
  /** Extra paragraphs for a short chapter go just before this block. */
  fillBefore?: boolean
  /** A shorter way to say the same, for a chapter that runs long. */
  shorter?: string
}

const must = (text: string): Block => ({ text, required: true, priority: 0 })

const may = (text: string, priority: number): Block => ({ text, required: false, priority })
const mustUnlessLong = (text: string): Block => ({ text, required: true, priority: 0, trim: true })
const anchor = (block: Block): Block => ({ ...block, fillBefore: true })

type Beat = 'arrival' | 'discovery' | 'challenge' | 'ending'

/** Words that start a choice that is not an instruction ("The secret waterfall!", "What is that?"). */
const NOT_A_VERB = new Set(
  'the a an my our your this that these those his her their its some every no one what where why how who which when maybe i we you it there here and or but if'.split(' '),
)

function chapterBeat(c: Ctx): Beat {
  if (c.req.isFinal) return 'ending'
  if (c.chapterNumber <= 1) return 'arrival'
  return c.chapterNumber % 2 === 0 ? 'discovery' : 'challenge'
}

// ---------------------------------------------------------------------------------------------
// Openings and closings

function arrivalOpening(c: Ctx): string {
  const H = c.hero.name
  const h = c.hero
  const name = c.w.park.name
  const weather = c.rng.pick(['sunny', 'clear', 'crisp', 'bright', 'cool', 'golden', 'breezy', 'quiet', 'warm', 'beautiful', 'sparkling'])
  const openers = c.young
    ? [
        `${H} arrived at ${name}.`,
        `It was a ${weather} morning. ${H} was at ${name}!`,
        `Hooray! ${H} was at ${name} at last.`,
        `${H} jumped out of the car at ${name}.`,
        `Good morning, ${name}! ${H} was here.`,
        `Today was a big day. ${H} was visiting ${name}!`,
      ]
    : [
        `It was a ${weather} morning when ${H} arrived at ${name}.`,
        `The sun was just climbing into the sky when ${H} reached the entrance of ${name}.`,
        `${H} had been looking forward to this day for weeks: a real adventure at ${name}!`,
        `${H} pressed ${h.their} nose to the car window as the road curved into ${name}.`,
        `On a ${weather} morning, ${H} stood beside the big wooden sign of ${name}, grinning from ear to ear.`,
        `"We're here!" ${H} said, hopping out at the visitor center of ${name}.`,
        `A ${c.rng.pick(['gentle', 'cool', 'fresh'])} breeze welcomed ${H} to ${name}.`,
        `Early in the morning, before the trails got busy, ${H} arrived at ${name}.`,
        `${H} stepped out into the ${weather} morning air at ${name} and smiled.`,
        `The first thing ${H} noticed at ${name} was how fresh the air smelled.`,
        `At last, after a long drive, ${H} arrived at ${name}.`,
      ]
  const by = c.w.arrivesBy
  // No road in: no cars, car windows, parking lots or ranger trucks.
  const roadless = (line: string) => !/\bcar\b|road|parking|truck|long drive|trails got busy/i.test(line)
  const remoteOpeners =
    by && by !== 'a long journey'
      ? [...openers.filter(roadless), c.young ? `${H} came to ${name} by ${by}!` : `${H} arrived at ${name} by ${by}, nose pressed to the window the whole way.`]
      : openers.filter(roadless)
  const sentences = c.w.park.description.split(/(?<=[.!?])\s+/)
  const description = c.young ? sentences[0] : c.band === 'middle' ? sentences.slice(0, 2).join(' ') : c.w.park.description
  const scenery = sceneryFor(c).filter((line) => !/\b(they|their|them)\b/i.test(line))
  const feeling = c.young
    ? [
        `${H} felt so happy.`,
        `${H} could not wait to explore.`,
        `${H} gave a little skip.`,
        `What would ${h.they} find today?`,
        `${H} smiled a big smile.`,
        'It was going to be a great day.',
      ]
    : [
        `${H} could hardly wait to start exploring.`,
        `${H} took a deep breath of fresh air and grinned.`,
        `Somewhere out there, an adventure was waiting.`,
        `${H} had a feeling that today would be a day to remember.`,
        `Everything about the place seemed to say, "Come and explore!"`,
        `${H}'s heart gave a happy little skip.`,
        `It was the perfect day for an adventure.`,
        `${H} wanted to see absolutely everything.`,
      ]
  const detail = c.young
    ? [
        'Birds were singing.',
        'The sky was bright.',
        'Families were getting ready to hike.',
        'A big map showed all the trails.',
        'The visitor center was just opening.',
        'The air smelled fresh.',
      ]
    : [
        'Families were lacing up their boots in the parking lot.',
        'A few early hikers were already setting off, water bottles swinging.',
        'The visitor center doors were just opening for the day.',
        'A flag fluttered in the breeze above the visitor center.',
        'Somewhere nearby, a bird was singing its morning song.',
        'A big map near the entrance showed trails winding in every direction.',
        'The parking lot was still quiet, and the air felt fresh and new.',
        'A ranger truck rolled slowly past, and the driver gave a friendly wave.',
      ]
  return para(c.rng.pick(by ? remoteOpeners : openers), description, c.rng.pick(by ? detail.filter(roadless) : detail), pick(c, scenery), c.rng.pick(feeling))
}

function heroIntro(c: Ctx): string {
  const catchphrase = pickCatchphrase(c, 'hero')
  if (c.young) return para(c.hero.summary, catchphrase)
  const habit = c.hero.habits.length ? pick(c, habitLines(c.hero)) : pick(c, traitLines(c.hero, 'wonder'))
  return para(c.hero.summary, catchphrase, habit)
}

function sidekickMeeting(c: Ctx): string {
  const H = c.hero.name
  const h = c.hero
  const s = c.side
  const move = c.rng.pick(s.moves)
  const catchphrase = pickCatchphrase(c, 'side')
  if (c.young) return para(`${H} met ${h.their} friend ${s.name}. ${s.name} is ${s.intro}.`, `${s.name} ${s.sounded} hello!`, catchphrase)
  const lines = [
    `Waiting beside the park sign was ${s.name}, ${s.intro} and ${H}'s best adventure buddy. ${s.name} ${s.sounded} happily and ${move} over to say hello.`,
    `${H} was not exploring alone. ${s.name}, ${s.intro}, ${move} up beside ${h.them}, ready for a brand-new adventure.`,
    `"There you are!" ${H} laughed, as ${s.name}, ${s.intro}, ${move} out from behind the visitor center sign.`,
  ]
  return para(c.rng.pick(lines), catchphrase || pick(c, styleBank(s).moments(s, c.hero)))
}

/** A choice that reads as an instruction ("Follow the elk tracks") becomes "decided to follow the elk tracks". */
function choicePhrase(c: Ctx, choice: string) {
  const clean = choice.trim().replace(/[.!?]+$/, '')
  const first = clean.split(/\s+/)[0] ?? ''
  const names = [c.hero.name, c.side.name].map((n) => n.toLowerCase())
  const imperative = /^[\p{L}]+$/u.test(first) && !NOT_A_VERB.has(first.toLowerCase()) && !names.includes(first.toLowerCase()) && !choice.trim().endsWith('?')
  return { clean, phrase: lowerFirst(clean), imperative }
}

/** The first paragraph of chapter 2 onward: the hero acts on the child's choice. */
function choiceOpening(c: Ctx, choice: string | null, final: boolean): string {
  const H = c.hero.name
  const S = c.side.name
  const lead = final
    ? c.young
      ? 'It was time for one last adventure.'
      : pick(c, ['The afternoon was wearing on, so this would be their last adventure of the day.', 'There was time for one more adventure before the day was done.'])
    : ''
  if (!choice || !choice.trim()) {
    return para(lead, c.young ? `${H} and ${S} went on with their adventure.` : `${H} and ${S} set off again, eager to see what the park would show them next.`)
  }
  const { clean, phrase, imperative } = choicePhrase(c, choice)
  const reaction = c.young
    ? pick(c, [`"Good idea!" said ${S}.`, `${S} ${c.side.sounded} happily.`, `"Yes!" said ${S}.`])
    : pickCatchphrase(c, 'side') ||
      pick(c, [`${S} ${c.side.sounded} ${c.rng.pick(styleBank(c.side).adverbs)}.`, `"Great idea!" ${S} said.`, `${S} nodded eagerly.`, `"Ooh, yes!" ${S} said.`])
  if (!imperative) return para(lead, c.young ? `${H} made a choice: ${clean}.` : `${H} thought for a moment and made a choice: ${clean}.`, reaction)
  const decisions: [string, string][] = c.young
    ? [
        ['wanted to', `${H} wanted to ${phrase}.`],
        ["Let's", `"Let's ${phrase}!" said ${H}.`],
        ['chose to', `${H} and ${S} chose to ${phrase}.`],
      ]
    : [
        ['decided to', `${H} decided to ${phrase}.`],
        ["Let's", `"Let's ${phrase}," ${H} said.`],
        ['did not take long to decide', `It did not take long to decide. ${H} wanted to ${phrase}, and ${S} agreed at once.`],
        ['We should', `"We should ${phrase}," ${S} said, and ${H} nodded.`],
        ['chose to', `${H} and ${S} chose to ${phrase}.`],
      ]
  const decision = pickKeyed(c, decisions)
  // "It did not take long" and "We should" already carry the sidekick's reaction.
  const needsReaction = !/agreed at once|nodded/.test(decision)
  const plan = c.young
    ? ''
    : pickKeyed(c, [
        ['packed up their things', 'They packed up their things, checked their water and set off.'],
        ['happy flutter', `${H} felt a happy flutter of excitement.`],
        ['perfect plan', 'It felt like the perfect plan.'],
        ['side by side', 'Off they went, side by side.'],
        ['could not wait', `${H} could not wait to get going.`],
      ])
  return para(lead, decision, needsReaction ? reaction : '', plan)
}

function closing(c: Ctx, beat: Beat): string {
  const H = c.hero.name
  const S = c.side.name
  if (beat === 'arrival') {
    return c.young
      ? pickKeyed(c, [
          ['go first', 'Where should they go first?'],
          ['about to begin', `${H} and ${S} were ready. The adventure was about to begin!`],
        ])
      : pickKeyed(c, [
          ['about to begin', `The adventure was about to begin. ${H} looked at the park map, full of trail names and tiny pictures. Where should they start?`],
          ['Where should we start', `${S} ${c.side.sounded}. "Where should we start?" ${H} thought about it. There were so many wonderful choices.`],
          ['first step', `${H} took a deep breath of fresh air. Every great adventure starts with a first step. But which way?`],
        ])
  }
  return c.young
    ? pickKeyed(c, [
        ['do next', 'What should they do next?'],
        ['Where to now', `"Where to now?" asked ${S}.`],
        ['next adventure', `${H} smiled. What would the next adventure be?`],
        ['Which way', `${S} ${c.side.sounded}. Which way should they go now?`],
      ])
    : pickKeyed(c, [
        ['so many places', `${H} looked around. There were still so many places to explore. Where should they go next?`],
        ['What should we do next', `${S} ${c.side.sounded} and looked up at ${H}. "What should we do next?"`],
        ['far from over', `The adventure was far from over. ${H} took a deep breath and wondered what to do next.`],
        ['plenty of day left', `There was still plenty of day left for exploring. But which way should they go?`],
        ['Where to now', `"Where to now?" ${S} asked. ${H} smiled. Every path held something new.`],
        ['studied the park map', `They sat down on a rock and studied the park map together. So many choices!`],
      ])
}

// ---------------------------------------------------------------------------------------------
// Optional color

const AMBIENCE = [
  'A breeze carried the smell of warm earth and growing things.',
  'Somewhere far off, a bird called, and another one answered.',
  'Clouds drifted slowly overhead, and their shadows slid across the land.',
  'The light shifted as they walked, turning everything from silver to gold.',
  'Their footsteps made a soft, steady rhythm on the path.',
  'Every now and then they stopped, just to look and listen.',
  'The air felt fresh and clean, the kind of air that makes you want to breathe deeply.',
  'Everything seemed to shimmer in the bright, clear light.',
  'A little lizard of a cloud drifted across the sun and then let it shine again.',
  'Somewhere nearby, insects hummed a busy, buzzing song.',
  'The world felt enormous and peaceful, all at once.',
  'It was so quiet that they could hear their own hearts beating, slow and happy.',
]

const YOUNG_AMBIENCE = ['The sun felt warm.', 'A soft wind blew.', 'Birds sang nearby.', 'Everything was quiet and calm.', 'The sky was big and bright.']

const CAVE_AMBIENCE = [
  'Somewhere in the dark, water dripped slowly: plink, plink, plink.',
  'The cool air smelled of damp stone.',
  'Their voices sounded small and soft in the quiet of the cave.',
  'Shadows stretched and shrank as they moved along the lit path.',
]

/** A few lines of scenery and mood; empty when the story has used them all. */
function colorBlock(c: Ctx, scene: Scene | null): string {
  if (scene?.inCave) return para(pickFresh(c, CAVE_AMBIENCE), pickFresh(c, CAVE_AMBIENCE))
  if (c.young) return para(pickFresh(c, sceneryFor(c, true, scene)), pickFresh(c, YOUNG_AMBIENCE))
  const scenery = pickFresh(c, sceneryFor(c, false, scene))
  return para(scenery, pickFresh(c, AMBIENCE), c.older || !scenery ? pickFresh(c, AMBIENCE) : '')
}

function banterBlock(c: Ctx): string {
  const hero = pickCatchphrase(c, 'hero')
  const side = pickCatchphrase(c, 'side')
  const moment = hero && side ? '' : pickFresh(c, styleBank(c.side).moments(c.side, c.hero))
  if (!hero && !side) return moment ? para(moment, pickFresh(c, traitLines(c.hero, 'wonder'))) : ''
  return para(moment, hero, side)
}

function momentBlock(c: Ctx): string {
  const moment = pickFresh(c, styleBank(c.side).moments(c.side, c.hero))
  if (!moment) return ''
  const habit = pickFresh(c, habitLines(c.hero, 'any'))
  return para(moment, habit || pickFresh(c, traitLines(c.hero, 'wonder')))
}

/** Young readers: a small, happy beat between the sidekick and the hero. */
function youngMoment(c: Ctx): string {
  return pickFresh(c, youngMoments(c))
}

/** Another animal spotted along the way, from a safe distance. */
function wildlifeBlock(c: Ctx, scene: Scene | null): string {
  // Water animals only by the water; and an animal the story already showed is not shown again.
  const wet = scene !== null && (scene.feature?.type === 'water' || scene.feature?.type === 'coast' || (scene.animal !== null && livesInWater(scene.animal)))
  const animal = freshFirst(
    c,
    c.w.watchable.filter((a) => isSightable(a) && a.group !== 'shy-hunter' && a !== scene?.animal && (wet || !livesInWater(a)) && !scene?.inCave),
  )[0]
  if (!animal || animal.keys.some((k) => c.featured.has(k) || wasMentioned(c, k))) return ''
  feature(c, animal)
  const lead = c.young
    ? pickFresh(c, ['Look! What was that?', `${c.side.name} saw something.`, 'Then they saw something new.'])
    : pickKeyed(c, [
        ['Along the way', `Along the way, ${c.side.name} spotted something.`],
        ['caught their eye', 'A little later, something else caught their eye.'],
        ['whispered and pointed', `${c.hero.name} whispered and pointed.`],
        ['another surprise', 'The park had another surprise for them.'],
      ])
  return para(lead, animalParagraph(c, animal, { leaving: !c.young }))
}

/** In a long story, an animal from earlier comes back into view. */
function wildlifeAgain(c: Ctx, scene: Scene | null): string {
  const wet = scene !== null && (scene.feature?.type === 'water' || scene.feature?.type === 'coast' || (scene.animal !== null && livesInWater(scene.animal)))
  const animal = c.rng.shuffle(
    c.w.watchable.filter(
      (a) => isSightable(a) && a.group !== 'shy-hunter' && a !== scene?.animal && (wet || !livesInWater(a)) && !c.reserved.has(a) && !a.keys.some((k) => c.featured.has(k)),
    ),
  )[0]
  if (!animal || scene?.inCave) return ''
  feature(c, animal)
  const leads = c.young
    ? [`They saw ${animal.a} again!`, `Hello again, ${animal.name}!`, `There was ${animal.a} once more.`]
    : [
        `Once again, they spotted ${animal.a}. It was just as wonderful the second time.`,
        `"Look, an old friend!" ${c.side.name} whispered. It was ${animal.a} again.`,
        `${c.hero.name} smiled. ${capitalize(animal.a)} had turned up once more.`,
        `They had seen ${animal.a} before, but it still made them stop and stare.`,
      ]
  return para(pickFresh(c, leads) || c.rng.pick(leads), animalParagraph(c, animal, { leaving: !c.young }))
}

/** Things from earlier chapters, as short phrases: "seeing the kit fox", "Delicate Arch". */
function memories(c: Ctx): string[] {
  const text = storyOwnText(c)
  const seen = c.w.watchable.filter((a) => isSightable(a) && a.group !== 'shy-hunter' && a.keys.some((k) => text.includes(k))).map((a) => `seeing ${a.the}`)
  const places = c.w.features.filter((f) => f.keys.some((k) => text.includes(k))).map((f) => f.ref)
  const walks = c.w.trails.filter((t) => t.keys.some((k) => text.includes(k))).map((t) => `walking ${t.ref}`)
  return [...seen, ...places, ...walks]
}

/** The hero and sidekick remember earlier moments of the story. */
function memoryBlock(c: Ctx): string {
  const all = c.rng.shuffle(memories(c))
  if (all.length === 0) return ''
  const H = c.hero.name
  const S = c.side.name
  const [x, y, z] = all
  const lines = c.young
    ? [`"I liked ${x} best," said ${H}.`, `"Remember ${x}?" asked ${S}. ${H} nodded. "That was fun!"`]
    : [
        para(`"What has been your favorite part so far?" ${S} asked.`, `${H} thought about it. "${capitalize(x)}," ${c.hero.they} decided. "But ask me again in an hour!"`),
        para(`"Remember ${x}?" ${S} said with a happy sigh.`, `"I'll never forget it," ${H} said.`),
        ...(y && z ? [`As they walked, ${H} and ${S} took turns naming the best things they had seen so far: ${x}, ${y} and ${z}.`] : []),
      ]
  return pickFresh(c, lines)
}

/** A page of the park guide about a place they have not seen yet. */
function guideBlock(c: Ctx, scene: Scene | null): string {
  const place = freshFirst(
    c,
    c.w.features.filter((f) => f !== scene?.feature),
  )[0]
  if (!place || c.featured.has(place.keys[0])) return ''
  feature(c, place)
  const H = c.hero.name
  if (c.young) return para(`${H} looked at a picture of ${place.ref} in the park guide.`, place.about, `"Can we go there too?" asked ${c.side.name}.`)
  return para(
    pickKeyed(c, [
      ['park guide', `While they rested, ${H} flipped through the park guide and found a page about ${place.ref}.`],
      ['map showed', `The park map showed ${place.ref} too, with a little picture beside it.`],
    ]),
    place.about,
    pickKeyed(c, [
      ['another day', `"Maybe we can see it another day," ${H} said.`],
      ['on our list', `"That goes on our list," ${c.side.name} said.`],
    ]),
  )
}

/** More to read when a chapter is still short of its age band's length: park first, then color. */
function fillers(c: Ctx, scene: Scene | null): (() => string)[] {
  const focus = scene?.feature?.ref ?? scene?.animal?.the ?? scene?.trail?.ref ?? ''
  if (c.young)
    return [
      () => youngMoment(c),
      () => wildlifeBlock(c, scene),
      () => (focus ? sceneReflection(c, focus) : ''),
      () => youngMoment(c),
      () => colorBlock(c, scene),
      () => guideBlock(c, scene),
      () => sceneReflection(c, focus || c.w.short, true),
      () => wildlifeAgain(c, scene),
      () => memoryBlock(c),
    ]
  const moments = () => trailMoments(c, !scene?.inCave)
  return [
    () => wildlifeBlock(c, scene),
    () => para(focus ? sceneReflection(c, focus) : '', pickFresh(c, moments())),
    () => guideBlock(c, scene),
    () => para(momentBlock(c), colorBlock(c, scene)),
    () => pickFresh(c, moments()),
    () => wildlifeBlock(c, scene),
    () => para(sceneReflection(c, focus || c.w.short, true), pickFresh(c, moments())),
    () => wildlifeAgain(c, scene),
    () => memoryBlock(c),
    () => para(momentBlock(c), colorBlock(c, scene)),
    () => memoryBlock(c),
  ]
}

// ---------------------------------------------------------------------------------------------
// Facts

function factBlocks(c: Ctx, prefer: FactTopic[], rangerHere: boolean, secondPriority: number): Block[] {
  const [first, second] = chooseFacts(c, 2, prefer)
  const blocks: Block[] = []
  if (first) {
    const told = factParagraph(c, first, { rangerHere })
    const retold = c.previousText.includes(first.text)
    blocks.push(
      must(
        para(
          told,
          c.young ? '' : retold ? pick(c, [`${c.side.name} nodded. It was still amazing.`, 'Some facts are too good to tell only once.']) : factReaction(c, told.endsWith('"')),
        ),
      ),
    )
  }
  // A second fact only when it is new to the story; a park's facts are not endless.
  const isNew = second && !c.previousText.includes(second.text)
  if (second && isNew && c.older) blocks.push(must(factParagraph(c, second, { rangerHere })))
  else if (second && isNew && !c.young) blocks.push(may(factParagraph(c, second, { rangerHere }), secondPriority))
  return blocks
}

const TOPICS_FOR_SCENE: Record<string, FactTopic[]> = {
  animal: ['animals', 'plants'],
  feature: ['geology', 'record'],
  trail: ['location', 'weather', 'plants', 'record'],
  ranger: ['history', 'people', 'animals'],
  goal: ['record', 'location'],
}

// ---------------------------------------------------------------------------------------------
// Beats

interface Plan {
  blocks: Block[]
  scene: Scene
}

function arrivalBlocks(c: Ctx, goal: Goal): Plan {
  const scene = planScene(c, null, 'arrival')
  const blocks: Block[] = [must(arrivalOpening(c)), mustUnlessLong(heroIntro(c)), must(sidekickMeeting(c))]
  for (const hook of goalHook(c, goal)) blocks.push(must(hook))
  blocks.push(...factBlocks(c, ['location', 'history', 'record'], true, 1))
  const animal = c.rng.shuffle(c.w.watchable.filter(isSightable)).find((a) => a.group !== 'shy-hunter' && !c.reserved.has(a))
  if (animal) {
    feature(c, animal)
    const lead = c.young ? 'Look! What was that?' : pick(c, ['On their way to the trailhead, something caught their eye.', `${c.side.name} spotted it first.`])
    blocks.push(may(para(lead, animalParagraph(c, animal)), 2))
  }
  if (c.young) blocks.push(may(youngMoment(c), 3))
  else blocks.push(may(banterBlock(c), 3), may(colorBlock(c, null), 4))
  blocks.push(anchor(must(closing(c, 'arrival'))))
  return { blocks, scene }
}

function middleBlocks(c: Ctx, goal: Goal, beat: Beat): Plan {
  const choice = c.req.choice
  const scene = planScene(c, choice, beat)
  const parts = sceneParagraphs(c, scene, beat)
  const blocks: Block[] = [must(choiceOpening(c, choice, false))]
  // The time of day opens the next paragraph; a picnic lunch gets a paragraph of its own.
  const time = timeOfDay(c)
  const ownParagraph = countWords(time) > 15
  if (ownParagraph) blocks.push(may(time, c.young ? 4 : 0))
  const challenge = beat === 'challenge' ? chooseChallenge(c, { trail: scene.trail, animal: pickTrailAnimal(c, scene), inCave: scene.inCave }) : null
  // A challenge comes on the way: after the walk there, or after the first stretch of a trail.
  const sequence = parts.lead ? [parts.lead, ...parts.core] : parts.core
  if (scene.forGoal && sequence.length) sequence[0] = para(goalBridge(c, goal), sequence[0])
  // With the ranger, the challenge comes on the way to find them, before the talk.
  const challengeAfter = scene.kind === 'ranger' ? -1 : 0
  if (challenge && challengeAfter < 0) blocks.push(must(para(ownParagraph ? '' : time, challenge[0])), must(challenge[1]))
  sequence.forEach((core, i) => {
    blocks.push(must(i === 0 && !ownParagraph && !(challenge && challengeAfter < 0) ? para(time, core) : core))
    if (challenge && i === challengeAfter) blocks.push(must(challenge[0]), must(challenge[1]))
  })
  // The scene's own extras and some color come first; then the goal, the facts and the closing.
  parts.extras.forEach((extra, i) => blocks.push(may(extra, 2 + i)))
  if (c.young) blocks.push(may(youngMoment(c), 3), may(colorBlock(c, scene), 4))
  else
    blocks.push(may(pickFresh(c, trailMoments(c, !scene.inCave)), 3), may(wildlifeBlock(c, scene), 3), may(momentBlock(c), 4), may(banterBlock(c), 5), may(colorBlock(c, scene), 6))
  blocks.push(anchor(must(goalProgress(c, goal, scene.animal))))
  if (!c.young) blocks.push(may(goalThought(c, goal.kind, goal.animal ? goal.animal.a : 'it'), 2))
  blocks.push(...factBlocks(c, TOPICS_FOR_SCENE[scene.kind] ?? [], scene.rangerHere, 1))
  blocks.push(must(closing(c, beat)))
  return { blocks, scene }
}

/** When the child chose the goal itself ("Keep looking for the hat"), how that leads to the scene. */
function goalBridge(c: Ctx, goal: Goal): string {
  const lines: Record<Goal['kind'], string[]> = {
    journal: ['The journal could be anywhere, so they decided to look somewhere new.', 'Maybe the journal was waiting somewhere they had not looked yet.'],
    sound: ['Maybe the mystery sound would come again somewhere new.', 'They decided to go where the sound might be.'],
    map: ["They followed the map's dotted line to the next little picture.", 'The map pointed the way.'],
    count: ['A new spot might mean new animals for the count.', 'They headed somewhere new to look for animals.'],
    badge: ['The next task was waiting.', 'They set off to work on the booklet.'],
    hat: ['Maybe the wind had carried the hat somewhere new.', 'They decided to look for the hat somewhere they had not been yet.'],
  }
  return pick(c, lines[goal.kind])
}

/** A big, calm animal that might stand in the trail, for the "animal in the way" challenge. */
function pickTrailAnimal(c: Ctx, scene: Scene) {
  const calm = (a: { group: string }) => ['hoofed', 'turtle', 'ground-bird'].includes(a.group)
  if (scene.animal && calm(scene.animal)) return scene.animal
  return c.rng.shuffle(c.w.watchable.filter((a) => calm(a) && !c.reserved.has(a)))[0] ?? null
}

function lookBack(c: Ctx, goal: Goal, text: string, brief = false): string {
  if (brief) return para(`${c.hero.name} thought about everything ${c.hero.they} had learned that day.`, `Best of all, ${c.hero.they} had learned ${goalLesson(goal)}.`)
  const H = c.hero.name
  const h = c.hero
  const topics = [...new Set(c.w.park.facts.filter((f) => c.previousText.includes(f.text) || text.includes(f.text)).map((f) => TOPIC_LESSONS[f.topic]))].slice(0, 3)
  // What they did comes from the story itself, not from the facts and descriptions they read.
  let now = text.toLowerCase()
  for (const fact of c.w.park.facts) now = now.split(fact.text.toLowerCase()).join(' ')
  for (const f of c.w.features) now = now.split(f.source.description.toLowerCase()).join(' ')
  const lower = `${storyOwnText(c)}\n\n${now}`
  const trail = c.w.trails.find((t) => t.keys.some((k) => lower.includes(k)))
  const place = c.w.features.find((f) => f.keys.some((k) => lower.includes(k)))
  // An animal counts as watched only where a paragraph shows it being watched.
  const watching = lower.split(/\n\n+/).filter((p) => /far away|watch|spotted|distance|space|tracks/.test(p))
  const animal = c.w.watchable.find((a) => isSightable(a) && a.keys.some((k) => watching.some((p) => p.includes(k))))
  const watched = animal ? (animal.group === 'shy-hunter' ? `found the tracks of ${animal.a}` : `watched ${animal.a}`) : ''
  const did = [trail ? `explored ${trail.ref}` : '', place ? `learned about ${place.ref}` : '', watched].filter(Boolean)
  const They = h.They
  const fewer = did.filter((x) => x.length < 40).slice(0, 2)
  if (c.young)
    return para(
      `${H} thought about the day.`,
      fewer.length ? `${They} had ${joinList(fewer)}.` : '',
      topics.length ? `${They} had learned about ${topics[0]}.` : '',
      `Best of all, ${h.they} had learned ${goalLesson(goal)}.`,
    )
  return para(
    `On the way back, ${H} thought about everything ${h.they} had seen and learned.`,
    did.length ? `${They} had ${joinList(did)}.` : '',
    topics.length ? `${They} had learned about ${joinList(topics)}.` : '',
    `And most of all, ${h.they} had learned ${goalLesson(goal)}.`,
  )
}

function ending(c: Ctx): string {
  const H = c.hero.name
  const S = c.side.name
  if (c.young)
    return pickKeyed(c, [
      ['walked back', `The sun went down. ${H} and ${S} walked back, tired and happy. "What a great day!" said ${H}. "Let's come back soon," said ${S}.`],
      ['best day', `${H} gave ${S} a big hug. "This was the best day," said ${H}. ${S} ${c.side.sounded} happily.`],
    ])
  const first = pickKeyed(c, [
    [
      'sank lower',
      `As the sun sank lower and the sky turned soft shades of pink and gold, ${H} and ${S} walked slowly back toward the park entrance. It had been a day full of wonders.`,
    ],
    [
      'one last look',
      `${H} turned for one last look at ${c.w.short}. "Thank you for a wonderful day," ${c.hero.they} whispered, and ${S} ${c.side.sounded} softly, as if saying the same thing.`,
    ],
  ])
  const last = pickCatchphrase(c, 'side')
  return para(first, last || `"Same time next adventure?" ${S} asked.`, `${H} laughed. "Definitely." And ${c.hero.they} smiled all the way home.`)
}

/** The ranger says goodbye. */
function farewell(c: Ctx): string {
  const H = c.hero.name
  const R = c.ranger.title
  const r = c.ranger
  return pickFresh(c, [
    para(
      `${R} shook ${H}'s hand, and then, very politely, ${c.side.name}'s.`,
      `"Come back anytime," ${r.they} said. "The park will be here, and there will always be more to discover."`,
    ),
    para(
      `"You two were wonderful explorers today," ${R} said.`,
      `"You were careful, you were kind to the animals, and you kept your eyes open. That's exactly how to visit a park."`,
    ),
  ])
}

function endingBlocks(c: Ctx, goal: Goal): Plan {
  const choice = c.req.choice
  const onlyChapter = c.chapterNumber <= 1
  const scene = planScene(c, choice, 'ending')
  const blocks: Block[] = []
  if (onlyChapter) {
    // A one-chapter story: arrive, set up the goal and solve it in one go.
    blocks.push(must(arrivalOpening(c)), must(sidekickMeeting(c)))
    for (const hook of goalHook(c, goal)) blocks.push(must(hook))
  } else if (scene.forGoal) {
    // The child chose the goal itself: straight on to the ending.
    blocks.push(must(choiceOpening(c, choice, true)))
  } else {
    blocks.push(must(choiceOpening(c, choice, true)))
    const parts = sceneParagraphs(c, scene, 'ending')
    if (parts.lead) blocks.push(c.young ? may(parts.lead, 1) : mustUnlessLong(parts.lead))
    parts.core.forEach((core, i) => blocks.push(i === 0 ? must(core) : i === 1 && !c.young ? mustUnlessLong(core) : may(core, 2)))
    parts.extras.forEach((extra) => blocks.push(may(extra, 4)))
  }
  const transitions: Record<Goal['kind'], string> = {
    journal: goal.feature?.reachable ? `There was just one place left to look: ${goal.feature.ref}.` : 'There was just one place left to look.',
    sound: c.young ? 'But what about the mystery sound?' : 'And there was still one mystery left to solve.',
    map: c.young ? 'Then they followed the map one more time.' : 'Then it was time to follow the map to the gold star.',
    count: c.young ? 'The Critter Count list was almost full.' : 'The light was turning golden, and the Critter Count card was nearly full.',
    badge: c.young ? 'There were still Junior Ranger tasks to do.' : 'There were still Junior Ranger tasks to finish before the visitor center closed.',
    hat: goal.feature?.reachable ? `After that, they headed to ${goal.feature.ref}.` : 'After that, they headed back to the visitor center.',
  }
  const alreadyThere = goal.feature !== null && goal.kind !== 'sound' && goal.kind !== 'count' && goal.feature.keys.some((k) => c.featured.has(k))
  blocks.push(
    mustUnlessLong(alreadyThere ? (c.young ? 'And that was the perfect place to be.' : 'As it turned out, they were exactly where they needed to be.') : transitions[goal.kind]),
  )
  goalResolution(c, goal).forEach((resolution, i) => blocks.push(i > 0 && c.young ? mustUnlessLong(resolution) : must(resolution)))
  if (!c.young) blocks.push(may(celebration(c), 1), may(farewell(c), 2))
  blocks.push(...factBlocks(c, [], true, 2))
  if (c.young) blocks.push(may(youngMoment(c), 3))
  else blocks.push(may(banterBlock(c), 3), may(colorBlock(c, null), 5))
  blocks.push({ text: '', required: true, priority: -1, fillBefore: true }) // the look back, written once the rest is known
  blocks.push(must(ending(c)), must('The End.'))
  return { blocks, scene }
}

// ---------------------------------------------------------------------------------------------
// Length

/**
 * Keeps every required block and adds optional ones, lowest priority first, aiming inside the
 * range; if the chapter is still short, more color goes in before the closing paragraph.
 */
function fit(c: Ctx, blocks: Block[], range: [number, number], scene: Scene | null): Block[] {
  const [min, max] = range
  const words = (b: Block) => countWords(b.text)
  let total = blocks.filter((b) => b.required).reduce((sum, b) => sum + words(b), 0)
  const target = min + (max - min) * (0.3 + c.rng.next() * 0.3)
  const chosen = new Set<Block>(blocks.filter((b) => b.required))
  const optional = blocks.filter((b) => !b.required && b.text.trim()).sort((a, b) => a.priority - b.priority)
  for (const block of optional) {
    if (total >= target) break
    if (total + words(block) > max - 5) continue
    chosen.add(block)
    total += words(block)
  }
  const kept = blocks.filter((b) => chosen.has(b))
  // Over the range with only required blocks: say some things more briefly, then let the ones that may go, go.
  for (const [i, block] of kept.entries()) {
    if (total <= max) break
    if (block.shorter === undefined) continue
    total -= words(block) - countWords(block.shorter)
    kept[i] = { ...block, text: block.shorter }
  }
  for (const block of kept.filter((b) => b.trim).reverse()) {
    if (total <= max) break
    kept.splice(kept.indexOf(block), 1)
    total -= words(block)
  }
  // Still short: more of the park goes in, before the anchor block (or the closing paragraph).
  const told = new Set([...c.previousParagraphs, ...kept.map((b) => b.text.trim())])
  for (let round = 0; round < 6 && total < min; round++) {
    for (const write of fillers(c, scene)) {
      if (total >= min) break
      const extra = write()
      const n = countWords(extra)
      if (!n || told.has(extra) || total + n > max - 5) continue
      const at = kept.findIndex((b) => b.fillBefore)
      kept.splice(at >= 0 ? at : kept.length - 1, 0, may(extra, 9))
      told.add(extra)
      total += n
    }
  }
  return kept
}

const ONWARD = [
  'And so the adventure went on.',
  'There was still so much to see.',
  'It was turning into a wonderful day.',
  'Every moment brought something new.',
  'The park was full of surprises.',
  'Step by step, the adventure grew.',
  'What a day it was turning out to be!',
  'Nobody wanted this day to end.',
]

/**
 * No paragraph may repeat one told earlier in the story or in this chapter: a repeated optional
 * paragraph is left out, and a repeated required one gets a fresh line added so it reads anew.
 */
function withoutRepeats(c: Ctx, blocks: Block[]): Block[] {
  const seen = new Set(c.previousParagraphs)
  const result: Block[] = []
  for (const block of blocks) {
    let text = block.text.trim()
    if (!text) {
      if (block.required) result.push(block)
      continue
    }
    if (seen.has(text)) {
      if (!block.required) continue
      const extra = c.young ? pickFresh(c, YOUNG_AMBIENCE) || youngMoment(c) : pickFresh(c, AMBIENCE) || momentBlock(c)
      const candidates = [extra, ...ONWARD].filter(Boolean).map((line) => para(text, line))
      text = candidates.find((candidate) => !seen.has(candidate)) ?? para(text, `That was chapter ${c.chapterNumber} of the adventure.`)
    }
    seen.add(text)
    result.push({ ...block, text })
  }
  return result
}

// ---------------------------------------------------------------------------------------------

function writeOnce(req: ChapterRequest, w: ParkWords): WrittenChapter {
  const c = createCtx(req, w, 0)
  const goal = chooseGoal(c)
  // The goal's animal and place are kept for the ending; other scenes and options go elsewhere.
  if (goal.animal && goal.kind !== 'journal') c.reserved.add(goal.animal)
  if (goal.feature && goal.kind !== 'count' && goal.kind !== 'sound') c.reserved.add(goal.feature)
  const beat = chapterBeat(c)
  const { blocks, scene } = beat === 'arrival' ? arrivalBlocks(c, goal) : beat === 'ending' ? endingBlocks(c, goal) : middleBlocks(c, goal, beat)
  const [min, max] = WORD_RANGES[c.band]
  const lookBackIndex = blocks.findIndex((b) => b.priority === -1)
  if (lookBackIndex >= 0) {
    // Only what is surely told (required blocks) counts in the look back.
    const told = blocks
      .filter((b) => b.required)
      .map((b) => b.text)
      .join('\n\n')
    blocks[lookBackIndex] = { ...anchor(must(lookBack(c, goal, told))), shorter: lookBack(c, goal, told, true) }
  }
  const local = blocks.map((b) => ({ ...b, text: localize(c, b.text), shorter: b.shorter === undefined ? undefined : localize(c, b.shorter) }))
  const kept = fit(c, withoutRepeats(c, local), [min, max], scene)
  const paragraphs = kept.map((b) => localize(c, b.text.trim())).filter(Boolean)
  const text = paragraphs.join('\n\n')
  const facts = w.park.facts.filter((f) => text.includes(f.text)).map((f) => f.text)
  const options = req.isFinal ? [] : makeOptions(c, goal, scene)
  const title = req.chapterNumber === 1 ? storyTitle(c, goal) : null
  return { title, text, facts, options }
}

/** In a park with no road in, the rangers' base is a ranger station; catalogue facts stay word for word. */
function localize(c: Ctx, text: string): string {
  if (!c.w.arrivesBy) return text
  const kept = c.w.park.facts.map((f) => f.text).filter((fact) => text.includes(fact))
  let out = text
  kept.forEach((fact, i) => (out = out.split(fact).join(`\u0000${i}\u0000`)))
  out = out.replace(/visitor center/g, 'ranger station')
  kept.forEach((fact, i) => (out = out.split(`\u0000${i}\u0000`).join(fact)))
  return out
}

/** Writes a chapter. The same request always gives the same chapter. */
export function composeChapter(req: ChapterRequest, w: ParkWords): WrittenChapter {
  return writeOnce(req, w)
}
