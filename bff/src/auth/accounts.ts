import type { CommandOrigin } from '@rushes/events';
import type { SecondFactors } from './second-factors.ts';

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

/** How a request reaches a command it runs for a person who is not signed in yet. */
export type RequestOrigin = Pick<CommandOrigin, 'correlationId' | 'clientIp'>;

/** What the session and invite routes need of the users slice. */
export interface Accounts {
  /** Their second factors, which a sign-in must pass when they have one. */
  secondFactors: SecondFactors;
  findForLogin(email: string): Promise<LoginUser | undefined>;
  find(id: string): Promise<{ id: string; email: string; isSuperuser: boolean } | undefined>;
  anyExists(): Promise<boolean>;
  /**
   * The user of an address the OpenID provider vouches for, joined or only invited (they need no
   * password of Rushes); undefined for an unknown address or a deleted user.
   */
  findForProvider(email: string): Promise<{ id: string; joinedAt: Date | null } | undefined>;
  /**
   * Someone the provider signed in whom nobody invited, when joining is allowed: a new user
   * (`user.invited`, acted by Rushes); answers their id. Throws the command's refusal.
   */
  inviteFromProvider(
    person: { email: string; name: string },
    request: RequestOrigin,
  ): Promise<string>;
  /**
   * An invited user's first return from the provider: they join without a password
   * (`user.joined_through_provider`, acted by them). Throws the command's refusal.
   */
  joinThroughProvider(userId: string, request: RequestOrigin): Promise<void>;
  /** The setup link's command; throws the command's refusal. */
  createFirstSuperuser(input: FirstSuperuser): Promise<unknown>;
  /** A new password (`user.password_changed`); throws the command's refusal. */
  changePassword(
    change: { userId: string; password: string; via: 'reset' | 'account' },
    origin: CommandOrigin,
  ): Promise<void>;
  /** The invitee of an open invitation link; undefined when unknown, used, replaced or expired. */
  invitation(token: string): Promise<{ name: string; email: string } | undefined>;
  /**
   * Joins the invitee of an open link (`user.joined`, acted by them) and spends it; answers their
   * id, or undefined when the link is not open. Throws the command's refusal, the link still open.
   */
  acceptInvitation(
    token: string,
    answer: { name: string; password: string },
    request: RequestOrigin,
  ): Promise<string | undefined>;
}
