// The work categories as people read them, one catalogue entry each: the category itself (CATEGORIES) stays the
// English value stored and sent; its label is translated wherever it is shown (`i18n._(CATEGORY_LABELS[c])`).
import type { Category } from '../constants.js';
import type { SharedMessage } from './messages.js';

export const CATEGORY_LABELS: Record<Category, SharedMessage> = {
  'Domestic Worker': /*i18n*/ { id: 'category.domestic-worker', message: 'Domestic Worker' },
  Cleaning: /*i18n*/ { id: 'category.cleaning', message: 'Cleaning' },
  Gardening: /*i18n*/ { id: 'category.gardening', message: 'Gardening' },
  Handyman: /*i18n*/ { id: 'category.handyman', message: 'Handyman' },
  Plumbing: /*i18n*/ { id: 'category.plumbing', message: 'Plumbing' },
  Electrical: /*i18n*/ { id: 'category.electrical', message: 'Electrical' },
  Landscaping: /*i18n*/ { id: 'category.landscaping', message: 'Landscaping' },
  Construction: /*i18n*/ { id: 'category.construction', message: 'Construction' },
  Removals: /*i18n*/ { id: 'category.removals', message: 'Removals' },
  Childcare: /*i18n*/ { id: 'category.childcare', message: 'Childcare' },
  'Elder Care': /*i18n*/ { id: 'category.elder-care', message: 'Elder Care' },
  'House Sitting / Pet Sitting': /*i18n*/ {
    id: 'category.house-pet-sitting',
    message: 'House Sitting / Pet Sitting',
  },
  'Waitering Staff': /*i18n*/ { id: 'category.waitering-staff', message: 'Waitering Staff' },
  Cashier: /*i18n*/ { id: 'category.cashier', message: 'Cashier' },
  'Cook/Chef': /*i18n*/ { id: 'category.cook-chef', message: 'Cook/Chef' },
  Painting: /*i18n*/ { id: 'category.painting', message: 'Painting' },
  Delivery: /*i18n*/ { id: 'category.delivery', message: 'Delivery' },
  Security: /*i18n*/ { id: 'category.security', message: 'Security' },
  Driving: /*i18n*/ { id: 'category.driving', message: 'Driving' },
  'Tree-Felling': /*i18n*/ { id: 'category.tree-felling', message: 'Tree-Felling' },
};

/** The label of a stored category; a value that is not one of ours is shown as it is. */
export function categoryLabel(value: string): SharedMessage {
  return CATEGORY_LABELS[value as Category] ?? { id: value, message: value };
}
