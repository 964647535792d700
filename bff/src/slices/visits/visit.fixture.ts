import { freshIp } from '../../test-app.fixture.ts';
import type { TestBff } from '../test-bff.fixture.ts';

const createLink = `mutation ($input: CreateLinkInput!) {
  createLink(input: $input) { link { id token } } }`;
const updateLink = `mutation ($input: UpdateLinkInput!) {
  updateLink(input: $input) { link { id } } }`;

/** A link opened by `token` (an owner's), then given the options of `update`; its id and token. */
export async function openLink(
  bff: TestBff,
  token: string,
  input: Record<string, unknown>,
  update: Record<string, unknown> = {},
): Promise<{ id: string; token: string }> {
  const created = await bff.gql(token, createLink, { input });
  const link = created.data?.createLink.link;
  if (!link) throw new Error(`createLink: ${JSON.stringify(created.errors)}`);
  if (Object.keys(update).length > 0) {
    const updated = await bff.gql(token, updateLink, { input: { id: link.id, ...update } });
    if (updated.errors) throw new Error(`updateLink: ${JSON.stringify(updated.errors)}`);
  }
  return link;
}

/** `POST /v2/login` with a link's token, from `ip` (a fresh address unless given). */
export const visit = (
  bff: TestBff,
  body: { token: string; password?: string; email?: string },
  ip = freshIp(),
) => bff.app.inject({ method: 'POST', url: '/v2/login', payload: body, remoteAddress: ip });
