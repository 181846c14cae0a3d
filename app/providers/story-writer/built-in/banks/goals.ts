/**
 * The four kinds of story goal, written as prose: how each begins, what finding or missing a clue
 * sounds like, what the ranger's tip sounds like, the question that ends a chapter, and the endings
 * the child's choices lead to. A hook or an ending is a list of paragraphs, each a list of ways to
 * write it. Slots: {A}/{a A}/{the A}/{As} the goal animal; {noise}/{sound}/{reveal} its call; {item},
 * {look}, {O} the lost thing and its owner; {X} the place that matters most; {K} where a clue was
 * found; {first} the first clue's place; {memory} the turn, remembered; {P} where they are now.
 */
import { mo, o, y, ym, type Line } from '../template'

export type Paragraphs = Line[][]

// ---------------------------------------------------------------------------------------------
// Animal: see a particular animal

export const ANIMAL = {
  hook: [
    [
      y('{H} looked at the big poster of animals. {He} pointed at one. "{As}!" {he} said. "I want to see {a A}."'),
      mo('On the wall was a poster of the animals that live in {park}, and {H}\'s finger landed on one of them and stayed there. "{a A}," {he} said. "I really, really want to see {a A}."'),
      mo('{H} had one wish for the day, and {he} had been saving it since the car: {he} wanted to see {a A}. A real one, in the wild.'),
    ],
    [
      y('"Are there {As} here?" asked {H}. "Yes," said {R}, "but you have to look carefully."'),
      mo('"There are {As} in the park," {R} said, "but they don\'t come when they\'re called. You have to go where they like to be, and be patient."'),
      mo('{R} smiled. "{As} are here," {rhe} said, "but {park} doesn\'t do animals on a schedule, so you have to know where to look, and how."'),
    ],
    [
      y('{S} wiggled. "Let\'s find {a A}!"'),
      mo('{S} was already looking around, as if {a A} might be hiding behind the visitor center. "Where do we start?" {S} asked.'),
      o('{H} felt the hope of it in {his} chest, a small, bright, hopeful feeling, the kind that can either grow into something wonderful or pop.'),
    ],
  ] as Paragraphs,
  found: {
    tracks: [
      y('Then {H} saw tracks! Fresh ones, in the dirt. "Are these from {a A}?"'),
      mo('Then {H} spotted tracks pressed into the soft ground, fresh and sharp-edged. {He} crouched beside them. "These look new," {he} whispered. "Could they be from {a A}?"'),
      o('At the edge of the path, {H} found tracks so fresh that the little crumbs of soil around them had not yet dried, and they pointed the way {the A} had gone.'),
    ],
    sight: [
      y('Something moved far away. {H} gasped. Was it {a A}? Then it was gone.'),
      mo('Far off, something moved, just for a second. {H} grabbed {S}. "Did you see that? I think it was {a A}!" But when they looked again, it was gone.'),
      o('For one second, {H} was sure: a shape, far away, moving the way {a A} moves. Then it slipped out of sight, and all that was left was a thumping heart and a very good reason to keep looking.'),
    ],
    sign: [
      y('A hiker smiled at them. "We saw {a A} here this morning!"'),
      mo('A family coming the other way was talking in excited whispers. "We saw {a A} right here this morning," the mom told them. "Keep looking!"'),
      o('A hiker with a big camera leaned over. "You\'re looking for {As}? One came through here early this morning," she said. "They like it here. You\'re on the right track."'),
    ],
    call: [
      y('Then they heard it: "{noise}" {H} froze. That was {a A}!'),
      mo('Then, from somewhere close by, came a sound: "{noise}" {H} froze. "That\'s {a A}," {he} whispered. "It has to be."'),
      o('They heard it before anything else: {sound}. It was {a A}, somewhere near, even if it was not ready to be seen.'),
    ],
    tip: [
      y('{R} leaned down. "Try {K}," {rhe} said. "{As} like it there."'),
      mo('"If I wanted to see {a A}," {R} said, lowering {rhis} voice as if sharing a secret, "I\'d try {K}. Go quietly, and look carefully."'),
      o('{R} thought about it. "{K}," {rhe} said finally. "That\'s where I\'d go. And when you get there, stop walking and just watch for a while. That\'s the real trick."'),
    ],
  },
  missed: [
    y('They looked and looked. No {A} [here|at {P}].'),
    mo('They looked carefully in every direction, but there was no sign of {a A} at {P}.'),
    mo('{H} scanned every rock and bush at {P}. Nothing. {The A} was somewhere else today.'),
    o('There was no sign of {the A} at {P}, not a track, not a sound, and {H} felt the small sting of it.'),
  ],
  endings: {
    seen: [
      [
        y('Then {H} held very still. There, not far off, was {a A}!'),
        mo('And then, just as {H} had almost stopped hoping, there it was: {a A}, out in the open, real and alive and not pretending to be a poster at all.'),
        o('It appeared the way the best things do, without any fuss: one moment there was nothing, and the next, {a A} was simply there, going about its day as if the whole park belonged to it.'),
      ],
      [
        y('Nobody moved. Nobody talked. They just watched.'),
        mo('Nobody moved. Nobody said a word. They watched from a safe distance while {the A} did exactly what {As} do, and it was the best thing {H} had ever seen.'),
        o('{H} forgot to breathe for a moment. All the looking, the tracks at {first}, the waiting, had led right here, to this.'),
      ],
      [
        y('"We found it," {H} whispered. "We really found it."'),
        mo('"We did it," {H} whispered to {S}. "We followed the clues, and we found one."'),
        o('Later, {H} would try to explain it to people, and would find that "we saw {a A}" did not say nearly enough.'),
      ],
    ] as Paragraphs,
    far: [
      [
        y('Far, far away, something moved. {G} gave {H} the binoculars.'),
        mo('It was a long way off, just a shape at first, but {G} handed over the binoculars, and the shape turned into {a A}.'),
        o('It was far away, farther than {H} had hoped, but through the binoculars the faraway shape became, unmistakably, {a A}.'),
      ],
      [
        y('It was {a A}! It was small and far away. But it was real.'),
        mo('It was small and far away, but it was real. {H} watched until {his} arms ached from holding the binoculars up.'),
        o('{H} watched it for a long time. {He} had imagined being closer, but being this far away meant {the A} had no idea anyone was watching, and there was something wonderful about that too.'),
      ],
      [
        y('"That counts," said {S}. "That totally counts."'),
        mo('"Does far away count?" {H} asked. "Far away is the best way," {R} said. "It means you gave it room."'),
        o('"Far away counts," {S} said firmly. And {H}, thinking about everything it had taken to get here, decided that it counted double.'),
      ],
    ] as Paragraphs,
    missed: [
      [
        y('They looked until it was time to go. No {A} came.'),
        mo('They waited and watched until it was time to go, but {the A} never came.'),
        o('They waited as long as they could, and {the A} never showed itself. Some days, the park keeps its secrets.'),
      ],
      [
        y('{H} felt sad. {S} leaned close.'),
        mo('{H} felt the disappointment sink down into {his} shoes. {S} leaned against {him} without saying anything, which helped.'),
        o('{H} was quiet for a while. It is hard to want something that much and not get it, and {he} let {himself} feel it.'),
      ],
      [
        y('Then {H} remembered the tracks and the sounds. {The A} had been there. Just not for them, not today.'),
        mo('"We still learned where {As} live," {H} said at last. "We saw the signs at {first}. Now we know where to look next time."'),
        o('But on the way back, {H} realized that {he} knew things now that {he} had not known this morning: where {As} like to be, what their signs look like, how to wait. Next time, {he} would be ready.'),
      ],
    ] as Paragraphs,
  },
  prompt: [
    y('Where could {the A} be?'),
    y('Where should they look for {the A} next?'),
    y('Where do {As} like to go in {park}? {H} [thought|wondered].'),
    mo('Where would {a A} go, if {he} were {a A}? {H} thought about it.'),
    mo('{H} looked around {P}. Where should they look for {the A} next?'),
    mo('{S} looked at {H} and asked, "[Where next|Which way] for {the A}?"'),
    o('Somewhere in {park}, {a A} was going about its day. The question was where.'),
    o('{H} ran through the choices in {his} head, trying to think like {a A}.'),
  ],
  titles: ['Looking for {the A}', 'The Day of {the A}', '{H} and {the A}', 'Following {the A}', 'Quiet Feet, {the A}'],
}

