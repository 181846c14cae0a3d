# title: Who Sliced the Stone Logs?
# month: 5
INCLUDE shared/story.ink

// Chapter 2: how the case began, "ends", "ranger" or "giants".
VAR start = ""
// Chapter 3: where the clues led, "bridge", "mesa" or "museum".
VAR stop = ""
// Clues the detective has gathered.
VAR clue_glass = false
VAR clue_grain = false
VAR clue_crack = false
VAR clue_old = false
VAR clue_steps = false
VAR clue_bend = false
VAR clue_inside = false
VAR clue_weight = false
// Animals met on the way.
VAR saw_lizard = false
VAR saw_coyote = false
VAR saw_pronghorn = false

-> crystal_start

// ---------------------------------------------------------------- chapter 1: Crystal Forest
=== crystal_start ===
# place: crystal-forest
{band:
- "young":
    It was a sunny morning in May. {hero} walked along the Crystal Forest trail with Uncle Theo and {pal}. Uncle Theo was eating pretzel sticks from a bag. Crunch, crunch, crunch.
    {friend != "": {friend} walked with them and pointed at everything.}
    Logs lay all over the ground. But they were not made of wood. They were made of stone! They were red and yellow and purple.
    {pal} stopped by one log. It lay in round pieces, all in a row, like slices of bread. The ends were flat.
    "Somebody cut this log," said {pal}. "I can tell."
    "Who would cut a tree made of stone?" asked {hero}.
    "A giant with a big saw," said Uncle Theo.
    "A beaver with stone teeth," said {pal}.
    A ranger came up the path. She had a flat hat and a big smile. "I'm Ranger Silversmith," she said. "Everybody asks who cut the logs."
    "Who did?" asked {hero}.
    "You find out!" said the ranger. "I give a talk at the Giant Logs at eleven. Come and tell everybody."
    A raven landed close by. It looked at the pretzels. "Please close that bag," said the ranger. "Our snacks are bad for ravens." Uncle Theo closed it tight.
    The ranger waved and walked on. Then she called back, "Here is a clue. It was bigger than a giant!"
    Bigger than a giant? {hero} stared at the flat end of the log. What was bigger than a giant?
- "middle":
    It was May, and the park gates had opened only an hour before, so the Crystal Forest trail was nearly empty. {hero} walked the paved loop with Uncle Theo, who was crunching pretzel sticks out of a paper bag, and {pal}, who kept stopping to stare at things.
    {friend != "": {friend} had come too, and was already far ahead, pointing.}
    All across the pale, grassy ground lay logs. Not wooden logs. Stone ones, striped red and yellow and purple, lying in pieces as if somebody had chopped a huge pile of firewood and never stacked it.
    {pal} stopped beside one of them and {sniffed()}. This log was broken into chunks about as long as a school desk, lined up in a row like slices of a giant loaf of bread. Every end was flat.
    "Somebody has been sawing," {pal} announced. "I know a cut log when I see one."
    {hero} crouched down. It did look cut. "But who would saw a tree made of stone?" {they} asked. "And then just leave the pieces lying here?"
    "A giant," said Uncle Theo, "with a very big saw."
    "Or a beaver," said {pal}. "With stone teeth."
    Someone laughed behind them. A ranger in a flat-brimmed hat was walking the loop. "I'm Ranger Silversmith," she said, "and that's the question I hear most in this whole park. Who cut the logs?"
    "So who did?" asked {hero}.
    "I'm not telling. Not yet." Her eyes twinkled. "At eleven o'clock I give a talk at the Giant Logs, and that's my big question. Work it out before then, and you can tell everybody."
    A raven flapped down onto the nearest log and stared at the pretzel bag. "Roll that up, please," the ranger said to Uncle Theo. "Ravens here learn to beg, and people food is bad for them." Uncle Theo rolled the bag shut, and the raven looked deeply disappointed.
    The ranger started back up the path. Then she turned around. "One free clue," she called. "Whoever cut these logs was bigger than any giant."
    {hero} stared at the flat, glittering end of the log. Bigger than any giant? What could possibly be bigger than a giant?
- else:
    It was May, and the park gates had opened barely an hour before, which meant the Crystal Forest trail belonged almost entirely to {hero}, Uncle Theo and {pal}. Uncle Theo had brought a paper bag of pretzel sticks for breakfast, because, he said, he was on vacation and nobody could stop him. He crunched them one at a time, like a very slow machine.
    {friend != "": {friend} had come too, and was walking backwards so as not to miss anything behind them.}
    The ground out here was pale and grassy and wide open, with the sky sitting on top of it like a lid. And all over it, as far as {hero} could see, lay logs. Not wooden logs. Stone logs, striped in reds and yellows and purples so bright they looked painted on, lying about in pieces as if a lumberjack had chopped an enormous pile of firewood and then wandered off without stacking it.
    Next to the path, {pal} stopped in front of one and {sniffed()}. This log was broken into chunks about as long as a school desk, all lined up in a row, and every chunk had a flat end. It looked exactly like a loaf of bread that somebody had sliced and forgotten to put back in the bag.
    "Somebody," {pal} said darkly, "has been sawing."
    {hero} crouched to look, and it was hard to argue. The slices were so neat that {they} half expected to find a price tag. "But why would anybody saw a tree made of stone?" {they} said. "And how? And then just leave all the pieces lying here?"
    "A giant," said Uncle Theo, through a mouthful of pretzel. "A giant with a very big saw and a very short attention span."
    "A beaver," said {pal}. "A beaver with stone teeth. I've heard rumors."
    "Nobody has ever heard that rumor," said a voice behind them.
    A ranger was coming along the loop, a woman in a flat-brimmed hat with a radio clipped to her shoulder, and she was trying not to laugh. "Ranger Silversmith," she said. "And you just asked the question I hear more than any other in this whole park. Who cut the logs?"
    "So who did?" said {hero}.
    "Oh, I'm not telling." She looked delighted not to be telling. "At eleven o'clock I'm giving a talk at the Giant Logs, and that's my big question. Solve it before then, and you can stand up and tell everybody."
    A raven flapped down onto the nearest log, folded its wings, and fixed one shiny black eye on the pretzel bag with the patience of a professional. "You'll want to roll that up," the ranger told Uncle Theo. "Ravens around here learn to beg, and people food isn't good for them." Uncle Theo rolled the bag shut and tucked it under his arm, and the raven gave him a look of deep personal betrayal.
    The ranger had already started back up the path when she turned around and walked backwards for a few steps. "One clue for free," she called. "Whoever cut these logs was bigger than any giant."
    Then she was gone around a bend, and {hero} was left staring at the flat, glittering end of the log, with a question buzzing inside {their} head like a fly against a window. Bigger than any giant. What in the world was bigger than a giant?
}
* [Look closely at the broken ends for saw marks # act: look] -> cut_ends
* [Hurry after the ranger and ask for one more clue # act: ask] -> ranger_hint
* [Go to the Giant Logs early to see if even the biggest were cut # act: go] -> giant_logs

// ---------------------------------------------------------------- chapter 2: the broken ends
=== cut_ends ===
# place: crystal-forest
~ start = "ends"
{band:
- "young":
    {hero} knelt down by the log. {pal} leaned in close too.
    A saw makes lines. {hero} looked for lines. There were none!
    The end of the log was bumpy, and it sparkled. Tiny crystals shone in the sun. Some were clear. Some were purple.
    Long lines ran down the side of the log, like on a wooden fence. There was even a knot, where a branch grew long ago.
    "It was a real tree," said {hero}.
    The edge was sharp, like broken glass. {hero} did not touch it.
- "middle":
    {hero} knelt on the path beside the log, so close that {their} nose almost touched it, and {pal} leaned in next to {them}.
    If somebody had sawed this log, there ought to be saw marks. {hero} had once watched Uncle Theo saw a board in half, and the end had come out fuzzy and full of little grooves. This end was nothing like that. It was bumpy, like a pond that had frozen in ripples, and it glittered. Tiny crystals sparkled all over it, some clear and some purple, packed in where the wood used to be.
    Along the side of the log ran long, straight lines, like the grain on a wooden fence post, and there was even a round knot where a branch had once grown.
    "It really was a tree," {hero} whispered.
    Around the edge, the stone had broken off sharp, like the rim of a smashed glass. {hero} kept {their} fingers well away.
- else:
    {hero} got down on {their} knees on the path, so close to the log that {their} breath made a tiny foggy patch on it, and {pal} leaned in beside {them} with the serious face of a detective's assistant.
    Here was the thing about saws: they left marks. {hero} had once watched Uncle Theo cut a board in half in his garage, slowly and with a great deal of muttering, and the end had come out fuzzy and scored with little grooves. A giant's saw would have left grooves you could lose a finger in.
    There were no grooves. The end of the stone log was bumpy, like a pond that had frozen while the wind was still rippling it, and it glittered. Tiny crystals crowded into every dip, some as clear as water and some the purple of grape juice, packed in exactly where the wood had once been.
    Along the side ran long, straight lines, like the grain of a wooden fence post, and there was a round knot where a branch had once stuck out. {hero} felt a small shiver. Once, a very long time ago, this had been a real tree, with needles and shade and wind in it.
    "It really was a tree," {hero} said quietly.
    Around the rim, the stone had broken off in a sharp, shiny edge, the way a glass breaks when it hits a tiled floor. {hero} kept {their} fingers well away from it, which felt like the kind of decision a good detective would make.
}
{end_now: -> cut_ends_close}
~ clue_glass = true
~ clue_grain = true
~ clue_crack = true
{band:
- "young":
    Then {pal} {moved()} to the next log. "Look at this one!"
    This log was still long. But a thin crack went all the way around it. It was breaking all by itself!
    "Nobody cut these logs," said {hero}. "They cracked, like glass."
    By the path, a tiny purple chip sparkled. "Can we keep it?" asked {pal}.
    "No," said Uncle Theo. "Taking even a tiny piece of stone wood is not allowed." # fact: taking-even-piece
    "Then it stays right here," said {hero}.
    {hero} opened the map. There was a stone bridge. There were blue hills. There was a museum full of old bones.
    Something big had pushed on these logs, hard enough to crack stone. And it was still out there, somewhere!
- "middle":
    Then {pal} {moved()} to the next log along the path and stopped. "Come and look at this one!"
    This log was still in one long piece. But a thin dark crack ran all the way around it, like a ring around a finger. Nothing had cut it. It was coming apart by itself, so slowly that nobody could ever watch it happen.
    "Nobody sawed these," said {hero}. "They cracked. Like glass."
    "Glass cracks when something pushes on it," said Uncle Theo. "Or when it falls."
    Right at the edge of the path, something purple winked in the sun: a chip of crystal no bigger than a jellybean. {pal} stared at it. "Nobody would miss one tiny bit," it said.
    "Everybody would, if everybody took one," said Uncle Theo. "Taking even a small piece of petrified wood out of the park is against the law." # fact: taking-even-piece
    "People used to carry it off by the wagonload," he added, "until this place was made a national monument in 1906, so it would be protected." # fact: monument-1906-1962
    {hero} left the chip exactly where it lay and unfolded the park map. Agate Bridge, where a stone log hung over a gully. Blue Mesa, where logs still stuck out of the hills. The museum at Rainbow Forest, full of old bones.
    Something had pushed hard enough to crack a tree made of stone. Something bigger than a giant. And it was still out here, somewhere on this map.
- else:
    Then {pal} {moved()} on to the next log and stopped so suddenly that {hero} nearly bumped into it. "Now that," it said, "is interesting."
    This log was still in one long piece. But a thin dark crack ran all the way around its middle, neat as a ring on a finger. Nothing had cut it. Nothing had touched it, as far as {hero} could tell. It was simply coming apart on its own, so slowly that no one alive would ever see it finish.
    "Nobody sawed these," {hero} said. {Their} voice came out certain, which surprised {them}. "They cracked. The way glass does."
    "Glass cracks when something pushes on it," Uncle Theo said, "or when somebody drops it. So who's been pushing?"
    At the very edge of the path, something purple winked in the sun: a chip of crystal no bigger than a jellybean. {pal} gazed at it with open longing. "Nobody," it said, "would ever miss one tiny bit."
    "Everybody would, if everybody took one," said Uncle Theo. "Hundreds of thousands of people come here every year. Taking even a small piece of petrified wood out of the park is against the law." # fact: taking-even-piece
    "People used to haul it away by the wagonload," he went on, "and even break logs open to get at the crystals. That's a big part of why this place was made a national monument back in 1906. Somebody had to stop them." # fact: monument-1906-1962
    {hero} left the chip exactly where it was and tried not to look at it again, which was harder than it sounded. Instead, {they} spread the park map across {their} knees. Agate Bridge, where a stone log hung across a gully. Blue Mesa, where the hills were full of half-buried logs. The museum at Rainbow Forest, with its skeletons.
    If these logs had cracked instead of being cut, then something had pushed on them. Something strong enough to crack a tree made of stone, and bigger than any giant. Whatever it was, it was still out here, somewhere on this map, waiting to be caught.
}
* [Go to Agate Bridge, where a stone log hangs over a gully # act: go] -> agate_bridge
* [Look for logs still half-buried in the hills of Blue Mesa # act: look] -> blue_mesa
* [Ask Uncle Theo to take you to the skeletons in the museum # act: ask] -> museum

=== cut_ends_close ===
# place: crystal-forest
# ending: cracked_not_cut
{band:
- "young":
    Then {pal} called from the next log. A thin crack went all the way around it. It was breaking by itself!
    "Nobody cut the logs," said {hero}. "They cracked, like glass!"
    "But what made them crack?" asked Uncle Theo.
    {hero} looked all around. Was the sky bigger than a giant? Yes, but it did not push. Then {hero} looked down. The ground!
    "The ground!" said {hero}. "The logs were deep under the ground. It was so heavy!"
    The ranger came back along the path. She clapped. "Yes!" she said. "For a very long time, the ground pushed and squeezed them. Stone can't bend. So, crack!"
    "I can't catch the ground," said {pal}.
    "No," laughed the ranger. "But you can tell everybody at eleven."
    {hero} grinned. The case was solved, and the morning had hardly begun!
- "middle":
    Then {pal} {moved()} along to the next log and called out. This one was still in one long piece, but a thin crack ran all the way around its middle, like a ring on a finger. Nobody had touched it. It was coming apart all by itself.
    "They weren't cut," said {hero}. "They cracked. Like glass does when something pushes on it too hard."
    "Then what pushed?" asked Uncle Theo.
    {hero} looked around for something bigger than a giant. There was the sky. There was the wide, flat land. And under {their} feet there was the ground, which had held these logs for ages and ages.
    "The ground," {hero} said. "They were buried, weren't they? Under tons and tons of dirt and rock. That's heavier than any giant."
    Behind them, someone clapped. The ranger had come back around the loop. "Buried deep," she said, "for millions of years, while the ground above them squeezed and shifted. Stone can't bend, so the logs snapped straight across. Then rain wore the hills away, and here they are."
    "So the culprit is the ground?" said {pal}. "I can't arrest the ground."
    "You don't have to," said the ranger. "Just come to the Giant Logs at eleven and tell everyone. Deal?"
    {hero} shook her hand. Case closed, and the morning had hardly started.
- else:
    Then {pal} {moved()} along to the next log and called out in a voice that meant come here right now. This log was still in one long piece, but a thin dark crack ran all the way around its middle, as neat as a ring on a finger. Nobody had touched it. Nobody had sawed it. It was simply coming apart by itself, slowly enough that it would take longer than {hero}'s whole life to finish.
    "They weren't cut," {hero} said. "They cracked. Like glass does when something pushes on it too hard."
    "Then what did the pushing?" said Uncle Theo. "Because I'd like a word with it."
    {hero} turned in a slow circle, looking for something bigger than a giant. There was the sky, but the sky didn't push on anything. There was the wide, flat grassland, rolling away in every direction. And there, right under {their} sneakers, was the ground, which had been holding these logs since long before anybody had ever had a name.
    "The ground," {hero} said slowly, and then faster, because it was all arriving at once. "They were buried, weren't they? Underneath all of it. Tons and tons of mud and rock, pressing down on them for ages. That's heavier than any giant."
    Behind them, somebody clapped. The ranger had come back around the loop, and she was grinning. "Buried deep," she said, "for millions of years, while the ground above them squeezed and shifted. A wooden log might have bent. But stone can't bend, so these snapped straight across. Then rain and wind wore the hills away, bit by bit, and let them out into the sunshine."
    "So the culprit," said {pal}, "is the ground. I can't arrest the ground. I don't even know where it lives."
    "It lives everywhere," said the ranger. "That's what makes it so hard to catch." She pointed at {hero}. "Eleven o'clock, at the Giant Logs. You're giving my talk's big answer, and I'm standing at the back. Deal?"
    {hero} shook her hand, feeling about three inches taller. The morning had barely begun, and the case of the sliced stone logs was closed.
}
-> END

// ---------------------------------------------------------------- chapter 2: the ranger's clue
=== ranger_hint ===
# place: crystal-forest
~ start = "ranger"
{band:
- "young":
    {hero} ran after the ranger, and {pal} came too. "Wait!" called {hero}. "One more clue, please?"
    The ranger stopped by a log. It was half in the ground. "First, a question," she said. "If I drop a glass, what happens?"
    "It breaks!" said {hero}.
    "And if I drop a wooden spoon?"
    "It goes clunk. It does not break."
    "These logs were trees once," said the ranger. "Mud and ash buried them. Then, slowly, the wood turned to stone." # fact: logs-turned-stone
    "So now they are like the glass," said {hero}.
- "middle":
    {hero} hurried up the path after the ranger, with {pal} close behind. "Wait!" {hero} called. "Can I have one more clue?"
    The ranger stopped beside a log that lay half sunk in the pale ground. "One more," she said. "But first you answer a question. If I drop a glass on a hard floor, what happens?"
    "It breaks," said {hero}.
    "And if I drop a wooden spoon?"
    "It bounces. Clunk."
    "Right." She patted the log. "When these were still trees, they got buried in mud and volcanic ash. Water soaked through, carrying minerals like quartz, and little by little the quartz took the place of the wood. Now it's stone, all the way through." # fact: logs-turned-stone
    "So it's not a wooden spoon anymore," said {hero} slowly. "It's more like the glass."
- else:
    {hero} took off up the path after the ranger, with {pal} close behind and Uncle Theo calling out something about not running on the trail that nobody was really listening to. "Wait!" {hero} puffed, skidding to a stop beside her. "Could I possibly have one more clue? Even a small one?"
    The ranger stopped beside a log that lay half sunk in the pale ground, as though it had tried to dive into the earth and given up halfway through. "One more," she agreed, "but you'll have to earn it by answering a question first. If I drop a drinking glass on a kitchen floor, what happens to it?"
    "It smashes into pieces," said {hero}, "and then somebody in the next room starts yelling."
    "And if I drop a wooden spoon on the same floor?"
    "It just bounces and clatters around, and nobody bothers to yell."
    "Exactly." She rested a hand on the log. "When these were still living trees, floods buried them in mud and volcanic ash. Groundwater soaked through the wood, carrying dissolved minerals like quartz, and little by little, over an enormously long time, the quartz took the place of the wood. Now every log is stone all the way through, a rock that still remembers the shape of a tree." # fact: logs-turned-stone
    {hero} stared at the log and felt {their} thoughts turn a sharp corner. "So it isn't a wooden spoon anymore," {they} said slowly. "It's turned into the glass."
}
{end_now: -> ranger_hint_close}
~ clue_glass = true
~ clue_old = true
~ saw_pronghorn = true
{band:
- "young":
    The ranger smiled. "These stone logs are more than 200 million years old," she said. "That is a long, long time. Lots of things can happen." # fact: logs-old-early
    Far away, some animals were eating grass. They were tan and white, with short black horns.
    "Pronghorn," said the ranger. "They are the fastest runners in North America."
    Her radio beeped. "I have to go," she said. "Go and see the blue hills. Or the stone bridge. Or the bones in the museum!"
    Then she was gone.
    {hero} looked at the log, half in the ground. Like glass. A long, long time. Something big and heavy. {hero} almost knew the answer. Almost!
- "middle":
    The ranger just smiled. "And these logs are more than two hundred million years old," she said. "When they were trees, early dinosaurs were walking around under them. That's a very long time for something heavy to lean on a piece of glass." # fact: logs-old-early
    Far out on the grassland, something moved. A small herd of tan animals with white bellies and short black horns was grazing, heads down.
    {pal} {sniffed()}. "Pronghorn," said the ranger. "The fastest runners in North America. Watch their white rumps. If one gets scared, it fluffs up that white hair like a flag, and the whole herd sees it and runs."
    Just then her radio crackled. "That's me," she said. "But if I were a detective, I'd visit the stone log at Agate Bridge, the one we had to help hold up. Or the hills at Blue Mesa, where logs are still coming out of the ground. Or the bones in the museum at Rainbow Forest. Bones crack too." And she strode away.
    {hero} looked down at the log half buried in the ground. Glass. Two hundred million years. Something heavy, leaning. The answer was right there, like a word on the tip of {their} tongue that would not quite come out.
- else:
    The ranger didn't say yes, but she didn't say no either. "Here's the rest of your clue," she said. "These logs are more than two hundred million years old. When they were trees, early dinosaurs were wandering around in their shade. That's an extraordinarily long time for something heavy to be leaning on a piece of glass." # fact: logs-old-early
    Far out on the grassland, something moved, and a small herd of tan animals with white bellies and short black horns came into focus, grazing with their heads down and their tails flicking.
    {pal} {sniffed()}. "Pronghorn," said the ranger. "They're the fastest runners in North America, and they seem to know it. Watch the white patches on their rumps. If one of them gets a fright, it fluffs that white hair straight up like a signal flag, and every pronghorn within a mile notices and starts running."
    {pal} considered this carefully. "I would appreciate a flag like that," it said, "for emergencies."
    Then the ranger's radio crackled, and a distant voice said something about a problem in a parking lot. She sighed. "That's my cue to leave. But if I were a detective, I'd visit the stone log at Agate Bridge, the one we had to help hold up. Or the hills at Blue Mesa, where logs are still emerging from the ground. Or the bones in the museum at Rainbow Forest, because bones crack too, you know." And she strode off toward her truck.
    {hero} looked down at the log, half swallowed by the earth, and tried to fit the pieces together: the glass, the two hundred million years, something heavy leaning and leaning and never letting go. The answer was right there, hovering just out of reach, like a word on the tip of {their} tongue that stubbornly refused to come all the way out. It was the most annoying feeling in the world, and also, somehow, one of the most exciting.
}
* [Go to Blue Mesa, where logs are still coming out of the hills # act: go] -> blue_mesa
* [Look at the cracked bones in the museum at Rainbow Forest # act: look] -> museum
* [Ask Uncle Theo to drive to Agate Bridge, the log that needed holding up # act: ask] -> agate_bridge

=== ranger_hint_close ===
# place: crystal-forest
# ending: glass_and_ground
{band:
- "young":
    The ranger nodded. "Like glass," she said. "Now, what if something very heavy sat on a glass for a very long time?"
    "It would crack," said {hero}.
    {hero} looked at the log. Dirt was piled up on it. Something heavy. Bigger than a giant...
    "The ground!" said {hero}. "The logs were under the ground. It was so heavy, they cracked!"
    "Yes!" said the ranger. "Then rain washed the dirt away. And out came the logs, in pieces."
    Far away, some pronghorn looked up. Then zoom! They ran fast across the grass.
    {pal} {wiggled()}. "We solved it!" it said.
    "Come and tell everybody at eleven," said the ranger.
    {hero} nodded. Far away, the pronghorn were tiny dots now, still running. At eleven, everybody would hear about the ground!
- "middle":
    The ranger nodded. "Like the glass," she said. "Now. What happens to glass if something very heavy sits on it for a very, very long time?"
    "It cracks," said {hero}. Then {they} looked at the log, half sunk in the ground, with dirt piled up against its side. Something very heavy. Bigger than a giant. Sitting there for a very long time.
    "The ground!" {hero} burst out. "These logs were buried under the ground. Under hills and hills of it! It pressed on them until they cracked!"
    "And because they're stone, they cracked straight across, like a stick of chalk," said the ranger. "Ages later, rain washed the hills away and let the logs out, already in pieces."
    {pal} {wiggled()}. "We solved it," it said. "I helped. I was standing right here the whole time."
    Far out on the grassland, a small herd of pronghorn lifted their heads. One of them flared the white hair on its rump like a flag, and in a blink they were all running, faster than anything {hero} had ever seen on legs.
    "The fastest runners in North America," said the ranger. "But you were faster. Come and tell it at eleven?"
    {hero} nodded, still watching the pronghorn race across the land that had been squashing stone trees for longer than anyone could imagine.
- else:
    The ranger nodded, very slightly, the way people nod when they don't want to give anything away. "Like the glass," she agreed. "So here's my real question. What happens to a piece of glass if something very heavy sits on it? And keeps sitting on it? For a very, very long time?"
    "It cracks," said {hero}. And then {they} looked down at the log beside them, half sunk in the earth, with dirt heaped against its side like a blanket nobody could lift.
    Something very heavy. Bigger than any giant. Sitting there for ages and ages.
    "The ground," {hero} said, and then louder, because the idea had arrived all at once, like a door blowing open. "It's the ground! These logs were buried under hills and hills of mud and rock, and all that weight pressed down on them, and they couldn't bend, so they cracked!"
    "Straight across," said the ranger, and now she was grinning, "like a stick of chalk snapping. Ages later, rain and wind wore the hills away and let the logs back out into the sunshine, already in pieces. Nobody sawed anything. The earth did it, just by lying on top of them."
    {pal} {wiggled()}. "We solved it," it announced. "I would like it noted that I was present for the entire investigation."
    Far out on the grassland, one of the pronghorn jerked its head up. The white hair on its rump flared like a signal flag, and in a single heartbeat the whole herd was running, skimming across the grass so fast they hardly seemed to touch it.
    "The fastest runners in North America," said the ranger. "And you still beat them to the answer. Eleven o'clock, Giant Logs? I'll let you tell it."
    {hero} nodded and watched the pronghorn shrink into tan specks on the horizon, racing across ground that had been quietly crushing stone trees since long before anyone was around to notice.
}
-> END

// ---------------------------------------------------------------- chapter 2: the Giant Logs
=== giant_logs ===
# place: giant-logs
~ start = "giants"
{band:
- "young":
    Uncle Theo drove to Rainbow Forest. The Giant Logs trail was right behind the museum.
    Wow! These logs were huge. The biggest one was wider than Uncle Theo was tall! It shone red and gold and purple in the sun.
    "Stay on the path," said Uncle Theo. "Snakes like to rest under these logs. Watch your hands and feet."
    {pal} stayed right in the middle of the path.
    But look! Even the giant logs were broken. The pieces were as big as chairs, with flat ends.
    "No saw is that big," said {hero}.
- "middle":
    Uncle Theo drove south to Rainbow Forest, where the Giant Logs trail began right behind the museum. They hurried through the building and out the back door, and {hero} stopped so suddenly that {pal} bumped into {them}.
    The logs here were enormous. The biggest one was wider across than Uncle Theo was tall, and it glittered red and gold and purple in the morning sun like a dragon's treasure.
    "Stay on the path," said Uncle Theo, "and watch where you put your hands and feet. Rattlesnakes like to rest in the shade under these logs."
    {pal} stayed very close to the middle of the path after that.
    But here was the strange thing. Even the giants were broken. The biggest log of all lay in chunks, each one as big as an armchair, with flat, shining ends.
    "No saw in the world is that big," said {hero}. "Not even a giant's."
- else:
    Uncle Theo drove south to Rainbow Forest, where the Giant Logs trail began right behind the museum, and {hero} towed everyone through the building and out the back door at a speed that was not quite running. Then {they} stopped so suddenly that {pal} walked straight into the back of {their} legs.
    The logs here were not logs. They were monsters. The biggest one was wider across than Uncle Theo was tall, and it lay on the slope glittering red and gold and purple in the bright morning sun, like a dragon's treasure that had been melted down and poured into the shape of a tree.
    "Path only," said Uncle Theo, in his serious voice, the one he hardly ever used. "And watch where you put your hands and feet. Rattlesnakes like to rest in the shade under these logs, and they don't like surprises any more than we do."
    {pal} moved to the exact middle of the path and stayed there, like a bead on a string.
    But here was the strange thing, the thing that made {hero} forget about snakes altogether. Even the giants were broken. The biggest log of all lay in chunks, every one of them the size of an armchair, with flat, shining ends, as if it had been sliced for a banquet.
    "No saw in the world is that big," {hero} said. "You'd need a saw the size of a school bus. You'd need a giant the size of a mountain to hold it."
}
{end_now: -> giant_logs_close}
~ saw_lizard = true
~ clue_steps = true
{band:
- "young":
    Then something moved on a log. A lizard! It was green and blue, with black stripes on its neck.
    "A collared lizard," said Uncle Theo.
    The lizard went up and down, up and down. Push-ups! Then it ran away on its two back legs, like a tiny dinosaur.
    "I want to run like that!" said {pal}.
    {hero} laughed. Then {hero} saw something. The pieces of the big log went down the hill, like steps. The log had slid down, and broken as it went!
    "We have time before the talk," said Uncle Theo. "Shall we see the museum? The stone bridge? The blue hills?"
    {hero} looked at the steps of stone. Logs can't walk. So how did these logs move?
- "middle":
    Something flashed on top of the nearest chunk. A lizard! Its body was bright blue-green, its head was yellowish, and two black stripes ran around its neck like a collar.
    "A collared lizard," said Uncle Theo. "Look, it's doing push-ups."
    The lizard bobbed up and down, up and down, as if it wanted everyone to see how strong it was. Then it shot off across the stone on its two back legs, with its front legs held up in the air, like a tiny dinosaur in a hurry.
    "Did you see that?" cried {pal}. "I want to run like that!"
    {hero} laughed. Then {they} stopped laughing, because {they} had noticed something. The chunks of the giant log were not lying in a straight line. Each one sat a little lower than the one before, stepping down the slope, as if the log had slid downhill a bit at a time and broken as it went.
    Uncle Theo checked his watch. "We've got an hour and a half before the talk," he said. "The museum's right here. Agate Bridge has a log hanging over a gully. And Blue Mesa has hills full of logs still coming out of the ground."
    But {hero} was still staring at the stone steps. Logs couldn't walk. So how had this one been going downhill?
- else:
    Something flashed on top of the nearest chunk, and {hero} jumped. A lizard! Its body was a bright blue-green, like a swimming pool, its head was yellowish, and two black bands ran around its neck like a collar that was slightly too fancy for everyday wear.
    "A collared lizard," said Uncle Theo. "And look, it's doing push-ups."
    It really was. The lizard bobbed up and down, up and down, with the air of somebody at the gym who wants everyone to notice. Then, without warning, it shot off across the stone on just its two back legs, front legs lifted, tail streaming out behind, like a tiny dinosaur late for an appointment.
    {pal} made a sound of pure envy. "I want to run like that," it said. "I would run like that everywhere."
    {hero} laughed, and then stopped laughing, because {they} had noticed something, and it was the kind of something that made the back of {their} neck prickle. The chunks of the giant log were not lying in a straight line. Each one sat a little lower than the one before, stepping down the slope like a staircase, as if the whole log had been sliding downhill, a bit at a time, and breaking as it went.
    Uncle Theo checked his watch. "An hour and a half till the talk," he said. "The museum's right behind us. Agate Bridge has a log hanging over a gully, which sounds dramatic. And the map says Blue Mesa has hills full of logs still coming out of the ground."
    But {hero} wasn't listening. {They} {were} staring at the stone staircase on the slope. Logs didn't walk. Logs, famously, stayed put. So how had this one, the biggest of them all, been creeping downhill?
}
* [Look at the skeletons in the museum before the talk # act: look] -> museum
* [Ask Uncle Theo to drive back north to Agate Bridge # act: ask] -> agate_bridge
* [Go to Blue Mesa, where logs are still coming out of the hills # act: go] -> blue_mesa

=== giant_logs_close ===
# place: giant-logs
# ending: the_hill_that_moves
{band:
- "young":
    {hero} walked along the path. Now {they} could see the whole big log. The pieces went down the hill like steps!
    "The log slid down the hill," said {hero}. "And it cracked as it went."
    "Slid on what?" asked Uncle Theo.
    {hero} looked up at the gray hill. Rain had made little lines in it. "The hill moves," said {hero}. "Rain washes it away. Then the logs slide. Snap!"
    "And long ago, the logs were deep inside the hill," said Uncle Theo.
    "So the hill sat on them!" said {hero}. "The hill is bigger than a giant!"
    A green lizard on a log did push-ups.
    "It says you are right," said {pal}.
    At eleven, the ranger stood by the big log. "Who cut these logs?" she asked.
    {hero} put up a hand first. "The hill did it!" {they} said. "It sat on the logs, and they cracked."
    "Exactly right," said the ranger.
- "middle":
    {hero} walked along the path until {they} could see the whole giant log from the side. From there, {they} could see what the chunks were doing. They were not lying in a straight line. Each one sat a little lower than the one before, stepping down the slope like stairs.
    "The log has been sliding," said {hero}. "Downhill. A tiny bit at a time. And every time it slid, it cracked some more."
    "Slid on what?" asked Uncle Theo.
    {hero} looked up at the hill behind the logs, gray and crumbly, with little channels carved in it by rain. "On the hill," {they} said. "The hill is moving. Rain washes it away, and the logs tip and slide and snap. And before that, when they were buried deep inside it, the whole hill was pressing down on them."
    "Bigger than a giant," said Uncle Theo quietly. "A hill."
    On top of one of the chunks, a bright blue-green lizard with a black collar bobbed up and down, doing push-ups.
    "It agrees with you," said {pal}.
    They found a bench and waited for eleven o'clock. When the ranger finally asked who had cut the logs, {hero}'s hand was the first one up.
    "Nobody cut them," {they} said, pointing up the slope. "The hill did. It sat on them until they cracked, and now it's letting them slide."
    The ranger looked up at the hill, then back at {hero}, and grinned. "Exactly right," she said.
- else:
    {hero} walked along the path until {they} could see the whole giant log side-on, and that was when it jumped out at {them}. The chunks were not lying in a straight line. Each one sat a little lower than the one before, stepping down the slope like a staircase built by someone who had never seen a staircase but had heard them described.
    "It's been sliding," {hero} said. "Downhill. A tiny bit at a time, for ages. And every time it slid, it cracked a bit more."
    "Slid on what, though?" said Uncle Theo. "It's not exactly icy."
    {hero} looked up at the hill behind the logs. It was gray and crumbly, scored with little channels where rain had run down it, and bits of it had washed down around the logs in fans of pebbly dirt. And suddenly the whole thing made sense, the way a blurry picture makes sense when you finally find the right distance to stand from it.
    "On the hill," {hero} said. "The hill's moving. Every time it rains, a bit of it washes away, and the logs tip and slide and snap. And before that, way before, when they were buried deep inside it, the whole hill was pressing down on them. Stone can't bend. So it cracked."
    Uncle Theo was quiet for a moment. "Bigger than any giant," he said. "A hill. Huh."
    On top of one of the chunks, a collared lizard the color of a swimming pool bobbed up and down, up and down, doing its push-ups.
    "It agrees with you," said {pal}. "That's lizard for well done."
    They found a bench in a scrap of shade and waited for eleven o'clock, and {hero} spent the time practicing how to say it without sounding like a show-off. When the ranger finally stood by the biggest log and asked her big question, {hero}'s hand went up first.
    "It was the hill," {they} said, and the whole crowd turned to look at it. "It sat on these logs for millions of years until they cracked, and now it's washing away under them, one rainstorm at a time."
    The ranger didn't say anything for a second. Then she tipped her hat. "Case closed," she said, "by a detective half my height."
}
-> END

// ---------------------------------------------------------------- chapter 3: Agate Bridge
=== agate_bridge ===
# place: agate-bridge
~ stop = "bridge"
{band:
- "young":
    {start == "giants": Uncle Theo drove back up the road to Agate Bridge.|Uncle Theo drove to Agate Bridge. It was not far.} They walked to a rail. Below was a deep, dry ditch called a gully.
    A long stone log lay across the gully, from one side to the other. It was a bridge! It was red and yellow, and it sparkled.
    "Can I walk on it?" asked {pal}.
    "No," said Uncle Theo. "Nobody walks on it now. Look under it."
    Under the log was a long gray beam. It held the log up.
    "Why does a stone log need help?" asked {hero}.
    "Rain washed the dirt away under it," said Uncle Theo. "Then the log hung up in the air. People were afraid it would break."
- "middle":
    {start == "giants": Uncle Theo drove back north along the park road, past Crystal Forest, to Agate Bridge.|From Crystal Forest it was only a short drive north to Agate Bridge.} A little path led from the parking area to a railing, and below the railing was a gully, a deep crack in the ground with a sandy floor.
    Across the gully, from one side to the other, lay a stone log longer than a basketball court. It was striped with rusty red and creamy yellow, and crystals glinted here and there along its side.
    "A bridge!" said {pal}. "Can I walk across it? I'll be very careful."
    "Nobody walks on it anymore," said Uncle Theo. "It's too precious. Look underneath."
    Under the log ran a long gray beam of concrete, holding it up like a hand under a plate.
    "Why does a stone log need help?" asked {hero}.
    Uncle Theo read the sign by the railing and explained. Long ago, the log had been buried, with ground all around it. Then rainwater had washed out the gully underneath it, a little at a time, until the log was hanging over nothing but air. People were afraid it would break, so they put the beam under it.
    {hero} looked closer. Dark cracks already ran across the log in a few places.
- else:
    {start == "giants": Uncle Theo drove back north along the park road, past Crystal Forest again, to Agate Bridge.|From Crystal Forest it was only a short drive north to Agate Bridge, which {hero} had chosen mostly because it sounded like something out of a fantasy novel.} A little path led from the parking area to a railing, and below the railing the ground simply fell away into a gully, a deep, jagged crack with a floor of pale sand.
    Across it, from one side to the other, lay a single stone log, longer than a basketball court, striped in rusty reds and creamy yellows, with crystals glinting along its flanks wherever the sunlight caught them.
    "A bridge," breathed {pal}. "A real stone bridge. Can I walk across it? Just once? Very lightly?"
    "Nobody walks on it anymore," said Uncle Theo. "Not even very lightly. It's too precious. Look underneath."
    Under the middle of the log ran a long gray beam of concrete, tucked beneath it like a hand under a plate that someone had been trusted to carry and was now slightly worried about.
    "Why does a stone log need help?" said {hero}. "It's made of stone. Stone is the thing that doesn't need help."
    Uncle Theo read the sign by the railing and passed it on. Long ago, the log had been buried, with solid ground packed all around it. Then, over a very long time, rainwater had carved out the gully underneath it, a little more with every storm, until one day the log was hanging over nothing but air. People had been afraid it would break in two, so they had slid the beam under it to hold it up.
    {hero} leaned on the rail and looked closer. Thin dark cracks already ran across the log in a few places, like the lines on an old hand.
}
{end_now: -> agate_close}
~ clue_bend = true
~ saw_coyote = true
{band:
- "young":
    {hero} thought hard. "A wood log can bend," {they} said. "But a stone log can't bend. It just goes snap!"
    "Snap!" said {pal}.
    Then something moved in the gully. A coyote! It trotted on the sand, right under the bridge. It looked up at them with yellow eyes.
    {kind == "fox": "Hello, cousin," whispered {pal}.|{pal} {hid()}.}
    "Let it go by," whispered Uncle Theo. The coyote trotted away around a bend.
    Uncle Theo tapped his watch. "One hour till the talk," he said. "And it is a long drive back."
    {hero} looked at all the dry hills. Most logs were not over a gully. Something else made all those other logs go snap, and {hero} was going to find out what.
- "middle":
    {clue_glass: "It's the glass again," said {hero}. "A wooden log would sag in the middle. A stone log can't bend. It just snaps."|"A wooden log would sag in the middle," said {hero} slowly. "But a stone log can't bend. It would just snap."}
    "So when the ground moves out from under a stone log," said {pal}, "snap?"
    "Snap," agreed Uncle Theo. "That beam went in more than a hundred years ago. Without it, this bridge would probably be lying in pieces at the bottom of the gully by now."
    Something moved down there. A coyote was trotting along the sandy bottom, gray and tan, with a bushy tail and tall pointed ears. It stopped right under the stone log and looked up at them with yellow eyes.
    {kind == "fox": "A cousin," whispered {pal}. "A very distant one."|{pal} {hid()}.}
    "Give it room," said Uncle Theo softly. "It's only passing through." The coyote sniffed the sand, then trotted on around a bend and was gone.
    Uncle Theo glanced at his watch. "About an hour till the talk," he said. "And it's twenty minutes back down the road to the Giant Logs."
    {hero} looked at the bridge, and the gully, and all the dry hills around them. Here the ground had washed away from under one log, and people had caught it just in time. But there were thousands of broken logs in this park, and most of them weren't lying over gullies at all. They were lying on flat, ordinary ground.
    Something had moved the ground under all the others too, quietly, for ages, and nobody had ever seen it happen.
- else:
    {clue_glass: "It's the glass again," {hero} said. "A wooden log would just sag in the middle, like a hammock. But a stone log can't bend. Not even a little. It just snaps."|"A wooden log would sag in the middle," {hero} said slowly, working it out as {they} went, "like a hammock. But a stone log can't bend. Not even a little. It would just snap."}
    "So when the ground goes away from under a stone log," said {pal}, "it's snap, and that's that?"
    "Snap, and that's that," agreed Uncle Theo. "That beam went in more than a hundred years ago. Without it, I'd bet this famous bridge would be a heap of expensive gravel at the bottom of the gully by now."
    Something moved down there, and all three of them went still. A coyote was trotting along the sandy bottom, gray and tan and scruffy, with a bushy tail and tall ears that swiveled like radar dishes. It stopped directly under the stone log, lifted its head, and looked up at them with calm yellow eyes, as if they were the strangest thing it had seen all morning. Which, {hero} thought, they possibly were.
    {kind == "fox": "That," whispered {pal}, "is a cousin. A very distant cousin. We don't talk."|{pal} {hid()}.}
    "Give it room," Uncle Theo murmured. "It's only passing through." The coyote sniffed at the sand, decided they weren't worth the trouble, and trotted on around a bend.
    Uncle Theo glanced at his watch, and {hero} could see him doing the sum in his head. "About an hour till the talk," he said. "Twenty minutes of that is the drive back down to the Giant Logs. So it's less time than it sounds."
    {hero} looked at the bridge, then at the gully, then out at the dry, rumpled hills in every direction. Here, the ground had washed away from under one log, and people had caught it in time. Fine. But there were thousands of broken logs in this park, scattered across miles and miles, and nearly all of them were lying on plain, ordinary, flat ground, with no gully anywhere near them.
    Something had moved the ground under every single one of them, patiently and invisibly, without anybody ever noticing. {hero} could feel the answer circling, closer now, like the coyote deciding whether to come back.
}
* [Hurry back to the Giant Logs to tell the ranger what you know # act: go] -> end_talk
* [Help Uncle Theo test your idea with his pretzel sticks # act: help] -> end_snap
* [Look for where the coyote went # act: look] -> end_late

=== agate_close ===
# place: agate-bridge
# ending: the_bridge_that_needed_help
{band:
- "young":
    {hero} looked at the beam under the log. "A wood log can bend," said {hero}. "A stone log can't. It just breaks."
    "Like all the other logs," said {pal}.
    {hero} thought about the other logs. Long ago, they were all deep under the ground. The ground was heavy. It moved and pushed. The logs could not bend. So, snap! Snap! Snap!
    "It was the ground," said {hero}. "The ground is bigger than a giant!"
    "I think you solved it," said Uncle Theo.
    Down in the gully, a coyote trotted by, right under the stone bridge. It looked up, then trotted on.
    {hero} smiled at the old log. The beam would keep it safe. Now it was time to go and tell the ranger!
- "middle":
    {hero} stared at the beam under the log. "A wooden log would bend," {they} said. "But a stone one can't. Without that beam, it would just snap."
    "Like all the others," said {pal}.
    {hero} nodded slowly. And suddenly {they} could see it: all the logs in the park, long ago, lying deep under the ground, with the hills piled on top of them. The ground sagging and shifting and squeezing, the way it had washed away under this one. The logs couldn't bend. So they snapped, again and again, straight across.
    "Bigger than a giant," said {hero}. "It's the ground. The ground did it."
    "I think," said Uncle Theo, "you just solved it."
    Down in the gully, a coyote trotted out from behind a bush, right under the stone bridge. It glanced up at them with yellow eyes, then went on its way, as if it had known the answer all along.
    {hero} took one last look at the long stone log, held up by its beam so it could go on being a bridge a while longer. Then {they} turned toward the car. There was a talk at eleven, and {hero} had something to say.
- else:
    {hero} stared at the gray beam tucked under the log. "A wooden log would bend," {they} said. "But a stone one can't. Take that beam away, and it wouldn't sag. It would just snap."
    "Like all the others," said {pal}, and then looked surprised at how clever that sounded.
    {hero} went very still. Because suddenly {they} could see it, the way you see the picture in one of those puzzles where you have to stare past the dots. All the logs in the park, long ago, lying deep under the ground with hills and hills piled on top of them. The ground settling and sagging and squeezing, for millions of years, the way it had washed away from under this one. And the logs, which could not bend even a little, snapping again and again, clean across, like sticks of chalk.
    "Bigger than any giant," {hero} said. "It's the ground. The ground did it. Nobody sawed anything. The whole earth just leaned on them."
    Uncle Theo looked at {hero} for a long moment. "I think," he said, "you just solved it. Before eleven, even. Your mother is going to be unbearable about this."
    Down in the gully, a coyote slipped out from behind a bush and trotted right under the stone bridge, its feet making no sound at all on the sand. It glanced up with those calm yellow eyes, then went on its way, in no particular hurry, like someone who had known the answer all along and was too polite to mention it.
    {hero} took one last look at the long stone log, held up over empty air by its beam so it could go on being a bridge a little longer. Then {they} turned toward the car. There was a talk at eleven o'clock, and {hero} had something to say.
}
-> END

// ---------------------------------------------------------------- chapter 3: Blue Mesa
=== blue_mesa ===
# place: blue-mesa
~ stop = "mesa"
{band:
- "young":
    {start == "giants": Uncle Theo drove a long way back up the road to Blue Mesa.|Uncle Theo drove up the road to Blue Mesa.} A trail went down into a land of round hills. The hills had stripes. Blue, purple and gray!
    The dirt on the hills was cracked all over, like the skin of an old elephant.
    "Stay on the trail," said Uncle Theo. "This clay is soft. And drink some water. It is getting hot."
    Then {hero} stopped. A log stuck out of the side of a hill, like a drawer that was half open! Below it, more pieces of the same log lay down the hill, in a line.
    "The hill is letting the log out," said {hero}. "One piece at a time!"
- "middle":
    {start == "giants": It was a long drive back north to Blue Mesa, and the road climbed up onto the top of the mesa before it stopped.|Uncle Theo drove north to Blue Mesa, where the road climbed right up onto the top of the mesa.} From there, a trail dipped down into a world of rounded hills, striped blue and purple and gray, like a stack of folded blankets. Their clay was cracked all over, like the skin of an old elephant. A raven floated overhead, and its shadow slid across the stripes.
    "Stay on the trail," said Uncle Theo. "This clay is soft, and one wrong step leaves a mark for a long time. And drink some water. It's warming up."
    Halfway down, {hero} stopped. A log was sticking straight out of the side of a hill, like a drawer pulled halfway open. And below it, down the slope, lay more chunks of the same log, each one a little farther down, in a line.
    "The hill is letting it out," said {hero}. "One piece at a time."
- else:
    {start == "giants": It was a long drive back north to Blue Mesa, and Uncle Theo spent it doing impressions of a lizard doing push-ups, which were not good but were enthusiastic.|Uncle Theo drove north to Blue Mesa, where the road climbed right up onto the flat top of the mesa as if it had somewhere important to be.} From the top, a trail dipped down into a world that looked like nowhere else on Earth: rounded hills striped blue and lavender and gray, stacked like folded blankets in a giant's cupboard. Their clay was cracked all over into little plates, like the skin of a very old elephant. A raven drifted overhead without flapping once, and its shadow went sliding across the stripes like a dark fish.
    "Stay on the trail," said Uncle Theo. "This clay is soft, and one wrong step leaves a scar that lasts for ages. Also, drink some water. It's May in the desert, and the desert has noticed."
    Halfway down, {hero} stopped so suddenly that {pal} had to swerve. A log was sticking straight out of the side of a hill, like a drawer somebody had pulled halfway open and forgotten about. And below it, down the slope, lay more chunks of the same log, each one a little farther down than the last, in a line, like a trail of crumbs.
    "The hill is letting it out," {hero} said slowly. "One piece at a time."
}
{end_now: -> mesa_close}
~ clue_inside = true
{band:
- "young":
    {pal} leaned close to the hill. "Look! The part still inside the hill is cracked too!"
    It was true. A thin crack ran across the log, right where it went into the clay.
    "So it broke down in the dark," said {hero}. "Before the rain let it out!"
    "This clay gets fat when it's wet," said Uncle Theo. "It gets thin when it's dry. The hills are always moving a little."
    {saw_lizard: Another collared lizard sat on a rock. It did three push-ups.|A lizard sat on a rock. It was green and blue, with a black collar. It did three push-ups.}
    Uncle Theo checked his watch. "The talk is in less than an hour," he said. "And it is a long way back."
    {hero} looked at the crack in the log. Something broke it deep in the dark, where no saw could ever reach, and nobody saw it happen.
- "middle":
    {pal} {sniffed()}. "The part still inside the hill has a crack too," it said. "Look."
    {hero} looked. It was true. Right where the log disappeared into the clay, a thin dark crack ran across it. The log was already broken, even the part that had never seen daylight.
    "So it cracked while it was still buried," said {hero}. "Before the rain ever let it out!"
    Uncle Theo nodded slowly. "This clay swells up when it's wet and shrinks when it dries," he said. "That's why it's cracked like elephant skin. These hills are always moving a little."
    {flies(): {pal} flew up to the top of the hill and looked down at them. "It goes back a long way up here," it called. "That's a lot of hill sitting on one log."|{pal} tipped its head back to look up at the hill. "It goes up a long way," it said. "That's a lot of hill sitting on one log."}
    {saw_lizard: Another collared lizard was sitting on a rock near the path, warming itself in the sun.|A lizard was sitting on a rock near the path, warming itself in the sun. It had a blue-green body and a black collar around its neck.} It did three quick push-ups and watched them.
    Uncle Theo peered at his watch, then up at the trail climbing back to the car. "Fifty minutes till the talk," he said. "And a good half hour to get back to the Giant Logs."
    {hero} looked back at the crack in the buried log. Whatever had broken it had done the job in the dark, deep inside a hill, where no giant could ever reach.
- else:
    {pal} {sniffed()}. "Excuse me," it said. "The part still inside the hill has a crack too. Look. I found a clue. Please write down that I found a clue."
    {hero} looked, and went cold and hot at the same time, the way you do when a mystery turns over and shows its other side. It was true. Right where the log vanished into the clay, a thin dark crack ran across it. The log was already broken, even the part that had never once seen daylight.
    "It cracked while it was still buried," {hero} said, "long before the rain ever let it out. Nobody could have touched it in there, and nobody could even have seen it."
    Uncle Theo nodded slowly. "This clay swells up when it's wet and shrinks when it dries," he said. "That's what makes it crack into elephant skin. These hills are never completely still; they're just incredibly slow."
    {flies(): {pal} flapped up to the top of the hill and peered down at them from the edge. "It keeps going back up here," it reported. "Much farther than it looks. That is an extraordinary amount of hill to be sitting on one log."|{pal} tipped its head all the way back to see the top of the hill. "It goes up a long way," it said. "That is an extraordinary amount of hill to be sitting on one log."}
    {saw_lizard: Another collared lizard was sitting on a rock by the path, soaking up the sun like it was paid to, and it gave them three quick push-ups by way of hello.|A lizard was sitting on a rock by the path, soaking up the sun like it was paid to. It was a startling blue-green, with a black collar around its neck, and it gave them three quick push-ups by way of hello.}
    Uncle Theo peered at his watch, then up at the long trail climbing back to the car, and made a face. "Fifty minutes till the talk," he said. "Half an hour of that is getting back to the Giant Logs. Lizards, I'm afraid, are not on the schedule."
    But {hero} hardly noticed. {They} {were} staring at that crack, thin as a pencil line, in a piece of log that had been sealed inside a hill since before there were birds. Whatever had broken it had done the job in total darkness, deep inside the earth, where no giant and no saw could ever possibly reach.
}
* [Ask Uncle Theo for his pretzel sticks to test your idea # act: ask] -> end_snap
* [Wait on the trail for the lizard to do more push-ups # act: wait] -> end_late
* [Go straight to the Giant Logs to tell the ranger # act: go] -> end_talk

=== mesa_close ===
# place: blue-mesa
# ending: crack_in_the_dark
{band:
- "young":
    {pal} leaned close to the hill. "Look! The part inside the hill is cracked too!"
    {hero} looked. A thin crack ran across the log, right where it went into the clay.
    "It broke in the dark," said {hero}. "Deep inside the hill!"
    "Then what broke it?" asked Uncle Theo.
    {hero} looked at the hill. It was big. It was heavy. And the log was under it for a long, long time.
    "The hill!" said {hero}. "The hill sat on the log until it cracked! The hill is bigger than a giant!"
    "Wow," said Uncle Theo. "I think you are right."
    {pal} {wiggled()}. "We got it!" it cried.
    {hero} looked at the striped hills. They were full of logs. Some day, the rain would let them out too.
- "middle":
    {pal} {sniffed()}. "The part still inside the hill is cracked too," it said. "Look."
    {hero} looked. Right where the log disappeared into the clay, a thin dark crack ran across it. It had broken in the dark, long before the rain ever let it out.
    "Then what broke it?" asked Uncle Theo. "Nobody could reach in there."
    {hero} looked up at the hill. It was huge and heavy, and that log had been lying under it for longer than anyone could count. All that weight, pressing down, and the clay swelling and shrinking, pushing and shifting, year after year after year.
    "The hill," said {hero}. "The hill sat on the logs until they cracked! Stone can't bend, so they snapped straight across. That's what's bigger than a giant."
    Uncle Theo let out a long whistle. "I think you just cracked the case," he said. "Sorry. I had to."
    {pal} {wiggled()}.
    {hero} looked out over the striped blue hills. Somewhere inside every one of them, there were more stone logs, already in pieces, waiting in the dark. One day, the rain would let them out, one slice at a time, and somebody would wonder who had cut them.
- else:
    {pal} {sniffed()}. "Excuse me," it said. "The part still inside the hill is cracked too. I would like the record to show that I noticed."
    {hero} looked. It was true. Right where the log vanished into the clay, a thin dark crack ran across it, sharp as a pencil line. The log had broken in the dark, sealed inside the hill, long before any rain had come along to set it free.
    "Well, then, what broke it?" said Uncle Theo. "Nobody could reach in there. Not with a saw, not with anything."
    {hero} looked up at the hill, really looked, the way you look at a person you thought you knew. It was enormous. It was heavy beyond imagining. And that log had been lying underneath it for longer than there had been people to count years. All that weight, pressing down and down. The clay swelling and shrinking, pushing and shifting, a tiny bit at a time, forever.
    "The hill," {hero} said. "The hill sat on the logs until they cracked. They're stone, so they couldn't bend, so they snapped straight across. That's what's bigger than any giant. It was never a who. It was a what."
    Uncle Theo let out a long, low whistle. "I believe," he said, "you have just cracked the case." He waited. "Sorry. I've been holding that one in since breakfast."
    {pal} {wiggled()}.
    {hero} looked out over the striped blue hills, rolling away under the morning sky. Inside every one of them, there were more stone logs, already broken, waiting in the dark. One day the rain would let them out, one slice at a time, and some kid would stand right here and wonder who on earth had cut them. {hero} hoped that kid would figure it out too.
}
-> END

// ---------------------------------------------------------------- chapter 3: the museum
=== museum ===
# place: rainbow-forest
~ stop = "museum"
{band:
- "young":
    {start == "giants": They went back into the museum. This time they did not hurry.|Uncle Theo drove south to Rainbow Forest. They went into the museum.} It was cool in there, and very still.
    Big skeletons stood in the room. They were from long, long ago, when the stone logs were trees.
    One skeleton had a long, thin nose full of sharp teeth. It looked like a crocodile!
    "That is a phytosaur," said Uncle Theo. "Bones of phytosaurs were found right here in this park." # fact: fossils-phytosaurs-crocodile
    {pal} {hid()}. "Is it friendly?"
    "It's just old bones now," said Uncle Theo.
    {hero} looked at some bones in a glass box. Many of them were cracked. Some were squashed flat!
- "middle":
    {start == "giants": They went back into the Rainbow Forest Museum, which they had rushed straight through on the way to the Giant Logs.|Uncle Theo drove south to Rainbow Forest and parked by the museum.} The rooms inside were cool and hushed after the bright morning. And there stood skeletons of strange reptiles from the time when the stone logs were still trees.
    One of them had a long, narrow snout full of sharp teeth. It looked a lot like a crocodile.
    "That's a phytosaur," said Uncle Theo, reading the sign. "Fossils of phytosaurs have been found right here in the park." # fact: fossils-phytosaurs-crocodile
    {pal} {hid()}. "Is it friendly?" it whispered.
    "It's been gone for a very, very long time," said Uncle Theo. "And look where its nose holes are. Not at the tip of its snout, like a crocodile's, but way back up near its eyes."
    {hero} moved on to a glass case full of fossil bones. They weren't smooth and whole like the bones in a cartoon. Many were cracked, and some were squashed flatter than bones should ever be.
- else:
    {start == "giants": They went back into the Rainbow Forest Museum, which they had galloped straight through on the way to the Giant Logs without noticing a single thing, and this time {hero} made everyone walk.|Uncle Theo drove south to Rainbow Forest and parked in front of the museum, a low stone building with the Giant Logs trail climbing the slope behind it.} The rooms inside were cool and hushed, the kind of quiet that made you want to whisper. And standing in the middle of the room were skeletons of reptiles from the time when the stone logs outside were still living trees.
    One of them had a long, narrow snout lined with teeth like a comb made of daggers. It looked like a crocodile that had been designed by someone who really did not want to be friends.
    "That's a phytosaur," said Uncle Theo, reading the sign. "Fossils of phytosaurs have been found right here in the park." # fact: fossils-phytosaurs-crocodile
    {pal} {hid()}. "Is it friendly?" it asked, in a very small voice.
    "It's been gone for a very, very long time," said Uncle Theo. "Its table manners are no longer anybody's problem. But here's a funny thing. A crocodile's nostrils are at the tip of its snout. This fellow's are way back, up near its eyes. Same idea, different design."
    {hero} drifted over to a glass case full of fossil bones from the park, and frowned. They weren't smooth and whole, like bones in a cartoon. Many were cracked right across. Some were squashed, pressed flatter than any bone should ever be, like flowers left for years in a heavy book.
}
{end_now: -> museum_close}
~ clue_weight = true
{band:
- "young":
    "Why are the bones squashed?" asked {hero}.
    Uncle Theo read the sign. "Mud buried them," he said. "Then more mud and rock piled on top. More and more! It was so heavy, it cracked the bones."
    "The logs were down there too!" said {hero}. "Under all that heavy stuff!"
    Next to the bones was a slice of stone log. It was shiny, like candy. A crack ran right across it.
    Uncle Theo looked at the clock on the wall. "One hour till the talk," he said. "The Giant Logs are right out the back door."
    {hero} turned around. Out the back window, past the Giant Logs, was a big gray hill.
    Big. Heavy. Bigger than a giant. {hero} stared and stared at that hill.
- "middle":
    "Why are they squashed?" asked {hero}.
    Uncle Theo read the sign. When these animals died, mud and sand buried them. Then more layers piled up on top, and more, and more, until they were deep underground. All that weight had pressed down on the bones for millions of years, cracking and crushing them.
    "The logs were down there too," said {hero} slowly. "Under all those layers. With all that weight on top."
    {pal} looked at the flattened bones and then down at itself. "I'm glad nobody piled layers on me," it said.
    Next to the case was a slice of petrified log, polished so smooth it shone like candy, swirled with red and yellow and purple. A crack ran straight across it, from one side to the other, as neat as a line drawn with a ruler.
    Uncle Theo looked up at the clock on the wall. "A little over an hour till the talk," he said. "Plenty of time, as long as we don't get lost in here."
    {hero} turned around. Through the back window, past the Giant Logs, rose a big gray hill, sitting in the sunshine as if it had never done anything wrong in its life.
    Bigger than any giant, the ranger had said. {hero} kept staring at that hill.
- else:
    "Why are they squashed?" {hero} asked. It came out louder than {they} meant, and a family by the door looked over.
    Uncle Theo read the sign, and told {them}. When these animals died, mud and sand had buried them. Then more layers had piled up on top, and more, and more, for ages, until they were lying deep underground beneath a weight that was hard to even picture. That weight had pressed on the bones for millions of years, cracking them and crushing them flat.
    "The logs were down there too," {hero} said slowly. "Under all those layers. With all that weight sitting on top of them."
    {pal} studied the flattened bones, and then looked down at itself with new appreciation. "I am extremely glad," it said, "that nobody has ever piled layers on me."
    Next to the case stood a slice of petrified log, polished so smooth it shone like a hard candy, swirled with red and gold and purple. A crack ran straight across it from edge to edge, as neat as a line drawn with a ruler.
    Uncle Theo glanced up at the clock over the door. "Just over an hour till the talk," he said. "The Giant Logs are right out the back, so we have time, as long as nobody gets swallowed by the museum." He gave {hero} a look. There had been incidents with museums before.
    {hero} turned around. Through the back window, past the first of the Giant Logs, rose a big gray hill, sitting in the sunshine looking enormously innocent, the way a dog looks when the sofa cushion has been chewed and it was definitely somebody else.
    Bigger than any giant, the ranger had said. {hero} could not stop staring at that hill.
}
* [Look at every skeleton in the museum first # act: look] -> end_late
* [Go out the back door to wait for the ranger's talk # act: go] -> end_talk
* [Test your idea with Uncle Theo's pretzel sticks before the talk # act: help] -> end_snap

=== museum_close ===
# place: rainbow-forest
# ending: the_weight_on_the_bones
{band:
- "young":
    "Why are the bones squashed?" asked {hero}.
    Just then, the ranger came in. "Good question!" she said. "Mud and rock piled on top of them. So much! It was very heavy."
    {hero} looked out the back window. There was a big gray hill.
    "The logs were under all that heavy stuff too!" said {hero}. "So a hill sat on them! They can't bend. So they cracked!"
    The ranger smiled a big smile. "You solved it," she said. "The hill is bigger than a giant!"
    {pal} {wiggled()}. "Can we tell everybody?" it asked.
    "At eleven," said the ranger. "You can tell it with me."
    {hero} looked at the gray hill again. It did not look guilty at all.
- "middle":
    "Why are they squashed?" asked {hero}.
    "Because of the same thing that cut your logs," said a voice. The ranger had come in the front door, on her way to get ready for her talk. "When these animals died, mud buried them. Then more layers piled on top, for millions of years. That much weight cracks bones."
    {hero} turned around. Through the back window, past the Giant Logs, rose a big gray hill.
    "And it cracks logs," {hero} said. "They were buried too, under hills and hills. Stone can't bend, so when the ground pressed and shifted, they snapped straight across. The thing bigger than a giant is the hill!"
    The ranger smiled the biggest smile {hero} had seen all day. "You solved it," she said. "And an hour early."
    {pal} {wiggled()}. "Will there be a prize?" it asked.
    "Better," said the ranger. "At eleven, you're telling everyone."
    {hero} looked out at the gray hill, sitting in the sunshine as if it had never done anything wrong in its life. It didn't fool {them} for a second.
- else:
    "Why are they squashed?" {hero} asked, louder than {they} meant to.
    "For the same reason your logs are in slices," said a voice behind {them}. The ranger had come in through the front door, on her way to get ready for her talk, and she had clearly been listening. "When these animals died, mud buried them. Then more layers piled on top, and more, for millions of years, until they were deep underground. That much weight cracks bones. It can squash a skull as flat as a pancake."
    {hero} turned around slowly. Through the back window, past the Giant Logs, rose a big gray hill, sitting there in the sunshine like it had never had a single thought in its life.
    "And it cracks logs," {hero} said. The words came out one at a time, and then all in a rush. "They were buried too, under hills and hills of mud and rock. They're stone, so they couldn't bend. So when all that weight pressed down and the ground shifted, they snapped straight across. Nobody cut them. The thing that's bigger than a giant is the hill. It's been the hill the whole time."
    The ranger's smile was the biggest {hero} had seen all day. "Do you know how many grown-ups I've told that to this year?" she said. "And you got there by yourself. With an hour to spare."
    {pal} {wiggled()}. "Is there a prize?" it asked. "I accept prizes."
    "Better than a prize," said the ranger. "At eleven o'clock, you're giving the answer, and I'm just going to stand there nodding."
    {hero} looked back out the window at the gray hill, which was still doing its best impression of something harmless. It didn't fool {them} for a second. Not anymore.
}
-> END

// ---------------------------------------------------------------- ending: the talk at eleven
=== end_talk ===
# place: giant-logs
# ending: case_closed
{band:
- "young":
    {stop == "museum": They went out the back door of the museum and up to the Giant Logs.|They drove south to Rainbow Forest and hurried to the Giant Logs.} Lots of people stood by the biggest log. The ranger was there too.
    {hero} felt wobbly inside. {pal} stayed close.
    "Who cut these logs?" the ranger asked everybody.
    "Lumberjacks!" said a man.
    "A laser!" said a boy holding a plastic dinosaur.
    Then the ranger looked at {hero}. "What do you think?"
    {hero} took a big breath. "Nobody cut them," {they} said. "We found clues!" {They} counted them on {their} fingers.
    {clue_glass: "The logs turned to stone. Stone breaks like glass."}
    {clue_crack: "We saw a log with a crack all around it. Nobody touched it!"}
    {clue_steps: "Here, the pieces go down the hill like steps."}
    {clue_bend: "At the bridge, the dirt washed away under a log. It needs a beam, or it will snap!"}
    {clue_inside: "At Blue Mesa, a log inside a hill was cracked in the dark."}
    {clue_weight: "In the museum, the bones were squashed. Something heavy was on top."}
    "The logs were under the ground for a long, long time," said {hero}. "The ground was so heavy, it cracked them." {They} pointed up. "The hill did it!"
    Everybody looked at the hill. Then everybody clapped!
    "Yes!" said the ranger. "And in winter, ice gets in the cracks and pushes the pieces apart."
    {pal} {wiggled()}. "I knew it was not a beaver," it said.
    The boy with the dinosaur looked up at the hill. "Bad hill," he said. Everybody laughed.
- "middle":
    {stop == "museum": They went out the back door of the museum and up the path to the Giant Logs.|Uncle Theo drove back south to Rainbow Forest, and they hurried through the museum to the Giant Logs.} A crowd of about twenty people had gathered around the biggest log, and the ranger stood in front of it with her hat pushed back.
    {hero}'s knees felt wobbly. Twenty people was a lot of people. {pal} pressed close, and Uncle Theo gave {them} a thumbs-up.
    "Here's my big question," said the ranger. "Who cut these logs?"
    "Lumberjacks!" said a man in sunglasses.
    "A laser!" said a boy holding a plastic dinosaur.
    "Good guesses," said the ranger. Then she caught {hero}'s eye. "Anybody else?"
    {hero} stepped forward. "Nobody cut them," {they} said. "We've been looking for clues all morning." {They} counted them off on {their} fingers.
    {clue_glass: "The logs aren't wood anymore. They turned to stone, and stone doesn't bend. It breaks, like glass."}
    {clue_crack: "At Crystal Forest, there's a log cracking all the way around, and nobody ever touched it."}
    {clue_steps: "Right here, the pieces of this log step down the slope, like it slid and broke as it went."}
    {clue_bend: "At Agate Bridge, the ground washed out from under a log, and people had to put a beam under it so it wouldn't snap."}
    {clue_inside: "At Blue Mesa, a log still stuck inside a hill was already cracked, in the dark, where nobody could reach."}
    {clue_weight: "In the museum, the fossil bones were cracked and squashed by all the weight piled on top of them."}
    "So the logs were buried for millions of years," {hero} finished, "and the weight of the ground pressed on them and shifted until they snapped straight across. The thing that's bigger than a giant is..." {They} pointed up the slope. "That hill."
    Everyone turned and looked at the hill. The hill did not look sorry at all.
    Then the ranger started clapping, and everyone joined in. "You've got it," she said. "And I'll add one more helper. In winter, rain gets into the cracks and freezes, and the ice pushes the pieces apart."
    {pal} {wiggled()}. "I always knew it wasn't a beaver," it said, loudly enough for several people to hear.
    Afterward, the boy with the dinosaur came over. "Is the hill going to crack any more logs?" he asked.
    {hero} looked up at the gray slope, full of logs nobody had seen yet. "It's doing it right now," {they} said. "Just very, very slowly."
- else:
    {stop == "museum": They went out the back door of the museum and up the path to the Giant Logs, with {hero} rehearsing under {their} breath the whole way.|Uncle Theo drove back south to Rainbow Forest a little faster than he strictly needed to, and they jogged through the museum and out the back, with {hero} rehearsing under {their} breath the whole way.} A crowd of about twenty people had gathered around the biggest log, fanning themselves with park maps, and the ranger stood in front of it with her hat pushed back and a gleam in her eye.
    "Here's my big question," she said. "Who cut these logs?"
    "Lumberjacks," said a man in sunglasses, confidently.
    "A laser," said a boy holding a plastic dinosaur, even more confidently.
    "Good guesses," said the ranger, and then her eyes found {hero}'s over the crowd. "Anybody else?"
    {hero}'s heart was thumping like a drum in a parade. For a second {they} thought about saying nothing at all, and letting the moment slide past like a cloud. Then {pal} gave {them} a nudge, and Uncle Theo raised both eyebrows in a way that meant go on, and {they} stepped forward. "Nobody cut them," {they} said. "We've been collecting clues all morning." {They} counted them off on {their} fingers, the way detectives did in books.
    {clue_glass: "These logs aren't wood anymore. They turned to stone, and stone doesn't bend. It breaks, like glass."}
    {clue_crack: "At Crystal Forest, there's a log with a crack running all the way around it, and nobody has ever touched it. It's just coming apart by itself."}
    {clue_steps: "Look at this one right here. The pieces step down the slope like stairs, because it slid and broke as it went."}
    {clue_bend: "At Agate Bridge, the ground washed out from under a log, and people had to put a concrete beam under it, because otherwise it would have snapped."}
    {clue_inside: "At Blue Mesa, there's a log still stuck halfway inside a hill, and the part inside is already cracked. In the dark. Where nothing could reach it."}
    {clue_weight: "In the museum, the fossil bones are cracked and squashed flat, by all the weight that piled up on top of them."}
    "So the logs were buried for millions of years," {hero} said, and {their} voice had stopped shaking somewhere along the way, "and all that ground pressed down on them and shifted around, and because they couldn't bend, they snapped straight across. The thing that's bigger than any giant is..." {They} turned and pointed up the slope. "That hill."
    Twenty heads swiveled to look at the hill. The hill sat there in the sunshine, looking completely unbothered.
    Then the ranger started clapping, and the crowd joined in, and the boy with the dinosaur said, "Oh," in the voice of someone reconsidering lasers.
    "You've nailed it," said the ranger. "And I'll add one accomplice. In winter, rain gets into the cracks and freezes, and the ice pushes the pieces apart, a little more every year."
    {pal} {wiggled()}. "I want everyone to know," it announced, "that I never really believed it was a beaver."
    Afterward, while the crowd wandered off along the loop, the boy with the dinosaur sidled up, holding it out in front of him like a second opinion. "So is the hill still doing it?" he asked. "Right now?"
    {hero} looked up at the gray slope, and thought about all the logs still hidden inside it, already cracked, waiting in the dark for the rain to let them out. "Right now," {they} said. "Just incredibly slowly. It's had two hundred million years of practice."
    Walking back down the path, {hero} kept glancing over {their} shoulder at the hill. It had taken an unimaginably long time to do its work, and one single morning to get caught.
}
-> END

// ---------------------------------------------------------------- ending: the pretzel test
=== end_snap ===
# place: rainbow-forest
# ending: pretzel_proof
{band:
- "young":
    {stop == "museum": They went out and sat on a bench by the museum.|They drove south to Rainbow Forest and sat on a bench by the museum.}
    "Uncle Theo," said {hero}. "Can I have a pretzel? It's for science."
    {hero} held a pretzel stick at both ends, like a log over a gully. Then {they} pushed on the middle. Snap! It broke straight across. The ends were flat, just like the stone logs!
    "Now the heavy test," said {hero}. {They} put the pretzel bag on the bench, and {pal} sat on it.
    Crunch!
    They looked inside. The pretzels were in little pieces. Every piece had flat ends!
    "It's a tiny stone forest!" laughed Uncle Theo.
    A raven hopped close. It wanted the crumbs. "No," said {hero}. "Our food is bad for you." {They} put every crumb back in the bag.
    Just then, the ranger walked by. "What are you doing?" she asked.
    "Something as heavy as a whole hill sat on the logs," said {hero}. "And stone can't bend, so it snaps, just like a pretzel!"
    The ranger laughed. "You solved it!" she said. "Will you show that at my talk?"
    {hero} picked up the bag. "Yes!" {they} said.
- "middle":
    {stop == "museum": They went out through the front door and sat on a bench beside the museum.|They drove back south to Rainbow Forest with time to spare and sat on a bench beside the museum.}
    "Uncle Theo," said {hero}, "I need your pretzels. For science."
    Uncle Theo handed over the bag with a sigh. "Science had better appreciate this," he said.
    {hero} held one pretzel stick by both ends, like a log lying across a gully. Then {they} pressed on the middle with a thumb. Snap! It broke straight across, and both broken ends were flat, just like the stone logs.
    {clue_bend: "That's Agate Bridge without its beam," said {hero}.|"A stick of wood would have bent first," said {hero}. "This just snapped."}
    "Now for the weight test," {they} said. {They} laid the pretzel bag flat on the bench, put the folded park map on top of it, and {pal} sat down on the map.
    Crunch.
    Inside the bag, the pretzel sticks had broken into neat little pieces, every one with flat ends, lying in rows. "It's a tiny Crystal Forest," said Uncle Theo.
    A raven landed on the end of the bench and tipped its head at the crumbs. "Sorry," said {hero}, sweeping them back into the bag. "People food isn't good for you."
    Footsteps came along the walk. The ranger was heading for her talk. She stopped and raised an eyebrow at the bag.
    "Something heavy pressed on the logs for millions of years," {hero} explained. "A whole hill. They're stone, so they couldn't bend. They snapped straight across, like pretzels."
    The ranger looked at the bag, then at {hero}, and a slow smile spread over her face. "I've been giving this talk for six years," she said, "and I have never once thought of pretzels. Will you show everyone?"
    {pal} {wiggled()}. "Can I sit on the bag again?" it asked. "In front of everybody?"
    "I think you'd better," said the ranger.
    {hero} picked up the bag of broken pretzels like important evidence, and followed her up the path.
- else:
    {stop == "museum": They went out through the front door into the sunshine and sat on a bench outside the museum.|They drove back south to Rainbow Forest with time to spare and sat on a bench outside the museum.}
    "Uncle Theo," {hero} said, holding out a hand, "I require your pretzels. For science."
    Uncle Theo handed over the bag with the expression of a man surrendering something precious. "Science had better be grateful," he said.
    {hero} took out one pretzel stick and held it by both ends, like a log lying across a gully with nothing underneath it. Then {they} pressed on the middle with one thumb, slowly, the way the earth might if the earth were in no hurry at all.
    With a tiny snap, it broke clean across, and both broken ends were flat and neat, exactly like the ends of the enormous stone logs on the hill behind the museum.
    {clue_bend: "That's exactly what would happen to Agate Bridge without its beam," {hero} said.|"A stick of wood would have bent first," {hero} said, "but this didn't even try. It just snapped, because it's brittle."}
    "Phase two," {they} announced. "The weight test." {They} laid the pretzel bag flat on the bench, folded the park map on top of it like a blanket, and {pal}, who had volunteered with suspicious enthusiasm, sat down right on top.
    Crunch.
    When they opened the bag, the pretzel sticks had broken into neat little pieces, every single one with flat ends, lying in rows like miniature firewood. Uncle Theo peered inside. "It's a tiny Crystal Forest," he said. "I'm extremely proud of you, and also extremely hungry."
    A raven landed on the far end of the bench, tilted its head, and inspected the crumbs with the greed of a scholar. "Sorry," {hero} told it, sweeping every crumb back into the bag. "People food is bad for you. And then you'd hang around the parking lot all day, and that's no life for a raven."
    Footsteps crunched along the walk. It was the ranger, on her way to the talk, and she stopped short at the sight of a kid, an animal and a grown man all staring very seriously into a bag of pretzels.
    "Something heavy pressed on the logs for millions of years," {hero} told her, before she could ask. "A whole hill. They're stone, so they couldn't bend. They snapped straight across. Like pretzels." {They} held out the bag as proof.
    The ranger looked into the bag for a long moment. Then she looked at {hero}, and a slow grin spread across her face. "Six years," she said. "I have been giving this talk for six years, and I have never once thought of pretzels. Will you do that in front of everyone?"
    {pal} {wiggled()}. "Only if I can sit on the bag again," it said.
    {hero} picked up the bag of broken pretzels as carefully as a museum treasure, and followed the ranger up the path toward the Giant Logs, where a small crowd was already waiting to find out who had sliced the stone logs. Behind them, the raven hopped along the bench to the spot where the bag had been, found nothing at all, and looked personally offended.
}
-> END

// ---------------------------------------------------------------- ending: too late for the talk
=== end_late ===
# place: giant-logs
# ending: missed_the_talk
{band:
- "young":
    {stop == "bridge": They found the coyote again, down the gully. They watched it for a long, long time. It jumped up and pounced on a mouse hole, again and again.|{stop == "mesa": They waited and waited for the lizard. At last it popped out and chased a grasshopper.|They looked at every skeleton in the museum. There were so many!}}
    Then Uncle Theo looked at his watch. "Oh no," he said. "The talk!"
    They hurried to the Giant Logs. But the talk was over. The people were going away. The ranger was gone.
    {hero} felt sad. {They} had solved the mystery. Now nobody would hear it.
    {pal} {hid()}. "I'm sorry," it said. "I liked watching too much."
    "We all did," said Uncle Theo, and he gave {hero} a hug.
    Then a little boy came up the path. "Grandma," he said, "who cut these logs?"
    "I don't know," said his grandma.
    "I know!" said {hero}. "Nobody cut them. They were stone, deep under a big heavy hill. The hill pushed and pushed until they cracked!"
    The boy looked up at the hill. His mouth made an O.
    "Wow," he said. "Thank you!"
    {hero} smiled. {They} had missed the talk. But {they} still got to tell someone. And next time, {hero} would watch the clock!
- "middle":
    {stop == "bridge": They spotted the coyote again, farther down the gully, and it was too good to leave. They followed it along the rim, gully by gully, for most of an hour. Every so often it stood very still, with its ears pointed at the ground, then leaped high and pounced, nose first, on something in the grass. At last it trotted out of sight, and they walked all the way back to the car.|{stop == "mesa": The lizard went behind a rock, and they waited for it to come back out. And waited. At last it popped up, did four push-ups, and chased a grasshopper right off the rock.|They looked at every skeleton in the museum, and every bone in every case, and read every sign twice.}}
    Then Uncle Theo looked at his watch and said a word he didn't usually say. It was twenty-five minutes to twelve.
    They hurried to the Giant Logs as fast as they could. But the talk was over. People were wandering back toward the parking lot, and the ranger was nowhere to be seen.
    {hero} stopped by the biggest log. {They} had solved it. {They} had all the clues. And now {they} would never get to say it. {Their} eyes stung, and {they} blinked hard.
    {pal} {hid()}. "That was my fault," it said quietly. "I liked watching too much."
    "We all did," said Uncle Theo, and squeezed {hero}'s shoulder. "That's the trouble with this park. Everything is worth stopping for."
    Just then, a little boy came up the path, holding his grandmother's hand. He stared at the flat end of the giant log. "Grandma," he said, "who cut this?"
    "I have no idea, sweetheart," she said.
    {hero} looked at the boy. Then {they} crouched down beside him. "Nobody cut it," {they} said. "It's stone, and stone breaks instead of bending. It was buried for millions of years, under that big hill up there, and the weight cracked it straight across."
    The boy looked up at the hill with his mouth open. "The hill did it?" he whispered.
    "The hill did it," said {hero}.
    The boy's grandmother smiled at {hero} over his head. "That's better than any sign," she said.
    It wasn't the crowd, and it wasn't the ranger. But walking back down the path, with the boy behind them telling his grandmother the whole thing all over again, {hero} found {they} didn't mind quite as much as before. Next time, though, {they} would keep one eye on the clock.
- else:
    {stop == "bridge": They found the coyote again, farther down the gully, and it was far too good to leave. They followed it along the rim, gully by gully, for most of an hour, while it hunted its way across the badlands below them. Every so often it stood perfectly still in the grass with its ears aimed at the ground like two satellite dishes, then sprang high into the air and came down nose first on something small and unlucky. It missed far more often than it caught anything. When at last it trotted out of sight with its tail held low, they had a long walk back to the car.|{stop == "mesa": The lizard slipped behind a rock, and they waited for it to come back out, because {hero} was sure it would. And it did, eventually, after a very long time, to do four more push-ups and then chase a grasshopper clean off the rock with an expression of total triumph.|They looked at every skeleton in the museum, and every bone in every case, and {hero} read every single sign twice, including a long one about the history of the building itself, which was more interesting than it had any right to be.}}
    Then Uncle Theo glanced at his watch and said a word he usually saved for stubbed toes. It was twenty-five minutes to twelve.
    They hurried to the Giant Logs as fast as was sensible, and then a little faster. But it was no good. The talk was already over, the crowd was drifting back toward the parking lot in twos and threes, chatting about lunch, and the ranger was nowhere to be seen.
    {hero} stopped beside the biggest log and just stood there. All those clues and all that careful figuring had come to nothing, and the whole answer was sitting in {their} head like a present that nobody was ever going to open. {Their} throat went tight in a way {they} did not want anybody to notice, and {they} stared very hard at a crystal on the end of the log until it stopped being blurry.
    {pal} {hid()}. "That was my fault," it said in a small voice. "I liked watching too much."
    "We all did," said Uncle Theo, and he put a hand on {hero}'s shoulder and left it there. {stop == "bridge": "It was a very good coyote. That's the trouble with this place. Everything in it is worth stopping for, and the clock doesn't care."|{stop == "mesa": "It was a very good lizard. That's the trouble with this place. Everything in it is worth stopping for, and the clock doesn't care."|"They were very good skeletons. That's the trouble with this place. Everything in it is worth stopping for, and the clock doesn't care."}}
    Just then, a little boy came stumping up the path, holding his grandmother's hand. He stopped in front of the giant log and stared at its flat, shining end. "Grandma," he said, "who cut this?"
    "I have absolutely no idea, sweetheart," she said.
    {hero} looked at the boy for a moment. Then {they} crouched down beside him. "Nobody cut it," {they} said. "It's made of stone, and stone can't bend the way wood does, so it just breaks. It was buried for millions of years under that big hill up there, and all that weight cracked it straight across."
    The boy looked up at the hill, and then back at {hero}, with his mouth hanging open. "The hill did it?" he whispered.
    "The hill did it," said {hero}.
    Over the boy's head, his grandmother caught {hero}'s eye and smiled. "That," she said, "was better than any sign in this park."
    It wasn't the crowd, and it wasn't the ranger nodding proudly at the back. But walking back down the path, with the boy behind them explaining the whole thing to his grandmother all over again and getting most of it right, {hero} found that the tight feeling in {their} throat had gone. An answer, it turned out, didn't really need a crowd; it only needed one person who genuinely wanted to know. Next time, though, {hero} would keep one eye on the clock. Probably.
}
-> END
