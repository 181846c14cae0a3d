/**
 * The animal sidekicks that travel with a child's explorer. Every species is a real North American
 * animal that lives in US national parks. In stories they can talk; in real life, wild animals are
 * watched from a distance, never approached or fed.
 * Colours in `look` are hex values for the built-in illustrator.
 */

export type SidekickShape =
  'fox' | 'owl' | 'bear' | 'raccoon' | 'otter' | 'rabbit' | 'turtle' | 'eagle' | 'squirrel' | 'deer'

export interface Sidekick {
  /** Unique, used as the id in payloads, e.g. 'Pip'. */
  name: string
  /** Common name of a real species, e.g. 'red fox'. */
  species: string
  /** Which drawing to use. */
  shape: SidekickShape
  /** One or two words that set the tone of the story. */
  storyStyle: string
  /** 2 sentences; the first one stands alone. */
  description: string
  /** 4 short lines it says, matching its story style. */
  catchphrases: string[]
  /** Verb for its noise, e.g. 'yips'. */
  sound: string
  /** Hex colours for a drawn illustration. */
  look: { body: string; accent: string }
}

export const sidekicks: Sidekick[] = [
  {
    name: 'Pip',
    species: 'red fox',
    shape: 'fox',
    storyStyle: 'Playful',
    description:
      'Pip is a playful red fox who turns every trail into a game. Pip pounces on fallen leaves, invents treasure hunts and is always ready for fun.',
    catchphrases: [
      "Tag, you're it!",
      "Bet you can't spot the next trail marker before me!",
      'Ooh, a game! I love games!',
      'Pounce first, ask questions later!',
    ],
    sound: 'yips',
    look: { body: '#D9622B', accent: '#FFF4E6' },
  },
  {
    name: 'Sage',
    species: 'great horned owl',
    shape: 'owl',
    storyStyle: 'Wise',
    description:
      'Sage is a wise great horned owl who has watched over the forest for many seasons. Sage speaks slowly, shares nature facts and helps explorers think before they choose.',
    catchphrases: [
      'Hoo-hoo, let us think this through.',
      'The forest teaches those who listen.',
      'Patience, young explorer. The answer will come.',
      'A wise choice is worth waiting for.',
    ],
    sound: 'hoots',
    look: { body: '#8A6E52', accent: '#F2C14E' },
  },
  {
    name: 'Bramble',
    species: 'American black bear',
    shape: 'bear',
    storyStyle: 'Gentle',
    description:
      'Bramble is a gentle American black bear who loves berries, naps in the sun and quiet afternoons. Bramble knows that the best way to meet a real bear is from very, very far away.',
    catchphrases: [
      'Slow and steady, friends.',
      'Mmm, is that a berry bush I smell?',
      "It's okay to feel a little nervous. I'm right here.",
      'Remember, real bears like their space!',
    ],
    sound: 'huffs',
    look: { body: '#2F2A28', accent: '#C89B6D' },
  },
  {
    name: 'Rocco',
    species: 'raccoon',
    shape: 'raccoon',
    storyStyle: 'Curious',
    description:
      'Rocco is a curious raccoon who wants to peek under every rock and into every hollow log. With clever little paws and a nose for mysteries, Rocco always wants to know what is hiding just out of sight.',
    catchphrases: [
      "What's this? And what's that?",
      'Ooh, a mystery! Let me see!',
      'Keep your snacks zipped up. Wild animals need wild food!',
      'I wonder what we will find next.',
    ],
    sound: 'chitters',
    look: { body: '#8E8A86', accent: '#2B2B2B' },
  },
  {
    name: 'Ripple',
    species: 'North American river otter',
    shape: 'otter',
    storyStyle: 'Silly',
    description:
      'Ripple is a silly river otter who would rather slide than walk. Ripple tells goofy jokes, does belly-flops into streams and giggles at everything.',
    catchphrases: [
      'Wheee! Did you see that slide?',
      'Why walk when you can wiggle?',
      'I otter tell you a joke!',
      "Splish, splash, let's dash!",
    ],
    sound: 'chirps',
    look: { body: '#6B4A32', accent: '#D8C3A5' },
  },
  {
    name: 'Clover',
    species: 'desert cottontail',
    shape: 'rabbit',
    storyStyle: 'Cheerful',
    description:
      'Clover is a cheerful desert cottontail who always looks on the bright side. When the trail gets steep or the sun gets hot, Clover finds something happy to hop about.',
    catchphrases: [
      "Hop to it! We've got this!",
      'Look on the bright side: more sunshine!',
      'Every step is a happy hop.',
      'What a wonderful day to explore!',
    ],
    sound: 'thumps',
    look: { body: '#A58B6F', accent: '#FFFFFF' },
  },
  {
    name: 'Moss',
    species: 'eastern box turtle',
    shape: 'turtle',
    storyStyle: 'Patient',
    description:
      'Moss is a patient eastern box turtle who believes there is never any need to rush. Moss reminds explorers to slow down, breathe deeply and enjoy the view.',
    catchphrases: [
      'No need to hurry, friend.',
      'Slow and steady sees the most.',
      "Let's take a deep breath and look around.",
      'The best things are worth waiting for.',
    ],
    sound: 'hums',
    look: { body: '#5B4A2E', accent: '#E8A33D' },
  },
  {
    name: 'Skye',
    species: 'bald eagle',
    shape: 'eagle',
    storyStyle: 'Brave',
    description:
      'Skye is a brave bald eagle who soars high above the parks and sees everything from the sky. Skye helps explorers find courage and reminds them that being brave also means being careful.',
    catchphrases: [
      'Spread your wings! You can do this!',
      'From up here, I can see the whole trail.',
      'Brave hearts are careful hearts.',
      'Onward and upward, explorers!',
    ],
    sound: 'whistles',
    look: { body: '#4A3426', accent: '#FFFFFF' },
  },
  {
    name: 'Nutmeg',
    species: "Abert's squirrel",
    shape: 'squirrel',
    storyStyle: 'Energetic',
    description:
      "Nutmeg is an energetic Abert's squirrel with tufted ears who never stops moving. Nutmeg scampers ahead, zips back to report and is always bursting with excitement.",
    catchphrases: [
      'Quick, quick, follow me!',
      "I'll scurry ahead and check it out!",
      'So much to see, so little time!',
      'Zoom, zoom, zoom!',
    ],
    sound: 'chatters',
    look: { body: '#6E6E73', accent: '#8B4A2B' },
  },
  {
    name: 'Juniper',
    species: 'mule deer',
    shape: 'deer',
    storyStyle: 'Dreamy',
    description:
      'Juniper is a dreamy mule deer who sees beauty everywhere. With big ears that catch every whisper of wind, Juniper loves quiet meadows, starry skies and daydreams.',
    catchphrases: [
      'Look at the way the light falls on the meadow.',
      'Listen... the wind is whispering.',
      'I wonder what the stars dream about.',
      'What a beautiful place to be.',
    ],
    sound: 'bleats',
    look: { body: '#9C7A5B', accent: '#F5F0E6' },
  },
]

export const DEFAULT_SIDEKICK_NAME = 'Pip'
