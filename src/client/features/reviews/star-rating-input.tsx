// A 1-5 star choice built from native radio buttons: arrow keys move between stars, Tab leaves the group, and
// screen readers hear "4 stars, 4 of 5".
import { Plural } from '@lingui/react/macro';
import { Star } from 'lucide-react';
import { useId } from 'react';
import { STAR_RATINGS } from '../../../shared/schemas/review-texts.js';
import { RequiredMark } from '../../components/ui/field.js';

export interface StarRatingInputProps {
  legend: string;
  value: number | null;
  onChange: (rating: number) => void;
  required?: boolean;
}

export function StarRatingInput({ legend, value, onChange, required }: StarRatingInputProps) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      <div className="flex gap-1">
        {STAR_RATINGS.map((rating) => {
          const filled = value !== null && rating <= value;
          return (
            <label key={rating} className="relative cursor-pointer">
              <input
                type="radio"
                name={name}
                value={rating}
                checked={value === rating}
                onChange={() => onChange(rating)}
                className="peer sr-only"
              />
              {/* The radio's name, read by screen readers ('4 stars'). */}
              <span className="sr-only">
                <Plural value={rating} one="# star" other="# stars" />
              </span>
              <span className="flex h-11 w-11 items-center justify-center rounded-md peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-brand-700">
                <Star
                  size={30}
                  aria-hidden="true"
                  className={filled ? 'fill-amber-400 text-amber-500' : 'text-slate-400'}
                />
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
