import { useEffect, useLayoutEffect } from 'react'

/** `useLayoutEffect` in the browser; on the server, where layout effects warn and never run, `useEffect`. */
export const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect
