import type * as MenuParts from './dropdown-menu-parts'
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type MutableRefObject,
  type PointerEvent,
  type ReactNode,
} from 'react'
import { useBrowserLayoutEffect } from '~/utils/browser-layout-effect'
import { loadOnce } from '~/utils/load-once'
import { whenIdle } from '~/utils/when-idle'

/**
 * The top bar's menus are on every signed-in page, and Radix's dropdown menu (its popper, focus scope
 * and roving focus: about 20 KB gzip) was evaluated before every signed-in page could hydrate. Now the
 * page starts with the trigger alone, a plain button that looks and reads the same (a menu button,
 * collapsed), and Radix's parts come once the page is idle, or at once when a child or parent opens the
 * menu first. A menu asked for before its parts came opens as they arrive.
 *
 * When the parts arrive, Radix's trigger takes the plain one's place; if the plain one had focus, the
 * new one gets it. The parts themselves are in `dropdown-menu-parts.tsx`.
 */
type Parts = typeof MenuParts

const menuParts = loadOnce(() => import('./dropdown-menu-parts'))

const MenuContext = createContext<{
  parts: Parts | null
  /** Opens the menu, as soon as its parts are here. */
  openSoon: () => void
  /** Set when the plain trigger leaves with focus, so that Radix's trigger takes it. */
  focusTrigger: MutableRefObject<boolean>
} | null>(null)

export function DropdownMenu({ children }: { children: ReactNode }) {
  const [parts, setParts] = useState(menuParts.loaded)
  const [open, setOpen] = useState(false)
  const focusTrigger = useRef(false)
  // A menu that cannot load stays a closed button; the next press asks again.
  const fetchParts = useCallback(() => void menuParts.load().then(setParts, () => setOpen(false)), [])
  useEffect(() => (parts ? undefined : whenIdle(fetchParts)), [parts, fetchParts])
  const openSoon = useCallback(() => {
    setOpen(true)
    fetchParts()
  }, [fetchParts])

  const context = { parts, openSoon, focusTrigger }
  if (!parts) return <MenuContext.Provider value={context}>{children}</MenuContext.Provider>
  const Root = parts.DropdownMenu
  return (
    <MenuContext.Provider value={context}>
      <Root open={open} onOpenChange={setOpen}>
        {children}
      </Root>
    </MenuContext.Provider>
  )
}

type TriggerProps = Omit<ComponentProps<Parts['DropdownMenuTrigger']>, 'asChild'>

export function DropdownMenuTrigger(props: TriggerProps) {
  const menu = useContext(MenuContext)
  const Trigger = menu?.parts?.DropdownMenuTrigger
  if (!menu || !Trigger) return <PlainTrigger {...props} />
  const { focusTrigger } = menu
  return (
    <Trigger
      {...props}
      ref={(element) => {
        if (!element || !focusTrigger.current) return
        focusTrigger.current = false
        element.focus({ preventScroll: true })
      }}
    />
  )
}

const OPENING_KEYS = ['Enter', ' ', 'ArrowDown']

/** The trigger until Radix's parts come. It opens as Radix's does: on a press of the main button, or Enter, Space or the down arrow. */
function PlainTrigger({ onPointerDown, onKeyDown, ...props }: TriggerProps) {
  const menu = useContext(MenuContext)
  const button = useRef<HTMLButtonElement>(null)
  // The clean-up runs as the button leaves, while it is still in the page.
  useBrowserLayoutEffect(() => {
    const element = button.current
    const focusTrigger = menu?.focusTrigger
    return () => {
      if (focusTrigger && element && document.activeElement === element) focusTrigger.current = true
    }
  }, [menu?.focusTrigger])
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...props}
      ref={button}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        onPointerDown?.(event)
        if (event.defaultPrevented || event.button !== 0 || event.ctrlKey) return
        event.preventDefault()
        menu?.openSoon()
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event)
        if (event.defaultPrevented || !OPENING_KEYS.includes(event.key)) return
        event.preventDefault()
        menu?.openSoon()
      }}
    />
  )
}

/** Parts inside the menu render nothing until Radix's parts have come, as a closed menu does. */
function lazyPart<K extends 'DropdownMenuContent' | 'DropdownMenuItem' | 'DropdownMenuLabel' | 'DropdownMenuSeparator'>(name: K) {
  return function Part(props: ComponentProps<Parts[K]>) {
    const Loaded = useContext(MenuContext)?.parts?.[name] as ((props: ComponentProps<Parts[K]>) => JSX.Element) | undefined
    return Loaded ? <Loaded {...props} /> : null
  }
}

export const DropdownMenuContent = lazyPart('DropdownMenuContent')
export const DropdownMenuItem = lazyPart('DropdownMenuItem')
export const DropdownMenuLabel = lazyPart('DropdownMenuLabel')
export const DropdownMenuSeparator = lazyPart('DropdownMenuSeparator')
