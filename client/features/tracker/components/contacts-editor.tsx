import { Plus, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { TRACKER_LIMITS } from '#common/tracker.ts';
import { type ContactDraft, contactDraft } from '../application-draft.ts';

const CONTACT_FIELDS = [
  { field: 'name', label: 'Name', type: 'text', autoComplete: 'off', maxLength: TRACKER_LIMITS.contactField },
  { field: 'role', label: 'Role', type: 'text', autoComplete: 'off', maxLength: TRACKER_LIMITS.contactField },
  {
    field: 'email',
    label: 'Email',
    type: 'email',
    autoComplete: 'off',
    maxLength: TRACKER_LIMITS.contactField,
  },
  { field: 'phone', label: 'Phone', type: 'tel', autoComplete: 'off', maxLength: TRACKER_LIMITS.phone },
] as const;

/** The people at the company: each with a name, role, email and phone; added and removed here, saved with the form. */
export function ContactsEditor({
  contacts,
  onChange,
}: {
  contacts: ContactDraft[];
  onChange: (contacts: ContactDraft[]) => void;
}) {
  const addButton = useRef<HTMLButtonElement>(null);
  const change = (key: number, patch: Partial<ContactDraft>) =>
    onChange(contacts.map((contact) => (contact.key === key ? { ...contact, ...patch } : contact)));
  // Focus goes where the work continues: into the new contact, or back to 'Add contact' after a removal.
  const add = () => {
    const added = contactDraft();
    onChange([...contacts, added]);
    requestAnimationFrame(() => document.getElementById(`contact-${added.key}-name`)?.focus());
  };
  const remove = (key: number) => {
    onChange(contacts.filter((contact) => contact.key !== key));
    addButton.current?.focus();
  };
  return (
    <section aria-labelledby="contacts-heading" className="grid gap-3">
      <h3 id="contacts-heading" className="font-semibold">
        Contacts
      </h3>
      {contacts.length === 0 && <p className="text-sm text-muted-foreground">No contacts yet.</p>}
      {contacts.map((contact, index) => (
        <fieldset key={contact.key} className="grid gap-3 rounded-lg border p-3 sm:grid-cols-2">
          <legend className="px-1 text-sm font-medium">Contact {index + 1}</legend>
          {CONTACT_FIELDS.map(({ field, label, ...input }) => (
            <TextField
              key={field}
              id={`contact-${contact.key}-${field}`}
              label={label}
              required={field === 'name'}
              value={contact[field]}
              onChange={(event) => change(contact.key, { [field]: event.target.value })}
              {...input}
            />
          ))}
          <div className="sm:col-span-2">
            <Button type="button" variant="ghost" size="sm" onClick={() => remove(contact.key)}>
              <Trash2 aria-hidden="true" />
              Remove contact {index + 1}
            </Button>
          </div>
        </fieldset>
      ))}
      <div>
        <Button
          ref={addButton}
          type="button"
          variant="outline"
          size="sm"
          disabled={contacts.length >= TRACKER_LIMITS.contacts}
          onClick={add}
        >
          <Plus aria-hidden="true" />
          Add contact
        </Button>
      </div>
    </section>
  );
}
