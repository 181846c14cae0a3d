# title: The Haystack Thief
# month: 7
INCLUDE shared/story.ink
VAR route = ""
VAR spot = ""
VAR marmot_cleared = false
VAR saw_wind = false
VAR saw_ptarmigan = false
VAR met_bell = false
-> rock_cut

=== rock_cut ===
# place: tundra-trail
{band:
- "young":
  The car climbed up and up. The trees got small. Then there were no trees at all!
  {hero}'s ears went pop. "Are we on top of the world?" {they} asked.
  "Almost," said Dad. "No other road that goes all the way over the mountains climbs this high." # fact: trail-ridge-road
  They stopped by a path. {hero} opened the door. Whoosh! The wind was cold, and it was summer!
  {pal} poked its nose out and pulled it right back in. "Somebody tell the wind it is summer," it said.
  "EEEP!" A little gray animal ran over the rocks. It had round ears and flowers in its mouth, like a green mustache!
  It ran under a big flat rock. Under the rock was a pile of dry grass and flowers. On top were some tiny blue flowers.
  "That is a pika," said Dad. "That pile is its haystack. Snow closes this road for much of the year. The pika stays here under the snow and eats its hay." # fact: snow-usually-closes
  The pika ran far down the hill for more. {hero} and {pal} watched it go. Nip! It picked a flower.
  Then it raced back to its rock. It stopped. It stared at its pile. "EEEP!" it yelled.
  The blue flowers were gone!
  "Someone took its hay!" said {hero}.
  Up the path, a fat marmot sat on a rock. The wind blew and blew. Far away, white clouds puffed up.
  "When we hear thunder, we go to the car," said Dad.
  Who was the hay thief?
- "middle":
  The road climbed and climbed. The trees grew short and twisted, and then they stopped altogether. Now the car was crossing the top of the world: rolling green ground, patches of old snow, and sky on every side.
  {hero}'s ears popped. "How high are we?"
  "Trail Ridge Road climbs higher than any other paved road in the country that goes all the way through," said Dad. "Over twelve thousand feet." # fact: trail-ridge-road
  They parked beside a jumble of boulders where a paved path wound up across the tundra. When {hero} opened the door, the wind rushed in, cold enough to make {them} gasp. It was July, and there was snow.
  {pal} {sniffed()}, then said the wind smelled like snow and it would like to make a complaint.
  "Slow steps," said Dad, zipping his jacket. "There's less air up here."
  They had gone only a few steps when a shrill "EEEP!" rang from the rocks. A small, round, gray-brown animal shot across the boulders beside the path. It had round ears, no tail that {hero} could see, and a bundle of flowers sticking out of its mouth like a green mustache. It dove under a flat boulder and vanished.
  {hero} crouched at the edge of the path. Tucked under the boulder was a neat pile of stems, leaves and flowers, drying like hay. On top lay a sprig of tiny sky-blue flowers.
  "A pika," said Dad softly, "and its haystack. Snow usually closes this road from fall until late spring. All that time the pika stays right here under the snow, eating its hay." # fact: snow-usually-closes
  The pika dashed out again, down the slope and far into the flowers. {hero} and {pal} followed it with their eyes as it bit off another stalk, and Dad pointed. "Look, it picks the best ones."
  The pika raced back. Then it stopped on top of its boulder, stared at its pile, and let out a furious "EEEP!"
  The sky-blue flowers were gone. The pile looked lower, as if someone had scooped off a pawful.
  {kind == "rabbit": "That's my cousin's hay!" {pal} squeaked. "Pikas are related to rabbits, you know."}
  "Somebody's stealing its hay!" said {hero}. "It needs that for winter!"
  Up the path, a fat marmot sprawled on a sunny rock, chewing. The wind tugged at everything. "Or it's someone we haven't met yet," said Dad.
  Then he looked west, where white clouds were piling up behind the peaks. "We've got until those turn dark. Up here, if we hear thunder, we go straight to the car."
  {hero} nodded. A thief, a pika and a sky with a deadline. This was a case.
- else:
  The road climbed and kept climbing, long after {hero} assumed it must be finished. The pines shrank and twisted, as if they had been arguing with the wind for a hundred years and losing, and then they gave up entirely. Now the car was crossing the roof of the world: rolling green-gold ground, scraps of old snow, and sky in every direction.
  {hero}'s ears popped for the third time. "Exactly how high are we?"
  "Trail Ridge Road goes higher than any other paved road in the country that runs all the way through," said Dad, with the pride of a man who had read the sign. "Over twelve thousand feet." # fact: trail-ridge-road
  They parked beside a jumble of boulders where a paved path wandered up across the tundra. {hero} opened the door and the wind barged in, cold enough to make {them} gasp. It was July. There was snow. Nobody had warned {them} the two could happen at once.
  "I dressed for summer," {pal} announced. "Summer did not dress for me."
  "Slow steps," said Dad, zipping his jacket to his chin. "There's less air up here. Your legs will notice before you do."
  They had gone perhaps ten steps when a shrill "EEEP!" rang out from the rocks, and a small round animal the color of a dusty potato shot across the boulders beside the path. Round ears, no tail that {hero} could find at all, and a bundle of flowers sticking out of its mouth like a green mustache. It dove under a flat boulder and was gone.
  {hero} crouched at the very edge of the path and peered. Tucked beneath the boulder's lip, out of the wind, lay a neat pile of stems, leaves and flowers, drying like tiny hay. On top sat a sprig of sky-blue flowers, bright as a sticker.
  "A pika," Dad breathed, "and that's its haystack. Snow usually closes this whole road from fall until late spring. The pika doesn't sleep through it. It stays right here under the snow, eating its hay." # fact: snow-usually-closes
  The pika burst out again and sprinted far down the slope into the flowers, and {hero} followed it with {their} eyes the whole way, the way you watch a ball you have just thrown. It bit off a stalk with a neat sideways snip and raced back. Then it stopped dead on top of its boulder, stared at its pile, and let out an "EEEP!" so indignant that {hero} almost apologized.
  The blue flowers were gone. The whole pile looked lower, as if someone had scooped off the top.
  {kind == "rabbit": "My cousin," {pal} hissed, outraged on its behalf. "Pikas are related to rabbits, and nobody steals from family."}
  "Somebody's stealing its hay," {hero} said. "It needs that for the whole winter!"
  {They} looked for suspects. Up the path, a fat marmot lay sprawled on a sunny rock like a furry beanbag, chewing. The wind tugged at everything not tied down. "Or it's somebody we haven't met yet," said Dad.
  Then he glanced west, where puffy white clouds were stacking up behind the far peaks like scoops of ice cream. "We've got until those turn dark. Up here, if we hear thunder, we go straight to the car. No arguing."
  A thief, a pika, and a sky with a deadline. {hero} felt the case settle into {their} chest like a swallowed marble.
}
* [Climb the path to take a closer look at the marmot # act: go] -> marmot_rock
* [Drive on along the ridge to ask a ranger at the visitor center # act: ask] -> bell
* [Wait by the haystack to see who comes # act: wait] -> stakeout

=== marmot_rock ===
# place: tundra-trail
~ route = "marmot"
~ saw_ptarmigan = true
{band:
- "young":
  {hero} and Dad walked up the path. Slowly, slowly. Puff, puff.
  Tiny pink flowers grew in flat, round cushions on the ground.
  "Up here, plants grow flat to hide from the wind," Dad said. "So we stay on the path. One step can squish them." # fact: third-alpine-tundra
  Then something moved on the path. It was a speckled bird, like a small chicken. It was gray and brown, just like the rocks.
  Peep, peep! Five fluffy chicks ran after it.
  "A ptarmigan mom and her chicks," said Dad. "In winter, she turns all white like the snow."
  {hero} stood still. The birds walked right past {their} boots.
- "middle":
  {hero} and Dad climbed the path slowly, stopping every few steps to puff. On both sides, tiny pink flowers grew in tight, round cushions, pressed flat against the ground.
  Dad stopped to catch his breath. "About one-third of this park is alpine tundra like this," he said. "The plants grow low to the ground to survive the wind and cold." # fact: third-alpine-tundra
  "So that's why everything is so flat," said {hero}.
  "And why we stay on the path," said Dad. "One footstep can crush a plant that took longer to grow than you've been alive."
  Then a rock on the path stood up and walked. {hero} gasped. It was a bird, round as a small chicken, speckled gray and brown and white exactly like the lichen on the rocks. Behind it, five fluffy chicks tumbled out of the flowers, peeping.
  "A white-tailed ptarmigan," Dad whispered. "In winter she turns pure white to match the snow."
  The mother froze. {hero} froze. The chicks scurried across the path right past {their} boots, and then the whole family simply disappeared among the rocks, by standing still.
- else:
  {hero} and Dad climbed the path at the speed of people who had recently discovered how little air there was at twelve thousand feet. On both sides, tiny pink flowers grew in tight, round cushions, pressed flat to the ground as if they were hiding from someone.
  Dad stopped, partly to explain and partly to breathe. "About one-third of this park is alpine tundra," he said. "The plants grow low to the ground to survive the wind and cold." # fact: third-alpine-tundra
  "That explains why everything looks ironed," said {hero}.
  "And why we stay on the path," said Dad. "A cushion like that can be older than you. One careless footstep, and it's years of growing gone."
  Then a rock on the path stood up and walked away. {hero} actually squeaked. It was a bird, plump as a small chicken, speckled gray and brown and white so perfectly that it matched the lichen on the boulders. Behind it, five fluffy chicks tumbled out of the flowers, peeping like a box of wind-up toys.
  "White-tailed ptarmigan," Dad whispered. "Come winter, she'll be pure white, feet and all."
  The mother froze. {hero} froze. {pal} froze, which was a first. The chicks pattered across the path close enough to touch, though nobody did, and then the whole family vanished among the rocks without going anywhere, simply by holding still and being the right color. {hero} stared at the spot where they had been and could not find a single feather, even knowing exactly where to look.
}
{end_now: -> marmot_end}
~ marmot_cleared = true
{band:
- "young":
  Near the top of the path, big rocks stood in a pile. The fat marmot lay on one, in the sun.
  When they came near, it sat up. "WHEET!" it whistled.
  "That means watch out," said Dad. "We will stay right here."
  The marmot ate some fresh green leaves. Munch, munch. It did not carry anything away. It just ate and ate.
  "Marmots do not make haystacks," said Dad. "They eat all summer. Then they sleep all winter."
  "So the marmot is not the thief!" said {hero}.
  {hero} looked back down through Dad's binoculars. Far below, a small gray shape was creeping over the rocks. It was going toward the haystack!
  And the clouds were getting bigger.
- "middle":
  Near the top of the path, big boulders were piled up like a giant's building blocks. The fat marmot lay on the warmest one, its golden belly turned up to the sun.
  When they came near, it sat up and gave a shrill whistle. "WHEET!"
  "That's a warning," said Dad. "We stop here and give it room."
  The marmot looked at them for a long moment. Then it went back to eating, pulling fresh green leaves and flowers right where they grew and stuffing them in. It never carried anything anywhere.
  {hero} thought hard. "It eats its lunch right here. It doesn't take anything home."
  "Marmots don't make hay," Dad agreed. "They eat all summer, get fat, then sleep all winter."
  "So it doesn't need the pika's hay," said {hero}. "Not guilty!"
  {kind == "bear": {pal} said that, as a fellow winter sleeper, it approved.|{pal} said it rather admired anyone who could sleep all winter.}
  {hero} borrowed Dad's binoculars to look back down the path, and {their} breath caught. Far below, a small gray shape was slipping along the rocks toward the haystack boulder. It was coming from the uphill side, where the pika had never gone.
  And over the western peaks, the white clouds had grown tall and gray underneath.
- else:
  Near the top of the path, boulders were heaped up like a giant's abandoned building blocks. The fat marmot lay on the warmest one with its golden belly turned to the sun, looking like someone on vacation who did not intend to answer any emails.
  When they came closer, it sat up on its haunches and let out a whistle so shrill it made {hero}'s ears ring. "WHEET!"
  "That's a warning call," said Dad. "It's telling the neighborhood about us. We stop here."
  The marmot stared at them for a long, judging moment. Then it went back to its real job, which was eating. It pulled up fresh green leaves and flowers right where they grew and stuffed them in, chewing with its whole face. It never carried anything away. Not one stem.
  {hero} watched, thinking. "It eats its lunch right where it finds it. It doesn't take anything home."
  "Marmots don't make hay," Dad agreed. "They eat all summer, get fat, then sleep through the whole winter."
  "So it doesn't need dry hay at all," said {hero}. "Which means it has no reason to steal any. Not guilty." It felt wonderful to cross off a suspect. It also meant the real thief was still out there.
  {kind == "bear": {pal} remarked that, as a fellow expert in long winter naps, it found the marmot's plan extremely sensible.|{pal} remarked that it had a great deal of respect for anyone who could sleep for the entire winter.}
  Then {hero} borrowed Dad's binoculars to look back down the path, and {their} breath caught. Far below, a small gray shape was slipping along the rocks toward the haystack boulder, quick and low. It was coming from the uphill side, where the pika had never once gone.
  And over the western peaks, the fluffy clouds had grown tall, and their bottoms had turned the color of a bruise.
}
* [Hurry back down to the haystack # act: go] -> pile
* [Watch the gray shape from up here # act: look] -> top
* [Ask Dad to drive to the visitor center for a ranger's help # act: ask] -> center

=== marmot_end ===
# place: tundra-trail
# ending: ptarmigan-parade
{band:
- "young":
  {hero} sat down on the path. {They} wanted to see the birds again.
  After a while, a tiny head popped up. Then another. The ptarmigan chicks came back out! They pecked at the flowers. Their mom kept watch.
  "She stands still so nobody sees her," whispered {hero}.
  "Good trick," said {pal}.
  Then the clouds got bigger. "Time to go," said Dad.
  They walked back down. The pika sat on its rock. "EEEP!" it called.
  "We did not find your thief," {hero} whispered. "But we will come back."
- "middle":
  {hero} sat down right on the path and waited, hardly breathing. After a while, one tiny head popped up between the rocks, then another. The chicks came pattering back out to peck at the flowers, while their mother stood guard, still as a stone.
  "She hides by not moving," {hero} whispered. "Even when we're right here."
  {pal} said that was the best trick it had ever seen, and it planned to try it at bedtime.
  They watched until the clouds in the west began to turn gray. "That's our signal," said Dad.
  On the way back down, they passed the haystack boulder. The pika was sitting on top, guarding its pile, and it gave them one sharp "EEEP!"
  "We didn't catch your thief," {hero} told it. "But we'll be back."
  The case was still open. But {hero} had seen a rock stand up and walk, and that was worth a lot.
- else:
  {hero} sat down right on the path, cross-legged, and waited, barely breathing. For a long while the rocks stayed empty. Then one tiny head popped up between two rocks, then another, and the chicks came pattering back out to peck at the flowers while their mother stood guard, motionless, a speckled stone with eyes.
  "She hides by not moving," {hero} whispered. "Even when we're this close. That's the whole plan."
  {pal} said it was the best trick it had ever seen and that it intended to try it the next time someone said the word bedtime.
  They watched until the clouds in the west began to darken at the edges. "That's our signal," said Dad, and {hero} did not argue, which surprised them both.
  On the way back down they passed the haystack boulder. The pika was sitting on top, guarding its pile like a small furry sheriff, and it gave them one sharp "EEEP!" as they went by.
  "We didn't catch your thief," {hero} told it quietly. "But we're not done."
  The case was still open. {hero} had not solved a thing. But {they} had watched a rock stand up and walk, and somehow that felt like a clue to something bigger: that up here, the best way to see anything was to hold still long enough to be shown.
}
-> END

=== bell ===
# place: alpine-visitor-center
~ route = "ranger"
~ met_bell = true
~ marmot_cleared = true
{band:
- "young":
  They drove on along the ridge to the visitor center. It sat on the edge of a giant bowl. Snow was still in the bowl! Far below, brown elk were eating grass.
  "This is the highest visitor center in any national park," Dad read from a sign. # fact: alpine-visitor-center-highest
  {pal} looked at the snow and the elk. "Snow and elk, both at once," it whispered.
  A ranger with a wide hat stood by the rocks. "I am Ranger Bell," she said.
  {hero} told her about the pika. "Someone is stealing its hay!"
  "A mystery!" said the ranger. "Let's think. Up here, the plants grow flat to hide from the wind. In winter, snow covers them. So a pika must save lots of hay." # fact: third-alpine-tundra
  "Is the marmot the thief?" {hero} asked.
  "Marmots eat fresh plants. Then they sleep all winter," said the ranger. "A marmot does not need hay. The wind can blow a stem away, but a pika hides its hay under a rock."
- "middle":
  The road ran on along the ridge for a few miles, dipping a little, to the Alpine Visitor Center. It sat high above the trees, right on the lip of a giant bowl in the mountains. A snowfield still clung to one side, and far below, elk grazed like brown dots.
  A sign by the door said it was the highest visitor center in the whole National Park System, at 11,796 feet. # fact: alpine-visitor-center-highest
  {pal} peered over the rim at the snow and the elk and said it felt like standing on the edge of a giant's bathtub.
  A ranger in a wide hat stood by the rocks at the edge of the parking lot, next to a spotting scope on legs. "Ranger Bell," she said. "You look like someone with a question."
  {hero} told her everything: the pika, the haystack, the missing blue flowers.
  "A haystack thief," said the ranger. "Good. I like a case."
  "Why can't the pika just eat plants in the winter?" {hero} asked.
  "Under all that snow? About one-third of this park is tundra like this," she said. "The plants grow low to the ground to survive the wind and cold, and in winter they're buried. So a pika has to save its food." # fact: third-alpine-tundra
  "Could the marmot be stealing it?"
  "Marmots eat fresh green plants and sleep all winter," said the ranger. "A marmot has no use for dry hay. The wind might steal a stem or two, but a pika tucks its hay under rocks. So who's left?"
- else:
  The road ran on along the ridge for a few miles, dipping a little, to the Alpine Visitor Center, which perched above the last trees on the lip of an enormous bowl in the mountains, as if someone had set it on the rim of a giant's cereal bowl and walked away. A snowfield still clung to one wall of the bowl in July, and far below, elk grazed like brown sprinkles. A sign by the door said this was the highest visitor center in the entire National Park System, at 11,796 feet, and {hero} believed it, because even breathing felt like a small climb. # fact: alpine-visitor-center-highest
  {pal} took one look at the snowfield and asked, quite seriously, whether anyone up here sold mittens.
  A ranger in a wide-brimmed hat stood by the rocks at the edge of the parking lot, beside a spotting scope on three legs. "Ranger Bell," she said, looking at {hero}'s face. "You look like someone carrying a question."
  So {hero} told her everything: the pika, the haystack, the blue flowers that had been there and then had not.
  "A haystack thief," said the ranger, and her eyes lit up. "Good. I like a case."
  "Why doesn't the pika just eat plants in the winter?" {hero} asked. "Why go to all this trouble?"
  "Because by then they're buried under snow for months," she said. "About one-third of this park is alpine tundra like this. The plants grow low to the ground to survive the wind and cold, and all winter they're buried. So a pika saves its food, or it doesn't eat." # fact: third-alpine-tundra
  "Could the marmot be stealing it? There was one right by the path."
  "Suspect number one." She counted on her fingers. "Marmots eat fresh green plants all summer and sleep through the winter. A marmot has no use for dry hay. Suspect number two, the wind. The wind might steal a stem or two, but a pika tucks its hay under rocks for exactly that reason." She folded her arms like a detective in an old movie. "So who's left?"
}
{end_now: -> bell_end}
{band:
- "young":
  "So who took the hay?" asked {hero}.
  "Listen," said the ranger.
  "EEEP!" called a pika in the rocks. "EEEP!" called another pika, in other rocks!
  "Each pika has its own rock pile," said the ranger. "They call out to say, this is mine!"
  Then she looked at the sky. The clouds were getting bigger. "Storms come fast up here. If you hear thunder, get in the car."
  {hero} had an idea. It was a tiny idea, but it was growing.
- "middle":
  {hero} frowned. "Someone we haven't seen yet."
  The ranger smiled. "Listen."
  From the rocks beside the parking lot came a sharp "EEEP!" Then, from a different rock pile a little farther off, came an answer: "EEEP!"
  "Two pikas," said {hero}.
  "Each pika has its own rock pile and its own haystack," said the ranger. "They call to tell the neighbors: this is mine."
  An idea began to itch at the back of {hero}'s mind, but it wasn't ready yet.
  The ranger glanced at the sky. The clouds over the bowl were growing tall. "Storms build fast up here on July afternoons," she said. "The tundra is the tallest thing around, so when thunder starts, get inside a car or a building. Right away."
  Then she stepped back from her scope. "Want to watch my pikas for a while? Or do you have a case to solve?"
- else:
  {hero} frowned. "Someone we haven't seen yet."
  "Then let's listen for them." She held up one finger.
  From the jumble of rocks beside the parking lot came a sharp "EEEP!" A moment later, from a different rock pile farther along, came an answer, just as sharp: "EEEP!"
  "Two pikas," said {hero}.
  "Each pika has its own patch of rocks and its own haystack," said the ranger. "They call to tell the neighbors, this is mine, keep out. Pikas are very clear about property."
  An idea began to itch at the back of {hero}'s mind, but it was not ready to come out yet. It felt like a word on the tip of {their} tongue.
  The ranger looked up. Over the bowl, the clouds were stacking into towers with flat gray bottoms. "Storms build fast up here on July afternoons," she said, in a different, serious voice. "Up on the tundra, you're the tallest thing around. When thunder starts, you get inside a car or a building. Not in a minute. Right then."
  Then she stepped back from her scope and nodded at it. "You're welcome to watch my pikas for a while. Or you could go and crack your case."
}
* [Look for the thief from the top of the trail # act: look] -> top
* [Wait here and watch the visitor-center pikas # act: wait] -> center
* [Go straight back to the haystack # act: go] -> pile

=== bell_end ===
# place: alpine-visitor-center
# ending: suspects-crossed-off
{band:
- "young":
  "Not the marmot," said {hero}. "Not the wind. Then who?"
  "EEEP!" called a pika in the rocks. "EEEP!" called another one, close by.
  {hero} gasped. "Maybe it is another pika! A pika next door!"
  Ranger Bell smiled. "Good thinking. Pikas sometimes sneak hay from a neighbor."
  "Case closed!" cheered {pal}.
  "Almost closed," said the ranger. "Next time, watch and see if you are right."
  {hero} looked back along the ridge, toward the haystack. {They} could not wait for next time.
- "middle":
  "Not the marmot," said {hero}, counting on {their} fingers. "Not the wind. So who needs dry hay for winter?"
  From the rocks came a sharp "EEEP!" and from farther off, an answer.
  {hero}'s eyes went wide. "Another pika! The pika next door!"
  The ranger grinned. "That's what I'd guess too. Pikas sometimes sneak hay from a neighbor's pile while the owner is out gathering. It saves them a lot of trips."
  {pal} declared the case closed.
  "Almost," said the ranger. "A good detective says probably until she sees it happen. Next time, you watch and find out."
  {hero} looked back along the ridge road toward the haystack and decided that next time could not come soon enough.
- else:
  "Not the marmot," said {hero}, counting on {their} fingers the way the ranger had. "Not really the wind. So who needs dry hay for winter, and knows where our pika keeps it?"
  From the rocks came a sharp "EEEP!" and from farther off, a sharp answer.
  {hero}'s mouth fell open. "Another pika. The one next door."
  The ranger's grin spread slowly. "That's exactly what I'd guess. Pikas sometimes sneak hay from a neighbor's pile while the owner is off gathering. Why make a hundred trips when your neighbor has made them for you?"
  {pal} announced, with great ceremony, that the case was closed.
  "Almost closed," said the ranger. "A good detective says probably until she sees it with her own eyes. So that part's up to you, next time you're up here."
  {hero} looked back along the long gray ridge road toward the pull-out where the haystack waited. The answer was probably, and probably was not quite enough. Which meant there would have to be a next time, and {hero} found {they} did not mind that at all.
}
-> END

=== stakeout ===
# place: tundra-trail
~ route = "stakeout"
~ saw_wind = true
{band:
- "young":
  {hero} and Dad sat down at the edge of the path. They kept very still. {flies(): {pal} landed on a boulder beside {them}|{pal} settled close beside {them}} and did not make a peep.
  The pika ran out to the flowers. Snip! It bit off a stem. Then it ran back to its pile. Out and back, out and back!
  "It is like a tiny farmer," Dad whispered. "Up here, plants grow flat to hide from the wind. So the pika has to work hard to find enough." # fact: third-alpine-tundra
  Then whoosh! The wind blew some dry grass off the pile. It rolled away!
  The pika ran out and grabbed it. It tucked the grass back under the rock.
  "The wind is a thief too," said {hero}. "But just a little one."
- "middle":
  {hero} and Dad sat down at the very edge of the path, where they could see the haystack boulder. {flies(): {pal} landed on a boulder beside {them}|{pal} settled close beside {them}}, trying not to twitch. Nobody spoke.
  The pika had a routine. It darted into the flowers, snipped off a stalk, and raced back to tuck it under the boulder. Out and back, out and back. {hero} counted eleven trips before {they} lost track.
  "It's like a tiny farmer," Dad whispered. He pointed at the flat cushions of flowers all around. "About one-third of this park is tundra like this. Everything grows low to the ground to survive the wind and cold, so the pika has to gather a lot of little plants." # fact: third-alpine-tundra
  Then a gust swept down the slope. A few dry stems lifted off the top of the pile and went tumbling across the rocks.
  The pika shot out, grabbed the runaway stems, and stuffed them deeper under the boulder, where the wind couldn't reach.
  "The wind's a thief too," {hero} whispered. "But a small one. The pika got them back."
  {pal} whispered that it would also like a house with a pantry under a rock, if anyone was asking.
- else:
  {hero} and Dad sat down at the very edge of the path with a clear view of the haystack boulder. {flies(): {pal} landed on a boulder beside {them}|{pal} settled close beside {them}} and attempted to look like a rock, with mixed results. Nobody spoke. Stakeouts, {hero} had always imagined, involved dark cars and coffee. This one involved a cold wind and a very small suspect pool.
  The pika, it turned out, had a routine. It darted into the flowers, snipped off a stalk with a neat sideways bite, and raced back to tuck it under the boulder. Out and back, out and back, never stopping. {hero} counted eleven trips before losing track, and felt tired just watching.
  "It's a tiny farmer with no tractor," Dad whispered. He nodded at the flat cushions of flowers all around them. "About one-third of this park is tundra like this. Everything grows low to the ground to survive the wind and cold, so the pika has to gather a whole lot of very small plants." # fact: third-alpine-tundra
  Then a gust came barreling down the slope. A few dry stems lifted off the top of the haystack and went cartwheeling across the rocks.
  The pika was out in a flash. It snatched up the runaway stems and shoved them deeper under the boulder, into a crack where the wind could not reach, and then sat back and glared at the sky as if the sky should be ashamed of itself.
  "The wind's a thief too," {hero} whispered. "Just a small-time one. The pika got everything back."
  {pal} whispered that it would very much like a house with a pantry built into the basement, and asked whether pikas ever took lodgers. Dad pressed his lips together very hard to keep from laughing and scaring the suspect.
}
{end_now: -> stakeout_end}
{band:
- "young":
  Far away, a herd of elk walked over the tundra. There were moms and babies.
  "We are far away, so that is fine," said Dad. "If they come close, we give them room."
  Then the pika called, "EEEP!"
  From other rocks up the hill came an answer. "EEEP!"
  {hero} sat up. "There are two pikas!"
  The first pika called again, louder. Was it saying hello? Or was it saying, go away?
- "middle":
  Far off across the tundra, a herd of elk drifted along, grazing. There were mothers and young calves, and one calf bucked and kicked just for fun.
  "We're fine this far away," Dad said. "If they wander close, we give them room."
  Then the pika on the boulder called out: "EEEP!"
  And from a different pile of rocks, twenty steps up the slope, came an answer: "EEEP!"
  {hero} sat up straight. "There are two of them!"
  The first pika called again, louder and sharper. The second one answered, just as sharp. It sounded like an argument over a fence.
  Meanwhile, over the western peaks, the clouds were growing taller.
  {hero} looked from one rock pile to the other. Were the two pikas friends? Neighbors? Or something else?
- else:
  Far off across the tundra, a herd of elk drifted along, heads down, grazing. There were mothers and gangly young calves, and one calf bucked and kicked at nothing for the pure joy of having legs.
  "We're fine at this distance," Dad murmured. "If they wander closer, we back off and give them room. Elk mothers are protective."
  Then the pika on the boulder sat up and called: "EEEP!"
  And from a different pile of rocks, about twenty steps up the slope, came an answer: "EEEP!"
  {hero} sat up so fast {they} nearly startled {pal}. "There are two of them."
  The first pika called again, louder. The second answered, just as loud. Back and forth they went, sharp and stubborn, like two neighbors arguing over a fence about whose turn it was to mow.
  Over the western peaks, meanwhile, the white clouds were quietly growing into towers.
  {hero} looked from one rock pile to the other. {They} had spent all this time watching one pika. It had never occurred to {them} that the pika might be watching someone too.
}
* [Ask a ranger at the visitor center about two pikas # act: ask] -> center
* [Look closer at the rocks where the second call came from # act: look] -> pile
* [Go up the path to see both rock piles from above # act: go] -> top

=== stakeout_end ===
# place: tundra-trail
# ending: the-wind-suspect
{band:
- "young":
  {hero} kept watching. The wind blew again. Again the pika ran out and saved its hay.
  "The wind cannot win," said {hero}. "So the wind did not take the blue flowers. That is one suspect gone!"
  "Good watching," said Dad.
  They watched the pika go out and back, out and back. It was the busiest animal {hero} had ever seen.
  Then the clouds got bigger and grayer. "Time to go," said Dad.
  {hero} waved at the pika. "Keep your hay safe!"
  "EEEP!" said the pika. {pal} laughed. It sounded just like a yes.
- "middle":
  {hero} thought it over. "So the wind is one thief," {they} said slowly. "But it only takes a few stems, and the pika always rescues them. It can't be what took the blue flowers."
  "That's good detective work," said Dad. "You watched instead of guessing."
  They stayed a while longer, watching the pika make trip after trip. {hero} decided it was the hardest-working animal {they} had ever met.
  Then the clouds in the west turned gray at the bottom. "That's our signal," said Dad.
  As they stood up to go, the pika sat on its boulder and gave one last "EEEP!"
  "Keep your hay safe," {hero} told it. "We'll be back to catch the rest of the thieves."
  {pal} said that sounded like a yes.
- else:
  {hero} turned it over. "So we've solved part of it. The wind does steal a little. But the pika rescues every stem, and it tucks the rest where no gust can reach. Whatever took the blue flowers, it wasn't the wind."
  "That's real detective work," said Dad. "You didn't guess. You watched."
  They stayed a while longer, watching the pika make trip after trip, and {hero} decided it was the hardest-working creature {they} had ever met, including every adult {they} knew.
  Then the bottoms of the western clouds turned gray. "That's our signal," said Dad, and stood up with a creak.
  As they turned to go, the pika sat up on its boulder and gave one last sharp "EEEP!"
  "Keep your hay safe," {hero} told it. "We'll be back for the rest of the case."
  {pal} observed that, in pika, that had almost certainly meant yes. {hero} was not sure that was true. But walking back to the car with the wind at {their} back, {they} decided to believe it anyway.
}
-> END

=== pile ===
# place: tundra-trail
~ spot = "pile"
{band:
- "young":
  {route:
  - "marmot": They hurried down the path. Puff, puff! The gray shape was sitting on a rock, right next to the haystack.
  - "ranger": They drove back along the ridge to the path. {hero} kept thinking about the ranger's question. Who else needs hay?
  - else: {hero} looked closer at the rocks up the hill. There sat a second pika!
  }
  Now there were two pikas! One sat on the haystack rock. The other sat on a rock close by. It had a little notch in one ear.
  "EEEP!" said the first pika. "EEEP!" said the notch-eared pika. It sounded like an argument.
  "They are neighbors," Dad whispered. "Each one has its own rocks."
  Just then, a man in a red cap stepped off the path. He wanted a picture of the pikas. Zip! Both pikas hid.
  "Please stay on the path," said {hero}. "The little plants get squished."
  "Oops. Thank you," said the man, and he stepped back. Soon the pikas peeked out again.
  Then the first pika ran off to get more flowers. Its haystack was all alone.
- "middle":
  {route:
  - "marmot": They hurried back down the path as fast as the thin air allowed, which was not very fast. By the time they reached the haystack, the gray shape was sitting on a rock a few steps from the boulder.
  - "ranger": They drove back along the ridge to the pull-out. As they walked to the haystack, {hero} kept turning the ranger's question over in {their} mind. Not the marmot, not the wind. So who was left?
  - else: {hero} shifted a few steps up the path to see the rocks where the second call had come from. There, on a lichen-spotted rock, sat a second pika.
  }
  Now there were two pikas. The first sat on top of the haystack boulder with a stem in its mouth. The other sat on a rock close by, watching. They looked almost exactly alike, except that the second one had a small notch in the edge of one ear.
  "EEEP!" said the haystack pika.
  "EEEP!" said the notch-eared pika.
  Back and forth they went, sharp and stubborn.
  "Are they friends?" {hero} whispered.
  "Neighbors, I think," said Dad. "Each pika guards its own patch of rocks."
  Just then, a man in a red cap stepped off the path onto the tundra, holding up his phone to photograph them. Both pikas vanished into the rocks at once.
  {hero} felt {their} face go hot, but {they} spoke up anyway. "Excuse me. The plants up here take years to grow. We're supposed to stay on the path."
  The man looked down at the tiny flowers under his shoes. "Oh! I didn't even see them," he said, and stepped carefully back. A minute later the pikas peeked out again, first one, then the other.
  Then the haystack pika dropped its stem on the pile and dashed off down the slope, into the flowers, to gather more. Its haystack sat alone, unguarded.
- else:
  {route:
  - "marmot": They hurried back down the path as fast as the thin air allowed, which turned out to be roughly the speed of a determined grandmother. By the time they reached the haystack, the gray shape was sitting on a rock a few steps from the boulder, as if it had every right to be there.
  - "ranger": They drove back along the ridge to the pull-out, and as they walked to the haystack, {hero} kept turning the ranger's question over like a smooth stone in a pocket. Not the marmot. Not the wind. So who was left? Who else needed dry hay for winter, and knew exactly where this pika kept it?
  - else: {hero} shifted a few careful steps up the path, to where {they} could see into the rocks the second call had come from. There, on a boulder freckled with orange lichen, sat a second pika, looking straight back.
  }
  Now there were two pikas. The first sat on top of the haystack boulder with a stem drooping from its mouth. The other sat on a rock close by, watching with great interest. They looked almost identical, two round gray potatoes with ears, except that the second one had a small notch nicked out of the edge of one ear.
  "EEEP!" said the haystack pika.
  "EEEP!" said the notch-eared pika.
  Back and forth they went, sharp and stubborn, like two people who both believed they had the last word.
  "Are they friends?" {hero} whispered.
  "Neighbors," Dad whispered back. "Each pika guards its own patch of rocks. I'm not sure pikas do friends."
  Just then, a man in a red cap stepped off the path and onto the tundra, holding his phone out in front of him to photograph the pikas. Both pikas vanished into the rocks as if someone had pulled a plug.
  {hero} felt {their} face go hot. Grown-ups were not usually people {they} told what to do. But the cushions of flowers under the man's shoes had taken longer to grow than {hero} had been alive. "Excuse me," {they} said. "The plants up here take years and years to grow. We're supposed to stay on the path."
  The man looked down at his feet as if seeing them for the first time. "Oh! I didn't even notice them," he said, and stepped back onto the pavement very carefully, like someone leaving a room where a baby was asleep. Dad gave {hero} a small nod that meant more than a speech.
  A minute later the pikas peeked out again, first one, then the other, as if checking that the world had settled down.
  Then the haystack pika dropped its stem on the pile and dashed off down the slope into the flowers for more. Its haystack sat alone under the boulder, unguarded, with a neighbor sitting four hops away.
}
{end_now: -> pile_end}
{band:
- "young":
  The notch-eared pika crept toward the haystack. Creep, creep. It stopped. It looked around. It crept some more.
  {hero} held {their} breath. {pal} held its breath too.
  A cold wind blew. The clouds over the mountains were dark now.
  "Just a few more minutes," Dad whispered.
  The notch-eared pika slipped behind the haystack rock. {hero} could not see it anymore. The thief might be right there!
- "middle":
  The notch-eared pika didn't move for a long moment. Then it crept forward, low and quick. It stopped. It looked left and right, like a kid crossing a street. It crept a little closer.
  {hero}'s heart thumped. {pal} {hid()}, peeking out with one eye.
  A cold gust swept down the slope. {hero} glanced west. The clouds over the far peaks had turned dark at the bottom, and they were much closer than before.
  "We have a few more minutes," Dad murmured. "Not many."
  The notch-eared pika slipped behind the haystack boulder and out of sight. Somewhere down the slope, the owner was still busy gathering, with no idea.
  {hero} had to decide what to do, and fast.
- else:
  The notch-eared pika did not move for a long moment. Then it crept forward, low and quick, and stopped. It looked left, then right, exactly like a kid checking for traffic before crossing a street they had been told not to cross. It crept a little closer.
  {hero}'s heart thudded like a fist on a door. {pal} {hid()}, one eye still peeking, unable to stand not knowing.
  A cold gust came racing down the slope, and {hero} glanced west. The clouds over the far peaks had grown dark-bottomed and heavy, and they were a great deal closer than they had been. The light had gone flat and strange, the way it does before a storm, as if someone had turned down the color.
  "We have a few more minutes," Dad murmured, without taking his eyes off the sky. "Not many. When I say car, it's car."
  The notch-eared pika slipped behind the haystack boulder and out of sight. Somewhere down the slope, the owner was still snipping flowers, with no idea at all.
  {hero} felt the whole case narrowing down to this one boulder and these few minutes. If this was the thief, {hero} had about two minutes to prove it.
}
* [Keep still and watch the haystack # act: wait] -> end_caught
* [Look for where the notch-eared pika keeps its own hay # act: look] -> end_two_piles
* [Follow the notch-eared pika up the path # act: go] -> end_storm

=== pile_end ===
# place: tundra-trail
# ending: the-neighbor
{band:
- "young":
  The notch-eared pika crept up to the haystack. It reached for a stem.
  "EEEEP!" The first pika came running back! It chased the notch-eared pika away. Zip, zip, over the rocks!
  {hero} laughed without a sound. "The thief is the pika next door!"
  "Pikas sometimes sneak hay from a neighbor," said Dad. "Not today, though!"
  Then the clouds grew dark. "Car time," said Dad.
  {hero} waved goodbye. The first pika sat on its rock, guarding its hay. {pal} gave it a cheer.
- "middle":
  The notch-eared pika crept right up to the haystack and reached for a stem.
  "EEEEEP!" The owner came tearing back up the slope like a furry rocket. The notch-eared pika bolted, and the two of them zipped across the rocks in a gray blur until the thief vanished into its own pile.
  {hero} clapped both hands over {their} mouth so the laugh wouldn't escape. "The thief is the pika next door!"
  "Pikas sometimes sneak hay from a neighbor's pile when the owner's out," said Dad, grinning. "Not this time, though."
  The owner sat back on its boulder, fluffed up and furious, guarding its pile.
  Then the clouds went dark over the peaks. "Car time," said Dad, and they went, no arguing.
  {pal} gave the owner a small salute as they passed. It seemed like the right thing to do.
- else:
  The notch-eared pika crept right up to the edge of the haystack and reached, very delicately, for a stem.
  "EEEEEP!" The owner came tearing back up the slope like a furry rocket with opinions. The notch-eared pika dropped everything and bolted, and the two of them zipped across the rocks in a gray blur until the thief dove into its own pile and disappeared.
  {hero} clapped both hands over {their} mouth to keep the laugh in. "The thief," {they} whispered, "is the pika next door."
  "Pikas sometimes sneak hay from a neighbor's pile while the owner's out gathering," said Dad, shaking with silent laughter. "Saves a lot of trips. Not this time, though."
  The owner climbed back onto its boulder and sat there fluffed up to twice its size, glaring at the neighbor's rocks like a homeowner who has just installed a security camera.
  Then the clouds over the peaks went properly dark. "Car time," said Dad, and they went, no arguing.
  {pal} gave the owner a small, respectful salute as they passed. {hero} thought about how close the theft had come, and how the owner had known, somehow, to come back right then. Maybe pikas had a feeling for these things. Maybe everyone did, if they paid attention.
}
-> END

=== top ===
# place: tundra-trail
~ spot = "top"
{band:
- "young":
  {route:
  - "marmot": They walked up the last bit of path to the rocks at the very top. Now they could see everything.
  - "ranger": They drove back along the ridge to the pull-out. Then they walked up the whole path, slowly, to the rocks at the very top.
  - else: They walked up the path, slowly, slowly, to the rocks at the very top.
  }
  They passed some rocks shaped like giant mushrooms on the way. At the top, {hero} was puffing hard. "Drink some water," said Dad. "Up high, you dry out fast, even when it is cold."
  Wow! Mountains were everywhere. Some had snow on top. The tallest one, Longs Peak, had a flat top like a table.
  {not marmot_cleared: The fat marmot was on these rocks too! It ate fresh green leaves. It did not carry any away. "Marmots sleep all winter," said Dad. "They do not need hay." So the marmot was not the thief!}{marmot_cleared: The marmot was sleeping in the sun now. It did not care about hay at all.}
  {hero} looked down. {They} could see the car, as small as a toy. With Dad's binoculars, {they} could see the haystack rock. Up the hill from it was another pile of rocks.
  A tiny gray dot ran from one rock pile to the other!
- "middle":
  {route:
  - "marmot": They climbed the last stretch of path to the big pile of rocks at the very end of the trail, where they could see in every direction.
  - "ranger": They drove back along the ridge to the pull-out and climbed the whole path, slowly, past the haystack boulder and on up to the big pile of rocks at the very end.
  - else: They walked up the path, slowly, all the way to the big pile of rocks at the very end, so they could look down on both rock piles at once.
  }
  On the way up they had passed a cluster of strange rocks shaped like giant mushrooms, with wide caps balanced on narrower stems. By the time they reached the top, {hero} was puffing as if {they} had run a race.
  "Drink," said Dad, handing over the water bottle. "Up this high you dry out fast, even when it's cold."
  {hero} drank, and the dizzy feeling faded. From up here, the world fell away on every side. Mountains marched off in rows, some still striped with snow. Dad pointed out Longs Peak, the tallest mountain in the park, with its flat top like a giant's table.
  {not marmot_cleared: The fat marmot was up here too, sprawled on a warm rock. {hero} watched it carefully. It pulled fresh green leaves and ate them right where they grew, and it never carried anything away. "Marmots sleep all winter," Dad said. "They don't need hay." {hero} crossed the marmot off the list.}{marmot_cleared: The marmot had followed them, or another one had. It lay flat on a warm rock, fast asleep, and could not have cared less about anybody's hay.}
  Then {hero} looked down. There was the car, tiny as a toy. Through Dad's binoculars, {hero} found the path, and the haystack boulder beside it. And twenty steps up the slope from the boulder was a second pile of rocks.
  In the circle of the binoculars, a small gray dot was running from one rock pile to the other.
- else:
  {route:
  - "marmot": They climbed the last stretch of path to the big heap of rocks at the very end of the trail, where the whole tundra spread out below them like a map somebody had forgotten to fold. {hero} kept glancing back down at the haystack boulder, afraid that if {they} looked away for too long, {they} would miss everything.
  - "ranger": They drove back along the ridge to the pull-out and climbed the whole path, slowly, past the haystack boulder, where the owner was out gathering, and on up to the big heap of rocks at the very end. The ranger's question rode along in {hero}'s head the whole way, like a pebble in a shoe.
  - else: They walked up the path, slowly, all the way to the big heap of rocks at the very end, because a detective who wants to see two rock piles at once needs to get above them.
  }
  On the way up they had passed a cluster of strange rocks shaped like giant mushrooms, wide caps balanced on narrow stems, as if a forest of toadstools had been turned to stone for misbehaving. By the time they reached the top, {hero} was puffing as if {they} had sprinted the whole way, though {they} had mostly shuffled.
  "Drink," said Dad, handing over the water bottle. "Up this high you dry out fast, even when it's cold. The air steals water right out of you."
  {hero} drank, and the slightly spinning feeling in {their} head slowed down and stopped. From up here, the world fell away on every side. Mountains marched off in rows, blue and then bluer, some still striped with snow in the middle of July. Dad pointed out Longs Peak, the tallest mountain in the park, with its flat top like a table set for giants.
  {not marmot_cleared: The fat marmot had come up here too, and lay sprawled on a warm rock. This time {hero} watched it like a detective. It pulled fresh green leaves and ate them right where they grew, and it never carried a single stem away. "Marmots sleep all winter," Dad said. "They eat now and nap later. They don't need hay." {hero} crossed the marmot off the list with a satisfying mental tick.}{marmot_cleared: The marmot, or its identical cousin, had also made it to the top. It lay flat on a warm rock, fast asleep, the least interested creature in the whole case.}
  Then {hero} looked down, and the whole case laid itself out below like a board game. There was the car, tiny as a toy. Through Dad's binoculars {hero} found the path, then the haystack boulder right beside it, and about twenty steps up the slope, a second pile of rocks that {they} had walked past without a thought.
  In the wobbly circle of the binoculars, a small gray dot was running from one rock pile to the other. Without the lenses it would have been nothing at all, a speck of lint on a green blanket. {hero} held {their} breath to keep the picture still.
}
{end_now: -> top_end}
~ marmot_cleared = true
{band:
- "young":
  Then the wind blew cold. One cloud was very big now, and dark on the bottom. It smelled like rain.
  "That cloud is thinking about thunder," said Dad.
  The wind was so cold that {pal} {hid()}.
  The gray dot ran into the other rock pile and was gone.
  "We can't stay up here long," said Dad.
  {hero} held the binoculars tight. Then {they} looked at the big dark cloud.
- "middle":
  A cold wind gusted across the rocks, and {hero} shivered. One of the clouds to the west had grown enormous. Its bottom was flat and dark, and the air suddenly smelled like wet pennies.
  "That one's thinking about thunder," said Dad quietly.
  {pal} {hid()}, grumbling about the weather.
  Below, the gray dot reached the second rock pile and disappeared into it.
  "It went into the other rocks!" said {hero}.
  Dad looked at the cloud. He looked at {hero}, still holding his binoculars. "We don't have long up here," he said.
- else:
  A cold wind barreled across the rocks, and {hero} shivered right through {their} jacket. One of the clouds to the west had grown enormous, a tower of white with a flat, dark bottom, and the air suddenly smelled metallic, like a handful of wet pennies.
  "That one's thinking about thunder," Dad said quietly. He did not say it like a joke.
  {pal} {hid()}, muttering that it had not signed up for weather.
  Below, the gray dot reached the second rock pile and vanished into it, quick as a dropped marble.
  "It went into the other rocks," said {hero}. "Dad. It went straight there."
  Dad looked at {hero}, who was still glued to his binoculars, then at the cloud, then back at {hero}. "We don't have long up here," he said. "Whatever you're going to do, do it fast."
}
* [Keep the binoculars on the second rock pile # act: look] -> end_two_piles
* [Go to the highest rock to read the names of the peaks # act: go] -> end_storm
* [Ask Dad to drive to the visitor center to wait out the storm # act: ask] -> end_ranger

=== top_end ===
# place: tundra-trail
# ending: view-from-the-top
{band:
- "young":
  {hero} thought hard. "The dot ran from our pika's rocks to the other rocks," {they} said. "I bet the thief lives next door!"
  "Good thinking," said Dad. "Pikas sometimes take hay from a neighbor."
  Then the big cloud grumbled. They hurried down the path to the car.
  On the way, they passed the haystack. The owner pika sat on its rock. "EEEP!"
  "Watch out for your neighbor," {hero} whispered.
  The owner pika looked at the rocks next door. Then it sat down right on top of its haystack, like a guard on duty.
- "middle":
  {hero} thought hard. "The dot ran from our pika's rocks straight to the other rocks," {they} said slowly. "So the thief doesn't come from far away. The thief lives next door!"
  "That's a very good guess," said Dad. "Pikas sometimes sneak hay from a neighbor's pile. From up here, you saw the whole neighborhood at once."
  Then the big cloud gave a low grumble, far off. Dad didn't need to say anything. They started down the path at once, walking fast.
  {pal} said that solving a mystery from the top of the world was the fanciest way to do it.
  On the way, they passed the haystack boulder. The owner sat on top of its pile, watching the next-door rocks very carefully.
  "Watch out for your neighbor," {hero} whispered. The owner flicked one round ear and did not take its eyes off the rocks next door.
- else:
  {hero} thought it through, slowly, the way the clues wanted to be thought through. "The dot ran from our pika's rocks straight to those other rocks," {they} said. "Not from far away. From right next door. So the thief lives next door."
  "That's a very good guess," said Dad. "Pikas sometimes sneak hay from a neighbor's pile. You could never have seen it from down there. From up here, you saw the whole neighborhood at once."
  Then the big cloud grumbled, low and far off, like a stomach in a quiet classroom. Dad did not need to say the word. They were already moving, down the path, walking fast.
  On the way down they passed the haystack boulder. The owner was sitting on top of its pile, staring very hard at the next-door rocks.
  "Watch your neighbor," {hero} whispered to it.
  {pal} remarked that solving a mystery from the top of the world was by far the fanciest way to do it. {hero} had to agree. {They} had not caught anyone in the act, not exactly. But {they} had seen the shape of the answer, and sometimes, {hero} thought, the shape was the important part.
}
-> END

=== center ===
# place: alpine-visitor-center
~ spot = "center"
{band:
- "young":
  {route:
  - "marmot": They walked back down to the car and drove on along the ridge to the visitor center. It sat on the edge of a giant bowl with snow in it. A ranger stood by the rocks. "I am Ranger Bell," she said. {hero} told her about the case.
  - "ranger": {hero} stayed with the ranger by the rocks. The two pikas were still there. The left one ran back and forth with flowers. The right one sat very still on its rocks, as if it was waiting for something.
  - else: They drove on along the ridge to the visitor center. It sat on the edge of a giant bowl with snow in it. A ranger stood by the rocks. "I am Ranger Bell," she said. {hero} told her about the two pikas.
  }
  {route != "ranger": Dad read a sign. This was the highest visitor center in any national park!} # fact: alpine-visitor-center-highest
  {route != "ranger": "Look over there," said the ranger. Two pikas lived in these rocks too. Each one had its own haystack.}
  {route != "ranger": One pika sat on the left rocks. One pika sat on the right rocks. "EEEP!" "EEEP!"}
  Far below, in the bowl, elk were eating grass.
  A marmot waddled right across the parking lot. A boy held out a cracker to it.
  "Please do not feed it," said the ranger. "People food makes wild animals sick."
  The boy put the cracker away. The marmot waddled off.
  "No crackers for you," {pal} told it kindly.
- "middle":
  {route:
  - "marmot": They walked back down past the haystack, where the pika was still calling, and drove on along the ridge to the Alpine Visitor Center, a few miles farther and a little lower. It sat on the lip of a giant bowl in the mountains, with snow still clinging to one side. A ranger in a wide hat stood by the rocks with a spotting scope. "Ranger Bell," she said. {hero} told her the whole case, and that the marmot was innocent.
  - "ranger": {hero} stayed by the rocks with the ranger. Out here, at the edge of the giant bowl, the wind never stopped, and the snowfield below glowed white. The ranger let {them} hold the spotting scope steady, and while Ranger Bell checked her watch and the sky, {hero} felt like a real assistant.
  - else: They drove on along the ridge to the Alpine Visitor Center, a few miles farther and a little lower, where it sat on the lip of a giant bowl in the mountains. A ranger in a wide hat stood by the rocks with a spotting scope. "Ranger Bell," she said. {hero} told her about the haystack, and the two pikas calling.
  }
  {route != "ranger": A sign by the door said it was the highest visitor center in the whole National Park System.} # fact: alpine-visitor-center-highest
  {route == "ranger": The two pikas were right where they had been. The left one was hauling flowers to its pile as fast as its legs would go. The right one sat up on its rocks, very still, watching. It had hardly moved since they first heard it call.}
  {route != "ranger": The ranger nodded at the jumble of rocks beside the parking lot. "Two pikas live right there," she said. "One on the left, one on the right. Each one has its own rocks and its own haystack."}
  {route != "ranger": {hero} watched. A pika sat on the left rocks with a flower in its mouth. Another sat on the right rocks, very still. "EEEP!" called one. "EEEP!" answered the other.}
  Far below in the bowl, elk were grazing near the snow, and {hero} could hear the wind whistling over the rim.
  Then a fat marmot waddled straight across the parking lot as if it owned it, and a whole family stopped their car to let it pass. A boy by the curb held out a cracker.
  "Please don't feed it," the ranger called, friendly but firm. "People food makes wild animals sick, and then they start begging at every car."
  The boy put the cracker back in his pocket. The marmot looked deeply disappointed and waddled off under a rock. {pal} told the marmot, very kindly, that it was for its own good.
- else:
  {route:
  - "marmot": They walked back down past the haystack, where the pika was still complaining to the world, and drove on along the ridge to the Alpine Visitor Center, a few miles farther and a little lower. It perched on the lip of a giant bowl in the mountains, with a snowfield still clinging to one wall in the middle of July. A ranger in a wide-brimmed hat stood by the rocks with a spotting scope. "Ranger Bell," she said. {hero} laid out the whole case, including the marmot's complete innocence.
  - "ranger": {hero} stayed by the rocks with the ranger. Out here on the rim of the giant bowl, the wind never once stopped, and the snowfield below glowed so white it hurt to look at. The ranger let {them} hold the legs of the spotting scope steady in the gusts, and while Ranger Bell checked the sky, {hero} tried very hard to look like someone who did this every day.
  - else: They drove on along the ridge to the Alpine Visitor Center, a few miles farther and a little lower, where it perched on the lip of a giant bowl in the mountains like a bird on the edge of a nest. A ranger in a wide-brimmed hat stood by the rocks with a spotting scope. "Ranger Bell," she said. {hero} told her about the haystack, and the two pikas calling back and forth like neighbors over a fence.
  }
  {route != "ranger": A sign by the door claimed this was the highest visitor center in the entire National Park System, which explained why the stairs felt like a mountain of their own.} # fact: alpine-visitor-center-highest
  {route == "ranger": The two pikas were exactly where they had been. The left one was hauling flowers to its pile as if winter were arriving on Tuesday. The right one sat up on its rocks, very still, very alert, watching. As far as {hero} could tell, it had not moved a whisker since they first heard it call, and a pika that sits still for that long, {hero} was beginning to think, is a pika with a plan.}
  {route != "ranger": The ranger nodded at the jumble of rocks beside the parking lot. "Two pikas live right there, in the middle of all these cars and people," she said. "One on the left, one on the right. Each one has its own rocks and its own haystack, and each one thinks the other is a nuisance."}
  {route != "ranger": {hero} watched with bare eyes. A pika sat on the left rocks with a flower drooping from its mouth. Another sat on the right rocks, very still, very alert. "EEEP!" called the first. "EEEP!" answered the second, just as sharp.}
  Far below in the bowl, a few elk grazed near the edge of the snow, and the wind came whistling over the rim, carrying the smell of cold stone.
  Then a fat marmot waddled straight across the parking lot as if it had bought the place, and a whole car full of people stopped to let it pass, pointing and laughing. A boy by the curb crouched down and held out a cracker.
  "Please don't feed it," the ranger called, friendly and completely firm. "People food makes wild animals sick. And once they learn that cars mean snacks, they start wandering into the road."
  The boy put the cracker back in his pocket, looking embarrassed. The marmot gave the whole crowd a look of deep betrayal and waddled off under a rock. {pal} said it understood exactly how the marmot felt about crackers.
}
{end_now: -> center_end}
{band:
- "young":
  Then the left pika ran off to find more flowers. The right pika sat up tall. It watched and watched.
  "Hmm," said {hero}. {They} had an idea.
  Was that thunder? No, not yet. But the clouds over the bowl were very dark now.
  {route == "ranger": "Remember what I said about thunder?" asked the ranger. {hero} nodded. Inside, fast!|"When the thunder starts, we all go inside," said the ranger.}
  "If we want to see our haystack again, we have to go now," said Dad.
- "middle":
  Then the left pika dropped its flower on its pile and scampered off over the rim to gather more. The right pika sat up very tall and watched it go.
  {hero} felt an idea tickling the back of {their} mind, like a sneeze that wouldn't come out.
  A cold gust swept across the parking lot. The clouds over the bowl had turned dark gray, and the snowfield had lost its shine.
  {route == "ranger": The ranger nodded at the darkest cloud. "That's the one I warned you about," she said. "When it speaks, we go in."|"Storms build fast up here," said the ranger. "When the thunder starts, we all go inside. No exceptions."}
  Dad checked the sky. "If we want to see our haystack again before the storm," he said, "we'd have to go right now."
- else:
  Then the left pika dropped its flower on its pile and scampered off over the rim to gather more. The right pika sat up very tall, like a meerkat on guard duty, and watched it go. It did not look like a pika that was guarding anything. It looked like a pika that was waiting.
  {hero} felt an idea tickling at the back of {their} mind, like a sneeze that refused to arrive.
  A cold gust swept across the parking lot and set the flag on the pole snapping. The clouds over the bowl had turned the color of old dishwater, and the snowfield had lost its shine.
  {route == "ranger": The ranger nodded at the darkest cloud, the one with the flat gray bottom. "That's the one I warned you about," she said quietly. "When it speaks, we go in. All of us."|"Storms build fast up here," said the ranger, glancing up. "When the thunder starts, we all go inside. Everybody. No exceptions, no just-one-more-minute."}
  Dad squinted at the sky, then at the road running back along the ridge toward the pull-out. "If we want to see our haystack again before that arrives," he said, "it has to be right now."
  {hero} looked at the right pika, still sitting up, still waiting, and the sneeze of an idea got closer.
}
* [Wait out the storm inside with the ranger # act: wait] -> end_ranger
* [Drive back to the haystack before the storm # act: go] -> end_caught
* [Look through the ranger's scope at the two pikas # act: look] -> end_scope

=== center_end ===
# place: alpine-visitor-center
# ending: the-rangers-hunch
{band:
- "young":
  "Ranger Bell," said {hero}. "Do pikas ever take hay from other pikas?"
  The ranger smiled. "Sometimes they do! A pika may sneak hay from the pika next door."
  {hero} gasped. "Then I bet our thief is the pika next door!"
  Boom! Thunder rolled over the bowl. "Inside, everyone!" said the ranger.
  They hurried in. Hail bounced on the roof. Plink, plink, plink!
  "Case closed," said {pal}.
  {hero} pressed {their} nose to the cold window. Out on the rocks, a wet little pika sat guarding its hay.
- "middle":
  "Do pikas ever take hay from other pikas?" {hero} asked suddenly.
  The ranger's eyebrows rose. "Sometimes they do. A pika may sneak hay from its nearest neighbor's pile while the owner is out gathering."
  {hero} gasped. "Then our thief is probably the pika next door!"
  "Probably," said the ranger, smiling. "That's a detective's favorite word until she sees it happen."
  Then thunder boomed across the bowl. "Inside, everyone!" the ranger called, and they hurried through the doors as hail began to bounce across the parking lot like spilled beads.
  {pal} said that probably was good enough for today. Through the window, {hero} could see the right-hand pika out in the hail, as still as a stone, still waiting.
- else:
  "Do pikas ever steal from other pikas?" {hero} blurted out, before {they} had even finished thinking it.
  The ranger's eyebrows went up under her hat brim. "They do, sometimes. A pika may sneak hay from its nearest neighbor's pile while the owner is off gathering. Scientists have watched them do it."
  {hero}'s whole body went tingly. "Then our thief is probably the pika next door."
  "Probably," said the ranger, with approval. "That's a detective's favorite word, right up until she sees it with her own eyes."
  Thunder cracked across the bowl, so loud {hero} felt it in {their} ribs. "Inside, everyone!" the ranger called, and they hurried through the doors as hail began to bounce across the parking lot like a spilled bag of beads.
  {pal} announced that probably was plenty for one day. {hero} pressed {their} nose to the cold window and watched the hail, and thought about a sneaky, hardworking little neighbor somewhere back along the ridge, and found {they} could not be angry with it at all.
}
-> END

=== end_caught ===
# place: tundra-trail
# ending: caught-in-the-act
{band:
- "young":
  {spot:
  - "pile": {hero} kept very still. So did Dad. So did {pal}.
  - else: They drove back along the ridge, fast but safely. The owner pika was out getting flowers. On a rock close by sat another pika, with a notch in one ear.
  }
  {spot == "pile": Out came the notch-eared pika from behind the rock.|Down jumped the notch-eared pika from its rock.} It ran to the haystack. It grabbed a big mouthful of hay and yellow flowers. Then it turned to run...
  "EEEEEP!" The owner pika came racing back! Zip, zip! It chased the notch-eared pika over the rocks. The thief dropped half its hay!
  {hero} put both hands over {their} mouth. {They} wanted to laugh out loud.
  "The thief is the pika next door!" {hero} whispered.
  "Pikas sometimes sneak hay from a neighbor," Dad said. "Now we know!"
  The owner picked up the dropped hay. It tucked it back under its rock.
  {hero} felt a little bit sorry for the notch-eared pika. "Maybe it was just very hungry," {they} said.
  "Maybe," said Dad. "But it should make its own haystack!"
  "No stealing lunches," agreed {pal}.
  {marmot_cleared: The marmot was not the thief at all.}{saw_wind: The wind was only a tiny thief.}
  Then thunder grumbled, far away. "Car!" said Dad. They went right away.
  From the car, {hero} could see the owner pika on its rock, guarding its hay.
- "middle":
  {spot:
  - "pile": {hero} kept still, so still that {their} foot went to sleep. Dad didn't move. Even {pal} managed not to fidget.
  - else: They drove back along the ridge as fast as Dad would safely go and hurried to the edge of the path by the haystack. The owner was out gathering. And on a rock close by sat a second pika, with a small notch in one ear.
  }
  The notch-eared pika {spot == "pile": slipped out from behind the boulder|scampered down from its rock}. It darted to the haystack, grabbed a huge mouthful of stems and yellow flowers, and turned to run.
  "EEEEEP!"
  The owner came racing up the slope like a furry rocket. The thief bolted, dropping half its mouthful, and the two of them streaked across the rocks in a gray blur, around a boulder and out of sight. A moment later the owner came back alone, puffed up to twice its size, and sat on its boulder.
  {hero} clapped both hands over {their} mouth to keep from laughing out loud. {pal} shook with silent giggles and nearly fell over.
  "The thief is the pika next door!" {hero} whispered.
  "Caught red-pawed," said Dad, grinning. "Pikas sometimes sneak hay from a neighbor's pile while the owner's out. Why make a hundred trips when your neighbor has made them for you?"
  The owner gathered up the dropped stems, one by one, and tucked them back under its boulder.
  "Is there still enough for winter?" {hero} asked.
  "It's only July," said Dad. "It has all summer to gather. And now it's guarding."
  {hero} thought about the notch-eared pika, hiding somewhere with its half mouthful. "I'm not even mad at it," {they} said. "It's just trying to get ready for winter too."
  "Same as everybody up here," said Dad. "The pikas, the marmots{saw_ptarmigan:, the ptarmigan}, the flowers. Summer is short at twelve thousand feet, so everyone's in a hurry." He shook his head, smiling. "I've been coming up this road since I was your age, and I've never once seen that. {spot == "pile": You had to sit still and wait for it.|We got back at exactly the right moment.}"
  {marmot_cleared: The marmot, {hero} thought, had been innocent all along.}{saw_wind: The wind, {hero} thought, had only ever been a small-time thief.}{met_bell: The ranger at the visitor center had been right to ask who was left.}
  Then a grumble of thunder rolled across the tundra. "Car," said Dad, and they went at once, no arguing. From the car window, {hero} could see the owner on its boulder, keeping watch.
- else:
  {spot:
  - "pile": {hero} kept still, so still that {their} left foot went to sleep and began to fizz. Dad did not move. Even {pal} managed not to fidget, which was possibly the greatest achievement of its life.
  - else: They drove back along the ridge as fast as Dad was willing to go on a mountain road, which was not very fast, and hurried to the edge of the path by the haystack. The owner was out gathering. And on a rock close by sat a second pika, with a small notch nicked out of one ear, looking extremely casual.
  }
  The notch-eared pika {spot == "pile": slipped out from behind the boulder|scampered down from its rock, quick and low}. It darted to the haystack, grabbed a mouthful of stems and yellow flowers so big it could barely see over it, and turned to run.
  "EEEEEEP!"
  The owner came tearing up the slope like a furry rocket with a grudge. The thief bolted, dropping half its loot, and the two of them streaked across the rocks in a gray blur, around a boulder and out of sight. There was a furious squeaking from somewhere beyond. Then the owner came back alone, puffed up to twice its normal size, climbed onto its boulder and sat there breathing hard, like someone who has just won an argument and wants everyone to know.
  {hero} clapped both hands over {their} mouth so hard it hurt, because the laugh was trying very hard to get out. {pal} was shaking with silent giggles and very nearly toppled off the path.
  "The thief," {hero} whispered, when {they} could trust {their} voice, "is the pika next door."
  "Caught red-pawed," said Dad, whose shoulders were shaking. "Pikas sometimes sneak hay from a neighbor's pile while the owner's out gathering. Why make a hundred trips when your neighbor has already made them?"
  The owner climbed down and gathered up the dropped stems, one by one, and tucked them back under its boulder with great dignity.
  "Is there still enough left for winter?" {hero} asked, and was surprised by how much {they} cared about the answer.
  "It's only July," said Dad. "It has the whole summer to gather. And now it knows to guard."
  {hero} thought about the notch-eared pika, hiding somewhere under its own rocks with half a mouthful of stolen flowers and its heart probably going like a drum. It was strange. All day {they} had wanted to catch the thief, and now that {they} had, {they} could not quite manage to be angry with it. "It's just trying to get ready for winter too," {they} said slowly. "Same as the other one. It just picked the lazy way."
  "Same as everybody up here," said Dad. "The pikas, the marmots{saw_ptarmigan:, the ptarmigan}, the flowers. Summer lasts about five minutes at twelve thousand feet, so everyone's in a hurry, and a few of them cheat." He shook his head, still smiling. "I've been coming up this road since I was your age, and I have never once seen that. {spot == "pile": You saw it because you were willing to sit still and wait. Most people aren't.|And we only saw it because you wanted to get back before the storm. Good call.}"
  {marmot_cleared: The marmot, {hero} thought, had been innocent all along, and {they} felt a little bad for ever suspecting it.}{saw_wind: The wind, {hero} thought, had only ever been a small-time thief, and the pika had handled it.}{met_bell: The ranger at the visitor center had asked exactly the right question. The answer had been sitting four hops away the whole time.}
  Then a long grumble of thunder rolled across the tundra. "Car," said Dad, and they went at once, no arguing. From the car window, {hero} could see the owner on top of its boulder, fur ruffling in the wind, watching the next-door rocks like a very small, very determined guard.
}
-> END

=== end_two_piles ===
# place: tundra-trail
# ending: the-second-haystack
{band:
- "young":
  {spot:
  - "pile": Where did the notch-eared pika live? {hero} walked a few steps up the path. There was its rock pile. Under a rock ledge was a second haystack!
  - else: {hero} held the binoculars still on the second rock pile. Out popped the pika again! It sat in the sun, nibbling something bright blue. Then it ducked back in.
  }
  {spot != "pile": "Dad, let's look on the way to the car!" said {hero}. By the second rock pile, right next to the path, {they} crouched down. Under a rock ledge was a second haystack!}
  Tiny blue flowers lay on top of it.
  "The blue flowers!" {hero} gasped. "Those came from our pika's haystack! The thief is the pika next door!"
  Dad looked too. He grinned. "You found the clue! Pikas sometimes sneak hay from a neighbor."
  "Should we take the flowers back?" {hero} asked.
  "No," said Dad. "This is pika business. We watch. We do not touch."
  "That thief likes pretty flowers," said {pal}.
  {hero} looked at the two haystacks. The neighbor's haystack was smaller. "Maybe it got a late start," said {hero}.
  "Maybe," said Dad. "But the owner will guard its hay now."
  "EEEP!" called the owner. "EEEP!" called the neighbor. Now {hero} knew what all the shouting was about.
  The clouds were dark now. "Car time," said Dad. {hero} smiled all the way to the car. {They} had solved the case!
- "middle":
  {spot:
  - "pile": {hero} looked up the slope toward the notch-eared pika's own rocks. Where did it keep its hay? {They} walked a few steps up the path and crouched at the edge. There, under a ledge in the second rock pile, was another haystack.
  - else: {hero} kept the binoculars pressed to {their} eyes, elbows braced on a rock to hold them steady. The gray dot popped out of the second rock pile and sat in the sun, nibbling, and in the middle of all that gray was a speck of bright sky blue. Then it ducked back into the rocks.
  }
  {spot != "pile": "Dad," {hero} said, "I need to see that rock pile up close."}
  {spot != "pile": Dad glanced at the cloud. "It's on the way to the car. Quick, then." They hurried down the path, and at the second rock pile {hero} crouched at the edge of the pavement. There, under a ledge, was another haystack.}
  And right on top of it lay a sprig of tiny sky-blue flowers.
  "The blue flowers!" {hero} gasped. "Those are our pika's flowers! The ones that disappeared!"
  Dad looked, and his face split into a grin. "Well, detective, that's evidence. Pikas sometimes sneak hay from a neighbor's pile while the owner is out. It saves a lot of trips."
  "So the thief is the pika next door," {hero} said. It felt wonderful to say it out loud.
  {pal} remarked that the thief had excellent taste in flowers.
  Just then the owner came scampering back up the slope with a fresh mouthful of grass. It stopped on its boulder and sniffed toward the neighbor's rocks, as if it could smell its own blue flowers over there.
  Then {hero} frowned. "Should we put the blue flowers back?"
  "No," said Dad. "This is pika business. We watch, and we don't touch. The owner can guard its own pile."
  {hero} looked from one haystack to the other. The neighbor's pile was much smaller, hardly more than a handful of stems. "Maybe it got a late start," {they} said. "Maybe it's scared it won't have enough."
  "Could be," said Dad. "That doesn't make stealing right. But it does make it easier to understand."
  {hero} decided {they} could be on the owner's side and still feel a little sorry for the thief. It was a strange feeling, like being on two teams at once.
  {met_bell: {hero} thought of the marmot on its sunny rock, innocent all along, and of the ranger's question up at the visitor center, whose answer had been four hops away.|{marmot_cleared and saw_wind: {hero} thought of the marmot on its sunny rock, innocent all along, and of the wind, which had only ever been a small-time thief.|{marmot_cleared: {hero} thought of the marmot on its sunny rock, innocent all along.|{hero} thought of the wind, which had only ever been a small-time thief.}}}
  Down below, the owner called "EEEP!" and the next-door pika answered "EEEP!" This time {hero} understood the argument completely.
  Then the clouds darkened over the peaks, and Dad said the word car, and they went.
- else:
  {spot:
  - "pile": {hero} looked up the slope toward the notch-eared pika's own rocks. If it was taking hay, it had to be putting it somewhere. {They} walked a few steps up the path and crouched at the edge, scanning. There, tucked under a ledge in the second rock pile, was another haystack.
  - else: {hero} braced {their} elbows on a rock, twisted the focus wheel until everything jumped sharp, and kept the binoculars on the second rock pile. For a long moment nothing happened. Then the gray dot popped out and sat on a sunny rock, nibbling, and right in the middle of all that gray was a speck of bright sky blue. It ducked back into the rocks as if it had heard {them} thinking.
  }
  {spot != "pile": "Dad," {hero} said, "I need to see that rock pile up close. Now."}
  {spot != "pile": Dad glanced at the cloud. "It's on the way to the car. Quickly, then." They went down the path at a fast shuffle, and at the second rock pile {hero} crouched at the edge of the pavement, scanning. There, tucked under a ledge, was another haystack.}
  And right on top of it, bright as a sticker on a lunchbox, lay a sprig of tiny sky-blue flowers.
  "The blue flowers," {hero} breathed. "Dad. Those are our pika's flowers. The ones that disappeared."
  Dad looked, and a slow grin spread across his face. "Well, detective, that's what they call evidence. Pikas sometimes sneak hay from a neighbor's pile while the owner is out gathering. Saves a lot of trips."
  "So the thief is the pika next door," said {hero}. {They} had been carrying the case around all day like a stone in a shoe, and saying the answer out loud felt like finally taking the shoe off.
  {pal} observed that, whatever else you could say about the thief, it had excellent taste in flowers.
  Just then the owner came scampering back up the slope with a fresh mouthful of grass, dropped it on its pile and sat bolt upright on its boulder, nose working, facing the neighbor's rocks. {hero} could have sworn it knew. Maybe it could smell its own blue flowers over there, the way you can smell your own house on a jacket someone borrowed.
  Then {hero} frowned. "Should we put the blue flowers back? It's not fair."
  "No," said Dad, gently but completely. "This is pika business. We watch, we don't touch. The owner can guard its own pile, and believe me, after today it will."
  {hero} looked from one haystack to the other, and something shifted. The neighbor's pile was much smaller than the owner's, hardly more than a few handfuls of stems. "Maybe it got a late start," {they} said slowly. "Or maybe it's just worried it won't have enough. Winter's really long up here."
  "Could be," said Dad. "Doesn't make stealing right."
  "No," {hero} agreed. "But it makes it make sense." {They} turned that over. All day the thief had been a villain in {their} head, something with a mask and a sack. Now it was a small gray animal with a worryingly small pile of hay, doing its best in a place where summer lasted about five minutes. {hero} could be entirely on the owner's side and still hope the neighbor found a good patch of flowers of its own. It felt like being on two teams at once, which was uncomfortable and also, somehow, more grown-up.
  {met_bell: {hero} thought of the marmot on its sunny rock, innocent all along, and of the ranger's question at the visitor center, which had pointed at the answer from the start.|{marmot_cleared and saw_wind: {hero} thought of the marmot on its sunny rock, innocent all along, and of the wind, which had only ever been a small-time thief, beaten every time by a pika tucking its stems away.|{marmot_cleared: {hero} thought of the marmot on its sunny rock, innocent all along, and felt slightly guilty for the suspicion.|{hero} thought of the wind, which had only ever been a small-time thief, and of the pika tucking its stems away where no gust could reach.}}}
  Down below, the owner called "EEEP!" and the next-door pika answered "EEEP!" For the first time all day, {hero} understood every word of the argument.
  Then the clouds over the peaks darkened, and Dad said the word car, and they went, {hero} grinning the whole way.
}
-> END

=== end_storm ===
# place: tundra-trail
# ending: thunder-first
{band:
- "young":
  {spot:
  - "pile": They followed the notch-eared pika up the path. It zipped into a crack in the rocks. They waited and waited. It did not come out.
  - else: {hero} climbed to the highest rock. A metal plate there had the names of all the mountains. {hero} read them all. When {they} looked down, the gray dot was gone.
  }
  BOOM! Thunder rolled over the tundra.
  "Car. Now," said Dad. That was the rule.
  They walked fast down the path. Tiny balls of ice bounced on the ground. Hail!
  In the car, the hail went plink, plink, plink on the roof.
  "We never found the thief," said {hero}. {They} felt sad.
  "The pika is safe under its rock," said Dad. "And the case is still open."
  {hero} drew two pikas on the foggy window with one finger. Then {they} drew a big question mark.
  "Where does all this water go?" {hero} asked.
  "Some goes one way and some goes the other," said Dad. "The Colorado River starts in this park as a little stream." # fact: colorado-river-begins
  Soon the storm ended. A pika popped out on a rock. "EEEP!"
  {hero} laughed. {They} would come back and solve it another day.
- "middle":
  {spot:
  - "pile": They followed the notch-eared pika up the path. It zipped along the rocks, stopped, zipped again, and then dove into a crack. They waited for it to come out. It didn't. When they turned back toward the haystack, the owner was sitting on its boulder, and whatever had happened there, they had missed it.
  - else: {hero} scrambled up to the highest rock, where a metal plate named all the mountains around them. {They} read every name, found Longs Peak twice, and turned around feeling very pleased. The gray dot was gone. And the sky behind them had gone dark.
  }
  Then a low rumble rolled across the tundra. Thunder.
  Dad didn't say a word. He just pointed at the car. That was the rule, and nobody argued.
  They walked fast down the path. Halfway, tiny white pellets began bouncing on the pavement like spilled beads. Hail! By the time they slammed the car doors, it was drumming on the roof so loudly they had to shout.
  {hero} slumped in the seat. "We never found out who did it."
  "Nope," said Dad. "The thunder got here first." He squeezed {hero}'s shoulder. "But that pika is tucked under its rock, dry as toast. It's fine."
  {hero} breathed on the window and drew two pikas in the fog with one finger, then a big question mark between them. "I was so sure we'd catch it."
  "You learned something better than who," said Dad. "You learned that up here, the weather gets the last word. When you hear thunder on the tundra, you go. Every single time. Even when you're close."
  {hero} watched the hail melt and trickle down the window. "Where does all this water go?"
  "Depends where it lands," said Dad. "Several miles west, the mountaintops make a line called the Continental Divide. Rain on that side heads toward the Pacific. The Colorado River begins in this park as a little stream." # fact: colorado-river-begins
  The storm passed as fast as it had come. Sun broke through, and a pika popped out onto a rock beside the car, shook itself and gave one wet "EEEP!"
  Was it the owner? The thief? {hero} would never know. But {they} grinned anyway. A case still open was a reason to come back.
- else:
  {spot:
  - "pile": They followed the notch-eared pika up the path. It zipped along the rocks, paused, zipped again, then dove into a crack and stayed there. They waited for it to come out. It declined. When they finally turned back toward the haystack, the owner was sitting on its boulder looking outraged, and whatever had happened there in the last few minutes, they had missed every second of it.
  - else: {hero} scrambled up to the highest rock, where a metal plate named all the mountains around them. {They} read every single name, found Longs Peak twice, and turned around feeling extremely knowledgeable. The gray dot was gone. And the sky behind them had gone the color of a bruise.
  }
  Then a low rumble rolled across the tundra, long and heavy, like furniture being dragged across the floor of the sky. Thunder.
  Dad did not say a word. He simply pointed at the car. That was the rule, and {hero} did not argue, not even in {their} head.
  They walked fast down the path. Halfway, tiny white pellets began bouncing on the pavement like someone had spilled a bag of beads. Hail, in July. By the time they slammed the car doors, it was drumming on the roof so loudly they had to shout, and the windows had gone white.
  {hero} slumped in the seat. "We never found out who did it. We were so close."
  "Nope," said Dad. "The thunder got here first. That's the mountains for you. They make the schedule." He squeezed {hero}'s shoulder. "But that pika's tucked under its rock, dry as toast. It's the most comfortable animal on this whole ridge right now."
  {hero} breathed on the window and drew two pikas in the fog with one finger, then a large, sulky question mark between them. "I was so sure we were about to catch it. I could feel it."
  "You learned something more useful than who," said Dad. "You learned that up here, the weather gets the last word. When there's thunder on the tundra, you go. Every single time. Even when you're close. Especially when you're close, because that's when people make bad decisions." He tapped the question mark. "The pika will still be here next summer. So will the question."
  {hero} watched the hail melt and trickle down the window in crooked lines. "Where does all this water go?"
  "Depends which side of the mountain it lands on," said Dad. "Several miles west, the mountaintops make a line called the Continental Divide. Rain on that side heads toward the Pacific. The Colorado River begins in this park as a little stream, and that river goes all the way to Mexico." # fact: colorado-river-begins
  {hero} imagined one hailstone melting on the far side of the line and starting a journey of more than a thousand miles, and this one, here on the windshield, heading the opposite way. It made {their} head feel pleasantly enormous.
  The storm passed as fast as it had come. Sun broke through in long stripes, and a pika popped out onto a rock beside the car, shook itself hard, and gave one small, wet "EEEP!"
  Was it the owner? The thief? An innocent third pika? {hero} would never know. It was annoying. It was also, {they} had to admit, a perfect reason to come back.
}
-> END

=== end_ranger ===
# place: alpine-visitor-center
# ending: case-closed-indoors
{band:
- "young":
  {spot:
  - "top": "Good idea," said Dad. "A building is a safe place in a storm. And a ranger might know about pikas." They hurried down to the car and drove on along the ridge. Boom! Thunder rolled as they ran inside.
  - else: Boom! Thunder rolled over the bowl. {hero} and Dad hurried inside with the ranger.
  }
  Hail bounced on the roof. Plink, plink!
  {spot == "top" and not met_bell: A ranger in a wide hat stood by the window. "I am Ranger Bell," she said. {hero} told her the whole case in one big rush: the pika, the blue flowers, the marmot, the gray dot.|"So, detective," said Ranger Bell. "Where are we now?"}
  {met_bell: "You said it was not the marmot and not the wind," said {hero}.}
  {not met_bell and spot == "center" and marmot_cleared: "The marmot eats fresh leaves. It sleeps all winter, so it does not need hay," said {hero}.}
  {saw_wind: "The wind took a little hay, but the pika got it back," said {hero}.}
  {hero} held up two fingers. "And there are two pikas, in two rock piles, right next to each other."
  "Who else needs hay for winter?" asked the ranger.
  {hero} thought. Then {they} jumped up. "Another pika! The pika next door!"
  "Good detective work," said the ranger. "Pikas sometimes take hay from a neighbor."
  {hero} watched the hail melt on the glass. "Where does all this water go?"
  "This water runs down the east side of the mountains," said the ranger. "Rain on the west side goes into the Colorado River. It starts in this park as a little stream." # fact: colorado-river-begins
  Then the storm passed, and the sun came out.
  The ranger wrote in her notebook. "Pika detective," she read out loud. "Case closed." She gave {hero} a high five.
  Outside, a pika popped up on the rocks and shook the hail off its back. Then it went right back to work, gathering hay.
- "middle":
  {spot:
  - "top": "Good thinking," said Dad. "We don't want to be the tallest thing on the tundra, and a ranger might know a thing or two about pikas." They hurried down the path, drove on along the ridge and dashed into the Alpine Visitor Center just as the first thunder boomed.
  - else: Thunder boomed across the bowl. {hero} and Dad hurried inside with the ranger, just as the first hail came bouncing across the parking lot.
  }
  Hail drummed on the roof. Outside the big windows, the whole bowl disappeared into swirling gray. More people crowded in from the parking lot, shaking ice out of their hoods and laughing the way people laugh when they have only just stopped being worried.
  {spot == "top" and not met_bell: Inside, a ranger in a wide hat was watching the storm through the big windows. "Ranger Bell," she said. {hero} didn't even push back {their} hood. The whole case came tumbling out at once: the pika, the haystack, the missing blue flowers, the marmot that only ate fresh plants{saw_wind:, the wind that only stole a few stems}, and the gray dot running between two rock piles.}
  "Right," said the ranger, settling onto a bench. "We're stuck in here for a while. {spot == "top" and not met_bell: So you've crossed off the marmot{saw_wind: and the wind}, and you've got two rock piles side by side. Then who else needs dry hay for winter, and knows exactly where your pika keeps it?|So, detective. Where are we now?}"
  {met_bell: "You crossed off the marmot and the wind," {hero} began. "So I kept my eyes on the pikas."}
  {not met_bell and spot == "center" and marmot_cleared: "The marmot eats fresh plants and sleeps all winter, so it doesn't need hay," {hero} began.}
  {not met_bell and spot == "center" and saw_wind: "The wind took a few stems, but the pika got them back," {hero} began.}
  {not (spot == "top" and not met_bell): {spot == "top": {hero} held up two fingers. "And from the top of the trail, I saw a pika run from our pika's rocks straight to the rocks next door."|{hero} pointed out the window at the rocks. "And there are two pikas right there, and the one on the right just sits and watches the one on the left."}}
  {not (spot == "top" and not met_bell): "So who else needs dry hay for winter," asked the ranger, "and knows exactly where your pika keeps it?"}
  {hero} sat up so fast {they} nearly fell off the bench. "Another pika! The one next door!"
  "That's my guess too," said the ranger. "Pikas sometimes sneak hay from their nearest neighbor's pile while the owner's away. Scientists have watched them do it."
  {hero} watched the water streaming down the glass. "Where does all this water go?"
  "Depends which side of the Continental Divide it lands on," said the ranger. "The Colorado River begins in this park as a little stream. Rain on the west side can end up in that river." # fact: colorado-river-begins
  When the storm rolled away, the sun came out.
  The ranger opened her notebook and wrote something down. "Official report," she said, turning it around so {hero} could read it. It said: Haystack thief, probably the next-door pika. Solved by a very good detective during a hailstorm.
  "Case closed," said {pal}, looking very pleased with itself, though it had done very little.
  "You also did exactly the right thing when the clouds came," the ranger added. "Lots of grown-ups don't."
  Out by the parking lot, two pikas popped up one after another to shake the hail off their backs, and went straight back to work.
- else:
  {spot:
  - "top": "Good thinking," said Dad. "We don't want to be the tallest thing on the tundra when it arrives, and a ranger might know a thing or two about pikas." They hurried down the path, drove on along the ridge and dashed into the Alpine Visitor Center just as the first thunder boomed overhead.
  - else: Thunder cracked across the bowl, so close that {hero} felt it in {their} teeth. {hero} and Dad hurried inside with the ranger, just as the first hail came skittering across the parking lot like thrown rice.
  }
  Hail drummed on the roof. Outside the big windows, the whole bowl vanished into swirling gray, snowfield and elk and all, as if someone had erased it. More people came crowding in from the parking lot, shaking ice out of their hoods, laughing too loudly in the way people laugh when they have just stopped being frightened. A little girl held up a hailstone the size of a pea like a pirate with a jewel.
  {spot == "top" and not met_bell: Inside, a ranger in a wide-brimmed hat was watching the storm through the big windows with her arms folded. "Ranger Bell," she said, when she saw them dripping in the doorway. {hero} did not even wait to push back {their} hood. The whole case came tumbling out in one breath: the pika, the haystack, the blue flowers that had been there and then had not, the marmot that only ate fresh plants{saw_wind:, the wind that only ever stole a stem or two}, and the gray dot racing between two rock piles.}
  "Well," said the ranger, settling onto a bench. "Nobody's going anywhere for a while. {spot == "top" and not met_bell: So. The marmot's off your list{saw_wind:, and so is the wind}, and you've got two rock piles side by side. Interesting." She tapped her chin. "Then who else needs dry hay for winter, and knows exactly where your pika keeps it?"|So, detective. Where are we now?"}
  {met_bell: "You crossed off the marmot and the wind," {hero} began, laying it out like cards on a table. "So I kept my eyes on the pikas."}
  {not met_bell and spot == "center" and marmot_cleared: "The marmot eats fresh plants and sleeps all winter, so it has no reason to want dry hay," {hero} began, laying it out like cards on a table.}
  {not met_bell and spot == "center" and saw_wind: "The wind steals a few stems, but the pika gets them back and tucks the rest away," {hero} began, laying it out like cards on a table.}
  {not (spot == "top" and not met_bell): {spot == "top": {hero} held up two fingers. "And from the top of the trail I watched a pika run from our pika's rocks straight into the rocks next door."|{hero} tapped the cold window, where the rocks by the parking lot had vanished into the gray. "And there are two pikas out there, and the one on the right just sits and watches the one on the left, like it's waiting for something."}}
  {not (spot == "top" and not met_bell): The ranger tapped her chin. "So who else needs dry hay for winter," she asked, "and knows exactly where your pika keeps it?"}
  {hero} sat up so fast {they} nearly slid off the bench. "Another pika. The one next door!"
  "That would be my guess too," said the ranger, and she looked genuinely delighted. "Pikas sometimes sneak hay from their nearest neighbor's pile while the owner's away. Scientists have sat for hours watching them do it."
  {hero} watched the water streaming down the glass in silver ropes. "Where does all this water go, anyway?"
  "Depends which side of the Continental Divide it lands on," said the ranger. "That's the line of peaks a few miles west. The Colorado River begins in this park as a little stream, and rain on the far side of the Divide can end up in it." # fact: colorado-river-begins
  When the storm finally rolled off east, the sun came out all at once.
  The ranger opened her battered notebook and wrote for a while, then turned it around so {hero} could read it. Haystack thief: probably the next-door pika. Solved by careful reasoning during a hailstorm. Detective showed excellent judgment about the weather.
  "That last part matters most," she said. "Every summer I watch grown-ups stay out on the tundra to get one more photo while the sky turns black. You came in. That's the smartest thing anybody did up here today."
  "Case closed," said {pal}, looking enormously pleased with itself, though as far as {hero} could tell it had contributed mainly opinions. {hero} let {pal} take the credit anyway.
  Out by the parking lot, two pikas popped up one after another to shake the hail off their backs. Then, without any fuss at all, they went straight back to gathering hay, because summer up here was short and the storm had already cost them an hour.
}
-> END

=== end_scope ===
# place: alpine-visitor-center
# ending: through-the-scope
{band:
- "young":
  {hero} put one eye to the ranger's scope. The rocks jumped close!
  {They} could see the left pika's haystack. The left pika was gone, getting flowers.
  Then the right pika crept over. It grabbed a big mouthful of hay! It ran back to its own rocks.
  Then the left pika came home. "EEEEP!" It chased the right pika all around!
  "That pika stole from the other one!" said {hero}. "I bet that is what happened to our haystack too!"
  "Pikas sometimes sneak hay from a neighbor," said Ranger Bell. "You figured it out!"
  Boom! Thunder! "Inside, everyone!" said the ranger.
  {pal} {dashed()} to the door first.
  Inside, hail went plink, plink on the roof. The ranger let {hero} draw the two pikas in her notebook. {hero} drew one with a big pile of hay and one with a little pile.
  "Maybe the little one just needed more," said {hero}.
  "Maybe," said the ranger. "Next time, go watch your own haystack and see."
- "middle":
  The ranger stepped aside, and {hero} put one eye to the scope. The rocks jumped so close {they} could see the pikas' whiskers.
  There was the left pika's haystack, tucked under a ledge. The left pika was gone, off gathering. Then the right pika crept over, quick and low, grabbed a big mouthful of hay, and scurried back to its own rocks.
  A moment later, the left pika came home. It stopped. It stared at its pile. Then it let out a furious "EEEEP!" and chased the right pika around and around the rocks.
  "It stole from the other one!" {hero} cried. "That's what's happening at our haystack! The thief is the pika next door!"
  The ranger grinned. "Pikas sometimes sneak hay from their neighbors. Scientists have a long word for it. I just call it sneaky."
  "So I'm right?"
  "Probably," said the ranger. "A good detective says probably until she sees it at her own haystack. But I'd bet my hat on it."
  Thunder boomed over the bowl. "And that," said the ranger, "is our signal. Inside, everyone."
  {pal} said it had known all along, which was not true.
  As they hurried through the doors, {hero} looked back at the rocks. The two pikas were sitting on their own piles, glaring at each other, as the first hail began to fall.
  Inside, with hail drumming on the roof, the ranger let {hero} draw the two pikas in her notebook. {hero} drew one sitting on a big haystack and one on a little one, with an arrow between them.
  "Why is the thief's pile so small?" {hero} asked.
  "Maybe it got a late start, or picked a poor patch of rocks," said the ranger. "Pikas who steal usually have a reason. It's a hard life up here."
  {hero} looked at the drawing for a long time. It was easier to catch a thief than to understand one, {they} thought. But understanding felt better.
- else:
  The ranger stepped aside, and {hero} put one eye to the scope. The rocks leaped so close that {they} could see the pikas' whiskers twitching in the wind.
  There was the left pika's haystack, tucked under a ledge. The left pika was gone, off gathering. Then the right pika, the one that had been sitting so still, crept over, quick and low, grabbed a big mouthful of hay from the left pika's pile, and scurried back to its own rocks without once looking behind it.
  A moment later, the left pika came home. It stopped. It stared at its pile. Then it let out an "EEEEEP!" of pure outrage and chased the right pika around and around the rocks like a cartoon.
  "It stole from the other one," {hero} cried, loud enough that a tourist turned around. "That's what's happening at our haystack. The thief is the pika next door!"
  The ranger grinned. "Pikas sometimes steal hay from their neighbors. Scientists have a very long word for it, kleptoparasitism. I just call it sneaky."
  "So I solved it?"
  "Probably," said the ranger. "You solved it by watching some other pikas, which is very clever. A good detective says probably until she sees it at her own haystack. But I'd bet my hat on it, and this is a very good hat."
  Thunder boomed over the bowl, rolling from one wall of it to the other. "And that," said the ranger, "is our signal. Inside, everyone."
  {pal} claimed it had suspected the neighbor from the very beginning, which {hero} knew for a fact was not true.
  As they hurried through the doors, {hero} looked back at the rocks. The two pikas were sitting on their own piles, fur ruffled, glaring across the gap at each other as the first hail began to bounce.
  Inside, with hail drumming on the roof like a thousand impatient fingers, the ranger handed {hero} her notebook and a pencil. {hero} drew the two pikas: one perched on a big, fat haystack, one on a scrawny little one, with an arrow between them labeled SNEAKY.
  "Why is the thief's pile so small, though?" {hero} asked, looking at it.
  The ranger considered this seriously, which {hero} liked. "Could be it got a late start. Could be its rocks are in a poor spot, with fewer flowers nearby. Pikas that steal usually have a reason. It's a hard life, making enough hay in a summer this short."
  {hero} added a tiny frown to the thief's face, then rubbed it out and drew a worried one instead. Somewhere back along the ridge, another pair of neighbors was probably glaring at each other in exactly the same way, and now {hero} knew why. It was easier to catch a thief than to understand one, {they} decided. But understanding felt better, and it lasted longer.
}
-> END
