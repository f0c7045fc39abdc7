'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FieldError, Form, Input, Label, Text, TextField } from 'react-aria-components';
import { subscribeWatchMutation } from '#generated/watchdog/@tanstack/react-query.gen';
import type { WatchState, WatchType } from '#generated/watchdog/types.gen';
import { type FormErrors, formErrors } from '../../lib/form-errors';
import { discountPercent, formatMoney, lowestBeforeReductionLabel } from '../../lib/format';
import { sameOrigin } from '../../lib/same-origin';
import { formText } from '../../lib/use-form-submit';
import * as forms from '../../theme/forms.css';
import { Button } from '../Button';
import { EmailInput, invalidEmailMessage } from '../FormFields';
import { ModalFrame } from '../ModalFrame';
import { QueryIsland } from '../QueryIsland';
import { watchPath, watchStateOptions } from '../WatchButton/watch-query';
import { parseLei, targetPriceProblem } from './target-price';
import * as styles from './WatchdogModal.css';

export interface WatchdogModalProps {
  /** The variant the alert is for. */
  variantId: number;
  /** The product's name, under the title. */
  variantName: string;
  /** The current price in lei: a hint, and the ceiling of the target price. */
  price: number;
  /** The lowest price of the 30 days before the current price's reduction, in lei: a hint when the price is a reduction from it. @default undefined */
  lowestPrice30Days?: number | null;
  /** The signed-in shopper's address, prefilled. @default undefined */
  email?: string | null;
  /**
   * What the hint under the target price promises when it is left empty: news of stock
   * (`availability`, a variant that cannot be bought now) or of any price drop (`priceDrop`).
   * The watchdog decides which from the variant itself. @default 'availability'
   */
  kind?: WatchType;
  /** Called when Escape, a click outside, „Închide” or the close button after success closes the modal. */
  onClose: () => void;
  /** Called with the new state after a successful subscription. @default undefined */
  onSubscribed?: (state: WatchState) => void;
}

/** The messages beside the fields when the watchdog refuses them (`body.email` → `email`). */
const backendMessages = {
  email: invalidEmailMessage,
  targetPrice: 'Prețul dorit nu este valid: scrie o sumă în lei mai mică decât prețul de acum.',
};

const hints: Record<WatchType, string> = {
  availability: 'Opțional, în lei. Dacă lași gol, îți scriem când produsul revine în stoc.',
  priceDrop: 'Opțional, în lei. Dacă lași gol, îți scriem la orice scădere a prețului.',
};

/** The order of the fields, for focusing the first one in error. */
const fieldOrder = ['email', 'targetPrice'] as const;

/**
 * The watchdog modal (SPEC §2 Modals: watchdog): an e-mail address and an optional target price
 * for a price or stock alert on one variant. Double opt-in: a watch made without the address's own
 * session waits for the link in a confirmation e-mail, which the success message says. What was typed stays when the backend
 * refuses it, and focus goes to the first field in error. Loaded lazily, with TanStack Query.
 */
export default function WatchdogModal(props: WatchdogModalProps) {
  return (
    <QueryIsland>
      <WatchdogForm {...props} />
    </QueryIsland>
  );
}

function WatchdogForm({ variantId, variantName, price, lowestPrice30Days, email, kind = 'availability', onClose, onSubscribed }: WatchdogModalProps) {
  const queryClient = useQueryClient();
  const subscribe = useMutation(subscribeWatchMutation(sameOrigin()));
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  /** What the backend said of the new watch: active at once, or waiting for the link in the e-mail sent to `email`. */
  const [done, setDone] = useState<{ pending: boolean; email: string } | undefined>();
  const formRef = useRef<HTMLFormElement>(null);

  // Focus goes where the problem is: the first field the backend refused, or the form's message.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const field = fieldOrder.find((name) => errors.fields[name]);
    if (field) form.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
    else if (errors.form) form.querySelector<HTMLElement>('[data-form-error]')?.focus();
  }, [errors]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    // Empty: the watchdog tells of any drop below today's price, or of the return to stock of a variant that cannot be bought now.
    const targetPrice = parseLei(formText(data, 'targetPrice'));
    setErrors({ fields: {} });
    const address = formText(data, 'email');
    subscribe.mutate(
      { path: watchPath(variantId), body: { email: address, targetPrice } },
      {
        // 202 with the watch waiting for the e-mail's confirmation; 204 (nothing) when it is active at once.
        onSuccess: (answer) => {
          const pending = answer?.pendingConfirmation === true;
          const state: WatchState = { subscribed: true, type: targetPrice === null ? 'availability' : 'priceDrop', targetPrice, pendingConfirmation: pending };
          queryClient.setQueryData(watchStateOptions(variantId).queryKey, state);
          setDone({ pending, email: address });
          onSubscribed?.(state);
        },
        onError: async (error) => setErrors(await formErrors(error, backendMessages)),
      },
    );
  };

  return (
    <ModalFrame title="Urmărește prețul" onClose={onClose} size="s">
      <div className={styles.about}>
        <p className={styles.product}>{variantName}</p>
        <p className={styles.hint}>Prețul de acum: {formatMoney(price)}</p>
        {/* About a reduction only: without one the figure would answer a question nobody asked. */}
        {lowestPrice30Days != null && discountPercent(price, lowestPrice30Days) !== null && (
          <p className={styles.hint}>
            {lowestBeforeReductionLabel}: {formatMoney(lowestPrice30Days)}
          </p>
        )}
      </div>
      <div role="status" className={styles.done}>
        {done &&
          (done.pending
            ? `Mai ai un pas: ți-am trimis un e-mail la ${done.email}. Alerta pornește după ce apeși linkul de confirmare din el.`
            : 'Gata! Alerta a pornit: îți scriem pe e-mail când e momentul.')}
      </div>
      {done ? (
        <Button onPress={onClose} autoFocus>
          Închide
        </Button>
      ) : (
        <Form ref={formRef} className={forms.form} onSubmit={submit} validationErrors={errors.fields} aria-label="Alertă de preț">
          <EmailInput defaultValue={email ?? ''} autoFocus invalidMessage={backendMessages.email} />
          <TextField name="targetPrice" className={forms.field} validate={(value) => targetPriceProblem(value, price, formatMoney)}>
            <Label className={forms.label}>Anunță-mă când prețul scade sub</Label>
            <div className={styles.amount}>
              <Input className={`${forms.input} ${styles.amountInput}`} inputMode="decimal" autoComplete="off" />
              <span className={styles.unit} aria-hidden="true">
                lei
              </span>
            </div>
            <Text slot="description" className={forms.hint}>
              {hints[kind]}
            </Text>
            <FieldError className={forms.error} />
          </TextField>
          {errors.form && (
            <p className={forms.formError} role="alert" tabIndex={-1} data-form-error="">
              {errors.form}
            </p>
          )}
          <Button type="submit" isPending={subscribe.isPending}>
            Pornește alerta
          </Button>
        </Form>
      )}
    </ModalFrame>
  );
}
