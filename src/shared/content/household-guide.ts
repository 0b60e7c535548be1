// A plain-language guide for households that employ a domestic worker (issue 21), as data: the guide page renders
// it and the translation catalogue translates it. Figures are {placeholders} filled from the pay module, so a new
// minimum wage changes the guide without touching its words. Facts: shared/docs/SA-FACTS.md and SD7's leave clauses.
import { formatRand } from '../constants.js';
import { MIN_PAID_HOURS_PER_DAY, MINIMUM_WAGE_TABLE, minimumHourlyWageOn } from '../pay/minimum-wage.js';
import { UIF_MIN_MONTHLY_HOURS_EXCLUSIVE, UIF_MONTHLY_CEILING_CENTS, UIF_RATE_PERCENT } from '../pay/uif.js';
import type { GuideSectionId, HouseholdGuideTranslation } from './household-guide/types.js';

export interface GuideSection {
  id: GuideSectionId;
  title: string;
  /** Short paragraphs, in reading order. */
  paragraphs: string[];
  /** A checklist shown after the paragraphs. */
  points: string[];
  /** Where the facts come from, named so a reader can look them up. */
  sources: string[];
}

export interface HouseholdGuide {
  title: string;
  intro: string;
  sections: GuideSection[];
  disclaimer: string;
}

export const HOUSEHOLD_GUIDE: HouseholdGuide = {
  title: 'Employing a domestic worker: what the law asks of your household',
  intro:
    'When you hire someone to clean, cook, garden or care for your family in your home, your household becomes an employer. Most of what the law asks is simple, and it protects you both. This guide covers the five things to get right.',
  sections: [
    {
      id: 'employer',
      title: 'You are an employer',
      paragraphs: [
        'A domestic worker is protected by the Basic Conditions of Employment Act and by Sectoral Determination 7 for the domestic worker sector. They apply whether she works every day or one day a week, and whether or not you have a written contract.',
        'Work Local helps with the paperwork: the written particulars of employment, a payslip every payday, and reminders to pay UIF.',
      ],
      points: [],
      sources: [
        'Basic Conditions of Employment Act 75 of 1997',
        'Sectoral Determination 7: Domestic Worker Sector',
      ],
    },
    {
      id: 'minimum-wage',
      title: 'Pay at least the minimum wage',
      paragraphs: [
        'The national minimum wage is {minimumWage} an hour from {minimumWageFrom}. It is the same for domestic workers as for everyone else.',
        'Transport money, meals and a room are not part of the minimum wage: the hourly pay itself must reach it.',
      ],
      points: [
        'A day of {minPaidHours} hours or less is paid as {minPaidHours} hours.',
        'Overtime is paid at least one and a half times the hourly wage, and only by agreement.',
        'Work on a Sunday is paid double, or one and a half times if she usually works on Sundays.',
        'Work on a public holiday is only by agreement and is paid at least double.',
      ],
      sources: [
        'National Minimum Wage Act 9 of 2018 and the yearly notices of the Department of Employment and Labour',
        'Sectoral Determination 7, clauses 12, 17 and 18',
      ],
    },
    {
      id: 'paperwork',
      title: 'Put it on paper: particulars and payslips',
      paragraphs: [
        'When she starts, give her the written particulars of employment: who you both are, where and when she works, her duties, her wage and how it is worked out, overtime, payments in kind, deductions, leave and notice. Explain them in a language she understands, and both of you sign.',
        'Give her a payslip every payday showing the period, her rate, the hours worked, overtime, gross pay, each deduction and net pay. Without payslips a worker usually cannot claim UIF.',
      ],
      points: ['Keep copies of the particulars, payslips and time records for three years.'],
      sources: [
        'Sectoral Determination 7, clauses 6 and 9',
        'Basic Conditions of Employment Act, section 29',
        'SADSAWU',
      ],
    },
    {
      id: 'uif',
      title: 'Register for UIF on uFiling',
      paragraphs: [
        'If she works more than {uifMinHours} hours a month for you, register her with the Unemployment Insurance Fund. UIF pays her when she loses her job, is ill for a long time, or has a baby.',
        'Each month you deduct {uifRate}% of her pay and add {uifRate}% of your own, counted on pay up to {uifCeiling} a month.',
      ],
      points: [
        'Register as an employer on uFiling, the Department of Employment and Labour’s online service.',
        'Declare her pay and pay the UIF by the 7th of the following month.',
        'Show the UIF deduction on her payslip.',
      ],
      sources: [
        'Unemployment Insurance Contributions Act 4 of 2002',
        'Department of Employment and Labour: uFiling',
      ],
    },
    {
      id: 'coida',
      title: 'Register with the Compensation Fund (COIDA)',
      paragraphs: [
        'Since the Constitutional Court’s Mahlangu judgment of 19 November 2020 (reaching back to 27 April 1994), domestic workers are covered by the Compensation for Occupational Injuries and Diseases Act. Households must register their domestic workers with the Compensation Fund.',
        'The Fund pays for injuries and illnesses caused by her work, such as a fall while cleaning windows, so neither of you carries that cost alone.',
      ],
      points: ['Register with the Compensation Fund as an employer and add your domestic worker.'],
      sources: [
        'Mahlangu and Another v Minister of Labour and Others, Constitutional Court, 19 November 2020',
        'COIDA regulations of 10 March 2021',
      ],
    },
    {
      id: 'leave',
      title: 'Leave',
      paragraphs: [
        'Leave is paid at her normal wage. A public holiday does not count as a day of annual leave.',
      ],
      points: [
        'Annual leave: three weeks a year (21 days in a row), or by agreement one day for every 17 days worked.',
        'Sick leave: the days she would normally work in six weeks, in every 36 months; in her first six months, one day for every 26 days worked.',
        'Family responsibility leave: five days a year, once she has worked for you more than four months on at least four days a week.',
        'Maternity leave: at least four months in a row. You need not pay her for it; she can claim from UIF.',
      ],
      sources: ['Sectoral Determination 7, clauses 19 to 22'],
    },
    {
      id: 'notice',
      title: 'Notice',
      paragraphs: [
        'Either of you may end the employment by giving notice in writing: one week in her first six months, four weeks after that. You need a fair reason and a fair process to dismiss her.',
        'If she lives in a room you provide, she may stay for at least one month after notice.',
      ],
      points: ['On her last day, pay everything owed: wages, leave not taken and any other payments.'],
      sources: ['Sectoral Determination 7, termination of employment', 'Labour Relations Act 66 of 1995'],
    },
  ],
  disclaimer:
    'This guide is a summary in plain language, not legal advice. The Department of Employment and Labour answers questions about your duties.',
};

