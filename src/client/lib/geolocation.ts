// The browser's position, and the spec's 'Location Error' toast when the browser has no geolocation or the person
// refuses or it times out (the caller then keeps its fallback).
import { msg } from '@lingui/core/macro';
import { toast } from '../components/ui/use-toast.js';
import { i18n } from './i18n.js';

export interface Coordinates {
  lat: number;
  lng: number;
}

export function detectLocation(options: PositionOptions): Promise<Coordinates | null> {
  const failed = () => {
    toast({
      title: i18n._(msg`Location Error`),
      description: i18n._(msg`Could not get your location. Please enter manually.`),
      variant: 'destructive',
    });
    return null;
  };
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(failed());
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      // No 'Location Set' toast: every caller shows the place it found in the page, and on a phone the toast
      // covered the very fields and buttons the person goes on to use for five seconds (decision 0300).
      (pos) => resolve({ lat: pos.coords.latitude, lng: pos.coords.longitude }),
      () => resolve(failed()),
      options,
    );
  });
}
