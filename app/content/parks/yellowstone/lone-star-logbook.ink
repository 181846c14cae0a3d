# title: The Lone Star Logbook
# month: 9
INCLUDE shared/story.ink

// Where chapter 2 took them: "logbook", "river" or "cone".
VAR route = ""
// Where chapter 3 took them: "bison", "ranger" or "pines".
VAR last = ""
VAR knows_signs = false
VAR saw_colors = false
VAR met_ranger = false
VAR saw_bison = false
VAR found_cone = false
VAR timed = false

-> old_road

// ---------------------------------------------------------------- chapter 1
=== old_road ===
# place: lone-star
{band:
- "young":
  Crunch, crunch. Frost sparkled on the old road to Lone Star Geyser. It was a cold September morning in Yellowstone.
  {hero} walked with Grandma beside the Firehole River. Little curls of steam rose off the water. {pal} {moved()} along next to {them}.
  "The river is smoking!" said {pal}.
  "Hot springs pour warm water into it," said Grandma. "So it steams when the air is cold."
  Then a sound came from across the river. It went up high like a squeaky whistle, and it ended with a grunt. {pal} {hid()} until the sound was gone.
  "That is a bull elk," said Grandma. "In the fall the bulls call out like that. It is called a bugle."
  The road ended in a sunny clearing. In the middle stood a cone of pale rock, taller than Grandma. Steam puffed out of the top. Hiss, hiss!
  "Yellowstone has more geysers than anywhere on Earth," said Grandma. "This one is my favorite." # fact: geysers-anywhere-else
  By the trail was a box on a post. Inside was a logbook. People wrote in it each time the geyser went off.
  On the last page, a kid had written in big wobbly letters. "I waited and waited. It did not go. We will come back on Saturday. Please draw it for me!"
  {hero} picked up the little pencil. "We will draw it for you," {they} said.
  Gulp! The cone spat out a splash of water. Then it went still. Was it starting?
- "middle":
  It was a frosty September morning, and the old paved road to Lone Star Geyser crunched under {hero}'s boots. Beside the road, the Firehole River slid past the lodgepole pines, and thin ribbons of steam rose off the water into the cold air.
  "The river is smoking," said {pal}, who {moved()} along at {hero}'s side. "Should somebody call the fire department?"
  Grandma laughed and pulled her scarf tighter. "Hot springs empty into the Firehole all along its banks, so the water is warmer than the air. On cold mornings it steams like a mug of cocoa."
  Then a sound rang out from the trees across the river. It started low, climbed into a high, wild whistle, and broke off in a string of grunts. {pal} {hid()} until it stopped.
  "What was THAT?" {hero} whispered.
  "A bull elk, bugling," said Grandma. "In September the bulls call like that to show off. He's telling the whole valley how big he is."
  "He's telling the whole valley he needs a glass of water," muttered {pal}.
  The road ended in a sunny clearing. In the middle stood a cone of pale, knobbly rock, taller than Grandma, with steam drifting from a hole at the top. It hissed softly, like a kettle that could not decide whether to boil.
  "Yellowstone has more geysers than anywhere else on Earth, about half of all the geysers in the world," said Grandma. "And this one is my favorite." # fact: geysers-anywhere-else
  Beside the trail stood a wooden box on a post. Inside was a logbook, and page after page, visitors had written down the times they saw Lone Star erupt. The newest entry was in wobbly pencil, with a frowning face drawn under it.
  "I waited two hours and it did not go," {hero} read aloud. "We are coming back on Saturday. If it erupts, PLEASE draw it for me."
  {hero} looked at the quiet cone, then at the stubby pencil in the box. "We have to see it," {they} said. "And draw it for that kid."
  Just then the cone gave a loud gulp. A splash of water leaped out of the top, slapped down the side, and stopped. Was it starting?
- else:
  It was September, and the frost on the old paved road to Lone Star Geyser was so thick that {hero}'s boots left dark prints in it. The Firehole River slid along beside them through the lodgepole pines, and ribbons of steam peeled off its surface and vanished into the cold blue air.
  "I don't want to alarm anyone," said {pal}, who {moved()} along at {hero}'s side, "but the river appears to be on fire."
  "Steaming, not burning," said Grandma, tugging her wool hat lower. "Hot springs leak into the Firehole all along its banks, so the water is warmer than the air. Every cold morning it looks like this."
  {hero} liked that. A river with its own weather.
  Then a sound tore across the water from the far bank. It began as a low groan, climbed into a high, wild whistle that seemed far too squeaky for anything large, and broke off in a string of grunts. {pal} {hid()}, and even {hero} stopped walking.
  "Bull elk," Grandma said, grinning. "They bugle in September to tell every other bull around exactly how big and important they are."
  "Somebody," said {pal}, "should tell him he sounds like a rusty gate."
  The road ended in a sunny clearing. In the middle stood a knobbly cone of pale rock, taller than Grandma, with steam wavering out of a hole at its top. It hissed quietly, the way a kettle does when it can't make up its mind.
  "Lone Star," said Grandma, and her voice went soft. "Yellowstone has more geysers than anywhere else on Earth, about half of all the geysers in the world, and this one is my favorite. It doesn't perform for crowds. You have to come and find it." # fact: geysers-anywhere-else
  Beside the trail stood a wooden box on a post. Inside was a logbook, its pages wavy from damp, where years of visitors had written dates, times, little notes and the occasional drawing of a very lumpy geyser.
  The newest entry was in wobbly pencil, pressed so hard it had nearly gone through the paper. "I waited 2 hours and it did not go. We are coming back on Saturday. If it erupts PLEASE draw it for me." Underneath was a frowning face with tears dripping off it.
  {hero} read it twice. {They} knew exactly what two hours of waiting felt like, and how it felt to walk away with nothing to show for it. Somewhere, that kid was probably still grumpy.
  "We're going to see it," {hero} said. "And we're going to draw it. A good drawing, too. Not a lumpy one."
  As if it had heard, the cone gave a deep gulp. A fat splash of water leaped out of the top, slapped down the rock and stopped, leaving a puddle steaming in the sun.
  {pal} stared at the puddle. "Was that it? Because if that was it, the drawing is going to be very short."
}
* [Look back through the logbook for clues # act: look] -> logbook_clues
* [Follow the warm trickle down toward the river # act: go] -> runoff_walk
* [Wait on a log and keep watching the cone # act: wait] -> cone_watch

// ---------------------------------------------------------------- chapter 2
=== logbook_clues ===
# place: lone-star
{band:
- "young":
  {hero} sat on a log with the logbook on {their} knees. {pal} settled {perch()} to read too.
  "Can we sit closer?" asked {hero}.
  "No," said Grandma. "The ground by a geyser can be thin, with boiling water under it. We stay on the trail."
  So they read. People had written the times they saw the geyser go. Some wrote "small splash." Some wrote "BIG ONE!!!" with stars. One kid drew a bison with a grumpy face.
  {hero} looked hard at the times. Nine. Twelve. Three. "The big ones come about three hours apart!" {they} said. # fact: lone-star-every-three-hours
  "And small splashes come first," said {pal}. "Like a sneeze that is getting ready."
  "So when it splashes a lot, the big one is close," said {hero}.
  "Good thinking," said Grandma.
  A gray bird hopped onto the log. It stared at Grandma's pocket, where the snacks were. "Sorry, bird," said Grandma. "Our food is not good for you." She zipped the pocket shut.
- "middle":
  {hero} sat down on a fallen log at the edge of the clearing with the logbook open on {their} knees. {pal} settled {perch()} to read along.
  "Can we sit closer?" {hero} asked. "I want to see the splashes up close."
  "Not one step," said Grandma. "Around a geyser, the ground can be a thin crust over boiling water. It looks solid right up until it isn't. We stay here on the trail."
  So they read instead. The logbook went back months. People had written the date and the time, and next to each time, one word: "minor," or "MAJOR!!!" with stars around it. Some had added notes. "Worth the wait! My glasses are still foggy." "A bison walked by. The bison did not care about the geyser."
  "Somebody drew a picture," said {pal}. "Either it's the geyser, or it's a very surprised broccoli."
  {hero} giggled, then ran {their} finger down the times and stopped laughing. Something was hiding in the numbers. "Look," {they} said slowly. "Major at nine in the morning. Major at noon. Major at three. The big ones come about three hours apart." # fact: lone-star-every-three-hours
  "And before almost every major, somebody wrote 'minor,'" said {pal}. "Little splashes first. Like a sneeze getting ready."
  {hero} sat up straight. "So the splashes are a warning! When it splashes more and more, the big one is close!"
  Grandma checked her watch, then the cone. "Nobody wrote anything last night or this morning, so we can't know when it last went. But that's a very good clue, detective."
  A fluffy gray bird with a white face landed on the log and hopped toward Grandma's pocket, where her granola bar was. Grandma zipped it shut. "Sorry, friend. People food isn't good for wild birds."
- else:
  {hero} sat on a fallen log at the edge of the clearing with the logbook balanced on {their} knees, and {pal} settled {perch()} to read along, which mostly meant breathing on the pages.
  "Can we get closer?" {hero} asked. "Just a few steps. I want to watch the splashes properly."
  "Not one step," said Grandma, in the voice that meant the conversation was over. "Around a geyser the ground can be a thin crust over water hot enough to boil an egg. It looks solid right up until it isn't. We stay on the trail."
  So {hero} became a detective instead. The logbook went back months. People had written dates, times and weather, and next to each time, one of two words. "Minor." Or "MAJOR," usually with a great many exclamation marks. Some had added notes. "Worth it! My glasses have still not unfogged." "A bison walked past. Bison was not impressed." "Waited three hours, ate every single snack, TOTALLY WORTH IT."
  Someone had drawn a picture that was either a geyser or a very startled broccoli. {pal} studied it sideways, then upside down. "Broccoli," it decided.
  {hero} laughed, then ran {their} finger down a page from last week, and something clicked into place. "The majors are about three hours apart," {they} said. "Look. Major at nine. Major just after noon. Major at three. It's like a clock, only a wobbly one." # fact: lone-star-every-three-hours
  "And before nearly every major," said {pal}, tapping the page, "there's a 'minor.' Or two, or three. Little splashes first. Like a sneeze winding up."
  {hero} felt the back of {their} neck tingle. "So the splashes are a warning. If it starts splashing more and more, the big one is close."
  Grandma looked at her watch, then at the cone, then at {hero}, with the expression she saved for very good report cards. "Nobody wrote anything last night or this morning, so we can't know exactly when it last went," she said. "But that is a genuinely excellent clue."
  While they talked, a fluffy gray bird with a white face had landed on the far end of the log. It hopped closer, one sideways hop at a time, its dark eyes fixed on the pocket where Grandma kept her granola bar. It had clearly done this before.
  "Nice try," said Grandma, zipping the pocket. "People food is bad for wild birds, and a bird that learns to beg gets itself into trouble." The bird gave her a long, offended look and flew off into the pines.
}
{end_now: -> early_logbook}
~ route = "logbook"
~ knows_signs = true
{band:
- "young":
  Then a ranger came walking up the old road. And over by the pines, where {pal} had gone to look around, something went rattle, rattle.
- "middle":
  Then two things happened at once. Down the old road, a ranger in a flat hat came walking toward the clearing. And at the edge of the pines, where {pal} had wandered off to stretch, something on the ground went rattle, rattle.
- else:
  Then two things happened at once. Down the old road, a ranger in a flat, wide-brimmed hat came walking toward the clearing, a radio bumping at her belt. And at the edge of the pines, where {pal} had wandered off in search of something more exciting than handwriting, something on the ground went rattle, rattle, rattle.
}
* [Wait on the log for the next splash # act: wait] -> bison_visit
* [Ask the ranger what the splashes mean # act: ask] -> ranger_quill
* [Go and see what {pal} found under the pines # act: go] -> pine_cones

=== early_logbook ===
# place: lone-star
{band:
- "young":
  Splash! Splash! SPLASH! This time the cone did not stop. Whoosh! Water shot up into the sky, higher than a house. Steam rolled over the log. {pal} {hid()}, then looked again.
  When it was over, {hero} drew the geyser in the logbook. {They} drew the water and the big white steam. Then {they} wrote, "For you! Watch for the splashes!"
  "That kid will love it," said Grandma. # ending: the-splashes-were-right
- "middle":
  Before anyone could move, Lone Star splashed again. Then again. Then it did not stop. Water surged out of the cone in a roaring white column, higher than a house, and steam rolled across the clearing and over the log.
  When the water sank, {hero} opened the logbook to a fresh page. {They} wrote the time and "MAJOR!!!" with stars, then drew the cone, the shining column and the clouds of steam. At the bottom {they} added, "For you. It went! Watch for the splashes."
  Grandma read it and smiled. "On Saturday," she said, "somebody is going to be very happy." # ending: the-splashes-were-right
- else:
  Before anyone could move, Lone Star splashed again. And again. Then the splashes ran together into one long surge, and a column of white water roared up out of the cone, higher than a house, hanging in the sunlight before it crashed back down. Steam rolled across the clearing and swallowed the log whole.
  When the water finally sank, {hero} turned to a clean page. {They} wrote the time and "MAJOR," with exactly the right number of exclamation marks, and drew the cone and the column and the steam, slowly, trying hard not to make it lumpy. At the bottom {they} wrote, "For you. It went! Watch for the splashes. They are the warning."
  Grandma read it over {their} shoulder. "You know the best part?" she said. "You didn't just see it. You worked out when to look." # ending: the-splashes-were-right
}
-> END

=== runoff_walk ===
# place: lone-star
{band:
- "young":
  A thin stream of warm water ran from the cone down to the river. {hero}, Grandma and {pal} walked beside it on the trail.
  The stream had stripes of color. Orange! Brown! Bright green!
  "Did someone spill paint?" asked {pal}.
  "No," said Grandma. "Tiny living things give the hot springs their bright colors. They love warm water." # fact: bright-colors-hot
  {pal} reached out. "It looks so soft!"
  "No touching," said {hero}. "That water can burn you."
  Where the warm stream met the river, a puff of steam rose up. Plop! A fish jumped.
  On the far bank, a mother elk and her calf were drinking. The mother lifted her wet nose and looked at them. {hero} stood very still until she went back to drinking.
  Then the bull elk bugled again, close by in the trees. The mother's ears turned.
  "We stay far from him," said Grandma. "In the fall, big bull elk can be grumpy."
- "middle":
  A thin trickle of warm water ran away from the cone, across the crusty ground and down toward the river. {hero}, Grandma and {pal} followed it along the trail, keeping to the packed dirt.
  The trickle was not plain water. It was lined with slippery mats of color: bright orange, rusty brown, and a green as fresh as a new leaf.
  "Someone spilled the paint," said {pal}.
  "Those colors are alive," said Grandma. "The bright colors of hot springs come from tiny microbes that love hot water. Each kind likes a different temperature, and each kind has its own color." # fact: bright-colors-hot
  {pal} leaned toward the orange. "It looks so soft and squishy..."
  "No touching," said {hero} quickly, before Grandma could. "Some of that water is hot enough to burn. And we'd squash the microbes."
  So {pal} just held its face over the warm air rising off the trickle instead. "Ahh," it sighed. "Free sauna."
  {hero} glanced back toward the clearing. What if the geyser went off right now, with nobody there to see it?
  Where the trickle slipped into the Firehole, a little cloud of steam puffed up, and a trout rose to snap at a bug with a soft plop. On the far bank, a cow elk and her calf were drinking. The calf had already lost its baby spots. The cow lifted her dripping nose and stared at them, ears wide, until she decided they were boring.
  Then the bull bugled again, much closer now, from the trees upstream. The cow's head swung toward the sound.
  "In September the bulls can be cranky," Grandma said quietly. "If he comes out, we give him plenty of space."
  "How much is lots?" whispered {pal}.
  "More than you'd think. A whole football field would be nice."
- else:
  A thin trickle of warm water ran away from the cone, across the crusty ground and down toward the river, and {hero} decided that if you wanted to understand a geyser, you could do worse than follow where its water went. So they walked beside it along the trail, keeping to the packed dirt.
  The trickle was not plain water at all. It was lined with slippery mats of color, bright orange where it was hottest, then rusty brown, and finally, where it cooled, a green as fresh as a new leaf.
  "Somebody," said {pal}, "has been finger-painting."
  "Those colors are alive," said Grandma. "The bright colors in hot springs come from heat-loving microbes, living things far too small to see one at a time. Each kind likes its own temperature, so they sort themselves into stripes as the water cools." # fact: bright-colors-hot
  {pal} leaned toward the orange with great interest. "It looks like a very soft carpet."
  "No touching," said {hero}, before Grandma could even open her mouth. "Some of that water is hot enough to burn you. And you'd squash a million microbes who didn't do anything wrong."
  Grandma raised her eyebrows, impressed, and {hero} tried not to look too pleased with {themself}.
  {pal} settled for holding its face over the warm air that rose off the trickle, eyes closed. "Ahh," it sighed. "Free sauna. This park thinks of everything."
  {hero} glanced back over {their} shoulder toward the clearing, where the steam from the cone was just visible above the grass. It was a strange, itchy feeling, walking away from something you were waiting for. What if it went off right now, with nobody there to see it, and nobody to draw it?
  Where the trickle slipped into the Firehole, it gave off a small sigh of steam, and a trout rose to snap at a floating bug with a soft plop. On the far bank, a cow elk and her calf were drinking. The calf had already lost its baby spots and had the gangly, all-legs look of a teenager. The cow lifted her dripping nose and stared at them, ears spread wide like satellite dishes, until she decided they were boring and went back to her drink.
  Then the bull bugled again, and this time he was close, somewhere in the trees upstream. The sound seemed to go right through {hero}'s ribs. The cow's head swung toward it.
  "In September the bulls are cranky and full of themselves," Grandma said quietly. "If he comes out, we give him plenty of room. More than you'd think."
  "How much is plenty?" whispered {pal}.
  "Picture a football field," said Grandma. "Then add a little, to be polite."
}
{end_now: -> early_river}
~ route = "river"
~ saw_colors = true
{band:
- "young":
  Then, back in the clearing, Lone Star splashed. Splosh! It was loud, even down here. A puff of steam jumped up over the grass. Then another.
- "middle":
  Then, behind them, back in the clearing, Lone Star splashed. It was a bigger splash than before, loud enough to hear over the river. {hero} spun around just in time to see a puff of steam jump above the grass. Then another. Then nothing at all.
- else:
  Then, behind them, back in the clearing, Lone Star splashed. It was a heavier slap than before, loud enough to hear over the river, and {hero} spun around so fast {they} nearly lost {their} footing. Above the grass, a puff of steam jumped into the air, then another, bigger, then nothing, as if the geyser were clearing its throat to say something important.
}
* [Ask Grandma if the splash means it is starting # act: ask] -> ranger_quill
* [Look at the pine cones scattered along the trail # act: look] -> pine_cones
* [Wait by the river in case the bull elk comes out # act: wait] -> bison_visit

=== early_river ===
# place: lone-star
{band:
- "young":
  Then a roar came from the clearing. A tall cloud of steam rose up over the trees!
  "It is going!" cried {hero}. They walked back fast. They saw the last of the water fall down.
  {hero} drew the steam over the trees, and the orange stripes too. {They} wrote, "Do not walk away when it splashes!" # ending: seen-from-the-river
- "middle":
  Then a roar came from behind the trees. Over the tops of the pines, a tall white cloud of steam was climbing into the sky.
  "It's erupting!" {hero} cried. They hurried back up the trail, walking fast, not running, because of the hot ground. By the time they reached the clearing, the water was already falling.
  {hero} drew what {they} had seen: the white cloud above the pines, the orange and green stripes, and the cone puffing at the end. Underneath, {they} wrote, "It went! When it splashes, don't walk away like I did." # ending: seen-from-the-river
- else:
  Then a roar came from behind the trees, and {hero}'s stomach dropped. Over the tops of the pines, a white tower of steam was climbing into the sky, bright in the sun.
  They hurried back up the trail, fast but not running, because Grandma's hand on {their} shoulder reminded {them} that this was not the place to trip. By the time they reached the clearing, the water was falling back into the cone and the steam was roaring out like a giant's breath.
  They had missed the start. But {hero} drew what {they} had seen: the white tower over the pines, the stripes of orange and green, the elk at the river. Underneath {they} wrote, "It went! Here's what it looks like from the river. When it starts splashing, DON'T wander off. I did."
  "An honest scientist," said Grandma. "The best kind." # ending: seen-from-the-river
}
-> END

=== cone_watch ===
# place: lone-star
{band:
- "young":
  They sat on a log and watched the cone. Grandma poured cocoa. {pal} settled {perch()} and stared and stared.
  The cone hissed. It gurgled. It spat one splash. Then nothing.
  {hero} counted. One, two, three, four... Splash! Then it was quiet again.
  A family came up the trail to watch. Their little boy waited and waited. Then he got bored, and they all walked away.
  "Oh no," said {hero}. "Just like the kid in the logbook!"
  Then a ranger walked into the clearing. "Hello! I am Ranger Quill," she said. "Are you waiting for Lone Star too?"
  {hero} told her about the note.
  "Then we must not miss it," said the ranger. "Hot rock deep underground heats the water here. It gets hotter and hotter. Then whoosh!" # fact: huge-underground-reservoir
  "What about the splashes?" asked {hero}.
  "They mean it is getting ready," said the ranger.
- "middle":
  They sat on a log at the edge of the clearing and watched. Grandma poured cocoa from her thermos. {pal} settled {perch()} and stared at the cone so hard it forgot to blink.
  The cone hissed. It gurgled. Once, it coughed out a splash that ran steaming down its sides. Then nothing.
  "Watching a geyser," said {pal}, "is like watching a cake bake. You can't make it hurry."
  {hero} borrowed Grandma's watch and started counting the time between splashes. The first gap was long. The next one was a little shorter. {They} wrote the numbers on {their} hand with the logbook pencil.
  A family came up the trail and stood watching for a while. Their little boy kept asking, "Is it now? Is it NOW?" After ten minutes he tugged his dad's sleeve, and they all walked away again.
  "They gave up," whispered {hero}. "Just like the kid in the logbook."
  Soon after, a ranger walked into the clearing with a radio on her belt and a stopwatch around her neck. "Good morning," she said. "I'm Ranger Quill. Waiting for Lone Star too?"
  {hero} told her about the note in the logbook. The ranger's eyebrows went up. "Then we'd better not let that kid down."
  She crouched beside the log. "Deep under this clearing there's a huge reservoir of hot, partly melted rock. It heats the water in the ground until it's hotter than boiling. When the pressure gets too big, whoosh." # fact: huge-underground-reservoir
  "And the splashes?" asked {hero}.
  "Those are the warm-up," said the ranger. "When Lone Star starts splashing again and again, the big one isn't far off."
- else:
  They sat on a log at the edge of the clearing and watched. Grandma poured cocoa from her thermos into two dented cups. {pal} settled {perch()} and stared at the cone with such concentration that it forgot to blink, and then forgot how blinking worked, and had to start again.
  The cone hissed. It gurgled. Once it coughed up a splash that ran steaming down its sides, and {hero} nearly spilled {their} cocoa. Then nothing.
  "Watching a geyser," {pal} announced, "is exactly like watching bread rise. Nothing, nothing, nothing, and you can't make it hurry, and you can't look away."
  {hero} borrowed Grandma's watch and began timing the gaps between splashes, writing the numbers on the back of {their} hand with the logbook pencil. The first gap was long. The next was a little shorter. It might mean something, or it might mean nothing at all, but writing it down made the waiting feel less like waiting and more like work.
  A family came puffing up the trail and stood at the edge of the clearing. Their little boy swung on his mom's hand, asked "Now?" about every forty seconds, and after ten minutes tugged his dad toward the trail. They left. The cone went on hissing to itself as if nothing had happened.
  {hero} watched them go with a funny twist in {their} stomach. That was exactly how the note in the logbook had happened. A little more patience, and that kid might have seen everything.
  Soon after, a ranger walked into the clearing with a radio on her belt and a stopwatch hanging around her neck. "Morning," she said. "I'm Ranger Quill. Are you waiting for Lone Star too?"
  {hero} told her about the note, the frowning face and the two hours. The ranger's eyebrows climbed. "Well," she said, "then we'd better not let that kid down."
  She crouched beside the log and pointed at the ground as if she could see straight through it. "Deep down under this clearing there's a huge reservoir of hot, partly melted rock. It heats the water trapped in the ground until it's hotter than boiling, but the weight of all the water on top keeps it from turning to steam. Until, one day, it can't. Whoosh." # fact: huge-underground-reservoir
  "What about the little splashes?" asked {hero}.
  "Warm-ups," said the ranger. "When Lone Star starts splashing again and again, the big one isn't far off. Learn the signs, and you never waste a morning."
}
{end_now: -> early_cone}
~ route = "cone"
~ met_ranger = true
~ knows_signs = true
{band:
- "young":
  Then {pal} looked down. In the mud by the log were big hoofprints. They were as big as {hero}'s hand, and fresh!
- "middle":
  Then {pal} leaned over the side of the log. In the soft mud by their boots were hoofprints, each one as big as {hero}'s hand and split down the middle. The edges were still wet. Whoever made them had walked by this very morning.
- else:
  That was when {pal} leaned over the edge of the log and went very quiet. Pressed into the soft mud, right beside their boots, was a line of hoofprints, each one as wide as {hero}'s hand and split down the middle. The edges were still wet and crumbly. Whoever had made them had come this way this morning, and had been very, very heavy.
}
* [Go and stretch your legs under the pines # act: go] -> pine_cones
* [Look closer at the giant hoofprints # act: look] -> bison_visit
* [Ask the ranger how the cone got so tall # act: ask] -> ranger_quill

=== early_cone ===
# place: lone-star
{band:
- "young":
  Right then, the cone splashed. Splash! Splash! SPLASH! Whoosh! Water shot up high into the sky. Steam rolled over them.
  The ranger clicked her stopwatch. "It went!" she said.
  {hero} drew it in the logbook for the kid. {They} wrote the time, too. # ending: timed-with-the-ranger
- "middle":
  Right then the cone splashed, and splashed, and did not stop. Water roared up in a white column, higher than a house, and steam rolled over the log. The ranger clicked her stopwatch.
  "There it goes," she said. "Your kid is lucky you stayed."
  When it was over, {hero} wrote the time in the logbook and drew the column and the steam, with {pal} pointing out every spot {they} missed. At the bottom {hero} wrote, "For you! It went. Watch for the splashes!" # ending: timed-with-the-ranger
- else:
  Right then the cone splashed, and splashed again, and then it stopped pretending. Water surged up in a roaring white column, higher than a house, and hung glittering in the sun before it crashed down. The ranger clicked her stopwatch without even looking at it.
  "There she goes," the ranger said, as if greeting an old friend. "You stayed put. That's the whole secret."
  When the steam had roared itself out, she read the time aloud, and {hero} wrote it in the logbook in {their} neatest handwriting. Then {they} drew the column, the steam and the knobbly cone, slowly and carefully, while Grandma held the page flat against the breeze. At the bottom {hero} wrote, "For you. It went! Watch for the splashes. They mean it's nearly time." # ending: timed-with-the-ranger
}
-> END

// ---------------------------------------------------------------- chapter 3
=== bison_visit ===
# place: lone-star
{band:
- "young":
  {route == "logbook": They waited on the log. Then, crack! A branch snapped in the pines. A huge bison stepped out into the clearing.}
  {route == "river": They waited by the river. The elk did not come. Then, thud, thud! A huge bison stepped onto the trail behind them.}
  {route == "cone": They looked at the prints. Then they looked up. A huge bison lay in the grass, chewing.}
  It had a shaggy brown hump and short black horns. It had a beard!
  "Back up slowly," said {met_ranger: the ranger|Grandma}. "Bison look slow, but they can run fast. Bison need a big, big space around them."
  They backed away, step by step. Then {met_ranger: the ranger|Grandma} held up her thumb. "If my thumb can hide the whole bison, we are far enough."
  {hero} held up {their} thumb too. The bison was gone behind it. Good!
  "Bison have lived here since very long ago," said {hero}. # fact: place-united-states
  "Then this is its home," said {pal}. "We are the guests."
  The bison flopped down and rolled in the dust. Its legs kicked in the air. Puff! Dust flew.
  A black and white bird landed on its back. It rode along and pecked at bugs in the fur. "A bird taxi!" said {pal}.
  Then the bison stood up, and its tail went straight up. "Uh oh," said {pal}. Plop, plop, plop! The bison made a big pile, right there. Everyone tried not to giggle.
- "middle":
  {route == "logbook": They waited on the log with their eyes on the cone. Then a branch cracked behind them, and a bison walked out of the pines into the clearing, as calm as someone arriving home. Down the road, the ranger had stopped to talk into her radio.}
  {route == "river": They waited by the river, but the bull elk never showed himself. Instead, something heavy thudded on the trail behind them. A bison had stepped out of the trees, right between them and the clearing.}
  {route == "cone": They followed the hoofprints with their eyes, across the mud and into the grass, and there, lying at the edge of the clearing and chewing slowly, was the bison who had made them.}
  It was enormous. Its shoulders were a shaggy brown hump, its horns were short and black, and a beard swung under its chin. For a moment it looked straight at them with small dark eyes. Then {route == "cone": it went back to chewing|it looked away, as if they were not worth the bother}.
  "Back up, slowly," said {met_ranger: the ranger|Grandma}. "Bison look lazy, but they can run faster than any person. We stay at least twenty-five yards away. That's about two school buses."
  They backed away step by step. Then {met_ranger: the ranger|Grandma} held out her arm and raised her thumb. "Here's a trick. If your thumb can cover the whole animal, you're probably far enough away."
  {hero} tried it. The whole bison disappeared behind {their} thumb.
  "Yellowstone is the only place in the United States where bison have lived since prehistoric times," said {hero}, who had read it on a sign at the trailhead. "Its great-great-great-grandparents lived right here." # fact: place-united-states
  "Then we're the visitors," said {pal}. "Best manners, everyone."
  The bison flopped onto its side, rolled in a dusty patch and kicked all four legs in the air. Dust puffed up like smoke. Then it heaved itself up again, and its tail went straight up.
  "When a bison lifts its tail," said {met_ranger: the ranger|Grandma}, "it's either about to charge or about to poop. Either way, you want to be farther away."
  It was the second one. {pal} laughed so hard it had to sit down.
  A black-and-white magpie fluttered down and landed right on the bison's hump. It hopped about, pecking bugs out of the shaggy fur, and the bison let it.
  "A taxi with snacks," said {pal}. "I want one."
- else:
  {route == "logbook": They waited on the log, eyes fixed on the cone, until a branch cracked behind them like a starting pistol. A bison walked out of the pines and into the clearing, as unhurried as someone coming home from work. Far down the road, the ranger had stopped to talk into her radio, and didn't seem to have noticed.}
  {route == "river": They waited by the river, but the bull elk stayed hidden and kept his opinions to himself. Instead, something heavy thudded on the trail behind them. A bison had stepped out of the trees and was now standing squarely between them and the clearing, like a furry boulder that had decided to go for a walk.}
  {route == "cone": They followed the hoofprints with their eyes, across the mud and into the long grass, and there, lying at the edge of the clearing and chewing with enormous patience, was the owner of the feet.}
  Up close, or close enough, it was gigantic. Its shoulders rose in a shaggy brown hump, its short black horns curved up like hooks, and a beard swung beneath its chin. It smelled like a barn that had been rained on. For one long second it turned its great head and looked straight at them with small, dark, unreadable eyes, and {hero}'s mouth went completely dry. Then {route == "cone": it went back to chewing|it looked away}, as if they had been judged and found completely uninteresting.
  "Back up, slowly," said {met_ranger: the ranger|Grandma}, quiet and calm. "Bison look lazy, but they can run faster than any person, and they don't like surprises. Twenty-five yards at least. Think two school buses, end to end."
  They backed away step by step, {hero}'s knees wobbling. Then {met_ranger: the ranger|Grandma} stretched out her arm and stuck up her thumb. "Here's the trick. If your thumb can hide the whole animal, you're probably far enough away. If it can't, keep walking."
  {hero} tried it. The bison vanished behind {their} thumbnail, which was a deeply strange feeling, like being able to switch off a mountain.
  "You know Yellowstone is the only place in the United States where bison have lived since prehistoric times?" {hero} whispered. {They} had read it on a sign at the trailhead and had been waiting all morning for a chance to use it. "Its family has been here since forever." # fact: place-united-states
  "In that case," said {pal}, "we're the ones trespassing. Best manners, everyone."
  As if to prove it owned the place, the bison flopped onto its side in a bare, dusty patch, rolled right over and kicked all four legs in the air. Dust rose around it like smoke. Then it heaved itself up again, and its tail shot straight up like a flagpole.
  "When a bison lifts its tail," said {met_ranger: the ranger|Grandma}, "it is either about to charge or about to poop. Either way, you want to be somewhere else."
  They were somewhere else. It was the second one. {pal} laughed so hard it had to sit down, and {hero} had to bite {their} sleeve to keep quiet.
  A moment later a black-and-white magpie swooped down and landed right on the bison's hump, as if it had booked a seat. It hopped about in the shaggy fur, pecking out bugs, and the bison let it, the way you might let someone scratch a spot you can't reach.
  "A taxi that comes with free snacks," {pal} said wistfully. "Why doesn't anyone ever offer me that?"
}
{end_now: -> early_bison}
~ last = "bison"
~ saw_bison = true
{band:
- "young":
  Then Lone Star began to splash. Splash, splash, splash! But the big bison was in the way.
- "middle":
  At that very moment, behind the dust, Lone Star began to splash. Not once, but again and again. {knows_signs: {hero} knew what that meant.} But the bison was standing right in the way.
- else:
  And at that exact moment, behind the drifting dust, Lone Star began to splash. Not one splash but a string of them, each one heavier than the last. {knows_signs: {hero} knew exactly what that meant, and {their} heart sank and soared at the same time.} The big one was coming, and a ton of bison was parked in the way.
}
* [Look for a safe spot where you can still see the cone # act: look] -> ending_whole_show
* [{route == "river": Back away along the river|Go back down the old road} and leave the bison in peace # act: go] -> ending_tail_end
* [Wait very quietly for the bison to move on # act: wait] -> ending_bison

=== early_bison ===
# place: lone-star
{band:
- "young":
  They stood still and waited. At last the bison walked {route == "river": up the trail} to the far side of the clearing to munch grass.
  Then, whoosh! Lone Star shot up into the sky. Steam drifted over the bison. It did not even look up!
  {hero} drew the geyser and the bison for the kid. "A two-for-one picture," said {pal}. # ending: bison-in-the-steam
- "middle":
  They stood still and waited. At last the bison shook off the dust and wandered {route == "river": back up the trail ahead of them, all the way} to the far side of the clearing to graze. {route == "river": They followed, a long way behind it.}
  Then, with a roar, Lone Star erupted. Water shot up higher than a house, and steam drifted right over the bison, which did not even lift its head.
  {hero} drew the whole thing in the logbook: the white column, the clouds of steam, and the shaggy bison munching underneath. "For you," {they} wrote. "It went! And a bison came to watch." # ending: bison-in-the-steam
- else:
  They stood still and waited, which turned out to be the hardest thing {hero} had done all year. At last the bison shook off a cloud of dust and ambled {route == "river": back up the trail ahead of them, with the three of them following at a very respectful distance, all the way} to the far side of the clearing, where it began to eat grass as if geysers were the most boring thing in the world.
  Then, with a roar, Lone Star erupted. The white column shot up higher than a house, and the steam drifted right over the bison, beading its shaggy coat with drops. It did not even lift its head.
  {hero} drew the whole thing in the logbook: the column, the steam, and the bison munching away underneath, not bothered in the slightest. At the bottom {they} wrote, "For you. It went! A bison came to watch, but it didn't clap." # ending: bison-in-the-steam
}
-> END

=== ranger_quill ===
# place: lone-star
{band:
- "young":
  {route == "logbook": {hero} went to meet the ranger. "I am Ranger Quill," she said. {hero} told her about the note and the splashes.}
  {route == "logbook": "What do the splashes mean?" asked {hero}.}
  {route == "logbook": "They are a warm-up," said Ranger Quill. "They mean Lone Star is getting ready to go."}
  {route == "river": A ranger was coming down the trail! "Is it starting?" {hero} asked Grandma.}
  {route == "river": "I do not know," said Grandma. "But she might."}
  {route == "river": "I am Ranger Quill," said the ranger. "Come on back and watch with me."}
  {route == "cone": "How did the cone get so tall?" asked {hero}.}
  {route == "cone": The ranger patted the pale rock by the trail. "Lone Star made it. Each time it goes, the water leaves a thin skin of stone. Skin on skin on skin. That is how the cone grew. It took a very long time."}
  {route != "cone": "Why is the water hot?" asked {hero}.}
  {route != "cone": "Hot rock deep down heats it," said the ranger. "It gets so hot, it bursts out." # fact: huge-underground-reservoir}
  {route != "cone": She patted the pale rock by the trail. "Each time the geyser goes, the water leaves a thin skin of stone. Skin on skin on skin. That is how the cone grew. It took a very long time."}
  "Longer than Grandma?" asked {pal}.
  "Much longer," said Grandma, and laughed.
  {route == "cone": "Some people watch geysers all summer," said the ranger. "They write down every time one goes. You are doing that too!"}
  Her radio crackled. "Old Faithful will go at about ten-forty," said a voice.
  "Why does nobody say when Lone Star will go?" asked {pal}.
  "Out here, we just have the logbook," said the ranger. "And people who wait."
  "Let's all guess when it will go," said the ranger. "I say ten minutes."
  "Five!" said {hero}.
  "Eight," said Grandma.
  "Next Tuesday," said {pal}. Everyone laughed.
  The ranger held out a stopwatch. "When the big one goes, will you click this?"
  {hero} held it tight. "Yes!"
- "middle":
  {route == "logbook": {hero} hurried to meet the ranger on the trail. "I'm Ranger Quill," the ranger said, and listened while {hero} explained about the note and the clue in the logbook. "You worked that out yourself?" she said. "You're right. The splashes are the warm-up."}
  {route == "river": Just then a ranger came down the trail with a radio on her belt. "Is it starting?" {hero} asked Grandma.}
  {route == "river": "I don't know," Grandma admitted, nodding at the ranger. "But she might."}
  {route == "river": "I'm Ranger Quill," the ranger said. "Heard that splash? Lone Star is warming up. Come back and watch with me." On the way back up the trail, {hero} told her about the note.}
  {route == "cone": "How did the cone get so tall?" {hero} asked. "Did somebody build it?"}
  {route != "cone": "But why is the water so hot?" {hero} asked.}
  {route != "cone": "Deep below us there's a huge reservoir of hot, partly melted rock," the ranger said, pointing at the ground. "It heats the water down there until it's hotter than boiling, and then it bursts out." # fact: huge-underground-reservoir}
  {route == "cone": The ranger grinned and knelt by the trail. "Nobody built it. Well, Lone Star did." She tapped a pale crust of rock. "Every time Lone Star erupts, the water leaves behind a thin skin of stone. Skin on top of skin, eruption after eruption. That's how the cone grew so tall. It took a very long time."}
  {route != "cone": She knelt by the trail and tapped a pale crust of rock. "Every time Lone Star erupts, the water leaves behind a thin skin of stone. Skin on top of skin, eruption after eruption. That's how the cone grew so tall. It took a very long time."}
  "Longer than Grandma's been alive?" asked {pal}.
  "Much longer," said Grandma. "Thank you very much."
  {route == "cone": "Some people love this so much that they spend whole summers in the geyser basins, writing down every eruption they see," said the ranger. "They're called geyser gazers. You three are turning into geyser gazers right now."}
  Her radio crackled. "Old Faithful prediction, ten-forty, give or take ten minutes," said a voice.
  "Why does Old Faithful get a time and Lone Star doesn't?" asked {pal}, sounding a bit offended on Lone Star's behalf.
  "Old Faithful has crowds waiting, so we post a time for it," said the ranger. "Out here there's no sign. Just the logbook, and patient people."
  "Does a geyser ever stop?" asked {hero}.
  "Some do," said the ranger. "An earthquake can shake things up underground and put one geyser to sleep, or wake another one up. That's why we write everything down."
  Then the ranger's eyes twinkled. "Let's play a game," she said. "Everybody guess how many minutes until the big one. Closest guess wins."
  "Twelve," said {hero}, after some careful thinking.
  "Twenty," said Grandma.
  "Next Tuesday," said {pal}. The ranger laughed so hard her hat slipped.
  Then she lifted the stopwatch from around her neck. "I need a helper. When the big one goes, someone has to time it."
  {hero}'s hand shot up so fast that {pal} ducked.
- else:
  {route == "logbook": {hero} hurried to meet the ranger on the trail. "Ranger Quill," the ranger said, shaking {their} hand, and she listened with her head tilted while {hero} explained the note, the pattern in the logbook and the splashes that came first. "You figured that out from the logbook? That's exactly how geyser gazers work. The splashes are the warm-up."}
  {route == "river": A ranger was coming down the trail toward them, a radio bumping on her belt. "Is it starting?" {hero} asked Grandma.}
  {route == "river": "I honestly don't know," Grandma admitted, shading her eyes to look at the ranger. "But I think she might."}
  {route == "river": "Ranger Quill," the ranger said, a little out of breath. "Did you hear that splash? Lone Star is warming up. Come back and watch with me." On the walk back, {hero} explained about the note and the frowning face.}
  {route == "cone": "How did the cone get so tall?" {hero} asked. "It looks like someone built it out of melted candles."}
  {route != "cone": "What makes the water so hot in the first place?" {hero} asked.}
  {route != "cone": "Deep below our feet there's a huge reservoir of hot, partly melted rock," the ranger said. "It heats the water underground until it's hotter than boiling, and the pressure builds and builds until the water blasts its way out." # fact: huge-underground-reservoir}
  {route == "cone": The ranger laughed. "Nobody built it, though Lone Star would take that as a compliment. It built itself." She knelt at the edge of the trail and tapped a pale, crusty lip of rock. "Every time Lone Star erupts, the water carries dissolved stone up from below and leaves a thin skin of it behind as it dries. One skin on top of another, eruption after eruption. That's how the cone grew. It took far longer than anyone here has been alive."}
  {route != "cone": She knelt at the edge of the trail and tapped a pale, crusty lip of rock. "Every time Lone Star erupts, the water carries dissolved stone up from below and leaves a thin skin of it behind as it dries. One skin on top of another, eruption after eruption. That's how the cone grew. It took far longer than anyone here has been alive."}
  "Even Grandma?" asked {pal}.
  "I'll have you know," said Grandma, "that I am younger than at least one rock."
  {route == "cone": "Some people love geysers so much that they spend whole summers out in the geyser basins, writing down every eruption they see, year after year," the ranger went on. "They're called geyser gazers. And if you don't mind me saying so, the three of you are turning into geyser gazers right in front of me."}
  {route == "cone": {pal} sat up very straight, as if it had been given a medal.}
  Her radio crackled. "Old Faithful prediction, ten-forty, plus or minus ten," said a voice, bored and fuzzy.
  {pal} looked personally insulted. "Old Faithful gets its own announcement? What about Lone Star?"
  "Old Faithful has thousands of people waiting, so we post a time," said the ranger. "Out here there's no sign and no crowd. Just the logbook, and patient people who bother to write things down."
  "Does a geyser ever just stop?" {hero} asked. It seemed suddenly important.
  "Some do," said the ranger. "Geysers change. An earthquake can shake the plumbing underground and put one to sleep, or wake up another one that's been quiet for years. That's why we keep writing things down. Every entry in that logbook is a piece of Lone Star's story."
  Then the ranger grinned. "Let's make it interesting," she said. "Everyone guess how many minutes until the big one. Closest guess gets bragging rights until dinner."
  {hero} studied the cone as if it might give something away. "Twelve," {they} said at last.
  "Twenty," said Grandma, who had clearly done this before.
  "Next Tuesday," said {pal}, with total confidence. The ranger laughed so hard her hat slipped over one eye.
  When she had straightened it, she lifted the stopwatch from around her neck and weighed it in her hand. "I need an official timer," she said. "Someone with quick fingers and a lot of patience. When the big one goes, the clock starts."
  {hero} had never wanted to hold anything so much in {their} life.
}
{end_now: -> early_ranger}
~ last = "ranger"
~ met_ranger = true
~ knows_signs = true
{band:
- "young":
  Splash. Splash. The cone splashed again and again. Then, from the river, the elk bugled. And in the trees, something dark moved.
- "middle":
  Splash. Then splash again, sooner this time. The ranger checked her watch. "Any minute now," she murmured. Then, from down by the river, the bull elk bugled, close enough to shiver the air. And at the edge of the trees, something big and dark shifted.
- else:
  Splash. Then another, sooner. Then another. The ranger checked her watch and went very still. "Any minute now," she murmured. At that exact moment the bull elk bugled from down by the river, so close the sound seemed to shiver the steam, and out of the corner of {their} eye {hero} saw something big and dark shift between the pines.
}
* [{route == "river": Go back down|Go down} to the river to spot the bugling elk # act: go] -> ending_tail_end
* [Look at the dark shape moving in the trees # act: look] -> ending_bison
* [Help the ranger time the eruption # act: help] -> ending_whole_show

=== early_ranger ===
# place: lone-star
{band:
- "young":
  Splash, splash, SPLASH! Whoosh! The water shot up high. {hero} clicked the stopwatch. Click!
  Steam rolled over them all. In the warm, wet cloud, {pal} {wiggled()}.
  When it stopped, {hero} wrote the time in the logbook. Then {they} drew the geyser for the kid. # ending: the-official-timer
- "middle":
  Right then, the splashes ran together, and Lone Star roared. Water shot up higher than a house. {hero} clicked the stopwatch so hard {their} thumb hurt.
  Steam rolled across the clearing, warm and damp.
  When it was over, {hero} wrote the time in the logbook, and the ranger signed her name beside it. Then {hero} drew the geyser for the kid with the frowning face, with a tiny stopwatch in the corner. "For you," {they} wrote. "It went, and I timed it!" # ending: the-official-timer
- else:
  Right then the splashes ran together into one long surge, and Lone Star roared. A white column shot up out of the cone, higher than a house, and {hero} clicked the stopwatch so hard {their} thumb ached for an hour afterwards. Steam rolled across the clearing in a warm, damp wall, and Grandma's glasses fogged completely.
  When the steam had roared itself out, {hero} wrote the time in the logbook in {their} neatest capitals, and the ranger signed her name next to it. Then {hero} drew the geyser for the kid with the frowning face: the cone, the column, the steam, and in the corner a small stopwatch with a smile. "For you," {they} wrote. "It went, and I was the official timer."
  "Official timer," the ranger agreed. "I'll remember that name." # ending: the-official-timer
}
-> END

=== pine_cones ===
# place: lone-star
{band:
- "young":
  {route == "logbook": {hero} went over to the pines. {pal} was poking at some pine cones.}
  {route == "river": Pine cones lay all over the trail. {pal} {sniffed()}, then poked the biggest one.}
  {route == "cone": {hero} stretched {their} legs under the pines. {pal} {moved()} along and found some pine cones.}
  Chrrrr! A little red squirrel sat on a branch. It chattered at them. Thunk! It dropped a cone.
  "It is cross with us," said {met_ranger: the ranger|Grandma}. She pointed at a big heap of cone bits by a stump. "That is its pantry. Squirrels save cones to eat in winter."
  {kind == "squirrel": "I would be cross too," said {pal}.}
  Some cones were open. But some were shut tight and sticky.
  "This one is broken," said {pal}. "It will not open."
  "It is not broken," said {met_ranger: the ranger|Grandma}. "Some pine cones open only when a fire heats them. Then the seeds fall out and grow." # fact: lodgepole-pine-cones
  {pal} huffed warm breath on the cone. Nothing happened. {hero} laughed. "It needs a fire, not a puff!"
  All around them grew little pines, no taller than {hero}. "So a fire can make a new forest," {they} said softly.
  {pal} wanted to keep the cone. "No," said {hero}. "Things in the park stay in the park." {They} set it back down.
- "middle":
  {route == "logbook": {hero} went to the edge of the pines, where {pal} was poking at a pile of pine cones. Down the road, the ranger had stopped to talk into her radio.}
  {route == "river": Pine cones lay scattered all along the trail, and {pal} {sniffed()}, then picked out the strangest one.}
  {route == "cone": {hero} stretched {their} legs under the pines while {pal} {moved()} along beside {them}, poking at the pine cones on the ground.}
  "Chrrrrrr!" A red squirrel sat on a branch overhead, scolding them with its tail jerking. It dropped a cone, thunk, right by {hero}'s boot.
  "We're too close to its pantry," said {met_ranger: the ranger|Grandma}, pointing to a heap of cone scales piled around a stump. "Red squirrels store pine cones there to eat all winter."
  {kind == "squirrel": "I'd be cross too," said {pal}. "Never touch a squirrel's snacks."}
  Through the tree trunks {hero} could still see Lone Star steaming in the clearing, and {they} kept one eye on it the whole time.
  Some of the cones on the ground were open, with their scales spread wide. But others were shut tight and sealed with sticky sap.
  "This one's broken," said {pal}. "It won't open."
  "It isn't broken," said {met_ranger: the ranger|Grandma}. "Some lodgepole pine cones open only in the heat of a fire. The fire melts the sap, the cone opens, and the seeds fall onto the burned ground." # fact: lodgepole-pine-cones
  {hero} looked around. Under the tall pines, hundreds of young ones were growing, all about the same height. "So after a fire, a whole new forest can start from cones like this?"
  "Exactly like this."
  {pal} huffed on the sealed cone, very hard, to warm it up. Nothing happened. It huffed again until it went dizzy. "It's broken," it said.
  "It needs a forest fire," said {hero}, "not hot air."
  {pal} put one foot firmly on the cone. "Can I keep it?"
  "Everything in the park stays in the park," said {hero}, and set it gently back on the ground. Then an idea popped into {hero}'s head. "But I can draw it in the logbook! Then that kid can learn about fire cones too."
- else:
  {route == "logbook": {hero} walked to the edge of the pines, where {pal} was poking suspiciously at a pile of pine cones. Far down the road, the ranger had stopped to talk into her radio.}
  {route == "river": Pine cones lay scattered all along the trail like dropped marbles, and {pal} {sniffed()}, then picked out the oddest one and held it up for inspection.}
  {route == "cone": {hero} stretched {their} stiff legs under the pines while {pal} {moved()} along beside {them}, investigating every pine cone on the ground as if it might be a clue.}
  "Chrrrrrrrr!" A red squirrel was glaring down at them from a branch, tail jerking, scolding as if they had insulted its mother. It bit off a cone and let it drop. Thunk. It landed an inch from {hero}'s boot, which did not feel like an accident.
  "We're too close to its pantry," said {met_ranger: the ranger|Grandma}, nodding at a heap of chewed cone scales piled around a stump, deep enough to bury a boot. "Red squirrels cut pine cones all autumn and stash them to eat in winter. That pile is years of lunches."
  {kind == "squirrel": "I'd be furious too," {pal} said, with deep feeling. "You do not mess with a squirrel's snacks."}
  Some of the cones on the ground were open, their scales fanned out like tiny shingles. Others were shut so tight they looked like wooden eggs, glued closed with old, sticky sap.
  "Defective," {pal} declared, tapping one. "This cone does not work."
  "It works perfectly," said {met_ranger: the ranger|Grandma}. "Some lodgepole pine cones open only in the heat of a fire. The fire melts the sap, the scales spring open, and the seeds drop onto the burned ground, where there's suddenly lots of sunlight." # fact: lodgepole-pine-cones
  {hero} looked around properly for the first time. Under the tall pines, a crowd of young ones was growing, hundreds of them, all about the same height, like a class photo. It was a strange idea that a fire, which {hero} had only ever thought of as an ending, could also be a start.
  {pal} was not convinced. It breathed on the sealed cone, long and hard, to warm it up. Nothing happened. It breathed again, until it went slightly dizzy. The cone stayed shut, smug as a walnut.
  "It needs a forest fire," said {hero}. "Not a lot of hot air. Although you're very good at hot air."
  {pal} put one foot firmly on the cone. "I am keeping this. It is my cone now."
  "Everything in the park stays in the park," said {hero}, and gently set it back where it belonged. {pal} sighed, deeply and theatrically, and said goodbye to it.
  "But here's the thing," {hero} said, and {they} could feel the idea growing as {they} spoke. "I can draw it. In the logbook, next to the geyser, if we ever see the geyser. That kid can learn about fire cones too. It's like leaving two presents instead of one."
  Grandma looked at {them} for a long moment, the way she sometimes did when she thought {hero} wasn't noticing. "That," she said, "is a very good idea."
}
{end_now: -> early_pines}
~ last = "pines"
~ found_cone = true
{band:
- "young":
  BOOM. A deep sound came from the clearing. And in the trees, branches cracked. Something big was coming!
- "middle":
  Then a deep BOOM came from the clearing, louder than any splash, and the ground seemed to tremble under their boots. At the same moment, deeper in the trees, branches cracked. Something large was moving their way.
- else:
  Then a deep BOOM rolled out of the clearing, louder than any splash so far, and {hero} felt it through {their} boots more than heard it. At the same instant, deeper in the trees, branches cracked one after another. Something very large was moving their way, and it was not in a hurry.
}
* [Wait very still and let the big shape pass # act: wait] -> ending_bison
* [Go straight back to the log in the clearing # act: go] -> ending_whole_show
* [Look for one more sealed cone to show Grandma # act: look] -> ending_tail_end

=== early_pines ===
# place: lone-star
{band:
- "young":
  Then, BOOM! A sound came from the clearing. They walked back fast.
  Whoosh! Lone Star shot up, high and white. They got there just in time!
  {hero} drew the geyser for the kid. In the corner, {they} drew a tiny shut pine cone. # ending: a-cone-in-the-corner
- "middle":
  Then a deep BOOM came from the clearing, and they hurried back along the trail. They reached the log just as Lone Star roared up, a white column higher than a house.
  "We made it!" gasped {pal}.
  {hero} drew the eruption for the kid in the logbook, and in the corner {they} drew a tiny, tightly shut pine cone. "This kind needs a fire to open," {they} wrote. "And this is the geyser. It went!" # ending: a-cone-in-the-corner
- else:
  Then a deep BOOM rolled out of the clearing, and they hurried back along the trail, Grandma's hand on {hero}'s shoulder to keep {them} at a fast walk instead of a run. They reached the log just as Lone Star roared up, a white column higher than a house, steam pouring over the tops of the pines.
  "We made it," gasped {pal}. "Barely. Which is the best way."
  {hero} drew the eruption for the kid, and in the corner {they} drew one small, stubborn, tightly sealed pine cone. Next to it {they} wrote, "This kind only opens in a fire. This geyser only opens when it's ready. Both worth waiting for. It went!" # ending: a-cone-in-the-corner
}
-> END

// ---------------------------------------------------------------- endings
=== ending_whole_show ===
# place: lone-star
{band:
- "young":
  {last == "bison": {hero} found a bend farther along the trail. It was far from the bison, but they could still see the cone.}
  {last == "ranger": {hero} held the stopwatch ready. The dark shape in the trees could wait. {pal} held its breath.}
  {last == "pines": They hurried back to the log. {kind == "turtle": {pal} rode in {hero}'s arms.|{pal} {dashed()} ahead.} Behind them, a bison pushed out of the trees and wandered off the other way.}
  {route == "cone" and last != "ranger": Ranger Quill came to watch with them, her stopwatch ready.}
  Splash. Splash. Splash, splash, splash! Then, WHOOSH! Water shot up into the sky. It was higher than a house! It shone white in the sun.
  {last == "ranger": Click! {hero} started the stopwatch.}
  Steam rolled out in a big cloud. Under their feet the ground hummed, and {pal} {wiggled()}.
  "It is so loud!" yelled {hero}.
  The water fell back down. Then the steam roared on and on, like a giant blowing out. At last it was quiet.
  The cone was dark and wet now. Little pools steamed all around it.
  {last == "ranger": {hero}'s guess was the closest! {They} did a little dance.}
  {route == "logbook": "The splashes came first, just like the logbook said!" said {hero}.}
  {route != "logbook" and met_ranger: "The ranger was right about the splashes!" said {hero}.}
  {hero} opened the logbook and wrote the time. Then {they} drew the geyser, big and tall.
  {saw_bison: {They} drew the bison, too.}
  {found_cone: {They} drew a tiny shut pine cone in the corner.}
  {saw_colors: {They} drew orange stripes for the warm stream.}
  At the bottom, {hero} wrote, "For you! It went!" {pal} pressed a muddy foot on the page, too.
  "Can we stay and see it again?" asked {pal}.
  "In three hours?" said Grandma. Everyone laughed.
  On the walk back, the bull elk bugled across the river. It sounded like a cheer. # ending: the-whole-show
- "middle":
  {last == "bison": {hero} spotted a bend farther along the trail, far from the bison but with a clear view of the cone. They walked to it, keeping to the packed dirt, and crouched down together.}
  {last == "ranger": Whatever was moving in the trees could wait. {hero} held the stopwatch with {their} thumb ready on the button. Beside {them}, {pal} was so excited it could not keep still.}
  {last == "pines": They hurried back to the log, walking fast, not running. {kind == "turtle": {hero} scooped {pal} up and carried it, because a turtle's kind of hurrying was not going to be enough.|{pal} {dashed()} on ahead to save their seats.} Behind them, the big shape in the trees turned out to be a bison, and it wandered off the other way.}
  {route == "cone" and last != "ranger": Ranger Quill came to stand with them, her stopwatch ready in her hand.}
  {hero} held {their} breath. Please, {they} thought. Please be the big one.
  The splashes came faster. Splash. Splash. Splash, splash, splash. Then, with a roar, a column of water shot out of the cone and kept on going, higher than a house, white and shining in the sun.
  {last == "ranger": {hero} pressed the button. The numbers began to race.}
  Steam billowed out across the clearing. The roar was so loud that {hero} could feel it in {their} chest. {pal} was shouting something, but nobody could hear a word.
  Long after the water fell back, the steam kept roaring, like a giant breathing out. Then, little by little, it quieted, until the cone was hissing softly again as if nothing had happened. Its sides were dark and shining wet, and new puddles steamed all around it.
  {last == "ranger": The ranger checked her watch and grinned. "Just about twelve minutes since we guessed. {hero} wins." {hero} did a small, wobbly victory dance, and Grandma clapped.}
  {route == "logbook": "Splashes first," whispered {hero}. "Just like the logbook said."}
  {route != "logbook" and met_ranger: "Splashes first," whispered {hero}. "Just like the ranger said."}
  {route != "logbook" and not met_ranger: "So that's what all the splashing was," whispered {hero}. "It was warming up!"}
  For a moment nobody said anything at all. Even {pal} was quiet.
  Grandma wiped her foggy glasses. "The first time I saw a geyser, I was about your age," she said. "I screamed so loud I scared a bird out of a tree."
  {last == "pines": Behind them, the red squirrel was still scolding from its branch, as if the eruption had been its idea.}
  {hero} opened the logbook to a fresh page and wrote the time. {Their} hands were still shaking a little, so the first column came out wiggly, and {they} had to try again. Then {they} drew the eruption as carefully as {they} could: the cone, the tall white column, the clouds of steam.
  {saw_bison: In the corner {they} added a bison, rolling in the dust like it owned the place.}
  {found_cone: Beside it {they} drew a tightly sealed pine cone.}
  {saw_colors: Along the bottom {they} drew the warm trickle in stripes of orange and green.}
  {last == "ranger": The ranger signed her name next to the time and wrote "timed by {hero}" underneath.}
  At the bottom {hero} wrote, "For you. It went! Watch for the splashes." Then {pal} pressed one muddy foot onto the corner of the page, as a signature.
  On the walk back down the old road, the bull elk bugled again across the river, long and wild.
  "He's cheering," said {pal}.
  "Or complaining," said Grandma. "Either way, that was worth the wait." # ending: the-whole-show
- else:
  {last == "bison": {hero} spotted a bend farther along the trail, well away from the bison but with a clear line to the cone. They walked to it, keeping to the packed dirt every step of the way, and crouched there together, trying to make themselves as uninteresting as possible.}
  {last == "ranger": Whatever was moving in the trees would have to wait. {hero} held the stopwatch in both hands, thumb hovering over the button. The ranger gave {them} a nod. Beside {them}, {pal} had gone as still and tense as a cat watching a mouse hole.}
  {last == "pines": They hurried back to the log, fast but not running, while Grandma muttered that her knees had not signed up for this. {kind == "turtle": {pal} plodded gamely after them until {hero} scooped it up and carried it the rest of the way.|{pal} {dashed()} on ahead, as if it could hold the geyser back by getting there first.} Behind them, the big shape in the trees turned out to be a bison, which watched them go and then wandered off the other way, unimpressed.}
  {route == "cone" and last != "ranger": Ranger Quill had come to stand beside them, stopwatch in hand, watching the cone the way other people watch a kettle.}
  {hero} pressed the logbook flat against {their} chest. Please, {they} thought, at the cone, at the ground, at the whole of Yellowstone. Please let this be the big one.
  The splashes came faster, and then faster still, until they ran together into a single heavy surge. Then, with a roar like a waterfall turned upside down, a column of water burst out of the cone and kept climbing, higher than a house, white and blazing in the sunlight.
  {last == "ranger": {hero}'s thumb came down on the button, and the numbers began to race.}
  Steam billowed across the clearing in great rolling clouds. The roar was so loud that {hero} felt it in {their} ribs, and {pal} was yelling something that was completely lost in the noise.
  Long after the water sank back into the cone, the steam went on roaring, as though the geyser were letting out a breath it had held for three hours. Then, bit by bit, the sound faded, until Lone Star was hissing quietly to itself again, looking innocent. Its sides were dark and gleaming wet, and fresh puddles steamed all around its base, like the floor of a bathroom after a very long shower.
  {last == "ranger": The ranger glanced at her watch and burst out laughing. "Twelve minutes, near enough to the second. {hero} wins." Grandma offered {hero} a small, dignified bow, and {pal} let it be known that Next Tuesday had been a very strong second.}
  {route == "logbook": "Splashes first," {hero} whispered. "Just like the logbook said." {They} felt {their} face go hot with something that was half pride and half disbelief.}
  {route != "logbook" and met_ranger: "Splashes first," {hero} whispered. "Just like the ranger said." {They} had known it was coming, and somehow knowing made it better, not worse.}
  {route != "logbook" and not met_ranger: "So that's what all the splashing was for," {hero} whispered. "It was winding up." {They} felt as if {they} had been let in on a secret that had been shouting at them all morning.}
  For a long moment nobody said anything. Even {pal}, who always had something to say, just stood there with its mouth open.
  Grandma took off her glasses, which were completely fogged, and wiped them on her scarf. "The first time I saw a geyser, I was about your age," she said. "I screamed so loud a bird fell off its branch. I've been coming back ever since, and it has never once stopped being astonishing."
  {last == "pines": Somewhere behind them the red squirrel was still scolding from its branch, as if the whole eruption had been its idea and nobody had thanked it.}
  {hero} opened the logbook to a clean page and wrote the time. {Their} hands were still trembling, so the first column came out looking like a nervous noodle and had to be rubbed out with a licked thumb. Then, slowly, {they} drew it properly: the knobbly cone, the tall white column, the steam spilling sideways in the breeze.
  {saw_bison: In one corner {they} added a bison, flat on its back in the dust, because it seemed only fair.}
  {found_cone: {saw_bison: In another|In one corner} {they} drew a sealed pine cone, waiting for its own kind of heat.}
  {saw_colors: Along the bottom ran the warm trickle, in stripes of orange and brown and green.}
  {last == "ranger": The ranger signed her name beside the time and added, in small letters, "timed by {hero}, official timer."}
  At the bottom {hero} wrote, "For you. It went! Watch for the splashes. Not a lumpy drawing." Then {pal} solemnly pressed one muddy foot onto the corner of the page, because every important document needs a signature.
  On the long walk back down the old road, the bull elk bugled once more across the river, wild and rusty and much too loud.
  "He's applauding," said {pal}.
  "He's complaining," said Grandma. "But he has a point. Some things really are worth the wait." # ending: the-whole-show
}
-> END

=== ending_tail_end ===
# place: lone-star
{band:
- "young":
  {last == "bison" and route != "river": They walked back down the road. They left the bison in peace.}
  {last == "bison" and route == "river": They backed away along the river. They left the trail to the bison.}
  {last == "ranger": {hero} handed the stopwatch back to the ranger and went down to the river with Grandma to look for the elk. But the elk stayed hidden.}
  {last == "pines": {hero} looked for one more shut cone. And one more. And one more. The big thing in the trees was only a bison. It walked away.}
  {route == "cone" and last != "ranger": Ranger Quill's radio had called her away. Nobody was watching the geyser.}
  Then, ROAR! The sound came from the clearing. A tall white cloud rose up over the trees!
  "Oh no! It is going!" cried {hero}.
  "Walk fast, but do not run," said Grandma. "The ground is hot here."
  {last == "bison": The bison had gone off into the trees. The trail was clear.}
  They got back just as the water fell down. Only steam was left, puffing and roaring.
  {hero} felt sad. {They} had missed the big part. {Their} eyes stung.
  {pal} came close and settled {perch()}. It did not say a word.
  {last == "bison": "We gave the bison room," said Grandma. "Sometimes doing the right thing means you miss the show."}
  {last != "bison": "We saw the steam over the trees," said Grandma. "And now you know. When it splashes, you stay."}
  {last == "ranger": The ranger told {them} the time it went.}
  Then a girl in a yellow hat came up the trail. "Did I miss it?" she asked.
  {last == "bison": "Yes, and so did I," said {hero}. "But here is a tip. First it splashes a lot. Then the big one comes. And if a bison comes, give it lots of room!"}
  {last != "bison": "Yes, and so did I," said {hero}. "But here is a tip. First it splashes a lot. When it splashes, do not walk away!"}
  The girl sat down on the log. "Thanks! I will stay."
  {hero} drew the tall steam over the trees.
  {found_cone: In the corner, {they} drew a shut pine cone too.}
  {last == "bison": {They} wrote, "It went! We gave a bison room and missed the big part. I would do it again!"}
  {last != "bison": {They} wrote, "It went! When it splashes, stay!"}
  {last == "bison": "A good picture," said {pal}. "And a kind one."|"Good advice," said {pal}.} # ending: steam-over-the-pines
- "middle":
  {last == "bison" and route != "river": They walked quietly back down the old road, leaving the clearing to the bison. It felt like the polite thing to do, even though every step took them farther from the cone.}
  {last == "bison" and route == "river": They backed away along the riverbank, leaving the trail to the bison, and waited for it to move on. It felt like the polite thing to do, even with the bison planted squarely between them and the geyser.}
  {last == "ranger": {hero} and Grandma walked down to the river to find the elk, while the ranger stayed by the cone. They searched the far bank and the trees, but the bull stayed hidden.}
  {last == "pines": {hero} searched for one more sealed cone, and then one more, because the first one was a bit squashed and the next one had a bite out of it. The big shape in the trees turned out to be a bison, which ambled off the other way without even looking at them.}
  {route == "cone" and last != "ranger": Ranger Quill had been called away on her radio a few minutes before, so there was nobody left by Lone Star at all.}
  Then a roar came from behind them. {hero} spun around. Above the tops of the pines, a tall white tower of steam was climbing into the sky.
  "It's going!" cried {hero}. "Without us!"
  "Walk fast, but don't run," said Grandma, catching {their} hand. "Not near hot ground."
  {last == "bison": Luckily the bison had wandered off into the pines, and the trail was clear.}
  By the time they reached the clearing, the water was falling back into Lone Star's cone and only the steam was left, roaring like a giant breathing out. They had missed the best part.
  {hero}'s eyes stung. {They} had promised. {pal} settled {perch()} without a word, which for {pal} was very unusual.
  Lone Star was still dripping, its sides dark and shining, with fresh puddles steaming all around it. It looked pleased with itself.
  {last == "bison": Grandma knelt beside {them}. "We still saw something," she said. "That steam tower above the trees was amazing. And we gave a bison its space, even though it cost us. Sometimes the right thing costs you the show."}
  {last != "bison": Grandma knelt beside {them}. "We still saw something," she said. "That steam tower above the trees was amazing. And now you know the most important rule of geyser watching. When it starts splashing, you stay."}
  {last == "ranger": The ranger came over and read out the exact time from her stopwatch, so at least the numbers would be right.}
  Just then a girl in a yellow hat came hurrying up the trail, out of breath. "Did I miss it?" she asked.
  {last == "bison": "You did. So did I," said {hero}. {They} thought for a second. "But here's a tip. Before the big one, it splashes, over and over. When it does that, find a good spot and stay put. Unless a bison walks in. Then you give it room, even if you miss the show."}
  {last != "bison": "You did. So did I," said {hero}. {They} thought for a second. "But here's a tip. Before the big one, it splashes, over and over. When it does that, don't go anywhere. Not even for a minute."}
  The girl nodded seriously and sat down on the log to wait for the next one.
  {hero} felt a little better. Missing it had been awful. But maybe, because of {them}, somebody else wouldn't.
  {hero} opened the logbook and drew what {they} had really seen: the tall white steam tower rising above the pines.
  {found_cone: Beside it {they} drew one tightly sealed pine cone, so that kid could learn about fire cones too.}
  {last == "bison": At the bottom {they} wrote, "It went! We gave a bison its space and missed the big part. I'd do it again."}
  {last != "bison": At the bottom {they} wrote, "It went! I only saw the steam, because I wandered off. When it splashes, STAY."}
  {pal} read it and nodded. "That," it said, "is the most useful page in the whole book." # ending: steam-over-the-pines
- else:
  {last == "bison" and route != "river": They walked quietly back down the old road, leaving the clearing to the bison. It felt like the right thing to do, and also like walking away from a present without opening it.}
  {last == "bison" and route == "river": They backed away along the riverbank, well out of its path, and left the trail to the bison. It felt like the right thing to do, and also like standing outside a party you had been invited to.}
  {last == "ranger": {hero} and Grandma slipped down to the river to find the elk, while the ranger stayed by the cone with her stopwatch. They searched the far bank and the shadows under the trees, but the bull had gone quiet, as if he knew he was being looked for.}
  {last == "pines": {hero} searched for one more sealed cone, then one more, because the first one was squashed on one side and the next had clearly been nibbled, and Grandma deserved a perfect one. The big shape in the trees turned out to be a bison, which gave them one bored look and ambled away in the other direction.}
  {route == "cone" and last != "ranger": Ranger Quill had been called away on her radio to help at the trailhead, so for the first time all morning, nobody at all was watching Lone Star.}
  Then a roar came from behind them, and {hero}'s stomach dropped into {their} boots. Above the tops of the pines, a white tower of steam was climbing into the sky, bright and enormous and very far away.
  "It's going," {hero} said. "It's going without us!"
  "Fast walking," said Grandma, catching {their} hand. "Not running. Not near hot ground, not ever."
  {last == "bison": The bison, at least, had wandered off into the pines, so the trail was clear all the way back.}
  By the time they reached the clearing, the water was already sinking back into Lone Star's cone, and the steam was roaring out on its own, like a giant exhaling after a long speech. They had missed the best part by a few minutes. A few minutes, after all that.
  {hero} stared at the geyser and felt {their} eyes go hot. {They} had promised. {They} had read that frowning face and promised. Lone Star, still dripping, its sides dark and shining, with fresh puddles steaming at its feet, looked thoroughly pleased with itself.
  {pal} settled {perch()} and said nothing at all, which for {pal} was so unusual that it said more than any joke.
  {last == "bison": Grandma handed {hero} her big checked handkerchief, the one she kept for emergencies, and waited while {they} used it. "It stings," she said. "It should. But you saw that tower over the trees, and most people never see that. And you gave a wild animal all the room it needed, even though it cost you. Sometimes the right thing costs you the show."}
  {last != "bison": Grandma handed {hero} her big checked handkerchief, the one she kept for emergencies, and waited while {they} used it. "It stings," she said. "It should. But you saw that tower over the trees, and most people never see that. And now you know the one rule every geyser gazer learns the hard way. When it starts splashing, you don't go anywhere."}
  {last == "ranger": The ranger walked over and read out the exact time from her stopwatch, so that at least the record would be right.}
  Just then a girl in a yellow hat came hurrying up the trail, red-faced and out of breath. "Did I miss it?" she asked, and {hero} recognized the look on her face, because it was exactly how {they} felt.
  {last == "bison": "You did. So did I," {hero} said. Then {they} had an idea that made the sting a little smaller. "But here's the secret. Before the big one, it splashes, over and over. When it does that, pick your spot and stay in it. The only thing worth moving for is a bison, and then you move as far as it needs."}
  {last != "bison": "You did. So did I," {hero} said. Then {they} had an idea that made the sting a little smaller. "But here's the secret. Before the big one, it splashes, over and over. When it does that, don't move. Not for a snack, not for a bird, not for anything."}
  The girl sat down on the log with her chin in her hands, ready to wait as long as it took.
  Something loosened in {hero}'s chest. Missing it had been awful, and it was still awful. But it was a little less awful if, because of {them}, somebody else wouldn't have to feel the same way.
  {hero} opened the logbook and drew what {they} had actually seen: a white tower of steam rising over a jagged line of pines.
  {found_cone: In the corner {they} added one sealed pine cone, the second present, so the kid would learn about fire cones too.}
  {last == "bison": Underneath {they} wrote, "It went! We gave a bison its space and missed the big part. I'd do it again. When it splashes, the big one is close, so pick a good spot early."}
  {last != "bison": Underneath {they} wrote, "It went! I only saw the steam, because I wandered off. When it splashes, STAY. You'll see what I missed."}
  {route == "logbook": {pal} read it over {their} shoulder. "That," it said, "is the most useful page in this entire book. Including the broccoli."} # ending: steam-over-the-pines
  {route != "logbook": {pal} read it over {their} shoulder. "That," it said, "is the most useful page in this entire book."} # ending: steam-over-the-pines
}
-> END

=== ending_bison ===
# place: lone-star
{band:
- "young":
  {last == "bison": They waited, still as stones. At last the bison shook off the dust and walked away to eat grass.}
  {last == "ranger": The dark shape was a bison! It stepped out of the trees and began to munch grass. "Back up slowly," said the ranger. "A bison needs a big space all around it." So they did.}
  {last == "pines": They stood still. A huge bison walked past between the trees. Thud, thud, thud. Then it went out into the clearing to eat grass.}
  {route == "cone" and last != "ranger": Ranger Quill waved goodbye. Her radio was calling her to the trailhead.}
  {not saw_bison: "Bison have lived here since very long ago," whispered Grandma. # fact: place-united-states}
  {not saw_bison: Grandma held up her thumb. "If my thumb can hide the bison, we are far enough." {hero} tried it. The bison was hidden.}
  {saw_bison: The black and white bird was still riding on its back.}
  Then, WHOOSH! Lone Star shot up high. Steam rolled across the clearing. It drifted right over the bison!
  {last == "ranger": Click! {hero} pressed the stopwatch, right on time.}
  The bison did not even look up. It just kept munching. Then it gave a big, low grunt.
  "It is not scared at all," said {hero}.
  "It has seen this lots of times," said {pal}. "Show-off!"
  "In winter, bison stay near the warm ground," said Grandma. "This is their home."
  Little drops of water sat on the bison's fur. They sparkled in the sun.
  When it was over, {hero} drew the geyser in the logbook. Then {they} drew the bison, right in the steam.
  {last == "ranger": {They} wrote the time too, and the ranger signed her name next to it.}
  At the bottom, {they} wrote, "For you! It went! A bison came to watch."
  The bison swished its tail and walked slowly into the trees.
  "Bye, bison," whispered {hero}.
  "Two for one," said Grandma. # ending: bison-in-the-steam
- "middle":
  {last == "bison": They waited, still as stones, while the bison stood in the trail, chewing and thinking about nothing. At last it shook off a cloud of dust and wandered to the far side of the clearing to graze.}
  {last == "ranger": With the ranger's stopwatch clutched in {their} hand, {hero} watched the dark shape step out of the trees. It was a bison, huge and shaggy, swinging its head as it walked out into the grass and began to graze. "Back up slowly," said the ranger. "Bison can run faster than any person. We give them at least twenty-five yards." They backed away until it was a safe distance off.}
  {last == "pines": They stood very still. Between the tree trunks, a bison walked past, so close they could hear it breathing, huff, huff. It did not even glance at them. It ambled out of the trees and into the clearing to graze.}
  {route == "cone" and last != "ranger": Ranger Quill's radio crackled with a call from the trailhead. She gave them a wave and slipped away down the old road, walking a wide curve around the bison.}
  {not saw_bison: "Yellowstone is the only place in the United States where bison have lived since prehistoric times," whispered Grandma. # fact: place-united-states}
  {not saw_bison: Then she held out her arm with her thumb up. "If your thumb can cover the whole animal, you're far enough away." {hero} tried it. The bison vanished behind {their} thumb.}
  {saw_bison: The magpie was still riding on its hump, like a tiny captain on a very hairy ship.}
  Then Lone Star erupted. A white column roared out of the cone, higher than a house, and steam rolled across the clearing and drifted right over the bison. Drops of water beaded on its shaggy coat like dew.
  {last == "ranger": Click! {hero} started the stopwatch on the very first roar, and the little numbers went whirring.}
  The bison didn't even lift its head. It just kept munching. Then it let out a long, rumbling grunt, the first sound it had made all morning, as if to say the steam felt nice.
  {saw_bison: Because they had waited so patiently for it to move, they had the best view in the whole clearing, with the geyser and the bison in one picture.}
  "It isn't scared at all," said {hero}.
  "It's seen this a thousand times," whispered {pal}. "Show-off. Can I go and stand in the warm steam too?"
  "Not a chance," said Grandma. "The bison knows where the ground is solid. We don't."
  Then she chuckled. "In winter, bison often stay near the warm ground by the geysers, where the snow melts off the grass. To them, this is home."
  {hero} watched the bison chewing in the drifting steam. The geyser wasn't putting on a show for anybody. It was just doing what it did, and the bison was just having breakfast, and somehow that made it even better.
  When the steam finally faded, {hero} drew it all in the logbook: the cone, the white column, and, right in the middle of the steam, a shaggy bison eating grass.
  {last == "ranger": Next to the drawing {hero} wrote the time from the stopwatch, and the ranger signed her name beside it.}
  At the bottom {they} wrote, "For you. It went! A bison came to watch, but it didn't clap."
  The bison flicked its tail and wandered off into the pines, as slow as a cloud.
  "Two wonders for the price of one," said Grandma. # ending: bison-in-the-steam
- else:
  {last == "bison": They waited, still as fence posts, while the bison stood in the middle of the trail, chewing slowly and apparently thinking about nothing at all. At last it shook off a cloud of dust that drifted over the grass like smoke, and wandered to the far side of the clearing to graze.}
  {last == "ranger": {hero} had the ranger's stopwatch in {their} hand when the dark shape stepped out from between the pines and became a bison, huge and shaggy. It swung its head with every step, wandered into the grass and began to graze. "Back up slowly," said the ranger, in a voice as calm as bathwater. "They can run faster than any person. Twenty-five yards, minimum." They backed away, step by careful step, until she nodded.}
  {last == "pines": They froze. Between the tree trunks, a bison walked past, so close that {hero} could hear it breathing, a slow, heavy huff, like bellows. It did not so much as glance at them. It ambled out of the trees and into the clearing and began to graze, with the air of someone who had an appointment.}
  {route == "cone" and last != "ranger": Just then Ranger Quill's radio crackled with a call from the trailhead. She gave them a rueful wave, mouthed "Enjoy it," and slipped away down the old road, walking a long, polite curve around the bison.}
  {not saw_bison: "Yellowstone is the only place in the United States where bison have lived since prehistoric times," Grandma breathed. "That one's family was here long before anyone wrote anything in any logbook." # fact: place-united-states}
  {not saw_bison: Then she stretched out her arm with her thumb up. "If your thumb can hide the whole animal, you're far enough away. If it can't, back up." {hero} tried it, and the bison vanished behind {their} thumbnail, which was a deeply strange feeling, like being able to switch off a mountain.}
  {saw_bison: The magpie was still riding on its hump, like a tiny captain on a very hairy ship, and did not seem to care about geysers either.}
  Then Lone Star erupted. A white column roared out of the cone, higher than a house, and the steam rolled across the clearing and drifted right over the bison, beading its shaggy coat with drops until it glittered like it had been sprinkled with sugar.
  {last == "ranger": {hero} pressed the stopwatch button without taking {their} eyes off the bison, and felt the click all the way up {their} arm.}
  A breeze pushed the edge of the steam cloud toward them, warm and damp on their faces, and for a second the whole clearing vanished in white. When it thinned again, the bison was exactly where it had been.
  The bison did not lift its head. It just went on chewing. After a while it let out a long, rumbling grunt, the first sound it had made all morning, which {hero} decided meant the steam felt nice on its back.
  {saw_bison: And because they had waited so patiently for it to move, instead of pushing past or giving up, they had the best seats in the whole clearing, with the geyser and the bison in a single frame, like a postcard nobody else would ever get.}
  "It isn't even a tiny bit scared," said {hero}.
  "It has seen this a thousand times," {pal} whispered. "It is probably bored. Honestly. Show-off." Then, after a pause, "Could I go and stand in the warm steam too? Just for a minute?"
  "Not a chance," said Grandma. "That bison knows every solid patch of ground in this clearing. We don't, and the hot spots don't come with signs."
  "In winter," she went on, "bison often gather near the warm ground by the geysers. The heat melts the snow off the grass. To them, this isn't a show. It's the kitchen."
  {hero} watched the bison munching in the steam and felt something settle inside {them}, like a puzzle piece clicking into place. The geyser wasn't performing for anyone. It had been erupting in this clearing long before there was a trail or a logbook or a single person to gasp at it, and the bison's family had been grazing beside it all that time. {hero} and Grandma and {pal}{last == "ranger":, and even the ranger,} were just lucky enough to be visiting.
  {last == "ranger": When the steam finally faded, {hero} wrote the time from the stopwatch in {their} neatest capitals, and the ranger signed her name beside it with a flourish.}
  {last == "ranger": Then {they} drew it all in the logbook: the cone, the white column, and, right in the middle of the steam, a shaggy bison eating breakfast.|When the steam finally faded, {hero} drew it all in the logbook: the cone, the white column, and, right in the middle of the steam, a shaggy bison eating breakfast.} At the bottom {they} wrote, "For you. It went! A bison came to watch, but it didn't clap."
  The bison finished its patch of grass, flicked its tail and drifted back into the pines, as slow and unbothered as a cloud.
  "Two wonders for the price of one," said Grandma. # ending: bison-in-the-steam
}
-> END
