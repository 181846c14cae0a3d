/**
 * The people and animals of a story: the hero (the chosen character), the sidekick and a park
 * ranger. Their lines are built from the character's traits, catchphrases and personality, and from
 * the sidekick's story style, species and sound, so each pair reads differently.
 */
import type { Character } from '~/data/characters'
import type { Sidekick } from '~/data/sidekicks'
import type { Random } from './random'
import { capitalize, ingOfSound, pastOfSound, withArticle } from './text'

export interface Hero {
  name: string
  they: string
  They: string
  them: string
  their: string
  Their: string
  themselves: string
  /** "was" or "were" */
  was: string
  /** "has" or "have" */
  has: string
  traits: string[]
  catchphrases: string[]
  /** The first sentence of the personality, which stands alone as a summary. */
  summary: string
  /** Things the character carries or does, found in the personality. */
  habits: { tag: HabitTag; line: (h: Hero) => string }[]
}

export interface Side {
  name: string
  species: string
  /** "a playful red fox" */
  intro: string
  /** The animal word for the shape: "fox", "owl". */
  noun: string
  style: string
  catchphrases: string[]
  /** "yipped" */
  sounded: string
  /** "yipping" */
  sounding: string
  moves: string[]
  /** The same moves with -ing: "trotting". */
  moving: string[]
  /** A small body movement: "Pip's ears perked up." */
  perk: string
  flies: boolean
}

export interface Ranger {
  name: string
  /** "Ranger Rosa" */
  title: string
  they: string
  their: string
  them: string
}

const PRONOUNS = {
  she: { they: 'she', them: 'her', their: 'her', themselves: 'herself', was: 'was', has: 'has' },
  he: { they: 'he', them: 'him', their: 'his', themselves: 'himself', was: 'was', has: 'has' },
  they: { they: 'they', them: 'them', their: 'their', themselves: 'themselves', was: 'were', has: 'have' },
}

/** When a habit fits: finding the way, looking closely, coping with a hard moment, or any time. */
export type HabitTag = 'way' | 'look' | 'cope' | 'any'

/** Things a character's personality says they carry or love doing, as things they do in a story. */
const HABITS: [RegExp, HabitTag, (h: Hero) => string][] = [
  [/\bmap\b/, 'way', (h) => `${h.name} unfolded ${h.their} park map and traced their route with one finger.`],
  [/\bmap\b/, 'way', (h) => `${h.name} checked ${h.their} map to be sure of the way.`],
  [/compass/, 'way', (h) => `${h.name} glanced at the compass on the string around ${h.their} neck.`],
  [/magnifying glass/, 'look', (h) => `${h.name} pulled out ${h.their} magnifying glass for a closer look.`],
  [/notebook full of questions/, 'look', (h) => `${h.name} wrote a brand-new question in ${h.their} notebook.`],
  [/notebook full of questions/, 'any', (h) => `${h.name} flipped open ${h.their} notebook of questions and added two more.`],
  [/sketch/, 'look', (h) => `${h.name} opened ${h.their} notebook and began to sketch as fast as ${h.their} pencil could go.`],
  [/sketch/, 'any', (h) => `${h.name} added a quick drawing to ${h.their} notebook.`],
  [/binoculars/, 'look', (h) => `${h.name} lifted ${h.their} binoculars.`],
  [/binoculars/, 'look', (h) => `${h.name} peered through ${h.their} binoculars.`],
  [/silly songs/, 'cope', (h) => `${h.name} made up a silly song about it on the spot, and soon everyone was singing along.`],
  [/silly songs/, 'any', (h) => `${h.name} hummed a silly made-up trail song.`],
  [/extra water/, 'cope', (h) => `${h.name} handed around the extra water ${h.they} had packed.`],
  [/extra water/, 'way', (h) => `${h.name} checked that everyone still had plenty of water.`],
  [/\bstring\b.*\btape\b/, 'cope', (h) => `${h.name} pulled a piece of string and a roll of tape from ${h.their} pocket, just in case.`],
  [/building things|inventor/, 'any', (h) => `${h.name} was already dreaming up a gadget to study it better.`],
  [/history|storyteller/, 'any', (h) => `${h.name} wondered who else had stood in this very spot long ago.`],
  [/history|storyteller/, 'look', (h) => `${h.name} was already turning the moment into a story to tell around the campfire.`],
  [/small things|tiny track/, 'look', (h) => `${h.name} crouched down to look at the tiny things everyone else walked right past.`],
  [/next bend/, 'way', (h) => `${h.name} could not wait to see what was around the next bend.`],
  [/bird/, 'any', (h) => `${h.name} stopped to listen for birdsong.`],
]

