/**
 * A chunk fetched once, however many callers ask for it: `load()` gives them all the same promise, and
 * `loaded()` is the module once it has come (null until then), so a component can render it at once
 * instead of suspending. A load that fails is forgotten, so the next call asks again.
 */
export function loadOnce<T>(load: () => Promise<T>) {
  let value: T | null = null
  let loading: Promise<T> | null = null
  return {
    loaded: () => value,
    load: () =>
      (loading ??= load().then(
        (result) => (value = result),
        (error: unknown) => {
          loading = null
          throw error
        },
      )),
  }
}
