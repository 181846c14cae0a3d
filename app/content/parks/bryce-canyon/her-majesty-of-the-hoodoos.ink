# title: Her Majesty of the Hoodoos
# month: 8
INCLUDE shared/story.ink

// Grandma's photo from fifty years ago blows out of her old guidebook at Rainbow Point: a girl in
// front of a pale hoodoo like a queen on a throne ("Her Majesty", the Queen Victoria hoodoo in
// Queen's Garden). An August thunderstorm builds all day. Chapter 1 at Rainbow Point; chapter 2 by
// the first choice (clues in the photo, the ranger's riddle, Natural Bridge); chapter 3 at Sunset
// Point, Inspiration Point or Wall Street; then Queen's Garden (chapter 4, and an ending in chapter
// 5) or an ending in chapter 4. The choices are laid out so the same later choices after each first
// choice lead to different places and endings.
VAR route = ""
VAR knew_tree = false
VAR circle = false
VAR heard_riddle = false
VAR knew_tunnel = false
VAR found_name = false
VAR from = ""
VAR spotted_pale = false

-> road_end

=== road_end ===
# place: rainbow-point
{band:
- "young":
  The road ended at Rainbow Point. A cold wind blew {hero}'s hat right off!
  "But it's summer!" said {hero}.
  "Rainbow Point is way up high, over nine thousand feet," said Grandma. "Up here, it stays chilly." # fact: rainbow-point-end
  Old twisty trees grew by the edge. A ranger in a flat hat told a family about them. "These are bristlecone pines," he said. "Some are more than a thousand years old." # fact: bristlecones-1600-years
  Grandma took an old book out of her bag. "I had this when I was a girl," she said.
  Whoosh! The wind flipped the pages. A little photo flew out!
  {pal} {dashed()} after the photo, and {hero} ran too. "Stop at the railing!" called Grandma.
  The photo got stuck in the roots of a twisty tree. {hero} picked it up.
  In the photo, a girl with two braids grinned. Behind her was a pale hoodoo. It looked like a lady on a big chair, with a crown!
  On the back it said: Down among the hoodoos, with Her Majesty.
  "That girl is me!" said Grandma. "But I never knew where it was. And there are so many hoodoos!"
  "We will find her," said {hero}. "And I will stand right where you stood!"
  Far away, a big white cloud was growing taller.
- "middle":
  The scenic drive ended at Rainbow Point, as high as the park road could go. When Grandma opened the car door, a cold wind came straight in and snatched {hero}'s hat.
  "It's August!" {hero} said, chasing it across the parking lot.
  "It's also more than nine thousand feet up," said Grandma, zipping her jacket to her chin. "Up here, summer keeps its sweater on." # fact: rainbow-point-end
  Along the rim grew the strangest trees {hero} had ever seen, with trunks twisted like wrung-out towels. A ranger in a wide flat hat was telling a family about them. "Bristlecone pines," he said. "Some of these have been growing here for about sixteen hundred years." # fact: bristlecones-1600-years
  Grandma took an old guidebook out of her bag. Its cover was soft and torn at the corners. "I had this when I was a girl," she said. "My father bought it the day we came here. I haven't opened it in fifty years."
  A gust flipped the pages, and something small and square flew out. It skittered along the path toward the edge. {pal} {dashed()} after it, and {hero} ran too, until Grandma called, "Stop at the railing!" The photo caught in the roots of a bristlecone, right on the safe side, and {hero} knelt to pick it up.
  The colors had faded to weak tea. A girl with two braids and a gap-toothed grin stood on a trail among the hoodoos. Behind her rose a pale hoodoo shaped like a lady sitting in a big chair, with a lumpy crown on her head. On the back, in faded pencil, someone had written: Down among the hoodoos, with Her Majesty.
  "That's me," Grandma said softly. "My father took it. I never knew where we were. We just walked down a trail, and there she was."
  {hero} looked down at the hoodoos crowding the slopes below the rim. There were thousands of them. Finding one would be like finding one special sprinkle on a whole cake.
  "We're going to find her," {hero} said. "And I'm going to stand right where you stood."
  Grandma laughed, but her eyes were shiny. Far to the west, a single white cloud was piling itself up into a tower.
- else:
  The scenic drive ended at Rainbow Point, eighteen miles into the park and as high as the road could climb. When Grandma opened the car door, a wind with no summer in it whatsoever came straight in and took {hero}'s hat for a walk across the parking lot.
  "It's August," {hero} protested, retrieving it.
  "It's also more than nine thousand feet above the sea," said Grandma, zipping her jacket up to her chin like someone who had been here before. "Up here, summer keeps its sweater on." # fact: rainbow-point-end
  Along the rim grew the strangest trees {hero} had ever seen, their trunks twisted like towels somebody had wrung out and forgotten to unwring, some of them mostly silver wood with a few tufts of green still hanging on. A ranger in a wide flat hat was telling a family about them. "Bristlecone pines," he said. "Some of these were already old trees when castles were being built in Europe. About sixteen hundred years, a few of them." # fact: bristlecones-1600-years
  Grandma had gone quiet. She took an old guidebook out of her bag, its cover gone soft as cloth and torn at the corners. "I had this when I was a girl," she said. "My father bought it the day we came. I haven't opened it in fifty years."
  She opened it, and the wind opened it further. Pages riffled, and something small and square shot out from between them and went cartwheeling along the path toward the edge. {pal} {dashed()} after it, and {hero} was right behind, until Grandma's voice cracked out: "Railing! Stop at the railing!" {hero} stopped. The photo, as if it had heard her too, snagged in the roots of a bristlecone on the safe side, and {hero} knelt and pinned it with one finger.
  It had faded to the color of weak tea. A girl with two braids and a grin with a gap in it stood on a trail among the hoodoos, squinting into the sun. Behind her rose a pale hoodoo shaped like a lady sitting in a big chair, with a lumpy crown on her head. On the back, in pencil so faint it was almost a rumor: Down among the hoodoos, with Her Majesty.
  "That's me," Grandma said. Her voice had gone strange. "My father took it. I never knew where we were. We walked down a trail somewhere, and there she was, and then we went home, and I grew up."
  {hero} looked out over the rim, where hoodoos crowded the slopes below by the thousand, orange and pink and cream, all the way to the far cliffs. Finding one particular hoodoo in all of that would be like picking out one particular pebble on a beach.
  Then {they} looked at the photo, and at Grandma's face, and something in {them} set like concrete. "We're going to find her," {hero} said. "Her Majesty. And I'm going to stand exactly where you stood."
  Grandma laughed, but her eyes were shining. Far to the west, a single white cloud had begun piling itself up into a tower, the way August clouds do when they have plans for the afternoon.
}
* [Look for clues in the photo, side by side with the view # act: look]
  ~ route = "clues"
  -> clues
* [Ask the ranger if he knows Her Majesty # act: ask]
  ~ route = "ranger"
  -> riddle
* [Drive back along the road and start hunting at the viewpoints # act: go]
  ~ route = "bridge"
  -> window

// ---------------------------------------------------------------- chapter 2: clues in the photo
=== clues ===
# place: rainbow-point
{band:
- "young":
  {hero} and Grandma sat on a stone wall, far from the edge. They held the photo up next to the view.
  "Look," said {hero}. "In the photo, you are on a trail. The hoodoos are up above you. So you were down in the canyon!"
  "Down among the hoodoos," said Grandma. "Just like it says!"
  Then {hero} saw the tree behind young Grandma. Its trunk was twisty, like a corkscrew.
  {hero} looked at the old trees by the rim. "It's one of these!" said {hero}. "A bristlecone!"
  "And the queen is pale," said {pal}. "She is lighter than all the other rocks."
- "middle":
  {hero} and Grandma sat on a low stone wall, well back from the edge, with the photo between them. Grandma took off her reading glasses and held them over it like a magnifying glass.
  "Clue number one," said {hero}. "You're standing on a trail, and the hoodoos go up above you. I can't even see the rim. So you weren't at a viewpoint. You were down inside the canyon."
  "Down among the hoodoos," Grandma read from the back. "Just like it says."
  "What else do you remember?" {hero} asked.
  Grandma closed her eyes. "My new shoes pinched," she said. "My father whistled the whole way down, and I told him to stop. And I remember how small I felt next to her. She was so big."
  "Clue number two." {hero} pointed at the corner of the photo. Behind young Grandma's shoulder stood a tree with a trunk twisted like a corkscrew. {hero} looked at the photo, then up at the old trees beside them, then back at the photo.
  "It's one of these!" {hero} said. "It's a bristlecone!"
  "Clue number three," said {pal}, leaning in close. "The queen is lighter than everything around her. Even in a faded old picture, she's pale."
- else:
  {hero} and Grandma sat on a low stone wall, well back from the drop, with the photo laid on Grandma's knee between them. Grandma took off her reading glasses and held them over it, and the little faded world inside the square swam up bigger.
  "Clue number one," said {hero}, who had decided to do this properly. "You're standing on a trail, and the hoodoos go up behind you, higher than your head. There's no rim in the picture, no sky line, nothing. So you weren't at a viewpoint looking down. You were inside the canyon, looking up."
  "Down among the hoodoos," Grandma read off the back. "My mother's handwriting. She always said exactly what she meant."
  "What else do you remember?" {hero} asked. "Anything. Even small things."
  Grandma shut her eyes, and her face went somewhere far away. "My new shoes pinched, and I complained about them the entire way down. My father whistled, badly, and I told him to stop, and he didn't. And I remember how small I felt standing next to her. She was enormous. She was the biggest thing I had ever seen that wasn't a building."
  "Clue number two." {hero} tapped the corner of the photo. Behind young Grandma's shoulder stood a tree, half cut off by the edge of the picture, with a trunk twisted like a corkscrew and a few stiff tufts of needles. {hero} looked at it. Then {they} looked up at the ancient trees beside them, their trunks twisted exactly the same way. Then back down.
  "It's one of these," {hero} said, and {their} voice went up without permission. "It's a bristlecone. You were standing next to a bristlecone."
  "Clue number three," said {pal}, leaning in until its nose nearly touched the picture. "She's lighter than everything around her. The whole photo has gone the color of tea, and she's still the palest thing in it."
}
~ knew_tree = true
{end_now: -> clues.early}
{band:
- "young":
  Grandma looked in her old book. "It says Bryce became a national park in 1928," she read. "That was long before I was born!" # fact: national-park-1928
  Far away, the white cloud was getting bigger. Grandma rubbed her knees and turned a page.
  Then she found a map. Someone had drawn a circle on it with a pencil. The circle was around a place called Sunset Point.
  "My father's pencil!" said Grandma. "He always circled the places he wanted to see."
- "middle":
  Grandma turned the pages of the old guidebook, looking for anything else her father might have left. "Listen to this," she said. "It says Bryce became a national park in 1928. That was already old news when I was a girl." # fact: national-park-1928
  Out over the canyon, the white cloud had grown taller, and Grandma's knees had already complained twice about the stone wall. She turned another page anyway.
  Then she stopped. On the map in the back of the book, someone had drawn a faint pencil circle around the middle of the big bowl of hoodoos, near a spot called Sunset Point.
  "My father's pencil," Grandma whispered. "He circled everything he wanted to see."
  "And look," said {hero}, leaning over the map. "Sunset Point is right in the middle of all the hoodoos. If you wanted to walk down among them, that's where you'd start."
  Grandma ran her thumb over the faint gray line, very gently, as if it might rub away. "Then that's where he was going," she said.
- else:
  Grandma turned the pages of the old guidebook slowly, the way you walk through a house you used to live in. "Listen," she said. "It says here that Bryce became a national park in 1928. When I was a girl, that seemed like the olden days. Now the park is nearly a hundred, and I'm the olden days." # fact: national-park-1928
  Out over the canyon, the white cloud had added another floor, and Grandma's knees had already filed two complaints about the stone wall. She kept turning pages anyway.
  Then her finger stopped. On the map inside the back cover, someone had drawn a faint pencil circle around the middle of the biggest bowl of hoodoos, close to a spot labeled Sunset Point.
  "My father's pencil," Grandma said, very quietly. "He circled everything he meant to see. He used to say a map without pencil on it was a map nobody loved."
  {hero} leaned over the map. "Sunset Point is right in the middle of the biggest bowl," {they} said. "If you wanted to walk down among the hoodoos, that's exactly where you'd start. Your father knew what he was doing."
  "He hardly ever did," said Grandma, smiling down at the faint gray loop. "But when he did, he wrote it down in pencil. Fifty years, and I never once looked at this page."
}
~ circle = true
* [Go to the place circled on the old map # act: go] -> sunset_rim
* [Look down over the hoodoos from Inspiration Point # act: look] -> inspiration
* [Help Grandma down a trail into the hoodoos, like the photo says # act: help] -> wall_street

= early
{band:
- "young":
  The cloud was growing fast. It was too late for a long walk. But {hero} did not want to leave with nothing. {They} stood by the oldest, twistiest bristlecone and held up the old photo. # ending: bristlecone_pair
  Grandma took a picture. Click! It showed {hero}, an old, old tree, and the old photo, all together.
  "We did not find Her Majesty yet," said {hero}. "But we found her tree!"
  "And I have a picture of you with it," said Grandma. "That is a good thing to take home."
  {pal} wanted to be in the picture too. So Grandma took another one.
- "middle":
  The cloud was growing too fast to start a long hike, and Grandma's knees agreed with the cloud. But {hero} did not want to leave Rainbow Point empty-handed. {They} stood next to the twistiest bristlecone on the rim and held up the old photo beside it, so the tree in the picture and the tree in real life were side by side. # ending: bristlecone_pair
  Grandma took the picture. It showed {hero}, a tree more than a thousand years old, and a photo fifty years old, all in one frame.
  "We didn't find Her Majesty," said {hero}. "But we found the kind of tree she lives next to. That's a start."
  "She's waited fifty years," said Grandma, tucking the photo safely back in the book. "She can wait a little longer. Today I got you and the oldest tree I've ever met in one picture, and that's plenty."
  {pal} insisted on a picture too, and it came out blurry, which everyone agreed was the best one.
- else:
  The cloud was growing too fast for a long hike, and Grandma's knees had quietly sided with the cloud. But {hero} had no intention of leaving Rainbow Point with nothing. {They} went and stood beside the twistiest bristlecone on the rim, the one that looked like it had been arguing with the wind for a thousand years and was still not ready to lose, and held up the old photo right next to its trunk. # ending: bristlecone_pair
  Grandma took the picture. On the screen were {hero}, a tree older than most countries, and a photo of a girl from fifty years ago, all in one frame, like three generations of something.
  "We didn't find Her Majesty," {hero} admitted. "But we found the kind of tree she keeps next to her. That narrows it down from every hoodoo on Earth to just the ones with bristlecones."
  "She's waited fifty years," said Grandma, tucking the photo carefully back inside the book and the book carefully inside her bag. "She can wait a little longer. Today I got you and a bristlecone in the same frame, with my own face in the middle, and I'd call that a fair trade for a cloudy afternoon."
  {pal} insisted on a picture of its own, and it came out blurry, and everyone agreed it was the best one.
}
-> END

// ---------------------------------------------------------------- chapter 2: the ranger's riddle
=== riddle ===
# place: rainbow-point
{band:
- "young":
  The ranger bent down to look at the photo. His name tag said Ranger Ochoa. His eyebrows went way up.
  "I know who that is!" he said. "She lives down in the—"
  "Don't tell us!" cried {hero}. "We want to find her ourselves!"
  The ranger laughed. "Then here is a riddle. She is a queen with no real crown. She sits on a throne in a garden where nobody planted a thing."
  "A garden with nothing planted is just dirt," said {pal}.
  "Here is one more clue," said the ranger. "She is pale. Most hoodoos here are orange. Look for the white ones."
- "middle":
  The ranger bent down to look at the photo. His name tag said Ranger Ochoa. He looked at it for a long time, and then his eyebrows went up and he smiled a slow smile.
  "I know exactly who this is," he said. "She's down in the—"
  "Wait!" {hero} said. "Don't tell us. We want to find her ourselves."
  Grandma laughed. "My father would have said exactly that."
  "Fair enough," said the ranger, looking pleased. He tapped the photo. "Then I'll give you a riddle instead. She's a queen who never wore a real crown. She sits on her throne in a garden where nobody has ever planted a thing."
  {pal} frowned. "A garden with nothing planted in it," {pal} said, "is just dirt."
  {hero} tried some guesses out loud. "A chess queen? A queen bee?" The ranger only smiled wider and shook his head.
  "And a second clue," said the ranger. "See how pale she is? Most of the hoodoos here are orange or pink. Find the white ones, and you're getting warm."
- else:
  The ranger bent down to look at the photo. His name tag said Ranger Ochoa. He studied it for a long moment, holding it by the edges like something valuable, and then his eyebrows climbed and a slow smile spread under his hat brim.
  "Oh, I know exactly who this is," he said. "She's down in the—"
  "Don't!" {hero} said, louder than {they} meant to. "Sorry. Please don't tell us. We want to find her ourselves."
  Grandma gave a surprised laugh. "That," she said, "is exactly what my father would have said."
  The ranger looked delighted, as if {hero} had passed a test nobody had mentioned. "Then you get a riddle instead," he said, handing the photo back with care. "She's a queen who has never worn a real crown. She sits on her throne in a garden where nobody has ever planted a single thing."
  {pal} considered this. "A garden where nobody planted anything," {pal} said, "is what I would call dirt."
  {hero} tried guesses out loud, just to hear how they sounded. "A chess queen? A queen bee? A queen made of ice?" The ranger's smile only got wider, and he shook his head at each one, like a game-show host who was enjoying himself far too much.
  "And a second clue, because your grandmother has waited long enough," said the ranger. "Look how pale she is. Nearly every hoodoo you can see from here is orange or pink. Find where they turn white, and you'll be getting warm."
}
~ heard_riddle = true
{end_now: -> riddle.early}
{band:
- "young":
  Then the ranger looked at the sky. The white cloud was bigger now. It had a gray bottom.
  "That cloud will be a storm this afternoon," he said. "If you hear thunder, get off the rim and into your car. Lightning is dangerous here." # fact: lightning-on-the-rim
  "A queen in a garden," said {hero}. "Where is a garden made of stone?"
  Grandma held up her old book. "Maybe my old map knows," she said.
- "middle":
  He looked past them, to the west, where the white cloud had grown into a tower with a flat gray bottom. His smile went away. "One more thing, and this one isn't a riddle," he said. "That cloud will be a thunderstorm by afternoon. If you hear thunder, get off the rim and into your car. Lightning is no joke up here." # fact: lightning-on-the-rim
  {hero} said the riddle over to {themself}. A queen with no real crown. A garden with nothing planted.
  "My old guidebook has a map in the back," said Grandma slowly. "Maybe it knows a garden."
  The ranger tipped his hat. "I'll be driving the park road all day," he said. "Maybe I'll see you down there." Then he went back to the family, who had been waiting patiently to hear more about the trees.
  "My father loved riddles," said Grandma, watching him go. "He would have solved this one before the car was started."
- else:
  He looked past them then, to the west, where the white cloud had grown into a tower with a flat, gray, serious-looking bottom, and the smile went out of his face. "One more thing, and this one isn't a riddle," he said. "That cloud will be a thunderstorm by early afternoon. They build like that most days in August. If you hear thunder, get off the rim and into your car. Don't wait to see how close it is. Lightning is no joke in this park." # fact: lightning-on-the-rim
  {hero} said the riddle over in {their} head until it sounded like a song. A queen who never wore a real crown. A garden where nobody planted a thing.
  "My old guidebook has a map in the back," said Grandma slowly, as if the idea were coming up from somewhere deep. "Names on it. I never read them. I was too busy looking out of the window."
  The ranger tipped his hat to them. "I'll be driving the park road all day," he said. "Maybe I'll see you down there." Then he went back to the family, who had been waiting with great patience to hear more about thousand-year-old trees.
  "My father loved riddles," Grandma said, watching him go. "He'd have cracked that one before the car was even started, and then pretended he hadn't, so I could."
}
* [Look for a garden of stone from high above at Inspiration Point # act: look] -> inspiration
* [Hurry down the nearest trail into the hoodoos # act: go] -> wall_street
* [Help Grandma search her old map for a garden # act: help] -> sunset_rim

= early
{band:
- "young":
  {hero} said the riddle again, slowly. A queen. A garden. A garden of stone! # ending: the_rangers_riddle
  Grandma opened her old map. {hero} looked and looked. Then {hero} saw the words. Queen's Garden!
  "Queen's Garden!" shouted {hero}. "That is where she lives!"
  The ranger winked. "I didn't tell you," he said.
  Grandma looked at the big cloud. "Not today," she said. "But her name was in my bag all along!"
  {pal} cheered so loudly that a jay flew off.
- "middle":
  {hero} thought so hard {their} forehead hurt. A queen. A garden. A garden made of stone instead of plants, where nobody would ever need to water anything. # ending: the_rangers_riddle
  Grandma unfolded the map in the back of her old guidebook, and {hero} ran a finger over the tiny printed names. Sunset Point. Sunrise Point. Navajo Loop. And there, right between them, in letters no bigger than ants: Queen's Garden.
  "Queen's Garden!" {hero} shouted, so loudly that a jay flew off. "That's where she lives!"
  The ranger held up both hands. "I didn't tell you anything," he said, but he was grinning.
  Grandma looked at the cloud and then at the map. "Not under that sky," she said. "But fifty years I carried this book around, and her name was in it the whole time."
  {hero} held the photo all the way back to the car, and nobody could get {them} to put it down.
- else:
  {hero} turned the riddle over and over. A queen without a crown. A garden where nothing was planted, which meant a garden that wasn't really a garden, which meant a garden made of something else. # ending: the_rangers_riddle
  Grandma unfolded the brittle map inside the back cover, and {hero} ran a finger over the tiny printed names. Sunset Point. Sunrise Point. Navajo Loop. And there, tucked between them in letters no bigger than ants: Queen's Garden.
  "Queen's Garden," {hero} said, and then much louder, "QUEEN'S GARDEN," so that a Steller's jay in the nearest tree took offense and left.
  {pal} peered at the tiny letters. "You solved it with a map," {pal} said. "Is that allowed in riddles?" Grandma said it was more than allowed; it was exactly what maps were for.
  The ranger held up both hands like someone caught at the scene. "I never said a word," he said, and his grin said the rest.
  Grandma looked at the cloud tower, and then at the map, and then at {hero}. "Not under that sky," she decided. "But I've carried this book for fifty years, and her name was printed in the back of it the whole time. My father would have laughed himself silly."
  {hero} carried the photo all the way back to the car in both hands, like a ticket to somewhere.
  On the drive back, Grandma kept unfolding the old map and looking at the tiny words, as if they might rearrange themselves into something else while she wasn't watching. They didn't. Queen's Garden stayed Queen's Garden, right where her father had taken her, fifty years and one riddle ago.
}
-> END

// ---------------------------------------------------------------- chapter 2: Natural Bridge
=== window ===
# place: natural-bridge
{band:
- "young":
  They drove back along the road, through dark green forest. Then Grandma stopped at Natural Bridge.
  Right by the road was a giant hole in a wall of red rock. It was like a window! Through it, {hero} could see pine trees far below.
  "It is called a bridge," said Grandma. "But it is really an arch. Rain and ice made it, bit by bit."
  Then Grandma went very quiet. "I stood right here," she said. "With my father. He held my hand so tight! He told me the park is named for a pioneer, Ebenezer Bryce. I thought Ebenezer was the funniest name ever!" # fact: ebenezer-pioneer-his
  {pal} tried to say Ebenezer. It came out as Ebba-needle. {hero} giggled.
- "middle":
  They drove back along the scenic road through dark fir forest, with Grandma taking the curves slowly. At a pull-out called Natural Bridge, she parked and they walked to the railing.
  Right beside the road, a huge opening had been carved through a wall of red rock. It was like a window as big as a house, and through it {hero} could see pine forest in the valley far below.
  "It's called a bridge," Grandma said, "but it's really an arch. No river made it. Rain and ice did, a little at a time."
  Then she went quiet. "I've stood here before," she said slowly. "Right here. My father held my hand so tight it hurt, because of the drop."
  She smiled at something far away. "He told me the park was named after a pioneer, Ebenezer Bryce, who lived near the canyon with his family in the 1870s. I thought Ebenezer was the funniest name I had ever heard." # fact: ebenezer-pioneer-his
  {pal} tried saying it. "Ebba-needle," {pal} said. "Ebben-sneezer." {hero} laughed so hard {they} had to hold on to the railing.
- else:
  They drove back along the scenic road through dark fir forest, Grandma taking each curve as if it might have changed since she last saw it. At a pull-out called Natural Bridge she parked, and they walked over to the railing.
  Right beside the road, a wall of deep red rock had a hole clean through it, a window as big as a house, and through it {hero} could see a slice of pine forest in the valley far below, framed like a painting somebody had hung on the canyon.
  "They call it a bridge," Grandma said, "but it's really an arch. A bridge gets carved by a river running under it. Nothing ran under this one. Rain and ice did all the work, a little at a time."
  Then she stopped talking, and {hero} looked up to find her staring at the arch as if it had said her name. "I've stood here," she said slowly. "Right here, at this railing. My father held my hand so tight it hurt, because of the drop, and I was furious with him about it."
  A smile crept up on her. "He told me the park was named after a pioneer, Ebenezer Bryce, who lived near the canyon with his family in the 1870s. I thought Ebenezer was the funniest name in the history of names. I said it the whole way home." # fact: ebenezer-pioneer-his
  {pal} attempted it. "Ebba-needle," {pal} said. "Ebben-sneezer. Ebb." {hero} laughed until {they} had to lean on the railing, and Grandma laughed too, and for a moment it was hard to tell which of them was the kid.
}
{end_now: -> window.early}
~ knew_tunnel = true
{band:
- "young":
  Grandma shut her eyes. "Now I remember more," she said. "We walked on a trail with a tunnel! A tunnel right through the rock. Then there were white hoodoos everywhere."
  A raven croaked from the top of the arch. Far away, the white cloud had a gray bottom now.
  "A tunnel," said {hero}. "That's a real clue!"
- "middle":
  Grandma closed her eyes. "After this, we drove on to the big bowl of hoodoos," she said. "And there was a trail with a tunnel in it. I remember walking through a tunnel in the rock, and coming out the other side, and there were white hoodoos everywhere."
  A raven croaked from the top of the arch. Out in the west, the cloud tower had grown a gray bottom.
  "A tunnel," {hero} said. "That's a real clue. Trails don't all have tunnels."
  "Was there a queen in the tunnel?" asked {pal}.
  Grandma laughed. "No. But somewhere past it there was a twisted little tree, and my father made me stand next to it for a picture. I was cross about that too. I was cross about a lot of things that day, and I loved every minute."
- else:
  Grandma closed her eyes, and {hero} could almost see the memory coming up, like a fish rising toward the surface of a pond. "After this we drove on to the big bowl of hoodoos," she said. "And there was a trail with a tunnel in it. A real tunnel, cut right through a wall of rock. I remember going into the dark and coming out the other side, and suddenly there were white hoodoos everywhere, like a crowd that had been waiting for me."
  A raven croaked from the top of the arch, as if it had an opinion. Out in the west, the cloud tower had grown a flat gray bottom.
  "A tunnel," {hero} said, feeling the hunt click up a gear. "That's a real clue. Most trails don't have tunnels. That's the kind of clue you can actually use."
  "Was there a queen in the tunnel?" {pal} asked hopefully.
  Grandma laughed. "No queen in the tunnel. But somewhere past it there was a twisted little tree, and my father made me stand beside it for a picture, and I was cross about that too. I was cross about a great many things that day," she added, "and I have loved remembering every one of them."
}
* [Drive on and walk down the first trail into the hoodoos # act: go] -> wall_street
* [Wait while Grandma remembers more # act: wait] -> sunset_rim
* [Look for a tunnel trail from high on the rim # act: look] -> inspiration

= early
{band:
- "young":
  "Let's take a picture of you here!" said {hero}. # ending: window_for_giants
  Grandma stood by the railing. {hero} took the picture. Click! Grandma and the giant stone window.
  "Now you take one of me," said {hero}. Click!
  "My father would have liked this," said Grandma. She hugged {hero} tight.
  "We will find Her Majesty another day," said {hero}. "Today, we found your window."
  {pal} said Ebba-needle one more time, just to make Grandma laugh.
- "middle":
  "Stand right where you stood with your father," {hero} said, "and I'll take the picture." # ending: window_for_giants
  Grandma stood at the railing with the great red window behind her, and {hero} took the picture. Then they swapped, and Grandma took one of {hero}, holding on to the railing with one hand, just to be safe.
  "My father would have liked this," said Grandma. "He'd have liked you."
  They never made it to Her Majesty that day. The cloud grew and grew, and Grandma decided the hoodoos could wait until a morning with fewer clouds. But in the car, Grandma told stories about her father all the way back, stories {hero} had never heard, and {hero} wrote the best ones down.
  {pal} said "Ebben-sneezer" one last time, just to hear Grandma laugh.
- else:
  "Stand where you stood with your father," {hero} said, "and I'll take the picture." # ending: window_for_giants
  Grandma stood at the railing with the great red window framed behind her, and {hero} took the picture, and then another, because in the first one Grandma was laughing too hard. Then they swapped, and Grandma took one of {hero}, one hand firmly on the railing, exactly the way she must have stood fifty years before with a bigger hand holding hers.
  "He would have liked this," Grandma said. "He would have liked you. You ask the same kind of questions."
  They never made it to Her Majesty that day. The cloud tower kept building until Grandma declared that the hoodoos had waited half a century and could wait for a clear morning. But on the drive back, she told stories about her father that {hero} had never heard, about his terrible singing and his pencil circles and the time he tried to teach a jay to say hello, and {hero} wrote down the best ones on the back of a map.
  {pal} said "Ebben-sneezer" one last time, just to hear Grandma laugh again.
}
-> END

// ---------------------------------------------------------------- chapter 3: Sunset Point
=== sunset_rim ===
# place: sunset-point
~ from = "rim"
~ found_name = route == "ranger"
{band:
- "young":
  {route == "clues": They drove to the place in the pencil circle. It was Sunset Point.}
  {route == "ranger": Grandma and {hero} looked at the old map. There it was, in tiny letters. Queen's Garden! It was just below Sunset Point and Sunrise Point. So they drove right there.}
  {route == "bridge": "We parked in the middle of the big bowl," said Grandma at last. "The tunnel trail was close by." That was Sunset Point, so they drove on, all the way there.}
  Lots of people stood at the railing. Down below, there were hoodoos everywhere. Orange, pink and white!
  {hero} held the old photo up next to the view. None of the hoodoos looked like Her Majesty.
  Then {hero} saw a tall hoodoo near the trail. It had a big block of rock on its head.
  "Is that her?" asked {hero}. "That block could be a crown!"
  "That's Thor's Hammer," said a lady reading the sign.
  Grandma shook her head. "My queen was sitting down," she said. "That one is standing up."
  "Your father took the photo down on the trail," said {hero}. "So maybe we can't see her from up here."
  {hero} looked far off. Over that way, the hoodoos were pale. Some were almost white.
  The big cloud was dark at the bottom now. Its shadow slid over the hoodoos. Grandma sat down on a bench to rest her knees.
- "middle":
  {route == "clues": The pencil circle on the old map sat right around Sunset Point. It took half an hour to drive there, and the parking lot was packed.}
  {route == "ranger": Grandma unfolded the map from the back of her old book, and {hero} ran a finger over the tiny names. There, in letters no bigger than ants: Queen's Garden. It sat below the rim between Sunset Point and Sunrise Point. {hero} nearly shouted, and they drove straight to Sunset Point.}
  {route == "bridge": "We parked where everybody parked," Grandma said at last, her eyes still closed. "Right in the middle of the big bowl. The trail with the tunnel started close by." The middle of the big bowl was Sunset Point, so they drove on, all the way there.}
  At Sunset Point, people crowded the railing. Below them, the Bryce Amphitheater was packed with hoodoos, orange and pink and white, standing shoulder to shoulder as far as {hero} could see.
  {hero} held the photo up against the view. None of the hoodoos looked like Her Majesty. Then {they} spotted a tall one near the top of the trail with a big block of rock balanced on its head.
  "Is that her?" {hero} asked. "The block could be a crown!"
  "That's Thor's Hammer," said a woman beside them, reading from the sign on the railing.
  Grandma squinted. "My queen was sitting down, in a big chair," she said. "That one is standing up straight, like a soldier."
  {hero} tried to think like a photo. "Your father took the picture down on the trail, looking up," {they} said. "So from up here we'll only see the tops of things. She could be right below us, and we'd never know."
  "Clever," said Grandma. "He always said the best view of anything was from underneath."
  {hero} looked farther off, to the north. Over that way, the hoodoos faded from orange to cream, and some were almost white.
  {found_name: "Queen's Garden is that way too," {hero} said. "I'd bet the whole map on it."}
  The cloud tower was much bigger now, with a dark gray bottom. Grandma lowered herself onto a bench and rubbed her knees.
- else:
  {route == "clues": The pencil circle on the old map sat right around Sunset Point. It took half an hour of winding road to get there, and when they did, the parking lot was full of people who had apparently all read the same map.}
  {route == "ranger": Grandma unfolded the brittle map from the back of her guidebook, and {hero} ran a finger over the tiny printed names until, there, in letters no bigger than ants: Queen's Garden. It sat just below the rim, between Sunset Point and Sunrise Point. {hero} made a noise that was not quite a word, and they drove straight to Sunset Point.}
  {route == "bridge": "We parked where everybody parked," Grandma said at last, eyes still shut, as if reading it off the inside of her eyelids. "Right in the middle of the big bowl. And the trail with the tunnel started close by." The middle of the big bowl, according to the map, was Sunset Point. So they drove on, all the way there, Grandma's eyes open again and fixed on the road.}
  At Sunset Point, people stood three deep at the railing. Below them the Bryce Amphitheater was crammed with hoodoos, orange and salmon and white, shoulder to shoulder all the way to the far cliffs, like a crowd that had come to watch something and turned to stone waiting for it.
  {hero} held the photo up against the view and tried to match it. None of the hoodoos had the right shape. Then {they} spotted a tall one near the top of the trail with a big block of rock balanced on its head, and {their} heart jumped.
  "Is that her?" {hero} asked. "That block could be a crown."
  "That's Thor's Hammer," said a woman beside them, who had been reading every word of the sign on the railing aloud to her husband.
  Grandma squinted, then shook her head. "My queen was sitting down, in a big comfortable chair," she said. "That one is standing up straight, like a guard on duty. Handsome, though."
  {hero} tried to think like a photo. "Your father took the picture from down on the trail, looking up at her," {they} said slowly. "So from up here, we only see the tops of things. She could be right below us, and from here she'd just be a bump."
  "That's clever," said Grandma. "He always said the best view of anything was from underneath it. He said it about cathedrals and he said it about giraffes."
  As they watched, the cloud slid in front of the sun, and its shadow went gliding across the amphitheater like a great gray ship, turning a whole neighborhood of hoodoos from orange to brown and back again as it passed.
  {hero} let {their} eyes travel north along the rim. Over that way, the hoodoos faded from orange to cream, and a few of them were nearly white, as if someone had left them out in the sun too long.
  {found_name: "Queen's Garden is that way too," {hero} said. "I'd bet the whole map on it."}
  The cloud tower had grown enormous, a gray-bottomed mountain of its own, and Grandma lowered herself onto a bench with a sigh and rubbed her knees as if apologizing to them in advance.
}
{end_now: -> sunset_rim.early}
{band:
- "young":
  "Those pale hoodoos are far," said Grandma. "And that cloud looks cross."
  The wind blew cooler. Somewhere a raven croaked.
  {hero} looked at the pale hoodoos again. The queen in the photo was pale too.
- "middle":
  "Those pale ones are a good walk away," said Grandma, "and that cloud is starting to look cross. My knees would like a minute before they go anywhere."
  A shadow slid across the amphitheater as the cloud passed in front of the sun, and a whole neighborhood of hoodoos went from orange to brown, then back again. The wind had turned cooler, and it smelled like rain that hadn't arrived yet.
  {hero} looked north again, at the pale hoodoos. The queen in the photo was pale too, and every hoodoo near Thor's Hammer was as orange as a pumpkin.
- else:
  "Those pale ones are a fair walk from here," said Grandma, "and that cloud is starting to look like it has a temper. I'd like to stay on this bench a minute, if the queen doesn't mind."
  {hero} looked north again. The pale hoodoos were small with distance, but something about them nagged at {them}, like a word on the tip of the tongue. The girl in the photo had been standing in front of something pale, and almost everything else in sight was orange.
}
* [Go down toward the pale hoodoos in the distance # act: go] -> garden
* [Look at Thor's Hammer up close, just in case # act: look] -> hammer_end
* [Wait on the bench until the cloud makes up its mind # act: wait] -> storm_rim

= early
{band:
- "young":
  {hero} did not want to go yet. {They} held the old photo up in front of the hoodoos. # ending: somewhere_down_there
  Grandma took a picture of it. Click! The old photo and the real hoodoos, together.
  "She is down there somewhere," said {hero}. "We know it now."
  "For fifty years I did not know that," said Grandma. "Now I do!"
  {pal} bowed to the hoodoos. "Goodbye for now, Your Majesty!"
- "middle":
  Before the sky could change its mind, {hero} held the old photo up at arm's length, in front of the real amphitheater, so that the little faded hoodoos and the big bright ones were in the same picture. # ending: somewhere_down_there
  Grandma took a photo of it: an old picture inside a new one.
  "She's down there somewhere," {hero} said. "In all of that. I can feel it."
  "For fifty years I didn't even know which bowl she was in," said Grandma, looking at the picture. "Now I do. That's a lot for one afternoon."
  As they walked to the car, the first fat raindrops began to fall, and {pal} called out over the railing, "Goodbye for now, Your Majesty!"
- else:
  Before they went anywhere, {hero} held the old photo up at arm's length in front of the real amphitheater, so that the little faded hoodoos and the enormous bright ones lined up in the same view, fifty years apart. # ending: somewhere_down_there
  Grandma took a picture of it: an old photo inside a new one, like a window inside a window.
  "She's down there somewhere," {hero} said. "In all of that. We're closer than we've ever been."
  "We're closer than I have ever been," Grandma said. "I never even knew which bowl she was in." She looked at the new picture for a long moment, the little old hoodoos inside the big new ones, and tucked the phone away as carefully as the photo. "That one's going on my fridge."
  As they walked back to the car, the first fat raindrops came down, smacking the pavement like coins, and {pal} called back over the railing, in its most dignified voice: "Goodbye for now, Your Majesty."
}
-> END

// ---------------------------------------------------------------- chapter 3: Inspiration Point
=== inspiration ===
# place: inspiration-point
~ from = "point"
{band:
- "young":
  {route == "clues": "Let's look from up high," said {hero}. So they drove to Inspiration Point.}
  {route == "ranger": "A garden of stone," said {hero}. "Let's look from up high!" So they drove to Inspiration Point.}
  {route == "bridge": "Let's find the tunnel from up high," said {hero}. So they drove to Inspiration Point.}
  A steep little path went up from the car to the top. Grandma puffed. "We are very high up," she said. "Have a drink of water."
  The canyon below was full of hoodoos. There were so many!
  Grandma gave {hero} some old binoculars. "These were my father's," she said.
  {hero} looked at one row. Then the next row. Then the next. A fat hoodoo. A thin one. One like a sleeping dog!
  Far off, the hoodoos turned pale. Some were almost white, like snow!
  {heard_riddle: "Look!" said {hero}. "Pale ones, with a trail going through them! Maybe that is the stone garden."}
  {knew_tunnel: "Look!" said {hero}. "Pale ones! The trail seems to go behind a wall of rock and come out again. Is that your tunnel, Grandma?"}
  {not heard_riddle && not knew_tunnel: "Look!" said {hero}. "Pale ones! And a trail goes through them."}
- "middle":
  {route == "clues": "If she's down there, we should be able to see her from above," {hero} said. So they drove to Inspiration Point, one of the highest viewpoints over the big bowl.}
  {route == "ranger": "A garden of stone would be easier to see from above," {hero} said. So they drove to Inspiration Point, high on the rim above the big bowl of hoodoos.}
  {route == "bridge": "A tunnel would be easier to spot from above," {hero} said. So they drove on to Inspiration Point, high on the rim above the big bowl of hoodoos.}
  From the parking lot, a steep little path climbed to the highest part of the viewpoint. Halfway up, Grandma stopped to catch her breath. "The air's thin up here," she said, handing {hero} the water bottle. "Drink before you're thirsty, my father used to say. He was right about that, at least."
  Below them, the hoodoos stood in long rows, one behind another, more than anyone could ever count. Grandma dug in her bag and brought out a pair of heavy, old-fashioned binoculars with a cracked leather strap.
  "These were my father's," she said. "I've never taken them out of the case. It seemed like it was time."
  {hero} went along the first row, hoodoo by hoodoo. Then the second. Then the third. Orange, orange, pink, orange, a fat one, a thin one, one that looked like a sleeping dog. None of them was sitting down. None of them had a lumpy crown.
  Then, far off to the north, {they} saw the color change. The hoodoos faded from orange to cream, and some were nearly white. A thin trail wound down between them.
  {knew_tunnel: And there, where the trail met a narrow wall of rock, it seemed to slip behind the wall and come out again farther on. "Grandma," {hero} said, "could that be your tunnel?"}
  {heard_riddle: "That could be the stone garden," {hero} said. "It's the palest part of the whole canyon."}
  {not heard_riddle && not knew_tunnel: "Pale ones," {hero} said. "Lots of pale ones, all together, with a trail right through the middle."}
- else:
  {route == "clues": "If she's down there, we ought to be able to see her from above," {hero} reasoned. So they drove to Inspiration Point, one of the highest places on the rim of the big bowl.}
  {route == "ranger": "A garden of stone should be easier to spot from above," {hero} reasoned, "the way you can see a maze better from a tower." So they drove to Inspiration Point, high on the rim of the big bowl of hoodoos.}
  {route == "bridge": "A tunnel should be easier to spot from above," {hero} reasoned. "You can't see a hole in a wall when you're standing next to the wall." So they drove on to Inspiration Point, high on the rim of the big bowl.}
  From the parking lot, a steep little path climbed to the highest part of the viewpoint, and halfway up Grandma stopped, one hand on her chest, and announced that the air up here had been rationed. She passed {hero} the water bottle. "Drink before you're thirsty," she said. "My father used to say that on every single hike. He was right about that, and about very little else involving directions."
  Below them, the hoodoos stood in row after row, so many that {hero}'s eyes slid off them. Grandma dug in her bag and brought out a pair of heavy, old-fashioned binoculars with a cracked leather strap.
  "These were my father's," she said. "I've carried them on every trip for years and never taken them out of the case. It felt like they'd been waiting for the right job." She hung the strap around {hero}'s neck, and it was heavier than it looked, the way old things often are.
  {hero} lifted them and began to search the way you search a crowd for one face.
  {They} went along the first row, hoodoo by hoodoo. Then the second. Then the third. Orange, orange, pink, orange, a wide one, a thin one, one that looked like a sleeping dog if you squinted. Not one of them was sitting down. Not one of them wore a lumpy crown.
  Then, far off to the north, {hero} saw the color change, the way a photo changes where someone has left it in a sunny window. The hoodoos faded from orange to cream, and some were nearly white. A thin thread of trail wound down among them.
  {knew_tunnel: And there, where the thread of trail met a narrow wall of rock, it seemed to slip behind the wall and come out again a little farther on. From this far away it was impossible to be sure, but {hero}'s heart sped up anyway. "Grandma," {they} said, "I think that might be your tunnel."}
  {heard_riddle: "That could be the stone garden," {hero} said slowly. "It's the palest part of the whole canyon, and the ranger said to find the white ones."}
  {not heard_riddle && not knew_tunnel: "Pale ones," {hero} said. "A whole neighborhood of them, all together, with a trail right through the middle. If I were a pale queen, that's where I'd live."}
}
~ spotted_pale = true
{end_now: -> inspiration.early}
{band:
- "young":
  A boy next to them was looking through binoculars too. "I found one with a giant hat!" he shouted.
  A hat? {hero} looked at the old photo. From far away, a lumpy crown might look like a hat.
  A raven tumbled in the wind. The wind felt cooler now. The big cloud was very close.
  "Keep looking, or go?" asked Grandma.
- "middle":
  A boy next to them was looking through binoculars too. "I found one with a giant hat!" he announced to nobody in particular. "A big square hat!"
  {hero} glanced down at the photo. A lumpy crown, seen from far away, might look a lot like a hat. {heard_riddle: Even the ranger had only said the white ones meant they were getting warm.|And nobody had ever said Her Majesty had to sit with the pale ones.}
  A raven went tumbling past on the wind, which was blowing cooler now, and the top of the cloud tower had spread out flat, like an anvil.
  Grandma took the old binoculars back for a moment and looked where {hero} pointed, and her mouth went tight and hopeful.
  "Well," said Grandma. "Keep looking, or go?"
- else:
  A boy at the next section of railing was peering through binoculars too. "I found one with a giant hat!" he announced to the whole viewpoint. "A big square hat! It's like a hoodoo going to a wedding!"
  {hero} glanced down at the photo in {their} hand. A lumpy crown, seen from a long way off through somebody's binoculars, might look a great deal like a hat. {heard_riddle: The ranger had only said the white ones meant getting warm, not that they were the answer.|And nobody had ever said Her Majesty had to sit with the pale ones.} Pale in an old faded photo might just mean faded.
  A raven went tumbling past on the wind, which had turned cool and restless, and the top of the cloud tower had spread out flat, like the anvil in an old cartoon. {hero} knew enough about clouds to know that was not a friendly shape.
  Grandma took her father's binoculars back for a moment and looked where {hero} was pointing, and {hero} saw her mouth go tight, the way it did when she was hoping for something and trying not to.
  "Well, detective," said Grandma. "Keep looking, or go?"
}
* [Wait and keep scanning every row, just to be sure # act: wait] -> storm_point
* [Go to the pale hoodoos you spotted # act: go] -> garden
* [Ask the boy which hoodoo has a giant hat # act: ask] -> hammer_end

= early
{band:
- "young":
  {hero} looked through the binoculars again. Among the pale hoodoos, {they} saw a little white shape. # ending: seen_from_above
  It was sitting down. It had a bump on top, like a crown.
  "Grandma! Is that her?" {hero} asked.
  Grandma looked for a long time. "Maybe," she said. "Maybe it is."
  They could not go down today. The cloud was too big. But now they knew where to go.
  "Maybe you found her with my father's binoculars," said Grandma. "He would love that."
- "middle":
  {hero} looked again, slowly, along the pale hoodoos by the trail. And there, on a little rise, sat a small white shape. It was sitting down. It had a bump on its head. # ending: seen_from_above
  "Grandma," {hero} whispered. "Is that her?"
  Grandma took the binoculars and looked for a long, long time. "It might be," she said. "It just might be. She's awfully small from up here."
  The cloud had grown too big to start a hike under, so they didn't go down that day. But they knew where to go now. {circle: Grandma marked the spot on her old map with a pencil circle, right next to her father's.|Grandma drew a circle around the spot on her old map, the first new pencil mark in it for fifty years.}
  "If that's her, then my father's binoculars found her," Grandma said softly. "Fifty years late, but they found her."
- else:
  {hero} looked again, slowly this time, along the pale hoodoos beside the thread of trail. And there, on a little rise, sat a small white shape, more lump than lady at this distance. But it was sitting down. And it had a bump on its head that might have been a crown. # ending: seen_from_above
  "Grandma," {hero} whispered. "Is that her?"
  Grandma took the binoculars and looked for a long, long time, longer than anyone needs to look at anything unless it matters. "It might be," she said at last. "It just might be. She's awfully small from up here. I always remembered her as enormous."
  The cloud had grown far too big to start a hike under, so they didn't go down that day. But Grandma took a pencil from her bag and drew a small, careful circle on the old map, {circle: right beside her father's faint one, two circles fifty years apart.|the first new pencil mark in that map for fifty years.}
  "There," she said, tapping it with the pencil. "Now I can never lose her again."
}
-> END

// ---------------------------------------------------------------- chapter 3: Wall Street
=== wall_street ===
# place: navajo-loop
~ from = "slot"
{band:
- "young":
  {route == "clues": They drove to Sunset Point. The trail went down in zigzags. {hero} went first and carried the water. "Careful, Grandma," said {hero}. "The little stones are slippery."}
  {route == "ranger": They drove to Sunset Point and hurried down the zigzag trail. Down, down, down they went.}
  {route == "bridge": They drove to Sunset Point. The first trail went down in zigzags. Down, down, down they went.}
  At the bottom, the trail went into Wall Street. The walls were higher than ten houses! Tall, straight trees grew up and up, toward the light.
  It was cool and shady. Grandma looked up at the tall trees. "They grow tall to reach the sun," she said.
  "We are down among the hoodoos," said {hero}. "Just like the photo!"
  {hero} checked the photo. The tree in the photo was twisty. These trees were tall and straight.
  "No twisty tree," said {hero}. "No queen."
  {knew_tunnel: "And no tunnel," said Grandma.}
  Then {hero} saw a sign at the bottom. It pointed to Queen's Garden!
  {heard_riddle: "A garden for a queen!" said {hero}. "That's the riddle!"|"A queen!" said {hero}. "Her Majesty is a queen!"}
- "middle":
  {route == "clues": They drove to Sunset Point, where the Navajo Loop Trail dropped into the canyon in tight zigzags. {hero} went first, carrying the water bottle and calling back warnings. "Careful, Grandma. This gravel slides around like spilled sugar. Take my hand on this bit." Grandma said it was nice to be looked after, for a change.}
  {route == "ranger": They drove to Sunset Point, where the nearest trail, the Navajo Loop, dropped into the canyon in tight zigzags. {hero} wanted to run, but the gravel kept skidding under {their} boots, so {they} walked fast instead.}
  {route == "bridge": They drove on to Sunset Point, where the first trail into the hoodoos, the Navajo Loop, dropped over the rim in tight zigzags. Grandma took the switchbacks slowly, one hand on {hero}'s shoulder.}
  Where the zigzags ended, Wall Street began. It was so narrow that {hero} could almost have touched both walls at once, if {their} arms had been a lot longer. Tall, straight fir trees grew up from the gravel toward a crooked slice of daylight.
  "We're down among the hoodoos," {hero} said. "Just like the photo!"
  Grandma tipped her head back to look up the trunks. "These trees have to grow tall," she said. "The sun doesn't reach the bottom of this slot for long each day. Everything down here is stretching for it."
  {hero} held the photo up. The tree behind young Grandma was short and twisted like a corkscrew. These trees were tall and straight as flagpoles.
  "Wrong trees," {hero} said. "The photo tree is short and twisty, like it grew out in the wind. These grew up in a crack." {They} looked all around. "And no queen anywhere."
  {pal} peered up the walls. "Maybe she's shy," {pal} suggested.
  {knew_tunnel: "And no tunnel," said Grandma, looking around. "I don't remember this at all."}
  {heard_riddle: {hero} thought of the ranger's riddle. This was no garden. It was bare stone, without a single flower.}
  Then, where the slot opened out, {hero} saw a wooden trail sign. One arrow pointed back up to Sunset Point. The other said: Queen's Garden.
  {heard_riddle: "Queen's Garden," {hero} read. "A garden for a queen. That's the ranger's riddle!"|"Queen's Garden," {hero} read. "A queen! Her Majesty is a queen!"}
- else:
  {route == "clues": They drove to Sunset Point, where the Navajo Loop Trail dropped into the canyon in tight zigzags. {hero} went first, carrying the water and calling warnings back up the trail like a ship's lookout. "Loose gravel, Grandma. It's like walking on spilled sugar. Take my hand on this one." Grandma said it made a nice change, being the one looked after, and took the hand.}
  {route == "ranger": They drove to Sunset Point, where the nearest trail into the hoodoos, the Navajo Loop, dropped over the rim in tight zigzags. {hero} wanted to run it, but the gravel kept skating out from under {their} boots, so {they} settled for walking fast and looking impatient.}
  {route == "bridge": They drove on to Sunset Point, where the first trail into the hoodoos, the Navajo Loop, poured over the rim in tight zigzags. Grandma took the switchbacks slowly, one hand resting on {hero}'s shoulder, and {hero} matched her pace without being asked.}
  Where the zigzags ran out, Wall Street began, and standing in it felt like standing at the bottom of a well. Tall fir trees stood in the gravel, straight as ship masts, stretching the whole height of the walls to get their share of sun.
  "We're down among the hoodoos," {hero} said. "Like the photo says."
  Grandma tipped her head back to follow the trunks all the way up. "They have to grow tall," she said. "The sun doesn't reach the bottom of this slot for long each day. Everything down here spends its whole life stretching for a bit of light, like people on tiptoe at a parade."
  {hero} held the photo up and compared. The tree behind young Grandma was short and twisted, a corkscrew with needles. These trees were tall and straight as flagpoles and about as twisty. The walls were orange, not pale. And there was no lady in a chair anywhere, only stone going up and up.
  "Wrong trees," {hero} said, and felt the disappointment land. "The tree in the photo grew short and twisty, like something that lived out in the wind and the sun. These grew up in a crack in the ground. Wrong trees, wrong walls, wrong everything."
  {pal} studied the walls with great seriousness. "Maybe she's shy," {pal} offered. "Queens sometimes are. I read that somewhere." Nobody asked where.
  {knew_tunnel: "And no tunnel," said Grandma, turning slowly on the spot. "I don't remember this place at all. I'd remember this."}
  {heard_riddle: {hero} thought of the ranger's riddle. Whatever this was, it wasn't a garden. Nothing grew down here but rock and a few stubborn trees.}
  Then, where the slot opened out at the bottom, {hero} saw a wooden trail sign with two arrows. One pointed back up to Sunset Point. The other said, in carved letters: Queen's Garden.
  {hero} read it twice. {heard_riddle: "Queen's Garden," {they} said. "A garden where nobody planted anything, for a queen who never wore a real crown. Grandma, that's the riddle!"|"Queen's Garden," {they} said. "A queen. Grandma, Her Majesty is a queen!"}
}
{end_now: -> wall_street.early}
{band:
- "young":
  Grandma sat on a rock. "My knees need a rest," she said. "And the garden path looks long."
  {hero} looked up. High above, the cloud looked dark. A cool wind blew down the slot.
  Up the other side of the loop stood a hoodoo with a big block on its head. Was that a crown? From down here, it was hard to tell.
- "middle":
  Grandma sat down on a rock with a groan. "My knees would like a little rest first," she said. She peered past the sign, where the path to Queen's Garden wound away between the hoodoos for a long way. "And that looks like a long walk along the bottom, with a climb out at the far end."
  {hero} looked up. High above, the cloud tower had turned dark underneath, and a cool wind came sighing down the slot. Up the other side of the loop, a hoodoo with a big block on its head stood against the sky. From down here, that block looked almost like a crown.
- else:
  Grandma lowered herself onto a rock with a groan that was only partly for show. "My knees," she announced, "would like a word before we go anywhere else." She squinted past the sign, where the path to Queen's Garden wandered off between the hoodoos and out of sight. "And that is a long way along the bottom, with a climb out at the far end. I'm not saying no. I'm saying my knees are taking notes."
  {hero} looked up. Far overhead, the bottom of the cloud tower had gone dark as a bruise, and a cool wind came sighing down the slot, smelling of rain that hadn't arrived yet. Up the other side of the loop, a hoodoo with a big block balanced on its head stood out against the sky like it was keeping watch. From down here, against the light, that block looked a lot like a crown.
  {hero} looked from the sign to the crowned shape on the skyline to Grandma, who was rubbing her knees and pretending not to.
}
* [Look for a crowned hoodoo on the way up the other side of the loop # act: look] -> hammer_end
* [Wait in the shade while Grandma rests her knees # act: wait] -> storm_rim
* [Follow the sign to Queen's Garden # act: go] -> garden

= early
{band:
- "young":
  {hero} had an idea. {They} stood by a tall tree. {They} smiled a big smile, just like young Grandma. # ending: down_among_the_firs
  Grandma took the picture. Click!
  "It is not the right place," said {hero}. "But we are down among the hoodoos, like you were!"
  "And now I know her name," said Grandma. "Queen's Garden! I never knew that."
  {pal} wanted to go now. But the cloud was too dark. So they climbed back up to the car, with the new picture safe in Grandma's pocket.
- "middle":
  {hero} had an idea. {They} stood in front of the tallest fir, put on the biggest grin {they} could, and copied young Grandma's pose from the photo exactly, one hand on hip. # ending: down_among_the_firs
  Grandma took the picture, laughing. "Down among the hoodoos," she said. "Not the right spot, but the right words."
  "And now we know her name," {hero} said, pointing at the sign. "Queen's Garden. That's where you've been hiding, Your Majesty."
  The cloud was too dark to start a new trail, so they climbed back up the switchbacks to the car, {hero} going first and calling out every loose patch of gravel. Halfway up, Grandma stopped to look at the new picture and laughed all over again.
- else:
  {hero} had an idea. {They} stood in front of the tallest fir, copied young Grandma's pose exactly, one hand on hip and chin up, and produced the largest grin {they} could manage. # ending: down_among_the_firs
  Grandma took the picture, laughing so hard the first one blurred. "Down among the hoodoos," she said. "Not the right spot. But the right words, and the right kid."
  "And now we know her name," {hero} said, tapping the sign. "Queen's Garden. You can't hide from us now, Your Majesty."
  The cloud was far too dark to start down a new trail, so they climbed back up the switchbacks toward the car, {hero} leading the way and Grandma's hand on {their} shoulder every step. Halfway up, she stopped to look at the new picture, and laughed so hard she had to sit on a rock. She hadn't laughed like that in a canyon, she said, since she was a girl in pinching shoes.
}
-> END

// ---------------------------------------------------------------- chapter 4: Queen's Garden
=== garden ===
# place: queens-garden
{band:
- "young":
  {from == "rim": They walked along the rim to Sunrise Point. Then they went down the Queen's Garden Trail. The trail went right through a tunnel in the rock!}
  {from == "point": They drove to Sunrise Point and went down the Queen's Garden Trail. The trail went right through a tunnel in the rock!}
  {from == "slot": They followed the sign along the bottom of the canyon. It was flat and easy.}
  {knew_tunnel && from != "slot": "My tunnel!" said Grandma. "This is my tunnel!"}
  Now the hoodoos were pale. Cream and white! Twisty trees grew between them.
  Then {hero} stopped. Up on a little hill sat a white hoodoo. It looked like a lady in a big chair, with a lumpy crown.
  {hero} lifted the old photo with shaky hands. It matched!
  "Her Majesty!" whispered Grandma.
  A sign said she looked like Queen Victoria, a real queen from long ago. That was why the trail was called Queen's Garden. # fact: queen-victoria-hoodoo
  "Has she changed?" asked {hero}.
  "Not one bit," said Grandma, and she laughed. "But I have! Last time, I had braids!"
- "middle":
  {from == "rim": They walked along the rim to Sunrise Point and started down the Queen's Garden Trail. Partway down, the trail went straight through a tunnel cut in a wall of rock.}
  {from == "point": They drove to Sunrise Point and started down the Queen's Garden Trail. Partway down, the trail went straight through a tunnel cut in a wall of rock.}
  {from == "slot": Grandma's knees agreed to the plan, and they followed the sign along the canyon floor, an easy, sandy path between the hoodoos.}
  {knew_tunnel && from != "slot": Grandma stopped in the dark of the tunnel and put her hand on the wall. "This is it," she whispered. "This is my tunnel."}
  Now the hoodoos were changing. Orange gave way to cream, and cream to white, and twisted trees grew among them, short and tough, with trunks like corkscrews.
  {pal} hurried ahead and then hurried back, too excited to stay in one place. "Everything's pale," {pal} said. "Everything! We're getting warm!"
  "Bristlecones," {hero} breathed. {knew_tree: "Just like in the photo!"}
  Then {hero} stopped so suddenly that Grandma bumped into {them}. Up on a little rise sat a white hoodoo shaped like a small, stout lady in a big chair, with a lumpy crown on her head.
  {hero} held up the photo with shaking hands. The hoodoo in the picture and the hoodoo on the rise were the same.
  A little sign nearby explained that people said the hoodoo looked like Queen Victoria on her throne. That was why the trail was called Queen's Garden. # fact: queen-victoria-hoodoo
  "Her Majesty," Grandma whispered. "Hello again."
  "Has she changed?" {hero} asked.
  Grandma looked for a long moment. "Her crown might be a little smaller," she said. "Mostly, I'm the one who changed. Last time I stood here, I had braids."
- else:
  {from == "rim": They walked along the rim to Sunrise Point and started down the Queen's Garden Trail, which dropped gently between hoodoos and then, partway down, went straight through a tunnel cut in a wall of rock, dark and cool for a few steps before the light came back.}
  {from == "point": They drove to Sunrise Point and started down the Queen's Garden Trail, which dropped gently between hoodoos and then, partway down, went straight through a tunnel cut in a wall of rock, dark and cool for a few steps before the light came back.}
  {from == "slot": Grandma's knees, consulted, agreed to the plan on condition that it was flat, and they followed the sign along the canyon floor on an easy, sandy path that wound between the hoodoos like a river with no water in it.}
  {knew_tunnel && from != "slot": In the dark of the tunnel, Grandma stopped and laid her palm flat on the rock wall. "This is it," she whispered. "This is my tunnel. I was scared of it. I held my father's hand the whole way through."}
  Now the hoodoos were changing around them. Orange gave way to cream, and cream to a chalky white, and between them grew short, tough trees with trunks twisted like corkscrews, half silver and half green.
  {pal} kept hurrying ahead and then hurrying back, unable to decide whether to lead or to guard. "Everything's pale," {pal} reported. "Everything. If this were a game of hot and cold, we would be on fire."
  "Bristlecones," {hero} breathed. {knew_tree: "Clue number two, right there."}
  Then {hero} stopped so suddenly that Grandma walked into {them}. Up on a little rise above the trail sat a white hoodoo shaped like a small, stout lady in a big chair, a lumpy crown on her head, looking out over her garden as if she had been expecting them.
  {hero} held up the photo, and {their} hands were not quite steady. The hoodoo in the faded picture and the hoodoo on the rise were the same. The same tilt of the head. The same crown. The same chair.
  A small sign nearby explained that people thought the hoodoo looked like Queen Victoria on her throne, which was how the whole trail got its name. # fact: queen-victoria-hoodoo
  "Her Majesty," Grandma whispered. "Well. Hello again."
  "Has she changed?" {hero} asked.
  Grandma looked for a long time. "Her crown's a little smaller, I think, and her chin isn't what it was," she said. "But she's held up better than I have. Last time I stood here I had braids, pinching shoes and no idea I'd ever come back. She waited for me."
}
{end_now: -> garden.early}
{band:
- "young":
  Just then, the sun went behind the big cloud. Everything went gray.
  "Oh," said Grandma. "The light is gone."
  Down the trail came a ranger in a wide flat hat. It was the ranger from Rainbow Point! He was telling hikers about the storm.
  {hero} looked at the photo, at Grandma, and at the gray sky.
- "middle":
  Just then, the sun slid behind the cloud tower, and the whole garden went flat and gray, as if someone had turned down a lamp.
  "Oh," said Grandma softly. "The light's gone."
  Down the trail came a ranger in a wide flat hat, stopping to talk to each group of hikers. It was the ranger from Rainbow Point. {not heard_riddle: His name tag said Ranger Ochoa.} He was warning people about the storm.
  {hero} looked at the photo in {their} hand, at Grandma, at Her Majesty, and at the gray sky. {They} had come all this way for one picture.
  Grandma was already looking around, trying to find exactly where she had stood, and frowning, because from here nothing quite lined up.
- else:
  Just then, the sun slid behind the cloud tower, and the whole garden went flat and gray, the colors draining out of the hoodoos as if someone had turned down a lamp in the next room.
  "Oh," said Grandma softly. "The light's gone."
  Down the trail came a ranger in a wide flat hat, pausing at each group of hikers to say something and point up at the sky. It was the ranger from Rainbow Point. {not heard_riddle: His name tag said Ranger Ochoa.} He was clearly telling people about the storm, and just as clearly not in a hurry to ruin anyone's day. Grandma was turning slowly on the spot, trying to find the exact place where she had stood, and frowning, because from here the tree and the queen refused to line up.
  {hero} looked at the photo in {their} hand, then at Grandma, then at Her Majesty on her throne, then up at the gray lid of cloud. {They} had come all this way for one picture, and {they} wanted it to be perfect, and {they} {were} beginning to suspect that perfect and now were not going to be the same thing.
}
* [Help Grandma find the exact spot where she stood # act: help] -> end_majesty
* [Ask the ranger to take a picture of you both # act: ask] -> end_both
* [Wait for the sun to come back out for a brighter picture # act: wait] -> end_nosun

= early
{band:
- "young":
  {hero} did not wait one second. {They} ran to the spot in front of the Queen. # ending: found_her
  {They} stood just like young Grandma. Big grin! Hand on hip!
  Click! Grandma took the picture.
  Then she held the old photo next to the new one. Fifty years apart. The same queen. The same big grin.
  "You found her," said Grandma. Her eyes were wet, but she was smiling.
  {pal} bowed to the hoodoo. "Hello, Your Majesty!"
- "middle":
  {hero} didn't wait a second longer. {They} ran to the spot in front of the Queen, turned around, put one hand on {their} hip and grinned the way young Grandma grinned in the photo. # ending: found_her
  Grandma's hands shook a little as she took the picture. Then she held the old photo up next to the new one on her screen. Two kids, fifty years apart, in front of the same queen, with the same grin.
  "You found her," Grandma said. Her eyes were wet, but she was smiling so hard it didn't matter. "You actually found her."
  {pal} bowed low to the hoodoo, very formally. "Your Majesty," {pal} said. "Sorry we took so long."
- else:
  {hero} didn't wait another second, not for the perfect light or the perfect angle or anything at all. {They} hurried to the spot in front of the Queen, turned around, put one hand on {their} hip, lifted {their} chin, and grinned exactly the way the girl in the photo was grinning. # ending: found_her
  Grandma's hands shook a little as she took the picture. Then she held the old photo up beside the new one on her screen, and the two of them looked from one to the other for a long time without saying anything. Two kids, fifty years apart, the same queen behind them, the same grin.
  "You found her," Grandma said at last. Her eyes were wet, and she didn't bother to hide it. "All those years, and you found her in one morning."
  {pal} stepped forward and bowed low to the hoodoo, with tremendous ceremony. "Your Majesty," {pal} said. "Apologies for the delay. There was a lot of canyon."
}
-> END

// ---------------------------------------------------------------- endings in chapter 4
=== hammer_end ===
# place: thors-hammer
{band:
- "young":
  {from == "rim": They walked down a few zigzags from Sunset Point to Thor's Hammer.}
  {from == "point": "The one with the hat is Thor's Hammer," said the boy. So they drove back to Sunset Point and walked down to it.}
  {from == "slot": They climbed up the other side of the loop. Zig, zag, zig, zag. Near the top stood Thor's Hammer.}
  Thor's Hammer was tall and thin. It had a heavy block on top, like the head of a giant hammer. # ending: a_hammer_not_a_queen
  {hero} put the photo next to it. "It's not her," {hero} said. "She sits. This one stands. And she is pale. This one is orange."
  "The block on top is harder rock," said Grandma. "It is like an umbrella. It keeps the rain off the soft rock under it."
  Boom! Far away, thunder rumbled.
  The ranger from Rainbow Point came down the trail. "Time to head up to your cars, folks," he called.
  He saw the photo. {heard_riddle: "Still hunting? I won't tell, just like you asked," he said. "But not today, not with thunder about."|"Looking for Her Majesty? She lives in Queen's Garden," he said. "But not today, not with thunder about."}
  {hero} felt sad. They were so close! Then {hero} stood in front of Thor's Hammer. {They} put a hand on {their} hip and grinned, just like young Grandma. Click!
  "Now I have a hoodoo photo too," said {hero}.
  Then they hurried up to the car, just as the first raindrops fell.
- "middle":
  {from == "rim": From Sunset Point, it was only a few switchbacks down to Thor's Hammer, and {hero} hurried ahead.}
  {from == "point": "It's called Thor's Hammer," the boy told them. "By Sunset Point, down the trail a little." So they drove back to Sunset Point and walked a few switchbacks down.}
  {from == "slot": They climbed the other side of the loop, switchback after switchback, Grandma puffing and {hero} carrying the water, until Thor's Hammer stood right beside the trail.}
  Up close, Thor's Hammer was a tall, thin tower of orange rock with a heavy block on top, like the head of a giant's hammer stuck handle-down in the ground. {hero} held the photo up beside it. # ending: a_hammer_not_a_queen
  "It's not her," {hero} said. "Her Majesty is sitting down. This one is standing up straight. And she's pale. This one's orange."
  "How does that block stay up there?" asked {pal}.
  "It's harder rock than the rest," said Grandma. "It works like an umbrella. It keeps the rain off the softer rock underneath, so the column below wears away more slowly."
  A long, low rumble rolled across the canyon. Thunder.
  Down the trail came the ranger from Rainbow Point, in his wide flat hat. "Time to head up to your cars, folks," he called. "Storm's coming in."
  He spotted the photo in {hero}'s hand and stopped. {heard_riddle: "Still hunting for Her Majesty? I'm still not telling, since you asked me not to," he said. "But not this afternoon. Not with the sky talking like that."|"Still hunting for Her Majesty? She lives in Queen's Garden, over by Sunrise Point," he said. "But not this afternoon. Not with the sky talking like that."}
  {hero} felt the disappointment all the way down to {their} boots. So close, and the sky had run out first. Then {they} had an idea. {They} stood in front of Thor's Hammer, put one hand on {their} hip, and grinned exactly like young Grandma in the photo. Grandma took the picture.
  "Now I have a hoodoo photo too," {hero} said. "Mine has a hammer. Yours has a queen. Next time we get one with both."
  They hurried up the last switchbacks to the car just as the first fat raindrops began to fall. Inside, with rain drumming on the roof, Grandma held the two photos side by side and said it was the best wrong hoodoo she had ever seen.
- else:
  {from == "rim": From Sunset Point it was only a few switchbacks down to Thor's Hammer, and {hero} took them at a speed Grandma described as optimistic, while she followed at a speed she described as wise.}
  {from == "point": "It's called Thor's Hammer," the boy told them, delighted to be asked. "By Sunset Point, just down the trail." So they drove back to Sunset Point and walked a few switchbacks down to meet it.}
  {from == "slot": They climbed the other side of the loop, switchback after switchback, Grandma puffing, {hero} carrying the water and calling encouragement, until Thor's Hammer stood right beside the trail.}
  Up close, Thor's Hammer was a tall, thin tower of orange rock with a great heavy block balanced on top, exactly like a giant's hammer left standing on its handle, which, {hero} supposed, was the whole point of the name. {hero} held the photo up beside it and compared, and already knew. # ending: a_hammer_not_a_queen
  "It's not her," {hero} said. "Her Majesty is sitting down, and she's pale. This one's standing to attention, and it's as orange as a traffic cone."
  "Then why doesn't the block fall off?" {pal} wanted to know. "I would fall off."
  "The block is harder rock than the rest of it," said Grandma, who had read every sign at every viewpoint since Rainbow Point. "It works like an umbrella. It keeps the rain off the softer stone underneath, so the column wears away more slowly than everything around it. Take the umbrella away, and the whole thing melts down in no time. Well. In stone time, which is a great deal slower than ours."
  A long, low rumble rolled across the canyon and seemed to go on rolling for a while after it should have stopped. Thunder.
  Down the trail came the ranger from Rainbow Point, wide flat hat and all, herding hikers uphill like a sheepdog with excellent manners. "Time to head up to your cars, folks," he called. "Storm's on its way in."
  He spotted the photo in {hero}'s hand and stopped. {heard_riddle: "Still hunting for Her Majesty?" he said. "I won't spoil it, since you asked so nicely. But you're warmer than you think. Not this afternoon, though. When the sky starts grumbling like that, everybody goes up, queens or no queens."|"Still hunting for Her Majesty?" he said. "She lives in Queen's Garden, over by Sunrise Point. But not this afternoon. When the sky starts grumbling like that, everybody goes up, queens or no queens."}
  {hero} felt the disappointment all the way down to {their} boots. They had been close. They had been so close, and the sky had simply gotten there first. Then, standing in front of the wrong hoodoo with the right photo, {they} had an idea. {They} put one hand on {their} hip, lifted {their} chin, and grinned exactly the way young Grandma grinned in the picture. Grandma understood at once and took the photo.
  "Now I have a hoodoo photo too," {hero} said. "Mine has a hammer. Yours has a queen. One day we'll get one with both of us in it."
  They hurried up the last switchbacks to the car as the first fat raindrops smacked the trail. Inside, with rain drumming on the roof and the windows fogging up, Grandma laid the two photos side by side on the dashboard, fifty years apart, and announced that it was the best wrong hoodoo she had ever met. {hero} agreed. It had been a very good wrong hoodoo.
}
-> END

=== storm_rim ===
# place: sunset-point
{band:
- "young":
  {from == "rim": They sat on the bench and waited. The cloud grew and grew. It got darker and darker.}
  {from == "slot": They sat in the shade and waited. Then they heard it. Boom! Thunder!}
  {from == "slot": "Up to the car," said Grandma. They climbed the zigzags as fast as they safely could.}
  Crack! Boom! Thunder rolled over the canyon. # ending: thunder_on_the_rim
  The ranger from Rainbow Point hurried along the rim. "Off the rim, everyone!" he called. "Get into your cars!"
  {hero} and Grandma ran to the car. Slam went the doors.
  Then the rain came. Then little balls of ice! Hail bounced on the car like popcorn. {pal} jumped every time.
  "We didn't find her," said {hero}. {They} felt sad.
  "Not today," said Grandma. "But we are safe and dry. That's the rule. When you hear thunder, you go inside."
  Then Grandma told {hero} all about the day with her father. The pinchy new shoes. The whistling. The big, pale queen.
  The hoodoos went dark and shiny in the rain. {hero} watched them through the wet window.
  {pal} listened with its chin on the seat. "I like the whistling part best," said {pal}.
- "middle":
  {from == "rim": They sat on the bench and waited for the cloud to decide what it was doing. It decided. The bottom went from gray to nearly black, and the wind turned cold and gusty.}
  {from == "slot": They sat in the cool shade while Grandma rested. Then, from somewhere above the slot, came a long rumble. Thunder. "Up to the car," said Grandma, and they climbed the switchbacks as fast as they safely could, all the way back to Sunset Point.}
  Crack. Boom. Thunder rolled across the canyon and bounced off the hoodoos. # ending: thunder_on_the_rim
  Along the rim came the ranger from Rainbow Point, waving people away from the railing. "Off the rim, folks! Into your cars, please. Right now!"
  {hero} and Grandma ran for the car. The doors had just slammed when the rain came down in sheets, and then hail, bouncing off the hood like popcorn.
  "We didn't find her," {hero} said. It came out wobbly.
  "Not today." Grandma squeezed {their} hand. "But we're safe and dry, and that's the rule out here. When you hear thunder, you get inside. A car is one of the safest places to be."
  They watched the storm roll across the amphitheater, turning the hoodoos dark and shiny with rain. And while the hail drummed on the roof, Grandma told {hero} about the day with her father, every piece she could remember: the pinching shoes, the terrible whistling, the picnic in the car because of a storm just like this one.
  "A storm, that same day?" {hero} asked.
  "Every August afternoon, just about," said Grandma. "We got our picture in the morning. That was the trick, and I'd forgotten it."
  {circle: She pointed through the streaming windshield. "He circled this spot on the map. We stood right out there."}
  {knew_tunnel: Grandma smiled at the rain. "There was the tunnel, too, and I was scared of it."}
  The hail piled up in little white drifts along the windshield wipers, and {hero} watched it melt. When the thunder finally stopped, the ranger tapped on their window. "Give it half an hour after the last thunder before you go back out," he said. "Storms here like to sneak back."
  {pal} listened with its chin on the back of the seat. "Tell the whistling part again," {pal} said, and Grandma laughed and did.
- else:
  {from == "rim": They sat on the bench and waited for the cloud to make up its mind. It made up its mind. The bottom went from gray to nearly black, the wind swung around and turned cold, and the air began to smell like wet pavement, though nothing was wet yet. {hero} felt the hair on {their} arms prickle, and did not like it.}
  {from == "slot": They sat in the cool shade while Grandma rested her knees. Then, from somewhere far above the slot, came a long, low rumble. Thunder. Grandma was on her feet before it finished. "Up to the car," she said, and they climbed the switchbacks as fast as they safely could, all the way back to Sunset Point, with the sky darkening over them like a lid.}
  Crack. Boom. The thunder came across the canyon and ricocheted off the hoodoos, loud enough that {hero} felt it in {their} ribs. # ending: thunder_on_the_rim
  Along the rim came the ranger from Rainbow Point, hat brim flapping, waving people away from the railing. "Off the rim, folks! Into your cars, please. Now, not in a minute!"
  {hero} and Grandma ran for the car. The doors had barely slammed when the rain arrived all at once, in gray sheets, and then hail, bouncing off the hood like popcorn in a pan.
  "We didn't find her," {hero} said. {They} had meant it to come out brave, and it didn't.
  "Not today," Grandma said, and took {hero}'s hand. "But we're safe and dry, and that's the one rule out here that doesn't bend. You hear thunder, you get inside. A car with a hard roof is one of the safest places you can be."
  They watched the storm march across the amphitheater, darkening the hoodoos until they shone like wet clay. And while the hail drummed on the roof, Grandma told {hero} about the day with her father, every piece she could find: the pinching shoes, the terrible whistling, and a picnic eaten in the car because of a storm exactly like this one.
  "The same kind of storm?" said {hero}. "On the same kind of day?"
  "Every August afternoon, just about," Grandma said, and laughed at herself. "We got our picture in the morning and hid from the thunder after lunch. That was the whole trick, and I'd forgotten it. Fifty years is a long time to remember the queen and forget the weather."
  {circle: She nodded at the streaming windshield. "He circled this spot on the map. We stood right out there, at that railing, and he said it looked like the whole world had been left out in the rain."}
  {knew_tunnel: Grandma was quiet for a moment. "There was the tunnel, too. I was scared of it, and he sang the whole way through so I'd laugh."}
  Hail collected in small white drifts along the wipers and began, slowly, to melt. {hero} found a pencil in the glove box and wrote the clues on the back of the parking receipt, one under the other, so none of them could get lost overnight. When the thunder finally grumbled off to the east, the ranger tapped on their window. "Give it a good half hour after the last thunder before anyone goes back out," he said. "Storms here like to sneak back for an encore."
  {hero} read the list back to Grandma, and Grandma added two things {hero} had never heard before, and the list grew longer while the storm grew smaller. By the time the last rumble had faded, the receipt was full on both sides, and {pal}, chin on the back of the seat, declared it the best storm it had ever sat through.
}
-> END

=== storm_point ===
# place: inspiration-point
{band:
- "young":
  {hero} kept looking. Row after row after row. Maybe the queen was close by! # ending: storm_over_inspiration
  Flash! Lightning jumped across the sky, far away. {hero} counted. One, two, three, four, five. Then came the thunder. Boom!
  "To the car!" said Grandma. "Right now."
  A ranger in a wide flat hat was telling everyone to leave the rim. It was the ranger from Rainbow Point!
  They hurried to the car. Slam went the doors. Then the rain came pouring down.
  From the car, they watched the storm. The hoodoos went dark and shiny.
  "We didn't find her," said {hero}. "I looked too long."
  "You looked well," said Grandma. "And we know where the pale hoodoos are now."
  {hero} drew a map on the foggy window. Here is the rim. Here are the pale hoodoos. Here is Her Majesty, maybe.
  Grandma put her father's binoculars back in the bag. "You used these just like he did," she said. "Slow and careful."
- "middle":
  {hero} kept scanning, row after row. There were so many hoodoos, and {they} wanted to be sure. Maybe Her Majesty was closer. Maybe the Queen was right below them. # ending: storm_over_inspiration
  A flash lit up the clouds, far off over the forest. {hero} started counting, the way Grandma had taught {them}. One, two, three, four, five... Boom.
  "Every five seconds is about a mile," said Grandma, already moving. "That's close enough. To the car, right now."
  Along the rim, the ranger from Rainbow Point was waving people away from the railing. "Into your cars, folks, please!"
  The doors had just slammed when the rain came down in gray sheets. Through the streaming windshield, they watched the storm march across the amphitheater. The pale hoodoos in the distance went dark, then disappeared behind the rain. Every time the lightning flashed, the whole amphitheater lit up white for a blink, like a photo being taken.
  "My father taught me that counting trick," Grandma said, "in this park, in a car, in a storm just like this one. I was about your age."
  "I looked too long," {hero} said. "If I'd stopped looking, we could've gone."
  "You looked carefully," said Grandma. "That's not the same as looking too long. You found the pale ones. You found where the trail goes. That's more than I ever knew."
  {spotted_pale: {hero} breathed on the window and drew a map in the fog: the rim, the trail, the pale hoodoos, and a little crown.}
  Grandma took her father's old binoculars out of {hero}'s lap and wiped the rain off them with her sleeve. "He'd have liked how you used these," she said. "Slow and careful, row by row. That's how he looked at everything."
  {pal} pressed its nose to the window, right beside the little crown, and left a small round smudge. "That's us," {pal} said. "Visiting." Grandma laughed until she had to wipe her eyes.
- else:
  Grandma said they should go. {hero} said just one more row. Then {they} kept scanning, row after row. There were so many hoodoos, and {they} wanted to be certain before they went anywhere. Maybe Her Majesty was closer than the pale ones. Maybe the Queen was right below them, hiding behind a bigger hoodoo, and all it would take was one more row. # ending: storm_over_inspiration
  Then a flash lit the inside of the clouds, far off over the forest. {hero} started counting without thinking, the way Grandma had taught {them} on car trips. One, two, three, four, five, six... Boom. A long, heavy roll, like furniture being moved upstairs.
  "Every five seconds is about a mile," said Grandma, already moving. "That's more than close enough. To the car, right now."
  Along the rim, the ranger from Rainbow Point was waving everyone away from the railing. "Into your cars, folks! Off the rim, please!"
  The doors had just slammed when the rain came down in gray sheets, and then in ropes, and through the streaming windshield they watched the storm march across the amphitheater like an army in a hurry. The pale hoodoos in the distance went dark, then vanished behind the curtain of rain. Each time lightning flashed, the whole amphitheater lit up white for an instant, every hoodoo at once, like a camera going off in a dark room.
  "My father taught me that counting trick," Grandma said quietly, "in this park. In a car. In a storm exactly like this one. I was about your age, and I thought he was a wizard."
  "I looked too long," {hero} said. The words tasted bad. "If I'd just stopped looking, we could have gone down there."
  "You looked carefully," Grandma said. "That's not the same thing as looking too long. You found the pale ones. You found where the trail goes. Fifty years, and I never knew which bowl she was in. You found that out before lunch."
  {spotted_pale: {hero} breathed on the window and drew a map in the fog with one finger: the rim, the thread of trail, the patch of pale hoodoos, and a tiny crown at the end of it.}
  Grandma lifted her father's old binoculars from {hero}'s lap and wiped the rain off them with her sleeve, slowly, the way you'd polish something that mattered. "He'd have liked how you used these," she said. "Slow and careful, row by row, never skipping one. That's how he looked at everything, birds and maps and me."
  {hero} looked down at the binoculars, then out at the rain, and the bad taste of looking too long began, very slowly, to turn into something else. {They} had searched the way Grandma's father searched. That felt like finding something, even if it wasn't a queen.
  {pal} pressed its nose against the fog map, right beside the tiny crown, and left a small round smudge. "That's us," {pal} explained. "Visiting."
}
-> END

// ---------------------------------------------------------------- endings in chapter 5, at Queen's Garden
=== end_majesty ===
# place: queens-garden
{band:
- "young":
  {hero} held up the old photo. "Step left, Grandma," {hero} said. "Now back a little. Stop!" # ending: her_majesty
  Now Grandma stood just where she had stood fifty years ago. The twisty tree was behind her shoulder. The Queen was behind her head.
  "This is the spot!" said {hero}. "I know it!"
  Grandma looked all around. Her eyes got wet. "My father stood right there," she said, "where you are."
  "Now swap!" said {hero}. {hero} stood in the same spot. {They} put a hand on {their} hip and grinned.
  Click! Grandma took the picture.
  They held the old photo next to the new one. The same queen. The same tree. The same grin!
  Grandma laughed and cried at the same time. "You did it," she said.
  Far away, thunder rumbled. "Now we go," said Grandma. "When you hear thunder, you head for the car."
  They walked back up the trail together. {pal} gave the Queen a little bow.
- "middle":
  {hero} held up the old photo and became a director. "Step left, Grandma. No, your other left. Back a bit. Stop!" # ending: her_majesty
  It was harder than it looked. From one spot, the bristlecone hid the Queen's crown. From another, the Queen looked far too small. {pal} helped by standing exactly where the corner of the photo ended, which didn't help at all, but nobody said so.
  Slowly, Grandma moved into the exact spot. The twisted bristlecone stood behind her shoulder, just as it had fifty years ago. Her Majesty sat on her throne behind her head. The photo and the real world clicked together like two puzzle pieces.
  "This is where you stood," {hero} said.
  "This is where I stood," said Grandma, and her voice went funny. She looked over at the trail, a few steps away. "And my father stood there, right where you are now, telling me to stop squinting."
  Then they swapped. {hero} stood in the spot, put one hand on {their} hip, and grinned the biggest grin {they} had. Grandma took the picture, and then another, because her hands were shaking.
  She held the old photo next to the new one on her screen. Two kids, fifty years apart, in front of the same queen, with the same tree and the same grin.
  {knew_tree: "Clue number two was right," {hero} said, patting the bristlecone's twisted trunk. "You were here the whole time."}
  {heard_riddle: "A queen who never wore a real crown," {hero} said, looking up at her. "In a garden where nobody planted anything. The ranger was right."}
  "You did it," Grandma said. "You found her for me."
  Far off, thunder grumbled. Grandma tucked the photo away. "And that's our signal," she said. "When you hear thunder, you head for shelter. Her Majesty can look after herself."
  They climbed back up the trail hand in hand, and at the last bend {pal} turned around and bowed to the Queen.
  All the way up, {hero} kept the new picture open on Grandma's phone and looked at it on every switchback, just to make sure it was still there.
- else:
  {hero} held up the old photo at arm's length and became, without meaning to, a film director. "Step left, Grandma. Your other left. Back a little. Little more. Stop. Don't move." # ending: her_majesty
  It was harder than it looked. From one spot, the bristlecone hid the Queen's crown entirely. From another, the Queen shrank to the size of a salt shaker. Photos, {hero} discovered, were extremely particular about where you stood. {pal} tried to help by planting itself exactly where the corner of the photo ended, which helped nobody, but it was sincerely meant, so nobody said so.
  Slowly, Grandma shuffled into the exact spot. The twisted bristlecone stood behind her shoulder, a little more silver than in the photo but unmistakably the same tree. Her Majesty sat on her throne behind Grandma's head at precisely the right angle. The faded picture and the real world slid together like two halves of a torn ticket.
  "This is where you stood," {hero} said.
  "This is where I stood," said Grandma, and her voice did something complicated. She looked over at the trail, a few steps away. "And my father stood right there, where you are now, telling me to stop squinting and look happy. I told him I was happy. I was. I just didn't know it was worth remembering."
  Then they swapped. {hero} stepped into the spot, put one hand on {their} hip, lifted {their} chin, and grinned the biggest grin {they} owned. Grandma took the picture, and then another, and then a third, because her hands were not cooperating.
  She held the old photo up next to the screen. Two kids, fifty years apart, the same queen, the same tree, the same squint into the same sun, and the same grin, which {hero} had never realized until that moment was Grandma's grin first.
  {knew_tree: {hero} patted the twisted trunk of the bristlecone. "Clue number two," {they} told it. "You were here the whole time, holding her place."}
  {heard_riddle: {hero} looked up at the Queen. A queen who never wore a real crown, in a garden where nobody had planted anything. The ranger's riddle fit her like a glove.}
  "You did it," Grandma said. "You found her for me. I gave up on her before your mother was born."
  {hero} thought about the girl in the photo, who had no idea she would grow up, or have a grandchild, or that the grandchild would one day walk her back to this exact square of gravel with her own picture in hand. It made {their} head spin, in a good way.
  Far off, thunder grumbled, like someone clearing their throat in another room. Grandma tucked the old photo safely away. "And that's our signal," she said. "When you hear thunder, you head for shelter, no arguing. Her Majesty has handled fifty years of storms without us."
  They climbed back toward the rim hand in hand. At the last bend, {pal} turned around and gave the Queen a deep, formal bow, and {hero} could have sworn she nodded back, though that was probably just the light.
}
-> END

=== end_both ===
# place: queens-garden
{band:
- "young":
  "Excuse me," said {hero} to the ranger. "Can you take a picture of us both?" # ending: two_majesties
  "It would be an honor," said the ranger.
  He looked at the old photo. "Fifty years!" he said. "She waited a long time for you to come back."
  {hero} and Grandma stood in front of the Queen. The twisty tree was right behind them. They both put a hand on a hip. They both grinned big.
  "Say hoodoo!" said the ranger. Click!
  {heard_riddle: "You solved my riddle!" he said. "I knew you would."}
  {not heard_riddle: "I saw you at Rainbow Point," he said. "I hoped you would find her."}
  In the new photo, {hero} and Grandma had the very same grin.
  "My father took the first picture," said Grandma. "He is not in it. Now you and I are in this one."
  The ranger pointed at the dark cloud. "Now up you go, before the thunder," he said.
  {pal} was in the picture too, right at the front. "Queens like me," said {pal}.
- "middle":
  "Excuse me," {hero} said to the ranger. "Could you take a picture of us? Both of us, in front of her?" # ending: two_majesties
  "It would be an honor," said the ranger, taking Grandma's phone.
  First, though, he wanted to see the old photo up close. Grandma told him about her father and the pencil circles and the fifty years, and the ranger listened as if nobody had told him a better story all summer.
  {hero} and Grandma stood side by side in front of Her Majesty, with the twisted bristlecone behind them. They both put one hand on their hips. They both lifted their chins. They both grinned.
  "Say hoodoo," said the ranger, and took the picture.
  {heard_riddle: "I had a feeling you'd solve the riddle," he said, handing the phone back. "Most people give up at the garden with nothing planted in it."}
  {not heard_riddle: "I saw you at Rainbow Point with that photo," he said, handing the phone back. "I was hoping you'd find her."}
  Grandma looked at the picture for a long time. In it, {hero} and Grandma had exactly the same grin, the same tilted chin, the same squint. {hero} had never noticed that before. {They} looked from the picture to Grandma and back again, amazed.
  "My father took the first picture," Grandma said. "I never had one with him in it. Now there's one with you and me in it." She held up the old photo beside the new one. "Fifty years, and the same queen."
  "Will she still be here when I'm as old as you?" {hero} asked. It suddenly felt like a very important question.
  The ranger smiled. "Maybe," he said. "She's wearing away a little every winter, so nobody knows for sure. That's why it's good you came now."
  Then he glanced at the sky. "Now, up you go," he said kindly. "That cloud's about to start talking."
  {pal} had somehow managed to be right at the front of the photo, which {pal} said was only proper when meeting royalty.
- else:
  "Excuse me," {hero} said to the ranger. "Could you take a picture of us? Both of us, together, in front of her?" # ending: two_majesties
  "It would be an honor," said the ranger, and he meant it. {heard_riddle: He took Grandma's phone the way he had held the old photo that morning, carefully, by the edges.|He took Grandma's phone as gently as a person holding a bird's egg, and turned it the right way up.}
  First, though, he asked to see the old photo again, and Grandma told him, in about four sentences, about her father and his pencil circles and his terrible whistling and fifty years of not knowing where this was. The ranger listened with his head bent, as if nobody had told him a better story all summer, and maybe nobody had.
  {hero} and Grandma stood side by side in front of Her Majesty, the twisted bristlecone at their shoulders. They both put one hand on their hips. They both lifted their chins. They both grinned, and {hero} felt Grandma's shoulder shaking a little against {theirs}, with laughter or something else, or both.
  "Say hoodoo," said the ranger, and took the picture, and then one more for luck.
  {heard_riddle: "I had a feeling you'd crack my riddle," he said, handing the phone back. "Most people get stuck on the garden with nothing planted in it. They go looking for flowers."}
  {not heard_riddle: "I saw you with that photo up at Rainbow Point this morning," he said, handing the phone back. "I was rooting for you the whole way."}
  Grandma looked at the new picture for a long time, holding the phone close and then far away, the way she did with menus. In it, {hero} and Grandma wore exactly the same grin, the same slightly crooked, chin-up, here-I-am grin, and {hero} realized with a small shock that {they} had been wearing Grandma's grin {their} whole life without knowing it.
  "My father took the first one," Grandma said quietly. "He was always behind the camera, so there's no picture of him here. There's just me, and the queen, and his thumb in the corner if you look." She held the old photo up beside the new one. "Now there's two of us. Fifty years, and the same queen."
  "Will she still be here when I'm as old as you?" {hero} asked. It seemed like the most important question in the world all of a sudden.
  The ranger considered the question seriously, which {hero} appreciated. "Maybe," he said. "She loses a little every winter, so nobody can promise. Hoodoos don't last forever. That's part of why it matters that you came."
  Then he glanced up at the sky and touched his hat. "Now, up you go, please," he said gently. "That cloud is about to start talking, and you don't want to be out here when it does."
  {pal}, it turned out, had managed to get itself right at the front of the photo, and it explained to anyone who would listen that this was only proper when one was meeting royalty.
}
-> END

=== end_nosun ===
# place: queens-garden
{band:
- "young":
  "Let's wait for the sun," said {hero}. "Then the picture will be bright!" # ending: the_sun_never_came
  They waited. Grandma walked here and there, looking for her old spot. {pal} blew at the cloud to make it go away. It did not go away. The cloud got bigger. The sun did not come back.
  Then came a boom. Thunder!
  The ranger hurried over. "Time to go, folks," he said. "Thunder means lightning is near. Head up to your car."
  "But our picture!" said {hero}.
  "No picture is worth a lightning strike," said the ranger.
  {hero} held up the phone for one quick picture. But Grandma shook her head. "Not from here. We never found my spot. A picture from the wrong place is not my picture."
  So they left without the new photo. {hero} felt sad all the way up the trail. {They} kicked a little stone.
  Then Grandma stopped. "Look back," she said.
  {hero} looked back. There was Her Majesty, on her throne, just like the photo.
  "Take a picture with your eyes," said Grandma. "My father used to say that."
  {hero} looked and looked. "I will remember her," said {hero}. "Even without a picture."
  "And we will come back on a sunny morning," said Grandma. "She will wait. She is good at waiting."
- "middle":
  "Let's wait for the sun," {hero} said. "Then the picture will be bright, like the old one." # ending: the_sun_never_came
  So they waited. {pal} tried blowing at the cloud to move it along, which did nothing. Grandma walked up and down the trail looking for her old spot, telling a story about her father's terrible whistling to pass the time, and {hero} kept one eye on the sky. The cloud spread wider. The sun didn't come back. A few minutes later, a long rumble rolled across the canyon. Thunder.
  The ranger was beside them in moments. "Time to go, folks," he said. "Thunder means lightning is close enough to reach you. Head up to your car, please."
  "But we haven't taken our picture yet!" said {hero}.
  The ranger looked at the photo in {hero}'s hand and understood at once. "I'm sorry," he said, and he sounded it. "No picture is worth a lightning strike. She'll be here tomorrow."
  {hero} raised Grandma's phone for one quick picture anyway, but Grandma gently pushed it down. "Not from here," she said. "I never found my spot. A picture from the wrong place isn't my picture."
  So they left without it. {hero} climbed the trail with a heavy feeling in {their} chest. They had found her, and they had nothing to show for it but the old photo. Ten minutes. {They} had traded the picture for ten minutes of waiting.
  At the top of a switchback, Grandma stopped and turned around. "Look back," she said.
  Far below, Her Majesty sat on her throne among the pale hoodoos, gray and patient under the gray sky.
  "Take a picture with your eyes," Grandma said. "That's what my father used to tell me. The camera is only for when your eyes get tired."
  {hero} looked for a long time. Then {they} turned and climbed on, and the first raindrops began to fall.
  "We'll come back on a sunny morning," Grandma said, "and bring her a better picture. She's good at waiting. She waited fifty years for me."
  {pal} glanced back one last time. "And now we're good at waiting too," {pal} said.
- else:
  "Let's wait for the sun," {hero} said. "The old one is all sunny. Ours should be too." It seemed obvious. They had come all this way; ten more minutes was nothing. # ending: the_sun_never_came
  So they waited. {pal} tried blowing at the cloud to hurry it along, with no effect whatsoever. Grandma passed the time pacing the trail in search of her old spot and telling a story about her father's whistling, which had apparently frightened birds in three states, and {hero} laughed and kept one eye on the sky. The cloud spread wider, like a gray blanket being pulled over the canyon. The sun did not come back. Then, from somewhere to the west, a long rumble rolled across the hoodoos and kept rolling. Thunder.
  The ranger was beside them in moments. "Time to go, folks," he said. "Thunder means lightning is close enough to reach you. Head up to your car, please, right away."
  "But we haven't taken our picture," said {hero}. "We came all this way. We only just found her."
  The ranger looked at the faded photo in {hero}'s hand and understood the whole story in about two seconds. "I'm sorry," he said, and he sounded truly sorry. "But no picture is worth a lightning strike. She'll still be here tomorrow. I promise you that."
  {hero} lifted Grandma's phone for one quick picture anyway, just as they were, but Grandma laid her hand gently over the screen. "Not from here," she said. "We never found my spot. From here the tree's on the wrong side of her. A picture from the wrong place isn't my picture, and I'd rather have none than the wrong one."
  So they left without it. {hero} climbed with a heavy feeling sitting in {their} chest like a stone. They had found her, after fifty years and eighteen miles of road, and {they} had traded the picture for ten minutes of waiting for a sun that never came. It was the kind of mistake that only looks like a mistake afterward, which somehow made it worse.
  At the top of a switchback, Grandma stopped and turned. "Look back," she said.
  Far below, Her Majesty sat on her throne among the pale hoodoos, gray and patient under the gray sky, exactly as she had sat in the photo, exactly as she had sat for a lifetime.
  "Take a picture with your eyes," Grandma said. "My father used to say that. The camera is only for when your eyes get tired."
  {hero} looked for a long time, until the Queen was fixed in place behind {their} eyelids: the tilt of her head, the lumpy crown, the twisted tree at her shoulder, the pale stone gone gray in the storm light. It wasn't the picture {they} had wanted. It was a different one, and it was only {theirs}. Then {they} turned and climbed on as the first cold raindrops came down.
  "We'll come back on a sunny morning, early, before the clouds have even thought about it," Grandma said, "and take her a better picture. She's very good at waiting. It turns out I am too." She squeezed {hero}'s hand. "And now, so are you."
}
-> END
