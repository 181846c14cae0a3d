import { forwardRef, type TextareaHTMLAttributes } from 'react'
import { cn } from '~/utils/cn'

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea({ className, ...props }, ref) {
  return (
    <textarea
      ref={ref}
      className={cn(
        'w-full rounded-xl border-2 border-sand-300 bg-white px-4 py-3 text-base text-bark-900 placeholder:text-bark-400 focus-visible:border-forest-500 aria-[invalid=true]:border-red-600',
        className,
      )}
      {...props}
    />
  )
})
