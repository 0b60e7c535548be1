import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  EMPLOYER_PLAN_PERKS,
  SUBSCRIPTION_INFO,
  SUBSCRIPTION_TYPES,
  TIER_INFO,
  TIER_LEVELS,
} from '../../shared/constants.js';
import { EMPLOYER_PLAN_PERK_TEXTS, PLAN_TEXTS, planSavingNote, TIER_TEXTS } from './product-texts.js';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

const english = (d: { message?: string } | null) => d?.message ?? null;

describe('the catalogue entries of the plans say in English exactly what the shared constants say', () => {
  it('tiers', () => {
    for (const level of TIER_LEVELS) {
      const texts = TIER_TEXTS[level];
      const info = TIER_INFO[level];
      expect(english(texts.name)).toBe(info.name);
      expect(english(texts.period)).toBe(info.period);
      expect(english(texts.badge)).toBe(info.badge);
      expect(texts.perks.map(english)).toEqual(info.perks);
    }
  });

  it('employer plans, the annual plan saving note included', () => {
    for (const type of SUBSCRIPTION_TYPES) {
      expect(english(PLAN_TEXTS[type].name)).toBe(SUBSCRIPTION_INFO[type].name);
      expect(english(PLAN_TEXTS[type].period)).toBe(SUBSCRIPTION_INFO[type].period);
    }
    expect(EMPLOYER_PLAN_PERK_TEXTS.map(english)).toEqual(EMPLOYER_PLAN_PERKS);
    expect(planSavingNote('en')).toBe(SUBSCRIPTION_INFO.annual.note);
  });
});

describe('money in Afrikaans', () => {
  it('writes the same characters whatever the runtime puts between the digits', async () => {
    const { formatMoney } = await import('./format-money.js');
    expect(formatMoney(199000, 'af')).toBe('R\u00a01\u00a0990');
    expect(formatMoney(16583, 'af', { decimals: true })).toBe('R\u00a0165,83');
    expect(formatMoney(199000, 'zu')).toBe('R1,990');
  });
});