// ---------------------------------------------------------------------------------------------
// Mystery: a sound or tracks, and what made them

export const MYSTERY = {
  hookCall: [
    [
      y('Then they heard it. "{noise}"'),
      mo('Then, from somewhere nearby, came a sound that made everyone stop: "{noise}"'),
      o('That was when they heard it, {sound}, coming from somewhere they could not see.'),
    ],
    [
      y('"What was that?" asked {H}. Nobody [knew|could say].'),
      mo('"What was that?" {H} whispered, and {S}\'s {S.body} twitched, but nobody at {P} knew.'),
      o('"What was that?" {H} asked, and for once, {S} did not have a single guess.'),
    ],
    [
      y('{R} smiled. "Can you find out?" {rhe} asked.'),
      mo('{R} had heard it too, and a small smile crept across {rhis} face. "I know what that is," {rhe} said. "But it\'s more fun if you find out yourselves."'),
      mo('"Ooh," said {R}, "that\'s one of my favorite sounds in all of {park}, and I\'m not telling, so see if you can solve it."'),
    ],
  ] as Paragraphs,
  hookTracks: [
    [
      y('By the path were some tracks. They were strange!'),
      mo('Beside the path, pressed into the ground, was a line of tracks that did not look like any tracks {H} knew.'),
      o('It was {H} who noticed them: a line of tracks crossing the path, neat and mysterious, leading away from the place where everyone walked.'),
    ],
    [
      y('"Who made these tracks?" asked {H}.'),
      mo('"Who made these?" {H} said, crouching down. {S} sniffed them and looked puzzled.'),
      o('"Somebody walked here," {H} said, "and it wasn\'t a person." {S} sniffed at them and had no answer.'),
    ],
    [
      y('{R} looked too and said, "Good eyes! Can you find out who made them?"'),
      mo('{R} knelt beside them. "Good eyes," {rhe} said. "I have an idea who made those. But I bet you can figure it out yourselves."'),
      mo('"A mystery," said {R}, standing up again, "and every track in {park} has an owner, so I wonder if you can find this one."'),
    ],
  ] as Paragraphs,
  found: {
    call: [
      y('"{noise}" There it was again. It was louder here!'),
      mo('"{noise}" There it was again, louder now, much closer than before. {H} turned slowly toward it.'),
      o('The sound came again, {sound}, and this time it was close enough that {H} could tell which way it came from.'),
    ],
    tracks: [
      y('More tracks! They looked the same. They were going this way.'),
      mo('There they were again: the same tracks, crossing a soft patch of ground. "Same ones," {H} said. "We\'re getting closer."'),
      o('The tracks showed up again, clearer this time, and {H} studied them the way a detective studies handwriting.'),
    ],
    tip: [
      y('"Try {K}," said {R}, with a wink.'),
      mo('{R} would not tell them the answer, but {rhe} did give a hint. "If I were you," {rhe} said, "I\'d try {K}."'),
      o('"I won\'t spoil it," {R} said. "But I\'ll tell you where I hear it most. {K}. Go quietly."'),
    ],
  },
  missed: [
    y('They listened and looked at {P}, but found nothing.'),
    mo('They listened and looked, but the mystery stayed a mystery here.'),
    o('Whatever it was, it was not here. {H} filed that away as a clue of its own: now they knew one place it wasn\'t.'),
  ],
  wrong: [
    y('"Maybe it was a bird," said {H}. But it did not look right.'),
    mo('"I think I know!" {H} said, and then looked again. "No. Wait. That\'s not it at all." They had followed the wrong clue.'),
    o('{H} had been sure, absolutely sure, and then {he} looked more carefully and was not sure at all. They had been following the wrong thing.'),
  ],
  endings: {
    'solved-self': [
      [
        y('"{noise}" They looked up. There it was!'),
        mo('And then it happened. Right in front of them, {a A} {reveal}.'),
        o('It happened right in front of them: {a A}, out in the open, {reveal}, as if it had been waiting for them to finally look in the right place.'),
      ],
      [
        y('It was {a A}! The mystery was solved!'),
        mo('"It\'s {a A}!" {H} whispered. "That\'s what made it. We solved it!"'),
        o('{H} felt the click of it, like the last piece of a puzzle. All the clues, from {first} onward, fit together at once.'),
      ],
      [
        y('{S} did a happy wiggle. "We did it!"'),
        mo('{S} {S.noise} so loudly with happiness that {the A} gave them a look, and they all had to cover their mouths to keep from laughing.'),
        o('"We found it ourselves," {H} said, and that was the best part. Nobody had told them. They had worked it out.'),
      ],
    ] as Paragraphs,
    'solved-ranger': [
      [
        y('{R} came over. "Did you solve it?"'),
        mo('{R} caught up with them. "Well, detectives?" {rhe} asked. "Any guesses?"'),
        o('{R} found them again and raised an eyebrow. "So," {rhe} said. "Do my detectives have an answer?"'),
      ],
      [
        y('{H} told {R} every clue. {R} nodded. "It was {a A}!"'),
        mo('{H} told {rhim} everything: where they had searched, what they had heard and seen. {R} listened, then grinned. "You were so close," {rhe} said. "It was {a A}."'),
        o('{H} laid out every clue. {R} listened to all of it, then nodded slowly. "Good thinking," {rhe} said. "It was {a A}. You were closer than you knew."'),
      ],
      [
        y('Just then, {a A} showed up! It was like it heard them.'),
        mo('As if it had been listening, {a A} appeared right then, not far off, and {reveal}.'),
        o('And then, as if it had been waiting for its name, {a A} appeared nearby and {reveal}, proving the answer right in front of them.'),
      ],
    ] as Paragraphs,
    'solved-late': [
      [
        y('It was time to go. They still did not know.'),
        mo('It was nearly time to go, and the mystery was still a mystery. {H} tried not to mind.'),
        o('They were almost back to where they had started, and the mystery was still unsolved. {H} was trying very hard to be a good sport about it.'),
      ],
      [
        y('Then they heard it again, right next to them!'),
        mo('And then, right beside the path, where they least expected it, {a A} {reveal}.'),
        o('And then, at the very last stop of the day, right beside the path where nobody was looking, {a A} {reveal}.'),
      ],
      [
        y('{H} laughed. "There you are!" {he} said.'),
        mo('{H} laughed so hard {he} had to sit down. "All that searching," {he} said, "and it just walked up to us!"'),
        o('{H} started laughing and could not stop. They had searched so hard, and the answer had simply strolled up at the end, as if the park had a sense of humor.'),
      ],
    ] as Paragraphs,
  },
  prompt: [
    y('What made it? Where should they [go|look] next?'),
    y('{H} [thought hard|scratched {his} head] at {P}. What next?'),
    mo('What could it be, and where in {park} should they look next?'),
    mo('{H} chewed {his} lip. The answer was out there somewhere in {park}.'),
    o('The mystery was still open, and {H} liked it that way, at least for now.'),
    o('{H} weighed the choices, the way a detective does, one clue at a time.'),
  ],
  titles: ['The Mystery at {park}', 'Who Made That Sound?', 'The {park} Mystery', 'Tracks and Whispers', 'The Puzzle of {park}'],
}

