import { Loader2, Users } from 'lucide-react';
import { type FormEvent, type Ref, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { toast } from '#client/lib/toast.ts';
import { cn } from '#client/lib/utils.ts';
import { useSubscriberCount } from '../api/get-subscriber-count.ts';
import { useJoinWaitlist } from '../api/join-waitlist.ts';

const EMPTY_FIELDS = { name: '', email: '', phone: '' };

type Fields = typeof EMPTY_FIELDS;

const FIELDS: {
  name: keyof Fields;
  label: string;
  type: string;
  autoComplete: string;
  placeholder: string;
}[] = [
  { name: 'name', label: 'Full Name', type: 'text', autoComplete: 'name', placeholder: 'Jane Doe' },
  {
    name: 'email',
    label: 'Email Address',
    type: 'email',
    autoComplete: 'email',
    placeholder: 'jane@example.com',
  },
  {
    name: 'phone',
    label: 'Phone Number',
    type: 'tel',
    autoComplete: 'tel',
    placeholder: '+1 (555) 123-4567',
  },
];

export function WaitlistForm({ emailInputRef }: { emailInputRef: Ref<HTMLInputElement> }) {
  const [fields, setFields] = useState<Fields>(EMPTY_FIELDS);
  const { count, loading: countLoading } = useSubscriberCount();
  const join = useJoinWaitlist({
    onSuccess: ({ alreadySubscribed }) => {
      toast(
        alreadySubscribed
          ? { title: 'Already Subscribed', description: "You're already on our waitlist!" }
          : {
              title: 'Success!',
              description: "You're on the waitlist! We'll notify you when the product launches.",
            },
      );
      setFields(EMPTY_FIELDS);
    },
    onError: () => {
      toast({
        title: 'Error',
        description: 'Something went wrong. Please try again.',
        variant: 'destructive',
      });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (join.isPending) return;
    if (Object.values(fields).some((value) => value.trim() === '')) return;
    join.mutate({ ...fields, source: 'waitlist' });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Join the waitlist">
      {FIELDS.map(({ name, label, type, autoComplete, placeholder }) => (
        <TextField
          key={name}
          ref={name === 'email' ? emailInputRef : undefined}
          id={`waitlist-${name}`}
          label={label}
          name={name}
          type={type}
          autoComplete={autoComplete}
          placeholder={placeholder}
          required
          value={fields[name]}
          onChange={(event) => setFields((current) => ({ ...current, [name]: event.target.value }))}
        />
      ))}
      <Button type="submit" size="lg" disabled={join.isPending} className="mt-1 w-full">
        {join.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
        {join.isPending ? 'Joining...' : 'Join the Waitlist'}
      </Button>
      {/* Laid out but unseen until the count arrives: its line keeps its room, and nothing seen moves. */}
      <p
        className={cn(
          'flex items-center justify-center gap-2 text-sm text-muted-foreground',
          countLoading && 'invisible',
        )}
      >
        <Users className="size-4" aria-hidden="true" />
        {count}+ professionals already joined
      </p>
    </form>
  );
}
