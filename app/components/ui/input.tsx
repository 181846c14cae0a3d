import { forwardRef, type InputHTMLAttributes } from 'react'
import { cn } from '~/utils/cn'

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, ...props },
  ref,
) {
  return (
    <input
      ref={ref}
      className={cn('ui-field ui-input', className)}
      {...props}
    />
  )
})
