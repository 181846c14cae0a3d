# title: The Smallest Saguaro
# month: 1
INCLUDE shared/story.ink

// Chapter 2: how the search began, "overlook" (the view from the top), "giant" (the fallen saguaro) or "riddle" (the ranger's riddle).
VAR start = ""
// Chapter 3: where they searched, "discovery" (Desert Discovery Nature Trail), "signal" (Signal Hill) or "washes" (the washes on the way down).
VAR spot = ""
// Clues found on the way.
VAR saw_perch = false
VAR saw_boot = false
VAR heard_riddle = false

-> fallen_giant

// ---------------------------------------------------------------- chapter 1: the fallen giant
=== fallen_giant ===
# place: valley-view
{band:
- "young":
    It was January. The air was cold. {hero} could see {their} breath. Puff, puff!
    "In summer it is too hot to walk here in the daytime," said Mom. "But winter is just right." She still packed water. "Desert air is dry, even when it's cold. And we go home at ten o'clock."
    "Did you know saguaros have no leaves?" said Mom. "The green skin does all the work."
    They walked up a little trail. The sun came up. Tall green saguaros stood all around.
    Then {hero} stopped. A giant saguaro was lying on the ground! Its arms lay flat in the dirt. Inside, it had long wooden sticks, like bones.
    A bird sat on it. It had a striped back, black and white. "Churr! Churr!" it called. It looked into a round hole in the fallen cactus. That hole was its home.
    A ranger walked up the trail. "I'm Ranger Amado," she said. "This saguaro fell in the wind. It was very, very old. Saguaros can grow taller than a house." # fact: saguaro-height-age
    {hero} felt sad. "Will a new one grow?"
    "There are baby saguaros out here," said the ranger. "But they are tiny, and they hide. Most people walk right past them."
    "Then I will find one," said {hero}.
    "Look with your eyes, not your feet," said the ranger. "Stay on the trail. A baby could be right by your shoe!"
    {friend != "": {friend} looked down at the ground very carefully.}
    {pal} {wiggled()}. The hunt was on!
- "middle":
    It was January in the Sonoran Desert, and {hero} could see {their} own breath. Mom had driven them along a bumpy dirt road as the sky turned pink, reading bits of the park newspaper aloud at every stop. "Did you know," she announced, "that saguaros don't have any leaves? Their green skin does all the work."
    "In summer, this trail is an oven by breakfast time," Mom added, handing out water bottles anyway. "Winter is the desert's kind season. But the air is so dry it drinks from you, even when it's cold. And we head home at ten o'clock sharp."
    The Valley View Overlook Trail wound up a gentle slope between saguaros. The sun hadn't cleared the mountains behind them yet, but the valley ahead was already glowing gold. They crossed a sandy wash, climbed a little rise, and then {hero} stopped so suddenly that {pal} nearly ran into {them}.
    A giant saguaro lay across the desert beside the trail. Its trunk was longer than Mom's car, and its arms lay sprawled in the dirt, as if it had fallen mid-wave. Near the bottom, the green skin had split open, and inside were long, pale wooden rods, lined up like the bars of a cage.
    On top of the fallen trunk sat a bird with a black-and-white striped back and a tan head. It peered into a round hole in the cactus, then looked up and called, "Churr! Churr!"
    "That's a Gila woodpecker," said a voice. A ranger was coming up the trail with a clipboard. "I'm Ranger Amado. Somebody reported this old giant down in the wind two nights ago, so I came to see. That woodpecker lived in it."
    "How old was it?" {hero} asked.
    "Saguaros can grow more than forty feet tall and live more than a hundred and fifty years," said the ranger. "This one was probably one of those." # fact: saguaro-height-age
    {hero} looked at the long green trunk lying in the dirt. It didn't seem fair. "Will a new one grow here?"
    "There are baby saguaros out here," said the ranger. "But they're so small and so good at hiding that most people walk right past them. After eight years, a saguaro might be only about an inch tall."
    "Then I'm going to find one," said {hero}.
    The ranger smiled. "Then here's the rule. Search with your eyes, not your feet. Stay on the trail. A baby saguaro could be right next to your shoe, and one wrong step would squash it."
    {friend != "": {friend} checked the ground around both shoes, very carefully.}
    {pal} {wiggled()}. Somewhere in all this desert, a tiny saguaro was hiding, and they were going to find it.
- else:
    It was January in the Sonoran Desert, and {hero} could see {their} own breath, which felt like a trick, because everyone knows deserts are supposed to be hot. Mom had driven them out along a bumpy dirt road just as the sky went pink, reading bits of the park newspaper aloud at every stop sign in her best tour-guide voice. "Fun fact," she announced. "Saguaros have no leaves. Their green skin does all the food-making. Please keep your arms and legs inside the vehicle."
    "In summer, this trail is an oven by breakfast time," she added, handing out water bottles anyway. "January is the desert being nice to us. But the air's so dry it drinks from you even when it's cold, so drink back. And we leave at ten sharp, because the drive home is long and I am not doing it in the dark."
    The Valley View Overlook Trail wound up a gentle slope between saguaros. The sun hadn't yet climbed over the mountains behind them, but the valley ahead was already lit, as if someone had switched it on first to check it worked. They crossed a sandy wash, climbed a small rise, and then {hero} stopped so suddenly that {pal} nearly ran into {them}.
    A giant saguaro lay across the desert beside the trail. Standing, it must have been tremendous. Its trunk stretched longer than Mom's car, and its arms lay flung out in the dirt, as if it had toppled over in the middle of waving goodbye. Near the base the green skin had split, and inside, where {hero} had expected something like the inside of a cucumber, were long, pale wooden rods, lined up like the bars of a cage.
    On top of the fallen trunk perched a bird with a back striped black and white like a crosswalk and a tan head with a little red cap. It peered into a round hole in the cactus, tilted its head, peered again, and then called out, sharp and indignant, "Churr! Churr!"
    "Gila woodpecker," said a voice. A ranger was coming up the trail with a clipboard tucked under one arm. "I'm Ranger Amado. Somebody reported this old giant down in the wind two nights ago, so I came to take a look. That woodpecker lived in it. I don't think anyone's explained the situation to him yet."
    "How old was it?" {hero} asked, and found {their} voice had gone quiet, the way it does in a museum.
    "Saguaros can grow more than forty feet tall and live more than a hundred and fifty years," said the ranger. "I'd bet this one did both." # fact: saguaro-height-age
    A hundred and fifty years of standing up, and then one windy night. {hero} looked at the long green trunk lying in the dirt and felt something tighten in {their} chest. "Will a new one grow here?"
    "There are baby saguaros out here," said the ranger. "But they're so small, and so good at hiding, that most people walk right past them their whole lives. After eight years, a saguaro might be only about an inch tall."
    "Then I'm going to find one," said {hero}. It came out more like a promise than {they} had meant it to.
    The ranger looked at {them} for a moment, then nodded as if {they} had said something sensible. "Then here's the rule. Search with your eyes, not your feet. Stay on the trail. A baby saguaro could be right beside your shoe, and one careless step would be the end of it."
    {friend != "": {friend} immediately checked the ground around both shoes, with the seriousness of a detective.}
    {pal} {wiggled()}. Somewhere in all this enormous desert, something very small was hiding. Finding it was going to take sharp eyes, and possibly a miracle.
}
* [Go on up to the overlook to search the whole valley # act: go] -> overlook
* [Look closely at the fallen giant and the woodpecker's hole # act: look] -> giant
* [Ask the ranger where baby saguaros like to hide # act: ask] -> riddle

// ---------------------------------------------------------------- chapter 2: the overlook
=== overlook ===
# place: valley-view
~ start = "overlook"
{band:
- "young":
    They climbed to the top of the little hill. Whoa!
    Saguaros stood all over the valley below. There were too many to count. Big ones, tall ones, ones with lots of arms.
    {flies(): {pal} flew up high to look for a baby.|{pal} stood on its toes to look for a baby.}
    {hero} looked and looked. {They} saw big saguaros and bare, sandy ground. But no babies.
    Far away, a coyote trotted across a sandy creek bed. It did not look up.
- "middle":
    They climbed the last steep bit to the top of the ridge, and the whole world opened up. Below them, the valley stretched away for miles, and every inch of it was covered in saguaros: tall ones, short ones, ones with one arm, ones with ten, standing in the morning sun like a crowd waiting for a parade.
    "Wow," said {hero}. Then, "Oh no."
    There were thousands of them. Maybe millions. And every single one was big.
    {flies(): {pal} flew up above the ridge and circled slowly, scanning the ground below. It came back shaking its head. "Big ones," it reported. "Big, big, big. Not one small."|{pal} stood as tall as it could at the edge of the lookout and squinted at the valley. "Big ones," it reported. "Big, big, big. Not one small."}
    {hero} searched the open ground between the saguaros, the bare, sandy patches in the sun. Nothing. Far below, a coyote trotted across a sandy wash, stopped to sniff something, and trotted on.
    "I don't think you can see a baby from up here," said Mom gently. "Not if it's an inch tall."
- else:
    They climbed the last steep stretch to the top of the ridge, and the world fell open in front of them. The valley stretched away for miles, flat and gold, and every inch of it bristled with saguaros: tall ones, short ones, leaning ones, ones with a single arm raised like a kid who knows the answer and ones with so many arms they looked like they were conducting an orchestra. In the low morning sun, each one had a long blue shadow stretching out behind it.
    "Wow," said {hero}. And then, a second later, in a very different voice, "Oh no."
    There were thousands of them. Possibly millions. And every single one of them was enormous.
    {flies(): {pal} launched itself off the ridge and circled slowly over the slope below, eyes on the ground, before gliding back to land beside {hero}. "Big," it reported. "Big. Big. Enormous. Big. I could not find one small one, and I looked at all of them. Well. Many of them."|{pal} stood as tall as it possibly could at the edge of the lookout and squinted down at the valley for a long time. "Big," it reported at last. "Big. Big. Enormous. Big. I regret to say I cannot see a small one anywhere."}
    {hero} scanned the open ground between the giants, the bare, sunny patches of sand and gravel. Nothing. Far below, a coyote trotted across a wash, paused to investigate something interesting, and trotted on without a backward glance.
    "Sweetheart," said Mom carefully, "I'm not sure you can spot a one-inch cactus from way up here." She was right, which was annoying.
}
{end_now: -> overlook_close}
~ saw_perch = true
{band:
- "young":
    Then a woodpecker flew from a saguaro. It landed in a little green tree down below. It sat there a long time.
    "Saguaros grow red fruit in summer," said Mom. "Birds eat the fruit. It is full of tiny black seeds."
    "People pick the fruit too," she said. "The Tohono O'odham people pick it every summer. They make jam and syrup!" # fact: tohono-o-odham
    "So birds eat the seeds," said {hero} slowly. "And then they fly to a tree and sit."
    {hero} looked at the little green tree. {They} had an idea. And the idea had feathers!
- "middle":
    {hero} was about to give up when a Gila woodpecker flew out from a saguaro below them. It swooped down and landed in a small, green-barked tree in the wash, and sat there, looking around.
    A moment later, another bird joined it. Then a third landed on a branch just below.
    "Huh," said Mom. She unfolded the park newspaper again. "It says here saguaros grow red fruit in summer, stuffed with tiny black seeds, and birds love it. And people, too. The Tohono O'odham people have harvested saguaro fruit every summer for generations, to make syrup and jam." # fact: tohono-o-odham
    {hero} looked at the birds in the little tree. {They} thought about summer, and red fruit, and tiny black seeds going into birds.
    "The seeds go wherever the birds go," {hero} said slowly. "And the birds go and sit in trees."
    {pal} {sniffed()}. "Are you saying," it asked, "that a bird planted a saguaro?"
    "Maybe," said {hero}. {They} didn't know yet. But {they} had an idea, and the idea had feathers.
- else:
    {hero} was about to admit defeat when a Gila woodpecker shot out of a saguaro just below the ridge. It swooped down in a long, dipping curve and landed in a small tree in the wash, a tree with bright green bark, and sat there, looking pleased with itself.
    A moment later, a second bird dropped into the same tree. Then a third landed on a branch just beneath it, like passengers choosing seats on a bus.
    "Huh," said Mom, and unfolded the park newspaper again, because of course she had it. "It says here saguaros grow red fruit in early summer, packed with tiny black seeds, and birds go wild for it. People too. The Tohono O'odham people have harvested saguaro fruit every summer for generations, to make syrup and jam." # fact: tohono-o-odham
    {hero} looked at the birds in the little green tree, and something in {their} head went click, the way a puzzle piece does when it finds its place before you do. Summer. Red fruit. Tiny black seeds going into birds. Birds flying off to sit in trees.
    "The seeds go wherever the birds go," {hero} said slowly. "And when the birds aren't flying, they're sitting. In trees."
    {pal} {sniffed()}. "Are you telling me," it said, "that a bird is a kind of gardener? A flying gardener? Who does not even know it is gardening?"
    "Maybe," said {hero}. {They} {were}n't sure yet. But {they} had an idea, and for the first time all morning, it felt like the right shape. It just happened to have feathers.
}
* [Go to the Desert Discovery Trail, where the saguaros are full of woodpecker holes # act: go] -> discovery
* [Ask Mom to drive to Signal Hill, with its boulders and old carvings # act: ask] -> signal
* [Look under the green trees in the washes on the way down # act: look] -> washes

=== overlook_close ===
# place: valley-view
# ending: a_kid_not_a_baby
{band:
- "young":
    They walked back down the trail. {hero} looked at every bit of ground.
    Then {they} stopped. Beside the trail was a little green tree. Under it was a small saguaro! It was as tall as {hero}'s knee.
    "A baby!" said {hero}.
    "Not quite a baby," said Mom. "More like a kid. But it's the smallest one we've seen!"
    It stood right under the tree, in the shade. {hero} did not step off the trail. {They} just looked.
    {pal} {wiggled()}. "Hello, little one," it said.
    "Next time," said {hero}, "I will find one even smaller."
- "middle":
    They started back down the trail, and {hero} looked at every inch of ground, every rock, every shadow. {They} didn't want to leave without something.
    Halfway down, {they} stopped. Right beside the trail grew a small tree with green bark and tiny leaves. And tucked under it, close against its trunk, stood a saguaro about as tall as {hero}'s knee.
    "Mom!" {hero} whispered. "A baby!"
    Mom bent down to look, staying on the trail. "I'd say that's more of a kid than a baby," she said. "But it's the smallest saguaro we've seen all morning."
    {hero} looked at it for a long time. It had no arms, of course. Its spines were neat and new. It stood right in the shade of the tree, like a little kid standing under a grown-up's umbrella.
    "Why is it under the tree?" {hero} wondered aloud. "Out of all the places in the desert?"
    Mom shrugged and smiled. "That sounds like a question for next time."
    {pal} {wiggled()}. "Hello, small one," it said. "Grow well."
    {hero} smiled. It wasn't an inch tall. But it was a start, and now {hero} had a question to come back with.
- else:
    They started back down the trail, and {hero} studied every inch of ground, every rock and shadow, with the stubborn attention of someone who refuses to go home empty-handed.
    Halfway down, {they} stopped. Right beside the trail grew a scraggly little tree with green bark and leaves so tiny they barely counted. And tucked beneath it, pressed close against its trunk, stood a saguaro about as tall as {hero}'s knee.
    "Mom," {hero} whispered, as if it might run away. "A baby."
    Mom bent to look, careful to keep her boots on the trail. "Hmm. More of a kindergartner than a baby, I'd say," she said. "But it's the smallest saguaro we've seen all morning, by a lot."
    {hero} crouched and studied it. No arms, obviously. Its spines were neat and pale, as if they had only just been unpacked. And it stood right in the shade of that scraggly tree, like a small child standing under a grown-up's umbrella and refusing to come out into the rain.
    "Why is it under the tree?" {hero} said, mostly to {themself}. "The whole desert to choose from, and it's right under there."
    Mom smiled in the infuriating way grown-ups smile when they think a question is too good to answer. "That," she said, "sounds like a mystery for our next visit."
    {pal} {wiggled()}. "Greetings, small one," it said formally. "Grow well. Take your time. I understand you usually do."
    {hero} stood up. It wasn't an inch tall, and it certainly wasn't a baby. But it was the beginning of something, and {hero} walked the rest of the way down the trail with {their} eyes fixed on the shade under every tree.
}
-> END

// ---------------------------------------------------------------- chapter 2: the fallen giant, up close
=== giant ===
# place: valley-view
~ start = "giant"
{band:
- "young":
    {hero} bent close to the fallen giant, with both feet on the trail.
    The green skin had folds, up and down, like a paper fan.
    "The folds open up when it rains," said the ranger. "Then the saguaro can drink lots of water and get fat."
    Inside were the wooden sticks. "Those are its ribs," said the ranger. "They held it up."
    Then {hero} saw something funny by the woodpecker's hole. It was brown and hard. It looked like a tiny boot!
- "middle":
    {hero} crouched at the edge of the trail to look at the fallen giant up close.
    Its green skin wasn't smooth. It was folded into deep pleats that ran from top to bottom, like a paper fan. "Those pleats open up when it rains," said the ranger. "The saguaro soaks up water and swells up fat, like an accordion. Then it uses the water slowly, for months."
    Inside the split, the pale wooden rods ran the whole length of the trunk. "Those are its ribs," the ranger went on. "Wood, inside a cactus. They held it up all those years."
    {pal} leaned in over the split. "It smells like a salad," it announced. "A very old salad."
    Then {hero} noticed something strange near the woodpecker's hole. Where the trunk had cracked open, something brown and hard was poking out. It was hollow, about the size of {their} hand, with a round opening at the top and a rounded bottom. It looked exactly like a tiny boot.
- else:
    {hero} crouched at the very edge of the trail to look at the fallen giant up close, close enough to see that its skin wasn't smooth at all. It was folded into deep pleats that ran from its crown to its base, like a paper fan or the bellows of an accordion.
    "Those pleats are the clever part," said the ranger. "When it rains, they open out, and the saguaro soaks up water and swells fat. Then it spends the water slowly, for months, folding back in as it goes. A saguaro is basically a water tower with spines."
    Inside the split, the pale wooden rods ran the whole length of the trunk like the ribs of an umbrella. "And those are its ribs," the ranger went on. "Actual wood, inside a cactus. They kept it standing up for a century and a half."
    {pal} leaned in over the split. "It smells," it announced, after careful consideration, "like a salad that has been left in the fridge since before I was born."
    Then {hero} noticed something odd near the woodpecker's hole. Where the trunk had cracked, something hard and brown was poking out of the green flesh. It was hollow, about the size of {their} hand, with a round opening at the top and a rounded bottom that bent slightly to one side, so that it looked, absurdly and exactly, like a tiny boot. As if a very small cowboy had walked into the cactus and left his shoe behind.
}
{end_now: -> giant_close}
~ saw_boot = true
{band:
- "young":
    "That's called a boot," said the ranger. "The woodpecker made a hole in the cactus. Then the cactus made a hard wall inside the hole, like a scab."
    "Woodpeckers make nest holes in saguaros," she said. "Later, other birds move in. Even tiny owls!" # fact: gila-woodpeckers-carve
    "Can I keep the boot?" asked {hero}.
    "Everything stays in the park," said the ranger. "Beetles and bugs will live in it now."
    "Churr!" The woodpecker flew to a standing saguaro. It popped into a different hole!
    "It has a spare house," said {hero}. "Good."
    Then {hero} thought about the fallen giant. Once, it was a baby. Where were the babies now?
- "middle":
    "That's a saguaro boot," said the ranger, smiling at {their} face. "When a woodpecker digs a hole in a living saguaro, the cactus grows a hard lining all around the hole, like a scab, so it doesn't lose its water. The woodpecker waits months for it to dry before moving in. When the cactus dies, the soft parts rot away. But the boot stays."
    "Gila woodpeckers carve nest holes in saguaros," she went on. "Later, when they move out, other birds move into the empty holes. Even tiny elf owls." # fact: gila-woodpeckers-carve
    "Can I keep it?" {hero} asked.
    "Everything stays in the park," said the ranger. "Beetles and spiders will be living in this giant for years. It's still a home, just a different kind."
    Just then the woodpecker gave one last "Churr!", flew to a tall, standing saguaro nearby, and popped straight into a different hole.
    "It had a spare," {hero} said, and felt better at once.
    Then {hero} looked back at the fallen giant. A hundred and fifty years ago, this had been a baby, somewhere right around here. Every giant in the valley had been a baby once. So where were this year's babies hiding?
- else:
    "That," said the ranger, smiling at the look on {hero}'s face, "is a saguaro boot. When a woodpecker digs a hole in a living saguaro, the cactus grows a hard lining all the way around it, a bit like a scab, so it doesn't bleed away its water. The woodpecker has to wait months for the lining to dry before it can move in. And when the cactus dies, all the soft parts rot away, but the boot doesn't. It just stays."
    "Gila woodpeckers carve nest holes in saguaros," she went on, "and when they move out, other birds move into the empty ones. Even elf owls, which are about the size of a sparrow. So one saguaro can be an apartment building for a hundred years." # fact: gila-woodpeckers-carve
    {hero} looked at the boot and wanted it so much {their} fingers twitched. "Can I keep it?"
    "Everything stays in the park," said the ranger, kindly but without any wobble at all. "Besides, it's not done being useful. Beetles and spiders will be moving into this old giant for years. It's still a home. It's just changed tenants."
    Right on cue, the woodpecker gave one last furious "Churr!", flew to a tall saguaro still standing nearby, and popped straight into a different hole, like someone slamming a door.
    "It had a spare," {hero} said, and was surprised by how relieved {they} felt about a bird.
    Then {hero} looked back along the great green length of the fallen giant, and a strange thought arrived. A hundred and fifty years ago, this had been a baby. Somewhere right around here, it had been an inch tall and completely invisible. Every single giant in the valley had started that way. So where were this year's babies hiding?
}
* [Go to Signal Hill and search among its boulders # act: go] -> signal
* [Wait for the woodpecker to fly out, then follow it down to the washes # act: wait] -> washes
* [Ask the ranger where else the woodpeckers live # act: ask] -> discovery

=== giant_close ===
# place: valley-view
# ending: the_boot
{band:
- "young":
    "That's a saguaro boot," said the ranger. "A woodpecker made a hole in the cactus. The cactus grew a hard wall around the hole. When the cactus dies, the boot stays."
    "Can I take it home?" asked {hero}.
    "Everything stays in the park," said the ranger. "Look. Beetles and bugs will live in this old giant now."
    Just then, a shiny black beetle marched out from under the fallen trunk. It waved its feelers. Then it marched back in.
    {pal} {wiggled()}. "It likes its new house," it said.
    {hero} smiled. The giant had fallen down. But it was still a home.
    {hero} left the boot right where it was.
- "middle":
    "That's a saguaro boot," said the ranger. "When a woodpecker digs a hole in a living saguaro, the cactus grows a hard lining all around the hole, like a scab. When the cactus dies, the soft parts rot away, but the boot stays."
    {hero} wanted to pick it up so badly. "Can I take it home?"
    "Everything stays in the park," said the ranger gently. "And look. This old giant isn't finished yet."
    As if it had been waiting for its cue, a shiny black beetle marched out from under the fallen trunk, waved its feelers at the sunshine, and marched straight back in again.
    "Beetles, spiders, all sorts of small things will be living in here for years," said the ranger. "It was a home standing up. It's still a home lying down."
    {pal} {wiggled()}. "The beetle approves," it said. "It went right back inside."
    {hero} looked at the boot one more time, memorizing its shape. Then {they} left it exactly where it was. The giant had fallen, and that was sad. But it hadn't stopped being useful, and that made it a little less sad.
    "No baby today," {hero} said. "But I found out what happens to the old ones."
- else:
    "That," said the ranger, "is a saguaro boot. When a woodpecker digs a hole in a living saguaro, the cactus grows a hard lining all around the hole, a bit like a scab. And when the cactus dies, the soft parts rot away, but the boot stays behind, sometimes for years and years."
    {hero} wanted it. Badly. It would look amazing on a shelf. "Can I take it home?"
    "Everything stays in the park," said the ranger, gently but with no room at all for argument. "Besides, look. This old giant isn't finished."
    As if it had been waiting offstage for its cue, a shiny black beetle marched out from under the fallen trunk, waved its feelers at the sunshine in a distinctly unimpressed way, and marched straight back inside.
    "Beetles, spiders, all sorts of small lives will be moving in here for years," said the ranger. "It was a home standing up. It's still a home lying down. The desert doesn't waste much."
    {pal} {wiggled()}. "That beetle is clearly delighted," it said. "You can tell by the way it went home immediately. That is a beetle who has just been given a mansion."
    {hero} looked at the boot for a long time, fixing its shape in {their} memory, the little round doorway and the curved bottom. Then {they} left it exactly where it was.
    The giant had fallen, and that was still sad. {hero} didn't think {they} {were} going to stop feeling a bit sad about it. But it turned out that a saguaro kept being useful even after it stopped standing, and somehow that made the sadness lighter to carry.
    "No baby," {hero} said. "Not today. But I found out what happens to the old ones, and that counts."
}
-> END

// ---------------------------------------------------------------- chapter 2: the ranger's riddle
=== riddle ===
# place: valley-view
~ start = "riddle"
{band:
- "young":
    "Where do baby saguaros hide?" asked {hero}.
    The ranger smiled. She crouched down low, next to {hero} and {pal}. "I could just tell you," she said. "But I like riddles better. Ready?"
    {hero} nodded. {pal} leaned in close.
    "Every baby saguaro has a babysitter. Find the babysitter, and you will find the baby!"
    "Saguaros grow wild only in the Sonoran Desert," she said. "So this is the best place in the world to look!" # fact: wild-sonoran-desert
- "middle":
    "Where do baby saguaros like to hide?" {hero} asked.
    The ranger's eyes twinkled. She tucked her clipboard under her arm and crouched down, so she was eye to eye with {hero}. "I could just tell you," she said. "But I've been a ranger a long time, and I've noticed that people forget answers. They remember riddles. So. Ready?"
    {hero} nodded. {pal} leaned in so close it nearly fell over.
    "Every baby saguaro has a babysitter," said the ranger. "Find the babysitter, and you'll find the baby."
    "That's it?" said {hero}.
    "That's it. And you're in the right place to solve it. Saguaros grow wild only in the Sonoran Desert, so this is the only place on Earth to play this game." # fact: wild-sonoran-desert
    {hero} said the riddle over in {their} head. Every baby has a babysitter. It sounded simple. It didn't feel simple at all.
- else:
    "Where do baby saguaros like to hide?" {hero} asked.
    The ranger's eyes lit up in a way that made {hero} suspect {they} had just pressed a button. She tucked her clipboard under one arm and crouched down until she was eye to eye with {hero}. "I could tell you," she said. "That would be easy. But I've been a ranger for nineteen years, and I have found that people forget answers by dinnertime. Riddles, they keep. Ready?"
    {hero} nodded. {pal} leaned in so far it nearly toppled over.
    "Every baby saguaro has a babysitter," said the ranger. "Find the babysitter, and you'll find the baby."
    There was a pause. "That's it?" said {hero}.
    "That's it. And you're in exactly the right place to solve it. Saguaros grow wild only in the Sonoran Desert, nowhere else on the planet, so this is the only place on Earth where anybody can play this particular game." # fact: wild-sonoran-desert
    {hero} turned the words over, the way you'd turn over a rock to see what's underneath. Every baby saguaro has a babysitter. It sounded like something off a greeting card. It also sounded, {hero} had a feeling, like the ranger was hiding the entire answer in plain sight and enjoying it very much.
}
{end_now: -> riddle_close}
~ heard_riddle = true
{band:
- "young":
    "Is the babysitter a bird?" asked {pal}.
    "Is it Mom?" asked {hero}. Mom laughed.
    The ranger just smiled. "One more clue," she said. "A good babysitter keeps a baby out of the hot sun. And tucks it in on cold nights."
    Then she waved and went back to measuring the fallen giant. She had work to do.
    {hero} looked around. There were rocks. There were bushes. There were little trees with green trunks. There were big saguaros.
    Which one was the babysitter?
- "middle":
    "Is the babysitter a bird?" asked {pal}. "Is it a coyote? Please tell me it isn't a coyote."
    "Is it Mom?" said {hero}. Mom laughed and said she was an excellent babysitter but had never once looked after a cactus.
    The ranger just smiled. "One more clue, and then I have to get back to work," she said. "A good babysitter keeps a baby out of the blazing sun. And tucks it in on cold nights."
    She waved and went back to measuring the fallen giant, with her clipboard and camera, leaving them with the riddle.
    "Sun and cold," {hero} said to {themself}. "Something that helps with sun and cold." {They} looked at Mom's hat, at the shady side of a boulder, and at {pal}, sitting in the shadow of {hero}'s legs.
    {hero} looked around. There were rocks, big and small. There were round gray bushes. There were little trees with bright green trunks, growing along the sandy washes. There were the big saguaros themselves, standing over everything like grown-ups at a playground.
    Babysitters, everywhere {they} looked. But which kind was the right one?
- else:
    "Is the babysitter a bird?" asked {pal}. "A lizard? Is it a coyote? I would like it on the record that I hope it is not a coyote."
    "Is it Mom?" said {hero}, and Mom laughed and said she was an outstanding babysitter, thank you very much, but had never once been asked to look after a cactus.
    The ranger just smiled the smile of someone who has watched a great many people wrestle with her riddle. "One more clue, and then I really have to get back to work," she said. "A good babysitter keeps a baby out of the blazing sun. And tucks it in on cold nights."
    She gave them a small wave and went back to measuring the fallen giant with her tape and clipboard, leaving them alone with the riddle, which was clearly what she had intended.
    "Sun and cold," {hero} muttered. "Something that helps with sun and cold." {They} looked at Mom's wide hat. At the blue shadow on the cool side of a boulder. At {pal}, who had quietly parked itself in the shade of {hero}'s own legs and appeared to be solving nothing.
    {hero} turned in a slow circle. There were rocks, big and small, some in the sun and some in the shade of other rocks. There were round, gray-green bushes. There were little trees with bright green trunks, growing along the sandy washes like they had been planted there on purpose. And there were the big saguaros themselves, towering over everything like grown-ups at a playground.
    Suddenly the desert seemed to be absolutely full of babysitters. The problem was working out which kind the ranger meant, before {hero}'s brain overheated in the middle of January.
}
* [Look for babysitters along the washes, right here on the trail # act: look] -> washes
* [Go to the Desert Discovery Trail, where the green trees grow thick # act: go] -> discovery
* [Ask Mom to try Signal Hill, where rocks and bushes crowd together # act: ask] -> signal

=== riddle_close ===
# place: valley-view
# ending: riddle_solved
{band:
- "young":
    {hero} thought hard. What keeps a baby out of the sun?
    Shade! And what makes shade? A tree!
    There was a little tree right by the trail. It had a green trunk. {hero} bent down and looked underneath. {They} did not step off the trail.
    And there it was! A tiny saguaro, round and spiny, no bigger than a walnut. It sat in the tree's shade.
    "A baby!" {hero} whispered. "And the tree is the babysitter!"
    "You solved it," said Mom.
    {pal} {wiggled()}. "Hello, baby," it whispered.
    {hero} tiptoed back to the car, so the baby could go on sleeping in the shade.
- "middle":
    {hero} thought hard. A babysitter. Someone who looks after a baby. What would a baby cactus need looking after from, out here? The sun, probably. The sun was fierce here, even in winter. {hero} could feel it on the back of {their} neck already.
    "Shade," {hero} said out loud. "A babysitter gives shade."
    The ranger didn't say yes. She didn't say no. She just raised her eyebrows and waited.
    {hero} looked around. What gave shade? Right beside the trail stood a small tree with a bright green trunk and a tangle of thin branches. {hero} crouched on the edge of the trail and peered into its shadow, careful not to step off.
    At first {they} saw only pebbles and dry leaves. Then, right against the tree's trunk, {they} saw it: a tiny round ball of green, covered in soft-looking spines, no bigger than a walnut.
    "Mom," {hero} breathed. "Mom. It's a baby. It's a baby saguaro. And the tree is the babysitter!"
    Mom crouched beside {them} and let out a long, soft whistle. "You solved a ranger's riddle in about a minute," she said. "I'm telling everyone."
    "It's a record," the ranger agreed, grinning. "Most people take all morning."
    "What's its name?" asked {hero}.
    "It hasn't got one," said the ranger. "The person who finds one gets to name it. That's the rule. I just made it up."
    {hero} didn't even have to think. "Walnut," {they} said. The ranger wrote it on her clipboard.
    {pal} {wiggled()}. "Hello, Walnut," it whispered. "You are very small. I mean that as a compliment."
    {hero} looked at it for a long time. That walnut of green might still be growing when {hero} was a grandparent. And right now, it was sitting in the shade of its babysitter, exactly where it was supposed to be.
- else:
    {hero} thought hard, frowning at the ground. A babysitter. Someone who looks after a baby. So what would a baby cactus need looking after from, out here? The sun, surely. Even in January, the sun here had an edge to it; {hero} could feel it on the back of {their} neck like a warm hand. In summer it would be brutal.
    "Shade," {hero} said aloud. "A babysitter gives shade."
    The ranger didn't say yes. She didn't say no. She just raised her eyebrows a quarter of an inch and waited, the way teachers do when you're close.
    {hero} turned around. What gave shade? Right beside the trail, close enough to touch, stood a small tree with a bright green trunk and a scribble of thin branches, throwing a patch of lacy shadow onto the ground. {hero} crouched on the very edge of the trail and peered into that shadow, keeping {their} feet exactly where they were.
    At first there was nothing: pebbles, a few dry leaves, a beetle with somewhere to be. Then, right up against the tree's trunk, {they} saw it. A tiny round ball of green, no bigger than a walnut, covered in spines so fine they looked almost soft.
    "Mom," {hero} breathed. "Mom. That's a baby. That's a baby saguaro. And the tree is the babysitter."
    Mom crouched beside {them} and let out a long, low whistle. "You solved a ranger's riddle in about ninety seconds," she said. "I am going to be unbearable about this at work."
    "That might be a record," the ranger admitted, and she looked genuinely delighted, as if {hero} had given her a present. "Most people take the whole morning."
    "What's its name?" {hero} asked.
    "It hasn't got one yet," said the ranger. "Finder names it. That's the rule." She paused. "I made that rule up just now, but it's a good one."
    {hero} looked at the tiny green ball. "Walnut," {they} said. The ranger wrote it on her clipboard as carefully as if it were a scientific name.
    {pal} {wiggled()}. "Hello, Walnut," it whispered. "You are extraordinarily small. I want you to know I mean that as a compliment."
    {hero} stayed there for a long time, just looking. That little walnut of green might still be growing when {hero} was a grandparent. One day, if it was lucky, it might stand forty feet tall like the fallen giant and hold a woodpecker's home in its side. Right now it was sitting in the shade of its babysitter, exactly where it was supposed to be, and it had no idea how much it had just been admired.
}
-> END

// ---------------------------------------------------------------- chapter 3: the Desert Discovery Nature Trail
=== discovery ===
# place: desert-discovery
~ spot = "discovery"
{band:
- "young":
    {start == "overlook": Mom drove them to another trail. {hero} kept thinking about the birds in the little green tree.}
    {start == "giant": "Go to the Desert Discovery Trail," the ranger said. "It has lots of woodpecker homes." So they did.}
    {start == "riddle": Mom drove them to another trail. "Lots of little green trees grow there," she said. "Maybe lots of babysitters!"}
    The Desert Discovery Trail was flat and smooth. It went around and around between the saguaros.
    The saguaros were full of round holes. Pop! A woodpecker poked its head out of one. It looked right at {hero}.
    {pal} {pal_sound}. "Good morning!" it said. The woodpecker pulled its head back in.
    Mom read a sign. It had a picture of a big white flower. "The saguaro has a white flower in spring," she said. "It is Arizona's state flower." # fact: white-blossom-arizona
- "middle":
    {start == "overlook": Mom drove them along the dirt road and out to the Desert Discovery Trail. All the way there, {hero} kept picturing the birds in the little green tree, sitting and sitting.}
    {start == "giant": "If you like woodpecker homes," the ranger had said, "try the Desert Discovery Trail. Some of those saguaros are practically apartment buildings." So Mom drove them there.}
    {start == "riddle": Mom drove them out to the Desert Discovery Trail. "The park newspaper says little green trees grow thick there," she said. "If those are babysitters, it'll be like a day care."}
    The trail was a flat, paved path that looped between the saguaros, with signs along the way. Every saguaro {hero} looked at was full of round holes, some high, some low, some so close together the cactus looked like a flute.
    Pop! A woodpecker stuck its head out of one hole, looked at {hero}, and pulled it back in.
    "Rude," said {pal}. "I was going to say good morning."
    Mom stopped at a sign with a picture of a big white flower with a yellow middle. "Listen to this," she said. "The saguaro's white blossom is Arizona's state wildflower. It opens in late spring." # fact: white-blossom-arizona
    {start == "overlook": "And then the flowers turn into the red fruit," said {hero}. "And the birds eat the seeds."}
- else:
    {start == "overlook": Mom drove them along the dirt road and out to the Desert Discovery Trail. All the way there, {hero} kept seeing the birds in the little green tree, sitting and sitting, like an idea that wouldn't go away.}
    {start == "giant": "If you like woodpecker homes," the ranger had said, "try the Desert Discovery Trail. Some of those saguaros have more holes than a golf course." So Mom drove them there, with {hero} peering out of the window at every saguaro they passed, counting doorways.}
    {start == "riddle": Mom drove them out to the Desert Discovery Trail. "According to the park newspaper, little green trees grow thick along that path," she said. "If they're the babysitters, we are heading for a day care center."}
    The trail was a flat, paved path that looped lazily between the saguaros, with signs posted along the way for people who liked reading signs, which was Mom. Every saguaro {hero} looked at was riddled with round holes, some high and some low, some so close together the cactus looked like a giant green flute.
    Pop! A woodpecker stuck its head out of one of the holes, fixed {hero} with a bright, suspicious eye, and withdrew, like someone checking who had rung the doorbell and deciding not to answer.
    "Well," said {pal}, "I was going to say good morning, but I see how it is."
    Mom had stopped at a sign with a painting of a big, waxy white flower with a yellow middle. "Listen to this," she said, in her tour-guide voice. "The saguaro's white blossom is Arizona's state wildflower, and it opens in late spring." # fact: white-blossom-arizona
    {start == "overlook": "And then the flowers turn into the red fruit," said {hero}, "and the birds eat the fruit, and the seeds go wherever the birds go." Saying it out loud made it feel truer.}
}
{end_now: -> discovery_close}
{band:
- "young":
    They walked on. Little trees with green trunks grew along the path.
    Then {hero} saw a funny thing. A big saguaro was growing right up through an old tree! The tree was gray and dry. It had no leaves at all.
    {heard_riddle: "A babysitter!" said {hero}. "An old one!"}{saw_perch: "Maybe a bird sat in that tree long ago," said {hero}.}{saw_boot: The big saguaro had woodpecker holes, just like the fallen giant.}
    "Cha-cha-cha-cha!" A brown, speckled bird was yelling on top of a cactus. It was a cactus wren.
    There was a bench just ahead. There were lots of little green trees. And at the end of the path, the ground was open and sunny.
- "middle":
    They walked on. Little trees with bright green trunks grew all along the path, their thin branches full of tiny leaves.
    Then {hero} stopped. A big saguaro, taller than Mom, was growing right up through the middle of an old tree. The tree was gray and dry, with no leaves at all, and its bare branches curled around the saguaro's trunk like arms.
    "That tree is dead," said Mom softly. "But it looks like it's hugging the saguaro."
    {heard_riddle: "It's a babysitter," {hero} whispered. "An old one. It looked after the saguaro when it was little, and now the saguaro's bigger than it."}{saw_perch: {hero} thought about the birds in the green tree at the overlook. Maybe, a long time ago, a bird had sat in this tree too.}{saw_boot: The big saguaro already had two woodpecker holes in it, one above the other, like the fallen giant's.}
    Mom pulled out the park newspaper and found the right page. "It says young saguaros often grow up in the shade of a tree like this. And when the saguaro gets big, the old tree sometimes dies. The saguaro might be taking all the water."
    "That's not fair," said {hero}.
    "The desert isn't always fair," said Mom. "But the saguaro wouldn't be here without it."
    From the top of a cholla, a speckled brown bird was scolding them: "Cha-cha-cha-cha-cha!" It was a cactus wren, Arizona's state bird, and it sounded like a toy that needed new batteries.
    Ahead, the path ran past a bench in the shade. There were green trees all along the way. And at the far end of the loop, the ground opened out, sunny and bare.
- else:
    They walked on. Little trees with bright green trunks grew all along the path, their thin branches fizzing with leaves so tiny they looked like green dust.
    Then {hero} stopped. A big saguaro, taller than Mom, was growing right up through the middle of an old tree. The tree was gray and dry and bare, and its dead branches curled around the saguaro's trunk, as if it had been holding on for years and had never been told it could let go.
    "That tree's been dead a long time," said Mom quietly. "But doesn't it look like it's hugging it?"
    {heard_riddle: "It's a babysitter," {hero} whispered, and the words gave {them} a strange prickle. "An old one. It looked after the saguaro when it was tiny. And now the baby's bigger than the babysitter."}{saw_perch: {hero} thought about the birds in the green tree at the overlook, sitting and sitting. A long time ago, maybe a bird had sat in this tree too, with a belly full of red fruit, and then flown away without a clue what it had started.}{saw_boot: The big saguaro already had two woodpecker holes in it, one above the other, and {hero} wondered whether it had started growing its boots yet, deep inside where nobody could see.}
    Mom pulled the park newspaper out of her pocket, found the right page, and read it twice, the second time in a quieter voice. "It says young saguaros often grow up in the shade of a tree like this one. And when the saguaro gets big, the old tree sometimes dies. Scientists think the saguaro might end up taking most of the water."
    "That's awful," said {hero}. "It looked after it, and then it got its water stolen."
    "The desert doesn't do fair," said Mom. "It does what works. But that saguaro wouldn't be standing there at all if that tree hadn't been there first."
    From the top of a cholla, a speckled brown bird was scolding them at the top of its lungs: "Cha-cha-cha-cha-cha!" It was a cactus wren, Arizona's state bird, and it sounded exactly like a wind-up toy that had been wound far too tight.
    Ahead, the path curved past a bench in the shade. Green-trunked trees dotted the way. And at the far end of the loop, the ground opened out, sunny and bare and wide, the kind of place where you could see a long way.
}
* [Look under the green trees beside the path # act: look] -> end_nurse
* [Wait on the shady bench and watch where the birds land # act: wait] -> end_perch
* [Go on ahead to the open, sunny end of the trail # act: go] -> end_open

=== discovery_close ===
# place: desert-discovery
# ending: water_bottle_tall
{band:
- "young":
    They walked on. Little trees with green trunks grew along the path.
    {hero} looked under every one. {They} stayed on the path.
    Under the fifth tree, {hero} saw it. A small saguaro! It was as tall as {their} water bottle. It had no arms at all.
    "It's little!" said {hero}.
    "It is the littlest one yet," said Mom. "And look where it is. Right under the tree."
    {heard_riddle: "The tree IS the babysitter!" said {hero}. "That's the riddle!"}
    {pal} {wiggled()}. "It's hiding in the shade," it said. "Smart."
    {hero} gave the little saguaro a wave. It just stood in its shady spot, growing very, very slowly.
- "middle":
    They walked on. Little trees with bright green trunks grew all along the path, and {hero} checked the shade under every single one, staying on the pavement the whole time.
    Under the fifth tree, {they} found it. A small saguaro, about as tall as {their} water bottle, with no arms, standing in a puddle of shade right next to the tree's trunk. Its spines were pale and neat.
    "Mom!" {hero} hissed. "Look!"
    Mom looked. "That's the smallest one we've seen all day," she said. "And look where it is. Tucked in right under the tree."
    "It's not a baby," {hero} admitted. "It's more like a little kid."
    "A little kid who knows where the shade is," said Mom.
    {pal} {wiggled()}. "Smart," it said. "I also like shade."
    {heard_riddle: {hero} looked from the little saguaro to the tree above it, and the riddle clicked. "The tree IS the babysitter!" {they} said. "Shade in summer, a roof on cold nights. Mom, the ranger's riddle was about trees!"|{hero} looked from the little saguaro to the tree above it and back again. The smallest saguaro was under a tree. Maybe that wasn't an accident.}
    {heard_riddle: "Then a real baby will be under a tree too," said Mom. "We just haven't found the right tree yet."}
    {hero} stayed crouched at the edge of the pavement a little longer. The small saguaro just stood in its puddle of shade, growing far too slowly for anyone to see, which seemed to suit it fine.
- else:
    They walked on. Little trees with bright green trunks grew all along the path, and {hero} checked the shade beneath every single one, keeping {their} feet firmly on the pavement like the ranger had said.
    Under the fifth tree, {they} found it: a small saguaro, about as tall as {their} water bottle, without a hint of an arm, standing in a puddle of shade right up against the tree's trunk. Its spines were pale and neat, like a brand-new toothbrush.
    "Mom," {hero} hissed. "Look."
    Mom looked, and her eyebrows went up. "That's the smallest saguaro we've seen all day, by a mile," she said. "And look where it's standing. Right under the tree, like it's waiting for a bus."
    "It's not a baby," {hero} admitted. "It's more like a first grader."
    "A first grader who knows exactly where the shade is," said Mom. "Which puts it ahead of most first graders I've met."
    {hero} knelt at the very edge of the pavement, as close as the rule allowed, and studied it. Up close, {they} could see that each little cluster of spines grew from a tiny woolly pad, neat as stitches.
    {pal} {wiggled()}. "A wise cactus," it said. "I, too, am a great believer in shade."
    {heard_riddle: {hero} looked from the little saguaro to the tree above it, and the ranger's riddle fell open like a box with the lid off. "The tree IS the babysitter," {hero} said. "Shade when the sun blazes, a roof on freezing nights. Mom, it was about trees the whole time. I've been walking past babysitters all morning."|{hero} looked from the little saguaro to the tree above it, and back again, and something nagged at {them}. The smallest saguaro in sight was standing right under a tree. That didn't feel like an accident. It felt like a clue that had been lying there all along, waiting for somebody to trip over it.}
    {heard_riddle: "Then the real babies will be under trees too," said Mom. "We just have to find the right tree. There are only about ten thousand of them."}
    It wasn't an inch tall. But it was a start, and {hero} knew exactly where {they} would begin next time: on {their} knees, at the edge of the path, looking into the shade.
}
-> END

// ---------------------------------------------------------------- chapter 3: Signal Hill
=== signal ===
# place: signal-hill
~ spot = "signal"
{band:
- "young":
    {start == "overlook": "Let's try Signal Hill," said {hero}. So Mom drove along the bumpy dirt road.}
    {start == "giant": The woodpecker flew off. {hero} waved goodbye to the fallen giant. Then Mom drove to Signal Hill.}
    {start == "riddle": "Signal Hill has lots of rocks and bushes," said Mom. "Lots of babysitters, maybe!" So they drove there.}
    Signal Hill was a little hill covered with dark rocks. Stone steps went up to the top.
    At the top, the rocks had pictures carved on them! There were spirals and circles and wiggly lines.
    "People called the Hohokam carved these, long, long ago," said Mom.
    {hero} reached out a finger. Then {they} stopped.
    "Good," said Mom. "Look, but don't touch. Our fingers can wear the pictures away."
- "middle":
    {start == "overlook": "Signal Hill," {hero} decided, and Mom drove them along the bumpy dirt road to a little picnic area at the bottom of a rocky hill.}
    {start == "giant": They waited until the woodpecker had settled into its spare hole, said goodbye to the ranger, and drove along the bumpy dirt road to Signal Hill. {hero} was still thinking about the boot.}
    {start == "riddle": "If the babysitters are rocks or bushes," said Mom, "Signal Hill has plenty of both." So they drove along the bumpy dirt road to a little picnic area at the bottom of a rocky hill.}
    A short stone stairway climbed the hill. At the top, a jumble of dark boulders sat in the sun, and on their faces someone had carved pictures: spirals, circles, zigzag lines, and shapes that might have been animals.
    "Petroglyphs," Mom read from the sign. "Carved by the Hohokam people, hundreds of years ago."
    {hero} reached out to trace a spiral, then stopped with {their} finger just above it.
    "Good instinct," said Mom. "The sign says the oils on our skin wear them away. So we look, but we don't touch."
    {pal} {sniffed()}. "Hundreds of years," it said. "That's older than the fallen giant."
- else:
    {start == "overlook": "Signal Hill," {hero} decided, mostly because it sounded like the name of a place where things got discovered, and Mom drove them along the bumpy dirt road to a little picnic area at the foot of a rocky hill.}
    {start == "giant": They waited until the woodpecker had settled into its spare hole, said goodbye to the ranger, and bumped along the dirt road to Signal Hill. {hero} spent the drive thinking about the boot, and about how a cactus could turn a wound into a front door.}
    {start == "riddle": "If the babysitters turn out to be rocks or bushes," said Mom, "Signal Hill has about a million of each." So they bumped along the dirt road to a little picnic area at the foot of a rocky hill, with the riddle rattling around in {hero}'s head like a pebble in a shoe.}
    A short stone stairway climbed the hill. At the top, a heap of dark boulders sat in the sun, and on their faces someone had carved pictures: spirals that wound inward like snail shells, circles inside circles, zigzag lines, and shapes that might have been animals, or people, or something else entirely.
    "Petroglyphs," Mom read from the sign at the top of the stairs. "Carved by the Hohokam people, hundreds of years ago."
    {hero} reached out to trace the nearest spiral, and stopped with {their} finger hovering just above the stone, without quite knowing why.
    "Good instinct," said Mom quietly. "The sign says the oils on our skin wear them away, a little with every touch. Enough touches and they'd be gone. So we look, and we keep our hands to ourselves."
    {hero} pulled {their} hand back and tucked it in a pocket, just to be safe. Hundreds of years these spirals had lasted. {hero} did not want to be the one who started rubbing them out.
}
{end_now: -> signal_close}
{band:
- "young":
    "What does the spiral mean?" asked {hero}.
    "Nobody knows for sure," said Mom.
    {pal} looked at it a long time. "A snail that got dizzy," it said.
    {hero} looked down the hill. There were big rocks. There were round gray bushes. There were tall saguaros. But no baby.
    Then a cactus wren called, "Cha-cha-cha!" It flew down from a saguaro. It landed on a bush next to a big rock. Then it flew back up. Then down again to the same bush!
    {saw_perch: Birds again! Just like at the top of the trail.}{heard_riddle: {hero} thought about the riddle. Was the babysitter a bush? A rock?}{saw_boot: {hero} thought of the woodpecker and its spare home.}
- "middle":
    "What do the spirals mean?" {hero} asked.
    "Nobody knows for sure," said Mom. "People have lots of ideas. But the ones who carved them didn't leave us a key."
    {pal} studied the biggest spiral for a long time. "I think," it said finally, "it is a picture of a snail who got very, very dizzy."
    {hero} laughed, then turned to look down the far side of the hill. Boulders were scattered all over the slope, with round, gray-green bushes crowded in among them and tall saguaros standing guard. {They} searched every patch of ground {they} could see. No babies.
    Then a cactus wren landed on the very top of a saguaro below them and called, "Cha-cha-cha-cha!" It dropped down to a bush growing against the side of a big boulder, hopped around inside it, and flew back up. A minute later it did it again. Same saguaro. Same bush.
    {saw_perch: {hero} felt a tingle. Birds again, sitting in the same place over and over, just like the birds in the green tree at the overlook.}{heard_riddle: {hero} thought about the ranger's clue. Shade by day, a snug spot on cold nights. A bush could give both. So could a big rock.}{saw_boot: {hero} thought of the woodpecker that had flown straight to its spare home. Birds always seemed to know exactly where they were going.}
- else:
    "What do the spirals mean?" {hero} asked.
    "Nobody knows for certain," said Mom. "People have all kinds of ideas. But whoever carved them didn't leave a key, and I think it's good manners to admit we don't know."
    {pal} studied the biggest spiral for a long, serious time, head tilted. "I believe," it said at last, "that it is a portrait of a snail who has become extremely dizzy. I feel very sure about this."
    {hero} snorted, and Mom had to pretend very hard to be coughing. Then {hero} turned to look down the far side of the hill. Boulders were scattered all over the slope like dice thrown by a giant, with round, gray-green bushes wedged in among them and saguaros standing guard here and there. {They} searched every patch of ground {they} could see, sunny and shady, near and far. Nothing small. Nothing that looked like a baby anything.
    Then a cactus wren landed on the very top of a saguaro below them and let rip: "Cha-cha-cha-cha-cha!" It dropped down to a scraggly bush growing right against the side of a big boulder, rummaged around inside it, and flew back up to the saguaro. A minute later, it did the exact same thing again. Same saguaro. Same bush. Same boulder.
    {saw_perch: {hero} felt a tingle run all the way up {their} arms. Birds again, going back to the same spot over and over, just like the birds in the little green tree at the overlook.}{heard_riddle: {hero} turned the ranger's clue over again. Shade when the sun blazes, something snug when the nights freeze. A bush could do that. So could a big rock, warm from the day. And that bush was snuggled right up against a boulder, which seemed almost greedy, like having two babysitters at once.}{saw_boot: {hero} thought of the woodpecker flying straight to its spare hole without a moment's hesitation. Birds never seemed to wonder where they were going. They just went.}
}
* [Wait quietly and watch where the cactus wren keeps landing # act: wait] -> end_perch
* [Go back down and search the open, sunny ground by the picnic area # act: go] -> end_open
* [Look in the shade of the bush against the big boulder # act: look] -> end_nurse

=== signal_close ===
# place: signal-hill
# ending: baby_in_the_rocks
{band:
- "young":
    They walked back down the stone steps, one by one.
    Halfway down, {hero} stopped. Between two dark rocks, in the shade, was something small and green. It was round and spiny, like a tiny green ball.
    "Mom!" {hero} whispered. "A baby saguaro!"
    Mom looked. "It is!" she said. "It's hiding between the rocks. The rocks keep it shady."
    {pal} {wiggled()}. "Good hiding spot," it said.
    {hero} did not touch it. {They} just looked and looked.
    The baby saguaro had the old carvings up above it. It had the rocks all around it. It was safe.
- "middle":
    They started back down the stone stairway, one careful step at a time, and {hero} looked into every crack between the boulders on the way.
    Halfway down, {they} stopped. Wedged into a narrow gap between two dark boulders, deep in their shadow, was something small and green. It was round, about the size of a walnut, and covered in fine, pale spines.
    "Mom," {hero} breathed. "Mom. Is that..."
    Mom leaned in, staying on the step. "It's a baby saguaro," she said, and her voice had gone soft. "Tucked right between the rocks."
    "The rocks are keeping it shady," {hero} said. "And out of the wind."
    {pal} {wiggled()}. "Excellent hiding spot," it whispered. "Ten out of ten. I would hide there."
    {hero} didn't touch it. {They} just crouched on the step and looked. Above the little cactus, the old carvings had been watching over this hill for hundreds of years. Around it, the boulders held it like cupped hands. Maybe one day it would be tall enough to look over the top of them.
    "Found you," {hero} whispered.
- else:
    They started back down the stone stairway, one careful step at a time, and {hero} peered into every crack and crevice between the boulders on the way, because giving up had simply never been on the list.
    Halfway down, {they} froze. Wedged into a narrow gap between two dark boulders, deep in their shadow, sat something small and green. It was round, about the size of a walnut, and covered in spines so fine and pale they looked almost like fur.
    "Mom," {hero} breathed. "Mom. Tell me that's what I think it is."
    Mom leaned in from the step, careful not to put a foot wrong. She was quiet for a second. "It's a baby saguaro," she said, and her voice had gone soft in a way {hero} didn't often hear. "Tucked right in between the rocks."
    "The rocks give it shade," {hero} said slowly, working it out. "And they block the wind. It's like it's got a little stone house."
    "And on cold nights," Mom added, "rocks hold on to the day's warmth for a while. A little stone house with the heating on."
    {pal} {wiggled()}. "An outstanding hiding place," it whispered. "I award it full marks. I would hide there myself if I were considerably smaller."
    {hero} didn't touch it. {They} just crouched on the stone step and looked, and looked. Above the little cactus, the old carvings had kept watch over this hill for hundreds of years. Around it, the boulders held it the way cupped hands hold water. If it was lucky, and very patient, it might one day grow tall enough to look over the top of them, and then over the top of everything.
    "Found you," {hero} whispered, and felt, absurdly, as if the little cactus might have heard.
}
-> END

// ---------------------------------------------------------------- chapter 3: the washes on the way down
=== washes ===
# place: valley-view
~ spot = "washes"
{band:
- "young":
    {start == "overlook": They walked back down the trail. {hero} looked for the little green tree with the birds.}
    {start == "giant": They waited. At last the woodpecker flew out of its hole. It flew down the hill to the sandy creek bed. So they went that way too, on the trail.}
    {start == "riddle": {hero} looked around. "Babysitters could be right here," {they} said.}
    The trail dipped into a dry creek bed full of sand. Little trees grew along the sides. Their trunks were bright green!
    "They are called palo verde trees," said Mom. "That means green stick."
    In the sand were tracks with four toes and little claw marks. "Coyote," said Mom.
    {pal} {hid()}.
    Then {hero} saw a long gray stick in the sand. It had grooves down the side. It was a saguaro rib, like the fallen giant's bones!
- "middle":
    {start == "overlook": They walked back down the trail, and {hero} kept {their} eyes on the little green tree where the birds had been sitting.}
    {start == "giant": They waited, very still, while the woodpecker poked its head in and out of its spare hole. At last it flew out and swooped downhill, toward the sandy washes. They followed on the trail.}
    {start == "riddle": "If the babysitters are trees," {hero} said, "the washes are full of them. And they're right here." So they walked back down the trail toward them.}
    The trail dipped down into a sandy wash, a dry creek bed that only flows after a big rain. Small trees grew along both banks. Their trunks and branches were bright green, even the tiniest twigs.
    "Palo verde trees," said Mom. "It means 'green stick' in Spanish. Their bark can make food from sunlight, just like leaves."
    Pressed into the sand were tracks: four toes and little claw marks, like a dog's. "Coyote," said Mom.{start == "overlook": "Maybe the one we saw from the top."| "Out hunting before breakfast, I bet."}
    {pal} {hid()}.
    "It's long gone," Mom promised. "Coyotes don't want anything to do with us."
    Farther along, a long gray stick lay across the sand, straight and light, with grooves down its side. {hero} knew it at once. It was a rib, just like the ones inside the fallen giant, left behind by some other old saguaro long ago and carried here by a flash flood.
    "Every giant leaves its bones somewhere," said Mom.
- else:
    {start == "overlook": They walked back down the trail, and {hero} kept {their} eyes locked on the little green tree where the birds had been sitting, the way you keep your eyes on a friend in a crowd.}
    {start == "giant": They waited, very still, while the woodpecker poked its head in and out of its spare hole like someone who can't decide whether to go out. At last it launched itself and swooped downhill in a long, dipping curve, toward the sandy washes. They followed, on the trail, at walking speed, which felt embarrassingly slow.}
    {start == "riddle": "If the babysitters are trees," {hero} said, "the washes are full of them, and they're right here. We don't even have to get back in the car." So they turned and walked back down toward them, with {hero} inspecting every bush on the way as if it might confess.}
    The trail dipped into a sandy wash, one of those dry creek beds that only remember they are creeks after a big storm. Small trees lined both banks, and their trunks were green. Not brown with a bit of moss, but green, bright as a lime, right down to the tiniest twigs.
    "Palo verde," said Mom. "It means 'green stick' in Spanish. Their bark can make food from sunlight, the way leaves do. Handy, when you spend most of the year with hardly any leaves."
    Pressed into the sand were tracks: four toes, a neat pad, little claw marks, like a dog's but narrower and more purposeful. "Coyote," said Mom.{start == "overlook": "Maybe the same one we watched from the top, doing its rounds."| "Out doing its rounds before breakfast, probably."}
    {pal} {hid()}.
    "It's long gone," Mom promised. "Coyotes want nothing to do with us. We're loud and we smell of sunscreen."
    A little farther on, a long gray stick lay across the sand, straight and weightless-looking, with a groove running down its length. {hero} recognized it at once: a rib, exactly like the ones in the fallen giant, left by some other saguaro that had stood and fallen long before {hero} was born, and been carried down here by a flash flood.
    "Every giant leaves its bones somewhere," Mom said quietly. For a moment neither of them said anything else. The wash felt like a place where a lot of time had passed through.
}
{end_now: -> washes_close}
{band:
- "young":
    "Look with your eyes, not your feet," {hero} told {pal}. Nobody stepped off the path.
    Up the hill, the ranger waved from the fallen giant. {hero} waved back.
    {hero} looked along the banks. There were sunny, open spots. There were shady spots under the green trees.
    A roadrunner ran along the bank. Zoom! Then a woodpecker flew into the biggest green tree. It sat on a branch.
    {saw_perch: Birds in a green tree again!}{saw_boot: That was the woodpecker they had followed down the hill!}{heard_riddle: A tree can make shade. Was a tree the babysitter?}
- "middle":
    "Eyes, not feet," {hero} reminded {pal}, and they stayed right in the middle of the trail while they searched.
    Up the slope, by the fallen giant, the ranger looked up from her clipboard and waved. {hero} waved back.
    The banks of the wash were a patchwork: open, sunny spots of bare gravel, and cool pools of shade under the green trees. {hero} looked at every bit of it.
    A woodpecker flew into the biggest palo verde on the bank and sat on a branch, bobbing its head. A roadrunner sprinted along the edge of the wash, stopped dead, raised its crest, and sprinted off again.
    {saw_perch: A bird, sitting in a green tree again. Just like from the overlook.}{saw_boot: The woodpecker was the one they had followed down the hill, the one whose house had fallen.}{heard_riddle: {hero} thought about the ranger's clue. Shade from the sun. Tucked in on cold nights. Which of these could do both?}
    {hero} could feel the answer nearby, like a word on the tip of {their} tongue.
- else:
    "Eyes, not feet," {hero} reminded {pal}, in the ranger's exact tone of voice, and they stayed planted in the middle of the trail while they searched.
    Up the slope, by the fallen giant, the ranger looked up from her clipboard and waved. {hero} waved back, and hoped {they} would have something to show her soon.
    The banks of the wash were a patchwork quilt: open, sunny spots of bare gravel where nothing much grew, and cool pools of shade under the green trees. {hero} went over every patch of it like someone reading a page for the second time, looking for what {they} had missed.
    A woodpecker flew into the biggest palo verde on the bank and settled on a branch, bobbing its head. A roadrunner sprinted along the edge of the wash, stopped dead, raised its crest as if something had occurred to it, and then sprinted off in a completely different direction.
    {saw_perch: A bird, sitting in a green tree again, exactly like the birds {hero} had watched from the overlook. That was twice now. {hero} was starting to think twice was not an accident.}{saw_boot: The woodpecker was the very one they had followed down the hill, the one whose old house lay in the dirt. Where did a woodpecker sit, {hero} wondered, when it wasn't sitting in a hole?}{heard_riddle: The riddle went round and round in {hero}'s head. Keeps a baby out of the blazing sun. Tucks it in on cold nights. The gravel couldn't do that. A tree might.}
    {hero} could feel the answer somewhere close, like a word stuck on the tip of {their} tongue, or a name {they} knew perfectly well and could not for the life of {them} remember.
}
* [Go on up the trail onto the open, sunny slope to search there # act: go] -> end_open
* [Look under the biggest palo verde on the bank # act: look] -> end_nurse
* [Wait by the wash and watch where the woodpecker perches # act: wait] -> end_perch

=== washes_close ===
# place: valley-view
# ending: the_rangers_secret
{band:
- "young":
    They stood in the sandy creek bed. {hero} looked and looked. But {they} could not see a baby.
    Then the ranger came down the trail. "Still looking?" she asked.
    {hero} nodded.
    "Come see," said the ranger. She pointed under a green tree by the trail. "I found this one last year."
    {hero} bent down. There, in the shade, was a tiny round saguaro. It was no bigger than a walnut!
    "A baby!" {hero} whispered. {heard_riddle: "And the tree is the babysitter! Your riddle!" The ranger winked.}
    "It's my secret," said the ranger. "Now it's yours too."
    {pal} {wiggled()}.
    {hero} smiled. {They} would keep the secret. So would Mom.
- "middle":
    {hero} searched the banks until {their} eyes ached, but {they} couldn't see anything small and green. {They} sat down on a rock beside the trail, disappointed.
    Footsteps crunched on the trail behind them. It was the ranger, on her way back down. "Still looking?" she asked.
    {hero} nodded.
    The ranger glanced around, as if checking for spies. Then she crouched beside the trail and pointed into the shade under a palo verde, right at the edge of the path. "I found this one last winter," she said. "I check on it every time I'm up here."
    {hero} leaned over. In the shade, right against the tree's trunk, sat a tiny round saguaro, no bigger than a walnut, covered in soft-looking spines.
    "A baby," {hero} breathed.
    {heard_riddle: Then it clicked. "The tree," {hero} said. "The tree IS the babysitter. That's your riddle!" The ranger grinned. "I wondered when you'd get there. It keeps the sun off in summer and the frost off in winter."}
    "My secret," said the ranger. "And now it's yours. Don't tell too many people. It needs peace and quiet for the next hundred years or so."
    {pal} {wiggled()}. "We won't tell," it promised. "Much."
    {hero} looked at the little saguaro for a long time. Right by the trail, where hundreds of people walked past every week. And none of them knew.
- else:
    {hero} searched the banks until {their} eyes watered, but nothing small and green would show itself, and at last {they} sat down heavily on a rock beside the trail, feeling the particular disappointment of having tried really hard at something.
    Footsteps crunched behind them. It was the ranger, heading back down to her truck. She took one look at {hero}'s face. "Still looking?"
    {hero} nodded, not trusting {their} voice.
    The ranger glanced up and down the trail, as if checking for spies. Then she crouched at the edge of the path and pointed, with one finger, into the shade beneath a palo verde barely an arm's length away. "I found this one last winter," she said. "I check on it every time I'm up here. I've never shown anyone."
    {hero} leaned over. There, in the shade, pressed right against the tree's trunk, sat a tiny round saguaro, no bigger than a walnut, its spines so fine they looked like fuzz.
    "A baby," {hero} breathed. It had been right there. {They} had walked past it twice.
    {heard_riddle: And then the riddle went click. "The tree," {hero} said. "The tree IS the babysitter. Shade in summer, a blanket on frosty nights. You told me the whole answer this morning." The ranger only grinned, the way people do when a riddle finally lands exactly where they threw it.}
    "My secret," said the ranger. "And now it's yours. Don't tell too many people. It needs peace and quiet for the next hundred years or so, and it's not very good at getting out of the way."
    {pal} {wiggled()}. "Your secret is safe with us," it said solemnly. "Mostly. Up to a point."
    {hero} looked at the little saguaro for a long time. It sat right beside a trail that hundreds of people walked every week, and not one of them knew it was there. Now {hero} did. It felt like being handed something very small and very heavy at the same time.
}
-> END

// ---------------------------------------------------------------- chapter 4: under the babysitter
=== end_nurse ===
{spot:
- "signal": -> at_signal
- "washes": -> at_washes
- else: -> at_discovery
}
= at_discovery
# place: desert-discovery
{band:
- "young":
    {hero} knelt down by the path. {They} peeked under the first green tree. Just pebbles.
    {They} looked under the next tree. Just leaves.
    Under the third tree, right by the trunk, was something small and round and green.
- "middle":
    {hero} crouched at the edge of the paved path and peered into the shade under the first green tree. Pebbles. Dry leaves. A beetle.
    The second tree: nothing but a scrap of shade and an ant trail.
    Under the third tree, right up against its green trunk, {hero} saw something small, round and green.
- else:
    {hero} crouched at the edge of the paved path and peered into the shade beneath the first green tree. Pebbles. Dry leaves. A beetle going about its business with great seriousness.
    The second tree: nothing but a thin scrap of shade and a line of ants marching somewhere important.
    Under the third tree, right up against its green trunk, where the shade was deepest and the ground was littered with tiny fallen leaves, {hero} saw something small, and round, and green.
}
-> nurse_found
= at_signal
# place: signal-hill
{band:
- "young":
    {hero} went down the steps to the big rock. {They} stayed on the path.
    The bush grew right against the rock. It made a dark, shady spot.
    {hero} bent down and looked into the shade. Something small and round and green was hiding there.
- "middle":
    {hero} walked back down the stone steps to where the scraggly bush grew against the big boulder, staying on the path the whole way.
    The bush and the boulder made a little cave of shade between them, dark and cool.
    {hero} bent down and peered into it. At first {they} saw only dry leaves and pebbles. Then, right at the back, where the bush met the rock, {they} saw something small, round and green.
- else:
    {hero} walked back down the stone steps to where the scraggly bush grew hard against the big boulder, keeping to the path and placing {their} feet as carefully as if the ground were made of eggshells.
    Between them, the bush and the boulder made a small cave of shade, dark and cool, the kind of spot a cat would have chosen.
    {hero} bent down and peered in. At first {they} saw only dry leaves and pebbles and a strand of spider silk catching the light. Then, at the very back, where the bush met the rock, {they} saw something small, and round, and green.
}
-> nurse_found
= at_washes
# place: valley-view
{band:
- "young":
    {hero} went to the biggest green tree on the bank. {Their} feet stayed right on the trail.
    The tree made a big, cool, shady spot.
    {hero} bent down and looked. Right by the green trunk was something small and round and green.
- "middle":
    {hero} walked along the trail to the spot closest to the biggest palo verde on the bank, and crouched down right at the trail's edge.
    The tree threw a wide, lacy puddle of shade across the sand.
    {hero} searched it inch by inch. Pebbles. A twig. A feather. And then, right beside the green trunk, something small, round and green.
- else:
    {hero} walked along the trail to the point closest to the biggest palo verde on the bank, and crouched right at the trail's edge, as close as {they} could get without breaking the ranger's rule.
    The tree threw a wide, lacy puddle of shade across the sand, dappled with light where the thin branches let it through.
    {hero} searched it inch by inch, the way you search for a dropped earring in a carpet. Pebbles. A twig. A small gray feather. And then, right beside the green trunk, snug in the deepest part of the shade, something small, and round, and green.
}
-> nurse_found
= nurse_found
# ending: under_the_babysitter
{band:
- "young":
    It was a baby saguaro! It was no bigger than a strawberry. It had tiny soft-looking spines all over.
    "Mom!" {hero} whispered. "I found one!"
    {friend != "": {friend} crouched down too, eyes as round as coins.}
    Mom bent down to look. "Oh!" she said. "It's so tiny!"
    {heard_riddle: {spot == "signal": "The bush is the babysitter!" said {hero}. "And the rock! They keep the baby in the shade!"|"The tree is the babysitter!" said {hero}. "It keeps the baby in the shade!"}|"It's hiding in the shade," said {hero}. "The sun can't get it there."}
    {saw_perch: "And birds sit up there," said {hero}. "They dropped the seed!"}
    {saw_boot: One day, this baby might have a woodpecker home too. And a boot!}
    "It may wait 50 years to grow its first arm," said Mom. # fact: saguaro-first-arm
    "That's longer than you've been alive!" said {hero}.
    {pal} {wiggled()}. "What's its name?" it asked.
    {hero} thought. "Inch," {they} said. "Because that's how big it is."
    {hero} held {their} thumb up next to Inch. Not touching! Inch was even shorter than {hero}'s thumb.
    "It might be as old as you," said Mom.
    {spot == "washes": Up the hill, the ranger waved. {hero} gave her a big thumbs up.}
    {hero} did not touch Inch. {They} just said goodbye.
    "Grow big, Inch," {hero} whispered.
- "middle":
    It was a baby saguaro. It was no bigger than a strawberry, a fat little green knob covered in fine, pale spines that looked almost soft. It sat in the shade as if it had been tucked in.
    "Mom," {hero} whispered. "Mom. I found one."
    {friend != "": {friend} crouched down too, eyes as round as coins.}
    Mom crouched beside {them}, careful to stay on the trail, and her face went soft. "Oh," she said. "Oh, look how tiny."
    {heard_riddle: {spot == "signal": "The babysitter!" {hero} said. "It's the bush. And the rock! The bush keeps the baby out of the sun in summer, and the rock keeps the frost off in winter. Two babysitters. That's the riddle!"|"The babysitter!" {hero} said. "It's the tree. It keeps the baby out of the sun in summer, and keeps the frost off in winter. That's the riddle!"}|{spot == "signal": "It's tucked in behind the bush," {hero} said slowly. "Where it's shady. The sun would cook something that small out in the open."|"It's under the tree," {hero} said slowly. "Where it's shady. The sun would cook something that small out in the open."}}
    {saw_perch: "And birds sit up there," {hero} went on, the ideas tumbling out now. "They eat the red fruit, and the seeds come out wherever they sit. That's why the baby's here."}
    {saw_boot: One day, maybe a hundred years from now, a woodpecker might carve a home in this baby too, and it would grow a little brown boot of its own.}
    "It'll be fifty years or more before it grows its first arm," said Mom, reading from the park newspaper. "I'll be a very old lady by then." # fact: saguaro-first-arm
    {hero} tried to picture Mom as a very old lady, and then stopped, because it was too strange. "It needs a name," {they} said.
    {pal} {wiggled()}. "Spiky McSpikeface," it suggested.
    "Inch," said {hero}. "Because that's about how big it is. And because that's how it grows. An inch at a time."
    {hero} held up {their} thumb beside it, not touching, just to compare. The baby was shorter than {their} thumb.
    "It's older than it looks," said Mom. "It might be about as old as you are."
    {hero} tried to imagine spending that many years being that small, sitting very still in the shade, waiting. It would take a lot of patience. More than {hero} had, probably.
    Then {hero} thought of the fallen giant {spot == "washes": lying up on the hill|lying back on the Valley View trail}. One old saguaro had fallen, and here was a new one. It didn't make the giant stand up again. But it helped.
    {spot == "washes": Up the slope, the ranger looked down and saw {hero} crouching by the tree. She didn't come down. She just gave a big thumbs up, as if she'd known all along.}
    {hero} didn't touch Inch. {They} just looked for a long time, memorizing {spot == "signal": the bush, the boulder|the tree, the rocks}, the exact spot.
    "Grow slowly," {hero} whispered. "Take all the time you need."
- else:
    It was a baby saguaro. No bigger than a strawberry, a plump little green knob covered in spines so fine and pale they looked almost like fuzz. It sat in the deepest part of the shade as neatly as if someone had tucked it in and switched off the light.
    "Mom," {hero} whispered. "Mom. I found one." {Their} voice wobbled, which was embarrassing, but {hero} found {they} didn't care.
    {friend != "": {friend} crouched down too, eyes as round as coins.}
    Mom crouched beside {them}, keeping her boots on the trail, and her whole face changed. "Oh," she said. "Oh, look how tiny it is."
    {heard_riddle: "The babysitter," {hero} said, and it all clicked together at once. "It's the shade. The shade keeps the baby from cooking in summer, and it keeps the frost off on cold nights. {spot == "signal": And this one has two babysitters at once, the bush and the boulder.} That's the whole riddle. I've been looking at babysitters all morning."|"It's right in the shade," {hero} said slowly, working it out as {they} spoke. "Out in the open, the summer sun would cook something this small. Under here, it's protected. It's got a sort of roof."}
    {saw_perch: "And birds sit up there," {hero} went on, the ideas tumbling over each other now. "They eat the red fruit in summer, and then they sit, and the seeds drop right underneath them. So the babies start exactly where the birds like to rest. The bird plants it and the {spot == "signal": bush|tree} babysits it."}
    {saw_boot: {hero} remembered the little brown boot. A hundred years from now, a woodpecker might carve a front door into this very cactus, and the cactus would grow a boot around it, and some other kid, a long time after that, might find it lying in the dirt.}
    "It'll be fifty years or more before it even grows its first arm," said Mom, reading from the park newspaper, which she had apparently memorized. "I'll be an extremely old lady by then, if I'm lucky." # fact: saguaro-first-arm
    {hero} tried to picture that, and found {they} didn't want to, so {they} put the thought somewhere to look at later. "It needs a name," {they} said firmly.
    {pal} {wiggled()}. "Sir Prickles the Small," it suggested. "Captain Spines. Spiky McSpikeface."
    "Inch," said {hero}. "Because that's about how big it is. And because that's how it starts out. About an inch in its first eight years, if it's lucky."
    {hero} held up a thumb beside it, careful not to touch, just to compare. The baby was shorter than {their} thumb, and {hero}'s thumbs were not large.
    "Don't let the size fool you," said Mom. "It's older than it looks. It could easily be as old as you are."
    {hero} tried to imagine spending that many years being that small: no arms, no height, nothing to show for it, just sitting very still in the shade and holding on through every summer and every frost. It seemed to need a kind of patience {hero} had never been asked for. {They} felt a sudden, fierce respect for it.
    And then {hero} thought of the fallen giant, lying {spot == "washes": up on the hillside|back on the Valley View trail} with its arms flung out. One old saguaro gone, one tiny one found. It didn't make the giant stand up again. Nothing would. But it was something like a reply.
    {spot == "washes": Up the slope, by the fallen giant, the ranger glanced down and saw {hero} crouched by the tree. She didn't come down. She just raised one arm and gave a slow, enormous thumbs up, like someone who had known all along.}
    {hero} didn't touch Inch. {They} just looked for a long time, memorizing everything: {spot == "signal": the bush, the boulder|the tree, the rocks}, the angle of the shade.
    "Grow slowly," {hero} whispered. "I'll come back and check on you. I'll bring my kids."
}
-> END

// ---------------------------------------------------------------- chapter 4: where the bird sat
=== end_perch ===
{spot:
- "signal": -> at_signal
- "washes": -> at_washes
- else: -> at_discovery
}
= at_discovery
# place: desert-discovery
{band:
- "young":
    {hero} and Mom sat on the shady bench. {pal} settled {perch()}. They waited. They watched.
    A woodpecker flew to a little green tree by the path. It sat on one branch. It flew away. Then it came back to the same branch!
    Then a cactus wren landed there too.
- "middle":
    {hero} and Mom sat down on the shady bench, and {pal} settled {perch()}. They waited, and they watched.
    A woodpecker flew from a saguaro to a small green tree beside the path and landed on one particular branch, a crooked one that stuck out sideways. It sat for a while, then flew off. A few minutes later, it came back to exactly the same branch.
    Then a cactus wren landed there too, on the very same crooked branch.
- else:
    {hero} and Mom sat down on the shady bench, and {pal} settled {perch()}. They waited, and watched, which turned out to be harder than it sounds, because waiting is mostly a battle against the part of you that wants to do something.
    A woodpecker flew from a saguaro to a small green tree beside the path and landed on one particular branch, a crooked one that stuck out sideways like an elbow. It sat for a while, preening, then flew off. A few minutes later, it came back to exactly the same branch, as if it had reserved the seat.
    Then a cactus wren landed there too. Same tree. Same crooked branch. It was clearly the best seat in the house.
}
-> perch_found
= at_signal
# place: signal-hill
{band:
- "young":
    {hero} went down the stone steps and along the path, near the bush by the big rock. {They} sat down very still at the edge of the path. {pal} settled {perch()}. They waited. They watched.
    The cactus wren flew down to the bush. Then up. Then down again. It always landed on the same dry twig on top.
- "middle":
    {hero} walked back down the stone steps and along the path until {they} {were} a few steps from the bush by the big boulder. {They} sat down at the edge of the path, very still, and {pal} settled {perch()}. They waited, and they watched the cactus wren.
    Down it went to the bush. Up it went to the saguaro. Down again. Every single time, it landed on the same dry twig that stuck up out of the top of the bush, like a flagpole.
- else:
    {hero} walked back down the stone steps and along the path until {they} {were} a few steps from the bush by the big boulder, then sat down at the edge of the path, very still, and {pal} settled {perch()}. They waited, and they watched the cactus wren, which turned out to be a bird with a strict routine.
    Down it went to the bush. Up it went to the saguaro. Down again. And every single time, it landed on the same dry twig sticking up out of the top of the bush like a tiny flagpole, bounced once, looked around as if inspecting its property, and took off again.
}
-> perch_found
= at_washes
# place: valley-view
{band:
- "young":
    {hero} sat down very still at the edge of the trail in the sandy creek bed. {pal} settled {perch()}. They waited. They watched.
    The woodpecker sat in the biggest green tree. It flew off. Then it came back to the very same branch! It did it again and again.
- "middle":
    {hero} sat down very still at the edge of the trail in the sandy wash, and {pal} settled {perch()}. They waited, and they watched the woodpecker.
    It sat on a low branch of the biggest palo verde, then flew off to a saguaro. A few minutes later, it came back to the very same branch. Then it did it again.
- else:
    {hero} sat down very still at the edge of the trail in the sandy wash, and {pal} settled {perch()}. They waited, and they watched the woodpecker, and {hero} tried very hard to think like a bird, which mostly involved thinking about bugs.
    It sat on a low, forked branch of the biggest palo verde, then flew off to drum on a saguaro. A few minutes later it swooped back to exactly the same forked branch. Then it did it again, as if the branch had its name on it.
}
-> perch_found
= perch_found
# ending: the_birds_garden
{band:
- "young":
    "That's its favorite seat," said {hero}. {saw_perch: "Birds eat saguaro fruit. Then they sit. And the seeds fall down!"}
    {not saw_perch: "Birds eat saguaro fruit in summer," said Mom. "Seeds and all."}
    {not saw_perch: "Then what is under the favorite seat?" asked {hero}.}
    {hero} looked right under the bird's favorite spot, without taking one step off the path.
    There, in the shade, was a baby saguaro! It was as small as a strawberry.
    And next to it was a bigger one, as tall as a shoe. And behind that was one as tall as {hero}'s knee!
    "A whole family!" said {hero}.
    {friend != "": {friend} counted them twice, just to be sure.}
    "The birds planted them," said Mom. "A little bit at a time, for years and years."
    {heard_riddle: "And the shade is the babysitter," said {hero}. "For all of them!"}
    {saw_boot: One day, woodpeckers might make homes in these saguaros, just like the fallen giant.}
    {pal} {wiggled()}. "It's a saguaro school!" it said.
    "One saguaro makes lots and lots of seeds," said Mom. "Only a few ever grow. These ones were lucky."
    {hero} waved goodbye to the little ones. "Grow tall," {they} said.
    The bird flew back to its seat. {spot == "signal": "Cha-cha-cha!"|"Churr!"} it called, as if it knew.
- "middle":
    "That's its favorite seat," {hero} said. "It keeps coming back to the same spot." {saw_perch: Then {they} went on, thinking out loud. "And birds eat the saguaro fruit in summer. The seeds go through them. And then they sit. So the seeds land right underneath the places they like to sit."}
    {not saw_perch: "Birds eat saguaro fruit in summer, you know," said Mom, watching too. "Seeds and all."}
    {not saw_perch: {hero} looked at the bird's favorite seat. "Then the seeds must come out somewhere," {they} said slowly. "Somewhere right underneath."}
    {hero} crouched at the edge of the trail and looked straight down under the bird's favorite perch, into the shade.
    There, close to the ground, sat a baby saguaro, no bigger than a strawberry. And beside it was a bigger one, about as tall as a shoe. And behind that, a third, as tall as {hero}'s knee, with the first two tucked in around it.
    "Mom," {hero} whispered. "It's not one. It's a whole family."
    {friend != "": {friend} counted them twice, just to be sure.}
    Mom knelt on the trail and stared. "The birds have been planting them," she said slowly. "Summer after summer, one seed at a time, all in the same spot. For years."
    {heard_riddle: "And the shade's the babysitter," {hero} said. "For all three. It's not a babysitter, it's a day care."}
    {saw_boot: One day, woodpeckers might be carving homes in these three. Then they would all grow boots of their own, like the one {hero} had found.}
    {pal} {wiggled()}. "A saguaro school," it said. "Small, medium and knee."
    "One saguaro makes thousands of tiny seeds every summer," said Mom. "And almost all of them get eaten, or dry up, or land in the wrong place. Only a few ever grow into anything. These three were lucky. Lucky seeds, in a lucky spot."
    {hero} remembered the fallen giant, {spot == "washes": up on the hill|back on the Valley View trail}. A long time ago, it must have been a lucky seed too, under somebody's favorite branch.
    {hero} didn't touch them. {They} just looked at the three of them in a row, youngest to oldest, like kids lined up for a class photo.
    The bird came back and landed on its {spot == "signal": twig|branch} right above them. {spot == "signal": "Cha-cha-cha," it scolded|"Churr," it said}, looking down, like a gardener keeping an eye on its garden.
- else:
    "That's its favorite seat," {hero} said slowly. "It keeps coming back to the exact same spot." {saw_perch: Then {they} remembered the overlook, and the birds in the green tree, and it all fell into place like the last piece of a jigsaw. "Birds eat the saguaro fruit in summer. The seeds go right through them. And then they sit. So the seeds fall exactly underneath the places birds like to sit."}
    {not saw_perch: "Birds gobble saguaro fruit in summer, you know," Mom murmured, watching too. "Seeds and all."}
    {not saw_perch: An idea landed in {hero}'s head, quite gently, the way the bird had landed on its perch. "Then the seeds have to come out somewhere," {hero} said. "And where does a bird spend the most time?"}
    {hero} crouched at the edge of the trail and looked straight down beneath the bird's favorite perch, into the shade.
    There, close to the ground, sat a baby saguaro, no bigger than a strawberry. And beside it, a bigger one, about as tall as a shoe. And behind those two, a third, as tall as {hero}'s knee, standing over the others like an older sibling who has been told to keep an eye on them and is taking it very seriously.
    "Mom," {hero} whispered. "It's not one. It's a whole family."
    {friend != "": {friend} counted them twice, just to be sure.}
    Mom knelt on the trail and stared for a long moment. "The birds have been planting them," she said at last. "Summer after summer. One seed at a time, all in the same spot, without ever meaning to."
    {heard_riddle: "And the shade is the babysitter," {hero} said. "For all three of them at once. It isn't a babysitter. It's a day care."}
    {saw_boot: {hero} pictured the little brown boot. A long time from now, woodpeckers might be carving homes in these three, and each of them would grow boots of its own, and the whole thing would start over again.}
    {pal} {wiggled()}. "A saguaro school," it said, delighted. "Small, medium, and knee."
    "One saguaro makes thousands of tiny seeds every summer," said Mom. "And nearly all of them get eaten, or dry out, or land somewhere hopeless. Only a handful ever grow into anything at all. These three were lucky. Lucky seeds, under a lucky perch, in a lucky patch of shade."
    {hero} thought of the fallen giant, {spot == "washes": up on the hill|back on the Valley View trail}, its arms flung wide. A century and a half ago, it must have been a lucky seed too, dropped under somebody's favorite branch by a bird that never knew. The thought made the giant feel less like an ending and more like one link in a very long chain, and {hero} was looking at the newest links right now.
    {hero} didn't touch them. {They} just looked at the three of them in a row, youngest to oldest, like kids lined up for a class photo on the first day of school. The tallest one was probably older than {hero}.
    Then the bird came back and landed on its favorite perch, right above them. It looked down at the little saguaros, and then at {hero}. {spot == "signal": "Cha-cha-cha," it remarked|"Churr," it said}, very matter-of-fact, as if it had always known exactly what it was doing, and was only surprised it had taken the rest of them so long to notice.
}
-> END

// ---------------------------------------------------------------- chapter 4: the open ground (the cost)
=== end_open ===
{spot:
- "signal": -> at_signal
- "washes": -> at_washes
- else: -> at_discovery
}
= at_discovery
# place: desert-discovery
{band:
- "young":
    {hero} hurried to the end of the path. Here the ground was open and sunny. There were no trees.
    "I can see a long way," {they} said. "I'll see a baby for sure!"
- "middle":
    {hero} hurried ahead to the far end of the loop, where the ground opened out wide and sunny, with no trees at all.
    "Out here I can see for miles," {they} said. "If there's a baby, I'll spot it."
- else:
    {hero} hurried ahead to the far end of the loop, where the ground opened out wide and bare and sunny, with not a single tree in the way.
    "Perfect," {they} said. "No shade, no shadows. If there's a baby out here, there's nowhere for it to hide."
}
-> open_ground
= at_signal
# place: signal-hill
{band:
- "young":
    {hero} went back down the steps. Next to the picnic tables, the ground was open and sunny.
    "I can see a long way," {they} said. "I'll see a baby for sure!"
- "middle":
    {hero} went back down the stone steps to the open ground beside the picnic area, bare and sunny and flat.
    "Out here I can see everything," {they} said. "If there's a baby, I'll spot it."
- else:
    {hero} went back down the stone steps to the open ground beside the picnic area, where the gravel lay flat and bare in the sun.
    "Perfect," {they} said. "No bushes, no boulders. If there's a baby out here, it's got nowhere to hide."
}
-> open_ground
= at_washes
# place: valley-view
{band:
- "young":
    {hero} hurried up the trail, out of the creek bed. Up here the ground was open and sunny. There were no trees.
    "I can see a long way," {they} said. "I'll see a baby for sure!"
- "middle":
    {hero} hurried up the trail out of the wash, onto the open slope, where the ground was bare and sunny and there were no trees at all.
    "Out here I can see everything," {they} said. "If there's a baby, I'll spot it."
- else:
    {hero} hurried up the trail out of the wash and onto the open slope, where the gravel lay bare in the sun and there wasn't a tree in sight.
    "Perfect," {they} said. "No trees in the way. If there's a baby out here, there's nowhere for it to hide."
}
-> open_ground
= open_ground
# ending: the_first_arm
{band:
- "young":
    {hero} looked and looked, from the trail, for a long, long time. {They} saw gravel. {They} saw rocks. {They} saw big saguaros.
    But {they} did not see one single baby.
    The sun was warm on {their} head. "It's winter," said {hero}. "And the sun is still hot!"
    "In summer, it's even hotter," said Mom. "A tiny baby out here would dry up. Babies need shade."
    {heard_riddle: {hero} groaned. The riddle! A babysitter gives shade! {They} had looked in the wrong place.|{hero} felt sad. {They} had looked in the wrong place.}
    Then {hero} saw a tall saguaro with no arms. Near the top was a little green bump.
    "That's its first arm, starting to grow," said Mom. "A saguaro may wait 50 years to grow its first arm." # fact: saguaro-first-arm
    "Fifty years!" said {hero}. "It's a saguaro birthday!"
    {friend != "": {friend} said the bump looked like a thumbs up.}
    {pal} {wiggled()}. "Happy birthday, arm," it said.
    Then Mom looked at her watch. "Ten o'clock," she said. "Time to go home."
    On the way back, {hero} peeked at the shade under every tree. But there was no time left to look closely.
    {hero} smiled. No baby today. But now {they} knew where to look next time. In the shade!
- "middle":
    {hero} searched and searched, staying on the trail, until {their} neck ached from looking down. Gravel. Pebbles. A few scrubby plants. Big saguaros, standing far apart in the sun. But not one baby. Not one small saguaro at all.
    The sun was warm on {their} head, even in January. {hero} took a drink of water and squinted. "How can it be this hot in winter?"
    "Think what it's like in summer," said Mom. "Anything tiny out here would be cooked. And on winter nights, out in the open, it can freeze. A baby would need something to protect it."
    {heard_riddle: {hero} groaned and put {their} hands over {their} face. The riddle! Shade in summer, a blanket on cold nights. {They} had gone looking in the one place with no babysitters at all.|{hero}'s shoulders slumped. {They} had been so sure that being able to see far was the answer. But the babies weren't hiding from {hero}. They were hiding from the sun.}
    Then {hero} noticed one saguaro standing by itself, tall and armless. Just below its top, poking out of one side, was a small, round, green bump.
    "Is that...?"
    "A first arm, just starting," said Mom, shading her eyes. "Saguaros often wait fifty years or more before they grow their first arm. So that one's been waiting a very long time." # fact: saguaro-first-arm
    "It's like a birthday," said {hero}. "A fifty-year birthday."
    {friend != "": {friend} said the bump looked like a thumbs up.}
    {pal} {wiggled()}. "Happy birthday, arm," it said solemnly.
    Then Mom looked at her watch and made a face. "Ten o'clock," she said. "I'm sorry, sweetheart. That's our time."
    All the way back to the car, and then out of the car window, {hero} couldn't stop looking at the patches of shade under every tree and bush. Each one might be hiding a baby, and there was no time left to search a single one. {hero} had spent the last of the morning on the one patch of ground with no shade at all. But the shade would still be there next time.
    {hero} smiled in spite of {themself}. {They} hadn't found a baby. That stung. But {they} had found a saguaro doing something it had waited fifty years to do, and {they} had learned exactly where not to look. "Next time," {hero} said, "I'm looking in the shade first."
- else:
    {hero} searched and searched, keeping to the trail, back and forth along it until {their} neck ached from staring at the ground. Gravel. Pebbles. A few scrubby, sunburned plants. Big saguaros, standing far apart from each other in the glare like people who had fallen out. But not one baby. Not a single small saguaro anywhere.
    The sun pressed on the top of {their} head, warm even in January, and {hero} took a long drink of water and squinted out across all that bright, empty ground. "How is it this hot in winter?"
    "Now imagine it in July," said Mom. "Anything tiny out here would be cooked by lunchtime. And on a clear winter night, out in the open, the ground can freeze. A baby saguaro would need something looking after it. It couldn't just sit out here on its own."
    {heard_riddle: {hero} groaned and put {their} hands over {their} face. The riddle. Shade from the blazing sun, a blanket on freezing nights. {They} had marched straight past all the babysitters to search the one place in the whole park that didn't have any.|{hero}'s shoulders sank. {They} had been so sure that seeing far was the trick. But the babies hadn't been hiding from {hero}. They had been hiding from the sun, and the sun could see much farther than {hero} could.}
    Then {hero} noticed one saguaro standing on its own, tall and straight and completely armless. Just below its top, poking out from one side, was a small, round, green bump, like a thumb that hadn't decided yet whether to give a thumbs up.
    "Is that...?"
    "A first arm, just getting started," said Mom, shading her eyes. "Saguaros often wait fifty years or more before they grow a first arm. That one's been thinking about it since before I was born." # fact: saguaro-first-arm
    "So it's like a birthday," {hero} said slowly. "A fifty-year birthday. And we happened to show up for it."
    {friend != "": {friend} said the bump looked like a thumbs up.}
    {pal} {wiggled()}. "Happy birthday, arm," it said, with great solemnity. "Take your time. Everyone else here does."
    Then Mom looked at her watch and winced. "Ten o'clock," she said. "I'm sorry, love. That's our time, and it's a long drive."
    All the way back to the car, and then out of the car window, {hero} couldn't stop staring at the pools of shade beneath every tree and bush they passed. Any one of them might be hiding a baby. Maybe several. Mom was already jingling the car keys, and there was no time left to search even one of them properly, because {hero} had spent the last of the morning searching the one place that couldn't have helped. That was the real cost, and {hero} felt it all the way down. But the shade wasn't going anywhere, and neither, at about an inch in their first eight years, were the babies.
    {hero} laughed, a little unwillingly. {They} had found a saguaro doing something it had waited half a century to do, and {they} had learned the most useful lesson of the whole morning: exactly where not to look. "Next time," {hero} said, "I'm starting in the shade."
}
-> END
