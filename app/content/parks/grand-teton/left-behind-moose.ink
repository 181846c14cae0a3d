# title: The Moose Who Was Left Behind
# month: 8
INCLUDE shared/story.ink

// How they started: "barns" (went after the family), "ranger" (asked Ranger Haskell), "wait" (stayed at the bend).
VAR route = ""
// Where they were in chapter 3: "barns" (Mormon Row), "dock" (the Jenny Lake boat dock), "bend" (back at Oxbow Bend).
VAR spot = ""
// They saw the green van drive away from the barns.
VAR saw_van_leave = false
// The ranger told them how the valley became part of the park, and they pinned up a FOUND card.
VAR made_sign = false
// They watched the moose and her calf swim the river.
VAR saw_swim = false
// Ranger Haskell knows that a child has the moose.
VAR told_ranger = false

-> oxbow_dawn

// ---------------------------------------------------------------------------------------------
// Chapter 1: dawn at the Oxbow Bend pull-out. A girl, a stuffed moose, and a green van.
// ---------------------------------------------------------------------------------------------
=== oxbow_dawn ===
# place: oxbow-bend
{band:
- "young":
  "Look," said Grandpa. "The mountain is standing on its head!"
  {hero} looked. A big snowy mountain stood up against the pink sky. And there was another one, upside down, in the still river! It was Mount Moran, and the water was like a mirror. Soft white mist floated over the water. {friend != "": {friend} waved at the upside-down mountain.}
  Across the river, a mother moose and her baby stood in the bushes. Munch, munch, munch.
  "Moose love to munch on willow leaves," said Grandpa. # fact: moose-often-munching
  A ranger had a scope so people could see the moose up close. Her name tag said Ranger Haskell.
  A little girl in a yellow hat was next in line. She held a toy moose up to the scope. "Look," she told it. "That's your family!"
  The toy moose was soft and brown. One of its antlers was sewn on with green thread.
  "We're going to see bison at the old barns!" the girl told {hero}. "Then we're going on a boat!"
  "Time to go, kiddo!" called her dad. The girl ran to a green van. Off it went.
  A little later, {pal} {moose_spot()} and stopped.
  "Uh-oh," said {pal}. "Somebody forgot somebody."
  It was the toy moose, wet with dew!
  {hero} looked up the empty road. The green van was gone.
- "middle":
  Grandpa had promised that if {hero} got up before the sun, {they} would see a mountain standing on its head. {hero} had not believed him. But here it was. At Oxbow Bend, the Snake River curved so slowly that its water lay flat and dark as glass, and in it hung snowy Mount Moran, upside down and perfect. Above it, the real Mount Moran glowed pink in the first light.
  {friend != "": {friend} leaned over the edge and waved at the upside-down mountain, just to see if it would wave back.}
  Mist drifted over the water. Across the river, in the willows, a mother moose and a gangly calf were eating breakfast. Grandpa passed {hero} the binoculars. "Moose are always munching willows along the rivers and ponds here," he said. "This is their favorite restaurant." # fact: moose-often-munching
  A ranger with a long gray braid had set up a spotting scope so people could take turns looking. Her name tag said Ranger Haskell. She even tipped it down so {pal} could have a turn. "That calf has very big ears," {pal} reported.
  Next in line was a little girl in a yellow hat, about five years old. She was holding a stuffed moose up to the scope. "Look," she told it seriously. "That's your family." The stuffed moose was brown and floppy, and one of its antlers had been sewn back on with green thread.
  While they waited, the girl told {hero} all about her day. "We're going to see bison at the old barns," she said, "and then we're going on a boat!"
  "Time to go, kiddo!" her dad called. She ran across the pull-out and climbed into a green van with bikes on the back, and the van rolled away down the road.
  {hero} watched the moose calf for a long time. Then, as they walked back toward the car, {pal} {moose_spot()} and stopped.
  "Um," said {pal}. "Somebody forgot somebody."
  Lying in the wet grass at the edge of the pull-out, with dew on its felt nose, was the stuffed moose.
  {hero} picked it up and looked at the empty road. Somewhere out there, a little girl was about to reach for her moose and find nothing at all.
- else:
  Grandpa had promised that if {hero} got up before the sun, {they} would see a mountain standing on its head, and {hero} had spent the whole dark drive getting ready to be unimpressed. It didn't work. At Oxbow Bend, the Snake River slowed into a wide, lazy curve, and its water lay so flat and dark that snowy Mount Moran hung in it upside down, every gully and snowfield copied exactly. Above it, the real mountain was turning pink. {hero} looked from one to the other and honestly could not have said which was the reflection.
  {friend != "": {friend} leaned out over the edge and waved at the upside-down mountain, just in case it waved back.}
  Mist slid along the water like breath on a window. Across the river, in the willows, a mother moose and a gangly calf were having breakfast, the calf all knees and ears. Grandpa handed over the binoculars. "You'll see moose munching willows along the rivers and ponds all over this park," he said. "This bend is basically their favorite diner." # fact: moose-often-munching
  A ranger with a long gray braid had set up a spotting scope at the edge of the pull-out and was letting people take turns. Her name tag said Ranger Haskell. When {pal} wanted a turn too, she tipped the scope down without blinking, as if she helped talking animals every day. "The calf's ears are enormous," {pal} reported after a long look. "I hope it grows into them."
  Ahead of {hero} in line was a girl of about five in a bright yellow rain hat, holding a stuffed moose up to the eyepiece with great care. "Look," she told it, very seriously. "That's your family." The stuffed moose had clearly been loved almost to pieces. It was brown and floppy, its nose was rubbed shiny, and one antler had been sewn back on with bright green thread.
  While {hero} waited, the girl explained her whole day, in order, without stopping for breath. "We're going to see bison at the old barns, and then we're going on a boat across a lake, and my moose is coming too, because he's never been on a boat." The whole time she talked, she held the moose up high so it could see the river, as though the moose was the one on vacation.
  "Time to go, kiddo!" her dad called. She ran across the gravel, climbed into a green van with bikes on the back, and the van pulled out and disappeared around the curve of the road.
  {hero} watched the moose calf until the sun hit the water and the upside-down mountain began to shiver. Then, as they headed back to the car, {pal} {moose_spot()} and froze.
  "Um," said {pal}. "Somebody forgot somebody."
  In the wet grass at the edge of the pull-out, face down, lay the stuffed moose with the green-thread antler.
  {hero} picked it up. It was cold and damp and weighed almost nothing, and {hero} felt an unexpected lurch in {their} stomach. {They} knew exactly what it felt like to reach for something that has always been there and find nothing at all. Somewhere down that road, a little girl was about to find out.
}
* [Hurry to the old barns, where the girl said they were going # act: go] -> bison_jam
* [Ask the ranger what to do with a lost moose # act: ask] -> ranger_haskell
* [Wait right here in case the family comes back # act: wait] -> wait_at_the_bend

// ---------------------------------------------------------------------------------------------
// Chapter 2, first way: south to Mormon Row, stuck in a bison jam, and the van pulling away.
// ---------------------------------------------------------------------------------------------
=== bison_jam ===
# place: mormon-row
~ route = "barns"
{band:
- "young":
  Grandpa drove south across the flat valley. {hero} held the toy moose on {their} lap.
  "Hang on, little moose," {hero} said. "We're taking you home."
  Then Grandpa stopped the car. Bison! A whole herd was crossing the road. Big brown bison, with humps and shaggy heads. Baby bison trotted along too.
  All the cars stopped. Nobody could go.
  "We stay in the car," said Grandpa. "Bison look slow. But they can run much faster than any person."
- "middle":
  Grandpa drove south across the wide, flat valley while the sun climbed. {hero} held the stuffed moose on {their} lap, facing the window so it could see. "Hang on," {hero} told it. "We're taking you back."
  {pal} eyed the moose. "He's very quiet," {pal} said. "For a moose."
  They turned onto a road that ran straight across the sagebrush toward a row of old barns. And then Grandpa braked.
  Bison. Dozens of them, big and brown and shaggy, were crossing the road in no hurry at all. Calves trotted beside their mothers. Cars had stopped in both directions.
  "Bison jam," said Grandpa, turning off the engine. "We stay in the car and let them pass. They look sleepy, but a bison can run a lot faster than any person, and they don't like being crowded."
  {hero} bounced one knee. Every minute they sat here, the green van was getting farther away.
- else:
  Grandpa drove south across the wide floor of the valley while the sun climbed and the sagebrush turned from gray to silver-green. {hero} held the stuffed moose on {their} lap, facing the window, because it seemed rude to make it ride face down.
  {pal} studied the moose for a long time. "He's very quiet," {pal} said at last. "For a moose. I'd expect more opinions."
  They turned onto a road that ran dead straight across the flats toward a line of old barns, tiny against the mountains. {hero} was already scanning the distance for a green van when Grandpa braked, hard, and said, "Well, well, well."
  Bison. Dozens of them, enormous and brown and shaggy, were crossing the road at the speed of a museum line. Calves trotted at their mothers' sides. Cars had stopped in both directions, and people were leaning out of windows with their phones.
  "Bison jam," Grandpa said, and switched off the engine. "We stay in the car and we let them pass. They look like sleepy sofas, but a bison can outrun any person who ever lived, and they do not like being crowded. Those people leaning out are lucky nobody's annoyed yet."
  {hero} jiggled one knee and did math {they} did not enjoy. Every minute they sat here, the green van was another mile down some road {they} couldn't see.
}
{end_now: -> early_barns}
{band:
- "young":
  A big bison rolled in the dust. Puff! Then it roared. "BRRROOO!" {pal} {moose_duck()}.
  "He's showing off," said Grandpa.
  At last the bison walked off. Grandpa drove on to the old barns. They were made of gray wood. Behind them stood the mountains.
  "Pioneer families built these barns long ago," said Grandpa. "Some of the old barns still stand." # fact: pioneer-families-settled
  Then {hero} saw it. A green van! But it was driving away, far down the road.
  A yellow hat bobbed in the back window.
  "Wait!" cried {hero}. But the van turned north, and it was gone.
- "middle":
  Right beside the road, a huge bull bison flopped down and rolled in a patch of dust, kicking his legs in the air. Then he stood, shook himself, and let out a deep, rumbling roar. {pal} {moose_duck()}.
  "That's the biggest land animal in North America," said Grandpa. "And right now, he's showing off."
  Far out in the sagebrush, a few pronghorn flashed their white rumps and raced away, faster than anything {hero} had ever seen on four legs.
  At last the herd drifted off, and Grandpa drove on to the barns. They were made of gray, weathered wood, with sagging roofs, and the whole Teton Range rose up behind them.
  "Pioneer families settled this row in the 1890s," Grandpa said. "They built these barns, and some of them are still standing." # fact: pioneer-families-settled
  {hero} wasn't looking at the barns. {They} {were} looking at the far end of the road, where a green van with bikes on the back was pulling away, heading north. A yellow hat bobbed in its back window.
  "There they are!" {hero} shouted. But the van was already too far away, and then it was gone.
  {hero} slumped back in {their} seat. The stuffed moose stared up at {them} with its shiny nose, as if it wanted to know what happened next.
- else:
  Right beside the car, a huge bull bison flopped onto his side in a patch of bare dirt and rolled, kicking all four legs at the sky like an overturned beetle, until a cloud of dust hung over him. Then he heaved himself up, shook, and let out a roar so deep {hero} felt it in the seat. {pal} {moose_duck()}.
  "Biggest land animal in North America," said Grandpa, with admiration. "And this time of year, the big bulls roll and bellow to show the other bison how tough they are. It's basically a very loud muscle contest."
  Far out in the sagebrush, a handful of pronghorn flared their white rump patches like warning flags and took off, so fast and smooth they looked as if they were being pulled on strings.
  At last the herd drifted off the road, and Grandpa drove on to the barns. Up close they were made of boards weathered to the gray of old bones, their roofs sagging like tired shoulders, and the entire Teton Range stood straight up behind them with no hills in between.
  "Pioneer families settled this row in the 1890s," Grandpa said. "Some of the barns they built are still standing, which is more than I can say for my garage." # fact: pioneer-families-settled
  {hero} was not looking at the barns. {They} {were} looking at the far end of the road, where a green van with bikes on the back was just pulling out, turning north. A small yellow hat bobbed in the back window.
  "That's them!" {hero} yelled, and was out of the car before {they} knew it. But a van on a straight road gets small very quickly, and by the time {hero} had taken ten steps, it was a green dot, and then it was nothing.
}
~ saw_van_leave = true
* [Look around the barns to see if anyone saw the girl # act: look] -> barns_search
* [Drive on to the boat dock at Jenny Lake # act: go] -> boat_dock
* [Ask Grandpa to turn around for Oxbow Bend # act: ask] -> bend_again

// ---------------------------------------------------------------------------------------------
// Chapter 2, second way: the ranger's advice, how the valley was given away, and a FOUND card.
// ---------------------------------------------------------------------------------------------
=== ranger_haskell ===
# place: oxbow-bend
~ route = "ranger"
~ told_ranger = true
{band:
- "young":
  {hero} ran to the ranger with the toy moose. "A little girl lost this," {hero} said. "She has a yellow hat."
  Ranger Haskell looked at the green stitches. "Oh dear," she said. "I saw her. She loves that moose."
  {pal} peeked at the toy's face. "He looks sad," {pal} said.
  "What should we do?" asked {hero}.
  "Families often come back to look," said the ranger. "You can leave it with me. I am here all morning. Or you can go and look for them. But it is a big valley."
  {hero} held the moose tight. {They} wanted to give it back {themself}.
- "middle":
  {hero} carried the stuffed moose over to the ranger, holding it out like something precious. "A little girl dropped this," {hero} said. "She had a yellow hat. She just left in a green van."
  Ranger Haskell took one look at the green-thread antler and sighed. "I know exactly who you mean. She showed that moose every single animal at this bend." She handed it back carefully. "Here's what I know about lost toys. Little kids notice fast. And families almost always come back to the last place they had it."
  {pal} peered into the stuffed moose's face. "He looks worried," {pal} said. "I'd be worried too."
  "So we should wait here?" {hero} asked.
  "You could. Or you could leave him with me. I'm at this pull-out all morning." She smiled. "Or you could go after them. That's a lot of valley to cover, though."
  {hero} looked down at the stuffed moose. Its shiny nose was still wet with dew. Leaving it with a stranger, even a kind ranger, felt like leaving it all over again.
  "Can we think about it?" {hero} asked. "I kind of want to give him back myself."
  "That," said the ranger, "is a very good reason to think about it."
- else:
  {hero} carried the stuffed moose across the pull-out in both hands, the way you'd carry a bird with a hurt wing. "A little girl dropped this," {hero} said. "Yellow hat. She just left in a green van."
  Ranger Haskell took one look at the green-thread antler and let out a long, sympathetic sigh. "Oh, I know exactly who you mean. She introduced that moose to every living thing at this bend, including me." She turned it over gently and handed it back. "Here's what I've learned about lost toys. Little kids notice fast, usually at the next stop. And families almost always come back to the last place they remember having it."
  {pal} peered into the stuffed moose's face for a long moment. "He looks worried," {pal} announced. "Honestly, I'd be worried too. Left in a ditch by your own family. It's the stuff of nightmares."
  "It was a very nice ditch," said Grandpa.
  "So we should just wait here?" {hero} asked.
  "You could. Or you could leave him with me. I'm at this pull-out all morning." Her eyes crinkled. "Or you could go chasing after them. But that's a lot of valley."
  {hero} looked down at the stuffed moose. Its shiny nose was still beaded with dew, and its green-thread antler leaned a little to one side, as though it was listening. Handing it to a stranger, even a kind one in a ranger hat, felt strangely like abandoning it a second time.
  "Could we think about it for a minute?" {hero} asked. "I kind of want to be the one who gives him back. Is that weird?"
  "Not even a little," said the ranger. "It's the best reason there is to think about it."
}
{end_now: -> early_ranger}
~ made_sign = true
{band:
- "young":
  The ranger gave {hero} a card and a pen. {hero} wrote FOUND: TOY MOOSE in big letters. The ranger pinned the card on the sign board by her scope.
  "Was all of this always a park?" {hero} asked, looking at the wide valley.
  "No," said the ranger. "Long ago, a rich man named John D. Rockefeller Jr. bought land here. Then he gave it away, so it could be part of the park." # fact: john-d-rockefeller
  {hero} looked at the toy moose. "He gave it back to everybody," {hero} said. "Like we want to give the moose back."
  "Just like that," said the ranger.
  {pal} looked at the card on the board. "Now everybody will know," {pal} said.
  Then a green van zoomed by on the road. It did not stop. Was it them?
- "middle":
  First, the ranger dug a blank card out of her pocket. {hero} wrote FOUND: ONE STUFFED MOOSE, GREEN STITCHES in big letters, and the ranger pinned it to the little board beside her scope, where anyone coming back would see it.
  {hero} looked out at the valley: the river, the willows, the sagebrush flats stretching away to the mountains. It was a lot of valley. "Was all of this always a park?" {hero} asked.
  "Not at first," said the ranger. "When the park was made in 1929, it was mostly the mountains. Down here it was ranches and fences." # fact: created-1929-bigger
  "Then a man named John D. Rockefeller Jr. quietly bought up a lot of this land," she went on, "and later he gave it away, so it could be part of the park. In 1950, the park grew much bigger." # fact: john-d-rockefeller
  "He gave it back," said {hero}, looking down at the stuffed moose. "To everybody."
  "That's one way to put it," said the ranger. "Some things are worth the trouble of returning."
  Just then a green van zoomed past on the road above the bend. It didn't slow down. {hero} couldn't tell whether it had bikes on the back. Was that them?
- else:
  First, the ranger fished a blank card out of her shirt pocket and handed {hero} a pen. {hero} printed FOUND: ONE STUFFED MOOSE, GREEN STITCHES, VERY BRAVE in the biggest letters that would fit, and the ranger pinned it to the little board beside her scope, right at a five-year-old's eye level.
  {hero} looked out over the bend: the river, the willows, the sagebrush flats running all the way to the foot of the mountains. It really was a lot of valley. "Was all of this always a park?" {hero} asked.
  "Not even close," said the ranger. "When the park was made in 1929, it was mostly the mountains and the lakes at their feet. Down here on the valley floor it was ranches and fences and plenty of arguments." # fact: created-1929-bigger
  "Then a man named John D. Rockefeller Jr. started quietly buying up land in the valley, without telling people who he was, and later he gave it away so it could be part of the park. In 1950, the park grew much bigger and took in a lot of this." She nodded at the view. "Somebody had something valuable and decided everybody should have it. That's why you got to stand here this morning." # fact: john-d-rockefeller
  {hero} looked down at the stuffed moose, with its shiny nose and its green stitches. It was not valuable the way a valley is valuable. But {hero} had a feeling that, to exactly one person, it was worth more.
  "Some things are worth the trouble of giving back," the ranger said, as if she had heard {hero} think it.
  Just then a green van shot past on the road above the bend without slowing down. {hero} couldn't see whether it had bikes on the back. {Their} heart thudded. Was that them, going somewhere else entirely?
}
* [Go to the Jenny Lake boat dock to meet them there # act: go] -> boat_dock
* [Help the ranger watch the pull-out for a green van # act: help] -> bend_again
* [Look for them at the old barns # act: look] -> barns_search

// ---------------------------------------------------------------------------------------------
// Chapter 2, third way: waiting at the bend. A swimming moose, an eagle, and the wrong van.
// ---------------------------------------------------------------------------------------------
=== wait_at_the_bend ===
# place: oxbow-bend
~ route = "wait"
{band:
- "young":
  "Let's wait," said {hero}. "Maybe they will come back."
  So they waited. {hero} sat at the edge of the pull-out with the toy moose.
  The sun came up over the hills. A little wind blew. The upside-down mountain in the water began to wiggle.
  Across the river, the baby moose walked into the water. Splash! Its mom went too. The water got deeper and deeper. Then they were swimming! Only their heads stuck out.
  "Moose can swim?" said {hero}.
  "Very well," said Grandpa.
- "middle":
  "Families come back for things," {hero} said. "I would." So they stayed.
  Grandpa found a spot at the edge of the pull-out and poured {hero} some cocoa from his thermos, and {hero} sat with the stuffed moose on {their} knee, watching the road.
  The sun lifted over the eastern hills. The peaks turned from pink to gold to white. A little breeze came up, and the upside-down mountain in the river began to wobble and break into pieces, like a puzzle being taken apart.
  Across the river, the mother moose stepped into the water, and the calf followed. The water came up to the calf's chin, then over its back, and then both moose were swimming, only their heads and long ears showing, straight across the bend.
  "I didn't know moose could swim," {hero} whispered.
  "Like champions," said Grandpa.
- else:
  "Families come back for things," {hero} said. "I would. I'd make them turn the car around." So they stayed.
  Grandpa found a flat spot at the edge of the pull-out, unscrewed his thermos and poured {hero} a cup of cocoa that was mostly steam. {hero} sat with the stuffed moose propped on {their} knee where it could see the river, and watched the road.
  The sun heaved itself over the eastern hills. A breeze came with it, and the upside-down Mount Moran began to wobble and break apart, first into ripples, then into glittering pieces, like a puzzle someone was taking apart one piece at a time.
  Across the river, the mother moose waded into the water, and the calf followed, stepping high and awkwardly, as if the river were a new kind of floor it did not trust. The water rose to the calf's chin, then over its back, and then both moose were swimming, nothing showing but two long heads and four big ears, straight across the deep part of the bend.
  "I had no idea moose could swim," {hero} whispered.
  "Like champions," said Grandpa. "They'll dive for water plants, too. A moose is basically a horse that secretly wants to be a submarine."
}
{end_now: -> early_bend}
~ saw_swim = true
{band:
- "young":
  {hero} held up the toy moose, just like the girl did. "Look," {hero} whispered. "There goes your family."
  Cars came. Cars went. A red car. A white truck. No green van.
  A bald eagle flew low over the river. Splash! It came up with a fish!
  "Breakfast to go," said {pal}.
  Then a green van pulled in! {hero} jumped up.
  But a man with a big camera got out. It was the wrong van.
  {hero} sat back down. What if the girl never came back?
- "middle":
  {hero} held up the stuffed moose the way the girl had. "Look," {hero} whispered. "There they go."
  Cars pulled in and pulled out. A red car. A white truck. A camper with a canoe on top. No green van.
  "Waiting is boring," {pal} complained after a while.
  "Waiting is just paying attention for a long time," said Grandpa. "Watch the river."
  So they watched. A bald eagle flapped low over the water, dropped feet-first into it with a splash, and rose again with a silver fish in its claws.
  "Breakfast to go," said {pal}, impressed.
  Then tires crunched on the gravel, and a green van pulled in. {hero} jumped up so fast that {they} nearly spilled the cocoa. But the door opened and out climbed a man with a huge camera, and there was no yellow hat anywhere. Wrong van.
  {hero} sat back down slowly. Half an hour had gone by. What if the girl hadn't even noticed yet? What if she didn't notice until tonight, a hundred miles away?
- else:
  {hero} lifted the stuffed moose the way the girl had, so its shiny nose pointed at the swimmers. "Look," {hero} whispered, feeling only slightly silly. "There they go."
  Cars came and went. A red car. A white pickup. A camper with a canoe strapped on top and a dog in every window. No green van.
  "Waiting," {pal} said after twenty minutes, "is the most boring thing ever invented, and I have been stuck in a car behind a garbage truck."
  "Waiting is just paying attention for a long time," said Grandpa, who did not seem bored at all. "Watch the river. The river's always doing something."
  He was right. Out over the water, a bald eagle came flapping low and slow, then tipped, dropped feet-first into the river with a smack of spray, and labored back into the air with a silver fish twisting in its talons.
  "Breakfast to go," said {pal}, with real professional respect.
  Then tires crunched on the gravel behind them, and a green van rolled into the pull-out. {hero} leaped up so fast that cocoa went everywhere. But the door slid open and out climbed a man with a camera the size of a small dog, followed by nobody at all in a yellow hat. Wrong van. Completely wrong van.
  {hero} sat back down, sticky and deflated. Half an hour had gone by. What if the girl hadn't even noticed yet? What if she didn't notice until tonight, in some motel a hundred miles away, and cried herself to sleep, and never knew that her moose had been safe the whole time?
}
* [Look up the road with Grandpa's binoculars # act: look] -> bend_again
* [Go after them to the old barns # act: go] -> barns_search
* [Ask the ranger where families usually go next # act: ask] -> boat_dock

// ---------------------------------------------------------------------------------------------
// Chapter 3, first place: the barns on Mormon Row. A photographer has news.
// ---------------------------------------------------------------------------------------------
=== barns_search ===
# place: mormon-row
~ spot = "barns"
{band:
- "young":
  {route == "barns": {hero} was not ready to give up. {They} walked along the row of old barns with Grandpa, looking and looking.}
  {route != "barns": Grandpa drove south across the flat valley to the old barns. Bison grazed far out in the sagebrush.}
  {route != "barns": The barns were made of gray wood. Their roofs sagged. The tall mountains stood right behind them.}
  {route == "barns": {hero} kept thinking about the yellow hat in the back of the van.}
  {route != "barns": "Pioneer families built these barns long ago," said Grandpa. "Some of the old barns still stand." # fact: pioneer-families-settled}
  {route == "barns": "The pioneers dug ditches to bring water to their fields," said Grandpa. He pointed to an old ditch by the barn.}
  {route == "barns": The big bison from the road was eating grass by the last barn. It still had dust on its back.|A big bison was eating grass near the last barn.} "We stay far away," said Grandpa. "Bison can charge."
  {route != "barns": Far away, some pronghorn ran across the flat land. They were so fast!}
  But there was no green van. And no yellow hat.
- "middle":
  {route == "barns": {hero} wasn't ready to give up on the barns yet, so {they} and Grandpa walked the whole length of the row, checking every parked car and every person with a camera.}
  {route != "barns": Grandpa drove south across the flat valley to the row of old barns. Bison were grazing far out in the sagebrush, and this time, luckily, none of them were standing in the road.}
  {route != "barns": Up close, the barns were built of boards that wind and snow had worn to a soft silver-gray. Their roofs sagged in the middle like old mattresses, and behind them the Teton Range stood up like a wall.}
  {route == "barns": {hero} kept seeing the yellow hat in the back window, getting smaller and smaller. If only the bison had crossed a little faster.}
  {route != "barns": "Pioneer families settled this row in the 1890s," Grandpa said. "Some of the barns they built are still standing, after more than a hundred winters." # fact: pioneer-families-settled}
  {route == "barns": Grandpa pointed to a long, grassy ditch that ran beside one barn. "The pioneers dug ditches like this to carry water from the river to their fields," he explained. "Out here, nothing grows without water."}
  {route == "barns": The big bull from the road was grazing beside the last barn now, with dust still caked in his shaggy coat, swishing his tail as calmly as a cow.|One enormous bison was grazing beside the last barn, swishing its tail as calmly as a cow.} Grandpa stopped a long way back. "This is close enough," he said. "Bison can look peaceful one second and charge the next, so we always give them plenty of room."
  {route != "barns": Far out in the sagebrush, a few pronghorn were racing along as if the wind itself were chasing them.}
  But there was no green van anywhere in sight, and not a single yellow hat.
- else:
  {route == "barns": {hero} wasn't ready to let the barns go yet. {They} and Grandpa walked the length of the row on foot, checking every parked car and every person with a camera, in case the green van had only looped around.}
  {route != "barns": Grandpa drove south across the flats to the row of old barns. Bison were grazing far out in the sagebrush, their backs like brown boulders, and this time, to {hero}'s enormous relief, not one of them was standing in the road.}
  {route != "barns": Up close the barns were made of boards weathered silver-gray by a hundred winters, their roofs sagging in the middle like tired horses. Behind them the Teton Range stood straight up out of the flats, so close and so sudden that it looked painted on.}
  {route == "barns": {hero} kept replaying it: the yellow hat in the back window, the van shrinking to a dot, the ten useless steps {they} had run down the road. If the bison had crossed one minute sooner. If {they} had looked up one second earlier. {They} knew that kind of thinking never got anybody anywhere, and {they} kept doing it anyway, the way your tongue keeps finding a loose tooth.}
  {route != "barns": "Pioneer families settled this row in the 1890s," Grandpa said. "Some of the barns they built are still standing. Imagine putting up a barn here with no road, no truck and winter coming." # fact: pioneer-families-settled}
  {route == "barns": Grandpa pointed to a long, grassy ditch running past one of the barns. "The pioneers dug ditches like this to carry water from the river to their fields," he said. "Out here, without water, you don't have a farm. You have a very nice view and nothing to eat."}
  {route == "barns": The bull from the road had wandered in close and was grazing beside the last barn, still gray with dust from his roll, tail swishing, as calm as a cow, as if all that roaring had been some other bison entirely.|One huge bison had wandered in close and was grazing beside the last barn, tail swishing, as calm as a cow.} Grandpa stopped a long way short of it and put out an arm. "This is as close as we get," he said. "A bison can go from chewing to charging faster than you can turn around. We give them lots of room, and then some more."
  {route != "barns": Far out in the sagebrush, a few pronghorn flowed across the flats at a speed that made {hero} blink, as if they had somewhere extremely important to be.}
  But there was no green van anywhere, and not a single yellow hat.
}
{end_now: -> early_barns}
{band:
- "young":
  A woman was taking pictures of a barn. {hero} asked her, "Did you see a girl in a yellow hat?"
  "Yes," said the woman. "She was crying. She lost her toy moose! Her dad said they had to find it."
  {hero} held up the toy moose. "This one?"
  "That's it!" said the woman. "But they already left."
  {pal} stared into the toy's face. "Where would you look for you?" {pal} asked it. The toy moose did not answer.
  {hero} thought hard. Where would the girl look?
- "middle":
  A woman with a camera on a tall tripod was photographing the biggest barn. {hero} walked over politely and waited until she looked up. "Excuse me. Did you see a little girl in a yellow hat?"
  "Oh, yes," the woman said. "Poor thing, she was crying her eyes out. She had lost a toy moose, and nobody could find it anywhere. Her dad kept promising they would find it somehow, and then they left a little while ago."
  "Did they say where they were going?" {hero} asked.
  The woman shrugged. "They headed north, but he didn't say where."
  When {hero} held up the stuffed moose, the woman's eyes went wide. "That's the one? You've really got it?"
  "We've got it," said {hero}. "We just don't have her."
  {pal} looked at the moose, and then at the long, empty road. "If I had lost something," {pal} said slowly, "and I didn't know where, where would I look first?"
  {hero} thought hard. The family might drive back to the river, where the girl had last been holding it. They might decide it fell out here and come back to search the barns. Or they might give up completely and go to the boat, with one very sad passenger.
- else:
  A woman with a camera on a tall tripod was photographing the biggest barn, waiting for the light to do something she liked. {hero} went over, trying not to block her shot. "Excuse me. Did you see a little girl in a yellow hat?"
  "Oh, I certainly did," the woman said. "She was heartbroken, poor thing. She'd lost her toy moose, and they'd searched the whole car. Her dad kept promising her they'd find it." She frowned. "They left maybe twenty minutes ago, heading north."
  "Did they say where?" {hero} asked.
  The woman spread her hands. "Not a word."
  {hero} held up the stuffed moose, and the woman actually gasped. "That's the one! She described the green stitches. You've got it!"
  "We've got it," said {hero}. "We just don't have her."
  {pal} looked at the moose, and then at the long empty road, and then at the moose again. "If I'd lost something," {pal} said slowly, "and I didn't know where, where would I look first?"
  {hero} thought about it. The family didn't know where the moose had fallen. They might guess it had dropped out right here, and come back to search the barns. They might be on their way back to the river. Or they might give up on searching and head for the boat, with one very sad passenger. Three guesses, and only one of them could be right.
}
* [Hurry back to Oxbow Bend, where the moose was lost # act: go] -> back_at_the_bend
* [Ask Grandpa to drive to the boat dock at Jenny Lake # act: ask] -> at_the_boat_dock
* [Wait here at the barns in case they come back to search # act: wait] -> the_long_wait

// ---------------------------------------------------------------------------------------------
// Chapter 3, second place: the Jenny Lake boat dock. Not there yet.
// ---------------------------------------------------------------------------------------------
=== boat_dock ===
# place: jenny-lake
~ spot = "dock"
{route == "wait":
  ~ told_ranger = true
}
{band:
- "young":
  {route == "wait": {hero} showed the ranger the toy moose. "Where do families go next?" {hero} asked.}
  {route == "wait": "Lots of them take the boat at Jenny Lake," said the ranger. So off they went.}
  {route != "wait": Grandpa drove to Jenny Lake.}
  The road ran right along the bottom of the mountains.
  "In winter, this road is closed to cars," said Grandpa. "People ski on it instead!" # fact: winter-road-closed
  "Skiing on a road?" said {pal}. "Silly."
  Jenny Lake was clear and blue. A little boat puttered across it, toward the trails on the far side.
  People stood in a line by the dock. {hero} looked at every hat. No yellow hat.
- "middle":
  {route == "wait": {hero} carried the stuffed moose over to Ranger Haskell and told her the whole story. "Where do families with little kids usually go next?" {hero} asked.}
  {route == "wait": "The boat at Jenny Lake," Ranger Haskell answered at once. "They like to go early, before the line gets long." So Grandpa drove to Jenny Lake.}
  {route == "ranger": Grandpa drove to Jenny Lake, so that they could be waiting at the boat when the family arrived.}
  {route == "barns": Grandpa drove north to Jenny Lake, hoping to get to the boat before the green van did.}
  The road ran right along the foot of the mountains, so close that {hero} had to press {their} face against the window to see the tops.
  "In winter, this road is closed to cars," Grandpa said. "It's buried under snow, and people ski and snowshoe right down the middle of it." # fact: winter-road-closed
  "Skiing on a road," said {pal}, shaking its head. "Humans are very strange."
  Jenny Lake was clear and deep blue, tucked right up against the peaks. A little shuttle boat was puttering across toward the trails on the far shore, while a line of hikers waited on the dock for the next one.
  {hero} walked slowly along the whole line, checking every hat: baseball caps, floppy sun hats and one hat shaped like a fish. There was no yellow rain hat anywhere.
- else:
  {route == "wait": {hero} took the stuffed moose over to Ranger Haskell, explained about the girl and the green van, and asked the question that had been nagging at {them}. "Where do families with little kids usually go next?"}
  {route == "wait": "The boat at Jenny Lake," Ranger Haskell said, without even having to think. "They like to go early, before the line gets long." So Grandpa drove to Jenny Lake.}
  {route == "ranger": Grandpa drove to Jenny Lake, on the theory that if you can't catch someone, you can at least get where they're going first.}
  {route == "barns": Grandpa drove north to Jenny Lake, hoping to beat the green van to the boat.}
  The road ran along the very foot of the mountains, so close that {hero} had to squash {their} cheek against the window to see the tops.
  "In winter, this road is closed to cars," Grandpa said. "It's buried in snow, and people ski and snowshoe right down the middle of it, yellow line and all." # fact: winter-road-closed
  "Skiing on a road," said {pal}. "Humans really will do anything."
  Jenny Lake was so clear near the shore that the stones on the bottom looked close enough to pick up, though they lay much deeper than that. The peaks rose straight out of the far side. A little shuttle boat was puttering across toward the trails on the other shore, leaving a long silver V behind it, and a line of hikers stood on the dock waiting for the next one.
  {hero} walked the whole length of the line, inspecting every head. Baseball caps. Sun hats. A knitted thing with ear flaps. One hat shaped like a trout. No yellow rain hat.
}
{end_now: -> early_dock}
{band:
- "young":
  {hero} asked the lady selling boat tickets. "Did you see a little girl in a yellow hat?"
  "Not yet today," she said.
  {pal} dipped a foot in the lake. "Brrr! Cold!"
  "This lake was made by a glacier," said Grandpa. "Long ago, a river of ice pushed up rocks and dirt. They made a wall that holds the water in."
  The boat came back. People got on. Off it went again. Still no yellow hat.
  {hero} sat on a rock and held the toy moose. {They} {were} thinking about the girl.
  Nobody in a yellow hat came down the path. Grandpa jingled his car keys. "Your choice," he said.
- "middle":
  {hero} went up to the person selling boat tickets. "Have you seen a little girl in a yellow hat, with a green van?"
  "Not yet this morning," he said. "But the day is still young."
  "If you do see her," {hero} said, "could you please tell her we have her moose?" The man promised that he would.
  {hero} checked the parking lot as well. There were two green cars and one green truck, but no green van with bikes on the back.
  Meanwhile, {pal} had dipped a foot into the lake and yanked it straight back out. "That water is freezing," {pal} complained. "In August!"
  "It comes down from the snow," said Grandpa, settling beside {hero} on a rock near the dock. "And a glacier made this lake. Long ago, a river of ice slid down that canyon and pushed up a ridge of rocks and gravel, and that ridge is what holds the water in."
  {hero} nodded, but {they} {were} only half listening. The boat came back, people climbed aboard, and the boat left again, and still there was no yellow hat.
  "She said bison, then a boat," {hero} said. "But they might have gone back to look for him first. They could be at the bend right now, searching, while we sit here."
  Grandpa jingled the car keys in his pocket. "Your call," he said.
- else:
  {hero} went up to the person selling boat tickets, feeling a little like a detective and a little like a lost kid. "Have you seen a girl about five, in a yellow rain hat? She'd have a green van."
  "Not yet this morning," he said cheerfully. "But it's early. Half the valley comes through here eventually."
  "If she does come," {hero} said, "could you tell her we've got her moose? We'll be right over there." The man put a hand on his heart and promised.
  {hero} checked the parking lot while Grandpa held their place by the water. There were two green cars, one green pickup and a van that turned out, on closer inspection, to be blue. No bikes. No yellow hat.
  Back at the shore, {pal} had dipped one foot into the lake and snatched it straight back out with a look of deep betrayal. "It's August," {pal} said. "Who approved this temperature?"
  "Snowmelt," said Grandpa. "And a glacier built this lake. Long ago, a river of ice slid out of that canyon up there and shoved a ridge of rock and gravel in front of it. When the ice melted, the ridge stayed, and the water stayed behind it."
  {hero} sat on a rock near the dock with the stuffed moose on {their} knee and tried to be patient, which had never been {their} best subject. The boat came back. People climbed on. The boat left again. Still no yellow hat.
  "She said bison, then a boat," {hero} said, mostly to the moose. "But they might have gone back to look for you first. They could be at the bend right now, turning over every bush, while we sit here." {They} squeezed the moose. "Or they could still be at the barns."
  Grandpa didn't answer, because there was no way to know. That was the worst part.
}
* [Wait right here at the dock for the girl # act: wait] -> at_the_boat_dock
* [Go back and look for them at the old barns # act: go] -> the_long_wait
* [Ask Grandpa to drive back to Oxbow Bend # act: ask] -> back_at_the_bend

// ---------------------------------------------------------------------------------------------
// Chapter 3, third place: back at (or still at) Oxbow Bend, later in the morning.
// ---------------------------------------------------------------------------------------------
=== bend_again ===
# place: oxbow-bend
~ spot = "bend"
~ told_ranger = true
{band:
- "young":
  {route == "barns": Grandpa drove back to Oxbow Bend. But there was no green van there. "Maybe they stopped on the way," said Grandpa.}
  {route == "barns": {hero} showed the ranger the toy moose. "I will watch for them too," said the ranger.}
  {route == "ranger": {hero} helped the ranger. {They} showed people the moose in the scope. And {they} watched every car.}
  {route == "wait": {hero} looked up the road with Grandpa's binoculars. Every car looked tiny. None of them were green.}
  The mist was gone now. The mountain in the water was all wiggly. The baby moose lay down in the bushes to rest.
  Two people in a canoe floated slowly around the bend. They waved. {hero} waved back.
  Down by the river, a man swished a fishing rod. Out flew his line, over the water.
  Across the water, the baby moose got up and wobbled over to its mom. It drank some milk. Then it lay down again.
  {hero} held the toy moose tight. "Where are they?"
- "middle":
  {route == "barns": Grandpa drove all the way back north to Oxbow Bend. But when they pulled into the pull-out, there was no green van. "They must have stopped somewhere on the way," Grandpa said. "We got here first."}
  {route == "barns": {hero} showed Ranger Haskell the stuffed moose and told her about the barns, and the ranger promised to keep an eye on the road too.}
  {route == "ranger": {hero} stayed and helped the ranger. {They} lifted little kids up to the spotting scope, pointed out the moose calf and answered questions about the river. And every time a car pulled in, {hero} checked its color.}
  {route == "wait": {hero} borrowed Grandpa's binoculars and watched the road. Cars appeared far away as tiny glints, grew bigger, and whooshed past. White, silver, red, silver again. Not one was green.}
  Two people in a canoe drifted slowly around the bend, paddles resting across their knees, and waved up at the pull-out. {hero} waved back with the stuffed moose's floppy hoof.
  The mist had burned off, and the upside-down mountain in the river was all ripples now. Across the water, the moose calf had lain down in the willows for a nap, with only its ears showing. Down by the water, a man in tall rubber boots cast a fishing line out over the river, again and again, in long, lazy loops.
  Then the moose calf stood up, stretched, and wobbled over to its mother to nurse, its tail flicking happily. When it was done, it folded itself back down in the willows as if nothing in the world could possibly be wrong.
  {hero} held the stuffed moose on {their} knee and tried to feel the same way. It wasn't easy.
- else:
  {route == "barns": Grandpa drove all the way back north to Oxbow Bend, faster than he usually drove but not one mile faster than the signs allowed. When they swung into the pull-out, there was no green van. "Then they stopped somewhere on the way," Grandpa said. "Breakfast, maybe. Everybody stops for breakfast. We beat them here."}
  {route == "barns": {hero} showed Ranger Haskell the stuffed moose and explained about the barns, and the ranger promised to watch the road as well.}
  {route == "ranger": {hero} stayed and became, for one morning, the ranger's unofficial assistant. {They} lifted small children up to the spotting scope, pointed out the moose calf's ears among the willows, and explained to a man from very far away that no, the moose were not tame, and no, he could not go closer. And every time tires crunched on the gravel, {hero} turned to look.}
  {route == "wait": {hero} borrowed Grandpa's binoculars and took up a post at the edge of the pull-out, watching the road. Cars appeared far away as specks of light, swelled into shapes, and swished past. White. Silver. Red. Silver again. {hero} had never realized how many silver cars there were in the world, or how few green ones.}
  Below the pull-out, two people in a canoe drifted silently around the bend, paddles resting across their knees, letting the slow river carry them. They waved up at the pull-out. {hero} waved back with one of the stuffed moose's floppy hooves, which made one of the paddlers laugh so hard the canoe wobbled.
  The mist had burned away, and the upside-down mountain in the river had broken into a thousand moving ripples. Across the water, the moose calf had folded itself down in the willows for a nap, so that only its ears stuck up, swiveling at every sound. Downstream, a man in chest-high rubber waders was casting a fishing line in long, lazy loops, catching nothing and looking perfectly happy about it.
  After a while the moose calf unfolded itself, wobbled over to its mother and began to nurse, its stubby tail flicking like a windshield wiper. When it had finished, it lay back down in exactly the same spot, with the complete confidence of someone who has never once been lost.
  {hero} sat with the stuffed moose on {their} knee and tried very hard not to look at the time. {They} lost. It had been almost two hours since the green van had pulled away.
}
{end_now: -> early_bend}
{band:
- "young":
  "When I was little, I lost my baseball glove," said Grandpa. "My dad drove all the way back. It was right where I left it."
  "Really?" said {hero}.
  "Really," said Grandpa. "People go back to where they lost things."
  {pal} looked at the road. "Unless they go somewhere else first," {pal} said.
  {hero} held the toy moose up to see the river. "Your girl will come," {hero} told it. {They} hoped it was true.
  The ranger waved. "No luck yet?" she called. {hero} shook {their} head.
  Maybe the girl was on her way right now. Or maybe she was far away, at the barns or at the boat, crying for her moose.
- "middle":
  "When I was about your age," Grandpa said, "I left my baseball glove at a campground. I didn't notice until we were an hour down the road. My dad turned the car around and drove all the way back." He smiled. "It was sitting right where I left it, on the picnic table."
  "Really?" said {hero}.
  "Really. People go back to where they lost things. It's the first place anyone looks."
  "Unless," said {pal}, "they think they lost it somewhere else. Like the barns. Or unless they give up and go on the boat."
  {route == "ranger": {hero} looked at the FOUND card pinned to the ranger's board. It fluttered a little in the breeze, waiting too.}
  Ranger Haskell walked over. "Any luck?" she asked. {hero} shook {their} head.
  "Give it time," said the ranger. "Or don't. Either way, that moose is lucky to have you."
  {hero} looked down at the stuffed moose, and then at the road. Staying felt like doing nothing. Going felt like guessing. Every choice felt like it might be the wrong one.
- else:
  "When I was about your age," Grandpa said, stretching out his legs, "I left my baseball glove at a campground. Didn't notice until we were an hour down the highway. I cried so hard my dad turned the car around without a word and drove the whole hour back." He smiled at the memory. "It was sitting right where I'd left it, on the picnic table, with a chipmunk sitting in it."
  "Really?" said {hero}.
  "Really. People go back to where they lost things. It's the first place anybody looks."
  "Unless," said {pal}, who had been thinking hard, "they think they lost it somewhere else. Like the barns, where they were last. Or unless they give up searching and go on the boat after all, because they promised."
  {route == "ranger": {hero} glanced at the FOUND card on the ranger's board. It fluttered in the breeze, patient as anything, which was more than {hero} could say for {themself}.}
  Ranger Haskell wandered over between visitors. "Any luck?" she asked.
  {hero} shook {their} head.
  "Give it time," the ranger said. "Or don't. There's no wrong way to be kind. Only slower and faster ones."
  {hero} turned the stuffed moose over in {their} hands. It was dry now, and warm from the sun, and its shiny nose looked a little less lonely. Staying felt like doing nothing. Going felt like guessing. And {hero} could not shake the feeling that somewhere, right now, a small girl was pressing her face against a van window and hoping.
}
* [Go and look for them at the old barns # act: go] -> the_long_wait
* {route != "wait"} [Wait right where the moose was found # act: wait] -> back_at_the_bend
* {route == "wait"} [Help the ranger show visitors the moose calf # act: help] -> back_at_the_bend
* [Ask Grandpa to drive to the boat dock at Jenny Lake # act: ask] -> at_the_boat_dock

// ---------------------------------------------------------------------------------------------
// Ending: the green van comes back to the bend.
// ---------------------------------------------------------------------------------------------
=== back_at_the_bend ===
# place: oxbow-bend
{band:
- "young":
  {spot == "barns": Grandpa drove back north, all the way to Oxbow Bend. {hero} held the toy moose the whole way.}
  {spot == "dock": Grandpa drove back along the mountain road to Oxbow Bend. {hero} held the toy moose the whole way.}
  {spot == "bend" && route != "wait": They waited right where the moose was found. {hero} held it up so it could see the road.}
  {spot == "bend" && route == "wait": {hero} helped the ranger. {They} lifted a little boy up to see the moose calf.}
  Cars came. Cars went. {hero} waited and waited.
  "I will make my most polite face," said {pal}. "For when she comes."
  Then a green van zoomed into the pull-out. The door flew open. Out jumped the girl in the yellow hat!
  She ran to the grass. She looked and looked. She was crying.
  {hero} walked over. {They} held out the toy moose.
  The girl stopped. Her mouth made a big O. Then she grabbed the moose and hugged it tight.
  "You found him!" she cried. "You found my moose!"
  "He was waiting for you," said {hero}.
  Her dad shook Grandpa's hand. "Thank you," he said. "We looked everywhere!"
  {made_sign: The girl saw the FOUND card on the ranger's board. "That's my moose on there!" she said.}
  "Who found him?" the girl asked.
  "{pal} did," said {hero}. "In the grass."
  The girl looked at {pal} very seriously. "Thank you, {pal}. You are a good finder," she said. {pal} looked proud enough to burst.
  The girl held her moose up high. "Look," she told him. "That's your family." Across the river, the real moose calf flicked its ears.
  {pal} {moose_joy()}. The ranger gave {hero} a big thumbs-up. # ending: back_at_the_bend
- "middle":
  {spot == "barns": Grandpa drove back north across the valley, all the way to Oxbow Bend, and this time {hero} held the moose up at the window so it could watch the mountains go by. Then they waited at the edge of the pull-out.}
  {spot == "dock": Grandpa drove back along the mountain road, past the lakes and the meadows, all the way to Oxbow Bend, while {hero} held the moose on {their} knee and hoped. Then they waited at the edge of the pull-out.}
  {spot == "bend" && route != "wait": So they waited, right at the edge of the grass where {pal} had found the moose, and {hero} held it up so it could see the road.}
  {spot == "bend" && route == "wait": So {hero} helped the ranger, lifting a little boy up to the scope and showing him the moose calf's ears poking out of the willows.}
  A silver car came and went, and then a white one, and {hero} was starting to think {they} had made the wrong choice after all.
  "I am practicing my polite face," {pal} announced, "for when she finally gets here." It looked more like a sneeze that had gotten stuck.
  Then a green van with bikes on the back swung into the pull-out, and the side door slid open before it had even stopped. Out tumbled the girl in the yellow hat, who ran straight to the edge of the grass and started searching, crying so hard that her shoulders shook.
  {hero} walked over and quietly held out the stuffed moose.
  The girl froze, and her mouth made a perfect O. Then she grabbed the moose and squeezed it so tight that its green-thread antler squished flat against her cheek.
  "You found him," she whispered. "You really found him!"
  "He was waiting for you," said {hero}.
  The girl's dad hurried up, out of breath, and shook Grandpa's hand. "We searched every inch of the barns and took the whole car apart," he said. "We stopped for breakfast on the way back, and she was too sad to eat a single pancake. We were sure he had fallen out at the barns, and all along he was right here, in the first place we should have looked."
  {made_sign: Then the girl spotted the FOUND card on the ranger's board and read it out loud, very slowly, one letter at a time. "That's him," she said proudly. "My moose is on a sign."}
  {saw_swim: "He watched his family swim across the river," {hero} told her, pointing. "They swam right over there, with only their heads sticking out." The girl's eyes went even rounder.}
  {saw_van_leave: "He even went to see the bison," {hero} told her. "He rode in our car, and when a big bull rolled in the dirt, he was very brave about it."}
  "Who found him?" the girl asked, peering at {pal} from under her hat.
  "{pal} did," said {hero}. "In the long grass, right over there."
  The girl held out her hand very formally, the way grown-ups do at meetings. "Thank you very much, {pal}," she said, and {pal} looked proud enough to float away over the river.
  Then she held the moose up toward the willows. "Look," she told it. "That's your family." And across the river, as if it had heard, the real moose calf lifted its head.
  {pal} {moose_joy()}. {hero} didn't need to do anything at all, so {they} just stood there in the sunshine, feeling warm all the way through. # ending: back_at_the_bend
- else:
  {spot == "barns": Grandpa drove back north across the whole valley to Oxbow Bend, and for once {hero} did not ask how much longer.}
  {spot == "dock": Grandpa drove back along the mountain road, past the lakes and the meadows, all the way to Oxbow Bend, while {hero} held the moose and tried not to hope too hard.}
  {spot == "bend" && route != "wait": So they waited, right at the edge of the grass where {pal} had found the moose. {hero} held it up so it could see the road, which was probably silly, and did it anyway.}
  {spot == "bend" && route == "wait": So {hero} helped the ranger, lifting a small boy up to the scope and steering his eye toward the moose calf's ears, which were poking out of the willows like two brown leaves.}
  "I've been practicing a polite face," {pal} announced, "for when she arrives. Tell me honestly." It looked like someone trying not to sneeze during a spelling test.
  A silver car came and went. A white one. A motorcycle. {hero} had just begun to compose a speech in {their} head about how waiting was clearly a mistake when a green van with bikes on the back swung into the pull-out so fast that gravel sprayed, and the side door slid open before it had even stopped. Out tumbled the girl in the yellow hat. She ran straight to the edge of the grass and began searching it with both hands, sobbing the kind of sobs that take your whole body.
  {hero} walked over and held out the stuffed moose.
  The girl went completely still. Her mouth made a perfect O. Then she grabbed the moose and crushed it against her face so hard that its green-thread antler folded flat, and she did not say anything for a long time.
  "You found him," she whispered at last, into the moose. "You found him."
  "He was waiting for you," said {hero}. {They} had not planned to say it, but it was true.
  The girl's dad came jogging up, red-faced, and gripped Grandpa's hand. "We were certain he fell out at the barns," he said. "We took the whole car apart. We even stopped for breakfast on the way back, and she wouldn't touch her pancakes. And he was right here the whole time, at the very first place we should have looked. Thank you. Really."
  {made_sign: The girl had spotted the FOUND card on the ranger's board. She sounded it out letter by letter, frowning, and then looked up with her whole face shining. "He's famous," she said. "My moose is on a sign."}
  {saw_swim: "He saw his family swim across the river," {hero} told her. "Right over there. Both of them, only their heads sticking out." The girl looked at her moose with new respect, as if he had done it himself.}
  {saw_van_leave: "He went to see the bison, like you wanted," {hero} told her. "He rode in our car. There was a bison jam, and a big bull rolled in the dirt, and he was very brave about it."}
  "Who found him?" the girl demanded, peering at {pal} from under the brim of her hat.
  "{pal} did," said {hero}. "In the long grass, right over there."
  The girl held out her hand, very formally, as if they were at a meeting. "Thank you kindly, {pal}," she said. {pal} looked so proud that {hero} worried it might float off over the river.
  The girl lifted her moose toward the willows. "Look," she told it. "That's your family." And across the river, as though it had heard, the real moose calf raised its head out of the willows and looked right back.
  {pal} {moose_joy()}. {hero} found {they} didn't need to do anything at all. It turned out that giving something back felt even better than finding it, and {hero} stood in the sun and let the feeling fill {them} right up to the top. # ending: back_at_the_bend
}
-> END

// ---------------------------------------------------------------------------------------------
// Ending: at the boat dock on Jenny Lake, and a first boat ride for a stuffed moose.
// ---------------------------------------------------------------------------------------------
=== at_the_boat_dock ===
# place: jenny-lake
// What the girl's family heard at the bend: "where" (a kid has him, at the boat), "kid" (a kid has him, nobody knows where), "none".
~ temp news = "none"
{
- (route == "ranger" && spot != "barns") || (route == "wait" && spot == "dock"):
  ~ news = "where"
- told_ranger:
  ~ news = "kid"
}
{band:
- "young":
  {spot == "barns": Grandpa drove north to Jenny Lake. "In winter, people ski on this road," he said. # fact: winter-road-closed}
  {spot == "bend": Grandpa drove to Jenny Lake. "In winter, people ski on this road," he said. # fact: winter-road-closed}
  {spot == "dock": So they stayed at the dock.}
  Across the lake, a sharp peak stood up on the left. Another one peeked out behind it.
  "That one in the back is the Grand Teton," said Grandpa. "It is the tallest peak here. It just looks smaller, because it is farther away." # fact: rises-feet-above
  {spot != "dock": {hero} waited and waited. The little boat came and went, and came and went.|{hero} waited and waited. {pal} counted the hikers in line, and then counted them again.}
  {spot != "dock": "That boat goes across to the trails," said Grandpa. "Then it comes back for more people."}
  {spot != "dock": "Like a bus that swims," said {pal}.|"That boat is like a bus that swims," said {pal}.}
  {news == "where": Then {hero} saw a yellow hat running down the path! The girl was pulling her dad along by the hand.}
  {news == "kid": Then {hero} saw a yellow hat hurrying down the path! The girl was looking at every face.}
  {news == "none": Then {hero} saw a yellow hat coming down the path! The girl was holding her dad's hand. Her eyes were red.}
  {hero} ran over and held out the toy moose.
  "My moose!" the girl cried. She hugged it so hard.
  {news == "where": "The ranger said you had him!" she said. "She said you went to the boat!"}
  {news == "kid": "The ranger said a kid had him!" she said. "But she didn't know where. So we came to the boat to look."}
  {news == "none": "We went back to look, and he was gone!" she said. "Where was he?"}
  {news == "none": "With us," said {hero}. "We kept him safe."|"We kept him safe for you," said {hero}.}
  "Now he can go on the boat!" said the girl. She looked up at her dad, and her dad looked at Grandpa.
  Grandpa laughed and bought two more tickets. So they all rode the boat together. The moose sat on the girl's lap and looked at the mountains. {pal} {moose_joy()}. # ending: at_the_boat_dock
- "middle":
  {spot == "barns": Grandpa drove north to Jenny Lake along the road that runs right at the foot of the mountains. "In winter, this road is closed to cars," he said. "People ski and snowshoe right down the middle of it." # fact: winter-road-closed}
  {spot == "bend": Grandpa drove to Jenny Lake along the road that runs right at the foot of the mountains. "In winter, this road is closed to cars," he said. "People ski and snowshoe right down the middle of it." # fact: winter-road-closed}
  {spot == "dock": So they stayed right where they were.}
  {hero} sat on a rock beside the water with the stuffed moose. Across the lake, the peaks rose almost straight up. A deep canyon cut back into them, and to the left of it stood a sharp peak. Peeking over its shoulder from farther back was the Grand Teton, the tallest of them all, even if it didn't look it from here. # fact: rises-feet-above
  "See how there are no hills in front of them?" Grandpa said. "There's a giant crack in the ground along the foot of those mountains. For millions of years, the mountains have been rising on one side of it, and the valley sinking on the other."
  "Are they still going up?" asked {pal}, peering up at them.
  "Bit by bit, over a very long time," said Grandpa. "Not this morning."
  An hour went by while {hero} counted boats. Each one puttered across to the trails on the far shore, dropped off its hikers and came back for more.
  "It's like a bus," said {pal}, "except it swims."
  {hero} was beginning to wonder whether the family had given up and gone home.
  {news == "where": Then something yellow came racing down the path from the parking lot. It was the girl, running so fast that her dad could hardly keep up.}
  {news == "kid": Then something yellow came hurrying down the path from the parking lot. It was the girl, towing her dad by the hand and peering at every face on the dock.}
  {news == "none": Then something yellow came bobbing down the path from the parking lot. It was the girl, holding her dad's hand, with red eyes and dragging feet.}
  {hero} jumped up and ran over, holding out the moose.
  The girl stopped dead. A second later she shrieked so loudly that everyone in the boat line turned around. Then she grabbed the moose and hugged it, and hugged it, and hugged it.
  {news == "where": "We went back to the bend, and the ranger {made_sign: showed us your card|told us a kid had him}," her dad said, out of breath. "She told us you'd gone to wait for us at the boat."}
  {news == "kid": "We went back to the bend, and the ranger {made_sign: showed us your card|said a kid had him}," her dad said. "But she didn't know where you'd gone, so we came to the boat and hoped."}
  {news == "none": "We drove all the way back to the bend," her dad said, amazed, "and he wasn't there!"}
  "He was with us," said {hero}. "We kept him safe for you. And you said he had never been on a boat."
  The girl looked up at her dad, and her dad looked at Grandpa, and Grandpa just shrugged and went to buy two more tickets.
  So they all rode across Jenny Lake together, with cold spray flying and the mountains getting bigger and bigger. The girl sat next to {hero} and told the whole life story of her moose, and {hero} explained exactly how {pal} had found him in the grass.
  The stuffed moose sat on the girl's lap, facing forward, where he could see everything at once. {pal} {moose_joy()}. # ending: at_the_boat_dock
- else:
  {spot == "barns": Grandpa drove north to Jenny Lake along the road that hugs the foot of the mountains. "In winter this road is closed to cars," he said. "It's all skiers and snowshoers out here then, gliding right down the middle where we're driving." # fact: winter-road-closed}
  {spot == "bend": Grandpa drove to Jenny Lake along the road that hugs the foot of the mountains. "In winter this road is closed to cars," he said. "It's all skiers and snowshoers out here then, gliding right down the middle where we're driving." # fact: winter-road-closed}
  {spot == "dock": So they stayed, and {hero} learned the exact sound the boat's engine made when it was about to arrive.}
  {hero} sat on a rock at the water's edge with the stuffed moose on {their} knee. Across the lake, the peaks rose so steeply that they seemed to lean over the water. A deep canyon split them, and on its left stood a sharp, pointed peak. Over that peak's shoulder, farther back and really the tallest of them all, rose the Grand Teton, looking smaller than it was, the way faraway things do. # fact: rises-feet-above
  "Notice there are no foothills?" Grandpa said, following {hero}'s gaze. "The mountains just leap straight up out of the flat ground. That's because there's a giant crack in the earth running along their feet. For millions of years the mountains have been rising on one side of it and the valley has been sinking on the other, a few feet at a time, in big earthquakes thousands of years apart."
  {pal} looked down at the rock it was sitting on and edged a little closer to {hero}. "Not today, though."
  "Not today," Grandpa agreed.
  An hour crawled by. {hero} counted boats: five, six, seven. Each one puttered across to the trailheads on the far shore, unloaded a crowd of hikers with walking sticks, and came back for more.
  "It's a bus," {pal} observed, "that has decided to be a duck."
  {They} counted hikers, and then hats, and then clouds. Doubt crept in. Maybe the family had changed their plans. Maybe they had given up on the whole day and were driving away right now, with one small girl crying into the window. {hero} had nearly decided that waiting was the worst invention in history when something yellow caught {their} eye, bobbing down the path from the parking lot. {news == "where": It was the girl, running flat out, her yellow hat bouncing, with her dad jogging behind her wearing the face of a man who has been told to hurry.} {news == "kid": It was the girl, hauling her dad along by one hand and searching every face on the dock, the way you look for someone you have only heard about.} {news == "none": It was the girl, clutching her dad's hand, eyes swollen and red, dragging her sneakers as if they weighed a hundred pounds each.}
  {hero} was on {their} feet and running before {they} had decided to.
  The girl saw the moose and stopped so suddenly that her dad nearly tripped over her. Then she let out a shriek that turned every head in the boat line, snatched the moose and hugged it and hugged it as though she meant to never let it go again.
  {news == "where": "We went back to the bend, and the ranger {made_sign: showed us your card|told us a kid had him}," her dad panted, staring at {hero}. "She said you'd gone to wait for us at the boat. I have never seen this one run so fast."}
  {news == "kid": "We went back to the bend, and the ranger {made_sign: showed us your card|told us a kid had him}," her dad said, staring at {hero}. "But she didn't know where you'd gone, so we came to the boat and hoped. I was running out of hope."}
  {news == "none": "We went all the way back to the bend," her dad said, staring at {hero}. "We searched every bush. We thought he was gone for good."}
  "He was with us," said {hero}. "We kept him safe." Then {they} remembered something. "And you said he'd never been on a boat."
  The girl looked up at her dad. Her dad looked at Grandpa. Grandpa sighed the sigh of a man who knows when he has lost an argument before it starts, and bought two more tickets.
  So they all rode across Jenny Lake together, spray flicking over the side, the mountains growing taller with every second. The girl sat next to {hero} and explained the moose's entire life history, including the day his antler fell off and the emergency surgery with green thread, and {hero} told her how {pal} had found him face down in the grass, and she listened with her hand over her mouth.
  The stuffed moose sat on the girl's lap, facing forward, where he could see absolutely everything. {pal} {moose_joy()}. {hero} decided it was the finest use of a boat ticket in the history of boats. # ending: at_the_boat_dock
}
-> END

// ---------------------------------------------------------------------------------------------
// Ending (the cost): a long wait at the barns, and a note for the lost and found.
// ---------------------------------------------------------------------------------------------
=== the_long_wait ===
# place: mormon-row
// Where the girl's family went from the bend: "boat" (the ranger sent them to find the child at the boat), "kid" (she told them a kid had him), "none".
~ temp heard = "none"
{
- spot == "dock" && (route == "wait" || route == "ranger"):
  ~ heard = "boat"
- told_ranger:
  ~ heard = "kid"
}
{band:
- "young":
  {spot == "barns": So they stayed at the barns.}
  {spot == "dock": Grandpa drove all the way back south to the old barns.}
  {spot == "bend": Grandpa drove south across the valley to the old barns.}
  {route != "barns" && spot != "barns": "Pioneer families built these barns long ago," said Grandpa. "Some of the old barns still stand." # fact: pioneer-families-settled}
  They waited and waited. Bison munched grass. {spot == "barns" && route != "barns": One of the pronghorn came back and ran right past the car. Zoom!|A pronghorn ran by. Zoom!}
  {pal} watched it go. "Show-off," {pal} said.
  "Pronghorn are the fastest runners in North America," said Grandpa. Then he sat down by {hero}. "I think they went back to the river," he said softly. "People look where they lost things."
  {hero} held the toy moose up high for one last look at the bison. The girl had wanted that.
  "Let's take him to the ranger at the bend," said Grandpa. "She will know what to do."
- "middle":
  {spot == "barns": So they stayed at the barns. Grandpa leaned against the car with his arms folded, and {hero} sat on the bumper with the moose, watching the road.}
  {spot == "dock": Grandpa drove back south across the valley to the old barns, which took a long, quiet time.}
  {spot == "bend": Grandpa drove south across the valley, away from the river and the willows, to the old barns.}
  {route != "barns" && spot != "barns": "Pioneer families settled this row in the 1890s," Grandpa said as they parked. "Some of the barns they built are still standing." # fact: pioneer-families-settled}
  The wait stretched on and on. The bison grazed slowly across the flats, and a pronghorn stood and stared at them before it bounded away, faster than any car on the road.
  "Fastest land animal in North America," said Grandpa. "Nothing out here can catch one."
  {not made_sign: To pass the time, Grandpa explained that when the park was first made in 1929, these flats weren't even part of it. The park only grew much bigger in 1950. # fact: created-1929-bigger}
  Once something green flashed far down the road, and {hero} was on {their} feet before {they} saw that it was only a pickup truck pulling a horse trailer.
  Finally Grandpa sat down beside {hero}. "I think they went back to the river," he said gently. "That's where people usually look for something. Where they lost it."
  Before they left, {hero} held the stuffed moose up high, facing the herd, so that he could have a good long look. The girl had wanted him to see bison, and at least he got that.
  {route == "ranger": "Let's take him back to Ranger Haskell," Grandpa said. "She told us she'd be at the bend all morning."|"Let's take him to the ranger at the bend," Grandpa said. "Whatever happens next, she'll know what to do."}
- else:
  {spot == "barns": So they waited at the barns. Grandpa leaned on the car with his arms folded. {hero} sat on the bumper with the moose and watched the road until {their} eyes stung.}
  {spot == "dock": Grandpa drove all the way back south across the valley to the barns, which took long enough for {hero} to start doubting the whole idea somewhere around the halfway point.}
  {spot == "bend": Grandpa drove south across the valley, away from the river and the willows, to the barns.}
  {route != "barns" && spot != "barns": "Pioneer families settled this row in the 1890s," Grandpa said as they pulled in. "Some of the barns they built are still standing. Tough people. They had to be." # fact: pioneer-families-settled}
  The minutes crawled. The bison drifted across the flats, tearing up grass with a sound like someone ripping paper. A pronghorn stood stock-still and stared at them for a full minute, as if deeply suspicious, then bounded away at a speed that made the cars on the road look parked.
  "Fastest land animal in North America," Grandpa said. "Nothing out here can catch one. Which is more or less how I'm feeling about that van."
  {not made_sign: To fill the silence, Grandpa told {hero} that when the park was first made in 1929, these flats weren't even part of it. It was only in 1950 that the park grew much bigger and took in the valley, barns and bison and all. # fact: created-1929-bigger}
  Once, far down the road, something green glinted in the sun, and {hero} was on {their} feet with {their} heart going like a drum, until it came close enough to be a pickup truck towing a horse trailer, driven by a man in a cowboy hat who waved at them cheerfully and drove on.
  Eventually Grandpa came and sat down beside {hero}. "I think," he said gently, "they went back to the river. That's where people look. Where they lost it."
  Before they left, because it felt important, {hero} held the stuffed moose up high, facing the herd, and gave him a long, proper look at the bison. The girl had wanted him to see bison, and at least he had.
  {route == "ranger": "Let's take him back to Ranger Haskell," Grandpa said. "She told us she'd be at that pull-out all morning, and she's the one person in this valley who's sure to see them."|"Let's take him to the ranger at the bend," Grandpa said. "She's been at that pull-out since dawn. Whatever happens next, she'll know what to do."}
}
# place: oxbow-bend
{band:
- "young":
  So they drove back to Oxbow Bend.
  {heard == "boat": "Oh, you just missed them!" said the ranger. "The girl looked all over the grass. I told them you went to the boat, so off they went to find you there."}
  {heard == "kid": "Oh, you just missed them!" said the ranger. "The girl looked all over the grass. I told them a kid had him, but I did not know where you went."}
  {heard == "none": "Oh, you just missed them!" said the ranger. "The girl in the yellow hat looked all over the grass."}
  {hero} felt a lump in {their} throat. They had missed her by ten minutes.
  The ranger set the toy moose on her scope case, facing the road. {hero} tucked a note under his foot. It said: "Your moose is safe. He saw the bison."
  "Her dad left his phone number," said the ranger. "I will call him. Your moose will get home."
  {route == "ranger": "I should have left him with you this morning," said {hero}.}
  {route != "ranger" && heard == "boat": "Next time, I will stay where I said I would be," said {hero}.}
  {route != "ranger" && heard != "boat": "Next time, I will tell the ranger where we are going," said {hero}.}
  {pal} leaned on {hero}. "You still did a kind thing," {pal} said. # ending: the_long_wait
- "middle":
  When they pulled into the pull-out at Oxbow Bend, Ranger Haskell was still at her scope, and there was no green van anywhere.
  "Oh, no," she said when she saw the moose. "You missed them by ten minutes. The girl in the yellow hat searched every inch of that grass."
  {heard == "boat": "I told them you'd gone to wait at the boat," she went on, "so they raced off to Jenny Lake. You must have passed each other on the road."}
  {heard == "kid": "I told them a kid had him safe," she went on, "but I couldn't tell them where you'd gone."}
  {hero}'s throat felt tight. The girl had come back to this very spot while they were off driving all over the valley.
  The ranger set the stuffed moose on top of her scope case, facing the road. {hero} wrote a note on the back of a map and tucked it under his hoof: "Dear girl in the yellow hat. Your moose is safe. He saw the bison."
  "Her dad left me his phone number," said the ranger. "I'll call him right now. Your moose will be home by lunch."
  {route == "ranger": "You offered to keep him this morning," {hero} said slowly. "Next time, I'll trust the person who's staying put."}
  {route != "ranger" && heard == "boat": "We told you we'd be at the boat, and then we left," {hero} said slowly. "Next time, I'll stay where I said I'd be, or leave word when I go."}
  {route != "ranger" && heard != "boat": "Next time," {hero} said slowly, "I'll tell somebody who's staying put where we're going."}
  {pal} leaned against {them}. "You still did a kind thing," {pal} said. "You just did it the long way around." # ending: the_long_wait
- else:
  The drive back north felt twice as long as the drive south. When they swung into the pull-out, Ranger Haskell was still at her scope, the willows were still full of moose, and there was no green van anywhere.
  The ranger saw the stuffed moose in {hero}'s hands and winced. "Oh, no. You missed them by ten minutes," she said. "The girl in the yellow hat went through that grass on her hands and knees."
  {heard == "boat": "I told them you'd gone to wait at the boat," she went on, "so they turned right around and raced off to Jenny Lake to find you. You must have passed each other somewhere on the road."}
  {heard == "kid": "I told them a kid had him safe," she went on, "but I couldn't tell them where you'd gone, and neither could anybody else."}
  {hero} had known it might happen, somewhere underneath. Hearing it out loud made {their} throat go tight. They had driven all over the valley with the moose, and the girl had come back to this exact spot while they were gone.
  The ranger set the stuffed moose on the lid of her scope case, facing the road. {hero} wrote a note on the back of the park map, pressing hard so the letters came out clear, and tucked it under his hoof. "Dear girl in the yellow hat," it said. "Your moose is safe. He saw the bison, like you wanted.{saw_van_leave: There was a big bull rolling in the dust, and your moose was very brave about it.}"
  "Her dad left me his phone number, in case anyone turned him in," the ranger said. "I'll call him the minute you leave. He'll get home. Just not from your hands."
  {route == "ranger": "You offered to keep him this morning," {hero} said slowly. "I wanted to be the one who gave him back so much that I didn't trust anyone else to. Next time, I'll trust the person who's staying put."}
  {route != "ranger" && heard == "boat": "We told you we'd be at the boat," {hero} said slowly, "and then we left it without telling anybody. Next time I say where I'll be, I'll stay there, or I'll leave word when I go."}
  {route != "ranger" && heard != "boat": "If I'd told you where we were going," {hero} said slowly, "you could have sent them straight to us. Next time, I'll leave word with somebody who's staying put."}
  {pal} leaned against {them}, warm and solid. "You still did the kind thing," {pal} said. "You just did it the long way around." # ending: the_long_wait
}
-> END

// ---------------------------------------------------------------------------------------------
// "End now": an ending that fits wherever they are (the barns, the dock, the ranger, the bend).
// ---------------------------------------------------------------------------------------------
=== early_barns ===
# place: mormon-row
{band:
- "young":
  {spot == "": The bison took a long time. When they got to the barns, there was no green van.}
  {spot == "barns": They waited a little while by the car. Nobody came.}
  "They are gone," said {hero} sadly.
  {hero} held the moose up high to see the bison. The girl had wanted that.
  "Let's take him to the ranger at the bend," said Grandpa. "She will help."
- "middle":
  {spot == "": The bison took their time. By the time the road was clear and Grandpa drove on to the barns, there was no green van anywhere.}
  {spot == "barns": They walked the whole row one more time, just to be sure, and ended up back at the car, out of ideas.}
  "We were too slow," {hero} sighed.
  {hero} held the stuffed moose up high, facing the herd, so he could have a good look. A big bull lifted its shaggy head, as if to say hello. The girl had wanted her moose to see bison, and now he had.
  "Here's what we'll do," said Grandpa. "We'll take him back to the ranger at the bend. If anybody can get him home, she can."
- else:
  {spot == "": The bison took their time, as bison do. By the time the road cleared and Grandpa drove on to the barns, there was no green van anywhere on the flats, only sagebrush and old gray boards and the mountains standing over everything.}
  {spot == "barns": They walked the row one more time, slowly, just to be sure, and ended up back at the car with no ideas left at all.}
  "We were too slow," {hero} said, and {their} voice wobbled more than {they} wanted it to.
  {hero} held the stuffed moose up high, facing the herd, and gave him a long, proper look. A big bull raised his shaggy head and stared back, as if one large animal were greeting another. She had wanted him to see bison, and he had, and that was something {hero} could give her even without being there.
  "Here's the plan," said Grandpa. "We drive back to the ranger at the bend. She's been at that pull-out since dawn, and if that family goes anywhere twice today, it'll be there."
}
# place: oxbow-bend
{band:
- "young":
  So back they drove to Oxbow Bend. The ranger shook her head. "A green van was just here," she said. "You missed it by five minutes."
  {made_sign: "I showed the girl your card," she said. "She knows her moose is safe."}
  {hero} wrote a note. "Your moose is safe," it said. "He saw the bison."
  The ranger sat the toy moose on her scope case, with the note under his foot. "Her dad gave me a phone number," she said. "I'll call him."
  {pal} patted the toy moose. "You'll be home soon," {pal} told it.
  Grandpa gave {hero} a hug. "That was a kind thing to do," he said. # ending: lost_and_found_note
- "middle":
  Back at Oxbow Bend, Ranger Haskell looked up from her scope and shook her head. "A green van with bikes on the back pulled out five minutes ago," she said. "The girl was looking everywhere for him."
  {made_sign: "I showed her your card," the ranger added. "So at least she knows he's safe."}
  {hero} wrote a note on the back of a map: "Dear girl in the yellow hat. Your moose is safe. He saw the bison." The ranger sat the stuffed moose on her scope case with the note tucked under one hoof, and wrote down the phone number the girl's dad had left her.
  It wasn't the same as handing him back. But it was something.
  {pal} leaned against {hero}. "He'll get home," {pal} said. "And he'll have a story to tell."
  Grandpa put an arm around {hero}'s shoulders. "You didn't have to do any of this," he said. "You chose to. That's the part that counts." # ending: lost_and_found_note
- else:
  Back at Oxbow Bend, Ranger Haskell looked up from her scope, saw the moose, and shook her head slowly. "You missed them by five minutes," she said. "Green van, bikes on the back, one very sad yellow hat. Her dad left me his number in case anybody turned him in."
  {made_sign: "I showed her your card," the ranger added. "She read it twice. She knows he's safe, at least."}
  {hero} wrote the note on the back of the park map, pressing hard: "Dear girl in the yellow hat. Your moose is safe. He saw the bison, like you wanted, and he was very brave." The ranger propped the stuffed moose on her scope case with the note under one hoof, and reached for her phone.
  It wasn't the same as handing him back. Five minutes. {hero} kept doing the math on those five minutes and not liking the answer.
  {pal} leaned against {hero}'s side. "He's going to be home by lunch," {pal} said. "With the best story of any moose in Wyoming."
  Grandpa squeezed {hero}'s shoulder. "You know, you didn't have to do any of this," he said. "Nobody would've blamed you for leaving him in the grass. You chose the harder thing. That's worth more than getting it perfect." # ending: lost_and_found_note
}
-> END

=== early_dock ===
# place: jenny-lake
{band:
- "young":
  So they waited at the dock. The boat came and went. Came and went.
  {hero} told the toy moose about the boat. "You'll like it," {hero} said. "It goes all the way across."
  {pal} watched the boat. "I want to ride that," {pal} said.
  {told_ranger: Then a yellow hat came running down the path! It was the girl.|Then a yellow hat came down the path! It was the girl. Her eyes were red from crying.}
  {hero} held out the toy moose. The girl hugged it and hugged it.
  "Thank you!" she said. "Now he can ride the boat!"
  Her dad shook Grandpa's hand. "We looked everywhere," he said.
  The girl held the moose up to see the lake. {pal} {moose_joy()}. # ending: dock_surprise
- "middle":
  So they waited at the dock. The boat came and went, and came and went. {hero} sat on a rock and told the stuffed moose all about it: how the boat crossed the lake to the trails on the far side, how the water was clear enough to see the stones, how the mountains went straight up from the other shore. {pal} added helpful details, most of them made up.
  An hour went by, and {hero} began to think the girl would never come.
  {told_ranger: Then something yellow came racing down the path from the parking lot. It was the girl, running so fast that her dad could hardly keep up.|Then something yellow bobbed down the path from the parking lot. It was the girl, holding her dad's hand, her eyes red from crying.}
  {hero} ran over and held out the stuffed moose. The girl shrieked and hugged it so hard that its green-thread antler bent flat.
  {made_sign: "The ranger showed us your card and told us you'd be here," her dad said. "Thank you."}
  {told_ranger && not made_sign: "The ranger at the bend said a kid had him and had gone to wait at the boat," her dad said. "Thank you."}
  {not told_ranger: "We went back to the bend and he was gone," her dad said. "Thank you. We looked everywhere."}
  "He was with us the whole time," said {hero}.
  "Now he can ride the boat," the girl said, beaming through her tears, and she held him up so he could see the water.
  {pal} {moose_joy()}. {hero} just grinned. All that waiting had been worth it. # ending: dock_surprise
- else:
  So they waited at the dock. The little boat came and went, and came and went. {hero} sat on a rock with the stuffed moose and gave it a full tour of the view, the way the girl would have: there's the boat, there's the far shore where the trails start, there are the mountains going straight up out of the water like they were in a hurry. {pal} added a number of helpful facts, most of which were invented on the spot.
  An hour went by, and then some more of an hour, and {hero} began to suspect that waiting was a kind of magic trick where nothing happened for as long as possible.
  {told_ranger: Then something yellow came flying down the path from the parking lot. It was the girl, running flat out, with her dad jogging behind her.|Then something yellow bobbed down the path from the parking lot. It was the girl, clutching her dad's hand, her eyes swollen from crying and her feet dragging.}
  {hero} ran to meet her and held out the stuffed moose without a word. The girl stared, and then shrieked loud enough to turn every head in the boat line, and hugged the moose so hard its green-thread antler folded flat.
  {made_sign: "The ranger at the bend showed us your card and said you'd gone to the boat," her dad said, shaking his head. "Thank you. I don't know how to thank you."}
  {told_ranger && not made_sign: "The ranger at the bend told us a kid had him and had gone to wait at the boat," her dad said, shaking his head. "Thank you. I don't know how to thank you."}
  {not told_ranger: "We went all the way back to the bend and he was gone," her dad said, shaking his head. "Thank you. We'd given up."}
  "He was with us the whole time," said {hero}. "Keeping an eye on things."
  "Now he gets to ride the boat," the girl announced, beaming through the tears, and {hero} decided that was the best sentence anyone had said all day.
  {pal} {moose_joy()}. {hero} thought about all the boats {they} had counted, and all the hats, and all the minutes, and found that not one of them felt wasted now. # ending: dock_surprise
}
-> END

=== early_ranger ===
# place: oxbow-bend
{band:
- "young":
  {hero} looked at the toy moose for a long time. The girl might come back here. And the ranger would be here all morning.
  So {hero} held him out. "Will you keep him for her?"
  "I will keep him safe," said the ranger. "Families always come back."
  She set the toy moose on top of her scope case. She turned him to face the road. "There. Now he can watch for his girl."
  {hero} patted the toy moose on the nose. "She will come," {hero} told him.
  As they drove away, {hero} looked back one more time. The little moose was still sitting up, watching the road.
  {pal} looked back too. "He looks brave," {pal} said. # ending: ranger_keeps_watch
- "middle":
  {hero} looked at the moose for a long moment, then held it out. "Will you keep him? For when they come back?"
  "I'd be honored," said the ranger. She set the stuffed moose on top of her scope case and turned him carefully to face the road. "There. Now he can watch for his girl."
  {hero} gave the moose one last pat on its shiny nose. "She's coming," {hero} told it. "I know she is."
  As Grandpa drove out of the pull-out, {hero} twisted around in {their} seat. The little moose was sitting up very straight, green-thread antler and all, keeping watch.
  "She'll be back," said {pal}. "Anyone would come back for that face."
  Grandpa nodded. "Sometimes the kindest thing is to leave something with the right person," he said, "and trust them." # ending: ranger_keeps_watch
- else:
  {hero} studied the stuffed moose's shiny nose for a long moment, and then held him out. "Will you keep him? For when they come back?"
  "I'd be honored," said the ranger. She set the stuffed moose on the lid of her scope case and turned him, carefully, so that his shiny nose pointed at the road. "There. Now he can keep watch for his girl. Best lookout I've had all summer."
  {hero} gave the moose one last pat, feeling oddly as if {they} {were} leaving a friend at a bus stop. "She's coming," {hero} told it. "Just sit tight."
  As Grandpa pulled out of the pull-out, {hero} twisted around in {their} seat to look back. The little moose was sitting bolt upright on the case, green-thread antler and all, staring down the road with enormous patience.
  "She'll be back," said {pal}. "Nobody leaves a face like that behind twice."
  "Sometimes," Grandpa said, watching the road unroll ahead of them, "the kindest thing you can do is hand something to the right person and trust them with it. That's harder than it sounds." {hero} turned that over for a mile or two, and decided he was right. # ending: ranger_keeps_watch
}
-> END

=== early_bend ===
# place: oxbow-bend
{band:
- "young":
  So they waited some more. {hero} held the toy moose up to see the river.
  Grandpa hummed a little tune. {pal} looked at every single car.
  Then a green van zoomed into the pull-out! Out jumped the girl in the yellow hat. She was crying.
  {hero} held out the toy moose. The girl hugged it tight.
  "You found him!" she cried.
  "He was waiting for you," said {hero}.
  The girl's dad said thank you, again and again.
  "Who found him?" asked the girl.
  "{pal} did," said {hero}. The girl gave {pal} a big hug. # ending: found_at_the_bend
- "middle":
  So they waited a little longer, and {hero} held the moose up so it could see the river.
  Across the water, the moose munched on, and a breeze came and went. {route == "wait": Grandpa poured the last of the cocoa.} {pal} inspected every car that pulled in, with the serious face of a guard at a castle gate. A silver one. A white one. A red one with a kayak on top.
  Then a green van with bikes on the back swung into the pull-out, and out tumbled the girl in the yellow hat, crying and searching the grass.
  {hero} walked over and held out the stuffed moose.
  The girl gasped and hugged it so tight that its green-thread antler squished flat against her cheek. "You found him!"
  "He was waiting for you," said {hero}, and that was exactly true.
  "We were sure he fell out at the barns," her dad said. "We searched every inch."
  Her dad shook Grandpa's hand and said thank you so many times that Grandpa started to laugh.
  "Who found him?" the girl asked.
  "{pal} did," said {hero}, and the girl thanked {pal} so politely that {pal} {moose_joy()}. # ending: found_at_the_bend
- else:
  So they waited a little longer. Across the water the moose munched on, unbothered, and a breeze came and went and came again. {route == "wait": Grandpa poured out the last of the cocoa and split it with {hero}.} {pal} took up a position at the edge of the gravel and inspected every car that pulled in with the grim face of a guard at a castle gate. Silver. White. Red, with a kayak on top. Silver again.
  And then it turned out that a little longer was all it took. A green van with bikes on the back swung into the pull-out, and before it had quite stopped, out tumbled the girl in the yellow hat, crying and searching the grass with both hands.
  {hero} walked over and held out the stuffed moose.
  The girl went perfectly still, and then hugged it so hard that its green-thread antler folded flat against her cheek. "You found him," she whispered.
  "He was waiting for you," said {hero}, and it was the truest thing {they} had said all day.
  "We were certain he'd fallen out at the barns," her dad said, shaking his head. "We took the whole car apart. And he was right here, in the first place we should have looked."
  Her dad shook Grandpa's hand, then {hero}'s, then Grandpa's again, saying thank you until Grandpa laughed and told him to save some for later.
  "Who found him?" the girl wanted to know. When {hero} pointed at {pal}, she thanked {pal} so solemnly that {pal} {moose_joy()}, and then the girl did it too, and for a moment the whole pull-out was full of happy noise. # ending: found_at_the_bend
}
-> END

// ---------------------------------------------------------------------------------------------
// This story's own sidekick gestures (past tense), so its sentences are its own.
// ---------------------------------------------------------------------------------------------
=== function moose_spot()
{ kind:
- "fox": ~ return "pushed its nose into the long wet grass"
- "owl": ~ return "dropped silently down into the long grass"
- "bear": ~ return "snuffled along the edge of the gravel"
- "raccoon": ~ return "patted through the wet grass with its little black hands"
- "otter": ~ return "wriggled nose-first into the long grass"
- "rabbit": ~ return "hopped into the tall grass at the edge"
- "turtle": ~ return "plodded into the long grass at the edge"
- "eagle": ~ return "hopped down into the long grass, talons and all"
- "squirrel": ~ return "darted into the long grass"
- "deer": ~ return "nosed through the tall grass at the edge"
}
~ return "UNSET_spot"

=== function moose_duck()
{ kind:
- "fox": ~ return "flattened its ears against its head"
- "owl": ~ return "pulled its feathers in tight"
- "bear": ~ return "sat down very suddenly on the floor of the car"
- "raccoon": ~ return "covered its eyes with both little hands"
- "otter": ~ return "ducked down behind the seat"
- "rabbit": ~ return "thumped one back foot in alarm"
- "turtle": ~ return "pulled in its head with a snap"
- "eagle": ~ return "hunched its great shoulders"
- "squirrel": ~ return "vanished into the pocket of the car door"
- "deer": ~ return "flicked both ears straight back"
}
~ return "UNSET_duck"

=== function moose_joy()
{ kind:
- "fox": ~ return "danced in a circle on its toes"
- "owl": ~ return "hooted softly and puffed up to twice its size"
- "bear": ~ return "clapped its big front paws together"
- "raccoon": ~ return "hopped from one foot to the other"
- "otter": ~ return "squeaked and rolled right over"
- "rabbit": ~ return "leaped straight up and twisted in the air"
- "turtle": ~ return "bobbed its head up and down, delighted"
- "eagle": ~ return "spread its wings wide and gave a high whistle"
- "squirrel": ~ return "chattered and raced in a happy loop"
- "deer": ~ return "pranced on the tips of its hooves"
}
~ return "UNSET_joy"
