// The part both review forms share (the profile's 'Leave a Review' and the public /review/:token page): the star
// rating, the type of work and the review text, bound to the surrounding react-hook-form form (FormProvider).
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { JOB_TYPE_MAX, REVIEW_TEXT_MAX } from '../../../shared/schemas/review-texts.js';
import { TextareaField, TextField } from '../../components/ui/form-fields.js';
import { StarRatingInput } from './star-rating-input.js';

export interface ReviewFieldValues {
  rating?: number;
  jobType?: string;
  review?: string;
}

export function ReviewFields({
  ratingRequired,
  jobTypeLabel,
  reviewLabel,
  reviewRequired,
  reviewPlaceholder,
  afterRating,
}: {
  ratingRequired?: boolean;
  jobTypeLabel: string;
  reviewLabel: string;
  reviewRequired?: boolean;
  reviewPlaceholder: string;
  /** Fields that stand between the stars and the type of work (the public page's name). */
  afterRating?: ReactNode;
}) {
  const { control, register } = useFormContext<ReviewFieldValues>();
  const { t } = useLingui();
  return (
    <>
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <StarRatingInput
            legend={t`Rating`}
            value={field.value ?? null}
            onChange={field.onChange}
            required={ratingRequired}
          />
        )}
      />
      {afterRating}
      <TextField
        label={jobTypeLabel}
        maxLength={JOB_TYPE_MAX}
        placeholder={t`e.g. Gardening`}
        {...register('jobType')}
      />
      <TextareaField
        label={reviewLabel}
        required={reviewRequired}
        maxLength={REVIEW_TEXT_MAX}
        placeholder={reviewPlaceholder}
        {...register('review')}
      />
    </>
  );
}
