import { apiTokenDecisions } from './api-token.public.ts';
import { approvalWorkflowDecisions } from './approval.public.ts';
import { collectionDecisions } from './collection.public.ts';
import { commentDecisions } from './comment.public.ts';
import { customFieldDecisions } from './custom-field.public.ts';
import { inboxDecisions } from './inbox.public.ts';
import { integrationDecisions } from './integration.public.ts';
import { linkDecisions } from './link.public.ts';
import { liveDecisions } from './live.public.ts';
import { mediaDecisions } from './media.public.ts';
import { projectDecisions } from './project.public.ts';
import { createPublicCatalogue } from './public-catalogue.ts';
import { reviewSessionDecisions } from './review-session.public.ts';
import { roundDecisions } from './round.public.ts';
import { userDecisions } from './user.public.ts';
import { viewingDecisions } from './viewing.public.ts';
import { webhookDecisions } from './webhook.public.ts';
import { workspaceDecisions } from './workspace.public.ts';

/** Every internal event type of Rushes, public or private by decision (decision 0115). */
export const publicCatalogue = createPublicCatalogue([
  ...userDecisions,
  ...workspaceDecisions,
  ...projectDecisions,
  ...mediaDecisions,
  ...commentDecisions,
  ...linkDecisions,
  ...viewingDecisions,
  ...apiTokenDecisions,
  ...integrationDecisions,
  ...webhookDecisions,
  ...customFieldDecisions,
  ...collectionDecisions,
  ...liveDecisions,
  ...roundDecisions,
  ...reviewSessionDecisions,
  ...approvalWorkflowDecisions,
  ...inboxDecisions,
]);
