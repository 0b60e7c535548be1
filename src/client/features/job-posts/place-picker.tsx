// Where the job is: a suburb or town chosen from the place suggestions, or the browser's position, which fills the
// job's position and, where empty, its suburb and city. List-first and light: suggestions are plain buttons.
import { Trans, useLingui } from '@lingui/react/macro';
import { LocateFixed, MapPin, Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { AUTOCOMPLETE_MIN_CHARS } from '../../../shared/constants.js';
import type { Place } from '../../../shared/schemas/places.js';
import { Button } from '../../components/ui/button.js';
import { Input } from '../../components/ui/field.js';
import { detectLocation } from '../../lib/geolocation.js';
import { findPlaces, nearestPlace } from './api.js';

export interface PickedPlace {
  lat: number;
  lng: number;
  suburb?: string | undefined;
  city?: string | undefined;
  label: string;
}

export function PlacePicker({
  onPick,
  error,
  legend,
}: {
  onPick: (place: PickedPlace) => void;
  error?: string | undefined;
  legend: string;
}) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState('');
  const [places, setPlaces] = useState<Place[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);

  async function search(e: FormEvent) {
    e.preventDefault();
    if (text.trim().length < AUTOCOMPLETE_MIN_CHARS) return;
    setBusy(true);
    const found = await findPlaces(text).catch(() => null);
    setBusy(false);
    setPlaces(found?.places.slice(0, 5) ?? []);
  }

  function choose(place: Place) {
    setPlaces(null);
    setPicked(place.display_name);
    onPick({
      lat: Number(place.lat),
      lng: Number(place.lon),
      suburb: place.address.suburb ?? place.name,
      city: place.address.city ?? place.address.town,
      label: place.display_name,
    });
  }

  async function useCurrentLocation() {
    setBusy(true);
    const at = await detectLocation({ enableHighAccuracy: true, timeout: 15_000 });
    const near = at ? await nearestPlace(at.lat, at.lng).catch(() => null) : null;
    setBusy(false);
    if (!at) return;
    const label = near ? `${near.suburb}, ${near.city}` : t`Your current location`;
    setPicked(label);
    onPick({ ...at, suburb: near?.suburb, city: near?.city, label });
  }

  return (
    // A fieldset is at least as wide as its content unless told otherwise (min-inline-size: min-content).
    <fieldset className="grid min-w-0 grid-cols-1 gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {/* A form of its own would nest in the job's form: the search runs on its button and on Enter. */}
      <div className="flex gap-2">
        <label htmlFor={`${id}-q`} className="sr-only">
          <Trans>Suburb or town</Trans>
        </label>
        <Input
          id={`${id}-q`}
          className="min-w-0 flex-1"
          value={text}
          placeholder={t`Type a suburb or town`}
          enterKeyHint="search"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void search(e);
          }}
        />
        <Button variant="outline" className="shrink-0" onClick={(e) => void search(e)} disabled={busy}>
          <Search size={16} aria-hidden="true" />
          <Trans>Find</Trans>
        </Button>
      </div>
      {places ? (
        places.length === 0 ? (
          <p role="status" className="text-sm text-red-700">
            <Trans>No places match. Try a nearby suburb or town, or use your current location.</Trans>
          </p>
        ) : (
          <ul className="grid gap-1" aria-label={t`Suggested places`}>
            {places.map((place) => (
              <li key={`${place.lat},${place.lon},${place.display_name}`}>
                <Button
                  variant="ghost"
                  className="w-full justify-start text-left"
                  onClick={() => choose(place)}
                >
                  <MapPin size={16} aria-hidden="true" className="shrink-0 text-brand-700" />
                  {place.display_name}
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
      <Button variant="outline" onClick={useCurrentLocation} disabled={busy}>
        <LocateFixed size={16} aria-hidden="true" />
        <Trans>Use current location</Trans>
      </Button>
      {picked ? (
        <p className="text-sm text-slate-700" aria-live="polite">
          <Trans>Place: {picked}</Trans>
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
