// The admin console's sections, in the order of its menu: one line each. A new section (issue 17's translation
// suggestions, for one) is a component and a line here; its path is /admin/<slug>.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComponentType } from 'react';
import { AuditSection } from './audit-section.js';
import { DashboardSection } from './dashboard-section.js';
import { PaymentsSection } from './payments-section.js';
import { PayoutsSection } from './payouts-section.js';
import { PromoSection } from './promo-section.js';
import { ReconciliationPanel } from './reconciliation-panel.js';
import { ReportsSection } from './reports-section.js';
import { ReviewsSection } from './reviews-section.js';
import { TranslationsSection } from './translations-section.js';
import { UsersSection } from './users-section.js';
import { VerificationsSection } from './verifications-section.js';

export interface ConsoleSection {
  /** The path under /admin ('' is /admin itself). */
  slug: string;
  /** Its name in the console's menu. */
  label: MessageDescriptor;
  /** The page's heading. */
  title: MessageDescriptor;
  Component: ComponentType;
}

export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  { slug: '', label: msg`Dashboard`, title: msg`Dashboard`, Component: DashboardSection },
  { slug: 'reports', label: msg`Reports`, title: msg`Reports`, Component: ReportsSection },
  { slug: 'users', label: msg`Users`, title: msg`Users`, Component: UsersSection },
  { slug: 'reviews', label: msg`Reviews`, title: msg`Reviews`, Component: ReviewsSection },
  {
    slug: 'verifications',
    label: msg`Verifications`,
    title: msg`Verification Management`,
    Component: VerificationsSection,
  },
  { slug: 'promo-codes', label: msg`Promo codes`, title: msg`Promo codes`, Component: PromoSection },
  { slug: 'payments', label: msg`Payments`, title: msg`Payments`, Component: PaymentsSection },
  { slug: 'payouts', label: msg`Payouts`, title: msg`Payouts`, Component: PayoutsSection },
  {
    slug: 'reconciliation',
    label: msg`Reconciliation`,
    title: msg`Ledger against Paystack`,
    Component: ReconciliationPanel,
  },
  { slug: 'audit', label: msg`Audit log`, title: msg`Audit log`, Component: AuditSection },
  {
    slug: 'translations',
    label: msg`Translations`,
    title: msg`Translation suggestions`,
    Component: TranslationsSection,
  },
];

export const sectionPath = (slug: string) => (slug ? `/admin/${slug}` : '/admin');