export function createHero(character: Character): Hero {
  const p = PRONOUNS[character.pronoun] ?? PRONOUNS.they
  const personality = character.personality.toLowerCase()
  const summary = character.personality.split(/(?<=[.!?])\s+/)[0] ?? ''
  const habits = HABITS.filter(([pattern]) => pattern.test(personality)).map(([, tag, line]) => ({ tag, line }))
  return {
    name: character.name,
    they: p.they,
    They: capitalize(p.they),
    them: p.them,
    their: p.their,
    Their: capitalize(p.their),
    themselves: p.themselves,
    was: p.was,
    has: p.has,
    traits: character.traits.map((t) => t.toLowerCase()),
    catchphrases: character.catchphrases,
    summary,
    habits,
  }
}

/** How each sidekick shape moves, as [past, -ing] pairs, and a small body movement. */
const SHAPES: Record<string, { moves: [string, string][]; perk: (name: string) => string; flies?: boolean }> = {
  fox: {
    moves: [
      ['trotted', 'trotting'],
      ['bounded', 'bounding'],
      ['scampered', 'scampering'],
    ],
    perk: (n) => `${n}'s ears perked up.`,
  },
  owl: {
    moves: [
      ['fluttered', 'fluttering'],
      ['swooped', 'swooping'],
      ['glided', 'gliding'],
    ],
    perk: (n) => `${n}'s feathers fluffed up.`,
    flies: true,
  },
  bear: {
    moves: [
      ['ambled', 'ambling'],
      ['padded', 'padding'],
      ['lumbered', 'lumbering'],
    ],
    perk: (n) => `${n}'s round ears twitched.`,
  },
  raccoon: {
    moves: [
      ['scurried', 'scurrying'],
      ['scampered', 'scampering'],
      ['padded', 'padding'],
    ],
    perk: (n) => `${n}'s striped tail swished.`,
  },
  otter: {
    moves: [
      ['slid', 'sliding'],
      ['wiggled', 'wiggling'],
      ['bounded', 'bounding'],
    ],
    perk: (n) => `${n}'s whiskers twitched.`,
  },
  rabbit: {
    moves: [
      ['hopped', 'hopping'],
      ['bounced', 'bouncing'],
      ['bounded', 'bounding'],
    ],
    perk: (n) => `${n}'s long ears stood straight up.`,
  },
  turtle: {
    moves: [
      ['plodded', 'plodding'],
      ['crept', 'creeping'],
      ['strolled', 'strolling'],
    ],
    perk: (n) => `${n} poked out a little farther from the shell.`,
  },
  eagle: {
    moves: [
      ['soared', 'soaring'],
      ['swooped', 'swooping'],
      ['glided', 'gliding'],
    ],
    perk: (n) => `${n}'s feathers ruffled.`,
    flies: true,
  },
  squirrel: {
    moves: [
      ['scampered', 'scampering'],
      ['zipped', 'zipping'],
      ['scurried', 'scurrying'],
    ],
    perk: (n) => `${n}'s bushy tail twitched.`,
  },
  deer: {
    moves: [
      ['stepped lightly', 'stepping lightly'],
      ['bounded', 'bounding'],
      ['pranced', 'prancing'],
    ],
    perk: (n) => `${n}'s big ears swiveled.`,
  },
}

export function createSide(sidekick: Sidekick): Side {
  const shape = SHAPES[sidekick.shape] ?? { moves: [['hurried', 'hurrying']], perk: (n: string) => `${n} looked up.` }
  const style = sidekick.storyStyle.trim().toLowerCase()
  return {
    name: sidekick.name,
    species: sidekick.species,
    intro: withArticle(`${style} ${sidekick.species}`),
    noun: sidekick.shape,
    style,
    catchphrases: sidekick.catchphrases,
    sounded: pastOfSound(sidekick.sound),
    sounding: ingOfSound(sidekick.sound),
    moves: shape.moves.map(([past]) => past),
    moving: shape.moves.map(([, ing]) => ing),
    perk: shape.perk(sidekick.name),
    flies: shape.flies ?? false,
  }
}

