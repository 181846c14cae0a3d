import type { Park } from '../park-types'

export const intermountainParks: Park[] = [
  {
    id: 'arches',
    name: 'Arches National Park',
    states: ['UT'],
    region: 'Intermountain',
    latitude: 38.701,
    longitude: -109.564,
    established: 1971,
    areaAcres: 77000,
    description:
      'Arches is a red-rock wonderland in eastern Utah with more than 2,000 natural stone arches. Wind, water and ice have shaped its sandstone into giant windows, skinny fins and boulders that seem to balance on tiptoe.',
    animals: [
      { name: 'Desert bighorn sheep', kind: 'mammal' },
      { name: 'Mule deer', kind: 'mammal' },
      { name: 'Kit fox', kind: 'mammal' },
      { name: 'Black-tailed jackrabbit', kind: 'mammal' },
      { name: 'Common raven', kind: 'bird' },
      { name: 'Collared lizard', kind: 'reptile' },
      { name: 'Red-spotted toad', kind: 'amphibian' },
    ],
    geology: [
      {
        name: 'Delicate Arch',
        description: 'A free-standing sandstone arch perched at the edge of a slickrock bowl, and a famous symbol of Utah.',
      },
      {
        name: 'Landscape Arch',
        description: 'A long, thin ribbon of rock that stretches about 300 feet, the longest arch in the park.',
      },
      {
        name: 'Balanced Rock',
        description: 'A boulder about as big as three school buses resting on top of a narrow rock pedestal.',
      },
      {
        name: 'Double Arch',
        description: 'Two huge arches that spring from the same stone base, side by side.',
      },
      {
        name: 'Fiery Furnace',
        description: 'A maze of narrow sandstone fins and passageways that visitors explore with a ranger or a special permit.',
      },
    ],
    trails: [
      { name: 'Delicate Arch Trail', lengthMiles: 3, difficulty: 'strenuous' },
      { name: 'The Windows Loop', lengthMiles: 1, difficulty: 'easy' },
      { name: 'Balanced Rock Loop', lengthMiles: 0.3, difficulty: 'easy' },
      { name: 'Double Arch Trail', lengthMiles: 0.5, difficulty: 'easy' },
    ],
    facts: [
      {
        text: 'Arches protects more than 2,000 natural stone arches.',
        topic: 'record',
        young: 'Arches has more than 2,000 stone arches.',
      },
      {
        text: 'Arches was first protected as a national monument in 1929 and became a national park in 1971.',
        topic: 'history',
        young: 'Arches became a national park in 1971.',
      },
      {
        text: 'Long ago a thick layer of salt deep underground slowly shifted and pushed up the rock above it, cracking the sandstone into the fins that later wore into arches.',
        topic: 'geology',
        young: 'Salt deep underground pushed the rock up and cracked it.',
      },
      {
        text: "Most of the park's famous arches are carved from a reddish rock called Entrada Sandstone.",
        topic: 'geology',
        young: 'Most of the arches are made of red sandstone.',
      },
      {
        text: 'In 1991 a slab of rock about 60 feet long fell from the underside of Landscape Arch, so the trail beneath it was closed for safety.',
        topic: 'history',
        young: 'A big slab once fell from Landscape Arch, so that trail closed.',
      },
      {
        text: 'After a rain, tiny shrimp and tadpoles quickly hatch and grow in the water-filled potholes on the rock.',
        topic: 'animals',
        young: 'After rain, tiny shrimp hatch in puddles on the rock.',
      },
      {
        text: 'The writer Edward Abbey worked as a seasonal ranger at Arches in the 1950s and wrote about it in his book Desert Solitaire.',
        topic: 'people',
        young: 'A writer named Edward Abbey was once a ranger here.',
      },
      {
        text: 'Arches sits just north of the town of Moab, Utah.',
        topic: 'location',
        young: 'The town of Moab is just south of the park.',
      },
      {
        text: 'Arches is a high desert, so summer days can be very hot while winter nights often drop below freezing.',
        topic: 'weather',
        young: 'Summer days here are hot, and winter nights are freezing.',
      },
    ],
    scenery: ['arches', 'desert'],
  },
  {
    id: 'big-bend',
    name: 'Big Bend National Park',
    states: ['TX'],
    region: 'Intermountain',
    latitude: 29.3275,
    longitude: -103.2061,
    established: 1944,
    areaAcres: 801000,
    description:
      'Big Bend sits where the Rio Grande makes a giant curve along the border between Texas and Mexico. In one park you can explore a cactus-dotted desert, deep river canyons and the cool, forested Chisos Mountains.',
    animals: [
      { name: 'Greater roadrunner', kind: 'bird' },
      { name: 'Javelina', kind: 'mammal' },
      { name: 'American black bear', kind: 'mammal' },
      { name: 'Mountain lion', kind: 'mammal' },
      { name: 'Coyote', kind: 'mammal' },
      { name: 'Colima warbler', kind: 'bird' },
      { name: 'Western diamondback rattlesnake', kind: 'reptile' },
    ],
    geology: [
      {
        name: 'Santa Elena Canyon',
        description: 'A canyon where the Rio Grande flows between sheer limestone cliffs about 1,500 feet tall.',
      },
      {
        name: 'Chisos Mountains',
        description: 'The only mountain range in the United States that lies entirely inside one national park.',
      },
      {
        name: 'Emory Peak',
        description: 'The highest peak in the Chisos Mountains and the highest point in Big Bend.',
      },
      {
        name: 'The Window',
        description: 'A narrow V-shaped gap in the Chisos Mountains where rainwater drains out of the Chisos Basin.',
      },
    ],
    trails: [
      { name: 'Lost Mine Trail', lengthMiles: 4.8, difficulty: 'moderate' },
      {
        name: 'Santa Elena Canyon Trail',
        lengthMiles: 1.7,
        difficulty: 'easy',
      },
      { name: 'Window Trail', lengthMiles: 5.6, difficulty: 'moderate' },
    ],
    facts: [
      {
        text: "The Rio Grande forms the park's southern boundary for 118 miles, and across the river lies Mexico.",
        topic: 'location',
        young: 'Across the river is another country, Mexico.',
      },
      {
        text: 'Big Bend has more kinds of birds, bats and cacti than any other national park in the United States.',
        topic: 'record',
        young: 'Big Bend has more kinds of birds, bats and cactus than any other park.',
      },
      {
        text: 'The Colima warbler, a small gray songbird, nests in the Chisos Mountains and almost nowhere else in the United States.',
        topic: 'animals',
        young: 'A little gray bird nests up in these mountains.',
      },
      {
        text: 'Fossils of Quetzalcoatlus, one of the largest flying reptiles that ever lived, were first discovered in Big Bend.',
        topic: 'geology',
        young: 'Bones of a giant flying reptile were found here.',
      },
      {
        text: 'Big Bend became a national park in 1944, after the state of Texas bought the land and gave it to the nation.',
        topic: 'history',
        young: 'Texas bought this land and gave it to the country.',
      },
      {
        text: 'Big Bend lies in the Chihuahuan Desert, the largest desert in North America.',
        topic: 'plants',
        young: 'Big Bend is in the biggest desert in North America.',
      },
      {
        text: 'The Chisos Mountains rise so high above the desert that they are often much cooler than the hot lowlands along the river.',
        topic: 'weather',
        young: 'The mountains here are often much cooler than the desert.',
      },
      {
        text: 'Big Bend is an International Dark Sky Park, with some of the darkest night skies in the lower 48 states.',
        topic: 'record',
        young: 'The night sky here is very, very dark.',
      },
    ],
    scenery: ['desert', 'canyon', 'river', 'cactus'],
  },
  {
    id: 'black-canyon-of-the-gunnison',
    name: 'Black Canyon of the Gunnison National Park',
    states: ['CO'],
    region: 'Intermountain',
    latitude: 38.5425,
    longitude: -107.6865,
    established: 1999,
    areaAcres: 31000,
    description:
      'Black Canyon of the Gunnison is a deep, narrow gorge in western Colorado with walls so steep that parts of the canyon floor get only a little sunlight each day. Far below the rim, the Gunnison River roars through the canyon it has been carving for about two million years.',
    animals: [
      { name: 'Peregrine falcon', kind: 'bird' },
      { name: 'Mule deer', kind: 'mammal' },
      { name: 'American black bear', kind: 'mammal' },
      { name: 'Elk', kind: 'mammal' },
      { name: 'Yellow-bellied marmot', kind: 'mammal' },
      { name: 'White-throated swift', kind: 'bird' },
      { name: 'Brown trout', kind: 'fish' },
    ],
    geology: [
      {
        name: 'Painted Wall',
        description: 'The tallest cliff in Colorado, rising about 2,250 feet above the river and streaked with pale stripes of rock called pegmatite.',
      },
      {
        name: 'Chasm View',
        description: 'An overlook on the South Rim that looks across one of the narrowest parts of the canyon.',
      },
      {
        name: 'Gunnison Point',
        description: 'An overlook behind the South Rim Visitor Center with a dizzying view down to the Gunnison River.',
      },
      {
        name: 'Warner Point',
        description: 'An overlook at the western end of the South Rim road with views of the canyon, the river far below and distant mountains.',
      },
    ],
    trails: [
      {
        name: 'Warner Point Nature Trail',
        lengthMiles: 1.5,
        difficulty: 'moderate',
      },
      { name: 'Rim Rock Nature Trail', lengthMiles: 1, difficulty: 'moderate' },
      { name: 'Oak Flat Loop Trail', lengthMiles: 2, difficulty: 'strenuous' },
      {
        name: 'Cedar Point Nature Trail',
        lengthMiles: 0.7,
        difficulty: 'easy',
      },
    ],
    facts: [
      {
        text: 'The Painted Wall is the tallest cliff in Colorado, about 2,250 feet from top to bottom.',
        topic: 'record',
        young: 'The Painted Wall is the tallest cliff in Colorado.',
      },
      {
        text: 'Some parts of the canyon are so deep and narrow that the bottom gets only about 33 minutes of sunlight a day.',
        topic: 'location',
        young: 'Parts of the canyon floor get only a little sun each day.',
      },
      {
        text: 'The dark rocks of the canyon walls are about 1.7 billion years old.',
        topic: 'geology',
        young: 'The dark canyon rocks are very, very old.',
      },
      {
        text: 'Black Canyon became a national monument in 1933 and a national park in 1999.',
        topic: 'history',
        young: 'Black Canyon became a national park in 1999.',
      },
      {
        text: 'In 1909 workers finished the Gunnison Tunnel, which carries river water almost six miles through a mountain to farms in the nearby Uncompahgre Valley.',
        topic: 'history',
        young: 'A long tunnel carries river water to farms.',
      },
      {
        text: 'Peregrine falcons, which can dive faster than any other animal, nest on the canyon cliffs.',
        topic: 'animals',
        young: 'Peregrine falcons dive faster than any other animal.',
      },
      {
        text: 'In winter the South Rim road is closed past the visitor center, and visitors explore on snowshoes or cross-country skis.',
        topic: 'weather',
        young: 'In winter, people explore here on snowshoes.',
      },
    ],
    scenery: ['canyon', 'gorge', 'river'],
  },
  {
    id: 'bryce-canyon',
    name: 'Bryce Canyon National Park',
    states: ['UT'],
    region: 'Intermountain',
    latitude: 37.623,
    longitude: -112.166,
    established: 1928,
    areaAcres: 36000,
    description:
      'Bryce Canyon is not really one canyon but a row of giant bowls filled with thousands of orange, pink and white rock spires called hoodoos. At sunrise and sunset the hoodoos glow like a city of stone castles.',
    animals: [
      { name: 'Utah prairie dog', kind: 'mammal' },
      { name: 'Mule deer', kind: 'mammal' },
      { name: 'Pronghorn', kind: 'mammal' },
      { name: 'Mountain lion', kind: 'mammal' },
      { name: "Steller's jay", kind: 'bird' },
      { name: 'Common raven', kind: 'bird' },
      { name: 'Greater short-horned lizard', kind: 'reptile' },
    ],
    geology: [
      {
        name: "Thor's Hammer",
        description: 'A famous hoodoo with a big block of rock balanced on its top, seen from the Navajo Loop Trail near Sunset Point.',
      },
      {
        name: 'Bryce Amphitheater',
        description: "The largest of the park's natural amphitheaters, packed with hoodoos and lined by Sunrise, Sunset, Inspiration and Bryce Points.",
      },
      {
        name: 'Natural Bridge',
        description: 'A big opening carved through red rock that is really an arch, even though it is called a bridge.',
      },
      {
        name: 'Wall Street',
        description: 'A narrow slot on the Navajo Loop Trail where tall rock walls rise on both sides and fir trees reach up toward the light.',
      },
    ],
    trails: [
      { name: 'Navajo Loop Trail', lengthMiles: 1.3, difficulty: 'moderate' },
      { name: "Queen's Garden Trail", lengthMiles: 1.8, difficulty: 'easy' },
      {
        name: 'Peekaboo Loop Trail',
        lengthMiles: 5.5,
        difficulty: 'strenuous',
      },
      { name: 'Fairyland Loop Trail', lengthMiles: 8, difficulty: 'strenuous' },
    ],
    facts: [
      {
        text: 'Bryce Canyon has the largest collection of hoodoos found anywhere on Earth.',
        topic: 'record',
        young: 'Bryce has more hoodoos than anywhere else on Earth.',
      },
      {
        text: 'Hoodoos form when water seeps into cracks, freezes at night and pries the rock apart, bit by bit.',
        topic: 'geology',
        young: 'Ice in the cracks breaks the rock, bit by bit.',
      },
      {
        text: 'The hoodoos are carved mostly from the colorful Claron Formation, rock that formed at the bottom of ancient lakes and streams.',
        topic: 'geology',
        young: 'The hoodoos are made of rock from old lakes.',
      },
      {
        text: 'The park is named after Ebenezer Bryce, a pioneer who lived near the canyon with his family in the 1870s.',
        topic: 'people',
        young: 'The park is named for a pioneer, Ebenezer Bryce.',
      },
      {
        text: 'Bryce Canyon became a national park in 1928.',
        topic: 'history',
        young: 'Bryce Canyon became a national park in 1928.',
      },
      {
        text: 'Rainbow Point, at the end of the park road, is more than 9,000 feet above sea level.',
        topic: 'location',
        young: 'Rainbow Point is way up high, over 9,000 feet.',
      },
      {
        text: 'Bryce Canyon is one of the few places to see the Utah prairie dog, a threatened animal found only in Utah.',
        topic: 'animals',
        young: 'Utah prairie dogs live here and only in Utah.',
      },
      {
        text: 'Bryce Canyon is famous for its dark night skies, where rangers lead stargazing programs.',
        topic: 'weather',
        young: 'Rangers here show people the stars at night.',
      },
    ],
    scenery: ['hoodoos', 'canyon', 'forest'],
  },
  {
    id: 'canyonlands',
    name: 'Canyonlands National Park',
    states: ['UT'],
    region: 'Intermountain',
    latitude: 38.389,
    longitude: -109.868,
    established: 1964,
    areaAcres: 338000,
    description:
      'Canyonlands is a vast maze of canyons, mesas and buttes carved by the Colorado and Green rivers in southeastern Utah. The two rivers split the park into separate districts, each with its own wild character.',
    animals: [
      { name: 'Desert bighorn sheep', kind: 'mammal' },
      { name: 'Mule deer', kind: 'mammal' },
      { name: 'Coyote', kind: 'mammal' },
      { name: 'Common raven', kind: 'bird' },
      { name: 'Peregrine falcon', kind: 'bird' },
      { name: 'Side-blotched lizard', kind: 'reptile' },
      { name: 'Colorado pikeminnow', kind: 'fish' },
    ],
    geology: [
      {
        name: 'Mesa Arch',
        description: 'An arch perched right on the edge of a cliff, famous for glowing orange at sunrise.',
      },
      {
        name: 'Upheaval Dome',
        description: 'A huge round crater-like formation; scientists have long debated whether rising underground salt or a meteorite crash created it.',
      },
      {
        name: 'The Needles',
        description: 'A district full of tall sandstone spires banded in red and white.',
      },
      {
        name: 'Grand View Point',
        description: 'An overlook at the southern tip of the Island in the Sky mesa with a sweeping view of canyons, the White Rim and distant mountains.',
      },
    ],
    trails: [
      { name: 'Mesa Arch Trail', lengthMiles: 0.5, difficulty: 'easy' },
      { name: 'Grand View Point Trail', lengthMiles: 2, difficulty: 'easy' },
      { name: 'Whale Rock Trail', lengthMiles: 1, difficulty: 'moderate' },
    ],
    facts: [
      {
        text: 'Canyonlands became a national park in 1964.',
        topic: 'history',
        young: 'Canyonlands became a national park in 1964.',
      },
      {
        text: 'The Green River and the Colorado River meet inside the park at a spot called the Confluence.',
        topic: 'location',
        young: 'Two big rivers meet inside the park.',
      },
      {
        text: 'The Island in the Sky is a flat-topped mesa that rises more than 1,000 feet above the land around it.',
        topic: 'geology',
        young: 'The Island in the Sky is a giant flat-topped hill.',
      },
      {
        text: 'Canyonlands is the largest national park in Utah.',
        topic: 'record',
        young: 'Canyonlands is the biggest national park in Utah.',
      },
      {
        text: 'In Horseshoe Canyon, a panel called the Great Gallery shows life-sized painted figures made by ancient people long ago.',
        topic: 'people',
        young: 'Long ago, people painted big figures on a canyon wall here.',
      },
      {
        text: 'A living soil crust made of tiny organisms holds the desert sand in place, so visitors should stay on trails.',
        topic: 'plants',
        young: 'Tiny living things in the soil hold the sand in place.',
      },
      {
        text: 'No roads inside the park connect its districts, so driving from one district to another can take hours.',
        topic: 'location',
        young: 'No road crosses the park from one part to the next.',
      },
    ],
    scenery: ['canyon', 'mesa', 'river', 'desert'],
  },
  {
    id: 'capitol-reef',
    name: 'Capitol Reef National Park',
    states: ['UT'],
    region: 'Intermountain',
    latitude: 38.2917,
    longitude: -111.2617,
    established: 1971,
    areaAcres: 242000,
    description:
      'Capitol Reef protects the Waterpocket Fold, a wrinkle in the Earth nearly 100 miles long, full of colorful cliffs, domes and arches. In the green Fruita valley, orchards planted by pioneers still grow fruit that visitors can pick in season.',
    animals: [
      { name: 'Mule deer', kind: 'mammal' },
      { name: 'Desert bighorn sheep', kind: 'mammal' },
      { name: 'Yellow-bellied marmot', kind: 'mammal' },
      { name: 'Rock squirrel', kind: 'mammal' },
      { name: 'Golden eagle', kind: 'bird' },
      { name: 'Common raven', kind: 'bird' },
      { name: 'Collared lizard', kind: 'reptile' },
    ],
    geology: [
      {
        name: 'Waterpocket Fold',
        description: "A giant bend in the Earth's crust, called a monocline, where rock layers tilt steeply for nearly 100 miles.",
      },
      {
        name: 'Hickman Bridge',
        description: 'A natural stone bridge spanning about 133 feet, reached by a popular trail.',
      },
      {
        name: 'Capitol Dome',
        description: 'A rounded dome of white Navajo Sandstone that reminded early travelers of the U.S. Capitol building.',
      },
      {
        name: 'Chimney Rock',
        description: 'A tall spire of dark red rock capped with a harder layer of stone.',
      },
    ],
    trails: [
      {
        name: 'Hickman Bridge Trail',
        lengthMiles: 1.8,
        difficulty: 'moderate',
      },
      { name: 'Cassidy Arch Trail', lengthMiles: 3.4, difficulty: 'strenuous' },
      { name: 'Grand Wash Trail', lengthMiles: 4.4, difficulty: 'easy' },
    ],
    facts: [
      {
        text: 'The park is named for white sandstone domes that look like capitol buildings and for cliffs that block travel the way a reef blocks ships.',
        topic: 'history',
        young: 'White rock domes here look like capitol buildings.',
      },
      {
        text: 'Capitol Reef became a national monument in 1937 and a national park in 1971.',
        topic: 'history',
        young: 'Capitol Reef became a national park in 1971.',
      },
      {
        text: 'The Waterpocket Fold formed between about 50 and 70 million years ago, when an ancient fault deep underground moved.',
        topic: 'geology',
        young: 'The big wrinkle in the rock formed millions of years ago.',
      },
      {
        text: 'Pioneers planted orchards in the Fruita valley, and visitors can still pick cherries, apricots, peaches, pears and apples in season.',
        topic: 'plants',
        young: 'You can pick fruit from old orchards here.',
      },
      {
        text: 'The Fremont people carved petroglyphs of people and animals on the rock walls along the Fremont River.',
        topic: 'people',
        young: 'Long ago, people carved pictures on these rock walls.',
      },
      {
        text: 'The Fruita Schoolhouse, a one-room school built by pioneers in 1896, still stands in the park.',
        topic: 'history',
        young: 'Pioneer children went to a one-room school here.',
      },
      {
        text: 'Cassidy Arch is named for the outlaw Butch Cassidy, who is said to have hidden out in this area.',
        topic: 'people',
        young: 'An outlaw named Butch Cassidy once hid near here.',
      },
    ],
    scenery: ['canyon', 'desert', 'arches'],
  },
  {
    id: 'carlsbad-caverns',
    name: 'Carlsbad Caverns National Park',
    states: ['NM'],
    region: 'Intermountain',
    latitude: 32.1752,
    longitude: -104.444,
    established: 1930,
    areaAcres: 47000,
    description:
      "Beneath the rugged Chihuahuan Desert of New Mexico hides Carlsbad Cavern, a gigantic underground world of stone icicles, columns and curtains. On summer evenings, huge swarms of bats spiral out of the cave's natural entrance to hunt insects.",
    animals: [
      { name: 'Brazilian free-tailed bat', kind: 'mammal' },
      { name: 'Cave swallow', kind: 'bird' },
      { name: 'Cave cricket', kind: 'insect' },
      { name: 'Ringtail', kind: 'mammal' },
      { name: 'Mule deer', kind: 'mammal' },
      { name: 'Greater roadrunner', kind: 'bird' },
      { name: 'Western diamondback rattlesnake', kind: 'reptile' },
    ],
    geology: [
      {
        name: 'Big Room',
        description: 'An enormous cave chamber whose floor covers more than 8 acres, about the size of six football fields.',
      },
      {
        name: 'Natural Entrance',
        description: 'A huge opening in the hillside where visitors can walk down into the cave and where bats fly out at dusk.',
      },
      {
        name: 'Rock of Ages',
        description: 'A tall, rounded stalagmite along the Big Room Trail.',
      },
      {
        name: 'Lechuguilla Cave',
        description: 'Another cave in the park, one of the longest and deepest in the United States, open only to scientists and explorers with special permission.',
      },
    ],
    trails: [
      { name: 'Big Room Trail', lengthMiles: 1.25, difficulty: 'easy' },
      {
        name: 'Chihuahuan Desert Nature Trail',
        lengthMiles: 0.7,
        difficulty: 'easy',
      },
      {
        name: 'Rattlesnake Canyon Trail',
        lengthMiles: 6,
        difficulty: 'moderate',
      },
    ],
    facts: [
      {
        text: 'Carlsbad Cavern was dissolved out of limestone by sulfuric acid, which is different from how most caves form.',
        topic: 'geology',
        young: 'An acid slowly ate out this cave from the rock.',
      },
      {
        text: "The cave's limestone began as part of the Capitan Reef, which grew in a shallow sea about 265 million years ago.",
        topic: 'geology',
        young: 'This rock was once a reef in a shallow sea.',
      },
      {
        text: 'Hundreds of thousands of Brazilian free-tailed bats live in the cave in summer and fly out at dusk to eat insects.',
        topic: 'animals',
        young: 'Lots and lots of bats fly out of the cave at dusk.',
      },
      {
        text: 'A teenager named Jim White explored the cave in the late 1800s and later guided visitors through it.',
        topic: 'people',
        young: 'A teenager named Jim White explored this cave.',
      },
      {
        text: 'Carlsbad Cavern became a national monument in 1923 and a national park in 1930.',
        topic: 'history',
        young: 'Carlsbad Caverns became a national park in 1930.',
      },
      {
        text: 'An elevator carries visitors about 750 feet underground to the Big Room.',
        topic: 'location',
        young: 'An elevator goes way down to the Big Room.',
      },
      {
        text: 'Deep inside the cave the temperature stays around 56 degrees Fahrenheit all year.',
        topic: 'weather',
        young: 'Deep in the cave, it is always cool.',
      },
      {
        text: 'The park protects more than 119 known caves.',
        topic: 'record',
        young: 'The park has more than 119 caves!',
      },
    ],
    scenery: ['caves', 'desert'],
  },
  {
    id: 'glacier',
    name: 'Glacier National Park',
    states: ['MT'],
    region: 'Intermountain',
    latitude: 48.696,
    longitude: -113.718,
    established: 1910,
    areaAcres: 1013000,
    description:
      'Glacier National Park in northern Montana is a land of jagged peaks, turquoise lakes and alpine meadows bursting with wildflowers. The famous Going-to-the-Sun Road climbs right over the Continental Divide, where mountain goats often wander near visitors.',
    animals: [
      { name: 'Mountain goat', kind: 'mammal' },
      { name: 'Grizzly bear', kind: 'mammal' },
      { name: 'Bighorn sheep', kind: 'mammal' },
      { name: 'Hoary marmot', kind: 'mammal' },
      { name: 'Moose', kind: 'mammal' },
      { name: 'Harlequin duck', kind: 'bird' },
      { name: 'Bull trout', kind: 'fish' },
    ],
    geology: [
      {
        name: 'Logan Pass',
        description: 'The highest point on Going-to-the-Sun Road, where it crosses the Continental Divide at 6,646 feet.',
      },
      {
        name: 'Grinnell Glacier',
        description: "One of the park's best-known glaciers, tucked below the Garden Wall and shrinking as the climate warms.",
      },
      {
        name: 'Triple Divide Peak',
        description: 'A mountain where melting snow can flow three different ways: toward the Pacific Ocean, the Gulf of Mexico or Hudson Bay.',
      },
      {
        name: 'Lake McDonald',
        description: 'The largest lake in the park, about 10 miles long, famous for its rainbow-colored pebbles.',
      },
    ],
    trails: [
      { name: 'Trail of the Cedars', lengthMiles: 0.7, difficulty: 'easy' },
      {
        name: 'Hidden Lake Overlook Trail',
        lengthMiles: 2.7,
        difficulty: 'moderate',
      },
      {
        name: 'Avalanche Lake Trail',
        lengthMiles: 4.5,
        difficulty: 'moderate',
      },
    ],
    facts: [
      {
        text: 'Glacier became a national park in 1910.',
        topic: 'history',
        young: 'Glacier became a national park in 1910.',
      },
      {
        text: "In 1932 Glacier and Canada's Waterton Lakes National Park joined to form the world's first International Peace Park.",
        topic: 'history',
        young: 'Glacier shares a peace park with Canada.',
      },
      {
        text: 'Going-to-the-Sun Road, which opened in 1933, is about 50 miles long and crosses the Continental Divide at Logan Pass.',
        topic: 'history',
        young: 'A famous road climbs right over the mountains here.',
      },
      {
        text: 'Some rocks in Glacier are more than a billion years old and still show ripple marks and mud cracks from ancient seas.',
        topic: 'geology',
        young: 'Some rocks here still show ripples from old seas.',
      },
      {
        text: "The park's glaciers have been shrinking for many years, and scientists measure them to learn how the climate is changing.",
        topic: 'geology',
        young: 'The glaciers here are getting smaller each year.',
      },
      {
        text: 'Glacier is home to both grizzly bears and black bears.',
        topic: 'animals',
        young: 'Grizzly bears and black bears both live here.',
      },
      {
        text: "The Blackfeet, Salish, Kootenai and Pend d'Oreille peoples have lived in and around these mountains for thousands of years.",
        topic: 'people',
        young: 'Native peoples have lived here for thousands of years.',
      },
      {
        text: "Beargrass, a tall plant topped with a fluffy cluster of white flowers, blooms in the park's meadows in summer.",
        topic: 'plants',
        young: 'Beargrass has a big, fluffy white flower on top.',
      },
      {
        text: 'Snow near Logan Pass is so deep that plows often cannot fully open Going-to-the-Sun Road until June or July.',
        topic: 'weather',
        young: 'The snow here is so deep the road opens late.',
      },
    ],
    scenery: ['snowy-peaks', 'glacier', 'lake', 'forest'],
  },
  {
    id: 'grand-canyon',
    name: 'Grand Canyon National Park',
    states: ['AZ'],
    region: 'Intermountain',
    latitude: 36.059,
    longitude: -112.109,
    established: 1919,
    areaAcres: 1202000,
    description:
      "The Grand Canyon is a mile-deep gash in the Earth carved by the Colorado River in northern Arizona. Its layered walls of red, orange and tan rock tell the story of nearly two billion years of Earth's history.",
    animals: [
      { name: 'California condor', kind: 'bird' },
      { name: 'Mule deer', kind: 'mammal' },
      { name: 'Desert bighorn sheep', kind: 'mammal' },
      { name: 'Elk', kind: 'mammal' },
      { name: 'Rock squirrel', kind: 'mammal' },
      { name: 'Common raven', kind: 'bird' },
      { name: 'Grand Canyon rattlesnake', kind: 'reptile' },
      { name: 'Humpback chub', kind: 'fish' },
    ],
    geology: [
      {
        name: 'Vishnu Schist',
        description: 'Dark, twisted rock at the bottom of the Inner Gorge, more than 1.7 billion years old.',
      },
      {
        name: 'Redwall Limestone',
        description: 'A thick cliff-forming layer of gray limestone that is stained red by iron washing down from the rocks above.',
      },
      {
        name: 'Kaibab Limestone',
        description: 'The pale rock layer at the rim, which holds fossils of ancient sea creatures such as sponges and shellfish.',
      },
      {
        name: 'Colorado River',
        description: 'The river that carved the canyon over millions of years and still flows along its bottom.',
      },
    ],
    trails: [
      {
        name: 'Bright Angel Trail to 1.5-Mile Resthouse',
        lengthMiles: 3,
        difficulty: 'strenuous',
      },
      {
        name: 'South Kaibab Trail to Cedar Ridge',
        lengthMiles: 3,
        difficulty: 'strenuous',
      },
      {
        name: 'North Kaibab Trail to Coconino Overlook',
        lengthMiles: 1.5,
        difficulty: 'moderate',
      },
    ],
    facts: [
      {
        text: 'The Grand Canyon is 277 river miles long, up to 18 miles wide and about a mile deep.',
        topic: 'record',
        young: 'The Grand Canyon is about a mile deep.',
      },
      {
        text: 'Grand Canyon became a national park in 1919, eleven years after President Theodore Roosevelt made it a national monument.',
        topic: 'history',
        young: 'Grand Canyon became a national park in 1919.',
      },
      {
        text: 'In 1869 John Wesley Powell led the first known expedition to travel through the canyon by boat.',
        topic: 'people',
        young: 'In 1869, explorers first went through the canyon by boat.',
      },
      {
        text: 'Eleven Native American tribes have traditional ties to the Grand Canyon, and the Havasupai people still live in a village deep in a side canyon.',
        topic: 'people',
        young: 'The Havasupai people still live deep in a side canyon.',
      },
      {
        text: 'The North Rim is about 1,000 feet higher than the South Rim, and its road is closed by snow in winter.',
        topic: 'weather',
        young: 'The North Rim is higher and gets lots of snow.',
      },
      {
        text: 'California condors, with wings about 9.5 feet across, can sometimes be seen soaring over the canyon.',
        topic: 'animals',
        young: 'Condors have wings wider than a tall grown-up.',
      },
      {
        text: "The canyon's rock layers are like pages in a history book, with older layers generally lying below younger ones.",
        topic: 'geology',
        young: 'The rock layers stack up like pages in a book.',
      },
      {
        text: 'Grand Canyon was named a UNESCO World Heritage Site in 1979.',
        topic: 'record',
        young: 'The whole world treasures the Grand Canyon.',
      },
    ],
    scenery: ['canyon', 'river', 'desert'],
  },
  {
    id: 'grand-teton',
    name: 'Grand Teton National Park',
    states: ['WY'],
    region: 'Intermountain',
    latitude: 43.655,
    longitude: -110.719,
    established: 1929,
    areaAcres: 310000,
    description:
      'In Grand Teton National Park in Wyoming, the jagged Teton Range shoots straight up from the flat valley of Jackson Hole with no foothills in between. Sparkling lakes sit at the feet of the mountains, and the Snake River winds through meadows full of wildlife.',
    animals: [
      { name: 'Moose', kind: 'mammal' },
      { name: 'American bison', kind: 'mammal' },
      { name: 'Elk', kind: 'mammal' },
      { name: 'Grizzly bear', kind: 'mammal' },
      { name: 'Pronghorn', kind: 'mammal' },
      { name: 'Bald eagle', kind: 'bird' },
      { name: 'Trumpeter swan', kind: 'bird' },
    ],
    geology: [
      {
        name: 'Grand Teton',
        description: 'The tallest peak in the Teton Range, rising to 13,775 feet.',
      },
      {
        name: 'Teton Fault',
        description: 'A crack in the Earth at the foot of the range, where the mountains have been rising and the valley sinking for millions of years.',
      },
      {
        name: 'Jenny Lake',
        description: 'A lake held back by a ridge of rock and gravel left by a glacier that once flowed out of Cascade Canyon.',
      },
      {
        name: 'Oxbow Bend',
        description: 'A curve in the Snake River where calm water often reflects snowy Mount Moran.',
      },
    ],
    trails: [
      { name: 'Taggart Lake Trail', lengthMiles: 3, difficulty: 'moderate' },
      { name: 'String Lake Loop', lengthMiles: 3.7, difficulty: 'easy' },
      { name: 'Jenny Lake Loop', lengthMiles: 7.1, difficulty: 'moderate' },
    ],
    facts: [
      {
        text: 'The Grand Teton rises 13,775 feet above sea level and more than 7,000 feet above the valley floor.',
        topic: 'record',
        young: 'The Grand Teton is the tallest peak here.',
      },
      {
        text: 'Grand Teton National Park was created in 1929 and was made much bigger in 1950 when Jackson Hole National Monument was added.',
        topic: 'history',
        young: 'Grand Teton became a national park in 1929.',
      },
      {
        text: 'John D. Rockefeller Jr. quietly bought land in Jackson Hole and later donated it so it could become part of the park.',
        topic: 'people',
        young: 'A rich man bought land here and gave it to the park.',
      },
      {
        text: 'The Teton Range is one of the youngest mountain ranges in the Rocky Mountains.',
        topic: 'geology',
        young: 'The Tetons are young mountains.',
      },
      {
        text: 'The rock at the heart of the Teton Range formed about 2.7 billion years ago.',
        topic: 'geology',
        young: 'The rock in these mountains is very, very old.',
      },
      {
        text: 'Moose are often seen munching on willows along the rivers and ponds of the park.',
        topic: 'animals',
        young: 'Moose love to munch on willow leaves.',
      },
      {
        text: 'Pioneer families settled Mormon Row in the 1890s, and some of their old wooden barns still stand.',
        topic: 'history',
        young: 'Old wooden barns from pioneers still stand here.',
      },
      {
        text: 'In winter the Teton Park Road is closed to cars but open to skiers and snowshoers.',
        topic: 'weather',
        young: 'In winter, people ski on the closed road.',
      },
    ],
    scenery: ['snowy-peaks', 'lake', 'river', 'forest'],
  },
  {
    id: 'great-sand-dunes',
    name: 'Great Sand Dunes National Park and Preserve',
    states: ['CO'],
    region: 'Intermountain',
    latitude: 37.7327,
    longitude: -105.5118,
    established: 2004,
    areaAcres: 149000,
    description:
      'Great Sand Dunes holds the tallest sand dunes in North America, piled up against the snowy Sangre de Cristo Mountains in southern Colorado. In late spring, Medano Creek flows along the edge of the dunes, turning the park into a mountain beach for splashing and sand castles.',
    animals: [
      { name: 'Great Sand Dunes tiger beetle', kind: 'insect' },
      { name: "Ord's kangaroo rat", kind: 'mammal' },
      { name: 'Elk', kind: 'mammal' },
      { name: 'Pronghorn', kind: 'mammal' },
      { name: 'Mule deer', kind: 'mammal' },
      { name: 'American black bear', kind: 'mammal' },
      { name: 'Mountain bluebird', kind: 'bird' },
    ],
    geology: [
      {
        name: 'Star Dune',
        description: 'One of the tallest dunes in North America, rising about 750 feet from its base to its top.',
      },
      {
        name: 'High Dune on First Ridge',
        description: 'The big dune most visitors climb, nearly 700 feet tall, with views across the whole dunefield.',
      },
      {
        name: 'Medano Creek',
        description: 'A snowmelt creek at the edge of the dunes where ripples of sand make little waves called surge flow.',
      },
      {
        name: 'Sangre de Cristo Mountains',
        description: 'The mountains behind the dunes, where winds slow down and drop their sand, helping pile the dunes high.',
      },
    ],
    trails: [
      {
        name: 'High Dune on First Ridge',
        lengthMiles: 2.5,
        difficulty: 'strenuous',
      },
      { name: 'Mosca Pass Trail', lengthMiles: 7, difficulty: 'moderate' },
      { name: 'Montville Nature Trail', lengthMiles: 0.5, difficulty: 'easy' },
    ],
    facts: [
      {
        text: 'The dunes rise about 750 feet, making them the tallest dunes in North America.',
        topic: 'record',
        young: 'These are the tallest sand dunes in North America.',
      },
      {
        text: 'The dunefield covers about 30 square miles.',
        topic: 'geology',
        young: 'The dunes cover a huge area.',
      },
      {
        text: 'Most of the sand came from the San Juan Mountains and was carried across the San Luis Valley by water and wind.',
        topic: 'geology',
        young: 'Wind and water carried the sand here.',
      },
      {
        text: 'On summer afternoons the sand surface can heat up to about 150 degrees Fahrenheit, so it is best to hike the dunes in the morning or evening.',
        topic: 'weather',
        young: 'On summer afternoons, the sand gets too hot to touch.',
      },
      {
        text: 'Great Sand Dunes was protected as a national monument in 1932 and became a national park and preserve in 2004.',
        topic: 'history',
        young: 'Great Sand Dunes became a national park in 2004.',
      },
      {
        text: 'The Great Sand Dunes tiger beetle lives nowhere else on Earth.',
        topic: 'animals',
        young: 'A special tiger beetle lives here and nowhere else.',
      },
      {
        text: 'The park and preserve stretch from about 7,500 feet to more than 13,000 feet above sea level, so they hold dunes, forests and alpine tundra.',
        topic: 'location',
        young: 'The park goes from sand dunes up to snowy peaks.',
      },
      {
        text: 'Great Sand Dunes is an International Dark Sky Park.',
        topic: 'record',
        young: 'The night sky here is very dark.',
      },
    ],
    scenery: ['dunes', 'snowy-peaks', 'river'],
  },
  {
    id: 'guadalupe-mountains',
    name: 'Guadalupe Mountains National Park',
    states: ['TX'],
    region: 'Intermountain',
    latitude: 31.893,
    longitude: -104.822,
    established: 1972,
    areaAcres: 86000,
    description:
      'Guadalupe Mountains National Park in West Texas protects the highest mountains in Texas, which are the remains of a giant reef that grew in an ancient sea. Hikers can climb to the Top of Texas or wander into McKittrick Canyon, where maple trees blaze red and orange in the fall.',
    animals: [
      { name: 'Elk', kind: 'mammal' },
      { name: 'Mule deer', kind: 'mammal' },
      { name: 'Mountain lion', kind: 'mammal' },
      { name: 'American black bear', kind: 'mammal' },
      { name: 'Golden eagle', kind: 'bird' },
      { name: 'Greater roadrunner', kind: 'bird' },
      { name: 'Western diamondback rattlesnake', kind: 'reptile' },
    ],
    geology: [
      {
        name: 'Guadalupe Peak',
        description: 'The highest point in Texas, at 8,751 feet.',
      },
      {
        name: 'El Capitan',
        description: 'A towering limestone cliff that juts out like the bow of a ship and was a landmark for early travelers.',
      },
      {
        name: 'Capitan Reef',
        description: 'A fossil reef built by sponges, algae and other sea creatures in an ancient sea about 265 million years ago.',
      },
      {
        name: 'McKittrick Canyon',
        description: 'A canyon with a spring-fed stream and trees that turn bright colors in autumn.',
      },
      {
        name: 'Salt Basin Dunes',
        description: 'Dunes of white gypsum sand on the dry west side of the park.',
      },
    ],
    trails: [
      {
        name: 'Guadalupe Peak Trail',
        lengthMiles: 8.4,
        difficulty: 'strenuous',
      },
      { name: "Devil's Hall Trail", lengthMiles: 4.2, difficulty: 'moderate' },
      { name: 'Smith Spring Trail', lengthMiles: 2.3, difficulty: 'moderate' },
      {
        name: 'McKittrick Canyon Trail to Pratt Cabin',
        lengthMiles: 4.8,
        difficulty: 'moderate',
      },
    ],
    facts: [
      {
        text: 'Guadalupe Peak, at 8,751 feet, is the highest point in Texas.',
        topic: 'record',
        young: 'Guadalupe Peak is the highest place in Texas.',
      },
      {
        text: 'The mountains are part of the Capitan Reef, one of the best-preserved fossil reefs on Earth.',
        topic: 'geology',
        young: 'These mountains were once a reef under the sea.',
      },
      {
        text: 'In 1858 stagecoaches of the Butterfield Overland Mail stopped at the Pinery station, whose ruins are in the park.',
        topic: 'history',
        young: 'Long ago, stagecoaches stopped here.',
      },
      {
        text: 'Geologist Wallace Pratt donated his land in McKittrick Canyon to help create the park.',
        topic: 'people',
        young: 'A man named Wallace Pratt gave his land to the park.',
      },
      {
        text: 'Guadalupe Mountains National Park was established in 1972.',
        topic: 'history',
        young: 'The park opened in 1972.',
      },
      {
        text: 'Bigtooth maple trees in McKittrick Canyon turn brilliant red and orange in autumn.',
        topic: 'plants',
        young: 'Maple leaves here turn red and orange in fall.',
      },
      {
        text: 'The park is known for powerful winds that can make hiking on high ridges difficult.',
        topic: 'weather',
        young: 'The wind here can blow very hard.',
      },
    ],
    scenery: ['peaks', 'desert', 'canyon'],
  },
  {
    id: 'mesa-verde',
    name: 'Mesa Verde National Park',
    states: ['CO'],
    region: 'Intermountain',
    latitude: 37.184,
    longitude: -108.4885,
    established: 1906,
    areaAcres: 52000,
    description:
      'Mesa Verde protects thousands of places left by the Ancestral Pueblo people, including whole villages built into the hollows of steep canyon walls. Standing near these stone cliff dwellings, you can imagine families grinding corn, climbing toe-hold trails and looking out over the canyons hundreds of years ago.',
    animals: [
      { name: 'Wild turkey', kind: 'bird' },
      { name: 'Mule deer', kind: 'mammal' },
      { name: 'American black bear', kind: 'mammal' },
      { name: 'Mountain lion', kind: 'mammal' },
      { name: 'Bobcat', kind: 'mammal' },
      { name: "Steller's jay", kind: 'bird' },
      { name: 'Greater short-horned lizard', kind: 'reptile' },
    ],
    geology: [
      {
        name: 'Cliff Palace',
        description: 'The largest cliff dwelling in North America, with about 150 rooms built under an overhanging cliff.',
      },
      {
        name: 'Spruce Tree House',
        description: 'A well-preserved cliff dwelling with about 130 rooms and 8 round ceremonial rooms called kivas.',
      },
      {
        name: 'Balcony House',
        description: 'A cliff dwelling that visitors reach by climbing a 32-foot ladder and crawling through a narrow tunnel.',
      },
      {
        name: 'Point Lookout',
        description: 'A tall sandstone cliff near the park entrance that watches over the road climbing onto the mesa.',
      },
    ],
    trails: [
      {
        name: 'Petroglyph Point Trail',
        lengthMiles: 2.4,
        difficulty: 'moderate',
      },
      { name: 'Point Lookout Trail', lengthMiles: 2.2, difficulty: 'moderate' },
      {
        name: 'Soda Canyon Overlook Trail',
        lengthMiles: 1.2,
        difficulty: 'easy',
      },
    ],
    facts: [
      {
        text: 'Mesa Verde became a national park in 1906, the first national park created to protect the works of people.',
        topic: 'history',
        young: 'Mesa Verde protects homes that people built long ago.',
      },
      {
        text: 'Mesa Verde protects nearly 5,000 archeological sites, including about 600 cliff dwellings.',
        topic: 'record',
        young: 'There are about 600 cliff houses here.',
      },
      {
        text: 'The Ancestral Pueblo people lived at Mesa Verde for about 700 years, from around A.D. 550 to 1300.',
        topic: 'history',
        young: 'People lived here for about 700 years.',
      },
      {
        text: 'In 1888 two ranchers, Richard Wetherill and Charlie Mason, came upon Cliff Palace while searching for stray cattle.',
        topic: 'people',
        young: 'Two ranchers found Cliff Palace while looking for cows.',
      },
      {
        text: 'Most cliff dwellings were built in the 1200s, and by about 1300 the people had moved south to new homes in what is now New Mexico and Arizona.',
        topic: 'history',
        young: 'Most cliff houses were built about 800 years ago.',
      },
      {
        text: 'Today 26 tribes and pueblos have ancestral ties to Mesa Verde.',
        topic: 'people',
        young: 'Many tribes today have family ties to Mesa Verde.',
      },
      {
        text: "The name Mesa Verde means 'green table' in Spanish, for the juniper and pinyon forests on the mesa tops.",
        topic: 'plants',
        young: 'Mesa Verde means green table in Spanish.',
      },
      {
        text: 'In 1978 Mesa Verde became one of the first places named a UNESCO World Heritage Site.',
        topic: 'record',
        young: 'The whole world treasures Mesa Verde.',
      },
    ],
    scenery: ['mesa', 'canyon', 'forest'],
  },
  {
    id: 'petrified-forest',
    name: 'Petrified Forest National Park',
    states: ['AZ'],
    region: 'Intermountain',
    latitude: 34.8639,
    longitude: -109.792,
    established: 1962,
    areaAcres: 221000,
    description:
      'Petrified Forest in Arizona is scattered with ancient logs that slowly turned into rainbow-colored stone over more than 200 million years. Nearby, the striped hills of the Painted Desert and blue-gray badlands glow in shades of red, purple and blue.',
    animals: [
      { name: 'Pronghorn', kind: 'mammal' },
      { name: 'Coyote', kind: 'mammal' },
      { name: 'Bobcat', kind: 'mammal' },
      { name: 'Black-tailed jackrabbit', kind: 'mammal' },
      { name: 'Common raven', kind: 'bird' },
      { name: 'Collared lizard', kind: 'reptile' },
      { name: 'Prairie rattlesnake', kind: 'reptile' },
    ],
    geology: [
      {
        name: 'Blue Mesa',
        description: 'Badland hills banded with bluish, purple and gray layers of clay.',
      },
      {
        name: 'Crystal Forest',
        description: 'An area scattered with petrified logs that sparkle with quartz crystals.',
      },
      {
        name: 'Agate Bridge',
        description: 'A petrified log about 110 feet long that stretches across a small gully like a bridge, now held up by a concrete beam.',
      },
      {
        name: 'Painted Desert',
        description: 'Colorful striped badlands in the northern part of the park.',
      },
    ],
    trails: [
      { name: 'Blue Mesa Trail', lengthMiles: 1, difficulty: 'moderate' },
      { name: 'Giant Logs Trail', lengthMiles: 0.4, difficulty: 'easy' },
      { name: 'Crystal Forest Trail', lengthMiles: 0.75, difficulty: 'easy' },
      { name: 'Painted Desert Rim Trail', lengthMiles: 1, difficulty: 'easy' },
    ],
    facts: [
      {
        text: 'The petrified logs are more than 200 million years old, from a time when early dinosaurs lived.',
        topic: 'geology',
        young: 'These stone logs are more than 200 million years old.',
      },
      {
        text: 'The logs turned to stone after being buried in mud and volcanic ash, as minerals like quartz slowly replaced the wood.',
        topic: 'geology',
        young: 'Mud and ash slowly turned the wood to stone.',
      },
      {
        text: 'Fossils of phytosaurs, big crocodile-like reptiles, have been found in the park.',
        topic: 'animals',
        young: 'Bones of a big crocodile-like reptile were found here.',
      },
      {
        text: 'Petrified Forest became a national monument in 1906 and a national park in 1962.',
        topic: 'history',
        young: 'Petrified Forest became a national park in 1962.',
      },
      {
        text: 'Newspaper Rock has more than 650 petroglyphs carved by ancestral Puebloan people.',
        topic: 'people',
        young: 'People carved hundreds of pictures on Newspaper Rock.',
      },
      {
        text: 'Petrified Forest is the only national park with a section of historic Route 66 inside it.',
        topic: 'record',
        young: 'An old highway called Route 66 runs through this park.',
      },
      {
        text: 'Taking even a small piece of petrified wood from the park is against the law.',
        topic: 'history',
        young: 'Taking even a tiny piece of stone wood is not allowed.',
      },
    ],
    scenery: ['badlands', 'desert', 'mesa'],
  },
  {
    id: 'rocky-mountain',
    name: 'Rocky Mountain National Park',
    states: ['CO'],
    region: 'Intermountain',
    latitude: 40.441,
    longitude: -105.7545,
    established: 1915,
    areaAcres: 266000,
    description:
      'Rocky Mountain National Park in Colorado is a high-country wonderland of snowy peaks, alpine lakes and wildflower meadows. Trail Ridge Road carries visitors above the trees onto windswept tundra, where elk graze and little pikas squeak from the rocks.',
    animals: [
      { name: 'Elk', kind: 'mammal' },
      { name: 'Bighorn sheep', kind: 'mammal' },
      { name: 'Moose', kind: 'mammal' },
      { name: 'American pika', kind: 'mammal' },
      { name: 'Yellow-bellied marmot', kind: 'mammal' },
      { name: 'White-tailed ptarmigan', kind: 'bird' },
      { name: 'Greenback cutthroat trout', kind: 'fish' },
    ],
    geology: [
      {
        name: 'Longs Peak',
        description: 'The highest mountain in the park, at 14,259 feet.',
      },
      {
        name: 'Continental Divide',
        description: 'The line along the mountaintops where water on one side flows toward the Pacific and on the other side toward the Atlantic.',
      },
      {
        name: 'Alluvial Fan',
        description: 'A spread of boulders and sand left when the Lawn Lake Dam broke in 1982 and a flood rushed down the Roaring River.',
      },
      {
        name: 'Bear Lake',
        description: 'A clear lake sitting in a basin scooped out by Ice Age glaciers, with Hallett Peak rising behind it.',
      },
    ],
    trails: [
      { name: 'Bear Lake Loop', lengthMiles: 0.6, difficulty: 'easy' },
      { name: 'Alberta Falls Trail', lengthMiles: 1.6, difficulty: 'easy' },
      { name: 'Emerald Lake Trail', lengthMiles: 3.6, difficulty: 'moderate' },
    ],
    facts: [
      {
        text: 'Trail Ridge Road climbs to 12,183 feet, making it the highest continuous paved road in the United States.',
        topic: 'record',
        young: 'Trail Ridge Road is the highest paved road in the country.',
      },
      {
        text: 'The park has more than 60 peaks taller than 12,000 feet.',
        topic: 'record',
        young: 'There are more than 60 very tall peaks here.',
      },
      {
        text: 'Rocky Mountain became a national park in 1915, thanks partly to the efforts of naturalist Enos Mills.',
        topic: 'history',
        young: 'Rocky Mountain became a national park in 1915.',
      },
      {
        text: "Ice Age glaciers carved the park's U-shaped valleys and scooped out many of its lakes.",
        topic: 'geology',
        young: 'Glaciers scooped out many of the lakes here.',
      },
      {
        text: 'About one-third of the park is alpine tundra, where plants grow low to the ground to survive wind and cold.',
        topic: 'plants',
        young: 'Up high, the plants grow flat to hide from the wind.',
      },
      {
        text: 'In fall, male elk bugle with loud, high-pitched calls that echo across the meadows.',
        topic: 'animals',
        young: 'In fall, elk make loud, squeaky calls.',
      },
      {
        text: 'The Colorado River begins as a small stream in the park before flowing toward the Gulf of California.',
        topic: 'location',
        young: 'The Colorado River starts here as a little stream.',
      },
      {
        text: 'Snow usually closes Trail Ridge Road from fall until late spring.',
        topic: 'weather',
        young: 'Snow closes the high road for much of the year.',
      },
    ],
    scenery: ['snowy-peaks', 'lake', 'tundra', 'forest'],
  },
  {
    id: 'saguaro',
    name: 'Saguaro National Park',
    states: ['AZ'],
    region: 'Intermountain',
    latitude: 32.2497,
    longitude: -111.1668,
    established: 1994,
    areaAcres: 92000,
    description:
      'Saguaro National Park protects forests of giant saguaro cactus on both sides of the city of Tucson, Arizona. These spiny green giants, with arms that reach toward the sky, give homes and food to many desert birds, bats and insects.',
    animals: [
      { name: 'Gila woodpecker', kind: 'bird' },
      { name: 'Gila monster', kind: 'reptile' },
      { name: 'Javelina', kind: 'mammal' },
      { name: 'Greater roadrunner', kind: 'bird' },
      { name: 'Desert tortoise', kind: 'reptile' },
      { name: 'Cactus wren', kind: 'bird' },
      { name: 'Coyote', kind: 'mammal' },
    ],
    geology: [
      {
        name: 'Rincon Mountains',
        description: "A high sky island range in the park's eastern district, rising to 8,666 feet at Mica Mountain.",
      },
      {
        name: 'Tucson Mountains',
        description: "Rugged hills of old volcanic rock in the park's western district.",
      },
      {
        name: 'Signal Hill',
        description: 'A rocky hill covered with petroglyphs carved by the Hohokam people hundreds of years ago.',
      },
      {
        name: 'Javelina Rocks',
        description: 'Rounded boulders of a striped rock called gneiss along the Cactus Forest Loop Drive.',
      },
    ],
    trails: [
      {
        name: 'Valley View Overlook Trail',
        lengthMiles: 0.8,
        difficulty: 'easy',
      },
      {
        name: 'Desert Discovery Nature Trail',
        lengthMiles: 0.5,
        difficulty: 'easy',
      },
      { name: 'Freeman Homestead Trail', lengthMiles: 1, difficulty: 'easy' },
    ],
    facts: [
      {
        text: 'A saguaro can take 50 years or more to grow its first arm.',
        topic: 'plants',
        young: 'A saguaro may wait 50 years to grow its first arm.',
      },
      {
        text: 'Saguaros can grow more than 40 feet tall and live for more than 150 years.',
        topic: 'record',
        young: 'Saguaros can grow taller than a house.',
      },
      {
        text: "The saguaro's white blossom is Arizona's state wildflower and opens in late spring.",
        topic: 'plants',
        young: 'The saguaro has a white flower in spring.',
      },
      {
        text: 'The saguaro grows wild only in the Sonoran Desert.',
        topic: 'location',
        young: 'Saguaros grow wild only in the Sonoran Desert.',
      },
      {
        text: 'Gila woodpeckers carve nest holes in saguaros, and later other birds, such as tiny elf owls, move into the empty holes.',
        topic: 'animals',
        young: 'Woodpeckers make nest holes in saguaros.',
      },
      {
        text: 'President Herbert Hoover first protected the area as Saguaro National Monument in 1933, and it became a national park in 1994.',
        topic: 'history',
        young: 'Saguaro became a national park in 1994.',
      },
      {
        text: "The park has two districts, one on Tucson's east side and one on its west side.",
        topic: 'location',
        young: 'The park has two parts, one on each side of Tucson.',
      },
      {
        text: "The Tohono O'odham people have harvested saguaro fruit each summer for generations to make syrup and jam.",
        topic: 'people',
        young: 'People here make jam from saguaro fruit.',
      },
    ],
    scenery: ['cactus', 'desert', 'peaks'],
  },
  {
    id: 'white-sands',
    name: 'White Sands National Park',
    states: ['NM'],
    region: 'Intermountain',
    latitude: 32.81,
    longitude: -106.25,
    established: 2019,
    areaAcres: 146000,
    description:
      'White Sands National Park in New Mexico holds the largest gypsum dunefield in the world, a glittering sea of white sand. The soft dunes are perfect for climbing, rolling and sledding, and the sand often feels cool under your feet.',
    animals: [
      { name: 'Bleached earless lizard', kind: 'reptile' },
      { name: 'Apache pocket mouse', kind: 'mammal' },
      { name: 'Kit fox', kind: 'mammal' },
      { name: 'Coyote', kind: 'mammal' },
      { name: 'Greater roadrunner', kind: 'bird' },
      { name: 'Common raven', kind: 'bird' },
      { name: 'Darkling beetle', kind: 'insect' },
    ],
    geology: [
      {
        name: 'Gypsum dunefield',
        description: 'About 275 square miles of dunes made of gypsum, a mineral that rarely forms sand.',
      },
      {
        name: 'Lake Otero',
        description: 'An ancient lake that once filled this basin; as it dried up, it left behind gypsum crystals that wind broke into sand.',
      },
      {
        name: 'Alkali Flat',
        description: 'The flat, dry bed of the old lake, where gypsum crystals called selenite form.',
      },
      {
        name: 'Lake Lucero',
        description: 'A shallow lake that comes and goes with the rain, where large selenite crystals grow.',
      },
    ],
    trails: [
      { name: 'Interdune Boardwalk', lengthMiles: 0.4, difficulty: 'easy' },
      { name: 'Playa Trail', lengthMiles: 0.5, difficulty: 'easy' },
      {
        name: 'Dune Life Nature Trail',
        lengthMiles: 1,
        difficulty: 'moderate',
      },
      { name: 'Alkali Flat Trail', lengthMiles: 5, difficulty: 'strenuous' },
    ],
    facts: [
      {
        text: 'White Sands is the largest gypsum dunefield in the world.',
        topic: 'record',
        young: 'This is the biggest field of white gypsum dunes on Earth.',
      },
      {
        text: 'Gypsum dissolves in water, so gypsum dunes are rare; they survive here because no river carries the sand out of this closed basin.',
        topic: 'geology',
        young: 'Rain melts gypsum, so white dunes like these are rare.',
      },
      {
        text: 'Some dunes move as much as 30 feet a year, pushed along by strong winds.',
        topic: 'geology',
        young: 'The wind pushes some dunes many feet each year.',
      },
      {
        text: 'White Sands became a national monument in 1933 and a national park in 2019.',
        topic: 'history',
        young: 'White Sands became a national park in 2019.',
      },
      {
        text: 'Some animals here, like the bleached earless lizard and the Apache pocket mouse, have pale colors that help them blend in with the white sand.',
        topic: 'animals',
        young: 'Some animals here are pale, so they blend in with the sand.',
      },
      {
        text: 'Footprints of Ice Age people, mammoths and giant ground sloths have been found preserved in the park.',
        topic: 'history',
        young: 'Very old footprints of people and mammoths were found here.',
      },
      {
        text: 'The soaptree yucca can stretch its stem taller to keep its leaves above the rising sand.',
        topic: 'plants',
        young: 'The yucca grows taller to stay above the sand.',
      },
      {
        text: 'The park is surrounded by White Sands Missile Range, and the park road sometimes closes during missile tests.',
        topic: 'location',
        young: 'Sometimes the road closes for rocket tests nearby.',
      },
    ],
    scenery: ['dunes', 'desert'],
  },
  {
    id: 'yellowstone',
    name: 'Yellowstone National Park',
    states: ['WY', 'MT', 'ID'],
    region: 'Intermountain',
    latitude: 44.4598,
    longitude: -110.83,
    established: 1872,
    areaAcres: 2220000,
    description:
      "Yellowstone, the world's first national park, sits on top of a giant volcano whose heat powers bubbling mud pots, steaming hot springs and spouting geysers. Herds of bison roam its valleys, and the Yellowstone River tumbles through a colorful canyon of its own.",
    animals: [
      { name: 'American bison', kind: 'mammal' },
      { name: 'Grizzly bear', kind: 'mammal' },
      { name: 'Gray wolf', kind: 'mammal' },
      { name: 'Elk', kind: 'mammal' },
      { name: 'Pronghorn', kind: 'mammal' },
      { name: 'Bald eagle', kind: 'bird' },
      { name: 'Trumpeter swan', kind: 'bird' },
      { name: 'Yellowstone cutthroat trout', kind: 'fish' },
    ],
    geology: [
      {
        name: 'Old Faithful',
        description: 'A famous geyser that erupts many times a day, usually shooting water more than 100 feet into the air.',
      },
      {
        name: 'Grand Prismatic Spring',
        description: 'The largest hot spring in the United States, ringed with bands of orange, yellow and green made by tiny living microbes.',
      },
      {
        name: 'Grand Canyon of the Yellowstone',
        description: 'A yellow and pink canyon carved by the Yellowstone River, where the Lower Falls plunge 308 feet.',
      },
      {
        name: 'Yellowstone Caldera',
        description: 'A huge volcanic basin about 30 by 45 miles across, formed by a giant eruption more than 600,000 years ago.',
      },
      {
        name: 'Mammoth Hot Springs',
        description: 'Stair-step terraces of white travertine rock built up by hot water carrying dissolved limestone.',
      },
      {
        name: 'Steamboat Geyser',
        description: 'The tallest active geyser in the world, whose major eruptions can shoot water more than 300 feet high.',
      },
    ],
    trails: [
      { name: 'Storm Point Trail', lengthMiles: 2.3, difficulty: 'easy' },
      { name: 'Lone Star Geyser Trail', lengthMiles: 4.8, difficulty: 'easy' },
      {
        name: 'Mount Washburn Trail from Dunraven Pass',
        lengthMiles: 6.4,
        difficulty: 'strenuous',
      },
    ],
    facts: [
      {
        text: 'Yellowstone became the first national park in the United States on March 1, 1872, and is widely considered the first in the world.',
        topic: 'history',
        young: 'Yellowstone was the very first national park.',
      },
      {
        text: "Yellowstone has more geysers than anywhere else on Earth, about half of all the world's geysers.",
        topic: 'record',
        young: 'Yellowstone has more geysers than anywhere on Earth.',
      },
      {
        text: "A huge underground reservoir of hot, partly melted rock heats the park's geysers and hot springs.",
        topic: 'geology',
        young: 'Hot rock deep underground heats the water here.',
      },
      {
        text: 'The bright colors of hot springs come from heat-loving microbes that live in the warm water.',
        topic: 'geology',
        young: 'Tiny living things give the hot springs their bright colors.',
      },
      {
        text: 'Yellowstone is the only place in the United States where bison have lived continuously since prehistoric times.',
        topic: 'animals',
        young: 'Bison have lived here since very long ago.',
      },
      {
        text: 'Gray wolves were brought back to Yellowstone in 1995 after being gone for about 70 years.',
        topic: 'history',
        young: 'Wolves came back to Yellowstone in 1995.',
      },
      {
        text: 'Yellowstone Lake is the largest lake above 7,000 feet in North America.',
        topic: 'record',
        young: 'Yellowstone Lake is big and very high up.',
      },
      {
        text: 'Most of Yellowstone is in Wyoming, with smaller parts in Montana and Idaho.',
        topic: 'location',
        young: 'Most of Yellowstone is in Wyoming.',
      },
      {
        text: 'Some lodgepole pine cones open only in the heat of a fire, releasing seeds that grow into new forests.',
        topic: 'plants',
        young: 'Some pine cones open only when a fire heats them.',
      },
    ],
    scenery: ['geyser', 'hot-springs', 'forest', 'lake'],
  },
  {
    id: 'zion',
    name: 'Zion National Park',
    states: ['UT'],
    region: 'Intermountain',
    latitude: 37.2,
    longitude: -112.987,
    established: 1919,
    areaAcres: 147000,
    description:
      'Zion National Park in southern Utah is a canyon of towering cream, pink and red cliffs carved by the Virgin River. Hikers can wade up a narrow slot canyon, peek at dripping hanging gardens or gaze up at sandstone walls thousands of feet high.',
    animals: [
      { name: 'California condor', kind: 'bird' },
      { name: 'Desert bighorn sheep', kind: 'mammal' },
      { name: 'Mule deer', kind: 'mammal' },
      { name: 'Rock squirrel', kind: 'mammal' },
      { name: 'Mexican spotted owl', kind: 'bird' },
      { name: 'American dipper', kind: 'bird' },
      { name: 'Canyon tree frog', kind: 'amphibian' },
    ],
    geology: [
      {
        name: 'The Narrows',
        description: 'The narrowest part of Zion Canyon, where walls a thousand feet tall rise above a river that is sometimes only 20 to 30 feet wide.',
      },
      {
        name: 'Angels Landing',
        description: 'A narrow rock fin that rises about 1,488 feet above the canyon floor; hikers need a permit to climb its final, chain-lined ridge.',
      },
      {
        name: 'Kolob Arch',
        description: 'One of the longest natural arches in the world, spanning about 287 feet.',
      },
      {
        name: 'Weeping Rock',
        description: 'A rock alcove where water that has seeped slowly through the sandstone drips out, feeding hanging gardens of plants; the trail to it has been closed since a rockfall in 2019.',
      },
      {
        name: 'Checkerboard Mesa',
        description: 'A sandstone mountain etched with crisscrossing lines that look like a checkerboard.',
      },
    ],
    trails: [
      { name: 'Riverside Walk', lengthMiles: 2.2, difficulty: 'easy' },
      { name: "Pa'rus Trail", lengthMiles: 3.5, difficulty: 'easy' },
      { name: 'Canyon Overlook Trail', lengthMiles: 1, difficulty: 'moderate' },
      {
        name: 'Angels Landing Trail',
        lengthMiles: 5.4,
        difficulty: 'strenuous',
      },
    ],
    facts: [
      {
        text: "Zion became Utah's first national park in 1919.",
        topic: 'history',
        young: "Zion was Utah's first national park.",
      },
      {
        text: 'In 1909 President William Howard Taft protected the canyon as Mukuntuweap National Monument.',
        topic: 'history',
        young: 'A president first protected this canyon in 1909.',
      },
      {
        text: "Zion's great cliffs are mostly Navajo Sandstone, which began as giant sand dunes in the age of dinosaurs.",
        topic: 'geology',
        young: 'These cliffs were once giant sand dunes.',
      },
      {
        text: 'The Zion-Mount Carmel Tunnel, finished in 1930, is more than a mile long and was carved through solid rock.',
        topic: 'history',
        young: 'A long tunnel was carved right through the rock.',
      },
      {
        text: 'California condors, with wings about 9.5 feet across, sometimes soar over Zion Canyon.',
        topic: 'animals',
        young: 'Condors have wings wider than a tall grown-up.',
      },
      {
        text: 'Hanging gardens of ferns and wildflowers grow on wet cliffs where water seeps out of the rock.',
        topic: 'plants',
        young: 'Ferns and flowers grow on the wet cliffs.',
      },
      {
        text: 'From spring through fall, visitors ride a free shuttle bus along the Zion Canyon Scenic Drive.',
        topic: 'location',
        young: 'A free shuttle bus carries people up the canyon.',
      },
      {
        text: 'Kolob Arch, in a remote part of the park, is one of the longest natural arches on Earth.',
        topic: 'record',
        young: 'Kolob Arch is one of the longest arches on Earth.',
      },
    ],
    scenery: ['canyon', 'river', 'peaks'],
  },
]
