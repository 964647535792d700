import { deciderSpec } from '@rushes/events/testing';
import type { CustomValue } from '@rushes/rules';
import { describe, it } from 'vitest';
import { assetDecider, type SetCustomValues } from './asset.decider.ts';

const spec = deciderSpec(assetDecider);

const camera = (value: string | null) => ({
  fieldId: 'camera',
  value: value === null ? null : ({ type: 'TEXT', value } as CustomValue),
});
const rating = (value: number) => ({
  fieldId: 'rating',
  value: { type: 'NUMBER', value } as CustomValue,
});

const set = (values: SetCustomValues['values']): SetCustomValues => ({
  type: 'SetCustomValues',
  assetId: 'a1',
  values,
});
const valuesSet = (values: SetCustomValues['values']) => ({
  type: 'asset.custom_values_set' as const,
  data: { assetId: 'a1', values: [...values] },
});

describe('SetCustomValues', () => {
  it('sets values, also on a copy whose stream holds nothing yet', () => {
    spec.when(set([camera('B'), rating(4)])).then([valuesSet([camera('B'), rating(4)])]);
  });

  it('records only the values that change', () => {
    spec
      .given([valuesSet([camera('B'), rating(4)])])
      .when(set([camera('B'), rating(5)]))
      .then([valuesSet([rating(5)])]);
  });

  it('does nothing when every value is held already, a cleared one too', () => {
    spec
      .given([valuesSet([camera('B')])])
      .when(set([camera('B')]))
      .thenNothing();
    spec
      .given([valuesSet([camera(null)])])
      .when(set([camera(null)]))
      .thenNothing();
    spec.when(set([camera(null)])).thenNothing();
  });

  it('clears a value', () => {
    spec
      .given([valuesSet([camera('B')])])
      .when(set([camera(null)]))
      .then([valuesSet([camera(null)])]);
  });
});
