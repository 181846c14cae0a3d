/**
 * The working middle of each chapter: how the explorers go about their goal (the attempt), what a
 * clue makes them think (pointing toward {N}, the next place that matters, when there is one), what
 * a miss turns into, and the hook that ends the chapter. Slots as in goals.ts, plus {N} and {N.cap}.
 */
import { mo, o, y, type Line } from '../template'

type ByGoal = Record<'animal' | 'mystery' | 'lost' | 'place', Line[]>

/** Arriving somewhere and starting to work on the goal. */
export const ATTEMPT_GO: ByGoal = {
  animal: [
    y('They looked for {the A} [everywhere|all over {P}|high and low].'),
    y('"Look [high and low|near and far]," said {H}. They [looked|searched] all around {P}.'),
    y('{H} looked [up high|down low|far away]. {S} looked too.'),
    mo('As soon as they got to {P}, they started looking: high on the rocks, low under the bushes, far off across the open ground.'),
    mo('{H} slowed down at {P} and looked carefully, the way {R} had said, because {As} do not wave to get your attention.'),
    mo('They [spread out a little|took different sides of the path], staying in sight, and scanned {P} for anything that moved.'),
    o('{H} did what good wildlife watchers do at {P}: stopped, let {his} eyes go soft, and waited for something to move.'),
    o('At {P}, {H} studied every shadow and every shape, because {he} had learned that an animal is often just a shadow that has decided to move.'),
  ],
  mystery: [
    y('They looked for more clues at {P}.'),
    y('"Keep your eyes [open|peeled]," said {H}.'),
    mo('They [split up|spread out], just a little, staying in sight, to look for more clues around {P}.'),
    mo('{H} walked slowly through {P}, eyes on the ground and ears wide open, ready for anything.'),
    o('{H} treated {P} like a page in a mystery book, looking for the sentence that did not belong.'),
  ],
  lost: [
    y('They looked for a kid named {O} at {P}.'),
    y('"{O}!" called {H}. [Nobody answered.|A bird flew off.]'),
    mo('They looked at every family at {P}, wondering if one of the kids might be {O}.'),
    mo('{H} held up the {item} so that anyone at {P} who had lost it might see.'),
    o('{H} scanned every face at {P}, which turned out to be harder than it sounds when you are looking for someone you have never seen.'),
  ],
  place: [
    y('They were one step closer to {X}.'),
    mo('Every step brought them closer to {X}, and {H} could [feel it|hardly wait].'),
    mo('{H} checked the map again at {P}. They were on the right track for {X}.'),
    o('{H} kept one eye on the map and one on the land, working out the best way to reach {X} at its best.'),
  ],
}

/** What they make of a clue. {N} is where it points, when the story knows. */
export const INTERPRET: ByGoal = {
  animal: [
    y('"It went that way!" said {H}. "Toward {N}!"'),
    y('{H} [smiled|grinned]. "{The A} is close," {he} said.'),
    mo('"If it came through here," {H} said slowly, "maybe it was heading for {N}."'),
    mo('{H}\'s heart was [thumping|pounding]. "We\'re getting close," {he} whispered. "I can feel it."'),
    mo('{S} sniffed the air. "{N.cap}," {S} said. "I have a feeling about {N}."'),
    o('{H} thought about everything {he} knew about {As}: what they eat, where they rest, how they move. All of it pointed toward {N}.'),
    o('{H} did not say anything for a moment. A clue was not the same as the real thing, but it was a promise, and this one pointed toward {N}.'),
  ],
  mystery: [
    y('"The clue points to {N}!" said {H}.'),
    y('"We are getting [close|closer]!" said {S}.'),
    mo('"It came from over there," {H} said, pointing toward {N}. "I\'m sure of it."'),
    mo('{H} wrote the clue down. "Two clues now," {he} said. "The answer is getting closer."'),
    o('{H} lined the clues up in {his} head like cards on a table. Something was missing, but the shape of the answer was starting to show, and it pointed toward {N}.'),
    o('"A good detective," {H} said, "follows the clue, not the guess." And the clue pointed toward {N}.'),
  ],
  lost: [
    y('"Let\'s go to {N}!" said {H}. "Maybe {O} is there!"'),
    y('"We will find {O}," said {S}. "[I know it|I just know it]."'),
    mo('"{N.cap}," {H} said. "That\'s where {O} is going. If we hurry, we might catch up."'),
    mo('{H} held the {item} a little tighter. "We\'re close, {O}," {he} said under {his} breath.'),
    o('{H} felt the chase begin in earnest. Somewhere ahead, probably at {N}, a kid was missing something important.'),
  ],
  place: [
    y('"Now we know the best way [to {X}|]," said {H}.'),
    mo('"So that\'s the trick," {H} said. "Good. Now we\'ll see {X} the right way."'),
    mo('{H} made a note on {his} hand in pen, so {he} would not forget what they had learned at {P}.'),
    o('{H} added the clue to {his} plan. {X} was going to be worth every bit of this.'),
  ],
}