/** The figures the guide's placeholders name, as in force on a `YYYY-MM-DD` day. */
export function householdGuideValues(today: string): Record<string, string> {
  let from = MINIMUM_WAGE_TABLE[0]?.from ?? today;
  for (const row of MINIMUM_WAGE_TABLE) if (row.from <= today) from = row.from;
  return {
    minimumWage: formatRand(minimumHourlyWageOn(today).cents, { decimals: true }),
    minimumWageFrom: from,
    minPaidHours: String(MIN_PAID_HOURS_PER_DAY),
    uifMinHours: String(UIF_MIN_MONTHLY_HOURS_EXCLUSIVE),
    uifRate: String(UIF_RATE_PERCENT),
    uifCeiling: formatRand(UIF_MONTHLY_CEILING_CENTS),
  };
}

/** The languages the guide exists in besides English; each is a chunk of its own, loaded when chosen. */
export const GUIDE_TRANSLATIONS = {
  zu: () => import('./household-guide/zu.js'),
  xh: () => import('./household-guide/xh.js'),
  af: () => import('./household-guide/af.js'),
  nso: () => import('./household-guide/nso.js'),
  st: () => import('./household-guide/st.js'),
  tn: () => import('./household-guide/tn.js'),
} as const;

/** The English guide with a translation's texts laid over it (sources and ids stay English). */
export function translatedGuide(translation: HouseholdGuideTranslation): HouseholdGuide {
  return {
    title: translation.title,
    intro: translation.intro,
    disclaimer: translation.disclaimer,
    sections: HOUSEHOLD_GUIDE.sections.map((section) => ({
      ...section,
      ...translation.sections[section.id],
    })),
  };
}
