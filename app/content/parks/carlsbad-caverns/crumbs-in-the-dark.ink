# title: Crumbs in the Dark
# month: 6
INCLUDE shared/story.ink

// Where the hero is when a chapter may end early: "hurry", "look", "ask" (chapter 2, all on the
// Natural Entrance trail), then "corridor", "rock", "rest" (chapter 3).
VAR at = ""
// How chapter 2 was spent: "hurry" (chased the crumbs: they follow the family), "look" (studied a
// crumb: the crackers from the car), "ask" (the ranger made them crumb scouts and told the chips story).
VAR route = ""
// The chapter-3 scene: "corridor" (Iceberg Rock and the Boneyard), "rock" (the Rock of Ages and the
// cricket), "rest" (the rest area by the elevators, where the ranger arrives).
VAR spot = ""
// The ranger is standing with them (set before the end-now check where she has just arrived).
VAR ranger_near = false
// The ranger has told them what food does to a cave.
VAR knows_why = false

-> crumbs_at_the_mouth

// ---------------------------------------------------------------- chapter 1
=== crumbs_at_the_mouth ===
# place: natural-entrance
{band:
- "young":
  The mouth of the cave was huge and dark. {hero} tipped {their} head way back to see the top of it.
  Cool air puffed out of it, as if the cave was breathing. {hero} shut {their} eyes to feel it on {their} face.
  A ranger stood by the path. She had a long grabber tool on her belt. "Hi! I am Ranger Vigil," she said. "No food in the cave, please. Just water."
  Dad read the sign out loud in a big voice. "Plain water only!"
  Dad zipped up his big green jacket. "It is cool down there all year," he said. "Even in June!" # fact: inside-cave-temperature
  {friend != "": {friend} came too, and held on to {hero}'s sleeve.}
  Dad went down first, with his guidebook. At every bend, he stopped and waved. "Come on, slowpokes!"
  Down they went, back and forth, back and forth. The air got cool. The light got dim. It smelled damp, like a wet basement.
  Then {hero} stopped. There was a tiny orange thing on the path.
  It was a crumb. A cheesy crumb!
  There was one more by the next bend. And one more after that.
  "Somebody is eating in the cave," said {hero}.
  "Somebody is feeding the cave!" said {pal}.
  That was bad. The ranger said people food did not belong in the cave. Who was dropping crumbs?
  Up behind them, Ranger Vigil was walking down too.
  Dad was waiting at the bend below, under a lamp. Near his boots, one more orange crumb shone.
- "middle":
  The mouth of Carlsbad Cavern was so wide and so dark that {hero} had to tip {their} head right back to see the top of it.
  It was a June morning, already hot, and the paved trail zigzagged down the hillside straight into that giant black opening. Cool air flowed up out of it, as if the whole hill were breathing out, and {hero} stood at the rail with {their} eyes shut just to feel it on {their} face.
  At the top of the trail stood a ranger with a long metal grabber clipped to her belt. "Good morning, I'm Ranger Vigil," she told everyone. "Past this sign, plain water only. The cave has its own tiny food chain, and our food doesn't belong in it."
  Dad read the sign beside her out loud, in his deep announcer voice, just to be sure everybody had heard: "Plain water only."
  Dad zipped his old green jacket up to his chin, although the sun was blazing. "Down there it stays about fifty-six degrees all year," he said. "Summer or winter. I came prepared." # fact: inside-cave-temperature
  {friend != "": {friend} had come too, and was already counting the trail lamps.}
  Then Dad set off down the switchbacks with his guidebook open, always a bend ahead, stopping at every corner to read out a bit and wave them on. {hero} came after him slowly, looking at everything. With every turn the air grew cooler and the daylight grayer, and a sharp, musty smell drifted up to meet them. "Bats," Dad called back. "They sleep much deeper in, where the trail doesn't go."
  Then {hero} stopped. On the gray path, right by {their} shoe, lay a speck of bright orange.
  A crumb. A cheesy orange crumb, in a place where nobody was supposed to have any food at all.
  At the next bend there was another. At the bend after that, a third, glowing under a little trail lamp.
  "Someone is snacking in the cave," {hero} whispered.
  {pal} {sniffed()}. "Someone," it said, "is feeding the cave."
  If those crumbs kept falling all the way to the bottom, the cave would be getting a meal it had never asked for. Somebody had to find out who was dropping them.
  "Dad!" {hero} called down softly. "Somebody's dropping crumbs!"
  "Then we'll track them down," Dad called back. "But we walk, detective. Nobody runs on a trail this steep."
  Up behind them, Ranger Vigil had started down the trail too. And on the bend below, where Dad stood waiting with his nose in the guidebook, another orange speck was shining.
- else:
  It was June, and people had told {hero} that the entrance to Carlsbad Cavern was big. Nobody had said it would look as if the hillside had opened its mouth and forgotten to close it.
  The paved trail zigzagged down toward it in tight switchbacks, and the morning sun was already fierce on the back of {hero}'s neck. But a cool breath was rising out of the opening, as steady as a fan, smelling of stone and damp, and {hero} leaned on the rail with {their} eyes shut and let it wash over {their} face.
  At the top of the trail, a ranger with a long metal grabber clipped to her belt was welcoming the first group of the day. "Morning, everyone. I'm Ranger Vigil," she said, in the calm, carrying voice of someone who had said the same thing a thousand times and still meant it. "Before you go down, read the sign. Past this point, plain water only. No snacks, no gum, not even a mint. This cave has its own tiny food web, and our food has no place in it."
  Dad read the sign beside her out loud, in the deep announcer voice he used for birthday cakes and bad news, in case anyone had missed it: "Plain water only beyond this point."
  Dad zipped his faded green jacket right up to his chin, although it was hot enough to fry an egg on the railing. "It stays around fifty-six degrees down there," he told {hero}, "every single day of the year. Last time I came, I froze. This time I'm a genius." # fact: inside-cave-temperature
  {pal} glanced at the jacket, then at the blazing sky, and for once in its life decided to say nothing.
  {friend != "": {friend} had come along as well, and was already trying to count the trail lamps, which was hopeless.}
  Dad had read the whole guidebook in the car, mostly aloud, and now he strode off down the switchbacks with it open in his hands, always a bend ahead, stopping at every corner to read out a sentence and wave them on. {hero} took it slowly. Each switchback turned them back into the hill, and with every turn the air grew cooler and the light grayer, with a sharp, musty smell riding on it. "Bats," Dad called up, wrinkling his nose. "They sleep much deeper in, in a part of the cave the trail doesn't go. This is just their front porch."
  Then {hero} stopped so suddenly that {pal} nearly walked into {them}.
  On the gray path lay a speck of bright orange. A crumb. A cheesy, orange, unmistakable crumb, ten minutes after a ranger had said "not even a mint."
  At the next bend there was another one. At the bend after that, a third, lit up under one of the little trail lamps like something in a museum case.
  "Somebody is snacking in the cave," {hero} whispered.
  {pal} {sniffed()}. "Somebody," it said darkly, "is feeding the cave."
  {hero} pictured a trail of crumbs running all the way down into the deepest, quietest rooms, where nothing had ever tasted cheese. It felt wrong, the way a muddy footprint on a clean floor feels wrong. Someone had to find out who was doing it, and stop them.
  "Dad," {hero} hissed down the slope. "We've got a snacker."
  "Detective rules, then," Dad called back, without looking up from his book. "We walk. Nobody runs on a trail this steep, not even a detective."
  Up behind them, Ranger Vigil had started down the trail too, checking the handrails as she went. And on the bend below, in the glow of the lamp where Dad stood waiting with his nose in the guidebook, a fourth orange speck was shining.
}
* [Hurry down the trail after the crumbs # act: go] -> hurry_down
* [Crouch down and look closely at the crumb # act: look] -> crumb_clue
* [Ask Ranger Vigil why a few crumbs matter # act: ask] -> ranger_job

// ---------------------------------------------------------------- chapter 2
=== hurry_down ===
# place: natural-entrance
~ at = "hurry"
{band:
- "young":
  {hero} went fast, but {they} did not run! At the next bend {they} caught up with Dad. After that, they went on side by side.
  The last bit of daylight was gone now. Little lamps glowed by the path. Past them, the cave was black and very, very big.
  Then {hero} saw something funny. The path in front of them was clean. No more crumbs!
  Two bends down was a family. At the back was a boy with a toy bat on his backpack. He was swinging something in his hand.
  "Is it him?" whispered {pal}. "Is he eating the last ones?"
- "middle":
  They hurried, as much as anyone can hurry on a trail that steep, and caught up with Dad at the next bend. After that he walked right at {hero}'s elbow, one hand on the rail, and {pal} {moved()} close behind.
  The last gray daylight slipped away behind them. Now the only light came from small lamps set low along the path. Beyond them the cave went on into a blackness bigger than {hero} could guess. The passage was as wide as a street, and its ceiling was lost somewhere overhead.
  And then, strangely, the crumbs stopped. The path ahead lay clean and gray under the lamps, bend after bend.
  Two bends down, {hero} saw why, or thought {they} did: a family walking slowly, and at the back, a boy with a rubber bat clipped to his backpack, swinging something in his hand.
  "Suspect," breathed {pal}. "He's eating the last of them."
- else:
  They hurried, as much as anyone can hurry on a trail that drops down the inside of a hill, and caught up with Dad at the next bend. After that he stayed right at {hero}'s elbow, one hand sliding along the rail, and {pal} {moved()} so close behind that {hero} could hear it breathing.
  The last of the gray daylight slipped away over their shoulders. After that there was only the cave: little lamps set low along the path, and beyond their glow a darkness so huge and so solid that {hero}'s eyes kept trying to find the edges of it and failing. The passage they were walking down was as wide as a street and far taller than any building in {hero}'s town. Somewhere out there, water ticked onto stone.
  And then, strangely, the crumbs stopped. The path ahead lay clean and gray under its lamps, bend after bend, as if the snacker had simply run out of snack.
  Two bends further down, {hero} spotted a reason, or thought {they} did: a family going slowly, and at the back, dawdling, a boy with a rubber bat clipped to his backpack, swinging something in his hand.
  "Suspect," breathed {pal}. "Finishing off the evidence, I bet."
}
{end_now: -> end_early}
~ route = "hurry"
{band:
- "young":
  They caught up. The thing in his hand was a water bottle! Glug, glug. His hands were empty. His pockets were flat.
  "Not him," said {hero}.
  Then {pal} looked back. "Look!" it said. "Behind us!"
  On the path behind them lay a new crumb. It was not there before. {hero} was sure!
  "The crumbs are following us," said {pal} in a tiny voice.
  {hero} checked {their} pockets. Empty! {pal} checked itself all over. Nothing!
  Dad laughed. "Don't look at me," he said. "I read the sign!"
  Nobody else was on this bend. Just the three of them.
  So who was feeding the cave?
- "middle":
  It took all of {hero}'s willpower not to run. When they caught up, the thing in the boy's hand turned out to be a water bottle. He took a swig, screwed the lid back on and waved at {pal}. His hands were empty. His pockets were flat. There wasn't a single orange speck on him.
  "Not him," {hero} whispered, disappointed.
  Then {pal} turned around and went very still. "Look," it said. "Look behind us."
  On the bend they had just walked down lay a brand new crumb. {hero} was certain it had not been there a minute ago, because {they} had been looking at every inch of that path.
  "It's following us," {pal} said in a small voice.
  A shiver ran down {hero}'s back that had nothing to do with the cool air. {They} patted {their} own pockets. Empty. {pal} checked itself all over, just in case. Nothing.
  Dad laughed. "Don't look at me," he said, patting his green jacket. "I read the sign. Out loud."
  The boy with the rubber bat and his family walked on around the next bend, their voices turning into echoes.
  {hero} looked at the new crumb, and at the three of them standing there. There was nobody else on this bend. Somebody right here was feeding the cave.
- else:
  It took every scrap of {hero}'s willpower not to run. By the time they drew level, {hero} had a whole speech ready. It turned out not to be needed. The thing in the boy's hand was a water bottle. He took a noisy swig, screwed the lid back on, and gave {pal} a friendly wave. His hands were empty. His pockets were flat. There was not one orange speck on him anywhere, and {hero} looked very carefully.
  "Not him," {hero} muttered. Detective work, it turned out, was mostly being wrong.
  Then {pal} turned around and went completely still. "Look," it said, in a voice {hero} had never heard it use before. "Look behind us."
  On the very bend they had just walked down lay a brand new crumb. {hero} knew it was new, because {they} had studied every inch of that path on the way down, and it had not been there. It was as if the crumbs had got tired of leading them and had started following them instead.
  A shiver went down {hero}'s back, and it was not the cool air. {They} patted {their} own pockets: empty. {pal} inspected itself from nose to tail, in case it had somehow become a snack dispenser without noticing. Clean.
  Dad laughed. "Don't look at me like that," he said, patting his green jacket. "I read the sign. Out loud, in my best voice. I am the most law-abiding person in this entire cave."
  The boy with the rubber bat and his family disappeared around the next bend, their voices turning into echoes. Below, the trail lamps curled away toward the bottom of the cave, where the biggest room of all was waiting.
  {hero} looked at the new crumb, and then at the three of them standing there, and did some very uncomfortable arithmetic. There was nobody else on this bend. Somebody right here was feeding the cave.
}
* [Wait beside the trail and watch who drops what # act: wait] -> corridor_watch
* [Go on down into the Big Room and see if the crumbs come too # act: go] -> rock_cricket
* [Ask a ranger at the bottom of the trail for help # act: ask] -> rest_stop

=== crumb_clue ===
# place: natural-entrance
~ at = "look"
{band:
- "young":
  "Dad! Come and see!" called {hero}. Dad came back up the path.
  {hero} bent down low. {They} did not touch the rock. Dad bent down too. His knees went crack!
  The crumb was a tiny orange square. It had a little hole in the middle. It smelled like cheese.
  {pal} {sniffed()}. "It is crunchy," it said. "It is new!"
  "The cave is damp," said Dad. "Old crumbs go soft. This one just fell."
  So the snacker was close. Very close!
- "middle":
  "Dad!" {hero} called, and Dad came back up from the bend below to see.
  {hero} crouched beside the crumb, careful to keep {their} hands on {their} own knees. Dad crouched too, with a creak. "Good," he said. "Hands off the rock. The oil on our skin stains it and stops it growing."
  Up close, the crumb was a tiny orange square with a neat little hole in the middle. It smelled of cheese.
  {pal} {sniffed()}. "Fresh," it announced. "Crunchy. Not soggy at all."
  "That matters," Dad said slowly. "The air down here is damp. A cracker left lying around goes soft, and then it goes fuzzy. This one hasn't been here long."
  So the snacker was close. Maybe only a bend or two away.
- else:
  "Dad!" {hero} called softly, and Dad came back up from the bend below, guidebook first, to see what the detective had found.
  {hero} crouched beside the crumb, hands firmly on {their} own knees so they couldn't wander toward the rock. Dad crouched too, with a knee-crack that went echoing off somewhere far away. "Good instinct," he said. "The oil on your skin stains cave rock and can stop it growing. Page twelve."
  Up close, the crumb was a tiny orange square with a neat little hole poked in its middle, like a button for a doll's coat. It smelled, unmistakably, of cheese.
  {pal} {sniffed()}. "Fresh," it reported, in its best detective voice. "Crisp. Not soggy in the least."
  "Now, that's interesting," Dad said slowly. "The air in a cave like this is damp. Really damp. Leave a cracker lying around down here and first it goes soft, and then it goes fuzzy. This one's still crunchy. It can't have been here long."
  The back of {hero}'s neck began to prickle. So the snacker was close. Very close. Maybe only a bend or two away, munching in the dark.
}
{end_now: -> end_early}
~ route = "look"
{band:
- "young":
  {hero} looked at the little hole. {They} had seen crackers like this before. They were in a box in the car! Dad ate them all the way here.
  {hero} looked at Dad.
  "Not me!" said Dad. "That box is in the car." He patted his jacket. It went crinkle.
  Plink! went a drip, far away. The rock by the path was lumpy and smooth, like melted candles. {pal} leaned close to look. Then it leaned back. No touching!
  Dad walked on down, humming. Did something orange just fall by his boots? It was too dim to see.
  At the next bend, there was another crumb. Lots of people like those crackers, {hero} told {themself}.
  But Dad's green jacket was already far down the path.
- "middle":
  {hero} stared at the little hole in the middle. {They} had seen crackers exactly like that before. Very recently. In a box on the back seat of the car, with Dad's hand going in and out of it all the way here.
  {hero} looked up at Dad.
  "Oh, no, you don't," said Dad. "That box is in the car, where it belongs. I'm a rule-follower." He patted the pockets of his green jacket, and they made a small crackly noise. Probably a map.
  Somewhere in the dark, water dripped: plink, then a long wait, then plink. The rock beside the trail bulged with smooth, rounded shapes, like melted candle wax frozen in place. {pal} leaned toward it, remembered, and leaned back again.
  Dad stood up and walked on down the path, humming, a bend ahead again. For a second {hero} thought {they} saw something tiny and orange drop behind his boots. But when {they} blinked, there was only the gray path.
  There were more crumbs after that, one at every bend, all of them little orange squares with holes. Lots of people liked those crackers, {hero} told {themself}. Lots of people had cars.
  "Suspects so far," said {pal}, very seriously. "Everybody in the whole cave. That's a lot of suspects."
  "We need more clues," {hero} said, watching Dad's green jacket disappear around the next bend.
- else:
  But {hero} was not really thinking about bends. {They} {were} thinking about the little hole in the middle of the cracker, because {they} had seen crackers exactly like that quite recently. In a box. On the back seat of the car. With Dad's hand going in and out of it all the way from the motel, like the claw in an arcade machine.
  {hero} looked up at Dad.
  Dad looked at the crumb, then at {hero}, and his eyebrows went up in wounded innocence. "Oh, no, you don't," he said. "That box is in the car, where it belongs. I am a rule-follower. Ask anyone." He patted the pockets of his green jacket to prove it, and they made a small crackly noise, which could have been anything. Probably a map.
  Somewhere off in the dark, water dripped: plink, then a long wait, then plink. The rock beside the trail bulged with smooth, rounded shapes, like candle wax that had melted and then changed its mind. {pal} leaned toward it for a closer look, remembered, and leaned back again with enormous self-control.
  Dad stood up and strolled on down the path, humming, a bend ahead as usual. {hero} watched him go. In the dim light, just for a second, {they} thought {they} saw something tiny and orange fall behind his boots. But when {they} blinked, there was only the gray path, and {they} couldn't be sure of anything.
  There were more crumbs after that, of course, one at every bend, glowing under the lamps, and every one was a little orange square with a hole in the middle. Lots of people liked those crackers, {hero} told {themself} firmly. Lots of people had cars with boxes on the back seat. A good detective did not accuse {their} own father on the evidence of one cracker.
  "We need more clues," {hero} said.
  "Clues," agreed {pal}. "And possibly a small snack. No! No snacks. I take that back."
  Far below, Dad's humming floated back up the passage, and his green jacket slipped around the next bend and out of sight.
}
* [Go on down to the Big Room, following the orange squares # act: go] -> rock_cricket
* [Take the clue to the bottom and ask a ranger # act: ask] -> rest_stop
* [Wait quietly beside the trail and watch the path # act: wait] -> corridor_watch

=== ranger_job ===
# place: natural-entrance
~ at = "ask"
~ ranger_near = true
{band:
- "young":
  {hero} waved, and Ranger Vigil came down to them. Dad came back up to see, too. {hero} pointed at the path.
  "Oh, no," said the ranger. "Not again."
  She took out a little paper bag. She picked up the crumb with a tissue. In it went.
  "It is just one crumb," said {pal}. "Is that so bad?"
- "middle":
  {hero} waved, and Ranger Vigil came down the last few steps toward them, while Dad climbed back up from the bend below to see what was going on. {hero} didn't say anything. {They} just pointed.
  The ranger looked at the orange speck on the path and sighed. "Oh, no. Not again," she said. She pulled a folded paper bag from her pocket, picked up the crumb with a tissue, as gently as a tiny egg, and dropped it in.
  Then she looked down the trail and saw the next one, under the lamp at the bend below. "Did you see who dropped them?" she asked.
  "No," said {hero}. "We just keep finding them. One at every bend."
  "It's only a crumb," said {pal}, trying to be fair. "Is one crumb really so bad?"
- else:
  {hero} waved both arms, and Ranger Vigil came down the last few steps toward them, tipping back her hat, while Dad climbed back up from the bend below with his guidebook to find out what the fuss was. {hero} didn't say anything. {They} just pointed.
  The ranger looked down at the orange speck on the path and let out a long breath. "Oh, not again," she said. She pulled a folded paper bag from her pocket, lifted the crumb in a tissue, gently, the way you would lift a hummingbird's egg, and dropped it in.
  Then she looked further down the trail, and her mouth went tight. She had seen the next one, glowing under the lamp at the bend below. She turned back to {hero} with the face of a teacher who has just found gum under a desk: not angry, exactly, but tired in a very particular way. "I don't suppose you saw who dropped them?"
  {hero} shook {their} head. "We only found them. One at every bend, all the way from the top."
  "It's only a crumb," said {pal}, who liked to be fair to everybody, even snackers. "Is one crumb really so bad?"
}
{end_now: -> end_early}
~ route = "ask"
~ knows_why = true
~ ranger_near = false
{band:
- "young":
  "One crumb? Maybe not," said the ranger. "But crumbs add up. It is damp in here, so food gets moldy. Then cave crickets come to eat it. They should eat their own cave food."
  "Once, someone dropped a whole bag of chips in the Big Room," she said. "Mold grew all over it. Crickets came. It was like a tiny jungle!"
  "A chip jungle," said {pal}. "Yuck!"
  The ranger gave {hero} the paper bag. "Will you be my crumb scouts? Crumbs on the path go in here. Crumbs off the path, leave them! Never step off the path. Just tell me where they are."
  "Where will you be?" asked {hero}.
  "Later I will ride the elevator down to the Big Room," she said. "Find me there."
  {hero} held the bag tight. Crumb scout!
  Dad went on down the path, a bend ahead, humming. And when {hero} got to that bend, there was a new orange crumb! The bag was going to get full.
- "middle":
  "One crumb, maybe not," said the ranger. "But crumbs add up. It's damp down here, so food goes moldy fast, and mold doesn't belong in this cave. Then cave crickets and tiny mites come crowding in to eat it, instead of the things they're supposed to eat. A while ago someone dropped a whole bag of chips off the trail in the Big Room. By the time we found it, it had turned into a little jungle of mold and critters."
  {pal} looked horrified. "A jungle," it said. "Made of chips."
  Ranger Vigil held out the paper bag. "Will you be my crumb scouts? Crumbs on the paved trail, you pick up with a tissue and pop in here. Crumbs off the trail, you leave alone. Never step off the path, not even to reach one. Just remember exactly where it is and tell me."
  {hero} took the bag the way you would take a medal. "Where will you be?"
  "Right now I have to go back up and talk to the next group," she said. "Later I'm riding the elevator down to the Big Room. Find me there." And she went back up the switchbacks.
  Dad bowed. "Crumb scout," he said. "Very official."
  Then Dad set off down the trail again, a bend ahead as usual, humming. By the time {hero} reached that bend, a fresh orange speck was lying on the path. Somewhere down there, someone with orange fingers had no idea they were being hunted.
- else:
  "One crumb, on its own? Maybe not," the ranger said. "But crumbs add up, and caves are fussy. The air down here is damp, so food goes moldy fast, and mold isn't supposed to grow in here at all. Then the cave crickets and the tiny mites find it and come crowding in, and they stop eating what they're meant to eat. A while back somebody dropped a whole bag of chips off the trail in the Big Room. By the time we found it, it had turned into a little jungle: mold, crickets, mites, the lot. It took ages to clean up."
  {pal} looked appalled. "A jungle," it said faintly. "Made of chips."
  "So." Ranger Vigil held out the paper bag. "Will you two be my crumb scouts? Crumbs on the paved trail, you pick up with a tissue and pop in here. Crumbs off the trail, you leave exactly where they are. You never step off the path, not even to reach one. You remember where it is, as precisely as you can, and you tell me."
  {hero} took the bag carefully, like a medal at a ceremony. "Where will you be?"
  "Right now I have to go back up and welcome the next group," she said. "Later I'm riding the elevator down to the Big Room for my shift. Find me there with your report." She gave them a small, serious nod, the kind you give to colleagues, and went back up the switchbacks two steps at a time.
  Dad bowed low to {hero}. "Crumb scout," he said. "Very official. I'm honored to be seen with you."
  Then Dad tucked the guidebook under his arm and set off down the trail again, a bend ahead as usual, humming something from a musical. By the time {hero} reached that bend, a fresh orange speck was waiting on the path in its own little pool of lamplight, as if it had been put there specially. The bag was going to need to be bigger than it looked. And somewhere down there, one bend ahead or ten, someone with orange fingers had no idea they were being hunted.
}
* [Help the ranger by scouting the trail to the bottom # act: help] -> rest_stop
* [Wait beside the trail and watch for the next crumb to fall # act: wait] -> corridor_watch
* [Look for crumbs along the Big Room trail # act: look] -> rock_cricket

// ---------------------------------------------------------------- chapter 3
// Iceberg Rock and the Boneyard, near the bottom of the Natural Entrance trail: they wait and watch.
=== corridor_watch ===
# place: natural-entrance
~ at = "corridor"
{band:
- "young":
  Near the bottom of the trail was a giant rock. It was bigger than a house!
  "Iceberg Rock," Dad read. "It fell from the ceiling, long, long ago."
  {hero} looked up at the dark ceiling. Gulp.
  "We will wait here," said {hero}. "We will watch. Then we will see who drops the crumbs."
  {route == "ask": {hero} held the ranger's bag open.}
  {route == "look": {hero} tried not to think about the crackers in the car.}
  {route == "hurry": "If the crumbs follow us, they must walk past," said {pal}.}
  {pal} {sniffed()}. Then it kept watch on the path.
- "middle":
  Near the bottom of the trail, the path curled past a boulder so enormous that {hero} stopped just to stare. It was bigger than a house, gray and tilted, lying on the cave floor as if a giant had dropped it.
  "Iceberg Rock," Dad read from a small sign. "It fell from the ceiling thousands of years ago."
  {hero} looked up at the ceiling, somewhere in the darkness far overhead, and decided not to think about that for too long.
  There was a wide spot beside the rail, out of everyone's way. "We wait here," {hero} said. "We watch everybody who comes down. If anything falls, we'll see it."
  {route == "ask": {hero} held the ranger's paper bag open, ready.}
  {route == "look": {hero} tried very hard not to think about the crackers in the car.}
  {route == "hurry": "And if the crumbs are following us," {pal} muttered, "they'll have to walk right past."}
  {pal} {sniffed()}, then planted itself by the rail and watched the path as if it owed them money.
- else:
  Near the bottom of the trail, the passage opened out, and the path curled past a boulder so enormous that {hero} forgot to keep walking. It was bigger than a house, gray and tilted, resting on the cave floor at a slant, as if a giant had been carrying it somewhere and simply put it down.
  "Iceberg Rock," Dad read from a small sign. "A single block that fell from the ceiling thousands of years ago."
  {hero} looked up at the ceiling, which was somewhere in the darkness high overhead, invisible and presumably still attached, and decided not to think about it for too long.
  Beside the rail there was a wide spot, out of everyone's way. {hero} stopped there and planted {their} feet. "We wait," {they} announced. "We watch every single person who comes down this trail. If anything falls out of anybody, we'll see it."
  {route == "ask": {hero} held the ranger's paper bag open, ready for evidence.}
  {route == "look": {hero} tried very hard not to think about the box of crackers on the back seat of the car, and mostly failed.}
  {route == "hurry": "And if the crumbs really are following us," {pal} muttered, "they'll have to walk right past. Ha."}
  {pal} {sniffed()}, then settled in to watch the path with the kind of focus it usually saved for dinner.
}
{end_now: -> end_early}
~ spot = "corridor"
{band:
- "young":
  People came down the path. A man with a cane. Two big kids. A mom with a sleepy baby.
  Nobody dropped a crumb.
  The rock here was full of holes, like a sponge. "Acid ate this cave out of the rock," said Dad. "Slowly, slowly. You can see where it chewed!" # fact: cavern-dissolved-limestone
  "Rude acid," said {pal}.
  At last Dad bent down to tie his boot. Then they walked on.
  {hero} looked back. Oh no!
  There was a new crumb on the path, right where Dad bent down. And one crumb had bounced into a hole in the spongy rock, past the rail. It was too far for any hand to reach.
  "Stay on the path," said Dad. "Even for a crumb."
  Nobody else had stood there. Only them!
  {hero} looked at Dad's green jacket. Hmm.
- "middle":
  People came down out of the dark in ones and twos: a man with a cane, two teenagers whispering, a mother with a baby asleep on her chest. {hero} watched every hand and every pocket. Nobody dropped a thing.
  The rock beside them was strange. It was full of holes, big and small, like a sponge, with thin walls of stone between them. "This part is called the Boneyard," Dad said quietly. "Most caves are carved by water trickling through the rock. This one was eaten out by acid. You can see where it chewed." # fact: cavern-dissolved-limestone
  "Rude," said {pal}, glaring at the holes.
  At last Dad crouched to retie his bootlace, and they gave up and walked on. Ten steps. Twenty. Then {hero} glanced back, and {their} stomach flipped.
  On the path, right where Dad had crouched, lay a bright orange crumb. Another had bounced off the edge of the trail into one of the holes in the honeycomb rock, beyond the rail and too far for any hand to reach. Nobody could climb out there after it, either. Off the trail, even one footprint would last for years.
  Nobody else had stood there. Only them.
  {pal} checked itself all over, looking hurt. {hero} turned out {their} own pockets: a hair tie and some fluff. Dad just shook his head. "Well, it's a mystery," he said cheerfully.
  {hero} looked at the crumb in the honeycomb hole, and then at the back of Dad's green jacket, and didn't like the thought that came next at all.
- else:
  People came down out of the dark in ones and twos: a man with a cane, two teenagers whispering about a horror film, a mother with a baby asleep on her chest like a warm sack of flour. {hero} watched every hand, every pocket, every swinging bag, until {their} eyes ached. Nobody dropped so much as a speck.
  The rock beside them was strange. It was riddled with holes, big and small, like a sponge or a slice of very old cheese, with thin walls of stone curving between them. "This stretch is called the Boneyard," Dad said quietly. "Most caves are carved out by water trickling through the rock for ages. Not this one. This one was eaten out by acid. You can see where it chewed." # fact: cavern-dissolved-limestone
  "Rude," said {pal}, glaring at the holes as if they had done it personally.
  In the end Dad crouched to retie his bootlace, and they gave up and walked on. Ten steps. Twenty. Then {hero} glanced back, and {their} stomach turned a slow somersault.
  On the path, exactly where Dad had crouched, lay a bright orange crumb. And another had bounced off the edge of the trail and landed in one of the honeycomb holes beyond the rail, sitting there in the rock like an egg in a nest, too far for any hand to reach from the trail. Nobody was going over that rail, not for a crumb, not for anything: out there on the bare rock, one careless footprint would stay for years.
  Nobody else had stood on that spot. Nobody. Only the three of them.
  {pal} checked itself all over again, looking deeply wounded. {hero} turned out {their} own pockets: a hair tie and a gray ball of fluff. Dad just shook his head and zipped his green jacket a little higher. "Well, it's a mystery," he said cheerfully.
  {hero} looked at the crumb sitting in its hole in the honeycomb rock. Then {they} looked at the back of Dad's green jacket, and a thought arrived that {they} did not invite and did not like one bit.
}
* [Walk right behind Dad and watch his jacket # act: look] -> end_caught
* [Remember exactly which hole the crumb is in, then fetch a ranger # act: help] -> end_grabber
* [Hurry on down after the crumbs before any more fall # act: go] -> end_chase

// The Rock of Ages in the Big Room: a cave cricket has found a crumb off the trail.
=== rock_cricket ===
# place: rock-of-ages
~ at = "rock"
{band:
- "young":
  At the bottom, they walked into the Big Room. Wow!
  It was so big! Stone icicles hung down from the top. Stone towers stood up from the floor. Lights shone on them. Far away, it was all dark.
  {flies(): {pal} looked up and flapped its wings. "Stay close," said Dad.}
  Dad marched on ahead with his guidebook. And there, by the path behind him, was a crumb!
  {hero} followed the crumbs to a giant round rock. It was taller than a house! It was the Rock of Ages. Dad stood there, looking up at it.
- "middle":
  At the bottom of the Natural Entrance trail, they walked out into the Big Room, and for a whole minute {hero} forgot all about crumbs.
  It was not like a room at all. It was more like a world with a ceiling. The paved path wound away between stone shapes of every kind: thin stone icicles hanging by the hundred, fat columns where an icicle from above had met a mound from below, folds of rock hanging like stiff curtains. Soft lights lit the nearest ones. The rest faded into darkness so far away that {hero} couldn't tell where the walls were.
  {flies(): {pal} looked up at all that space and fluffed its wings. "Don't even think about it," murmured Dad.}
  Dad strode off eagerly along the loop with his guidebook. Then, at the edge of the path behind him, {hero} spotted an orange speck. The crumbs had come all the way down. {hero} followed them along the loop to the Rock of Ages, a great rounded stalagmite taller than a house, where Dad stood gazing up with his mouth open.
- else:
  At the bottom of the Natural Entrance trail they walked out into the Big Room, and {hero} forgot, for nearly a whole minute, that crumbs had ever existed.
  It was not a room. It was a world with a ceiling. The paved path wound away between stone shapes of every kind: thin stone icicles hanging down by the hundred, fat columns where an icicle from above had finally met a mound growing up from below, folds of rock hanging like curtains that someone had starched and then forgotten about for a million years. Soft lights picked out the nearest ones. The rest faded into a darkness so distant that {hero} could not tell where the walls were, or whether there were any walls at all.
  {flies(): {pal} gazed up at all that empty space and shuffled its wings hopefully. "Don't you dare," murmured Dad.}
  Dad, who had been looking forward to this room since breakfast, strode off along the loop with his guidebook held up like a lantern. Then, at the edge of the path behind him, {hero} spotted an orange speck. The crumbs had come all the way down. {hero} followed them along the loop to the Rock of Ages: a great rounded stalagmite taller than a house, rising from the floor like a giant's melted candle, where Dad stood gazing up with his mouth open and the guidebook forgotten in his hand.
}
{end_now: -> end_early}
~ spot = "rock"
{band:
- "young":
  "Dad, how old is this big rock?" asked {hero}.
  "It grew drip by drip, for a long, long time," said Dad. "But the walls around us are even older. They were a reef once, in a shallow sea!" # fact: cave-limestone-began
  {pal} looked at the floor. Was there a fish?
  Then Dad went around the back of the big rock to read more.
  And {hero} saw it. Past the rail, on the cave floor, was a crumb. On the crumb sat a cave cricket!
  It was pale brown, with a bumpy back and long legs. Its feelers were longer than its body. Wave, wave. Nibble, nibble.
  {knows_why: "It is eating our food!" said {hero}. "The ranger said that is bad."}
  {not knows_why: "Is that bad?" asked {pal}. {hero} thought it was. People food was not cave food.}
  They could not reach it. No stepping off the path!
  Then a second cricket came. It climbed on the crumb too.
  "Now it's a party," said {pal}.
  And on the path, the way Dad went, there was another crumb.
- "middle":
  {hero} tipped {their} head back. "How did a rock this big get all the way down here?"
  "It didn't get here. It grew here," said Dad. "One drip of mineral water after another. The rock all around it is much older, though. These walls and this ceiling started out as part of a reef, in a shallow sea, about 265 million years ago. Sea creatures lived right where we're standing." # fact: cave-limestone-began
  {pal} looked at the floor as if it expected a fish.
  Then Dad wandered off around the far side of the Rock of Ages with his guidebook, and {hero} saw it. Beyond the low rail, on the cave floor beside a small stalagmite, lay an orange crumb. Sitting on the crumb was a cave cricket. It was pale brown, with a humped back and long bent legs, and its feelers were twice as long as its body, waving slowly through the air. It was nibbling.
  {knows_why: "That's what the ranger meant," {hero} whispered. "It's eating our food instead of its own."}
  {not knows_why: "Is that bad?" asked {pal}. {hero} thought of what the ranger had said at the top: our food doesn't belong in the cave.}
  They couldn't reach it, of course. Off the trail belonged to the cave, not to them.
  Then a second cricket came picking its way out of the shadows and climbed onto the crumb beside the first.
  "Oh, great," said {pal}. "Now it's a party."
  {hero} held the rail tightly. {They} wanted to climb over and snatch the crumb away. But one step off the path would leave a footprint on that floor that might last longer than {they} would.
  And further along the loop, under the next light, on the path Dad had just taken, another orange speck was shining.
- else:
  {hero} tipped {their} head right back. "How did a rock this big get all the way down here?" {they} asked. "Did it fall?"
  "It didn't get here. It grew here," said Dad, delighted to be asked. "One drip of mineral water after another, over more years than anybody can picture. The rock all around it is far older, though. These walls, this ceiling, the whole hill over our heads: all of it started out as part of a reef, in a shallow sea, about 265 million years ago. The cave was hollowed out of the old reef, and then the Rock of Ages grew up inside it, drip by drip, much later." # fact: cave-limestone-began
  {pal} inspected the floor as if it half expected a fish to swim past.
  Then Dad wandered off around the far side of the Rock of Ages, reading to himself, and {hero} saw it. Beyond the low rail, on the bare cave floor beside a small stalagmite, lay an orange crumb. And sitting on the crumb, as if it had been invited, was a cave cricket. It was pale brown, with a humped back and long, bent, springy legs, and its feelers were twice as long as its body, waving slowly through the air like someone feeling for a light switch in the dark. It was nibbling.
  {knows_why: "That's exactly what the ranger meant," {hero} whispered. "It's eating our food instead of its own. And it thinks it's won a prize."}
  {not knows_why: "Is that... bad?" asked {pal}. {hero} wasn't sure how bad. But {they} remembered the ranger's words at the top, about the cave's own tiny food web, and this didn't look like part of it.}
  They couldn't reach it. Of course they couldn't. It was off the trail, and off the trail belonged to the cave, not to them.
  Then a second cricket came picking its way out of the shadows, feelers swinging, and climbed onto the crumb beside the first one.
  "Oh, wonderful," said {pal}. "Now it's a party. Next they'll be sending out invitations."
  {hero} felt {their} hands itch. Everything in {them} wanted to swing a leg over the rail and snatch the crumb away. But the floor out there had lain untouched for longer than there had been people to touch it, and a single sneaker print would stay on it for ages, a little scar in the shape of {hero}. {They} kept {their} feet exactly where they were, and hated it.
  And further along the loop, under the next light, on the very stretch of path Dad had just strolled along, another orange speck was shining, waiting to be found by something.
}
* [Look hard at the spot so you can find it again # act: look] -> end_grabber
* [Go on along the loop after the rest of the crumbs # act: go] -> end_chase
* [Wait by the rail and watch who walks past # act: wait] -> end_caught

// The rest area by the elevators at the bottom: a false lead, and the ranger arrives.
=== rest_stop ===
# place: big-room
~ at = "rest"
{band:
- "young":
  They went down and down. At last the trail got flat. {hero}'s knees felt shaky from all those steps.
  At the bottom of the trail were elevator doors. There were tables and benches, too. Dad got there first. He went to stand by the tables with a map.
  "This is the only place in the cave where people can eat," said Dad.
  {hero} looked down. The crumbs went right toward the tables!
  "Ha!" said {pal}. "Somebody ate lunch here. Case closed!"
- "middle":
  Dad led the way down the last steep bends, and {hero} came behind him, {route == "ask": dropping each crumb {they} could reach into the ranger's bag,|counting crumbs under {their} breath,} until the trail flattened out at last. {hero}'s legs felt wobbly, the way they do after a lot of stairs.
  The Natural Entrance trail ended near a row of elevator doors and the underground rest area: tables, benches and restrooms tucked into the rock. "This is the one place in the whole cave where people may eat," Dad said over his shoulder, crossing to the tables and unfolding a park map. "Those elevators go all the way back up to the sunshine."
  {hero} looked at the floor and gasped. The crumbs ran across the paving, straight toward the tables.
  "Aha!" said {pal}. "Case closed. Somebody sneaked their lunch down early."
- else:
  Dad led the way down the last steep bends, and {hero} came behind him, {route == "ask": dropping every crumb {they} could reach into the ranger's paper bag, which was getting embarrassingly full,|counting crumbs under {their} breath and losing count twice,} until the trail flattened out at last and {hero}'s knees began to complain in the way knees do after a very long staircase. A whole mile of switchbacks, and the crumbs had come with them the entire way.
  The Natural Entrance trail ended near a row of elevator doors and the underground rest area: tables and benches and restrooms tucked into the rock, a little bit of ordinary world set down in the middle of the extraordinary one. "This is the one place in the whole cave where people are allowed to eat," Dad said over his shoulder, strolling across to the tables and shaking open a park map. "Everywhere else, water only."
  {hero} looked at the floor and gasped. The crumbs ran across the paving, straight toward the tables.
  "Aha!" said {pal}, with enormous satisfaction. "Case closed. Somebody sneaked their lunch down early, couldn't wait, and started munching on the way. I've cracked it."
}
{end_now: -> end_early}
~ spot = "rest"
~ ranger_near = true
{band:
- "young":
  But {hero} shook {their} head. The crumbs came from the top. The tables were at the bottom. It did not fit.
  A man at a table was eating a sandwich. That was OK here. {pal} looked at his crumbs. "Brown!" it said. "Not orange. It's not him."
  Ding! An elevator door opened. Out came Ranger Vigil.
  "Did you ride that all the way down?" asked {pal}.
  "Yes," she said. "It goes way down to the Big Room. It is 750 feet!" # fact: elevator-carries-visitors
  {hero} told her about the crumbs.
  {not knows_why: "Oh dear," said the ranger. "Food grows mold down here. Then crickets eat it, and not their own food."}
  She pointed. One crumb had rolled under the rail. It was on the cave floor now.
  And look! The crumbs did not stop at the tables. They went right past. The last one was by Dad's boot. He was reading his map.
- "middle":
  But {hero} frowned. The crumbs had started at the very top of the trail, and the tables were at the very bottom. These crumbs hadn't come from anyone's lunch. They had come all the way down with somebody.
  At the nearest table, a man was eating a sandwich, which was allowed here. {pal} {moved()} over and inspected the crumbs under his seat very seriously. "Brown," it reported. "Bread. Not one orange speck. He's innocent."
  The man looked puzzled, and then amused, and offered {pal} a napkin.
  Just then an elevator door slid open, and Ranger Vigil stepped out.
  {route == "ask": "Reporting, crumb scout?" she asked, and {hero} held up the paper bag, which rattled.}
  {route != "ask": "Hello again," she said, when she saw {hero} frowning at the floor. "Lost something?"}
  "Did you come all the way down in that?" asked {pal}.
  "About 750 feet, straight down from the visitor center," said the ranger. "Quicker than the trail, but not nearly as pretty." # fact: elevator-carries-visitors
  {hero} told her everything.
  {not knows_why: The ranger's face went serious. "Food makes mold grow down here," she said, "and then the cave crickets eat that instead of their own food. It upsets the whole cave."}
  Then she pointed. One crumb had rolled under the rail and lay on the bare cave floor, where no visitor may step.
  And the crumbs didn't stop at the tables after all. They ran right past them, across the paving, and the newest one lay beside Dad's boot, where he stood with his nose in the map.
- else:
  But {hero} frowned. Something didn't fit. The crumbs had started at the very top of the trail, and the tables were at the very bottom. Nobody carries a picnic down a steep mile of switchbacks just to sit at a table at the end. These crumbs hadn't come from anyone's lunch. They had come all the way down with somebody.
  At the nearest table, a man in a sun hat was eating a sandwich, which was perfectly allowed here. {pal} {moved()} over and examined the crumbs under his seat with the concentration of a scientist. "Brown," it reported at last. "Bread. Whole wheat, possibly. Not a single orange speck. This man is innocent."
  The man looked puzzled, then amused, and solemnly offered {pal} a napkin, which it accepted with great dignity and no idea what to do with.
  Just then an elevator door slid open with a soft chime, and Ranger Vigil stepped out, straightening her hat.
  {route == "ask": "Reporting, crumb scout?" she asked, and {hero} held up the paper bag, which rattled in a way that made her eyebrows rise.}
  {route != "ask": "Hello again," she said, when she saw {hero} frowning at the floor. "You look like someone who's lost something. Or found something."}
  "Did you ride all the way down in that?" asked {pal}, impressed.
  "About 750 feet, straight down from the visitor center," said the ranger. "It's quicker than the trail. Not nearly as pretty, though. You don't pass a single stone icicle in an elevator." # fact: elevator-carries-visitors
  {hero} told her everything, in order, the way detectives do.
  {not knows_why: The ranger's face went serious. "Food is a real problem down here," she said. "It's so damp that mold grows on it, and then the cave crickets come and eat that instead of their own food. One snack can upset a whole corner of the cave."}
  Then she pointed. One crumb had rolled under the rail and lay on the bare cave floor beside the trail, where no visitor may ever step.
  And the crumbs didn't stop at the tables after all. {hero} saw that now. They ran right past them and across the paving, and the newest one of all lay right beside Dad's left boot, where he stood with his nose buried in the map, humming to himself.
}
~ knows_why = true
* [Go on into the Big Room after the crumbs # act: go] -> end_chase
* [Help Dad with the map, and keep an eye on his boots # act: help] -> end_caught
* [Ask Ranger Vigil to reach the crumb under the rail # act: ask] -> end_grabber

// ---------------------------------------------------------------- endings
// Caught in the act: the hero sees a crumb fall from Dad's jacket.
=== end_caught ===
{spot:
- "corridor": -> at_corridor
- "rock": -> at_rock
- else: -> at_rest
}
= at_corridor
# place: natural-entrance
{band:
- "young":
  {hero} walked right behind Dad. {They} watched the bottom of his jacket. Step, step, step.
  Then, at the next bend, something dropped out. Plip! A tiny orange crumb!
- "middle":
  {hero} walked one step behind Dad, eyes fixed on the bottom of his green jacket. Step. Step. Around the next bend. Step.
  Then, as Dad swung around the corner, a tiny orange square slipped out from under the hem of his jacket, bounced once on the path, and lay still.
- else:
  {hero} fell in one step behind Dad, eyes fixed on the bottom edge of his green jacket, and walked the way a cat walks when it is pretending not to follow a bird. Step. Step. Around the next bend. Step.
  Then, as Dad swung around the corner past the end of the honeycomb rock, a tiny orange square slipped out from under the hem of his jacket, bounced once on the path with a sound too small to hear, and lay there, glowing, in the lamplight.
}
-> caught
= at_rock
# place: rock-of-ages
{band:
- "young":
  They waited by the rail. People came and went. Nobody dropped a thing.
  Then Dad came back around the rock, past the crickets. Plip! A crumb fell out of his jacket!
- "middle":
  They waited by the rail. People came and went, pointing up at the Rock of Ages. Nobody dropped anything.
  Then Dad, who had wandered around the far side of the Rock of Ages, came strolling back past the crickets. As he passed, a tiny orange square dropped from the hem of his jacket and landed on the path.
- else:
  They waited by the rail. People came and went, pointing up at the Rock of Ages and whispering about how tall it was. A girl with a cave-cricket sticker on her water bottle stopped to compare it with the real thing, decided the sticker was cuter, and wandered on. Nobody dropped anything at all.
  Then Dad, who had drifted around the far side of the Rock of Ages with his guidebook, came strolling back along the path, right past the feasting crickets. And as he passed, a tiny orange square dropped from the hem of his jacket, landed on the paving, and rolled to a stop against the toe of his boot.
}
-> caught
= at_rest
# place: big-room
{band:
- "young":
  {hero} went to help Dad with the map. "The Rock of Ages is here," {they} said. But {they} kept looking at his boots.
  Dad turned the map. Plip! A crumb fell from his jacket!
- "middle":
  {hero} went to help Dad find the Rock of Ages on the map. "Here," {they} said, pointing, and kept one eye on his boots.
  Dad turned the map around, then around again. As he shifted his feet, a tiny orange square dropped from the hem of his jacket and landed between his boots.
- else:
  {hero} went to help Dad find the Rock of Ages on the map, which he was holding upside down with great confidence. "Here," {they} said, pointing, and kept one eye firmly on his boots.
  Dad turned the map around, then around again, and then a third time for luck. As he shifted his feet, a tiny orange square slipped out from the hem of his jacket and landed neatly between his boots, as if it had been aiming.
}
-> caught
= caught
{band:
- "young":
  "Dad!" said {hero}. Then, more quietly, "Dad. Your jacket!"
  Dad put his hand in his pocket. His fingers poked right out through a hole at the bottom!
  He felt inside his jacket. Out came a squashed little bag of cheese crackers.
  "Oh no," said Dad. "I put these in my pocket in the car. Then I forgot!" His ears went red.
  {route == "hurry": "That is why the crumbs followed us!" said {hero}.}
  {route == "look": "The crackers from the car!" said {hero}. "I knew it!"}
  {route == "ask": {hero} held out the ranger's bag. Dad dropped the crackers in.}
  {pal} {wiggled()}. "Case closed!" it said. "Dad is the cave feeder!"
  Dad looked so sad. "It was an accident," said {hero}. Dad gave a small smile.
  Dad held his pocket shut. {hero} picked up every crumb on the path with a tissue.
  {spot == "corridor": At the bottom, Ranger Vigil came out of the elevator. {hero} told her about the crumb in the spongy rock.}{spot == "rock": Soon they met Ranger Vigil on the trail. {hero} told her about the crickets and their crumb.}{spot == "rest": Ranger Vigil saw it all. She tried hard not to laugh.}
  "I will get that one with my grabber," said the ranger. "It is often a grown-up, you know. Thank you, detective!"
  {friend != "": {friend} gave {hero} a high five.}
  "Next time, I check my pockets," said Dad.
  "And I check them too," said {hero}.
  Then they walked on into the cave. Behind them, the path stayed clean and gray.
  {spot != "rest": Later, the elevator took them 750 feet back up to the sunshine. Dad kept his hand on his pocket the whole way. # fact: elevator-carries-visitors}
- "middle":
  "Dad!" said {hero}, much too loudly. Then, remembering the cave, much more quietly: "Dad. Your jacket."
  Dad looked down at the crumb. He looked at his jacket. Very slowly, he slid his hand into the right-hand pocket, and his fingers came out through a hole in the bottom of it and wiggled at them from inside the lining.
  He felt around and pulled out a squashed little snack packet of cheese crackers, torn at one corner.
  "Oh," said Dad. "Oh, no. I put that in my pocket in the car, for later. And then I forgot all about it." His ears went pink, then red. "And I read the sign out loud."
  {route == "hurry": "That's why the crumbs were following us," {hero} said. "They were following you!"}
  {route == "look": "The crackers with the holes!" {hero} said. "I knew it. I just didn't want to know it."}
  {route == "ask": {hero} held out the ranger's paper bag without a word, and Dad dropped the packet in like a robber handing over the loot.}
  {pal} {wiggled()}. "Case closed," it said. "Caught orange-handed."
  Dad looked so miserable that {hero} felt sorry for him. "It was an accident," {they} said. "You didn't mean to feed the cave."
  "No," said Dad. "But the cave got fed anyway." He pinched the hole shut and kept his hand over it, and {hero} picked up every crumb on the paving with a tissue.
  {spot == "corridor": At the bottom of the trail, Ranger Vigil was just stepping out of an elevator, and {hero} told her the whole story, including the crumb in the honeycomb hole by Iceberg Rock.}{spot == "rock": A little further along the loop they met Ranger Vigil, walking the Big Room trail on her shift, and {hero} told her the whole story, including the crickets' crumb by the Rock of Ages.}{spot == "rest": Ranger Vigil had seen the whole thing, and was trying very hard not to laugh.}
  "I'll reach that one with my grabber," said the ranger. "You know, it's nearly always a grown-up. Thank you, detective."
  {friend != "": {friend} insisted on shaking {hero}'s hand, like a real police chief.}
  Dad hung his head. "From now on, I check my pockets at the top."
  "And I check them too," said {hero}, and for the rest of the walk, the gray path behind them stayed gray.
  {spot != "rest": When the elevator finally carried them about 750 feet back up to the hot, bright world, Dad kept one hand clamped over his pocket the whole way. # fact: elevator-carries-visitors}
- else:
  "DAD!" said {hero}, so loudly that the word bounced off the rock and three strangers turned around to stare. Then, remembering where {they} {were}, {they} said it again in a proper cave whisper: "Dad. Your jacket."
  Dad looked down at the crumb, and then at his jacket, and then, very slowly, like a man who suspects the floor is about to give way beneath him, he slid his hand into the right-hand pocket. His fingers came straight out through a hole in the bottom of it and waggled at them from somewhere inside the lining.
  After a good deal of rummaging, he pulled out a small, squashed snack packet of cheese crackers, torn at one corner, with one last orange square balanced in the tear like a diver waiting on the board.
  "Oh," said Dad. "Oh, no. I stuck that in my pocket in the car, for later, and then I completely forgot it was there." His ears went pink, then red, then a shade {hero} had never seen on a human ear before. "And I read the sign out loud, in my announcer voice."
  {route == "hurry": "That's why the crumbs were following us," {hero} said. "They weren't following us at all. They were following you!"}
  {route == "look": "The crackers with the holes," {hero} said. "I knew it at the very first crumb, and I didn't want to know it."}
  {route == "ask": {hero} held out the ranger's paper bag without a word, and Dad dropped the packet into it like a robber handing over the loot at the end of a film.}
  {pal} {wiggled()}. "Case closed," it said, with deep satisfaction. "The cave feeder is caught. Orange-handed."
  Dad looked so thoroughly miserable that {hero}'s triumph went soft around the edges, like a cracker left out in the damp. {They} had wanted to catch the snacker more than anything, but {they} had always pictured a stranger with orange fingers and no manners, not the person who had read {them} bedtime stories for years. "It was an accident," {they} said. "You didn't mean to feed the cave."
  "No," said Dad, "but the cave got fed anyway, and meaning to doesn't really come into it, does it?" He pinched the hole shut and walked on with his hand clamped over it, while {hero} picked up every crumb on the paving with a tissue, which was slow and oddly satisfying, like tidying somebody else's bedroom.
  {spot == "corridor": At the bottom of the trail, Ranger Vigil was just stepping out of an elevator, and {hero} told her the whole story, including exactly where the crumb sat in the honeycomb hole by Iceberg Rock.}{spot == "rock": A little further along the loop they met Ranger Vigil, walking the Big Room trail on her shift, and {hero} told her the whole story, including exactly where the crickets were having their party.}{spot == "rest": Ranger Vigil had watched the whole thing from beside the elevators, and was biting her lip so hard to keep from laughing that her hat was trembling.}
  "I'll fetch that one with my grabber," said the ranger. "You know, it's nearly always a grown-up who does this, and usually one who was very strict about the rules at the top of the trail. Thank you, detective. That was careful, patient work."
  {friend != "": {friend} insisted on shaking {hero}'s hand, very formally, like a police chief at the end of a big case.}
  Dad hung his head. "From now on," he said, "I check my pockets at the top, before the sign, every single time."
  "And I check them too," said {hero}. "Both pockets. And the lining."
  They walked on into the hush of the cave, and {hero} noticed that for the first time all morning {they} {were} looking up at the stone icicles and the far, dim ceiling instead of down at the floor, while behind them the gray path stayed gray.
}
# ending: orange-handed
-> END

// Crumb scouts: the hero remembered the spot, and the ranger reaches it with her grabber.
=== end_grabber ===
{spot:
- "corridor": -> at_corridor
- "rock": -> at_rock
- else: -> at_rest
}
= at_corridor
# place: natural-entrance
{band:
- "young":
  {hero} looked hard at the spongy rock. The crumb was in the third hole up. The hole was shaped like a heart.
  At the bottom, Ranger Vigil came out of an elevator. {hero} took her back up to the spot. "There!" said {hero}.
- "middle":
  {hero} stared at the honeycomb rock until {they} could have drawn it with {their} eyes shut. The crumb was in the third hole up from the path, just past the end of Iceberg Rock, in a hole shaped like a lopsided heart.
  Down at the bottom, Ranger Vigil was just stepping out of an elevator, and {hero} led her two bends back up the trail, straight to the spot.
- else:
  {hero} stared at the honeycomb rock until {they} could have drawn it from memory with {their} eyes shut. The crumb sat in the third hole up from the path, just past the far end of Iceberg Rock, in a hole shaped like a lopsided heart, with a thin stone wall like a nose to the left of it.
  Down at the bottom of the trail, Ranger Vigil was just stepping out of an elevator. {hero} explained at top speed, and led her two bends back up the trail, straight to the heart-shaped hole, without a single wrong turn.
}
-> reach
= at_rock
# place: rock-of-ages
{band:
- "young":
  {hero} looked hard. The crumb was by a little stone lump, like a melted snowman. It was two steps past the lamp.
  Then Ranger Vigil came along the trail. {hero} ran to her. No, {they} walked fast! "Come and see!"
  Dad came back too.
- "middle":
  {hero} looked hard. The crumb lay two steps past the lamp that lit the Rock of Ages, beside a small stalagmite shaped like a melted snowman, just where the rail curved. {hero} said it over three times under {their} breath.
  Then they went to find a ranger, and there, walking the loop toward them on her shift, was Ranger Vigil. {hero} led her straight back to the snowman, and Dad came strolling back around the rock to see what was happening.
- else:
  {hero} looked hard, the way you look at a page before a spelling test. The crumb lay two steps past the lamp that lit the Rock of Ages, beside a small stalagmite shaped like a melted snowman, exactly where the rail began to curve. {hero} repeated it three times under {their} breath: lamp, two steps, snowman, curve.
  Then they set off to find a ranger, and there, walking the loop toward them, was Ranger Vigil. {hero} led her back at a brisk walk that was very nearly a run, and they reached the snowman just as Dad came strolling back around the rock.
}
-> reach
= at_rest
# place: big-room
{band:
- "young":
  "Can you get that crumb?" asked {hero}. {They} pointed under the rail.
  The ranger bent down to look. "Good eyes," she said.
  "We did not go near it," said {hero}.
  "Good," said Ranger Vigil. "That is just right. And yes, I sure can get it."
- "middle":
  "Can you reach that one?" {hero} asked, pointing under the rail. "It's right on the cave floor. We didn't go anywhere near it."
  Ranger Vigil bent to look, and nodded slowly. "Good eyes," she said. "And good feet, for staying on the path. Yes, I certainly can. Stand back and watch a professional."
- else:
  "Can you reach that one?" {hero} asked, pointing under the rail. "It's right on the bare floor. We didn't go near it."
  Ranger Vigil crouched to look, one hand on her hat, and for a moment she said nothing at all. Then she nodded slowly. "Good eyes," she said. "And good feet. Plenty of people would have hopped over the rail to grab it, thinking they were helping. Yes, I certainly can reach it. Stand back and watch a professional at work."
}
-> reach
= reach
{band:
- "young":
  The ranger took the long grabber off her belt. She leaned over the rail. She did not step off the path!
  "Left," said {hero}. "Down. There!"
  Snap! The grabber got the crumb. In the bag it went.
  {spot == "rock": The crickets waved their feelers. Then they hopped away into the dark.}
  "This is my best tool," said the ranger. "Now I do not have to step off the path either.{route != "ask": Once, a whole bag of chips fell off the path in the Big Room. It grew mold, and lots of critters came. You stopped that from happening again.}"
  {hero} took a big breath. "I know who drops the crumbs," {they} said. "{spot == "corridor":One fell right where Dad tied his boot.}{spot == "rock":New ones are always where Dad just walked.}{spot == "rest":The newest one was right by Dad's boot.} {route == "hurry":And they followed us down the trail!}{route == "look":They match the crackers in the car!}{route == "ask":And every time Dad went on ahead, a new one was there.} Dad, can you check your pockets?"
  Dad put his hand in his pocket. His fingers came right out of a hole! Inside his jacket was a squashed bag of cheese crackers.
  "Oh no," said Dad. "I forgot!" He went red.
  {route == "ask": {hero} held out the bag. In went the crackers.}
  The ranger laughed. She gave {hero} a note. It said: Crumb Scout, First Class.
  "This cave has been a special, protected place since 1923," she said. "Scouts like you keep it that way." # fact: cavern-monument-1923
  {friend != "": {friend} got one too.}
- "middle":
  Ranger Vigil unclipped the long metal grabber from her belt. It had a trigger in the handle and little rubber jaws at the far end. She leaned out over the rail, never taking a single step off the trail.
  "Left," said {hero}. "More. Down a bit. There!"
  Snap. The jaws closed on the crumb, and into the paper bag it went. Dad clapped, very quietly, the way people clap in a library.
  {spot == "rock": The crickets waved their feelers crossly and crept off into the shadows to find something more normal to eat.}
  "This is my favorite tool," said the ranger, clipping the grabber back on her belt. "It means I hardly ever have to leave the path either. {route == "ask":Crumb scouts, this is exactly what I hoped you'd do.|You did exactly the right thing. Once, somebody dropped a whole bag of chips off the trail in the Big Room. By the time we found it, mold and crickets and mites had turned it into a tiny jungle.} Now we just need to find our snacker."
  {hero} took a deep breath. "I think I already have," {they} said. "{spot == "corridor":A fresh crumb fell exactly where Dad crouched to tie his boot.}{spot == "rock":The newest crumbs are always on the bit of path Dad has just walked.}{spot == "rest":The newest crumb was lying right beside Dad's boot.} {route == "hurry":And the crumbs were following us down the trail. Us! We were the only ones there.}{route == "look":And those crumbs have holes in the middle, just like the crackers in the car.}{route == "ask":And every time Dad walked on a bend ahead of us, there was a fresh crumb where he'd been.}"
  "Dad," {hero} said, "could you check your pockets, please?"
  Dad put his hands in his jacket pockets and went very still. His fingers came out through a hole in the bottom of one. From inside the lining he pulled a squashed snack packet of cheese crackers, leaking at the corner.
  "Oh," said Dad, in a small voice. "I put that there in the car. For later. I forgot."
  {route == "ask": {hero} held out the bag, and Dad dropped the packet in.}
  The ranger laughed, kindly. "It's always the ones who read the sign out loud," she said. She wrote something in her notebook, tore out the page and gave it to {hero}. It said: Crumb Scout, First Class.
  "This cave has been protected since it became a national monument in 1923," she said. "It's people like you who keep it that way." # fact: cavern-monument-1923
  {friend != "": She made one for {friend} too.}
- else:
  Ranger Vigil unclipped the long metal grabber from her belt, the kind with a trigger in the handle and a pair of little rubber jaws at the far end. She leaned out over the rail, and {hero} noticed that she never took a single step off the trail herself, not even a small ranger-sized one.
  "Left," said {hero}. "More. Down a bit, and a tiny bit more. There!"
  Snap. The jaws closed on the crumb as delicately as fingers, and into the paper bag it went, while behind {hero}, Dad gave a round of applause so quiet it was mostly just his hands touching.
  {spot == "rock": The crickets waved their feelers at the grabber in deep offense and crept away into the shadows, presumably to complain to the other crickets.}
  "Best tool I own," said the ranger, clipping the grabber back onto her belt. "It means I hardly ever have to leave the path myself. {route == "ask":And, crumb scouts, this is precisely what I hoped you would do. You would be surprised how rarely anybody does it.|You did exactly the right thing. You didn't touch it, you didn't step off the trail, and you remembered precisely where it was. Once, somebody dropped a whole bag of chips off the trail in the Big Room, and by the time we found it, mold and crickets and mites had turned it into a tiny jungle that took us ages to put right.} Now all that's left is to find our snacker."
  {hero} took a deep breath. {They} had been putting this off all morning. "I think I've found them already," {they} said. "{spot == "corridor":While we were waiting by Iceberg Rock, a fresh crumb turned up exactly where Dad crouched to tie his boot, and nobody else had stood there.}{spot == "rock":At the Rock of Ages, the newest crumbs were always on the stretch of path Dad had just walked along, and nowhere else.}{spot == "rest":Down by the tables, the newest crumb of all was lying right beside Dad's boot.} {route == "hurry":And on the trail, the crumbs were following us. Not the boy with the bat. Us. And two of the three of us had already checked our pockets.}{route == "look":And every one of them has a hole in the middle, exactly like the crackers in the box on the back seat of the car.}{route == "ask":And all the way down, every time Dad walked on a bend ahead of us, there was a fresh crumb waiting where he'd been.}"
  "Dad," {hero} said, as kindly as {they} could, "would you mind checking your pockets?"
  Dad slid his hands into his jacket pockets and went very, very still. His fingers came out through a hole in the bottom of one, and then, from somewhere deep inside the lining, he drew out a squashed snack packet of cheese crackers that was leaking quietly at one corner.
  "Oh," said Dad, in the smallest voice {hero} had ever heard him use. "I put that in there in the car, for later, and I forgot all about it."
  {route == "ask": {hero} held out the ranger's paper bag, and Dad dropped the packet in with the face of a man handing over a stolen crown.}
  {hero} had expected to feel like a detective in the last chapter of a mystery, and partly {they} did, but mostly {they} wanted to laugh, because Dad's face had turned almost exactly the color of the crackers.
  The ranger laughed too, kindly. "It's always the ones who read the sign out loud," she said. Then she wrote something in her notebook, tore out the page and handed it to {hero}. It said: Crumb Scout, First Class. Found the crumbs. Found the snacker. Stayed on the trail.
  "This cave has been protected since it became a national monument in 1923," she said, "and it stays that way because of people who pay attention." # fact: cavern-monument-1923
  {friend != "": She wrote one for {friend} too, who folded it up very small and tucked it somewhere safe.}
  {hero} put the page in {their} pocket, the one without any holes in it, and checked it twice.
}
# ending: crumb-scouts
-> END

// The cost: they chased the crumbs with their eyes on the ground and lost track of one that fell off the trail.
=== end_chase ===
{spot:
- "corridor": -> at_corridor
- "rock": -> at_rock
- else: -> at_rest
}
= at_corridor
# place: natural-entrance
{band:
- "young":
  They left the spongy rock behind. The crumb was still in its hole. Dad went first, and they hurried after him, down, down, into the Big Room.
- "middle":
  They left the honeycomb rock behind, with its crumb still sitting in its hole, and hurried after Dad down the last bends of the trail and into the Big Room.
- else:
  They left the honeycomb rock behind, crumb and all, still sitting in its hole like an egg nobody would ever hatch, and hurried after Dad down the last bends of the trail, out into the Big Room, where the crumbs went on.
}
-> chase
= at_rock
# place: rock-of-ages
{band:
- "young":
  They left the crickets munching. Dad was already off along the trail, so they hurried after him.
- "middle":
  They left the crickets munching by the Rock of Ages and hurried on along the loop after Dad, who had already set off again.
- else:
  They left the crickets to their feast beside the Rock of Ages and hurried on along the loop after Dad, who had already strolled on ahead with his nose in the guidebook.
}
-> chase
= at_rest
# place: big-room
{band:
- "young":
  Dad was already off into the Big Room with his map. "Back soon!" {hero} told the ranger, and hurried after him.
- "middle":
  Dad had already set off into the Big Room with his map. "Back in a minute!" {hero} told the ranger, and hurried after him with {pal}.
- else:
  Dad had already wandered off into the Big Room with his map held out in front of him. "Back in a minute!" {hero} called to the ranger over {their} shoulder, in a whisper-shout, and hurried after him with {pal} close behind.
}
-> chase
= chase
{band:
- "young":
  Dad walked in front. {hero} only looked at the ground. Crumb. Crumb. Crumb. {route == "ask": Into the bag they went.}
  "Look at that!" Dad kept saying. "In a minute," said {hero}.
  Once, a crumb bounced off the path. It went into the dark. {hero} did not stop. {They} never looked up to see who was in front!
  At the end of the trail, Dad was hot. He took off his jacket and shook it. Out fell lots of orange crumbs!
  There was a hole in his pocket. Inside was a squashed bag of cheese crackers. "I forgot they were there!" said Dad.
  {route == "hurry": "So they were following you!" said {pal}.}
  {route == "look": "The crackers from the car!" said {hero}.}
  {route == "ask": {hero} held out the bag. In went the crackers.}
  Then {hero} felt sad. Where did that one crumb go? {They} had not looked. {They} had not looked at anything!
  They told Ranger Vigil. "I can get the crumbs you saw," she said. "But the one in the dark? I will look tonight with a flashlight. The room is so big, though. The crickets may find it first."
  Dad gave {hero} a hug. "Let's walk it again," he said. "Slowly. Looking up."
  So they did. This time {hero} saw the stone icicles and the giant towers. But {they} never found that crumb.
- "middle":
  After that, Dad walked in front, and {hero} only looked at the ground behind him. Crumb. Crumb. Crumb. {route == "ask": {They} scooped each one into the ranger's bag, which made {them} look at the floor even harder.} The path wound on around the Big Room, past wonders {hero} hardly saw. "Look at that!" Dad kept saying over his shoulder, and {hero} kept answering, "In a minute."
  Dad stopped to point at a tall stone tower glowing gold under a lamp, and {hero} only said "Mm" to the floor. There was a great dark hole in the floor with a rail around it, the Bottomless Pit, but {hero} only saw the crumb lying by its rail. Once, a crumb bounced off the path into the dark among a crowd of stalagmites. {hero} didn't stop. There was always another one a few steps on, and {they} never once looked up to see who was walking in front.
  At last the loop brought them back toward the elevators. "Warm work, detecting," Dad puffed, and he pulled off his green jacket and gave it a shake.
  A little shower of orange crumbs pattered onto the path.
  Everyone stared. Dad turned the jacket inside out and found a hole in the pocket, and behind it a squashed snack packet of cheese crackers. "I put that in there in the car," he said weakly. "For later. I forgot."
  {route == "hurry": "The crumbs were following us because they were following you!" said {pal}.}
  {route == "look": "I knew those crackers looked familiar," said {hero}.}
  {route == "ask": {hero} held open the ranger's bag, and Dad dropped the packet in.}
  {hero} should have felt like a winner. Instead {they} felt a sinking. Where was the crumb that had bounced into the dark? By which stalagmite? {They} had walked the whole Big Room and hadn't looked at a single one.
  {spot == "rest": Ranger Vigil was still by the elevators, and the crumb under the rail was already in her bag.}{spot != "rest": They found Ranger Vigil by the elevators.} She listened, and sighed. "{spot == "corridor":The one in the honeycomb rock I can reach with my grabber. }{spot == "rock":The crickets' crumb by the Rock of Ages I can reach with my grabber. }But the one that bounced into the dark? I'll search after the cave closes tonight, with a strong flashlight," she said. "This room covers more than eight acres, though. The crickets may find it first."
  Dad squeezed {hero}'s shoulder. "We caught the culprit, though. Even if he's me. Shall we walk it again? Slowly, this time. Looking up."
  So they did, and this time {hero} saw everything. But {they} kept glancing at the dark between the stalagmites, and never did find that crumb.
- else:
  After that, Dad walked in front, and {hero} looked at nothing but the ground behind him: crumb, crumb, crumb. {route == "ask": {They} scooped every one into the ranger's paper bag as {they} went, which only kept {their} eyes glued to the floor all the harder.} The path wound on around the Big Room past wonders {hero} hardly noticed, because wonders were not orange. "Look at that!" Dad kept saying over his shoulder, pointing up, and "In a minute," {hero} kept answering, pointing down.
  Dad stopped dead in front of a tall stone tower that glowed gold under its lamp, covered in frills of rock like a wedding cake, and said, "Now that is worth the whole trip on its own." {hero} said "Mm," to the floor. There was a vast black hole in the floor with a rail around it, the Bottomless Pit, and {hero} walked right past it, seeing only the crumb lying beside its rail. Once, a crumb bounced off the edge of the path and skittered away into the dark among a crowd of stalagmites, and {hero} saw it go and didn't even slow down, because there was always another one a few steps further on. Not once did {they} look up to see whose boots were walking just in front of {them}.
  At last the loop curled back toward the elevators. "Warm work, detecting," Dad puffed, and he pulled off his green jacket and gave it a good shake.
  A little shower of orange crumbs pattered onto the path like hail.
  Everyone stared at it. Dad turned the jacket inside out and found a hole in the bottom of the pocket, and, tucked in the lining behind it, a squashed snack packet of cheese crackers. "I put that in there in the car, for later," he said weakly, "and I completely forgot."
  {route == "hurry": "The crumbs were following us," said {pal}, "because they were following you. You were the trail all along!"}
  {route == "look": "I knew those crackers looked familiar," said {hero}. "I knew it at the very first one."}
  {route == "ask": {hero} held open the ranger's paper bag, and Dad dropped the packet into it without a word.}
  {hero} should have felt like a detective at the end of a film. Instead {they} felt something sink, slowly, like a stone into a pool. Where was the crumb that had bounced into the dark, and beside which stalagmite? {They} had walked around the whole Big Room, the most famous room in the cave, and had not truly looked at a single thing in it.
  {spot == "rest": Ranger Vigil was still by the elevators, and the crumb from under the rail was already folded into her bag.}{spot != "rest": They found Ranger Vigil by the elevators.} She listened to the whole story and sighed, though not crossly. "{spot == "corridor":The one in the honeycomb rock by Iceberg Rock, I can reach with my grabber. }{spot == "rock":The crickets' crumb by the Rock of Ages, I can reach with my grabber. }But the one that bounced off into the dark? I'll search for it after the cave closes tonight, with a strong flashlight," she said. "This room covers more than eight acres, though, and the crickets may well find it before I do."
  Dad squeezed {hero}'s shoulder. "We caught the culprit, though," he said, "even if the culprit turned out to be me. Shall we walk it again? Slowly this time, and looking up."
  So they did. This time {hero} saw the stone icicles, the columns, the curtains and the great dark dome of the ceiling, and it was every bit as astonishing as everyone had promised. But all the way around, {they} kept glancing into the dark between the stalagmites, and {they} never did find that crumb. A good detective, {hero} decided, looks up as well as down.
}
# ending: eyes-on-the-ground
-> END

// End now: Dad's pocket gives him away wherever they are.
=== end_early ===
{at:
- "rock": -> at_rock
- "rest": -> at_rest
- else: -> on_trail
}
= on_trail
# place: natural-entrance
-> opening
= at_rock
# place: rock-of-ages
-> opening
= at_rest
# place: big-room
-> opening
= opening
{at:
- "hurry":
  {band:
  - "young":
    Then the cold air tickled Dad's nose. Ah... ah... CHOO! He pulled a tissue from his pocket. Out came lots of orange crumbs too!
  - "middle":
    Before they could catch up, the cool, damp air tickled Dad's nose. He sneezed, a huge sneeze that rolled away down the passage, and dug in his jacket pocket for a tissue. Out came the tissue, and with it a little shower of orange crumbs.
  - else:
    Before they could catch up, the cool, damp air found its way up Dad's nose. He sneezed, an enormous sneeze that rolled away down the passage like thunder and made the boy with the rubber bat spin around, and dug in his jacket pocket for a tissue. Out came the tissue. And out with it came a little shower of orange crumbs, pattering onto the path at his feet.
  }
- "look":
  {band:
  - "young":
    Then Dad stood up. Crack went his knees again. And plip, plip, plip! Orange crumbs fell out of his jacket!
  - "middle":
    Closer than {hero} thought. When Dad stood up from his crouch, his knees creaked again, and a little shower of orange crumbs slid out from under his jacket and pattered onto the path between them.
  - else:
    Closer, as it turned out, than anybody could have guessed. Dad stood up from his crouch with a groan, one hand on his back, announcing that detective work was a young person's game. As he straightened, a little shower of orange crumbs slid out from under the hem of his jacket and pattered onto the path between them, right beside the first one, as if the evidence had decided to hand itself in.
  }
- "ask":
  {band:
  - "young":
    "Yes," said the ranger. "Crumbs make mold, and crickets eat it." Dad went very quiet. He put his hand in his pocket. Out fell orange crumbs!
  - "middle":
    "Crumbs make mold, and the mold brings crickets that should be eating their own food," said the ranger. "So yes. And where there's one crumb, there's usually a pocket with lots more." Dad had gone very quiet. Slowly he put his hand in his jacket pocket, and a little shower of orange crumbs came out with it.
  - else:
    "Crumbs make mold down here, and the mold brings in crickets and mites that ought to be eating their own food," said the ranger. "So yes, I'm afraid. It matters. And crumbs never travel alone. Where there's one, there's usually a pocket somewhere with a hundred more." Dad had gone unusually quiet. Slowly, like a man who already knows, he slid his hand into his jacket pocket, and a little shower of orange crumbs came out with it.
  }
- "corridor":
  {band:
  - "young":
    Dad bent down to tie his boot. Plip, plip, plip! Orange crumbs fell out of his jacket, right in front of {hero}!
  - "middle":
    While they waited, Dad crouched to retie his bootlace. As he bent, a little shower of orange crumbs slid out from under his jacket and pattered onto the path, right under {hero}'s nose.
  - else:
    While they waited, Dad crouched to retie a bootlace that had never been properly tied since the parking lot. As he bent, a little shower of orange crumbs slid out from under his jacket and pattered onto the path, right under {hero}'s nose, like a confession.
  }
- "rock":
  {band:
  - "young":
    "Look at the top!" said Dad. He lifted his arm to point. Plip, plip, plip! Orange crumbs fell out of his jacket!
  - "middle":
    "Look at the very top of it," Dad said, and lifted his arm to point. As he did, a little shower of orange crumbs slid out from under his jacket and pattered onto the path.
  - else:
    "Look at the very top of it," Dad breathed, and lifted his arm high to point. As he did, a little shower of orange crumbs slid out from under his jacket and pattered onto the path at the foot of the Rock of Ages, in full view of everybody.
  }
- else:
  {band:
  - "young":
    "Speaking of lunch," said Dad. He patted his pocket. Then he stopped. His finger went right through a hole! Out fell orange crumbs.
  - "middle":
    "Speaking of lunch," said Dad, and patted his jacket pocket. Then he froze. His finger had gone straight through a hole in the bottom of it, and a little shower of orange crumbs pattered onto the floor.
  - else:
    "Speaking of lunch," said Dad cheerfully, and patted his jacket pocket. Then he froze. His finger had gone straight through a hole in the bottom of it, and a little shower of orange crumbs pattered onto the floor, right in the middle of {pal}'s triumphant speech.
  }
}
{band:
- "young":
  "Dad!" said {hero}.
  Dad reached deep into his jacket. Out came a squashed bag of cheese crackers. There was a hole in his pocket!
  "I put it there in the car," said Dad. "Then I forgot!" His ears went red.
  "The cave feeder was Dad!" said {pal}.
  {ranger_near: Ranger Vigil smiled. She held out her bag. In went the crackers.|Dad zipped the bag into his other pocket. That one had no hole.}
  {hero} picked up every crumb with a tissue. The path was clean again.
  "No more snacks for the cave," said Dad.
  "No more snacks for Dad!" said {hero}.
- "middle":
  "Dad!" said {hero}.
  Dad dug deep into his jacket and pulled out a squashed snack packet of cheese crackers, torn at the corner. There was a hole in the bottom of his pocket, and the crackers had been sneaking out of it all the way down the trail.
  "I put it there in the car," Dad groaned. "For later. Then I forgot." His ears turned bright red.
  {pal} {wiggled()}. "Mystery solved," it said. "The cave feeder was Dad!"
  {ranger_near: Ranger Vigil shook her head, smiling, and held open her paper bag. In went the packet.|Dad zipped the packet into his other pocket, the one without a hole, to carry it straight back out of the cave.}
  Then {hero} picked up every crumb on the path with a tissue, until the gray paving was gray again. {not ranger_near: Later, they would tell Ranger Vigil about the whole crumb trail, in case they had missed some.}
  "No more snacks for the cave," said Dad.
  "No more snacks for Dad," said {hero}, and they both laughed so hard they had to remember to do it quietly.
- else:
  "Dad!" said {hero}.
  Dad dug deep into the jacket and pulled out a squashed snack packet of cheese crackers, torn at the corner. There was a hole in the bottom of his pocket, and the crackers had been escaping through it one by one, all the way down the trail, like prisoners tunneling out of a castle.
  "I put it in there in the car, for later, and then I forgot all about it," Dad groaned. His ears turned a red so bright that it was almost a trail light of its own. "And I read the sign out loud, in my announcer voice."
  {pal} {wiggled()}. "Mystery solved," it announced. "The cave feeder was Dad, and I had my suspicions from the very start." It had not, but nobody had the heart to argue.
  {ranger_near: Ranger Vigil shook her head, smiling in spite of herself, and held open her paper bag. In went the packet, and she folded the top over twice.|Dad zipped the packet into his other pocket, the one with no hole in it, to carry it straight back out of the cave, and then checked the zip three times.}
  Then {hero} went back over the nearby paving and picked up every crumb with a tissue, until the gray path was just gray again. {not ranger_near: Later they would find Ranger Vigil and tell her about the whole trail of crumbs, in case a few were still hiding farther back up the path.}
  {hero} felt strangely proud, and a little sorry for Dad, and most of all relieved that the cave's deepest rooms would never find out what cheese tasted like.
  "No more snacks for the cave," said Dad solemnly.
  "No more snacks for Dad," said {hero}, and they both laughed so hard that they had to remember, halfway through, to do it in a cave whisper.
}
# ending: dads-pocket
-> END