/** After a miss: something else is found, and a new idea. */
export const CONSOLE: ByGoal = {
  animal: [
    y('No {A} at {P}. But it was still a [good|nice] place.'),
    mo('There was no {A} at {P}, but {H} noticed something {he} would never have seen if they had not stopped.'),
    mo('{H} sighed. Then {he} reminded {himself} that looking was half the fun, and looked at {P} some more.'),
    o('{H} let the disappointment pass through and out, the way you let a wave go by, and kept watching {P}.'),
  ],
  mystery: [
    y('No clue at {P}. That was okay.'),
    mo('No new clue at {P}. But {H} wrote down one more thing: it was not here. That counted too.'),
    o('Finding nothing at {P}, {H} decided, was still finding something out.'),
  ],
  lost: [
    y('No {O} at {P}. They kept [going|looking].'),
    mo('No {O} at {P}. {H} tucked the {item} safely under {his} arm and looked around for a new idea.'),
    o('No {O}. {H} refused to feel discouraged, or at least refused to feel discouraged for very long.'),
  ],
  place: [
    y('This was not {X}. But {P} was [pretty|nice] too!'),
    mo('It was not {X}, but {P} was beautiful, and {H} was glad they had come.'),
    o('It was a detour, {H} told {himself}, and detours are where the surprises live.'),
  ],
}

/** The last lines before the question that ends a chapter: something that pulls toward the next one. */
export const HOOK: ByGoal = {
  animal: [
    y('[Far away|Way off], toward {N}, something moved. Was it {a A}?'),
    mo('[Far away|A long way off], toward {N}, something moved. Then it was still again. {H} held {his} breath.'),
    mo('{H} looked toward {N}. Somewhere out there, {a A} was going about its day.'),
    o('In the distance, toward {N}, a shape moved and was still. It might have been anything. It might have been {a A}.'),
  ],
  mystery: [
    y('Then they heard something. It came from [{N}|the way to {N}]!'),
    mo('And then, very faintly, from somewhere toward {N}, came a sound that made them all turn around.'),
    o('Just then, from the direction of {N}, came something that might have been a clue, or might have been the wind.'),
  ],
  lost: [
    y('[Far away|Somewhere ahead], a kid laughed. Was it {O}?'),
    mo('Somewhere toward {N}, a kid\'s voice rang out. {H} stood up straight. Could that be {O}?'),
    o('Somewhere ahead, toward {N}, a family was walking. From this far away, any of them could have been {O}.'),
  ],
  place: [
    y('{X} was not far now.'),
    mo('Between the trees, {H} caught a glimpse of {X}. [Almost there.|So close.]'),
    o('{H} could almost see {X} from here, or thought {he} could, which was nearly as good.'),
  ],
}

/** The ending happens at a place where its animal really lives: the walk there. */
export const ENDING_MOVE: Line[] = [
  y('On the way back, they stopped at {K} one more time.'),
  mo('On the way back, they stopped at {K} one last time. {H} could not leave without trying once more.'),
  mo('Later, on their way out, {H} asked if they could stop at {K} again, just for a minute.'),
  o('On the way back, {H} asked for one more stop at {K}, and {G}, who understood these things, said yes.'),
]

/** The ranger, when the explorers ask for help. */
export const ASK_RANGER: ByGoal = {
  animal: [
    y('"Where do {As} like to be?" asked {H}.'),
    mo('"Where would you look for {a A}?" {H} asked {R}.'),
    o('{H} asked {R} the question {he} had been saving: where would a ranger look for {a A}?'),
  ],
  mystery: [
    y('{H} told {R} about the clues.'),
    mo('{H} told {R} everything they had found so far. {R} listened, nodding slowly.'),
    o('{H} laid out the clues for {R}, one by one, the way a detective reports to the chief.'),
  ],
  lost: [
    y('{H} showed {R} the {item}.'),
    mo('{H} showed {R} the {item}. "It belongs to a kid named {O}," {he} said. "We\'re trying to find {O}."'),
    o('{H} explained everything to {R}: the bench, the {item}, the name inside. {R} listened with real interest.'),
  ],
  place: [
    y('"What is the best way to see {X}?" asked {H}.'),
    mo('"What\'s the best way to see {X}?" {H} asked {R}.'),
    o('{H} asked {R} for the secret of {X}, on the theory that rangers always know the secret.'),
  ],
}