const RANGERS: [string, 'she' | 'he'][] = [
  ['Rosa', 'she'],
  ['Ben', 'he'],
  ['Lee', 'he'],
  ['Joy', 'she'],
  ['Omar', 'he'],
  ['Ana', 'she'],
  ['Theo', 'he'],
  ['Mei', 'she'],
  ['Luis', 'he'],
  ['Grace', 'she'],
  ['Nora', 'she'],
  ['Eli', 'he'],
  ['June', 'she'],
  ['Hank', 'he'],
  ['Ruth', 'she'],
  ['Diego', 'he'],
]

/** A ranger for the story; never one who shares a name with the child, the hero or the sidekick. */
export function createRanger(random: Random, avoid: string[], previousText: string): Ranger {
  const avoided = new Set(avoid.map((name) => name.trim().toLowerCase()))
  const allowed = RANGERS.filter(([name]) => !avoided.has(name.toLowerCase()))
  // A story keeps the ranger it started with, whatever the seed says now.
  const earlier = allowed.find(([name]) => previousText.includes(`Ranger ${name}`))
  const [name, pronoun] = earlier ?? random.pick(allowed)
  const p = PRONOUNS[pronoun]
  return { name, title: `Ranger ${name}`, they: p.they, their: p.their, them: p.them }
}

