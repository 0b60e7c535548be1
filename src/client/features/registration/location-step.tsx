// Step 2, 'Location Settings': 'Use Current Location' fills the coordinates and, from the nearest place, the suburb,
// city and (when the configured geocoder knows it) postal code fields still empty; the person types the street
// address, and may edit all.
import { Trans, useLingui } from '@lingui/react/macro';
import { LocateFixed, MapPin } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { COORDINATE_DECIMALS } from '../../../shared/constants.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.js';
import { TextField } from '../../components/ui/form-fields.js';
import { detectLocation } from '../../lib/geolocation.js';
import { useSharedMessage } from '../../lib/shared-message.js';
import { findNearestPlace } from './api.js';
import { type RegistrationForm, STEP_HEADING } from './use-registration-wizard.js';

export function LocationStep({ form }: { form: RegistrationForm }) {
  const [locating, setLocating] = useState(false);
  const [filled, setFilled] = useState<{ from: string; attribution: string | null } | null>(null);
  const errors = form.formState.errors;
  const { t } = useLingui();
  const translate = useSharedMessage();
  // Only 'Use Current Location' fills the coordinates, so they double as its 'Detected location' line.
  const [latitude, longitude] = useWatch({ control: form.control, name: ['latitude', 'longitude'] });
  const filledFrom = filled?.from;
  const attribution = filled?.attribution;
  const detectedLatitude = Number(latitude).toFixed(COORDINATE_DECIMALS);
  const detectedLongitude = Number(longitude).toFixed(COORDINATE_DECIMALS);

  async function useCurrentLocation() {
    setLocating(true);
    const at = await detectLocation({ enableHighAccuracy: true, timeout: 15_000 });
    if (!at) {
      setLocating(false);
      return;
    }
    form.setValue('latitude', String(at.lat));
    form.setValue('longitude', String(at.lng));
    // Best effort: without an answer the person types the suburb and city as before.
    const found = await findNearestPlace(at.lat, at.lng).catch(() => null);
    setLocating(false);
    if (!found) return;
    const { place } = found;
    const values: string[] = [];
    for (const [field, value] of [
      ['suburb', place.suburb],
      ['city', place.city],
      ['postalCode', place.postalCode],
    ] as const) {
      if (!value || form.getValues(field).trim()) continue;
      form.setValue(field, value, { shouldDirty: true, shouldValidate: true });
      values.push(value);
    }
    setFilled(values.length > 0 ? { from: values.join(', '), attribution: found.attribution } : null);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle {...STEP_HEADING}>
          <Trans>Location Settings</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-2">
          <Button variant="outline" onClick={useCurrentLocation} disabled={locating}>
            <LocateFixed size={16} aria-hidden="true" />
            {locating ? t`Detecting...` : t`Use Current Location`}
          </Button>
          {latitude && longitude ? (
            <p className="text-sm text-slate-700" aria-live="polite">
              <Trans>
                Detected location: {detectedLatitude}, {detectedLongitude}
              </Trans>
            </p>
          ) : null}
          {filled ? (
            <p className="text-sm text-slate-700" aria-live="polite">
              <Trans>
                Filled in from your location: {filledFrom}. Please check them and type your street address.
              </Trans>
              {filled.attribution ? (
                <span className="block text-xs text-slate-600">
                  <Trans>Places: {attribution}</Trans>
                </span>
              ) : null}
            </p>
          ) : null}
        </div>
        <TextField
          label={t`Address`}
          required
          error={translate(errors.address?.message)}
          autoComplete="street-address"
          {...form.register('address')}
        />
        <TextField
          label={t`Suburb/Area`}
          required
          error={translate(errors.suburb?.message)}
          {...form.register('suburb')}
        />
        <TextField
          label={t`City`}
          required
          error={translate(errors.city?.message)}
          autoComplete="address-level2"
          {...form.register('city')}
        />
        <TextField
          label={t`Postal Code`}
          required
          error={translate(errors.postalCode?.message)}
          inputMode="numeric"
          autoComplete="postal-code"
          {...form.register('postalCode')}
        />
        <p className="flex gap-2 rounded-md bg-slate-50 p-3 text-sm text-slate-700">
          <MapPin size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
          <Trans>
            Your exact address is private. Employers only see your general area on the map until you accept a
            job.
          </Trans>
        </p>
      </CardContent>
    </Card>
  );
}
