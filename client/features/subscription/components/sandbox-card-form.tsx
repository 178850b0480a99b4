import { FlaskConical } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { TextField } from '#client/components/ui/text-field.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import {
  type CardDetails,
  type CardField,
  checkCard,
  formatCardNumber,
  formatExpiry,
  SANDBOX_DECLINED_CARD,
  SANDBOX_SUCCESS_CARD,
} from '#common/payment-card.ts';
import { useConfirmSandboxPayment } from '../api/confirm-sandbox-payment.ts';
import type { PaymentFormProps } from './checkout.ts';
import { SubscribeButton } from './subscribe-button.tsx';

const FIELDS: {
  field: CardField;
  label: string;
  autoComplete: string;
  placeholder: string;
  format?: (value: string) => string;
}[] = [
  {
    field: 'cardNumber',
    label: 'Card number',
    autoComplete: 'cc-number',
    placeholder: '1234 1234 1234 1234',
    format: formatCardNumber,
  },
  { field: 'expiry', label: 'Expiry', autoComplete: 'cc-exp', placeholder: 'MM / YY', format: formatExpiry },
  { field: 'cvc', label: 'CVC', autoComplete: 'cc-csc', placeholder: '123' },
];

/**
 * The built-in sandbox's card form, clearly in test mode: nothing is charged and no card leaves the server.
 * The card is checked here as it is on the server (number, expiry, CVC) before it is sent.
 */
export function SandboxCardForm({ checkout, onPaid, onFailed }: PaymentFormProps) {
  const [card, setCard] = useState<CardDetails>({ cardNumber: '', expiry: '', cvc: '' });
  const [invalid, setInvalid] = useState<{ field: CardField; message: string } | null>(null);
  const confirm = useConfirmSandboxPayment({
    onSuccess: () => onPaid(),
    onError: (error) => onFailed(error instanceof ApiError ? error.detail : error.message),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirm.isPending) return;
    const check = checkCard(card);
    if (!check.ok) {
      setInvalid(check);
      onFailed(check.message);
      return;
    }
    setInvalid(null);
    confirm.mutate({ clientSecret: checkout.clientSecret, ...card });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
      <div className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p>
          <strong>Test mode: no real payment is taken.</strong> Use the card {SANDBOX_SUCCESS_CARD} with any
          future expiry date and any CVC; {SANDBOX_DECLINED_CARD} shows a declined card.
        </p>
      </div>
      <div className="grid grid-cols-2 gap-4">
        {FIELDS.map(({ field, label, autoComplete, placeholder, format }) => {
          const error = invalid?.field === field ? invalid.message : undefined;
          return (
            <TextField
              key={field}
              id={`sandbox-${field}`}
              label={label}
              fieldClassName={field === 'cardNumber' ? 'col-span-2' : undefined}
              inputMode="numeric"
              autoComplete={autoComplete}
              placeholder={placeholder}
              value={card[field]}
              maxLength={field === 'cvc' ? 4 : undefined}
              error={error}
              onChange={(event) => {
                const value = event.target.value;
                setCard((current) => ({
                  ...current,
                  [field]: format ? format(value) : value.replace(/\D/g, ''),
                }));
                if (invalid?.field === field) setInvalid(null);
              }}
            />
          );
        })}
      </div>
      <SubscribeButton ready busy={confirm.isPending} />
    </form>
  );
}
