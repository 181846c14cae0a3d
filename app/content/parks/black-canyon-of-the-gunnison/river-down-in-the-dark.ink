# title: The River Down in the Dark
# month: 7
INCLUDE shared/story.ink

// How the morning was spent after the sunrise on the Rim Rock trail:
// "down" (hiked the Oak Flat Loop below the rim: saw the white rapids),
// "marmot" (followed the whistle: learned the shortest-shadow trick),
// "ranger" (went to Gunnison Point: the ranger's "curtain of light").
VAR route = ""
// The overlook chosen for midday: "chasm", "cedar" or "warner".
VAR spot = ""
// Where they are right now (read by the early ending): "oak", "marmot", "point", "chasm", "cedar", "warner".
VAR at = ""
VAR met_ranger = false
VAR shadow_trick = false
VAR saw_rapids = false
// The small visitor met at the midday overlook: "boy" or "girl".
VAR kid = "boy"
// Where they end up after leaving their spot for a better view (read by the late ending): "warner", "cedar", "chasm".
VAR late_at = ""

-> first_light

// ---------------------------------------------------------------- chapter 1
=== first_light ===
# place: rim-rock
{band:
- "young":
  It was very early. The sky was still gray. {hero}, Grandma and {pal} crept out of the campground on a little trail.
  {pal} {moved()} ahead through the oak trees. Then the trees stopped. The ground stopped too!
  In front of them was a giant crack in the earth. A tall rock wall stood on the other side.
  Grandma took {hero}'s hand. "We hold hands by the edge," she said. "It is a long, long way down."
  Then {hero} heard a sound. Rrrrrr. It was low and loud, and it came from far below.
  "What is that?" asked {pal}.
  "The river," said Grandma. "It runs way down at the bottom."
  {hero} looked and looked. {They} could hear the river. But {they} could not see it. It was too dark down there.
  Then the sun came up behind them. The top of the far wall turned gold. But the bottom stayed dark.
  "The sun forgot the bottom!" said {pal}.
  "It is just too deep," said Grandma. "Parts of the canyon floor get only a little sun each day." # fact: narrow-bottom-minutes
  "Then I want to see it," said {hero}. "I want to see the sun on the river!"
  "The sun gets down there in the middle of the day," said Grandma. "We must find the right spot. A ranger at Gunnison Point could tell us how. Or we could walk down the Oak Flat Loop, close to that roar."
  Wheet! A sharp whistle came from the rocks. Who was that?
- "middle":
  The canyon was still full of night when {hero} and Grandma set off along the Rim Rock Nature Trail. Their tent stood behind them in the campground, wet with dew, and the air smelled of cold earth and oak leaves.
  {pal} {moved()} ahead through the Gambel oaks, and then the trees simply ended.
  So did the ground. Beyond a few feet of pale rock there was nothing at all, only a huge gap full of gray shadow, and on the far side a wall of dark stone rising out of it.
  Grandma's hand found {hero}'s. "This is where we hold hands," she said. "No closer than this. It's about two thousand feet to the bottom."
  {hero} held on tight. Then {they} heard it. Far, far below, something was roaring, low and steady, like wind that never stopped to breathe.
  "What is that?" whispered {pal}.
  "The Gunnison River," said Grandma. "It has been cutting this canyon for about two million years, and it's still at it."
  {hero} leaned forward as far as Grandma's hand allowed. {They} could hear the river perfectly well. {They} could not see it at all. Down there was only darkness.
  Then the sun came up behind them. A stripe of gold lit the top of the far wall, so bright that {hero} squinted. But below the gold, the rock stayed dark, almost black, and the bottom stayed as dark as the inside of a pocket.
  "The sun forgot the bottom," said {pal}.
  "It didn't forget," said Grandma. "It can't fit. Some parts of this canyon are so deep and narrow that the bottom gets only about thirty-three minutes of sunlight a day." # fact: narrow-bottom-minutes
  {hero} thought about the river roaring away down there in the cold, all day long, waiting for its one small piece of sun.
  "Then I want to see it," {hero} said. "When the sun gets down there. I want to see the river light up."
  Grandma smiled slowly. "That will be around the middle of the day, when the sun climbs highest. We'll need the right place at the right time. There's a ranger at Gunnison Point this morning. Or we could take the Oak Flat Loop down below the rim, closer to that roar."
  Before {hero} could answer, a sharp whistle rang out from the rocks just ahead. Wheet! Somebody out there wanted to be noticed.
- else:
  The canyon was still full of night when {hero} and Grandma set off along the Rim Rock Nature Trail. Their tent sagged behind them in the campground, wet with dew, and Grandma had promised hot chocolate afterwards, which was the only reason {hero} had agreed to leave a warm sleeping bag at this hour.
  {pal} {moved()} ahead through the Gambel oaks, grumbling that nobody sensible was awake yet. Then the trees simply ended, and so did the ground.
  {hero} stopped. A few feet of pale rock, and after that, nothing: a gap so wide and deep it seemed to swallow the light, and on the far side a wall of dark stone rising straight out of the gloom, as if someone had cut the world in two and forgotten to put it back.
  Grandma's hand closed around {hero}'s, warm and firm. "This is the spot where we hold hands," she said. "Not one step closer. It's about two thousand feet to the bottom, and the rock doesn't care how careful you meant to be."
  {hero} did not argue. {Their} knees had gone slightly wobbly all on their own.
  Then {they} heard it. Far, far below, something was roaring: low and steady and enormous, like the sound inside a seashell, if the seashell were the size of a mountain.
  "What is that?" whispered {pal}.
  "The Gunnison River," said Grandma. "It's been cutting this canyon for about two million years, and it hasn't finished yet."
  {hero} leaned out as far as Grandma's grip would allow. {They} could hear the river perfectly well. {They} just couldn't see it. Where the bottom should have been, there was only shadow, thick and blue-black.
  {flies(): {pal} peered over the edge and shuffled its feathers. "Don't look at me," it said. "Even I wouldn't fly down there. It's a very long way back up."}
  Then the sun rose behind them. A line of fire ran along the top of the far wall, gold and orange, so bright that {hero} had to squint. But below that bright stripe the rock stayed dark, almost black, and the canyon floor stayed exactly as dark as before, as if the sunrise were something happening to other people.
  "The sun forgot the bottom," {pal} said.
  "It didn't forget," said Grandma. "It can't fit. Some parts of this canyon are so deep and so narrow that the bottom only gets about thirty-three minutes of sunlight a day." # fact: narrow-bottom-minutes
  Thirty-three minutes. A whole day, and the river got about as much sunshine as one school recess. All that roaring, all that work carving the canyon, and nobody ever turned the lights on for it. It seemed unfair, and a little lonely, and {hero} found {they} minded more than {they} expected to.
  "Then I want to see it," {hero} said. "The minute the sun gets down there. I want to see the river light up."
  Grandma studied {them} for a long moment, then smiled. "That'll be around the middle of the day, when the sun climbs highest. We'll need the right place at the right time. There's a ranger at Gunnison Point this morning. Or we could take the Oak Flat Loop down below the rim and get closer to that roar."
  Before {hero} could decide, a shrill whistle split the air from the rocks just ahead. Wheet! It was so loud and so sudden that {pal} jumped, and it sounded very much like somebody telling them to hurry up.
}
* [Go down the Oak Flat Loop, closer to the roar # act: go] -> oak_flat
* [Look for whoever whistled in the rocks # act: look] -> marmot_rocks
* [Ask the ranger at Gunnison Point how the sun gets in # act: ask] -> ranger_point

// ---------------------------------------------------------------- chapter 2
=== oak_flat ===
# place: oak-flat
~ at = "oak"
~ route = "down"
{band:
- "young":
  The Oak Flat Loop went down below the top of the canyon. The path was steep. Little stones rolled away under {hero}'s shoes.
  "Let's talk as we walk," said Grandma. "Bears live here. We don't want to surprise one."
  So they talked and talked. And the roar of the river got louder and louder.
- "middle":
  The Oak Flat Loop began near the visitor center, and almost at once it tipped over the rim and went down. The path was steep and narrow, with loose stones that skittered away under {hero}'s shoes. Grandma went first, one hand on the slope.
  "Slow and steady," she said. "And let's keep chatting. Black bears live in these woods, and a bear would much rather hear us coming than meet us by surprise."
  "I can chat all day," said {pal}. "Ask anyone."
  So they chatted, and with every switchback, the roar of the river grew louder.
- else:
  The Oak Flat Loop began near the visitor center, and almost at once it tipped over the rim and went down, the way a slide does, only slower and with more rocks. The path was narrow and steep. Loose stones skittered away from {hero}'s shoes and bounced off into the bushes, and {hero} decided not to think about where they stopped.
  Grandma led, one hand brushing the slope. "Slow and steady," she said. "And let's keep talking. Black bears live in these woods, and a bear would much rather hear us coming than meet us by surprise. So would I, come to think of it."
  "I can talk all day," said {pal}. "Ask anyone. Actually, don't ask anyone."
  So they talked, about nothing much, and with every switchback the roar of the river grew louder, until it felt less like a sound and more like weather.
}
{end_now: -> end_early}
~ saw_rapids = true
{band:
- "young":
  Tall white trees grew on the slope. Their little leaves shook and shivered.
  Then the trees opened up. {hero} looked down. There was the river! It was white and splashy, crashing over rocks at the very bottom.
  But it was still in the dark. The sun had not found it yet.
  A deer with giant ears stood by a tree. It looked at them. Then it stepped away without a sound.
  "It is so loud here!" shouted {pal}.
  {hero} looked up. The gold light was lower on the far wall now. But it was still far from the water.
  "To see the sun hit the river, we need to be up on top," said Grandma. "The sun will not be high for a long time yet. But the climb back up is hard."
  {hero} looked up the steep path. {Their} legs felt wobbly already! Where should they wait for the sun, once they got to the top?
- "middle":
  Tall aspens grew here, their leaves trembling even when {hero} couldn't feel any wind, and dark Douglas firs clung to the slope with roots like fingers. The air was cooler than up on the rim.
  Then the trees opened, and {hero} stopped so fast that {pal} nearly ran into {them}.
  Far below, at the foot of the dark walls, was the river. Not a whisper now, but white water, foaming and crashing over boulders, and the roar came up out of it and filled {hero}'s chest.
  "There you are," {hero} breathed.
  But the water was gray and white, not shining. The sunshine still hadn't reached it.
  Something moved in the aspens. A mule deer doe stood there, ears as big as open hands, watching them. She flicked those huge ears once and stepped away between the white trunks without a sound.
  {pal} {sniffed()}. "That river is in a terrible hurry," it said.
  "It drops downhill fast through here, over all those rocks," said Grandma. "That's what makes the roar."
  {hero} looked up. The gold line on the far wall had slid a long way down since dawn. But from down here the walls leaned in so close that the sky was only a ribbon.
  "Here's the trouble," said Grandma. "To see the sun touch the water, we'll want to be up on the rim, looking straight down. And it's a hard climb back."
  {hero} looked at the path zigzagging up behind them. There were hours yet before the light reached the water, so the sun wasn't the problem. {Their} legs were. They had already gone wobbly, and the climb hadn't even started.
- else:
  Tall aspens grew here, their leaves trembling and flickering even when {hero} couldn't feel a breath of wind, and dark Douglas firs clung to the slope with roots like knuckly fingers. The air was cooler than up on the rim and smelled of pine needles and damp earth.
  Then the trees opened, and {hero} stopped so suddenly that {pal} nearly ran into {them}.
  Far below, at the foot of the dark walls, was the river. Not a whisper. Not a rumor. White water, boiling over boulders, tumbling and crashing, and the roar came straight up out of it and rattled around in {hero}'s ribs.
  "There you are," {hero} breathed. It felt like finally meeting someone {they} had only ever heard through a wall.
  But the water was gray and white, not shining. The sunshine hadn't found it yet.
  Something moved among the white trunks. A mule deer doe stood there with ears as big as two open hands, both of them aimed at {hero}. She flicked them once, decided the visitors were not very interesting, and stepped away between the aspens without a sound.
  {pal} {sniffed()}. "That river is in a dreadful hurry," it announced. "Where is it even going?"
  "Downhill, fast, over all those boulders," said Grandma. "That's where the roar comes from."
  {hero} tipped {their} head back. The gold line on the far wall had slid a long way since dawn. But from down here the walls leaned in so close that the sky was only a blue ribbon, and the bottom of the canyon still lay in deep shade.
  Grandma followed {their} gaze and frowned a little. "Here's the trouble," she said. "Down here we're closer to the river, but the walls hide most of the sky. To see the sun touch the water, we'll want to be up on the rim, looking straight down into it. And it's a hard climb back."
  {hero} looked at the path zigzagging up behind them. There were hours left before the sun stood high enough, so time wasn't the trouble. The trouble was that every step down had been a step that now had to be climbed back up, and {hero}'s legs had already started to file complaints. The sun, {hero} thought sourly, never had to climb anything.
}
* [Look into the narrowest part of the canyon, at Chasm View # act: look] -> chasm_view
* [Wait for the sun at Cedar Point, where two overlooks face the river # act: wait] -> cedar_point
* [Go all the way to Warner Point, at the end of the road # act: go] -> warner_point

=== marmot_rocks ===
# place: rim-rock
~ at = "marmot"
~ route = "marmot"
{band:
- "young":
  {hero} followed the whistle along the trail. There was a pile of big rocks in the sun.
  Wheet! On top sat a fat, furry animal. It was golden brown, with a yellow tummy. It looked right at them. Then it dove into a gap in the rocks.
  "A marmot," whispered Grandma. "That whistle means, watch out, visitors!"
- "middle":
  {hero} followed the whistle along the rim, past a bench and a little trail sign, to a heap of pale boulders in the sunshine.
  Wheet! There it was: a plump, furry animal the size of a big cat, golden brown with a yellowish belly, sitting up on a rock like a small round statue. It whistled once more, straight at them, and dived into a gap between the stones.
  "A yellow-bellied marmot," Grandma whispered. "That whistle is a warning. It's telling the whole neighborhood that we're here."
- else:
  {hero} followed the whistle along the rim, past a bench and a little trail sign, to a heap of pale boulders soaking up the early sun.
  Wheet! There it was: a plump, furry animal about the size of a large cat, golden brown with a yellowish belly, sitting bolt upright on the highest rock like a statue of itself. It fixed them with a hard black eye, whistled once more, loud enough to make {hero}'s ears ring, and poured itself into a gap between the stones.
  "A yellow-bellied marmot," Grandma whispered. "That whistle is the alarm. It's telling the entire neighborhood that some very suspicious visitors have arrived."
  "Suspicious?" said {pal}, offended. "I'm adorable."
}
{end_now: -> end_early}
~ shadow_trick = true
{band:
- "young":
  They sat down on the trail. They kept very still.
  Soon a nose poked out. Then whiskers. Then the whole marmot! It climbed onto a flat rock and lay down flat, like a furry pancake.
  "Is it asleep?" whispered {pal}.
  "It is warming up in the sun," said Grandma.
  Then a shadow from a tree crept over the rock. The marmot got up. It moved to the next rock, back into the sun.
  "It follows the sun!" said {hero}.
  "It has to," said Grandma. "Winter here is long and snowy. All winter the marmot sleeps under the ground, and people walk over the top of it on snowshoes!" # fact: winter-south-rim
  Then Grandma pointed at {hero}'s shadow. It was long and skinny.
  "Your shadow is a clock," she said. "When it is very short, the sun is high. That is when the sun can reach the river."
  {hero} looked at {their} long shadow. It had a lot of shrinking to do. Where should they wait for it?
- "middle":
  "We're very polite," {pal} called toward the rocks. "Mostly."
  They sat down on the trail to wait, quiet as stones. After a while a nose poked out, then whiskers, then the whole marmot. It climbed onto the flattest rock, spread itself out like a fuzzy pancake and lay there with its eyes half shut.
  {pal} {sniffed()}. "Is it asleep?"
  "Sunbathing," said Grandma. "Marmots love a warm rock."
  As they watched, the shadow of an oak crept across the marmot's rock. The marmot opened one eye, grumbled, and shuffled to the next rock, right back into the sunshine.
  "It follows the sun around," {hero} said.
  "It has to make the most of summer," said Grandma. "All winter it sleeps down in its burrow. Up here the snow gets so deep that the road past the visitor center closes, and people come exploring on snowshoes and skis." # fact: winter-south-rim
  {hero} looked down. {Their} own shadow stretched long and thin across the trail, like a giant's.
  "Here's a trick," said Grandma. "Your shadow gets shorter as the sun climbs. When it's the shortest it gets all day, the sun is as high as it goes. That's when the light can reach the river."
  {hero} grinned. Now {they} had a clock that nobody could forget to bring. {Their} shadow was still very long, though. Where should they be standing when it shrank?
- else:
  "We come in peace," {pal} called toward the rocks. "Mostly."
  They sat down on the trail, still as stones, and waited. It took a while. Then a nose appeared, then a set of whiskers, then, with enormous caution, the whole marmot. It hauled itself onto the flattest rock, spread out like a fuzzy pancake, rested its chin on its paws and closed its eyes.
  {pal} {sniffed()}. "Is it asleep? On guard duty?"
  "Sunbathing," said Grandma. "Marmots love a warm rock. It's probably been waiting all night for this."
  As they watched, the shadow of an oak crept across the marmot's rock, the way a cloud creeps across a picnic. The marmot opened one eye. It grumbled, a low, put-upon sound, then heaved itself up and shuffled over to the next rock, right back into the sunshine, and flopped down again.
  "It's following the sun around," {hero} said. "Like a cat on a carpet."
  "I could do that job," said {pal}. "Lying on warm rocks all day, grumbling. I'd be a natural."
  "It has to make the most of summer," said Grandma. "All winter it sleeps down in its burrow. Up here the snow gets so deep that the road past the visitor center closes, and anyone who visits comes on snowshoes or cross-country skis." # fact: winter-south-rim
  {hero} imagined the canyon white with snow and silent, the marmot curled up somewhere underneath it all, dreaming of rocks. Then {they} looked down. {Their} own shadow stretched long and skinny across the trail, like a giant on stilts.
  "Here's a trick," said Grandma. "Your shadow gets shorter as the sun climbs. When it's the shortest it gets all day, the sun is as high as it will go, and that's when the light can squeeze down to the river."
  {hero} felt a grin spread across {their} face. A clock made out of {themself}. Nobody could forget to bring it, and nobody could lose it. But {their} shadow was still ridiculously long, and the canyon had a lot of edges. Where exactly should they be standing when it shrank?
}
* [Go to Cedar Point, where a nature trail leads to two overlooks # act: go] -> cedar_point
* [Look for the river from Warner Point, at the far end of the road # act: look] -> warner_point
* [Wait for the sun at Chasm View, where the canyon is narrowest # act: wait] -> chasm_view

=== ranger_point ===
# place: gunnison-point
~ at = "point"
~ route = "ranger"
{band:
- "young":
  The trail took them to Gunnison Point. It had a strong railing right at the edge.
  {hero} looked over. Way, way down was the river! It looked like a thin silver thread. But it was in the shade.
  A ranger stood by the railing. Her name was Ranger Hale.
  "Stay behind the railing," she said. "Never climb on it. Deal?"
  "Deal," said {hero}. "Can I ask you something? When does the sun get down to the river?"
- "middle":
  The trail brought them out at Gunnison Point, a stone overlook with a sturdy railing at the very edge of the canyon.
  {hero} looked over, and {their} stomach did a flip. The walls fell away so far that the river at the bottom was just a thin silver thread. It was the first time {hero} had seen it at all. But even from here, the thread lay in shadow.
  A ranger in a flat hat was leaning on the railing with a cup of coffee. Her name tag said Ranger Hale.
  "Morning," she said. "Feet on the ground, hands on the railing, and nobody climbs on it. Deal?"
  "Deal," said {hero}. "And can I ask you something? When does the sun get down to the river?"
- else:
  The trail brought them out at Gunnison Point, a stone overlook with a sturdy railing at the very edge of the canyon, and {hero} took one look over and felt {their} stomach do a slow somersault.
  The walls fell away so far that the river at the bottom was only a thin silver thread, like a single hair on a dark blanket. It was the first time {hero} had seen it at all. But even from here, even from directly above, the thread lay in shadow.
  A ranger in a flat hat was leaning on the railing with a mug of coffee, looking at the canyon the way some people look at a fireplace. Her name tag said Ranger Hale.
  "Morning," she said. "Quick rule before anything else: feet on the ground, hands on the railing, and nobody climbs on it, not even a little. Deal?"
  "Deal," said {hero}, who had no intention of climbing anything, ever. "Can I ask you something? When does the sun get down to the river?"
}
{end_now: -> end_early}
~ met_ranger = true
{band:
- "young":
  "Good question!" said the ranger. "See how dark these rocks are? They are very, very old. Dark rocks and deep shadows. That is why it is called the Black Canyon." # fact: dark-rocks-walls
  She pointed to the far wall. A line of sun was on it, high up.
  "Watch that light," she said. "It comes down like a slow curtain. When it touches the water, there is your sun! But it does not stay long."
  "Can you make it hurry up?" asked {pal}.
  The ranger laughed. "I'm a ranger, not the sun!"
  Then she gave them a tip. "Pick one spot and stay there. People who run around looking for a better view can miss it."
  {hero} looked at the far wall. Where was the best spot?
- "middle":
  Ranger Hale lowered her coffee. "Now that," she said, "is my favorite kind of question." She rapped her knuckles on the dark rock beside the railing. "Feel that? This rock is about 1.7 billion years old. Some of the oldest rock you'll ever touch." # fact: dark-rocks-walls
  "It's so dark," said {hero}.
  "Dark rock and deep shadow," said the ranger. "That's how the Black Canyon got its name. The walls are so steep and close together that the light has to wait until the sun is nearly straight overhead."
  She pointed across the canyon. The sunshine had crept part of the way down the far wall, leaving a sharp edge between gold and dark.
  "Watch that edge. It slides down like a slow curtain. When it touches the water, that's your moment. It won't last long."
  "Can't you make it go faster?" asked {pal}.
  The ranger laughed. "I'm a ranger, not the sun."
  Then she leaned closer. "One tip. Pick one overlook and stay put. People who race around hunting for a better view usually miss the whole thing."
  {hero} looked along the rim. There were so many overlooks. Which one would the sun choose?
- else:
  Ranger Hale lowered her coffee and looked at {them} properly for the first time. "Now that," she said, "is my favorite kind of question. Most people ask where the bathrooms are." She rapped her knuckles on the dark rock beside the railing. "Feel that? This rock is about 1.7 billion years old. Older than dinosaurs, older than almost anything you'll ever lay a finger on." # fact: dark-rocks-walls
  {hero} touched it. It was cool and rough and ordinary-feeling, which somehow made it stranger.
  "Dark rock and deep shadow," said the ranger. "That's how the Black Canyon got its name. These walls are so steep and so close together that the light has to wait its turn until the sun is nearly straight overhead."
  She pointed across the canyon. The sunshine had crept partway down the far wall, leaving a sharp, clean edge between gold and black.
  "Watch that edge. It slides down like a theater curtain, the slowest one in the world. When it touches the water, that's your moment. Blink and you'll be sorry."
  "Can't you speed it up?" asked {pal}. "You're in charge here."
  The ranger laughed into her mug. "I'm a ranger, not the sun. I'm not even in charge of the coffee machine."
  Then she leaned down, as if sharing a secret. "One tip. Pick one overlook and stay put. Every summer I watch people race up and down the rim road hunting for a better view, and every summer they miss the whole show."
  {hero} looked along the rim. It went on and on, bend after bend, railing after railing, and somewhere along it was the one spot that would be exactly right at exactly the right moment. The trouble was, the canyon wasn't saying which.
}
* [Go to Warner Point, as far as the road goes # act: go] -> warner_point
* [Ask the ranger which overlook she would pick # act: ask] -> chasm_view
* [Look for the Painted Wall from Cedar Point # act: look] -> cedar_point

// ---------------------------------------------------------------- chapter 3
=== chasm_view ===
# place: chasm-view
~ at = "chasm"
~ spot = "chasm"
{band:
- "young":
  {route == "down": The climb back up was hard. {hero} puffed and panted. Then Grandma drove along the rim to Chasm View.}
  {route == "marmot": Grandma drove along the rim to Chasm View. {hero} checked {their} shadow on the way. It was shorter now!}
  {route == "ranger": "Chasm View," said the ranger. "That is where I would go." So they went.}
  At Chasm View, Grandma held {hero}'s hand at the railing. The other side of the canyon looked very close. But the crack between went down and down into the dark.
  Tiny birds with white throats zipped past. "Swifts," said Grandma.
- "middle":
  {route == "down": By the time they had climbed out of the canyon, {hero}'s legs felt like cooked noodles. Grandma drove along the rim road to Chasm View, and {hero} ran the last bit to the railing anyway.}
  {route == "marmot": Grandma drove along the rim road to Chasm View, and {hero} checked {their} shadow all the way from the car to the railing. It was definitely shorter.}
  {route == "ranger": "Chasm View," Ranger Hale had said, without even stopping to think. "It's where the canyon is narrowest. That's where I'd be." So that is where Grandma drove.}
  The far rim was so near that {hero} could see a single pinyon pine on it, leaning out over nothing. But in between, the canyon dropped straight down into cool blue shadow, so narrow that it was like peering into a crack in the world. A strong railing ran along the edge, and Grandma kept one hand on {hero}'s shoulder anyway.
  Dozens of tiny birds were zipping through the gap, twittering, so fast that {hero}'s eyes could hardly follow them. "White-throated swifts," said Grandma.
- else:
  {route == "down": By the time they had climbed out of the canyon, {hero}'s legs had turned into something like cooked spaghetti, and {their} heart was thumping in {their} ears. Grandma drove along the rim road to Chasm View, and {hero} ran the last stretch to the railing anyway, because the sun was not going to wait for anybody's legs.}
  {route == "marmot": Grandma drove along the rim road to Chasm View, and {hero} checked {their} shadow the whole way from the car to the railing, like someone checking a watch. It was definitely shorter. Not short. But shorter.}
  {route == "ranger": "Chasm View," Ranger Hale had said, without even pausing to think. "It's where the canyon is narrowest. If I had one hour off today, that's where I'd spend it." So that is where Grandma drove.}
  The far rim was so near it seemed you could throw a sandwich across, if you had a very good arm and didn't mind losing a sandwich. But in between, the canyon dropped straight down into cool blue shadow, so deep and so narrow that it was like peering into a crack in the world. A strong railing ran along the edge, and Grandma kept one hand on {hero}'s shoulder anyway, which {hero} pretended to mind and didn't.
  Dozens of small dark birds were zipping through the gap, twittering, flashing past so fast that {hero}'s eyes kept arriving where they had just been. "White-throated swifts," said Grandma. "They hardly ever seem to land."
}
{end_now: -> end_early}
~ kid = "boy"
{band:
- "young":
  {route == "down": Somewhere down there was the white, splashy river they had seen from the trail.}
  {route == "marmot": {hero} looked at {their} shadow again. It was a little puddle by {their} shoes now.}
  {route == "ranger": {hero} watched the curtain of light on the far wall, just like the ranger said.}
  On the other side, tiny people stood at a railing too. One of them waved! {hero} waved back.
  The gold light slid down, down, down the far wall. It was almost at the water!
  Then {hero} saw a big white cloud. It was floating right toward the sun. "Go away, cloud!" said {pal}.
  Next to {hero}, a little boy in a red cap was jumping up and down.
  "Is there a river?" he asked. "I can't see any river!"
  His mom was busy with a crying baby.
  The boy tugged {hero}'s sleeve. The light was nearly there. What should {hero} do?
- "middle":
  {pal} tried to follow the swifts and got dizzy. "They're showing off," it said.
  {route == "down": Somewhere down there was the white water they had seen from the Oak Flat Loop, still roaring over its boulders in the shade.}
  {route == "marmot": {hero} checked {their} shadow again. It was a small dark puddle now, hardly bigger than {their} shoes, and still shrinking.}
  {route == "ranger": {hero} watched the edge of the light on the far wall, just as the ranger had said. It really was like a curtain coming down, slow as anything.}
  On the far rim, so close it seemed silly, a few tiny people stood at a railing of their own. One of them waved. {hero} waved back, and the tiny person jumped up and down.
  Down and down the bright edge crept. Only a thin strip of shadow was left now between the gold and the water.
  Then {hero} noticed a fat white cloud sailing across the sky, straight toward the sun. "Oh no you don't," {hero} muttered. If that cloud got there first, the river would stay dark no matter how high the sun climbed.
  Beside them, a little boy in a red cap was bouncing on his toes, trying to see. He was too short to see over the top rail, and his mom was busy rocking a fussy baby.
  "Is there a river?" he kept asking. "Everybody says there's a river. I can't see any river."
  {hero} looked at the boy. Then at the light. Then at the boy again. He tugged {hero}'s sleeve, and the gold slid a little lower.
- else:
  {pal} tried to follow the swifts with its eyes, turning faster and faster, until it had to sit down. "They're showing off," it said, with dignity. "Nobody needs to fly like that."
  {route == "down": Somewhere down there was the white water they had seen from the Oak Flat Loop, still thundering over its boulders in the shade, with no idea that anyone was waiting for it.}
  {route == "marmot": {hero} checked {their} shadow again. It had shrunk to a small dark puddle, hardly bigger than {their} shoes, and it was still shrinking. The clock was nearly at the hour.}
  {route == "ranger": {hero} watched the bright edge on the far wall, just as the ranger had said. It really was like a curtain coming down, so slowly that it seemed to freeze whenever {hero} stared at it and jump whenever {they} blinked.}
  On the far rim, so close it seemed ridiculous, a few tiny people stood at a railing of their own, on the other side of the canyon. One of them waved. {hero} waved back, and the tiny person jumped up and down as if they had made contact with another planet, which, {hero} supposed, they sort of had.
  Down and down the light crept. Only a thin strip of shadow was left now between the gold and the water, and {hero} realized {they} had been holding {their} breath for no good reason and let it out.
  Then {they} saw the cloud. It was fat and white and cheerful-looking, the kind of cloud you'd draw with a crayon, and it was sailing across the sky straight toward the sun. "Don't you dare," {hero} told it under {their} breath. If it got there first, the river could stay dark all the way through its thirty-three minutes, and nobody would ever know.
  Beside them, a little boy in a red cap was bouncing on his toes. He was too short to see over the top rail, and his mom was busy rocking a baby who had opinions about everything.
  "Is there a river?" the boy kept asking, to nobody in particular. "Everybody says there's a river. I can't see any river. Is it a pretend river?"
  {hero} looked at the boy. Then at the light. Then at the boy again. Part of {them} wanted to pretend {they} hadn't heard, and that part was not a part {hero} was proud of.
  The boy tugged {hero}'s sleeve. And on the far wall, the gold slid one more inch toward the water.
}
* [Wait right here and don't take your eyes off the water # act: wait] -> end_sun
* [Help the boy in the red cap find a way to see # act: help] -> end_share
* [Go all the way to Warner Point, where the view is biggest # act: go] -> end_late

=== cedar_point ===
# place: cedar-point
~ at = "cedar"
~ spot = "cedar"
{band:
- "young":
  {route == "down": The climb back up was hard. {hero} huffed and puffed all the way. Then they drove to Cedar Point.}
  {route == "marmot": They waved goodbye to the marmot. It did not wave back. Then they drove to Cedar Point.}
  {route == "ranger": They waved goodbye to Ranger Hale and drove to Cedar Point.}
  They followed a path through the junipers. At the end, {hero} gasped.
  Across the canyon stood a giant wall. It had pale pink stripes all over it, like icing on a chocolate cake!
  "The Painted Wall," said Grandma. "It is the tallest cliff in Colorado." # fact: painted-wall-cliff
- "middle":
  {route == "down": After the long climb out of the canyon, {hero} flopped into the car, and Grandma drove west along the rim road to Cedar Point.}
  {route == "marmot": They said goodbye to the marmot, which did not say goodbye back, and Grandma drove west along the rim road to Cedar Point.}
  {route == "ranger": They said goodbye to Ranger Hale, and Grandma drove west along the rim road to Cedar Point.}
  From the parking lot they followed the nature trail out through the junipers, and at the end of it {hero} stepped up to the railing and gasped.
  Across the canyon stood an enormous wall of dark rock, streaked all over with pale pink zigzags, like icing dribbled down the side of a chocolate cake.
  "The Painted Wall," said Grandma. "It's the tallest cliff in Colorado, about two thousand two hundred and fifty feet from top to bottom." # fact: painted-wall-cliff
- else:
  {route == "down": After the long climb out of the canyon, {hero} collapsed into the car like a puppet with its strings cut, and Grandma drove west along the rim road to Cedar Point, humming, because Grandma's legs never seemed to get tired.}
  {route == "marmot": They said goodbye to the marmot, which did not say goodbye back and did not open its eyes, and Grandma drove west along the rim road to Cedar Point. On the walk from the car, {hero} kept checking {their} shadow. Shorter. Definitely shorter.}
  {route == "ranger": They said goodbye to Ranger Hale, who raised her mug to them like a toast, and Grandma drove west along the rim road to Cedar Point. {hero} spent the whole drive watching the far wall through the car window, in case the light got any ideas about moving faster.}
  From the parking lot the nature trail wandered out through the junipers, past signs explaining which tree was which, and {hero} read none of them. {They} {were} watching the gap in the trees ahead, and when the trail ended at the railing, {they} gasped out loud.
  Across the canyon stood an enormous wall of dark rock, and it was covered in pale pink zigzags, huge ones, crossing and branching, as if a giant baker had dribbled icing down a chocolate cake the size of a mountain.
  "The Painted Wall," said Grandma, a little breathless herself. "It's the tallest cliff in Colorado. About two thousand two hundred and fifty feet from top to bottom." # fact: painted-wall-cliff
}
{end_now: -> end_early}
~ kid = "girl"
{band:
- "young":
  "Who painted it?" asked {pal}.
  "Nobody," said Grandma. "Long ago, hot melted rock filled up cracks in the wall. It cooled and turned into pale stripes." # fact: painted-wall-pegmatite
  {route == "down": Far below the wall, the white, splashy river was roaring.}
  {route == "marmot": {hero} checked {their} shadow. It was much shorter now!}
  {route == "ranger": The gold curtain of light was sliding down the wall, just like the ranger said.}
  The sun was high. The light was almost at the river.
  But a big white cloud was floating toward the sun. "Not now, cloud!" said {hero}.
  Then {hero} saw a little girl in a purple sunhat. She was on tiptoe. But she could not see past the grown-ups.
  "Maybe the other overlook is better," said {pal}. "Or maybe this one is."
  The light slid lower. What should {hero} do?
- "middle":
  "Who painted it?" asked {pal}.
  "Nobody," said Grandma. "A very long time ago, hot melted rock squeezed into cracks in the dark rock and cooled there. That's what made the pale stripes." # fact: painted-wall-pegmatite
  Far, far below the wall, right at its foot, the river roared.
  {route == "down": It was the same white water they had seen from the Oak Flat Loop, {hero} thought, still waiting in the shade.}
  {route == "marmot": {hero} checked {their} shadow. It was short now, tucked almost under {their} feet.}
  {route == "ranger": The sunlight was sliding down the Painted Wall like the slow curtain the ranger had described.}
  Grandma read one of the little signs by the railing. "It says Utah junipers like these can live for hundreds of years," she said. "That twisty one has probably watched the river get its sunshine thousands of times."
  "Lucky tree," said {hero}.
  The light crept lower and lower. Soon it would touch the water. But now a fat white cloud was drifting across the sky toward the sun, and {hero} glared at it as hard as {they} could.
  A little girl in a purple sunhat was standing on tiptoe behind a row of grown-ups, trying to see. She couldn't. "I just want to see the river," she told nobody, in a very small voice.
  "The trail goes on to a second overlook," said Grandma, reading a sign. "Maybe the view's even better from there."
  {pal} {sniffed()}. "Or maybe it's better right here. I can't tell. Views all look the same to me."
  {hero} looked at the light. It was very close now.
- else:
  "Who painted it?" asked {pal}, squinting. "And can they paint me?"
  "Nobody," said Grandma. "A very long time ago, hot melted rock squeezed into cracks in the dark rock, deep underground, and cooled there. Then the river cut down through all of it, and here it is, out in the open." # fact: painted-wall-pegmatite
  Far, far below the wall, right at its foot, the river roared.
  {route == "down": It was the same white water they had seen from the Oak Flat Loop, {hero} thought, still crashing away in the shade. It felt a bit like spotting a friend across a crowded room.}
  {route == "marmot": {hero} checked {their} shadow. It had shrunk to a stubby blob tucked almost under {their} sneakers. Nearly time.}
  {route == "ranger": The sunlight was sliding down the Painted Wall, past the pink zigzags, exactly like the slow curtain Ranger Hale had described.}
  Grandma bent to read one of the little signs by the railing. "Utah junipers like these can live for hundreds of years," she said, and nodded at a twisted old tree clinging to the rim beside them, its trunk wrung like a wet towel. "That one has probably watched the river get its sunshine thousands of times."
  "Lucky tree," said {hero}, and meant it, and felt slightly silly being jealous of a tree.
  Lower and lower the light crept. {hero} could see the strip of shadow above the water getting thinner, like the last bit of a closing door.
  And then, because nothing is ever simple, a fat white cloud came drifting over the rim, heading straight for the sun. {hero} glared at it with every bit of glare {they} owned. It did not seem to notice.
  A little girl in a purple sunhat was standing on tiptoe behind a row of grown-up elbows, trying to see. She couldn't. "I just want to see the river," she said to nobody, in the small, flat voice of someone who has already given up.
  "The trail goes on to a second overlook," said Grandma, reading a sign. "Maybe the view's even better from there."
  {pal} {sniffed()}. "Or maybe it's better here," it said. "Honestly, I can't tell. I've been looking at this canyon all day and it's all just down."
  {hero} looked at the light, and the girl, and the sign. Three directions, and only a few minutes left to pick one.
}
* [Help the girl in the purple sunhat find a gap at the railing # act: help] -> end_share
* [Go on to the second overlook, just in case it's better # act: go] -> end_late
* [Look straight down at the river and don't move # act: look] -> end_sun

=== warner_point ===
# place: warner-point
~ at = "warner"
~ spot = "warner"
{band:
- "young":
  {route == "down": The climb back up was hard. Then they drove all the way to the end of the road.}
  {route == "marmot": They drove all the way to the end of the road.}
  {route == "ranger": They waved goodbye to the ranger. Then they drove all the way to the end of the road.}
  A trail went through low, twisty trees.
  "Snacks stay in the pack," said Grandma. "Bears live here too. They can smell food from far away."
  At the end of the trail was Warner Point. Grandma held out her hand. "We stay back from the edge," she said.
  The river was way down below. And far away were green fields and big blue mountains.
- "middle":
  {route == "down": After the long climb out of the canyon, they drove all the way to the end of the rim road, where the pavement simply stopped.}
  {route == "marmot": Grandma drove all the way to the end of the rim road, where the pavement simply stopped.}
  {route == "ranger": Warner Point was as far as the road went, and Grandma liked going as far as things went.}
  A trail led out along a ridge through pinyon pines and junipers and scratchy mountain mahogany. Grandma patted her backpack. "Snacks stay zipped in here," she said. "Bears live out here too, and a bear's nose can find a granola bar from a long way off."
  The trail was longer than the others, and the sun was hot on the back of {hero}'s neck by the time they reached the end of it, at Warner Point. "Stay well back from the edge here," said Grandma, holding out her hand. "That edge is no place for games." The river lay far, far below, and beyond the canyon the land opened out into green valleys, with blue mountains on the edge of the sky.
- else:
  {route == "down": After the long climb out of the canyon, they drove all the way to the end of the rim road, where the pavement simply gave up and stopped.}
  {route == "marmot": Grandma drove all the way to the end of the rim road, where the pavement simply gave up and stopped.}
  {route == "ranger": Warner Point was as far as the road went, and Grandma had never in her life stopped short of the end of anything.}
  A trail led out along a ridge through pinyon pines and shaggy junipers and scratchy mountain mahogany that grabbed at {hero}'s socks. Grandma patted her backpack. "Snacks stay zipped in here," she said. "Bears live out here too, and a bear's nose can find a granola bar from a long way off. I'd like to keep my granola bar."
  The trail was longer than the others, up and down over the ridge, and the sun was hot on the back of {hero}'s neck by the time they reached the end. {hero} kept glancing at the sky, doing sums {they} didn't really know how to do: how high was the sun now, and how far was the walk back, and did those two numbers get along?
  "Well back from the edge," said Grandma as they came out of the trees, and held out her hand without looking, the way she used to when {hero} was small. {hero} took it without arguing. At the end of the trail the world fell open. The river lay far, far below, a dark line in a dark slot, and beyond the canyon the land rolled away into green valleys and farther still to blue mountains, sitting along the edge of the sky like a row of sleeping animals.
}
{end_now: -> end_early}
~ kid = "boy"
{band:
- "young":
  "Look at those green fields!" said {hero}.
  "They need water to grow," said Grandma. "A long tunnel carries river water to the farms." # fact: 1909-workers-finished
  "The river goes through a mountain?" asked {pal}. "Wow! That is brave!"
  {route == "down": {hero} thought of the white, splashy water by the trail. Some of it went to the farms!}
  {route == "marmot": {hero} checked {their} shadow. It was very short now.}
  {route == "ranger": The curtain of light was coming down the far wall, just like the ranger said.}
  A big white cloud was floating toward the sun. "Shoo!" said {pal}. "Shoo, cloud!"
  A boy was trying to use big binoculars. He pointed them up. He pointed them down. "I can't find the river," he said. "It's all just rocks!"
  {hero} looked down. The sun was nearly at the water. What should {hero} do?
- "middle":
  {hero} pointed at the green fields far away in the valley. "How come it's so green over there and so dry up here?"
  "Water," said Grandma. "Some of this very river goes to those farms. In 1909, workers finished a tunnel almost six miles long, right through a mountain, to carry it there." # fact: 1909-workers-finished
  "The river goes through a mountain?" said {pal}. "That's the bravest thing I've ever heard."
  {route == "down": {hero} thought of the white water they had seen from the Oak Flat Loop, crashing along in the shade. Some of it would end up watering corn.}
  {route == "marmot": {hero} checked {their} shadow. It was very short now, tucked under {their} feet.}
  {route == "ranger": On the far wall, the slow curtain of light was coming down, exactly as the ranger had said.}
  A boy of about seven was standing at the overlook with a pair of binoculars almost as big as his head. He kept pointing them down, then up, then down again. "I can't find the river," he complained. "It's all just rocks!"
  {hero} looked down into the canyon. The sunlight was sliding toward the river, but from here the water only showed in one or two places, tucked between the cliffs.
  And high above, a fat white cloud was drifting toward the sun. "Shoo," {pal} told it. "Go and rain on somebody's garden."
  {hero} looked from the cloud to the canyon to the boy. There wasn't much time left for anything.
- else:
  {hero} pointed at the green fields far off in the valley. "How come it's so green over there, when it's so dry up here?"
  "Water," said Grandma. "Some of this very river ends up on those farms. In 1909 workers finished a tunnel almost six miles long, straight through a mountain, to carry it there." # fact: 1909-workers-finished
  "The river goes through a mountain?" said {pal}. "On purpose? That is the bravest thing I have ever heard of a river doing."
  {hero} looked at the green and thought about it. So the river that lived in the dark all day was busy making other places bright. It didn't seem to need the sun at all. But {hero} still wanted to see it get some.
  {route == "down": {hero} thought of the white water they'd seen from the Oak Flat Loop, crashing along in the shade. Some of that very water might end up watering a field of corn.}
  {route == "marmot": {hero} checked {their} shadow. It was very short now, a stubby little thing hiding under {their} feet. The clock was nearly there.}
  {route == "ranger": On the far wall, the slow curtain of light was coming down, exactly as Ranger Hale had promised.}
  A boy of about seven was standing at the overlook with binoculars almost as big as his head, swinging them wildly from cliff to cliff. "I can't find the river," he complained. "It's all just rocks! Rocks, rocks, rocks, sky."
  And high above them all, a fat white cloud was drifting toward the sun. "Shoo," {pal} told it sternly. "Go and rain on somebody's vegetable garden. They'll thank you."
  {hero} looked down into the canyon. The sunlight was sliding toward the river, but from here the water only showed in one or two places, tucked between the cliffs like a secret. Warner Point was beautiful. But was it the right place? The whole long rim road lay behind them, and the sun was not going to wait while they found out.
}
* [Go back to the car and race to Chasm View # act: go] -> end_late
* [Look for the river where it shows between the cliffs # act: look] -> end_sun
* [Help the boy with the big binoculars find the river # act: help] -> end_share

// ---------------------------------------------------------------- endings
// Sun on the water: they stay where they are and see the light reach the river.
=== end_sun ===
{spot:
- "cedar": -> at_cedar
- "warner": -> at_warner
- else: -> at_chasm
}
= at_chasm
# place: chasm-view
{band:
- "young":
  {hero} held the railing. {They} did not look away. Not even when a swift zoomed past {their} nose.
- "middle":
  {hero} held the railing with both hands and didn't look away, not even when a swift zipped past {their} nose with a squeak.
- else:
  {hero} held the railing with both hands and kept {their} eyes on the water, not even blinking when a swift shot past {their} ear with a squeak like a sneaker on a gym floor.
}
-> lit
= at_cedar
# place: cedar-point
{band:
- "young":
  {hero} looked straight down at the foot of the Painted Wall. {They} did not move at all.
- "middle":
  {hero} looked straight down at the foot of the Painted Wall, and didn't move, not even to scratch an itchy nose.
- else:
  {hero} looked straight down at the foot of the Painted Wall and refused to move, not even to scratch {their} nose, which chose that exact moment to itch as though someone were paying it to.
}
-> lit
= at_warner
# place: warner-point
{band:
- "young":
  {hero} found a spot where the river showed between two cliffs. {They} watched it very hard.
- "middle":
  {hero} searched the canyon until {they} found a spot where the river showed between two cliffs, like water glimpsed through a keyhole. {They} watched it as hard as {they} had ever watched anything.
- else:
  {hero} searched the canyon until {they} found a place where the river showed between two cliffs, a short dark stretch of it, like water glimpsed through a keyhole. {They} fixed {their} eyes on it and didn't let go.
}
-> lit
= lit
{band:
- "young":
  The big cloud floated closer and closer to the sun. Then a puff of wind pushed it to one side. Phew!
  The gold light slid down, down, down. It touched the water.
  Flash! The river lit up. It sparkled silver and white. It looked like someone had spilled glitter down there!
  {route == "down": "The splashy water!" said {hero}. "It has its lights on now!"}
  {route == "marmot": {hero} looked at {their} shadow. It was the shortest all day. "The shadow clock was right!"}
  {route == "ranger": "The curtain touched the water!" said {hero}. "Just like the ranger said!"}
  {pal} {wiggled()}. "The river is awake!" it said.
  Grandma squeezed {hero}'s hand. Nobody said anything else. They just looked and looked.
  {spot == "chasm": Behind them, the boy's mom held the baby in one arm and lifted the boy with the other, well back from the railing. "Shiny!" the boy yelled.}
  {spot == "cedar": A grown-up moved over, and the girl in the purple sunhat squeezed in to see. "Ooh!" she said.}
  {spot == "warner": Next to them, the boy with the big binoculars yelled, "I found it! It's sparkly!"}
  The river sparkled for a long time. Then, slowly, the shadow came back over the water. The sparkles went out, one by one.
  {spot != "warner": But the river still roared. It did not sound sad. It sounded happy and busy.}
  "Bye, river," whispered {hero}. "Thank you for waiting for us."
  "I think it was waiting for the sun," said {pal}. "But it was glad to see us too."
- "middle":
  The fat white cloud sailed nearer and nearer to the sun. {hero} could hardly bear to look. Then a breeze caught it, and it drifted off to one side, as if it had just remembered somewhere else to be.
  The bright edge touched the bottom of the wall, hesitated, and slid onto the river.
  For a moment the water only looked a little paler. Then it caught fire. Sparks of silver jumped all along it, winking and flashing, as if someone had spilled a whole jar of glitter into the canyon. Where it had been gray, the river was green now, deep bottle green, and where it tumbled over the rocks it was as white as snow.
  {route == "down": "That's our white water!" {hero} said. "From the Oak Flat Loop! It looks completely different with the lights on."}
  {route == "marmot": {hero} glanced down. {Their} shadow was a tiny puddle, the shortest it had been all day. "Shortest shadow," {hero} whispered. "Highest sun. The marmot was right."}
  {route == "marmot": Grandma laughed. "The marmot was asleep. But yes."}
  {route == "ranger": "The curtain touched the water," {hero} whispered, exactly as Ranger Hale had said it would.}
  {pal} {wiggled()}. "It's awake," it said. "The river's awake."
  Grandma squeezed {hero}'s hand, and nobody said anything after that.
  {spot != "warner": The roar didn't change at all, but somehow it sounded happier now, like someone singing in the shower.}
  {spot == "chasm": Behind them, the boy's mom shifted the baby onto one hip, scooped the boy up with her other arm, well back from the railing, and he shouted, "Shiny! The river's shiny!" so loudly that the swifts scattered.}
  {spot == "cedar": Out of the corner of {their} eye, {hero} saw a grown-up shuffle aside to let the girl in the purple sunhat squeeze up to the railing. Her mouth made a perfect O.}
  {spot == "warner": Next to them, the boy with the giant binoculars suddenly yelled, "I found it! It's sparkly!" He must have followed the glitter.}
  It stayed for about half an hour, Grandma said afterward, though it felt like five minutes. Then, bit by bit, the shadow slid back over the water, and the sparkles went out one at a time, like the lights of a town going to sleep.
  {hero} tried to fix every bit of it in {their} memory, like taking a picture with {their} eyes: the green, the white, the tiny winking sparks.
  {hero} let out a long breath. All day the river had been a sound in the dark. Now {they} knew exactly what it looked like when the sun came to visit.
  "Most people drive right past that," said Grandma softly. "You stopped and watched for it."
  "I watched too," said {pal}. "With both eyes. Nearly the whole time."
- else:
  The fat white cloud sailed nearer and nearer to the sun, and {hero} discovered that it is possible to hate a cloud personally. Closer. Closer. Then a breeze came wandering over the rim and nudged it, very gently, to one side, and it drifted away toward the mountains as if it had never meant any harm at all.
  The bright edge touched the bottom of the wall, seemed to hesitate on the brink, and then slid out onto the river.
  For a moment the water only looked a little paler, the way a face does when someone turns on a lamp. Then it caught fire. Sparks of silver leaped all along it, winking and flashing and chasing each other downstream, as if someone had emptied a jar of glitter into the canyon and the river were trying to carry it all away at once. Where it had been gray it was green now, a deep, glassy bottle green, and where it tumbled over the boulders it burst into white so bright it almost hurt.
  {route == "down": "That's our white water," {hero} said. "The stuff we saw from the Oak Flat Loop. It looks completely different with the lights on." It was like finally seeing a friend's face after only ever hearing their voice on the phone.}
  {route == "marmot": {hero} glanced down. {Their} shadow was a tiny puddle between {their} sneakers, the shortest it had been all day. "Shortest shadow," {hero} whispered. "Highest sun. The marmot was right."}
  {route == "marmot": Grandma snorted. "The marmot was asleep. But yes. The marmot was right."}
  {route == "ranger": "The curtain touched the water," {hero} whispered, and somewhere back at Gunnison Point, {they} hoped, Ranger Hale was leaning on her railing and smiling into her coffee.}
  {pal} {wiggled()}. "It's awake," it said, in a voice gone oddly soft. "Look. The river's awake."
  Grandma's hand found {hero}'s again, and after that, nobody said anything at all.
  {spot != "warner": The roar didn't change one bit. But somehow it sounded different, the way a song sounds different when you finally know the words.}
  {spot == "chasm": Behind them, the boy's mom shifted the fussy baby onto one hip and hoisted the boy up with her free arm, well back from the railing, and the boy bellowed, "Shiny! The river's shiny!" so loudly that the swifts scattered like thrown confetti. {hero} felt something loosen in {their} chest that {they} hadn't known was tight.}
  {spot == "cedar": Out of the corner of {their} eye, {hero} saw one of the grown-ups glance down, step aside, and wave the girl in the purple sunhat up to the railing. Her mouth made a perfect O, and {hero} was surprised by how glad that made {them}.}
  {spot == "warner": Beside them, the boy with the giant binoculars suddenly yelled, "I found it! It's sparkly! It's actually there!" He must have followed the glitter, which, {hero} thought, was a pretty good trick for finding a river.}
  It stayed for about as long as one school recess, just as {hero} had worked out at dawn, and it went faster than any recess ever had. Then, bit by bit, the shadow of the wall slid back across the water, and the sparkles went out one at a time, like the windows of a town going to bed, until the river was a dark thread in the gloom exactly as before.
  {hero} stepped back from the railing, blinking. It was strange. {They} had expected to feel sorry for the river, going back into the dark. Instead {they} felt as if the two of them shared a secret. Thousands of people drove along this rim every summer. Hardly any of them stood still long enough to see the river get its sunshine.
  "You stayed put and watched," said Grandma. "That's the whole trick, you know. Most of the good things in the world, you have to be standing in the right place and willing to wait."
  "I watched too," said {pal}. "I'd like that noted. Without blinking. Mostly."
}
# ending: sun-on-the-water
-> END

=== end_share ===
{spot:
- "cedar": -> at_cedar
- "warner": -> at_warner
- else: -> at_chasm
}
= at_chasm
# place: chasm-view
{band:
- "young":
  {hero} knelt down by the boy. "Look between the bars," {they} said. "Don't climb. Just look through."
  The boy pressed his face to the gap. "I see the river!" he said. "It's tiny!"
- "middle":
  {hero} crouched down beside the boy. "You don't have to see over," {they} said. "Look between the bars. Stay behind them, and just look through."
  The boy pressed his face to the gap between the rails. "There's the river!" he cried. "It's so tiny! It's like a shoelace!"
- else:
  {hero} crouched down beside the boy in the red cap. "You don't have to see over the top," {they} said. "Look between the bars. Stay behind them, no climbing, and just look through."
  The boy pressed his face to the gap between the rails and went completely silent, which his mom later said had never happened before. Then he shrieked. "There's the river! It's so tiny! It's like somebody dropped a shoelace!"
}
-> shared
= at_cedar
# place: cedar-point
{band:
- "young":
  {hero} stepped back from the railing. "You can have my spot," {they} told the girl.
  The girl ran to the front. "I see the river!" she said.
- "middle":
  {hero} stepped back from the railing. "Here," {they} said to the girl. "You can have my spot. Look right down at the bottom of the stripy wall."
  The girl squeezed in beside the railing and peered down, holding her sunhat on with one hand. "Oh!" she said. "There it is! It's so far away! It looks like a green ribbon!"
- else:
  {hero} stepped back from the railing, which was harder than it sounds, because it was the best spot and {they} had waited for it. "Here," {they} said to the girl in the purple sunhat. "You can have my spot. Look right at the bottom of the stripy wall."
  The girl squeezed in and peered down, and her whole face changed. "Oh!" she said. "There it is! It's so far away! It's like a little green ribbon!"
}
-> shared
= at_warner
# place: warner-point
{band:
- "young":
  "Don't use the binoculars first," {hero} told the boy. "Find the river with your eyes. Then look."
  The boy tried. "I see it!" he said.
- "middle":
  "Here's a trick," {hero} told the boy. "Don't start with the binoculars. Find the river with just your eyes first, then lift them up without looking away."
  The boy tried it. He found the dark slot, lifted the binoculars, and gasped. "I see it! I see the actual river!"
- else:
  "Here's a trick," {hero} told the boy with the binoculars. "Don't start with those. Find the river with just your eyes first, then bring them up slowly, without looking away. Otherwise you're just looking at very expensive rocks."
  The boy tried it, frowning hard, the tip of his tongue poking out of the corner of his mouth. He found the dark slot, lifted the binoculars, steadied them, and went very still. "I see it," he whispered. "I see the actual river. It's real."
}
-> shared
= shared
{band:
- "young":
  {route == "down": "It is splashy and white," {hero} told the {kid}. "I saw it up close this morning!"}
  {route == "marmot": "Watch your shadow," {hero} told the {kid}. "When it is tiny, the sun is high."}
  {route == "ranger": "Watch the gold curtain on the wall," {hero} told the {kid}. "A ranger told me."}
  But the big white cloud was still floating toward the sun.
  "Go away, cloud!" said the {kid}.
  "Go away, cloud!" said {hero} too. And the cloud drifted off. Maybe it heard them!
  Just then, the sun reached the river. Flash! The water sparkled.
  "It's shiny!" the {kid} shouted. "The river is shiny!"
  {spot == "warner": Oops! The big binoculars wobbled. Now the boy could not find the river. So {hero} held them steady for him. "Down a bit. Stop. There!" {They} only got quick peeks at the river. But {they} saw the boy's big grin light up too.}
  {spot != "warner": {hero} only saw a small piece of it, past the {kid}'s head. The {kid} did not move from that spot the whole time. But {hero} saw that happy face light up too.}
  Then the shadow came back. The sparkles were gone.
  "Thank you!" said the {kid}'s mom.
  {spot == "cedar": "You gave away your spot," said Grandma. "That was kind."|"You helped at the best moment," said Grandma. "That was kind."}
  {hero} smiled. "I still saw it," {they} said. "I saw it two times. Once in the river, and once on that face."
  {pal} {wiggled()}. "Now two people know the river's secret," it said.
- "middle":
  {route == "down": "It's all white and splashy down there," {hero} told the {kid}. "I saw it up close this morning, from a trail below the rim."}
  {route == "marmot": "Watch your shadow too," {hero} told the {kid}. "When it's really tiny, the sun's as high as it goes. A marmot taught me. Sort of."}
  {route == "ranger": "Watch that gold line on the wall," {hero} told the {kid}. "A ranger told me it comes down like a curtain."}
  Overhead, the fat white cloud was still sliding toward the sun. The {kid} looked up at it and frowned. "Is that cloud going to wreck it?"
  "Maybe," said {hero}. "Let's both tell it to go away."
  So they did, very firmly, and whether the cloud listened or the wind just happened to blow, it drifted off to one side.
  And just then, the light reached the bottom. The river flashed silver, sparkling all along its length, green and white and glittering.
  "It's shiny!" the {kid} shouted. "It turned shiny! Did you see? Did you see?"
  {spot == "warner": The binoculars jumped when he shouted, and the river was gone again. He groaned. So {hero} stood beside him and steered. "Down a bit. Left. Slowly. Stop." Every time he wiggled, {they} had to find it for him all over again. {hero} saw the river only in quick glances, between one "left a bit" and the next. Mostly {they} watched the grin under the binoculars. It looked the way {hero}'s own face had felt at dawn, when {they} first heard the roar.}
  {spot != "warner": {hero} saw some of it, peeking past the {kid}'s head. Just a thin glittering strip. The {kid} didn't leave that spot until the light did, and {hero} didn't ask {kid == "boy": him|her} to. Mostly {they} watched a face that looked the way {hero}'s own face had felt at dawn, when {they} first heard the roar.}
  Then the shadow slid back, and the sparkles went out.
  The {kid}'s mom had been watching the whole time. "Thank you," she said to {hero}. "Really."
  {spot == "cedar": "You gave away your spot," Grandma said quietly, when they were walking back. "Right at the best moment."|"You spent the best part of the day helping somebody else," Grandma said quietly, when they were walking back.}
  {hero} shrugged, but {they} {were} smiling. "I still saw it. And I got to see somebody see it for the very first time. That's kind of like seeing it twice."
  {pal} {wiggled()}. "Now two of us know the river's secret," it said. "Three, counting me. Four, counting Grandma. It's not much of a secret anymore."
- else:
  {route == "down": "It's all white and foaming down there," {hero} told the {kid}. "I saw it up close this morning, from a trail under the rim. It's louder than a school bus."}
  {route == "marmot": "And watch your shadow," {hero} told the {kid}. "When it's really tiny, the sun's as high as it goes. A marmot taught me that. Well. A marmot and my grandma."}
  {route == "ranger": "Watch that gold line on the wall," {hero} told the {kid}. "A ranger told me it comes down like a curtain, and when it touches the water, that's it."}
  Overhead, the fat white cloud was still sliding toward the sun. The {kid} squinted up at it with deep suspicion. "Is that cloud going to wreck it?"
  "It might," {hero} admitted. "Let's both tell it to go away. On three."
  So they did, very loudly and very firmly, and a man nearby laughed. Whether the cloud listened, or the wind just happened to shift at exactly that moment, nobody could say. But it drifted off to one side, and the {kid} looked at {hero} as if {they} had personally moved the sky.
  And just then, as if it had been waiting for someone to explain the rules, the light reached the bottom. The river flashed silver, glittering all along its length, green and white and sparking.
  "It's shiny!" the {kid} shouted, loud enough to turn heads all along the rim. "It turned shiny! Did you see? Did you see it?"
  {spot == "warner": The binoculars jumped when he shouted, and just like that the river was gone again, swallowed by rocks, and he let out a wail of pure despair. So {hero} stood beside him, one hand on the binoculars, and steered them the way you steer a shopping cart with a wonky wheel. "Down a bit. Left. Slowly. Stop. There." Every time he got excited, which was about every ten seconds, the river jumped out of his little circle and {hero} had to find it for him all over again. {They} saw the light on the water in quick glances, between one "left a bit" and the next. Not the whole show. Mostly {they} watched the grin underneath the binoculars, which looked exactly the way {hero}'s own face had felt at dawn, when {they} first heard that roar coming up out of the dark and wanted more than anything to see where it came from.}
  {spot != "warner": {hero} saw some of it: a thin, glittering strip, half hidden behind the {kid}'s head. Not the whole show. The {kid} didn't budge from that spot for as long as the light lasted, and {hero} didn't ask {kid == "boy": him|her} to. Mostly {they} watched a face that looked exactly the way {hero}'s own face had felt at dawn, when {they} first heard that roar coming up out of the dark and wanted more than anything to see where it came from.}
  Then the shadow slid back across the water, and the sparkles went out one by one.
  The {kid}'s mom had been watching the whole time. "Thank you," she said to {hero}, and she meant it. "Honestly. Thank you."
  {spot == "cedar": "You gave away the best spot," Grandma said quietly, as they walked back toward the car. "At the best moment, too. I noticed."|"You spent the best half hour of the whole day helping somebody else," Grandma said quietly, as they walked back toward the car. "I noticed."}
  {hero} shrugged, trying not to look as pleased as {they} felt. "I still saw it. And I got to watch someone see it for the very first time, which is sort of like seeing it twice." {They} thought about it. "Maybe better than twice."
  {pal} {wiggled()}. "So now the river's secret is known by {hero}, a small person, me, and Grandma," it said. "That's far too many people for a secret. We'll have to call it news."
}
# ending: sharing-the-sun
-> END

// The shadow slides back: they leave a spot that was about to light up, hoping for a better view, and
// lose the half hour of sun. From Chasm View and from Warner Point it is the long drive and the Warner
// Point trail between them; at Cedar Point they wait at the second overlook, above a stretch of river
// that their own cliff keeps in shadow.
=== end_late ===
{spot:
- "cedar": -> from_cedar
- "warner": -> from_warner
- else: -> from_chasm
}
= from_chasm
# place: warner-point
~ late_at = "warner"
{band:
- "young":
  They hurried to the car. Grandma drove all the way to the end of the road. That took a long time.
  Then they walked the trail to Warner Point. It went up and down, up and down. It was much longer than {hero} thought!
  At last they came to the end. Far away were green fields and big blue mountains.
- "middle":
  They hurried back to the car, and Grandma drove west along the rim road, past Painted Wall View, past Cedar Point, on and on, all the way to the end of the road. Then came the trail to Warner Point, up and down over the ridge, much longer than {hero} had guessed.
  {hero} kept looking at the sky. How long had it been? Ten minutes? Twenty? More?
  At last the trees opened. Far off, green valleys rolled away to blue mountains. And far, far below lay the river.
- else:
  They hurried back to the car, and Grandma drove west along the rim road, past Painted Wall View, past Cedar Point, past turnoffs {hero} didn't even read, all the way to the end of the road, where the pavement gave up. Then came the trail to Warner Point, up and down over the ridge through the pinyons, and it was much, much longer than it had looked on the map.
  {hero} kept glancing at the sky and doing sums. Ten minutes in the car. Fifteen on the trail. Twenty? The sun did not seem to be keeping count, which was the worrying part.
  At last the trees opened and the world fell away: green valleys rolling off to blue mountains on the edge of the sky, and far, far below, in a dark slot, a dark line that was the river.
}
-> gone
= from_cedar
# place: cedar-point
~ late_at = "cedar"
{band:
- "young":
  They hurried along the trail to the second overlook. {hero} looked down. There was the river! But it was in the shadow of the cliff right under them.
  "The sun will come soon," said {hero}. So they waited there. And waited. And waited. The shadow did not move.
  At last Grandma looked at her watch. "Oh dear," she said. "The sun is already going down the sky. Our cliff is too tall here. It hides this bit of river."
  "Back!" said {hero}. So they ran back to the first overlook.
- "middle":
  They hurried along the trail to the second overlook. From there {hero} could see the river, but it lay in the deep shadow of the cliff right under their feet, darker than ever.
  "It'll come," {hero} said. "Any minute now." So they waited. Grandma's watch ticked on. Five minutes. Fifteen. Twenty-five. The shadow down there did not budge.
  Grandma frowned at the cliff under their feet. "I think the wall on this side is too tall here," she said. "Our own cliff is keeping the sun off this bit of river. And the sun's already started down again."
  "Back!" said {hero}. So they hurried back along the trail to the first overlook, with {pal} out in front.
- else:
  They hurried along the trail to the second overlook. The river was there, all right. It lay straight below them, in the deep shadow of the very cliff they were standing on, darker than ever.
  "It'll come," {hero} said firmly. "Any minute now. Then we'll have the best view on the whole rim." So they waited. Grandma's watch ticked on. Five minutes. Fifteen. Twenty-five. A family came, looked, took a photo and left. The shadow down there did not budge one inch.
  Grandma looked at the sky, then down at the cliff under their feet, and her face changed. "I think the wall on this side is too tall here," she said. "Our own cliff is standing between the sun and this bit of river. And the sun's already past the top of its climb."
  "Back!" said {hero}. "Back, back, back!" And they hurried back along the trail to the first overlook, {pal} out in front, Grandma puffing behind, past all the little signs {hero} still hadn't read.
}
-> gone
= from_warner
# place: chasm-view
~ late_at = "chasm"
{band:
- "young":
  They hurried back along the trail. It was long, up and down. Then they drove all the way back to Chasm View. That took a long time too.
  {hero} ran to the railing. Here the canyon was so narrow!
- "middle":
  They hurried back along the Warner Point trail, up and down over the ridge, and then Grandma drove as fast as she allowed, which was not very fast, all the way back along the rim road to Chasm View. It all took far longer than anyone had guessed. {hero} ran to the railing, where the canyon was at its narrowest.
- else:
  They hurried back along the Warner Point trail, up and down over the ridge, and then Grandma drove as fast as she would allow, which was exactly the speed limit and not a hair faster, all the way back along the rim road to Chasm View. It all took far longer than anyone had guessed; on the way out, nobody had been counting. {hero} was out of the car and running for the railing before it had quite stopped, to the place where the canyon pinched tightest and the gap between the walls was a crack in the world.
}
-> gone
= gone
{band:
- "young":
  {hero} looked down. Far below, the river gave one last little flash.
  Then the shadow slid over it. The river was dark again.
  "We missed it," said {hero}. {Their} eyes stung.
  Up in the sky, the big white cloud had floated right past the sun. It had not spoiled anything after all.
  Grandma gave {hero} a hug. "We saw the very end," she said. "That is something."
  {route == "ranger": {hero} remembered the ranger's tip. Don't run around. Stay put.}
  {route == "marmot": {hero} looked at {their} tiny shadow. The shadow clock had been right on time. But they had walked away from the river.}
  {route == "down": {hero} thought of the white, splashy water from the morning. They had climbed all the way up to see it shine. Then they had walked away.}
  {late_at == "warner": {pal} settled {perch()} and listened. "I can't even hear the river from up here," it said.}
  {late_at == "warner": But {hero} could see it, a tiny dark line far away. It was still going. It had lots to do, with or without the sun.}
  {late_at != "warner": {pal} settled {perch()} and listened. "The river doesn't sound sad," it said.}
  {late_at != "warner": {hero} listened too. Roar, roar, roar. It sounded busy. It had lots to do, with or without the sun.}
  "Next time," said {hero}, "I will pick one spot. And I will stay."
- "middle":
  {They} looked down, just in time to see one last glint, far away at the very bottom. Then the shadow slid back over the water, and the river went dark.
  "No," {hero} said. "No, no, no. We missed it."
  {They} felt {their} eyes prickle. {late_at == "cedar": All that waiting in the wrong place|All that way for a better view}, and they had got here just in time to watch the light leave. Up above, the fat white cloud was drifting harmlessly past the sun. It hadn't spoiled anything after all. They had.
  Grandma put an arm around {them}. "We saw the very end of it," she said. "That last little flash. That's more than most people get."
  {route == "ranger": {hero} remembered Ranger Hale leaning on the railing with her coffee, warning them about people who race around. She had said it, and {hero} had heard it, and {they} had gone and raced off anyway.}
  {route == "marmot": {hero} looked down at {their} shadow. It was still tiny. The shadow clock had told them exactly when. It had never said anything about where, and they had gone hunting for a better where.}
  {route == "down": {hero} thought of the long climb up from the Oak Flat Loop. {Their} legs had got {them} up to the rim in plenty of time. It was the rest of {them} that had wandered off, away from a spot that was about to light up.}
  {late_at == "warner": {pal} settled {perch()} and listened for a while. "I can't even hear the river from up here," it said. "But I bet it's still going."}
  {late_at == "warner": {hero} looked at the dark line far below. Of course it was. It had a very long way to go, and no time to mope.}
  {late_at != "warner": {pal} settled {perch()} and listened for a while. "You know," it said, "the river doesn't sound sad about it."}
  {late_at != "warner": {hero} listened too. The roar went on exactly as before, steady and busy, like someone with a very long way to go and no time to mope.}
  {late_at != "warner": Just then a swift shot past the railing, twittering, folded its wings and dived straight down into the canyon, down toward the shadow where the river was, as though running late for something too.}
  "It'll get its sunshine again tomorrow," said Grandma. "Whether we're watching or not."
  {hero} wiped {their} nose on {their} sleeve and nodded slowly. "Next time I'm picking one spot," {they} said. "And I'm not moving. Not even if a better view comes along and waves at me."
- else:
  {hero} looked down, just in time to see one last glint, far away at the very bottom: a single wink of silver, like a coin turning over. Then the shadow slid back across the water, and the river went dark.
  "No," {hero} said. "No, no, no. We missed it. We missed the whole thing."
  {Their} eyes prickled, which was embarrassing, and {they} blinked hard at the canyon until it stopped. {late_at == "cedar": All that waiting, in exactly the wrong place|All that way, all that hurrying after a better view}, and they had arrived precisely in time to wave goodbye. Overhead, the fat white cloud was drifting past the sun without so much as dimming it. The cloud hadn't spoiled anything. It had been innocent all along. That was almost the worst part.
  Grandma put an arm around {them} and didn't say anything for a while, which was the right thing to say. Then: "We saw the very end of it. That last flash. That's more than most people get, you know. Most people don't even know to look."
  {route == "ranger": {hero} thought of Ranger Hale, leaning on the railing with her coffee. Every summer they miss the whole show. The ranger had told {them} straight out, and {hero} had heard every word, and then {hero} had gone and become one of her every-summer people anyway.}
  {route == "marmot": {hero} looked down at {their} shadow, still a tiny dark blot between {their} shoes. The clock had told them when, right to the minute. It had never said a word about where, and they had gone looking for a better where, which was the one thing nobody had asked them to do.}
  {route == "down": {hero} thought of the long climb up from the Oak Flat Loop, switchback after switchback. {Their} legs had done their part and reached the rim with time to spare. It was {hero} who had walked away from a spot that was about to light up, just because somewhere else might be better.}
  {late_at == "warner": {pal} settled {perch()} and peered down at the dark slot. "I can't even hear it from up here," it said. "Do you think it knows we missed it?"}
  {late_at == "warner": {hero} looked at the thin dark line far below. It was still going, steady and unbothered, with two million years of work behind it and a long way still to go. It had never once been waiting for {hero}. It had been waiting for the sun, and the sun had come, and that was that.}
  {late_at != "warner": {pal} settled {perch()} and listened for a long moment. "You know," it said, "the river doesn't sound upset about it."}
  {late_at != "warner": {hero} listened too. The roar went on exactly as before: steady, busy, unbothered, the sound of something with two million years of work behind it and a long way still to go. It had never once been waiting for {hero}. It had been waiting for the sun, and the sun had come, and that was that.}
  Somehow that helped, a little.
  {late_at != "warner": A swift came slicing past the railing, twittering to itself, tucked in its wings and dropped straight down into the canyon, toward the shadow where the river ran, a tiny black speck getting tinier. {hero} watched it until {they} couldn't see it anymore. At least somebody up here knew how to get down there.}
  "It'll get its sunshine again tomorrow," said Grandma. "Whether anyone's watching or not."
  {hero} wiped {their} nose on {their} sleeve, which Grandma pretended not to see. "Next time I'm picking one spot," {they} said. "And I'm staying there. Even if a better view comes along and waves at me."
  "Especially then," said {pal}.
}
# ending: shadow-slides-back
-> END

// ---------------------------------------------------------------- early ending ("end now")
// Wherever they are, they decide to stay put and wait there for the light.
=== end_early ===
{at:
- "oak": -> on_loop
- "marmot": -> by_rocks
- "point": -> at_point
- "chasm": -> at_chasm
- "cedar": -> at_cedar
- else: -> at_warner
}
= on_loop
# place: oak-flat
{band:
- "young":
  Soon the trees opened up. Far below, they saw the white, splashy river!
  "Let's not go on," said {hero}. "We can wait for the sun here."
- "middle":
  Before long the trees opened, and far below they saw the river, white and foaming in the shadows. Grandma found a flat rock beside the path.
  "Let's not go anywhere," {hero} said. "Let's wait right here for the sun."
- else:
  Before long the trees opened, and far below lay the river itself, white and foaming over its boulders in the shade. Grandma found a flat rock beside the path, well back from the drop, and lowered herself onto it with a sigh.
  "Let's not go anywhere," {hero} said. "Let's just wait here for the sun. Right here, where we can see it."
}
-> waited
= by_rocks
# place: rim-rock
{band:
- "young":
  They sat down near the marmot's rocks. Through the trees, they could see a bit of the river far below.
  "This is a good spot," said {hero}. "The marmot likes it."
- "middle":
  They sat down on the trail near the marmot's rocks. Through a gap in the oaks, {hero} could just see a scrap of river, far below.
  "This spot is good enough for a marmot," {hero} said. "So it's good enough for us."
- else:
  They sat down on the trail near the marmot's rocks. Through a gap in the oaks, {hero} could just make out a scrap of river, far, far below, gray in the shadows.
  "We're staying put," {hero} said. "The marmot picked this spot, and the marmot clearly knows everything about sunshine. I'm not going to argue with an expert."
}
-> waited
= at_point
# place: gunnison-point
{band:
- "young":
  "In the middle of the day," said the ranger. "Watch the far wall. The light slides down it to the water."
  {hero} looked down at the thin silver river. "Then we will stay right here," {they} said. "We will wait for the sun."
- "middle":
  "Around the middle of the day," said Ranger Hale. "Keep an eye on the far wall. The light slides down it, and when it reaches the bottom, there's your river."
  {hero} looked down at the thin silver thread of the river, far below. "Then this railing is our spot," {they} said, patting it. "Let's wait for the sun to come to us."
- else:
  "Around the middle of the day," said Ranger Hale, "when the sun's nearly overhead. Watch the far wall. The light slides down it, and when it reaches the bottom, that's your river."
  {hero} looked down at the thin silver thread of the river, far below, and made a decision. "Then we don't need to go anywhere," {they} said. "We can see the river from this railing, so the sun can find it from here too. Let's make it come to us."
}
-> waited
= at_chasm
# place: chasm-view
{band:
- "young":
  "This is the spot," said {hero}. "We will stay."
- "middle":
  "This is the spot," {hero} said. "I can feel it. Let's stay right here."
- else:
  "This is the spot," {hero} said, gripping the railing. "I can feel it. We're not moving."
  Grandma looked at the far wall, where the gold edge was creeping down, then at the swifts stitching back and forth across the gap, then at {hero}'s face, which was set like concrete. "Not moving it is," she said, and leaned on the railing beside {them}, settling in like someone at the start of a very long movie.
}
-> waited
= at_cedar
# place: cedar-point
{band:
- "young":
  "We can wait here," said {hero}. "By the stripy wall."
- "middle":
  "We'll wait right here," {hero} said. "Right across from the Painted Wall. It can keep us company."
- else:
  "We're staying," {hero} said. "Right where the Painted Wall can keep an eye on us."
  "Who painted it?" asked {pal}. Grandma explained that nobody had: long ago, hot melted rock had squeezed into cracks in the dark rock and cooled into those pale stripes. {pal} looked disappointed. It had been hoping to meet the artist. # fact: painted-wall-pegmatite
}
-> waited
= at_warner
# place: warner-point
{band:
- "young":
  {hero} found a place where the river showed between two cliffs. "Let's watch right here," {they} said.
- "middle":
  {hero} found a place where the river showed between two cliffs. "Let's watch right there," {they} said. "And not move."
- else:
  {hero} found a place where a short dark stretch of the river showed between two cliffs. "There," {they} said. "We watch that bit, and we don't move until something happens."
  Grandma unzipped the pack just far enough to pass out two granola bars, then zipped it firmly shut again, for the bears' sake, and sat down on a rock well back from the edge. "Then we'd better get comfortable," she said. "The sun takes its time out here."
}
-> waited
= waited
{band:
- "young":
  So they waited. {pal} settled {perch()}.
  {at == "marmot": The marmot lay on its rock in the sun.}
  {at == "point": Ranger Hale waved from the end of the railing.}
  The gold light crept down the far wall. Slowly. Very slowly.
  "Is it there yet?" asked {pal}.
  "Not yet," said {hero}.
  The sun climbed higher and higher. Then, at last, the light touched the river!
  Twinkle! Twinkle! The water glittered far below, like tiny stars.
  "There it is!" said {hero}. {They} hugged Grandma.
  Soon the shadow came back, and the sparkles went away. But {hero} had seen them.
  "We waited, and it came," said {hero}.
  "You are very good at waiting," said Grandma.
  "I'm better at napping," said {pal}.
- "middle":
  So they stayed, and the morning slid slowly by. {pal} settled {perch()} and kept watch, which mostly meant closing its eyes and opening them again whenever somebody walked past.
  {at == "marmot": Nearby, the marmot shuffled from rock to rock, chasing the sunshine, and once it whistled at a passing hiker as if to say, we were here first.}
  {at == "point": Ranger Hale stayed at the far end of the railing, answering other visitors' questions, and now and then she gave {hero} a thumbs-up.}
  {at == "oak": Every now and then a breeze came up the slope, and all the aspen leaves shivered at once.}
  {hero} watched only one thing: the bright edge of sunlight on the far wall. It slid down so slowly that it seemed to stand still whenever {they} stared at it.
  "Is it there yet?" asked {pal}, for the ninth time.
  "Not yet," said {hero}, for the ninth time.
  Then, with the sun almost straight overhead, it was.
  Far below, the river glittered. A stripe of light lay along the water, shivering and twinkling, and where the river broke over rocks it threw up tiny white sparks, like a fire someone had lit underwater.
  "There," {hero} whispered, grabbing Grandma's arm. "There it is!"
  It lasted only a little while. Then the shadow crept back over the water, and the river was dark again, as if nothing had happened at all.
  But something had. {hero} had been there for it.
  "You picked a spot and stuck to it," said Grandma. "That's harder than it sounds."
  "It is," agreed {pal}. "I kept my eyes shut half the time, and it was still hard."
- else:
  So they stayed, and the morning crawled by. {pal} settled {perch()} and declared itself on watch, which seemed to involve a running commentary on everyone who walked past and what their hats said about them.
  {at == "marmot": Nearby, the marmot shuffled from rock to rock, chasing the sunshine, and once it whistled furiously at a passing hiker, as if to announce that this particular patch of canyon was already taken, thank you.}
  {at == "point": At the far end of the railing, Ranger Hale was answering other visitors' questions, and once she caught {hero}'s eye and gave a small, approving nod, the kind teachers give when you get something right without being told.}
  {at == "oak": Now and then a breeze came up the slope, and every aspen leaf shivered at once, like a crowd whispering.}
  {hero} watched only one thing: the bright edge of sunlight on the far wall. It crept down so slowly that it seemed to stop dead whenever {they} stared straight at it, and to leap ahead whenever {they} glanced away, which felt deliberate.
  "Is it there yet?" asked {pal}, for the ninth time.
  "Not yet," said {hero}, for the ninth time, with enormous patience.
  Then, with the sun almost straight overhead, it was.
  Far below, the river began to glitter. A ribbon of light lay along the water, shivering and twinkling, and where the current broke over boulders it flung up tiny white sparks, as if someone had lit a fire underwater and it refused to go out.
  "There," {hero} whispered, grabbing Grandma's arm hard enough to make her wince. "There it is. It's actually there."
  It didn't stay long. The shadow crept back across the water like a tide coming in, and the sparks went out, and the river was a dark thread again, as if nothing whatsoever had happened.
  But something had. For its little slice of sunshine, the river had had an audience, and {hero} had been it.
  "You picked a spot and stuck to it," said Grandma. "You'd be amazed how few people can manage that."
  "It's extremely difficult," agreed {pal}. "I only rested my eyes for some of it, and I've never been so worn out."
}
# ending: stayed-put
-> END
