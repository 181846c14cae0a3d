/**
 * Catalogue facts, woven into the story word for word: a sign, a ranger, the hero or the sidekick
 * says the fact's exact text, so the chapter's `facts` list always matches what the child reads.
 */
import type { FactTopic, ParkFact } from '~/data/park-types'
import { pick, pickKeyed, type Ctx } from './context'
import { habitLines } from './cast'
import { say } from './text'

/** Facts for this chapter: ones not told earlier in the story first, preferring the given topics. */
export function chooseFacts(c: Ctx, count: number, prefer: FactTopic[], exclude: string[] = []): ParkFact[] {
  const facts = c.w.park.facts.filter((f) => !exclude.includes(f.text))
  // How often a fact was told already: new facts first, then the ones told least.
  const times = (f: ParkFact) => c.previousText.split(f.text).length - 1
  const shuffled = c.rng.shuffle(facts)
  const rank = (f: ParkFact) => times(f) * 2 + (prefer.includes(f.topic) ? 0 : 1)
  return shuffled.sort((a, b) => rank(a) - rank(b)).slice(0, count)
}

/** A paragraph that tells one fact, framed by who says it. `rangerHere` when the ranger is in the scene. */
export function factParagraph(c: Ctx, fact: ParkFact, options: { rangerHere?: boolean; retold?: boolean } = {}): string {
  const H = c.hero.name
  const h = c.hero
  const S = c.side.name
  const R = c.ranger.title
  const t = fact.text
  const again = options.retold || c.previousText.includes(t)
  if (again) {
    const retold: [string, string][] = [
      ['had learned earlier', `${H} remembered something ${h.they} had learned earlier: ${t}`],
      ['still thinking about', `${H} was still thinking about something from earlier. ${t}`],
      [
        t.includes('"') ? 'remembered a favorite fact' : 'reminded everyone of a favorite fact',
        t.includes('"') ? `${S} remembered a favorite fact. ${t}` : `${S} reminded everyone of a favorite fact: "${t}"`,
      ],
    ]
    return pickKeyed(c, retold)
  }
  // A fact that quotes words itself is told in narration, so quotation marks never nest.
  const quoted = !t.includes('"')
  const lines: [string, string][] = []
  const add = (key: string, line: string, when = true) => {
    if (when) lines.push([key, line])
  }
  if (c.young) {
    add('Here is something true about', `Here is something true about ${c.w.short}: ${t}`)
    add('learned something new today', `${H} learned something new today. ${t}`)
    add('Guess what?', `${S} said, "Guess what? ${t}"`, quoted)
    add('A sign said', `A sign said: "${t}"`, quoted)
    add('Here is a true fact', `"Here is a true fact," said ${H}. "${t}"`, quoted)
    add('told them something amazing', `${R} told them something amazing: "${t}"`, quoted && options.rangerHere)
    return pickKeyed(c, lines)
  }
  add('Here is something true about', `Here is something true about ${c.w.short}: ${t}`)
  add('of something from the visitor center', `That reminded ${H} of something from the visitor center: ${t}`)
  add('learned something amazing at the visitor center', `${H} had learned something amazing at the visitor center. ${t}`)
  add('eye. ', `A small sign beside the path caught ${H}'s eye. ${h.They} read it out loud: "${t}"`, quoted)
  add('Did you know this?', `"Did you know this?" ${H} asked, pointing to ${h.their} park guide. "${t}"`, quoted)
  add("Here's something amazing", `${S} ${c.side.sounded} and leaned in close. "Here's something amazing," ${S} said. "${t}"`, quoted)
  add('Listen to this', `${H} flipped through ${h.their} park guide until ${h.they} found the right page. "Listen to this," ${h.they} said. "${t}"`, quoted)
  add('A ranger once told me something', `"A ranger once told me something," ${S} said. "${t}"`, quoted)
  add('favorite facts', `${R} shared one of ${c.ranger.their} favorite facts. ${t}`, options.rangerHere)
  add('most visitors never know', `"Here's something most visitors never know," ${R} said. "${t}"`, quoted && options.rangerHere)
  add('this place long ago', `${H} tried to imagine this place long ago. ${t}`, fact.topic === 'history' || fact.topic === 'people')
  add('looked up at the sky', `${S} looked up at the sky. "${t}"`, quoted && fact.topic === 'weather')
  add('so as not to disturb anything', `${H} whispered, so as not to disturb anything, "${t}"`, quoted && fact.topic === 'animals')
  return pickKeyed(c, lines)
}

/** A short reaction after a fact, from the hero's habits or the sidekick. After a quoted fact, no new quote follows. */
export function factReaction(c: Ctx, afterQuote = false): string {
  const H = c.hero.name
  const lines = [
    ...habitLines(c.hero, 'look'),
    `${c.side.name} ${c.side.sounded} in amazement.`,
    `${H} wanted to remember that forever.`,
    `${c.side.name}'s eyes went wide.`,
    ...(afterQuote ? [] : [`"Wow," ${H} said softly.`, say('I have to remember that!', `${H} said`)]),
  ]
  if (c.young)
    return pick(
      c,
      afterQuote
        ? [`${H} smiled.`, `${c.side.name} ${c.side.sounded}.`]
        : [`"Wow!" said ${H}.`, `${c.side.name} ${c.side.sounded}. "That is so cool!"`, `${H} smiled. "I like that fact!"`],
    )
  return pick(c, lines)
}

/** How a fact topic sounds in the look back at the end of a story. */
export const TOPIC_LESSONS: Record<FactTopic, string> = {
  history: 'the history of the park',
  geology: 'how the land was shaped',
  animals: 'the animals that live here',
  plants: 'the plants that grow here',
  location: 'where in the world the park is',
  record: "the park's amazing records",
  people: 'the people who know and love this place',
  weather: "the park's weather",
}