/** What a hero does because of one of their traits, when something is hard or when something is wonderful. */
const TRAITS: Record<string, { solve: ((h: Hero) => string)[]; wonder: ((h: Hero) => string)[] }> = {
  careful: {
    solve: [(h) => `${h.name} stopped and looked at everything carefully before taking another step.`, (h) => `"Let's go slowly and check each step," ${h.name} said.`],
    wonder: [(h) => `${h.name} looked carefully, taking in every detail.`, (h) => `${h.name} noticed how every little piece of it fit together.`],
  },
  organized: {
    solve: [(h) => `${h.name} made a quick plan: first a short rest, then a sip of water, then one step at a time.`],
    wonder: [
      (h) => `${h.name} added it to ${h.their} neat list of everything they had seen so far.`,
      (h) => `${h.name} made a mental note of exactly where they were, just in case.`,
    ],
  },
  encouraging: {
    solve: [(h) => `"You can do this, and I'm right here with you," ${h.name} said with a warm smile.`],
    wonder: [(h) => `"Great spotting, team!" ${h.name} cheered.`, (h) => `"Look at us go!" ${h.name} said warmly.`],
  },
  curious: {
    solve: [(h) => `Instead of feeling worried, ${h.name} got curious. "What can we learn from this?" ${h.they} asked.`],
    wonder: [(h) => `${h.name} leaned in, full of questions.`, (h) => `${h.name} had so many questions that ${h.they} did not know which one to ask first.`],
  },
  thoughtful: {
    solve: [(h) => `${h.name} thought about it quietly for a moment, and then ${h.they} had an idea.`],
    wonder: [(h) => `${h.name} was quiet for a while, thinking about how long this place had been here.`, (h) => `${h.name} thought about how lucky they were to be here at all.`],
  },
  patient: {
    solve: [(h) => `${h.name} did not rush. "Let's wait a moment and see what happens," ${h.they} said.`],
    wonder: [(h) => `${h.name} waited patiently, and the waiting was worth it.`, (h) => `${h.name} stayed still and let the moment unfold slowly.`],
  },
  funny: {
    solve: [(h) => `${h.name} pulled a silly face, and everyone burst out laughing. Suddenly the problem did not feel so big.`],
    wonder: [(h) => `${h.name} did a goofy little dance of joy.`, (h) => `${h.name} pretended to faint from amazement, then popped right back up, grinning.`],
  },
  energetic: {
    solve: [(h) => `"Come on, team, we've got this!" ${h.name} said, bouncing on ${h.their} toes.`],
    wonder: [(h) => `${h.name} could hardly stand still with excitement.`, (h) => `${h.name} bounced on ${h.their} toes with excitement.`],
  },
  'big-hearted': {
    solve: [(h) => `${h.name} made sure everyone felt okay before they went on.`],
    wonder: [(h) => `${h.name}'s heart felt as big as the sky.`, (h) => `${h.name} made sure everyone had the best spot to see.`],
  },
  creative: {
    solve: [(h) => `${h.name} had a creative idea: they would turn the hard part into a picture game, spotting shapes as they went.`],
    wonder: [(h) => `${h.name} tried to remember every color, to paint it later.`, (h) => `${h.name} imagined how it would look painted in bright colors.`],
  },
  observant: {
    solve: [(h) => `${h.name} noticed something the others had missed, and it showed them the way.`],
    wonder: [(h) => `${h.name} spotted tiny details that nobody else had noticed.`, (h) => `${h.name} pointed out a detail that nobody else had seen.`],
  },
  cheerful: {
    solve: [(h) => `${h.name} smiled. "Hard parts make the best stories later," ${h.they} said.`],
    wonder: [(h) => `${h.name} laughed out loud with happiness.`, (h) => `${h.name} beamed from ear to ear.`],
  },
  responsible: {
    solve: [(h) => `${h.name} made sure everyone had water, stayed on the trail and kept close together.`],
    wonder: [
      (h) => `${h.name} reminded everyone to stay on the trail so the plants nearby could keep growing.`,
      (h) => `${h.name} made sure everyone stayed on the path while they looked.`,
    ],
  },
  helpful: {
    solve: [(h) => `${h.name} held out a hand to help the others over the tricky part.`],
    wonder: [(h) => `${h.name} pointed so that everyone could see.`, (h) => `${h.name} helped everyone find the best place to stand and look.`],
  },
  brave: {
    solve: [(h) => `${h.name} took a deep breath. Being brave, ${h.they} knew, also meant being careful.`],
    wonder: [(h) => `${h.name} stood tall and took it all in.`, (h) => `${h.name} felt brave and happy, all at the same time.`],
  },
  gentle: {
    solve: [(h) => `${h.name} spoke softly and calmly, and that helped everyone feel calm too.`],
    wonder: [(h) => `${h.name} whispered, so as not to disturb anything.`, (h) => `${h.name} smiled softly and kept very still.`],
  },
  calm: {
    solve: [(h) => `${h.name} stayed calm and breathed slowly, in and out.`],
    wonder: [(h) => `${h.name} stood quietly and let the moment sink in.`, (h) => `${h.name} breathed slowly and let it all sink in.`],
  },
  inventive: {
    solve: [(h) => `${h.name} had an idea. "I can fix this," ${h.they} said, and ${h.they} did.`],
    wonder: [(h) => `${h.name} started dreaming up a gadget to study it better.`, (h) => `${h.name} wondered what kind of invention could help protect a place like this.`],
  },
  resourceful: {
    solve: [(h) => `${h.name} looked at what they had brought and knew just what would help.`],
    wonder: [(h) => `${h.name} made a note of it, in case it came in handy later.`, (h) => `${h.name} tucked the moment away like a treasure.`],
  },
  determined: {
    solve: [(h) => `${h.name} did not give up. "If at first it doesn't work, we try again," ${h.they} said.`],
    wonder: [(h) => `${h.name} grinned. All that effort had been worth it.`, (h) => `${h.name} felt proud of how far they had come.`],
  },
  adventurous: {
    solve: [(h) => `${h.name} grinned. A little challenge only made an adventure better.`],
    wonder: [(h) => `${h.name}'s eyes sparkled. This was exactly what ${h.they} had hoped to find.`, (h) => `"What's around the next bend?" ${h.name} wondered out loud.`],
  },
  loyal: {
    solve: [(h) => `${h.name} stayed right beside ${h.their} friends. Nobody would be left behind.`],
    wonder: [(h) => `${h.name} made sure everyone got a good look.`, (h) => `${h.name} stayed close to ${h.their} friends, sharing every moment.`],
  },
  friendly: {
    solve: [(h) => `${h.name} said hello to a passing hiker, who smiled and cheered them on.`],
    wonder: [(h) => `${h.name} waved happily to a family walking by.`, (h) => `${h.name} shared the moment with a smile for everyone nearby.`],
  },
  imaginative: {
    solve: [(h) => `${h.name} imagined they were explorers on a great quest, and the hard part became an exciting part.`],
    wonder: [
      (h) => `${h.name} imagined all the people and animals who had seen this same sight long ago.`,
      (h) => `${h.name} imagined a whole story about this place, full of explorers and secrets.`,
    ],
  },
  respectful: {
    solve: [(h) => `${h.name} reminded everyone to follow the park rules and stay on the trail.`],
    wonder: [(h) => `${h.name} looked, but did not touch, just as good visitors do.`, (h) => `${h.name} spoke in a quiet voice, to show respect for this special place.`],
  },
  attentive: {
    solve: [(h) => `${h.name} listened closely and noticed a clue everyone else had missed.`],
    wonder: [(h) => `${h.name} listened closely to every sound around them.`, (h) => `${h.name} noticed the tiniest sounds around them.`],
  },
  kind: {
    solve: [(h) => `${h.name} made sure everyone was okay, speaking kindly to each of them.`],
    wonder: [(h) => `${h.name} smiled gently at the wonder of it all.`, (h) => `${h.name} made sure everyone got a turn to look.`],
  },
  enthusiastic: {
    solve: [(h) => `"We can do this!" ${h.name} said, so excited that everyone felt excited too.`],
    wonder: [(h) => `"This is amazing!" ${h.name} said, clapping ${h.their} hands.`, (h) => `${h.name} could barely keep from cheering out loud.`],
  },
}

