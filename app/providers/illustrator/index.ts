export { drawParkArt } from './park-art'
export { drawPromptArt } from './prompt-art'
export { drawCharacterArt } from './character-art'
export { drawSidekickArt } from './sidekick-art'
