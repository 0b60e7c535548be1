// The employment form's starting values: the saved particulars when there are some, else suggestions from the hire
// and the worker's own rate.
import { minimumHourlyWageOn, todayInSouthAfrica } from '../../../shared/pay/minimum-wage.js';
import { type EmploymentFormValues, minAnnualLeaveDays } from '../../../shared/schemas/employment.js';
import type { HireEmploymentAnswer } from '../../../shared/schemas/household.js';

export function startValues(data: HireEmploymentAnswer): EmploymentFormValues {
  const saved = data.employment;
  if (saved) {
    return {
      startDate: saved.startDate,
      duties: saved.duties,
      workplace: saved.workplace,
      employerName: saved.employerName,
      employerAddress: saved.employerAddress,
      workerLanguage: saved.workerLanguage as EmploymentFormValues['workerLanguage'],
      daysPerWeek: saved.daysPerWeek,
      hoursPerDay: saved.hoursPerDay,
      hourlyRate: saved.hourlyRate,
      ...(saved.overtimeRate === null ? {} : { overtimeRate: saved.overtimeRate }),
      paymentFrequency: saved.paymentFrequency,
      annualLeaveDays: saved.annualLeaveDays,
      noticePeriod: saved.noticePeriod,
      uifRegistered: saved.uifRegistered,
      coidaRegistered: saved.coidaRegistered,
      worksSundays: saved.worksSundays,
      paymentInKind: saved.paymentInKind,
      deductions: saved.deductions,
    };
  }
  const today = todayInSouthAfrica();
  return {
    startDate: today,
    duties: '',
    workplace: '',
    employerName: data.defaults.employerName,
    // Her account's language (she chose it, or her first sign-in took it from her phone), else English only.
    workerLanguage: (data.defaults.workerLanguage ?? 'en') as EmploymentFormValues['workerLanguage'],
    daysPerWeek: 5,
    hoursPerDay: 8,
    // Her own hourly rate, else her daily rate over an eight-hour day, else the minimum (the hint then says so).
    hourlyRate:
      data.defaults.hourlyRate ??
      (data.defaults.dailyRate === null
        ? minimumHourlyWageOn(today).rand
        : Math.round((data.defaults.dailyRate * 100) / 8) / 100),
    paymentFrequency: 'monthly',
    annualLeaveDays: minAnnualLeaveDays(5),
    // SD7: four weeks once employed six months or more; the form suggests it, the employer may agree more.
    noticePeriod: 4,
    uifRegistered: false,
    coidaRegistered: false,
    worksSundays: false,
    paymentInKind: [],
    deductions: [],
  };
}
