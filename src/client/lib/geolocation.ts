// The browser's position with the spec's toasts: 'Location Set' when found, 'Location Error' when the browser has no
// geolocation or the person refuses or it times out (the caller then keeps its fallback).
import { toast } from '../components/ui/use-toast.js';

export interface Coordinates {
  lat: number;
  lng: number;
}

export function detectLocation(options: PositionOptions): Promise<Coordinates | null> {
  const failed = () => {
    toast({
      title: 'Location Error',
      description: 'Could not get your location. Please enter manually.',
      variant: 'destructive',
    });
    return null;
  };
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(failed());
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        toast({ title: 'Location Set', description: 'Your current location has been detected.' });
        resolve({ lat: pos.coords.latitude, lng: pos.coords.longitude });
      },
      () => resolve(failed()),
      options,
    );
  });
}
