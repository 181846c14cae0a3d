/**
 * The word that agrees with a count: `plural(1, 'Chapter')` is "Chapter", `plural(3, 'Chapter')` is
 * "Chapters", `plural(1, 'Story', 'Stories')` is "Story". For a number shown above its label ("1
 * Chapter Read") as much as for a sentence.
 */
export function plural(count: number, one: string, many = `${one}s`) {
  return count === 1 ? one : many
}
