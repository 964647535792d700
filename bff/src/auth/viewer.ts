/** The signed-in user a request acts for, as its access token names them. */
export interface Viewer {
  userId: string;
  isSuperuser: boolean;
}
