import * as DialogPrimitive from '@radix-ui/react-dialog'
import X from 'lucide-react/dist/esm/icons/x'
import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import { cn } from '~/utils/cn'

// The parts behind the lazy `Dialog` of dialog.tsx: import that, not this.

export const Dialog = DialogPrimitive.Root
export const DialogClose = DialogPrimitive.Close

export function DialogContent({
  className,
  children,
  ...props
}: ComponentPropsWithoutRef<typeof DialogPrimitive.Content> & { children: ReactNode }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-bark-900/50 backdrop-blur-sm" />
      <DialogPrimitive.Content
        className={cn('ui-dialog', className)}
        {...props}
      >
        {children}
        <DialogPrimitive.Close aria-label="Close" className="absolute right-2 top-2 inline-flex h-11 w-11 items-center justify-center rounded-full text-bark-500 hover:bg-sand-200">
          <X aria-hidden className="h-5 w-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

export function DialogTitle({ className, ...props }: ComponentPropsWithoutRef<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('ui-dialog-title', className)} {...props} />
}

export function DialogDescription({ className, ...props }: ComponentPropsWithoutRef<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('ui-dialog-description', className)} {...props} />
}
