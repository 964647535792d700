import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useRecoveryCodesQuery as RecoveryCodes } from '../../../__generated__/useRecoveryCodesQuery.graphql.ts';
import { errorCode } from '../../../relay/api-error.ts';
import type { MfaActions } from './mfa-actions.ts';

const query = graphql`
  query useRecoveryCodesQuery {
    recoveryCodes {
      code
      used
    }
  }
`;

/** The recovery codes, read afresh each time they are shown (some may have been used since). */
export function useRecoveryCodesQuery(): MfaActions['recoveryCodes'] {
  const environment = useRelayEnvironment();
  return useCallback(async () => {
    try {
      const data = await fetchQuery<RecoveryCodes>(environment, query, {}).toPromise();
      return data
        ? { ok: true, value: data.recoveryCodes }
        : { ok: false, code: 'QUERY_ERROR', data: null };
    } catch (error) {
      return { ok: false, code: errorCode(error), data: null };
    }
  }, [environment]);
}
