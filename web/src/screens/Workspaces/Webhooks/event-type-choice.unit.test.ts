import { describe, expect, it } from 'vitest';
import { choiceGroups, chosenOf, toggleAll, toggleOne, versionOf } from './event-type-choice.ts';

const option = (name: string, versions = 1) => ({
  type: `io.rushes.${name}`,
  summary: `${name} happened.`,
  versions: Array.from({ length: versions }, (_, at) => `io.rushes.${name}.v${at + 1}`),
});

const options = [
  option('comment.added', 2),
  option('comment.removed'),
  option('folder.created'),
  option('workspace.renamed'),
];

describe('the event type choice', () => {
  it('groups the types by resource, in the order listed, each by its short name', () => {
    const { groups, outside } = choiceGroups(options, []);
    expect(
      groups.map((group) => [group.name, group.choices.map((choice) => choice.label)]),
    ).toEqual([
      ['comment', ['comment.added', 'comment.removed']],
      ['folder', ['folder.created']],
      ['workspace', ['workspace.renamed']],
    ]);
    expect(groups[0]?.choices[0]).toEqual({
      type: 'io.rushes.comment.added',
      label: 'comment.added',
      summary: 'comment.added happened.',
    });
    expect(outside).toEqual([]);
  });

  it('shows a type chosen for one version under its type, and one the list lacks apart', () => {
    const chosen = ['io.rushes.comment.added.v2', 'io.rushes.user.signed_in'];
    const { groups, outside } = choiceGroups(options, chosen);
    expect(groups[0]?.choices.map((choice) => choice.label)).toEqual([
      'comment.added',
      'comment.added.v2',
      'comment.removed',
    ]);
    // the group's own checkbox chooses the types for every version only
    expect(groups[0]?.types).toEqual(['io.rushes.comment.added', 'io.rushes.comment.removed']);
    expect(outside).toEqual([
      { type: 'io.rushes.user.signed_in', label: 'user.signed_in', summary: null },
    ]);
    expect(versionOf('io.rushes.comment.added.v2')).toBe('2');
    expect(versionOf('io.rushes.comment.added')).toBeNull();
  });

  it('takes every type of a group, or leaves them all when each was taken', () => {
    const comments = ['io.rushes.comment.added', 'io.rushes.comment.removed'];
    const some = ['io.rushes.folder.created', 'io.rushes.comment.removed'];
    expect(chosenOf(comments, some)).toEqual({ all: false, some: true });
    const all = toggleAll(comments, some);
    expect(all).toEqual([...some, 'io.rushes.comment.added']);
    expect(chosenOf(comments, all)).toEqual({ all: true, some: true });
    expect(toggleAll(comments, all)).toEqual(['io.rushes.folder.created']);
    expect(chosenOf([], all)).toEqual({ all: false, some: false });
  });

  it('takes or leaves one type, keeping the order of the rest', () => {
    const chosen = ['io.rushes.folder.created'];
    expect(toggleOne('io.rushes.comment.added', chosen)).toEqual([
      'io.rushes.folder.created',
      'io.rushes.comment.added',
    ]);
    expect(toggleOne('io.rushes.folder.created', chosen)).toEqual([]);
  });
});
