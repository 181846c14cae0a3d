/**
 * Each park's signature landmarks and the true colours they are painted in, for the built-in
 * illustrator. This is reference data like the catalogue: every name, sentence and colour must be
 * true of the real place (colours are as the place looks in clear daylight; the illustrator lights
 * them for the time of day). The shapes are drawn by code in `app/providers/illustrator/landmarks/`,
 * chosen by `drawing`.
 */

/** Which of the illustrator's landmark scenes shows it. */
export const LANDMARK_DRAWINGS = [
  'delicate-arch',
  'santa-elena-canyon',
  'painted-wall',
  'bryce-amphitheater',
  'mesa-arch',
  'capitol-dome',
  'big-room',
  'lake-mcdonald',
  'grand-canyon-layers',
  'grand-teton',
  'star-dune',
  'el-capitan-texas',
  'cliff-palace',
  'blue-mesa',
  'longs-peak',
  'saguaro-forest',
  'gypsum-dunes',
  'old-faithful',
  'grand-prismatic',
  'angels-landing',
  'bass-harbor-head',
  'badlands-wall',
  'boca-chita',
  'cypress-knees',
  'brandywine-falls',
  'fort-jefferson',
  'river-of-grass',
  'gateway-arch',
  'kuwohi-tower',
  'bathhouse-row',
  'mount-baldy',
  'rock-harbor',
  'mammoth-passage',
  'gorge-bridge',
  'skyline-drive',
  'painted-canyon',
  'trunk-bay',
  'rainy-lake',
  'boxwork',
  'denali-massif',
  'arctic-gates',
  'margerie-glacier',
  'brooks-falls',
  'aialik-glacier',
  'kobuk-dunes',
  'redoubt',
  'kennecott',
  'anacapa-arch',
  'wizard-island',
  'badwater',
  'wheeler-bristlecone',
  'haleakala-crater',
  'halemaumau',
  'joshua-trees',
  'kings-canyon-valley',
  'lassen-peak',
  'rainier-paradise',
  'pola-island',
  'picket-range',
  'hoh-rain-forest',
  'high-peaks',
  'redwood-grove',
  'general-sherman',
  'tunnel-view',
] as const
export type LandmarkDrawing = (typeof LANDMARK_DRAWINGS)[number]

/** Three shades of one material as seen in daylight: sunlit, middle, shadow. */
export type Shades = readonly [light: string, mid: string, shadow: string]

export interface LandmarkColours {
  /** The main rock (or ice, or bark, where there is no rock to see). */
  rock: Shades
  /** Soil, sand or meadow underfoot. */
  ground: Shades
  /** The plants that cover the scene. */
  plants: Shades
  /** Rivers, lakes, springs or sea. */
  water: Shades
  /** Named colours of particular things: steel, brick, roofs, bands of rock, flowers, ice. */
  details: Readonly<Record<string, string>>
}

export interface Landmark {
  /** The name a visitor reads on the park map, e.g. "Half Dome". */
  name: string
  /** What it is, in one true sentence a child can understand. */
  what: string
  /** The scene that shows it. */
  drawing: LandmarkDrawing
  /** Other names stories and places use for it (matched when a chapter asks for a picture). */
  aliases?: readonly string[]
}

export interface ParkLandmarks {
  /** One or two, the one a child would recognise first. */
  landmarks: readonly Landmark[]
  colours: LandmarkColours
}

const SNOW = '#f6f8fc'