/** Talking it over: the explorers think out loud about the goal. Two or three lines of dialogue. */
export const DISCUSS: ByGoal = {
  animal: [
    y('"Do {As} like {P}?" asked {S}. "I think so," said {H}.'),
    y('"I hope we see one," said {S}. "Me too," said {H}. "[So much|A lot]."'),
    y('"What if it is shy?" asked {S}. "Then we are [quiet|very quiet]," said {H}.'),
    y('"How big is {a A}?" asked {S}. {H} [held out {his} arms|thought hard]. "We will see!"'),
    mo('"Do you think {the A} knows we\'re looking for it?" {S} asked. "I hope not," {H} said. "It might get shy."'),
    mo('"What would you do if you were {a A}?" {H} asked. {S} thought about it. "Find a quiet spot," {S} said, "and stay away from noisy explorers."'),
    mo('"If we see one," {H} said, "we don\'t go closer. We just watch." {S} nodded seriously. "Watching is the best part anyway."'),
    mo('"What do {As} do all day?" {S} asked. "Eat, mostly," {H} said. "And stay out of trouble." "Sounds nice," said {S}.'),
    o('"The thing about {As}," {H} said, thinking out loud, "is that they live here. We\'re just visiting. So we have to look at things the way they would."'),
    o('{S} wanted to know what they would do if they saw one. "Stand still," {H} said. "Be quiet. Remember it forever." {S} said that sounded like a good plan.'),
  ],
  mystery: [
    y('"What do you think it is?" asked {S}. "I don\'t know [yet|for sure]," said {H}.'),
    y('"Is it a monster?" asked {S}. {H} laughed. "No. It is an animal. I think."'),
    mo('"Maybe it\'s something huge," {S} said. "Maybe it\'s something tiny," {H} said. They both liked that the answer could be either.'),
    mo('"Let\'s list what we know," {H} said, and counted the clues on {his} fingers. It was not many fingers yet.'),
    mo('"Whatever it is," {S} said, "it lives at {park}, and it\'s not a bit worried about us."'),
    o('"The best mysteries," {H} said, "have answers that were right in front of you the whole time." {S} looked around suspiciously, just in case.'),
    o('{H} went over it again: what they had heard, what they had seen, where. Somewhere in there was the answer, hiding in plain sight.'),
  ],
  lost: [
    y('"Is {O} sad?" asked {S}. "I think so," said {H}. "Let\'s hurry."'),
    y('"We will find {O}," said {H}. "We [will|have to]."'),
    mo('"How old do you think {O} is?" {S} asked. {H} looked at the wobbly writing. "Little," {he} said. "Little enough to be really sad."'),
    mo('"What would you do if you lost your favorite thing?" {H} asked. "Cry," said {S}, "and then look everywhere." "Exactly," said {H}.'),
    mo('{H} opened the {item} again, just to look at the name. "Hang on, {O}," {he} said. "We\'re coming."'),
    o('"If I were {O}," {H} said, "I would go back to every place I had been today." {S} thought about that. "Then so should we," {S} said.'),
    o('{H} thought about how much {he} would miss something like this, and walked a little faster.'),
  ],
  place: [
    y('"Is {X} far?" asked {S}. "Not [too far|very far]," said {H}.'),
    y('"I can\'t wait to see {X}!" said {H}.'),
    mo('"What if {X} isn\'t as good as the picture?" {S} asked. "Then we\'ll make a new picture," {H} said.'),
    mo('"Tell me about {X} again," {S} said, and {H} did, for the third time, happily.'),
    o('"Some places are worth the wait," {G} said. {H} decided that {X} was definitely one of them.'),
    o('{H} had imagined {X} so many times that {he} was a little afraid of the real thing, in the way you are afraid of meeting a hero.'),
  ],
}

/** In a park you drive around, getting to a trailhead first. */
export const DRIVE_FIRST: Line[] = [
  y('{G} drove them to the [trailhead|start of the trail].'),
  mo('{G} drove them to the [trailhead|start of the trail] and parked [in the shade|by the sign].'),
  mo('It was a short drive to the trailhead for {P}.'),
  o('They drove to the trailhead for {P}, where a wooden sign showed the way.'),
]
