/**
 * The working middle of each chapter: how the explorers go about their goal (the attempt), what a
 * clue makes them think (pointing toward {N}, the next place that matters, when there is one), what
 * a miss turns into, and the hook that ends the chapter. Slots as in goals.ts, plus {N} and {N.cap}.
 * Every sentence carries something of its own story (a name, a place, a choice of words), so that
 * two stories told from the same bank still read differently.
 */
import { m, o, y, type Line } from '../template'

type ByGoal = Record<'animal' | 'mystery' | 'lost' | 'place', Line[]>

/** Arriving somewhere and starting to work on the goal. */
export const ATTEMPT_GO: ByGoal = {
  animal: [
    y('They looked for {the A} [everywhere|all over {P}|high and low].'),
    y('"Look [high and low|near and far]," said {H}. They [looked|searched] all around {P}.'),
    y('{H} looked [up high|down low|far away]. {S} looked [too|the other way].'),
    y('{H} and {S} [tiptoed|walked softly] around {P}. [Was {a A} here?|Where was {the A}?]'),
    y('{S} [peeked|looked] behind a [rock|bush|log]. No {A} [yet|there].'),
    m('At {P}, they started looking for {a A}. They looked [high on the rocks|up in the trees] and [low under the bushes|down by the ground].'),
    m('{H} slowed down at {P} and looked [carefully|slowly], the way {R} had said, because {As} do not wave to get your attention.'),
    m('They [spread out a little|took different sides of the path], staying in sight, and [scanned|searched] {P} for anything that moved.'),
    m('{H} stopped at {P} and [counted to ten|listened] before taking another step. {As} hear you long before you see them.'),
    o('{H} did what good wildlife watchers do at {P}: stopped, let {his} eyes go soft, and waited for something to move.'),
    o('At {P}, {H} studied every shadow and every shape, because {he} had learned that an animal is often just a shadow that has decided to move.'),
    o('{H} walked the edge of {P} the way {R} had described, slowly and a little sideways, so that anything watching would decide {hewas} not worth running from.'),
    o('{S} [took the high side|took the low side] and {H} took the other, and between them they combed {P} for any sign of {a A}.'),
  ],
  mystery: [
    y('They looked for more clues at {P}.'),
    y('"Keep your eyes [open|peeled]," said {H} at {P}.'),
    y('{H} [got down low|crouched] at {P}. {S} [looked up high|kept watch].'),
    y('"Clues like to hide," said {S}. They looked [under the bushes|by the rocks] at {P}.'),
    m('They [split up|spread out], just a little, staying in sight, to look for more clues around {P}.'),
    m('{H} walked slowly around {P}, eyes on the ground and ears [wide open|on alert], ready for anything.'),
    m('At {P}, {S} checked the low places and {H} checked the high ones, because a mystery can hide [anywhere|in either].'),
    o('{H} treated {P} like a page in a mystery book, looking for the sentence that did not belong.'),
    o('{H} made {himself} slow down at {P}. Hurried detectives, {he} had read somewhere, find exactly what they expect and nothing else.'),
    o('At {P}, {H} stood still long enough for the place to stop noticing {him}, and then {he} started to notice it back.'),
  ],
  lost: [
    y('They looked for a kid named {O} at {P}.'),
    y('"{O}!" called {H} at {P}. [Nobody answered.|A bird flew off.|Only the wind answered.]'),
    y('{H} held up the {item}. "Is this yours?" {he} asked [a family|some kids] at {P}.'),
    y('{S} looked [left|this way] at {P}. {H} looked [right|that way]. Where was {O}?'),
    m('They looked at every family at {P}, wondering if one of the kids might be {O}.'),
    m('{H} held up the {item} so that anyone at {P} who had lost it might see.'),
    m('"Excuse me," {H} said to [a man with a map|a woman with a stroller|two older kids] at {P}. "Have you seen a kid called {O}?" They had not.'),
    o('{H} scanned every face at {P}, which turned out to be harder than it sounds when you are looking for someone you have never seen.'),
    o('{H} asked three different families at {P} about {O}, and by the third {he} had the question down to one polite breath.'),
  ],
  place: [
    y('They were one step closer to {X}.'),
    y('"{X} is [this way|up ahead]!" said {H}. {S} [ran|hurried] to keep up.'),
    m('Every step brought them closer to {X}, and {H} could [feel it|hardly wait].'),
    m('{H} checked the map again at {P}. They were on the right track for {X}.'),
    m('At {P}, {H} [turned the map around|studied the map] until it matched the land. {X} was [that way|not far].'),
    o('{H} kept one eye on the map and one on the land, working out the best way to reach {X} at its best.'),
    o('At {P}, {H} matched the map to the land one landmark at a time, the way {R} had shown {him}, and {X} came a little closer on both.'),
  ],
}

