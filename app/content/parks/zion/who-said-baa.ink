# title: Who Said Baa?
# month: 6
INCLUDE shared/story.ink

// Where the hero is (read by the early endings).
VAR at = ""
// How chapter 2 was spent: "edge" (went down to the water: tadpoles), "look" (watched from the path: the throat bubble), "riddle" (asked the ranger).
VAR route = ""
// The chapter-3 scene: "garden" (the dripping wall), "narrows" (wading the Narrows), "pool" (sitting still by a quiet pool).
VAR spot = ""
VAR met_ranger = false

-> baa_at_dawn

// ---------------------------------------------------------------- chapter 1
=== baa_at_dawn ===
# place: riverside-walk
{band:
- "young":
  Baa-aa-aa-aa!
  {hero} stopped. {pal} stopped. Mom stopped too.
  "Was that a goat?" asked {pal}.
  They were on the Riverside Walk, early in the morning. They had come up the canyon on the free shuttle bus. The river ran beside the path. The rock walls went up and up. # fact: spring-through-fall
  {friend != "": {friend} was there too, in brand new water shoes.}
  Mom had a plan. First, walk to the end of the path. Then, wade into the river! Up there, the river itself is the trail.
  "Goats don't live in rivers," said Mom. "Bighorn sheep live in Zion. But they climb high rocks. They don't sit in rivers and say baa."
  Baa-aa-aa-aa! It came from down by the water. It was loud and wobbly.
  A little girl on the path said "Baa!" back. The canyon walls said "Baa, baa, baa!" too. Everyone laughed.
  {hero} took a step. The sound stopped.
  {hero} stood still. The sound started again!
  "It is playing a game with us," whispered {pal}.
  Back along the path, a ranger in a wide hat was walking their way.
  {hero} looked at the big gray rocks by the river. Who was saying baa down there?
- "middle":
  The first thing {hero} heard in Zion Canyon that morning was a goat.
  Baa-aa-aa-aa!
  It came from the river, loud and wobbly, while {hero}, Mom and {pal} were on the Riverside Walk in the cool blue shadow of the cliffs. They had ridden the free shuttle bus to the very last stop, because Mom had a plan. First they would walk to the end of the paved path. Then they would wade into the Narrows, where the river itself becomes the trail. # fact: spring-through-fall
  {friend != "": {friend} was with them, squeaking along in brand new water shoes.}
  {pal} froze mid-step. "Was that a goat?"
  "It can't be," said Mom. "Bighorn sheep live in Zion, but they stay up on the high rocky slopes. They don't sit in rivers going baa." But she had stopped walking too.
  So had everyone else on the path. A man with a camera laughed. A little girl said "Baa!" right back, and the canyon walls bounced her baa around until it sounded like a whole flock.
  {pal} {pal_sound} at the river, just to join in. The river did not answer.
  Then {hero} noticed something strange. When they walked, the bleating stopped. When they stood still, it started again, close by, somewhere down among the boulders at the edge of the water.
  "It's playing a game with us," {pal} whispered. Then its face fell. "Or it's stuck. What if something's stuck down there and can't get out?"
  {hero} hadn't thought of that. Now {they} couldn't think of anything else.
  The walls on either side rose so high that {hero} had to lean back to see the strip of morning sky. Down here it was all shadow and rushing water and big gray boulders. Something was hiding in there, saying baa to the whole canyon.
  Mom checked her watch. "We've got plenty of time before the Narrows," she said. "Want to solve it first? Then we'll know if anything needs help."
  Back along the path, a ranger in a wide, flat hat was strolling their way.
  "Baa-aa-aa!" said the river, as if it had heard every word.
- else:
  The first thing {hero} heard in Zion Canyon that morning was a goat, which was a problem, because there was no goat.
  Baa-aa-aa-aa!
  It came from the river, loud and wobbly and faintly rude, while {hero}, Mom and {pal} were on the Riverside Walk in the cool blue shadow of the cliffs. They had ridden the free shuttle up the canyon to the very last stop, because Mom had a plan, and Mom's plans were famous. First they would walk to the end of the paved path. Then they would wade into the Narrows, where the path runs out and the river itself becomes the trail. # fact: spring-through-fall
  {friend != "": {friend} had come too, squeaking along in water shoes so new they still had the tag on.}
  {pal} stopped with one foot in the air. "Was that a goat?"
  "It can't have been," said Mom. "Bighorn sheep do live in Zion, but they keep to the high, rocky slopes, where nothing can chase them. They don't sit in rivers at breakfast time going baa." But {hero} noticed that she had stopped walking as well.
  So had everyone else on the path. A man with a camera laughed out loud. A little girl said "Baa!" right back, very politely, as if it would be rude not to, and the canyon walls caught her baa and tossed it back and forth until it sounded like a whole flock had moved in.
  {pal} {pal_sound} at the river, on the grounds that everyone else was having a turn. The river ignored it completely, which {pal} took personally.
  Then {hero} noticed something odd. When they walked, the bleating stopped. When they stood still, it started up again, close by, somewhere down among the boulders at the edge of the water. Walk: silence. Stop: baa. It was exactly like a game of musical statues, played by something that did not want to be found.
  "It's playing with us," {pal} whispered. "I don't like being played with by a river." Then a worse thought crossed its face. "Unless it's stuck. What if something fell in, and it's calling for help, and everyone is just laughing?"
  Nobody was laughing now. {hero} looked at the boulders and felt {their} stomach tighten. That bleat had sounded cheerful. But what did {they} know about how a stuck thing sounded?
  The walls on either side rose so high that {hero} had to lean right back to see the narrow strip of morning sky. Down here there was only shadow and rushing green water and great gray boulders, any one of which could have been hiding a goat, if goats were the size of a bar of soap and enjoyed being wet.
  Mom checked her watch. "We've got plenty of time before the Narrows," she said, with the look she got when a crossword was going well. "Want to solve it first? If something's in trouble, we'll find a ranger. If it isn't, we'll have a mystery."
  Back along the path, a ranger in a wide, flat hat was strolling their way.
  "Baa-aa-aa!" said the river, as if it had heard every single word and found them all very funny.
}
* [Creep down to the boulders at the water's edge # act: go] -> waters_edge
* [Look for the sound's hiding place from the path # act: look] -> boulder_look
* [Ask the ranger what makes a sound like that # act: ask] -> ranger_riddle

// ---------------------------------------------------------------- chapter 2
=== waters_edge ===
# place: riverside-walk
~ at = "edge"
~ route = "edge"
{band:
- "young":
  A little sandy trail went down to the river. Mom went first.
  "Slow," she said. "Wet rocks are slippery, like soap. And that water is cold!"
  They crept between the big boulders. Baa-aa-aa! The sound was close now. It came from a still pool behind a rock.
  Then {hero} stepped on some gravel. Crunch! The bleating stopped.
- "middle":
  A few steps on, a narrow sandy trail led off the paved path to the river. Mom went first. "Slow and careful," she said. "Wet rock is slippery as soap, and that water is colder than it looks."
  They crept down between the boulders. The river chattered past, clear and green over the stones. The bleat was much clearer now, just ahead, coming from a still pool tucked behind a rock.
  Then {hero}'s shoe crunched on the gravel, and the bleating stopped.
- else:
  A few steps on, a narrow sandy trail slipped off the paved path toward the river. Mom went first, testing each step. "Slow and careful," she said. "Wet rock is slippery as soap, and that water is snowmelt-cold. Nobody's falling in today, not even on purpose."
  They crept down between boulders as big as cars. The river chattered past, clear and green over round stones, and the air down here smelled of wet sand and cold. The bleat was much clearer now, close enough to make {hero}'s neck prickle, coming from a still pool tucked in behind a rock where the current could not reach.
  Three more steps. Two. Then {hero}'s shoe came down on a patch of gravel with a crunch like someone biting a cracker, and the bleating stopped dead.
}
{end_now: -> end_early}
{band:
- "young":
  Plop! Something small jumped into the pool. Little rings spread out over the water.
  They knelt down and peered in. There was no goat in there. But there were lots of tiny wiggly things, dark and round, with long tails.
  "Tadpoles!" said Mom. "Baby frogs or toads. They live in the water until their legs grow."
  {kind == "otter": {pal} leaned toward the pool. "No swimming in their nursery," said Mom.}
  On a rock in the river, a little gray bird was bobbing up and down. Then it walked right into the water and went under!
  "The bird says baa!" cried {pal}.
  But the bird popped back up and sang. Its song was whistly and bubbly. It did not sound like a goat at all.
  "That's a dipper," said Mom. "It walks under the water to find bugs. But it isn't our bleater."
  {hero} looked at the tadpoles. Something had jumped in here. Something had laid its eggs in here.
  Far up the path, the river said baa again.
- "middle":
  Plop! Something small jumped into the pool. Rings of ripples spread across the water and bumped against the stones.
  "Whatever it was, it went in there," {hero} whispered.
  They knelt at the edge and peered in. The water was clear and still, with sand on the bottom. There was no goat in it. There was nothing bigger than a thumb in it. But there were dozens of tiny dark wriggly things, like commas that had learned to swim.
  "Tadpoles," Mom said softly. "Baby frogs or toads. They hatch in the water and grow their legs later."
  {kind == "otter": {pal} leaned toward the pool with a hopeful look. "Not in their nursery," Mom said firmly.}
  Something flashed on a rock in the middle of the river. It was a plump gray bird, bobbing up and down like someone doing knee bends. Then it walked straight into the river and vanished under the water.
  "It's the bird!" {pal} said. "The bird says baa!"
  But the gray bird popped up again, hopped onto its rock and sang. It was a bubbly, whistling song, nothing like a goat.
  Mom pulled her pocket bird book out of her backpack. "American dipper," she read. "It walks underwater to catch bugs. Amazing. But it isn't our bleater."
  {hero} looked at the tadpoles, then at the pool, and thought hard. Something had jumped into this water. And something had laid its eggs in it. Maybe they were the same something.
  Far up the path, the bleat came again, thin and faraway, from somewhere new.
- else:
  Plop! Something small launched itself into the pool. Rings of ripples spread across the water and lapped against the stones, and then everything was still.
  "Whatever it was," {hero} whispered, "it went in there."
  They knelt at the edge and peered in. The water was clear as glass over a floor of pale sand. There was no goat in it. There was nothing in it bigger than a thumb. But there were dozens of tiny dark wriggling things, hanging in the water and then darting off, like commas that had escaped from a book and learned to swim.
  "Tadpoles," Mom said softly. "Baby frogs or toads. They hatch in water and grow their legs later. This pool must be somebody's nursery."
  {kind == "otter": {pal} leaned toward the pool with an expression of enormous hope. "Absolutely not," said Mom. "Nobody swims in a nursery."}
  Something flashed on a rock in the middle of the river. It was a plump gray bird, bobbing up and down like someone doing knee bends before a race. Then, without any fuss at all, it walked straight into the river and disappeared under the water.
  "It's the bird!" {pal} said. "The bird says baa! Case closed."
  But the gray bird popped up again, hopped back onto its rock, and sang: a long, bubbly, whistling song, like water that had learned music. Nothing like a goat.
  Mom pulled her pocket bird book out of her backpack and flicked to a page. "American dipper," she read. "Walks underwater to catch insects. Which is astonishing, and also means it's not our bleater. Case reopened."
  {hero} looked at the tadpoles, and then at the pool, and thought as hard as {they} had ever thought about anything. Something had jumped into this water. Something had laid its eggs here. Maybe those were the same something. Small and wet and loud, hiding all around them, and it was beginning to feel less like a goat and more like a secret.
  Far up the path, the bleat came again, thin and faraway and coming from somewhere completely new.
}
* [Look along the dripping walls further up the path # act: look] -> garden_wall
* [Go on to where the river becomes the trail # act: go] -> narrows_wade
* [Sit by a quiet pool and wait without moving # act: wait] -> quiet_pool

=== boulder_look ===
# place: riverside-walk
~ at = "look"
~ route = "look"
{band:
- "young":
  They stayed on the path. {hero} looked at the boulders. There were so many!
  {pal} {sniffed()} to find the sound.
  Baa-aa-aa! {hero} turned fast. There! A big round boulder, by a still pool, with a dark crack in it.
- "middle":
  They stayed on the path and leaned over its low stone edge. Below them, big gray boulders sat at the edge of the river like a herd of sleeping elephants. The bleat could have come from any of them.
  {pal} {sniffed()}, working out which way the sound was coming from. "Left," it said. "No, right. No, left."
  Mom handed {hero} her small binoculars. "Don't look everywhere at once," she said. "Pick one rock, then the next."
  Baa-aa-aa! This time {hero} turned fast enough. It was a big rounded boulder beside a still pool, with a dark crack down its middle.
- else:
  They stayed on the path and leaned over its low stone edge. Below them, great gray boulders sat along the edge of the river like a herd of elephants that had lain down for a nap and never got up again. The bleat could have come from any one of them, and the canyon walls bounced every sound around until it seemed to come from everywhere at once.
  {pal} {sniffed()}, patiently working out which way the sound was coming from. "Left," it reported. "Definitely left. Or possibly right. I'm very sure it's one of those."
  Mom dug her small binoculars out of the backpack and handed them over. "Don't try to look everywhere at once," she said. "That's how you see nothing. Pick one rock. Then the next. Then the next."
  Baa-aa-aa! This time {hero} was ready, and turned fast enough to catch it. A big rounded boulder beside a still pool, right at the water's edge, with a dark crack running down its middle like a zipper.
}
{end_now: -> end_early}
{band:
- "young":
  {hero} kept looking at the crack. Then it called again.
  Inside the crack, something pale puffed up, round and shiny. It looked like a bubble of gum! Then it went flat.
  Baa-aa-aa! The bubble and the bleat came at the very same time.
  "It blew a bubble and said baa!" said {hero}.
  Then a mule deer stepped along the far bank. A baby deer with white spots followed her.
  {kind == "deer": "Maybe it's the baby!" said {pal}. "I said baa when I was little."|"Maybe it's the baby!" said {pal}. "Baby deer say baa."}
  "Baby deer can bleat," said Mom. "But that sound came from the crack. And the baby's mouth is full of leaves."
  {hero} laughed. It was true! The fawn was munching.
  The sun crept down the walls. The crack went quiet.
  Something tiny was in there. Something with a bubble and a very big voice.
- "middle":
  {hero} kept {their} eyes on the crack and didn't blink. The next time the sound came, {they} saw it. Inside the crack, something pale swelled up, round and shiny like a bubble of gum, and then shrank away again.
  Baa-aa-aa! The bubble and the bleat came at exactly the same moment.
  "It blew a bubble and said baa," {hero} said. "Something in that crack has a bubble!"
  "A bubble where?" asked Mom, squinting. But it had stopped again.
  Just then, a mule deer stepped out along the far bank, with a tiny spotted fawn wobbling behind her.
  {kind == "deer": "Maybe it's the fawn!" {pal} said. "I went baa when I was little. I remember it very well."|"Maybe it's the baby deer!" {pal} said. "Baby deer go baa. Don't they?"}
  "Fawns do bleat," Mom agreed. "But that sound came from the crack. And that fawn's mouth is completely full of leaves."
  {hero} giggled. It was true. The fawn was chewing like it had never seen food before.
  The crack was at the bottom of a steep, crumbly bank below the path, too far to reach and too deep to see into. As sunlight crept down the walls, the bleating got slower, and then stopped, as if whatever it was had decided daytime was for sleeping.
  Something was in there. Something small enough to hide in a crack, with a bubble and a voice much too big for it.
- else:
  {hero} fixed {their} eyes on that crack and refused to blink, even when {their} eyes began to sting. The next time the sound came, {they} saw it. Deep in the crack, something pale swelled up, round and shiny like a bubble of gum, and then shrank away again into the dark.
  Baa-aa-aa! The bubble and the bleat came at exactly the same instant, the way thunder and lightning do when a storm is right on top of you.
  "It blew a bubble and said baa," {hero} said. "Something in that crack has a bubble!"
  "A bubble where?" asked Mom, squinting so hard her sunglasses slid down her nose. But the crack had gone quiet again.
  Just then, a mule deer stepped out along the far bank, and behind her wobbled a fawn so new that it still seemed surprised by its own legs, its back dotted with white spots.
  {kind == "deer": "The fawn!" {pal} said triumphantly. "I went baa all the time when I was that size. It's practically the family language."|"The baby deer!" {pal} said triumphantly. "Baby deer go baa. Everybody knows that."}
  "Fawns do bleat," Mom admitted. "But that sound came out of the crack. And that fawn's mouth is completely full of leaves."
  {hero} snorted. It was true. The fawn was chewing with the dedication of somebody who has only just discovered that food exists.
  The crack was at the bottom of a steep, crumbly bank below the path, much too far to reach and much too deep to see into. As the sunlight crept down the walls, the bleating came slower and slower, and then stopped altogether, as if whatever it was had decided that daytime was for sleeping.
  {hero} stared at the crack for a long time. Something was in there. Something small enough to fit in a crack, with a bubble on it somewhere, and a voice that could fill a canyon. It was the most interesting thing {hero} had ever not seen.
}
* [Go on to where the river becomes the trail # act: go] -> narrows_wade
* [Sit by a quiet pool and wait without moving # act: wait] -> quiet_pool
* [Look along the dripping walls further up the path # act: look] -> garden_wall

=== ranger_riddle ===
# place: riverside-walk
~ at = "ask"
~ route = "riddle"
{band:
- "young":
  The ranger stopped beside them. His badge said Ranger Kwan.
  "What says baa in a river?" asked {hero}.
  Baa-aa-aa! went the river, right on time.
  The ranger grinned a big grin. "Ah," he said. "My favorite singer. Every summer, someone thinks it is a goat."
- "middle":
  The ranger in the wide hat stopped beside them. His badge said Ranger Kwan.
  "Excuse me," {hero} said. "What says baa in a river?"
  Baa-aa-aa! went the river, right on cue.
  The ranger's face broke into a slow grin. "Ah," he said. "My favorite singer in the whole canyon. Every summer, somebody runs up to me and tells me there's a goat stuck in the river."
- else:
  The ranger in the wide hat stopped beside them. His badge said Ranger Kwan, and his boots looked as if they had walked the whole canyon twice.
  "Excuse me," {hero} said. "What says baa in a river?"
  Baa-aa-aa! went the river, right on cue, as if it had been waiting for its introduction.
  The ranger's face broke into a slow, delighted grin. "Ah," he said. "My favorite singer in the whole canyon. Every single summer, someone comes running up to me to report a goat stuck in the river. Once it was a man in a suit. Are you sure you want me to tell you?"
}
{end_now: -> end_early}
~ met_ranger = true
{band:
- "young":
  "I could tell you what it is," he went on. "But finding it is more fun. So here is a riddle."
  He held up his thumb. "I am as long as this. I am the color of the rocks. My toes are sticky. My voice is much bigger than I am."
  {pal} thought hard. "A very small goat?" it said.
  The ranger laughed. "Not a goat. Look where water drips out of the rock. Things that like to stay wet hide there. But if you find it, don't touch it!"
  Then he tipped his hat and walked on.
  {hero} said the riddle again, very slowly. As long as a thumb. The color of rock. Sticky toes. Big voice.
  Down by the river, a rock squirrel sat up and looked at them. It wanted a snack.
  "No snacks for squirrels," said Mom. "They can bite."
  Then {hero} looked up the path. Where was the water dripping?
- "middle":
  "Is it stuck?" {hero} asked.
  "Nothing's stuck," Ranger Kwan said. "I could just tell you what it is, but then you'd miss the best part, which is finding it. So, a riddle." He held up his thumb. "I'm about as long as this. I'm the same color as the rock I sit on. My toes are sticky. And my voice is much, much bigger than I am."
  {hero} said it back to make sure. Thumb. Rock-colored. Sticky toes. Big voice.
  "Here's another clue," the ranger went on. "Do your best goat."
  {hero} did a big, wobbly baa. The ranger nodded seriously. "Very good. Now do it inside a tin can, and make it rattle. That's closer."
  {pal} frowned. "A very small goat," it guessed. "With sticky toes."
  The ranger laughed so hard his hat slipped. "Not a goat. But here's a hint. Look where water comes out of the rock. Creatures that need to stay damp like to hide there in the daytime." He pointed up the path to where the cliffs looked wet and green. "And if you find one, don't touch it. Just look, and come tell me."
  He tipped his hat and headed off to start his morning talk.
  A rock squirrel hopped onto the stone edge of the path and sat up, staring hard at Mom's backpack.
  "Nope," said Mom, zipping the pocket shut. "Squirrels that get people food turn into squirrels that bite."
  {hero} barely noticed. {They} {were} saying the riddle over and over in {their} head, like a song that wouldn't stop. Somewhere close by, something fitted every word of it.
- else:
  "Is it stuck, though?" {hero} asked, because that was the part that mattered most. "Is something trapped down there?"
  "Nothing is stuck," said Ranger Kwan firmly, and {hero} felt a knot in {their} chest come loose that {they} hadn't even noticed tying. "Nothing is lost, either, and nobody needs rescuing. Whatever you're hearing is exactly where it wants to be, doing exactly what it wants to do." Then he winked. "And I've decided not to tell you what it is, because then you'd miss the best part, which is finding it yourself. So instead, a riddle." He held up a thumb. "I'm about as long as this. I'm the same color as the rock I sit on. My toes are sticky. And my voice is much, much bigger than I am. Louder than you'd ever believe, once you see me."
  {hero} said it back carefully, the way you carry a full glass of water. Thumb-sized. Rock-colored. Sticky toes. Enormous voice.
  "Bonus clue," said the ranger. "Give me your best goat."
  {hero} took a deep breath and produced a long, wobbly baa that made two hikers turn round. The ranger considered it like a judge at a talent show. "Not bad. Now imagine doing it inside a tin can, so it rattles. That's much closer to the real thing."
  {pal} frowned with great concentration. "A very small goat," it said at last. "With sticky toes. That has been shrunk."
  The ranger laughed so hard his hat slipped over one ear. "Not a goat, I'm afraid. Here's a hint, though. Look where water comes out of the rock. The creatures that need to stay damp like to hide there in the daytime." He pointed up the path, to where the cliffs looked dark and wet and strangely green. "And if you find one, don't touch. Just look. Then come and tell me, because I'll want to know."
  He tipped his hat and strode off to start his morning talk, leaving {hero} with a riddle and a feeling of being trusted with something.
  A rock squirrel chose that moment to hop onto the stone edge of the path, sit up like a tiny bear, and stare meaningfully at Mom's backpack.
  "Nope," said Mom, zipping the snack pocket shut. "Squirrels that get people food turn into squirrels that grab, and squirrels that grab sometimes bite."
  {hero} barely noticed. The riddle kept circling in {their} head like a song that refused to end: a creature the length of a thumb, the color of rock, with sticky toes and an enormous voice. Somewhere in this canyon, something fitted every part of it, and it was very probably listening to them right now.
}
* [Sit by a quiet pool and wait without moving # act: wait] -> quiet_pool
* [Look along the dripping walls further up the path # act: look] -> garden_wall
* [Go on to where the river becomes the trail # act: go] -> narrows_wade

// ---------------------------------------------------------------- chapter 3
=== garden_wall ===
# place: riverside-walk
~ at = "garden"
~ spot = "garden"
{band:
- "young":
  Further up the path, the cliff was wet. Water dripped out of the rock, plink, plink, plink.
  Green ferns grew all over it, like a curtain. Little red and yellow flowers poked out between them.
  "A garden on a wall!" said {hero}.
  Mom pointed at a red flower. "That one is a monkeyflower," she said. "People say it looks like a tiny monkey face."
  {pal} looked at the flower for a long time. "I don't see a monkey," it said.
- "middle":
  Further up the path, the cliff changed. It was dark with wet, and water was dripping out of the rock itself, plink, plink, plink, into a little pool at the bottom.
  Curtains of bright green ferns hung all over it, and red and yellow flowers poked out between the leaves.
  "It's a garden," {hero} said. "On a wall!"
  "Those red ones are monkeyflowers," Mom said. "Some people think each flower looks like a little monkey's face."
  {pal} stared at the nearest flower for a long time. "I don't see it," {pal} said. "It looks like a flower to me."
- else:
  Further up the path, the cliff changed completely. The red rock turned dark with wet, and water was seeping out of the stone itself, gathering into drops and letting go, plink, plink, plink, into a shallow pool at the bottom.
  Curtains of bright green ferns hung from every ledge, so delicate they trembled when a drop hit them, and red and yellow flowers poked out between the fronds as if they were peeking round a door.
  "It's a garden," {hero} said. "Growing on a wall. Nobody planted it."
  "The red ones are monkeyflowers," Mom said. "Supposedly each flower looks like a little monkey's face, if you squint."
  {pal} squinted at the nearest flower for so long that a drip landed on its head. "I have squinted," {pal} announced. "It is a flower. It has always been a flower. I don't think the monkey was ever involved."
}
{end_now: -> end_early}
{band:
- "young":
  "Rain and snow soak into the rock up on top," said Mom. "The water sneaks down through the stone until it reaches hard rock. Then it comes out here." # fact: hanging-gardens-water
  "So ferns and flowers grow on the wet cliff," said {hero}. # fact: hanging-gardens-ferns
  {route == "edge": {hero} thought of the tadpoles. Wet places! This was a wet place.}
  {route == "look": {hero} thought of the crack with the bubble. This wall had lots of cracks.}
  {route == "riddle": {hero} thought of the riddle. Water coming out of rock! This was the spot.}
  They looked and looked. There were lots of gray bumps on the wet rock. Was one of them the bleater?
  {pal} {sniffed()} and looked hard at every bump.
  A rock squirrel ran along a ledge. Drip! A drop fell on Mom's nose. Everyone giggled.
  Then {hero} saw one gray bump near the pool. It was rounder than the others.
  Was it a rock? Or was it something else?
- "middle":
  "Rain and snow soak into the rock up on top of the cliffs," Mom said. "The water creeps down through the stone for a long, long time, until it reaches a layer of harder rock. Then it comes out here. Anything that needs water all year can live on this wall." # fact: hanging-gardens-water
  "That's why ferns and flowers grow on the wet cliff," {hero} said. "The rock is leaking!" # fact: hanging-gardens-ferns
  {hero} touched a fern leaf very gently with one finger. A drop of water rolled right off it, as if the leaf were waterproof.
  {route == "edge": {hero} thought of the tadpoles in the pool. Whatever laid them needed water. And here was a whole wall of it.}
  {route == "look": {hero} thought of the crack with the bubble. This wall was full of cracks, all of them wet.}
  {route == "riddle": {hero} remembered the ranger's hint. Creatures that need to stay damp. This was exactly the place.}
  They searched the wall inch by inch. The trouble was, the wall was covered in gray bumps. Bumps of rock, bumps of lichen, bumps that were just bumps.
  {pal} {sniffed()}, trying very hard to be helpful, and stared at a bump until it went blurry.
  A rock squirrel ran along a ledge above them, knocking a drip onto Mom's nose. Mom said "Hey!" and the squirrel didn't care at all.
  A family stopped beside them, said "Pretty!" to the ferns, and walked on. Not one of them looked at the bumps.
  Then {hero} noticed one gray bump down near the pool. It was rounder than the others, and a tiny bit shinier. It might have been a rock.
  It might not.
- else:
  "Rain and snow soak into the rock up on top of the cliffs," Mom said, tipping her head back. "The water creeps down through the stone, very slowly, for a very long time, until it hits a layer it can't get through. Then it leaks out sideways, right here. Anything that needs water all year round can live on this wall." # fact: hanging-gardens-water
  "So ferns and flowers grow wherever the cliff is leaking," {hero} said. "It's a garden that waters itself." # fact: hanging-gardens-ferns
  {hero} touched one of the ferns with a fingertip, very gently. A drop of water rolled off the leaf without wetting it at all, like a marble rolling off a table.
  {route == "edge": {hero} thought of the tadpoles in their pool. Whatever had laid them needed water, and here was a whole wall of it, dripping day and night.}
  {route == "look": {hero} thought of the crack with the bubble in it. This wall was full of cracks, every one of them damp, every one of them a perfect place to hide a bubble.}
  {route == "riddle": {hero} remembered the ranger's hint exactly. Creatures that need to stay damp like to hide where water comes out of the rock. Well, here was the rock, and here was the water coming out of it. Warmer. Much warmer.}
  They searched the wall inch by inch. The trouble was that the wall was covered in gray bumps: bumps of rock, bumps of lichen, bumps of dried mud, and bumps that were simply bumps and had no ambitions beyond that.
  {pal} {sniffed()}, determined to be useful, and glared at one bump until it went blurry and started to look like a potato.
  A rock squirrel scampered along a ledge overhead and knocked a fat drip straight onto Mom's nose. Mom said "Hey!" in her most serious voice, and the squirrel could not have cared less.
  A family stopped beside them, said "Oh, pretty!" to the ferns, took a picture of themselves, and walked on. Not one of them looked at the bumps. {hero} felt a small, fierce pride at being the only one searching.
  Then {hero} noticed a gray bump down near the pool. It was a little rounder than the others, and a little shinier, and it was sitting in a spot where the drips just missed it. It might have been a rock.
  It might not have been a rock at all. {hero}'s heart began to thump.
}
* [Wait beside the wet rock until something moves # act: wait] -> end_found
* [Creep closer to the pool at the foot of the wall # act: go] -> end_plop
* [Ask Mom if you can wade the Narrows first and search later # act: ask] -> end_wet_feet

=== narrows_wade ===
# place: narrows
~ at = "narrows"
~ spot = "narrows"
{band:
- "young":
  The path ended. The river went on. Now the river was the trail!
  They stepped into the water. It was so cold! {hero} gasped.
  Mom held her walking stick. "Stick first, then feet," she said. "If the water goes over your knees, we turn around. And I checked for flash floods at breakfast. Blue sky, low river. If that changes, we get out fast."
- "middle":
  At the end of the paved path, there was nowhere left to walk except the river. So they walked in it.
  The water was so cold that {hero} gasped, and it tugged at {their} ankles like it wanted them to come along.
  "Stick first, then feet," said Mom, planting her tall walking stick on the riverbed. "Stay where it's shallow. If the water gets above your knees, we turn around." Then she looked up at the strip of sky. "I checked the flash flood forecast at breakfast. Clear sky, low river. If that changes, we get out."
- else:
  At the end of the paved path there was nowhere left to walk except the river, so they walked in it, and the Narrows swallowed them up.
  The water was so cold that {hero} gasped out loud, and it wrapped around {their} ankles and tugged, as if it had somewhere important to be and wanted company.
  "Stick first, then feet," said Mom, planting her tall walking stick on the riverbed like a wizard's staff. "We stay where it's shallow. If the water gets above your knees, we turn around, no arguments." Then she glanced up at the ribbon of sky. "I checked the flash flood forecast at breakfast. Twice. Clear sky, low river, no storms anywhere upstream. If any of that changes, we climb out and head straight back." Mom did not take chances with rivers.
}
{end_now: -> end_early}
{band:
- "young":
  The walls were very close now, and very tall. The sky was just a blue stripe at the top.
  "These walls were sand once," said Mom. "Giant sand dunes, long ago, when dinosaurs lived. Now they are rock." # fact: great-cliffs-mostly
  "Dinosaur sand," whispered {pal}.
  {hero} slipped a little on a round stone. Mom grabbed {their} hand. "Stick first," she said again.
  Other people waded too. A dad carried a little boy on his back. The boy was singing.
  "We turn back at eleven o'clock," said Mom. "That's the rule."
  {route == "edge": {hero} looked at every still pool. The tadpoles had lived in a pool like these.}
  {route == "look": {hero} looked at every crack. Was there a bubble in one of them?}
  {route == "riddle": {hero} said the riddle again. Thumb. Rock color. Sticky toes.}
  There were so many gray boulders by the water! There was a little pool beside one of them.
  Which one was hiding the bleater?
- "middle":
  The walls came closer and closer together, and taller and taller, until the sky was only a thin blue stripe far overhead. The river filled the whole floor of the canyon, and their voices echoed off the stone.
  "Look at the lines in the walls," Mom said, pointing. "Those were giant sand dunes, long ago in the age of dinosaurs. Now they're rock." # fact: great-cliffs-mostly
  "We're walking in a dinosaur sandbox," {pal} whispered, very impressed.
  {hero}'s foot slid on a round, slimy stone, and Mom's hand shot out and caught {their} elbow. "Stick first," she said calmly. "Every single step." {hero} planted the stick and didn't slip again.
  {route == "edge": {hero} checked every still pool they passed. The tadpoles had lived in a pool just like these.}
  {route == "look": {hero} checked every crack in every boulder for a pale bubble.}
  {route == "riddle": {hero} kept saying the riddle under {their} breath. Thumb. Rock-colored. Sticky toes. Big voice.}
  Other hikers waded past with their own tall sticks. A dad went by with a little boy on his shoulders, and the boy was singing a song about a fish, and the walls sang it back.
  "We turn around at eleven o'clock," Mom said. "That way we're back in time for lunch, and nobody's toes fall off."
  A dipper zipped past just above the water, low and fast, and landed on a boulder to bob up and down.
  All along the edges of the river, gray boulders sat in the shallows with little side pools tucked behind them. Any one of them could be hiding the bleater.
  {hero}'s toes were going numb, and Mom was already checking her watch.
- else:
  The walls came closer and closer together, and climbed higher and higher, until the sky was only a thin blue ribbon far overhead and the light came down green and gold and secondhand. The river filled the whole floor of the canyon from wall to wall, and every splash echoed off the stone like a small round of applause.
  "Look at the lines in the walls," Mom said, pointing with her stick. "See how they slant and swoop? Those were giant sand dunes, back in the age of dinosaurs. The wind piled them up, and then they were buried and turned into stone." # fact: great-cliffs-mostly
  "So we're wading through a dinosaur sandbox," {pal} whispered, deeply impressed. "Nobody tell the dinosaurs."
  {hero}'s foot slid on a round stone as slick as a bar of soap, and Mom's hand shot out and caught {their} elbow before anything could happen. "Stick first," she said, perfectly calmly. "Every single step. The river doesn't give second warnings." {hero} planted the stick after that, every single step, and felt the river push and give up.
  {route == "edge": {hero} checked every still pool they passed, remembering the tadpoles. Somewhere in here, surely, was a grown-up version of those commas.}
  {route == "look": {hero} checked every crack in every boulder for a pale bubble, until {their} eyes ached from looking.}
  {route == "riddle": {hero} kept saying the riddle under {their} breath like a password. Thumb. Rock-colored. Sticky toes. Big voice.}
  Other hikers sloshed past with their own tall sticks. A dad went by with a little boy riding on his shoulders, and the boy was singing a song about a fish at the top of his voice, and the walls sang every line back to him a moment later, like a very slow choir.
  "We turn around at eleven o'clock," Mom said. "That gets us back for lunch with all our toes still attached. It's a good rule. I made it myself."
  A dipper whizzed past, low over the water, and landed on a boulder to do its knee bends, as cheerful as if the river belonged to it, which in a way it did.
  All along the edges, gray boulders sat in the shallows with little side pools tucked behind them, still and clear. Any one of them could have been hiding the bleater. All of them looked innocent.
  {hero}'s toes had gone from cold to aching to not really there at all, and Mom was already glancing at her watch in a way {hero} recognized.
}
* [Wade over to the boulders beside a side pool # act: go] -> end_plop
* [Look up at the walls and wade on to the next bend # act: look] -> end_wet_feet
* [Help Mom check the wet boulders one by one # act: help] -> end_found

=== quiet_pool ===
# place: riverside-walk
~ at = "pool"
~ spot = "pool"
{band:
- "young":
  They found a quiet pool by the path. The river went slowly there.
  They sat on a flat rock. They did not move. They did not talk. Even {pal} kept still.
  It was hard! Mom's nose itched. {hero}'s foot went to sleep.
  "Animals come out when you are still," Mom whispered. "Like magic."
  {hero} counted slow breaths. One. Two. Three. Four.
  A fly landed on Mom's knee. She did not even twitch! It was like a game of statues.
- "middle":
  Just off the path, the river curled into a quiet backwater where the current hardly moved. They sat down on a flat, cool rock beside it and didn't move a muscle.
  It was hard. Mom's nose itched. {hero}'s foot went to sleep. {pal} kept still too, which for {pal} was a real effort.
  "Animals stop noticing you when you're still," Mom whispered. "Then they come out and do their own thing."
  {hero} counted slow breaths to keep still. Ten. Twenty. Thirty. Somewhere around forty, {hero} stopped counting and started listening instead. The river had more sounds than {they} had thought: a gurgle, a hiss, a tiny tapping where a drip hit a stone.
  {pal} leaned close and whispered, "I'm being so still. Am I being still? I think I'm the stillest one here."
  "Shh," said {hero}, which was fair.
  A fly landed on Mom's knee and walked all the way around it. Mom didn't even twitch. {hero} was very impressed.
- else:
  Just off the path, the river curled round into a quiet backwater, where the current gave up and the water lay still and clear as a window. They sat down on a flat, cool rock beside it and did not move a single muscle.
  It was much harder than it sounds. Mom's nose began to itch the moment she decided not to scratch it. {hero}'s left foot went to sleep and then started fizzing. {pal} kept still too, with an expression of enormous suffering, as though keeping still were a kind of homework.
  "Give it a few minutes," Mom whispered, without moving her lips much. "Animals stop noticing people who are still. Then they come out and get on with their day, as if we were part of the scenery."
  {hero} counted slow breaths to stay still. Ten. Twenty. Thirty. Somewhere around forty, {hero} forgot to count and started listening instead, and discovered that the river was not one sound but dozens: a gurgle, a hiss, a hollow knock where two stones bumped, a tiny tapping where one drip kept landing on one pebble.
  {pal} leaned in and breathed, "I am being extremely still. Have you noticed how still I'm being? I think I may be the stillest creature in Utah."
  "Shh," said {hero}, which was fair.
  A fly landed on Mom's knee and went for a slow walk all the way around it. Mom did not so much as twitch. {hero} had never respected her more.
}
{end_now: -> end_early}
{band:
- "young":
  Then the canyon came alive. A dipper landed on a rock. It blinked, and its eyelid was white! Then it went under the water.
  A rock squirrel ran past with its cheeks full. A leaf floated by, round and round.
  {route == "edge": In the pool, {hero} saw tadpoles wiggle. Just like before!}
  {route == "look": {hero} looked at every crack for a bubble.}
  {route == "riddle": {hero} thought of the riddle. The color of rock. That was the tricky part.}
  Bugs skated on top of the water. A spider web shone.
  Then {hero} saw a gray lump on a rock, right by the water.
  It had a tiny dark spot on one side.
  Was the spot an eye? Or just a spot?
  {met_ranger: Up the path, Ranger Kwan was walking back their way.|Up the path, a ranger in a wide hat was walking their way.}
- "middle":
  Then, little by little, the canyon forgot they were there.
  A dipper landed on a rock in the pool and blinked at them, and {hero} saw that its eyelid was bright white, like a tiny flashing light. Then it bobbed twice and strolled under the water like someone going downstairs.
  A rock squirrel trotted past with its cheeks stuffed full. A single cottonwood leaf drifted by, spinning slowly.
  {route == "edge": In the shallows, {hero} could see tadpoles wriggling, just like the ones in the first pool.}
  {route == "look": {hero} searched every crack around the pool for a pale bubble.}
  {route == "riddle": The riddle kept going round in {hero}'s head. The same color as the rock it sits on. That was the hard part. If it looked like rock, you could stare right at it and never know.}
  The longer {hero} sat still, the more {they} noticed. Tiny bugs skating on the water. A striped pebble. A spider line between two stones, shining in the light.
  And a gray lump, on a rock right at the water's edge, with a tiny dark spot on its side.
  {hero} stared at the spot. Was it an eye? Or was it just a spot?
  {met_ranger: Up the path, Ranger Kwan was coming back their way.|Up the path, a ranger in a wide hat was coming their way.}
- else:
  Then, little by little, the canyon forgot they were there.
  A dipper landed on a rock in the pool and blinked at them, and {hero} saw, astonished, that its eyelids were bright white, so that every blink flashed like a tiny signal lamp. Then it bobbed twice and strolled under the water as casually as someone going downstairs to fetch something.
  A rock squirrel trotted past with its cheeks stuffed so full it looked as if it had the mumps. A single cottonwood leaf drifted by in slow circles, going nowhere in particular.
  {route == "edge": In the shallows, {hero} could see tadpoles wriggling over the sand, cousins of the ones in the first pool, or possibly the very same family.}
  {route == "look": {hero} searched every crack around the pool for a pale bubble, one crack at a time, the way you read a page.}
  {route == "riddle": {hero} turned the riddle over. The same color as the rock it sits on. That was the clever part, {hero} realized. If something looked exactly like rock, you could stare straight at it all day and never know.}
  The longer {hero} sat still, the more {they} saw, as if stillness were a pair of glasses. Tiny bugs skating on the surface. A pebble with a white stripe around it like a belt. A thread of spider silk strung between two stones, shining.
  And a gray lump, on a rock at the very edge of the water, with a tiny dark spot on its side.
  {hero} stared at the spot, and the spot did nothing at all. Was it an eye? Or was it just a spot, on a lump, on a rock, in a canyon full of rocks?
  {met_ranger: Up the path, Ranger Kwan was strolling back their way, whistling under his breath.|Up the path, a ranger in a wide hat was strolling their way, whistling under his breath.}
}
* [Go splash in the Narrows before the crowds come # act: go] -> end_wet_feet
* [Look very closely at the lump with the spot # act: look] -> end_found
* [Ask the ranger coming along the path # act: ask] -> end_plop

// ---------------------------------------------------------------- endings
// The rock with eyes: they find the frog and see it up close.
=== end_found ===
{spot:
- "narrows": -> in_narrows
- "pool": -> at_pool
- else: -> at_garden
}
= at_garden
# place: riverside-walk
{band:
- "young":
  {hero} sat down by the wet wall and waited. Plink, plink, went the drips. The round bump did not move.
  Then it blinked.
- "middle":
  {hero} sat down beside the dripping wall and waited, as still as the rock itself. Plink, plink, went the drips. A minute passed. Then another.
  Then the round gray bump blinked.
- else:
  {hero} sat down beside the dripping wall and waited, keeping as still as the rock itself. Plink, plink, plink, went the drips. A minute went by, then another, then one that felt like a whole afternoon.
  Then the round gray bump blinked.
}
-> seen
= in_narrows
# place: narrows
{band:
- "young":
  Mom and {hero} checked the boulders one by one. Not this one. Not this one.
  Then, on a wet boulder by a little pool, a gray bump blinked.
- "middle":
  Mom took one side and {hero} took the other, and they checked the wet boulders one by one, slowly, leaning on their sticks. Not this one. Not this one. Not this one either.
  Then, on a boulder beside a little side pool, a gray bump blinked.
- else:
  Mom took one side and {hero} took the other, and they worked along the wet boulders one by one, leaning on their sticks, the way detectives on television search a field. Not this one. Not this one. Definitely not this one, which was a rock with ideas above its station.
  Then, on a boulder beside a little side pool, a gray bump blinked.
}
-> seen
= at_pool
# place: riverside-walk
{band:
- "young":
  {hero} leaned very close to the lump. Slowly, slowly.
  The spot was an eye. And then it blinked!
- "middle":
  {hero} leaned closer, very slowly, until {their} nose was almost at the edge of the rock.
  The spot was an eye. And as {hero} watched, it blinked.
- else:
  {hero} leaned closer, slowly, slowly, the way you move when you are trying not to wake a baby, until {their} nose was almost at the edge of the rock.
  The spot was not a spot. It was an eye. And as {hero} watched, it blinked.
}
-> seen
= seen
{band:
- "young":
  It was a frog! It was as long as a thumb. It was gray and bumpy, just the color of the rock. It held on with round, sticky toes.
  {pal} {hid()}. Then it took another look. "A frog?" it whispered. "That's our goat?"
  {route == "edge": "The tadpoles!" said {hero}. "They were its babies. Frog babies!"}
  {route == "look": Under its chin was a pale, baggy patch of skin. "The bubble!" said {hero}. "It puffs up there!"}
  {route == "riddle": "Thumb. Rock color. Sticky toes," said {hero}. "It's the riddle!"}
  Then the frog's throat puffed out, big and round. Baa-aa-aa! It was so loud! {hero} jumped.
  "Don't touch it," said Mom softly. "Frogs drink and breathe through their skin. Our hands could hurt it."
  {hero} wanted to take it home in {their} pocket.
  "It has to stay," Mom said. "A president kept this canyon safe, way back in 1909, so frogs like this one could live here. This is its home." # fact: 1909-president-william
  {spot == "pool": Just then the ranger reached them. {met_ranger: It was Ranger Kwan.|His badge said Ranger Kwan.}|{met_ranger: Later, they told Ranger Kwan.|Later, they told Ranger Kwan, the ranger in the wide hat.}} "A canyon tree frog!" he said. "It sounds just like a sheep. And you found it yourselves!" # fact: canyon-tree-frog-bleats
  {friend != "": {friend} did a froggy hop.}
  {hero} grinned all the way back to the bus.
- "middle":
  It was a frog. A tiny frog, about as long as {hero}'s thumb, gray and bumpy with darker blotches, exactly the same color as the rock it was sitting on. Its toes ended in little round pads that held on to the wet stone like suction cups.
  {pal} {hid()}, then crept back for a better look. "A frog?" it whispered. "That's our goat?"
  {route == "edge": "The tadpoles," {hero} breathed. "They must be its babies. The pool was a frog nursery!"}
  {route == "look": Under its chin was a loose, pale patch of skin. "That's the bubble," {hero} breathed. "That's what I saw in the crack!"}
  {route == "riddle": "Thumb-sized," {hero} breathed. "Rock-colored. Sticky toes. It's the riddle, every bit of it."}
  As if it had heard, the frog's throat puffed out into a pale, round balloon. Baa-aa-aa! It was so loud, from something so small, that {hero} {spot == "narrows": nearly dropped {their} stick|nearly fell off the rock}.
  "Don't touch it," Mom whispered. "Frogs drink and breathe through their skin. Sunscreen on our hands could make it sick."
  {spot == "narrows": {hero} kept both hands tight on {their} stick|{hero} kept {their} hands in {their} lap}, though part of {them} badly wanted to scoop it up and take it home.
  "It belongs here," Mom said, as if she could read {hero}'s mind. "This canyon has been protected since 1909, when a president made it a national monument. Frogs included." # fact: 1909-president-william
  After a while, the frog turned around very slowly, climbed up the rock on its sticky toes, and squeezed itself into a crack until only its nose showed.
  Mom took one quick picture, with no flash, so as not to startle it. Later, {hero} would look at that picture many times, and every time it took a moment to find the frog, even knowing exactly where it was.
  {hero} let out a long breath. {met_ranger: Ranger Kwan had been right. Nothing had been stuck at all. It had just been singing.|Nothing had been stuck. Nothing needed rescuing. It had just been singing.}
  {spot == "pool": Just then the ranger in the wide hat reached them and crouched to see. {met_ranger: It was Ranger Kwan.|His badge said Ranger Kwan.}|{met_ranger: On the way back, they found Ranger Kwan and told him everything.|On the way back, they told a ranger in a wide hat, whose badge said Ranger Kwan.}} He beamed. "A canyon tree frog! Its call sounds just like a sheep, so most people only ever hear one and go looking for a goat. You found one yourselves." # fact: canyon-tree-frog-bleats
  {friend != "": {friend} did a froggy hop right there {spot == "narrows": in the shallows, with a very big splash|on the path}.}
  {hero}'s grin was so wide it hardly fitted on {their} face. The goat in the river had been a frog all along.
- else:
  It was a frog. A tiny frog, no longer than {hero}'s thumb, gray and bumpy and splotched with darker patches, exactly the color of the rock it was sitting on, so exactly that it seemed less like a frog sitting on a rock and more like a piece of the rock that had decided to have eyes. Its toes ended in neat round pads that held on to the wet stone like little suction cups.
  {pal} {hid()}, then crept back for a second look. "A frog?" it whispered, outraged. "That's our goat? That little thing?"
  {route == "edge": "The tadpoles," {hero} breathed. "They must be its babies. That pool was a frog nursery all along, and we were standing right in it."}
  {route == "look": Under its chin hung a loose, pale pouch of skin. "That's the bubble," {hero} breathed. "That's exactly what I saw in the crack. It wasn't a bubble. It was this."}
  {route == "riddle": "Thumb-sized," {hero} breathed, counting on {their} fingers. "Rock-colored. Sticky toes. It's the riddle, every single line of it."}
  As if it had heard itself being discussed, the frog puffed out its throat into a pale, round balloon nearly as big as its own head, and said: Baa-aa-aa! It was so loud, from something so small, that {hero} {spot == "narrows": nearly dropped {their} walking stick|nearly fell backward off the rock}, and {pal} made a noise that sidekicks are not supposed to make in public.
  "Don't touch," Mom whispered. "Frogs drink and breathe partly through their skin. Whatever's on our hands, sunscreen, bug spray, trail mix, could make it sick."
  {spot == "narrows": {hero} gripped {their} stick with both hands to be safe|{hero} sat on {their} hands to be safe}, though a part of {them} badly wanted to scoop the frog up and carry it home in a shoebox.
  "It belongs here," Mom said quietly, as if she had read the thought straight off {hero}'s face. "This canyon has been protected since 1909, when a president made it a national monument. That means the frogs, too. It's their canyon. We're visiting." # fact: 1909-president-william
  Mom took a single photograph, without the flash, so as not to startle it. Later, {hero} would look at that picture again and again, and every single time it would take a few seconds to find the frog, even knowing exactly where to look, which seemed to {hero} the frog's greatest trick of all.
  {met_ranger: So Ranger Kwan had been right all along. Nothing had been stuck, and nobody had fallen in. The bleater had simply been singing, and doing it very well.|{hero}'s shoulders came down from somewhere near {their} ears. Nothing had been stuck. Nobody had fallen in. The bleater had simply been singing, and doing it very well.}
  After a while the frog seemed to decide that the audience had stayed long enough. It turned around with great dignity, climbed the rock on its sticky toes, and squeezed itself into a crack until only the tip of its nose showed, like a very small person peering out of a doorway.
  {spot == "pool": Just then the ranger in the wide hat reached them and crouched, knees cracking, to see what they had found. {met_ranger: It was Ranger Kwan.|His badge said Ranger Kwan.}|{met_ranger: On the way back down the path they found Ranger Kwan and told him everything, all at once, interrupting each other.|On the way back down the path, they told a ranger in a wide hat, whose badge said Ranger Kwan, all about it.}} He beamed from under his hat. "A canyon tree frog. Its call sounds so much like a bleating sheep that most visitors only ever hear one, and then go home and tell everyone about the goat. You found one yourselves. That's rare." # fact: canyon-tree-frog-bleats
  {friend != "": {friend} did a froggy hop right there {spot == "narrows": in the shallows, which soaked everybody, and nobody minded|on the path, and nobody minded}.}
  {hero} grinned so hard {their} cheeks ached. All morning the canyon had been laughing at them, and now {they} {were} in on the joke.
}
# ending: rock-with-eyes
-> END

// The plop: a glimpse of the frog as it dives, and the answer from the ranger.
=== end_plop ===
{spot:
- "narrows": -> in_narrows
- "pool": -> at_pool
- else: -> at_garden
}
= at_garden
# place: riverside-walk
{band:
- "young":
  {hero} crept closer to the little pool. Closer. Closer.
  Plop! The round gray bump jumped! It dived into the water.
- "middle":
  {hero} crept closer to the pool at the foot of the wall, one careful step at a time. Closer. Closer.
  Plop! The round gray bump leaped off the rock and dived into the water.
- else:
  {hero} crept toward the pool at the foot of the wall, one careful step at a time, trying to move like a shadow. Closer. Closer. Almost close enough to see whether the bump had a face.
  Plop! The round gray bump leaped off the rock in one long jump and dived into the water.
}
-> glimpse
= in_narrows
# place: narrows
{band:
- "young":
  {hero} waded over to the side pool. Splash, splash went {their} feet.
  Plop! Something small jumped off a boulder, into the pool.
- "middle":
  {hero} waded over toward the boulders by the side pool, splashing a little more than {they} meant to.
  Plop! Something small leaped off the nearest boulder and dived into the pool.
- else:
  {hero} waded over toward the boulders by the side pool, splashing a good deal more than {they} meant to, because it is very hard to sneak up on anything while standing in a river.
  Plop! Something small leaped off the nearest boulder and dived straight into the pool.
}
-> glimpse
= at_pool
# place: riverside-walk
{band:
- "young":
  {met_ranger: Ranger Kwan came back along the path. "Did you find my singer?" he asked.|The ranger in the wide hat came along the path. His badge said Ranger Kwan. "What did you find?" he asked.} He knelt down by the pool to look.
  Plop! The gray lump jumped into the water!
- "middle":
  {met_ranger: Ranger Kwan came strolling along the path, and {hero} waved him over.|A ranger in a wide hat came strolling along the path. His badge said Ranger Kwan, and {hero} waved him over.} He crouched by the pool to look.
  Plop! The gray lump leaped off its rock and dived into the water.
- else:
  {met_ranger: Ranger Kwan came strolling along the path, and {hero} waved both arms at him.|A ranger in a wide hat came strolling along the path, his badge saying Ranger Kwan, and {hero} waved both arms at him.} He crouched by the pool, knees cracking, to see what the fuss was about.
  Plop! The gray lump launched itself off its rock and dived into the water.
}
-> glimpse
= glimpse
{band:
- "young":
  {hero} saw it for just a second. Two long back legs kicked. Then it was gone, under a stone.
  "A frog!" cried {hero}. "It was a frog!"
  {route == "edge": And the tadpoles were its babies! Now {hero} was sure.}
  {route == "look": And the bubble was its chin! It puffed up to sing. Now {hero} was sure.}
  {route == "riddle": Did it have sticky toes, just like the riddle? {hero} was almost sure.}
  {spot == "pool": "Yes," said the ranger. "A canyon tree frog. It sounds just like a sheep! When something big comes close, it jumps in the water to stay safe. Sorry! My feet are too big. Wait, and it will come back up."} # fact: canyon-tree-frog-bleats
  {spot != "pool": "Let's wait," said Mom. "A frog has to come up for air."}
  So they waited by the pool. After a long time, two tiny bumps came up out of the water. Two eyes! They looked at {hero}. Then they sank down again.
  The water rings went round and round, then they were gone.
  {spot != "pool": {met_ranger: Later, on the path, they told Ranger Kwan.|Later, on the path, they met a ranger. His badge said Ranger Kwan.} "A canyon tree frog," he said. "It sounds like a sheep. Now you know who says baa."} # fact: canyon-tree-frog-bleats
  {hero} wished {they} had seen its whole face. But {they} knew the answer!
  {pal} looked back at the water. "We scared it," it said. "Next time, we tiptoe."
  {friend != "": {friend} nodded.}
- "middle":
  For one second, {hero} saw it: a small gray body, two long back legs kicking, and then it was gone under a ledge in the pool, and the water went still.
  "A frog!" {hero} said. "It was a frog!"
  {route == "edge": And the tadpoles must be its babies. Everything fitted at last.}
  {route == "look": And the bubble in the crack must have been its throat, puffing up to sing. Everything fitted at last.}
  {route == "riddle": It had sticky toes, {hero} was almost sure of it, and it was rock-colored, just like the riddle. Everything fitted at last.}
  {spot == "pool": "Canyon tree frog," the ranger said, smiling. "The loudest thumb-sized thing in Zion, and it sounds just like a sheep. Sorry about the jump. Big ranger feet. When something large comes close, into the water it goes. That's how it stays safe. Wait a while and it'll come back up. Frogs like this one have favorite rocks."} # fact: canyon-tree-frog-bleats
  {spot != "pool": "Let's wait," Mom said. "A frog has to come up for air sometime."}
  So they waited, and waited. At last two tiny bumps rose out of the water, right in the middle of the pool. Two eyes, peeking. They looked at {hero} for a long moment, and then they sank out of sight.
  {spot != "pool": {met_ranger: Later, back on the path, they found Ranger Kwan and told him the whole story.|Later, back on the path, they told the whole story to a ranger in a wide hat, whose badge said Ranger Kwan.} "Canyon tree frog," he said, smiling. "The loudest thumb-sized thing in Zion. That jump is how it stays safe. Now you know who says baa."} # fact: canyon-tree-frog-bleats
  "In the daytime they hide and rest," the ranger went on. "At night the males sing from the rocks, calling to other frogs." {hero} tried to imagine a whole canyon full of tiny frogs singing baa in the dark, and grinned.{not met_ranger: So nothing had been stuck after all.}
  {hero} was happy and a little bit sorry at the same time. {They} knew the answer. But {they} had only seen its legs and its eyes, never the whole frog.
  {pal} peered back toward the pool. "We scared it," it said. "Next time, we tiptoe like we mean it."
  {hero} decided the pool needed a name. {friend != "": {friend} agreed at once.}
  So they named it Goat Pool, and Mom took a picture of it, empty, which somehow felt right.
- else:
  For exactly one second, {hero} saw it: a small gray body, stretched long, two back legs kicking like a swimmer pushing off a wall. Then it was gone under a ledge at the bottom of the pool, and the water went still and innocent, as if nothing had ever happened there.
  "A frog!" {hero} said. "It was a frog! The goat is a frog!"
  {route == "edge": The tadpoles were its babies, of course. The pieces clicked together so fast {hero} could almost hear them.}
  {route == "look": The bubble in the crack had been its throat, of course, puffing up like a balloon to sing. The pieces clicked together so fast {hero} could almost hear them.}
  {route == "riddle": Thumb-sized, rock-colored, and {hero} was almost sure {they} had seen sticky toes. The riddle had been sitting right there, and it had jumped away.}
  {spot == "pool": "Canyon tree frog," the ranger said, with the satisfied smile of someone whose favorite joke has just landed. "A frog that bleats like a sheep. It fools everybody." Then, a little sheepishly, he added, "I'm sorry about the jump. That was my fault. Big ranger boots. They've never snuck up on anything in their lives. When something large comes close, into the water it goes. That's its whole plan for staying alive. Give it a while and it'll come back up. Frogs like this one have favorite rocks, and it won't stay down there sulking forever."} # fact: canyon-tree-frog-bleats
  {spot != "pool": "Let's wait," Mom said, settling onto a rock. "A frog has to come up for air sometime, and it has to come back to its favorite rock. Most creatures have a favorite rock. I certainly do."}
  So they waited, and waited, until {hero}'s knees went stiff. At last two tiny bumps rose out of the water, right in the middle of the pool, no bigger than two peppercorns. Eyes. They stared at {hero} for a long, cool moment, as if deciding whether {they} could be trusted, and then sank silently out of sight.
  {spot != "pool": {met_ranger: Later, back on the path, they found Ranger Kwan and poured out the whole breathless story.|Later, back on the path, they poured out the whole breathless story to a ranger in a wide hat, whose badge said Ranger Kwan.} "Canyon tree frog," he said, with the satisfied smile of someone whose favorite joke has just landed. "The loudest thumb-sized thing in Zion, and it bleats like a sheep. That jump is its whole plan for staying alive: anything big comes close, into the water it goes."} # fact: canyon-tree-frog-bleats
  "In the daytime they hide and rest and try very hard to look like rock," the ranger went on. "At night the males sit out by the pools and sing, calling to other frogs. That's the baa you heard, one of them still singing after the dark had ended." {hero} pictured the whole canyon after sunset, every pool ringed with tiny frogs, all of them bleating at once like a field full of invisible sheep, and couldn't stop grinning.{not met_ranger: Nothing had been stuck. Nothing had needed rescuing.} The river had simply been full of singers.
  {hero} was happy and a tiny bit sorry at the same time, which was a strange mix, like lemonade with too little sugar. {They} knew the answer. {They} had solved it, really. But all {they} had actually seen were two kicking legs and two eyes, and never the whole frog.
  {pal} looked back toward the pool with deep disapproval. "We scared it," it said. "We were about as sneaky as a marching band. Next time, we tiptoe like we mean it."
  {hero} decided that a pool with a story like that deserved a name. {friend != "": {friend} agreed at once.}
  So they named it Goat Pool, and Mom took a photograph of it, completely empty, which somehow felt like exactly the right picture to take.
}
# ending: the-plop
-> END

// Wet feet: the Narrows are wonderful, the bleater stays hidden (the choice with a cost).
=== end_wet_feet ===
# place: narrows
{spot:
- "narrows":
  {band:
  - "young":
    They waded on to the next bend. And the next! At one bend, a thin waterfall slid down the wall. They held out their hands to catch the drops.
  - "middle":
    They waded on to the next bend, and then the next. Around the second one, a thin waterfall came sliding down the wall from somewhere far above, and they took turns letting it splash their hands.
  - else:
    They waded on to the next bend, and then the next, because every bend in the Narrows was like turning a page. Around the second one, a thin waterfall came sliding down the wall from somewhere impossibly high, fraying into silver threads before it reached the river, and they took turns holding out their hands to catch it.
  }
- "pool":
  {band:
  - "young":
    They jumped up and hurried to the end of the path. Then they splashed into the Narrows!
  - "middle":
    They jumped up, stretched their sleepy legs, and hurried to the end of the path. Then they splashed into the Narrows, where the river became the trail.
  - else:
    They jumped up, shook the pins and needles out of their legs, and hurried to the end of the paved path, and then splashed straight into the Narrows, where the path gives up and the river takes over.
  }
- else:
  {band:
  - "young":
    "Yes!" said Mom. So they hurried to the end of the path and splashed into the Narrows!
  - "middle":
    "Of course," said Mom, and they hurried to the end of the path and splashed into the Narrows, where the river became the trail.
  - else:
    "Of course," said Mom, who had been longing to get her feet wet all morning, and they hurried to the end of the paved path and splashed straight into the Narrows, where the path gives up and the river takes over.
  }
}
{band:
- "young":
  {spot != "narrows": The water was cold. The walls were close and high. A dipper flew by, low over the river.}
  {spot != "narrows": "These walls were giant sand dunes once," said Mom. "In the time of dinosaurs." # fact: great-cliffs-mostly}
  They splashed and laughed. {pal} was soaked.
  Behind them, on a rock they had splashed right past, something small and gray jumped into a pool. Plop! Nobody saw it.
  Then Mom looked at her watch. "Time to turn around," she said.
  {hero} stopped. The bleater! {They} had forgotten all about it!
  On the way back, the river was quiet. No baa. The sun was hot now. Mom made everyone drink water.
  {route == "edge": {hero} remembered the tadpoles. Whose babies were they?}
  {route == "look": {hero} thought of the bubble in the crack.}
  {route == "riddle": {hero} said the riddle one more time. But {they} could not solve it.}
  {spot == "pool": And what about the gray lump by the pool? Was its spot an eye?}
  {spot == "garden": Then they passed the wet wall again. The round gray bump was gone!}
  At the bus stop, {hero} felt a bit sad. {They} had not found the bleater.
  {met_ranger: Then Ranger Kwan walked by. "Did you find it?" he asked.|Then a ranger walked by. His badge said Ranger Kwan. "Heard our goat?" he asked.}
  {hero} shook {their} head.
  He smiled. "It was a frog," he said. "A canyon tree frog, as long as your thumb. Its song sounds like a sheep. Come back some night and listen." # fact: canyon-tree-frog-bleats
  {pal} sighed. "A frog," it said. "All that, and it was a frog."
- "middle":
  {spot != "narrows": The water was icy and clear, and the walls rose so close and so tall that only a stripe of sky showed overhead. A dipper whizzed past, low over the water.}
  {spot != "narrows": "See the slanting lines in the walls?" Mom said. "Those were giant sand dunes back in the age of dinosaurs. Now they're stone." # fact: great-cliffs-mostly}
  They splashed and laughed and found a boulder shaped like a whale. {pal} got soaked from head to tail and pretended not to mind.
  Behind them, on a boulder they had splashed straight past, something small and gray leaped into a side pool. Plop. The rings spread out and faded. Nobody turned around.
  Then Mom looked at her watch and said the words {hero} had been dreading. "Time to turn around."
  {hero} stopped in the middle of the river. The bleater! {They} had been having so much fun that {they} had forgotten all about it.
  On the way back, the river was quiet. No baa. The sun had found the canyon floor now, and it was hot enough that Mom made everyone stop in the shade and drink water.
  {route == "edge": {hero} thought about the tadpoles. Something that lays its eggs in water. Something that jumps. But what?}
  {route == "look": {hero} thought about the bubble in the crack. What puffs up like a bubble?}
  {route == "riddle": {hero} said the riddle over again. Thumb. Rock. Sticky. Loud. It still didn't add up.}
  {spot == "pool": And there was the gray lump by the quiet pool, with its one dark spot. Had that been an eye?}
  {spot == "garden": Then they passed the dripping wall again. The round gray bump by the pool was gone.}
  {met_ranger: At the shuttle stop, Ranger Kwan was just finishing his talk. "Did you find my singer?" he asked.|At the shuttle stop, a ranger in a wide hat, whose badge said Ranger Kwan, was just finishing a talk. "Hear our famous goat this morning?" he asked.}
  {hero} shook {their} head. "We got distracted."
  He smiled. "It was a canyon tree frog. About as long as your thumb, with a call just like a bleating sheep. In the daytime they hide, looking just like rock. It's easy to walk right past one." # fact: canyon-tree-frog-bleats
  {hero} felt a pang. {They} had walked right past it, probably. Maybe more than once.
  {not met_ranger: "So nothing was stuck?" {hero} asked.}
  {met_ranger: "Come back some night," said the ranger. "When they sing, you'll know exactly who it is."|"Not a thing," said the ranger. "Just singing. Come back some night. When they sing, you'll know exactly who it is."}
  {pal} sighed as the shuttle pulled up. "A frog," it said. "All that, and it was a frog. I'm still a little bit disappointed it wasn't a goat."
- else:
  {spot != "narrows": The water was icy and clear, and the walls leaned in so close and climbed so high that the sky was squeezed to a narrow stripe far overhead. A dipper whizzed past just above the surface, on some urgent dipper business.}
  {spot != "narrows": "See the slanting lines in the walls?" Mom said. "Those were giant sand dunes, back in the age of dinosaurs. The wind piled them up and then they turned to stone." # fact: great-cliffs-mostly}
  They splashed and laughed and found a boulder shaped exactly like a whale, and another shaped like Mom's old car. {pal} got soaked from head to tail and pretended, with great dignity, that this had been the plan.
  Behind them, on a boulder they had splashed straight past without a glance, something small and gray and exactly the color of the rock leaped into a side pool. Plop. The rings spread out across the water, touched the stones, and faded. Nobody turned around. Nobody was looking.
  Then Mom looked at her watch and said the four words {hero} had been dreading. "Time to turn around."
  {hero} stopped dead in the middle of the river, water swirling round {their} shins. The bleater. {They} had been having so much fun that {they} had forgotten all about it, the way you forget a library book until the day it's due.
  On the way back, the river was silent. No baa. The sun had reached the canyon floor and the air had turned hot and dry, hot enough that Mom marched everyone into the shade and made them drink half a bottle of water each before anyone was allowed to complain.
  {route == "edge": {hero} went over the clues again, one by one: the tadpoles in their pool, the splash of something jumping in, the babies of something that needed water. The answer felt close enough to touch, like a name you can almost remember.}
  {route == "look": {hero} went over the clues again, one by one: the dark crack in the boulder, and the pale bubble that had swelled inside it at the very moment the bleat came. What on earth puffs up like a bubble when it sings? The answer felt close enough to touch, like a name you can almost remember.}
  {route == "riddle": {hero} went through the riddle once more, line by line, the thumb and the rock and the sticky toes and the enormous voice. The answer felt close enough to touch, like a name you can almost remember, and it still would not come.}
  {spot == "pool": And then there was the gray lump by the quiet pool, with its one dark spot. {hero} had left it sitting there without a second look. Had it been looking back?}
  {spot == "garden": Then they passed the dripping wall again, just as {hero} had planned, and {they} looked for the round gray bump by its pool. It was gone. There was only a wet, empty rock where it had sat.}
  {met_ranger: At the shuttle stop, Ranger Kwan was just finishing his talk. "Well?" he asked. "Did you find my singer?"|At the shuttle stop, a ranger in a wide hat, whose badge said Ranger Kwan, was just finishing his morning talk. "Hear our famous goat?" he asked, with a twinkle.}
  {hero} shook {their} head. "We got distracted by the Narrows."
  "Happens to the best of us." He held up his thumb. "Canyon tree frog. About this long, and it bleats like a sheep. In the daytime they tuck themselves against the rock and look exactly like it. You probably walked right past a dozen." # fact: canyon-tree-frog-bleats
  {hero} felt a pang, sharp and small, like stepping on a pebble. A dozen. Right past them. And {they} had been too busy splashing to look.
  {not met_ranger: "So nothing was stuck?" {hero} asked.}
  {met_ranger: "Come back on a warm night," the ranger said. "When they start, you'll know exactly who it is. That's worth something."|"Nothing at all. Just singing," the ranger said. "Come back on a warm night. When they start, you'll know exactly who it is. That's worth something."}
  {pal} sighed heavily as the shuttle pulled in. "A frog," it said. "All that, and it was a frog. I want it on the record that I am still slightly disappointed it wasn't a goat."
}
# ending: wet-feet
-> END

// ---------------------------------------------------------------- early endings ("end now")
// Wherever they are, the frog calls once more, right beside them, and this time they see it.
=== end_early ===
{at:
- "narrows": -> in_narrows
- else: -> on_walk
}
= on_walk
# place: riverside-walk
-> opening
= in_narrows
# place: narrows
-> opening
= opening
{at:
- "edge":
  {band:
  - "young":
    They waited. Nobody moved. Then, right by {hero}'s shoe, a little voice said baa!
  - "middle":
    They froze where they were. For a long moment, nothing happened. Then, right beside {hero}'s shoe, the bleat came again, so close it made {them} jump.
  - else:
    They froze exactly where they were, like statues in a garden. For a long moment nothing happened at all. Then, right beside {hero}'s shoe, the bleat came again, so close and so loud that {hero} nearly jumped out of {their} skin.
  }
- "look":
  {band:
  - "young":
    {hero} watched the crack. Then something came out of it!
  - "middle":
    {hero} watched the crack without blinking. Then something moved in it, and crept out onto the rock in the sun.
  - else:
    {hero} watched the crack without blinking until {their} eyes watered. Then something moved in the darkness, and crept out onto the face of the boulder, into a stripe of morning sun.
  }
- "ask":
  {band:
  - "young":
    Then the ranger bent down low. He pointed at a big rock by the water. "Look," he said. "Down there. Watch that rock very carefully."
  - "middle":
    Then the ranger crouched and pointed down at a boulder by the water. "Actually," he said, "you're in luck. Why don't I just show you? See that gray rock, right at the edge of the water? Keep your eyes on it and don't move."
  - else:
    Then the ranger crouched at the edge of the path and pointed down at a boulder by the water. "Actually," he said, "you're lucky. I don't usually get to do this. Look. Right there. No, lower. Lower than that. Keep watching and don't move a muscle."
  }
- "garden":
  {band:
  - "young":
    Then {hero} saw a gray bump on the wet rock. It blinked!
  - "middle":
    Then {hero} noticed one gray bump on the wet rock that was rounder than the rest. As {they} watched, it blinked.
  - else:
    Then {hero} noticed one gray bump on the wet rock that was rounder than the rest, and a little shinier. As {they} watched, it blinked.
  }
- "narrows":
  {band:
  - "young":
    Then {hero} saw a gray bump on a boulder by {their} stick. It blinked!
  - "middle":
    Then {hero} noticed a gray bump on a wet boulder, right beside {their} walking stick. As {they} watched, it blinked.
  - else:
    Then {hero} noticed a small gray bump on a wet boulder, right beside {their} walking stick. As {they} watched, it blinked.
  }
- else:
  {band:
  - "young":
    Then {hero} saw a gray lump on a rock. It blinked!
  - "middle":
    Then {hero} noticed a gray lump on a rock at the water's edge. As {they} watched, it blinked.
  - else:
    Then {hero} noticed a gray lump on a rock at the very edge of the water. As {they} watched, it blinked.
  }
}
{band:
- "young":
  It was a frog! A tiny gray frog, as long as a thumb. It was bumpy and the same color as the rock. Its toes were round and sticky.
  Its throat puffed out like a bubble. Baa-aa-aa!
  "A frog says baa?" said {pal}. "That's silly!"
  "Don't touch it," said Mom. "Frogs breathe through their skin. Our hands could hurt it."
  So they just looked. The frog looked back.
  Then it crawled into a shady crack. Only its chin showed. It was home.
  {at == "ask": Ranger Kwan smiled.}{at == "edge" or at == "look": A ranger stopped to see. His badge said Ranger Kwan.}{at != "ask" and at != "edge" and at != "look": {met_ranger: Later, they told Ranger Kwan.|Later, they told a ranger. His badge said Ranger Kwan.}} "A canyon tree frog," he said. "It sounds like a sheep! They sing at night, and sometimes a little in the day." # fact: canyon-tree-frog-bleats
  {friend != "": {friend} laughed and laughed.}
  "Goodbye, frog," said {hero}. "Thank you for the baa."
- "middle":
  It was a frog. A tiny gray frog, about as long as {hero}'s thumb, bumpy and blotchy and exactly the same color as the rock it sat on. Its toes ended in little round pads, like suction cups.
  As they watched, its throat puffed out into a pale balloon. Baa-aa-aa! It was so loud that {pal} nearly fell over.
  "That?" {pal} said. "That little thing is the goat?"
  "Don't touch it," Mom said softly. "Frogs drink and breathe through their skin, and whatever's on our hands could hurt it."
  So they just looked, and the frog looked back, blinking slowly as if it had seen plenty of visitors before.
  Then it tucked in its legs, turned around and crawled backward into a shady gap in the rock, until only its pale chin was showing.
  {hero} let out a long breath.{not met_ranger: Nothing was stuck. Nothing needed rescuing.} It had only been singing.
  {at == "ask": Ranger Kwan grinned.}{at == "edge" or at == "look": A ranger in a wide hat stopped to see what they were staring at. His badge said Ranger Kwan.}{at != "ask" and at != "edge" and at != "look": {met_ranger: Later, they told Ranger Kwan all about it, and he grinned.|Later, they told a ranger in a wide hat all about it. His badge said Ranger Kwan, and he grinned.}} "Canyon tree frog," he said. "Sounds just like a sheep, doesn't it? They sing mostly at night, but now and then one can't resist a little daytime practice." # fact: canyon-tree-frog-bleats
  {friend != "": {friend} laughed so hard they had to sit down.}
  "It was a frog all along," {hero} said, shaking {their} head. "A frog pretending to be a goat."
  "Or a goat pretending to be a frog," said {pal}. "We may never know."
- else:
  It was a frog. A tiny gray frog, no longer than {hero}'s thumb, bumpy and blotchy and so exactly the color of the rock beneath it that it looked like a piece of the canyon that had decided, just this once, to have a face. Its toes ended in neat round pads that gripped the stone like suction cups.
  As they watched, its throat swelled out into a pale, round balloon nearly as big as its head. Baa-aa-aa! It was so loud, from something so small, that {pal} fell over backward in pure astonishment.
  "That?" {pal} said from the ground. "That is the goat? I was expecting at least a medium-sized goat."
  "Don't touch it," Mom said softly. "Frogs drink and breathe partly through their skin, and whatever is on our hands, sunscreen, bug spray, snack dust, could make it sick."
  So they simply looked, and the frog looked back, blinking slowly, with the calm air of something that had watched a great many visitors come and go and was not especially impressed by any of them.
  Then, having made its point, it tucked in its legs, turned with great care on its sticky toes, and backed into a shady gap in the rock until only its pale chin was showing, like someone peeking over the top of a blanket.
  {met_ranger: {hero} laughed out loud. Ranger Kwan had promised that nothing was stuck, and here was the proof, peeking out of its crack.|{hero} let out a long breath. Nothing had been stuck. Nothing had fallen in or needed rescuing. All that worry, and the river had only been singing to itself.}
  {at == "ask": Ranger Kwan grinned from ear to ear.}{at == "edge" or at == "look": A ranger in a wide hat stopped to see what everyone was staring at. His badge said Ranger Kwan.}{at != "ask" and at != "edge" and at != "look": {met_ranger: Later, when they told Ranger Kwan all about it, he grinned from ear to ear.|Later, they told the whole story to a ranger in a wide hat, whose badge said Ranger Kwan, and he grinned from ear to ear.}} "Canyon tree frog," he said. "Bleats like a sheep and fools half the canyon every summer. They sing mostly at night, calling from the rocks by the pools, but every now and then one can't resist a little daytime practice. You've got a show-off." # fact: canyon-tree-frog-bleats
  {friend != "": {friend} laughed until they had to sit down on the path.}
  "It was a frog all along," {hero} said, shaking {their} head in wonder. "A tiny frog, pretending to be a goat, and the whole canyon fell for it."
  "Or possibly a goat, pretending to be a frog," said {pal}. "I'm keeping an open mind."
}
# ending: show-off
-> END
