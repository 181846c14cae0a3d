import type * as DialogPrimitive from '@radix-ui/react-dialog'
import type * as DialogParts from './dialog-parts'
import { createContext, useContext, useEffect, useRef, useState, type ComponentProps, type MutableRefObject } from 'react'
import { useBrowserLayoutEffect } from '~/utils/browser-layout-effect'
import { loadOnce } from '~/utils/load-once'

/**
 * Every dialog of the app opens on a tap, so Radix's dialog and what it brings (focus trap, scroll
 * lock, portal: about 12 KB gzip) is fetched the first time one opens, not on every page's first load.
 * `Dialog` only holds the open state; Radix's root wraps the content, so whatever else sits inside
 * `Dialog` (the button that opens it) renders at once and is never remounted when the parts arrive.
 * Until then the content renders nothing, as a closed Radix dialog does. The parts themselves are in
 * `dialog-parts.tsx`; dialogs are controlled (`open`, `onOpenChange`).
 *
 * Our dialogs are opened by buttons, markers and list entries that are not Radix triggers, and Radix
 * gives focus back to its trigger, so to nothing: `Dialog` notes what had focus when it opened and
 * the content gives focus back to it on close (without scrolling), unless `onCloseAutoFocus` did.
 */
type Parts = typeof DialogParts
type RootProps = ComponentProps<typeof DialogPrimitive.Root>

const dialogParts = loadOnce(() => import('./dialog-parts'))

const DialogContext = createContext<{
  parts: Parts | null
  root: Omit<RootProps, 'children'>
  opener: MutableRefObject<HTMLElement | null>
} | null>(null)
const useParts = () => useContext(DialogContext)?.parts ?? null

export function Dialog({ children, ...root }: RootProps) {
  const [parts, setParts] = useState(dialogParts.loaded)
  const opener = useRef<HTMLElement | null>(null)
  // Before Radix moves focus into the dialog (in its own effects).
  useBrowserLayoutEffect(() => {
    if (root.open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
  }, [root.open])
  useEffect(() => {
    if (!root.open || parts) return
    let live = true
    void dialogParts.load().then((loadedParts) => live && setParts(loadedParts))
    return () => {
      live = false
    }
  }, [root.open, parts])
  return <DialogContext.Provider value={{ parts, root, opener }}>{children}</DialogContext.Provider>
}

export function DialogContent({ onCloseAutoFocus, ...props }: ComponentProps<Parts['DialogContent']>) {
  const dialog = useContext(DialogContext)
  if (!dialog?.parts) return null
  const { Dialog: Root, DialogContent: Content } = dialog.parts
  const { opener } = dialog
  return (
    <Root {...dialog.root}>
      <Content
        {...props}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event)
          const element = opener.current
          opener.current = null
          if (event.defaultPrevented || !element?.isConnected) return
          event.preventDefault()
          element.focus({ preventScroll: true })
        }}
      />
    </Root>
  )
}

export function DialogTitle(props: ComponentProps<Parts['DialogTitle']>) {
  const Title = useParts()?.DialogTitle
  return Title ? <Title {...props} /> : null
}

export function DialogDescription(props: ComponentProps<Parts['DialogDescription']>) {
  const Description = useParts()?.DialogDescription
  return Description ? <Description {...props} /> : null
}

export function DialogClose(props: ComponentProps<Parts['DialogClose']>) {
  const Close = useParts()?.DialogClose
  return Close ? <Close {...props} /> : null
}