/** Arriving, for an animal goal, somewhere the animal does not live (the child chose to come anyway). */
export const ATTEMPT_ELSEWHERE: Line[] = [
  y('{P} was not a place for {As}. But {H} [kept looking|looked around anyway].'),
  y('"Do {As} live at {P}?" asked {S}. "[Not really|I don\'t think so]," said {H}. "But [it\'s fun here|let\'s look around]!"'),
  m('{H} knew {As} did not really live at {P}, but {he} kept {his} eyes open anyway. [You never know.|It was worth a look.]'),
  m('"{As} don\'t usually come to {P}," {G} said. "But there\'s [plenty|lots] to see here." {H} looked around and agreed.'),
  o('{H} had a feeling {P} was not the kind of place {As} liked, and {hewas} right, but {he} looked anyway, because that is what explorers do.'),
  o('{P} was the wrong kind of place for {As}, {H} realized, but it was a very good place for learning where {As} were not.'),
]

/** A choice in the child's own words that names an animal: they keep watch for it where it lives. */
export const WATCH_FOR: Line[] = [
  y('{H} kept an eye out for {a E} at {P}. [{S} did too.|They were very quiet.]'),
  y('"Let\'s look out for {a E}," {H} [whispered|said]. They [watched|looked] from far back.'),
  m('{H} kept an eye out for {a E} at {P}, [from a safe distance|very quietly], the way {R} had said.'),
  m('They looked out for {a E} at {P}, [staying well back|keeping their voices low], because {Es} need their space.'),
  o('At {P}, {H} kept an eye out for {a E}, from the respectful distance a wild animal deserves.'),
]

/** What they make of a clue. {N} is where it points, when the story knows. */
export const INTERPRET: ByGoal = {
  animal: [
    y('"It went that way!" said {H}. "Toward {N}!"'),
    y('{H} [smiled|grinned|beamed]. "{The A} is close," {he} said.'),
    y('"{The A} likes {N}," said {S}. "[Let\'s go!|Come on!]"'),
    m('"If it came through here," {H} said slowly, "maybe it was heading for {N}."'),
    m('{H}\'s heart was [thumping|pounding] at {P}. "We\'re getting close to {the A}," {he} whispered. "I can [feel it|just tell] [this time|now]."'),
    m('{S} sniffed the air. "{N.cap}," {S} said. "I have a feeling about {N}."'),
    m('"{As} need [food|water|a safe place to rest]," {H} said. "And {N} has [lots of it|some]."'),
    o('{H} thought about everything {he} knew about {As}: what they eat, where they rest, how they move. All of it pointed toward {N}.'),
    o('{H} did not say anything for a moment. A clue was not the same as {the A} itself, but it was a promise, and this one pointed toward {N}.'),
    o('{H} turned the clue over in {his} mind like a smooth stone. {The A} had been here, and not long ago, and it had been going somewhere.'),
  ],
  mystery: [
    y('"The clue points to {N}!" said {H}[.|, pointing.]'),
    y('"We are getting [close|closer]!" said {S}. {H} [nodded|smiled|nodded hard|beamed].'),
    y('{H} drew the clue in {his} notebook. [Two clues now!|One more clue!]'),
    m('"It came from over there," {H} said, pointing toward {N}. "I\'m [sure of it|almost sure]."'),
    m('{H} wrote the clue down[.| in {his} notebook.] "[Two clues now|That\'s another one]," {he} said. "The answer is [getting closer|somewhere near]."'),
    m('"A clue at {P}," {H} said, "and it points to {N}. That\'s [no accident|not a coincidence]."'),
    o('{H} lined the clues up in {his} head like cards on a table. Something was missing, but the shape of the answer was starting to show, and it pointed toward {N}.'),
    o('"A good detective," {H} said, "follows the clue, not the guess." And the clue pointed toward {N}.'),
    o('{H} had the feeling detectives get in books, the one where the answer is standing just behind you, and {he} did not turn around too fast in case it ran.'),
  ],
  lost: [
    y('"Let\'s go to {N}!" said {H}. "Maybe {O} is there!"'),
    y('"We will find {O}," said {S}. "[I know it|I just know it] in my {S.noun} bones."'),
    y('{H} held the {item} [tight|close]. "[Hold on|Wait for us], {O}!"'),
    m('"{N.cap}," {H} said. "That\'s where {O} is going. If we hurry, we might catch up."'),
    m('{H} held the {item} a little tighter. "We\'re close, {O}," {he} said under {his} breath.'),
    m('"Somebody at {P} saw {O}," {H} said. "So {O} is [still in the park|not far away]."'),
    o('{H} felt the [chase|search] begin in earnest. Somewhere ahead, probably at {N}, a kid was missing [something important|a {item}].'),
    o('{H} did the math of small legs and a big park: {O} could not have gone far, and {N} was the obvious next stop.'),
  ],
  place: [
    y('"Now we know the best way [to {X}|there]," said {H}.'),
    y('"[Good tip|Thank you|Great idea]!" said {S}. "{X}, here we [come|go]!"'),
    m('"So that\'s the trick," {H} said. "Good. Now we\'ll see {X} the right way."'),
    m('{H} made a note on {his} hand in pen, so {he} would not forget what they had learned at {P}.'),
    o('{H} added the clue to {his} plan. {X} was going to be worth every bit of this.'),
    o('It was the sort of thing you only learn by looking properly, {H} thought, and {he} filed it away for {X}.'),
  ],
}

