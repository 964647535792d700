import type { NodeLoader } from '../graphql/base.resolvers.ts';
import type { Services } from '../graphql/context.ts';
import { mergeResolvers } from '../graphql/graphql.plugin.ts';
import { startLivePublisher } from '../live/live.publisher.ts';
import { mediaRoutes } from '../media/media.routes.ts';
import { assetsProjection } from './assets/asset.projection.ts';
import { assetNode, assetResolvers, versionNode } from './assets/asset.resolvers.ts';
import { uploadNode, uploadResolvers } from './assets/upload.resolvers.ts';
import { versionResolvers } from './assets/version.resolvers.ts';
import { commentsProjection } from './comments/comment.projection.ts';
import { commentNode, commentResolvers } from './comments/comment.resolvers.ts';
import { versionCommentResolvers } from './comments/version-comments.resolvers.ts';
import { foldersProjection } from './folders/folder.projection.ts';
import { folderNode, folderResolvers } from './folders/folder.resolvers.ts';
import { jobsProjection } from './jobs/job.projection.ts';
import { jobNode, jobResolvers } from './jobs/job.resolvers.ts';
import { projectsProjection } from './projects/project.projection.ts';
import { projectNode, projectResolvers } from './projects/project.resolvers.ts';
import { transferResolvers } from './transfers/transfer.resolvers.ts';
import { bootstrapAdmin, createFirstSuperuser } from './users/first-superuser.bootstrap.ts';
import { usersProjection } from './users/user.projection.ts';
import { userNode, userResolvers } from './users/user.resolvers.ts';
import { workspacesProjection } from './workspaces/workspace.projection.ts';
import { workspaceNode, workspaceResolvers } from './workspaces/workspace.resolvers.ts';

export { findUserForLogin } from './users/user.queries.ts';
export { bootstrapAdmin, createFirstSuperuser };

export const slices = {
  projections: [
    usersProjection,
    workspacesProjection,
    projectsProjection,
    foldersProjection,
    assetsProjection,
    jobsProjection,
    commentsProjection,
  ],
  resolvers: mergeResolvers(
    userResolvers,
    workspaceResolvers,
    projectResolvers,
    folderResolvers,
    assetResolvers,
    versionResolvers,
    uploadResolvers,
    jobResolvers,
    commentResolvers,
    versionCommentResolvers,
    transferResolvers,
  ),
  async bootstrap(services: Services): Promise<void> {
    await bootstrapAdmin(services, services.config);
  },
  createFirstSuperuser,
  /** The HLS playlists under `/v2/media`. */
  routes: mediaRoutes,
  /** Job progress and new assets to every BFF's subscribers. */
  startBackground: startLivePublisher,
  /** `Query.node` by type name: the row, which that type's resolvers then serve. */
  nodes: {
    User: userNode,
    Workspace: workspaceNode,
    Project: projectNode,
    Folder: folderNode,
    Asset: assetNode,
    Version: versionNode,
    Upload: uploadNode,
    Job: jobNode,
    Comment: commentNode,
  } satisfies Record<string, NodeLoader>,
};
