import { slices } from '../slices/index.ts';
import { deliverSettled } from '../slices/media-composer/delivery-worker.ts';
import type { GraphQLCall } from './graphql-operations.fixture.ts';
import { fresh, type MatrixWorld, type Place } from './matrix-world.fixture.ts';

const saveEntry = `mutation ($input: SaveFolderUserInput!) {
  saveFolderUser(input: $input) { clientMutationId } }`;

const members = new WeakMap<MatrixWorld, Partial<Record<Place, Promise<string>>>>();

/** A Viewer with an entry on the place's folder and nothing else, made once per world. */
function memberOf(w: MatrixWorld, p: Place): Promise<string> {
  const made = members.get(w) ?? {};
  members.set(w, made);
  made[p] ??= (async () => {
    const userId = await w.newcomer();
    const input = { folderId: w.folderOf(p), userId, roleId: 'viewer', allowedTo: {} };
    await w.admin(saveEntry, { input });
    return userId;
  })();
  return made[p];
}

/** A field of that member, read through `node`: granted when it holds something. */
const memberField = (
  selection: string,
  // biome-ignore lint/suspicious/noExplicitAny: answers are walked freely; the outcome is checked
  held: (user: Record<string, any>) => boolean,
): GraphQLCall => ({
  kind: 'query',
  document: `query ($id: ID!) { node(id: $id) { ... on User { ${selection} } } }`,
  variables: async (w, p) => ({ id: await memberOf(w, p) }),
  granted: (data) => data.node !== null && held(data.node),
});

/** A field of the place's project that only superusers read: granted when it holds something. */
const projectStorageField = (field: string): GraphQLCall => ({
  kind: 'query',
  document: `query ($id: ID!) { node(id: $id) { ... on Project { ${field} } } }`,
  variables: async (w, p) => ({ id: w.projectOf(p) }),
  granted: (data) => typeof data.node?.[field] === 'string',
});

const createLiveAsset = `mutation ($input: CreateLiveAssetInput!) {
  createLiveAsset(input: $input) { asset { id } } }`;

/**
 * A field of a new Live asset in the place's folder that only those who may feed it (upload on
 * its folder) read: granted when it holds a value.
 */
const liveAssetField = (field: string): GraphQLCall => ({
  kind: 'query',
  document: `query ($id: ID!) { asset(id: $id) { ${field} } }`,
  variables: async (w, p) => {
    const input = { folderId: w.folderOf(p), name: fresh() };
    const answer = await w.admin(createLiveAsset, { input });
    return { id: answer.data?.createLiveAsset.asset.id };
  },
  granted: (data) => data.asset?.[field] !== null && data.asset?.[field] !== undefined,
});

const enableIntegration = `mutation ($input: EnableProjectIntegrationInput!) {
  enableProjectIntegration(input: $input) { clientMutationId } }`;

/** The place's project with Media Composer on and its folders' files written. */
async function delivered(w: MatrixWorld, p: Place) {
  await w.admin(enableIntegration, { input: { projectId: w.projectOf(p), type: 'MEDIACOMPOSER' } });
  const { services } = w.bff;
  await services.checkpoints.waitFor(['deliveries'], await services.store.headSeq());
  const loaders = slices.flatMap((slice) => slice.loaders ?? []);
  await deliverSettled(services, loaders, new Date(Date.now() + 60_000));
}

/**
 * Fields and arguments the policy guards on their own, beyond the operation that reaches them:
 * `Type.field`, or `field(argument)` for an argument of an operation.
 */
