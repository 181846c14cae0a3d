# title: The Yucca Up to Its Chin
# month: 5
INCLUDE shared/story.ink

// How chapter 2 went: "dig" (dug beside the yucca), "ranger" (asked Ranger Montoya), "boardwalk" (went to see the boardwalk yuccas).
VAR route = ""
// Where chapter 3 happened: "trail" (Dune Life Nature Trail), "yucca" (back with their yucca), "walk" (the ranger's walk on the boardwalk).
VAR spot = ""
// They dug along the stem and found it kept going down, into cool, damp sand.
VAR dug = false
// The ranger told them the yucca stretches its stem and the dune will move on.
VAR knows_stretch = false
// They saw a yucca standing tall on a long bare stem, left behind by a dune.
VAR saw_tall = false
// They saw the pale lizard clearly, not just a flash.
VAR saw_lizard = false

-> sled_run

// ---------------------------------------------------------------------------------------------
// Chapter 1: a May morning on the sledding dunes. A runaway sled run ends at a buried yucca.
// ---------------------------------------------------------------------------------------------
=== sled_run ===
# place: sledding-dunes
{band:
- "young":
  The sun was hot. But the white sand was cool under {hero}'s bare feet!
  Mom rubbed wax on the bottom of a round plastic sled. "Sand is not slippery like snow," she said. "The wax helps."
  She pointed at a big bare dune. "Sit on the sled, feet first. And only sled where nothing grows at the bottom."
  {hero} sat down at the top. Mom gave a push. Whoosh! Down went {hero}, fast, faster!
  The sled spun around. It slid off to the side. Bump! It stopped at the bottom of the next dune.
  Right by {hero}'s nose was a clump of green, spiky leaves. They poked straight out of the sand. Above them, a tall stalk was covered in white flowers, like little bells.
  "A yucca," said Mom, hurrying down. "Careful. The tips of those leaves are sharp!"
  Then something white ran out from under the leaves. Zip! A lizard! It stopped on the sand, and {hero} could not see it anymore. It was gone!
  A trickle of sand slid down the dune. It piled up on the yucca's leaves.
  "Mom! The dune is burying it!" said {hero}. "We have to save it!"
  Far away, a ranger called out to the sledders. "Ranger walk at the Interdune Boardwalk at eleven!"
  "We passed that boardwalk on the way in," said Mom. "There were yuccas all around it."
- "middle":
  The May sun was already hot on {hero}'s shoulders, but the sand under {their} bare feet was cool, like the floor of a shady room. That was the first surprise about White Sands.
  The second was the sled. Mom was kneeling at the top of a big bare dune, rubbing a bar of wax around and around on the bottom of a round plastic saucer. "Sand isn't slippery like snow," she said. "Wax helps. Now, rules. You sit on it, feet first. And we only sled where nothing grows at the bottom, and nowhere near the road."
  "The biggest gypsum dunefield on Earth," said {pal}, "and we're using it as a slide." # fact: gypsum-dunefield-world
  {hero} sat. Mom gave a push. Whoosh! The saucer shot down the steep face, faster than {hero} had imagined, and halfway down it began to spin. It spun off the smooth run Mom had chosen, bumped over a ridge, and scraped to a stop at the foot of the next dune.
  Right in front of {hero}'s face was a clump of spiky green leaves, sticking straight out of the sand like a giant paintbrush. Out of the middle rose a tall stalk hung with creamy white flowers shaped like bells.
  "A soaptree yucca," said Mom, sliding down after {them}. "Don't grab it. The tips of those leaves are as sharp as needles."
  Something white shot out from under the leaves: a lizard, pale as the sand. It ran three steps and stopped, and {hero} blinked, and it wasn't there anymore. It had vanished against the sand as if it had been erased.
  Then {hero} saw the other thing. A thin trickle of sand was sliding down the dune's steep face and piling up around the yucca's leaves. There was no stem. There was only sand, right up to its chin.
  "Mom," said {hero}. "The dune is burying it. It's drowning in sand. We have to save it!"
  The lizard didn't come back. The yucca's bells swayed, and the sand kept trickling, and {hero} felt {their} worry grow with every grain.
  Across the dunes, a ranger in a flat hat cupped her hands and called to the sledders. "Ranger walk on the Interdune Boardwalk at eleven, folks!"
  "We passed that boardwalk on the way in," said Mom slowly. "There were yuccas all around it."
- else:
  It was May, and the sun over White Sands was already fierce enough that {hero} could feel it pressing on {their} shoulders like a hand. But the sand under {their} bare feet was cool, cool as the floor of a shady room, which seemed like it broke at least one rule of the universe. That was the first surprise.
  The second was the sled. Mom was kneeling at the top of a big bare dune, rubbing a bar of wax around and around on the bottom of a round plastic saucer with the concentration of someone polishing a trophy. "Sand isn't slippery like snow," she said. "Wax is the secret. Now, rules, before anyone goes anywhere. You sit on it, feet first, always. And we only sled where nothing is growing at the bottom, and nowhere near the road."
  {pal} surveyed the view: white dunes rolling off in every direction under a sky so blue it looked fake. "The largest gypsum dunefield in the world," it said, "and we're using it as a playground slide. I approve." # fact: gypsum-dunefield-world
  {hero} sat. Mom gave a shove. The saucer tipped over the lip and dropped down the steep face so fast that {hero}'s stomach stayed behind at the top, and then, halfway down, it began to spin. It spun right off the smooth run Mom had picked, hopped a ridge, and scraped to a stop in a spray of white at the foot of the next dune over.
  Right in front of {hero}'s nose was a clump of stiff green leaves, each one long and thin as a ruler, sticking straight up out of the sand like a giant's paintbrush. From the middle rose a tall stalk hung with creamy white flowers shaped like little bells.
  "A soaptree yucca," said Mom, half sliding, half running down after {them}. "Don't grab it. The tips of those leaves are as sharp as sewing needles."
  Before {hero} could answer, something white shot out from under the leaves: a lizard, as pale as the sand itself. It ran three quick steps, stopped dead, and {hero} blinked, and it was simply not there anymore. It had melted into the white as if someone had rubbed it out.
  Then {hero} noticed the other thing, the worse thing. A thin trickle of sand was sliding down the steep face of the dune and heaping up around the yucca's leaves. There was no stem to see, no trunk, nothing. Just sand, right up to the plant's chin, and more of it coming.
  "Mom," said {hero}. "The dune is burying it. It's drowning in sand, and nobody's doing anything. We have to save it."
  Far across the dunes, a ranger in a flat hat cupped her hands around her mouth and called to the sledders. "Ranger walk on the Interdune Boardwalk at eleven, folks!"
  Mom looked at the yucca for a long moment. "We passed that boardwalk on the way in," she said slowly. "There were yuccas all around it, remember?"
}
* [Dig the sand away from the yucca's neck # act: help] -> dig_down
* [Ask the ranger if the dune will bury the yucca # act: ask] -> ranger_talk
* [Look at the yuccas by the Interdune Boardwalk to see what happens to them # act: look] -> boardwalk

// ---------------------------------------------------------------------------------------------
// Chapter 2, first way: digging down beside the stem, which does not stop.
// ---------------------------------------------------------------------------------------------
=== dig_down ===
# place: sledding-dunes
~ route = "dig"
{band:
- "young":
  "Just a few scoops," said Mom. "Gently, and far from the sharp leaves. And we put all the sand back after."
  {hero} knelt down and dug with both hands. Scoop, scoop, scoop!
  {kind == "owl" or kind == "eagle": {pal} watched from the top of the dune. "Dig faster!" it called.|{kind == "deer": {pal} scraped the sand with one front hoof. Scrape, scrape!|{pal} dug too, sand flying out behind it.}}
  There was the yucca's stem! It was brown and rough and bumpy. It went straight down into the sand.
  The sand down there was cool. It was damp, like a wet sponge.
  {hero} wanted to dig deeper. But Mom put her hand on {hero}'s arm. "That is enough," she said. "See? It goes straight down. Its roots are down there, holding on. Digging could hurt them."
  "It is like an iceberg!" said {hero}. "Most of it is hiding under the sand!"
- "middle":
  "A few scoops," said Mom. "Just enough to see. Gently, and not right next to those sharp leaves. And every bit of sand goes back when we're done."
  {hero} knelt beside the yucca and began to scoop with both hands.
  {kind == "owl" or kind == "eagle": {pal} watched from the top of the dune and gave advice, most of it unhelpful. "Faster," it called. "No, deeper. No, faster."|{kind == "deer": {pal} scraped at the sand with one front hoof, very politely, as if it were knocking on a door.|{pal} dug beside {them}, sending little sprays of white flying out behind it.}}
  A few scoops down, {hero} found the stem. It was brown and rough, ringed with the stubs of old leaves, and it went straight down into the dune.
  The sand down there felt different. It was cool, then damp, packed together like brown sugar.
  {hero} reached in to dig deeper, but Mom caught {their} wrist. "That's far enough," she said. "Look how it goes straight down. Its roots are down there somewhere, holding this sand together, and digging around them can hurt them."
  {hero} stared at the rough stem disappearing into the damp. "It's like an iceberg," {they} said. "A plant-berg. Most of it's hiding."
- else:
  "A few scoops," said Mom. "Just enough to see, gently, and nowhere near those leaf tips. And every last grain goes back exactly where it came from, agreed?"
  "Agreed," said {hero}, and knelt beside the yucca and started to scoop.
  {kind == "owl" or kind == "eagle": {pal} supervised from the crest of the dune, offering a steady stream of advice. "Faster," it called. "No, deeper. No, faster and deeper. Honestly, it's like watching someone dig with a spoon."|{kind == "deer": {pal} scraped at the sand with one front hoof, delicately, as though it were knocking on a very important door and didn't want to seem rude.|{pal} dug alongside {them} with enormous enthusiasm and almost no aim, so that {hero} was soon wearing about half of the hole.}}
  A few scoops down, {hero}'s fingers hit something rough. The stem. It was brown and fibrous and ringed with the stubs of old leaves, like the rungs of a ladder someone had buried on purpose, and it went straight down into the dune.
  And the sand down there was different. Near the top it had been cool. A hand's depth down, it was almost cold, and damp, packed tight and heavy like brown sugar, as though somewhere underneath the whole bright dry dune there was a secret store of water.
  {hero} reached in to follow the stem down, but Mom's hand closed gently around {their} wrist. "That's far enough," she said. "It goes straight down, see? Its roots are down there somewhere, holding this whole slope together. Dig around them and you loosen them, and then the wind does the rest."
  {hero} looked at the rough stem vanishing into the damp, showing no sign whatsoever of stopping, and understood that {they} would never see the bottom of it. "It's like an iceberg," {they} said slowly. "But a plant. A plant-berg."
}
~ dug = false
{end_now: -> early_dig}
~ dug = true
{band:
- "young":
  Mom smiled. "This yucca is not small at all," she said. "I bet it is taller than you. Most of it is just under the sand."
  The sides of the little hole began to slide in. Shhh. So they pushed all the sand back, and patted it flat.
  Then {hero} looked up. The wind was blowing sand over the top of the dune. It slid down the steep side, toward the yucca. More and more sand!
  "It is still getting buried," said {hero}. "Faster than we can dig!"
  "Then digging is not the way to help," said Mom. "What else could we do?"
- "middle":
  Mom nodded slowly. "For all we know, that stem is taller than you are," she said. "This isn't a little plant drowning, {hero}. It's a tall plant, standing in a dune, and most of it is underground."
  {hero} pressed a handful of the damp sand into a ball. It held its shape, like a snowball. "It's wet down there," {they} said. "The yucca's standing in a dune, and it's got its feet in the water."
  Then the sides of the little hole began to slide in with a soft shhh. Together they pushed every bit of sand back and patted it smooth, the way they had promised.
  {hero} sat back on {their} heels and looked up. Along the top of the dune, the wind was blowing sand over the crest. It poured down the steep face in little streams and settled on the yucca's leaves, one grain at a time.
  "It's still getting buried," said {hero}. "Faster than we could ever dig."
  {pal} looked from the yucca to the dune and back. "So digging is out," it said. "What's in?"
  Mom shaded her eyes and looked out over the dunes. "I don't know," she said. "But I bet this yucca does."
- else:
  Mom leaned over the little hole and let out a low whistle. "That stem could easily be taller than you are," she said. "This isn't a little plant drowning, {hero}. It's a tall plant, standing in a dune, with most of itself hidden underground."
  {hero} stared at the little tuft of leaves and tried to picture the rest of it, going down and down into the cool dark, and felt slightly dizzy.
  Then the walls of the hole began to slide in with a soft, whispering shhh. Together they pushed every grain back in and patted the surface smooth, the way they had promised, until you could hardly tell anyone had been there at all.
  {hero} sat back on {their} heels and looked up. Along the top of the dune, the wind was lifting sand over the crest. It poured down the steep face in thin, silky streams and settled on the yucca's leaves, a grain at a time, patient and endless.
  "It's still getting buried," said {hero}. "Faster than we could ever dig it out. We could dig all day and the dune would just keep coming."
  {pal} looked from the yucca to the dune and back again, frowning. "So digging is out," it said. "What's in?"
  Mom shaded her eyes and gazed out over the rolling white. "I honestly don't know," she said. "But I've got a feeling this yucca knows something we don't. It didn't get that tall by accident."
}
* [Go to the Dune Life Nature Trail to look for yuccas the dunes have passed # act: go] -> dune_trail
* [Wait here by the yucca and watch what the dune does next # act: wait] -> yucca_watch
* [Ask the ranger about it on her walk at the Interdune Boardwalk # act: ask] -> boardwalk_walk

// "End now" at the hole: the plant-berg, and a promise not to dig.
=== early_dig ===
# place: sledding-dunes
{band:
- "young":
  {hero} sat back on {their} heels. {Their} hands were all white.
  "It is not drowning," said {hero}. "It is standing up in the sand. I bet it is taller than me!"
  "I think you are right," said Mom.
  They pushed all the sand back into the hole. Pat, pat, pat. Now the yucca looked just like before.
  {pal} {wiggled()}. "Good job, tall yucca," it said.
  Then they carried the sled to a new dune. It had nothing growing at the bottom at all.
  Whoosh! Down went {hero}. This time the sled went straight. It stopped far away from the yucca.
  {hero} looked back. The white flowers were nodding in the wind, like the yucca was saying thank you. # ending: plant_berg
- "middle":
  {hero} sat back on {their} heels. {Their} hands were coated white to the wrists.
  "It's not drowning," {they} said. "It's standing up. It's standing in the dune, and I bet it's taller than me."
  "You might be right," said Mom. "I'd guess it's been doing this for a long time."
  They pushed every bit of sand back into the hole and patted it smooth, until the yucca looked exactly the way they had found it: a tuft of spiky leaves and a stalk of bells, and who knew how much more underneath.
  {pal} {wiggled()}. "Well done, plant-berg," it said. "Carry on."
  Then they carried the saucer over to a different dune, one with nothing growing anywhere near the bottom, and Mom waxed it again. {hero}'s next run went perfectly straight, all the way down, and stopped a long way from any plant at all.
  At the bottom, {hero} looked back over at the yucca. Its white bells were nodding in the breeze. From here, knowing what {they} knew now, it didn't look like it was drowning at all. It looked like it was peeking out to see who had come to visit. # ending: plant_berg
- else:
  {hero} sat back on {their} heels, {their} hands frosted white to the wrists.
  "It's not drowning," {they} said, and the idea turned everything around, like flipping a picture the right way up. {They} looked at {their} white hands, and at the hole, and back at the yucca. "It's standing. It's standing in the dune, and I bet it's taller than I am. We just can't see it."
  "You might just be right," said Mom. "I'd bet it's been standing here a long time, quietly, while everybody sleds past thinking it's a little bush."
  They pushed every grain back into the hole and smoothed it over, until the yucca looked exactly as they had found it: a tuft of spiky leaves, a stalk of bells, and who knew how much more hidden below, holding on.
  {pal} {wiggled()}. "Well done, plant-berg," it said to the yucca, with great respect. "Carry on. Don't mind us."
  Then they carried the saucer to a different dune, one with nothing growing anywhere near its foot, and Mom waxed it all over again. {hero}'s next run was perfectly straight, a long white whoosh that ended in a laughing heap a good long way from any living thing.
  At the bottom, {hero} lay in the sand and looked back across at the yucca. Its white bells were nodding in the breeze. Knowing what {they} knew now, it didn't look like something drowning at all. It looked like someone standing in a swimming pool up to their chin, perfectly calm, peering over the edge to see who had come to visit. # ending: plant_berg
}
-> END

// ---------------------------------------------------------------------------------------------
// Chapter 2, second way: Ranger Montoya explains the stretching stem and the walking dune.
// ---------------------------------------------------------------------------------------------
=== ranger_talk ===
# place: sledding-dunes
~ route = "ranger"
{band:
- "young":
  {hero} ran to the ranger. Her name tag said Ranger Montoya.
  "Please come quick!" said {hero}. "A dune is burying a yucca!"
  The ranger came and looked. She smiled.
  "This yucca has a trick," she said. "The yucca grows taller to stay above the sand. Its stem goes way down under there." # fact: soaptree-yucca-stretch
  "How far down does it go?" asked {hero}, peering at the sand.
  "Maybe taller than your mom," said the ranger.
  {pal} looked at the little green tuft. "No way," it said.
- "middle":
  {hero} ran all the way to the ranger, sinking in the soft sand. Up close, her name tag said Ranger Montoya.
  "There's a yucca," {hero} panted. "Over there. A dune is burying it alive."
  The ranger walked back with {them} and crouched beside the yucca, careful of the leaf tips. She didn't look worried at all.
  "This one knows a trick," she said. "When the sand starts to pile up, a soaptree yucca stretches its stem taller, to keep its leaves up in the sunshine. It'll keep doing that the whole time this dune climbs over it." # fact: soaptree-yucca-stretch
  "So there's more of it under there?" asked {hero}, staring at the little tuft.
  "Maybe a lot more. That little tuft could be sitting on a stem taller than your mom."
  {pal} looked at the tuft, then at Mom, then at the tuft again. "I don't believe it," it said. "But I want to."
- else:
  {hero} ran all the way to the ranger, which in soft sand was like running in a dream, and arrived out of breath. Up close, her name tag said Ranger Montoya, and she had the sunburned nose of someone who spent her whole life outdoors.
  "There's a yucca," {hero} panted, pointing. "A dune is burying it alive. Nobody's helping."
  The ranger walked back with {them} and crouched beside the yucca, careful of the leaf tips, and studied it for a while. She did not look even slightly worried, which {hero} found both comforting and a little annoying.
  "This one knows a trick," she said finally. "When the sand starts to pile up around it, a soaptree yucca stretches its stem taller, to keep its leaves up in the light. It'll keep doing that the whole time this dune climbs over it. It'll basically be standing on tiptoe for years." # fact: soaptree-yucca-stretch
  {hero} looked at the little green tuft, so small and spiky and stubborn, with its stalk of bells held up out of the sand like a hand raised in class, and tried to picture what was underneath. {They} couldn't. The sand gave nothing away.
  "So there's more of it under there," said {hero}.
  "Maybe a lot more. That little tuft could be sitting on top of a stem taller than your mom."
  {pal} looked at the tuft, then at Mom, then back at the tuft, as if comparing them. "I don't believe it," it announced. "But I would very much like to."
}
~ knows_stretch = true
{end_now: -> early_ranger}
{band:
- "young":
  "But the dune keeps coming," said {hero}.
  "It does," said the ranger. "The wind pushes this dune along, many feet every year. One day this dune will walk right past. Then the yucca will stand up tall, on its long stem." # fact: dunes-move-feet
  "Can I help it?" asked {hero}.
  "Yes," said the ranger. "Keep the sleds away. Its flower stalk snaps easily."
  Just then, {hero} saw a big group of kids with sleds. They were climbing up the yucca's dune!
- "middle":
  "But the dune keeps coming," said {hero}.
  "It does," said Ranger Montoya. "Some of these dunes can travel up to thirty feet in a single year. But that's the thing about dunes. They don't stay. One day this one will walk right on past, and your yucca will be left standing up high on its long stem, like it's on stilts." # fact: dunes-move-feet
  {hero} thought about that. "So what can I do to help?"
  "Honestly? Keep the sleds away from it. That flower stalk snaps easily, and those leaves don't like being run over. And no digging around plants. The roots don't like that either." She stood up. "If you want to see a yucca on stilts, come on my walk at the Interdune Boardwalk at eleven."
  Just then {hero} heard whooping. A big group of kids with sleds was trudging up the back of the yucca's dune, heading for the top of the steep face, right above it.
- else:
  "But the dune keeps coming," said {hero}. "It's not going to stop just because the yucca's clever."
  "It isn't," Ranger Montoya agreed. "Some of these dunes can travel up to thirty feet in a single year. But that's the thing about dunes: they never stay. One day this one will walk right on past, and your yucca will be left standing up high on a long stem, like it's on stilts, wondering where everybody went." # fact: dunes-move-feet
  {hero} turned that over in {their} mind. It was a strange kind of rescue: the sort where you found out the thing you wanted to save had been saving itself all along. "So what can I actually do?"
  "Honestly? Keep the sleds away from it. That flower stalk snaps easily, and those leaves don't love being run over. And no digging around plants, because the roots don't love that either." She stood and dusted off her knees. "If you want to see a yucca on stilts with your own eyes, come on my walk at the Interdune Boardwalk at eleven."
  Just then {hero} heard whooping, and turned. A whole herd of kids with saucers was trudging up the gentle back of the yucca's dune, heading for the top of the steep face, directly above the little tuft of leaves and its tall stalk of bells.
}
* [Help steer the sledders away from the yucca # act: help] -> yucca_watch
* [Go with the ranger to her walk on the Interdune Boardwalk # act: go] -> boardwalk_walk
* [Look for yuccas on stilts along the Dune Life Nature Trail # act: look] -> dune_trail

// "End now" with the ranger: the yucca on tiptoe.
=== early_ranger ===
# place: sledding-dunes
{band:
- "young":
  {hero} looked at the little yucca. It was not little at all! It was standing on tiptoe, under the sand.
  "Good job, yucca," said {hero}.
  "The best way to help," said Ranger Montoya, "is to keep the sleds away."
  So {hero} drew a big circle in the sand around the yucca. Not too close. "No sledding here," {they} said.
  {pal} planted itself right beside the circle. "I will guard it," it said.
  Mom carried the sled to a bare dune. {hero} zoomed down. Whoosh! Far away from the yucca.
  At the bottom, {hero} looked back. The yucca's white flowers stood up tall above the sand. # ending: on_tiptoe
- "middle":
  {hero} looked at the yucca with new eyes. It wasn't a little plant at all. It was a tall plant standing on tiptoe, with its nose just above the sand.
  "Good job, yucca," said {hero}. "Keep stretching."
  "The best way to help it," said Ranger Montoya, "is to keep the sleds away from it. That's all it needs from us."
  So {hero} drew a big circle in the sand with {their} finger, a careful distance from the leaves, and wrote NO SLEDS beside it in big letters.
  {pal} took up a post beside the circle. "I'll stand guard," it said. "Nobody gets past me."
  The ranger laughed and went off to help a family whose saucer had rolled away. Mom carried their own saucer to a bare dune, with nothing at all at the bottom, and {hero} rode it straight down, whooping, a long way from the yucca.
  At the bottom, {hero} turned to look. The circle was still there, and the yucca's white bells stood up above the sand, nodding, as if it had heard every word. # ending: on_tiptoe
- else:
  {hero} looked at the yucca with new eyes. It wasn't a little plant at all. It was a tall plant standing on tiptoe, with just its nose above the surface, breathing, waiting, perfectly calm about the whole thing.
  "Good job, yucca," {hero} said quietly. "Keep stretching."
  "The best way to help," said Ranger Montoya, "is to keep the sleds away from it. Honestly, that's all it needs from us. It's got the rest figured out."
  So {hero} drew a big circle in the sand around the yucca with one finger, a respectful distance from the needle-tipped leaves, and wrote NO SLEDS beside it in capitals, and then, after a moment's thought, added PLEASE, because the yucca would probably want {them} to be polite.
  "I'll stand guard," said {pal}, and planted itself beside the circle with the expression of a very small, very serious security officer.
  The ranger laughed and went off to rescue a family whose saucer was rolling away across the dunes like a runaway wheel. Mom carried their own saucer to a bare dune with nothing growing anywhere near the bottom, and {hero} rode it straight down, whooping, a long way from any plant at all.
  At the bottom, {hero} turned to look back. The circle was still there, and so was the yucca, its stalk of white bells standing up above the sand and nodding slowly in the breeze, as if it had heard every word and was far too polite to say that it had known all along. # ending: on_tiptoe
}
-> END

// ---------------------------------------------------------------------------------------------
// Chapter 2, third way: the Interdune Boardwalk, a yucca on stilts, and the pale lizard again.
// ---------------------------------------------------------------------------------------------
=== boardwalk ===
# place: interdune
~ route = "boardwalk"
{band:
- "young":
  They drove back along the road to the Interdune Boardwalk. The boardwalk was made of wood. It crossed the flat ground between the dunes.
  "Stay on the boards," said Mom. "The ground here has a crust, and it is alive. Our feet would break it."
  Yuccas poked up everywhere. Some were short. Some were tall.
  Then {hero} stopped. "Look at that one!"
  One yucca stood up high on a long, bare stem. The stem was taller than Mom! Its green leaves sat at the very top, like a hat.
- "middle":
  They drove back along Dunes Drive to the Interdune Boardwalk. It was a long wooden walkway, raised a little off the ground, that crossed the flat land between the dunes.
  "We stay on the boards," said Mom, reading a sign. "The ground between the dunes has a crust on it, and the crust is alive. One footprint can break it."
  {hero} looked down through the gaps in the railing. The ground there was darker than the dunes, bumpy and crusty, and yuccas poked up out of it everywhere, big ones and small ones, some with flower stalks and some without.
  {flies(): Then {hero} stopped so suddenly that {pal}, hopping along the railing beside {them}, nearly toppled off.|Then {hero} stopped so suddenly that {pal} bumped into {their} legs.}
  "Look at that one."
  A yucca was standing up high on a long, bare, shaggy stem, taller than Mom, with its green leaves sitting right at the top like a mop. It leaned a little, like someone who had been standing on one leg for a very long time.
- else:
  They drove back along Dunes Drive to the Interdune Boardwalk, a long wooden walkway raised a little above the ground, threading across the flat land between the dunes like a path laid over a pond.
  "Boards only," said Mom, reading the sign at the start. "It says the ground between the dunes has a crust on it that's actually alive, and one footprint can break it. It takes years to grow back."
  {hero} leaned over the railing. The ground down there was darker than the dunes, bumpy and crusty, and yuccas poked up out of it all over the place: big ones and small ones, some with stalks of bells, some without, like a crowd of people who had all turned up to the same party in different outfits.
  {flies(): Then {hero} stopped so suddenly that {pal}, flapping along just behind, bumped a wing against the back of {their} head.|Then {hero} stopped so suddenly that {pal} walked straight into the back of {their} legs.}
  "Look," {hero} said. "Look at that one."
  A yucca was standing up high on a long, bare, shaggy stem, taller than Mom, with its green leaves bunched at the very top like a mop someone had stood on its handle. It leaned a little to one side, the way a person leans after standing on one leg for a very, very long time. There was no dune anywhere near it. It was just standing there on the flat ground, holding its leaves up high, as if it hadn't heard that the danger was over.
}
{end_now: -> early_boardwalk}
~ saw_tall = true
~ saw_lizard = true
{band:
- "young":
  "That stem was under a dune once," said Mom. "The dune walked away. The yucca kept standing!"
  "Our yucca has a long stem too," said {hero}. "Under the sand!"
  Something moved on the sand by the boardwalk. It was the white lizard again! Or one just like it.
  This time {hero} saw it clearly. It was pale as sugar. It had no ear holes at all. It bobbed up and down, like it was doing push-ups.
  "Some animals here are pale," said Mom, "so they blend in with the sand." # fact: animals-here-bleached
  Then the lizard ran under the yucca on stilts, into its shade. "It lives here," said {hero}.
- "middle":
  Mom read the little sign by the railing, then read it again. "That stem was buried once," she said. "A dune covered it, and the yucca kept growing taller to keep its leaves up in the light. Then the dune moved on and left it standing there." # fact: soaptree-yucca-stretch
  {hero} stared at the long, bare stem, and then thought of the little tuft of leaves back at the sledding dune. "Our yucca has a stem like that," {they} said. "Under the sand."
  Just then something moved on the white sand near the boardwalk. It was the pale lizard again, or one exactly like it. This time {hero} saw it clearly, because it was on the darker ground: pale as sugar, with faint gray spots and no ear holes at all. It bobbed up and down on its front legs, as if it were doing push-ups.
  "A bleached earless lizard," said Mom, pointing to another sign. "It says some animals here, like this lizard and the Apache pocket mouse, are pale so they blend in with the white sand." # fact: animals-here-bleached
  The lizard finished its push-ups and darted across to the leaning yucca, into the little patch of shade at its foot.
  "It lives under there," said {hero}. "In the yucca's shade."
- else:
  Mom read the small sign by the railing once, then again, more slowly. "That stem was buried once," she said. "A dune covered it, and the yucca kept stretching taller to keep its leaves in the light, for years. Then the dune moved on and left it standing there, high and dry, with all that stem showing." # fact: soaptree-yucca-stretch
  {hero} stared at the long, shaggy, bare stem, and then thought of the little tuft of leaves back at the sledding dune, and something clicked into place. "Our yucca's got one of those," {they} said. "Right now. Under the sand. That's what it's standing on."
  Just then something moved near the boardwalk. It was the pale lizard, or its twin. This time {hero} saw it clearly, because it was crossing a patch of darker ground: pale as sugar, with faint gray freckles, a long tail, and no ear holes at all, just smooth skin where ears ought to be. It stopped, and bobbed up and down on its front legs, as if doing push-ups to impress somebody.
  "A bleached earless lizard," said Mom, finding another sign. "It says some animals here, like this lizard and the Apache pocket mouse, have pale colors that help them blend in with the white sand." # fact: animals-here-bleached
  "That's why it vanished," said {hero}. "It didn't vanish. It just matched."
  The lizard finished its push-ups and darted across to the leaning yucca, into the small patch of shade at its foot, and stayed there.
  "It lives under there," {hero} said. "In the yucca's shade. It's the yucca's lodger."
}
* [Wait on the boardwalk for the ranger's walk to start # act: wait] -> boardwalk_walk
* [Go on to the Dune Life Nature Trail to find more yuccas on stilts # act: go] -> dune_trail
* [Help your own yucca by going back to guard it from the sleds # act: help] -> yucca_watch

// "End now" on the boardwalk: the yucca on stilts.
=== early_boardwalk ===
# place: interdune
{band:
- "young":
  Mom read the little sign. "That stem was buried once," she said. "The dune walked away. The yucca kept standing."
  {hero} looked at the tall yucca. Then {they} thought about the yucca back at the sled dune.
  "Our yucca is not drowning," said {hero}. "It is just in the middle. One day it will stand up tall, like this one!"
  {pal} {wiggled()}. "Like a yucca on stilts!" it said.
  They walked to the end of the boardwalk. There were yuccas everywhere. Short ones, tall ones, leaning ones.
  "They all have the same trick," said {hero}. "Every single one!" # ending: yucca_on_stilts
- "middle":
  Mom read the little sign by the railing. "That stem was buried once," she said. "A dune covered it, and the yucca grew and grew to keep its leaves in the sun. Then the dune moved on and left it standing."
  {hero} looked at the tall yucca for a long time. Then {they} thought of the little tuft of leaves back at the sledding dune, with sand up to its chin.
  "Our yucca isn't drowning," {hero} said. "It's just in the middle of the story. One day the dune will go, and it'll be standing up tall like this one."
  {pal} {wiggled()}. "A yucca on stilts," it said. "I want to come back and see it."
  They walked all the way to the end of the boardwalk, and now that {hero} knew what to look for, {they} saw yuccas at every stage: some buried to their chins, some up to their waists, some standing tall on bare stems with nothing around them at all.
  "They all know the trick," said {hero}. "Every single one of them." # ending: yucca_on_stilts
- else:
  Mom read the little sign by the railing, slowly. "That stem was buried once," she said. "A dune covered it, and the yucca just kept stretching, year after year, to keep its leaves in the sun. Then the dune moved on and left it standing."
  {hero} looked at the tall yucca for a long time. Then {they} thought of the little tuft of leaves back at the sledding dune, with sand up to its chin and more sand pouring down, and felt the worry that had been sitting in {their} stomach all morning quietly turn into something else.
  "Our yucca isn't drowning," {hero} said. "It's just in the middle of its story. One day the dune will move on, and it'll be standing up tall like this one, and nobody will even remember the dune was there."
  {pal} {wiggled()}. "A yucca on stilts," it said. "I'd like to come back for that. Put it on the calendar."
  They walked to the very end of the boardwalk, and now that {hero} knew what to look for, {they} saw yuccas at every stage of the story: some buried to the chin, some to the waist, some standing tall and bare-stemmed with no dune anywhere near them, like people left standing in an empty room after the party had moved on.
  "They all know the trick," said {hero}. "Every single one of them. And nobody taught them." # ending: yucca_on_stilts
}
-> END

// ---------------------------------------------------------------------------------------------
// Chapter 3, the nature trail: yuccas at every stage, one fallen over, a bag, a tree.
// ---------------------------------------------------------------------------------------------
=== dune_trail ===
# place: dune-life
~ spot = "trail"
{band:
- "young":
  {route == "dig": They left the yucca with its hole filled in. Then they drove back along the road to the Dune Life Nature Trail.}
  {route == "ranger": The ranger called the kids over to a bare dune, far from the yucca. "Yuccas on stilts," said {hero}. "I want to see one!" So they drove back along the road to the Dune Life Nature Trail.}
  {route == "boardwalk": They drove a little way back along the road to the Dune Life Nature Trail. {hero} wanted to see more yuccas on stilts.}
  Little posts with signs led up a big dune. It was hot now. "Drink some water," said Mom. "The sand stays cool, but the sun does not."
  At the top, {hero} saw a yucca buried up to its chin, just like theirs.
  On the next dune stood another yucca. Its stem was long and bare, and its leaves were high above Mom's head!
  {not knows_stretch and not saw_tall: "The yucca grows taller to stay above the sand," said Mom. "And the wind pushes the dunes along. So the dune went on and left it behind!"} # fact: soaptree-yucca-stretch
  {knows_stretch: {hero} pointed. "That is what Ranger Montoya told us! The dune walked away, and the yucca stayed tall!"}
  {saw_tall: "Just like the one at the boardwalk!" said {hero}. "The dune came, and the yucca grew and grew. Then the dune went away, and the yucca stayed tall."}
- "middle":
  {route == "dig": They left the yucca with its hole filled in and drove back along Dunes Drive to the Dune Life Nature Trail, because Mom said that if any trail would show them what yuccas get up to, it would be a trail with life in its name.}
  {route == "ranger": Ranger Montoya waved the kids over to a bare dune, well away from the yucca, before she left. "Yuccas on stilts," said {hero}, as soon as she had gone. "I have to see one." So they drove back along Dunes Drive to the Dune Life Nature Trail.}
  {route == "boardwalk": They drove a little way back along Dunes Drive to the Dune Life Nature Trail, because one yucca on stilts was not enough for {hero}. {They} wanted to see the whole story.}
  Little posts with signs led up and over the first dune. The sun was high now, and the light bouncing off the white sand made everyone squint. Mom handed round the water bottle. "Drink," she said. "The sand stays cool, but the sun doesn't."
  From the top of the first dune, {hero} spotted a yucca buried to its chin at the foot of a steep face, just like theirs. And on the back of the next dune, out in the open, stood a yucca on a long, bare stem, with its leaves high above Mom's head.
  {not knows_stretch and not saw_tall: "I read about this," said Mom. "Yuccas here can stretch their stems to keep their leaves above the rising sand. And some dunes move as much as thirty feet a year. So the dune came, the yucca stretched, and then the dune went on without it."} # fact: soaptree-yucca-stretch
  {knows_stretch: "That's what Ranger Montoya meant," said {hero}. "The dune came, the yucca stretched, and then the dune walked away and left it standing."}
  {saw_tall: "It's like the one at the boardwalk," said {hero}. "The dune came, the yucca stretched to keep up, and then the dune went on without it."}
  {saw_tall: Mom nodded. "I think they all do it, every one of them. They're just at different parts of the story."}
- else:
  {route == "dig": They left the yucca with its hole filled in and drove back along Dunes Drive to the Dune Life Nature Trail, because Mom said that if any trail in the park was going to explain what yuccas were up to, it would be the one with life in its name.}
  {route == "ranger": Ranger Montoya cupped her hands and steered the kids with saucers over to a bare dune, well away from the yucca, before she strode off to her truck. "Yuccas on stilts," {hero} said, the moment she was out of earshot. "I have to see one. I can't wait till eleven." So they drove back along Dunes Drive to the Dune Life Nature Trail.}
  {route == "boardwalk": They drove a little way back along Dunes Drive to the Dune Life Nature Trail, because one yucca on stilts was not enough for {hero}. {They} wanted to see the whole story, beginning to end, the way you'd want to see the rest of a film.}
  Little posts with signs led up and over the first dune. The sun was high and fierce now, and the light bounced up off the white sand so brightly that everyone squinted, even {pal}. Mom passed round the water bottle and made sure everybody actually drank, not just sipped. "The sand stays cool," she said, "but the sun doesn't care about that. Out here you can dry out before you notice you're thirsty."
  At the first post, {pal} stopped in the glare and squinted at the endless white. "It's like walking around inside a lightbulb," it said.
  From the top of the first dune, {hero} spotted a yucca buried to its chin at the foot of a steep face, exactly like theirs, with sand trickling down on it. And on the broad back of the next dune, out in the open with nothing around it, stood a yucca on a long, bare, shaggy stem, its leaves so high above Mom's head that it looked like it was trying to read something on the top shelf.
  {not knows_stretch and not saw_tall: "I read about this last night," said Mom. "Yuccas here can stretch their stems taller to keep their leaves above the rising sand. And some of these dunes move as much as thirty feet a year. So the dune arrives, the yucca stretches to keep up, and eventually the dune just walks off without it."} # fact: soaptree-yucca-stretch
  {knows_stretch: "That's exactly what Ranger Montoya meant," {hero} breathed. "The dune came, the yucca stretched, and then the dune got bored and walked away and left it standing there in its pajamas."}
  {saw_tall: "It's just like the one at the boardwalk," {hero} said. "The dune came, the yucca stretched to keep up, and then the dune wandered off and left it standing there."}
  {saw_tall: Mom nodded slowly. "I think they all do it," she said. "Every yucca out here. We're just seeing them at different chapters of the same story, like flipping through a book."}
}
{end_now: -> early_trail}
{band:
- "young":
  Then they found a yucca lying down! Its long stem lay flat on the sand. It had fallen over.
  "Oh no," said {hero}.
  But look! At the end of the stem, its leaves were green. They had turned to point up at the sky. A new flower stalk was growing!
  "It fell down, and it kept on growing," said {hero}.
  Farther on, a plastic bag was stuck on a yucca's sharp leaves. It flapped in the wind.
  And down between two dunes stood a real tree, green and shady. It was a cottonwood.
  Way off, on top of a dune, {hero} saw the tallest yucca yet.
- "middle":
  Farther along the trail, they found something that made {hero} stop. A yucca was lying flat on its side at the foot of a dune. Its long stem, bare and shaggy, stretched out across the sand like a fallen pole.
  "Oh no," said {hero}. "It fell."
  But at the end of the stem, the leaves were still green. They had bent around to point straight up at the sky again, and out of the middle a fresh flower stalk was rising, hung with new white bells.
  "It fell over," said {hero} slowly, "and it just kept going."
  {pal} {sniffed()}. "Stubborn," it said. "I like it."
  Then three things caught {hero}'s eye, one after another. A little way off, something was flapping on a yucca's spiky leaves: a plastic bag, blown in from somewhere and snagged on the points. Down in a hollow between the dunes stood a real tree, a cottonwood, leafy and green, with a pool of shade beneath it. And far off on the skyline, on the very top of a dune, stood the tallest yucca {hero} had seen all day.
- else:
  Farther along the trail, they came upon something that stopped {hero} in {their} tracks. A yucca was lying flat on its side at the foot of a dune, its long, shaggy stem stretched out across the sand like a fallen flagpole.
  "Oh no," said {hero}, and felt it in {their} chest. "It fell. It did all that stretching and it fell anyway."
  But at the far end of the stem, the leaves were still green. They had bent right around, the way a sunflower turns, to point straight up at the sky again, and out of their middle a fresh flower stalk was rising, hung with new white bells, as if falling over had been a small, temporary inconvenience.
  "It fell over," said {hero} slowly, "and it just kept going. It didn't even stop to be sad about it."
  {pal} {sniffed()}. "Stubborn," it said approvingly. "That's my kind of plant."
  Then three things caught {hero}'s eye, one after another, as if the trail had set them out on purpose. A little way off, something was flapping on a yucca's spiky leaves: a plastic bag, blown in from who knew where and snagged on the needle points, snapping in the breeze. Down in a hollow between the dunes, impossibly, stood a real tree, a cottonwood, leafy and green, with a cool pool of shade beneath it. And far off on the skyline, right on the summit of a dune, stood the tallest yucca {hero} had seen all day, its leaves black against the blue.
}
* [Look for the tallest yucca, out on the top of the dune # act: look] -> end_tallest
* [Help the yucca caught in the plastic bag # act: help] -> end_bag
* [Wait out the hottest part of the day in the cottonwood's shade # act: wait] -> end_cottonwood

// "End now" on the nature trail: the champion yucca.
=== early_trail ===
# place: dune-life
{band:
- "young":
  {hero} stood and looked at the tall yucca for a long time.
  "Our yucca will be like that one day," {they} said. "When the dune goes away."
  "I think so too," said Mom.
  {pal} stared at the green top, way up high. "It is as tall as a tree," it said.
  {hero} waved at the tall yucca. Its leaves waved back in the wind.
  They walked back down the trail, past all the little posts. There were yuccas everywhere. Some were buried. Some were standing tall.
  Every single one was doing the same brave thing. # ending: champion_yucca
- "middle":
  {hero} stood on top of the dune and looked at the tall yucca for a long time. Its stem was as thick as {their} arm and covered in dry old leaves, like a shaggy coat, and its green top swayed in the breeze high above the sand.
  "Our yucca will look like that one day," {hero} said. "When the dune moves on."
  "I bet it will," said Mom. "It's just partway through."
  {pal} tipped its head all the way back to see the top. "I'd get a sore neck being that tall," it said.
  {hero} waved to the tall yucca, feeling a little silly, and its leaves swayed back.
  They walked back down the trail past all the little posts, and now {hero} saw yuccas everywhere, at every stage of the race: buried to their chins, up to their waists, standing tall and bare-stemmed. Every single one of them was doing the same brave, slow thing, and none of them needed rescuing at all. # ending: champion_yucca
- else:
  {hero} stood on top of the dune and looked at the tall yucca for a long time. Its stem was as thick as {their} arm, wrapped in a shaggy coat of dry old leaves, and its green top swayed in the breeze far above the sand, like a flag on a pole that had been put up years ago and never taken down.
  "Our yucca will look like that one day," {hero} said. "When the dune's finished walking over it."
  "I'd bet on it," said Mom. "It's just partway through the story. We happened to catch it at the hard part."
  {pal} tipped its head right back to see the top and nearly fell over. "Imagine being that tall," it said. "You'd see everything coming. Including dunes."
  {hero} raised a hand and waved to the tall yucca, feeling slightly foolish and not minding, and its leaves swayed in the wind as if waving back.
  They walked back down the trail past all the little posts, and now {hero} saw yuccas everywhere, at every stage of the same long race: buried to their chins, buried to their waists, standing tall and bare-stemmed and a little bit smug. Every single one of them was doing the same brave, slow thing, year after year, without any help from anybody. It was, {hero} thought, the most patient kind of bravery {they} had ever seen. # ending: champion_yucca
}
-> END

// ---------------------------------------------------------------------------------------------
// Chapter 3, the yucca itself: sledders steered away, the dune still coming, the lizard back.
// ---------------------------------------------------------------------------------------------
=== yucca_watch ===
# place: sledding-dunes
~ spot = "yucca"
{band:
- "young":
  {route == "dig": They sat down near the yucca, away from the sled runs. Soon a big group of kids came with sleds.}
  {route == "ranger": {hero} ran up the back of the dune to the kids with sleds.}
  {route == "boardwalk": They drove all the way back to the sled dunes. {hero} ran from the car to the yucca. It was still there, with sand up to its chin. But a big group of kids with sleds was there too!}
  The kids were going to sled right down to the yucca!
  "Wait!" called {hero}. "There is a yucca at the bottom. Its flowers snap easily. Can you sled on the bare dune over there instead?"
  A girl in a yellow hat looked down. "Oh! We did not see it," she said. "Okay!" And off they went to a bare dune.
  It got quiet. The sand kept trickling down onto the yucca's leaves.
- "middle":
  {route == "dig": They sat a little way off from the yucca, on the flat sand at the foot of the dune, well out of the way of the sled runs. They hadn't been there long when a big group of kids with saucers came trudging up the back of the dune.}
  {route == "ranger": {hero} ran up the gentle back of the dune, sinking to the ankles with every step, while Mom called after {them} to slow down. {They} reached the kids with saucers just before the top.}
  {route == "boardwalk": They drove all the way back to the sledding dunes. {hero} was out of the car almost before it stopped, and ran across the sand to the yucca. It was still there, a spiky tuft with sand up to its chin, its stalk of bells standing straight. But as {hero} got there, {they} saw a big group of kids with saucers trudging up the back of the yucca's dune.}
  The kids were heading for the top of the steep face, right above the yucca.
  "Wait," {hero} called. "There's a yucca at the bottom of that one. Its flower stalk snaps really easily. Could you sled on the next dune instead? There's nothing growing at the bottom of that one."
  A girl in a yellow hat peered over the edge. "Oh," she said. "We didn't even see it." She turned to the others. "Next dune, everybody!" And off they went, saucers under their arms.
  It went quiet. Mom gave {hero} a little nod, the kind she saved for things she was proud of. {pal} puffed itself up as if it had done the whole thing.

  But the sand hadn't stopped. Grain by grain, it kept sliding down the steep face and settling on the yucca's leaves.
- else:
  {route == "dig": They sat a little way off from the yucca, on the flat sand at the foot of the dune, well out of the path of any saucer. They hadn't been there five minutes when a big group of kids with sleds came trudging up the back of the dune, laughing and shoving.}
  {route == "ranger": {hero} ran up the gentle back of the dune, sinking to the ankles with every step, lungs burning, and caught up with the kids with saucers just before they reached the top.}
  {route == "boardwalk": They drove all the way back to the sledding dunes, and {hero} was out of the car almost before it had stopped, running across the sand toward the yucca with {pal} {flies(): flapping overhead|at {their} heels}. It was still there: a spiky tuft of leaves with sand up to its chin, and its stalk of white bells standing straight. {hero} let out a long, shaky breath. And then {their} heart sank all over again, because a big group of kids with saucers was trudging up the back of the yucca's dune, laughing and shoving, heading for the top.}
  The kids were making straight for the top of the steep face, the one that ended right at the yucca.
  "Wait," {hero} called, and was surprised by how loud it came out. "There's a yucca at the bottom of that face. Its flower stalk snaps really easily. Could you sled on the next dune over instead? There's nothing growing at the bottom of that one at all."
  A girl in a yellow hat peered down over the edge, saw the green tuft and its white bells, and winced. "Oh. We didn't even see it," she said. She turned to the others. "Next dune, everybody! Come on!" And off they all went along the crest, saucers tucked under their arms like shields.
  It went quiet. Mom didn't say anything, but she gave {hero} a small nod, the kind she kept for things she was actually proud of, and {hero} felt it land somewhere warm.
  But the sand hadn't stopped just because the sledders had. Grain by grain, the wind kept tipping it over the crest, and it kept sliding down the steep face and settling, soft and patient, on the yucca's leaves.
}
{end_now: -> early_watch}
{band:
- "young":
  Then, zip! The white lizard ran out from under the leaves. It stopped in the yucca's shade.
  {not saw_lizard: This time {hero} could see it. It was pale as sugar. It had no ear holes at all! "Some animals here are pale, so they blend in with the sand," said Mom.} # fact: animals-here-bleached
  {saw_lizard: It was the same kind of pale lizard they had seen at the boardwalk!}
  {knows_stretch: "The yucca will keep stretching," said {hero}. "The ranger said so."}
  {dug: "Its stem goes way down," said {hero}. "I saw it!"}
  Up on top of the dune, the wind blew more sand over the edge. Down it slid.
  "How long will the dune take to go past?" asked {hero}.
- "middle":
  Then something moved under the leaves. The pale lizard crept out into the yucca's thin shade and stopped there, perfectly still.
  {not saw_lizard: This time {hero} saw it properly: pale as sugar, with faint gray freckles and no ear holes at all. "I looked this up," Mom whispered. "Some animals here, like that lizard and the Apache pocket mouse, are pale so they blend in with the white sand."} # fact: animals-here-bleached
  {saw_lizard: It was a bleached earless lizard, just like the one at the boardwalk, so white it almost glowed.}
  {knows_stretch: "It'll be all right," {hero} whispered. "The yucca will keep stretching. Ranger Montoya said."}
  {dug: {hero} thought of the long stem under the sand, going down and down into the damp. The yucca was holding on down there.}
  Up at the crest, the wind lifted another sheet of sand and let it spill. It slid down toward the yucca in a thin, whispering stream.
  {pal} watched it come. "How long does a dune take to walk past something?" it asked.
  Nobody knew. {hero} looked at the lizard, and at the sand, and at the long slope of the dune above, and wondered. A week? A year? Longer than {hero} had been alive?
- else:
  Then something moved under the leaves. The pale lizard crept out into the yucca's thin slice of shade and stopped there, perfectly still, like a chess piece someone had set down.
  {not saw_lizard: This time {hero} saw it properly: pale as sugar, with faint gray freckles, a long whip of a tail, and no ear holes at all, just smooth skin where ears should be. "I looked these up last night," Mom whispered. "Some animals here, like that lizard and the Apache pocket mouse, have pale colors that help them blend in with the white sand. It's called a bleached earless lizard."} # fact: animals-here-bleached
  {saw_lizard: It was a bleached earless lizard, the same kind as the one at the boardwalk, white as a chalk mark and so still that {hero} could only see it because {they} already knew exactly where to look.}
  {knows_stretch: "It'll be all right," {hero} whispered, mostly to {themself}. "The yucca will keep stretching. Ranger Montoya said." Saying it out loud made it feel more true.}
  {dug: {hero} thought of the long rough stem under the sand, going down and down into the cool damp dark, past the bottom of their little hole, with no end in sight. Down there, where nobody could see, the yucca was holding on.}
  Up at the crest, the wind lifted another sheet of sand and let it go. It slid down the face toward the yucca in a thin, whispering stream, and the lizard didn't so much as blink.
  {pal} watched it come. "How long does a dune take," it asked, "to walk all the way past something?"
  Nobody knew. {hero} looked at the lizard, and at the sand, and up the long steep slope of the dune, and realized {they} wanted the answer more than {they} had wanted anything all day. A week? A year? Longer than {hero} had been alive? It seemed important, suddenly, to know how long the yucca would have to hold on, as if knowing might make the waiting easier for both of them.
}
* [Wait very still to see where the lizard goes # act: wait] -> end_lizard_home
* {route == "ranger"} [Climb back up to the crest, this time to watch the sand spill over # act: go] -> end_the_race
* {route != "ranger"} [Go up the back of the dune to watch the sand spill over # act: go] -> end_the_race
* [Ask Mom to help work out when the dune will pass # act: ask] -> end_yucca_date

// "End now" by the yucca: the sledders gone, the yucca left in peace.
=== early_watch ===
# place: sledding-dunes
{band:
- "young":
  {dug: {hero} looked at the smooth sand where their little hole had been. You could not even tell.|{hero} sat down near the yucca. Not too close. {pal} sat down too.}
  "Nobody will sled on you now," said {hero}. {knows_stretch: "And you know how to stretch."|{dug: "And your stem goes way down."|"One day you will stand up tall, like the boardwalk yucca."}}
  Far away, the kids were whooshing down the bare dune. They were laughing.
  "That was a good way to help," said Mom. "Just asking nicely."
  {pal} {wiggled()}. "Can we sled now?" it asked.
  So they went to the bare dune too. Whoosh! Down went {hero}, far from the yucca.
  The yucca's white flowers stood up in the sun, safe. # ending: asked_nicely
- "middle":
  {dug: {hero} stayed where {they} {were} and looked at the smooth patch of sand where their hole had been. You could hardly tell anyone had dug there at all.|{hero} sat down a little way from the yucca, not too close, and {pal} settled beside {them}.}
  "Nobody's going to sled on you now," {hero} told it. "And I bet you know how to handle the sand."
  Over on the next dune, the kids were whooshing down the bare face one after another, yelling and spinning and tumbling off at the bottom. The girl in the yellow hat waved.
  {dug: "That was exactly the right kind of help," said Mom. "The digging showed us the stem. But the asking is what kept the sleds away."|"That was exactly the right kind of help," said Mom. "You didn't dig and you didn't argue. You just asked."}
  {pal} {wiggled()}. "Can we sled now?" it said. "I've been very patient. For a very long time."
  So they carried their saucer over to the bare dune and joined the line. {hero}'s run was the fastest of the morning, a long, straight, screaming whoosh that ended in a heap at the bottom, a long way from any plant at all.
  When {hero} sat up, laughing and covered in white, {they} looked back across at the yucca. Its stalk of bells stood up straight in the sun, safe, nodding in the breeze. # ending: asked_nicely
- else:
  {dug: {hero} stayed where {they} {were}, a careful distance from the yucca, and looked at the smooth patch of sand where their hole had been. You would never have known. For a moment nobody said anything.|{hero} sat down a careful distance from the yucca, and {pal} settled beside {them}, and for a moment neither of them said anything.}
  "Nobody's going to sled on you now," {hero} told the yucca eventually. "And I have a feeling you know how to handle the sand. You've probably been handling it for years."
  Over on the next dune, the kids were whooshing down the bare face one after another, spinning and shrieking and tumbling off their saucers at the bottom in a tangle of arms and legs. The girl in the yellow hat stood up, spotted {hero}, and waved with her whole arm.
  {dug: "That," said Mom, "was exactly the right kind of help. Digging only showed us what we couldn't see. Asking is what actually kept the sleds off it."|"That," said Mom, sitting down beside them, "was exactly the right kind of help. You didn't dig it up, and you didn't boss anybody. You just told them, and asked."}
  {pal} {wiggled()}. "Can we sled now?" it said. "I've been extremely patient. For what felt like a very long time."
  So they carried their saucer over to the bare dune and joined the line. {hero}'s run was the fastest of the whole morning, a long, straight, screaming whoosh that ended in a heap at the bottom, a long way from any plant at all, with the girl in the yellow hat cheering.
  When {hero} sat up, laughing, white from hair to heels, {they} looked back across at the yucca. Its stalk of bells stood up straight in the sun, safe, nodding slowly in the breeze, with a dune at its back and all the time in the world. # ending: asked_nicely
}
-> END

// ---------------------------------------------------------------------------------------------
// Chapter 3, the ranger's walk on the boardwalk: a pedestal, and the plants' tricks.
// ---------------------------------------------------------------------------------------------
=== boardwalk_walk ===
# place: interdune
~ spot = "walk"
{band:
- "young":
  {route == "dig": They drove back to the Interdune Boardwalk. The ranger's walk was just starting.}
  {route == "ranger": The ranger sent the kids with sleds to a bare dune. Then they followed her to the Interdune Boardwalk for her walk.}
  {route == "boardwalk": They waited on the boardwalk. Soon the ranger came, with a little group of people.}
  {route != "ranger": Her name tag said Ranger Montoya.}
  "Boards only, everybody," said the ranger. "Please do not step on the crust. It is alive!"
  She stopped by a tall lump of hard sand. A bush grew on top of it, like a hat.
  "This is a pedestal," she said. "The bush's roots held the sand together. The dune walked away, and this part stayed behind."
  {not knows_stretch: Ranger Montoya pointed at a yucca by the boardwalk. "Yuccas have a trick too. When sand piles up, a yucca grows taller. It keeps its leaves on top!"} # fact: soaptree-yucca-stretch
  {knows_stretch: Ranger Montoya winked at {hero}. "Every plant here has a trick. Some of you know the yucca's!"}
- "middle":
  {route == "dig": They drove back along Dunes Drive to the Interdune Boardwalk just as the ranger's walk was starting.}
  {route == "ranger": First the ranger called the kids with saucers over to a bare dune, well away from the yucca. Then they followed her truck back along Dunes Drive to the Interdune Boardwalk, where a small group of visitors in sun hats was already waiting.}
  {route == "boardwalk": They waited on the boardwalk until the ranger in the flat hat arrived, with a small group of visitors trailing behind her.}
  {route != "ranger": Up close, her name tag said Ranger Montoya.}
  "Boards only, everybody," said the ranger. "The ground between the dunes has a living crust on it. One footprint can break it, and it takes years to heal."
  She led them to a tall lump of hard sand standing on its own beside the boardwalk, with a scrubby bush growing right out of the top, like a hat on a head.
  "This is a pedestal," she said. "A dune used to be right here. The bush's roots held the sand around them together, so when the dune moved on, this part got left behind, standing up on its own."
  {not knows_stretch: "Every plant out here has a trick," she went on. "Soaptree yuccas stretch their stems to keep their leaves above the rising sand. You've probably walked past yuccas with stems taller than you, buried up to the chin."} # fact: soaptree-yucca-stretch
  {knows_stretch: "Every plant out here has a trick," she said, and gave {hero} a wink. "Some of you already know the yucca's."}
- else:
  {route == "dig": They drove back along Dunes Drive and reached the Interdune Boardwalk just as the ranger's walk was starting, {hero} still brushing damp sand off {their} hands.}

  {route == "ranger": First the ranger cupped her hands and steered the kids with saucers over to a bare dune, well away from the yucca, with a firmness that made even {pal} stand up straighter. Then they followed her dusty truck back along Dunes Drive to the Interdune Boardwalk, where a small group of visitors in sun hats was already waiting, fanning themselves. On the way, {hero} sat with {their} nose against the window, looking at every yucca they passed and trying to guess how much of each one was hidden underground.}
  {route == "boardwalk": They waited on the boardwalk, {hero} hopping from foot to foot and checking on the lizard's patch of shade every minute or so, until the ranger in the flat hat arrived with a small group of visitors trailing behind her like ducklings.}
  {route != "ranger": Up close, her name tag said Ranger Montoya, and she had the sunburned nose of someone who spent her whole life outdoors.}
  "Boards only, everybody," said the ranger. "The ground between the dunes has a crust on it that's actually alive. One footprint can crush it, and it takes years to heal. So if you drop your hat, you call me, you don't hop down for it."
  She led them to a tall lump of hard sand standing all by itself beside the boardwalk, taller than Mom, with a scrubby bush growing out of the top of it like a hat on a head.
  "This is a pedestal," she said. "A dune used to sit right here, right where we're standing. The bush's roots held the sand around them together, tight, so when the dune moved on, this part stayed behind, standing up on its own like a little tower."
  {not knows_stretch: "Every plant out here has a trick for living with moving sand," she went on. "Soaptree yuccas stretch their stems taller to keep their leaves above it. You've probably sledded right past yuccas with stems taller than you, buried up to their chins."} # fact: soaptree-yucca-stretch
  {knows_stretch: "Every plant out here has a trick for living with moving sand," she said, and caught {hero}'s eye and winked. "Some of you already know the yucca's."}
}
{end_now: -> early_pedestal}
{band:
- "young":
  {hero} put up {their} hand. "We found a yucca buried up to its chin," {they} said. "Will it be okay?"
  {dug: "We dug a little," {hero} added. "Its stem goes straight down!"}
  {dug: The ranger nodded kindly. "Next time, let the lizards do the digging," she said. "Roots hold the dune together. But your yucca is fine. It is stretching right now. When the dune goes, it will stand up tall."|"It is stretching right now," said the ranger. "When the dune goes, it will stand up tall."}
  Then a pale lizard ran across the sand by the pedestal. It hid in the shade.
  {not saw_lizard: "A bleached earless lizard," said the ranger. "Some animals here are pale, so they blend in with the sand."} # fact: animals-here-bleached
  {saw_lizard: "Our lizard friend again!" said {hero}.}
  There were tiny tracks all around the pedestal. Who else lived there?
- "middle":
  {hero} put {their} hand up. "We found a yucca buried up to its chin, at the sledding dunes," {they} said. "Is it going to be okay?"
  {dug: "We dug a tiny bit," {hero} added. "Just a few scoops. Its stem went straight down."}
  {dug: Ranger Montoya smiled, but she shook her head a little too. "Next time, leave the digging to the lizards," she said. "Those roots are holding the dune together, and they don't like being uncovered. But it sounds like a healthy yucca doing its job. It's stretching right now, while we stand here."|"Sounds like a healthy yucca doing its job," said Ranger Montoya. "It's stretching right now, while we stand here. When that dune moves on, it'll be standing tall on its own, and nobody will guess it was ever buried."}
  A pale shape darted across the sand at the foot of the pedestal and stopped in its shade.
  {not saw_lizard: "Bleached earless lizard," the ranger said quietly. "Some animals here, like that lizard and the Apache pocket mouse, are pale so they blend in with the white sand."} # fact: animals-here-bleached
  {saw_lizard: "There's our lizard again," {hero} whispered. "Or its cousin."}
  All around the bottom of the pedestal, the sand was written over with tiny tracks: stitches and dots and little scratchy feet. Some of the tracks led right up to small holes in the pedestal's side.
  The ranger checked her watch. "The walk goes on to the end of the boardwalk," she said. "But feel free to stay and poke around, with your eyes."
- else:
  {hero} put {their} hand up, then felt silly, then kept it up anyway. "We found a yucca buried up to its chin, back at the sledding dunes," {they} said. "Is it going to be okay?"
  {dug: "We dug a tiny bit beside it," {hero} admitted. "Just to see. Its stem went straight down, farther than we could see."}
  {dug: Ranger Montoya gave {them} a long look, though not an angry one. "Then you've seen something most people never do," she said. "But next time, leave the digging to the lizards. Those roots are holding the whole dune together, and every scoop loosens them a little. From what you say, though, that's a perfectly healthy yucca doing its job. It's stretching right now, while we stand here talking about it."|"Sounds like a perfectly healthy yucca doing its job," said Ranger Montoya. "It's stretching right now, while we stand here talking about it. When that dune moves on, it'll be left standing tall, and everyone who walks by will think it was always like that."}
  Just then a pale shape flicked across the sand at the foot of the pedestal and stopped dead in its shade.
  {not saw_lizard: "Bleached earless lizard," the ranger said quietly. "Some animals here, like that lizard and the Apache pocket mouse, have pale colors that help them blend in with the white sand. Out on the dark soil they'd be a snack."} # fact: animals-here-bleached
  {saw_lizard: "There's our lizard again," {hero} whispered to Mom. "Or its cousin. Or its cousin's cousin." The lizard did not say which.}
  All around the bottom of the pedestal, the sand had been written over in tiny tracks: rows of stitches, scatterings of dots, and little scratchy footprints, some of them leading right up to small dark holes in the pedestal's side, as if the whole tower were a building with doors.
  {hero} leaned on the railing and stared at the holes. Some were round, some were slots, and one had a neat little fan of sand spilled in front of it, like a doormat somebody had shaken out that morning.
  The ranger glanced at her watch. "The walk goes on to the end of the boardwalk," she said. "But you're welcome to hang back and poke around here. With your eyes, I mean. Not your fingers."
}
* [Ask the ranger what you can do to help your yucca # act: ask] -> end_promise
* [Look for who lives in the pedestal # act: look] -> end_pedestal_homes
* [Go back to the sledding dunes to say goodbye to your yucca # act: go] -> end_which_yucca

// "End now" at the pedestal: the tower that stayed.
=== early_pedestal ===
# place: interdune
{band:
- "young":
  {hero} looked up at the pedestal. It was like a little tower.
  "The dune went away," said {hero}. "But the bush held on!"
  "Your yucca is holding on too," said the ranger. "In its own way."
  {pal} looked up at the bush on top. "Everybody here is good at holding on," it said.
  The walk went on down the boardwalk. {hero} stayed a moment longer by the pedestal.
  Then {they} ran to catch up. Far away, the dunes shone white in the sun. Somewhere out there, {their} yucca was stretching. # ending: the_tower_that_stayed
- "middle":
  {hero} looked up at the pedestal. It was taller than {them}, hard and pale, with the bush sitting on top as if it had been placed there on purpose.
  "So a whole dune came through here," said {hero}. "And it went away. And the bush just held on and stayed."
  "That's it exactly," said Ranger Montoya. "Your yucca's holding on too, in its own way. Different trick, same idea."
  {pal} gazed up at the bush on top. "Everybody here is really good at holding on," it said. "I think that's the whole secret."
  The group moved on down the boardwalk. {hero} stayed by the pedestal a moment longer, trying to imagine a dune right here, right where {they} stood, taller than the tower, walking slowly away across the flat.
  Then {they} hurried to catch up. Far off, the dunes shone white in the sun. Somewhere out there, at the foot of a steep face, {their} yucca was stretching, a tiny bit at a time, exactly the way it was supposed to. # ending: the_tower_that_stayed
- else:
  {hero} looked up at the pedestal. It was taller than {them}, hard and pale and streaked, with the bush perched on top as though someone had set it there on purpose, like a candle on a cake.
  "So a whole dune came through here," {hero} said slowly. "A whole dune, taller than this. And then it left. And the bush just held on with its roots and stayed exactly where it was."

  "That's it exactly," said Ranger Montoya. "And your yucca's holding on too, in its own way. Different trick, same idea. Nobody here gets to stop the sand. They just find a way to still be standing when it's gone."
  {pal} studied the bush perched on top for a long moment. "Everybody in this park is extremely good at holding on," it said thoughtfully. "I think that might be the whole secret. Of the park. Possibly of everything."
  The group moved on down the boardwalk. {hero} stayed by the pedestal a moment longer, trying to picture a dune right here, taller than the tower, taller than the boardwalk railing, taller than Mom, walking slowly away across the flat over years and years and leaving this behind like a footprint.
  Then {they} hurried to catch up. Far off, the big dunes shone white in the noon sun. Somewhere out there, at the foot of a steep face, {their} yucca was stretching, a tiny bit at a time, exactly the way it was supposed to, with nobody watching and no help needed. # ending: the_tower_that_stayed
}
-> END

// =============================================================================================
// Endings on the nature trail
// =============================================================================================

// Look: the tallest yucca, up close, and a glimpse of the future.
=== end_tallest ===
# place: dune-life
{band:
- "young":
  "Let's go see the tallest one!" said {hero}.
  "Okay," said Mom. "But we must always see a trail post. That is the rule."
  They climbed the dune. {hero} looked back. Yes, there was the post!
  The tall yucca stood right on top. Mom stood next to it. The yucca was taller than Mom! Its stem was covered in old dry leaves, like a shaggy coat. White flowers hung way up high.
  {hero} stood by the stem, careful of the sharp leaves. {They} only came up to the middle of it!
  A black beetle rested in its shade. It was the only shade on the whole dune.
  "Drink," said Mom, and they all had a big drink of water. It was hot up here.
  "This one won the race," said {hero}. "The dune came. The yucca stretched. Then the dune went away."
  {pal} {wiggled()}. "A champion!" it said.
  {hero} thought about the yucca at the sled dune, buried up to its chin.
  "One day, our yucca will be this tall," said {hero}. "And I will come back and see it."
  "It's a deal," said Mom.
  They walked back to the trail post. {hero} looked back one more time. The tall yucca waved its leaves in the wind. # ending: the_tallest_yucca
- "middle":
  "Let's go and see the tallest one," said {hero}.
  "All right," said Mom. "But one rule. We keep a trail post in sight, always. If I can't see a post, we turn around."
  They climbed off the trail toward the tall yucca, and every few steps {hero} turned around to check. There was the post, small and clear behind them.
  Up close, the yucca was even bigger than it had looked. Mom stood beside it, and its leaves spread out above her head like a green umbrella. Its stem was as thick as a fence post and wrapped in a shaggy coat of old dry leaves, and its stalk of white bells swayed high above them all. The sand around its foot was packed and firm, and a shiny black beetle was resting in the little patch of shade.
  {hero} stood beside the stem, careful of the leaves, and Mom laid a hand flat on top of {hero}'s head. {They} came up to barely halfway. "You'd need to grow for a long time to catch this one," said Mom.
  From up here, on top of the dune, they could see yuccas dotted everywhere across the white, some tall, some short, some only tufts of green poking out of the sand. Mom passed round the water, and everybody drank, because there was no shade up here at all except the yucca's.
  "This one won," said {hero}. "The dune came, and it stretched, and stretched, and the dune gave up and walked away."
  {pal} {wiggled()}. "A champion," it said. "Somebody should give it a medal."
  {dug: {hero} thought of the rough brown stem going straight down into the damp sand, out of sight. This was what it would look like one day, standing in the open.}
  {knows_stretch: "Ranger Montoya was right," said {hero}. "It never needed saving. It just needed time. And our yucca will look like this one day, when its dune moves on. I want to come back and see it."|{saw_tall: "It's even taller than the one at the boardwalk," said {hero}. "And our yucca will look like this one day, when its dune moves on. I want to come back and see it."|"Our yucca will look like this one day," said {hero}. "When its dune moves on. I want to come back and see it."}}
  "Then we'll come back," said Mom. "You'll be taller. So will it."
  They walked back to the trail post, checking over their shoulders the whole way. At the post, {hero} turned one last time. Up on its dune, the champion yucca swayed its leaves in the wind, like someone waving from the top of a hill. # ending: the_tallest_yucca
- else:
  "Let's go and see the tallest one," said {hero}. "Up close."
  "All right," said Mom. "But we keep a trail post in sight the whole time, understood? Always. The minute I can't see one, we walk back until I can."
  So they struck off the trail toward the tall yucca, and every few steps {hero} turned around to check, the way you check a pocket for something important. There was the post, small and clear behind them, exactly where they had left it.
  Up close, the yucca was even bigger than it had looked from the trail. Mom stood beside it, and its leaves fanned out far above her head like a spiky green umbrella. Its stem was as thick as a fence post and wrapped in a shaggy coat of old, dry, downward-pointing leaves, and its stalk of white bells swayed high above them all, humming faintly with some insect {hero} couldn't see. The sand around its foot was packed hard, and a shiny black beetle was resting in the small island of shade, the only cool spot for a hundred yards.
  {hero} stood against the stem, careful of the leaves, while Mom laid a hand flat on top of {hero}'s head to measure. {They} came up to barely halfway. "You'd have to grow for years to catch this one," said Mom, "and it isn't planning to wait for you."
  From the top of the dune they could see yuccas dotted right across the white in every direction, tall ones and short ones and ones that were only a green tuft poking out of a slope, like the whole dunefield was one long photograph of the same race taken at different moments. Mom passed round the water, and everyone drank properly, because up here the sun had nothing at all to stop it.
  "This one won," said {hero}. "The dune came, and it stretched, and stretched, and stretched, and in the end the dune gave up and walked away."
  {pal} {wiggled()}. "A champion," it said. "Someone should give it a medal. A very big medal, on a very long ribbon."
  {dug: {hero} thought of the rough brown stem going down into the damp sand, farther than anyone could see without digging up the dune. This was what it was all for: one day, standing in the open, like this.}
  {knows_stretch: "Ranger Montoya was right," said {hero}. "It never needed saving. It just needed time, and nobody sledding into it." It was a strange feeling, being wrong and glad about it at the same time. {They} looked up at the bells. "Our yucca will look like this one day, when its dune finally moves on. I want to come back and see it. I want to be here when it happens."|{saw_tall: "It's even taller than the one at the boardwalk," {hero} said, craning {their} neck. "That one's going to be jealous. And ours will look like this one day, when its dune finally moves on. I want to come back and see it. I want to be here when it happens."|"Our yucca will look like this one day," said {hero}. "When its dune finally moves on. I want to come back and see it. I want to be here when it happens."}}
  "Then we'll come back," said Mom. "You'll be taller by then. So will it. We can measure you against each other."
  They walked back to the trail post, checking over their shoulders the whole way. At the post, {hero} turned one last time. Up on its dune, alone against the blue, the champion yucca swayed its leaves in the wind, like someone waving from the top of a hill to a friend who has promised to come back. # ending: the_tallest_yucca
}
-> END

// Help: freeing a yucca from a plastic bag. The kind of help it can actually use.
=== end_bag ===
# place: dune-life
{band:
- "young":
  "That bag does not belong here," said {hero}. "Let's get it off!"
  "Slowly," said Mom. "The leaf tips are very sharp."
  Mom held the leaves back with her hat. {hero} pulled the bag, a little bit at a time. Wiggle, wiggle, tug!
  {flies(): {pal} held one corner in its beak and pulled too.|{pal} held the bottom of the bag so the wind could not grab it.}
  Pop! The bag came free. The yucca's leaves sprang back up.
  The bag was full of little holes from the sharp leaves. "It was stuck there a long time," said Mom. "Animals can get tangled in bags like this."
  Mom folded the bag into her pocket. "We will put it in a trash can," she said.
  {hero} looked at the yucca. "The sand can't hurt it," {they} said. "It knows how to stretch. But it can't get rid of a bag by itself."
  "That is real help," said Mom.
  On the way back, {hero} found a bottle cap in the sand. {They} put that in Mom's pocket too.
  "We are the cleanup crew!" said {hero}.
  Mom patted her full pocket. "The best kind," she said. # ending: what_doesnt_belong
- "middle":
  "That bag doesn't belong here," said {hero}. "Let's get it off."
  "Carefully," said Mom. "Those leaf tips are needles."
  The bag was snagged on half a dozen leaves at once, flapping and snapping in the breeze. Mom took off her sun hat and used it to hold the sharpest leaves back, and {hero} worked the bag loose a little at a time, one point, then the next, then the next.
  {flies(): {pal} took one corner of the bag in its beak and tugged gently whenever {hero} said now.|{pal} held the bottom of the bag down so the wind couldn't snatch it away.}
  At last it came free. The leaves sprang back into place with a soft rattle, and the yucca stood there in the sun looking exactly the way a yucca should.
  The bag was pricked all over with tiny holes where the points had gone through. "It's been stuck here a long time," said Mom. "Weeks, maybe. And a loose bag is worse than a stuck one. Birds and lizards can get tangled up in them."
  A gust grabbed at the bag in {hero}'s hand, and {they} held on tight. {They} could just imagine it sailing off across the dunes to snag on the next yucca, and the next.
  Mom folded the bag small and zipped it into her pocket. "That goes in a trash can, not back in the wind," she said.
  {hero} stood looking at the yucca for a while. "The sand can't really hurt it," {they} said. "It knows how to handle sand. It's been doing that forever. But it can't get rid of a bag by itself."
  "So that's how you help a yucca," said Mom. "Not by fighting the dune. By taking away the thing that doesn't belong."
  {knows_stretch: "That's what the ranger meant," said {hero}. "Keep the sleds off it. Keep the trash off it. It'll do the rest."}
  On the walk back along the trail, {hero} kept a lookout, and found a bottle cap half buried beside a post, and then a bit of string. Both went into Mom's pocket.
  "We're the cleanup crew," {hero} announced. {pal} said it would like a badge.
  When they reached the car, {hero} looked back over the dunes, bright and clean and white, and felt lighter than {they} had all day. # ending: what_doesnt_belong
- else:
  "That bag doesn't belong here," said {hero}. "We're getting it off."
  "Carefully," said Mom. "Those leaf tips really are needles. Go slow, and go when I say."
  The bag was snagged on half a dozen leaves at once, snapping and billowing in the breeze like a trapped bird. Mom took off her sun hat and used the brim to press the sharpest leaves back, one cluster at a time, and {hero} worked the plastic loose inch by inch, easing it off one point, then the next, then the next, with {their} tongue between {their} teeth.
  {flies(): {pal} took one corner of the bag in its beak and tugged, very gently, every time {hero} said now, and let go every time {hero} said wait, which was more often.|{pal} pinned the bottom of the bag down so the wind couldn't snatch it and drag it deeper onto the spikes, and gave a running commentary on how well everyone was doing.}
  At last it came free all at once. The leaves sprang back into place with a soft, dry rattle, and the yucca stood there in the sun looking, for the first time, exactly the way a yucca ought to look.
  The bag was pricked all over with tiny holes where the needle points had gone through it, dozens of them, like a map of every windy day it had spent stuck there. "That's been here for weeks," said Mom quietly. "Maybe months. And honestly, a loose bag is worse than a stuck one. Birds and lizards can get tangled up in them and never get free."
  Just then a gust snatched at the bag in {hero}'s fist, and {they} clamped down hard on it. For a second {they} could see exactly what would have happened if {they} had let go: the bag sailing off across the white, tumbling over crest after crest, until it snagged on the next yucca, and then the next, forever.
  Mom folded the bag into a tight little square and zipped it into her pocket. "That goes in a trash can," she said. "Not back into the wind to land on the next yucca."
  {hero} stood looking at the plant for a long moment. "The sand can't really hurt it, can it," {they} said. It wasn't quite a question. "It knows all about sand. It's been handling sand for, like, its whole life. But it can't take a bag off by itself. It doesn't have hands."
  "So that's how you help a yucca," said Mom. "Not by fighting the dune. You'd lose that one. By taking away the thing that doesn't belong here."
  {knows_stretch: "That's what the ranger meant," said {hero} slowly. "Keep the sleds off it. Keep the trash off it. It'll handle the rest. It's been handling the rest for years."}
  On the walk back along the trail, {hero} kept a sharp lookout and found a bottle cap half buried beside a post, and then a faded bit of string tangled around a clump of grass. Both went into Mom's pocket with the bag.
  "We're the cleanup crew," {hero} declared. "Official." {pal} said that in that case it would like a badge, or a hat, and that a hat would be acceptable.
  When they reached the car, {hero} turned and looked back over the dunes, bright and clean and rolling off white to the mountains, and felt lighter than {they} had all morning, as if the bag had been snagged on {them} too, and somebody had finally worked it loose. # ending: what_doesnt_belong
}
-> END

// Wait: the cottonwood's shade, and a list of tricks. The tallest yucca stays far off (the cost).
=== end_cottonwood ===
# place: dune-life
{band:
- "young":
  "It is so hot," said {hero}. "Can we sit in the shade?"
  They went down to the cottonwood tree. Under its leaves, it was cool and green. Ahh!
  By the trunk, there was a tiny hole with a fan of sand around it. Tiny footprints went in and out. "A pocket mouse lives there," said Mom. "It sleeps all day, where it is cool. It comes out at night."
  "How can a big tree live here?" asked {hero}. "It is so dry!"
  "Its roots go down deep," said Mom. "There is water under the dunes. The roots find it."
  {hero} thought about it. "The yucca grows up," {they} said. "The tree grows down. The mouse sleeps all day. They all have a trick!"
  {saw_lizard: "And the lizard is white like the sand," said {hero}. "That is a trick too!"}
  {pal} {wiggled()}. "My trick is sitting in the shade," it said.
  They rested for a long time. When they got up, the sun had moved. It was time to go.
  They never did get to the tallest yucca. It was too far, and too hot. But {hero} waved at it from the trail.
  "Next time," said {hero}. "We will come early, when it is cool." # ending: shade_and_tricks
- "middle":
  "It's so hot," said {hero}. "Can we sit in the shade for a bit?"
  They went down into the hollow and sat under the cottonwood. After the blazing white of the dunes, the shade felt like jumping into a pool. Leaves rustled overhead.
  Near the trunk, {hero} spotted a hole no bigger than a coin, with a little fan of sand spilled out in front of it and a line of tiny footprints going in and out. "Pocket mouse, I think," said Mom. "They sleep through the heat down in their burrows and only come out at night. They're pale, too, like the sand. Smart little things."
  "Smarter than us," said {pal}. "We came out at noon."
  "How can a tree this big live here?" asked {hero}. "It's the desert."
  "Its roots go down to water," said Mom. "There's water under these dunes, not very far down. A cottonwood only grows where its roots can reach it."
  {dug: "The damp sand!" said {hero}. "When I dug by the yucca, it got wet at the bottom. That's the water."}
  {hero} lay back and looked up through the leaves, thinking. "The yucca stretches up," {they} said. "The cottonwood reaches down. The fallen yucca turned its leaves around. The pocket mouse sleeps through the heat. Everything here has a trick."
  {saw_lizard: "And the lizard matches the sand," {hero} added. "That's a trick too."}
  {pal} {wiggled()}. "My trick is lying in the shade," it said. "It's very advanced."
  They stayed until everyone's faces had stopped feeling hot, and drank most of the water. By then the sun had swung around, and Mom looked at the time and said they had to start back.
  They never did get to the tallest yucca. It was too far, and too hot, and the day had slipped by. {hero} felt a pang about it. But from the trail, {they} could still see it standing on the skyline, and {they} waved.
  "Next time we come in the morning," said {hero}, "while it's cool. And we go to that one first." # ending: shade_and_tricks
- else:
  "It's so hot," said {hero}, and heard how whiny it sounded, and didn't care. "Can we please sit in the shade for a bit?"
  They went down into the hollow and sat under the cottonwood. After the blazing white glare of the dunes, the shade felt like stepping into a swimming pool with your clothes on: a shock, and then pure relief. Leaves rustled overhead with a papery sound, and somewhere in the branches a bird was complaining about something.
  Near the foot of the trunk, {hero} spotted a hole no bigger than a coin, with a neat little fan of sand spilled out in front of it like a doormat and a line of tiny footprints running in and out. "Pocket mouse, I think," said Mom, crouching. "They sleep through the heat down in their burrows where it's cool and only come out at night. They're pale too, like the sand, like the lizards. They carry seeds home in little pockets in their cheeks."
  "Smarter than us," said {pal}, flopping down in the shade. "We came out at noon. On purpose."
  "How does a tree this big even live here?" said {hero}. "It's the desert. There's no water."
  "There is, though," said Mom. "Not on top. Underneath. There's water under these dunes, not very far down, and a cottonwood only grows where its roots can reach it. It's basically a tree with a very long straw."
  {dug: "The damp sand," said {hero}, sitting up. "When I dug beside the yucca, it got wet at the bottom. That was the water. That's what the yucca's drinking too."}
  {hero} lay back and looked up through the leaves, and let the thoughts line up. "The yucca stretches up," {they} said. "The cottonwood reaches down. The fallen yucca just turned its leaves around. The pocket mouse sleeps through the worst of it. Everything out here has a trick. Nothing just sits there and hopes."
  {saw_lizard: "And the lizard matches the sand," {hero} added. "That's a trick too. A disappearing trick."}
  {pal} {wiggled()}. "My trick," it said, stretching out full length in the coolest spot, "is lying in the shade. It's very advanced. Years of practice."
  They stayed until everyone's faces had stopped glowing and most of the water was gone. By then the sun had swung around, and Mom checked the time and said, gently, that they needed to start back.
  They never did get to the tallest yucca. It was too far, and too hot, and the day had slipped away from them under the tree. {hero} felt the pang of that, a small hollow place where the yucca should have been. But from the trail {they} could still see it, standing alone on the skyline with its leaves against the blue, and {they} stopped and waved.
  "Next time we come in the morning, while it's cool," said {hero}. "And we go straight to that one first. Before anything else."
  "Before anything," Mom agreed. "Even sledding." That was how {hero} knew she meant it. # ending: shade_and_tricks
}
-> END

// =============================================================================================
// Endings with the yucca
// =============================================================================================

// Wait: the lizard shows what the yucca is for.
=== end_lizard_home ===
# place: sledding-dunes
{band:
- "young":
  {hero} sat very, very still. So did {pal}. So did Mom.
  The lizard lay in the yucca's shade. Its sides went in and out. In and out.
  {hero} could see it had no ear holes at all. Its skin was smooth where its ears should be.
  A little fly landed on the sand. Snap! The lizard caught it!
  Then, far away, a sled went whoosh. The lizard wiggled its head into the sand. Wiggle, wiggle! It dug itself right under the yucca's leaves. Now only its eyes showed. Then not even those.
  A shiny black beetle came walking by. It went right into the yucca's shade too. Then it sat there, like it was waiting for a bus.
  "It lives here," said {hero}. "The yucca is its house!"
  "The yucca gives it shade," said Mom. "And a place to hide."
  {hero} looked at the yucca. {They} had come to save it. But the yucca was busy. It was looking after the lizard!
  {pal} {wiggled()}. "A yucca with a lizard inside," it said. "Like a sandwich."
  They tiptoed away, very quietly, so the lizard could sleep. # ending: the_lizards_yucca
- "middle":
  {hero} sat very still. {pal} sat very still. Even Mom, who was not good at sitting still, sat very still.
  The lizard lay in the thin shade of the yucca's leaves, its sides going gently in and out. Up close, {hero} could see its tiny scales, and the smooth place where ear holes ought to be, and a faint gray freckle pattern down its back that looked exactly like the shadows of sand grains. A small fly landed on the sand in front of it. Snap. The fly was gone, and the lizard hadn't seemed to move at all.
  Then, over on the next dune, a sledder whooped. The lizard tilted its head, pushed its nose into the loose sand under the yucca, and wriggled, side to side, faster and faster, until its whole body had slid under the surface. For a second {hero} could still see its eyes. Then {they} couldn't.
  "It dug itself in," {hero} whispered. "Right under the yucca."
  "It lives here," said Mom softly. "The yucca gives it shade. The roots hold the sand just right for hiding. It's the lizard's house."
  As if to prove her point, a shiny black beetle came trundling across the sand, walked straight into the yucca's shade, and settled down right above the spot where the lizard had disappeared, like someone sitting down on a bench to wait for a bus.
  {hero} looked at the little tuft of leaves and its tall stalk of bells. {They} had come all this way to save it. And the whole time, the yucca had been busy looking after somebody else.
  {knows_stretch: "So the yucca keeps stretching," said {hero}, "and the lizard keeps living under it, and they both keep going."}
  {dug: {hero} was suddenly glad {they} had filled the hole in so carefully. It was somebody's front yard.}
  {pal} {wiggled()}. "A yucca with a lizard in the basement," it said. "Like a house with a secret room."
  They tiptoed away across the sand, very quietly, so as not to wake whoever was living downstairs. At the car, {hero} looked back one more time. The yucca's white bells were nodding in the breeze, as if it were keeping watch. # ending: the_lizards_yucca
- else:
  {hero} sat very still. {pal} sat very still. Even Mom, who was famously bad at sitting still, sat very still, with one hand frozen halfway to her hat.
  The lizard lay in the thin slice of shade under the yucca's leaves, its sides moving gently in and out. Up close, {hero} could make out its tiny beaded scales, the smooth blank place where ear holes ought to be, and a faint gray freckling down its back that looked exactly like the shadows of sand grains, as if it had been painted by someone standing on this very dune. A small fly landed on the sand a few inches in front of it. Snap. The fly was gone, and the lizard did not appear to have moved at all, which {hero} thought was either a magic trick or extremely good manners.
  Then, over on the next dune, a sledder whooped. The lizard tilted its head, pushed its nose into the loose sand right under the yucca, and began to wriggle, side to side, faster and faster, shimmying downward, until its whole pale body had slipped beneath the surface like a spoon into sugar. For one second {hero} could still see its eyes, two dark dots in the white. Then {they} couldn't.
  "It dug itself in," {hero} breathed. "Right under the yucca."
  "It lives here," said Mom, very softly. "The yucca gives it shade. The roots keep the sand just right for burrowing. It's the lizard's house."
  As if to prove her point, a shiny black beetle came trundling across the sand from nowhere, marched straight into the yucca's shade, and settled down right on top of the spot where the lizard had vanished, like a commuter sitting down on a bench to wait for a bus, entirely unaware that there was someone asleep underneath it.
  {hero} looked at the little tuft of leaves and its tall stalk of bells, and something in {their} chest shifted. {They} had come all this way to rescue the yucca. And the whole time, the yucca had been quietly busy rescuing somebody else.
  {knows_stretch: "So the yucca keeps stretching," said {hero}, "and the lizard keeps living under it, and the dune keeps coming, and they all just keep going. Together."}
  {dug: {hero} felt a sudden, enormous relief that {they} had filled the hole in so carefully. {They} had been digging in somebody's front yard.}
  {pal} {wiggled()}. "A yucca with a lizard in the basement," it said. "Like a house with a secret room. I've always wanted a secret room."
  "How long will it stay down there?" {hero} whispered.
  "Until it's cooler, I'd guess," Mom whispered back. "It'll come out when the sun's lower. It knows exactly when. It doesn't need a watch."
  They tiptoed away across the sand as quietly as three creatures can tiptoe on a dune, so as not to disturb whoever was living downstairs. At the car, {hero} looked back one more time. The yucca's white bells were nodding in the breeze above the sand, and it looked, {hero} thought, exactly like something keeping watch over a sleeping friend. # ending: the_lizards_yucca
}
-> END

// Go: up the back of the dune to watch the race between sand and stretch.
=== end_the_race ===
# place: sledding-dunes
{band:
- "young":
  {route == "ranger": Up they went again, up the gentle side of the dune, slowly this time. Not the steep side! That would push sand onto the yucca.|They climbed up the back of the dune. Not the steep side! That would push sand onto the yucca.}
  At the top, {hero} lay on {their} tummy and peeked over.
  The wind blew. Tiny grains hopped up the back of the dune, hop, hop, hop. At the top, they tipped over. Then they slid down the steep side, right toward the yucca.
  "The dune is walking!" said {hero}. "It is walking over the yucca!"
  {hero} put one finger flat on the sand at the very top. Tickle, tickle. Grains hopped over it. Soon {their} fingertip was covered up!
  {not knows_stretch: "The wind pushes a dune like this along many feet every year," said Mom.} # fact: dunes-move-feet
  {knows_stretch: "The ranger told us about this," Mom remembered. "Many feet every year."}
  "It is a race," said {hero}. "The sand comes down. The yucca grows up."
  {hero} cupped {their} hands around {their} mouth. "Stretch, yucca! You can do it!"
  {pal} {wiggled()}. "Go, yucca, go!" it cheered.
  Then they sledded down the other side, the bare side. Whoosh! Feet first, far away from the yucca. # ending: the_slow_race
- "middle":
  {route == "ranger": So they climbed the gentle back of the dune a second time, slowly now, with nobody to chase. They kept off the steep face, because climbing it would have sent even more sand pouring down onto the yucca.|They climbed up the gentle back of the dune, not the steep face, because climbing the face would have sent even more sand pouring down onto the yucca.}
  At the top, {hero} lay flat on {their} stomach and peered over the crest.
  The wind was blowing from behind them. Grains of sand were hopping up the back of the dune, one little bounce after another, and at the very top they tipped over the edge and slid away down the steep face, straight toward the yucca's leaves far below.
  "It's walking," said {hero}. "The whole dune is walking. Right over the top of it."
  {hero} laid one finger flat on the sand right at the crest and held still. Grains bounced against it, tickling, and piled up on the uphill side, and after a minute {their} fingertip had disappeared under a tiny drift. {They} pulled it out and laughed. The dune had walked over {them} too.
  {not knows_stretch: "I read that some dunes here can travel up to thirty feet in a year," said Mom. "This one's on its way somewhere."} # fact: dunes-move-feet
  {knows_stretch: "Ranger Montoya said up to thirty feet a year," Mom remembered. "That's about as long as a school bus."}
  {hero} watched the sand trickle down and the yucca's leaves poking up through it, and suddenly {they} understood. "It's a race," {they} said. "The dune is burying it, and the yucca is stretching up. Slowly. Both of them. And the yucca just has to keep stretching until the dune goes past."
  {dug: "And it's got a head start," {hero} added. "That stem goes way down. We couldn't even see the bottom."}
  {hero} cupped {their} hands around {their} mouth. "Keep stretching!" {they} called down the face. "You can do it!"
  {pal} {wiggled()}. "Go, yucca, go!" it yelled. "Show that dune who's boss!"
  A sledder on the next dune looked over at them, puzzled. Mom just waved.
  Then they took the saucer down the far side of the dune, the bare side, where nothing grew at all, and {hero} rode it feet first all the way to the bottom, a long way from the yucca, still cheering. # ending: the_slow_race
- else:
  {route == "ranger": So they climbed the dune's gentle back a second time, slowly now, with no sledders to chase and nothing to shout about. They stayed well off the steep face, because {hero} had worked out that clambering up it would only send more sand pouring down onto the yucca, which was exactly the opposite of the point.|They climbed up the gentle back of the dune, not the steep face, because {hero} had worked out that clambering up the face would only send more sand pouring down onto the yucca, which was exactly the opposite of the point.}
  At the top, {hero} lay flat on {their} stomach and peered over the crest like a spy.
  The wind was at their backs. Grains of sand were hopping up the long back of the dune, one little bounce after another, like a crowd of tiny, determined commuters, and at the very top each one hesitated, tipped over the edge, and slid away down the steep face, straight toward the tuft of green leaves far below.
  "It's walking," {hero} said. "The whole dune is walking. Right over the top of it. You can actually see it happening."
  {hero} laid one finger flat on the sand at the very crest and held perfectly still. Grains bounced against it, tickling, and began to pile up on the uphill side, and in about a minute {their} fingertip had vanished under a tiny drift, as if the dune had simply decided {they} {were} in the way and walked over {them}. {hero} pulled it out and laughed, and then stopped laughing, because it was exactly what the dune was doing to the yucca, only the yucca couldn't pull its finger out. It had to grow.
  {not knows_stretch: "I read that some of these dunes can travel up to thirty feet in a year," said Mom, settling down beside {them}. "This one's definitely on its way somewhere."} # fact: dunes-move-feet
  {knows_stretch: "Ranger Montoya said up to thirty feet a year," Mom murmured, settling down beside {them}. "That's about the length of a school bus. Every single year."}
  {hero} watched the sand trickle down and the yucca's leaves poking up through it, and all at once {they} understood the whole thing, the way you suddenly see the second picture in an optical illusion. "It's a race," {they} said. "The dune's burying it, and the yucca's stretching up to stay on top. Both of them, really slowly. And the yucca doesn't have to win forever. It just has to keep stretching until the dune goes past."
  {dug: "And it's got a head start," {hero} added. "That stem went down farther than we could see. It's been winning for years."}
  {hero} cupped {their} hands around {their} mouth. "Keep stretching!" {they} called down the face, feeling ridiculous and not caring at all. "You can do it!"
  {pal} {wiggled()}. "Go, yucca, go!" it bellowed. "Show that dune who's in charge!"
  A sledder on the next dune over stopped halfway up, saucer in hand, and stared at them. Mom gave him a cheerful wave, as if cheering for plants were a completely normal family activity, which, {hero} decided, it now was.
  Then they took the saucer down the far side of the dune, the bare side, where nothing grew at all, and {hero} rode it feet first all the way to the bottom in one long, hissing glide, a long way from the yucca, still cheering it on. # ending: the_slow_race
}
-> END

// Ask: Mom paces the dune, and they make a date with the yucca.
=== end_yucca_date ===
# place: sledding-dunes
{band:
- "young":
  "Mom, when will the dune go past?" asked {hero}.
  "Let's find out," said Mom. She walked around the side of the dune, from the yucca all the way to the end of the dune's back. She counted her big steps. "Thirty steps! This dune is as long as thirty of my steps."
  "How fast does it move?" asked {hero}.
  {not knows_stretch: "The wind can push a dune about ten of my big steps in one year," said Mom. "Ten steps every year, and thirty steps to go."} # fact: dunes-move-feet
  {knows_stretch: "The ranger said the wind moves dunes many feet every year," said Mom. "That is about ten of my big steps. Ten steps every year, and thirty steps to go."}
  {hero} counted on {their} fingers. "Ten, twenty, thirty. Three years!"
  "Maybe more," said Mom. "If the wind is lazy."
  "But the dune will move," said {hero}. "Everything will look different. How will we find our yucca again?"
  Mom smiled. "The yucca stays. The dune moves. So we mark where the yucca is." She marked the spot on the map in her phone, right on top of the yucca.
  "In three years, I will be so much bigger!" said {hero}.
  "And the yucca will be standing up tall," said Mom.
  {hero} looked at the yucca. "I will come back and see you," {they} said. "It is a date."
  {pal} {wiggled()}. "I will come too," it said. "I will bring a cake."
  They walked back to the car. {hero} looked back and waved. The yucca's flowers nodded. # ending: a_date_with_a_yucca
- "middle":
  "Mom," said {hero}. "When will the dune be past it? Can we work it out?"
  Mom looked at the dune, then at {hero}, and grinned. "Let's try." She walked around the side of the dune, from the yucca all the way to where the dune's long back ran out, counting her steps out loud. "Thirty-one," she said. "So the whole dune is about a hundred feet long, front to back. {not knows_stretch: And I read that some dunes here can travel up to thirty feet in a year."|And Ranger Montoya said up to thirty feet a year."} # fact: dunes-move-feet
  {hero} did the sum on {their} fingers. "A hundred feet, thirty feet a year. So about three years. Maybe more, if the wind is lazy."
  "Three years," said Mom. "Then your yucca will be standing up in the open, on its long stem, with the dune gone somewhere else."
  "I'll be three years older," said {hero}. "That's forever."
  "It's nothing," said {pal}. "Not to a yucca."
  Then {hero} frowned. "But the dune's going to move. In three years, everything will look different. How will we ever find it again?"
  Mom thought about it. "The yucca stays put," she said. "It's the dune that moves. So we don't remember the dune. We remember where the yucca is." She took out her phone and marked the exact spot on the map, and then, for good measure, {hero} made her take a picture of the mountains behind it, so they could line it up.
  {dug: {hero} thought of the rough stem under the sand, going straight down past the bottom of their little hole. In three years, all of that would be out in the sunshine.}
  {hero} knelt down, a careful distance from the leaves. "I'm coming back," {they} told the yucca. "In three years. So keep stretching. It's a date."
  {pal} {wiggled()}. "I'll bring a cake," it said. "A very small one. Yucca-sized."
  They walked back to the car, and {hero} kept turning to look. On the way, Mom set a reminder for three years from today. It just said YUCCA.
  At the car, {hero} waved. Across the sand, the yucca's white bells nodded in the breeze, as if it had written the date down too. # ending: a_date_with_a_yucca
- else:
  "Mom," said {hero}. "When will the dune actually be past it? Can we work it out? Like, really?"
  Mom looked at the dune, then at {hero}, and a slow grin spread across her face, the one she got when somebody asked her a question with numbers in it. "Let's try." She walked around the side of the dune, from the yucca all the way to where its long gentle back finally ran out into flat sand, counting her steps out loud with great ceremony. "Thirty-one," she announced. "Call it a hundred feet, front to back, give or take. That's how far the dune has to travel to get past. {not knows_stretch: And I read that some of these dunes can travel up to thirty feet in a year, when the wind's doing its job."|And Ranger Montoya said up to thirty feet a year, when the wind's in the mood."} # fact: dunes-move-feet
  {hero} did the sum on {their} fingers, then did it again to be sure. "A hundred feet, thirty feet a year. So about three years. Maybe more, if the wind is lazy. Maybe less, if it's in a hurry."
  "Three years," said Mom. "Give or take. And then your yucca will be standing up out in the open on its long stem, with the dune gone on to bother somebody else."
  "I'll be three years older," said {hero}. "That's practically forever."
  "It's nothing," said {pal}. "Not to a yucca. To a yucca, three years is a long weekend."
  Then {hero} frowned as a problem surfaced. "But the dune's going to move. That's the whole point. In three years, this whole place will look different. The dune will be somewhere else. How will we ever find it again?"
  Mom considered this seriously. "The yucca stays put," she said. "It's the dune that wanders off. So we don't try to remember the dune. We remember where the yucca is." She took out her phone and marked the exact spot on its map, and then {hero}, who did not entirely trust phones, made her turn around and note which peak of the far mountains sat directly behind the yucca, so they could line it up by eye, the old-fashioned way.
  {dug: {hero} thought of the rough stem under the sand, going straight down into the damp dark, past anywhere {their} fingers could have reached. In three years, all of that would be out in the sunshine, and nobody would believe it had ever been buried.}
  {hero} knelt down, a careful distance from the needle-tipped leaves. "I'm coming back," {they} told the yucca quietly. "In three years. So you keep stretching, and I'll keep growing, and we'll see who's taller. It's a date."
  {pal} {wiggled()}. "I'll bring a cake," it said. "A very small one. Yucca-sized. With one candle, for every foot you've stretched."
  They walked back to the car, and {hero} kept turning around to look. On the way, without saying anything, Mom set a reminder on her phone for three years from today. It just said YUCCA, in capitals.
  At the car, {hero} turned and waved. Across the sand, the yucca's white bells nodded in the breeze, slowly, as if it had written the date down too and had every intention of keeping it. # ending: a_date_with_a_yucca
}
-> END

// =============================================================================================
// Endings on the ranger's walk
// =============================================================================================

// Ask: what can I do? Three things, and the third one is to pass it on.
=== end_promise ===
# place: interdune
{band:
- "young":
  "What can I do to help my yucca?" asked {hero}.
  Ranger Montoya held up three fingers. "One: sled only where no plants grow. Two: do not dig around plants. Three: tell somebody else what you learned today."
  {hero} looked around. A little boy in a red cap was standing on the boardwalk.
  "Did you know," said {hero}, "that yuccas can stretch? When a dune covers them, they grow taller!"
  The boy's eyes went wide. "Dad!" he shouted. "Yuccas can stretch!"
  His dad came over. "Really?" he said. {hero} told him all about the yucca at the sled dune. The dad nodded. "We'll sled where there are no plants, then," he said.
  The ranger laughed. "People made White Sands a national park in 2019, to keep it safe," she said. "Now it is your turn to help." # fact: monument-1933-2019
  {pal} {wiggled()}. "You are a ranger helper now!" it said.
  {hero} looked out at the dunes. Far away, {their} yucca was stretching. And now two more people knew its secret. # ending: pass_it_on
- "middle":
  "What can I do to help my yucca?" asked {hero}. "Really help."
  Ranger Montoya held up three fingers. "One. Sled only where nothing grows at the bottom. Two. No digging around plants, ever. Their roots are holding everything together." She folded down two fingers and waggled the last one. "Three. Tell one other person what you learned today. That's the one most people forget."
  {hero} looked around. A little boy in a red cap was standing at the railing a few steps away, squinting at the pedestal as if he expected it to do something.
  {hero} took a breath. "Did you know yuccas can stretch?" {they} said. "When a dune covers them up, they grow their stems taller to keep their leaves above the sand. There's one at the sledding dunes buried right up to its chin, and it's fine."
  The boy's mouth fell open. He turned around. "Dad! Dad! Yuccas can stretch!"
  His dad wandered over, looking doubtful, and the boy made {hero} tell it all again, from the sled spinning off course to {dug: the stem going straight down into the damp sand|the sand trickling down onto its leaves}. By the end the dad was nodding slowly. "We were about to go sledding," he said. "We'll find a dune with nothing growing at the bottom."
  The ranger laughed out loud. "There you go," she said. "People decided to protect this place in 1933, when they made it a national monument, and they decided it all over again in 2019, when it became a national park. Now it's your turn. A park doesn't look after itself. It takes people who know things and say them." # fact: monument-1933-2019
  {pal} {wiggled()}. "You're practically a ranger now," it said. "Minus the hat."
  {hero} looked out past the boardwalk to the far white dunes. Somewhere out there, {their} yucca was stretching, a tiny bit at a time. And now two more people in the world knew its secret, and one of them was already running down the boardwalk to tell his little sister. # ending: pass_it_on
- else:
  "What can I actually do to help my yucca?" asked {hero}. "Not just feel better about it. Really help."
  Ranger Montoya held up three fingers. "One. Sled only where nothing is growing at the bottom. Two. No digging around plants, ever, not even a little. Their roots are holding this whole place together." She folded down two fingers and waggled the last one in the air. "Three. Tell one other person what you learned today. That's the one most people skip, and it's the one that matters most."
  {hero} looked around. A little boy in a red cap was standing at the railing a few steps away, squinting at the pedestal with deep suspicion, as if he expected it to get up and leave.
  {hero} took a breath, which was sillier than it should have been. "Did you know yuccas can stretch?" {they} said. "When a dune buries them, they grow their stems taller to keep their leaves above the sand. There's one at the sledding dunes buried right up to its chin, and it's completely fine. It's probably taller than your dad, underneath."
  The boy's mouth fell open. He spun around. "Dad! DAD! Yuccas can stretch!"
  His dad wandered over, looking politely doubtful in the way grown-ups look when children tell them things, and the boy made {hero} tell the whole story again, from the runaway sled to the leaves sticking out of the sand, {dug: and then to the stem going straight down into the damp, farther than anyone could see|and then to the sand still trickling down on top of them}. By the end, the doubtful look had gone. "We were about to go sledding," the dad said slowly. "We'll find a dune with nothing growing at the bottom. Thanks for telling us."
  The ranger laughed out loud, a real laugh. "There you go," she said. "People chose to protect this place back in 1933, when it became a national monument, and they chose it again in 2019, when it became a national park. Now it's your turn. A park doesn't look after itself. It takes people who notice things, and then open their mouths about them." # fact: monument-1933-2019
  She tipped her flat hat to {hero}, the way you might to another ranger, and went off to catch up with her group. {hero} stood there feeling about a foot taller, which, {they} thought, was probably how the yucca felt most of the time.
  {pal} {wiggled()}. "You're practically a ranger now," it said. "Minus the hat. And the truck. And the training. But practically."
  {hero} looked out past the end of the boardwalk to the far white dunes shimmering in the heat. Somewhere out there, {their} yucca was stretching, a fraction of an inch at a time, with sand up to its chin. It didn't know that anyone had been worried about it, and it didn't know that anyone was talking about it. But two more people in the world now knew its secret, and one of them was already racing down the boardwalk to find his little sister, shouting about yuccas the whole way. # ending: pass_it_on
}
-> END

// Look: the pedestal is an apartment building, and everyone is home.
=== end_pedestal_homes ===
# place: interdune
{band:
- "young":
  {hero} leaned on the railing and looked at the pedestal. Who lived there?
  Little stitched tracks ran across the white sand to a hole. "A beetle lives in there!" said {hero}.

  A smooth little line ran to another hole under the roots. "That is where the lizard hides," said Mom.
  Then {hero} saw big tracks shaped like an X. Whose were those?
  Tap, tap, tap. A bird came running along the sand! It had a long tail and a spiky crest. It was a roadrunner!
  The roadrunner looked all around the pedestal. But nobody came out. Then it ran off across the flat ground.
  A moment later, a pale little nose poked out from under the roots. The lizard was safe at home!
  "The pedestal is like a house with lots of rooms," said {hero}.
  {pal} {wiggled()}. "Everyone needs a home," it said.
  "And one day," said Mom, "your yucca might give homes to animals too." # ending: the_pedestal_apartments
- "middle":
  {hero} leaned on the railing and studied the pedestal the way a detective studies a door.
  A row of tiny stitches ran across the sand and disappeared into a small hole at the pedestal's foot. "Beetle," said {hero}. "It lives in there, out of the sun."
  A smoother line, with little scratchy footprints on each side, led to a slot under the roots, where the sand was packed firm. "And that's where the lizard goes," said Mom. "Right under the bush."
  Then {hero} spotted bigger tracks, shaped like little X's, crossing back and forth around the base as if something had been searching.
  Tap, tap, tap. A bird came sprinting along the flat ground beside the boardwalk: long legs, a long tail held out straight behind, and a shaggy crest on its head. A roadrunner. It stopped beside the pedestal and looked around with one bright eye.
  "It's checking who's home," {hero} whispered.
  Nobody was. Not that it could see. The roadrunner waited, flicked its tail, and dashed off across the flat. A moment later, a pale nose poked out from under the roots, then the whole lizard, which climbed onto a root, looked in the direction the roadrunner had gone, and did three quick push-ups, as if to say it had never been worried at all.
  {hero} laughed so hard {they} had to hold onto the railing.
  "The pedestal is like an apartment building," said {hero}. "Shade and hiding places and hard sand for digging. Everybody lives here."
  "Because the bush held on when the dune went," said Mom. "And one day, when the dune goes past your yucca, it'll be standing there giving shade to somebody too."
  {pal} {wiggled()}. "I'd like a room," it said. "Top floor. View of the dunes."
  When they walked on down the boardwalk, {hero} kept looking back. The pedestal stood there in the sun, quiet, full of lodgers, every one of them safe at home. # ending: the_pedestal_apartments
- else:
  {hero} leaned on the railing and studied the pedestal the way a detective studies a door with scratches on the lock.
  A row of tiny stitches ran across the sand and disappeared into a small round hole at the pedestal's foot. "Beetle," said {hero}. "It lives in there. Out of the sun, in the cool."
  A smoother trail, with tiny scratchy footprints on each side and a thin line dragged down the middle, led to a slot under the roots, where the sand was packed hard and dark. "And that," said Mom, "is where our lizard goes. Right under the bush. Front door."
  Then {hero} spotted bigger tracks, shaped like little X's, crossing back and forth around the base of the pedestal in loops, as if someone had been walking round and round it, searching.
  Tap, tap, tap. A bird came sprinting along the flat ground beside the boardwalk, all legs and tail: a long tail held out straight behind it like a rudder, a shaggy crest on its head, and a speckled, streaky body. A roadrunner. It skidded to a stop beside the pedestal and cocked its head, inspecting the holes with one bright, unblinking eye.
  "It's checking who's home," {hero} whispered, and found that {they} {were} holding {their} breath.
  Nobody was home, as far as the roadrunner could tell. Nobody so much as twitched. The bird waited, flicked its tail twice in what looked like annoyance, and dashed off across the flat in a blur of legs. A moment later, a pale nose poked out from under the roots, considered the world, and then the whole lizard emerged, climbed onto a root, turned to face the direction the roadrunner had gone, and did three brisk push-ups, as if to announce that it had never been worried, not for one second, and would thank everyone not to suggest otherwise.
  {hero} laughed so hard {they} had to hold onto the railing, and even Mom snorted.
  "The pedestal's an apartment building," said {hero}. "It's got shade, and hiding places, and hard sand for digging. Everybody lives here. The whole neighborhood."
  "Because the bush held on when the dune left," said Mom. "And one day, when the dune has gone past your yucca, it'll be standing out there giving shade and shelter to somebody, too. Maybe a lizard. Maybe a beetle with good taste."
  {pal} {wiggled()}. "I'd like to put my name down for a room," it said. "Top floor. View of the dunes. Away from the roadrunner."
  When they walked on down the boardwalk, {hero} kept looking back over {their} shoulder. The pedestal stood there in the noon sun, quiet and ordinary-looking, full of lodgers, every one of them safe at home, and {hero} knew {they} would never again walk past a lump of sand without wondering who was inside. # ending: the_pedestal_apartments
}
-> END

// Go back: the wind has smoothed the tracks, and their yucca can't be found (the cost).
=== end_which_yucca ===
# place: sledding-dunes
{band:
- "young":
  They drove back to the sled dunes to say goodbye to the yucca. There were lots of places to park. Mom picked the one she thought was theirs.
  But the wind had been busy. It had smoothed away their sled tracks. The dunes stood in a long white row, and they all looked alike!
  "Which one is it?" asked {hero}.
  They looked and looked. There was a yucca buried up to its chin here. There was another one over there, buried up to its waist. And one stood up tall!
  {dug: One had a smooth patch of sand beside it. Was that their filled-in hole? Or was it just the wind?}
  {not dug: One had a white lizard in its shade. But lots of yuccas had lizards.}
  "We stay where we can see the car," said Mom. "It is easy to get lost in the dunes."
  {hero} felt sad. {They} could not find {their} own yucca anywhere.
  Then {hero} looked at all the yuccas again. Every one had a long stem, hidden or showing. Every one knew how to stretch.
  "They are all doing it," said {hero}. "All of them!"
  Mom smiled. "Then let's say goodbye to all of them."
  So {hero} waved to every yucca. "Keep stretching!" {they} called. # ending: every_yucca
- "middle":
  They drove back to the sledding dunes so {hero} could say goodbye to the yucca. Mom pulled into a parking area that looked like the one they had used that morning. It was only when they got out that she wasn't so sure.
  The wind had been busy while they were gone, too. It had smoothed away the sled tracks and filled in their footprints, and the dunes stood in a long row of white curves, each one a copy of the next.
  "It was here," said {hero}. "I think. Or over there."
  They walked a little way, and then a little farther. There was a yucca buried to its chin at the foot of one dune. There was another at the foot of the next, buried only to its waist. And beyond that, one stood up tall on a bare stem, with its stalk of white bells high in the air.
  {dug: Beside one of them was a smooth, flat patch of sand that might have been their filled-in hole. Or it might just have been the wind. {hero} couldn't tell.}
  {not dug: In the shade of one of them, something pale flicked and was still. A lizard. But every yucca out here probably had a lizard.}
  "We stay where we can see the car," said Mom, stopping. "It's very easy to get turned around out here."
  {hero} stood still. {They} could not tell which one was {their} yucca. {They} had wanted to say goodbye properly, and now {they} couldn't, and it felt like losing something.
  {flies(): {pal} landed on the sand beside {hero} and leaned one wing against {their} leg. It said nothing at all, which was kind of it, and exactly right.|{pal} leaned against {hero}'s legs and said nothing at all, which was kind of it, and exactly right.}
  Then {hero} looked again. Every yucca they could see had a long stem, hidden in the sand or standing bare in the sun. Every one of them had stretched, or was stretching right now, the same slow, brave way.
  "They're all doing it," said {hero} slowly. "Every single one. It doesn't matter which one was ours."
  "Maybe they're all yours," said Mom.
  {hero} grinned. "Then I'll say goodbye to all of them," {they} said. "Properly."
  So {hero} stood by the car and waved, a big wave, to every yucca in sight. "Keep stretching!" {they} called. The wind carried it off across the dunes, to all of them at once. # ending: every_yucca
- else:
  They drove back to the sledding dunes so {hero} could say a proper goodbye to the yucca. Mom pulled into the first parking loop that looked right, and it was only when they were out of the car that she admitted there were several loops along this stretch of road, and all of them looked right.
  The wind had been busy while they were gone, too. It had brushed away the sled tracks, filled in every footprint, and smoothed the dunes back into a long row of clean white curves, each the twin of the next, as if the morning had been wiped off a whiteboard.
  "It was here," said {hero}. "I'm sure it was here. Or maybe over there."
  {dug: They went first to where the hole should have been. Beside one yucca was a smooth, flat patch of sand that might have been the place {they} had dug and filled so carefully. Or it might just have been the wind, doing its own smoothing. {hero} honestly couldn't tell, and that was the worst part.}
  {not dug: They went first to where the sled had spun off course. In the shade of one yucca, something pale flicked and went still. A lizard. But every yucca out here probably had a lizard, and {hero} knew it.}
  They walked a little way, and then a little farther. There was a yucca buried to its chin at the foot of one dune. There was another at the foot of the next, buried only to its waist. And another beyond that, standing tall on a bare, shaggy stem, and more and more of them, spiky tufts and stalks of white bells all across the dunefield, as if they had multiplied while nobody was looking.
  "This is as far as we go," said Mom, stopping. "We stay where we can see the car. It's very easy to get turned around out here, even in broad daylight."
  {hero} stood still and turned in a slow circle. {They} could not tell which one was {theirs}. {They} had wanted to say goodbye, properly, to the one that had started it all, and now {they} never would, and it felt like losing something {they} hadn't realized {they} had been holding.
  {flies(): {pal} dropped onto the sand beside {hero} and leaned a folded wing against {their} leg, and, for once, said nothing at all, which was the kindest thing it could have done.|{pal} leaned against {hero}'s legs and, for once, said nothing at all, which was the kindest thing it could have done.}
  Then {hero} looked again, harder. Every yucca they could see had a long stem somewhere, hidden down in the cool damp dark or standing bare in the sun. Every one of them had stretched, or was stretching right now, in the same slow, stubborn, brave way, without anybody watching or cheering or worrying.
  "They're all doing it," said {hero} slowly. "Every single one. It doesn't actually matter which one was ours."
  "Maybe they're all yours," said Mom. "Maybe that's the deal you made this morning."
  "Then I'll say goodbye to all of them," said {hero}. "Properly. Nobody gets left out."
  So {hero} stood beside the car and waved, a huge, ridiculous, whole-arm wave, to every yucca in sight. "Keep stretching!" {they} called, as loudly as {they} could. The wind took the words and carried them off across the dunes, to every one of them at once, and {hero} decided that would have to do. It was, after all, the way the wind delivered everything else out here. # ending: every_yucca
}
-> END
