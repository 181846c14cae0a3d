# title: The Howl Across Hayden Valley
# month: 7
INCLUDE shared/story.ink

// Where chapter 2 took them: "scope", "river" or "talk".
VAR route = ""
// Where chapter 3 took them: "jam", "bend" or "watch".
VAR last = ""
VAR saw_ravens = false
VAR saw_tracks = false
VAR knows_howl = false
VAR heard_1995 = false
VAR with_ranger = true
VAR late = false

-> dusk_pullout

// ---------------------------------------------------------------- chapter 1
=== dusk_pullout ===
# place: hayden-valley
{band:
- "young":
  It was a summer evening in July. Dad parked the car by the road, high above Hayden Valley.
  Down below, a river curled through the grass. And everywhere, there were bison! Big brown ones. Little orange ones. Hundreds of them.
  "The orange ones are babies," said Dad. "People call them red dogs."
  "Red dogs?" said {pal}. "But they are not dogs. And they are not red!"
  Far out in the grass, a big bull bison roared. Grrrrrmmm! It sounded like a lion with a cold.
  A ranger stood by a long telescope on three legs. Her name tag said Ranger Lund. She was helping people take turns.
  Then a sound floated across the valley. Ooooo-ooooo. It went up high and slid down low. Everyone went quiet, and {pal} {hid()}.
  "A wolf," said the ranger softly.
  Then, far up the valley, another howl answered.
  "One wolf is off on its own," said the ranger. "Its family is calling it home."
  {hero} felt a tug inside. "I want to see it," {they} said. "I want to see if it finds them."
  Dad looked at the sun. It was low over the hills. "We have about two hours before dark," he said.
  Two hours. One lost wolf. A whole valley to look in.
- "middle":
  It was a July evening, and the sun was sliding down toward the hills when Dad pulled into a gravel pull-out high above Hayden Valley. Below them, the Yellowstone River curled lazily through a wide valley of grass and silver-green sagebrush, and the whole valley was dotted with bison.
  "There must be hundreds," breathed {hero}.
  "Little orange ones too," said Dad, handing over the binoculars. "Those are this year's calves. People call them red dogs."
  "They're not dogs," said {pal}, deeply confused. "And they're not even red. They're orange."
  Out in the herd, a bull bison lowered his head and let out a deep, rumbling roar, like a lion with a bad cold. Another bull rolled in a dusty patch, kicking his legs in the air.
  "Summer is when the bulls show off," said Dad. "Roaring, rolling in the dirt. It's their way of saying, look how big I am."
  At the edge of the pull-out, a ranger had set up a spotting scope on a tripod, and people were taking turns peering through it. Her name tag said Ranger Lund, and she had a voice like someone who had been outdoors all her life.
  Then it happened. From somewhere across the river, a long, lonely sound floated over the valley. Ooooooo-oooooo. It rose, held, and slid slowly down. Every person in the pull-out went silent. {pal} {hid()}, very quietly.
  "Was that...?" whispered {hero}.
  "A wolf," said the ranger softly.
  A moment later, from far up the valley, another howl answered, and then another, twining together.
  "Sounds like one wolf is off on its own," said the ranger, "and its family is calling it home."
  {kind == "fox": "That's my cousin," whispered {pal}. "My very big, very distant cousin."}
  {hero} felt something tug inside {them}. Somewhere out there, a wolf was alone, and its family was calling. "I want to see it," {they} said. "I want to see if it finds them."
  Dad looked at the sun, sitting low over the hills. "We've got about two hours of light," he said. "Then this valley goes dark."
  Two hours. One lonely wolf. A whole valley to search.
- else:
  It was a July evening, and the sun was sliding toward the hills when Dad swung the car into a gravel pull-out high above Hayden Valley. Below them, the Yellowstone River curled lazily through a valley so wide and open it looked like someone had unrolled it, all grass and silver-green sagebrush, and bison were scattered across every part of it.
  "There must be hundreds," breathed {hero}, and then, counting a section and multiplying in {their} head, "No, honestly. Hundreds."
  "And the orange ones are this year's calves," said Dad, passing over the binoculars. "People call them red dogs."
  "I have several objections," said {pal}. "They are not dogs. And they are not red. They are orange. Whoever named them was not paying attention."
  Out in the herd, a bull bison lowered his enormous head and let out a roar that rolled across the valley like thunder with a sore throat. Nearby, another bull flopped into a dusty wallow and rolled, kicking his legs at the sky.
  "Summer is showing-off season," said Dad. "Roaring, rolling, stomping about. It's the bison version of flexing."
  At the edge of the pull-out a ranger had set up a spotting scope on a tripod, and visitors were shuffling forward in a patient line to squint through it. The name tag on her jacket said Ranger Lund, and her hat looked as if it had been rained on for about thirty summers.
  Then it happened. From somewhere far across the river, a sound floated over the valley, long and low and rising. Ooooooooo-ooooo. It climbed, held, and slid slowly down again, the loneliest sound {hero} had ever heard. Every person in the pull-out went silent at once, as if someone had pressed pause. {pal} {hid()}, without a word.
  "Was that...?" {hero} whispered.
  "A wolf," said the ranger softly.
  A moment later, from far up the valley in a completely different direction, another howl answered, and then a third wove in with it, rising and falling together.
  The ranger tilted her head, listening the way other people read. "Sounds like one wolf is off on its own," she said, "and its family is calling it home."
  {kind == "fox": "That's my cousin," {pal} whispered, with some pride. "My very big, very distant, slightly terrifying cousin."}
  {hero} felt something tug at {them}, hard, from somewhere under {their} ribs. Somewhere out there in all that grass, a wolf was on its own, and its family was calling, and nobody knew yet whether it would find them. {hero} had to know. "I want to see it," {they} said. "I want to see if it makes it home."
  Dad glanced at the sun, still a hand's width above the hilltops and as round and orange as a new coin. "We've got about two hours of light," he said. "After that, this whole valley goes dark."
  Two hours. One lost wolf. About fifty square miles of grass.
}
* [Look through the ranger's spotting scope # act: look] -> scope_view
* [Drive to the next pull-out, closer to the howl # act: go] -> river_pullout
* [Ask the ranger why wolves howl # act: ask] -> ranger_howl

// ---------------------------------------------------------------- chapter 2
=== scope_view ===
# place: hayden-valley
{band:
- "young":
  The ranger tipped the telescope down for {hero}. "Keep both eyes open," she said. "It helps."
  {hero} looked. Everything jumped close! A baby bison was drinking milk from its mother. Its little tail went flick, flick.
  The ranger moved the telescope to a hill. A big brown animal with a hump was digging there. Dirt flew!
  "A grizzly bear!" said {hero}.
  "She is digging for roots," said the ranger. "She is far, far away. That is how we like it."
  {pal} took a turn too. "She has very big claws," it said in a small voice.
  A little boy behind them was hopping up and down. {hero} stepped back. "You can see the bear first," {they} said.
  The boy looked and squealed. "A BEAR! A real one!" Then he gave {hero} a big grin.
  Then {hero} looked across the river, where the howl had come from. Black birds were flying round and round over one spot.
  "Ravens," said the ranger. "Ravens follow wolves. They eat the wolves' leftovers."
  "So the wolf could be there!" said {hero}.
- "middle":
  When it was {hero}'s turn, the ranger tipped the scope down to {their} height. "Keep both eyes open," she said. "It feels strange, but it helps."
  At first {hero} saw only a green blur. Then the world jumped close. A bison calf was drinking milk from its mother, its tiny tail flicking. {hero} could even see the flies on its back.
  "Now try the hillside on the right," said the ranger, nudging the scope.
  A big brown animal with a hump on its shoulders was digging, sending dirt flying out behind it in spurts.
  "A grizzly!" {hero} gasped.
  "Digging for roots and ground squirrels," said the ranger. "She's a long, long way off, and that's exactly how we like it."
  {pal} insisted on a turn, then stepped back quickly. "She has very large claws," it reported. "Extremely large."
  Behind them, a little boy in a red jacket was hopping from foot to foot, waiting. {hero} stepped aside. "Want to see the bear first?" {they} asked.
  The boy peered in and let out a squeal so loud that a bison down the slope lifted its head. "A BEAR! A REAL ONE!" When he was done, he gave {hero} a huge grin, and {hero} bent back to the scope feeling oddly warm.
  {hero} swung the scope slowly across the river, toward where the first howl had come from. Grass. Sage. A line of willows. Then, above a bend in the river, black specks were circling, around and around, and drifting down one by one.
  "Birds," said {hero}. "Lots of them, all landing in the same spot."
  The ranger took a look and nodded slowly. "Ravens. Ravens follow wolves around. When wolves finish a meal, ravens clean up the leftovers. So where ravens gather, there's often a wolf nearby."
  {hero}'s heart jumped. "So the wolf could be right there!"
- else:
  When it was finally {hero}'s turn, the ranger tipped the scope down to {their} height. "Keep both eyes open," she said. "It feels wrong, but it stops you squinting yourself into a headache."
  At first there was nothing but a green blur. Then {hero} found the focus and the valley leaped toward {them} so suddenly {they} nearly stepped back. A bison calf was nursing from its mother, its tiny tail flicking, and {hero} could see the individual flies bothering its back and the dust in its orange fur.
  "Now swing a little to the right, up the hillside," said the ranger.
  A big brown animal with a great hump of muscle on its shoulders was digging furiously, sending spurts of dirt flying out behind it like a dog at the beach.
  "That's a grizzly," {hero} breathed.
  "Digging up roots and ground squirrels," said the ranger, sounding pleased, as if the bear were an old friend doing well. "She's more than a mile off. That is exactly the right distance for a grizzly, for her and for us."
  {pal} demanded a turn, looked for about three seconds, and stepped away from the scope with great dignity. "She has," it announced, "a truly unnecessary number of claws."
  Behind them in the line, a little boy in a red jacket was hopping from foot to foot, so desperate for a turn he looked ready to burst. {hero} hesitated. Every second at the scope felt precious now, with the sun sliding lower. But {they} remembered being that small and that impatient, and stepped aside. "Want to see the bear?" {they} asked.
  The boy pressed his face to the eyepiece and let out a squeal so piercing that a bison down the slope lifted its head to see what the fuss was. "A BEAR! A REAL ONE! MOM, A REAL BEAR!" When he finally surfaced, he gave {hero} the kind of grin that made the lost seconds feel like a bargain, and {hero} bent back to the scope.
  {hero} swung the scope slowly across the river, toward where the first howl had come from. Grass. Sage. A dark line of willows along the water. And then, above a bend in the river, black specks, wheeling around and around in lazy circles and drifting down, one by one, to the same spot.
  "Birds," {hero} said. "Lots of them. Landing in one place, like they've all been invited."
  The ranger bent to look, and her eyebrows went up. "Ravens," she said. "Ravens follow wolves around. When wolves finish a meal, ravens clean up whatever's left, so they keep an eye on the wolves, and the wolves put up with it. Where ravens gather, there's very often a wolf nearby."
  {hero}'s heart gave a big, hopeful thump. "So the wolf could be right there. Right now."
}
{band:
- "young":
  {hero} looked again. In the bushes near the ravens, something gray lifted its head. Then it sank down out of sight.
- "middle":
  {hero} pressed {their} eye back to the scope. In the sagebrush near the ravens, something gray lifted its head. It stayed very still for a moment. Then it sank down out of sight.
- else:
  {hero} pressed {their} eye back to the scope and held {their} breath. In the sagebrush near the ravens, something gray lifted its head. It stayed perfectly still for three long seconds, like a question nobody had answered. Then it sank down into the sage and vanished.
}
{end_now: -> early_scope}
~ route = "scope"
~ saw_ravens = true
* [Go and drive closer to where the ravens landed # act: go] -> bison_jam
* [Ask the ranger where the best place to watch would be # act: ask] -> river_bend
* [Wait here and keep watching the spot # act: wait] -> quiet_watch

=== early_scope ===
# place: hayden-valley
{band:
- "young":
  A moment later, the gray thing stood up. It was a wolf!
  The wolf shook itself. Then it trotted off toward its family.
  Flap, flap! The ravens flew after it, like the tail of a kite.
  "You found it," said the ranger. "Good eyes." # ending: one-gray-wolf
- "middle":
  A moment later the gray shape stood right up, and {hero} gasped. It was a wolf, long-legged and thin, with a pale gray coat. The ravens were hopping around its feet, hoping for scraps.
  The wolf gave itself a shake from nose to tail. Then it trotted off up the valley, toward the place where its family had answered, and the ravens rose and flapped after it, one, two, three, trailing behind like the tail of a kite.
  "It isn't even alone," {hero} whispered. "It's got ravens."
  "You found it," said the ranger. "Most people never see one at all. You spotted the ravens and worked it out." # ending: one-gray-wolf
- else:
  A moment later the gray shape stood right up, and there was no question anymore. It was a wolf, long-legged and lean, its pale coat almost silver in the low sun, with ravens hopping around its feet like impatient dinner guests.
  The wolf shook itself from nose to tail and trotted off up the valley toward its family's voices. One by one the ravens lifted off and flapped after it, strung out behind it like the tail of a kite, until the whole procession was a speck, and then only a place where the grass had moved.
  "It's not even on its own," {hero} whispered. "It took the ravens."
  "You found it," said the ranger. "You read the ravens. That's how the real wolf watchers do it." # ending: one-gray-wolf
}
-> END

=== river_pullout ===
# place: hayden-valley
{band:
- "young":
  Dad drove down the road to a little pull-out by the river. The water was wide and slow and shiny.
  Big white birds floated on it. They had huge orange beaks.
  "Pelicans!" said {hero}. "In the mountains?"
  "They nest on islands out in Yellowstone Lake," said Dad. "They come to the river to catch fish." # fact: pelicans-nest-lake
  One pelican dipped its head. It came up with a fish in the pouch under its beak.
  "I want a pocket on my face," said {pal}.
  Then the pelicans ran along the water, flap, flap, flap, and took off. Their wings were huge, with black tips. They were wider than Dad was tall!
  "Stay close to the car," said Dad. "Bears come to the river too."
  Then {hero} saw something in the dry mud. Paw prints! Big ones, almost as big as Dad's palm. Each had four toes and claw marks.
  Dad bent down. "Too big for a coyote," he said. "I think a wolf walked here."
  The prints went down toward the river.
  Then the howl came again. It was much closer now! It came from the bushes across the river.
- "middle":
  Dad drove a little way down the road to a smaller pull-out where the river swung close, wide and slow and shining. Three big white birds were floating on it, with huge orange bills.
  "Pelicans?" said {hero}. "In the mountains?"
  "They nest on little islands out in Yellowstone Lake and come to the river to fish," said Dad. # fact: pelicans-nest-lake
  One pelican dipped its head underwater and came up with the pouch under its bill bulging. {pal} watched, very impressed. "I would like a pocket in my face," it said.
  Then all three pelicans began to run across the water, flapping hard, and heaved themselves into the air. Their wings were enormous, white with black tips, and wider than Dad was tall. They circled once over the river and glided away downstream without a single flap.
  They climbed out, and Dad kept a hand on the car door. "We stay close to the car," he said. "Grizzlies come down to the river too."
  {hero} wandered to the edge of the gravel, where the ground turned to dried mud, and stopped. There were paw prints pressed into it. Big ones, nearly as wide as Dad's palm, each with four toes and the little dents of claws.
  "Dad," {hero} whispered. "Look."
  Dad crouched and whistled softly. "Those are too big for a coyote. I think a wolf walked right here, maybe last night." He laid his hand beside one print and took a photo, so they could show people how big it was.
  The prints went down the bank toward the river and disappeared into the grass.
  Then the howl came again, and this time it was close. It came from the thick willows on the far side of the river, long and wavering. The hair on {hero}'s arms stood straight up.
- else:
  Dad drove a little way down the road to a smaller pull-out where the river swung close to the road, wide and slow and shining like a strip of sky. Three large white birds were floating on it, riding low, each with an enormous orange bill.
  "Are those pelicans?" said {hero}. "Pelicans? In the mountains?"
  "They nest on little islands out in Yellowstone Lake and come down the river to fish," said Dad. "I had the same face the first time I saw them." # fact: pelicans-nest-lake
  As they watched, one pelican plunged its head under the water and came up with the pouch beneath its bill bulging and wobbling. {pal} studied this with enormous respect. "A built-in lunchbox," it said. "Why don't I have a built-in lunchbox?"
  Then, as if they had heard a starting gun, all three pelicans began to run across the surface of the river, slapping the water with their feet and flapping hard, and heaved themselves into the air. Their wings were astonishing, white with black tips, and wider than Dad was tall. They circled once over the river, low and slow, and then glided away downstream without a single flap, like three paper airplanes that refused to come down.
  "I take it back," said {pal} faintly. "I don't want a lunchbox. I want those wings."
  They climbed out, and Dad kept one hand on the open car door. "We stay close to the car," he said. "This is a river in bear country. Grizzlies come down to the water too, usually when you least expect them."
  {hero} drifted to the edge of the gravel, where the ground turned to cracked, dried mud, and stopped so suddenly that {pal} bumped into {them}. Pressed into the mud was a line of paw prints. They were huge, nearly as wide as Dad's palm, each with four toes splayed out and small, sharp dents where the claws had dug in.
  "Dad," {hero} whispered. "Come and look. Slowly."
  Dad crouched beside the prints and let out a low whistle. "Way too big for a coyote," he said. "I'm pretty sure a wolf walked right here. Last night, maybe, or this morning."
  The prints led down the bank toward the river and disappeared into the long grass, and {hero} imagined it, a wolf trotting past this exact spot in the dark while everyone was asleep in their tents and cabins.
  Then the howl came again. This time it was close, so close that {hero} felt it in {their} teeth. It came from the dense willows on the far bank, long and wavering and lonely, and every hair on {hero}'s arms stood straight up.
}
{end_now: -> early_river}
~ route = "river"
~ saw_tracks = true
~ with_ranger = false
{band:
- "young":
  "It is right over there," whispered {hero}. But the bushes were thick. And the sun was getting low.
- "middle":
  "It's right over there," {hero} whispered. But the willows were thick and dark, and the sunlight on the water was already turning gold.
- else:
  "It's right there," {hero} breathed. "It's right over there." But the willows were a thick, tangled wall, and nothing moved behind them, and the light on the river was already turning from silver to gold.
}
* [Look along the river for the wolf # act: look] -> river_bend
* [Wait quietly by the car and listen # act: wait] -> quiet_watch
* [Drive north up the valley, toward the family's howls # act: go] -> bison_jam

=== early_river ===
# place: hayden-valley
{band:
- "young":
  The bushes shook. A gray wolf stepped out on the far bank! It looked right at them.
  Far away, its family howled again. The wolf's tail went up and wagged, just once. Then it ran off toward the sound.
  {hero} put {their} hand in a paw print in the mud. The print was bigger than {their} hand!
  "It stood right here," whispered {hero}. # ending: across-the-river
- "middle":
  Then the willows shook, and a gray wolf stepped out onto the far bank. It was tall and thin, with long legs and big paws. For a moment it looked straight across the river at them.
  From far up the valley, its family howled again. The wolf's ears shot up. Its tail lifted and swung, just once, like a dog hearing a car in the driveway. Then it was gone, racing through the grass toward the sound without a single look back.
  {hero} crouched by the tracks in the mud and laid {their} hand inside one of the prints. {Their} fingers didn't even reach the edges.
  "It walked right here," {they} whispered. "Now it's running home."
  "And you got to stand where it stood," said Dad, and squeezed {their} shoulder. # ending: across-the-river
- else:
  Then the willows shook, and a gray wolf stepped out onto the far bank. It was tall and rangy, all legs and enormous paws, and for one long moment it stood looking straight across the river at them, its eyes pale in the golden light.
  From far up the valley, its family howled again, and the wolf's ears shot up. Its tail lifted and swung, just once, the way a dog's does when it hears a familiar car pull into the driveway, and then it was gone, racing away through the grass toward the sound without a single look back.
  {hero} crouched beside the tracks in the mud and, very carefully, laid {their} hand inside one of the prints. {Their} fingers didn't even reach the edges. Last night, or early this morning, that wolf had stood exactly here.
  "It walked right here," {hero} whispered. "And now it's running home."
  "And you got to stand where it stood," said Dad quietly, crouching beside {them}, and neither of them said anything else for a long time. # ending: across-the-river
}
-> END

=== ranger_howl ===
# place: hayden-valley
{band:
- "young":
  "Why do wolves howl?" asked {hero}.
  The ranger smiled. "A howl goes a long way. Wolves howl to find each other. It is like calling, where are you?"
  "Like a phone call," said {hero}. "But louder!"
  "Do wolves howl at the moon?" asked {pal}.
  "No," said the ranger. "They point their noses up so the howl goes far. They howl when it is cloudy too."
  The ranger looked out over the valley. "For a long time, there were no wolves here," she said. "Then wolves came back to Yellowstone in 1995." # fact: gray-wolves-brought
  {pal} took a big breath. "I can howl back! Then it will know where to go!"
  "Please do not," said the ranger. "That howl is for its family, not for us. We just listen."
  So {pal} let the breath out. Pfffff.
  "Are all wolves gray?" asked {hero}.
  "No. Lots of them are black. Some are almost white."
  Then her radio crackled. "Wolves by the river bend," said a voice.
  "I am going up there," said the ranger. She began to fold up her telescope.
- "middle":
  "Why do wolves howl?" {hero} asked.
  The ranger smiled as if she had been hoping someone would ask. "A howl carries for miles, so wolves use it to find each other when they're spread out. It's like calling, where are you? It's also a way of telling other packs, this is our valley."
  "Like a phone call," said {hero}. "Only louder."
  "Much louder, and no phones." She looked out over the valley. "You know, for a long time there were no howls here at all. Gray wolves had been gone from Yellowstone for about seventy years when they were brought back in 1995. Now their great-great-grandpups are out there, calling to each other." # fact: gray-wolves-brought
  "Do they howl at the moon?" asked {pal}.
  The ranger laughed. "Everybody asks that. No. They point their noses up because it sends the sound farther. They howl on cloudy nights too. The moon just looks good in pictures."
  "How do you know it's not a coyote?" asked {hero}.
  "Coyotes yip and yap, like a bag of squeaky toys. A wolf holds one long, low note. Once you've heard it, you'll always know it."
  {pal} took a huge breath and tipped its head back. "I could howl back! Then it would know where to—"
  "Let's not," said the ranger gently. "We don't call to wild animals. That howl is meant for its family, not for us. Our job is to listen."
  {pal} let the breath out slowly, like a balloon.
  "Are wolves all gray?" asked {hero}.
  "Not at all. Lots of Yellowstone's wolves are black, and a few are nearly white. 'Gray wolf' is just the name of the kind."
  Just then her radio crackled. "Wolf watchers at the river bend, north end," said a fuzzy voice. "Movement along the river."
  The ranger started folding up her tripod. "I'm heading up there," she said.
- else:
  "Why do wolves howl?" {hero} asked. "Really, I mean. Not in cartoons."
  The ranger smiled as if she had been hoping all evening that someone would ask exactly that. "A howl can carry for miles, so wolves use it to find each other when they're spread out across a valley like this one. It's like shouting, where are you? It's also a way of telling other packs, this valley is ours, go and find your own."
  "Like a phone call," said {hero}. "But louder, and you can't hang up."
  "And nobody ever gets voicemail." She looked out over the valley, and her voice changed. "For a long time there were no howls here at all. Gray wolves were gone from Yellowstone for about seventy years, until they were brought back in 1995. The wolves you just heard are the great-great-grandpups of those first few." # fact: gray-wolves-brought
  {hero} tried to imagine the valley silent for seventy years, with nobody calling and nobody answering, and found {they} didn't like the idea at all.
  "Do they howl at the moon?" asked {pal}, who had seen a great many pictures.
  The ranger laughed. "Everybody asks that, and I love that they do. No. They point their noses up because it sends the sound farther, that's all. They howl on cloudy nights and in broad daylight too. The moon just looks good on T-shirts."
  "How do you know it isn't a coyote?" asked {hero}. "We have coyotes at home."
  "Coyotes yip and yap and yodel, like somebody shaking a bag full of squeaky toys. A wolf holds one long, low note, and lets it fall. Once you've heard a real wolf, you never mix them up again." She paused. "And you've heard one now."
  {pal}, inspired, took an enormous breath and tipped its head back. "I'll howl back! Then it will know exactly where to—"
  "Let's not," said the ranger, gently but very firmly. "We don't call to wild animals. That howl is meant for its family, not for us, and we don't want to confuse anyone tonight. Our job is to listen."
  {pal} let out the breath slowly, like a balloon with a leak, and looked only slightly disappointed.
  "Are all gray wolves actually gray?" {hero} asked.
  "Not even close. Plenty of Yellowstone's wolves are black, and a few are almost white. Gray wolf is just the name of the species, like how a brown bear isn't always brown."
  Just then her radio crackled. "Wolf watchers up at the river bend, north end of the valley," said a fuzzy voice. "Movement along the river."
  The ranger was already folding up her tripod. "I'm heading up there," she said.
}
{end_now: -> early_talk}
~ route = "talk"
~ knows_howl = true
~ heard_1995 = true
{band:
- "young":
  Then the lone wolf howled again. It sounded sad, and far away.
- "middle":
  Before she had finished, the lone wolf howled again, longer this time, and {hero} was sure it sounded a little bit lost.
- else:
  Before she had even finished speaking, the lone wolf howled again, longer this time, and with a wobble at the end of it that {hero} was almost certain hadn't been there before. It sounded, {hero} thought, like someone who had been calling for a while and was beginning to wonder if anyone would answer.
}
* [Wait here and listen for the next howl # act: wait] -> quiet_watch
* [Drive north up the valley on your own # act: go] -> bison_jam
* [Help the ranger pack up her scope and follow her # act: help] -> river_bend

=== early_talk ===
# place: hayden-valley
{band:
- "young":
  The ranger stopped folding. She pointed the telescope across the river. "Look," she said.
  {hero} looked. A gray wolf was trotting through the grass. Then a black wolf ran to meet it! They sniffed noses. Their tails went wag, wag, wag.
  "It found its family," said {hero}. # ending: the-answer
- "middle":
  The ranger stopped folding and swung the scope across the river instead. "Quick," she said. "Look."
  {hero} looked. A gray wolf was trotting through the grass. Then, from over a rise, a big black wolf came running to meet it. They touched noses, and their tails wagged and wagged, just like happy dogs.
  "It found its family," {hero} whispered.
  "It did," said the ranger. "That's what all the howling was for." # ending: the-answer
- else:
  The ranger stopped folding, swung the scope back across the river and bent to it. "Quick," she said, stepping aside. "Look."
  {hero} looked. A gray wolf was trotting through the grass, nose down. Then, over a low rise, a big black wolf came bounding to meet it, and the two of them crashed together, touching noses, wagging their tails so hard their whole back ends swung, exactly like dogs when someone comes home.
  "It found its family," {hero} whispered, and felt {their} eyes sting for no reason {they} could explain.
  "It did," said the ranger softly. "That's what all that howling was for. Now you know." # ending: the-answer
}
-> END

// ---------------------------------------------------------------- chapter 3
=== bison_jam ===
# place: hayden-valley
{band:
- "young":
  {route == "scope": Dad drove up the road, toward the ravens. But soon the cars in front of them stopped.}
  {route == "river": Dad drove north, toward the family's howls. But soon the cars in front of them stopped.}
  {route == "talk": Dad drove north up the valley. But soon the cars in front of them stopped.}
  Why? Bison! Lots of bison were walking across the road. Big mothers. Little orange calves. Thud, thud, thud.
  "Stay in the car," said Dad. "We wait and let them pass."
  A huge bull walked right past {hero}'s window. {hero} could see the burrs stuck in his fur. He was so close! He smelled like a wet rug.
  Then the bull roared. GRRRMMMM! The window shook a little. Quick as a wink, {pal} {hid()}.
  "Bison have lived here since very long ago," said Dad. # fact: place-united-states
  "Before the road?" asked {pal}. "Before cars? Before Dad?"
  "Long before Dad," said Dad, and laughed.
  In the car in front, a man opened his door. He got out to take a picture! The bull turned his big head and snorted. The man jumped back in fast. Slam!
  "See?" said Dad. "That is why we stay inside."
  The bison walked slowly. They stopped to sniff. They stopped to scratch. A calf stopped to stare at the car.
  And all the time, the sun sank lower and lower.
- "middle":
  {route == "scope": Dad drove north along the valley road, toward the bend where the ravens had landed. They hadn't gone far when the brake lights ahead glowed red.}
  {route == "river": Dad drove on north up the valley, toward where the family's howls had come from. But around the very next curve, every car ahead had stopped.}
  {route == "talk": Dad drove north up the valley on his own, as fast as the speed limit allowed. But around a curve, every car ahead had stopped dead.}
  The reason was walking across the road. Bison were pouring out of the sage, dozens of them, mothers and orange calves and huge, shaggy bulls, thudding across the pavement as if the cars were just rocks.
  "Windows up, and we stay in the car," said Dad. "At a bison jam, you wait. You never get out."
  A bull walked right past {hero}'s window, so close {they} could see burrs tangled in his fur and hear him breathing, a slow, heavy huff. He smelled like a wet rug. Then he stopped, lowered his head and roared, and the sound was so deep that {hero} felt the car tremble. In a flash, {pal} {hid()}.
  "Yellowstone is the only place in the United States where bison have lived since prehistoric times," said Dad, watching the bull stroll on. "They were walking this valley long before there was a road here." # fact: place-united-states
  "Before the road?" said {pal} in a very small voice. "Before cars? Before DAD?"
  "Even before me," said Dad. "Hard to believe, I know."
  Up ahead, a man in a sun hat opened his car door and stepped out with his phone, creeping closer for a picture. The bull swung his huge head toward him and snorted. The man scrambled back into his car so fast he dropped his hat, and slammed the door.
  "That," said Dad quietly, "is exactly why we stay inside."
  {hero} counted the calves as they trotted past. Eleven. Twelve. Thirteen. Dad glanced at the clock on the dashboard and let out a long breath.
  The bison did not hurry. They stopped to sniff the pavement. They stopped to scratch. One calf stood in the middle of the road and stared at the car's headlights as if they were the most interesting thing it had ever seen.
  And all the while, the sun was sinking. It touched the hills. It slid behind them.
- else:
  {route == "scope": Dad drove north along the valley road, toward the bend where the ravens had gathered. They hadn't gone half a mile when the brake lights ahead of them glowed red, one after another, like a string of beads.}
  {route == "river": Dad pulled back onto the road and drove north up the valley, toward where the family's howls had come from, with {hero} still thinking about those enormous paw prints. But around the very next curve, every car ahead of them had stopped.}
  {route == "talk": Dad drove north up the valley on his own, as fast as the speed limit allowed, which in Yellowstone is not very fast at all. Around a curve, every car ahead had stopped dead.}
  The reason was walking across the road. Bison were pouring out of the sagebrush, dozens of them, mothers and orange calves and enormous, shaggy bulls, thudding across the pavement with the calm of creatures who had never once in their lives had to look both ways.
  "Windows up, and we stay in the car," said Dad, switching off the radio. "At a bison jam, you wait. You never get out, and you never honk. They'll move when they feel like it."
  A bull walked right past {hero}'s window, so close that {hero} could see the burrs tangled in his coat, the flies on his face and a long scar across his nose. He smelled like a wet carpet that had been left in a barn. Then he stopped right beside them, lowered his head and roared, and the sound was so deep that {hero} felt it in the seat, in the seatbelt, in {their} own ribs. Before {hero} could blink, {pal} {hid()}.
  "Yellowstone is the only place in the United States where bison have lived since prehistoric times," Dad said, watching the bull stroll on. "They were walking this valley thousands of years before anybody thought of putting a road through it." # fact: place-united-states
  "So that bull's family," said {pal}, in a very small voice, "has been here longer than the road, the park, this car and Dad, all put together."
  "Thank you," said Dad. "I'll try not to take that personally."
  Up ahead, a man in a floppy sun hat opened his car door and stepped out with his phone held high, creeping toward the herd for a better picture. The bull nearest him swung his enormous head around and snorted, a blast of air that lifted the dust. The man discovered he could move remarkably fast. He flung himself back into his car, leaving his hat behind on the road, and slammed the door so hard the whole car rocked.
  "And that," said Dad quietly, "is why we stay inside. A bison can run faster than that man, and it doesn't care how good the picture is." A calf trotted over and sniffed the abandoned hat with great interest.
  {hero} started counting calves to keep {their} mind off the clock. Eleven. Twelve. Thirteen. It didn't work. Every time {they} glanced at the dashboard, the minutes had jumped forward.
  The bison did not hurry, because bison never hurry. They stopped to sniff the pavement. They stopped to scratch their chins on the road signs. One calf planted itself in the middle of the road and stared at the car's headlights as if they were the most fascinating thing it had ever seen, until its mother nudged it along with her great head.
  {hero} watched the sun. It touched the hills. It began, very slowly and very definitely, to slide behind them. Every minute the bison spent on the road was a minute of light gone, and there was nothing at all to be done about it.
}
{end_now: -> early_jam}
~ last = "jam"
~ late = true
~ with_ranger = false
{band:
- "young":
  Then, between two bison, {hero} saw something far away. Something gray was trotting along the river!
- "middle":
  Then, through a gap between two bison, {hero} saw something far across the valley. Low and gray, trotting along the riverbank. Was it the wolf?
- else:
  Then, through a gap between two shaggy bodies, {hero} saw something far across the valley. Something low and gray, trotting steadily along the riverbank, the way nothing else in the valley was moving. {hero}'s hands gripped the edge of the window. Was that the wolf?
}
* [Look across the valley with Dad's binoculars # act: look] -> ending_pack
* [Wait patiently for the herd to finish crossing # act: wait] -> ending_dark
* [Ask Dad to switch off the engine so you can listen # act: ask] -> ending_crossing

=== early_jam ===
# place: hayden-valley
{band:
- "young":
  At last the bison were gone. Dad drove on. But now the sky was pink, and the valley was going gray.
  Then they heard it. Howls! Lots of them, all together, far away.
  "That is the whole family," said Dad. "I think the lost wolf found them."
  {hero} smiled in the dark. # ending: a-bison-road
- "middle":
  By the time the last bison had crossed, the sky was pink and the valley was turning gray. They had missed the light.
  Then, from far across the valley, came a howl. Then another, and another, until it was a whole chorus, rising and falling together.
  "That's a family, howling together," said Dad softly. "I think your wolf made it home."
  {hero} smiled. {They} hadn't seen the wolf. But {they} had heard it find its way. # ending: a-bison-road
- else:
  By the time the last bison had ambled off the road, the sky had gone pink and the valley was sinking into gray. They had lost the light, one bison at a time.
  Then, from far across the valley, came a howl. Then another joined it, and another, until the whole dark valley seemed to be singing, voices rising and falling and weaving together.
  "That's a whole family, howling together," said Dad softly. "I'd bet anything your wolf made it home."
  {hero} leaned against the window and smiled into the dark. {They} hadn't seen it. But {they} had heard the answer, and that, {they} decided, counted. # ending: a-bison-road
}
-> END

=== river_bend ===
# place: hayden-valley
{band:
- "young":
  {route == "scope": "Follow the river," said the ranger. "There is a good spot by the bend." They drove after her truck.}
  {route == "river": {hero} walked to the edge of the pull-out. {They} looked along the river, where it bent around in a big curve.}
  {route == "talk": {hero} helped carry the telescope to the ranger's truck. Then they drove after her, up to a spot by the river bend.}
  Two big white swans floated on the water. Two fuzzy gray babies paddled behind them.
  "Trumpeter swans," {with_ranger: said the ranger|said Dad}. "They are bigger than any duck or goose."
  One swan lifted its head and called. Honk-hoo! It sounded like a toy trumpet. "So that is why they are called trumpeters," said {hero}.
  "And this river comes out of Yellowstone Lake," {with_ranger: Dad added|Dad went on}. "That lake is big and very high up." # fact: lake-lake-above
  {hero} listened hard. The howls had stopped. Was the lost wolf still out there, all alone?
  Then, elk came down to drink. Mothers and babies, in the golden light. Slurp, slurp.
  {pal} watched them. "They are so quiet," it whispered.
  Then all the elk lifted their heads at once. They all stared at the same bushes across the river.
  One mother elk barked. Ark! It was a warning.
- "middle":
  {route == "scope": The ranger lifted her tripod onto her shoulder. "If I were that wolf, I'd follow the river," she said. "There's a pull-out above the bend. Follow me." They drove behind her truck to a spot where the river swung close under the road.}
  {route == "river": {hero} walked to the edge of the pull-out and looked along the river, where it curled around a wide, slow bend.}
  {route == "talk": {hero} helped carry the tripod to the ranger's truck, and they followed her north. By the time they drove past, a herd of bison had already crossed the road, leaving hoofprints in the dust. The ranger stopped at a pull-out above a bend in the river.}
  Two huge white swans were gliding on the water, with two fluffy gray babies paddling hard behind them.
  "Trumpeter swans," {with_ranger: said the ranger|said Dad}. "They're bigger than any duck or goose in North America. Those gray ones are this year's cygnets."
  "And this river comes straight out of Yellowstone Lake, just a few miles south," {with_ranger: Dad added|Dad went on}. "That lake is the largest lake above seven thousand feet in all of North America." # fact: lake-lake-above
  "So it's a very high lake," said {pal}, "with a very long river for a tail."
  One of the swans lifted its long neck and called, a loud, brassy honk like a toy trumpet. "So that's why they're called trumpeters," said {hero}.
  "I could do that," said {pal}. "But I won't. I'd hate to embarrass it."
  {with_ranger: The ranger set up her scope at the edge of the pull-out and swept it slowly along the willows on the far bank.|Dad swept the binoculars slowly along the willows on the far bank.}
  {hero} realized that the howls had stopped. {They} hadn't heard one for a long time now. What if the lost wolf had given up calling? What if it was lying somewhere in the grass, all alone, while the light ran out?
  Then, one by one, elk came down to the water to drink. Mothers and spotted calves, their coats glowing orange in the low light. The calves splashed. The mothers drank slowly, ears turning.
  {pal} watched them with shining eyes. "They're so quiet," it whispered. "How can something that big be so quiet?"
  Then, all at once, every elk lifted its head. They stood perfectly still, all staring at the same clump of willows across the river. One cow let out a sharp, barking cry.
  "That's an alarm call," {with_ranger: the ranger murmured|Dad murmured}. "She's seen something she doesn't like."
- else:
  {route == "scope": The ranger collapsed the legs of her tripod with quick, practiced hands. "If I were that wolf, I'd follow the river," she said. "There's a pull-out above the bend with a good view. Follow my truck." They drove behind her to a spot where the river swung in close beneath the road, wide and slow.}
  {route == "river": {hero} walked to the edge of the pull-out, as close as Dad would allow, and looked along the river, where it curled around a wide, lazy bend and flattened out like poured glass.}
  {route == "talk": {hero} helped carry the tripod, which turned out to be heavier than it looked and pinched {their} fingers twice, to the ranger's truck, and they followed her north. By the time they drove past, a bison herd had already crossed the road, leaving hoofprints in the dust and one very smug calf on the shoulder. The ranger pulled into a pull-out above a bend in the river.}
  Two enormous white swans were gliding on the water, with two fluffy gray babies paddling frantically behind them to keep up.
  "Trumpeter swans," {with_ranger: said the ranger|said Dad}. "The biggest waterfowl in North America, bigger than any duck or goose. Those gray fluffballs are this year's cygnets."
  "This river comes straight out of Yellowstone Lake, only a few miles south of here," {with_ranger: Dad added|Dad went on}. "That lake is the largest lake above seven thousand feet in all of North America. Up here, we're more than a mile above the sea." # fact: lake-lake-above
  "So it's a very high lake," said {pal}, thinking hard, "with a very long river for a tail."
  One of the swans lifted its long white neck and called, a loud, brassy honk like a toy trumpet being played by someone who had never had a lesson. "So that's why they're called trumpeters," said {hero}, delighted.
  "I could do that," said {pal}. "Better, probably. But I won't. It would only embarrass the poor thing."
  {with_ranger: The ranger set up her scope at the edge of the pull-out and began sweeping it along the willows on the far bank, slowly, inch by inch, the way you'd read a page you didn't want to miss a word of.|Dad propped his elbows on the car roof and swept the binoculars slowly along the willows on the far bank, inch by inch, muttering under his breath.}
  It was only then that {hero} noticed the silence. The howls had stopped. {They} couldn't remember when {they} had last heard one, and the quiet was worse than any sound. What if the lost wolf had given up? What if it was lying somewhere out there in all that grass, alone, while the light drained out of the sky and its family moved on without it?
  Then, one by one, elk began stepping down out of the sage to drink. Cows and their calves, coats glowing orange in the low light, the calves still faintly spotted. The little ones splashed and skittered. The mothers drank slowly, their big ears swiveling in every direction, never quite relaxing.
  {pal} watched them with shining eyes. "They're so quiet," it whispered. "How can anything that big walk that quietly? I make more noise than that, and I'm trying."
  Then, all at once, every single elk lifted its head. Not one by one, but together, as if someone had pulled a string. They stood frozen at the water's edge, all staring at the same dark clump of willows across the river. One cow let out a sharp, barking cry that bounced off the water.
  "That's an alarm call," {with_ranger: the ranger murmured|Dad murmured}. "She's seen something she doesn't like one bit."
}
{end_now: -> early_bend}
~ last = "bend"
{band:
- "young":
  Something was in the bushes. But just then, down the road, people at the next pull-out began to point and shout.
- "middle":
  Something was in those willows. But at the very same moment, down the road at the next pull-out, people were pointing and lifting their cameras, all very excited about something.
- else:
  Something was in those willows, and the elk knew exactly what. But at that same moment, down the road at the next pull-out, a crowd was pointing and lifting their cameras and calling to each other, very excited about something {hero} couldn't see from here.
}
* [Go to the next pull-out, where people are pointing # act: go] -> ending_dark
* [Wait very quietly in the car with the windows down # act: wait] -> ending_crossing
* [Look where the elk are staring # act: look] -> ending_pack

=== early_bend ===
# place: hayden-valley
{band:
- "young":
  The willows shook. A gray wolf stepped out! The elk ran off, splash, splash.
  But the wolf did not chase them. It lifted its nose and howled. Far off, its family answered.
  The wolf trotted away toward them.
  "The elk saw it first," said {hero}. "They told us where to look!" # ending: by-the-river-bend
- "middle":
  The willows shook, and a gray wolf stepped out. The elk splashed away up the bank, but the wolf did not chase them. It lifted its nose and howled, and far off, its family answered.
  It trotted away along the river toward them, and was soon just a gray speck in the golden grass.
  "The elk saw it first," said {hero}. "They showed us where to look."
  "Animals are the best wolf watchers of all," {with_ranger: said the ranger|said Dad}. # ending: by-the-river-bend
- else:
  The willows shook, and a gray wolf stepped out onto the far bank. The elk exploded away up the slope in a spray of water, but the wolf didn't even glance at them. It lifted its nose and howled, and far off, its family answered.
  It trotted away along the river toward the sound, unhurried, until it was only a gray speck moving through the golden grass.
  "The elk saw it first," {hero} said slowly. "They showed us exactly where to look."
  "The animals are always the best wolf watchers," {with_ranger: said the ranger|said Dad}. "If you learn to watch them, they'll tell you nearly everything." # ending: by-the-river-bend
}
-> END

=== quiet_watch ===
# place: hayden-valley
{band:
- "young":
  {route == "scope": They did not leave the pull-out. The ranger kept her telescope pointed at the spot. {hero} and Dad took turns looking.}
  {route == "river": They leaned on the warm car by the river and listened. Across the water, the willows were dark and still.}
  {route == "talk": The ranger drove away north. But {hero} wanted to stay and listen. {They} sat on a flat rock with Dad.}
  The sky turned gold, then pink. The bison made long shadows on the grass.
  {route == "river": Across the river|Down below}, a bison calf bawled. Its mother grunted back, and the calf ran to her side. "Even bison call for their families," said {hero}.
  Then a strange sound rolled over the valley. Garoo-oo-oo! Two tall gray birds flew over, with long legs trailing behind. "Sandhill cranes," said Dad.
  Then a skinny animal trotted through the bushes. It stopped. It jumped up high and pounced! Pop! It came up with a mouse.
  "The wolf!" squeaked {pal}.
  "No, that is a coyote," said Dad. "A coyote is much smaller. A wolf is big, with long legs."
  The coyote trotted off with its supper.
  {route == "river": Ooooo-ooo! A howl rang out, very near. It came from their own side of the river!|Ooooo-ooo! A howl rang out, very near, down by the river.}
  {hero} looked and looked. There! A big gray animal was walking along the water. It was much bigger than the coyote.
- "middle":
  {route == "scope": They did not budge from the pull-out. The ranger kept the scope pointed at the spot where the gray shape had disappeared, and {hero} and Dad took turns watching.}
  {route == "river": They leaned against the warm hood of the car at the edge of the river and listened. Across the water the willows stood thick and dark, and nothing moved in them but a few small birds flitting in and out.}
  {route == "talk": The ranger drove off north, but {hero} wanted to stay and listen. Dad found a flat rock at the edge of the pull-out, and they sat down on it together.}
  Slowly the valley changed color. The grass turned gold, then orange. The bison's shadows stretched out long and thin across the ground.
  {route == "river": On the far side of the river|Down in the herd}, a bison calf had wandered a little way off. It bawled, a thin, worried sound. Its mother lifted her head and grunted back, and the calf galloped to her side and pressed against her. "Even bison call for their families," {hero} said quietly.
  Then a strange rattling call came rolling over the valley, garoo-oo-oo, like someone running a stick along a wooden fence. Two tall gray birds flew low overhead, necks stretched out in front and long legs trailing behind. "Sandhill cranes," said Dad. "Noisiest birds in the valley."
  {pal} fidgeted. "How do wolf watchers do this every single day?"
  "Patience," said Dad. "And very warm socks."
  Then a skinny, tan-gray animal came trotting through the sage. It stopped. It tilted its head, listening to the ground. Then it leaped high in the air and pounced, front paws first, and came up with a mouse.
  "The wolf!" squeaked {pal}.
  "That's a coyote," said Dad. "See how small it is? Skinny legs and a pointy face. A wolf is much bigger, as big as a really large dog, with long legs and big feet."
  The coyote trotted off with its supper, looking pleased.
  "{kind == "fox":I knew that all along|I knew that too}," said {pal}, not very convincingly.
  {route == "river": Suddenly a howl rose from somewhere downstream, on their own side of the river, so close that {pal} jumped.|Suddenly a howl rose from somewhere below them, near the river, so close that {pal} jumped.}
  {hero} searched and searched. There! {route == "river": Downstream, on the near bank|Down by the water}, a big gray animal was walking along the water's edge. It was much bigger than the coyote.
- else:
  {route == "scope": Nobody budged from the pull-out. The ranger kept the scope trained on the spot where the gray shape had vanished, and {hero} and Dad took turns at it, watching until their eyes watered.}
  {route == "river": They leaned against the warm hood of the car at the river's edge and listened as hard as they had ever listened to anything. Across the water the willows stood in a thick, dark wall, and the only things moving in them were a few small birds, flicking in and out as if they were keeping a secret.}
  {route == "talk": The ranger drove off north, but {hero} wanted to stay and listen, and Dad, to {their} surprise, agreed without arguing. He found a flat rock at the edge of the pull-out, still warm from the sun, and they sat down on it together.}
  Slowly the whole valley changed color. The grass went gold, then orange, then a deep rosy pink. The bison's shadows stretched out long and thin across the ground like spilled ink.
  {route == "river": Across the river|Down in the herd}, a bison calf had wandered off a little way, and it let out a thin, worried bawl. Its mother lifted her great head and grunted back, once, and the calf galloped to her and pressed itself against her side as if it had been gone for a year. "Even bison call for their families," {hero} said quietly, and thought about the wolf, somewhere out there, still calling.
  Then a strange, rattling call came rolling across the valley, garoo-oo-oo, like someone dragging a stick along an old wooden fence. Two tall gray birds flew low overhead, necks stretched out in front and long legs trailing behind like forgotten luggage. "Sandhill cranes," said Dad. "The loudest birds in the valley, and proud of it."
  {pal} shifted. Then it shifted again. "How do wolf watchers do this every single day?" it asked. "I've been patient for ages. At least six minutes."
  "Patience," said Dad. "And very warm socks. And not minding if nothing happens."
  "I mind," said {pal}. "I mind a lot."
  Then a skinny, tan-and-gray animal came trotting through the sage. It stopped. It tilted its head to one side, listening to the ground as if the ground were telling it a secret. Then it sprang high into the air and came down front paws first, pouncing, and came up with a mouse.
  "The wolf!" squeaked {pal}.
  "That's a coyote," said Dad. "See how small it is? Skinny legs, pointy face, big ears. A wolf is much bigger, about the size of a really large dog, with long legs and enormous feet. Next to a wolf, a coyote looks like it forgot to finish growing."
  The coyote trotted off with its supper dangling from its mouth, looking extremely pleased with itself.
  "{kind == "fox":Obviously I knew that. We are practically related|I knew that}," said {pal}, not at all convincingly.
  {route == "talk": Suddenly a howl rose from somewhere below them near the river, so close it seemed to come up through the rock they were sitting on, and {pal} jumped so hard it nearly fell off.}
  {route == "scope": Suddenly a howl rose from somewhere below them near the river, so close and so clear that {pal} jumped and the ranger's hand froze on the scope.}
  {route == "river": Suddenly a howl rose from somewhere downstream, on their own side of the river, so close that {pal} jumped and even Dad took a quick step back toward the car door.}
  {hero} searched the riverbank, back and forth, back and forth, and then {they} stopped breathing. There. {route == "river": Downstream, on their own bank, a big gray animal was walking along the water's edge. Somehow, while nobody was looking, it had crossed the river.|Down by the water, a big gray animal was walking along the bank.} It was much, much bigger than the coyote.
}
{end_now: -> early_watch}
~ last = "watch"
{route == "talk":
  ~ with_ranger = false
}
{band:
- "young":
  It walked behind a little hill by the road. And up on the far hillside, something dark was moving too.
- "middle":
  It trotted toward a low rise near the road and disappeared behind it. And at the same moment, far up on the opposite hillside, something dark was moving too.
- else:
  It trotted toward a low rise near the road and slipped out of sight behind it. And at that exact moment, far up on the opposite hillside, a second dark shape began to move through the dusk, and {hero} had no idea which one to follow.
}
* [Go back to the car and drive slowly toward the rise # act: go] -> ending_crossing
* [Help Dad find the gray animal again in the binoculars # act: help] -> ending_pack
* [Look at the dark shape on the far hillside # act: look] -> ending_dark

=== early_watch ===
# place: hayden-valley
{band:
- "young":
  The gray animal stopped and looked up. It was a wolf! It lifted its nose and howled.
  Far off, its family howled back. The wolf ran off toward them, fast.
  "It found them!" said {hero}. "Well, it is going to." # ending: the-quiet-watchers
- "middle":
  The gray animal stopped and raised its head. It was a wolf, long-legged and thin. It lifted its nose and howled, and far off, its family howled back.
  Then it broke into a run, loping away toward the sound.
  "It's going to find them," said {hero}.
  "Because you waited," said Dad, "you got to see it." # ending: the-quiet-watchers
- else:
  The gray animal stopped and raised its head, and there was no mistaking it now. It was a wolf, long-legged and lean, its coat silvery in the last of the light. It lifted its nose and howled, and far off its family howled back, several voices at once.
  Then it broke into a long, easy lope, heading straight toward the sound.
  "It's going to find them," said {hero}.
  "And because you sat still and waited," said Dad, "you got to see it happen." # ending: the-quiet-watchers
}
-> END

// ---------------------------------------------------------------- endings
=== ending_pack ===
# place: hayden-valley
{band:
- "young":
  {last == "jam": {hero} grabbed Dad's binoculars. {They} found the gray shape. It was trotting along the river, past the bison.}
  {last == "bend": {hero} looked where the elk were looking. The willows shook. Then a wolf stepped out!}
  {last == "watch": Dad held the binoculars on the car roof. "Left," said {hero}. "Down. There!"}
  It was a gray wolf, thin, with long legs. It stopped. It sniffed the wind. {hero} did not even blink.
  Then it lifted its nose and howled.
  This time the answer was close! Over a little hill came a big black wolf. Then two gray wolves. Then two small ones, tumbling and bouncing. Pups!
  They all ran to the gray wolf. They sniffed noses. Their tails went wag, wag, wag, like happy dogs. The pups jumped up and licked its face.
  One pup grabbed the gray wolf's tail and tugged. The gray wolf spun around to play. Down went its front legs, up went its back end. The pup tumbled over in the grass.
  "It found its family!" whispered {hero}. {Their} eyes felt wet and happy at the same time.
  {saw_ravens: "The ravens were right!" said {pal}. "A wolf was out there all along."}
  {saw_tracks: "Maybe it made those tracks," said {hero}.}
  {not heard_1995: "Wolves came back to Yellowstone in 1995," said Dad. "And look at them now." # fact: gray-wolves-brought}
  Then all the wolves lifted their noses and howled together. It sounded like a song.
  {pal} opened its mouth to howl too. Then it shut it again. "That song is theirs," it whispered.
  The wolves trotted away into the evening, all together.
  "Home," said {hero}. # ending: wolf-family
- "middle":
  {last == "jam": {hero} grabbed Dad's binoculars and found the gray shape through a gap in the herd. It was trotting along the riverbank, beyond the bison's legs, steady and sure.}
  {last == "bend": {hero} looked where the elk were looking. The willows trembled. Then a wolf stepped out onto the far bank, and the elk splashed away up the slope.}
  {last == "watch": Dad rested the binoculars on the car roof to steady them. "Left," {hero} said. "Down a bit. There!" And there it was, stepping back out from behind the rise.}
  It was a gray wolf, thin and long-legged, with big paws and a pale face. For a moment it just stood there, nose to the wind, and {hero} was afraid to blink in case it vanished. Then it tipped its head back and howled, long and wavering.
  This time the answer came from close by. Over a low rise came a big black wolf, then two gray ones, and then two smaller wolves, tumbling and bouncing over each other. Pups!
  They all rushed to meet the gray wolf. They touched noses. They wagged their tails so hard their whole back ends swung, just like dogs when someone comes home. The pups leaped up to lick its face, and the gray wolf rolled over in the grass with its paws in the air.
  One pup grabbed the gray wolf's tail and tugged. The gray wolf spun around and dropped into a bow, front legs down and tail in the air, exactly like a puppy asking to play, and the pup tumbled head over heels into the grass.
  "It found them," {hero} whispered. "It found its family."
  {saw_ravens: "So the ravens were right," said {pal}. "There really was a wolf out there all along."}
  {saw_tracks: {hero} wondered if those were the paws that had left the tracks in the mud.}
  {late: Stuck in a bison jam, and they had seen it anyway.}
  {not heard_1995: "Wolves were brought back to Yellowstone in 1995, after being gone about seventy years," said Dad quietly. "And now look." # fact: gray-wolves-brought}
  Then all the wolves lifted their noses together and howled, one long, rising, falling song that filled the whole valley.
  {with_ranger: The ranger looked up from her scope and smiled. "Twenty years I've done this job," she said, "and that still gives me goosebumps."}
  Behind the wolves, the sky was turning pink, and the edges of their fur glowed as if they had been outlined in light. Dad's hand found {hero}'s shoulder and squeezed.
  {pal} took a deep breath as if to join in, then let it out again without a sound. "That song is just for them," it whispered.
  Then the wolves trotted off together into the dusk, the pups bouncing behind.
  {hero} thought about the two howls at the start of the evening, one calling and one answering across all that grass. Now they were together.
  "Home," said {hero}. # ending: wolf-family
- else:
  {last == "jam": {hero} grabbed Dad's binoculars and found the gray shape through a gap in the herd, past a forest of bison legs. It was trotting along the riverbank, steady and unhurried, as if it knew exactly where it was going.}
  {last == "bend": {hero} looked where the elk were looking. The willows trembled, then parted, and a wolf stepped out onto the far bank. The elk didn't wait to be introduced. They splashed away up the slope in a spray of gold water.}
  {last == "watch": Dad braced the binoculars on the car roof to hold them steady, and {hero} crouched beside him, guiding. "Left. No, your other left. Down a bit. There!" And there it was, stepping back out from behind the rise as if it had been waiting for them.}
  It was a gray wolf, lean and long-legged, with enormous paws and a pale, serious face. For a long moment it simply stood there, muzzle raised to the wind, reading the evening the way {hero} would read a letter, and {hero} was afraid to blink in case it turned back into a rock. Then it tipped its head back and howled, long and wavering, and {hero} felt the sound go right through {them}.
  This time the answer came from close by. Over a low rise came a big black wolf, moving fast, then two gray ones, and then two smaller wolves, tumbling and bouncing and tripping over each other in their hurry. Pups!
  They all rushed at the gray wolf at once. There was a tangle of noses and legs and tails, tails wagging so hard their whole back ends swung from side to side, exactly like dogs when someone they love comes home after a long time away. The pups leaped up to lick its face, and the gray wolf flopped over in the grass with its paws in the air and let them.
  When the greetings had calmed down a little, one of the pups seized the gray wolf's tail in its teeth and tugged. The gray wolf spun around and dropped into a bow, front legs flat on the ground and tail waving in the air, exactly like a puppy saying, let's play. The pup launched itself forward, missed completely and tumbled head over heels into the grass, and {hero} laughed out loud before {they} could stop {themself}.
  "It found them," {hero} whispered. "It found its family." {Their} eyes were stinging, and {they} didn't care one bit.
  {saw_ravens: "So the ravens were right," said {pal}, sounding awed. "There was a wolf out there the whole time. They just didn't tell anybody."}
  {saw_tracks: {hero} couldn't stop looking at its paws, wondering if they were the same ones that had pressed those prints into the mud by the river.}
  {late: Stuck in a bison jam, with the light draining away minute by minute, and they had seen it anyway, straight through a gap in the herd.}
  {not heard_1995: "Gray wolves were brought back to Yellowstone in 1995, after being gone for about seventy years," Dad said quietly, {last == "jam": without taking his eyes off the herd|without lowering his binoculars}. "Seventy years of nobody howling in this valley. And now look." # fact: gray-wolves-brought}
  Then all the wolves lifted their noses together and howled, a long, rising, falling song, each voice weaving around the others, until the whole valley seemed to hum with it.
  {with_ranger: The ranger looked up from her scope, and {hero} saw that she was smiling. "I've done this job for twenty years," she said, "and that still gives me goosebumps every single time."}
  Behind the wolves the sky was going pink, and the last glow of the day caught the edges of their fur so that each of them seemed outlined in gold. Without a word, Dad's hand found {hero}'s shoulder and held on.
  {pal} drew in a long breath, as if it might join in, and then let it out again, very slowly, without making a sound. "That one isn't for us," it whispered. "That one's just for them."
  Then the wolves trotted off together into the dusk, the pups bouncing along behind, until the valley folded them into its shadows.
  {hero} thought about the very first howl of the evening, that long, lonely call floating over the pull-out, and the answer coming back from far away. All that grass, all that distance, and they had found each other anyway, just by refusing to stop calling.
  "Home," said {hero}, and it was the best word {they} knew. # ending: wolf-family
}
-> END

=== ending_dark ===
# place: hayden-valley
{band:
- "young":
  {last == "jam": They waited and waited. The bison walked so slowly! When the road was clear at last, the sun was gone. Dad stopped at the next pull-out, but the gray thing by the river was gone too.}
  {last == "bend": They drove to the next pull-out. People were looking at a mother grizzly and her two cubs, far up on a hill. But when they got back to the bend, the elk were gone. The bushes were dark.}
  {last == "watch": {hero} looked at the dark shape on the hill. It was just a big old bison, scratching. When {they} looked back, the gray animal was gone.}
  The sky went from pink to purple to dark blue. The valley was too dark to see.
  {hero} felt sad. "We missed it," {they} said.
  Dad gave {them} a hug. "We did," he said. "Sometimes that happens."
  Little bats zipped over the car, catching bugs. Flit, flit.
  Then one star came out. Then ten. Then so many that {hero} could not count them.
  Dad pointed. "See those seven bright stars? That is the Big Dipper."
  "It looks like a pot," said {pal}.
  And then, from far across the dark valley, came a howl. Then another! Then lots of howls, all together, like a song.
  "That is a whole family, howling," said Dad. "They howl like that when they are together."
  "So the lost wolf found them?" asked {hero}.
  "I really think so," Dad said softly.
  {not heard_1995: "Wolves came back to Yellowstone in 1995," Dad went on. "Now we get to hear them." # fact: gray-wolves-brought}
  {last == "jam": {pal} snuggled close. "Next time," it whispered, "we come out before the bison do."}
  {last == "bend": {pal} snuggled close. "Next time," it whispered, "we stay with our own wolf. Even if there are bears."}
  {last == "watch": {pal} snuggled close. "Next time," it whispered, "we keep our eyes on the gray one."}
  {hero} listened to the song in the dark. {They} did not see the wolf. But {they} heard it get home. # ending: howls-in-the-dark
- "middle":
  {last == "jam": They waited, and waited, while the bison took their time. By the time the last one ambled off the road, the sun was gone. Dad pulled into the next pull-out and they climbed out to look, but the gray shape by the river had vanished.}
  {last == "bend": At the next pull-out, people were watching a mother grizzly and two cubs, tiny and far away on a hillside. It was amazing. But by the time they drove back to the bend, the elk had gone and the willows were dark. Whatever had been hiding there had slipped away.}
  {last == "watch": The dark shape on the far hillside turned out to be an old bull bison, scratching his rump on a rock. By the time {hero} swung the binoculars back to the river, the gray animal had vanished.}
  The sky went from pink to purple to deep blue, and the valley disappeared into shadow. It was too dark to see anything at all.
  {hero} leaned against the car, and {their} throat felt tight. "We missed it," {they} said. "We had it, and we missed it."
  "We did," said Dad. He didn't pretend it didn't matter. He just put an arm around {them}.
  {with_ranger: The ranger packed up her scope. "Happens to me all the time," she said kindly. "The light never waits."}
  Bats began to flicker over the pull-out, zigzagging after bugs. A car went by with its headlights on, then another, and then the road was empty.
  One star came out over the hills. Then ten. Then so many that the sky looked dusty with them, and a pale, glowing band stretched right across it.
  "That's the Milky Way," said Dad. "Our whole galaxy, seen from the inside. Back home, the city lights hide it."
  The air turned cold. Dad fetched their jackets from the car, and they stood shoulder to shoulder in the dark, listening to the river whisper and a bison grunt somewhere far off.
  And then, from far across the dark valley, came a howl. Then another, and another, until a whole chorus was rising and falling together.
  "That's a pack, howling together," said Dad softly. "Wolves often do that when they've gathered up again."
  "So the lost wolf found them?" {hero} asked.
  "I think it did."
  {hero} was quiet for a moment. "Do you think it was scared?" {they} asked. "Being all alone out there?"
  "Maybe," said Dad. "But it kept calling. And they kept answering. That's how you find your way back."
  {not heard_1995: Dad looked out at the dark valley for a while before he spoke again. "Wolves were gone from here for about seventy years. They were only brought back in 1995. For a long time, nobody heard this at all." # fact: gray-wolves-brought}
  {last == "jam": {pal} pressed close. "Next time," it whispered, "we come out early, before the bison take over the road."}
  {last == "bend": {pal} pressed close. "Next time," it whispered, "we stick with our own wolf, even if the whole road is shouting about bears."}
  {last == "watch": {pal} pressed close. "Next time," it whispered, "we keep our eyes on the gray one, no matter what else is wandering around on the hills."}
  {hero} nodded. {They} hadn't seen the wolf. But standing there in the dark, under all those stars, {they} had heard it find its way home. # ending: howls-in-the-dark
- else:
  {last == "jam": They waited, and waited, while the bison took their sweet time, sniffing and scratching and stopping to think about life in the middle of the road. By the time the last one ambled off into the sage, the sun was gone. Dad pulled into the next pull-out and they scrambled out to look, but the gray shape by the river had melted into the dusk as if it had never been there.}
  {last == "bend": At the next pull-out, everyone was watching a mother grizzly and two cubs, tiny and far away on a hillside, the cubs tumbling over each other like brown socks in a dryer. It was amazing, honestly amazing. But by the time they drove back to the bend, the elk had scattered and the willows had gone black, and whatever had been hiding there had slipped away without them.}
  {last == "watch": The dark shape on the far hillside turned out to be an elderly bull bison scratching his rump against a boulder with a look of deep concentration. By the time {hero} swung the binoculars back to the river, the gray animal had vanished, and the rise where it had been was only a darker patch in the dusk.}
  The sky went from pink to purple to a deep, velvety blue, and the valley slid away into shadow until it was only a darker darkness under the hills.
  {hero} leaned against the car, and {their} throat ached. "We missed it," {they} said. "We were so close, and we missed it."
  "We did," said Dad. That was the thing about Dad. He didn't pretend it didn't matter. He just put an arm around {them} and stood there, missing it too.
  {with_ranger: The ranger clicked her tripod shut. "Happens to me more often than you'd think," she said kindly. "The light never waits for anybody. Not even rangers."}
  Bats began to flicker over the pull-out, zigzagging after bugs, and the last cars crawled past with their headlights on, and then the road was empty and the only sound was the river.
  One star came out over the hills. Then ten. Then more and more, until the sky looked dusty with them, and a pale, glowing river of light stretched across it from one side to the other.
  "The Milky Way," said Dad. "That's our own galaxy, seen from the inside. Back home the streetlights hide it, so most people never even know it's there." {hero} tipped {their} head back until {their} neck hurt. It was hard to stay quite as miserable underneath something like that.
  The air turned sharp and cold, the way mountain air does the minute the sun goes. Dad fetched their jackets from the back seat, and they stood shoulder to shoulder against the car, listening to the river talking to itself in the dark and, somewhere far off, a bison grumbling in its sleep.
  And then, from far across the dark valley, came a howl. Then another, and another, until a whole chorus was rising and falling together, voices weaving around each other in the dark.
  "That's a pack, howling together," said Dad softly. "Wolves often do that when they've gathered up again."
  "So the lost one found them?" {hero} whispered.
  "I think it did," said Dad. "Listen. Nobody sounds lonely anymore."
  {hero} was quiet for a while. "Do you think it was scared?" {they} asked at last. "Being out there on its own, with it getting dark?"
  Dad thought about it properly, the way he did with real questions. "Maybe," he said. "But it kept calling, and they kept answering. That's the whole trick, really. You don't stop calling, and they don't stop answering."
  {not heard_1995: "For about seventy years, you couldn't hear this at all," Dad added after a while. "Wolves were gone from Yellowstone until they were brought back in 1995. People stood right here and heard nothing." # fact: gray-wolves-brought}
  {pal} pressed close against {hero}. "Next time," it said, very quietly, "we come out here earlier. And we don't waste a single minute of the light. Not for bears, not for bison, not for anything."
  {hero} nodded. It still stung. But {they} stood there under more stars than {they} had ever seen, listening to a family that had found each other in the dark, and {they} realized that some things you get to see, and some things you only get to hear, and both kinds stay with you. # ending: howls-in-the-dark
}
-> END

=== ending_crossing ===
# place: hayden-valley
// Driving off from the pull-out leaves the ranger behind.
{last == "watch":
  ~ with_ranger = false
}
{band:
- "young":
  {last == "jam": Dad turned off the engine. It was so quiet! They heard the bison breathe. Then a gray wolf trotted out of the bushes, right behind the last bison.}
  {last == "bend": They rolled the windows down and sat very still. The willows shook. A gray wolf came out and swam across the river! It shook itself and trotted up to the road.}
  {last == "watch": They got back in the car. Dad drove slowly, slowly. Then he stopped. A gray wolf stepped out onto the road, right in front of them!}
  "Stay in the car," whispered Dad. "We let the wolf choose where to go."
  The wolf stopped in the road. It had yellow eyes and big paws. It looked right at them.
  In the back seat, {pal} {hid()}. Then it looked again.
  Then the wolf lifted its nose and howled. It was so loud and so close! {hero} felt it in {their} tummy.
  From far away, lots of wolves howled back.
  The wolf's ears went up. It trotted off through the grass, toward the sound.
  "It heard its family," whispered {hero}.
  Dad let out a big, shaky breath. Then he laughed. "My hands are shaking," he said.
  In the dust by the road were fresh paw prints, big ones. {hero} looked at them for a long time.
  "Long ago, people made this the very first national park," said Dad. "They kept it wild, for everyone." # fact: united-states-march
  {heard_1995: "But the wolves were gone for a long time," said {hero}. "The ranger said they only came back in 1995." # fact: gray-wolves-brought}
  {heard_1995: "They did," said Dad. "And the wild place was still here for them."}
  {not heard_1995: "Were there always wolves here?" asked {hero}.}
  {not heard_1995: "No. They were gone for a long time," said Dad. "They came back in 1995. And the wild place was still here for them." # fact: gray-wolves-brought}
  {hero} did not say anything. {They} just smiled and smiled. # ending: wolf-on-the-road
- "middle":
  {last == "jam": Dad turned the engine off. In the sudden quiet they could hear the bison breathing and their hooves scuffing on the road. Then, behind the last bison, a gray wolf trotted out of the sage and onto the pavement.}
  {last == "bend": They rolled the windows down and sat very still. The willows shook, and a gray wolf stepped out, waded into the river and swam straight across, its head held high. It climbed out, shook itself in a spray of drops and trotted up the bank onto the road.}
  {last == "watch": Dad drove slowly along the valley road toward the rise, with the windows down. Then he braked. A gray wolf stepped out of the sage and onto the road, right in front of them.}
  "Stay in the car," Dad whispered. "We stay inside, and we let the wolf decide where it goes. We never follow a wolf."
  The wolf stopped in the middle of the road. It was thin and long-legged, with huge paws and pale yellow eyes, and it turned its head and looked straight at them. {hero} held {their} breath.
  Its nose twitched as it tasted the air around the car. Then it looked away, out across the valley, as if listening for something only it could hear.
  {kind == "fox": {pal} stared back, wide-eyed. "Hello, cousin," it breathed.}
  Then the wolf lifted its nose and howled. It was so loud and so close that {hero} felt it in {their} chest, long and high and wavering.
  From far across the valley, a chorus of howls answered.
  The wolf's ears shot up. It trotted off the road and away through the sage toward the answering voices, faster and faster, until the dusk swallowed it.
  For a while, nobody in the car said a word.
  "It heard them," {hero} whispered. "It heard them, and it went."
  Dad let out a long, shaky breath, and then laughed. "Look at that," he said, holding up his hand. "I'm actually shaking."
  {hero} leaned out of the window as far as Dad would let {them}. In the dust at the edge of the road were fresh paw prints, nearly as wide as Dad's palm, pointing off toward the answering howls.
  {with_ranger: The ranger's radio crackled, and she spoke into it quietly. "Lone wolf crossed the road at the bend," she said. "Heading for the pack." Then she gave {hero} a thumbs up.}
  "You know, back in 1872, people decided this whole valley should stay wild and belong to everyone," said Dad. "Yellowstone was the very first national park." # fact: united-states-march
  {heard_1995: "That didn't keep the wolves safe, though," said {hero}. "The ranger said they were gone for seventy years, until 1995." # fact: gray-wolves-brought}
  {heard_1995: "It didn't," said Dad. "People hunted them out of the park. But the valley stayed wild, so when wolves were brought back, there was still a home for them here."}
  {not heard_1995: "So the wolves were always safe here?" asked {hero}.}
  {not heard_1995: "Not at all," said Dad. "People hunted every last one out of Yellowstone, and for about seventy years there were none. They were only brought back in 1995. But the valley had stayed wild, so there was still a home waiting for them." # fact: gray-wolves-brought}
  "It looked right at us," {hero} said.
  "It did," said Dad. "And then it went to find its family. Good choice."
  {hero} couldn't stop smiling. Somewhere out there in the dusk, a family of wolves was together again. # ending: wolf-on-the-road
- else:
  {last == "jam": Dad turned the engine off. In the sudden quiet they could hear the bison breathing, the scuff of hooves on the pavement, a calf bawling somewhere for its mother. Then, behind the very last bison, a gray wolf trotted out of the sage and onto the road, as if it had been waiting politely for its turn.}
  {last == "bend": They rolled the windows down and sat very still. The willows shook, and a gray wolf stepped out, waded into the river and swam straight across, only its head showing, as calm as if it did this every evening. It climbed out on their side, shook itself in a glittering spray and trotted up the bank onto the road.}
  {last == "watch": Dad drove slowly along the valley road toward the rise, windows down, the tires crunching on gravel. Then he braked, gently. A gray wolf had stepped out of the sage and onto the road, right in front of them.}
  "Stay in the car," Dad whispered. "We stay inside, and we let the wolf decide where it goes. We never follow a wolf. Not even a little."
  The wolf stopped in the middle of the road. Up close it was taller than {hero} had imagined, thin and rangy, with huge paws and a coat of a hundred grays, and it turned its head and looked straight at them with pale yellow eyes. {hero} held {their} breath. It wasn't scary, exactly. It was more like being looked at by the whole valley at once.
  Its nose twitched, tasting the air around the car, sorting out car and people and whatever {pal} smelled like. Then, as if it had filed them all away as unimportant, it turned its head and gazed out across the valley, ears forward, listening for something only it could hear.
  {kind == "fox": {pal} stared back, wide-eyed, and said in the smallest voice {hero} had ever heard from it, "Hello, cousin."}
  Then the wolf lifted its nose and howled. It was so loud and so close that {hero} felt it in {their} chest and in the roots of {their} hair, long and high and wavering, the same lonely call they had heard at the start of the evening.
  From far across the valley, a chorus of howls answered, many voices at once.
  The wolf's ears shot up. It trotted off the road and away through the sage toward the answering voices, faster and faster, breaking into a long, easy lope, until the dusk swallowed it whole.
  For a while, nobody in the car said a single word. Nobody even breathed properly.
  "It heard them," {hero} whispered at last. "All that calling, and it heard them."
  Dad let out a long, shaky breath, and then laughed at himself. "Look at that," he said, holding up one hand. "Forty-two years old, and I'm shaking like a leaf."
  {hero} leaned out of the window as far as Dad would allow. In the dust at the edge of the road was a line of fresh paw prints, each one nearly as wide as Dad's palm, pointing away toward the answering howls. An hour ago, {hero} had been staring at a valley of grass, wondering whether a single lonely voice would ever get an answer. Now {they} had seen its eyes.
  {with_ranger: The ranger's radio crackled, and she spoke into it quietly from her truck. "Lone gray crossed the road at the bend. Heading for the pack." Then she leaned out of her window and gave {hero} a very slow, very serious thumbs up.}
  "You know, back in 1872, people decided this whole valley should stay wild and belong to everybody, forever," said Dad. "Yellowstone was the very first national park." # fact: united-states-march
  {heard_1995: "Being a park didn't save the wolves, though," {hero} said slowly. "The ranger said they were gone for seventy years." # fact: gray-wolves-brought}
  {heard_1995: "It didn't," said Dad. "People hunted every last one of them out of the park, and it took until 1995 to bring them back. But the valley was kept wild the whole time. So when the wolves came home, there was still a home to come to."}
  {not heard_1995: "So the wolves have always been safe here?" {hero} asked.}
  {not heard_1995: "Not even close," said Dad. "People hunted every last one of them out of Yellowstone, and for about seventy years there wasn't a single howl here, until wolves were brought back in 1995. But the valley was kept wild the whole time. So when they came home, there was still a home to come to." # fact: gray-wolves-brought}
  "It looked right at us," {hero} said. "It looked at us, and then it just decided we didn't matter, and went home."
  "That's the best thing a wild animal can decide about people," said Dad. "Believe me."
  {hero} couldn't stop smiling. Somewhere out there in the dusk, a family of wolves was together again, and {they} had been there, right there, to watch one of them find the way.
  {last == "jam": "Worth every single bison," said {pal}.|"Worth every minute," said {pal}.} # ending: wolf-on-the-road
}
-> END
