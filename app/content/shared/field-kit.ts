/**
 * The words of every park's printable field kit, which app/pdf/field-kit.ts lays out. What belongs
 * to one park (its name, what the scavenger hunt lists, its landmark, its badge) comes from the
 * catalogue and the place model (app/models/field-kit.server.ts); these are the words around it,
 * read by children of 5 to 12 and their grown-ups: short, kind and true.
 */
export const FIELD_KIT_WORDS = {
  kit: 'Field Kit',
  label: 'STORY TRAILS FIELD KIT',
  cover: {
    explorer: 'Explorer',
    visit: 'My visit',
    insideHeading: 'Inside this kit',
    grownUps: 'For grown-ups: it prints well in black and white. Bring a pencil and crayons, explore together, and stay on the trail.',
  },
  hunt: {
    title: 'Scavenger Hunt',
    intro: (park: string) => `How many can you find in ${park}? Check each one you see.`,
    groups: { animal: 'Animals', plant: 'Plants', place: 'Places' },
    note: 'Animals keep their own plans, so you may not see them all. If you do, stay far away, let them be, and never feed them.',
  },
  coloring: {
    title: 'Coloring Page',
    hint: 'Color it in! When you are there, look closely: what colors do you see?',
  },
  draw: {
    title: 'Draw What You Saw',
    intro: (park: string) => `What was the best thing you saw in ${park}? Draw it here.`,
    ideas: 'Need an idea?',
    questions: ['What is it?', 'Where did you see it?', 'How did it make you feel?'],
  },
  pledge: {
    title: 'My Explorer Pledge',
    intro: 'I promise to:',
    promises: [
      'Stay on the trail.',
      'Keep wildlife wild: watch from far away and never feed animals.',
      'Leave what I find: rocks, flowers and feathers stay in the park.',
      'Pack out my trash: what I bring in, I carry out.',
      'Share what I learned with my family and friends.',
    ],
    signed: 'Signed',
    date: 'Date',
  },
  badge: {
    title: (badge: string) => `Earn the ${badge} Badge`,
    intro: 'In the Story Trails app:',
    /** The two things the app checks before it awards a park's badge (app/models/badge.server.ts). */
    steps: (park: string, pass: number, questions: number) => [
      `Finish a story adventure in ${park}.`,
      `Pass the ${park} park quiz: get at least ${pass} of ${questions} questions right.`,
    ],
    earned: (badge: string) => `Do both, and the ${badge} badge is yours!`,
  },
} as const

/** What each page of the kit is, for the cover's list (in page order, after the cover). */
export const FIELD_KIT_PAGES = [FIELD_KIT_WORDS.hunt.title, FIELD_KIT_WORDS.coloring.title, FIELD_KIT_WORDS.draw.title, `${FIELD_KIT_WORDS.pledge.title} and badge checklist`]