export const parkLandmarks: Readonly<Record<string, ParkLandmarks>> = {
  // ------------------------------------------------------------------ Intermountain
  arches: {
    landmarks: [
      {
        name: 'Delicate Arch',
        what: 'A free-standing arch of orange Entrada Sandstone on the edge of a slickrock bowl, with the snowy La Sal Mountains far behind it.',
        drawing: 'delicate-arch',
      },
    ],
    colours: {
      rock: ['#eb9a62', '#c9673d', '#8c402a'],
      ground: ['#f0c394', '#d9a070', '#a8704a'],
      plants: ['#a3ab72', '#77844f', '#525d39'],
      water: ['#8fc6dc', '#5a9fc0', '#3a7396'],
      details: { slickrock: '#eab98e', mountains: '#7f8fb2', snow: SNOW, varnish: '#6e3a2a' },
    },
  },
  'big-bend': {
    landmarks: [
      {
        name: 'Santa Elena Canyon',
        what: 'A canyon where the Rio Grande flows out between limestone cliffs about 1,500 feet tall; the cliff on the left is in Mexico and the one on the right is in Texas.',
        drawing: 'santa-elena-canyon',
        aliases: ['Rio Grande'],
      },
    ],
    colours: {
      rock: ['#dccaa6', '#b29d7b', '#7a6852'],
      ground: ['#dfc79c', '#c5a778', '#957650'],
      plants: ['#a7b073', '#7a8a50', '#506039'],
      water: ['#9aa779', '#74805a', '#505b3f'],
      details: { cane: '#9fb464', ocotillo: '#5f6b45' },
    },
  },
  'black-canyon-of-the-gunnison': {
    landmarks: [
      {
        name: 'Painted Wall',
        what: 'The tallest cliff in Colorado, about 2,250 feet of dark schist and gneiss streaked with pale pink stripes of pegmatite.',
        drawing: 'painted-wall',
        aliases: ['Chasm View', 'Gunnison River'],
      },
    ],
    colours: {
      rock: ['#77757a', '#4d4b51', '#2a282e'],
      ground: ['#b2a384', '#8f8066', '#66594a'],
      plants: ['#8d9b5c', '#607142', '#3f4e2f'],
      water: ['#6cae8a', '#458a68', '#2b5e48'],
      details: { pegmatite: '#ecc9bf', pegmatiteShadow: '#bb9590' },
    },
  },
  'bryce-canyon': {
    landmarks: [
      {
        name: 'Bryce Amphitheater',
        what: 'A great bowl crowded with hoodoos, tall spires of orange, pink and white limestone.',
        drawing: 'bryce-amphitheater',
      },
      {
        name: "Thor's Hammer",
        what: 'A hoodoo with a heavy block of hard rock balanced on top of its thin neck, like a hammer.',
        drawing: 'bryce-amphitheater',
      },
    ],
    colours: {
      rock: ['#f4a56e', '#dc7b4b', '#a65337'],
      ground: ['#eebd92', '#d69a6e', '#a8704e'],
      plants: ['#6f8c58', '#4b6b42', '#31492d'],
      water: ['#8fc6dc', '#5a9fc0', '#3a7396'],
      details: { white: '#f7e8d8', pink: '#eeb0a2', cap: '#e6d2bc' },
    },
  },
  canyonlands: {
    landmarks: [
      {
        name: 'Mesa Arch',
        what: 'A long, low arch on the very edge of a cliff; at sunrise the light bouncing up from the canyon makes its underside glow orange.',
        drawing: 'mesa-arch',
        aliases: ['Island in the Sky', 'Grand View Point'],
      },
    ],
    colours: {
      rock: ['#e6a472', '#c97d4e', '#8c5034'],
      ground: ['#e9c29a', '#d2a074', '#a0744e'],
      plants: ['#a2a86c', '#767e4c', '#4f5734'],
      water: ['#7c9a7a', '#5a7a5e', '#3c5a44'],
      details: { whiteRim: '#ece2cc', mountains: '#8e98ba', snow: SNOW, glow: '#ff9a4c' },
    },
  },
  'capitol-reef': {
    landmarks: [
      {
        name: 'Capitol Dome',
        what: 'A rounded dome of white Navajo Sandstone that reminded early travellers of the dome of the United States Capitol.',
        drawing: 'capitol-dome',
      },
      {
        name: 'Fruita orchards',
        what: 'Fruit orchards planted by pioneers beside the Fremont River, where visitors may pick fruit in season.',
        drawing: 'capitol-dome',
        aliases: ['Fruita', 'Fremont River'],
      },
    ],
    colours: {
      rock: ['#da7a4c', '#b5583a', '#7c3a2a'],
      ground: ['#dbb28a', '#c29270', '#8e6a50'],
      plants: ['#8fc266', '#619c4a', '#3f6f38'],
      water: ['#8cb8a8', '#5e9484', '#3e6e60'],
      details: { navajo: '#f2e7d2', navajoShadow: '#cdbfa8', chinle: '#a0909f', blossom: '#fbe3ea' },
    },
  },
  'carlsbad-caverns': {
    landmarks: [
      {
        name: 'Big Room',
        what: 'An underground hall about 750 feet below the desert, big enough to hold about six football fields, full of stalactites, stalagmites and columns.',
        drawing: 'big-room',
      },
      {
        name: 'Rock of Ages',
        what: 'A tall, rounded stalagmite in the Big Room that grew drop by drop over many thousands of years.',
        drawing: 'big-room',
      },
    ],
    colours: {
      rock: ['#ecd6ae', '#c9a678', '#86664a'],
      ground: ['#b99c7a', '#8e7458', '#5e4a3a'],
      plants: ['#a4aa6c', '#7a844c', '#535c36'],
      water: ['#8fc7b8', '#5fa294', '#3d7a6e'],
      details: { dark: '#231a17', lamp: '#ffdca0', path: '#8c7b6a', rail: '#5b4a3e' },
    },
  },
  glacier: {
    landmarks: [
      {
        name: 'Lake McDonald',
        what: "The park's largest lake, so clear that you can see its red, green and blue pebbles, coloured by iron in very old rock.",
        drawing: 'lake-mcdonald',
      },
    ],
    colours: {
      rock: ['#aea5aa', '#807480', '#564b58'],
      ground: ['#b8a88e', '#8e7e68', '#5e5446'],
      plants: ['#5c8c5c', '#3b6a48', '#244a36'],
      water: ['#a6dbe3', '#55a9c2', '#2b7192'],
      details: { pebbleRed: '#b5544a', pebbleGreen: '#6f9c7b', pebbleBlue: '#6d88aa', pebbleGold: '#d5a65c', snow: SNOW },
    },
  },
  'grand-canyon': {
    landmarks: [
      {
        name: 'Grand Canyon',
        what: 'A canyon about a mile deep, carved by the Colorado River, with cream, red and dark rock layers stacked like a layer cake.',
        drawing: 'grand-canyon-layers',
        aliases: ['Colorado River', 'South Rim', 'Kaibab Limestone', 'Redwall Limestone', 'Vishnu Schist'],
      },
    ],
    colours: {
      rock: ['#eaa778', '#c9694a', '#8c4636'],
      ground: ['#d8b890', '#b89470', '#86684c'],
      plants: ['#8fa068', '#66784a', '#465434'],
      water: ['#6fae98', '#4a8c78', '#2f6656'],
      details: { kaibab: '#efe3c9', coconino: '#f4e9d3', redwall: '#b5543d', tonto: '#9d9a7e', vishnu: '#4b3f49' },
    },
  },
  'grand-teton': {
    landmarks: [
      {
        name: 'Grand Teton',
        what: 'The tallest peak of the Teton Range, 13,775 feet, rising straight up from the valley of Jackson Hole with no foothills in front.',
        drawing: 'grand-teton',
        aliases: ['Teton Range', 'Jackson Hole'],
      },
      {
        name: 'Moulton Barn',
        what: 'A weathered wooden barn built by a homesteading family on Mormon Row, with the Tetons rising behind it.',
        drawing: 'grand-teton',
        aliases: ['Mormon Row'],
      },
    ],
    colours: {
      rock: ['#bcbfca', '#8b8f9f', '#5c6072'],
      ground: ['#c0c096', '#9c9c76', '#727258'],
      plants: ['#5a8a62', '#3d6c4c', '#284c38'],
      water: ['#8fc6dc', '#5a9fc0', '#3a7396'],
      details: { sage: '#aab596', snow: SNOW, wood: '#8d6146', roof: '#6f5d52' },
    },
  },
  'great-sand-dunes': {
    landmarks: [
      {
        name: 'Star Dune',
        what: 'The tallest dunes in North America, about 750 feet high, piled against the snowy Sangre de Cristo Mountains.',
        drawing: 'star-dune',
        aliases: ['High Dune', 'Sangre de Cristo Mountains'],
      },
      {
        name: 'Medano Creek',
        what: 'A wide, shallow creek that flows along the foot of the dunes in late spring, where families splash and build sandcastles.',
        drawing: 'star-dune',
      },
    ],
    colours: {
      rock: ['#9098b2', '#6c7390', '#4c526c'],
      ground: ['#ebd2a3', '#cfae7e', '#a2845c'],
      plants: ['#a0ab6e', '#73824e', '#4e5c36'],
      water: ['#b2d9e0', '#7fb8c8', '#5090a6'],
      details: { snow: SNOW, cottonwood: '#8fb060' },
    },
  },
  'guadalupe-mountains': {
    landmarks: [
      {
        name: 'El Capitan',
        what: 'A sheer, pale limestone cliff at the southern end of the Guadalupe Mountains, part of a fossil reef that grew in an ancient sea.',
        drawing: 'el-capitan-texas',
        aliases: ['Capitan Reef'],
      },
      {
        name: 'Guadalupe Peak',
        what: 'The highest point in Texas, 8,751 feet, just behind El Capitan.',
        drawing: 'el-capitan-texas',
      },
    ],
    colours: {
      rock: ['#ebe2cf', '#c3b69b', '#8a7c68'],
      ground: ['#dcc8a0', '#c0a67c', '#8e7656'],
      plants: ['#aaa86e', '#7e8250', '#565c3a'],
      water: ['#8fc6dc', '#5a9fc0', '#3a7396'],
      details: { agave: '#86a180', yuccaStalk: '#c9b07a', slope: '#b0a07e' },
    },
  },
  'mesa-verde': {
    landmarks: [
      {
        name: 'Cliff Palace',
        what: 'The largest cliff dwelling in North America, rooms and round towers of stone that Ancestral Pueblo people built in a sandstone alcove about 800 years ago.',
        drawing: 'cliff-palace',
      },
    ],
    colours: {
      rock: ['#e6c59c', '#c59b6b', '#7e5a3e'],
      ground: ['#d2b08a', '#b08c68', '#7e6248'],
      plants: ['#80905a', '#5b6b40', '#3c4a2c'],
      water: ['#8fc6dc', '#5a9fc0', '#3a7396'],
      details: { wall: '#d9b68c', wallShadow: '#a8845e', alcove: '#5b3f31', doorway: '#2b1f19', plaster: '#eed6b0' },
    },
  },
  'petrified-forest': {
    landmarks: [
      {
        name: 'Blue Mesa',
        what: 'Rounded hills of blue, purple and grey clay, striped in layers, with logs of petrified wood lying at their feet.',
        drawing: 'blue-mesa',
      },
      {
        name: 'Crystal Forest',
        what: 'Logs of trees that turned to colourful quartz crystal more than 200 million years ago.',
        drawing: 'blue-mesa',
        aliases: ['Petrified logs', 'Painted Desert'],
      },
    ],
    colours: {
      rock: ['#a8b6cc', '#8493ae', '#5f6a86'],
      ground: ['#cdbba8', '#ad9a86', '#7e6e60'],
      plants: ['#bbb37c', '#938c58', '#6a663e'],
      water: ['#8fc6dc', '#5a9fc0', '#3a7396'],
      details: { lavender: '#b7a4c0', white: '#eee8e2', rust: '#c47a5c', logRed: '#c4624a', logGold: '#e0b45c', logPurple: '#8c6c8c', caprock: '#9e8a76' },
    },
  },
  'rocky-mountain': {
    landmarks: [
      {
        name: 'Longs Peak',
        what: "The park's highest mountain, 14,259 feet, with a flat summit and a sheer granite east face called the Diamond.",
        drawing: 'longs-peak',
        aliases: ['The Diamond', 'Alpine tundra', 'Trail Ridge Road'],
      },
    ],
    colours: {
      rock: ['#c9bfb7', '#988d88', '#655c5b'],
      ground: ['#b9ae7e', '#948a60', '#6a6446'],
      plants: ['#9aa967', '#73804a', '#4f5a34'],
      water: ['#8fc6dc', '#5a9fc0', '#3a7396'],
      details: { snow: SNOW, sunflower: '#f2c53a', skyPilot: '#8e7ad0', pink: '#e58aa8', forest: '#3f644c' },
    },
  },
  saguaro: {
    landmarks: [
      {
        name: 'Saguaro forest',
        what: 'Giant saguaro cacti that can grow taller than 40 feet and live for more than 150 years; they only grow arms when they are many decades old.',
        drawing: 'saguaro-forest',
        aliases: ['Saguaro cactus', 'Rincon Mountains', 'Tucson Mountains'],
      },
    ],
    colours: {
      rock: ['#a98e9c', '#836a7a', '#5e4a5a'],
      ground: ['#dcb48c', '#c29570', '#8e6c4e'],
      plants: ['#74a066', '#56804c', '#3a5a36'],
      water: ['#8fc6dc', '#5a9fc0', '#3a7396'],
      details: { flower: '#fbf6e6', ocotillo: '#5f6e44', ocotilloFlower: '#e8452e', paloVerde: '#a9c25c', prickly: '#7e9c5a' },
    },
  },
  'white-sands': {
    landmarks: [
      {
        name: 'Gypsum dunes',
        what: 'The largest gypsum dunefield in the world, with sand so white it looks like snow and stays cool under bare feet.',
        drawing: 'gypsum-dunes',
        aliases: ['Gypsum dunefield', 'Alkali Flat'],
      },
    ],
    colours: {
      rock: ['#9d9cba', '#777896', '#555670'],
      ground: ['#fcfbf7', '#e4e7ee', '#bfc6d4'],
      plants: ['#9ab17b', '#6f8b59', '#4a6440'],
      water: ['#c9dde4', '#a6c4d0', '#7a9eb0'],
      details: { yuccaStalk: '#c7b27e', yuccaFlower: '#f6f0da' },
    },
  },
  yellowstone: {
    landmarks: [
      {
        name: 'Old Faithful',
        what: 'A geyser that shoots boiling water high into the air about every hour and a half, watched from a boardwalk.',
        drawing: 'old-faithful',
        aliases: ['Upper Geyser Basin', 'Steamboat Geyser'],
      },
      {
        name: 'Grand Prismatic Spring',
        what: 'The largest hot spring in the United States: deep blue in the middle, with rings of green, yellow and orange made by tiny living things.',
        drawing: 'grand-prismatic',
        aliases: ['Midway Geyser Basin'],
      },
    ],
    colours: {
      rock: ['#e8e2d6', '#c6bdad', '#8f8777'],
      ground: ['#c9c0a8', '#a89e86', '#7a7260'],
      plants: ['#5f8b5b', '#3f6b47', '#294b35'],
      water: ['#6fc3e0', '#2f86cc', '#1d5e9c'],
      details: { teal: '#5ac4c6', green: '#9dd07a', yellow: '#f1c94a', orange: '#e47a30', rust: '#b9552e', sinter: '#efe9dd', boardwalk: '#9a7b5c' },
    },
  },
  zion: {
    landmarks: [
      {
        name: 'Angels Landing',
        what: 'A narrow fin of Navajo Sandstone rising almost 1,500 feet above the Virgin River in Zion Canyon.',
        drawing: 'angels-landing',
        aliases: ['Zion Canyon', 'Virgin River', 'The Narrows', 'Great White Throne'],
      },
    ],
    colours: {
      rock: ['#dc7a4c', '#b6573a', '#7b3b2b'],
      ground: ['#d6a47c', '#b8845e', '#8a6046'],
      plants: ['#8dbd5f', '#63994b', '#3f6e39'],
      water: ['#82b3a0', '#5c927f', '#3d6d5e'],
      details: { whiteTop: '#f3e5cd', salmon: '#eab08c', varnish: '#6b4a3b' },
    },
  },

  // ------------------------------------------------------------------ East & Other
  acadia: {
    landmarks: [
      {
        name: 'Bass Harbor Head Light',
        what: 'A white lighthouse built in 1858 on the rocky granite cliffs at the southern tip of Mount Desert Island.',
        drawing: 'bass-harbor-head',
        aliases: ['Bass Harbor', 'Mount Desert Island'],
      },
    ],
    colours: {
      rock: ['#dcae9e', '#b28679', '#785850'],
      ground: ['#c9a898', '#a88676', '#765e56'],
      plants: ['#4f7b5b', '#335f47', '#1f4333'],
      water: ['#6ba0c2', '#3f7ba7', '#24577f'],
      details: { tower: '#f6f4ee', lantern: '#2b2b31', beam: '#ff5a4a', roof: '#5f5d63', house: '#f4f1ea' },
    },
  },
  badlands: {
    landmarks: [
      {
        name: 'The Badlands Wall',
        what: 'A long wall of sharp ridges and spires of soft rock, striped tan, grey and red, that wears away about an inch each year.',
        drawing: 'badlands-wall',
        aliases: ['Pinnacles', 'Sheep Mountain Table'],
      },
      {
        name: 'Yellow Mounds',
        what: 'Rounded hills of bright yellow, the soil of an ancient sea floor, at the foot of the Badlands Wall.',
        drawing: 'badlands-wall',
      },
    ],
    colours: {
      rock: ['#ebdcc2', '#c9b296', '#8e7864'],
      ground: ['#cdc489', '#a8a466', '#7c7c4a'],
      plants: ['#c9c47a', '#a4a85a', '#7a8246'],
      water: ['#8fc6dc', '#5a9fc0', '#3a7396'],
      details: { red: '#c87c5c', grey: '#b4aca8', yellow: '#e5ba4c', ochre: '#d68e4c' },
    },
  },
  biscayne: {
    landmarks: [
      {
        name: 'Boca Chita Key Lighthouse',
        what: 'A small ornamental lighthouse built of coral rock in the 1930s on a tiny island in the bay.',
        drawing: 'boca-chita',
        aliases: ['Boca Chita Key', 'Elliott Key', 'Biscayne Bay'],
      },
      {
        name: 'Florida Reef',
        what: 'Living coral reefs under the clear, warm, turquoise water, home to hundreds of kinds of fish.',
        drawing: 'boca-chita',
        aliases: ['Coral reef'],
      },
    ],
    colours: {
      rock: ['#eadfc4', '#c9b99a', '#9a8b6f'],
      ground: ['#f6e9c8', '#e6d2a6', '#c2aa7e'],
      plants: ['#62a05e', '#3f7d46', '#285c33'],
      water: ['#8eeade', '#3cc4c0', '#1a89a8'],
      details: { lantern: '#3b3b42', coral: '#f28c6c', coralPurple: '#b578c8', coralGold: '#f2c45a', seagrass: '#5e9a5a' },
    },
  },
  congaree: {
    landmarks: [
      {
        name: 'Cypress knees',
        what: 'Bald cypress trees in the dark floodplain water, surrounded by their woody "knees" that poke up out of the water.',
        drawing: 'cypress-knees',
        aliases: ['Bald cypress', 'Weston Lake', 'Cedar Creek'],
      },
      {
        name: 'Boardwalk Loop',
        what: 'A 2.6-mile boardwalk that carries visitors above the swampy floodplain forest.',
        drawing: 'cypress-knees',
        aliases: ['Boardwalk'],
      },
    ],
    colours: {
      rock: ['#9a7a62', '#735844', '#4c3a2c'],
      ground: ['#8a7a5c', '#6a5c44', '#4a4030'],
      plants: ['#7da95c', '#518446', '#305b31'],
      water: ['#6e6a50', '#4c4836', '#2e2c20'],
      details: { boardwalk: '#a98c6a', rail: '#7e6448', trunk: '#8d6e58' },
    },
  },
  'cuyahoga-valley': {
    landmarks: [
      {
        name: 'Brandywine Falls',
        what: 'A 60-foot waterfall that splashes down ledges of sandstone and shale in a leafy gorge, seen from a boardwalk.',
        drawing: 'brandywine-falls',
      },
    ],
    colours: {
      rock: ['#bcae9a', '#908474', '#605850'],
      ground: ['#a8946e', '#86744f', '#5e5238'],
      plants: ['#7eb65f', '#54914a', '#336b3a'],
      water: ['#e8f4f6', '#a9d3de', '#5b99ad'],
      details: { shale: '#6e6660', boardwalk: '#9c7b5b' },
    },
  },
  'dry-tortugas': {
    landmarks: [
      {
        name: 'Fort Jefferson',
        what: 'A huge six-sided fort of red brick, built in the 1800s on Garden Key, with a moat and a sea wall all around it.',
        drawing: 'fort-jefferson',
        aliases: ['Garden Key'],
      },
    ],
    colours: {
      rock: ['#f4ead2', '#e0cfac', '#b8a57e'],
      ground: ['#f7eed8', '#e6d6b0', '#c4b088'],
      plants: ['#6fae5a', '#4c8c46', '#326a34'],
      water: ['#80e2d8', '#2ebcc4', '#167e9e'],
      details: { brick: '#bd6a4e', brickShadow: '#8c4636', opening: '#3b2521', seaWall: '#dccfb2', tower: '#3a3a3c' },
    },
  },
  everglades: {
    landmarks: [
      {
        name: 'River of Grass',
        what: 'A very wide, shallow river of sawgrass that flows slowly south to Florida Bay, dotted with islands of trees.',
        drawing: 'river-of-grass',
        aliases: ['Shark River Slough', 'Pa-hay-okee', 'Anhinga Trail'],
      },
    ],
    colours: {
      rock: ['#c8c0a6', '#a49c84', '#767060'],
      ground: ['#b3a560', '#928648', '#6a6234'],
      plants: ['#ccbc68', '#a99c4e', '#7b7338'],
      water: ['#9cc4bc', '#629a90', '#3d6e66'],
      details: { hammock: '#4c7c4a', hammockDark: '#305a34', egret: '#ffffff' },
    },
  },
  'gateway-arch': {
    landmarks: [
      {
        name: 'Gateway Arch',
        what: 'A 630-foot arch of stainless steel beside the Mississippi River in St. Louis, the tallest arch in the world.',
        drawing: 'gateway-arch',
        aliases: ['Mississippi River', 'St. Louis'],
      },
      {
        name: 'Old Courthouse',
        what: 'The domed courthouse where Dred and Harriet Scott went to court to ask for their freedom.',
        drawing: 'gateway-arch',
      },
    ],
    colours: {
      rock: ['#d2c7b4', '#aea38e', '#7e7664'],
      ground: ['#8ec46c', '#67a452', '#467a3e'],
      plants: ['#6ea85a', '#4a8646', '#2f6234'],
      water: ['#a4967a', '#7d6f56', '#564c3c'],
      details: { steel: '#dfe3e8', steelShadow: '#8d95a1', courthouse: '#ece3d0', dome: '#7b978b', skyline: '#8f99aa', skylineDark: '#6c7688' },
    },
  },
  'great-smoky-mountains': {
    landmarks: [
      {
        name: 'Kuwohi observation tower',
        what: "A round concrete tower with a long spiral ramp on Kuwohi, at 6,643 feet the park's highest point, looking out over ridge after misty blue ridge.",
        drawing: 'kuwohi-tower',
        aliases: ['Kuwohi', 'Clingmans Dome', 'Kuwohi (Clingmans Dome)'],
      },
    ],
    colours: {
      rock: ['#aaa69e', '#86827a', '#5e5a54'],
      ground: ['#8ea566', '#6a8250', '#4a5c3a'],
      plants: ['#5f9657', '#417545', '#2a5334'],
      water: ['#8fc6dc', '#5a9fc0', '#3a7396'],
      details: { ridgeNear: '#5d7fa8', ridgeFar: '#a9bcd8', mist: '#dbe5f2', tower: '#dcd8cd', towerShadow: '#a8a398' },
    },
  },
  'hot-springs': {
    landmarks: [
      {
        name: 'Bathhouse Row',
        what: 'A row of grand bathhouses, built from 1892 to 1923, where people came to bathe in the hot spring water.',
        drawing: 'bathhouse-row',
        aliases: ['Grand Promenade', 'Fordyce Bathhouse'],
      },
      {
        name: 'Hot Water Cascade',
        what: 'Spring water at about 143°F tumbling over rocks beside Bathhouse Row, steaming in the cool air.',
        drawing: 'bathhouse-row',
        aliases: ['Hot Springs Mountain'],
      },
    ],
    colours: {
      rock: ['#d8ccb0', '#b0a488', '#7e735e'],
      ground: ['#9cc06a', '#76a052', '#517a3e'],
      plants: ['#5f9a54', '#427a42', '#2b5a31'],
      water: ['#dcf0f2', '#a6d4de', '#6aa8ba'],
      details: { stucco: '#f1e6cc', brick: '#b65f45', buff: '#e1c795', roof: '#bb5a3c', dome: '#d6b45e', windows: '#4b5a6e', steam: '#ffffff' },
    },
  },
  'indiana-dunes': {
    landmarks: [
      {
        name: 'Mount Baldy',
        what: 'A tall sand dune on the shore of Lake Michigan that the wind pushes a few feet inland every year.',
        drawing: 'mount-baldy',
        aliases: ['West Beach', 'Lake Michigan'],
      },
    ],
    colours: {
      rock: ['#9aa6b8', '#7a8698', '#5a6678'],
      ground: ['#f1ddb1', '#d9bd8a', '#ac8f63'],
      plants: ['#a9b86b', '#7c9450', '#55703a'],
      water: ['#82c6da', '#3e92b8', '#22688c'],
      details: { skyline: '#9aa4b6', oak: '#5e8e4e' },
    },
  },
  'isle-royale': {
    landmarks: [
      {
        name: 'Rock Harbor Lighthouse',
        what: 'A white lighthouse from 1855 on the rocky shore of Isle Royale, an island in Lake Superior where moose and wolves live.',
        drawing: 'rock-harbor',
        aliases: ['Rock Harbor', 'Scoville Point', 'Lake Superior'],
      },
    ],
    colours: {
      rock: ['#76716a', '#56524c', '#3a3632'],
      ground: ['#8e8870', '#6e6a54', '#4e4a3c'],
      plants: ['#4b7b5b', '#2f5f45', '#1d4131'],
      water: ['#5f90b2', '#3b6f95', '#234f70'],
      details: { tower: '#f3f1eb', lantern: '#2e2e33', roof: '#5d5a5c' },
    },
  },
  'mammoth-cave': {
    landmarks: [
      {
        name: 'Mammoth Cave passages',
        what: 'The longest known cave system in the world, with more than 400 miles of long, winding limestone passages mapped so far.',
        drawing: 'mammoth-passage',
        aliases: ['The Rotunda', "Fat Man's Misery", 'Historic Entrance'],
      },
      {
        name: 'Frozen Niagara',
        what: 'A huge flowstone formation of cream and orange that looks like a waterfall turned to stone.',
        drawing: 'mammoth-passage',
      },
    ],
    colours: {
      rock: ['#cbbb9f', '#9c8c74', '#5f5547'],
      ground: ['#9a8a70', '#7a6c56', '#54493c'],
      plants: ['#5f9a54', '#427a42', '#2b5a31'],
      water: ['#5e7e7e', '#46625f', '#2e4442'],
      details: { flowstone: '#ebc894', flowstoneShadow: '#c99a62', dark: '#221b17', lamp: '#ffd98a', rail: '#6b5b4c' },
    },
  },
  'new-river-gorge': {
    landmarks: [
      {
        name: 'New River Gorge Bridge',
        what: 'A steel arch bridge 876 feet above the New River; when it opened in 1977 it was the longest single-span arch bridge in the world.',
        drawing: 'gorge-bridge',
        aliases: ['New River Gorge', 'Endless Wall', 'New River'],
      },
    ],
    colours: {
      rock: ['#ccb89c', '#a08c72', '#6c5c4a'],
      ground: ['#8e9a62', '#6c7a4a', '#4c5836'],
      plants: ['#61a052', '#437d40', '#2b5b30'],
      water: ['#7a9a86', '#567a66', '#3a5848'],
      details: { steel: '#8d5c40', steelShadow: '#5e3c2c', deck: '#6e6a66', rapids: '#ffffff' },
    },
  },
  shenandoah: {
    landmarks: [
      {
        name: 'Skyline Drive',
        what: 'A 105-mile road along the crest of the Blue Ridge Mountains, with stone-walled overlooks above the Shenandoah Valley.',
        drawing: 'skyline-drive',
        aliases: ['Shenandoah Valley', 'Blue Ridge'],
      },
    ],
    colours: {
      rock: ['#a8a496', '#858274', '#5e5c52'],
      ground: ['#a6b872', '#809454', '#5a6c3c'],
      plants: ['#6ca253', '#4a8145', '#2f5d35'],
      water: ['#8fc6dc', '#5a9fc0', '#3a7396'],
      details: { wall: '#a69c8d', wallShadow: '#7a7266', road: '#5d5c61', line: '#f2d35a', ridge: '#7d94c2', field: '#b9c77c' },
    },
  },
  'theodore-roosevelt': {
    landmarks: [
      {
        name: 'Painted Canyon',
        what: 'Badlands striped with grey clay, tan sandstone, black seams of lignite coal and red clinker baked hard by burning coal.',
        drawing: 'painted-canyon',
        aliases: ['Little Missouri River', 'Wind Canyon'],
      },
    ],
    colours: {
      rock: ['#dbcfba', '#b2a28c', '#7b6d60'],
      ground: ['#c2bc82', '#9c9a62', '#706e46'],
      plants: ['#b9b978', '#8f9756', '#5e6a3e'],
      water: ['#95ada6', '#6e8a82', '#4a625c'],
      details: { lignite: '#302b2b', clinker: '#b9513b', grey: '#a9a9a7', juniper: '#4c6a4a' },
    },
  },
  'virgin-islands': {
    landmarks: [
      {
        name: 'Trunk Bay',
        what: 'A curving beach of white sand and turquoise water on St. John, with the small island of Trunk Cay just offshore.',
        drawing: 'trunk-bay',
        aliases: ['Trunk Cay', 'St. John'],
      },
    ],
    colours: {
      rock: ['#a99c8c', '#837868', '#5c5448'],
      ground: ['#fbf5e6', '#ece0c6', '#cbbb98'],
      plants: ['#5fae5a', '#3b8a45', '#216a35'],
      water: ['#a0f1e3', '#35c6c8', '#1888a8'],
      details: { seaGrape: '#6fa54a' },
    },
  },
  voyageurs: {
    landmarks: [
      {
        name: 'Rainy Lake',
        what: 'A big lake full of rocky islands of pink and grey granite, some of the oldest rock in North America, smoothed by glaciers.',
        drawing: 'rainy-lake',
        aliases: ['Kabetogama Peninsula', 'Canadian Shield', 'Kettle Falls'],
      },
    ],
    colours: {
      rock: ['#d7b2a2', '#a98a80', '#755f5a'],
      ground: ['#a89a7e', '#847860', '#5c5444'],
      plants: ['#4f7f5b', '#335f45', '#1f4131'],
      water: ['#6fa0c2', '#3f78a2', '#23567e'],
      details: { canoe: '#c8503a', aurora: '#6ef0a4' },
    },
  },
  'wind-cave': {
    landmarks: [
      {
        name: 'Boxwork',
        what: 'Thin blades of calcite that criss-cross the walls and ceilings like a honeycomb; Wind Cave holds most of the boxwork ever found.',
        drawing: 'boxwork',
        aliases: ['Wind Cave'],
      },
    ],
    colours: {
      rock: ['#caa982', '#9a7a5a', '#5e4836'],
      ground: ['#a88c6c', '#806a52', '#584a3a'],
      plants: ['#b8c070', '#909a52', '#64703a'],
      water: ['#7aa8b0', '#56868e', '#38606a'],
      details: { boxwork: '#f0e2c6', dark: '#241a14', lamp: '#ffd98a' },
    },
  },

  // ------------------------------------------------------------------ Alaska
  denali: {
    landmarks: [
      {
        name: 'Denali',
        what: 'The tallest mountain in North America, 20,310 feet, a huge snowy massif rising far above the tundra.',
        drawing: 'denali-massif',
        aliases: ['Wonder Lake', 'Polychrome Pass'],
      },
    ],
    colours: {
      rock: ['#918c94', '#6a656e', '#47434c'],
      ground: ['#b8ac6a', '#8e884a', '#666236'],
      plants: ['#a8ae6a', '#80884a', '#5a6236'],
      water: ['#bccbd0', '#8ea6ae', '#617d87'],
      details: { snow: SNOW, snowShadow: '#c4d2e6', fireweed: '#d14c8c', tundraRed: '#c25a3c', spruce: '#3e6448' },
    },
  },
  'gates-of-the-arctic': {
    landmarks: [
      {
        name: 'Frigid Crags and Boreal Mountain',
        what: 'Two steep mountains on either side of the North Fork of the Koyukuk River, the "gates" that gave the park its name.',
        drawing: 'arctic-gates',
        aliases: ['Brooks Range', 'Arrigetch Peaks', 'Koyukuk River'],
      },
    ],
    colours: {
      rock: ['#a09ea6', '#72707c', '#4c4a56'],
      ground: ['#aaa864', '#80844a', '#585e34'],
      plants: ['#a8a862', '#7e844a', '#565e34'],
      water: ['#90bccc', '#5e96ac', '#3a6e84'],
      details: { snow: SNOW, spruce: '#3c5e46', willow: '#8e9e4e' },
    },
  },
  'glacier-bay': {
    landmarks: [
      {
        name: 'Margerie Glacier',
        what: 'A tidewater glacier about a mile wide whose wall of ice rises about 250 feet above the water and drops chunks of ice into the bay.',
        drawing: 'margerie-glacier',
        aliases: ['Tarr Inlet', 'Johns Hopkins Glacier', 'Grand Pacific Glacier'],
      },
    ],
    colours: {
      rock: ['#8e9098', '#6a6c76', '#484a54'],
      ground: ['#7e7870', '#5e5a54', '#403e3a'],
      plants: ['#4f7b5a', '#335f45', '#1f4131'],
      water: ['#7fadb4', '#4f8a92', '#2f6670'],
      details: { ice: '#eef8fc', iceBlue: '#95d4ea', iceDeep: '#3f9fc8', moraine: '#6b6561', snow: SNOW },
    },
  },
  katmai: {
    landmarks: [
      {
        name: 'Brooks Falls',
        what: 'A low, wide waterfall where brown bears stand in July to catch salmon leaping upstream.',
        drawing: 'brooks-falls',
        aliases: ['Brooks River', 'Brooks Camp'],
      },
    ],
    colours: {
      rock: ['#7a746c', '#5a554e', '#3c3834'],
      ground: ['#9a9a6a', '#76784e', '#525638'],
      plants: ['#5a8a58', '#3c6c46', '#264c34'],
      water: ['#aed9e2', '#5e9db2', '#356d82'],
      details: { salmon: '#d24f3a', foam: '#ffffff', bear: '#6f4a32' },
    },
  },
  'kenai-fjords': {
    landmarks: [
      {
        name: 'Aialik Glacier',
        what: 'A tidewater glacier that flows down from the Harding Icefield and ends in a wall of blue ice at the sea in Aialik Bay.',
        drawing: 'aialik-glacier',
        aliases: ['Harding Icefield', 'Aialik Bay', 'Exit Glacier'],
      },
    ],
    colours: {
      rock: ['#646a76', '#4a505c', '#30363f'],
      ground: ['#6e6c66', '#54524e', '#3a3936'],
      plants: ['#4a7a52', '#305e40', '#1e422e'],
      water: ['#5f8fab', '#3f6f8f', '#254f6b'],
      details: { ice: '#eef8fc', iceBlue: '#8fd0e6', iceDeep: '#3b98c2', snow: SNOW, puffinBeak: '#f07a2a' },
    },
  },
  'kobuk-valley': {
    landmarks: [
      {
        name: 'Great Kobuk Sand Dunes',
        what: 'The largest active sand dunes in the Arctic, golden dunes beside spruce forest, where caribou cross on their long migration.',
        drawing: 'kobuk-dunes',
        aliases: ['Kobuk River', 'Little Kobuk Sand Dunes'],
      },
    ],
    colours: {
      rock: ['#9a9aa6', '#767684', '#545462'],
      ground: ['#e6cca2', '#cbaa7a', '#9e8058'],
      plants: ['#9d9e5c', '#777c44', '#525830'],
      water: ['#84a8b8', '#5e8698', '#3e6474'],
      details: { spruce: '#3d644a', spruceDark: '#294a36' },
    },
  },
  'lake-clark': {
    landmarks: [
      {
        name: 'Redoubt Volcano',
        what: 'An active volcano 10,197 feet tall, covered in snow and glaciers, that last erupted in 2009.',
        drawing: 'redoubt',
        aliases: ['Crescent Lake', 'Iliamna Volcano'],
      },
    ],
    colours: {
      rock: ['#8a8690', '#66626e', '#46424e'],
      ground: ['#8e9a64', '#6c784a', '#4c5636'],
      plants: ['#4d7d55', '#325f42', '#1f4230'],
      water: ['#6ed0cc', '#2fa8ac', '#1b7a84'],
      details: { snow: SNOW, snowShadow: '#c8d6e8', floatPlane: '#f2c53a' },
    },
  },
  'wrangell-st-elias': {
    landmarks: [
      {
        name: 'Kennecott Mill Town',
        what: 'Red wooden buildings of an old copper mine, built up a steep mountainside beside the Kennicott Glacier in the early 1900s.',
        drawing: 'kennecott',
        aliases: ['Kennecott', 'Root Glacier', 'Kennicott Glacier'],
      },
    ],
    colours: {
      rock: ['#8f8c94', '#6a6770', '#48454e'],
      ground: ['#8a8478', '#6a655c', '#4a4640'],
      plants: ['#557f55', '#3a6243', '#244530'],
      water: ['#b2cad2', '#86a6b2', '#5c7e8c'],
      details: { red: '#a93429', redShadow: '#7c2520', trim: '#f1ebe0', roof: '#5f5752', rubble: '#7c7672', ice: '#e8f2f6', snow: SNOW },
    },
  },

  // ------------------------------------------------------------------ Pacific
  'channel-islands': {
    landmarks: [
      {
        name: 'Arch Rock',
        what: 'A natural sea arch about 40 feet tall off the east end of Anacapa Island, with brown pelicans and gulls all around.',
        drawing: 'anacapa-arch',
        aliases: ['Anacapa Island', 'Painted Cave'],
      },
    ],
    colours: {
      rock: ['#9e826c', '#766050', '#4e3e33'],
      ground: ['#b8a67c', '#948458', '#6a603e'],
      plants: ['#8ea25c', '#68783f', '#46532b'],
      water: ['#4f9cc2', '#2e78a0', '#1a5678'],
      details: { guano: '#f1ece2', coreopsis: '#f2d03a', kelp: '#8a6a2e' },
    },
  },
  'crater-lake': {
    landmarks: [
      {
        name: 'Wizard Island',
        what: 'A cinder cone island in Crater Lake, the deepest lake in the United States, whose water is a famous deep blue.',
        drawing: 'wizard-island',
        aliases: ['Crater Lake', 'Phantom Ship', 'Mount Mazama'],
      },
    ],
    colours: {
      rock: ['#a0948e', '#7a6e6a', '#544a48'],
      ground: ['#b4a89a', '#8e8276', '#645a52'],
      plants: ['#4d7d5b', '#315f45', '#1e4231'],
      water: ['#2c63bc', '#1b4b9c', '#0f3472'],
      details: { snow: SNOW, cinder: '#6e5650' },
    },
  },
  'death-valley': {
    landmarks: [
      {
        name: 'Badwater Basin',
        what: 'A huge salt flat 282 feet below sea level, the lowest point in North America, crusted with white salt in six-sided shapes.',
        drawing: 'badwater',
        aliases: ['Salt flats', 'Telescope Peak'],
      },
    ],
    colours: {
      rock: ['#a48474', '#7c6052', '#523e36'],
      ground: ['#dccbaa', '#bca888', '#8a7a62'],
      plants: ['#a9a878', '#818256', '#5a5c3c'],
      water: ['#bcdce0', '#8ebec6', '#5e98a4'],
      details: { salt: '#f9f7f1', saltRidge: '#d9d3c7', snow: SNOW, gold: '#e6c07a' },
    },
  },
  'great-basin': {
    landmarks: [
      {
        name: 'Wheeler Peak',
        what: 'A 13,063-foot mountain of grey quartzite, the highest point in the park, often with snow near the top.',
        drawing: 'wheeler-bristlecone',
      },
      {
        name: 'Bristlecone pines',
        what: 'Twisted, golden-barked Great Basin bristlecone pines high on the mountain; some of them are thousands of years old.',
        drawing: 'wheeler-bristlecone',
        aliases: ['Bristlecone Pine Grove'],
      },
    ],
    colours: {
      rock: ['#bbb6b2', '#8c8884', '#5f5b58'],
      ground: ['#b5ac96', '#948a74', '#6a6254'],
      plants: ['#5f7f59', '#43623f', '#2c442b'],
      water: ['#8fc6dc', '#5a9fc0', '#3a7396'],
      details: { snow: SNOW, wood: '#cfa274', woodShadow: '#8e6a48', sage: '#aab29a' },
    },
  },
  haleakala: {
    landmarks: [
      {
        name: 'Haleakalā Crater',
        what: 'A huge summit valley above the clouds, dotted with cinder cones of red, orange, brown and grey.',
        drawing: 'haleakala-crater',
        aliases: ['Haleakala Crater', 'Summit', 'Puʻu ʻUlaʻula'],
      },
      {
        name: 'Silverswords',
        what: 'Silvery, spiky plants called ʻāhinahina that grow almost nowhere else; each one blooms once, after many years, and then dies.',
        drawing: 'haleakala-crater',
        aliases: ['ʻāhinahina', 'Silversword'],
      },
    ],
    colours: {
      rock: ['#b4643f', '#8c4c35', '#5f352a'],
      ground: ['#8e7268', '#6e5650', '#4c3c38'],
      plants: ['#7b8f5b', '#5a6c42', '#3c4a2e'],
      water: ['#5f9ccb', '#3e7cae', '#265c8a'],
      details: { orange: '#d38b4c', grey: '#8d8183', silver: '#dbe3e8', cloud: '#ffffff' },
    },
  },
  'hawaii-volcanoes': {
    landmarks: [
      {
        name: 'Halemaʻumaʻu Crater',
        what: 'The crater at the top of Kīlauea, one of the most active volcanoes in the world, where glowing lava comes and goes.',
        drawing: 'halemaumau',
        aliases: ['Halemaumau Crater', 'Kīlauea', 'Kilauea'],
      },
    ],
    colours: {
      rock: ['#4d474b', '#363234', '#1f1d1f'],
      ground: ['#5a5456', '#423e40', '#2a2829'],
      plants: ['#6a9a5a', '#4a7a44', '#305a30'],
      water: ['#3e7aaa', '#2a5e8c', '#1a426a'],
      details: { lava: '#ff6a1c', lavaGlow: '#ffd24c', ohia: '#e0332e', steam: '#f4f4f2' },
    },
  },
  'joshua-tree': {
    landmarks: [
      {
        name: 'Joshua trees',
        what: 'Shaggy, spiky Joshua trees, a kind of giant yucca, growing among piles of huge rounded granite boulders.',
        drawing: 'joshua-trees',
        aliases: ['Jumbo Rocks', 'Skull Rock'],
      },
    ],
    colours: {
      rock: ['#e8d0ae', '#c9a981', '#8e7356'],
      ground: ['#e2caa2', '#c8ac84', '#98805e'],
      plants: ['#8e9d5c', '#6b7b45', '#4a5731'],
      water: ['#8fc6dc', '#5a9fc0', '#3a7396'],
      details: { trunk: '#8b7561', shag: '#a8906f', mountains: '#a48ea4' },
    },
  },
  'kings-canyon': {
    landmarks: [
      {
        name: 'Kings Canyon',
        what: 'A deep valley carved by glaciers, with grey granite walls and the Kings River winding through green meadows.',
        drawing: 'kings-canyon-valley',
        aliases: ['Zumwalt Meadow', 'Kings River', 'Cedar Grove'],
      },
      {
        name: 'Grand Sentinel',
        what: 'A great granite peak that stands guard above Zumwalt Meadow.',
        drawing: 'kings-canyon-valley',
      },
    ],
    colours: {
      rock: ['#d3d1cc', '#a4a29e', '#72706e'],
      ground: ['#abc172', '#86a058', '#5e7a40'],
      plants: ['#5e8e5a', '#3e6e44', '#284e30'],
      water: ['#7cbacb', '#4a8ea8', '#2e6a80'],
      details: { snow: SNOW },
    },
  },
  'lassen-volcanic': {
    landmarks: [
      {
        name: 'Lassen Peak',
        what: 'One of the largest plug dome volcanoes in the world; it last erupted from 1914 to 1917.',
        drawing: 'lassen-peak',
        aliases: ['Manzanita Lake', 'Lake Helen'],
      },
    ],
    colours: {
      rock: ['#b5a69a', '#8c7e74', '#5f5650'],
      ground: ['#a49a7c', '#807760', '#5a5444'],
      plants: ['#4e7e54', '#336043', '#204330'],
      water: ['#70a4c4', '#4580a6', '#295e80'],
      details: { snow: SNOW, snowShadow: '#cfdaea' },
    },
  },
  'mount-rainier': {
    landmarks: [
      {
        name: 'Mount Rainier',
        what: 'An active volcano 14,410 feet tall that carries more glacier ice than any other mountain in the lower 48 states.',
        drawing: 'rainier-paradise',
        aliases: ['Emmons Glacier', 'Carbon Glacier'],
      },
      {
        name: 'Paradise meadows',
        what: 'Wildflower meadows on the mountain, purple with lupine and red with paintbrush in summer.',
        drawing: 'rainier-paradise',
        aliases: ['Paradise'],
      },
    ],
    colours: {
      rock: ['#8c8288', '#685f66', '#463f46'],
      ground: ['#8fb868', '#6c9852', '#4c723e'],
      plants: ['#4f8054', '#336244', '#204430'],
      water: ['#8fc6dc', '#5a9fc0', '#3a7396'],
      details: { snow: SNOW, snowShadow: '#c6d6ea', lupine: '#7b6ad2', paintbrush: '#e2423a', aster: '#c9b4ee' },
    },
  },
  'american-samoa': {
    landmarks: [
      {
        name: 'Pola Island',
        what: 'A sheer island of dark volcanic rock rising from the sea off Tutuila, where seabirds nest on the cliffs.',
        drawing: 'pola-island',
        aliases: ['Tutuila', 'Vatia'],
      },
    ],
    colours: {
      rock: ['#5c5852', '#45423d', '#2e2c28'],
      ground: ['#f2e8d0', '#ddcfae', '#b8a884'],
      plants: ['#3f9550', '#2b743e', '#1b522c'],
      water: ['#62dad0', '#1eaab8', '#0e6e94'],
      details: { reef: '#f2a282', bat: '#4a3b36' },
    },
  },
  'north-cascades': {
    landmarks: [
      {
        name: 'Picket Range',
        what: 'A row of steep, jagged peaks hung with glaciers in the wild heart of the park, above lakes turned turquoise by glacier flour.',
        drawing: 'picket-range',
        aliases: ['Mount Shuksan', 'Cascade Pass'],
      },
    ],
    colours: {
      rock: ['#8b8e9a', '#646874', '#424652'],
      ground: ['#7e8a66', '#606a4c', '#424a36'],
      plants: ['#426f50', '#2b523c', '#1a382a'],
      water: ['#6fd6d0', '#33b0b4', '#1d7e8a'],
      details: { snow: SNOW, ice: '#dff2f8' },
    },
  },
  olympic: {
    landmarks: [
      {
        name: 'Hoh Rain Forest',
        what: 'One of the wettest places in the lower 48 states, where thick green moss hangs from giant maples and spruces.',
        drawing: 'hoh-rain-forest',
        aliases: ['Hall of Mosses', 'Hoh River'],
      },
    ],
    colours: {
      rock: ['#7e6a58', '#5e4e40', '#3e342c'],
      ground: ['#6e7a44', '#525e34', '#384224'],
      plants: ['#7cb44c', '#56923e', '#356a2e'],
      water: ['#8ab8b0', '#5e968c', '#3e7068'],
      details: { moss: '#9cc44e', mossDark: '#6a9a3a', fern: '#4e9a3e', bark: '#6a5646' },
    },
  },
  pinnacles: {
    landmarks: [
      {
        name: 'High Peaks',
        what: 'Rock spires and crags left from an ancient volcano that the San Andreas Fault has carried about 195 miles north.',
        drawing: 'high-peaks',
        aliases: ['Bear Gulch', 'Balconies Cave', 'Bear Gulch Cave'],
      },
    ],
    colours: {
      rock: ['#c69e7c', '#9c765a', '#6a4e3c'],
      ground: ['#c9b08c', '#a68e6c', '#7a6850'],
      plants: ['#8b9b5b', '#66763e', '#44522a'],
      water: ['#8fc6dc', '#5a9fc0', '#3a7396'],
      details: { lichen: '#c8c25a', condor: '#2a2628' },
    },
  },
  redwood: {
    landmarks: [
      {
        name: 'Coast redwoods',
        what: 'The tallest trees on Earth, some more than 350 feet tall, growing in the fog near the Pacific coast.',
        drawing: 'redwood-grove',
        aliases: ['Redwoods', 'Fern Canyon', 'Tall Trees Grove'],
      },
    ],
    colours: {
      rock: ['#a8553a', '#86412c', '#5c2c1e'],
      ground: ['#6e5a44', '#564634', '#3c3024'],
      plants: ['#62a04e', '#43803e', '#2a5c2c'],
      water: ['#7aa8a4', '#56847e', '#3a605c'],
      details: { fog: '#eef2ee', fern: '#4e9a3e', sorrel: '#8cc65a' },
    },
  },
  sequoia: {
    landmarks: [
      {
        name: 'General Sherman Tree',
        what: 'A giant sequoia about 275 feet tall, the largest tree on Earth by volume, with a trunk wider than a road.',
        drawing: 'general-sherman',
        aliases: ['Giant Forest', 'General Sherman'],
      },
    ],
    colours: {
      rock: ['#b95c30', '#914427', '#5f2b1b'],
      ground: ['#a8906c', '#86704f', '#5e4e38'],
      plants: ['#4f7f4b', '#355f3a', '#224228'],
      water: ['#8fc6dc', '#5a9fc0', '#3a7396'],
      details: { granite: '#cdc8bf', fence: '#6f5a46' },
    },
  },
  yosemite: {
    landmarks: [
      {
        name: 'Half Dome',
        what: 'A granite dome with one sheer, flat face, rising nearly 5,000 feet above Yosemite Valley.',
        drawing: 'tunnel-view',
        aliases: ['Yosemite Valley', 'Tunnel View'],
      },
      {
        name: 'El Capitan',
        what: 'A granite cliff about 3,000 feet tall on the side of Yosemite Valley, one of the largest single rocks in the world.',
        drawing: 'tunnel-view',
        aliases: ['Bridalveil Fall', 'Yosemite Falls'],
      },
    ],
    colours: {
      rock: ['#e6e2da', '#b9b3ab', '#85817a'],
      ground: ['#a9b96c', '#84985a', '#5e7044'],
      plants: ['#4f7f4f', '#2f5f3b', '#1f432b'],
      water: ['#d6ecf4', '#9fcbe0', '#5e9cbc'],
      details: { snow: SNOW },
    },
  },
}

/** The landmarks of a park, or null for a park the illustrator has no landmark for. */
export function landmarksOf(parkId: string): ParkLandmarks | null {
  return parkLandmarks[parkId] ?? null
}
