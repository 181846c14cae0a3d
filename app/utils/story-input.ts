import { z } from 'zod'

/** POST /api/stories and the pages' create forms (spec section 7: characters and sidekicks go by name). */
export const newStorySchema = z.object({
  childId: z.coerce.number({ invalid_type_error: 'Please choose a child.' }).int().positive('Please choose a child.'),
  parkId: z.string({ required_error: 'Please choose a park.' }).trim().min(1, 'Please choose a park.'),
  characterId: z.string({ required_error: 'Please choose a main character.' }).trim().min(1, 'Please choose a main character.'),
  sidekickId: z.string({ required_error: 'Please choose a sidekick.' }).trim().min(1, 'Please choose a sidekick.'),
})
