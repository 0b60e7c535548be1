// The round brand-tinted badge that holds a card's or a step's icon.
import type { ReactNode } from 'react';

export function IconCircle({ children }: { children: ReactNode }) {
  return (
    <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
      {children}
    </span>
  );
}
