import { Slot } from '@radix-ui/react-slot'
import { forwardRef, type ButtonHTMLAttributes } from 'react'
import { cn } from '~/utils/cn'

const variants = {
  primary: 'bg-forest-700 text-white shadow-sm hover:bg-forest-800',
  accent: 'bg-sunset-500 text-white shadow-sm hover:bg-sunset-600',
  outline: 'border-2 border-forest-700 bg-white text-forest-700 hover:bg-forest-50',
  ghost: 'text-bark-900 hover:bg-sand-200',
  destructive: 'bg-red-700 text-white hover:bg-red-800',
  link: 'text-forest-700 underline-offset-4 hover:underline',
} as const

const sizes = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-base',
  lg: 'h-13 px-7 py-3 text-lg',
  icon: 'h-10 w-10',
} as const

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants
  size?: keyof typeof sizes
  /** Render the child element (a link, say) with the button's look. */
  asChild?: boolean
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { className, variant = 'primary', size = 'md', asChild = false, type, ...props },
  ref,
) {
  const Component = asChild ? Slot : 'button'
  return (
    <Component
      ref={ref}
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(
        'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-full font-bold transition-colors disabled:pointer-events-none disabled:opacity-60',
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  )
})
