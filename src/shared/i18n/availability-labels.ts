// The availability options as people read them, one catalogue entry each: the option itself (AVAILABILITY_OPTIONS)
// stays the English value stored and sent; its label is translated wherever it is shown
// (`i18n._(availabilityLabel(a))`), like the categories' labels.
import type { Availability } from '../constants.js';
import type { SharedMessage } from './messages.js';

const AVAILABILITY_LABELS: Record<Availability, SharedMessage> = {
  'Full-time (Monday - Friday)': /*i18n*/ {
    id: 'availability.full-time',
    message: 'Full-time (Monday - Friday)',
  },
  'Part-time': /*i18n*/ { id: 'availability.part-time', message: 'Part-time' },
  'Weekends only': /*i18n*/ { id: 'availability.weekends-only', message: 'Weekends only' },
  'Flexible/On-demand': /*i18n*/ { id: 'availability.flexible', message: 'Flexible/On-demand' },
};

/** The label of a stored availability; a value that is not one of ours is shown as it is. */
export function availabilityLabel(value: string): SharedMessage {
  return AVAILABILITY_LABELS[value as Availability] ?? { id: value, message: value };
}
