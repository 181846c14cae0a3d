# title: Where the Sand Is Born
# month: 3
INCLUDE shared/story.ink

// How chapter 2 went: "trail" (straight to the Alkali Flat Trail), "ranger" (asked Ranger Baca), "dunes" (read the dunes on the Dune Life Nature Trail).
VAR route = ""
// Where chapter 3 happened: "crest" (the windy crest on the trail), "flat" (the edge of Alkali Flat), "playa" (back at the playa).
VAR spot = ""
// They looked at sand through Grandpa's magnifier and saw it was crystal crumbs.
VAR saw_grains = false
// The ranger told them the recipe: gypsum washed from the mountains, no river out, water dries into crystals.
VAR knows_recipe = false
// They worked out that the dunes' gentle sides all point back toward the flat.
VAR read_dunes = false

-> playa_sunrise

// ---------------------------------------------------------------------------------------------
// Chapter 1: a cold March sunrise at the playa. A raven drops a crystal, and a ranger names it.
// ---------------------------------------------------------------------------------------------
=== playa_sunrise ===
# place: playa
{band:
- "young":
  It was a cold morning. {hero} could see {their} breath. Puff, puff!
  Grandpa, {hero} and {pal} walked to the end of the Playa Trail. The ground there was flat as a floor. Rainwater lay on top, and all around it the ground was crusty and white.
  {kind == "otter" or kind == "turtle": {pal} peered in. "A puddle with big plans," it said.|{pal} stepped on the white crust. Crunch!}
  Then the sun came up, and everything turned pink. Even Grandpa's ears!
  A big black raven landed on the crust. Peck, peck, tug! It pulled out something shiny. "Kraa!" it said, and flew off. Plop! The shiny thing fell by {hero}'s shoe.
  {hero} picked it up. It was flat and clear, like a bit of window. {They} scratched it with a fingernail, and it made a line!
  "That is not glass," said Grandpa. "And it is not ice."
  A ranger came along the trail. Her name was Ranger Baca. "That is a crystal," she said. "All the sand here is made of crystals like that. This is the biggest field of white gypsum dunes on Earth." # fact: gypsum-dunefield-world
  "Where do the crystals come from?" asked {hero}.
  Ranger Baca pointed far away. "From an old dry lake out there. The wind breaks the crystals into sand."
  "I want to see it!" said {hero}.
  "Then be quick," said the ranger. "Sometimes the road closes for rocket tests nearby. Today it closes at one o'clock." # fact: surrounded-missile-range
  {hero} put the crystal back. It belonged to the park. "Where do we start?" asked Grandpa.
- "middle":
  The Playa Trail was short and flat, and on this cold March morning it was all theirs. {hero}'s breath came out in little clouds. Grandpa walked in front with his hands in his pockets.
  The trail ended at a wide, bare patch of ground as flat as a kitchen floor. Rain had fallen two nights ago, and a thin sheet of water still lay across the middle. All around it, the ground was crusted white, like the rim of a bowl where milk has dried.
  {kind == "otter" or kind == "turtle": {pal} hurried to the water and peered in. "That's not a lake," it said sadly. "That's a puddle with big plans."|{pal} tapped the white crust with one foot. It crunched like toast.}
  Then the sun rose over the mountains behind them, and everything turned pink at once: the water, the crust, the dunes, even the tips of Grandpa's ears.
  A raven landed on the crust. It pecked, tugged, and pulled loose something that flashed like a tiny mirror. "Kraa," it said, and flapped off. Right over {hero}'s head, it let go. The shiny thing dropped beside {their} shoe.
  {hero} picked it up. It was flat and clear, like a broken bit of window, but its edge was made of thin layers, like the pages of a book. {They} pressed a fingernail into it, and it left a scratch.
  "Glass doesn't scratch like that," said Grandpa, unfolding the little magnifier he kept for maps and splinters. "And it isn't ice. It's not even cold."
  "It's selenite," said a voice. A ranger in a wide hat was coming along the trail. Her name tag said Ranger Baca. "That's gypsum, grown into a crystal. Every grain in those dunes is the same stuff. This is the largest gypsum dunefield in the world." # fact: gypsum-dunefield-world
  "Then where do all the crystals come from?" asked {hero}.
  Ranger Baca pointed west, toward a line of far blue mountains. "Out there is a dry old lakebed called Alkali Flat. Crystals grow on it, and the wind breaks them into sand. Sand is being born out there right now."
  "I want to see that," said {hero}.
  "Then watch the clock," said the ranger. "This park is surrounded by a missile range, and today the road closes at one o'clock for a test. Everybody has to be out of the dunes by then." # fact: surrounded-missile-range
  {hero} set the crystal back on the crust, right where the raven had found it. It belonged to the park.
  Grandpa looked at his watch, then at the far mountains. "Five hours," he said. "Where do we start?"
- else:
  Just after the gates opened on a March morning, White Sands was cold enough that {hero} could watch {their} own breath drift away, and the Playa Trail was so empty it felt like trespassing. Grandpa walked in front, hands jammed in his pockets, humming something tuneless. {pal} brought up the rear and complained, in a low and steady voice, about the hour.
  The trail ended at a wide, bare stretch of ground as flat as a parking lot and a good deal more interesting. Rain had fallen two nights before, and a thin sheet of water still lay across the middle, perfectly still, with the whole sky printed on it. Around the water, the ground had dried into a white, crackly crust, like the ring a glass of milk leaves on a table if you forget it overnight.
  {kind == "otter" or kind == "turtle": {pal} trundled straight to the water's edge, looked in, and sighed. "That's not a lake," it said. "That's a puddle with ambitions."|{pal} pressed one foot onto the crust, which crunched like burnt toast, and looked up accusingly, as if {hero} had done it.}
  Then the sun cleared the mountains behind them, and for about a minute the entire world went pink: the water, the crust, the long white dunes beyond, and both of Grandpa's ears.
  That was when the raven arrived. It landed on the crust a few steps away, big and glossy and extremely busy, and set to work with its heavy beak: peck, toss, peck, tug. Something came loose and flashed in the new light. "Kraa," the raven announced, and took off with its prize. Directly above {hero}, it changed its mind and let go.
  The thing landed beside {their} shoe. {hero} picked it up. It was flat and clear and about as long as {their} thumb, like a shard of window glass, except that its edge was built of paper-thin layers, stacked like the pages of a closed book. On an impulse {they} pressed a fingernail into it. It scratched. Glass, {hero} was fairly sure, was not supposed to do that.
  "Not glass," agreed Grandpa, unfolding the little magnifier he carried for reading maps and removing splinters. He squinted. "Not ice, either. It isn't even cold."
  "Selenite," said a voice behind them. A ranger was coming up the trail with a clipboard under one arm; her name tag said Ranger Baca. "That's gypsum that has grown into a crystal. And every single grain of sand in those dunes is gypsum too. You're standing at the edge of the largest gypsum dunefield in the world." # fact: gypsum-dunefield-world
  {hero} looked from the crystal in {their} palm to the dunes, white for miles, and felt the question arrive all at once. "So where do the crystals come from?"
  The ranger pointed west, past the dunes, to a line of mountains gone blue with distance. "Out there is an old dry lakebed called Alkali Flat. Crystals grow on it, and the wind breaks them up into sand. It isn't finished, either. Sand is being born out there this morning."
  "I want to see that," said {hero}, before {they} had even decided to.
  "Then watch the clock," said Ranger Baca. "The park is surrounded by a missile range, and the road closes at one o'clock today for a test. Everybody has to be out of the dunes by then. No exceptions, not even for sand." # fact: surrounded-missile-range
  {hero} turned the crystal over once more, then set it back on the crust exactly where the raven had dug it up. It belonged here. Grandpa checked his watch, looked at the far mountains, and did the sort of sum grown-ups do with their eyebrows. "Just under six hours," he said. "Where do we start?"
}
* [Hurry to the Alkali Flat Trail and start walking # act: go] -> trail_start
* [Ask the ranger how water can make a crystal # act: ask] -> ranger_recipe
* [Look at the dunes on the Dune Life Nature Trail to see which way the sand travels # act: look] -> dune_reading

// ---------------------------------------------------------------------------------------------
// Chapter 2, first way: straight to the Alkali Flat Trail. The register, the posts, the crumbs.
// ---------------------------------------------------------------------------------------------
=== trail_start ===
# place: alkali-flat
~ route = "trail"
{band:
- "young":
  They drove down the white road until it ended. Big banks of sand lay on each side, like snow after a snowplow.
  A sign said Alkali Flat Trail. Next to it was a little box with a book inside. Grandpa wrote their names in the book. "Now the rangers know we are out here," he said.
  He gave {hero} a big bottle of water. "There is no water out there, and no shade."
  There was no path. There were only tall posts in the sand, one after another. They walked to the first post. The sand was cool and soft. Their feet sank in. Squish, squish.
  {flies(): {pal} flew to the top of the post and sat there like a winner.|{pal} {moved()} up the slope, slipping and sliding.}
- "middle":
  Dunes Drive ran deeper and deeper into the dunes, until the pavement ran out and the road turned to packed white sand, with banks heaped up on both sides as if a snowplow had just been through. At the very end, a sign marked the start of the Alkali Flat Trail.
  Beside it stood a wooden box with a notebook inside. "The trail register," said Grandpa, writing their names and the time. "It tells the rangers who's out there. When we get back, we sign out, so they know we made it."
  He handed {hero} a big bottle of water. "One each, and we drink before we're thirsty. There's no water out there, and not one scrap of shade."
  There was no path, either. There were only tall posts stuck in the sand, one after another, each one just in sight of the last. They climbed toward the first one. The sand was cool and soft, and every step sank to the ankle.
  {flies(): {pal} flew ahead and landed on top of the post, looking as if it had won a race.|{pal} {moved()} up the slope ahead of them, sinking and scrambling and refusing to be beaten.}
- else:
  Dunes Drive ran deeper and deeper into the white, until the pavement simply gave up and the road became packed gypsum, with pale banks shoved up along both sides exactly like the snowbanks a plow leaves, except that it was March in the desert and nobody was wearing a coat by now. At the very end of the road, a sign marked the start of the Alkali Flat Trail.
  Next to it stood a wooden box with a notebook inside. "The trail register," said Grandpa, and wrote their names and the time in careful capitals. "The rangers check it. If somebody signs in and never signs out, they come looking." He tapped the page. "So we sign out. Always."
  Then he handed {hero} a water bottle the size of a small fire extinguisher. "One each, and we drink before we're thirsty, not after. There's no water out there and not a single scrap of shade."
  There was no path, either, which surprised {hero} more than it should have. There were only tall posts stuck into the sand at intervals, marching up and over the first dune, each one placed so you could just see the next. They climbed toward the first post. The sand was cool and soft and swallowed {their} shoes to the ankle at every step, so that walking felt like wading.
  {flies(): {pal} flew ahead, landed on top of the post, and looked back down at them with the expression of someone who has never once had sand in its shoes.|{pal} {moved()} up the slope ahead of them, sinking, scrambling and muttering, but refusing on principle to be overtaken by a grandfather.}
}
~ saw_grains = false
{end_now: -> early_trail}
~ saw_grains = true
{band:
- "young":
  At the third post, {hero} took a handful of sand. Grandpa gave {them} his little magnifier.
  {hero} looked close. The sand was not round! It was tiny bits and flakes. Some bits were flat and clear, just like the raven's crystal.
  "It is crystal crumbs!" said {hero}.
  From the next dune top, they could see far away. There were white dunes, and then mountains. At the bottom of the mountains lay a flat, pale line.
  "That must be the old lake," said Grandpa.
  Then the wind came. Whoosh! Sand blew off the tops of the dunes. It stung {hero}'s legs.
  The next post looked blurry. Was the wind hiding it?
- "middle":
  At the third post, {hero} stopped to catch {their} breath and scooped up a handful of sand. Grandpa passed over his magnifier. Close up, the grains were not round at all. They were tiny chips and flakes, and some were flat and clear, exactly like the raven's crystal, only smaller than a poppy seed.
  "Crumbs," said {hero}. "This whole dune is crystal crumbs."
  "Crumbs are my favorite part of anything," said {pal}.
  From the top of the next dune they could see a long way: white crests rolling on and on, and beyond them, the dark line of the mountains. Right at the foot of the mountains, where the dunes seemed to stop, lay a flat, pale band. "That has to be the flat," said Grandpa.
  Then the wind arrived. It came from the direction of the flat, cool and steady, and all along the crests the sand began to lift and stream away in thin, whispering sheets. It stung {hero}'s ankles. Up ahead, the next post looked fuzzy, as if someone had rubbed it with an eraser.
- else:
  At the third post, {hero} stopped to breathe and, mostly as an excuse to keep stopping, scooped up a handful of sand. Grandpa passed over the magnifier without being asked. Up close, the grains were not the smooth little balls {they} had expected. They were chips. Splinters. Flakes with sharp edges, and some of them flat and clear as windowpanes, exactly like the raven's crystal, only smaller than poppy seeds.
  "Crumbs," said {hero}, with the slow delight of someone who has just solved something. "The whole dune is made of crystal crumbs."
  "Crumbs," said {pal} thoughtfully, "are the best part of most things."
  From the top of the next dune they could see a long, long way: white crests rolling on like waves frozen halfway through a storm, and beyond them, the dark wall of the mountains. At the very foot of the mountains, where the dunes seemed to run out of ideas, lay a flat, pale band. Grandpa shaded his eyes. "That," he said, "has to be the flat."
  Then the wind arrived. It came from the direction of the flat, cool and steady, and all along the crests the sand began to lift and pour away in thin, whispering sheets that hissed around {hero}'s ankles and stung {their} bare shins. Up ahead, the next post had gone fuzzy at the edges, as though somebody had started rubbing it out and been interrupted.
  {hero} looked at the post. {They} looked at the pale band. The wind hissed, and did not say whose side it was on.
}
* [Keep following the posts to the edge of the lakebed # act: go] -> flat_edge
* [Climb the tall crest ahead to watch the wind at work # act: look] -> crest_in_wind
* [Turn back to the playa and ask the ranger what the wind is up to # act: ask] -> playa_again

// "End now" at the first post: crumbs from far away, and the flat saved for another day.
=== early_trail ===
# place: alkali-flat
{band:
- "young":
  At the first post, they sat down and had a drink. The dunes went on and on.
  "The old lake is too far for today," said Grandpa. "We must be back before the road closes."
  {hero} nodded. Then {they} saw something. The sand on {their} knees was sparkling. Tiny flakes shone like little mirrors.
  "Grandpa! These flakes came from the old lake," said {hero}. "The wind brought them all the way here!"
  "Then a bit of the lake came to meet you," said Grandpa.
  {pal} looked at {hero}'s sparkly knees. "You are wearing the lake," it said.
  They walked back down, and Grandpa wrote in the book again. Then {hero} brushed {their} knees off, right onto the dune. The flakes had a long way still to go. # ending: crumbs_from_far_away
- "middle":
  At the first post, they sat down on the crest to drink, and {hero} looked west. Dunes rolled away on every side, white on white, all the way to the mountains. The flat was out there somewhere, much too far to see from here.
  "It's farther than it looked from the car," {hero} admitted.
  "Most things are," said Grandpa. "And with the road closing at one, we'd be racing the clock the whole way there and back. I'd rather sit here a minute."
  {hero} nodded slowly. Then {they} noticed the sand on {their} knees. It was glittering. Every grain caught the sun like a tiny chip off the raven's crystal.
  "These came from out there," {hero} said. "The wind brought them all this way."
  "Then a little bit of the flat came to meet you," said Grandpa.
  {pal} inspected {hero}'s glittering knees. "You're wearing the flat," it said. "It suits you."
  They went back down to the trailhead, and Grandpa wrote the time next to their names in the register, so the rangers would know they were safe. Then {hero} brushed {their} knees off onto the foot of the dune and watched the grains glitter as they fell. They had come a long way from the flat, and they still had a long way to go. # ending: crumbs_from_far_away
- else:
  At the first post, they sat down on the crest to drink, and {hero} looked west. Dunes rolled away on every side, white on white on white, all the way to the mountains, and the flat was somewhere out there beyond them, much too far to see.
  "It's farther than it looked from the car," {hero} admitted.
  "Most things are," said Grandpa. "And we'd be racing the road closure the whole way, watching the clock instead of the sand." He screwed the lid back on his bottle. "I'd rather spend the time sitting up here and looking than running there and back."
  {hero} wanted to argue, and then found {they} didn't. {They} nodded. That was when {they} noticed {their} knees. The sand on them was glittering, every grain throwing back a tiny spark of sun, like a chip off the raven's crystal.
  "These came from out there," {hero} said slowly. "All of them. The wind carried them all this way, one at a time." It was a strange thought: that {they} {were} sitting on a dune made entirely of travelers.
  "Then a little bit of the flat came out to meet you," said Grandpa. "That's polite of it."
  {pal} examined {hero}'s knees with the air of a jeweler. "You're wearing the flat," it said. "Real crystal. Very fashionable this year."
  They went back down to the trailhead, and Grandpa wrote the time beside their names in the register, so that no ranger would have to come looking. Before they got in the car, {hero} knelt at the foot of the first dune and brushed {their} knees off onto it, grain by glittering grain. They had traveled all this way from the flat, and it seemed only fair to let them carry on. # ending: crumbs_from_far_away
}
-> END

// ---------------------------------------------------------------------------------------------
// Chapter 2, second way: Ranger Baca's recipe, and a baby lakebed at the water's edge.
// ---------------------------------------------------------------------------------------------
=== ranger_recipe ===
# place: playa
~ route = "ranger"
~ knows_recipe = true
{band:
- "young":
  Ranger Baca knelt by the water, and so did {hero}.
  "Look all around," said the ranger. "What do you see?"
  {hero} turned in a circle. There were mountains on this side. There were mountains on that side. Mountains all the way around, like the sides of a bowl!
  "The mountains have gypsum in their rocks," said the ranger. "Each rain washes a little of it down here. In most places, a river takes it away. So white dunes are rare. But no river leaves this valley. The water sits in puddles and lakes. The sun dries it up. And the gypsum turns into crystals!" # fact: gypsum-dissolves-water
  "It is a bowl with no drain," said {hero}.
  "Yes!" said the ranger.
- "middle":
  Ranger Baca crouched at the edge of the water, and {hero} crouched next to her. Grandpa lowered himself down too, with a small groan.
  "Look around," said the ranger. "What do you see on every side?"
  {hero} turned in a circle. There were mountains to the east, glowing in the sunrise, and mountains to the west, far and blue. There were mountains all the way around, like the sides of a bowl.
  "The rock in those mountains holds gypsum," said Ranger Baca. "Rain washes it down into this valley. Gypsum slowly dissolves in water, a little with every rain. Anywhere else, a river would carry it off to the sea. But no river leaves this valley. So the water sits in puddles and lakes until the sun dries it up, and the gypsum is left behind as crystals. That's why dunes like these are so rare." # fact: gypsum-dissolves-water
  "It's a bowl with no drain," said {hero}.
  "Exactly," said the ranger.
- else:
  Ranger Baca crouched at the edge of the water, and {hero} crouched beside her. Grandpa lowered himself down too, with the small groan of a man whose knees have opinions.
  "Before I tell you anything," said the ranger, "look around. What do you see on every side?"
  {hero} turned in a slow circle. To the east, mountains, glowing orange where the sun had just come over them. To the west, more mountains, far and blue. North and south, lower hills, but hills all the same. There was no gap anywhere. It was like standing in the bottom of an enormous bowl.
  "The rock in those mountains holds gypsum," said Ranger Baca. "When it rains, water washes the gypsum down into this valley. And gypsum dissolves in water, slowly, a little more with every storm. Almost anywhere else in the world, a river would carry it off to the sea, and that would be that. But no river leaves this valley. Not one. So the water just sits in puddles and lakes until the sun dries it up, and the gypsum gets left behind as crystals. That's why gypsum dunes are so rare, and why this place has them anyway." # fact: gypsum-dissolves-water
  "It's a bowl with no drain," said {hero}.
  The ranger grinned. "I've been explaining that for eleven years," she said, "and I've never once put it that well."
}
{end_now: -> early_ranger}
{band:
- "young":
  The ranger pointed at the white crust by the water. "Now look at that."
  Grandpa gave {hero} his magnifier. {hero} looked close. The crust was made of tiny crystals, thin as hairs!
  "They grew after the rain," said the ranger. "This little puddle is doing what the big lake did. Long ago, this valley was a giant lake. People walked by it. So did mammoths! Very old footprints of people and mammoths were found here." # fact: footprints-ice-age
  {pal} {sniffed()}. "No mammoths," it said.
  "At the old lake, look for crystals that stand up like fins," said the ranger.
  Then her radio crackled. "Road closes at one," said a voice. Grandpa looked at the sun. It was climbing fast.
- "middle":
  She pointed at the white rim around the water. "Now take a look at that."
  Grandpa handed {hero} the magnifier. Up close, the rim wasn't plain crust at all. It was a tangle of tiny clear crystals, thin as eyelashes, pointing every which way.
  "Two days ago those weren't there," said Ranger Baca. "The rain made this pond, the sun is drying it, and look what it's leaving behind."
  "It's a baby Alkali Flat," {hero} breathed.
  {pal} {sniffed()}. "Small," it decided. "But promising."
  "Long ago, in the Ice Age, a huge lake filled this valley," the ranger said. "Alkali Flat is its bottom. People walked along its shores, and so did mammoths and giant ground sloths. Their footprints have been found in this park." # fact: footprints-ice-age
  She stood up and brushed off her knees. "When you get to the flat, look for crystals standing up out of the crust like little fins. That's where the sand starts."
  Her radio crackled, and a voice said something about the road closing at one. Grandpa looked at the sun, already well up over the mountains, and then at {hero}.
- else:
  She pointed at the white rim around the water. "Now. Take a look at that."
  Grandpa passed over the magnifier. Up close, the rim was not plain crust at all. It was a tangle of tiny clear crystals, thin as eyelashes, crossing and piling over each other like spilled pins.
  "Two days ago, none of those existed," said Ranger Baca. "The rain made this pond. The sun is drying it. And that's what it leaves behind."
  "It's a baby Alkali Flat," {hero} said. {They} felt oddly protective of it, the way you feel about a very small puppy.
  {pal} {sniffed()} at it for a long moment. "Small," it concluded. "But it has potential."
  "Back in the Ice Age," the ranger went on, "a huge lake filled this whole valley, and Alkali Flat is what's left of its floor. People walked along its shores, along with mammoths and giant ground sloths, and their footprints have been found right here in the park." # fact: footprints-ice-age
  {hero} tried to picture a mammoth ambling past this puddle and found it was surprisingly easy.
  The ranger stood and brushed off her knees. "When you get to the flat, look for crystals standing up out of the crust like little fins. That's where the sand starts."
  Her radio crackled. A voice said something about one o'clock and the road. Grandpa glanced at the sun, which was climbing with what {hero} considered unnecessary speed, and then at {hero}, and raised both eyebrows in a way that meant, your call.
}
* [Go and climb the big windy dunes on the Alkali Flat Trail # act: go] -> crest_in_wind
* [Wait here with the ranger and watch the water's edge # act: wait] -> playa_again
* [Help Grandpa fill the water bottles for the long hike to the flat # act: help] -> flat_edge

// "End now" by the water: the recipe, told back to Grandpa.
=== early_ranger ===
# place: playa
{band:
- "young":
  {hero} drew a bowl in the wet sand with one finger. {They} drew mountains all around it.
  "Here is the rain," {hero} said, and drew little lines. "It washes gypsum off the mountains, into the bowl. Then the sun dries it up. Then, crystals!"
  "And then?" asked Grandpa.
  "The wind breaks the crystals into sand," said {hero}. "And the sand makes the dunes!"
  The ranger clapped. "You could be a ranger," she said.
  {pal} pressed one foot into the sand next to the bowl. "That is me," it said. "Watching."
  "The old lake is far, and the road closes soon," said Grandpa. "But now you know its whole recipe."
  {hero} looked out at the white dunes. Every grain out there had started in a puddle like this one. # ending: bowl_with_no_drain
- "middle":
  {hero} knelt and drew a bowl in the damp ground with one finger, with little mountains all around the rim.
  "So first it rains," {hero} said, drawing dashes. "The rain washes gypsum down off the mountains into the bowl. It can't get out, because there's no drain. Then the sun dries up the water, and the gypsum turns into crystals."
  "And then?" asked Grandpa.
  "Then the wind breaks the crystals into crumbs and blows them into dunes," said {hero}. "Every single grain out there started in a puddle."
  Ranger Baca clapped, just twice. "I might need to hire you," she said.
  {pal} pressed a footprint into the damp ground beside the bowl. "That's me," it said. "Supervising."
  Grandpa looked out at the far mountains. "We won't reach the flat before the road closes," he said. "But I'm not sure we need to. You just drew it."
  {hero} looked down at the drawing, and then at the tiny crystals growing at the edge of the water. This puddle didn't know it was small. It was doing exactly the same job as the old lake, one crystal at a time. # ending: bowl_with_no_drain
- else:
  {hero} knelt and drew a bowl in the damp ground with one finger, then added a ring of pointed mountains around the rim, then, after some thought, a very small raven.
  "So first it rains," {hero} said, drawing dashes. "The rain washes gypsum off the mountains and down into the bowl. It can't get out, because there's no drain. No river. The water just sits. Then the sun dries it up, and the gypsum is left behind as crystals."
  "And then?" said Grandpa, who clearly knew perfectly well and wanted to hear it anyway.
  "Then the wind breaks the crystals into crumbs and piles them up into dunes." {hero} sat back on {their} heels. "Which means every single grain out there started in a puddle. Like this one."
  Ranger Baca clapped, twice, precisely. "I may have to hire you," she said. "You'd need a hat."
  {pal} stepped up and pressed one neat footprint into the corner of the drawing, which it said was its signature, and which the ranger said was a very good likeness.
  Grandpa looked west, toward the flat they would not reach today. "It's been making sand for thousands of years," he said. "And you just drew the whole factory from memory. I'd say you've seen it."
  {hero} looked from the drawing to the real thing: the white fuzz of new crystals creeping along the water's edge. The puddle had no idea it was small. It was doing exactly what the great lake had done, with exactly the same patience, and {hero} decided that was one of the best things {they} had ever seen a puddle do. # ending: bowl_with_no_drain
}
-> END

// ---------------------------------------------------------------------------------------------
// Chapter 2, third way: the Dune Life Nature Trail. Two sides of a dune, and arrows made of sand.
// ---------------------------------------------------------------------------------------------
=== dune_reading ===
# place: dune-life
~ route = "dunes"
{band:
- "young":
  The Dune Life Nature Trail went up a big dune. It was steep! {hero} had to use {their} hands.
  There were marks in the sand. Tiny dots went this way and that. "A beetle walked here last night," said Grandpa.
  There were little pawprints too. "A kit fox, maybe," said Grandpa. "It hunts at night and sleeps all day."
  {kind == "fox": {pal} put its paw next to a print. "My cousin!" it said.|{pal} {sniffed()}. "It is asleep now," it said.}
  At the top, {hero} stopped. This dune had two sides. One side was long and gentle. The other side was short and very steep!
- "middle":
  The Dune Life Nature Trail started a short drive up the road. Little signposts led up the first dune, which was so steep that {hero} had to lean forward and use {their} hands.
  The sand here was full of stories. A row of tiny stitches wandered across it, where a beetle had walked in the night. A line of small, neat pawprints went straight up the slope and over the top.
  "A kit fox, I'd guess," said Grandpa. "They hunt at night and sleep all day."
  {kind == "fox": {pal} put its own paw down next to a print. "Cousin," it said proudly.|{pal} {sniffed()}. "Whoever it was, they're asleep now," it said.}
  Halfway up, {hero} looked back. The playa was a small white smudge now, far below, and the raven was nowhere to be seen.
  At the top, {hero} stopped. The dune had two sides, and they were not the same. The side they had climbed was long and gentle. The other side dropped away short and steep, like the back of a chair.
- else:
  The Dune Life Nature Trail began a short drive up the road, where little signposts led up and over the first dune. It was so steep that {hero} ended up climbing it like a ladder, hands and feet, with sand pouring out of {their} sleeves.
  The sand here had been written on all night. A row of tiny stitches wandered across it and back again, where a beetle had gone somewhere and then apparently changed its mind. A line of small, neat pawprints ran straight up the slope and over the top, with no wandering at all.
  "Kit fox, I'd guess," said Grandpa, bending over them. "They hunt at night and sleep all day. That one's probably snoring in a den somewhere around here."
  {kind == "fox": {pal} set its own paw down beside one of the prints and compared them with deep satisfaction. "Cousin," it said. "Smaller. Less handsome. But family."|{pal} {sniffed()}. "Whoever it was," it said, "they've gone to bed, and I respect that."}
  At the top, {hero} stopped to get {their} breath back and looked down at {their} own feet, and then at the slope ahead, and then back again. {They} had climbed a hundred hills before and never noticed what {they} noticed now.
 This dune had two sides, and they were not the same. The side they had come up was long and gentle. The far side dropped away short and steep, like the back of a chair, or the wall of a wave just before it breaks.
}
{end_now: -> early_dunes}
~ read_dunes = true
{band:
- "young":
  A little wind blew up the gentle side. {hero} lay down on {their} tummy to watch.
  Hop, hop, hop! Tiny grains of sand hopped up the slope. At the top, they fell over the edge. Then they slid down the steep side.
  "The dune is moving!" said {hero}.
  "Yes," said Grandpa. "The wind pushes some dunes many feet each year." # fact: dunes-move-feet
  {hero} looked around. All the dunes had a gentle side. All the gentle sides faced the same way, back toward the far mountains. That was where the wind came from. And that was where the old lake was!
  "The dunes are like arrows," said {hero}. "They point back to where the sand was born!"
  Grandpa looked at his watch. "Then we had better hurry," he said.
- "middle":
  A breeze was blowing up the gentle side. {hero} lay flat on {their} stomach at the crest to watch. Grains of sand were hopping up the slope, one little bounce after another, like popcorn that couldn't quite pop. At the top they tumbled over the edge and slid down the steep side.
  "The dune is moving," said {hero}. "It's walking, one grain at a time."
  "It is," said Grandpa. "Some dunes here move as much as thirty feet a year." # fact: dunes-move-feet
  "Thirty feet!" said {pal}. "I hope nobody parks next to one."
  Then {hero} sat up and looked around. Every dune in sight had a long gentle side and a short steep side. And every gentle side faced the same way: west, toward the far mountains, where the wind was coming from. Where the ranger had pointed.
  "Grandpa," said {hero}. "The sand has been walking away from the flat for thousands of years. The dunes are like arrows. They all point back to where the sand was born."
  Grandpa checked his watch and whistled. "Then we'd better walk the other way," he said. "And fast."
- else:
  A breeze was blowing up the gentle side, and {hero} lay down flat on {their} stomach at the crest to watch it work. Grains of sand were hopping up the slope, one small bounce after another, like popcorn that couldn't quite commit to popping. At the top, each one hesitated on the edge, tipped over, and slid down the steep side to join a growing pile.
  "The dune is moving," {hero} said. It felt like a secret. "It's walking. One grain at a time."
  "It is," said Grandpa. "Some of the dunes out here move as much as thirty feet in a year." # fact: dunes-move-feet
  "Thirty feet," said {pal}, appalled. "Imagine parking next to one and going on vacation."
  {hero} sat up and turned slowly around. Now that {they} knew what to look for, {they} could see it everywhere. Every dune in sight had a long gentle side and a short steep side, and every single gentle side faced the same way: west, toward the far blue mountains, where the wind came from. Where Ranger Baca had pointed.
  The idea arrived like a dropped crystal. "Grandpa. The sand's been walking away from the flat for thousands of years. That's why the dunes are shaped like this. They're arrows." {hero} pointed west along the gentle slopes. "And they all point back to where it was born."
  Grandpa looked at the dunes for a long moment, then at his watch, and whistled through his teeth. "Then we'd better walk the other way," he said. "Against the traffic. And fast."
}
* [Ask the ranger at the playa whether sand is being born anywhere closer # act: ask] -> playa_again
* [Go west on the Alkali Flat Trail, following the arrows # act: go] -> flat_edge
* [Look for the windiest crest on the Alkali Flat Trail, where the wind works hardest # act: look] -> crest_in_wind

// "End now" on top of the nature-trail dune: watching it walk.
=== early_dunes ===
# place: dune-life
{band:
- "young":
  {hero} sat down on the very top. {They} put one hand on the gentle side and one hand on the steep side.
  A little wind blew. Grains of sand rolled up the gentle side. Then they tipped over the top and slid down. Hiss!
  "The dune is walking!" said {hero}. "Very, very slowly."
  "The wind pushes some dunes many feet each year," said Grandpa. # fact: dunes-move-feet
  {pal} {wiggled()}. "Then we are riding on it," it said.
  {hero} looked far away, to the mountains. The old lake was out there. The sand had come from there, one grain at a time.
  "It is too far to walk there today," said Grandpa. "The road closes at one."
  "That is okay," said {hero}. "The sand came to us." {They} lay back on the dune. It was carrying {them} along, very, very slowly. # ending: riding_the_dune
- "middle":
  {hero} sat right on the crest, one hand on the gentle side, one hand on the steep side, like someone riding a horse.
  A breeze came up the slope. Grains of sand bounced up past {their} fingers, tipped over the top and slid down the steep side with a tiny hiss.
  "It's walking," said {hero}. "The whole dune is walking, one grain at a time."
  "Some dunes here move as much as thirty feet a year," said Grandpa. # fact: dunes-move-feet
  {pal} {wiggled()}. "So we're riding it," it said. "Slowly."
  {hero} looked west, toward the mountains. Somewhere out there was the flat, where the ranger said the sand was born. Every grain under {them} had traveled from there, hopping and sliding, for longer than anyone could remember.
  "We'll never make it there and back before the road closes," said Grandpa. He didn't sound sorry about it. He lay down on the sand beside {hero} with a happy grunt.
  "That's fine," said {hero}, and {they} meant it. {They} lay back on the cool sand and felt the breeze go over. The dune was going somewhere. There was no hurry. # ending: riding_the_dune
- else:
  {hero} sat down right on the crest, one hand on the gentle side and one on the steep, like someone riding a very wide, very slow horse.
  A breeze came up the slope. Grains bounced past {their} fingers, hung on the edge, tipped over and slid down the steep side with a hiss so small {they} had to hold {their} breath to hear it.
  "It's walking," {hero} said. "The whole dune. One grain at a time."
  "Some of them move as much as thirty feet a year," said Grandpa. # fact: dunes-move-feet
  {pal} {wiggled()}. "So technically," it said, "we are riding it. Very, very slowly. I'd like that noted."
  {hero} looked west, to where the mountains stood blue at the edge of everything. Somewhere beneath them was the flat, where Ranger Baca said the sand was born, and every grain under {hero} right now had made the trip from there, hopping and sliding, for longer than there had been anyone around to watch.
  Grandpa checked his watch. "There and back before the road closes would be a stretch," he said, and then, instead of getting up, he lay back on the sand beside {hero} and put his hat over his face.
  {hero} thought about it and discovered {they} did not mind. {They} lay back on the cool sand and let the breeze go over, and felt, or imagined {they} felt, the whole dune shifting beneath {them}, going wherever it was going, in no hurry at all. # ending: riding_the_dune
}
-> END

// ---------------------------------------------------------------------------------------------
// Chapter 3, the crest: wind on the trail, the post that disappears, a pedestal to hide behind.
// ---------------------------------------------------------------------------------------------
=== crest_in_wind ===
# place: alkali-flat
~ spot = "crest"
{band:
- "young":
  {route == "trail": They climbed up the tall dune. The next post stood right on top.}
  {route == "ranger": They drove to the end of the road. Grandpa wrote their names in the trail book. Then they walked out, post by post.}
  {route == "dunes": They drove until the road ended, and wrote their names in the trail book. Then they walked west, post by post. Every dune pointed the way, like an arrow!}
  {route == "trail": Up there, the wind was strong. Sand flew over the top. Hiss!|On top of a tall dune, the wind was strong. Sand flew over the top. Hiss!}
  Then a big gust came. Whoosh! The air went all white. {hero} looked for the next post. {They} could not see it!
  "Stop," said Grandpa. "If we cannot see the next post, we do not walk on. Out here, every dune looks the same. It is easy to get lost."
  Near the top stood a tower of hard sand with a bush on it. They sat down behind it, out of the wind.
- "middle":
  {route == "trail": They climbed on toward the tall crest, keeping the next post in sight. The wind grew stronger with every step.}
  {route == "ranger": They drove to the very end of Dunes Drive, signed the trail register, and set out from post to post. Before long, the wind found them.}
  {route == "dunes": They drove to the very end of Dunes Drive, signed the trail register, and walked west from post to post. Every dune they climbed had its gentle side facing them, just as {hero} had said, and each one was windier than the last.}
  The tallest crest on the trail rose ahead, with a post standing right on top. When they reached it, the wind hit them full in the face. Sand poured over the top in low, racing sheets that hissed around {hero}'s ankles.
  {flies(): {pal} tried to fly and was blown sideways, so it landed and walked like everybody else.|{pal} squinted into the wind and sneezed three times.}
  Then came a gust bigger than the rest. The air turned white. {hero} looked for the next post and could not find it anywhere. {They} turned around. The post behind them was gone too.
  "Stop," said Grandpa, putting a hand on {their} shoulder. "When we can't see the next post, we don't take another step. Out here every dune looks like every other dune. That's how people get lost."
  Just below the crest, a tall lump of hard sand stood by itself with a scrubby bush on top. They crouched down behind it, out of the wind.
- else:
  {route == "trail": They pushed on toward the tall crest, never letting the next post out of sight. With every step, the wind leaned on them a little harder.}
  {route == "ranger": They drove to the very end of Dunes Drive, signed the trail register, and set out from post to post at Grandpa's brisk, no-nonsense pace. They had been walking for less than half an hour when the wind found them.}
  {route == "dunes": They drove to the very end of Dunes Drive, signed the register, and walked west from post to post, and {hero} checked every dune they climbed. Every one of them had its gentle side turned toward them, like a row of arrows all pointing at the thing {they} wanted, and every one was windier than the one before.}
  Ahead rose the tallest crest on the trail, with a post planted right on the summit. When they reached the top, the wind hit them full in the face. Sand was pouring over the crest in low, racing sheets that hissed around {hero}'s ankles and stung {their} legs, so many grains moving at once that the whole dune seemed to be sliding out from under {their} feet.
  {flies(): {pal} took off to get a better view, was immediately blown sideways about twenty feet, and landed again with enormous dignity, as if that had been the plan.|{pal} squinted into the wind, sneezed three times, and said something about sand in places sand should never be.}
  Then came a gust bigger than any of the others. The air went white. {hero} turned to find the next post and found nothing: no post, no dunes, no mountains, only a bright, moving blank, as if the world had been erased.
  "Stop," said Grandpa. His hand landed firmly on {hero}'s shoulder. "Rule of the trail. When we can't see the next post, we don't take another step. Out here every dune looks exactly like every other dune, and that's how people get lost."
  Just below the crest, a tall lump of hard sand stood on its own with a scrubby bush growing out of the top, like a tower someone had forgotten to finish. They scrambled down and crouched behind it, out of the wind.
}
{end_now: -> early_crest}
{band:
- "young":
  "This tower is called a pedestal," said Grandpa. "The bush's roots hold it together."
  A shiny black beetle was hiding there too. {pal} leaned close. The beetle stuck its head down and its bottom up!
  "A headstand!" said {hero}.
  "It is scared," said Grandpa. "Let it be."
  Sand piled up on the side of the pedestal. {hero} caught some. It sparkled.
  {saw_grains: It was crystal crumbs again, blowing in from far away.}
  {knows_recipe: Crystals from the bowl with no drain, thought {hero}.}
  {read_dunes: The wind came from the old lake. It was bringing the sand right past them.}
  Then the wind got softer. The air cleared. There was the next post!
  Grandpa checked the time. {route == "trail": "We still have time," he said. "But the wind may come back."|"We lost a lot of time this morning," he said. "And the wind may come back."}
- "middle":
  "A pedestal," said Grandpa. "That bush's roots are holding the whole thing together."
  Something black was sheltering at its foot too: a long-legged, shiny beetle. When {pal} leaned in for a closer look, the beetle stuck its head down and its back end straight up in the air.
  "It's doing a headstand," whispered {hero}.
  "Some beetles do that when they're worried," said Grandpa. "Then they let out a bad smell. Let's leave it be."
  Sand was piling up against the side of the pedestal. {hero} let some trickle into {their} palm. It glittered.
  {saw_grains: Flakes and chips again, like the crumbs at the third post, only these were flying past right now.}
  {knows_recipe: Crystals from the bowl with no drain, {hero} thought, blown in from the flat.}
  {read_dunes: The wind was coming from the west, right where the arrows pointed. It was carrying sand away from the flat and right past them.}
  Slowly the gust died down. The air cleared, and there, thin and pale, stood the next post. Grandpa looked at it, then at his watch. {route == "trail": "We're still all right for time," he said. "But that wind could come back."|"We lost a lot of time this morning," he said. "And that wind could come back."}
- else:
  "A pedestal," said Grandpa, patting its side. It was hard as packed snow. "That bush's roots are holding the whole thing together. Lucky for us."
  Something black was sheltering at the foot of it too: a long-legged beetle, shiny as a new shoe. When {pal} leaned in for a closer look, the beetle planted its head in the sand and stuck its back end straight up in the air, perfectly still.
  "It's doing a headstand," {hero} whispered.
  "Some darkling beetles do that when they're worried," said Grandpa. "It's a warning. The next step is a very bad smell." {pal} withdrew with great speed.
  Sand was drifting against the side of the pedestal, building a little slope as they watched. {hero} let some trickle into {their} palm and held it up. It glittered.
  {saw_grains: Chips and flakes again, exactly like the crumbs at the third post. Except these weren't lying in a dune. They were arriving, right now, on the wind.}
  {knows_recipe: The bowl with no drain, {hero} thought. Rain, crystals, wind. The recipe was blowing past {their} ears.}
  {read_dunes: The wind was coming from the west, exactly where the arrows pointed, and it was carrying sand away from the flat and straight past this pedestal, the way it had for thousands of years.}
  Slowly, the gust wore itself out. The air thinned and cleared, and there, pale and a little crooked, stood the next post, as if it had been there all along, which of course it had. Grandpa studied it, then his watch. {route == "trail": "We're still doing all right for time," he said. "We started early. But that wind hasn't finished with us, I'd bet."|"We spent a lot of the morning getting here," he said quietly. "And I don't think that wind has finished with us."}
  {hero} looked at the post, then west, then at Grandpa, and felt the choice sitting in {their} chest like a swallowed stone.
}
* [Hurry on toward the lakebed while the post is in sight # act: go] -> end_last_post
* [Wait behind the pedestal and watch what the wind does with the sand # act: wait] -> end_sand_on_the_wind
* [Help Grandpa back the way you came, post by post # act: help] -> end_post_by_post

// "End now" behind the pedestal: the wise turn back.
=== early_crest ===
# place: alkali-flat
{band:
- "young":
  They waited behind the tower of sand. The wind blew and blew. Then it got softer. Now they could see the post behind them.
  "Let us go back," said Grandpa. "If the wind comes again, we could lose the posts."
  {hero} was a bit sad. But {they} knew Grandpa was right.
  They walked back, post by post. At each post, they found the next one first. At last, there was the car!
  {hero} shook {their} shoes. Out poured white sand, sparkly as sugar. Every bit had come from the old lake on the wind.
  {pal} {wiggled()}. "We found the way back," it said. "That is a kind of treasure too."
  Grandpa wrote in the trail book. Safe and back! # ending: the_wise_turn
- "middle":
  They stayed behind the lump of hard sand until the wind eased and the post behind them showed clearly again.
  "Let's head back," said Grandpa. "That wind could come back any minute, and the road closure won't wait for us."
  {hero} wanted to argue. But {they} had seen how fast the posts could vanish, and {they} nodded.
  They went back the way they had come, post by post. At every post they stopped, found the next one, and only then walked on. When a gust blew, they waited. It was slow, and it was safe, and by the end {hero} was the one spotting each post first.
  At the trailhead {hero} sat down and emptied {their} shoes. Two little white hills of sand poured out, glittering.
  "Every grain of that blew in from the flat," said Grandpa. "You didn't get to the flat today. But the flat got to you."
  {pal} shook itself, and a little white cloud drifted off downwind. "It got to me too," it said. "Everywhere."
  Grandpa signed them out in the register. {hero} looked back at the line of posts and the sand still streaming off the crests, and decided that wind was not an enemy after all. It was just busy. # ending: the_wise_turn
- else:
  They stayed crouched behind the lump of hard sand until the wind eased and the post behind them stood out clearly again, and then Grandpa said what {hero} had known he would say.
  "Let's head back. That wind isn't finished with us, and the road closure won't wait for anybody."
  {hero} opened {their} mouth to argue, remembered the blank white air, and closed it again. {They} nodded.
  They went back the way they had come, one post at a time. At every post they stopped, found the next one, and only then moved on. When a gust came, they crouched and waited until it passed. It was slow. It was also oddly satisfying, like a game of connect-the-dots played with your whole body, and by the end {hero} was spotting each post before Grandpa did.
  At the trailhead, {hero} sat on the bumper and emptied {their} shoes. Two small, glittering hills of white poured out onto the ground.
  "Every grain of that blew in from the flat," said Grandpa. "You didn't get to the flat today. But a good bit of it got to you."
  {pal} shook itself thoroughly all over, and a small glittering cloud sailed away downwind. "It got to me as well," it said darkly. "In places I didn't know I had."
  Grandpa signed them out in the register. {hero} looked back at the posts marching away west and at the sand still streaming off the crests like the dunes were breathing out, and decided the wind was not an enemy after all. It was just a worker with a very long job and no time to stop and chat. # ending: the_wise_turn
}
-> END

// ---------------------------------------------------------------------------------------------
// Chapter 3, the flat: the edge of the old lakebed, crystal fins, and a raven with opinions.
// ---------------------------------------------------------------------------------------------
=== flat_edge ===
# place: alkali-flat
~ spot = "flat"
{band:
- "young":
  {route == "trail": They walked on, post after post, up and down the dunes. The dunes got smaller and smaller. Then they stopped.}
  {route == "ranger": They filled the bottles from the big jug in the car. Then they drove until the road ran out, and Grandpa wrote their names in the trail book. They walked fast, post after post, until the dunes stopped.}
  {route == "dunes": They drove to the end of the park road. Grandpa wrote their names in the trail book. Then they walked west, post after post. Every dune pointed the way, like an arrow. At last the dunes stopped.}
  In front of them was the old lakebed. It was flat and hard and pale, and it went all the way to the mountains. Nothing grew there. It was very quiet.
  "Drink first," said Grandpa. He gave {hero} the water. "The air here is so dry!"
  {route != "ranger": "Long ago this was a giant lake," said Grandpa. "Very old footprints of people and mammoths were found near here."} # fact: footprints-ice-age
  {route == "ranger": "Mammoths walked right here!" said {hero}. "Ranger Baca told us."}
  {route == "ranger": Grandpa looked out at the flat. "I can almost see them," he said.}
  {hero} knelt at the edge. Clear crystals stuck up out of the crust like little fins.
  {knows_recipe: "Fins!" said {hero}. "Just like Ranger Baca said!"}
- "middle":
  {route == "trail": They kept going, post after post, up one dune and down the next. Little by little the dunes grew lower, and then, all at once, they stopped.}
  {route == "ranger": With full bottles sloshing in Grandpa's pack, they drove to the end of the road, signed the register and set off at a fast march. Post after post went by. Then the dunes grew lower, and all at once, they stopped.}
  {route == "dunes": They drove on to the end of Dunes Drive and signed the trail register. From there they followed the arrows west, post after post, and every dune they climbed agreed with {hero}: gentle side this way, steep side behind. Then the dunes grew lower, and all at once, they stopped.}
  In front of them lay Alkali Flat. It was wide and bare and hard, the color of old piano keys, and it ran on and on until it met the mountains. Nothing grew on it. Nothing moved. It was so quiet that {hero} could hear Grandpa breathing.
  "Drink first," said Grandpa, passing over the water bottle. "The air out here is so dry that you don't even feel yourself getting thirsty." {hero} drank, and found that {they} had been thirsty after all, very thirsty.
  {kind == "turtle": {pal} stretched its neck out over the crust and looked at it for a long time. "No puddles," it said. "Not one. I checked."|{pal} put one foot out onto the crust, tapped it, and pulled back. "Crunchy," it reported. "Like a giant cracker."}
  {route != "ranger": "This was the bottom of a huge lake in the Ice Age," said Grandpa softly. "I read that people walked along its shore back then, and mammoths too, and giant ground sloths. Their footprints have been found in this park."} # fact: footprints-ice-age
  {route == "ranger": "The bottom of the old lake," said Grandpa softly. "Imagine the mammoths wading in."}
  {hero} knelt at the edge. The crust was crunchy, and here and there, thin clear crystals stuck up out of it like little fins.
  {knows_recipe: "Fins!" said {hero}. "Just like Ranger Baca said."}
- else:
  {route == "trail": They kept going, post after post, up one dune and down the next, until {hero} stopped counting. Little by little the dunes grew lower, and lower, and then, with no warning at all, they simply stopped.}
  {route == "ranger": With full bottles sloshing in Grandpa's pack, they drove to the end of the road, signed the register and set off at a pace Grandpa described as brisk and {pal} described as unreasonable. Post after post went by. Then the dunes grew lower, and lower, and then, with no warning at all, they simply stopped.}
  {route == "dunes": They drove on to the end of Dunes Drive, where Grandpa signed them into the trail register in his careful capitals. From there they followed the arrows west, post after post, and every dune they climbed agreed with {hero}: gentle side this way, steep side behind, as reliable as a compass. Then the dunes grew lower, and lower, and then, with no warning at all, they simply stopped.}
  In front of them lay Alkali Flat. It was wide and bare and hard, the color of old piano keys, and it ran on and on until it ran into the mountains. Nothing grew on it. Nothing moved on it. After the hiss of the dunes, the quiet was so complete that {hero} could hear Grandpa's breathing and {their} own heartbeat and, somewhere very far off, a raven.
  "Drink first," said Grandpa, unscrewing his bottle. "The air out here is so dry you never feel yourself getting thirsty, and then all at once you're a raisin." {hero} drank, meaning to take a sip, and found {they} had swallowed half the bottle before {they} could stop.
  {kind == "turtle": {pal} stretched its neck out over the crust and studied it for a long, disapproving moment. "A lake," it said, "with no water in it. Someone should have mentioned that in the brochure."|{pal} put one cautious foot out onto the crust, pressed, and pulled it back. "Crunchy," it reported. "Like walking on a giant cracker. I'm not sure it's allowed."}
  {route != "ranger": "All of this was the floor of a lake in the Ice Age," said Grandpa, almost whispering. "A huge one. I read that people walked along its shore back then, and mammoths, and giant ground sloths, and their footprints have been found in this park." He shook his head slowly. "Mammoths. Right about where we're standing, maybe."} # fact: footprints-ice-age
  {route == "ranger": "The floor of the old lake," said Grandpa, almost whispering. "I keep trying to imagine the mammoths wading in. I keep managing it, too."}
  {hero} knelt at the very edge. The crust was crunchy underfoot, and here and there, thin clear crystals poked up out of it, edge first, like the fins of fish swimming just under the surface of the ground.
  {knows_recipe: "Fins," {hero} breathed. "Exactly like Ranger Baca said." {They} felt a ridiculous urge to wave to her across seven miles of dunes.}
}
{end_now: -> early_flat}
{band:
- "young":
  But nothing was happening. There was no wind. The crystals just sat there.
  "Maybe sand gets born when nobody is looking," said {pal}.
  Then a raven flew low over the flat. It landed near them. Was it the same raven from this morning?
  Peck! The raven hit a crystal fin. Tiny bits flew up. "Kraa!" it said. Then it flew away.
  The fin was crumbly now, like a cracker. Tiny flakes lay all around it.
  Far out on the flat, a little wind began to stir. It was coming their way.
  "We can stay a few minutes," said Grandpa. "Then we must go back."
- "middle":
  But nothing was happening. There was no wind. The crystals just sat there, glinting, not turning into anything.
  "Maybe sand only gets born when nobody's looking," said {pal}.
  Then a raven came gliding low over the flat and landed a few steps away. {hero} wondered if it was the same one from the morning. It strutted up to a crystal fin, gave it a hard peck, and a spray of glittering bits flew up. "Kraa," it said, as if it had made a point, and flapped away.
  The fin it had pecked was crumbling at the edge, like a cracker. Tiny flakes lay scattered on the crust around it. And far out across the flat, a breath of wind was stirring. {hero} saw a faint shimmer lift off the ground and drift toward them.
  Grandpa looked at his watch. {route == "dunes": "We have to be quick," he said. "Very quick. We spent a lot of the morning reading dunes."|"A few minutes," he said. "Then we head back."}
- else:
  But nothing was happening. There was no wind at all. The crystals sat in the crust, glinting, perfectly content, showing no sign of turning into anything.
  {hero} felt the disappointment arrive before {they} could stop it. {They} had walked all this way to watch sand being born, and sand, apparently, was not in the mood.
  "Maybe it's shy," said {pal}. "Maybe sand only gets born when nobody's looking."
  Then a raven came gliding in low over the flat, landed a few steps away, and folded its wings with a businesslike shrug. {hero} could not help wondering if it was the same raven from the morning, come to check on its investment. It strutted over to a crystal fin, looked at it with one eye, then the other, and gave it a hard peck. A spray of glittering bits jumped into the air. "Kraa," said the raven, as though that settled the matter, and flapped away.
  The fin it had pecked was crumbling along one edge, like a cracker someone had sat on. Tiny flakes lay scattered on the crust all around it. And far out across the flat, so faint {hero} almost missed it, a breath of wind was moving: a pale shimmer lifting off the ground and drifting slowly their way.
  Grandpa looked at his watch and then at the shimmer. {route == "dunes": "We have to be quick," he said. "Very quick. Reading dunes turned out to take a while."|"We can give it a few minutes," he said. "Then we turn around, no arguments."}
}
* [Look closely at the crumbling crystal the raven pecked # act: look] -> end_crumb
* [Wait for the wind to come across the flat # act: wait] -> end_wind_over_flat
* [Go along the posts at the flat's edge to see where the dunes begin # act: go] -> end_first_dune

// "End now" at the edge of the flat: a goodbye to the old lake.
=== early_flat ===
# place: alkali-flat
{band:
- "young":
  {hero} sat down at the edge of the flat. {They} did not touch the crystals. They belonged here.
  "We made it," said {hero}. "This is where the sand comes from."
  "It is," said Grandpa. He gave {hero} a drink of water. "And now we must start back. The road closes soon."
  {pal} {wiggled()}. "Goodbye, old lake," it said.
  {hero} waved at the flat. Then {they} turned around. The dunes were right behind them, big and white.
  Every dune had started here, one crumb at a time. # ending: edge_of_the_old_lake
- "middle":
  {hero} sat down right at the edge of the flat, where the last of the sand met the crust. {They} didn't touch the crystal fins. They belonged exactly where they were.
  "We made it," said {hero}. "This is where all of it comes from."
  "It is," said Grandpa, handing over the water bottle. "And now we start back, or the missile range will have something to say about it."
  {pal} {wiggled()}. "Goodbye, old lake," it said, very politely. "Thank you for the dunes."
  {hero} stood up and turned around. Behind them, the dunes rose up white and enormous, all the way back to the road, all the way to the morning and the playa and the raven. Every single one had started right here, a crumb at a time.
  They followed the posts home. At the trailhead Grandpa signed them out, and {hero} wrote one extra word in the register, next to {their} name: FLAT. # ending: edge_of_the_old_lake
- else:
  {hero} sat down right at the edge of the flat, where the last of the sand ran out and the crust began. {They} didn't touch the crystal fins. They had been growing here a lot longer than {hero} had been alive, and they were exactly where they belonged.
  "We made it," {hero} said. It came out quieter than {they} expected. "This is where all of it comes from."
  "It is," said Grandpa, handing over the water bottle. "And now we start back, before the missile range starts taking an interest in us."
  {pal} {wiggled()}. "Goodbye, old lake," it said, with great formality. "Thank you for the dunes. They were very nice. A bit steep."
  {hero} stood and turned around. Behind them the dunes rose white and enormous, wave after wave, all the way back to the road and the morning and the playa and the raven. Every one of them had started right here, one crumb at a time, and {hero} had walked the whole way back to the beginning.
  They followed the posts home. At the trailhead Grandpa signed them out, and {hero}, after a moment's thought, wrote one extra word in the register beside {their} name, in capitals: FLAT. # ending: edge_of_the_old_lake
}
-> END

// ---------------------------------------------------------------------------------------------
// Chapter 3, the playa again: the water has shrunk, and new crystals have grown since sunrise.
// ---------------------------------------------------------------------------------------------
=== playa_again ===
# place: playa
~ spot = "playa"
{band:
- "young":
  {route == "trail": Turning back was hard. {hero} kept looking at the posts going far away. They wrote in the trail book, drove back, and walked the Playa Trail again.}
  {route == "ranger": They stayed by the water. The sun climbed up. The wind made little waves.}
  {route == "dunes": They drove back to the Playa Trail. {hero} talked about arrows and walking dunes the whole way.}
  The water was smaller now! The sun and wind had dried some of it up.
  {route != "ranger": Ranger Baca was by the water again. She waved them over.}
  {route == "trail": "The wind blew sand off all the dunes," said {hero}.}
  {route == "trail": "It does that," said the ranger. "The wind is moving the dunes, one grain at a time."}
  {route == "ranger": The ranger was still there, kneeling by the mud.}
  Pawprints ran along the wet edge. They looked like a dog's prints. "A coyote came to drink last night," said the ranger.
  {kind == "fox": {pal} looked at the prints. "Big feet," it said. "Show-off."|{pal} stayed very close to {hero}.}
  "Come and see what the sun has been doing," said Ranger Baca.
- "middle":
  {route == "trail": Turning back was hard. {hero} kept looking over {their} shoulder at the line of posts marching west into the blowing sand. They signed out, drove back along Dunes Drive, and walked the short Playa Trail for the second time that day.}
  {route == "ranger": They stayed. The sun climbed higher and warmed {hero}'s back, and a breeze began to ruffle the water. Grandpa found a flat spot to sit and said he was keeping an eye on things.}

  {route == "dunes": They drove back along Dunes Drive with the windows down, and {hero} talked the whole way about arrows and hopping grains and walking dunes.}
  The playa looked different now. The sheet of water had shrunk since sunrise, and a wide band of damp ground shone around it.
  {route != "ranger": Ranger Baca was kneeling at the water's edge with her clipboard. She looked up and smiled. "Back already?"}
  {route == "trail": "The wind came up out on the trail," said {hero}. "It was blowing sand off every dune, and then we couldn't see the next post."}
  {route == "trail": "It does that," said the ranger. "You were right to turn back."}
  {route == "ranger": Ranger Baca tapped the damp band with her pen. "See how much ground the water has given up?"}
  A line of pawprints, like a dog's, ran along the damp edge and off toward the bushes. {hero} hadn't noticed them at sunrise, when everyone was watching the raven.
  "Coyote," said the ranger, following {their} eyes. "It came to drink in the night, while there was still plenty of water. Everything out here knows where the water is, for as long as it lasts."
  {kind == "fox": {pal} studied the prints. "Big feet," it said. "Show-off."|{pal} {sniffed()}. After that it stayed very close to {hero}.}
  "The sun and the wind have been pulling this water up into the air all morning," said Ranger Baca. "Watch what it leaves behind."
- else:
  {route == "trail": Turning back was harder than {hero} expected. {They} kept looking over {their} shoulder at the line of posts marching west into the blowing white. They signed out, drove back along Dunes Drive, and walked the short Playa Trail for the second time that day, which felt a little like being sent back to the start of a board game.}
  {route == "ranger": They stayed. The sun climbed, and warmed {hero}'s back through {their} jacket, and a breeze started up and ran little shivers across the water. Grandpa found a spot to sit and pretended not to be pleased about it.}
  {route == "dunes": They drove back along Dunes Drive with the windows down, and {hero} talked the entire way about arrows, hopping grains and walking dunes, until Grandpa said he now knew more about sand than he had ever expected to need.}
  The playa had changed. The sheet of water was smaller than it had been at sunrise, and a wide ring of dark, damp ground shone around it, where the water had been and now wasn't.
  {route != "ranger": Ranger Baca was kneeling by the water with her clipboard. She looked up and smiled. "Back already? Good timing."}
  {route == "trail": "The wind came up out on the trail," said {hero}. "It was pouring sand off every crest, and the posts started to disappear."}
  {route == "trail": "It does that, this time of year," said the ranger. "You were right to turn back. That wind is moving the whole dunefield, a grain at a time."}
  {route == "ranger": Ranger Baca tapped the damp ring with her pen. "See how much ground the water has given up since you got here? That's the sun and the wind, working together."}
  Along the damp edge ran a line of pawprints, like a dog's but narrower, that curved down to the water and away again toward the bushes. {hero} was sure they had not been there at sunrise, then realized {they} simply had not looked.
  "Coyote," said the ranger, following {their} gaze. "Came to drink sometime in the night, while there was still plenty of water. Every animal out here knows exactly where the water is, and exactly how long it's going to last. They're better at it than we are."
  {kind == "fox": {pal} examined the prints with professional interest. "Big feet," it said at last. "Show-off. Probably can't even hear a beetle at twenty paces."|{pal} {sniffed()}. After that it stayed very close to {hero} and did not mention coyotes again, which said a great deal.}
  "The sun and wind have been lifting this water into the air all morning, a little at a time," said Ranger Baca. "Now watch what it leaves behind."
}
{end_now: -> early_playa}
{band:
- "young":
  Where the water had been, a white fuzz now lay on the mud. Grandpa gave {hero} the magnifier.
  The fuzz was crystals! They were tiny and sharp, like frost.
  {knows_recipe: "They were not here before," said {hero}. "They grew while we watched!"}
  {knows_recipe: "Yes. The old lake did this too," said the ranger. "But it was a giant lake."|"They are brand new," said the ranger. "They grew this morning. The old lake did this too, but it was a giant lake."}
  {read_dunes: "Then the wind takes the crystals away," said {hero}, "and the dunes walk off with them!"}
  {saw_grains: "And the wind breaks them into crumbs," said {hero}. "I saw the crumbs!"}
  Whoosh! The wind blew. Little flakes of crust rolled away toward the dunes.
  "I must go soon, to help close the road," said the ranger. "But there is still a little time."
- "middle":
  Right where the water had been at sunrise, a fresh white fuzz lay on the damp ground. Through Grandpa's magnifier, {hero} saw that the fuzz was crystals, clear and sharp and so small they looked like frost.
  {knows_recipe: "Those weren't here this morning," said {hero}. "They grew while we watched."}
  {knows_recipe: "They did," said Ranger Baca. "Alkali Flat did exactly this, only it was a lake the size of a valley, drying out for thousands of years. Every grain in those dunes started out on a morning like this one."|"Brand new," said Ranger Baca. "They weren't there at sunrise. Alkali Flat did exactly this, only it was a lake the size of a valley, drying out for thousands of years. Every grain in those dunes started out on a morning like this one."}

  {read_dunes: "And then the wind takes the crystals," said {hero}, "and the dunes walk off with them, one grain at a time."}
  {saw_grains: "And the wind smashes them into crumbs," said {hero}. "I saw the crumbs through the magnifier."}
  A gust swept across the playa. Little flakes of dried crust lifted, skittered over the ground and tumbled away toward the dunes.
  {kind == "turtle": {pal} stretched out its neck to watch them go.|{kind == "deer": {pal} tried to step on one with a neat little hoof, and missed.|{pal} pounced on one and missed.}}
  One flake landed on {hero}'s shoe, sat there for a second, and blew off again.
  The ranger checked her watch and tucked away her pen. "I'll have to leave soon to help close the road," she said. "But there's still a little time."
- else:
  Right where the water had been at sunrise, a white fuzz had appeared on the damp ground, so faint {hero} would have walked straight past it. Through Grandpa's magnifier, the fuzz turned into a forest: crystals, clear and sharp and tiny, standing up like frost on a car window.
  {knows_recipe: "Those weren't here this morning," said {hero}, and felt the hair on {their} arms prickle. "They grew while we were standing here."}
  {knows_recipe: "They did," said Ranger Baca. "This is exactly what Alkali Flat did, only the lake was the size of a valley, and it took thousands of years to dry. Every grain in those dunes went through a morning just like this one, a very long time ago, with nobody standing around to watch it happen."|"Brand new," said the ranger. "Not one of those was there at sunrise. You're looking at this morning's work. And this is exactly what Alkali Flat did, only the lake was the size of a valley, and it took thousands of years to dry. Every grain in those dunes went through a morning just like this one, with nobody standing around to watch it happen."}
  {read_dunes: "And then the wind takes the crystals," said {hero}, "and the dunes pick them up and walk off with them, one grain at a time." The ranger looked at {them} with new respect.}
  {saw_grains: "And the wind smashes them into crumbs," said {hero}. "I saw the crumbs. Through the magnifier, at the third post. They look exactly like these, only broken."}
  A gust came skating across the playa. All over the dry part of the crust, little flakes lifted, flipped, skittered and went tumbling away toward the dunes, as if they had somewhere urgent to be.
  {kind == "turtle": {pal} stretched its neck out as far as it would go to watch them leave, with the air of someone seeing off a train.|{kind == "deer": {pal} tried to pin one under a neat little hoof, missed, tried again, missed again, and decided to pretend it had not been trying.|{pal} pounced on one, missed, pounced on another, missed again, and decided to pretend it had not been trying.}}
  One flake landed on the toe of {hero}'s shoe, rested there a second as if catching its breath, and then was gone after the others.
  The ranger checked her watch and capped her pen. "I'll have to go soon and help close the road," she said. "But there's a little time left. Not much."
}
* [Help the ranger measure how far the water has shrunk # act: help] -> end_ranger_helper
* [Look for the tiniest crystal the wind is carrying away # act: look] -> end_smallest_grain
* [Go back out and try the Alkali Flat Trail before the road closes # act: go] -> end_too_late

// "End now" at the playa: new crystals, and a ranger who has to go.
=== early_playa ===
# place: playa
{band:
- "young":
  {hero} knelt by the water. Right at the edge, a white line of new crystals was growing.
  "Look!" said {hero}. "Here is where sand is born. In a puddle!"
  "Yes," said Ranger Baca. "This little lake does what the big old lake did."
  {pal} {wiggled()}. "A small lake can do a big job," it said.
  Ranger Baca's radio crackled. "I must go and close the road," she said. "My puddle will keep working without me."
  "Bye, puddle!" said {hero}. "Keep making sand!"
  {hero} and Grandpa walked back to the car. The wind blew little flakes past their feet. The flakes were off to the dunes. # ending: the_little_lake
- "middle":
  {hero} knelt by the water. Right along the edge, a thin white line of new crystals was growing, so fine it looked like frost.
  "This is it," said {hero}. "This is where sand gets born. Right here, in a puddle."
  "A puddle doing exactly what the great lake did," said Ranger Baca. "People drive right past it every day."
  {pal} {wiggled()}. "Small lake, big job," it said.
  "By next week this will all be dry crust," said Ranger Baca, "and the wind will start breaking it up." {hero} glanced at the coyote's tracks. Tonight it would come back to drink and find a little less water, and a lot more crystals.
  The ranger's radio crackled. "That's my call," she said, standing up. "I have a road to close. Keep an eye on my puddle for me till you go. It's making more while we talk."
  "We will," said {hero}.
  Grandpa helped {hero} up. "Well," he said. "We came looking for the place where sand is born, and it was right at the start of the day, under a raven."
  They walked back down the trail to the car. Behind them, the wind was already picking up the newest flakes of crust and rolling them, one by one, toward the dunes. # ending: the_little_lake
- else:
  {hero} knelt by the water. All along the edge, a fine white line of new crystals was growing, so delicate it looked like someone had breathed on a cold window and written in the fog.
  "This is it," said {hero}. "This is where sand gets born. Not out in the middle of nowhere. Right here. In a puddle."
  "A puddle doing exactly what the great lake did," said Ranger Baca. "Hundreds of people drive past it every day and never know."
  {pal} {wiggled()}. "Small lake," it said. "Big job. I relate to that."
  "By next week this will all be dry crust," said Ranger Baca, "and then the wind will start breaking it up and carting it off." {hero} glanced at the coyote's tracks curving down to the water. Tonight it would come back to drink and find a little less water than last night, and a good many more crystals, and it would not think anything of it at all.
  The ranger's radio crackled, and she stood and brushed off her knees. "That's me. I have a road to close." She nodded at the water. "Keep an eye on my puddle till you leave, would you? It's making more crystals while we stand here."
  "We will," said {hero}, and meant it.
  Grandpa helped {hero} to {their} feet. "Well," he said, brushing off {their} knees with one big hand. "We came looking for the place where sand is born. And it turns out it was right here at the very start of the day, under a raven's beak, the whole time."
  They walked back along the short trail to the car. Behind them, the wind was already picking up the newest flakes of crust and rolling them, one after another, toward the dunes, and {hero} found {they} wanted to wave them off, like someone leaving on a very long trip. # ending: the_little_lake
}
-> END

// =============================================================================================
// Endings from the crest
// =============================================================================================

// Hurry on: the haze lifting off the flat, seen from the last post (or, if late, from a high crest).
=== end_last_post ===
# place: alkali-flat
{band:
- "young":
  "Let's go while we can see the post!" said {hero}.
  They hurried from post to post. At each post, they looked for the next one first. When the wind blew hard, they crouched down and waited. Then they hurried on.
  {route == "trail": They had started early, so there was time. At the last post, the dunes stopped. There was the old lake, flat and pale!|It was getting late. Grandpa stopped on a tall dune. "This is as far as we can go," he said. But from up there they could see the old lake, flat and pale!}
  And it was happening. The wind was lifting a sparkly cloud off the flat. The cloud blew into the first dunes, like flour blown off a table.
  "Look!" said {hero}. "That is sand being born!"
  Out there, the crystals were breaking. The wind was carrying the tiny crumbs away to the dunes.
  {flies(): {pal} spread its wings in the wind. "Wheee!" it said.|{pal} stood by {hero} and watched with its eyes half shut.}
  "Good job, wind," said {pal}.
  They watched until Grandpa said it was time to go. Then they went back, post by post, and Grandpa wrote in the trail book.
  On the way out, they passed Ranger Baca with a pile of orange cones. She waved. Soon the road would close.
  {hero} looked back at the dunes. New sand was still coming. # ending: haze_on_the_flat
- "middle":
  "Let's go while we can see it," said {hero}.
  They hurried from post to post, Grandpa in front, {hero} close behind, {flies(): {pal} flapping low from post to post above them|{pal} right at {their} heels}. At every post they stopped and found the next one before taking another step. Twice the wind gusted, and twice they crouched and waited until the post came back out of the white. It was slow, careful work, and {hero}'s legs burned from climbing in the soft sand.
  {route == "trail": Because they had started so early, there was still time when they reached the last post. Below them, the dunes ended, and Alkali Flat began, wide and hard and pale, running all the way to the mountains.|The morning had slipped away, so Grandpa stopped them on a high crest short of the end. "This is as far as the clock lets us go," he said. But from up there they could see the last dunes give out, and beyond them Alkali Flat, wide and hard and pale, running all the way to the mountains.}
  And it was happening. Out on the flat, the wind was lifting a pale, sparkling haze off the ground. It drifted low across the lakebed and poured into the first dunes, like flour blown off a table.
  "That's it," {hero} whispered. "That's sand being born." Crystals were breaking out there, and the wind was carrying the crumbs away to the dunes, one grain at a time.
  Grandpa let out a long breath. "A huge lake filled this whole valley in the Ice Age," he said. "And this is what it left behind. A sand factory that never shuts down."
  {knows_recipe: Mountains, rain, a bowl with no drain, crystals, wind. {hero} could see the last step of the ranger's recipe happening right in front of {them}.}
  {read_dunes: Every one of those new grains would start walking now, {hero} thought, away from the flat, the way the arrows pointed.}
  {saw_grains: Somewhere in that haze were crumbs just like the ones at the third post, only brand new.}
  {flies(): {pal} spread its wings and let the wind hold it up for a moment, watching.|{pal} stood close beside {hero} with its eyes narrowed against the wind, watching too.}
  "It's been doing this for thousands of years," said {pal}, "and it isn't even tired."
  Grandpa laughed, and then for a while nobody said anything. There was nothing that needed saying.
  They watched for as long as Grandpa's watch allowed. Then they followed the posts all the way back and signed out at the register. As they drove out along Dunes Drive, they passed Ranger Baca's truck at the side of the road with a stack of orange cones, ready to close the road behind them. She gave them a wave.
  {hero} looked back through the window. Out there, new sand was still arriving. # ending: haze_on_the_flat
- else:
  "Let's go," said {hero}. "While we can still see it."
  They went from post to post at a half-run, Grandpa in front, {hero} at his elbow, {flies(): {pal} hopping from post-top to post-top and complaining that every one of them wobbled|{pal} so close behind that it kept getting sand kicked in its face and saying so}. At every post they stopped, found the next one, and only then went on. Twice the wind came roaring back, and twice they crouched with their backs to it and waited, counting, until the post swam up out of the white again, right where it was supposed to be. {hero}'s legs burned. {Their} mouth tasted of chalk. {They} did not care even slightly.
  {route == "trail": Because they had started so early, there was still time when they topped the last crest. Below them the dunes simply ended, and Alkali Flat began, wide and hard and pale, running flat as a table all the way to the foot of the mountains.|The morning had slipped away from them, though, and Grandpa stopped them on a high crest well short of the end. "This is as far as the clock lets us go," he said, and {hero} knew from his voice that there was no arguing. But from up there, they could see the last dunes give out, and beyond them Alkali Flat, wide and hard and pale, running flat as a table all the way to the foot of the mountains.}
  And it was happening. Out on the flat, the wind was lifting a low, pale, glittering haze right off the ground. It slid across the lakebed like breath across a cold window and poured into the first dunes, the way flour drifts off a table when somebody blows across it.
  "That's it," {hero} said, and did not realize {they} had whispered it. "That's sand. Being born."
  Crystals were breaking out there, right now, and the wind was gathering up the crumbs and delivering them to the dunes, grain by grain, the way it had been doing since before there was anybody to watch.
  Grandpa let out a long, slow breath. "In the Ice Age, a lake filled this whole valley," he said. "Bigger than you can picture. And when it dried up, this is what it left behind. A sand factory that never closes, not even on weekends."
  {knows_recipe: Mountains, rain, a bowl with no drain, crystals, wind. {hero} was looking straight at the last step of Ranger Baca's recipe, and it was better than any drawing.}
  {read_dunes: Every one of those new grains was starting its walk right now, {hero} thought, up gentle sides and down steep ones, away from the flat, the way the arrows pointed, for longer than anyone alive would be around to see.}
  {saw_grains: Somewhere in that haze were crumbs exactly like the ones at the third post, except these had been crystals five minutes ago.}
  {flies(): {pal} spread its wings and leaned into the wind until it lifted, and hung there, a yard off the crest, watching the glitter stream beneath it.|{pal} pressed against {hero}'s side with its eyes narrowed to slits against the wind, watching the glitter stream past.}
  "Thousands of years," said {pal} eventually, "and it isn't even tired. I get tired after one dune."
  Grandpa laughed, and then for a long while nobody said anything at all. {hero} realized {they} had been holding {their} breath, as if breathing might somehow frighten the whole thing away.
  They watched for exactly as long as Grandpa's watch allowed. Then they followed the posts all the way back, signed out at the register, and drove out along Dunes Drive. Near the end of it they passed Ranger Baca's truck pulled onto the shoulder, a stack of orange cones in the back, and the ranger herself leaning on the door, waiting to close the road behind them. She lifted a hand as they went by.
  {hero} twisted round to look back through the rear window. The dunes were blazing white in the noon sun, and somewhere out past them, new sand was still arriving. # ending: haze_on_the_flat
}
-> END

// Wait: a baby dune grows in the shelter of the pedestal. The flat is out of reach today.
=== end_sand_on_the_wind ===
# place: alkali-flat
{band:
- "young":
  "Let's wait," said {hero}. "I want to see what the wind does."
  So they stayed behind the pedestal. The sand blew over the top of the dune. But behind the pedestal, the air was still. The sand fell down there and made a little pile.
  The pile grew and grew. Soon it had a gentle side and a steep side. It was only as big as {hero}'s shoe.
  "It is a baby dune!" said {hero}.
  {pal} settled down next to it. "Hello, little dune," it said. "Welcome to the desert!"
  {route == "trail": The wind came back, again and again. Each time, the posts vanished, and each time, they waited. When Grandpa looked at his watch, it was half past eleven!|They watched the baby dune for a long time. When Grandpa looked at his watch, it was half past eleven!}
  The wind got softer. Now {hero} could see the next post, far away.
  But Grandpa shook his head. "It is too late to get to the old lake now," he said. "We must be back before the road closes. I am sorry."
  {hero} felt sad for a moment. {They} had wanted to see sand being born. But then {they} looked at the baby dune. {They} had seen a dune being born!
  They walked back, post by post. At the car, {hero} looked back at the tall dune. Next year, the baby dune might be big. Or it might be gone! # ending: the_baby_dune
- "middle":
  "Let's wait," said {hero}. "I want to see what the wind does with all this sand."
  So they stayed crouched behind the pedestal and watched. The sand kept pouring over the crest in long, low ribbons. But right behind the pedestal, out of the wind, the air went calm, and the sand dropped out of it and piled up.
  Slowly, a little ridge grew in the pedestal's shelter. It had a long gentle side and a short steep side, and it was no taller than {hero}'s shoe. {hero} measured it with {their} hand. It was exactly one hand and a half long.
  {read_dunes: "It has two sides," said {hero}. "Just like the big dunes. It's a baby dune."|"A gentle side and a steep side," said Grandpa. "Just like the big ones. That's a baby dune."}
  {pal} settled down next to it and looked at it very seriously. "Hello," it said. "Welcome to the desert."
  Just then the darkling beetle came out from the foot of the pedestal, walked straight across the baby dune, and left a neat row of stitches on it. "Hey," said {pal}. "It's new. Be nice to it."
  {hero} laughed. Grandpa patted the hard side of the pedestal. "This old thing has probably watched a hundred baby dunes come and go," he said. "The big dunes flow right around it, like water around a rock."
  {route == "trail": They stayed much longer than they meant to. Twice more the wind came roaring back and swallowed the posts, and twice they waited behind the pedestal until the posts came back. By the time the air was clear for good, Grandpa's watch said half past eleven.|They stayed much longer than they meant to. Nobody wanted to look away from the baby dune, and when Grandpa finally checked his watch, it said half past eleven.}
  Then {hero} looked west. The wind had dropped, and {they} could see the next post again, and the one after that. But Grandpa was already shaking his head.
  "It's too late to reach the flat and get back before the road closes," he said gently. "I'm sorry."
  {hero} felt the sting of it. {They} had wanted to see sand being born, and the flat was right out there, just too far. Then {they} looked down at the little ridge and realized {they} had watched something else being born instead.
  {knows_recipe: "The ranger's recipe has one more step," said {hero}. "Crystals, then wind, then dunes. We saw the last one."}
  {saw_grains: "The flat makes the crumbs," said {hero}, "and the wind makes the crumbs into dunes. We saw that part."}
  They walked back post by post and signed out at the register. At the car, {hero} turned to look at the crest where the pedestal stood. By next year, Grandpa said, the baby dune might be gone, or it might be bigger. Either way, it would be somewhere else. # ending: the_baby_dune
- else:
  "Let's wait," said {hero}. "I want to see what the wind actually does with all this sand."
  So they stayed crouched behind the pedestal and watched. The sand kept coming over the crest in long, low ribbons, hissing past on either side. But right behind the pedestal, in its shelter, the air went suddenly calm, and the sand, as if it had been carried as far as it could be bothered to go, dropped out of the air and settled.
  Slowly, grain by grain, a little ridge grew in the pedestal's shadow. {hero} watched it go from a smudge to a bump to something with a shape. It had a long gentle side and a short steep side, and it was no taller than {hero}'s shoe. {hero} measured it with {their} hand, carefully, not quite touching. It was one hand and a half from tail to tip, and it grew a little even while {they} measured.
  {read_dunes: "Two sides," said {hero}. "Gentle and steep. It's a dune. It's a baby dune." {They} felt absurdly proud of it, as if {they} had built it personally.|"A gentle side and a steep side," said Grandpa, leaning in. "Just like the big ones. Well, would you look at that. That's a baby dune."}
  {pal} settled down beside it and looked it over with great seriousness. "Hello," it said. "Welcome to the desert. It's mostly sand. You'll fit right in."
  Just then the darkling beetle, apparently recovered from its headstand, marched out from the foot of the pedestal, walked straight across the baby dune, and left a neat row of stitches over its brand-new top. "Hey," said {pal}, scandalized. "It's a baby. Go around."
  {hero} laughed so hard that sand got in {their} mouth, which only made it worse. Grandpa rapped his knuckles on the pedestal, which was as hard as an old snowbank. "This fellow has probably watched a hundred baby dunes come and go," he said. "The big ones flow right past it, like water around a rock in a stream, and it just stays put, holding on by its roots."
  {route == "trail": They stayed far longer than they meant to. Twice more the wind came roaring back and wiped out the posts, and twice they crouched behind the pedestal and waited, watching the baby dune grow, until the posts swam back out of the white. By the time the air was clear for good, Grandpa's watch said half past eleven, and he looked at it as though it had played a trick on him.|They stayed far longer than they meant to. Nobody could bring themselves to look away from the baby dune, and when Grandpa finally checked his watch, it said half past eleven, and he looked at it as though it had played a trick on him.}
  Then {hero} looked west. The wind had dropped, and {they} could see the next post clearly, and the one after it. But Grandpa was already shaking his head, slowly, the way he did when he wished the answer were different.
  "We can't reach the flat and get back before the road closes," he said. "Not now. I'm sorry."
  It stung. {hero} had walked all this way to watch sand being born, and now {they} never would, not today. {They} let the disappointment sit there for a moment, because pretending it wasn't there never worked. Then {they} looked down at the small, perfect ridge in the pedestal's shadow and realized {they} had watched something being born after all.
  {knows_recipe: "The ranger's recipe has one more step than she said," {hero} said. "Crystals, then wind, then dunes. We got to see the last step."}
  {saw_grains: "The flat makes the crumbs," said {hero} slowly, "and the wind makes the crumbs into dunes. We just saw the second half of the story."}
  They walked back post by post and signed out at the register. At the car, {hero} turned to find the crest where the pedestal stood. By next year, Grandpa said, the baby dune might be gone, or it might be as tall as {hero}. Either way, it would be somewhere else, and {hero} found that {they} liked that very much. # ending: the_baby_dune
}
-> END

// Help Grandpa back: the flat is missed (the cost), but the hero finds every post home.
=== end_post_by_post ===
# place: alkali-flat
{band:
- "young":
  {hero} took Grandpa's hand. "Let's go back," {they} said. "I will find the posts."
  The old lake was still out there. They turned away from it. That was hard.
  At each post, {hero} looked for the next one. Then they walked to it. When the wind blew, they waited. Once they waited so long that {pal} pretended to be a rock.
  But every time, {hero} found the next post first. "There it is!" {they} called. Eight posts. Nine posts. Ten!
  At the car, Grandpa wrote in the trail book. "You got us back," he said. "In blowing sand! That is a real skill."
  {hero} shook out {their} shoes. Little piles of white sand came out, all sparkly.
  "We did not see the old lake," said {hero}.
  "Not today," said Grandpa. "But now you know how to get there. The old lake will wait for you."
  "Next time we start very early," said {hero}. "And I will find the posts."
  "Deal," said Grandpa. They shook hands. Both hands were sandy! # ending: post_by_post
- "middle":
  {hero} looked west one more time. Then {they} took Grandpa's hand. "Let's go back," {they} said. "I'll find the posts."
  It was the harder choice, and {hero} knew it. The flat was out there, maybe a mile away, and they were turning their backs on it.
  Going back was slow. At every post, {hero} stopped and searched for the next one, and only when {they} found it did they walk on. When a gust blew, they crouched and waited. Once the post they wanted vanished completely, and they waited so long that {flies(): {pal} fluffed itself into a round ball|{pal} curled up} and pretended to be a rock.
  But every time, the post came back, right where it should be, just as Grandpa had promised it would. And every time, {hero} spotted it first. {They} started counting them out loud, and Grandpa started cheering each one, which made {pal} cheer too, even though it had lost count at four.
  At the trailhead, Grandpa signed them out. He wrote down the time, then looked at {hero}. "You got us back," he said. "In blowing sand, in a place where every dune looks the same. That's a real skill."
  {hero} sat on the bumper and shook out {their} shoes. A little heap of white sand poured onto the ground, glittering.
  {saw_grains: Crystal crumbs, {hero} thought. {They} had come to find where they were born, and had carried a shoeful back instead.}
  {knows_recipe: Every grain of it had started in the bowl with no drain, {hero} thought, and the wind had carried it all the way here.}
  {read_dunes: It had come here on the same wind they had just walked through, {hero} thought, following the arrows.}
  "We didn't see the flat," said {hero}.
  "No," said Grandpa. "But you know the way now, post by post. And the flat has been making sand for thousands of years. It will wait for you."
  "Next time we start at sunrise," said {hero}. "And I'll be the post-finder."
  "Deal," said Grandpa, and they shook on it, gritty hand to gritty hand.
  As they drove away, {hero} counted the posts {they} could see from the road. One, two, three, and then only dunes. Somewhere past the last one was the flat, still making sand, waiting. # ending: post_by_post
- else:
  {hero} looked west one more time, at the faint post and the white beyond it. Then {they} took Grandpa's arm. "Let's go back," {they} said. "I'll find the posts."
  It was the harder choice, and {hero} knew it as {they} said it. The flat was out there, a mile away, maybe less, and they were turning their backs on it with the wind still blowing and the whole point of the day unseen.
  Going back was slow. At every post, {hero} stopped and searched the white for the next one, and only when {they} had it, really had it, did they walk on. When a gust came, they crouched and waited. Once, the post {hero} wanted vanished so completely and for so long that {flies(): {pal} puffed itself into a ball, closed its eyes,|{pal} lay down, closed its eyes,} and announced that it was now a rock and would be remaining one.
  But every time, the post came back, right where it ought to be. And every time, {hero} saw it first. Somewhere around the fifth post {they} started counting them out loud, and Grandpa started cheering each one like a goal in a football match, and {pal}, who lost count at four, cheered anyway, on principle.
  At the trailhead, Grandpa signed them out, wrote the time, and then stood looking at {hero} in a way {hero} was not used to. "You got us back," he said. "Through blowing sand, in a place where every dune is a copy of every other dune. That's not luck. That's a skill. Some grown-ups never learn it."
  {hero} sat on the bumper and upended {their} shoes. Two small heaps of white poured out onto the ground, glittering in the sun.
  {saw_grains: Crystal crumbs, {hero} thought, exactly like the ones at the third post. {They} had come all this way to find where they were born, and had ended up carrying two shoefuls of them back instead.}
  {knows_recipe: Every grain of it had started in the bowl with no drain, {hero} thought. Mountains, rain, crystals, wind, and then the inside of {their} sneakers. The least glamorous step in the recipe.}
  {read_dunes: It had ridden here on the same wind they had just walked through, {hero} thought, following the arrows the other way, the way sand had always gone.}
  "We didn't see the flat," {hero} said. Saying it out loud made it smaller, somehow.
  "No," said Grandpa. "But you know the way to it now, post by post, which is more than most people who come here can say. And that flat has been making sand for thousands of years. It can wait a few more weeks for you."
  "Next time we start at sunrise," said {hero}. "Before the wind gets up. And I'm the post-finder."
  "Deal," said Grandpa, and they shook on it, gritty hand to gritty hand, while behind them the dunes went on quietly pouring themselves off their own crests.
  As they drove away, {hero} pressed {their} forehead to the window and counted the posts {they} could still see from the road. One, two, three, and then only dunes. Somewhere past the last of them was the flat, still making sand, patient as anything. {hero} had not seen it. But {they} knew the way there now, and that felt, unexpectedly, like owning a small piece of it. # ending: post_by_post
}
-> END

// =============================================================================================
// Endings from the edge of the flat
// =============================================================================================

// Look: one flake from the raven's crystal becomes one grain of sand.
=== end_crumb ===
# place: alkali-flat
{band:
- "young":
  {hero} knelt down by the crumbly fin. {They} did not touch it. {They} looked with Grandpa's magnifier.
  The broken edge was made of thin clear layers, like the pages of a book. Little flakes were scattered around it. They were flat and clear and sharp.
  {saw_grains: "They look just like the crumbs at the third post!" said {hero}.|"They look just like sand!" said {hero}.}
  Then a little puff of wind came. The tiniest flake wobbled. It rolled off the flat! It stopped on the sand by the first dune.
  "That was part of a crystal," said {hero}. "Now it is sand!"
  "You saw it happen," said Grandpa. "One grain of sand, born."
  {pal} looked at the sand. "Which one was it?" it asked.
  {hero} looked and looked. {They} could not tell. It was part of the dune now, with all the other grains.
  Grandpa tapped his watch. It was time to go back.
  At the top of the first dune, {hero} looked up at the sky. "Thank you, raven," {they} said. # ending: one_grain_born
- "middle":
  {hero} knelt beside the fin the raven had pecked. {They} didn't touch it. {They} just held Grandpa's magnifier close and looked.
  The broken edge was like a tiny cliff made of glass pages, and the pages were splitting apart. Around its foot lay flakes so small {hero} could barely see them without the magnifier: flat, clear, sharp-edged.
  {saw_grains: "They look exactly like the crumbs at the third post," {hero} whispered.|"They look exactly like sand," {hero} whispered.}
  Then a puff of wind came off the flat, so soft it hardly moved {their} hair. The smallest flakes stirred, rocked, and skittered off across the crust. One of them bounced off the edge of the flat and came to rest on the sand at the foot of the first dune, among millions of grains exactly like it.
  "A minute ago, that was part of a crystal," said {hero}. "Now it's sand."
  "You watched it happen," said Grandpa. "One grain. Born."
  {pal} peered at the spot where it had landed. "Which one was it?" it asked.
  {hero} looked. {They} couldn't tell anymore. It had already become part of the dune, just one grain in the biggest crowd {hero} had ever seen. It had been sand for less than a minute, and already it looked as if it had always been there.
  {pal} tried to look sorry about losing it, then gave up. "It doesn't matter which one," it said. "It's home now."
  {read_dunes: And now it would start walking, {hero} thought, up the gentle side and down the steep side, away from the flat, for years and years.}
  {knows_recipe: Mountains, rain, a bowl with no drain, a crystal, a puff of wind. {hero} had seen the whole recipe end in one tiny flake.}
  Grandpa tapped his watch. They started back along the posts, and {hero} kept glancing down at the sand on {their} shoes, wondering how many of those grains had been born that very morning. It was a strange thing to think about. Every dune they climbed on the way back had started out just like that, one flake at a time, and there was no way to tell the old grains from the new.
  At the top of the first dune, {hero} turned and looked up into the empty blue sky. "Thank you, raven," {they} said, just in case it was listening. # ending: one_grain_born
- else:
  {hero} knelt beside the fin the raven had pecked. {They} didn't touch it; it was in enough trouble already. {They} just held Grandpa's magnifier close and looked.
  Up close, the broken edge was a tiny cliff made of glass pages, and the pages were coming apart, peeling and splitting like a book left out in the rain. Scattered around its foot lay flakes so small {hero} could barely make them out even with the magnifier: flat, clear, sharp-edged, catching the light.
  {saw_grains: "They look exactly like the crumbs at the third post," {hero} whispered. Which meant the crumbs at the third post had once been exactly this. {They} felt the two halves of the morning click together.|"They look exactly like sand," {hero} whispered, and then, a second later, understood that this was the entire point.}
  Then a puff of wind came across the flat, so soft it barely lifted {their} hair. The smallest flakes stirred, rocked, and went skittering off across the crust. {hero} followed one with the magnifier. It bounced twice, tipped off the edge of the flat, and came to rest on the sand at the very foot of the first dune, among millions of grains that looked exactly like it.
  "A minute ago," said {hero}, "that was part of a crystal. And now it's sand."
  "You watched it happen," said Grandpa quietly. "One grain. Born. I'm sixty-eight, and I've never seen that."
  {pal} crept up and peered at the spot where it had landed. "Which one was it?" it asked.
  {hero} looked. And looked. {They} couldn't tell anymore. It had already disappeared into the dune, one grain among millions, as if it had been there all along.
  {pal} tried to look sorry about losing track of it, and then gave up. "It doesn't matter which one," it said. "It's home now. It's got a lot of relatives."
  It was funny, {hero} thought, how the whole day had started with a raven dropping a crystal at {their} feet, and was ending with a raven breaking one. As if the raven had been trying to explain something all morning, and {hero} had only just now understood what it meant.
  {read_dunes: And now it would start walking, {hero} thought, up the gentle side, over the top, down the steep side, away from the flat, year after year, the way the arrows said.}
  {knows_recipe: Mountains, rain, a bowl with no drain, a crystal, a puff of wind. {hero} had just watched Ranger Baca's whole recipe end in one flake too small to see.}
  Grandpa tapped his watch. They started back along the posts, and {hero} kept glancing down at the sand clinging to {their} shoes, wondering how many of those grains had been born that very morning, and whether any of them minded being carried back the wrong way. Every dune they climbed on the way back had begun like that, one invisible flake at a time, and somehow that made them look different: less like hills and more like crowds, millions of travelers who had all set out from the same place.
  At the top of the first dune, {hero} turned and looked up into the huge, empty blue. "Thank you, raven," {they} said, just in case it was up there somewhere, listening, taking credit. # ending: one_grain_born
}
-> END

// Wait: the wind comes across the flat, and they stand in the middle of sand being born.
=== end_wind_over_flat ===
# place: alkali-flat
{band:
- "young":
  "Let's wait," said {hero}. "It is coming!"
  They sat at the edge of the flat. The shimmer came closer and closer. Then the wind reached them. Whoosh!
  It was full of tiny flakes! Thousands of them flew past, low and sparkly. The wind had lifted them right off the crust.
  The flakes blew over {hero}'s shoes. They blew up the side of the first dune. Some stayed there. Some kept going, over the top.
  "It is sand being born!" said {hero}. "Right now! Right here!"
  {flies(): {pal} flew up into the wind. The sparkles blew under it like a river.|{pal} turned its back to the wind. The sparkles blew past its feet like a river.}
  "Where are they going?" asked {pal}.
  "To the dunes," said {hero}. "To make them bigger!"
  "Time to go," said Grandpa at last. They walked back fast, post by post. The wind pushed them along, like a big hand on their backs.
  At the trail book, {hero} wrote a note next to {their} name. It said: I saw sand being born. # ending: born_on_the_wind
- "middle":
  "Let's wait," said {hero}. "It's coming."
  They sat right at the edge of the flat and watched the shimmer grow. It came across the lakebed slowly at first, then faster, a low, pale haze hugging the ground. When it reached them, the wind pressed cool against {hero}'s face, and the haze turned out to be thousands and thousands of tiny flakes, flying low and glittering, lifted right off the crust.
  They poured past {hero}'s ankles, over the edge of the flat and up the gentle side of the first dune. Some of them stayed there. Some kept going, over the top and out of sight.
  "It's being born," {hero} said. "Right now. All of it."
  {flies(): {pal} rose into the wind and hung there above them, feathers streaming, watching the glitter pour underneath.|{pal} turned its back to the wind and watched the glitter pour past its feet.}
  "Where are they all going?" asked {pal}.
  "Into the dunes," said {hero}. "They're the new sand. They're making the dunes bigger, right now, while we watch."
  Grandpa crouched beside {hero} and held out his hand, palm up. In a few seconds it was dusted white. "Brand new," he said. Then he tipped his hand and let the wind carry the grains on. "Off you go."
  "He's very polite to sand," {pal} told {hero}.
  {hero} tried to fix the whole picture in {their} mind, so {they} could keep it: the flat, the glitter, and the first dune drinking it all in.
  {knows_recipe: Mountains, rain, a bowl with no drain, crystals, and now the wind. The ranger's recipe, all the way to the end.}
  {read_dunes: They were the newest travelers, {hero} thought, just setting off on a walk that would take them years, the way the arrows pointed.}
  {saw_grains: The crumbs at the third post had started exactly like this, {hero} thought. Every single one.}
  Then Grandpa stood up. "That's our time," he said. "We can't be late for the road."
  They went back fast, post after post, with the wind at their backs pushing them along as if it wanted to help. At the trailhead, Grandpa signed them out, and {hero} took the pen and wrote, next to {their} name: Saw sand being born.
  On the highway, {hero} watched the dunes in the side mirror, glowing white. Somewhere behind them, the haze was still rising off the flat. # ending: born_on_the_wind
- else:
  "Let's wait," said {hero}. "It's coming. I can see it coming."
  They sat right at the edge of the flat and watched the shimmer grow. It came across the lakebed slowly at first, then faster, a low, pale haze clinging to the ground the way mist clings to a pond. When it reached them, the wind pressed cool against {hero}'s face, and the haze turned out to be made of flakes, thousands upon thousands of them, flying low and glittering, lifted straight off the crust and sent on their way.
  They poured around {hero}'s ankles, tipped over the edge of the flat, and streamed up the gentle side of the first dune. Some of them stopped there and stayed. Some kept going, over the top and out of sight, into a dunefield that would be their home for a very long time.
  "It's being born," {hero} said. {Their} voice came out strange. "Right now. All of it. We're sitting in it."
  {flies(): {pal} opened its wings, rose into the wind and hung there above them without a single flap, feathers streaming, watching the glitter pour beneath it like a river seen from a bridge.|{pal} turned its back to the wind, tucked in tight, and watched the glitter pour past its feet like a river going by under a bridge.}
  "Where are they all going?" {pal} asked.
  "Into the dunes," said {hero}. "They're the new sand. The dunes are getting bigger right now, this minute, while we sit here." It was the strangest thing {they} had ever said out loud, and also completely true.
  Grandpa crouched beside {hero} and held out his hand, palm up, into the stream. In a few seconds it was dusted white, as if he had dipped it in flour. "Brand new," he said softly. "Not an hour old, some of these." Then he tipped his hand and let the wind take the grains on. "Off you go. Mind the road."
  "He's very polite to sand," {pal} told {hero} in a low voice. "I've always wondered about that."
  {hero} tried to fix the whole picture in {their} mind, so {they} could take it out and look at it later, on some ordinary day at home: the flat, the glitter, the sun on the mountains, and the first dune drinking it all in, grain by grain, without ever getting full.
  {knows_recipe: Mountains, rain, a bowl with no drain, crystals, and now the wind, doing the last step right in front of them. {hero} wished Ranger Baca were here, and then thought she had probably seen it a hundred times and would have been happy anyway.}
  {read_dunes: They were the newest travelers in the park, {hero} thought, just setting off on a walk that would take them years, up gentle sides and down steep ones, the way the arrows pointed.}
  {saw_grains: The crumbs at the third post had started exactly like this, {hero} thought. Every one of them. Some wind, on some morning, before anyone {hero} had ever heard of was born.}
  {hero} wanted to stay until it stopped. But it didn't stop, and Grandpa was already on his feet. "That's our time," he said. "We can't be late for the road."
  They went back fast, post after post, with the wind at their backs shoving them along, like a workshop hurrying the last visitors out before closing. At the trailhead, Grandpa signed them out, and then {hero} took the pen and wrote, carefully, beside {their} name: Saw sand being born.
  On the highway, {hero} watched the dunes shrink in the side mirror, white and glowing, and knew that somewhere behind them, without anyone watching now, the haze was still rising off the flat and the sand was still coming. # ending: born_on_the_wind
}
-> END

// Go along the edge: where crust turns to crumbs, crumbs to ripples, ripples to dunes.
=== end_first_dune ===
# place: alkali-flat
{band:
- "young":
  "Let's walk along the edge," said {hero}. "I want to see where the dunes start."
  The posts went along the side of the old lake. On one side was the flat. On the other side were the dunes.
  And in between was something new! First the crust was crumbly, like a broken cookie. Then came loose, sparkly grains. Then came little ripples of sand. Then a little bump. Then a bigger bump. Then a real dune!
  "It is like stairs!" said {hero}. "Crystals, crumbs, ripples, dunes!"
  "This may be the newest sand in the whole park," said Grandpa.
  {pal} {sniffed()}. "It is a baby," it said. "It does not know it is a dune yet."
  They did not step on the ripples. They walked around them, to leave them for the wind.
  Then Grandpa tapped his watch. They walked back over the big dunes. {hero} wondered if each one had started as a ripple, long ago. # ending: the_first_ripple
- "middle":
  "Let's follow the posts along the edge," said {hero}. "I want to see exactly where the flat stops and the dunes start."
  The trail ran along the edge of the lakebed for a while. On one side lay the hard, flat crust. On the other rose the white dunes. And in between, {hero} found something {they} had not expected.
  The crust didn't stop all at once. It got crumbly first, broken into flakes and plates, like a cookie that has been stepped on. Then came a thin sheet of loose, glittering grains. Then came little ripples of sand no taller than {hero}'s finger. Then a low bump. Then a bigger one. And then, behind that, the first real dune.
  "It's like a staircase," said {hero}. "Crystals, then crumbs, then ripples, then dunes. You can see the whole thing at once."
  Grandpa crouched beside the smallest ripple. "This might be the newest sand in the whole park," he said. "Born this week, maybe."
  {pal} {sniffed()}. "It's very young," it said. "It doesn't even know it's a dune yet."
  {knows_recipe: {hero} could have walked the ranger's whole recipe right there, one step at a time along the ground.}
  {read_dunes: {hero} checked the little ripples. Even they had a gentle side and a steep side, already pointing the way.}
  {saw_grains: The loose sheet was made of the same crumbs {hero} had seen at the third post, only fresher and sharper, just broken off.}
  They didn't step on the ripples. They walked around them the long way, to leave them for the wind. {pal} went along beside the smallest ones like an inspector, saying "Good, good, carry on" to each one.
  At the last post before the trail turned back into the dunes, {hero} stopped and looked along the edge of the flat as far as {they} could see. The staircase went on and on, mile after mile, crust to crumbs to ripples to dunes, all along the shore of a lake that wasn't there anymore.
  Then Grandpa tapped his watch, and they turned back over the big dunes, post by post. {hero} looked at each dune as they climbed it and wondered whether, a long time ago, it had started as a ripple no taller than a finger. # ending: the_first_ripple
- else:
  "Let's follow the posts along the edge," said {hero}. "I want to see exactly where the flat stops and the dunes start. There has to be a line."
  The trail ran along the rim of the lakebed for a stretch. On one side lay the hard, flat crust. On the other rose the white dunes. And in between, there was no line at all. There was something much better.
  The crust didn't end; it fell apart. First it went crumbly, broken into flakes and plates like a cookie that someone had stepped on. Then came a thin sheet of loose, glittering grains lying on top of it. Then ripples, little ones, no taller than {hero}'s finger, running in neat rows. Then a low bump. Then a bigger bump, with a steep little face. And then, behind that, the first real dune, rising white above their heads.
  "It's a staircase," said {hero}. "Crystals, crumbs, ripples, bumps, dunes. The whole thing, all in a row, like somebody laid it out for a museum."
  Grandpa crouched beside the smallest ripple, carefully, without touching. "This might be the newest sand in the entire park," he said. "Born this week, maybe. Yesterday, even."
  {pal} {sniffed()}, then looked at the ripple with deep suspicion. "It's very young," it said at last. "It doesn't even know it's a dune yet. Someone should tell it."
  {knows_recipe: {hero} could have walked Ranger Baca's whole recipe right here, step by step along the ground, from the crystals to the dunes, with a ripple standing in for every part she'd explained.}
  {read_dunes: {hero} bent over the little ripples. Even they had a gentle side and a steep side, already facing the way the arrows pointed. They had known which way to go since the day they were born.}
  {saw_grains: The loose sheet on the crust was made of the same crumbs {hero} had seen through the magnifier at the third post, only fresher, sharper, broken off so recently the edges still gleamed.}
  They didn't step on the ripples. They walked around them the long way, leaving them for the wind to finish. {pal} went along beside the smallest ones like an inspector on a tour, murmuring "good, good, carry on" to each in turn.
  Grandpa walked a little behind, with his hands clasped behind his back like someone in a museum who has been told not to touch. Once he stopped, bent, and pointed at a single flat flake lying by itself on the crust. "That one's next," he said. "Mark my words."
  At the last post before the trail swung back into the dunes, {hero} stopped and looked along the rim of the flat for as far as {they} could see. The staircase went on and on, mile after mile, crust to crumbs to ripples to dunes, all the way along the shore of a lake that had not held any water for thousands of years. {They} felt very small, and also, strangely, like someone who had been let in on a secret.
  Then Grandpa tapped his watch, and they turned back over the big dunes, post by post. {hero} looked at each one as they climbed it, at its smooth flank and sharp crest, and couldn't stop wondering whether, a very long time ago, it had been a ripple no taller than a finger, lying at the edge of the flat, not knowing yet what it was going to be. # ending: the_first_ripple
}
-> END

// =============================================================================================
// Endings from the playa
// =============================================================================================

// Help: pacing out how far the water has pulled back since sunrise.
=== end_ranger_helper ===
# place: playa
{band:
- "young":
  "Can I help?" asked {hero}.
  "Yes!" said Ranger Baca. She pointed to a little stick standing in the mud. "When I got here at sunrise, I pushed this stick in at the edge of the water. Count your steps from the stick to the water now."
  {hero} walked and counted. "One, two, three..." {They} counted all the way to twenty-two!
  "Twenty-two!" said the ranger. She wrote it down. "The water has moved back that far since sunrise. The sun and wind took it."
  "And it left crystals behind," said {hero}.
  "It did," said the ranger. "In a few days, the water will be gone. Then the wind will blow the crystals to the dunes."
  {pal} {wiggled()}. "I want to count too!" it said. It counted nine steps. Nobody knew why.
  Then the ranger's radio crackled. She had to go and help close the road.
  "Thank you, helper!" she called, waving her clipboard. "Your number is in my notes now."
  {hero} looked at the little lake. {They} had found where sand is born. It was twenty-two steps away! # ending: playa_keeper
- "middle":
  "Can I help?" asked {hero}.
  Ranger Baca pointed to a thin stick poking up out of the damp ground. "When I came down the trail at sunrise, I pushed that stick in right at the water's edge," she said. "I'm keeping track of how fast it dries. Start at the stick, and count your steps to the water."
  {hero} walked out across the damp ground, counting out loud. "Twenty, twenty-one, twenty-two." {Their} shoe touched the edge of the water.
  "Twenty-two kid steps," said the ranger, and wrote it on her clipboard. "That's how far the water has pulled back since sunrise. The sun and the wind took every bit of it."
  "And they left crystals behind," said {hero}, looking at the fresh white fuzz around {their} feet.
  "They did. In a few days this pond will be gone, and the crust will be full of new crystals. Then the wind will start breaking them up and blowing them toward the dunes."
  {pal} {wiggled()}. "I want to count too," it said, and did. It got nine. Nobody could work out how.
  {read_dunes: "And then the dunes will walk off with them," said {hero}. The ranger smiled and wrote that down too.}
  {saw_grains: "Crumbs," said {hero}. "They'll turn into crumbs, like the ones at the third post." The ranger smiled and wrote that down too.}
  {knows_recipe: "And then they'll be part of the dunes," said {hero}. "The whole recipe." The ranger smiled and wrote that down too.}
  {hero} looked back at {their} own footprints, a neat line of twenty-two running out from the stick. By tomorrow the wind would smooth them away.
  Grandpa came and stood beside {hero}, looking at the number on the clipboard. "Twenty-two steps in one morning," he said. "Imagine a lake the size of a whole valley doing that for thousands of years."
  Then the ranger's radio crackled, and she had to hurry off to help close the road. She turned around halfway down the trail and held up her clipboard. "Twenty-two!" she called. "That number's going in my report, and so is the name of the person who counted it."
  {hero} looked at the water, and the new crystals, and the dunes beyond. {They} had come looking for the place where sand is born. It turned out you could count the steps. # ending: playa_keeper
- else:
  "Can I help?" asked {hero}.
  Ranger Baca pointed to a thin stick poking up out of the damp ground, a long way from the water. "When I came down the trail at sunrise, I pushed that stick in right at the water's edge," she said. "I like to keep track of how fast it dries after a storm. Start at the stick, and count your steps to the water. Normal steps. No giant ones."
  {hero} set off across the damp ground, counting out loud. "Nineteen, twenty, twenty-one, twenty-two." {Their} toe touched the edge of the water, and {they} looked back, startled at how far {they} had come.
  "Twenty-two kid-sized steps," said the ranger, writing it on her clipboard. "That's how much ground the water has given up since sunrise. The sun and the wind have lifted every bit of it into the air."
  "And left crystals behind," said {hero}, looking down at the white fuzz around {their} shoes, which had not existed when {they} woke up.
  "Exactly. In a few days this pond will be gone, and the crust will be full of new crystals. Then the wind gets to work, breaking them up and rolling them off to the dunes. Same story as the great lake. Just a shorter chapter."
  {hero} looked back at {their} own footprints, a neat line of twenty-two running out across the damp ground from the stick. By tomorrow, the ranger said, the wind would have smoothed them away, and there would be a little more crust where they had been.
  {pal} {wiggled()}. "I'd like to count too," it said, and did, very solemnly. It got nine. Nobody, including {pal}, could explain this.
  {read_dunes: "And then the dunes walk off with them," said {hero}. "Uphill on the gentle side, downhill on the steep side." The ranger smiled and wrote that down too, under the number.}
  {saw_grains: "Crumbs," said {hero}. "They'll turn into crumbs, like the ones I saw through the magnifier at the third post." The ranger smiled and wrote that down too, under the number.}
  {knows_recipe: "And then they'll be part of the dunes," said {hero}. "Bowl, rain, crystals, wind. The whole recipe, in a puddle." The ranger smiled and wrote that down too, under the number.}
  Grandpa came over and read the clipboard upside down, which was a thing he could do, and which he claimed was the only useful thing he had learned in thirty years of meetings.
 "Twenty-two steps in one morning," he said slowly. "Now picture a lake the size of this whole valley doing that, morning after morning, for thousands of years." {hero} tried, and for a moment could almost see it: the water pulling back and back, and the crystals following it down, and the wind carrying them off into the dunes.
  Then the ranger's radio crackled, and she had to hurry off to help close the road. Halfway down the trail, she turned and tapped the clipboard. "Twenty-two steps!" she called. "That goes in the report. Official data, collected by a visiting scientist."
  {hero} stood at the edge of the water for a moment longer. {They} had set out that morning to find the place where sand is born, expecting it to be far away and hard to reach. It turned out it was twenty-two steps from a stick in the mud, and you could count it. # ending: playa_keeper
}
-> END

// Look: following one tiny flake until it cracks into sand.
=== end_smallest_grain ===
# place: playa
{band:
- "young":
  {hero} lay down on {their} tummy by the dry crust. {They} held Grandpa's magnifier and waited for the wind.
  Puff! Little flakes wobbled and rolled. {hero} picked one tiny flake to watch. It was as small as a seed.
  It rolled. It stopped. It flipped over and sparkled. Then it hit a bump. Crack! It broke in two!
  The two halves rolled onto the sand. Now they looked just like all the other grains.
  "It broke into sand!" said {hero}. "I saw it!"
  "Most people never see that," said Ranger Baca.
  Grandpa smiled. "I never knew a puddle could do that," he said.
  {pal} {wiggled()}. "I will call them Crackle and Pop," it said.
  "Where will they go now?" asked {hero}.
  "Into the dunes," said the ranger. "The wind will take them."
  Then the ranger had to go. {hero} stood up. {Their} front was all white with sand! {They} brushed it off, right onto the playa, where it belonged. # ending: the_smallest_grain
- "middle":
  {hero} lay down on {their} stomach at the edge of the dry crust with Grandpa's magnifier and waited for the wind.
  It came in puffs. With each puff, flakes of crust wobbled, lifted and tumbled away. {hero} picked one to follow, a flake no bigger than a sesame seed, and kept the magnifier on it.
  It rolled. It stopped. It flipped over and caught the sun. Then it hit a bump in the crust and cracked neatly in two. Both halves rolled off the edge of the crust onto the sand, where they came to rest among thousands of grains that looked just like them.
  "It broke," {hero} whispered. "It broke into sand. I saw it happen."
  "You did," said Ranger Baca, who had been watching over {their} shoulder. "Most people never see that in their whole lives."
  Grandpa had been watching too, from a polite distance. "I've walked past a thousand puddles in my life," he said, "and never once thought to look."
  {pal} {wiggled()}. "I'm naming them," it said. "Crackle and Pop."
  {read_dunes: And now Crackle and Pop would start walking, {hero} thought, up the gentle sides and down the steep ones, all the way into the dunes.}
  {saw_grains: They looked exactly like the crumbs at the third post, {hero} thought. Now {they} knew how those had begun.}
  {knows_recipe: Rain, a bowl with no drain, a crystal, the wind and one small crack. The ranger's recipe, all the way to the last step.}
  {hero} rolled onto {their} back and looked up at the sky, then rolled over again. The next puff of wind was already at work on the crust.
  "Will they stay here?" asked {hero}.
  "Not for long," said the ranger. "The next good wind will take them into the dunes. And then they'll keep going, a few feet at a time, for longer than you or I will be around."
  The ranger's radio crackled, and she stood up. "I've got a road to close," she said. "Thanks for watching my puddle with me."
  Grandpa helped {hero} up. {hero}'s front was white with sand from chin to knees. {They} brushed it off carefully, right onto the playa, where it belonged.
  On the drive out, {hero} thought about Crackle and Pop, starting out on their very long walk. Somewhere out there, in all those miles of white, they had just joined the crowd. # ending: the_smallest_grain
- else:
  {hero} lay down flat on {their} stomach at the edge of the dry crust, propped the magnifier in front of one eye, and waited for the wind.
  It came in puffs, as if the playa were breathing. With each puff, flakes of crust wobbled, lifted, and tumbled away. {hero} picked one to follow, a flake no bigger than a sesame seed with one corner that caught the light, and kept the magnifier on it the way you'd keep a flashlight on something moving in the dark.
  It rolled. It stopped. It flipped over and flashed. It rolled again, hit a tiny ridge in the crust, and cracked neatly in two. Both halves tipped off the edge of the crust onto the sand beyond, and came to rest among thousands of grains that looked exactly like them.
  "It broke," {hero} whispered, not daring to move. "It broke into sand. I watched it."
  {hero} lay still for a moment, feeling enormously lucky and also slightly ridiculous, flat on {their} stomach in the mud with a magnifier, like a detective who had fallen over.
  "You did," said Ranger Baca, who had crouched down behind {them} without {hero} noticing. "I've worked here eleven years. Most people live their whole lives and never see that once."
  Grandpa had been watching too, from a polite distance, with his hands behind his back. "I've walked past a thousand puddles in my life," he said, "and never once thought to get down on my stomach and look. I'm starting to think I've been doing puddles wrong."
  {pal} {wiggled()}. "I'm naming them," it said. "Crackle and Pop. Crackle is the bigger one. Pop is braver."
  {read_dunes: And now Crackle and Pop would start walking, {hero} thought, up the gentle sides and down the steep ones, following the arrows, into a dunefield that would take them a lifetime to cross.}
  {saw_grains: They looked exactly like the crumbs at the third post, {hero} thought. Every one of those had started with a crack like that. {They} had just seen the very beginning of one.}
  {knows_recipe: Rain, a bowl with no drain, a crystal, a puff of wind and one small crack. The ranger's recipe, all the way to the very last step, and the last step was the size of a sesame seed.}
  "Will they stay here?" {hero} asked, oddly worried for them.
  "Not for long," said the ranger. "The next good wind will lift them into the dunes, and after that they'll keep moving, a few feet at a time, for longer than you or I will be around to keep track. They've got a long trip ahead."
  The ranger's radio crackled, and she stood, knees popping. "I've got a road to close," she said. "Thanks for keeping my puddle company."
  Grandpa hauled {hero} up by both hands. {hero}'s entire front was white with sand, chin to knees, like a powdered doughnut. {They} brushed it off carefully, every last grain, right back onto the playa, where it belonged.
  On the drive out, {hero} leaned against the window and thought about Crackle and Pop setting off on their long, slow walk. Somewhere out there, in all those miles of white, two grains of sand had just joined the crowd, and {hero} was the only person in the world who knew their names. # ending: the_smallest_grain
}
-> END

// Go back out: too late for the flat (the cost). The clock wins, kindly.
=== end_too_late ===
# place: alkali-flat
{band:
- "young":
  "Let's try the trail now!" said {hero}. "Maybe there is time."
  They hurried to the car. They drove all the way to the end of the park road. Grandpa wrote their names in the trail book.
  They climbed up to the first post. Then the second. At the third post, Grandpa checked his watch.
  "We must turn back here," he said. "Or we will not be out before the road closes."
  {route == "trail": {hero} looked far away. This morning, from the next dune, they had seen the old lake. Now the wind made a white haze, and the old lake was lost in it.|{hero} looked far away. There were only dunes and mountains. The old lake was too far to see.}
  {route == "trail": "We were so close," said {hero} in a small voice. "The wind took it away."|"We took too long," said {hero} in a small voice.}
  Grandpa sat down next to {them}. "We saw good things today," he said. "And the old lake is not going anywhere."
  {hero} picked up some sand. It sparkled in {their} hand. All of it had come from the old lake, on the wind.
  {route == "trail": {pal} looked out at the haze. "But we did see it," it said. "This morning. The wind cannot take that."|{pal} {wiggled()}. "Next time, we come early," it said. "Very early!"}
  They walked back to the car. Ranger Baca was by the road, waving the last cars out. # ending: beaten_by_the_clock
- "middle":
  "Let's try the trail," said {hero}. "Maybe there's still time."
  Grandpa looked doubtful, but he didn't say no. {pal} said no, quite loudly, and was ignored. They hurried back to the car and drove all the way to the end of Dunes Drive. The clock on the dashboard said 11:40 when they signed the trail register.
  They climbed to the first post as fast as the soft sand allowed. Then the second. At the third post, Grandpa stopped and checked his watch.
  "This is as far as we can go," he said. "If we walk out any farther, we can't get back before the road closes."
  {route == "trail": {hero} looked west. This morning, from the very next dune, they had seen the flat lying pale under the mountains. Now the wind was pouring sand off every crest in a white haze, and the flat was lost somewhere behind it.|{hero} looked west. There were only dunes, dune after dune, and the far blue mountains. The flat was out there somewhere, too far to see.}
  {route == "trail": "We were closer this morning," {hero} said. "Before the wind."|"We spent too long," {hero} said. The words felt heavy.}
  Grandpa sat down on the crest beside {them}. "We spent the morning well, though," he said. {route == "ranger": "You learned the whole recipe from the ranger. That's not nothing."|{route == "dunes": "You read those dunes like a book. That's not nothing."|"We were careful in that wind. That counts for a lot."}}
  {hero} knew he was right. It still felt like missing the last page of a book.
  {hero} picked up a pinch of sand and let it run through {their} fingers, glittering. All of it had come from the flat. {They} hadn't reached the place where sand is born. But the sand had reached {them}.
  {route == "trail": {pal} glared at the haze. "We did start at sunrise," it said. "Nobody told the wind."|{pal} {wiggled()}. "Next time," it said, "we start at sunrise and go straight to the trail. I'll complain, but I'll come."}
  Far off, a raven was circling over the dunes. {hero} wondered if it was the same one, off to drop a crystal at somebody else's feet.
  They sat a minute longer, listening to the wind hiss over the crests. Then they turned back and signed out at twenty past twelve. Out on the park road, Ranger Baca was standing beside her truck, waving the last cars out. They were on the right side of the closing{route == "trail":, and next time, {hero} decided, they would ask about the wind as well as the clock}. # ending: beaten_by_the_clock
- else:
  "Let's try the trail," said {hero}. "There might still be time."
  Grandpa looked at his watch, then at {hero}'s face, and didn't say no, which {hero} would think about later. They hurried back to the car and drove all the way to the end of Dunes Drive. The clock on the dashboard said 11:40 when they signed the trail register, and {hero} did the sum in {their} head and didn't like the answer.
  They climbed to the first post as fast as the soft sand allowed. Then the second. At the third post, Grandpa stopped, breathing hard, and checked his watch for a long moment.
  "This is as far as we go," he said. "If we walk out any farther, we can't get back before the road closes. And that's one rule nobody gets to bend."
  {route == "trail": {hero} looked west. This morning, from the very next dune, they had seen the flat lying pale under the mountains, close enough to point at. Now the wind was tearing sand off every crest in a white haze, and the flat was somewhere behind it, as if someone had drawn a curtain.|{hero} looked west. There were only dunes, dune after dune after dune, and the far blue mountains standing over them. The flat was out there somewhere, beyond all of it, too far even to see.}
  {route == "trail": "We were closer this morning," {hero} said. "Before the wind." {They} could feel exactly how close, like an itch.|"We spent too long," {hero} said. The words came out heavier than {they} expected, as though {they} had been carrying them all the way from the car.}
  Grandpa sat down on the crest beside {them}. "We spent the morning well, though," he said. {route == "ranger": "You got the whole recipe from a real ranger, and then you watched it happen in a puddle. That's not nothing. That's most of it."|{route == "dunes": "You read those dunes like a book. I've been coming to places like this for fifty years and I never once noticed they had a front and a back. That's not nothing."|"We were careful out there in that wind, and we came back safe. That counts for a great deal more than you'd think."}}
  {hero} knew he was right. It still felt like being told the ending of a book instead of reading the last page.
  {hero} picked up a pinch of sand and let it run through {their} fingers, glittering in the noon light. Every grain of it had come from the flat. {They} hadn't reached the place where sand is born, not today. But the sand, all of it, had made the long trip to reach {them}, and that was something.
  {route == "trail": {pal} glared west at the haze as if it had been personally insulted. "We did start at sunrise," it pointed out. "We did everything right. The wind just had other plans, and it did not ask me about them."|{pal} {wiggled()}. "Next time," it said, "we start at sunrise and go straight to the trail. I'll complain the entire way. But I'll come."}
  Far off over the dunes, a raven was circling, a black speck against the blue. {hero} wondered if it was the same one from the morning, off to drop a crystal at somebody else's feet and start somebody else's day.
  They sat a minute longer on the crest, not talking, listening to the wind hiss over the dunes and watching the sand pour off the next crest and the next, all of it heading away from the flat, toward them and past them. {hero} found that the disappointment was still there, but smaller now, and that there was room beside it for something else, something more like a plan.
  They turned back and signed out at twenty past twelve. Out on the park road, Ranger Baca was standing beside her truck, waving the last cars out, and she gave them a nod as they passed. They were on the right side of the closing, with forty minutes to spare{route == "trail":, and {hero} had already decided: next time, they would start at sunrise again, and ask Ranger Baca about the wind before they asked about anything else}. # ending: beaten_by_the_clock
}
-> END
