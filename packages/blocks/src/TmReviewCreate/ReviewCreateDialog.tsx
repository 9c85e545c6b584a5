import { Button, Dialog, StarRatingInput, TextInput, Textarea, useLocale, useUiCopy } from '@healthsite/ui';
import { useCallback, useMemo, useState, type ReactElement, type RefObject } from 'react';
import { reviewSubmissionSchema, textBounds, type BotFields } from '@healthsite/services/contract';
import { useServices } from '../services/context';
import {
  FormSuccess,
  PrivacyConsent,
  RequiredNote,
  ServiceFormBody,
  useFormsCopy,
  useServiceForm,
} from '../services/forms';
import { useReviewCreateCopy } from './copy';

/** What the visitor fills in; product and locale are added when sending. */
const reviewFormSchema = reviewSubmissionSchema.omit({ product: true, locale: true });

export interface ReviewDraft {
  rating: number;
  title: string;
  content: string;
  displayName: string;
  email: string;
  privacyAccepted: boolean;
}

const emptyDraft: ReviewDraft = {
  rating: 0,
  title: '',
  content: '',
  displayName: '',
  email: '',
  privacyAccepted: false,
};

export interface ReviewCreateDialogProps {
  /** assetId of the product. */
  product: string;
  productName?: string;
  privacyHref?: string;
  /** The button that opens the dialog (then the dialog keeps its own open state). */
  trigger?: ReactElement;
  /**
   * Open, controlled with `onOpenChange`, for a dialog opened by a control outside it (TmReviews
   * loads the dialog's code on first use); give that control as `returnFocusTo`.
   */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Where focus goes back when a controlled dialog closes (its opener). */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** Start open (stories). */
  defaultOpen?: boolean;
  /** Prefilled values (stories). */
  initialDraft?: Partial<ReviewDraft>;
}

/**
 * The review form in a modal dialog. The draft lives outside the dialog's content, so closing the
 * dialog or a failed submission loses nothing; after a success it starts empty again.
 */
export function ReviewCreateDialog({
  product,
  productName,
  privacyHref,
  trigger,
  open: controlledOpen,
  onOpenChange: onControlledOpenChange,
  returnFocusTo,
  defaultOpen = false,
  initialDraft,
}: ReviewCreateDialogProps) {
  const locale = useLocale();
  const copy = useReviewCreateCopy();
  const formsCopy = useFormsCopy();
  const uiCopy = useUiCopy();
  const services = useServices();
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = controlledOpen ?? ownOpen;
  const initialValues = useMemo(() => ({ ...emptyDraft, ...initialDraft }), [initialDraft]);
  const requiredMessages = useMemo(
    () => ({ rating: uiCopy.ratingRequired, privacyAccepted: formsCopy.privacyRequired }),
    [uiCopy, formsCopy],
  );
  const submit = useCallback(
    (values: ReviewDraft, bot: BotFields) =>
      services.reviews.create({ ...values, privacyAccepted: true, product, locale, ...bot }, { locale }),
    [services, product, locale],
  );
  const form = useServiceForm({
    initialValues,
    schema: reviewFormSchema,
    requiredMessages,
    submit,
  });

  const onOpenChange = (next: boolean) => {
    if (controlledOpen === undefined) setOwnOpen(next);
    onControlledOpenChange?.(next);
    // A sent review is done; an unsent draft stays for the next opening.
    if (!next && form.status === 'success') form.reset();
  };

  return (
    // The dialog (a portal on <body>) takes the page theme from the trigger's closest [data-theme].
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      returnFocusTo={returnFocusTo}
      title={copy.title(productName)}
      size="md"
      className="hs-review-create"
    >
      <ServiceFormBody
        form={form}
        submitLabel={copy.submit}
        success={
          <div className="hs-review-create__done">
            <FormSuccess title={copy.successTitle}>
              <p>{copy.successCopy}</p>
            </FormSuccess>
            <Button variant="contained-themed" onClick={() => onOpenChange(false)}>
              {copy.close}
            </Button>
          </div>
        }
      >
        <RequiredNote />
        <StarRatingInput
          label={copy.rating}
          value={form.values.rating}
          onChange={(rating) => form.setValue('rating', rating)}
          name="rating"
          required
          error={form.errors.rating}
        />
        <TextInput
          label={copy.reviewTitle}
          {...form.textField('title')}
          required
          maxLength={textBounds.reviewTitle.max}
        />
        <Textarea
          label={copy.content}
          {...form.textField('content')}
          required
          rows={5}
          maxLength={textBounds.reviewContent.max}
          hint={copy.contentHint}
        />
        <div className="hs-form__row" data-columns="2">
          <TextInput
            label={copy.displayName}
            {...form.textField('displayName')}
            required
            autoComplete="nickname"
            maxLength={textBounds.displayName.max}
            hint={copy.displayNameHint}
          />
          <TextInput
            label={copy.email}
            {...form.textField('email')}
            type="email"
            required
            autoComplete="email"
            hint={formsCopy.emailNotShared}
          />
        </div>
        <PrivacyConsent {...form.checkboxField('privacyAccepted')} href={privacyHref} />
      </ServiceFormBody>
    </Dialog>
  );
}
