# title: The Lopsided Buck
# month: 3
INCLUDE shared/story.ink

// At dawn in the Needles campground, a mule deer buck drops one antler right beside the hero's tent
// and bounds away wearing only the other. The hero wants to find him again: is he all right, and
// will the other antler fall too?
// Chapter 2: how the hunt began, "tracks" (the wash), "ranger" (the visitor center) or "look" (the antler).
VAR start = ""
// Chapter 3: where they looked, "cave" (Cave Spring), "pothole" (Pothole Point) or "ruin" (Roadside Ruin).
VAR stop = ""
// What they learned or found on the way.
VAR saw_crust = false
VAR met_ranger = false
VAR knew_shade = false
VAR saw_antler = false
VAR saw_tracks = false

-> camp_dawn

// ---------------------------------------------------------------- chapter 1: the campground at dawn
=== camp_dawn ===
# place: needles
{band:
- "young":
    It was a frosty March morning in the Needles. {hero} peeked out of the tent. Auntie was making oatmeal at the picnic table.
    Clack! Thump!
    {friend != "": {friend} woke up with a jump and poked a sleepy head out of the tent.}
    Under a twisty juniper tree stood a deer. He had a white bottom and giant ears, like two big leaves. He was a buck, a boy deer. On one side of his head, he had a tall antler.
    On the other side, he had nothing at all!
    The buck shook his head. Then he looked down. In the sand by his feet lay the other antler.
    "Auntie!" whispered {hero}. "His antler fell off!"
    Auntie stopped stirring. "So it did," she whispered. "He bumped it on that branch."
    {kind == "deer": "Oh, that happens every spring," said {pal}. "But it is rude to stare."|{pal} {hid()}. "Is he broken?" it whispered.}
    The buck took a step. He tipped a little to one side. Then he bounced away on all four feet at once. Boing, boing, boing! He was gone among the rocks.
    {hero} tiptoed to the juniper. The antler was pale, like bone. It had four pointy tips.
    "We leave it right here," said Auntie. "In a national park, we just look."
    "Did it hurt him?" asked {hero}. "Will the other one fall off too?"
    "I don't know," said Auntie.
    Far away, between the red and white rock towers, something gray moved. {hero} grabbed {their} boots. {They} had to find that deer!
- "middle":
    It was March, and the campground in the Needles was so cold at sunrise that frost sparkled on the picnic table. {hero} had just wriggled halfway out of the tent, still zipped into {their} sleeping bag like a caterpillar, when the sound came from the edge of camp.
    Clack. Thump.
    {friend != "": The noise woke {friend}, and a second sleepy head popped out of the tent beside {hero}'s.}
    Under a twisted juniper, not twenty steps away, stood a deer. He was gray-brown, with a white patch on his rump and the biggest ears {hero} had ever seen, turned toward the tent like two satellite dishes. He was a buck, and on one side of his head he wore a tall antler that forked, and forked again.
    On the other side of his head, there was nothing at all.
    The buck shook his head hard, like someone with water in his ear. Then he looked down at the sand by his hooves, where a pale, forked shape was lying.
    "Auntie," {hero} whispered. "His antler just fell off."
    Auntie stopped stirring the oatmeal and reached, very slowly, for her binoculars. "So it did," she breathed. "He must have knocked it on that branch."
    {kind == "deer": "Oh, that," said {pal}, who was a deer and knew about these things. "It happens every spring. It's still rude to stare."|{pal} {hid()}. "Is he broken?" it whispered.}
    The buck took a step and tilted, just a little, as if his head were heavier on one side. Then he bounced away over the bare rock with all four hooves hitting the ground at once, boing, boing, boing, like a deer on a pogo stick, and was gone.
    {hero} crawled the rest of the way out of the sleeping bag and tiptoed to the juniper. The antler lay in the sand, pale as an old bone, with four sharp tips.
    "Don't pick it up," said Auntie softly. "Everything in a national park stays where it is. We look with our eyes."
    "Did it hurt him?" {hero} asked. "Will the other one fall off too? Is he going to be lopsided forever?"
    "I don't know," Auntie admitted.
    Far off, between the red-and-white striped spires, something gray moved on the rock and went still. {hero} was already pulling on {their} boots.
- else:
    It was March, and the campground in the Needles was so cold at sunrise that the picnic table wore a fur of frost and Auntie's camp stove was roaring like a small, angry jet. {hero} had only made it halfway out of the tent, still zipped into {their} sleeping bag like a caterpillar that had changed its mind, when the sound came from the edge of camp.
    Clack. Thump.
    {friend != "": The noise woke {friend} too, and a second sleepy head popped out of the tent beside {hero}'s, hair squashed flat on one side.}
    Under a twisted juniper, not twenty steps away, stood a deer. He was gray-brown, with a white patch on his rump and ears so enormous they looked borrowed, swiveled toward the tent like a pair of satellite dishes. He was a buck, and on one side of his head he carried a tall antler that forked, and then forked again.
    On the other side of his head, there was nothing at all.
    The buck shook his head hard, the way a swimmer shakes water out of one ear. Then he lowered his nose to the sand beside his hooves, where a pale, forked shape was lying, and sniffed it as if it belonged to a stranger.
    "Auntie," {hero} breathed. "His antler just fell off. I watched it fall off."
    Auntie stopped stirring the oatmeal and reached for her binoculars in slow motion. "So it did," she whispered. "He ducked under that branch and knocked it loose. I've been camping for thirty years and I have never once seen that."
    {kind == "deer": "Oh, that," said {pal}, with the weary air of a deer who knew all about it. "Happens every spring. It's still extremely rude to stare."|{pal} {hid()}. "Is he broken?" it whispered. "Should somebody call someone?"}
    The buck took one step and tilted, just slightly, like a person carrying a heavy bag in one hand. Then something startled him, and he went bounding away over the bare rock with all four hooves hitting the ground together, boing, boing, boing, a deer on an invisible pogo stick, and the rocks swallowed him.
    {hero} fought free of the sleeping bag and tiptoed to the juniper. The antler lay in the sand, pale as old bone, rough near the bottom and smooth and shining at its four sharp tips. It was bigger than it had looked on his head.
    "Don't pick it up," said Auntie quietly. "Everything in a national park stays where it is. We look with our eyes and leave it for the place."
    "Did it hurt him?" {hero} asked. The questions came tumbling out. "Is he okay? Will the other one fall off too? Is he going to walk around lopsided forever?"
    "I honestly don't know," Auntie said, and somehow that was worse than any answer.
    Far off, between the red-and-white striped spires that gave the Needles its name, something gray moved on the rock, and stopped, and was gone. {hero} was already hunting for {their} boots.
}
* [Follow his hoofprints along the sandy wash # act: go] -> tracks_wash
* [Drive to the visitor center and ask a ranger if it hurt him # act: ask] -> ranger_desk
* [Look closely at the fallen antler before you go anywhere # act: look] -> antler_look

// ---------------------------------------------------------------- chapter 2: the tracks in the wash
=== tracks_wash ===
# place: needles
~ start = "tracks"
~ saw_tracks = true
{band:
- "young":
    The buck's hoofprints went down into a dry, sandy stream bed. Each print looked like a heart split in two.
    {pal} {sniffed()}. "This way!" it said.
    {friend != "": {friend} found the next print.}
    Then the prints went up out of the sand, onto black, bumpy ground.
    {hero} stopped. The bumps looked like a town of teeny castles. There was a sign about it at camp: Don't bust the crust!
    "Good eyes," said Auntie. "Tiny living things built those. They hold the sand still, so it can't blow away." # fact: living-soil-crust
    "But the deer walked on it!" said {hero}.
    "He lives here," said Auntie. "There is one of him. There are lots of us, with big boots."
    So they climbed a hump of bare rock instead. And from the top, they saw him! Far away, the buck was nibbling a bush. He had one antler. He looked just fine.
- "middle":
    The buck's hoofprints dropped straight into a dry, sandy wash that wound between the rocks. In the soft sand they were easy to see: two long halves, pointed at the front, like a heart split down the middle.
    "The pointy end shows which way he's going," said Auntie.
    {pal} {sniffed()}. "Deer," it said. "Definitely deer. Going that way, in a hurry."
    {friend != "": {friend} was the one who spotted the next print, and the next.}
    They followed the prints around humps of pale slickrock, and then, all at once, the prints climbed out of the wash and marched straight across a patch of strange black ground.
    {hero} stopped with one boot in the air. Up close, the ground was covered in tiny black bumps and towers, like a city of castles built by ants. There had been a picture of it on a sign at the campground, with big letters underneath: DON'T BUST THE CRUST.
    "Good eyes," said Auntie. "Those little castles are alive. Tiny living things build them, and their threads hold the desert sand together so the wind can't blow it away." # fact: living-soil-crust
    "But he walked on it!"
    "He lives here," said Auntie. "There's one of him. There are thousands of us, in big boots. We stay in the wash or on bare rock."
    So they climbed a smooth hump of slickrock instead, and from the top, {hero} saw him. Far across a flat of sand and shrubs, the buck was nibbling at a bush, his one antler sticking up like a flag. He looked perfectly fine.
- else:
    The buck's hoofprints dropped straight into a dry, sandy wash that snaked between the rocks. In the soft sand they were as clear as writing: two long halves, pointed at the front, like a heart that someone had split neatly down the middle.
    "The points show which way he's heading," said Auntie, crouching. "And the sand's kicked up at the back. He was moving."
    {pal} {sniffed()}. "Deer," it reported. "Large deer. Slightly annoyed deer. Heading that way."
    {friend != "": {friend} turned out to be a natural tracker, and spotted every second print before anyone else.}
    They followed the prints around humps of pale slickrock, past a yucca as spiky as a hairbrush, and then, without warning, the prints climbed out of the wash and set off straight across a patch of odd black ground.
    {hero} stopped with one boot in mid-air. Up close, it wasn't dirt at all. It was a tiny city of lumpy black towers and turrets, none taller than a thumbnail, as if ants had spent a hundred years building castles. There had been a picture of it on a sign at the campground, under three stern words: DON'T BUST THE CRUST.
    "Good eyes," said Auntie quietly. "Most people stomp right over it. Those little towers are alive. Tiny living things build them, so slowly you'd never see it happen, and their threads stitch the desert sand together so the wind can't carry it off. One bootprint flattens decades of building." # fact: living-soil-crust
    "But he walked right across it!"
    "He lives here," said Auntie. "There's one of him, with four small hooves. There are thousands of us, with big boots and short memories. We stay in the wash or on bare rock."
    It wasn't fair, exactly, but it made sense. So they scrambled up a smooth hump of slickrock instead, and from the top {hero} saw him. Far across a flat of sand and shrubs, the buck was nibbling at a bush, his one antler sticking up like a flag on a sandcastle. He didn't look broken. He looked busy.
}
{end_now: -> early_morning}
~ saw_crust = true
{band:
- "young":
    Then the buck shook his head. He shook it again. He rubbed the antler on a branch.
    "Is it itchy?" asked {hero}.
    "Maybe it's loose," said Auntie. "Like a wiggly tooth."
    {kind == "deer": "It's VERY itchy," said {pal}. "Trust me."}
    The buck walked off toward the tall striped rocks. Soon he was gone.
    "Where will he go now?" asked {hero}.
    Auntie looked at her map. "Deer need water," she said. "Last week's rain filled the rock holes at Pothole Point. And at Cave Spring, water drips out of the rock. Or he might rest in the shade of the junipers on the Roadside Ruin trail."
    Three places. Which one?
- "middle":
    Then the buck did something odd. He shook his head, hard. He shook it again. Then he rubbed his one antler against a branch, up and down, up and down.
    "Is it itchy?" {hero} asked.
    "Maybe it's loose," said Auntie. "Like a wiggly tooth. The first one fell off this morning. The second one might be ready too."
    {kind == "deer": "Itchy doesn't begin to describe it," said {pal}, with feeling.}
    The buck lifted his head, swiveled his huge ears toward something far away, and walked off toward the crowd of striped spires. In a minute, he was gone.
    Auntie unfolded the trail map on the rock. "He'll want water," she said. "Last week's rain filled the potholes up at Pothole Point. There's a spring at Cave Spring, where water drips right out of the rock. Or he might just find some shade. The Roadside Ruin trail goes through a lot of junipers."
    {hero} looked at the map, then at the empty flat where the buck had been. Three places, one deer, and a second antler that might fall at any moment.
- else:
    Then the buck did something odd. He shook his head, hard, the way you'd shake off a bee. He shook it again. Then he leaned his one antler against a branch and rubbed, up and down, up and down, with his eyes half closed.
    "Is it itchy?" {hero} asked.
    "Maybe it's loose," said Auntie. "Like a wiggly tooth. One came off at breakfast. The other might be hanging on by a thread."
    {kind == "deer": "Itchy," said {pal} darkly, "doesn't begin to cover it."}
    The buck stopped rubbing, lifted his head, turned those ridiculous ears toward something only he could hear, and strolled off toward the crowd of striped spires as if he had an appointment. In a minute the shrubs had closed behind him.
    Auntie spread the trail map out on the warm rock and pinned its corners with pebbles. "He'll want water sometime," she said. "Last week's rain filled the potholes up at Pothole Point. There's a spring at Cave Spring, where water seeps right out of the rock. Or he'll want shade, and the Roadside Ruin trail winds through a lot of junipers."
    {hero} looked at the map, then at the empty flat where the buck had been. Three places. One deer. And somewhere on his head, a second antler that was hanging on by a thread and might let go at any moment, in any one of them.
}
* [Go on to Cave Spring, where water drips from the rock # act: go] -> cave_spring
* [Look for him from the open slickrock at Pothole Point # act: look] -> pothole_point
* [Help Auntie search the shady junipers on the Roadside Ruin trail # act: help] -> roadside_ruin

// ---------------------------------------------------------------- chapter 2: the ranger at the visitor center
=== ranger_desk ===
# place: needles-visitor-center
~ start = "ranger"
~ met_ranger = true
{band:
- "young":
    They drove to the visitor center. A ranger was just opening the door. His name was Ranger Salas.
    {hero} told him everything. "Did it hurt?" {they} asked.
    The ranger smiled. "Not one bit," he said. "Every buck loses his antlers at the end of winter. Then he grows new ones. Antlers are made of bone. It's a bit like losing a baby tooth."
    He took an old antler out of a box. It had tiny scratches all over it.
    "Mice chewed this one," he said. "Little animals nibble old antlers. They're full of good stuff for bones."
    {friend != "": {friend} counted the tooth marks.}
    "So the antler by our tent is a mouse snack?" asked {hero}.
    "One day," said the ranger, and winked.
- "middle":
    The visitor center was only a few minutes' drive away, and a ranger was just unlocking the door when they pulled in. His name tag said Ranger Salas, and he had a coffee mug the size of a flowerpot.
    {hero} told him everything, very fast. "Did it hurt him?" {they} finished. "Is he okay?"
    The ranger smiled. "He's fine. It doesn't hurt a bit," he said. "Every buck drops his antlers at the end of winter and grows a brand-new pair by fall. Antlers are bone, and when they're ready, they just let go. It's a bit like losing a baby tooth."
    He reached under the desk and pulled out an old antler from a box of teaching things. It was chalky white, and its tips were covered in tiny grooves, like scratches from a very small comb.
    "Tooth marks," said the ranger. "Mice and other little animals gnaw on old antlers. They're full of minerals, so it's like a vitamin for them."
    {friend != "": {friend} ran a finger along the grooves and tried to count them, and gave up at forty.}
    "So the antler by our tent is a mouse snack," said {hero}.
    "Eventually," said the ranger. "Mice are patient."
- else:
    The visitor center was only a few minutes' drive down the road, and a ranger was just unlocking the front door when they pulled in. His name tag said Ranger Salas, and he was holding a coffee mug roughly the size of a flowerpot, which seemed like a sensible thing to have at this hour.
    {hero} told him the whole story in one long breath. "Did it hurt him?" {they} finished. "Is he okay? Is he going to stay like that?"
    The ranger set down the mug. "He's absolutely fine. It doesn't hurt a bit," he said. "Every buck drops his antlers at the end of winter and grows a brand-new pair by fall. Antlers are bone, real bone, and when they're finished, the place where they join the head just lets go. It's a bit like losing a baby tooth, only bigger and much more dramatic."
    He ducked behind the desk and came up with an old antler from a box of teaching things. It was chalky white, and its tips were covered in tiny grooves, as if someone had gone over them with a very small comb.
    "Tooth marks," he said. "Mice, and other little animals. Old antlers are packed with minerals that little animals need, so a dropped antler is like a vitamin that lies around for years."
    {friend != "": {friend} ran a finger along the grooves, trying to count them, and gave up somewhere past forty with a look of deep respect for mice.}
    "So the antler by our tent," said {hero} slowly, "is a mouse snack."
    "Eventually," said the ranger. "Mice are very patient. More patient than kids, and much more patient than rangers before their coffee."
}
{end_now: -> early_morning}
~ knew_shade = true
{band:
- "young":
    "Where would he go now?" asked {hero}.
    The ranger tapped three spots on the big map. "Pothole Point. Roadside Ruin. Cave Spring. I have seen deer at all three. In the middle of the day, deer rest in the shade. Look for big ears under the junipers!"
    "Can we drive to the other parts of the park?" asked {hero}.
    "Not from here," said the ranger. "The rivers are in deep canyons. No road crosses the park from one part to the next." # fact: no-roads-inside
    Then {pal} {sniffed()}. Outside, a skinny gray coyote was trotting across the parking lot!
    "Give him lots of room," said the ranger. "He's just passing through."
    The coyote stopped right by their car and looked at them.
- "middle":
    "Where would he go now?" {hero} asked.
    The ranger led them to the big map on the wall. "In the middle of the day, deer lie down in the shade and chew their cud, like cows. They're hard to spot, so look for ears. Ears give them away." He tapped three places on the map: Pothole Point, Roadside Ruin and Cave Spring. "I've seen deer at all of these."
    {hero} studied the map. The park was cut into pieces by two rivers in deep canyons. "Can we drive over to the other side?"
    "Not from here," said the ranger. "No roads inside the park connect its districts. Driving to the Island in the Sky takes hours, all the way around." # fact: no-roads-inside
    Just then {pal} {sniffed()} and went stiff. Outside the window, a coyote was trotting across the parking lot, skinny and gray, with a bushy tail that floated behind it.
    "Give him plenty of room," said the ranger. "He's just passing through, same as you."
    The coyote stopped right beside Auntie's car, lifted its nose and looked straight at the door, as though waiting for someone to come out.
- else:
    "So where would he go now?" {hero} asked.
    The ranger led them over to the big map on the wall. "Middle of the day, deer lie down in the shade and chew their cud, like cows. They're very hard to spot when they're resting, so don't look for a deer. Look for ears. Ears give them away every time." He tapped three spots on the map with a knuckle: Pothole Point, Roadside Ruin and Cave Spring. "I've seen deer at all three."
    {hero} studied the map. The whole park was chopped into pieces by two rivers running through canyons so deep they were drawn as dark cracks. "Could we drive over to that side later?"
    "Not without packing a lunch and a dinner," said the ranger. "No roads inside the park connect its districts. To drive to the Island in the Sky from here, you go all the way around the outside. It takes hours." # fact: no-roads-inside
    Just then {pal} {sniffed()} and went rigid. Beyond the window, a coyote was trotting across the parking lot, skinny and gray-gold, its bushy tail floating behind it like smoke.
    "Give him plenty of room," said the ranger quietly. "He's just passing through, same as you."
    The coyote stopped right beside Auntie's car, lifted its narrow nose and looked straight at the visitor center door with its yellow eyes, as if it had all the time in the world and intended to use it.
}
* [Go to Pothole Point, where the rainwater is # act: go] -> pothole_point
* [Look for ears under the junipers along the Roadside Ruin trail # act: look] -> roadside_ruin
* [Wait until the coyote trots off, then head for Cave Spring # act: wait] -> cave_spring

// ---------------------------------------------------------------- chapter 2: the fallen antler
=== antler_look ===
# place: needles
~ start = "look"
~ saw_antler = true
{band:
- "young":
    {hero} knelt down by the antler. {They} did not touch it.
    It was rough and bumpy at the bottom. It was smooth and shiny at the tips. It split into two, and then into two again. It was even longer than {hero}'s whole arm!
    At the bottom, where it had joined the buck's head, it was round and flat, like a bottle cap. There was no blood at all.
    "It came off clean," said Auntie. "Like a tooth that was ready."
    {flies(): {pal} stared at it hard. "It looks like a tree made of bone," it said.|{pal} sniffed it, without touching. "It smells like deer," it said.}
    {friend != "": {friend} lay flat on the sand to see it from the side.}
    Auntie smiled. "The next kid who camps here might find it too," she said. "That's why it stays."
- "middle":
    {hero} knelt in the sand beside the antler, hands on {their} knees so {they} wouldn't be tempted to touch.
    Up close, it was rough and bumpy near the bottom and smooth and shiny at the tips, like something polished. It split into two, and each half split into two again. It was longer than {hero}'s arm from elbow to fingertips.
    The bottom end, where it had joined the buck's head, was round and flat, like a bottle cap. There wasn't a drop of blood on it.
    "It came off clean," said Auntie, crouching beside {them}. "Like a baby tooth that was ready to go."
    {flies(): {pal} studied it with one eye, then the other. "It looks like a branch made of bone," it announced. "A very fancy branch."|{pal} leaned in and sniffed, careful not to touch. "It smells like deer," it announced. "And a little bit like juniper."}
    {friend != "": {friend} lay flat on the sand to see it from the side, chin in hands.}
    "And it stays right here," Auntie said. "Tomorrow somebody else will walk past and get to feel exactly the way you feel now. That only works if we leave it where it fell."
- else:
    {hero} knelt in the cold sand beside the antler and sat on {their} hands, which was the only way to be sure they wouldn't reach out on their own.
    Up close, it was a small wonder. Near the bottom it was rough and bumpy, like the bark of a tree, and toward the tips it grew smooth and shiny, as if someone had spent hours polishing it. It split into two, and each branch split into two again, four sharp points in all. Laid beside {hero}'s arm, it would have stretched from elbow to well past {their} fingertips.
    The bottom end, where it had been joined to the buck's head until about ten minutes ago, was a round, flat knob, like the cap of a bottle. There wasn't a speck of blood on it.
    "Clean as anything," said Auntie, crouching beside {them}. "It came off like a baby tooth that was ready to go."
    {flies(): {pal} studied it with one eye and then the other, the way birds do. "It looks like a tree branch that joined a gym," it reported.|{pal} leaned in and sniffed, very careful not to touch. "It smells like deer," it reported. "Also juniper. Also, faintly, of showing off."}
    {friend != "": {friend} lay flat on the cold sand to see it from the side, chin on fists, and announced that it was even better from down there.}
    "And it stays right where it is," Auntie said. "Rocks, feathers, bones, everything. Tomorrow some other kid will crawl out of a tent and find this, and feel exactly the way you feel right now. That only works if we leave it where it fell."
}
{end_now: -> early_morning}
{band:
- "young":
    Flap, flap! Two ravens landed in the sand. They walked over to the antler, very bossy.
    One raven pecked it. Tock! It was not food. The ravens flew away, grumbling.
    Then, from the top of the big rock behind camp, came a loud snort.
    The buck! He was standing up there, looking down at them with his giant ears. He stamped one hoof.
    "He came back to see his antler," whispered {hero}.
    The buck turned and walked away along the rock, toward the tall striped towers.
    At the very end of the rock, he stopped. He looked back over his shoulder, right at {hero}. Was he waiting for them?
- "middle":
    Two ravens dropped out of the sky and landed in the sand a few steps away. They strutted over to the antler like a pair of inspectors, heads tipped, and one gave it a sharp peck. Tock. Not food. The ravens looked at each other, grumbled, and flapped off.
    Then, from the top of the big slickrock hump behind camp, came a loud, whooshing snort.
    The buck was standing up there against the sky, lopsided, looking down at them with his enormous ears. He stamped one front hoof on the rock.
    "He came back," {hero} whispered. "To check on his antler."
    "Or to check on us," said Auntie.
    The buck gave one more snort, turned, and walked off along the top of the rock, toward the spires.
    At the very end of the rock he stopped and looked back over his shoulder, straight at {hero}, as if he wanted to know whether anyone was coming. Then he dropped out of sight.
    "Well," said Auntie softly. "That looked like an invitation to me."
- else:
    Two ravens dropped out of the sky and landed in the sand a few steps away. They strutted over to the antler like a pair of building inspectors, heads tipped, and one gave it a sharp, experimental peck. Tock. Definitely not food. The ravens exchanged a look, muttered something rude, and flapped off to find a campground with better garbage.
    Then, from the top of the big slickrock hump behind camp, came a snort, loud and whooshing, like air let out of a tire.
    The buck was standing up there against the pale sky, lopsided, looking down at them with those enormous ears. He stamped one front hoof on the rock, once, hard.
    "He came back," {hero} whispered. "To check on his antler."
    "Or to check on us," said Auntie. "A stamp and a snort is a deer saying, I see you, and I'm not sure about you."
    {hero} held very still. For a long moment the buck looked down and {they} looked up, and neither of them blinked. Then the buck snorted one last time, turned, and walked off along the spine of the rock toward the spires.
    At the far end of the rock he stopped, and turned his head, and looked back over his shoulder, straight at {hero}. He stood there long enough for {hero} to count to five. It was hard not to feel that he was checking whether anybody was coming.
    "Well," Auntie murmured. "If that wasn't an invitation, I don't know what is."
}
* [Drive the way he went, to the shady junipers of the Roadside Ruin trail # act: go] -> roadside_ruin
* [Ask Auntie where a thirsty deer would go # act: ask] -> cave_spring
* [Wait a while, so he doesn't feel followed, then try the rain pools at Pothole Point # act: wait] -> pothole_point

// ---------------------------------------------------------------- chapter 3: Cave Spring
=== cave_spring ===
# place: needles
~ stop = "cave"
{band:
- "young":
    {start == "ranger": At last the coyote trotted off.}
    They drove to Cave Spring. The trail went under a giant roof of rock, like a cave with no front wall.
    Under the roof, behind a little fence, were wooden boxes and rusty pots and pans. Long ago, cowboys camped here. The rock roof was still black from their fires.
    Drip. Drip. Farther on, water dripped right out of the rock into a little pool, with green plants all around.
    {friend != "": {friend} listened hard, like a deer.}
    On the rock wall above the water, {hero} saw faded red shapes. "People painted those a very long time ago," said Auntie. "In another part of this park, people long ago painted big figures on a canyon wall." # fact: horseshoe-canyon-panel
    And in the damp sand by the pool were fresh hoofprints, shaped like split hearts.
    {start == "tracks": "Same prints as this morning!" said {hero}.}
    {start == "ranger": "The ranger was right," said {hero}. "Deer come here!"}
    {start == "look": Auntie had guessed right. A thirsty deer goes to water!}
- "middle":
    {start == "ranger": They waited in the car until the coyote finally trotted off into the brush.}
    Auntie drove them down a short dirt road to Cave Spring, where the trail ducked straight under an enormous overhang of rock, like a cave that had forgotten its front wall.
    Tucked under the overhang, behind a low fence, was an old cowboy camp: wooden boxes and rusty pots and pans, left just where they were. Cowboys had camped here long ago, back when they ran cattle across this desert, and the rock ceiling was still black with soot from their fires.
    Farther on, water seeped right out of the rock and dripped, plink, plink, into a small, clear pool. Green plants grew all over the wet rock around it, the greenest thing {hero} had seen all day.
    {friend != "": {friend} cupped both hands behind both ears, the way a deer listens, and heard the drip twice as loud.}
    On the wall above the spring were faded red shapes. "People painted those a very long time ago," said Auntie. "Over in Horseshoe Canyon, in another part of the park, there's a panel called the Great Gallery, with painted figures as big as real people." # fact: horseshoe-canyon-panel
    And in the damp sand at the edge of the pool were hoofprints, split hearts, sharp and fresh.
    {start == "tracks": "Same prints as this morning," {hero} whispered. "I'd know them anywhere."}
    {start == "ranger": The wait had been worth it. "The ranger said he'd seen deer here," {hero} whispered. "He was right."}
    {start == "look": Back at camp, when {hero} had asked where a thirsty deer would go, Auntie had answered in one word: water. "You were right, Auntie," {hero} whispered.}
- else:
    Auntie drove them to the end of a short dirt road, where the Cave Spring trail ducked straight under an enormous overhang of rock, like a cave that had been built without a front wall and then forgotten about.
    Tucked beneath the overhang, behind a low fence, was an old cowboy camp, left just as it was: wooden boxes, rusty pots and pans, odds and ends of a life lived outdoors. Cowboys had camped here long ago, back when cattle grazed across this desert, and the rock ceiling above was still black with soot from their fires. It looked as if they had only stepped out to check on a cow.
    Farther along, water seeped right out of the rock and dripped, plink, plink, plink, into a small, clear pool. The wet rock around it was furred with green plants, the greenest thing {hero} had seen since leaving home, and the air smelled cool and mossy, like the inside of a well.
    {friend != "": {friend} cupped both hands behind both ears, deer-style, and reported in a whisper that the drip was now extremely loud.}
    On the wall above the spring were faded red shapes, much older than any pot. "People painted those a very long time ago," said Auntie softly. "Over in Horseshoe Canyon, a different part of the park, there's a whole panel called the Great Gallery, with painted figures as big as real people. Ancient people made it, long before anyone here had heard of cowboys." # fact: horseshoe-canyon-panel
    And in the damp sand at the edge of the pool were hoofprints. Split hearts, sharp-edged and fresh, with tiny grains still crumbling into them.
    {start == "tracks": "Same prints as this morning," {hero} whispered. "I'd know them anywhere now." It was true, which was a strange thing to discover about yourself.}
    {start == "ranger": The coyote had taken its sweet time leaving the parking lot, but it had been worth the wait. "The ranger said he'd seen deer here," {hero} whispered. "He wasn't just being nice."}
    {start == "look": Back at camp, when {hero} had asked where a thirsty deer would go, Auntie had answered in one word, without even having to think: water. "You were right, Auntie," {hero} whispered. Auntie tried to look modest and failed.}
}
{end_now: -> early_camp}
~ saw_tracks = true
{band:
- "young":
    The prints went past the pool. Then they went up, toward two tall wooden ladders leaning on the rock.
    "One at a time on the ladders," said Auntie. "Hold on with both hands."
    {flies(): {pal} flew up to the top of the first ladder and looked around.|{pal} looked up at the ladders. "Hmm," it said.}
    Below the ladders, the junipers made deep, dark shade. It was very quiet. Too quiet?
    {hero} held {their} breath. Was the buck close by?
- "middle":
    The prints led past the pool and on toward a pair of tall wooden ladders, propped against the slickrock where the trail climbed up and out.
    "One at a time on the ladders," said Auntie, "and both hands on the rungs."
    {flies(): {pal} flew up to the top of the first ladder and perched there, turning its head this way and that.|{kind == "squirrel" || kind == "raccoon": {pal} looked up at the ladders, and its eyes lit up. "Finally," it said. "Something out here built for climbers."|{pal} looked up at the ladders and then at {hero}. "I was not built for ladders," it said. "But I'm willing to be surprised."}}
    Below the ladders, the junipers threw deep, dark pools of shade across the sand. Nothing moved. Even the ravens had gone quiet.
    "In the desert, a spring like this is the best restaurant for miles," Auntie whispered. "Everything comes here sooner or later. Deer, coyotes, birds. The trick is being here when they do."
    {hero} stood very still and listened. The spring went plink. Somewhere close, maybe very close, there was a deer with one antler, or maybe none. But where?
- else:
    The prints led past the pool and on toward a pair of tall wooden ladders, propped against the slickrock where the trail climbed up and out of the shade into the glare.
    "One at a time on the ladders," said Auntie, "and both hands on the rungs. I'm not carrying anyone down."
    {flies(): {pal} flapped up to the top of the first ladder and perched there, turning its head this way and that like a lookout on a ship.|{kind == "squirrel" || kind == "raccoon": {pal} tipped its head back to study the ladders, and its whole face lit up. "Ladders," it said happily. "At last, something in this desert that makes sense."|{pal} tipped its head back to study the ladders. "I want it on record," it said, "that nobody designed me for ladders. But I'm willing to be surprised."}}
    Below the ladders, the junipers threw deep, inky pools of shade across the sand, so dark after the bright rock that {hero}'s eyes couldn't see into them at all. Nothing moved. Even the ravens had gone quiet, which felt like a hint.
    "Out here, a spring like this is the best restaurant for fifty miles," Auntie whispered. "Everybody eats here sooner or later: deer, coyotes, birds, things we'll never see. The whole trick is being here when they do, and being boring enough that they don't mind."
    {hero} stood perfectly still and listened. The spring went plink. A breeze went through the junipers and out again. Somewhere close, maybe very close, there was a deer wearing one antler, or none, or maybe a whole new kind of lopsided. {hero} could feel it, the way you can feel someone looking at you in a quiet room.
}
* [Look into the juniper shade below the ladders with Auntie's binoculars # act: look] -> end_found
* [Wait by the dripping spring in case he comes back to drink # act: wait] -> end_lopsided
* [Go up the ladders fast to see farther # act: go] -> end_missed

// ---------------------------------------------------------------- chapter 3: Pothole Point
=== pothole_point ===
# place: needles
~ stop = "pothole"
{band:
- "young":
    {start == "ranger": The coyote had trotted away.}
    They drove to Pothole Point. It was a big field of smooth, bare rock, full of round holes, and the holes were full of rainwater. Each one held a little piece of sky.
    Close by stood the Needles. They were tall rock towers, with red and white stripes, like giant candy sticks.
    "Walk on the bare rock," said Auntie. "And never step in the potholes. Tiny things live in that water."
    {friend != "": {friend} found a pothole with tiny wrigglers swimming in it.}
    Then {hero} saw something at the edge of a pothole. Mud. And in the mud, fresh hoofprints!
    "He drank here!" whispered {hero}.
    {start == "tracks": They looked just like the prints in the wash.}
    {start == "ranger": The ranger had seen deer here. Now {hero} had too, almost!}
    {start == "look": He must have walked all this way, after he snorted at them.}
- "middle":
    {start == "ranger": By the time they reached the car, the coyote had trotted off into the brush.}
    Pothole Point was a few miles' drive up the road: a wide, rolling sheet of bare slickrock, dotted with round hollows. Last week's rain was still sitting in them, so that each pothole held its own little piece of sky.
    Beyond the rock, close enough to see every stripe, rose the Needles themselves: a crowd of tall stone spires, banded red and white, like giant sticks of candy stacked together.
    "Bare rock only," said Auntie. "And never step in a pothole, or even dip a finger. Tiny creatures live in that water."
    {friend != "": {friend} found a pothole full of tiny wriggling creatures, and everybody looked without touching.}
    {hero} walked carefully from one pothole to the next. At the edge of the fourth one, the rock dipped into a rim of damp red mud, and in the mud were hoofprints. Split hearts. The mud was still soft.
    "He drank here," {hero} breathed. "This morning."
    {start == "tracks": They looked just like the prints {hero} had followed along the wash at breakfast.}
    {start == "ranger": The ranger had said he'd seen deer at Pothole Point. He hadn't been guessing.}
    {start == "look": He must have walked all the way here after snorting at them from the rock behind camp.}
- else:
    {start == "ranger": By the time they got back to the car, the coyote had trotted off into the brush, with one last yellow look over its shoulder.}
    Pothole Point was a few miles' drive up the road, and it turned out to be a wide, rolling sheet of bare slickrock, dimpled all over with round hollows like the surface of a giant golf ball. Last week's rain was still sitting in them, so that every pothole held its own small, perfect piece of sky, with a cloud or two drifting across it.
    Beyond the rock, close enough now to count the stripes, rose the Needles themselves: a crowd of tall stone spires, banded red and white, packed together like sticks of candy in a jar somebody had left out in the sun for a few million years.
    "Bare rock only," said Auntie. "And nobody steps in a pothole, or even dips a finger. There are tiny creatures in that water, and they've been waiting a long time for this rain."
    {friend != "": {friend} found a pothole where tiny creatures were jerking about like commas that had come to life, and everybody knelt to look, hands firmly in pockets.}
    {hero} picked a careful path from one pothole to the next. At the edge of the fourth, the rock dipped into a rim of damp red mud, and pressed into the mud were hoofprints. Split hearts, crisp and new, in mud that hadn't even begun to dry.
    "He drank here," {hero} breathed. "This morning."
    {start == "tracks": They were the very same prints {hero} had followed along the wash at breakfast. {hero} would have bet the whole trip on it.}
    {start == "ranger": The ranger had tapped this exact spot on the map. He hadn't been guessing. Rangers, it turned out, mostly weren't.}
    {start == "look": He must have walked all the way here after snorting at them from the rock behind camp, which meant he had known exactly where he was going all along.}
}
{end_now: -> early_camp}
~ saw_tracks = true
{band:
- "young":
    Auntie looked all around. "This is the biggest national park in Utah," she said. "And we're looking for one deer in it!" # fact: largest-park-in-utah
    {pal} {sniffed()}. "He is close," it said. "I can tell."
    A little lizard ran across the rock and stopped in the sun.
    The tall striped rocks made long stripes of shade. Anything could hide in there.
    {hero} looked at the water. {hero} looked at the shade. {hero} looked at the high rocks. Where was he?
- "middle":
    Auntie turned in a slow circle, shading her eyes. "Biggest national park in Utah," she said, "and we're looking for one deer in it." # fact: largest-park-in-utah
    "Half a deer's worth of antlers," {pal} corrected. It {sniffed()}. "He's close, though. I can tell."
    A small lizard skittered out from a crack, stopped in a patch of sun, and sat there soaking up the warmth like a tiny sunbather.
    At the foot of the spires, the shadows lay in long, cool stripes, and the junipers between them made dark hiding places. From up here, anything could be in there. Or nothing.
    "Deer are gray-brown, like the rocks and the shade," Auntie murmured. "That's the whole point of being gray-brown."
    {hero} looked at the pothole, then at the shade, then at the highest hump of rock, where you might see over everything. A deer who had just had a drink would go somewhere. The trick was guessing where.
- else:
    Auntie turned in a slow circle, shading her eyes with one hand. "Biggest national park in Utah," she said, "and we're trying to find one deer in it. It's like looking for a particular grain of sand on a beach made of grains of sand." # fact: largest-park-in-utah
    "Half a deer's worth of antlers," {pal} corrected. It {sniffed()}. "But he's close. I can tell. The air has that deer-ish feeling."
    A small lizard shot out of a crack, stopped dead in a patch of sunlight, and flattened itself against the warm rock, soaking it up like someone who had been cold all winter and intended to make up for it.
    At the foot of the spires, the shadows lay in long, cool stripes, and the junipers tucked between them made dark little caves. From here, anything could be hiding in there. So could nothing.
    "Remember, he's the color of rock and shade," Auntie murmured. "That's the entire point of him. A deer who stood out wouldn't have lived long enough to grow those antlers."
    {hero} looked at the pothole, with its soft rim of mud, then at the shade, then at the highest hump of slickrock, where you might see over everything. A deer who has just had a drink goes somewhere. The whole trick, {hero} realized, was to stop thinking like a person with a plan and start thinking like a deer with nowhere special to be.
}
* [Wait quietly beside the biggest pothole # act: wait] -> end_lopsided
* [Go quickly up the highest rock to see over the spires # act: go] -> end_missed
* [Look for ears in the shade at the foot of the spires # act: look] -> end_found

// ---------------------------------------------------------------- chapter 3: Roadside Ruin
=== roadside_ruin ===
# place: needles
~ stop = "ruin"
{band:
- "young":
    {start == "ranger": The coyote had trotted away.}
    They drove to the Roadside Ruin trail. It wound through junipers and spiky yucca plants.
    Then {hero} saw it. Under a ledge of rock was a tiny stone house! It had a little door, too small for a grown-up.
    "People built that long ago," said Auntie. "They stored their corn inside, safe from the rain and the mice."
    {met_ranger: "The mice again!" said {hero}. "They like the antlers too!"}
    "We just look," Auntie added. "We don't touch it or lean on it."
    {friend != "": {friend} crouched down to see the tiny door too.}
    A kid could fit through that door. Maybe, long ago, a kid like {hero} crawled in to get the corn.
    Then {hero} saw a bush by the trail. The tips of its twigs were nibbled off. And across the trail went fresh hoofprints!
    {start == "tracks": The same split hearts as this morning.}
    {start == "ranger": {hero} remembered the ranger's words: look for ears.}
    {start == "look": He really had come this way!}
- "middle":
    {start == "ranger": By the time they reached the car, the coyote had trotted off into the brush.}
    A few minutes' drive took them to the Roadside Ruin trail, a short loop that wound between junipers, pinyon pines and spiky yucca plants. Then, tucked under a ledge of rock beside the path, {hero} saw it: a tiny stone building, no taller than Auntie's shoulder, with a doorway not much bigger than a dog door.
    "A granary," said Auntie. "People who farmed here long ago built it to store their corn, safe from the rain and the mice."
    {met_ranger: "The mice again," said {hero}. "Mice get into everything."}
    "We look," she added, "but we don't touch it, and we never lean on the walls. It's been standing for hundreds of years. Let's keep it that way."
    {friend != "": {friend} leaned close to {hero} and whispered that it would make an excellent fort.}
    {hero} crouched to look at the little doorway. A grown-up could never fit through. But a kid could. Maybe, hundreds of years ago, a kid about {hero}'s size had been the one sent crawling in to fetch the corn, grumbling about it, the way {hero} grumbled about fetching things from the basement.
    Just past the granary, a bush beside the trail caught {hero}'s eye. The tips of its twigs had been nibbled off, leaving little pale, ragged ends. And across the sandy trail ran a line of hoofprints, so new that their edges were still sharp.
    {start == "tracks": They looked like the same split hearts {hero} had followed through the wash at breakfast.}
    {start == "ranger": {hero} could hear the ranger's voice: don't look for a deer, look for ears.}
    {start == "look": So he really had come this way, all those miles from camp.}
- else:
    {start == "ranger": By the time they got back to the car, the coyote had trotted off into the brush, with one last yellow look over its shoulder.}
    Auntie parked at the Roadside Ruin trailhead, where a short loop wound between junipers, pinyon pines and clumps of yucca with leaves like bundles of swords. Then, tucked under a ledge of rock just off the path, {hero} saw it: a tiny stone building, no taller than Auntie's shoulder, its stones fitted together and sealed with mud, and a doorway hardly bigger than an oven door.
    "A granary," said Auntie. "People who farmed here long ago built it to keep their corn safe from rain and hungry mice."
    {met_ranger: "The mice again," said {hero}. "This whole park is a mouse buffet."}
    "We look," Auntie added, "but we don't touch it, and we never, ever lean on the walls. It's been standing for hundreds of years. I'd hate for it to fall over on our watch."
    {friend != "": {friend} leaned close to {hero} and whispered that it would make an excellent fort, then looked guilty for thinking it.}
    {hero} crouched to study the little doorway. No grown-up could ever have squeezed through it. But a kid could. Maybe, hundreds of years ago, on a cold morning just like this one, a kid about {hero}'s size had been the one sent crawling in to fetch the corn, grumbling about the dark and the spiders, the way {hero} grumbled about being sent down to the basement. The thought gave {hero} a strange, warm shiver, as if someone had just walked past on the trail without making a sound.
    Just past the granary, a bush beside the trail caught {hero}'s eye. The tips of its twigs had been nipped off, leaving little pale stubs, like the ends of pencils somebody had chewed. And across the sandy trail ran a line of hoofprints, so new that their edges were still crisp.
    {start == "tracks": They were the same split hearts {hero} had followed through the wash at breakfast, and seeing them again felt like running into a friend.}
    {start == "ranger": {hero} could almost hear the ranger: don't look for a deer, look for ears.}
    {start == "look": So he really had come this way, miles from camp, as if he had been leading them all along.}
}
{end_now: -> early_camp}
~ saw_tracks = true
{band:
- "young":
    {pal} {sniffed()}. "These tracks are new," it whispered. "He can't be far!"
    The trail went on, around a bend. There were lots of junipers, with lots of dark shade.
    {hero}'s heart went thump. The buck was close. Very close.
    But if {they} went too fast, would {they} scare him away?
- "middle":
    {pal} {sniffed()}. "These are fresh," it whispered. "He can't be far."
    The loop curved on around a bend, through more junipers, each one throwing a puddle of dark shade. A raven flew over, its wings making a soft whoosh, whoosh, and then everything was quiet again.
    {hero} could feel it. The buck was near. Close enough to hear them, probably, with those ears.
    {hero} took a slow step, and then another. The sand squeaked under {their} boot, and somewhere ahead, a twig snapped. Then nothing.
    The only question was how to get closer without making him leave.
- else:
    {pal} {sniffed()}. "These are fresh," it whispered. "He can't be far."
    The loop curved on around a bend, through more junipers, each one pouring a puddle of dark shade onto the sand. A raven flew over so low that they heard its wings, whoosh, whoosh, like someone shaking out a blanket, and then the quiet came back even deeper than before.
    {hero}'s heart was going much faster than the walk could explain. The buck was near. Near enough to hear every crunch of their boots, with ears like that. Maybe near enough to be watching them right now from some shadow they had already walked past.
    {hero} took a slow step forward, then another. The sand squeaked under {their} boot like a new shoe, and somewhere ahead, beyond the bend, a twig snapped. Then nothing. The nothing went on for a long time.
    Which meant the question was no longer where he was. It was how to get closer to a wild animal without giving him a reason to leave.
}
* [Go fast around the rest of the loop to catch up with him # act: go] -> end_missed
* [Look under every juniper with Auntie's binoculars # act: look] -> end_found
* [Wait on a rock beside the trail, as still as the old granary # act: wait] -> end_lopsided

// ---------------------------------------------------------------- endings
=== end_found ===
# place: needles
# ending: both_antlers
{band:
- "young":
    {stop == "cave": Auntie gave {hero} the binoculars. {hero} looked into the dark shade under the junipers. Slowly. Slowly.}
    {stop == "pothole": {hero} borrowed Auntie's binoculars. {They} looked along the shade at the bottom of the striped rocks. Slowly. Slowly.}
    {stop == "ruin": Auntie gave {hero} the binoculars. {They} looked under every juniper. One. Two. Three. Four.}
    There! Two big ears, twitching at a fly.
    It was the buck. He was lying down in the shade, with his legs tucked under him. He was chewing slowly, like a cow.
    {knew_shade: "Just like the ranger said!" whispered {hero}. "Look for ears!"}
    Then {hero} looked at his head. There was no antler on it at all! Just two little round spots.
    And in the sand, a few steps away, lay the second antler.
    "He's not lopsided anymore!" whispered {hero}.
    {pal} {wiggled()}.
    "We stay right here," said Auntie softly. "He's resting. We won't bother him."
    They watched for a long time. The buck yawned a giant yawn. Then he stood up, stretched and shook his head. No wobble at all!
    He walked away, light and easy, into the rocks.
    {met_ranger: "Now he grows new ones," said {hero}.|"Will he grow new ones?" asked {hero}.}
    "By fall," said Auntie. "Maybe even bigger."
    On the way back, {hero} walked with both hands on top of {their} head, like antlers. Then {they} took one hand away, and tipped to one side. Then {they} took the other hand away.
    {friend != "": {friend} tried the antler walk too, and did the tilt even better.}
    "Not lopsided!" {hero} said.
    {met_ranger: "And two snacks for the mice," said Auntie.}
- "middle":
    {stop == "cave": Auntie handed over the binoculars, and {hero} pointed them into the deep shade below the ladders, moving them slowly from one juniper to the next.}
    {stop == "pothole": {hero} borrowed Auntie's binoculars and swept them slowly along the strip of shade at the foot of the spires, from one juniper to the next.}
    {stop == "ruin": Auntie handed over the binoculars, and {hero} checked under every juniper along the trail, slowly, the way the shade deserved. One. Two. Three. Four.}
    There. Two huge ears, flicking at a fly.
    It was the buck. He was lying in the shade with his legs folded neatly under him, chewing slowly, the way cows do, with a faraway look in his eyes.
    {knew_shade: "Just like the ranger said," {hero} breathed. "Don't look for a deer. Look for ears."}
    Then {hero} looked at his head, and nearly dropped the binoculars. There was no antler on it at all. Both sides were bare now, with two small round spots where the antlers had been.
    And a few steps away from him, lying in the sand, was the second antler.
    "He's not lopsided anymore," {hero} whispered. "It fell off. Both of them fell off on the same day, and we found both."
    {pal} {wiggled()}. {kind == "deer": "Told you," it whispered. "Every spring."}
    "We stay right here," said Auntie softly. "He's resting. The best thing we can give him is to leave him alone."
    {hero} nodded. All morning {they} had been worried he was hurt. He wasn't. He was just a deer having a rest on a warm spring day.
    So they watched from the trail for a long time. A raven flew down, strutted over to the fallen antler, gave it one peck, tock, and flapped away, disappointed. {saw_antler: "Same as the ravens at camp," {hero} whispered. "Nobody wants to eat an antler."|"Not food," {hero} whispered. "Poor raven."} The buck yawned a huge pink yawn. Then he got up, stretched, and shook his bare head. No wobble. No tilt. He looked almost surprised at how light it felt.
    He walked off into the rocks, easy and even, without once looking back.
    {met_ranger: "And now he starts growing new ones," {hero} said.|"Will he grow new ones?" {hero} asked.}
    "All summer long," said Auntie. "They grow under soft fuzz called velvet, and they're done by fall. They might be even bigger than the old ones."
    On the walk back to the car, {hero} held both hands up beside {their} head like antlers and tried out the buck's walk. Then {they} dropped one hand and tipped a little to one side, the way he had at breakfast. Then {they} dropped the other hand, stood up straight, and walked on, light and even.
    {friend != "": {friend} tried the antler walk too, and did the tilt even better.}
    Auntie laughed. "That's him exactly."
    {met_ranger: "And two mouse snacks," said {hero}. "One out here, and one by our tent."}
- else:
    {stop == "cave": Auntie handed over the binoculars without a word, and {hero} pointed them into the inky shade below the ladders, moving them slowly from one juniper to the next, the way you'd read a page you didn't want to skip.}
    {stop == "pothole": {hero} borrowed Auntie's binoculars and swept them slowly along the strip of shade at the foot of the spires, one juniper at a time, the way you'd read a page you didn't want to skip.}
    {stop == "ruin": Auntie handed over the binoculars, and {hero} checked under every single juniper along the trail, the way you'd read a page you didn't want to skip. One. Two. Three. Four.}
    There. Two enormous ears, flicking at a fly.
    It was the buck. He was lying in the shade with his legs folded neatly beneath him, chewing slowly, the way cows chew, with a look on his face of someone thinking about nothing in particular and enjoying it very much.
    {knew_shade: "Just like the ranger said," {hero} breathed. "Don't look for a deer. Look for ears." It had sounded like a joke at the time.}
    Then {hero} looked at his head, and nearly dropped the binoculars. There was no antler on it at all. Both sides were bare now, with two small, round, pale spots where the antlers had been, like the marks of a pair of bottle caps.
    And a few steps from where he lay, half hidden in the sand, was the second antler.
    "He's not lopsided anymore," {hero} whispered, and {their} voice cracked in the middle. "It fell off. Both of them fell off on the same day, and we found both of them. Do you know how lucky that is?"
    {pal} {wiggled()}. {kind == "deer": "Told you," it whispered, smugly. "Every spring. Nobody listens to the deer."}
    Something that {hero} had been carrying around since breakfast, a small, tight worry about a deer who might be hurt or lost or broken, quietly set itself down. He wasn't any of those things. He was a deer taking a nap on the first warm day of spring, and he had no idea that anybody had been worried about him at all.
    "We stay right here," said Auntie softly. "He's resting. The best present we can give a wild animal is to leave it alone."
    So they watched from the trail for a long time, long enough for {hero}'s arms to ache from holding the binoculars. A raven glided down, strutted over to the fallen antler with the air of an inspector, gave it one sharp peck, tock, and flapped off, deeply let down. {saw_antler: "Same verdict as the ravens at camp," {hero} whispered. "Nobody wants to eat an antler."|"Not food," {hero} whispered. "Tough luck, raven."} The buck yawned a huge, pink, unembarrassed yawn. Then he got up, stretched his long legs one at a time, and shook his bare head. No wobble. No tilt. He held it still for a moment afterward, as if he couldn't quite believe how light it felt.
    Then he walked off into the rocks, easy and even, without once looking back.
    {met_ranger: "And now he starts on the new ones," {hero} said.|"Will he grow new ones?" {hero} asked.}
    "Starting any day now," said Auntie. "They grow all summer under a coat of soft fuzz called velvet, and by fall they're hard and shining. If he's had a good year, they'll be bigger than the last ones."
    All the way back to the car, {hero} acted out the buck's whole day with {their} own two hands: both held up beside {their} head like a pair of antlers, then one dropped, with the little tilt to the side from breakfast, the lopsided walk. Then the other hand came down, and {hero} straightened up and walked on, light-headed, easy and even, and found it surprisingly hard to stop grinning.
    {friend != "": {friend} tried the antler walk too, and did the tilt even better.}
    "That," said Auntie, "is a very accurate mule deer."
    {met_ranger: One antler in the shade behind them, one by the tent ahead: two presents, waiting for some very patient mice.}
}
-> END

=== end_lopsided ===
# place: needles
# ending: lopsided_goodbye
{band:
- "young":
    {stop == "cave": They sat on a rock by the dripping spring. Drip. Drip. Drip.}
    {stop == "pothole": They sat on the warm rock by the biggest pothole. A raven came and drank, then flew away.}
    {stop == "ruin": They sat on a flat rock by the trail. They were as still as the little stone house.}
    {kind == "turtle" || kind == "owl" || kind == "deer": Being still was easy for {pal}. It was the best at it.|Being still was hard for {pal}. It tried its very best.}
    They waited a long time. The shadows moved. A lizard came out and sat in the sun.
    {friend != "": {friend} sat so still that a fly landed on one knee. {friend} let it stay.}
    "Is he coming?" whispered {pal}.
    "Shh," said {hero}. "Deer can hear a whisper!"
    Then {hero} saw ears. Two giant ears. Then a face.
    It was the buck! And he still had one antler.
    {stop == "cave": He bent his head and drank from the little pool. Water dripped off his chin.}
    {stop == "pothole": He walked to the pothole and took a long drink. "He is allowed," whispered Auntie. "We are not."}
    {stop == "ruin": He walked along the trail, nibbling twigs. He was so close, {hero} could hear him chew!}
    He looked strong. His eyes were bright. He did not look broken at all.
    The buck lifted his head and looked at {hero}. {hero} looked back.
    "Hi," whispered {hero}.
    Then he bounced away. Boing, boing, boing!
    "He's still lopsided," said {hero}.
    "For now," said Auntie. "The other one will fall soon. Maybe tomorrow."
    {hero} smiled. Lopsided was not broken. It was just in between the old antlers and the new ones.
- "middle":
    {stop == "cave": They sat on a flat rock beside the spring, with the drip going plink, plink, plink, and waited.}
    {stop == "pothole": They sat on the sun-warmed rock beside the biggest pothole and waited. A raven landed, took a few sips from the far side, and flapped away again.}
    {stop == "ruin": They sat on a flat rock beside the trail and waited, as still as the old granary.}
    {kind == "turtle" || kind == "owl" || kind == "deer": Being still came easily to {pal}. It was, if anything, a little too good at it, and had to be nudged now and then to check it was awake.|Being still did not come easily to {pal}. It sat on its paws, or its feet, or whatever it had, and tried very hard.}
    They waited a long time. The shadows moved across the rock. {hero}'s legs went to sleep and woke up again, fizzing.
    {friend != "": {friend} sat so still that a fly landed on one knee and was allowed to stay.}
    A noisy flock of blue birds swept over the junipers, calling to each other, and was gone. "Pinyon jays," Auntie mouthed. {pal} watched them go, then leaned close.
    "Do you think he's coming?" {pal} whispered.
    "Shh," {hero} whispered back. "With ears like that, he can hear a whisper a long way off."
    Then, at the edge of the junipers, two enormous ears appeared. Then a gray face. Then the rest of him.
    It was the buck, and he still wore one antler.
    {stop == "cave": He stepped carefully over the stones, lowered his head to the little pool and drank, and when he lifted his chin, water dripped off it in silver drops.}
    {stop == "pothole": He walked straight to the pothole and took a long, slow drink. "He's allowed," Auntie whispered. "We're not. It's his water."}
    {stop == "ruin": He stepped out onto the trail and began nibbling twig tips, so close that {hero} could hear his teeth crunch.}
    Up close, he looked strong and glossy, with bright dark eyes. The bare side of his head had a small, round, pale spot where the antler had been. He didn't seem to mind it at all.
    Then he lifted his head and looked straight at {hero}, ears forward, for one long, quiet moment.
    "Hi," {hero} whispered.
    The buck flicked his ears, turned, and bounded away over the rocks, boing, boing, boing, lopsided and perfectly fine.
    "He's still lopsided," said {hero}.
    "For now," said Auntie. "The other one will drop in a day or two. {start == "tracks": It's loose. You saw him rubbing it.|Remember how he shook his head this morning? It's loose.}"
    They stayed a while longer, just to look at the place where he had stood. {stop == "pothole": The water in the pothole was still rocking where he had drunk.|A few of his split-heart prints were pressed into the {stop == "cave": damp|soft} sand, sharp and fresh.}
    On the drive back to camp, {hero} checked the shade under every juniper that went past the window, just in case. Lopsided wasn't the same as broken. It was just the part in between the old antlers and the new ones. Everybody, probably, was a little lopsided sometimes.
- else:
    {stop == "cave": They settled on a flat rock near the spring, with the drip keeping time, plink, plink, plink, and waited, breathing as quietly as they knew how.}
    {stop == "pothole": They settled on the sun-warmed rock beside the biggest pothole and waited. A raven landed on the far side, took a few dainty sips like someone testing soup, and flapped off again.}
    {stop == "ruin": They settled on a flat rock beside the trail and waited, as still as the old granary, and considerably less patient.}
    {kind == "turtle" || kind == "owl" || kind == "deer": Being still came naturally to {pal}. In fact, {pal} was so good at it that {hero} had to nudge it now and then to check it hadn't fallen asleep.|Being still did not come naturally to {pal}. It sat on its own feet, twitched, stopped twitching, and then twitched about having twitched.}
    They waited a long time. The shadows slid across the rock. {hero}'s left leg went to sleep and woke up again, fizzing like soda. Twice {hero} was certain the buck had gone for good, and twice {they} made {themself} stay.
    {friend != "": {friend} had gone so still that a fly landed on one knee, looked around, and was allowed to stay.}
    A flock of pinyon jays went over in a loose blue crowd, gossiping at the tops of their voices, and dropped into the junipers somewhere out of sight. {pal} watched them go, and then leaned in.
    "What if he doesn't come?" {pal} breathed.
    "Then he doesn't," {hero} breathed back, surprised to find {they} meant it. "Shh. With ears like his, he can hear us thinking."
    Then, at the edge of the junipers, two enormous ears rose into view. Then a long gray face. Then, very carefully, the rest of him.
    It was the buck, and he still wore one antler.
    {stop == "cave": He stepped delicately over the stones, lowered his head to the little pool and drank, and when he finally lifted his chin, water dripped off it in bright silver beads.}
    {stop == "pothole": He walked straight to the pothole and took a long, slow drink, his throat moving with each swallow. "He's allowed," Auntie breathed. "We're not. It's his water. It always was."}
    {stop == "ruin": He stepped out onto the trail and began nipping off twig tips, so close that {hero} could hear each crunch, and smell, very faintly, something warm and dusty and wild.}
    Up close, he was nothing like broken. He was glossy and strong, with bright dark eyes and a black patch on his forehead, and the bare side of his head showed only a small, round, pale spot, which he seemed to have forgotten about entirely.
    Then he lifted his head and looked straight at {hero}, ears forward, for one long moment that felt like being asked a question and answering it without words.
    "Hi," {hero} whispered.
    The buck flicked his ears, turned, and bounded off across the rocks, boing, boing, boing, lopsided and completely fine.
    "He's still lopsided," said {hero}.
    "For now," said Auntie. "The other one's loose. {start == "tracks": You saw him rubbing it.|Remember how he shook his head at breakfast?} A day or two, and it'll drop somewhere out here, and nobody will see it happen but the ravens."
    They stayed a while after he had gone, just to look at the place where he had stood. {stop == "pothole": The water in the pothole was still rocking gently where his mouth had been, and a single gray hair floated on it.|A few of his split-heart prints were pressed into the {stop == "cave": damp|soft} sand, sharp-edged and new, the only proof that any of it had happened.}
    On the drive back to camp, {hero} watched the shade under every juniper that slid past the window, just in case, and didn't find him, and didn't mind. All morning {they} had been worried about him, as if lopsided meant something had gone wrong. But it didn't. It was only the in-between part, after the old antlers and before the new ones. {hero} was fairly sure everybody was a little lopsided sometimes, and it didn't seem to bother the buck one bit.
}
-> END

=== end_missed ===
# place: needles
# ending: missed_him
{band:
- "young":
    {stop == "cave": {hero} climbed the ladders fast. Clatter, bang, clatter! "Slow down!" called Auntie.}
    {stop == "pothole": {hero} ran up the highest rock. Thud, thud, thud went {their} boots. "Slow down!" called Auntie.}
    {stop == "ruin": {hero} hurried around the trail. Crunch, crunch, crunch! "Slow down!" called Auntie.}
    CRASH!
    Something burst out of the shade, {stop == "ruin": right beside the trail|just below them}. It was the buck! He had been lying there the whole time.
    He bounced away. Boing, boing, boing! All {hero} saw was his white bottom and his little black-tipped tail. Then he was gone.
    "Oh no," said {hero}. "One antler, or none? I didn't see!"
    {hero} sat down on a rock and pulled {their} hat down over {their} face.
    {friend != "": {friend} sat down on the other side, close.}
    Auntie sat down too. "He heard us coming," she said. "His big ears hear everything."
    {knew_shade: "The ranger said they rest in the shade," said {hero}. "I forgot to look."}
    "Wild animals don't wait for us," Auntie went on. "Next time, we go slow."
    Then {hero} saw a dent in the sand under the juniper. A few gray hairs lay in it.
    "His bed," said Auntie.
    {hero} drew it in {their} notebook. The bed. The white bottom. The black-tipped tail.
    "Next time, slow," {hero} wrote.
    On the way back, they walked very slowly. And a lizard let {hero} come close enough to see its bright blue speckles!
- "middle":
    {stop == "cave": {hero} went up the ladders as fast as {they} could, rungs rattling and boots banging on the wood. "Slow down!" Auntie called from below.}
    {stop == "pothole": {hero} ran for the highest hump of slickrock, boots thudding on the stone. "Slow down!" Auntie called.}
    {stop == "ruin": {hero} hurried around the loop, boots crunching on the sand, with {pal} close behind. "Slow down!" Auntie called.}
    Faster meant closer, {hero} thought. And closer meant seeing him at last.
    CRASH.
    Something exploded out of the shade {stop == "ruin": right beside the trail|just below them}, where {hero} had been sure there was nothing but junipers. It was the buck. He had been lying there the whole time, watching them come.
    He bounded away over the rocks, boing, boing, boing, and all {hero} saw was a white rump and a small white tail with a black tip, flashing between the junipers. Then he was gone.
    "No," said {hero}. "Wait. Was there one antler on his head, or none? I didn't even see his head."
    {hero} sat down hard on a rock and pulled {their} hat down over {their} face.
    {friend != "": {friend} sat down on {hero}'s other side and didn't say anything, which was exactly right.}
    Auntie sat down beside {them}. "He heard us long before we saw him," she said. "With ears like that, he probably heard us get out of the car."
    {knew_shade: "The ranger told us they rest in the shade," said {hero} miserably. "I forgot to look."}
    "Wild animals don't owe us a goodbye," Auntie went on gently. "If we want to see them, we have to go slow and quiet and let them decide."
    From the trail, they could see the spot where he'd been lying: an oval dent in the sand under the juniper, with a few gray hairs caught in it.
    "His bed," said Auntie. "Still warm, I bet."
    They walked the rest of the way very slowly, as quietly as they could, and something strange happened. A little brown lizard let them come close enough to see the blue speckles on its back. A raven landed on a rock and didn't fly off. Going slow, it turned out, worked on everybody.
    Back at camp, {hero} drew it all in {their} notebook: the oval bed, the white rump, the black-tipped tail. It wasn't the drawing {they} had hoped to make today. But it was real, and underneath it {they} wrote three words: Next time, slow.
- else:
    {stop == "cave": {hero} went up the ladders as fast as {they} could go, rungs rattling, boots banging on the old wood, {pal} {flies(): flapping|scrambling} after. "Slow down!" Auntie called from below, but {hero} was already halfway up.}
    {stop == "pothole": {hero} made a run for the highest hump of slickrock, boots drumming on the bare stone, {pal} close beside {them}. "Slow down!" Auntie called, but {hero} was already halfway up.}
    {stop == "ruin": {hero} hurried around the loop, boots crunching on the sand, {pal} close behind. "Slow down!" Auntie called, but {hero} was already around the bend.}
    It had seemed like such a good idea. Faster meant closer, and closer meant finally seeing him, and {they} had been waiting all day to see him. Every step was louder than the last, and {they} didn't notice a single one.
    CRASH.
    Something exploded out of the shade {stop == "ruin": a few steps off the trail|just below them}, from a spot {hero} would have sworn held nothing but junipers. It was the buck. He had been lying there the whole time, perfectly still, watching them come.
    He bounded away over the rocks, boing, boing, boing, and all {hero} saw was a white rump and a small white tail with a black tip, flashing between the junipers like a signal. Then the rocks had him, and he was gone.
    "No," said {hero}. "No, no. Wait. One antler or none? I didn't even see his head. I didn't see anything."
    {hero} sat down hard on a rock and pulled {their} hat down over {their} face, and stayed under it, cross with the buck, and with {their} own loud feet, and mostly with {themself}.
    {friend != "": {friend} sat down on {hero}'s other side and didn't say a single word, which was exactly the right number.}
    Auntie lowered herself down beside {them}, slowly, with a small grunt. "He heard us long before we ever saw him," she said. "With ears like that, he probably heard us close the car doors."
    {knew_shade: "The ranger told us," said {hero}. "They rest in the shade. Look for ears. I knew that, and I forgot, because I was in a hurry."}
    "Wild animals don't owe us a goodbye," Auntie went on. "That's the hard part, and the good part. If we want to see them, we go slow and quiet, and then we let them decide. Today he decided."
    From the trail, they could see exactly where he'd been lying: an oval dent pressed into the sand under the juniper, with a few gray hairs caught along its edge, like a fingerprint.
    "His bed," said Auntie. "I'd bet it's still warm."
    They walked the rest of the way at half speed, and then at half of that, placing their feet like people crossing a room where a baby was asleep. And something odd happened. A little brown lizard let {hero} come close enough to see the blue speckles on its back and the pulse in its throat. A raven landed on a boulder and stayed there, watching them with polite interest. {pal} pointed out, in a whisper, that it had never seen so much of the desert in its life. Going slow, it turned out, worked on everybody.
    Back at camp, {hero} sat for a long time looking at the notebook. Then {they} drew it all carefully: the oval bed, the white rump in mid-bound, the black-tipped tail. It wasn't the picture {hero} had wanted all day. But it was true, every line of it, and that counted for something. Underneath, {hero} wrote three words and underlined them twice: Next time, slow.
}
-> END

// ---------------------------------------------------------------- early endings ("make this the final chapter")
=== early_morning ===
# place: needles
# ending: let_him_be
{band:
- "young":
    {start == "tracks": {hero} watched the buck nibble his bush. He looked happy. He looked fine. "Let's not chase him," said {hero}. "Let's let him be." So they watched until he walked away behind the rocks.}
    {start == "ranger": {hero} let out a big breath. It did not hurt him! "Thank you," {hero} told the ranger. Then they drove back to camp.}
    {start == "look": Then {hero} heard a snort. The buck was on the big rock behind camp! He looked down at them, lopsided and fine. Then he walked away.}
    {start == "look": The oatmeal on the picnic table was cold and lumpy now.|Back at camp, the oatmeal was cold and lumpy.} They ate it anyway.
    {hero} drew the antler in {their} notebook. Four points. A round, flat bottom.
    "Lopsided," {hero} wrote. "But fine."
- "middle":
    {start == "tracks": {hero} watched the buck nibbling his bush, far away and perfectly calm. "Let's not chase him," {hero} said at last. "He looks okay. He doesn't need us following him all day." So they sat on the warm rock and watched until he wandered off behind the spires.}
    {start == "ranger": {hero} felt {their} shoulders drop about an inch. It didn't hurt him. He was fine. "Thank you," {they} told the ranger, and the ranger raised his enormous mug. Then they drove back the way they had come.}
    {start == "look": Then a snort came from the big slickrock hump behind camp. The buck was standing up there against the sky, lopsided and glossy and fine, looking down at his old antler. After a long moment, he turned and walked away.}
    {start == "look": The oatmeal had gone cold in the pot and set like cement.|Back at camp, the oatmeal had gone cold and set like cement.} They ate it anyway, sitting on the picnic table with their feet on the bench, and it was surprisingly good.
    {start == "look": {pal} took one last look at the antler by the juniper.|{pal} went back for one last look at the antler.} {met_ranger: "So he just grows new ones?" it said. "Every year? I'd like to file a request."|"Does he get a new one?" it asked.}
    {not met_ranger: "A whole new pair, every year," said Auntie. "By fall they'll be hard and shining."}
    {not met_ranger: "Every year?" said {pal}. "I'd like to file a request."}
    {kind == "deer": Then {pal} remembered it was a deer, and looked pleased with itself.}
    {hero} took out {their} notebook and drew the antler under the juniper, getting every fork right: four points, and a flat round bottom like a bottle cap.
    Underneath, {they} wrote: Lopsided. But fine.
    {start == "look": Auntie looked over {their} shoulder. "That's better than anything I could draw," she said. "You looked properly. Most people never do."}
- else:
    {start == "tracks": {hero} watched the buck working away at his bush, far off and perfectly calm, and something in {their} chest unclenched. "Let's not chase him," {hero} said at last. "He looks okay. He doesn't need a parade following him around all day." So they sat on the warm rock and watched until he wandered off behind the spires, unhurried, one antler up like a question mark.}
    {start == "ranger": {hero}'s shoulders came down from around {their} ears, where they had apparently been all morning. It didn't hurt. He was fine. He wasn't broken; he was just on schedule. "Thank you," {they} told the ranger, who raised his enormous mug in a toast. Then they drove back the way they had come, and {hero} felt lighter the whole way, as if {they} had dropped something too.}
    {start == "look": Then a snort came from the big slickrock hump behind camp. The buck was standing up there against the pale sky, lopsided and glossy and entirely fine, looking down at his old antler the way you might look at a sweater you'd outgrown. After a long moment, he turned and walked away along the top of the rock.}
    {start == "look": The oatmeal had gone cold in the pot and set like cement.|Back at camp, the oatmeal had gone cold and set like cement.} They ate it anyway, sitting on top of the picnic table with their boots on the bench, while Auntie explained that cold oatmeal was an old desert tradition, which {hero} was fairly sure she had just made up.
    {start == "look": {pal} took one last long look at the antler by the juniper.|{pal} went back for one last look at the antler.} {met_ranger: "So let me understand," it said. "He drops them, on purpose, every single year, and grows a new pair by fall. Just like that." It considered this. "I'd like to speak to whoever's in charge of handing those out."|"Does he get a replacement?" it asked. "Or is this a one-antler-per-customer situation?"}
    {not met_ranger: "A whole new pair, every single year," said Auntie. "They start growing any day now, and by fall they're hard and shining."}
    {not met_ranger: {pal} considered this. "I'd like to speak to whoever's in charge of handing those out."}
    {kind == "deer": Then it remembered that it was a deer, and looked extremely pleased with itself.}
    {hero} took out {their} notebook and drew the antler under the juniper, slowly, getting every fork exactly right: four points, rough at the bottom, smooth at the tips, and a flat round base like a bottle cap.
    Underneath, {they} wrote: Lopsided. But fine. Then, after thinking about it, {they} added: Like most of us.
    {start == "look": Auntie leaned over {their} shoulder and studied the drawing for a long time. "You looked properly," she said at last. "Most people glance at a thing and think they've seen it. You sat on your hands and really looked. That's rarer than a one-antlered deer."}
}
-> END

=== early_camp ===
# place: needles
# ending: back_at_camp
{band:
- "young":
    {hero} looked at the fresh prints. "He's close," {they} whispered. "But this is his home. Let's not chase him."
    So they drove back to camp. {hero} sat on a rock all afternoon and practiced being very still.
    At the end of the day, the light turned gold. Then something moved by the juniper.
    It was the buck! He had come back.
    And now he had no antlers at all! The other one had fallen off, somewhere out in the rocks.
    He sniffed his old antler in the sand. Then he walked on, nibbling twigs.
    "Hello again," whispered {hero}. "You found us!"
- "middle":
    {hero} looked down at the fresh prints and made a decision. "He's close," {hero} whispered. "But this is his home, not ours. Let's not chase him."
    Auntie squeezed {their} shoulder, and they tiptoed back to the car and drove to camp.
    All afternoon, {hero} sat on the slickrock above the tent and practiced being still. {pal} practiced too, with mixed results. Auntie read a book and pretended not to watch them.
    That evening, when the light turned gold and the spires glowed like embers, something moved beside the juniper at the edge of camp.
    It was the buck. He had come back.
    And now his head was bare on both sides. The second antler had fallen off, somewhere out in the rocks, where nobody but the ravens had seen.
    He lowered his nose to his old antler in the sand, sniffed it once, and walked on, nibbling twigs, as if it belonged to some other deer.
    "Hello again," {hero} whispered. "We didn't have to chase you after all."
- else:
    {hero} looked down at the fresh prints for a long moment, and then, to {their} own surprise, made a decision. "He's close," {hero} whispered. "But this is his home, not ours. Let's not chase him around it."
    Auntie squeezed {their} shoulder, and they tiptoed back to the car, leaving the prints exactly as they were, and drove back to camp.
    All afternoon, {hero} sat on the slickrock above the tent and practiced being still, which is much harder than it sounds when your nose itches and there's an ant investigating your sock. {pal} practiced too, with mixed results. Auntie read a paperback in the shade and pretended, not very well, not to be watching them both.
    That evening, when the light went gold and the spires glowed like embers, something moved beside the juniper at the edge of camp.
    It was the buck. He had come back, all on his own.
    And now his head was bare on both sides. The second antler had dropped somewhere out in the rocks that afternoon, in some quiet place that nobody but the ravens would ever find.
    He lowered his nose to his old antler in the sand, sniffed it once, the way you'd glance at an old photo of yourself, and walked on, nibbling twig tips, light-headed in the most literal way.
    "Hello again," {hero} whispered. {They} hadn't found him. {They} had let him find them, which turned out to be better.
}
-> END
