// @vitest-environment jsdom
import '../test/jsdom.ts';
import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import type { Variables } from 'relay-runtime';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CustomFieldsPanelTestQuery } from '../__generated__/CustomFieldsPanelTestQuery.graphql.ts';
import { renderWithProviders } from '../test/render.tsx';
import { failure, scriptedEnvironment } from '../test/scripted-relay.tsx';
import { CustomFieldsPanel } from './CustomFieldsPanel.tsx';

const field = (id: string, name: string, type: string, more = {}) => ({
  id,
  name,
  type,
  options: [],
  required: false,
  ...more,
});

/** A clip with Camera (a choice list, B) and Rating (a required number, none yet). */
const clip = (edit: boolean, rating: string | null = null) => ({
  __typename: 'Asset',
  id: 'a1',
  allowedTo: { edit },
  customFields: [
    {
      field: field('camera', 'Camera', 'TEXT', { options: ['A', 'B', 'C'] }),
      text: 'B',
      dateTime: null,
      boolean: null,
    },
    {
      field: field('rating', 'Rating', 'NUMBER', { required: true }),
      text: rating,
      dateTime: null,
      boolean: null,
    },
  ],
});

function Panel() {
  const data = useLazyLoadQuery<CustomFieldsPanelTestQuery>(
    graphql`
      query CustomFieldsPanelTestQuery {
        asset(id: "a1") {
          ...CustomFieldsPanel_asset
        }
      }
    `,
    {},
  );
  return data.asset ? <CustomFieldsPanel asset={data.asset} /> : null;
}

function renderPanel(
  edit: boolean,
  setValues = (variables: Variables) => ({ data: saved(variables) }),
) {
  const { environment, calls } = scriptedEnvironment({
    CustomFieldsPanelTestQuery: () => ({ data: { asset: clip(edit) } }),
    useSetCustomFieldValuesMutation: setValues,
  });
  const view = renderWithProviders(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense>
        <Panel />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
  return { ...view, calls };
}

/** The server's answer: the clip with the rating it was given. */
const saved = (variables: Variables) => ({
  setCustomFieldValues: {
    assets: [clip(true, variables.input.values[0].value)],
  },
});

const setCalls = (calls: { name: string; variables: Variables }[]) =>
  calls.filter((call) => call.name === 'useSetCustomFieldValuesMutation').map((c) => c.variables);

describe("the inspector's custom fields", () => {
  beforeEach(() => notifications.clean());

  it('set a value once typing is done, for one who may edit the asset', async () => {
    const { user, calls } = renderPanel(true);
    const rating = await screen.findByRole('textbox', { name: 'Rating' });
    await user.type(rating, '4');
    await user.tab();
    expect(setCalls(calls)).toEqual([
      { input: { assetIds: ['a1'], values: [{ fieldId: 'rating', value: '4' }] } },
    ]);
  });

  it('say what is wrong with a value before anything is sent', async () => {
    const { user, calls } = renderPanel(true);
    const rating = await screen.findByRole('textbox', { name: 'Rating' });
    await user.type(rating, 'four{Enter}');
    expect(await screen.findByText('This is not a number')).toBeVisible();
    expect(setCalls(calls)).toEqual([]);
  });

  it("show the server's refusal under the field it names", async () => {
    const refuse = failure('VALIDATION_FAILED', { field: 'Rating', rule: 'number', fieldId: 'r' });
    const { user } = renderPanel(true, refuse);
    await user.type(await screen.findByRole('textbox', { name: 'Rating' }), '4');
    await user.tab();
    expect(await screen.findByText('This is not a number')).toBeVisible();
  });

  it('only show the values to one who may not edit the asset', async () => {
    renderPanel(false);
    const table = await screen.findByRole('table', { name: 'Custom Fields' });
    expect(within(table).getByText('B')).toBeVisible();
    expect(within(table).getByText('—')).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
