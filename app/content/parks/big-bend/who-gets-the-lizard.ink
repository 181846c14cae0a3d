# title: Who Gets the Lizard?
# month: 3
INCLUDE shared/story.ink

// How they set off after the roadrunner: "tracks" (followed its prints), "steps" (looked down from
// the steps of the canyon trail), "ranger" (asked the ranger at the creek crossing).
VAR route = ""
VAR found_tracks = false
VAR high_view = false
VAR met_ranger = false
// Where they were when the last choice was made: "mesquite", "cane" or "end".
VAR spot = ""

-> canyon_mouth

=== canyon_mouth ===
# place: santa-elena
{band:
- "young":
  It was March. Mom drove all the way to the end of a long desert road. The road stopped at a river.
  The river was the Rio Grande. It came out of a crack between two giant cliffs. The cliffs went up and up and up.
  "See the cliff on that side?" said Mom. "That one is in Mexico. Across the river is another country!" # fact: rio-grande-southern
  {pal} {moved()} down to the sandy bank. Then it stopped. "Look!" it whispered.
  A bird sat on a rock in the sun. It had a long tail and a spiky crest on its head. The feathers on its back stuck up like a messy coat.
  "A roadrunner," said Mom. "It is warming up in the sun."
  Zip! The roadrunner jumped down. It ran. Snap! It grabbed a little lizard.
  "Now it will eat it," said {hero}.
  But it did not. It held the lizard in its beak. It lifted its crest. It wagged its tail. "Coo, coo, coo," it said softly.
  Then it ran off, very fast, toward the thorny trees by the creek.
  "It did not eat it!" said {hero}. "Who is the lizard for?"
  "I do not know," said Mom.
  By the creek stood a ranger in a flat hat. And from the thorny trees came a soft sound. Coo, coo.
- "middle":
  It was March, and {hero} and Mom had driven all the way to the very end of the long road through the desert, where there was nowhere left to go but the river. The Rio Grande slid out of a narrow crack between two enormous cliffs, so tall and straight that {hero} had to tip {their} head all the way back to see the tops.
  "Look at the two walls," said Mom. "The one on the left is in Mexico. The one on the right is in the United States. The river is the border, and it runs along the whole bottom edge of this park." # fact: rio-grande-southern
  {hero} looked from one wall to the other. It was strange to think that the water in the middle belonged to two countries at once.
  The morning was still cool, but the sun was already warm on their faces. {pal} {moved()} down the sandy bank toward the water. Then it stopped so suddenly that a little puff of sand flew up.
  "Someone's here," it whispered.
  On a flat rock in the sun sat a bird with a long tail and a shaggy crest on its head. It had lifted all the feathers on its back, so they stuck up like a messy coat.
  "A roadrunner," Mom whispered. "It's sunbathing. There's dark skin under those feathers, and it soaks up the sun to warm up after a chilly night."
  All at once the roadrunner hopped down, took three quick steps and froze, staring at a rock. Then, snap! It came up with a small lizard wriggling in its beak.
  "Gross," said {hero}, delighted. "Now it's going to gulp it down."
  But it didn't. The roadrunner held the lizard sideways in its beak, raised its crest high, and wagged its long tail from side to side. From deep in its throat came a soft, low sound: coo, coo, coo, coo.
  Then it ran. It streaked away along the bank with its head low and its tail straight out behind, toward Terlingua Creek and the thorny trees beyond it, and was gone.
  "It didn't eat it," said {hero}. "It caught it and didn't eat it. Mom, who's it for?"
  "I honestly have no idea," said Mom.
  Over by the creek crossing, where the trail began, a ranger in a flat hat was showing people where to cross. And from somewhere in the thorny trees came an answer: coo, coo, coo.
- else:
  It was March, and {hero} and Mom had driven to the very end of the long road through the desert, past miles of cactus and gray bushes and nothing, until the road simply gave up and stopped, because in front of it was a river. The Rio Grande slid out of a slot between two cliffs so tall and so sheer that they looked less like rock and more like the walls of a building too big to have a roof. {hero} tipped {their} head back until {their} neck complained, and the tops were still up there, glowing orange in the early sun.
  "Look at the two walls," said Mom. "The one on the left is Mexico. The one on the right is the United States. The river in the middle is the border, and it runs along the whole southern edge of the park." # fact: rio-grande-southern
  {hero} looked from one cliff to the other and found that {their} brain didn't quite know what to do with the idea. Same rock, same river, same birds flying over, and two different countries, one on each side, close enough to shout across.
  The morning was still cool, but the sun was already leaning on them. {pal} {moved()} down the sandy bank toward the water, then stopped so abruptly that a little spray of sand shot out ahead of it.
  "We have company," it whispered.
  On a flat rock in the full sun sat a bird about as long as {hero}'s arm, most of it tail. It had a shaggy crest like an unbrushed haircut, a long, strong beak, and a patch of bare blue and orange skin behind its eye, as if someone had painted it on. It had puffed up all the feathers on its back, so that they stood up in a ragged fan.
  "Roadrunner," Mom breathed. "Sunbathing. Its skin is dark under those feathers, so it lifts them up and lets the sun warm it, like sitting on a hot-water bottle after a cold night."
  Then the roadrunner hopped down, took three quick steps, and froze, its beak aimed at a crack in a rock like an arrow on a bow. There was a blur, a snap, and it came up with a small striped lizard wriggling in its beak.
  "Ew," said {hero}, thrilled. "Now it's going to swallow it whole."
  But it didn't. The roadrunner held the lizard crosswise in its beak, like a dog carrying a stick, and raised its crest until it stood straight up. It wagged its long tail slowly from side to side. And from somewhere deep in its throat came a soft, low, completely unexpected sound, like a dove with a cold: coo, coo, coo, coo, each note a little lower than the last.
  Then it ran. It didn't fly; it ran, head low, tail straight out behind it, legs going so fast they blurred, along the bank toward Terlingua Creek and the tangle of thorny trees beyond, and it was gone.
  {hero} stared at the empty rock. "It didn't eat it. It went to all the trouble of catching it, and then it didn't eat it." {They} turned to Mom. "So who's it for?"
  "That," said Mom slowly, "is an extremely good question."
  By the creek crossing, where the canyon trail began, a ranger in a flat hat was pointing some early hikers toward the driest stepping stones. And from somewhere deep in the thorny trees, so soft it was almost a breath, came an answer: coo, coo, coo.
}
* [Go after it, following its tracks in the sand # act: go] -> tracks
* [Look for it from high up on the trail's steps # act: look] -> steps
* [Ask the ranger at the creek crossing about roadrunners # act: ask] -> ranger_creek

// ---------------------------------------------------------------------------------------------
// Chapter 2

=== tracks ===
# place: santa-elena
~ route = "tracks"
{band:
- "young":
  The roadrunner left tracks in the wet sand. Each track looked like a little X. Two toes went forward. Two toes went back.
  "Which way did it go?" asked {hero}. "The toes point both ways!"
  {hero} looked closer. There was a tiny heap of sand at one end of each track. "It went that way!" {they} said. "It kicked the sand back when it ran."
  "Good thinking," said Mom.
  They followed the X's. Then {pal} {sniffed()}. Here were bigger tracks, like a dog's.
  "Coyote," said Mom. She pointed across the river. A coyote was trotting along the other bank!
  "That coyote is in Mexico!" said {hero}.
- "middle":
  The roadrunner had left its footprints in the damp sand along the water's edge, and {hero} crouched down to look. Each print was a little X: two toes pointing forward and two pointing back.
  "Wait," said {hero}. "Which way was it going? This toe points that way, and this one points the other way."
  "People say roadrunner tracks play tricks on you for exactly that reason," said Mom. "What do you think?"
  {hero} looked closer. Each print had a tiny ridge of sand pushed up at one end, where the foot had shoved off. "It went that way," {they} said, pointing toward the creek. "It kicked the sand backward, like when you run on a beach."
  Mom raised her eyebrows, impressed. "Nice tracking."
  They followed the X's along the bank. Then {pal} stopped. {pal} {sniffed()}. Crossing the roadrunner's trail was a different set of prints: bigger, rounder, with four toes and little claw marks, like a dog's.
  "Coyote," said Mom quietly. And she pointed across the river.
  On the far bank, on the Mexico side, a coyote was trotting along the edge of the water with its nose to the ground.
  "That coyote," {hero} whispered, "is in a whole different country."
- else:
  The roadrunner had printed its whole getaway into the damp sand at the water's edge, and {hero} crouched down to read it. Each footprint was a neat little X: two toes pointing forward and two pointing back, like a letter someone had stamped into the ground over and over.
  "Hang on," said {hero}. "Which way did it go? This toe points toward the creek, and this one points right back at us. It's like it was walking both ways at once."
  "That's why people say roadrunner tracks play tricks on you," said Mom. "They're famous for it. What does the detective think?"
  {hero} got down so close that {their} nose nearly touched the sand. At one end of every X there was a tiny ridge, a little wave of sand shoved up where the foot had pushed off. "That way," {they} said, pointing toward the creek. "It kicked the sand backward when it pushed off, like when you sprint on a beach. The toes can lie. The sand can't."
  Mom looked genuinely impressed, which did not happen every day. "Remind me never to try to sneak away from you."
  They followed the X's along the bank. Then {pal} stopped short, and {pal} {sniffed()}. Cutting straight across the roadrunner's tracks was a different line of prints: bigger, rounder, four toes and a pad, each toe tipped with a little claw mark, like a dog's.
  "Coyote," Mom said quietly, and instead of looking down she looked up and across the water.
  On the far bank, on the Mexico side, a coyote was trotting along the edge of the river with its nose to the ground, thin and tawny and entirely at home.
  "That coyote," {hero} whispered, "is standing in a completely different country."
}
{end_now: -> tracks_end}
~ found_tracks = true
{band:
- "young":
  The coyote looked at them. Then it trotted into the tall grass on its side of the river.
  "Will the coyote eat the roadrunner?" asked {hero}.
  "Roadrunners are very fast," said Mom. "And they hide in thorny bushes."
  The X tracks went right to the edge of the water. {hero} started to step in. Mom took {their} hand. "Not in the river," she said. "It pulls hard."
  Then {hero} saw something in the mud by the creek. Another line of X tracks came out of the bushes. Now there were two lines of tracks, side by side!
  "Another roadrunner!" said {hero}. "Ours was running to meet it!"
- "middle":
  The coyote stopped and looked straight across the water at them with its yellow eyes. Then it turned and slipped into the cane on its own side of the river, as if borders were nothing to worry about.
  {kind == "fox": "Sort of a cousin of mine," {pal} muttered. "The noisy side of the family."}
  "Would a coyote eat a roadrunner?" {hero} asked, worried.
  "If it could catch one," said Mom. "But roadrunners are fast, and they stay close to thorny bushes where a coyote can't follow."
  The X tracks went on toward the mouth of Terlingua Creek, right along the edge of the river. {hero} started to step down onto the wet stones at the water's edge to see better, but Mom caught {their} hand.
  "Not in the river," she said. "It looks slow and lazy, but it pulls much harder than it looks."
  So {hero} stayed on the sand. And that was when {they} saw it. Where the bank met the muddy creek, a second line of X's came out of the bushes and joined the first. Two sets of tracks, side by side, heading toward the creek crossing and the thorny trees.
  "It wasn't running away," {hero} said slowly. "It was running to meet someone."
- else:
  The coyote stopped and stared straight across the river at them with pale yellow eyes, and for a long moment the two sides of the border simply looked at each other. Then it turned and melted into the cane on its own bank, as unbothered by international boundaries as it was by everything else.
  {kind == "fox": "Sort of a cousin of mine," {pal} muttered. "Distant. Very distant. The noisy side of the family."}
  "Would a coyote eat a roadrunner?" {hero} asked. {They} had not expected to feel protective of a bird {they} had met ten minutes ago, but there it was.
  "If it could catch one," said Mom. "But roadrunners are quick, and they stick close to thorny bushes, where a coyote would get a face full of spikes."
  The X tracks ran on toward the mouth of Terlingua Creek, hugging the very edge of the river. {hero} stepped down onto a wet, flat stone to follow them more closely, and Mom's hand closed around {their} wrist before the other foot had even landed.
  "Not in the river," she said, not sharply, but in the voice that meant there was no discussion. "It looks slow and sleepy, but it pulls a lot harder than it looks, and it's deeper than you'd think."
  So {hero} climbed back onto the sand and followed the tracks from there. And that was how {they} noticed it: where the bank met the soft mud of the creek, a second line of X's came out of the bushes and fell in beside the first. Two sets of tracks, side by side, as neat as a pair of dance partners, heading toward the creek crossing and the thorny trees beyond it.
  {hero} sat back on {their} heels. "Mom, it wasn't running away at all," {they} said. "It was running to someone."
}
* [Wait by the big mesquite where the two sets of tracks go # act: wait] -> mesquite
* [Look along the tall river cane inside the canyon # act: look] -> cane
* [Help Mom across the creek and follow the trail to its end # act: help] -> canyon_end

=== tracks_end ===
# place: santa-elena
{band:
- "young":
  The coyote looked at them. Then it trotted away into the tall grass.
  {hero} looked at the X tracks again. They went along the river to the creek. And there, another line of X tracks came out of the bushes. Two lines, side by side!
  They went under a big thorny tree.
  {hero} and Mom stayed far back. They waited. Tap, tap, tap! Something under the tree made a sound like sticks.
  Then the roadrunner came out. Its beak was empty. The lizard was gone!
  "Coo, coo," it said. It sounded very happy. From under the tree, something cooed back.
  "It gave the lizard away!" said {hero}. "It was for the other roadrunner!"
  "I think so too," said Mom.
  {hero} looked at the two lines of X's. The tracks told the whole story. # ending: two-sets-of-tracks
- "middle":
  The coyote looked across at them for a long moment, then slipped into the cane on its own side of the river.
  {hero} turned back to the X's. They led along the bank to the mouth of Terlingua Creek, and there, in the mud, another line of X's came out of the bushes and joined them. Two sets of tracks, side by side, disappearing under a big, thorny mesquite tree.
  "Two roadrunners," whispered {hero}.
  They stopped a long way from the tree and waited. Soon a soft clattering sound came from under the branches, like someone tapping two sticks together. Then the first roadrunner stepped out into the sunshine.
  Its beak was empty. The lizard was gone.
  It fluffed itself up, raised its crest, and cooed, sounding very pleased with itself. From the shadows under the mesquite, something cooed back.
  "It gave it away," {hero} said. "It gave the lizard to the other one. That's who it was for!"
  "I think you're right," said Mom. "You followed the clues all the way to the answer."
  {hero} looked back at the two lines of little X's, side by side in the mud. {They} didn't need to see the other bird. The tracks had already told {them}. # ending: two-sets-of-tracks
- else:
  The coyote held their gaze for a long, considering moment, then slipped into the cane on its own side of the river and was gone.
  {hero} turned back to the X's, which were, after all, the actual case. They ran along the bank to the mouth of Terlingua Creek, and there, pressed into the soft mud, a second line of X's came out of the bushes and fell in beside the first. Two sets of tracks, side by side, disappearing under the low, thorny branches of a big mesquite tree.
  "Two roadrunners," {hero} whispered.
  They stopped a long way back from the tree, because even a detective knows better than to walk into the middle of someone else's business, and waited. For a while there was nothing but the river and a breeze in the cane. Then, from under the branches, came a soft clattering, like someone tapping two chopsticks together. Then the first roadrunner stepped out into the sunshine.
  Its beak was empty. The lizard was gone.
  It fluffed up every feather it owned, raised its crest, and cooed, a low, satisfied sound, like someone who has just handed over a very good birthday present and watched it being opened. From the shadows under the mesquite, something cooed back.
  "It gave it away," {hero} said, and {their} voice cracked with how much {they} wanted to shout. "It caught the lizard and carried it all the way here and gave it to the other one. That's who it was for!"
  "I think you've cracked it," said Mom. "From a few footprints, too."
  {hero} looked back at the two lines of little X's pressed side by side into the mud. {They} had never actually seen the second roadrunner, not even a feather of it. But {they} didn't need to. The tracks had told {them} the whole story, and {they} had been the one who knew how to read it. # ending: two-sets-of-tracks
}
-> END

=== steps ===
# place: santa-elena
~ route = "steps"
{band:
- "young":
  "Let's go up high," said {hero}. "Then we can see where it went!"
  First they had to cross a creek. The water was low, but the mud was thick and sticky. Mom held {hero}'s hand. They hopped from stone to stone. {flies(): {pal} just flew over the mud.}{not flies(): {pal} got mud on its feet anyway.}
  Then the trail went up the side of the cliff. There were steps and a rail to hold. Up, up, up they went.
  At the top of the steps, {hero} turned around. Wow!
  {They} could see the green river and the tall grass by the water. Far away, the desert went on and on. There were cactus plants and spiky bushes with red tips.
  "This is the biggest desert in North America," said Mom. # fact: chihuahuan-desert-desert
  She gave {hero} the water bottle. "Drink some. It is getting hot."
- "middle":
  "If we get up high, we can see where it goes," said {hero}.
  The trail began by crossing Terlingua Creek. This morning the creek was shallow, but the mud at its edges was thick and sticky. Mom held {hero}'s hand as they hopped from stone to stone. {flies(): {pal} flew across behind them without getting a speck of mud on it.}{not flies(): {pal} {dashed()} across behind them and ended up with muddy feet anyway.}
  On the other side, the trail climbed the cliff in steep zigzags, with concrete steps and a handrail. {hero} climbed fast, and at the top of the steps {they} turned around and gasped.
  From up here {they} could see everything. The green river. The tall, pale cane along its banks. The thorny mesquite trees by the creek. And beyond them the desert, stretching away for miles: gray bushes, tall spiny ocotillo stems with red tips like lit matches, and cactus everywhere.
  "That's the Chihuahuan Desert," said Mom. "It's the biggest desert in all of North America." # fact: chihuahuan-desert-desert
  She handed {hero} the water bottle. "Drink some. It's only March, and it's already getting hot down here."
- else:
  "If we get up high," said {hero}, "we can see where it goes. It's the only way to keep up with something that fast."
  The trail began by crossing Terlingua Creek. This morning the creek was barely a trickle, but the mud along its edges was thick and gray and sticky, the kind that grabs a shoe and doesn't want to give it back. Mom held {hero}'s hand as they hopped from stone to stone. {flies(): {pal} simply flew over the whole business and landed on the far side without a speck of mud on it, which it mentioned more than once.}{not flies(): {pal} {dashed()} across behind them and managed to arrive with muddy feet anyway, which it seemed to regard as a personal insult.}
  On the far side, the trail went straight up the cliff in steep zigzags, with concrete steps and a handrail worn smooth by a great many hands. {hero} took the steps two at a time, and at the top {they} turned around, and the breath {they} had been saving for the climb went out of {them} all at once.
  From up here the whole world was laid out like a map someone had unrolled for {them}. The river, green and slow. The tall, pale cane crowding its banks. The thorny mesquite trees clumped along the creek. And beyond all that, the desert, going on for so many miles that it seemed to curve: gray bushes, tall spiny ocotillo stems tipped with red flowers like lit matches, and cactus, cactus, cactus.
  "The Chihuahuan Desert," said Mom, a little out of breath. "The largest desert in North America. And we're standing on the edge of it." # fact: chihuahuan-desert-desert
  She held out the water bottle and didn't lower it until {hero} took it. "Drink. It's only March, and it's already getting hot down there. In this desert, you drink before you're thirsty, not after."
}
{end_now: -> steps_end}
~ high_view = true
{band:
- "young":
  {hero} counted cactus plants. Flat ones. Round ones. Skinny ones. {They} got to twenty and stopped.
  "Big Bend has more kinds of cactus than any other park," said Mom. "And more kinds of birds and bats too!" # fact: birds-bats-cacti
  "Talking of birds," said {pal}. "Look down there!"
  Far below, the roadrunner ran across the sand. It still had the lizard! Then it was gone behind some tall grass.
  Then two things moved at once. A big thorny tree by the creek shook. And the tall grass by the river shook too.
  "It cannot be in two places," said {hero}.
  "Unless there are two roadrunners," said Mom.
- "middle":
  {hero} drank, then started counting cactus plants on the slope below: flat ones with paddles, round ones like pincushions, skinny ones in clumps. {They} got to twenty and gave up.
  "This park has more kinds of cactus than any other national park," said Mom. "More kinds of birds and bats, too." # fact: birds-bats-cacti
  "Speaking of birds," said {pal}. "Down there."
  Far below, a roadrunner was racing across the sand flat, the lizard still in its beak. It stopped, lifted its tail, and looked around. {flies(): {pal} rose into the air for a better look, circled once above the steps, and landed again, nodding.}
  Then it was off again, and {hero} lost it behind a clump of cane. A moment later, two things happened at once. Down by the creek, something moved in a big mesquite tree. And farther along, where the trail went into the canyon, the tall cane by the river shivered as if something had run through it.
  "Which one is it?" {hero} said. "It can't be in two places at once."
  "Unless," said Mom slowly, "there are two of them."
- else:
  {hero} drank, then started counting the cactus on the slope below, because it seemed like the kind of thing a person should know: flat ones with paddles like ping-pong bats, round ones studded like pincushions, skinny ones growing in spiky bunches. {They} reached twenty-three and gave up, because the slope just kept producing more.
  "You could count all day," said Mom. "This park has more kinds of cactus than any other national park in the country. More kinds of birds and bats, too. It's a record-holder three times over." # fact: birds-bats-cacti
  "Speaking of birds," said {pal}, who had been staring downhill the whole time. "Down there. Moving."
  Far below, tiny as a toy, a roadrunner was racing across the sand flat, the lizard still clamped crosswise in its beak. It stopped, flicked its tail up, and looked around with quick jerks of its head. {flies(): {pal} couldn't bear it any longer. It rose off the handrail for a better look, circled once high above the steps, and came back down with its eyes shining.}
  Then it was off again, and {hero} lost it behind a clump of cane. And a moment later, two things happened at once. Down by the creek, something moved among the branches of a big mesquite tree, a flicker and a shake. And farther along, where the trail dipped into the canyon, the tall cane by the river shivered all in one line, as if something had just run straight through it.
  "Which one is it?" {hero} said, turning from one to the other. "It can't be in two places at once."
  "Unless," said Mom slowly, "it doesn't have to be. Unless there are two of them."
}
* [Go down into the canyon, toward the shivering cane # act: go] -> cane
* [Ask Mom to hike all the way to the end of the trail # act: ask] -> canyon_end
* [Wait up here until something moves again, then head for the mesquite # act: wait] -> mesquite

=== steps_end ===
# place: santa-elena
{band:
- "young":
  {hero} drank some water. Then {they} looked down again. Everything looked so small from up here!
  There was the roadrunner! It ran across the sand with the lizard. It stopped by a clump of grass.
  Out of the grass stepped another roadrunner!
  The first one bowed. It wagged its tail. It held out the lizard. "Coo, coo," it said.
  The other one looked away. Then it looked back. Then it took the lizard. Gulp!
  "A present!" said {hero}. "It was a present!"
  "For its partner," said Mom, smiling.
  From way up high, the two birds looked tiny. But {hero} had seen it all. Now {they} knew who got the lizard. # ending: from-the-steps
- "middle":
  {hero} drank, then leaned on the handrail and kept watching. From up here, the whole world below looked like a model on a table.
  Then {they} spotted it: a roadrunner streaking across the sand flat, the lizard still in its beak. It stopped beside a clump of grass. And out of the grass stepped a second roadrunner.
  "Mom," {hero} whispered. "Two of them."
  The first roadrunner raised its crest and wagged its tail. It bowed, low and slow, and held out the lizard. The second roadrunner looked at it. Then it looked away, as if it wasn't interested at all.
  "Oh, come on," {hero} said.
  The first one bowed again and cooed. And this time the second one reached out, took the lizard, and gulped it down in one go.
  "A present," said Mom softly. "It was a present for its partner."
  {hero} laughed out loud. From the top of the steps, the two birds looked tiny, like a play happening on a stage far below. But {hero} had seen every bit of it. "So that's who gets the lizard," {they} said. # ending: from-the-steps
- else:
  {hero} drank, mostly to stop Mom looking at {them} like that, then leaned on the warm handrail and kept watching. From up here, the world below looked like a model on a table, the kind with tiny trees made of sponge.
  Then {they} spotted it: a roadrunner streaking across the sand flat, the lizard still clamped in its beak. It skidded to a stop beside a clump of grass. And out of the grass, unhurried, stepped a second roadrunner.
  "Mom," {hero} whispered, although there was no way on earth the birds could hear {them} from up here. "Two of them."
  The first roadrunner raised its crest like a flag and wagged its tail from side to side. Then it bowed, low and slow, and held the lizard out. The second roadrunner looked at the lizard. Then it turned its head away and gazed off at the river, as if it had just remembered something far more interesting.
  "Oh, come on," {hero} said to nobody.
  The first roadrunner was not a quitter. It bowed again, lower. It wagged harder. It cooed, and even from the top of the steps {hero} could hear it faintly. And this time the second bird turned back, reached out, took the lizard, and swallowed it in one long, satisfied gulp.
  "A present," said Mom softly. "It was a present for its partner. And she made him work for it."
  {hero} laughed out loud, and the sound bounced off the cliff behind them. From up here the two birds were no bigger than commas on a page, a tiny play on a very big stage. But {hero} had seen every bit of it, the bow, the snub, the second try, the gulp, and {they} had the best seat in the house. "So that's who gets the lizard," {they} said, and felt absurdly proud, as if {they} had helped. # ending: from-the-steps
}
-> END

=== ranger_creek ===
# place: santa-elena
~ route = "ranger"
{band:
- "young":
  The ranger had a pink, sunburned nose. Her name was Ranger Cruz. {hero} told her about the roadrunner and the lizard.
  "It did not eat it?" said the ranger. "And it said coo, coo?"
  {hero} nodded.
  The ranger grinned. "Roadrunners eat lizards all the time," she said. "Bugs too. Gulp! Right away. So if one carries its food around, it has a plan."
  "What plan?" asked {hero}.
  "What do you do with something special," said the ranger, "if you do not keep it?"
  {hero} thought hard. "Give it to someone?"
  "Yes! But who?" The ranger winked.
- "middle":
  The ranger at the creek crossing had a sunburned nose and a name tag that said Ranger Cruz. She listened to the whole story without interrupting once.
  "It caught a lizard," she repeated, "didn't eat it, raised its crest, wagged its tail, and cooed?"
  {hero} nodded.
  A grin spread across the ranger's face. "Now that's interesting. Roadrunners eat lizards all the time. Bugs, scorpions, even small snakes. Usually they swallow their food right away, head first, gulp. When a roadrunner carries food around instead, it usually has a plan for it."
  "What kind of plan?" asked {hero}.
  "Well, what do you do with something special that you don't keep for yourself?"
  {hero} thought about it. "Give it to someone?"
  "Bingo." The ranger tapped the side of her nose. "The question is who."
- else:
  The ranger at the creek crossing had a sunburned nose, a name tag that said Ranger Cruz, and the air of someone who had answered the question "Where's the bathroom?" four hundred times that week and was delighted to be asked something else. She listened to the whole story without interrupting once, nodding at all the right places.
  "So," she said when {hero} had finished, counting on her fingers. "Caught a lizard. Didn't eat it. Crest up. Tail wagging. And it cooed."
  "Like a pigeon with a cold," said {hero}.
  A slow grin spread across the ranger's face. "Now that is interesting. Roadrunners eat lizards all the time, you know. Lizards, grasshoppers, scorpions, even small snakes. And normally they don't waste a second. Bash it on a rock, swallow it head first, gone. So when a roadrunner walks around carrying its breakfast instead of eating it, it's a safe bet that breakfast has somewhere else to be."
  "Somewhere else like where?"
  The ranger leaned on her walking stick. "Let me ask you something. What do you do with something really good that you don't keep for yourself?"
  {hero} frowned, then felt the answer arrive. "You give it to somebody."
  "Bingo." She tapped the side of her sunburned nose. "The only question is who."
}
{end_now: -> ranger_end}
~ met_ranger = true
{band:
- "young":
  "It is spring. This is when roadrunners make their nests. A roadrunner often brings food to its partner, like a present. It brings sticks for the nest too."
  "So it is a present!" said {pal}.
  The ranger shrugged. "Maybe. You will have to see."
  She pointed. "Two roadrunners live here. Sometimes they are by that big thorny tree. Sometimes they are on the sunny rocks at the end of the trail. But give them room. Roadrunners can run faster than you!"
  "If you see who gets the lizard, come and tell me. I have only seen that two times, ever!"
- "middle":
  "It's spring," the ranger went on. "This is when roadrunners pair up and build nests. A male often brings food to his mate, like a present. And when they build a nest, he brings the sticks and she does the building. They like thorny trees, like mesquite, where it's hard for anything to sneak up on them."
  {pal} {wiggled()}. "So it's a present for its partner," it said.
  "Maybe," said the ranger. "Or maybe it's just showing off. You'll have to see for yourself."
  She pointed. "There's a pair I see around here a lot. Sometimes by that big mesquite near the creek, sometimes on the sunny rocks at the very end of the trail, inside the canyon. Give them room, though. If a roadrunner thinks it's being followed, it just runs off, and it can run a lot faster than you."
  She showed them the best stepping stones across the creek. "And watch the mud. It's deeper than it looks."
  "And if you do see who gets the lizard," she added, "come back and tell me. I've worked here six springs, and I've only seen a roadrunner hand over a present twice."
- else:
  "It's spring," the ranger went on, "which around here means roadrunners are pairing up and building nests. One of the things a male does is bring his mate food, like a gift, and sometimes he has to offer it more than once before it's accepted. Then, when they build the nest, he fetches the sticks and she does the actual building. They like thorny trees, mesquite especially, where most things with teeth can't reach them without regretting it."
  {pal} {wiggled()}. "A present," it said. "All that running around was about a present for its partner."
  "Could be," said the ranger. "Or it could just be showing off. Roadrunners are not a modest bird. You'll have to find out for yourself."
  She pointed with her stick. "There's a pair I see around here a lot. Sometimes by that big mesquite near the creek, and sometimes sunning themselves on the rocks at the very end of the trail, deep in the canyon. But give them room. If a roadrunner decides it's being followed, it just leaves, and it can run faster than you, me and most of the people in this parking lot."
  She showed them which stepping stones across the creek were solid and which only pretended to be. "And watch that mud at the edges. It's deeper than it looks and it eats shoes."
  Then she lowered her voice, as if sharing a secret. "And if you do see who gets the lizard, come straight back and tell me. I've worked at this creek six springs now, and I've seen a roadrunner hand over a present exactly twice. Both times I was too surprised to take a picture."
}
* [Go on into the canyon to the sunny rocks at the trail's end # act: go] -> canyon_end
* [Wait by the big mesquite, giving the birds plenty of room # act: wait] -> mesquite
* [Look along the tall river cane for the roadrunner # act: look] -> cane

=== ranger_end ===
# place: santa-elena
{band:
- "young":
  "I can show you where to look," said the ranger.
  She walked with them along the creek. She stopped far back from a big thorny tree. "Now be statues," she whispered.
  They stood still. {pal} did not twitch.
  The roadrunner walked out from behind the tree. Its beak was empty! "Coo, coo," it said. It looked very happy.
  Then a second roadrunner hopped down from a branch. The tip of a lizard's tail was in its beak. Gulp! Gone.
  "Present delivered," whispered the ranger.
  "It was for the other roadrunner!" said {hero}.
  "It usually is, in the spring," said the ranger.
  They tiptoed away. Behind them, the two roadrunners cooed at each other. # ending: ranger-was-right
- "middle":
  "I can show you where to watch," said the ranger. "I've got a few minutes."
  She led them a little way along the creek bank and stopped well back from a big, thorny mesquite tree. "Here's close enough," she whispered. "Now, statues."
  They stood still. {pal} froze too. For a while, nothing happened except a breeze in the cane.
  Then the roadrunner came trotting out from behind the mesquite. Its beak was empty. It raised its crest, bobbed its head and cooed, looking extremely pleased.
  A second roadrunner hopped down from a low branch of the mesquite. The tip of a lizard's tail was just disappearing into its beak. Gulp.
  "Present delivered," whispered the ranger.
  {hero} clapped a hand over {their} mouth to keep from cheering. "It was for the other one!"
  "It usually is, this time of year," said the ranger. "Those two have been together a while. Now you know something about them that most people who walk past here never find out."
  As they tiptoed away, the two roadrunners stood side by side under the mesquite, cooing at each other, as if nobody else was in the world. # ending: ranger-was-right
- else:
  "Tell you what," said the ranger, glancing at the quiet creek crossing. "Nobody needs me for five minutes. Let me show you where to watch."
  She led them a little way along the creek bank and stopped a long way back from a big, thorny mesquite tree, its branches bristling with spikes as long as {hero}'s finger. "This is close enough," she breathed. "Any closer and they'll decide we're a problem. Now: statues."
  They became statues. {pal} held so still that it might have been stuffed. For a while, nothing happened except a breeze rattling through the cane and a fly that took a great interest in {hero}'s ear.
  Then the roadrunner came trotting out from behind the mesquite. Its beak was empty. It raised its crest, bobbed its head twice, and cooed, looking like someone who had just pulled off something difficult and wanted a little applause.
  A second roadrunner hopped down from a low branch. The very tip of a striped tail was just vanishing into its beak. It tipped its head back. Gulp.
  "Present," whispered the ranger, "delivered."
  {hero} clapped a hand over {their} mouth so hard it hurt, because the cheer trying to get out of {them} would have emptied the whole creek bank of birds. "It was for the other one," {they} squeaked through {their} fingers.
  "It usually is, in spring," said the ranger, looking as pleased as if she had caught the lizard herself. "Those two have been together a while now. You just found out something about them that most of the people who walk past this tree never will."
  As they tiptoed away, {hero} looked back once. The two roadrunners were standing side by side under the mesquite, cooing at each other in low voices, as if nobody else was in the world, and as if a lizard was the finest present anyone could ever give. # ending: ranger-was-right
}
-> END

// ---------------------------------------------------------------------------------------------
// Chapter 3: three places along the canyon trail, each remembering how they set off.

=== mesquite ===
# place: santa-elena
{band:
- "young":
  {route == "tracks": {hero} followed the two lines of X's to a big thorny tree. Then {they} stopped far back, like a good tracker.}
  {route == "steps": They waited a long time. Then the big thorny tree shook again. So they went back down the steps and over the creek, to that tree.}
  {route == "ranger": The ranger said to give the birds room. So they sat on a log, far from the big thorny tree.}
  The tree was a mesquite. It was old and bent. It had long, sharp thorns. Tiny new leaves were just coming out.
  The sun was hot now. Mom gave {hero} some water.
  {not high_view: "This is the biggest desert in North America," said Mom. "It gets hot fast."} # fact: chihuahuan-desert-desert
  {pal} settled {perch()}. "Nobody is home," it whispered.
  But {hero} was looking up. In the branches was a messy pile of sticks.
  "Is that a nest?" {hero} whispered.
  "It might be the start of one," said Mom.{met_ranger: "The ranger said they like thorny trees."}
- "middle":
  {route == "tracks": {hero} followed the two lines of X's along the creek bank until they disappeared under a big mesquite tree. Then {they} stopped a long way back, the way a good tracker should, and crouched down to watch.}
  {route == "steps": They waited at the top of the steps, watching, until the big mesquite shook again. Then they climbed back down, crossed the sticky creek for the second time, and crept toward the tree, keeping low.}
  {route == "ranger": The ranger had said to give them room, so {hero} and Mom stopped a long way back from the big mesquite tree and sat down on a log to wait.}
  The mesquite was old and crooked, with branches that twisted every which way. Long, sharp thorns stuck out all along them, and tiny new leaves were just starting to come out, pale green and feathery.
  The sun was higher now, and the air was getting hot. Mom passed {hero} the water bottle without a word, and {hero} drank without being asked twice.
  {not high_view: "We're in the Chihuahuan Desert," said Mom. "It's the biggest desert in North America, and even in March it heats up fast."} # fact: chihuahuan-desert-desert
  {pal} settled {perch()}. "Nobody's home," it whispered.
  But {hero} was looking up. In a fork of the mesquite, about as high as Mom's head, was a messy pile of sticks. It looked as if someone had started building a platform and then wandered off for a snack.
  "Is that a nest?" {hero} whispered.
  "Could be the start of one," Mom whispered back.{met_ranger: "The ranger did say they like thorny trees."}
- else:
  {route == "tracks": {hero} followed the two lines of X's along the creek bank until they vanished under the low branches of a big mesquite tree, and then did the hardest thing a tracker ever has to do, which is stop. {They} crouched down a long way back, where {they} could see without being seen.}
  {route == "steps": They waited at the top of the steps, eyes fixed on the creek, until the big mesquite gave another shiver. Then they clattered back down, crossed the sticky creek for the second time that morning, and crept toward the tree, keeping low, like people sneaking up on a surprise party.}
  {route == "ranger": The ranger had said to give them room, and {hero} had decided to take her at her word, so {they} and Mom stopped a long way back from the big mesquite tree and sat down on a sun-bleached log to wait.}
  The mesquite was old and crooked, with branches that twisted off in every direction, as if it had spent a hundred years changing its mind. Long, wicked thorns stuck out all along them, and tiny new leaves were only just beginning to unfold, pale green and soft as feathers, as if the tree was not yet convinced that winter was over.
  The sun had climbed while they weren't paying attention, and now the air smelled of hot dust and it was definitely not morning anymore. Mom passed {hero} the water bottle without saying anything, and {hero} drank without arguing, which they both knew meant it really was getting hot.
  {not high_view: "Welcome to the Chihuahuan Desert," said Mom, fanning herself with her hat. "Biggest desert in North America. Even in March, it does not mess around."} # fact: chihuahuan-desert-desert
  {pal} settled {perch()} and squinted at the tree. "Nobody's home," it whispered, sounding let down.
  But {hero} was looking up. In a fork of the mesquite, about as high as Mom's head, sat a messy pile of sticks, jammed between the thorns. It looked as though someone had started building a platform, lost interest halfway, and gone off to do something else.
  "Is that a nest?" {hero} whispered.
  "Could be the beginning of one," Mom whispered back.{met_ranger: "The ranger did say they love thorny trees."}
}
{end_now: -> mesquite_end}
~ spot = "mesquite"
{band:
- "young":
  Then came the sound. Coo, coo, coo!
  Out stepped the roadrunner. The lizard was still in its beak!
  And under the tree sat a second roadrunner. It was so still, {hero} had not seen it.
  The first roadrunner lifted its crest. It wagged its tail. It walked up to the second one. "Coo, coo," it said.
  {hero} held Mom's hand tight.
  Then something went rustle, rustle, up in the pile of sticks.
  The second roadrunner just looked. Would it take the lizard?
- "middle":
  Then came the sound: coo, coo, coo. And out from behind the mesquite's trunk stepped the roadrunner, a lizard dangling from its beak. {hero} couldn't tell if it was the same lizard or a new one. Either way, it still hadn't eaten it.
  It wasn't alone. Under the mesquite, so still that {hero} had taken it for a shadow, sat a second roadrunner.
  The first roadrunner raised its crest. It wagged its long tail slowly, side to side, and walked toward the second one, cooing and bobbing its head. It stopped right in front of it.
  {hero} squeezed Mom's hand so hard that Mom squeaked. This was it.
  At that exact moment, something rustled up in the pile of sticks in the branches.
  The second roadrunner didn't move. It just looked at the lizard. Was it going to take it or not?
- else:
  Then came the sound, soft and low: coo, coo, coo. And out from behind the mesquite's trunk stepped the roadrunner, a lizard dangling crosswise from its beak. {hero} honestly couldn't tell whether it was the same lizard or a fresh one, but either way, the roadrunner still hadn't eaten it, and by now that seemed almost heroic.
  And it wasn't alone. Under the mesquite, in the striped shade, so still that {hero} had taken it for a patch of shadow, sat a second roadrunner.
  The first roadrunner raised its crest until it stood straight up. It wagged its long tail slowly from side to side, like a metronome, and walked toward the second bird, bobbing its head and cooing. It stopped right in front of it and stood there, holding out the lizard.
  {hero} squeezed Mom's hand so hard that Mom made a small squeaking noise. This was it. This was the moment the whole morning had been about.
  And at that exact second, because the universe has a sense of humor, something rustled loudly up in the pile of sticks in the branches.
  The second roadrunner didn't move. It just looked at the lizard, and then at the first roadrunner, and then at the lizard again, taking its time, as if it had all day and knew it. Was it going to take it, or not?
}
* [Wait without a sound and watch # act: wait] -> the_gift
* [Look up at the rustling pile of sticks # act: look] -> the_nest
* [Go a little closer to see better # act: go] -> got_away

=== mesquite_end ===
# place: santa-elena
{band:
- "young":
  {hero} looked at the sticks. Then {they} looked at Mom.
  "If it is a nest," {hero} whispered, "we should not sit so close."
  "Good thinking," said Mom. "Let's give them the whole tree."
  So they got up quietly. They tiptoed all the way back to the creek. {hero} felt a bit sad. {They} still did not know who got the lizard.
  At the creek, {hero} looked back one last time.
  A roadrunner hopped up into the tree with a stick. Another one hopped up after it and tucked the stick into the pile.
  "It is a nest!" said {hero}. "The lizard was for the one at home!"
  "I think so," said Mom. "And I think they were glad we left."
  {hero} waved goodbye to the tree. The roadrunners had work to do. # ending: leave-them-be
- "middle":
  {hero} looked at the sticks, and then at the thorny branches all around them, and then at Mom.
  "If it's a nest," {they} whispered, "maybe we shouldn't sit right here."
  Mom nodded slowly. "Birds don't like being watched while they build. Let's give them the whole tree."
  So they got up quietly and backed away, all the way to the creek crossing. {hero} felt a little sad. {They} still didn't know who got the lizard.
  But at the creek, {hero} turned around for one last look. Far off, a roadrunner was hopping up into the mesquite with a stick in its beak. A second roadrunner hopped up after it, took the stick and tucked it into the pile, just so.
  "It is a nest," {hero} said. "They're building it together. The lizard was for the one doing the building, wasn't it?"
  "I think so," said Mom. "And I think they're glad we left."
  {hero} had found the answer by walking away from it, which seemed backward, and also exactly right. # ending: leave-them-be
- else:
  {hero} looked at the pile of sticks, and then at the thorny branches all around it, and then at Mom, and an uncomfortable idea arrived and sat down in {their} head.
  "If that's a nest," {they} whispered, "then we're basically sitting in their front yard."
  Mom nodded slowly, as if she had been waiting to see whether {hero} would get there on {their} own. "Birds don't like an audience while they're building. Let's give them the whole tree."
  So they got up, very quietly, and backed away step by step, all the way to the creek crossing. It was the right thing to do, and {hero} knew it, and it still felt like closing a book before the last page. {They} had come so close, and {they} still didn't know who got the lizard.
  But at the creek, with one foot on a stepping stone, {hero} turned around for one last look. Far off, a roadrunner was hopping up into the mesquite, branch by branch, with a stick held crosswise in its beak. And a second roadrunner hopped up from the shade below to meet it in the fork, where the messy pile sat. It took the stick, turned it this way and that, and wedged it into the pile with a satisfied little shove.
  "It's not the start of a nest," {hero} whispered. "It's their nest. They're building it right now. The lizard was for the one doing the building. Wasn't it?"
  "That would be my guess," said Mom. "And I'd also guess they're very glad we left."
  {hero} had found the answer by walking away from it, which was completely backward, and also, somehow, exactly right. Some answers, it turned out, only show up once you stop standing in their front yard. # ending: leave-them-be
}
-> END

=== cane ===
# place: santa-elena
{band:
- "young":
  {route == "tracks": They crossed the creek on stepping stones. They climbed up the steps and down the other side. Then they walked into the canyon.}
  {route == "steps": They went down the other side of the steps, into the canyon.}
  {route == "ranger": They crossed the creek on the ranger's best stepping stones. They climbed up the steps and down into the canyon.}
  Inside the canyon, the cliffs went up on both sides. The sky was a thin blue line. It was cool and shady.
  Tall grass grew by the river. It was called cane. It was taller than Mom! Its leaves went rattle, rattle in the wind.
  "Stay on the path," said Mom. "The river is deep here."
  A big shadow slid across the cliff. A bird was gliding high above.
  "Bones of a giant flying reptile were found in this park," said Mom. "Its wings were as wide as a little airplane." # fact: fossils-quetzalcoatlus-flying
  {pal} looked up at the sky. {pal} {hid()}.
  "Do not worry," said Mom. "They lived a very long time ago."
- "middle":
  {route == "tracks": They crossed the muddy creek on stepping stones, climbed the steps up the cliff and down the other side, and followed the trail into the canyon, watching the cane for any flash of feathers.}
  {route == "steps": They went down the far side of the steps, hurrying but careful, and followed the trail into the canyon, where it ran right beside the river.}
  {route == "ranger": They crossed the creek on the stepping stones the ranger had shown them, climbed up and over the steps, and went down into the canyon, where the trail ran right beside the river.}
  Inside the canyon, everything changed. The walls rose straight up on both sides, so high that the sky was a narrow blue road far above. The air was cool and shady. Beside the trail grew giant river cane, much taller than Mom, its long leaves rattling in the breeze like paper.
  {found_tracks: "Remember," said Mom as the path dipped close to the water, "we stay out of the river."}{not found_tracks: "Stay on the trail," said Mom as the path dipped close to the water. "The river's deeper and faster here than it looks."}
  A big dark shadow slid across the cliff. {hero} looked up. A bird was gliding along the wall on wide wings.
  "Imagine if that was as big as an airplane," said {hero}.
  "You don't have to imagine," said Mom. "Bones of Quetzalcoatlus, one of the biggest flying reptiles that ever lived, were first found right here in Big Bend. Its wings were as wide as a small airplane's." # fact: fossils-quetzalcoatlus-flying
  {pal} looked up at the narrow strip of sky and {hid()}.
  "Don't worry," said Mom, laughing. "They've been gone for millions of years."
- else:
  {route == "tracks": They crossed the muddy creek stone by stone, climbed the steps up the side of the cliff and down the other side, and followed the trail into the canyon, scanning the cane the whole way for a flash of brown feathers.}
  {route == "steps": They took the far side of the steps as fast as was sensible, which Mom pointed out was not as fast as {hero} wanted, and followed the trail down into the canyon, where it ran right alongside the river.}
  {route == "ranger": They crossed the creek on the stepping stones the ranger had vouched for, climbed up and over the steps, and went down into the canyon, where the trail ran right alongside the river.}
  Inside the canyon, everything changed at once, as if someone had shut a door on the desert. The walls rose straight up on both sides, so high that the sky shrank to a narrow blue road far overhead, and the air was cool and shadowed and smelled of wet stone. Beside the trail grew giant river cane, twice as tall as Mom, its long pale leaves rattling together in the breeze like pages being turned.
  {found_tracks: "Same rule as before," said Mom, as the path dipped close to the water. "We stay out of the river, however friendly it looks."}{not found_tracks: "Stay on the trail," said Mom, as the path dipped close to the water. "The river's deeper and faster in here than it looks. It's not a wading river."}
  A long dark shadow slid across the face of the cliff, and {hero} looked up. Far above, a bird was gliding along the wall on wide, steady wings, without a single flap.
  "Imagine if that was as big as an airplane," said {hero}.
  "You don't have to imagine very hard," said Mom. "Bones of Quetzalcoatlus, one of the biggest flying reptiles that ever lived, were first discovered right here in Big Bend. Its wings were as wide as a small airplane's. Something that size once glided over this desert." # fact: fossils-quetzalcoatlus-flying
  {pal} looked up at the narrow strip of sky with new respect and {hid()}.
  "Relax," said Mom, laughing. "They've been gone for millions of years. The biggest flyers around here today are ravens, and all they want is your sandwich."
}
{end_now: -> cane_end}
~ spot = "cane"
{band:
- "young":
  Then they heard it, inside the cane. Coo, coo, coo.
  The cane shook. Out came the roadrunner, right onto the trail! The lizard was still in its beak.
  It looked back at them. It ran a few steps. It stopped and looked back again.
  "Is it showing us the way?" {hero} whispered.
  The roadrunner ran on. It went to a sunny patch of sand by the river.
  On the sand, something else moved. It was another long-tailed bird!
- "middle":
  Then, from inside the cane, came a soft coo, coo, coo.
  The cane rustled. And out onto the trail, just ahead of them, stepped the roadrunner. The lizard was still in its beak. Its crest was up.
  It looked back at them over its shoulder. Then it ran a few steps along the trail, stopped, and looked back again, as if checking that they were still there.
  "Is it showing us the way?" {hero} whispered.
  "Roadrunners like to run along trails," said Mom softly. "It's easier than pushing through the bushes. But it does look like it wants an audience."
  The roadrunner ran on, then turned off the trail toward a patch of sunny sand between the cane and the river. On the sand, something else moved: a second long-tailed shape, half hidden in the shadow of the cane.
  {hero} didn't dare breathe. What now?
- else:
  Then, from somewhere inside the wall of cane, came a soft coo, coo, coo.
  The cane rustled and parted. And out onto the trail, barely ten steps ahead of them, stepped the roadrunner, crest up, the lizard still clamped in its beak, looking about as casual as a bird can look while carrying a reptile.
  It glanced back at them over its shoulder. Then it ran a few steps along the trail, stopped, and looked back again, as if checking that they were keeping up.
  "Is it showing us the way?" {hero} whispered. "It's like it wants us to come."
  "Roadrunners love a trail," Mom murmured. "Much easier than pushing through the bushes. Though I'll admit it does seem to enjoy having an audience."
  The roadrunner trotted on, then turned off the trail toward a bright patch of sand between the cane and the water, where the sun had found its way down into the canyon. And on that sand, something else moved: a second long-tailed shape, half hidden in the striped shadow at the foot of the cane.
  {hero}'s heart was going so hard {they} could feel it in {their} ears. Two birds, one lizard, and about twenty steps of sand between them and the answer.
}
* [Look at the second shape moving on the sand # act: look] -> the_nest
* [Wait right where you are and let it go on alone # act: wait] -> got_away
* [Go quickly along the trail after it, before it disappears # act: go] -> the_gift

=== cane_end ===
# place: santa-elena
{band:
- "young":
  Then, coo, coo, coo! The roadrunner ran out of the cane, right in front of them. The lizard was still in its beak!
  It looked at them. Then it ran back into the cane and was gone.
  {hero} stood on tiptoe. But the cane was too tall and thick.
  Inside the cane, the roadrunner cooed. Another voice cooed back, softer. Then came a quiet clack, clack.
  "Somebody in there just got a present," said Mom.
  {hero} wanted to look. But {they} did not want to scare them.
  "Some things are private," said Mom. "Even for roadrunners."
  {hero} did not see who got the lizard. But {they} heard the thank-you! # ending: into-the-cane
- "middle":
  Then, from inside the cane, came a soft coo, coo, coo. The roadrunner burst out onto the trail right in front of them, the lizard still in its beak, so close that {hero} could see the bright blue and orange skin behind its eye.
  For a second it stared at them. Then it dove back into the cane and was gone.
  {hero} stood on tiptoe, but the cane was far too tall and thick to see through. From somewhere inside came the coo again. And this time another coo answered it, softer, from deeper in the cane. Then there was a quiet clatter, like two sticks tapping together, and then nothing.
  "Somebody in there just got a present," said Mom.
  {hero} wanted to push into the cane and look. But {they} knew {they} would only scare them, and anyway, the cane was as thick as a wall.
  "Some things are private," said Mom, "even for roadrunners."
  {hero} sighed, then grinned. {They} hadn't seen who got the lizard. But {they} had heard the thank-you. # ending: into-the-cane
- else:
  Then, from inside the cane, came a soft coo, coo, coo, and the roadrunner burst out onto the trail right in front of them, so close that {hero} could see the bright blue and orange skin behind its eye and the lizard's tail swinging from its beak like a tiny pendulum.
  For one long second it stared at them, and they stared back. Then it dove into the cane again and was gone, as if the wall of stalks had swallowed it.
  {hero} went up on tiptoe, but the cane was twice {their} height and as thick as a hedge. From somewhere inside came the coo again. And this time another coo answered it, softer, from deeper in. Then came a quiet, dry clatter, like two chopsticks tapping together, and then nothing at all but the leaves rattling and the river sliding past.
  "Well," said Mom softly. "Somebody in there just got a present."
  Every part of {hero} wanted to shove into the cane and look. But {they} knew exactly what would happen if {they} did: two birds running in two directions and no answer at all. And anyway, the cane was basically a wall.
  "Some things are private," said Mom, "even for roadrunners."
  {hero} let out a long breath, then found {they} {were} grinning. {They} hadn't seen who got the lizard. Not a feather of the lucky bird. But {they} had heard the whole conversation, the offer, the answer and the happy clatter at the end, and some part of {them} decided that was better, because now {they} got to imagine it. # ending: into-the-cane
}
-> END

=== canyon_end ===
# place: santa-elena
{band:
- "young":
  {route == "tracks": {hero} helped Mom hop across the creek, stone by stone. Then they walked all the way into the canyon.}
  {route == "steps": "Yes," said Mom. So they went down the other side of the steps and walked all the way into the canyon.}
  {route == "ranger": They crossed the creek and climbed the steps. Then they walked deep into the canyon, to the sunny rocks the ranger told them about.}
  The trail ended at the river. The cliffs came close on both sides. The river filled up the whole canyon. There was no more path!
  It was cool and quiet in here. Way, way up, between the tops of the cliffs, was a thin strip of blue sky.
  "Can you see stars from here at night?" asked {hero}.
  "Lots!" said Mom. "The night sky here is very, very dark. So the stars look extra bright." # fact: international-dark-sky
  {pal} found a cool, flat rock and rested on it.
- "middle":
  {route == "tracks": {hero} helped Mom hop across the muddy creek, stone by stone, and they followed the trail up the steps, down the other side, and deep into the canyon, all the way to the end.}
  {route == "steps": Mom looked at the trail winding into the canyon, then at {hero}'s hopeful face, and said yes. They went down the far side of the steps and walked the whole trail into the canyon, all the way to the end.}
  {route == "ranger": They crossed the creek on the ranger's stepping stones, climbed the steps and walked the trail deep into the canyon, all the way to the sunny rocks the ranger had talked about, keeping their eyes open the whole way.}
  The end of the trail was like the inside of a giant's hallway. The cliffs closed in on both sides, and the river filled the whole floor of the canyon from wall to wall, so there was nowhere left to walk. It was cool and quiet, and the only sound was the water.
  {hero} tipped {their} head back. Far, far above, between the tops of the walls, was a thin strip of blue sky.
  "Can you see stars from down here at night?" {hero} asked.
  "You'd see lots," said Mom. "Big Bend has some of the darkest night skies in the lower forty-eight states. That means every state except Alaska and Hawaii. Even that little strip of sky would be packed with stars." # fact: international-dark-sky
  {pal} found a cool, flat rock by the water and sighed happily.
- else:
  {route == "tracks": {hero} helped Mom across the muddy creek, stone by stone, pointing out the wobbly ones, and then they followed the trail up the steps, down the far side and deep into the canyon, all the way to where it stopped.}
  {route == "steps": Mom looked at the long trail, then at the sun, then at {hero}, and said yes, which {hero} had not been at all sure she would. They went down the far side of the steps and walked the whole trail into the canyon, all the way to where it stopped.}
  {route == "ranger": They crossed the creek on the ranger's approved stones, climbed the steps and followed the trail deep into the canyon, all the way to the sunny rocks she had talked about, where the trail simply stopped at the water.}
  The end of the trail felt like standing inside a giant's hallway. The cliffs leaned in on both sides, and the river filled the entire floor of the canyon from wall to wall, so that there was simply nowhere left to walk unless you happened to be a fish. It was cool in here, and hushed, and the only sound was the water talking quietly to itself as it slid past.
  {hero} tipped {their} head back as far as it would go. Far, far above, between the rims of the two walls, was a thin ribbon of blue sky, like a crack in a ceiling.
  "Can you see stars from down here at night?" {hero} asked.
  "More than you could count," said Mom. "Big Bend has some of the darkest night skies in the lower forty-eight states, which means every state except Alaska and Hawaii. No city glow for miles and miles. Even that skinny strip up there would be packed with stars, like sugar spilled on a dark table." # fact: international-dark-sky
  {pal} found a cool, smooth rock by the water and let out a long, contented sigh, as if it had decided to live here now.
}
{end_now: -> trail_end_end}
~ spot = "end"
{band:
- "young":
  Then {pal} {sniffed()}. "Tracks!" it said.
  Little X's went across the sand. At the end of them, on a big sunny rock, sat a roadrunner. Its back feathers were puffed up in the sun.
  It had no lizard. It had a twig in its beak!
  Then, coo, coo, coo! The first roadrunner came running down the sand. The lizard was still in its beak! It hopped up on the rock. It lifted its crest and wagged its tail.
  Two roadrunners. One rock. One lizard.
- "middle":
  Then {pal} {sniffed()}. "Tracks," it said.
  Little X's crossed the sand bar at the water's edge. And at the end of them, on a big boulder in a patch of sunshine, sat a roadrunner with its back feathers fluffed up, soaking up the warmth.
  "Is that ours?" {hero} whispered.
  "No lizard," said Mom. "And look, it's holding something else."
  The roadrunner had a thin twig in its beak.
  Then came the coo. Down the sand bar raced a second roadrunner, the lizard still dangling from its beak. It hopped up onto the boulder beside the first one, raised its crest high, and began to wag its tail.
  "Nobody move," {pal} whispered. "Nobody even blink."
  {hero} held {their} breath. Two roadrunners, one boulder, one lizard. Something was about to happen.
- else:
  Then {pal} {sniffed()}, and its whole body went alert. "Tracks," it said. "Fresh ones."
  A line of little X's ran across the sand bar at the water's edge. And at the end of them, perched on a big boulder in the one patch of sunshine that had made it down into the canyon, sat a roadrunner with its back feathers fluffed up, soaking up the warmth with its eyes half closed, like someone on a beach towel.
  "Is that ours?" {hero} whispered.
  "No lizard," Mom murmured. "And look, it's holding something else."
  She was right. Clamped in the roadrunner's beak, sticking out on both sides like a mustache, was a thin dry twig.
  Then came the coo, echoing softly off the walls. Down the sand bar, legs a blur, raced a second roadrunner, the lizard still dangling from its beak after all this time. It hopped up onto the boulder beside the first one, raised its crest as high as it would go, and began to wag its tail.
  "Nobody move," {pal} breathed. "Nobody even think loudly."
  {hero} held {their} breath. Two roadrunners. One boulder. One lizard, one twig, and a canyon so quiet that {hero} could hear {their} own heart. Something was about to happen, and {they} {were} going to see it.
}
* [Help Mom climb onto a boulder for a better view # act: help] -> got_away
* [Wait in the shade, as still as the canyon walls # act: wait] -> the_gift
* [Ask Mom why the sunbathing bird is holding a twig # act: ask] -> the_nest

=== trail_end_end ===
# place: santa-elena
{band:
- "young":
  {hero} listened to the river for a while. Then {pal} {sniffed()}. "Look!" it whispered.
  Little X tracks went across the sand. At the end of them, on a sunny rock, sat two roadrunners, side by side!
  One of them turned to the other. It held out something in its beak. It was small and striped, with a long tail.
  The lizard!
  The other roadrunner took it. Gulp!
  "It carried the lizard all this way," said {hero}. "Just to give it away!"
  "That is a long way to carry a present," said Mom.
  The two birds sat in the sun. One said, "Coo, coo." The other one looked very full. # ending: end-of-the-trail
- "middle":
  {hero} split the last of the crackers with Mom and watched the river slide past. {They} {were} starting to think the roadrunner was long gone, when {pal} {sniffed()} and went still.
  Little X's crossed the sand at the water's edge. And at the end of them, on a boulder in the sun, two roadrunners were sitting side by side, their back feathers fluffed up to catch the warmth.
  As {hero} watched, one of them turned to the other and held something out in its beak. Something small and striped, with a tail.
  The other roadrunner took it. Gulp.
  "The lizard!" {hero} whispered. "It carried it all the way down here, just to give it away."
  "That's a long way to carry a present," said Mom.
  The two birds sat together in their patch of sunshine, one cooing softly, the other looking very full. {hero} watched them until the sun slid off the boulder, and neither of them seemed to mind the audience one bit. The mystery had been solved at the very end of the trail. # ending: end-of-the-trail
- else:
  {hero} split the last granola bar with Mom, watched the river slide past, and tried not to feel disappointed. It had been a long time since the coo in the thorny trees. Surely the roadrunner was miles away by now, lizard and all. Then {pal} {sniffed()} and went perfectly still.
  A line of little X's crossed the sand at the water's edge. And at the end of them, on a boulder in the one patch of sunshine that reached the canyon floor, two roadrunners were sitting side by side, their back feathers fluffed up to catch the warmth like two very scruffy cushions.
  As {hero} watched, one of them turned to the other and held something out in its beak. Something small and striped, with a long thin tail.
  The other roadrunner considered it for a moment, then took it. Head back. Gulp.
  "The lizard," {hero} whispered. "It carried that lizard all the way down here, the whole length of the trail, just to give it away."
  "That's a long way to carry a present," said Mom. "I can't even get you to carry your own backpack."
  The two birds sat together in their patch of sun, one cooing in a low, pleased voice, the other looking extremely full and not at all sorry about it. {hero} watched them until the sunlight slid off the boulder and onto the water, and the whole time neither bird seemed to mind the audience in the slightest. The mystery had been solved at the very end of the trail, in the quietest place in the whole canyon, and {hero} had been there to see it. # ending: end-of-the-trail
}
-> END

// ---------------------------------------------------------------------------------------------
// Chapter 4: the endings. Each begins where the last choice was made.

=== the_gift ===
# place: santa-elena
{band:
- "young":
  {spot == "mesquite": {hero} did not move. Mom did not move. {pal} did not move at all, not even when a fly landed on its nose.}
  {spot == "cane": {hero} hurried along the trail after the roadrunner, quick and quiet.{found_tracks: {They} followed its fresh X tracks.} {They} stopped at the edge of the sand, just in time. The roadrunner did not mind. People on a trail were nothing new to it.}
  {spot == "end": They sat in the shade, as still as the cliffs. Soon the roadrunners forgot anyone was there. The one with the twig put it down on the rock.}
  The roadrunner with the lizard bowed down low. It wagged its tail. It held out the lizard. Coo, coo, coo.
  The other roadrunner turned its head away.
  "Oh no," {hero} whispered. "It does not want it."
  But the roadrunner with the lizard did not give up. It bowed again, even lower. It wagged its tail even harder. It cooed very softly.
  This time the other roadrunner looked. It took the lizard. Gulp! Down it went.
  {hero} pressed both hands to {their} mouth. Mom was grinning so hard her hat wiggled.
  The roadrunner that gave the present puffed up all its feathers. It looked so proud!
  "A present!" {hero} whispered. "The lizard was a present!"
  {met_ranger: "Just like the ranger said," Mom whispered back.}
  {found_tracks: {hero} thought of the two lines of X tracks. They told the story all along.}
  {high_view: From the steps, the birds had looked so tiny. Now {hero} could see their faces!}
  They tiptoed away. {met_ranger: At the creek, they told Ranger Cruz all about it. She gave {hero} a high five.}{not met_ranger: All the way back, {hero} acted it out for Mom. Bow, wag, coo, gulp!}
  "So who gets the lizard?" asked Mom.
  "The one it was meant for," said {hero}. # ending: the-gift
- "middle":
  {spot == "mesquite": {hero} didn't move. Mom didn't move. {pal} didn't move at all, even when a fly walked right across its nose.}
  {spot == "cane": {hero} set off along the trail after it, fast but light on {their} feet, with Mom right behind. The roadrunner glanced back and kept going, as if people on a trail were the most ordinary thing in the world.{met_ranger: {hero} remembered the ranger's warning and kept a good long gap between them, never once stepping off the trail.}{found_tracks: Where it swerved toward the river, {hero} spotted fresh X's in the dust, with the sand kicked backward, and knew exactly which gap it had taken.} {They} reached the edge of the sunny sand just as the roadrunner stepped onto it, and crouched down beside the cane.}
  {spot == "end": They stayed in the cool shade, as still as the canyon walls, and after a while the two roadrunners on the boulder forgot that anybody was there. The sunbather set its twig down on the rock.}
  The roadrunner with the lizard bowed low, its crest standing straight up and its tail wagging slowly from side to side. It held the lizard out toward the other bird and cooed, coo, coo, coo.
  The other roadrunner turned its head away.
  "Oh no," {hero} breathed. "It doesn't want it."
  The giver tried again. It bowed even lower. It wagged its tail even harder. It cooed so softly that {hero} could barely hear it.
  This time the other bird turned back. It looked at the lizard for a long moment. Then it reached out, took it, tipped back its head, and gulped it down.
  {hero} clapped both hands over {their} mouth. Beside {them}, Mom was grinning so hard that her sunglasses slid down her nose. {pal} {wiggled()}, then remembered to hold still.
  The giver fluffed up every feather it had and cooed again, looking enormously pleased with itself. The other one cooed back, softer. Then the two of them stood side by side in the sun, so close that their long tails touched, and {hero} noticed for the first time that they both had the same bright patch of blue and orange behind their eyes.
  "A present," {hero} whispered. "It was a present the whole time. It caught that lizard for its partner."
  {met_ranger: "Just like Ranger Cruz guessed," Mom whispered. "She'll want to hear this."}
  {found_tracks: {hero} thought of the two lines of X's in the mud, side by side. The tracks had been telling the story all along.}
  {high_view: From the top of the steps, these two had looked like specks. Now {hero} could see the shine in their eyes and their scaly toes gripping the {spot == "end": rock|ground}, two forward and two back.}
  They crept away before the birds could notice them. {met_ranger: At the creek crossing, {hero} told the ranger everything: the bow, the turned head, the second try, the gulp. The ranger laughed so loudly that two hikers turned around. "Made him ask twice, did she? Good for her."}{not met_ranger: All the way back along the trail, {hero} acted it out for Mom: the bow, the turned head, the second try, the gulp. Mom laughed so hard she had to stop walking.}
  "So," said Mom. "Who gets the lizard?"
  "The one it was meant for," said {hero}. "After it asks nicely twice." # ending: the-gift
- else:
  {spot == "mesquite": {hero} didn't move. Mom didn't move. {pal} didn't move at all, not even when a fly landed on its nose and went for a leisurely stroll.}
  {spot == "cane": {hero} didn't stop to think. If {they} waited, the bird would be around the bend of the cane and gone, so {they} went after it along the trail, quick and light, with Mom hurrying behind. The roadrunner glanced back once, decided that people on a trail were nothing new, and kept going.{met_ranger: {hero} kept a good long gap between them all the same, because the ranger had been very clear about what a roadrunner does when it feels followed.}{found_tracks: Where it swerved off toward the river, {hero} read the fresh X's in the dust, sand kicked back toward the trail, and knew exactly which gap it had taken.} {They} reached the edge of the sunny sand just as the roadrunner stepped onto it, and dropped into a crouch beside the cane with about one second to spare.}
  {spot == "end": They stayed in the cool shade, as still as the canyon walls themselves, and after a while the two roadrunners on the boulder simply forgot that anybody was there. The sunbather laid its twig down on the rock, carefully, like someone putting down a pen to shake hands.}
  The roadrunner with the lizard bowed low, so low its beak nearly touched the {spot == "end": rock|ground}, its crest standing straight up and its long tail wagging slowly from side to side. It held the lizard out toward the other bird and cooed, coo, coo, coo, each note softer and lower than the last.
  The other roadrunner turned its head away and looked at the river.
  "Oh no," {hero} breathed. "It doesn't want it. After all that."
  But the giver, it turned out, was not a bird who gave up. It bowed again, even lower. It wagged its tail even harder, so that its whole back end swayed. It cooed so softly that {hero} had to hold {their} breath to hear it at all.
  And this time the other bird turned back. It looked at the lizard for a long, thoughtful moment, the way a person looks at the last cookie on a plate. Then it reached out, took it neatly, tipped back its head, and swallowed it whole in one smooth gulp.
  {hero} clapped both hands over {their} mouth to trap the shout inside. Beside {them}, Mom was grinning so hard that her sunglasses slid down her nose and she didn't even push them back up. {pal} {wiggled()}, then remembered where it was and froze again, looking guilty.
  The giver fluffed up every feather it owned and cooed once more, a low, rolling, deeply satisfied sound, like someone who has just watched a present being unwrapped and loved. After a moment the other one cooed back, quieter, and the two of them settled side by side in the sun, so close that their long tails overlapped, and {hero} saw that they wore the same bright patch of blue and orange behind their eyes, like a matching pair of badges.
  "A present," {hero} whispered. "It was a present the whole time. It caught that lizard and carried it all this way for its partner, and it didn't even take one bite."
  {met_ranger: "Exactly what Ranger Cruz guessed," Mom whispered. "She's going to be unbearable about it."}
  {found_tracks: {hero} thought of the two lines of X's pressed side by side into the mud by the creek. The tracks had been telling this story all along. {They} had just needed to get to the last page.}
  {high_view: From the top of the steps, these two birds had been specks on a map. Now {hero} could see the shine of their eyes, the scaly toes gripping the {spot == "end": rock|ground}, every ruffled feather of their crests, and it felt like meeting someone you had only ever seen in photos.}
  They crept away before the birds could notice them, walking backward for the first few steps as if leaving a room where a baby was asleep. {met_ranger: At the creek crossing, {hero} told the ranger everything: the bow, the turned head, the second try, the gulp. The ranger laughed so loudly that two hikers turned around to stare. "Made him ask twice, did she?" she said. "Good for her. Never take the first lizard."}{not met_ranger: All the way back along the trail, {hero} acted the whole thing out for Mom: the bow, the turned head, the second try, the gulp. By the second gulp Mom was laughing so hard she had to stop and lean on a rock.}
  "So," said Mom, when she could breathe again. "Who gets the lizard?"
  {hero} thought about it properly, because it deserved a proper answer. "The one it was meant for," {they} said. "But only after it asks nicely twice." # ending: the-gift
}
-> END

=== the_nest ===
# place: santa-elena
{band:
- "young":
  {spot == "mesquite": {hero} looked up at the sticks. It was only the wind. When {they} looked back down, the lizard was gone! {hero} had missed it.}
  {spot == "cane": {hero} looked at the other bird. It had a long stick in its beak! It went into the cane. The first roadrunner went in after it. Coo, coo. Clack, clack. When the first one came out, the lizard was gone! {hero} had missed it.}
  {spot == "end": Mom started to tell {hero} about the twig. {hero} turned to listen. When {they} looked back, the lizard was gone! {hero} had missed it.}
  "Oh no," said {hero}. "I missed the present!"
  "Look," whispered Mom. "Look what it is doing now."
  The roadrunner picked up a stick. It hopped up into {spot == "mesquite": the mesquite|a thorny mesquite nearby}, branch by branch. It pushed the stick into a pile of sticks. Then the other roadrunner hopped up and moved the stick, just so.
  "They are making a nest!" said {hero}.
  {met_ranger: "The ranger said so," said Mom. "One brings the sticks. The other one builds."}{not met_ranger: "One brings the sticks," said Mom. "The other one builds."}
  "So the lizard was lunch for the builder!" said {hero}.
  Then one roadrunner brought a very long stick. It got stuck in the branches! It tugged and tugged. The other roadrunner grabbed the end and pulled it through. {hero} giggled into {their} hand.
  {hero} did not see the lizard go. But {they} saw the nest. Soon there would be eggs in it.
  They tiptoed away to let the birds work.{met_ranger: At the creek, {hero} told Ranger Cruz about the nest. "A nest!" she said. "That is even better news."} # ending: sticks-in-the-thorns
- "middle":
  {spot == "mesquite": {hero} looked up at the rustling sticks, half hoping for a baby bird. It was only the breeze, stirring the loose ends of the pile. By the time {they} looked back down, the first roadrunner's beak was empty, and the second one was swallowing hard. {hero}'s stomach dropped. {They} had missed it.}
  {spot == "cane": {hero} looked at the second shape. It was another roadrunner, and it was tugging a long stick out of a tangle of dead cane. It ducked into the cane's shadow with it, and the first roadrunner followed. There was a coo, and a clatter. When the first roadrunner came back out, its beak was empty. {hero} had missed it.}
  {spot == "end": "That's a good question," said Mom, and started to explain, and {hero} turned to listen. That was the mistake. When {they} turned back, the lizard was gone, and the sunbathing roadrunner was swallowing with a very satisfied look. {hero} had missed it.}
  "No!" {hero} groaned under {their} breath. "I missed the handover!"
  "Shh. Keep watching," Mom whispered. "Look what they're doing now."
  The roadrunner that had brought the lizard picked up a stick in its beak. Then it hopped up into {spot == "mesquite": the mesquite, branch by branch, and pushed the stick into the messy pile they had seen before.|a thorny mesquite nearby, branch by branch, and pushed the stick into a messy pile of other sticks wedged in a fork.} The other one hopped up after it, took the stick, and moved it to a slightly different place, like someone fixing a picture on a wall.
  "They're building a nest," {hero} breathed.
  {met_ranger: "Just like the ranger said," Mom whispered. "He brings the sticks, and she does the building."}{not met_ranger: "I read about this," Mom whispered. "One of them brings the sticks, and the other does the building. They like thorny trees, where it's hard for anything to sneak up on them."}
  {hero} thought about it. "So the lizard was lunch for the builder."
  "Building is hungry work," said Mom.
  They watched the roadrunners bring four more sticks, and every single one got moved at least once. The fifth stick was much too long. The giver flew up with it crosswise in its beak, and it jammed between two branches. The bird tugged. It twisted. It tugged again. Then the builder grabbed the other end, and together they pulled it through and into place.
  {pal} had to look away to keep from laughing out loud. "Teamwork," it whispered.
  "In a few weeks there might be eggs in there," said Mom. "Small white ones."
  Then they crept away to let the builders work in peace.
  {met_ranger: At the creek crossing, {hero} had to admit to Ranger Cruz that {they} had missed the handoff. But when {they} told her about the nest, her eyebrows shot up. "Now that's news," she said. "I'll check on it from a distance all spring."}
  {hero} was a little sorry {they} had missed the moment the lizard changed beaks. {They} would never see that part. But {they} had found something better to remember: a nest, just beginning, in the thorns. # ending: sticks-in-the-thorns
- else:
  {spot == "mesquite": {hero} looked up at the rustling sticks, heart pounding, expecting who knew what. It was only the breeze, stirring the loose ends of the pile. By the time {they} looked back down, the first roadrunner's beak was empty and the second one was swallowing hard, with the expression of someone who has just enjoyed a snack very much. {hero} had missed it. The one moment of the whole morning, and {they} had been staring at a pile of twigs.}
  {spot == "cane": {hero} focused on the second shape. It was another roadrunner, and it was doing something odd: tugging and tugging at a long stick caught in a tangle of dead cane, until it came free. It ducked into the cane's shadow with its prize, and the first roadrunner hurried in after it. There was a coo, and a dry clatter of beaks. When the first roadrunner trotted back out, its beak was empty. {hero} had missed it. The one moment of the whole morning, and it had happened behind a curtain of cane.}
  {spot == "end": "That," said Mom, "is a very good question," and she started to explain, and {hero} turned to listen, which turned out to be the single biggest mistake of the day. When {they} turned back, the lizard was gone, and the sunbather was swallowing with a look of deep contentment, its twig dropped on the rock. {hero} had missed it. The one moment of the whole morning, and {they} had been looking at Mom.}
  "No," {hero} groaned, as quietly as a groan can be. "I missed the handover."
  "Shh. Keep watching," Mom whispered. "It's not over. Look what they're doing now."
  The roadrunner that had brought the lizard picked up a stick in its beak, tested it with a little shake, and then hopped up into {spot == "mesquite": the mesquite, branch by branch, and shoved the stick into the very pile {hero} had spotted earlier|a thorny mesquite nearby, branch by branch, and shoved the stick into a messy pile of other sticks} wedged in a fork. The other one hopped up after it, took the stick, considered it, and moved it to a slightly different spot, like someone straightening a picture that had been hung wrong.
  "They're building a nest," {hero} breathed. "They're actually building it. Right now."
  {met_ranger: "Just like the ranger said," Mom whispered. "He fetches, she builds. And apparently she has opinions."}{not met_ranger: "I read about this," Mom whispered. "One of them fetches the sticks and the other does the building. They like thorny trees, where it's hard for anything with teeth to get at the eggs."}
  {hero} turned it over in {their} head. "So the lizard was lunch for the builder. Like bringing sandwiches to someone working on a house."
  "Building is hungry work," Mom agreed.
  They watched the roadrunners bring four more sticks, and every single one was moved at least once after it arrived, and one was moved three times. The fifth stick was a disaster. The giver flapped up with it held crosswise in its beak, and it jammed solidly between two branches, like someone trying to carry a ladder through a doorway sideways. The bird tugged. It twisted its head. It tugged harder, and the whole pile wobbled. Then the builder hopped over, grabbed the other end, and the two of them hauled it through together and wedged it into place with a final shove.
  {pal} had to turn right around and stare at the river to keep from laughing out loud. "Teamwork," it wheezed, when it could speak.
  "In a few weeks there could be eggs in there," Mom murmured. "A handful of small white ones, right in the middle of all those thorns, where hardly anything can reach them."
  Then they crept away, to let the builders get on with it.
  {met_ranger: Back at the creek crossing, {hero} confessed to Ranger Cruz that {they} had missed the handoff, which was embarrassing after all her advice. But when {they} described the nest, the sticks and the thorns and the stick that wouldn't fit, the ranger's face changed. "A nest, right there? That's better than a lizard," she said. "I'll be keeping an eye on that tree all spring, from a very polite distance."}
  {hero} was honestly sorry to have missed the moment the lizard changed beaks. {They} would never get to see that part, and {they} knew {they} would wonder about it for a long time. But {they} had found something {they} hadn't even been looking for: a nest, just beginning, tucked in the thorns, where in a few weeks there would be eggs. # ending: sticks-in-the-thorns
}
-> END

=== got_away ===
# place: santa-elena-overlook
{band:
- "young":
  {spot == "mesquite": {hero} took a step closer. Crack! {They} stepped on a dry seed pod. Zoom! Both roadrunners ran away into the bushes.}
  {spot == "cane": {hero} stood still and waited. The roadrunner ran on, around the tall cane. When they walked on at last, the sand was empty. Both birds were gone!}
  {spot == "end": Mom climbed up a big rock. Her shoe slipped. Little stones went clatter into the water. Zoom! Both roadrunners ran away.}
  They looked and looked. They found lots of X tracks. But the tracks went every which way.
  The sun was very hot now. "Time to go," said Mom. "We need more water."{met_ranger: At the creek, Ranger Cruz asked, "Did you see who got it?" {hero} shook {their} head. "Most days, neither do I," said the ranger.}
  {hero} felt sad. {They} never found out who got the lizard.
  On the drive back, Mom stopped at a lookout. From here, the cliffs looked like one long wall. The river came out of a dark crack in the middle.
  "Somewhere down there is our roadrunner," said {hero}.
  {spot == "mesquite": "The desert is full of dry, crackly things," said Mom. "Next time, we watch where we step."}
  {spot == "cane": "A roadrunner does not wait for anyone," said Mom. "Next time, we keep up."}
  {spot == "end": "Noise and a big shape up on a rock scare a roadrunner," said Mom. "Next time, we stay low."}
  Just then, a roadrunner ran across the parking lot. It had a stick in its beak! Off it went, toward the canyon.
  "Sticks are for a nest," said Mom. "Roadrunners like to build in thorny trees."
  "Then next time, we look in the thorny trees first!" said {hero}.
  The lizard mystery was not solved. But now {hero} had a plan. # ending: the-one-that-got-away
- "middle":
  {spot == "mesquite": {hero} took one step closer. Then another. Then {their} shoe came down on a dry mesquite pod, and it went crack, loud as a firecracker in the quiet. Both roadrunners exploded into motion and streaked off into the brush in two different directions.}
  {spot == "cane": {hero} stayed right where {they} {were} and let the roadrunner go on alone. It trotted around the bend of the cane without looking back, and the second shape slipped after it. They gave the birds a long, patient wait. But when at last they walked on to the patch of sunny sand, nobody was there. Both birds had gone, and the lizard with them.}
  {spot == "end": Mom put her foot on the side of a boulder, and {hero} gave her a push. Mom's shoe skidded, a little avalanche of pebbles rattled down into the river, and by the time she stood up on top, both roadrunners had raced away down the sand bar and around the bend of the wall.}
  They searched for a long time. They found plenty of X tracks, going every which way, crossing and crossing again, like a puzzle with no answer.
  By then the sun was hot even in the shade, and the water bottle was nearly empty. "Time to head back," said Mom. "In this desert, you don't wait until you're thirsty."
  {met_ranger: At the creek crossing, Ranger Cruz looked up hopefully. {hero} just shook {their} head. "Roadrunners," said the ranger kindly. "They win most days."}
  {hero} didn't say much on the walk back. {They} kept thinking about the moment just before it all went wrong. {They} would never know who got the lizard.
  On the drive out, Mom stopped at the Santa Elena Canyon Overlook. From up here, the cliffs looked like one long wall stretching across the desert, split by a single dark crack where the river came out.
  "Somewhere in that crack," said {hero}, "is a roadrunner who knows the answer."
  {spot == "mesquite": "Here's what I learned today," said Mom. "The desert floor is covered in dry, crackly things. A good tracker watches the ground as well as the bird."}
  {spot == "cane": "Here's what I learned today," said Mom. "A roadrunner doesn't wait for anybody. When it runs, sometimes you have to keep up, or it's gone."}
  {spot == "end": "Here's what I learned today," said Mom. "Clattering stones and a big shape popping up on a rock look like trouble to a roadrunner. Next time, I watch from down low."}
  Just then, a roadrunner came trotting out of the creosote bushes beside the pull-out, not ten steps away. It had a long stick in its beak. It crossed the gravel without even glancing at them and ran off toward the canyon.
  "A stick," {hero} said. "Mom, it's carrying a stick."
  {met_ranger: Then {hero} remembered what Ranger Cruz had said. In spring, he fetches the sticks, and she builds the nest.}{not met_ranger: "Nest stuff," said Mom. "In spring, a roadrunner with a stick is building a home, most likely in a thorny tree."}
  {hero} watched it go until it was only a dot. {They} hadn't solved the mystery of the lizard. But {they} had a new clue, and a plan for next spring: start at the thorny trees, and look for the nest. # ending: the-one-that-got-away
- else:
  {spot == "mesquite": {hero} took one careful step closer. Then another, slightly less careful. Then {their} shoe came down on a dry mesquite pod lying hidden in the dust, and it snapped with a crack like a firecracker in the hush. Both roadrunners exploded into motion and streaked off into the brush in two completely different directions, and whichever one had the lizard, it took it along.}
  {spot == "cane": {hero} stayed exactly where {they} {were}, which felt very wise for about a minute. The roadrunner trotted on around the bend of the cane without a backward glance, and the second shape slid after it. They gave the birds a long, patient, sensible wait. And when at last they crept on to the patch of sunny sand, it was as empty as a stage after the show, with nothing left but a scatter of X's and the river sliding by. Both birds had gone, and the lizard with them.}
  {spot == "end": Mom set her foot on the side of a boulder, and {hero} gave her a helpful shove from below. Mom's shoe skidded, a small avalanche of pebbles went rattling down into the river, and by the time she stood triumphantly on top, both roadrunners had raced off down the sand bar and around the bend of the canyon wall, and the boulder they had been sitting on was just a rock again.}
  They searched for a long time. There were plenty of X tracks, crossing and re-crossing and doubling back, going every direction at once, like a puzzle designed by someone who didn't want it solved.{found_tracks: For once, even the little ridges of kicked-up sand that had worked so well by the river weren't any help.}
  By then the sun stood high over the canyon, and the water bottle sloshed with only a mouthful left. "Time to head back," said Mom. "In this desert, you drink before you're thirsty and you leave before you're tired."
  {pal} tried to help by listing everything good they had seen that morning: a roadrunner sunbathing, a cliff that stood in Mexico{found_tracks:, a coyote in another country, tracks that told lies}{high_view:, the whole desert from the top of the steps}{met_ranger:, a ranger who knew everything about lizards}. It was a good list. It didn't help much.
  {met_ranger: At the creek crossing, Ranger Cruz caught {hero}'s eye and raised her eyebrows in a question. {hero} shook {their} head. "Don't feel bad," the ranger said. "Roadrunners win most days. That's what made those two times so special."}
  {hero} didn't say much on the walk back. It wasn't the heat. It was the feeling of a book snatched away two pages from the end, and the knowledge, which was worse, that {spot == "end": {hero} and Mom had done the snatching themselves, one shove and one skidding shoe at a time|{they} had done the snatching {themself}}.
  On the drive out, Mom pulled in at the Santa Elena Canyon Overlook. From up here, the cliffs they had stood beneath looked like one long wall laid across the desert, split by a single dark crack where the river slipped out, and the thorny trees and the cane were nothing but a green smudge at its foot.
  "Somewhere in that crack," said {hero}, "there's a roadrunner who knows the answer and isn't telling."
  {spot == "mesquite": "Here's what I learned today," said Mom, leaning on the warm railing. "A desert floor is covered in dry things that crack. A good tracker watches the ground as closely as the bird."}
  {spot == "cane": "Here's what I learned today," said Mom, leaning on the warm railing. "Waiting is good manners, but a roadrunner doesn't wait for anybody. When it runs, sometimes the only way to see the end of the story is to keep up."}
  {spot == "end": "Here's what I learned today," said Mom, leaning on the warm railing. "Clattering stones and a big shape popping up on a rock look like trouble to a roadrunner. Next time, I'll admire the view from down low, like a sensible person."}
  As if it had been waiting for its cue, a roadrunner came trotting out of the creosote bushes beside the pull-out, not ten steps away, with a long stick held crosswise in its beak like a tightrope walker's pole. It crossed the gravel without so much as a glance at them and set off toward the canyon at a run, stick and all.
  {hero} stared after it. "Mom. That's a stick. Roadrunners don't eat sticks."
  {met_ranger: "No," said Mom, "but Ranger Cruz told us what they do with them." And {hero} remembered: in spring, he fetches the sticks, and she builds the nest.}{not met_ranger: "Nest stuff," said Mom. "In spring, a roadrunner carrying a stick is building a home, most likely right in the middle of a thorny tree."}
  {hero} watched it until it was a speck, and then a guess, and then gone. {They} hadn't solved the mystery of the lizard, and {they} never would. But a good detective doesn't need every case closed. {They} had a new clue and a plan for next spring: start at the thorny trees, and look for the nest. # ending: the-one-that-got-away
}
-> END
