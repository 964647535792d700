import { Container } from '@mantine/core';
import { isRouteErrorResponse, useParams, useRouteError } from 'react-router';
import type { ErrorPageKey } from '../../messages/messages.ts';
import { errorCode } from '../../relay/api-error.ts';
import { ErrorContent, isErrorPageKey } from './ErrorContent.tsx';

/** The error route, /error/{error}; an unknown key shows the default page. */
export function ErrorScreen() {
  const { error } = useParams();
  return <ErrorContent error={isErrorPageKey(error) ? error : 'default'} />;
}

/** Any path outside the route table. */
export function NotFoundScreen() {
  return <ErrorContent error="not-found" />;
}

/** RouteError inside the default layout, clear of the page's edges. */
export function PageRouteError() {
  return (
    <Container py="xl">
      <RouteError />
    </Container>
  );
}

/** The page a failure's code opens; any other code opens the default page. */
const pageOfCode: Record<string, ErrorPageKey> = {
  NOT_FOUND: 'not-found',
  LINK_EXPIRED: 'link-expired',
  LINK_INVALID: 'link-invalid',
};

/** A route's loader or render failed: its code chooses the page (a 404 is 'Page not found'). */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404)
    return <ErrorContent error="not-found" />;
  return <ErrorContent error={pageOfCode[errorCode(error)] ?? 'default'} />;
}
