import { forwardRef, type SelectHTMLAttributes } from 'react'
import { cn } from '~/utils/cn'

/** The browser's own select, styled like our inputs: keyboard and screen readers work as they should. */
export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function Select({ className, ...props }, ref) {
  return (
    <select
      ref={ref}
      className={cn('ui-field ui-select', className)}
      {...props}
    />
  )
})
