/** Runs `task` once the page is interactive: after load, when the browser is idle (Safari has no idle callback). */
export function whenIdle(task: () => void) {
  const idle = typeof window.requestIdleCallback === 'function'
  let handle: number | undefined
  const start = () => {
    handle = idle ? window.requestIdleCallback(task, { timeout: 4000 }) : window.setTimeout(task, 1500)
  }
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
  return () => {
    window.removeEventListener('load', start)
    if (handle === undefined) return
    if (idle) window.cancelIdleCallback(handle)
    else window.clearTimeout(handle)
  }
}
