import { Container } from '@mantine/core';
import { isRouteErrorResponse, useParams, useRouteError } from 'react-router';
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

/** A route's loader or render failed: a missing item is 'Page not found', the rest the default. */
export function RouteError() {
  const error = useRouteError();
  const notFound =
    (isRouteErrorResponse(error) && error.status === 404) || errorCode(error) === 'NOT_FOUND';
  return <ErrorContent error={notFound ? 'not-found' : 'default'} />;
}
