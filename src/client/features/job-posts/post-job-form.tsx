// Post a Job (issue 18): the form checked by the same zod schema as POST /api/jobs; the minimum-wage hint follows
// the pay, hours, pay type and start date as they are typed; police clearance is ticked for Childcare and Elder Care
// until the employer changes it. An employer without a verified phone is sent to verify it first, and back.
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { DEFAULT_RADIUS_KM } from '../../../shared/constants.js';
import { todayInSouthAfrica } from '../../../shared/pay/minimum-wage.js';
import {
  type JobPost,
  type JobPostInput,
  jobPayHint,
  jobPostSchema,
  requiresPoliceClearanceByDefault,
} from '../../../shared/schemas/job-posts.js';
import { Button, buttonClass } from '../../components/ui/button.js';
import { Card, CardContent } from '../../components/ui/card.js';
import { Spinner } from '../../components/ui/spinner.js';
import { toast } from '../../components/ui/use-toast.js';
import { errorBody, serverMessage } from '../../lib/api.js';
import { navigate } from '../../lib/navigation.js';
import { useSharedMessage } from '../../lib/shared-message.js';
import { useEmployerStatus } from '../employer/index.js';
import { usePostJob } from './api.js';
import { WhatFieldset, WhenAndPayFieldset, WhereFieldset } from './post-job-fields.js';

const PHONE_CHECK = `/phone-verification?returnTo=${encodeURIComponent('/jobs/new')}`;

function startValues(): JobPostInput {
  return {
    title: '',
    description: '',
    skills: [],
    suburb: '',
    city: '',
    address: '',
    latitude: '',
    longitude: '',
    startDate: todayInSouthAfrica(),
    schedule: 'once',
    hoursPerDay: '',
    payType: 'daily',
    payRate: '',
    requiresPoliceClearance: false,
    places: 1,
    radiusKm: DEFAULT_RADIUS_KM,
  };
}

export function PostJobForm() {
  const { t } = useLingui();
  const translate = useSharedMessage();
  const employer = useEmployerStatus();
  const post = usePostJob();
  const form = useForm<JobPostInput, unknown, JobPost>({
    resolver: zodResolver(jobPostSchema),
    defaultValues: startValues(),
  });
  const [skills, payType, payRate, hoursPerDay, startDate] = form.watch([
    'skills',
    'payType',
    'payRate',
    'hoursPerDay',
    'startDate',
  ]);
  const payHint = jobPayHint({ payType, payRate, hoursPerDay, startDate });

  // Pre-ticked for the skills that ask for a clearance, until the employer changes the box themselves.
  const policeTouched = useRef(false);
  const policeDirty = form.formState.dirtyFields.requiresPoliceClearance;
  if (policeDirty) policeTouched.current = true;
  const policeDefault = requiresPoliceClearanceByDefault(skills ?? []);
  useEffect(() => {
    if (!policeTouched.current) form.setValue('requiresPoliceClearance', policeDefault);
  }, [policeDefault, form]);

  if (employer.isLoading) return <Spinner />;
  if (employer.data && !employer.data.phoneVerified) {
    return (
      <Card>
        <CardContent className="grid gap-3 pt-5">
          <p>
            <Trans>
              Before you post a job, verify your phone number once. We bring you straight back here.
            </Trans>
          </p>
          <Link href={PHONE_CHECK} className={buttonClass('default', 'default', 'w-full sm:w-auto')}>
            <Trans>Verify my phone number</Trans>
          </Link>
        </CardContent>
      </Card>
    );
  }

  const onSubmit = (job: JobPost) =>
    post.mutate(
      { ...job, daysPerWeek: job.daysPerWeek ?? undefined },
      {
        onSuccess: ({ id }) => {
          toast({ title: t`Job posted`, description: t`Workers nearby can now see it and apply.` });
          navigate(`/jobs/mine?posted=${encodeURIComponent(id)}`);
        },
        onError: (error) => {
          const body = errorBody<{ requiresPhoneVerification?: boolean }>(error);
          if (body?.requiresPhoneVerification) return navigate(PHONE_CHECK);
          // The open-job limit's message says what to do (close one, or subscribe); the form keeps its values.
          toast({
            title: t`The job was not posted`,
            description: translate(serverMessage(error)) ?? t`Please try again.`,
            variant: 'destructive',
          });
        },
      },
    );

  return (
    <form className="grid gap-4" onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <WhatFieldset form={form} />
      <WhereFieldset form={form} />
      <WhenAndPayFieldset form={form} payHint={payHint} />
      <Button type="submit" size="lg" disabled={post.isPending}>
        <Trans>Post the job</Trans>
      </Button>
    </form>
  );
}
