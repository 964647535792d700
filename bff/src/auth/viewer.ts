/**
 * The signed-in user a request acts for: the access token names the user and a live session,
 * and the rest (`isSuperuser`) is read from the users read model for each request.
 */
export interface Viewer {
  userId: string;
  isSuperuser: boolean;
}
