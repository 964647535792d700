import type { HelperProblem } from '@rushes/rules';

const statusOf: Record<HelperProblem['code'], number> = {
  BAD_INPUT: 400,
  WRONG_CODE: 400,
  UNPAIRED: 401,
  FORBIDDEN_ORIGIN: 403,
  NOT_FOUND: 404,
  INTERNAL: 500,
};

/** A refusal the helper answers the page with: its code, message and HTTP status. */
export class HelperRefusal extends Error {
  override name = 'HelperRefusal';
  readonly code: HelperProblem['code'];
  readonly status: number;

  constructor(code: HelperProblem['code'], message: string) {
    super(message);
    this.code = code;
    this.status = statusOf[code];
  }

  get problem(): HelperProblem {
    return { code: this.code, message: this.message };
  }
}
