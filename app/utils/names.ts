/**
 * Initials for an avatar: the first letters of up to the first two words, uppercased, at most two
 * characters (spec 2.2).
 */
export function initialsOf(name: string) {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('')
    .slice(0, 2)
}

export function parentInitials(user: { firstName: string; lastName: string; email: string }) {
  const initials = initialsOf(`${user.firstName} ${user.lastName}`)
  return initials || user.email.slice(0, 1).toUpperCase()
}

export function displayName(user: { firstName: string; lastName: string; email: string }) {
  return `${user.firstName} ${user.lastName}`.trim() || user.email
}

/** The first word of a child's name: all of a child that ever reaches a writer or a storybook. */
export function firstNameOf(name: string) {
  return name.trim().split(/\s+/)[0] ?? ''
}
