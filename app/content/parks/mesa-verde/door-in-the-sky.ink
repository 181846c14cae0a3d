# title: The Door in the Sky
# month: 9
INCLUDE shared/story.ink

// How chapter 2 began: "tower" (studied the tower), "ranger" (asked the ranger), "jay" (watched the jay).
VAR route = ""
// Where chapter 3 happened: "kiva" (the kiva with the ladder), "high" (under the high storage rooms), "last" (the last stop before the ladders).
VAR spot = ""
// Clues found along the way.
VAR saw_beams = false
VAR heard_baskets = false
VAR saw_cache = false
// The sidekick made its carrot joke at the tower (only on the tower route, after the end-now check).
VAR said_carrots = false

-> top_of_the_steps

// ---------------------------------------------------------------------------------------------
// Chapter 1: a September morning on the Cliff Palace tour. A hawk that is not a hawk, and a riddle.
// ---------------------------------------------------------------------------------------------
=== top_of_the_steps ===
# place: cliff-palace
{band:
- "young":
  It was a cool September morning. A long line of people waited by a gate at the top of the canyon. Dad had the tickets.
  A ranger opened the gate. "I am Ranger Hale," he said. "Watch your feet. The steps are bumpy. And stay with me!"
  Down, down, down they went, on steps of stone. {pal} {moved()} down right behind {hero}.
  Then {hero} gasped. Under a giant roof of rock was a whole stone village! There were walls and towers and lots of little doors.
  "This is Cliff Palace," said the ranger. "People lived on this mesa for about 700 years." # fact: ancestral-pueblo-people
  KEE-ARRR! A scream rang out. A hawk! Everybody ducked. {pal} {hid()}.
  But it was not a hawk. On top of a tall tower sat a blue bird with a black pointy crest.
  "That is a Steller's jay," the ranger laughed. "It can copy a hawk. It is the only one allowed to sit on the walls. We do not touch the walls at all."
  Then he pointed at the tall tower. Way up high was a door shaped like a T. It opened onto nothing but air!
  "Here is my riddle," said the ranger. "Why is that door shaped like a T? Nobody knows for sure. Tell me your best idea before we climb out."
  {hero} wanted to solve it. {They} really, really did.
  Then the jay flew off with something in its beak.
- "middle":
  The tour met at the top of the canyon on a cool September morning. A long line of people in jackets waited by a locked gate, stamping their feet to stay warm. Dad held the tickets in his teeth while he tied his boot. {friend != "": {friend} was already at the front of the line.}
  A ranger came striding up with a ring of keys. "Good morning! I'm Ranger Hale," he said, unlocking the gate. "The steps are uneven, so watch your feet. And stay with me the whole way. No wandering."
  They went down stone steps, some of them cut right into the cliff, through a gap in the rock so narrow that Dad had to turn sideways. {pal} {moved()} down the steps right behind {hero}.
  Then the rock opened up, and {hero} stopped so fast that Dad bumped into {them}.
  Under a giant curved roof of stone sat a whole village. There were walls, and towers, and round pits in the ground, and dozens of little doorways, all tucked into the cliff like a secret.
  "Welcome to Cliff Palace," said the ranger. "It's the biggest cliff dwelling in North America. People lived on this mesa for about seven hundred years, from around the year 550 to about 1300." # fact: ancestral-pueblo-people
  KEE-ARRR! A scream ripped through the air. Everyone ducked. {pal} {hid()}. A hawk!
  But there was no hawk. On top of the tallest tower sat a bird, dark blue, with a pointy black crest. It screamed again, then made a rattly, chuckling sound, like a bird enjoying its own joke.
  "Steller's jay," said the ranger, grinning. "They can copy a hawk's scream perfectly. He does it to every tour. He's also the only one allowed to sit on these walls. The rest of us don't touch, lean or sit on anything old. Not even a finger."
  Then he pointed up at the tower. It was square and tall, four floors of stacked stone. Near the top was a doorway shaped like a capital T. It opened onto nothing but air.
  "Here's my riddle," said the ranger. "Why would anyone build a T-shaped door way up there? People have argued about T-shaped doors for a hundred years, and nobody knows for sure. Before we climb out, I want your best idea, with one clue to back it up."
  Dad nudged {hero}. "You love a puzzle."
  {hero} did. {Their} brain was already buzzing.
  Just then the jay dropped off the tower and swooped toward the back of the alcove, with something pale in its beak.
- else:
  The tour met at the top of the canyon at nine on a September morning so cool that everyone's breath showed. A long line of people in fleece jackets shuffled by a locked gate in a chain-link fence. Dad was holding the tickets in his teeth while he retied a boot, which made everything he said come out as a mumble. {friend != "": {friend} had already claimed a spot at the very front of the line and was guarding it.}
  A ranger came striding up, keys jingling. "Morning, everybody. I'm Ranger Hale," he said, unlocking the gate. "A couple of rules. The steps are uneven, so watch your feet. Stay with me the whole time. And don't wander, because this place has a lot of edges."
  They went down stone steps, some of them cut right into the cliff, through a crack in the rock so narrow that Dad had to turn sideways and suck in his stomach. {pal} {moved()} down the steps right behind {hero}, making a small, disapproving noise at every uneven one.
  Then the rock opened up, and {hero} stopped so suddenly that Dad walked into {them}.
  Under an enormous curved roof of stone, like the inside of a giant's half-shell, sat a whole village. Walls and towers, round pits in the ground, dozens and dozens of little doorways, all tucked back into the cliff as if the mesa were keeping it a secret.
  "Welcome to Cliff Palace," said the ranger. "The biggest cliff dwelling in North America. People lived on this mesa for about seven hundred years, from around A.D. 550 to 1300, and this was one of the last places they built." # fact: ancestral-pueblo-people
  KEE-ARRR! A scream tore through the alcove. Half the tour ducked. {pal} {hid()}. A hawk, {hero} thought, a hawk, right above us.
  But there was no hawk. On top of the tallest tower perched a bird, inky blue with a sharp black crest, looking extremely pleased with itself. It screamed again, then added a rattly chuckle, like someone who has just told a very good joke.
  "Steller's jay," said the ranger. "They can copy a hawk's scream perfectly. This one does it to every single tour. He's also the only one allowed to sit on these walls. The rest of us don't touch, lean or sit on anything old. Not even one finger. Eight hundred years of fingers add up."
  Then he pointed up at the tower. It was square and tall, four floors of hand-shaped stone stacked with impossible neatness. Near the very top was a doorway shaped like a capital T. It opened onto absolutely nothing but air.
  "Here's my riddle," the ranger said. "Why would anyone build a T-shaped door way up there? People have argued about T-shaped doors for over a hundred years, and nobody knows for sure. So before we climb out, I want your best idea. With one clue to back it up. Guessing is free. Clues are what count."
  Dad leaned down. "You," he said, "are going to be unbearable about this."
  {hero} was. {They} could already feel {their} brain rolling up its sleeves.
  Just then the jay launched itself off the tower and swooped toward the dark back of the alcove, something small and pale clamped in its beak.
}
* [Look closely at the tower and its T-shaped door # act: look] -> tower_close
* [Ask the ranger how people reached rooms so high # act: ask] -> ranger_stories
* [Wait at the back of the group and watch the jay # act: wait] -> jay_watch

// ---------------------------------------------------------------------------------------------
// Chapter 2, first way: the tower up close. A kid-shaped door, and old beams in the wall.
// ---------------------------------------------------------------------------------------------
=== tower_close ===
# place: cliff-palace
~ route = "tower"
{band:
- "young":
  The group walked along a path in front of the village. {hero} stayed at the front, eyes on the tower.
  It was so tall! It had four floors, one on top of another. Every stone was shaped by hand. Little square windows looked out like eyes.
  And way up high was the T. It was wide at the top and skinny at the bottom.
  "When did people build this tower?" asked {hero}.
  "About 800 years ago," said the ranger. "After that, the families who lived here moved away to the south. The Pueblo people who live there today are their grandchildren's grandchildren, many, many times over." # fact: cliff-dwellings-built
- "middle":
  The group walked slowly along a path in front of the village, and {hero} stayed close to the front, eyes on the tower.
  Up close, it was taller than {hero} had thought. Four floors of stone rose up from the village, every stone shaped by hand and fitted so tightly that the walls looked almost smooth. Little square windows dotted its sides like eyes.
  And near the top was the T. It was wide at the top and narrow at the bottom, like a person standing with arms held out. Or like a keyhole, {hero} thought, in a very strange lock.
  "How old is it?" {hero} asked.
  "It went up in the 1200s, like most cliff dwellings here," said the ranger. "Then, by about 1300, everyone packed up and moved south to build new homes, in places that are now New Mexico and Arizona. Their families are still there." # fact: cliff-dwellings-built
- else:
  The group moved slowly along the path in front of the village, and {hero} worked {their} way to the front until nothing stood between {them} and the tower except a lot of empty air and a strict rule about not touching.
  Up close, it was taller than it had looked from the steps. Four floors of stone rose out of the jumble of rooms, every block shaped by hand and fitted so tightly that the walls looked almost smooth, with little square windows scattered up its sides like the eyes of someone peeking out.
  And near the top was the T. It was wide at the top and narrow at the bottom, like a person standing with arms held out. Or a keyhole, {hero} thought, for a lock the size of a house.
  "How old is the tower?" {hero} asked.
  "It went up in the 1200s, like most of the cliff dwellings on this mesa," said the ranger. "Then, by about 1300, the whole community packed up and moved south to build new homes, in places that are now New Mexico and Arizona. Which is a very different thing from vanishing, by the way. Their families are still there." # fact: cliff-dwellings-built
}
{end_now: -> early_end}
~ saw_beams = true
~ said_carrots = true
{band:
- "young":
  {hero} stood up tall. {They} put {their} arms out wide, like the top of a T. {Their} legs stayed close together, like the bottom.
  "Look, Dad! I am a T-door!"
  Dad laughed. "A T-door in sneakers."
  "It is a door for a carrot," said {pal}. "Wide at the top, skinny at the bottom."
  Then {hero} saw something else. Old wooden poles stuck out of a wall nearby. They were gray and cracked, like giant old pencils.
  "Those held up floors and roofs," said the ranger. "Wood can last a long time here, where it stays dry."
  "But why is the door up so high?" asked {hero}. "There is nothing to step on!"
  The ranger just winked. "Keep looking," he said.
  Dad took pictures of the tower. Click! Click, click!
  Up ahead, a ladder poked out of a big round hole.
- "middle":
  {hero} stood up straight and stretched {their} arms out wide, like the top of the T. {Their} legs stayed close together, like the bottom. "Dad," {they} whispered. "Look. I'm the shape of the door."
  "A door in sneakers," Dad whispered back. But he tilted his head and looked at the T a little differently.
  {pal} {sniffed()}. "It's a door for a carrot," {pal} decided. "Wide at the top, skinny at the bottom. Very tall carrots lived here."
  {hero} snorted, and then noticed the wall beside the tower. Round ends of old wooden beams poked out of it, gray and cracked, like the ends of giant pencils.
  "Those held up floors and roofs," said the ranger, following {their} eyes. "Wood lasts a very long time in a dry place like this, tucked under the rock."
  "But why put a door up high," {hero} asked, "where there's nothing to step on?"
  The ranger only smiled. "Keep looking," he said. "Look at everything. The clues are here."
  Then the ranger turned and led the group on, toward a round pit with the top of a wooden ladder sticking out of it. Dad stayed where he was, phone up, snapping the tower from one side and then the other, and {hero} had to decide what to look at next.
- else:
  On an impulse, {hero} stood up straight and stretched {their} arms out wide, like the top of the T, with {their} legs pressed together like the bottom. "Dad," {they} whispered. "I'm the exact shape of the door."
  "You're the shape of a kid doing a weird pose in front of forty strangers," Dad whispered back. But he tilted his head and studied the T as if seeing it properly for the first time.
  {pal} {sniffed()}, then announced, "It's obviously a door for a carrot. Wide at the top. Skinny at the bottom. This village was run by enormous carrots. Case closed."
  {hero} snorted, earning a look from a woman in a sun visor, and then noticed something in the wall beside the tower. Round ends of old wooden beams poked out of it, gray and split, like the stubs of giant pencils someone had pushed through the stone.
  "Floor and roof beams," said the ranger, who seemed to notice what everyone was looking at. "They held up floors and roofs. Wood lasts a remarkably long time in a dry place like this, tucked under the rock out of the rain and snow."
  "Then why put a door up there," {hero} asked, "where there's nothing to step onto? Nobody builds a door to nowhere."
  The ranger gave {them} a long, amused look. "Don't they?" he said. "Keep looking. The clues are here. They're always here. It's the looking that's hard."
  Then he turned and led the group on along the path, toward a round pit in the ground where the top of a wooden ladder stood up like a mast. Dad did not follow. He had his phone up and was photographing the tower from every possible angle, as if it might leave. {hero} stood for a second with the riddle buzzing in {their} head like a fly in a jar, trying to decide what to look at next.
}
* [Go on with the group to the round pit with the ladder # act: go] -> kiva_ladder
* [Ask about the tiny rooms high up at the back # act: ask] -> rooms_up_high
* [Help Dad stop taking photos and keep up with the front # act: help] -> last_stop

// ---------------------------------------------------------------------------------------------
// Chapter 2, second way: the ranger's stories. Baskets, head straps, and two ranchers in 1888.
// ---------------------------------------------------------------------------------------------
=== ranger_stories ===
# place: cliff-palace
~ route = "ranger"
~ heard_baskets = true
{band:
- "young":
  {hero} squeezed up to the front. "How did people get up to high rooms?" {they} asked.
  "Ladders," said the ranger. "And on the cliff, they made little holes for fingers and toes. Kids climbed them too!"
  "What did they carry?"
  "Corn and beans and squash," said the ranger. "They grew them up on top of the mesa. They carried them home in big baskets on their backs. A strap went around the forehead, like this." He tapped his forehead.
  {hero} tried to picture it. A big basket on {their} back. A strap on {their} head. Going up a ladder!
  Dad put his hand on his forehead and leaned way forward. "Oof," he said. "Heavy corn!" Everybody laughed.
- "middle":
  {hero} squeezed up to the front of the group. "How did people get up to rooms that high?" {they} asked.
  "Ladders, mostly," said the ranger. "Wooden ladders, tied together. And to get up and down the cliff outside, they used hand-and-toe-hold trails, little holes pecked into the rock. Kids climbed them too."
  "With stuff in their hands?"
  "With stuff on their backs," said the ranger. "They grew corn and beans and squash in fields on top of the mesa. Then they carried the harvest down here in big baskets. The basket sat on your back, and a strap went around your forehead to help hold it." He tapped his own forehead. "Your head did half the work."
  {hero} tried to imagine climbing a cliff with a basket of corn on {their} back and a strap across {their} forehead. {Their} neck felt tired just thinking about it.
  Dad pressed a hand flat against his forehead and leaned way forward, staggering a little, as if carrying a whole harvest. "Oof," he groaned. "Too much corn." A few people laughed, and the ranger grinned. "That's about the shape of it," he said.
- else:
  {hero} wriggled up to the front of the group, past a tall man and a toddler riding on somebody's shoulders. "How did people get up to rooms that high?" {they} asked.
  "Ladders, mostly," said the ranger. "Wooden poles, lashed together. And to get up and down the cliff outside, hand-and-toe-hold trails, little holes pecked into the rock, just big enough for fingertips and toes. Kids went up and down them every day."
  "Carrying things?"
  "Carrying everything," said the ranger. "The fields were up on top of the mesa: corn, beans, squash. The harvest came down here in big baskets worn on the back, with a strap that went across the forehead to help take the weight." He tapped his forehead. "Your neck and your head did half the work."
  {hero} tried to picture it: a basket full of corn, a strap across {their} forehead, toes feeling for a notch in the rock, and nothing below but a very long way down. {Their} neck ached in sympathy.
  Dad, who could never resist, pressed a hand flat against his forehead and leaned way forward, staggering a step, as though hauling a whole season's harvest up a cliff. "Oof," he groaned. "Too much corn. Send help." A few people laughed, and the ranger pointed at him. "Honestly? That's about the shape of it. Remember that shape."
  {hero} did. {They} filed it away, the way you pocket a strange-looking stone because you have a feeling it might matter later.
}
{end_now: -> early_end}
{band:
- "young":
  A man in the group put up his hand. "Who found this place?"
  "Two ranchers came upon it in 1888," said the ranger. "They were looking for lost cows! They saw it from across the canyon, in the snow. They said it looked like a palace." # fact: 1888-ranchers-richard
  "But it was never really lost," he went on. "The families who built it always knew it was here. So did the Ute people who lived nearby."
  {hero} looked up at the T-door again. A person with a big basket on their back... Something in {hero}'s head went click. Almost!
  "Hmm," said {pal}. "I smell a clue. Or maybe corn."
  Just ahead, the top of a wooden ladder poked up out of a big round hole in the ground.
- "middle":
  A man at the back raised his hand. "Who found this place?"
  "In 1888, two ranchers, Richard Wetherill and Charlie Mason, came upon Cliff Palace while they were out looking for stray cattle," said the ranger. "They saw it from the other side of the canyon, through falling snow, and thought it looked like a palace. That's how it got its name." # fact: 1888-ranchers-richard
  "So they discovered it?" asked {hero}.
  "They found it for themselves," the ranger said. "But it was never lost. The families who built it always knew it was here. So did the Ute people who lived nearby. And Pueblo people today still tell stories about places like this."
  {hero} looked up at the T-shaped door again. Wide at the top. Narrow at the bottom. A person with a basket on their back would be wide at the top too.
  Something in {hero}'s head went click. Not all the way. Just the first click, like a lock starting to turn.
  {pal} leaned close. "I smell a clue," {pal} whispered. "Or maybe corn. It's hard to tell."
  Just ahead on the path, the top of a wooden ladder poked up out of a round pit in the ground.
- else:
  A man at the back raised his hand. "So who discovered this place?"
  "In 1888, two ranchers, Richard Wetherill and Charlie Mason, came upon Cliff Palace while they were out looking for stray cattle," said the ranger. "It was December. They came to the edge of the canyon and saw it on the other side, through falling snow. They thought it looked like a palace, and the name stuck." # fact: 1888-ranchers-richard
  "They discovered it looking for cows?" said {hero}.
  "They found it for themselves," the ranger said, choosing his words. "But it was never really lost. The families who built it always knew it was here, and their descendants still do. The Ute people who lived nearby knew about it too. Two cowboys seeing it for the first time is a great story. It just isn't the first chapter."
  {hero} liked that. {They} looked up at the T-shaped door again. Wide at the top. Narrow at the bottom. And a person carrying a big basket on their back would be wide at the top too, wouldn't they? Wide across the shoulders and the load. Narrow down at the feet.
  Something in {hero}'s head went click. Not all the way. Just the first click of a lock beginning to turn, which is the most annoying kind.
  {pal} leaned close. "I smell a clue," {pal} murmured. "Or possibly corn. Honestly, with this nose, it could be either."
  Just ahead, where the path bent, the top of a wooden ladder stuck up out of a round pit in the ground like a periscope.
}
* [Look up at the tiny rooms on the high ledge at the back # act: look] -> rooms_up_high
* [Go to the front so you are first at the last stop # act: go] -> last_stop
* [Wait by the round pit with the ladder while everyone catches up # act: wait] -> kiva_ladder

// ---------------------------------------------------------------------------------------------
// Chapter 2, third way: the jay at the back. A pinyon nut hidden for winter.
// ---------------------------------------------------------------------------------------------
=== jay_watch ===
# place: cliff-palace
~ route = "jay"
{band:
- "young":
  {hero} stayed at the back of the line. {They} could still hear the ranger. But {they} could see the jay too.
  The jay landed on a bare rock ledge near the back. Hop, hop. It pushed something into a crack. Tap, tap, tap went its beak.
  "It is hiding something!" whispered {pal}.
  {pal} tried to scream like a hawk too. But it only made a tiny squeak of a noise. The jay did not even look.
  The ranger saw them watching. He came to the back of the line. "That is a pinyon nut," he said softly. "Jays hide lots of nuts for winter."
- "middle":
  {hero} let the group move ahead a little and stayed at the very back of the line, close enough to hear the ranger but far enough back to keep an eye on the jay.
  The jay landed on a ledge of bare rock near the back of the alcove, under the stone roof. It hopped along, tipping its head, and then jammed the pale thing into a crack in the rock. Tap, tap, tap went its beak, pushing it deep.
  "It's hiding something," {pal} whispered. "It's a burglar, but backwards."
  Then {pal} tried to do a hawk scream of its own, to see if it could fool the jay back. It came out as a small, hopeful sound, nothing like a hawk at all. The jay did not even turn its head. "Tough crowd," {pal} muttered.
  The ranger had noticed them watching. He dropped back to the end of the line and kept his voice low. "That's a pinyon nut," he said. "This time of year, jays gather pinyon nuts and hide them for winter. Hundreds and hundreds of them."
- else:
  {hero} let the group drift ahead and stayed at the very back of the line, close enough to hear the ranger's voice but far enough back to keep one eye on the jay, which {they} had decided was the most interesting thing in the entire alcove apart from the entire alcove.
  The jay landed on a ledge of bare rock near the back, under the great stone roof. It hopped along, cocking its head this way and that, then jammed the pale thing into a crack in the rock. Tap, tap, tap went its beak, hammering it in deep, like someone pressing a coin into a piggy bank.
  "It's a burglar," {pal} whispered, scandalized. "But backwards. It's breaking in to leave things."
  Then {pal} attempted a hawk scream of its own, on the theory that two could play at that game. What came out was a small, hopeful noise that would not have frightened a moth. The jay did not so much as turn its head. "Tough crowd," {pal} muttered, and pretended it had been clearing its throat.
  The ranger had noticed them lagging. He dropped back to the end of the line, and instead of hurrying them along, he lowered his voice. "Pinyon nut," he said. "September is pinyon season, when the cones open up. Jays gather the nuts and hide them all over the place for winter, in cracks and under rocks and in the ground. Hundreds and hundreds of them. I've watched this one do it every tour for a week."
}
{end_now: -> early_end}
~ saw_cache = true
{band:
- "young":
  "How does it find them all again?" asked {hero}.
  "It finds lots of them," said the ranger. "But it forgets some. Those can grow into new pinyon trees! These trees help make the mesa green. Mesa Verde means green table." # fact: name-means-green
  "A bird that plants trees," said {pal}. "I like it."
  Then {hero} looked up, past the jay. Way up on the highest ledge were tiny rooms. They were so small! And so high!
  "What were those for?" {hero} whispered.
  Up ahead, a little boy in a red jacket was fussing by a big round hole. "Where is the door?" he kept asking.
- "middle":
  "How does it find them all again?" {hero} whispered.
  "It remembers a surprising number of them," said the ranger. "But not all. The ones it forgets can sprout and grow into new pinyon pines. So jays help plant the forest up on top. That forest of pinyons and junipers is what gave this place its name. Mesa Verde means green table in Spanish." # fact: name-means-green
  "A bird that plants trees by forgetting things," said {pal}. "I could do that."
  The jay flew off for another nut. {hero} looked up past the crack where it had been working. Tucked onto the very highest ledge at the back, under the curve of the roof, sat a row of tiny rooms. They were so small and so high that {hero} could not imagine how anyone had gotten up there.
  {hero} tugged Dad's sleeve. "What were those for?"
  Dad shook his head. "No idea. But I bet somebody here knows."
  Up ahead, where the group was gathering around a round pit in the ground, a small boy in a red jacket was tugging at his mother's hand. "Where's the door?" he kept asking. "How do you get in?"
- else:
  "How does it find them all again?" {hero} whispered.
  "It remembers a surprising number," said the ranger. "But not every one. The ones it forgets can sprout and grow into new pinyon pines. So jays are, in a sideways kind of way, gardeners. They help plant the forest on top of the mesa, and that forest of pinyons and junipers is what gave the place its name. In Spanish, Mesa Verde means green table." # fact: name-means-green
  "A bird that plants trees by being forgetful," said {pal}. "Finally, a job I'd be good at."
  The jay flew off for another load. {hero} let {their} eyes travel up past the crack where it had been working, up and up, to the very highest ledge at the back of the alcove, where the roof curved down to meet it. Tucked onto that ledge sat a row of tiny rooms, so small and so high that {hero} could not imagine how a person had ever gotten in, let alone why they would want to.
  {hero} tugged Dad's sleeve. "What were those for?"
  Dad squinted up. "No clue," he admitted. "But I'm starting to think everything in this place is up high on purpose."
  Up ahead, the group was bunching around a round pit in the ground, where a small boy in a red jacket was tugging at his mother's hand and getting louder by the second. "Where's the door? How do you get in?"
}
* [Go up to the front before the last stop # act: go] -> last_stop
* [Help the boy in the red jacket find the door # act: help] -> kiva_ladder
* [Ask the ranger about the tiny rooms on the high ledge # act: ask] -> rooms_up_high

// ---------------------------------------------------------------------------------------------
// Chapter 3, first place: the kiva with the ladder. A door in a roof.
// ---------------------------------------------------------------------------------------------
=== kiva_ladder ===
# place: cliff-palace
~ spot = "kiva"
{band:
- "young":
  {route == "tower": The group walked on. They stopped at the big round hole in the ground. It was as wide as a room, with stone walls all around.}
  {route == "ranger": {hero} waited by a big round hole in the ground while the others caught up. It was as wide as a room, with stone walls all around.}
  {route == "jay": The boy in the red jacket was still upset. He stood by a big round hole in the ground. "Where is the door?" he asked. There was no door!}
  {route == "jay": {hero} knelt by the boy. "Look! The ladder," {hero} said. The boy stared.}
  {route == "jay": The wooden ladder leaned up out of the hole.|A wooden ladder stood inside the hole.}
  "This is a kiva," said the ranger. "Long ago it had a flat roof with a hole in the middle. You climbed in and out on a ladder, through the roof!" # fact: kiva-roof-ladder
  "The door was in the roof?" said {hero}.
  "That's right," said the ranger.
  He pointed to a little square hole low in the kiva's wall. "And that was a door for air. Fresh air came in there, so the fire inside could breathe."
  A door for people in the roof. A door for air in the wall. Doors were everywhere!
- "middle":
  {route == "tower": The group moved on and gathered around the round pit. It was as wide as a small room, lined all around with stone, and its floor was far below the path.}
  {route == "ranger": {hero} waited beside a round pit in the ground while the rest of the group caught up. {pal} settled {perch()}. The pit was as wide as a small room, lined all around with stone, and its floor was far below the path.}
  {route == "jay": When {hero} caught up, the boy in the red jacket was still tugging at his mother's hand, louder and louder. They were standing at the edge of the round pit now. It was as wide as a small room and lined with stone, and there was no door anywhere.}
  {route == "jay": {hero} crouched down beside the boy. {They} had already spotted it. "Look," {hero} said, pointing. "See the ladder? That's the way in." The boy stopped fussing and stared, and his mother gave {hero} a grateful smile.}
  {route == "jay": The wooden ladder stood inside the pit, its top poking up toward the stone roof of the alcove, plain as anything once you knew to look.|A wooden ladder stood inside the pit, its top poking up toward the stone roof of the alcove.}
  "This is a kiva," said the ranger. "Once it had a flat roof, with a hole in the middle. That hole was the way in. You climbed down a ladder, right through the roof. The park put this ladder here so you can picture it." # fact: kiva-roof-ladder
  "So the door was in the ceiling," said {hero}.
  "Exactly," said the ranger. Then he pointed to a small square opening low in the kiva's wall, with a flat stone standing up in front of it. "And that was a door for air. A tunnel brought fresh air in there, so a fire inside could burn. The stone kept the air from blowing the fire out."
  A door in the roof for people. A door in the wall for air. {hero} was starting to think this whole village was made of doors.
- else:
  {route == "tower": The group moved on and gathered around the round pit, as wide as a small room, walled all around with neat stone, its floor well below the path. Dad, who had been walking backward to keep the tower in view, nearly fell into the conversation.}
  {route == "ranger": {hero} waited beside a round pit in the ground while the rest of the group straggled up. {pal} settled {perch()}. The pit was as wide as a small room, walled all around with neat stone, and its floor sat well below the path.}
  {route == "jay": By the time {hero} caught up, the boy in the red jacket had worked himself up to a full wail. "Where's the door? Where's the door?" The pit was as wide as a small room, walled with stone, and there was, in fairness to the boy, no door anywhere.}
  {route == "jay": {hero} crouched down beside him. {They} had spotted it already, because {they} had just spent ten minutes learning to look at things properly. "Look," {hero} said, pointing. "The ladder. That's the way in." The boy went quiet and stared with his mouth open, and his mother mouthed a thank-you over his head.}
  {route == "jay": The wooden ladder stood inside the pit, its top poking up toward the stone roof of the alcove, obvious as a flagpole once you knew to look for it.|A wooden ladder stood inside the pit, its top poking up toward the stone roof of the alcove.}
  "This is a kiva," said the ranger. "Once it had a flat roof, level with the ground, with a hole in the middle. That hole was the entrance. You climbed down a ladder, straight through the roof. The park put this ladder here so you can picture it." # fact: kiva-roof-ladder
  "So the door was in the ceiling," said {hero}.
  "The door was wherever it needed to be," said the ranger, and {hero} had the distinct feeling that this was a hint.
  He pointed to a small square opening low in the kiva's wall, with a flat slab of stone standing upright in front of it. "And that's a door too, of a sort. A tunnel brought fresh air in there so a fire inside could burn, and the stone kept the draft from blowing the fire out. People who lived here were very, very good at making holes in exactly the right places."
  A door in the roof for people. A door in the wall for air. {hero} was beginning to suspect the whole village was one enormous lesson in doors.
}
{end_now: -> early_end}
{band:
- "young":
  "People met in kivas," said the ranger. "They still do! Pueblo people today have kivas in their villages. Many tribes have family ties to Mesa Verde." # fact: today-tribes-pueblos
  {hero} looked at the ladder. Then {they} looked up at the T-door on the tower. A door in a roof. A door way up high. Maybe doors could go anywhere!
  {route == "tower": {hero} thought about the old wooden poles in the wall.}
  {route == "ranger": {hero} thought about the big baskets of corn.}
  {route == "jay": {hero} thought about the jay and its hidden nut.}
  "At the last stop, I want your ideas," said the ranger.
  Then, whoosh! The jay swooped down. It landed right on top of the kiva ladder. It looked at {hero} and tipped its head.
- "middle":
  "People gathered in kivas," the ranger went on, "for meetings and for ceremonies. And kivas aren't only from long ago. Pueblo people today still have kivas in their villages. Today, 26 tribes and pueblos have ancestral ties to Mesa Verde. For many of them, this is a place of their own ancestors." # fact: today-tribes-pueblos
  {hero} looked at the ladder, and then up at the T-shaped door on the tower. A door in a roof. A door at the top of a tower. Maybe a door didn't have to be on the ground at all. Maybe a door went wherever people needed to go.
  {route == "tower": {hero} thought about the old wooden beams poking out of the wall.}
  {route == "ranger": {hero} thought about the big baskets of corn, and the straps across people's foreheads.}
  {route == "jay": {hero} thought about the jay, tapping its nut into a crack high in the rock.}
  "At the last stop, I'll want your answers," the ranger reminded everyone. "With clues!"
  Then a blue flash shot past. The jay swooped down and landed right on the top rung of the kiva ladder, as if it had been invited. It tipped its crested head and looked straight at {hero}.
- else:
  "People gathered in kivas," the ranger went on, "for meetings, for teaching, for ceremonies. And kivas aren't only from long ago. Pueblo people today still have kivas in their villages, and still use them. Today, 26 tribes and pueblos have ancestral ties to Mesa Verde. So for a lot of people, this isn't a mystery from a storybook. It's their own ancestors' home." # fact: today-tribes-pueblos
  {hero} looked at the ladder, and then up at the T-shaped door on the tower, and felt something shift. A door in a roof. A door at the top of a tower. {They} had been thinking of doors as things on the ground, because that was where {their} own doors were. But maybe a door just went wherever people needed to get to.
  {route == "tower": {hero} thought about the gray beam ends poking out of the wall by the tower, and frowned, and thought about them some more.}
  {route == "ranger": {hero} thought about the baskets of corn coming down the cliff, and the straps across people's foreheads, and how wide a person with a load on their back would be.}
  {route == "jay": {hero} thought about the jay, hammering its nut into a crack high in the rock, as if high places were where you kept the things that mattered.}
  "At the last stop, I'll be collecting answers," the ranger reminded everyone. {said_carrots: "Clues required. Carrots optional." {pal} looked shocked, as if the ranger had read its mind.|{heard_baskets: "Clues required. Corn optional." {pal}, who had been sniffing for corn all morning, looked shocked, as if the ranger had read its mind.|"Clues required. Hawk impressions optional." {pal} became very interested in a pebble.}}
  Then a streak of blue shot past. The jay dropped out of nowhere and landed on the very top rung of the kiva ladder, as if someone had put the ladder there just for it. It tipped its crested head and looked straight at {hero} with one bright, black, extremely nosy eye.
}
* [Look back at the tower for anything you missed # act: look] -> porch_in_the_air
* [Ask how people carried heavy things down a ladder # act: ask] -> room_for_a_load
* [Wait and see what the jay does on the ladder # act: wait] -> the_jays_secret

// ---------------------------------------------------------------------------------------------
// Chapter 3, second place: the storage rooms on the highest ledge. People and jays, both saving for winter.
// ---------------------------------------------------------------------------------------------
=== rooms_up_high ===
# place: cliff-palace
~ spot = "high"
{band:
- "young":
  {route == "tower": {hero} pointed up, way back under the rock roof. On the highest ledge was a row of tiny rooms. "What were those for?" asked {hero}.}
  {route == "ranger": {hero} tipped {their} head way back. Up on the highest ledge, at the very back, was a row of tiny rooms. "Those are my favorite," said the ranger.}
  {route == "ranger": "What were they for?" asked {hero}.}
  {route == "jay": {hero} ran to catch up with the ranger. No, {they} walked fast. "What were those tiny rooms for?" {they} asked, pointing up high.}
  "Those rooms were for food," said the ranger. "People kept corn and beans up there. It was dry up high. It was safe from mice. They saved food for winter, and extra too, in case next summer was too dry."
  "How did they get up there?" asked {hero}.
  "Ladders, and little holes for hands and feet," said the ranger.
  {hero} stared. It was so high! And the doors were so small!
- "middle":
  {route == "tower": {hero} pointed up toward the back of the alcove. Up on the very highest ledge, under the curve of the stone roof, sat a row of tiny rooms. They looked like boxes stacked on the top shelf of a closet, where grown-ups put things kids aren't supposed to reach. "What were those for?" {hero} asked.}
  {route == "ranger": {hero} tipped {their} head back and looked up past the village, to the very back of the alcove. There, on the highest ledge, under the curve of the stone roof, sat a row of tiny rooms. "Ah," said the ranger, seeing where {hero} was looking. "Those are my favorite."}
  {route == "ranger": "Why?" {hero} asked. "What were they for?"}
  {route == "jay": {hero} hurried to catch up with the ranger, walking as fast as the rules allowed. "What were those tiny rooms for?" {they} asked, pointing up at the highest ledge.}
  "Storage," said the ranger. "People kept corn and beans up there, dried and safe for the winter. High up under the rock, it stays dry, and it's harder for mice to get at."
  "How did they even get up there?" {hero} asked.
  "Ladders, and hand-holds and toe-holds in the rock," said the ranger. "Carefully. And they tried to store extra, more than one winter's worth if they could, in case the next summer was too dry for a good crop."
  "Like a piggy bank," said {hero}. "But for corn."
  "Exactly like that," said the ranger.
  {hero} stared at the little rooms. Their doors were so small that {they} would have had to squeeze. And the ledge was so high that just looking at it made {their} stomach flip.
- else:
  {route == "tower": {hero} pointed up toward the very back of the alcove, where the stone roof curved down to meet a high ledge. On that ledge, tucked so far back they were almost in shadow, sat a row of tiny rooms, like boxes on the top shelf of a closet, the shelf where grown-ups put things they don't want kids to reach. Having spent ten minutes staring at a door to nowhere, {hero} was now seeing high, hard-to-reach places everywhere. "What on earth were those for?" {hero} asked.}
  {route == "ranger": {hero} tipped {their} head back and let {their} eyes climb past the village, past the tower, all the way to the back of the alcove, where the stone roof curved down to meet a high ledge. On that ledge sat a row of tiny rooms, like boxes on the top shelf of a closet. "Ah," said the ranger, seeing where {hero} was looking. "My favorites."}
  {route == "ranger": "Your favorites?" {hero} said. "What were they for, anyway?"}
  {route == "jay": {hero} caught up with the ranger at the fastest speed the rules allowed, which was not very fast, and pointed up at the highest ledge, right above the crack where the jay had hidden its nut. "Those tiny rooms up there," {they} said. "What were they for? They're right where the jay hides things."}
  "Storage," said the ranger. "That's where people kept their corn and beans, dried and saved for winter. Up high, under the rock, it stays dry, and it's a lot harder for mice to get at. This was the pantry. Maybe the most important rooms in the whole village, if you think about what winter up here is like."
  "How did anyone even get up there?"
  "Ladders. Hand-holds and toe-holds in the rock," said the ranger. "And a good head for heights. People tried to keep extra up there, more than one winter's worth if they could, because on a dry mesa you never know whether next summer's corn will grow."
  "So it's a savings account," said {hero}. "For corn."
  "That's the best description I've heard all season," said the ranger. "I'm stealing it."
  Dad whistled softly, looking up. "Imagine carrying a whole winter up there," he said. "One basket at a time."
  {hero} stared at the little rooms. Their doorways were so small that even {they} would have had to squeeze, and the ledge was so high that just looking at it made {their} stomach do a slow, unhappy flip.
}
{end_now: -> early_end}
{band:
- "young":
  {route != "jay": Then, whoosh! The jay landed on a crack under the little rooms. It had a pinyon nut in its beak. Tap, tap, tap! It hid the nut in the rock.}
  {route == "jay": And there was the jay again! It was hiding another nut in a crack under the little rooms. Tap, tap, tap!}
  "Look at that," said the ranger. "The jay saves food for winter. Just like the people did."
  {route != "tower": "Most of these rooms were built about 800 years ago," he said. # fact: cliff-dwellings-built}
  {hero} thought hard. How did a big basket of corn get into such a tiny room? And how did it get way up there?
  "Maybe the corn climbed," said {pal}. "Very slowly."
  {hero} giggled. But {they} kept thinking.
- "middle":
  {route != "jay": Then a blue flash zipped past. The jay landed on a crack just below the little rooms with a pinyon nut in its beak, and tap, tap, tapped it deep into the rock.}
  {route == "jay": And there was the jay again, right below the little rooms, hammering yet another pinyon nut into a crack. Tap, tap, tap.}
  {route == "jay": "Same idea as the people," said the ranger, smiling. "The jay saves for winter. So did they. Everybody up here plans ahead."|"Same idea," said the ranger, smiling. "This time of year, jays hide pinyon nuts for winter. The people here saved food for winter too. Everybody up here plans ahead."}
  {route != "tower": "Nearly everything you see here went up in the 1200s," he added. "By about 1300, the people had packed up and moved south, to places that are now New Mexico and Arizona. Their families still live there." # fact: cliff-dwellings-built}
  {hero} frowned up at the tiny doors. How did you get a whole basket of corn into a room that small, that high up? Did you push it? Lift it? Squeeze in with it?
  "Maybe the corn climbed up by itself," {pal} suggested. "Very slowly. At night."
  {hero} laughed, but {they} didn't stop thinking. The riddle felt close now, like a word on the tip of {their} tongue.
- else:
  {route != "jay": Then a streak of blue zipped past. The jay landed on a crack just below the little rooms with a pinyon nut in its beak and hammered it deep into the rock, tap, tap, tap, with the focus of a tiny carpenter.}
  {route == "jay": And there was the jay again, directly below the little rooms, hammering yet another pinyon nut into yet another crack, tap, tap, tap, with the focus of a tiny carpenter who has a lot of houses to finish before winter.}
  {route == "jay": "Same idea as the people," said the ranger, and his smile said he had been waiting for someone to notice. "The jay saves for winter. So did the people who lived here. Everybody on this mesa plans ahead. You don't get through a winter up here any other way."|"Same idea," said the ranger, and his smile said he had been waiting for someone to notice. "September is pinyon season. Jays hide nuts for winter. The people who lived here saved food for winter too. Everybody on this mesa plans ahead. You don't get through a winter up here any other way."}
  {route != "tower": "Nearly everything you're looking at went up in the 1200s," he added. "And by about 1300, the whole community had packed up and moved south, to places that are now New Mexico and Arizona. Their families are still there. So when you say 'the people who lived here,' you're talking about somebody's great-great-great-grandparents, with a couple of dozen more greats stuck on the front." # fact: cliff-dwellings-built}
  {hero} frowned up at the tiny doors. How did you get a whole basket of corn into a room that small, that high? Did you shove it ahead of you? Lift it over your head? Squeeze in with it, like trying to get through a cat flap wearing a backpack?
  "Maybe the corn climbed up by itself," {pal} suggested. "At night. When nobody was watching."
  {hero} laughed, but the thinking didn't stop. The riddle felt close now, like a word on the tip of {their} tongue, or a sneeze that won't quite happen.
}
* [Ask how people lifted the corn up to those rooms # act: ask] -> room_for_a_load
* [Wait to see where the jay hides its next nut # act: wait] -> the_jays_secret
* [Look for anything wooden still left in the walls # act: look] -> porch_in_the_air

// ---------------------------------------------------------------------------------------------
// Chapter 3, third place: the last stop, at the foot of the ladders out. Answers, please.
// ---------------------------------------------------------------------------------------------
=== last_stop ===
# place: cliff-palace
~ spot = "last"
{band:
- "young":
  {route == "tower": Dad kept stopping to take pictures. "Just one more!" he said. {hero} pulled him along, so they were first to the last stop.}
  {route == "ranger": {hero} hurried to the front of the line. {They} stayed right behind the ranger. Jingle, jingle went his keys.}
  {route == "jay": {hero} left the jay and hurried to the front of the line. {pal} {dashed()} after {them}.}
  The last stop was at the bottom of the cliff. Wooden ladders went up the rock, toward the sky. That was the way out!
  "One person on a ladder at a time," said the ranger. "Hold on with both hands."
  {route != "ranger": A man asked, "Who found this place?"}
  {route != "ranger": "Two ranchers saw it in 1888," said the ranger. "They were looking for lost cows. But the families who built it always knew it was here." # fact: 1888-ranchers-richard}
  The ranger took out a pair of binoculars. "One last look at our mystery door," he said. He passed them around.
  "So," he said. "Who has an idea?"
  "It is for a giant!" said a girl.
  "It is for a cat!" said a boy. Everyone laughed.
- "middle":
  {route == "tower": Dad kept stopping to take pictures. "One more," he said, and then, "Okay, just one more." He took a picture of the tower, and of the beams, and of {pal}, and of a rock that was not even old. {hero} finally took his hand and towed him along. "Dad. The riddle." Because of that, they were the very first ones to reach the last stop.}
  {route == "ranger": {hero} hurried to the front of the line and stayed right behind the ranger, so close that {they} could hear the keys jingling on his belt. {They} wanted to be first when the answers started. {Their} idea about baskets was half built, and {they} didn't want anyone else to finish it. {pal} {moved()} along beside {them}, muttering "baskets, baskets, baskets" under its breath so they wouldn't forget.}
  {route == "jay": {hero} left the jay to its hiding and hurried up the line to the front, squeezing politely past a family with a baby. {pal} {dashed()} after {them}. {hero} looked back once. The jay was still working, tap, tap, tap, as if the tour had nothing to do with it.}
  The last stop was at the foot of the cliff, where wooden ladders climbed the rock toward the rim. That was the way out, and a few grown-ups were already looking at it nervously.
  "When we climb," the ranger said, "it's one person per ladder, and always three things touching it, like both hands and one foot. Take your time. The cliff isn't going anywhere."
  {route != "ranger": While people waited, a man asked who had found the place. "In 1888, two ranchers, Richard Wetherill and Charlie Mason, came upon it while they were looking for stray cattle," said the ranger. "But it was never lost. The families who built it always knew it was here, and so did the Ute people nearby." # fact: 1888-ranchers-richard}
  The ranger gathered everyone in a half circle and took a pair of binoculars out of his pack. "One last look at our mystery door," he said, and passed them around.
  "So," he said. "Ideas?"
  "It's for a giant!" said a girl in braids.
  "It's so a cat can get in!" said a boy, and everybody laughed.
  "Never rule out cats," said the ranger, very seriously.
  {hero} looked up at the T on its tower. From down here it looked small and far away, like a question that had been waiting a very long time.
- else:
  {route == "tower": Dad kept stopping to take pictures. "One more," he said, and then, "Okay, really, just one more," and then he took three, including one of a rock that {hero} was fairly sure was not old, just a rock, and one of {pal}, who posed. {hero} finally grabbed his hand and towed him along the path like a tugboat. "Dad. Riddle. Focus." Because of that, they were the very first ones to reach the last stop.}
  {route == "ranger": {hero} hurried to the front of the line and stuck so close behind the ranger that {they} could hear the keys jingling on his belt and count the patches on his pack. The idea about baskets was half built in {their} head, and {they} had a horrible feeling that if {they} didn't get to the front, somebody else would finish building it first. {pal} {moved()} along at {their} side, muttering "baskets, straps, foreheads, baskets" under its breath like someone memorizing a phone number. Behind them, Dad was doing his forehead-strap impression again for the family with the baby, who loved it.}
  {route == "jay": {hero} left the jay to its nut-hiding and worked {their} way up the line to the front, squeezing politely past a family with a baby in a carrier. {pal} {dashed()} after {them}, looking back at the jay with something like professional respect. When {hero} glanced back too, the jay was still at it, tap, tap, tap, as if forty people and a ranger were simply weather. {hero} turned the jay over in {their} mind as {they} walked: something about high places, and keeping things safe, and doors.}
  The last stop was at the foot of the cliff, where wooden ladders climbed up the rock toward the rim and the blue sky beyond. That was the way out, and a few people were already looking at it the way you look at a dentist's chair.
  "When we climb," said the ranger, "it's one person per ladder, and always three things touching it, like both hands and one foot. Nobody rushes. The cliff has been here a long time. It can wait for you."
  {route != "ranger": While people steeled themselves, a man asked who had found the place. "In 1888, two ranchers, Richard Wetherill and Charlie Mason, came upon it while they were out looking for stray cattle," said the ranger. "Which makes a great story. But it was never lost. The families who built it always knew exactly where it was, and so did the Ute people who lived nearby." # fact: 1888-ranchers-richard}
  The ranger gathered everyone in a half circle and took a pair of binoculars out of his pack. "One last look at our mystery door," he said, and started them around the circle.
  "All right," he said. "Let's hear it. Ideas?"
  "It's for a giant!" said a girl in braids.
  "It's so a cat can get in!" said a boy, and everyone laughed, including the ranger.
  "Cats are always a strong theory," the ranger said gravely. "Never rule out cats."
  {hero} looked up at the T on its tower. From down here it looked smaller, and farther away, and more stubborn than ever, like a question that had been waiting eight hundred years and could easily wait eight hundred more.
}
{end_now: -> early_end}
{band:
- "young":
  "Good ideas," said the ranger. "Now, who has a clue?"
  Then he looked right at {hero}. "What about you?"
  {hero}'s tummy did a flip. Everyone was looking!
  {route == "tower": {hero} thought about the old wooden poles in the wall.}
  {route == "ranger": {hero} thought about the big baskets of corn.}
  {route == "jay": {hero} thought about the jay and its hidden nuts.}
  Just then, three things happened. The jay landed on a rock right next to {hero}. The binoculars came to {hero}'s hands. And Dad said, "Oof!" He was stuck in his big backpack.
- "middle":
  "Good thinking," said the ranger. "Now, who has an idea with a clue?"
  Then he looked straight at {hero}. "What about you? You've been looking hard at everything."
  {hero}'s stomach flipped. The whole half circle turned to look.
  {route == "tower": {hero} thought about the gray beam ends poking out of the wall by the tower.}
  {route == "ranger": {hero} thought about the big baskets of corn, and the straps across people's foreheads.}
  {route == "jay": {hero} thought about the jay, hiding its nuts high in the rock, and the little rooms on the top ledge.}
  And then three things happened at once. The jay landed on a rock right beside {hero}'s feet, another nut in its beak. The binoculars came around the circle into {hero}'s hands. And behind {them}, Dad said "Oof," wrestling with his big backpack, which had tangled itself up in his jacket.
- else:
  "Excellent," said the ranger. "Giants and cats are both on my list. Now, anybody with an idea that comes with a clue?"
  Then he looked straight at {hero}. "What about you? You've been looking at everything like it owes you money."
  {hero}'s stomach flipped. The whole half circle turned, forty faces, all waiting. {friend != "": Even {friend} was looking at {them} expectantly.}
  {route == "tower": {hero} thought about the gray beam ends poking out of the wall by the tower, and tried to make them mean something.}
  {route == "ranger": {hero} thought about baskets of corn coming down the cliff, and straps across foreheads, and how wide a person with a load on their back would be.}
  {route == "jay": {hero} thought about the jay tapping its nuts into the rock, and the tiny rooms on the highest ledge, and how everything in this place seemed to be up high on purpose.}
  And then, as if the universe had been waiting for exactly the worst moment, three things happened at once. The jay landed on a rock right beside {hero}'s foot, another pinyon nut in its beak, close enough to touch. The binoculars came around the circle and landed in {hero}'s hands. And behind {them}, Dad said "Oof!" and began wrestling with his big backpack, which had somehow tangled itself in his jacket like an octopus.
}
* [Wait and watch the jay right beside you # act: wait] -> the_jays_secret
* [Look through the binoculars at the tower one more time # act: look] -> porch_in_the_air
* [Help Dad with his big backpack before you answer # act: help] -> room_for_a_load

// ---------------------------------------------------------------------------------------------
// Ending: a porch in the air. The hero's balcony idea, and the place named for one.
// ---------------------------------------------------------------------------------------------
=== porch_in_the_air ===
# place: cliff-palace
{band:
- "young":
  {spot == "kiva": {hero} turned and looked back at the tower. {saw_beams: The old wooden poles were still there in the wall.|This time {hero} saw old wooden poles sticking out of a wall near the tower. They were gray and cracked.} Wood! People built with wood here!}
  {spot == "high": {hero} looked at every wall. There! Old wooden poles stuck out of a wall near the tower. {saw_beams: {hero} had seen them before. Now {they} looked again.|They were gray and cracked.}}
  {spot != "last": At the last stop, by the ladders, the ranger passed around his binoculars. "Ideas?" he asked. Then he looked at {hero}.}
  {spot == "last": {hero} held up the binoculars. Zoom! The T-door jumped close. Under it, the wall went straight down. There was nothing to stand on. Nothing at all. {saw_beams: Then {hero} thought of the old wooden poles.|Then {hero} spotted old wooden poles in a wall nearby.}}
  "I think there was a porch," said {hero}. "A little wooden porch outside the door, up high. You could step out and wave. The wood is gone now."
  "What is your clue?" asked the ranger.
  "The wooden poles in the walls," said {hero}. "People here built with wood."
  The ranger smiled a big smile. "There is a cliff house near here called Balcony House," he said. "It has a wooden balcony that is still there! So your idea is a good one. Nobody knows for sure. But you have a real clue." # fact: balcony-house-name
  Dad gave {hero} a high five. {pal} {cheered()}.
  {hero} looked up at the T-door. {They} could almost see a kid standing on a little porch up there, waving down at the village.
  Then it was time for the ladders. "Hold on with both hands," said the ranger. {hero} grabbed the first rung. # ending: porch_in_the_air
- "middle":
  {spot == "kiva": {hero} turned and looked back at the tower. {saw_beams: The gray beam ends were still there, poking out of the wall, and this time {hero} really looked at them.|This time {hero} noticed something new. Round, gray ends of old wooden beams poked out of a wall near the tower, like the ends of giant pencils.} Wood, {hero} thought. Not everything here was made of stone.}
  {spot == "high": {hero} searched the walls for anything made of wood. There! Round ends of old beams poked out of a wall near the tower, gray and cracked. {saw_beams: {hero} had seen them before, but now {they} looked at them as if they were a message.|They had held up floors and roofs, hundreds of years ago.}}
  {spot != "last": At the last stop, at the foot of the ladders, the ranger passed his binoculars around the group for one last look at the T. "Ideas?" he asked. A girl said giants. A boy said cats. Then the ranger looked at {hero}.}
  {spot != "last": The binoculars reached {hero} just then. Through them, the T-door jumped close: neat stone edges, a dark inside, and below it a smooth wall dropping straight down. Nothing to step onto. Not yet.}
  {spot == "last": {hero} lifted the binoculars. The T-door jumped close: its neat stone edges, the dark inside, and below it, a smooth wall dropping straight down. Nothing to step onto. Nothing at all. {saw_beams: Then {hero} thought of the old beam ends in the wall.|Then {hero} swung the binoculars and found round ends of old wooden beams poking out of a wall nearby.}}
  "I think there was a porch," {hero} said. "A little wooden balcony, outside the door, up high. You could step out of the T and stand on it. The wood's just gone now."
  "And your clue?" asked the ranger.
  "The beams in the walls," said {hero}. "People here built with wood, not just stone. Wood could hold up a porch. And in hundreds of years, a porch could fall down."
  The ranger's face broke into a grin. "Just down the road there's a cliff dwelling called Balcony House," he said. "It's named for a wooden balcony that still runs along the outside of its upper rooms, after all these years. So a wooden balcony is not a wild idea at all. Is it the answer? Nobody knows for sure. But that's a real idea with a real clue, and that's what archaeologists do." # fact: balcony-house-name
  Dad gave {hero} a high five so loud it echoed. {pal} {cheered()}. {said_carrots: "I still say carrots," {pal} whispered.|{heard_baskets: "I still think I smelled corn," {pal} whispered.|"The jay knew all along," {pal} whispered. "It just wasn't telling."}}
  {hero} looked up at the T-shaped door one last time and let {themself} picture it: a little porch of poles, and someone stepping out onto it high above the village, calling down to the kids in the plaza below.
  {spot != "last": "One person per ladder," the ranger told the group. "Keep three things on it at all times: both hands and a foot, or both feet and a hand."}
  Then it was time for the ladders. {hero} climbed slowly, rung by rung, holding on tight. Halfway up the cliff {they} stopped and looked back. From up there {hero} could see the whole village at once, tucked under its stone roof, and the tower, and the T, almost level with {them} now.
  "That's where I'd step out," {hero} whispered. Then {they} kept climbing toward the sunshine. # ending: porch_in_the_air
- else:
  {spot == "kiva": {hero} turned and looked back at the tower. {saw_beams: The gray beam ends were still there, poking out of the wall beside it, and this time {hero} didn't just see them. {They} looked at them the way the ranger had said to, as if they were trying to say something.|This time {hero} noticed something {they} had walked right past: round, gray ends of old wooden beams poking out of a wall near the tower, split and weathered, like giant pencil stubs.} Wood. People here hadn't only built with stone. They had built with wood, and wood could stick out from a wall and hold things up.}
  {spot == "high": {hero} went hunting along the walls for anything made of wood, and found it almost at once: round ends of old beams poking out of a wall near the tower, gray and split with age. {saw_beams: {hero} had seen them already, of course. But now {they} looked at them as if they were a sentence in a language {they} {were} just starting to read.|They had once held up floors and roofs, hundreds of years ago, and some of them were still doing their job.}}
  {spot != "last": At the last stop, at the foot of the ladders, the ranger passed his binoculars around for one last look at the T. "Ideas?" he said. A girl in braids said giants. A boy said cats, to general laughter. Then the ranger turned and looked directly at {hero}.}
  {spot != "last": The binoculars arrived in {hero}'s hands at that exact moment, which felt like a sign. Through them the T-door leapt close: crisp stone edges, a dark inside, and beneath it a sheer wall falling straight down four floors. Nothing to step onto. Nothing at all. Not now, anyway.}
  {spot == "last": {hero} lifted the binoculars. The T-door leapt close: its neat stone edges, the darkness inside, and below it, a clean wall of stone dropping straight down, four floors, to the ground. Nothing to step onto. Not a ledge, not a foothold. {saw_beams: And then {hero} thought of the gray beam ends in the wall by the tower, and everything clicked together with an almost audible snap.|{hero} swung the binoculars and found, in a wall nearby, round ends of old wooden beams poking out of the stone, and everything clicked together with an almost audible snap.} {hero} lowered the binoculars slowly, the way you put down something that might still go off.}
  "I think there was a porch," {hero} said, and {their} voice came out steadier than {they} expected. "A little wooden balcony, outside the door, up high. You'd step out of the T and stand on it. The wood's just gone."
  "And your clue?" asked the ranger, folding his arms.
  "The beams in the walls," said {hero}. "People here built with wood, not just stone. Beams could stick out of the tower and hold up a porch. And after hundreds of years, a porch made of poles could fall down, or break, or get used for something else. A door to nowhere is weird. A door to a porch that isn't there anymore isn't."
  The ranger's face cracked into a grin. "Just down the road there's a cliff dwelling called Balcony House," he said. "It's named for a wooden balcony that still runs along the outside of its upper rooms, after all these centuries. So a wooden balcony is not a wild idea. Is it the answer? Nobody knows for sure, and anybody who says they do is selling something. But that is a real idea with a real clue. That's what archaeologists actually do." # fact: balcony-house-name
  Dad's high five was so loud it echoed off the stone roof. {pal} {cheered()}, then added, in a whisper, {said_carrots: "For the record, I stand by carrots."|{heard_baskets: "For the record, I did smell corn."|"For the record, that jay could have just told us."}}
  {hero} looked up at the T-shaped door one last time and let {themself} see it: a small porch of lashed poles, and someone stepping out onto it on a cold morning long ago, high above the village, calling down to the kids in the plaza to hurry up.
  {spot != "last": "One person per ladder," the ranger told everyone. "Three things touching it at all times, hands and feet. Nobody rushes."}
  Then it was time for the ladders. {hero} climbed slowly, rung by rung, gripping hard. Halfway up the cliff {they} stopped, held on tight and looked back down. From up there {hero} could see the whole village at once, every wall and kiva and doorway tucked under its great stone roof, and the tower, and the T, almost level with {them} now, looking out over the canyon like an open mouth about to say something.
  "Porch," {hero} told it quietly, as if it might confirm. It didn't, of course. Then {hero} turned back to the rock and climbed on toward the rim, carrying an idea that was entirely {their} own. # ending: porch_in_the_air
}
-> END

// ---------------------------------------------------------------------------------------------
// Ending: room for a load. The hero's carrying idea, found in a backpack.
// ---------------------------------------------------------------------------------------------
=== room_for_a_load ===
# place: cliff-palace
{band:
- "young":
  {spot == "kiva": "How did people carry heavy things down a ladder?" asked {hero}.}
  {spot == "kiva": "On their backs," said the ranger. "In big baskets, with a strap on the forehead. That kept their hands free for the rungs."}
  {spot == "high": "How did people get the corn way up there?" asked {hero}.}
  {spot == "high": "In big baskets on their backs," said the ranger. "With a strap on the forehead. Then their hands were free to climb."}
  {spot != "last": At the last stop, the ranger passed his binoculars around. "Ideas?" he asked. Then Dad pulled off his big backpack for the ladders, and {hero} stared at it.}
  {spot == "last": {hero} helped Dad pull off his big backpack. It was wide and bulgy at the top, where it sat on his shoulders. Down by his legs, there was nothing at all.}
  Click! The idea went click in {hero}'s head.
  "I know!" said {hero}. "The door is for people carrying things on their backs. A big basket is wide at the top. Your legs are skinny at the bottom. So the door is wide at the top and skinny at the bottom!"
  "What is your clue?" asked the ranger.
  {heard_baskets: "The baskets you told us about," said {hero}. "And Dad's backpack!"|"Dad's backpack," said {hero}. "Look at its shape!"}
  Everyone laughed, even Dad. The ranger nodded. "Some people who study these doors think that too," he said. "Nobody knows for sure. But that is a real idea with a real clue."
  {pal} {cheered()}.
  {hero} thought of a kid long ago, with a basket of corn on their back, ducking through a T-door.
  Then it was time to climb. Dad put his backpack back on. It was the exact shape of a T. # ending: room_for_a_load
- "middle":
  {spot == "kiva": "How did people carry heavy things down a ladder?" {hero} asked.}
  {spot == "kiva": {heard_baskets: "Remember the baskets?" said the ranger. "On your back, with the strap across your forehead. That leaves both hands free for the rungs."|"On their backs," said the ranger. "In big baskets, with a strap across the forehead to help hold them. That left both hands free for the rungs."}}
  {spot == "high": "How did people get the corn up to those rooms?" {hero} asked.}
  {spot == "high": {heard_baskets: "Same as everywhere," said the ranger. "Baskets on their backs, straps across their foreheads, hands free to climb."|"In big baskets, carried on their backs," said the ranger. "A strap went across the forehead to help hold the weight. That left both hands free to climb."}}
  {spot != "last": At the last stop, the ranger passed his binoculars around for one last look. "Ideas?" he asked. A girl said giants, and a boy said cats. {hero} took {their} turn with the binoculars and studied the T: wide, then narrow, wide, then narrow. Behind {them}, Dad was pulling off his big backpack to get ready for the ladders, and {hero} turned and stared at it.}
  {spot == "last": {hero} helped Dad untangle his big backpack from his jacket and lift it off. Dad held it up by the straps, and {hero} stared at it. It was wide and bulky at the top, where it sat across his shoulders. Down by his legs, there was nothing at all.}
  {heard_baskets: Click. The lock in {hero}'s head turned all the way.|Click. Something in {hero}'s head dropped into place, like a key finding its lock.}
  "I think it's a door for people carrying things," {hero} said. "When you've got a big basket on your back, you're wide at the top. But your legs don't need much room. So the door is wide where the load is, and narrow where your legs are. Any bigger, and it's just more hole in the wall."
  "And your clue?" asked the ranger.
  {heard_baskets: "The baskets you told us about," said {hero}. "With the strap on your forehead. And my dad's backpack."|"My dad's backpack," said {hero}, pointing. "Look at the shape he makes with it on."}
  Everyone laughed, Dad loudest of all. The ranger nodded slowly. "Some people who study these doors have suggested something a lot like that," he said. "Nobody knows for sure. But that's a real idea with a real clue, and that's exactly what archaeologists do."
  {pal} {cheered()}. {said_carrots: "And a carrot would still fit," {pal} whispered.|{heard_baskets: "I knew I smelled a clue," {pal} whispered.|"A jay would fit through it too," {pal} whispered. "Just saying."}}
  {heard_baskets || spot != "last": {hero} looked up at the T one more time and pictured a kid long ago, with a basket of corn on their back and a strap across their forehead, ducking through a T-shaped door into a warm room.|{hero} looked up at the T one more time and pictured a kid long ago, with a big basket of corn on their back, ducking through a T-shaped door into a warm room.}
  {spot != "last": "One person per ladder," the ranger told everyone. "Keep three things on it at all times: both hands and a foot, or both feet and a hand."}
  Then it was time for the ladders. Dad swung his backpack on again and started up first. From below, {hero} noticed, he was the exact shape of a T.
  Near the top, {hero} held on tight and looked back down at the village one more time. There were so many doorways down there: big ones, small ones, square ones, and one T, each one just the right size for something. # ending: room_for_a_load
- else:
  {spot == "kiva": "How did people carry heavy things down a ladder?" {hero} asked.}
  {spot == "kiva": {heard_baskets: "Remember the baskets?" said the ranger. "Load on your back, strap across your forehead, and both hands free for the rungs. Your head holds the groceries. Your hands hold on for dear life."|"On their backs," said the ranger. "Big baskets, with a strap across the forehead to help take the weight. That left both hands free for the rungs. Your head holds the groceries, and your hands hold on for dear life."}}
  {spot == "high": "How did people get the corn up to those rooms?" {hero} asked.}
  {spot == "high": {heard_baskets: "Same as everything else," said the ranger. "Baskets on backs, straps across foreheads, hands free to climb. Up the ladder, along the ledge, in through the door."|"In big baskets, worn on the back," said the ranger. "A strap went across the forehead to help take the weight, which left both hands free to climb. Up the ladder, along the ledge, in through the door."}}
  {spot != "last": At the last stop, the ranger passed his binoculars around for one last look at the T. "Ideas?" he said. A girl in braids said giants. A boy said cats, to general applause. {hero} took {their} turn with the binoculars and stared at the T until it blurred: wide, then narrow, wide, then narrow, like a word {they} almost knew. Behind {them}, Dad was hauling off his big backpack to get ready for the ladders, and {hero} lowered the binoculars and stared at the backpack instead, as if it had spoken.}
  {spot == "last": {hero} helped Dad untangle his big backpack from his jacket, which took both of them and some words Dad said under his breath. When it finally came free, Dad held it up by the straps, and {hero} found {themself} staring at it. It was wide and bulky at the top, where it had sat across his shoulders. Down where his legs had been, there was nothing at all. Dad turned it around, looking for the jacket sleeve it had eaten, and for a second the pack hung there in the air between them like a shape cut out of the day: bulky and wide on top, empty below.}
  {heard_baskets: Click. The lock in {hero}'s head, the one that had been half turned all morning, went all the way round.|Click. An idea dropped into {hero}'s head all at once, whole, the way a coin drops into a slot.}
  "I think it's a door for people carrying things," {hero} said. "If you've got a big basket on your back, you're wide at the top, across your shoulders and the load. But your legs don't need much room. So the door is wide where the load goes, and narrow where your legs go. Any bigger and it's just a bigger hole in the wall letting the cold in."
  "And your clue?" said the ranger.
  {heard_baskets: "The baskets you told us about," said {hero}. "The strap on the forehead. And my dad." {They} pointed. "Look at the shape of my dad with his backpack on."|"My dad," said {hero}, and pointed. "Look at the shape of my dad with his backpack on."}
  Forty people looked at Dad. Dad, to his credit, turned around and stood very still, a perfect T. The whole half circle cracked up. The ranger nodded slowly, the way teachers do when someone has said the thing they were hoping for. "Some people who study these doors have suggested something a lot like that," he said. "Nobody knows for sure. But that is a real idea with a real clue, and that's what archaeologists actually do."
  {pal} {cheered()}, then whispered, {said_carrots: "Noted, however, that a carrot would also fit."|{heard_baskets: "Noted, however, that I smelled this clue first."|"Noted, however, that a jay would also fit. Easily."}}
  {heard_baskets || spot != "last": {hero} looked up at the T one last time and let {themself} see it: a kid {their} age, long ago, a basket of corn riding on their back and a strap pressing across their forehead, ducking sideways through a T-shaped door into a room that smelled of smoke and dried corn and home.|{hero} looked up at the T one last time and let {themself} see it: a kid {their} age, long ago, a basket of corn riding high on their back, ducking sideways through a T-shaped door into a room that smelled of smoke and dried corn and home.}
  {spot != "last": "One person per ladder," the ranger told the group. "Three things touching it at all times, hands and feet. Nobody rushes. The cliff can wait."}
  Then it was time for the ladders. Dad swung his backpack on again and went up first, and {hero} climbed after him, one rung at a time, looking up at the exact shape of the answer all the way to the rim.
  Near the top {hero} held on tight and looked back down. From up there {they} could see the whole village at once, and it was full of doorways: big ones and small ones, square ones and low ones and one T, high on its tower. Every one of them, {hero} suddenly felt sure, was exactly the size somebody had needed it to be. # ending: room_for_a_load
}
-> END

// ---------------------------------------------------------------------------------------------
// Ending (the cost): the jay's secret. The last look and the answers missed, and what is left.
// ---------------------------------------------------------------------------------------------
=== the_jays_secret ===
# place: cliff-palace
{band:
- "young":
  {spot == "kiva": {hero} watched the jay. It hopped down the ladder, one rung at a time. Then it flew to a crack and hid its nut. Tap, tap, tap!}
  {spot == "high": {hero} watched the jay. It found a new crack, high up. It pushed in another nut. Tap, tap, tap!}
  {spot != "last": Dad was watching the jay too! When they looked around, the rest of the group was far ahead. "You two!" called the ranger. "Stay with the group, please!" They hurried to the last stop.}
  {spot != "last": But they were too late. The binoculars had gone all the way around. Other kids had said their ideas. "Time to climb," said the ranger.}
  {spot == "last": {hero} could not stop watching the jay. It was so close! It tucked its nut under a rock. {hero} did not even look in the binoculars. {They} just passed them on.}
  {spot == "last": The ranger waited. Then he asked someone else. Soon he said, "Time to climb."}
  {hero} felt sad. {They} had missed the last look. {They} had not said an idea at all.
  At the ladder, the ranger knelt down. "Did you have an idea?" he asked.
  {saw_beams || heard_baskets: "Half of one," said {hero}. "But then I watched the jay. I know where it hid {spot == "high": its nuts|one nut}."|"No," said {hero}. "I was watching the jay. I know where it hid its nuts. That is all."}
  "That is not nothing," said the ranger. "Watching is how good ideas start. And guess what? I do not know the answer either. Nobody does."
  {spot != "kiva": "Many tribes today have family ties to this place," he said. "Some of them may know things about these doors. Those things are theirs." # fact: today-tribes-pueblos}
  {hero} felt a little better.
  KEE-ARRR! The jay screamed like a hawk. Everybody jumped, but not {hero}. {They} just grinned.
  {saw_cache: "Next spring, some of those nuts might grow into trees," said {pal}.|"I hope that jay remembers where it hid things," said {pal}. "I would forget."} # ending: the_jays_secret
- "middle":
  {spot == "kiva": {hero} watched the jay. It hopped down the kiva ladder one rung at a time, like a person, which made {pal} giggle. Then it flew to a crack in the cliff and hid its nut, tap, tap, tap, and flew off for another, and came back, and did it again.}
  {spot == "high": {hero} watched the jay find a new crack, high up near the little rooms. It pushed in another nut, tap, tap, tap, then flew off and came back with one more. {hero} counted. Three nuts. Four.}
  {spot != "last": When {hero} finally looked around, Dad was standing right beside {them}, just as caught up in the jay, and the rest of the group was far up the path. "You two!" called the ranger, not angry, but firm. "Stay with the group, please." Dad turned pink. {hero} turned pinker. They hurried after the others.}
  {spot != "last": By the time {they} reached the last stop, the binoculars had gone all the way around the circle and back into the ranger's pack. Three kids had already given their ideas. "All right," said the ranger. "Time to climb."}
  {spot == "last": {hero} couldn't stop watching the jay. It was so close {hero} could see the tiny feathers on its crest. It tucked its nut under the edge of a rock, then looked up at {hero} as if to say, you didn't see that. {hero} passed the binoculars on without even looking through them.}
  {spot == "last": The ranger waited a moment, then smiled and called on someone else. A boy with glasses said something about the wind, and people nodded. Dad looked at {hero} with his eyebrows up, as if to say, well? But by the time {hero} turned around, the jay had flown, and so had the moment. The ranger clapped his hands. "All right. Time to climb."}
  {hero}'s stomach sank. {They} had missed the last look at the door. {They} hadn't given an idea at all. The riddle was over, and {they} had nothing.
  At the foot of the ladders, the ranger crouched beside {hero}. "You didn't answer," he said quietly. "Did you have an idea?"
  {saw_beams || heard_baskets: "Half of one," {hero} admitted. "But I never finished it. I got busy watching the jay. I know where it hid {spot == "last": one nut|its nuts}, though."|"No," {hero} admitted. "I was watching the jay. I know where it hid its nuts. That's all I've got."}
  The ranger laughed. "That's not nothing. Watching carefully is how every good idea starts. And here's a secret. I don't know the answer either. Nobody does."
  {spot != "kiva": "The people most likely to understand these doors are Pueblo people today," he went on. "Twenty-six tribes and pueblos have ancestral ties to this place. Some of what they know, they keep for themselves. That's their right." # fact: today-tribes-pueblos}
  {hero} felt a little lighter.
  {spot != "last": "One person per ladder," the ranger called to the group. "Hold on with both hands."}
  {hero} started up the ladder, one rung at a time, holding on tight. {They} had almost reached the top when it came.
  KEE-ARRR! The jay screamed its hawk scream one more time. All along the ladders, people flinched and grabbed the rungs. {hero} didn't. {They} just grinned back down at the blue bird on its rock, far below.
  {saw_cache: "Next spring," {pal} said, "some of those nuts might be trees. We'll know where they came from."|"I hope that jay remembers all its hiding spots," {pal} said. "Its secret is safe with us."} # ending: the_jays_secret
- else:
  {spot == "kiva": {hero} watched the jay. It hopped down the kiva ladder one rung at a time, exactly like a person, which made {pal} snort. Then it flew to a crack in the cliff and hid its nut, tap, tap, tap, and flew off for another, and came back, and did it again, and {hero} forgot there was anything else in the world. {pal} forgot too. The two of them stood there like statues, heads tilting in time with the bird, while somewhere behind them the ranger's voice got smaller and smaller.}
  {spot == "high": {hero} watched the jay find a new crack, high up near the little rooms, and push in another nut, tap, tap, tap, then fly off and come back with one more. {hero} started counting without meaning to. Three nuts. Four. Five. {They} {were} building a map of them in {their} head.}
  {spot != "last": When {hero} finally looked around, the only one still beside {them} was Dad, who had been watching the jay over {their} shoulder the whole time and had forgotten to be a grown-up about it. The rest of the group was far ahead. "You two!" called the ranger, not angry, but very firm. "Stay with the group, please. This place has edges." Dad said sorry twice, and they hurried after the others with their faces burning.}
  {spot != "last": By the time {they} reached the last stop, the binoculars had gone all the way around the circle and back into the ranger's pack. Three kids had already given their ideas, and one of them, a boy with glasses, had gotten a round of applause. "All right," said the ranger. "Time to climb."}
  {spot == "last": {hero} could not stop watching the jay. It was so close that {hero} could see the tiny feathers on its crest lifting in the breeze. It tucked its nut under the lip of a rock, then cocked its head at {hero} as if to say, you saw nothing. {hero} passed the binoculars to the next person without even lifting them.}
  {spot == "last": The ranger waited a moment. Then he smiled and called on someone else, a boy with glasses who said something clever about wind and got a round of applause. Dad raised his eyebrows at {hero}, a whole question in one face. By the time {hero} tore {their} eyes off the rock and turned around, the jay had flown, the binoculars were three people away, and the moment had gone wherever moments go. The ranger clapped his hands together. "All right. Time to climb."}
  {hero}'s stomach dropped through {their} shoes. {They} had missed the last look at the door. {They} hadn't given an idea. The riddle {they} had wanted more than anything since the top of the steps was over, and {they} had nothing to show for it but {spot == "last" && not saw_cache: one small hiding place|a list of cracks}. {pal} {hid()}, which was {pal}'s way of saying it felt the same.
  At the foot of the ladders, the ranger crouched down beside {hero} while the others started up. "You didn't answer," he said quietly. "Did you have an idea?"
  {hero} thought about pretending, and didn't. {saw_beams || heard_baskets: "Half of one," {they} said. "It was getting somewhere. Then I started watching the jay, and I never finished it. I know where it hid {spot == "last": one nut|its nuts}, though."|"No," {they} said. "I was watching the jay. I know where it hid its nuts. That's all I've got."}
  The ranger laughed, a real laugh. "That's not nothing. That's data. Watching something carefully for a long time is how every good idea starts. And here's a secret." He lowered his voice. "I don't know the answer either. Nobody does."
  {spot != "kiva": "If anyone understands these doors, it's Pueblo people today," he went on. "Twenty-six tribes and pueblos have ancestral ties to this place. Some of what they know, they share. Some of it, they keep for themselves. That's their right. So the riddle might not be ours to solve at all." # fact: today-tribes-pueblos}
  {hero} turned that over, and found that it made {them} feel lighter rather than heavier.
  {spot != "last": "One person per ladder," the ranger called out to the group. "Three things touching it at all times, hands and feet."}
  {hero} started up, one rung at a time, hands tight on the worn wood. {They} had nearly reached the rim when it came.
  KEE-ARRR! The jay let loose its hawk scream one last time, and the whole line of climbers flinched and clutched their rungs. {hero} didn't even blink. {They} just looked back down at the small blue bird on its rock, far below, two watchers who understood each other perfectly.
  {saw_cache: "Next spring," {pal} said thoughtfully, "some of those nuts might turn into trees. And we'll be the only ones who know where they came from."|"I hope it can find its hiding places again," {pal} said thoughtfully. "And if anyone asks, we saw nothing."} # ending: the_jays_secret
}
-> END

// ---------------------------------------------------------------------------------------------
// "End now": the hero says an idea out loud, right where they are, with the clue they have.
// ---------------------------------------------------------------------------------------------
=== early_end ===
# place: cliff-palace
{band:
- "young":
  {spot == "" && route == "tower": {hero} could not wait. {They} put {their} arms out wide, like the top of a T. "Ranger! Ranger! The door is shaped like a person! Wide at the shoulders, skinny at the legs!"}
  {spot == "" && route == "tower": "So it is a door made just big enough for a person," said {hero}. "Not one bit bigger. Then the wall stays strong!"}
  {spot == "" && route == "ranger": Then {hero} looked up at the T-door again. Wide at the top! Just like a person with a basket on their back!}
  {spot == "" && route == "ranger": "I have an idea!" said {hero}. "The door is wide at the top for people with baskets on their backs!"}
  {spot == "" && route == "jay": {hero} watched the jay hide its nut up high. "Up high is where you keep things safe," {hero} whispered.}
  {spot == "" && route == "jay": "I have an idea!" {hero} told the ranger. "Maybe the room at the top was for keeping food safe. The T-door is where you pass the food in!"}
  {spot == "kiva": {hero} looked from the ladder to the tower.}
  {spot == "kiva": "I have an idea!" said {hero}. "Maybe a ladder leaned on the tower, up to the T-door. Like this ladder in the kiva!"}
  {spot == "high": {hero} looked at the tiny rooms. Then {they} looked at the tower.}
  {spot == "high": "I have an idea!" said {hero}. "The T-door is wide at the top so a basket of corn can go through!"}
  {spot == "last": {hero} put {their} hand up high. "Me! I have one!"}
  {spot == "last": {route == "tower": "There were wooden poles in the walls," said {hero}. "Maybe they held up a little porch by the door!"|{route == "ranger": "People carried big baskets on their backs," said {hero}. "The door is wide at the top for the basket!"|"The jay keeps food up high," said {hero}. "Maybe the top room kept food too!"}}}
  "What a good idea," said the ranger. "Nobody knows the answer for sure. But you used a real clue. That is what scientists do!"
  Dad gave {hero} a big high five. {pal} {cheered()}.
  For the rest of the tour, {hero} looked at every door in a new way.
  Then it was time to climb up the ladders. Up, up, up, into the sunshine! # ending: first_idea
- "middle":
  {spot == "" && route == "tower": {hero} couldn't hold it in. {They} stretched {their} arms out like the top of a T, right there on the path. "Look," {hero} said to the ranger. "It's the shape of a person. Wide at the shoulders, narrow at the legs."}
  {spot == "" && route == "tower": "So maybe it's a door made exactly big enough for a person," {hero} went on, "and not one bit bigger. A smaller hole means more wall. And more wall means a stronger tower, and a warmer room."}
  {spot == "" && route == "ranger": {hero} looked at Dad, still bent forward under his pretend harvest: wide across the shoulders and the load, narrow down at the feet. Then {hero} looked up at the T-shaped door. Wide at the top. Narrow at the bottom.}
  {spot == "" && route == "ranger": "I think I've got it," {hero} said. "The door is wide at the top for people carrying baskets on their backs. Your legs don't need much room. The load does."}
  {spot == "" && route == "jay": {hero} watched the jay hammer its nut into the crack, high and safe. "Up high is where you keep the important stuff," {hero} whispered. "Stuff you need later."}
  {spot == "" && route == "jay": "I have an idea," {hero} told the ranger. "Maybe the room at the top of the tower was for keeping food safe, like the jay does. And the T-door is where you hand things in. Wide at the top, for a basket."}
  {spot == "kiva": {hero} looked at the ladder standing in the kiva, and then up at the T-door on the tower, and the two pictures slid together in {their} head.}
  {spot == "kiva": "I have an idea," {hero} said. "Maybe there was a ladder leaning against the tower, right up to the T-door. Like this one in the kiva. A door doesn't have to be on the ground if you've got a ladder."}
  {spot == "high": {hero} looked at the tiny rooms on the high ledge, and then at the tower with its T-door, and the two pictures slid together in {their} head.}
  {spot == "high": "I have an idea," {hero} said. "The T-door is wide at the top so you can get a basket of corn through it. Wide for the basket, narrow for your legs. For storing food up high, like those rooms."}
  {spot == "last": {hero}'s hand shot up before {they} could think twice. "Me! I have one."}
  {spot == "last": {route == "tower": "There are wooden beams sticking out of the walls," {hero} said. "Maybe some beams held up a little wooden porch outside the door. The wood just isn't there anymore."|{route == "ranger": "People carried big baskets on their backs," {hero} said. "So the door is wide at the top, where the basket goes, and narrow at the bottom, where your legs go."|"The jay hides its food up high, where it's safe," {hero} said. "Maybe the top of the tower was for keeping food safe too, and the T-door is where you pass it in."}}}
  The ranger looked at {hero} for a long moment, then grinned. "Nobody knows the answer for sure," he said. "But that's a real idea, with a real clue behind it. That's exactly what archaeologists do."
  Dad gave {hero} a high five that echoed off the stone. {pal} {cheered()}.
  For the rest of the tour, {hero} looked at every doorway in Cliff Palace as if it might be about to tell {them} something.
  And when it was finally time to climb the ladders up the cliff, {hero} went right behind the ranger, {route == "jay": with {their} idea tucked away like a jay's pinyon nut, saved for later.|carrying {their} idea as carefully as Dad had carried the tickets that morning, only not in {their} teeth.} # ending: first_idea
- else:
  {spot == "" && route == "tower": {hero} couldn't hold it in. {They} stretched {their} arms out like the top of a T, right there on the path, in front of everyone. "Look," {hero} said to the ranger. "It's the shape of a person. Wide at the shoulders. Narrow at the legs."}
  {spot == "" && route == "tower": "So maybe it's a door built exactly big enough for a person," {hero} went on, the idea building speed as {they} said it, "and not one bit bigger. A smaller hole means more wall. More wall means a stronger tower. And up that high, in winter, a smaller hole means a warmer room." {They} heard {themself} talking fast, the way you do when an idea is still arriving and you're afraid it will leave before you finish, and didn't care one bit.}
  {spot == "" && route == "ranger": {hero} looked at Dad, still hunched under his imaginary harvest and enjoying the laughs far too much, and saw the shape of it as clearly as in a mirror: wide at the top, narrow at the bottom. Then {hero} looked up at the T-shaped door. Wide at the top. Narrow at the bottom.}
  {spot == "" && route == "ranger": "I think I've got it," {hero} said, a little breathless. "The door is wide at the top for people carrying baskets on their backs. Your legs don't need much room. The load does. So you only make the hole big where it needs to be big."}
  {spot == "" && route == "jay": {hero} watched the jay hammer its nut into the crack, high and dry and safe from everyone, and something came together. "Up high is where you keep the important stuff," {hero} murmured. "The stuff you'll need later."}
  {spot == "" && route == "jay": "I have an idea," {hero} told the ranger. "Maybe the room at the top of the tower was for keeping food safe, the way the jay does. And the T-door is where you hand things in. Wide at the top, for a basket. Narrow at the bottom, because the basket is the only thing that needs the room."}
  {spot == "kiva": {hero} looked at the ladder standing in the kiva, and then up at the T-door on the tower, and felt two pictures slide together in {their} head like the halves of a puzzle.}
  {spot == "kiva": "I have an idea," {hero} said. "Maybe there was a ladder leaning against the tower, right up to the T-door. Like this one in the kiva. We keep thinking it's a door to nowhere. But a door isn't to nowhere if there's a ladder. The ladder's just gone."}
  {spot == "high": {hero} looked at the tiny rooms on the high ledge, and then over at the tower with its T-door, and felt two pictures slide together in {their} head like the halves of a puzzle.}
  {spot == "high": "I have an idea," {hero} said. "The T-door is wide at the top so you can get a basket of corn through it. Wide for the basket, narrow for your legs. Maybe the top of the tower was for storing food up high, like those rooms, and that's the door you'd use."}
  {spot == "last": {hero}'s hand shot up before {their} nerves could stop it. "Me. I have one."}
  {spot == "last": {route == "tower": "There are wooden beams sticking out of the walls," {hero} said. "So people here built with wood, not just stone. Maybe some beams held up a little wooden porch outside that door, and the wood just isn't there anymore."|{route == "ranger": "People carried big baskets on their backs, with the strap on their foreheads," {hero} said. "So the door is wide at the top, where the basket goes, and narrow at the bottom, where your legs go. It's the shape of somebody carrying something."|"The jay hides its food up high, where it's safe," {hero} said. "I bet those little rooms at the back held food too. So maybe the top of the tower was for keeping food safe, and the T-door is where you pass it in."}}}
  The ranger looked at {hero} for a long moment, and then his face split into a grin. "Nobody knows the answer for sure," he said. "Anybody who tells you they do is guessing. But that is a real idea, with a real clue behind it. That's exactly what archaeologists do all day."
  Dad's high five echoed off the stone roof. {pal} {cheered()}, then whispered, {said_carrots: "I'd like it noted that I said carrots first."|"I'd like it noted that I was standing right here the whole time, helping."}
  For the rest of the tour, {hero} looked at every doorway in Cliff Palace as if it might be about to confess something.
  And when it was finally time to climb the ladders up the cliff, {hero} went right behind the ranger, {route == "jay": with {their} idea tucked away like a jay's pinyon nut, hidden somewhere safe and saved for later.|holding {their} idea as carefully as Dad had held the tickets at the gate that morning, though, unlike Dad, not in {their} teeth.} # ending: first_idea
}
-> END

// ---------------------------------------------------------------------------------------------
// This story's own sidekick gesture (past tense), so its sentences are its own.
// ---------------------------------------------------------------------------------------------
=== function cheered()
{ kind:
- "fox": ~ return "yipped once and pranced in place"
- "owl": ~ return "gave a soft, delighted hoot"
- "bear": ~ return "thumped the ground with one big paw"
- "raccoon": ~ return "clapped its little hands without a sound"
- "otter": ~ return "squeaked and did a twisty wriggle"
- "rabbit": ~ return "thumped both back feet at once"
- "turtle": ~ return "poked its head out as far as it would go and beamed"
- "eagle": ~ return "lifted its wings halfway, proud as a flag"
- "squirrel": ~ return "chattered and spun its tail in a circle"
- "deer": ~ return "bounced up onto its toes"
}
~ return "UNSET_cheered"
