# title: The Knock in the Hoodoos
# month: 6
INCLUDE shared/story.ink

// Who is knocking down among the hoodoos at dawn? (A raven pair with three fledglings on a ledge
// above Wall Street.) Chapter 1 at Sunset Point; chapter 2 by the first choice (the slot, the rim at
// Inspiration Point, or the ranger's scope); chapter 3 at Queen's Garden, Thor's Hammer or Wall
// Street; chapter 4 one of five endings. The chapter-2 choices and the chapter-3 choices are laid out
// so that the same later choices after each first choice lead to different places and endings.
VAR route = ""
VAR found_feather = false
VAR saw_from_above = false
VAR knew_jay = false
VAR ranger_asked = false
VAR came_from = ""

-> dawn_rim

=== dawn_rim ===
# place: sunset-point
{band:
- "young":
  It was early and cold at Sunset Point. Mom's breath made little clouds. {hero} sat on a bench to wait for the sun, and {pal} settled {perch()} to wait too.
  Then the sun came up. The hoodoos lit up, one by one. Orange! Pink! Gold!
  A ranger stood by the railing with a big scope on three legs. Her name tag said Ranger Nakai.
  "Bryce has more hoodoos than anywhere else on Earth," she said. # fact: collection-hoodoos-anywhere
  Then they heard it. Tock. Tock-tock.
  The sound came from down in the hoodoos. It was like a knock on a wooden door.
  "Who is knocking?" asked {hero}.
  "Maybe a rock fell down," said Mom.
  "Ice gets in the cracks and breaks the rock, bit by bit," said the ranger. "But falling rocks go clatter. They do not knock." # fact: hoodoos-water-seeps
  {pal} {sniffed()}, but a sound has no smell and no shape. "Maybe a hoodoo wants to come in," {pal} said.
  {hero} stepped up to the railing to hear better. Mom held on to {their} hood. "Not too close. The edge can crumble."
  Tock-tock! Far away, something knocked back.
  "Two knockers!" said {hero}. "I want to find them."
  The ranger just smiled. It was a secret sort of smile.
- "middle":
  The stars were fading when {hero}, Mom and {pal} reached Sunset Point. It was June, but at the top of the canyon the morning air was cold enough to turn Mom's breath into little clouds. They sat on a bench near the railing to wait for the sun, and {pal} settled {perch()}.
  Then the sun peeked over the far hills. Light spilled into the Bryce Amphitheater one hoodoo at a time. The stone towers lit up orange, then pink, then gold at their tips, until the whole bowl glowed. There were far too many to count.
  A ranger stood a few steps away with a spotting scope on three legs and a clipboard under her arm. Her name tag said Ranger Nakai. "People come from all over the world for this," she said. "Nowhere else on Earth has as many hoodoos as Bryce." # fact: collection-hoodoos-anywhere
  That was when the knocking started.
  Tock. Tock-tock.
  It came from somewhere down among the hoodoos, hollow and woody, like a fist on an old door. The canyon walls caught the sound and threw it back.
  "Is somebody down there?" {hero} asked.
  "There aren't any doors down there," said Mom. "Maybe it's a rock falling?"
  The ranger shook her head. "Good guess. Water seeps into cracks in the hoodoos, freezes at night and pries the rock apart, bit by bit, so rocks do fall. But a falling rock clatters. It doesn't knock twice and then stop." # fact: hoodoos-water-seeps
  {pal} turned toward the sound with its whole body, the way animals do when they mean it. "Maybe a hoodoo got locked out," {pal} said.
  {hero} leaned toward the railing to hear better, and Mom put a hand on {their} shoulder. "Listen with your ears, not your toes," she said. "That edge crumbles."
  Then something answered. From far across the amphitheater came a second knock, softer, like a pencil tapping a desk. Tock-tock.
  "There are two of them," {hero} said. "They're talking to each other. I have to find out who they are."
  Mom looked at the trail zigzagging down into the hoodoos. {hero} glanced over at the ranger. The ranger was smiling, the way people smile when they know the answer to a riddle and have decided not to tell.
- else:
  {hero} had been promised a sunrise, and so far the sunrise was running late. The stars over Sunset Point had gone thin and watery, the air smelled of cold pine, and Mom was holding the lid of her thermos in both hands like a tiny campfire. It was June. {hero} had packed for June. Nobody had mentioned that June, this high up, behaved a lot like November.
  They sat on a bench near the railing, and {pal} settled {perch()}, which was either loyalty or a plan to steal warmth. {hero} suspected the plan.
  Then the sun cleared the far hills, and being cold stopped mattering. Light poured into the Bryce Amphitheater and caught the hoodoos' tips first, so the whole bowl seemed to switch on one tower at a time: orange, then salmon pink, then creamy white where the rock was pale. Counting them would have been like counting a stadium crowd from the top row.
  A ranger stood a little way along the railing with a spotting scope on a tripod and a clipboard tucked under her arm. Her name tag said Ranger Nakai. "People fly in from the other side of the world for this," she said, to nobody in particular. "No place on the planet has a bigger collection of hoodoos." # fact: collection-hoodoos-anywhere
  That was when the knocking started.
  Tock. Tock-tock.
  It rose from somewhere below, hollow and woody, exactly like knuckles on a door. The walls of the amphitheater caught it and tossed it around, so for a second it seemed to come from everywhere at once.
  {hero} looked at Mom. Mom looked at the canyon. There was no door down there, and no house to hang one on. There was only stone, and shadow, and a few dark trees.
  "Rocks?" Mom guessed. "Something falling?"
  "Good guess, wrong sound," said the ranger. "Rocks do come down. Water seeps into the cracks, freezes on cold nights, and pries the hoodoos apart a sliver at a time. But a falling rock clatters and bounces. It doesn't knock twice and then wait politely." # fact: hoodoos-water-seeps
  {pal} stared down into the canyon as if the answer might be written on a hoodoo. "Maybe it's a small hoodoo," {pal} offered, "and it forgot its key."
  {hero} leaned toward the railing to hear better. Mom's hand landed on {their} shoulder, light but firm. "Listen with your ears, not your toes," she said. "That edge is made of the same crumbly stuff."
  Tock-tock. And then, from far across the amphitheater, faint as a fingernail on a tabletop, something knocked back.
  A shiver ran down {hero}'s arms, and it had nothing to do with the cold. Two knockers were talking across a canyon full of stone towers, and nobody else on the rim seemed to notice. {They} had to know who they were.
  {They} turned to ask the ranger and found her watching with a small, patient smile, the smile of someone who knows the answer to a riddle and has decided it would be a shame to spoil it.
}
* [Hurry down the trail toward the knocking # act: go]
  ~ route = "slot"
  -> slot
* [Walk the rim to Inspiration Point and look down from above # act: look]
  ~ route = "rim"
  -> lookout
* [Ask the ranger why she is smiling # act: ask]
  ~ route = "ranger"
  -> scope

// ---------------------------------------------------------------- chapter 2: down into Wall Street
=== slot ===
# place: navajo-loop
{band:
- "young":
  The trail went down, down, down in zigzags. {pal} {moved()} ahead.
  "Walk, do not run," said Mom. "The little stones roll like marbles."
  The walls got taller. The air got cool. Then they were in Wall Street. It was a deep, skinny slot in the rock. Two tall trees grew up to a strip of blue sky.
  Tock-tock! The knock bounced off the walls. Left! Right! Everywhere!
  "No fair," said {pal}.
  Then {hero} saw a feather on the trail. It was long and black and shiny. It was bigger than {their} hand!
  "A big bird lost that," said Mom. "In a park, we leave feathers where they fall."
  So {hero} just looked. {They} did not touch.
- "middle":
  The Navajo Loop Trail dropped off the rim in tight zigzags. {pal} {moved()} ahead, and {hero} had to stop {themself} from running after it. "Walk," said Mom. "This gravel rolls like marbles, and it's a long way to the bottom."
  With every switchback the walls grew taller and the air grew cooler. Then the trail slipped into Wall Street, a slot so deep and narrow that the sky was only a blue stripe high above. Two tall fir trees grew straight up from the bottom, stretching for the light.
  Tock-tock.
  The knock was louder down here, but the walls bounced it back and forth, so it seemed to come from the left, then the right, then from the rock under their boots. {pal} turned one way, then the other. "It's everywhere," {pal} grumbled. "That's cheating."
  Then {hero} spotted something lying in a stripe of sunlight on the trail: a long black feather, longer than {their} whole hand. When {they} tipped {their} head, it shone purple and blue.
  "That's no little bird's feather," said Mom, crouching beside it. "Something big dropped that."
  {hero} wanted to keep it more than {they} had wanted anything all morning. But Mom shook her head. "In a national park, feathers stay where they fall." So {hero} laid {their} hand beside it to remember the size, and left it shining on the path.
- else:
  The Navajo Loop Trail didn't so much go down as fall off the rim in folds, switchback after switchback, each one stacked under the last like a ribbon someone had dropped. {pal} {moved()} ahead with the confidence of a creature who had never once slipped on gravel, and {hero} had to stop {themself} from chasing after it.
  "Walk it," Mom called. "This stuff rolls like marbles, and I'd like you to arrive at the bottom the normal way."
  With every bend the walls rose higher and the light went from gold to blue to a cool, shady gray. Then the trail turned a corner and squeezed into Wall Street. It was like stepping into a hallway built for giants: two walls of orange stone, so tall and close that the sky had shrunk to a thin blue ribbon overhead. Two fir trees grew straight up out of the gravel, trunks as thick as barrels, reaching all that way for a share of the sun.
  Tock-tock.
  Down here the knock was louder, but the walls had gotten hold of it. It ricocheted from one side to the other, so that it came from the left, then the right, then seemingly from the rock beneath their boots. {pal} turned in a complete circle and ended up facing the wrong way. "It's everywhere," {pal} complained. "That can't be allowed."
  Then {hero} saw it: a feather, lying in a single stripe of sunlight on the trail like something in a museum case. It was black and longer than {their} hand from wrist to fingertip, and when {they} tilted {their} head it flashed purple and green, like oil on a puddle.
  "Well, that didn't come off a sparrow," said Mom, crouching beside it.
  {hero} wanted that feather with a hunger that surprised {them}. But Mom was already shaking her head. "Park rule. Feathers stay where they fall." So {hero} did the next best thing: {they} laid {their} hand flat beside it, memorized the size, and made {themself} walk away.
}
~ found_feather = true
{end_now: -> slot.early}
{band:
- "young":
  Whoosh! A big black shape flew over the slot. Then it was gone.
  {pal} {hid()}. Then it peeked out. "That bird was as big as a backpack!"
  Tock-tock came a knock, far down the trail. Tock-tock came another, high up by the rim.
  "Now the knocks are in two places," said Mom.
  {hero} looked at the feather. Would the big bird come back for it?
- "middle":
  Whoosh. A shadow flicked across the stripe of sky. Something big and black beat its wings over the slot and was gone before {hero} could even point.
  {pal} {hid()}, then peeked out. "That," {pal} whispered, "was a backpack with wings."
  Tock-tock, went a knock from beyond the far end of Wall Street, out toward the paler hoodoos of Queen's Garden. Tock-tock, came the answer, from high up the other side of the loop, near the rim.
  "Your mystery just split in two," said Mom. "One knocker out there, one up there."
  {hero} looked at the feather, then at the fir trees, still and patient in the shade. Maybe, if {they} kept very quiet, the big bird would come back here on its own.
- else:
  Whoosh. A shadow sliced across the ribbon of sky. Something black and enormous rowed over the slot, wings creaking, and vanished before {hero} could so much as lift a finger to point.
  {pal} {hid()}, then slowly came out of hiding. "That," {pal} said, "was not a bird. That was a backpack that learned to fly."
  Tock-tock, came a knock from past the far end of Wall Street, out where the hoodoos turned pale toward Queen's Garden. Tock-tock, came the answer, from high up on the other side of the loop, near the rim.
  "Congratulations," said Mom. "Your mystery has split in half."
  {hero} looked down the trail, then up at the rim, then at the feather, still glowing in its stripe of light. Birds came back to places. Maybe, if {they} {were} quiet enough, this one would come back here. It was the kind of choice that felt as if it mattered, which was thrilling and deeply annoying at the same time.
}
* [Follow the path along the bottom toward Queen's Garden # act: go] -> queen
* [Climb the far side of the loop and look out from Thor's Hammer # act: look] -> hammer
* [Stay in Wall Street and wait for the big bird to come back # act: wait] -> wall_wait

= early
{band:
- "young":
  {hero} sat on a rock under the tall trees. {They} listened hard. Tock-tock, far away. Then just the wind. # ending: feather_in_the_slot
  "A big black bird that knocks," said {hero}. "Wow."
  They climbed back up, slow and puffing. At the top, a huge black bird flew over the rim. Tock! {hero} did not see which bird made the sound. But {they} knew how big its feather was.
  "We will come back at sunrise," said {pal}. "And we will be first!"
- "middle":
  {hero} sat on a rock between the fir trees and listened with {their} whole body. Tock-tock, high and far away. Then there was only the wind, combing the tops of the firs. # ending: feather_in_the_slot
  "A big black bird that knocks," {hero} said slowly. "Is that even a thing?"
  "The ranger smiled like it was," said Mom.
  They climbed back up the switchbacks, stopping to puff on every bend. Near the top, a huge ragged-winged shape sailed over the rim, and from somewhere in the sky came one last tock. {hero} never saw which bird made it. But {they} knew the size of the feather by heart, and {they} knew the knockers would be busy again tomorrow at sunrise.
  {pal} {wiggled()} at the thought of a second try. "Tomorrow," {pal} said, "we get here first."
- else:
  {hero} sat on a boulder between the firs and listened so hard {their} ears seemed to stretch. Tock-tock, high and far. Then nothing but the wind combing the treetops, and the slow sound of {their} own breathing. # ending: feather_in_the_slot
  "A big black bird," {hero} said, "that knocks. Either that's a real thing or I'm making it up."
  "The ranger didn't look like you were making it up," said Mom.
  The climb out was slower than the climb in, and the switchbacks seemed to have multiplied while they were away. Near the top a ragged-winged shape sailed over the rim, close enough that {hero} heard the air hiss through its feathers, and from somewhere in the sky came a single last tock.
  {hero} never saw which bird made it. That stung a little. But {they} knew the feather down to the width of a finger, and {they} knew something else, too: the knockers started at sunrise, and the canyon would still be here tomorrow.
  {pal} {wiggled()}, already cheerful about the rematch. "Next time," {pal} said, "we beat them to the bottom."
}
-> END

// ---------------------------------------------------------------- chapter 2: along the rim
=== lookout ===
# place: inspiration-point
{band:
- "young":
  They walked along the rim to Inspiration Point. The path went up and up.
  "Drink some water," said Mom. "We are way up high, and the air is dry."
  Below them, the hoodoos stood in rows and rows. They looked like orange soldiers standing very still.
  Tock-tock. Now the knock came from below them!
  Mom gave {hero} her little binoculars. {hero} looked down. Big black birds were flying between the hoodoos. Their backs were shiny. Their tails came to a point.
  One bird sat on a hoodoo. It bobbed its head. Then they heard it. Tock-tock!
  "It knocked!" said {hero}. "We saw it first and heard it after!"
  "I think those are ravens," said Mom. "Ravens are big birds."
- "middle":
  The Rim Trail ran south along the edge of the amphitheater, with pines on one side and the drop on the other. It climbed most of the way, and halfway up Mom stopped and held out the water bottle. "Drink," she said. "We're eight thousand feet up. The air is thin and dry, and it steals your water before you notice."
  At Inspiration Point, the hoodoos stood below them in long orange rows, like an army that had been told to hold still and never told to stop.
  Tock-tock. The sound floated up from below. For the first time, {hero} was above the knocker instead of under it.
  Mom passed over her little binoculars. At first {hero} saw only orange rock. Then {they} found them: big black birds gliding between the hoodoos far below. From up here {hero} could see their backs, glossy as wet paint, and their tails, which ended in a point like a wedge.
  One bird landed on top of a tall hoodoo and bobbed its head. A moment later, the sound arrived: tock-tock.
  "It bobbed, and then we heard it!" {hero} said. "The knock comes after!"
  "Sound is slower than light," said Mom. "That's how far away they are. And those are ravens, I think. They're as big as hawks."
  {flies(): {pal} {wiggled()}, ready to fly down for a closer look, but {hero} shook {their} head. A bird that size would not want a visitor.}
- else:
  The Rim Trail followed the edge of the amphitheater south, with ponderosa pines on one side and a great deal of air on the other. It also went uphill for most of the way, which nobody had mentioned. Halfway along, Mom stopped, breathing hard, and held out the water bottle.
  "Drink," she said. "We're about eight thousand feet up. The air is thin and dry, and it steals your water before you feel thirsty."
  {hero} drank, mostly to be polite, and was surprised by how good it tasted.
  From Inspiration Point, the hoodoos below stood in long, orderly rows, rank behind rank, like a marching band of stone that had frozen in mid-step with every member facing the same way.
  Tock-tock. The sound drifted up from below. For the first time all morning, {hero} was above the knockers instead of underneath them, and that changed everything.
  Mom dug out her little binoculars. At first {hero} could only find blurry rock. Then the view snapped into focus, and there they were: big black birds gliding between the hoodoos far below, so far down that {hero} was looking at their backs. Their feathers shone like wet paint. Their tails didn't end in a fan but in a point, like the tip of an arrow.
  One of them landed on the flat top of a hoodoo and bobbed its head forward. A moment later, the sound reached them. Tock-tock.
  "The knock comes after!" {hero} said. "It bobbed, and then we heard it."
  "Sound is slower than light," said Mom. "Which tells you how far down they are. Those look like ravens to me. They're every bit as big as a hawk."
  {flies(): {pal} {wiggled()}, plainly itching to fly down for a closer look, but {hero} shook {their} head. Birds that size had not invited anyone.}
}
~ saw_from_above = true
{end_now: -> lookout.early}
{band:
- "young":
  Then a second raven came. It had something in its beak. One bird flew down into a dark, skinny slot. The other flew away toward some white hoodoos, far off.
  A man with a big camera sighed. "Those two never hold still," he said. "They keep coming back to the same spot."
  What was in that spot? {hero} had to find out.
- "middle":
  Then a second raven flapped up beside the first, with something dangling from its beak. The two birds leaned together for a moment, and then they split up. One dove toward the dark, narrow crack of Wall Street and dropped out of sight. The other sailed off toward the pale hoodoos of Queen's Garden.
  A man with an enormous camera lens lowered it and sighed. "I've been trying to photograph those two all morning," he said. "They keep coming back to the same part of the canyon, but they never hold still."
  {hero} lowered the binoculars. If the ravens kept coming back to the same place, then somewhere down there was a place that mattered to them.
- else:
  A second raven beat its way up to the first, with something dangling from its beak. For a moment the two birds sat shoulder to shoulder on the hoodoo like an old couple on a porch. Then they split. One dove straight for the dark crack of Wall Street and vanished into it, as if the canyon had swallowed it. The other sailed away toward the pale, cream-colored hoodoos of Queen's Garden.
  Beside them, a man with a camera lens as long as {hero}'s arm lowered it and sighed. "All morning," he said. "I've been after those two all morning. They keep coming back to the same corner of the canyon, and not once have they held still."
  {hero} lowered the binoculars and thought fast. The man with the camera might know where the birds liked to land. The slot might hide whatever the first raven had been carrying. Or {hero} could simply stay put and let the second raven show the way, which was the hardest plan of all, because it meant doing nothing on purpose.
}
* [Ask the man with the camera where the ravens keep coming back to # act: ask] -> hammer
* [Hurry back and down the trail into Wall Street # act: go] -> wall_wait
* [Wait and watch where the second raven lands # act: wait] -> queen

= early
{band:
- "young":
  {hero} and Mom took turns with the binoculars. The ravens landed on the same tall hoodoo, again and again. Bob went a head. Tock-tock, came the sound, a little late. # ending: ravens_from_above
  "We see it, then we hear it!" said {hero}.
  "That is because they are far away," said Mom.
  They never found out which raven knocked. But {hero} saw them from the top, like a bird in the sky.
  On the way back, {pal} tried to knock too. It sounded like a hiccup.
  "Keep trying," said {hero}, laughing.
- "middle":
  They stayed at the railing for a long time, passing the binoculars back and forth. The ravens took turns landing on the same tall hoodoo. Every time one of them bobbed its head, a knock floated up a heartbeat later, the way thunder comes after lightning. # ending: ravens_from_above
  "We see the knock first," {hero} said, "and then we hear it. Like a movie with the sound running late."
  "That means they're far away," said Mom.
  They never did work out which raven was knocking and which was answering. The birds weren't telling. But {hero} had watched the knockers with {their} own eyes, from above, and hardly anybody sees a bird's back unless they're up in the sky with it.
  On the walk back, {pal} tried a knock of its own. Tock-tock, it went, and it came out sounding like a hiccup.
  "Practice," said {hero}.
- else:
  They stayed at the railing for a long time, passing the binoculars back and forth until the strap was warm. The ravens kept landing on the same tall hoodoo, and each time one bobbed its head, the knock floated up a heartbeat later, the way thunder follows lightning. # ending: ravens_from_above
  "It's like a video where the sound is out of sync," {hero} said. "We see the knock, and then we hear it."
  "You could work out how far away they are, if you timed it," said Mom. "Not today. Today, just watch."
  They never did figure out which raven was knocking and which was answering. The birds were keeping that part to themselves. But {hero} had seen the knockers with {their} own eyes, from above, which almost nobody gets to do; most people only ever see a bird's belly. {They} felt strangely proud, as if {they} had been let in on a small secret the canyon didn't tell everyone.
  On the walk back, {pal} attempted a knock of its own. Tock-tock, it went, and it came out sounding exactly like a hiccup.
  "Needs work," said {hero}.
}
-> END

// ---------------------------------------------------------------- chapter 2: the ranger's scope
=== scope ===
# place: sunset-point
{band:
- "young":
  "Why are you smiling?" asked {hero}.
  The ranger laughed. "I hoped someone would ask about that knock!"
  She had been up very late. "Rangers here show people the stars at night," she said. "The sky is so dark, you can see the Milky Way." # fact: famous-dark-night
  "So who is knocking?" asked {hero}.
  "I will not tell," said the ranger. "But here is a clue. It is big. It is black. It is smart enough to open a backpack and take a sandwich!"
  "A sandwich robber!" said {pal}.
  "One more clue," said the ranger. "Steller's jays are blue birds, and they can copy a hawk's scream. So do not trust every hawk you hear."
- "middle":
  "Why are you smiling?" {hero} asked.
  The ranger laughed. "Because I've been hoping someone would ask about that knock all week," she said. "Most people are too busy taking pictures."
  She had been up until midnight, she told them, showing people the stars. "Bryce is famous for its dark night skies, so rangers lead star programs here. Then I'm back at dawn to count birds. I drink a lot of cocoa." # fact: famous-dark-night
  "So who's knocking?" {hero} asked.
  "If I tell you, it won't be your mystery anymore," said the ranger. "But here's a clue. The knocker is big, it's black, and it's clever enough to unzip a backpack and steal a sandwich."
  {pal} gasped. "A sandwich thief!"
  "And another clue, for free," said the ranger. "If you hear a hawk scream near the pines, don't believe it right away. Steller's jays love to copy hawks."
  {hero} thought hard. Big and black. Clever. Fond of sandwiches. It could be a lot of things, and none of them, as far as {hero} knew, went around knocking.
- else:
  "Why are you smiling like that?" {hero} asked.
  The ranger laughed, caught out. "Because I've been waiting all week for somebody to ask about that sound," she said. "Most people hear it, shrug, and go back to their phones."
  She looked like someone who hadn't slept much, and it turned out she hadn't. "I was out here until midnight with forty people and six telescopes," she said. "Bryce is famous for how dark its night sky is, so we run star programs. Then I'm back at sunrise to count birds. My whole job is the two ends of the day. I survive on cocoa." # fact: famous-dark-night
  {pal} wanted to know what happens at a star program, and the ranger's tired face lit up. On a clear, moonless night up here, she said, you could see thousands of stars and the Milky Way stretched right across the sky like spilled sugar, more than most people see in a whole year at home.
  "So who's knocking?" {hero} asked.
  "If I tell you, it stops being your mystery and starts being my fact," she said. "Much less fun. But I'll give you a clue. The knocker is big, it's black, and it's smart enough to open the zipper on a backpack and walk off with somebody's lunch."
  {pal} looked deeply offended on behalf of lunches everywhere. "A sandwich burglar," {pal} said.
  "And a second clue, free of charge," said the ranger. "If you hear a hawk screaming near the pines, don't believe it straight away. Steller's jays are terrible fibbers. They copy hawks just to see who jumps."
  {hero} turned the clues over in {their} head. Big. Black. Clever. A taste for other people's sandwiches. It could be a dozen things, and not one of them, as far as {hero} knew, went around knocking on canyons.
}
~ knew_jay = true
{end_now: -> scope.early}
~ ranger_asked = true
{band:
- "young":
  The ranger tapped her clipboard. "The knockers have a home ledge down there. I can't find it. If you find it, come and tell me!"
  Tock-tock, went a knock. It came from the white hoodoos far below. Another knock came from near Thor's Hammer. That was a tall hoodoo wearing a heavy rock cap.
  "You can look in my scope," said the ranger. "Or you can help me count jays by Thor's Hammer."
- "middle":
  The ranger tapped her clipboard. "I'll tell you what I don't know," she said. "Those knockers have a home ledge somewhere down there, and I haven't found it. If you do, come and tell me. It goes in my count, with your name on it."
  {hero} stood up very straight. Real science, with {their} name on it! {pal} stood up straight too, although nobody had asked it to.
  Tock-tock, went the knock below, from the pale hoodoos toward Queen's Garden. The answer came from nearer, close to Thor's Hammer, the tall hoodoo near the top of the trail that wore a rock for a hat.
  The ranger swung her scope toward the sound. "Want a look?" she asked. "Or you could do me a favor on your way down. I still need somebody to count the jays near Thor's Hammer."
- else:
  The ranger tapped her clipboard with her pencil. "Now I'll tell you what I don't know, which is more interesting," she said. "Those knockers have a home ledge somewhere down there, and I've been trying to find it for two weeks. If you spot it, come back and tell me. It goes into my count, with your name next to it."
  {hero} felt {their} back straighten all by itself. A real count. Real science. With {their} name in it.
  Tock-tock, went the knock below, from the direction of Queen's Garden, where the hoodoos faded to cream. The answer came from closer, near Thor's Hammer, the hoodoo near the top of the trail that wore a flat lump of stone like a hat two sizes too big.
  The ranger swung her scope toward the sound. "You're welcome to a look," she said. "Or, if you're heading down anyway, you could do me a favor. I still need someone to count the jays around Thor's Hammer, and I can't be in two places at once."
}
* [Look through the ranger's scope for the knocker # act: look] -> wall_wait
* [Set off down the trail toward Queen's Garden # act: go] -> queen
* [Help the ranger count jays near Thor's Hammer # act: help] -> hammer

= early
{band:
- "young":
  The ranger let {hero} look in her scope. A hoodoo jumped up close! On top sat a big black bird. It had shaggy feathers on its throat, like a beard. # ending: ranger_scope
  The bird puffed out its beard. It opened its beak. Tock-tock!
  "It is a raven!" said {hero}. "The raven is the knocker!"
  "Ravens make lots of sounds," said the ranger. "That knock is one of them."
  She wrote on her clipboard. Raven, knocking. Seen by {hero} and {pal}.
  {pal} {wiggled()} with pride. "We are in the ranger's notes!"
- "middle":
  The ranger stepped aside and let {hero} put {their} eye to the scope. At first it was all blurry orange. Then {hero} found the little knob, turned it, and a hoodoo jumped so close {they} could see the stripes in it. # ending: ranger_scope
  On top sat a big black bird with shaggy feathers at its throat, like a beard. As {hero} watched, it stretched its neck, puffed out the beard, and opened its beak. Tock-tock.
  "It's a raven!" {hero} cried. "The raven is the knocker!"
  "Ravens make dozens of different sounds," said the ranger, "and that's one of my favorites." She wrote on her clipboard, then turned it so {hero} could read it: Raven, knocking. Spotted by {hero} and {pal}.
  Where the ravens lived was still a secret. But {hero} had caught the knocker in the act, and {their} name was in a real ranger's count.
- else:
  The ranger stepped back, and {hero} put {their} eye to the scope. At first it was all orange blur. Then {hero} found the focus knob, gave it a twist, and a hoodoo leapt so close that {they} could see the pale stripes running through it, like layers in a cake. # ending: ranger_scope
  On its top sat a big black bird with a ragged ruff of feathers at its throat, like a beard that needed a trim. As {hero} watched, it stretched out its neck, puffed up the beard, and opened its heavy beak. A moment later: tock-tock.
  "It's a raven," {hero} breathed. "The knocker's a raven."
  "Ravens have dozens of different calls," said the ranger, "and that knock is my favorite." She scribbled on her clipboard and turned it around. Common raven, knocking call. Observed by {hero} and {pal}.
  Where the pair lived was still a secret, tucked somewhere in all that stone. But {hero} had caught the knocker in the act, and {their} name was written in a ranger's bird count in actual pencil, which felt more official than anything {they} had ever signed.
}
-> END

// ---------------------------------------------------------------- chapter 3: Queen's Garden
=== queen ===
# place: queens-garden
~ came_from = "queen"
{band:
- "young":
  {route == "slot": A flat, sandy path went from Wall Street to Queen's Garden. After all those zigzags, it was easy walking.}
  {route == "rim": They waited and watched. The second raven flew on and on. At last it dropped down among the white hoodoos. So they walked back along the rim and took the Queen's Garden Trail down.}
  {route == "ranger": They went down the zigzag trail. Then a sandy path took them along the bottom to Queen's Garden.}
  Here the hoodoos were white and pink. One white hoodoo looked like a queen on a throne!
  "Why is this rock white?" asked {hero}.
  "These hoodoos are made of rock from old lakes," said Mom. "Some layers came out white. Some came out orange." # fact: hoodoos-carved-mostly
  Something on a warm rock blinked. It was a lizard! It was flat and round like a cookie. It had tiny horns around its head.
  "Look with your eyes, not your hands," said Mom.
  "It has a crown too," said {pal}. "Everyone here is a queen!"
- "middle":
  {route == "slot": From the bottom of Wall Street, a sandy path wound between the hoodoos toward the Queen's Garden Trail. After the steep switchbacks, it felt like walking on a carpet.}
  {route == "rim": They watched until the second raven dropped among the pale hoodoos of Queen's Garden. To follow it, they walked back along the rim to Sunrise Point and took the Queen's Garden Trail down, the gentlest trail into the canyon.}
  {route == "ranger": The ranger waved them off with her pencil. They went down the Navajo Loop switchbacks, then followed a sandy path along the bottom toward Queen's Garden, where the first knock had come from.}
  Here the hoodoos were paler, cream and white and the pink of the inside of a seashell. One white hoodoo looked just like a queen sitting on her throne, keeping an eye on her garden.
  "Why are these ones white?" {hero} asked.
  "I read about this," said Mom. "These hoodoos are carved out of rock that formed at the bottom of old lakes and streams, a very long time ago. Different layers came out different colors." # fact: hoodoos-carved-mostly
  Something on a warm rock beside the trail blinked. It was a lizard as flat and round as a cookie, speckled the same grays and tans as the gravel, with a crown of tiny horns around the back of its head.
  "A horned lizard," Mom whispered. "Look with your eyes only."
  {pal} stayed well back and only looked, which took a lot of effort. "It's wearing a crown too," {pal} whispered. "Everybody in this garden is royalty."
- else:
  {route == "slot": From the bottom of Wall Street, a sandy path threaded between the hoodoos toward the Queen's Garden Trail. After the knee-wobbling switchbacks, walking on the flat felt like floating.}
  {route == "rim": They watched until the second raven dropped out of sight among the pale hoodoos of Queen's Garden. Following it meant walking back along the rim, past Sunset Point to Sunrise Point, and taking the Queen's Garden Trail down. It turned out to be the gentlest way into the canyon, and the first trail all morning that didn't seem to be trying to shake them off.}
  {route == "ranger": The ranger waved them off with her pencil. They zigzagged down the Navajo Loop and followed a sandy path along the canyon floor toward Queen's Garden, where the first knock had come from.}
  Here the hoodoos changed. Instead of deep orange, they were cream and white and the soft pink of the inside of a seashell, as if someone had turned the color of the canyon down. One white hoodoo stood on a little rise, and it really did look like a short, plump queen sitting on her throne, looking down her nose at the whole canyon.
  "How come these ones are pale?" {hero} asked.
  "It's all old mud," said Mom, who had read the guidebook cover to cover on the drive. "These hoodoos are carved out of rock that formed at the bottom of ancient lakes and streams. Different layers came out different colors." # fact: hoodoos-carved-mostly
  "So the Queen used to be the bottom of a lake," said {hero}. "That's a strange thing to be before you're a queen."
  Something on a sun-warmed rock beside the trail blinked. {hero} had looked straight at it twice without seeing it. It was a lizard, flat and round as a cookie, speckled in exactly the grays and tans of the gravel, with a little crown of horns around the back of its head.
  "A horned lizard," Mom breathed. "Eyes only. They're fragile."
  {pal} leaned in as far as it dared without taking a single step closer, and the lizard did not seem impressed. "It has a crown too," {pal} said. "Is everyone in this garden royalty except us?"
  {hero} crouched, slowly, for a better look, and the lizard did the one thing it seemed to know how to do, which was nothing at all. It didn't run. It didn't blink again. It simply trusted that it looked like a rock, and it was very nearly right. Up close, {hero} could see the tiny speckled scales along its sides and a row of little spikes fringing its edge, like the trim on a pie crust.
}
{end_now: -> queen.early}
{band:
- "young":
  Tock-tock! The knock was close now. It came from a ledge high up on the far wall. The ledge had long white streaks on it.
  "Bird poop," said Mom. "Birds sit up there a lot."
  Two black birds flew up from the wall. They went round and round, up toward the rim.
  The lizard just sat in the sun. {pal} could not stop looking at it.
- "middle":
  Tock-tock! This time the knock was so close that {hero} jumped. It came from high on the canyon wall beyond the Queen, back toward the Navajo Loop, where a ledge was striped with long white streaks, as if someone had spilled paint down the rock.
  "Bird droppings," said Mom, wrinkling her nose. "Lots of them. Birds must sit up there every day."
  Tock-tock, came the answer, and two black shapes lifted off the wall and rose toward the rim, climbing the cliff in wide, lazy circles, hardly flapping at all.
  The lizard didn't care about any of it. It lay with its eyes half closed, soaking up the sun, and {pal} couldn't stop staring at it.
  {hero} looked at the ledge, then at the rim, then at the lizard. Every part of the canyon seemed to be asking {them} to stay and to go at the very same time.
- else:
  Tock-tock!
  The knock was so close this time that {hero} flinched. It came from high up on the canyon wall beyond the Queen, back toward the Navajo Loop, where one ledge was striped with long white streaks, as if someone had tipped a can of paint over the edge and walked away.
  "Bird droppings," said Mom, with the face of someone who has just identified bird droppings. "Lots. Something sits up there every single day."
  Tock-tock, came the answer, and two black shapes peeled off the wall and began climbing the cliff toward the rim in wide, lazy circles, wings hardly moving, as if the air itself were lifting them.
  The lizard ignored all of it. It lay with its eyes half shut, soaking up the sun as though the morning belonged to it personally, and {pal} could not stop staring.
}
* [Climb back up to the rim, where the black birds are flying # act: go] -> end_play
* [Look for the ledge with the white streaks # act: look] -> end_nest
* [Wait and see what the horned lizard does next # act: wait] -> end_lizard

= early
{band:
- "young":
  They sat on a log by the Queen. They kept very still, and {pal} settled {perch()} without a sound. # ending: queens_visitor
  Then a big black bird flew down. It landed right on the Queen's head! It had shaggy feathers on its throat.
  It bobbed its head. Tock-tock!
  "A raven!" whispered Mom. "A raven is knocking!"
  The raven looked at them with one shiny eye. Then it flew away.
  "The Queen had a visitor," said {hero}. "And so did we!"
- "middle":
  They sat on a log near the Queen and kept very still, and {pal} settled {perch()} as quietly as it could. For a while there was only the lizard, warming itself, and the Queen on her throne, looking as if she had been waiting for someone for a very long time. # ending: queens_visitor
  Then a big black bird swept down the canyon, low and close. It landed right on the Queen's head and stood there, shaggy throat feathers ruffling in the breeze. It bobbed. Tock-tock.
  "A raven," Mom whispered. "A raven, knocking."
  {found_feather: {hero} thought of the feather lying back in Wall Street. It would fit this bird perfectly.}
  {ranger_asked: The ranger's home ledge would have to wait, but this was worth telling her.}
  The raven looked down at them with one shiny eye, as if to say the throne was taken, and flapped away up the canyon.
  "The Queen had a visitor," {hero} said. "And so did we."
- else:
  They sat on a fallen log near the Queen and made themselves as boring as possible, and {pal} settled {perch()} with the air of an animal prepared to wait all day. For a while there was only the lizard, slowly warming, and the Queen on her throne, looking as if she had been kept waiting for an appointment since before anyone could remember. # ending: queens_visitor
  Then a big black bird came sweeping down the canyon, low enough that {hero} heard the whump of its wings. It landed on the Queen's head as if the throne had been saved for it and stood there, the ruff of feathers at its throat lifting in the breeze. It bobbed. Tock-tock.
  "A raven," Mom whispered. "A raven, knocking."
  {found_feather: {hero} thought of the feather lying back in Wall Street. It would have fit this bird perfectly.}
  {ranger_asked: The ranger's home ledge would have to wait, but this was worth reporting.}
  The raven gave them a long look down its heavy beak, one eye shining, as if to point out that the throne was occupied, thank you, and then it dropped off the Queen's head and flapped away up the canyon.
  "The Queen had a visitor," {hero} said.
  "So did we," said Mom.
}
-> END

// ---------------------------------------------------------------- chapter 3: Thor's Hammer
=== hammer ===
# place: thors-hammer
~ came_from = "hammer"
{band:
- "young":
  {route == "slot": From the bottom of Wall Street, the trail went up the other side of the loop. Zig, zag, zig, zag. Near the top stood one hoodoo all by itself.}
  {route == "rim": "They keep landing by Thor's Hammer," said the man with the camera. So they walked back along the rim and a little way down the trail.}
  {route == "ranger": The ranger gave {hero} a card and a pencil. "Make a mark for every jay you see," she said. They walked a little way down the trail.}
  {route == "slot": That hoodoo was Thor's Hammer.|There stood Thor's Hammer.} It was tall and thin, with a flat slab of rock on top, like a hat that was too big.
  "How does it stay up?" asked {hero}.
  "Very carefully," said Mom.
  Blue birds with black crests hopped in the pines. They were Steller's jays. "Shack-shack-shack!" they yelled.
  One jay hopped right next to Mom's pack. Mom zipped it up. "No snacks for jays," she said. "Wild birds should find wild food."
  {route == "ranger": {hero} made three marks on the card.}
  Then a scream came from the trees. "Keee-arrr!" It sounded like a hawk!
  {pal} {hid()}. It stayed that way. Down below, the knocking stopped.
  {knew_jay: "Wait," said {hero}. "The ranger said jays can copy hawks."|"A hawk!" said Mom. "Maybe it scared the knockers."}
- "middle":
  {route == "slot": From the bottom of Wall Street, the trail curled around and climbed the other side of the loop, switchback after switchback. Near the top, one hoodoo stood apart from all the rest.}
  {route == "rim": "They keep landing near the tall one with a rock for a hat," the man with the camera told them. "Thor's Hammer, by the Navajo Loop." So they walked back along the rim to Sunset Point and a short way down the trail.}
  {route == "ranger": The ranger handed {hero} a card and a stubby pencil. "Every jay you see between here and Thor's Hammer gets a mark," she said. They walked a short way down the trail, and {hero} made two marks before the first bend.}
  {route == "slot": That hoodoo was Thor's Hammer,|Then they saw Thor's Hammer,} a skinny orange pillar holding up a flat slab of rock much too big for it, like a book on someone's head. Below it, the trail wound down between the hoodoos like a dropped shoelace, all the way to the dark notch of Wall Street.
  "How does it not fall off?" {hero} asked.
  "One day it will," said Mom. "But I'm hoping not this morning."
  Blue birds with black crests were hopping through the pines and the manzanita bushes nearby, squabbling. Steller's jays. "Shack-shack-shack!" they scolded.
  One jay landed on a rock right beside Mom's pack and tilted its head at the zipper, as if reading the label. Mom zipped the pocket shut and swung the pack onto her back. "Jays love a sandwich as much as you do," she said. "And a bird that gets fed by people learns to beg." The jay gave her a look of deep disappointment and flapped back into the pines, shouting about it.
  {route == "ranger": {hero} added three more marks to the card.}
  Then, from somewhere in the pines, came a scream. Keee-arrr! It was the wild, high cry of a hawk.
  At the sound of it, {pal} {hid()}. Below them, the knocking stopped.
  {knew_jay: "Wait," {hero} whispered. "The ranger said jays copy hawks. Maybe it's a trick."|"A hawk," Mom whispered. "Maybe that's what scared the knockers quiet."}
- else:
  {route == "slot": From the bottom of Wall Street, the trail curled around and climbed the other side of the loop, switchback after switchback, until {hero}'s legs were making formal complaints. Near the top, one hoodoo stood apart from all the rest, like someone who had refused to join the line.}
  {route == "rim": "They keep landing near the tall one wearing a rock for a hat," the man with the camera told them. "Thor's Hammer. Down the Navajo Loop a little way." So they walked back along the rim to Sunset Point and dropped a few switchbacks below it.}
  {route == "ranger": The ranger handed {hero} an index card and a pencil worn down to a stub. "Every jay between here and Thor's Hammer gets a tally mark," she said. "Be honest. Jays are hard to count because they never hold still and they all look offended." {hero} made two marks before the first bend.}
  {route == "slot": The loner was Thor's Hammer:|Then Thor's Hammer came into view:} a skinny orange pillar with a slab of stone perched on top, like a book balanced on a tightrope walker who had stopped to think.
  "How does it not just fall off?" {hero} asked.
  "One day it will," said Mom. "Everything here is falling very slowly. I'd just prefer it didn't happen while we're standing underneath."
  Blue birds with black crests were bouncing through the ponderosa pines and the manzanita bushes nearby, arguing. Steller's jays, loud as a playground. "Shack-shack-shack!" they scolded, at each other, at the hoodoos, at nothing.
  One jay dropped onto a rock beside Mom's pack and studied the zipper with the frank interest of a burglar casing a house. Mom zipped the pocket shut and swung the pack onto her back. "A jay would rob a picnic in broad daylight and call it lunch," she said. "And a jay that gets fed learns to beg, which is a sad way for a wild bird to live." The jay gave her a look of enormous disappointment and flapped back into the pines, complaining to anyone who would listen.
  From beside the Hammer, {hero} could see a long way down the loop: the trail winding between the towers like a shoelace someone had dropped from the rim, and, far below, the dark notch where Wall Street cut into the stone.
  {route == "ranger": {hero} added three more tally marks and began to suspect some of them were the same jay.}
  Then, from somewhere deep in the pines, came a scream. Keee-arrr! High and wild and fierce, the cry of a hawk hunting.
  Before it had even decided to be scared, {pal} {hid()}. And below them, as if somebody had flipped a switch, the knocking stopped.
  {knew_jay: "Hang on," {hero} whispered. "The ranger said jays copy hawks. What if it's a trick?"|"A hawk," Mom whispered. "That might be what scared the knockers quiet."}
}
{end_now: -> hammer.early}
{band:
- "young":
  For a long time, nobody moved. Then a knock came from down below. Tock-tock!
  A big black bird flew up past Thor's Hammer. Its wings went whoosh. It flew up, up, toward the rim.
  Then the hawk scream came again. "Keee-arrr!"
  Now there were sounds everywhere!
- "middle":
  For a long moment nobody moved. Then, from somewhere far below, deep in the loop toward Wall Street, came a knock. Tock-tock.
  A big black bird rose up past Thor's Hammer, so close that {hero} heard its wings creak like an old door. It didn't stop. It climbed the cliff toward the rim in wide circles, as if it had somewhere important to be.
  And in the pines, the hawk screamed again.
  {hero} didn't know which sound to follow first.
- else:
  For a long moment nobody moved. Then, from somewhere far below, deep in the loop toward Wall Street, came a knock. Tock-tock.
  A big black bird rose past Thor's Hammer, so close that {hero} heard the creak of its wings, like an old door opening. It didn't stop to look at them. It climbed the cliff toward the rim in wide, easy circles, the way a person takes the stairs two at a time when they're late for something good.
  And in the pines, the hawk screamed again, fierce and close.
  {hero} stood in the middle of it all with a sound in every direction: a knock below, wings above, a scream in the trees. Every one of them was a clue, and every one of them was getting away.
}
* [Look down the trail for where the low knock came from # act: look] -> end_nest
* [Wait quietly for the screamer to show itself # act: wait] -> end_jay
* [Climb the last switchbacks to the rim after the black bird # act: go] -> end_play

= early
{band:
- "young":
  They stayed by Thor's Hammer. They kept very quiet. # ending: beside_the_hammer
  A jay hopped onto a branch, bright blue with a black crest. It opened its beak. "Keee-arrr!"
  {knew_jay: "Ha! I knew it!" said {hero}.|"It was the jay!" said {hero}. "The jay was pretending!"}
  Then a big black bird flew past the Hammer. It knocked as it went. Tock! Then it was over the rim and gone.
  "That is the knocker," said Mom. "I think it is a raven."
  {route == "ranger": {hero} looked at the card. Lots of jays, and one raven! The ranger would love it.}
  {hero} grinned. A jay that screams like a hawk. A raven that knocks. What a noisy canyon!
- "middle":
  They stayed beside Thor's Hammer and kept very still. A jay hopped out onto a branch, blue as the sky, and opened its beak. Keee-arrr! It screamed exactly like a hawk. # ending: beside_the_hammer
  {knew_jay: "Told you," {hero} whispered, grinning.|"It was the jay!" {hero} whispered. "The jay was pretending!"}
  Then a big black bird with a shaggy throat swept past the Hammer, so close they heard the wind in its feathers. It knocked once as it went, tock, and was gone over the rim.
  "That's our knocker," said Mom. "A raven, I'd bet my boots on it."
  {route == "ranger": {hero} looked at the card. Eleven jays, one of them a fibber, and one raven. The ranger was going to love it.}
  {hero} hadn't found out where the raven lived. But {they} had seen a jay pretend to be a hawk and a raven knock on the sky, right beside a hammer nobody could ever lift.
- else:
  They stayed beside Thor's Hammer and made themselves still as fence posts. After a while a jay hopped out onto a branch, blue as a piece of sky that had come loose, fluffed its crest, and opened its beak. Keee-arrr! A perfect hawk. # ending: beside_the_hammer
  {knew_jay: "Told you," {hero} whispered, so pleased {they} nearly forgot to be quiet.|"It was the jay," {hero} whispered, outraged and delighted at once. "The whole time. It was pretending."}
  Then a big black bird with a ragged throat swept past the Hammer, so close they heard the wind whistle through its feathers. It gave a single knock as it went, tock, and was over the rim and gone before {hero} had finished gasping.
  "That's our knocker," said Mom. "A raven. I'd bet my boots on it."
  {route == "ranger": {hero} studied the tally card. Eleven jays, at least one of them a fibber, and one raven. The ranger was going to love it.}
  {hero} never found out where the raven went home to. But {they} had watched a jay fool half the canyon and a raven knock on the open sky, right beside a hammer too heavy for anyone to lift, and {they} had a feeling that was a pretty good morning's work.
}
-> END

// ---------------------------------------------------------------- chapter 3: waiting in Wall Street
=== wall_wait ===
# place: navajo-loop
~ came_from = "wall"
{band:
- "young":
  {route == "slot": {hero} sat on a rock between the tall trees. Mom sat too, and {pal} settled {perch()} to listen. The black feather still lay in the sun.}
  {route == "rim": They hurried back along the rim. They went down the zigzag trail, down, down, into Wall Street. Two tall trees grew up to a strip of sky.}
  {route == "ranger": {hero} looked in the scope. A black bird flew down and slipped into a dark slot. "Wall Street!" said the ranger. So down the zigzag trail they went.}
  Wall Street was very quiet.
  Then {pal} held very still, listening. {hero} heard it too. Squawk! Squawk! It was a rough, hungry sound, high up. It sounded like a rusty gate.
  "That is not a knock," whispered {hero}. "That is something new."
  {hero} touched the wall. It was cool and bumpy. {pal} tipped its head this way and that. "Three!" {pal} whispered. "Three hungry voices. They sound like me at breakfast."
  Tock-tock! The knock was right above them now. The squawking got louder.
- "middle":
  {route == "slot": {hero} sat on a rock between the two fir trees, and Mom sat beside {them}, and {pal} settled {perch()} to listen. The black feather still lay in its stripe of sun. Nobody said a word. Waiting, it turned out, was mostly listening.}
  {route == "rim": They hurried back along the rim to Sunset Point and down the zigzags of the Navajo Loop, where the raven had vanished. At the bottom, the trail squeezed into Wall Street, a slot so deep that the sky was a blue stripe, with two tall fir trees reaching up toward it.}
  {route == "ranger": Through the scope, {hero} caught a black bird gliding along the cliff until it slipped into a dark crack in the rock and disappeared. "Wall Street," said the ranger. "Go on, I'll be right here." Down the switchbacks they went, into a slot so deep that the sky was only a stripe, where two tall fir trees reached for the light.}
  Wall Street was quiet. Then {pal} froze with its head up, listening hard, and a moment later {hero} heard it too: a rough, hungry squawking from high up the wall, like a rusty gate swinging in the wind. It stopped. It started again. There was more than one voice.
  "That isn't a knock," {hero} whispered. "That's something else."
  {hero} put a hand on the wall. The stone was cool and gritty, like a giant's nail file, and far above, where the walls leaned toward each other, the sunlight lit only the very top edge. Somewhere up there, in the shadow, something was very hungry.
  {pal} tipped its head one way, then the other. "Three," {pal} whispered. "I count three squawkers. And they all want the same thing."
  "What?" {hero} whispered back.
  "Breakfast," said {pal}, with feeling. "I know that voice. It's the voice I use."
  {route == "slot": The feather on the trail suddenly made more sense. Whatever had dropped it had been coming and going from up there all morning.}
  {route == "rim": {hero} remembered the raven at Inspiration Point with something dangling from its beak. Maybe that had been breakfast.}
  {route == "ranger": {hero} thought of the ranger's missing ledge. Maybe it wasn't missing at all. Maybe it was right up there.}
  Tock-tock! A knock came from right above them, so loud it seemed to be inside the wall. The squawking answered it, louder and hungrier than before.
- else:
  {route == "slot": {hero} sat on a rock between the two fir trees, and Mom sat beside {them}, and {pal} settled {perch()}. The black feather still lay in its stripe of sun like a bookmark the canyon had left in itself. Nobody spoke. Waiting, {hero} discovered, was almost entirely listening, and listening turned out to be harder work than hiking.}
  {route == "rim": They hurried back along the rim to Sunset Point and down the zigzags of the Navajo Loop, chasing the place where the raven had vanished. At the bottom the trail squeezed into Wall Street, a slot so deep the sky had shrunk to a blue ribbon, with two tall firs standing in the gravel and reaching up for it.}
  {route == "ranger": Through the scope, {hero} caught a black bird gliding along the cliff, down and down, until it slipped into a dark crack in the rock and simply wasn't there anymore. "Wall Street," said the ranger, sounding pleased. "Go on. I'll be right here with my cocoa." Down the switchbacks they went, into a slot so deep the sky was a ribbon, where two tall firs stood reaching for the light.}
  Wall Street was quiet, the kind of quiet that makes you hear your own sleeves. Then {pal} went still in the way animals do when they hear something you haven't, and a second later {hero} heard it too: a rough, hungry squawking from high up the wall, like a rusty gate swinging in the wind. It stopped. It started again. There was more than one voice, and all of them sounded as if they had been waiting for breakfast for about a week.
  "That isn't the knock," {hero} whispered. "That's a whole different sound."
  {hero} laid a palm flat against the wall. The stone was cool and gritty, like a giant's nail file, and it still held the cold of the night. Far above, where the two walls leaned toward each other, sunlight touched only the topmost edge, turning it the color of a lit match. Everything below that line was shadow, and somewhere in the shadow, something was very hungry.
  {pal} tilted its head one way and then the other, the way you tune a radio. "Three," {pal} whispered at last. "There are three squawkers up there. Maybe four. And they all want exactly the same thing."
  "What?" {hero} whispered.
  "Breakfast," said {pal}, with deep feeling. "I'd know that voice anywhere. It's the voice I use."
  {route == "slot": The feather on the trail suddenly made a different kind of sense. Whatever had dropped it had been coming and going from up there all morning, right over {hero}'s head.}
  {route == "rim": {hero} remembered the raven at Inspiration Point with something dangling from its beak, and a thought arrived that made {their} skin prickle. Maybe that had been somebody's breakfast.}
  {route == "ranger": {hero} thought of the ranger and her two weeks of searching. Maybe the home ledge wasn't missing at all. Maybe it was right up there, and nobody had stood still long enough to hear it.}
  Tock-tock! The knock came from right above them, so loud it seemed to come from inside the stone itself, and up in the shadow the squawking doubled.
}
{end_now: -> wall_wait.early}
{band:
- "young":
  Just then, a puff of wind blew down the slot. A girl in a yellow hat cried, "Oh no!" Her snack wrapper flew out of her hand. It went skipping and crackling down the trail.
  Far above, the squawking went on. Up by the rim, another knock answered.
- "middle":
  Just then a gust of wind came funneling down the slot. Up the trail, a girl in a yellow hat cried, "Oh no!" Her snack wrapper tore out of her hand and went skittering down the path toward them, crackling, heading for the bushes.
  High above, the squawking went on and on. And from up near the rim, another knock answered the first.
  {hero} looked up at the squawking, then down at the wrapper tumbling closer. If it blew into the bushes, it would be stuck there for good, and an animal would find it long before any person did.
- else:
  Just then a gust came funneling down the slot, the way wind does in narrow places, as if it had been saving up. Up the trail, a girl in a yellow hat cried, "Oh no!" Her snack wrapper tore out of her fingers and came skittering down the path toward them, crackling and flipping, heading straight for the bushes.
  High above, the squawking went on and on. And from up near the rim, a second knock answered the first, as if the whole canyon were a house with somebody at every door.
  {hero} looked up at the squawking, then down at the wrapper cartwheeling closer. If it blew into the bushes it would be stuck there for good, rattling in the wind, and some animal would find it long before any person did. The squawkers would still be up there in a minute. Probably. The wrapper would not.
}
* [Help catch the girl's runaway wrapper # act: help] -> end_wrapper
* [Climb toward the rim, where the answer came from # act: go] -> end_play
* [Look up the walls for the hungry squawking # act: look] -> end_nest

= early
{band:
- "young":
  {hero} tipped {their} head back and watched. A raven flew over the slot with food in its beak. It went behind a bump in the rock. # ending: voices_in_the_slot
  Squawk! Squawk! Squawk! The hungry sound got very loud.
  "Babies!" whispered Mom. "I think those are hungry baby birds."
  "The knock is the grown-up," said {hero}. "It is saying, I'm home!"
  They could not see the babies. So they just listened. Knock. Squawk, squawk. Quiet.
  "It is like a doorbell," said {hero}. "Ding-dong, breakfast!"
- "middle":
  {hero} tipped {their} head back and watched the top of the walls. A raven sailed over the slot with food in its beak and dropped behind a bulge of rock. Up went the squawking, as loud as a playground. # ending: voices_in_the_slot
  "Babies," Mom whispered. "I think those are hungry babies."
  "And the knock is the parent," said {hero}. "Coming home!"
  They couldn't see the ledge from where they stood, and nobody goes climbing off the trail in Wall Street. So they listened instead. Knock, squawk, squawk, squawk, quiet. Knock, squawk, quiet.
  {ranger_asked: "The ranger will want to hear this," said Mom. "We know the ledge is right up there somewhere."}
  "It's like a doorbell," {hero} said. "Knock-knock, breakfast is here."
- else:
  {hero} tipped {their} head back until {their} neck ached and watched the rim of the walls. A raven sailed across the ribbon of sky with a scrap of food in its bill and dropped behind a bulge of rock. The squawking exploded into a racket, several voices all shouting over each other. # ending: voices_in_the_slot
  "Babies," Mom whispered. "I'd bet those are hungry babies."
  "And the knock is the parent," {hero} said slowly, the idea landing all at once. "It's the parent saying it's home."
  They couldn't see the ledge from the trail, and nobody goes scrambling up the walls of Wall Street. So they did the only thing left, which turned out to be enough. They listened. Knock, squawk, squawk, squawk, silence. Knock, squawk, silence.
  {ranger_asked: "The ranger's going to love this," said Mom. "You've got the ledge down to one wall."}
  "It's a doorbell," {hero} decided. "Knock-knock. Breakfast." And for the rest of the climb out, every time {they} heard it, {they} grinned.
}
-> END

// ---------------------------------------------------------------- endings
=== end_play ===
# place: sunset-point
{band:
- "young":
  {came_from == "queen": It was a long climb up from Queen's Garden. Up the zigzags they went. Mom made them stop and drink water twice.}
  {came_from == "hammer": From Thor's Hammer, it was just a few more zigzags to the top. {hero} went so fast that Mom said, "Walk!"}
  {came_from == "wall": The zigzags out of Wall Street were very steep. {hero} climbed and climbed, watching the sky.}
  At the top, the wind was blowing up out of the canyon. It smelled like warm pine. # ending: tumbling_ravens
  Two ravens hung in the wind, just below the railing. They did not flap. They just floated, like kites.
  One raven landed on a hoodoo close by. It puffed out its throat feathers. Tock-tock! This close, {hero} saw it and heard it at the same time.
  The other raven knocked back from the sky. Tock-tock!
  Then both ravens swooped out. One flipped upside down! It rolled over and flipped back.
  One raven dropped a little stick. The other raven dived and caught it in the air!
  "They are playing catch!" said {hero}.
  {route != "ranger": "Ravens love to play," said the ranger. She had come over with her scope. "Come back tonight, too. Rangers here help people look at the stars."} # fact: famous-dark-night
  {route == "ranger": "Ravens love to play," said the ranger. She had come over with her scope.}
  {found_feather: "Maybe one of them lost your feather," said Mom.}
  {ranger_asked: "We didn't find the ledge," said {hero}. "But we found the knockers!" The ranger wrote it down.}
  {pal} {wiggled()} and cheered for the ravens. "Best show in the park," said {pal}.
- "middle":
  {came_from == "queen": It was a long climb out of Queen's Garden, {route == "rim":along|back along} the bottom and up the switchbacks of the Navajo Loop. {hero} counted the bends and gave up at twenty. Mom made them stop and drink water twice.}
  {came_from == "hammer": From Thor's Hammer it was only a few more switchbacks to the top, and {hero} took them so fast that Mom had to call, "Walk!"}
  {came_from == "wall": The switchbacks out of Wall Street were the steepest of the morning. {hero} climbed with {their} head tipped back, watching the sky instead of {their} feet, until Mom reminded {them} that feet were important too.}
  At the railing at Sunset Point, the wind was coming up out of the canyon, warm now and smelling of pine. And in that wind, just below the railing, hung two ravens. They weren't flapping. They just hung there like kites on invisible strings, tilting their wings to stay in place. # ending: tumbling_ravens
  "The sun warms up the rock, and the warm air rises up the cliffs," said the ranger, who had come up beside them with her scope. "The ravens ride it like an elevator."
  One of them landed on the tip of a hoodoo so close to the rim that {hero} could see the shaggy feathers at its throat. It stretched its neck, puffed out those feathers like a beard, and opened its beak. Tock-tock. This close, {hero} saw the knock and heard it at the very same moment.
  From the air, its mate answered. Tock-tock.
  Then the raven pushed off from the hoodoo. The two of them swooped out over the amphitheater together, and one flipped right over onto its back, tumbled, and rolled the right way up again as if nothing had happened.
  Soon the other one let go of a little twig it had been carrying. The twig tumbled toward the hoodoos, and its mate dove after it, snatched it out of the air, flapped back up and dropped it again.
  "They're playing catch," {hero} said. "They're actually playing!"
  "Ravens play more than almost any bird I know," said the ranger.
  {found_feather: "Maybe one of them dropped your feather," Mom said. {hero} liked that idea a lot.}
  {saw_from_above: From Inspiration Point, {hero} had only seen their backs. Now they were eye to eye.}
  {ranger_asked: "We didn't find the ledge," {hero} admitted. "But we found the knockers." The ranger wrote it down anyway, with {hero}'s name next to it.}
  {hero} stood at the railing, not too close to the edge, and grinned until {their} cheeks hurt. All morning {they} had been chasing a sound, and the sound had turned out to be two friends, knocking and tumbling and showing off in the wind.
  {route != "ranger": "Come back tonight," said the ranger. "Bryce is famous for its dark skies, and I'll have the telescopes out. The ravens will be asleep, but the stars will be wide awake."} # fact: famous-dark-night
  {pal} {wiggled()}, delighted with the ravens and with itself for being there. "Best show in the whole park," {pal} said, "and nobody had to buy a ticket."
- else:
  {came_from == "queen": It was a long climb out of Queen's Garden, {route == "rim":along|back along} the canyon floor and up every switchback the Navajo Loop had to offer. {hero} counted the bends, lost count at twenty, and decided counting was making it worse. Mom called two water stops and was not open to negotiation about either.}
  {came_from == "hammer": From Thor's Hammer it was only a few more switchbacks to the top, and {hero} took them so fast that Mom had to call, "Walk!" twice, the second time in the voice that meant she wasn't going to say it a third time.}
  {came_from == "wall": The switchbacks out of Wall Street were the steepest of the whole morning. {hero} climbed with {their} head tipped back, watching the sky instead of {their} boots, until Mom pointed out that boots were the part that kept you on the trail.}
  At the railing at Sunset Point, the wind was pouring up out of the canyon, warm now, smelling of sun on pine needles. And in that wind, just below the railing, hung two ravens. They weren't flapping. They simply hung there, like kites on strings nobody was holding, adjusting a wingtip now and then to stay exactly where they were. # ending: tumbling_ravens
  "Free ride," said the ranger, who had drifted over with her scope. "The sun heats the rock, the rock heats the air, and warm air climbs the cliffs. The ravens just lean on it. I'd give a lot to know what it feels like."
  One of them slid sideways and landed on the tip of a hoodoo so close to the rim that {hero} could see every shaggy feather at its throat. It stretched its neck, puffed the feathers out into a ragged beard, and opened its heavy beak. Tock-tock. This close, the sound and the movement arrived together, and {hero} felt it in {their} chest as much as heard it.
  From the air, its mate answered. Tock-tock.
  Then the raven pushed off from the hoodoo. The two of them swept out over the amphitheater side by side, and one flipped right over onto its back, folded its wings, tumbled, and rolled the right way up again with the air of someone who had meant to do that all along.
  A moment later the other one let go of a twig it had been carrying. The twig spun down toward the hoodoos, and its mate dove, snatched it out of the air a body length above the rocks, beat its way back up, and dropped it again, as if to say your turn.
  "They're playing catch," {hero} said. {They} hadn't known birds did that. It changed something about the whole morning.
  "Ravens play more than almost any bird I know," said the ranger. "Sliding, rolling, dropping sticks and catching them. Nobody's entirely sure why. I think they just like it."
  {found_feather: "Maybe one of them dropped your feather," Mom said, and {hero} decided, privately, that one of them definitely had.}
  {saw_from_above: From Inspiration Point, {hero} had seen only their backs, tiny and far away. Now the ravens were eye to eye with {them}, close enough to see them blink.}
  {ranger_asked: "We never found the ledge," {hero} admitted. "But we found the knockers." The ranger wrote it down anyway, with {hero}'s name beside it in pencil.}
  All morning {hero} had pictured the knocker as something hidden, something that would have to be cornered and caught. Instead it was this: two birds in the wind with nothing to prove, knocking to each other across the canyon and playing catch over a city of stone. {hero} leaned on the railing, well back from the crumbly edge, and felt the morning settle into {them} like warmth after cold.
  {route != "ranger": "Come back tonight," said the ranger. "Bryce is famous for its dark skies, and I'll have the telescopes out. The ravens will be asleep by then, but the stars keep much later hours."} # fact: famous-dark-night
  {pal} {wiggled()}, which was the closest thing it had to applause. "Best show in the park," {pal} said, "and nobody even had to buy a ticket."
}
-> END

=== end_nest ===
# place: navajo-loop
{band:
- "young":
  {came_from == "queen": They walked {route == "rim":along|back along} the sandy path. They kept their eyes on the white streaks. Soon they were in the shade of Wall Street.}
  {came_from == "hammer": They went down the trail from Thor's Hammer. They went around the bottom of the loop and into Wall Street.}
  {came_from == "wall": {hero} tipped {their} head back and looked up the walls, bit by bit.}
  {route == "slot" && came_from != "wall": They were back by the black feather, where the hunt first went down into the rock!}
  High on the wall was a ledge with white streaks. On the ledge was a messy pile of sticks. # ending: raven_ledge
  And on the sticks sat three fluffy young ravens! Squawk! Squawk! Squawk!
  "Babies!" whispered {hero}.
  "Let's not stand right under them," said Mom. "Parents get worried." So they stepped back.
  Whoosh! A big raven landed on the ledge. Tock-tock, it went. The babies flapped and opened their mouths wide. Their mouths were pink inside! The parent poked food into them.
  One baby hopped to the very edge. It flapped and wobbled. {hero} held {their} breath. Then the baby hopped back to the sticks. Phew!
  Tock-tock came a knock from the rim. It was the other parent.
  {not ranger_asked: "The knock means I'm here," said {hero}. "I just know it."}
  {ranger_asked: "The knock means I'm here," said {hero}. "And we found the ledge! We have to tell the ranger!"}
  {found_feather && ranger_asked: "Maybe the black feather came from one of them," said Mom.}
  {found_feather && not ranger_asked: "Maybe the black feather came from one of them," said Mom. "Let's tell the ranger at the top. She will want to know."}
  {not found_feather && not ranger_asked: "Let's tell the ranger at the top," said Mom. "She will want to know."}
  {pal} {wiggled()} as quietly as it could. "Mystery solved!"
- "middle":
  {came_from == "queen": Keeping their eyes on the white-streaked ledge, they walked {route == "rim":along|back along} the sandy path toward the Navajo Loop. The ledge got closer and higher, until they were standing in the deep shade of Wall Street, almost right below it.}
  {came_from == "hammer": They followed the trail down from Thor's Hammer, around the bottom of the loop, and into the deep shade of Wall Street, where the low knock had come from.}
  {came_from == "wall": {hero} tipped {their} head back and searched the walls bit by bit, from the tops of the fir trees upward.}
  {route == "slot" && came_from != "wall": They were back beside the feather, where the hunt had first gone down into the rock.}
  High on the wall, where no trail could ever go, there was a ledge with long white streaks below it. On the ledge sat a messy heap of sticks. And on the sticks, and beside them, sat three fluffy young ravens with stubby tails, squawking like rusty gates. # ending: raven_ledge
  "Babies!" {hero} whispered.
  "Fledglings," said Mom softly. "Big enough to leave the nest, too young to find their own food. Let's not stand right under them. Parents get nervous." They stepped back along the trail to watch.
  Whoosh. A grown raven swept in and landed on the ledge. It bobbed its head, tock-tock, and the three young ones went wild, flapping, with their beaks wide open and pink inside. The parent poked food into one mouth, then another.
  Then the biggest fledgling shuffled right to the lip of the ledge and flapped its stubby wings. It teetered. {hero} grabbed Mom's sleeve. For a long second the young raven leaned out over all that air. Then it hopped back onto the sticks as if it had only been checking the view.
  The parent raven turned its head and looked straight down at them with one shiny eye. {hero} realized it was watching them just as carefully as they were watching it. Quietly, they took three more steps back.
  Tock-tock, came an answer from the rim. The other parent.
  So that was it. {hero} was sure of it. The knock meant something like I'm here, and the canyon was just the hallway it traveled down.
  {found_feather: "Maybe the feather we saw came off one of those two," said Mom.}
  {saw_from_above && came_from != "wall": {hero} remembered the raven at Inspiration Point with something dangling from its beak. It had been bringing breakfast home.}
  {saw_from_above && came_from == "wall": Now {hero} knew exactly where the breakfast from Inspiration Point had been going.}
  {ranger_asked: "We found the ledge!" {hero} whispered. "We have to tell the ranger!"}
  {not ranger_asked: {hero} thought of the ranger at the top with her scope and her secret smile. She would want to hear about this.}
  They watched until the parent flew off again and the fledglings settled down into a sleepy, squawking heap. Then they started the long climb out, with {hero} looking back at the ledge on every single switchback.
  {pal} {wiggled()}, careful not to make a sound. "Mystery solved," {pal} whispered, "and it had babies in it."
- else:
  {came_from == "queen": Keeping the white-streaked ledge in sight the whole way, they walked {route == "rim":along|back along} the sandy path toward the Navajo Loop. The ledge grew higher and closer until they were standing in the cool shade of Wall Street, almost directly below it, craning their necks like people at a fireworks show.}
  {came_from == "hammer": They followed the trail down from Thor's Hammer, around the bottom of the loop and into the cool shade of Wall Street, where the low knock had come from.}
  {came_from == "wall": {hero} tipped {their} head back and searched the walls a section at a time, the way you search a page for a word you know is there, from the tops of the fir trees upward.}
  {route == "slot" && came_from != "wall": They were back beside the feather, where the hunt had first gone down into the rock, which felt like the canyon's idea of a joke.}
  High on the wall, far above where any trail could go, there was a ledge with long white streaks below it. On the ledge sat a messy heap of sticks. And on the sticks and around them perched three fluffy young ravens with stubby tails and enormous opinions, squawking like rusty gates. # ending: raven_ledge
  "Babies," {hero} breathed.
  "Fledglings," Mom whispered. "Old enough to leave the nest, too young to feed themselves. Let's not stand right underneath. Parents get nervous, and nervous parents don't bring breakfast." They backed away down the trail to watch from a polite distance.
  Whoosh. A grown raven swept in and landed on the ledge. It bobbed its head, tock-tock, and the three young ones went completely wild, flapping and shoving, beaks gaping so wide {hero} could see the pink inside. The parent stuffed food into one mouth, then another, then the first one again, which seemed unfair. The smallest fledgling squawked the loudest of all, and at last, as if it had lost an argument, the parent turned and fed that one too.
  Then the biggest fledgling shuffled right out to the lip of the ledge and flapped its stubby wings, hard, as if it had just heard about flying and wanted to try it immediately. It teetered. {hero}'s hand closed on Mom's sleeve without asking permission. For one long second the young raven leaned out over all that empty air, and the whole canyon seemed to hold its breath. Then it hopped back onto the sticks and fluffed itself up, as though it had only been checking the view.
  "Not today," Mom murmured. "Soon, though."
  The parent raven turned its head and fixed one shiny eye on the trail below, and {hero} understood, with a small jolt, that the bird was studying them every bit as carefully as they were studying it. Without a word, the three of them took several more steps back, until a fir branch half hid them, and the raven went back to its shouting children.
  Tock-tock, came an answer from the rim. The other parent, keeping watch.
  {hero} felt the whole morning click into place. The knock wasn't a door at all. It was a family, calling across a canyon full of stone, and {hero} was willing to bet it meant something close to I'm here.
  {found_feather: "Maybe the feather we saw belonged to one of those two," said Mom.}
  {saw_from_above && came_from != "wall": {hero} remembered the raven at Inspiration Point with something dangling from its beak. It hadn't been wandering. It had been bringing breakfast home.}
  {saw_from_above && came_from == "wall": Now {hero} knew exactly where the breakfast at Inspiration Point had been headed, and it had been headed here, to three open beaks.}
  {ranger_asked: "We found it," {hero} whispered. "The ledge. The ranger's been looking for two weeks."}
  {not ranger_asked: "We have to tell the ranger at the top," {hero} whispered. "She smiled like she knew. But I bet she doesn't know this."}
  They stayed until the parent flew off and the fledglings settled into a drowsy, grumbling heap. Then they began the long climb out, and on every switchback {hero} turned to look back at the ledge, which got smaller each time but never quite disappeared.
  {pal} {wiggled()}, trying very hard to celebrate in silence. "Mystery solved," {pal} whispered, "and it turned out to be full of babies."
}
-> END

=== end_lizard ===
# place: queens-garden
{band:
- "young":
  They stayed to watch the lizard. At first it was slow. It was still cold from the night. # ending: lizard_instead
  Then the sun warmed its back. Flick! Out went its tongue. It snapped up an ant. Then another ant! Then another!
  {pal} counted. "Four. Five. Twelve!"
  "These lizards eat ants," whispered Mom. "Lots and lots of ants."
  At last the lizard ran under a bush. It lay down flat in the dirt. {pal} looked and looked for it. It was gone, like magic!
  {hero} looked up. The sky was empty. No black birds flew. Nothing knocked.
  "Oh no," said {hero}. "The knockers are gone."
  {found_feather: At least {hero} knew one thing. The knocker was big and black, with a long feather.}
  {hero} felt sad for a minute. Then {pal} did a tiny lizard tongue flick. {hero} laughed.
  "We found a lizard that eats ants for breakfast," said {hero}. "Nobody else saw that."
  On the way up, {hero} heard one tiny knock, far, far away.
  "See?" said Mom. "The knockers will be back tomorrow."
- "middle":
  They stayed to watch the lizard. At first it hardly moved. It was still stiff from the cold night, and it needed the sun to get going. # ending: lizard_instead
  Then, as the rock warmed under it, it woke up. Its tongue flicked out and snapped up an ant. Then another. Then another. {pal} started counting under its breath. "Four. Five. Nine. Twelve."
  "Horned lizards eat ants," Mom whispered. "Mostly ants. Dozens and dozens of them."
  "Why was it so slow before?" {hero} whispered back.
  "Lizards can't make their own heat the way we do," said Mom. "They borrow it from the sun. A cold lizard has to wait for the day to warm it up."
  "I know how that feels," said {pal}, who had been shivering since dawn.
  At last the lizard scuttled under a manzanita bush and flattened itself on the ground. {pal} searched and searched, but the lizard was the same color as the dirt. It had simply disappeared.
  {hero} stretched and looked up. The sky over Queen's Garden was empty. No black shapes circled the cliffs. {hero} waited. Nothing knocked. The sun was higher now, and the canyon had gone quiet the way a house goes quiet after everyone has left.
  "They're gone," {hero} said. "We missed them."
  {found_feather: At least {hero} knew the knocker was big and black, with feathers longer than {their} hand.}
  {ranger_asked: The ranger's home ledge would have to wait for someone else's sharp eyes.}
  It stung, and Mom didn't pretend it didn't. But then {pal} did a very serious impression of the lizard eating ants, tongue flicking, eyes half shut, and {hero} laughed so hard {they} had to sit down.
  "I found a lizard that eats ants for breakfast," {hero} said. "Nobody else on this trail even noticed it."
  They started the long climb out. Halfway up, when {hero} stopped to catch {their} breath, a single knock drifted over the rim from somewhere far away, faint as a pencil on a desk.
  "Hear that?" said Mom. "They'll be knocking again tomorrow at sunrise. They're not going anywhere, and neither is this canyon."
- else:
  They stayed to watch the lizard. At first it barely moved. It had spent the night cold, and a cold lizard is a slow lizard; it needed the sun to charge it up like a battery. # ending: lizard_instead
  Then, as the rock under it warmed, it came awake. Its tongue flicked out and snapped up a passing ant. Then another. Then another. {pal} began counting in a whisper. "Four. Five. Nine. Twelve. Does it ever get full?"
  "Horned lizards mostly eat ants," Mom whispered. "Dozens at a time. It's basically a cookie that runs on ants."
  "Why was it so slow before?" {hero} whispered.
  "Lizards can't make their own heat the way we do," said Mom. "They borrow it from the sun. At dawn it's as cold as the rock it slept on, so it has to lie there and soak up the day before it can do anything at all."
  "A lizard after my own heart," said {pal}, who had been complaining about the cold since the stars went out.
  At last the lizard scuttled under a manzanita bush, pressed itself flat against the dirt, and vanished. It was still there; it had to be. But it was exactly the color of the ground, and no matter how hard {pal} searched, nobody could find it again. It was the best disappearing trick {hero} had ever seen, and it had been done by keeping perfectly still.
  {hero} stretched, smiling, and looked up.
  The sky over Queen's Garden was empty.
  No black shapes turned circles along the cliff. No knock. {hero} waited, and waited some more, and heard only the wind in the pines and the tick of the rock warming in the sun. The morning had moved on without asking, the way mornings do, and the knockers had gone wherever knockers go when the show is over.
  "We missed them," {hero} said. The words came out smaller than {they} meant them to.
  {found_feather: At least {hero} knew the knocker was big and black, with feathers longer than {their} hand. That was something.}
  {ranger_asked: The ranger's home ledge would have to wait for somebody else's sharp eyes, and that stung most of all.}
  Mom didn't pretend it wasn't a shame, which somehow helped. Then {pal} gave a deadly serious impression of the horned lizard at breakfast, tongue flicking, eyes half shut, chewing invisible ants with enormous dignity, and {hero} laughed until {they} had to sit down on the trail.
  "I found a lizard that eats ants for breakfast," {hero} said when {they} could breathe. "Nobody else on this whole trail even saw it. People walked right past."
  It was true, and the truth of it sat warm in {hero}'s chest all the way up the switchbacks. Halfway to the rim, stopping to breathe, {they} heard it: a single knock, drifting over the rim from somewhere far off, faint as a fingertip on a window.
  "Hear that?" said Mom. "They'll be knocking again tomorrow at sunrise. Canyons don't go anywhere overnight, and neither do the knockers."
  {hero} didn't answer. {They} {were} already planning what time to set the alarm.
}
-> END

=== end_jay ===
# place: thors-hammer
{band:
- "young":
  They waited by Thor's Hammer. They did not make a sound. Down below, the knock went tock-tock. {knew_jay: But {hero} wanted to see the trick with {their} own eyes.|But {hero} wanted to see the hawk first.} # ending: jay_trick
  Then a blue bird hopped out of the pines. It had a black crest. It opened its beak. "Keee-arrr!"
  It was not a hawk at all. It was a Steller's jay!
  {knew_jay: "The ranger was right!" said {hero}. "The jay is a copycat!"|"A jay!" said {hero}. "It was pretending to be a hawk!"}
  The jay looked very pleased with itself. Then it went "Shack-shack!" like a jay again.
  "That bird should be on TV," said {pal}.
  But when {hero} looked up, the knocking had stopped. Two black birds were flying far away, over the trees. Then they were gone.
  "We missed the knockers," said {hero}. {They} felt a little sad.
  {route == "ranger": {hero} looked at the card. "At least we counted lots of jays," {they} said. "And one was a big fibber."}
  "We learned a trick, though," said Mom. "Not every hawk is a hawk!"
  On the way up, {hero} tried the hawk scream. It came out like a squeaky door. {pal} laughed.
  {hero} grinned. Tomorrow {they} would know better.
- "middle":
  They waited by Thor's Hammer without making a sound. Somewhere below, the knocking started up again, tock-tock, tock-tock, and {hero} almost turned to follow it. {knew_jay: But {they} wanted to catch the jay doing its trick, just once.|But a hawk was a hawk, and {they} wanted to see it first.} For a long time, nothing happened. Then a branch bounced, and a blue bird with a black crest hopped out of the pines, puffed itself up, and opened its beak. # ending: jay_trick
  Keee-arrr!
  It was the hawk. It had been the jay all along, a Steller's jay doing a perfect hawk.
  {knew_jay: "The ranger was right!" {hero} whispered. "It's a copycat!"|"It's a jay!" {hero} whispered. "A jay pretending to be a hawk!"}
  The jay cocked its head, looking very pleased with itself, and did it again. Then it switched back to its own voice, shack-shack-shack, as if it had never been anything but a jay in its life.
  "That bird," said {pal}, "should be in the movies."
  But while they had been watching the jay, the knocking had stopped. When {hero} looked up, two black birds were far away, sailing out over the forest beyond the rim, smaller and smaller, until they were only specks, and then not even that.
  "We missed them," {hero} said. "While we were waiting for a fake hawk, the real knockers left."
  {route == "ranger": {hero} looked at the tally card. Eleven jays, and one of them a big fibber. That was something to tell the ranger, at least.}
  Mom put an arm around {them}. {knew_jay: "You knew the trick and still wanted to see it. That's what good naturalists do. This time it just cost us the knockers."|"A jay fooled you, and a jay fools half the people who walk this trail. Now you know its trick."}
  On the climb to the rim, {hero} tried the hawk scream {themself}. It came out like a squeaky door. {pal} tried it too and sounded like a teakettle. By the top, they were laughing too hard to try again.
  {hero} thought about it anyway. If a jay could sound like a hawk, what else in this canyon was pretending? {They} looked back down at the hoodoos, and for the first time that morning the whole place seemed full of secrets waiting for the next sunrise.
- else:
  They waited beside Thor's Hammer without making a sound. Somewhere below them the knocking started up again, tock-tock, tock-tock, steady as a clock, and {hero} felt it tugging at {them} like a hand on a sleeve. {knew_jay: But {they} had to see the trick for {themself}. Nobody walks away from a bird that can do that.|But a hawk was a hawk. Nobody walks away from a hawk.} For a long time nothing happened, which is most of what waiting is, and the knocking below went on without them. Then a branch bounced, and a blue bird with a black crest hopped out of the pines, puffed up its chest, and opened its beak. # ending: jay_trick
  Keee-arrr!
  There was the hawk. It had been the jay all along, a Steller's jay doing a hawk so perfectly that {hero} almost looked up for wings.
  {knew_jay: "The ranger called it," {hero} whispered. "It's a copycat. I knew it, and I still wanted to see it."|"It's a jay," {hero} whispered, torn between outrage and admiration. "A jay. Pretending to be a hawk. On purpose."}
  The jay cocked its head, looking tremendously pleased with itself, and did it again, just to make sure everyone had heard. Then it dropped back into its own voice, a rusty shack-shack-shack, as if it had never in its life been anything but an ordinary jay and had no idea what anyone was staring at.
  "That bird," said {pal}, "has a career in show business."
  But while they had been watching the jay, the knocking had stopped. When {hero} looked up, two black birds were far away, sailing out over the forest beyond the rim, shrinking to dots, then to specks, then to nothing at all.
  {hero} stood very still. It was a strange feeling, missing something you had been chasing all morning because you stopped to watch something else. The jay had been worth seeing. It was just that the knockers had been worth more.
  "We missed them," {hero} said. {They} had been so sure the hawk mattered more, and it hadn't even been a hawk.
  {route == "ranger": {hero} looked down at the tally card. Eleven jays, one of them a certified fibber. The ranger would at least get a good count out of it.}
  Mom put an arm around {them}. {knew_jay: "You knew the trick and still wanted to see it with your own eyes," she said. "That's what good naturalists do. Today it just happened to cost us the knockers."|"A jay fooled you, and a jay fools half the people who walk this trail," she said. "The difference is that now you know its trick, and they don't."}
  On the last switchbacks to the rim, {hero} tried the hawk scream {themself}. It came out like a door that needed oil. {pal} tried it next and produced something closer to a teakettle, and by the top the two of them were laughing too hard to try a third time. A couple with hiking poles passed them and looked around, startled, for the hawk.
  {hero} looked back at the hoodoos, orange and silent in the climbing sun. If a jay could sound like a hawk, then this canyon was full of things pretending to be other things, and {hero} intended to catch every one of them. Starting, probably, with the knockers. Tomorrow. At dawn. With earplugs for jays.
}
-> END

=== end_wrapper ===
# place: navajo-loop
{band:
- "young":
  {hero} ran after the wrapper, right along the trail. {pal} {dashed()} right behind {them} to help. # ending: wrapper_rescue
  The wrapper bumped into a tree root and stopped. {hero} grabbed it!
  "Thank you!" said the girl in the yellow hat. She put it deep in her pocket.
  "Good catch," said Mom. "Ravens find every bit of food people drop. A wrapper like that could end up in a raven's beak. Plastic is bad for birds."
  {hero} looked up. It was quiet now. No more squawking. No more knocks.
  "Oh," said {hero}. "We missed them."
  {hero} looked and looked at the walls. Every ledge looked the same.
  {found_feather: The black feather still lay on the trail. It was the only clue left.}
  Then a raven flew over the slot. It looked down at the girl's pocket. Then it looked right at {hero}.
  "Not for you!" said {hero}, and laughed.
  "You did not find the knockers," said Mom. "But you helped them. That counts."
  {pal} {wiggled()} and puffed up proudly. "We are wrapper heroes," said {pal}.
- "middle":
  {hero} went after the wrapper, keeping to the trail, and {pal} {dashed()} after it too. The wrapper bounced, flipped, caught a gust and finally wedged itself against the root of a fir tree, where {hero} pounced on it. # ending: wrapper_rescue
  "Thank you!" said the girl in the yellow hat, stuffing it deep into her pocket. "It just jumped out of my hand!" She looked at {hero}, then up at the walls. "Are you looking for the knocking thing too? I thought it was my dad's hiking poles."
  "It's a bird," said {hero}. "I think. We're trying to find out."
  "Good catch," said Mom. "Ravens are clever, and they find every scrap people drop. A wrapper like that could end up in a raven's beak, and plastic is no good for a bird."
  {hero} looked up at the walls. The slot had gone quiet. No squawking. No knocking. Only the wind in the firs.
  "Where did they go?" {hero} said. {They} searched the walls for a long time, but without the sound to follow, every ledge looked the same. The squawkers had eaten, and full birds, it seemed, were quiet birds.
  {found_feather: The black feather still lay in its stripe of sun, the only clue left behind.}
  {ranger_asked: The ranger's home ledge was up there somewhere, and now {hero} would never know which one.}
  Then a raven sailed over the slot, low and slow. It turned its head and looked down at the girl's pocket, then straight at {hero}, as if it knew exactly what had been there.
  "Not for you," {hero} told it, and laughed. The raven gave one deep, rough croak, as if it wanted to argue, and flapped away over the rim.
  "You didn't find the knockers," said Mom. "But you kept a wrapper out of their beaks. I'd call that a pretty good trade."
  {hero} thought about it all the way up the switchbacks. The knockers would be back at sunrise, knocking and squawking the same as always. And thanks to one quick grab, there was one less piece of trash in their canyon.
- else:
  {hero} went after the wrapper, keeping to the trail the whole way, and {pal} {dashed()} close behind. The wrapper bounced, flipped, caught a fresh gust just as {hero} reached for it, and finally wedged itself against the root of a fir, where {hero} pounced on it like a goalkeeper. # ending: wrapper_rescue
  "Thank you!" said the girl in the yellow hat, stuffing it into her pocket so deep it might never come out. "It just leaped out of my hand like it wanted to go exploring." She followed {hero}'s eyes up the wall. "Are you hunting the knocking thing too? I spent the whole way down thinking it was my dad's hiking poles. He kept saying it wasn't."
  "It's a bird," said {hero}. "Probably. That's what we're trying to prove."
  The girl's dad called her from up the trail, and she waved and ran off, yellow hat bobbing.
  "Good catch," said Mom. "Ravens are clever, and they find every scrap people drop. That wrapper would have ended up in a raven's beak sooner or later, and plastic is no meal for a bird."
  {hero} turned back to the walls, and {their} stomach dropped. The slot had gone quiet. No squawking, no knocking, nothing but the wind moving in the firs.
  {They} searched the walls for a long time. Without the sound to follow, every ledge looked exactly like every other ledge, and the stone gave nothing away. Somewhere up there the squawkers had been fed, and fed birds, it turned out, were quiet birds. They were sitting in silence now, full of breakfast, perfectly invisible.
  {found_feather: The black feather still lay in its stripe of sun, the one clue the morning had left behind.}
  {ranger_asked: The ranger's home ledge was up there somewhere, one ledge among hundreds, and {hero} had been close enough to hear it.}
  Then a raven came sailing over the slot, low and slow, and turned its head to look down. It looked at the empty bend of trail where the girl had stood. Then it looked straight at {hero}, with an expression {hero} could only describe as disappointed.
  "Not for you," {hero} told it, and laughed in spite of everything. The raven gave one low, rough croak, like an old man clearing his throat to argue, and flapped off over the rim, taking its opinion with it.
  "You didn't find the knockers," said Mom, as they started the long climb out. "But you kept a wrapper out of their beaks, and they'll never know to thank you. I think that's a pretty fine trade."
  {hero} thought about it for three whole switchbacks and decided Mom was right, which was annoying, but true. Somewhere up on that wall, whoever had been squawking would grow up eating what wild birds are supposed to eat, and they would never know that a kid and {pal} had chased a piece of plastic down Wall Street on their behalf. That was the strange thing about helping wild animals: the best help was the kind they never noticed.
  {pal} {wiggled()}, satisfied but not entirely. "Still," {pal} said, "a little thank-you knock would have been nice."
}
-> END