/** After a miss: something else is found, and a new idea. */
export const CONSOLE: ByGoal = {
  animal: [
    y('No {A} at {P}. But it was still a [good|nice] place.'),
    y('"Maybe next time," said {S}. {H} [nodded|smiled a little|nodded hard].'),
    m('There was no {A} at {P}, but {H} noticed something {he} would never have seen if they had not stopped.'),
    m('{H} sighed. Then {he} reminded {himself} that looking was half the fun, and looked at {P} some more.'),
    m('"{As} are busy," {S} said kindly. "Maybe it\'s [having a nap|eating lunch somewhere]." {H} laughed a little.'),
    o('{H} let the disappointment pass through and out, the way you let a wave go by, and kept watching {P}.'),
    o('{P} had not given them {a A}, but it had given them a very good [half hour|few minutes], which {H} decided to count.'),
  ],
  mystery: [
    y('No clue at {P}. That was okay.'),
    y('"[Hmm|Hmmm]," said {H}. "Not here. [Somewhere else!|Let\'s think.]"'),
    m('No new clue at {P}. But {H} [wrote|scribbled] down one more thing: not here. That counted too.'),
    m('{H} [frowned|chewed {his} pencil] at {P}. Every place that was not the answer made the answer [a little smaller|easier to find].'),
    o('Finding nothing at {P}, {H} decided, was still finding something out.'),
    o('The mystery was clearly not at {P}, which was useful, in the way it is useful to know which drawer your sock is not in.'),
  ],
  lost: [
    y('No {O} at {P}. They kept [going|looking].'),
    y('"Not here," said {S}. "[Next place!|Keep going!]"'),
    m('No {O} at {P}. {H} tucked the {item} safely under {his} arm and looked around for a new idea.'),
    m('{H} asked [one more family|a lady on a bench] at {P}. No, they had not seen {O}. Still, it was worth asking.'),
    o('No {O}. {H} refused to feel discouraged, or at least refused to feel discouraged for very long.'),
  ],
  place: [
    y('This was not {X}. But {P} was [pretty|nice] too!'),
    m('It was not {X}, but {P} was beautiful, and {H} was glad they had come.'),
    m('{S} looked around {P}. "Is this {X}?" "No," said {H}, "but I like it [anyway|a lot]."'),
    o('It was a detour, {H} told {himself}, and detours are where the surprises live.'),
  ],
}

