/** A user as signing in needs them. */
export interface LoginUser {
  id: string;
  email: string;
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
  find(id: string): Promise<{ id: string; isSuperuser: boolean } | undefined>;
  anyExists(): Promise<boolean>;
  /** The setup link's command; throws the command's refusal. */
  createFirstSuperuser(input: FirstSuperuser): Promise<unknown>;
}
