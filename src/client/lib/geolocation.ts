// The browser's position with the spec's toasts: 'Location Set' when found, 'Location Error' when the browser has no
// geolocation or the person refuses or it times out (the caller then keeps its fallback).
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
      (pos) => {
        toast({
          title: i18n._(msg`Location Set`),
          description: i18n._(msg`Your current location has been detected.`),
        });
        resolve({ lat: pos.coords.latitude, lng: pos.coords.longitude });
      },
      () => resolve(failed()),
      options,
    );
  });
}
