// Buttons and button-styled links in the project's few variants.
import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import { forwardRef } from 'react';

type Variant = 'default' | 'outline' | 'ghost' | 'destructive' | 'secondary' | 'gold';
type Size = 'default' | 'sm' | 'lg' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 min-h-[44px]';
const variants: Record<Variant, string> = {
  default: 'bg-brand-800 text-white hover:bg-brand-900',
  outline: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
  ghost: 'text-slate-800 hover:bg-slate-100',
  destructive: 'bg-red-700 text-white hover:bg-red-800',
  secondary: 'bg-slate-100 text-slate-900 hover:bg-slate-200',
  gold: 'bg-amber-400 text-slate-900 hover:bg-amber-300',
};
const sizes: Record<Size, string> = {
  default: 'px-4 py-2 text-sm',
  sm: 'px-3 py-1.5 text-sm min-h-[36px]',
  lg: 'px-6 py-3 text-base',
  icon: 'h-10 w-10',
};

export function buttonClass(variant: Variant = 'default', size: Size = 'default', extra = ''): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, className = '', type = 'button', ...props },
  ref,
) {
  return <button ref={ref} type={type} className={buttonClass(variant, size, className)} {...props} />;
});

export interface LinkButtonProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  variant?: Variant;
  size?: Size;
}

/** An anchor that looks like a button (for navigation; keeps middle-click and screen-reader semantics). */
export function LinkButton({ variant, size, className = '', ...props }: LinkButtonProps) {
  return <a className={buttonClass(variant, size, className)} {...props} />;
}
