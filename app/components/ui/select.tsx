import { forwardRef, type SelectHTMLAttributes } from 'react'
import { cn } from '~/utils/cn'

/** The browser's own select, styled like our inputs: keyboard and screen readers work as they should. */
export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function Select({ className, ...props }, ref) {
  return (
    <select
      ref={ref}
      className={cn(
        'h-11 w-full rounded-xl border-2 border-sand-300 bg-white px-3 text-base text-bark-900 focus-visible:border-forest-500 aria-[invalid=true]:border-red-600',
        className,
      )}
      {...props}
    />
  )
})
