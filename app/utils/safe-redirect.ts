const DEFAULT_REDIRECT = '/'

/**
 * Only same-site paths are allowed as redirect targets, so a crafted link cannot send a parent to
 * another site after signing in. Anything else becomes the fallback.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = DEFAULT_REDIRECT) {
  if (!to || typeof to !== 'string') return fallback
  const target = to.trim()
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback
  // Control characters and backslashes can make browsers read the target as another host.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(target)) return fallback
  return target
}
