import { forwardRef, type InputHTMLAttributes } from 'react'
import { cn } from '~/utils/cn'

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, ...props },
  ref,
) {
  return (
    <input
      ref={ref}
      className={cn(
        'h-11 w-full rounded-xl border-2 border-sand-300 bg-white px-4 text-base text-bark-900 placeholder:text-bark-400 focus-visible:border-forest-500 aria-[invalid=true]:border-red-600',
        className,
      )}
      {...props}
    />
  )
})