export function traitLines(hero: Hero, mood: 'solve' | 'wonder'): string[] {
  const lines: string[] = []
  for (const trait of hero.traits) {
    const bank = TRAITS[trait]
    if (bank) lines.push(...bank[mood].map((line) => line(hero)))
    else if (mood === 'solve') lines.push(`Being ${trait} helped ${hero.name} find a way forward.`)
    else lines.push(`${hero.name} smiled, ${trait} as ever.`)
  }
  return lines
}

export function habitLines(hero: Hero, ...tags: HabitTag[]): string[] {
  return hero.habits.filter((habit) => tags.length === 0 || tags.includes(habit.tag) || habit.tag === 'any').map((habit) => habit.line(hero))
}

const JOKES = [
  ['Why did the tree go to school?', 'To get a little smarter, one ring at a time!'],
  ['What do you call a sleeping dinosaur?', 'A dino-snore!'],
  ['Why did the mountain laugh so hard?', 'Because the hill told a peak-ular joke!'],
  ['What did the river say to the lake?', 'Nothing. It just waved!'],
  ['Why do birds fly south?', 'Because it is too far to walk!'],
  ['What kind of tree fits in your hand?', 'A palm tree!'],
  ['Why are fish so smart?', 'Because they live in schools!'],
  ['What do you call a bear with no teeth?', 'A gummy bear!'],
  ['What did one rock say to the other?', 'Nothing. Rocks are very quiet!'],
  ['Why did the cloud stay home?', 'It was feeling a little under the weather!'],
]

/** Things the sidekick does and says, by story style. Unknown styles get a friendly default. */
interface StyleBank {
  adverbs: string[]
  moments: (s: Side, h: Hero) => string[]
  helps: (s: Side, h: Hero) => string[]
  wows: (s: Side, h: Hero) => string[]
}

