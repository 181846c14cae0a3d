# title: The Ship That Lost Its Sea
# month: 3
INCLUDE shared/story.ink

// How chapter 2 was spent: "trail" (went straight to the Devil's Hall trail and heard the clatter),
// "glass" (watched El Capitan and its eagle through Grandma's binoculars), "pinery" (went with the
// ranger to the stagecoach station and got her sea lily drawing).
VAR route = ""
// Where the hero is when a chapter may end early: "trail", "glass", "pinery" (chapter 2), then
// "wash", "stairs", "doe" (chapter 3, all in the Devil's Hall canyon).
VAR at = ""
// The chapter-3 scene: "wash" (the boulders), "stairs" (the foot of the stone staircase), "doe"
// (the mule deer in the narrow wash).
VAR spot = ""
// The ranger drew them a sea lily and tore out the page.
VAR knows_lily = false
// They saw the golden eagle land on its nest on El Capitan.
VAR saw_eagle = false
// Grandma has already said the line about snakes.
VAR snake_talk = false

-> ship_in_the_desert

// ---------------------------------------------------------------- chapter 1
=== ship_in_the_desert ===
# place: el-capitan
{band:
- "young":
  Whoosh! The wind shook the car. Grandma parked in a little gravel spot by the road.
  {hero} hopped out. The wind blew {their} hair all over {their} face.
  Then {hero} saw it. A huge pale cliff stood up out of the flat desert. Its front came to a point, like the front of a ship!
  "A stone ship!" said {hero}.
  {pal} {sniffed()}. "Then where is the sea?" it asked. "Ships need water."
  A ranger stood by a sign. She held her hat on with one hand. "Hello! I am Ranger Bell," she said. "That cliff is El Capitan. Long, long ago, it was the edge of a big reef, down under a warm sea!" # fact: capitan-reef-best
  "I will believe it when I see a fish," said {pal}.
  The ranger laughed. "No fish. But tiny sea animals called sea lilies are still in the rocks, on the trail to Devil's Hall." # fact: sea-lily-fossils
  So that was it! {hero} would find a sea animal in a rock. Then {pal} would have to believe.
  Whoosh! A big gust came. Grandma's scarf flew out sideways like a flag.
  "The wind here can blow very hard," said the ranger. "Stay off the high trails today. And be done by lunch." # fact: powerful-winds-hiking
  Grandma pressed a button on her watch. Beep, beep! "At twelve o'clock, we go back," she said.
  Up over the cliff, a big dark bird hung in the wind. Tick, tock. The hunt was on!
- "middle":
  Grandma steered off the highway into a gravel pull-out, and the wind gave the car a shove, as if it wanted them to keep going. It was a bright March morning in West Texas. The sky was enormous, and every bush by the road leaned the same way.
  "Open your door slowly," said Grandma. "This wind steals doors."
  {hero} climbed out, squinting, and then forgot all about the wind. Straight ahead, a giant pale cliff rose out of the desert. Its front came to a sharp edge, high and proud, like the front of an enormous ship sailing right at them.
  "It's a ship," {hero} said. "A stone ship!"
  {pal} {sniffed()}. "Then where is its sea?" it asked. "A ship with no water is just a big rock with big ideas."
  By the sign at the edge of the gravel stood a ranger, holding up a little gadget with three tiny cups that spun so fast they blurred. Her other hand was clamped on her flat hat. "Thirty-eight miles an hour!" she called. "Good morning! I'm Ranger Bell. And your friend just asked a great question."
  She pointed at the cliff. "That's El Capitan, and it really did have a sea once. The cliff is the front edge of a reef that grew underwater. These mountains are one of the best-kept fossil reefs anywhere on Earth." # fact: capitan-reef-best
  {pal} looked at the dust and the spiky plants. "I'll believe it," it said, "when I see a fish."
  "No fish," said the ranger, smiling. "But the tiny animals that built the reef are still in the rock, if you know how to look. Sponges. Sea lilies. Try the wash on the trail to Devil's Hall. Those boulders fell down from the reef." # fact: sea-lily-fossils
  {hero} felt the idea click into place. {They} would find a sea creature in the stone, and {pal} would have to admit the ship had once had a sea.
  Then a gust came roaring across the desert. The ranger's hat tried to fly off to New Mexico, and Grandma's scarf stood straight out sideways.
  "This park is famous for wind like that," Ranger Bell said when it passed. "Up on the high ridges it makes hiking hard, so stay down low today. And it's supposed to get worse after lunch." # fact: powerful-winds-hiking
  Grandma set the alarm on her watch. Beep, beep. "Noon," she said. "At noon we turn around, found or not found."
  High above the cliff, a big dark bird hung in the wind without flapping. Somewhere in that mountain, the sea was hiding, and the clock had started.
- else:
  It was March, and nobody seemed to have told the West Texas wind that spring was meant to be gentle. When Grandma pulled off the highway into a gravel pull-out, a gust slammed into the side of the car so hard that it rocked on its wheels, and every creosote bush along the road leaned the same way, like a crowd all pointing at something.
  "Open your door slowly," said Grandma. "This wind has stolen better doors than ours."
  {hero} eased out into the roar, hair whipping across {their} face, and then stopped noticing the wind altogether. Ahead of them, a colossal pale cliff rose straight up out of the desert. Its front came to a sharp edge, high and proud, exactly like the bow of a gigantic ship steaming toward them across the flat brown land.
  "It's a ship," {hero} said. "A stone ship."
  {pal} {sniffed()}. "Then I have questions," it said. "Where is its sea? Where is its crew? A ship with no water is just a very large rock with big ideas."
  By the sign at the edge of the gravel, a ranger was holding a little gadget up into the wind. Three tiny cups on top of it spun so fast they blurred, and her other hand was clamped on her flat hat. "Thirty-eight miles an hour!" she announced, as though she had won a prize. "Morning! I'm Ranger Bell. Your friend has asked the best question I've heard all week."
  She pointed at the cliff. "That's El Capitan. About two hundred and sixty-five million years ago, it really did have a sea. The cliff is the front edge of a reef that grew underwater, and these whole mountains are part of it. It's one of the best-preserved fossil reefs on the planet." # fact: capitan-reef-best
  {pal} looked pointedly at the dust, the spiky plants, and a rock that had clearly not been near water for a very long time. "I'll believe it," it said, "when I see a fish."
  "No fish, I'm afraid," said the ranger. "But the little animals that built the reef are still in the rock, if you know how to look. Sponges. Sea lilies. Try the wash on the trail to Devil's Hall. Those boulders tumbled down from the reef, and the canyon walls block some of this wind." # fact: sea-lily-fossils
  Something settled inside {hero}, the way a puzzle piece settles when it finally fits. {They} would find a creature from that sea, an actual animal in actual stone, and {pal} would have to stand in front of it and admit that the ship had once had a sea.
  Then the next gust arrived. It came across the desert like a train with no tracks, and for three long seconds everyone held on to something. The ranger's hat made a serious attempt to leave Texas. Grandma's scarf stood out sideways like a flag.
  "That's why I'm out here," Ranger Bell said when it had passed. "This park is famous for its wind. Up on the high ridges, gusts like that make hiking hard and risky, so stay low today. And the forecast says it gets worse after lunch." # fact: powerful-winds-hiking
  Grandma set the alarm on her watch with two firm beeps. "Noon," she said. "At noon we turn around, found or not found."
  Far above the cliff, a big dark bird hung in the wind without a single flap, as still as if someone had pinned it to the sky. {hero} watched it and felt the morning begin to tick. Somewhere in that mountain the sea was hiding, and {they} had until noon to find it.
}
* [Drive to the trailhead and hike toward Devil's Hall # act: go] -> trail_in_the_wind
* [Look at the cliff through Grandma's binoculars # act: look] -> through_the_glass
* [Ask Ranger Bell what a sea lily looks like # act: ask] -> ranger_at_pinery

// ---------------------------------------------------------------- chapter 2
=== trail_in_the_wind ===
# place: devils-hall
~ at = "trail"
{band:
- "young":
  The trail began by a little parking lot, right under the mountains. A signpost had two arrows.
  One arrow said Devil's Hall. The other said Guadalupe Peak. It pointed way, way up.
  "That is the top of Texas," said Grandma. "The highest place in the whole state. But not today. Too windy up there!" # fact: peak-feet-highest
  So they went the Devil's Hall way. Spiky plants grew all along the trail. Some had tall dry sticks poking up, like brooms.
  Then, right by {hero}'s boot, something rattled. Rattle, rattle!
  Everybody froze. {pal} {hid()}.
  Rattle, rattle! It was only two dry plant sticks, bumping in the wind.
  "Good freezing!" said Grandma. "Snakes wake up in spring. Always look before you step."
- "middle":
  The trail started from a small parking lot tucked right under the mountains, and the wind had followed them there. Beside the path stood a signpost with two arrows. One said DEVIL'S HALL. The other said GUADALUPE PEAK, and it pointed almost straight up.
  {hero} tipped {their} head back. Far above, the ridges were smoking: the wind was ripping little clouds off the top and flinging them away.
  "That's the top of Texas up there," said Grandma. "Guadalupe Peak, eight thousand seven hundred and fifty-one feet. Higher than anywhere else in the state." She tugged her hat down. "And today, absolutely not." # fact: peak-feet-highest
  So they followed the other arrow, up into a wide canyon between two mountains. Spiky plants grew everywhere. Some had leaves like swords. Others were fountains of thin, saw-edged leaves, each with a tall dry flower stalk sticking up out of the middle like a broom handle.
  Then, right beside {hero}'s boot, something rattled. A dry, fast rattle.
  Everyone froze. {pal} {hid()}. The rattle came again, in time with the wind, and {hero} slowly turned {their} head. It was two dry flower stalks, knocking together.
  "Well," said Grandma, breathing out. "That was an excellent freeze. Keep it handy. It's March, and snakes wake up on warm days. Look before you step, and before you put your hand on a ledge."
- else:
  The Pine Springs trailhead was a small parking lot tucked against the foot of the mountains, and the wind had followed them there like a dog that refused to stay home. Beside the path stood a wooden signpost with arrows pointing two ways. One said DEVIL'S HALL. The other said GUADALUPE PEAK, and it pointed more or less at the sky.
  {hero} tipped {their} head back. Far above, past slopes of pale rock and dark scrubby trees, the ridges were smoking: the wind was tearing wisps of cloud off the top and flinging them east, one after another.
  "Up there is the top of Texas," said Grandma. "Guadalupe Peak. Eight thousand seven hundred and fifty-one feet, higher than anywhere else in the whole state." She pulled her hat down firmly over her ears. "And today, absolutely not." # fact: peak-feet-highest
  So they took the other arrow. The trail wound up into a wide canyon between two mountains, through a garden of plants that all seemed to be armed. Agaves bristled with leaves like swords. Sotols burst up like fountains of thin, saw-edged leaves, each with a tall dry flower stalk poking out of the middle like a broom handle. An old juniper grew beside the path, its bark cracked into squares exactly like an alligator's back.
  Then, right beside {hero}'s boot, something rattled. A dry, fast, papery rattle.
  Everyone froze. {pal} {hid()}. {hero}'s heart did a somersault. The rattle came again, and again, keeping time with the gusts, and {hero} turned {their} head one slow inch at a time. It was two sotol stalks, knocking together in the wind.
  "Well," said Grandma, letting out a long breath. "That was an excellent freeze. Keep it handy. It's March, and on warm days the snakes are waking up. Look before you step, and before you put your hand on any ledge."
}
~ snake_talk = true
{end_now: -> end_early}
~ route = "trail"
{band:
- "young":
  After a long walk, the trail went down into a dry, rocky creek bed. A small sign said to follow it.
  It was full of rocks! Big rocks and small rocks, gray ones and white ones.
  "These rocks fell from the reef up there," said Grandma. "Any one could have a sea animal inside."
  {hero} looked at one rock. Then another. Then another. There were so many!
  What did a sea animal in a rock look like? {hero} did not know. {They} had forgotten to ask!
  Grandma's map showed stone steps at the top of the creek bed. Then came Devil's Hall.
  Then, from up around the bend, came a noise. Clack, clatter, clack! Stones were rolling.
  Something big was up there.
- "middle":
  After a mile, the trail dropped into the bottom of the canyon and turned into a dry creek bed. A little sign said DEVIL'S HALL, FOLLOW WASH. The wash was jammed with boulders of every size, gray and cream and white, as if a giant had spilled a sack of marbles. Down here, between the walls, the wind was quieter: a roar overhead instead of a shove.
  "These all fell from up there," said Grandma, pointing at the cliffs. "Reef rock. Every one of them was once on the bottom of the sea."
  "So any one of them could have a sea animal in it," said {hero}.
  "Any one," said Grandma. Her trail map showed the wash climbing to a natural stone staircase, and above it, Devil's Hall.
  {hero} crouched by the nearest boulder. It had a crack, a lump and a splash of orange crust. Then {they} realized, with a sinking feeling, that {they} had no idea what a sea lily in a rock would look like. {They} had hurried here so fast that {they} had forgotten to ask.
  Grandma's watch said twenty past ten.
  And then, from up the wash, around the bend where they couldn't see, came a sudden clatter of stones. Something big was moving up there.
- else:
  After a mile the trail dropped into the bottom of the canyon and more or less gave up being a trail. A small sign said DEVIL'S HALL, FOLLOW WASH, and the wash was a dry streambed jammed with boulders of every size, gray and cream and white, as if a giant had spilled a sack of marbles down the mountain and never come back for them. Down here, between the canyon walls, the wind was quieter: a roar passing overhead rather than a hand in the middle of your back.
  "These all fell from up there," said Grandma, pointing at the cliffs. "Reef rock. Every single one of them spent a very long time on the bottom of the sea."
  "So any one of them could have a sea animal in it," said {hero}.
  "Any one," said Grandma. She unfolded her trail map, which immediately tried to become a kite, and showed {hero} how the wash climbed to a natural stone staircase, with Devil's Hall at the top.
  {hero} looked at the wash. There were thousands of rocks. Possibly millions. {They} crouched by the nearest boulder and found a crack, a lump and a splash of orange crust, and then realized, with a sinking feeling, that {they} had absolutely no idea what a sea lily in a rock would actually look like. {They} had been so busy getting here first that {they} had forgotten to ask the one question that mattered.
  {pal} seemed to have reached the same conclusion. "Is this one a sea creature?" it asked, about a rock shaped like a potato. "It has the face of someone who has seen things."
  Grandma's watch said twenty past ten.
  And then, from somewhere up the wash, around the bend where they couldn't see, came a sudden clatter of stones, the sound of something big moving.
}
* [Search the boulders right here in the dry creek bed # act: look] -> wash_boulders
* [Help Grandma over the rocks, up to the big stone steps # act: help] -> stone_staircase
* [Tiptoe up the creek bed toward the clatter # act: go] -> doe_in_the_wash

=== through_the_glass ===
# place: el-capitan
~ at = "glass"
{band:
- "young":
  Grandma's binoculars were big and heavy. {hero} leaned on the sign to hold them still.
  Now the cliff looked close! It had cracks and bumps and little ledges. Tiny bushes grew right out of the rock.
  Then the big dark bird came into view. It was a golden eagle! Its wings were long and wide. The feathers at the tips spread out like fingers.
  The eagle tipped its wings. It slid down onto a ledge.
  On the ledge was a big, messy pile of sticks.
  "A nest!" said {hero}. "The eagle has a nest up there!"
  "Eagles like cliffs," said Grandma. "They use the same nest again and again."
- "middle":
  Grandma's binoculars were old and heavy, and they lived in a leather case that smelled like her car. {hero} braced {their} elbows on top of the sign to hold them steady in the wind, and slowly swept them up the cliff.
  Up close, El Capitan wasn't smooth at all. It was cracked and ledged and streaked, creamy white in some places and gray or gold in others, with little bushes clinging on where no bush should be able to grow.
  Then the big dark bird slid into the circle of the lenses. It was a golden eagle. Its wings were long and wide, and the feathers at their tips spread out like fingers. It hung there, tipping and adjusting, and then tilted and slid sideways onto a ledge of the cliff, where a great untidy heap of sticks was piled.
  "A nest," {hero} breathed. "It's got a nest up there!"
  "Golden eagles love cliffs," said Grandma. "They come back to the same ledge year after year and keep adding sticks. Some of those nests get as big as a bathtub."
- else:
  Grandma's binoculars were old and heavy and lived in a leather case that smelled exactly like the inside of her car. {hero} braced {their} elbows on top of the sign to stop the wind from shaking them, and swept them slowly up the cliff.
  Up close, El Capitan wasn't smooth at all. It was cracked and ledged and streaked, creamy white in some places, gray or gold in others, with little bushes clinging on in spots where no sensible bush would ever choose to live.
  Then the big dark bird dropped into the circle of the lenses, and {hero} forgot to breathe. It was a golden eagle. Its wings were long and broad, the feathers at their tips spread out like fingers feeling the air, and a wash of gold shone on the back of its head. It hung there in the gale, making tiny adjustments, as relaxed as someone floating in a pool. Then it tilted, slid sideways down the wind, and landed on a ledge of the cliff beside a great untidy heap of sticks.
  "A nest," {hero} breathed. "It's got a nest up there!"
  "Golden eagles love a cliff," said Grandma. "They come back to the same ledge year after year and keep adding sticks, like people who can't stop redecorating. Some of those nests end up bigger than a bathtub."
}
{end_now: -> end_early}
~ route = "glass"
~ saw_eagle = true
{band:
- "young":
  "So the stone ship has a captain!" said {pal}.
  "It does," said Grandma. "El Capitan means the captain. Long ago, people on stagecoaches steered by this cliff. They could see it from very far away." # fact: el-capitan-captain
  Behind the cliff stood an even taller mountain, with a cloud on top.
  "That one is Guadalupe Peak," said Grandma. "It is the highest place in Texas." # fact: peak-feet-highest
  {hero} looked hard at the rock. "I can't see any sea animals," {they} said.
  "Too small to see from here," said Grandma. "But rocks fall off this reef. The trail to Devil's Hall goes up a rocky creek bed full of them, then up big stone steps."
  Just then, the eagle jumped off its ledge. Whoosh! It shot away on the wind, over the mountains.
  "It is showing us the way!" said {pal}.
- "middle":
  "So the ship has a captain after all," said {pal}.
  "That's its name, too," said Grandma. "El Capitan means the captain in Spanish. Long ago, stagecoach drivers crossing this desert steered by this cliff. You could see it from miles and miles away, like a lighthouse." # fact: el-capitan-captain
  Behind El Capitan rose a taller summit, with a wisp of cloud tearing off the top.
  "And that's Guadalupe Peak," said Grandma. "Eight thousand seven hundred and fifty-one feet. The highest point in Texas." # fact: peak-feet-highest
  {hero} searched the cliff until {their} arms ached. "I can't see a single sea animal," {they} said.
  "Too small to see from here," said Grandma. "But pieces break off this reef and end up in the canyons. That's where the ranger said to look." She read from her trail guide: a dry wash full of boulders, then a natural stone staircase, then Devil's Hall.
  Grandma tapped her watch. Ten to ten.
  Just then the eagle launched off its ledge. It didn't flap. It simply opened its wings and let the wind throw it, and it shot away over the mountains faster than a car on the highway.
  "Follow that captain," said {pal}.
- else:
  "So the ship has a captain after all," said {pal}, sounding faintly betrayed. "Nobody tells me anything."
  "It's even in the name," said Grandma. "El Capitan means the captain, in Spanish. Long ago, stagecoach drivers crossing this desert steered by this cliff. You could see it from miles and miles away, standing up out of the flat like a lighthouse." # fact: el-capitan-captain
  {hero} lowered the binoculars. Behind El Capitan rose a taller summit, with a banner of cloud tearing off the top of it.
  "And that one's Guadalupe Peak," Grandma said. "Eight thousand seven hundred and fifty-one feet. The highest point in Texas. Today it's the windiest point in Texas, too, I should think." # fact: peak-feet-highest
  {hero} raised the binoculars again and searched the cliff until {their} arms ached, ledge by ledge. There was rock, and more rock, and a bush. "I can't see a single sea animal," {they} admitted.
  "Too small to see from here," said Grandma. "You'd need to put your nose on them. But pieces break off this reef and tumble down into the canyons. That's where your ranger said to look." She read from her trail guide: a dry wash full of boulders, then a natural stone staircase, then Devil's Hall itself.
  She tapped her watch. Ten to ten. The morning was leaking away.
  Just then the eagle launched off its ledge. It didn't flap once. It simply opened its wings and let the wind throw it, and it shot away over the mountains faster than any car on the highway below, like a paper airplane that had learned to steer.
  "Follow that captain," said {pal}.
}
* [Go straight up the Devil's Hall trail to the big stone steps # act: go] -> stone_staircase
* [Look out for more animals on the way up the canyon # act: look] -> doe_in_the_wash
* [Ask Grandma which rocks came from the reef # act: ask] -> wash_boulders

=== ranger_at_pinery ===
# place: pinery
~ at = "pinery"
{band:
- "young":
  "I can do better than tell you," said Ranger Bell. "Come with me to the Pinery. I have to check the signs there."
  So they drove after her truck. The Pinery was just a few low, crumbly stone walls in the desert. The wind whistled through the gaps. Whee-oo!
  "What was this place?" asked {hero}.
  "Long ago, stagecoaches stopped here," said the ranger. "Fresh horses waited right here in this yard. Then off the coach went again, fast!" # fact: 1858-stagecoaches-butterfield
  {pal} {moved()} along beside the wall and peeked through a gap. "Where did they go?" it asked.
  "All the way to California," said the ranger. "And the drivers steered by El Capitan!"
- "middle":
  "I can do better than tell you," said Ranger Bell. "I'm heading to the Pinery to check the signs after this wind. Follow me."
  So Grandma drove behind the ranger's truck to a short path, and they walked out to what was left of the Pinery. It was only a few low stone walls standing in the desert, with spiky plants growing up against them. The wind whistled through the gaps like someone blowing across a bottle.
  "What was this?" asked {hero}.
  "A stagecoach station," said the ranger. "In 1858, coaches of the Butterfield Overland Mail stopped right here. They carried letters and passengers all the way across the country. Fresh horses waited inside these walls, the passengers gulped down a quick meal, and off they went again." # fact: 1858-stagecoaches-butterfield
  {pal} {moved()} along beside a wall and peered in through a gap. "Where were they going in such a hurry?"
  "West to El Paso, and on to California," said Ranger Bell. "And out here, the drivers steered by El Capitan. You could see it from miles away, like a lighthouse."
- else:
  "I can do better than tell you," said Ranger Bell. "I'm heading to the Pinery to check the signs after this wind. Follow me, and I'll show you."
  So Grandma drove behind the ranger's truck, and they walked out along a short path to what was left of the Pinery. It wasn't much: a few low stone walls standing in the desert, worn and rounded at the corners, with agaves and sotols crowding up against them as if they wanted to be let in. The wind whistled through the gaps in the stone like someone blowing across the top of a bottle.
  "What was it?" asked {hero}.
  "A stagecoach station," said the ranger. "In 1858, coaches of the Butterfield Overland Mail stopped right here, carrying letters and passengers across the country. Fresh horses waited inside these walls. The passengers got a few minutes to stretch and gulp down a meal, and then the driver cracked his whip and off they rattled." # fact: 1858-stagecoaches-butterfield
  {pal} {moved()} along beside a wall, peering through a gap into the empty yard. "Where were they all going in such a hurry?"
  "West to El Paso, and on to California," said Ranger Bell. "Weeks of bumping along, day and night. And out here, with no roads and no signs, the drivers steered by El Capitan. You could see it from a day away, like a lighthouse."
  {hero} looked back at the pale cliff, far off now and small, and tried to imagine seeing it from the swaying roof of a coach, thirsty and shaken to pieces, and feeling glad.
}
{end_now: -> end_early}
~ route = "pinery"
~ knows_lily = true
{band:
- "young":
  Ranger Bell pulled a notebook out of her pocket. She drew a long, thin line of tiny circles. On top, she drew lots of feathery arms.
  "A sea lily," she said. "It looks like a flower. But it was an animal! It held on with this long stem. Then it waved its arms to catch food." # fact: sea-lily-fossils
  "Like a starfish?" asked {hero}.
  "A cousin of the starfish!" said the ranger. "In a rock, look for a stack of tiny circles. Like a pile of little buttons."
  She tore out the page and gave it to {hero}. "My favorite spot is the bottom of the big stone steps on the Devil's Hall trail. Pieces break off there."
  Grandma checked the time. "Oh my! It is getting late!"
  Crash! A gust blew a little sign flat on the ground.
- "middle":
  Ranger Bell pulled a notebook from her pocket and drew quickly: a long thin stem made of tiny round pieces stacked like a roll of coins, and on top, a bunch of feathery arms.
  "A sea lily," she said. "It looks like a flower, but it was an animal, a cousin of the starfish. It held on to the sea floor with this stem and waved its arms to catch bits of food drifting past. When it died, the stem fell apart into little discs. So in a rock, look for a row of tiny circles, or a stack of little buttons, each with a dot in the middle." # fact: sea-lily-fossils
  She tore out the page and handed it to {hero}. "My favorite hunting spot is the foot of the stone staircase below Devil's Hall. Slabs break off there."
  {hero} folded the drawing carefully into {their} pocket. Now {they} knew what to look for.
  Grandma glanced at her watch and made a small worried noise. It was a quarter past ten.
  Then a gust came howling across the desert, and with a crash, one of the little signs by the path blew flat on its face.
- else:
  Ranger Bell pulled a notebook from her pocket, turned her back to the wind, and drew fast: a long thin stem made of tiny round pieces stacked like a roll of coins, and on top, a bunch of feathery arms spread out like a fern.
  "A sea lily," she said. "It looks like a flower, but it was an animal, a cousin of the starfish. It held on to the sea floor with this stem and waved its arms to catch bits of food drifting past. When one died, the stem usually fell apart into little discs. So in a rock, you're looking for a row of tiny circles, or a short stack of little buttons, each with a dot in the middle. Once you've seen one, you'll see them everywhere. Before that, you'll walk right past them." # fact: sea-lily-fossils
  She tore out the page and handed it to {hero}. "My favorite hunting spot is the foot of the stone staircase below Devil's Hall. Slabs break off the steps there."
  {hero} folded the drawing and buttoned it into {their} pocket as carefully as a treasure map, which, in a way, it was.
  Grandma glanced at her watch and made the small noise she usually made when a pot was about to boil over. It was a quarter past ten. The stagecoach stop had eaten the morning the way it had once eaten horses.
  And then a gust came howling across the desert, and with a crash, one of the little signs beside the path blew flat on its face in the dust.
}
* [Go hunting on the Devil's Hall trail right away # act: go] -> doe_in_the_wash
* [Help Ranger Bell stand the sign back up first # act: help] -> wash_boulders
* [Ask Ranger Bell how to find the big stone steps # act: ask] -> stone_staircase

// ---------------------------------------------------------------- chapter 3 (all in the Devil's Hall canyon)
=== wash_boulders ===
# place: devils-hall
~ at = "wash"
{band:
- "young":
  {route:
  - "trail":
    The clatter could wait. {hero} wanted a sea animal, and the rocks were right here! Lots and lots of them.
  - "glass":
    "Which rocks came from the reef?" {hero} asked.
    "The pale ones," said Grandma. "Gray ones, white ones. Almost all of them!"
    They drove to the trail and walked a long way. Then the trail went into a dry, rocky creek bed. It was full of pale rocks.
  - else:
    {hero} and Grandma helped the ranger. Heave! Up went the sign.
    "Thank you!" said Ranger Bell. "Now go find that sea lily!"
    They drove to the trail and walked a long way. Then the trail went into a dry, rocky creek bed. It was full of pale rocks.
  }
  {hero} climbed from rock to rock. {pal} {moved()} close behind.
  {not snake_talk: "Look before you put your hands down," said Grandma. "Snakes wake up in spring."}
  Whoosh! The wind came rushing down the creek bed. It threw dust in their faces.
- "middle":
  {route:
  - "trail":
    Whatever had clattered up the wash could wait. {hero} wanted a sea creature, and there were boulders right here, thousands of them, all waiting to be checked. "Start with the pale ones," said Grandma. "They came down from the reef, so they're our best bet."
  - "glass":
    "Which rocks came from the reef?" {hero} asked, as they drove to the trailhead.
    "The pale ones," said Grandma. "The gray ones, the cream ones. Honestly, nearly all of them."
    They took the Devil's Hall arrow and hiked a mile up the canyon, past spiky plants with tall dry stalks. Then the trail dropped into a dry wash jammed with boulders, and a little sign said FOLLOW WASH.
  - else:
    It took all of them to heave the sign up, and the ranger stamped the dirt down around its post. "I owe you one," she said. "Come and tell me at the trailhead what you find."
    Then they drove to the trailhead and hiked a mile up the canyon to where the trail dropped into a dry wash jammed with boulders. A little sign said FOLLOW WASH.
  }
  {hero} began to climb from boulder to boulder, and {pal} {moved()} along beside {them}.
  {not snake_talk: "Look before you put your hands down," said Grandma. "It's March. On warm days the snakes are waking up, and they like a sunny ledge."}
  Every few minutes a gust came rushing down the wash like water down a drain, flinging grit into their eyes.
- else:
  {route:
  - "trail":
    Whatever had clattered up the wash could wait its turn. {hero} had come to find a sea creature, and there were boulders right here, thousands of them, every one a door that might have something behind it. "Start with the pale ones," said Grandma, settling onto a flat rock with the map pinned under her knee. "They came down from the reef, so they're our best odds. And {hero}? Slowly. The rocks have been waiting a long time. They won't run off."
  - "glass":
    "Which rocks came from the reef?" {hero} asked, as Grandma drove them to the trailhead.
    "The pale ones," said Grandma. "The gray ones, the cream ones, the white ones. Honestly, darling, nearly all of them. You're about to walk up a staircase of old sea floor."
    They took the Devil's Hall arrow at the trailhead and hiked a mile up the canyon, past spiky plants with tall dry stalks rattling in the wind. Then the trail dropped into a dry wash jammed with boulders, and a small sign said FOLLOW WASH.
  - else:
    It took all of them to heave the sign upright, and Ranger Bell stamped the dirt down around its post with her boot. "I owe you one," she said. "Come and find me at the trailhead afterward and tell me what you found. I want to hear."
    Then they drove to the trailhead and hiked a mile up the canyon, past spiky plants with dry stalks rattling in the wind, to where the trail dropped into a wash jammed with boulders and a small sign said FOLLOW WASH.
  }
  {hero} began to climb from boulder to boulder, slowly, the way you walk through a museum when you don't want to miss anything. {pal} {moved()} along beside {them}, inspecting rocks with the air of an expert who had never seen a fossil in its life.
  {not snake_talk: "Look before you put your hands down," said Grandma. "It's March, and on warm days the snakes are waking up. They like a sunny ledge as much as we do."}
  Every few minutes a gust came rushing down the wash like water down a drain, and flung a handful of grit into their eyes for good measure.
}
~ snake_talk = true
{end_now: -> end_early}
~ spot = "wash"
{band:
- "young":
  Everything looked like something. A lump looked like a snail. A crack looked like a fish. But they were just a lump and a crack.
  {knows_lily: {hero} held up the ranger's drawing. The wind tugged at it. No stack of tiny circles here. Not yet.}
  Then they came to a giant boulder. It was as big as Grandma's car! A wide stripe ran across its side.
  {pal} {sniffed()}. "This rock looks like a potato," it said. "Is a potato a sea animal?"
  "No!" said {hero}, and laughed.
  Grandma looked at her watch. "It is after eleven," she said.
  Whoosh! Here came more wind, even stronger. It blew grit in their eyes. The back of the big boulder looked cozy and calm.
  Then {hero} saw something in the stripe. A little row of dots.
  Was it a sea animal? Or just more dots?
- "middle":
  Everything looked like something. A lump looked like a snail, until {pal} examined it and it turned out to be a lump. A crack looked like a fish skeleton, until it turned out to be a crack.
  {knows_lily: {hero} held the ranger's drawing flat against a rock and checked each boulder against it. No stacked discs. No little buttons. Not yet.}
  {not knows_lily: "I'm looking for anything that looks alive," said {hero}. "Or used to be alive." It was harder than it sounded.}
  "How did all these rocks get down here?" {hero} asked.
  "Some just fell off the cliffs," said Grandma. "And when a big storm comes, this dry wash turns into a roaring flood for an hour and shoves the boulders along like toys. That's why you never hike in a wash when it's raining."
  {pal} looked at the giant rocks and then at the clear blue sky, and looked relieved.
  Then they reached a boulder the size of Grandma's car, with a wide band of stripy rock running across its side.
  Grandma checked her watch. "Ten past eleven," she said.
  The gusts were getting stronger. A big one came roaring down, and everybody ducked. The back of the giant boulder looked calm and sheltered, like a room with the door shut.
  {hero} straightened up, blinking the grit out of {their} eyes, and that was when {they} noticed it: in the stripy band, where the sun hit it, a tiny row of dots. Something, or nothing.
- else:
  The trouble with looking for something, {hero} discovered, is that everything starts to look like it. A lump looked like a snail, until {pal} examined it from every side and declared it a lump. A crack looked exactly like a fish skeleton, until it turned out to be a crack with ambitions.
  {knows_lily: {hero} held the ranger's drawing flat against the rock with one hand and checked each boulder against it. Stem, discs, little buttons. None. The drawing flapped and crackled in {their} fingers like it wanted to join the hunt.}
  {not knows_lily: "Anything that looks like it was alive," said {hero}. "Or used to be." It was much harder than it sounded, because rocks, it turned out, are very good at looking like things.}
  "How did all these even get down here?" {hero} asked, wiping grit off {their} face.
  "Some just fell off the cliffs," said Grandma. "But when a big storm hits, this dry wash turns into a roaring brown flood for an hour, and it shoves boulders like these along as if they were pebbles. That's why nobody with any sense hikes in a wash when it's raining."
  {pal} looked at the giant rocks, and then up at the hard, clear, cloudless sky, and visibly relaxed.
  Then they reached a boulder the size of Grandma's car, lying tipped on its side, with a wide band of stripy rock running across it like a belt.
  Grandma checked her watch. "Ten past eleven," she said, in the tone she used for telling {hero} it was bedtime.
  The gusts were getting stronger. A big one came roaring down the canyon, bending every bush flat, and they all ducked. The back of the giant boulder looked sheltered and calm, like a room with the door shut. {hero} was sure the wind would have to stop soon. It couldn't keep doing this all day.
  Then {hero} straightened up, blinking the grit out of {their} eyes, and noticed something. In the stripy band, right where the sun caught it, there was a tiny row of dots. It might be something. It might very well be nothing at all.
}
* [Look closely at the row of dots on the big boulder # act: look] -> end_sea_lily
* [Go on up to the big stone steps and Devil's Hall # act: go] -> end_hall
* [Wait behind the big boulder until the gusts stop # act: wait] -> end_out_of_time

=== stone_staircase ===
# place: devils-hall
~ at = "stairs"
{band:
- "young":
  {route:
  - "trail":
    Grandma's knees did not like big rocks. So {hero} found the flat ones. "Step here, Grandma!"
    Up and up they went. In a patch of sand, they saw fresh hoofprints. The clatter was just a deer, going by!
  - "glass":
    They drove to the trail and walked fast. Up the rocky creek bed they went, hop, hop, hop.
  - else:
    "Follow the rocky creek bed up," said the ranger. "When you climb steps made by a giant, you are there!"
    They drove to the trail and walked fast. Up the creek bed they went, hop, hop, hop.
  }
  Then they saw the steps. Big flat layers of gray rock were piled up, one on top of the other. Each step was as high as {hero}'s knee!
  Above the steps, the walls came close together. That was Devil's Hall.
  "Stay in the middle of the steps," said Grandma. "Away from the edges. Use your hands, too."
- "middle":
  {route:
  - "trail":
    Grandma's knees did not love boulders, and they said so at every step. So {hero} went first, finding the flattest rocks and holding out a hand. "This one, Grandma. Now that one. Not that one, it wobbles." Up the wash they went, rock by rock. Whatever had clattered up ahead had gone quiet. Halfway up, they found fresh hoofprints in a patch of sand, climbing the bank. Only a deer, then, going about its business.
  - "glass":
    They drove to the trailhead, took the Devil's Hall arrow and hiked hard: a mile of spiky plants, and then up the boulder wash, rock after rock, with the wind roaring along the cliffs above.
  - else:
    "Follow the wash until the walls close in," said Ranger Bell, pointing up at the mountains. "When you're climbing steps a giant built, you're there."
    They drove to the trailhead and hiked a mile of spiky plants, then up the boulder wash, rock after rock, with the wind roaring along the cliffs above.
  }
  And then there it was: the stone staircase. Flat layers of gray rock were stacked one on top of the other, each one as high as {hero}'s knee, climbing up into a gap where the canyon walls pinched together. Devil's Hall was up there.
  "Middle of the steps," said Grandma. "Away from the edges, and use your hands. This is a climb, not a stroll."
- else:
  {route:
  - "trail":
    Grandma's knees did not love boulders, and said so, loudly, at every step. So {hero} went first, picking out the flattest rocks and holding out a hand like a tour guide. "This one. Now that one. Not that one, it wobbles." Up the wash they went, rock by rock. Whatever had clattered up ahead had gone completely quiet, which was somehow worse, until halfway up they found a line of fresh hoofprints in a patch of sand, climbing the bank. Only a deer, then, going about its business and leaving them to theirs.
  - "glass":
    They drove to the trailhead, took the Devil's Hall arrow and hiked hard: a mile of spiky plants with stalks rattling in the wind, and then up the boulder wash, rock after rock, with the gale roaring along the top of the cliffs like traffic on a bridge overhead.
  - else:
    "Follow the wash until the walls close in," said Ranger Bell, pointing up at the mountains. "When you find yourself climbing steps that a giant built, you're there."
    They drove to the trailhead and hiked a mile of spiky plants with stalks rattling in the wind, then up the boulder wash, rock after rock, with the gale roaring along the top of the cliffs like traffic on a bridge overhead.
  }
  And then there it was, exactly as promised: the stone staircase. Flat layers of gray rock were stacked one on top of another, each step as high as {hero}'s knee or higher, climbing up into a gap where the canyon walls pinched together. Somewhere up there was Devil's Hall. It looked less like a trail than like a building that had forgotten to finish itself.
  "Middle of the steps," said Grandma, "away from the edges, and use your hands. This is a climb, not a stroll, and I'd like to bring you home in one piece."
}
{not snake_talk: {band == "young": "And look before you grab," she added. "Snakes wake up in spring."|"And look before you grab," she added. "It's March, and snakes wake up on warm days."}}
~ snake_talk = true
{end_now: -> end_early}
~ spot = "stairs"
{band:
- "young":
  A family was climbing down the steps. A boy in a green hoodie waved.
  "We found a fossil!" he called. "Down there! Want to see?"
  At the bottom of the steps lay a big broken slab of rock. Its new edge was pale and clean.
  {knows_lily: The ranger said slabs broke off here. This was her favorite spot!}
  Grandma checked her watch. "Almost half past eleven," she said.
  The boy waved again. The steps went up. The slab lay still.
  {hero} did not have time for everything.
- "middle":
  Just then a family came down the staircase, sitting and sliding from step to step. A boy in a green hoodie jumped the last one and landed in front of {hero}.
  "We found a fossil!" he said. "Back down there, off to the side. Want to see it? I can show you."
  At the foot of the steps lay a big slab that had broken off the staircase. Its broken edge was pale and fresh, not gray and weathered like the rest.
  {knows_lily: This was the ranger's favorite spot, {hero} remembered. Slabs broke off the steps here.}
  {not knows_lily: Grandma was already peering at it over the top of her glasses.}
  {pal} {sniffed()}. "This slab fell off the stairs," it said. "So the stairs are falling apart. Should we be worried about the stairs?"
  "They've been falling apart very slowly for a very long time," said Grandma. "I think they'll hold for one more family."
  High above, the wind howled across the top of the canyon, but down here it only tugged at their sleeves.
  Grandma checked her watch. "Twenty past eleven," she said.
  The boy was bouncing on his toes. The staircase climbed away toward the Hall. And the slab just lay there, waiting.
  There wasn't time for all three.
- else:
  Just then a family came down the staircase, sitting and sliding from step to step in the undignified way that is the only sensible way to come down a giant's stairs. A boy in a green hoodie jumped the last step and landed right in front of {hero}, glowing.
  "We found a fossil!" he announced. "Back down there, off to the side of the wash. It's amazing. Do you want to see? I can show you exactly where."
  At the foot of the steps lay a big slab that had cracked off the staircase. Its broken edge was pale and fresh, not gray and weathered like the rest of the rock, as if it had only recently decided to go its own way.
  {knows_lily: This, {hero} remembered, was Ranger Bell's favorite spot. Slabs broke off the steps here.}
  {not knows_lily: Grandma was already peering at it over the top of her glasses with an expression {hero} recognized. It was the face she made at yard sales.}
  {pal} {sniffed()}. "That slab fell off the stairs," it observed. "Which means the stairs are falling apart. I'd just like to raise that before anybody climbs them."
  "They've been falling apart very slowly for a very long time," said Grandma. "I believe they'll hold for one more family."
  High above, the wind howled across the top of the canyon like something trying to get in, but down here at the bottom of the steps it could only tug at their sleeves and flip the edge of Grandma's collar.
  Grandma checked her watch. "Twenty past eleven," she said. "Forty minutes."
  The boy was bouncing on his toes. The staircase climbed away toward the Hall, the place they had come all this way to see. And the slab just lay there, waiting, saying nothing, the way rocks do.
  Forty minutes was not enough for all three. {hero} could feel it.
}
* [Climb the big stone steps into Devil's Hall # act: go] -> end_hall
* [Help Grandma look over the broken slab by the bottom step # act: help] -> end_out_of_time
* [Ask the boy in the green hoodie to show you his fossil # act: ask] -> end_sea_lily

=== doe_in_the_wash ===
# place: devils-hall
~ at = "doe"
{band:
- "young":
  {route:
  - "trail":
    They crept up the creek bed. Tiptoe, tiptoe. Around the bend they went.
  - "glass":
    They drove to the trail and walked up the canyon. {hero} looked all around for animals. Nothing moved but the plants in the wind.
  - else:
    They drove to the trail and hurried up the canyon. The ranger's drawing was in {hero}'s pocket.
  }
  Then {hero} stopped. A deer stood in the rocky creek bed!
  It was a mule deer. She had huge ears, like two big leaves. Her tail was white with a black tip.
  {route == "trail": Her hooves had knocked some stones down. That was the clatter!}
  She was nibbling twigs. She lifted her head and looked at them.
  "Let's give her lots of room," whispered Grandma. She crouched down low behind a rock. "We stay right here."
- "middle":
  {route:
  - "trail":
    They crept up the wash, stepping on the biggest, steadiest rocks so nothing would clatter under their own feet. {pal} went so quietly that {hero} kept looking back to check it was still there. Then they peeked around the bend.
  - "glass":
    They drove to the trailhead and hiked up the canyon with their eyes peeled. For a long time nothing moved at all except the plants, bowing in the wind. Then the trail dropped into the wash, and they turned a bend.
  - else:
    They left the ranger with her sign and drove straight to the trailhead. {hero} hurried up the canyon with the drawing buttoned in {their} pocket, into the wash and around the first bend.
  }
  {hero} stopped so suddenly that Grandma bumped into {them}.
  A deer was standing in the wash. She was a mule deer, gray-brown, with ears so big they looked like two satellite dishes turning to listen, and a white tail with a black tip.
  {route == "trail": Loose stones lay scattered below her hooves. That had been the clatter.}
  She was nibbling at the twigs of a bush. She lifted her head and looked straight at them, still chewing.
  "Give her room," Grandma whispered, sinking into a crouch behind a boulder. "If she stops what she's doing because of us, we're too close. We stay right here."
- else:
  {route:
  - "trail":
    They crept up the wash, stepping only on the biggest, steadiest rocks so that nothing would clatter under their own feet, and eased around the bend like burglars.
  - "glass":
    They drove to the trailhead and hiked up the canyon with their eyes peeled, ready for anything. For a long time the only things that moved were the plants, bowing and bowing in the wind like an audience that couldn't stop applauding. Then the trail dropped into the wash, and they turned a bend.
  - else:
    They left Ranger Bell wrestling her sign out of the dust and drove straight to the trailhead. {hero} hurried up the canyon with the drawing buttoned into {their} pocket, patting it every few minutes to make sure it was still there, into the wash and around the first bend.
  }
  {hero} stopped so suddenly that Grandma walked into {them}.
  A deer was standing in the wash, not twenty steps away. She was a mule deer, gray-brown in her winter coat, with a pale rump, a white tail tipped in black, and ears so enormous they looked like two satellite dishes turning to pick up a signal.
  {route == "trail": Loose stones lay scattered below her hooves, still settling. So that had been the clatter: not a monster, just breakfast.}
  She was nibbling the twigs of a bush, delicately, like someone choosing chocolates. She lifted her head and looked straight at them, still chewing, ears swiveling.
  "Give her room," Grandma breathed, sinking into a crouch behind a boulder and pulling {hero} down beside her. "If she stops what she's doing because of us, we're too close. We stay right here."
  {hero} didn't move. {pal} {hid()}. For a long moment, the only sound was the wind and the soft crunch of twigs.
}
{end_now: -> end_early}
~ spot = "doe"
{band:
- "young":
  The deer took one more bite. Then, boing! She sprang up the bank with all four feet at once, like a toy on springs. Boing, boing! Little stones rolled down behind her. Then she was gone.
  "Wow," whispered {hero}.
  Grandma stood up from her crouch. "Ooh," she said. "My knees did not like that one bit."
  She sat down on a pointy boulder. Then she got right back up. "Ouch! No good for sitting," she said. "I just need a few minutes."
  Whoosh! The wind blew grit down the creek bed, right into their faces.
  At {hero}'s feet lay the stones the deer had kicked down. One had cracked open. Its inside was pale and new.
  Grandma looked at her watch. "Eleven o'clock," she said.
- "middle":
  The doe took one last bite. Then she turned, and in three big bounds she was up the bank: stiff-legged, all four hooves leaving the ground at the same moment, as if she had springs in her feet. A spray of loose stones came rattling down behind her, and she was gone among the junipers.
  "Did you see that?" {hero} whispered. "She bounced!"
  "Mule deer do that," said Grandma. She started to stand up from her crouch, and stopped halfway with a face like she had bitten a lemon. "Ooh. My knees, on the other hand, do not bounce. They've had quite enough of hiding behind boulders for one day."
  She lowered herself onto the nearest rock, which turned out to be pointy, and got straight back up again. "Not that one," she said. "Give me a few minutes somewhere flat, and I'll be right as rain."
  A gust came barreling down the wash and threw grit in their faces. Grandma turned her back to it and sighed.
  Down by {hero}'s boots lay the stones the doe had sent rattling down the bank. One had cracked clean in half, and its inside was pale and fresh.
  {pal} {sniffed()}. "She's gone," it said. "So the way up is open. Except for the knees."
  Grandma checked her watch. "Eleven o'clock," she said.
- else:
  The doe took one last, unhurried bite. Then she turned, and in three enormous bounds she was up the bank: stiff-legged, all four hooves leaving the ground at exactly the same moment, like a toy on springs, or someone who had never been told that walking was an option. A spray of loose stones came rattling down behind her, and then she was gone among the junipers, and the wash felt suddenly, enormously empty.
  "She bounced," {hero} breathed. "Did you see? She actually bounced."
  "Mule deer do that," said Grandma. She began to straighten up out of her crouch, and stopped halfway with the expression of someone who has bitten into a lemon. "Ooh. My knees, on the other hand, do not bounce. My knees have had quite enough of crouching behind boulders for one morning, and they would like to file a complaint."
  She lowered herself onto the nearest rock, which turned out to be shaped like a traffic cone, and got straight back up again. "Not that one," she said. "Give me five minutes somewhere flat and out of this wind, and I'll be right as rain."
  As if it had heard her, a gust came barreling down the wash and flung a fistful of grit at all three of them. Grandma turned her back to it with great dignity.
  Down by {hero}'s boots lay the stones the doe had sent rattling down the bank. One had cracked clean in half when it landed, and its inside was pale and fresh, a face no one had ever seen before this morning.
  {pal} {sniffed()}. "Well, the deer's gone," it said. "The way up is wide open. Nothing stands in our path now but Grandma's knees."
  "I heard that," said Grandma.
  She checked her watch. "Eleven o'clock," she said. {hero} looked up the wash, then down at the stones, then at Grandma, and felt the morning pulling three ways at once.
}
* [Look through the stones the deer kicked down # act: look] -> end_out_of_time
* [Help Grandma find a flat rock out of the wind # act: help] -> end_sea_lily
* [Go on slowly up to the big stone steps together # act: go] -> end_hall

// ---------------------------------------------------------------- endings
// The sea lily: a real fossil, found where the choice led them to look.
=== end_sea_lily ===
# place: devils-hall
{spot:
- "wash":
  {band:
  - "young":
    {hero} put {their} nose right up to the big boulder. The dots were not just dots!
    They were tiny round pieces, all in a row. Each one had a little hole in the middle. They looked like a stack of buttons.
  - "middle":
    {hero} climbed up beside the big boulder and put {their} nose almost against the stripe. Up close, the dots weren't dots at all. They were the edges of tiny round discs, stacked in a short, curving row, like coins in a roll that had been squashed sideways. Each one had a pinprick in the middle.
  - else:
    {hero} scrambled up beside the big boulder and put {their} nose almost against the stripe, the gusts shoving at {their} back. Up close, the dots weren't dots at all. They were the edges of tiny round discs, no bigger than a fingernail, stacked in a short curving row like a roll of coins that someone had sat on. Each one had a pinprick in its middle, neat as a bead. {hero}'s heart started to thump.
  }
- "stairs":
  {band:
  - "young":
    The boy led them down the rocky creek bed to a big rock. "There!" he said.
    On the rock was a round, crusty, gray-green spot.
    "That is lichen," said Grandma kindly. "It is alive! But it is not a fossil."
    The boy looked sad. "Alive is even better," said {hero}, and bent down close to the lichen.
    Right under it was a row of tiny round pieces, stacked like buttons!
    "Your rock has a fossil too!" said {hero}.
  - "middle":
    "Yes, please," said {hero}, and the boy beamed. He led them back down the wash, chattering all the way, and proudly pointed at a rock with a round, crusty, gray-green patch on it, like a flat flower.
    "Ah," said Grandma kindly. "That's lichen. It's not a fossil. It's alive: a fungus and a tiny green living thing, growing together as a team."
    The boy's face fell. "Alive is better than a fossil," said {hero}, and crouched down close to the lichen to show him.
    That was when {they} saw it. Just below the lichen ran a short row of tiny round discs, stacked like coins, each with a pinprick in the middle.
    "You were right," {hero} told the boy. "There IS a fossil on your rock!"
  - else:
    "Yes, please," said {hero}, and the boy lit up like a lamp. He led them back down the wash and pointed, with the pride of a museum director, at a rock with a round, crusty, gray-green patch on it, frilled at the edges like a flat flower.
    "Ah," said Grandma, kindly. "That's lichen, love. Not a fossil. It's alive, right now: a fungus and a tiny green living thing, growing together as a team."
    The boy's face fell so far it nearly hit the rock. "Honestly," said {hero}, "alive is cooler than a fossil." {They} crouched to look at the lichen up close.
    Which was how {they} saw what lay just below it, half hidden by the frilly edge: a short row of tiny round discs, stacked like coins, each with a pinprick in its middle.
    "You were right," {hero} told the boy. "There IS a fossil on your rock. You were just pointing at the wrong bit."
  }
- else:
  {band:
  - "young":
    {hero} looked for a good seat for Grandma. That rock was too pointy. That one was too windy.
    There! A flat rock, tucked in under the bank, out of the wind. {hero} brushed the grit off it with {their} sleeve.
    And under the grit was a row of tiny round pieces, stacked like buttons!
  - "middle":
    {hero} went hunting for a better seat for Grandma. That boulder was too pointy. That one was right in the path of the wind. Then, tucked in under the bank where the gusts couldn't reach, {they} found a flat gray rock at just the right height, covered in a skin of grit.
    {hero} brushed it off with {their} sleeve so Grandma wouldn't have to sit in the dust. And there, under the grit, running across the top of the rock, was a short row of tiny round discs, stacked like coins, each with a pinprick in the middle.
  - else:
    {hero} went looking for a better seat for Grandma, as seriously as if {they} {were} buying her a sofa. That boulder was too pointy. That one sat right in the path of the wind. That one had a suspicious crack underneath that might be home to something with opinions about being sat on. Then, tucked in under the bank where the gusts couldn't reach, {they} found it: a flat gray rock at exactly knee height, covered in a fine skin of grit.
    {hero} brushed it off with {their} sleeve so that Grandma wouldn't have to sit in the dust. And there, under the grit, running across the top of the rock like a line of stitches, was a short row of tiny round discs, stacked like coins, each one with a pinprick in its middle.
  }
}
{band:
- "young":
  {knows_lily: {hero} pulled out the ranger's drawing. It matched! "A sea lily!" {they} whispered.|"Grandma, what is it?" whispered {hero}. Grandma looked closely. "That is a sea lily," she said. "I saw one in a museum once!"}
  "A sea lily was an animal," {knows_lily: said Grandma|she went on}. "It lived on the bottom of the sea. It was a cousin of the starfish." # fact: sea-lily-fossils
  {pal} {sniffed()}. It looked for a long, long time.
  "A real sea animal," it said softly. "In a rock. In the desert."
  "Now do you believe in the sea?" asked {hero}.
  "I believe," said {pal}. "But I still want a fish."
  {hero} wanted to take the rock home. But Grandma shook her head. "In a national park, fossils stay," she said. "Then the next kid can find it too."
  So {hero} took a picture with Grandma's phone instead.
  {spot == "stairs": The boy ran off to show his family, shouting, "Sea lily!"}
  {spot == "doe": Then Grandma sat down on it, very carefully, next to the sea lily. "Best seat in Texas," she said.}
  {knows_lily: At the trail, Ranger Bell was by her truck. {hero} showed her the picture. She gave a big thumbs-up!}
  {saw_eagle: On the way home, the eagle was flying over El Capitan.}
  {pal} looked back at the stone ship. "Goodbye, Captain," it said. "I found your sea."
- "middle":
  {knows_lily: {hero} pulled out the ranger's drawing with shaking fingers and held it next to the rock. The stack of discs matched exactly. "A sea lily," {they} whispered. "It's really a sea lily."|"Grandma," {hero} whispered. "What is it?" Grandma leaned in and let out a low whistle. "I saw one of those in a museum once," she said. "That, my dear, is the stem of a sea lily."}
  "It looked like a flower, but it was an animal," {knows_lily: said Grandma|Grandma went on}. "A cousin of the starfish. It held on to the sea floor with that stem and waved its arms to catch food. This one lived right here, before there were any dinosaurs at all." # fact: sea-lily-fossils
  {pal} {sniffed()}. It stared at the stone for a long time without saying anything, which was unusual.
  {hero} counted the discs under {their} breath. Eleven. Eleven tiny pieces of an animal that had once waved its arms in warm, clear water, right where {they} {were} standing now.
  "A real sea animal," {pal} said at last. "In a rock. In the desert. In the wind."
  "So," said {hero}. "Do you believe the ship had a sea?"
  "I take it all back," said {pal}. "The ship had a sea. I would still like a fish, though."
  {hero} wanted very badly to take the stone home. But Grandma shook her head. "In a national park, fossils stay where they are," she said. "That way the next kid gets to find it, too." So {hero} took a picture with Grandma's phone instead, with {their} finger beside it to show how small it was.
  {spot == "stairs": The boy took one too, then ran off to fetch his family, yelling "SEA LILY!" all the way.}
  {spot == "doe": Then Grandma lowered herself onto the flat rock, very carefully, right beside the discs. "Best seat in Texas," she said, and her knees agreed.}
  {spot == "wash": They sat beside the boulder a while longer, sharing a bag of trail mix out of the wind, and nobody said much.}
  After a while they started back down the canyon, with the wind shoving at their backs.
  {knows_lily: At the trailhead, Ranger Bell was leaning on her truck. {hero} held up the phone, and she looked at the picture and laughed out loud. "First try! That took me three trips."}
  {saw_eagle: On the drive out, they passed El Capitan again, and high above its bow a golden eagle was riding the wind, right where they'd left it.}
  {pal} turned to watch the stone ship slide past the window. "Goodbye, Captain," it said. "I found your sea."
- else:
  {knows_lily: {hero} pulled out the ranger's drawing with fingers that didn't quite work properly and held it beside the rock. Stem, discs, the dot in the middle of each. They matched. "A sea lily," {they} whispered. "It's actually, really a sea lily."|"Grandma," {hero} whispered, because it felt like the kind of thing you whispered. "What is it?" Grandma leaned in and let out a long, low whistle. "I saw one of those in a museum when I was about your age," she said. "That, my dear, is the stem of a sea lily."}
  "It looked like a flower, but it was an animal," {knows_lily: said Grandma|Grandma went on}. "A cousin of the starfish. It held on to the sea floor with that stem and spread its arms to catch food drifting past. And it lived right here, on this spot, before there was a single dinosaur anywhere on Earth." # fact: sea-lily-fossils
  {pal} {sniffed()}. Then it stared at the stone for a long time without saying anything at all, which for {pal} was practically a medical event.
  {hero} counted the discs under {their} breath, and got eleven, and counted again to be sure. Eleven tiny pieces of an animal that had swayed in warm, clear water on this exact spot, when the wind that was now trying to rip the hat off Grandma's head had been a gentle breeze across the surface of a sea.
  "A real sea animal," {pal} said at last. "In a rock. In the desert. In a wind that wants to blow me to Oklahoma."
  "So," said {hero}, trying not to sound too pleased, and failing. "Do you believe the ship had a sea?"
  "I take it all back," said {pal} grandly. "The ship had a sea. I would like it noted, however, that I have still not been shown a fish."
  {hero} wanted, more than {they} had wanted anything in weeks, to take the stone home and put it on {their} windowsill. Grandma saw the look and shook her head gently. "In a national park, fossils stay where they are," she said. "That's the whole point. The next kid gets to find it, too, and feel exactly what you're feeling now." {hero} knew she was right, which was annoying. So {they} took a picture with Grandma's phone instead, with {their} finger beside the discs to show how tiny they were, and then said a silent goodbye to something that had waited two hundred and sixty-five million years to be found.
  {spot == "stairs": The boy took a picture too, then shot off down the wash to fetch his family, yelling "SEA LILY!"}
  {spot == "doe": Then Grandma lowered herself onto the flat rock, with enormous care, right beside the discs. "Best seat in Texas," she announced, and for once her knees did not argue.}
  {spot == "wash": They sat in the lee of the boulder a while longer, sharing a squashed granola bar, while the wind roared over the rim above them and nobody looked at a watch.}
  When at last they started back down the canyon, the gusts shoved at their backs the whole way.
  {knows_lily: At the trailhead, Ranger Bell was leaning on her truck with her hat pulled low. {hero} held up the phone without a word, and she looked at the picture and laughed out loud. "First try? It took me three trips to find my first one. I'm putting you on staff."}
  {saw_eagle: On the drive out they passed El Capitan again, and high above its bow, the golden eagle was still riding the wind, like a lookout who had never left its post.}
  {pal} twisted round to watch the stone ship slide past the window, pale and enormous, pointed at a sea that had been gone for longer than anyone could imagine. "Goodbye, Captain," it said. "I found your sea."
}
# ending: sea-lily
-> END

// Inside the reef: they reach Devil's Hall and find the whole hallway is made from the old sea.
=== end_hall ===
# place: devils-hall
{spot:
- "wash":
  {band:
  - "young":
    They left the big boulder and its dots. Up the rocky creek bed they went. Then up the big stone steps. "Stay in the middle," said Grandma. "Use your hands!"
  - "middle":
    They left the big boulder and its little row of dots behind and went on up the wash, rock after rock, until they reached a natural staircase of flat gray layers, each step as high as {hero}'s knee. "Middle of the steps, away from the edges," said Grandma. "Use your hands." They climbed.
  - else:
    They left the big boulder and its little row of maybe-dots behind, which {hero} tried not to think about, and went on up the wash to where it climbed into a natural staircase: flat gray layers stacked like giant steps, each one as high as {hero}'s knee. "Middle of the steps, away from the edges, and use your hands," said Grandma. "I'd like to take you home in one piece." They climbed.
  }
- "stairs":
  {band:
  - "young":
    Up the big steps they climbed, with hands and feet. The boy waved goodbye. The slab stayed behind.
  - "middle":
    They climbed, hands and feet, step after step. Behind them, the boy in the green hoodie waved and went off with his family, and the broken slab lay where it was.
  - else:
    They climbed, hands and feet, step after giant step, {hero} in front and Grandma making small determined noises behind. Below them, the boy in the green hoodie waved and trailed off after his family, and the broken slab lay where it had always lain, keeping whatever it was keeping.
  }
- else:
  {band:
  - "young":
    Grandma stood up slowly. "Up is easier than down," she said. {hero} held her hand, and up the creek bed they went, one rock at a time.
    Then they climbed the big stone steps. "Stay in the middle," said Grandma. "Slow and steady."
  - "middle":
    After a minute Grandma stood up, tested each knee like a tire, and announced that they were fit for going up, if not for coming down. {hero} walked beside her with an arm out, like a railing, and they went on up the wash at Grandma speed, past the place where the doe had been, to a natural staircase of flat gray steps. "Middle of the steps, away from the edges," said Grandma. "Slowly. My knees and I are a team."
  - else:
    After a minute Grandma stood up, tested each knee in turn like someone checking the tires on a car, and announced that they were fit for going up, if not for coming down, and that coming down was a problem for later. {hero} walked beside her with an arm out, like a railing, and they went on up the wash at Grandma speed, past the place where the doe had bounced away, to a natural staircase of flat gray layers, each one as high as {hero}'s knee. "Middle of the steps, away from the edges," said Grandma. "And hands, please. My knees and I are a team, and the team says slowly."
  }
}
{band:
- "young":
  At the top, the walls came close on both sides. They went straight up, higher than a house!
  They were in Devil's Hall.
  Up above, the wind roared. But in here it was hushed. It was like being inside a seashell.
  The walls had stripes, one on top of another, like a giant pile of pancakes.
  "Each stripe was once the bottom of the sea," said Grandma. "This rock is made from the shells of sea animals. Millions and millions of them!"
  {hero} looked close. The rock had tiny specks and bits in it.
  {pal} {sniffed()}. "So this whole hall is made of sea animals?" it asked.
  "Yes," said Grandma.
  {pal} {wiggled()}. "Then I am inside the sea!" it said. "Fine. I believe."
  Beep, beep! Grandma's watch. Twelve o'clock. The sound bounced off the walls. Beep, beep!
  "The Hall says it is time to go," said {hero}.
- "middle":
  At the top of the steps, the canyon walls closed in until they stood only a few steps apart, rising straight up on both sides, higher than a house, higher than two houses. Way up above was a narrow strip of blue sky.
  They were in Devil's Hall.
  "Wow," said {hero}, and the word came back from both walls at once, softer, like the Hall was trying it out.
  Over the top, the wind was still roaring. But down here everything was hushed and still, as if the wind had been told to wait outside. It was like standing inside a seashell.
  The walls were made of layers, one stacked on another, like the pages of a giant book.
  "Every one of those layers was laid down in that sea," said Grandma. "Rock like this is made mostly from the shells and skeletons of sea creatures, crunched together over a very long time."
  {hero} put {their} face close to the wall. Grandma took off her reading glasses and held them up like a magnifying glass, and suddenly {hero} could see tiny bits and specks packed into the stone, far too small to name.
  {pal} {sniffed()}. "Are you telling me," it said, "that this whole hallway is made of sea animals?"
  "More or less," said Grandma.
  {pal} was quiet for a moment. Then it {wiggled()}. "Then I've been walking through the sea all morning and nobody told me," it said. "Fine. The ship had a sea. I'm standing in it."
  Beep, beep. Grandma's watch, bouncing off the walls. Beep, beep, beep, came the echo.
  "Even the Hall says it's noon," said {hero}. "Time to go."
  {knows_lily: On the way down, {hero} touched the ranger's drawing in {their} pocket. {They} hadn't found a single sea lily. But {they} had stood inside the reef they built.}
- else:
  At the top of the steps, the canyon walls swung in until they stood only a few strides apart, rising sheer on both sides, higher than a house, higher than two houses stacked, with nothing above but a narrow ribbon of blue.
  They were in Devil's Hall.
  "Wow," said {hero}, without meaning to, and the word came back from both walls at once, softer and stranger, as though the Hall were trying it out to see whether it liked it.
  Over the rim, the wind was still roaring like a crowd at a game. But down here everything was hushed and still, as though the wind had been asked to wait outside and, for once, had done as it was told. {hero} had the strangest feeling of standing inside a seashell, the kind you hold to your ear.
  The walls were made of layers, one stacked on top of the next, hundreds of them, like the pages of a book too big for anyone to read.
  "Every one of those layers was laid down in that sea," said Grandma quietly, as if they were in a library. "Rock like this is made mostly from the shells and skeletons of sea creatures, crunched and pressed together over millions and millions of years."
  {hero} put {their} face close to the cool stone. Grandma took off her reading glasses and held them up like a magnifying glass, and all at once the wall came alive: tiny bits and specks and fragments packed into the rock, far too small to name, too many to count. {hero} felt dizzy, and not because of the height.
  {pal} {sniffed()}. "Are you telling me," it said slowly, "that this whole hallway is made of sea animals?"
  "More or less," said Grandma.
  {pal} was silent for a long moment. Then it {wiggled()}. "So I have been walking through the sea all morning," it said, "and nobody thought to mention it. Fine. The ship had a sea. I'm standing in it. I'd like to sit down."
  {hero} didn't say anything. {They} had come looking for one sea creature, and had walked into a whole building made of them. It was like going out to find a single brick and discovering that you were standing inside the house. {They} laid {their} palm flat against the wall, very gently, the way you might touch the side of a sleeping animal, and felt nothing but cool stone, and knew it was much more than that.
  Beep, beep. Grandma's watch, sharp and small, bouncing off the walls. Beep, beep, beep, answered the echo, further and fainter.
  "Even the Hall says it's noon," said {hero}. "Time to go."
  {knows_lily: On the way back down, {hero} touched the ranger's drawing through {their} pocket. {They} hadn't found a single sea lily. But {they} had stood inside the reef the sea lilies had helped to build, which was maybe the bigger thing.}
}
# ending: inside-the-reef
-> END

// The cost: noon comes before the sea lily does, and they keep their promise.
=== end_out_of_time ===
# place: devils-hall
{spot:
- "wash":
  {band:
  - "young":
    They squeezed in behind the big boulder. Whoosh! The wind came. Whoosh! It came again.
    It did not stop. It got stronger! They waited and waited. {hero} forgot all about the little dots.
  - "middle":
    They squeezed in behind the big boulder, out of the worst of it, and waited for the gusts to stop. They didn't. They came one after another, and each one seemed louder than the last. Grandma told a story about a camping trip when her tent blew away. {pal} told a story about nothing in particular. The little row of dots went right out of {hero}'s head.
  - else:
    They squeezed in behind the big boulder, out of the worst of it, and waited for the gusts to stop. The gusts, it turned out, had not been told about the plan. They came one after another, each a little louder than the last, until the whole canyon sounded like the inside of a seashell held to a giant's ear. Grandma told a long story about a camping trip when her tent had blown into a lake. {pal} told a story about nothing in particular that went on for quite a while. And the tiny row of dots in the stripe went right out of {hero}'s head, the way dreams leave in the morning.
  }
- "stairs":
  {band:
  - "young":
    Grandma put on her glasses. She bent over the broken slab. {hero} looked too.
    They looked at the top. They looked at the sides. They looked at the pale, broken edge. Bumps. Cracks. Specks. No buttons!
    The boy waved goodbye and went off with his family. Still they looked.
  - "middle":
    Grandma pushed her glasses up, then down, then gave up and handed {hero} the job. "Your eyes are younger than mine," she said. "Tell me what's on that broken edge."
    {hero} crouched by the pale, fresh face of the slab and went over it inch by inch. There were bumps, and cracks, and tiny white specks. There was a smudge that looked exactly like a little snail, until {pal} breathed on it and it blew away.
    The boy in the green hoodie waved and went off down the wash with his family. {hero} barely noticed. {They} tried the top of the slab, then the sides, then the broken edge again. {knows_lily: Even the ranger's favorite spot, it turned out, could keep a secret.} It all took much longer than {hero} had meant it to.
  - else:
    Grandma pushed her glasses up her nose, then down her nose, then took them off altogether and gave up. "Your eyes are sixty years younger than mine," she said. "You tell me what's on that broken edge."
    {hero} crouched beside the pale, fresh face of the slab, where the rock had cracked open and shown its insides to the sky, and went over it inch by inch, like someone reading very small print. There were bumps. There were cracks. There were tiny white specks that might once have been bits of shell, or might just have been specks. There was a smudge that looked exactly like a little curled snail, until {pal} leaned in to inspect it and breathed on it and it blew away.
    Somewhere behind them, the boy in the green hoodie called goodbye and went off down the wash with his family, and {hero} waved without looking up. {They} tried the top of the slab, then the sides, then the broken edge all over again, sure that the next inch would be the one. {knows_lily: Even Ranger Bell's favorite spot, it turned out, was perfectly capable of keeping a secret.} It all took much, much longer than {hero} had meant it to.
  }
- else:
  {band:
  - "young":
    {hero} looked at the stones the deer had kicked down. The cracked one had tiny white specks. A sea animal? No. Just specks.
    {They} looked at the next stone. And the next. {pal} helped. There were so many stones!
    Grandma rubbed her knees and waited. The shadows got shorter and shorter. Looking at every stone took a long, long time.
  - "middle":
    {hero} crouched over the stones the doe had sent rattling down, starting with the one that had cracked in half. Its pale inside was speckled with tiny white bits, like sugar in a cookie. Bits of shell, maybe. But no discs, no buttons, no row of anything.
    So {they} tried the next stone, and the next, leaning over each one without picking it up. {pal} helped by announcing "Rock!" about every single one, which was true but not useful. Grandma leaned on a boulder and rubbed her knees.
    Every stone looked promising for a second, and ordinary the second after. It all took much longer than {hero} had meant it to.
  - else:
    {hero} crouched over the stones the doe had sent rattling down, starting with the one that had cracked in half. Its pale inside was speckled with tiny white bits, like sugar in a cookie. Bits of shell, maybe, from that long-ago sea. But no discs, no buttons, no neat little row of anything.
    So {they} tried the next stone, and the next, and the one after that, leaning over each one without picking it up, the way you read the spines of books in a library. {pal} helped by announcing "Rock!" about every single one, which was entirely accurate and not remotely useful. Grandma leaned on a boulder, rubbing her knees and offering encouragement.
    Every stone looked promising for one second and perfectly ordinary the second after, which is the cruelest thing a stone can do. It all took much, much longer than {hero} had meant it to.
  }
}
{band:
- "young":
  Beep, beep! Grandma's watch. Twelve o'clock!
  {hero} wanted five more minutes. Then a big gust roared over the canyon. WHOOSH!
  "We turn around," said {hero}, before Grandma could say it.
  Grandma gave {them} a hug. "Spoken like a real hiker," she said.
  At the bottom of the canyon, the wind hit them. It was much stronger now! Grandma held {hero}'s hand tight.
  "That is why we turn around!" she shouted.
  {pal} looked at the pale rocks by the trail. "These rocks were the bottom of the sea once," it said. "Fine. I believe the rocks."
  At the car, a note was stuck under the wiper. It was from Ranger Bell!
  {knows_lily: "Did you find one?" it said. "Tell me next time! I hope you turned around at noon. This wind is wild!"}
  {not knows_lily: She had drawn a stack of tiny circles, like buttons. "This is a sea lily," it said. "Look for one next time! I hope you turned around at noon."}
  {hero} held the note tight. "Next time, we start early," {they} said.
- "middle":
  Beep, beep. Grandma's watch. Twelve o'clock.
  {hero} opened {their} mouth to ask for five more minutes. Then a gust came roaring over the rim of the canyon, so hard that the sotol stalks on the bank bent flat, and {they} shut it again.
  "We turn around," {hero} said, before Grandma could. "That was the deal."
  Grandma looked surprised. Then she put a hand on {hero}'s shoulder. "Now that," she said, "is a real hiker talking."
  It didn't make the walk down any easier. {hero} kept glancing back at the boulders. {pal} complained about the wind the entire way, loudly, which was oddly cheering.
  Then they came out of the canyon, and the wind hit them like a wall. It was twice as strong as the morning. Grandma grabbed {hero}'s hand, and they leaned into it together.
  "That," Grandma shouted over the roar, "is why we turn around!"
  {pal} looked back at the pale boulders along the trail. "Every one of those rocks was sea floor," it admitted. "Fine. I believe the rocks."
  At the car, a page from a notebook was flapping under the wiper. It was from Ranger Bell.
  {knows_lily: "Had to dash, the wind knocked down three more signs," it said. "If you're reading this by two o'clock, you turned around on time. Good hikers do. Tell me what you found next time!"}
  {not knows_lily: On it she had drawn a thin stem made of tiny round pieces, stacked like coins. "This is a sea lily," it said underneath. "If you're reading this by two o'clock, you turned around on time. Good hikers do."}
  {hero} read it twice. The reef had waited two hundred and sixty-five million years. It could wait for {them} to come back, and next time {they} would know exactly what to look for.
  {saw_eagle: As they drove off, El Capitan slid past the window, and high on its bow the eagle's nest sat on its ledge, holding on.}
- else:
  Beep, beep. Grandma's watch. Twelve o'clock.
  {hero} opened {their} mouth to ask for five more minutes, or three, or one. Just then a gust came roaring over the rim of the canyon, so hard that the sotol stalks up on the bank lay down flat and stayed there, and {they} closed {their} mouth again.
  "We turn around," {hero} said, before Grandma could. "That was the deal."
  Grandma looked at {them} for a long moment, eyebrows up, as if {hero} had just grown two inches. Then she put a hand on {their} shoulder. "Now that," she said, "is a real hiker talking. I know grown-ups who can't say that sentence."
  Saying it didn't make the walk down any easier. {hero} kept glancing back at the boulders, wondering which of them had been hiding a sea lily all morning and was now, very probably, feeling smug about it. {pal}, meanwhile, complained about the wind the entire way down, loudly and in great detail, which was oddly cheering.
  Then they came out of the mouth of the canyon, and the wind hit them like a wall. It was twice as strong as it had been in the morning, a solid, shoving, howling thing that made {hero} stagger sideways. Grandma grabbed {their} hand, and they leaned into it together, step by step, like people wading into the sea.
  "That," Grandma shouted over the roar, "is why we turn around!"
  {pal} stopped complaining just long enough to look back at the pale boulders lining the trail. "Every one of those rocks was sea floor," it said grudgingly. "Fine. I believe the rocks. The sea itself I will believe when I see it."
  At the car, a page torn from a notebook was flapping under the windshield wiper like a trapped bird. It was from Ranger Bell.
  {knows_lily: "Had to dash, the wind has flattened three more signs," it said, in quick, slanting capitals. "If you're reading this by two o'clock, you turned around on time. Good hikers do. Come back and tell me what you found."}
  {not knows_lily: On it she had drawn a long, thin stem made of tiny round pieces, stacked like a roll of coins, with feathery arms on top. "This is a sea lily," she had written underneath, in quick, slanting capitals. "In a rock, look for a row of little buttons. If you're reading this by two o'clock, you turned around on time. Good hikers do."}
  {hero} read it twice, and then a third time in the car, with the wind rocking them on the wheels. The reef had waited two hundred and sixty-five million years. It could wait a little longer. {They} hadn't found it, but {they} knew now that it was there, and exactly what it looked like, and that was not nothing.
  {saw_eagle: As they pulled away, El Capitan slid past the window, pale and enormous, and somewhere up on its bow the eagle's nest sat on its ledge, holding on.}
}
# ending: noon-in-the-wind
-> END

// ---------------------------------------------------------------- "end now"
// The story ends where they stand, with what that place gives them.
=== end_early ===
{at:
- "glass": -> at_glass
- "pinery": -> at_pinery
- "wash": -> at_wash
- "stairs": -> at_stairs
- "doe": -> at_doe
- else: -> at_trail
}

// On the first mile of the Devil's Hall trail, just after the sotol stalks rattled.
= at_trail
# place: devils-hall
{band:
- "young":
  {hero} was still frozen, eyes on the ground.
  And right there, by {their} boot, was a flat rock. It had a row of tiny round pieces in it, stacked like buttons!
  "Grandma!" whispered {hero}. "Look!"
  Grandma bent down. "Well, I never," she said. "A sea lily! It was an animal."
  {pal} {sniffed()}. "A sea animal," it said. "Right on the path!"
  "Now do you believe in the sea?" asked {hero}.
  "I believe," said {pal}. "That rattle helped us!"
  They left the sea lily right where it was, for the next kid. Then the wind blew even harder.
  "We found what we came for," said Grandma. "Let's go home."
  All the way back, {pal} practiced freezing, just in case.
- "middle":
  {hero} was still frozen, eyes fixed on the ground. And that was why {they} saw it.
  In a flat gray rock right beside {their} boot, at the very edge of the path, ran a short row of tiny round discs, stacked like coins, each one with a pinprick in the middle.
  "Grandma," {hero} whispered. "Is that what I think it is?"
  Grandma bent down, and her eyebrows went up. "Well, I never," she said. "That's the stem of a sea lily. It looked like a flower, but it was an animal, a cousin of the starfish."
  {pal} {sniffed()}. "A sea animal," it said faintly. "On the path. I nearly stepped on the sea."
  "So do you believe the ship had a sea?" asked {hero}.
  "I believe it," said {pal}. "And I'll never complain about a scary rattle again."
  They left the sea lily exactly where it was, for the next person who stopped to freeze. Then a gust came howling down the canyon, stronger than any yet.
  "We found a sea creature in the first mile," said Grandma. "Let's quit while we're winning."
  All the way back to the car, {pal} kept stopping dead and staring at its feet, in case the sea had dropped anything else.
- else:
  {hero} was still frozen, eyes fixed on the ground like a statue of a hiker. Had {they} walked on, {they} would have missed it.
  In a flat gray rock right beside {their} boot, at the very edge of the path, ran a short row of tiny round discs, stacked like a roll of coins, each with a pinprick in its middle. It was so small and ordinary that a hundred hikers must have walked past it that week.
  "Grandma," {hero} whispered, not daring to move. "Is that what I think it is?"
  Grandma bent down, and her eyebrows climbed halfway up her forehead. "Well, I never," she said. "That's a sea lily. The stem of one, anyway. It looked like a flower, but it was an animal, a cousin of the starfish, and it was waving its arms in that sea before there was a single dinosaur anywhere on Earth."
  {pal} {sniffed()}. "A sea animal," it said faintly. "On the path. I very nearly stepped on the sea."
  "So," said {hero}. "Do you believe the ship had a sea?"
  "I believe it," said {pal}. "I also believe I will never complain about a frightening rattle again. For a while."
  They left the sea lily exactly where it was, for the next person who happened to stop dead and look down. Then a gust came howling down the canyon, stronger than any yet, and Grandma looked up at the ridges and made a decision.
  "We came to find a creature from that sea," she said, "and we found one in the first mile. I say we quit while we're winning."
  {hero} didn't argue. On the drive out they passed El Capitan, pale and huge against the blue, its bow still pointed at a sea that had been gone for two hundred and sixty-five million years. {pal} glared up at it. "You might have mentioned," it told the cliff, "that you leave your sea lying about on paths."
}
# ending: found-by-freezing
-> END

// At the El Capitan pull-out, with the eagle on its nest.
= at_glass
# place: el-capitan
{band:
- "young":
  {pal} looked up at the nest. Then it looked at the pointy cliff.
  "Wait," it said. "The ship has a nest way up high. Real ships have a high lookout too! It is called a crow's nest."
  "So?" asked {hero}.
  "So a ship with a lookout must have a sea to look at," said {pal}. "Fine. I believe!"
  {hero} laughed. They still had not found a sea animal. But {pal} believed anyway!
  Whoosh! The wind blew harder and harder. Grandma held on to the car door.
  "Let us come back on a calm day," she said. "We can hunt for sea animals then."
  They sat in the warm car and watched the eagle. It sat on its nest, high on the stone ship.
  {pal} waved up at it. "Keep a good lookout!" it called.
- "middle":
  {pal} looked up at the eagle on its heap of sticks, and then at the pointed bow of the cliff, and its face changed.
  "Wait," it said. "Real ships have a lookout platform high up on the mast, don't they? A crow's nest."
  "Yes," said Grandma, starting to smile.
  "Well, this ship has an eagle's nest," said {pal}. "Which is a crow's nest, only better. And you don't build a lookout unless there's a sea to look out at." It took a deep breath. "Fine. I believe it. The ship had a sea."
  {hero} laughed so hard {they} had to hold on to the sign. {They} hadn't found a single sea creature, and {pal} had argued itself into believing anyway.
  Then the wind began to scream across the pull-out, harder than ever. Grandma wrestled the car door open. "Let's save the sea lilies for a calm day," she said. "Today belongs to the eagle."
  So they sat in the warm car with the windows rocking and passed the binoculars back and forth. High on the stone ship, the eagle sat on its nest, holding on, keeping watch over a sea nobody else could see.
  As they drove away, {pal} gave the eagle a small, serious nod, one lookout to another.
- else:
  {pal} looked up at the eagle on its heap of sticks, and then at the pointed bow of the cliff, and {hero} saw an idea arrive on its face like a sunrise.
  "Wait," it said. "Real ships have a lookout platform right at the top of the mast, don't they? A crow's nest."
  "They do," said Grandma, already starting to smile.
  "Well, this ship has an eagle's nest," said {pal}. "Which is a crow's nest, only much more impressive. And nobody builds a lookout unless there's a sea to look out at. That's just logic." It took a deep, dignified breath. "Fine. I believe it. The ship had a sea."
  {hero} laughed so hard {they} had to hold on to the sign. {They} hadn't found a single sea creature, not so much as a crumb of shell, and {pal} had gone and argued itself into believing anyway. It was a very {pal} way to lose an argument.
  Then the wind began to scream across the pull-out, harder than at any time all morning, and the sign actually hummed. Grandma wrestled the car door open with both hands. "Let's save the sea lilies for a calmer day," she said. "This one belongs to the eagle."
  So they sat in the warm car with the whole thing rocking gently on its wheels, and passed the binoculars back and forth, and did not talk much. High on the stone ship, the eagle sat on its nest with its feathers pressed flat by the wind, holding on, keeping watch over a sea that only it could see.
  {hero} thought that {they} would remember this longer than any fossil: the cliff, the wind, the eagle holding steady in the middle of it all.
  As Grandma started the car, {pal} gave the eagle a last, solemn nod through the window, the way one lookout salutes another across a harbor.
}
# ending: crows-nest
-> END

// At the Pinery, where the ranger's truck holds her teaching box.
= at_pinery
# place: pinery
{band:
- "young":
  "I have something to show you," she added. She led them back to her truck and opened a wooden box on the tailgate.
  Inside was a gray rock. In the rock was a row of tiny round pieces. They were stacked like buttons!
  "A sea lily," said the ranger. "It lived in that old sea. This rock is for teaching, so you may touch it."
  {pal} {sniffed()}. It looked for a long time.
  "A real sea animal," it said. "Okay. I believe in the sea!"
  Whoosh! The wind got stronger. The old stone walls hummed.
  "Too windy for hiking now," said Grandma. "We can come back another day."
  {hero} held the rock one more time. Then {they} gave it back.
- "middle":
  "Since you're here," she added, "I've got something in my truck you should see." She led them back to it, let down the tailgate, and opened a wooden box with a latch.
  Inside, wrapped in a cloth, was a chunk of gray rock. Running through it was a row of tiny round discs, stacked like coins, each with a pinprick in the middle.
  "A sea lily," said the ranger. "Or the stem of one. It looked like a flower, but it was an animal, a cousin of the starfish. This piece is for teaching, so you're allowed to hold it. The ones out on the trails stay where they are."
  {hero} held it in both hands. It was heavier than it looked, and cold.
  {pal} {sniffed()}. Then it stared for a long time. "A real sea animal," it said slowly. "From the actual sea. All right. I believe it. The ship had a sea."
  Another gust came howling through the walls of the old station, harder than any yet. Grandma looked at the sky. "I think that's our sign," she said. "The hiking can wait for a calmer day."
  "And when you come back," said the ranger, "you'll know exactly what you're looking for."
  {hero} held the sea lily a moment longer, then handed it back.
- else:
  "Since you're here," said Ranger Bell, "I've got something in my truck you ought to see. Come on." She let down the tailgate and slid out a battered wooden box with a brass latch, and for a moment, with the old station walls behind her, it looked like a stagecoach being unloaded a hundred and sixty years late.
  Inside, wrapped in a faded cloth, was a chunk of gray rock about the size of a sandwich. Running through it was a row of tiny round discs, stacked like coins, each with a pinprick in its middle.
  "A sea lily," said the ranger. "The stem of one, anyway. It looked like a flower, but it was an animal, a cousin of the starfish. This piece lives in the park's teaching collection, so you're allowed to hold it. The ones out on the trails stay exactly where they are."
  {hero} took it in both hands. It was heavier than it looked, and cold, and {they} held it the way you hold something that might wake up.
  {pal} {sniffed()}. Then it stared at the rock for a long time with an expression {hero} had rarely seen on it, which was the expression of someone who had been wrong and didn't mind. "A real sea animal," it said slowly. "From the actual sea. All right. I believe it. The ship had a sea. I would still like a fish."
  Another gust came howling through the walls of the old station, so hard that the ranger's hat finally won its freedom and had to be chased down by all three of them. Grandma looked at the sky, which had gone pale and dusty. "I think that's our sign," she said. "Hiking can wait for a calmer day."
  "And when you do come back," said the ranger, putting her hat on with great firmness, "you'll know exactly what you're looking for. That's more than most people bring."
  {hero} held the sea lily a moment longer, memorizing it, then handed it back.
}
# ending: rangers-box
-> END

// In the boulder wash, when a gust drives them behind a boulder.
= at_wash
# place: devils-hall
{band:
- "young":
  WHOOSH! A huge gust came. It pushed {hero} right off {their} rock!
  "Down here, quick!" said Grandma. They squeezed behind a big boulder, out of the wind.
  {hero}'s nose was right up against the rock. And there, right in front of {their} eyes, was a row of tiny round pieces. They were stacked like buttons!
  {knows_lily: {hero} pulled out the ranger's drawing. It matched! "A sea lily!" {they} shouted. "The wind helped us find it!"}
  {not knows_lily: "Grandma! Look!" said {hero}.}
  {not knows_lily: "It is a sea lily!" Grandma said. "It was an animal that lived in the sea. The wind helped us find it!"}
  {pal} {sniffed()}. "A sea animal," it said. "So the sea was real. I believe!"
  The wind howled, stronger and stronger.
  "Time to go home," said Grandma. "We found what we came for."
  {hero} took a picture. Then they left the sea lily right where it was, for the next kid.
  {route == "pinery": At the trail, Ranger Bell was by her truck. {hero} showed her the picture, and the ranger laughed. "So the wind helped you!"}
  {route != "pinery": "Thank you, wind," said {pal}. "I suppose."}
- "middle":
  Then came the biggest gust yet. It howled down the wash and shoved {hero} right off {their} boulder, and {they} landed on {their} feet with a thump.
  "Down, quick," said Grandma, and pulled {them} into the shelter of a big rock. They crouched there, pressed together, with {pal} squeezed in between them, while the wind screamed past overhead.
  {hero}'s nose was about two inches from the boulder. And that was how {they} saw it, right there in front of {their} eyes: a short row of tiny round discs in the stone, stacked like coins, each with a pinprick in the middle.
  {knows_lily: {hero} pulled the ranger's drawing out of {their} pocket and held it against the rock. Stem, discs, the dot in the middle. "Grandma, it's a sea lily," {they} said. "A real one. The wind blew us right onto it!"}
  {not knows_lily: "Grandma," {hero} said. "Look."}
  {not knows_lily: Grandma looked, and gasped. "That's a sea lily," she said. "The stem of one. It was an animal, a cousin of the starfish, and it lived in that sea before there were dinosaurs. The wind blew us right onto it!"}
  {pal} {sniffed()}. "A sea animal," it said. "So the sea was real. All right. I believe it."
  But the wind wasn't dropping. It was getting worse. Grandma listened to it for a moment and made up her mind. "We came for a sea creature, and we found one," she said. "Let's go while we're ahead."
  {hero} took a picture of it, with {their} thumb beside it for size. Then they left the sea lily where it was, sheltered behind its boulder, for the next person the wind pushed that way.
  {route == "pinery": Ranger Bell was at the trailhead, leaning on her truck, just as she'd said. "Well?" she asked. {hero} held up the picture, and the ranger whistled. "Blown right onto it? I'm going to tell that story for years."}
  {route != "pinery": On the drive out, {pal} gave the wind a long, dark look through the window. "Thanks, I suppose," it muttered.}
- else:
  Then came the biggest gust of the day. It howled down the wash like something let off a leash, shoved {hero} clean off {their} boulder, and dropped {them} onto {their} feet in the gravel with a thump that rattled {their} teeth.
  "Down, quick," said Grandma, and pulled {them} into the lee of a big rock. They crouched there, pressed together, with {pal} squeezed in between them, while the wind screamed past overhead and flung grit at the canyon walls. It was loud enough that {hero} couldn't hear {their} own heart.
  {hero}'s nose was about two inches from the boulder. There was nowhere else to look. And that was exactly how {they} saw it, right there in front of {their} eyes, on the sheltered side of the rock: a short row of tiny round discs, stacked like coins, each with a pinprick in its middle.
  {knows_lily: {hero} fumbled the ranger's drawing out of {their} pocket, pinned it flat against the rock so the wind couldn't steal it, and compared. Stem, discs, the dot in the middle of each. "Grandma," {they} said. "It's a sea lily. It matches. The wind just blew us onto it!"}
  {not knows_lily: "Grandma," {hero} said. "Look. Look!"}
  {not knows_lily: Grandma looked, and actually gasped. "That's a sea lily," she said. "The stem of one. It was an animal, a cousin of the starfish, and it lived in that sea before there was a single dinosaur. And the wind just blew us onto it."}
  {pal} {sniffed()}. "A sea animal," it said. "In the desert. So the sea was real." It considered the matter with great seriousness. "All right. I believe it. I do not, however, forgive the wind."
  But the wind wasn't dropping. It was building, exactly as the ranger had said it would, and Grandma listened to it for a long moment with her head on one side. "We came for a sea creature, and we found one," she said. "I say we go while we're ahead."
  {hero} took a picture of it first, with {their} thumb beside the discs for size. Then they left the sea lily exactly where it was, sheltered behind its boulder, waiting for the next person the wind decided to push, and {hero} walked back down the wash with a grin that the grit couldn't wipe off.
  {route == "pinery": Ranger Bell was at the trailhead, leaning on her truck, exactly as she'd said. "Well?" she called. {hero} held up the picture without a word. The ranger looked at it, then at the wind-bent bushes, then back at {hero}. "Blown right onto it?" she said. "That's a first. I'm going to be telling that story for years."}
  {route != "pinery": On the drive out, {pal} gave the wind a long, dark look through the window. "Thank you, I suppose," it muttered, with great reluctance.}
}
# ending: blown-to-it
-> END

// At the foot of the stone staircase below Devil's Hall.
= at_stairs
# place: devils-hall
{band:
- "young":
  {hero} climbed up onto the first big step. Then {they} sat down on it.
  The step was made of flat gray layers, one on top of the other.
  "Every layer was once the bottom of the sea," said Grandma. "This rock is made from the shells of sea animals. Tiny ones. Lots and lots of them."
  {hero} put {their} hands flat on the step. "I am sitting on the bottom of the sea!" {they} said.
  {pal} {sniffed()}. "These stairs are made of sea animals?" it asked.
  "Yes," said Grandma.
  "Then the ship really did have a sea," said {pal}. "I believe!"
  Up above, the wind roared through the rocks. ROAR!
  "This is far enough for today," said Grandma. "The Hall can wait."
  So they climbed down, slow and careful, on stairs made of sea.
- "middle":
  {hero} climbed up onto the first giant step and sat down on it, with {their} boots dangling. Up close, the step was made of thin gray layers, pressed together one on top of another.
  "Every one of those layers was laid down on the floor of that sea," said Grandma, sitting down beside {them} with a happy groan. "Rock like this is made mostly from the shells and skeletons of sea creatures. Tiny ones. Billions of them."
  {hero} put both hands flat on the cool, rough stone. "So I'm sitting on the bottom of the sea," {they} said.
  {pal} {sniffed()}. "Are you telling me," it said, "that these stairs are made of sea animals?"
  "More or less," said Grandma.
  {pal} thought about this for a long moment. "Then I've been climbing the sea," it said. "All right. The ship had a sea. I believe it."
  Just then, a great roar came down from above, where the wind was squeezing through the gap at the top of the Hall. It sounded like a train going through a tunnel.
  Grandma looked up. "I think this is our top step for today," she said. "The Hall will still be here next time."
  {hero} looked up the staircase, then down at {their} hands on the old sea floor, and found {they} didn't mind at all.
- else:
  {hero} climbed up onto the first giant step and sat down, boots dangling. Up close, the step wasn't one rock at all. It was made of thin gray layers pressed together, one on top of another, like a stack of pancakes that had been sat on for a very long time.
  "Every one of those layers was laid down on the floor of that sea," said Grandma, lowering herself onto the step beside {them} with a groan of pure happiness. "Rock like this is made mostly from the shells and skeletons of sea creatures. Tiny ones. Billions of them, settling and settling, for longer than anybody can properly imagine."
  {hero} put both hands flat on the cool, rough stone. It felt like an ordinary rock. It was not an ordinary rock. "So I'm sitting on the bottom of the sea," {they} said slowly.
  {pal} {sniffed()}. "Are you telling me," it said, with enormous suspicion, "that these stairs are made out of sea animals?"
  "More or less," said Grandma.
  {pal} said nothing at all for a whole minute, which for {pal} was some kind of record. "Then I have been climbing the sea," it said at last. "All right. The ship had a sea. I believe it. I do not have to like it, but I believe it."
  Just then a great roar came down from above, where the wind was forcing itself through the gap at the top of the Hall. It sounded like a train going through a tunnel, and loose grit came pattering down the steps beside them.
  Grandma looked up, and then at {hero}. "I think this is our top step for today," she said. "The Hall has been here a very long time. It'll still be here when we come back."
  {hero} looked up the giant staircase, toward the gap and the roar, and then down at {their} own two hands, resting on the floor of a vanished sea. {They} had expected to mind stopping here. {They} found that {they} didn't, not even a little.
}
# ending: sea-floor-stairs
-> END

// In the narrow wash, watching the mule deer.
= at_doe
# place: devils-hall
{band:
- "young":
  They did not move. The deer did not move. Then she went back to her twigs. Munch, munch.
  They watched her for a long, long time. She flicked her big ears. She scratched her chin on a branch.
  {hero} had never been so close to a wild deer. {They} could even see the deer's long eyelashes!
  At last, Grandma's watch went beep, beep! Twelve o'clock!
  The deer turned her ears to the beep. Then she walked up the bank and away.
  "No sea animal today," said {hero}.
  "No," said Grandma. "But she was worth it."
  {pal} watched the place where she had gone. "Maybe I will believe in the sea next time," it said. "Today I believe in deer."
- "middle":
  They didn't move. The doe didn't move. And then, very slowly, she decided they were part of the scenery and went back to her twigs.
  They stayed crouched where they were and watched her for a long time. She flicked her huge ears. She rubbed her chin on a branch. Once she stamped a hoof at nothing, and {pal} nearly jumped out of its skin. {hero} had never been this close to a wild animal for this long, and {they} hardly dared to blink in case {they} missed something.
  {They} didn't notice the time at all until Grandma's watch went beep, beep. Twelve o'clock.
  The doe swung both ears toward the sound, looked at them one last time, and stepped calmly up the bank and away among the junipers, as if the beep had been meant for her.
  "We didn't find a sea animal," said {hero}, and was surprised to find {they} didn't mind very much.
  "No," said Grandma. "But that was worth a morning."
  {pal} gazed at the spot where the doe had gone. "I'm still not sure about the sea," it said. "But I'm completely sure about her."
  They turned around, as they'd promised, and walked back down the canyon into the wind.
- else:
  Nobody stirred, not even the doe herself. And then, very slowly, she seemed to decide that they were part of the scenery, three odd-shaped rocks that breathed, and went back to her twigs.
  They stayed crouched behind the boulder and watched her for a long, long time. She flicked her enormous ears, first one and then the other. She rubbed her chin thoughtfully on a branch. Once she stamped a front hoof at absolutely nothing, and {pal} nearly leapt out of its skin, and {hero} had to bite {their} sleeve to keep from laughing. {hero} had never in {their} life been this close to a wild animal for this long, and somewhere along the way {they} forgot about fossils altogether.
  {They} didn't notice the time at all until Grandma's watch went beep, beep. Twelve o'clock.
  The doe swung both ears toward the sound like someone turning to see who had said their name, looked at them one last time, and stepped calmly up the bank and away through the junipers, unhurried, as though the alarm had been set for her and not for them.
  "We didn't find a sea animal," said {hero}, and was surprised to find that {they} didn't mind nearly as much as {they} should have.
  "No," said Grandma. "But I wouldn't swap her for one."
  {pal} gazed at the spot where the doe had vanished. "I'm still not certain about this sea of yours," it said. "But I am completely certain about her."
  They turned around, as they had promised, and walked back down the canyon into the rising wind, with the sea still hidden somewhere in the stone, waiting for another day.
}
# ending: the-doe-at-noon
-> END
