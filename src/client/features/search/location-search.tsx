// The location box: an accessible combobox over our /api/places suggestions (3+ characters, 300 ms debounce),
// nearest the current search point first. Enter takes the first suggestion (once it has arrived), and a search
// that matches nothing says so (issue 16).
import { Trans, useLingui } from '@lingui/react/macro';
import { MapPin, Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { AUTOCOMPLETE_MIN_CHARS } from '../../../shared/constants.js';
import type { Place } from '../../../shared/schemas/places.js';
import { Input } from '../../components/ui/field.js';
import { usePlaceSuggestions } from './api.js';

export interface ChosenPlace {
  lat: number;
  lng: number;
  label: string;
}

export function LocationSearch({
  onSelect,
  near,
}: {
  onSelect: (place: ChosenPlace) => void;
  /** Where suggestions are ranked from: the place searched last, or the default centre. */
  near: { lat: number; lng: number };
}) {
  const { t } = useLingui();
  const id = useId();
  const listId = `${id}-list`;
  const statusId = `${id}-status`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The text Enter was pressed on before its suggestions arrived: the first one is taken when they do.
  const [pickFirstFor, setPickFirstFor] = useState<string | null>(null);
  const suggestions = usePlaceSuggestions(text, near);
  const typed = text.trim();
  const longEnough = typed.length >= AUTOCOMPLETE_MIN_CHARS;
  const places = longEnough ? (suggestions.data?.places ?? []) : [];
  const expanded = open && places.length > 0;
  // The answer on screen is for exactly what is typed now.
  const settled = longEnough && suggestions.q === typed && suggestions.isSuccess && !suggestions.isFetching;
  const noMatch = settled && places.length === 0;
  const attribution = suggestions.data?.attribution;

  const choose = (place: Place) => {
    setText(place.display_name);
    setOpen(false);
    setActive(-1);
    setPickFirstFor(null);
    onSelect({ lat: Number(place.lat), lng: Number(place.lon), label: place.display_name });
  };

  useEffect(() => {
    if (pickFirstFor === null || !settled || pickFirstFor !== typed) return;
    const first = places[0];
    if (first) choose(first);
    else setPickFirstFor(null);
  }, [pickFirstFor, settled, typed, places]);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && places.length) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % places.length);
    } else if (e.key === 'ArrowUp' && places.length) {
      e.preventDefault();
      setActive((i) => (i <= 0 ? places.length - 1 : i - 1));
    } else if (e.key === 'Enter') {
      if (!longEnough) return;
      e.preventDefault();
      const pick = settled ? (places[active] ?? places[0]) : undefined;
      if (pick) choose(pick);
      else if (!settled) setPickFirstFor(typed);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className="relative grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        <Trans>Location</Trans>
      </label>
      <div className="relative">
        <Search
          size={18}
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-500"
        />
        <Input
          id={id}
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-describedby={statusId}
          aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t`Search a suburb, town or city`}
          className="pl-10"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
            setPickFirstFor(null);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={onKeyDown}
        />
      </div>
      <p id={statusId} role="status" className={noMatch ? 'text-sm text-red-700' : 'sr-only'}>
        {/* '' is one apostrophe in ICU: a single one would quote the value away ("match {typed}"). */}
        {noMatch
          ? t`No places match ''${typed}''. Try a nearby suburb or town, check the spelling, or use your current location.`
          : pickFirstFor !== null
            ? t`Looking up places...`
            : ''}
      </p>
      <div
        hidden={!expanded}
        className="absolute top-full z-[1000] mt-1 w-full overflow-hidden rounded-md border border-slate-200 bg-white shadow-lg"
      >
        <div id={listId} role="listbox" aria-label={t`Suggested places`}>
          {places.map((place, i) => (
            // Keys are handled on the input (aria-activedescendant), as the combobox pattern asks.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input owns the keyboard for its options
            <div
              key={`${place.lat},${place.lon},${place.display_name}`}
              id={`${id}-opt-${i}`}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              className={`flex min-h-[44px] cursor-pointer items-center gap-2 px-3 py-2 text-sm ${i === active ? 'bg-brand-50' : 'hover:bg-slate-50'}`}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(place)}
            >
              <MapPin size={16} aria-hidden="true" className="shrink-0 text-brand-700" />
              <span>{place.display_name}</span>
            </div>
          ))}
        </div>
        {attribution !== undefined ? (
          <p className="border-t border-slate-100 px-3 py-1 text-xs text-slate-500">
            <Trans>Places: {attribution}</Trans>
          </p>
        ) : null}
      </div>
    </div>
  );
}
