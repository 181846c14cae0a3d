/**
 * What the hero feels and thinks, in any park: the inner voice that makes a chapter more than a list
 * of things seen. Older readers get thoughts; everyone gets feelings. Slots as in the other banks.
 */
import { m, mo, o, y, type Line } from '../template'

export const FEEL: Record<'animal' | 'mystery' | 'lost' | 'place', Line[]> = {
  animal: [
    y('{H} felt [a happy flutter|excited|a little shiver of hope]. Maybe {the A} was close.'),
    y('{H} [wanted|hoped] to see {a A} so much.'),
    mo('{H} could not stop thinking about {the A}. Every [bush|rock|shadow] at {PA} looked like it might be hiding one.'),
    mo('A [hopeful|fluttery] feeling kept bubbling up inside {H}: maybe, just maybe, today was the day {he} would see {a A}.'),
    o('{H} was trying very hard to be patient, which, {hewas} discovering, is mostly a way of being excited quietly.'),
  ],
  mystery: [
    y('{H} [loved|liked] mysteries. This one at {park} was a [good|great] one.'),
    y('{H} felt like a [real|true] detective on the case of {park}[.|, and {he} liked it.]'),
    mo('{H} felt like a real detective, and {he} had to admit that {he} liked it very much.'),
    mo('The mystery tugged at {H} like a loose thread {he} could not stop [pulling|tugging][.| at {P}.]'),
    o('There is a special kind of itch that comes from not knowing something, and {H} had it badly.'),
  ],
  lost: [
    y('{H} held the {item} [carefully|tight]. It was [important|special] to {O}.'),
    y('{H} thought about {O}. Was {O} [sad|looking everywhere|crying]? [{H} hoped not.|Probably.]'),
    y('{H} held the {item} [close|tight]. "[Don\'t worry|We\'re coming], {O}," {he} [whispered|said].'),
    y('{H} [peeked inside|looked at] the {item} again. {O} had [drawn a bird|drawn a sun|written {O}\'s name twice].'),
    m('{H} kept the {item} [tucked under {his} arm|safe in {his} hands], as if it might try to get lost a second time.'),
    o('{H} found {himself} feeling responsible for the {item} in a way that was new, and a little heavy, and not at all bad.'),
    mo('{H} kept thinking about {O}, somewhere in {park}, wondering where the {item} had gone.'),
    mo('The {item} felt heavier than it was, the way things do when they belong to someone who is [missing them|looking for them].'),
    o('{H} kept picturing {O}\'s face when they gave it back, and that picture was enough to keep {his} feet [moving|going].'),
  ],
  place: [
    y('{H} could [hardly|not] wait to see {X}.'),
    y('{H}\'s [heart|tummy] did a happy flip. {X} was getting closer.'),
    mo('Every time {H} thought about {X}, {his} heart gave a little jump.'),
    mo('{H} had been dreaming about {X} for so long that being this close felt almost strange.'),
    o('{H} felt the particular kind of excitement that comes from being almost somewhere you have wanted to be for a very long time.'),
  ],
}

/** For older readers: a thought about the place, the day or the goal. */
export const THINK: Line[] = [
  o('{H} thought about how many people had stood at {P} before them, and how each of them had probably felt exactly this small.'),
  o('It struck {H} that {park} had been here long before anyone came to look at it, and would be here long after, and did not need anyone to look at it at all.'),
  o('{H} decided that the best parts of a day are usually the ones you did not plan, which was annoying, because {he} had planned [quite a lot|most of this one].'),
  o('Somewhere in the back of {his} mind, {H} was already working out how to describe {P} to people at home, and failing.'),
  o('{H} noticed that {he} had stopped thinking about anything [else at all|but {P}], which almost never happened.'),
  o('{H} wondered what {P} looked like at night, when nobody was here, and decided the animals probably knew.'),
  o('{H} had the odd feeling that {park} was paying attention to them, the way a place sometimes seems to when you are quiet enough.'),
  o('It occurred to {H} at {P} that being somewhere new makes you notice things you walk past every day at home, like the sound of your own footsteps.'),
  o('{H} liked the feeling of being a little tired and a little dusty and completely sure that the day [was going well|at {park} was going well].'),
  o('{H} thought that if {he} ever became a ranger, {he} would want to be a ranger at {park}.'),
]