/** The last lines before the question that ends a chapter: something that pulls toward the next one. */
export const HOOK: ByGoal = {
  animal: [
    y('[Far away|Way off], toward {N}, something [moved|wiggled|stirred]. Was it {a A}? {H} [squinted|stared] toward {N}.'),
    y('{H} looked toward {N}. "Are you there, {A}?" {he} [asked|whispered].'),
    m('[Far away|A long way off], toward {N}, something moved. Then it was [still again|gone]. {H} held {his} breath.'),
    m('{H} looked toward {N}. Somewhere out there, {a A} was going about its day.'),
    m('"Did you see [that|something]?" {S} [whispered|asked], pointing toward {N}, where [a shadow|something] had moved, or maybe it was only [the wind|a leaf].'),
    o('In the distance, toward {N}, a shape moved and was still. It might have been anything. It might have been {a A}.'),
    o('{H} looked toward {N} and felt the pull of it, the way you feel a word on the tip of your tongue.'),
  ],
  mystery: [
    y('Then they heard something. It came from [{N}|the way to {N}]!'),
    y('"Listen!" said {S}. Something [rustled|moved] near {N}.'),
    m('And then, very faintly, from somewhere toward {N}, came a sound that made them all [turn around|look up].'),
    m('{H} looked toward {N}. [The answer was out there.|Something there was waiting to be found.] {Hewas} [sure of it|almost sure].'),
    o('Just then, from the direction of {N}, came something that might have been a clue, or might have been the wind.'),
  ],
  lost: [
    y('[Far away|Somewhere ahead], near {N}, a kid [laughed|called out|chuckled]. Was it {O}? {H} [held the {item} tight|listened hard].'),
    y('{H} looked toward {N}. "We are coming, {O}!" {he} [said|called].'),
    m('Somewhere toward {N}, a kid\'s voice rang out. {H} [stood up straight|spun around]. Could that be {O}?'),
    m('{H} looked at the name inside the {item} again, then toward {N}. [Not far now.|Maybe there.]'),
    o('Somewhere ahead, toward {N}, a family was [walking|heading off]. From this far away, any [of them|one of the kids] could have been {O}.'),
  ],
  place: [
    y('{X} was not far now.'),
    y('"[Almost|Nearly] at {X}!" said {S}.'),
    m('Between the trees, {H} caught a glimpse of {X}. [Almost there.|So close.|Not far now.]'),
    m('{H} looked at the map one more time. {X} was [so close|just a little farther].'),
    o('{H} could almost see {X} from here, or thought {he} could, which was nearly as good.'),
  ],
}

/** The ending happens at a place where its animal really lives: the walk there. */
export const ENDING_MOVE: Line[] = [
  y('On the way back, they stopped at {K} one more time.'),
  y('"Can we go back?" asked {H}. So they went back to {K} [one more time|for one last look].'),
  m('On the way back, they stopped at {K} one last time. {H} could not leave without trying [once more|one more time].'),
  m('Later, on their way out, {H} asked if they could stop at {K} again, just for a minute.'),
  o('On the way back, {H} asked for one more stop at {K}, and {G}, who understood these things, said yes.'),
  o('{H} talked {G} into one last visit to {K}, on the grounds that a clue had been there once and might still be.'),
]

/** The ranger, when the explorers ask for help. */
export const ASK_RANGER: ByGoal = {
  animal: [
    y('"Where do {As} like to be?" asked {H}.'),
    y('{H} asked {R} about {As}. {R} [smiled|nodded|beamed|nodded hard].'),
    m('"Where would you look for {a A}?" {H} asked {R}.'),
    m('{H} asked {R} the [big|important] question: "Where do {As} go at this time of day?"'),
    o('{H} asked {R} the question {he} had been saving: where would a ranger look for {a A}?'),
    o('{H} described the day so far to {R}, every place they had tried, and asked where a ranger would try next for {a A}.'),
  ],
  mystery: [
    y('{H} told {R} about the clues.'),
    y('"Can you help us?" asked {H}. {He} showed {R} {his} [notebook|drawings].'),
    m('{H} told {R} everything they had found so far. {R} listened, nodding slowly.'),
    m('{H} opened {his} notebook and showed {R} the clues, [one at a time|page by page].'),
    o('{H} laid out the clues for {R}, one by one, the way a detective reports to the chief.'),
  ],
  lost: [
    y('{H} showed {R} the {item}.'),
    y('"We found this," said {H}. "It is {O}\'s."'),
    m('{H} showed {R} the {item}. "It belongs to a kid named {O}," {he} said. "We\'re trying to find {O}."'),
    o('{H} explained everything to {R}: the bench, the {item}, the name inside. {R} listened with real interest[.|, nodding.]'),
  ],
  place: [
    y('"What is the best way to see {X}?" asked {H}.'),
    m('"What\'s the best way to see {X}?" {H} asked {R}.'),
    m('{H} asked {R} when {X} looked its best. {R} [thought about it|smiled|thought it over|gave it some thought|beamed].'),
    o('{H} asked {R} for the secret of {X}, on the theory that rangers always know the secret.'),
  ],
}

