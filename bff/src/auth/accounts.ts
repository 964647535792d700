import type { CommandOrigin } from '@rushes/events';

/** A user as signing in (and a password reset mail) needs them. */
export interface LoginUser {
  id: string;
  email: string;
  name: string;
  passwordHash: string;
  isSuperuser: boolean;
}

export interface FirstSuperuser {
  name: string;
  email: string;
  password: string;
}

/** What the session and invite routes need of the users slice. */
export interface Accounts {
  findForLogin(email: string): Promise<LoginUser | undefined>;
  find(id: string): Promise<{ id: string; email: string; isSuperuser: boolean } | undefined>;
  anyExists(): Promise<boolean>;
  /** The setup link's command; throws the command's refusal. */
  createFirstSuperuser(input: FirstSuperuser): Promise<unknown>;
  /** A new password (`user.password_changed`); throws the command's refusal. */
  changePassword(
    change: { userId: string; password: string; via: 'reset' | 'account' },
    origin: CommandOrigin,
  ): Promise<void>;
}