export const guardedFields: Record<string, GraphQLCall> = {
  // The place's project among those the actor may edit; `project` is the answer's key only.
  'projects(editable)': {
    kind: 'query',
    document:
      '{ projects(editable: true, first: 500, orderBy: CREATED_ASC) { edges { node { id } } } }',
    variables: async (w, p) => ({ project: w.projectOf(p) }),
    granted: (data, variables) =>
      data.projects.edges.some(
        (edge: { node: { id: string } }) => edge.node.id === variables.project,
      ),
  },
  'User.folders': memberField('folders { folder { id } }', (user) => user.folders.length > 0),
  'User.uniqueRoles': memberField('uniqueRoles { id }', (user) => user.uniqueRoles.length > 0),
  'UserProject.settings': memberField(
    'projects { settings { receiveCommentNotifications } }',
    (user) => user.projects.some((entry: { settings: unknown }) => entry.settings !== null),
  ),
  // The custody log (without `chain`, which reads the whole log).
  'Project.custody': {
    kind: 'query',
    document: `query ($id: ID!) { node(id: $id) { ... on Project {
      custody { events(first: 1) { edges { cursor } } } } } }`,
    variables: async (w, p) => ({ id: w.projectOf(p) }),
    granted: (data) => data.node?.custody != null,
  },
  'FolderUser.role': {
    kind: 'query',
    document: 'query ($id: ID!) { folderUsers(folderId: $id) { role { id } } }',
    variables: async (w, p) => {
      await memberOf(w, p);
      return { id: w.folderOf(p) };
    },
    granted: (data) => data.folderUsers.length > 0,
  },
  // A folder's delivery files: those who may download there (a machine reading assets too).
  'Folder.deliveries': {
    kind: 'query',
    document: 'query ($id: ID!) { folder(id: $id) { deliveries { files { url } } } }',
    variables: async (w, p) => {
      await delivered(w, p);
      return { id: w.folderOf(p) };
    },
    granted: (data) => (data.folder?.deliveries.length ?? 0) > 0,
  },
  'Project.deliveries': {
    kind: 'query',
    document:
      'query ($id: ID!) { node(id: $id) { ... on Project { deliveries { files { url } } } } }',
    variables: async (w, p) => {
      await delivered(w, p);
      return { id: w.projectOf(p) };
    },
    granted: (data) => (data.node?.deliveries?.length ?? 0) > 0,
  },
  // Whether a Live asset's stream key is in force, and where its feed is sent: to those who may
  // feed it. A new Live asset has a key, so its `hasLiveKey` is true to them.
  'Asset.hasLiveKey': liveAssetField('hasLiveKey'),
  'Asset.liveRtmpServer': liveAssetField('liveRtmpServer'),
  // An asset at a past moment (now, here) and its moments: to the people who see it now and did
  // then, never to a visitor or a machine (decision 0144).
  'Asset.asOf': {
    kind: 'query',
    document: 'query ($id: ID!, $at: DateTime!) { asset(id: $id) { asOf(at: $at) { name } } }',
    variables: async (w, p) => ({ id: w.assets[p].assetId, at: new Date().toISOString() }),
    granted: (data) => data.asset?.asOf != null,
  },
  'Asset.history': {
    kind: 'query',
    document: 'query ($id: ID!) { asset(id: $id) { history(first: 5) { change } } }',
    variables: async (w, p) => ({ id: w.assets[p].assetId }),
    granted: (data) => (data.asset?.history.length ?? 0) > 0,
  },
  // A folder's rounds and its changes between two moments (here, now and now): to the people who
  // see it now and did then, never to a visitor or a machine (decision 0145).
  'Folder.reviewRounds': {
    kind: 'query',
    document: 'query ($id: ID!) { folder(id: $id) { reviewRounds { name } } }',
    variables: async (w, p) => {
      await w.round(p);
      return { id: w.folderOf(p) };
    },
    granted: (data) => (data.folder?.reviewRounds.length ?? 0) > 0,
  },
  // Whom a comment may mention: to those who may comment, signed in (decision 0148).
  'Asset.mentionable': {
    kind: 'query',
    document: 'query ($id: ID!) { asset(id: $id) { mentionable { id } } }',
    variables: async (w, p) => ({ id: w.assets[p].assetId }),
    granted: (data) => (data.asset?.mentionable.length ?? 0) > 0,
  },
  // A review session's summary as a file: to those who may see the session (decision 0149).
  'RequestCommentsExportInput.reviewSessionId': {
    kind: 'mutation',
    document: `mutation ($input: RequestCommentsExportInput!) {
      requestCommentsExport(input: $input) { url } }`,
    variables: async (w, p) => ({
      input: { reviewSessionId: await w.session(p), format: 'CSV', timeZone: 'UTC' },
    }),
    granted: (data) => typeof data.requestCommentsExport?.url === 'string',
  },
  // Whom someone in a review session may invite: to those in it, here its presenter.
  'ReviewSession.inviteChoices': {
    kind: 'query',
    document:
      'query ($id: ID!) { node(id: $id) { ... on ReviewSession { inviteChoices { id } } } }',
    variables: async (w, p) => ({ id: await w.session(p) }),
    granted: (data) => (data.node?.inviteChoices.length ?? 0) > 0,
  },
  // The people a folder's workflow may name: to those who may set it (decision 0147).
  'Folder.approvalReviewerChoices': {
    kind: 'query',
    document: 'query ($id: ID!) { folder(id: $id) { approvalReviewerChoices { id } } }',
    variables: async (w, p) => ({ id: w.folderOf(p) }),
    granted: (data) => (data.folder?.approvalReviewerChoices.length ?? 0) > 0,
  },
  'Folder.asOf': {
    kind: 'query',
    document: 'query ($id: ID!, $at: DateTime!) { folder(id: $id) { asOf(at: $at) { at } } }',
    variables: async (w, p) => ({ id: w.folderOf(p), at: new Date().toISOString() }),
    granted: (data) => data.folder?.asOf != null,
  },
  // Who could see an asset or a folder then: to those who edit the project now, as its users.
  'PastAsset.readers': {
    kind: 'query',
    document: `query ($id: ID!, $at: DateTime!) {
      asset(id: $id) { asOf(at: $at) { readers { userName } } } }`,
    variables: async (w, p) => ({ id: w.assets[p].assetId, at: new Date().toISOString() }),
    granted: (data) => data.asset?.asOf?.readers != null,
  },
  'PastFolder.readers': {
    kind: 'query',
    document: `query ($id: ID!, $at: DateTime!) {
      folder(id: $id) { asOf(at: $at) { readers { userName } } } }`,
    variables: async (w, p) => ({ id: w.folderOf(p), at: new Date().toISOString() }),
    granted: (data) => data.folder?.asOf?.readers != null,
  },
  'Folder.changes': {
    kind: 'query',
    document: `query ($id: ID!, $from: DateTime!) {
      folder(id: $id) { changes(from: $from) { totalCount } } }`,
    variables: async (w, p) => ({ id: w.folderOf(p), from: new Date().toISOString() }),
    granted: (data) => data.folder?.changes != null,
  },
  'Project.storageName': projectStorageField('storageName'),
  'Project.storagePrefix': projectStorageField('storagePrefix'),
  // Choosing a new project's storage (the default one here) and changing a project's transfer
  // server (to none): as the fields of the input, which only superusers may send.
  'CreateProjectInput.storagePrefix': {
    kind: 'mutation',
    document: `mutation ($input: CreateProjectInput!) {
      createProject(input: $input) { project { id } } }`,
    variables: async (w, p) => ({
      input: {
        workspaceId: w.workspaceOf(p),
        name: fresh(),
        managerId: w.users.mia,
        storagePrefix: '',
      },
    }),
  },
  'UpdateProjectInput.transferServer': {
    kind: 'mutation',
    document: `mutation ($input: UpdateProjectInput!) {
      updateProject(input: $input) { project { id } } }`,
    variables: async (w, p) => ({ input: { id: w.projectOf(p), transferServer: '' } }),
  },
};
