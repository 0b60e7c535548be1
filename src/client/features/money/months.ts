// The months her earnings page offers: this South African month and the eleven before it, newest first.
import { todayInSouthAfrica } from '../../../shared/pay/minimum-wage.js';

const MONTHS_OFFERED = 12;

/** 'YYYY-MM' of the South African month `now` falls in. */
export function southAfricanMonth(now: Date = new Date()): string {
  return todayInSouthAfrica(now).slice(0, 7);
}

export function recentMonths(current: string = southAfricanMonth()): string[] {
  const [year = 1970, month = 1] = current.split('-').map(Number);
  return Array.from({ length: MONTHS_OFFERED }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}
