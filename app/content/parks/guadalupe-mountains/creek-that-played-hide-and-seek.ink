# title: The Creek That Played Hide-and-Seek
# month: 11
INCLUDE shared/story.ink

// How chapter 2 was spent: "upstream" (followed the creek up the canyon and saw it dry up at the
// top end too), "listen" (heard it running under the stones and tried the leaf test), "ranger"
// (heard Wallace Pratt's story and the ranger's hint about green plants and animals).
VAR route = ""
// Where the hero is when a chapter may end early: "upstream", "listen", "ranger" (chapter 2), then
// "cabin", "crossing", "elk" (chapter 3).
VAR at = ""
// The chapter-3 scene: "cabin" (Pratt Cabin), "crossing" (the stepping stones), "elk" (the elk by the creek).
VAR spot = ""
// They heard the creek running under the dry stones.
VAR heard_it = false
// They know Wallace Pratt's story (from the ranger or at the cabin).
VAR knows_pratt = false
// They have seen the elk.
VAR saw_elk = false

-> creek_appears

// ---------------------------------------------------------------- chapter 1
=== creek_appears ===
# place: mckittrick-canyon
{band:
- "young":
  It was fall. {hero} and Mom had been walking for a long time. The canyon was dry. The rocks were dry. Even the creek bed was dry!
  "Where is the creek?" asked {hero}.
  "Just wait," said Mom, and she smiled. "Around one of these bends, this canyon does a magic trick."
  "It had better be a wet one," said {hero}.
  Then the trail went around a big rock. And everything changed!
  Trees filled the canyon. Their leaves were red and orange and gold. They looked like they were on fire!
  "Maple trees," said Mom. "Their leaves turn red and orange in the fall." # fact: bigtooth-maple-trees
  And there, by the trail, was water! A clear creek ran over white stones. Red leaves spun on top.
  {pal} {dashed()} over. "Water!" it said. It followed a red leaf down the creek.
  But the creek got thinner and thinner. Then it was gone! Just dry stones, like before.
  "Where did it go?" asked {pal}.
  "It is hiding!" said {hero}, laughing.
  "Hide-and-seek!" said {pal}. "I love hide-and-seek. Ready or not, creek, here I come!"
  {hero} wanted to win too. They would find where the creek was hiding!
  "Boots out of the water," said Mom. "Animals need this creek. And when the shade covers the creek, we go back."
  Then a ranger came down the trail. She had a radio on her shoulder.
  The red leaf sat on the dry stones, waiting.
- "middle":
  It was early November, and {hero} and Mom had been walking for almost an hour. They had left the car at the little station at the mouth of McKittrick Canyon, and ever since, the canyon had looked like every other desert canyon {hero} had ever seen: dry rocks, spiky plants, and a creek bed full of white stones without one drop of water in it.
  "Are you sure there's a creek?" {hero} asked, for the third time.
  "That's what the sign said," said Mom. "Be patient. People say this canyon keeps its best surprise around a bend, and we haven't found the right bend yet."
  "Maybe the creek is around a bend too," {hero} grumbled. "Taking a nap."
  Then the trail bent around a big rock, and the canyon changed color. Trees crowded the canyon floor: oaks and walnuts and, everywhere, maples, scarlet and orange and gold, blazing against the pale cliffs as if someone had set them alight.
  "Bigtooth maples," Mom said softly. "Every fall they turn red and orange like this. People drive across Texas to see them." # fact: bigtooth-maple-trees
  And beside the trail, out of nowhere, there was water. A clear creek was sliding over pale stones, chuckling to itself, with red leaves spinning on top.
  {pal} {dashed()} to the edge. "Water!" it cried. "In the desert!" It followed a red leaf downstream, back the way they had come. The creek grew thinner and thinner, spread out between the stones in a shiny sheet, and then simply stopped. Below that, the stones were dry and white, the way they had been all morning.
  {pal} stared. "It was right here," it said. "Where did it go?"
  "It's hiding," said {hero}, laughing.
  {pal} narrowed its eyes. "Hide-and-seek," it said. "Fine. I am excellent at hide-and-seek." It turned to face up the canyon. "Ready or not, creek, here I come!"
  {hero} grinned. If the creek wanted to play, {they} wanted to win. They would find its hiding place: the spot where it came out of the ground.
  "Boots out of the water, though," said Mom. "Out here a creek is precious. Every tree and animal in this canyon depends on it." She looked up at the high canyon walls. "And here's the deal. When the shadows cover the creek this afternoon, we turn back. The road gate closes, and it's a long walk out."
  Just then a ranger came down the trail toward them, with a radio clipped to her shoulder.
  Behind them, the red leaf sat stranded on the dry stones where the water had vanished, as if it was waiting for someone to say "Go."
- else:
  It was early November, and {hero} and Mom had been walking for almost an hour. They had parked at the little contact station at the mouth of McKittrick Canyon, and ever since, the famous canyon had looked exactly like every other desert canyon {hero} had ever seen: dry rocks, spiky plants that wanted to stab you, and a creek bed full of white stones without one single drop of water in it.
  "Are you completely sure there's a creek?" {hero} asked, for the third time. "Because I'm starting to think the creek is a rumor."
  "That's what the sign at the station said," said Mom, who had a lot of faith in signs. "It also said this canyon saves its best surprise for people who keep walking. So we keep walking."
  "Or the sign is in on it," said {hero}. "Maybe the whole canyon is a prank, and the creek is the punchline. Somewhere a park ranger is laughing at us right now."
  Then the trail bent around a big rock, and the canyon changed color. Trees crowded the canyon floor: oaks and walnuts and, everywhere, maples, scarlet and orange and gold, blazing against the pale cliffs as if someone had walked through with a torch and set them alight one by one.
  "Bigtooth maples," Mom said softly. "Every fall they turn red and orange like this. People drive from all over Texas just to stand here." # fact: bigtooth-maple-trees
  And beside the trail, out of nowhere, as if it had been there all along and they had simply failed to notice, there was water. A clear creek was sliding over pale stones, chuckling to itself, with red leaves spinning on top like tiny boats.
  {pal} {dashed()} to the edge. "Water!" it cried. "In the desert!" It followed one red leaf downstream, back the way they had come, watching it ride. The creek grew thinner and thinner, spread out between the stones in a shiny sheet, and then it simply stopped. Below that point, the stones were dry and white, exactly as they had been all morning.
  {pal} stared at the dry stones. Then it stared at the wet ones. Then it looked at {hero}, deeply offended. "It was right here," it said. "Where did it go?"
  "It's hiding," said {hero}, laughing.
  {pal} narrowed its eyes. "Hide-and-seek," it said slowly. "Fine. I'll have you know I am excellent at hide-and-seek." It turned to face up the canyon and raised its voice. "Ready or not, creek, here I come!"
  {hero} grinned. It was a ridiculous game. {They} wanted to win it anyway. They would find the creek's hiding place, the exact spot where it came up out of the ground, and {pal} could shout whatever it liked when they got there.
  "Boots out of the water, though, both of you," said Mom. "Out here a creek is precious. Every tree and animal in this canyon depends on it." She shaded her eyes and looked up at the canyon walls, high and pale, with the sun only just clearing the top of the southern one. "And here's the deal. When the shadows cover the creek this afternoon, we turn back. The road gate closes, and it's a long walk out."
  Just then, a ranger came striding down the trail toward them, a radio clipped to her shoulder and maple leaves stuck to her boots.
  Behind them, the red leaf sat stranded on the dry stones where the water had vanished, as if it was waiting for somebody to say "Go."
}
* [Follow the creek upstream to see where it comes from # act: go] -> upstream
* [Look and listen at the spot where the creek vanished # act: look] -> vanishing_spot
* [Ask the ranger where the creek went # act: ask] -> ranger_on_trail

// ---------------------------------------------------------------- chapter 2
=== upstream ===
# place: mckittrick-canyon
~ at = "upstream"
{band:
- "young":
  The ranger smiled, said hello and walked on down the trail.
  {hero} and {pal} went the other way, up the canyon, next to the creek.
  The creek was busy. It slid over little rock steps. Splish! It filled clear green pools. It carried red leaves past their feet.
  Then the trail crossed the creek on stepping stones.
  "Step on the dry tops," said Mom. "The wet ones are slippery."
  Step, step, step. {hero} made it across!
  {kind == "otter": {pal} looked at the water with longing. "Just one swim?" it asked. "No," said Mom.}
  {kind != "otter": {pal} {moved()} across after {them}, very carefully.}
- "middle":
  The ranger smiled, wished them good morning and went on down the trail. {hero} and {pal} went the other way, up the canyon, with the creek for company.
  The creek was busy. It slid over little rock ledges in waterfalls no taller than a shoe. It spread into clear green pools and then hurried on. It carried red leaves past their feet like a parade.
  Maple leaves kept drifting down from above. One landed right on top of {hero}'s head and stayed there, like a small red hat, and {pal} laughed so hard {flies(): it had to land on a rock and hold on|it had to stop walking}.
  Then the trail crossed it on a line of stepping stones.
  "Step on the dry tops," said Mom. "The wet ones are slippery as soap."
  {hero} went across one stone at a time, arms out.
  {kind == "otter": {pal} gazed at the water with huge, sad eyes. "One swim," it pleaded. "One tiny swim." "Boots out, paws out," said Mom. {pal} sighed the sigh of an otter with a broken heart.}
  {kind != "otter": {pal} {moved()} across behind {them}, very carefully, as if the creek might bite.}
- else:
  The ranger smiled, wished them a good morning and went on down the trail with her radio muttering. {hero} and {pal} went the other way, up the canyon, with the creek for company.
  It was a busy creek. It slid over little rock ledges in waterfalls no taller than a shoe, spread into clear green pools where leaves turned slow circles, and then hurried on again, like a player who had just spotted a better place to hide. It carried red maple leaves past their feet like a parade going the wrong way.
  More leaves kept drifting down from the branches overhead, turning slowly as they fell. One landed squarely on top of {hero}'s head and stayed there like a small red hat, and {pal} laughed so hard that it had to {flies(): land on a rock and recover|stop walking and recover}, which {hero} felt was an overreaction.
  Then the trail crossed it on a line of stepping stones.
  "Step on the dry tops," said Mom. "The wet ones are as slippery as a bar of soap, and I didn't bring a towel."
  {hero} went across one stone at a time, arms out like a tightrope walker, and did not fall in, which felt like a small victory over the creek.
  {kind == "otter": {pal} gazed at the water with enormous, tragic eyes. "One swim," it pleaded. "One tiny, respectful swim." "Boots out, paws out," said Mom firmly. {pal} let out the sigh of an otter whose heart had been broken for all time, and hopped across the stones like everybody else.}
  {kind != "otter": {pal} {moved()} across behind {them}, very carefully, as if the creek might reach up and grab it.}
}
{end_now: -> end_early}
~ route = "upstream"
{band:
- "young":
  They walked on and on. Then {hero} stopped.
  The creek was getting quiet. Up ahead, the stones were dry again!
  "The creek is hiding at BOTH ends!" said {pal}.
  Between the dry stones and the wet stones, lots of red leaves covered the ground. Somewhere under there, the creek came out. But where?
  A sign pointed up the trail. It said Pratt Cabin.
  "There is an old stone cabin up there," said Mom. "Right by the creek."
  Then, across the creek, something crunched in the leaves. Crunch. Crunch. Something big was in the trees!
- "middle":
  They walked on for a long time, and then {hero} noticed something. The creek was getting quieter. Its chuckle had turned into a whisper.
  A little further on, {they} saw why. Up ahead, the creek bed was dry again: white stones, not a drop.
  {pal} stopped dead. "It's hiding at BOTH ends," it said. "That is not allowed. That is cheating."
  Between the dry stones above and the wet stones below lay a jumble of boulders and tree roots, all covered with a thick blanket of fallen red leaves. Somewhere under there, the creek came out of hiding. But where, exactly?
  A wooden signpost pointed on up the trail: PRATT CABIN.
  "There's an old stone cabin up there, right beside the creek," said Mom. "Maybe it's running there."
  High on the canyon wall, a line of shade had started creeping down.
  And then, across the creek, something crunched in the fallen leaves. Crunch. A pause. Crunch. Something big was moving in the maples.
- else:
  They walked on for a long time, and then {hero} noticed something was different. The creek was getting quieter. Its chuckle had thinned to a whisper, and then to a murmur, like someone losing interest in their own story.
  A little further on, {they} saw why. Up ahead, the creek bed was dry again: white stones, bone dry, not a drop anywhere.
  {pal} stopped dead. "It's hiding at BOTH ends," it said, outraged. "You can't hide at both ends. That's not hide-and-seek. That's cheating. I want to speak to whoever's in charge of creeks."
  Between the dry stones above and the wet stones below lay a jumble of boulders and twisted tree roots, all buried under a thick blanket of fallen red leaves. Somewhere under there, in that tangle, the creek was climbing out of the ground. It was the hiding place. It had to be. But where, exactly? It could be anywhere in a stretch as long as a school hallway.
  A wooden signpost pointed on up the trail: PRATT CABIN.
  "There's an old stone cabin up there, right beside the creek," said Mom. "Maybe it's running there. Maybe it's hiding there, too."
  {hero} glanced up. High on the canyon wall, a line of shade had started to creep down, slow as a minute hand. The deal suddenly felt real.
  And then, across the creek, something crunched in the fallen leaves. Crunch. A long pause. Crunch. Something big was moving in the maples, and it didn't seem worried about who heard it.
}
* [Go on up the trail to Pratt Cabin # act: go] -> pratt_cabin
* [Look for the exact spot where the wet stones begin # act: look] -> the_crossing
* [Wait quietly to see what is moving in the maples # act: wait] -> elk_by_the_creek

=== vanishing_spot ===
# place: mckittrick-canyon
~ at = "listen"
{band:
- "young":
  The ranger smiled and walked on down the trail.
  {hero} and {pal} crouched by the dry stones. The last bit of water slid in between the pebbles. Then it was gone.
  "Shh," said Mom. "Listen."
  They held very still. {pal} {sniffed()}.
  At first there was nothing. Then {hero} heard it. Gurgle, gurgle. Trickle, trickle. It was coming from under the stones!
  "The creek is under there!" said {hero}.
  "Yes," said Mom. "It runs under the stones, where we cannot see it. Then it pops out again." # fact: mckittrick-creek-hides
- "middle":
  The ranger smiled, wished them good morning and went on down the trail.
  {hero} and {pal} crouched beside the place where the water vanished. The last thin sheet of creek slid in between the pebbles and was gone, as if the ground had simply drunk it.
  "Shh," said Mom. "Listen."
  They held perfectly still. {pal} {sniffed()}. For a moment there was nothing but the breeze in the maples.
  Then {hero} heard it. Very faint, somewhere under the dry stones: a gurgle. A trickle. The sound of water that was still going somewhere. {pal} leaned in and listened so hard it forgot to blink.
  "It's under there!" {hero} whispered. "It didn't stop. It went underneath!"
  "That's the secret," said Mom. "Here, the creek runs through the gravel under the creek bed, where we can't see it. Where the gravel is deep, it sinks out of sight. Where rock pushes it up, it comes back out." # fact: mckittrick-creek-hides
- else:
  The ranger smiled, wished them a good morning and went on down the trail, her radio muttering to itself.
  {hero} and {pal} crouched beside the exact place where the water vanished. The last thin sheet of creek slid in between the pebbles and was gone, as if the ground had simply drunk it in one long, quiet gulp.
  "Shh," said Mom. "Listen."
  They held perfectly still. {pal} {sniffed()}. For a long moment there was nothing but the breeze moving through the maples and a single leaf ticking down through the branches.
  Then {hero} heard it. Very faint, somewhere under the dry stones, like someone humming in the next room: a gurgle. A trickle. The sound of water that was still very much going somewhere.
  {pal} leaned in until its head almost touched the stones and listened so hard it forgot to blink, its whole body gone still, the way animals go still when they hear the thing they have been waiting for.
  "It's under there," {hero} whispered, and a shiver went down {their} arms. "It didn't stop. It just went underneath!"
  "That's the secret," said Mom quietly. "In places like this, the creek runs through the gravel under the creek bed, where nobody can see it. Where the gravel is deep, it sinks out of sight. Where solid rock pushes it up, out it comes again, as if nothing happened." # fact: mckittrick-creek-hides
}
~ heard_it = true
{end_now: -> end_early}
~ route = "listen"
{band:
- "young":
  {pal} pushed a red leaf onto the last bit of water. The leaf spun. It floated. Then it stopped, stuck on the dry stones.
  "The leaf cannot follow," said {hero}. "Only the water knows the way."
  So where did the creek come out? Not down here. It was dry all the way back to the car.
  "It comes out somewhere up the canyon," said {hero}. "That is where it is hiding!"
  "There is an old stone cabin up the trail too," said Mom. Then she pointed at the mud. There were big hoofprints, going down to the water. Some were brand new!
  "Someone else is playing too," whispered {pal}.
- "middle":
  {pal} nudged a red maple leaf onto the last of the water. The leaf rode, spun once and then stuck fast, stranded on the dry stones right where the creek went under.
  "The leaf can't follow it," said {hero}. "Only the water knows the way."
  So where did the water come from? Not from down here. Downstream, the creek bed was dry all the way back to the car. They'd walked it.
  "It comes out of the ground somewhere up the canyon," said {hero}. "That's its hiding place. That's home base."
  Already a line of shade was creeping down the canyon wall.
  "And up the trail there's an old stone cabin, right by the creek," said Mom. "A man who loved this canyon had it built." Then she pointed at the mud by the water's edge. It was printed all over with big split hoofprints, some of them so fresh that water was still seeping into them. "Deer and elk come here to drink," she said. "They always know where the water is."
  {pal} looked at the prints, then up the canyon, then back at the prints. "Someone else is playing too," it whispered. "And they got here first."
- else:
  {pal} nudged a red maple leaf onto the last of the water with great ceremony, like someone launching a ship. The leaf rode, spun once, and then stuck fast, stranded on the dry stones exactly where the creek went under, a little red boat with nowhere to go.
  "The leaf can't follow it," said {hero} slowly. "Only the water knows the way."
  So where did the water come from? Not from down here. Downstream, the creek bed was dry all the way back to the car. They had walked every step of it, and {hero} had complained about every step.
  "It comes out of the ground somewhere up the canyon," said {hero}. "That's where it's really hiding. That's home base."
  {hero} looked up. High on the canyon wall, a line of shade had begun to creep down, slow as the minute hand on a clock.
  "And up the trail there's an old stone cabin, right by the creek," said Mom. "A man who loved this canyon had it built, a long time ago." Then she pointed at the mud along the water's edge. It was printed all over with big split hoofprints, some of them so fresh the water was still seeping into them. "Deer and elk come down here to drink," she said. "They always know where the water is. They don't need a map."
  {hero} crouched and laid {their} hand beside the biggest print. It was wider than {their} palm, split down the middle like a heart, and the mud inside it was still soft and shining. Whatever had made it had stood right here, minutes ago, and might not be far away now.
  "So someone else is playing too," said {pal}, looking at the prints with new respect, and then, rather less happily, at the trees. "And they're winning."
}
* [Go back upstream to find where the water comes up # act: go] -> the_crossing
* [Wait by the water to see who made the big hoofprints # act: wait] -> elk_by_the_creek
* [Ask Mom whose old stone cabin it is # act: ask] -> pratt_cabin

=== ranger_on_trail ===
# place: mckittrick-canyon
~ at = "ranger"
{band:
- "young":
  "Excuse me," said {hero}. "Where did the creek go?"
  The ranger laughed. "Ah! You found our hiding creek," she said. "I am Ranger Mendez. This creek runs under the stones for a while. Then it pops out again." # fact: mckittrick-creek-hides
  She pointed up the canyon. "Long ago, a man named Wallace Pratt owned this canyon. He loved it. He gave his land to the park!" # fact: geologist-wallace-pratt
  "His old stone cabin is still up the trail," she said. "You can sit on the porch."
  {pal} {wiggled()}. "Can I play hide-and-seek in his canyon?" it asked.
  "Everyone can," said the ranger. "That is why he gave it away."
- "middle":
  "Excuse me," said {hero}. "Do you know where the creek went?"
  The ranger laughed. "Ah. You've met our creek," she said. "I'm Ranger Mendez. It does that. In this part of the canyon it runs on top of the stones for a while, then ducks under the gravel, then pops out again further on. Hide-and-seek is its favorite game." # fact: mckittrick-creek-hides
  "That's what I said," said {pal}, pleased.
  The ranger crouched and pointed at the white stones below the water. "See how clean they are? Water runs through the gravel under there, even now. The creek isn't gone. It's just out of sight."
  She stood up and nodded toward the top of the canyon. "A long time ago, this whole part of the canyon belonged to one man, a geologist called Wallace Pratt. He loved it so much that he gave his land here to help create the park." # fact: geologist-wallace-pratt
  "His stone cabin is still up the trail," she went on. "And in 1972, this became Guadalupe Mountains National Park, so his canyon belongs to everybody now." # fact: national-park-1972
- else:
  "Excuse me," said {hero}. "This is going to sound strange, but do you know where the creek went?"
  The ranger laughed, a real laugh, the kind that makes you like somebody straight away. "Ah. You've met our creek," she said. "I'm Ranger Mendez. And it doesn't sound strange at all. In this part of the canyon it runs on top of the stones for a while, then ducks under the gravel, then pops out again further on. Hide-and-seek is basically its whole personality." # fact: mckittrick-creek-hides
  "That's what I said," said {pal}, enormously pleased with itself.
  The ranger crouched and pointed at the white stones below the water. "See how clean they are? No mud, no dust. That's because water is still running through the gravel underneath, even now. The creek isn't gone. It's just gone somewhere you can't see, which, if you think about it, is exactly what hiding is."
  She straightened up and nodded toward the top of the canyon. "Here's something else. A long time ago, this whole part of the canyon belonged to one man, a geologist called Wallace Pratt. He studied rocks for a living, so you can imagine what he thought of these walls. He loved this place so much that he gave his land here to help create the park." # fact: geologist-wallace-pratt
  "His stone cabin is still up the trail," she went on. "You can sit on its porch. And in 1972 all of this became Guadalupe Mountains National Park, so his canyon belongs to everybody now, including creeks with bad manners." # fact: national-park-1972
}
~ knows_pratt = true
{end_now: -> end_early}
~ route = "ranger"
{band:
- "young":
  "Can you help us find where the creek comes out?" asked {hero}.
  The ranger smiled. "Hide-and-seek needs hints," she said. "Hint one: look for green. Little ferns and moss grow near water. Hint two: watch the animals. Deer and elk always know where the water is."
  Crackle! Her radio buzzed. "I have to go," she said. She turned to walk away.
  {hero} looked down at the trail. Big hoofprints crossed it. They went toward the creek!
  Some of them were still wet.
- "middle":
  "Can you tell us where the creek comes out?" {hero} asked. "Its hiding place?"
  The ranger's eyes twinkled. "I can't just tell you. That would spoil the game," she said. "But hide-and-seek is allowed hints. Hint one: look for green. Ferns and moss grow where water is close, even when you can't see it. Hint two: watch the animals. Deer and elk always know where the water is."
  Her radio crackled, and a voice asked for her at the station. "That's me," she said. "If you reach the cabin, sit on the porch and listen for a while. Mr. Pratt liked to do that."
  High on the canyon wall, a line of shade was starting to creep down. The ranger glanced at it, and then she turned to go.
  {hero} looked down. Right across the trail, where she had been standing, ran a line of big split hoofprints, heading toward the creek. The edges of the freshest ones were still wet.
- else:
  "Could you tell us where the creek comes out?" {hero} asked. "Its hiding place?"
  The ranger's eyes twinkled. "Now, I can't just tell you," she said. "That would spoil the game, and the creek would never forgive me. But everyone knows hide-and-seek is allowed hints. Hint one: look for green. Ferns and moss grow where the water is close, even when you can't see a drop. Hint two: watch the animals. Deer and elk always know where the water is. They've been playing this game a lot longer than you have."
  Her radio crackled, and a voice asked for her back at the station. "That's me," she said. "If you make it to the cabin, sit on the porch and listen for a while. Mr. Pratt used to do exactly that. I think he'd approve."
  {hero} glanced up. High on the canyon wall, a line of shade had started to creep down, slow as a minute hand. It seemed to be in no hurry. {hero} didn't trust it one bit.
  The ranger turned to go, leaves crunching under her boots.
  {hero} looked down. Right across the trail, where she had been standing, ran a line of big split hoofprints, heading toward the creek. The edges of the freshest ones were still dark and wet. Whatever had made them had passed this way only minutes ago, and was somewhere close by now, among the maples, listening.
}
* [Look where the big hoofprints lead # act: look] -> elk_by_the_creek
* [Go on up the trail to Pratt Cabin # act: go] -> pratt_cabin
* [Call out one last question to the ranger # act: ask] -> the_crossing

// ---------------------------------------------------------------- chapter 3
=== pratt_cabin ===
# place: pratt-cabin
~ at = "cabin"
{band:
- "young":
  {route:
  - "upstream":
    Behind them, the crunching in the trees went away up the hill. So they walked on up the canyon. The creek hid. Then it came back. Then it hid again! Every time it popped out, {pal} shouted, "I see you!"
  - "listen":
    "Whose cabin is it?" asked {hero}, as they walked.
    "A man named Wallace Pratt," said Mom. "He studied rocks. He loved this canyon so much, he gave his land to the park." # fact: geologist-wallace-pratt
  - else:
    They walked on up the canyon. The creek hid. Then it came back. Then it hid again!
  }
  At last they came to a quiet spot under the trees. There stood a little house made of gray stone. It had a long porch.
  Red leaves lay all over the yard, like a red rug.
  {route == "upstream": A sign said it was Wallace Pratt's cabin. He loved this canyon. He gave his land to the park. # fact: geologist-wallace-pratt}
  {route == "ranger": "This is Mr. Pratt's cabin!" said {hero}. "The man the ranger told us about."}
  "Listen," said Mom.
- "middle":
  {route:
  - "upstream":
    So they left the leafy tangle behind and hiked on up the canyon, while the crunching in the maples faded away up the slope. The creek came and went beside them, chattering for a while, then vanishing under the stones, then popping up again a little further on, as if it was peeking out to see whether they were still coming.
  - "listen":
    "Whose cabin is it?" {hero} asked, as they walked on up the canyon.
    "A geologist called Wallace Pratt," said Mom. "He studied rocks, and he fell in love with this canyon. In the end, he gave his land here to help create the park, so everybody could enjoy it." # fact: geologist-wallace-pratt
    Beside them, the creek came and went, chattering, vanishing, popping up again.
  - else:
    They followed the trail on up the canyon. The creek came and went beside them, chattering for a while, then vanishing under the stones, then popping up again a little further on, as if it was peeking out to see whether they were still coming.
  }
  At last the trail led into a quiet grove, and there stood the cabin. It was built of gray stone, with a long, shady porch, and a low stone wall ran around the yard. Maple leaves drifted down over everything, and the yard was carpeted in red and gold.
  The walls were made of the same pale rock as the canyon, fitted together block by block, and the porch looked straight out into the trees. It was the kind of house, {hero} thought, that somebody builds when they never want to leave.
  {route == "upstream": A sign by the path said that the cabin had been built for a geologist named Wallace Pratt, who loved this canyon and gave his land here to help create the park. # fact: geologist-wallace-pratt}
  {route == "ranger": "This is Mr. Pratt's cabin," {hero} said. "The geologist the ranger told us about."}
  "Listen," said Mom.
- else:
  {route:
  - "upstream":
    So they left the leafy tangle behind and hiked on up the canyon, while the crunching in the maples wandered off up the slope and faded, whatever it was deciding it had better things to do. The creek came and went beside them like a friend who couldn't decide whether to come along: chattering for a stretch, then vanishing under the stones without a word, then popping up again a little further on, as if it was peeking out to check whether they were still following.
  - "listen":
    "So whose cabin is it?" {hero} asked, as they hiked on up the canyon.
    "A geologist called Wallace Pratt," said Mom. "He studied rocks for a living, for oil companies mostly, and then he came here and fell completely in love with this canyon. In the end, he gave his land here to help create the park, so that everybody could have it, not just him." # fact: geologist-wallace-pratt
    {hero} thought about that. {They} tried to imagine owning something this beautiful and giving it away, and found {they} couldn't quite manage it.
    Beside them, the creek came and went, chattering, vanishing, popping up again.
  - else:
    They followed the trail on up the canyon. The creek came and went beside them like a friend who couldn't decide whether to come along: chattering for a stretch, then vanishing under the stones without a word, then popping up again a little further on, as if it was peeking out to check whether they were still following.
  }
  At last the trail led into a quiet grove, and there stood the cabin. It was built of gray stone, with a long, deep porch, and a low stone wall wrapped around the yard. Maple leaves were drifting down over everything, slowly, taking their time, and the whole yard was carpeted in red and gold, as if somebody had laid out a rug for visitors.
  The walls were built of the same pale rock as the canyon itself, fitted together block by careful block, so that the cabin looked less as though it had been built in the canyon than as though the canyon had grown it. The porch faced straight out into the trees. It was the kind of house, {hero} thought, that somebody builds when they never intend to leave.
  {route == "upstream": A sign by the path said that the cabin had been built for a geologist named Wallace Pratt, who loved this canyon and gave his land here to help create the park. {hero} read it twice. # fact: geologist-wallace-pratt}
  {route == "ranger": "This is Mr. Pratt's cabin," {hero} said, and felt oddly as if {they} ought to knock. "The geologist the ranger told us about."}
  "Listen," said Mom.
}
~ knows_pratt = true
{end_now: -> end_early}
~ spot = "cabin"
{band:
- "young":
  The door was locked. But the porch was for everyone. They sat down on the step.
  And then they heard it. Splash, gurgle, chuckle! The creek was close by, and loud!
  {pal} {sniffed()}. "It is near," it whispered. "I can hear it giggling."
  In the yard, red leaves lay in a big pile by the wall. "I bet the reddest leaf in the whole canyon is in there," said {pal}.
  Whoosh! A puff of wind lifted the top of the pile. Red leaves danced up in the air. Then they floated down again, slow and soft.
  Past the cabin, in the trees, the creek giggled and giggled.
- "middle":
  The door was locked, but the porch was for anyone who needed it. They sat down on the edge, legs dangling, and listened.
  At first there was only the whisper of falling leaves. Then, underneath it, {hero} heard a splash and a gurgle and a long, happy chuckle. The creek was close by, running loud and strong somewhere just beyond the trees.
  {pal} {sniffed()}. "It's near," it whispered. "I can hear it giggling. It thinks it's so clever."
  A gust of wind swirled through the yard, and a drift of leaves piled up against the stone wall, red on red on red.
  "I bet the reddest leaf in this entire canyon is in that pile," said {pal}, forgetting the creek for a second. "I can feel it."
  A mule deer wandered into the far corner of the yard, nibbled a leaf, gave them a long look with her big ears up, and wandered out again. Everybody here, {hero} thought, seemed to know this canyon better than they did.
  Then the pile by the wall stirred all by itself. A single scarlet leaf lifted off the top, turned over in the air like a tossed coin, and landed right in front of {pal}, as if the yard was showing off.
  And from the trees beyond the cabin, the creek went on chuckling, loud and close, daring them to come and look.
- else:
  The door was locked, but the porch was for anyone who needed it, and {hero} discovered {they} needed it quite badly. They sat down on the edge, legs dangling, and listened.
  At first there was only the papery whisper of falling leaves. Then, underneath it, {hero} heard a splash, a gurgle and a long, pleased chuckle. The creek was close by, running loud and strong somewhere just beyond the trees, sounding for all the world like a kid who knows exactly where they're hiding and is trying very hard not to laugh.
  {pal} {sniffed()}. "It's near," it whispered. "I can hear it giggling. It thinks it's so clever. It isn't. I'm cleverer."
  A gust of wind swirled around the yard, and a drift of leaves went skittering across the ground and piled up against the stone wall, red on red on red, like the inside of a fire.
  "I'd bet anything," said {pal}, whose attention had always been easy to steal, "that the reddest leaf in this entire canyon is in that pile. I can feel it. It's calling to me."
  Then the drift stirred all by itself. A single scarlet leaf lifted off the top, turned over in the air like a tossed coin, and came to rest right in front of {pal}, which {pal} clearly took as a personal invitation.
  {hero} looked from the trees, where the creek was laughing, to the warm, quiet porch, to the drift of red leaves, and could not for the life of {them} decide which of the three was calling loudest.
}
* [Follow the creek's voice up the trail past the cabin # act: go] -> end_found_you
* [Wait on the porch and listen to the creek # act: wait] -> end_porch
* [Help {pal} find the reddest leaf in the yard # act: help] -> end_creek_wins

=== the_crossing ===
# place: mckittrick-canyon
~ at = "crossing"
{band:
- "young":
  {route:
  - "upstream":
    The crunching in the trees went away up the hill. The cabin could wait! The hiding place was right here, somewhere. {hero} could feel it, like when you know someone is behind the door.
    The trail crossed the creek bed on stepping stones, right in the middle of the leaves.
  - "listen":
    They walked back up the canyon, past the place where they first saw the creek. Then on and on, until the water ended again.
    There, the trail crossed the creek bed on stepping stones.
  - else:
    "Where does the creek come back out?" {hero} called.
    The ranger turned. "I cannot tell you that!" she called back. "But here is a riddle. Where dry meets wet, and green things grow, that is where the creek says hello!"
    So they walked up the trail, saying the riddle. At last the trail crossed the creek bed on stepping stones.
  }
  Above the stones, the creek bed was dry. Below the stones, the water ran.
  Between them lay lots of red and gold leaves. And on the bank grew a patch of bright green moss and tiny ferns.
  {route == "ranger": "Dry, wet, green!" whispered {hero}. "It is the riddle!"}
  "Stay on the stones," said Mom. "The bank is soft. It can crumble."
- "middle":
  {route:
  - "upstream":
    Across the creek, the crunching moved off up the slope and faded. The cabin could wait. The hiding place was right here somewhere, {hero} was sure of it. They picked their way along the edge of the tangle to where the trail crossed the creek bed on a row of stepping stones, right in the middle of it all.
  - "listen":
    They walked back up the canyon, past the place where they had first seen the creek, and on and on beside it, until the water dwindled again. There the trail crossed the creek bed on a row of stepping stones.
  - else:
    "Where does it come back out?" {hero} called after the ranger.
    She turned round, walking backward. "Still not telling," she called. "But here's a riddle for you. Where the dry stones stop and the wet ones start, look for the green, and you'll find its heart." Then she waved and was gone.
    They went on up the trail, saying the riddle over and over, until it crossed the creek bed on a row of stepping stones.
  }
  Above the stepping stones, the creek bed was dry and white. Below them, water was running. In between, a thick mat of red and gold leaves lay over the stones, wet at the bottom edge and dry at the top. And on the bank beside it grew a patch of bright green moss and tiny ferns, the only really green thing for yards around.
  The air was cooler here, and it smelled of wet earth and old leaves, like a basement after rain. It was the first place all day that smelled of water.
  {route == "ranger": Dry stones stopping, wet ones starting, and green. {hero}'s heart gave a jump. All three parts of the riddle were right here.}
  "The hiding place is under there somewhere," {hero} breathed.
  "Stay on the stones, though," said Mom. "The bank is soft, and it crumbles."
- else:
  {route:
  - "upstream":
    Across the creek, the crunching moved off up the slope and faded away; whatever it was had its own plans. The cabin could wait. The hiding place was right here somewhere, and {hero} could feel it the way you feel someone behind a curtain. They picked their way along the edge of the tangle to where the trail crossed the creek bed on a row of stepping stones, right through the middle of it all.
  - "listen":
    They walked back up the canyon, past the place where they had first seen the creek that morning, and on and on beside it, the water chattering next to them the whole way, until it began to dwindle again. There the trail crossed the creek bed on a row of stepping stones.
  - else:
    "Where does it come back out?" {hero} called after the ranger.
    She turned round and walked backward for a few steps, grinning. "Nice try," she called. "But I'll give you a riddle, because I'm generous. Where the dry stones stop and the wet ones start, look for the green, and you'll find its heart." Then she waved, turned a bend and was gone.
    They hurried up the trail, faster than Mom strictly approved of, muttering the riddle at every bend, until it crossed the creek bed on a row of stepping stones.
  }
  Above the stepping stones, the creek bed was dry and white. Below them, water was running, clear and quick. In between, a thick mat of red and gold leaves lay plastered over the stones, dark and soggy along its bottom edge and dry and crisp along its top, like a blanket that someone had pulled up over a sleeping creek. And on the bank right beside it grew a patch of bright green moss and tiny ferns, the only truly green thing for yards in any direction.
  The air was cooler here, and it smelled of wet earth and old leaves, like a basement after a storm. After a whole morning of dust and sun-baked stone, it was the first place that had smelled of water, and {hero}'s nose seemed to understand that before the rest of {them} did.
  {route == "ranger": Dry stones stopping. Wet stones starting. Green. {hero} went through the riddle twice, line by line, and felt {their} heart give a jump: every piece of it was right here.}
  "The hiding place is under there," {hero} breathed. "It has to be."
  "Stay on the stones, though," said Mom. "The bank's soft. It'll crumble under you and take the moss with it, and then the moss has to start again from nothing."
}
{end_now: -> end_early}
~ spot = "crossing"
{band:
- "young":
  {pal} {sniffed()}. "It is under the leaves," it whispered. "I just know it."
  Below the stones, a little bug skated across the water on long thin legs. Zip! Zip! It made tiny dents in the water, but it did not sink.
  "A water strider," said Mom.
  The bug zipped up to the leaves. Then it zipped back, as if it had bumped into a wall.
  Mom looked up. The shade was almost at the stepping stones now.
  The water went on running out from under the leaves. Where did it start? Right at the edge? Or farther in?
- "middle":
  {pal} {sniffed()}. "It's under the leaves," it whispered. "It's lying there giggling. I just know it."
  Down where the water ran, a water strider was skating across a still patch on long, thin legs, making tiny dimples wherever it stood. It zipped up toward the leaves, stopped, and zipped back again, as if it had bumped into a wall nobody else could see.
  "Even the bug can't get in," {pal} whispered.
  {hero} crouched on the last stone and watched a single red leaf slide out from under the mat, as if the creek had pushed it out to wave at them.
  Mom tipped her head back. The shade had crept down the wall and across the trail behind them. The stepping stones were already cool and blue. Only the water below still sparkled in the sun.
  The creek went on sliding out from under its blanket of leaves as if it had been there all along. Where did it start? At the edge of the leaves? Underneath? Further up, under the dry stones? {hero} couldn't tell.
- else:
  {pal} {sniffed()}. "It's under the leaves," it whispered. "It's lying under there, giggling. I can practically hear it holding its breath."
  Down where the water ran, a water strider was skating over a still patch on long, hair-thin legs, each foot pressing a tiny dimple into the surface without breaking through. It zipped up toward the leaves, stopped dead, and zipped back again, like someone who has walked into a glass door and is pretending they meant to.
  "Even the bug can't find the way in," {pal} whispered. {hero} felt a small, private glow at being so close, followed quickly by worry, because knowing roughly where something is hiding is not the same as finding it.
  Mom tipped her head back. The shade had crept down the wall and across the trail behind them while nobody was looking. The stepping stones were already cool and blue. Only the water just below them still sparkled in the sun, and the sparkle was getting narrower.
  The creek went on sliding out from under its blanket of leaves as though it had been there all along and had no idea what all the fuss was about. Where did it start? At the edge of the leaves? Underneath them? Further up, under the dry stones, where nobody would ever see? {hero} stared until {their} eyes watered, and still couldn't tell.
}
* [Go on up the trail to Pratt Cabin # act: go] -> end_porch
* [Sit still and wait for the creek to show itself # act: wait] -> end_creek_wins
* [Help {pal} lift a few leaves where the water starts # act: help] -> end_found_you

=== elk_by_the_creek ===
# place: mckittrick-canyon
~ at = "elk"
{band:
- "young":
  {route:
  - "upstream":
    They hid behind a big tree and waited. Crunch. Crunch. {hero} held {their} breath. What was it? Something big, with hooves?
  - "listen":
    They sat on a rock, far back from the water, and waited. And waited. It was hard to keep still! Then they heard something. Crunch.
  - else:
    They followed the hoofprints along the side of the trail. Then they heard a crunch up ahead.
  }
  Out of the red trees stepped two elk! One was big. One was smaller, with long, skinny legs. It was her young one.
  The big one was much bigger than a deer. Their bodies were tan. Their necks were dark brown. Their bottoms were pale, like they had sat in flour.
  "Stay right here, and keep still," whispered Mom. "Big animals need lots of room."
  {pal} {hid()}.
- "middle":
  {route:
  - "upstream":
    They crouched behind the thick trunk of a walnut tree and waited. Crunch. A long pause. Crunch, crunch.
  - "listen":
    They sat down on a rock well back from the water and waited. And waited. {pal} fidgeted. {hero} counted leaves. Then {pal}'s head came up. Crunch, somewhere in the maples.
  - else:
    They followed the line of hoofprints along the edge of the trail, without stepping off it, to a place where the trail ran along a bank above the creek. Then they heard it: crunch, crunch, somewhere just ahead.
  }
  Out of the red maples stepped two elk.
  They were huge, much bigger than any deer, with tan bodies, dark brown necks and heads, and pale patches on their rumps as if they had sat down in flour. The bigger one was a cow, and the one behind her was younger, with long gangly legs. Their hooves clacked on the stones as they picked their way down toward the creek.
  The young one stopped to rub its neck against a maple trunk, and a shower of red leaves came pattering down on its back. It didn't seem to notice. {hero} had to clap both hands over {their} mouth to keep from laughing.
  "Stay right where we are," Mom whispered. "Elk are a lot bigger than they look in pictures. Big animals get big space."
  {pal} {hid()}.
- else:
  {route:
  - "upstream":
    They crouched behind the thick, furrowed trunk of a walnut tree and waited, hardly breathing. Crunch. A long, long pause. Crunch, crunch. Whatever it was, it wasn't in a hurry, and it wasn't sneaking, which {hero} decided was either very good news or very bad news, depending on how big it turned out to be.
  - "listen":
    They sat down on a flat rock well back from the water and waited. And waited. {pal} fidgeted. {hero} counted falling leaves and got to forty-three. Waiting for animals, {hero} decided, was like waiting for toast, except the toast might never come. Then {pal}'s head came up sharply. Crunch, somewhere in the maples.
  - else:
    They followed the line of hoofprints along the edge of the trail, careful not to step off it, to a place where the trail ran along a bank above the creek. The prints were so fresh that {hero} could see where a pebble had been pressed into the mud. Then they heard it: crunch, crunch, somewhere just ahead.
  }
  Out of the red maples stepped two elk.
  They were enormous, far bigger than any deer {hero} had imagined, with tan bodies, dark chocolate-brown necks and heads, and pale patches on their rumps as though they had sat down in a bag of flour. The bigger one was a cow, long-faced and calm. The one behind her was younger, all gangly legs and big ears, like a teenager who hadn't finished growing into itself. Their hooves clacked on the stones as they picked their way down toward the creek.
  The young one paused to scratch its neck against a maple trunk, rubbing up and down with its eyes half shut, and a shower of red leaves came pattering down all over its back. It didn't notice, or didn't care, and stood there wearing them like a badly made costume. {hero} had to clamp both hands over {their} mouth.
  "Stay right where we are," Mom whispered. "Elk are a lot bigger in real life than in pictures. Big animals get big space."
  {pal} {hid()}.
}
~ saw_elk = true
{end_now: -> end_early}
~ spot = "elk"
{band:
- "young":
  The elk walked past lots of water. They did not stop. Then they bent down to drink at one special spot. It was at the very top of a little pool.
  Above the pool, the stones were dry!
  "They walked right past the other water," whispered {hero}. "Why drink just there?"
  The big elk lifted her head. Water dripped off her chin. She looked at them. Then she drank again.
  The elk stood right on the trail. But up on the bank, a higher path went around them.
  And the water at the top of the pool looked funny. Was it wiggling?
- "middle":
  The elk walked along the creek, past one pool and then another, without stopping. Then, at the very top of a small pool, where the water began, they both lowered their heads and drank. Just above them, the stones were dry.
  "They walked right past all that other water," {hero} whispered. "Why drink just there?"
  The big cow lifted her head, water dripping from her chin, and looked straight at them. {hero} held {their} breath. Then she lowered her head and drank again.
  The young elk dipped one hoof into the pool and pulled it out again, shaking it, like someone testing bathwater.
  The trouble was, the elk were standing right where the trail went. The way ahead was blocked. Up on the bank, a higher path went around them toward the cabin.
  {hero} squinted at the top of the pool, right where the elk were drinking. Something about the water there looked odd, but from this far away {they} couldn't tell what.
- else:
  The elk walked along the creek, past one pool and then another, without so much as a glance at the water. Then, at the very top of a small pool, right where the water began, they both lowered their heads and drank, long and slow, their ears swiveling as they swallowed. Just above them, the stones of the creek bed were dry and white.
  "They walked right past all that other water," {hero} whispered. "Why would they only drink there?"
  The big cow lifted her head, water dripping from her chin in silver strings, and looked straight at them. {hero} held {their} breath so hard {their} ears rang. Then she seemed to decide they were nothing worth worrying about, and lowered her head to drink again.
  The young elk dipped one hoof into the pool and yanked it out again, shaking it, with the outraged look of someone who has tested the bathwater and found it far too cold.
  The trouble was, the elk were standing right where the trail went, and they showed no sign of moving on. Up on the bank, a higher path curved away around them toward the cabin, if you didn't mind missing the pool.
  Mom leaned close to {hero}'s ear. "I think these two could stay all afternoon," she whispered.
  {hero} squinted past the elk at the top of the pool. Something about the water there looked odd, or rather, looked busy, the way a pot looks just before it boils, but from this far away {they} couldn't be sure.
}
* [Wait for the elk to finish and move on # act: wait] -> end_creek_wins
* [Look hard at the spot where the elk are drinking # act: look] -> end_found_you
* [Go around on the higher path toward Pratt Cabin # act: go] -> end_porch

// ---------------------------------------------------------------- endings
// Found you: they see the water welling up out of the gravel.
=== end_found_you ===
# place: mckittrick-canyon
{spot:
- "cabin":
  {band:
  - "young":
    They followed the creek's voice up the trail, past the cabin. Splash, gurgle! Then it got quieter. Then quieter still.
    Up ahead, the stones were dry. But right here, under a red maple, was a little pool.
  - "middle":
    They followed the creek's voice up the trail past the cabin, through the trees. The splashing got louder, then softer, then softer still, until it was only a whisper. Up ahead, the creek bed was dry. But right at the edge of the dry stones, under a red maple, lay a small, clear pool.
  - else:
    They followed the creek's voice up the trail past the cabin, through the trees, like following a giggle through a house. The splashing got louder, then softer, then softer still, until it was only a whisper, and {hero} realized they were walking toward the top end of the water. Up ahead, the creek bed was dry. But right at the edge of the dry stones, under a maple so red it hurt to look at, lay a small, clear, perfectly still pool.
  }
- "crossing":
  {band:
  - "young":
    {hero} found a stick. Very gently, {they} lifted a few wet leaves. {pal} helped push them aside.
    {They} laid the leaves on the dry stones, nice and neat. Underneath was clear water!
  - "middle":
    {hero} found a thin stick, and very gently, so as not to stir up the mud, {they} lifted a few of the soggy leaves at the edge of the mat. {pal} helped nudge them aside, and they laid the leaves neatly on the dry stones, where they could go back afterward. Underneath, there was water: clear and still, in a small pool no bigger than a sink.
  - else:
    {hero} found a thin stick and, very gently, so as not to stir up any mud, lifted a few of the soggy leaves at the edge of the mat, the way you'd peel back a blanket without waking whoever was under it. {pal} helped nudge them aside, and they laid the leaves neatly on the dry stones, ready to be put back afterward. Underneath, there was water: clear and still, in a small pool no bigger than a kitchen sink.
  }
- else:
  {band:
  - "young":
    {hero} looked hard at the top of the pool. Something there was moving, even with no wind.
    At last the elk finished. They walked up the bank and into the trees. Then {hero} and Mom tiptoed down to the pool.
  - "middle":
    {hero} looked hard at the top of the pool where the elk were drinking. Even from here, {they} could see the water there trembling, though no wind was blowing and nothing was falling in.
    At last the elk finished. They climbed the bank, unhurried, and melted into the maples. Only then did {hero} and Mom tiptoe down to the pool.
  - else:
    {hero} looked hard at the top of the pool, right where the elk's muzzles touched the water. Even from where they stood, {they} could see something odd: the water there was trembling, in a small, restless patch, though there was no wind and nothing was falling into it.
    At last the elk finished, lifted their dripping chins, and climbed the bank, unhurried, the young one bumping its mother like a kid pestering for a snack. They melted into the maples as though they had never been there. Only then did {hero} and Mom tiptoe down to the pool.
  }
}
{band:
- "young":
  {hero} bent close. At the very top of the pool, water was coming UP out of the ground! Tiny grains of sand jumped and danced in it. Bubble, bubble, wiggle!
  "FOUND YOU!" yelled {pal}. "Home base! I win!"
  Mom laughed. "That is where the creek comes out," she said. "Rain and snow soak into the mountains. The water goes under the ground. Then it comes out in spots like this."
  {heard_it: "That is what we heard under the stones!" said {hero}.}
  {saw_elk: "The elk knew it all along," said {hero}.}
  {pal} {wiggled()}. "What a game!" it said. "The creek was very good at hiding. But I was better."
  They did not touch the water. They just watched it dance.
  {spot == "crossing": {hero} put the leaves back over the pool, like tucking someone into bed.}
  Then the shade slid down over the pool. It was time to go.
  "Goodbye, creek," said {hero}. "Now you can hide again."
- "middle":
  {hero} leaned close, careful to keep {their} boots on the dry stones. At the very top of the pool, the water wasn't flowing in from anywhere. It was coming up. Between the pebbles, tiny grains of sand were jumping and swirling in little clouds, as if something underneath was breathing out, over and over.
  "FOUND YOU!" shouted {pal}, so loudly that it echoed off the canyon walls. "Home base! I found you! I win!"
  Mom was grinning. "That's where it comes out of hiding," she said. "Rain and snow fall on these mountains and soak down into the rock. The water travels underground, and in places like this it comes back up. A lot of this creek is always under the ground, where nobody sees it."
  {heard_it: "That's what we heard under the stones this morning," {hero} said. "It was on its way here."}
  {saw_elk: "And the elk knew all along," {hero} said. "They came straight here."}
  {pal} {wiggled()}. Then it {dashed()} all the way around the pool in a victory lap, keeping well back from the edge. "The creek is very good at hide-and-seek," it said graciously, when it got back. "But I am better."
  The water was so clear that {hero} could see every pebble in it, and so cold that the air just above it felt different on {their} face.
  They didn't touch it. They just crouched there and watched the sand dance, and {hero} thought that in a desert this dry, a spot where water came up out of the ground was about the most precious thing there could be.
  {spot == "crossing": Before they left, {hero} laid the leaves back over the pool, gently, the way you tuck someone in.}
  Then the shade slid down the last of the wall and over the pool, and the sparkle went out of the water.
  "That's the deal," said Mom gently.
  {hero} stood up. "Your turn to hide, creek," {they} said.
- else:
  {hero} leaned close, careful to keep {their} boots on the dry stones. At the very top of the pool, the water wasn't flowing in from anywhere. It was coming up. Between the pebbles, tiny grains of sand were jumping and swirling in little clouds, rising and settling and rising again, as if something underneath the canyon was breathing out, slowly, over and over, and had been for longer than anyone could remember.
  "FOUND YOU!" shouted {pal}, so loudly that it bounced off both canyon walls and came back twice. "Home base! I found you! I WIN!"
  Mom was grinning. "That's where it comes out of hiding," she said. "Rain and snow fall on these mountains and soak down into the rock. The water creeps along underground, through cracks and gravel, and in places like this it's pushed back up. Most of the time, a lot of this creek is under the ground, where nobody ever sees it. This is just the front door."
  {heard_it: "That's what we heard under the stones this morning," said {hero}. "It was on its way here the whole time."}
  {saw_elk: "And the elk knew all along," said {hero}. "They walked straight past everything else and came here. They weren't even trying."}
  {pal} {wiggled()}. Then it {dashed()} all the way around the pool in a victory lap, keeping well back from the edge, and came back looking extremely pleased with itself. "The creek is very, very good at hide-and-seek," it said, being a gracious winner. "But I am better. Someone should put that on a sign."
  The water was so clear that {hero} could count the pebbles on the bottom, and so cold that the air just above it felt like a different season.
  They didn't touch it. They just crouched there and watched the sand dance. {hero} thought about the long, dry walk in that morning, and the white stones, and the thirsty spiky plants, and about how, in a desert, a place where water comes up out of the ground all by itself is about the most precious thing there is. It felt less like winning a game than like being let in on a secret.
  {knows_pratt: {They} wondered if Wallace Pratt had ever crouched right here and felt the same thing. Probably. Probably that was why he gave it away.}
  {spot == "crossing": Before they left, {hero} laid the leaves back over the pool one by one, gently, the way you tuck in someone who is only pretending to be asleep.}
  Then the shade slid down the last of the wall and over the pool, and the sparkle went out of the water all at once, like a light switched off.
  "That's the deal," said Mom gently.
  {hero} stood up and brushed off {their} knees. "Your turn to hide, creek," {they} said. "I'll count to a hundred. Maybe a year."
}
# ending: found-you
-> END

// Pratt's porch: they listen, learn why the canyon is everyone's, and call a truce.
=== end_porch ===
# place: pratt-cabin
{spot:
- "cabin":
  {band:
  - "young":
    They stayed on the porch. They sat very still. They listened.
  - "middle":
    They stayed on the porch. Mom slid her backpack off and leaned against the stone wall, and {pal} settled {perch()}. Nobody said anything. {route == "ranger": They just sat and listened, the way the ranger said Mr. Pratt used to.|They just sat and listened.}
    {hero} counted the leaves coming down into the yard and got to twelve in one minute. Each one spun a different way, some fast, some slow. One landed on Mom's knee, and she left it there like a badge. It was, {hero} decided, a very good porch for doing absolutely nothing on.
  - else:
    They stayed on the porch and didn't say anything at all, which is harder than it sounds. Mom slid her backpack off and leaned against the stone wall with a sigh, and {pal} settled {perch()}. {route == "ranger": They just sat and listened, the way the ranger said Wallace Pratt used to, with the warm boards under them and the leaves coming down.|They just sat and listened, with the warm boards under them and the leaves coming down.}
    {hero} counted the leaves drifting into the yard and got to twelve in a single minute, each one spinning its own way down, some fast, some lazy, one that seemed to change its mind halfway and go back up for a moment before giving in. It was, {hero} decided, an excellent porch for doing absolutely nothing on, and {they} suspected Mr. Pratt had known it.
  }
- "crossing":
  {band:
  - "young":
    They left the leaves alone and walked on up the trail. Soon they came to a little house made of gray stone. It had a long porch.
    {knows_pratt: "This is Mr. Pratt's cabin!" said {hero}.|A sign said it was the cabin of a man named Wallace Pratt. He loved this canyon. He gave his land to the park! # fact: geologist-wallace-pratt}
    They sat on the porch step and listened.
  - "middle":
    They left the leaves alone and walked on up the trail, and soon it led into a quiet grove where a cabin stood, built of gray stone, with a long, shady porch.
    {knows_pratt: "Mr. Pratt's cabin," {hero} said.|A sign said it had been built for a geologist named Wallace Pratt, who loved this canyon and gave his land here to help create the park. # fact: geologist-wallace-pratt}
    The door was locked, but the porch was for anyone. They sat down on its edge and listened.
  - else:
    They left the leaves alone, reluctantly, and walked on up the trail, and soon it led into a quiet grove where a cabin stood, built of gray stone, with a long, shady porch, and a yard knee-deep in red and gold leaves.
    {knows_pratt: "Mr. Pratt's cabin," {hero} said, and felt oddly as though {they} ought to knock.|A sign said it had been built for a geologist named Wallace Pratt, who loved this canyon so much that he gave his land here to help create the park. {hero} read it twice. # fact: geologist-wallace-pratt}
    The door was locked, but the porch was for anyone who needed it. They sat down on its edge, legs dangling, and listened.
  }
- else:
  {band:
  - "young":
    They went the long way, up on the higher path. Below them, the elk kept drinking. They did not even look up.
    Soon they came to a little stone house with a long porch.
    {knows_pratt: "This is Mr. Pratt's cabin!" said {hero}.|A sign said it was the cabin of a man named Wallace Pratt. He loved this canyon. He gave his land to the park! # fact: geologist-wallace-pratt}
    They sat on the porch step and listened.
  - "middle":
    They took the higher path, well away from the elk, and looked down at them as they passed. The elk went on drinking and didn't even lift their heads.
    Soon the trail led into a quiet grove where a cabin stood, built of gray stone, with a long, shady porch.
    {knows_pratt: "Mr. Pratt's cabin," {hero} said.|A sign said it had been built for a geologist named Wallace Pratt, who loved this canyon and gave his land here to help create the park. # fact: geologist-wallace-pratt}
    The door was locked, but the porch was for anyone. They sat down on its edge and listened.
  - else:
    They took the higher path, well away from the elk, and looked down on them as they passed: two broad tan backs among the red leaves, heads down at the water, not bothering to look up. {hero} felt as if they'd been let past by two very large, very polite guards.
    Soon the trail led into a quiet grove where a cabin stood, built of gray stone, with a long, shady porch, and a yard knee-deep in red and gold leaves.
    {knows_pratt: "Mr. Pratt's cabin," {hero} said, and felt oddly as though {they} ought to knock.|A sign said it had been built for a geologist named Wallace Pratt, who loved this canyon so much that he gave his land here to help create the park. {hero} read it twice. # fact: geologist-wallace-pratt}
    The door was locked, but the porch was for anyone who needed it. They sat down on its edge, legs dangling, and listened.
  }
}
{band:
- "young":
  Leaves fell. Tick, tick. The creek splashed and gurgled, close by. A little breeze went by.
  A mule deer stepped into the yard. She nibbled a leaf. She looked at them with her big ears up. Then off she went, into the maples.
  {hero} closed {their} eyes. The creek sounded like someone giggling under a blanket.
  "Mr. Pratt gave all this away," said {hero}. "So everybody can come."
  "And in 1972, it all became a national park," said Mom. "So now it stays wild, for everybody." # fact: national-park-1972
  {pal} {sniffed()}. "The creek is hiding all over this canyon," it said. "Under the stones. In the mountain. Everywhere!"
  "So we can never find all of it," said {hero}.
  {pal} thought hard. Then it {wiggled()}. "I call a truce," it said. "The creek can keep its hiding place. This canyon is safe. It does not need to be found."
  Then the shade slid over the yard. It was time to go.
  "Goodbye, creek," said {hero}. "Keep hiding."
- "middle":
  Leaves ticked down onto the porch roof. The breeze sighed in the maples. And under it all, close by, the creek splashed and gurgled as if it was telling a long, funny story to nobody in particular.
  {spot != "cabin": A mule deer stepped out of the trees at the edge of the yard, nibbled at a fallen leaf, and lifted her head to look at them with her huge ears spread wide. Then she turned and walked off toward the sound of the water, as if she had somewhere to be.}
  {hero} closed {their} eyes. With {their} eyes shut, the creek sounded even closer, like somebody giggling under a blanket.
  "Mr. Pratt could have kept all this for himself," {hero} said slowly. "And he gave it away, so anyone could come and sit here."
  {route != "ranger": "And in 1972 it became part of a national park," said Mom, "so it stays wild for good." # fact: national-park-1972}
  {route == "ranger": "That's what the ranger meant," said Mom. "His canyon belongs to everybody now. Even creeks with bad manners."}
  {pal} {sniffed()}. "The creek isn't hiding in one place, is it?" it said. "It's hiding under the stones. It's hiding in the mountain. It's hiding all over this canyon."
  "So we can't ever find all of it," said {hero}.
  {pal} thought about this for a long time. Then it {wiggled()}. "I'm calling a truce," it announced. "The creek can keep its hiding place. Somebody made sure this whole canyon would stay safe, so it doesn't need to be found. It can just play."
  {hero} laughed. It was the most sensible thing {pal} had said all day.
  Then the shade slid across the yard and over the creek. Mom stood up and stretched. "That's our signal."
  "Goodbye, creek," {hero} called toward the trees. "Keep hiding."
- else:
  Leaves ticked down onto the porch roof, one at a time, like a very slow clock. The breeze sighed in the maples. And underneath it all, close by, the creek splashed and gurgled and chuckled, as if it was telling a long, funny story to nobody in particular and laughing at its own jokes.
  A mule deer stepped out of the trees at the edge of the yard, nibbled thoughtfully at a fallen leaf, and raised her head to study them, her huge ears spread wide like a pair of open hands. Then she turned and walked off toward the sound of the water, unhurried, as though she had an appointment with it.
  {hero} found {they} didn't want to talk. {They} just wanted to keep hearing it. It was a strange thing, {they} thought, to have a porch like this, and a creek like that, and a canyon full of trees on fire, and to decide to give it all away.
  "Mr. Pratt could have kept all this for himself," {hero} said at last. "And he gave it away, so anyone could come and sit here. Even us."
  {route != "ranger": "And in 1972 it became part of a national park," said Mom, "so it stays wild for good. Nobody can fence it or build on it. It just gets to be itself." # fact: national-park-1972}
  {route == "ranger": "That's what the ranger meant this morning," said Mom. "His canyon belongs to everybody now. Nobody can fence it or build on it. It just gets to be itself."}
  {pal} {sniffed()}. "The creek isn't hiding in one place, is it?" it said slowly. "It's hiding under the stones. It's hiding in the mountain. It's hiding all over this canyon, all the time."
  "So we can't ever really find all of it," said {hero}.
  {pal} thought about this for so long that {hero} wondered whether it had fallen asleep in the sun. Then it {wiggled()}. "I'm calling a truce," it announced. "The creek can keep its hiding place. Somebody made sure this whole canyon would stay safe, so it doesn't need to be found. It can just play. Forever, if it likes."
  {hero} laughed. It was, without doubt, the wisest thing {pal} had said all year, and {hero} planned to remind it of that often.
  Then the shade slid across the yard and over the creek, and the red leaves on the ground went from fire to embers. Mom stood up and stretched. "That's our signal," she said.
  "Goodbye, creek," {hero} called toward the trees. "Keep hiding. We'll come and not-find you again."
}
# ending: pratts-porch
-> END

// The cost: the shadows win, and the creek keeps its secret, until a ranger tells them how big it really is.
=== end_creek_wins ===
{spot:
- "cabin": -> at_cabin
- "crossing": -> at_crossing
- else: -> at_elk
}
= at_cabin
# place: pratt-cabin
{band:
- "young":
  {hero} and {pal} hunted through the pile of leaves. "This one is the reddest!" said {pal}.
  "No, this one!" said {hero}.
  They looked and looked. They held leaves up to the sun. It took a long, long time.
  At last they found it. It was as red as a fire truck! They laid it on the porch step for the next visitor.
  Then {hero} looked up. The sunshine was gone from the yard.
- "middle":
  {hero} and {pal} dived into the drift of leaves by the wall. "This one," said {pal}, holding one up. "No. This one. No, wait."
  They held leaves up to the sun and compared them. They argued about crimson and scarlet. They found one that was red on one side and gold on the other, and argued about that too. It took a very long time.
  At last they agreed on the winner, as red as a stop sign, and laid it on the porch step for the next visitor to find.
  Then {hero} looked up, and the sunshine was gone from the yard.
- else:
  {hero} and {pal} dived into the drift of leaves by the wall like treasure hunters. "This one," said {pal}, holding one up to the light. "No. This one. No, wait. This one."
  They held leaves up against the sun and compared them, squinting. They argued about whether crimson beat scarlet. They found one that was red on one side and gold on the other and argued about whether that counted, and decided it counted double. It took much, much longer than {hero} noticed.
  At last they agreed on the champion, a leaf as red as a stop sign, with a perfect tooth at the end of every point, and laid it carefully on the porch step, where the next visitor would find it.
  Then {hero} looked up, and the sunshine was gone from the yard.
}
-> shade
= at_crossing
# place: mckittrick-canyon
{band:
- "young":
  They sat down on a rock and waited. They were very still. The creek ran out from under the leaves. It did not show them anything.
  The shade came closer. Then it slid right over the water.
- "middle":
  They sat down on a rock beside the crossing and kept very still, watching the edge of the leaves, waiting for the creek to give itself away.
  It didn't. It went on sliding out from under its blanket, exactly the same, minute after minute. Hikers came and went. A leaf landed on {hero}'s head and {they} didn't even brush it off.
  And then, without any fuss at all, the shade slid across the creek, and the sparkle went out of the water.
- else:
  They sat down on a rock beside the crossing and kept very still, watching the edge of the leaf blanket, waiting for the creek to give itself away with a bubble or a ripple or something.
  It didn't. It went on sliding out from under the leaves, exactly the same, minute after minute after minute, with the calm of something that has been doing this for a thousand years and has no plans to change for a visitor. Hikers came and went. A leaf landed on {hero}'s head and stayed there, and {they} didn't even brush it off.
  And then, without any fuss at all, the shade slid across the creek, and the sparkle went out of the water as if someone had quietly drawn a curtain.
}
-> shade
= at_elk
# place: mckittrick-canyon
{band:
- "young":
  They waited for the elk to go. But the elk did not go!
  The big elk folded her legs and lay down, right by the pool. Then the young one lay down too. They chewed and chewed, like sleepy cows.
  They waited and waited. Then the shade slid over the creek.
- "middle":
  They waited for the elk to finish. But the elk didn't finish. They finished drinking, and then the big cow folded her long legs and lay down among the leaves, right beside the pool, and the young one flopped down next to her. They lay there chewing slowly, like two sleepy cows, with their eyes half closed.
  "Elk rest in the middle of the day," Mom whispered. "They could be there for hours. And we're not going any closer."
  They waited anyway. The elk chewed. And then the shade slid across the creek.
- else:
  They waited for the elk to finish. The elk, it turned out, had no intention of finishing. They finished drinking, certainly, and then the big cow folded her long legs, one after another, like a deck chair being put away, and lay down among the leaves, right beside the pool. The young one flopped down next to her with a thump. They lay there chewing slowly, like two enormous, sleepy cows, eyes half closed, perfectly content.
  "Elk rest in the middle of the day," Mom whispered. "They could be there for hours. And we're not going one step closer."
  They waited anyway, because {hero} couldn't quite believe it. The elk chewed. The leaves fell. The elk chewed some more. And then the shade slid down the last of the wall and across the creek.
}
-> shade
= shade
{band:
- "young":
  "The shade is on the creek," said Mom. "That was our deal."
  "But we did not find its hiding place!" said {hero}.
  "I know," said Mom. "A deal is a deal."
  It was a long walk back. {hero} felt grumpy. {pal} stayed close.
  They passed the spot where the creek had first hidden. The red leaf was still there, on the dry stones.
  "You win this time, creek," said {hero}.
  # place: mckittrick-contact
  At the little station, they met the ranger again.
  {route == "ranger": "Did you find where the creek comes out?" she asked.|"Did you have a good day?" she asked.}
  {route == "ranger": "No," said {hero}. "The creek won."|"We played hide-and-seek with the creek," said {hero}. "The creek won."}
  The ranger smiled. "It wins a lot," she said. "Lots of this creek runs under the ground. Nobody ever sees it. The part you saw just came up to say hi!"
  {hero} thought about that. A whole creek, hiding under the canyon!
  {pal} {wiggled()}. "Rematch," it said. "Next time."
- "middle":
  "The shade's on the creek," said Mom. "That was the deal."
  "But we haven't found its hiding place!" said {hero}. "Five more minutes?"
  "I know," said Mom, and she did look sorry. "But a deal's a deal, and the gate won't wait for us."
  It was a long walk back down the canyon. {hero} felt scratchy and cross, and for once {pal} didn't make a single joke. It just {moved()} along close beside {them}.
  Near the mouth of the canyon they passed the place where the creek had vanished that morning. The red leaf was still sitting there, stranded on the dry stones.
  "You win this round, creek," {hero} muttered.
  # place: mckittrick-contact
  At the little contact station, the ranger from the morning was waiting to see the last hikers out before the gate closed. {route == "ranger": "Well?" she asked. "Did you find its hiding place?"|"Find anything good up there?" she asked.}
  {route == "ranger": "No," said {hero}. "The creek won."|"We were playing hide-and-seek with the creek," said {hero}. "It won."}
  "It wins most days," said the ranger. "Want to know a secret? A lot of this creek runs under the ground, through the gravel and the rock, where nobody will ever see it. The part you saw today is just the bit that came up to say hello. You were playing hide-and-seek with something much bigger than it looks."
  {hero} looked back at the dry mouth of the canyon, and thought of all that hidden water, running along in the dark under the white stones. Somehow, losing didn't feel quite so bad.
  {pal} {wiggled()}. "Rematch," it told the canyon. "Next fall."
- else:
  "The shade's on the creek," said Mom. "That was the deal."
  "But we haven't found its hiding place!" said {hero}. "Five more minutes. Three. One?"
  "I know," said Mom, and she did look genuinely sorry, which somehow made it worse. "But a deal's a deal, and the gate won't wait for us."
  It was a long walk back down the canyon. {hero} felt scratchy and cross, the way you feel when a game ends just before your turn. For once, {pal} didn't make a single joke. It just {moved()} along close beside {them}, the whole way, which was better than any joke would have been.
  Near the mouth of the canyon they passed the spot where the creek had vanished that morning. The red leaf was still sitting there, stranded on the dry stones, exactly where the water had left it.
  "You win this round, creek," {hero} muttered. The dry stones said nothing, smugly.
  # place: mckittrick-contact
  At the little contact station, the ranger from the morning was waiting to see the last hikers out before the gate closed, keys in her hand. {route == "ranger": "Well?" she asked. "Did you find its hiding place?"|"Find anything good up there?" she asked.}
  {route == "ranger": "No," said {hero}. "The creek won."|"We were playing hide-and-seek with the creek," said {hero}. "It won. It didn't even try very hard."}
  The ranger nodded as though she had expected this. "It wins most days," she said. "Want to know a secret? A lot of this creek runs under the ground, through the gravel and the cracks in the rock, where nobody will ever see it. The part you saw today is just the bit that pokes its head up to say hello. You were playing hide-and-seek with something a whole lot bigger than it looks."
  {hero} looked back at the dry mouth of the canyon and thought of all that hidden water running along in the dark, under the white stones they'd walked over that morning without a second thought. It made the canyon feel different: less like a place, more like something alive and keeping its own counsel. Somehow, losing didn't sting quite so much.
  {pal} {wiggled()}. "Rematch," it told the canyon, very seriously. "Next fall. Same time. Bring your best hiding."
}
# ending: creek-wins
-> END

// ---------------------------------------------------------------- "end now"
// The story ends where they stand, with what that spot gives them.
=== end_early ===
{at:
- "listen": -> at_listen
- "ranger": -> at_ranger
- "cabin": -> at_cabin
- "crossing": -> at_crossing
- "elk": -> at_elk
- else: -> at_upstream
}

// Following the creek upstream, just across the first stepping stones.
= at_upstream
# place: mckittrick-canyon
{band:
- "young":
  They walked on, next to the creek. Then it got quiet. Up ahead, the stones were dry again!
  "It is hiding at both ends!" said {pal}.
  "It runs under the stones," said Mom. "Under the whole canyon, in lots of places."
  {pal} thought hard. Then it {wiggled()}.
  "If the creek is under the whole canyon," it said, "then the whole canyon is home base. And I am standing on it. So I win!"
  Mom laughed and laughed. "I think that counts," she said.
  They sat under a red maple and watched the leaves float by.
  All the way back to the car, {pal} told everyone they met that it was the champion of the whole canyon.
- "middle":
  They walked on beside the creek, and after a while {hero} noticed it getting quieter. Then {they} saw why: up ahead, the creek bed was dry again. White stones, not a drop.
  "It's hiding at BOTH ends," said {pal}, outraged.
  "In lots of places here, it runs under the stones, through the gravel," said Mom. "It's under this whole stretch of canyon, really. It just comes up to breathe now and then."
  {pal} sat down and thought very hard. Then it {wiggled()}.
  "If the creek is hiding under the whole canyon," it said, "then the whole canyon is home base. And I'm standing on it. Which means I win."
  Mom laughed so hard she had to lean on a tree. "I'm not sure that's how hide-and-seek works," she said. "But I'm not sure it isn't."
  So they declared {pal} the winner, and sat under a red maple beside the last of the water, watching leaves sail past, until it was time to walk back.
  As they went, {pal} gave the water a deep bow. The creek chuckled, and dived under the stones.
- else:
  They walked on beside the creek, and after a while {hero} noticed it getting quieter, its chatter fading to a murmur. Then {they} saw why: up ahead, the creek bed was dry again. White stones, bone dry, not a drop.
  "It's hiding at BOTH ends," said {pal}, outraged. "That's against the rules. I don't know which rule, but it's against one."
  "In lots of places here, it runs under the stones, through the gravel," said Mom. "It's under this whole stretch of canyon, really. It just comes up for air now and then, when the rock pushes it up."
  {pal} sat down on a stone and thought so hard that {hero} could practically hear it. Then it {wiggled()}.
  "If the creek is hiding under the whole canyon," it said, with the air of a lawyer closing a case, "then the whole canyon is home base. And I am standing on the canyon. Which means I'm touching home base. Which means I win."
  Mom laughed so hard she had to lean against a walnut tree. "I'm not sure that's how hide-and-seek works," she said. "But I'm not sure it isn't, either."
  So they declared {pal} the champion of McKittrick Canyon, and sat under a red maple beside the last of the water, watching leaves sail past like a slow parade, until it was time to head back. {hero} felt the game had been won on a technicality, but {they} didn't mind. It was a very good technicality.
  As they left, the creek chuckled once and dived under the stones, which {pal} chose to take as a bow from a worthy opponent.
}
# ending: standing-on-home-base
-> END

// At the spot where the creek vanished, having heard it under the stones.
= at_listen
# place: mckittrick-canyon
{band:
- "young":
  {pal} {wiggled()}. "FOUND YOU!" it shouted at the stones. "I heard you giggling!"
  "Does that count?" asked {hero}.
  "In hide-and-seek, if you hear them giggle, you found them," said {pal}. "Everyone knows that."
  Mom smiled. "I think that counts," she said.
  They stayed a little longer and listened. Gurgle, trickle, gurgle. The creek was running along under their feet, in the dark.
  "Where is it going?" asked {hero}.
  "Down the canyon," said Mom. "Under all the stones we walked on this morning."
  {hero} smiled. They had walked right over a secret creek!
  {hero} patted the dry stones. "We know you are down there," {they} whispered.
- "middle":
  {pal} {wiggled()}. "FOUND YOU!" it shouted at the dry stones. "I heard you! I heard you giggling!"
  "Does that count?" asked {hero}. "We can't even see it."
  "Of course it counts," said {pal}. "In hide-and-seek, if you hear them giggle, you've found them. Everybody knows that. It's the oldest rule."
  Mom laughed. "I'm on {pal}'s side," she said. "That's a find."
  So they stayed a little longer, crouched by the stones, listening to the creek trickle along underneath them in the dark, going somewhere only it knew.
  "Where is it going now?" {hero} asked.
  "Down the canyon," said Mom. "Under every one of those white stones we walked over this morning."
  {hero} looked back down the dry creek bed, the one {they} had complained about for a whole hour, and grinned. They had been walking on top of a secret the entire time.
  "We know you're down there," {hero} told the stones, and patted them, just once.
- else:
  {pal} {wiggled()}. "FOUND YOU!" it bellowed at the dry stones. "I heard you! I heard you giggling under there!"
  "Does that count?" asked {hero}. "We can't even see it."
  "Of course it counts," said {pal}, scandalized. "In hide-and-seek, if you hear them giggle, you've found them. Everybody knows that. It's the oldest rule there is. It's older than the canyon."
  Mom laughed. "I'm on {pal}'s side," she said. "That's a find. A very sneaky creek was caught by a very good pair of ears."
  So they stayed a little longer, crouched by the stones, listening to the creek trickle along underneath them in the dark, going somewhere only it knew, in no hurry at all.
  "Where is it going now?" {hero} asked.
  "Down the canyon," said Mom. "Under every one of those white stones we walked over this morning."
  {hero} looked back down the dry creek bed, the one {they} had grumbled about for a whole hour, and began to grin. All that time, with every step, {they} had been walking on top of a secret, and the secret had been laughing at {them}.
  It was, {hero} decided, the best kind of joke: the kind that's on you, and you don't mind, because it turns the whole world a little bit stranger and more interesting than it was a minute ago.
  "We know you're down there," {hero} told the stones. Somewhere underneath, the creek gurgled, like someone caught and not one bit sorry.
}
# ending: heard-you-giggle
-> END

// On the trail with the ranger, just after the story of Wallace Pratt.
= at_ranger
# place: mckittrick-canyon
{band:
- "young":
  "Is there a clue?" {hero} asked the ranger.
  "Look for green," she said. "Little ferns and moss grow near water."
  {hero} looked all around. And there, on the rock wall by the trail, was a green patch! Tiny ferns grew there. Drip, drip, drip. Water was coming right out of the rock!
  "FOUND YOU!" yelled {pal}.
  The ranger laughed. "That is a seep," she said. "The mountain is full of water. It leaks out in little spots like this."
  They watched the drops fall. Drip. Drip. Drip. Each one sparkled like a tiny light.
  "Shh," said the ranger, with a wink. "Don't tell the creek I helped."
- "middle":
  "Can we have a hint?" {hero} asked. "Just one?"
  The ranger's eyes twinkled. "Look for green," she said. "Ferns and moss grow where water is close, even when you can't see it."
  {hero} turned slowly in a circle, and there it was: on the rock wall right beside the trail, a patch of bright green moss and tiny ferns, like a small garden hanging on the stone. And from a crack just above it, water was dripping. Drip. Drip. Drip.
  "FOUND YOU!" yelled {pal}.
  The ranger laughed. "That's a seep," she said. "Rain and snow soak into these mountains, and the water finds its way out through cracks like that one. That's one of the creek's hiding places. It has plenty."
  {hero} held {their} hand under the drip, just for a second, and felt a cold, clean drop land in {their} palm.
  "Don't tell the creek I helped," said the ranger, and went off down the trail, still smiling.
- else:
  "Could we have a hint?" {hero} asked. "Just a small one?"
  The ranger's eyes twinkled. "Look for green," she said. "Ferns and moss grow where water is close, even when you can't see a drop."
  {hero} turned slowly in a circle, scanning the canyon, and then stopped. There, on the rock wall right beside the trail, not ten steps from where they stood, was a patch of bright green moss and tiny ferns, like a small garden somebody had hung on the stone. And from a crack just above it, water was dripping. Drip. Drip. Drip. Each drop caught the light on its way down.
  "FOUND YOU!" yelled {pal}, so suddenly that Mom jumped.
  The ranger laughed. "That's a seep," she said. "Rain and snow soak down into these mountains, and the water finds its way out wherever it can, through cracks like that one. That's one of the creek's hiding places. It has plenty. You've found one more than most people do."
  {hero} held {their} hand under the drip, just for a second, and felt a cold, clean drop land in {their} palm. It had come out of the middle of a mountain. It felt like being handed something.
  "Just don't tell the creek I helped," said the ranger, and went off down the trail with her radio muttering, leaving them standing by the little hanging garden, listening to it drip.
}
# ending: green-means-water
-> END

// At Pratt Cabin, listening from the porch.
= at_cabin
# place: pratt-cabin
{band:
- "young":
  They sat on the porch step. Leaves fell. Tick, tick.
  The creek splashed close by. It sounded like it was laughing.
  "Mr. Pratt gave this canyon away," said {hero}. "So everyone can sit here."
  {pal} {sniffed()}. "The creek is hiding all over this canyon," it said. "We cannot find all of it."
  Then it {wiggled()}. "So I call a truce. The creek wins. This canyon is its home."
  The shade crept into the yard. Time to go.
  "Truce," said {hero} to the trees. And the creek giggled back.
- "middle":
  The door was locked, but the porch was for anyone. They sat down on the step and listened. Leaves ticked onto the roof above them, one at a time. Somewhere close, beyond the trees, the creek splashed and chuckled, as if it was laughing at a joke it wasn't going to share.
  "Mr. Pratt could have kept all this," {hero} said. "And he gave it away. So anyone could come and sit right here."
  {pal} {sniffed()}. "The creek's hiding all over this canyon, isn't it?" it said. "We'd never find every bit."
  Then it {wiggled()}. "I call a truce," it said. "The creek can win. This whole canyon is its home base, and somebody made sure it stays that way."
  They sat a while longer, until the shade crept across the yard and the leaves stopped glowing.
  "Truce," {hero} called softly toward the trees, and the maples rustled, as if they were passing the message on.
- else:
  The door was locked, but the porch was for anyone who needed it. They sat down on the step and listened. Leaves ticked onto the roof above them, one at a time. Somewhere close, beyond the trees, the creek splashed and chuckled, as though it was laughing at a joke it had no intention of sharing.
  "Mr. Pratt could have kept all this," {hero} said slowly. "This porch, and that sound, and all those trees. And he gave it away. So anyone could come and sit right here. Even us."
  {pal} {sniffed()}. "The creek's hiding all over this canyon, isn't it?" it said. "Under the stones. Inside the mountain. We'd never find every bit of it, not if we played for a hundred years."
  Then it {wiggled()}, the way it did when it had made up its mind about something important. "I call a truce," it declared. "The creek can win. This whole canyon is its home base, and somebody made very sure it would stay that way. You can't beat that."
  {hero} didn't argue. {They} leaned back against the warm stone wall of the cabin and closed {their} eyes and just listened, until the shade crept across the yard and the red leaves stopped glowing. It was, {they} thought, a very good way to lose a game: sitting on somebody's gift, listening to the winner laugh.
  "Truce," {hero} called softly toward the trees. The creek didn't answer. It just went on laughing.
}
# ending: porch-truce
-> END

// On the stepping stones at the crossing, looking down.
= at_crossing
# place: mckittrick-canyon
{band:
- "young":
  {hero} stepped onto the middle stone. {They} looked down to check {their} feet.
  And there, right by the stone, something was moving! Tiny grains of sand jumped and danced in the water.
  The water was coming UP, out of the ground!
  "FOUND YOU!" yelled {pal}. "It was hiding under the stepping stones!"
  "That is where the creek comes out," said Mom. "Rain and snow soak into the mountains. Then the water comes back up, right here."
  They watched the sand dance for a long time.
  "From now on, I will always look down on stepping stones," said {hero}.
- "middle":
  {hero} stepped out onto the middle stepping stone and looked down to check {their} feet. And that was how {they} saw it.
  Right beside the stone, in a pocket of clear water, tiny grains of sand were jumping and swirling, rising in little clouds and settling again, over and over. Nothing was falling in. The water was coming up, out of the ground, right there under {their} boots.
  "FOUND YOU!" shouted {pal}. "It was hiding under the stepping stones the whole time!"
  Mom crouched on the last stepping stone. "That's where it comes out of hiding," she said. "Rain and snow soak into the mountains, the water travels underground, and here it gets pushed back up. Everyone who crosses here walks right over it."
  They stayed and watched the sand dance until the shade reached the water.
  "From now on," {hero} said, "I'm looking down at every stepping stone in the world."
- else:
  {hero} stepped out onto the middle stepping stone, arms out, and looked down to check {their} feet, because the stone was wobbling slightly and Mom was watching. And that was the only reason {they} saw it.
  Right beside the stone, in a small pocket of clear water, tiny grains of sand were jumping and swirling, rising in little clouds and settling, rising and settling, over and over. Nothing was falling into the water. There was no wind. The water was coming up, out of the ground, right there under {their} boots, like the creek breathing out.
  "FOUND YOU!" shouted {pal}, so loudly that a hiker further down the trail turned round. "It was hiding under the stepping stones the whole time! Right under everybody's feet!"
  Mom crouched down on the last stepping stone, careful of her balance. "That's where it comes out of hiding," she said softly. "Rain and snow soak into the mountains, the water creeps along underground, and here it gets pushed back up to the light. And every single person who crosses here walks straight over it."
  They stayed and watched the sand dance until the shade slid over the water and the sparkle went out.
  "From now on," {hero} said, standing up very carefully, "I'm looking down beside every stepping stone in the world. Just in case."
}
# ending: under-the-stepping-stone
-> END

// Behind the trees, watching the elk come down to drink.
= at_elk
# place: mckittrick-canyon
{band:
- "young":
  The elk walked to the creek. They did not drink just anywhere. They went to the very top of a little pool, where the water began.
  Slurp, slurp. They drank for a long time.
  "The elk know where the creek comes out!" whispered {hero}.
  At last, the elk walked away into the red trees.
  {pal} let out a long breath. "The elk found the hiding place first," it said. "They win."
  "They live here," said Mom. "They play every day!"
  {hero} waved at the red trees. "Thank you, elk," {they} whispered.
- "middle":
  The elk walked along the creek past one pool, then another, without stopping. Then, at the very top of a little pool, right where the water began, they both lowered their heads and drank, long and slow.
  "They walked past all that other water," {hero} whispered. "They know exactly where it comes out."
  "They live here," Mom whispered back. "They've been playing this game every day of their lives."
  The elk drank until they were done. Then they lifted their dripping chins, climbed the bank and melted back into the maples, as quietly as they had come.
  {pal} let out a long, slow breath. "The elk found the hiding place first," it said. "I think they win."
  "I think so too," said {hero}. "They've had a lot more practice."
  Then the shade reached the creek, and it was time to walk back down the canyon.
  "Next time," {hero} told the maples, "we're following the elk."
- else:
  The elk walked along the creek past one pool, then another, without so much as a glance at the water. Then, at the very top of a little pool, right where the water began, they both lowered their heads and drank, long and slow, ears swiveling as they swallowed.
  "They walked right past all that other water," {hero} whispered. "They know exactly where it comes out."
  "They live here," Mom whispered back. "They've been playing this game every single day of their lives. We're just visitors."
  The elk drank until they were quite finished. Then they lifted their dripping chins, climbed the bank with their hooves clacking on the stones, and melted back into the maples, as quietly as two animals the size of small cars could possibly melt.
  {pal} breathed out at last, as if it had been holding its breath the whole time. "The elk found the hiding place first," it said, with great dignity. "I think they win. I'd like a rematch against someone my own size."
  "I think they win too," said {hero}. There was no shame, {they} decided, in losing to the home team.
  Mom pointed at the canyon wall, where the shade had almost reached the bottom. "And there's our deal," she said. So they walked back down the canyon, past the pools and the stepping stones and the maples dropping their leaves, and every time the creek ducked under the stones, {hero} knew exactly what it was up to.
  "Next time," {hero} told the maples, "we're following the elk. From a very polite distance."
}
# ending: the-elk-knew
-> END