const STYLES: Record<string, StyleBank> = {
  playful: {
    adverbs: ['playfully', 'with a grin'],
    moments: (s, h) => [
      `${s.name} pounced on a tumbling bit of fluff and looked very pleased.`,
      `${s.name} hid behind ${h.name} and then jumped out with a happy ${s.noun} grin.`,
      `${s.name} invented a new game: spot something green, something round and something that moves.`,
      `${s.name} played follow-the-leader, copying every single step ${h.name} took.`,
      `${s.name} pretended the path was a river of lava and hopped only on the pale stones, giggling.`,
    ],
    helps: (s) => [
      `${s.name} turned it into a game. "Let's count our steps! Whoever reaches fifty first picks the next snack spot!"`,
      `"Race you to the next trail marker!" ${s.name} said. "Walking only!"`,
      `"New game!" ${s.name} said. "Every time we take ten steps, we each name an animal. Go!"`,
    ],
    wows: (s) => [`${s.name} did a happy little spin.`, `${s.name} bounced up and down. "Best game ever!"`, `${s.name} wiggled with delight. "That was the best surprise yet!"`],
  },
  wise: {
    adverbs: ['thoughtfully', 'softly'],
    moments: (s) => [
      `${s.name} was quiet for a long moment, listening to everything around them.`,
      `${s.name} said that the best explorers use their ears as much as their eyes.`,
      `${s.name} blinked slowly, the way someone does when they are thinking deep thoughts.`,
      `${s.name} said that every place has its own lessons, if you slow down enough to hear them.`,
    ],
    helps: (s) => [
      `"Let us think this through," ${s.name} said slowly. "What do we know, and what can we see?"`,
      `"When the way is unclear, a wise explorer stops, looks and listens," ${s.name} said.`,
      `"There is no hurry," ${s.name} said gently. "A good choice is worth a moment of thought."`,
    ],
    wows: (s) => [
      `"Remarkable," ${s.name} said softly. "Some things deserve a long, quiet look."`,
      `${s.name} nodded slowly. "In all my seasons, I never tire of sights like this."`,
      `"This," ${s.name} said quietly, "is why we explore."`,
    ],
  },
  gentle: {
    adverbs: ['gently', 'softly'],
    moments: (s, h) => [
      `${s.name} sniffed the air and let out a slow, happy sigh.`,
      `${s.name} walked close beside ${h.name}, calm and steady.`,
      `${s.name} stopped to smell a patch of flowers, taking a long, happy sniff.`,
      `${s.name} hummed a soft, sleepy tune as they walked.`,
    ],
    helps: (s) => [
      `${s.name} leaned in close. "It's okay to take it slow. I'm right here."`,
      `"One small step, then another," ${s.name} said softly. "That's all we need."`,
      `${s.name} gave everyone a gentle nudge of encouragement. "Nice and easy, friends."`,
    ],
    wows: (s) => [`${s.name} smiled a big, soft smile.`, `"Oh, how lovely," ${s.name} said softly.`, `${s.name} let out a long, contented sigh.`],
  },
  curious: {
    adverbs: ['curiously', 'eagerly'],
    moments: (s) => [
      `${s.name} peeked behind a rock to see what might be hiding there.`,
      `${s.name} kept asking questions: what was that, and why was it there, and how did it get there?`,
      `${s.name} sniffed at everything, from a twig to a pebble, as if each one held a secret.`,
      `${s.name} wanted to know the name of every plant they passed.`,
    ],
    helps: (s) => [
      `"Ooh, a puzzle!" ${s.name} said. "Let's look at every clue."`,
      `"What if we try looking at it a different way?" ${s.name} asked.`,
      `"I wonder what a real explorer would do," ${s.name} said. "I bet they'd stop and think."`,
    ],
    wows: (s) => [
      `${s.name}'s eyes went wide. "What is that? How does it work?"`,
      `"Ooh!" ${s.name} said. "I have about a hundred questions!"`,
      `${s.name} leaned so far forward to look that everyone laughed.`,
    ],
  },
  silly: {
    adverbs: ['with a giggle', 'goofily'],
    moments: (s) => JOKES.map(([q, a]) => `${s.name} had a joke ready. "${q}" ${s.name} asked. "${a}"`),
    helps: (s) => [
      `${s.name} made the funniest face anyone had ever seen, and everyone laughed until they felt better.`,
      `${s.name} did a wobbly little dance, and suddenly nobody felt worried at all.`,
      `"Don't worry," ${s.name} said. "I once got stuck in my own tail. This is much easier!"`,
    ],
    wows: (s) => [
      `${s.name} gasped so loudly that the ${s.noun} tumbled over backward, giggling.`,
      `"Whoa!" ${s.name} said, doing a silly wiggle of excitement.`,
      `${s.name} laughed with joy. "That's even better than a belly-flop!"`,
    ],
  },
  cheerful: {
    adverbs: ['cheerfully', 'brightly'],
    moments: (s) => [`${s.name} found something to smile about at every step.`, `${s.name} said hello to every flower along the way.`, `${s.name} hummed a bright, happy tune.`],
    helps: (s) => [`"Look on the bright side," ${s.name} said. "Every step gets us closer!"`, `"We're doing great!" ${s.name} said. "Just a little more, and then a happy rest!"`],
    wows: (s) => [`"What a wonderful day!" ${s.name} cheered.`, `${s.name} did three happy hops.`, `"Hooray!" ${s.name} cheered. "This is the best!"`],
  },
  patient: {
    adverbs: ['calmly', 'slowly'],
    moments: (s) => [
      `${s.name} stopped to look at a tiny flower, in no hurry at all.`,
      `${s.name} took a slow, deep breath of fresh air.`,
      `${s.name} reminded everyone that there was no prize for getting anywhere first.`,
    ],
    helps: (s) => [
      `"No need to hurry," ${s.name} said calmly. "Breathe in slowly... and out."`,
      `"Slow and steady sees the most," ${s.name} said. "And slow and steady gets there too."`,
    ],
    wows: (s) => [
      `"Worth the wait," ${s.name} said with a slow, happy nod.`,
      `${s.name} gazed for a long, peaceful moment.`,
      `"Good things come to those who wait," ${s.name} said softly.`,
    ],
  },
  brave: {
    adverbs: ['boldly', 'proudly'],
    moments: (s) => [
      `${s.name} stood tall and looked ahead along the trail.`,
      `${s.name} kept watch over the group, steady and strong.`,
      `${s.name} said that every explorer feels a little nervous sometimes, and that is perfectly fine.`,
    ],
    helps: (s) => [
      `"Brave hearts are careful hearts," ${s.name} said. "We can do this, one careful step at a time."`,
      `"Being brave doesn't mean rushing," ${s.name} said. "It means doing the careful thing, even when it's hard."`,
    ],
    wows: (s) => [`"Onward and upward!" ${s.name} cried happily.`, `${s.name} puffed up proudly. "Look what we found!"`, `"Now that was worth the journey," ${s.name} said.`],
  },
  energetic: {
    adverbs: ['excitedly', 'in a rush'],
    moments: (s) => [
      `${s.name} zipped ahead, zipped back and zipped ahead again.`,
      `${s.name} could not stop bouncing with excitement.`,
      `${s.name} counted every trail marker out loud, faster and faster.`,
    ],
    helps: (s) => [`${s.name} zipped ahead to check the path and raced back. "It gets easier after the next bend!"`, `"Quick breath, quick sip, then off we go!" ${s.name} said.`],
    wows: (s) => [`${s.name} zoomed around in three quick circles.`, `"Wow, wow, WOW!" ${s.name} said.`, `${s.name} bounced so high with excitement that everyone laughed.`],
  },
  dreamy: {
    adverbs: ['dreamily', 'softly'],
    moments: (s) => [
      `${s.name} gazed up at the clouds and sighed happily.`,
      `${s.name} said the breeze sounded like someone whispering a secret.`,
      `${s.name} wondered out loud what the clouds were dreaming about.`,
    ],
    helps: (s) => [
      `"Let's close our eyes and take three slow breaths," ${s.name} said softly. "There. Everything feels calmer now."`,
      `"Imagine we're floating like a feather," ${s.name} said. "Light and easy."`,
    ],
    wows: (s) => [
      `"What a beautiful place to be," ${s.name} whispered.`,
      `${s.name} gazed and gazed, as if in a lovely dream.`,
      `"I want to remember this forever," ${s.name} sighed.`,
    ],
  },
}

const DEFAULT_STYLE: StyleBank = {
  adverbs: ['happily'],
  moments: (s, h) => [`${s.name} stayed close to ${h.name}, watching everything.`, `${s.name} looked around with bright eyes.`],
  helps: (s) => [`"We can do this together," ${s.name} said.`, `"Step by step," ${s.name} said. "We've got this."`],
  wows: (s) => [`${s.name} ${s.sounded} happily.`, `"Wow!" said ${s.name}.`],
}

export const styleBank = (side: Side) => STYLES[side.style] ?? DEFAULT_STYLE
