import * as ToastPrimitive from '@radix-ui/react-toast'
import CircleAlert from 'lucide-react/dist/esm/icons/circle-alert'
import CircleCheck from 'lucide-react/dist/esm/icons/circle-check'
import X from 'lucide-react/dist/esm/icons/x'
import { Button } from '~/components/ui/button'
import { cn } from '~/utils/cn'
import { dismissToast, useCurrentToast } from './use-toast'

export const TOAST_DURATION_MS = 5000

export function Toaster() {
  const current = useCurrentToast()
  const destructive = current?.variant === 'destructive'
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {current ? (
        <ToastPrimitive.Root
          key={current.id}
          type={destructive || current.action ? 'foreground' : 'background'}
          duration={current.duration}
          onOpenChange={(open) => {
            if (!open) dismissToast()
          }}
          className={cn(
            'pointer-events-auto flex w-full items-start gap-3 rounded-2xl border p-4 pr-10 shadow-card data-[state=open]:animate-slide-in data-[state=closed]:animate-fade-out',
            destructive ? 'border-red-300 bg-red-50 text-red-900' : 'border-forest-200 bg-white text-bark-900',
          )}
        >
          {destructive ? (
            <CircleAlert aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-red-700" />
          ) : (
            <CircleCheck aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-forest-600" />
          )}
          <div className="flex flex-col gap-1">
            <ToastPrimitive.Title className="font-bold">{current.title}</ToastPrimitive.Title>
            {current.description ? (
              <ToastPrimitive.Description className="text-sm">{current.description}</ToastPrimitive.Description>
            ) : null}
            {current.action ? (
              <ToastPrimitive.Action altText={current.action.label} asChild>
                <Button size="sm" className="mt-1 w-fit" onClick={current.action.onClick}>
                  {current.action.label}
                </Button>
              </ToastPrimitive.Action>
            ) : null}
          </div>
          <ToastPrimitive.Close aria-label="Close" className="absolute right-3 top-3 rounded-full p-1 text-bark-500 hover:bg-sand-200">
            <X aria-hidden className="h-4 w-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ) : null}
      {/* At the bottom right, except over an open dialog (the page is scroll-locked then): a notice goes
          to the top so it never covers the dialog's buttons. */}
      <ToastPrimitive.Viewport className="fixed bottom-0 right-0 z-[100] flex w-full max-w-sm flex-col p-4 outline-none [body[data-scroll-locked]_&]:bottom-auto [body[data-scroll-locked]_&]:top-0" />
    </ToastPrimitive.Provider>
  )
}
