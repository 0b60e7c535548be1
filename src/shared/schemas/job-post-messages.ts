// The texts of the job post form's checks and of the /api/jobs errors, in every language (Lingui catalogue `shared`).
import { JOB_PLACES_MAX, JOB_SKILLS_MAX, OPEN_JOB_POSTS_LIMIT, SEARCH_RADII_KM } from '../constants.js';
import { sharedMessage } from '../i18n/messages.js';

export const JOB_POST_MESSAGES = {
  title: sharedMessage(
    /*i18n*/ { id: 'validation.job.title', message: 'Please give the job a title of 3 to 80 characters' },
  ),
  description: sharedMessage(
    /*i18n*/ {
      id: 'validation.job.description',
      message: 'Please describe the job in 10 to 2000 characters',
    },
  ),
  skills: sharedMessage(
    /*i18n*/ {
      id: 'validation.job.skills',
      message: 'Please choose 1 to {max} skills the job needs',
      values: { max: JOB_SKILLS_MAX },
    },
  ),
  address: sharedMessage(
    /*i18n*/ { id: 'validation.job.address', message: 'Please enter the address where the work is' },
  ),
  suburb: sharedMessage(
    /*i18n*/ { id: 'validation.job.suburb', message: 'Please enter the suburb or area of the job' },
  ),
  city: sharedMessage(/*i18n*/ { id: 'validation.job.city', message: 'Please enter the city of the job' }),
  coordinates: sharedMessage(
    /*i18n*/ {
      id: 'validation.job.coordinates',
      message: 'Please choose the place from the suggestions or use your current location',
    },
  ),
  startDate: sharedMessage(
    /*i18n*/ { id: 'validation.job.start-date', message: 'Please enter the start date as YYYY-MM-DD' },
  ),
  startDatePast: sharedMessage(
    /*i18n*/ { id: 'validation.job.start-date-past', message: 'The start date cannot be in the past' },
  ),
  startDateFar: sharedMessage(
    /*i18n*/ {
      id: 'validation.job.start-date-far',
      message: 'The start date must be within a year from today',
    },
  ),
  schedule: sharedMessage(
    /*i18n*/ {
      id: 'validation.job.schedule',
      message: 'Please choose how often: once, weekly or monthly',
    },
  ),
  daysPerWeek: sharedMessage(
    /*i18n*/ {
      id: 'validation.job.days-per-week',
      message: 'Please say how many days a week, from 1 to 7',
    },
  ),
  hoursPerDay: sharedMessage(
    /*i18n*/ {
      id: 'validation.job.hours-per-day',
      message: 'Hours per day go in half hours, from 0.5 to 12',
    },
  ),
  payType: sharedMessage(
    /*i18n*/ { id: 'validation.job.pay-type', message: 'Please choose hourly or daily pay' },
  ),
  payRate: sharedMessage(
    /*i18n*/ { id: 'validation.job.pay-rate', message: 'Please enter the pay in rand, like 250 or R250' },
  ),
  places: sharedMessage(
    /*i18n*/ {
      id: 'validation.job.places',
      message: 'A job can hire from 1 to {max} workers',
      values: { max: JOB_PLACES_MAX },
    },
  ),
  radius: sharedMessage(
    /*i18n*/ {
      id: 'validation.job.radius',
      message: 'The distance must be one of {radii} km',
      values: { radii: SEARCH_RADII_KM.join(', ') },
    },
  ),
  contactDetails: sharedMessage(
    /*i18n*/ {
      id: 'validation.job.contact-details',
      message:
        'Please leave out web addresses, phone numbers and e-mail addresses: workers reach you through Work Local',
    },
  ),
  // A worker's application message: the employer's wording above ("workers reach you") misreads for her.
  applicationContactDetails: sharedMessage(
    /*i18n*/ {
      id: 'validation.job.application-contact-details',
      message:
        'Please leave out phone numbers, web addresses and e-mail addresses: the employer reaches you through Work Local',
    },
  ),
  applicationMessage: sharedMessage(
    /*i18n*/ {
      id: 'validation.job.application-message',
      message: 'Your message can be at most 500 characters',
    },
  ),
  // The refusals the service answers (other statuses than 400 reach the client in English, found again here).
  phoneVerificationRequired: sharedMessage(
    /*i18n*/ { id: 'jobs.error.phone-verification', message: 'Please verify your phone number to post jobs' },
  ),
  openJobsLimitFree: sharedMessage(
    /*i18n*/ {
      id: 'jobs.error.open-limit-free',
      message:
        'You already have {limit} open jobs, the most on the free plan. Close one, or subscribe for up to {subscribed}.',
      values: { limit: OPEN_JOB_POSTS_LIMIT.free, subscribed: OPEN_JOB_POSTS_LIMIT.subscribed },
    },
  ),
  openJobsLimitSubscribed: sharedMessage(
    /*i18n*/ {
      id: 'jobs.error.open-limit-subscribed',
      message: 'You already have {limit} open jobs. Close one before posting another.',
      values: { limit: OPEN_JOB_POSTS_LIMIT.subscribed },
    },
  ),
  dailyPostsLimit: sharedMessage(
    /*i18n*/ {
      id: 'jobs.error.daily-posts-limit',
      message: 'You have posted the most jobs allowed in one day. Please post again tomorrow.',
    },
  ),
  jobNotFound: sharedMessage(/*i18n*/ { id: 'jobs.error.not-found', message: 'Job not found' }),
  applicationNotFound: sharedMessage(
    /*i18n*/ { id: 'jobs.error.application-not-found', message: 'Application not found' },
  ),
  listingRequired: sharedMessage(
    /*i18n*/ {
      id: 'jobs.error.listing-required',
      message: 'Only a worker with a live listing can apply. Register or renew your listing first.',
    },
  ),
  policeClearanceRequired: sharedMessage(
    /*i18n*/ {
      id: 'jobs.error.police-clearance',
      message: 'This job asks for a police clearance. Upload yours on your dashboard to apply.',
    },
  ),
  alreadyApplied: sharedMessage(
    /*i18n*/ { id: 'jobs.error.already-applied', message: 'You have already applied to this job' },
  ),
  ownJob: sharedMessage(/*i18n*/ { id: 'jobs.error.own-job', message: 'You cannot apply to your own job' }),
  closed: sharedMessage(/*i18n*/ { id: 'jobs.error.closed', message: 'This job is closed' }),
  expired: sharedMessage(/*i18n*/ { id: 'jobs.error.expired', message: 'This job has expired' }),
  filled: sharedMessage(
    /*i18n*/ { id: 'jobs.error.filled', message: 'This job has all the workers it needs' },
  ),
  alreadyHired: sharedMessage(
    /*i18n*/ {
      id: 'jobs.error.already-hired',
      message: 'This applicant already has an open hire request for this job',
    },
  ),
};