// ---------------------------------------------------------------------------------------------
// Lost: a lost thing to return to its owner

export const LOST = {
  hook: [
    [
      y('{spot} was a {item}. Nobody was there.'),
      mo('{spot}, all by itself, lay a {item} {look}.'),
      o('Somebody had left a {item} {look} {spot.lower}, and nobody seemed to be coming back for it.'),
    ],
    [
      y('A name was inside the cover. It said "{O}."'),
      mo('{H} picked it up carefully. Written inside the cover, in big wobbly letters, was a name: {O}.'),
      o('Inside the cover, in the careful, wobbly letters of someone quite young, was a name: {O}.'),
    ],
    [
      y('"{O} will be sad," said {H}. "Let\'s find {O}!"'),
      mo('"{O} must be so sad," {H} said, looking at {S}, "so we have to find {O} and give it back."'),
      o('{H} thought about how {he} would feel if {he} lost something like this. "We\'re going to find {O}," {he} said. It was not a question.'),
    ],
    [
      y('{R} was busy. "Look out for {O}," {rhe} said.'),
      mo('{R} was busy with a long line of visitors but said {rhe} would keep an ear out. "Families often come back this way," {rhe} said.'),
      o('{R} was surrounded by a busy line of visitors, so {H} decided this was a job {he} could start on {himself}.'),
    ],
  ] as Paragraphs,
  found: {
    item: [
      y('{H} looked inside again. There was a page with a star. The star was on {X}!'),
      mo('{H} looked through it again, more carefully this time. On one page, someone had drawn {X} and put a big star next to it. "I bet that\'s where {O} is going," {he} said.'),
      o('{H} turned the pages slowly. Near the back was a list in the same wobbly writing, and one place had a big star beside it: {X}.'),
    ],
    chase: [
      y('A lady smiled. "A kid named {O}? They went to {X}!"'),
      mo('A ranger on the trail nodded when {H} asked. "A family with a kid named {O}? They were here a little while ago. I think they were heading to {X}."'),
      o('{H} asked a woman sitting on a rock. "Oh, {O}? Small, lots of questions?" she said. "Yes, that family was here. They said something about {X}."'),
    ],
    close: [
      y('"You just missed them!" said a man. Oh no!'),
      mo('"Oh, you just missed them," a hiker said. "They left a few minutes ago." So close!'),
      o('They had just missed them, a hiker said, by minutes. {H} groaned. It felt like chasing a rainbow.'),
    ],
  },
  missed: [
    y('No {O} at {P}, so they kept looking.'),
    mo('They looked everywhere, but there was no sign of {O} here.'),
    o('Nobody here had seen a kid named {O}. {H} held the {item} a little tighter and refused to give up.'),
  ],
  endings: {
    'returned-self': [
      [
        y('Then {H} saw a kid. The kid was crying.'),
        mo('Then {H} saw a small kid sitting on a rock, looking at the ground as if the whole day had gone wrong.'),
        o('{H} saw them first: a family, and in the middle of it a small kid with a very sad face, searching the ground as if something important might be hiding there.'),
      ],
      [
        y('"Are you {O}?" asked {H}. The kid nodded.'),
        mo('"Excuse me," {H} said, holding out the {item}. "Are you {O}? I think this is yours."'),
        o('"Are you {O}?" {H} asked. The kid looked up, and then looked at what {H} was holding, and the whole sad face changed.'),
      ],
      [
        y('{O} hugged the {item}. "Thank you so much!"'),
        mo('{O} hugged it tight and then, to everyone\'s surprise, hugged {H} too. "Thank you," {O} said. "I looked everywhere."'),
        o('{O} held it close, and {O}\'s family thanked {H} so many times that {H} went pink. "How did you find us?" they asked. {H} thought about the star on the page, and {first}, and smiled.'),
      ],
    ] as Paragraphs,
    'returned-desk': [
      [
        y('They went back to {R}. A family was there.'),
        mo('They went back to find {R}, and at the desk there was a worried-looking family asking questions.'),
        o('When they got back, {R} waved them over. Standing beside {rhim} was a family with the tired, hopeful look of people who have been searching for something.'),
      ],
      [
        y('A little kid was there. It was {O}!'),
        mo('"This is {O}," {R} said. "We\'ve been hoping somebody would find it."'),
        o('"This is {O}," {R} said, and {rhis} eyes twinkled. "I had a feeling you two would turn up at just the right time."'),
      ],
      [
        y('{H} gave back the {item}. {O} smiled a big smile.'),
        mo('{H} handed over the {item}, and {O}\'s face lit up like a lantern. "You found it!" {O} said. "You really found it!"'),
        o('{H} handed it over, and {O} held it like treasure. "I thought it was gone forever," {O} said. {H} did not say anything. {He} just felt warm all the way through.'),
      ],
    ] as Paragraphs,
    'returned-late': [
      [
        y('They could not find {O}. {H} felt sad.'),
        mo('It was almost time to go, and they still had not found {O}. {H} felt a lump in {his} throat.'),
        o('By the end of the day, they still had not found {O}, and {H} felt the weight of the {item} in {his} hands.'),
      ],
      [
        y('So they gave it to {R}. "I will keep it safe," {rhe} said.'),
        mo('"You did the right thing," {R} said, taking it gently. "I\'ll keep it safe at the desk. Families almost always come back."'),
        o('They left it with {R}, along with a note {H} wrote in {his} best handwriting: "We found this. We hope you get it back. From {H} and {S}."'),
      ],
      [
        y('Then a kid came running. It was {O}! "My {item}!"'),
        mo('And just as they turned to leave, a kid came running up the path, shouting. It was {O}, with {O}\'s whole family puffing along behind.'),
        o('They were halfway to the door when they heard running feet and a voice shouting, "Did anybody find a {item}?" It was {O}. The timing could not have been better if they had planned it.'),
      ],
    ] as Paragraphs,
  },
  prompt: [
    y('Where could {O} be?'),
    y('Where should they look for {O} [next|now]?'),
    mo('Where had {O} gone? {H} looked at the {item} and thought hard.'),
    mo('Somewhere in {park}, {O} was missing a {item}. Where should they look?'),
    o('{H} turned the {item} over in {his} hands. Somewhere in {park}, {O} was looking for it.'),
  ],
  titles: ['The Lost {item}', 'Finding {O}', 'The {item} on the Bench', '{H} and the Lost {item}', 'A Name Inside'],
}

