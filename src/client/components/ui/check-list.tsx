// A list of selling points, each after a check mark (the landing page's prices, the signed-in home's cards).
import { Check } from 'lucide-react';

/** `className` goes before the list's own classes (spacing such as 'mt-4'). */
export function CheckList({ items, className = '' }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`${className} space-y-2 text-sm text-slate-700`.trim()}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-brand-700" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