/** Talking it over: the explorers think out loud about the goal. Two or three lines of dialogue. */
export const DISCUSS: ByGoal = {
  animal: [
    y('"Do {As} like {P}?" asked {S}. "I think so," said {H}.'),
    y('"I hope we see {a A}," said {S}. "Me too," said {H}. "[So much|A lot]."'),
    y('"What if {the A} is shy?" asked {S}. "Then we are [quiet|very quiet]," said {H}.'),
    y('"How big is {a A}?" asked {S}. {H} [held out {his} arms|thought hard]. "We will see!"'),
    y('"What do {As} eat?" asked {S}. "[Lots of things|Let\'s find out|I will ask {R}]," said {H}.'),
    y('"Is {the A} awake?" asked {S}. {H} [shrugged|giggled|snorted with laughter]. "I hope so!"'),
    y('{S} [whispered|said softly], "Where do {As} sleep?" "[Somewhere safe|In a cozy spot]," said {H}.'),
    m('"Do you think {the A} knows we\'re looking for it?" {S} asked. "I hope not," {H} [said|whispered]. "[It might get shy.|It might hide.|Then it would hide from us.]"'),
    m('"What would you do if you were {a A}?" {H} asked. {S} [thought about it|went very quiet|thought it over|gave it some thought]. "Find a [quiet|safe] spot," {S} said, "and stay away from [noisy explorers|people like us]."'),
    m('"If we see {a A}," {H} said, "we don\'t go closer. We just [watch|stay still]." {S} nodded [seriously|hard|slowly]. "Watching is the best part[.| anyway.|, I think.]"'),
    m('"What do {As} do all day?" {S} asked. "[Eat, mostly|Look for food]," {H} said. "And [stay out of trouble|rest|keep safe]." "Sounds [nice|like my kind of day]," said {S}.'),
    m('"Do {As} have best friends?" {S} asked. {H} [thought about it|wasn\'t sure|thought it over|gave it some thought]. "Maybe[|, in a way]," {he} said. "I\'ll ask {R} about {As}."'),
    m('"I bet {the A} is watching us right now," {S} said, and they both looked around {PA} a little [nervously|hopefully].'),
    m('"How fast can {As} [run|move]?" {S} asked. "[Faster than us|Fast enough]," said {H}. "That\'s why we stay [back|far away]."'),
    m('"What does {a A} sound like?" {S} asked. {H} [wasn\'t sure|thought hard]. "[Let\'s listen for it.|We\'ll find out.]"'),
    m('"Do {As} like {month}?" asked {S}. "I hope so," said {H}. "[It\'s a nice month for looking.|Maybe they come out more.]"'),
    m('"Where do {As} go when it rains in {park}?" {S} asked. "[Somewhere dry|Under the trees], I bet," said {H}.'),
    m('{S} asked if {As} ever got lost. "Not in {park}," {H} said. "This is their home. They know every [rock|path]."'),
    o('"If {a A} had a map of {park}," {S} asked, "what would be on it?" {H} [thought about it|thought it over|gave it some thought]. "Food, water and every hiding place," {he} said. "No gift shops."'),
    o('{H} found {himself} wondering what {P} looked like to {a A}: not a view at all, probably, but a list of places to eat and places to hide.'),
    m('{S} [practiced|tried] a very quiet walk for when they found {the A}. It was [mostly quiet|quieter than before].'),
    o('"The thing about {As}," {H} said, thinking out loud, "is that they live here. We\'re just visiting. So we have to look at things the way they would."'),
    o('{S} wanted to know what they would do if they saw {a A}. "Stand still," {H} said. "[Be quiet.|Don\'t make a sound.] Remember it forever." {S} said that sounded like [a good plan|the best plan|a plan {S} could manage].'),
    o('"Do you think {the A} ever wonders about us?" {S} asked. {H} considered it. "Probably only whether we have snacks," {he} said.'),
    o('{H} tried to think like {a A} at {P}: where would the food be, where would it be safe, where would it be quiet? The answers kept pointing away from the crowds.'),
    o('"What if we never see {a A}?" {S} asked. "Then we\'ll have looked," {H} said, which was the kind of thing {G} said, and {hewas} surprised to find {he} meant it.'),
  ],
  mystery: [
    y('"What do you think it is?" asked {S}. "I don\'t know [yet|for sure]," said {H}[.|, frowning.]'),
    y('"Is it a monster?" asked {S}. {H} [laughed|giggled|chuckled|snorted with laughter]. "No. It is an animal[.| that lives here.] [I think.|Probably.]"'),
    y('"Is it big?" asked {S}. "Maybe," said {H}. "[Or small!|Or tiny!|Or medium!]"'),
    y('{S} [hid behind|peeked around] {H}. "Is it scary?" "No," said {H}. "[It\'s just a puzzle in {park}.|It\'s a {park} mystery!]"'),
    m('"Maybe it\'s something huge," {S} said. "Maybe it\'s something tiny," {H} said. They both liked that the answer [could be|might be] [either|anything].'),
    m('"Let\'s list what we know," {H} said [at {P}|], and counted the clues on {his} fingers. [It was not many fingers yet.|Two fingers so far.]'),
    m('"Whatever it is," {S} said, "it lives at {park}, and it\'s not a bit worried about us."'),
    m('"Does it have [wings|feathers]?" {S} asked. "Or [paws|fur]? Or [hooves|scales]?" "[Yes|Maybe|Could be|Perhaps]," said {H}, "[one of those|probably one of those]." {S} [groaned|laughed|sighed|chuckled|let out a long breath].'),
    m('"If I were a mystery," {S} said, "I would hide [at {P}|right here]." {H} [laughed|looked around, just in case|chuckled].'),
    m('"Is it a bird?" {S} asked at {P}. "[Maybe|Could be|Perhaps]," said {H}. "Or something with [four feet|fur]. We need [more clues|another clue] from {park}."'),
    m('{S} had a new idea every [minute|few steps]. {H} wrote them all down, [even the silly ones|just in case].'),
    y('"Is it a [bird|frog|bug]?" asked {S} at {P}. "[Maybe!|We will see!]" said {H}.'),
    y('{S} [whispered|said], "I like this mystery." {H} [nodded|smiled|nodded hard|beamed] at {P}.'),
    m('"I think it\'s [sneaky|shy|clever]," {S} said. "Whatever it is, it knows {park} [better than we do|very well]."'),
    o('"The best mysteries," {H} said, "have answers that were right in front of you the whole time." {S} looked around {P} suspiciously, just in case.'),
    o('{H} went over it again [at {P}|in {his} head]: what they had heard, what they had seen, [where|and where]. Somewhere in there was the answer, hiding in plain sight[.| like a stone in a streambed.]'),
    o('"What if it\'s something nobody has ever [found|seen]?" {S} asked. "Then we\'ll name it," {H} said. "[After you.|We\'ll call it the {S}.]" {S} was quiet for a while after that, in a [pleased|proud] sort of way.'),
    o('{H} tried the possibilities one by one against the clues, the way you try keys on a ring, and kept the ones that almost fit.'),
  ],
  lost: [
    y('"Is {O} [sad|crying|worried]?" asked {S}. "[I think so|Maybe|I bet {O} is]," said {H}, [holding up the {item}|looking at the {item}]. "[Let\'s hurry.|We have to help.|Come on!]"'),
    y('"We will find {O}," said {H}. "We [will|have to|just have to], {S}."'),
    y('"What does {O} look like?" asked {S}. "[I don\'t know|No idea]," said {H}. "But we have the {item}!"'),
    y('{S} sniffed the {item}. "It smells like [snacks|sunscreen]," said {S}. {H} [giggled|laughed|snorted with laughter|chuckled].'),
    y('"Where would you go?" asked {H}. "[To the snacks|Back to the car]!" said {S}.'),
    y('"Does {O} have a mom?" asked {S}. "[I bet|I think] so," said {H}. "She will be [looking too|happy]."'),
    y('{S} [tapped|patted] the {item}. "We will find [you|your kid], {item}," {S} said. {H} [giggled|smiled|snorted with laughter|beamed].'),
    m('"How old do you think {O} is?" {S} asked. {H} looked at the wobbly writing in the {item}. "Little," {he} said. "Little enough to be really sad."'),
    m('"What would you do if you lost your favorite thing?" {H} asked. "Cry," said {S}, "and then look everywhere." "[Exactly|Right]," said {H}.'),
    m('{H} opened the {item} again, just to look at the name. "Hang on, {O}," {he} said. "We\'re [coming|on our way]."'),
    m('"Maybe {O} has already gone home," {S} said in a small voice. "Then {R} will mail it," {H} said. "But [I bet|I think] {O} is still here."'),
    m('"What if {O} doesn\'t want it back?" {S} asked. {H} looked at the {item}, [worn at the corners|a little bit scuffed]. "{O} wants it back," {he} said.'),
    m('"Do you think {O} is looking at {P} too?" {S} asked. "Maybe," {H} said. "[Let\'s look extra hard.|Let\'s keep our eyes open.]"'),
    m('{S} wondered out loud what {O} would say when they gave back the {item}. "Thank you," guessed {H}. "[Or maybe a scream.|And maybe a hug.]"'),
    m('"If I lost my {hat}," {H} said, "I would want somebody to find it." {S} agreed that {hat}s were very important.'),
    o('"If I were {O}," {H} said, "I would go back to every place I [had been|went] today[.|, starting with the last one.]" {S} [thought about that|considered this carefully|turned this over]. "Then so should we," {S} [said|decided|agreed][.|, already walking.]'),
    o('{H} thought about how much {he} would miss a {item} like this, and walked a little faster.'),
    o('"It\'s [funny|strange]," {H} said. "I\'ve never met {O}, and I already feel like I know {O} [a little|a bit]." {S} said that was what carrying someone\'s {item} [does to you|around all day does].'),
    o('{H} tried to imagine the exact moment {O} noticed the {item} was gone, and then wished {he} had not, because it made {his} stomach hurt.'),
    o('"What would you put in a {item} like this?" {S} asked. "Everything important," {H} said, and they both went quiet, thinking about {O}.'),
    o('"We could leave a note at {desk}," {H} said, "just in case." {S} said that was a good plan, but a better plan was to find {O} first.'),
  ],
  place: [
    y('"Is {X} far?" asked {S}. "Not [too far|very far]," said {H}.'),
    y('"I can\'t wait to see {X}!" said {H}. {S} [did a little dance|cheered|whooped].'),
    y('"What is at {X}?" asked {S}. "[Something great|You will see|The best thing in {park}]!" said {H}[.|, grinning.]'),
    m('"What if {X} isn\'t as good as the picture?" {S} asked. "Then we\'ll make a new picture," {H} said.'),
    m('"Tell me about {X} again," {S} said, and {H} did, for the [third|fourth] time, happily.'),
    m('"Will {X} be busy?" {S} asked. "Maybe," {H} said, "but {X} is [big enough for everyone|worth it]."'),
    o('"Some places are worth the wait," {G} said. {H} decided that {X} was definitely one of them.'),
    o('{H} had imagined {X} so many times that {hewas} a little afraid of the real thing, in the way you are afraid of meeting a hero.'),
    o('"What do you think people felt when they first saw {X}?" {H} asked. {S} [thought about it|thought it over|gave it some thought]. "Probably the same as us," {S} said, "but with worse shoes."'),
    o('"Do you think {X} knows how many people come to see it?" {S} asked. "I think it\'s too old to be impressed," {H} said.'),
    o('{H} tried to describe {X} to {S} from memory, then realized {he} was describing a picture, and decided to stop until {he} had seen the real thing.'),
  ],
}

/** In a park you drive around, getting to a trailhead first. */
export const DRIVE_FIRST: Line[] = [
  y('{G} drove them to [the trailhead|the parking area] near {P}.'),
  y('They [drove|went in the car] to {P}. {S} [looked out the window|waved at the trees|counted the curves|sang a car song|watched the clouds go by].'),
  m('{G} drove them to the parking area for {P} and parked [in the shade|by the sign].'),
  m('It was a short drive to the trailhead for {P}. {S} [counted the curves|watched the trees go by].'),
  o('They drove to the trailhead for {P}, where a wooden sign showed the way.'),
  o('{G} found the last parking spot near {P} with the quiet pride of a grown-up who has found the last parking spot.'),
]
