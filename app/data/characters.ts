/**
 * The young explorers a child can choose as the hero of their story.
 * `name` is the id used in payloads, so it must stay unique and never be renamed lightly.
 * Colours in `look` are hex values for the built-in illustrator.
 */

export type HairStyle = 'short' | 'long' | 'curly' | 'braids' | 'bun' | 'ponytail'

export interface Character {
  /** Unique, used as the id in payloads, e.g. 'Maya'. */
  name: string
  /** 8 to 12. */
  age: number
  pronoun: 'she' | 'he' | 'they'
  /** 2 or 3 sentences; the first one stands alone as a summary. */
  personality: string
  /** Three adjectives. */
  traits: [string, string, string]
  /** 4 short lines the character might say out loud. */
  catchphrases: string[]
  /** Hex colours for a drawn illustration. */
  look: { skin: string; hair: string; hairStyle: HairStyle; outfit: string; hat: boolean }
}

export const characters: Character[] = [
  {
    name: 'Maya',
    age: 10,
    pronoun: 'she',
    personality:
      'Maya is a careful map-reader who loves working out where a trail goes before taking the first step. She keeps a folded park map in her pocket and a compass on a string around her neck. When her friends feel unsure, she is the one who calmly says, "We can figure this out together."',
    traits: ['careful', 'organized', 'encouraging'],
    catchphrases: [
      "Let's check the map first!",
      'The trail marker says this way.',
      "We're right here, next to the blue squiggly river!",
      'Every trail is easier when we go together.',
    ],
    look: { skin: '#A8714A', hair: '#2A1A12', hairStyle: 'ponytail', outfit: '#2E7D6B', hat: true },
  },
  {
    name: 'Amara',
    age: 11,
    pronoun: 'she',
    personality:
      'Amara is a budding scientist who wants to know how everything in nature works. She carries a magnifying glass and a notebook full of questions, and she never gets tired of asking "why?"',
    traits: ['curious', 'thoughtful', 'patient'],
    catchphrases: [
      'I have a hypothesis!',
      "Let's take a closer look with my magnifying glass.",
      "Whoa, let's find out why that happens!",
      'Nature is full of questions, and I love questions.',
    ],
    look: { skin: '#5A3825', hair: '#141414', hairStyle: 'braids', outfit: '#6A4C93', hat: false },
  },
  {
    name: 'Ravi',
    age: 9,
    pronoun: 'he',
    personality:
      'Ravi is a cheerful jokester who can find something funny on every trail, even a muddy one. He makes up silly songs to keep everyone going on long hikes. When a friend feels tired or worried, Ravi is always the first to make them smile.',
    traits: ['funny', 'energetic', 'big-hearted'],
    catchphrases: [
      'That rock looks like a sleepy potato!',
      "Who's ready for the world's silliest trail song?",
      'This mud is my new favorite shoe color!',
      "Okay, okay, I'll be serious now... mostly!",
    ],
    look: { skin: '#8D5524', hair: '#1A1A1A', hairStyle: 'short', outfit: '#F28C28', hat: false },
  },
  {
    name: 'Sofia',
    age: 10,
    pronoun: 'she',
    personality:
      'Sofia is an artist who sketches everything she sees in her trusty notebook. She notices colors and shapes that other people miss, from the stripes in a canyon wall to the pattern on a butterfly wing. Her drawings help her remember every adventure.',
    traits: ['creative', 'observant', 'cheerful'],
    catchphrases: [
      "Hold still, sunset, I'm drawing you!",
      'I need a brand-new color for this sky.',
      'Look at all the shapes in that canyon wall!',
      'Every park is a picture waiting to happen.',
    ],
    look: { skin: '#E6B88A', hair: '#5A3A1E', hairStyle: 'long', outfit: '#E75480', hat: false },
  },
  {
    name: 'Kai',
    age: 12,
    pronoun: 'he',
    personality:
      'Kai dreams of becoming a park ranger and already knows the rules of the trail by heart. He always packs extra water, helps younger explorers over tricky steps and reminds everyone to give animals plenty of space.',
    traits: ['responsible', 'helpful', 'brave'],
    catchphrases: [
      'Take only pictures, leave only footprints.',
      'Stay on the trail, team!',
      'A good ranger always packs extra water.',
      "Let's watch the animals from far away.",
    ],
    look: { skin: '#C8915E', hair: '#2B2018', hairStyle: 'short', outfit: '#8B6B3D', hat: true },
  },
  {
    name: 'Finn',
    age: 8,
    pronoun: 'he',
    personality:
      'Finn is a quiet observer who notices the small things everyone else walks right past. He is often the first to spot a tiny track in the mud or a beetle under a leaf. He may not say much, but when he speaks, everyone listens.',
    traits: ['gentle', 'observant', 'calm'],
    catchphrases: [
      'Shh... listen to that.',
      'Look, tiny tracks in the mud!',
      'I like it when the forest is quiet.',
      "Let's slow down. There's so much to see.",
    ],
    look: { skin: '#FCE0C8', hair: '#C1502E', hairStyle: 'curly', outfit: '#3F88C5', hat: false },
  },
  {
    name: 'Sam',
    age: 11,
    pronoun: 'they',
    personality:
      'Sam is a clever inventor who can solve almost any problem with some string, a little tape and a good idea. They love building things, from rain shelters for toy figures to leaf boats for a stream race. When a plan does not work, Sam just smiles and tries another one.',
    traits: ['inventive', 'resourceful', 'determined'],
    catchphrases: [
      'I have an idea!',
      "If at first it doesn't work, try, try again!",
      'Hand me that string. I can fix this.',
      "Let's build something awesome.",
    ],
    look: { skin: '#F0C8A0', hair: '#E3C16F', hairStyle: 'short', outfit: '#2A9D8F', hat: true },
  },
  {
    name: 'Hana',
    age: 9,
    pronoun: 'she',
    personality:
      "Hana is an adventurous explorer who always wants to see what's around the next bend. She is full of energy and loves a challenge. She has also learned that the best adventurers know when to stop, rest and wait for their friends.",
    traits: ['adventurous', 'energetic', 'loyal'],
    catchphrases: [
      "What's around the next bend?",
      "Race you to the lookout! Just kidding, let's walk together.",
      'Adventure is out there!',
      'Nobody gets left behind on my team.',
    ],
    look: { skin: '#F2D2B0', hair: '#121212', hairStyle: 'bun', outfit: '#D62828', hat: false },
  },
  {
    name: 'Mateo',
    age: 12,
    pronoun: 'he',
    personality:
      'Mateo is a natural storyteller who loves to learn the true story behind every place he visits. He asks rangers lots of questions about history and always has a tale to share around the campfire. He believes every mountain, river and trail has a story worth hearing.',
    traits: ['friendly', 'imaginative', 'respectful'],
    catchphrases: [
      'Every place has a story.',
      'Imagine who walked this trail long ago!',
      "Gather round, I've got a good one.",
      "Let's ask the ranger about this place.",
    ],
    look: { skin: '#B98256', hair: '#3A2414', hairStyle: 'short', outfit: '#1D3557', hat: true },
  },
  {
    name: 'Nia',
    age: 10,
    pronoun: 'she',
    personality:
      'Nia is a keen bird-watcher who can name many birds just from their songs. She never goes anywhere without her binoculars and a pocket guide to birds. Her favorite moment is when the whole group goes quiet to listen.',
    traits: ['attentive', 'kind', 'enthusiastic'],
    catchphrases: [
      'Binoculars up, everyone!',
      "Hear that? Something's singing in that tree.",
      "That's a woodpecker drumming!",
      'Birds are the best surprise on any trail.',
    ],
    look: { skin: '#7B4B2A', hair: '#1F140E', hairStyle: 'curly', outfit: '#F4B942', hat: false },
  },
]

export const DEFAULT_CHARACTER_NAME = 'Maya'