// ---------------------------------------------------------------------------------------------
// Place: reach a special place at its best

export const PLACE = {
  hook: [
    [
      y('{H} had a picture of {X}. {He} wanted to see it for real.'),
      mo('{H} had a postcard of {X} stuck on {his} bedroom wall, and today {he} was going to see the real thing.'),
      o('{H} had been looking at pictures of {X} for a year, and had promised {himself} that the first thing {he} would do in {park} was see it with {his} own eyes.'),
    ],
    [
      y('"Can we go to {X}?" {H} asked.'),
      mo('"Can we go to {X}?" {H} asked {R}. "What\'s the best way to see it?"'),
      mo('"How do we see {X} the best way?" {H} asked. {R} smiled. It was a good question.'),
    ],
    [
      y('"Yes," said {R}. "Go the [best|right] way."'),
      mo('"Timing is everything," {R} said. "And the right way in. Ask around, look at the maps, and you\'ll see it at its best."'),
      o('"Lots of people rush there and see it at its busiest and hottest," {R} said. "The lucky ones plan. Collect some clues first."'),
    ],
  ] as Paragraphs,
  found: {
    map: [
      y('A sign showed the best way to {X}.'),
      mo('A sign showed the way to {X}, and a little note at the bottom said when it was quietest.'),
      o('{H} studied the map until {he} could see the whole route in {his} head: which way, how long, and where they could rest.'),
    ],
    tip: [
      y('"Go a little later," said {R}. "It is quieter then."'),
      mo('"Here\'s my secret," {R} said. "Go when everyone else is leaving. And take the long way. It\'s prettier."'),
      o('"Here\'s what most people don\'t know," {R} said. "The best moment at {X} is the quiet one. Get there when the crowds are gone, and just wait."'),
    ],
    hint: [
      y('A hiker smiled. "{X} is so pretty," she said.'),
      mo('A hiker coming back from {X} smiled at them. "Bring water," she said, "and don\'t rush the last part."'),
      o('A hiker coming the other way had a happy, dazed look. "You\'re going to {X}?" he said. "Take your time at the end. You\'ll see."'),
    ],
  },
  almost: [
    y('They got to {X}. But lots of people were there!'),
    mo('They made it to {X}, but so did a big, noisy crowd, and it was hard to see anything at all.'),
    o('They reached {X} at the worst possible moment, along with a tour group and somebody\'s very loud radio.'),
  ],
  missed: [
    y('This was nice. But it was not {X}.'),
    mo('It was lovely here, but it was not {X}, and {H} kept glancing toward where it must be.'),
    o('{H} enjoyed it, truly, but a part of {him} was already thinking about {X}.'),
  ],
  endings: {
    perfect: [
      [
        y('They came to {X} at just the right time.'),
        mo('They reached {X} at exactly the right moment. The crowds had thinned, the light was just right, and it was all theirs.'),
        o('Because they had planned it, because of {first} and everything after, they came to {X} at the perfect moment, when it was quiet and the light was doing something extraordinary.'),
      ],
      [
        y('{H} looked and looked. It was even better than the picture.'),
        mo('It was better than the postcard. It was better than anything. {H} just stood there and looked.'),
        o('{H} had wondered whether the real thing could ever live up to the picture on {his} wall. It did not live up to it. It blew it out of the water.'),
      ],
      [
        y('"We did it," said {H}. {S} cheered.'),
        mo('"Worth every step," {G} said softly. {H} nodded. {He} could not have said it better.'),
        o('Nobody spoke for a while. Some moments are too big for talking, and this was one of them.'),
      ],
    ] as Paragraphs,
    almost: [
      [
        y('They got to {X}. It was very busy.'),
        mo('They got to {X}, but it was crowded and noisy, and {H}\'s heart sank a little.'),
        o('{X} was there, just as promised, but so were what felt like a thousand other people, all trying to see the same thing.'),
      ],
      [
        y('So they waited. Slowly, the people left.'),
        mo('So they waited on a quiet rock off to the side. Little by little, the crowd drifted away.'),
        o('So they did the only thing left to do: they sat down, off to the side, and waited. And slowly, the way a pond settles, the place grew quiet.'),
      ],
      [
        y('Then it was just them. {X} was all theirs.'),
        mo('And then, for one quiet minute, it was just them and {X}. It was worth every second of waiting.'),
        o('For a few quiet minutes, it was theirs alone, and {H} learned something {he} would remember for a long time: sometimes the best part comes after you almost give up.'),
      ],
    ] as Paragraphs,
    'plan-b': [
      [
        y('They did not get to {X} today. {H} felt sad.'),
        mo('They never made it to {X} that day. After {memory}, it just was not the right time.'),
        o('In the end, {X} would have to wait for another day. After {memory}, there was no sensible way to get there, and {H} knew it.'),
      ],
      [
        y('But then {H} looked around. This place was special too.'),
        mo('But then {H} looked around at where they were, really looked, and something surprising happened. {He} forgot to be disappointed.'),
        o('But standing here, in a place {he} had never even planned to visit, {H} noticed that {he} was not disappointed anymore.'),
      ],
      [
        y('"We will come back for {X}," said {H}. "But I love it here too."'),
        mo('"We\'ll come back for {X}," {H} said. "But I\'m glad we came here. I wouldn\'t have seen this."'),
        o('"Plans are good," {G} said. "Surprises are sometimes better." {H} thought that was probably the truest thing anyone had said all day.'),
      ],
    ] as Paragraphs,
  },
  prompt: [
    y('How should they get to {X}?'),
    y('{X} was [waiting|not far]. What next?'),
    mo('{X} was still waiting. What should they do next?'),
    mo('{H} looked toward {X}. What was the best way to get there?'),
    o('{X} could wait a little longer. What would make it perfect?'),
  ],
  titles: ['The Road to {X}', 'Seeing {X}', '{H} and {X}', 'The Best Way to {X}', 'A Day for {X}'],
}

/** How a chapter ends when the goal is not the question: a general hook. */
export const PROMPTS_ANY: Line[] = [
  y('What should they do [next|now] at {park}?'),
  y('Where should they go [next|now] in {park}?'),
  y('{S} looked up at {H}. "What [now|next] at {P}?"'),
  mo('There were so many choices in {park}. What should they do next?'),
  mo('{H} looked at the map of {park}, then at {S}, wondering which way to go.'),
  mo('"[Okay|All right], what\'s next?" {H} asked, looking around {P}.'),
  o('The day was still full of possibilities, and {H} wanted to choose well.'),
  o('{H} stood still at {P} for a moment, weighing the choices.'),
]
