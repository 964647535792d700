import { fromGlobalId } from '../../graphql/global-id.ts';
import { appendTestAsset } from '../comments/comment.fixture.ts';
import { type AccessWorld, saveProjectUser } from '../members/member.fixture.ts';

export const defineCustomField = `mutation ($input: DefineCustomFieldInput!) {
  defineCustomField(input: $input) { customField { id name type options required shownInList } } }`;
export const changeCustomField = `mutation ($input: ChangeCustomFieldInput!) {
  changeCustomField(input: $input) { customField { id name type options required shownInList } } }`;
export const reorderCustomFields = `mutation ($input: ReorderCustomFieldsInput!) {
  reorderCustomFields(input: $input) { workspace { customFields { name } } } }`;
export const removeCustomField = `mutation ($input: RemoveCustomFieldInput!) {
  removeCustomField(input: $input) { removedCustomFieldId workspace { customFields { name } } } }`;
export const setCustomFieldValues = `mutation ($input: SetCustomFieldValuesInput!) {
  setCustomFieldValues(input: $input) {
    assets { id customFields { field { name } text number boolean dateTime position { latitude longitude } } }
  } }`;
export const assetValues = `query ($id: ID!) {
  asset(id: $id) { customFields { field { name } text number boolean dateTime position { latitude longitude } } } }`;

/** Eddie an Editor and Vic a Viewer of "Feature", and three clips of Day 1. */
export async function withClips(world: AccessWorld) {
  const { bff, admin, projectId, users, folders } = world;
  for (const [name, roleId] of [
    ['eddie', 'editor'],
    ['vic', 'viewer'],
  ] as const) {
    await bff.gql(admin, saveProjectUser, { input: { projectId, userId: users[name], roleId } });
  }
  const target = { projectId, folderId: folders.day1, userId: fromGlobalId(users.mia).id };
  const clips: string[] = [];
  for (let index = 0; index < 3; index++) {
    clips.push((await appendTestAsset(bff.services, target)).assetId);
  }
  return clips;
}

/** A field of the world's workspace, defined by Wanda, its admin; its global id. */
export async function defineField(world: AccessWorld, input: Record<string, unknown>) {
  const answer = await world.bff.gql(world.tokens.wanda, defineCustomField, {
    input: { workspaceId: world.workspaceId, ...input },
  });
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data?.defineCustomField.customField.id as string;
}

/** Sets values as the token's user; the answer as it comes. */
export const setValues = (
  world: AccessWorld,
  token: string,
  assetIds: string[],
  values: { fieldId: string; value: string | null }[],
) => world.bff.gql(token, setCustomFieldValues, { input: { assetIds, values } });
