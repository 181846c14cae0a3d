# title: The Arch in Grandpa's Photo
# month: 5
INCLUDE shared/story.ink

// Where chapter 1 sent them: "windows", "loop" or "ranger".
VAR route = ""
// Clues about Buddy's arch.
VAR clue_thin = false
VAR clue_long = false
VAR knows_slab = false
VAR sand_memory = false
// They know Buddy's arch is out at Devils Garden, the end of the road.
VAR knows_garden = false
// Where they went and what happened.
VAR saw_double = false
VAR tried_delicate = false
VAR saw_deer = false
VAR heard_story = false
// The child asked Grandpa to try Delicate Arch because of the girl in the yellow hat (rock_loop).
VAR girl_idea = false
// They went up the Delicate Arch trail for the sunset, already knowing Buddy's arch is elsewhere.
VAR sunset_detour = false
// How much good evening light is left. Below 1, they reach Landscape Arch at dusk.
VAR light = 3

-> pullout

=== pullout ===
# place: balanced-rock
{band:
- "young":
    The sun was low. Grandpa parked the car by Balanced Rock.
    The rock was as big as three school buses. It sat on a thin stone neck.
    {friend != "": {friend} hopped out of the back seat too.}
    "Who put that rock up there?" asked {pal}.
    Grandpa laughed. He took an old photo out of his pocket.
    Whoosh! The wind grabbed it. The photo flipped over the sand. A big black raven hopped over to look.
    {pal} {dashed()} across the sand to the rescue. The raven flapped away. {hero} picked up the photo.
    A little boy stood on sand in the photo. A thin red stripe of rock ran over his head. It was the top of an arch. The rest was cut off.
    On the back it said: Buddy, age 7. 1966.
    "That's me," said Grandpa. "Back then this was not a national park yet. It became a park in 1971." # fact: monument-1929-1971
    "Which arch is it?" asked {hero}.
    "I don't know," said Grandpa. "Arches has more than 2,000 stone arches!" # fact: over-2000-arches
    "Let's find it!" said {hero}. "You stand in the same spot. I will take a new photo."
    A ranger in a flat hat stood by a sign.
    Grandpa pointed at the sand next to Balanced Rock. "A little rock used to balance there. One winter, it fell down."
    {hero} looked at the thin stripe in the photo. Uh-oh. Could an arch fall down too?
- "middle":
    The sun was sliding down the sky when Grandpa pulled into the little parking area at Balanced Rock. It was May, and the evening air still held the warmth of the day. Straight ahead stood a boulder about as big as three school buses, perched on a skinny neck of stone that looked much too thin for the job.
    {pal} {sniffed()} and squinted up at the boulder. "Who put that up there?" it asked. "And are they coming back for it?"
    {friend != "": {friend} tumbled out of the back seat right behind {hero}, already laughing.}
    Grandpa chuckled and took an old photograph out of his shirt pocket. "I brought something to show you, {hero}. My father took this the first time I ever came here."
    Before he could hand it over, a gust came racing across the sand. It plucked the photo out of his fingers and sent it tumbling under a blackbrush shrub. A big black raven hopped down to see what it was.
    {pal} {dashed()} across the gravel after it. The raven took one look and flapped up into a juniper, croaking like someone who had been robbed. {hero} knelt and pulled the photo out of the twigs.
    It was faded to the color of weak tea. A small boy in a striped shirt squinted at the camera, with sand under his sneakers. Along the top of the picture ran a thin band of red rock, like a stripe painted across the sky. The rest of the arch was cut off.
    On the back, in pencil, someone had written: Buddy, age 7. Arches National Monument. May 1966.
    "Who is Buddy?" asked {hero}.
    "Me," said Grandpa. "Nobody has called me that in about sixty years. And yes, it was a monument back then. It only became a national park in 1971." # fact: monument-1929-1971
    "So which arch is it?"
    Grandpa rubbed his chin. "That's the trouble. This park has more than two thousand arches, and I was seven. Mostly I remember being hot and wanting lemonade." # fact: over-2000-arches
    Over by the sign, a ranger in a flat hat was showing a family something on a map.
    {hero} looked at the boy in the photo, and then at Grandpa. "Let's find it," {they} said. "Tonight, before it gets dark. You stand in the same spot, and I'll take the same picture."
    Grandpa's eyes crinkled. Then he nodded at the bare ground beside Balanced Rock. "When I was a boy, a little balanced rock stood right there. One winter, it toppled over."
    {hero} looked down at the thin stripe of stone in the photo. What if Buddy's arch had fallen down too?
- else:
    By the time Grandpa swung the car into the pull-out at Balanced Rock, the May sun had dropped low enough to turn every rock in the park the color of a glowing stove. Balanced Rock stood right in front of them: a boulder about as big as three school buses, perched on a neck of crumbly stone that looked as if someone had started building it and given up halfway.
    {pal} {sniffed()} and glared up at the boulder on its skinny neck. "I would like to speak to whoever stacked that," it announced. "I have questions about safety."
    {friend != "": {friend} scrambled out of the back seat and stared up at it with {their} mouth open.}
    "You and everyone else," said Grandpa. He fished in his shirt pocket. "Hang on, {hero}. I brought something I've been meaning to show you."
    It was an old photograph, small and square with a white border. He had barely got it out when the wind, which had been lazing around all afternoon, suddenly remembered its job. A gust tore across the pull-out, plucked the photo from his fingers and sent it cartwheeling over the gravel into a blackbrush shrub.
    A raven landed beside the shrub before anyone could move. It tilted its glossy head at the photo with the look of a bird who finds things and keeps them.
    {pal} {dashed()} straight at it. The raven decided, with great dignity, that it had never wanted the photo anyway, and flapped up onto a juniper to complain about it. {hero} dropped to {their} knees and eased the photo out of the twigs.
    The picture had faded to the color of weak tea. A small boy in a striped shirt squinted into the sun, his sneakers planted in sand. Right along the top edge ran a thin band of red rock, no wider than a ribbon in the picture. Whoever took it had cut off everything else. It could have been any arch at all.
    On the back, in careful pencil: Buddy, age 7. Arches National Monument. May 1966.
    "Buddy?" said {hero}.
    "Don't spread it around," said Grandpa. "And yes, it was only a monument then. It became a national park in 1971, when I was twelve and far too cool to notice." # fact: monument-1929-1971
    "So which arch is it?"
    Grandpa took the photo back and studied it the way he studied a hard crossword clue. "No idea. My father took it, and your great-grandpa never labeled anything properly. This park has more than two thousand arches, and all I remember is being hot and wanting lemonade." # fact: over-2000-arches
    Over by the sign, a ranger in a flat hat was pointing something out to a family with a stroller. Up in the juniper, the raven gave a long, rattling croak.
    {hero} looked at the boy in the photo, and then at the man holding it, and made up {their} mind. "Then we find it. Tonight, while there's still light. You stand exactly where Buddy stood, and I take the same picture."
    Grandpa didn't answer right away. He was looking at the patch of empty ground beside Balanced Rock. "There used to be a second balanced rock right there," he said quietly. "A little one. It fell over one winter when I was in high school, and I remember being surprised how much I missed a rock."
    {hero} glanced down at the thin stripe of stone in the photo, and a cold little question crept in. What if Buddy's arch wasn't there anymore either?
}
* [Drive up the road to the Windows, the closest big arches # act: go] -> windows
* [Walk the loop around Balanced Rock and study the photo # act: look] -> rock_loop
* [Show the photo to the ranger by the sign # act: ask] -> ranger_chat

// ---------------------------------------------------------------- chapter 2: the Windows
=== windows ===
# place: windows
~ route = "windows"
{band:
- "young":
    Grandpa drove up the road to the Windows. A path went up to a big wall of rock. It had two giant holes in it, side by side, like the windows of a house.
    {hero} ran up the path, and {pal} {moved()} right behind {them}.
    Whoosh! The wind blew through the holes. A raven flew right through one of them, like a kite.
    {hero} held the old photo up high. The rock in the photo was thin, like a ribbon. The rock over the windows was fat and thick.
    "Not this one," said {hero}.
- "middle":
    Grandpa drove a little way up the road and turned off toward the Windows. From the parking area, a wide path climbed toward a great fin of rock with two huge holes punched through it, side by side. North Window and South Window. Through them, the sky looked bluer than anywhere else.
    {hero} hurried up the path, with {pal} close behind. A cool breeze was pouring through North Window, and a raven came sailing right through the middle of it, wings spread wide, as though the hole had been made just for ravens.
    {hero} held the photo up at arm's length, the way you hold a puzzle piece over the gap where it might go. It did not fit. The rock over the Windows was thick and heavy, as thick as a house is tall. The stripe in Buddy's photo was skinny, like a ribbon.
    "Not this one," said {hero}.
- else:
    The Windows were only a few minutes up the road, and the path from the parking lot climbed gently toward a long fin of sandstone with two enormous holes punched clean through it. North Window and South Window sat side by side like a giant pair of spectacles, and through them the sky looked bluer than it had any right to.
    {hero} took the path at a jog, with {pal} close behind. A cool breeze was funneling through North Window, and as they got close a raven came sailing straight through the opening with its wings spread flat, not flapping once, as though the hole had been carved for the sole purpose of letting ravens show off.
    Under the Window, {hero} held the photo at arm's length and squinted, trying to slot the stripe of rock into the real thing like a puzzle piece. It didn't come close. The rock arching overhead was massive, as thick as a house is tall, heavy and solid and completely unbothered. The stripe in Buddy's photo was a ribbon. A shoelace. Something you could imagine snapping.
    "Not this one," {hero} said, and was surprised by how disappointed {they} sounded.
}
{end_now: -> windows_close}
~ clue_thin = true
~ sand_memory = true
~ light -= 1
{band:
- "young":
    Grandpa sat on a rock and drank some water. "I remember deep sand," he said. "It got in my shoes. My dad carried me on his back."
    {hero} looked down. There was no deep sand here. Just hard rock and dirt.
    A lizard sat on a warm rock. It had dark stripes around its neck, like a collar. Up, down, up, down. It was doing push-ups! {pal} tried some too. Flop!
    "Stay on the path," said Grandpa. "That rock is slippery, and the other side drops away."
    The sun was sinking. Then {hero} saw two more arches across the parking lot. People were standing right under them!
- "middle":
    Grandpa sat down on a boulder and sipped from his water bottle. "Funny," he said. "Standing here, I remember something. Sand. Deep, soft sand that poured into my sneakers. My dad ended up carrying me on his shoulders."
    {hero} looked down. The path to the Windows was mostly bare rock and packed dirt. There was no deep sand anywhere.
    On a warm boulder, a collared lizard was doing quick push-ups, showing off the dark bands around its neck. {pal} tried a push-up too, which did not go well. The lizard did not look impressed.
    "Stay on the path, you two," said Grandpa, as {hero} edged toward the steep rock under North Window. "That slope is slippery with loose sand, and the far side drops away."
    {hero} stepped back. The light on the rock was turning from gold to orange, and their shadows stretched far down the trail.
    Then {hero} noticed something across the parking area: two giant arches leaning together out of the same stone base, with tiny people standing right underneath them.
- else:
    Grandpa lowered himself onto a boulder and took a long swallow from his water bottle. "Don't look so glum. Crossing one off counts." He squinted up at the Window. "Actually, being here shook something loose. Sand. I remember deep, soft sand that poured into my sneakers until I was walking on two little beaches. My dad gave up and carried me on his shoulders."
    {hero} looked down. The trail to the Windows was packed dirt and bare rock, with hardly enough sand to fill a thimble. Another clue, then, and this one pointed somewhere else entirely.
    On the next boulder, a collared lizard with dark bands around its neck was doing push-ups, fast and serious, like a tiny athlete at tryouts. Inspired, {pal} attempted a push-up of its own, which ended in a heap. The lizard looked unimpressed and did six more, faster, purely to make a point. {hero} laughed in spite of {themself}, and the knot of disappointment in {their} chest loosened a little.
    "Hey," said Grandpa, as {hero} drifted toward the steep rock beneath the Window. "Stay on the trail. That slope is covered in loose grains, which is basically marbles, and the far side drops away." {hero} backed up. Fair enough.
    The sun had slid lower while they talked. Shadows stretched down the trail, long and thin as the stripe in the photo, and the rock was going from gold to orange. There was not all the time in the world, and {hero} could feel every minute of it ticking past.
    That was when {hero} spotted, across the parking area, two colossal arches leaning together out of the same stone base, with people the size of ants standing right underneath.
}
* [Look at the two arches across the parking area # act: look] -> double_arch
* [Ask Grandpa where in the park the sand gets that deep # act: ask] -> garden_path
* [Go and see if it's Delicate Arch, the famous one # act: go] -> delicate_climb

=== windows_close ===
# place: windows
# ending: window_frame
{band:
- "young":
    Grandpa sat on a rock and rubbed his knees. "It's getting late," he said. "Let's take a practice photo."
    {hero} stood Grandpa on the path. North Window was behind him, as big as a barn door.
    "Squint!" said {hero}. Grandpa squinted, just like Buddy.
    Click!
    {pal} squeezed into the corner of the photo. Everyone laughed.
    "Same squint," said {hero}. "Wrong arch."
    "Now we know one thing," said Grandpa. "Buddy's arch is thin. We'll find it another day."
    The raven flew back through the window. Caw, caw!
    {hero} put the old photo in {their} pocket. Somewhere out there, a skinny arch was waiting.
- "middle":
    The sky was turning pink, and Grandpa's knees were saying what the sky was saying: it was getting late. He sat down on a boulder and rubbed them. "How about a practice picture?" he said. "Right here."
    {hero} stood Grandpa on the path with North Window behind him, big as a barn door. Grandpa squinted into the sun exactly like the boy in the photo. {pal} squeezed into the bottom corner of the picture, which nobody had asked it to do.
    "Same squint," said {hero}, looking at the screen. "Wrong arch."
    "And one good clue," said Grandpa. "Buddy's arch is thin. Much thinner than this one. So we don't need to check any of the big chunky ones."
    {pal} tilted its head. "That still leaves about a thousand," it pointed out.
    "Then we'd better start early tomorrow," said Grandpa, and laughed.
    They sat together on the boulder for a while and watched the Windows change color, from orange to red to a soft, dusty pink. Through the holes in the rock, the sky went from blue to lilac.
    On the way down, {hero} turned around to look back. The two Windows were glowing in the last light, like a pair of eyes watching them go.
    A raven swooped back through the Window, croaking, like it wanted the last word. {hero} tucked the old photo safely into {their} pocket. Somewhere in this park, a skinny stripe of stone was still waiting for them.
- else:
    By the time they turned to go, the sky behind the Windows had gone the pink of a sunburn, and Grandpa was walking the way he did when his knees were filing complaints. He sat on a boulder and rubbed them. "Let's call it for tonight," he said. "But not without a practice shot."
    {hero} stood him in the middle of the path with North Window framed behind him, big as a barn door and twice as solid. Grandpa planted his feet, squinted into the last of the sun, and turned into a seven-year-old so fast it was almost spooky. {pal} sidled into the bottom corner of the frame, uninvited, and refused to leave.
    "Same squint," said {hero}, studying the screen. "Completely wrong arch."
    "Wrong arches count," said Grandpa. "Now we know Buddy's is thin. Thinner than anything around here. That rules out every big chunky arch in the park."
    {pal} gave the Window a long, critical look. "Which leaves roughly a thousand skinny ones," it said. "Just so we're all being realistic."
    "Then we start early tomorrow." Grandpa took the old photo, looked at it for a long moment, and handed it back. "You hang on to this. You're the detective."
    They stayed on the boulder a while longer and watched the Windows cycle through orange and red and a soft, dusty rose, while the sky framed inside them slid from blue to lilac, like two paintings being repainted at the same time.
    {hero} slid the photo into {their} pocket and felt it there, light as a leaf, all the way back down the path. The raven swooped through the Window one more time, croaking, determined to have the last word. Somewhere out in this maze of red rock, a stripe of stone as thin as a ribbon had been standing for thousands of years. It could wait one more day. Just about.
}
-> END

// ---------------------------------------------------------------- chapter 2: around Balanced Rock
=== rock_loop ===
# place: balanced-rock
~ route = "loop"
{band:
- "young":
    The path went all the way around Balanced Rock. Grandpa walked slowly. {hero} walked even more slowly. {They} looked hard at the photo.
    The stripe of rock ran off both sides of the picture. It was too long to fit! A twisty little tree grew in the corner. The sand under Buddy's shoes had ripples, like a beach.
    {pal} peeked at the photo too. "I see a boy," it said. "And a very grumpy face."
    "Grandpa," said {hero}. "This arch is long. Really long."
- "middle":
    The loop around Balanced Rock was short and sandy, and it went all the way around, so they could see the great boulder from every side. {hero} walked slowly with the photo held close to {their} nose, like a detective with a magnifying glass.
    The longer {hero} looked, the more the photo had to say. The stripe of rock didn't just cross the top of the picture. It ran right off both edges, too long for the camera to fit. A small twisted tree grew in one corner. And under Buddy's sneakers, the sand had ripples in it, like a beach.
    {pal} leaned in to look as well. "I also notice," it said, "that Buddy is extremely grumpy."
    "Grandpa," said {hero}, "this arch is long. Really, really long."
- else:
    The loop around Balanced Rock was only a short sandy circle, but it went all the way around, so they could see the great boulder from every side, perched on its crumbly pedestal high over their heads. {hero} hardly looked up at it. {They} walked with the photo held a few inches from {their} nose, like a jeweler checking a diamond for cracks, while Grandpa strolled beside {them} with his hands in his pockets and occasionally pointed out that the actual rock was over there.
    The longer {hero} stared, the more the picture gave away. The stripe of rock didn't just cross the top of the frame. It ran clean off both edges, left and right, as though the arch had been too long for the camera to swallow. In the bottom corner, half cut off, grew a small, twisted tree. And under Buddy's sneakers the sand lay in soft ripples, the way it does on a beach after the wind has combed it.
    {pal} leaned over to study the picture too, frowning with great concentration. "I have also spotted a clue," it said. "Buddy is extremely grumpy. Possibly about lemonade."
    "Grandpa," {hero} said slowly. "This arch isn't just thin. It's long. It's ridiculously long."
}
{end_now: -> loop_close}
~ clue_long = true
~ knows_garden = true
~ light -= 1
{band:
- "young":
    A jackrabbit sat in the shade of a bush. Its ears were huge! The sun shone pink through them.
    {pal} went still. The jackrabbit went still. Then, boing! It bounced away in big zigzag jumps.
    "Why are the rocks so red?" asked {hero}.
    "Most of the arches here are made of red sandstone," said Grandpa. # fact: famous-carved-reddish
    A family with headlamps hurried past. "Sunset at Delicate Arch!" called a girl in a yellow hat. "Everybody takes pictures there!"
    {hero} remembered the park map. At the end of the road was Landscape Arch. The map said it was the longest arch in the park.
    "Grandpa," said {hero}. "Is Buddy's arch the longest one?"
- "middle":
    In the shade of a blackbrush shrub sat a black-tailed jackrabbit with ears so big that the low sun shone pink right through them. {pal} went very still. So did the jackrabbit. For a long moment they stared at each other. Then the jackrabbit shot away in huge zigzag leaps.
    "Those ears help it keep cool," said Grandpa. "Warm blood runs through them, and the breeze does the rest."
    {hero} looked up at the glowing rock. "Why is everything here so red?"
    "Most of the famous arches are carved from a reddish rock called Entrada Sandstone," said Grandpa, who had been reading the park newspaper all week. "There's iron in it. It's a bit like rust." # fact: famous-carved-reddish
    A family with headlamps and big water bottles hurried past toward their car. "Sunset at Delicate Arch!" a girl in a yellow hat sang out. "Everybody takes pictures there!"
    {hero} thought about the park map in the car. Way out at the end of the road, in a place called Devils Garden, was a name with a note beside it: Landscape Arch, the longest arch in the park.
    "Grandpa," {hero} said slowly, "what if Buddy's arch is the longest one of all?"
- else:
    Something twitched in the shade of a blackbrush shrub. A black-tailed jackrabbit sat there, ears up, and the sun was so low that it shone straight through them, lighting them pink like two thin slices of ham. {pal} went absolutely still. The jackrabbit did the same. They held a staring contest for about five seconds, and then the jackrabbit lost its nerve and exploded away across the sand in enormous zigzag bounds.
    "Those ears are its air conditioning," said Grandpa. "Warm blood runs through them and the breeze cools it off. Clever design."
    {hero} tipped {their} head back at the boulder, now glowing like a coal. "Why is everything in this park so red? Even the dust is red."
    "Most of the famous arches are carved from a reddish rock called Entrada Sandstone," said Grandpa, who had been reading the park newspaper all week and was enjoying it enormously. "There's iron in it. Basically, the whole place is very slowly rusting." # fact: famous-carved-reddish
    A family with headlamps and huge water bottles hurried past toward the parking area. "Sunset at Delicate Arch!" sang a girl in a yellow hat. "Everybody takes their picture there!"
    {hero} barely heard her. {They} {were} thinking about the park map on the back seat, and a name near the very end of the road, in a place called Devils Garden, with a tiny note printed beside it. Landscape Arch. The longest arch in the park.
    The stripe in the photo ran off both edges because it was too long to fit. {hero} felt the idea click into place like a seatbelt.
    "Grandpa," {hero} said. "What if Buddy was standing under the longest arch in the whole park?"
}
* [Drive to the end of the road to find the longest arch # act: go] -> garden_path
* [Ask Grandpa to try the famous arch the girl talked about # act: ask]
    ~ girl_idea = true
    -> delicate_climb
* [Look at Double Arch first, since it is close # act: look] -> double_arch

=== loop_close ===
# place: balanced-rock
# ending: rock_detective
{band:
- "young":
    They came all the way around the rock. The sun sank behind the hills. The sky turned pink.
    "It's late," said Grandpa. "But look what you found! Buddy's arch is very long."
    "And it has sand," said {hero}. "And a twisty tree."
    A jackrabbit hopped out from a bush. Its big ears glowed in the last light. Then, boing, it was gone.
    Grandpa hugged {them}. "You are a good detective. We will hunt for Buddy's arch tomorrow."
    "With lemonade?" asked {pal}.
    "With lemonade," said Grandpa.
    Above them, Balanced Rock stayed balanced.
- "middle":
    By the time they came all the way around the loop, the sun had slipped behind the far hills and the sky was turning lilac.
    "Well," said Grandpa, "we didn't find Buddy's arch tonight. But look how much you found in one little photo."
    {hero} counted on {their} fingers. "It's long. Too long to fit in the picture. It has sand with ripples. And a twisty little tree."
    A black-tailed jackrabbit hopped out of the blackbrush, its huge ears glowing in the last of the light. It looked at them for a moment, then bounded off into the dusk.
    "That's three more clues than I had this morning," said Grandpa. "I've looked at this photo for sixty years, and I never saw the tree."
    On the way back to the car, {hero} turned around three times to look at Balanced Rock, just to make sure it was still up there. It was.
    {hero} looked up at Balanced Rock, dark now against the sky. "Grandpa, do you think Buddy's arch is still standing?"
    "Only one way to find out," said Grandpa. "Tomorrow we go hunting, first thing. I'll even bring lemonade."
    {pal} {wiggled()} at the word lemonade. High above them, Balanced Rock was still balancing, the way it had for thousands of years.
- else:
    They came all the way round the loop just as the sun slid behind the far hills, and the whole sky went the soft lilac of a bruise that is nearly better.
    "I think we're out of light, detective," said Grandpa. "But I have to say, you got more out of that photo in ten minutes than I did in sixty years."
    {hero} ticked the clues off on {their} fingers. "Long. Too long to fit in the frame. Sand with ripples in it. A twisted little tree. And thin, like it might snap." {They} paused. "It didn't snap, though. I hope."
    A black-tailed jackrabbit hopped out of the blackbrush, its enormous ears lit from behind by the last of the glow, and considered them for a long moment before bounding away into the dusk. {pal} watched it go with open admiration.
    {hero} looked up at Balanced Rock, black now against the sky, still perched on its skinny neck, still refusing to fall. The little rock beside it hadn't been so lucky. {hero} found that {they} badly wanted Buddy's arch to be one of the lucky ones, more than {they} had expected to want anything tonight.
    "Only one way to find out," said Grandpa, reading {their} face. "Tomorrow morning. I'll even bring lemonade, for old times' sake." He looked at the photo once more before handing it back. "I never noticed the tree. Sixty years, and I never once noticed the tree."
    {pal} {wiggled()} at the word lemonade. Overhead, Balanced Rock went on balancing, the way it had since long before Buddy, and would, with luck, long after all of them.
}
-> END

// ---------------------------------------------------------------- chapter 2: the ranger
=== ranger_chat ===
# place: balanced-rock
~ route = "ranger"
{band:
- "young":
    The ranger had a flat hat and a sunburnt nose. Her name tag said Ranger Yazzie.
    She held the photo up to the light. "See how thin that rock is?" she said. "It runs off both sides of the picture. That is a long, skinny arch. And there's sand."
    "Do you know which one?" asked {hero}.
    "I think so," said the ranger. "Landscape Arch. It is the longest arch in the park. It's at the end of the road, in Devils Garden."
- "middle":
    The ranger by the sign had a flat hat, a sunburnt nose and a name tag that said Ranger Yazzie. She listened to the whole story, then held the old photo up to the light and tipped it this way and that.
    "Well, it isn't Balanced Rock," she said, with a twinkle. "I can tell you that much for free."
    Then she looked closer. "See how thin that band of rock is? And it runs off both sides of the picture. That's a long arch. A very long, very skinny arch." She tapped the sand under Buddy's sneakers. "With sand underfoot. I can think of one arch like that. Landscape Arch, out at the end of the road in Devils Garden. It's the longest arch in the park, about as long as a football field."
- else:
    The ranger by the sign had a flat hat, a sunburnt nose, and a name tag that said Ranger Yazzie. She listened to the whole story without interrupting once, which {hero} appreciated, then took the photo and tilted it to the light like someone reading a very old map. She turned it over and read the pencil on the back, and her eyebrows went up. "May 1966. All right, Buddy," she murmured. "Let's see where you were standing."
    "Well, it isn't Balanced Rock," she said gravely. "I'd stake my hat on that."
    Then she bent closer, and her voice changed, the way a person's voice does when a puzzle gets interesting. "Look at the band of rock. See how thin it is? And it runs off both sides of the frame. That's not a chunky arch. That's a long, skinny one." She tapped the rippled sand under Buddy's sneakers. "Sandy trail, too. I've been staring at these arches my whole life. There's one that fits. Landscape Arch, at the very end of the road in Devils Garden. Longest arch in the park, about as long as a football field."
}
{end_now: -> ranger_close}
~ knows_slab = true
~ knows_garden = true
{band:
- "young":
    "Then that's it!" said {hero}.
    "Wait," said the ranger. "Long ago, the path went right under that arch. Then a big slab fell off it. So that path is closed now." # fact: 1991-slab-rock
    {hero} looked at Buddy. Buddy was standing right under the arch. "So we can't stand there?"
    "No," said the ranger. "But you can see it from close by."
    When it heard that, {pal} {hid()}.
    "Lots of people are hiking to Delicate Arch for sunset," said the ranger. "That is the famous one."
    The sun was getting low. Buddy's arch, or the famous arch?
- "middle":
    "Then that's it!" said {hero}.
    "Maybe," said the ranger. "But there's something you should know. When your grandpa was little, the trail went right underneath Landscape Arch. People stood under it for pictures all the time. Then in 1991, a slab of rock about sixty feet long broke off the underside and crashed down. So the trail under the arch was closed, to keep people safe." # fact: 1991-slab-rock
    {hero} looked at the boy in the photo, standing right under the stripe of stone. "So nobody can stand where Buddy stood anymore?"
    "Not anymore," said Ranger Yazzie gently. "But there's a viewing spot close by. Arches change. That's part of being an arch."
    At that, {pal} {hid()}. "Do pieces fall off arches a lot?" it asked in a small voice.
    "Hardly ever," said the ranger. "But when they do, we'd rather nobody is standing underneath."
    Then she nodded at the sun. "Devils Garden is a twenty-minute drive, and then a walk. Don't dawdle. Of course, half the people in this parking lot are off to Delicate Arch for sunset instead. That one will knock your socks off, too."
    {hero} looked at Buddy, and then at the sinking sun. The lost arch, or the famous one?
- else:
    "Then that's it!" said {hero}, so loudly that the family with the stroller turned around.
    "Probably," said the ranger. "But before you go charging off, there's something you should know. When your grandpa was little, the trail went right underneath Landscape Arch. People stood under it for photos all the time. Then, in 1991, a slab of rock about sixty feet long broke away from the underside and came crashing down, and the trail beneath it was closed for good." # fact: 1991-slab-rock
    {hero} looked at small, squinting Buddy, standing right under the stripe of stone like it was the most natural thing in the world. Something tightened in {their} chest. "So nobody can ever stand where he stood again?"
    "Not in that exact spot," said Ranger Yazzie gently. "But there's a viewing area close by, and the arch is still there. It's thinner than it was. Arches change. That's what being an arch means, really: they're all on their way to being something else."
    At those words, {pal} {hid()}. "Do bits fall off arches often?" it asked, in a voice about half its usual size.
    "Very rarely," said the ranger. "That's exactly why we keep people out from under the risky ones."
    She squinted at the western sky. "Devils Garden is twenty minutes up the road, and then a sandy walk. If you want good light, don't dawdle. Then again," she added, nodding at a line of hikers with headlamps, "half this parking lot is heading to Delicate Arch for sunset, and nobody ever regrets that."
    {hero} looked from Buddy to the sinking sun and back again. Two arches. One evening. No way to have both.
}
* [Save Buddy's arch for later and hike to Delicate Arch for sunset # act: wait] -> delicate_climb
* [Look at Double Arch on the way, just in case # act: look] -> double_arch
* [Race to Devils Garden before the light goes # act: go] -> garden_path

=== ranger_close ===
# place: balanced-rock
# ending: rangers_guess
{band:
- "young":
    "Thank you!" said {hero}.
    But the sun was going down fast. Grandpa looked at his watch. "It's too late for a long walk tonight," he said.
    "Come back in the morning," said Ranger Yazzie. "The arch glows then."
    Grandpa shook her hand. He shook it for a long, long time.
    The ranger tipped her hat to {pal}. {pal} felt very important.
    {hero} held the photo tight. Now {they} knew the name of Buddy's arch.
    "Landscape Arch," {pal} said. "Here we come. Tomorrow!"
    The ranger laughed. "Bring water," she said. "And bring that photo!"
- "middle":
    "Thank you!" said {hero}, and Grandpa shook the ranger's hand as if she had just given him a medal.
    But when they looked west, the sun was already sinking behind the far hills, and the sky was going pink.
    "Devils Garden will be dark before we reach that arch," said Grandpa. "And I would like to see my arch properly. How about first thing tomorrow?"
    "Morning light is lovely out there," said Ranger Yazzie. "The arch glows. Bring water, and bring that photo. I'd love to hear if it matches."
    Grandpa looked at the picture for a long time. "My father would have liked you," he told her. "He always said a good question is worth more than a map."
    Ranger Yazzie even tipped her flat hat to {pal}, who tried very hard to look as if that happened every day.
    They walked back to the car slowly. Behind them, Balanced Rock was turning from orange to dark red, still sitting on its skinny neck, still not falling.
    {hero} held the photo carefully in both hands. Ten minutes ago it was just a mystery. Now the arch had a name.
    At that, {pal} {wiggled()}. "Landscape Arch," it said, trying out the name. "Tomorrow, you're ours."
- else:
    "Thank you," said {hero}, and Grandpa shook the ranger's hand for so long that she started to laugh.
    But when they turned to look west, the sun had already slipped behind the far hills, and the sky was going pink at the edges like a slice of watermelon.
    "We'd reach Devils Garden in the dark," said Grandpa. "And I'd like to see my arch properly, with my glasses on and the sun up. First thing tomorrow?"
    "Morning's the best time anyway," said Ranger Yazzie. "The light comes in low and the whole arch glows. Bring water. Bring the photo. And come and find me afterward, because I'll want to know if I was right."
    Grandpa looked down at the picture for a long moment. "My father would have liked you," he told her. "He always said one good question beats a whole glovebox full of maps. Then he'd get us lost anyway."
    They walked back to the car without hurrying. Behind them, Balanced Rock had gone from orange to a deep, smoldering red, still perched on its skinny neck, still stubbornly not falling, and {hero} found {they} liked it better for knowing that it might, one day. It made tonight feel like it counted.
    {hero} looked down at Buddy. Ten minutes ago he had been a stranger in a faded square of paper. Now {hero} knew his nickname, his favorite drink, and the name of the arch he had stood under when he was seven. That felt like a lot to learn in one parking lot.
    Hearing the name, {pal} {wiggled()}. Then it spoke solemnly, like someone making a promise. "Landscape Arch. Don't go anywhere."
}
-> END

// ---------------------------------------------------------------- chapter 3: Double Arch
=== double_arch ===
# place: double-arch
{band:
- "young":
    {route == "windows": They walked across the parking lot.|Grandpa drove up the road and parked.} A short sandy path led to Double Arch.
    Two giant arches grew out of the same rock. They leaned together like two hands.
    {hero} stood right under them. {They} tipped {their} head back. Way, way up!
    A little boy in a red cap stood under the arch too. He squinted up, just like Buddy!
    "I feel like a crumb in a giant's lunchbox," said {pal}.
    {hero} lifted the photo next to the real rock. This rock was thick and curvy. And there were two arches, not one.
    {route == "windows": "Not this one either," said {hero}.}
    {route == "loop": "Not this one," said {hero}. "Buddy's arch is long, like a ribbon."}
    {route == "ranger": "Not Buddy's," said {hero}. "It's too thick. The ranger said long and thin."}
- "middle":
    {route == "windows": They walked across the parking area and followed a short sandy path.|Grandpa drove up the side road, and they followed a short sandy path from the parking area.} At the end of it, two huge arches sprang from the same stone base. Standing underneath them felt like standing inside the ribs of a giant made of rock.
    Voices sounded bigger under there, bouncing softly off the curved stone. {pal} looked up, and up, and up. "I feel like a crumb in a giant's lunchbox," it said.
    "It's the tallest arch in the park," said Grandpa, reading from the little park newspaper.
    A family was taking turns posing in the sand. Their little boy, in a red cap, stood squinting up at the rock, and he looked so much like Buddy that {hero} almost laughed.
    {hero} lifted Buddy's photo beside the real rock. The stone over their heads was thick and curved, and there were two arches, not one. The stripe in the photo was thin and flat and all alone.
    {route == "windows": "Not this one either," said {hero}.}
    {route == "loop": "Not this one," said {hero}. "Buddy's stripe was too long for the camera. These arches are tall, not long."}
    {route == "ranger": "Not Buddy's," said {hero}. "Ranger Yazzie said long and skinny, and these are neither one."}
- else:
    {route == "windows": They crossed the parking area on foot and followed a short sandy path.|Grandpa drove up the side road and parked, and they followed a short sandy path.} At the end of it, two enormous arches sprang out of the same stone base, and standing beneath them felt exactly like standing inside the ribs of a giant made of rock.
    Voices sounded bigger under there, rounder, as if the stone were cupping them. {pal} stared straight up until it nearly tipped over. "I feel like a crumb," it said, "in a giant's lunchbox."
    "Tallest arch in the park, it says here," said Grandpa, rattling the park newspaper.
    A family was taking turns posing in the middle of the sand, and their smallest boy, in a red cap, stood exactly where the light fell, squinting up at the rock with his hands on his hips, so much like Buddy that {hero} nearly laughed out loud.
    {hero} lifted the photo against the real rock. The arches overhead were thick and swooping, two of them, leaning together like hands about to clap. The stripe in Buddy's photo was thin and flat and on its own.
    {route == "windows": "Not this one either," {hero} said. It was starting to feel like a very large haystack.}
    {route == "loop": "Not this one," {hero} said. Buddy's stripe had run off both edges of the picture, and these arches were tall rather than long. They fitted inside the sky with room to spare.}
    {route == "ranger": "Not Buddy's," {hero} said, and found {they} didn't mind. The ranger had said long and skinny, and these were tall and thick. It was oddly satisfying to check her answer with {their} own eyes.}
}
{end_now: -> double_close}
~ saw_double = true
~ light -= 1
{band:
- "young":
    "How do arches get made?" asked {hero}.
    "Salt deep underground pushed the rock up and cracked it," said Grandpa. "Rain and ice made holes in the cracked rock. The holes grew into arches." # fact: thick-layer-salt
    {knows_garden: "So Buddy's arch is still out at the end of the road," said {hero}.}
    {not knows_garden: Then Grandpa smiled. "Deep sand. I remember now! It was at the end of the road. A place called Devils Garden."}
    Grandpa handed {hero} the water. "Drink up," he said. "The desert dries you out."
    Then Grandpa stood under the arch. He put his hands on his hips. He squinted. He looked just like Buddy!
    {hero} had an idea.
- "middle":
    {hero} ran a hand along the cool rock. "How does rock even turn into an arch?"
    "Long ago, a thick layer of salt deep underground slowly shifted and pushed up the rock above it," said Grandpa. "The sandstone cracked into long, thin walls called fins. Then water and ice wore holes through the fins, and the holes grew." # fact: thick-layer-salt
    {knows_garden: "So Buddy's arch is probably still out at Devils Garden," said {hero}. "At the end of the road. Getting thinner."}
    {not knows_garden: Then Grandpa stopped and snapped his fingers. "Deep sand! I remember where it was now. The end of the road. A place with a spooky name. Devils Garden. I thought actual devils lived there."}
    Some older kids were scrambling up the slope of rock under the arch. "Only climb as high as you can climb back down," Grandpa called to {hero}, before {they} could even think about it. Then he handed {them} the water bottle. "And drink. Desert air steals water from you even when you don't feel sweaty."
    A lizard skittered across the warm rock, and the shadows under the arch turned purple. The sun was getting lower every minute.
    Then Grandpa stepped into the middle of the sand, put his hands on his hips and squinted up at the arch. For a second he looked exactly like Buddy. {hero} had an idea.
- else:
    {hero} ran a palm along the rock. It was still warm from the afternoon. "How does this even happen? How does solid rock turn into a hole?"
    "It starts underground," said Grandpa. "Long ago, a thick layer of salt deep down slowly shifted and pushed up the rock above it, and the sandstone cracked into long, thin walls called fins. Then water and ice went to work on the fins, grain by grain, until some of them got holes. Give a hole enough time and it grows up into an arch." # fact: thick-layer-salt
    {knows_garden: "Which means Buddy's arch is still out there at Devils Garden," said {hero}. "Getting thinner. Or at least, I really hope it's still out there."}
    {not knows_garden: Then he stopped dead and snapped his fingers. "Devils Garden! That's where the deep sand was. The very end of the road. I remember, because I was seven and I thought there would be actual devils."}
    A couple of older kids were scrambling up the tilted rock beneath the arch, whooping. "Only climb as high as you can climb back down," said Grandpa, before {hero} had even finished looking at them. Then he passed over the water bottle without being asked. "And drink. This air steals water from you even when you don't feel sweaty."
    A collared lizard skittered over the rock and vanished. The shadows under the arch had gone from gray to purple, and the sky through the gap between the arches was getting that thick, honey-colored look it gets right before sunset. Time was doing what it always does at the end of a day, which is speed up just when you need it to slow down.
    Then Grandpa wandered into the middle of the sand, put his hands on his hips, and squinted up at the arch. For one strange second, he looked exactly like the boy in the photo, just taller and with less hair. An idea landed in {hero}'s head and refused to leave.
}
~ knows_garden = true
* [Hurry to Devils Garden at the end of the road # act: go] -> garden_path
* [Help Grandpa copy Buddy's pose right here under Double Arch # act: help] -> end_double
* [Ask Grandpa if there's time to try Delicate Arch instead # act: ask] -> delicate_climb

=== double_close ===
# place: double-arch
# ending: giant_ribs
{band:
- "young":
    The sun slid down. The arches turned orange, then purple.
    "It's getting dark," said Grandpa. "Let's stay right here."
    They sat on the sand under the big arches. {flies(): {pal} landed on a rock beside {them}.|{pal} settled {perch()}.}
    "We didn't find Buddy's arch," said {hero}.
    "Not yet," said Grandpa. "But now we know it's not this one. That is a clue too."
    A star came out, right between the two arches. "Make a wish," said Grandpa.
    {hero} made one. It was about Buddy's arch.
    A raven flew over, croaking. It sounded like it was laughing.
- "middle":
    The sun slid behind the hills, and the arches went from orange to rose to purple. Grandpa sat down on the sand with a happy sigh.
    "No more driving tonight," he said. "This is a fine place to watch the sky."
    {flies(): {pal} landed on a boulder beside {them}.|{pal} settled {perch()}.} {hero} looked from the photo to the giant arches and back.
    "We didn't find Buddy's arch," {they} said.
    "Not yet," said Grandpa. "But every arch we cross off gets us closer. And sitting under this one with you isn't a bad way to spend an evening."
    The family with the little boy in the red cap waved goodbye on their way out. {hero} waved back.
    {hero} leaned back on {their} elbows. The two arches made a dark frame around the sky, and the sky inside it was slowly turning from blue to deep violet.
    They stayed until the first star came out, right in the gap between the two arches. Grandpa pointed at it. "My dad used to say you should always make a wish on the first one."
    {hero} knew exactly what to wish for.
    Far above, a raven flapped through the gap between the arches, croaking, like a bird that knew the answer and wasn't telling.
- else:
    The sun went down behind the far hills while they stood there, and the arches cycled through orange, rose and a deep, bruised purple, like someone slowly turning a dial.
    "That's us done," said Grandpa, easing himself down onto the sand. "No more driving. This is a perfectly good place to watch the sky fall asleep."
    {flies(): {pal} dropped onto a boulder beside {them} and folded its wings.|{pal} settled {perch()}.} {hero} sat down too, with the photo on {their} knees, and looked from the thin stripe of stone to the great, thick ribs curving overhead.
    "We didn't find it," {they} said.
    "We found something it isn't," said Grandpa. "That's how detectives work. You cross off suspects." He nudged {them} with his elbow. "And I got to sit under the tallest arch in the park with my favorite person. Buddy would be jealous."
    The family with the small boy in the red cap waved on their way back to the parking area, and the boy squinted at them one last time, for luck.
    {hero} lay back on the cool sand. From down there, the two arches made a huge dark frame, and the sky inside the frame was doing something slow and beautiful, sinking from blue to violet to a color that didn't have a name yet. It was hard to stay disappointed while looking at that.
    They stayed until the first star pricked through the gap between the two arches. "My father always made us wish on the first one," said Grandpa. "Even when we were in the car. Especially then."
    {hero} did not have to think hard about what to wish for.
    Far above, a raven flapped straight through the gap between the arches and let out a long, knocking croak, like a bird that knew exactly where Buddy's arch was and found the whole situation hilarious.
}
-> END

// ---------------------------------------------------------------- chapter 3 or 4: Devils Garden
=== garden_path ===
# place: landscape-arch
{band:
- "young":
    {not knows_garden: In the car, Grandpa thought hard. "Deep sand," he said. "It was at the end of the road. In Devils Garden!"}
    They drove to the very end of the road. A sandy path went into Devils Garden.
    {tried_delicate: The sun was almost gone. They had to hurry.|The sun was low. The rocks glowed orange.}
    Tall walls of red rock stood on both sides, like giant slices of bread. Twisty little trees grew in the sand.
    The sand got deeper. Squish, squish. It poured into their shoes.
    {flies(): {pal} flew low over the path. "I am not landing in that," it said.|{pal}'s feet sank deep with every step. "Help," it said. "The ground is eating my feet!"}
    Grandpa stopped. "This sand!" he said. "I remember this sand! My dad carried me here."
    {route == "loop": "And twisty trees, like in the photo," said {hero}.}
    {route == "ranger": {hero} grinned. Ranger Yazzie was right.}
    {route == "windows": {hero} wiggled {their} toes in the sand. "Grandpa! It's your deep sand!"}
- "middle":
    {not knows_garden: In the car, Grandpa thought hard, tapping the steering wheel. Then he snapped his fingers. "The end of the road! There's a place there with a spooky name. Devils Garden. I remember, because I thought real devils lived there."}
    At the very end of the park road, a sandy trail led into Devils Garden. {tried_delicate: They had driven fast, and the sun was nearly down.|The sun was low, and the rock glowed.} Tall, thin walls of red rock rose on both sides, like giant slices of bread standing in a row. Twisted pinyon pines and junipers grew in the sand between them.
    The farther they walked, the deeper the sand got. It was soft and red, and it poured over the tops of {hero}'s shoes.
    {flies(): {pal} flew low beside them. "I'm staying up here," it announced. "That sand looks hungry."|{pal}'s feet sank with every step. "This sand is trying to keep me," it grumbled.}
    Grandpa stopped walking. "This," he said in a strange voice. "This sand. I remember this sand." He stood still, looking down at his shoes. "My dad carried me on his shoulders right along here. I remember looking down at the top of his hat."
    {hero} looked around at the tall fins and the twisted trees. Somewhere right here, sixty years ago, a boy in a striped shirt had ridden past on his father's shoulders.
    {route == "loop": "And look," said {hero}, pointing at a twisted little pine. "The same kind of tree as in the photo."}
    {route == "ranger": {hero} grinned. Deep, soft sand, exactly where Ranger Yazzie had sent them.}
    {route == "windows": "The deep sand you remembered at the Windows!" said {hero}.}
- else:
    {not knows_garden: In the car, Grandpa drummed his fingers on the steering wheel for a whole mile before he suddenly smacked it. "The end of the road! There's a place out there with a name that scared me half to death. Devils Garden. I was seven. I thought the devils would be waiting."}
    At the very end of the park road, where the asphalt gave up, a sandy trail wandered off into Devils Garden. {tried_delicate: They had driven back across the park faster than Grandpa usually allowed, and the sun was nearly touching the hills.|The sun was low and the rock was glowing like it had been switched on from inside.} Tall, thin walls of sandstone rose on either side of the path, lined up like giant slices of bread in a loaf, and twisted pinyon pines and junipers grew in the sand between them.
    Then the sand got deeper. Not ordinary trail sand, but soft, red, bottomless sand that swallowed {hero}'s shoes at every step and poured in over the tops.
    {flies(): {pal} flew low alongside them, refusing to land. "I have seen what that sand does to shoes," it said darkly. "I am not giving it my feet."|{pal} struggled along, sinking with every step. "This sand," it said, "is extremely clingy. I feel like it wants to adopt me."}
    Grandpa stopped so suddenly that {hero} bumped into him. "Oh," he said, very quietly. "Oh, I know this. I know this sand." He stood there for a long moment, looking down at his shoes like they belonged to someone else. "My dad carried me on his shoulders along here. I remember the top of his hat, and the back of his sunburnt neck, and thinking he was the tallest man in Utah."
    {hero} looked up at the fins towering on either side and tried to picture it: a boy in a striped shirt riding past right here, sixty years ago, high on his father's shoulders, with no idea that he would come back one day as somebody's grandpa.
    {route == "loop": {hero} pointed at a gnarled little pine leaning out of the sand. "Twisted tree. Rippled sand. It's all in the photo, Grandpa."}
    {route == "ranger": "Long, skinny, sandy," {hero} breathed. "Ranger Yazzie was right."}
    {route == "windows": "Your deep sand," said {hero}. "The one you remembered at the Windows. It's real."}
}
~ knows_garden = true
{end_now: -> garden_close}
{band:
- "young":
    They walked on. Then something moved by a tree.
    It was a mule deer! It had big ears, like a donkey. It was eating leaves right next to the path.
    "Don't go close," said Grandpa. "Deer can kick. Give it lots of room."
    {pal} stood very still. The deer looked up at them. It chewed and chewed. Its big ears turned this way and that.
    Caw! A raven croaked from the top of a rock wall.
    Past the deer, the path went around a big rock. Buddy's arch was not far now. But the sun was sinking.
- "middle":
    They walked on, puffing, until something moved between the junipers just ahead. A mule deer stepped out. It had ears as big as a donkey's, and it was nibbling leaves right beside the trail.
    "Stop here," whispered Grandpa. "Give it plenty of room. Deer look gentle, but they can kick hard."
    {pal} went as still as a rock. The deer lifted its head and looked straight at them, still chewing, as if they were the strangest thing it had seen all day. High on top of a fin, a raven watched the whole thing and made a noise like a creaky door.
    {hero} held {their} breath. The deer's big ears swiveled toward them, then away, then back again, listening to everything.
    Beyond the deer, the trail curved around a tall fin of rock. Somewhere past that bend was Buddy's arch. {hero} could almost feel it there, the way you can feel a surprise waiting behind a door.
    But the sun was sinking, and the deer was standing right beside the path.
- else:
    They pushed on, puffing, sand squeaking under their feet, until something moved between the junipers just ahead and {hero} threw out an arm to stop Grandpa.
    A mule deer stepped onto the edge of the trail. It had enormous ears, like a donkey's, turned toward them like two satellite dishes, and it was calmly stripping leaves from a bush as if the whole of Devils Garden were its salad bar.
    "Stop here," Grandpa whispered. "Give it room. They look gentle, but a deer can kick hard. See those ears? That is why they are called mule deer."
    {pal} went as still as a fence post. The deer lifted its head, still chewing, and studied the three of them with the calm expression of someone who had lived here a lot longer than they had. On top of a fin high above, a raven made a noise exactly like a creaky door opening, which did not help anyone's nerves.
    {hero} held {their} breath. The deer's great ears swiveled toward them, then away toward the fins, then back again, collecting every sound in Devils Garden and sorting through them one at a time.
    Past the deer, the trail bent around a tall fin of rock. Somewhere beyond that bend was a stripe of stone {hero} had been chasing all evening, and {they} could feel it there, close, the way you can feel a present in a room before anybody brings it out.
    The sun, meanwhile, was not waiting for anyone. And the deer showed no sign of going anywhere.
}
* [Keep walking, giving the deer a wide space # act: go] -> to_arch_go
* [Wait quietly until the deer wanders off # act: wait] -> to_arch_wait
* [Ask Grandpa what else he remembers about this path # act: ask] -> to_arch_ask

=== to_arch_go ===
-> landscape_view

=== to_arch_wait ===
~ saw_deer = true
~ light -= 1
-> landscape_view

=== to_arch_ask ===
~ heard_story = true
-> landscape_view

=== garden_close ===
# place: landscape-arch
# ending: sand_memory
{band:
- "young":
    Grandpa sat down on a rock. He took off his shoe. Out poured a little river of red sand!
    He laughed. "I was seven," he said. "I was so cross about the sand. I said the desert was broken!"
    Then they walked around the last big rock. There it was. A long, thin arch, like a ribbon across the sky. It matched the photo!
    "Buddy's arch," whispered {hero}.
    Grandpa poured more sand out of his shoe, right there in front of it. {hero} took a photo. Grandpa, a sandy shoe, and Buddy's arch.
    {pal} {wiggled()}.
- "middle":
    Grandpa sat down on a flat rock, pulled off one shoe and tipped it upside down. A little river of red sand poured out.
    "I was seven," he said, "and very cross about all this sand. I told my dad the desert was broken."
    Then they walked the last bend together, and there it was: a ribbon of stone stretched so far and so thin across the sky that it hardly seemed possible. {hero} held up the photo. The stripe matched.
    "Buddy's arch," {hero} whispered. "It's still here."
    Grandpa didn't say anything for a long moment. Then he laughed, sat down on the nearest rock and emptied his other shoe, right there in front of it.
    {hero} took the picture just then: Grandpa pouring a red waterfall of sand, with the long arch stretched across the sky behind him. It was not the photo {they} had planned. Somehow, it was exactly right.
    At that, {pal} {wiggled()}.
- else:
    Grandpa sat down heavily on a flat rock, pulled off one shoe, and tipped it upside down. A little red waterfall of sand poured out and kept pouring, far longer than seemed possible.
    "I was seven and furious about this sand," he said, watching it. "I told my father the desert was broken and somebody ought to fix it."
    Then they walked the last bend together, and there it was: a ribbon of stone stretched so far and so thin across the sky that it seemed to be holding itself up out of sheer stubbornness. {hero} raised the photo with a hand that wasn't quite steady. The stripe curved exactly the same way.
    "It's Buddy's arch," {hero} whispered. "It didn't fall."
    For a long moment Grandpa said nothing at all. Then he started to laugh, sat down on the nearest rock, and pulled off his other shoe, and emptied that one too, right there in front of the arch, like a man paying off a very old debt.
    {hero} took the picture at exactly that moment: Grandpa with one shoe off and a red waterfall of sand pouring out of the other, and the long, impossible arch stretched across the sky behind him. It was not the photo {they} had come for. It didn't match Buddy's at all. And {hero} knew, the way you sometimes just know things, that it was going to be the one they framed.
    Watching them both, {pal} {wiggled()}.
}
-> END

// ---------------------------------------------------------------- the last chapter at Landscape Arch
=== landscape_view ===
# place: landscape-arch
{band:
- "young":
    {saw_deer: They waited and waited. At last the deer wandered off. Then they went on.|They kept far away from the deer and walked on around the big rock.}
    {heard_story: Grandpa told {hero} about his dad. "He sang silly songs to keep me walking," he said. "Very loud ones."|Grandpa hummed a little song as they walked.}
    Then they saw it. Landscape Arch!
    It was so long. It was so thin. It stretched across the sky like a ribbon. How could it hold itself up?
    {pal} stared. "Is it made of rock?" it asked. "Or string?"
    {hero} held the photo next to the real arch. They matched!
    "That's it!" said {hero}. "That's Buddy's arch!"
    Grandpa took off his hat. He did not say a word for a long time.
    A fence stopped the old path. Nobody could stand under the arch now.
    {not knows_slab: "A big slab fell off it in 1991," said Grandpa. "So they closed the path."} # fact: 1991-slab-rock
- "middle":
    {saw_deer: They waited until the deer finished its leaves and wandered off between the junipers, its big ears flicking. Then they went on.|They kept well to the far side of the trail, walking slowly and quietly. The deer watched them pass, then went back to its leaves.}
    {heard_story: As they walked, Grandpa told the story of that day. His dad had sung silly cowboy songs the whole way to keep him going, and had promised him lemonade at the end. "I never did get that lemonade," he said.|Grandpa didn't say much as they walked. He kept looking at the fins as if they were old friends whose names he had forgotten.}
    The trail climbed a little rise of sand, and the fins on either side stepped back.
    They came around the last fin of rock, and there it was.
    Landscape Arch stretched across the sky so far and so thin that it seemed impossible it could hold itself up. In the middle, it looked hardly thicker than a tree trunk.
    {pal} stared at it for a long time. "Who's in charge of that?" it asked finally. "Because somebody should really put a post under it."
    {hero} raised the photo toward the arch. The thin stripe of rock matched the real one exactly.
    "It's Buddy's arch," {hero} whispered. "It's still here!"
    Grandpa took off his hat and held it against his chest. For a long moment he didn't say anything at all.
    The old path that once ran underneath was blocked off now.
    {not knows_slab: "I read about this in the newspaper years ago," said Grandpa. "In 1991, a slab about sixty feet long fell off the underside. So they closed the path under it."} # fact: 1991-slab-rock
    {knows_slab: {hero} looked at the fence, and then at Buddy. "So he was standing right under there," {they} said quietly. "Where nobody can go now."}
- else:
    {saw_deer: They waited, hardly breathing, until the deer finished its leaves and drifted off between the junipers, ears flicking, in no hurry at all. Only then did they walk on.|They kept to the far edge of the trail, and the deer gave them one last unimpressed look and went back to its leaves.}
    {heard_story: On the way, Grandpa told the story he had half forgotten. His father had sung terrible cowboy songs the whole way to keep him walking, and had promised him lemonade at the end. "Which I never got," he said. "I think about that lemonade more than is healthy."|Grandpa hardly spoke as they walked. He kept glancing up at the fins on either side, the way you look at the faces of people you are sure you have met somewhere before.}
    The trail climbed a low rise of sand, and the fins on either side seemed to step back, like people making room.
    They came around the last fin of rock, and the world opened up.
    Landscape Arch stretched across the sky so far and so thin that it seemed impossible it could hold itself up. It was about as long as a football field, and in the middle it narrowed to a strip that looked barely thicker than a tree trunk, a pencil line of stone drawn across the sky.
    {pal} gazed up at it for a long time. "I would like to file a complaint," it said at last. "That is not how rocks are supposed to behave."
    {hero} raised the photo with a hand that wasn't quite steady. The stripe in the picture curved exactly the way the real one did.
    "That's it," {hero} whispered. "Grandpa. That's Buddy's arch. It didn't fall."
    Grandpa took off his hat and held it against his chest, and for a while he didn't say anything at all. {hero} had never known him to stay quiet for so long, but it was a good kind of quiet, the kind you don't interrupt.
    Ahead of them, the old trail that once ran right underneath was blocked off.
    {not knows_slab: "I read about this in the paper, years ago," said Grandpa softly. "In 1991, a slab about sixty feet long fell off the underside. They closed the path beneath it. I never put it together with my own photo until now."} # fact: 1991-slab-rock
    {knows_slab: {hero} remembered Ranger Yazzie's words. Nobody could ever stand exactly where Buddy had stood. Knowing it ahead of time did not make it sting any less.}
}
{light >= 1: -> golden_end}
-> dusk_end

=== golden_end ===
# ending: two_photos
{band:
- "young":
    But the sun was still shining. The arch glowed orange.
    {hero} stood Grandpa by the fence. The arch went right across the sky behind him.
    Grandpa squinted, just like Buddy.
    Click!
    {friend != "": {friend} jumped into the next photo too.}
    They held the two photos side by side. Buddy, and Grandpa. Same arch. Same squint.
    "The arch got thinner," said {hero}.
    "So did my hair," said Grandpa.
    {saw_deer: Far off, the mule deer watched them.}
    The arch was still here. And so was Grandpa. Seeing them both, {pal} {wiggled()}.
- "middle":
    But the low sun still lit the arch until it glowed like a coal. There was enough light. Just.
    {hero} stood Grandpa at the viewing spot, then walked backwards until the long ribbon of rock ran across the top of the picture, the way it did in Buddy's. Grandpa put his hands on his hips and squinted into the sun.
    Click.
    {friend != "": Then {friend} squeezed in beside Grandpa for a second picture, squinting just as hard.}
    They held the two photos side by side: little Buddy in 1966, and Grandpa now. The same squint. The same arch, only thinner, with a piece missing underneath.
    "It changed," said {hero}.
    "So did I," said Grandpa, and laughed. "We both lost a few bits along the way. But we're both still standing."
    {saw_deer: Down the trail, the mule deer lifted its head to watch them go, as if it had been waiting to see how things turned out.}
    {heard_story: "You know what?" said Grandpa. "I think I'll finally buy myself that lemonade."}
    {pal} {wiggled()}, and {hero} tucked the two photos into {their} pocket, together, the old one and the new one.
- else:
    But the low sun still caught the arch and lit it up like a wire glowing in a toaster, and {hero} realized, with a jolt of relief, that there was enough light left, though only just.
    {hero} stood Grandpa at the viewing spot and then walked backwards through the sand, squinting through the camera, until the long ribbon of stone ran across the top of the frame exactly the way it did in Buddy's picture. Grandpa planted his hands on his hips and squinted, and for one moment he was unmistakably seven years old again.
    Click.
    {friend != "": {friend} dived in beside him for a second shot, squinting so hard that Grandpa cracked up halfway through.}
    They held the two pictures side by side: small Buddy in 1966 with his sneakers in the sand, and Grandpa now, a little stooped and grinning, with exactly the same squint under exactly the same arch, except that in the new picture the ribbon of stone was thinner on one side, where the slab had come away.
    "It changed," said {hero}.
    "So did I," said Grandpa. "We both lost some bits over the years. But we're both still standing, and that's the part that counts."
    {saw_deer: Back down the trail, the mule deer raised its head and watched them, ears swiveling, as if it had been waiting to see how the story ended.}
    {heard_story: "Your great-grandpa owed me a lemonade," Grandpa added. "I'm going to collect it from you instead."}
    {pal} {wiggled()}, and {hero} put the two photos together in {their} pocket, one old and one new, and thought that maybe the whole point of an arch was that it didn't last forever, and so you had to come and look while you could.
}
-> END

=== dusk_end ===
# ending: silhouette
{band:
- "young":
    But the sun was gone. The sky was orange and purple. The arch was a black shape, like a paper cutout.
    {hero} looked through the camera. With the bright sky behind him, Grandpa's face was dark.
    {tried_delicate: "We used up the light on the other trail," said {hero} sadly.}
    {not tried_delicate: "We used up the light," said {hero} sadly.}
    Grandpa squeezed {their} hand. "Take it anyway," he said.
    Grandpa stood by the fence. {hero} took the photo. Grandpa was a black shape too, under the black arch.
    It was not the same as Buddy's photo. But it was still good.
    A star came out over the arch.
    Grandpa clicked on his flashlight. "Come on, detective," he said.
- "middle":
    But the sun had already gone behind the hills. The sky glowed orange at the bottom and violet at the top, and the arch was just a black shape against it, like a paper cutout.
    When {hero} raised the camera, the bright sky behind Grandpa turned his face dark.
    {tried_delicate: "We spent the light on the other trail," said {hero}. {They} felt a little sick about it.}
    {not tried_delicate: "We were too slow," said {hero}. {They} felt a little sick about it.}
    "Take it anyway," said Grandpa.
    So {hero} stood him at the viewing spot, and took the picture. Grandpa was a black shape too, with his hands on his hips, under a long black ribbon of stone.
    It wasn't the photo {they} had planned. You couldn't see the squint at all. But when {hero} looked at it, {they} could tell exactly who it was.
    {saw_deer: "If we'd hurried past the deer, we might have made it," said {hero}. "But I'm glad we waited."}
    {heard_story: "Your great-grandpa would have liked this one," said Grandpa. "He always said the best light comes right before dark."}
    A first star came out above the arch. Grandpa switched on his flashlight. "Next time," he said, "we come in the morning."
- else:
    But the sun had already gone behind the hills. The sky glowed orange along the bottom and deepened to violet overhead, and the arch had turned into a black shape against it, a long, impossible paper cutout pasted onto the evening.
    {hero} could still see Grandpa's face perfectly well. The camera couldn't. With the whole glowing sky behind him, it turned him into a dark shape with a hat on.
    {tried_delicate: {hero} thought about the slickrock trail and the time they had spent on it, and felt something sink. They had traded Buddy's light for a detour.}
    {not tried_delicate: {hero} thought about every stop they had made along the way and felt something sink. They had run out of sun by about ten minutes.}
    "Take it anyway," said Grandpa.
    So {hero} stood him at the viewing spot and backed away through the sand until the arch ran across the top of the frame. Grandpa put his hands on his hips, and in the picture he became a black shape too, small and solid beneath the long black ribbon of stone.
    It wasn't the photo {hero} had planned, since there was no squint, no striped shirt and no glowing rock, but the longer {they} looked at it, the more {they} liked it. You could tell exactly who it was from his shape alone.
    {saw_deer: "If we'd pushed past the deer we'd have made it," {hero} admitted. "I'd still rather have waited."}
    {heard_story: "Your great-grandpa would have loved this," said Grandpa. "He always said the best light comes just before dark. Mostly he said it when he was late."}
    A star pricked through the sky right above the arch. Grandpa clicked on his flashlight and held out his other hand. "Come on, detective. We'll come back at sunrise and do it properly. I'll even bring lemonade."
}
-> END

// ---------------------------------------------------------------- chapter 3 or 4: the Delicate Arch trail
=== delicate_climb ===
# place: delicate-arch
~ sunset_detour = knows_slab or saw_double
{band:
- "young":
    {saw_double: {route == "loop": "I bet Buddy's arch is at the end of the road," said {hero}.|"We know Buddy's arch is at Devils Garden," said {hero}.} "But could we see the famous one first?"}
    {saw_double: "Is there time?" said Grandpa. He looked at the sun. "Maybe, if we hurry."}
    {girl_idea: "Grandpa," said {hero}. "That girl said everybody takes pictures at Delicate Arch. Maybe Buddy's dad did too!"}
    {route == "ranger" and not saw_double: "Let's see the famous arch tonight," said {hero}. "Buddy's arch can wait one more day."}
    {route == "windows" and not saw_double: "Maybe Buddy's arch is the famous one," said {hero}.}
    Grandpa drove to the Delicate Arch trailhead. The parking lot was full of people going up for the sunset.
    The trail crossed a little bridge. Then it went up a big hill of bare, smooth rock. Up, up, up.
    Little piles of stones showed the way. Lots of people were climbing too. They all carried water.
    The rock was warm, like the top of a stove.
    "Is this hill ever going to stop?" puffed {pal}.
    A raven flew over. Its shadow slid across the rock like a kite.
    {hero} stopped to rest. {They} looked at the rock under {their} feet. No sand. Not one bit.
    {They} looked at the photo. Buddy stood in deep sand.
    {sunset_detour: "Buddy's arch is far away, in the deep sand," said {hero}. "This one is just for the sunset."}
    {not sunset_detour: "Uh-oh," said {hero}. "This arch stands on bare rock. It's not Buddy's arch!"}
- "middle":
    {saw_double: {route == "loop": "I bet Buddy's arch is out at Devils Garden," said {hero}.|"We know Buddy's arch is out at Devils Garden," said {hero}.} "But could we see the famous one first, just for the sunset?"}
    {saw_double: "Is there time?" said Grandpa, mostly to himself, squinting at the sky. "If we don't dawdle. Maybe."}
    {girl_idea: {hero} had a strong hunch about the longest arch. But the girl in the yellow hat had sounded so sure. "Everybody takes pictures at Delicate Arch," {hero} told Grandpa. "What if Buddy's father did too?"}
    {girl_idea: "Only one way to find out," said Grandpa, after a long look at the photo.}
    {route == "ranger" and not saw_double: {hero} decided that Buddy's arch could wait one more night. Tonight was for the famous one.}
    {route == "windows" and not saw_double: Delicate Arch was on half the postcards in Utah. Maybe Buddy's father had taken his picture there too.}
    Grandpa drove across the park to the Delicate Arch trailhead, where the parking lot was already crowded with sunset hikers.
    The trail started by an old ranch and crossed a footbridge over a wash. Then it climbed a long, wide hill of bare, smooth rock, with little piles of stones to show the way. Hikers trudged up ahead of them, carrying water.
    The rock was still hot from the afternoon, and {hero} could feel the warmth coming up through {their} shoes. "If this hill gets any longer," panted {pal}, "I'm going to need a snack. Or a nap. Or both."
    A raven flew low over the slope, and its shadow slid across the rock beside them like a dark kite. Far below, the cars in the parking lot already looked as small as toys.
    Halfway up, {hero} stopped to catch {their} breath and looked down. Smooth red rock. Not a grain of deep sand anywhere.
    {They} pulled out the photo. Buddy's sneakers were sunk in soft, rippled sand.
    {sunset_detour: {hero} smiled. No surprise there. Buddy's arch was out in the deep sand at the end of the road, and this climb was only for the sunset.}
    {not sunset_detour: "Grandpa," {hero} said, "I don't think this is it. There's no sand up here at all."}
- else:
    {saw_double: {route == "loop": "I'd bet my shoes Buddy's arch is out at Devils Garden," {hero} said. "But could we see the famous one first?"|"We know where Buddy's arch is now," {hero} said. "Devils Garden. But could we see the famous one first? Just for the sunset?"}}
    {saw_double: "Is there time?" said Grandpa, squinting at the sun, then at his watch, then at the sun again, as if one of them might change its mind. "If we hustle. Probably. Possibly."}
    {girl_idea: {hero} still had a strong hunch about the longest arch, but the girl in the yellow hat had sounded so certain. "She said everybody takes their picture at Delicate Arch," {hero} told Grandpa. "What if your dad did the same thing as everybody?"}
    {girl_idea: Grandpa turned the photo over, as if the answer might be written on the back after all. "Only one way to find out," he said.}
    {route == "ranger" and not saw_double: Buddy's arch had waited sixty years. Surely it could wait one more night, {hero} decided, and nobody ever regretted Delicate Arch.}
    {route == "windows" and not saw_double: Delicate Arch was on half the postcards in Utah. If a father in 1966 had one photo to take, surely he'd take it there.}
    Grandpa drove across the park to the Delicate Arch trailhead. The lot was already packed with sunset hikers lacing their boots and filling water bottles, and they had to circle twice to find a space.
    The trail set off past an old ranch cabin and over a footbridge across a wash, then tilted upward into a long, broad slope of bare slickrock, with little stacks of stones marking the way. Hikers with water bottles trudged up ahead of them in a slow, determined line, like ants who had heard a rumor about a picnic.
    The rock was still holding the afternoon's heat, and {hero} could feel it rising through the soles of {their} shoes like the floor of a kitchen with the oven on. {pal} labored along beside {them}. "I want it on record," it panted, "that nobody told me this hill was the size of a whole other hill."
    A raven sailed low over the slope, its shadow sliding across the slickrock beside them like a dark kite on an invisible string, and when {hero} glanced back, the cars in the parking lot below had already shrunk to the size of toys, glinting in the long evening light.
    Halfway up, {hero} stopped to breathe and looked down at {their} own feet. Smooth, hard, red rock, as bare as a tabletop. Not one grain of deep sand.
    {They} pulled out the photo, though {they} already knew. Buddy's sneakers were sunk in soft, rippled sand, with a twisted tree in the corner.
    {knows_slab and not saw_double: It was strange to see the ranger proved right about an arch you had chosen to leave for another day. Buddy's arch could never have been up here.}
    {saw_double: None of this was news. Buddy's arch was out in the deep sand at Devils Garden, and this climb had only ever been about the sunset. Still, it felt odd to stand on a famous trail holding a picture of somewhere else.}
    {not sunset_detour: "Grandpa," {hero} said, and {their} stomach dropped. "It's not here. It can't be. There's no sand on this whole hill."}
}
{end_now and sunset_detour: -> delicate_rim}
{end_now: -> delicate_close}
~ tried_delicate = true
~ light -= 3
{band:
- "young":
    Grandpa puffed. He handed {hero} the water bottle. "Good thing it's May," he said. "In summer, this rock gets hot enough to burn your hands. Even now, take big drinks." # fact: desert-summer-days
    {hero} drank and drank. {pal} kept to the shady side of Grandpa, where the rock was cooler.
    {not knows_garden: Then Grandpa smiled. "Deep sand! I remember now. It was at the end of the road, in Devils Garden."}
    The sun was going down. The famous arch was still up the hill. Buddy's arch was far away, at the end of the road.
    "We can't get to both," said Grandpa.
- "middle":
    Grandpa leaned on his knees, drank deeply from his water bottle and passed it to {hero}. "Good thing it's May," he puffed. "Arches is a high desert. On a summer afternoon this slickrock gets hot enough to burn your hands, and smart hikers climb it at dawn. Drink up, even if you're not thirsty." # fact: desert-summer-days
    {not knows_garden: Then he looked at the photo and slapped his forehead. "Deep sand. Of course! It was at the end of the road, in a place called Devils Garden. I thought real devils lived there."}
    A collared lizard zipped across the slickrock and stopped on a warm ledge, watching them. More hikers streamed past, all going up, all chatting about the sunset.
    {hero} looked up the hill. Delicate Arch was somewhere above, waiting for the sunset. Then {they} looked back toward the road. Buddy's arch was far away, and the sun was sinking fast.
    {hero} held the photo tight so the breeze couldn't snatch it again. It felt like holding two choices at once: a famous sunset up the hill, and Grandpa's lost arch far away.
    "If we go back now," said Grandpa, "we might reach Devils Garden by dusk. If we keep going, we'll see Delicate Arch glow. We can't do both."
- else:
    Grandpa bent over with his hands on his knees, drank half his water bottle in one go and handed the rest to {hero}. "Good thing it's May," he puffed. "Arches is high desert. Summer days out here get fiercely hot, and in July this slope is a frying pan by noon. In winter the nights drop below freezing. May is the polite month, and even May wants you to drink." # fact: desert-summer-days
    {not knows_garden: Then he squinted at the photo and smacked his own forehead. "Deep sand. Devils Garden! The very end of the road. I was seven and convinced actual devils lived there. How did I forget that?"}
    A collared lizard shot across the slickrock, stopped on a warm ledge and swiveled one eye toward them, as if it had placed a bet on what they would do next. Hikers kept streaming past, all of them going up, all of them talking about the sunset.
    {hero} looked up the slope. Somewhere above, around a ledge, Delicate Arch stood waiting for the sunset, along with half the hikers in Utah. Then {they} turned and looked back the way they had come, past the road, toward the far end of the park, where a thin stripe of stone was losing its light minute by minute.
    {hero} gripped the photo tighter, in case the wind had any more ideas. It was a strange feeling, standing halfway up a famous trail with a famous sunset on the way, and caring more about a stripe of rock that nobody up here had ever heard of.
    "Here's the math," said Grandpa. "Turn back now, and we might reach Devils Garden at dusk. Keep climbing, and we see Delicate Arch glow, and Buddy waits another day. We can't do both, kiddo."
}
~ knows_garden = true
* [Keep climbing to see Delicate Arch at sunset # act: go] -> end_delicate
* [Help Grandpa back down and race for Devils Garden # act: help] -> garden_path
* [Wait here on the slickrock and watch the sunset together # act: wait] -> end_slickrock

=== delicate_close ===
# place: delicate-arch
# ending: slickrock_turnaround
{band:
- "young":
    Grandpa sat down on the warm rock. {hero} sat next to him.
    Grandpa looked at Buddy's sneakers in the photo. Then he looked at the bare rock all around them.
    "Good thinking," said Grandpa. "You worked that out all by yourself."
    The sun went down. The whole hill turned pink.
    They walked back down to the car, slow and careful. Grandpa's flashlight showed the way.
    {knows_garden: "Tomorrow," said {hero}, "we go to Devils Garden."}
    {not knows_garden: "Tomorrow," said {hero}, "we look where the sand is deep."}
- "middle":
    Grandpa sat down on the warm slickrock, and {hero} sat beside him.
    "That's some real detective work," said Grandpa. "I've had this photo for sixty years, and I never thought to look at his feet." He handed {hero} the water bottle. "Now drink. Detectives get thirsty." The water was warm from the car, and it tasted wonderful anyway.
    They didn't climb any higher. They sat and watched the hikers go by, all heading up for the sunset, all carrying water and cameras.
    The sun slid down behind the hills, and the whole slope of rock turned pink, then purple. Soon the hikers were drifting back down past them with their headlamps on.
    {pal} let out an enormous sigh. "I hope Buddy appreciates all this," it said.
    They walked back down slowly, in the beam of Grandpa's flashlight, with {pal} close beside them.
    {knows_garden: "Tomorrow," said {hero}, "Devils Garden. First thing."}
    {not knows_garden: "Tomorrow," said {hero}, "we look for deep sand."}
- else:
    Grandpa sat down on the warm slickrock with a groan of pure relief, and {hero} dropped down next to him.
    He took the photo from {hero} and studied it for a long while. "Sixty years," he said. "Sixty years I've owned this photo and I never once looked at his feet. You're a better detective than I am." Then he passed {hero} the water bottle. "Drink first. Detectives need water too." It was warm from sitting in the car all afternoon, and it was the best thing {hero} had ever tasted.
    They didn't climb any higher. There didn't seem much point in racing anyone to an arch that wasn't Buddy's. Instead they sat and watched the hikers stream past, all heading up toward the sunset with water bottles and cameras and the determined faces of people who had seen the postcards.
    The sun slid behind the far hills, and the whole slope of rock blushed pink, then purple, then a deep, soft gray. Soon the hikers were drifting back down past them, headlamps bobbing like fireflies.
    {pal} let out a sigh so enormous it was almost a speech. "I hope Buddy appreciates everything we do for him," it said.
    They went down slowly, in the beam of Grandpa's flashlight, with {pal} close beside them.
    {knows_garden: "Tomorrow," said {hero}, "Devils Garden. First thing. And then we find Buddy."}
    {not knows_garden: "Tomorrow," said {hero}, "we find the deep sand. And then we find Buddy."}
}
-> END

=== delicate_rim ===
# place: delicate-arch
# ending: rim_glow
{band:
- "young":
    "Come on," said Grandpa. "Let's go and see it glow."
    At the top, the trail ran along a ledge. Grandpa kept one hand on the rock wall. So did {hero}.
    Then, around a corner, there it was. Delicate Arch stood all alone by a big bowl of rock.
    They sat far back from the edge. The sun slid down, and the arch lit up like a lantern.
    "Tomorrow, Buddy's arch," whispered {hero}.
    "Tomorrow," said Grandpa. "Tonight, this one."
- "middle":
    Grandpa screwed the lid back on his water bottle. "Well," he said, "we came for a sunset. Let's go and get one."
    They climbed the last stretch together. Near the top, the trail became a narrow ledge along a cliff, and Grandpa kept one hand on the rock wall the whole way, so {hero} did too.
    Around the final corner, Delicate Arch stood alone at the rim of a smooth rock bowl, with blue mountains far behind it. They found a spot well back from the edge, among dozens of people who had all gone quiet.
    The sun touched the hills. The arch turned orange, then red, then a glowing pink, like a coal someone had blown on.
    {friend != "": {friend} squeezed {hero}'s hand and didn't let go.}
    "Worth the climb," Grandpa said softly. "Buddy's arch has had sixty years of sunsets without us. It won't mind sharing one."
    {hero} held the old photo up beside the glowing arch, just for a moment. Tomorrow, the deep sand. Tonight, this.
    Then Grandpa clicked on his flashlight, and they started down the long slope with everybody else, one careful step at a time.
- else:
    Grandpa screwed the lid back onto his water bottle with the air of a man making a decision. "We didn't come up here to study the geology of my knees," he said. "We came for a sunset. Let's go and collect it."
    So they climbed the last stretch, past the point where the slickrock narrowed into a ledge cut along the side of a cliff. Grandpa walked it with one palm flat on the rock wall and told {hero} to do the same, and {hero} did, without arguing, which Grandpa pointed out was a first.
    Around the final corner, Delicate Arch appeared all at once, standing by itself at the rim of a smooth stone bowl, with the blue La Sal Mountains far behind it. It looked less like a rock than like something that had paused on its way somewhere. They found a place well back from the edge, among a crowd that was talking in the low voices people use in libraries.
    Then the sun touched the far hills, and the arch caught fire: orange, then red, then a pink so deep it seemed to come from inside the stone.
    {friend != "": {friend} grabbed {hero}'s sleeve and held on, as if the arch might leave without warning.}
    "Worth every step," Grandpa murmured. "Buddy's arch has had sixty years of sunsets without us. It can spare us one."
    {hero} held up the old photo beside the glowing arch, just long enough to make it feel included. The boy in the striped shirt squinted out at a sunset his own grandchild was watching for him. Tomorrow, the deep sand. Tonight, this.
    When the glow had faded to gray, Grandpa clicked on his flashlight, and they joined the slow river of headlamps flowing back down the slickrock, one careful step at a time.
}
-> END

=== end_delicate ===
# place: delicate-arch
# ending: delicate_sunset
{band:
- "young":
    On they climbed. The rock got steeper. {hero} held Grandpa's hand.
    The last part of the trail was a ledge along a cliff. The rock wall was on one side. A big drop was on the other.
    "Stay close to the wall," said Grandpa. "Away from the edge."
    {pal} stayed close to the wall too, and did not look down.
    Then they came around a corner. There was Delicate Arch!
    It stood all alone by a big bowl of smooth rock. Blue mountains stood far behind it. Lots of people sat on the rock, waiting.
    They sat down too, far back from the edge.
    The sun went down. The arch glowed orange. Then red. Then pink! Everyone went quiet.
    {friend != "": {friend} whispered, "Wow."}
    "It's not Buddy's arch," said {hero}. "But it's beautiful."
    "It is," said Grandpa. "We picked this arch tonight, so we missed Buddy's."
    "Can we find Buddy's tomorrow?"
    "Yes," said Grandpa. "It will be waiting in the deep sand."
    {flies(): {pal} landed on a boulder beside {them} to watch the sky go dark.|{pal} settled {perch()} to watch the sky go dark.}
- "middle":
    They climbed on, up the long back of the slickrock. Near the top, the trail turned into a narrow ledge along the side of a cliff, with solid rock on one side and a long drop on the other.
    "Stay close to the wall," said Grandpa, keeping one hand on the rock. "Away from the edge."
    {hero} did. {pal} did too, pressed so close to the rock that it almost disappeared into it.
    Then they came around the last bend, and there it was. Delicate Arch stood all alone at the edge of a smooth rock bowl, with blue mountains far behind it. Dozens of people sat along the rim of the bowl, waiting and talking in soft voices. Grandpa found a flat spot well back from the edge, and they sat down.
    A raven rode the wind over the bowl without flapping once, tipping from side to side. {pal} watched it with its head tilted. "Show-off," it muttered.
    The sun sank, and the arch began to glow: orange, then red, then a deep, burning pink. The whole crowd went quiet at once, as if someone had turned down the sound of the world.
    {friend != "": {friend} whispered, "Wow," and nobody could have said it better.}
    "It isn't Buddy's arch," {hero} said quietly.
    {not sunset_detour: "No," said Grandpa. "We picked the famous arch over the lost one tonight, and that's a real trade. Right now Buddy's arch is losing its light, out at Devils Garden." He put an arm around {hero}. "But I'm glad I saw this with you. And you worked out where Buddy's arch isn't. That counts."}
    {sunset_detour: "No," said Grandpa. "We picked the famous arch over the lost one tonight, and that's a real trade. Right now Buddy's arch is losing its light, out at Devils Garden." He put an arm around {hero}. "But I'm glad I saw this with you. And tomorrow we know exactly where to go."}
    {hero} took a picture of the glowing arch. Then, without really deciding to, {they} turned and took one of Grandpa watching it. His face was orange in the light, and he looked about seven years old.
    "Tomorrow?" asked {hero}.
    "First thing," said Grandpa. "Before the crowds. Before the heat. Just us and the deep sand."
    {flies(): {pal} landed on a boulder beside {them}.|{pal} settled {perch()}.} They watched until the glow was gone. Then Grandpa switched on his flashlight, and they joined the line of bobbing headlamps heading carefully back down the slope.
- else:
    They kept climbing, up the long back of the slickrock, until near the top the trail turned into a narrow ledge cut along the side of a cliff, with solid rock on one hand and a drop on the other that {hero} decided not to study too closely.
    "Inside edge," said Grandpa, keeping one palm flat on the rock wall. "Stay close to the wall, away from the drop. The view will still be there if we take it slow."
    {hero} kept to the wall. {pal} kept to it even harder, flattened against the rock like a sticker.
    Then they came around the last corner and Delicate Arch appeared all at once, standing alone at the edge of a smooth rock bowl, with the blue La Sal Mountains far behind it. Dozens of people sat along the rim of the bowl, and the place felt less like a trail than like a theater just before the curtain goes up. Grandpa picked a flat spot well back from the edge, and they sat.
    A raven was playing on the wind above the bowl, hanging in one spot without a single flap, then tipping sideways and sliding off like a kid on a playground slide. {pal} watched it with deep suspicion. "Nobody needs to be that good at anything," it muttered.
    The sun sank. The arch began to glow: orange, then red, then a deep, burning pink, like it was being heated from inside. The whole crowd went silent together, which {hero} had never heard a crowd do before. Even {pal} kept quiet, which was a first.
    {friend != "": Beside {them}, {friend} let out one long breath, and it said everything.}
    "It's not Buddy's arch," {hero} said at last. It came out smaller than {they} meant it to.
    {not sunset_detour: "No," Grandpa agreed. "We spent the evening on the famous one instead of the lost one. That's a real trade, and I won't pretend it isn't. Right about now, Buddy's arch is going dark out at Devils Garden with nobody looking at it." He was quiet a moment. "But it has been patient for sixty years. It can manage one more night. And you figured out where it isn't, which is half of finding where it is."}
    {sunset_detour: "No," Grandpa agreed. "We spent the evening on the famous one instead of the lost one. That's a real trade, and I won't pretend it isn't. Right about now, Buddy's arch is going dark out at Devils Garden with nobody looking at it." He was quiet a moment. "But it has been patient for sixty years. It can manage one more night. And at least now we know exactly where it's waiting."}
    {hero} took a picture of the arch, like everybody else. Then, without quite deciding to, {they} turned around and took one of Grandpa watching it, his face lit orange, his eyes crinkled, looking for all the world like a boy of seven.
    "Tomorrow, then," said {hero}. "Early. Before anyone else."
    "Before the lizards are even up," said Grandpa.
    {flies(): {pal} folded its wings on a boulder beside {them}.|{pal} settled {perch()}.} They stayed until the glow faded from the arch and the first headlamps started bobbing down the slope like slow fireflies. {hero} kept the photo in {their} hand the whole time, and it did not feel like a failure. It felt like a bookmark, holding the place for a chapter they hadn't read yet.
    When it was time, Grandpa clicked on his flashlight, and they followed the bobbing lights back down the long, cooling slope, one careful step at a time.
}
-> END

=== end_slickrock ===
# place: delicate-arch
# ending: slickrock_sunset
{band:
- "young":
    Grandpa and {hero} sat down on the warm rock, right where they were. {flies(): {pal} landed on a boulder beside {them}.|{pal} settled {perch()}.}
    They did not climb up to the famous arch. They did not drive to Buddy's arch.
    They just watched the sun go down. The hills turned gold, then pink, then purple.
    Hikers walked past them, up and down. A raven landed on a rock nearby. It tipped its head at them.
    "Hello," {pal} said politely. The raven said, "Croak." Then it flew away.
    Grandpa told a story. "My dad got us lost once, in this very park," he said. "He called it an adventure. We laughed the whole way back."
    {hero} giggled. {friend != "": {friend} giggled too.}
    "We didn't find Buddy's arch," said {hero}.
    "Not today," said Grandpa. "That's what stopping cost us. But we know where to look now. And I liked this part too."
    The first star came out. Grandpa switched on his flashlight. They walked down the smooth rock, slow and careful, from one pile of stones to the next.
    {pal} stayed close. The rock was still warm, like a big sleeping animal.
- "middle":
    They sat down together on the warm slickrock, right where they were. {flies(): {pal} landed on a boulder beside {them}.|{pal} settled {perch()}.}
    They didn't climb on to Delicate Arch, and they didn't race back to Devils Garden. They just watched. Hikers streamed past them, going up and then, later, coming down. The far hills turned gold, then pink, then purple, and the rock under them stayed warm, like a giant sleeping animal.
    A raven landed on a boulder a little way off and tipped its head at them. "Good evening," {pal} said politely. The raven made a sound like a stick knocking on wood and flew off. "Well," said {pal}, "that was rude."
    While they sat, Grandpa told stories about his father: how he sang off-key on purpose, and how he once got the whole family lost on a dirt road and called it an adventure. {hero} laughed so hard {they} had to lie back on the rock.
    {friend != "": {friend} laughed too, and asked for another story, and got one.}
    "We didn't find Buddy's arch," said {hero}, when the colors were almost gone.
    "No," said Grandpa. "That was the cost of stopping. I won't pretend it wasn't. But now we know where to look, out in the deep sand at Devils Garden. And I got to tell you about my dad. I haven't done that in a long time."
    {hero} took out the photo and held it up against the glowing sky. "Do you think your dad ever sat somewhere like this?" {they} asked.
    Grandpa thought about it. "I think he sat everywhere like this," he said. "He was never in a hurry. That's why we never got anywhere on time."
    {hero} leaned against his shoulder. In {their} hand, Buddy squinted up at the last of the light.
    When the first star came out, Grandpa switched on his flashlight, and they picked their way down the slickrock from one little pile of stones to the next. {pal} stayed right beside {hero} the whole way. Next time, they would go straight to the deep sand.
- else:
    They sat down side by side on the slickrock, right where they were. It was still warm from the day and felt like leaning on a giant sleeping animal. {flies(): {pal} landed on a boulder beside {them} and folded its wings, as if it had been waiting all day for exactly this.|{pal} settled {perch()} as if it had been waiting all day for exactly this.}
    They didn't climb on to Delicate Arch. They didn't race back to Devils Garden either. They just watched, while hikers streamed past them, up and later down, and the far hills went gold, then pink, then a soft purple that seemed to come up out of the ground rather than down from the sky.
    A raven landed on a boulder a few yards off and studied them with one bright eye. "Good evening," {pal} said, with great courtesy. The raven answered with a hollow knock, like someone tapping on a wooden door, and flapped away. {pal} looked deeply offended. "I was being friendly," it said.
    Somewhere in the middle of it, Grandpa started talking about his father. How he sang off-key on purpose. How he once got the whole family lost on a dirt road and announced that it was an expedition. How he had spent a whole roll of film on rocks and only one frame on Buddy. {hero} laughed until {they} had to lie flat on the warm rock.
    {friend != "": {friend} laughed just as hard, and demanded another story, and got two.}
    "We didn't find it," said {hero}, when the colors were mostly gone.
    "No, we didn't," said Grandpa. "That's what stopping cost us. I won't pretend it didn't." He bumped {their} shoulder with his. "But we know where it is now, out in the deep sand at the end of the road. And I got to tell you about my dad on a warm rock at sunset. Honestly, I'd make that trade twice."
    {hero} held the photo up against the glowing sky. "Do you think your dad ever sat like this? Just sat, and didn't go anywhere?"
    Grandpa considered it. "I think he sat everywhere like this," he said. "He was never in a hurry in his life. It drove my mother wild. It's why we never got anywhere on time, and why we saw so much on the way."
    It was strange, {hero} thought, to set out after one thing and come home with something else. {They} had wanted a photo of Grandpa standing where Buddy had stood. Instead {they} had a whole great-grandpa, who sang off-key and got lost on purpose and took only one picture of his son, and that picture had been enough to bring them all the way out here.
    {hero} looked at the photo one more time before it got too dark to see. One frame out of a whole roll, and it had been the one that mattered.
    When the first star pricked through, Grandpa clicked on his flashlight, and they picked their way down the long slope from one little stack of stones to the next, their shadows swinging huge and wobbly across the rock. {pal} stayed close to {hero}'s side the whole way. Somewhere out there, in the sand, Buddy's arch was waiting. They'd find it. Just not tonight.
}
-> END

// ---------------------------------------------------------------- an ending at Double Arch
=== end_double ===
# place: double-arch
# ending: new_photo
{band:
- "young":
    "Grandpa," said {hero}. "Let's make a new photo. Right here!"
    {hero} stood Grandpa right under Double Arch. "Hands on your hips," {they} said. "Now squint!"
    Grandpa squinted. {pal} squinted too.
    Click!
    {friend != "": {friend} jumped in for the next one.}
    Then Grandpa took a photo of {hero}, in the very same pose. {hero} tried to squint, but {they} kept laughing.
    {pal} looked at the photos. "I look great," it said.
    A lady with a baby on her back walked by. "Want one of you all together?" she asked.
    "Yes, please!" said {hero}. So the lady took one of everybody. {pal} was in it too.
    They looked at the new photos. The two giant arches curved over them like a big hug.
    "It's not Buddy's arch," said {hero}.
    "No," said Grandpa. "This one is ours."
    {hero} thought about the words on the back of Buddy's photo. "When we print it, I'll write on the back," {they} said. "{hero} and Buddy. Double Arch. May."
    Grandpa laughed. "Perfect."
    "And tomorrow we go to Devils Garden," said {hero}. "To find Buddy's arch."
    "It's a deal," said Grandpa. They shook on it.
- "middle":
    "Grandpa," said {hero}, "don't move. We're making a new photo. Right here."
    {hero} led Grandpa to the middle of the sand, right under the two great arches. "Hands on your hips," {they} ordered. "Now squint. Worse. Like you're seven and you want lemonade."
    Grandpa squinted so hard that his whole face crinkled up. {pal} squinted too, just to help.
    Click.
    {friend != "": Then {friend} squeezed in beside him, squinting just as hard, for a second shot.}
    Then Grandpa took the camera and made {hero} do the very same pose. It was harder than it looked, because {they} kept laughing.
    A woman with a baby in a backpack stopped on the path. "Would you like one of all of you together?" she asked.
    "Yes, please," said {hero}. So the woman took one of everybody, squinting in a row, with {pal} right at the front, looking very serious.
    They looked at the pictures together. The two giant arches curved over them like a hug, glowing orange.
    {pal} studied the screen very closely. "I look excellent," it announced. "I should be in every photo from now on."
    "It's not Buddy's arch," said {hero}.
    "No," said Grandpa. "It's a new one. Yours and mine."
    {hero} thought about the faded pencil on the back of Buddy's photo. "When we print this one, I'm writing on the back too," {they} said. "{hero} and Buddy. Double Arch. May. So nobody has to guess."
    Grandpa laughed so loudly that a raven took off from the top of the arch. "My father could have learned a thing or two from you."
    {hero} slid the old photo back into {their} pocket. Buddy in the old one, Grandpa in the new one. Not the same arch, but exactly the same squint.
    {clue_long or knows_slab: "We still know where Buddy's is," said {hero}. "The long one, out at Devils Garden. We'll go tomorrow, first thing."}
    {not (clue_long or knows_slab): "And tomorrow we go to Devils Garden," said {hero}, "where the sand is deep."}
    "Deal," said Grandpa.
    The sun slipped down, and the two arches glowed over them like a pair of hands held up to a fire. Somewhere, far out in the desert, the wind was already wearing away at the next arch, one grain at a time.
- else:
    "Don't move," said {hero}. "Stay exactly like that. We're taking a new one. Right here."
    {hero} marched Grandpa to the middle of the sand, right under the place where the two arches met. "Hands on your hips," {they} commanded. "Chin up. Now squint. No. Worse. Squint like you're seven and it's been nine hours since your last lemonade."
    Grandpa squinted so hard his whole face folded up like a paper fan. {pal} squinted too, in solidarity.
    Click.
    {friend != "": {friend} leaped in beside him for the second shot, squinting so fiercely that Grandpa cracked up halfway through.}
    Then Grandpa took the camera and made {hero} do exactly the same pose, which was harder than it looked, because {they} kept laughing.
    A woman with a baby in a carrier on her back had stopped to watch, smiling. "Do you want one of all of you?" she offered. So she took one of the whole group squinting in a row under the arches, with {pal} planted right at the front, looking like the serious one in a band.
    They scrolled through the pictures together. In every one, the two giant arches curved overhead like a hug, lit orange by the last of the sun.
    {pal} examined each photo with enormous care. "I would like it noted," it said, "that I am the only one here with a natural talent for squinting. I should be in every picture from now on."
    "It's not Buddy's arch," said {hero}.
    "Nope," said Grandpa. "It's a brand-new one. Sixty years from now, somebody can try to work out where we were standing." He grinned. "Make it hard for them."
    "No," said {hero}. "I'm going to make it easy." {They} had been thinking about the faded pencil on the back of Buddy's photo, and about a great-grandpa who never labeled anything properly. "When we print it, I'm writing on the back. {hero} and Buddy. Double Arch. May. Nobody is going to spend sixty years wondering about this one."
    Grandpa laughed so loudly that a raven lifted off the top of the arch in protest. "You'd have driven my father up the wall," he said happily. "He would have loved you for it."
    {hero} slid the old photo back into {their} pocket, next to the camera. Buddy in one, Grandpa in the other. Two different arches, sixty years apart, and exactly the same squint, as if it had been passed down like a watch.
    {clue_long or knows_slab: "We still know where Buddy's is, though," said {hero}. "The long one, out at Devils Garden. Tomorrow?" Grandpa held out his pinky, and they shook on it.}
    {not (clue_long or knows_slab): "We'll still find Buddy's," said {hero}. "Out at Devils Garden, in the deep sand. Tomorrow?" Grandpa held out his pinky, and they shook on it.}
    The sun slipped down, and the two arches glowed above them like a pair of cupped hands held up to a campfire. {hero} thought about the thin stripe in the old photo, and the thick arches overhead, and the salt and the water and the ice and the time, and decided that arches were not really objects at all. They were something that was happening, very slowly. And today, for one picture, {hero} and Grandpa had been happening too.
}
-> END

