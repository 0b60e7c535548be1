// What the landing page's upper part and its lazily loaded lower sections share.
import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';
import { PRICES_CENTS } from '../../../shared/constants.js';
import { useFormatMoney } from '../../lib/format-money.js';
import { loginPath } from '../../lib/login-path.js';

/** Each button keeps its intent through sign-in (issue 16): workers go on to the wizard, employers to the map. */
export const WORKER_START = loginPath('/register-worker');
export const EMPLOYER_START = loginPath('/find-workers');

export type Icon = ComponentType<{ size?: number; className?: string; 'aria-hidden'?: boolean | 'true' }>;

export interface Step {
  icon: Icon;
  title: MessageDescriptor;
  /** May hold {price}, the registration fee. */
  text: MessageDescriptor;
}

/** The once-off registration fee in the page's language ('R10'), the {price} of the landing's texts. */
export function useRegistrationPrice(): string {
  return useFormatMoney()(PRICES_CENTS.registration);
}
