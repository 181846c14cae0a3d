import type { Park } from '../park-types'

export const pacificParks: Park[] = [
  {
    id: 'channel-islands',
    name: 'Channel Islands National Park',
    states: ['CA'],
    region: 'Pacific',
    latitude: 34.0,
    longitude: -119.72,
    established: 1980,
    areaAcres: 249561,
    description:
      'Five wild islands float off the coast of Southern California, where foxes no bigger than house cats trot through the grass. Sea lions bark on the rocks, pelicans dive for fish, and giant forests of kelp sway under the waves.',
    animals: [
      { name: 'Island fox', kind: 'mammal' },
      { name: 'Island scrub-jay', kind: 'bird' },
      { name: 'California sea lion', kind: 'mammal' },
      { name: 'Northern elephant seal', kind: 'mammal' },
      { name: 'Brown pelican', kind: 'bird' },
      { name: 'Garibaldi', kind: 'fish' },
      { name: 'Gray whale', kind: 'mammal' },
      { name: 'Bald eagle', kind: 'bird' },
    ],
    geology: [
      {
        name: 'Painted Cave',
        description: 'A giant sea cave on Santa Cruz Island that is one of the largest sea caves in the world.',
      },
      {
        name: 'Arch Rock',
        description: 'A natural stone arch standing in the ocean off the east end of Anacapa Island.',
      },
      {
        name: 'Caliche Forest',
        description: 'Ghostly white shapes on San Miguel Island made by minerals that hardened around the roots of long-gone plants.',
      },
    ],
    trails: [
      { name: 'Cavern Point Loop', lengthMiles: 2, difficulty: 'moderate' },
      { name: 'Potato Harbor Trail', lengthMiles: 5, difficulty: 'moderate' },
      { name: 'Smugglers Cove Trail', lengthMiles: 7.5, difficulty: 'strenuous' },
    ],
    facts: [
      {
        text: 'The park is made up of five islands: Anacapa, Santa Cruz, Santa Rosa, San Miguel, and Santa Barbara.',
        topic: 'location',
        young: 'This park is made of five islands.',
      },
      {
        text: 'The island fox lives only on the Channel Islands of California and is about the size of a house cat.',
        topic: 'animals',
        young: 'The island fox is about as big as a house cat.',
      },
      {
        text: 'Bones of pygmy mammoths, small cousins of the giant Columbian mammoth, have been found on Santa Rosa Island.',
        topic: 'history',
        young: 'Bones of little mammoths were found on one island.',
      },
      {
        text: 'Anacapa Island is home to the largest breeding colony of western gulls in the world.',
        topic: 'record',
        young: 'Lots and lots of gulls nest on Anacapa Island.',
      },
      {
        text: 'The Chumash people and their ancestors have lived on and around these islands for thousands of years, paddling between them in plank canoes called tomols.',
        topic: 'people',
        young: 'The Chumash people paddled canoes between these islands.',
      },
      {
        text: 'Anacapa and Santa Barbara islands were first protected as a national monument in 1938, and the park became a national park in 1980.',
        topic: 'history',
        young: 'Channel Islands became a national park in 1980.',
      },
      {
        text: 'So many plants and animals here live nowhere else that the islands are sometimes called the Galápagos of North America.',
        topic: 'plants',
        young: 'Many plants and animals here live nowhere else.',
      },
    ],
    scenery: ['island', 'coast'],
  },
  {
    id: 'crater-lake',
    name: 'Crater Lake National Park',
    states: ['OR'],
    region: 'Pacific',
    latitude: 42.897,
    longitude: -122.134,
    established: 1902,
    areaAcres: 183224,
    description:
      'Long ago a huge volcano blew its top and fell in on itself, leaving a giant bowl in the mountains. Rain and snow slowly filled the bowl with water so clear and blue that it looks like a piece of the sky.',
    animals: [
      { name: "Clark's nutcracker", kind: 'bird' },
      { name: 'American pika', kind: 'mammal' },
      { name: 'Black bear', kind: 'mammal' },
      { name: 'Roosevelt elk', kind: 'mammal' },
      { name: 'Golden-mantled ground squirrel', kind: 'mammal' },
      { name: 'Bald eagle', kind: 'bird' },
      { name: 'Rainbow trout', kind: 'fish' },
      { name: 'Rough-skinned newt', kind: 'amphibian' },
    ],
    geology: [
      {
        name: 'Wizard Island',
        description: 'A small volcanic cinder cone that rises out of the water of Crater Lake.',
      },
      {
        name: 'Phantom Ship',
        description: 'A small island of old volcanic rock that looks like a ghostly sailing ship.',
      },
      {
        name: 'Mount Mazama',
        description: 'The tall volcano that erupted and collapsed about 7,700 years ago, forming the bowl that holds the lake.',
      },
      {
        name: 'The Pinnacles',
        description: 'Pointed spires of hardened volcanic ash that were left standing as a stream washed the softer ash away.',
      },
    ],
    trails: [
      { name: 'Cleetwood Cove Trail', lengthMiles: 2.2, difficulty: 'strenuous' },
      { name: 'Watchman Peak Trail', lengthMiles: 1.6, difficulty: 'moderate' },
      { name: 'Plaikni Falls Trail', lengthMiles: 2, difficulty: 'easy' },
      { name: 'Garfield Peak Trail', lengthMiles: 3.4, difficulty: 'strenuous' },
    ],
    facts: [
      {
        text: 'Crater Lake is the deepest lake in the United States, at 1,943 feet deep.',
        topic: 'record',
        young: 'Crater Lake is the deepest lake in the country.',
      },
      {
        text: 'The lake formed after Mount Mazama erupted and collapsed about 7,700 years ago.',
        topic: 'geology',
        young: 'The lake fills the top of an old volcano.',
      },
      {
        text: 'No rivers flow into or out of Crater Lake; almost all of its water comes from rain and snow.',
        topic: 'geology',
        young: 'Rain and snow fill this lake, not rivers.',
      },
      {
        text: 'The area around the lake usually gets more than 40 feet of snow in a winter.',
        topic: 'weather',
        young: 'Lots and lots of snow falls here each winter.',
      },
      {
        text: 'A floating tree stump called the Old Man of the Lake has bobbed upright in the water since at least 1896.',
        topic: 'history',
        young: 'An old tree stump has floated in the lake for over 100 years!',
      },
      {
        text: 'Klamath people saw Mount Mazama erupt, and their stories still tell of the great battle that made the lake.',
        topic: 'people',
        young: 'The Klamath people tell stories about how the lake was made.',
      },
    ],
    scenery: ['lake', 'volcano', 'forest'],
  },
  {
    id: 'death-valley',
    name: 'Death Valley National Park',
    states: ['CA', 'NV'],
    region: 'Pacific',
    latitude: 36.462,
    longitude: -116.867,
    established: 1994,
    areaAcres: 3408000,
    description:
      'Death Valley is a land of wild extremes, with salt flats that sparkle like snow, rippling sand dunes, and rainbow-colored hills. It is the hottest, driest, and lowest national park, yet bighorn sheep, tiny pupfish, and bright wildflowers still find ways to live here.',
    animals: [
      { name: 'Desert bighorn sheep', kind: 'mammal' },
      { name: 'Coyote', kind: 'mammal' },
      { name: 'Greater roadrunner', kind: 'bird' },
      { name: 'Salt Creek pupfish', kind: 'fish' },
      { name: 'Kit fox', kind: 'mammal' },
      { name: 'Chuckwalla', kind: 'reptile' },
      { name: 'Common raven', kind: 'bird' },
    ],
    geology: [
      {
        name: 'Badwater Basin',
        description: 'A huge salt flat that sits 282 feet below sea level, the lowest point in North America.',
      },
      {
        name: 'Racetrack Playa',
        description: 'A dry lakebed where rocks slide across the ground, pushed by wind when thin sheets of ice form on the surface.',
      },
      {
        name: 'Ubehebe Crater',
        description: 'A big volcanic crater made when hot magma met underground water and blasted out steam and rock.',
      },
      {
        name: 'Mesquite Flat Sand Dunes',
        description: 'Rolling sand dunes in the middle of the valley, shaped by the wind.',
      },
    ],
    trails: [
      { name: 'Golden Canyon to Red Cathedral', lengthMiles: 3, difficulty: 'moderate' },
      { name: 'Mosaic Canyon Trail', lengthMiles: 4, difficulty: 'moderate' },
      { name: 'Darwin Falls Trail', lengthMiles: 2, difficulty: 'easy' },
      { name: 'Telescope Peak Trail', lengthMiles: 14, difficulty: 'strenuous' },
    ],
    facts: [
      {
        text: 'On July 10, 1913, Furnace Creek reached 134°F, the hottest air temperature ever recorded on Earth.',
        topic: 'record',
        young: 'Death Valley once had the hottest day ever measured.',
      },
      {
        text: 'Badwater Basin, at 282 feet below sea level, is the lowest place in North America.',
        topic: 'record',
        young: 'Badwater Basin is the lowest place in North America.',
      },
      {
        text: 'Death Valley is the largest national park in the United States outside of Alaska.',
        topic: 'record',
        young: 'This is the biggest national park outside Alaska.',
      },
      {
        text: 'Furnace Creek gets only about two inches of rain in a normal year.',
        topic: 'weather',
        young: 'It almost never rains here.',
      },
      {
        text: 'Telescope Peak rises 11,049 feet above sea level, more than two miles higher than the floor of Badwater Basin.',
        topic: 'geology',
        young: 'A tall mountain here rises way above the low valley.',
      },
      {
        text: 'In the 1880s, teams of 20 mules pulled giant wagons full of borax, a useful mineral, out of the valley.',
        topic: 'history',
        young: 'Long ago, teams of mules pulled big wagons out of the valley.',
      },
      {
        text: 'The Timbisha Shoshone people have lived in Death Valley for generations and still have a village at Furnace Creek.',
        topic: 'people',
        young: 'The Timbisha Shoshone people still live in Death Valley.',
      },
      {
        text: 'After a rare rainy winter, the desert can burst into a carpet of wildflowers called a superbloom.',
        topic: 'plants',
        young: 'After a rainy winter, the desert fills with flowers!',
      },
    ],
    scenery: ['desert', 'dunes', 'badlands'],
  },
  {
    id: 'great-basin',
    name: 'Great Basin National Park',
    states: ['NV'],
    region: 'Pacific',
    latitude: 38.99,
    longitude: -114.26,
    established: 1986,
    areaAcres: 77180,
    description:
      'In the Nevada desert, a tall mountain rises high enough to keep snow and a tiny glacier. Twisted bristlecone pines, some more than 4,000 years old, cling to its rocky slopes, and a sparkling marble cave hides underneath.',
    animals: [
      { name: 'Mule deer', kind: 'mammal' },
      { name: 'Yellow-bellied marmot', kind: 'mammal' },
      { name: 'American pika', kind: 'mammal' },
      { name: "Clark's nutcracker", kind: 'bird' },
      { name: 'Bonneville cutthroat trout', kind: 'fish' },
      { name: 'Great Basin rattlesnake', kind: 'reptile' },
      { name: 'Golden eagle', kind: 'bird' },
    ],
    geology: [
      {
        name: 'Lehman Caves',
        description: 'A marble cave decorated with stalactites, stalagmites, and rare flat formations called shields.',
      },
      {
        name: 'Wheeler Peak',
        description: 'At 13,063 feet, this is the tallest mountain in the park and the second-highest peak in Nevada.',
      },
      {
        name: 'Wheeler Peak Glacier',
        description: 'A small glacier tucked into a shady bowl below the steep north face of Wheeler Peak.',
      },
      {
        name: 'Lexington Arch',
        description: 'A large natural arch made of limestone in the southern part of the park.',
      },
    ],
    trails: [
      { name: 'Alpine Lakes Loop', lengthMiles: 2.7, difficulty: 'moderate' },
      { name: 'Bristlecone Trail', lengthMiles: 2.8, difficulty: 'moderate' },
      { name: 'Wheeler Peak Summit Trail', lengthMiles: 8.6, difficulty: 'strenuous' },
    ],
    facts: [
      {
        text: 'Some Great Basin bristlecone pines in the park are more than 4,000 years old, making them some of the oldest living things on Earth.',
        topic: 'plants',
        young: 'Some trees here are more than 4,000 years old!',
      },
      {
        text: 'Lehman Caves has more than 300 shields, rare disk-shaped formations that few caves have.',
        topic: 'geology',
        young: 'Lehman Caves has rare stone shapes like flat plates.',
      },
      {
        text: 'Lehman Caves was protected as a national monument in 1922, long before the rest of the park was created.',
        topic: 'history',
        young: 'Lehman Caves was protected a long time ago.',
      },
      {
        text: 'The park is an International Dark Sky Park, and on clear nights thousands of stars and the Milky Way shine overhead.',
        topic: 'record',
        young: 'On clear nights, thousands of stars shine here.',
      },
      {
        text: 'Rain and snow that fall in the Great Basin region never flow to the ocean; the water ends up in lakes, marshes, or soaks into the ground.',
        topic: 'location',
        young: 'Rain here never runs to the ocean.',
      },
      {
        text: 'Absalom Lehman, a rancher and miner, explored the cave in the 1880s and began showing it to visitors.',
        topic: 'people',
        young: 'A rancher named Absalom Lehman explored this cave.',
      },
    ],
    scenery: ['peaks', 'caves', 'forest'],
  },
  {
    id: 'haleakala',
    name: 'Haleakalā National Park',
    states: ['HI'],
    region: 'Pacific',
    latitude: 20.715,
    longitude: -156.215,
    established: 1961,
    areaAcres: 33265,
    description:
      'High on the island of Maui, the summit of Haleakalā rises above the clouds, where people gather in the cold dark to watch the sun come up. Far below, on the rainy coast, waterfalls splash into pools inside a green bamboo forest.',
    animals: [
      { name: 'Nēnē (Hawaiian goose)', kind: 'bird' },
      { name: 'ʻUaʻu (Hawaiian petrel)', kind: 'bird' },
      { name: 'ʻIʻiwi', kind: 'bird' },
      { name: 'ʻApapane', kind: 'bird' },
      { name: 'Pueo (Hawaiian owl)', kind: 'bird' },
      { name: 'Hawaiian hoary bat', kind: 'mammal' },
      { name: 'ʻOʻopu (native stream goby)', kind: 'fish' },
    ],
    geology: [
      {
        name: 'Haleakalā Crater',
        description: 'A giant summit valley carved mostly by erosion, later partly filled by lava flows and cinder cones.',
      },
      {
        name: 'Puʻu ʻUlaʻula (Red Hill)',
        description: 'The summit of Haleakalā, 10,023 feet high and the highest point on Maui.',
      },
      {
        name: 'Waimoku Falls',
        description: 'A tall, thin waterfall that pours down a sheer rock wall at the end of the Pīpīwai Trail.',
      },
      {
        name: 'Pools of ʻOheʻo',
        description: 'A chain of pools and small waterfalls that tumble toward the sea in the Kīpahulu area.',
      },
    ],
    trails: [
      { name: 'Pā Kaʻoao Trail', lengthMiles: 0.4, difficulty: 'easy' },
      { name: 'Pīpīwai Trail', lengthMiles: 4, difficulty: 'moderate' },
      { name: 'Halemauʻu Trail to Hōlua Cabin', lengthMiles: 7.4, difficulty: 'strenuous' },
    ],
    facts: [
      {
        text: 'Haleakalā means "house of the sun" in the Hawaiian language.',
        topic: 'people',
        young: 'Haleakalā means house of the sun.',
      },
      {
        text: 'A Hawaiian legend tells how the demigod Māui lassoed the sun from this mountain to make the days longer.',
        topic: 'people',
        young: 'A story says Māui caught the sun here with a rope.',
      },
      {
        text: 'The Haleakalā silversword grows only on this mountain; it may live for decades, blooms just once, and then dies.',
        topic: 'plants',
        young: 'The silversword plant grows only on this mountain.',
      },
      {
        text: 'The summit is 10,023 feet high, so it can be near freezing at the top while beaches below are warm.',
        topic: 'weather',
        young: 'The top of the mountain can be very cold.',
      },
      {
        text: 'The nēnē, the Hawaiian goose, is the state bird of Hawaiʻi and was once nearly extinct.',
        topic: 'animals',
        young: 'The nēnē is the state bird of Hawaiʻi.',
      },
      {
        text: 'Haleakalā was part of Hawaii National Park starting in 1916 and became its own national park in 1961.',
        topic: 'history',
        young: 'Haleakalā became its own national park in 1961.',
      },
    ],
    scenery: ['volcano', 'peaks', 'waterfall'],
  },
  {
    id: 'hawaii-volcanoes',
    name: 'Hawaiʻi Volcanoes National Park',
    states: ['HI'],
    region: 'Pacific',
    latitude: 19.43,
    longitude: -155.257,
    established: 1916,
    areaAcres: 344812,
    description:
      'On the Big Island of Hawaiʻi, two of the most active volcanoes on Earth are still building new land. Visitors can walk across old lava lakes, peek into steaming craters, and stroll through a tunnel made by flowing lava.',
    animals: [
      { name: 'Nēnē (Hawaiian goose)', kind: 'bird' },
      { name: 'ʻIo (Hawaiian hawk)', kind: 'bird' },
      { name: 'Hawksbill sea turtle', kind: 'reptile' },
      { name: 'Green sea turtle', kind: 'reptile' },
      { name: 'ʻApapane', kind: 'bird' },
      { name: 'Hawaiian hoary bat', kind: 'mammal' },
      { name: 'Kamehameha butterfly', kind: 'insect' },
    ],
    geology: [
      {
        name: 'Kīlauea',
        description: 'One of the most active volcanoes in the world, which has erupted many times in recent years.',
      },
      {
        name: 'Halemaʻumaʻu Crater',
        description: 'A deep crater at the summit of Kīlauea that sometimes fills with glowing lava.',
      },
      {
        name: 'Mauna Loa',
        description: 'The largest active volcano on Earth, a huge gently sloping shield volcano.',
      },
      {
        name: 'Nāhuku (Thurston Lava Tube)',
        description: 'A cave-like tunnel formed hundreds of years ago when the outside of a lava river cooled while hot lava kept flowing inside.',
      },
    ],
    trails: [
      { name: 'Kīlauea Iki Trail', lengthMiles: 4, difficulty: 'moderate' },
      { name: 'Devastation Trail', lengthMiles: 1, difficulty: 'easy' },
      { name: 'Puʻuloa Petroglyphs Trail', lengthMiles: 1.5, difficulty: 'easy' },
    ],
    facts: [
      {
        text: 'Kīlauea is one of the most active volcanoes on Earth.',
        topic: 'geology',
        young: 'Kīlauea is one of the busiest volcanoes on Earth.',
      },
      {
        text: 'Mauna Loa is the largest active volcano on Earth, and it erupted in 2022.',
        topic: 'record',
        young: 'Mauna Loa is the biggest active volcano on Earth.',
      },
      {
        text: 'In Hawaiian tradition, Pele, the goddess of volcanoes, makes her home at Kīlauea.',
        topic: 'people',
        young: 'Hawaiian stories say Pele, the volcano goddess, lives here.',
      },
      {
        text: 'Lava flowing into the ocean has added new land to the Big Island within the lifetimes of people alive today.',
        topic: 'geology',
        young: 'Lava here has made brand-new land!',
      },
      {
        text: 'Puʻuloa holds more than 23,000 petroglyph images carved into the lava, the largest petroglyph field in Hawaiʻi.',
        topic: 'history',
        young: 'People carved thousands of pictures into the lava here.',
      },
      {
        text: 'The park became a World Heritage Site in 1987.',
        topic: 'history',
        young: 'People all over the world care about this park.',
      },
      {
        text: 'Thin golden threads of volcanic glass called Pele\'s hair can form when wind stretches bits of lava.',
        topic: 'geology',
        young: 'Wind can stretch lava into thin threads like hair.',
      },
    ],
    scenery: ['volcano', 'lava', 'coast', 'forest'],
  },
  {
    id: 'joshua-tree',
    name: 'Joshua Tree National Park',
    states: ['CA'],
    region: 'Pacific',
    latitude: 33.99,
    longitude: -116.1,
    established: 1994,
    areaAcres: 795156,
    description:
      'Spiky Joshua trees wave their fuzzy arms across a desert piled high with giant round boulders. Here two deserts meet, and at night the sky is dark enough to see a river of stars.',
    animals: [
      { name: 'Desert tortoise', kind: 'reptile' },
      { name: 'Desert bighorn sheep', kind: 'mammal' },
      { name: 'Coyote', kind: 'mammal' },
      { name: 'Greater roadrunner', kind: 'bird' },
      { name: 'Black-tailed jackrabbit', kind: 'mammal' },
      { name: 'Kangaroo rat', kind: 'mammal' },
      { name: 'Chuckwalla', kind: 'reptile' },
      { name: 'Tarantula hawk wasp', kind: 'insect' },
    ],
    geology: [
      {
        name: 'Skull Rock',
        description: 'A granite boulder with two weathered hollows that make it look like a giant skull.',
      },
      {
        name: 'Arch Rock',
        description: 'A natural arch of granite near the White Tank area.',
      },
      {
        name: 'Keys View',
        description: 'A high lookout where, on clear days, you can see the Coachella Valley and the line of the San Andreas Fault.',
      },
      {
        name: 'Jumbo Rocks',
        description: 'Huge piles of rounded granite boulders shaped by water and weather over millions of years.',
      },
    ],
    trails: [
      { name: 'Hidden Valley Nature Trail', lengthMiles: 1, difficulty: 'easy' },
      { name: 'Barker Dam Trail', lengthMiles: 1.1, difficulty: 'easy' },
      { name: 'Ryan Mountain Trail', lengthMiles: 3, difficulty: 'strenuous' },
      { name: 'Fortynine Palms Oasis Trail', lengthMiles: 3, difficulty: 'moderate' },
    ],
    facts: [
      {
        text: 'Two deserts meet in the park: the higher, cooler Mojave Desert and the lower, hotter Colorado Desert.',
        topic: 'location',
        young: 'Two different deserts meet in this park.',
      },
      {
        text: 'A Joshua tree is not really a tree; it is a kind of yucca.',
        topic: 'plants',
        young: 'A Joshua tree is really a kind of yucca.',
      },
      {
        text: 'Joshua trees depend on tiny yucca moths to carry pollen between their flowers.',
        topic: 'animals',
        young: 'Tiny moths help Joshua trees make seeds.',
      },
      {
        text: 'Minerva Hoyt worked hard to protect this desert, and it became a national monument in 1936.',
        topic: 'people',
        young: 'A woman named Minerva Hoyt worked to save this desert.',
      },
      {
        text: 'The park is an International Dark Sky Park, a great place to see stars.',
        topic: 'record',
        young: 'The night sky here is full of stars.',
      },
      {
        text: 'Rock climbers come from all over the world to climb the park\'s granite boulders and cliffs.',
        topic: 'geology',
        young: 'Climbers come from all over the world to climb these rocks.',
      },
    ],
    scenery: ['desert', 'cactus'],
  },
  {
    id: 'kings-canyon',
    name: 'Kings Canyon National Park',
    states: ['CA'],
    region: 'Pacific',
    latitude: 36.795,
    longitude: -118.6,
    established: 1940,
    areaAcres: 461901,
    description:
      'A rushing river has helped carve one of the deepest canyons in North America, with granite walls soaring high above green meadows. Nearby, giant sequoias like the General Grant Tree stand like kings of the forest.',
    animals: [
      { name: 'Black bear', kind: 'mammal' },
      { name: 'Mule deer', kind: 'mammal' },
      { name: 'Yellow-bellied marmot', kind: 'mammal' },
      { name: 'American pika', kind: 'mammal' },
      { name: "Steller's jay", kind: 'bird' },
      { name: 'Sierra Nevada bighorn sheep', kind: 'mammal' },
      { name: 'Sierran treefrog', kind: 'amphibian' },
      { name: 'Rainbow trout', kind: 'fish' },
    ],
    geology: [
      {
        name: 'Kings Canyon',
        description: 'A deep valley carved by the Kings River and shaped by glaciers, with granite cliffs on both sides.',
      },
      {
        name: 'Mist Falls',
        description: 'A wide, roaring waterfall on the South Fork of the Kings River that sprays mist into the air.',
      },
      {
        name: 'Roaring River Falls',
        description: 'A powerful waterfall that shoots through a narrow granite chute near Cedar Grove.',
      },
      {
        name: 'Grand Sentinel',
        description: 'A towering granite peak that rises high above Zumwalt Meadow.',
      },
    ],
    trails: [
      { name: 'General Grant Tree Trail', lengthMiles: 0.3, difficulty: 'easy' },
      { name: 'Zumwalt Meadow Loop', lengthMiles: 1.5, difficulty: 'easy' },
      { name: 'Mist Falls Trail', lengthMiles: 8, difficulty: 'moderate' },
    ],
    facts: [
      {
        text: 'In 1926, President Calvin Coolidge named the General Grant Tree the Nation\'s Christmas Tree.',
        topic: 'history',
        young: "The General Grant Tree is the Nation's Christmas Tree.",
      },
      {
        text: 'The General Grant Tree is also a national shrine honoring Americans who died in war, the only living thing with that title.',
        topic: 'history',
        young: 'The General Grant Tree honors people who died in wars.',
      },
      {
        text: 'General Grant National Park was created in 1890 and became part of Kings Canyon National Park in 1940.',
        topic: 'history',
        young: 'Kings Canyon became a national park in 1940.',
      },
      {
        text: 'Kings Canyon is one of the deepest canyons in North America.',
        topic: 'record',
        young: 'Kings Canyon is very, very deep.',
      },
      {
        text: 'John Muir compared the great granite valley of Kings Canyon to Yosemite Valley.',
        topic: 'people',
        young: 'John Muir said this valley looked like Yosemite.',
      },
      {
        text: 'Kings Canyon and Sequoia are neighbors and are managed together by the National Park Service.',
        topic: 'location',
        young: 'Kings Canyon and Sequoia are next-door neighbors.',
      },
    ],
    scenery: ['canyon', 'giant-trees', 'river'],
  },
  {
    id: 'lassen-volcanic',
    name: 'Lassen Volcanic National Park',
    states: ['CA'],
    region: 'Pacific',
    latitude: 40.48,
    longitude: -121.45,
    established: 1916,
    areaAcres: 106452,
    description:
      'Lassen Volcanic is a steamy, bubbly place where mud pots gurgle and the ground hisses with hot gas. Snowy Lassen Peak, a volcano that last erupted about a hundred years ago, watches over clear mountain lakes.',
    animals: [
      { name: 'Black bear', kind: 'mammal' },
      { name: 'Mule deer', kind: 'mammal' },
      { name: 'American pika', kind: 'mammal' },
      { name: "Clark's nutcracker", kind: 'bird' },
      { name: 'Golden-mantled ground squirrel', kind: 'mammal' },
      { name: "Steller's jay", kind: 'bird' },
      { name: 'American marten', kind: 'mammal' },
      { name: 'Pacific chorus frog', kind: 'amphibian' },
    ],
    geology: [
      {
        name: 'Lassen Peak',
        description: 'One of the largest plug dome volcanoes in the world, built from thick, sticky lava.',
      },
      {
        name: 'Bumpass Hell',
        description: 'The largest hydrothermal area in the park, full of boiling pools, mud pots, and steaming vents.',
      },
      {
        name: 'Cinder Cone',
        description: 'A steep cone of loose volcanic cinders that overlooks colorful hills called the Painted Dunes.',
      },
      {
        name: 'Sulphur Works',
        description: 'A roadside area of bubbling mud pots and steam vents that smell like rotten eggs.',
      },
    ],
    trails: [
      { name: 'Lassen Peak Trail', lengthMiles: 5, difficulty: 'strenuous' },
      { name: 'Bumpass Hell Trail', lengthMiles: 3, difficulty: 'moderate' },
      { name: 'Kings Creek Falls Trail', lengthMiles: 3, difficulty: 'moderate' },
      { name: 'Cinder Cone Trail', lengthMiles: 4, difficulty: 'strenuous' },
    ],
    facts: [
      {
        text: 'All four main kinds of volcanoes can be found in the park: shield, plug dome, cinder cone, and composite.',
        topic: 'geology',
        young: 'All four kinds of volcanoes are found here.',
      },
      {
        text: 'Lassen Peak erupted again and again from 1914 to 1917, with its biggest blast in May 1915.',
        topic: 'history',
        young: 'Lassen Peak erupted about 100 years ago.',
      },
      {
        text: 'Photographer B. F. Loomis took famous pictures of Lassen Peak as it erupted in 1915.',
        topic: 'people',
        young: 'A man took famous pictures of Lassen Peak erupting.',
      },
      {
        text: 'Lassen Peak and the park are named after Peter Lassen, a pioneer who guided travelers through the area.',
        topic: 'people',
        young: 'The park is named for a pioneer, Peter Lassen.',
      },
      {
        text: 'So much snow falls here that clearing the main park road in spring can take weeks.',
        topic: 'weather',
        young: 'So much snow falls here that plows work for weeks.',
      },
      {
        text: 'The Atsugewi, Yana, Yahi, and Maidu peoples lived and traveled in these mountains long before the park existed.',
        topic: 'people',
        young: 'Native peoples lived in these mountains long ago.',
      },
    ],
    scenery: ['volcano', 'hot-springs', 'lake'],
  },
  {
    id: 'mount-rainier',
    name: 'Mount Rainier National Park',
    states: ['WA'],
    region: 'Pacific',
    latitude: 46.786,
    longitude: -121.735,
    established: 1899,
    areaAcres: 236381,
    description:
      'Mount Rainier is a giant snow-covered volcano wrapped in glaciers that glitter in the sun. In summer, its meadows burst with wildflowers, and marmots whistle from the rocks.',
    animals: [
      { name: 'Mountain goat', kind: 'mammal' },
      { name: 'Hoary marmot', kind: 'mammal' },
      { name: 'American pika', kind: 'mammal' },
      { name: 'Black bear', kind: 'mammal' },
      { name: 'Elk', kind: 'mammal' },
      { name: "Clark's nutcracker", kind: 'bird' },
      { name: 'Cascade red fox', kind: 'mammal' },
      { name: 'Canada jay', kind: 'bird' },
    ],
    geology: [
      {
        name: 'Mount Rainier',
        description: 'An active volcano 14,410 feet tall, the highest mountain in Washington.',
      },
      {
        name: 'Emmons Glacier',
        description: 'The glacier that covers the most area of any glacier in the lower 48 states.',
      },
      {
        name: 'Carbon Glacier',
        description: 'A long, thick glacier whose lower end reaches farther down the mountain than any other glacier in the lower 48 states.',
      },
      {
        name: 'Narada Falls',
        description: 'A roaring waterfall on the Paradise River that spreads into a wide veil of spray.',
      },
    ],
    trails: [
      { name: 'Trail of the Shadows', lengthMiles: 0.7, difficulty: 'easy' },
      { name: 'Nisqually Vista Trail', lengthMiles: 1.2, difficulty: 'easy' },
      { name: 'Skyline Trail', lengthMiles: 5.5, difficulty: 'strenuous' },
      { name: 'Wonderland Trail', lengthMiles: 93, difficulty: 'strenuous' },
    ],
    facts: [
      {
        text: 'Mount Rainier is 14,410 feet tall and carries more glacier ice than any other mountain in the lower 48 states.',
        topic: 'record',
        young: 'Mount Rainier has more ice than any mountain in the lower 48 states.',
      },
      {
        text: 'Mount Rainier became the fifth national park in the United States in 1899.',
        topic: 'history',
        young: 'Mount Rainier became a national park in 1899.',
      },
      {
        text: 'In the winter of 1971–72, 1,122 inches of snow fell at Paradise, which was a world record at the time.',
        topic: 'weather',
        young: 'One winter, a record amount of snow fell here.',
      },
      {
        text: 'Mount Rainier is an active volcano, so scientists watch it closely.',
        topic: 'geology',
        young: 'Mount Rainier is a volcano, so scientists watch it.',
      },
      {
        text: 'Native peoples of the area have names for the mountain such as Tahoma.',
        topic: 'people',
        young: 'Some Native peoples call the mountain Tahoma.',
      },
      {
        text: 'The Wonderland Trail circles all the way around the mountain in about 93 miles.',
        topic: 'location',
        young: 'A long trail goes all the way around the mountain.',
      },
    ],
    scenery: ['snowy-peaks', 'glacier', 'volcano', 'forest'],
  },
  {
    id: 'american-samoa',
    name: 'National Park of American Samoa',
    states: ['AS'],
    region: 'Pacific',
    latitude: -14.258,
    longitude: -170.686,
    established: 1988,
    areaAcres: 8257,
    description:
      'Far out in the South Pacific, steep green mountains drop straight into a warm sea full of coral and colorful fish. Giant fruit bats glide over the rain forest, and Samoan villages share their land and their way of life with visitors.',
    animals: [
      { name: 'Samoa flying fox (fruit bat)', kind: 'mammal' },
      { name: 'Hawksbill sea turtle', kind: 'reptile' },
      { name: 'Green sea turtle', kind: 'reptile' },
      { name: 'Parrotfish', kind: 'fish' },
      { name: 'Giant clam', kind: 'sea-life' },
      { name: 'White-tailed tropicbird', kind: 'bird' },
      { name: 'Humpback whale', kind: 'mammal' },
    ],
    geology: [
      {
        name: 'Mount ʻAlava',
        description: 'A 1,610-foot peak on Tutuila with views over Pago Pago Harbor and the rain forest.',
      },
      {
        name: 'Pola Island',
        description: 'A steep rocky islet off Tutuila\'s north shore where seabirds nest on the cliffs.',
      },
      {
        name: 'Lata Mountain',
        description: 'The highest point in American Samoa, rising above the island of Taʻū.',
      },
      {
        name: 'Ofu coral reef',
        description: 'A shallow lagoon and coral reef along the beach of Ofu Island.',
      },
    ],
    trails: [
      { name: 'Pola Island Trail', lengthMiles: 0.2, difficulty: 'easy' },
      { name: 'Mount ʻAlava Trail', lengthMiles: 7, difficulty: 'moderate' },
      { name: 'Mount ʻAlava Adventure Trail', lengthMiles: 5.6, difficulty: 'strenuous' },
    ],
    facts: [
      {
        text: 'This is the only national park of the United States that lies south of the equator.',
        topic: 'location',
        young: 'This is the only national park south of the equator.',
      },
      {
        text: 'The park spreads across parts of four islands: Tutuila, Ofu, Olosega, and Taʻū.',
        topic: 'location',
        young: 'The park is on four islands.',
      },
      {
        text: 'The park\'s land is leased from Samoan villages instead of being owned by the government.',
        topic: 'people',
        young: 'Samoan villages share their land with the park.',
      },
      {
        text: 'The park was created partly to protect the rain forest home of Samoan fruit bats, also called flying foxes.',
        topic: 'animals',
        young: 'The park protects the home of big fruit bats.',
      },
      {
        text: 'Samoan culture is about 3,000 years old, and visitors can learn about fa\'a Samoa, the Samoan way of life.',
        topic: 'people',
        young: 'Samoan culture is very, very old.',
      },
      {
        text: 'Scientists study the corals in Ofu\'s shallow lagoon because they can survive unusually warm water.',
        topic: 'animals',
        young: 'Some corals here can live in very warm water.',
      },
      {
        text: 'Lata Mountain on Taʻū is the highest point in American Samoa.',
        topic: 'record',
        young: 'Lata Mountain is the highest spot in American Samoa.',
      },
    ],
    scenery: ['island', 'reef', 'forest', 'coast'],
  },
  {
    id: 'north-cascades',
    name: 'North Cascades National Park',
    states: ['WA'],
    region: 'Pacific',
    latitude: 48.5,
    longitude: -121.1,
    established: 1968,
    areaAcres: 504781,
    description:
      'Jagged peaks covered in ice rise like castle towers in the North Cascades, sometimes called the American Alps. Glaciers feed turquoise lakes and roaring rivers that wind through deep, mossy forests.',
    animals: [
      { name: 'Black bear', kind: 'mammal' },
      { name: 'Mountain goat', kind: 'mammal' },
      { name: 'Hoary marmot', kind: 'mammal' },
      { name: 'American pika', kind: 'mammal' },
      { name: 'Bald eagle', kind: 'bird' },
      { name: 'Canada jay', kind: 'bird' },
      { name: 'Rough-skinned newt', kind: 'amphibian' },
    ],
    geology: [
      {
        name: 'Picket Range',
        description: 'A row of sharp, rugged peaks in the wild north part of the park, named for looking like a picket fence.',
      },
      {
        name: 'Mount Shuksan',
        description: 'A rocky, glacier-covered peak of about 9,100 feet on the park\'s northwest edge.',
      },
      {
        name: 'Boston Glacier',
        description: 'One of the largest glaciers in the park, lying high in the mountains north of Cascade Pass.',
      },
      {
        name: 'Cascade Pass',
        description: 'A low gap in the mountains that Native peoples used as a travel route for thousands of years.',
      },
    ],
    trails: [
      { name: 'Trail of the Cedars', lengthMiles: 0.3, difficulty: 'easy' },
      { name: 'Thunder Knob Trail', lengthMiles: 3.6, difficulty: 'easy' },
      { name: 'Cascade Pass Trail', lengthMiles: 7.4, difficulty: 'moderate' },
    ],
    facts: [
      {
        text: 'The North Cascades park complex has more than 300 glaciers, more than any other U.S. park outside Alaska.',
        topic: 'record',
        young: 'There are more than 300 glaciers here.',
      },
      {
        text: 'The North Cascades are often called the American Alps because of their steep, snowy peaks.',
        topic: 'geology',
        young: 'People call these mountains the American Alps.',
      },
      {
        text: 'The bright turquoise color of nearby Diablo Lake comes from fine rock powder, called glacial flour, carried in by meltwater.',
        topic: 'geology',
        young: 'Tiny bits of rock make the lake bright blue-green.',
      },
      {
        text: 'The small town of Stehekin, next to the park, can only be reached by boat, plane, or on foot.',
        topic: 'location',
        young: 'You can only get to Stehekin by boat, plane or on foot.',
      },
      {
        text: 'In winter, bald eagles gather along the Skagit River to feed on salmon.',
        topic: 'animals',
        young: 'In winter, bald eagles come here to eat salmon.',
      },
      {
        text: 'North Cascades became a national park in 1968, along with two neighboring national recreation areas.',
        topic: 'history',
        young: 'North Cascades became a national park in 1968.',
      },
    ],
    scenery: ['snowy-peaks', 'glacier', 'lake', 'forest'],
  },
  {
    id: 'olympic',
    name: 'Olympic National Park',
    states: ['WA'],
    region: 'Pacific',
    latitude: 47.8,
    longitude: -123.55,
    established: 1938,
    areaAcres: 922649,
    description:
      'Olympic is like three parks in one: snowy mountains with glaciers, rain forests dripping with green moss, and wild beaches with tide pools and sea stacks. Roosevelt elk wander among trees so big that several people holding hands can barely reach around them.',
    animals: [
      { name: 'Roosevelt elk', kind: 'mammal' },
      { name: 'Olympic marmot', kind: 'mammal' },
      { name: 'Black bear', kind: 'mammal' },
      { name: 'Bald eagle', kind: 'bird' },
      { name: 'Sea otter', kind: 'mammal' },
      { name: 'Ochre sea star', kind: 'sea-life' },
      { name: 'Coho salmon', kind: 'fish' },
      { name: 'Olympic torrent salamander', kind: 'amphibian' },
    ],
    geology: [
      {
        name: 'Mount Olympus',
        description: 'The highest peak in the Olympic Mountains, 7,980 feet tall and covered in glaciers.',
      },
      {
        name: 'Hole-in-the-Wall',
        description: 'A sea arch near Rialto Beach that waves carved through a rocky point.',
      },
      {
        name: 'Lake Crescent',
        description: 'A deep, clear blue lake carved by glaciers during the last ice age.',
      },
      {
        name: 'Sol Duc Falls',
        description: 'A waterfall where the Sol Duc River splits and plunges into a narrow rocky canyon.',
      },
    ],
    trails: [
      { name: 'Hall of Mosses Trail', lengthMiles: 0.8, difficulty: 'easy' },
      { name: 'Sol Duc Falls Trail', lengthMiles: 1.6, difficulty: 'easy' },
      { name: 'Marymere Falls Trail', lengthMiles: 1.8, difficulty: 'easy' },
      { name: 'Hurricane Hill Trail', lengthMiles: 3.2, difficulty: 'moderate' },
    ],
    facts: [
      {
        text: 'The park protects more than 70 miles of wild Pacific coastline.',
        topic: 'location',
        young: 'The park has a long, wild ocean beach.',
      },
      {
        text: 'The Hoh Rain Forest gets 12 feet of rain or more in a typical year.',
        topic: 'weather',
        young: 'It rains a lot in the Hoh Rain Forest.',
      },
      {
        text: 'The Olympic marmot lives only on the Olympic Peninsula and nowhere else in the world.',
        topic: 'animals',
        young: 'The Olympic marmot lives here and nowhere else.',
      },
      {
        text: 'In 1909, President Theodore Roosevelt protected the area as Mount Olympus National Monument, partly to save its elk.',
        topic: 'history',
        young: 'A president protected this place to save its elk.',
      },
      {
        text: 'Two dams on the Elwha River were taken down between 2011 and 2014, the largest dam removal in U.S. history, and salmon are swimming upstream again.',
        topic: 'animals',
        young: 'Two dams came down, and salmon swim up the river again.',
      },
      {
        text: 'Olympic National Park is a World Heritage Site.',
        topic: 'history',
        young: 'People all over the world care about this park.',
      },
    ],
    scenery: ['forest', 'coast', 'snowy-peaks', 'glacier'],
  },
  {
    id: 'pinnacles',
    name: 'Pinnacles National Park',
    states: ['CA'],
    region: 'Pacific',
    latitude: 36.49,
    longitude: -121.19,
    established: 2013,
    areaAcres: 26686,
    description:
      'Pinnacles is full of tall rock spires, the leftovers of an ancient volcano that slowly traveled north along a giant crack in the Earth. Huge California condors soar overhead, and hikers squeeze through dark caves made of tumbled boulders.',
    animals: [
      { name: 'California condor', kind: 'bird' },
      { name: "Townsend's big-eared bat", kind: 'mammal' },
      { name: 'Prairie falcon', kind: 'bird' },
      { name: 'Bobcat', kind: 'mammal' },
      { name: 'Acorn woodpecker', kind: 'bird' },
      { name: 'California red-legged frog', kind: 'amphibian' },
      { name: 'Native bees', kind: 'insect' },
      { name: 'Western fence lizard', kind: 'reptile' },
    ],
    geology: [
      {
        name: 'High Peaks',
        description: 'Jagged towers and spires of volcanic rock that give the park its name.',
      },
      {
        name: 'Bear Gulch Cave',
        description: 'A talus cave formed where giant boulders fell into a narrow canyon and got stuck, making a rocky roof.',
      },
      {
        name: 'Balconies Cave',
        description: 'A dark talus cave below the cliffs of the Balconies, where you need a flashlight to find the way.',
      },
    ],
    trails: [
      { name: 'Moses Spring to Rim Trail Loop', lengthMiles: 2.2, difficulty: 'moderate' },
      { name: 'Balconies Cliffs–Cave Loop', lengthMiles: 2.4, difficulty: 'moderate' },
      { name: 'Condor Gulch to High Peaks Loop', lengthMiles: 5.3, difficulty: 'strenuous' },
    ],
    facts: [
      {
        text: 'Pinnacles became a national park in 2013, making it the newest national park in California.',
        topic: 'history',
        young: 'Pinnacles became a national park in 2013.',
      },
      {
        text: 'President Theodore Roosevelt first protected Pinnacles as a national monument in 1908.',
        topic: 'history',
        young: 'A president first protected Pinnacles in 1908.',
      },
      {
        text: 'The rocks of Pinnacles are part of an old volcano that has moved about 195 miles from where it formed, carried along the San Andreas Fault.',
        topic: 'geology',
        young: 'These rocks have moved a long way from where they started.',
      },
      {
        text: 'Since 2003, California condors, the largest land birds in North America, have been released here to help them recover.',
        topic: 'animals',
        young: 'California condors were set free here to help them.',
      },
      {
        text: 'About 400 kinds of bees live in the park, one of the highest numbers of bee species found in any one place.',
        topic: 'animals',
        young: 'About 400 kinds of bees live here!',
      },
      {
        text: 'Parts of the park\'s caves close at certain times of year to protect the bats that raise their babies inside.',
        topic: 'animals',
        young: 'Some caves close so baby bats can grow.',
      },
    ],
    scenery: ['peaks', 'caves'],
  },
  {
    id: 'redwood',
    name: 'Redwood National and State Parks',
    states: ['CA'],
    region: 'Pacific',
    latitude: 41.3,
    longitude: -124.02,
    established: 1968,
    areaAcres: 138999,
    description:
      'The tallest trees on Earth grow here in quiet, foggy forests near the Pacific Ocean. Elk graze in open meadows, and a canyon covered in ferns looks like something from the time of the dinosaurs.',
    animals: [
      { name: 'Roosevelt elk', kind: 'mammal' },
      { name: 'Black bear', kind: 'mammal' },
      { name: 'Marbled murrelet', kind: 'bird' },
      { name: 'Northern spotted owl', kind: 'bird' },
      { name: 'Coho salmon', kind: 'fish' },
      { name: 'Pacific giant salamander', kind: 'amphibian' },
      { name: 'Gray whale', kind: 'mammal' },
    ],
    geology: [
      {
        name: 'Fern Canyon',
        description: 'A narrow canyon whose tall walls are completely covered in green ferns.',
      },
      {
        name: 'Gold Bluffs Beach',
        description: 'A long, wild beach named for flakes of gold that miners found in its sand in the 1850s.',
      },
      {
        name: 'Klamath River Overlook',
        description: 'A high cliff-top viewpoint where the Klamath River meets the Pacific Ocean.',
      },
    ],
    trails: [
      { name: 'Fern Canyon Loop', lengthMiles: 1, difficulty: 'easy' },
      { name: 'Lady Bird Johnson Grove Trail', lengthMiles: 1.5, difficulty: 'easy' },
      { name: 'Tall Trees Trail', lengthMiles: 4, difficulty: 'moderate' },
    ],
    facts: [
      {
        text: 'Coast redwoods are the tallest trees on Earth, and the tallest known tree, named Hyperion, grows in Redwood National Park at about 380 feet tall.',
        topic: 'record',
        young: 'Redwoods are the tallest trees on Earth.',
      },
      {
        text: 'Coast redwoods can live for more than 2,000 years.',
        topic: 'plants',
        young: 'Redwoods can live for more than 2,000 years.',
      },
      {
        text: 'Summer fog from the ocean helps keep the redwoods cool and damp.',
        topic: 'weather',
        young: 'Fog from the ocean keeps the redwoods cool and damp.',
      },
      {
        text: 'Redwood National Park and three California state parks are cared for together by the National Park Service and California State Parks.',
        topic: 'location',
        young: 'Two kinds of parks take care of these forests together.',
      },
      {
        text: 'Fern Canyon was a filming location for the movie The Lost World: Jurassic Park.',
        topic: 'history',
        young: 'A dinosaur movie was filmed in Fern Canyon!',
      },
      {
        text: 'The Yurok and Tolowa peoples have lived among the redwoods and along this coast for thousands of years.',
        topic: 'people',
        young: 'The Yurok and Tolowa peoples have lived here for thousands of years.',
      },
    ],
    scenery: ['giant-trees', 'forest', 'coast'],
  },
  {
    id: 'sequoia',
    name: 'Sequoia National Park',
    states: ['CA'],
    region: 'Pacific',
    latitude: 36.58,
    longitude: -118.75,
    established: 1890,
    areaAcres: 404063,
    description:
      'Sequoia is home to giant sequoia trees so huge that their trunks are wider than a car is long. From shady forests, the land climbs all the way up to Mount Whitney, the tallest mountain in the lower 48 states.',
    animals: [
      { name: 'Black bear', kind: 'mammal' },
      { name: 'Mule deer', kind: 'mammal' },
      { name: 'Yellow-bellied marmot', kind: 'mammal' },
      { name: "Steller's jay", kind: 'bird' },
      { name: 'Sierra Nevada bighorn sheep', kind: 'mammal' },
      { name: 'American pika', kind: 'mammal' },
      { name: 'Western fence lizard', kind: 'reptile' },
    ],
    geology: [
      {
        name: 'Moro Rock',
        description: 'A huge granite dome with a stone staircase that leads to a view over the mountains.',
      },
      {
        name: 'Mount Whitney',
        description: 'At 14,505 feet, the tallest mountain in the lower 48 states, on the park\'s eastern edge.',
      },
      {
        name: 'Crystal Cave',
        description: 'A marble cave with shiny formations, carved by water flowing underground.',
      },
    ],
    trails: [
      { name: 'General Sherman Tree Trail', lengthMiles: 1, difficulty: 'easy' },
      { name: 'Moro Rock Trail', lengthMiles: 0.5, difficulty: 'moderate' },
      { name: 'Tokopah Falls Trail', lengthMiles: 3.4, difficulty: 'moderate' },
    ],
    facts: [
      {
        text: 'The General Sherman Tree is the largest tree on Earth by volume.',
        topic: 'record',
        young: 'The General Sherman Tree is the biggest tree on Earth.',
      },
      {
        text: 'Sequoia became the second national park in the United States on September 25, 1890.',
        topic: 'history',
        young: 'Sequoia was the second national park.',
      },
      {
        text: 'Giant sequoias need fire: heat helps their cones open, and fire clears the ground so seedlings can grow.',
        topic: 'plants',
        young: 'Giant sequoias need fire to help their seeds grow.',
      },
      {
        text: 'A staircase of more than 350 steps leads to the top of Moro Rock.',
        topic: 'geology',
        young: 'More than 350 steps go up Moro Rock.',
      },
      {
        text: 'Crystal Cave was discovered in 1918 by two park workers who were going fishing.',
        topic: 'history',
        young: 'Two park workers found Crystal Cave on a fishing trip.',
      },
      {
        text: 'In 1903, Captain Charles Young led Buffalo Soldiers in Sequoia and became the first Black superintendent of a national park.',
        topic: 'people',
        young: 'Captain Charles Young was the first Black leader of a national park.',
      },
      {
        text: 'Giant sequoia bark is spongy and can be more than a foot thick, which helps protect the trees from fire.',
        topic: 'plants',
        young: 'Sequoia bark is thick and spongy, like a shield.',
      },
    ],
    scenery: ['giant-trees', 'snowy-peaks', 'forest'],
  },
  {
    id: 'yosemite',
    name: 'Yosemite National Park',
    states: ['CA'],
    region: 'Pacific',
    latitude: 37.745,
    longitude: -119.59,
    established: 1890,
    areaAcres: 761748,
    description:
      'Yosemite Valley is surrounded by towering granite cliffs, and waterfalls leap from the rim to the valley floor. Climbers inch up giant walls like El Capitan, while ancient sequoias grow in quiet groves nearby.',
    animals: [
      { name: 'Black bear', kind: 'mammal' },
      { name: 'Mule deer', kind: 'mammal' },
      { name: "Steller's jay", kind: 'bird' },
      { name: 'Peregrine falcon', kind: 'bird' },
      { name: 'Great gray owl', kind: 'bird' },
      { name: 'Yosemite toad', kind: 'amphibian' },
      { name: 'American pika', kind: 'mammal' },
      { name: 'Coyote', kind: 'mammal' },
    ],
    geology: [
      {
        name: 'Half Dome',
        description: 'A granite dome with one smooth side and one sheer cliff, as if it were sliced in half.',
      },
      {
        name: 'El Capitan',
        description: 'A giant wall of granite that rises about 3,000 feet above the valley floor.',
      },
      {
        name: 'Yosemite Falls',
        description: 'A waterfall that drops 2,425 feet in three sections, one of the tallest in North America.',
      },
      {
        name: 'Tuolumne Meadows',
        description: 'A wide, high mountain meadow surrounded by granite domes polished by glaciers.',
      },
    ],
    trails: [
      { name: 'Mariposa Grove Big Trees Loop', lengthMiles: 0.3, difficulty: 'easy' },
      { name: 'Lower Yosemite Fall Trail', lengthMiles: 1, difficulty: 'easy' },
      { name: 'Mirror Lake Trail', lengthMiles: 2, difficulty: 'easy' },
      { name: 'Upper Yosemite Fall Trail', lengthMiles: 7.2, difficulty: 'strenuous' },
    ],
    facts: [
      {
        text: 'In 1864, President Abraham Lincoln signed a law protecting Yosemite Valley and the Mariposa Grove for everyone to enjoy.',
        topic: 'history',
        young: 'President Lincoln signed a law to protect Yosemite.',
      },
      {
        text: 'Yosemite became a national park on October 1, 1890.',
        topic: 'history',
        young: 'Yosemite became a national park in 1890.',
      },
      {
        text: 'Yosemite Falls drops 2,425 feet, making it one of the tallest waterfalls in North America.',
        topic: 'record',
        young: 'Yosemite Falls is one of the tallest waterfalls in North America.',
      },
      {
        text: 'In 1903, John Muir and President Theodore Roosevelt camped together in Yosemite and talked about protecting wild places.',
        topic: 'people',
        young: 'John Muir and a president camped here together.',
      },
      {
        text: 'The Ahwahneechee people called Yosemite Valley Ahwahnee.',
        topic: 'people',
        young: 'The Ahwahneechee people called this valley Ahwahnee.',
      },
      {
        text: 'In some Februaries, the setting sun makes Horsetail Fall glow orange like a stream of fire.',
        topic: 'weather',
        young: 'Some Februaries, a waterfall here glows orange at sunset.',
      },
      {
        text: 'The Mariposa Grove has more than 500 mature giant sequoias.',
        topic: 'plants',
        young: 'More than 500 giant sequoias grow in the Mariposa Grove.',
      },
    ],
    scenery: ['waterfall', 'peaks', 'forest', 'giant-trees'],
  },
]
