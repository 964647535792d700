import { TextInput } from '@mantine/core';
import { messages } from '../../../messages/messages.ts';
import type { NewPerson } from './useNewPerson.ts';

/** Name and Email of the person Add User invites. */
export function NewPersonFields({ person }: { person: NewPerson }) {
  const m = messages.users;
  return (
    <>
      <TextInput
        data-autofocus
        label={m.name}
        value={person.name}
        error={person.errors.name}
        onChange={(event) => person.setName(event.currentTarget.value)}
      />
      <TextInput
        type="email"
        label={m.email}
        value={person.email}
        error={person.errors.email}
        onChange={(event) => person.setEmail(event.currentTarget.value)}
      />
    </>
  );
}
