import { forwardRef, type TextareaHTMLAttributes } from 'react'
import { cn } from '~/utils/cn'

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea({ className, ...props }, ref) {
  return (
    <textarea
      ref={ref}
      className={cn('ui-field ui-textarea', className)}
      {...props}
    />
  )
})
