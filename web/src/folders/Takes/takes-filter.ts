/**
 * The folder's take filters (spec §4): circled (Selected Takes) or uncircled (Non-Selected
 * Takes), never both, and Takes with Comments.
 */
export interface TakesChoice {
  /** True for the circled takes only, false for the others, null for both. */
  circled: boolean | null;
  withComments: boolean;
}

export const allTakes: TakesChoice = { circled: null, withComments: false };

/** Turning Selected (or Non-Selected) Takes on turns the other off; on again, it is off. */
export const toggleCircled = (choice: TakesChoice, circled: boolean): TakesChoice => ({
  ...choice,
  circled: choice.circled === circled ? null : circled,
});

export const isFiltered = (choice: TakesChoice) => choice.circled !== null || choice.withComments;

/** GraphQL's TakesFilter, or none when every take is listed. */
export const takesFilterOf = (choice: TakesChoice) =>
  isFiltered(choice)
    ? { circled: choice.circled, withComments: choice.withComments || null }
    : null;
